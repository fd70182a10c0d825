import Foundation
import Testing
import TrellisDriver
import TrellisGraph
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Rename as a user would check it: apply the `WorkspaceEdit` to the files, check again (clean),
/// and compare the dependency graph with the old one under the renaming: the same program.
@Suite struct RenameTests {
    /// How names change under a rename: in ids, qualified names and types; and in the labels
    /// of edges passing a value to the renamed input.
    struct Renaming {
        var name: (String) -> String = { $0 }
        var label: (_ to: String, _ label: String) -> String = { $1 }
    }

    /// The graph as lines naming every node and edge, without locations (renaming moves columns).
    static func describe(_ graph: DependencyGraph, _ renaming: Renaming = Renaming()) -> [String] {
        let rename = renaming.name
        let nodes = graph.nodes.map { node in
            "node \(rename(node.id.rawValue)) \(node.kind.rawValue) \(rename(node.qualifiedName)) \(node.type.map(rename) ?? "-")"
        }
        let edges = graph.edges.map { edge in
            let label = edge.label.map { renaming.label(edge.to.rawValue, $0) } ?? "-"
            return "edge \(edge.kind.rawValue) \(rename(edge.from.rawValue)) -> \(rename(edge.to.rawValue)) \(label) \(edge.isConditional) \(edge.isInForEach) \(edge.through.map { rename($0.rawValue) })"
        }
        return (nodes + edges).sorted()
    }

    static func graph(of directory: String) throws -> (CompilerDriver.CheckResult, DependencyGraph) {
        let result = try CompilerDriver().check([directory])
        return (result, GraphBuilder().build(result.program))
    }

    /// Renames at the marker, applies the edit, and checks the program is clean and equivalent.
    func renameAndCheck(_ file: String, _ marked: MarkedSource, to newName: String, expectedEdits: Int, renaming: Renaming) throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let (_, before) = try Self.graph(of: directory.path)
        let session = try LSPSession(root: directory.path)
        let prepared = try session.request("textDocument/prepareRename", at: file, marked)
        #expect(prepared["placeholder"] != nil)
        let edit = try session.request("textDocument/rename", at: file, marked, extra: ["newName": .string(newName)])
        let count = (edit["changes"]?.objectValue ?? [:]).values.reduce(0) { $0 + ($1.arrayValue?.count ?? 0) }
        #expect(count == expectedEdits)
        try apply(edit)
        let (result, after) = try Self.graph(of: directory.path)
        #expect(result.diagnostics.map(\.message.text) == [])
        #expect(Self.describe(before).count > 20)
        #expect(Self.describe(after) == Self.describe(before, renaming))
        #expect(try session.close() == 0)
    }

    /// Replaces each whole identifier `old` in `text` (`Owner.old` when `owner` is given).
    static func replacingIdentifier(_ old: String, with new: String, in text: String, after owner: String? = nil) -> String {
        let target = owner.map { "\($0).\(old)" } ?? old
        let replacement = owner.map { "\($0).\(new)" } ?? new
        var result = ""
        var rest = Substring(text)
        func isIdentifier(_ character: Character?) -> Bool { character.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
        while let range = rest.range(of: target) {
            let before = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            result += rest[..<range.lowerBound]
            result += !isIdentifier(before) && !isIdentifier(after) ? replacement : target
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    static func typeRenaming(_ old: String, _ new: String) -> Renaming {
        Renaming(name: { replacingIdentifier(old, with: new, in: $0) })
    }

    static func memberRenaming(_ owner: String, _ old: String, _ new: String) -> Renaming {
        Renaming(
            name: { replacingIdentifier(old, with: new, in: $0, after: owner) },
            label: { to, label in to.hasSuffix(":\(owner).\(old)") && label == old ? new : label }
        )
    }

    @Test func renamingAViewRenamesItsCallSitesAndTheirClosingTags() throws {
        let marked = ProfileWorkspace.marking(ProfileWorkspace.screens, "<view name=\"ProfileScreen\"", offset: 14)
        // The declaration, the opening and the closing tag of the call site.
        try renameAndCheck("Screens.xml", marked, to: "ProfileHome", expectedEdits: 3, renaming: Self.typeRenaming("ProfileScreen", "ProfileHome"))
    }

    @Test func renamingAModelRenamesEveryTypeReference() throws {
        let marked = ProfileWorkspace.marking(ProfileWorkspace.models, "SessionManager", offset: 3)
        try renameAndCheck("Models.xml", marked, to: "Session", expectedEdits: 5, renaming: Self.typeRenaming("SessionManager", "Session"))
    }

    @Test func renamingABindingRenamesTheArgumentLabelsThatPassIt() throws {
        let marked = ProfileWorkspace.marking(ProfileWorkspace.screens, "<binding name=\"isEditing\"", offset: 17)
        // The declaration, the call site's label, and `$isEditing` in the body; not the caller's own state.
        try renameAndCheck("Screens.xml", marked, to: "isOn", expectedEdits: 3, renaming: Self.memberRenaming("EditToggleRow", "isEditing", "isOn"))
    }

    @Test func renamingStateLeavesTheChildsSameNamedInputAlone() throws {
        let marked = ProfileWorkspace.marking(ProfileWorkspace.screens, "{$isEditing}", offset: 5)
        try renameAndCheck("Screens.xml", marked, to: "editing", expectedEdits: 2, renaming: Self.memberRenaming("ProfileScreen", "isEditing", "editing"))
    }

    @Test func renamingAModelPropertyCrossesFiles() throws {
        let marked = ProfileWorkspace.marking(ProfileWorkspace.models, "displayName", offset: 4)
        try renameAndCheck("Models.xml", marked, to: "shownName", expectedEdits: 2, renaming: Self.memberRenaming("ProfileViewModel", "displayName", "shownName"))
    }

    @Test func renamesThatWouldBreakTheProgramAreRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let session = try LSPSession(root: directory.path)
        func refusal(_ marked: MarkedSource, _ name: String) throws -> String? {
            let response = try session.response("textDocument/rename", [
                "textDocument": ["uri": .string(session.uri("Screens.xml"))], "position": marked.cursor.json, "newName": .string(name),
            ])
            #expect(response["error"]?["code"]?.intValue == ErrorCode.requestFailed)
            return response["error"]?["message"]?.stringValue
        }
        let view = ProfileWorkspace.marking(ProfileWorkspace.screens, "<view name=\"ProfileScreen\"", offset: 14)
        #expect(try refusal(view, "profileHome") == "a view's name must start with an uppercase letter: a lowercase element is a modifier")
        #expect(try refusal(view, "EditToggleRow") == "`EditToggleRow` is already declared")
        #expect(try refusal(view, "VStack") == "`VStack` is already declared")
        let state = ProfileWorkspace.marking(ProfileWorkspace.screens, "<state name=\"isEditing\"", offset: 15)
        #expect(try refusal(state, "viewModel") == "`ProfileScreen` already declares `viewModel`")
        #expect(try refusal(state, "class") == "`class` is not a valid Swift name")
        #expect(try refusal(state, "two words") == "`two words` is not a valid Swift name")
        #expect(try session.close() == 0)
    }
}

/// Every fix-it is a code action; applying it removes the diagnostic.
@Suite struct QuickFixTests {
    @Test func aFixItIsAQuickFixThatRemovesItsDiagnostic() throws {
        let directory = try TemporaryDirectory()
        let source = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <model name="Store">
            <published name="count" type="Int" initial="0"/>
          </model>
          <view name="Home">
            <observedObject name="store" type="Store" initial="Store()"/>
            <body>
              <Text>{store.count}</Text>
            </body>
          </view>
        </trellis>
        """
        try directory.write("Home.xml", source)
        let session = try LSPSession(root: directory.path)
        _ = try DiagnosticsTests.settle(session)
        let actions = try session.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(session.uri("Home.xml"))],
            "range": ["start": ["line": 6, "character": 0], "end": ["line": 6, "character": 10]],
            "context": ["diagnostics": []],
        ])
        let action = try #require(actions[0])
        #expect(action["title"] == "change `observedObject` to `stateObject`")
        #expect(action["kind"] == "quickfix")
        #expect(action["diagnostics"]?[0]?["code"] == "TRL201")
        try apply(action["edit"]!)
        let result = try CompilerDriver().check([directory.path])
        #expect(!result.diagnostics.contains { $0.code.rawValue == "TRL201" })
        #expect(try String(contentsOfFile: directory.path("Home.xml"), encoding: .utf8).contains("<stateObject name=\"store\""))
        #expect(try session.close() == 0)
    }
}

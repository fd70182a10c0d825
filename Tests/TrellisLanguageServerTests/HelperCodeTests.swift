import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Code inside a view's helper functions and inside `ForEach` rows is as visible as the body's:
/// hover, definition and references reach it, and renaming a state used there, or the function
/// itself, leaves a program that checks clean.
@Suite struct HelperCodeTests {
    static let screens = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <struct name="Chore" identifiable="true">
        <field name="id" type="Int"/>
        <field name="title" type="String"/>
      </struct>
      <model name="ChoreStore">
        <published name="chores" type="[Chore]" initial="[]"/>
      </model>
      <view name="ChoreList" root="true">
        <stateObject name="store" type="ChoreStore" initial="ChoreStore()"/>
        <state name="saves" type="Int" initial="0"/>
        <function name="summary" returns="String">
          return "\\(store.chores.count) chores, saved \\(saves) times"
        </function>
        <function name="rename">
          <parameter name="id" type="Int"/>
          <parameter name="title" label="to" type="String"/>
          if let index = store.chores.firstIndex(where: { $0.id == id }) {
            store.chores[index].title = title
          }
          saves += 1
        </function>
        <body>
          <VStack>
            <Text>{summary()}</Text>
            <ForEach items="store.chores" item="chore">
              <Button title="{chore.title}" action="rename(id: chore.id, to: chore.title + &quot;!&quot;)"/>
            </ForEach>
          </VStack>
        </body>
      </view>
    </trellis>
    """

    func marking(_ target: String, _ offset: Int, occurrence: Int = 0) -> MarkedSource {
        ProfileWorkspace.marking(Self.screens, target, offset: offset, occurrence: occurrence)
    }

    func locations(_ result: JSONValue) -> [String] {
        (result.arrayValue ?? []).map { location in
            let start = location["range"]!["start"]!
            return "\(start["line"]!.intValue! + 1):\(start["character"]!.intValue! + 1)"
        }
    }

    @Test func hoverDefinitionAndReferencesReachFunctionsAndRows() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Chores.xml", Self.screens)
        let session = try LSPSession(root: directory.path)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        func hover(_ marked: MarkedSource) throws -> String {
            try session.request("textDocument/hover", at: "Chores.xml", marked)["contents"]?["value"]?.stringValue ?? ""
        }
        // A state read inside a function body, and a function called from the body.
        #expect(try hover(marking("saved \\(saves)", 10)).contains("@State var saves: Int"))
        #expect(try hover(marking("{summary()}", 2)).contains("func summary() -> String"))
        #expect(try hover(marking("action=\"rename(", 9)).contains("func rename(id: Int, to title: String)"))
        // A row's item reaches the struct's fields, inside an action too.
        #expect(try hover(marking("chore.id, to:", 7)).contains("var id: Int"))
        let definition = try session.request("textDocument/definition", at: "Chores.xml", marking("{summary()}", 2))
        #expect(locations(definition) == ["13:21"])
        let saves = try session.request("textDocument/references", at: "Chores.xml", marking("<state name=\"saves\"", 14), extra: ["context": ["includeDeclaration": true]])
        #expect(locations(saves) == ["12:18", "14:53", "22:7"])
        let rename = try session.request("textDocument/references", at: "Chores.xml", marking("<function name=\"rename\"", 17), extra: ["context": ["includeDeclaration": true]])
        #expect(locations(rename) == ["16:21", "28:49"])
        let store = try session.request("textDocument/references", at: "Chores.xml", marking("<stateObject name=\"store\"", 20), extra: ["context": ["includeDeclaration": false]])
        #expect(locations(store) == ["14:17", "19:22", "20:9", "27:25"])
        #expect(try session.close() == 0)
    }

    @Test func aRowsItemAndAFunctionsParameterAreNamesOfTheirOwn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Chores.xml", Self.screens)
        let session = try LSPSession(root: directory.path)
        let item = marking("{chore.title}", 2)
        let hover = try session.request("textDocument/hover", at: "Chores.xml", item)["contents"]?["value"]?.stringValue ?? ""
        #expect(hover.contains("let chore: Chore"))
        #expect(locations(try session.request("textDocument/definition", at: "Chores.xml", item)) == ["27:45"])
        #expect(locations(try session.request("textDocument/references", at: "Chores.xml", item, extra: ["context": ["includeDeclaration": true]])) == ["27:45", "28:27", "28:60", "28:74"])
        let parameter = marking("= title\n", 3)
        #expect(try session.request("textDocument/hover", at: "Chores.xml", parameter)["contents"]?["value"]?.stringValue?.contains("title: String") == true)
        #expect(locations(try session.request("textDocument/references", at: "Chores.xml", parameter, extra: ["context": ["includeDeclaration": true]])) == ["18:24", "20:37"])
        #expect(try session.close() == 0)
    }

    /// Renames at the marker, applies the edit, and checks the program again: it must be clean.
    func renameChecksClean(_ marked: MarkedSource, to newName: String, edits: Int) throws {
        let directory = try TemporaryDirectory()
        try directory.write("Chores.xml", Self.screens)
        #expect(try CompilerDriver().check([directory.path]).diagnostics.isEmpty)
        let session = try LSPSession(root: directory.path)
        let edit = try session.request("textDocument/rename", at: "Chores.xml", marked, extra: ["newName": .string(newName)])
        #expect((edit["changes"]?.objectValue ?? [:]).values.reduce(0) { $0 + ($1.arrayValue?.count ?? 0) } == edits)
        try apply(edit)
        let result = try CompilerDriver().check([directory.path])
        #expect(result.diagnostics.map(\.message.text) == [])
        #expect(try session.close() == 0)
    }

    @Test func renamingAStateUsedInFunctionsChecksClean() throws {
        try renameChecksClean(marking("<state name=\"saves\"", 14), to: "saveCount", edits: 3)
    }

    @Test func renamingAFunctionChecksClean() throws {
        try renameChecksClean(marking("<function name=\"rename\"", 17), to: "retitle", edits: 2)
        try renameChecksClean(marking("{summary()}", 2), to: "overview", edits: 2)
    }

    @Test func renamingARowsItemChecksClean() throws {
        try renameChecksClean(marking("{chore.title}", 2), to: "task", edits: 4)
    }

    @Test func renamingARowsItemToANameTheViewUsesIsRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Chores.xml", Self.screens)
        let session = try LSPSession(root: directory.path)
        let refused = try session.response("textDocument/rename", ["textDocument": ["uri": .string(session.uri("Chores.xml"))], "position": marking("{chore.title}", 2).cursor.json, "newName": "store"])
        #expect(refused["error"]?["message"]?.stringValue == "`ChoreList` already declares `store`; the row's item would hide it")
        #expect(try session.close() == 0)
    }

    @Test func renamingToANameTheViewHasIsRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Chores.xml", Self.screens)
        let session = try LSPSession(root: directory.path)
        let refused = try session.response("textDocument/rename", ["textDocument": ["uri": .string(session.uri("Chores.xml"))], "position": marking("<state name=\"saves\"", 14).cursor.json, "newName": "summary"])
        #expect(refused["error"]?["message"]?.stringValue == "`ChoreList` already declares `summary`")
        #expect(try session.close() == 0)
    }
}

/// Completion where code is written outside attributes: text holes, function bodies and rows.
@Suite struct CodeCompletionTests {
    func labels(_ marked: MarkedSource) throws -> [String] {
        let directory = try TemporaryDirectory()
        try directory.write("Chores.xml", HelperCodeTests.screens)
        let session = try LSPSession(root: directory.path)
        session.open("Chores.xml", marked.text)
        let result = try session.request("textDocument/completion", at: "Chores.xml", marked)
        _ = try session.close()
        return (result["items"]?.arrayValue ?? []).map { $0["label"]!.stringValue! }
    }

    func marked(_ target: String, with replacement: String) -> MarkedSource {
        MarkedSource(HelperCodeTests.screens.replacingOccurrences(of: target, with: replacement))
    }

    @Test func aTextHoleOffersMembersAndNames() throws {
        #expect(try labels(marked("<Text>{summary()}</Text>", with: "<Text>{store.|}</Text>")) == ["chores"])
        let names = try labels(marked("<Text>{summary()}</Text>", with: "<Text>Saved {|}</Text>"))
        #expect(names == ["store", "saves", "summary", "rename"])
        // Outside a hole, text is text.
        #expect(try labels(marked("<Text>{summary()}</Text>", with: "<Text>Saved |</Text>")) == [])
    }

    @Test func aRowsItemIsKnownInsideTheRow() throws {
        let row = try labels(marked("<Button title=\"{chore.title}\"", with: "<Button title=\"{chore.|}\""))
        #expect(row == ["id", "title"])
        let action = try labels(marked("action=\"rename(id: chore.id,", with: "action=\"rename(id: chore.|id,"))
        #expect(action == ["id", "title"])
        // In an action, the row's item, the view's names and its helper functions.
        let names = try labels(marked("action=\"rename(id: chore.id, to: chore.title + &quot;!&quot;)\"", with: "action=\"|\""))
        #expect(names == ["chore", "store", "saves", "summary", "rename"])
    }

    /// `<List items item>`, Swift's `List(items) { item in }`, names its rows as a `ForEach` does.
    @Test func aListsRowItemIsKnownInsideTheRow() throws {
        let source = HelperCodeTests.screens
            .replacingOccurrences(of: #"<ForEach items="store.chores" item="chore">"#, with: #"<List items="store.chores" item="chore">"#)
            .replacingOccurrences(of: "</ForEach>", with: "</List>")
            .replacingOccurrences(of: #"<Button title="{chore.title}""#, with: #"<Button title="{chore.|}""#)
        #expect(source.contains("<List items") && source.contains("</List>"))
        #expect(try labels(MarkedSource(source)) == ["id", "title"])
    }

    @Test func aFunctionBodyKnowsItsParametersAndTheView() throws {
        let body = try labels(marked("      saves += 1\n", with: "      saves += 1\n      |\n"))
        #expect(body == ["id", "title", "store", "saves", "summary", "rename"])
        let member = try labels(marked("      saves += 1\n", with: "      saves += title.|\n"))
        #expect(member.contains("count") && member.contains("isEmpty"))
    }
}

/// The other uses of the name under the cursor, in its file, with writes told from reads.
@Suite struct DocumentHighlightTests {
    @Test func aStatesUsesAreHighlightedWithTheirKinds() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Chores.xml", HelperCodeTests.screens)
        let session = try LSPSession(root: directory.path)
        let marked = ProfileWorkspace.marking(HelperCodeTests.screens, "saves += 1", offset: 2)
        let highlights = try session.request("textDocument/documentHighlight", at: "Chores.xml", marked)
        let described = (highlights.arrayValue ?? []).map { highlight in
            let start = highlight["range"]!["start"]!
            return "\(start["line"]!.intValue! + 1):\(start["character"]!.intValue! + 1) \(highlight["kind"]!.intValue!)"
        }
        #expect(described == ["12:18 1", "14:53 2", "22:7 3"])
        #expect(try session.close() == 0)
    }
}

/// Signature help inside a call: the function's, the initializer's, with the argument at the cursor.
@Suite struct SignatureHelpTests {
    func help(_ target: String, _ replacement: String) throws -> JSONValue {
        let marked = MarkedSource(HelperCodeTests.screens.replacingOccurrences(of: target, with: replacement))
        let directory = try TemporaryDirectory()
        try directory.write("Chores.xml", HelperCodeTests.screens)
        let session = try LSPSession(root: directory.path)
        session.open("Chores.xml", marked.text)
        let result = try session.request("textDocument/signatureHelp", at: "Chores.xml", marked)
        _ = try session.close()
        return result
    }

    @Test func aHelperFunctionsCallShowsItsParameters() throws {
        let result = try help("to: chore.title", "to: |chore.title")
        #expect(result["signatures"]?[0]?["label"] == "rename(id: Int, to title: String)")
        #expect(result["signatures"]?[0]?["parameters"] == [["label": [7, 14]], ["label": [16, 32]]])
        #expect(result["activeParameter"] == 1)
    }

    @Test func aStructsInitializerShowsItsFields() throws {
        let result = try help("<Text>{summary()}</Text>", "<Button title=\"Add\" action=\"store.chores.append(Chore(id: 1, |))\"/>")
        #expect(result["signatures"]?[0]?["label"] == "Chore(id: Int, title: String)")
        #expect(result["activeParameter"] == 1)
        #expect(try help("<Text>{summary()}</Text>", "<Text>{summary()}|</Text>") == .null)
    }
}

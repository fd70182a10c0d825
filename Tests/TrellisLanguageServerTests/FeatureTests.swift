import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisGraph
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Hover, definition, references, symbols, completion, code lenses and quick fixes, each sent at a
/// cursor marked in the fixture, on a two-file workspace.
@Suite struct FeatureTests {
    let directory: TemporaryDirectory
    let session: LSPSession

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        session = try LSPSession(root: directory.path)
    }

    func screens(_ target: String, _ offset: Int, occurrence: Int = 0) -> MarkedSource {
        ProfileWorkspace.marking(ProfileWorkspace.screens, target, offset: offset, occurrence: occurrence)
    }

    func hoverText(_ marked: MarkedSource, in file: String = "Screens.xml") throws -> String {
        try session.request("textDocument/hover", at: file, marked)["contents"]?["value"]?.stringValue ?? ""
    }

    func locations(_ result: JSONValue) -> [String] {
        (result.arrayValue ?? []).map { location in
            let file = URL(string: location["uri"]!.stringValue!)!.lastPathComponent
            let start = location["range"]!["start"]!
            return "\(file):\(start["line"]!.intValue! + 1):\(start["character"]!.intValue! + 1)"
        }
    }

    @Test func hoverOnStateSaysWhoOwnsItAndWhatReEvaluates() throws {
        let text = try hoverText(screens("<state name=\"isEditing\"", 15))
        #expect(text.contains("@State var isEditing: Bool"))
        #expect(text.contains("Owned by this view, created once per identity"))
        #expect(text.contains("trellis graph --affected-by ProfileScreen.isEditing"))
        #expect(text.contains("EditToggleRow"))
    }

    @Test func hoverOnACallSiteListsTheViewsInputs() throws {
        let text = try hoverText(screens("<EditToggleRow", 4))
        #expect(text.contains("struct EditToggleRow: View"))
        #expect(text.contains("- `isEditing`: `@Binding Bool`"))
        #expect(text.contains("Instantiated at 1 call site."))
    }

    @Test func hoverOnABindingProjectionNamesItsSourceOfTruth() throws {
        let own = try hoverText(screens("{$isEditing}", 4))
        #expect(own.contains("**Source of truth:** `ProfileScreen.isEditing`, this view's `@State`."))
        let passed = try hoverText(screens("{$isEditing}", 4, occurrence: 1))
        #expect(passed.contains("**Source of truth:** `ProfileScreen.isEditing` (`@State` of `ProfileScreen`)"))
    }

    @Test func hoverOnAnEnvironmentObjectSaysWhoProvidesIt() throws {
        let text = try hoverText(screens("<environmentObject name=\"session\"", 26))
        #expect(text.contains("@EnvironmentObject var session: SessionManager"))
        #expect(text.contains("trellis graph --who-provides SessionManager --for ProfileScreen"))
        #expect(text.contains("`SessionManager` for `ProfileScreen`: 2 paths, 0 without a provider"))
    }

    @Test func hoverOnADiagnosticCodeExplainsIt() throws {
        let source = ProfileWorkspace.screens.replacingOccurrences(of: "<state name=\"isEditing\" type=\"Bool\" initial=\"false\"/>", with: "<!-- see TRL201 -->\n    <state name=\"isEditing\" type=\"Bool\" initial=\"false\"/>")
        try directory.write("Screens.xml", source)
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(session.uri("Screens.xml")), "type": 2]]])
        let text = try hoverText(ProfileWorkspace.marking(source, "TRL201", offset: 4))
        #expect(text.hasPrefix("**TRL201**"))
        #expect(text.contains(Explanations.explanation(for: "TRL201")!.split(separator: "\n")[0]))
    }

    @Test func definitionCrossesFiles() throws {
        func definition(_ marked: MarkedSource) throws -> [String] {
            locations(try session.request("textDocument/definition", at: "Screens.xml", marked))
        }
        #expect(try definition(screens("type=\"ProfileViewModel\"", 10)) == ["Models.xml:6:16"])
        #expect(try definition(screens("viewModel.displayName", 12)) == ["Models.xml:7:22"])
        #expect(try definition(screens("<ProfileDetailView", 3)) == ["Screens.xml:30:15"])
        #expect(try definition(screens("{displayName}", 3)) == ["Screens.xml:15:21"])
        // Through an environment object, an optional chain and a struct's field.
        #expect(try definition(screens("session.currentUser?.name", 10)) == ["Models.xml:10:22"])
        #expect(try definition(screens("session.currentUser?.name", 22)) == ["Models.xml:4:18"])
    }

    @Test func referencesFindCallSitesReadsAndWritesAndTellSameNamesApart() throws {
        func references(_ file: String, _ marked: MarkedSource, declaration: Bool) throws -> [String] {
            locations(try session.request("textDocument/references", at: file, marked, extra: ["context": ["includeDeclaration": .bool(declaration)]]))
        }
        // `ProfileViewModel.displayName` is not `ProfileScreen.displayName`, a computed property.
        let modelProperty = ProfileWorkspace.marking(ProfileWorkspace.models, "displayName", offset: 2)
        #expect(try references("Models.xml", modelProperty, declaration: true)
            == ["Models.xml:7:22", "Screens.xml:33:59"])
        #expect(try references("Screens.xml", screens("{displayName}", 3), declaration: false)
            == ["Screens.xml:18:37"])
        #expect(try references("Screens.xml", screens("<view name=\"ProfileScreen\"", 14), declaration: true)
            == ["Screens.xml:6:8", "Screens.xml:11:15"])
        // The type, wherever it is written: declarations, `hostProvides`, initializer calls.
        let type = ProfileWorkspace.marking(ProfileWorkspace.models, "SessionManager", offset: 1)
        #expect(try references("Models.xml", type, declaration: true)
            == ["Models.xml:9:16", "Screens.xml:4:39", "Screens.xml:4:64", "Screens.xml:11:56", "Screens.xml:14:45"])
    }

    @Test func documentSymbolsOutlineTheFile() throws {
        let symbols = try session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.uri("Screens.xml"))]])
        let names = (symbols.arrayValue ?? []).map { $0["name"]!.stringValue! }
        #expect(names == ["ProfileApp", "ProfileScreen", "EditToggleRow", "ProfileDetailView"])
        let children = symbols[1]?["children"]?.arrayValue?.map { $0["name"]!.stringValue! }
        #expect(children == ["isEditing", "viewModel", "session", "displayName"])
        // The symbol's range is the whole element, from `<view` to `</view>`.
        #expect(symbols[0]?["range"]?["start"] == ["line": 2, "character": 2])
        #expect(symbols[0]?["range"]?["end"] == ["line": 9, "character": 9])
    }

    @Test func workspaceSymbolsMatchFuzzily() throws {
        let found = try session.request("workspace/symbol", ["query": "prfview"])
        let names = Set((found.arrayValue ?? []).map { $0["name"]!.stringValue! })
        #expect(names == ["ProfileViewModel", "ProfileDetailView"])
    }

    @Test func completionOffersElementsAttributesStateAndMembers() throws {
        func labels(_ marked: MarkedSource, _ file: String = "Edit.xml") throws -> [String] {
            session.open(file, marked.text)
            let result = try session.request("textDocument/completion", at: file, marked)
            return (result["items"]?.arrayValue ?? []).map { $0["label"]!.stringValue! }
        }
        let element = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "<VStack>\n", with: "<VStack>\n        <Pro|fileView\n"))
        let elements = try labels(element)
        #expect(elements.contains("ProfileDetailView") && elements.contains("ProfileScreen") && elements.contains("VStack") && elements.contains("onAppear"))
        // The prelude's views and modifiers.
        #expect(elements.contains("Label") && elements.contains("disabled"))
        #expect(!elements.contains("state"))

        let attribute = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "<EditToggleRow isEditing=\"{$isEditing}\"/>", with: "<EditToggleRow |/>"))
        #expect(try labels(attribute) == ["isEditing"])

        let state = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "isEditing=\"{$isEditing}\"", with: "isEditing=\"{$|}\""))
        #expect(try labels(state) == ["isEditing", "viewModel", "session"])

        let member = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "text=\"{$viewModel.displayName}\"", with: "text=\"{$viewModel.|}\""))
        #expect(try labels(member) == ["displayName"])

        let declaration = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "<binding name=\"isEditing\" type=\"Bool\"/>", with: "<binding name=\"isEditing\" type=\"Bool\"/>\n    <st|"))
        #expect(try labels(declaration) == ["binding", "body", "bindable", "computed", "environment", "environmentObject", "let", "observedObject", "query", "state", "stateObject"].sorted())
    }

    @Test func completionOffersFixedValuesAndHoverDescribesBuiltins() throws {
        let flag = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "root=\"true\"", with: "root=\"|\""))
        session.open("Edit.xml", flag.text)
        let flags = try session.request("textDocument/completion", at: "Edit.xml", flag)["items"]?.arrayValue?.map { $0["label"]!.stringValue! }
        #expect(flags == ["true", "false"])
        let allow = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "<state name=\"isEditing\" type=\"Bool\"", with: "<state allow=\"|\" name=\"isEditing\" type=\"Bool\""))
        session.change("Edit.xml", allow.text, version: 2)
        let codes = try session.request("textDocument/completion", at: "Edit.xml", allow)["items"]?.arrayValue?.map { $0["label"]!.stringValue! } ?? []
        #expect(codes.contains("TRL203") && codes.allSatisfy { $0.hasPrefix("TRL") })
        let toggle = try hoverText(screens("<Toggle", 3))
        // From the prelude's declaration: every overload in Swift, and the attributes the XML writes.
        #expect(toggle == """
            ```swift
            struct Toggle: View {
                init(_ title: String, isOn: Binding<Bool>)
                init(_ title: String, systemImage: String, isOn: Binding<Bool>)
                init(isOn: Binding<Bool>, @ViewBuilder label: () -> some View)
            }
            ```

            Declared in the prelude's `Views.xml`.

            Attributes:
            - `title`: String
            - `isOn` (required): Binding<Bool>
            - `systemImage`: String
            """)
    }

    @Test func workspaceFoldersCanBeAddedLater() throws {
        let other = try TemporaryDirectory()
        try other.write("Other.xml", ScreenSamples.counter.replacingOccurrences(of: "{count}", with: "{missing}"))
        session.notify("workspace/didChangeWorkspaceFolders", ["event": ["added": [["uri": .string(LSPSession.uri(other.path)), "name": "other"]], "removed": []]])
        let published = try session.waitFor("textDocument/publishDiagnostics") { $0["uri"]?.stringValue == LSPSession.uri(other.path("Other.xml")) }
        #expect(published["diagnostics"]?[0]?["code"] == "TRL103")
    }

    @Test func semanticTokensColourNamesByWhatTheyResolveTo() throws {
        let result = try session.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(session.uri("Screens.xml"))]])
        let data = (result["data"]?.arrayValue ?? []).compactMap(\.intValue)
        #expect(data.count.isMultiple(of: 5))
        // Decoded back to absolute positions: line:column length type modifiers.
        var line = 0
        var character = 0
        var tokens: [String] = []
        for index in stride(from: 0, to: data.count, by: 5) {
            line += data[index]
            character = data[index] == 0 ? character + data[index + 1] : data[index + 1]
            tokens.append("\(line + 1):\(character + 1) \(data[index + 2]) \(SemanticTokenLegend.types[data[index + 3]]) \(data[index + 4])")
        }
        // `<view name="ProfileApp">`, its `stateObject` declaration, and the type and the initializer call in it.
        #expect(tokens.prefix(4) == ["3:15 10 type 1", "4:24 7 variable 1", "4:39 14 class 0", "4:64 14 class 0"])
        // `{$isEditing}` read through a binding and the model property reached through `$viewModel`.
        #expect(tokens.contains("19:37 9 variable 0"))
        #expect(tokens.contains("33:59 11 property 0"))
    }

    @Test func codeLensesShowTheGraph() throws {
        let lenses = try session.request("textDocument/codeLens", ["textDocument": ["uri": .string(session.uri("Screens.xml"))]])
        let titles = (lenses.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1): \($0["command"]!["title"]!.stringValue!)" }
        #expect(titles.contains("12: re-evaluates 1 view: EditToggleRow"))
        #expect(titles.contains("14: provided on 2 of 2 paths"))
    }
}

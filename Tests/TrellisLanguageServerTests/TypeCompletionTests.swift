import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Completion after `.` for the app's enums and types, of environment keys, and of type names.
@Suite struct TypeCompletionTests {
    static let screen = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <enum name="Sorting" rawType="String" caseIterable="true">
        <case name="newest"/>
        <case name="oldest"/>
      </enum>
      <enum name="LoadState">
        <case name="idle"/>
        <case name="loaded"><parameter label="count" type="Int"/></case>
      </enum>
      <struct name="Spacing">
        <field name="gap" type="Double"/>
        <field name="standard" type="Spacing" static="true" initial="Spacing(gap: 8)"/>
      </struct>
      <view name="Articles" root="true">
        <state name="sorting" type="Sorting" initial=".newest"/>
        <state name="spacing" type="Spacing" initial="Spacing.standard"/>
        <environment name="dismiss" key="\\.dismiss"/>
        <body>
          <VStack>
            <Text>{sorting.rawValue}</Text>
            <Button title="Oldest" action="sorting = .oldest"/>
          </VStack>
        </body>
      </view>
    </trellis>
    """

    func labels(_ target: String, _ replacement: String) throws -> [String] {
        let marked = MarkedSource(Self.screen.replacingOccurrences(of: target, with: replacement))
        #expect(marked.text != Self.screen)
        let directory = try TemporaryDirectory()
        try directory.write("Articles.xml", Self.screen)
        let session = try LSPSession(root: directory.path)
        session.open("Articles.xml", marked.text)
        let result = try session.request("textDocument/completion", at: "Articles.xml", marked)
        _ = try session.close()
        return (result["items"]?.arrayValue ?? []).map { $0["label"]!.stringValue! }
    }

    @Test func aTypeNameAndALeadingDotOfferTheCases() throws {
        // After the type's name, its `allCases` too (no case, so not after a leading dot).
        #expect(try labels("action=\"sorting = .oldest\"", "action=\"sorting = Sorting.|\"") == ["newest", "oldest", "allCases"])
        #expect(try labels("action=\"sorting = .oldest\"", "action=\"sorting = .|\"") == ["newest", "oldest"])
        #expect(try labels("<Text>{sorting.rawValue}</Text>", "<Text>{sorting == .|}</Text>") == ["newest", "oldest"])
        #expect(try labels("initial=\".newest\"", "initial=\"LoadState.|\"") == ["idle", "loaded"])
        // A struct's static members through its type; its instance members, without them, through a value.
        #expect(try labels("initial=\"Spacing.standard\"", "initial=\"Spacing.|\"") == ["standard"])
        #expect(try labels("<Text>{sorting.rawValue}</Text>", "<Text>{spacing.|}</Text>") == ["gap"])
        // An enum's value: its raw value, never its cases.
        #expect(try labels("<Text>{sorting.rawValue}</Text>", "<Text>{sorting.|}</Text>") == ["rawValue"])
    }

    @Test func typeNamesIncludeTheAppsEnums() throws {
        let names = try labels("<state name=\"sorting\" type=\"Sorting\"", "<state name=\"sorting\" type=\"|\"")
        #expect(names.contains("Sorting") && names.contains("LoadState") && names.contains("Spacing") && names.contains("String"))
        #expect(names.count == Set(names).count)
    }

    @Test func anEnvironmentKeyOffersTheEnvironmentValues() throws {
        let keys = try labels("key=\"\\.dismiss\"", "key=\"\\.|\"")
        #expect(keys.contains("dismiss") && keys.contains("colorScheme"))
    }
}

/// Element and attribute items: snippets of the required attributes, documentation, views
/// before modifiers, and no name twice.
@Suite struct ElementCompletionTests {
    func items(_ marked: MarkedSource) throws -> [JSONValue] {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let session = try LSPSession(root: directory.path, initialize: false)
        _ = try session.request("initialize", [
            "rootUri": .string(LSPSession.uri(directory.path)),
            "capabilities": ["textDocument": ["completion": ["completionItem": ["snippetSupport": true]]]],
        ])
        session.notify("initialized", [:])
        session.open("Screens.xml", marked.text)
        let result = try session.request("textDocument/completion", at: "Screens.xml", marked)
        _ = try session.close()
        return result["items"]?.arrayValue ?? []
    }

    @Test func anElementComesWithItsRequiredAttributesAndItsDocumentation() throws {
        let found = try items(MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "<VStack>\n", with: "<VStack>\n        <Tog|\n")))
        let labels = found.map { $0["label"]!.stringValue! }
        #expect(labels.count == Set(labels).count)
        let toggle = try #require(found.first { $0["label"] == "Toggle" })
        #expect(toggle["insertText"] == "Toggle isOn=\"$1\"")
        #expect(toggle["insertTextFormat"] == 2)
        #expect(toggle["documentation"]?["value"]?.stringValue?.contains("- `isOn` (required): Binding<Bool>") == true)
        // The workspace's own view takes its binding input.
        let row = try #require(found.first { $0["label"] == "EditToggleRow" })
        #expect(row["insertText"] == "EditToggleRow isEditing=\"$1\"")
        // Views sort before modifiers.
        let order = found.sorted { $0["sortText"]!.stringValue! < $1["sortText"]!.stringValue! }.map { $0["label"]!.stringValue! }
        #expect(order.firstIndex(of: "VStack")! < order.firstIndex(of: "padding")!)
        #expect(order.firstIndex(of: "EditToggleRow")! < order.firstIndex(of: "Button")!)
    }

    /// An input of function type is offered in its element form, its code in a CDATA section.
    @Test func anActionIsOfferedAsCodeContent() throws {
        let found = try items(MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "<VStack>\n", with: "<VStack>\n        <Button title=\"Go\">\n          <act|\n        </Button>\n")))
        let action = try #require(found.first { $0["label"] == "action" })
        #expect(action["insertText"] == "action><![CDATA[\n\t$1\n]]></action>")
        #expect(action["insertTextFormat"] == 2)
        #expect(found.filter { $0["label"] == "action" }.count == 1)
    }

    @Test func requiredAttributesComeFirstAsSnippets() throws {
        let found = try items(MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "<Toggle title=\"Modo edición\" isOn=\"{$isEditing}\"/>", with: "<Toggle |/>")))
        let first = found.min { $0["sortText"]!.stringValue! < $1["sortText"]!.stringValue! }
        #expect(first?["label"] == "isOn")
        #expect(first?["insertText"] == "isOn=\"$1\"")
    }
}

/// The program's enums are first-class names: definition, references, hover, outline and
/// workspace symbols.
@Suite struct EnumNavigationTests {
    @Test func anEnumIsFoundDescribedAndOutlined() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Articles.xml", TypeCompletionTests.screen)
        let session = try LSPSession(root: directory.path)
        let inType = ProfileWorkspace.marking(TypeCompletionTests.screen, "type=\"Sorting\"", offset: 8)
        func places(_ result: JSONValue) -> [String] {
            (result.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1):\($0["range"]!["start"]!["character"]!.intValue! + 1)" }
        }
        #expect(places(try session.request("textDocument/definition", at: "Articles.xml", inType)) == ["3:15"])
        #expect(places(try session.request("textDocument/references", at: "Articles.xml", inType, extra: ["context": ["includeDeclaration": true]])) == ["3:15", "16:33"])
        let hover = try session.request("textDocument/hover", at: "Articles.xml", inType)["contents"]?["value"]?.stringValue ?? ""
        #expect(hover.contains("enum Sorting: String, CaseIterable") && hover.contains("- `case oldest`"))
        let outline = try session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.uri("Articles.xml"))]])
        let sorting = try #require(outline.arrayValue?.first { $0["name"] == "Sorting" })
        #expect(sorting["kind"] == 10)
        #expect(sorting["children"]?.arrayValue?.map { $0["name"]!.stringValue! } == ["newest", "oldest"])
        let symbols = try session.request("workspace/symbol", ["query": "sorting"])
        #expect((symbols.arrayValue ?? []).contains { $0["name"] == "Sorting" && $0["kind"] == 10 })
        #expect(try session.close() == 0)
    }
}

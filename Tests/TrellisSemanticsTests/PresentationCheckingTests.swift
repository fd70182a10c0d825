import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// A modifier's named slots (an alert's `<message>`, a sheet's `<content item>`) are filled as a
/// view's are, and nothing written inside them is dropped silently.
@Suite struct PresentationCheckingTests {
    static func diagnostics(_ body: String) -> [String] {
        let xml = """
            <trellis>
              <struct name="Card" identifiable="true"><field name="id" type="Int"/><field name="title" type="String"/></struct>
              <view name="Home" root="true">
                <state name="isOn" type="Bool" initial="false"/>
                <state name="card" type="Card?" initial="nil"/>
                <body>
                  <Button title="Show" action="isOn = true; card = Card(id: 1, title: &quot;a&quot;)">
            \(body)
                  </Button>
                </body>
              </view>
            </trellis>
            """
        var collector = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "test.xml", bytes: Array(xml.utf8)), diagnostics: &collector)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &collector)
        // The fixture's two states are not both read by every body: TRL214 is not the point here.
        return collector.sorted().filter { $0.code.rawValue != "TRL214" }.map { "\($0.code) \($0.message.text)" }
    }

    @Test("an alert's message slot and actions check clean")
    func alertSlotsCheckClean() {
        #expect(Self.diagnostics("""
            <alert title="Delete?" isPresented="{$isOn}"><Button title="Delete" action="isOn = false"/><message><Text>Gone</Text></message></alert>
            """) == [])
    }

    @Test("a modifier's slot element filled twice, with attributes, or holding lowercase elements is reported")
    func slotElementMistakes() {
        #expect(Self.diagnostics("""
            <alert title="Delete?" isPresented="{$isOn}"><message><Text>a</Text></message><message><Text>b</Text></message></alert>
            """).map { String($0.prefix(6)) } == ["TRL117"])
        #expect(Self.diagnostics("""
            <alert title="Delete?" isPresented="{$isOn}"><message tone="loud"><Text>a</Text></message></alert>
            """).map { String($0.prefix(6)) } == ["TRL118"])
        #expect(Self.diagnostics("""
            <alert title="Delete?" isPresented="{$isOn}"><message><bold/><Text>a</Text></message></alert>
            """) == ["TRL010 modifier `bold` must be inside the view it modifies"])
        #expect(Self.diagnostics("""
            <alert title="Delete?" isPresented="{$isOn}"><footer><Text>a</Text></footer></alert>
            """).map { String($0.prefix(6)) } == ["TRL115"])
    }

    @Test("sheet(item:) names its item in the content, typed by the binding")
    func sheetItemNamesItsItem() {
        #expect(Self.diagnostics("""
            <sheet item="{$card}"><content item="chosen"><Text>{chosen.title}</Text></content></sheet>
            """) == [])
        #expect(Self.diagnostics("""
            <sheet item="{$card}"><content item="chosen"><Text>{chosen.name}</Text></content></sheet>
            """).map { String($0.prefix(6)) } == ["TRL105"])
        // `item` names a value only where the slot receives one.
        #expect(Self.diagnostics("""
            <sheet isPresented="{$isOn}"><content item="chosen"><Text>a</Text></content></sheet>
            """).map { String($0.prefix(6)) } == ["TRL118"])
    }
}

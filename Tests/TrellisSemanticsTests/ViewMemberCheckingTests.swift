import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Computed views and view-building functions are checked where they are placed, as if their
/// views were written there, for every rule.
@Suite struct ViewMemberCheckingTests {
    private func diagnostics(_ xml: String) -> [String] {
        var collector = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "Members.xml", bytes: Array(xml.utf8)), diagnostics: &collector)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &collector)
        return collector.sorted().map { "\($0.code)@\($0.location.line): \($0.message.text)" }
    }

    private static let store = """
        <model name="Store"><published name="count" type="Int" initial="0"/></model>
        <view name="Counter">
          <environmentObject name="store" type="Store"/>
          <body><Text>{store.count}</Text></body>
        </view>
        """

    @Test func anEnvironmentObjectInjectedAboveThePlaceReachesTheMembersViews() {
        let found = diagnostics("""
            <trellis>
            \(Self.store)
            <view name="Screen" root="true">
              <stateObject name="store" type="Store" initial="Store()"/>
              <computed name="counter"><Counter/></computed>
              <body>
                <VStack>
                  <counter/>
                  <environmentObject value="store"/>
                </VStack>
              </body>
            </view>
            </trellis>
            """)
        #expect(found == [])
    }

    @Test func anInjectionBesideThePlaceDoesNotReachTheMembersViews() {
        let found = diagnostics("""
            <trellis>
            \(Self.store)
            <view name="Screen" root="true">
              <stateObject name="store" type="Store" initial="Store()"/>
              <computed name="counter"><Counter/></computed>
              <body>
                <VStack>
                  <counter/>
                  <Text>x<environmentObject value="store"/></Text>
                </VStack>
              </body>
            </view>
            </trellis>
            """)
        // The injection on the `Text` reaches no consumer either (TRL215).
        #expect(found.map { String($0.prefix(6)) } == ["TRL205", "TRL215"], "\(found)")
    }

    @Test func aMembersViewsDoNotSeeTheNamesAroundItsPlace() {
        let found = diagnostics("""
            <trellis>
            <view name="Screen" root="true">
              <state name="names" type="[String]" initial="[]"/>
              <computed name="label"><Text>{name}</Text></computed>
              <body>
                <List>
                  <ForEach items="names" id="\\.self" item="name">
                    <label/>
                  </ForEach>
                </List>
              </body>
            </view>
            </trellis>
            """)
        #expect(found.count == 1 && found[0].hasPrefix("TRL103@4"), "\(found)")
    }

    @Test func aMemberPlacedTwiceReportsEachProblemOnceAndOnePlacedNowhereIsChecked() {
        let found = diagnostics("""
            <trellis>
            <view name="Screen" root="true">
              <state name="count" type="Int" initial="0"/>
              <computed name="twice"><Text>{cuont}</Text></computed>
              <computed name="never"><Text>{totla}</Text></computed>
              <body>
                <VStack>
                  <Text>{count}</Text>
                  <twice/>
                  <twice/>
                </VStack>
              </body>
            </view>
            </trellis>
            """)
        #expect(found.map { String($0.prefix(10)) } == ["TRL103@4: ", "TRL103@5: "], "\(found)")
    }

    @Test func statesReadOnlyInsideAMemberCountAsRead() {
        let found = diagnostics("""
            <trellis>
            <view name="Screen" root="true">
              <state name="title" type="String" initial="&quot;&quot;"/>
              <state name="unused" type="Int" initial="0"/>
              <function name="heading">
                <parameter name="suffix" label="_" type="String"/>
                <Text>{title} {suffix}</Text>
              </function>
              <body><heading suffix="now"/></body>
            </view>
            </trellis>
            """)
        #expect(found.map { String($0.prefix(10)) } == ["TRL214@4: "], "\(found)")
    }
}

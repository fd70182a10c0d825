import Testing
import TrellisSemantics

/// An associated value may be written `<value type="String"/>`, as Swift names it, besides
/// `<parameter>`: the case's patterns bind it.
@Suite struct EnumCaseValueSpellingTests {
    @Test func anAssociatedValueMayBeWrittenValue() {
        let outcome = VocabularyTests.analyze("""
            <trellis>
              <enum name="Panel">
                <case name="truck"/>
                <case name="city">
                  <value type="String"/>
                </case>
              </enum>
              <view name="Home">
                <state name="panel" type="Panel" initial=".city(&quot;Paris&quot;)"/>
                <body>
                  <VStack>
                    <switch value="panel">
                      <case pattern=".city(let name)"><Text>{name}</Text></case>
                      <case pattern=".truck"><Text>Truck</Text></case>
                    </switch>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        #expect(outcome.diagnostics.map { "\($0.code)@\($0.location.line) \($0.message.text)" } == [])
    }
}

import Testing
import TrellisSemantics

/// An associated value guessed as `<value type="String"/>` is reported once, naming
/// `parameter`, and still read: the case's patterns draw no follow-on arity error.
@Suite struct EnumCaseValueSpellingTests {
    @Test func aMisnamedAssociatedValueIsReportedOnceAndStillRead() {
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
        #expect(outcome.diagnostics.map { "\($0.code)@\($0.location.line) \($0.message.text)" } == [
            "TRL010@5 element `value` is not allowed here; expected `parameter`",
        ])
    }
}

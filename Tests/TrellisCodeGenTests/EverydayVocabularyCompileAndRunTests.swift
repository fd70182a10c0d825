import Testing
import TrellisTestSupport

/// The everyday vocabulary after the first set, written as a first try writes it: checked,
/// generated, compiled with warnings as errors, and driven by a `ViewHost`.
@Suite struct EverydayVocabularyCompileAndRunTests {
    @Test func timelineFeedbackAndRecordedModifiersRunAsWritten() throws {
        let program = try GeneratedProgram(["Everyday.xml": #"""
            <trellis>
              <view name="Tick">
                <let name="date" type="Date"/>
                <body><Text>tick</Text></body>
              </view>
              <view name="SecondsTimeline" root="true">
                <body>
                  <TimelineView schedule=".periodic(from: .now, by: 1)" item="context">
                    <Tick date="{context.date}"/>
                  </TimelineView>
                </body>
              </view>
              <view name="MinutesTimeline">
                <body>
                  <TimelineView schedule=".everyMinute" item="context"><Tick date="{context.date}"/></TimelineView>
                </body>
              </view>
              <view name="FeedbackTally">
                <state name="count" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Button title="Add" action="count += 1">
                      <sensoryFeedback value=".increase" trigger="count"/>
                    </Button>
                    <Button title="Add two" action="count += 2">
                      <sensoryFeedback value=".success" trigger="count" condition="_, new in new >= 3"/>
                    </Button>
                    <Text>count {count}<contentTransition value=".numericText()"/></Text>
                  </VStack>
                </body>
              </view>
              <view name="Drawing">
                <body>
                  <VStack>
                    <Circle><trim from="0" to="0.25"/><stroke value="Color.blue" lineWidth="4"/></Circle>
                    <Label title="Favourites" systemImage="heart">
                      <symbolVariant value=".fill"/>
                      <alignmentGuide value=".leading" computeValue="d in d.width / 2"/>
                      <glassEffect value=".regular.interactive()" in="Capsule()"/>
                    </Label>
                    <containerBackground value="Color.blue" for=".navigation"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let clock = ViewHost(SecondsTimeline())
            clock.advance(by: .seconds(3))
            print("periodic \\(clock.bodyEvaluations(of: Tick.self))")
            let minutes = ViewHost(MinutesTimeline())
            minutes.advance(by: .seconds(120))
            print("minutes \\(minutes.bodyEvaluations(of: Tick.self))")
            let counter = ViewHost(FeedbackTally())
            try counter.tap("Add")
            try counter.tap("Add two")
            print("feedback \\(counter.sensoryFeedback.map(\\.description))")
            print(try counter.appearance(of: "count 3").modifiers)
            let drawing = ViewHost(Drawing())
            print(drawing.render())
            print(try drawing.appearance(of: "Favourites").modifiers)
            """)
        #expect(output == """
            periodic 4
            minutes 3
            feedback [".increase", ".increase", ".success"]
            ["contentTransition(.numericText())"]
            VStack
              Circle trim(from: 0, to: 0.25) stroke blue lineWidth 4
              Label "Favourites" systemImage "heart"
            ["symbolVariant(.fill)", "alignmentGuide(.leading)", "glassEffect(.regular.interactive(), in: Capsule)", "containerBackground(blue, for: .navigation)"]

            """, "\(output)")
    }

    @Test func animationWithoutAValueIsOneDeprecationWarning() throws {
        let program = try GeneratedProgram(["Spring.xml": #"""
            <trellis>
              <view name="Panel" root="true">
                <state name="isExpanded" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <Button title="Toggle" action="isExpanded.toggle()"/>
                    <Text>{isExpanded ? "open" : "closed"}<animation value=".spring"/></Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let warnings = program.buildErrors.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.count == 1, "\(program.buildErrors)")
        #expect(warnings.first?.contains("TRL224") == true, "\(program.buildErrors)")
        #expect(warnings.first?.contains("`animation(_:)` is deprecated") == true, "\(program.buildErrors)")
        #expect(!program.buildErrors.contains("error"), "\(program.buildErrors)")
    }
}

import Testing
import TrellisTestSupport

/// The generated code agrees with the checker: content passed into a slot lives where the view
/// places the slot, so it finds what the view injects above the slot, and a slot placed twice
/// builds two copies of its content, each with its own state.
@Suite struct SlotPlacementCompileAndRunTests {
    @Test func contentSeesTheObjectInjectedAboveTheSlotAndEachPlacementIsItsOwnCopy() throws {
        let program = try GeneratedProgram(["Slots.xml": #"""
            <trellis>
              <model name="Tally"><published name="count" type="Int" initial="0"/></model>
              <view name="TallyLine">
                <environmentObject name="tally" type="Tally"/>
                <state name="taps" type="Int" initial="0"/>
                <body>
                  <HStack>
                    <Text>Tally {tally.count}, taps {taps}</Text>
                    <Button title="Tap" action="taps += 1"/>
                  </HStack>
                </body>
              </view>
              <view name="TallyCard">
                <stateObject name="tally" type="Tally" initial="Tally()"/>
                <slot name="content"/>
                <body>
                  <VStack>
                    <Button title="Count" action="tally.count += 1"/>
                    <VStack><slot/><environmentObject value="tally"/></VStack>
                    <VStack><slot/><environmentObject value="tally"/></VStack>
                  </VStack>
                </body>
              </view>
              <view name="LockedCard">
                <slot name="content"/>
                <body>
                  <VStack><Text>Locked</Text><VStack><slot/><disabled value="true"/></VStack></VStack>
                </body>
              </view>
              <view name="Screen" root="true">
                <state name="pressed" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <TallyCard><TallyLine/></TallyCard>
                    <LockedCard><Button title="Press {pressed}" action="pressed += 1"/></LockedCard>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Screen())
            try host.tap("Count")
            try host.tap("Tap")
            print(host.render())
            do { try host.tap("Press 0") } catch { print("refused: \\(error)") }
            """)
        // The object injected inside `TallyCard` is there for both copies; the first copy's
        // state changed and the second's did not.
        #expect(output.components(separatedBy: "Text \"Tally 1, taps 1\"").count == 2, "\(output)")
        #expect(output.components(separatedBy: "Text \"Tally 1, taps 0\"").count == 2, "\(output)")
        // `disabled` above the slot reaches the button the screen passed in.
        #expect(output.contains("Button \"Press 0\" [disabled]"), "\(output)")
        #expect(output.contains("refused: "), "\(output)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// A model's method passed by name where an action is taken (`action="timer.skip"`), as Swift's
/// `Button(action: timer.skip)`: `trellis build`, swiftc with warnings as errors, then the program.
@Suite struct MethodReferencesCompileAndRunTests {
    @Test func methodsPassedByNameAreCalledByTheirActions() throws {
        let program = try GeneratedProgram(["Timer.xml": #"""
            <trellis>
              <model name="TimerModel">
                <published name="ticks" type="Int" initial="0"/>
                <published name="laps" type="[String]" initial="[&quot;one&quot;, &quot;two&quot;]"/>
                <method name="skip"/>
                <method name="reset"/>
                <method name="load" async="true"/>
                <method name="removeLaps"><parameter label="atOffsets" type="IndexSet"/></method>
              </model>
              <view name="LapButton">
                <let name="title" type="String"/>
                <let name="onTap" type="() -> Void"/>
                <body>
                  <Button title="{title}" action="onTap"/>
                </body>
              </view>
              <view name="TimerScreen" root="true">
                <stateObject name="timer" type="TimerModel" initial="TimerModel()"/>
                <body>
                  <List>
                    <Text>{timer.ticks}</Text>
                    <ForEach items="timer.laps" id="\.self" item="lap">
                      <Text>{lap}</Text>
                      <onDelete action="timer.removeLaps"/>
                    </ForEach>
                    <Button title="Skip" action="timer.skip"/>
                    <Button action="timer.reset"><Text>Reset</Text></Button>
                    <LapButton title="Lap" onTap="timer.skip"/>
                    <Text>x<onAppear action="timer.skip"/></Text>
                    <task action="timer.load"/>
                    <refreshable action="timer.load"/>
                  </List>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Foundation
            import Trellis
            extension TimerModel {
                func skip() { ticks += 10 }
                func reset() { ticks = 0 }
                func load() async { ticks += 100 }
                func removeLaps(atOffsets offsets: IndexSet) { laps.remove(atOffsets: offsets) }
            }
            let host = ViewHost(TimerScreen())
            await host.runTasks()
            print("appeared", host.render())
            try host.tap("Skip")
            try host.tap("Lap")
            print("skipped", host.render())
            try host.tap("Reset")
            try await host.refresh()
            try host.delete("one")
            print("refreshed", host.render())
            """)
        // `onAppear` skipped once and `task` loaded once; `Skip` and the input `onTap` skip again.
        #expect(output.contains("appeared List\n  Text \"110\""), "\(output)")
        #expect(output.contains("skipped List\n  Text \"130\""), "\(output)")
        // `Reset`, then `refreshable` loads; `onDelete` passes the offsets to the method itself.
        #expect(output.contains("refreshed List\n  Text \"100\"\n  Text \"two\"\n  Button"), "\(output)")
        let generated = program.generated.values.joined()
        #expect(generated.contains("onDelete(perform: timer.removeLaps)"), "\(generated)")
    }
}

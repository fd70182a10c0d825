import Foundation
import Testing
import TrellisTestSupport

/// Inputs of function type of a view whose `init` is written out (it takes a `binding`, or a
/// `let` has a default): stored, so `@escaping`, as in the memberwise `init`. `trellis build`,
/// swiftc with warnings as errors, then the program.
@Suite struct EscapingInputsCompileAndRunTests {
    @Test func functionInputsOfAViewWithAnInitAreEscaping() throws {
        let program = try GeneratedProgram(["Rows.xml": #"""
            <trellis>
              <view name="Row">
                <let name="title" type="String"/>
                <binding name="count" type="Int"/>
                <let name="onTap" type="() -> Void"/>
                <let name="format" type="(Int) -> String"/>
                <let name="onLongPress" type="(() -> Void)?" default="nil"/>
                <body>
                  <Button title="{title} {format(count)}" action="onTap(); onLongPress?()"/>
                </body>
              </view>
              <view name="Counter">
                <let name="step" type="Int" default="1"/>
                <let name="onChange" type="(Int) -> Void"/>
                <state name="value" type="Int" initial="0"/>
                <body>
                  <Button title="Counter {value}" action="value += step; onChange(value)"/>
                </body>
              </view>
              <view name="Screen" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="last" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Row title="Add" count="{$count}" onTap="count += 1" format="&quot;#\($0)&quot;"/>
                    <Row title="Twice" count="{$count}" onTap="count += 2" format="&quot;x\($0)&quot;"/>
                    <Counter onChange="value in last = value"/>
                    <Text>last {last}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Screen())
            try host.tap("Add #0")
            try host.tap("Twice x1")
            try host.tap("Counter 0")
            print(host.render())
            """)
        #expect(output.contains("VStack\n  Button \"Add #3\"\n  Button \"Twice x3\"\n  Button \"Counter 1\"\n  Text \"last 1\""), "\(output)")
        let generated = program.generated.values.joined()
        // An optional function is escaping already; Swift rejects `@escaping` on it.
        #expect(generated.contains("onTap: @escaping () -> Void, format: @escaping (Int) -> String, onLongPress: (() -> Void)? = nil"), "\(generated)")
    }
}

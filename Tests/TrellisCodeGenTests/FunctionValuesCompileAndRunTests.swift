import Foundation
import Testing
import TrellisTestSupport

/// Functions as values in generated code, compiled in Swift 6 mode with warnings as errors and
/// run: a helper's parameter of function type (generated `@escaping`, kept by a `Task`), a
/// helper passed by name to another helper and to `onAppear`, a view-building function's
/// parameter passed on by name to a `Button`, and an input and a parameter of async function
/// type passed by name to `task`, whose action is `@Sendable` (generated as a closure calling them).
@Suite struct FunctionValuesCompileAndRunTests {
    @Test func functionsPassedAroundCompileAndRun() throws {
        let program = try GeneratedProgram(["Twice.xml": #"""
            <trellis>
              <view name="Pane">
                <let name="onRefresh" type="() async -> Void"/>
                <body>
                  <Text>Pane<task action="onRefresh"/></Text>
                </body>
              </view>
              <view name="Twice" root="true">
                <state name="count" type="Int" initial="0"/>
                <function name="twice">
                  <parameter name="work" label="_" type="() -> Void"/>
                  work()
                  work()
                </function>
                <function name="later">
                  <parameter name="work" label="_" type="() -> Void"/>
                  Task { work() }
                </function>
                <function name="bump">
                  count += 1
                </function>
                <function name="loaded">
                  <parameter name="onLoad" type="() async -> Void"/>
                  <Text>Loaded<task action="onLoad"/></Text>
                </function>
                <function name="load" async="true">
                  count += 100
                </function>
                <function name="control">
                  <parameter name="title" type="String"/>
                  <parameter name="onTap" type="() -> Void"/>
                  <Button title="{title}" action="onTap"/>
                </function>
                <body>
                  <VStack>
                    <Text>Count {count}</Text>
                    <Button title="Twice" action="twice { count += 1 }"/>
                    <Button title="Bump twice" action="twice(bump)"/>
                    <Button title="Later" action="later(bump)"/>
                    <control title="Ten" onTap="count += 10"/>
                    <control title="Bump" onTap="bump"/>
                    <Pane onRefresh="load"/>
                    <loaded onLoad="load"/>
                    <onAppear action="bump"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Twice())
            print(host.render())
            await host.runTasks()
            print(host.render())
            try host.tap("Twice")
            try host.tap("Bump twice")
            try host.tap("Ten")
            try host.tap("Bump")
            print(host.render())
            try host.tap("Later")
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            """)
        // onAppear's bump: 1; the two tasks' loads: 201; then 2 + 2 + 10 + 1; then the Task's bump.
        #expect(output.contains(#"Text "Count 1""#), "\(output)")
        #expect(output.contains(#"Text "Count 201""#), "\(output)")
        #expect(output.contains(#"Text "Count 216""#), "\(output)")
        #expect(output.contains(#"Text "Count 217""#), "\(output)")
    }
}

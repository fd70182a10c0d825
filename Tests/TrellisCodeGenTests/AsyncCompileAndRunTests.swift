import Foundation
import Testing
import TrellisTestSupport

/// Async modifiers met the way a user meets them: `trellis build`, swiftc with warnings as
/// errors, then the program, which lets the tasks run and prints what renders.
@Suite struct AsyncCompileAndRunTests {
    /// A screen that loads in `task(id:)`, sleeping on the host's virtual clock: the load shows
    /// after the tasks ran, a new id cancels the running load and starts another.
    @Test func aScreenThatLoadsInTaskIDShowsTheResult() throws {
        let program = try GeneratedProgram(["Loader.xml": #"""
            <trellis>
              <model name="Catalog" external="true">
                <method name="title" returns="String" async="true" throws="true"><parameter label="id" type="Int"/></method>
              </model>
              <view name="Browser" root="true">
                <state name="selected" type="Int" initial="1"/>
                <body>
                  <VStack>
                    <Button title="Next" action="selected += 1"/>
                    <Detail itemID="{selected}" catalog="{Catalog()}"/>
                  </VStack>
                </body>
              </view>
              <view name="Detail">
                <let name="itemID" type="Int"/>
                <let name="catalog" type="Catalog"/>
                <state name="title" type="String" initial="&quot;Item \(itemID)&quot;"/>
                <state name="refreshes" type="Int" initial="0"/>
                <state name="submitted" type="String" initial="&quot;&quot;"/>
                <body>
                  <List>
                    <Text>{title}</Text>
                    <Text>Refreshed {refreshes}</Text>
                    <TextField title="Query" text="{$submitted}">
                      <onSubmit>submitted += "!"</onSubmit>
                    </TextField>
                    <task id="itemID" priority=".high">
                      title = "Loading \(itemID)"
                      do {
                        try await Task.sleep(for: .seconds(1))
                        title = try await catalog.title(id: itemID)
                      } catch {
                        print("cancelled \(itemID)")
                      }
                    </task>
                    <refreshable>
                      refreshes += 1
                    </refreshable>
                  </List>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            @MainActor final class Catalog {
                func title(id: Int) async throws -> String { "Book \\(id)" }
            }
            let host = ViewHost(Browser())
            await host.runTasks()
            print(host.render())
            await host.runTasks(advancingBy: .seconds(1))
            print(host.render())
            try host.tap("Next")
            await host.runTasks(advancingBy: .milliseconds(500))
            try host.tap("Next")
            await host.runTasks(advancingBy: .seconds(1))
            print(host.render())
            try await host.refresh()
            try host.type("go", into: "Query")
            try host.submit("Query")
            print(host.render())
            """)
        #expect(output.contains(#"Text "Loading 1""#), "\(output)")
        #expect(output.contains(#"Text "Book 1""#), "\(output)")
        #expect(output.contains("cancelled 2"), "\(output)")
        #expect(output.contains(#"Text "Book 3""#), "\(output)")
        #expect(output.contains(#"Text "Refreshed 1""#), "\(output)")
        #expect(output.contains(#"TextField "Query": "go!""#), "\(output)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// Locals declared in a modifier's or a control's action, read by the statements after them
/// (and inside a nested `Task {}`): `trellis build`, swiftc with warnings as errors, then the
/// program.
@Suite struct ActionLocalsCompileAndRunTests {
    @Test func localsInActionsAreReadByTheStatementsAfterThem() throws {
        let program = try GeneratedProgram(["Lists.xml": #"""
            <trellis>
              <model name="Store" external="true">
                <method name="load" returns="[String]" async="true"/>
                <method name="find" returns="String?" async="true"><parameter label="id" type="Int"/></method>
              </model>
              <modifier name="onShake">
                <parameter name="action" label="perform" type="() -> Void"/>
              </modifier>
              <view name="Lists" root="true">
                <let name="store" type="Store"/>
                <state name="items" type="[String]" initial="[]"/>
                <state name="selected" type="Int" initial="1"/>
                <state name="title" type="String" initial="&quot;&quot;"/>
                <state name="query" type="String" initial="&quot;&quot;"/>
                <body>
                  <List>
                    <ForEach items="items" id="\.self" item="item">
                      <Text>{item}</Text>
                      <onDelete action="offsets in let count = offsets.count; items.remove(atOffsets: offsets); title = &quot;removed \(count)&quot;"/>
                    </ForEach>
                    <Text>{title}</Text>
                    <TextField title="Query" text="{$query}">
                      <onSubmit action="let trimmed = query.uppercased(); title = trimmed"/>
                    </TextField>
                    <Button action="Task { let loaded = await store.load(); items = loaded }">
                      <Text>Reload</Text>
                    </Button>
                    <Button>
                      <action>
                        Task {
                          let loaded = await store.load()
                          items = loaded.reversed()
                        }
                      </action>
                      <Text>Reverse</Text>
                    </Button>
                    <Button action="let suffix = query; Task { let loaded = await store.load(); items = loaded.map { $0 + suffix } }">
                      <Text>Append</Text>
                    </Button>
                    <Text>Shake<onShake action="let shaken = &quot;shaken&quot;; title = shaken"/></Text>
                    <task action="let loaded = await store.load(); items = loaded"/>
                    <task id="selected">
                      guard let found = await store.find(id: selected) else { return }
                      title = found
                    </task>
                    <refreshable action="let loaded = await store.load(); items = loaded + [&quot;refreshed&quot;]"/>
                  </List>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            @MainActor final class Store: ObservableObject {
                var loads = 0
                func load() async -> [String] { loads += 1; return ["a\\(loads)", "b\\(loads)"] }
                func find(id: Int) async -> String? { id == 1 ? "one" : nil }
            }
            extension View { func onShake(perform action: @escaping () -> Void) -> some View { self } }
            let host = ViewHost(Lists(store: Store()))
            await host.runTasks()
            print("loaded", host.render())
            try host.tap("Reverse")
            for _ in 0..<20 { await Task.yield() }
            print("reversed", host.render())
            try host.type("!", into: "Query")
            try host.tap("Append")
            for _ in 0..<20 { await Task.yield() }
            print("appended", host.render())
            try await host.refresh()
            print("refreshed", host.render())
            try host.delete("refreshed")
            print("deleted", host.render())
            try host.type("go", into: "Query")
            try host.submit("Query")
            print("submitted", host.render())
            """)
        #expect(output.contains("loaded List\n  Text \"a1\"\n  Text \"b1\"\n  Text \"one\""), "\(output)")
        #expect(output.contains("reversed List\n  Text \"b2\"\n  Text \"a2\""), "\(output)")
        #expect(output.contains("appended List\n  Text \"a3!\"\n  Text \"b3!\""), "\(output)")
        #expect(output.contains("refreshed List\n  Text \"a4\"\n  Text \"b4\"\n  Text \"refreshed\""), "\(output)")
        #expect(output.contains("deleted List\n  Text \"a4\"\n  Text \"b4\"\n  Text \"removed 1\""), "\(output)")
        #expect(output.contains("submitted List\n  Text \"a4\"\n  Text \"b4\"\n  Text \"!GO\""), "\(output)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// Actions written as Swift statements and closures, met the way a user meets them: `trellis
/// build`, then swiftc with warnings as errors, then the program, whose taps change what renders.
@Suite struct StatementsCompileAndRunTests {
    static let screen = #"""
        <trellis>
          <struct name="Todo">
            <field name="title" type="String"/>
            <field name="done" type="Bool"/>
          </struct>
          <view name="Main" root="true">
            <state name="count" type="Int" initial="0"/>
            <state name="names" type="[String]" initial="[&quot;b&quot;, &quot;&quot;, &quot;a&quot;]"/>
            <state name="label" type="String?" initial="nil"/>
            <state name="todos" type="[Todo]" initial="[Todo(title: &quot;x&quot;, done: true), Todo(title: &quot;y&quot;, done: false)]"/>
            <state name="log" type="String" initial="&quot;&quot;"/>
            <body>
              <VStack>
                <Text>{count} {names.filter { !$0.isEmpty }.count} {label ?? "none"} {log}</Text>
                <Text>{todos.filter { $0.done }.map { $0.title }.joined()}</Text>
                <Button title="inc" action="let next = count + 1; count = next"/>
                <Button title="reset" action="if count > 3 { count = 0 } else if count == 2 { count = 10 } else { count += 1 }"/>
                <Button title="anim" action="withAnimation { count += 1 }"/>
                <Button title='quoted' action='label = "it&apos;s"'/>
                <Button title="label">
                  <action><![CDATA[
                    guard let current = label else {
                      label = "first"
                      return
                    }
                    switch count {
                    case 0: label = current + "!"
                    case let n where n > 5: label = "big \(n)"
                    default: break
                    }
                    for name in names {
                      log += name
                    }
                  ]]></action>
                </Button>
                <Button title="sort">
                  <action>
                    names = names.sorted { $0 &lt; $1 }
                    var total = 0
                    for name in names {
                      if name.isEmpty { continue }
                      total += 1
                    }
                    log = "\(total)"
                    todos = todos.map { todo in Todo(title: todo.title, done: !todo.done) }
                  </action>
                </Button>
                <onAppear>
                  if let first = names.first, first.isEmpty == false {
                    log = first
                  }
                </onAppear>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func statementsAndClosuresCompileAndRun() throws {
        let program = try GeneratedProgram(["Main.xml": Self.screen])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Main())
            print(host.render())
            try host.tap("inc")
            try host.tap("inc")
            print(host.render())
            try host.tap("reset")
            print(host.render())
            try host.tap("anim")
            try host.tap("label")
            try host.tap("label")
            print(host.render())
            try host.tap("sort")
            print(host.render())
            try host.tap("quoted")
            print(host.render())
            """)
        #expect(output.contains(#"Text "0 2 none b""#), "\(output)")
        #expect(output.contains(#"Text "x""#), "\(output)")
        #expect(output.contains(#"Text "2 2 none b""#), "\(output)")
        #expect(output.contains(#"Text "10 2 none b""#), "\(output)")
        #expect(output.contains(#"Text "11 2 big 11 bba""#), "\(output)")
        #expect(output.contains(#"Text "11 2 big 11 2""#), "\(output)")
        #expect(output.contains(#"Text "y""#), "\(output)")
        #expect(output.contains(#"Text "11 2 it's 2""#), "\(output)")
    }

    /// `Task { }` in an action runs on the main actor; a thrown error reaches the `catch` the
    /// screen wrote; `private(set)` and `async throws` are the real Swift of a hand-written model.
    @Test func asyncWorkInATaskCompilesAndRuns() throws {
        let program = try GeneratedProgram(["Feed.xml": #"""
            <trellis>
              <model name="Loader" external="true">
                <published name="items" type="[String]"/>
                <published name="failures" type="Int" setter="private"/>
                <property name="failsNext" type="Bool"/>
                <method name="load" async="true" throws="true"/>
              </model>
              <view name="Feed" root="true">
                <stateObject name="loader" type="Loader" initial="Loader()"/>
                <state name="message" type="String" initial="&quot;idle&quot;"/>
                <body>
                  <VStack>
                    <Text>{loader.items.count} {loader.failures} {message}</Text>
                    <Button title="Load">
                      <action>
                        message = "loading"
                        Task {
                          do {
                            try await loader.load()
                            message = "loaded"
                          } catch {
                            message = "failed: \(error)"
                          }
                        }
                      </action>
                    </Button>
                    <Button title="Break" action="loader.failsNext = true"/>
                    <Button title="Copy" action="var next = message; next += &quot;!&quot;; let shown = next; Task { message = shown }"/>
                    <Button title="Quiet" action="Task { try? await loader.load() }"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            struct Offline: Error, CustomStringConvertible { var description: String { "offline" } }
            @MainActor final class Loader: ObservableObject {
                @Published var items: [String] = []
                @Published private(set) var failures = 0
                var failsNext = false
                func load() async throws {
                    await Task.yield()
                    if failsNext {
                        failures += 1
                        failsNext = false
                        throw Offline()
                    }
                    items.append("item")
                }
            }
            let host = ViewHost(Feed())
            try host.tap("Load")
            print(host.render())
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            try host.tap("Break")
            try host.tap("Load")
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            try host.tap("Quiet")
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            try host.tap("Copy")
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            """)
        #expect(output.contains(#"Text "0 0 loading""#), "\(output)")
        #expect(output.contains(#"Text "1 0 loaded""#), "\(output)")
        #expect(output.contains(#"Text "1 1 failed: offline""#), "\(output)")
        #expect(output.contains(#"Text "2 1 failed: offline""#), "\(output)")
        #expect(output.contains(#"Text "2 1 failed: offline!""#), "\(output)")
    }
}

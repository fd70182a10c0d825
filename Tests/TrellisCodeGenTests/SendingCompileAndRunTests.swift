import Foundation
import Testing
import TrellisTestSupport

/// Swift 6's "sending risks causing data races": a view's async code awaiting a model's async
/// method. Generated models are on the main actor, so their methods are too and the program
/// compiles; a model written in Swift that is not is reported by its witness at the XML line.
@Suite struct SendingCompileAndRunTests {
    /// What Swift 6 rejected while generated models were not on the main actor: an `async`
    /// helper, a `Task { }` and a `task` awaiting async methods of generated models (an
    /// `ObservableObject` and an `@Observable` one) written in Swift extensions.
    @Test func awaitingAGeneratedModelsAsyncMethodCompilesAndRuns() throws {
        let program = try GeneratedProgram(["Shelf.xml": #"""
            <trellis>
              <model name="Library">
                <published name="titles" type="[String]" initial="[]"/>
                <method name="load" async="true"/>
              </model>
              <model name="Counter" kind="observable">
                <property name="value" type="Int" initial="0"/>
                <method name="next" async="true" returns="Int"/>
              </model>
              <view name="Shelf" root="true">
                <stateObject name="library" type="Library" initial="Library()"/>
                <state name="counter" type="Counter" initial="Counter()"/>
                <state name="status" type="String" initial="&quot;idle&quot;"/>
                <function name="reload" async="true">
                  await library.load()
                  let value = await counter.next()
                  status = "\(library.titles.count) titles, \(value)"
                </function>
                <body>
                  <VStack>
                    <Text>{status}</Text>
                    <Button title="Reload" action="Task { await reload() }"/>
                    <Button title="Load" action="Task { await library.load() }"/>
                    <task action="await reload()"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            extension Library {
                func load() async { titles = ["Dune", "Emma"] }
            }
            extension Counter {
                func next() async -> Int { value += 1; return value }
            }
            let host = ViewHost(Shelf())
            await host.runTasks()
            print(host.render())
            try host.tap("Reload")
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            """)
        #expect(output.contains(#"Text "2 titles, 1""#), "\(output)")
        #expect(output.contains(#"Text "2 titles, 2""#), "\(output)")
    }

    /// An `external` model with an `async` method that is neither on the main actor nor
    /// `Sendable`: its witness reports it at the method's line, not in the view's code.
    @Test func anExternalModelOffTheMainActorIsReportedAtItsAsyncMethod() throws {
        let swift = InterfaceWitnessTests.mistake("@MainActor\nfinal class Store: ObservableObject {", "final class Store: ObservableObject {")
        let build = try InterfaceWitnessTests.build(swift)
        #expect(build.status != 0, "\(build.output)")
        #expect(build.diagnostics.contains {
            $0.file == "Interfaces.xml" && $0.line == InterfaceWitnessTests.Line.storeLoad && $0.message.contains("'Store' does not conform to the 'Sendable' protocol")
        }, "\(build.output)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// A view's helper functions are methods of the view, as a SwiftUI developer writes them: a child
/// task (`async let`) calls them, sync or async, and they read and write the view's state, its
/// binding, an injected object and an environment value, which re-render the views that read them.
@Suite struct ViewMethodsCompileAndRunTests {
    static let screens = #"""
        <trellis>
          <model name="Ledger">
            <property name="entries" type="Int" initial="0"/>
          </model>
          <view name="Totals" root="true">
            <stateObject name="ledger" type="Ledger" initial="Ledger()"/>
            <state name="base" type="Int" initial="1"/>
            <state name="total" type="Int" initial="0"/>
            <computed name="label" type="String" value="&quot;base \(base)&quot;"/>
            <function name="doubled" async="true" returns="Int">
              <parameter name="n" label="_" type="Int"/>
              return n * 2 + base
            </function>
            <function name="baseCount" returns="Int">
              return base
            </function>
            <function name="summary" returns="String">
              return "\(label): total \(total)"
            </function>
            <function name="load" async="true">
              async let first = doubled(10)
              async let second = baseCount()
              total = await first + second
            </function>
            <function name="bump">
              base += 1
            </function>
            <body>
              <VStack>
                <Text>{summary()}</Text>
                <Button title="Bump" action="bump"/>
                <Button title="Reload" action="Task { await load() }"/>
                <Panel value="{$base}"/>
              </VStack>
              <task action="load"/>
              <environmentObject value="ledger"/>
            </body>
          </view>
          <view name="Panel">
            <binding name="value" type="Int"/>
            <environmentObject name="ledger" type="Ledger"/>
            <environment name="scheme" key="\.colorScheme"/>
            <state name="note" type="String" initial="&quot;&quot;"/>
            <function name="describe" returns="String">
              return "value \(value), entries \(ledger.entries), \(scheme == .light ? "light" : "dark")"
            </function>
            <function name="record">
              value += 10
              ledger.entries += 1
            </function>
            <body>
              <VStack>
                <Text>{describe()}</Text>
                <Text>note {note}</Text>
                <Button title="Record" action="record()"/>
                <Button title="Note" action="Task { async let text = describe(); note = await text }"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func theSwiftPassAcceptsWhatTheCheckerAccepts() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Totals.xml", Self.screens)
        let fast = runTrellis(["check", "--fast", path])
        #expect(fast.status == 0, "\(fast.errors)")
        #expect(fast.errors.isEmpty, "\(fast.errors)")
        let swift = runTrellis(["check", path, "--runtime-modules", BuildProducts.modulesDirectory.path], environment: toolchainEnvironment)
        #expect(swift.status == 0, "\(swift.errors)")
        #expect(swift.errors.isEmpty, "\(swift.errors)")
    }

    @Test func methodsCalledFromChildTasksReadAndWriteTheViewsStorage() throws {
        let program = try GeneratedProgram(["Totals.xml": Self.screens])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let generated = try #require(program.generated["Totals.swift"])
        // Methods of the view, not locals of `body`.
        #expect(generated.contains("\n    func doubled(_ n$: Int) async -> Int {"), "\(generated)")
        #expect(generated.contains("\n    func describe() -> String {"), "\(generated)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Totals())
            // A `Task { }` an action starts runs on the main actor once this code yields.
            @MainActor func settle() async {
                await host.runTasks()
                for _ in 0..<100 { await Task.yield() }
            }
            print(host.render())
            print("--- loaded")
            await host.runTasks()
            print(host.render())
            print("panel bodies", host.bodyEvaluations(of: Panel.self))
            print("--- bumped")
            try host.tap("Bump")
            try host.tap("Reload")
            await settle()
            print(host.render())
            print("--- recorded")
            try host.tap("Record")
            try host.tap("Note")
            await settle()
            print(host.render())
            """)
        let parts = output.components(separatedBy: "--- ")
        try #require(parts.count == 4, "\(output)")
        #expect(parts[0].contains(#"Text "base 1: total 0""#), "\(output)")
        #expect(parts[0].contains(#"Text "value 1, entries 0, light""#), "\(output)")
        // 10 * 2 + 1 from the async function, 1 from the sync one.
        #expect(parts[1].contains(#"Text "base 1: total 22""#), "\(output)")
        // The parent's new body gives the panel the same inputs: its body is not evaluated again.
        #expect(parts[1].contains("panel bodies 1"), "\(output)")
        // The function the body calls reads the new state; the child's reads its binding.
        #expect(parts[2].contains(#"Text "base 2: total 24""#), "\(output)")
        #expect(parts[2].contains(#"Text "value 2, entries 0, light""#), "\(output)")
        // Writing through the binding and the injected object re-renders both views.
        #expect(parts[3].contains(#"Text "base 12: total 24""#), "\(output)")
        #expect(parts[3].contains(#"Text "value 12, entries 1, light""#), "\(output)")
        #expect(parts[3].contains(#"Text "note value 12, entries 1, light""#), "\(output)")
    }
}

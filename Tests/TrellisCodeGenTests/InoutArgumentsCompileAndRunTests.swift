import Foundation
import Testing
import TrellisTestSupport

/// `&place` passed to an `inout` parameter, as Swift writes it: a view's helper function, a
/// struct's static function and a mutating method take a `state`, a field of one, an element of
/// an array, a binding's value and a `var` local; each change shows after the action.
@Suite struct InoutArgumentsCompileAndRunTests {
    static let screens = #"""
        <trellis>
          <struct name="Score">
            <var name="points" type="Int"/>
            <function name="double" static="true">
              <parameter name="value" label="_" type="inout Int"/>
              value *= 2
            </function>
          </struct>
          <view name="Board" root="true">
            <state name="count" type="Int" initial="0"/>
            <state name="score" type="Score" initial="Score(points: 1)"/>
            <state name="totals" type="[Int]" initial="[10, 20]"/>
            <function name="bump" parameters="_ value: inout Int, by step: Int = 1">
              value += step
            </function>
            <body>
              <VStack>
                <Text>count {count}, points {score.points}, totals {totals.map { String($0) }.joined(separator: " ")}</Text>
                <Button title="Bump" action="bump(&amp;count); bump(&amp;score.points, by: 2); Score.double(&amp;totals[1])"/>
                <Button title="Local" action="var local = count; bump(&amp;local, by: 100); count = local"/>
                <Meter value="{$count}"/>
              </VStack>
            </body>
          </view>
          <view name="Meter">
            <binding name="value" type="Int"/>
            <body>
              <Button title="Double" action="Score.double(&amp;value)"/>
            </body>
          </view>
        </trellis>
        """#

    @Test func theSwiftPassAcceptsWhatTheCheckerAccepts() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Board.xml", Self.screens)
        let fast = runTrellis(["check", "--fast", path])
        #expect(fast.status == 0 && fast.errors.isEmpty, "\(fast.errors)")
        let swift = runTrellis(["check", path, "--runtime-modules", BuildProducts.modulesDirectory.path], environment: toolchainEnvironment)
        #expect(swift.status == 0 && swift.errors.isEmpty, "\(swift.errors)")
    }

    @Test func inoutArgumentsChangeTheirPlaces() throws {
        let program = try GeneratedProgram(["Board.xml": Self.screens])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let generated = try #require(program.generated["Board.swift"])
        #expect(generated.contains("bump(&_count.wrappedValue)"), "\(generated)")
        #expect(generated.contains("func bump(_ value$: inout Int, by step$: Int = 1)"), "\(generated)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Board())
            try host.tap("Bump")
            print(host.render())
            print("---")
            try host.tap("Local")
            try host.tap("Double")
            print(host.render())
            """)
        let parts = output.components(separatedBy: "---")
        try #require(parts.count == 2, "\(output)")
        #expect(parts[0].contains(#"Text "count 1, points 3, totals 10 40""#), "\(output)")
        #expect(parts[1].contains(#"Text "count 202, points 3, totals 10 40""#), "\(output)")
    }

    /// A call that passes `&place` and a closure: the closure fills the parameter of function type
    /// after the `inout` one, trailing or labeled, optional or not, as Swift's forward scan matches
    /// it; a function type may take an `inout` parameter (`(inout Item) -> Void`, `$0.count += 1`)
    /// and carry attributes (`@MainActor`).
    static let closureScreens = #"""
        <trellis>
          <struct name="Item">
            <var name="count" type="Int"/>
            <function name="modify" static="true">
              <parameter name="item" label="_" type="inout Item"/>
              <parameter name="change" label="with" type="(inout Item) -> Void"/>
              change(&amp;item)
            </function>
          </struct>
          <view name="Board" root="true">
            <state name="value" type="Int" initial="0"/>
            <state name="item" type="Item" initial="Item(count: 1)"/>
            <state name="log" type="[String]" initial="[]"/>
            <function name="update" parameters="_ value: inout Int, _ change: (Int) -> Int">
              value = change(value)
            </function>
            <function name="bump" parameters="_ value: inout Int, by step: Int = 1, completion: (() -> Void)? = nil">
              value += step
              completion?()
            </function>
            <function name="apply" parameters="_ value: inout Int, _ change: @escaping @MainActor (inout Int) -> Void">
              change(&amp;value)
            </function>
            <body>
              <VStack>
                <Text>value {value}, count {item.count}, log {log.joined(separator: " ")}</Text>
                <Button title="Trailing" action="update(&amp;value) { $0 + 10 }"/>
                <Button title="Labeled" action="Item.modify(&amp;item, with: { $0.count += 1 })"/>
                <Button title="Optional" action="bump(&amp;value) { log.append(&quot;done&quot;) }"/>
                <Button title="Stepped" action="bump(&amp;value, by: 5)"/>
                <Button title="Attributed" action="apply(&amp;item.count) { $0 *= 3 }"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func closureArgumentsBesideAnInoutArgumentMatchTheirParameters() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Board.xml", Self.closureScreens)
        let fast = runTrellis(["check", "--fast", path])
        #expect(fast.status == 0 && fast.errors.isEmpty, "\(fast.errors)")
        let swift = runTrellis(["check", path, "--runtime-modules", BuildProducts.modulesDirectory.path], environment: toolchainEnvironment)
        #expect(swift.status == 0 && swift.errors.isEmpty, "\(swift.errors)")
        let program = try GeneratedProgram(["Board.xml": Self.closureScreens])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Board())
            for title in ["Trailing", "Labeled", "Optional", "Stepped", "Attributed"] { try host.tap(title) }
            print(host.render())
            """)
        #expect(output.contains(#"Text "value 16, count 6, log done""#), "\(output)")
    }
}

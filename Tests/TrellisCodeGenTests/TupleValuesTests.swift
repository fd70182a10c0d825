import Foundation
import Testing
import TrellisTestSupport

/// Tuple values as Swift writes them: literals (labeled or not) in `initial`, actions and
/// `return`, tuple types in `type=` and `returns=`, and elements read by position (`pair.0`,
/// `nested.1.0`) or by label (`point.x`).
@Suite struct TupleValuesTests {
    static let screen = #"""
        <view name="Pairs" root="true">
          <state name="pair" type="(Int, String)" initial="(1, &quot;one&quot;)"/>
          <state name="point" type="(x: Int, y: Int)" initial="(x: 2, y: 3)"/>
          <let name="nested" type="(Int, (String, Bool))" initial="(7, (&quot;seven&quot;, true))" private="true"/>
          <computed name="label" type="String" value="&quot;\(pair.0) is \(pair.1)&quot;"/>
          <function name="swapped" returns="(String, Int)">
            <parameter name="value" label="_" type="(Int, String)"/>
            return (value.1, value.0)
          </function>
          <body>
            <VStack>
              <Text>{label}</Text>
              <Text>{swapped(pair).0}, at {point.x}:{point.y}</Text>
              <Text>{nested.1.0} {nested.1.1 ? "yes" : "no"}</Text>
              <Button title="next" action="let (count, _) = pair; pair = (count + 1, &quot;more&quot;); point = (x: point.y, y: point.x)"/>
            </VStack>
          </body>
        </view>
        """#

    @Test func tupleValuesCheckCompileAndRun() throws {
        let directory = try TemporaryDirectory()
        let checked = runTrellis(["check", try directory.write("Pairs.xml", Self.screen)])
        #expect(checked.status == 0, "\(checked.errors)")
        let program = try GeneratedProgram(["Pairs.xml": Self.screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Pairs())
            print(host.render())
            try host.tap("next")
            print(host.render())
            """)
        #expect(output.contains("""
            VStack
              Text "1 is one"
              Text "one, at 2:3"
              Text "seven yes"
              Button "next"
            VStack
              Text "2 is more"
              Text "more, at 3:2"
              Text "seven yes"
              Button "next"
            """), "\(output)")
    }

    /// A labeled element alone is no tuple, and a tuple missing its `)` is named as one.
    @Test func malformedTuplesAreLocated() throws {
        let wrong = Self.screen
            .replacingOccurrences(of: #"initial="(x: 2, y: 3)""#, with: #"initial="(x: 2)""#)
            .replacingOccurrences(of: "return (value.1, value.0)", with: "return (value.1, value.0")
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Pairs.xml", wrong)])
        #expect(result.errors.contains("Pairs.xml:3:56: error: a tuple has two elements or more; remove the label `x` [TRL020]"), "\(result.errors)")
        #expect(result.errors.contains("Pairs.xml:9:3: error: expected `,` or `)` in a tuple [TRL020]"), "\(result.errors)")
        // The function whose code did not parse draws no second error about what it returns.
        #expect(!result.errors.contains("TRL187"), "\(result.errors)")
    }
}

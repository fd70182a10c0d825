import Foundation
import Testing
import TrellisTestSupport

/// A `<function>` written inside a model, struct or enum, as a Swift developer first writes a
/// method (with code, `mutating`, `static`, `async`, `throws`): in a type Trellis generates it is
/// the type's method; in a type written in Swift it is reported once, with the spelling of that
/// type's methods, and draws nothing else: not its code, and not its calls.
@Suite struct FunctionsInTypesTests {
    static let program = #"""
        <trellis>
          <model name="Counter">
            <published name="count" type="Int" initial="0"/>
            <function name="increment">
              <parameter name="step" label="by" type="Int"/>
              count += step
            </function>
            <function name="reload" async="true" throws="true">
              count = 0
            </function>
            <function name="make" static="true" returns="Counter">
              return Counter()
            </function>
          </model>
          <struct name="Item">
            <let name="title" type="String"/>
            <var name="count" type="Int"/>
            <function name="label" returns="String">
              return "\(title) x\(count)"
            </function>
            <function name="bump" mutating="true">
              count += 1
            </function>
          </struct>
          <enum name="Mood">
            <case name="calm"/>
            <case name="busy"/>
            <function name="symbol" returns="String">
              switch self {
              case .calm: return "leaf"
              case .busy: return "flame"
              }
            </function>
          </enum>
          <view name="Root" root="true">
            <stateObject name="counter" type="Counter" initial="Counter.make()"/>
            <state name="item" type="Item" initial="Item(title: &quot;Milk&quot;, count: 1)"/>
            <state name="mood" type="Mood" initial=".calm"/>
            <body>
              <VStack>
                <Text>{counter.count} {item.label()} {mood.symbol()}</Text>
                <Button title="more" action="counter.increment(by: 2); item.bump()"/>
                <Button title="reload" action="Task { try await counter.reload() }"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func eachFunctionOfAGeneratedTypeIsItsMethod() throws {
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Types.xml", Self.program)])
        let findings = result.errors.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(findings.isEmpty, "\(result.errors)")
    }

    @Test func eachFunctionOfATypeWrittenInSwiftIsReportedOnceAndNothingFollows() throws {
        let directory = try TemporaryDirectory()
        let external = Self.program
            .replacingOccurrences(of: #"<model name="Counter">"#, with: #"<model name="Counter" external="true">"#)
            .replacingOccurrences(of: #"<struct name="Item">"#, with: #"<struct name="Item" external="true">"#)
            .replacingOccurrences(of: #"<enum name="Mood">"#, with: #"<enum name="Mood" external="true">"#)
            .replacingOccurrences(of: #" initial="0""#, with: "")
        let result = runTrellis(["check", "--fast", try directory.write("Types.xml", external)])
        let findings = result.errors.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        let expected = [4, 8, 11, 18, 21, 28].map {
            "Types.xml:\($0):5: error: element `function` is not allowed here; a method of a type written in Swift is declared with `method` [TRL010]"
        }
        #expect(findings.map { String($0.split(separator: "/").last ?? "") } == expected, "\(result.errors)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// A `state`'s declared type reaches swiftc even where the initial value alone would give
/// another type (`0` is an `Int`) or none (`nil`, `[]`).
@Suite struct StateTypeTests {
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <view name="Typed" root="true">
            <state name="progress" type="Double" initial="0"/>
            <state name="offset" type="Double" initial="-1"/>
            <state name="nickname" type="String?" initial="nil"/>
            <state name="tags" type="[String]" initial="[]"/>
            <state name="limit" type="Int?" initial="5"/>
            <state name="greeting" type="String" initial="&quot;Hi&quot;"/>
            <state name="largest" type="Double" initial="max(1, 2)"/>
            <state name="fallback" type="Int" initial="limit ?? 3"/>
            <body>
              <VStack>
                <Text>{progress} {offset} {nickname ?? "none"} {tags.count} {greeting} {largest} {fallback}</Text>
                <Button title="Step" action="progress += 0.25; offset = offset / 2; nickname = &quot;Ada&quot;; tags.append(&quot;new&quot;); limit = nil"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """

    @Test func declaredTypesCompileAndLiteralsArePassedAsValues() throws {
        // Literals need no closure; other values are still evaluated only for a new node. A
        // literal of its declared type needs no coercion.
        try expectBuildContainsAndCompiles("Typed", Self.screen, lines: [
            "let _progress = context$.state(0, literal: 0 as Double)",
            "let _offset = context$.state(1, literal: -1 as Double)",
            "let _nickname = context$.state(2, literal: nil as String?)",
            "let _tags = context$.state(3, initial: [] as [String])",
            "let _limit = context$.state(4, literal: 5 as Int?)",
            "let _greeting = context$.state(5, literal: \"Hi\")",
            "let _largest = context$.state(6, initial: max(1, 2) as Double)",
            "let _fallback = context$.state(7, initial: (_limit.wrappedValue ?? 3) as Int)",
        ])
    }
}

/// `trellis build` of `xml` (as `<name>.xml`) succeeds, its `<name>.swift` holds every line of
/// `lines`, and swiftc type-checks it without a warning.
private func expectBuildContainsAndCompiles(_ name: String, _ xml: String, lines: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = try TemporaryDirectory()
    let input = try directory.write("\(name).xml", xml)
    let result = runTrellis(["build", input, "--output", directory.path("out")])
    #expect(result.status == 0, "\(result.errors)", sourceLocation: sourceLocation)
    let generated = try String(contentsOfFile: directory.path("out/\(name).swift"), encoding: .utf8)
    for line in lines {
        #expect(generated.contains(line), "missing `\(line)` in\n\(generated)", sourceLocation: sourceLocation)
    }
    let check = try SwiftTypechecker.typecheck(["\(name).swift": generated])
    #expect(check.status == 0 && check.output.isEmpty, "swiftc failed or warned:\n\(check.output)\n\(generated)", sourceLocation: sourceLocation)
}

/// Compound assignments to numbers go through `Arithmetic`, whose operator swiftc resolves once;
/// anything else keeps its operator.
@Suite struct CompoundAssignmentTests {
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <model name="Score">
            <published name="points" type="Int" initial="0"/>
            <published name="label" type="String" initial="&quot;&quot;"/>
          </model>
          <view name="Counter" root="true">
            <state name="count" type="Int" initial="0"/>
            <state name="step" type="Int" initial="2"/>
            <state name="level" type="Double" initial="1"/>
            <state name="name" type="String" initial="&quot;a&quot;"/>
            <state name="history" type="[Int]" initial="[]"/>
            <stateObject name="score" type="Score" initial="Score()"/>
            <body>
              <VStack>
                <Text>{count} {step} {level} {name} {history.count} {score.points} {score.label}</Text>
                <Button title="Add" action="count += 1; count -= step; count *= 3; level -= 0.5; score.points += count"/>
                <Button title="Keep" action="name += &quot;b&quot;; history += [count]; count += max(step, 1); score.label += name"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """

    @Test func numbersUseArithmeticAndTheRestKeepTheirOperators() throws {
        try expectBuildContainsAndCompiles("Counter", Self.screen, lines: [
            #"Arithmetic.add(1, to: &_count.wrappedValue)"#,
            #"Arithmetic.subtract(_step.wrappedValue, from: &_count.wrappedValue)"#,
            #"Arithmetic.multiply(&_count.wrappedValue, by: 3)"#,
            #"Arithmetic.subtract(0.5, from: &_level.wrappedValue)"#,
            #"Arithmetic.add(_count.wrappedValue, to: &score.points)"#,
            // Not numbers, or a value with a call: the operator stays.
            #"_name.wrappedValue += "b""#,
            #"_history.wrappedValue += [_count.wrappedValue]"#,
            #"_count.wrappedValue += max(_step.wrappedValue, 1)"#,
            #"score.label += _name.wrappedValue"#,
        ])
    }
}

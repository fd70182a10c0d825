import Foundation
import Testing
import TrellisTestSupport

/// The Swift a SwiftUI developer writes first in actions and view functions, met the way a user
/// meets it: `trellis build`, then swiftc with warnings as errors, then the program, whose taps
/// show what the code computed.
@Suite struct SwiftFormsCompileAndRunTests {
    /// `if case` and `guard case`, `switch` over optionals (`.some(let x)`, `let x?`, `nil`), and
    /// one-sided ranges (`75...`, `...0`, `..<10`), over a declared enum and over numbers.
    @Test func patternsCompileAndRun() throws {
        let program = try GeneratedProgram(["Grades.xml": #"""
            <trellis>
              <enum name="Load">
                <case name="idle"/>
                <case name="loaded"><parameter label="items" type="[String]"/></case>
              </enum>
              <view name="Grades" root="true">
                <state name="score" type="Int?" initial="nil"/>
                <state name="state" type="Load" initial=".idle"/>
                <state name="pending" type="Load?" initial="nil"/>
                <state name="log" type="String" initial="&quot;&quot;"/>
                <function name="grade" returns="String">
                  <parameter name="value" label="_" type="Int?"/>
                  switch value {
                  case .some(let x) where x >= 90: return "A"
                  case .some(75...): return "B"
                  case .some(..&lt;0): return "negative"
                  case let x?: return "C\(x)"
                  case nil: return "none"
                  }
                </function>
                <function name="bucket" returns="String">
                  <parameter name="n" label="_" type="Int"/>
                  switch n {
                  case ...0: return "low"
                  case 1..&lt;10: return "mid"
                  default: return "high"
                  }
                </function>
                <function name="itemCount" returns="Int">
                  guard case .loaded(let items) = state else { return -1 }
                  return items.count
                </function>
                <body>
                  <VStack>
                    <Text>{log}</Text>
                    <Button title="grade">
                      <action>
                        log = grade(score) + " " + grade(95) + " " + grade(80) + " " + grade(-4) + " " + grade(10)
                        log += " " + bucket(-1) + bucket(5) + bucket(50)
                      </action>
                    </Button>
                    <Button title="load" action="state = .loaded(items: [&quot;a&quot;, &quot;b&quot;]); pending = .idle"/>
                    <Button title="inspect">
                      <action>
                        if case .loaded(let items) = state, items.count > 1 {
                          log = "loaded \(items.count)"
                        } else {
                          log = "idle"
                        }
                        if case let waiting? = pending, case .idle = waiting {
                          log += " waiting"
                        }
                        switch pending {
                        case .some(.loaded): log += " pending-loaded"
                        case .some(.idle): log += " pending-idle"
                        case nil: log += " nothing"
                        }
                        log += " \(itemCount())"
                      </action>
                    </Button>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Grades())
            try host.tap("grade")
            print(host.render())
            try host.tap("inspect")
            print(host.render())
            try host.tap("load")
            try host.tap("inspect")
            print(host.render())
            """)
        #expect(output.contains(#"Text "none A B negative C10 lowmidhigh""#), "\(output)")
        #expect(output.contains(#"Text "idle nothing -1""#), "\(output)")
        #expect(output.contains(#"Text "loaded 2 waiting pending-idle 2""#), "\(output)")
    }

    /// A body's `<if condition>` takes `case` patterns too, as Swift's `if` in a `body` does.
    @Test func casePatternsInABodyConditionCompileAndRun() throws {
        let program = try GeneratedProgram(["Body.xml": #"""
            <trellis>
              <enum name="Load">
                <case name="idle"/>
                <case name="loaded"><parameter label="items" type="[String]"/></case>
              </enum>
              <view name="Shelf" root="true">
                <state name="state" type="Load" initial=".loaded(items: [&quot;a&quot;, &quot;b&quot;])"/>
                <state name="score" type="Int?" initial="80"/>
                <body>
                  <VStack>
                    <if condition="case .loaded(let items) = state">
                      <Text>{items.count} items</Text>
                    </if>
                    <if condition="case let value? = score, value > 50">
                      <Text>high {value}</Text>
                    </if>
                    <Button title="clear" action="state = .idle; score = nil"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Shelf())
            print(host.render())
            try host.tap("clear")
            print(host.render())
            """)
        #expect(output.contains("VStack\n  Text \"2 items\"\n  Text \"high 80\"\n  Button \"clear\"\nVStack\n  Button \"clear\""), "\(output)")
    }

    /// `try?` and `try!` on a model's throwing method and on a local closure that writes `throws`;
    /// `as?`, `as!` and `is` to types Trellis models and to one it does not
    /// (`CustomStringConvertible`), which swiftc judges.
    @Test func tryAndCastsCompileAndRun() throws {
        let program = try GeneratedProgram(["Casts.xml": #"""
            <trellis>
              <model name="Parser" external="true">
                <method name="number" throws="true" returns="Int">
                  <parameter name="text" label="_" type="String"/>
                </method>
              </model>
              <view name="Casts" root="true">
                <stateObject name="parser" type="Parser" initial="Parser()"/>
                <state name="value" type="Any" initial="42"/>
                <state name="log" type="String" initial="&quot;&quot;"/>
                <body>
                  <VStack>
                    <Text>{log}</Text>
                    <Button title="go">
                      <action>
                        let good = try? parser.number("7")
                        let bad = try? parser.number("x")
                        let sure = try! parser.number("3")
                        log = "\(good ?? -1) \(bad ?? -1) \(sure)"
                        if let number = value as? Int {
                          log += " int \(number + 1)"
                        }
                        if value is String {
                          log += " string"
                        }
                        let forced = value as! Int
                        let described = (value as? CustomStringConvertible)?.description ?? "?"
                        log += " \(forced) \(described) \(value as? Int ?? 0)"
                        let parse = { (text: String) throws -> Int in try parser.number(text) }
                        let parsed = (try? parse("5")) ?? 0
                        log += " \(parsed)"
                      </action>
                    </Button>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            struct NotANumber: Error {}
            @MainActor final class Parser: ObservableObject {
                func number(_ text: String) throws -> Int {
                    guard let value = Int(text) else { throw NotANumber() }
                    return value
                }
            }
            let host = ViewHost(Casts())
            try host.tap("go")
            print(host.render())
            """)
        #expect(output.contains(#"Text "7 -1 3 int 43 42 42 42 5""#), "\(output)")
    }

    /// Dictionary literals (`[:]`, `["a": 1]`); `for (key, value)` over a dictionary and
    /// `enumerated()`, with `where`; `_ in` closures, closures over
    /// several lines and closures that write their signature; `while`, `while let`, `repeat`, and `defer`.
    @Test func loopsClosuresAndDeferCompileAndRun() throws {
        let program = try GeneratedProgram(["Loops.xml": #"""
            <trellis>
              <view name="Loops" root="true">
                <state name="counts" type="[String: Int]" initial="[&quot;a&quot;: 1, &quot;b&quot;: 0]"/>
                <state name="prices" type="[String: Double]" initial="[:]"/>
                <state name="names" type="[String]" initial="[&quot;x&quot;, &quot;yy&quot;, &quot;zzz&quot;]"/>
                <state name="log" type="String" initial="&quot;&quot;"/>
                <state name="busy" type="Bool" initial="false"/>
                <function name="total" returns="Int">
                  var sum = 0
                  for (_, count) in counts where count > 0 {
                    sum += count
                  }
                  return sum
                </function>
                <body>
                  <VStack>
                    <Text>{log} {busy}</Text>
                    <Button title="go">
                      <action>
                        busy = true
                        defer { busy = false }
                        counts["c"] = 3
                        prices = ["tea": 2, "cake": 3.5]
                        log = "\(total())"
                        for (key, value) in counts.sorted(by: { $0.key &lt; $1.key }) {
                          log += " \(key)=\(value)"
                        }
                        for (index, name) in names.enumerated() where index > 0 {
                          log += " \(index):\(name)"
                        }
                        var stack = [1, 2, 3]
                        while let top = stack.popLast() {
                          log += " \(top)"
                        }
                        var n = 0
                        while n &lt; 3 {
                          n += 1
                        }
                        repeat {
                          n *= 2
                        } while n &lt; 20
                        log += " \(n)"
                        names.forEach { _ in
                          log += "."
                        }
                        log += names.map { name in
                          let first = name.prefix(1)
                          return first.uppercased()
                        }.joined()
                        let longestFirst = names.sorted { (lhs: String, rhs: String) -> Bool in
                          lhs.count > rhs.count
                        }
                        log += longestFirst.first ?? ""
                        log += " \(busy) \(prices["cake", default: 0])"
                      </action>
                    </Button>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Loops())
            try host.tap("go")
            print(host.render())
            """)
        // `defer` ran when the action ended: the text read `busy` as `true` before.
        #expect(output.contains(#"Text "4 a=1 b=0 c=3 1:yy 2:zzz 3 2 1 24...XYZzzz true 3.5 false""#), "\(output)")
    }

    /// Operators passed as functions, contextual keywords as names (`open`, `type`, `get`, `set`,
    /// `some`, an `@Observable` model's `open`), and `//` and `/* */` comments in code content and
    /// in an attribute.
    @Test func operatorFunctionsNamesAndCommentsCompileAndRun() throws {
        let program = try GeneratedProgram(["Door.xml": #"""
            <trellis>
              <struct name="Door">
                <field name="open" type="Bool"/>
                <field name="type" type="String"/>
              </struct>
              <model name="Gate" kind="observable">
                <property name="open" type="Bool" initial="false"/>
                <property name="consuming" type="Int" initial="0"/>
              </model>
              <view name="Doors" root="true">
                <state name="gate" type="Gate" initial="Gate()"/>
                <state name="open" type="Bool" initial="false"/>
                <state name="type" type="String" initial="&quot;&quot;"/>
                <state name="some" type="Int" initial="1"/>
                <state name="doors" type="[Door]" initial="[Door(open: true, type: &quot;oak&quot;), Door(open: false, type: &quot;pine&quot;)]"/>
                <function name="set" returns="String">
                  <parameter name="get" type="Int"/>
                  let any = get + some // the sum
                  return "\(any)"
                </function>
                <body>
                  <VStack>
                    <Text>{type} {open} {some}</Text>
                    <Text>{gate.open} {gate.consuming}</Text>
                    <Button title="go">
                      <action>
                        // Contextual keywords are names.
                        open.toggle()
                        gate.open = open
                        gate.consuming += 2
                        type = doors.filter { $0.open }.map { door in door.type }.joined()
                        let get = [3, 1, 2].sorted(by: &lt;).map { String($0) }.joined()
                        /* A block comment,
                           over two lines. */
                        type += " " + get + " " + set(get: 2)
                        some = [1, 2, 3].reduce(0, +) + [4, 5].reduce(1, *)
                        let borrowing = doors.map(\.type).sorted(by: &gt;)
                        type += " " + borrowing.joined(separator: ",")
                      </action>
                    </Button>
                    <Button title="reset" action="some = 0 /* zero */; type = &quot;&quot; // cleared"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Doors())
            try host.tap("go")
            print(host.render())
            try host.tap("reset")
            print(host.render())
            """)
        #expect(output.contains(#"Text "oak 123 3 pine,oak true 26""#), "\(output)")
        #expect(output.contains(#"Text "true 2""#), "\(output)")
        #expect(output.contains(#"Text " true 0""#), "\(output)")
    }
}

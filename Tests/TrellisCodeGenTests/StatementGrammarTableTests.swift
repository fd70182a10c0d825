import Foundation
import Testing
import TrellisTestSupport

/// The statement grammar of view code as a table: each row is Swift a SwiftUI developer writes in
/// a view's function, written as they would guess it, and what it computes. The rows are one
/// program: it must build with no diagnostic, compile with warnings as errors, and each row's
/// button must show the row's result.
@Suite struct StatementGrammarTableTests {
    struct Row {
        let name: String
        let code: String
        let expected: String
    }

    static let rows: [Row] = [
        Row(name: "catchQualifiedCase", code: """
            do {
              try check(1)
              return "passed"
            } catch Failure.denied {
              return "denied"
            } catch {
              return "other"
            }
            """, expected: "denied"),
        Row(name: "catchCaseWithValueAndWhere", code: """
            do {
              try check(503)
              return "passed"
            } catch Failure.server(let code) where code >= 500 {
              return "server \\(code)"
            } catch Failure.server {
              return "client"
            } catch {
              return "other"
            }
            """, expected: "server 503"),
        Row(name: "catchLetAsType", code: """
            do {
              try check(404)
              return "passed"
            } catch let failure as Failure {
              switch failure {
              case .denied: return "denied"
              case .server(let code): return "as \\(code)"
              }
            } catch {
              return "other"
            }
            """, expected: "as 404"),
        Row(name: "catchIsType", code: """
            do {
              try check(1)
              return "passed"
            } catch is Failure {
              return "a failure"
            } catch let problem {
              return "\\(problem)"
            }
            """, expected: "a failure"),
        Row(name: "tryOptionalAndForced", code: """
            let none = try? code(1)
            let some = try? code(0)
            let sure = try! code(7)
            return "\\(none == nil) \\(some ?? -1) \\(sure)"
            """, expected: "true 0 7"),
        Row(name: "forCaseOptional", code: """
            var total = 0
            for case let value? in [1, nil, 3] {
              total += value
            }
            return "\\(total)"
            """, expected: "4"),
        Row(name: "forCaseEnum", code: """
            var codes: [Int] = []
            for case .server(let code) in [Failure.denied, Failure.server(500), Failure.server(404)] where code > 450 {
              codes.append(code)
            }
            return codes.map { String($0) }.joined(separator: ",")
            """, expected: "500"),
        Row(name: "forKeyValue", code: """
            var parts: [String] = []
            for (key, value) in ["b": 2, "a": 1].sorted(by: { $0.key < $1.key }) {
              parts.append("\\(key)\\(value)")
            }
            return parts.joined()
            """, expected: "a1b2"),
        Row(name: "letTuple", code: """
            let (minutes, seconds) = 135.quotientAndRemainder(dividingBy: 60)
            var (hours, _) = minutes.quotientAndRemainder(dividingBy: 60)
            hours += 1
            return "\\(hours) \\(minutes) \\(seconds)"
            """, expected: "1 2 15"),
        Row(name: "ifCaseAndGuardCase", code: """
            let failure = Failure.server(500)
            guard case .server(let code) = failure else { return "none" }
            if case .server = failure, code > 400 {
              return "case \\(code)"
            }
            return "low"
            """, expected: "case 500"),
        Row(name: "switchOverOptional", code: """
            let values: [Int?] = [nil, 80, 95, 10]
            var grades: [String] = []
            for value in values {
              switch value {
              case .some(let x) where x >= 90: grades.append("A")
              case .some(75...): grades.append("B")
              case let x?: grades.append("C\\(x)")
              case nil: grades.append("-")
              }
            }
            return grades.joined()
            """, expected: "-BAC10"),
        Row(name: "casts", code: """
            let value: Any = 42
            var text = ""
            if let number = value as? Int { text += "\\(number + 1)" }
            if value is String { text += " string" }
            let forced = value as! Int
            return text + " \\(forced)"
            """, expected: "43 42"),
        Row(name: "operatorsAsFunctions", code: """
            let sorted = [3, 1, 2].sorted(by: <)
            let sum = sorted.reduce(0, +)
            return sorted.map { String($0) }.joined() + " \\(sum)"
            """, expected: "123 6"),
        Row(name: "contextualKeywordsAsNames", code: """
            let open = 1
            let type = 2
            let get = 3
            return "\\(open + type + get)"
            """, expected: "6"),
        Row(name: "whileAndDefer", code: """
            var log = "start"
            var n = 0
            while n < 3 {
              defer { n += 1 }
              log += "\\(n)"
            }
            return log
            """, expected: "start012"),
        Row(name: "closuresOverLinesCommentsAndWildcards", code: """
            // A comment before the code.
            var count = 0
            ["a", "b"].forEach { _ in
              count += 1 // counted
            }
            let shout = { (text: String) -> String in
              /* over
                 lines */
              let upper = text.uppercased()
              return upper + "!"
            }
            return shout("hi") + " \\(count)"
            """, expected: "HI! 2"),
    ]

    @Test func everyFormBuildsCompilesAndRuns() throws {
        var functions = ""
        var buttons = ""
        for row in Self.rows {
            let indented = row.code.split(separator: "\n", omittingEmptySubsequences: false).map { "          " + $0 }.joined(separator: "\n")
            functions += """
                    <function name="\(row.name)" returns="String"><![CDATA[
                \(indented)
                    ]]></function>

                """
            buttons += "        <Button title=\"\(row.name)\" action=\"log = \(row.name)()\"/>\n"
        }
        let program = try GeneratedProgram(["Forms.xml": """
            <trellis>
              <enum name="Failure" protocols="Error">
                <case name="denied"/>
                <case name="server"><parameter type="Int"/></case>
              </enum>
              <view name="Forms" root="true">
                <state name="log" type="String" initial="&quot;&quot;"/>
                <function name="check" throws="true">
                  <parameter name="code" label="_" type="Int"/>
                  if code == 1 { throw Failure.denied }
                  if code > 1 { throw Failure.server(code) }
                </function>
                <function name="code" throws="true" returns="Int">
                  <parameter name="value" label="_" type="Int"/>
                  try check(value == 7 ? 0 : value)
                  return value
                </function>
            \(functions)
                <body>
                  <VStack>
                    <Text>{log}</Text>
            \(buttons)
                  </VStack>
                </body>
              </view>
            </trellis>
            """])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        var main = "import Trellis\nlet host = ViewHost(Forms())\n"
        for row in Self.rows {
            main += "try host.tap(\"\(row.name)\")\nprint(\"\(row.name): \\(host.render().split(separator: \"\\n\")[1])\")\n"
        }
        let output = try program.run(main: main)
        for row in Self.rows {
            #expect(output.contains("\(row.name):   Text \"\(row.expected)\""), "\(row.name) in \(output)")
        }
    }

    /// `Task.detached` runs off the main actor and comes back with `await MainActor.run { }`.
    @Test func detachedTaskComesBackToTheMainActor() throws {
        let program = try GeneratedProgram(["Detached.xml": #"""
            <view name="Detached" root="true">
              <state name="log" type="String" initial="&quot;idle&quot;"/>
              <body>
                <VStack>
                  <Text>{log}</Text>
                  <task>
                    let total = await Task.detached {
                      (1...4).reduce(0, +)
                    }.value
                    await MainActor.run {
                      log = "total \(total)"
                    }
                  </task>
                </VStack>
              </body>
            </view>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Detached())
            await host.runTasks()
            print(host.render())
            """)
        #expect(output.contains(#"Text "total 10""#), "\(output)")
    }
}

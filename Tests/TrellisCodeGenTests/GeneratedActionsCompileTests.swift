import Foundation
import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// A property of the statement language: every action that checks clean compiles with zero
/// warnings. Actions are generated from a small grammar of statements and closures over the
/// states of one screen (a fixed seed, so a failure reproduces), each is checked on its own,
/// and those the checker accepts are built together into one program that swiftc compiles
/// with warnings as errors and that runs every action once, each on a fresh screen.
@Suite struct GeneratedActionsCompileTests {
    /// SplitMix64: a small seeded generator, the same on every platform.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Statements over `count: Int`, `names: [String]`, `label: String?`, `flag: Bool` and the
    /// model `store` (`items`, `refresh()` async, `save()` throws, `total` private(set)).
    struct ActionGenerator {
        var random: SeededGenerator
        private var nextLocal = 0

        init(seed: UInt64) { random = SeededGenerator(state: seed) }

        private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
        private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        private mutating func local() -> String {
            nextLocal += 1
            return "v\(nextLocal)"
        }

        /// At most one operator: longer mixed chains of literals and `??` make swiftc's type
        /// checker give up ("unable to type-check this expression in reasonable time"), a limit
        /// of swiftc, not of the statements under test.
        mutating func int(_ ints: [String], operators: Int = 1) -> String {
            let atom = pick(ints + ["count", "names.count", "1", "0", "store.items.count", "(label?.count ?? 0)"])
            guard operators > 0, chance(40) else { return atom }
            return "\(atom) \(pick(["+", "-"])) \(int(ints, operators: operators - 1))"
        }

        mutating func bool(_ ints: [String]) -> String {
            pick(["flag", "!flag", "\(int(ints)) > \(int(ints))", "names.isEmpty", "label == nil", "names.contains(where: { $0.isEmpty })", "count == \(int(ints))"])
        }

        mutating func string(_ strings: [String]) -> String {
            pick(strings + ["\"a\"", "(label ?? \"none\")", "\"n\\(count)\"", "names.joined()"])
        }

        /// Statements for a block; `ints` and `strings` are the locals in scope.
        mutating func block(depth: Int, ints: [String], strings: [String], inLoop: Bool) -> [String] {
            var ints = ints
            var strings = strings
            var result: [String] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let choice = Int.random(in: 0..<(depth > 0 ? 17 : 9), using: &random)
                switch choice {
                case 0: result.append("count \(pick(["=", "+=", "-="])) \(int(ints))")
                case 1: result.append("label = \(pick(["nil", string(strings)]))")
                case 2: result.append("flag.toggle()")
                case 3: result.append("names.append(\(string(strings)))")
                case 4: result.append("names = names.\(pick(["filter { !$0.isEmpty }", "sorted { $0 < $1 }", "map { $0 + \"!\" }", "filter { name in name.count > 1 }"]))")
                case 5:
                    let name = local()
                    result.append("let \(name) = \(int(ints))")
                    result.append("count = \(name)")
                    ints.append(name)
                case 6:
                    let name = local()
                    result.append("var \(name) = \(string(strings))")
                    result.append("\(name) += \"x\"")
                    result.append("label = \(name)")
                    strings.append(name)
                case 7: result.append("store.items = store.items.filter { $0 != \(string(strings)) }")
                case 8: result.append("print(\(int(ints)))")
                case 9:
                    let then = block(depth: depth - 1, ints: ints, strings: strings, inLoop: inLoop).joined(separator: "; ")
                    var text = "if \(bool(ints)) { \(then) }"
                    if chance(50) { text += " else { \(block(depth: depth - 1, ints: ints, strings: strings, inLoop: inLoop).joined(separator: "; ")) }" }
                    result.append(text)
                case 10:
                    let name = local()
                    result.append("if let \(name) = label { \(block(depth: depth - 1, ints: ints, strings: strings + [name], inLoop: inLoop).joined(separator: "; ")); print(\(name)) }")
                case 11:
                    let name = local()
                    let cases = "case 0: \(block(depth: depth - 1, ints: ints, strings: strings, inLoop: inLoop).joined(separator: "; ")); "
                        + "case let \(name) where \(name) > 3: count = \(name) - 1; default: break"
                    result.append("switch count { \(cases) }")
                case 12:
                    let name = local()
                    result.append("for \(name) in names { \(block(depth: depth - 1, ints: ints, strings: strings + [name], inLoop: true).joined(separator: "; ")); print(\(name)) }")
                case 13: result.append("withAnimation { \(block(depth: depth - 1, ints: ints, strings: strings, inLoop: false).joined(separator: "; ")) }")
                case 14: result.append("Task { \(pick(["await store.refresh()", "try? store.save()", "do { try store.save() } catch { label = \"\\(error)\" }"])); \(block(depth: depth - 1, ints: ints, strings: strings, inLoop: false).joined(separator: "; ")) }")
                case 15: result.append(inLoop ? pick(["continue", "break"]) : "return")
                default:
                    let name = local()
                    result.append("guard let \(name) = label else { return }")
                    result.append("count += \(name).count")
                }
                if result.last == "return" || result.last == "break" || result.last == "continue" { break }
            }
            return result
        }

        mutating func action() -> String {
            nextLocal = 0
            return block(depth: 2, ints: [], strings: [], inLoop: false).joined(separator: "; ")
        }
    }

    static let model = """
          <model name="Store" external="true">
            <published name="items" type="[String]"/>
            <published name="total" type="Int" setter="private"/>
            <method name="refresh" async="true"/>
            <method name="save" throws="true"/>
          </model>
        """

    static func screen(_ actions: [String]) -> String {
        var buttons = ""
        for (index, action) in actions.enumerated() {
            let escaped = action.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: "\"", with: "&quot;")
            buttons += "        <Button title=\"a\(index)\" action=\"\(escaped)\"/>\n"
        }
        return """
            <trellis>
            \(model)
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="names" type="[String]" initial="[&quot;x&quot;, &quot;&quot;]"/>
                <state name="label" type="String?" initial="nil"/>
                <state name="flag" type="Bool" initial="false"/>
                <stateObject name="store" type="Store" initial="Store()"/>
                <body>
                  <VStack>
                    <Text>{count} {names.count} {label ?? ""} {flag} {store.items.count} {store.total}</Text>
            \(buttons)      </VStack>
                </body>
              </view>
            </trellis>
            """
    }

    static func errors(_ xml: String) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "Main.xml", bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &diagnostics)
        return diagnostics.diagnostics
    }

    @Test func generatedActionsThatCheckCleanCompileWithoutWarnings() throws {
        var generator = ActionGenerator(seed: 19)
        var accepted: [String] = []
        var rejected = 0
        for _ in 0..<120 {
            let action = generator.action()
            if Self.errors(Self.screen([action])).isEmpty {
                accepted.append(action)
            } else {
                rejected += 1
            }
        }
        print("generated actions: \(accepted.count) check clean, \(rejected) rejected")
        #expect(accepted.count >= 80, "the generator should mostly write valid code")
        // Each action on a fresh screen: some double `names`, and together they would not end.
        let taps = accepted.indices.map { "try ViewHost(Main()).tap(\"a\($0)\")" }.joined(separator: "\n")
        let program = try GeneratedProgram(["Main.xml": Self.screen(accepted)])
        let output = try program.run(main: """
            import Trellis
            @MainActor final class Store: ObservableObject {
                @Published var items: [String] = ["x"]
                @Published private(set) var total = 0
                func refresh() async { total += 1 }
                func save() throws { total += 1 }
            }
            \(taps)
            for _ in 0..<10 { await Task.yield() }
            print("ran \\(\(accepted.count)) actions")
            """)
        #expect(output.contains("ran \(accepted.count) actions"))
    }
}

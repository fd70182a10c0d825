import Foundation
import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// A property of control flow in bodies: every body that checks clean compiles with zero
/// warnings. Bodies with `<if condition="let ...">` and `<switch>` over a declared enum and an
/// `Int` are generated from a small grammar (a fixed seed), some of them non-exhaustive or
/// binding names they never read; each is checked on its own, and those the checker accepts
/// are built into one program that swiftc compiles with warnings as errors and that renders
/// every one. Each view has a computed view, a view-building function and a helper function,
/// which the bodies place and call, or leave unused.
@Suite struct GeneratedBodiesCompileTests {
    struct BodyGenerator {
        var random: GeneratedActionsCompileTests.SeededGenerator
        private var nextLocal = 0

        init(seed: UInt64) { random = GeneratedActionsCompileTests.SeededGenerator(state: seed) }

        private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
        private mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        private mutating func local() -> String {
            nextLocal += 1
            return "v\(nextLocal)"
        }

        /// A view reading some of the strings and string arrays in scope.
        mutating func leaf(strings: [String], arrays: [String]) -> String {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return "<Text>\(strings.isEmpty ? "plain" : "{\(pick(strings))}")</Text>"
            case 1: return "<Text>{count} {\(arrays.isEmpty ? "names" : pick(arrays)).count}</Text>"
            case 2: return "<Button title=\"go\" action=\"phase = \(pick([".idle", ".loading", ".loaded(items: names)", ".failed(&quot;x&quot;)"]))\"/>"
            default: return "<Spacer/>"
            }
        }

        mutating func nodes(depth: Int, strings: [String], arrays: [String]) -> [String] {
            var result: [String] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                // The view's computed view, its view-building function (given a name in scope)
                // and its helper function, placed and called anywhere.
                if chance(20) {
                    result.append(pick(["<summary/>", "<row text=\"{\(strings.isEmpty ? "&quot;-&quot;" : pick(strings))}\"/>", "<Button title=\"bump\" action=\"bump()\"/>"]))
                    continue
                }
                switch depth > 0 ? Int.random(in: 0..<5, using: &random) : 4 {
                case 0:
                    let name = local()
                    let value = pick(["label", "names.first"])
                    // Most branches read the name; some do not, which Swift warns about (TRL152).
                    let uses = chance(85)
                    var then = nodes(depth: depth - 1, strings: uses ? strings + [name] : strings, arrays: arrays)
                    if uses { then.append("<Text>{\(name)}</Text>") }
                    var text = "<if condition=\"let \(name) = \(value)\(chance(30) ? ", count &gt; 1" : "")\">\(then.joined())</if>"
                    if chance(40) { text += "<else>\(nodes(depth: depth - 1, strings: strings, arrays: arrays).joined())</else>" }
                    result.append(text)
                case 1:
                    result.append("<if condition=\"let label\">\(nodes(depth: depth - 1, strings: strings + ["label"], arrays: arrays).joined())<Text>{label}</Text></if>")
                case 2:
                    var cases: [String] = []
                    var covered: Set<String> = []
                    for pattern in [".idle", ".loading", ".idle, .loading", ".loaded(let items)", ".loaded(let items) where items.isEmpty", ".loaded(_)", ".failed(let message)"].shuffled(using: &random) where chance(55) {
                        let names = pattern.contains("items") ? ["items"] : []
                        let messages = pattern.contains("message") ? ["message"] : []
                        let keys = [".idle", ".loading", ".loaded", ".failed"].filter { pattern.contains($0) }
                        // Swift warns about a case that an earlier one already covers.
                        guard pattern.contains("where") || covered.isDisjoint(with: keys) else { continue }
                        if !pattern.contains("where") { covered.formUnion(keys) }
                        var body = nodes(depth: depth - 1, strings: strings + messages, arrays: arrays + names)
                        if let name = (names + messages).first { body.append("<Text>{\(name).count}</Text>") }
                        cases.append("<case pattern=\"\(pattern)\">\(body.joined())</case>")
                    }
                    if cases.isEmpty || (covered.count < 4 && chance(60)) {
                        cases.append("<default>\(nodes(depth: depth - 1, strings: strings, arrays: arrays).joined())</default>")
                    }
                    result.append("<switch value=\"phase\">\(cases.joined())</switch>")
                case 3:
                    var cases = "<case pattern=\"0\">\(nodes(depth: depth - 1, strings: strings, arrays: arrays).joined())</case>"
                    cases += "<case pattern=\"let n where n &gt; 3\"><Text>{n}</Text></case>"
                    if chance(80) { cases += "<default>\(nodes(depth: depth - 1, strings: strings, arrays: arrays).joined())</default>" }
                    result.append("<switch value=\"count\">\(cases)</switch>")
                default:
                    result.append(leaf(strings: strings, arrays: arrays))
                }
            }
            return result
        }

        mutating func body() -> String {
            nextLocal = 0
            return nodes(depth: 2, strings: [], arrays: []).joined(separator: "\n")
        }
    }

    static let declarations = """
          <enum name="Phase">
            <case name="idle"/>
            <case name="loading"/>
            <case name="loaded"><parameter label="items" type="[String]"/></case>
            <case name="failed"><parameter type="String"/></case>
          </enum>
        """

    static func view(_ name: String, body: String) -> String {
        """
          <view name="\(name)" root="true">
            <state name="phase" type="Phase" initial=".loaded(items: [&quot;a&quot;])"/>
            <state name="label" type="String?" initial="&quot;l&quot;"/>
            <state name="names" type="[String]" initial="[&quot;x&quot;]"/>
            <state name="count" type="Int" initial="2"/>
            <computed name="summary"><Text>{count} {names.count}</Text></computed>
            <function name="row">
              <parameter name="text" label="_" type="String"/>
              <HStack><Text>{text}</Text><if condition="count &gt; 1"><summary/></if></HStack>
            </function>
            <function name="bump">count += 1</function>
            <body>
              <VStack>
                <Text>{phase} {label ?? ""} {names.count} {count}</Text>
                \(body)
              </VStack>
            </body>
          </view>
        """
    }

    static func errors(_ xml: String) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "Main.xml", bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &diagnostics)
        return diagnostics.diagnostics
    }

    @Test func generatedBodiesThatCheckCleanCompileWithoutWarnings() throws {
        var generator = BodyGenerator(seed: 19)
        var accepted: [String] = []
        var rejectedCodes: [String: Int] = [:]
        for _ in 0..<80 {
            let body = generator.body()
            let errors = Self.errors("<trellis>\(Self.declarations)\(Self.view("V", body: body))</trellis>")
            if errors.isEmpty {
                accepted.append(body)
            } else {
                for error in errors { rejectedCodes[error.code.rawValue, default: 0] += 1 }
            }
        }
        print("generated bodies: \(accepted.count) check clean, rejected for \(rejectedCodes.sorted { $0.key < $1.key })")
        #expect(accepted.count >= 25, "the generator should mostly write valid bodies")
        // What the generator gets wrong on purpose or by chance (a `switch` that misses cases, a
        // case an earlier one covered, a name never read, `if let` of a name already unwrapped)
        // is caught, and nothing else is.
        #expect(Set(rejectedCodes.keys).isSubset(of: ["TRL152", "TRL163", "TRL166", "TRL170", "TRL177"]), "\(rejectedCodes)")
        #expect(rejectedCodes["TRL170", default: 0] > 0 && rejectedCodes["TRL152", default: 0] > 0, "\(rejectedCodes)")
        let views = accepted.indices.map { Self.view("V\($0)", body: accepted[$0]) }.joined(separator: "\n")
        let renders = accepted.indices.map { "_ = ViewHost(V\($0)()).render()" }.joined(separator: "\n")
        let program = try GeneratedProgram(["Main.xml": "<trellis>\(Self.declarations)\(views)</trellis>"])
        let output = try program.run(main: """
            import Trellis
            \(renders)
            print("rendered \\(\(accepted.count)) bodies")
            """)
        #expect(output.contains("rendered \(accepted.count) bodies"))
    }
}

import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisSwiftCheck
import TrellisTestSupport

/// The Swift pass maps every error of `SeededErrorCorpus` to the XML: one error per seed, on its
/// line, inside the marked code, in the XML's words.
@Suite struct SeededErrorTests {
    static var toolchain: SwiftToolchain? {
        try? SwiftToolchain.locate(environment: ProcessInfo.processInfo.environment, runtimeModules: BuildProducts.modulesDirectory.path).get()
    }

    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func theCorpusHoldsOverTwoHundredErrors() {
        let seeds = SeededErrorCorpus.seeds()
        #expect(seeds.typeErrors.count + seeds.silErrors.count >= 200)
    }

    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func everyTypeErrorLandsInItsMarkedCode() throws {
        try expectEverySeedFound(SeededErrorCorpus.seeds().typeErrors)
    }

    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func everySILErrorLandsInItsMarkedCode() throws {
        try expectEverySeedFound(SeededErrorCorpus.seeds().silErrors)
    }

    private func expectEverySeedFound(_ seeds: [SeededErrorCorpus.Seed]) throws {
        let (xml, spans) = SeededErrorCorpus.program(seeds)
        #expect(spans.count == seeds.count)
        let directory = try TemporaryDirectory()
        let path = try directory.write("Seeded.xml", xml)

        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        let fast = try driver.check([path])
        #expect(fast.diagnostics.isEmpty, "Trellis's own rules must accept the corpus: \(fast.diagnostics.prefix(5).map { "\($0.location) \($0.message.text)" })")

        let pass = SwiftPass(check: SwiftTypeCheck(toolchain: try #require(Self.toolchain), moduleName: "Seeded"), swiftSources: [])
        let checked = pass.run(on: fast, options: driver.options)
        let errors = checked.diagnostics.filter { $0.severity == .error }
        var unmatched = errors
        var missed: [String] = []
        for span in spans {
            if let found = unmatched.firstIndex(where: { $0.location.file == path && $0.location.line == span.line && span.columns.contains($0.location.column) }) {
                unmatched.remove(at: found)
            } else {
                let near = errors.filter { $0.location.line == span.line }.map { "\($0.location.column): \($0.message.text)" }
                missed.append("\(span.view) line \(span.line) columns \(span.columns): \(near)")
            }
        }
        #expect(missed.isEmpty, "\(missed.count) seeds not found at their code:\n\(missed.joined(separator: "\n"))")
        #expect(unmatched.isEmpty, "errors beyond the seeds: \(unmatched.map { "\($0.location) \($0.message.text)" })")
        for diagnostic in checked.diagnostics {
            #expect(diagnostic.location.file == path, "a diagnostic outside the XML: \(diagnostic.location)")
            #expect(diagnostic.code == DiagnosticCode("TRL300"))
            #expect(!GeneratedNamesTests.namesGeneratedCode(diagnostic.message.text), "a generated name in: \(diagnostic.message.text)")
        }
    }
}

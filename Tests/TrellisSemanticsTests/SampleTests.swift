import Foundation
import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// The samples, parsed by the real front end: correct screens check clean, and every
/// ownership and name mistake is reported exactly where its inline expectation says.
@Suite struct SampleTests {
    static let samples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples")

    static func xmlFiles(in directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".xml") }.sorted().map { directory.appendingPathComponent($0) }
    }

    static func analyze(_ files: [URL]) -> (syntax: [Diagnostic], semantic: [Diagnostic]) {
        var syntax = DiagnosticCollector()
        let inputs = files.map { SourceInput(path: $0.path, bytes: Array((try? Data(contentsOf: $0)) ?? Data())) }
        let parsed = SyntaxParser().parse(inputs, diagnostics: &syntax)
        var semantic = DiagnosticCollector()
        _ = SemanticAnalyzer().analyze(parsed, diagnostics: &semantic)
        return (syntax.sorted(), semantic.sorted())
    }

    /// `expected-error@+1:9 TRL101 {{message}}` as "path:line: error: message [TRL101]".
    static func expectations(in file: URL) throws -> [String] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"expected-(error|warning)(?:@([+-][0-9]+))?(?::[0-9]+)?\s*(TRL[0-9]{3})\s*\{\{(.*?)\}\}"#)
        var result: [String] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            for match in pattern.matches(in: line, range: NSRange(line.startIndex..., in: line)) {
                func group(_ number: Int) -> String { Range(match.range(at: number), in: line).map { String(line[$0]) } ?? "" }
                let target = index + 1 + (Int(group(2)) ?? 0)
                result.append("\(file.path):\(target): \(group(1)): \(group(4)) [\(group(3))]")
            }
        }
        return result
    }

    static func rendered(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location.file):\(diagnostic.location.line): \(diagnostic.severity.rawValue): \(diagnostic.message.text) [\(diagnostic.code)]"
    }

    @Test func correctSamplesProduceNoDiagnostics() {
        let files = Self.xmlFiles(in: Self.samples)
        #expect(files.count >= 5)
        let outcome = Self.analyze(files)
        #expect(outcome.syntax.isEmpty && outcome.semantic.isEmpty, "\((outcome.syntax + outcome.semantic).map(Self.rendered))")
    }

    @Test(arguments: xmlFiles(in: samples.appendingPathComponent("Mistakes")).filter {
        $0.lastPathComponent.hasPrefix("TRL1") || $0.lastPathComponent.hasPrefix("TRL2")
    })
    func mistakeSampleMatchesItsExpectations(_ file: URL) throws {
        let outcome = Self.analyze([file])
        let produced = (outcome.syntax + outcome.semantic).filter { $0.severity != .note }.map(Self.rendered).sorted()
        #expect(produced == (try Self.expectations(in: file)).sorted())
    }
}

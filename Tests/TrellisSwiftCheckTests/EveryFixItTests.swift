import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisSwiftCheck
import TrellisTestSupport

/// Every fix-it the checker offers in `Samples/Mistakes`, applied: the diagnostic it fixes goes,
/// no diagnostic of a new kind comes, and where the fixed file has no error left, swiftc accepts
/// the Swift it generates.
@Suite struct EveryFixItTests {
    static var mistakeFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.mistakeSamples)) ?? [])
            .filter { $0.hasSuffix(".xml") }.sorted()
    }

    /// `text` with the first fix-it of each diagnostic applied, last edit first; columns count scalars.
    static func applyingFixIts(of diagnostics: [Diagnostic], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
        let edits = diagnostics.compactMap(\.fixIts.first).flatMap(\.edits).sorted { $0.range.start > $1.range.start }
        for edit in edits {
            let start = edit.range.start
            let end = edit.range.end
            guard start.line >= 1, end.line <= lines.count else { continue }
            let head = Array(lines[start.line - 1].prefix(start.column - 1))
            let tail = Array(lines[end.line - 1].dropFirst(end.column - 1))
            let replaced = (String(String.UnicodeScalarView(head)) + edit.replacement + String(String.UnicodeScalarView(tail)))
                .split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
            lines.replaceSubrange((start.line - 1)...(end.line - 1), with: replaced)
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    @Test(arguments: mistakeFiles)
    func fixItsFixWhatTheyPromise(_ name: String) throws {
        let original = try String(contentsOfFile: PackagePaths.mistakeSamples + "/" + name, encoding: .utf8)
        let directory = try TemporaryDirectory()
        let path = try directory.write(name, original)
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        let before = try driver.check([path]).diagnostics
        let fixed = before.filter { !$0.fixIts.isEmpty }
        guard !fixed.isEmpty else { return }

        let fixedPath = try directory.write("fixed/" + name, Self.applyingFixIts(of: fixed, to: original))
        let after = try driver.check([fixedPath])
        let codesBefore = Set(before.map(\.code))
        let newKinds = after.diagnostics.filter { !codesBefore.contains($0.code) }
        #expect(newKinds.isEmpty, "a fix-it brought new kinds of diagnostics: \(newKinds.map { "\($0.location.line):\($0.location.column) \($0.code) \($0.message.text)" })")
        let countsBefore = Dictionary(before.map { ($0.code, 1) }, uniquingKeysWith: +)
        let countsAfter = Dictionary(after.diagnostics.map { ($0.code, 1) }, uniquingKeysWith: +)
        for diagnostic in fixed {
            let remaining = countsAfter[diagnostic.code] ?? 0
            #expect(remaining < countsBefore[diagnostic.code] ?? 0, "\(diagnostic.code)'s fix-it at line \(diagnostic.location.line) did not remove it")
        }
        // Methods and external types are written in Swift the Mistakes files do not have.
        let needsHandWrittenSwift = original.contains("external=\"true\"") || original.contains("<method")
        if !after.hasErrors, !needsHandWrittenSwift, let toolchain = SeededErrorTests.toolchain {
            let pass = SwiftPass(check: SwiftTypeCheck(toolchain: toolchain, moduleName: "Fixed"), swiftSources: [])
            let judged = pass.run(on: after, options: driver.options).diagnostics.filter { $0.code.rawValue.hasPrefix("TRL30") }
            #expect(judged.isEmpty, "the fixed file does not compile: \(judged.map { "\($0.location.line):\($0.location.column) \($0.message.text)" })")
        }
    }
}

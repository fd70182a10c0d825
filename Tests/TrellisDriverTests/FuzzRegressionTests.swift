import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport

/// Inputs that once crashed or hung the compiler (found by `Tests/Fuzz/run-fuzzer.sh` or by
/// hand), kept in `Tests/Fuzz/Regressions/` and also used as seeds by the fuzzer. Each runs
/// through `trellis check` in-process, and must end with its exit status and its diagnostics.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    struct Regression: Sendable, CustomTestStringConvertible {
        var file: String
        var status: Int32
        /// `CODE@line:column` of every error, in order.
        var errors: [String]
        /// What went wrong before the fix.
        var finding: String

        var testDescription: String { file }
    }

    static let directory = PackagePaths.path("Tests/Fuzz/Regressions")

    static let regressions: [Regression] = [
        Regression(
            file: "deep-optional-type.xml", status: 1, errors: ["TRL023@2:91"],
            finding: "`Int` with 6,000 `?` built a 6,000-deep type that overflowed the stack when walked (found by hand)"
        ),
        Regression(
            file: "deep-optional-type-nested.xml", status: 1, errors: ["TRL023@3:90"],
            finding: "`?` suffixes count towards the type depth limit (64) at every level of brackets"
        ),
        Regression(
            file: "accounting-of-a-malformed-file.xml", status: 1, errors: ["TRL001@7:19"],
            finding: "the syntax tree built beside validation of a malformed file was dropped, but its accounting was kept (found by the fuzzer's invariant check)"
        ),
        Regression(
            file: "attribute-after-a-schema-error.xml", status: 1, errors: ["TRL010@4:5", "TRL010@5:39"],
            finding: "libxml2 stops validating a model's members at the first wrong one, and a misspelled attribute after it was ignored silently (found by the fuzzer's invariant check)"
        ),
    ]

    @Test("every regression input checks without crashing, with its diagnostics", arguments: regressions)
    func regression(_ regression: Regression) throws {
        let path = Self.directory + "/" + regression.file
        try #require(FileManager.default.fileExists(atPath: path), "\(regression.file) exists")
        var output = ""
        var errors = ""
        let status = TrellisCommandLine.run(["check", path], output: &output, errors: &errors, environment: [:])
        #expect(status == regression.status, "\(regression.finding)\n\(errors.prefix(2000))")
        let headlines = errors.split(separator: "\n").compactMap { line -> String? in
            // `path:line:column: error: message [CODE]`
            guard line.hasPrefix(path + ":"), let codeStart = line.range(of: " [TRL", options: .backwards) else { return nil }
            let position = line.dropFirst(path.count + 1).split(separator: ":", maxSplits: 2)
            guard position.count == 3, position[2].hasPrefix(" error: ") else { return nil }
            return "TRL\(line[codeStart.upperBound...].dropLast())@\(position[0]):\(position[1])"
        }
        #expect(headlines == regression.errors, "\(regression.finding)\n\(errors.prefix(2000))")
    }

    /// Found by hand: `@+9223372036854775807` trapped on overflow, and `@-2` on line 1 expected
    /// a diagnostic on line -1. Both are now malformed expectations at the `expected-`.
    @Test("verify mode reports line offsets outside the file as malformed", arguments: ["+9223372036854775807", "-9223372036854775807", "-1"])
    func verifyLineOffsetOutsideTheFile(_ offset: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Offset.xml", "<!-- expected-error@\(offset) {{unknown view `Txt`; did you mean `Text`}} -->\n<view name=\"A\"><body><Txt/></body></view>\n")
        let result = runTrellis(["check", "--verify", path])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("\(path):1:6: error: malformed expectation: the line offset points outside the file\n"), "\(result.errors)")
    }

    /// Found by hand: the reader's one-byte-past-the-limit read overflowed for `Int.max`.
    @Test("the largest --max-file-size is accepted", arguments: ["check", "build"])
    func largestMaxFileSize(_ command: String) throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("A.xml", "<view name=\"A\"><body><Text>hi</Text></body></view>\n")
        let output = command == "build" ? ["--output", directory.path("out")] : ["--fast"]
        let result = runTrellis([command, "--max-file-size", String(Int.max), path] + output)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty)
    }

    @Test("every file in Tests/Fuzz/Regressions is listed here")
    func everyFileIsListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory).filter { !$0.hasPrefix(".") }.sorted()
        #expect(files == Self.regressions.map(\.file).sorted())
    }
}

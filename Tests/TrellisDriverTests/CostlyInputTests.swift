import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// Inputs that once cost too much time, memory or output, run through `trellis` the way a user runs it.
/// Sizes are large enough that the old quadratic behaviour would hit the time limits, and the
/// work is asserted by counts, not by timing.
@Suite("Inputs that cost too much")
struct CostlyInputTests {
    private static let screen = ScreenFixtures.greeting

    // MARK: Long lines

    /// A megabyte of screens on one line (minified XML), with an unknown view at its very end:
    /// every location is exact, and the run is as fast as the same file on many lines.
    @Test(.timeLimit(.minutes(3)))
    func aMegabyteOnOneLineIsCheckedWithExactColumns() throws {
        let directory = try TemporaryDirectory()
        let row = "<Text>Sesión {count}</Text>"
        let rows = String(repeating: row, count: 1_000_000 / row.utf8.count)
        let prefix = "<view name=\"A\"><state name=\"count\" type=\"Int\" initial=\"0\"/><body><VStack>"
        let document = prefix + rows + "<Txt/></VStack></body></view>"
        let input = try directory.write("Minified.xml", document)
        let result = runTrellis(["check", input])
        #expect(result.status == 1)
        let column = prefix.unicodeScalars.count + rows.unicodeScalars.count + 1
        #expect(result.errors.hasPrefix("\(input):1:\(column): error: unknown view `Txt`; did you mean `Text` [TRL101]\n"), "\(result.errors.prefix(500))")
    }

    // MARK: Attributes per element

    /// 40,000 attributes on one element took libxml2 14.5 s to check for duplicates; the
    /// pre-scan stops at the first attribute past the limit, before libxml2 reads the file.
    @Test(.timeLimit(.minutes(3)))
    func tooManyAttributesOnOneElementStopAtTheFirstPastTheLimit() throws {
        let directory = try TemporaryDirectory()
        let attributes = (0..<40_000).map { "a\($0)=\"1\"" }
        let prefix = "<view name=\"A\">\n  <body>\n    <Spacer "
        let input = try directory.write("Attributes.xml", prefix + attributes.joined(separator: " ") + "/>\n  </body>\n</view>\n")
        let result = runTrellis(["check", input])
        #expect(result.status == 1)
        let column = "    <Spacer ".count + attributes.prefix(256).map { $0.count + 1 }.reduce(0, +) + 1
        #expect(result.errors.hasPrefix("\(input):3:\(column): error: an element must not have more than 256 attributes [TRL014]\n"), "\(result.errors.prefix(500))")
        #expect(result.errors.hasSuffix("1 error generated.\n"))

        // At the limit, the scan lets libxml2, the schema and the checker judge the attributes.
        let atLimit = try directory.write("AtLimit.xml", prefix + attributes.prefix(256).joined(separator: " ") + "/>\n  </body>\n</view>\n")
        let allowed = runTrellis(["check", atLimit, "--max-diagnostics", "0"])
        #expect(!allowed.errors.contains("TRL014"))
        #expect(allowed.errors.components(separatedBy: "error: `Spacer` has no input `a").count - 1 == 256)
        #expect(allowed.errors.contains("3:\(column - 9): error: `Spacer` has no input `a255` [TRL111]"))
    }

    // MARK: Number of diagnostics

    private static func unknownViews(_ count: Int) -> String {
        "<view name=\"A\">\n<body>\n<VStack>\n" + String(repeating: "<Txt/>\n", count: count) + "</VStack>\n</body>\n</view>\n"
    }

    @Test func diagnosticsPastTheLimitAreCountedAndTheLastLineSaysHowManyWereLeftOut() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Many.xml", Self.unknownViews(3_000))
        let result = runTrellis(["check", input])
        #expect(result.status == 1)
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(input + ":") }
        #expect(headlines.count == 1_000)
        #expect(headlines.first?.hasPrefix("\(input):4:1: error: unknown view `Txt`") == true)
        #expect(headlines.last?.hasPrefix("\(input):1003:1: error: unknown view `Txt`") == true)
        #expect(result.errors.hasSuffix("""
            3000 errors generated.
            note: 2000 more diagnostics were left out after the first 1000; '--max-diagnostics 0' reports all

            """), "\(result.errors.suffix(300))")

        let few = runTrellis(["check", input, "--max-diagnostics", "2"])
        #expect(few.errors.split(separator: "\n").filter { $0.hasPrefix(input + ":") }.count == 2)
        #expect(few.errors.hasSuffix("3000 errors generated.\nnote: 2998 more diagnostics were left out after the first 2; '--max-diagnostics 0' reports all\n"))

        let all = runTrellis(["check", input, "--max-diagnostics", "0"])
        #expect(all.errors.split(separator: "\n").filter { $0.hasPrefix(input + ":") }.count == 3_000)
        #expect(all.errors.hasSuffix("3000 errors generated.\n"))

        // `build` has the same limit.
        let build = runTrellis(["build", input, "--output", directory.path("out"), "--max-diagnostics", "5"])
        #expect(build.status == 1)
        #expect(build.errors.hasSuffix("3000 errors generated.\nnote: 2995 more diagnostics were left out after the first 5; '--max-diagnostics 0' reports all\n"))

        let negative = runTrellis(["check", input, "--max-diagnostics", "lots"])
        #expect(negative.status == 2)
        #expect(negative.errors.hasPrefix("error: the value 'lots' is invalid for '--max-diagnostics <count>'; expected 0 or a positive integer\n"))
    }

    @Test func jsonListsTheFirstDiagnosticsAndCountsEveryOne() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Many.xml", Self.unknownViews(3_000))
        let result = runTrellis(["check", input, "--diagnostics-format", "json", "--max-diagnostics", "10"])
        #expect(result.status == 1)
        #expect(result.errors.isEmpty)
        let report = try JSONDecoder().decode(DiagnosticsReport.self, from: Data(result.output.utf8))
        #expect(report.diagnostics.count == 10)
        #expect(report.diagnostics.map(\.location.line) == Array(4...13))
        #expect(report.summary.errors == 3_000)
        #expect(report.summary.omitted == 2_990)
        let all = runTrellis(["check", input, "--diagnostics-format", "json", "--max-diagnostics", "0"])
        let full = try JSONDecoder().decode(DiagnosticsReport.self, from: Data(all.output.utf8))
        #expect(full.diagnostics.count == 3_000)
        #expect(full.summary.omitted == 0)
    }

    /// Entries encoded one by one give the bytes of the whole document encoded at once.
    @Test func theSplicedJSONIsTheEncodersDocument() throws {
        let directory = try TemporaryDirectory()
        let input = try directory.write("Mixed.xml", """
            <view name="A">
              <state name="unused" type="Int" initial="0"/>
              <observedObject name="vm" type="Model" initial="Model()"/>
              <body><VStack><Txt/><Text>{nope}</Text><Text>"quoted" \\ / é</Text></VStack></body>
            </view>
            <model name="Model"><published name="x" type="Int" initial="0"/></model>

            """.replacingOccurrences(of: "<view", with: "<trellis><view").replacingOccurrences(of: "</model>\n", with: "</model></trellis>\n"))
        let result = try CompilerDriver().check([input])
        #expect(result.diagnostics.count >= 3)
        #expect(result.diagnostics.contains { !$0.notes.isEmpty || !$0.fixIts.isEmpty })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Over several chunks: the first one, one past it, and more.
        for count in [result.diagnostics.count, 2_500] {
            let diagnostics = (0..<count).map { result.diagnostics[$0 % result.diagnostics.count] }
            let report = DiagnosticsReport(diagnostics: diagnostics, fileCount: 1)
            let whole = String(decoding: try encoder.encode(report), as: UTF8.self)
            #expect(report.encoded() == whole)
        }
        let empty = DiagnosticsReport(diagnostics: [], fileCount: 1)
        #expect(empty.encoded() == String(decoding: try encoder.encode(empty), as: UTF8.self))
    }

    /// Schema errors past the limit are counted without being built, and counted exactly.
    @Test func schemaErrorsPastTheLimitAreCountedExactly() throws {
        let directory = try TemporaryDirectory()
        var document = "<trellis>\n"
        for view in 0..<12 {
            document += "<view name=\"V\(view)\" " + (0..<250).map { "a\($0)=\"1\"" }.joined(separator: " ") + "><body/></view>\n"
        }
        let input = try directory.write("Unknown.xml", document + "</trellis>\n")
        let limited = runTrellis(["check", input, "--max-diagnostics", "10"])
        let all = runTrellis(["check", input, "--max-diagnostics", "0"])
        #expect(all.errors.hasSuffix("3000 errors generated.\n"), "\(all.errors.suffix(200))")
        #expect(limited.errors.hasSuffix("3000 errors generated.\nnote: 2990 more diagnostics were left out after the first 10; '--max-diagnostics 0' reports all\n"), "\(limited.errors.suffix(300))")
        let firstTen = all.errors.split(separator: "\n").filter { $0.hasPrefix(input + ":") }.prefix(10)
        #expect(limited.errors.split(separator: "\n").filter { $0.hasPrefix(input + ":") } == Array(firstTen))
    }

    /// `--verify` matches every diagnostic, whatever the limit.
    @Test func verifySeesEveryDiagnostic() throws {
        let directory = try TemporaryDirectory()
        let count = CompilerDriver.Options.defaultMaxDiagnostics + 200
        let body = String(repeating: "<!-- expected-error@+1:1 {{unknown view `Qwxyzzy`}} -->\n<Qwxyzzy/>\n", count: count)
        let input = try directory.write("Verified.xml", "<view name=\"A\">\n<body>\n<VStack>\n" + body + "</VStack>\n</body>\n</view>\n")
        let result = runTrellis(["check", "--verify", input, "--max-diagnostics", "3"])
        #expect(result.errors == "verify: all \(count) expected diagnostics produced, none unexpected\n")
        #expect(result.status == 0)
    }

    /// However many diagnostics are emitted, a limited collector holds a bounded number of them,
    /// keeps the first in reporting order and counts the rest by severity.
    @Test func aLimitedCollectorHoldsABoundedNumberOfDiagnostics() {
        var collector = DiagnosticCollector(limit: 10)
        var largest = 0
        for index in (0..<100_000).reversed() {
            let message = index.isMultiple(of: 2) ? Catalog.unknownView("V\(index)", suggestion: nil) : Catalog.stateNeverRead("s\(index)")
            collector.emit(message, at: SourceLocation(file: "A.xml", line: index + 1, column: 1))
            largest = max(largest, collector.diagnostics.count)
        }
        var other = DiagnosticCollector(limit: 10)
        other.emit(Catalog.unknownView("Z", suggestion: nil), at: SourceLocation(file: "B.xml", line: 1, column: 1))
        collector.merge(other)
        #expect(largest <= 2 * 10 + 64)
        let reported = collector.reported()
        #expect(reported.shown.map(\.location.line) == Array(1...10))
        #expect(reported.omitted.errors == 50_000 - 5 + 1)
        #expect(reported.omitted.warnings == 50_000 - 5)
        #expect(reported.omittedErrorCodes == [DiagnosticCode("TRL101")])
    }

    // MARK: Quoting user text

    /// A megabyte-long identifier is quoted by its first `QuotedText.maxScalars` scalars.
    @Test func aHugeIdentifierIsQuotedByABoundedPrefix() throws {
        let directory = try TemporaryDirectory()
        let name = String(repeating: "a", count: 1_000_000)
        let input = try directory.write("Long.xml", "<view name=\"A\">\n<body>\n<Text>{\(name)}</Text>\n</body>\n</view>\n")
        let result = runTrellis(["check", input])
        #expect(result.status == 1)
        let bounded = String(repeating: "a", count: QuotedText.maxScalars) + "…"
        #expect(result.errors.hasPrefix("\(input):3:8: error: unknown identifier `\(bounded)` [TRL103]\n"), "\(result.errors.prefix(400))")
        #expect(result.errors.utf8.count < 2_000)
        let json = runTrellis(["check", input, "--diagnostics-format", "json"])
        #expect(json.output.contains("\"message\" : \"unknown identifier `\(bounded)`\""))
    }

    @Test func messagesBoundEveryQuotedRunAndEveryLongWord() {
        let long = String(repeating: "x", count: 150)
        let bounded = String(repeating: "x", count: QuotedText.maxScalars) + "…"
        #expect(QuotedText.bounded("short `name` stays") == "short `name` stays")
        #expect(QuotedText.bounded("unknown `\(long)`; did you mean `\(long) y`") == "unknown `\(bounded)`; did you mean `\(bounded)`")
        #expect(QuotedText.bounded("tag mismatch: \(long) line 1") == "tag mismatch: \(bounded) line 1")
    }
}

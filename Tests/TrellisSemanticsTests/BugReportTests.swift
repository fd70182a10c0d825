import Foundation
import Testing
import TrellisDiagnostics

/// Public bug reports written as cases (Tests/BugReports): each checks exactly as its inline
/// expectations say, and the number the checker catches is counted exactly.
@Suite struct BugReportTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("BugReports")

    @Test(arguments: SampleTests.xmlFiles(in: folder))
    func bugReportChecksAsItsExpectationsSay(_ file: URL) throws {
        let outcome = SampleTests.analyze([file])
        let produced = (outcome.syntax + outcome.semantic).filter { $0.severity != .note }.map(SampleTests.rendered).sorted()
        #expect(produced == (try SampleTests.expectations(in: file)).sorted())
    }

    @Test func twentyEightOfThirtyThreeReportsAreCaught() throws {
        let files = SampleTests.xmlFiles(in: Self.folder)
        let caught = try files.filter { try !SampleTests.expectations(in: $0).isEmpty }
        #expect(files.count == 33)
        #expect(caught.count == 28, "\(caught.map(\.lastPathComponent))")
        // A report the checker misses says why.
        for file in files where !caught.contains(file) {
            #expect(try String(contentsOf: file, encoding: .utf8).contains("Not caught:"), "\(file.lastPathComponent)")
        }
    }
}

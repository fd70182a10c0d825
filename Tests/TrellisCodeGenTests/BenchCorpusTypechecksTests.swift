import Foundation
import Testing
import TrellisBenchSupport
import TrellisTestSupport

/// The compile benchmark compares the generated screens with the hand-written ones, so the
/// hand-written form must be Swift that compiles cleanly too, `switch` and `if let` included.
@Suite struct BenchCorpusTypechecksTests {
    @Test func theHandWrittenScreenTypechecksWithoutWarnings() throws {
        let result = try SwiftTypechecker.typecheck([
            "Screen0.swift": ScreenCorpus.swift(0), "\(ScreenCorpus.sessionFileName).swift": ScreenCorpus.sessionSwift,
        ])
        let diagnostics = result.output.split(separator: "\n").filter { $0.contains("error:") || $0.contains("warning:") }
        #expect(diagnostics.isEmpty, "\(result.output)")
        #expect(ScreenCorpus.swift(0).contains("switch phase {") && ScreenCorpus.xml(0).contains("<switch value=\"phase\">"))
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// The project's samples: the correct ones check clean, the mistakes verify,
/// and every sample, the mistakes included, validates against the published schema: the
/// mistakes are about meaning, and schema violations are tested through `trellis check`.
@Suite struct SampleTests {
    private var correctSamples: [String] {
        PackagePaths.xmlFiles(under: PackagePaths.samples).filter { !$0.hasPrefix(PackagePaths.mistakeSamples + "/") }
    }

    @Test func correctSamplesCheckClean() {
        #expect(!correctSamples.isEmpty, "Samples/ has screens")
        // The Swift pass too: the samples' generated Swift and `Samples/Swift` compile without a warning.
        let result = runTrellis(["check", PackagePaths.samples], environment: toolchainEnvironment)
        #expect(result.errors == "")
        #expect(result.status == 0)
    }

    @Test func mistakeSamplesProduceExactlyTheirExpectations() {
        #expect(!PackagePaths.xmlFiles(under: PackagePaths.mistakeSamples).isEmpty, "Samples/Mistakes/ has screens")
        let result = runTrellis(["check", "--verify", PackagePaths.mistakeSamples])
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test(.enabled(if: Xmllint.path != nil, "xmllint is not installed; .ci/run installs it (apt package libxml2-utils)"))
    func everySampleValidatesAgainstTheSchema() throws {
        let samples = PackagePaths.xmlFiles(under: PackagePaths.samples)
        #expect(samples.count > correctSamples.count, "the mistakes are validated too")
        let result = try Xmllint.run(["--noout", "--schema", PackagePaths.schema] + samples)
        #expect(result.status == 0, "\(result.errors)")
    }
}

enum Xmllint {
    static let path: String? = ["/usr/bin/xmllint", "/usr/local/bin/xmllint", "/opt/homebrew/bin/xmllint"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(path))
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The text-format example of docs/cli.md is real output, so it cannot drift.
@Suite struct ReadmeExampleTests {
    @Test func textExampleMatchesTheCompiler() throws {
        let readme = try String(contentsOfFile: PackagePaths.path("docs/cli.md"), encoding: .utf8)
        let prompt = "$ trellis check "
        let start = try #require(readme.range(of: prompt), "docs/cli.md shows a text example")
        let commandEnd = try #require(readme[start.upperBound...].firstIndex(of: "\n"))
        let sample = String(readme[start.upperBound..<commandEnd])
        let exampleEnd = try #require(readme[commandEnd...].range(of: "\n...\n"))
        let shown = String(readme[readme.index(after: commandEnd)..<exampleEnd.lowerBound]) + "\n"
        let summary = readme[exampleEnd.upperBound...].prefix { $0 != "\n" }

        let result = runTrellis(["check", PackagePaths.path(sample)])
        let relativeErrors = result.errors.replacingOccurrences(of: PackagePaths.root + "/", with: "")
        #expect(relativeErrors.hasPrefix(shown))
        #expect(relativeErrors.hasSuffix("\n\(summary)\n"))
    }
}

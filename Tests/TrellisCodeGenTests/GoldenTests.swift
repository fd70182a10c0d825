import Foundation
import TrellisCodeGen
import TrellisDriver
import XCTest

/// The generated Swift of every correct sample (`Samples/*.xml`) is kept in `Goldens/`.
/// A difference fails with a unified diff; `TRELLIS_UPDATE_GOLDENS=1 swift test --filter Golden`
/// rewrites them. The `TrellisSamples` target compiles the same code through the build plugin,
/// so the goldens are compiled by every build of the package.
final class GoldenTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let goldens = packageRoot.appendingPathComponent("Tests/TrellisCodeGenTests/Goldens")
    static let samples = packageRoot.appendingPathComponent("Samples")

    /// `#sourceLocation` paths are made relative to the package root, so goldens do not
    /// depend on where the package is checked out; the plugin passes absolute paths.
    static func relativize(_ contents: String) -> String {
        contents.replacingOccurrences(of: "#sourceLocation(file: \"\(packageRoot.path)/", with: "#sourceLocation(file: \"")
    }

    static func generateSamples() throws -> [GeneratedFile] {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: samples.path)
            .filter { $0.hasSuffix(".xml") }
            .sorted()
            .map { samples.appendingPathComponent($0).path }
        XCTAssertFalse(inputs.isEmpty, "no samples found in \(samples.path)")
        let result = try CompilerDriver().check(inputs)
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map { "\($0.location): \($0.message.text)" }, [], "samples must check without errors")
        let warnings = result.diagnostics.filter { $0.severity == .warning }
        XCTAssertEqual(warnings.map { "\($0.location): \($0.message.text)" }, [], "correct samples have no warnings")
        return try CodeGenerator().generate(result.program).map {
            GeneratedFile(inputPath: $0.inputPath, outputFileName: $0.outputFileName, contents: relativize($0.contents))
        }
    }

    func testGoldensMatchGeneratedCode() throws {
        let generated = try Self.generateSamples()
        let update = ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1"
        if update {
            for file in generated {
                try file.contents.write(to: Self.goldens.appendingPathComponent(file.outputFileName), atomically: true, encoding: .utf8)
            }
        }
        let goldenNames = Set(try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path).filter { $0.hasSuffix(".swift") })
        XCTAssertEqual(goldenNames, Set(generated.map(\.outputFileName)), "one golden per sample, and no stale goldens")
        for file in generated {
            let url = Self.goldens.appendingPathComponent(file.outputFileName)
            guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
                XCTFail("missing golden \(file.outputFileName); run TRELLIS_UPDATE_GOLDENS=1 swift test --filter Golden")
                continue
            }
            if golden != file.contents {
                XCTFail("""
                \(file.outputFileName) differs from its golden; if the change is intended, run \
                TRELLIS_UPDATE_GOLDENS=1 swift test --filter Golden
                \(TextDiff.unified(expected: golden, actual: file.contents, expectedName: "Goldens/\(file.outputFileName)", actualName: "generated"))
                """)
            }
        }
    }

    func testGenerationIsDeterministicAcrossRunsAndInputOrder() throws {
        let inputs = try FileManager.default.contentsOfDirectory(atPath: Self.samples.path)
            .filter { $0.hasSuffix(".xml") }
            .map { Self.samples.appendingPathComponent($0).path }
        let forward = try CodeGenerator().generate(CompilerDriver().check(inputs.sorted()).program)
        let backward = try CodeGenerator().generate(CompilerDriver().check(inputs.sorted().reversed()).program)
        let again = try CodeGenerator().generate(CompilerDriver().check(inputs.sorted()).program)
        XCTAssertEqual(forward, backward)
        XCTAssertEqual(forward, again)
    }

    /// When the build plugin has run for `TrellisSamples` (any `swift build` of the package),
    /// its outputs are exactly the goldens, so compiling the samples compiled the goldens.
    func testPluginOutputIsTheGoldens() throws {
        let outputs = Self.packageRoot.appendingPathComponent(".build/plugins/outputs")
        guard let enumerator = FileManager.default.enumerator(atPath: outputs.path) else {
            throw XCTSkip("the build plugin has not run in this checkout's .build")
        }
        var folders: [String] = []
        while let entry = enumerator.nextObject() as? String {
            if entry.hasSuffix("GeneratedSources") && entry.contains("TrellisSamples") { folders.append(outputs.appendingPathComponent(entry).path) }
        }
        guard !folders.isEmpty else { throw XCTSkip("the build plugin has not run for TrellisSamples") }
        for folder in folders {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
                let plugin = Self.relativize(try String(contentsOfFile: folder + "/" + name, encoding: .utf8))
                let golden = try String(contentsOf: Self.goldens.appendingPathComponent(name), encoding: .utf8)
                if plugin != golden {
                    XCTFail("plugin output \(folder)/\(name) differs from its golden (stale build?)\n\(TextDiff.unified(expected: golden, actual: plugin))")
                }
            }
        }
    }
}

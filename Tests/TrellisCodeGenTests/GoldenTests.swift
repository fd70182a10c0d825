import Foundation
import Testing
import TrellisCodeGen
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// The generated Swift of every correct sample (`Samples/**/*.xml`) is kept in `Goldens/`.
/// A difference fails with a unified diff; `TRELLIS_UPDATE_GOLDENS=1 swift test --filter Golden`
/// rewrites them. The `TrellisSamples` target compiles the same code through the build plugin,
/// so the goldens are compiled by every build of the package.
@Suite struct GoldenTests {
    static let packageRoot = URL(fileURLWithPath: PackagePaths.root)
    static let goldens = packageRoot.appendingPathComponent("Tests/TrellisCodeGenTests/Goldens")
    static let samples = URL(fileURLWithPath: PackagePaths.samples)
    static let updateCommand = "TRELLIS_UPDATE_GOLDENS=1 swift test --filter Golden"

    /// `#sourceLocation` paths are made relative to the package root, so goldens do not
    /// depend on where the package is checked out; the plugin passes absolute paths.
    static func relativize(_ contents: String) -> String {
        contents.replacingOccurrences(of: "#sourceLocation(file: \"\(packageRoot.path)/", with: "#sourceLocation(file: \"")
    }

    struct Samples {
        var inputs: [String]
        var errors: [String]
        var warnings: [String]
        var generated: [GeneratedFile]
    }

    /// The screens the `TrellisSamples` target compiles: every `.xml` under `Samples/`, in
    /// subfolders too (an app such as `Samples/Scrums/`), except the mistakes.
    static func generateSamples() throws -> Samples {
        let inputs = PackagePaths.xmlFiles(under: samples.path)
            .filter { !$0.hasPrefix(PackagePaths.mistakeSamples + "/") }
        let result = try CompilerDriver().check(inputs)
        let generated = try CodeGenerator().generate(result.program).map {
            GeneratedFile(inputPath: $0.inputPath, outputFileName: $0.outputFileName, contents: relativize($0.contents))
        }
        func described(_ severity: Severity) -> [String] {
            result.diagnostics.filter { $0.severity == severity }.map { "\($0.location): \($0.message.text)" }
        }
        return Samples(inputs: inputs, errors: described(.error), warnings: described(.warning), generated: generated)
    }

    /// With `TRELLIS_UPDATE_GOLDENS=1`, the goldens are rewritten once, before any test of
    /// this suite reads them (the tests run in parallel).
    private static let regeneration: Result<Void, any Error>? = {
        guard ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1" else { return nil }
        return Result {
            for file in try generateSamples().generated {
                try file.contents.write(to: goldens.appendingPathComponent(file.outputFileName), atomically: true, encoding: .utf8)
            }
        }
    }()

    /// The golden for `name`, or nil when there is none; regenerates the goldens first when asked to.
    static func golden(named name: String) throws -> String? {
        try regeneration?.get()
        return try? String(contentsOf: goldens.appendingPathComponent(name), encoding: .utf8)
    }

    static func goldenNames() throws -> Set<String> {
        try regeneration?.get()
        return Set(try FileManager.default.contentsOfDirectory(atPath: goldens.path).filter { $0.hasSuffix(".swift") })
    }

    @Test func goldensMatchGeneratedCode() throws {
        let samples = try Self.generateSamples()
        #expect(!samples.inputs.isEmpty, "no samples found in \(Self.samples.path)")
        #expect(samples.errors == [], "samples must check without errors")
        #expect(samples.warnings == [], "correct samples have no warnings")
        #expect(try Self.goldenNames() == Set(samples.generated.map(\.outputFileName)), "one golden per sample, and no stale goldens")
        for file in samples.generated {
            guard let golden = try Self.golden(named: file.outputFileName) else {
                Issue.record("missing golden \(file.outputFileName); run \(Self.updateCommand)")
                continue
            }
            if golden != file.contents {
                Issue.record("""
                \(file.outputFileName) differs from its golden; if the change is intended, run \(Self.updateCommand)
                \(TextDiff.unified(expected: golden, actual: file.contents, expectedName: "Goldens/\(file.outputFileName)", actualName: "generated"))
                """)
            }
        }
    }

    @Test func generationIsDeterministicAcrossRunsAndInputOrder() throws {
        let inputs = try Self.generateSamples().inputs
        let forward = try CodeGenerator().generate(CompilerDriver().check(inputs.sorted()).program)
        let backward = try CodeGenerator().generate(CompilerDriver().check(inputs.sorted().reversed()).program)
        let again = try CodeGenerator().generate(CompilerDriver().check(inputs.sorted()).program)
        #expect(forward == backward)
        #expect(forward == again)
    }

    /// `swift build` and `swift test` always build `TrellisSamples` (the end-to-end tests depend
    /// on it), running the build plugin on `Samples/**/*.xml`. Its outputs are exactly the
    /// goldens, so compiling the samples compiled the goldens. The outputs are found from the
    /// running test binary, so this works with any `--scratch-path`; not finding them is a failure.
    @Test func pluginOutputIsTheGoldens() throws {
        try #require(
            BuildProducts.hasModule("TrellisSamples"),
            "TrellisSamples is not built beside the tests in \(BuildProducts.directory.path)"
        )
        let folders = BuildProducts.pluginGeneratedSwiftFiles(target: "TrellisSamples", plugin: "TrellisBuildPlugin")
        try #require(
            !folders.isEmpty,
            "no output of TrellisBuildPlugin for TrellisSamples under \(BuildProducts.scratchDirectory?.path ?? "(no scratch directory above \(BuildProducts.directory.path))")/plugins/outputs"
        )
        let goldenNames = try Self.goldenNames()
        for (folder, names) in folders.sorted(by: { $0.key.path < $1.key.path }) {
            #expect(Set(names) == goldenNames, "the plugin generates one file per golden in \(folder.path) (stale build?)")
            for name in names {
                let plugin = Self.relativize(try String(contentsOfFile: folder.appendingPathComponent(name).path, encoding: .utf8))
                guard let golden = try Self.golden(named: name) else {
                    Issue.record("plugin output \(folder.path)/\(name) has no golden")
                    continue
                }
                if plugin != golden {
                    Issue.record("plugin output \(folder.path)/\(name) differs from its golden (stale build?)\n\(TextDiff.unified(expected: golden, actual: plugin, expectedName: "Goldens/\(name)", actualName: "plugin output"))")
                }
            }
        }
    }
}

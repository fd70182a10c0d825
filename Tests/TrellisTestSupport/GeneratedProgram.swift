import Foundation

/// Screens the way a user meets them: `trellis build` (in-process), then swiftc in Swift 6 mode
/// with warnings as errors, linking the generated Swift and a `main.swift` against the `Trellis`
/// runtime built with the tests, then the program itself, whose output the test reads.
public struct GeneratedProgram {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// What `trellis build` reported; warnings included.
    public let buildErrors: String
    /// The generated files by name.
    public let generated: [String: String]
    private let directory: TemporaryDirectory

    /// Builds `screens` (file name to XML); fails if the build fails.
    public init(_ screens: [String: String]) throws {
        directory = try TemporaryDirectory()
        var inputs: [String] = []
        for (name, contents) in screens.sorted(by: { $0.key < $1.key }) {
            inputs.append(try directory.write(name, contents))
        }
        let output = directory.path("out")
        let result = runTrellis(["build"] + inputs + ["--output", output])
        guard result.status == 0 else { throw Failure(description: "trellis build failed:\n\(result.errors)") }
        buildErrors = result.errors
        var generated: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output) where name.hasSuffix(".swift") {
            generated[name] = try String(contentsOfFile: output + "/" + name, encoding: .utf8)
        }
        self.generated = generated
    }

    /// Compiles the generated files with `main` (top-level code that may use `ViewHost`) and runs
    /// the program; returns what it printed. Fails on any swiftc error or warning.
    public func run(main: String) throws -> String {
        guard let swiftc = findExecutable("swiftc") else { throw Failure(description: "swiftc is not on PATH") }
        let runtimeObjects = BuildProducts.directory.appendingPathComponent("Trellis.build")
        let objects = try FileManager.default.contentsOfDirectory(atPath: runtimeObjects.path)
            .filter { $0.hasSuffix(".o") }.sorted().map { runtimeObjects.appendingPathComponent($0).path }
        guard !objects.isEmpty, BuildProducts.hasModule("Trellis") else {
            throw Failure(description: "the Trellis runtime is not built in \(BuildProducts.directory.path)")
        }
        let source = try directory.write("main/main.swift", main)
        let sources = generated.keys.sorted().map { directory.path("out/\($0)") }
        let executable = directory.path("program")
        let compile = try runProcess(
            swiftc,
            ["-swift-version", "6", "-warnings-as-errors", "-module-name", "Program", "-I", BuildProducts.modulesDirectory.path,
             source] + sources + objects + ["-o", executable],
            in: directory.path
        )
        guard compile.status == 0 else { throw Failure(description: "swiftc failed:\n\(compile.output)") }
        let run = try runProcess(executable, [], in: directory.path)
        guard run.status == 0 else { throw Failure(description: "the program failed (\(run.status)):\n\(run.output)") }
        return run.output
    }
}

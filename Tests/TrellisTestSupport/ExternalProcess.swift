import Foundation

/// What a child process printed, stdout and stderr interleaved, and how it ended.
public struct ProcessResult: Sendable {
    public var status: Int32
    public var output: String
}

/// Finds an executable on `PATH`.
public func findExecutable(_ name: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
        let candidate = "\(directory)/\(name)"
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
}

/// Runs `executable ARGUMENTS` to completion, capturing stdout and stderr together.
/// `environment` is added to (or overrides) this process's environment.
public func runProcess(
    _ executable: String,
    _ arguments: [String],
    in directory: String? = nil,
    environment: [String: String] = [:]
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read before waiting, so a full pipe cannot block the child.
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
}

/// `swiftc -typecheck` in Swift 6 mode with warnings as errors, against the modules built
/// with the tests (so generated code can `import Trellis`).
public enum SwiftTypechecker {
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    public static func typecheck(_ sources: [String: String], moduleName: String = "Generated") throws -> ProcessResult {
        guard let swiftc = findExecutable("swiftc") else { throw Unavailable(description: "swiftc is not on PATH") }
        guard BuildProducts.hasModule("Trellis") else {
            throw Unavailable(description: "Trellis.swiftmodule not found in \(BuildProducts.modulesDirectory.path)")
        }
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for (name, contents) in sources.sorted(by: { $0.key < $1.key }) {
            paths.append(try directory.write(name, contents))
        }
        return try runProcess(
            swiftc,
            ["-typecheck", "-swift-version", "6", "-warnings-as-errors", "-module-name", moduleName, "-I", BuildProducts.modulesDirectory.path] + paths,
            in: directory.path
        )
    }
}

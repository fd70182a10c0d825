import Foundation
import TrellisCodeGen
import TrellisSwiftCheck

/// A screen compiled into a program with the runtime and its preview module, in a folder of its
/// own that is removed with it. Running it prints the page; `serve()` starts it for the live preview.
final class PreviewProgram: @unchecked Sendable {
    let folder: URL
    let executable: String

    struct Failure: Error {
        let message: String
    }

    private init(folder: URL, executable: String) {
        self.folder = folder
        self.executable = executable
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// The runtime's objects and module folders as `swift build` lays them out: `Modules/` holds
    /// the `.swiftmodule`s, and `<Module>.build/` beside it each module's objects.
    static func runtimeObjects(beside modules: String) -> Result<[String], Failure> {
        let modulesFolder = URL(fileURLWithPath: modules)
        guard FileManager.default.fileExists(atPath: modulesFolder.appendingPathComponent("TrellisPreview.swiftmodule").path) else {
            return .failure(Failure(message: "the preview module `TrellisPreview.swiftmodule` was not found in `\(modules)`; build it with `swift build --product trellis`"))
        }
        let buildFolders = [modulesFolder.deletingLastPathComponent(), modulesFolder]
        var objects: [String] = []
        for module in ["Trellis", "TrellisPreview"] {
            let candidates = buildFolders.map { $0.appendingPathComponent("\(module).build") }
            guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }),
                  let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".o") }),
                  !names.isEmpty
            else {
                return .failure(Failure(message: "the objects of `\(module)` were not found in \(candidates.map { "`\($0.path)`" }.joined(separator: " or ")); build it with `swift build --product trellis`"))
            }
            objects += names.sorted().map { folder.appendingPathComponent($0).path }
        }
        return .success(objects)
    }

    /// Writes the generated Swift and the entry point into a new folder and links them with swiftc.
    static func link(generated: [GeneratedFile], entryPoint: String, swiftSources: [String], toolchain: SwiftToolchain) -> Result<PreviewProgram, Failure> {
        let objects: [String]
        switch runtimeObjects(beside: toolchain.runtimeModules) {
        case .success(let found): objects = found
        case .failure(let failure): return .failure(failure)
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-preview-\(UUID().uuidString)")
        let program = PreviewProgram(folder: folder, executable: folder.appendingPathComponent("preview").path)
        do {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("generated"), withIntermediateDirectories: true)
            var sources: [String] = []
            for file in generated {
                let path = folder.appendingPathComponent("generated").appendingPathComponent(file.outputFileName).path
                try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
                sources.append(path)
            }
            let main = folder.appendingPathComponent("main.swift").path
            try entryPoint.write(toFile: main, atomically: false, encoding: .utf8)
            let arguments = ["-swift-version", "6", "-module-name", "Screens", "-I", toolchain.runtimeModules, "-Onone"]
                + [main] + sources + swiftSources.map { URL(fileURLWithPath: $0).path } + objects + ["-o", program.executable]
            let compile = try run(toolchain.swiftc, arguments, in: folder)
            guard compile.status == 0 else {
                return .failure(Failure(message: "swiftc could not build the preview:\n\(compile.errors)\(compile.output)"))
            }
        } catch {
            return .failure(Failure(message: "the preview could not be built in `\(folder.path)`: \(error)"))
        }
        return .success(program)
    }

    /// Runs the program once; its standard output is the page.
    func page() -> Result<String, Failure> {
        do {
            let result = try Self.run(executable, [], in: folder)
            guard result.status == 0 else {
                return .failure(Failure(message: "the preview program stopped with status \(result.status):\n\(result.errors)"))
            }
            return .success(result.output)
        } catch {
            return .failure(Failure(message: "the preview program could not run: \(error)"))
        }
    }

    /// Runs `executable` with its output and errors in files (no pipe to fill), and waits.
    static func run(_ executable: String, _ arguments: [String], in folder: URL) throws -> (status: Int32, output: String, errors: String) {
        let outputPath = folder.appendingPathComponent("stdout-\(UUID().uuidString)").path
        let errorsPath = folder.appendingPathComponent("stderr-\(UUID().uuidString)").path
        _ = FileManager.default.createFile(atPath: outputPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: outputPath)
            try? FileManager.default.removeItem(atPath: errorsPath)
        }
        guard let output = FileHandle(forWritingAtPath: outputPath), let errors = FileHandle(forWritingAtPath: errorsPath) else {
            throw Failure(message: "cannot write in `\(folder.path)`")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try? output.close()
        try? errors.close()
        return (
            process.terminationStatus,
            (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            (try? String(contentsOfFile: errorsPath, encoding: .utf8)) ?? ""
        )
    }
}

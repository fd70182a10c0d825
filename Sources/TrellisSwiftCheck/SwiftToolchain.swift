import Foundation

/// What the Swift pass needs: swiftc, and the folder holding the runtime's `Trellis.swiftmodule`.
public struct SwiftToolchain: Sendable, Equatable {
    public var swiftc: String
    public var runtimeModules: String

    public init(swiftc: String, runtimeModules: String) {
        self.swiftc = swiftc
        self.runtimeModules = runtimeModules
    }

    /// Why the Swift pass cannot run here.
    public enum Unavailable: Error, Equatable, Sendable {
        case noSwiftc
        case noRuntimeModule(searched: [String])

        public var reason: String {
            switch self {
            case .noSwiftc:
                "swiftc was not found (set `TRELLIS_SWIFTC` or put it on `PATH`)"
            case .noRuntimeModule(let searched):
                "the runtime's module `Trellis.swiftmodule` was not found in \(searched.map { "`\($0)`" }.joined(separator: ", ")) (pass `--runtime-modules <folder>` or set `TRELLIS_RUNTIME_MODULES`)"
            }
        }
    }

    /// swiftc from `TRELLIS_SWIFTC` or the environment's `PATH`; the runtime's module from
    /// `runtimeModules`, `TRELLIS_RUNTIME_MODULES`, or beside the running executable, where
    /// `swift build` puts it (`.build/debug/Modules`).
    public static func locate(environment: [String: String], runtimeModules: String? = nil, executablePath: String? = Self.executablePath) -> Result<SwiftToolchain, Unavailable> {
        guard let swiftc = findSwiftc(environment: environment) else { return .failure(.noSwiftc) }
        var candidates: [String] = []
        if let runtimeModules, !runtimeModules.isEmpty {
            candidates = [runtimeModules]
        } else if let fromEnvironment = environment["TRELLIS_RUNTIME_MODULES"], !fromEnvironment.isEmpty {
            candidates = [fromEnvironment]
        } else if let executablePath {
            let folder = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath().deletingLastPathComponent()
            candidates = [folder.appendingPathComponent("Modules").path, folder.path]
        }
        for folder in candidates where FileManager.default.fileExists(atPath: folder + "/Trellis.swiftmodule") {
            return .success(SwiftToolchain(swiftc: swiftc, runtimeModules: folder))
        }
        return .failure(.noRuntimeModule(searched: candidates))
    }

    public static var executablePath: String? {
        Bundle.main.executablePath ?? CommandLine.arguments.first
    }

    static func findSwiftc(environment: [String: String]) -> String? {
        if let explicit = environment["TRELLIS_SWIFTC"], !explicit.isEmpty {
            return FileManager.default.isExecutableFile(atPath: explicit) ? explicit : nil
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = String(folder) + "/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

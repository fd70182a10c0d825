import Foundation
import TrellisBenchSupport

/// One way of compiling a directory of Swift files into a module, as `swift build` would for
/// a library target: one driver invocation that emits the module and the object files.
struct SwiftcBuild {
    enum Configuration: String {
        /// `swift build`'s debug flags: batch mode over both cores, incremental.
        case debug
        /// `swift build -c release`'s flags: whole-module optimization.
        case release
    }

    static let moduleName = "BenchScreens"

    let sourceDirectory: URL
    let buildDirectory: URL
    let modulesDirectory: URL
    let configuration: Configuration
    var jobs = 2

    var sources: [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sourceDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { sourceDirectory.appendingPathComponent($0) }
    }

    /// Removes every output, so the next `run` compiles everything.
    func clean() throws {
        try? FileManager.default.removeItem(at: buildDirectory)
        try FileManager.default.createDirectory(at: buildDirectory, withIntermediateDirectories: true)
    }

    /// Compiles; with `statsDirectory`, each frontend job also writes its phase timers there.
    func run(statsDirectory: URL? = nil) throws -> (cost: ProcessCost, log: String) {
        let sources = self.sources
        try writeOutputFileMap(for: sources)
        var arguments = [
            "swiftc", "-module-name", Self.moduleName, "-parse-as-library", "-swift-version", "6",
            "-I", modulesDirectory.path,
            "-emit-module", "-emit-module-path", buildDirectory.appendingPathComponent("\(Self.moduleName).swiftmodule").path,
            "-c", "-output-file-map", outputFileMap.path,
        ]
        switch configuration {
        case .debug:
            arguments += ["-Onone", "-g", "-enable-batch-mode", "-j\(jobs)", "-incremental"]
        case .release:
            arguments += ["-O", "-wmo", "-num-threads", "\(jobs)"]
        }
        if let statsDirectory {
            try? FileManager.default.removeItem(at: statsDirectory)
            try FileManager.default.createDirectory(at: statsDirectory, withIntermediateDirectories: true)
            arguments += ["-stats-output-dir", statsDirectory.path]
        }
        arguments += sources.map(\.path)
        let logFile = buildDirectory.appendingPathComponent("swiftc.log")
        let cost = ProcessRunner.measure(arguments, standardOutput: logFile.path, mergeStandardError: true)
        let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? ""
        return (cost, log)
    }

    private var outputFileMap: URL { buildDirectory.appendingPathComponent("output-file-map.json") }

    /// Object and dependency files per source, which `-incremental` needs to skip unchanged ones.
    private func writeOutputFileMap(for sources: [URL]) throws {
        var map: [String: [String: String]] = ["": ["swift-dependencies": buildDirectory.appendingPathComponent("module.swiftdeps").path]]
        for source in sources {
            let stem = buildDirectory.appendingPathComponent(source.deletingPathExtension().lastPathComponent).path
            map[source.path] = ["object": stem + ".o", "swift-dependencies": stem + ".swiftdeps"]
        }
        let data = try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys])
        try data.write(to: outputFileMap)
    }
}

/// Phase timers summed over the frontend jobs of one build (`-stats-output-dir`).
struct PhaseProfile {
    var frontendSeconds = 0.0
    var phaseSeconds: [String: Double] = [:]
    var silFunctions = 0.0

    /// The phases swiftc times; whatever the frontend spent beyond them is mostly LLVM.
    static let phases = [
        ("Type checking and Semantic analysis", "type-checking"),
        ("SILGen", "SILGen"),
        ("SIL optimization", "SIL optimisation"),
        ("IRGen", "IRGen"),
    ]

    init(statsDirectory: URL) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: statsDirectory.path)) ?? []
        for name in names where name.hasSuffix(".json") && name.contains("swift-frontend") {
            guard let data = try? Data(contentsOf: statsDirectory.appendingPathComponent(name)),
                  let stats = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else { continue }
            for (key, value) in stats {
                guard let number = (value as? NSNumber)?.doubleValue else { continue }
                if key.hasPrefix("time.swift-frontend."), key.hasSuffix(".user") || key.hasSuffix(".sys") {
                    frontendSeconds += number
                } else if key == "SILModule.NumSILGenFunctions" {
                    silFunctions += number
                } else {
                    for (phase, _) in Self.phases where key == "time.swift.\(phase).user" || key == "time.swift.\(phase).sys" {
                        phaseSeconds[phase, default: 0] += number
                    }
                }
            }
        }
    }

    /// CPU seconds per phase, with the rest of the frontend's time as "LLVM and other".
    var rows: [(name: String, seconds: Double)] {
        var rows = Self.phases.map { (name: $0.1, seconds: phaseSeconds[$0.0] ?? 0) }
        rows.append((name: "LLVM and other", seconds: frontendSeconds - rows.reduce(0) { $0 + $1.seconds }))
        return rows
    }
}

import Foundation
import PackagePlugin

/// `swift package trellis-check [--target NAME ...] [trellis check options]`: checks the
/// package's `.xml` screens with `trellis check` without building anything. With no
/// `--target`, every non-test source target that has `.xml` files is checked, each target on
/// its own (names are global per target), with the target's `.swift` files for the Swift pass.
/// Other arguments go to `trellis check` as they are, e.g. `--warnings-as-errors` or `--fast`.
@main
struct TrellisCheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let requested = Set(extractor.extractOption(named: "target"))
        let passThrough = extractor.remainingArguments

        let tool = try context.tool(named: "trellis")
        var failedTargets: [String] = []
        var checkedTargets = 0
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget else { continue }
            if requested.isEmpty ? target.kind == .test : !requested.contains(target.name) { continue }
            let inputs = target.sourceFiles.map(\.url).filter { $0.pathExtension == "xml" }.map(\.path).sorted()
            guard !inputs.isEmpty else { continue }
            checkedTargets += 1

            // The target's Swift joins the Swift pass, checked as the target's module.
            let swiftFiles = target.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
            let process = Process()
            process.executableURL = tool.url
            process.arguments = ["check", "--module-name", target.name] + passThrough + inputs + swiftFiles
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus == 0 {
                print("trellis-check: \(target.name): \(inputs.count) screen file(s) checked")
            } else {
                failedTargets.append(target.name)
            }
        }
        if checkedTargets == 0 {
            Diagnostics.warning("no target with .xml screens to check")
        }
        if !failedTargets.isEmpty {
            Diagnostics.error("trellis check found errors in: \(failedTargets.joined(separator: ", "))")
            throw CheckFailed()
        }
    }

    struct CheckFailed: Error, CustomStringConvertible {
        var description: String { "trellis check failed" }
    }
}

import Foundation
import TrellisCodeGen
import TrellisDiagnostics
import TrellisSemantics
import TrellisSwiftCheck

/// The last stage of `trellis check`: the generated Swift of a program the fast pass found no
/// errors in, type-checked by swiftc with the program's own Swift (`SwiftTypeCheck`).
/// A program with errors is not generated, as `trellis build` does not generate it.
public struct SwiftPass: Sendable {
    public var check: SwiftTypeCheck
    /// The program's own Swift files, checked in the same module.
    public var swiftSources: [String]
    /// How many files' Swift is generated at once (`--jobs`).
    public var jobs: Int

    public init(check: SwiftTypeCheck, swiftSources: [String], jobs: Int = ParallelWork.machineJobs) {
        self.check = check
        self.swiftSources = swiftSources
        self.jobs = jobs
    }

    /// The `.swift` files among `paths`, and those found in the folders among them (`InputDiscovery.swiftSources`).
    public static func swiftSources(in paths: [String]) -> [String] {
        InputDiscovery().swiftSources(paths)
    }

    /// swiftc's diagnostics on the program `result` checked, which must have no errors; nil when
    /// `cancellation` stopped the run.
    public func diagnostics(of result: CompilerDriver.CheckResult, textOf: @escaping (String) -> String? = { _ in nil }, cancellation: SwiftTypeCheck.Cancellation? = nil) -> [Diagnostic]? {
        do {
            var generator = CodeGenerator()
            generator.jobs = jobs
            let generated = try generator.generate(result.program)
            return check.run(generated, swiftSources: swiftSources, xmlText: textOf, cancellation: cancellation)
        } catch {
            let location = error.location ?? SourceLocation(file: result.inputPaths.first ?? "<program>", line: 1, column: 1)
            return [Diagnostic(Catalog.swiftPassFailed(error.message), at: location)]
        }
    }

    /// `result` with swiftc's diagnostics added; unchanged when it already has errors.
    public func run(on result: CompilerDriver.CheckResult, options: CompilerDriver.Options, textOf: @escaping (String) -> String? = { _ in nil }) -> CompilerDriver.CheckResult {
        guard !result.hasErrors, var found = diagnostics(of: result, textOf: textOf), !found.isEmpty else { return result }
        if options.warningsAsErrors {
            found = found.map { $0.severity == .warning ? $0.withSeverity(.error) : $0 }
        }
        var merged = result
        var all = result.diagnostics + found
        all.sort(by: Diagnostic.reportingOrder)
        if let limit = options.maxDiagnostics, all.count > limit {
            for dropped in all[limit...] {
                switch dropped.severity {
                case .error:
                    merged.omitted.errors += 1
                    merged.omittedErrorCodes.insert(dropped.code)
                case .warning: merged.omitted.warnings += 1
                default: break
                }
            }
            all.removeSubrange(limit...)
        }
        merged.diagnostics = all
        // Quote the lines the new diagnostics point at.
        for diagnostic in found {
            for file in [diagnostic.location.file] + diagnostic.notes.compactMap(\.location?.file) where !merged.sources.holds(file) {
                if let text = textOf(file) {
                    merged.sources.add(path: file, bytes: Array(text.utf8))
                } else if let data = FileManager.default.contents(atPath: file) {
                    merged.sources.add(path: file, bytes: Array(data))
                }
            }
        }
        return merged
    }
}

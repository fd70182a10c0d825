import TrellisCodeGen
import TrellisSyntax

/// The arguments every compiling subcommand shares (`check`, `build`, `graph`),
/// so they are spelled, documented and applied the same way everywhere.
public enum CompilerOptions {
    public static var paths: PositionalSpec {
        PositionalSpec(name: "paths", arity: .oneOrMore, help: "Files, or directories searched recursively for *.xml.")
    }

    public static var warningsAsErrors: OptionSpec {
        OptionSpec(name: "warnings-as-errors", help: "Report warnings as errors.")
    }

    public static var maxFileSize: OptionSpec {
        OptionSpec(
            name: "max-file-size",
            value: .positiveInteger(valueName: "bytes"),
            defaultValue: String(FrontEndLimits().maxFileBytes),
            help: "Larger input files are rejected (TRL005)."
        )
    }

    public static var maxDiagnostics: OptionSpec {
        OptionSpec(
            name: "max-diagnostics",
            value: .count(valueName: "count"),
            defaultValue: String(CompilerDriver.Options.defaultMaxDiagnostics),
            help: "Report only the first this many diagnostics, then say how many were left out; 0 reports all."
        )
    }

    public static var jobs: OptionSpec {
        OptionSpec(
            name: "jobs",
            shortName: "j",
            value: .positiveInteger(valueName: "count"),
            help: "Parse files (and generate Swift) on this many threads; the output is the same for any count (default: the machine's cores)."
        )
    }

    /// Driver options from arguments parsed with `warningsAsErrors`, `maxFileSize`, `maxDiagnostics` and `jobs`.
    public static func driverOptions(from arguments: ParsedArguments) -> CompilerDriver.Options {
        var limits = FrontEndLimits()
        if let maxFileBytes = arguments.integer(maxFileSize.name) {
            limits.maxFileBytes = maxFileBytes
        }
        var options = CompilerDriver.Options(limits: limits, warningsAsErrors: arguments.flag(warningsAsErrors.name))
        if let count = arguments.integer(maxDiagnostics.name) {
            options.maxDiagnostics = count == 0 ? nil : count
        }
        if let threads = arguments.integer(jobs.name) {
            options.jobs = threads
        }
        return options
    }

    /// Runs the driver on the `paths` argument; a missing path becomes an I/O failure (exit 2).
    public static func check(_ arguments: ParsedArguments, reportsEveryDiagnostic: Bool = false) throws(CommandFailure) -> CompilerDriver.CheckResult {
        var options = driverOptions(from: arguments)
        if reportsEveryDiagnostic { options.maxDiagnostics = nil }
        do {
            return try CompilerDriver(options: options).check(arguments.positionals)
        } catch {
            throw .io(message: error.message)
        }
    }
}

extension CommandContext {
    /// Prints diagnostics in the text format to standard error, then the summary line.
    public mutating func printDiagnostics(_ result: CompilerDriver.CheckResult) {
        let renderer = TextDiagnosticRenderer(sources: result.sources, usesColor: usesColor)
        for diagnostic in result.diagnostics {
            errors += renderer.render(diagnostic)
        }
        if let summary = TextDiagnosticRenderer.summary(of: result.totals) {
            printError(summary)
        }
        if let omission = TextDiagnosticRenderer.omission(result.omitted, shown: result.diagnostics.count) {
            printError(omission)
        }
    }
}

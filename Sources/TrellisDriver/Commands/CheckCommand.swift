import Foundation
import TrellisSwiftCheck

/// `trellis check PATHS...`: runs the front end and the checker, reports diagnostics.
enum CheckCommand: Subcommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "check",
            abstract: "Check screens for syntax, name and ownership errors.",
            discussion: """
            Diagnostics go to standard error as `path:line:column: severity: message [CODE]`,
            or to standard output as one JSON document with `--diagnostics-format json`,
            or as SARIF 2.1.0 for code scanning with `--diagnostics-format sarif`.
            When Trellis's own rules find no error, the Swift pass type-checks the generated Swift with swiftc,
            with the `.swift` files named or found in the folders given, against the runtime's module, and
            reports swiftc's diagnostics at their XML lines and columns (TRL300, TRL301). It runs wherever
            swiftc and `Trellis.swiftmodule` are found; `--fast` keeps Trellis's own rules alone.
            Exit status: 0 without errors, 1 with errors (or failed verification), 2 for usage or I/O failures.
            """,
            positionals: [CompilerOptions.paths],
            options: [
                OptionSpec(name: "verify", help: "Match diagnostics against the expected-error/-warning/-note/-remark comments in the inputs."),
                CompilerOptions.warningsAsErrors,
                OptionSpec(
                    name: "diagnostics-format",
                    value: .choice(valueName: "format", ["text", "json", "sarif"]),
                    defaultValue: "text",
                    help: "How diagnostics are printed."
                ),
                CompilerOptions.maxFileSize,
                CompilerOptions.maxDiagnostics,
                CompilerOptions.jobs,
                OptionSpec(name: "fast", help: "Check Trellis's own rules only, without the Swift pass."),
                OptionSpec(name: "runtime-modules", value: .string(valueName: "folder"), help: "Where `Trellis.swiftmodule` is, for the Swift pass (default: beside trellis, or `TRELLIS_RUNTIME_MODULES`)."),
                OptionSpec(name: "module-name", value: .string(valueName: "name"), defaultValue: "Screens", help: "The module the Swift pass checks the program as."),
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        let verify = arguments.flag("verify")
        let format = arguments.value("diagnostics-format") ?? "text"
        if verify && format != "text" {
            throw .usage(message: "'--verify' prints a text report and cannot be combined with '--diagnostics-format \(format)'")
        }
        // `.swift` files named on the command line are the program's own Swift, not screens.
        var screenArguments = arguments
        screenArguments.positionals = arguments.positionals.filter { !$0.hasSuffix(".swift") }
        if screenArguments.positionals.isEmpty {
            throw .usage(message: "no screens to check: name `.xml` files or folders as well as `.swift` files")
        }
        // Verification matches every diagnostic against its expectation, so none is left out.
        var result = try CompilerOptions.check(screenArguments, reportsEveryDiagnostic: verify)
        var swiftPassSkipped: String?
        // Verification reports what the inputs' expectations name; a skipped pass names nothing.
        if !arguments.flag("fast") && !result.hasErrors {
            switch SwiftToolchain.locate(environment: context.environment, runtimeModules: arguments.value("runtime-modules")) {
            case .success(let toolchain):
                let moduleName = arguments.value("module-name") ?? "Screens"
                var options = CompilerOptions.driverOptions(from: arguments)
                let pass = SwiftPass(
                    check: SwiftTypeCheck(toolchain: toolchain, moduleName: moduleName),
                    swiftSources: SwiftPass.swiftSources(in: arguments.positionals),
                    jobs: options.jobs
                )
                if verify { options.maxDiagnostics = nil }
                result = pass.run(on: result, options: options)
            case .failure(let unavailable):
                if !verify { swiftPassSkipped = unavailable.reason }
            }
        }
        context.keepUntilExit(result)
        defer {
            if let swiftPassSkipped {
                context.printError(TextDiagnosticRenderer.escaped("remark: the Swift pass did not run: \(swiftPassSkipped); only Trellis's own rules were checked (`--fast` skips the Swift pass without this remark)"))
            }
        }

        if verify {
            let outcome = DiagnosticVerifier().verify(result.diagnostics, against: result.files)
            for line in outcome.report() { context.printError(TextDiagnosticRenderer.escaped(line)) }
            return outcome.passed ? 0 : 1
        }
        if format == "json" {
            context.print(DiagnosticsReport(diagnostics: result.diagnostics, fileCount: result.inputPaths.count, omitted: result.omitted).encoded())
        } else if format == "sarif" {
            let report = SARIFReport(
                diagnostics: result.diagnostics, sources: result.sources,
                workingDirectory: FileManager.default.currentDirectoryPath, toolVersion: TrellisCommandLine.version
            )
            context.print(report.encoded())
        } else {
            context.printDiagnostics(result)
        }
        return result.hasErrors ? 1 : 0
    }
}

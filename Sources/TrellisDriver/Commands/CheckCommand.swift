import Foundation

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
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        let verify = arguments.flag("verify")
        let format = arguments.value("diagnostics-format") ?? "text"
        if verify && format != "text" {
            throw .usage(message: "'--verify' prints a text report and cannot be combined with '--diagnostics-format \(format)'")
        }
        // Verification matches every diagnostic against its expectation, so none is left out.
        let result = try CompilerOptions.check(arguments, reportsEveryDiagnostic: verify)
        context.keepUntilExit(result)

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

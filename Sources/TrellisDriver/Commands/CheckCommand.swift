import TrellisDiagnostics
import TrellisSyntax

/// `trellis check PATHS...`: runs the front end and the checker, reports diagnostics.
enum CheckCommand: Subcommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "check",
            abstract: "Check screens for syntax, name and ownership errors.",
            discussion: """
            Diagnostics go to standard error as `path:line:column: severity: message [CODE]`,
            or to standard output as one JSON document with `--diagnostics-format json`.
            Exit status: 0 without errors, 1 with errors (or failed verification), 2 for usage or I/O failures.
            """,
            positionals: [
                PositionalSpec(name: "paths", arity: .oneOrMore, help: "Files, or directories searched recursively for *.xml."),
            ],
            options: [
                OptionSpec(name: "verify", help: "Match diagnostics against the expected-error/-warning/-note/-remark comments in the inputs."),
                OptionSpec(name: "warnings-as-errors", help: "Report warnings as errors."),
                OptionSpec(
                    name: "diagnostics-format",
                    value: .choice(valueName: "format", ["text", "json"]),
                    defaultValue: "text",
                    help: "How diagnostics are printed."
                ),
                OptionSpec(
                    name: "max-file-size",
                    value: .positiveInteger(valueName: "bytes"),
                    defaultValue: String(FrontEndLimits().maxFileBytes),
                    help: "Larger input files are rejected (TRL005)."
                ),
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        let verify = arguments.flag("verify")
        let usesJSON = arguments.value("diagnostics-format") == "json"
        if verify && usesJSON {
            throw .usage(message: "'--verify' prints a text report and cannot be combined with '--diagnostics-format json'")
        }
        var limits = FrontEndLimits()
        if let maxFileBytes = arguments.integer("max-file-size") {
            limits.maxFileBytes = maxFileBytes
        }
        let driver = CompilerDriver(options: .init(limits: limits, warningsAsErrors: arguments.flag("warnings-as-errors")))

        let result: CompilerDriver.CheckResult
        do {
            result = try driver.check(arguments.positionals)
        } catch {
            throw .io(message: error.message)
        }

        if verify {
            let outcome = DiagnosticVerifier().verify(result.diagnostics, against: result.files)
            for line in outcome.report() { context.printError(line) }
            return outcome.passed ? 0 : 1
        }
        if usesJSON {
            context.print(DiagnosticsReport(diagnostics: result.diagnostics, fileCount: result.inputPaths.count).encoded())
        } else {
            let renderer = TextDiagnosticRenderer(sources: result.sources, usesColor: context.usesColor)
            for diagnostic in result.diagnostics {
                context.errors += renderer.render(diagnostic)
            }
            if let summary = TextDiagnosticRenderer.summary(of: result.diagnostics) {
                context.printError(summary)
            }
        }
        return result.hasErrors ? 1 : 0
    }
}

import TrellisDriver
import TrellisSwiftCheck

/// `trellis lsp`: serves the Language Server Protocol on standard input and output.
public enum LSPCommand: Subcommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "lsp",
            abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
            discussion: """
            Diagnostics (the same as `trellis check`), hover, go to definition, references, rename,
            quick fixes, symbols, completion and code lenses for the workspace folders the editor opens.
            When a file is saved and Trellis's own rules find no error, the Swift pass runs swiftc on the
            generated Swift, as `trellis check` does; `--fast` turns it off.
            Exit status: 0 after `shutdown` and `exit`, 1 when input ends or `exit` comes without `shutdown`.
            """,
            options: [
                OptionSpec(
                    name: "debounce",
                    value: .count(valueName: "milliseconds"),
                    defaultValue: String(Int(ServerOptions.defaultDebounce * 1000)),
                    help: "How long diagnostics wait after an edit for the next one."
                ),
                OptionSpec(name: "fast", help: "Run Trellis's own rules only: no Swift pass when a file is saved."),
                OptionSpec(name: "runtime-modules", value: .string(valueName: "folder"), help: "Where `Trellis.swiftmodule` is, for the Swift pass (default: beside trellis, or `TRELLIS_RUNTIME_MODULES`)."),
            ]
        )
    }

    public static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        var options = ServerOptions()
        if let milliseconds = arguments.integer("debounce") { options.debounce = Double(milliseconds) / 1000 }
        if !arguments.flag("fast") {
            // Where swiftc or the runtime's module is missing, the editor gets the fast pass alone.
            options.swiftToolchain = try? SwiftToolchain.locate(environment: context.environment, runtimeModules: arguments.value("runtime-modules")).get()
        }
        return LanguageServer.serveStandardStreams(options: options)
    }
}

import TrellisDriver

/// `trellis lsp`: serves the Language Server Protocol on standard input and output.
public enum LSPCommand: Subcommand {
    public static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "lsp",
            abstract: "Serve the Language Server Protocol on standard input and output, for editors.",
            discussion: """
            Diagnostics (the same as `trellis check`), hover, go to definition, references, rename,
            quick fixes, symbols, completion and code lenses for the workspace folders the editor opens.
            Exit status: 0 after `shutdown` and `exit`, 1 when input ends or `exit` comes without `shutdown`.
            """,
            options: [
                OptionSpec(
                    name: "debounce",
                    value: .count(valueName: "milliseconds"),
                    defaultValue: String(Int(ServerOptions.defaultDebounce * 1000)),
                    help: "How long diagnostics wait after an edit for the next one."
                ),
            ]
        )
    }

    public static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        var options = ServerOptions()
        if let milliseconds = arguments.integer("debounce") { options.debounce = Double(milliseconds) / 1000 }
        return LanguageServer.serveStandardStreams(options: options)
    }
}

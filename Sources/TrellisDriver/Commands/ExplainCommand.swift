import TrellisDiagnostics

/// `trellis explain CODE`: prints what a diagnostic means, with a wrong and a right example.
enum ExplainCommand: Subcommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            name: "explain",
            abstract: "Explain a diagnostic code, with a wrong and a right example.",
            positionals: [
                PositionalSpec(name: "code", arity: .one, help: "A diagnostic code such as TRL201.", isOptional: true),
            ],
            options: [
                OptionSpec(name: "list", help: "List every diagnostic code with its summary."),
            ]
        )
    }

    static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        let code = arguments.positionals.first
        if arguments.flag("list") {
            if let code {
                throw .usage(message: "give either a code or '--list', not both (got '\(code)')")
            }
            for code in Explanations.all.keys.sorted() {
                let summary = Explanations.all[code]?.split(separator: "\n").first ?? ""
                context.print("\(code)  \(summary)")
            }
            return 0
        }
        guard let code else {
            throw .usage(message: "missing expected argument '<code>'", help: "run 'trellis explain --list' to see every code")
        }
        let normalized = code.uppercased()
        guard let text = Explanations.explanation(for: normalized) else {
            let suggestion = Suggestions.closest(to: normalized, among: Explanations.all.keys)
            throw .usage(
                message: "unknown diagnostic code '\(code)'",
                help: suggestion.map { "did you mean '\($0)'?" } ?? "run 'trellis explain --list' to see every code"
            )
        }
        context.output += text.hasSuffix("\n") ? text : text + "\n"
        return 0
    }
}

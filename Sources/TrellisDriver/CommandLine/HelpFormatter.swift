/// Help and usage text laid out like swift-argument-parser's.
struct HelpFormatter {
    let toolName: String

    private static let labelWidth = 24

    func usage(of configuration: CommandConfiguration) -> String {
        var parts = ["\(toolName) \(configuration.name)"]
        for positional in configuration.positionals {
            var part = "<\(positional.name)>"
            if positional.arity == .oneOrMore { part += " ..." }
            parts.append(positional.isOptional ? "[\(part)]" : part)
        }
        for option in configuration.options {
            parts.append("[\(ArgumentParser.synopsis(of: option))]")
        }
        return parts.joined(separator: " ")
    }

    func help(for configuration: CommandConfiguration) -> String {
        var text = "OVERVIEW: \(configuration.abstract)\n\n"
        if let discussion = configuration.discussion {
            text += discussion + "\n\n"
        }
        text += "USAGE: \(usage(of: configuration))\n\n"
        if !configuration.positionals.isEmpty {
            text += "ARGUMENTS:\n"
            for positional in configuration.positionals {
                text += row("<\(positional.name)>", positional.help)
            }
            text += "\n"
        }
        text += "OPTIONS:\n"
        for option in configuration.options {
            text += row(label(of: option), describe(option))
        }
        text += row("-h, --help", "Show help information.")
        return text
    }

    func rootHelp(abstract: String, subcommands: [CommandConfiguration]) -> String {
        var text = "OVERVIEW: \(abstract)\n\n"
        text += "USAGE: \(toolName) <subcommand>\n\n"
        text += "OPTIONS:\n"
        text += row("--version", "Show the version.")
        text += row("-h, --help", "Show help information.")
        text += "\nSUBCOMMANDS:\n"
        for subcommand in subcommands {
            text += row(subcommand.name, subcommand.abstract)
        }
        text += row("help", "Show subcommand help information.")
        text += "\n  See '\(toolName) help <subcommand>' for detailed help.\n"
        return text
    }

    /// The lines that follow a usage error, pointing at the full help.
    func usageReminder(for configuration: CommandConfiguration?) -> String {
        guard let configuration else {
            return "Usage: \(toolName) <subcommand>\n  See '\(toolName) --help' for more information.\n"
        }
        return "Usage: \(usage(of: configuration))\n  See '\(toolName) \(configuration.name) --help' for more information.\n"
    }

    private func label(of option: OptionSpec) -> String {
        let long = ArgumentParser.synopsis(of: option)
        return option.shortName.map { "-\($0), \(long)" } ?? long
    }

    private func describe(_ option: OptionSpec) -> String {
        var details: [String] = []
        if case .choice(_, let choices) = option.value {
            details.append("values: " + choices.joined(separator: ", "))
        }
        if let defaultValue = option.defaultValue {
            details.append("default: \(defaultValue)")
        }
        return details.isEmpty ? option.help : "\(option.help) (\(details.joined(separator: "; ")))"
    }

    /// A label and its help; a long label pushes the help onto its own line.
    private func row(_ label: String, _ help: String) -> String {
        let indented = "  " + label
        let column = 2 + Self.labelWidth
        if indented.count + 2 <= column {
            return indented + String(repeating: " ", count: column - indented.count) + help + "\n"
        }
        return indented + "\n" + String(repeating: " ", count: column) + help + "\n"
    }
}

import TrellisDiagnostics

/// Parses one subcommand's arguments the way swift-argument-parser tools do:
/// `--opt value` and `--opt=value`, flags anywhere, `--` ends options.
/// `-h`/`--help` are handled by the caller before this runs.
struct ArgumentParser {
    let configuration: CommandConfiguration

    func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = arguments.startIndex
        var optionsEnded = false
        while index < arguments.endIndex {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !Self.looksLikeOption(argument) {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (spelling, attachedValue) = Self.split(argument)
            guard let option = option(spelled: spelling) else {
                throw unknownOption(spelling)
            }
            guard option.takesValue else {
                if attachedValue != nil {
                    throw .usage(message: "the flag '--\(option.name)' does not take a value")
                }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let attachedValue {
                value = attachedValue
            } else if index < arguments.endIndex, !Self.looksLikeOption(arguments[index]) {
                value = arguments[index]
                index += 1
            } else {
                throw .usage(message: "missing value for '\(Self.synopsis(of: option))'")
            }
            try validate(value, for: option)
            parsed.values[option.name] = value
        }
        try checkPositionals(parsed.positionals)
        for option in configuration.options where parsed.values[option.name] == nil {
            parsed.values[option.name] = option.defaultValue
        }
        return parsed
    }

    /// `-` alone is a positional (a path), as in most Unix tools.
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument != "-"
    }

    static func isHelpRequest(_ argument: String) -> Bool {
        argument == "--help" || argument == "-h"
    }

    static func synopsis(of option: OptionSpec) -> String {
        switch option.value {
        case .none: "--\(option.name)"
        case .string(let valueName), .choice(let valueName, _), .positiveInteger(let valueName), .count(let valueName):
            "--\(option.name) <\(valueName)>"
        }
    }

    private static func split(_ argument: String) -> (spelling: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private func option(spelled spelling: String) -> OptionSpec? {
        configuration.options.first { option in
            spelling == "--\(option.name)" || option.shortName.map { spelling == "-\($0)" } == true
        }
    }

    private func unknownOption(_ spelling: String) -> CommandFailure {
        let candidates = configuration.options.map { "--\($0.name)" } + ["--help"]
        let suggestion = Suggestions.closest(to: spelling, among: candidates)
        return .usage(
            message: "unknown option '\(spelling)'",
            help: suggestion.map { "did you mean '\($0)'?" }
        )
    }

    private func validate(_ value: String, for option: OptionSpec) throws(CommandFailure) {
        switch option.value {
        case .none, .string:
            return
        case .choice(_, let choices):
            guard choices.contains(value) else {
                throw .usage(
                    message: "the value '\(value)' is invalid for '\(Self.synopsis(of: option))'",
                    help: "use one of " + choices.map { "'\($0)'" }.joined(separator: ", ")
                )
            }
        case .positiveInteger:
            guard let number = Int(value), number > 0 else {
                throw .usage(message: "the value '\(value)' is invalid for '\(Self.synopsis(of: option))'; expected a positive integer")
            }
        case .count:
            guard let number = Int(value), number >= 0 else {
                throw .usage(message: "the value '\(value)' is invalid for '\(Self.synopsis(of: option))'; expected 0 or a positive integer")
            }
        }
    }

    private func checkPositionals(_ values: [String]) throws(CommandFailure) {
        var remaining = values[...]
        for positional in configuration.positionals {
            switch positional.arity {
            case .one:
                if remaining.popFirst() == nil, !positional.isOptional {
                    throw .usage(message: "missing expected argument '<\(positional.name)>'")
                }
            case .oneOrMore:
                if remaining.isEmpty, !positional.isOptional {
                    throw .usage(message: "missing expected argument '<\(positional.name)> ...'")
                }
                remaining = []
            }
        }
        if let unexpected = remaining.first {
            throw .usage(message: "unexpected argument '\(unexpected)'")
        }
    }
}

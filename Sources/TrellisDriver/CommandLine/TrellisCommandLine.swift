import Foundation
import TrellisDiagnostics

/// The `trellis` command line. Everything runs in-process so tests can call
/// `run` directly; `main()` only binds it to the real process.
public enum TrellisCommandLine {
    public static let toolName = "trellis"
    public static let version = "0.1.0"
    static let abstract = "Compile SwiftUI-like screens written in XML, checking ownership rules at build time."

    /// Every subcommand, in the order help lists them. Add new ones here; modules that depend on
    /// the driver (the language server) add theirs through `run(_:adding:)`.
    public static var subcommands: [any Subcommand.Type] {
        [CheckCommand.self, BuildCommand.self, PreviewCommand.self, ExplainCommand.self, GraphCommand.self, PreludeCommand.self]
    }

    /// Runs `trellis` with `arguments` (without the program name) and returns the exit status:
    /// 0 no errors, 1 errors in the inputs, 2 usage or I/O failure.
    public static func run(
        _ arguments: [String],
        output: inout some TextOutputStream,
        errors: inout some TextOutputStream,
        environment: [String: String],
        errorsAreTerminal: Bool = false,
        exitsAfterCommand: Bool = false,
        adding extraSubcommands: [any Subcommand.Type] = []
    ) -> Int32 {
        var context = CommandContext(environment: environment, errorsAreTerminal: errorsAreTerminal)
        context.exitsAfterCommand = exitsAfterCommand
        let commands = CommandSet(subcommands: subcommands + extraSubcommands)
        let status = commands.dispatch(arguments, context: &context)
        output.write(context.output)
        errors.write(context.errors)
        return status
    }

    /// Runs with the process's real stdout, stderr and environment, e.g. for the
    /// `trellis` executable or a benchmark acting as it; the caller exits right after.
    public static func run(_ arguments: [String], adding extraSubcommands: [any Subcommand.Type] = []) -> Int32 {
        var output = StandardStream(handle: .standardOutput)
        var errors = StandardStream(handle: .standardError)
        return run(
            arguments,
            output: &output,
            errors: &errors,
            environment: ProcessInfo.processInfo.environment,
            errorsAreTerminal: isatty(STDERR_FILENO) == 1,
            exitsAfterCommand: true,
            adding: extraSubcommands
        )
    }

    /// The entry point of the `trellis` executable.
    public static func main(adding extraSubcommands: [any Subcommand.Type] = []) -> Never {
        // `CommandLine.arguments` repairs bytes that are not UTF-8, so a file named so would
        // be "not found"; say what is wrong with it instead.
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index], String(validatingCString: argument) == nil else { continue }
            let bytes = Array(UnsafeBufferPointer(start: argument, count: strlen(argument))).map { UInt8(bitPattern: $0) }
            FileHandle.standardError.write(Data("error: argument '\(InputDiscovery.displayName(bytes))' is not valid UTF-8; trellis reads only files whose names are UTF-8\n".utf8))
            exit(2)
        }
        exit(run(Array(CommandLine.arguments.dropFirst()), adding: extraSubcommands))
    }

    fileprivate static let formatter = HelpFormatter(toolName: toolName)
}

/// The subcommands one run knows, and how it dispatches among them.
private struct CommandSet {
    let subcommands: [any Subcommand.Type]
    private var formatter: HelpFormatter { TrellisCommandLine.formatter }
    private var version: String { TrellisCommandLine.version }
    private var abstract: String { TrellisCommandLine.abstract }

    func dispatch(_ arguments: [String], context: inout CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.output += rootHelp
            return 0
        }
        if ArgumentParser.isHelpRequest(first) {
            context.output += rootHelp
            return 0
        }
        if first == "--version" {
            context.print(version)
            return 0
        }
        if ArgumentParser.looksLikeOption(first) {
            let suggestion = Suggestions.closest(to: first, among: ["--version", "--help"])
            let failure = CommandFailure.usage(message: "unknown option '\(first)'", help: suggestion.map { "did you mean '\($0)'?" })
            return report(failure, of: nil, context: &context)
        }
        let rest = Array(arguments.dropFirst())
        if first == "help" {
            return help(rest, context: &context)
        }
        guard let subcommand = subcommand(named: first) else {
            return report(unknownSubcommand(first), of: nil, context: &context)
        }
        let configuration = subcommand.configuration
        // Help wins over every other argument, as in swift-argument-parser.
        if rest.prefix(while: { $0 != "--" }).contains(where: ArgumentParser.isHelpRequest) {
            context.output += formatter.help(for: configuration)
            return 0
        }
        do {
            let parsed = try ArgumentParser(configuration: configuration).parse(rest)
            return try subcommand.run(parsed, context: &context)
        } catch {
            return report(error, of: configuration, context: &context)
        }
    }

    private func help(_ arguments: [String], context: inout CommandContext) -> Int32 {
        guard let name = arguments.first, name != "help" else {
            context.output += rootHelp
            return 0
        }
        if arguments.count > 1 {
            return report(.usage(message: "unexpected argument '\(arguments[1])'"), of: nil, context: &context)
        }
        guard let subcommand = subcommand(named: name) else {
            return report(unknownSubcommand(name), of: nil, context: &context)
        }
        context.output += formatter.help(for: subcommand.configuration)
        return 0
    }

    private var rootHelp: String {
        formatter.rootHelp(abstract: abstract, subcommands: subcommands.map { $0.configuration })
    }

    private func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.configuration.name == name }
    }

    private func unknownSubcommand(_ name: String) -> CommandFailure {
        let names = subcommands.map { $0.configuration.name } + ["help"]
        let suggestion = Suggestions.closest(to: name, among: names)
        return .usage(message: "unknown subcommand '\(name)'", help: suggestion.map { "did you mean '\($0)'?" })
    }

    private func report(_ failure: CommandFailure, of configuration: CommandConfiguration?, context: inout CommandContext) -> Int32 {
        switch failure {
        case .usage(let message, let help):
            context.printError("error: \(TextDiagnosticRenderer.escaped(message))")
            if let help { context.printError("help: \(TextDiagnosticRenderer.escaped(help))") }
            context.errors += formatter.usageReminder(for: configuration)
        case .io(let message):
            context.printError("error: \(TextDiagnosticRenderer.escaped(message))")
        }
        return 2
    }
}

/// Writes straight to a file handle; used for the real stdout and stderr.
struct StandardStream: TextOutputStream {
    let handle: FileHandle

    mutating func write(_ string: String) {
        handle.write(Data(string.utf8))
    }
}

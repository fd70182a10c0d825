import Foundation

/// A `trellis` subcommand. To add one (`build`, `graph`, ...), write a type that
/// conforms and list it in `TrellisCommandLine.subcommands`; parsing, `--help`,
/// `trellis help NAME`, usage errors and suggestions come for free.
public protocol Subcommand {
    static var configuration: CommandConfiguration { get }

    /// Runs with arguments already checked against `configuration`.
    /// Returns the exit code; throws `CommandFailure` for usage or I/O failures.
    static func run(_ arguments: ParsedArguments, context: inout CommandContext) throws(CommandFailure) -> Int32
}

/// What a subcommand accepts, used for parsing and for help text alike.
public struct CommandConfiguration: Sendable {
    public var name: String
    public var abstract: String
    public var discussion: String?
    public var positionals: [PositionalSpec]
    public var options: [OptionSpec]

    public init(name: String, abstract: String, discussion: String? = nil, positionals: [PositionalSpec] = [], options: [OptionSpec] = []) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.positionals = positionals
        self.options = options
    }
}

public struct PositionalSpec: Sendable {
    public enum Arity: Sendable {
        /// Exactly one value.
        case one
        /// One or more values.
        case oneOrMore
    }

    public var name: String
    public var arity: Arity
    public var help: String
    public var isOptional: Bool

    public init(name: String, arity: Arity, help: String, isOptional: Bool = false) {
        self.name = name
        self.arity = arity
        self.help = help
        self.isOptional = isOptional
    }
}

public struct OptionSpec: Sendable {
    public enum Value: Sendable {
        /// A flag: present or absent, never takes a value.
        case none
        case string(valueName: String)
        case choice(valueName: String, [String])
        case positiveInteger(valueName: String)
        /// Zero or more.
        case count(valueName: String)
    }

    /// The long name without its dashes, e.g. `verify`.
    public var name: String
    public var shortName: Character?
    public var value: Value
    /// Used when the option is absent; shown in help.
    public var defaultValue: String?
    public var help: String

    public init(name: String, shortName: Character? = nil, value: Value = .none, defaultValue: String? = nil, help: String) {
        self.name = name
        self.shortName = shortName
        self.value = value
        self.defaultValue = defaultValue
        self.help = help
    }

    public var takesValue: Bool {
        if case .none = value { return false }
        return true
    }
}

/// What the command line said, after validation against a `CommandConfiguration`.
public struct ParsedArguments: Sendable, Equatable {
    public var positionals: [String] = []
    /// Flags that were given, by long name.
    public var flags: Set<String> = []
    /// Option values by long name, defaults filled in; the last occurrence wins, as in swift-argument-parser.
    public var values: [String: String] = [:]

    public init(positionals: [String] = [], flags: Set<String> = [], values: [String: String] = [:]) {
        self.positionals = positionals
        self.flags = flags
        self.values = values
    }

    public func flag(_ name: String) -> Bool { flags.contains(name) }
    public func value(_ name: String) -> String? { values[name] }
    /// An option declared `.positiveInteger` or `.count`; parsing already rejected anything else.
    public func integer(_ name: String) -> Int? { values[name].flatMap { Int($0) } }
}

/// Where a subcommand writes, and what it may know about its environment.
/// Text is buffered and handed to the caller's streams when the command ends.
public struct CommandContext: Sendable {
    public var output = ""
    public var errors = ""
    public let environment: [String: String]
    /// Whether standard error is a terminal; colour also needs `NO_COLOR` unset.
    public let errorsAreTerminal: Bool
    /// Set when the process exits right after the command (the `trellis` executable).
    public var exitsAfterCommand = false

    public init(environment: [String: String], errorsAreTerminal: Bool) {
        self.environment = environment
        self.errorsAreTerminal = errorsAreTerminal
    }

    /// Keeps `value` alive until the process exits, when it is about to: as with clang's
    /// `-disable-free`, freeing every node of the syntax trees just before `exit` only costs time.
    public func keepUntilExit(_ value: some Any) {
        if exitsAfterCommand { KeptUntilExit.shared.keep(value) }
    }

    /// Colour only on a terminal, honouring https://no-color.org and `TERM=dumb`.
    public var usesColor: Bool {
        guard errorsAreTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    public mutating func print(_ line: String) {
        output += line
        output += "\n"
    }

    public mutating func printError(_ line: String) {
        errors += line
        errors += "\n"
    }
}

/// Why a command stopped without doing its job. Both kinds exit with status 2.
public enum CommandFailure: Error, Equatable, Sendable {
    /// The command line is wrong; usage is shown after the message and its `help:` line, if any.
    case usage(message: String, help: String? = nil)
    /// The command line is right but the world is not: a missing path, an unwritable file.
    case io(message: String)
}

/// What `CommandContext.keepUntilExit` holds on to.
private final class KeptUntilExit: @unchecked Sendable {
    static let shared = KeptUntilExit()
    private let lock = NSLock()
    private var values: [Any] = []

    func keep(_ value: Any) {
        lock.withLock { values.append(value) }
    }
}

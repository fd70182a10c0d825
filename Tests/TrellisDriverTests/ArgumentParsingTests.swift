import Testing
@testable import TrellisDriver

@Suite struct ArgumentParsingTests {
    private let configuration = CommandConfiguration(
        name: "check",
        abstract: "Check.",
        positionals: [PositionalSpec(name: "paths", arity: .oneOrMore, help: "Paths.")],
        options: [
            OptionSpec(name: "verify", help: "Verify."),
            OptionSpec(name: "format", value: .choice(valueName: "format", ["text", "json"]), defaultValue: "text", help: "Format."),
            OptionSpec(name: "max-file-size", value: .positiveInteger(valueName: "bytes"), help: "Limit."),
            OptionSpec(name: "output", shortName: "o", value: .string(valueName: "dir"), help: "Output."),
        ]
    )

    private func parse(_ arguments: [String]) throws(CommandFailure) -> ParsedArguments {
        try ArgumentParser(configuration: configuration).parse(arguments)
    }

    private func failure(_ arguments: [String]) -> CommandFailure? {
        do {
            _ = try parse(arguments)
            return nil
        } catch {
            return error
        }
    }

    @Test func flagsOptionsAndPositionalsMixInAnyOrder() throws {
        let parsed = try parse(["a.xml", "--verify", "--format", "json", "dir", "--max-file-size=10"])
        #expect(parsed.positionals == ["a.xml", "dir"])
        #expect(parsed.flag("verify"))
        #expect(parsed.value("format") == "json")
        #expect(parsed.integer("max-file-size") == 10)
    }

    @Test func equalsAndSeparateValueSpellingsAreTheSame() throws {
        #expect(try parse(["x", "--format=json"]) == parse(["x", "--format", "json"]))
        #expect(try parse(["x", "-o", "out"]).value("output") == "out")
    }

    @Test func anEqualsSignInsideTheValueIsKept() throws {
        #expect(try parse(["x", "--output=a=b"]).value("output") == "a=b")
    }

    @Test func defaultsAreFilledInAndTheLastValueWins() throws {
        #expect(try parse(["x"]).value("format") == "text")
        #expect(try parse(["x"]).value("output") == nil)
        #expect(try parse(["x", "--format", "json", "--format", "text"]).value("format") == "text")
    }

    @Test func doubleDashEndsOptions() throws {
        let parsed = try parse(["--verify", "--", "--format", "-o"])
        #expect(parsed.positionals == ["--format", "-o"])
        #expect(parsed.flag("verify"))
        #expect(parsed.value("format") == "text")
    }

    @Test func aLoneDashIsAPositional() throws {
        #expect(try parse(["-"]).positionals == ["-"])
    }

    @Test func unknownOptionSuggestsTheClosestOne() {
        #expect(failure(["x", "--verfy"]) == .usage(message: "unknown option '--verfy'", help: "did you mean '--verify'?"))
        #expect(failure(["x", "--hlep"]) == .usage(message: "unknown option '--hlep'", help: "did you mean '--help'?"))
        #expect(failure(["x", "--zzzzzzzz"]) == .usage(message: "unknown option '--zzzzzzzz'", help: nil))
        #expect(failure(["x", "-q"]) == .usage(message: "unknown option '-q'", help: nil))
    }

    @Test func optionValueProblemsAreUsageErrors() {
        #expect(failure(["x", "--format"]) == .usage(message: "missing value for '--format <format>'"))
        #expect(failure(["x", "--format", "--verify"]) == .usage(message: "missing value for '--format <format>'"))
        #expect(failure(["x", "--format=xml"]) == .usage(
            message: "the value 'xml' is invalid for '--format <format>'", help: "use one of 'text', 'json'"
        ))
        #expect(failure(["x", "--max-file-size", "0"]) == .usage(
            message: "the value '0' is invalid for '--max-file-size <bytes>'; expected a positive integer"
        ))
        #expect(failure(["x", "--max-file-size=ten"]) == .usage(
            message: "the value 'ten' is invalid for '--max-file-size <bytes>'; expected a positive integer"
        ))
        #expect(failure(["x", "--verify=yes"]) == .usage(message: "the flag '--verify' does not take a value"))
    }

    @Test func positionalArityIsEnforced() throws {
        #expect(failure(["--verify"]) == .usage(message: "missing expected argument '<paths> ...'"))
        let single = CommandConfiguration(
            name: "explain", abstract: "Explain.",
            positionals: [PositionalSpec(name: "code", arity: .one, help: "Code.")]
        )
        #expect(throws: CommandFailure.usage(message: "unexpected argument 'B'")) {
            try ArgumentParser(configuration: single).parse(["A", "B"])
        }
        #expect(throws: CommandFailure.usage(message: "missing expected argument '<code>'")) {
            try ArgumentParser(configuration: single).parse([])
        }
    }
}

import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

@Suite struct CommandLineTests {
    private let checkUsage = "Usage: trellis check <paths> ... [--verify] [--warnings-as-errors] [--diagnostics-format <format>] [--max-file-size <bytes>] [--max-diagnostics <count>] [--jobs <count>] [--fast] [--runtime-modules <folder>] [--module-name <name>]\n"
        + "  See 'trellis check --help' for more information.\n"

    @Test func noArgumentsPrintsTheOverview() {
        let result = runTrellis([])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: "))
        #expect(result.output.contains("SUBCOMMANDS:\n  check "))
        #expect(result.output.contains("\n  explain "))
        #expect(result.errors.isEmpty)
    }

    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func everyHelpSpellingPrintsTheSameOverview(arguments: [String]) {
        let result = runTrellis(arguments)
        #expect(result.status == 0)
        #expect(result.output == runTrellis([]).output)
    }

    @Test(arguments: [["check", "--help"], ["check", "-h"], ["help", "check"], ["check", "--bogus", "a.xml", "-h"]])
    func everyHelpSpellingPrintsTheSubcommandHelp(arguments: [String]) {
        let result = runTrellis(arguments)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("OVERVIEW: Check screens"))
        #expect(result.output.contains("USAGE: trellis check <paths> ... [--verify]"))
        #expect(result.output.contains("  --diagnostics-format <format>\n                          How diagnostics are printed. (values: text, json, sarif; default: text)\n"))
        #expect(result.output.hasSuffix("  -h, --help              Show help information.\n"))
    }

    @Test func helpAfterDoubleDashIsAPath() {
        let result = runTrellis(["check", "--", "--help"])
        #expect(result.status == 2)
        #expect(result.errors == "error: no such file or directory: '--help'\n")
    }

    @Test func versionPrintsTheVersion() {
        let result = runTrellis(["--version"])
        #expect(result.status == 0)
        #expect(result.output == TrellisCommandLine.version + "\n")
    }

    @Test func unknownOptionShowsSuggestionAndUsage() {
        let result = runTrellis(["check", "--verfy", "Samples"])
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.errors == "error: unknown option '--verfy'\nhelp: did you mean '--verify'?\n" + checkUsage)
    }

    @Test func unknownTopLevelOptionAndSubcommandAreUsageErrors() {
        let option = runTrellis(["--verison"])
        #expect(option.status == 2)
        #expect(option.errors.hasPrefix("error: unknown option '--verison'\nhelp: did you mean '--version'?\nUsage: trellis <subcommand>\n"))

        let subcommand = runTrellis(["chek", "Samples"])
        #expect(subcommand.status == 2)
        #expect(subcommand.errors == "error: unknown subcommand 'chek'\nhelp: did you mean 'check'?\n"
            + "Usage: trellis <subcommand>\n  See 'trellis --help' for more information.\n")

        let help = runTrellis(["help", "chekc"])
        #expect(help.status == 2)
        #expect(help.errors.hasPrefix("error: unknown subcommand 'chekc'\nhelp: did you mean 'check'?\n"))
    }

    @Test func checkWithoutPathsIsAUsageError() {
        let result = runTrellis(["check"])
        #expect(result.status == 2)
        #expect(result.errors == "error: missing expected argument '<paths> ...'\n" + checkUsage)
    }

    @Test func verifyCannotPrintJSON() {
        let result = runTrellis(["check", "--verify", "--diagnostics-format=json", "Samples"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: '--verify' prints a text report and cannot be combined with '--diagnostics-format json'\n"))
    }

    @Test func everySubcommandIsListedAndHasHelp() {
        for subcommand in TrellisCommandLine.subcommands {
            let name = subcommand.configuration.name
            #expect(runTrellis([]).output.contains("\n  \(name) "), "overview lists \(name)")
            #expect(runTrellis(["help", name]).status == 0)
        }
    }
}

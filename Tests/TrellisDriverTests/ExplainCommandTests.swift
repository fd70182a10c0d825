import Testing
import TrellisDriver
import TrellisTestSupport

@Suite struct ExplainCommandTests {
    private func listedCodes() -> [String] {
        runTrellis(["explain", "--list"]).output
            .split(separator: "\n")
            .compactMap { $0.split(separator: " ").first.map(String.init) }
    }

    @Test func listNamesEveryExplainedCodeInOrder() {
        let result = runTrellis(["explain", "--list"])
        #expect(result.status == 0)
        let codes = listedCodes()
        #expect(codes.contains("TRL201"))
        #expect(codes == codes.sorted())
    }

    @Test func everyListedCodeExplains() {
        for code in listedCodes() {
            let result = runTrellis(["explain", code])
            #expect(result.status == 0, "explain \(code)")
            #expect(!result.output.isEmpty, "explain \(code)")
        }
    }

    @Test func codesAreCaseInsensitive() {
        let lower = runTrellis(["explain", "trl201"])
        #expect(lower.status == 0)
        #expect(lower.output == runTrellis(["explain", "TRL201"]).output)
    }

    @Test func unknownCodeSuggestsAKnownOne() {
        let result = runTrellis(["explain", "TRL2O1"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: unknown diagnostic code 'TRL2O1'\nhelp: did you mean 'TRL201'?\n"))
    }

    @Test func codeOrListIsRequiredButNotBoth() {
        #expect(runTrellis(["explain"]).status == 2)
        #expect(runTrellis(["explain", "TRL201", "--list"]).status == 2)
    }
}

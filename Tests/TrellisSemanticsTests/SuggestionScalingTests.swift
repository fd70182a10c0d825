import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// "Did you mean" stays linear: candidate lists are built once per run, and only the first
/// lookups of a run suggest.
@Suite struct SuggestionScalingTests {
    static let count = 5_000

    @Test func fiveThousandUnknownViewsAmongFiveThousandViews() {
        let b = SemanticsBuilder()
        for index in 0..<Self.count { b.view("Screen\(index)", body: [b.element("Unknown\(index)")]) }
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.count == Self.count)
        #expect(outcome.diagnostics.allSatisfy { $0.code.rawValue == "TRL101" })
    }

    @Test func fiveThousandUnknownIdentifiersAmongFiveThousandProperties() {
        let b = SemanticsBuilder()
        let properties = (0..<Self.count).map { b.input("value\($0)", "Int") }
        let body = (0..<Self.count).map { b.text("{unknown\($0)}") }
        b.view("Screen", properties, body: [b.element("VStack", children: body)])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.count == Self.count)
        #expect(outcome.diagnostics.allSatisfy { $0.code.rawValue == "TRL103" })
    }

    @Test func fiveThousandUnknownTypesAmongFiveThousandStructs() {
        let b = SemanticsBuilder()
        for index in 0..<Self.count { b.structure("Record\(index)", fields: [("value", "Missing\(index)")]) }
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.count == Self.count)
        #expect(outcome.diagnostics.allSatisfy { $0.code.rawValue == "TRL102" })
    }

    @Test func onlyTheFirstHundredLookupsSuggest() {
        let b = SemanticsBuilder()
        let body = (0..<150).map { _ in b.element("Txt") }
        b.view("Screen", body: body)
        let messages = SemanticsOutcome(b.sourceFiles).diagnostics.map(\.message.text)
        #expect(messages == Array(repeating: "unknown view `Txt`; did you mean `Text`", count: 100) + Array(repeating: "unknown view `Txt`", count: 50))
    }

    @Test func preparedCandidatesSuggestWhatAListSuggests() {
        let candidates = ["count", "Count", "counter", "title", "Text", "VStack", "HStack", "print", "amount", "cnt", "x"]
        let index = Suggestions.Index(candidates)
        for name in ["conut", "count", "COUNT", "Txt", "vstak", "prnt", "amout", "c", "xx", "countr", "", "zzzzzzzz"] {
            #expect(index.closest(to: name) == Suggestions.closest(to: name, among: candidates), "\(name)")
        }
    }
}

import Testing
import TrellisDiagnostics
@testable import TrellisDriver
import TrellisSyntax

// Swift Testing has types of the same names.
private typealias SourceLocation = TrellisDiagnostics.SourceLocation
private typealias Comment = TrellisSyntax.Comment

@Suite struct ExpectationParserTests {
    private let file = "M.xml"

    private func comment(_ text: String, line: Int, column: Int = 3) -> Comment {
        Comment(text: text, location: SourceLocation(file: file, line: line, column: column))
    }

    @Test func offsetsColumnsAndCodes() {
        let parsed = ExpectationParser.expectations(in: [
            comment(" expected-error {{here}} ", line: 10),
            comment(" expected-warning@+2 {{two below}} ", line: 10),
            comment(" expected-note@-1:7 {{above, column 7}} ", line: 10),
            comment(" expected-error@+1 TRL101 {{with code}} ", line: 10),
            comment(" expected-remark@+1:4 [TRL200] {{bracketed code}} ", line: 10),
        ])
        #expect(parsed.malformed.isEmpty)
        #expect(parsed.expectations.map { "\($0.severity) \($0.line):\($0.column ?? 0) \($0.code?.rawValue ?? "-") \($0.message)" } == [
            "error 10:0 - here",
            "warning 12:0 - two below",
            "note 9:7 - above, column 7",
            "error 11:0 TRL101 with code",
            "remark 11:4 TRL200 bracketed code",
        ])
        #expect(parsed.expectations[0].writtenAt == SourceLocation(file: file, line: 10, column: 8))
    }

    @Test func severalExpectationsInOneCommentCountFromTheirOwnLine() {
        let text = """

          expected-error@+3 {{first}}
          expected-note@+2:5 {{second}} expected-error@+3 {{same line}}
        """
        let parsed = ExpectationParser.expectations(in: [comment(text, line: 20)])
        #expect(parsed.expectations.map { "\($0.line) \($0.message)" } == ["24 first", "24 second", "25 same line"])
        #expect(parsed.expectations[1].writtenAt == SourceLocation(file: file, line: 22, column: 3))
    }

    @Test func messagesKeepBracesBackticksAndSpaces() {
        let parsed = ExpectationParser.expectations(in: [
            comment(" expected-error {{`{` must be closed by `}`; write `{{` for a literal brace}} ", line: 1),
        ])
        #expect(parsed.expectations.map(\.message) == ["`{` must be closed by `}`; write `{{` for a literal brace"])
    }

    @Test func malformedExpectationsAreReportedNotIgnored() {
        let parsed = ExpectationParser.expectations(in: [
            comment(" expected-eror {{typo}} ", line: 1),
            comment(" expected-error@1 {{no sign}} ", line: 2),
            comment(" expected-error:0 {{zero column}} ", line: 3),
            comment(" expected-error no braces ", line: 4),
            comment(" expected-error {{unterminated ", line: 5),
        ])
        #expect(parsed.expectations.isEmpty)
        #expect(parsed.malformed.map(\.location.line) == [1, 2, 3, 4, 5])
        #expect(parsed.malformed[0].reason == "`expected-eror` must be `expected-error`, `expected-warning`, `expected-note` or `expected-remark`")
    }

    @Test func commentsWithoutExpectationsYieldNothing() {
        let parsed = ExpectationParser.expectations(in: [comment(" a plain comment about errors ", line: 1)])
        #expect(parsed.expectations.isEmpty && parsed.malformed.isEmpty)
    }
}

@Suite struct DiagnosticVerifierTests {
    private let file = "M.xml"

    private func at(_ line: Int, _ column: Int, in path: String? = nil) -> SourceLocation {
        SourceLocation(file: path ?? file, line: line, column: column)
    }

    private func source(_ comments: (line: Int, text: String)..., path: String? = nil) -> SourceFileSyntax {
        SourceFileSyntax(path: path ?? file, comments: comments.map { Comment(text: $0.text, location: at($0.line, 1, in: path)) })
    }

    private let unknownView = Catalog.unknownView("Txt", suggestion: "Text")
    private let unknownViewText = "unknown view `Txt`; did you mean `Text`"

    @Test func exactMatchPasses() {
        let outcome = DiagnosticVerifier().verify(
            [Diagnostic(unknownView, at: at(4, 5))],
            against: [source((3, " expected-error@+1:5 TRL101 {{\(unknownViewText)}} "))]
        )
        #expect(outcome.passed)
        #expect(outcome.report() == ["verify: all 1 expected diagnostics produced, none unexpected"])
    }

    @Test func missingAndUnexpectedAreBothListedWithLocations() {
        let outcome = DiagnosticVerifier().verify(
            [Diagnostic(unknownView, at: at(7, 5))],
            against: [source((3, " expected-error@+1 {{\(unknownViewText)}} "))]
        )
        #expect(!outcome.passed)
        #expect(outcome.report() == [
            "M.xml:4:1: error: expected error not produced: \(unknownViewText)",
            "M.xml:7:5: error: unexpected error produced: \(unknownViewText) [TRL101]",
            "verify failed: 1 missing, 1 unexpected",
        ])
    }

    @Test func columnCodeSeverityAndMessageMustAllMatch() {
        let produced = [Diagnostic(unknownView, at: at(4, 5))]
        for expectation in [
            "expected-error@+1:6 {{\(unknownViewText)}}",
            "expected-error@+1 TRL102 {{\(unknownViewText)}}",
            "expected-warning@+1 {{\(unknownViewText)}}",
            "expected-error@+1 {{unknown view `Txt`}}",
            "expected-error {{\(unknownViewText)}}",
        ] {
            let outcome = DiagnosticVerifier().verify(produced, against: [source((3, expectation))])
            #expect(outcome.missing.count == 1 && outcome.unexpected.count == 1, "\(expectation)")
        }
    }

    @Test func pinnedExpectationsChooseBeforeLooseOnes() {
        let produced = [Diagnostic(unknownView, at: at(4, 5)), Diagnostic(unknownView, at: at(4, 9))]
        let outcome = DiagnosticVerifier().verify(produced, against: [source(
            (2, "expected-error@+2 {{\(unknownViewText)}}"),
            (3, "expected-error@+1:5 {{\(unknownViewText)}}")
        )])
        #expect(outcome.passed)
    }

    @Test func diagnosticsInFilesWithoutExpectationsAreUnexpected() {
        let outcome = DiagnosticVerifier().verify(
            [Diagnostic(unknownView, at: at(1, 2, in: "Other.xml"))],
            against: [source(path: "Other.xml")]
        )
        #expect(outcome.unexpected.map(\.location) == [at(1, 2, in: "Other.xml")])
    }

    @Test func notesAreCheckedOnlyInFilesWithAnExpectedNote() {
        let diagnostic = Diagnostic(
            Catalog.stateObjectPassedIn("model", of: "Child"),
            at: at(2, 3),
            notes: [Note("passed here", at: at(9, 5, in: "Parent.xml")), Note("nowhere", at: nil)]
        )
        let message = diagnostic.message.text
        let child = source((1, "expected-error@+1 {{\(message)}}"))

        let ignoringNotes = DiagnosticVerifier().verify([diagnostic], against: [child, source(path: "Parent.xml")])
        #expect(ignoringNotes.passed)

        let checkingNotes = DiagnosticVerifier().verify([diagnostic], against: [child, source((1, "expected-note@+8:5 {{passed here}}"), path: "Parent.xml")])
        #expect(checkingNotes.passed)

        let wrongNote = DiagnosticVerifier().verify([diagnostic], against: [child, source((1, "expected-note@+8 {{passed there}}"), path: "Parent.xml")])
        #expect(wrongNote.report() == [
            "Parent.xml:9:1: error: expected note not produced: passed there",
            "Parent.xml:9:5: error: unexpected note produced: passed here",
            "verify failed: 1 missing, 1 unexpected",
        ])
    }

    @Test func malformedExpectationFailsVerification() {
        let outcome = DiagnosticVerifier().verify([], against: [source((1, "expected-error {{never closed"))])
        #expect(!outcome.passed)
        #expect(outcome.report().first == "M.xml:1:5: error: malformed expectation: `{{` must be closed by `}}`")
    }
}

import Testing
import TrellisDiagnostics
@testable import TrellisDriver

// Swift Testing has types of the same names.
private typealias SourceLocation = TrellisDiagnostics.SourceLocation

@Suite struct TextRenderingTests {
    private let file = "Samples/Profile.xml"
    private let source = """
    <view name="ProfileScreen">
      <observedObject name="viewModel" type="ProfileViewModel" initial="ProfileViewModel()"/>
    \t<Txt/>
      <Text>プロフィール {nmae}</Text>
    </view>
    """

    private func renderer(color: Bool = false) -> TextDiagnosticRenderer {
        var sources = SourceTextStore()
        sources.add(path: file, bytes: Array(source.utf8))
        return TextDiagnosticRenderer(sources: sources, usesColor: color)
    }

    private func at(_ line: Int, _ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    private var observedObjectDiagnostic: Diagnostic {
        Diagnostic(
            Catalog.observedObjectCreatesObject("viewModel"),
            at: at(2, 60),
            highlights: [SourceRange(at(2, 4), length: 14)],
            notes: [Note("`ProfileScreen` is declared here", at: at(1, 2)), Note("the object is recreated on every parent update", at: nil)],
            fixIts: [FixIt("make it a `stateObject`", edits: [TextEdit(range: SourceRange(at(2, 4), length: 14), replacement: "stateObject")])]
        )
    }

    @Test func firstLineSourceCaretHighlightNotesAndFixIts() {
        #expect(renderer().render(observedObjectDiagnostic) == """
        Samples/Profile.xml:2:60: error: an `observedObject` must not create its object; `viewModel` would be recreated on every parent update and lose its state [TRL201]
          <observedObject name="viewModel" type="ProfileViewModel" initial="ProfileViewModel()"/>
           ~~~~~~~~~~~~~~                                          ^
        Samples/Profile.xml:1:2: note: `ProfileScreen` is declared here
        <view name="ProfileScreen">
         ^
        note: the object is recreated on every parent update
        fix-it: make it a `stateObject`
          Samples/Profile.xml:2:4-2:18: replace with "stateObject"

        """)
    }

    @Test func caretKeepsTabsAndCountsWideCharactersTwice() {
        let tab = Diagnostic(Catalog.unknownView("Txt", suggestion: "Text"), at: at(3, 3))
        #expect(renderer().render(tab) == "Samples/Profile.xml:3:3: error: unknown view `Txt`; did you mean `Text` [TRL101]\n\t<Txt/>\n\t ^\n")

        let wide = Diagnostic(Catalog.unknownIdentifier("nmae", suggestion: "name"), at: at(4, 17), highlights: [SourceRange(at(4, 17), length: 4)])
        #expect(renderer().render(wide).hasSuffix("  <Text>プロフィール {nmae}</Text>\n" + String(repeating: " ", count: 22) + "^~~~\n"))
    }

    @Test func caretPastTheEndOfTheLineStaysJustAfterIt() {
        let diagnostic = Diagnostic(Catalog.elseWithoutIf, at: at(5, 40))
        #expect(renderer().render(diagnostic).hasSuffix("</view>\n       ^\n"))
    }

    @Test func fileWithoutTextShowsOnlyTheHeadline() {
        let diagnostic = Diagnostic(Catalog.noInputFiles("Empty"), at: SourceLocation(file: "Empty", line: 1, column: 1))
        #expect(renderer().render(diagnostic) == "Empty:1:1: error: no `.xml` files found in `Empty` [TRL009]\n")

        var sources = SourceTextStore()
        sources.add(path: "binary.xml", bytes: [0x3C, 0x00, 0xFF, 0x0A])
        #expect(sources.line(1, of: "binary.xml") == nil)
    }

    @Test func fixItEditsSayInsertRemoveOrReplace() {
        let edits = [
            TextEdit(range: SourceRange(start: at(1, 7), end: at(1, 7)), replacement: "root=\"true\" "),
            TextEdit(range: SourceRange(at(2, 3), length: 3), replacement: ""),
        ]
        let diagnostic = Diagnostic(Catalog.elseWithoutIf, at: at(1, 1), fixIts: [FixIt("two edits", edits: edits)])
        #expect(renderer().render(diagnostic).hasSuffix("""
        fix-it: two edits
          Samples/Profile.xml:1:7: insert "root=\\"true\\" "
          Samples/Profile.xml:2:3-2:6: remove

        """))
    }

    @Test func colourWrapsEachPartInANSIStyles() {
        let diagnostic = Diagnostic(Catalog.unknownView("Txt", suggestion: nil), at: at(3, 2))
        let escape = "\u{1B}["
        #expect(renderer(color: true).render(diagnostic) == """
        \(escape)1mSamples/Profile.xml:3:2:\(escape)0m \(escape)1;31merror:\(escape)0m \(escape)1munknown view `Txt` [TRL101]\(escape)0m
        \t<Txt/>
        \(escape)1;32m\t^\(escape)0m

        """)
        #expect(!renderer(color: false).render(diagnostic).contains(escape))
    }

    @Test func summaryCountsErrorsAndWarnings() {
        let error = Diagnostic(Catalog.elseWithoutIf, at: at(1, 1))
        let warning = Diagnostic(Catalog.stateNeverRead("x"), at: at(1, 1))
        #expect(TextDiagnosticRenderer.summary(of: []) == nil)
        #expect(TextDiagnosticRenderer.summary(of: [error]) == "1 error generated.")
        #expect(TextDiagnosticRenderer.summary(of: [warning]) == "1 warning generated.")
        #expect(TextDiagnosticRenderer.summary(of: [error, error, warning]) == "2 errors, 1 warning generated.")
        #expect(TextDiagnosticRenderer.summary(of: [warning, warning]) == "2 warnings generated.")
    }
}

@Suite struct ColourDecisionTests {
    @Test(arguments: [
        ([String: String](), true, true),
        ([:], false, false),
        (["NO_COLOR": "1"], true, false),
        (["NO_COLOR": ""], true, true),
        (["TERM": "dumb"], true, false),
        (["TERM": "xterm-256color"], true, true),
    ])
    func colourOnlyOnATerminalWithoutNoColor(environment: [String: String], isTerminal: Bool, expected: Bool) {
        #expect(CommandContext(environment: environment, errorsAreTerminal: isTerminal).usesColor == expected)
    }
}

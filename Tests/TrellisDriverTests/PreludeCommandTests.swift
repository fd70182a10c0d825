import Testing
import TrellisDriver
import TrellisTestSupport

/// `trellis prelude` shows the vocabulary the checker uses, in the form a program declares its own.
@Suite struct PreludeCommandTests {
    @Test func aNameShowsItsDeclarationAsWritten() {
        let result = runTrellis(["prelude", "Spacer"])
        #expect(result.status == 0)
        #expect(result.output.contains("<view name=\"Spacer\" external=\"true\">"))
        #expect(result.output.contains("<parameter name=\"minLength\" type=\"CGFloat?\" default=\"nil\"/>"))
        #expect(result.output.hasSuffix("</view>\n"))
        #expect(result.output.hasPrefix("<!-- Grammar/Prelude/Views.xml:"))
    }

    @Test func listNamesViewsModifiersAndTypes() {
        let result = runTrellis(["prelude", "--list"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("views: ") && lines[0].contains(" Button "))
        #expect(lines[1].hasPrefix("modifiers: ") && lines[1].contains(" onAppear "))
        #expect(lines[2].hasPrefix("types: ") && lines[2].contains(" HorizontalAlignment "))
    }

    @Test func everyFileWithoutAName() {
        let result = runTrellis(["prelude"])
        #expect(result.status == 0)
        #expect(result.output.contains("<!-- Grammar/Prelude/Core.xml -->"))
        #expect(result.output.contains("<!-- Grammar/Prelude/Views.xml -->"))
    }

    @Test func anUnknownNameSuggestsOne() {
        let result = runTrellis(["prelude", "Buton"])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: the prelude declares nothing named 'Buton'\nhelp: did you mean 'Button'?\n"))
    }
}

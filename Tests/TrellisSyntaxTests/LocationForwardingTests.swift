import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

/// An editor's earlier parse of a file, forwarded to its new parse (`SourceLocation.forward`),
/// reads as the new text: what the edit left unchanged compares equal, wherever it moved.
@Suite struct LocationForwardingTests {
    static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Badge">
        <let name="value" type="Int"/>
        <body>
          <Text>{value}</Text>
        </body>
      </view>
      <view name="Caption" root="true">
        <state name="shown" type="Int" initial="0"/>
        <body>
          <Text>{shown}</Text>
        </body>
      </view>
    </trellis>
    """

    static func parse(_ text: String) throws -> SourceFileSyntax {
        var diagnostics = DiagnosticCollector()
        let parsed = SyntaxParser().parseFile(SourceInput(path: "/Badge.xml", bytes: Array(text.utf8)), diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.isEmpty)
        return try #require(parsed)
    }

    static func forward(_ old: SourceFileSyntax, _ oldText: String, to new: SourceFileSyntax, _ newText: String) {
        TrellisDiagnostics.SourceLocation.forward(old.views[0].location, to: new.views[0].location, by: TextShift(from: Array(oldText.utf8), to: Array(newText.utf8)))
    }

    @Test func aLineAddedAboveAViewLeavesItEqual() throws {
        let old = try Self.parse(Self.text)
        let edited = Self.text.replacingOccurrences(of: "<let name=\"value\" type=\"Int\"/>\n", with: "<let name=\"value\" type=\"Int\"/>\n    <state name=\"extra\" type=\"Int\" initial=\"0\"/>\n")
        let new = try Self.parse(edited)
        let (oldCaption, oldShown) = (old.views[1], old.views[1].properties[0].name.location)
        #expect(oldCaption != new.views[1])
        #expect(oldShown.line == 10)
        let kept: Set<TrellisDiagnostics.SourceLocation> = [oldShown]

        Self.forward(old, Self.text, to: new, edited)
        #expect(oldCaption == new.views[1])
        #expect(old.views[0] != new.views[0])
        #expect(oldShown.line == 11 && oldShown.column == new.views[1].properties[0].name.location.column)
        #expect(oldShown.isInEditedText && !new.views[1].location.isInEditedText)
        // Hashed without the line, so a set made before the edit finds the new location.
        #expect(kept.contains(new.views[1].properties[0].name.location))
        // A location made from a forwarded one is in the new text.
        #expect(oldShown.advanced(byColumns: 2) == new.views[1].properties[0].name.location.advanced(byColumns: 2))
    }

    @Test func aRenameMovesTheRestOfItsLineAndReplacesTheName() throws {
        let old = try Self.parse(Self.text)
        let edited = Self.text.replacingOccurrences(of: "<view name=\"Caption\" root", with: "<view name=\"Label\" root")
        let new = try Self.parse(edited)
        let oldBody = old.views[1].body
        let oldName = old.views[1].name.location
        Self.forward(old, Self.text, to: new, edited)
        // The body, on the lines below, is the same; the name's own text was replaced.
        #expect(oldBody == new.views[1].body)
        #expect(old.views[1].location == new.views[1].location)
        #expect(oldName.line == 0 && oldName.column == 0)
        #expect(old.views[0] == new.views[0])
    }

    @Test func editsComposeForEveryEarlierParse() throws {
        let first = try Self.parse(Self.text)
        let secondText = Self.text.replacingOccurrences(of: "<trellis>\n", with: "<trellis>\n\n")
        let second = try Self.parse(secondText)
        Self.forward(first, Self.text, to: second, secondText)
        let thirdText = secondText.replacingOccurrences(of: "</view>\n  <view", with: "</view>\n\n  <view")
        let third = try Self.parse(thirdText)
        Self.forward(second, secondText, to: third, thirdText)
        #expect(first.views == third.views)
        #expect(second.views == third.views)
        #expect(first.views[0].location.line == 4 && first.views[1].location.line == 11)
        // A parse is forwarded once: forwarding it again is ignored.
        Self.forward(first, Self.text, to: third, thirdText)
        #expect(first.views == third.views)
    }

    @Test func shiftsMapPositionsThroughOneReplacedSpan() {
        let shift = TextShift(from: Array("ab\ncd\nef".utf8), to: Array("ab\nXY\ncd\nef".utf8))
        #expect(shift.apply(TextPosition(line: 1, column: 2)) == TextPosition(line: 1, column: 2))
        #expect(shift.apply(TextPosition(line: 2, column: 1)) == TextPosition(line: 3, column: 1))
        #expect(shift.apply(TextPosition(line: 3, column: 2)) == TextPosition(line: 4, column: 2))
        let replaced = TextShift(from: Array("let é = 1".utf8), to: Array("let x = 1".utf8))
        #expect(replaced.apply(TextPosition(line: 1, column: 5)) == nil)
        #expect(replaced.apply(TextPosition(line: 1, column: 7)) == TextPosition(line: 1, column: 7))
        let both = shift.then(TextShift(from: Array("ab\nXY\ncd\nef".utf8), to: Array("ab\nXY\ncd!\nef".utf8)))
        #expect(both.apply(TextPosition(line: 2, column: 2)) == TextPosition(line: 3, column: 2))
        #expect(both.apply(TextPosition(line: 3, column: 1)) == TextPosition(line: 4, column: 1))
    }
}

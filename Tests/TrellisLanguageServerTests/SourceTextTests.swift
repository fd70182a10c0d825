import Testing
import TrellisDiagnostics
@testable import TrellisLanguageServer

@Suite struct SourceTextTests {
    @Test func scalarColumnsBecomeUTF16PositionsAndBack() {
        let text = SourceText("a\r\n  <Text>Sesión {x} 😀 {y}</Text>\rlast")
        let x = SourceLocation(file: "f", line: 2, column: 16)
        #expect(text.position(of: x, encoding: .utf16) == Position(line: 1, character: 15))
        let y = SourceLocation(file: "f", line: 2, column: 24)
        #expect(text.position(of: y, encoding: .utf16) == Position(line: 1, character: 24))
        #expect(text.position(of: y, encoding: .utf32) == Position(line: 1, character: 23))
        #expect(text.location(of: Position(line: 1, character: 24), encoding: .utf16, file: "f") == y)
        #expect(text.position(of: SourceLocation(file: "f", line: 3, column: 2), encoding: .utf16) == Position(line: 2, character: 1))
        #expect(text.lineCount == 3)
    }

    @Test func incrementalEditsReplaceRangesInUTF16() {
        let text = SourceText("<Text>😀 {count}</Text>\n")
        let edited = text.replacing(TextRange(start: Position(line: 0, character: 10), end: Position(line: 0, character: 15)), with: "total", encoding: .utf16)
        #expect(edited.text == "<Text>😀 {total}</Text>\n")
    }

    @Test func markupTagsMatchClosingTagsAndSkipComments() {
        let tags = MarkupTags(Array("<a><!-- <b> --><b x=\"1\"><b/></b><c y='&lt;'></a>".utf8))
        #expect(tags.tags.map(\.name) == ["a", "b", "b", "b", "c", "a"])
        #expect(tags.tags[1].match == 3)
        #expect(tags.tags[0].match == 5)
        #expect(tags.tags[1].attributes.first?.value == "1")
    }
}

import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

/// Locations keep their meaning in their compact form: the file by its path, whether stored
/// once or shared, and the order of diagnostics by file, line and column.
@Suite("Compact locations")
struct CompactLocationTests {
    @Test func aLocationSharingItsFilesPathEqualsOneWithItsOwnCopy() {
        let origin = SourceLocation(file: "Screens/A.xml", line: 1, column: 1)
        let shared = SourceLocation(inFileOf: origin, line: 70_000, column: 12)
        let separate = SourceLocation(file: "Screens/" + "A.xml", line: 70_000, column: 12)
        #expect(shared == separate)
        #expect(Set([shared, separate]).count == 1)
        #expect(shared.file == "Screens/A.xml" && shared.line == 70_000 && shared.column == 12)
        #expect(shared != SourceLocation(file: "Screens/B.xml", line: 70_000, column: 12))
        #expect(shared.advanced(byColumns: -11) == SourceLocation(file: "Screens/A.xml", line: 70_000, column: 1))
    }

    @Test func locationsSortByFileThenLineThenColumn() {
        let a = SourceLocation(file: "A.xml", line: 9, column: 9)
        let b = SourceLocation(file: "B.xml", line: 1, column: 1)
        let later = SourceLocation(inFileOf: a, line: 10, column: 1)
        #expect([b, later, a].sorted() == [a, later, b])
        #expect(SourceLocation(inFileOf: b, line: 1, column: 2) > b)
    }

    @Test func locationsFromTheLocatorShareTheFileAndMatchTheText() {
        let bytes = Array("<view name=\"A\">\n  <body>\n    <Text>é {x}</Text>\n".utf8)
        var locator = SourceLocator(file: "A.xml", bytes: bytes)
        let holeOffset = bytes.firstIndex(of: UInt8(ascii: "{"))!
        let location = locator.location(at: holeOffset)
        #expect(location == SourceLocation(file: "A.xml", line: 3, column: 13))
        #expect(location.description == "A.xml:3:13")
    }
}

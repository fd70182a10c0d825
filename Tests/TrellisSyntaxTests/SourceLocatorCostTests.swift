import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

/// Locations on very long lines (minified XML) cost the same as on short ones, in any order.
@Suite("Source locator cost")
struct SourceLocatorCostTests {
    /// Line and column of `offset` by walking the bytes from the start: the definition.
    private static func reference(_ bytes: [UInt8], _ offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while index < offset {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    @Test func lookupsOnAMegabyteLongLineInDescendingOrderCountABoundedNumberOfBytesEach() {
        // One line of about a megabyte with multi-byte scalars, as minified XML with accents.
        let bytes = Array(("<view name=\"A\">" + String(repeating: "<Text>Sesión ✓</Text>", count: 50_000) + "</view>").utf8)
        var locator = SourceLocator(file: "A.xml", bytes: bytes)
        let lookups = 20_000
        let offsets = (0..<lookups).map { bytes.count - 1 - $0 * (bytes.count / lookups) }
        for offset in offsets {
            let before = locator.countedBytes
            let location = locator.location(at: offset)
            // A lookup behind the previous one used to walk the line from its start.
            #expect(locator.countedBytes - before <= 2 * SourceLocator.checkpointStride)
            if offset % 97 == 0 || offset == offsets.last {
                let expected = Self.reference(bytes, offset)
                #expect(location.line == expected.line && location.column == expected.column)
            }
        }
        #expect(locator.countedBytes <= lookups * 2 * SourceLocator.checkpointStride)
    }

    @Test func columnsMatchTheDefinitionForEveryOffsetOfMixedLinesInAnyOrder() {
        let text = "\u{FEFF}<a>\r\nsí\rñ ✓\n\n\r\r\n" + String(repeating: "é", count: 300) + "x\r"
        let bytes = Array(text.utf8)
        var locator = SourceLocator(file: "A.xml", bytes: bytes)
        for offset in Array(0...bytes.count).shuffled() {
            let location = locator.location(at: offset)
            let expected = Self.reference(bytes, offset)
            #expect(location.line == expected.line && location.column == expected.column, "offset \(offset)")
        }
    }

    @Test func carriageReturnsAloneEndLines() {
        let document = "<view name=\"A\">\r  <state name=\"count\" type=\"Int\" initial=\"0\"/>\r  <body>\r    <Text>{count +}</Text>\r  </body>\r</view>\r"
        var diagnostics = DiagnosticCollector()
        _ = SyntaxParser().parseFile(SourceInput(path: "A.xml", bytes: Array(document.utf8)), diagnostics: &diagnostics)
        #expect(diagnostics.diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column)" } == ["TRL020@4:19"])

        // libxml2's own positions are moved to the lines the user sees too.
        var malformed = DiagnosticCollector()
        let broken = "<view name=\"A\">\r  <body>\r  </bdy>\r</view>\r"
        _ = SyntaxParser().parseFile(SourceInput(path: "B.xml", bytes: Array(broken.utf8)), diagnostics: &malformed)
        #expect(malformed.diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column)" } == ["TRL001@3:9"])
    }

    /// The locator reads eight bytes at a time: on random text of line breaks of each kind,
    /// multi-byte scalars, a byte order mark and stray bytes, every offset still gets the line
    /// and column of the byte-by-byte definition, and the UTF-8 check the same first bad byte.
    @Test func wordAtATimeScanningAgreesWithTheByteByByteDefinition() {
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("<Text>".utf8), [0x0A], [0x0D], [0x0D, 0x0A], Array("é".utf8), Array("✓".utf8),
            Array("😀".utf8), [0x80], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], Array("abcdefgh".utf8),
        ]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<400 {
            var bytes: [UInt8] = round % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
            for _ in 0..<next(120) {
                // Mostly ASCII, as screens are, so that whole words occur.
                bytes += next(3) == 0 ? pieces[next(pieces.count)] : pieces[next(2) == 0 ? 0 : 12]
            }
            var locator = SourceLocator(file: "A.xml", bytes: bytes)
            for offset in 0...bytes.count {
                let found = locator.lineAndColumn(at: offset)
                let expected = Self.reference(bytes, offset)
                #expect(found.line == expected.line && found.column == expected.column, "round \(round), offset \(offset)")
            }
            #expect(InputChecks.firstInvalidUTF8Offset(bytes) == Self.firstInvalidByte(bytes), "round \(round)")
        }
    }

    /// The first byte that is not part of well-formed UTF-8, by the standard library's decoder.
    private static func firstInvalidByte(_ bytes: [UInt8]) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}

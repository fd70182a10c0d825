import TrellisDiagnostics

/// How the client counts columns: LSP's default UTF-16 code units, or Unicode scalars
/// (`utf-32`), which is how Trellis counts them.
public enum PositionEncoding: String, Sendable {
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// An LSP position: 0-based line and character.
public struct Position: Hashable, Comparable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: Position, rhs: Position) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    var json: JSONValue { ["line": .int(line), "character": .int(character)] }

    init?(_ value: JSONValue?) {
        guard let line = value?["line"]?.intValue, let character = value?["character"]?.intValue, line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }
}

public struct TextRange: Hashable, Sendable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    var json: JSONValue { ["start": start.json, "end": end.json] }

    init?(_ value: JSONValue?) {
        guard let start = Position(value?["start"]), let end = Position(value?["end"]) else { return nil }
        self.init(start: start, end: end)
    }

    func contains(_ position: Position) -> Bool { start <= position && position <= end }
}

/// A file's text with its line starts, converting between Trellis's locations (1-based line,
/// 1-based column in Unicode scalars) and LSP positions. Lines end at `\n`, `\r\n` or a lone `\r`,
/// as the parser counts them; a leading byte order mark is not a column.
public struct SourceText: Sendable {
    public let bytes: [UInt8]
    /// Byte offset of each line's first byte.
    let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    public init(_ text: String) { self.init(Array(text.utf8)) }

    public var text: String { String(decoding: bytes, as: UTF8.self) }
    public var lineCount: Int { lineStarts.count }

    /// Where line `line` (0-based) ends, before its line break.
    func lineEnd(_ line: Int) -> Int {
        guard line + 1 < lineStarts.count else { return bytes.count }
        var end = lineStarts[line + 1]
        if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0, bytes[end - 1] == 0x0D, end > lineStarts[line] { end -= 1 }
        return max(end, lineStarts[line])
    }

    /// The byte offset `count` units into line `line`, clamped to the line.
    private func offset(line: Int, units count: Int, encoding: PositionEncoding) -> Int {
        guard line < lineStarts.count else { return bytes.count }
        let end = lineEnd(line)
        var offset = lineStarts[line]
        var units = 0
        while offset < end, units < count {
            let (length, scalarUnits) = Self.scalarLength(bytes[offset])
            units += encoding == .utf16 ? scalarUnits : 1
            offset = min(offset + length, end)
        }
        return offset
    }

    /// The byte offset of an LSP position (past the end of a line: the line's end).
    public func offset(of position: Position, encoding: PositionEncoding) -> Int {
        offset(line: position.line, units: position.character, encoding: encoding)
    }

    /// The byte offset of a Trellis location in this file.
    public func offset(of location: SourceLocation) -> Int {
        offset(line: location.line - 1, units: location.column - 1, encoding: .utf32)
    }

    public func position(ofOffset target: Int, encoding: PositionEncoding) -> Position {
        let clamped = min(max(target, 0), bytes.count)
        var line = 0
        var low = 0
        var high = lineStarts.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= clamped {
                line = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        var offset = lineStarts[line]
        var units = 0
        while offset < clamped, offset < bytes.count {
            let (length, scalarUnits) = Self.scalarLength(bytes[offset])
            units += encoding == .utf16 ? scalarUnits : 1
            offset += length
        }
        return Position(line: line, character: units)
    }

    public func position(of location: SourceLocation, encoding: PositionEncoding) -> Position {
        position(ofOffset: offset(of: location), encoding: encoding)
    }

    /// The Trellis location of an LSP position.
    public func location(of position: Position, encoding: PositionEncoding, file: String) -> SourceLocation {
        let scalarPosition = self.position(ofOffset: offset(of: position, encoding: encoding), encoding: .utf32)
        return SourceLocation(file: file, line: scalarPosition.line + 1, column: scalarPosition.character + 1)
    }

    public func range(of range: SourceRange, encoding: PositionEncoding) -> TextRange {
        TextRange(start: position(of: range.start, encoding: encoding), end: position(of: range.end, encoding: encoding))
    }

    /// The text between two byte offsets.
    public func slice(_ start: Int, _ end: Int) -> String {
        let lower = min(max(start, 0), bytes.count)
        let upper = min(max(end, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The byte length of the UTF-8 sequence a lead byte starts, and its UTF-16 units.
    static func scalarLength(_ lead: UInt8) -> (bytes: Int, utf16Units: Int) {
        switch lead {
        case 0xF0...0xF7: (4, 2)
        case 0xE0...0xEF: (3, 1)
        case 0xC0...0xDF: (2, 1)
        default: (1, 1)
        }
    }

    /// `self` with `range` replaced by `replacement` (an incremental change).
    public func replacing(_ range: TextRange, with replacement: String, encoding: PositionEncoding) -> SourceText {
        let start = offset(of: range.start, encoding: encoding)
        let end = max(start, offset(of: range.end, encoding: encoding))
        var result = Array(bytes[..<start])
        result.append(contentsOf: replacement.utf8)
        result.append(contentsOf: bytes[end...])
        return SourceText(result)
    }
}

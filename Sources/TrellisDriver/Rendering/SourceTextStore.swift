import Foundation

/// The text of every input file, so diagnostics can quote the line they point at.
public struct SourceTextStore: Sendable {
    private var linesByPath: [String: [Substring]] = [:]

    public init() {}

    /// Keeps `bytes` for quoting only if they are UTF-8 text; binary files are never quoted.
    public mutating func add(path: String, bytes: [UInt8]) {
        guard !bytes.contains(0), var text = String(bytes: bytes, encoding: .utf8) else { return }
        // A byte order mark is not a column, as the parser counts them.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        // Split on UTF-8 bytes: splitting on `Character`s costs a grapheme break check per character.
        var lines: [Substring] = []
        var lineStart = text.startIndex
        let utf8 = text.utf8
        while let newline = utf8[lineStart...].firstIndex(of: 0x0A) {
            lines.append(Self.droppingCarriageReturn(text[lineStart..<newline]))
            lineStart = utf8.index(after: newline)
        }
        lines.append(Self.droppingCarriageReturn(text[lineStart...]))
        linesByPath[path] = lines
    }

    private static func droppingCarriageReturn(_ line: Substring) -> Substring {
        line.utf8.last == 0x0D ? line.dropLast() : line
    }

    /// Line `number` (1-based) of `path` without its line break, if known.
    public func line(_ number: Int, of path: String) -> Substring? {
        guard let lines = linesByPath[path], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}

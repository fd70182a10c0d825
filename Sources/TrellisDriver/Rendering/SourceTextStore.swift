import Foundation

/// The text of every input file, so diagnostics can quote the line they point at.
public struct SourceTextStore: Sendable {
    private var linesByPath: [String: [Substring]] = [:]
    /// For lines longer than `checkpointStride` bytes (by path, then 0-based line): the index
    /// of every `checkpointStride`-th scalar, so a column is found without walking the line.
    private var checkpointsByPath: [String: [Int: [String.Index]]] = [:]
    static let checkpointStride = 64

    public init() {}

    /// Whether the text of `path` is kept.
    public func holds(_ path: String) -> Bool {
        linesByPath[path] != nil
    }

    /// Keeps `bytes` for quoting only if they are UTF-8 text; binary files are never quoted.
    public mutating func add(path: String, bytes: [UInt8]) {
        guard !bytes.contains(0), var text = String(bytes: bytes, encoding: .utf8) else { return }
        // A byte order mark is not a column, as the parser counts them.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        // Split on UTF-8 bytes: splitting on `Character`s costs a grapheme break check per character.
        // Lines end at `\n`, `\r\n` or a lone `\r`, as the parser counts them.
        var lines: [Substring] = []
        var lineStart = text.startIndex
        let utf8 = text.utf8
        while let lineEnd = utf8[lineStart...].firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) {
            lines.append(text[lineStart..<lineEnd])
            var next = utf8.index(after: lineEnd)
            if utf8[lineEnd] == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            lineStart = next
        }
        lines.append(text[lineStart...])
        linesByPath[path] = lines
        var checkpoints: [Int: [String.Index]] = [:]
        for (number, line) in lines.enumerated() where line.utf8.count > Self.checkpointStride {
            var indices: [String.Index] = []
            var count = 0
            var index = line.unicodeScalars.startIndex
            while index < line.unicodeScalars.endIndex {
                if count % Self.checkpointStride == 0 { indices.append(index) }
                line.unicodeScalars.formIndex(after: &index)
                count += 1
            }
            checkpoints[number] = indices
        }
        checkpointsByPath[path] = checkpoints.isEmpty ? nil : checkpoints
    }

    /// The index of the scalar at `column` (1-based) of line `number`, and the column reached:
    /// `column`, or just past the line's last scalar when the line is shorter.
    /// Takes at most `checkpointStride` steps, however long the line.
    func index(ofColumn column: Int, line number: Int, of path: String) -> (index: String.Index, column: Int)? {
        guard let line = line(number, of: path) else { return nil }
        let target = max(column, 1) - 1
        var index = line.unicodeScalars.startIndex
        var reached = 0
        if let checkpoints = checkpointsByPath[path]?[number - 1], !checkpoints.isEmpty {
            let slot = min(target / Self.checkpointStride, checkpoints.count - 1)
            index = checkpoints[slot]
            reached = slot * Self.checkpointStride
        }
        while reached < target, index < line.unicodeScalars.endIndex {
            line.unicodeScalars.formIndex(after: &index)
            reached += 1
        }
        return (index, reached + 1)
    }

    /// Line `number` (1-based) of `path` without its line break, if known.
    public func line(_ number: Int, of path: String) -> Substring? {
        guard let lines = linesByPath[path], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}

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
        linesByPath[path] = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
    }

    /// Line `number` (1-based) of `path` without its line break, if known.
    public func line(_ number: Int, of path: String) -> Substring? {
        guard let lines = linesByPath[path], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }
}

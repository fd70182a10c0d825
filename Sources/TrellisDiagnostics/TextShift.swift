/// A line and a column, 1-based, as `SourceLocation` counts them.
public struct TextPosition: Hashable, Comparable, Sendable {
    public var line: UInt32
    public var column: UInt32

    public init(line: UInt32, column: UInt32) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool { (lhs.line, lhs.column) < (rhs.line, rhs.column) }

    /// From `start` to here in the same unchanged text: lines down, and the column on the last
    /// line, relative to `start`'s when no line was crossed.
    func distance(from start: TextPosition) -> (lines: UInt32, column: UInt32) {
        line == start.line ? (0, column - start.column) : (line - start.line, column)
    }

    func moved(by distance: (lines: UInt32, column: UInt32)) -> TextPosition {
        distance.lines == 0 ? TextPosition(line: line, column: column + distance.column) : TextPosition(line: line + distance.lines, column: distance.column)
    }
}

/// Where the positions of one version of a file's text are in a later version: runs of text the
/// edits between them left unchanged, in order. A position outside every run was in text that
/// was replaced.
public struct TextShift: Equatable, Sendable {
    struct Run: Equatable, Sendable {
        /// `[oldStart, oldEnd)` in the earlier text; `oldEnd` `nil` runs to the end.
        let oldStart: TextPosition
        let oldEnd: TextPosition?
        let newStart: TextPosition

        func contains(_ position: TextPosition) -> Bool { oldStart <= position && oldEnd.map { position < $0 } ?? true }

        /// Where the run ends in the later text.
        var newEnd: TextPosition? { oldEnd.map { newStart.moved(by: $0.distance(from: oldStart)) } }
    }

    private(set) var runs: [Run]

    /// The edit from `old` to `new` (UTF-8). When both have as many lines, line by line: each
    /// changed line replaces one span of itself, so edits on several lines that add or remove
    /// none (a name renamed throughout a file) leave the lines between them unchanged. Otherwise
    /// one replaced span: the longest common start and end.
    public init(from old: [UInt8], to new: [UInt8]) {
        if let lineByLine = Self.lineByLine(from: old, to: new) {
            runs = lineByLine
            return
        }
        var (prefix, suffix) = Self.commonEnds(old[...], new[...])
        // Lines added or removed whole are taken from their line's start, so that the line
        // after them keeps its own start (`<state .../>\n    <` inserted after `    <` is
        // `    <state .../>\n` inserted before it).
        let (oldLength, newLength) = (old.count - suffix - prefix, new.count - suffix - prefix)
        if oldLength == 0 || newLength == 0 {
            let (text, length) = oldLength == 0 ? (new, newLength) : (old, oldLength)
            while prefix > 0, length > 0, text[prefix - 1] < 0x80, text[prefix - 1] != 0x0A, text[prefix - 1] == text[prefix + length - 1] {
                prefix -= 1
                suffix += 1
            }
        }
        let start = Self.position(of: prefix, in: old)
        let oldEnd = Self.position(of: old.count - suffix, in: old)
        let newEnd = Self.position(of: new.count - suffix, in: new)
        let origin = TextPosition(line: 1, column: 1)
        runs = []
        if start > origin { runs.append(Run(oldStart: origin, oldEnd: start, newStart: origin)) }
        runs.append(Run(oldStart: oldEnd, oldEnd: nil, newStart: newEnd))
    }

    /// The bytes `old` and `new` begin and end with alike, never inside a scalar, a `\r\n` or a
    /// byte order mark.
    private static func commonEnds(_ old: ArraySlice<UInt8>, _ new: ArraySlice<UInt8>) -> (prefix: Int, suffix: Int) {
        let (oldBase, newBase) = (old.startIndex, new.startIndex)
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[oldBase + prefix] == new[newBase + prefix] { prefix += 1 }
        while prefix > 0, prefix < old.count, old[oldBase + prefix] & 0xC0 == 0x80 { prefix -= 1 }
        if prefix > 0, old[oldBase + prefix - 1] == 0x0D { prefix -= 1 }
        if prefix < 3, old.starts(with: Self.byteOrderMark) || new.starts(with: Self.byteOrderMark) { prefix = 0 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.endIndex - 1 - suffix] == new[new.endIndex - 1 - suffix] { suffix += 1 }
        while suffix > 0, old[old.endIndex - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        if suffix > 0, old[old.endIndex - suffix] == 0x0A { suffix -= 1 }
        return (prefix, suffix)
    }

    /// Runs for texts of as many lines, each line compared with its counterpart; `nil` when the
    /// counts differ or a lone `\r` ends a line.
    private static func lineByLine(from old: [UInt8], to new: [UInt8]) -> [Run]? {
        guard !hasLoneCarriageReturn(old), !hasLoneCarriageReturn(new), !old.starts(with: byteOrderMark), !new.starts(with: byteOrderMark) else { return nil }
        let oldLines = old.split(separator: 0x0A, omittingEmptySubsequences: false)
        let newLines = new.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard oldLines.count == newLines.count else { return nil }
        var runs: [Run] = []
        var cursor = (old: TextPosition(line: 1, column: 1), new: TextPosition(line: 1, column: 1))
        for (index, (oldLine, newLine)) in zip(oldLines, newLines).enumerated() where oldLine != newLine {
            let line = UInt32(index + 1)
            let (prefix, suffix) = commonEnds(oldLine, newLine)
            let replaced = TextPosition(line: line, column: 1 + scalars(in: oldLine.prefix(prefix)))
            if cursor.old < replaced { runs.append(Run(oldStart: cursor.old, oldEnd: replaced, newStart: cursor.new)) }
            cursor = (
                TextPosition(line: line, column: 1 + scalars(in: oldLine.prefix(oldLine.count - suffix))),
                TextPosition(line: line, column: 1 + scalars(in: newLine.prefix(newLine.count - suffix)))
            )
        }
        runs.append(Run(oldStart: cursor.old, oldEnd: nil, newStart: cursor.new))
        return runs
    }

    private static func hasLoneCarriageReturn(_ text: [UInt8]) -> Bool {
        text.indices.contains { text[$0] == 0x0D && ($0 + 1 == text.count || text[$0 + 1] != 0x0A) }
    }

    private static func scalars(in bytes: ArraySlice<UInt8>) -> UInt32 {
        UInt32(bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) })
    }

    /// No text moved.
    public static let unchanged = TextShift(runs: [Run(oldStart: TextPosition(line: 1, column: 1), oldEnd: nil, newStart: TextPosition(line: 1, column: 1))])

    init(runs: [Run]) {
        self.runs = runs
    }

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The position of byte `offset` of `text`, as `SourceLocator` counts: a line ends at `\n`,
    /// `\r\n` or a lone `\r`; columns count scalars; a byte order mark is no column.
    static func position(of offset: Int, in text: [UInt8]) -> TextPosition {
        var line: UInt32 = 1
        var column: UInt32 = 1
        let skipped = text.starts(with: byteOrderMark) ? 3 : 0
        var index = skipped
        while index < offset {
            let byte = text[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 == text.count || text[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return TextPosition(line: line, column: column)
    }

    /// Where `position` is in the later text; `nil` when its text was replaced.
    public func apply(_ position: TextPosition) -> TextPosition? {
        // The last run starting at or before it.
        var low = 0
        var high = runs.count - 1
        guard high >= 0, runs[0].oldStart <= position else { return nil }
        while low < high {
            let middle = (low + high + 1) / 2
            if runs[middle].oldStart <= position { low = middle } else { high = middle - 1 }
        }
        let run = runs[low]
        guard run.contains(position) else { return nil }
        return run.newStart.moved(by: position.distance(from: run.oldStart))
    }

    /// This shift, then `next`: from this one's earlier text to `next`'s later one.
    public func then(_ next: TextShift) -> TextShift {
        var composed: [Run] = []
        for run in runs {
            let (middleStart, middleEnd) = (run.newStart, run.newEnd)
            for later in next.runs {
                let low = max(middleStart, later.oldStart)
                let high: TextPosition? = switch (middleEnd, later.oldEnd) {
                case (nil, nil): nil
                case (let end?, nil), (nil, let end?): end
                case (let first?, let second?): min(first, second)
                }
                if let high, high <= low { continue }
                composed.append(Run(
                    oldStart: run.oldStart.moved(by: low.distance(from: middleStart)),
                    oldEnd: high.map { run.oldStart.moved(by: $0.distance(from: middleStart)) },
                    newStart: later.newStart.moved(by: low.distance(from: later.oldStart))
                ))
            }
        }
        return TextShift(runs: composed)
    }
}

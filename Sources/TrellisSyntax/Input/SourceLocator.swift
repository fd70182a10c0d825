import TrellisDiagnostics

/// Turns byte offsets into 1-based line/column locations, where columns count
/// Unicode scalars. Queries arrive mostly in increasing order, so a cursor makes a
/// sequence of them linear overall; a query behind the cursor restarts from its
/// line's start, found by binary search.
struct SourceLocator {
    let file: String
    private let bytes: [UInt8]
    /// Offset of the first byte of every line.
    private let lineStarts: [Int]
    /// Line and column of offset 0, so a fragment can be located inside a larger file.
    private let firstLine: Int
    private let firstColumn: Int
    /// Bytes at the very start that do not count as columns (a UTF-8 byte order mark).
    private let skippedPrefix: Int

    private var cursorOffset = 0
    private var cursorLine = 0 // index into lineStarts
    private var cursorColumn: Int

    init(file: String, bytes: [UInt8], firstLine: Int = 1, firstColumn: Int = 1) {
        self.file = file
        self.bytes = bytes
        self.firstLine = firstLine
        self.firstColumn = firstColumn
        skippedPrefix = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for index in buffer.indices where buffer[index] == 0x0A {
                starts.append(index + 1)
            }
        }
        lineStarts = starts
        cursorColumn = firstColumn
    }

    mutating func location(at requested: Int) -> SourceLocation {
        let offset = max(0, min(requested, bytes.count))
        if offset < cursorOffset || (cursorLine + 1 < lineStarts.count && offset >= lineStarts[cursorLine + 1]) {
            moveCursor(toLineOf: offset)
        }
        bytes.withUnsafeBufferPointer { buffer in
            var column = cursorColumn
            var index = max(cursorOffset, skippedPrefix)
            while index < offset {
                if buffer[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
            cursorColumn = column
        }
        cursorOffset = offset
        return SourceLocation(file: file, line: firstLine + cursorLine, column: cursorColumn)
    }

    private mutating func moveCursor(toLineOf offset: Int) {
        // Last line start <= offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        cursorLine = low
        cursorOffset = lineStarts[low]
        cursorColumn = low == 0 ? firstColumn : 1
    }
}

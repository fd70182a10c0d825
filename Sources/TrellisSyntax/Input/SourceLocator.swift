import TrellisDiagnostics

/// Turns byte offsets into 1-based line/column locations, where columns count
/// Unicode scalars. A line ends at `\n`, `\r\n` or a lone `\r`, as XML normalizes them.
///
/// Every lookup costs a binary search plus at most `checkpointStride` bytes of
/// counting, in whatever order the offsets come: the scalar count is kept at every
/// `checkpointStride`-th byte, so a column on a megabyte-long line (minified XML) is
/// found without walking the line.
struct SourceLocator {
    /// What never changes after `init`, shared by every copy: the builder hands the locator to
    /// each expression it parses and takes it back, so a copy is one reference, not four.
    private final class Tables: Sendable {
        /// Offset 0's location: every location made shares its file's path.
        let origin: SourceLocation
        let bytes: [UInt8]
        /// Offset of the first byte of every line.
        let lineStarts: [Int]
        /// `scalarCheckpoints[k]`: scalars that start in `skippedPrefix..<k * checkpointStride`.
        let scalarCheckpoints: [UInt32]
        /// Line and column of offset 0, so a fragment can be located inside a larger file.
        let firstLine: Int
        let firstColumn: Int
        /// Bytes at the very start that do not count as columns (a UTF-8 byte order mark).
        let skippedPrefix: Int

        init(origin: SourceLocation, bytes: [UInt8], lineStarts: [Int], scalarCheckpoints: [UInt32], firstLine: Int, firstColumn: Int, skippedPrefix: Int) {
            self.origin = origin
            self.bytes = bytes
            self.lineStarts = lineStarts
            self.scalarCheckpoints = scalarCheckpoints
            self.firstLine = firstLine
            self.firstColumn = firstColumn
            self.skippedPrefix = skippedPrefix
        }
    }

    private let tables: Tables
    var file: String { tables.origin.file }
    /// The line of the last lookup and the scalars before its start: lookups mostly come in
    /// order, often on one line.
    private var lastLine = 0
    private var lineStartScalars = 0
    private var hasLineStartScalars = false
    /// The last offset counted, and the scalars before it.
    private var lastOffset = 0
    private var lastOffsetScalars = 0

    static let checkpointStride = 64

    /// Bytes examined by column counting so far; lets tests prove a lookup's cost is bounded.
    private(set) var countedBytes = 0

    init(file: String, bytes: [UInt8], firstLine: Int = 1, firstColumn: Int = 1) {
        self.init(origin: SourceLocation(file: file, line: firstLine, column: firstColumn), bytes: bytes)
    }

    /// Locates `bytes` as if they started at `origin`, in its file.
    init(origin: SourceLocation, bytes: [UInt8]) {
        let firstLine = origin.line
        let firstColumn = origin.column
        let skipped = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        // The tables are the closure's own locals, and the helper takes them `inout`: appending to
        // a captured variable paid an exclusivity check per line start.
        let (starts, checkpoints) = bytes.withUnsafeBufferPointer { buffer -> ([Int], [UInt32]) in
            var starts = [0]
            var checkpoints: [UInt32] = []
            checkpoints.reserveCapacity(buffer.count / Self.checkpointStride + 1)
            var scalars: UInt32 = 0
            let count = buffer.count
            var blockStart = 0
            func lineBreaks(from start: Int, to end: Int, into starts: inout [Int]) {
                for index in start..<end {
                    let byte = buffer[index]
                    if byte == 0x0A || (byte == 0x0D && (index + 1 == count || buffer[index + 1] != 0x0A)) {
                        starts.append(index + 1)
                    }
                }
            }
            // Block by block, so the inner loop has no checkpoint test per byte; within a block,
            // eight bytes at a time, looking at single bytes only in words holding a line break.
            while blockStart < count {
                checkpoints.append(scalars)
                let blockEnd = min(blockStart + Self.checkpointStride, count)
                var index = blockStart
                if blockStart >= skipped, let base = buffer.baseAddress {
                    let raw = UnsafeRawPointer(base)
                    while index + 8 <= blockEnd {
                        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        scalars &+= UInt32(8 - ByteWords.continuationCount(word))
                        if ByteWords.contains(word, 0x0D) {
                            lineBreaks(from: index, to: index + 8, into: &starts)
                        } else {
                            // Only `\n`: each found by its bit, without visiting the word's other bytes.
                            var newlines = ByteWords.matches(word, 0x0A)
                            while newlines != 0 {
                                starts.append(index + newlines.trailingZeroBitCount / 8 + 1)
                                newlines &= newlines &- 1
                            }
                        }
                        index += 8
                    }
                }
                for byteIndex in max(index, skipped)..<max(blockEnd, skipped) where buffer[byteIndex] & 0xC0 != 0x80 { scalars &+= 1 }
                lineBreaks(from: index, to: blockEnd, into: &starts)
                blockStart = blockEnd
            }
            if count % Self.checkpointStride == 0 { checkpoints.append(scalars) }
            return (starts, checkpoints)
        }
        tables = Tables(origin: origin, bytes: bytes, lineStarts: starts, scalarCheckpoints: checkpoints, firstLine: firstLine, firstColumn: firstColumn, skippedPrefix: skipped)
    }

    mutating func location(at requested: Int) -> SourceLocation {
        let (line, column) = lineAndColumn(at: requested)
        return SourceLocation(inFileOf: tables.origin, line: line, column: column)
    }

    /// The 1-based line and column of `requested`, without making a `SourceLocation`.
    mutating func lineAndColumn(at requested: Int) -> (line: Int, column: Int) {
        let tables = tables
        let offset = max(0, min(requested, tables.bytes.count))
        let line = lineIndex(of: offset)
        if line != lastLine || !hasLineStartScalars {
            lastLine = line
            lineStartScalars = scalars(before: max(tables.lineStarts[line], tables.skippedPrefix))
            hasLineStartScalars = true
        }
        let column = (line == 0 ? tables.firstColumn : 1) + max(0, scalars(before: offset) - lineStartScalars)
        return (tables.firstLine + line, column)
    }

    /// The index of the last line start at or before `offset`.
    private func lineIndex(of offset: Int) -> Int {
        let lineStarts = tables.lineStarts
        let nextStart = lastLine + 1 < lineStarts.count ? lineStarts[lastLine + 1] : Int.max
        if lineStarts[lastLine] <= offset && offset < nextStart { return lastLine }
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Scalars that start in `skippedPrefix..<offset`. Counts from the nearer of the checkpoint
    /// below `offset` and the previous lookup, so lookups in order count each byte about once.
    private mutating func scalars(before offset: Int) -> Int {
        let slot = offset / Self.checkpointStride
        let checkpoints = tables.scalarCheckpoints
        // A block whose every byte starts a scalar (ASCII, as most markup is) needs no counting.
        if slot + 1 < checkpoints.count, Int(checkpoints[slot + 1] &- checkpoints[slot]) == Self.checkpointStride {
            return Int(checkpoints[slot]) + (offset - slot * Self.checkpointStride)
        }
        var start = max(slot * Self.checkpointStride, tables.skippedPrefix)
        var count = Int(checkpoints[slot])
        if lastOffset <= offset && lastOffset > start {
            start = lastOffset
            count = lastOffsetScalars
        }
        if start < offset {
            tables.bytes.withUnsafeBufferPointer { buffer in
                for index in start..<offset where buffer[index] & 0xC0 != 0x80 { count += 1 }
            }
            countedBytes += offset - start
        }
        lastOffset = offset
        lastOffsetScalars = count
        return count
    }
}

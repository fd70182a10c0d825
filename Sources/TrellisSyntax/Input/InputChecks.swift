import Foundation

/// File-level checks that run before any XML parsing.
enum InputChecks {
    /// How far into a file NUL bytes mark it as binary, as `git` and `grep` do.
    static let binaryProbeLength = 8 * 1024

    static func isBlank(_ bytes: [UInt8]) -> Bool {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return body.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    /// The encoding a byte order mark at the start names, when it is not UTF-8's.
    /// Checked before `looksBinary`, because UTF-16 text of ASCII characters is half NUL bytes.
    static func foreignByteOrderMark(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "UTF-32 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "UTF-32 (little-endian)" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "UTF-16 (big-endian)" }
        if bytes.starts(with: [0xFF, 0xFE]) { return "UTF-16 (little-endian)" }
        return nil
    }

    /// Whether a `\r` ends a line on its own somewhere, as in files saved with classic Mac line ends.
    static func hasLoneCarriageReturn(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.indices.contains { buffer[$0] == 0x0D && ($0 + 1 == buffer.count || buffer[$0 + 1] != 0x0A) }
        }
    }

    /// The offset of `line` and `column` (1-based, columns in scalars) where only `\n` ends a
    /// line, as libxml2 counts; `nil` when the file is shorter.
    static func offset(ofNewlineCountedLine line: Int, column: Int, in bytes: [UInt8]) -> Int? {
        var index = 0
        var currentLine = 1
        while currentLine < line {
            guard let newline = bytes[index...].firstIndex(of: 0x0A) else { return nil }
            index = newline + 1
            currentLine += 1
        }
        var scalars = 1
        while scalars < column, index < bytes.count {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
            scalars += 1
        }
        return index
    }

    static func looksBinary(_ bytes: [UInt8]) -> Bool {
        // `memchr` reads a word or more at a time; a byte-by-byte `contains` cost five
        // instructions a byte, on every file.
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            return memchr(base, 0, min(buffer.count, binaryProbeLength)) != nil
        }
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, or `nil`.
    /// Rejects overlong forms, surrogates and scalars above U+10FFFF.
    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer -> Int? in
            let count = buffer.count
            var index = 0
            while index < count {
                // Eight ASCII bytes at a time: most of a screen is ASCII.
                if let base = buffer.baseAddress, index + 8 <= count,
                   UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self) & ByteWords.highBits == 0 {
                    index += 8
                    continue
                }
                let lead = buffer[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                var lowerBound: UInt8 = 0x80
                var upperBound: UInt8 = 0xBF
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; lowerBound = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; upperBound = 0x9F
                case 0xF0: length = 4; lowerBound = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; upperBound = 0x8F
                default: return index
                }
                guard index + 1 < count, (lowerBound...upperBound).contains(buffer[index + 1]) else { return index }
                for continuation in 2..<length {
                    guard index + continuation < count, buffer[index + continuation] & 0xC0 == 0x80 else { return index }
                }
                index += length
            }
            return nil
        }
    }
}

/// Tests on eight bytes at once, in one `UInt64` (the order of the bytes does not matter).
enum ByteWords {
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    static let lowBits: UInt64 = 0x0101_0101_0101_0101

    /// Whether any of the eight bytes of `word` is `byte`.
    @inline(__always) static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let difference = word ^ (lowBits &* UInt64(byte))
        return (difference &- lowBits) & ~difference & highBits != 0
    }

    /// The high bit of each of the eight bytes of `word` that is `byte`, and no other bit; the
    /// word as loaded from memory, so byte `k` of the bytes is bits `8k..<8k+8` after `littleEndian`.
    @inline(__always) static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (lowBits &* UInt64(byte))
        // A byte's high bit ends up set exactly when the byte of `difference` is zero; no carry
        // crosses bytes, since each sum is at most 0xFE.
        return ~(((difference & ~highBits) &+ ~highBits) | difference) & highBits
    }

    /// How many of the eight bytes of `word` are UTF-8 continuation bytes (`10xxxxxx`).
    @inline(__always) static func continuationCount(_ word: UInt64) -> Int {
        (word & ~(word << 1) & highBits).nonzeroBitCount
    }
}

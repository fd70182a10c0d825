/// An attribute value or text run after XML decoding (references replaced, line
/// ends normalized), with the raw file offset of every decoded byte so that a
/// position inside the decoded text maps back to the exact source column.
struct DecodedText {
    enum Normalization {
        /// Attribute values: tab, newline and carriage return become spaces.
        case attribute
        /// Character data: `\r\n` becomes `\n`.
        case text
        /// CDATA sections: `\r\n` becomes `\n`; references are text.
        case cdata
    }

    let normalization: Normalization

    var bytes: [UInt8]
    /// `rawOffsets[i]` is where decoded byte `i` came from; empty when decoding
    /// changed nothing, in which case offsets are `rawStart + i`.
    private var rawOffsets: [Int32]
    let rawStart: Int
    let rawEnd: Int

    func rawOffset(of decodedOffset: Int) -> Int {
        if rawOffsets.isEmpty { return rawStart + decodedOffset }
        if decodedOffset < rawOffsets.count { return Int(rawOffsets[max(0, decodedOffset)]) }
        return rawEnd
    }

    init(_ file: [UInt8], from start: Int, to end: Int, normalization: Normalization) {
        rawStart = start
        rawEnd = end
        self.normalization = normalization
        guard Self.needsDecoding(file[start..<end], normalization: normalization) else {
            bytes = Array(file[start..<end])
            rawOffsets = []
            return
        }
        var decoded: [UInt8] = []
        var offsets: [Int32] = []
        decoded.reserveCapacity(end - start)
        offsets.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = file[index]
            switch byte {
            case UInt8(ascii: "&") where normalization != .cdata:
                if let (scalar, length) = Self.reference(in: file, at: index, end: end) {
                    for unit in String(scalar).utf8 {
                        decoded.append(unit)
                        offsets.append(Int32(index))
                    }
                    index += length
                } else {
                    decoded.append(byte)
                    offsets.append(Int32(index))
                    index += 1
                }
            case 0x0D:
                let replacement: UInt8 = normalization == .attribute ? 0x20 : 0x0A
                decoded.append(replacement)
                offsets.append(Int32(index))
                index += (index + 1 < end && file[index + 1] == 0x0A) ? 2 : 1
            case 0x09 where normalization == .attribute, 0x0A where normalization == .attribute:
                decoded.append(0x20)
                offsets.append(Int32(index))
                index += 1
            default:
                decoded.append(byte)
                offsets.append(Int32(index))
                index += 1
            }
        }
        bytes = decoded
        rawOffsets = offsets
    }

    /// Whether decoding would change `raw`: without a reference or a byte to normalize, the
    /// decoded text is the raw bytes.
    static func needsDecoding(_ raw: ArraySlice<UInt8>, normalization: Normalization) -> Bool {
        raw.withUnsafeBufferPointer { bytes in
            switch normalization {
            case .attribute: bytes.contains { $0 == UInt8(ascii: "&") || $0 == 0x0D || $0 == 0x09 || $0 == 0x0A }
            case .text: bytes.contains { $0 == UInt8(ascii: "&") || $0 == 0x0D }
            case .cdata: bytes.contains { $0 == 0x0D }
            }
        }
    }

    /// Runs of one element's content as one text, each byte still mapped to where it came from
    /// (code content split by comments parses as one piece).
    init(concatenating parts: [DecodedText]) {
        var bytes: [UInt8] = []
        var offsets: [Int32] = []
        for part in parts {
            bytes += part.bytes
            for index in 0..<part.bytes.count { offsets.append(Int32(part.rawOffset(of: index))) }
        }
        self.bytes = bytes
        rawOffsets = offsets
        rawStart = parts.first?.rawStart ?? 0
        rawEnd = parts.last?.rawEnd ?? 0
        normalization = parts.first?.normalization ?? .text
    }

    /// One space standing for something left out at `offset`, such as a comment.
    init(spaceAt offset: Int) {
        bytes = [0x20]
        rawOffsets = [Int32(offset)]
        rawStart = offset
        rawEnd = offset
        normalization = .text
    }

    /// A predefined entity or character reference at `offset`, and its raw length.
    private static func reference(in file: [UInt8], at offset: Int, end: Int) -> (Unicode.Scalar, Int)? {
        var semicolon = offset + 1
        while semicolon < end && semicolon - offset <= 12 && file[semicolon] != UInt8(ascii: ";") { semicolon += 1 }
        guard semicolon < end, file[semicolon] == UInt8(ascii: ";") else { return nil }
        let body = file[(offset + 1)..<semicolon]
        let length = semicolon - offset + 1
        switch String(decoding: body, as: UTF8.self) {
        case "lt": return ("<", length)
        case "gt": return (">", length)
        case "amp": return ("&", length)
        case "apos": return ("'", length)
        case "quot": return ("\"", length)
        case let name where name.hasPrefix("#x"):
            return UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { ($0, length) }
        case let name where name.hasPrefix("#"):
            return UInt32(name.dropFirst(1), radix: 10).flatMap(Unicode.Scalar.init).map { ($0, length) }
        default: return nil
        }
    }
}

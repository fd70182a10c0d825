import Foundation
import TrellisDiagnostics

/// The one rule for what a name is and when two names are the same, shared by the parser,
/// the checker, the graph and the generator.
///
/// A name is a Swift identifier: a head scalar, then continuation scalars, each allowed both
/// by Unicode's identifier properties (XID_Start, XID_Continue) and by swiftc's lexer (the
/// extended-character ranges of C11 Annex D, with combining marks not allowed first). Names
/// must be in Unicode normalization form C. swiftc compares identifiers scalar by scalar while
/// Swift's `String` compares by canonical equivalence; for NFC text the two agree, so every
/// phase can compare names as strings and still mean what swiftc means.
public enum SwiftIdentifier {
    public static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F
        }
        return scalar.properties.isXIDStart && swiftcAllows(value) && !isCombiningOnly(value)
    }

    public static func isContinue(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x30...0x39).contains(value) || isHead(scalar)
        }
        return scalar.properties.isXIDContinue && swiftcAllows(value)
    }

    /// Whether the scalars of `name` spell an identifier (keywords included; `_` alone is not).
    public static func isWellFormed(_ name: String) -> Bool {
        if let ascii = asciiWellFormedness(name.utf8) { return ascii }
        var scalars = name.unicodeScalars.makeIterator()
        guard let first = scalars.next(), isHead(first) else { return false }
        var length = 1
        while let next = scalars.next() {
            guard isContinue(next) else { return false }
            length += 1
        }
        return !(length == 1 && first == "_")
    }

    /// Whether every byte of `name` is ASCII, read from its contiguous bytes when it has them.
    static func isASCII(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 }
        } ?? name.utf8.allSatisfy { $0 < 0x80 }
    }

    /// For all-ASCII `bytes`, whether they spell an identifier; `nil` if any byte is not ASCII.
    private static func asciiWellFormedness(_ utf8: String.UTF8View) -> Bool? {
        utf8.withContiguousStorageIfAvailable { asciiWellFormedness($0) } ?? asciiWellFormedness(Array(utf8)[...])
    }

    private static func asciiWellFormedness<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool? {
        var valid = true
        var isFirst = true
        for byte in bytes {
            if byte >= 0x80 { return nil }
            let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            if !(isLetter || byte == UInt8(ascii: "_") || (!isFirst && isDigit)) { valid = false }
            isFirst = false
        }
        return !isFirst && valid && !(bytes.count == 1 && bytes.first == UInt8(ascii: "_"))
    }

    /// `name` in normalization form C, or `nil` when it already is.
    public static func nfcSpelling(of name: String) -> String? {
        if isASCII(name) { return nil }
        let composed = name.precomposedStringWithCanonicalMapping
        return composed.unicodeScalars.elementsEqual(name.unicodeScalars) ? nil : composed
    }

    /// Reports `name` (TRL107) when it is not in NFC, with the NFC spelling as a fix-it.
    /// Returns whether it was reported. `location` is found only then: nearly every name is ASCII.
    @discardableResult
    public static func reportUnlessNFC(_ name: String, at location: @autoclosure () -> SourceLocation, diagnostics: inout DiagnosticCollector) -> Bool {
        guard let composed = nfcSpelling(of: name) else { return false }
        let location = location()
        let range = SourceRange(location, length: name.unicodeScalars.count)
        diagnostics.emit(
            Catalog.nameNotInNFC(name, scalars: scalarList(name), composed: scalarList(composed)), at: location,
            highlights: [range],
            fixIts: [FixIt("write `\(composed)` as \(scalarList(composed))", edits: [TextEdit(range: range, replacement: composed)])]
        )
        return true
    }

    /// `U+0065 U+0301`: the scalars of a name, for messages about spellings that look alike.
    public static func scalarList(_ name: String) -> String {
        name.unicodeScalars.map { scalar in
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined(separator: " ")
    }

    /// C11 Annex D.2: combining marks, which may continue an identifier but not begin one.
    private static func isCombiningOnly(_ value: UInt32) -> Bool {
        (0x0300...0x036F).contains(value) || (0x1DC0...0x1DFF).contains(value)
            || (0x20D0...0x20FF).contains(value) || (0xFE20...0xFE2F).contains(value)
    }

    /// C11 Annex D.1: the non-ASCII scalars swiftc's lexer allows in identifiers.
    private static func swiftcAllows(_ value: UInt32) -> Bool {
        if value >= 0x10000 { return value & 0xFFFF <= 0xFFFD && value < 0xF0000 }
        for range in annexD1 where range.contains(value) { return true }
        return false
    }

    private static let annexD1: [ClosedRange<UInt32>] = [
        0x00A8...0x00A8, 0x00AA...0x00AA, 0x00AD...0x00AD, 0x00AF...0x00AF, 0x00B2...0x00B5, 0x00B7...0x00BA,
        0x00BC...0x00BE, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x00FF, 0x0100...0x167F, 0x1681...0x180D,
        0x180F...0x1FFF, 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F,
        0x2070...0x218F, 0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007,
        0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE44,
        0xFE47...0xFFFD,
    ]
}

import Foundation

/// A single linear pass over the raw bytes that records where every start tag,
/// attribute, text run and comment begins. libxml2 decides whether a document is
/// well formed and valid, but it reports neither attribute offsets nor element
/// lines past 65535; this scan supplies exact positions. It runs before libxml2 so
/// that a `DOCTYPE`, excessive nesting, an oversized attribute or too many attributes on
/// one element (libxml2 checks them for duplicates pairwise) stop the file
/// before libxml2 reads it. On malformed input it never fails and always advances;
/// its structure is only trusted once libxml2 has accepted the document.
/// Offsets are stored as `UInt32` (files are at most `FrontEndLimits.fileSizeCeiling` bytes),
/// which halves what a large file's scan holds while its syntax tree is built.
struct MarkupScan {
    struct Attribute {
        private let offsets: (nameStart: UInt32, nameEnd: UInt32, valueStart: UInt32, valueEnd: UInt32)

        init(nameStart: Int, nameEnd: Int, valueStart: Int, valueEnd: Int) {
            offsets = (UInt32(nameStart), UInt32(nameEnd), UInt32(valueStart), UInt32(valueEnd))
        }

        var nameStart: Int { Int(offsets.nameStart) }
        var nameEnd: Int { Int(offsets.nameEnd) }
        /// The value between the quotes.
        var valueStart: Int { Int(offsets.valueStart) }
        var valueEnd: Int { Int(offsets.valueEnd) }
    }

    struct StartTag {
        private let tagStart: UInt32
        private let tagNameStart: UInt32
        private let tagNameEnd: UInt32
        private var firstAttribute: UInt32
        private var attributeEnd: UInt32
        private var tagEnd: UInt32
        var isSelfClosing: Bool
        /// One bit for each of its attributes' names (`nameBit`): a name whose bit is clear is
        /// not among them, which most names the builder asks for are not.
        private(set) var attributeNameBits: UInt32 = 0

        init(start: Int, nameStart: Int, nameEnd: Int, attributeRange: Range<Int>, isSelfClosing: Bool, end: Int) {
            tagStart = UInt32(start)
            tagNameStart = UInt32(nameStart)
            tagNameEnd = UInt32(nameEnd)
            firstAttribute = UInt32(attributeRange.lowerBound)
            attributeEnd = UInt32(attributeRange.upperBound)
            self.isSelfClosing = isSelfClosing
            tagEnd = UInt32(end)
        }

        /// The `<`.
        var start: Int { Int(tagStart) }
        var nameStart: Int { Int(tagNameStart) }
        var nameEnd: Int { Int(tagNameEnd) }
        /// Where this tag's attributes are in `MarkupScan.attributes`.
        var attributeRange: Range<Int> {
            get { Int(firstAttribute)..<Int(attributeEnd) }
            set {
                firstAttribute = UInt32(newValue.lowerBound)
                attributeEnd = UInt32(newValue.upperBound)
            }
        }
        /// Just past the closing `>`.
        var end: Int {
            get { Int(tagEnd) }
            set { tagEnd = UInt32(newValue) }
        }

        var hasAttributes: Bool { attributeNameBits != 0 }

        mutating func noteAttributeName(_ name: UnsafeBufferPointer<UInt8>) {
            attributeNameBits |= Self.nameBit(name)
        }

        /// False when no attribute of the tag has a name whose `nameBit` is `nameBit`; true when
        /// one may have.
        @inline(__always)
        func mayHaveAttribute(nameBit: UInt32) -> Bool {
            attributeNameBits & nameBit != 0
        }

        /// A bit chosen by a name's length and its first and last bytes.
        @inline(__always)
        static func nameBit(_ name: UnsafeBufferPointer<UInt8>) -> UInt32 {
            guard let first = name.first, let last = name.last else { return 1 }
            return 1 &<< UInt32(truncatingIfNeeded: (name.count &* 7 &+ Int(first) &+ Int(last) &* 3) & 31)
        }
    }

    enum Event {
        case start(tagIndex: UInt32)
        case end
        /// Character data, including references, between markup.
        case text(start: UInt32, end: UInt32)
        /// The offsets of `<!--` and of just past `-->`; content lies 4 in and 3 before.
        case comment(start: UInt32, end: UInt32)
        /// Content of a CDATA section (without `<![CDATA[` and `]]>`).
        case cdata(start: UInt32, end: UInt32)
    }

    enum Stop {
        case doctype(offset: Int)
        case tooDeep(tagStart: Int)
        case oversizedAttribute(nameStart: Int, size: Int)
        /// The first attribute past the limit.
        case tooManyAttributes(nameStart: Int)
    }

    var tags: [StartTag] = []
    /// Every tag's attributes, each tag's together: one array per file, not one per tag.
    var attributes: [Attribute] = []
    var events: [Event] = []
    var stop: Stop?

    func attributes(of tag: StartTag) -> ArraySlice<Attribute> {
        attributes[tag.attributeRange]
    }
}

struct MarkupScanner {
    let maxDepth: Int
    let maxAttributeBytes: Int
    let maxAttributesPerElement: Int

    func scan(_ bytes: [UInt8]) -> MarkupScan {
        bytes.withUnsafeBufferPointer { scan($0) }
    }

    private func scan(_ buffer: UnsafeBufferPointer<UInt8>) -> MarkupScan {
        var result = MarkupScan()
        let count = buffer.count
        var index = buffer.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var depth = 0

        func starts(with literal: StaticString, at offset: Int) -> Bool {
            let length = literal.utf8CodeUnitCount
            guard offset + length <= count else { return false }
            return literal.withUTF8Buffer { pattern in
                for position in 0..<length where buffer[offset + position] != pattern[position] { return false }
                return true
            }
        }

        /// The offset just past `terminator` at or after `offset`, or `count`.
        func skip(past terminator: StaticString, from offset: Int) -> Int {
            let length = terminator.utf8CodeUnitCount
            let first = terminator.withUTF8Buffer { $0[0] }
            var position = offset
            while position + length <= count {
                if buffer[position] == first && starts(with: terminator, at: position) { return position + length }
                position += 1
            }
            return count
        }

        // Every byte that ends a name is at most `>` (0x3E), and every space at most 0x20: the
        // letters of names and values fail the first comparison.
        func isNameEnd(_ byte: UInt8) -> Bool {
            byte <= UInt8(ascii: ">") && (
                byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == UInt8(ascii: "/")
                    || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "<")
                    || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'")
            )
        }

        func isSpace(_ byte: UInt8) -> Bool {
            byte <= 0x20 && (byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D)
        }

        /// The offset of the first `byte` at or after `offset`, or `count`: `memchr` reads a
        /// word or more at a time, and text runs and attribute values are most of the bytes.
        func first(_ byte: UInt8, from offset: Int) -> Int {
            guard offset < count, let base = buffer.baseAddress,
                  let found = memchr(base + offset, Int32(byte), count - offset) else { return count }
            return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
        }

        while index < count {
            guard buffer[index] == UInt8(ascii: "<") else {
                let textStart = index
                index = first(UInt8(ascii: "<"), from: index)
                if depth > 0 { result.events.append(.text(start: UInt32(textStart), end: UInt32(index))) }
                continue
            }
            let tagStart = index
            if starts(with: "<!--", at: index) {
                index = skip(past: "-->", from: index + 4)
                result.events.append(.comment(start: UInt32(tagStart), end: UInt32(index)))
            } else if starts(with: "<![CDATA[", at: index) {
                let end = skip(past: "]]>", from: index + 9)
                result.events.append(.cdata(start: UInt32(index + 9), end: UInt32(max(index + 9, end - 3))))
                index = end
            } else if starts(with: "<!DOCTYPE", at: index) {
                result.stop = .doctype(offset: tagStart)
                return result
            } else if starts(with: "<?", at: index) {
                index = skip(past: "?>", from: index + 2)
            } else if starts(with: "<!", at: index) {
                index = skip(past: ">", from: index + 2)
            } else if starts(with: "</", at: index) {
                index = skip(past: ">", from: index + 2)
                if depth > 0 { depth -= 1 }
                result.events.append(.end)
            } else {
                index += 1
                let nameStart = index
                while index < count && !isNameEnd(buffer[index]) { index += 1 }
                let firstAttribute = result.attributes.count
                var tag = MarkupScan.StartTag(start: tagStart, nameStart: nameStart, nameEnd: index, attributeRange: firstAttribute..<firstAttribute, isSelfClosing: false, end: count)
                depth += 1
                if depth > maxDepth {
                    result.stop = .tooDeep(tagStart: tagStart)
                    return result
                }
                // Attributes until `>` or `/>`.
                attributes: while index < count {
                    let byte = buffer[index]
                    if isSpace(byte) { index += 1; continue }
                    if byte == UInt8(ascii: ">") { index += 1; tag.end = index; break attributes }
                    if byte == UInt8(ascii: "/") && index + 1 < count && buffer[index + 1] == UInt8(ascii: ">") {
                        index += 2
                        tag.end = index
                        tag.isSelfClosing = true
                        break attributes
                    }
                    if byte == UInt8(ascii: "<") { tag.end = index; break attributes } // malformed; libxml2 reports it
                    let attributeNameStart = index
                    while index < count && !isNameEnd(buffer[index]) { index += 1 }
                    let attributeNameEnd = index
                    if index == attributeNameStart { index += 1; continue } // stray character
                    while index < count && isSpace(buffer[index]) { index += 1 }
                    guard index < count, buffer[index] == UInt8(ascii: "=") else { continue }
                    index += 1
                    while index < count && isSpace(buffer[index]) { index += 1 }
                    guard index < count, buffer[index] == UInt8(ascii: "\"") || buffer[index] == UInt8(ascii: "'") else { continue }
                    let quote = buffer[index]
                    index += 1
                    let valueStart = index
                    index = first(quote, from: index)
                    let valueEnd = index
                    if index < count { index += 1 }
                    if valueEnd - valueStart > maxAttributeBytes {
                        result.stop = .oversizedAttribute(nameStart: attributeNameStart, size: valueEnd - valueStart)
                        return result
                    }
                    if result.attributes.count - firstAttribute == maxAttributesPerElement {
                        result.stop = .tooManyAttributes(nameStart: attributeNameStart)
                        return result
                    }
                    result.attributes.append(.init(nameStart: attributeNameStart, nameEnd: attributeNameEnd, valueStart: valueStart, valueEnd: valueEnd))
                    tag.noteAttributeName(UnsafeBufferPointer(rebasing: buffer[attributeNameStart..<attributeNameEnd]))
                }
                tag.attributeRange = firstAttribute..<result.attributes.count
                result.tags.append(tag)
                result.events.append(.start(tagIndex: UInt32(result.tags.count - 1)))
                if tag.isSelfClosing {
                    depth -= 1
                    result.events.append(.end)
                }
            }
        }
        return result
    }
}

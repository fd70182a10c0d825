/// A forgiving scan of a file's tags, for what the syntax tree does not keep: where an element
/// ends (its closing tag, renamed with its opening one) and what the cursor is in while typing,
/// when the file may not parse at all. Comments, CDATA, processing instructions and the
/// declaration are skipped; a tag that is not closed ends where the next `<` starts.
struct MarkupTags {
    struct Attribute {
        var name: String
        var nameStart: Int
        var nameEnd: Int
        /// Inside the quotes; `nil` while the value is not written yet.
        var valueStart: Int?
        var valueEnd: Int?
        var value: String
    }

    struct Tag {
        enum Kind { case start, end, empty }
        var kind: Kind
        var name: String
        /// The `<`.
        var start: Int
        /// Past the `>`, or where the unfinished tag stops.
        var end: Int
        var nameStart: Int
        var nameEnd: Int
        var attributes: [Attribute]
        /// Whether the tag ends with its `>`.
        var isClosed = false
        /// For a start tag: the index of its end tag.
        var match: Int?
        /// The index of the start tag enclosing this one.
        var parent: Int?
    }

    private(set) var tags: [Tag] = []

    init(_ bytes: [UInt8]) {
        var index = 0
        var stack: [Int] = []
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if Self.hasPrefix(bytes, at: index, "<!--") {
                index = Self.find(bytes, "-->", from: index + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            if Self.hasPrefix(bytes, at: index, "<![CDATA[") {
                index = Self.find(bytes, "]]>", from: index + 9).map { $0 + 3 } ?? bytes.count
                continue
            }
            if Self.hasPrefix(bytes, at: index, "<?") || Self.hasPrefix(bytes, at: index, "<!") {
                index = Self.find(bytes, ">", from: index + 2).map { $0 + 1 } ?? bytes.count
                continue
            }
            var tag = Self.scanTag(bytes, at: index)
            index = tag.end
            tag.parent = stack.last
            let position = tags.count
            switch tag.kind {
            case .start:
                tags.append(tag)
                stack.append(position)
            case .empty:
                tags.append(tag)
            case .end:
                tags.append(tag)
                if let level = stack.lastIndex(where: { tags[$0].name == tag.name }) {
                    let open = stack[level]
                    tags[open].match = position
                    tags[position].parent = tags[open].parent
                    stack.removeSubrange(level...)
                }
            }
        }
    }

    private static func scanTag(_ bytes: [UInt8], at start: Int) -> Tag {
        var index = start + 1
        var kind = Tag.Kind.start
        if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            kind = .end
            index += 1
        }
        let nameStart = index
        while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var tag = Tag(kind: kind, name: name, start: start, end: index, nameStart: nameStart, nameEnd: index, attributes: [])
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                tag.end = index + 1
                tag.isClosed = true
                return tag
            }
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                if tag.kind == .start { tag.kind = .empty }
                tag.end = index + 2
                tag.isClosed = true
                return tag
            }
            guard isNameByte(byte) else {
                index += 1
                continue
            }
            let attributeStart = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            var attribute = Attribute(
                name: String(decoding: bytes[attributeStart..<index], as: UTF8.self), nameStart: attributeStart, nameEnd: index,
                valueStart: nil, valueEnd: nil, value: ""
            )
            var probe = index
            while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
            if probe < bytes.count, bytes[probe] == UInt8(ascii: "=") {
                probe += 1
                while probe < bytes.count, isSpace(bytes[probe]) { probe += 1 }
                if probe < bytes.count, bytes[probe] == UInt8(ascii: "\"") || bytes[probe] == UInt8(ascii: "'") {
                    let quote = bytes[probe]
                    let valueStart = probe + 1
                    var valueEnd = valueStart
                    while valueEnd < bytes.count, bytes[valueEnd] != quote, bytes[valueEnd] != UInt8(ascii: "<") { valueEnd += 1 }
                    attribute.valueStart = valueStart
                    attribute.valueEnd = valueEnd
                    attribute.value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
                    index = valueEnd < bytes.count && bytes[valueEnd] == quote ? valueEnd + 1 : valueEnd
                } else {
                    index = probe
                }
            }
            tag.attributes.append(attribute)
        }
        tag.end = index
        return tag
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func hasPrefix(_ bytes: [UInt8], at index: Int, _ prefix: String) -> Bool {
        let needle = Array(prefix.utf8)
        return index + needle.count <= bytes.count && bytes[index..<index + needle.count].elementsEqual(needle)
    }

    private static func find(_ bytes: [UInt8], _ text: String, from start: Int) -> Int? {
        let needle = Array(text.utf8)
        var index = start
        while index + needle.count <= bytes.count {
            if bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// The tag whose `<` is at `offset`.
    func tag(startingAt offset: Int) -> Int? {
        var low = 0
        var high = tags.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if tags[middle].start == offset { return middle }
            if tags[middle].start < offset { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// The tag the cursor at `offset` is inside (between its `<` and its end).
    func tag(containing offset: Int) -> Int? {
        var low = 0
        var high = tags.count - 1
        var found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if tags[middle].start < offset {
                found = middle
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        guard let found, offset <= tags[found].end else { return nil }
        // A finished tag holds the cursor only before its `>`.
        if offset == tags[found].end, tags[found].isClosed { return nil }
        return found
    }

    /// The innermost start tag whose element contains `offset`.
    func enclosingElement(at offset: Int) -> Int? {
        var candidate: Int?
        for (position, tag) in tags.enumerated() where tag.kind == .start && tag.start < offset {
            let end = tag.match.map { tags[$0].end } ?? Int.max
            if offset <= end { candidate = position }
        }
        return candidate
    }
}

import TrellisSyntax

/// Editing helped by the markup alone, so it works while the file does not parse: folding of
/// elements and comments, and the start and end tags' names edited together.
extension LanguageServer {
    /// An element spanning lines folds from its start tag's line to the line before its end tag;
    /// a comment spanning lines folds whole.
    func foldingRanges(_ params: JSONValue) throws -> JSONValue {
        let (_, text) = try document(params)
        let tags = MarkupTags(text.bytes)
        var ranges: [JSONValue] = []
        for tag in tags.tags where tag.kind == .start {
            guard let match = tag.match else { continue }
            let startLine = text.position(ofOffset: tag.start, encoding: encoding).line
            let endLine = text.position(ofOffset: tags.tags[match].start, encoding: encoding).line
            if endLine > startLine { ranges.append(["startLine": .int(startLine), "endLine": .int(endLine - 1)]) }
        }
        for comment in Self.comments(in: text.bytes) {
            let startLine = text.position(ofOffset: comment.lowerBound, encoding: encoding).line
            let endLine = text.position(ofOffset: comment.upperBound, encoding: encoding).line
            if endLine > startLine { ranges.append(["startLine": .int(startLine), "endLine": .int(endLine), "kind": "comment"]) }
        }
        return .array(ranges)
    }

    /// The `<!-- ... -->` spans of a file.
    static func comments(in bytes: [UInt8]) -> [Range<Int>] {
        let open = Array("<!--".utf8)
        let close = Array("-->".utf8)
        var found: [Range<Int>] = []
        var index = 0
        while index + open.count <= bytes.count {
            guard bytes[index..<index + open.count].elementsEqual(open) else {
                index += 1
                continue
            }
            var end = index + open.count
            while end + close.count <= bytes.count, !bytes[end..<end + close.count].elementsEqual(close) { end += 1 }
            let stop = min(bytes.count, end + close.count)
            found.append(index..<stop)
            index = stop
        }
        return found
    }

    /// On a start or end tag's name: both names, which the editor changes together.
    func linkedEditingRanges(_ params: JSONValue) throws -> JSONValue {
        let (_, text) = try document(params)
        guard let position = Position(params["position"]) else { throw ResponseError.invalidParams("missing or invalid `position`") }
        let offset = text.offset(of: position, encoding: encoding)
        let tags = MarkupTags(text.bytes)
        guard let index = tags.tag(containing: offset) ?? tags.tag(containing: offset + 1) else { return .null }
        let tag = tags.tags[index]
        guard tag.nameStart <= offset, offset <= tag.nameEnd else { return .null }
        let pair: (MarkupTags.Tag, MarkupTags.Tag)
        switch tag.kind {
        case .start:
            guard let match = tag.match else { return .null }
            pair = (tag, tags.tags[match])
        case .end:
            guard let open = tags.tags.firstIndex(where: { $0.match == index }) else { return .null }
            pair = (tags.tags[open], tag)
        case .empty:
            return .null
        }
        func range(_ tag: MarkupTags.Tag) -> JSONValue {
            TextRange(start: text.position(ofOffset: tag.nameStart, encoding: encoding), end: text.position(ofOffset: tag.nameEnd, encoding: encoding)).json
        }
        return ["ranges": [range(pair.0), range(pair.1)], "wordPattern": "[A-Za-z_][A-Za-z0-9_.-]*"]
    }
}

extension LanguageServer {
    /// Re-indents the lines that start with markup, one `tabSize` (or tab) per enclosing element,
    /// and changes nothing else: whitespace before a tag on its own line is layout, which Trellis
    /// collapses in text as SwiftUI does, so the program means the same. A file that does not
    /// parse is left as it is; so are comments' and CDATA's inner lines and attributes on lines
    /// of their own.
    func formatting(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let (path, text) = try document(params)
        let analysis = try workspace.analyze()
        guard analysis.program.files.contains(where: { $0.path == path }), analysis.recoveredParseErrors[path] == nil,
              !(analysis.diagnosticsByFile[path] ?? []).contains(where: { $0.code.rawValue == "TRL001" }) else { return [] }
        let tabSize = max(1, params["options"]?["tabSize"]?.intValue ?? 2)
        let unit = (params["options"]?["insertSpaces"]?.boolValue ?? true) ? String(repeating: " ", count: tabSize) : "\t"
        let bytes = text.bytes
        let tags = MarkupTags(bytes)
        let opaque = Self.comments(in: bytes) + Self.cdataSections(in: bytes)
        var edits: [JSONValue] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            var first = lineStart
            while first < lineEnd, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            if first < lineEnd, bytes[first] == UInt8(ascii: "<"), !opaque.contains(where: { $0.lowerBound < first && first < $0.upperBound }) {
                var depth = 0
                var parent: Int?
                if let index = tags.tag(startingAt: first) {
                    parent = tags.tags[index].parent
                } else if let enclosing = tags.enclosingElement(at: first) {
                    // A comment or CDATA: inside the element around it.
                    depth = 1
                    parent = tags.tags[enclosing].parent
                }
                while let position = parent {
                    depth += 1
                    parent = tags.tags[position].parent
                }
                let wanted = String(repeating: unit, count: depth)
                if !bytes[lineStart..<first].elementsEqual(wanted.utf8) {
                    let range = TextRange(start: text.position(ofOffset: lineStart, encoding: encoding), end: text.position(ofOffset: first, encoding: encoding))
                    edits.append(["range": range.json, "newText": .string(wanted)])
                }
            }
            lineStart = lineEnd + 1
            try context.checkCancelled()
        }
        return .array(edits)
    }

    /// The `<![CDATA[ ... ]]>` spans of a file.
    static func cdataSections(in bytes: [UInt8]) -> [Range<Int>] {
        let open = Array("<![CDATA[".utf8)
        let close = Array("]]>".utf8)
        var found: [Range<Int>] = []
        var index = 0
        while index + open.count <= bytes.count {
            guard bytes[index..<index + open.count].elementsEqual(open) else {
                index += 1
                continue
            }
            var end = index + open.count
            while end + close.count <= bytes.count, !bytes[end..<end + close.count].elementsEqual(close) { end += 1 }
            let stop = min(bytes.count, end + close.count)
            found.append(index..<stop)
            index = stop
        }
        return found
    }
}

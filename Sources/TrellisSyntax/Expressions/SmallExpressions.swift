import TrellisDiagnostics

/// Most values are small: a name or member path (`model.count`), a `$` projection, a literal
/// (`0`, `false`, `"guest"`, `[]`), an implicit member (`.headline`), a key path (`\.id`), a call
/// without arguments (`Model()`), or text with holes that hold such forms (`Row {entry.id}`).
/// These are read here without the lexer and parser, into exactly the tree those build, located
/// the same (a differential test compares both over the samples, the prelude and tricky inputs).
/// Anything else gives `nil`, and the full path reads it and reports what is wrong.
/// Names are ASCII only: other names go through the lexer, which checks their normalization.
enum SmallExpressions {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// Far below the parser's tree depth limit, so that no value read here would exceed it.
    private static let maxDepth = 64

    /// `bytes[start..<end]` as one expression, or `nil` when it is not a small form.
    static func expression(_ bytes: Bytes, from start: Int, to end: Int, locate: (Int) -> SourceLocation) -> Expr? {
        var start = start
        var end = end
        while start < end, Lexer.isWhitespace(bytes[start]) { start += 1 }
        while end > start, Lexer.isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        var index = start
        // `-x` and `!x`: at the start of a value the operator is prefix, as the lexer decides
        // from what precedes it (nothing, whitespace, or the hole's `{`).
        var prefix: String?
        let first = bytes[start]
        if first == UInt8(ascii: "-") || first == UInt8(ascii: "!") {
            guard start + 1 < end, startsOperand(bytes[start + 1]) else { return nil }
            prefix = first == UInt8(ascii: "-") ? "-" : "!"
            index += 1
        }
        guard var base = primary(bytes, at: &index, end: end, locate: locate) else { return nil }
        var depth = 1
        while index < end {
            depth += 1
            guard depth < maxDepth else { return nil }
            let byte = bytes[index]
            if byte == UInt8(ascii: "."), index + 1 < end {
                let nameStart = index + 1
                if bytes[nameStart] == UInt8(ascii: "$") {
                    // `model.$name`: the dollar name's token starts at `$`.
                    let nameEnd = identifierEnd(bytes, from: nameStart + 1, end: end)
                    guard nameEnd > nameStart + 1 else { return nil }
                    let name = String(decoding: Bytes(rebasing: bytes[(nameStart + 1)..<nameEnd]), as: UTF8.self)
                    if case .identifier("self") = base.kind {
                        // `self.$isOn` is Swift's `$isOn`.
                        base = Expr(.projection(name), at: locate(nameStart))
                    } else {
                        base = Expr(.publisher(base: base, name: name, nameLocation: locate(nameStart)), at: base.location)
                    }
                    index = nameEnd
                    continue
                }
                let nameEnd = identifierEnd(bytes, from: nameStart, end: end)
                guard nameEnd > nameStart else { return nil }
                let name = String(decoding: Bytes(rebasing: bytes[nameStart..<nameEnd]), as: UTF8.self)
                base = Expr(.member(base: base, name: name, nameLocation: locate(nameStart)), at: base.location)
                index = nameEnd
            } else if byte == UInt8(ascii: "("), index + 1 < end, bytes[index + 1] == UInt8(ascii: ")") {
                base = Expr(.call(callee: base, arguments: []), at: base.location)
                index += 2
            } else {
                return nil
            }
        }
        if let prefix {
            return Expr(.prefix(operator: prefix, operand: base), at: locate(start))
        }
        return base
    }

    /// Text with `{expr}` holes whose expressions are small forms, or `nil`.
    static func interpolated(_ bytes: Bytes, locate: (Int) -> SourceLocation) -> InterpolatedString? {
        let count = bytes.count
        let location = locate(0)
        var segments: [InterpolatedString.Segment] = []
        // Literal text is copied by runs; `pending` holds what precedes an escaped brace.
        var pending: [UInt8] = []
        var runStart = 0
        var index = 0
        func flush(upTo runEnd: Int) {
            if pending.isEmpty {
                guard runEnd > runStart else { return }
                segments.append(.literal(String(decoding: Bytes(rebasing: bytes[runStart..<runEnd]), as: UTF8.self)))
            } else {
                pending.append(contentsOf: Bytes(rebasing: bytes[runStart..<runEnd]))
                segments.append(.literal(String(decoding: pending, as: UTF8.self)))
                pending.removeAll()
            }
        }
        while index < count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") else {
                index += 1
                continue
            }
            if index + 1 < count, bytes[index + 1] == byte {
                // `{{` or `}}`: one literal brace.
                pending.append(contentsOf: Bytes(rebasing: bytes[runStart...index]))
                index += 2
                runStart = index
                continue
            }
            // A lone `}` is an error, which the full path reports.
            guard byte == UInt8(ascii: "{") else { return nil }
            var close = index + 1
            while close < count, bytes[close] != UInt8(ascii: "}") {
                // Braces and strings inside a hole nest: the full path finds its end.
                guard bytes[close] != UInt8(ascii: "{"), bytes[close] != UInt8(ascii: "\"") else { return nil }
                close += 1
            }
            guard close < count, let expr = expression(bytes, from: index + 1, to: close, locate: locate) else { return nil }
            flush(upTo: index)
            segments.append(.expression(expr))
            index = close + 1
            runStart = index
        }
        flush(upTo: count)
        return InterpolatedString(segments: segments, location: location)
    }

    /// A primary expression at `index`, which moves past it.
    private static func primary(_ bytes: Bytes, at index: inout Int, end: Int, locate: (Int) -> SourceLocation) -> Expr? {
        let start = index
        let byte = bytes[start]
        if isHead(byte) {
            let nameEnd = identifierEnd(bytes, from: start, end: end)
            let name = String(decoding: Bytes(rebasing: bytes[start..<nameEnd]), as: UTF8.self)
            index = nameEnd
            guard SwiftKeywords.isKeyword(name) else { return Expr(.identifier(name), at: locate(start)) }
            switch name {
            case "true": return Expr(.booleanLiteral(true), at: locate(start))
            case "false": return Expr(.booleanLiteral(false), at: locate(start))
            case "nil": return Expr(.nilLiteral, at: locate(start))
            case "self", "Self", "super": return Expr(.identifier(name), at: locate(start))
            default: return nil
            }
        }
        switch byte {
        case UInt8(ascii: "$"):
            // `$name` (`$0` is a closure's parameter, left to the parser).
            let nameEnd = identifierEnd(bytes, from: start + 1, end: end)
            guard nameEnd > start + 1 else { return nil }
            index = nameEnd
            return Expr(.projection(String(decoding: Bytes(rebasing: bytes[(start + 1)..<nameEnd]), as: UTF8.self)), at: locate(start))
        case UInt8(ascii: "."):
            let nameEnd = identifierEnd(bytes, from: start + 1, end: end)
            guard nameEnd > start + 1 else { return nil }
            index = nameEnd
            return Expr(.implicitMember(String(decoding: Bytes(rebasing: bytes[(start + 1)..<nameEnd]), as: UTF8.self)), at: locate(start))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return number(bytes, at: &index, end: end, locate: locate)
        case UInt8(ascii: "["):
            guard start + 1 < end, bytes[start + 1] == UInt8(ascii: "]") else { return nil }
            index = start + 2
            return Expr(.arrayLiteral([]), at: locate(start))
        case UInt8(ascii: "\\"):
            return keyPath(bytes, at: &index, end: end, locate: locate)
        case UInt8(ascii: "\""):
            return string(bytes, at: &index, end: end, locate: locate)
        default:
            return nil
        }
    }

    /// `1_000`, `42`, `1.5`; hexadecimal, octal, binary and exponents are left to the lexer.
    private static func number(_ bytes: Bytes, at index: inout Int, end: Int, locate: (Int) -> SourceLocation) -> Expr? {
        let start = index
        func isDigit(_ offset: Int) -> Bool {
            offset < end && (bytes[offset] == UInt8(ascii: "_") || (bytes[offset] >= UInt8(ascii: "0") && bytes[offset] <= UInt8(ascii: "9")))
        }
        if bytes[start] == UInt8(ascii: "0"), start + 1 < end, "xob".utf8.contains(bytes[start + 1]) { return nil }
        var cursor = start
        while isDigit(cursor) { cursor += 1 }
        var isFloat = false
        if cursor + 1 < end, bytes[cursor] == UInt8(ascii: "."), bytes[cursor + 1] >= UInt8(ascii: "0"), bytes[cursor + 1] <= UInt8(ascii: "9") {
            isFloat = true
            cursor += 1
            while isDigit(cursor) { cursor += 1 }
        }
        if cursor < end, bytes[cursor] == UInt8(ascii: "e") || bytes[cursor] == UInt8(ascii: "E") { return nil }
        index = cursor
        let text = String(decoding: Bytes(rebasing: bytes[start..<cursor]), as: UTF8.self)
        return Expr(isFloat ? .floatLiteral(text) : .integerLiteral(text), at: locate(start))
    }

    /// `\.id`, `\Item.name`: the root touches the backslash; every component is a name.
    private static func keyPath(_ bytes: Bytes, at index: inout Int, end: Int, locate: (Int) -> SourceLocation) -> Expr? {
        let start = index
        var cursor = start + 1
        var root: String?
        let rootEnd = identifierEnd(bytes, from: cursor, end: end)
        if rootEnd > cursor {
            root = String(decoding: Bytes(rebasing: bytes[cursor..<rootEnd]), as: UTF8.self)
            cursor = rootEnd
        }
        var components: [String] = []
        while cursor < end, bytes[cursor] == UInt8(ascii: ".") {
            let nameEnd = identifierEnd(bytes, from: cursor + 1, end: end)
            guard nameEnd > cursor + 1, components.count < maxDepth else { return nil }
            components.append(String(decoding: Bytes(rebasing: bytes[(cursor + 1)..<nameEnd]), as: UTF8.self))
            cursor = nameEnd
        }
        guard !components.isEmpty else { return nil }
        index = cursor
        return Expr(.keyPath(root: root, components: components), at: locate(start))
    }

    /// `"text"` without escapes or interpolation.
    private static func string(_ bytes: Bytes, at index: inout Int, end: Int, locate: (Int) -> SourceLocation) -> Expr? {
        let start = index
        var cursor = start + 1
        while cursor < end, bytes[cursor] != UInt8(ascii: "\"") {
            let byte = bytes[cursor]
            guard byte != UInt8(ascii: "\\"), byte != 0x0A, byte != 0x0D else { return nil }
            cursor += 1
        }
        guard cursor < end else { return nil }
        // `"""` opens a multi-line literal, which the lexer rejects.
        if cursor == start + 1, cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: "\"") { return nil }
        let location = locate(start)
        let segments: [InterpolatedString.Segment] = cursor > start + 1
            ? [.literal(String(decoding: Bytes(rebasing: bytes[(start + 1)..<cursor]), as: UTF8.self))]
            : []
        index = cursor + 1
        return Expr(.stringLiteral(InterpolatedString(segments: segments, location: location)), at: location)
    }

    /// An ASCII letter or `_`: what starts a name read without the lexer.
    static func isHead(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    /// What may directly follow a prefix `-` or `!` here: the first byte of a primary.
    private static func startsOperand(_ byte: UInt8) -> Bool {
        isHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "\\")
            || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "[")
    }

    /// The end of an ASCII name starting at `start` (`start` itself when none starts there).
    private static func identifierEnd(_ bytes: Bytes, from start: Int, end: Int) -> Int {
        guard start < end, isHead(bytes[start]) else { return start }
        var cursor = start + 1
        while cursor < end, isHead(bytes[cursor]) || (bytes[cursor] >= UInt8(ascii: "0") && bytes[cursor] <= UInt8(ascii: "9")) {
            cursor += 1
        }
        return cursor
    }
}

extension SmallExpressions {
    /// Runs `read` on an attribute kept as written, located as `ExpressionSource(attribute:)`
    /// locates it, without making one (most attributes are small, and making one copies the
    /// text). `nil` for text over several lines or long, which that locator's tables serve.
    static func reading<T>(_ attribute: AttributeText, _ read: (Bytes, (Int) -> SourceLocation) -> T?) -> T? {
        var text = attribute.text
        return text.withUTF8 { bytes in
            if attribute.hasDecodedLocations { return read(bytes, attribute.location(atDecoded:)) }
            guard bytes.count <= ExpressionSource.maxCountedLine, !bytes.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
            let lineStart = attribute.location
            // As `SourceLocator` does, a leading byte order mark takes no column.
            let firstCounted = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
            return read(bytes) { offset in
                let end = max(0, min(offset, bytes.count))
                var scalars = 0
                var index = firstCounted
                while index < end {
                    if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
                    index += 1
                }
                return lineStart.advanced(byColumns: scalars)
            }
        }
    }
}

extension SmallExpressions {
    /// Statements on one line separated by `;`, each a small expression or `target op value`
    /// with `=`, `+=`, `-=`, `*=` or `/=` between spaces (`model.count += 1; isOn.toggle()`),
    /// or `nil`. Text with string literals, braces or line breaks is left to the parser.
    static func statements(_ bytes: Bytes, locate: (Int) -> SourceLocation) -> [Statement]? {
        let count = bytes.count
        for byte in bytes {
            guard byte != 0x0A, byte != 0x0D, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "{"), byte != UInt8(ascii: "}") else { return nil }
        }
        var statements: [Statement] = []
        var pieceStart = 0
        while pieceStart <= count {
            var pieceEnd = pieceStart
            while pieceEnd < count, bytes[pieceEnd] != UInt8(ascii: ";") { pieceEnd += 1 }
            if let statement = statement(bytes, from: pieceStart, to: pieceEnd, locate: locate) {
                statements.append(statement)
            } else if (pieceStart..<pieceEnd).contains(where: { !Lexer.isWhitespace(bytes[$0]) }) {
                return nil
            }
            pieceStart = pieceEnd + 1
        }
        return statements
    }

    /// One statement in `bytes[start..<end]`; `nil` when it is empty or not a small form.
    private static func statement(_ bytes: Bytes, from start: Int, to end: Int, locate: (Int) -> SourceLocation) -> Statement? {
        var start = start
        var end = end
        while start < end, Lexer.isWhitespace(bytes[start]) { start += 1 }
        while end > start, Lexer.isWhitespace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        guard let equals = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "=") }) else {
            guard let expr = expression(bytes, from: start, to: end, locate: locate) else { return nil }
            return Statement(.expression(expr), at: locate(start), end: locate(end))
        }
        var operatorStart = equals
        if equals > start, "+-*/".utf8.contains(bytes[equals - 1]) { operatorStart -= 1 }
        let operatorEnd = equals + 1
        // Spaces around the operator; `==`, `<=` and the like are not assignments.
        guard operatorStart > start, bytes[operatorStart - 1] == UInt8(ascii: " "),
              operatorEnd < end, bytes[operatorEnd] == UInt8(ascii: " "),
              !(operatorEnd..<end).contains(where: { bytes[$0] == UInt8(ascii: "=") }),
              let target = expression(bytes, from: start, to: operatorStart, locate: locate), isAssignable(target),
              let value = expression(bytes, from: operatorEnd, to: end, locate: locate) else { return nil }
        let spelled = String(decoding: Bytes(rebasing: bytes[operatorStart..<operatorEnd]), as: UTF8.self)
        return Statement(.assignment(target: target, operator: spelled, value: value), at: locate(start), end: locate(end))
    }

    /// A name followed by members, as the parser requires on the left of an assignment.
    private static func isAssignable(_ expr: Expr) -> Bool {
        var current = expr
        while true {
            switch current.kind {
            case .identifier: return true
            case .member(let base, _, _): current = base
            default: return false
            }
        }
    }
}

import TrellisDiagnostics

struct Token {
    enum Kind: Equatable {
        case identifier
        /// `$name`; `text` is the name without `$`.
        case dollarIdentifier
        case integer
        case float
        case stringStart
        /// Literal characters of a string literal, escapes already applied, in `text`.
        case stringSegment
        /// `\(` inside a string literal.
        case interpolationStart
        /// The `)` that closes an interpolation.
        case interpolationEnd
        case stringEnd
        /// An operator such as `+`, `==`, `??`, `..<`, `=`, `+=`, or a ternary `?`.
        case `operator`
        /// `?` directly after an operand: optional chaining.
        case postfixQuestion
        /// `!` directly after an operand: force unwrap.
        case postfixBang
        case dot, comma, colon, semicolon
        case leftParen, rightParen, leftBracket, rightBracket
        case leftBrace, rightBrace
        /// `$0`, `$1`: `text` is the number.
        case anonymousParameter
        case backslash
        /// `#available`, `#if`: `text` is the name after `#`.
        case pound
        case end
    }

    var kind: Kind
    var text: String
    var start: Int
    var end: Int
    /// Whether a line break comes between this token and the one before: in code written as
    /// element content, it ends a statement as in Swift (attribute values have none, XML
    /// having turned them into spaces).
    var followsLineBreak = false

    /// How the token reads in a message: "`+`", "end of input".
    var spelled: String {
        switch kind {
        case .end: "end of input"
        case .stringStart, .stringSegment, .stringEnd: "string literal"
        case .interpolationStart: "`\\(`"
        case .interpolationEnd: "`)`"
        case .dollarIdentifier: "`$\(text)`"
        case .identifier, .integer, .float, .operator: "`\(text)`"
        case .postfixQuestion: "`?`"
        case .postfixBang: "`!`"
        case .dot: "`.`"
        case .comma: "`,`"
        case .colon: "`:`"
        case .semicolon: "`;`"
        case .leftParen: "`(`"
        case .rightParen: "`)`"
        case .leftBracket: "`[`"
        case .rightBracket: "`]`"
        case .leftBrace: "`{`"
        case .rightBrace: "`}`"
        case .anonymousParameter: "`$\(text)`"
        case .backslash: "`\\`"
        case .pound: "`#\(text)`"
        }
    }
}

/// Turns expression text into tokens. String literals with `\( )` interpolation are
/// lexed with an explicit mode stack (no recursion). In a `{...}` hole the first `}`
/// outside string literals that closes no `{` of the hole ends the tokens: braces nest.
struct Lexer {
    enum Outcome {
        case tokens([Token], end: Int)
        /// A hole without its `}`.
        case unterminatedHole
        /// A diagnostic has been emitted.
        case failed
    }

    private enum Mode {
        /// Expression code; `parentheses` counts open `(` so an interpolation knows its `)`.
        case code(parentheses: Int)
        case string(start: Int)
    }

    /// `/=-+!*%<>&|^~?`, compared rather than hashed: every name's first byte is asked.
    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
    private static let knownOperators: Set<String> = [
        "+", "-", "*", "/", "%", "==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||", "??",
        "=", "+=", "-=", "*=", "/=", "!", "?", "..<", "...",
        // `&value`, an `inout` argument.
        "&",
    ]

    var source: ExpressionSource
    private var tokens: [Token] = []

    init(source: ExpressionSource) {
        self.source = source
    }

    /// Lexes from `start`; with `inHole`, stops at the `}` closing the hole.
    mutating func tokenize(from start: Int, inHole: Bool, diagnostics: inout DiagnosticCollector) -> Outcome {
        let bytes = source.bytes
        let count = bytes.count
        var index = start
        // The current mode, and the enclosing ones (allocated only for string literals).
        var mode = Mode.code(parentheses: 0)
        var enclosingModes: [Mode] = []
        // Braces opened and not yet closed (closures inside a hole).
        var braceDepth = 0
        var sawLineBreak = false
        tokens = []
        tokens.reserveCapacity(min(count - start, 64) / 2 + 2)

        func byte(_ offset: Int) -> UInt8? { offset < count ? bytes[offset] : nil }

        while true {
            if case .string(let stringStart) = mode {
                // Inside a string literal: collect a segment up to `"`, `\(` or the end.
                var segment: [UInt8] = []
                let segmentStart = index
                while index < count {
                    let current = bytes[index]
                    if current == UInt8(ascii: "\"") || current == 0x0A || current == 0x0D { break }
                    if current == UInt8(ascii: "\\") {
                        guard let next = byte(index + 1) else { break }
                        if next == UInt8(ascii: "(") { break }
                        let escapeLocation = source.location(at: index)
                        switch next {
                        case UInt8(ascii: "n"): segment.append(0x0A); index += 2
                        case UInt8(ascii: "t"): segment.append(0x09); index += 2
                        case UInt8(ascii: "r"): segment.append(0x0D); index += 2
                        case UInt8(ascii: "0"): segment.append(0x00); index += 2
                        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): segment.append(next); index += 2
                        case UInt8(ascii: "u"):
                            guard let (scalar, length) = Self.unicodeEscape(bytes, at: index) else {
                                diagnostics.emit(Catalog.expressionSyntax("invalid unicode escape; write `\\u{` and 1 to 8 hexadecimal digits `}`"), at: escapeLocation)
                                return .failed
                            }
                            segment.append(contentsOf: Array(String(scalar).utf8))
                            index += length
                        default:
                            let escaped = source.text(index..<(index + Self.scalarLength(next) + 1))
                            diagnostics.emit(Catalog.expressionSyntax("invalid escape sequence `\(escaped)` in string literal"), at: escapeLocation)
                            return .failed
                        }
                        continue
                    }
                    segment.append(current)
                    index += 1
                }
                if !segment.isEmpty || index > segmentStart {
                    append(.stringSegment, String(decoding: segment, as: UTF8.self), segmentStart, index)
                }
                guard index < count, bytes[index] != 0x0A, bytes[index] != 0x0D else {
                    diagnostics.emit(Catalog.expressionSyntax("unterminated string literal"), at: source.location(at: stringStart))
                    return .failed
                }
                if bytes[index] == UInt8(ascii: "\"") {
                    append(.stringEnd, "\"", index, index + 1)
                    index += 1
                    mode = enclosingModes.popLast() ?? .code(parentheses: 0)
                } else {
                    append(.interpolationStart, "\\(", index, index + 2)
                    index += 2
                    enclosingModes.append(mode)
                    mode = .code(parentheses: 0)
                }
                continue
            }

            // Code mode.
            guard case .code(let parentheses) = mode else { return .failed }
            // Whitespace and comments; a comment that holds a line break separates like one.
            while index < count {
                if Self.isWhitespace(bytes[index]) {
                    if bytes[index] == 0x0A { sawLineBreak = true }
                    index += 1
                } else if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") {
                    while index < count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
                } else if bytes[index] == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*") {
                    guard let end = Self.blockCommentEnd(bytes, from: index, sawLineBreak: &sawLineBreak) else {
                        diagnostics.emit(Catalog.expressionSyntax("unterminated `/*` comment; close it with `*/`"), at: source.location(at: index))
                        return .failed
                    }
                    index = end
                } else {
                    break
                }
            }
            let tokenCountBefore = tokens.count
            defer {
                if sawLineBreak, tokens.count > tokenCountBefore {
                    tokens[tokenCountBefore].followsLineBreak = true
                    sawLineBreak = false
                }
            }
            guard index < count else {
                if inHole { return .unterminatedHole }
                append(.end, "", index, index)
                return .tokens(tokens, end: index)
            }
            let current = bytes[index]
            let tokenStart = index
            switch current {
            case UInt8(ascii: "}") where inHole && enclosingModes.isEmpty && braceDepth == 0:
                append(.end, "", index, index)
                return .tokens(tokens, end: index)
            case UInt8(ascii: "{"):
                braceDepth += 1
                append(.leftBrace, "{", index, index + 1); index += 1
            case UInt8(ascii: "}"):
                braceDepth = max(0, braceDepth - 1)
                append(.rightBrace, "}", index, index + 1); index += 1
            case UInt8(ascii: "("):
                mode = .code(parentheses: parentheses + 1)
                append(.leftParen, "(", index, index + 1); index += 1
            case UInt8(ascii: ")"):
                if parentheses == 0, let enclosing = enclosingModes.popLast() {
                    append(.interpolationEnd, ")", index, index + 1)
                    mode = enclosing
                } else {
                    mode = .code(parentheses: max(0, parentheses - 1))
                    append(.rightParen, ")", index, index + 1)
                }
                index += 1
            case UInt8(ascii: "["): append(.leftBracket, "[", index, index + 1); index += 1
            case UInt8(ascii: "]"): append(.rightBracket, "]", index, index + 1); index += 1
            case UInt8(ascii: ","): append(.comma, ",", index, index + 1); index += 1
            case UInt8(ascii: ":"): append(.colon, ":", index, index + 1); index += 1
            case UInt8(ascii: ";"): append(.semicolon, ";", index, index + 1); index += 1
            case UInt8(ascii: "\\"): append(.backslash, "\\", index, index + 1); index += 1
            case UInt8(ascii: "#") where index + 1 < count && Self.isIdentifierHead(bytes, at: index + 1):
                let nameEnd = identifierEnd(from: index + 1)
                append(.pound, source.text((index + 1)..<nameEnd), index, nameEnd)
                index = nameEnd
            case UInt8(ascii: "\""):
                if byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"") {
                    diagnostics.emit(Catalog.expressionSyntax("multi-line string literals are not supported"), at: source.location(at: index))
                    return .failed
                }
                append(.stringStart, "\"", index, index + 1)
                index += 1
                enclosingModes.append(mode)
                mode = .string(start: tokenStart)
            case UInt8(ascii: "."):
                if byte(index + 1) == UInt8(ascii: "."), let third = byte(index + 2), third == UInt8(ascii: ".") || third == UInt8(ascii: "<") {
                    let text = third == UInt8(ascii: ".") ? "..." : "..<"
                    append(.operator, text, index, index + 3); index += 3
                } else {
                    append(.dot, ".", index, index + 1); index += 1
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                index = lexNumber(from: index)
            case UInt8(ascii: "$"):
                let end = index + 1
                if end < count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) {
                    var digitsEnd = end
                    while digitsEnd < count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[digitsEnd]) { digitsEnd += 1 }
                    append(.anonymousParameter, source.text(end..<digitsEnd), index, digitsEnd)
                    index = digitsEnd
                } else if end < count, Self.isIdentifierHead(bytes, at: end) {
                    let nameEnd = identifierEnd(from: end)
                    let name = source.text(end..<nameEnd)
                    SwiftIdentifier.reportUnlessNFC(name, at: source.location(at: end), diagnostics: &diagnostics)
                    append(.dollarIdentifier, name, index, nameEnd)
                    index = nameEnd
                } else {
                    diagnostics.emit(Catalog.expressionSyntax("`$` must be followed by the name of a property, as in `$isOn`"), at: source.location(at: index))
                    return .failed
                }
            default:
                if Self.isOperatorCharacter(current) {
                    guard lexOperator(from: &index, diagnostics: &diagnostics) else { return .failed }
                } else if Self.isIdentifierHead(bytes, at: index) {
                    let end = identifierEnd(from: index)
                    let name = source.text(index..<end)
                    SwiftIdentifier.reportUnlessNFC(name, at: source.location(at: index), diagnostics: &diagnostics)
                    append(.identifier, name, index, end)
                    index = end
                } else if current == UInt8(ascii: "@"), index + 1 < count, Self.isIdentifierHead(bytes, at: index + 1) {
                    // An attribute, `@MainActor`: one name, which only a closure's start takes.
                    let end = identifierEnd(from: index + 1)
                    append(.identifier, source.text(index..<end), index, end)
                    index = end
                } else {
                    let character = source.text(index..<(index + Self.scalarLength(current)))
                    diagnostics.emit(Catalog.expressionSyntax("unexpected character `\(character)`"), at: source.location(at: index))
                    return .failed
                }
            }
        }
    }

    /// Just past the `*/` that closes the `/*` at `start`; block comments nest, as in Swift.
    private static func blockCommentEnd(_ bytes: [UInt8], from start: Int, sawLineBreak: inout Bool) -> Int? {
        var depth = 0
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return index }
            } else {
                if bytes[index] == 0x0A { sawLineBreak = true }
                index += 1
            }
        }
        return nil
    }

    private mutating func append(_ kind: Token.Kind, _ text: String, _ start: Int, _ end: Int) {
        tokens.append(Token(kind: kind, text: text, start: start, end: end))
    }

    /// Applies Swift's whitespace rule: an operator is left-bound when no space
    /// (or opening delimiter) precedes it, which makes `?` and `!` postfix.
    private mutating func lexOperator(from index: inout Int, diagnostics: inout DiagnosticCollector) -> Bool {
        let bytes = source.bytes
        let start = index
        var end = index
        // Known operators are at most 3 characters; looking further would make a long
        // run of operator characters quadratic.
        while end < bytes.count, end - start < 4, Self.isOperatorCharacter(bytes[end]) {
            end += 1
        }
        let leftBound = start > 0 && !Self.isWhitespace(bytes[start - 1])
            && !"([{,;:".utf8.contains(bytes[start - 1])
            && !(tokens.last.map { $0.kind == .interpolationStart || $0.kind == .operator } ?? true)
        var run = source.text(start..<end)
        if run == "?" || run == "!" {
            if leftBound {
                append(run == "?" ? .postfixQuestion : .postfixBang, run, start, end)
            } else {
                append(.operator, run, start, end)
            }
            index = end
            return true
        }
        if leftBound, run.first == "!" || run.first == "?", !Self.knownOperators.contains(run) {
            // `a!)`-like runs such as `a!+b`: a postfix `!` or `?` followed by an operator.
            append(run.first == "?" ? .postfixQuestion : .postfixBang, String(run.prefix(1)), start, start + 1)
            index = start + 1
            return true
        }
        // Split unknown runs such as `*-` into the longest known operator and what follows.
        if !Self.knownOperators.contains(run) {
            let longest = (1...min(3, end - start)).reversed().first { Self.knownOperators.contains(source.text(start..<(start + $0))) }
            guard let longest else {
                diagnostics.emit(Catalog.expressionSyntax("unknown operator `\(source.text(start..<min(end, start + 16)))`"), at: source.location(at: start))
                return false
            }
            run = source.text(start..<(start + longest))
        }
        append(.operator, run, start, start + run.utf8.count)
        index = start + run.utf8.count
        return true
    }

    private mutating func lexNumber(from start: Int) -> Int {
        let bytes = source.bytes
        var index = start
        func isDigit(_ offset: Int, hex: Bool = false) -> Bool {
            guard offset < bytes.count else { return false }
            let value = bytes[offset]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(value) || value == UInt8(ascii: "_") { return true }
            return hex && ((UInt8(ascii: "a")...UInt8(ascii: "f")).contains(value) || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(value))
        }
        if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count, "xob".utf8.contains(bytes[index + 1]) {
            let hex = bytes[index + 1] == UInt8(ascii: "x")
            index += 2
            while isDigit(index, hex: hex) { index += 1 }
            append(.integer, source.text(start..<index), start, index)
            return index
        }
        while isDigit(index) { index += 1 }
        var isFloat = false
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]) {
            isFloat = true
            index += 1
            while isDigit(index) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var exponent = index + 1
            if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") { exponent += 1 }
            if exponent < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[exponent]) {
                isFloat = true
                index = exponent
                while isDigit(index) { index += 1 }
            }
        }
        append(isFloat ? .float : .integer, source.text(start..<index), start, index)
        return index
    }

    private func identifierEnd(from start: Int) -> Int {
        var index = start
        while index < source.bytes.count, Self.isIdentifierContinue(source.bytes, at: index) {
            index += Self.scalarLength(source.bytes[index])
        }
        return min(index, source.bytes.count)
    }

    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0xC0: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }

    private static func scalar(_ bytes: [UInt8], at index: Int) -> Unicode.Scalar? {
        let length = scalarLength(bytes[index])
        guard index + length <= bytes.count else { return nil }
        return String(decoding: bytes[index..<(index + length)], as: UTF8.self).unicodeScalars.first
    }

    static func isIdentifierHead(_ bytes: [UInt8], at index: Int) -> Bool {
        let value = bytes[index]
        if value < 0x80 {
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(value) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(value) || value == UInt8(ascii: "_")
        }
        return scalar(bytes, at: index).map(SwiftIdentifier.isHead) ?? false
    }

    static func isIdentifierContinue(_ bytes: [UInt8], at index: Int) -> Bool {
        let value = bytes[index]
        if value < 0x80 {
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(value) || isIdentifierHead(bytes, at: index)
        }
        return scalar(bytes, at: index).map(SwiftIdentifier.isContinue) ?? false
    }

    /// `\u{1F600}` at `index` (the backslash): the scalar and the escape's length.
    private static func unicodeEscape(_ bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        guard index + 3 < bytes.count, bytes[index + 2] == UInt8(ascii: "{") else { return nil }
        var end = index + 3
        while end < bytes.count, end - index <= 11, bytes[end] != UInt8(ascii: "}") { end += 1 }
        guard end < bytes.count, bytes[end] == UInt8(ascii: "}"), end > index + 3, end - (index + 3) <= 8 else { return nil }
        let digits = String(decoding: bytes[(index + 3)..<end], as: UTF8.self)
        guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, end - index + 1)
    }
}

import TrellisDiagnostics

/// The expression language (`Grammar/expressions.ebnf`), usable on its own: each
/// entry point parses `text` as if it started at `start`, reports at most one error
/// (at its exact column) and returns `nil` on failure.
public enum ExpressionParser {
    public static func parseExpression(_ text: String, at start: SourceLocation, diagnostics: inout DiagnosticCollector) -> Expr? {
        var source = ExpressionSource(text: text, at: start)
        return parseExpression(in: &source, diagnostics: &diagnostics)
    }

    /// Statements separated by `;` (actions).
    public static func parseStatements(_ text: String, at start: SourceLocation, diagnostics: inout DiagnosticCollector) -> [Statement]? {
        var source = ExpressionSource(text: text, at: start)
        return parseStatements(in: &source, diagnostics: &diagnostics)
    }

    /// Literal text with `{expr}` holes; `{{` and `}}` are literal braces.
    public static func parseInterpolated(_ text: String, at start: SourceLocation, diagnostics: inout DiagnosticCollector) -> InterpolatedString? {
        var source = ExpressionSource(text: text, at: start)
        return parseInterpolated(in: &source, diagnostics: &diagnostics)
    }

    public static func parseType(_ text: String, at start: SourceLocation, diagnostics: inout DiagnosticCollector) -> TypeSyntax? {
        var source = ExpressionSource(text: text, at: start)
        return parseType(in: &source, diagnostics: &diagnostics)
    }

    // MARK: Attributes read by a declared type

    public static func parseExpression(_ attribute: AttributeText, diagnostics: inout DiagnosticCollector) -> Expr? {
        if let small = SmallExpressions.reading(attribute, { bytes, locate in
            SmallExpressions.expression(bytes, from: 0, to: bytes.count, locate: locate)
        }) {
            return small
        }
        var source = ExpressionSource(attribute: attribute)
        return parseExpression(in: &source, diagnostics: &diagnostics)
    }

    /// `deleteRule: .cascade, inverse: \Item.list`: arguments as a call writes them between its parentheses.
    static func parseArgumentList(in source: inout ExpressionSource, diagnostics: inout DiagnosticCollector) -> [CallArgument]? {
        guard let tokens = tokenize(&source, diagnostics: &diagnostics) else { return nil }
        var parser = Parser(tokens: tokens, source: source)
        let result = parser.parseWholeArgumentList()
        diagnostics.mergeIfAny(parser.diagnostics)
        return result
    }

    public static func parseStatements(_ attribute: AttributeText, diagnostics: inout DiagnosticCollector) -> [Statement]? {
        if let small = SmallExpressions.reading(attribute, { bytes, locate in SmallExpressions.statements(bytes, locate: locate) }) {
            return small
        }
        var source = ExpressionSource(attribute: attribute)
        return parseStatements(in: &source, diagnostics: &diagnostics)
    }

    /// `retryAction="{ self.reload() }"`: the closure written out, as Swift's `retryAction: {
    /// self.reload() }`, is the action itself. As the action's one statement it would be made
    /// and never called, which swiftc rejects.
    public static func closureWrittenOut(_ statements: [Statement]) -> [Statement] {
        guard statements.count == 1, case .expression(let expr) = statements[0].kind, case .closure(let closure) = expr.kind,
              closure.parameters == nil, closure.signature == nil else { return statements }
        return closure.body
    }

    public static func parseInterpolated(_ attribute: AttributeText, diagnostics: inout DiagnosticCollector) -> InterpolatedString? {
        if let small = SmallExpressions.reading(attribute, { bytes, locate in SmallExpressions.interpolated(bytes, locate: locate) }) {
            return small
        }
        var source = ExpressionSource(attribute: attribute)
        return parseInterpolated(in: &source, diagnostics: &diagnostics)
    }

    // MARK: On located sources

    /// `shortcuts: false` reads every value with the lexer and parser (the tests compare both).
    static func parseExpression(in source: inout ExpressionSource, diagnostics: inout DiagnosticCollector, shortcuts: Bool = true) -> Expr? {
        if shortcuts, let small = source.bytes.withUnsafeBufferPointer({ bytes in
            SmallExpressions.expression(bytes, from: 0, to: bytes.count, locate: source.location(at:))
        }) {
            return small
        }
        guard let tokens = tokenize(&source, diagnostics: &diagnostics) else { return nil }
        var parser = Parser(tokens: tokens, source: source)
        let result = parser.parseWholeExpression()
        diagnostics.mergeIfAny(parser.diagnostics)
        return result
    }

    /// What Swift writes between `if` and `{`: expressions and optional bindings separated by `,`.
    static func parseConditions(in source: inout ExpressionSource, diagnostics: inout DiagnosticCollector) -> [Condition]? {
        guard let tokens = tokenize(&source, diagnostics: &diagnostics) else { return nil }
        var parser = Parser(tokens: tokens, source: source)
        let result = parser.parseWholeConditions()
        diagnostics.mergeIfAny(parser.diagnostics)
        return result
    }

    /// What Swift writes between `case` and `:`: patterns separated by `,`, each with an optional `where`.
    static func parseCaseItems(in source: inout ExpressionSource, diagnostics: inout DiagnosticCollector) -> [SwitchCase.Item]? {
        guard let tokens = tokenize(&source, diagnostics: &diagnostics) else { return nil }
        var parser = Parser(tokens: tokens, source: source)
        let result = parser.parseWholeCaseItems()
        diagnostics.mergeIfAny(parser.diagnostics)
        return result
    }

    static func parseStatements(in source: inout ExpressionSource, diagnostics: inout DiagnosticCollector, shortcuts: Bool = true) -> [Statement]? {
        if shortcuts, let small = source.bytes.withUnsafeBufferPointer({ bytes in
            SmallExpressions.statements(bytes, locate: source.location(at:))
        }) {
            return small
        }
        guard let tokens = tokenize(&source, diagnostics: &diagnostics) else { return nil }
        var parser = Parser(tokens: tokens, source: source)
        parser.isAttributeValue = source.decoded?.normalization == .attribute || source.isAttribute
        let result = parser.parseWholeStatements()
        diagnostics.mergeIfAny(parser.diagnostics)
        return result
    }

    static func parseType(in source: inout ExpressionSource, diagnostics: inout DiagnosticCollector, shortcuts: Bool = true) -> TypeSyntax? {
        if shortcuts, let plain = plainTypeName(in: source) { return plain }
        let text = trimmingWhitespace(source.text(0..<source.bytes.count))
        var scratch = DiagnosticCollector()
        guard let tokens = tokenize(&source, diagnostics: &scratch) else {
            // Lexical errors in a type are reported as the type being invalid.
            if let first = scratch.diagnostics.first {
                diagnostics.emit(Catalog.invalidTypeSyntax(text), at: first.location)
            }
            return nil
        }
        // What a successful lexer reports are names not in NFC (TRL107).
        diagnostics.mergeIfAny(scratch)
        var parser = Parser(tokens: tokens, source: source)
        let result = parser.parseWholeType(text: text)
        diagnostics.mergeIfAny(parser.diagnostics)
        return result
    }

    /// Most written types are one ASCII name (`Int`, `String`, `Item`), possibly nested
    /// (`Font.Weight`), in brackets (`[Item]`) or optional (`Item?`, `[Item]?`): read without the
    /// lexer and parser, as the parser reads them.
    static func plainTypeName(in source: ExpressionSource) -> TypeSyntax? {
        let bytes = source.bytes
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") || bytes[start] == UInt8(ascii: "\t") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") || bytes[end - 1] == UInt8(ascii: "\t") { end -= 1 }
        guard start < end else { return nil }
        var nameStart = start
        var nameEnd = end
        let isOptional = bytes[nameEnd - 1] == UInt8(ascii: "?")
        if isOptional { nameEnd -= 1 }
        let isArray = nameEnd - nameStart >= 2 && bytes[nameStart] == UInt8(ascii: "[") && bytes[nameEnd - 1] == UInt8(ascii: "]")
        if isArray {
            nameStart += 1
            nameEnd -= 1
        }
        guard nameStart < nameEnd else { return nil }
        // Names separated by single dots; the first is no keyword (but `Any`).
        var componentStart = nameStart
        var firstEnd = nameEnd
        var index = nameStart
        while index < nameEnd {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                guard index > componentStart else { return nil }
                if componentStart == nameStart { firstEnd = index }
                componentStart = index + 1
            } else if index == componentStart {
                guard SmallExpressions.isHead(byte) else { return nil }
            } else {
                guard SmallExpressions.isHead(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) else { return nil }
            }
            index += 1
        }
        guard componentStart < nameEnd else { return nil }
        let first = String(decoding: bytes[nameStart..<firstEnd], as: UTF8.self)
        guard !SwiftKeywords.isKeyword(first) || first == "Any" else { return nil }
        let name = firstEnd == nameEnd ? first : String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        var reference = TypeReference.named(name, genericArguments: [])
        if isArray { reference = .array(reference) }
        if isOptional { reference = .optional(reference) }
        return TypeSyntax(reference, at: source.location(at: start))
    }

    static func parseInterpolated(in source: inout ExpressionSource, diagnostics: inout DiagnosticCollector, shortcuts: Bool = true) -> InterpolatedString? {
        if shortcuts, let small = source.bytes.withUnsafeBufferPointer({ bytes in
            SmallExpressions.interpolated(bytes, locate: source.location(at:))
        }) {
            return small
        }
        let bytes = source.bytes
        let start = source.location(at: 0)
        var segments: [InterpolatedString.Segment] = []
        var literal: [UInt8] = []
        var index = 0
        func flushLiteral() {
            if !literal.isEmpty {
                segments.append(.literal(String(decoding: literal, as: UTF8.self)))
                literal.removeAll(keepingCapacity: true)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            if byte == UInt8(ascii: "}") {
                guard next == byte else {
                    diagnostics.emit(Catalog.expressionSyntax("unexpected `}`; write `}}` for a literal brace"), at: source.location(at: index))
                    return nil
                }
                literal.append(byte)
                index += 2
                continue
            }
            guard byte == UInt8(ascii: "{") else {
                literal.append(byte)
                index += 1
                continue
            }
            if next == byte {
                literal.append(byte)
                index += 2
                continue
            }
            flushLiteral()
            var lexer = Lexer(source: source)
            let outcome = lexer.tokenize(from: index + 1, inHole: true, diagnostics: &diagnostics)
            source = lexer.source
            switch outcome {
            case .failed:
                return nil
            case .unterminatedHole:
                diagnostics.emit(Catalog.unterminatedInterpolation, at: source.location(at: index))
                return nil
            case .tokens(let tokens, let end):
                guard tokens.count > 1 else {
                    diagnostics.emit(Catalog.expressionSyntax("expected expression"), at: source.location(at: end))
                    return nil
                }
                var parser = Parser(tokens: tokens, source: source)
                let result = parser.parseHoleExpression()
                // Keep the locator's cursor: the next hole then locates from here, not from
                // the start of the text (100,000 holes in one `Text` were quadratic).
                source = parser.source
                diagnostics.mergeIfAny(parser.diagnostics)
                switch result {
                case .expression(let expr):
                    segments.append(.expression(expr))
                case .unclosed:
                    diagnostics.emit(Catalog.unterminatedInterpolation, at: source.location(at: index))
                    return nil
                case .failed:
                    return nil
                }
                index = end + 1
            }
        }
        flushLiteral()
        return InterpolatedString(segments: segments, location: start)
    }

    private static func trimmingWhitespace(_ text: String) -> String {
        // Most values have none: an ASCII letter or symbol at both ends is not whitespace.
        if let first = text.utf8.first, let last = text.utf8.last,
           first > 0x20, first < 0x80, last > 0x20, last < 0x80 { return text }
        var slice = Substring(text)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }

    private static func tokenize(_ source: inout ExpressionSource, diagnostics: inout DiagnosticCollector) -> [Token]? {
        var lexer = Lexer(source: source)
        let outcome = lexer.tokenize(from: 0, inHole: false, diagnostics: &diagnostics)
        source = lexer.source
        guard case .tokens(let tokens, _) = outcome else { return nil }
        return tokens
    }
}

extension DiagnosticCollector {
    /// Merges what a parser of one value collected: most values have nothing to report, and
    /// merging nothing still touches every field.
    mutating func mergeIfAny(_ other: DiagnosticCollector) {
        guard !other.diagnostics.isEmpty || other.omitted.total > 0 else { return }
        merge(other)
    }
}

/// SwiftUI's `LocalizedStringKey`: what `Text("literal")` takes. A string literal, with or
/// without interpolations, picks `Text.init(_:tableName:bundle:comment:)` over the
/// `StringProtocol` initializer, and its text is inline Markdown; interpolated values are
/// arguments, shown as they are and never read as Markdown. Trellis has no string tables, so
/// the key is always its own localization.
public struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The literal pieces with `%@` where each argument goes (a literal `%` as `%%`), as
    /// SwiftUI's key is written.
    let key: String
    let arguments: [String]
    /// The literal pieces around the arguments: one more than the arguments.
    private let pieces: [String]

    public init(_ value: String) {
        key = value
        arguments = []
        pieces = [value]
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        arguments = stringInterpolation.arguments
        pieces = stringInterpolation.pieces
    }

    /// Whether a literal piece has a character inline Markdown gives a meaning to; without
    /// one, the text is the pieces and arguments as written, with nothing to parse.
    var mayHaveMarkup: Bool {
        pieces.contains { piece in piece.contains { "*_~`[\\<".contains($0) } }
    }

    /// What a key placed in a text shows, `Text(key)`: its text, as it has no string table to
    /// be looked up in.
    public var description: String { plainText }

    /// The text shown when there is no markup: pieces and arguments in order.
    var plainText: String {
        var text = pieces[0]
        for (argument, piece) in zip(arguments, pieces.dropFirst()) { text += argument + piece }
        return text
    }

    /// The Markdown source: the literal pieces as written, each argument escaped so that it
    /// shows as its own characters.
    var markdownSource: String {
        var source = pieces[0]
        for (argument, piece) in zip(arguments, pieces.dropFirst()) {
            source += InlineMarkdown.escaped(argument) + piece
        }
        return source
    }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var arguments: [String] = []
        var pieces = [""]

        public init(literalCapacity: Int, interpolationCount: Int) {
            key.reserveCapacity(literalCapacity + 2 * interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            key += literal.replacingOccurrences(of: "%", with: "%%")
            pieces[pieces.count - 1] += literal
        }

        public mutating func appendInterpolation(_ string: String) {
            argument(string)
        }

        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            argument(formatter?.string(for: subject) ?? String(describing: subject))
        }

        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            argument(formatter?.string(for: subject) ?? subject.description)
        }

        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            argument(format.format(input))
        }

        /// Numbers, written with their format specifier as SwiftUI writes them: `%lld` for
        /// integers, `%lf` for floating point (six decimals: `3.500000`).
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            argument(value._formatted(specifier: nil))
        }

        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            argument(value._formatted(specifier: specifier))
        }

        /// A text inside a text keeps its own styling; its characters are shown as they are.
        public mutating func appendInterpolation(_ text: Text) {
            argument(text.content)
        }

        private mutating func argument(_ value: String) {
            key += "%@"
            arguments.append(value)
            pieces.append("")
        }
    }
}

/// The numbers `LocalizedStringKey` interpolates with a format specifier (SwiftUI's name).
public protocol _FormatSpecifiable: Equatable {
    /// The value written with `specifier`, or with the type's own specifier when nil.
    func _formatted(specifier: String?) -> String
}

extension _FormatSpecifiable where Self: BinaryInteger {
    public func _formatted(specifier: String?) -> String {
        guard let specifier else { return String(self) }
        return String(format: specifier, Int64(self))
    }
}

extension _FormatSpecifiable where Self: BinaryFloatingPoint {
    public func _formatted(specifier: String?) -> String {
        String(format: specifier ?? "%lf", Double(self))
    }
}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}
extension CGFloat: _FormatSpecifiable {}

extension Text {
    /// `Text("**Bold** and [a link](https://example.com)")`: a literal is a key, and its text is
    /// inline Markdown (bold, italic, strikethrough, code, links), as in SwiftUI. `render()`
    /// prints the text a person reads, then each styled span (see `Text.Run`).
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        guard key.mayHaveMarkup else {
            self.init(verbatim: key.plainText)
            return
        }
        let runs = InlineMarkdown.parse(key.markdownSource)
        self.init(verbatim: runs.map(\.text).joined())
        if runs.contains(where: \.isStyled) { self.runs = runs }
    }

    /// A span of a Markdown text with the styles it is shown in.
    struct Run: Equatable {
        var text: String
        var isBold = false
        var isItalic = false
        var isStrikethrough = false
        var isCode = false
        var link: String?

        var isStyled: Bool { isBold || isItalic || isStrikethrough || isCode || link != nil }

        func sameStyle(as other: Run) -> Bool {
            isBold == other.isBold && isItalic == other.isItalic && isStrikethrough == other.isStrikethrough
                && isCode == other.isCode && link == other.link
        }

        /// `bold "Bold"`, `bold+italic "both"`, `link "the guide" https://example.com`.
        var renderedDescription: String {
            var styles: [String] = []
            if isBold { styles.append("bold") }
            if isItalic { styles.append("italic") }
            if isStrikethrough { styles.append("strikethrough") }
            if isCode { styles.append("code") }
            if link != nil { styles.append("link") }
            var line = styles.joined(separator: "+") + " " + quoted(text)
            if let link { line += " " + link }
            return line
        }
    }

    /// `Text "Bold and a link" bold "Bold" link "a link" https://example.com`.
    var renderedLine: String {
        var line = "Text \(quoted(content))"
        for run in runs where run.isStyled { line += " " + run.renderedDescription }
        return line
    }
}

/// The inline Markdown SwiftUI reads in a `LocalizedStringKey` (Foundation's parser with
/// `.inlineOnlyPreservingWhitespace`): `**bold**` and `__bold__`, `*italic*` and `_italic_`,
/// `***both***`, `~~strikethrough~~`, `` `code` ``, `[text](url)`, `<url>`, and backslash
/// escapes. Line breaks and spaces are kept. A delimiter with no partner is shown as written;
/// an underscore inside a word is a character, not emphasis.
enum InlineMarkdown {
    static func parse(_ source: String) -> [Text.Run] {
        var runs: [Text.Run] = []
        parse(Array(source), style: Text.Run(text: ""), into: &runs)
        return runs
    }

    /// Every ASCII punctuation character backslash-escaped: an argument shows as written.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isASCII, character.isPunctuation || character.isSymbol { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func append(_ text: String, _ style: Text.Run, to runs: inout [Text.Run]) {
        guard !text.isEmpty else { return }
        if let last = runs.last, last.sameStyle(as: style) {
            runs[runs.count - 1].text += text
        } else {
            var run = style
            run.text = text
            runs.append(run)
        }
    }

    private static func parse(_ characters: [Character], style: Text.Run, into runs: inout [Text.Run]) {
        var plain = ""
        var index = 0
        func flush() {
            append(plain, style, to: &runs)
            plain = ""
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && characters[index + 1].isASCII
                && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                plain.append(characters[index + 1])
                index += 2
                continue
            case "`":
                if let close = characters[(index + 1)...].firstIndex(of: "`"), close > index + 1 {
                    flush()
                    var code = style
                    code.isCode = true
                    append(String(characters[(index + 1)..<close]), code, to: &runs)
                    index = close + 1
                    continue
                }
            case "[":
                if let (text, url, end) = link(in: characters, at: index) {
                    flush()
                    var linked = style
                    linked.link = url
                    parse(text, style: linked, into: &runs)
                    index = end
                    continue
                }
            case "<":
                if let close = characters[(index + 1)...].firstIndex(of: ">") {
                    let target = String(characters[(index + 1)..<close])
                    if target.contains("://") || target.hasPrefix("mailto:"), !target.contains(" ") {
                        flush()
                        var linked = style
                        linked.link = target
                        append(target, linked, to: &runs)
                        index = close + 1
                        continue
                    }
                }
            case "*", "_", "~":
                if let (inner, styled, end) = emphasis(in: characters, at: index, style: style) {
                    flush()
                    parse(inner, style: styled, into: &runs)
                    index = end
                    continue
                }
                // A run of delimiters that closes nothing is shown whole.
                var end = index
                while end < characters.count, characters[end] == character { end += 1 }
                plain += String(characters[index..<end])
                index = end
                continue
            default:
                break
            }
            plain.append(character)
            index += 1
        }
        flush()
    }

    /// `[text](url)` at `index`: the text, the URL and the index after `)`.
    private static func link(in characters: [Character], at index: Int) -> ([Character], String, Int)? {
        var depth = 0
        var close: Int?
        var position = index
        while position < characters.count {
            switch characters[position] {
            case "\\": position += 1
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { close = position }
            default: break
            }
            if close != nil { break }
            position += 1
        }
        guard let close, close + 1 < characters.count, characters[close + 1] == "(",
              let end = characters[(close + 2)...].firstIndex(of: ")") else { return nil }
        let destination = String(characters[(close + 2)..<end]).trimmingCharacters(in: .whitespaces)
        // A title after the destination (`[a](url "title")`) is not shown.
        let url = destination.split(separator: " ", maxSplits: 1).first.map(String.init) ?? ""
        guard !url.isEmpty else { return nil }
        return (Array(characters[(index + 1)..<close]), url, end + 1)
    }

    /// Emphasis opened by the run of delimiters at `index`: its inner characters, its style and
    /// the index after its closing run. A run of three is bold and italic; `~~` strikes through.
    private static func emphasis(in characters: [Character], at index: Int, style: Text.Run) -> ([Character], Text.Run, Int)? {
        let delimiter = characters[index]
        var length = 0
        while index + length < characters.count, characters[index + length] == delimiter { length += 1 }
        if delimiter == "~" {
            guard length == 2 else { return nil }
        } else {
            length = min(length, 3)
        }
        let start = index + length
        guard start < characters.count, !characters[start].isWhitespace else { return nil }
        // An underscore run inside a word opens nothing (`snake_case`).
        if delimiter == "_", index > 0, characters[index - 1].isLetter || characters[index - 1].isNumber { return nil }
        var position = start + 1
        while position + length <= characters.count {
            if characters[position] == "\\" {
                position += 2
                continue
            }
            if characters[position] == "`", let close = characters[(position + 1)...].firstIndex(of: "`") {
                position = close + 1
                continue
            }
            let matches = (0..<length).allSatisfy { characters[position + $0] == delimiter }
            let before = characters[position - 1]
            let after = position + length < characters.count ? characters[position + length] : " "
            let closesWord = delimiter != "_" || !(after.isLetter || after.isNumber)
            if matches, !before.isWhitespace, before != delimiter, after != delimiter, closesWord {
                var styled = style
                switch (delimiter, length) {
                case ("~", _): styled.isStrikethrough = true
                case (_, 1): styled.isItalic = true
                case (_, 2): styled.isBold = true
                default:
                    styled.isBold = true
                    styled.isItalic = true
                }
                return (Array(characters[start..<position]), styled, position + length)
            }
            position += 1
        }
        return nil
    }
}

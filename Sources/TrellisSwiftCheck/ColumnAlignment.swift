/// Finds, on an XML line, the column of what swiftc points at on a generated line.
///
/// The generator copies the XML's Swift nearly as written, but renames some of it (a local `x`
/// is `x$`, a state `x` is `_x.wrappedValue`) and adds calls around it. Both lines are cut into
/// tokens, the generated names are read back as the XML spells them, and the two token lists
/// are aligned by their longest common subsequence, as `diff` aligns lines. The token swiftc
/// points at lands on the XML token it is aligned with; a token the generator added lands on
/// the nearest aligned token after it, or else before it.
public enum ColumnAlignment {
    /// A token of one line: its text as the XML spells it, and where it is on its line.
    struct Token: Equatable {
        var text: String
        /// 1-based columns, in Unicode scalars, of its first scalar and one past its last.
        var start: Int
        var end: Int
    }

    /// Where on `xmlLine` the token at `column` (1-based, in scalars) of `generatedLine` is,
    /// with its length; nil when no token of the two lines aligns.
    public static func xmlColumn(generatedLine: Substring, column: Int, xmlLine: Substring) -> (column: Int, length: Int)? {
        let generated = readBack(tokens(Array(generatedLine.unicodeScalars).map { ($0, 0) }))
        let xml = tokens(decodedXML(xmlLine))
        guard !generated.isEmpty, !xml.isEmpty else { return nil }
        let pairs = alignment(generated.map(\.text), xml.map(\.text))
        guard !pairs.isEmpty else { return nil }
        // The token at the column, or the first one after it.
        let target = generated.firstIndex { column < $0.end } ?? generated.count - 1
        if let pair = pairs.first(where: { $0.0 == target }) {
            let token = xml[pair.1]
            return (token.start, token.end - token.start)
        }
        if let after = pairs.first(where: { $0.0 > target }) ?? pairs.last {
            let token = xml[after.1]
            return (token.start, token.end - token.start)
        }
        return nil
    }

    /// The scalars of an XML line with `&quot;`, `&amp;`, `&lt;`, `&gt;`, `&apos;` and character
    /// references decoded, each with the column of the text it was read from.
    static func decodedXML(_ line: Substring) -> [(Unicode.Scalar, Int)] {
        let scalars = Array(line.unicodeScalars)
        var result: [(Unicode.Scalar, Int)] = []
        result.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            if scalars[index] == "&", let semicolon = scalars[index...].prefix(12).firstIndex(of: ";") {
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))
                let decoded: Unicode.Scalar? = switch name {
                case "quot": "\""
                case "amp": "&"
                case "lt": "<"
                case "gt": ">"
                case "apos": "'"
                default:
                    if name.hasPrefix("#x") { UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init) }
                    else if name.hasPrefix("#") { UInt32(name.dropFirst(1)).flatMap(Unicode.Scalar.init) }
                    else { nil }
                }
                if let decoded {
                    result.append((decoded, index + 1))
                    index = semicolon + 1
                    continue
                }
            }
            result.append((scalars[index], index + 1))
            index += 1
        }
        return result
    }

    private static let operatorScalars: Set<Unicode.Scalar> = ["+", "-", "*", "/", "%", "=", "<", ">", "!", "&", "|", "^", "~", "?"]

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || (scalar.value > 0x7F && !scalar.properties.isWhitespace)
    }

    private static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }

    /// Tokens of a line given as scalars with their columns (0 means "the scalar's own index").
    /// A quote is a token of its own and a string's words are tokens: in XML a `"` may delimit an
    /// attribute rather than a string, so strings are not read whole on either side.
    static func tokens(_ scalars: [(Unicode.Scalar, Int)]) -> [Token] {
        func column(_ index: Int) -> Int {
            index < scalars.count ? (scalars[index].1 == 0 ? index + 1 : scalars[index].1) : (scalars.last.map { $0.1 == 0 ? scalars.count + 1 : $0.1 + 1 } ?? 1)
        }
        var tokens: [Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index].0
            let start = index
            if scalar == " " || scalar == "\t" || scalar == "\r" {
                index += 1
                continue
            }
            if scalar == "/", index + 1 < scalars.count, scalars[index + 1].0 == "/" { break }
            if scalar == "`" {
                // A name in backticks is the name.
                var end = index + 1
                while end < scalars.count, scalars[end].0 != "`" { end += 1 }
                let name = String(String.UnicodeScalarView(scalars[(index + 1)..<min(end, scalars.count)].map(\.0)))
                index = min(end + 1, scalars.count)
                tokens.append(Token(text: name, start: column(start), end: column(index)))
                continue
            }
            if isIdentifierStart(scalar) {
                index += 1
                while index < scalars.count, isIdentifierContinuation(scalars[index].0) { index += 1 }
            } else if ("0"..."9").contains(scalar) {
                index += 1
                while index < scalars.count {
                    let next = scalars[index].0
                    if isIdentifierContinuation(next) { index += 1; continue }
                    if next == ".", index + 1 < scalars.count, ("0"..."9").contains(scalars[index + 1].0) { index += 1; continue }
                    break
                }
            } else if operatorScalars.contains(scalar) || (scalar == "." && index + 1 < scalars.count && scalars[index + 1].0 == ".") {
                index += 1
                while index < scalars.count, operatorScalars.contains(scalars[index].0) || scalars[index].0 == "." { index += 1 }
            } else {
                index += 1
            }
            let text = String(String.UnicodeScalarView(scalars[start..<index].map(\.0)))
            tokens.append(Token(text: text, start: column(start), end: column(index)))
        }
        return tokens
    }

    /// Generated tokens as the XML spells them: `x$` is `x`, `_x.wrappedValue` is `x` and
    /// `_x.projectedValue` is `$x`.
    static func readBack(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            var token = tokens[index]
            if token.text.hasPrefix("_"), token.text.count > 1, index + 2 < tokens.count, tokens[index + 1].text == ".",
               tokens[index + 2].text == "wrappedValue" || tokens[index + 2].text == "projectedValue" {
                let name = String(token.text.dropFirst())
                token.text = tokens[index + 2].text == "wrappedValue" ? name : "$" + name
                token.end = tokens[index + 2].end
                result.append(token)
                index += 3
                continue
            }
            if token.text.count > 1, token.text.hasSuffix("$"), let first = token.text.unicodeScalars.first, isIdentifierStart(first), first != "$" {
                token.text.removeLast()
            }
            result.append(token)
            index += 1
        }
        return result
    }

    /// Index pairs of a longest common subsequence of `a` and `b`, in order.
    static func alignment(_ a: [String], _ b: [String]) -> [(Int, Int)] {
        // Lines are short; a bound keeps a pathological line from costing much.
        let a = Array(a.prefix(512))
        let b = Array(b.prefix(512))
        let width = b.count + 1
        var lengths = [UInt16](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lengths[i * width + j] = a[i] == b[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var pairs: [(Int, Int)] = []
        var i = 0
        var j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j] {
                pairs.append((i, j))
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        return pairs
    }
}

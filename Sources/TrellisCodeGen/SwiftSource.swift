import TrellisSyntax

/// Spelling of Swift tokens: identifiers, string literals, operators and numbers.
/// Everything generated goes through here, so hostile names and strings in XML
/// cannot change the structure of the generated code.
public enum SwiftSource {
    /// Words that cannot be used as plain identifiers in Swift. Contextual keywords
    /// (`get`, `some`, `async`, ...) are fine unescaped and are not listed.
    public static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "open", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true",
        "try", "_", "Type", "Protocol", "consume", "copy", "discard", "borrowing", "consuming",
    ]

    /// `true` when `name` is a Swift identifier by the front end's one rule (`SwiftIdentifier`),
    /// keywords included (they are emitted in backticks).
    public static func isValidIdentifier(_ name: String) -> Bool {
        SwiftIdentifier.isWellFormed(name)
    }

    /// A name in a declaration or expression position: backticks around a reserved word.
    public static func identifier(_ name: String) throws(CodeGenError) -> String {
        guard isValidIdentifier(name) else { throw .invalidIdentifier(name) }
        return reservedWords.contains(name) ? "`\(name)`" : name
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// A closure parameter for a name the XML binds (a `ForEach` item, an `onChange` value):
    /// `item$`. XML names cannot contain `$`, so the parameter can neither capture a local the
    /// generated code declares (`_balance`, `context`, `children`) nor hide a type it names
    /// (`Text`, `ViewList`, `Arithmetic`, the program's models), and it needs no backticks.
    public static func boundLocal(_ name: String) throws(CodeGenError) -> String {
        guard isValidIdentifier(name) else { throw .invalidIdentifier(name) }
        return name + "$"
    }

    /// A tracked property of an `@Observable` class, which the macro copies into its own
    /// declarations without backticks: contextual words (`copy`, `consume`, `discard`, `open`,
    /// `borrowing`, `consuming`) are written plain, as Swift allows; names that need backticks are
    /// TRL109 and never get here.
    public static func trackedPropertyName(_ name: String) throws(CodeGenError) -> String {
        guard isValidIdentifier(name) else { throw .invalidIdentifier(name) }
        if ["copy", "consume", "discard", "open", "borrowing", "consuming"].contains(name) { return name }
        guard !reservedWords.contains(name) else { throw .invalidIdentifier(name) }
        return name
    }

    /// An argument label at a call site: Swift accepts every keyword there except
    /// `inout`, `var` and `let`, and rejects needless backticks.
    public static func argumentLabel(_ name: String) throws(CodeGenError) -> String {
        guard isValidIdentifier(name) else { throw .invalidIdentifier(name) }
        return ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// A name after `.`: only the few words Swift still reserves there are escaped.
    public static func memberName(_ name: String) throws(CodeGenError) -> String {
        // A tuple's element by position: `pair.0`.
        if !name.isEmpty, name.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return name }
        guard isValidIdentifier(name) else { throw .invalidIdentifier(name) }
        switch name {
        case "self", "init": return name
        case "Type", "Protocol", "_": return "`\(name)`"
        default: return reservedWords.contains(name) ? "`\(name)`" : name
        }
    }

    /// A type named like a word that begins a type (`some`, `any`, `each`, ...) is written in
    /// backticks where a type is expected.
    private static func typeIdentifier(_ name: String) throws(CodeGenError) -> String {
        SwiftKeywords.typeModifiers.contains(name) ? "`\(name)`" : try identifier(name)
    }

    /// A (possibly dotted) type name such as `Int` or `Foo.Bar`.
    public static func typeName(_ name: String) throws(CodeGenError) -> String {
        // `Any` is a keyword that names a type: in a type it is written as it is.
        if name == "Any" { return name }
        // Fast path: an undotted name is one identifier.
        guard name.utf8.contains(UInt8(ascii: ".")) else { return try typeIdentifier(name) }
        var spelled = ""
        spelled.reserveCapacity(name.utf8.count + 4)
        var isFirst = true
        for part in name.split(separator: ".", omittingEmptySubsequences: false) {
            let part = String(part)
            if isFirst {
                spelled += try typeIdentifier(part)
                isFirst = false
            } else {
                spelled += "."
                spelled += try memberName(part)
            }
        }
        return spelled
    }

    /// The body of a single-line string literal (without quotes) for `text`.
    public static func escapedStringContent(_ text: String) -> String {
        // Fast path: nothing to escape, so the text is its own escaped form (no copy).
        if !needsEscaping(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        appendEscapedSlow(text, to: &result)
        return result
    }

    /// Appends the body of a single-line string literal (without quotes) for `text` to `output`.
    public static func appendEscapedStringContent(_ text: String, to output: inout String) {
        if !needsEscaping(text) {
            output += text
        } else {
            appendEscapedSlow(text, to: &output)
        }
    }

    /// `false` when every byte is printable ASCII other than `\` and `"`, which escape as themselves.
    @inline(__always)
    private static func needsEscaping(_ text: String) -> Bool {
        func check<C: Collection<UInt8>>(_ bytes: C) -> Bool {
            for byte in bytes where byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") {
                return true
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable { check($0) } ?? check(text.utf8)
    }

    private static func appendEscapedSlow(_ text: String, to result: inout String) {
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                let value = scalar.value
                let escaped: Bool
                if value < 0x80 {
                    // ASCII: only C0 controls and DEL are in the categories below.
                    escaped = value < 0x20 || value == 0x7F
                } else if (0xFDD0...0xFDEF).contains(value) {
                    // Noncharacters that swiftc refuses as `\u{...}` escapes but accepts as they are.
                    escaped = false
                } else {
                    switch scalar.properties.generalCategory {
                    case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse:
                        escaped = true
                    default:
                        escaped = false
                    }
                }
                if escaped {
                    result += "\\u{"
                    result += String(value, radix: 16, uppercase: true)
                    result += "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// A complete single-line string literal for `text`, with no interpolation.
    public static func stringLiteral(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        appendEscapedStringContent(text, to: &result)
        result += "\""
        return result
    }

    /// Text safe to put in a `//` comment: one line, control characters shown escaped.
    public static func commentText(_ text: String) -> String {
        escapedStringContent(text)
    }

    /// The standard library's protocols a declared struct may name in `protocols`: declared on
    /// the generated struct itself, so Swift synthesizes or checks them.
    public static let standardProtocols: Set<String> = [
        "Hashable", "Equatable", "Comparable", "Identifiable", "Codable", "Encodable", "Decodable",
        "CustomStringConvertible", "CustomDebugStringConvertible", "Sendable", "CaseIterable",
        // SwiftUI's key for a custom environment value, with its static `defaultValue`.
        "EnvironmentKey",
    ]

    /// Operators the expression grammar allows, by precedence (higher binds tighter).
    static let infixPrecedence: [String: Precedence] = [
        "||": .disjunction, "&&": .conjunction,
        "==": .comparison, "!=": .comparison, "<": .comparison, "<=": .comparison,
        ">": .comparison, ">=": .comparison, "===": .comparison, "!==": .comparison,
        "??": .nilCoalescing,
        "..<": .rangeFormation, "...": .rangeFormation,
        "+": .addition, "-": .addition,
        "*": .multiplication, "/": .multiplication, "%": .multiplication,
    ]

    static let prefixOperators: Set<String> = ["!", "-", "+", "~", "...", "..<", "&"]
    static let postfixOperators: Set<String> = ["..."]
    /// Operators that may be passed as a function value (`sorted(by: <)`).
    static let operatorFunctions: Set<String> = ["<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/", "%"]
    static let castOperators: Set<String> = ["as", "as?", "as!", "is"]
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/=", "%="]

    /// `true` for an integer literal Swift accepts, in any base, with `_` separators.
    public static func isIntegerLiteral(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        func all(_ slice: ArraySlice<Unicode.Scalar>, _ allowed: (Unicode.Scalar) -> Bool) -> Bool {
            guard let first = slice.first, first != "_" else { return false }
            return slice.allSatisfy { $0 == "_" || allowed($0) }
        }
        if scalars.count > 2, scalars[0] == "0" {
            switch scalars[1] {
            case "x": return all(scalars[2...]) { $0.properties.isASCIIHexDigit }
            case "o": return all(scalars[2...]) { ("0"..."7").contains($0) }
            case "b": return all(scalars[2...]) { $0 == "0" || $0 == "1" }
            default: break
            }
        }
        return all(scalars[...]) { isDigit($0) }
    }

    /// `true` for a decimal floating-point literal such as `1.5`, `2e10` or `0.5e-3`.
    public static func isFloatLiteral(_ text: String) -> Bool {
        var rest = Substring(text)
        func digits() -> Bool {
            guard let first = rest.unicodeScalars.first, isDigit(first) else { return false }
            while let next = rest.unicodeScalars.first, isDigit(next) || next == "_" { rest = rest.dropFirst() }
            return true
        }
        guard digits() else { return false }
        var sawFractionOrExponent = false
        if rest.first == "." {
            rest = rest.dropFirst()
            guard digits() else { return false }
            sawFractionOrExponent = true
        }
        if rest.first == "e" || rest.first == "E" {
            rest = rest.dropFirst()
            if rest.first == "+" || rest.first == "-" { rest = rest.dropFirst() }
            guard digits() else { return false }
            sawFractionOrExponent = true
        }
        return rest.isEmpty && sawFractionOrExponent
    }
}

/// Binding strength of expression forms, weakest first, following Swift's
/// standard precedence groups.
enum Precedence: Int, Comparable {
    case ternary = 1
    case disjunction
    case conjunction
    case comparison
    case nilCoalescing
    case casting
    case rangeFormation
    case addition
    case multiplication
    case prefix
    case postfix

    static func < (lhs: Precedence, rhs: Precedence) -> Bool { lhs.rawValue < rhs.rawValue }

    enum Associativity { case left, right, none }

    var associativity: Associativity {
        switch self {
        case .ternary, .nilCoalescing: .right
        case .comparison, .rangeFormation: .none
        default: .left
        }
    }
}

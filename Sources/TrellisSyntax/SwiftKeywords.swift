/// Swift's reserved words, which cannot name a declaration without backticks.
public enum SwiftKeywords {
    /// Keywords of declarations, statements, expressions and types (The Swift
    /// Programming Language, "Lexical Structure"). Contextual keywords such as `get`,
    /// `set` or `some` are valid names and are not listed, nor are the declaration modifiers
    /// swiftc reads as names where no declaration follows (`open`, `borrowing`, `consuming`,
    /// `nonisolated`: `let open = true` compiles).
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "operator", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]

    /// Contextual words that begin a type (`some P`, `any P`, `each T`, `sending T`, ...): a type
    /// of that name needs backticks wherever a type is written.
    public static let typeModifiers: Set<String> = [
        "some", "any", "each", "sending", "isolated", "borrowing", "consuming", "__owned", "__shared", "transferring",
    ]

    public static func isKeyword(_ name: String) -> Bool {
        // Compared with the few keywords of the name's length, first and last byte rather than
        // hashed: every declared name and identifier is asked, and hashing a string costs more.
        // A string equal to a keyword has the keyword's bytes: keywords are ASCII, and none of
        // their letters is what another scalar canonically decomposes to (as U+212A is `K`).
        let utf8 = name.utf8
        let count = utf8.count
        guard count > 0, count < keywordsByLength.count else { return false }
        // The bytes in place: the UTF-8 view's `last` steps back generically and cost three
        // times `first`.
        guard let (first, last) = utf8.withContiguousStorageIfAvailable({ ($0[0], $0[$0.count - 1]) })
            ?? utf8.first.flatMap({ first in utf8.last.map { (first, $0) } }) else { return false }
        for keyword in keywordsByLength[count] where keyword.first == first && keyword.last == last && keyword.word == name {
            return true
        }
        return false
    }

    /// `reserved` by length in bytes: each keyword with its first and last byte.
    private static let keywordsByLength: [[(first: UInt8, last: UInt8, word: String)]] = {
        let longest = reserved.map(\.utf8.count).max() ?? 0
        var table = Array(repeating: [(first: UInt8, last: UInt8, word: String)](), count: longest + 1)
        for word in reserved.sorted() {
            let bytes = Array(word.utf8)
            table[bytes.count].append((bytes[0], bytes[bytes.count - 1], word))
        }
        return table
    }()

    /// A name by `SwiftIdentifier`'s rule that is not a keyword; `$` names are not identifiers.
    public static func isValidIdentifier(_ name: String) -> Bool {
        SwiftIdentifier.isWellFormed(name) && !isKeyword(name)
    }
}

/// Swift's reserved words, which cannot name a declaration without backticks.
public enum SwiftKeywords {
    /// Keywords of declarations, statements, expressions and types (The Swift
    /// Programming Language, "Lexical Structure"). Contextual keywords such as `get`,
    /// `set` or `some` are valid names and are not listed.
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup",
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
        reserved.contains(name)
    }

    /// A name by `SwiftIdentifier`'s rule that is not a keyword; `$` names are not identifiers.
    public static func isValidIdentifier(_ name: String) -> Bool {
        SwiftIdentifier.isWellFormed(name) && !isKeyword(name)
    }
}

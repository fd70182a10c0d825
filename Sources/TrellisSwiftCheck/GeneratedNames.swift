import Foundation

/// swiftc's messages in the XML's words: no generated name (`x$`, `_items.wrappedValue`,
/// `children4`, `GeneratedBody`) and no module prefix, with names in backticks as Trellis
/// quotes them.
public struct GeneratedNames: Sendable {
    /// The module the program was checked as, whose prefix (`Screens.Item`) is left out.
    public var moduleName: String

    public init(moduleName: String) {
        self.moduleName = moduleName
    }

    public func rewrite(_ message: String) -> String {
        // swiftc's own failure: the error is somewhere in the expression, and it cannot say where.
        if message.hasPrefix("failed to produce diagnostic for expression") {
            return "swiftc found a type error in this view's content but cannot say where; check the Swift in the attributes of the elements inside"
        }
        var text = message
        text = Self.replace(#"\b_([A-Za-z][A-Za-z0-9_]*)\.wrappedValue\b"#, in: text, with: "$1")
        text = Self.replace(#"\b_([A-Za-z][A-Za-z0-9_]*)\.projectedValue\b"#, in: text, with: "\\$$1")
        text = Self.replace(#"(?<![A-Za-z0-9_$])([A-Za-z_][A-Za-z0-9_]*)\$(?![A-Za-z0-9_$])"#, in: text, with: "$1")
        text = Self.replace(#"\bGeneratedBody\b"#, in: text, with: "some View")
        text = Self.replace(#"\bchildren[0-9]*\b"#, in: text, with: "content")
        text = Self.replace(#"\b(?:Trellis|\#(NSRegularExpression.escapedPattern(for: moduleName)))\.(?=[A-Z])"#, in: text, with: "")
        // swiftc quotes names in single quotes; an apostrophe inside a word is not a quote.
        text = Self.replace(#"(^|[\s(\[,])'([^'\n]+?)'(?=$|[\s),.:;\]])"#, in: text, with: "$1`$2`")
        return text
    }

    private static func replace(_ pattern: String, in text: String, with template: String) -> String {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return text }
        return expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: template)
    }
}

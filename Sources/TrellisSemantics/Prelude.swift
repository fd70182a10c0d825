import TrellisDiagnostics
import TrellisSyntax

/// SwiftUI's vocabulary, declared in `Grammar/Prelude` in the form a program uses for its own
/// Swift, and parsed once per process by the same parser as the program.
public enum Prelude {
    /// The standard prelude's files, parsed.
    /// Parsed without the schema pass: the text is fixed when the compiler is built, and
    /// `diagnostics` validates it.
    public static let standard: [SourceFileSyntax] = parse(isTrusted: true).files

    /// Problems in the prelude itself, schema included: none, which a test asserts.
    public static var diagnostics: [Diagnostic] { parse(isTrusted: false).diagnostics.diagnostics }

    /// The prelude parsed with the schema pass, which a test compares with `standard`.
    public static var validated: [SourceFileSyntax] { parse(isTrusted: false).files }

    private static func parse(isTrusted: Bool) -> (files: [SourceFileSyntax], diagnostics: DiagnosticCollector) {
        var diagnostics = DiagnosticCollector()
        let parser = SyntaxParser()
        let files = EmbeddedPrelude.files.compactMap { file in
            parser.parseFile(SourceInput(path: file.path, bytes: Array(file.text.utf8)), diagnostics: &diagnostics, isTrusted: isTrusted)
        }
        return (files, diagnostics)
    }

    /// The prelude's files as text, for readers such as `trellis prelude` and the language server.
    public static var sources: [(path: String, text: String)] { EmbeddedPrelude.files }
}

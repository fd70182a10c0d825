import TrellisDiagnostics
import TrellisSyntax

/// SwiftUI's vocabulary, declared in `Grammar/Prelude` in the form a program uses for its own
/// Swift, and parsed once per process by the same parser as the program.
public enum Prelude {
    /// The standard prelude's files, parsed.
    public static let standard: [SourceFileSyntax] = parse().files

    /// Problems in the prelude itself: none, which a test asserts.
    public static var diagnostics: [Diagnostic] { parse().diagnostics.diagnostics }

    private static func parse() -> (files: [SourceFileSyntax], diagnostics: DiagnosticCollector) {
        var diagnostics = DiagnosticCollector()
        let parser = SyntaxParser()
        let files = EmbeddedPrelude.files.compactMap { file in
            parser.parseFile(SourceInput(path: file.path, bytes: Array(file.text.utf8)), diagnostics: &diagnostics)
        }
        return (files, diagnostics)
    }

    /// The prelude's files as text, for readers such as `trellis prelude` and the language server.
    public static var sources: [(path: String, text: String)] { EmbeddedPrelude.files }
}

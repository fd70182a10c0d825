import TrellisDiagnostics
import TrellisSyntax

/// SwiftUI's vocabulary, declared in `Grammar/Prelude` in the form a program uses for its own
/// Swift, and parsed once per process by the same parser as the program.
public enum Prelude {
    /// The standard prelude's files, parsed.
    /// Parsed without the schema pass: the text is fixed when the compiler is built, and
    /// `diagnostics` validates it.
    /// `Unavailable.xml` is not among them: see `unavailable`.
    public static let standard: [SourceFileSyntax] = parse(isTrusted: true, EmbeddedPrelude.files.filter { $0.path != unavailablePath }).files

    /// `Grammar/Prelude/Unavailable.xml`: SwiftUI's views and modifiers the runtime lacks,
    /// declared `unavailable`. Parsed on first use, when a program names a view or modifier that
    /// nothing declares, so that a program that checks clean never pays for it.
    public static let unavailable: [SourceFileSyntax] = parse(isTrusted: true, EmbeddedPrelude.files.filter { $0.path == unavailablePath }).files
    static let unavailablePath = "Grammar/Prelude/Unavailable.xml"
    static let unavailableModifierNames = unavailableNames(.modifier)
    static let unavailableViewNames = unavailableNames(.view)

    /// The public top-level names of the toolchain's Swift, Foundation and Dispatch modules
    /// (`Grammar/Prelude/SwiftModuleNames.txt`): one the prelude does not declare (`FileManager`,
    /// `CocoaError`) is Swift's to judge, so the fast pass reports no unknown name for it and
    /// the Swift pass checks its use.
    public static let swiftModuleNames: Set<String> = Set(EmbeddedPrelude.swiftModuleNames.split(separator: "\n").map(String.init))

    /// The members Swift gives each standard type `Standard.xml` describes
    /// (`Grammar/Prelude/SwiftMemberNames.txt`): properties by name, methods by name and labels
    /// (`max(by:)`). Read only when a member the prelude does not declare is used, so that a
    /// program that checks clean never pays for it.
    public static let swiftMembers: [String: SwiftMembers] = {
        var members: [String: SwiftMembers] = [:]
        for line in EmbeddedPrelude.swiftMemberNames.split(separator: "\n") {
            var words = line.split(separator: " ")
            guard !words.isEmpty else { continue }
            let type = String(words.removeFirst())
            members[type] = SwiftMembers(words)
        }
        return members
    }()

    private static func unavailableNames(_ kind: InterfaceDecl.Kind) -> Set<String> {
        Set(unavailable.flatMap(\.interfaces).filter { $0.kind == kind && $0.isUnavailable }.map(\.name.name))
    }

    /// Problems in the prelude itself, every file and the schema included: none, which a test asserts.
    public static var diagnostics: [Diagnostic] { parse(isTrusted: false, EmbeddedPrelude.files).diagnostics.diagnostics }

    /// The prelude parsed with the schema pass, which a test compares with `standard`.
    public static var validated: [SourceFileSyntax] { parse(isTrusted: false, EmbeddedPrelude.files.filter { $0.path != unavailablePath }).files }

    private static func parse(isTrusted: Bool, _ sources: [(path: String, text: String)]) -> (files: [SourceFileSyntax], diagnostics: DiagnosticCollector) {
        var diagnostics = DiagnosticCollector()
        let parser = SyntaxParser()
        let files = sources.compactMap { file in
            parser.parseFile(SourceInput(path: file.path, bytes: Array(file.text.utf8)), diagnostics: &diagnostics, isTrusted: isTrusted)
        }
        return (files, diagnostics)
    }

    /// The prelude's files as text, for readers such as `trellis prelude` and the language server.
    public static var sources: [(path: String, text: String)] { EmbeddedPrelude.files }
}

/// The members Swift gives one standard type, as its symbol graph lists them.
public struct SwiftMembers: Sendable {
    /// Each member's base name (`max` for `max(by:)`).
    public let names: Set<String>
    /// Each method's labels by base name, as `MethodDecl.signature` writes them (`max(by:)`).
    public let signatures: [String: Set<String>]

    init(_ words: [Substring]) {
        var names: Set<String> = []
        var signatures: [String: Set<String>] = [:]
        for word in words {
            let name = String(word.prefix { $0 != "(" })
            names.insert(name)
            if word.count > name.count { signatures[name, default: []].insert(String(word)) }
        }
        self.names = names
        self.signatures = signatures
    }
}

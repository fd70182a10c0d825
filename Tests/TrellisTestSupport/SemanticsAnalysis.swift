import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// The outcome of analysing a program in a test: what was built and what was reported, sorted.
public struct SemanticsOutcome {
    public let program: CheckedProgram
    public let diagnostics: [Diagnostic]

    public init(_ files: [SourceFileSyntax]) {
        var collector = DiagnosticCollector()
        program = SemanticAnalyzer().analyze(files: files, diagnostics: &collector)
        diagnostics = collector.sorted()
    }

    public func with(code: String) -> [Diagnostic] { diagnostics.filter { $0.code.rawValue == code } }

    /// "TRL201@12" for each diagnostic: a compact picture for `#expect`.
    public var summary: [String] { diagnostics.map { "\($0.code)@\($0.location.line)" } }
}

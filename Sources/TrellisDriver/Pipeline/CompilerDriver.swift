import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Runs the compiler's stages in order; no other type knows the order:
/// `InputDiscovery` → `SourceReader` + `SyntaxParser` (`ParseStage`, parallel) → `SemanticAnalyzer`.
/// Recoverable problems become diagnostics and the later stages still run on
/// whatever parsed, as swiftc does, so one bad file does not hide the others' errors.
public struct CompilerDriver: Sendable {
    public struct Options: Sendable {
        public var limits: FrontEndLimits
        public var warningsAsErrors: Bool

        public init(limits: FrontEndLimits = FrontEndLimits(), warningsAsErrors: Bool = false) {
            self.limits = limits
            self.warningsAsErrors = warningsAsErrors
        }
    }

    public struct CheckResult {
        /// Every input file found, sorted.
        public var inputPaths: [String]
        /// The files that parsed, in input order.
        public var files: [SourceFileSyntax]
        public var program: CheckedProgram
        /// Sorted by file, line, column, then code; `--warnings-as-errors` already applied.
        public var diagnostics: [Diagnostic]
        public var sources: SourceTextStore

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Throws only when the inputs cannot be found at all.
    public func check(_ paths: [String]) throws(DriverError) -> CheckResult {
        var diagnostics = DiagnosticCollector()
        let inputPaths = try InputDiscovery().discover(paths, diagnostics: &diagnostics)

        var files: [SourceFileSyntax] = []
        for outcome in ParseStage(limits: options.limits).run(inputPaths) {
            diagnostics.merge(outcome.diagnostics)
            if let syntax = outcome.syntax { files.append(syntax) }
        }

        let program = SemanticAnalyzer().analyze(files: files, diagnostics: &diagnostics)

        var reported = diagnostics.sorted()
        if options.warningsAsErrors {
            reported = reported.map { $0.severity == .warning ? $0.withSeverity(.error) : $0 }
        }
        let sources = quotedSources(for: reported, inputPaths: inputPaths)
        return CheckResult(inputPaths: inputPaths, files: files, program: program, diagnostics: reported, sources: sources)
    }

    /// The text of the input files that diagnostics point into, read again now rather
    /// than kept from parsing: a clean run of many files then never holds them all.
    private func quotedSources(for diagnostics: [Diagnostic], inputPaths: [String]) -> SourceTextStore {
        var quoted = Set<String>()
        for diagnostic in diagnostics {
            quoted.insert(diagnostic.location.file)
            for note in diagnostic.notes {
                if let location = note.location { quoted.insert(location.file) }
            }
        }
        var sources = SourceTextStore()
        guard !quoted.isEmpty else { return sources }
        let reader = SourceReader(maxFileBytes: options.limits.effectiveMaxFileBytes)
        for path in inputPaths where quoted.contains(path) {
            var ignored = DiagnosticCollector()
            if let bytes = reader.read(path, diagnostics: &ignored) { sources.add(path: path, bytes: bytes) }
        }
        return sources
    }
}

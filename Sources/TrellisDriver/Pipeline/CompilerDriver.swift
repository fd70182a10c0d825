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
        /// Report only the first this many diagnostics in reporting order and count the rest;
        /// `nil` reports all (as `--verify` needs).
        public var maxDiagnostics: Int?

        /// Enough for every mistake a person fixes in one sitting, and a bound on the output
        /// (about 400 KB of text) and the memory of a flood of errors.
        public static let defaultMaxDiagnostics = 1_000

        public init(limits: FrontEndLimits = FrontEndLimits(), warningsAsErrors: Bool = false, maxDiagnostics: Int? = Options.defaultMaxDiagnostics) {
            self.limits = limits
            self.warningsAsErrors = warningsAsErrors
            self.maxDiagnostics = maxDiagnostics
        }
    }

    public struct CheckResult {
        /// Every input file found, sorted.
        public var inputPaths: [String]
        /// The files that parsed, in input order.
        public var files: [SourceFileSyntax]
        public var program: CheckedProgram
        /// Sorted by file, line, column, then code; `--warnings-as-errors` already applied.
        /// At most `Options.maxDiagnostics` of them: the first in that order.
        public var diagnostics: [Diagnostic]
        /// The diagnostics past the limit, counted by severity.
        public var omitted = SeverityCounts()
        /// The codes of the errors past the limit.
        public var omittedErrorCodes: Set<DiagnosticCode> = []
        public var sources: SourceTextStore

        /// Every diagnostic, shown or omitted, by severity.
        public var totals: SeverityCounts { SeverityCounts(diagnostics) + omitted }
        public var hasErrors: Bool { omitted.errors > 0 || diagnostics.contains { $0.severity == .error } }
        /// Whether there is an error, shown or omitted, whose code does not start with `prefix`.
        public func hasErrors(otherThan prefix: String) -> Bool {
            diagnostics.contains { $0.severity == .error && !$0.code.rawValue.hasPrefix(prefix) }
                || omittedErrorCodes.contains { !$0.rawValue.hasPrefix(prefix) }
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Throws only when the inputs cannot be found at all.
    public func check(_ paths: [String]) throws(DriverError) -> CheckResult {
        var diagnostics = DiagnosticCollector(limit: options.maxDiagnostics)
        let inputPaths = try InputDiscovery().discover(paths, diagnostics: &diagnostics)

        var files: [SourceFileSyntax] = []
        for outcome in ParseStage(limits: options.limits, maxDiagnostics: options.maxDiagnostics).run(inputPaths) {
            diagnostics.merge(outcome.diagnostics)
            if let syntax = outcome.syntax { files.append(syntax) }
        }

        let program = SemanticAnalyzer().analyze(files: files, diagnostics: &diagnostics)
        // The checked files are the parsed ones with every attribute read: keep one copy.
        files = program.files

        var (reported, omitted, omittedErrorCodes) = diagnostics.reported()
        if options.warningsAsErrors {
            reported = reported.map { $0.severity == .warning ? $0.withSeverity(.error) : $0 }
            omitted.errors += omitted.warnings
            omitted.warnings = 0
        }
        let sources = quotedSources(for: reported, inputPaths: inputPaths)
        return CheckResult(
            inputPaths: inputPaths, files: files, program: program, diagnostics: reported,
            omitted: omitted, omittedErrorCodes: omittedErrorCodes, sources: sources
        )
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

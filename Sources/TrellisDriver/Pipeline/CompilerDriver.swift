import TrellisCodeGen
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Runs the compiler's stages in order; no other type knows the order:
/// `InputDiscovery` → `SourceReader` + `SyntaxParser` (`ParseStage`, parallel) → `SemanticAnalyzer`.
/// Recoverable problems become diagnostics and the later stages still run on
/// whatever parsed, as swiftc does, so one bad file does not hide the others' errors.
///
/// The language server runs the same stages one at a time: `discover`, `parse` for each file
/// whose text changed, then `analyze` on every file's kept result, so the editor and
/// `trellis check` report the same diagnostics from the same code.
public struct CompilerDriver: Sendable {
    public struct Options: Sendable {
        public var limits: FrontEndLimits
        public var warningsAsErrors: Bool
        /// Report only the first this many diagnostics in reporting order and count the rest;
        /// `nil` reports all (as `--verify` needs).
        public var maxDiagnostics: Int?
        /// How many threads parse files (and generate Swift) at once; 1 does all on the calling
        /// thread. The output is the same for any number.
        public var jobs: Int

        /// Enough for every mistake a person fixes in one sitting, and a bound on the output
        /// (about 400 KB of text) and the memory of a flood of errors.
        public static let defaultMaxDiagnostics = 1_000

        public init(limits: FrontEndLimits = FrontEndLimits(), warningsAsErrors: Bool = false, maxDiagnostics: Int? = Options.defaultMaxDiagnostics, jobs: Int = ParallelWork.machineJobs) {
            self.limits = limits
            self.jobs = jobs
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

    /// One file after reading and parsing: what `analyze` needs of it, and what a caller may keep
    /// while the file's text does not change.
    public struct ParsedFile: Sendable {
        public var path: String
        /// `nil` when the file could not be read or parsed at all.
        public var syntax: SourceFileSyntax?
        public var diagnostics: DiagnosticCollector
        /// What a file that does not parse still declares, as far as its markup can be read: other
        /// files' uses of these names are not reported unknown (`SyntaxParser.namesDeclared`).
        public var namesDeclaredDespiteErrors: Set<String> = []

        public init(path: String, syntax: SourceFileSyntax?, diagnostics: DiagnosticCollector) {
            self.path = path
            self.syntax = syntax
            self.diagnostics = diagnostics
        }
    }

    /// The input files found, and the diagnostics about finding them.
    public struct Discovery: Sendable {
        public var inputPaths: [String]
        public var diagnostics: DiagnosticCollector

        public init(inputPaths: [String], diagnostics: DiagnosticCollector) {
            self.inputPaths = inputPaths
            self.diagnostics = diagnostics
        }
    }

    public var options: Options

    public init(options: Options = Options()) {
        self.options = options
    }

    /// Throws only when the inputs cannot be found at all.
    public func check(_ paths: [String]) throws(DriverError) -> CheckResult {
        let discovery = try discover(paths)
        let parsed = ParseStage(limits: options.limits, maxDiagnostics: options.maxDiagnostics, jobs: options.jobs).run(discovery.inputPaths)
        return analyze(discovery, parsed: consume parsed, textOf: { _ in nil })
    }

    /// Stage 1 alone. Throws only when a path does not exist.
    public func discover(_ paths: [String]) throws(DriverError) -> Discovery {
        var diagnostics = DiagnosticCollector(limit: options.maxDiagnostics)
        let inputPaths = try InputDiscovery().discover(paths, diagnostics: &diagnostics)
        return Discovery(inputPaths: inputPaths, diagnostics: diagnostics)
    }

    /// Stages 2 and 3 for several files at once, on `options.jobs` threads: each from its `bytes` when given
    /// (an editor's unsaved text), else from the file on disk. Results are in the order given.
    public func parse(_ files: [(path: String, bytes: [UInt8]?)]) -> [ParsedFile] {
        ParseStage(limits: options.limits, maxDiagnostics: options.maxDiagnostics, jobs: options.jobs).run(files)
    }

    /// Semantic analysis and reporting over every input file's parse, in `discovery.inputPaths` order.
    /// `textOf` gives the text of a file the editor holds, for quoting; other files are read again.
    /// The parses are consumed: a caller that keeps them (the language server's cache) passes a copy.
    /// `cache` keeps views' results between analyses of a changing program (the language server's).
    public func analyze(_ discovery: Discovery, parsed: consuming [ParsedFile], cache: AnalysisCache? = nil, textOf: ([String]) -> [String: [UInt8]]?) -> CheckResult {
        var diagnostics = discovery.diagnostics
        var files: [SourceFileSyntax] = []
        var namesOfUnparsedFiles: Set<String> = []
        for outcome in parsed {
            diagnostics.merge(outcome.diagnostics)
            if let syntax = outcome.syntax { files.append(syntax) }
            namesOfUnparsedFiles.formUnion(outcome.namesDeclaredDespiteErrors)
        }
        // The loop consumed the parses: only `files` holds the syntax trees now, which analysis
        // replaces view by view.

        var analyzer = SemanticAnalyzer()
        analyzer.jobs = options.jobs
        // The editor keeps a file's last declarations that parsed instead (its views' kept checks
        // would not see these names come and go).
        if cache == nil { analyzer.namesOfUnparsedFiles = namesOfUnparsedFiles }
        let program = analyzer.analyze(files: consume files, diagnostics: &diagnostics, cache: cache)
        // The checked files are the parsed ones with every attribute read: keep one copy.
        files = program.files

        var (reported, omitted, omittedErrorCodes) = diagnostics.reported()
        if options.warningsAsErrors {
            reported = reported.map { $0.severity == .warning ? $0.withSeverity(.error) : $0 }
            omitted.errors += omitted.warnings
            omitted.warnings = 0
        }
        let sources = quotedSources(for: reported, inputPaths: discovery.inputPaths, held: textOf)
        return CheckResult(
            inputPaths: discovery.inputPaths, files: files, program: program, diagnostics: reported,
            omitted: omitted, omittedErrorCodes: omittedErrorCodes, sources: sources
        )
    }

    /// The text of the input files that diagnostics point into, read again now rather
    /// than kept from parsing: a clean run of many files then never holds them all.
    private func quotedSources(for diagnostics: [Diagnostic], inputPaths: [String], held: ([String]) -> [String: [UInt8]]?) -> SourceTextStore {
        var quoted = Set<String>()
        for diagnostic in diagnostics {
            quoted.insert(diagnostic.location.file)
            for note in diagnostic.notes {
                if let location = note.location { quoted.insert(location.file) }
            }
        }
        var sources = SourceTextStore()
        guard !quoted.isEmpty else { return sources }
        let wanted = inputPaths.filter { quoted.contains($0) }
        let heldText = held(wanted) ?? [:]
        let reader = SourceReader(maxFileBytes: options.limits.effectiveMaxFileBytes)
        for path in wanted {
            if let bytes = heldText[path] {
                sources.add(path: path, bytes: bytes)
                continue
            }
            var ignored = DiagnosticCollector()
            if let bytes = reader.read(path, diagnostics: &ignored) { sources.add(path: path, bytes: bytes) }
        }
        return sources
    }
}

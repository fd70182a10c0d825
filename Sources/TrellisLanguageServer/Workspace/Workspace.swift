import Foundation
import TrellisDiagnostics
import TrellisDriver
import TrellisGraph
import TrellisSemantics
import TrellisSyntax

/// A buffer the editor has open: its text overlays the file on disk.
struct OpenDocument: Sendable {
    var uri: String
    var version: Int
    var text: SourceText
    /// Identifies the content, so an edit that restores earlier text finds its parse again.
    var contentKey: ContentKey
}

/// What a kept parse was made from: an editor buffer's bytes, or a file's state on disk.
enum ContentKey: Hashable, Sendable {
    case buffer(hash: UInt64, count: Int)
    case disk(modified: Int, size: Int, inode: UInt64)
    case missing

    static func of(_ bytes: [UInt8]) -> ContentKey {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return .buffer(hash: hash, count: bytes.count)
    }

    static func ofFile(_ path: String) -> ContentKey {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        let modified = Int(status.st_mtim.tv_sec) * 1_000_000_000 + Int(status.st_mtim.tv_nsec)
        return .disk(modified: modified, size: Int(status.st_size), inode: UInt64(status.st_ino))
    }
}

/// One analysis of the whole workspace: the same `CheckResult` `trellis check` computes, and
/// what the editor features read from it.
final class Analysis: @unchecked Sendable {
    let result: CompilerDriver.CheckResult
    let diagnosticsByFile: [String: [Diagnostic]]
    private let texts: @Sendable (String) -> SourceText?
    private var indexState: SymbolIndex?
    /// Built on first use, and only when no error other than an ownership error (TRL2xx)
    /// makes its edges guesses, as `trellis graph` does.
    private var graphState: DependencyGraph??
    private let lock = NSLock()

    init(result: CompilerDriver.CheckResult, texts: @escaping @Sendable (String) -> SourceText?) {
        self.result = result
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in result.diagnostics { byFile[diagnostic.location.file, default: []].append(diagnostic) }
        diagnosticsByFile = byFile
        self.texts = texts
    }

    /// Built on first use: publishing diagnostics never needs it.
    var index: SymbolIndex {
        lock.withLock {
            if let indexState { return indexState }
            let index = SymbolIndex(program: result.program, texts: texts)
            indexState = index
            return index
        }
    }

    private var textCache: [String: SourceText] = [:]

    /// The text the analysis saw for `path`, kept once asked for: a list of references reads each file once.
    func text(of path: String) -> SourceText? {
        if let cached = lock.withLock({ textCache[path] }) { return cached }
        guard let text = texts(path) else { return nil }
        lock.withLock { textCache[path] = text }
        return text
    }

    var program: CheckedProgram { result.program }

    var graph: DependencyGraph? {
        lock.withLock {
            if let graphState { return graphState }
            let graph: DependencyGraph? = result.hasErrors(otherThan: "TRL2") ? nil : GraphBuilder().build(result.program)
            graphState = .some(graph)
            return graph
        }
    }
}

/// Signals that a newer edit made the work in progress stale.
struct StaleWork: Error {}

/// The files of the workspace and the open buffers over them, and the parse of each file kept
/// while its content is unchanged. Used from the server's queue only.
final class Workspace {
    let driver: CompilerDriver
    private(set) var roots: [String] = []
    private(set) var documents: [String: OpenDocument] = [:]
    private var parses: [String: (key: ContentKey, parsed: CompilerDriver.ParsedFile)] = [:]
    private var discovery: CompilerDriver.Discovery?
    private(set) var analysis: Analysis?
    /// Whether anything changed since `analysis` was made.
    private(set) var isStale = true
    /// Files parsed by the last `analyze`, for the benchmark and the cache tests.
    private(set) var lastParsedCount = 0
    /// Each view's check, kept while nothing it read changes.
    let analysisCache = AnalysisCache()

    init(driver: CompilerDriver) {
        self.driver = driver
    }

    func setRoots(_ paths: [String]) {
        roots = paths
        invalidateDiscovery()
    }

    func invalidateDiscovery() {
        discovery = nil
        isStale = true
    }

    /// Files on disk changed (created, changed or deleted by another program).
    func filesChanged(_ paths: [String]) {
        for path in paths where documents[path] == nil { parses[path] = nil }
        invalidateDiscovery()
    }

    func open(path: String, uri: String, version: Int, text: String) {
        let source = SourceText(text)
        documents[path] = OpenDocument(uri: uri, version: version, text: source, contentKey: .of(source.bytes))
        if !(discovery?.inputPaths.contains(path) ?? false) { discovery = nil }
        isStale = true
    }

    func update(path: String, version: Int, text: SourceText) {
        guard documents[path] != nil else { return }
        documents[path]?.version = version
        documents[path]?.text = text
        documents[path]?.contentKey = .of(text.bytes)
        isStale = true
    }

    func close(path: String) {
        documents[path] = nil
        // The file on disk is what counts again; it may not be an input at all.
        discovery = nil
        isStale = true
    }

    /// The text of `path`: the open buffer, else the file on disk.
    func text(of path: String) -> SourceText? {
        if let document = documents[path] { return document.text }
        if let prelude = PreludeCopies.text(of: path) { return SourceText(prelude) }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return SourceText(Array(data))
    }

    /// The input files: every `.xml` under the roots, and every open `.xml` buffer.
    private func currentDiscovery() -> CompilerDriver.Discovery {
        if let discovery { return discovery }
        var found = CompilerDriver.Discovery(inputPaths: [], diagnostics: DiagnosticCollector(limit: driver.options.maxDiagnostics))
        let existingRoots = roots.filter { FileManager.default.fileExists(atPath: $0) }
        if !existingRoots.isEmpty, let discovered = try? driver.discover(existingRoots) {
            found = discovered
        }
        var paths = Set(found.inputPaths)
        for path in documents.keys where path.hasSuffix(InputDiscovery.sourceExtension) && !paths.contains(path) {
            paths.insert(path)
            found.inputPaths.append(path)
        }
        found.inputPaths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        discovery = found
        return found
    }

    /// Parses what changed, keeps the rest, and analyzes the whole program.
    /// Throws `StaleWork` as soon as `isSuperseded` says a newer edit arrived.
    func analyze(isSuperseded: () -> Bool = { false }) throws(StaleWork) -> Analysis {
        if !isStale, let analysis { return analysis }
        let discovery = currentDiscovery()
        var parsed: [CompilerDriver.ParsedFile] = []
        parsed.reserveCapacity(discovery.inputPaths.count)
        var changed: [(index: Int, path: String, key: ContentKey)] = []
        for path in discovery.inputPaths {
            let key = documents[path]?.contentKey ?? ContentKey.ofFile(path)
            if let kept = parses[path], kept.key == key, key != .missing {
                parsed.append(kept.parsed)
            } else {
                changed.append((parsed.count, path, key))
                parsed.append(CompilerDriver.ParsedFile(path: path, syntax: nil, diagnostics: DiagnosticCollector()))
            }
        }
        if isSuperseded() { throw StaleWork() }
        let fresh = driver.parse(changed.map { ($0.path, self.documents[$0.path]?.text.bytes) })
        for (slot, outcome) in zip(changed, fresh) {
            parsed[slot.index] = outcome
            parses[slot.path] = (slot.key, outcome)
        }
        lastParsedCount = changed.count
        // Forget parses of files no longer among the inputs.
        if parses.count > discovery.inputPaths.count {
            let inputs = Set(discovery.inputPaths)
            parses = parses.filter { inputs.contains($0.key) }
        }
        if isSuperseded() { throw StaleWork() }
        let held = self.documents
        let result = driver.analyze(discovery, parsed: parsed, cache: analysisCache) { paths in
            var bytes: [String: [UInt8]] = [:]
            for path in paths { if let document = held[path] { bytes[path] = document.text.bytes } }
            return bytes
        }
        if isSuperseded() { throw StaleWork() }
        let analysis = Analysis(result: result) { [held] path in
            if let document = held[path] { return document.text }
            if let prelude = PreludeCopies.text(of: path) { return SourceText(prelude) }
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return SourceText(Array(data))
        }
        self.analysis = analysis
        isStale = false
        return analysis
    }
}

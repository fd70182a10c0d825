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
    /// Open buffers that do not parse, analyzed as recovered: by path, their parse errors, which
    /// are all the file shows until it parses again.
    let recoveredParseErrors: [String: [Diagnostic]]
    /// The buffers of `recoveredParseErrors`' files, where their errors are.
    let recoveredBuffers: [String: SourceText]

    init(result: CompilerDriver.CheckResult, recoveredParseErrors: [String: [Diagnostic]] = [:], recoveredBuffers: [String: SourceText] = [:], texts: @escaping @Sendable (String) -> SourceText?) {
        self.result = result
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in result.diagnostics where recoveredParseErrors[diagnostic.location.file] == nil {
            byFile[diagnostic.location.file, default: []].append(diagnostic)
        }
        for (path, errors) in recoveredParseErrors { byFile[path] = errors }
        diagnosticsByFile = byFile
        self.recoveredParseErrors = recoveredParseErrors
        self.recoveredBuffers = recoveredBuffers
        self.texts = texts
    }

    /// Whether any file has an error, a half-typed buffer's parse errors included.
    var hasErrors: Bool { result.hasErrors || !recoveredParseErrors.isEmpty }

    /// The text `path`'s diagnostics are located in.
    func diagnosticText(of path: String) -> SourceText? {
        recoveredBuffers[path] ?? text(of: path)
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
    /// Buffers that do not parse: what stands in for each in the program, while its text is unchanged.
    private var recoveries: [String: (key: ContentKey, recovery: RecoveredParse)] = [:]
    /// The last text of each open buffer that parsed, and its parse: what a half-typed buffer recovers from.
    private var lastGoodBuffers: [String: (bytes: [UInt8], parsed: CompilerDriver.ParsedFile)] = [:]
    private var discovery: CompilerDriver.Discovery?
    private(set) var analysis: Analysis?
    /// Whether anything changed since `analysis` was made.
    private(set) var isStale = true
    /// Files parsed by the last `analyze`, for the benchmark and the cache tests.
    private(set) var lastParsedCount = 0
    /// Each view's check, kept while nothing it read changes.
    let analysisCache = AnalysisCache()
    /// The last analysis's parses, in `discovery.inputPaths` order, before recovery: what an edit
    /// of open buffers alone starts from, without looking at the other files again.
    private var lastInputs: [CompilerDriver.ParsedFile]?
    /// Open buffers edited since the last analysis. When the editor reports changes on disk and
    /// the folders need no new walk, these are the only files that can have changed: every other
    /// change (`workspace/didChangeWatchedFiles`, opening and closing a file) walks them again.
    private var editedBuffers: Set<String> = []
    /// Whether the editor reports changes on disk (it watches the files). Until it does, each
    /// analysis looks at every file's state on disk, so a change made by another program is seen.
    var diskChangesAreReported = false
    /// Each input's place in `discovery.inputPaths`.
    private var inputIndex: [String: Int] = [:]

    init(driver: CompilerDriver) {
        self.driver = driver
    }

    func setRoots(_ paths: [String]) {
        roots = paths
        invalidateDiscovery()
    }

    func invalidateDiscovery() {
        discovery = nil
        lastInputs = nil
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
        if discovery == nil || inputIndex[path] == nil { invalidateDiscovery() }
        editedBuffers.insert(path)
        isStale = true
    }

    func update(path: String, version: Int, text: SourceText) {
        guard documents[path] != nil else { return }
        documents[path]?.version = version
        documents[path]?.text = text
        documents[path]?.contentKey = .of(text.bytes)
        editedBuffers.insert(path)
        isStale = true
    }

    func close(path: String) {
        documents[path] = nil
        lastGoodBuffers[path] = nil
        recoveries[path] = nil
        // The file on disk is what counts again; it may not be an input at all.
        invalidateDiscovery()
    }

    /// The text of `path`: the open buffer, else the file on disk.
    func text(of path: String) -> SourceText? {
        if let document = documents[path] { return document.text }
        if let prelude = PreludeCopies.text(of: path) { return SourceText(prelude) }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return SourceText(Array(data))
    }

    /// The folders whose files make the program: the workspace's, else, when the editor named
    /// none, the folders of the open files, as `trellis check` of the file's folder would see it.
    var effectiveRoots: [String] {
        if !roots.isEmpty { return roots }
        let folders = Set(documents.keys.filter { $0.hasSuffix(InputDiscovery.sourceExtension) }.map { ($0 as NSString).deletingLastPathComponent })
        // A folder inside another is walked with it.
        return folders.filter { folder in !folders.contains { $0 != folder && Self.isInside(folder, $0) } }.sorted()
    }

    static func isInside(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// The input files: every `.xml` under the roots, and every open `.xml` buffer under them;
    /// a file opened from outside the workspace is not part of its program.
    private func currentDiscovery() -> CompilerDriver.Discovery {
        if let discovery { return discovery }
        var found = CompilerDriver.Discovery(inputPaths: [], diagnostics: DiagnosticCollector(limit: driver.options.maxDiagnostics))
        let roots = effectiveRoots
        let existingRoots = roots.filter { FileManager.default.fileExists(atPath: $0) }
        if !existingRoots.isEmpty, let discovered = try? driver.discover(existingRoots) {
            found = discovered
        }
        var paths = Set(found.inputPaths)
        for path in documents.keys where path.hasSuffix(InputDiscovery.sourceExtension) && !paths.contains(path)
            && roots.contains(where: { Self.isInside(path, $0) }) {
            paths.insert(path)
            found.inputPaths.append(path)
        }
        found.inputPaths.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        discovery = found
        inputIndex = Dictionary(found.inputPaths.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        return found
    }

    /// Parses what changed, keeps the rest, and analyzes the whole program.
    /// Throws `StaleWork` as soon as `isSuperseded` says a newer edit arrived.
    func analyze(isSuperseded: () -> Bool = { false }) throws(StaleWork) -> Analysis {
        if !isStale, let analysis { return analysis }
        // The last analysis's tables are updated in place when nothing else holds them.
        self.analysis = nil
        let discovery = currentDiscovery()
        var parsed: [CompilerDriver.ParsedFile] = []
        var changed: [(index: Int, path: String, key: ContentKey)] = []
        var changedPaths: Set<String>?
        if diskChangesAreReported, let lastInputs, lastInputs.count == discovery.inputPaths.count {
            // Only edited buffers can differ: the other files are not looked at again.
            parsed = lastInputs
            var paths: Set<String> = []
            for path in editedBuffers {
                guard let document = documents[path], let index = inputIndex[path] else { continue }
                if let kept = parses[path], kept.key == document.contentKey {
                    parsed[index] = kept.parsed
                } else {
                    changed.append((index, path, document.contentKey))
                }
                paths.insert(path)
            }
            changedPaths = paths
        } else {
            parsed.reserveCapacity(discovery.inputPaths.count)
            for path in discovery.inputPaths {
                let key = documents[path]?.contentKey ?? ContentKey.ofFile(path)
                if let kept = parses[path], kept.key == key, key != .missing {
                    parsed.append(kept.parsed)
                } else {
                    changed.append((parsed.count, path, key))
                    parsed.append(CompilerDriver.ParsedFile(path: path, syntax: nil, diagnostics: DiagnosticCollector()))
                }
            }
        }
        if isSuperseded() { throw StaleWork() }
        let fresh = driver.parse(changed.map { ($0.path, self.documents[$0.path]?.text.bytes) })
        for (slot, outcome) in zip(changed, fresh) {
            parsed[slot.index] = outcome
            let previousParse = parses[slot.path]?.parsed.syntax
            parses[slot.path] = (slot.key, outcome)
            if let syntax = outcome.syntax, let document = documents[slot.path] {
                // What was derived from the buffer's last parse reads as the new text's places,
                // so that only what the edit changed compares as changed.
                if let last = lastGoodBuffers[slot.path], let previous = last.parsed.syntax {
                    Self.forward(previous, to: syntax, by: TextShift(from: last.bytes, to: document.text.bytes))
                } else if let previousParse, previousParse == syntax {
                    // A file opened as it is on disk: the analysis may keep the disk's parse.
                    Self.forward(previousParse, to: syntax, by: .unchanged)
                }
                lastGoodBuffers[slot.path] = (document.text.bytes, outcome)
            }
        }
        lastParsedCount = changed.count
        lastInputs = parsed
        // Forget parses of files no longer among the inputs.
        if parses.count > discovery.inputPaths.count {
            let inputs = Set(discovery.inputPaths)
            parses = parses.filter { inputs.contains($0.key) }
        }
        // A buffer that does not parse keeps its declarations in the program, recovered from its
        // last text that parsed, so that other files see no false errors while it is typed.
        var recoveredParseErrors: [String: [Diagnostic]] = [:]
        var recoveredTexts: [String: SourceText] = [:]
        for (index, file) in parsed.enumerated() where file.syntax == nil {
            guard let document = documents[file.path] else { continue }
            let recovery: RecoveredParse
            if let kept = recoveries[file.path], kept.key == document.contentKey {
                recovery = kept.recovery
            } else if let made = recover(file, text: document.text) {
                recovery = made
                recoveries[file.path] = (document.contentKey, made)
            } else {
                continue
            }
            parsed[index] = recovery.parsed
            recoveredParseErrors[file.path] = recovery.parseErrors
            if let text = recovery.text { recoveredTexts[file.path] = text }
        }
        if recoveries.count > recoveredParseErrors.count {
            recoveries = recoveries.filter { recoveredParseErrors[$0.key] != nil }
        }
        if isSuperseded() { throw StaleWork() }
        let held = self.documents
        // The analysis then compares only these files with its last ones.
        if let changedPaths { analysisCache.expectChanges(onlyIn: changedPaths) }
        editedBuffers = []
        let result = driver.analyze(discovery, parsed: parsed, cache: analysisCache) { paths in
            var bytes: [String: [UInt8]] = [:]
            for path in paths { if let document = held[path] { bytes[path] = document.text.bytes } }
            return bytes
        }
        if isSuperseded() { throw StaleWork() }
        var recoveredBuffers: [String: SourceText] = [:]
        for path in recoveredParseErrors.keys { recoveredBuffers[path] = held[path]?.text }
        let analysis = Analysis(result: result, recoveredParseErrors: recoveredParseErrors, recoveredBuffers: recoveredBuffers) { [held, recoveredTexts] path in
            if let text = recoveredTexts[path] { return text }
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

extension Workspace {
    /// Forwards the locations of a buffer's earlier parse to its new one (`SourceLocation.forward`).
    static func forward(_ old: SourceFileSyntax, to new: SourceFileSyntax, by shift: TextShift) {
        guard let oldLocation = anyLocation(in: old), let newLocation = anyLocation(in: new) else { return }
        SourceLocation.forward(oldLocation, to: newLocation, by: shift)
    }

    /// A location of the parse: every one of them shares its version of the text.
    private static func anyLocation(in file: SourceFileSyntax) -> SourceLocation? {
        if let view = file.views.first { return view.location }
        let names: [[Identifier]] = [
            file.models.map(\.name), file.structs.map(\.name), file.enums.map(\.name), file.interfaces.map(\.name),
            file.protocols.map(\.name), file.extensions.map(\.name), file.environmentValues.map(\.name),
            file.fileConstants.map(\.name), file.fileFunctions.map(\.name),
        ]
        return names.lazy.compactMap(\.first).first?.location
    }
}

/// What stands in for a buffer that does not parse.
struct RecoveredParse {
    /// The parse the program is analyzed with, without diagnostics of its own.
    var parsed: CompilerDriver.ParsedFile
    /// The buffer's own parse errors.
    var parseErrors: [Diagnostic]
    /// The text `parsed`'s locations are in, when they are not the buffer's.
    var text: SourceText?
}

extension Workspace {
    /// A half-typed buffer's stand-in, as an editor's forgiving parser makes one: the buffer with
    /// the part that differs from its last text that parsed blanked out, scalar by scalar with
    /// line breaks kept, so that every line and column stays where the buffer has it. When that
    /// does not parse either (a quote deleted, not typed), or loses a declaration, the last
    /// text that parsed stands in whole. `nil` when the file never parsed, in the buffer or on disk.
    fileprivate func recover(_ failed: CompilerDriver.ParsedFile, text: SourceText) -> RecoveredParse? {
        guard let good = lastGood(of: failed.path) else { return nil }
        let errors = failed.diagnostics.sorted()
        var standIn = good.parsed
        standIn.diagnostics = DiagnosticCollector()
        let current = text.bytes
        var prefix = 0
        let shorter = min(current.count, good.bytes.count)
        while prefix < shorter, current[prefix] == good.bytes[prefix] { prefix += 1 }
        // Back to the start of a scalar, so the blanked part is whole scalars.
        while prefix > 0, prefix < current.count, current[prefix] & 0xC0 == 0x80 { prefix -= 1 }
        var suffix = 0
        while suffix < shorter - prefix, current[current.count - 1 - suffix] == good.bytes[good.bytes.count - 1 - suffix] { suffix += 1 }
        while suffix > 0, current[current.count - suffix] & 0xC0 == 0x80 { suffix -= 1 }
        var changed = prefix..<(current.count - suffix)
        // Text typed between equal bytes can be placed anywhere among them (`<` typed before a
        // `<`): as early as possible, so the blanked part starts where the typing did.
        if prefix == good.bytes.count - suffix, !changed.isEmpty {
            while changed.lowerBound > 0, current[changed.lowerBound - 1] < 0x80, current[changed.lowerBound - 1] == current[changed.upperBound - 1] {
                changed = (changed.lowerBound - 1)..<(changed.upperBound - 1)
            }
        }
        let wanted = Self.declaredNames(good.parsed.syntax)
        func attempt(_ candidate: [UInt8]) -> RecoveredParse? {
            guard let parsed = driver.parse([(failed.path, candidate)]).first, let syntax = parsed.syntax,
                  Self.declaredNames(syntax).isSuperset(of: wanted) else { return nil }
            return RecoveredParse(parsed: CompilerDriver.ParsedFile(path: failed.path, syntax: syntax, diagnostics: DiagnosticCollector()), parseErrors: errors, text: nil)
        }
        // What was typed, blanked: the last good text with nothing typed, or with part of it.
        if !changed.isEmpty, let recovered = attempt(Self.blanking(changed, of: current)) { return recovered }
        // What was deleted or typed inside an element left it broken: the whole elements the
        // edit touched, as they were in the last good text, blanked in the buffer.
        let delta = current.count - good.bytes.count
        let edited = prefix..<(good.bytes.count - suffix)
        if let touched = Self.elements(touching: edited, in: good.bytes) {
            let region = min(touched.lowerBound, edited.lowerBound)..<(max(touched.upperBound, edited.upperBound) + delta)
            if let recovered = attempt(Self.blanking(region, of: current)) { return recovered }
        }
        return RecoveredParse(parsed: standIn, parseErrors: errors, text: SourceText(good.bytes))
    }

    /// The buffer's last text that parsed, else the file on disk if it parses.
    private func lastGood(of path: String) -> (bytes: [UInt8], parsed: CompilerDriver.ParsedFile)? {
        if let kept = lastGoodBuffers[path] { return kept }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = Array(data)
        guard let parsed = driver.parse([(path, bytes)]).first, parsed.syntax != nil else { return nil }
        lastGoodBuffers[path] = (bytes, parsed)
        return (bytes, parsed)
    }

    /// `bytes` with the scalars in `range` replaced by one space each and line breaks kept, so
    /// every line and column outside the range stays where it was.
    private static func blanking(_ range: Range<Int>, of bytes: [UInt8]) -> [UInt8] {
        var blanked = Array(bytes[..<range.lowerBound])
        for byte in bytes[range] {
            if byte == 0x0A || byte == 0x0D {
                blanked.append(byte)
            } else if byte & 0xC0 != 0x80 {
                blanked.append(0x20)
            }
        }
        blanked += bytes[range.upperBound...]
        return blanked
    }

    /// The span of the whole elements whose tags overlap `range` (an empty range touches the tag
    /// it is in), from the first one's `<` to the last one's end tag.
    private static func elements(touching range: Range<Int>, in bytes: [UInt8]) -> Range<Int>? {
        let tags = MarkupTags(bytes)
        var span: Range<Int>?
        for (index, tag) in tags.tags.enumerated() {
            let overlaps = range.isEmpty ? (tag.start < range.lowerBound && range.lowerBound < tag.end) : (tag.start < range.upperBound && range.lowerBound < tag.end)
            guard overlaps else { continue }
            var element = tag.start..<tag.end
            switch tag.kind {
            case .start:
                if let match = tag.match { element = tag.start..<tags.tags[match].end }
            case .end:
                if let open = tags.tags.firstIndex(where: { $0.match == index }) { element = tags.tags[open].start..<tag.end }
            case .empty:
                break
            }
            span = span.map { min($0.lowerBound, element.lowerBound)..<max($0.upperBound, element.upperBound) } ?? element
        }
        return span
    }

    /// The names a file declares that other files may use: its types, and their members.
    private static func declaredNames(_ file: SourceFileSyntax?) -> Set<String> {
        guard let file else { return [] }
        var names = Set(file.views.map(\.name.name))
        for view in file.views {
            names.formUnion(view.properties.map { "\(view.name.name).\($0.name.name)" })
            names.formUnion(view.functions.map { "\(view.name.name).\($0.name.name)()" })
            names.formUnion(view.viewMembers.map { "\(view.name.name).\($0.name.name)" })
        }
        for model in file.models {
            names.formUnion(model.properties.map { "\(model.name.name).\($0.name.name)" })
            names.formUnion(model.methods.map { "\(model.name.name).\($0.name.name)()" })
        }
        for structure in file.structs { names.formUnion(structure.fields.map { "\(structure.name.name).\($0.name.name)" }) }
        for enumeration in file.enums { names.formUnion(enumeration.cases.map { "\(enumeration.name.name).\($0.name.name)" }) }
        names.formUnion(file.models.map(\.name.name))
        names.formUnion(file.structs.map(\.name.name))
        names.formUnion(file.interfaces.map(\.name.name))
        names.formUnion(file.enums.map(\.name.name))
        names.formUnion(file.protocols.map(\.name.name))
        names.formUnion(file.environmentValues.map(\.name.name))
        return names
    }
}

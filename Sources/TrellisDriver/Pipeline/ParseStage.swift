import Foundation
import TrellisDiagnostics
import TrellisSyntax

/// Stage 3: reads and parses every input file, spreading files across all
/// cores. Each file has its own collector; results come back in input order,
/// so output does not depend on scheduling. A file's bytes are dropped once it
/// is parsed, so memory holds syntax trees, not the whole corpus.
struct ParseStage: Sendable {
    let limits: FrontEndLimits
    /// Each file keeps at most this many diagnostics (`nil`: all); the driver keeps the first overall.
    var maxDiagnostics: Int?

    struct FileOutcome: Sendable {
        var path: String
        /// `nil` when the file could not be read or parsed at all.
        var syntax: SourceFileSyntax?
        var diagnostics: DiagnosticCollector
    }

    func run(_ paths: [String]) -> [FileOutcome] {
        let slots = ResultSlots<FileOutcome>(count: paths.count)
        // With fewer files than cores, each file's validation gets a core of its own too.
        let validatesConcurrently = paths.count < ProcessInfo.processInfo.activeProcessorCount
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            slots.store(parse(paths[index], validatesConcurrently: validatesConcurrently), at: index)
        }
        return slots.collect()
    }

    private func parse(_ path: String, validatesConcurrently: Bool) -> FileOutcome {
        var diagnostics = DiagnosticCollector(limit: maxDiagnostics)
        let reader = SourceReader(maxFileBytes: limits.effectiveMaxFileBytes)
        guard let bytes = reader.read(path, diagnostics: &diagnostics) else {
            return FileOutcome(path: path, syntax: nil, diagnostics: diagnostics)
        }
        let syntax = SyntaxParser(limits: limits).parseFile(SourceInput(path: path, bytes: bytes), diagnostics: &diagnostics, validatesConcurrently: validatesConcurrently)
        return FileOutcome(path: path, syntax: syntax, diagnostics: diagnostics)
    }
}

/// Fixed slots that concurrent workers fill, one slot per worker, read only
/// after all of them finished (`concurrentPerform` returns after the last).
private final class ResultSlots<Element: Sendable>: @unchecked Sendable {
    private var slots: [Element?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ element: Element, at index: Int) {
        lock.withLock { slots[index] = element }
    }

    func collect() -> [Element] {
        lock.withLock { slots.map { $0! } }
    }
}

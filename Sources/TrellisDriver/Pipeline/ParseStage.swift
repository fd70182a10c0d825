import Foundation
import TrellisCodeGen
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Stage 3: reads and parses every input file, spreading files across `jobs`
/// threads. Each file has its own collector; results come back in input order,
/// so output does not depend on scheduling. A file's bytes are dropped once it
/// is parsed, so memory holds syntax trees, not the whole corpus.
struct ParseStage: Sendable {
    let limits: FrontEndLimits
    /// Each file keeps at most this many diagnostics (`nil`: all); the driver keeps the first overall.
    var maxDiagnostics: Int?
    /// With one job, the files are parsed one after another on the calling thread.
    var jobs = ParallelWork.machineJobs

    typealias FileOutcome = CompilerDriver.ParsedFile

    func run(_ paths: [String]) -> [FileOutcome] {
        run(paths.map { ($0, nil) })
    }

    /// Files given with their bytes are parsed from those bytes rather than from the disk.
    func run(_ files: [(path: String, bytes: [UInt8]?)]) -> [FileOutcome] {
        // With fewer files than jobs, each file's validation gets a thread of its own too.
        let validatesConcurrently = files.count < jobs
        return ParallelWork.map(files.count, jobs: jobs) { index in
            parse(files[index].path, bytes: files[index].bytes, validatesConcurrently: validatesConcurrently)
        }
    }

    /// `bytes`, when given, stand for the file's contents (an editor's unsaved buffer).
    func parse(_ path: String, bytes given: [UInt8]?, validatesConcurrently: Bool) -> FileOutcome {
        var diagnostics = DiagnosticCollector(limit: maxDiagnostics)
        let reader = SourceReader(maxFileBytes: limits.effectiveMaxFileBytes)
        let read = if let given { reader.checkSize(given, of: path, diagnostics: &diagnostics) } else { reader.read(path, diagnostics: &diagnostics) }
        guard let bytes = read else {
            return FileOutcome(path: path, syntax: nil, diagnostics: diagnostics)
        }
        let parser = SyntaxParser(limits: limits)
        let input = SourceInput(path: path, bytes: bytes)
        let syntax = parser.parseFile(input, diagnostics: &diagnostics, validatesConcurrently: validatesConcurrently)
        var outcome = FileOutcome(path: path, syntax: syntax, diagnostics: diagnostics)
        if syntax == nil { outcome.namesDeclaredDespiteErrors = parser.namesDeclared(inUnparsed: input) }
        return outcome
    }
}

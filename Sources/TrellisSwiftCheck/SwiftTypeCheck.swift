import Foundation
import TrellisCodeGen
import TrellisDiagnostics

/// The Swift pass: compiles the generated Swift of a checked program with swiftc as far as SIL, together
/// with the program's own Swift and against the runtime's module, and reports every swiftc
/// diagnostic at its XML line and column, in the XML's words.
///
/// Swift judges Swift: the fast pass's rules decide names and ownership; whether the Swift the
/// XML holds is well typed is swiftc's verdict, on exactly the code a build compiles.
public struct SwiftTypeCheck: Sendable {
    public var toolchain: SwiftToolchain
    /// The module the generated Swift and the program's Swift are checked as.
    public var moduleName: String

    public init(toolchain: SwiftToolchain, moduleName: String) {
        self.toolchain = toolchain
        self.moduleName = moduleName
    }

    /// Every swiftc diagnostic about `generated` and `swiftSources`, in reporting order; nil when
    /// `cancellation` stopped the run. `xmlText` gives an input file's text (an editor's unsaved
    /// text), else it is read from disk.
    public func run(
        _ generated: [GeneratedFile], swiftSources: [String], xmlText: @escaping (String) -> String? = { _ in nil },
        cancellation: Cancellation? = nil
    ) -> [Diagnostic]? {
        let folder: String
        do {
            folder = try Self.makeTemporaryFolder()
        } catch {
            return [Diagnostic(Catalog.swiftPassFailed("cannot create a temporary folder: \(error)"), at: Self.programLocation(generated, swiftSources))]
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }

        var maps: [String: GeneratedSourceMap] = [:]
        // SIL, not only `-typecheck`: some of swiftc's errors (a literal that overflows, a value used
        // before it is set) and warnings come from its mandatory SIL passes, which every build runs.
        // One whole-module job is also faster than a type-checking job per file.
        var arguments = ["-emit-sil", "-wmo", "-o", "/dev/null", "-swift-version", "6", "-diagnostic-style", "llvm", "-no-color-diagnostics",
                         "-module-name", moduleName, "-I", toolchain.runtimeModules]
        let hasMain = swiftSources.contains { ($0 as NSString).lastPathComponent == "main.swift" }
        if !hasMain { arguments.append("-parse-as-library") }
        for (index, file) in generated.enumerated() {
            // One folder per file: two inputs may share a name in different folders.
            let path = "\(folder)/\(index)/\(file.outputFileName)"
            let map = GeneratedSourceMap(file)
            do {
                try FileManager.default.createDirectory(atPath: "\(folder)/\(index)", withIntermediateDirectories: true)
                try map.checkedText.write(toFile: path, atomically: false, encoding: .utf8)
            } catch {
                return [Diagnostic(Catalog.swiftPassFailed("cannot write the generated Swift: \(error)"), at: Self.programLocation(generated, swiftSources))]
            }
            maps[URL(fileURLWithPath: path).standardizedFileURL.path] = map
            arguments.append(path)
        }
        var swiftPaths: [String: String] = [:]
        for source in swiftSources {
            let absolute = URL(fileURLWithPath: source).standardizedFileURL.path
            swiftPaths[absolute] = source
            swiftPaths[source] = source
            arguments.append(absolute)
        }

        let run: (status: Int32, output: String)
        do {
            guard let finished = try Self.execute(toolchain.swiftc, arguments, outputFile: folder + "/swiftc.out", cancellation: cancellation) else { return nil }
            run = finished
        } catch {
            return [Diagnostic(Catalog.swiftPassFailed("cannot run `\(toolchain.swiftc)`: \(error)"), at: Self.programLocation(generated, swiftSources))]
        }
        var parsed = SwiftcOutputParser.parse(run.output)
        if parsed.contains(where: Self.isFollowOn) {
            // swiftc named only a builder closure's `return`: the same code, checked again with that
            // closure written as one expression, names the statement that fails.
            do {
                for (path, map) in maps { try Self.locatingVariant(map.checkedText).write(toFile: path, atomically: false, encoding: .utf8) }
                if let again = try Self.execute(toolchain.swiftc, arguments, outputFile: folder + "/swiftc-again.out", cancellation: cancellation) {
                    let located = SwiftcOutputParser.parse(again.output)
                    if located.contains(where: { $0.kind == .error && !Self.isFollowOn($0) }) { parsed = located }
                }
            } catch {
                // The first verdict stands, placed as swiftc placed it.
            }
        }
        var mapper = LocationMapper(maps: maps, swiftPaths: swiftPaths, xmlText: xmlText, fallback: Self.programLocation(generated, swiftSources))
        let names = GeneratedNames(moduleName: moduleName)
        var diagnostics: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        let errorFiles = Set(parsed.filter { $0.kind == .error && !Self.isFollowOn($0) }.compactMap(\.file))
        for swiftcDiagnostic in parsed where swiftcDiagnostic.kind == .error || swiftcDiagnostic.kind == .warning {
            if Self.isFollowOn(swiftcDiagnostic), let file = swiftcDiagnostic.file, errorFiles.contains(file) { continue }
            let (location, length) = mapper.map(swiftcDiagnostic) ?? (mapper.fallback, nil)
            let text = names.rewrite(swiftcDiagnostic.message)
            let message = swiftcDiagnostic.kind == .error ? Catalog.swiftError(text) : Catalog.swiftWarning(text)
            let notes = swiftcDiagnostic.notes.compactMap { note -> Note? in
                let location = mapper.map(note)?.location
                // Overloads of the standard library swiftc tried: noise about no line of the program.
                if location == nil, note.message.hasPrefix("candidate ") { return nil }
                return Note(names.rewrite(note.message), at: location)
            }
            let highlights = length.map { [SourceRange(location, length: $0)] } ?? []
            let diagnostic = Diagnostic(message, at: location, highlights: highlights, notes: notes)
            // One XML line can stand for several generated ones, which swiftc reports alike.
            if seen.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
        }
        if !diagnostics.contains(where: { $0.severity == .error }) {
            // swiftc checked the files with their directives blanked out; a directive the generator
            // placed inside an expression breaks only the file a build compiles. Parsing that file
            // as written (a few milliseconds) keeps the verdict about exactly that program.
            guard let malformed = directivesMisplaced(generated, folder: folder, hasMain: hasMain, cancellation: cancellation, fallback: mapper.fallback) else { return nil }
            diagnostics += malformed
        }
        if run.status != 0 && !diagnostics.contains(where: { $0.severity == .error }) {
            let firstLine = run.output.split(separator: "\n").first.map(String.init) ?? "exit status \(run.status)"
            diagnostics.append(Diagnostic(Catalog.swiftPassFailed("swiftc failed without a diagnostic: \(firstLine)"), at: mapper.fallback))
        }
        return diagnostics.sorted(by: Diagnostic.reportingOrder)
    }

    /// TRL302 for each generated file that does not parse as written, with its `#sourceLocation`
    /// directives: empty when every file parses; nil when cancelled.
    func directivesMisplaced(
        _ generated: [GeneratedFile], folder: String, hasMain: Bool, cancellation: Cancellation?, fallback: SourceLocation
    ) -> [Diagnostic]? {
        var arguments = ["-frontend", "-parse", "-diagnostic-style", "llvm", "-no-color-diagnostics"]
        if !hasMain { arguments.append("-parse-as-library") }
        var maps: [String: GeneratedSourceMap] = [:]
        do {
            for (index, file) in generated.enumerated() {
                let path = "\(folder)/as-written/\(index)/\(file.outputFileName)"
                try FileManager.default.createDirectory(atPath: "\(folder)/as-written/\(index)", withIntermediateDirectories: true)
                try file.contents.write(toFile: path, atomically: false, encoding: .utf8)
                maps[URL(fileURLWithPath: path).standardizedFileURL.path] = GeneratedSourceMap(file)
                arguments.append(path)
            }
        } catch {
            return [Diagnostic(Catalog.swiftPassFailed("cannot write the generated Swift: \(error)"), at: fallback)]
        }
        let run: (status: Int32, output: String)
        do {
            guard let finished = try Self.execute(toolchain.swiftc, arguments, outputFile: folder + "/as-written.out", cancellation: cancellation) else { return nil }
            run = finished
        } catch {
            return [Diagnostic(Catalog.swiftPassFailed("cannot parse the generated Swift: \(error)"), at: fallback)]
        }
        guard run.status != 0 else { return [] }
        let inputs = Set(generated.map(\.inputPath))
        let first = SwiftcOutputParser.parse(run.output).first { $0.kind == .error }
        // After a directive swiftc names the XML line; at the misplaced directive itself, the
        // generated line, whose XML line is the one the directive names.
        let location = first.flatMap { error -> SourceLocation? in
            guard let file = error.file else { return nil }
            if inputs.contains(file) { return SourceLocation(file: file, line: error.line, column: 1) }
            guard let map = maps[URL(fileURLWithPath: file).standardizedFileURL.path] else { return nil }
            let isDirective = map.text(ofLine: error.line)?.drop(while: { $0 == " " }).hasPrefix("#sourceLocation(") == true
            guard let origin = (isDirective ? map.origin(ofLine: error.line + 1) : nil) ?? map.nearestOrigin(ofLine: error.line) else { return nil }
            return SourceLocation(file: origin.file, line: origin.line, column: 1)
        } ?? fallback
        let reason = first?.message ?? "swiftc failed without a diagnostic"
        return [Diagnostic(Catalog.swiftPassFailed("the generated Swift does not parse as written (\(reason)); this is a bug in Trellis's code generation"), at: location)]
    }

    /// The generated text with each slot's `() -> ViewList in return ChildViews.list {` written as
    /// one expression, `() -> ViewList in ChildViews.list {`: the same code (a builder turns one
    /// expression into itself), on the same lines, which swiftc diagnoses statement by statement.
    static func locatingVariant(_ text: String) -> String {
        text.replacingOccurrences(of: GeneratedFile.slotListOpening, with: GeneratedFile.slotListOpeningAsExpression)
    }

    /// When a body fails to type-check, swiftc tries it again as a `@ViewBuilder` body, which the
    /// protocol requirement is, and then also reports the body's `return`: that says nothing of
    /// the XML while the file has the error that caused it.
    static func isFollowOn(_ diagnostic: SwiftcDiagnostic) -> Bool {
        diagnostic.message.hasPrefix("cannot use explicit 'return' statement in the body of result builder")
    }

    /// Where a diagnostic about the whole program points: its first input.
    static func programLocation(_ generated: [GeneratedFile], _ swiftSources: [String]) -> SourceLocation {
        SourceLocation(file: generated.first?.inputPath ?? swiftSources.first ?? "<program>", line: 1, column: 1)
    }

    static func makeTemporaryFolder() throws -> String {
        let temporary = URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL.path
        var template = Array((temporary + "/trellis-swift-pass.XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return String(cString: made)
    }

    /// Stops a run in progress from another thread: the editor's next edit makes it stale.
    public final class Cancellation: @unchecked Sendable {
        private let lock = NSLock()
        private var process: Process?
        private var cancelled = false

        public init() {}

        public var isCancelled: Bool { lock.withLock { cancelled } }

        public func cancel() {
            lock.withLock {
                cancelled = true
                if let process, process.isRunning { process.terminate() }
            }
        }

        /// Whether `process` may start: false once cancelled.
        fileprivate func attach(_ process: Process) -> Bool {
            lock.withLock {
                guard !cancelled else { return false }
                self.process = process
                return true
            }
        }
    }

    /// Runs `executable`, its standard output and error both into `outputFile`, and waits; nil when cancelled.
    static func execute(_ executable: String, _ arguments: [String], outputFile: String, cancellation: Cancellation?) throws -> (status: Int32, output: String)? {
        guard FileManager.default.createFile(atPath: outputFile, contents: nil) else { throw POSIXError(.EACCES) }
        guard let handle = FileHandle(forWritingAtPath: outputFile) else { throw POSIXError(.EACCES) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        if let cancellation {
            // Attached before it starts, so a cancellation in between is not lost.
            guard cancellation.attach(process) else { return nil }
        }
        try process.run()
        if cancellation?.isCancelled == true, process.isRunning { process.terminate() }
        process.waitUntilExit()
        try? handle.close()
        if cancellation?.isCancelled == true { return nil }
        let output = (try? String(contentsOfFile: outputFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, output)
    }
}

/// Turns swiftc's positions into the XML's (or the program's own Swift's).
struct LocationMapper {
    let maps: [String: GeneratedSourceMap]
    let swiftPaths: [String: String]
    let xmlText: (String) -> String?
    let fallback: SourceLocation
    private var xmlLines: [String: [Substring]] = [:]

    init(maps: [String: GeneratedSourceMap], swiftPaths: [String: String], xmlText: @escaping (String) -> String?, fallback: SourceLocation) {
        self.maps = maps
        self.swiftPaths = swiftPaths
        self.xmlText = xmlText
        self.fallback = fallback
    }

    /// nil for a position outside the program (the runtime's interface, or none).
    mutating func map(_ diagnostic: SwiftcDiagnostic) -> (location: SourceLocation, length: Int?)? {
        guard let file = diagnostic.file else { return nil }
        let key = URL(fileURLWithPath: file).standardizedFileURL.path
        if let map = maps[key] ?? maps[file] {
            return mapGenerated(map, line: diagnostic.line, column: diagnostic.column)
        }
        if let source = swiftPaths[key] ?? swiftPaths[file] {
            return (SourceLocation(file: source, line: diagnostic.line, column: diagnostic.column), diagnostic.length)
        }
        return nil
    }

    private mutating func mapGenerated(_ map: GeneratedSourceMap, line: Int, column: Int) -> (location: SourceLocation, length: Int?) {
        let exact = map.origin(ofLine: line)
        guard let origin = exact ?? map.nearestOrigin(ofLine: line) else {
            return (SourceLocation(file: map.generated.inputPath, line: 1, column: 1), nil)
        }
        let lines = linesOf(origin.file)
        let xmlLine = origin.line >= 1 && origin.line <= lines.count ? lines[origin.line - 1] : Substring("")
        let firstColumn = (xmlLine.unicodeScalars.prefix { $0 == " " || $0 == "\t" }.count) + 1
        guard exact != nil, let generatedLine = map.text(ofLine: line) else {
            return (SourceLocation(file: origin.file, line: origin.line, column: firstColumn), nil)
        }
        // The column is in UTF-8 bytes; the alignment counts scalars.
        let scalarColumn = Self.scalarColumn(ofByteColumn: column, in: generatedLine)
        if let found = ColumnAlignment.xmlColumn(generatedLine: generatedLine, column: scalarColumn, xmlLine: xmlLine) {
            return (SourceLocation(file: origin.file, line: origin.line, column: found.column), found.length)
        }
        // A statement the XML continues on the next lines.
        for next in origin.line..<min(origin.line + 3, lines.count) {
            if let found = ColumnAlignment.xmlColumn(generatedLine: generatedLine, column: scalarColumn, xmlLine: lines[next]) {
                return (SourceLocation(file: origin.file, line: next + 1, column: found.column), found.length)
            }
        }
        return (SourceLocation(file: origin.file, line: origin.line, column: firstColumn), nil)
    }

    static func scalarColumn(ofByteColumn column: Int, in line: Substring) -> Int {
        var bytes = 0
        var scalars = 0
        for scalar in line.unicodeScalars {
            if bytes >= column - 1 { break }
            bytes += String(scalar).utf8.count
            scalars += 1
        }
        return scalars + 1
    }

    private mutating func linesOf(_ file: String) -> [Substring] {
        if let lines = xmlLines[file] { return lines }
        let text = xmlText(file) ?? (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        xmlLines[file] = lines
        return lines
    }
}

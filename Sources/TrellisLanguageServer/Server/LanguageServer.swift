import Foundation
import TrellisDiagnostics
import TrellisDriver
import TrellisSemantics
import TrellisSwiftCheck

/// How the server behaves where editors and tests differ.
public struct ServerOptions: Sendable {
    /// How long after an edit diagnostics wait for the next keystroke before being computed.
    public var debounce: Double
    public var driverOptions: CompilerDriver.Options
    /// swiftc and the runtime's module for the Swift pass, run on save; nil runs none.
    public var swiftToolchain: SwiftToolchain?

    /// 150 ms: the pause between keystrokes of someone who stopped typing, shorter than anyone notices.
    public static let defaultDebounce = 0.15

    public init(debounce: Double = ServerOptions.defaultDebounce, driverOptions: CompilerDriver.Options = CompilerDriver.Options(maxDiagnostics: nil), swiftToolchain: SwiftToolchain? = nil) {
        self.debounce = debounce
        self.driverOptions = driverOptions
        self.swiftToolchain = swiftToolchain
    }
}

/// `trellis lsp`: the Language Server Protocol 3.17 over a byte stream.
///
/// Messages are read on the caller's thread and handled in order on one serial queue, which owns
/// the workspace; a `$/cancelRequest` and the arrival of an edit are noted at once, so a queued
/// request is answered as cancelled and stale diagnostics work stops between files.
/// Every request is answered, with an error when it fails; nothing a request does ends the session.
public final class LanguageServer: @unchecked Sendable {
    enum Lifecycle { case uninitialized, running, shutDown }

    let writer: MessageWriter
    let options: ServerOptions
    let cancellations = CancellationRegistry()
    let queue = DispatchQueue(label: "trellis.lsp.requests")
    let workspace: Workspace
    var lifecycle = Lifecycle.uninitialized
    var encoding = PositionEncoding.utf16
    var rulesURLTemplate: String?
    /// What was last published for each file, so unchanged diagnostics are not sent again.
    var published: [String: JSONValue] = [:]
    /// swiftc's diagnostics from the last save's Swift pass, by file, until the next edit.
    var swiftDiagnostics: [String: [Diagnostic]] = [:]
    /// The Swift pass in progress; the next edit cancels it. Guarded by `generationLock`.
    private var swiftRun: SwiftTypeCheck.Cancellation?
    /// Whether the client shows `$/progress` the server starts (`window.workDoneProgress`).
    var supportsWorkDoneProgress = false
    /// Whether completion items may insert snippets (`completionItem.snippetSupport`).
    var supportsSnippets = false
    /// Whether the client opens URLs the server asks it to (`window.showDocument`).
    var supportsShowDocument = false
    /// Whether the client watches files for the server when asked (`workspace.didChangeWatchedFiles.dynamicRegistration`).
    var supportsFileWatching = false
    /// The live previews the "Preview" command opened, by file and view; owned by `queue`.
    var previews: [String: LivePreviewSession] = [:]
    var nextServerRequest = 0
    private var progressCount = 0
    private var writtenExplanations: Set<String> = []

    private let generationLock = NSLock()
    private var editGeneration = 0
    private let exitSignal = DispatchSemaphore(value: 0)
    private let exitLock = NSLock()
    private var exitStatus: Int32?

    /// `output` receives every framed message the server sends, one whole message per call.
    public convenience init(options: ServerOptions = ServerOptions(), output: @escaping @Sendable (Data) -> Void) {
        self.init(options: options, writer: MessageWriter(sink: output))
    }

    init(options: ServerOptions, writer: MessageWriter) {
        self.options = options
        self.writer = writer
        workspace = Workspace(driver: CompilerDriver(options: options.driverOptions))
    }

    /// Serves standard input and output until `exit`, or until input ends; returns the exit status.
    public static func serveStandardStreams(options: ServerOptions = ServerOptions()) -> Int32 {
        // An editor that quits without `exit` closes the pipe: writing then must fail, not kill the process.
        signal(SIGPIPE, SIG_IGN)
        let server = LanguageServer(options: options, writer: MessageWriter(fileDescriptor: STDOUT_FILENO))
        return server.serve(fileDescriptor: STDIN_FILENO)
    }

    /// Reads framed messages from `fileDescriptor` until `exit` or end of input.
    public func serve(fileDescriptor: Int32) -> Int32 {
        let reader = Thread { [self] in
            var framer = MessageFramer()
            var chunk = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fileDescriptor, $0.baseAddress!, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                for frame in framer.feed(chunk[..<count]) { receive(frame) }
                if hasExited { return }
            }
            // Input ended without `exit`: as for `exit` without `shutdown`, status 1.
            queue.async { self.finish(status: self.lifecycle == .shutDown ? 0 : 1) }
        }
        reader.stackSize = 8 << 20
        reader.start()
        exitSignal.wait()
        return exitLock.withLock { exitStatus ?? 1 }
    }

    /// Blocks until the session ends; for callers that feed `receive` themselves.
    public func waitForExit() -> Int32 {
        exitSignal.wait()
        return exitLock.withLock { exitStatus ?? 1 }
    }

    var hasExited: Bool { exitLock.withLock { exitStatus != nil } }

    private func finish(status: Int32) {
        let first = exitLock.withLock {
            guard exitStatus == nil else { return false }
            exitStatus = status
            return true
        }
        if first { exitSignal.signal() }
    }

    var currentGeneration: Int { generationLock.withLock { editGeneration } }

    private func bumpGeneration() {
        generationLock.withLock {
            editGeneration += 1
            swiftRun?.cancel()
            swiftRun = nil
        }
    }

    /// Takes one frame from the transport. Called on the reading thread, in arrival order.
    public func receive(_ frame: MessageFramer.Frame) {
        switch frame {
        case .malformedHeader(let reason):
            writer.respond(to: nil, error: ResponseError(code: ErrorCode.parseError, message: "malformed message header: \(reason)"))
        case .message(let body):
            receive(IncomingMessage.decode(body))
        }
    }

    public func receive(_ message: IncomingMessage) {
        switch message {
        case .invalid(let id, let error):
            writer.respond(to: id, error: error)
        case .notification("$/cancelRequest", let params):
            if let raw = params["id"], let id = RequestID(raw) { cancellations.cancel(id) }
        case .notification(let method, let params):
            if method == "textDocument/didChange" || method == "textDocument/didOpen" || method == "textDocument/didClose"
                || method == "workspace/didChangeWatchedFiles" || method == "workspace/didChangeWorkspaceFolders" {
                bumpGeneration()
            }
            queue.async { self.handleNotification(method, params) }
        case .request(let id, let method, let params):
            queue.async { self.handleRequest(id: id, method: method, params: params) }
        case .response:
            // The server sends no requests whose answers it waits for.
            break
        }
    }

    // MARK: Dispatch

    private func handleRequest(id: RequestID, method: String, params: JSONValue) {
        defer { cancellations.finish(id) }
        if cancellations.isCancelled(id) {
            writer.respond(to: id, error: .cancelled)
            return
        }
        switch lifecycle {
        case .uninitialized where method != "initialize":
            writer.respond(to: id, error: ResponseError(code: ErrorCode.serverNotInitialized, message: "the server is not initialized; send `initialize` first"))
            return
        case .shutDown:
            writer.respond(to: id, error: ResponseError(code: ErrorCode.invalidRequest, message: "the server is shut down; only `exit` is accepted"))
            return
        default:
            break
        }
        do {
            let context = RequestContext(id: id, cancellations: cancellations)
            let result = try route(method, params, context: context)
            writer.respond(to: id, result: result)
        } catch let error as ResponseError {
            writer.respond(to: id, error: error)
        } catch is StaleWork {
            writer.respond(to: id, error: ResponseError(code: ErrorCode.contentModified, message: "the workspace changed during the request"))
        } catch {
            writer.respond(to: id, error: ResponseError(code: ErrorCode.internalError, message: "internal error: \(error)"))
        }
    }

    private func route(_ method: String, _ params: JSONValue, context: RequestContext) throws -> JSONValue {
        switch method {
        case "initialize": return initialize(params)
        case "shutdown":
            lifecycle = .shutDown
            stopPreviews()
            return .null
        case "textDocument/hover": return try hover(params, context: context)
        case "textDocument/definition": return try definition(params, context: context)
        case "textDocument/references": return try references(params, context: context)
        case "textDocument/documentHighlight": return try documentHighlights(params, context: context)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/formatting": return try formatting(params, context: context)
        case "textDocument/signatureHelp": return try signatureHelp(params, context: context)
        case "textDocument/linkedEditingRange": return try linkedEditingRanges(params)
        case "textDocument/prepareRename": return try prepareRename(params, context: context)
        case "textDocument/rename": return try rename(params, context: context)
        case "textDocument/codeAction": return try codeActions(params, context: context)
        case "textDocument/documentSymbol": return try documentSymbols(params, context: context)
        case "workspace/symbol": return try workspaceSymbols(params, context: context)
        case "textDocument/completion": return try completion(params, context: context)
        case "textDocument/codeLens": return try codeLenses(params, context: context)
        case "workspace/executeCommand": return try executeCommand(params)
        case "textDocument/semanticTokens/full": return try semanticTokens(params, context: context)
        default:
            throw ResponseError(code: ErrorCode.methodNotFound, message: "method not found: \(method)")
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue) {
        if method == "exit" {
            finish(status: lifecycle == .shutDown ? 0 : 1)
            return
        }
        guard lifecycle == .running else { return }
        switch method {
        case "textDocument/didOpen":
            guard let document = params["textDocument"], let uri = document["uri"]?.stringValue, let path = Self.path(fromURI: uri),
                  let text = document["text"]?.stringValue else { return }
            workspace.open(path: path, uri: uri, version: document["version"]?.intValue ?? 0, text: text)
            swiftDiagnostics = [:]
            scheduleDiagnostics()
        case "textDocument/didChange":
            guard let uri = params["textDocument"]?["uri"]?.stringValue, let path = Self.path(fromURI: uri),
                  var text = workspace.documents[path]?.text else { return }
            for change in params["contentChanges"]?.arrayValue ?? [] {
                guard let replacement = change["text"]?.stringValue else { continue }
                if let range = TextRange(change["range"]) {
                    text = text.replacing(range, with: replacement, encoding: encoding)
                } else {
                    text = SourceText(replacement)
                }
            }
            workspace.update(path: path, version: params["textDocument"]?["version"]?.intValue ?? 0, text: text)
            // swiftc's verdict was on the saved text; the next save asks again.
            swiftDiagnostics = [:]
            scheduleDiagnostics()
        case "textDocument/didClose":
            guard let uri = params["textDocument"]?["uri"]?.stringValue, let path = Self.path(fromURI: uri) else { return }
            workspace.close(path: path)
            swiftDiagnostics = [:]
            scheduleDiagnostics()
        case "textDocument/didSave":
            runSwiftPass()
        case "workspace/didChangeWatchedFiles":
            let paths = (params["changes"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.flatMap(Self.path(fromURI:)) }
            // A client that reports changes on disk watches the files: an edit of a buffer need
            // not look at the other files' state again.
            workspace.diskChangesAreReported = true
            workspace.filesChanged(paths)
            swiftDiagnostics = [:]
            scheduleDiagnostics()
        case "initialized":
            if supportsFileWatching {
                // Changes on disk then arrive as `workspace/didChangeWatchedFiles`, as rust-analyzer asks for them.
                writer.request(id: .string("trellis-watch-files"), "client/registerCapability", ["registrations": [[
                    "id": "trellis-xml-files", "method": "workspace/didChangeWatchedFiles",
                    "registerOptions": ["watchers": [["globPattern": "**/*.xml"]]],
                ]]])
                workspace.diskChangesAreReported = true
            }
            scheduleDiagnostics()
        case "workspace/didChangeWorkspaceFolders":
            var roots = workspace.roots
            for removed in params["event"]?["removed"]?.arrayValue ?? [] {
                if let path = removed["uri"]?.stringValue.flatMap(Self.path(fromURI:)) { roots.removeAll { $0 == path } }
            }
            for added in params["event"]?["added"]?.arrayValue ?? [] {
                if let path = added["uri"]?.stringValue.flatMap(Self.path(fromURI:)), !roots.contains(path) { roots.append(path) }
            }
            workspace.setRoots(roots)
            scheduleDiagnostics()
        default:
            // Unknown notifications, `$/` ones included, are dropped as the protocol says.
            break
        }
    }

    // MARK: Lifecycle

    private func initialize(_ params: JSONValue) -> JSONValue {
        lifecycle = .running
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = offered.contains(PositionEncoding.utf32.rawValue) ? .utf32 : .utf16
        rulesURLTemplate = params["initializationOptions"]?["rulesURL"]?.stringValue
        supportsWorkDoneProgress = params["capabilities"]?["window"]?["workDoneProgress"]?.boolValue ?? false
        supportsSnippets = params["capabilities"]?["textDocument"]?["completion"]?["completionItem"]?["snippetSupport"]?.boolValue ?? false
        supportsShowDocument = params["capabilities"]?["window"]?["showDocument"]?["support"]?.boolValue ?? false
        supportsFileWatching = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        var roots = (params["workspaceFolders"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.flatMap(Self.path(fromURI:)) }
        if roots.isEmpty, let root = params["rootUri"]?.stringValue.flatMap(Self.path(fromURI:)) { roots = [root] }
        if roots.isEmpty, let root = params["rootPath"]?.stringValue { roots = [root] }
        workspace.setRoots(roots)
        return [
            "capabilities": [
                "positionEncoding": .string(encoding.rawValue),
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "hoverProvider": true,
                "definitionProvider": true,
                "referencesProvider": true,
                "documentHighlightProvider": true,
                "foldingRangeProvider": true,
                "documentFormattingProvider": true,
                "signatureHelpProvider": ["triggerCharacters": ["(", ","], "retriggerCharacters": [","]],
                "linkedEditingRangeProvider": true,
                "renameProvider": ["prepareProvider": true],
                "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.rewrite"]],
                "documentSymbolProvider": true,
                "workspaceSymbolProvider": true,
                "completionProvider": ["triggerCharacters": ["<", " ", "$", "{", "."]],
                "codeLensProvider": ["resolveProvider": false],
                "executeCommandProvider": ["commands": [.string(Self.previewCommand)]],
                "semanticTokensProvider": ["legend": SemanticTokenLegend.json, "full": true],
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "trellis", "version": .string(TrellisCommandLine.version)],
        ]
    }

    // MARK: Diagnostics

    /// Publishes diagnostics once no edit arrived for `options.debounce`; a newer edit supersedes it.
    private func scheduleDiagnostics() {
        let generation = currentGeneration
        let work: @Sendable () -> Void = { [self] in
            guard generation == currentGeneration else { return }
            do {
                let analysis = try workspace.analyze { self.currentGeneration != generation }
                publish(analysis)
            } catch {
                // Superseded: the newer edit scheduled its own run.
            }
        }
        if options.debounce <= 0 {
            queue.async(execute: work)
        } else {
            queue.asyncAfter(deadline: .now() + options.debounce, execute: work)
        }
    }

    /// The Swift pass on the saved workspace, like rust-analyzer's flycheck: swiftc runs off the
    /// queue, `$/progress` shows it, the next edit cancels it, and its diagnostics join the fast
    /// pass's when it ends. It runs only when the fast pass finds no error, as in `trellis check`.
    private func runSwiftPass() {
        guard let toolchain = options.swiftToolchain else { return }
        let generation = currentGeneration
        guard let analysis = try? workspace.analyze(isSuperseded: { self.currentGeneration != generation }) else { return }
        guard !analysis.hasErrors else {
            swiftDiagnostics = [:]
            return
        }
        let pass = SwiftPass(
            check: SwiftTypeCheck(toolchain: toolchain, moduleName: "Screens"),
            swiftSources: SwiftPass.swiftSources(in: workspace.effectiveRoots)
        )
        var texts: [String: String] = [:]
        for (path, document) in workspace.documents { texts[path] = String(decoding: document.text.bytes, as: UTF8.self) }
        let cancellation = SwiftTypeCheck.Cancellation()
        let started = generationLock.withLock { () -> Bool in
            guard editGeneration == generation else { return false }
            swiftRun?.cancel()
            swiftRun = cancellation
            return true
        }
        guard started else { return }
        let token = beginProgress(title: "Swift pass", message: "swiftc is checking the generated Swift")
        DispatchQueue.global(qos: .utility).async { [self, texts] in
            let found = pass.diagnostics(of: analysis.result, textOf: { texts[$0] }, cancellation: cancellation)
            queue.async { [self] in
                guard let found, !cancellation.isCancelled, generation == currentGeneration else {
                    endProgress(token, message: "cancelled")
                    return
                }
                let errors = found.filter { $0.severity == .error }.count
                endProgress(token, message: errors == 0 ? "no errors" : "\(errors) error\(errors == 1 ? "" : "s")")
                var byFile: [String: [Diagnostic]] = [:]
                let options = workspace.driver.options
                for diagnostic in found {
                    let reported = options.warningsAsErrors && diagnostic.severity == .warning ? diagnostic.withSeverity(.error) : diagnostic
                    byFile[diagnostic.location.file, default: []].append(reported)
                }
                swiftDiagnostics = byFile
                publish(analysis)
            }
        }
    }

    /// Starts a work-done progress the client shows, if it can; returns its token.
    private func beginProgress(title: String, message: String) -> String? {
        guard supportsWorkDoneProgress else { return nil }
        progressCount += 1
        let token = "trellis/swift-pass/\(progressCount)"
        writer.request(id: .string(token), "window/workDoneProgress/create", ["token": .string(token)])
        writer.notify("$/progress", ["token": .string(token), "value": ["kind": "begin", "title": .string(title), "message": .string(message), "cancellable": false]])
        return token
    }

    private func endProgress(_ token: String?, message: String) {
        guard let token else { return }
        writer.notify("$/progress", ["token": .string(token), "value": ["kind": "end", "message": .string(message)]])
    }

    func publish(_ analysis: Analysis) {
        var files = Set(analysis.diagnosticsByFile.keys)
        files.formUnion(swiftDiagnostics.keys)
        files.formUnion(published.keys)
        for path in files.sorted() {
            let diagnostics = (analysis.diagnosticsByFile[path] ?? []) + (swiftDiagnostics[path] ?? [])
            // Diagnostics about a directory (no `.xml` files in it) have no document to show them in.
            if path.hasSuffix("/") { continue }
            guard let text = analysis.diagnosticText(of: path) ?? (diagnostics.isEmpty ? SourceText("") : nil) else { continue }
            let items = JSONValue.array(diagnostics.map { lspDiagnostic($0, text: text, analysis: analysis) })
            if published[path] == items { continue }
            published[path] = diagnostics.isEmpty ? nil : items
            var params: [String: JSONValue] = ["uri": .string(Self.uri(fromPath: path)), "diagnostics": items]
            if let version = workspace.documents[path]?.version { params["version"] = .int(version) }
            writer.notify("textDocument/publishDiagnostics", .object(params))
        }
    }

    func lspDiagnostic(_ diagnostic: Diagnostic, text: SourceText, analysis: Analysis) -> JSONValue {
        var object: [String: JSONValue] = [
            "range": lspRange(of: diagnostic, text: text).json,
            "severity": .int(Self.severity(diagnostic.severity)),
            "code": .string(diagnostic.code.rawValue),
            "source": "trellis",
            "message": .string(diagnostic.message.text),
        ]
        if let href = ruleURL(for: diagnostic.code.rawValue) { object["codeDescription"] = ["href": .string(href)] }
        var related: [JSONValue] = []
        var unplaced: [String] = []
        for note in diagnostic.notes {
            guard let location = note.location, let noteText = analysis.text(of: location.file) else {
                unplaced.append(note.text)
                continue
            }
            let range = noteText.range(of: SourceRange(location, length: 1), encoding: encoding)
            related.append(["location": ["uri": .string(Self.uri(fromPath: location.file)), "range": range.json], "message": .string(note.text)])
        }
        if !related.isEmpty { object["relatedInformation"] = .array(related) }
        if !unplaced.isEmpty {
            object["message"] = .string(([diagnostic.message.text] + unplaced.map { "note: \($0)" }).joined(separator: "\n"))
        }
        return .object(object)
    }

    /// The highlight starting at the location, else the name (or the `<name` of a tag) there, else one character.
    func lspRange(of diagnostic: Diagnostic, text: SourceText) -> TextRange {
        if let highlight = diagnostic.highlights.first(where: { $0.start == diagnostic.location }) {
            return text.range(of: highlight, encoding: encoding)
        }
        let start = text.offset(of: diagnostic.location)
        var end = start
        // A value's diagnostic points at its `{`: underline the whole `{...}`, up to its matching `}`.
        if end < text.bytes.count, text.bytes[end] == UInt8(ascii: "{"), let close = Self.matchingBrace(from: end, in: text.bytes) {
            return TextRange(start: text.position(ofOffset: start, encoding: encoding), end: text.position(ofOffset: close + 1, encoding: encoding))
        }
        // An element's diagnostic points at its `<`: underline the `<` and the element's name.
        if end < text.bytes.count, text.bytes[end] == UInt8(ascii: "<") { end += 1 }
        while end < text.bytes.count, MarkupTags.isNameByte(text.bytes[end]), text.bytes[end] != UInt8(ascii: ":") { end += 1 }
        if end == start, start < text.bytes.count, text.bytes[start] != 0x0A, text.bytes[start] != 0x0D {
            end = start + SourceText.scalarLength(text.bytes[start]).bytes
        }
        return TextRange(start: text.position(ofOffset: start, encoding: encoding), end: text.position(ofOffset: end, encoding: encoding))
    }

    /// The `}` closing the `{` at `open`, on its line and before the next tag.
    static func matchingBrace(from open: Int, in bytes: [UInt8]) -> Int? {
        var depth = 0
        var index = open
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return index }
            case UInt8(ascii: "<"), 0x0A:
                return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        case .remark: 4
        }
    }

    /// Where the rule is explained: the client's template (`{code}` replaced), else the
    /// explanation written once as a Markdown file the editor can open.
    private func ruleURL(for code: String) -> String? {
        if let rulesURLTemplate { return rulesURLTemplate.replacingOccurrences(of: "{code}", with: code) }
        let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("trellis-\(TrellisCommandLine.version)-rules")
        let path = (directory as NSString).appendingPathComponent("\(code).md")
        if !writtenExplanations.contains(code) {
            guard let explanation = Explanations.explanation(for: code) else { return nil }
            try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: path, contents: Data("# \(code)\n\n\(explanation)\n".utf8)) else { return nil }
            writtenExplanations.insert(code)
        }
        return Self.uri(fromPath: path)
    }

    // MARK: Paths

    /// A file URI's path; a copy of a prelude file maps back to the prelude's own path.
    static func path(fromURI uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL else { return nil }
        let path = url.standardizedFileURL.path
        let copies = PreludeCopies.directory + "/"
        if path.hasPrefix(copies), PreludeCopies.text(of: String(path.dropFirst(copies.count))) != nil {
            return String(path.dropFirst(copies.count))
        }
        return path
    }

    /// A path's URI; a prelude file (`Grammar/Prelude/Views.xml`, embedded in the compiler) is
    /// written out once, so the editor can open it.
    static func uri(fromPath path: String) -> String {
        URL(fileURLWithPath: PreludeCopies.copy(of: path) ?? path).absoluteString
    }
}

/// What a handler may ask about its request while it runs.
struct RequestContext {
    let id: RequestID
    let cancellations: CancellationRegistry

    func checkCancelled() throws(ResponseError) {
        if cancellations.isCancelled(id) { throw .cancelled }
    }
}

/// The prelude's files, embedded in the compiler, as files an editor can open: notes and
/// definitions point into them.
enum PreludeCopies {
    static let directory = (NSTemporaryDirectory() as NSString).appendingPathComponent("trellis-\(TrellisCommandLine.version)-prelude")
    private static let written = Mutex()

    private final class Mutex: @unchecked Sendable {
        let lock = NSLock()
        var paths: Set<String> = []
    }

    static func text(of path: String) -> String? {
        Prelude.sources.first { $0.path == path }?.text
    }

    /// Where the copy of the prelude file `path` is, written on first use; `nil` for other paths.
    static func copy(of path: String) -> String? {
        guard !path.hasPrefix("/"), let text = text(of: path) else { return nil }
        let target = (directory as NSString).appendingPathComponent(path)
        written.lock.withLock {
            guard !written.paths.contains(path) else { return }
            try? FileManager.default.createDirectory(atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            if FileManager.default.createFile(atPath: target, contents: Data(text.utf8)) { written.paths.insert(path) }
        }
        return target
    }
}

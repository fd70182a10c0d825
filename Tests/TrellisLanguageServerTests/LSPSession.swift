import Foundation
import Testing
@testable import TrellisLanguageServer
import TrellisSwiftCheck

/// A fixture's text with its cursor markers: every `|` is a position, removed from the text.
/// (`||` is not a marker: write the logical or as `or`-free fixtures, or use `&&` instead.)
struct MarkedSource {
    let text: String
    /// The markers' positions in UTF-16 code units, LSP's default, in order.
    let positions: [Position]

    /// `marked` with its cursor written as `marker`: every other character, `|` included, is text.
    init(_ marked: String, marker: Unicode.Scalar = "|") {
        var text = ""
        var positions: [Position] = []
        var line = 0
        var character = 0
        for scalar in marked.unicodeScalars {
            if scalar == marker {
                positions.append(Position(line: line, character: character))
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                character = 0
            } else {
                character += scalar.value > 0xFFFF ? 2 : 1
            }
        }
        self.text = text
        self.positions = positions
    }

    var cursor: Position { positions[0] }
}

/// A scripted JSON-RPC session with an in-process server: messages go through the real framing
/// both ways. Requests wait for their response; notifications are collected for `waitFor`.
final class LSPSession: @unchecked Sendable {
    let server: LanguageServer
    let root: String
    private let condition = NSCondition()
    private var framer = MessageFramer()
    private var responses: [RequestID: JSONValue] = [:]
    private var notifications: [JSONValue] = []
    private var nextID = 1
    static let timeout: TimeInterval = 30

    init(
        root: String, encodings: [String]? = nil, initializationOptions: JSONValue? = nil, initialize: Bool = true,
        swiftToolchain: SwiftToolchain? = nil, showsProgress: Bool = false, watchesFiles: Bool = false
    ) throws {
        self.root = root
        let box = OutputBox()
        server = LanguageServer(options: ServerOptions(debounce: 0, swiftToolchain: swiftToolchain)) { data in box.session?.collect(data) }
        box.session = self
        guard initialize else { return }
        var capabilities: [String: JSONValue] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": .array(encodings.map { .string($0) })] }
        if showsProgress { capabilities["window"] = ["workDoneProgress": true] }
        if watchesFiles { capabilities["workspace"] = ["didChangeWatchedFiles": ["dynamicRegistration": true]] }
        var params: [String: JSONValue] = ["rootUri": .string(Self.uri(root)), "capabilities": .object(capabilities)]
        if let initializationOptions { params["initializationOptions"] = initializationOptions }
        _ = try request("initialize", .object(params))
        notify("initialized", [:])
    }

    private final class OutputBox: @unchecked Sendable {
        weak var session: LSPSession?
    }

    static func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }
    func uri(_ relative: String) -> String { Self.uri(root + "/" + relative) }

    private func collect(_ data: Data) {
        condition.lock()
        for frame in framer.feed(Array(data)) {
            guard case .message(let body) = frame, let message = try? JSONValue.parse(body) else { continue }
            if message["method"] != nil {
                notifications.append(message)
            } else if let raw = message["id"] {
                responses[RequestID(raw) ?? .string("null")] = message
            }
        }
        condition.broadcast()
        condition.unlock()
    }

    /// Sends raw bytes as they would arrive on standard input.
    func sendRaw(_ bytes: [UInt8]) {
        var framer = MessageFramer()
        for frame in framer.feed(bytes) { server.receive(frame) }
    }

    func send(_ message: JSONValue) {
        sendRaw(Array(MessageFramer.frame(message.serialized)))
    }

    /// The whole response message (with `result` or `error`).
    func response(_ method: String, _ params: JSONValue, id explicitID: RequestID? = nil) throws -> JSONValue {
        let id = explicitID ?? condition.withLock {
            defer { nextID += 1 }
            return RequestID.number(nextID)
        }
        send(["jsonrpc": "2.0", "id": id.json, "method": .string(method), "params": params])
        return try waitForResponse(id)
    }

    func waitForResponse(_ id: RequestID) throws -> JSONValue {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(Self.timeout)
        while responses[id] == nil {
            guard condition.wait(until: deadline) else { throw SessionError.timeout("no response to request \(id)") }
        }
        return responses.removeValue(forKey: id)!
    }

    /// The result of a request; an error response throws.
    func request(_ method: String, _ params: JSONValue) throws -> JSONValue {
        let message = try response(method, params)
        if let error = message["error"] { throw SessionError.errorResponse(error) }
        return message["result"] ?? .null
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// Waits for a notification that `matches`, consuming the ones before it.
    func waitFor(_ method: String, where matches: (JSONValue) -> Bool = { _ in true }) throws -> JSONValue {
        condition.lock()
        defer { condition.unlock() }
        let deadline = Date().addingTimeInterval(Self.timeout)
        while true {
            if let index = notifications.firstIndex(where: { $0["method"]?.stringValue == method && matches($0["params"] ?? .null) }) {
                let found = notifications[index]
                notifications.removeSubrange(...index)
                return found["params"] ?? .null
            }
            guard condition.wait(until: deadline) else { throw SessionError.timeout("no \(method) notification") }
        }
    }

    /// Every notification received so far, without waiting.
    func receivedNotifications() -> [JSONValue] {
        condition.withLock { notifications }
    }

    /// The diagnostics published for `relative`, once a publication with `version` (if given) arrives.
    func diagnostics(_ relative: String, version: Int? = nil) throws -> [JSONValue] {
        let uri = uri(relative)
        let params = try waitFor("textDocument/publishDiagnostics") { params in
            params["uri"]?.stringValue == uri && (version == nil || params["version"]?.intValue == version)
        }
        return params["diagnostics"]?.arrayValue ?? []
    }

    func open(_ relative: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri(relative)), "languageId": "xml", "version": .int(version), "text": .string(text)]])
    }

    func change(_ relative: String, _ text: String, version: Int) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri(relative)), "version": .int(version)], "contentChanges": [["text": .string(text)]]])
    }

    /// Opens the marked fixture as `relative` and sends `method` at its first marker.
    func request(_ method: String, at relative: String, _ marked: MarkedSource, extra: [String: JSONValue] = [:]) throws -> JSONValue {
        var params = extra
        params["textDocument"] = ["uri": .string(uri(relative))]
        params["position"] = marked.cursor.json
        return try request(method, .object(params))
    }

    /// `shutdown`, then `exit`; the server's exit status.
    func close() throws -> Int32 {
        _ = try request("shutdown", .null)
        notify("exit", .null)
        return server.waitForExit()
    }

    enum SessionError: Error, CustomStringConvertible {
        case timeout(String)
        case errorResponse(JSONValue)

        var description: String {
            switch self {
            case .timeout(let what): "timed out: \(what)"
            case .errorResponse(let error): "error response: \(error.serialized)"
            }
        }
    }
}

extension NSCondition {
    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock()
        defer { unlock() }
        return try body()
    }
}

/// Applies an LSP `WorkspaceEdit`'s `changes` to files on disk (UTF-16 positions).
func apply(_ edit: JSONValue) throws {
    for (uri, edits) in edit["changes"]?.objectValue ?? [:] {
        let path = URL(string: uri)!.path
        var text = SourceText(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        // Back to front, so earlier ranges stay valid.
        let sorted = (edits.arrayValue ?? []).sorted { TextRange($0["range"])!.start > TextRange($1["range"])!.start }
        for edit in sorted {
            text = text.replacing(TextRange(edit["range"])!, with: edit["newText"]!.stringValue!, encoding: .utf16)
        }
        try Data(text.bytes).write(to: URL(fileURLWithPath: path))
    }
}

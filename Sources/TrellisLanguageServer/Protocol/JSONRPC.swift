import Foundation

/// A request's id: a number or a string, echoed in its response.
public enum RequestID: Hashable, Sendable, CustomStringConvertible {
    case number(Int)
    case string(String)

    init?(_ value: JSONValue) {
        if let number = value.intValue {
            self = .number(number)
        } else if let text = value.stringValue {
            self = .string(text)
        } else {
            return nil
        }
    }

    public var json: JSONValue {
        switch self {
        case .number(let number): .int(number)
        case .string(let text): .string(text)
        }
    }

    public var description: String { json.serialized }
}

/// JSON-RPC and LSP error codes.
public enum ErrorCode {
    public static let parseError = -32700
    public static let invalidRequest = -32600
    public static let methodNotFound = -32601
    public static let invalidParams = -32602
    public static let internalError = -32603
    public static let serverNotInitialized = -32002
    public static let requestFailed = -32803
    public static let serverCancelled = -32802
    public static let contentModified = -32801
    public static let requestCancelled = -32800
}

/// An error response's `error` member; thrown by handlers.
public struct ResponseError: Error, Equatable, Sendable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: ErrorCode.invalidParams, message: message) }
    public static func requestFailed(_ message: String) -> ResponseError { ResponseError(code: ErrorCode.requestFailed, message: message) }
    public static let cancelled = ResponseError(code: ErrorCode.requestCancelled, message: "request cancelled")

    var json: JSONValue { ["code": .int(code), "message": .string(message)] }
}

/// One decoded message.
public enum IncomingMessage: Equatable, Sendable {
    case request(id: RequestID, method: String, params: JSONValue)
    case notification(method: String, params: JSONValue)
    /// A reply to a request the server sent.
    case response(id: RequestID?, result: JSONValue?, error: JSONValue?)
    /// Not a JSON-RPC 2.0 message; answered with `error` (and `id` when one could be read).
    case invalid(id: RequestID?, error: ResponseError)

    /// Decodes one body, classifying it as JSON-RPC 2.0 does.
    public static func decode(_ body: [UInt8]) -> IncomingMessage {
        let value: JSONValue
        do {
            value = try JSONValue.parse(body)
        } catch {
            return .invalid(id: nil, error: ResponseError(code: ErrorCode.parseError, message: "parse error: \(error.description)"))
        }
        guard let object = value.objectValue else {
            return .invalid(id: nil, error: ResponseError(code: ErrorCode.invalidRequest, message: "a message must be a JSON object"))
        }
        let rawID = object["id"]
        let id = rawID.flatMap(RequestID.init)
        guard object["jsonrpc"] == "2.0" else {
            return .invalid(id: id, error: ResponseError(code: ErrorCode.invalidRequest, message: "`jsonrpc` must be \"2.0\""))
        }
        if let method = object["method"] {
            guard let name = method.stringValue else {
                return .invalid(id: id, error: ResponseError(code: ErrorCode.invalidRequest, message: "`method` must be a string"))
            }
            let params = object["params"] ?? .null
            if params != .null, params.objectValue == nil, params.arrayValue == nil {
                return .invalid(id: id, error: ResponseError(code: ErrorCode.invalidRequest, message: "`params` must be an object or an array"))
            }
            guard let rawID, rawID != .null else { return .notification(method: name, params: params) }
            guard let id else {
                return .invalid(id: nil, error: ResponseError(code: ErrorCode.invalidRequest, message: "`id` must be a number or a string"))
            }
            return .request(id: id, method: name, params: params)
        }
        if object["result"] != nil || object["error"] != nil {
            return .response(id: id, result: object["result"], error: object["error"])
        }
        return .invalid(id: id, error: ResponseError(code: ErrorCode.invalidRequest, message: "a message needs a `method`, a `result` or an `error`"))
    }
}

/// Writes framed messages; one writer at a time.
public final class MessageWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let sink: @Sendable (Data) -> Void

    public init(sink: @escaping @Sendable (Data) -> Void) {
        self.sink = sink
    }

    /// Writes to a file descriptor (standard output), retrying short writes.
    public convenience init(fileDescriptor: Int32) {
        self.init { data in
            data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = Foundation.write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return
                    }
                    offset += written
                }
            }
        }
    }

    public func send(_ message: JSONValue) {
        let data = MessageFramer.frame(message.serialized)
        lock.withLock { sink(data) }
    }

    public func respond(to id: RequestID?, result: JSONValue) {
        send(["jsonrpc": "2.0", "id": id?.json ?? .null, "result": result])
    }

    public func respond(to id: RequestID?, error: ResponseError) {
        send(["jsonrpc": "2.0", "id": id?.json ?? .null, "error": error.json])
    }

    public func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    public func request(id: RequestID, _ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "id": id.json, "method": .string(method), "params": params])
    }
}

/// Which requests the client cancelled with `$/cancelRequest`, read by the request's handler
/// between steps. Written from the reading thread while a handler runs on the server's queue.
public final class CancellationRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled: Set<RequestID> = []
    private var finished: Set<RequestID> = []

    public init() {}

    public func cancel(_ id: RequestID) {
        lock.withLock {
            // A cancellation for a request already answered is ignored, as the protocol says.
            if finished.remove(id) == nil { cancelled.insert(id) }
        }
    }

    public func isCancelled(_ id: RequestID) -> Bool {
        lock.withLock { cancelled.contains(id) }
    }

    /// Forgets `id` once answered; a late cancellation then finds it finished.
    public func finish(_ id: RequestID) {
        lock.withLock {
            if cancelled.remove(id) == nil {
                finished.insert(id)
                if finished.count > 4096 { finished.removeAll() }
            }
        }
    }
}

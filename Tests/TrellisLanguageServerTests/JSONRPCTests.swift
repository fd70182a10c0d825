import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisLanguageServer

@Suite struct JSONRPCTests {
    @Test func jsonRoundTripsEscapesAndNumbers() throws {
        let text = #"{"a":[1,-2.5,true,false,null],"b":"tab\there \"q\" \u00e9 \ud83d\ude00","c":{}}"#
        let value = try JSONValue.parse(text)
        #expect(value["a"]?[1] == .number(-2.5))
        #expect(value["b"]?.stringValue == "tab\there \"q\" é 😀")
        #expect(try JSONValue.parse(value.serialized) == value)
        #expect(JSONValue.int(42).serialized == "42")
    }

    @Test func malformedJSONIsAnErrorWithItsOffset() {
        #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse("{\"a\":}") }
        #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse("[1,2") }
        #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(String(repeating: "[", count: 10_000)) }
    }

    @Test func framerJoinsPiecesAndSplitsBatches() {
        let one = Array(MessageFramer.frame(#"{"x":1}"#))
        let two = Array(MessageFramer.frame(#"{"y":"é"}"#))
        var framer = MessageFramer()
        var frames: [MessageFramer.Frame] = []
        for byte in one + two { frames += framer.feed([byte]) }
        #expect(frames == [.message(Array(#"{"x":1}"#.utf8)), .message(Array(#"{"y":"é"}"#.utf8))])
        var batch = MessageFramer()
        #expect(batch.feed(one + two).count == 2)
    }

    @Test func framerSkipsAHeaderWithoutContentLengthAndRecovers() {
        var framer = MessageFramer()
        let frames = framer.feed(Array("Content-Type: x\r\n\r\n".utf8) + Array(MessageFramer.frame("{}")))
        #expect(frames.count == 2)
        guard case .malformedHeader = frames[0] else {
            Issue.record("expected a malformed header first")
            return
        }
        #expect(frames[1] == .message(Array("{}".utf8)))
    }

    @Test func messagesAreClassifiedAsJSONRPCSays() {
        func decode(_ text: String) -> IncomingMessage { IncomingMessage.decode(Array(text.utf8)) }
        #expect(decode(#"{"jsonrpc":"2.0","id":1,"method":"m","params":{}}"#) == .request(id: .number(1), method: "m", params: [:]))
        #expect(decode(#"{"jsonrpc":"2.0","id":"a","method":"m"}"#) == .request(id: .string("a"), method: "m", params: .null))
        #expect(decode(#"{"jsonrpc":"2.0","method":"n"}"#) == .notification(method: "n", params: .null))
        guard case .invalid(nil, let parseError) = decode("{not json") else { Issue.record("expected a parse error"); return }
        #expect(parseError.code == ErrorCode.parseError)
        guard case .invalid(.number(3), let versionError) = decode(#"{"id":3,"method":"m"}"#) else { Issue.record("expected an invalid request"); return }
        #expect(versionError.code == ErrorCode.invalidRequest)
        guard case .invalid(_, let paramsError) = decode(#"{"jsonrpc":"2.0","id":4,"method":"m","params":7}"#) else { Issue.record("expected an invalid request"); return }
        #expect(paramsError.code == ErrorCode.invalidRequest)
        guard case .invalid(_, let idError) = decode(#"{"jsonrpc":"2.0","id":{"x":1},"method":"m"}"#) else { Issue.record("expected an invalid request"); return }
        #expect(idError.code == ErrorCode.invalidRequest)
    }

    @Test func cancellationBeforeTheAnswerIsRememberedAndAfterItIgnored() {
        let registry = CancellationRegistry()
        registry.cancel(.number(1))
        #expect(registry.isCancelled(.number(1)))
        registry.finish(.number(1))
        #expect(!registry.isCancelled(.number(1)))
        registry.finish(.number(2))
        registry.cancel(.number(2))
        #expect(!registry.isCancelled(.number(2)))
    }
}

/// Robustness: every bad message gets an error response and the session goes on.
@Suite struct ServerRobustnessTests {
    func errorCode(_ message: JSONValue) -> Int? { message["error"]?["code"]?.intValue }

    @Test func badMessagesGetErrorsAndTheServerKeepsServing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.xml", ScreenSamples.counter)
        let session = try LSPSession(root: directory.path)
        let afterEach = MarkedSource(ScreenSamples.counterMarkedOnState)

        session.sendRaw(Array(MessageFramer.frame("{this is not json")))
        let parseError = try session.waitForResponse(.string("null"))
        #expect(errorCode(parseError) == ErrorCode.parseError)
        #expect(parseError["id"] == .null)

        session.sendRaw(Array("Content-Typ: broken\r\n\r\n".utf8))
        #expect(errorCode(try session.waitForResponse(.string("null"))) == ErrorCode.parseError)

        session.send(["id": 90, "method": "textDocument/hover"])
        #expect(errorCode(try session.waitForResponse(.number(90))) == ErrorCode.invalidRequest)

        #expect(errorCode(try session.response("textDocument/unknownThing", [:])) == ErrorCode.methodNotFound)
        #expect(errorCode(try session.response("textDocument/hover", ["textDocument": ["uri": .string(session.uri("A.xml"))]])) == ErrorCode.invalidParams)
        let missing = try session.response("textDocument/hover", ["textDocument": ["uri": .string(session.uri("Missing.xml"))], "position": ["line": 0, "character": 0]])
        #expect(errorCode(missing) == ErrorCode.requestFailed)
        #expect(missing["error"]?["message"]?.stringValue?.contains("no such file") == true)

        // Still serving: a hover answers.
        let hover = try session.request("textDocument/hover", at: "A.xml", afterEach)
        #expect(hover["contents"]?["value"]?.stringValue?.contains("@State var count: Int") == true)
        #expect(try session.close() == 0)
    }

    @Test func aCancelledRequestIsAnsweredAsCancelled() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.xml", ScreenSamples.counter)
        let session = try LSPSession(root: directory.path)
        // Cancelled before it is handled: the cancellation arrives first on the wire.
        session.notify("$/cancelRequest", ["id": 500])
        let response = try session.response("textDocument/hover", ["textDocument": ["uri": .string(session.uri("A.xml"))], "position": ["line": 0, "character": 0]], id: .number(500))
        #expect(errorCode(response) == ErrorCode.requestCancelled)
        #expect(try session.close() == 0)
    }

    @Test func requestsBeforeInitializeAndAfterShutdownAreRefused() throws {
        let session = try LSPSession(root: "/nonexistent", initialize: false)
        #expect(errorCode(try session.response("textDocument/hover", [:])) == ErrorCode.serverNotInitialized)
        _ = try session.request("initialize", ["capabilities": [:]])
        _ = try session.request("shutdown", .null)
        #expect(errorCode(try session.response("textDocument/hover", [:])) == ErrorCode.invalidRequest)
        session.notify("exit", .null)
        #expect(session.server.waitForExit() == 0)
    }

    @Test func exitWithoutShutdownEndsWithStatusOne() throws {
        let session = try LSPSession(root: "/nonexistent")
        session.notify("exit", .null)
        #expect(session.server.waitForExit() == 1)
    }

    @Test func utf32IsChosenWhenTheClientOffersIt() throws {
        let session = try LSPSession(root: "/nonexistent", initialize: false)
        let result = try session.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-32", "utf-16"]]]])
        #expect(result["capabilities"]?["positionEncoding"] == "utf-32")
        let plain = try LSPSession(root: "/nonexistent", initialize: false)
        #expect(try plain.request("initialize", ["capabilities": [:]])["capabilities"]?["positionEncoding"] == "utf-16")
    }
}

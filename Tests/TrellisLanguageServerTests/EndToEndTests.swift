import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisLanguageServer

/// The built `trellis lsp` executable, driven through real pipes as an editor drives it.
@Suite struct ExecutableSessionTests {
    final class Pipes: @unchecked Sendable {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        var framer = MessageFramer()
        var pending: [JSONValue] = []

        func send(_ message: JSONValue) {
            input.fileHandleForWriting.write(MessageFramer.frame(message.serialized))
        }

        /// The next message from the server; `nil` at end of output.
        func next() -> JSONValue? {
            while pending.isEmpty {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { return nil }
                for frame in framer.feed(Array(data)) {
                    if case .message(let body) = frame, let message = try? JSONValue.parse(body) { pending.append(message) }
                }
            }
            return pending.removeFirst()
        }

        func response(to id: Int) -> JSONValue? {
            while let message = next() {
                if message["id"]?.intValue == id, message["method"] == nil { return message }
            }
            return nil
        }
    }

    @Test func aSessionThroughPipesEndsWithStatusZero() throws {
        let executable = BuildProducts.directory.appendingPathComponent("trellis").path
        try #require(FileManager.default.isExecutableFile(atPath: executable), "build `trellis` first: swift build")
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let pipes = Pipes()
        pipes.process.executableURL = URL(fileURLWithPath: executable)
        pipes.process.arguments = ["lsp", "--debounce", "0"]
        pipes.process.standardInput = pipes.input
        pipes.process.standardOutput = pipes.output
        pipes.process.standardError = FileHandle.nullDevice
        try pipes.process.run()
        let root = URL(fileURLWithPath: directory.path).absoluteString
        let screens = URL(fileURLWithPath: directory.path("Screens.xml")).absoluteString

        pipes.send(["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["rootUri": .string(root), "capabilities": [:]]])
        #expect(pipes.response(to: 1)?["result"]?["capabilities"]?["hoverProvider"] == true)
        pipes.send(["jsonrpc": "2.0", "method": "initialized", "params": [:]])
        let broken = ProfileWorkspace.screens.replacingOccurrences(of: "<VStack>", with: "<VStak>").replacingOccurrences(of: "</VStack>", with: "</VStak>")
        pipes.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": ["textDocument": ["uri": .string(screens), "languageId": "xml", "version": 1, "text": .string(broken)]]])
        var published: JSONValue?
        while let message = pipes.next() {
            if message["method"] == "textDocument/publishDiagnostics", message["params"]?["version"] == 1 {
                published = message["params"]
                break
            }
        }
        #expect(published?["diagnostics"]?[0]?["code"] == "TRL101")
        #expect(published?["diagnostics"]?[0]?["message"] == "unknown view `VStak`; did you mean `VStack`")

        pipes.send(["jsonrpc": "2.0", "id": 2, "method": "no/such/method"])
        #expect(pipes.response(to: 2)?["error"]?["code"]?.intValue == ErrorCode.methodNotFound)
        let marked = ProfileWorkspace.marking(ProfileWorkspace.screens, "<EditToggleRow", offset: 3)
        pipes.send(["jsonrpc": "2.0", "id": 3, "method": "textDocument/definition", "params": ["textDocument": ["uri": .string(screens)], "position": marked.cursor.json]])
        #expect(pipes.response(to: 3)?["result"]?[0]?["range"]?["start"] == ["line": 23, "character": 14])
        pipes.send(["jsonrpc": "2.0", "id": 4, "method": "shutdown"])
        #expect(pipes.response(to: 4)?["result"] == .null)
        pipes.send(["jsonrpc": "2.0", "method": "exit"])
        pipes.process.waitUntilExit()
        #expect(pipes.process.terminationStatus == 0)
    }
}

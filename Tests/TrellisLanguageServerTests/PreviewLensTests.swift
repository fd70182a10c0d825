import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisLanguageServer

/// "Preview" on each root view: the lens, then its command in a scripted session, which starts
/// the live preview, asks the editor to open it, and finds it again the second time.
@Suite struct PreviewLensTests {
    static let screen = """
    <trellis>
      <view name="Greeting" root="true">
        <state name="count" type="Int" initial="0"/>
        <body>
          <VStack>
            <Text>Taps: {count}</Text>
            <Button title="Tap" action="count += 1"/>
          </VStack>
        </body>
      </view>
      <view name="Row">
        <let name="title" type="String"/>
        <body><Text>{title}</Text></body>
      </view>
    </trellis>
    """

    @Test func eachRootViewHasAPreviewLensThatOpensItsLivePreview() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Greeting.xml", Self.screen)
        let session = try LSPSession(root: directory.path, initialize: false)
        let capabilities: JSONValue = ["window": ["showDocument": ["support": true]]]
        let initialized = try session.request("initialize", ["rootUri": .string(LSPSession.uri(directory.path)), "capabilities": capabilities])
        #expect(initialized["capabilities"]?["executeCommandProvider"]?["commands"] == ["trellis.preview"])
        session.notify("initialized", [:])

        let uri = session.uri("Greeting.xml")
        let lenses = try session.request("textDocument/codeLens", ["textDocument": ["uri": .string(uri)]]).arrayValue ?? []
        let previews = lenses.filter { $0["command"]?["title"]?.stringValue == "Preview" }
        // One for the root view; `Row`, which takes an input, has none.
        #expect(previews.count == 1)
        let lens = try #require(previews.first)
        #expect(lens["range"]?["start"]?["line"]?.intValue == 1)
        #expect(lens["command"]?["command"]?.stringValue == "trellis.preview")
        #expect(lens["command"]?["arguments"] == [.string(uri), "Greeting"])

        let opened = try session.request("workspace/executeCommand", ["command": "trellis.preview", "arguments": lens["command"]?["arguments"] ?? .null])
        let url = try #require(opened["uri"]?.stringValue)
        #expect(url.hasPrefix("http://127.0.0.1:"))
        let shown = try session.waitFor("window/showDocument")
        #expect(shown["uri"]?.stringValue == url)
        #expect(shown["external"]?.boolValue == true)

        // The page is the running screen's.
        let port = try #require(Int(url.dropFirst("http://127.0.0.1:".count).dropLast()))
        let page = try HTTPProbe.get(port: port)
        #expect(page.contains(#"<span class="text">Taps: 0</span>"#), "\(page)")

        // Running the command again shows the same preview, without a second one.
        let again = try session.request("workspace/executeCommand", ["command": "trellis.preview", "arguments": lens["command"]?["arguments"] ?? .null])
        #expect(again["uri"]?.stringValue == url)

        let unknown = try session.response("workspace/executeCommand", ["command": "trellis.other", "arguments": []])
        #expect(unknown["error"]?["message"]?.stringValue == "unknown command `trellis.other`; the server offers `trellis.preview`")
        #expect(try session.close() == 0)
    }
}

/// `GET /` over a raw socket, with the `Host` the live preview expects.
enum HTTPProbe {
    static func get(port: Int) throws -> String {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return "" }
        let request = Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: data, as: UTF8.self)
    }
}

import Foundation
import Testing
import TrellisSwiftCheck
import TrellisTestSupport
@testable import TrellisLanguageServer

/// The Swift pass in the editor: on save, swiftc's verdict joins the fast pass's diagnostics,
/// with `$/progress` while it runs; the next edit cancels it and clears its verdict.
@Suite struct SwiftPassOnSaveTests {
    static var toolchain: SwiftToolchain? {
        try? SwiftToolchain.locate(environment: ProcessInfo.processInfo.environment, runtimeModules: BuildProducts.modulesDirectory.path).get()
    }

    static let screen = """
    <view name="Counter" root="true">
      <state name="count" type="Int" initial="0"/>
      <body>
        <VStack>
          <Text>{count}</Text>
          <Button title="Add" action="count = count + 1.5"/>
        </VStack>
      </body>
    </view>

    """

    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func aSaveReportsSwiftcsErrorAtTheXMLAndAnEditClearsIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Counter.xml", Self.screen)
        let session = try LSPSession(root: directory.path, swiftToolchain: Self.toolchain, showsProgress: true)
        session.open("Counter.xml", Self.screen)
        // The fast pass accepts the screen: nothing is published for it.
        _ = try session.request("workspace/symbol", ["query": ""])
        #expect(!session.receivedNotifications().contains { $0["method"]?.stringValue == "textDocument/publishDiagnostics" })

        session.notify("textDocument/didSave", ["textDocument": ["uri": .string(session.uri("Counter.xml"))]])
        let begin = try session.waitFor("$/progress") { $0["value"]?["kind"]?.stringValue == "begin" }
        #expect(begin["value"]?["title"]?.stringValue == "Swift pass")
        let end = try session.waitFor("$/progress") { $0["token"] == begin["token"] && $0["value"]?["kind"]?.stringValue == "end" }
        #expect(end["value"]?["message"]?.stringValue == "1 error")
        let diagnostics = try session.diagnostics("Counter.xml")
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic["code"]?.stringValue == "TRL300")
        #expect(diagnostic["message"]?.stringValue == "cannot convert value of type `Double` to expected argument type `Int`")
        // `1.5` on line 6 (0-based 5), as swiftc underlines it.
        #expect(diagnostic["range"] == ["start": ["line": 5, "character": 50], "end": ["line": 5, "character": 53]])

        // An edit makes swiftc's verdict stale: it goes, and the fast pass speaks alone.
        session.change("Counter.xml", Self.screen.replacingOccurrences(of: "1.5", with: "2"), version: 2)
        #expect(try session.diagnostics("Counter.xml", version: 2).isEmpty)
        #expect(try session.close() == 0)
    }

    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func theNextEditCancelsAPassInProgress() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Counter.xml", Self.screen)
        let session = try LSPSession(root: directory.path, swiftToolchain: Self.toolchain, showsProgress: true)
        session.open("Counter.xml", Self.screen)
        _ = try session.request("workspace/symbol", ["query": ""])
        session.notify("textDocument/didSave", ["textDocument": ["uri": .string(session.uri("Counter.xml"))]])
        let begin = try session.waitFor("$/progress") { $0["value"]?["kind"]?.stringValue == "begin" }
        session.change("Counter.xml", Self.screen, version: 2)
        let end = try session.waitFor("$/progress") { $0["token"] == begin["token"] && $0["value"]?["kind"]?.stringValue == "end" }
        #expect(end["value"]?["message"]?.stringValue == "cancelled")
        _ = try session.request("workspace/symbol", ["query": ""])
        #expect(!session.receivedNotifications().contains { $0["method"]?.stringValue == "textDocument/publishDiagnostics" })
        #expect(try session.close() == 0)
    }

    @Test func withoutAToolchainASaveRunsNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Counter.xml", Self.screen)
        let session = try LSPSession(root: directory.path, showsProgress: true)
        session.open("Counter.xml", Self.screen)
        _ = try session.request("workspace/symbol", ["query": ""])
        session.notify("textDocument/didSave", ["textDocument": ["uri": .string(session.uri("Counter.xml"))]])
        // A request answered after the save shows the save was handled, and started nothing.
        _ = try session.request("workspace/symbol", ["query": ""])
        #expect(!session.receivedNotifications().contains { $0["method"]?.stringValue == "$/progress" })
        #expect(try session.close() == 0)
    }
}

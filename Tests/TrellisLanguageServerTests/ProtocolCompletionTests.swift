import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Completion after a value of `any Protocol` offers the protocol's requirements.
@Suite struct ProtocolCompletionTests {
    static let screens = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <protocol name="NoteStore" protocols="AnyObject">
            <property name="titles" type="[String]"/>
            <method name="add"><parameter label="_" type="String"/></method>
          </protocol>
          <view name="Panel" root="true">
            <let name="store" type="any NoteStore"/>
            <body>
              <Text content="{store.titles.count}"/>
            </body>
          </view>
        </trellis>
        """

    @Test func completionAfterAnExistentialOffersTheRequirements() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Screens.xml", Self.screens)
        let session = try LSPSession(root: directory.path)
        let marked = MarkedSource(Self.screens.replacingOccurrences(of: "content=\"{store.titles.count}\"", with: "content=\"{store.|}\""))
        session.open("Screens.xml", marked.text)
        let result = try session.request("textDocument/completion", at: "Screens.xml", marked)
        let labels = (result["items"]?.arrayValue ?? []).map { $0["label"]!.stringValue! }
        #expect(labels.sorted() == ["add", "titles"], "\(labels)")
    }
}

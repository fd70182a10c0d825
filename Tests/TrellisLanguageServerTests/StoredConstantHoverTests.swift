import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisLanguageServer

/// A view's `<let initial>` is stored, and its hover says so: when it is made, and that a
/// parent's update makes it again.
@Suite struct StoredConstantHoverTests {
    static let screens = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Fruits" root="true">
        <let name="fruits" type="[String]" initial="[&quot;Apple&quot;, &quot;Pear&quot;]"/>
        <let name="title" type="String" static="true" initial="&quot;Fruits&quot;"/>
        <body>
          <List>
            <Text>{Self.title}</Text>
            <ForEach items="fruits" item="fruit" id="\\.self"><Text>{fruit}</Text></ForEach>
          </List>
        </body>
      </view>
    </trellis>
    """

    @Test func hoverOfAConstantSaysItIsStoredAndWhenItIsMade() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Fruits.xml", Self.screens)
        let session = try LSPSession(root: directory.path)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        func hover(_ target: String, _ offset: Int) throws -> String {
            let marked = ProfileWorkspace.marking(Self.screens, target, offset: offset, occurrence: 0)
            return try session.request("textDocument/hover", at: "Fruits.xml", marked)["contents"]?["value"]?.stringValue ?? ""
        }
        let constant = try hover("items=\"fruits\"", 9)
        #expect(constant.contains("let fruits: [String]"), "\(constant)")
        #expect(constant.contains("made when its parent creates the view"), "\(constant)")
        #expect(!constant.contains("computed again"), "\(constant)")
        let typeConstant = try hover("name=\"title\"", 7)
        #expect(typeConstant.contains("static let title: String"), "\(typeConstant)")
        // Read through `Self.`, the static is the same symbol: hover and references reach it.
        let throughSelf = try hover("Self.title", 6)
        #expect(throughSelf.contains("static let title: String"), "\(throughSelf)")
        let references = try session.request("textDocument/references", at: "Fruits.xml", ProfileWorkspace.marking(Self.screens, "Self.title", offset: 6, occurrence: 0), extra: ["context": ["includeDeclaration": true]])
        #expect((references.arrayValue ?? []).count == 2, "\(references)")
    }
}

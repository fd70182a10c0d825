import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Completion after a value of a standard type offers the members the standard interface declares.
@Suite struct StandardMemberCompletionTests {
    @Test func completionAfterABoolOffersItsDeclaredMembers() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let session = try LSPSession(root: directory.path)
        let marked = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "isOn=\"{$isEditing}\"", with: "isOn=\"{isEditing.|}\""))
        session.open("Screens.xml", marked.text)
        let result = try session.request("textDocument/completion", at: "Screens.xml", marked)
        let labels = (result["items"]?.arrayValue ?? []).map { $0["label"]!.stringValue! }
        // `Bool` declares `description` and `toggle()`; its static `random()` is not an instance member.
        #expect(labels == ["description", "toggle"])
    }
}

import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Which files make the program when the editor names no workspace, or opens a file from
/// elsewhere; and the small accuracies of ranges and of what a state object re-evaluates.
@Suite struct WorkspaceRootTests {
    /// A session whose `initialize` names no root at all, as `vim file.xml` outside a project.
    static func sessionWithoutRoot(_ directory: String) throws -> LSPSession {
        let session = try LSPSession(root: directory, initialize: false)
        _ = try session.request("initialize", ["processId": .null, "rootUri": .null, "capabilities": [:]])
        session.notify("initialized", [:])
        return session
    }

    @Test func withoutARootTheOpenFilesFolderIsTheProgram() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let session = try Self.sessionWithoutRoot(directory.path)
        session.open("Screens.xml", ProfileWorkspace.screens, version: 1)
        // The models of the file beside it are found: no false "unknown type" errors.
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        let marked = ProfileWorkspace.marking(ProfileWorkspace.screens, "type=\"ProfileViewModel\"", offset: 10)
        let definition = try session.request("textDocument/definition", at: "Screens.xml", marked)
        #expect(definition[0]?["uri"]?.stringValue == session.uri("Models.xml"))
        // An error in the file beside it is published too, as `trellis check` of the folder shows it.
        let broken = ProfileWorkspace.models.replacingOccurrences(of: "type=\"User?\"", with: "type=\"Usr?\"")
        session.open("Models.xml", broken, version: 1)
        #expect(try session.diagnostics("Models.xml", version: 1).map { $0["code"] } == ["TRL102"])
        #expect(try session.close() == 0)
    }

    @Test func aFileOutsideTheWorkspaceDoesNotJoinItsProgram() throws {
        let workspace = try TemporaryDirectory()
        try workspace.write("Models.xml", ProfileWorkspace.models)
        try workspace.write("Screens.xml", ProfileWorkspace.screens)
        let elsewhere = try TemporaryDirectory()
        // Declares a view the workspace declares too: joined, both would be duplicates.
        let stray = ProfileWorkspace.screens
        try elsewhere.write("Stray.xml", stray)
        let session = try LSPSession(root: workspace.path)
        session.notify("textDocument/didOpen", ["textDocument": ["uri": .string(LSPSession.uri(elsewhere.path("Stray.xml"))), "languageId": "xml", "version": 1, "text": .string(stray)]])
        session.open("Screens.xml", ProfileWorkspace.screens, version: 1)
        let published = try DiagnosticsTests.settle(session)
        #expect(published.isEmpty, "\(published)")
        #expect(try session.close() == 0)
    }

    @Test func underlinesCoverTheWholeElementNameAndTheWholeValue() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        let screens = ProfileWorkspace.screens
            .replacingOccurrences(of: "<EditToggleRow isEditing=\"{$isEditing}\"/>", with: "<EditToggleRow isEditing=\"{isEditing}\"/>\n        <EditToggleRow/>")
            .replacingOccurrences(of: "<ProfileDetailView viewModel=\"{viewModel}\"/>", with: "<ProfileDetailVew viewModel=\"{viewModel}\"/>")
        try directory.write("Screens.xml", screens)
        let session = try LSPSession(root: directory.path)
        let published = try session.diagnostics("Screens.xml")
        let text = SourceText(screens)
        let underlined = published.map { diagnostic -> String in
            let range = TextRange(diagnostic["range"])!
            return "\(diagnostic["code"]!.stringValue!) " + text.slice(text.offset(of: range.start, encoding: .utf16), text.offset(of: range.end, encoding: .utf16))
        }
        #expect(underlined.sorted() == ["TRL101 <ProfileDetailVew", "TRL110 <EditToggleRow", "TRL207 {isEditing}"])
        #expect(try session.close() == 0)
    }

    @Test func aStateObjectSaysWhoReEvaluatesOnItsObservedProperties() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let session = try LSPSession(root: directory.path)
        let lenses = try session.request("textDocument/codeLens", ["textDocument": ["uri": .string(session.uri("Screens.xml"))]])
        let titles = (lenses.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1): \($0["command"]!["title"]!.stringValue!)" }
        #expect(titles.contains("4: its observed properties re-evaluate 1 view: ProfileScreen"))
        #expect(titles.contains("13: its observed properties re-evaluate 1 view: ProfileDetailView"))
        let marked = ProfileWorkspace.marking(ProfileWorkspace.screens, "<stateObject name=\"viewModel\"", offset: 20)
        let hover = try session.request("textDocument/hover", at: "Screens.xml", marked)["contents"]?["value"]?.stringValue ?? ""
        #expect(hover.contains("**When it publishes a change**, 1 view re-evaluates: `ProfileDetailView`."))
        #expect(try session.close() == 0)
    }
}

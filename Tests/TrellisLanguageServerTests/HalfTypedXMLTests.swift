import Foundation
import Testing
import TrellisTestSupport
@testable import TrellisLanguageServer

/// While a tag or a quote is open, the file does not parse: it shows its parse error and nothing
/// else, other files keep seeing its declarations, and hover, definition, outline, colouring and
/// completion go on working in it, as in Lemminx's and Volar's recovering scanners.
@Suite struct HalfTypedXMLTests {
    let directory: TemporaryDirectory
    let session: LSPSession

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        session = try LSPSession(root: directory.path)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        session.open("Screens.xml", ProfileWorkspace.screens, version: 1)
        session.open("Models.xml", ProfileWorkspace.models, version: 1)
        _ = try DiagnosticsTests.settle(session)
    }

    func hover(_ marked: MarkedSource) throws -> String {
        try session.request("textDocument/hover", at: "Screens.xml", marked)["contents"]?["value"]?.stringValue ?? ""
    }

    func labels(_ marked: MarkedSource) throws -> [String] {
        (try session.request("textDocument/completion", at: "Screens.xml", marked)["items"]?.arrayValue ?? []).map { $0["label"]!.stringValue! }
    }

    func definition(_ marked: MarkedSource) throws -> [String] {
        (try session.request("textDocument/definition", at: "Screens.xml", marked).arrayValue ?? []).map { location in
            let start = location["range"]!["start"]!
            return "\(URL(string: location["uri"]!.stringValue!)!.lastPathComponent):\(start["line"]!.intValue! + 1):\(start["character"]!.intValue! + 1)"
        }
    }

    func outline() throws -> [String] {
        let symbols = try session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.uri("Screens.xml"))]])
        return (symbols.arrayValue ?? []).map { "\($0["name"]!.stringValue!)@\($0["selectionRange"]!["start"]!["line"]!.intValue! + 1)" }
    }

    func tokenCount() throws -> Int {
        let result = try session.request("textDocument/semanticTokens/full", ["textDocument": ["uri": .string(session.uri("Screens.xml"))]])
        return (result["data"]?.arrayValue ?? []).count / 5
    }

    /// The codes last published for each file, once the edits sent are analyzed.
    func codesAfter(version: Int) throws -> [String: [String]] {
        var codes: [String: [String]] = [:]
        for (path, diagnostics) in try DiagnosticsTests.settle(session) {
            codes[URL(fileURLWithPath: path).lastPathComponent] = diagnostics.map { $0["code"]!.stringValue! }
        }
        return codes
    }

    @Test func aTagBeingTypedKeepsEveryFeatureOfTheFile() throws {
        let goodOutline = try outline()
        let goodTokens = try tokenCount()
        // A new line in the body with an open tag and an open quote: `{$` asks for completion.
        let typing = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(
            of: "<EditToggleRow isEditing=\"{$isEditing}\"/>\n",
            with: "<EditToggleRow isEditing=\"{$isEditing}\"/>\n        <EditToggleRow isEditing=\"{$|\n"
        ))
        session.change("Screens.xml", typing.text, version: 2)
        #expect(try codesAfter(version: 2) == ["Screens.xml": ["TRL001"]])
        #expect(try labels(typing) == ["isEditing", "viewModel", "session"])
        // Lines below the open tag moved by one: every answer is at the buffer's own positions.
        #expect(try hover(ProfileWorkspace.marking(typing.text, "<state name=\"isEditing\"", offset: 15)).contains("@State var isEditing: Bool"))
        #expect(try hover(ProfileWorkspace.marking(typing.text, "{$isEditing}", offset: 4, occurrence: 1)).contains("**Source of truth:**"))
        #expect(try definition(ProfileWorkspace.marking(typing.text, "<ProfileDetailView viewModel", offset: 3)) == ["Screens.xml:31:15"])
        #expect(try definition(ProfileWorkspace.marking(typing.text, "type=\"ProfileViewModel\"", offset: 10)) == ["Models.xml:6:16"])
        #expect(try outline() == goodOutline.map { entry in
            let parts = entry.split(separator: "@")
            let line = Int(parts[1])!
            return "\(parts[0])@\(line > 19 ? line + 1 : line)"
        })
        #expect(try tokenCount() == goodTokens)
        let highlights = try session.request("textDocument/documentHighlight", at: "Screens.xml", ProfileWorkspace.marking(typing.text, "<state name=\"isEditing\"", offset: 15))
        #expect(highlights.arrayValue?.count == 2)

        // The tag finished: the file parses again and its own errors come back.
        session.change("Screens.xml", typing.text.replacingOccurrences(of: "isEditing=\"{$\n", with: "isEditing=\"{$isEditng}\"/>\n"), version: 3)
        #expect(try codesAfter(version: 3) == ["Screens.xml": ["TRL103"]])
    }

    @Test func aDeletedQuoteKeepsTheRestOfTheFileWorking() throws {
        // The closing quote of an attribute deleted: nothing was typed to blank, so the element
        // the edit is in is left out, and the rest of the file stands at its own positions.
        let broken = MarkedSource(ProfileWorkspace.screens.replacingOccurrences(of: "isOn=\"{$isEditing}\"/>", with: "isOn=\"{$isEditing}/>"))
        session.change("Screens.xml", broken.text, version: 2)
        #expect(try codesAfter(version: 2) == ["Screens.xml": ["TRL001"]])
        #expect(try hover(ProfileWorkspace.marking(broken.text, "<binding name=\"isEditing\"", offset: 17)).contains("@Binding var isEditing: Bool"))
        #expect(try definition(ProfileWorkspace.marking(broken.text, "<ProfileDetailView viewModel", offset: 3)) == ["Screens.xml:30:15"])
        #expect(try outline().map { $0.split(separator: "@")[0] } == ["ProfileApp", "ProfileScreen", "EditToggleRow", "ProfileDetailView"])
    }

    @Test func otherFilesKeepSeeingTheDeclarationsOfAFileBeingTyped() throws {
        // A model's file with a new member half-typed, then with a declaration's own tag broken:
        // the screens that use its models get no false errors either way.
        let typing = ProfileWorkspace.models.replacingOccurrences(of: "</model>\n  <model name=\"SessionManager\">", with: "  <published name=\"age\" type=\"\n  </model>\n  <model name=\"SessionManager\">")
        session.change("Models.xml", typing, version: 2)
        #expect(try codesAfter(version: 2) == ["Models.xml": ["TRL001"]])

        let nameBroken = ProfileWorkspace.models.replacingOccurrences(of: "<model name=\"ProfileViewModel\">", with: "<model name=\"ProfileViewModel>")
        session.change("Models.xml", nameBroken, version: 3)
        #expect(try codesAfter(version: 3) == ["Models.xml": ["TRL001"]])
        // Definition into the broken file still finds the model.
        #expect(try definition(ProfileWorkspace.marking(ProfileWorkspace.screens, "type=\"ProfileViewModel\"", offset: 10)) == ["Models.xml:6:16"])

        // Saved broken and closed: the disk is what counts, as for `trellis check`.
        try directory.write("Models.xml", nameBroken)
        session.notify("textDocument/didClose", ["textDocument": ["uri": .string(session.uri("Models.xml"))]])
        _ = try session.waitFor("textDocument/publishDiagnostics") { params in
            params["uri"]?.stringValue == session.uri("Screens.xml") && !(params["diagnostics"]?.arrayValue ?? []).isEmpty
        }
    }

    @Test func aFileOpenedBrokenRecoversFromTheDisk() throws {
        let broken = ProfileWorkspace.screens.replacingOccurrences(of: "<VStack>\n", with: "<VStack>\n        <Text\n")
        session.notify("textDocument/didClose", ["textDocument": ["uri": .string(session.uri("Screens.xml"))]])
        session.open("Screens.xml", broken, version: 5)
        #expect(try codesAfter(version: 5) == ["Screens.xml": ["TRL001"]])
        #expect(try hover(ProfileWorkspace.marking(broken, "<state name=\"isEditing\"", offset: 15)).contains("@State var isEditing: Bool"))
    }
}

/// Folding and linked editing read the markup alone: they work in a file that does not parse.
@Suite struct MarkupEditingTests {
    @Test func elementsAndCommentsFoldAndTagNamesEditTogether() throws {
        let directory = try TemporaryDirectory()
        let source = ProfileWorkspace.screens.replacingOccurrences(of: "<trellis>\n", with: "<trellis>\n  <!-- The app\n       and its screens -->\n")
        try directory.write("Screens.xml", source)
        try directory.write("Models.xml", ProfileWorkspace.models)
        let session = try LSPSession(root: directory.path)
        // Half-typed: an open tag in the app's body.
        let typing = source.replacingOccurrences(of: "<ProfileScreen>\n", with: "<ProfileScreen>\n            <Text\n")
        session.open("Screens.xml", typing)
        let folds = try session.request("textDocument/foldingRange", ["textDocument": ["uri": .string(session.uri("Screens.xml"))]])
        let described = (folds.arrayValue ?? []).map { "\($0["startLine"]!.intValue! + 1)-\($0["endLine"]!.intValue! + 1)\($0["kind"]?.stringValue.map { " " + $0 } ?? "")" }
        // `<trellis>`, the app's view, its body, `<ProfileScreen>`, ... and the comment.
        #expect(described.prefix(4) == ["2-38", "5-12", "7-11", "8-10"])
        #expect(described.contains("3-4 comment"))
        let onStart = ProfileWorkspace.marking(typing, "<ProfileScreen>", offset: 3)
        let linked = try session.request("textDocument/linkedEditingRange", at: "Screens.xml", onStart)
        let ranges = (linked["ranges"]?.arrayValue ?? []).map { "\($0["start"]!["line"]!.intValue! + 1):\($0["start"]!["character"]!.intValue! + 1)-\($0["end"]!["character"]!.intValue! + 1)" }
        #expect(ranges == ["8:8-21", "11:9-22"])
        let onEnd = ProfileWorkspace.marking(typing, "</ProfileScreen>", offset: 4)
        #expect(try session.request("textDocument/linkedEditingRange", at: "Screens.xml", onEnd)["ranges"] == linked["ranges"])
        #expect(try session.close() == 0)
    }
}

/// Every character of the models' file deleted in turn, each deletion undone before the
/// next: whenever the file no longer parses, the screens that use its models get no false
/// errors, and the file itself shows its parse errors alone.
@Suite struct RecoverySweepTests {
    @Test func aDeletionThatBreaksTheFileNeverReachesOtherFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let session = try LSPSession(root: directory.path)
        session.open("Models.xml", ProfileWorkspace.models, version: 1)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        let scalars = Array(ProfileWorkspace.models.unicodeScalars)
        var version = 1
        var broken = 0
        for index in scalars.indices {
            var edited = String.UnicodeScalarView()
            edited.append(contentsOf: scalars[..<index])
            edited.append(contentsOf: scalars[(index + 1)...])
            version += 1
            session.change("Models.xml", String(edited), version: version)
            let published = try DiagnosticsTests.settle(session)
            let models = published.first { $0.key.hasSuffix("/Models.xml") }?.value ?? []
            if models.contains(where: { $0["code"] == "TRL001" }) {
                broken += 1
                #expect(models.allSatisfy { $0["code"] == "TRL001" }, "deleting character \(index)")
                #expect(!published.keys.contains { $0.hasSuffix("/Screens.xml") }, "deleting character \(index): \(published.mapValues { $0.map { $0["message"]!.stringValue! } })")
            }
            version += 1
            session.change("Models.xml", ProfileWorkspace.models, version: version)
            #expect(try DiagnosticsTests.settle(session).isEmpty, "after undoing deletion \(index)")
        }
        #expect(broken > 60)
        #expect(try session.close() == 0)
    }
}

/// A quote typed at every fourth place of the screens' file, each undone before the next: while
/// the file does not parse, its outline still lists its four views.
@Suite struct QuoteSweepTests {
    @Test func theOutlineSurvivesAQuoteTypedAnywhere() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let session = try LSPSession(root: directory.path)
        session.open("Screens.xml", ProfileWorkspace.screens, version: 1)
        let scalars = Array(ProfileWorkspace.screens.unicodeScalars)
        var version = 1
        var broken = 0
        for index in stride(from: 0, to: scalars.count, by: 4) {
            var edited = String.UnicodeScalarView()
            edited.append(contentsOf: scalars[..<index])
            edited.append("\"")
            edited.append(contentsOf: scalars[index...])
            version += 1
            session.change("Screens.xml", String(edited), version: version)
            let published = try DiagnosticsTests.settle(session)
            guard published.values.contains(where: { $0.contains { $0["code"] == "TRL001" } }) else { continue }
            broken += 1
            let outline = try session.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.uri("Screens.xml"))]])
            #expect(outline.arrayValue?.map { $0["name"]!.stringValue! } == ["ProfileApp", "ProfileScreen", "EditToggleRow", "ProfileDetailView"], "a quote at \(index)")
            #expect(!published.keys.contains { $0.hasSuffix("/Models.xml") })
            version += 1
            session.change("Screens.xml", ProfileWorkspace.screens, version: version)
        }
        #expect(broken > 100)
        #expect(try session.close() == 0)
    }
}

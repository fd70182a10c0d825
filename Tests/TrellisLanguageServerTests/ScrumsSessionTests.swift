import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

/// A daily user's requests over Scrumdinger (`Samples/Scrums`), where they once answered nothing:
/// the content of named slots (`<label>`, `<header>`), view-building functions and computed views,
/// the fields of structs written in Swift (`<let>`, `<var>`), and enums' cases and properties.
@Suite struct ScrumsSessionTests {
    static let files = ["Meeting.xml", "ScrumDetail.xml", "ScrumEditor.xml", "ScrumExtras.xml", "ScrumModels.xml", "ScrumNotes.xml", "ScrumReports.xml", "ScrumsList.xml", "ScrumsTabs.xml"]

    static func text(_ file: String) throws -> String {
        try String(contentsOfFile: PackagePaths.path("Samples/Scrums/\(file)"), encoding: .utf8)
    }

    static func workspace() throws -> (TemporaryDirectory, LSPSession) {
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file, try text(file)) }
        return (directory, try LSPSession(root: directory.path))
    }

    /// `File.xml:line` of each location, sorted.
    static func places(_ result: JSONValue) -> [String] {
        let locations = result.arrayValue ?? (result == .null ? [] : [result])
        return locations.map { location in
            "\(URL(string: location["uri"]!.stringValue!)!.lastPathComponent):\(location["range"]!["start"]!["line"]!.intValue! + 1)"
        }.sorted()
    }

    func marking(_ file: String, _ target: String, _ offset: Int) throws -> MarkedSource {
        ProfileWorkspace.marking(try Self.text(file), target, offset: offset)
    }

    @Test func slotsContentAndViewMembersAnswer() throws {
        let (directory, session) = try Self.workspace()
        defer { withExtendedLifetime(directory) {} }
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        func hover(_ file: String, _ marked: MarkedSource) throws -> String {
            try session.request("textDocument/hover", at: file, marked)["contents"]?["value"]?.stringValue ?? ""
        }
        // A view placed in a link's `<label>`, and a computed view placed in a section's `<header>`.
        #expect(Self.places(try session.request("textDocument/definition", at: "ScrumsList.xml", try marking("ScrumsList.xml", "<ScrumRow scrum", 2))) == ["ScrumsList.xml:113"])
        #expect(Self.places(try session.request("textDocument/definition", at: "ScrumsList.xml", try marking("ScrumsList.xml", "<listHeader/>", 2))) == ["ScrumsList.xml:43"])
        let callSites = try session.request("textDocument/references", at: "ScrumsList.xml", try marking("ScrumsList.xml", "name=\"ScrumRow\"", 7), extra: ["context": ["includeDeclaration": false]])
        #expect(Self.places(callSites) == ["ScrumsList.xml:108", "ScrumsTabs.xml:39"])
        // The view's hover counts the call site in the label.
        #expect(try hover("ScrumsList.xml", try marking("ScrumsList.xml", "name=\"ScrumRow\"", 7)).contains("Instantiated at 2 call sites."))
        // A view-building function and a computed view, where placed and where declared.
        #expect(try hover("ScrumsList.xml", try marking("ScrumsList.xml", "<row scrum", 2)).contains("@ViewBuilder func row(for scrum: DailyScrum) -> some View"))
        #expect(try hover("ScrumsList.xml", try marking("ScrumsList.xml", "<function name=\"row\"", 17)).contains("@ViewBuilder func row(for scrum: DailyScrum) -> some View"))
        #expect(try hover("ScrumsList.xml", try marking("ScrumsList.xml", "<listHeader/>", 2)).contains("@ViewBuilder var listHeader: some View"))
        #expect(try session.close() == 0)
    }

    @Test func fieldsOfStructsWrittenInSwiftAreDeclarations() throws {
        let (directory, session) = try Self.workspace()
        defer { withExtendedLifetime(directory) {} }
        #expect(Self.places(try session.request("textDocument/definition", at: "ScrumsList.xml", try marking("ScrumsList.xml", "{scrum.title}", 8))) == ["ScrumModels.xml:13"])
        let uses = try session.request("textDocument/references", at: "ScrumModels.xml", try marking("ScrumModels.xml", "name=\"title\"", 7), extra: ["context": ["includeDeclaration": true]])
        #expect(Self.places(uses) == ["Meeting.xml:26", "ScrumDetail.xml:52", "ScrumEditor.xml:17", "ScrumEditor.xml:21", "ScrumEditor.xml:40", "ScrumModels.xml:13", "ScrumsList.xml:117"])
        #expect(try session.close() == 0)
    }

    @Test func enumsCasesAndPropertiesAreNamed() throws {
        let (directory, session) = try Self.workspace()
        defer { withExtendedLifetime(directory) {} }
        func hover(_ file: String, _ marked: MarkedSource) throws -> String {
            try session.request("textDocument/hover", at: file, marked)["contents"]?["value"]?.stringValue ?? ""
        }
        // A case given as a model's initial value.
        let initial = try marking("ScrumModels.xml", "initial=\".asListed\"", 11)
        #expect(Self.places(try session.request("textDocument/definition", at: "ScrumModels.xml", initial)) == ["ScrumModels.xml:48"])
        #expect(try hover("ScrumModels.xml", initial).contains("case asListed"))
        let asListed = try session.request("textDocument/references", at: "ScrumModels.xml", try marking("ScrumModels.xml", "name=\"asListed\"", 7), extra: ["context": ["includeDeclaration": true]])
        #expect(Self.places(asListed) == ["ScrumModels.xml:48", "ScrumModels.xml:57"])
        // A property of an enum written in Swift, reached through a struct's field.
        #expect(try hover("ScrumDetail.xml", try marking("ScrumDetail.xml", "{scrum.theme.name}", 14)).contains("var name: String"))
        #expect(Self.places(try session.request("textDocument/definition", at: "ScrumDetail.xml", try marking("ScrumDetail.xml", "scrum.theme.mainColor", 13))) == ["ScrumModels.xml:30"])
        let mainColor = try session.request("textDocument/references", at: "ScrumModels.xml", try marking("ScrumModels.xml", "name=\"mainColor\"", 7), extra: ["context": ["includeDeclaration": true]])
        #expect(Self.places(mainColor) == ["ScrumDetail.xml:32", "ScrumExtras.xml:33", "ScrumModels.xml:30"])
        #expect(try session.close() == 0)
    }

    static let sorting = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <enum name="Sorting">
        <case name="byName"/>
        <case name="byDate"/>
      </enum>
      <view name="SortedList" root="true">
        <state name="sorting" type="Sorting" initial=".byName"/>
        <body>
          <VStack>
            <Text>{sorting == .byDate}</Text>
            <Button title="By date" action="sorting = Sorting.byDate"/>
          </VStack>
        </body>
      </view>
    </trellis>
    """

    @Test func aCaseIsFoundWhereverItIsWritten() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Sorted.xml", Self.sorting)
        let session = try LSPSession(root: directory.path)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        let implicit = ProfileWorkspace.marking(Self.sorting, "== .byDate", offset: 5)
        #expect(Self.places(try session.request("textDocument/definition", at: "Sorted.xml", implicit)) == ["Sorted.xml:5"])
        let uses = try session.request("textDocument/references", at: "Sorted.xml", implicit, extra: ["context": ["includeDeclaration": true]])
        #expect(Self.places(uses) == ["Sorted.xml:11", "Sorted.xml:12", "Sorted.xml:5"])
        let highlights = try session.request("textDocument/documentHighlight", at: "Sorted.xml", ProfileWorkspace.marking(Self.sorting, "Sorting.byDate", offset: 10))
        #expect(highlights.arrayValue?.count == 3)
        // The state's initial `.byName` is the other case.
        let byName = try session.request("textDocument/references", at: "Sorted.xml", ProfileWorkspace.marking(Self.sorting, "name=\"byName\"", offset: 7), extra: ["context": ["includeDeclaration": true]])
        #expect(Self.places(byName) == ["Sorted.xml:4", "Sorted.xml:8"])
        // Not renamed: a case's name may be its raw value.
        #expect(try session.request("textDocument/prepareRename", at: "Sorted.xml", implicit) == .null)
        #expect(try session.close() == 0)
    }

    @Test func completionOffersEnumsMembersAndCases() throws {
        let (directory, session) = try Self.workspace()
        defer { withExtendedLifetime(directory) {} }
        /// Opens `file` with the marked text and completes at the marker.
        func labels(_ file: String, _ marked: MarkedSource) throws -> [String] {
            session.open(file, marked.text, version: 1)
            let result = try session.request("textDocument/completion", at: file, marked)
            return (result["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        }
        // An instance of an enum written in Swift: its value, its identity and its properties.
        let detail = try Self.text("ScrumDetail.xml").replacingOccurrences(of: "<Text>{scrum.theme.name}</Text>", with: "<Text>{scrum.theme.|}</Text>")
        #expect(try labels("ScrumDetail.xml", MarkedSource(detail)) == ["rawValue", "id", "name", "mainColor"])
        // A declaration's initial value, of its declared enum: in a view and in a model.
        let list = try Self.text("ScrumsList.xml").replacingOccurrences(
            of: "<state name=\"query\" type=\"String\" initial=\"&quot;&quot;\"/>",
            with: "<state name=\"query\" type=\"String\" initial=\"&quot;&quot;\"/><state name=\"order\" type=\"SpeakerOrder\" initial=\".|\"/>"
        )
        #expect(try labels("ScrumsList.xml", MarkedSource(list)) == ["asListed", "shuffled", "alphabetical"])
        #expect(try labels("ScrumModels.xml", try marking("ScrumModels.xml", "initial=\".asListed\"", 10)) == ["asListed", "shuffled", "alphabetical"])
        // The app's enum as a parameter of the app's modifier, and as an input of a view it declares.
        let themes = [".yellow", ".orange", ".teal", ".indigo", ".poppy", ".sky"]
        let meeting = try Self.text("Meeting.xml").replacingOccurrences(of: "<cardStyle theme=\"{scrum.theme}\"", with: "<cardStyle theme=\".|\"")
        #expect(try labels("Meeting.xml", MarkedSource(meeting)) == themes)
        let extras = try Self.text("ScrumExtras.xml").replacingOccurrences(of: "<ThemeSwatch theme=\"{theme}\"", with: "<ThemeSwatch theme=\".|\"")
        #expect(try labels("ScrumExtras.xml", MarkedSource(extras)) == themes)
        #expect(try session.close() == 0)
    }

    /// Typos a user makes in `ScrumsList.xml`, each with the one quick fix the server offers.
    static let typos: [(String, String, String)] = [
        ("<ScrumRow scrum=\"{scrum}\"/>", "<ScrumRw scrum=\"{scrum}\"/>", "replace `ScrumRw` with `ScrumRow`"),
        ("{scrum.title}", "{scrum.titel}", "replace `titel` with `title`"),
        ("<searchable text=\"{$query}\"", "<searchable text=\"{query}\"", "insert `$`: pass the binding"),
        ("<ScrumRow scrum=\"{scrum}\"/>", "<ScrumRow/>", "pass `scrum`"),
        ("<font value=\".headline\"/>", "<fnt value=\".headline\"/>", "replace `fnt` with `font`"),
        // The member keeps its dot.
        ("<font value=\".headline\"/>", "<font value=\".headlin\"/>", "replace `.headlin` with `.headline`"),
        ("action=\"store.sortByTitle()\"", "action=\"store.sortBytitle()\"", "replace `sortBytitle` with `sortByTitle`"),
        ("type=\"DailyScrum\"/>\n    <body>", "type=\"DailyScrm\"/>\n    <body>", "replace `DailyScrm` with `DailyScrum`"),
    ]

    @Test func eachTyposFixChecksClean() throws {
        for (right, wrong, title) in Self.typos {
            let directory = try TemporaryDirectory()
            for file in Self.files { try directory.write(file, try Self.text(file)) }
            // The first place it is written.
            var typed = try Self.text("ScrumsList.xml")
            let place = try #require(typed.range(of: right), "\(right)")
            typed.replaceSubrange(place, with: wrong)
            try directory.write("ScrumsList.xml", typed)
            let session = try LSPSession(root: directory.path)
            let actions = try session.request("textDocument/codeAction", [
                "textDocument": ["uri": .string(session.uri("ScrumsList.xml"))],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 100_000, "character": 0]],
                "context": ["diagnostics": []],
            ]).arrayValue ?? []
            #expect(actions.map { $0["title"]?.stringValue } == [title], "\(wrong)")
            #expect(try session.close() == 0)
            guard let edit = actions.first?["edit"] else { continue }
            try apply(edit)
            let after = try CompilerDriver().check([directory.path]).diagnostics.filter { $0.severity == .error || $0.severity == .warning }
            #expect(after.isEmpty, "after \(title): \(after.map(\.message.text))")
        }
    }

    /// A view placed in a link's `<label>` is renamed there too, so the program still checks clean.
    @Test func renamingAViewPlacedInASlotChecksClean() throws {
        let (directory, session) = try Self.workspace()
        defer { withExtendedLifetime(directory) {} }
        let edit = try session.request("textDocument/rename", at: "ScrumsList.xml", try marking("ScrumsList.xml", "name=\"ScrumRow\"", 7), extra: ["newName": "ScrumRowView"])
        #expect(try session.close() == 0)
        let counts = (edit["changes"]?.objectValue ?? [:]).mapValues { $0.arrayValue?.count ?? 0 }
        #expect(counts == [session.uri("ScrumsList.xml"): 2, session.uri("ScrumsTabs.xml"): 1])
        try apply(edit)
        let after = try CompilerDriver().check([directory.path]).diagnostics.filter { $0.severity == .error || $0.severity == .warning }
        #expect(after.isEmpty, "\(after.map(\.message.text))")
    }
}

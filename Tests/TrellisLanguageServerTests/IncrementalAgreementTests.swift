import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

/// The server keeps each view's check while nothing it read changed; after every edit of a
/// scripted series, its diagnostics for the whole workspace still equal `trellis check`'s on the
/// same text, including edits that change what other, unedited views are told.
@Suite struct IncrementalAgreementTests {
    /// Each step is one edit of `ProfileWorkspace`'s `Screens.xml` (each of the original text, so
    /// that every step undoes the one before); the codes the step must produce.
    static let steps: [(String, @Sendable (String) -> String, Set<String>)] = [
        ("a misspelled name in a body", { $0.replacingOccurrences(of: "{displayName}", with: "{displayNam}") }, ["TRL103"]),
        ("a child's binding made a let: its unedited caller's `$` is now wrong",
         { $0.replacingOccurrences(of: "<binding name=\"isEditing\" type=\"Bool\"/>", with: "<let name=\"isEditing\" type=\"Bool\"/>") }, ["TRL206", "TRL208"]),
        ("lines added above every view: every location moves", { $0.replacingOccurrences(of: "<trellis>\n", with: "<trellis>\n\n\n") }, []),
        ("a child's observedObject made a stateObject: its caller passes an object it holds",
         { $0.replacingOccurrences(of: "<observedObject name=\"viewModel\" type=\"ProfileViewModel\"/>", with: "<stateObject name=\"viewModel\" type=\"ProfileViewModel\" initial=\"ProfileViewModel()\"/>") }, ["TRL202"]),
        ("the environment object no longer provided by the app, nor by the host",
         { $0.replacingOccurrences(of: "<environmentObject value=\"session\"/>", with: "").replacingOccurrences(of: " hostProvides=\"SessionManager\"", with: "") }, ["TRL205"]),
        ("a view renamed: its call site names nothing", { $0.replacingOccurrences(of: "<view name=\"EditToggleRow\">", with: "<view name=\"EditToggleRows\">") }, ["TRL101"]),
        ("back to the start", { $0 }, []),
    ]

    @Test func everyEditAgreesWithTheCLIOnTheWholeWorkspace() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        // Views in other files that the edits never touch, whose checks are kept.
        for index in 0..<5 {
            try directory.write("Counter\(index).xml", ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter\(index)"))
        }
        let session = try LSPSession(root: directory.path)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        session.open("Screens.xml", ProfileWorkspace.screens, version: 1)
        _ = try DiagnosticsTests.settle(session)

        var version = 1
        var keptAny = false
        for (step, edit, codes) in Self.steps {
            let text = edit(ProfileWorkspace.screens)
            version += 1
            // The CLI reads the disk; the server the buffer, which holds the same text.
            try directory.write("Screens.xml", text)
            session.change("Screens.xml", text, version: version)
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path))
            #expect(server == cli, "after \(step)")
            #expect(Set(cli.map(\.code)).isSuperset(of: codes), "after \(step): \(cli)")
            if codes.isEmpty { #expect(cli.isEmpty, "after \(step): \(cli)") }
            let cache = session.server.queue.sync { session.server.workspace.analysisCache }
            keptAny = keptAny || cache.lastKept > 0
        }
        // The untouched files' views were not checked again.
        #expect(keptAny)
        #expect(try session.close() == 0)
    }

    @Test func aBodyEditChecksOnlyTheEditedView() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<20 {
            try directory.write("Screen\(index).xml", ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter\(index)"))
        }
        let session = try LSPSession(root: directory.path)
        _ = try DiagnosticsTests.settle(session)
        let cache = session.server.workspace.analysisCache
        #expect(session.server.queue.sync { cache.lastChecked } == 20)
        let wholeRuns = session.server.queue.sync { cache.wholeProgramRuns }
        let broken = ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter7").replacingOccurrences(of: "{count}", with: "{cont}")
        session.open("Screen7.xml", broken, version: 2)
        #expect(try session.diagnostics("Screen7.xml", version: 2).map { $0["code"] } == ["TRL103"])
        #expect(session.server.queue.sync { (cache.lastChecked, cache.lastKept) } == (1, 19))
        // A body-only edit runs no whole-program rule: their results are kept.
        #expect(session.server.queue.sync { (cache.wholeProgramRuns, cache.bodyEditRuns) } == (wholeRuns, 1))
        #expect(try session.close() == 0)
    }

    /// A body edit whose check changes what the whole-program rules read (a view placed, an
    /// environment object injected) runs them; a declaration edit does too; either way the
    /// diagnostics are `trellis check`'s.
    @Test func anEditTheProgramRulesReadRunsThem() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        let session = try LSPSession(root: directory.path)
        session.open("Screens.xml", ProfileWorkspace.screens, version: 1)
        _ = try DiagnosticsTests.settle(session)
        let cache = session.server.workspace.analysisCache
        let edits: [(String, String, Bool)] = [
            ("a text typed in a body", ProfileWorkspace.screens.replacingOccurrences(of: "Sesión iniciada", with: "Sesión abierta"), false),
            ("the injection removed", ProfileWorkspace.screens.replacingOccurrences(of: "<environmentObject value=\"session\"/>", with: ""), true),
            ("a second row placed", ProfileWorkspace.screens.replacingOccurrences(of: "<EditToggleRow isEditing=\"{$isEditing}\"/>", with: "<EditToggleRow isEditing=\"{$isEditing}\"/><EditToggleRow isEditing=\"{$isEditing}\"/>"), true),
            ("a state's type changed", ProfileWorkspace.screens.replacingOccurrences(of: "<state name=\"isEditing\" type=\"Bool\"", with: "<state name=\"isEditing\" type=\"Int\""), true),
        ]
        for (version, (step, text, runsRules)) in edits.enumerated() {
            let before = session.server.queue.sync { cache.wholeProgramRuns }
            try directory.write("Screens.xml", text)
            session.change("Screens.xml", text, version: version + 2)
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            #expect(server == DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path, fast: true)), "after \(step)")
            #expect(session.server.queue.sync { cache.wholeProgramRuns } == before + (runsRules ? 1 : 0), "after \(step)")
        }
        #expect(try session.close() == 0)
    }
}

/// An edit of a view's declaration checks again that view and the views whose checks read its
/// declaration (its call sites), and no other; the whole-program rules run again over the kept
/// checks, and the diagnostics are `trellis check`'s.
@Suite struct DeclarationEditTests {
    static let badge = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Badge">
        <let name="value" type="Int"/>
        <body>
          <Text>{value}</Text>
        </body>
      </view>
    </trellis>
    """

    @Test func aDeclarationEditChecksOnlyTheViewsThatReadIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Badge.xml", Self.badge)
        for index in 0..<20 {
            var screen = ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter\(index)")
            // Two screens place the badge: they read its declaration.
            if index == 3 || index == 4 { screen = screen.replacingOccurrences(of: "<Text>Count: {count}</Text>", with: "<Badge value=\"{count}\"/>") }
            try directory.write("Screen\(index).xml", screen)
        }
        let session = try LSPSession(root: directory.path)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        session.open("Badge.xml", Self.badge, version: 1)
        _ = try DiagnosticsTests.settle(session)
        let cache = session.server.workspace.analysisCache
        let (wholeRuns, interfaceRuns) = session.server.queue.sync { (cache.wholeProgramRuns, cache.interfaceEditRuns) }

        // The input's type changed: both call sites now pass the wrong type.
        let edits = [
            Self.badge.replacingOccurrences(of: "<let name=\"value\" type=\"Int\"/>", with: "<let name=\"value\" type=\"String\"/>"),
            Self.badge.replacingOccurrences(of: "<let name=\"value\" type=\"Int\"/>", with: "<let name=\"value\" type=\"Itn\"/>"),
            Self.badge,
        ]
        for (offset, text) in edits.enumerated() {
            try directory.write("Badge.xml", text)
            session.change("Badge.xml", text, version: offset + 2)
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path, fast: true))
            #expect(server == cli, "after edit \(offset)")
            #expect(cli.isEmpty == (text == Self.badge), "after edit \(offset): \(cli)")
            // Badge, Counter3 and Counter4 checked again; the other 18 views kept.
            #expect(session.server.queue.sync { (cache.lastChecked, cache.lastKept) } == (3, 18), "after edit \(offset)")
        }
        #expect(session.server.queue.sync { (cache.wholeProgramRuns, cache.interfaceEditRuns) } == (wholeRuns, interfaceRuns + 3))
        #expect(try session.close() == 0)
    }
}

/// An edit of a model, struct, enum or file constant checks again only the views whose checks
/// (or the signatures they read) looked that declaration up; every other view's check is kept.
@Suite struct TypeDeclarationEditTests {
    static let models = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <model name="Library">
        <published name="titles" type="[String]" initial="[]"/>
      </model>
      <struct name="Tag">
        <field name="label" type="String"/>
      </struct>
      <enum name="Sorting">
        <case name="byName"/>
        <case name="byDate"/>
      </enum>
      <let name="appName" type="String"/>
    </trellis>
    """

    /// Twenty counters; `Counter3` reads the model, `Counter4` the enum, `Counter5` the struct
    /// through its `let` and `Counter6` the file constant; `Badge` takes a `Tag` and `Counter7` places it.
    static func screens() -> [String: String] {
        var files: [String: String] = [:]
        for index in 0..<20 {
            var screen = ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter\(index)")
            let reading: [Int: (String, String)] = [
                3: ("<observedObject name=\"library\" type=\"Library\"/>", "<Text>{library.titles.count}</Text>"),
                4: ("<state name=\"sorting\" type=\"Sorting\" initial=\".byName\"/>", "<Text>{sorting == .byDate}</Text>"),
                5: ("<let name=\"tag\" type=\"Tag\"/>", "<Text>{tag.label}</Text>"),
                6: ("", "<Text>{appName}</Text>"),
                7: ("", "<Badge tag=\"{Tag(label: &quot;new&quot;)}\"/>"),
            ]
            if let (declaration, text) = reading[index] {
                screen = screen.replacingOccurrences(of: "<body>", with: declaration + "\n    <body>")
                screen = screen.replacingOccurrences(of: "<Text>Count: {count}</Text>", with: text)
            }
            files["Screen\(index).xml"] = screen
        }
        files["Badge.xml"] = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <view name="Badge">
            <let name="tag" type="Tag"/>
            <body>
              <Text>#</Text>
            </body>
          </view>
        </trellis>
        """
        return files
    }

    @Test func aTypeDeclarationEditChecksOnlyTheViewsThatReadIt() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", Self.models)
        for (name, text) in Self.screens() { try directory.write(name, text) }
        let session = try LSPSession(root: directory.path)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        session.open("Models.xml", Self.models, version: 1)
        _ = try DiagnosticsTests.settle(session)
        let cache = session.server.workspace.analysisCache

        // Each edit of `Models.xml`, and the views it checks again, in a workspace of 21 views.
        // No edit moves a line: a declaration whose location moved is a changed declaration.
        let edits: [(String, String, String, Set<String>, [String])] = [
            ("a model's member added", "<published name=\"titles\" type=\"[String]\" initial=\"[]\"/>",
             "<published name=\"titles\" type=\"[String]\" initial=\"[]\"/> <published name=\"isLoading\" type=\"Bool\" initial=\"false\"/>", [], ["Counter3"]),
            ("a model's member's type changed", "<published name=\"titles\" type=\"[String]\" initial=\"[]\"/>",
             "<published name=\"titles\" type=\"String\" initial=\"&quot;&quot;\"/>", [], ["Counter3"]),
            ("a model's member renamed", "<published name=\"titles\"", "<published name=\"names\"", ["TRL105"], ["Counter3"]),
            // The last edit is undone too: `Library` changes again, and `Counter3` reported an error.
            ("an enum's case added", "<case name=\"byDate\"/>", "<case name=\"byDate\"/> <case name=\"bySize\"/>", [], ["Counter3", "Counter4"]),
            ("an enum's case removed", "<case name=\"byDate\"/>", "", ["TRL105"], ["Counter4"]),
            ("a struct's field renamed", "<field name=\"label\"", "<field name=\"title\"", ["TRL105", "TRL110", "TRL111"], ["Badge", "Counter4", "Counter5", "Counter7"]),
            ("a struct's field's type changed", "<field name=\"label\" type=\"String\"/>", "<field name=\"label\" type=\"Int\"/>", ["TRL112"], ["Badge", "Counter5", "Counter7"]),
            ("a file constant's type changed", "<let name=\"appName\" type=\"String\"/>", "<let name=\"appName\" type=\"Int\"/>", [], ["Badge", "Counter5", "Counter6", "Counter7"]),
            ("back to the start", "", "", [], ["Counter6"]),
        ]
        for (offset, (step, search, replacement, codes, checked)) in edits.enumerated() {
            let text = search.isEmpty ? Self.models : Self.models.replacingOccurrences(of: search, with: replacement)
            #expect(search.isEmpty || text != Self.models, "\(step)")
            try directory.write("Models.xml", text)
            session.change("Models.xml", text, version: offset + 2)
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path, fast: true))
            #expect(server == cli, "after \(step)")
            #expect(Set(cli.map(\.code)) == codes, "after \(step): \(cli)")
            #expect(session.server.queue.sync { cache.lastCheckedNames } == checked, "after \(step)")
            #expect(session.server.queue.sync { cache.lastKept } == 21 - checked.count, "after \(step)")
        }
        #expect(try session.close() == 0)
    }
}

/// Which files an edit of a buffer looks at again: only the buffer, when the editor watches the
/// files on disk and reports their changes; every file's state on disk otherwise.
@Suite struct FilesOnDiskTests {
    static func screen(_ name: String, reading identifier: String = "count") -> String {
        ScreenSamples.counter.replacingOccurrences(of: "Counter", with: name).replacingOccurrences(of: "{count}", with: "{\(identifier)}")
    }

    static func codes(_ session: LSPSession) throws -> [String: [String]] {
        var codes: [String: [String]] = [:]
        for reported in DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)) {
            codes[URL(fileURLWithPath: reported.file).lastPathComponent, default: []].append(reported.code)
        }
        return codes
    }

    @Test func aWatchingEditorIsAskedToWatchTheScreensAndItsReportsAreSeen() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.xml", Self.screen("A"))
        try directory.write("B.xml", Self.screen("B"))
        let session = try LSPSession(root: directory.path, watchesFiles: true)
        #expect(try Self.codes(session).isEmpty)
        let registration = session.receivedNotifications().first { $0["method"] == "client/registerCapability" }
        #expect(registration?["params"]?["registrations"]?[0]?["method"] == "workspace/didChangeWatchedFiles")
        #expect(registration?["params"]?["registrations"]?[0]?["registerOptions"]?["watchers"]?[0]?["globPattern"] == "**/*.xml")
        session.open("A.xml", Self.screen("A"), version: 1)
        _ = try Self.codes(session)

        // Changed on disk and reported: seen.
        try directory.write("B.xml", Self.screen("B", reading: "cont"))
        session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(session.uri("B.xml")), "type": 2]]])
        #expect(try Self.codes(session) == ["B.xml": ["TRL103"]])
        // An edit of the buffer parses only the buffer; B's error stays.
        session.change("A.xml", Self.screen("A", reading: "cnt"), version: 2)
        #expect(try Self.codes(session) == ["A.xml": ["TRL103"], "B.xml": ["TRL103"]])
        #expect(session.server.queue.sync { session.server.workspace.lastParsedCount } == 1)
        #expect(try session.close() == 0)
    }

    @Test func withoutWatchingAChangeOnDiskIsSeenAtTheNextEdit() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.xml", Self.screen("A"))
        try directory.write("B.xml", Self.screen("B"))
        let session = try LSPSession(root: directory.path)
        #expect(try Self.codes(session).isEmpty)
        #expect(!session.receivedNotifications().contains { $0["method"] == "client/registerCapability" })
        session.open("A.xml", Self.screen("A"), version: 1)
        _ = try Self.codes(session)
        // Changed on disk by another program, and not reported: the next edit sees it.
        try directory.write("B.xml", Self.screen("B", reading: "cont"))
        session.change("A.xml", Self.screen("A", reading: "cnt"), version: 2)
        #expect(try Self.codes(session) == ["A.xml": ["TRL103"], "B.xml": ["TRL103"]])
        #expect(try session.close() == 0)
    }
}

/// An edit of a view's signature that changes no view's program facts runs again only the
/// whole-program rules that read that signature: those over the edited view, and rules 5 and 10
/// for each environment value whose consumers changed. An edit of whether a view is a root runs
/// them all. Either way the diagnostics are `trellis check`'s.
@Suite struct ProgramRuleInvalidationTests {
    static let badge = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <model name="Session">
        <published name="user" type="String" initial="&quot;&quot;"/>
      </model>
      <view name="Badge">
        <let name="value" type="Int"/>
        <environmentObject name="session" type="Session"/>
        <body>
          <Text>{value} {session.user}</Text>
        </body>
      </view>
    </trellis>
    """

    /// `Badge` beside twenty counter screens, two of which place it, each injecting its own
    /// session: checked clean, with `Badge.xml` open. The directory lives as long as the session.
    private static func openBadgeBesideInjectingScreens() throws -> (TemporaryDirectory, LSPSession) {
        let directory = try TemporaryDirectory()
        try directory.write("Badge.xml", badge)
        for index in 0..<20 {
            var screen = ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter\(index)")
            if index == 3 || index == 4 {
                screen = screen.replacingOccurrences(of: "<body>", with: "<stateObject name=\"session\" type=\"Session\" initial=\"Session()\"/>\n    <body>")
                screen = screen.replacingOccurrences(of: "<Text>Count: {count}</Text>", with: "<Badge value=\"{count}\"><environmentObject value=\"session\"/></Badge>")
            }
            try directory.write("Screen\(index).xml", screen)
        }
        let session = try LSPSession(root: directory.path)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        session.open("Badge.xml", badge, version: 1)
        _ = try DiagnosticsTests.settle(session)
        return (directory, session)
    }

    @Test func aSignatureEditRunsOnlyTheRulesThatReadIt() throws {
        let (directory, session) = try Self.openBadgeBesideInjectingScreens()
        let cache = session.server.workspace.analysisCache
        let wholeRuns = session.server.queue.sync { cache.wholeProgramRuns }
        let allViews = ["Badge"] + (0..<20).map { "Counter\($0)" }.sorted()

        // Each edit of the original text (what changed is from the edit before): whether it checks clean, the views whose whole-program
        // rules run again, and the environment values whose rules 5 and 10 do.
        let edits: [(String, String, String, Bool, [String], [String])] = [
            ("an input's type changed", "<let name=\"value\" type=\"Int\"/>", "<let name=\"value\" type=\"String\"/>", false, ["Badge"], []),
            ("an input added with a default", "<let name=\"value\" type=\"Int\"/>",
             "<let name=\"value\" type=\"Int\"/><let name=\"label\" type=\"String\" initial=\"&quot;#&quot;\"/>", true, ["Badge"], []),
            ("a required input added", "<let name=\"value\" type=\"Int\"/>", "<let name=\"value\" type=\"Int\"/><let name=\"limit\" type=\"Int\"/>", false, ["Badge"], []),
            // Both injections of `Session` are now never consumed (TRL215).
            ("the environment object removed", "<environmentObject name=\"session\" type=\"Session\"/>", "", false, ["Badge"], ["Session"]),
            ("the environment object made an observed object", "<environmentObject name=\"session\"", "<observedObject name=\"session\"", false, ["Badge"], []),
            ("back to the start", "", "", true, ["Badge"], ["Session"]),
            // Roots start every environment path: all of the rules run again.
            ("made a root", "<view name=\"Badge\">", "<view name=\"Badge\" root=\"true\">", false, allViews, ["Session"]),
            ("back to the start", "", "", true, allViews, ["Session"]),
        ]
        for (offset, (step, search, replacement, clean, ruleViews, values)) in edits.enumerated() {
            let text = search.isEmpty ? Self.badge : Self.badge.replacingOccurrences(of: search, with: replacement)
            #expect(search.isEmpty || text != Self.badge, "\(step)")
            try directory.write("Badge.xml", text)
            session.change("Badge.xml", text, version: offset + 2)
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path, fast: true))
            #expect(server == cli, "after \(step)")
            #expect(cli.isEmpty == clean, "after \(step): \(cli)")
            let (views, environmentValues, checked) = session.server.queue.sync { (cache.lastProgramRuleViews, cache.lastEnvironmentValues, cache.lastCheckedNames) }
            #expect(views == ruleViews, "after \(step)")
            #expect(environmentValues == values, "after \(step)")
            // The badge and its two callers are checked again; the other views' checks are kept.
            #expect(checked == ["Badge", "Counter3", "Counter4"], "after \(step)")
        }
        #expect(session.server.queue.sync { cache.wholeProgramRuns } == wholeRuns)
        #expect(try session.close() == 0)
    }

    /// `badge` with a second view below the badge, whose state follows an input a caller changes
    /// (TRL204, a whole-program rule's warning, kept while only the badge is edited).
    static let badgeAndCaption = badge.replacingOccurrences(of: "  </view>\n</trellis>", with: """
      </view>
      <view name="Caption">
        <let name="start" type="Int"/>
        <state name="shown" type="Int" initial="start"/>
        <body>
          <Text>{shown}</Text>
        </body>
      </view>
    </trellis>
    """)

    /// Edits that add or remove a line move every location below it, the caption's call sites
    /// and diagnostics included: they are checked as the edit of the badge's declaration alone,
    /// and what was derived from the caption reads as the new lines. A renamed view checks again
    /// only itself and the views that name the old or the new name.
    @Test func aMemberOnALineOfItsOwnAndARenameCheckOnlyWhatReadsThem() throws {
        #expect(Self.badgeAndCaption != Self.badge)
        let directory = try TemporaryDirectory()
        try directory.write("Badge.xml", Self.badgeAndCaption)
        for index in 0..<20 {
            var screen = ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter\(index)")
            if index == 3 || index == 4 {
                screen = screen.replacingOccurrences(of: "<body>", with: "<stateObject name=\"session\" type=\"Session\" initial=\"Session()\"/>\n    <body>")
                screen = screen.replacingOccurrences(of: "<Text>Count: {count}</Text>", with: "<Badge value=\"{count}\"><environmentObject value=\"session\"/></Badge>")
            }
            if index == 5 { screen = screen.replacingOccurrences(of: "<Text>Count: {count}</Text>", with: "<Caption start=\"{count}\"/>") }
            try directory.write("Screen\(index).xml", screen)
        }
        let session = try LSPSession(root: directory.path)
        #expect(Set(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)).map(\.code)) == ["TRL204"])
        session.open("Badge.xml", Self.badgeAndCaption, version: 1)
        _ = try DiagnosticsTests.settle(session)
        let cache = session.server.workspace.analysisCache
        let wholeRuns = session.server.queue.sync { cache.wholeProgramRuns }
        let value = "    <let name=\"value\" type=\"Int\"/>\n"
        let badgeAndCallers = ["Badge", "Counter3", "Counter4"]
        let counters = (0..<20).map { "Counter\($0)" }
        let allViews = (["Badge", "Caption"] + counters).sorted()
        let renamedViews = (["Badge", "Captions"] + counters).sorted()

        // Each edit of the original text: the codes after it, the views checked again, the views
        // whose whole-program rules run again (`nil`: a whole analysis, every view's) and the
        // environment values whose rules 5 and 10 do.
        let edits: [(String, String, String, Set<String>, [String], [String]?, [String])] = [
            ("a state added on a line of its own", value, value + "    <state name=\"extra\" type=\"Int\" initial=\"0\"/>\n",
             ["TRL204", "TRL214"], badgeAndCallers, ["Badge"], []),
            ("back to the start", "", "", ["TRL204"], badgeAndCallers, ["Badge"], []),
            ("an input removed on a line of its own", value, "", ["TRL204", "TRL103", "TRL111"], badgeAndCallers, ["Badge"], []),
            ("back to the start", "", "", ["TRL204"], badgeAndCallers, ["Badge"], []),
            ("a function added on lines of its own", value,
             value + "    <function name=\"nextValue\" returns=\"Int\">\n      return value + 1\n    </function>\n",
             ["TRL204"], badgeAndCallers, ["Badge"], []),
            ("back to the start", "", "", ["TRL204"], badgeAndCallers, ["Badge"], []),
            // The first declaration of a `Session` consumer is now `other`.
            ("an environment object added on a line of its own", value, value + "    <environmentObject name=\"other\" type=\"Session\"/>\n",
             ["TRL204"], badgeAndCallers, ["Badge"], ["Session"]),
            ("back to the start", "", "", ["TRL204"], badgeAndCallers, ["Badge"], ["Session"]),
            // Its call site now names no view: `Counter5` is checked again, and no other view;
            // the symbol table and the signatures change for the caption alone, and the
            // whole-program rules run again over the kept facts, which name it.
            ("the caption renamed", "<view name=\"Caption\">", "<view name=\"Captions\">", ["TRL101"], ["Captions", "Counter5"], renamedViews, ["Session"]),
            // `Counter5` reported something: it is checked again, as it would be anyway.
            ("back to the start", "", "", ["TRL204"], ["Caption", "Counter5"], allViews, ["Session"]),
            // A name another declaration has: the symbol table is made again, in a whole analysis.
            ("the caption renamed like the badge", "<view name=\"Caption\">", "<view name=\"Badge\">", ["TRL100", "TRL101"], ["Counter5"], nil, ["Session"]),
            ("back to the start", "", "", ["TRL204"], ["Caption", "Counter5"], nil, ["Session"]),
        ]
        var wholeAnalyses = 0
        let renameRuns = session.server.queue.sync { cache.viewRenameRuns }
        for (offset, (step, search, replacement, codes, checkedViews, ruleViews, values)) in edits.enumerated() {
            let text = search.isEmpty ? Self.badgeAndCaption : Self.badgeAndCaption.replacingOccurrences(of: search, with: replacement)
            #expect(search.isEmpty || text != Self.badgeAndCaption, "\(step)")
            try directory.write("Badge.xml", text)
            session.change("Badge.xml", text, version: offset + 2)
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path, fast: true))
            #expect(server == cli, "after \(step)")
            #expect(Set(cli.map(\.code)) == codes, "after \(step): \(cli)")
            let (views, environmentValues, checked, kept) = session.server.queue.sync {
                (cache.lastProgramRuleViews, cache.lastEnvironmentValues, cache.lastCheckedNames, cache.lastKept)
            }
            #expect(checked == checkedViews, "after \(step)")
            // The caption that lost its name to the badge is no view.
            let viewCount = codes.contains("TRL100") ? 21 : 22
            #expect(kept == viewCount - checkedViews.count, "after \(step)")
            if let ruleViews {
                #expect(views == ruleViews, "after \(step)")
            } else {
                wholeAnalyses += 1
                #expect(views.count == viewCount, "after \(step)")
            }
            #expect(environmentValues == values, "after \(step)")
        }
        #expect(session.server.queue.sync { cache.wholeProgramRuns } == wholeRuns + wholeAnalyses)
        #expect(wholeAnalyses == 2)
        #expect(session.server.queue.sync { cache.viewRenameRuns } == renameRuns + 2)
        #expect(try session.close() == 0)
    }

    /// An edit of a model's members, its name and place as they were, updates the symbol table
    /// for that model alone, checks the declarations again and the views whose checks read the
    /// model, and runs no whole-program rule: they read the model only through the views'
    /// signatures, which name it and are unchanged.
    @Test func aModelsMembersEditedCheckOnlyTheViewsThatReadIt() throws {
        let (directory, session) = try Self.openBadgeBesideInjectingScreens()
        let cache = session.server.workspace.analysisCache
        let (wholeRuns, modelRuns) = session.server.queue.sync { (cache.wholeProgramRuns, cache.modelEditRuns) }
        let user = "<published name=\"user\" type=\"String\" initial=\"&quot;&quot;\"/>"
        let readers = ["Badge", "Counter3", "Counter4"]

        // Each edit of the original text: the codes after it, and the views checked again
        // (`nil`: a whole analysis, which keeps the checks that read nothing it changed).
        let edits: [(String, String, String, Set<String>, [String]?)] = [
            ("a member's type changed", user, user.replacingOccurrences(of: "\"String\" initial=\"&quot;&quot;\"", with: "\"Int\" initial=\"0\""), [], readers),
            ("back to the start", "", "", [], readers),
            ("a member added", user, user + "<published name=\"isLoading\" type=\"Bool\" initial=\"false\"/>", [], readers),
            // The declaration's own error, which the views do not see.
            ("a member's type misspelled", user, user.replacingOccurrences(of: "type=\"String\"", with: "type=\"Strng\""), ["TRL102"], readers),
            // The badge reads `session.user`, which no longer exists.
            ("a member renamed", "<published name=\"user\"", "<published name=\"userName\"", ["TRL105"], readers),
            ("back to the start", "", "", [], readers),
            // A member named like a type is the symbol table's to report: a whole analysis.
            ("a member named like a type", "<published name=\"user\"", "<published name=\"Badge\"", ["TRL105", "TRL108"], nil),
            ("back to the start", "", "", [], nil),
        ]
        var wholeAnalyses = 0
        for (offset, (step, search, replacement, codes, checkedViews)) in edits.enumerated() {
            let text = search.isEmpty ? Self.badge : Self.badge.replacingOccurrences(of: search, with: replacement)
            #expect(search.isEmpty || text != Self.badge, "\(step)")
            try directory.write("Badge.xml", text)
            session.change("Badge.xml", text, version: offset + 2)
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path, fast: true))
            #expect(server == cli, "after \(step)")
            #expect(Set(cli.map(\.code)) == codes, "after \(step): \(cli)")
            let (views, environmentValues, checked, kept) = session.server.queue.sync {
                (cache.lastProgramRuleViews, cache.lastEnvironmentValues, cache.lastCheckedNames, cache.lastKept)
            }
            if let checkedViews {
                #expect(checked == checkedViews, "after \(step)")
                #expect(kept == 21 - checkedViews.count, "after \(step)")
                #expect(views.isEmpty && environmentValues.isEmpty, "after \(step): \(views), \(environmentValues)")
            } else {
                wholeAnalyses += 1
                #expect(views.count == 21, "after \(step)")
            }
        }
        #expect(session.server.queue.sync { cache.wholeProgramRuns } == wholeRuns + wholeAnalyses)
        #expect(session.server.queue.sync { cache.modelEditRuns } == modelRuns + edits.count - wholeAnalyses)
        #expect(try session.close() == 0)
    }
}


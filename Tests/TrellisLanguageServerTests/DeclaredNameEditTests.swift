import Foundation
import Testing
import TrellisBenchSupport
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer
@testable import TrellisSemantics

/// A model or an enum renamed, and a file added or removed, declare and remove names: only the
/// views whose checks or signatures read one of those names (found or not) are checked again and
/// have their signatures made again; the others keep both, and the results of the rules over
/// their bodies. The diagnostics are `trellis check`'s.
@Suite struct DeclaredNameEditTests {
    static let library = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <enum name="Sorting">
        <case name="byName"/>
        <case name="byDate"/>
      </enum>
      <model name="Library">
        <published name="titles" type="[String]" initial="[]"/>
      </model>
      <view name="Shelf">
        <observedObject name="library" type="Library"/>
        <state name="sorting" type="Sorting" initial=".byName"/>
        <body>
          <Text>{library.titles.count} {sorting == .byDate}</Text>
        </body>
      </view>
    </trellis>
    """

    static let extra = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <model name="Drafts">
        <published name="count" type="Int" initial="0"/>
      </model>
      <view name="Extra">
        <stateObject name="drafts" type="Drafts" initial="Drafts()"/>
        <state name="note" type="String?" initial="nil"/>
        <body>
          <Text>{drafts.count} {note ?? ""}</Text>
        </body>
      </view>
    </trellis>
    """

    /// `Library.xml` beside twenty counters: `Counter3` reads the model and `Counter4` the enum,
    /// each by a property's type; `Counter6` has an optional state, whose type's check once read
    /// which names are declared. Checked clean, with `Library.xml` open.
    private static func openLibraryBesideCounters() throws -> (TemporaryDirectory, LSPSession) {
        let directory = try TemporaryDirectory()
        try directory.write("Library.xml", library)
        for index in 0..<20 {
            var screen = ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter\(index)")
            let declarations = [
                3: "<observedObject name=\"library\" type=\"Library\"/>",
                4: "<let name=\"sorting\" type=\"Sorting\"/>",
                6: "<state name=\"note\" type=\"String?\" initial=\"nil\"/>",
            ]
            if let declaration = declarations[index] { screen = screen.replacingOccurrences(of: "<body>", with: declaration + "\n    <body>") }
            if index == 6 { screen = screen.replacingOccurrences(of: "{count}", with: "{count} {note ?? \"\"}") }
            try directory.write("Screen\(index).xml", screen)
        }
        let session = try LSPSession(root: directory.path, watchesFiles: true)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        session.open("Library.xml", library, version: 1)
        _ = try DiagnosticsTests.settle(session)
        return (directory, session)
    }

    @Test func renamedTypesAndFilesAddedAndRemovedCheckOnlyTheViewsThatReadTheirNames() throws {
        let (directory, session) = try Self.openLibraryBesideCounters()
        let cache = session.server.workspace.analysisCache
        let renamedModel = Self.library.replacingOccurrences(of: "Library", with: "Catalog")
        let renamedEnum = Self.library.replacingOccurrences(of: "Sorting", with: "Order")

        // Each edit: its codes, the views checked again, the views whose signatures are made
        // again (the others are kept), and the views whose modifiers are placed again (those
        // whose declarations changed), in a workspace of `views` views.
        enum Edit { case library(String), added, removed }
        let edits: [(String, Edit, Set<String>, [String], [String], Int, Int)] = [
            // `Counter3` still names `Library`, which no longer exists.
            ("the model renamed with its uses in its file", .library(renamedModel), ["TRL102"], ["Counter3", "Shelf"], ["Counter3", "Shelf"], 1, 21),
            ("back to the start", .library(Self.library), [], ["Counter3", "Shelf"], ["Counter3", "Shelf"], 1, 21),
            ("the enum renamed with its uses in its file", .library(renamedEnum), ["TRL102"], ["Counter4", "Shelf"], ["Counter4", "Shelf"], 1, 21),
            ("back to the start", .library(Self.library), [], ["Counter4", "Shelf"], ["Counter4", "Shelf"], 1, 21),
            // A new file's model and view: only the new view is checked.
            ("a file added on disk", .added, [], ["Extra"], ["Extra"], 1, 22),
            ("the file removed from disk", .removed, [], [], [], 0, 21),
        ]
        var version = 1
        for (step, edit, codes, checkedViews, madeSignatures, placementsMade, views) in edits {
            switch edit {
            case .library(let text):
                try directory.write("Library.xml", text)
                version += 1
                session.change("Library.xml", text, version: version)
            case .added:
                try directory.write("Extra.xml", Self.extra)
                session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(session.uri("Extra.xml")), "type": 1]]])
            case .removed:
                try FileManager.default.removeItem(atPath: directory.path + "/Extra.xml")
                session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(session.uri("Extra.xml")), "type": 3]]])
            }
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path, fast: true))
            #expect(server == cli, "after \(step)")
            #expect(Set(cli.map(\.code)) == codes, "after \(step): \(cli)")
            let (checked, kept, signaturesKept, signaturesMade, viewRulesKept) = session.server.queue.sync {
                (cache.lastCheckedNames, cache.lastKept, cache.lastSignaturesKept, cache.lastSignaturesMade, cache.lastViewRulesKept)
            }
            let (placementsKept, placementsMadeAgain) = session.server.queue.sync { (cache.lastPlacementsKept, cache.lastPlacementsMade) }
            #expect(placementsMadeAgain == placementsMade, "after \(step)")
            #expect(placementsKept == views - placementsMade, "after \(step)")
            #expect(checked == checkedViews, "after \(step)")
            #expect(kept == views - checkedViews.count, "after \(step)")
            #expect(signaturesMade == madeSignatures.count, "after \(step)")
            #expect(signaturesKept == views - madeSignatures.count, "after \(step)")
            // No body presents another view: the rules over each kept check's body are kept.
            #expect(viewRulesKept == views - checkedViews.count, "after \(step)")
        }
        #expect(try session.close() == 0)
    }

    /// The declarations other than views are checked one at a time, and a check that read none
    /// of the names declared or removed is kept: a model or an enum renamed checks again only
    /// its own declaration's checks, and a file added only its own declarations' (each screen
    /// declares a model and an enum, with their members' code: four checks). A rename tells the
    /// whole-program rules nothing new (no view's check tells them anything else), so their last
    /// results are kept and only the rules over the signatures made again run; a file added or
    /// removed changes the views, and runs them all. The diagnostics are `trellis check`'s.
    @Test func renamesAndFilesCheckOnlyTheirOwnDeclarationsAndRenamesKeepTheProgramRules() throws {
        let directory = try TemporaryDirectory()
        try directory.write("\(ScreenCorpus.sessionFileName).xml", ScreenCorpus.sessionXML)
        for index in 0..<6 { try directory.write("Screen\(index).xml", ScreenCorpus.xml(index)) }
        let session = try LSPSession(root: directory.path, watchesFiles: true)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        let screen = ScreenCorpus.xml(3)
        session.open("Screen3.xml", screen, version: 1)
        _ = try DiagnosticsTests.settle(session)
        let cache = session.server.workspace.analysisCache
        enum Edit { case screen(String), added, removed }
        // Each edit: the declaration checks made again, and whether the program rules were kept.
        let edits: [(String, Edit, Int, Bool)] = [
            ("the model renamed with its uses", .screen(screen.replacingOccurrences(of: "Model3", with: "Model3Renamed")), 2, true),
            ("back to the start", .screen(screen), 2, true),
            ("the enum renamed with its uses", .screen(screen.replacingOccurrences(of: "Phase3", with: "Phase3Renamed")), 2, true),
            ("back to the start", .screen(screen), 2, true),
            ("a file added on disk", .added, 4, false),
            ("the file removed from disk", .removed, 0, false),
        ]
        let checks = session.server.queue.sync { cache.lastDeclarationChecksKept + cache.lastDeclarationChecksMade }
        var version = 1
        for (step, edit, made, keepsProgramRules) in edits {
            let runsBefore = session.server.queue.sync { cache.wholeRunsKeepingProgramRules }
            switch edit {
            case .screen(let text):
                try directory.write("Screen3.xml", text)
                version += 1
                session.change("Screen3.xml", text, version: version)
            case .added:
                try directory.write("Screen6.xml", ScreenCorpus.xml(6))
                session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(session.uri("Screen6.xml")), "type": 1]]])
            case .removed:
                try FileManager.default.removeItem(atPath: directory.path + "/Screen6.xml")
                session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(session.uri("Screen6.xml")), "type": 3]]])
            }
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path, fast: true))
            #expect(server == cli, "after \(step)")
            #expect(cli.isEmpty, "after \(step): \(cli)")
            let (kept, madeAgain, runsAfter) = session.server.queue.sync {
                (cache.lastDeclarationChecksKept, cache.lastDeclarationChecksMade, cache.wholeRunsKeepingProgramRules)
            }
            #expect(madeAgain == made, "after \(step)")
            #expect(kept == checks + (step == "a file added on disk" ? 4 : 0) - made, "after \(step)")
            #expect((runsAfter == runsBefore + 1) == keepsProgramRules, "after \(step)")
        }
        #expect(try session.close() == 0)
    }

    static let links = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Links" root="true">
        <body>
          <NavigationStack>
            <NavigationLink destination="{Detail(title: &quot;First&quot;)}">
              <Text>Open</Text>
            </NavigationLink>
          </NavigationStack>
        </body>
      </view>
    </trellis>
    """

    static let detail = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Detail">
        <let name="title" type="String"/>
        <body>
          <Text>{title}</Text>
        </body>
      </view>
    </trellis>
    """

    /// A view's modifiers and slot attributes are placed once (`ModifierPlacement`) and the
    /// placement kept while the view's declaration and the views it looked up are unchanged: a
    /// destination written as an attribute, `{Detail(title: …)}`, is placed as the element it
    /// names only while `Detail` is declared, so removing or adding `Detail`'s file places
    /// `Links` again. Its diagnostics are then `trellis check`'s.
    @Test func aKeptPlacementIsMadeAgainWhenAViewItLookedUpIsRemovedOrDeclared() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Links.xml", Self.links)
        try directory.write("Detail.xml", Self.detail)
        for index in 0..<5 { try directory.write("Counter\(index).xml", ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter\(index)")) }
        let session = try LSPSession(root: directory.path, watchesFiles: true)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        let cache = session.server.workspace.analysisCache
        // Each step: whether `Detail.xml` is there, whether anything is reported, and the
        // placements made again and kept.
        for (step, present, reports, made, kept) in [
            ("Detail.xml removed", false, true, 1, 5), ("Detail.xml added back", true, false, 2, 5),
            ("Detail.xml removed again", false, true, 1, 5),
        ] {
            if present {
                try directory.write("Detail.xml", Self.detail)
            } else {
                try FileManager.default.removeItem(atPath: directory.path + "/Detail.xml")
            }
            session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(session.uri("Detail.xml")), "type": .int(present ? 1 : 3)]]])
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path, fast: true))
            #expect(server == cli, "after \(step)")
            #expect(cli.isEmpty != reports, "after \(step): \(cli)")
            let placements = session.server.queue.sync { (cache.lastPlacementsMade, cache.lastPlacementsKept) }
            #expect(placements.0 == made && placements.1 == kept, "after \(step): \(placements) made and kept")
        }
        #expect(try session.close() == 0)
    }
}

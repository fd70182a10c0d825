import Foundation
import Testing
import Trellis
import TrellisPreview
import TrellisTestSupport
@testable import TrellisSamples

/// The preview of every root view of the samples, as `trellis preview` draws it, is kept in
/// `PreviewGoldens/` (the screen alone, one file per view; the page around it once, in
/// `page.html`). A difference fails with a unified diff; `TRELLIS_UPDATE_GOLDENS=1 swift test
/// --filter PreviewGolden` rewrites them, to be reviewed in a browser and in the diff.
@MainActor
@Suite struct PreviewGoldenTests {
    static let goldens = URL(fileURLWithPath: PackagePaths.path("Tests/EndToEndTests/PreviewGoldens"))
    static let updates = ProcessInfo.processInfo.environment["TRELLIS_UPDATE_GOLDENS"] == "1"

    /// Each sample's root view (`root="true"`), mounted as `trellis preview` mounts it: with a
    /// new object for each type its `hostProvides` names.
    static let roots: [(name: String, mount: @MainActor () -> ViewHost)] = [
        ("Agenda", { ViewHost(Agenda()) }),
        ("ArticlesScreen", { ViewHost(ArticlesScreen()) }),
        ("AtlasScreen", { ViewHost(AtlasScreen()) }),
        ("BookshelfScreen", { ViewHost(BookshelfScreen()) }),
        ("ChecklistScreen", { ViewHost(ChecklistScreen()) }),
        ("ChoreBoard", { ViewHost(ChoreBoard()) }),
        ("CounterScreen", { ViewHost(CounterScreen()) }),
        ("DraggableMorph", { ViewHost(DraggableMorph()) }),
        ("FeedScreen", { ViewHost(FeedScreen()) }),
        ("GenericCardsScreen", { ViewHost(GenericCardsScreen()) }),
        ("TapTallyScreen", { ViewHost(TapTallyScreen()) }),
        ("GradeBook", { ViewHost(GradeBook()) }),
        ("GroceryScreen", { ViewHost(GroceryScreen()) }),
        ("InboxScreen", { ViewHost(InboxScreen()) }),
        ("JournalScreen", { ViewHost(JournalScreen()) }),
        ("MatchScreen", { ViewHost(MatchScreen()) }),
        ("NotesScreen", { ViewHost(NotesScreen()) }),
        ("PhotoBoard", { ViewHost(PhotoBoard()) }),
        ("ProfileScreen", { ViewHost(ProfileScreen().environmentObject(SessionManager())) }),
        ("ReadingList", { ViewHost(ReadingList()) }),
        ("ScoreBoard", { ViewHost(ScoreBoard()) }),
        ("ScrumNotesScreen", { ViewHost(ScrumNotesScreen()) }),
        ("ScrumPreferences", { ViewHost(ScrumPreferences()) }),
        ("ScrumReports", { ViewHost(ScrumReports()) }),
        ("ScrumsApp", { ViewHost(ScrumsApp()) }),
        ("ScrumsTabsApp", { ViewHost(ScrumsTabsApp()) }),
        ("StandardMembersScreen", { ViewHost(StandardMembersScreen()) }),
        ("StoresScreen", { ViewHost(StoresScreen()) }),
        ("TallyScreen", { ViewHost(TallyScreen()) }),
        ("TaskListScreen", { ViewHost(TaskListScreen()) }),
        ("ThemedCards", { ViewHost(ThemedCards()) }),
        ("TrailPicker", { ViewHost(TrailPicker()) }),
        ("TruckOrdersScreen", { ViewHost(TruckOrdersScreen()) }),
        ("UploadScreen", { ViewHost(UploadScreen()) }),
    ]

    /// Compares `actual` with the golden `name`, or writes it when updating.
    static func compare(_ actual: String, golden name: String) throws {
        let url = goldens.appendingPathComponent(name)
        if updates {
            try actual.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        guard let golden = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("missing preview golden \(name); run TRELLIS_UPDATE_GOLDENS=1 swift test --filter PreviewGolden")
            return
        }
        if golden != actual {
            Issue.record("the preview of \(name) changed; review it and run TRELLIS_UPDATE_GOLDENS=1 swift test --filter PreviewGolden:\n\(TextDiff.unified(expected: golden, actual: actual, expectedName: name, actualName: "preview"))")
        }
    }

    /// One line per element, so that a change shows as a readable diff.
    static func lines(_ html: String) -> String {
        html.replacingOccurrences(of: "><", with: ">\n<") + "\n"
    }

    @Test func everySampleRootViewMatchesItsGolden() throws {
        for root in Self.roots {
            try Self.compare(Self.lines(PreviewPage.screen(for: root.mount())), golden: "\(root.name).html")
        }
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: Self.goldens.path))
        #expect(names == Set(Self.roots.map { "\($0.name).html" } + ["page.html"]), "one golden per root view, and no stale goldens")
    }

    @Test func thePageAroundTheScreenMatchesItsGolden() throws {
        try Self.compare(PreviewPage.html(for: ViewHost(TallyScreen()), title: "TallyScreen"), golden: "page.html")
    }

    /// Every root view of the samples is in the table above, so none goes without a golden.
    @Test func theTableNamesEveryRootViewOfTheSamples() throws {
        var declared: [String] = []
        for path in PackagePaths.xmlFiles(under: PackagePaths.samples) where !path.contains("/Mistakes/") {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let pattern = try NSRegularExpression(pattern: #"<view name="([A-Za-z0-9_]+)"[^>]*root="true""#)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                declared.append(String(text[Range(match.range(at: 1), in: text)!]))
            }
        }
        #expect(declared.sorted() == Self.roots.map(\.name).sorted())
    }
}

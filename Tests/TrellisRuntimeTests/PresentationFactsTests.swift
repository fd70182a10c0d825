import Testing
import Trellis

// The facts of the "Presentation" section of shared/swiftui-facts.md, one test each, named after it.

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        VStack {
            Text("\(name) \(count)")
            Button("Count") { count += 1 }
        }
        .onAppear { print("\(name) appear") }
        .onDisappear { print("\(name) disappear") }
    }
}

private struct SheetPresenter: View {
    @State private var isShowing = false
    var body: some View {
        VStack {
            Text(isShowing ? "showing" : "hidden")
            Button("Show") { isShowing = true }
        }
        .onAppear { print("presenter appear") }
        .onDisappear { print("presenter disappear") }
        .sheet(isPresented: $isShowing, onDismiss: { print("onDismiss") }) {
            VStack {
                Counter(name: "sheet")
                Button("Close") { isShowing.toggle() }
            }
        }
    }
}

private struct CoverPresenter: View {
    @State private var isShowing = false
    var body: some View {
        Button("Show") { isShowing = true }
            .fullScreenCover(isPresented: $isShowing, onDismiss: { print("onDismiss") }) {
                Button("Close") { isShowing = false }
            }
    }
}

private struct PopoverPresenter: View {
    @State private var isShowing = false
    var body: some View {
        Button("Show") { isShowing = true }
            .popover(isPresented: $isShowing) { Text("Tip") }
    }
}

private struct Scrum: Identifiable, Equatable {
    let id: Int
    var title: String
}

private struct ItemPresenter: View {
    @State private var editing: Scrum?
    var body: some View {
        VStack {
            Button("Edit 1") { editing = Scrum(id: 1, title: "Design") }
            Button("Edit 2") { editing = Scrum(id: 2, title: "Build") }
            Button("Rename 1") { editing?.title = "Renamed" }
        }
        .sheet(item: $editing, onDismiss: { print("onDismiss") }) { scrum in
            VStack {
                Text(scrum.title)
                Counter(name: "sheet \(scrum.id)")
                Button("Edit 2") { editing = Scrum(id: 2, title: "Build") }
                Button("Rename 1") { editing?.title = "Renamed" }
            }
        }
    }
}

private final class SheetModel: ObservableObject {
    init() { print("SheetModel.init") }
    deinit { print("SheetModel.deinit") }
}

private struct OwnsModel: View {
    @StateObject private var model = SheetModel()
    var body: some View { Text("owner") }
}

private struct ModelSheet: View {
    @State private var isShowing = false
    var body: some View {
        Button("Show") { isShowing = true }
            .sheet(isPresented: $isShowing) { OwnsModel() }
    }
}

private struct PhaseAndSheets: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var shown: Scrum?
    var body: some View {
        VStack {
            Text("phase \(scenePhase)")
            Button("First") { shown = Scrum(id: 1, title: "first") }
            Button("Second") { shown = Scrum(id: 2, title: "second") }
        }
        .sheet(item: $shown) { scrum in Counter(name: scrum.title) }
    }
}

private struct AlertPresenter: View {
    @State private var isShowing = false
    @State private var deleted = 0
    var body: some View {
        VStack {
            Text("deleted \(deleted)")
            Button("Ask") { isShowing = true }
        }
        .alert("Delete all?", isPresented: $isShowing) {
            Button("Delete", role: .destructive) { deleted += 1 }
            Button("Keep", role: .cancel) { print("kept") }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct PlainAlert: View {
    @State private var isShowing = true
    var body: some View {
        Text(isShowing ? "alert up" : "alert gone")
            .alert("Saved", isPresented: $isShowing) {}
    }
}

private struct PresentingAlert: View {
    @State private var isShowing = false
    @State private var failure: String?
    var body: some View {
        VStack {
            Button("Flag only") { isShowing = true }
            Button("Fail") { failure = "Timeout"; isShowing = true }
            Button("Change failure") { failure = "Offline" }
        }
        .alert("Load failed", isPresented: $isShowing, presenting: failure) { failure in
            Button("Retry \(failure)") { print("retry \(failure)") }
        } message: { failure in
            Text("Reason: \(failure)")
        }
    }
}

private struct DialogPresenter: View {
    @State private var isShowing = false
    @State private var withCancel = false
    var body: some View {
        VStack {
            Button("Ask") { isShowing = true }
            Button("Ask with cancel") { withCancel = true }
        }
        .confirmationDialog("Discard draft?", isPresented: $isShowing) {
            Button("Discard", role: .destructive) { print("discarded") }
        }
        .confirmationDialog("Leave?", isPresented: $withCancel, titleVisibility: .visible) {
            Button("Leave") { print("left") }
            Button("Stay", role: .cancel) { print("stayed") }
        }
    }
}

private final class Session: ObservableObject {
    let user = "ana"
}

private struct SessionReader: View {
    @EnvironmentObject var session: Session
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text("user \(session.user) \(scheme)") }
}

private struct InheritingSheet: View {
    @State private var isShowing = true
    var body: some View {
        Text("presenter")
            .sheet(isPresented: $isShowing) { SessionReader() }
            .environmentObject(Session())
            .environment(\.colorScheme, .dark)
    }
}

private struct AccentKey: EnvironmentKey {
    static var defaultValue: String { "blue" }
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct AccentReader: View {
    let label: String
    @Environment(\.accent) private var accent
    var body: some View { Text("\(label) \(accent)") }
}

private struct AttachmentPoint: View {
    @State private var isShowing = true
    var body: some View {
        AccentReader(label: "presenter")
            .environment(\.accent, "inner")
            .sheet(isPresented: $isShowing) { AccentReader(label: "sheet") }
            .environment(\.accent, "outer")
    }
}

private struct DismissingContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    let name: String
    var body: some View {
        VStack {
            Text("\(name) presented: \(isPresented)")
            Button("Dismiss \(name)") { dismiss() }
        }
    }
}

private struct DismissPlaces: View {
    @State private var isShowing = false
    var body: some View {
        NavigationStack {
            VStack {
                DismissingContent(name: "root")
                Button("Show") { isShowing = true }
                NavigationLink("Push") { DismissingContent(name: "pushed") }
            }
            .sheet(isPresented: $isShowing, onDismiss: { print("onDismiss") }) { DismissingContent(name: "sheet") }
        }
    }
}

private struct PresenterDismiss: View {
    @Environment(\.dismiss) private var dismiss
    @State private var isShowing = true
    var body: some View {
        Text("presenter")
            .sheet(isPresented: $isShowing) {
                Button("Presenter's dismiss") { dismiss() }
            }
    }
}

private struct StackInSheet: View {
    @State private var isShowing = true
    var body: some View {
        Text(isShowing ? "sheet up" : "sheet down")
            .sheet(isPresented: $isShowing) {
                NavigationStack { DismissingContent(name: "stack root") }
            }
    }
}

@Suite("Presentation facts")
@MainActor
struct PresentationFactsTests {
    // MARK: Sheets, covers, popovers

    @Test("Sheets are driven by a Boolean binding")
    func sheetsAreDrivenByABooleanBinding() throws {
        let host = ViewHost(SheetPresenter())
        #expect(host.presentations == [])
        try host.tap("Show")
        #expect(host.render() == """
            VStack
              Text "showing"
              Button "Show"
            Sheet
              VStack
                VStack
                  Text "sheet 0"
                  Button "Count"
                Button "Close"
            """)
        try host.tap("Close")
        #expect(host.presentations == [])
        #expect(host.render().contains("Text \"hidden\""))
    }

    @Test("Compact size classes change the style: over a horizontally compact view a popover appears as a sheet")
    func compactSizeClassesChangeTheStyle() throws {
        let host = ViewHost(PopoverPresenter())
        try host.tap("Show")
        #expect(host.presentations == ["Popover [as sheet]"])
        try host.dismissPresentation()
        #expect(host.presentations == [])
    }

    @Test("sheet(item:) requires an Identifiable item: a replaced item dismisses the old sheet, runs onDismiss, then presents the new one")
    func sheetItemRequiresAnIdentifiableItem() throws {
        let host = ViewHost(ItemPresenter())
        try host.tap("Edit 1")
        #expect(host.presentations == ["Sheet"])
        #expect(host.takeLog() == ["sheet 1 appear"])
        try host.tap("Edit 2")
        #expect(host.takeLog() == ["sheet 1 disappear", "onDismiss", "sheet 2 appear"])
        #expect(host.render().contains("Text \"Build\""))
    }

    @Test("What counts as item changes is the item's id: other fields update the content in place")
    func whatCountsAsItemChangesIsTheItemsId() throws {
        let host = ViewHost(ItemPresenter())
        try host.tap("Edit 1")
        try host.tap("Count")
        _ = host.takeLog()
        try host.tap("Rename 1")
        #expect(host.takeLog() == [])
        let screen = host.render()
        #expect(screen.contains("Text \"Renamed\""))
        #expect(screen.contains("Text \"sheet 1 1\""))
    }

    @Test("onDismiss runs on every dismissal: binding set to false, a gesture, a replaced item")
    func onDismissRunsOnEveryDismissal() throws {
        let host = ViewHost(SheetPresenter())
        try host.tap("Show")
        try host.tap("Close")
        #expect(host.takeLog().last == "onDismiss")
        try host.tap("Show")
        try host.dismissPresentation()
        #expect(host.takeLog() == ["sheet appear", "sheet disappear", "onDismiss"])
        #expect(host.render().contains("Text \"hidden\""))
    }

    @Test("fullScreenCover follows the same binding and onDismiss contract, and no gesture dismisses it")
    func fullScreenCoverFollowsTheSameContract() throws {
        let host = ViewHost(CoverPresenter())
        try host.tap("Show")
        #expect(host.presentations == ["FullScreenCover"])
        #expect(throws: ViewHostError.self) { try host.dismissPresentation() }
        try host.tap("Close")
        #expect(host.presentations == [])
        #expect(host.takeLog() == ["onDismiss"])
    }

    @Test("Presented content starts fresh on each presentation")
    func presentedContentStartsFreshOnEachPresentation() throws {
        let host = ViewHost(SheetPresenter())
        try host.tap("Show")
        try host.tap("Count")
        #expect(host.render().contains("Text \"sheet 1\""))
        try host.tap("Close")
        try host.tap("Show")
        #expect(host.render().contains("Text \"sheet 0\""))
        #expect(host.takeLog() == ["presenter appear", "sheet appear", "sheet disappear", "onDismiss", "sheet appear"])
    }

    @Test("iOS 17.0–17.1 kept dismissed content alive; the runtime releases it, as 17.2 does")
    func dismissedContentIsReleased() throws {
        let host = ViewHost(ModelSheet())
        try host.tap("Show")
        #expect(host.takeLog() == ["SheetModel.init"])
        try host.dismissPresentation()
        #expect(host.takeLog() == ["SheetModel.deinit"])
    }

    @Test("Does the presenter get onDisappear/onAppear when a sheet opens over it? Chosen: no, for sheets and covers")
    func presenterKeepsItsAppearance() throws {
        let host = ViewHost(SheetPresenter())
        #expect(host.takeLog() == ["presenter appear"])
        try host.tap("Show")
        try host.tap("Close")
        #expect(!host.takeLog().contains { $0.hasPrefix("presenter") })
    }

    @Test("iOS 15 quirk: a scene phase change does not re-present the sheet (iOS 16 behaviour)")
    func scenePhaseChangeKeepsTheSheet() throws {
        let host = ViewHost(PhaseAndSheets())
        try host.tap("Second")
        try host.tap("Count")
        _ = host.takeLog()
        host.scenePhase = .inactive
        #expect(host.takeLog() == [])
        #expect(host.render().contains("Text \"second 1\""))
        #expect(host.render().contains("Text \"phase inactive\""))
    }

    @Test("While a sheet is presented, the presenter's controls cannot be reached")
    func presentationIsModal() throws {
        let host = ViewHost(SheetPresenter())
        try host.tap("Show")
        #expect(throws: ViewHostError.self) { try host.tap("Show") }
    }

    // MARK: Alerts and confirmation dialogs

    @Test("Alert actions: every action dismisses the alert after it runs; isPresented becomes false")
    func alertActions() throws {
        let host = ViewHost(AlertPresenter())
        try host.tap("Ask")
        #expect(host.render() == """
            VStack
              Text "deleted 0"
              Button "Ask"
            Alert "Delete all?"
              Text "This cannot be undone."
              Button "Delete" [destructive]
              Button "Keep" [cancel]
            """)
        try host.tap("Delete")
        #expect(host.presentations == [])
        #expect(host.render().contains("Text \"deleted 1\""))
        try host.tap("Ask")
        try host.tap("Keep")
        #expect(host.takeLog() == ["kept"])
        #expect(host.presentations == [])
        try host.tap("Ask")
        #expect(throws: ViewHostError.self) { try host.dismissPresentation() }
    }

    @Test("Alert actions: with no actions the system adds a standard OK")
    func alertWithoutActionsHasOK() throws {
        let host = ViewHost(PlainAlert())
        #expect(host.render() == """
            Text "alert up"
            Alert "Saved"
              Button "OK"
            """)
        try host.tap("OK")
        #expect(host.render() == "Text \"alert gone\"")
    }

    @Test("alert(_:isPresented:presenting:) appears only when isPresented and data is not nil; later changes of data are ignored")
    func alertPresentingNeedsData() throws {
        let host = ViewHost(PresentingAlert())
        try host.tap("Flag only")
        #expect(host.presentations == [])
        try host.tap("Fail")
        #expect(host.presentations == ["Alert \"Load failed\""])
        #expect(host.render().contains("Text \"Reason: Timeout\""))
        host.settle()
        try host.tap("Retry Timeout")
        #expect(host.takeLog() == ["retry Timeout"])
        #expect(host.presentations == [])
    }

    @Test("confirmationDialog: all actions dismiss; a standard cancel unless a button has the cancel role; titleVisibility defaults to automatic")
    func confirmationDialog() throws {
        let host = ViewHost(DialogPresenter())
        try host.tap("Ask")
        #expect(host.render().hasSuffix("""
            ConfirmationDialog "Discard draft?" [title hidden]
              Button "Discard" [destructive]
              Button "Cancel" [cancel]
            """))
        try host.tap("Cancel")
        #expect(host.presentations == [])
        try host.tap("Ask")
        try host.tap("Discard")
        #expect(host.takeLog() == ["discarded"])
        try host.tap("Ask with cancel")
        #expect(host.render().hasSuffix("""
            ConfirmationDialog "Leave?"
              Button "Leave"
              Button "Stay" [cancel]
            """))
        try host.dismissPresentation()
        #expect(host.presentations == [])
    }

    // MARK: Environment in presented content

    @Test("Sheets have inherited the presenter's environment since the iOS 14 SDK")
    func sheetsInheritThePresentersEnvironment() {
        let host = ViewHost(InheritingSheet())
        #expect(host.render().hasSuffix("""
            Sheet
              Text "user ana dark"
            """))
    }

    @Test("The environment comes from where .sheet is attached: a write outside reaches the content, one inside does not")
    func theEnvironmentComesFromWhereSheetIsAttached() {
        let host = ViewHost(AttachmentPoint())
        #expect(host.render() == """
            Text "presenter inner"
            Sheet
              Text "sheet outer"
            """)
    }

    // MARK: dismiss and isPresented

    @Test("@Environment(\\.dismiss) depends on where it is declared: a sheet's dismisses the sheet, a pushed view's pops it")
    func dismissDependsOnWhereItIsDeclared() throws {
        let host = ViewHost(DismissPlaces())
        try host.tap("Show")
        try host.tap("Dismiss sheet")
        #expect(host.presentations == [])
        #expect(host.takeLog() == ["onDismiss"])
        try host.tap("Push")
        #expect(host.render().contains("pushed presented: true"))
        try host.tap("Dismiss pushed")
        #expect(host.render().contains("root presented: false"))
    }

    @Test("dismiss acts on the environment where it was declared: the presenter's dismiss does not close the sheet, and a root's does nothing")
    func dismissActsWhereItWasDeclared() throws {
        let host = ViewHost(PresenterDismiss())
        try host.tap("Presenter's dismiss")
        #expect(host.presentations == ["Sheet"])
        let places = ViewHost(DismissPlaces())
        let before = places.render()
        try places.tap("Dismiss root")
        #expect(places.render() == before)
    }

    @Test("Unverified, chosen: dismiss from the root of a NavigationStack inside a sheet dismisses the sheet")
    func dismissFromStackRootInSheet() throws {
        let host = ViewHost(StackInSheet())
        try host.tap("Dismiss stack root")
        #expect(host.render() == "Text \"sheet down\"")
    }

    @Test("@Environment(\\.isPresented) is per presentation: true in presented and pushed content, false elsewhere")
    func isPresentedIsPerPresentation() throws {
        let host = ViewHost(DismissPlaces())
        #expect(host.render().contains("root presented: false"))
        try host.tap("Show")
        #expect(host.render().contains("sheet presented: true"))
    }
}

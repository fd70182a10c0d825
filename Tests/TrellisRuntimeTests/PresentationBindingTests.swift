import Testing
import Trellis

// A presentation's flag or item is read by the presentation, not by the presenter's body: `$flag`
// is not a read of `flag`, so presenting and dismissing re-evaluate the content's body only, as
// in SwiftUI. The presenter's rows are not rebuilt, whatever their number.

private struct Sheet: View {
    var body: some View { Text("In the sheet") }
}

private struct PresenterRows: View {
    let count: Int
    let row: (Int) -> Text
    var body: some View {
        List {
            ForEach(0..<count, id: \.self) { row($0) }
        }
    }
}

private struct FlagPresenter: View {
    @State private var isShowing = false
    var body: some View {
        VStack {
            Button("Show") { isShowing = true }
            // A closure input: this view re-evaluates whenever the presenter does.
            PresenterRows(count: 100) { Text("Row \($0)") }
        }
        .sheet(isPresented: $isShowing, onDismiss: { print("onDismiss") }) {
            Sheet()
        }
    }
}

private struct Scrum: Identifiable {
    let id: Int
    var title: String
}

private struct ItemPresenter: View {
    @State private var editing: Scrum?
    var body: some View {
        VStack {
            Button("Edit") { editing = Scrum(id: 1, title: "Design") }
            Button("Rename") { editing?.title = "Renamed" }
        }
        .sheet(item: $editing) { scrum in
            VStack {
                Text(scrum.title)
                Button("Rename") { editing?.title = "Renamed" }
            }
        }
    }
}

private final class Flags: ObservableObject {
    @Published var isShowing = false
}

/// A view in per-property mode whose flag is a model's: its body does not read the flag.
private struct ModelPresenter: View, PreciseInvalidation {
    @ObservedObject var flags: Flags
    var body: some View {
        Button("Show") { flags.isShowing = true }
            .alert("Saved", isPresented: $flags.isShowing) { Button("OK") {} }
    }
}

@MainActor
@Suite("Presentation bindings")
struct PresentationBindingTests {
    @Test("Presenting and dismissing a sheet re-evaluate the content only, not the presenter or its rows")
    func flagIsNotReadByThePresenter() throws {
        let host = ViewHost(FlagPresenter())
        #expect(host.bodyEvaluations(of: FlagPresenter.self) == 1)
        #expect(host.bodyEvaluations(of: PresenterRows.self) == 1)

        try host.tap("Show")
        #expect(host.presentations == ["Sheet"])
        #expect(host.bodyEvaluations(of: Sheet.self) == 1)
        try host.dismissPresentation()
        #expect(host.presentations == [])
        #expect(host.takeLog() == ["onDismiss"])

        #expect(host.bodyEvaluations(of: FlagPresenter.self) == 1)
        #expect(host.bodyEvaluations(of: PresenterRows.self) == 1)
        #expect(host.bodyEvaluations == 3)
    }

    @Test("sheet(item:) shows the item's latest value when it changes with the same id")
    func itemChangesReachTheContent() throws {
        let host = ViewHost(ItemPresenter())
        try host.tap("Edit")
        #expect(host.render().contains("Text \"Design\""))
        try host.tap("Rename")
        #expect(host.render().contains("Text \"Renamed\""))
        #expect(host.bodyEvaluations(of: ItemPresenter.self) == 1)
    }

    @Test("A flag kept by an ObservableObject presents from a view in per-property mode")
    func observableObjectFlag() throws {
        let flags = Flags()
        let host = ViewHost(ModelPresenter(flags: flags))
        try host.tap("Show")
        #expect(host.presentations == ["Alert \"Saved\""])
        try host.tap("OK")
        #expect(host.presentations == [])
        #expect(flags.isShowing == false)
        flags.isShowing = true
        host.settle()
        #expect(host.presentations == ["Alert \"Saved\""])
    }
}

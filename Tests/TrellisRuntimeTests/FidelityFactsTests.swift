import Foundation
import Testing
import Trellis

// Where the runtime once did something else than SwiftUI: one test per fact, named after it.
// The sources are in docs/checking.md, "Fidelity".

private struct Notes: View {
    let note: String = "**Bold** and [a link](https://example.com)"
    var name = "*Ana*"
    var body: some View {
        VStack {
            Text("**Bold**, *italic*, ~~old~~, `code` and [the guide](https://example.com/guide)")
            Text(verbatim: "**Bold** stays as written")
            Text(note)
            Text("Hello \(name), __welcome__")
            Text("snake_case_name and 2 * 3 * 4 and 100%")
            Text("Read <https://swift.org> now\\*")
            Text("***Both*** and **a *nested* span**")
            Text("Total: \(3.5)")
        }
    }
}

private struct Draft: Identifiable, Equatable {
    let id: Int
    var title: String
}

/// An editor that loads its draft in `onAppear` and a presenter whose `onDismiss` clears it.
private final class DraftStore: ObservableObject {
    @Published var loaded: String?
}

private struct DraftPresenter: View {
    @State private var editing: Draft?
    @StateObject private var store = DraftStore()
    var body: some View {
        VStack {
            Button("Edit Intro") { editing = Draft(id: 1, title: "Intro") }
            Button("Edit Outro") { editing = Draft(id: 2, title: "Outro") }
            Text("Loaded \(store.loaded ?? "nothing")")
        }
        .sheet(item: $editing, onDismiss: {
            print("onDismiss clears \(store.loaded ?? "nothing")")
            store.loaded = nil
        }) { draft in
            VStack {
                Text("Editing \(draft.title)")
                Button("Switch") { editing = Draft(id: 2, title: "Outro") }
            }
            .onAppear {
                print("appear \(draft.title)")
                store.loaded = draft.title
            }
            .onDisappear { print("disappear \(draft.title)") }
        }
    }
}

private struct ColorBrowser: View {
    @State private var selected: String?
    let colors = ["Mint", "Pink"]
    var body: some View {
        NavigationSplitView {
            List(colors, id: \.self, selection: $selected) { color in
                NavigationLink(color, value: color)
            }
        } detail: {
            if let selected {
                Text("Detail of \(selected)")
            } else {
                Text("Pick a color")
            }
        }
    }
}

private struct AppearOrder: View {
    var body: some View {
        Group {
            VStack {
                Text("hello")
                    .task { print("Text task") }
                    .onChange(of: true, initial: true) { print("Text onChange") }
                    .onAppear { print("Text onAppear") }
                AppearRow()
            }
            .task { print("VStack task") }
            .onAppear { print("VStack onAppear") }
            .onChange(of: true, initial: true) { print("VStack onChange") }
        }
        .task { print("Group task") }
        .onChange(of: true, initial: true) { print("Group onChange") }
        .onAppear { print("Group onAppear") }
    }
}

private struct AppearRow: View {
    @State private var shown = false
    var body: some View {
        VStack {
            Button("Show") { shown = true }
            if shown {
                Text("late")
                    .onAppear { print("late child onAppear") }
                    .onChange(of: shown, initial: true) { print("late child onChange") }
            }
        }
        .onAppear { print("Row onAppear") }
    }
}

@MainActor
@Suite("Fidelity: where the runtime follows SwiftUI's documented behaviour")
struct FidelityFactsTests {
    @Test("A Text written as a literal is Markdown in SwiftUI; Text(verbatim:) and a String value are not")
    func textLiteralIsMarkdown() {
        let host = ViewHost(Notes())
        let lines = host.render().split(separator: "\n").map(String.init)
        #expect(lines == [
            "VStack",
            #"  Text "Bold, italic, old, code and the guide" bold "Bold" italic "italic" strikethrough "old" code "code" link "the guide" https://example.com/guide"#,
            #"  Text "**Bold** stays as written""#,
            #"  Text "**Bold** and [a link](https://example.com)""#,
            #"  Text "Hello *Ana*, welcome" bold "welcome""#,
            #"  Text "snake_case_name and 2 * 3 * 4 and 100%""#,
            #"  Text "Read https://swift.org now*" link "https://swift.org" https://swift.org"#,
            #"  Text "Both and a nested span" bold+italic "Both" bold "a " bold+italic "nested" bold " span""#,
            #"  Text "Total: 3.500000""#,
        ], "\(lines)")
    }

    @Test("LocalizedStringKey is what a literal becomes, and LocalizedStringKey(_:) makes a String Markdown")
    func localizedStringKeyFromString() {
        let source = "_Note_ from ~~Bob~~"
        let key: LocalizedStringKey = "_Note_ from ~~Bob~~"
        #expect(key == LocalizedStringKey(source))
        let host = ViewHost(Text(LocalizedStringKey(source)))
        #expect(host.render() == #"Text "Note from Bob" italic "Note" strikethrough "Bob""#)
    }

    @Test("Replacing a sheet's item while it is shown dismisses the old sheet and runs onDismiss before the new sheet appears")
    func replacingASheetItemDismissesFirst() throws {
        let host = ViewHost(DraftPresenter())
        try host.tap("Edit Intro")
        #expect(host.takeLog() == ["appear Intro"])
        try host.tap("Switch")
        #expect(host.takeLog() == ["disappear Intro", "onDismiss clears Intro", "appear Outro"])
        #expect(host.presentations == ["Sheet"])
        // The clean-up ran before the new sheet loaded, so the new sheet's data survives it.
        let screen = host.render()
        #expect(screen.contains(#"Text "Loaded Outro""#), "\(screen)")
        #expect(screen.contains(#"Text "Editing Outro""#), "\(screen)")
    }

    @Test("In a NavigationSplitView sidebar, NavigationLink(value:) rows of a List(selection:) set the selection, and the detail column shows it")
    func splitViewSelectionLinksSetTheSelection() throws {
        let host = ViewHost(ColorBrowser())
        #expect(host.render().contains(#"Text "Pick a color""#))
        try host.tap("Mint")
        let screen = host.render()
        #expect(screen.contains(#"List selection: "Mint""#), "\(screen)")
        #expect(screen.contains(#"Text "Detail of Mint""#), "\(screen)")
        try host.tap("Pink")
        #expect(host.render().contains(#"Text "Detail of Pink""#))
    }

    @Test("onAppear runs deepest first, and onAppear and onChange(of:initial: true) of one view run in the order written; task bodies run after them")
    func appearOrderDeepestFirst() async throws {
        let host = ViewHost(AppearOrder())
        await host.runTasks()
        #expect(host.takeLog() == [
            "Text onChange", "Text onAppear", "Row onAppear", "VStack onAppear", "VStack onChange",
            "Group onChange", "Group onAppear", "Text task", "VStack task", "Group task",
        ])
        // A view inserted later appears alone, in the same order.
        try host.tap("Show")
        #expect(host.takeLog() == ["late child onAppear", "late child onChange"])
    }
}

import Foundation
import Testing
import Trellis

// APIs that real SwiftUI apps use, in the shapes those apps write them.

/// A modifier with its own state: a card that counts its taps.
private struct CardStyle: ViewModifier {
    let title: String
    @State private var taps = 0

    func body(content: Content) -> some View {
        VStack {
            content
            Button("\(title) tapped \(taps)") { taps += 1 }
        }
        .padding()
    }
}

extension View {
    fileprivate func cardStyle(_ title: String) -> some View { modifier(CardStyle(title: title)) }
}

private struct Cards: View {
    @State private var showsSecond = true
    var body: some View {
        VStack {
            Text("First").cardStyle("First")
            if showsSecond {
                Text("Second").modifier(CardStyle(title: "Second"))
            }
            Toggle("Second card", isOn: $showsSecond)
        }
    }
}

/// A `@ViewBuilder` method of a plain enum, which is not isolated to the main actor.
private enum Badge {
    case new, old

    @ViewBuilder func label() -> some View {
        switch self {
        case .new: Text("New")
        case .old: EmptyView()
        }
    }
}

private struct Badges: View {
    var body: some View {
        VStack {
            Badge.new.label()
            Badge.old.label()
        }
    }
}

private struct Problem: Identifiable {
    let id: Int
    let reason: String
}

private struct Alerts: View {
    @State private var showsConfirmation = false
    @State private var problem: Problem?
    @State private var deleted = 0

    var body: some View {
        VStack {
            Text("Deleted \(deleted)")
            Button("Delete") { showsConfirmation = true }
            Button("Fail") { problem = Problem(id: 1, reason: "The disk is full") }
        }
        .alert(isPresented: $showsConfirmation) {
            Alert(
                title: Text("Delete the note?"),
                message: Text("This cannot be undone."),
                primaryButton: .destructive(Text("Delete for good")) { deleted += 1 },
                secondaryButton: .cancel()
            )
        }
        .alert(item: $problem) { problem in
            Alert(title: Text("Could not save"), message: Text(problem.reason))
        }
    }
}

private struct EmptyNotes: View {
    @State private var retries = 0
    var body: some View {
        if retries > 0 { Text("Retried \(retries)") }
        ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Notes you write appear here."))
        ContentUnavailableView.search(text: "milk")
        ContentUnavailableView {
            Label("Offline", systemImage: "wifi.slash")
        } actions: {
            Button("Retry") { retries += 1 }
        }
    }
}

private struct Quantity: View {
    @State private var count = 3
    var body: some View {
        VStack {
            TextField("Count", value: $count, format: .number)
            Text("Count is \(count)")
        }
    }
}

private struct Signal: View {
    var body: some View {
        VStack {
            Image(systemName: "wifi", variableValue: 0.5)
            Image(systemName: "speaker.wave.3", variableValue: 1.4)
            Text("Sunset")
                .background(LinearGradient(colors: [.orange, .purple], startPoint: .top, endPoint: .bottom))
            LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .leading, endPoint: .trailing)
        }
    }
}

@MainActor
@Suite("APIs of real SwiftUI source")
struct RealSourceAPITests {
    @Test("A ViewModifier wraps the view it modifies, and keeps its @State with that view")
    func viewModifierKeepsItsState() throws {
        let host = ViewHost(Cards())
        try host.tap("Second tapped 0")
        try host.tap("Second tapped 1")
        try host.tap("First tapped 0")
        #expect(host.render() == """
        VStack
          VStack
            Text "First"
            Button "First tapped 1"
          VStack
            Text "Second"
            Button "Second tapped 2"
          Toggle "Second card": on
        """)
        // A modifier's state goes with the view: removed and inserted, it starts again.
        try host.toggle("Second card")
        try host.toggle("Second card")
        #expect(host.render().contains("Button \"Second tapped 0\""))
        #expect(host.render().contains("Button \"First tapped 1\""))
    }

    @Test("A @ViewBuilder method of an enum builds its views, as in SwiftUI")
    func viewBuilderMethodOfAnEnum() {
        #expect(ViewHost(Badges()).render() == """
        VStack
          Text "New"
        """)
    }

    @Test("Alert values: a destructive and a cancel button, and an alert for an item")
    func alertValues() throws {
        let host = ViewHost(Alerts())
        try host.tap("Delete")
        #expect(host.presentations == ["Alert \"Delete the note?\""])
        #expect(host.render() == """
        VStack
          Text "Deleted 0"
          Button "Delete"
          Button "Fail"
        Alert "Delete the note?"
          Text "This cannot be undone."
          Button "Delete for good" [destructive]
          Button "Cancel" [cancel]
        """)
        try host.tap("Delete for good")
        #expect(host.presentations == [])
        #expect(host.render().contains("Text \"Deleted 1\""))

        try host.tap("Fail")
        #expect(host.render() == """
        VStack
          Text "Deleted 1"
          Button "Delete"
          Button "Fail"
        Alert "Could not save"
          Text "The disk is full"
          Button "OK"
        """)
        try host.tap("OK")
        #expect(host.presentations == [])
        #expect(host.render().contains("Alert") == false)
    }

    @Test("ContentUnavailableView prints its label, description and actions")
    func contentUnavailableView() throws {
        let host = ViewHost(EmptyNotes())
        #expect(host.render() == """
        ContentUnavailableView
          Label "No Notes" systemImage "note.text"
          Text "Notes you write appear here."
        ContentUnavailableView
          Label "No Results for “milk”" systemImage "magnifyingglass"
          Text "Check the spelling or try a new search."
        ContentUnavailableView
          Label "Offline" systemImage "wifi.slash"
          Button "Retry"
        """)
        try host.tap("Retry")
        #expect(host.render().hasPrefix("Text \"Retried 1\""))
    }

    @Test("TextField(_:value:format:) shows the formatted value and writes back what parses")
    func textFieldOverAFormattedValue() throws {
        let host = ViewHost(Quantity())
        #expect(host.render().contains("TextField \"Count\": \"3\""))
        try host.replaceText(in: "Count", with: "12")
        #expect(host.render().contains("Text \"Count is 12\""))
        try host.replaceText(in: "Count", with: "twelve")
        #expect(host.render().contains("Text \"Count is 12\""))
        #expect(host.render().contains("TextField \"Count\": \"12\""))
    }

    @Test("Image(systemName:variableValue:) and LinearGradient, as a style and as a view")
    func variableSymbolAndGradient() throws {
        let host = ViewHost(Signal())
        #expect(host.render() == """
        VStack
          Image systemName "wifi" variableValue 0.5
          Image systemName "speaker.wave.3" variableValue 1
          Text "Sunset"
        """)
        let appearance = try host.appearance(of: "Sunset")
        #expect(appearance.modifiers.contains { $0.contains("LinearGradient(orange, purple, top→bottom)") })
    }
}

/// Titles held as `LocalizedStringKey` values, as apps keep them in enums and models.
private struct LocalizedTitles: View {
    let save: LocalizedStringKey = "Save"
    let name: LocalizedStringKey = "Name"
    @State private var saved = false
    @State private var text = ""
    var body: some View {
        Form {
            Section(name) {
                TextField(name, text: $text)
            }
            Toggle(LocalizedStringKey("Saved"), isOn: $saved)
            Button(save) { saved = true }
            Label(save, systemImage: "tray.and.arrow.down")
        }
        .navigationTitle(save)
    }
}

@MainActor
@Suite("LocalizedStringKey titles")
struct LocalizedTitleTests {
    @Test("Controls, sections and titles take a LocalizedStringKey value")
    func localizedStringKeyValues() throws {
        let host = ViewHost(NavigationStack { LocalizedTitles() })
        try host.type("Ana", into: "Name")
        try host.tap("Save")
        #expect(host.render() == """
        NavigationStack
          Navigation title "Save"
          Form
            Section
              header
                Text "Name"
              TextField "Name": "Ana"
            Toggle "Saved": on
            Button "Save"
            Label "Save" systemImage "tray.and.arrow.down"
        """)
    }
}

@MainActor
private final class Counter: ObservableObject {
    @Published var count = 0
}

/// An app with its own state and two scenes; headless, its first window is shown.
private struct CounterApp: App {
    @StateObject private var counter = Counter()
    @State private var launches = 1

    var body: some Scene {
        WindowGroup("Counter") {
            VStack {
                Text("Count \(counter.count), launch \(launches)")
                Button("Add") { counter.count += 1 }
            }
        }
        WindowGroup(id: "settings") {
            Text("Settings")
        }
    }
}

@MainActor
@Suite("App and scenes")
struct AppSceneTests {
    @Test("ViewHost(app:) shows the first WindowGroup, whose content keeps the app's @StateObject")
    func appWindowKeepsTheAppsState() throws {
        let host = ViewHost(app: CounterApp())
        try host.tap("Add")
        try host.tap("Add")
        #expect(host.render() == """
        VStack
          Text "Count 2, launch 1"
          Button "Add"
        """)
    }
}

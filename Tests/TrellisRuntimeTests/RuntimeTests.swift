import Testing
import Trellis

// The host API and the SwiftUI-style building blocks not covered by the semantics table.

private struct Settings: View {
    @State private var name = ""
    @State private var notifications = true
    @State private var items = ["one", "two"]
    var body: some View {
        NavigationStack {
            List {
                HStack {
                    Text("Name")
                    Spacer()
                    TextField("Name", text: $name)
                }
                Toggle("Notifications", isOn: $notifications)
                ForEach(items, id: \.self) { item in
                    Text(item)
                }
                NavigationLink("About") { Text("Version 1") }
            }
        }
    }
}

private struct Builders: View {
    @State private var flag = false
    @State private var count = 2
    var body: some View {
        VStack {
            Button("Flip") { flag.toggle() }
            Button("More") { count += 1 }
            if flag {
                Text("Flag on")
            } else {
                Text("Flag off")
            }
            if count > 2 {
                Text("Many")
            }
            for index in 0..<count {
                Text("Row \(index)")
            }
            ForEach(0..<1) { index in Text("Range \(index)") }
            Group { EmptyView() }
        }
    }
}

private struct Address {
    var street = "Main"
    var number = 1
}

private struct StreetEditor: View {
    @Binding var street: String
    var body: some View { TextField("Street", text: $street) }
}

private struct AddressForm: View {
    @State private var address = Address()
    var body: some View {
        VStack {
            Text("\(address.street) \(address.number)")
            StreetEditor(street: $address.street)
            Toggle("Constant", isOn: .constant(true))
            Toggle("Computed", isOn: Binding(get: { address.number > 1 }, set: { address.number = $0 ? 2 : 1 }))
        }
    }
}

@Observable
private final class Draft {
    var title = "Untitled"
}

private struct DraftEditor: View {
    @Bindable var draft: Draft
    var body: some View { TextField("Title", text: $draft.title) }
}

private struct DraftScreen: View {
    @State private var draft = Draft()
    var body: some View {
        VStack {
            Text("Title: \(draft.title)")
            DraftEditor(draft: draft)
        }
    }
}

/// The non-generic construction path for generated code: `ViewList` of `AnyView`s.
private struct GeneratedStyleScreen: View {
    @State private var count = 0
    var body: some View {
        ViewList([
            AnyView(Button("Count \(count)") { count += 1 }),
            AnyView(GeneratedStyleRow(label: "Row")),
        ])
    }
}

private struct GeneratedStyleRow: View {
    let label: String
    @State private var taps = 0
    var body: some View { AnyView(Button("\(label) \(taps)") { taps += 1 }) }
}

private final class Ticker: ObservableObject {
    @Published var ticks = 0
    private var timer: Timer?
    func start(every interval: TimeInterval) {
        timer = Timer.scheduledTimer(withTimeInterval: interval, repeats: true) { [weak self] _ in
            self?.ticks += 1
        }
    }
    func stop() { timer?.invalidate() }
}

private struct TickerView: View {
    @StateObject private var fast = Ticker()
    @StateObject private var slow = Ticker()
    var body: some View {
        VStack {
            Text("Fast \(fast.ticks) slow \(slow.ticks)")
            Button("Stop fast") { fast.stop() }
        }
        .onAppear {
            fast.start(every: 1)
            slow.start(every: 2.5)
        }
    }
}

private final class Palette: ObservableObject {
    let name: String
    init(name: String) { self.name = name }
}

private struct PaletteName: View {
    @EnvironmentObject var palette: Palette
    var body: some View { Text("Palette \(palette.name)") }
}

private struct PaletteSwitcher: View {
    @State private var usesDark = false
    @StateObject private var light = Palette(name: "light")
    @StateObject private var dark = Palette(name: "dark")
    var body: some View {
        VStack {
            Toggle("Dark", isOn: $usesDark)
            PaletteName()
        }
        .environmentObject(usesDark ? dark : light)
    }
}

private final class Inbox: ObservableObject {
    @Published var unread = 3
}

private struct UnreadBadge: View {
    let unread: Int
    var body: some View { Text("Unread \(unread)") }
}

private struct InboxScreen: View {
    @ObservedObject var inbox: Inbox
    var body: some View {
        NavigationStack {
            NavigationLink("Details") { UnreadBadge(unread: inbox.unread) }
        }
    }
}

private struct LoggedScreen: View {
    let name: String
    var body: some View {
        Text(name)
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

private struct PushingRoot: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Open") {
                    VStack {
                        LoggedScreen(name: "detail")
                        NavigationLink("Deeper") { LoggedScreen(name: "deeper") }
                    }
                }
            }
            .onAppear { print("root appear") }
            .onDisappear { print("root disappear") }
        }
    }
}

/// Announces changes by hand through its own publisher, as Combine allows.
private final class ManualModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 {
        willSet { objectWillChange.send() }
    }
    @Published var published = 0
}

private class BaseModel: ObservableObject {
    @Published var base = 0
}

private final class DerivedModel: BaseModel {
    @Published var derived = 0
}

private struct ManualReader: View {
    @ObservedObject var manual: ManualModel
    @ObservedObject var derived: DerivedModel
    var body: some View {
        Text("\(manual.value) \(manual.published) \(derived.base) \(derived.derived)")
    }
}

@MainActor
@Suite("ViewHost and building blocks")
struct RuntimeTests {
    @Test("render() prints a deterministic tree of what is on screen")
    func renderTree() throws {
        let host = ViewHost(Settings())
        try host.type("Ana", into: "Name")
        try host.toggle("Notifications")
        #expect(host.render() == """
            NavigationStack
              List
                HStack
                  Text "Name"
                  Spacer
                  TextField "Name": "Ana"
                Toggle "Notifications": off
                Text "one"
                Text "two"
                NavigationLink "About"
            """)
        try host.tap("About")
        #expect(host.render() == "NavigationStack\n  Text \"Version 1\"")
        try host.back()
        #expect(host.render().contains("TextField \"Name\": \"Ana\""))
    }

    @Test("A title that matches nothing throws an error listing what is on screen")
    func unknownTitleThrows() {
        let host = ViewHost(Settings())
        #expect {
            try host.tap("Save")
        } throws: { error in
            let message = String(describing: error)
            return message.contains("No Button or NavigationLink titled \"Save\"") && message.contains("Toggle \"Notifications\": on")
        }
        #expect(throws: ViewHostError.self) { try host.toggle("Name") }
        #expect(throws: ViewHostError.self) { try host.back() }
    }

    @Test("Builder control flow: if/else, optional if, for loops, ranges, groups")
    func builderControlFlow() throws {
        let host = ViewHost(Builders())
        try host.tap("Flip")
        try host.tap("More")
        #expect(host.render() == """
            VStack
              Button "Flip"
              Button "More"
              Text "Flag on"
              Text "Many"
              Text "Row 0"
              Text "Row 1"
              Text "Row 2"
              Text "Range 0"
            """)
    }

    @Test("Bindings: dynamic member projection, .constant, Binding(get:set:)")
    func bindingForms() throws {
        let host = ViewHost(AddressForm())
        try host.type("land", into: "Street")
        try host.toggle("Computed")
        try host.toggle("Constant")
        #expect(host.render() == """
            VStack
              Text "Mainland 2"
              TextField "Street": "Mainland"
              Toggle "Constant": on
              Toggle "Computed": on
            """)
    }

    @Test("@Bindable gives bindings into an @Observable model owned with @State")
    func bindableModel() throws {
        let host = ViewHost(DraftScreen())
        try host.type(" draft", into: "Title")
        #expect(host.render() == """
            VStack
              Text "Title: Untitled draft"
              TextField "Title": "Untitled draft"
            """)
        #expect(host.bodyEvaluations(of: DraftScreen.self) == 2)
    }

    @Test("ViewList and AnyView keep positional identity and state")
    func generatedConstructionPath() throws {
        let host = ViewHost(GeneratedStyleScreen())
        try host.tap("Row 0")
        try host.tap("Count 0")
        #expect(host.render() == "Button \"Count 1\"\nButton \"Row 1\"")
        #expect(host.bodyEvaluations(of: GeneratedStyleRow.self) == 2)
    }

    @Test("advance(by:) fires due timers in time order on the virtual clock; invalidate stops them")
    func virtualClock() throws {
        let host = ViewHost(TickerView())
        #expect(host.scheduledTimers == 2)
        host.advance(by: .milliseconds(999))
        #expect(host.render().contains("Text \"Fast 0 slow 0\""))
        host.advance(by: .seconds(4))
        #expect(host.render().contains("Text \"Fast 4 slow 1\""))
        #expect(host.elapsed == .milliseconds(4999))
        try host.tap("Stop fast")
        #expect(host.scheduledTimers == 1)
        host.advance(by: .seconds(10))
        #expect(host.render().contains("Text \"Fast 4 slow 5\""))
    }

    @Test("objectWillChange.sink and $published.sink deliver before the change")
    func publishers() {
        let model = LoggedModel(name: "Sinks")
        var events: [String] = []
        let objectSink = model.objectWillChange.sink { _ in events.append("will change from \(model.value)") }
        let valueSink = model.$value.sink { events.append("value \($0)") }
        model.value = 7
        objectSink.cancel()
        model.value = 8
        _ = valueSink
        #expect(events == ["value 0", "will change from 0", "value 7", "value 8"])
    }

    @Test("Changes made outside an interaction are processed by the next read of the host")
    func directMutationSettles() {
        let model = LoggedModel(name: "Direct")
        struct Reader: View {
            @ObservedObject var model: LoggedModel
            var body: some View { Text("Value \(model.value)") }
        }
        let host = ViewHost(Reader(model: model))
        model.value = 3
        model.value = 4
        #expect(host.bodyEvaluations == 2)
        #expect(host.render() == "Text \"Value 4\"")
    }

    @Test("Injecting a different object re-evaluates the views below that read it")
    func environmentObjectSwap() throws {
        let host = ViewHost(PaletteSwitcher())
        try host.toggle("Dark")
        #expect(host.render().contains("Text \"Palette dark\""))
        #expect(host.bodyEvaluations(of: PaletteName.self) == 2)
    }

    @Test("A pushed destination follows the link's latest destination value")
    func presentedDestinationUpdates() throws {
        let inbox = Inbox()
        let host = ViewHost(InboxScreen(inbox: inbox))
        try host.tap("Details")
        inbox.unread = 0
        #expect(host.render() == "NavigationStack\n  Text \"Unread 0\"")
    }

    @Test("Dropping the host releases the whole tree and the objects it owns")
    func hostReleasesTree() throws {
        weak var releasedHost: ViewHost?
        weak var releasedInbox: Inbox?
        do {
            let inbox = Inbox()
            let host = ViewHost(InboxScreen(inbox: inbox))
            try host.tap("Details")
            releasedHost = host
            releasedInbox = inbox
        }
        #expect(releasedHost == nil)
        #expect(releasedInbox == nil)
    }

    @Test("A push makes the covered screen disappear; back makes it appear again")
    func navigationAppearance() throws {
        let host = ViewHost(PushingRoot())
        #expect(host.takeLog() == ["root appear"])
        try host.tap("Open")
        #expect(host.takeLog() == ["detail appear", "root disappear"])
        try host.tap("Deeper")
        #expect(host.takeLog() == ["deeper appear", "detail disappear"])
        try host.back()
        #expect(host.takeLog() == ["detail appear", "deeper disappear"])
        try host.back()
        #expect(host.takeLog() == ["root appear", "detail disappear"])
    }

    @Test("A hand-written objectWillChange and @Published properties of superclasses notify observers")
    func customPublisherAndSubclass() {
        let manual = ManualModel()
        let derived = DerivedModel()
        let host = ViewHost(ManualReader(manual: manual, derived: derived))
        manual.value = 1
        #expect(host.bodyEvaluations == 2)
        manual.published = 2
        #expect(host.bodyEvaluations == 3)
        derived.base = 3
        #expect(host.bodyEvaluations == 4)
        derived.derived = 4
        #expect(host.render() == "Text \"1 2 3 4\"")
        #expect(host.bodyEvaluations == 5)
    }
}

import Testing
import Trellis

// The facts in shared/swiftui-facts.md that the runtime must reproduce exactly.

private final class TwoToggles: ObservableObject {
    @Published var t1 = false
    var t2 = false
}

private struct ToggleChild: View {
    let value: Bool
    var body: some View { Text(value ? "on" : "off") }
}

private struct TogglesContent: View {
    @StateObject private var model = TwoToggles()
    var body: some View {
        VStack {
            Button("Toggle t1") { model.t1.toggle() }
            Button("Toggle t2") { model.t2.toggle() }
            ToggleChild(value: model.t1)
            ToggleChild(value: model.t2)
        }
    }
}

private struct ChangeCounter: View {
    @State private var value = 0
    @State private var unrelated = 0
    var body: some View {
        VStack {
            Button("Increment") { value += 1 }
            Button("Set same value") { value = value }
            Button("Unrelated \(unrelated)") { unrelated += 1 }
            Text("\(value)")
                .onChange(of: value) { old, new in print("(\(old),\(new))") }
        }
    }
}

private struct IdOrdering: View {
    @State private var x = 0
    var body: some View {
        VStack {
            Button("Change x") { x += 1 }
            Text("content")
                .onAppear { print("A") }
                .id(x)
                .onAppear { print("B") }
        }
    }
}

private struct NamedLeaf: View {
    let name: String
    var body: some View {
        Text(name)
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

private struct IdentitySwap: View {
    @State private var x = 0
    var body: some View {
        VStack {
            Button("Change x") { x += 1 }
            NamedLeaf(name: "v\(x)").id(x)
        }
    }
}

private struct StaleCopy: View {
    @State private var copy: Int
    init(value: Int) { _copy = State(initialValue: value) }
    var body: some View { Text("Copy \(copy)") }
}

private struct StaleParent: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Button("Increment") { value += 1 }
            StaleCopy(value: value)
            StaleCopy(value: value).id(value)
        }
    }
}

private final class Session: ObservableObject {
    @Published var user = "Ana"
}

private struct SessionBadge: View {
    @EnvironmentObject var session: Session
    var body: some View { Text("User \(session.user)") }
}

private struct InjectedBelowStack: View {
    @StateObject private var session = Session()
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Profile") { SessionBadge() }
            }
            .environmentObject(session)
        }
    }
}

private struct InjectedAboveStack: View {
    @StateObject private var session = Session()
    var body: some View {
        NavigationStack {
            NavigationLink("Profile") { SessionBadge() }
        }
        .environmentObject(session)
    }
}

private struct InjectedOnDestination: View {
    @StateObject private var session = Session()
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Profile") { SessionBadge().environmentObject(session) }
            }
            .environmentObject(session)
        }
    }
}

@Observable
private final class Counter {
    var count = 0
}

private struct ObservableReader: View {
    @Environment(Counter.self) private var counter
    var body: some View { Text("Count \(counter.count)") }
}

private final class Feed: ObservableObject {
    @Published var items: [String] = []
    init() { print("Feed.init") }
}

private struct FeedView: View {
    @ObservedObject var feed: Feed
    var body: some View {
        Button("Items \(feed.items.count)") { feed.items.append("item") }
            .onAppear { print("FeedView appear") }
    }
}

private struct FeedParent: View {
    @State private var ticks = 0
    var body: some View {
        VStack {
            Button("Tick \(ticks)") { ticks += 1 }
            FeedView(feed: Feed())
        }
    }
}

private struct TapRow: View {
    let title: String
    @State private var taps = 0
    var body: some View { Button("\(title) taps \(taps)") { taps += 1 } }
}

private struct IndexKeyedList: View {
    @State private var items = ["a", "b", "c"]
    var body: some View {
        VStack {
            Button("Delete a") { items.removeFirst() }
            ForEach(items.indices, id: \.self) { index in
                TapRow(title: items[index])
            }
        }
    }
}

@MainActor
@Suite("SwiftUI facts")
struct SwiftUIFactsTests {
    @Test("Toggling published t1 costs 2 content and 3 child bodies, counting the first render")
    func publishedToggleCounts() throws {
        let host = ViewHost(TogglesContent())
        try host.tap("Toggle t1")
        #expect(host.bodyEvaluations(of: TogglesContent.self) == 2)
        #expect(host.bodyEvaluations(of: ToggleChild.self) == 3)
    }

    @Test("Toggling unpublished t2 costs 1 content and 2 child bodies, counting the first render")
    func unpublishedToggleCounts() throws {
        let host = ViewHost(TogglesContent())
        try host.tap("Toggle t2")
        #expect(host.bodyEvaluations(of: TogglesContent.self) == 1)
        #expect(host.bodyEvaluations(of: ToggleChild.self) == 2)
    }

    @Test("onChange: not on first render; 0 → 1 → 2 gives (0,1) then (1,2); an equal value does not fire")
    func onChangeSequence() throws {
        let host = ViewHost(ChangeCounter())
        #expect(host.takeLog() == [])
        try host.tap("Increment")
        try host.tap("Increment")
        try host.tap("Set same value")
        try host.tap("Unrelated 0")
        #expect(host.takeLog() == ["(0,1)", "(1,2)"])
    }

    @Test(".id is a modifier like any other: content.onAppear{A}.id(x).onAppear{B} fires A again, not B")
    func idModifierOrder() throws {
        let host = ViewHost(IdOrdering())
        #expect(host.takeLog() == ["A", "B"], "the inner modifier's view is the deeper one, and appears first")
        try host.tap("Change x")
        #expect(host.takeLog() == ["A"])
    }

    @Test("On an identity change the new view's onAppear runs before the old view's onDisappear")
    func newAppearsBeforeOldDisappears() throws {
        let host = ViewHost(IdentitySwap())
        _ = host.takeLog()
        try host.tap("Change x")
        #expect(host.takeLog() == ["v1 appear", "v0 disappear"])
    }

    @Test("State initialised from an input goes stale, unless identity follows the data")
    func stateFromInputGoesStale() throws {
        let host = ViewHost(StaleParent())
        try host.tap("Increment")
        #expect(host.render() == """
            VStack
              Button "Increment"
              Text "Copy 0"
              Text "Copy 1"
            """)
    }

    @Test("An observed object created inline by the parent is recreated on every update; onAppear does not fire again")
    func inlineObjectFromParentIsRecreated() throws {
        let host = ViewHost(FeedParent())
        try host.tap("Items 0")
        #expect(host.render().contains("Button \"Items 1\""))
        try host.tap("Tick 0")
        #expect(host.render().contains("Button \"Items 0\""))
        #expect(host.takeLog() == ["Feed.init", "FeedView appear", "Feed.init"])
    }

    @Test("A destination does not see objects injected between the NavigationStack and the link")
    func destinationMissesObjectsInjectedBelowStack() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = ViewHost(InjectedBelowStack())
                try? host.tap("Profile")
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type Session found."))
    }

    @Test("A destination sees objects injected above the stack or on the destination itself")
    func destinationSeesObjectsAboveStackOrOnItself() throws {
        let above = ViewHost(InjectedAboveStack())
        try above.tap("Profile")
        #expect(above.render() == "NavigationStack\n  Text \"User Ana\"")
        let onDestination = ViewHost(InjectedOnDestination())
        try onDestination.tap("Profile")
        #expect(onDestination.render() == "NavigationStack\n  Text \"User Ana\"")
    }

    @Test("A missing @Environment(X.self) object crashes with \"No Observable object of type X found\"")
    func missingObservableCrashes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ViewHost(ObservableReader()) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No Observable object of type Counter found"))
    }

    @Test("An @Observable model read through @Environment is tracked per property")
    func observableEnvironment() {
        let counter = Counter()
        let host = ViewHost(ObservableReader().environment(counter))
        counter.count = 5
        #expect(host.render() == "Text \"Count 5\"")
        #expect(host.bodyEvaluations == 2)
    }

    @Test("ForEach keyed by index gives the wrong row's state after a deletion")
    func indexKeyedRowsMixUpState() throws {
        let host = ViewHost(IndexKeyedList())
        try host.tap("b taps 0")
        try host.tap("Delete a")
        #expect(host.render() == """
            VStack
              Button "Delete a"
              Button "b taps 0"
              Button "c taps 1"
            """)
    }
}

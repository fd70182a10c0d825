import Testing
import Trellis

// One test per row of issue 3's semantics table. Each asserts exact logs, screens or counts.

// MARK: Row 1

private struct Row1Counter: View {
    let label: String
    @State private var count = 0
    var body: some View {
        Button("\(label): \(count)") { count += 1 }
    }
}

private struct Row1Parent: View {
    @State private var parentTicks = 0
    var body: some View {
        VStack {
            Button("Parent \(parentTicks)") { parentTicks += 1 }
            Row1Counter(label: "Child of \(parentTicks)")
        }
    }
}

// MARK: Row 2 and 3

private struct Row2Owner: View {
    @StateObject private var model = LoggedModel(name: "Owned")
    init() { print("Owner.init") }
    var body: some View {
        Button("Owned value \(model.value)") { model.value += 1 }
    }
}

private struct Row2Parent: View {
    @State private var ticks = 0
    @State private var showsOwner = true
    var body: some View {
        VStack {
            Button("Tick \(ticks)") { ticks += 1 }
            Toggle("Show owner", isOn: $showsOwner)
            if showsOwner {
                Row2Owner()
            }
        }
    }
}

// MARK: Row 4

private struct Row4Inline: View {
    @ObservedObject var model = LoggedModel(name: "Inline")
    var body: some View {
        Button("Inline value \(model.value)") { model.value += 1 }
    }
}

private struct Row4Parent: View {
    @State private var ticks = 0
    var body: some View {
        VStack {
            Button("Tick \(ticks)") { ticks += 1 }
            Row4Inline()
        }
    }
}

// MARK: Rows 5, 6, 8 (the Japanese article's HogeView)

private final class HogeViewModel: ObservableObject {
    @Published var count: Int
    init(count: Int) {
        print("HogeViewModel.init: \(count)")
        self.count = count
    }
}

private struct InsideClosureHogeView: View {
    @StateObject var vm: HogeViewModel
    init(count: Int) {
        print("HogeView.init")
        _vm = StateObject(wrappedValue: HogeViewModel(count: count))
    }
    var body: some View { Text("Count: \(vm.count)") }
}

private struct OutsideClosureHogeView: View {
    @StateObject var vm: HogeViewModel
    init(count: Int) {
        print("HogeView.init")
        let vm = HogeViewModel(count: count)
        _vm = StateObject(wrappedValue: vm)
    }
    var body: some View { Text("Count: \(vm.count)") }
}

private struct CountParent<Child: View>: View {
    @State var count: Int = 0
    let child: (Int) -> Child
    var body: some View {
        VStack {
            Button("Add Count: \(count)") { count += 1 }
            child(count)
        }
    }
}

// MARK: Row 7

private struct Row7Item: Identifiable {
    let id: String
}

private struct Row7Row: View {
    let item: Row7Item
    @State private var taps = 0
    @StateObject private var model: LoggedModel
    init(item: Row7Item) {
        self.item = item
        _model = StateObject(wrappedValue: LoggedModel(name: "Row \(item.id)"))
    }
    var body: some View {
        Button("\(item.id) taps \(taps)") { taps += 1 }
    }
}

private struct Row7List: View {
    @State private var items = ["a", "b", "c"].map(Row7Item.init(id:))
    var body: some View {
        VStack {
            Button("Remove b") { items.removeAll { $0.id == "b" } }
            Button("Reverse") { items.reverse() }
            ForEach(items) { item in
                Row7Row(item: item)
            }
        }
    }
}

// MARK: Row 9

private struct Row9Content: View {
    @State var count: Int = 0
    var body: some View {
        NavigationStack {
            Button("Add Count: \(count)") {
                count += 1
            }
            NavigationLink("Link") {
                InsideClosureHogeView(count: count)
            }
        }
    }
}

// MARK: Row 10

private final class Theme: ObservableObject {
    @Published var name: String
    init(_ name: String) { self.name = name }
}

private struct ThemeReader: View {
    let label: String
    @EnvironmentObject var theme: Theme
    var body: some View { Text("\(label): \(theme.name)") }
}

private struct Row10Tree: View {
    @StateObject private var outer = Theme("outer")
    @StateObject private var inner = Theme("inner")
    var body: some View {
        VStack {
            ThemeReader(label: "Sibling")
            VStack {
                ThemeReader(label: "Nested")
            }
            .environmentObject(inner)
        }
        .environmentObject(outer)
    }
}

private struct Row10Missing: View {
    var body: some View { ThemeReader(label: "Orphan") }
}

// MARK: Row 11

private final class Profile: ObservableObject {
    @Published var nickname = ""
}

private struct Row11Switch: View {
    @Binding var isOn: Bool
    var body: some View { Toggle("Switch", isOn: $isOn) }
}

private struct Row11Field: View {
    @Binding var text: String
    var body: some View { TextField("Nickname", text: $text) }
}

private struct Row11Owner: View {
    @State private var isOn = false
    @StateObject private var profile = Profile()
    var body: some View {
        VStack {
            Text("State says \(isOn ? "on" : "off")")
            Text("Profile says \(profile.nickname)")
            Row11Switch(isOn: $isOn)
            Row11Field(text: $profile.nickname)
        }
    }
}

// MARK: Row 12

private struct Row12Observer: View {
    @ObservedObject var model: LoggedModel
    var body: some View { Text("Observer sees \(model.value)") }
}

private struct Row12EnvironmentReader: View {
    @EnvironmentObject var model: LoggedModel
    var body: some View { Text("Environment reader sees \(model.value)") }
}

private struct Row12Bystander: View {
    let title: String
    var body: some View { Text(title) }
}

private struct Row12Owner: View {
    @StateObject private var model = LoggedModel(name: "Shared")
    var body: some View {
        VStack {
            Button("Increment") { model.value += 1 }
            Row12Observer(model: model)
            Row12EnvironmentReader()
            Row12Bystander(title: "Bystander")
        }
        .environmentObject(model)
    }
}

// MARK: Row 13

private struct Row13Fixed: View {
    let title: String
    var body: some View { Text(title) }
}

private struct Row13Changing: View {
    let ticks: Int
    var body: some View { Text("Ticks \(ticks)") }
}

private struct Row13Parent: View {
    @State private var ticks = 0
    var body: some View {
        VStack {
            Button("Tick") { ticks += 1 }
            Row13Fixed(title: "Fixed")
            Row13Changing(ticks: ticks)
        }
    }
}

// MARK: Row 14

@Observable
private final class Scoreboard {
    var home = 0
    var away = 0
    @ObservationIgnored var ignored = 0
}

private struct HomeScore: View {
    let board: Scoreboard
    var body: some View { Text("Home \(board.home)") }
}

private struct AwayScore: View {
    let board: Scoreboard
    var body: some View { Text("Away \(board.away)") }
}

private struct Row14Screen: View {
    @State private var board = Scoreboard()
    var body: some View {
        VStack {
            Button("Home scores") { board.home += 1 }
            Button("Away scores") { board.away += 1 }
            Button("Ignored changes") { board.ignored += 1 }
            HomeScore(board: board)
            AwayScore(board: board)
        }
    }
}

// MARK: Row 15

private struct Row15Leaf: View {
    let name: String
    var body: some View {
        Text(name)
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

private struct Row15Screen: View {
    @State private var showsBranch = true
    @State private var value = 0
    var body: some View {
        VStack {
            Button("Flip") { showsBranch.toggle() }
            Button("Increment") { value += 1 }
            if showsBranch {
                VStack {
                    Row15Leaf(name: "first")
                    Row15Leaf(name: "second")
                }
                .onAppear { print("branch appear") }
                .onDisappear { print("branch disappear") }
            }
            Text("Value \(value)")
                .onChange(of: value) { old, new in print("value \(old) -> \(new)") }
        }
    }
}

@MainActor
@Suite("Semantics table (issue 3)")
struct SemanticsTableTests {
    @Test("1. @State storage lives outside the struct, keyed by identity, and survives parent re-renders")
    func stateSurvivesParentRerender() throws {
        let host = ViewHost(Row1Parent())
        try host.tap("Child of 0: 0")
        try host.tap("Child of 0: 1")
        try host.tap("Parent 0")
        #expect(host.render() == """
            VStack
              Button "Parent 1"
              Button "Child of 1: 2"
            """)
    }

    @Test("2. A @StateObject initializer runs once per identity, lazily at first appearance")
    func stateObjectCreatedOnceLazily() throws {
        let host = ViewHost(Row2Parent())
        #expect(host.takeLog() == ["Owner.init", "Owned.init"])
        try host.tap("Owned value 0")
        try host.tap("Tick 0")
        try host.tap("Tick 1")
        #expect(host.takeLog() == ["Owner.init", "Owner.init"])
        #expect(host.render().contains("Button \"Owned value 1\""))
    }

    @Test("3. Leaving the hierarchy releases the StateObject (deinit); coming back creates a new one")
    func stateObjectReleasedOnRemoval() throws {
        let host = ViewHost(Row2Parent())
        try host.tap("Owned value 0")
        _ = host.takeLog()
        try host.toggle("Show owner")
        #expect(host.takeLog() == ["Owned.deinit"])
        try host.toggle("Show owner")
        #expect(host.takeLog() == ["Owner.init", "Owned.init"])
        #expect(host.render().contains("Button \"Owned value 0\""))
    }

    @Test("4. An @ObservedObject with an inline initializer is recreated on every parent re-render")
    func inlineObservedObjectIsRecreated() throws {
        let host = ViewHost(Row4Parent())
        try host.tap("Inline value 0")
        #expect(host.render().contains("Button \"Inline value 1\""))
        _ = host.takeLog()
        try host.tap("Tick 0")
        #expect(host.takeLog() == ["Inline.init", "Inline.deinit"])
        #expect(host.render().contains("Button \"Inline value 0\""))
    }

    @Test("5. After a StateObject is created, changes to its initializer's parameters are ignored")
    func stateObjectIgnoresNewParameters() throws {
        let host = ViewHost(CountParent { InsideClosureHogeView(count: $0) })
        try host.tap("Add Count: 0")
        try host.tap("Add Count: 1")
        #expect(host.render() == """
            VStack
              Button "Add Count: 2"
              Text "Count: 0"
            """)
        #expect(host.log == ["HogeView.init", "HogeViewModel.init: 0", "HogeView.init", "HogeView.init"])
    }

    @Test("6. .id(value): a new value is a new identity, so the StateObject is recreated with the new count")
    func idRecreatesSubtree() throws {
        let host = ViewHost(CountParent { InsideClosureHogeView(count: $0).id($0) })
        try host.tap("Add Count: 0")
        #expect(host.render() == """
            VStack
              Button "Add Count: 1"
              Text "Count: 1"
            """)
        #expect(host.log == ["HogeView.init", "HogeViewModel.init: 0", "HogeView.init", "HogeViewModel.init: 1"])
    }

    @Test("7. ForEach gives each element an identity; removal releases only that row; reordering keeps state")
    func forEachIdentityPerElement() throws {
        let host = ViewHost(Row7List())
        #expect(host.takeLog() == ["Row a.init", "Row b.init", "Row c.init"])
        try host.tap("a taps 0")
        try host.tap("c taps 0")
        try host.tap("c taps 1")
        try host.tap("Reverse")
        #expect(host.takeLog() == [])  // new structs, but each row keeps its object
        #expect(host.render() == """
            VStack
              Button "Remove b"
              Button "Reverse"
              Button "c taps 2"
              Button "b taps 0"
              Button "a taps 1"
            """)
        try host.tap("Remove b")
        #expect(host.takeLog() == ["Row b.deinit"])
        #expect(host.render().hasSuffix("Button \"c taps 2\"\n  Button \"a taps 1\""))
    }

    @Test("8. An object built outside the StateObject autoclosure is rebuilt on every parent update and thrown away")
    func outsideClosureConstructionIsWasted() throws {
        let host = ViewHost(CountParent { OutsideClosureHogeView(count: $0) })
        try host.tap("Add Count: 0")
        try host.tap("Add Count: 1")
        #expect(host.log == [
            "HogeView.init", "HogeViewModel.init: 0",
            "HogeView.init", "HogeViewModel.init: 1",
            "HogeView.init", "HogeViewModel.init: 2",
        ])
        #expect(host.render().contains("Text \"Count: 0\""))
    }

    @Test("9. NavigationLink: destination built on every parent update, StateObject only on navigation, released on back")
    func navigationLinkLifecycle() throws {
        let host = ViewHost(Row9Content())
        #expect(host.takeLog() == ["HogeView.init"])
        try host.tap("Add Count: 0")
        try host.tap("Add Count: 1")
        #expect(host.takeLog() == ["HogeView.init", "HogeView.init"])
        try host.tap("Link")
        #expect(host.takeLog() == ["HogeViewModel.init: 2"])
        #expect(host.render() == """
            NavigationStack
              Text "Count: 2"
            """)
        try host.back()
        #expect(host.takeLog() == [])
        try host.tap("Link")
        #expect(host.takeLog() == ["HogeViewModel.init: 2"])
        try host.back()
        try host.tap("Add Count: 2")
        #expect(host.takeLog() == ["HogeView.init"])
    }

    @Test("9b. Back releases the destination's StateObject, navigating again creates a new one")
    func navigationBackReleases() throws {
        struct Destination: View {
            @StateObject var model = LoggedModel(name: "Detail")
            var body: some View { Text("Detail \(model.value)") }
        }
        struct Root: View {
            var body: some View {
                NavigationStack { NavigationLink("Open") { Destination() } }
            }
        }
        let host = ViewHost(Root())
        #expect(host.takeLog() == [])
        try host.tap("Open")
        try host.back()
        try host.tap("Open")
        #expect(host.takeLog() == ["Detail.init", "Detail.deinit", "Detail.init"])
    }

    @Test("10. An EnvironmentObject is found at the nearest ancestor that injected its type")
    func environmentObjectNearestAncestor() {
        let host = ViewHost(Row10Tree())
        #expect(host.render() == """
            VStack
              Text "Sibling: outer"
              VStack
                Text "Nested: inner"
            """)
    }

    @Test("10b. A missing EnvironmentObject is a fatal error with SwiftUI's message")
    func missingEnvironmentObjectCrashes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ViewHost(Row10Missing()) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type Theme found. A View.environmentObject(_:) for Theme may be missing as an ancestor of this view."))
    }

    @Test("11. A Binding stores nothing: writes go to the source of truth and re-render its owners")
    func bindingWritesToSource() throws {
        let host = ViewHost(Row11Owner())
        #expect(host.bodyEvaluations(of: Row11Owner.self) == 1)
        try host.toggle("Switch")
        #expect(host.bodyEvaluations(of: Row11Owner.self) == 2)
        try host.type("Ana", into: "Nickname")
        #expect(host.bodyEvaluations(of: Row11Owner.self) == 3)
        #expect(host.render() == """
            VStack
              Text "State says on"
              Text "Profile says Ana"
              Toggle "Switch": on
              TextField "Nickname": "Ana"
            """)
        // The children only pass their binding on; they never held the value.
        #expect(host.bodyEvaluations(of: Row11Switch.self) == 1)
        #expect(host.bodyEvaluations(of: Row11Field.self) == 2)  // its binding's value changed
    }

    @Test("12. A @Published change re-evaluates every view observing the object, and no other")
    func publishedChangeReevaluatesObservers() throws {
        let host = ViewHost(Row12Owner())
        try host.tap("Increment")
        #expect(host.bodyEvaluations(of: Row12Owner.self) == 2)
        #expect(host.bodyEvaluations(of: Row12Observer.self) == 2)
        #expect(host.bodyEvaluations(of: Row12EnvironmentReader.self) == 2)
        #expect(host.bodyEvaluations(of: Row12Bystander.self) == 1)
        #expect(host.bodyEvaluations == 4 + 3)
        #expect(host.render().contains("Text \"Environment reader sees 1\""))
    }

    @Test("13. A child whose inputs are unchanged does not re-evaluate when its parent re-renders")
    func unchangedChildIsSkipped() throws {
        let host = ViewHost(Row13Parent())
        try host.tap("Tick")
        try host.tap("Tick")
        #expect(host.bodyEvaluations(of: Row13Parent.self) == 3)
        #expect(host.bodyEvaluations(of: Row13Fixed.self) == 1)
        #expect(host.bodyEvaluations(of: Row13Changing.self) == 3)
    }

    @Test("14. With @Observable, only the views whose body read the changed property re-evaluate")
    func observablePerPropertyTracking() throws {
        let host = ViewHost(Row14Screen())
        try host.tap("Home scores")
        #expect(host.bodyEvaluations(of: Row14Screen.self) == 1)
        #expect(host.bodyEvaluations(of: HomeScore.self) == 2)
        #expect(host.bodyEvaluations(of: AwayScore.self) == 1)
        try host.tap("Ignored changes")
        #expect(host.bodyEvaluations == 4)
        try host.tap("Away scores")
        #expect(host.bodyEvaluations(of: AwayScore.self) == 2)
        #expect(host.bodyEvaluations == 5)
        #expect(host.render().contains("Text \"Home 1\"\n  Text \"Away 1\""))
    }

    @Test("15. onAppear/onDisappear fire once per appearance, appearing deepest first and disappearing in tree order; onChange delivers old and new")
    func appearanceAndChangeEvents() throws {
        let host = ViewHost(Row15Screen())
        #expect(host.takeLog() == ["first appear", "second appear", "branch appear"])
        try host.tap("Increment")
        try host.tap("Increment")
        #expect(host.takeLog() == ["value 0 -> 1", "value 1 -> 2"])
        try host.tap("Flip")
        #expect(host.takeLog() == ["branch disappear", "first disappear", "second disappear"])
        try host.tap("Flip")
        #expect(host.takeLog() == ["first appear", "second appear", "branch appear"])
    }
}

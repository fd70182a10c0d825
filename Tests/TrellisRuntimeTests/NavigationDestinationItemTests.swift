import Testing
import Trellis

// `navigationDestination(item:)`: a pushed screen driven by an optional `Hashable` value.

private struct Trail: Hashable {
    let name: String
}

private struct TrailCounter: View {
    let trail: Trail
    @State private var count = 0
    var body: some View {
        Button("\(trail.name) \(count)") { count += 1 }
            .onAppear { print("\(trail.name) appear") }
            .onDisappear { print("\(trail.name) disappear") }
    }
}

private struct Trails: View {
    @State private var selected: Trail?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Ridge") { selected = Trail(name: "Ridge") }
                Text("selected \(selected?.name ?? "none")")
            }
            .navigationDestination(item: $selected) { trail in
                VStack {
                    TrailCounter(trail: trail)
                    Button("Switch") { selected = Trail(name: "Valley") }
                    Button("Clear") { selected = nil }
                }
            }
        }
    }
}

@MainActor @Suite struct NavigationDestinationItemTests {
    @Test("navigationDestination(item:) pushes the content for the item when it is set, and going back sets it to nil")
    func settingTheItemPushesAndGoingBackClearsIt() throws {
        let host = ViewHost(Trails())
        #expect(!host.render().contains("Ridge 0"))
        try host.tap("Ridge")
        #expect(host.render().contains("Button \"Ridge 0\""))
        try host.back()
        let afterBack = host.render()
        #expect(afterBack.contains("Text \"selected none\""), "\(afterBack)")
        #expect(!afterBack.contains("Ridge 0"))
        #expect(host.takeLog() == ["Ridge appear", "Ridge disappear"])
    }

    @Test("navigationDestination(item:) pops the pushed screen when the item is set to nil")
    func clearingTheItemPops() throws {
        let host = ViewHost(Trails())
        try host.tap("Ridge")
        try host.tap("Clear")
        let rendered = host.render()
        #expect(rendered.contains("Text \"selected none\""), "\(rendered)")
        #expect(!rendered.contains("Ridge 0"))
        #expect(host.takeLog() == ["Ridge appear", "Ridge disappear"])
    }

    @Test("navigationDestination(item:) replaces the pushed screen, state fresh, when the item changes to another value")
    func anotherItemReplacesTheScreen() throws {
        let host = ViewHost(Trails())
        try host.tap("Ridge")
        try host.tap("Ridge 0")
        #expect(host.render().contains("Button \"Ridge 1\""))
        try host.tap("Switch")
        let rendered = host.render()
        #expect(rendered.contains("Button \"Valley 0\""), "\(rendered)")
        #expect(!rendered.contains("Ridge 1"))
        // The new screen's appear is delivered before the old one's disappear, as a push over a pop.
        #expect(host.takeLog() == ["Ridge appear", "Valley appear", "Ridge disappear"])
        // One screen is pushed: going back shows the root.
        try host.back()
        #expect(host.render().contains("Text \"selected none\""))
    }
}

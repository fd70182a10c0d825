import Testing
import Trellis

// Navigation by value: paths, value links, `navigationDestination`, and the lifetimes and
// environments of pushed screens. Each test is named after a fact of "Navigation by value".

private struct Park: Hashable {
    let name: String
}

private final class Theme: ObservableObject {
    let name: String
    init(_ name: String) { self.name = name }
}

/// Logs its appearance and keeps a count, to see when a screen is built, covered and dropped.
private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

private struct ParkDetail: View {
    let park: Park
    var body: some View {
        VStack {
            Counter(name: park.name)
            NavigationLink("Next after \(park.name)", value: Park(name: park.name + "+"))
        }
    }
}

/// A stack over a typed array, with the buttons a person or the app would use.
private struct Parks: View {
    @State private var path: [Park] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                NavigationLink("Yosemite", value: Park(name: "Yosemite"))
                NavigationLink(value: Park(name: "Sequoia")) { Text("Sequoia") }
                Button("Deep link") { path = [Park(name: "Yosemite"), Park(name: "Sequoia")] }
                Text("depth \(path.count)")
            }
            .navigationDestination(for: Park.self) { park in
                VStack {
                    ParkDetail(park: park)
                    Button("Pop") { path.removeLast() }
                    Button("Home") { path.removeAll() }
                    Text("path \(path.map(\.name).joined(separator: ","))")
                }
            }
        }
    }
}

@MainActor
@Suite("Navigation by value")
struct NavigationByValueTests {
    @Test("NavigationStack(path:) keeps the path in step with the stack")
    func pathInStep() throws {
        let host = ViewHost(Parks())
        try host.tap("Yosemite")
        #expect(host.render() == """
        NavigationStack
          VStack
            VStack
              Button "Yosemite 0"
              NavigationLink "Next after Yosemite"
            Button "Pop"
            Button "Home"
            Text "path Yosemite"
        """)
        try host.back()
        #expect(host.render().contains("Text \"depth 0\""))
        _ = host.takeLog()
        // Assigning the array replaces the stack: Sequoia shows with Yosemite under it.
        try host.tap("Deep link")
        #expect(host.render().contains("Text \"path Yosemite,Sequoia\""))
        // Only the top screen appears; the one under it is built covered.
        #expect(host.takeLog() == ["Sequoia appear"])
        // Removing the last element pops.
        try host.tap("Pop")
        #expect(host.render().contains("Text \"path Yosemite\""))
        try host.tap("Home")
        #expect(host.render().contains("Text \"depth 0\""))
        // The root can never be removed.
        #expect(throws: ViewHostError.self) { try host.back() }
        #expect(host.render().contains("NavigationLink \"Yosemite\""))
    }

    @Test("A typed array is a homogeneous path: destinations on pushed screens are ignored")
    func homogeneousPath() throws {
        struct Screen: View {
            @State private var path: [Park] = []
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Park", value: Park(name: "Zion"))
                        .navigationDestination(for: Park.self) { park in
                            NavigationLink("Count", value: 7)
                                .navigationDestination(for: Int.self) { number in Text("number \(number)") }
                        }
                }
            }
        }
        let host = ViewHost(Screen())
        try host.tap("Park")
        #expect(throws: ViewHostError.self) { try host.tap("Count") }
        #expect(host.render().contains("NavigationLink \"Count\""))
    }

    @Test("A NavigationPath takes mixed types, and destinations on pushed screens work (chosen where unverified)")
    func mixedPath() throws {
        struct Screen: View {
            @State private var path = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("Park", value: Park(name: "Zion"))
                        Text("count \(path.count) empty \(path.isEmpty)")
                    }
                    .navigationDestination(for: Park.self) { park in
                        NavigationLink("Count", value: 7)
                            .navigationDestination(for: Int.self) { number in
                                Button("number \(number) of \(path.count)") { path.removeLast() }
                            }
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        try host.tap("Park")
        try host.tap("Count")
        #expect(host.render() == """
        NavigationStack
          Button "number 7 of 2"
        """)
        try host.tap("number 7 of 2")
        try host.back()
        #expect(host.render().contains("Text \"count 0 empty true\""))
    }

    @Test("A link with no matching destination does nothing; a nil value disables the link")
    func noMatchingDestination() throws {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Number", value: 3)
                        NavigationLink("Nothing", value: Optional<Int>.none)
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        #expect {
            try host.tap("Number")
        } throws: { error in
            "\(error)".contains("A NavigationLink is presenting a value of type \"Int\" but there is no matching navigationDestination declaration")
        }
        #expect(throws: ViewHostError.self) { try host.tap("Nothing") }
        #expect(host.render() == """
        NavigationStack
          VStack
            NavigationLink "Number"
            NavigationLink "Nothing"
        """)
    }

    @Test("Binding-driven destinations: isPresented pushes while true, going back sets it false")
    func bindingDrivenDestination() throws {
        struct Screen: View {
            @State private var showsDetail = false
            var body: some View {
                NavigationStack {
                    VStack {
                        Button("Show") { showsDetail = true }
                        Text("shows \(showsDetail)")
                    }
                    .navigationDestination(isPresented: $showsDetail) {
                        VStack {
                            Counter(name: "detail")
                            Button("Hide") { showsDetail = false }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        try host.tap("Show")
        #expect(host.render().contains("Button \"detail 0\""))
        try host.back()
        #expect(host.render().contains("Text \"shows false\""))
        try host.tap("Show")
        try host.tap("Hide")
        #expect(host.render().contains("Text \"shows false\""))
        #expect(host.takeLog() == ["detail appear", "detail disappear", "detail appear", "detail disappear"])
    }

    @Test("Popped views lose their state; covered views keep it and disappear and appear again")
    func poppedViewsLoseState() throws {
        let host = ViewHost(Parks())
        try host.tap("Yosemite")
        try host.tap("Yosemite 0")
        try host.tap("Next after Yosemite")
        #expect(host.takeLog() == ["Yosemite appear", "Yosemite+ appear", "Yosemite disappear"])
        try host.back()
        // The covered screen kept its state.
        #expect(host.render().contains("Button \"Yosemite 1\""))
        #expect(host.takeLog() == ["Yosemite appear", "Yosemite+ disappear"])
        try host.back()
        // Pushing the same value again builds fresh state.
        try host.tap("Yosemite")
        #expect(host.render().contains("Button \"Yosemite 0\""))
    }

    @Test("Which environment a destination sees: the stack's, not what the pushing screen injects")
    func destinationEnvironment() throws {
        struct ThemeName: View {
            @EnvironmentObject var theme: Theme
            var body: some View { Text("theme \(theme.name)") }
        }
        struct Screen: View {
            let outer = Theme("above the stack")
            let inner = Theme("below the destination")
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink("Open", value: Park(name: "Acadia"))
                            .environmentObject(inner)
                        ThemeName()
                    }
                    .navigationDestination(for: Park.self) { _ in ThemeName() }
                    // Injected inside the stack but outside the modifier: unverified in SwiftUI;
                    // here the destination, hosted by the stack, does not see it.
                    .environmentObject(inner)
                }
                .environmentObject(outer)
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render().contains("Text \"theme below the destination\""))
        try host.tap("Open")
        #expect(host.render() == """
        NavigationStack
          Text "theme above the stack"
        """)
    }

    @Test("Lazy containers create children on demand: here a destination in a List row is still found")
    func destinationInLazyContainer() throws {
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Row", value: Park(name: "Olympic"))
                            .navigationDestination(for: Park.self) { park in Text("park \(park.name)") }
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        try host.tap("Row")
        #expect(host.render() == """
        NavigationStack
          Text "park Olympic"
        """)
    }

    @Test("A split view's value link shows the destination registered in a later column")
    func splitViewValueLink() throws {
        struct ThemeName: View {
            @EnvironmentObject var theme: Theme
            var body: some View { Text("theme \(theme.name)") }
        }
        struct Screen: View {
            let theme = Theme("above the split view")
            var body: some View {
                NavigationSplitView {
                    List { NavigationLink("Glacier", value: Park(name: "Glacier")) }
                } detail: {
                    ThemeName()
                        .navigationDestination(for: Park.self) { park in
                            VStack {
                                Text("park \(park.name)")
                                ThemeName()
                            }
                        }
                }
                .environmentObject(theme)
            }
        }
        let host = ViewHost(Screen())
        #expect(host.render().hasSuffix("detail\n    Text \"theme above the split view\""))
        try host.tap("Glacier")
        #expect(host.render().hasSuffix("detail\n    VStack\n      Text \"park Glacier\"\n      Text \"theme above the split view\""))
    }
}

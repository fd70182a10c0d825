import Testing
import Trellis

// Tabs: selection by tag or value, when tab content is built, state and appearances across
// switches, and the environment tabs see. Each test is named after a fact of "TabView".

private enum Section: Hashable {
    case inbox, settings
}

private final class Account: ObservableObject {
    let name: String
    init(_ name: String) { self.name = name }
}

private struct Counter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

private struct LegacyTabs: View {
    @State private var section = Section.inbox
    var body: some View {
        TabView(selection: $section) {
            VStack {
                Counter(name: "inbox")
                Button("Go to settings") { section = .settings }
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(Section.inbox)
            Counter(name: "settings")
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Section.settings)
        }
    }
}

private struct NewTabs: View {
    @State private var section = Section.inbox
    var body: some View {
        TabView(selection: $section) {
            Tab("Inbox", systemImage: "tray", value: Section.inbox) { Counter(name: "inbox") }
            Tab("Settings", systemImage: "gear", value: Section.settings) { Counter(name: "settings") }
        }
    }
}

@MainActor
@Suite("TabView")
struct TabViewTests {
    @Test("When tab content is created depends on the API: the legacy form builds every tab at first appearance")
    func legacyBuildsEveryTab() throws {
        let host = ViewHost(LegacyTabs())
        #expect(host.render() == """
        TabView
          Tab "Inbox" [selected]
            VStack
              Button "inbox 0"
              Button "Go to settings"
          Tab "Settings"
        """)
        // Built (its state exists) but not on screen: only the selected tab appears.
        #expect(host.bodyEvaluations(of: Counter.self) == 2)
        #expect(host.takeLog() == ["inbox appear"])
    }

    @Test("When tab content is created depends on the API: Tab(value:) defers a tab's content until it is first selected")
    func tabDefersContent() throws {
        let host = ViewHost(NewTabs())
        #expect(host.bodyEvaluations(of: Counter.self) == 1)
        try host.selectTab("Settings")
        #expect(host.bodyEvaluations(of: Counter.self) == 2)
        #expect(host.render() == """
        TabView
          Tab "Inbox"
          Tab "Settings" [selected]
            Button "settings 0"
        """)
    }

    @Test("Off-screen tabs keep their state")
    func offScreenTabsKeepState() throws {
        for screen in [AnyView(LegacyTabs()), AnyView(NewTabs())] {
            let host = ViewHost(screen)
            try host.tap("inbox 0")
            try host.selectTab("Settings")
            try host.tap("settings 0")
            try host.selectTab("Inbox")
            #expect(host.render().contains("Button \"inbox 1\""))
            try host.selectTab("Settings")
            #expect(host.render().contains("Button \"settings 1\""))
        }
    }

    @Test("onAppear/onDisappear fire on every switch; the new tab's onAppear runs first (chosen where unverified)")
    func appearancesOnEverySwitch() throws {
        let host = ViewHost(LegacyTabs())
        #expect(host.takeLog() == ["inbox appear"])
        try host.selectTab("Settings")
        #expect(host.takeLog() == ["settings appear", "inbox disappear"])
        try host.selectTab("Inbox")
        #expect(host.takeLog() == ["inbox appear", "settings disappear"])
    }

    @Test("Selection by tag: the binding's value is matched against each tab's tag, and setting it switches tabs")
    func selectionByTag() throws {
        let host = ViewHost(LegacyTabs())
        try host.tap("Go to settings")
        #expect(host.render().contains("Tab \"Settings\" [selected]\n    Button \"settings 0\""))
        struct Mismatched: View {
            @State private var selected = 0
            var body: some View {
                TabView(selection: $selected) {
                    Text("zero").tabItem { Text("Zero") }.tag(0)
                    Text("word").tabItem { Text("Word") }.tag("word")
                }
            }
        }
        let mismatched = ViewHost(Mismatched())
        #expect(throws: ViewHostError.self) { try mismatched.selectTab("Word") }
        #expect(mismatched.render().contains("Tab \"Zero\" [selected]"))
    }

    @Test("A TabView without selection starts on its first tab and the host selects others")
    func withoutSelection() throws {
        struct Plain: View {
            var body: some View {
                TabView {
                    Text("first").tabItem { Label("One", systemImage: "1.circle") }
                    Text("second").tabItem { Label("Two", systemImage: "2.circle") }
                }
            }
        }
        let host = ViewHost(Plain())
        try host.selectTab("Two")
        #expect(host.render() == """
        TabView
          Tab "One"
          Tab "Two" [selected]
            Text "second"
        """)
        #expect(throws: ViewHostError.self) { try host.selectTab("Three") }
    }

    @Test("Tabs see what is injected above the TabView, and a stack in a tab pushes within it")
    func tabsSeeEnvironmentAboveTabView() throws {
        struct AccountName: View {
            @EnvironmentObject var account: Account
            var body: some View { Text("account \(account.name)") }
        }
        struct Screen: View {
            let account = Account("ana")
            var body: some View {
                TabView {
                    NavigationStack {
                        NavigationLink("Profile", value: 1)
                            .navigationDestination(for: Int.self) { _ in AccountName() }
                    }
                    .tabItem { Text("Home") }
                    AccountName().tabItem { Text("Account") }
                }
                .environmentObject(account)
            }
        }
        let host = ViewHost(Screen())
        try host.tap("Profile")
        try host.selectTab("Account")
        #expect(host.render().contains("Tab \"Account\" [selected]\n    Text \"account ana\""))
        try host.selectTab("Home")
        #expect(host.render() == """
        TabView
          Tab "Home" [selected]
            NavigationStack
              Text "account ana"
          Tab "Account"
        """)
    }

    @Test("A Tab's stack pushes a flag-driven destination")
    func flagInTab() throws {
        struct Screen: View {
            @State private var shows = false
            @State private var tab = 0
            var body: some View {
                TabView(selection: $tab) {
                    Text("one").tabItem { Text("One") }.tag(0)
                    Tab("About", systemImage: "info", value: 1) {
                        NavigationStack {
                            Button("Show") { shows = true }
                                .navigationDestination(isPresented: $shows) { Text("About Trellis") }
                        }
                    }
                }
            }
        }
        let host = ViewHost(Screen())
        try host.selectTab("About")
        try host.tap("Show")
        #expect(host.render() == """
        TabView
          Tab "One"
          Tab "About" [selected]
            NavigationStack
              Text "About Trellis"
        """)
        try host.back()
        #expect(host.render().hasSuffix("Button \"Show\""))
    }
}

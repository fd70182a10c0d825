import Testing
import Trellis

// Navigation titles, toolbars and search: what the bar above a screen shows, and using it.

private struct ScrumList: View {
    @State private var scrums = ["Design", "Standup"]
    @State private var isEditing = false
    var body: some View {
        NavigationStack {
            List {
                ForEach(scrums, id: \.self) { scrum in
                    NavigationLink(scrum) { ScrumDetail(name: scrum) }
                }
            }
            .navigationTitle("Daily Scrums")
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { scrums.append("Retro") }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
                    Text("\(scrums.count) scrums")
                }
            }
        }
    }
}

private struct ScrumDetail: View {
    let name: String
    @State private var saved = false
    var body: some View {
        VStack {
            Text(saved ? "Saved" : "Unsaved")
        }
        .navigationTitle(Text(name))
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { saved = true }
            }
            ToolbarItem(placement: .topBarLeading) { Text("Editing") }
        }
    }
}

@MainActor
@Suite("Modifiers: navigation title and toolbar")
struct NavigationChromeTests {
    @Test func titleAndToolbarPrintBeforeTheScreen() throws {
        let host = ViewHost(ScrumList())
        #expect(host.render() == """
            NavigationStack
              Toolbar
                ToolbarItem primaryAction
                  Button "Add"
                ToolbarItemGroup bottomBar
                  Button "Edit"
                  Text "2 scrums"
              Navigation title "Daily Scrums"
              List
                NavigationLink "Design"
                NavigationLink "Standup"
            """)
        #expect(try host.appearance(of: "Design").navigationBarTitleDisplayMode == .large)
    }

    @Test func toolbarButtonsAreTappedLikeAnyOther() throws {
        let host = ViewHost(ScrumList())
        try host.tap("Add")
        try host.tap("Edit")
        #expect(host.render() == """
            NavigationStack
              Toolbar
                ToolbarItem primaryAction
                  Button "Add"
                ToolbarItemGroup bottomBar
                  Button "Done"
                  Text "3 scrums"
              Navigation title "Daily Scrums"
              List
                NavigationLink "Design"
                NavigationLink "Standup"
                NavigationLink "Retro"
            """)
    }

    @Test func aPushedScreenShowsItsOwnTitleAndToolbarOnly() throws {
        let host = ViewHost(ScrumList())
        try host.tap("Standup")
        #expect(host.render() == """
            NavigationStack
              Toolbar
                ToolbarItem confirmationAction
                  Button "Save"
                ToolbarItem topBarLeading
                  Text "Editing"
              Navigation title "Standup"
              VStack
                Text "Unsaved"
            """)
        #expect(try host.appearance(of: "Unsaved").navigationBarTitleDisplayMode == .inline)
        // The covered list's toolbar is not on screen.
        #expect(throws: ViewHostError.self) { try host.tap("Add") }
        try host.tap("Save")
        #expect(host.render().hasSuffix("Text \"Saved\""))
        try host.back()
        try host.tap("Add")
        #expect(host.render().contains("Text \"3 scrums\""))
    }

    @Test func toolbarPlacementsHaveSwiftUINames() {
        let placements: [ToolbarItemPlacement] = [
            .automatic, .principal, .navigation, .primaryAction, .secondaryAction, .status, .confirmationAction,
            .cancellationAction, .destructiveAction, .keyboard, .topBarLeading, .topBarTrailing,
            .navigationBarLeading, .navigationBarTrailing, .bottomBar,
        ]
        #expect(placements.map(\.description) == [
            "automatic", "principal", "navigation", "primaryAction", "secondaryAction", "status", "confirmationAction",
            "cancellationAction", "destructiveAction", "keyboard", "topBarLeading", "topBarTrailing",
            "navigationBarLeading", "navigationBarTrailing", "bottomBar",
        ])
    }

    @Test func plainViewsInAToolbarPrintUnderIt() throws {
        struct Plain: View {
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    Text("Count \(count)")
                        .toolbar {
                            Button("Increment") { count += 1 }
                        }
                        .toolbar { EmptyView() }
                }
            }
        }
        let host = ViewHost(Plain())
        try host.tap("Increment")
        #expect(host.render() == """
            NavigationStack
              Toolbar
                Button "Increment"
              Text "Count 1"
            """)
    }

    /// SwiftUI shows a title and a toolbar in the bar of the stack around them; on the stack
    /// itself, or with no stack, they show nowhere: a classic mistake, which the render names.
    @Test func titlesAndToolbarsOutsideAStackShowNowhere() throws {
        struct OnTheStack: View {
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    Text("Count \(count)")
                }
                .navigationTitle("Counter")
                .toolbar { Button("Add") { count += 1 } }
                .searchable(text: .constant(""))
            }
        }
        let host = ViewHost(OnTheStack())
        #expect(host.render() == """
            SearchField "Search": ""
            Toolbar [outside a NavigationStack]
              Button "Add"
            Navigation title "Counter" [outside a NavigationStack]
            NavigationStack
              Text "Count 0"
            """)
        do {
            try host.tap("Add")
            Issue.record("tapped a toolbar button that SwiftUI does not show")
        } catch {
            #expect("\(error)" == "Button \"Add\" is in a toolbar outside a NavigationStack, which SwiftUI shows nowhere, so it cannot be tapped.")
        }
        #expect(ViewHost(ScrumDetail(name: "Alone")).render().hasPrefix("""
            Toolbar [outside a NavigationStack]
              ToolbarItem confirmationAction
                Button "Save"
              ToolbarItem topBarLeading
                Text "Editing"
            Navigation title "Alone" [outside a NavigationStack]
            """))
    }
}

// MARK: Search

private struct People: View {
    @State private var query = ""
    private let names = ["Alice", "Bob", "Alicia"]
    var body: some View {
        NavigationStack {
            List {
                ForEach(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { name in
                    PersonRow(name: name)
                }
            }
            .searchable(text: $query, prompt: "Find people")
            .navigationTitle("People")
        }
    }
}

private struct PersonRow: View {
    let name: String
    var body: some View { Text(name) }
}

private struct Unprompted: View {
    @State private var query = ""
    var body: some View {
        Text("Results for \(query)").searchable(text: $query)
    }
}

@MainActor
@Suite("Modifiers: searchable")
struct SearchableTests {
    @Test func theSearchFieldShowsItsPromptAndText() throws {
        let host = ViewHost(People())
        #expect(host.render() == """
            NavigationStack
              Navigation title "People"
              SearchField "Find people": ""
              List
                Text "Alice"
                Text "Bob"
                Text "Alicia"
            """)
        try host.search("Ali")
        #expect(host.render() == """
            NavigationStack
              Navigation title "People"
              SearchField "Find people": "Ali"
              List
                Text "Alice"
                Text "Alicia"
            """)
        try host.clearSearch()
        #expect(host.render().hasSuffix("Text \"Alicia\"") && host.render().contains("Text \"Bob\""))
    }

    @Test func typingReEvaluatesOnlyTheViewThatOwnsTheText() throws {
        let host = ViewHost(People())
        #expect(host.bodyEvaluations(of: People.self) == 1)
        #expect(host.bodyEvaluations(of: PersonRow.self) == 3)
        try host.search("Ali")
        // The owner filters again; the rows that stay keep their inputs and are not evaluated.
        #expect(host.bodyEvaluations(of: People.self) == 2)
        #expect(host.bodyEvaluations(of: PersonRow.self) == 3)
        #expect(host.bodyEvaluations == 5)
    }

    @Test func theDefaultPromptIsSearch() throws {
        let host = ViewHost(Unprompted())
        try host.search("tea", prompt: "Search")
        #expect(host.render() == """
            SearchField "Search": "tea"
            Text "Results for tea"
            """)
    }

    @Test func withoutASearchFieldTheScreenIsReported() {
        let host = ViewHost(Text("Nothing to search"))
        do {
            try host.search("x")
            Issue.record("searching a screen without a search field succeeded")
        } catch {
            #expect("\(error)" == "No search field is on screen. On screen:\nText \"Nothing to search\"")
        }
        do {
            try ViewHost(Unprompted()).search("x", prompt: "Find")
            Issue.record("searching with the wrong prompt succeeded")
        } catch {
            #expect("\(error)".hasPrefix("No search field with the prompt \"Find\" is on screen."))
        }
    }
}

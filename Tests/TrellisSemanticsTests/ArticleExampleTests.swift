import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// The articles' correct screens check clean: no false positives.
@Suite struct ArticleExampleTests {
    /// Spanish article: the five wrappers in one screen.
    static func profileScreen(_ b: SemanticsBuilder) {
        b.structure("User", fields: [("name", "String")])
        b.model("ProfileViewModel", published: [("displayName", "String")])
        b.model("SessionManager", published: [("currentUser", "User?")])
        b.view("ProfileApp", [b.stateObject("session", "SessionManager", initial: "SessionManager()")], body: [
            b.element("ProfileScreen", modifiers: [b.injectObject("session")]),
        ])
        b.view("ProfileScreen", root: true, hostProvides: ["SessionManager"], [
            b.state("isEditing", "Bool", initial: "false"),
            b.stateObject("viewModel", "ProfileViewModel", initial: "ProfileViewModel()"),
            b.environmentObject("session", "SessionManager"),
            b.computed("displayName", "String", value: "session.currentUser?.name ?? \"Invitado\""),
        ], body: [
            b.element("VStack", children: [
                b.text("Sesión iniciada como {displayName}"),
                b.element("EditToggleRow", [("isEditing", "{$isEditing}")]),
                b.element("ProfileDetailView", [("viewModel", "{viewModel}")]),
            ]),
        ])
        b.view("EditToggleRow", [b.binding("isEditing", "Bool")], body: [
            b.element("Toggle", [("title", "Modo edición"), ("isOn", "{$isEditing}")]),
        ])
        b.view("ProfileDetailView", [b.observedObject("viewModel", "ProfileViewModel")], body: [
            b.element("TextField", [("title", "Nombre visible"), ("text", "{$viewModel.displayName}")]),
        ])
    }

    @Test func profileScreenChecksClean() {
        let b = SemanticsBuilder()
        Self.profileScreen(b)
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        #expect(outcome.program.roots == ["ProfileApp", "ProfileScreen"])
        #expect(outcome.program.instantiationGraph.children(of: "ProfileScreen").map(\.child) == ["EditToggleRow", "ProfileDetailView"])
    }

    /// Portuguese and Indonesian articles: TimerView, AppView, DetailView, UserViewModel(api:).
    @Test func stateObjectArticleScreensCheckClean() {
        let b = SemanticsBuilder()
        b.model("TimerViewModel", external: true, published: [("seconds", "Int")], methods: ["start"])
        b.view("TimerView", [b.stateObject("viewModel", "TimerViewModel", initial: "TimerViewModel()")], body: [
            b.text("{viewModel.seconds}s", modifiers: [b.onAppear("viewModel.start()")]),
        ])
        b.model("NavigationRouter", published: [("depth", "Int")])
        b.model("AuthViewModel", published: [("isSignedIn", "Bool")])
        b.view("AppView", [
            b.stateObject("router", "NavigationRouter", initial: "NavigationRouter()"),
            b.stateObject("auth", "AuthViewModel", initial: "AuthViewModel()"),
        ], body: [
            b.element("ContentView", modifiers: [b.injectObject("router"), b.injectObject("auth")]),
        ])
        b.view("ContentView", [
            b.environmentObject("router", "NavigationRouter"),
            b.environmentObject("auth", "AuthViewModel"),
        ], body: [
            b.text("{auth.isSignedIn} {router.depth}"),
        ])
        b.model("DetailViewModel", external: true, published: [("title", "String")], methods: ["load"])
        b.view("DetailList", body: [
            b.element("NavigationStack", children: [
                b.element("NavigationLink", [("title", "Item 1")], children: [b.element("DetailView", [("itemId", "{1}")])]),
            ]),
        ])
        b.view("DetailView", [
            b.input("itemId", "Int"),
            b.stateObject("viewModel", "DetailViewModel", initial: "DetailViewModel()"),
        ], body: [
            b.text("{viewModel.title}", modifiers: [b.onAppear("viewModel.load(id: itemId)")]),
        ])
        b.structure("APIClient", fields: [], statics: [("shared", "APIClient")])
        b.model("UserViewModel", external: true, published: [("userName", "String")])
        b.view("UserView", [b.stateObject("viewModel", "UserViewModel", initial: "UserViewModel(api: APIClient.shared)")], body: [
            b.text("User: {viewModel.userName}"),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    }

    /// Japanese article: the variants that behave as intended.
    @Test func hogeViewVariantsThatWorkCheckClean() {
        let b = SemanticsBuilder()
        b.model("HogeViewModel", external: true, published: [("count", "Int")])
        // In place with `.id(count)`: identity follows the value.
        b.view("ContentView", [b.state("count", "Int", initial: "0")], body: [
            b.element("VStack", children: [
                b.element("Button", [("title", "Add Count: {count}"), ("action", "count += 1")]),
                b.element("HogeView", [("count", "{count}")], modifiers: [b.id("count")]),
            ]),
        ])
        b.view("HogeView", [
            b.input("count", "Int"),
            b.stateObject("vm", "HogeViewModel", initial: "HogeViewModel(count: count)"),
        ], body: [b.text("Count: {vm.count}")])
        // The autoclosure pattern: the parent passes a fresh construction, not an existing object.
        b.view("AutoclosureParent", [b.state("count", "Int", initial: "0")], body: [
            b.element("AutoclosureHoge", [("vm", "{HogeViewModel(count: count)}")]),
        ])
        b.view("AutoclosureHoge", [b.stateObject("vm", "HogeViewModel", initial: "HogeViewModel(count: 0)")], body: [
            b.text("Count: {vm.count}"),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    }

    /// The `@Observable` migration: `state` owns, `environment` reads, `bindable` binds.
    @Test func observationEraScreenChecksClean() {
        let b = SemanticsBuilder()
        b.structure("Book", fields: [("id", "Int"), ("title", "String")], identifiable: true)
        b.model("Library", kind: .observable, plain: [("books", "[Book]"), ("filter", "String")])
        b.view("LibraryApp", [b.state("library", "Library", initial: "Library()")], body: [
            b.element("NavigationStack", children: [b.element("LibraryScreen")], modifiers: [b.injectEnvironment("library")]),
        ])
        b.view("LibraryScreen", [b.environment("library", "Library")], body: [
            b.element("VStack", children: [
                b.element("FilterField", [("library", "{library}")]),
                b.element("List", children: [
                    b.forEach("library.books", id: "\\.id", item: "book", body: [b.text("{book.title}")]),
                ]),
            ]),
        ])
        b.view("FilterField", [b.bindable("library", "Library")], body: [
            b.element("TextField", [("title", "Filter"), ("text", "{$library.filter}")]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
    }
}

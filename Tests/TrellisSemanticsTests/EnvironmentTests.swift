import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Rule 5 (TRL205), the injection half of rule 10 (TRL215), and the resolver `--who-provides` uses.
@Suite struct EnvironmentTests {
    // MARK: TRL205

    @Test func consumerWithNoProviderOnAPathFromARootIsAnError() throws {
        let b = SemanticsBuilder()
        b.model("Router", published: [("depth", "Int")])
        let consumer = b.environmentObject("router", "Router")
        b.view("AppContent", [consumer], body: [b.text("{router.depth}")])
        let callSite = b.elementNode("AppContent")
        let root = b.view("AppView", [b.stateObject("router", "Router", initial: "Router()")], body: [
            b.element("VStack", children: [b.text("{router.depth}"), .element(callSite)]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(outcome.summary == ["TRL205@\(consumer.location.line)"])
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == consumer.location)
        #expect(diagnostic.message.text == "no ancestor provides environment object `Router` to `AppContent` when mounted from `AppView`")
        #expect(diagnostic.notes.map(\.text) == [
            "path: `AppView` → `AppContent`, starting at root `AppView`",
            "injecting `Router` with `<environmentObject value=\"...\"/>` on this call site of `AppContent` in `AppView`, or above it, would provide it",
        ])
        #expect(diagnostic.notes.map(\.location) == [root.name.location, callSite.name.location])
    }

    @Test func longPathsAreAbbreviatedInTheNote() throws {
        let b = SemanticsBuilder()
        b.model("Router", published: [("depth", "Int")])
        let consumer = b.environmentObject("router", "Router")
        b.view("Level19", [consumer], body: [b.text("{router.depth}")])
        for level in 0..<19 {
            b.view("Level\(level)", [], body: [b.element("Level\(level + 1)")])
        }
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL205@\(consumer.location.line)"])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.notes.first?.text == "path: `Level0` → `Level1` → `Level2` → `Level3` → … 13 more … → `Level17` → `Level18` → `Level19`, starting at root `Level0`")
    }

    @Test func navigationDestinationDoesNotSeeInjectionsBelowTheStack() throws {
        let b = SemanticsBuilder()
        b.model("Session", published: [("userName", "String")])
        b.view("Badge", [b.environmentObject("session", "Session")], body: [b.text("{session.userName}")])
        let consumer = b.environmentObject("session", "Session")
        b.view("Settings", [consumer], body: [b.text("{session.userName}")])
        let injection = b.injectObject("session")
        b.view("SessionRoot", [b.stateObject("session", "Session", initial: "Session()")], body: [
            b.element("NavigationStack", children: [
                b.element("VStack", children: [
                    b.element("Badge"),
                    b.element("NavigationLink", [("title", "Settings")], children: [b.element("Settings")]),
                ], modifiers: [injection]),
            ]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL205@\(consumer.location.line)"])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.notes.map(\.location).contains(injection.location), "a note explains the navigation rule at the injection")
        let paths = outcome.program.environment.paths(to: "Settings", requiring: "Session")
        #expect(paths.map(\.description) == ["`SessionRoot` → `Settings`"])
        #expect(paths.first?.provider == nil)
        let badgePaths = outcome.program.environment.paths(to: "Badge", requiring: "Session")
        #expect(badgePaths.first?.providerLocation == injection.location)
    }

    @Test func deepPathThroughConditionalsAndRowsReportsOncePerConsumerAndRoot() throws {
        let b = SemanticsBuilder()
        b.model("Theme", published: [("isDark", "Bool")])
        let consumer = b.environmentObject("theme", "Theme")
        b.view("Leaf", [consumer], body: [b.text("{theme.isDark}")])
        b.view("Middle", [b.state("items", "[Int]", initial: "[]")], body: [
            b.forEach("items", id: "\\.self", item: "item", body: [b.element("Leaf")]),
            b.element("Leaf"),
        ])
        b.view("RootA", [b.state("on", "Bool", initial: "true")], body: [b.ifNode("on", then: [b.element("Middle")])])
        b.view("RootB", body: [b.element("Middle")])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL205@\(consumer.location.line)", "TRL205@\(consumer.location.line)"])
        #expect(outcome.diagnostics.map(\.message.text) == [
            "no ancestor provides environment object `Theme` to `Leaf` when mounted from `RootA`",
            "no ancestor provides environment object `Theme` to `Leaf` when mounted from `RootB`",
        ])
        #expect(outcome.diagnostics.first?.notes.first?.text == "path: `RootA` → `Middle` → `Leaf`, starting at root `RootA`")
    }

    /// Roots are told apart by one bit each, 64 to a word: the roots that provide nothing are
    /// reported, each once, in the roots' order, past the first word too; a program where every
    /// root provides is told so without a bit per root.
    @Test func manyRootsReportEachRootThatProvidesNothing() throws {
        for everyRootProvides in [false, true] {
            let b = SemanticsBuilder()
            b.model("Theme", published: [("isDark", "Bool")])
            b.view("Leaf", [b.environmentObject("theme", "Theme")], body: [b.text("{theme.isDark}")])
            let unprovided = everyRootProvides ? [] : [0, 63, 64, 100, 149]
            for index in 0..<150 {
                let name = "Root" + String(1000 + index).dropFirst()
                b.view(name, root: true, hostProvides: unprovided.contains(index) ? [] : ["Theme"], body: [b.element("Leaf")])
            }
            let outcome = SemanticsOutcome(b.sourceFiles)
            #expect(outcome.diagnostics.map(\.message.text) == unprovided.map { index in
                "no ancestor provides environment object `Theme` to `Leaf` when mounted from `Root\(String(1000 + index).dropFirst())`"
            })
        }
    }

    @Test func injectionAboveTheStackOnTheDestinationOrByTheHostProvides() {
        let b = SemanticsBuilder()
        b.model("Session", published: [("userName", "String")])
        b.model("Library", kind: .observable, plain: [("count", "Int")])
        b.view("Settings", [b.environmentObject("session", "Session"), b.environment("library", "Library")], body: [b.text("{session.userName} {library.count}")])
        b.view("AboveStack", [b.stateObject("session", "Session", initial: "Session()"), b.state("library", "Library", initial: "Library()")], body: [
            b.element("NavigationStack", children: [
                b.element("NavigationLink", [("title", "Go")], children: [b.element("Settings")]),
            ], modifiers: [b.injectObject("session"), b.injectEnvironment("library")]),
        ])
        b.view("OnDestination", [b.stateObject("session", "Session", initial: "Session()"), b.state("library", "Library", initial: "Library()")], body: [
            b.element("NavigationStack", children: [
                b.element("NavigationLink", [("title", "Go")], children: [
                    b.element("Settings", modifiers: [b.injectObject("session"), b.injectEnvironment("library")]),
                ]),
            ]),
        ])
        b.view("Hosted", hostProvides: ["Session", "Library"], body: [
            b.element("NavigationStack", children: [b.element("NavigationLink", [("title", "Go")], children: [b.element("Settings")])]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    @Test func environmentAndEnvironmentObjectAreSeparateStores() {
        let b = SemanticsBuilder()
        b.model("Library", kind: .observable, plain: [("count", "Int")])
        let consumer = b.environment("library", "Library")
        b.view("Shelf", [consumer], body: [b.text("{library.count}")])
        // An `environmentObject` modifier does not fill the `environment` store.
        b.view("App", [b.state("library", "Library", initial: "Library()")], body: [b.element("Shelf", modifiers: [b.injectObject("library")])])
        #expect(SemanticsOutcome(b.sourceFiles).summary.first == "TRL205@\(consumer.location.line)")
    }

    @Test func linkWithoutAStackInItsBodyUsesTheStackFurtherUp() {
        let b = SemanticsBuilder()
        b.model("Session", published: [("userName", "String")])
        let consumer = b.environmentObject("session", "Session")
        b.view("Detail", [consumer], body: [b.text("{session.userName}")])
        b.view("Menu", [b.environmentObject("session", "Session")], body: [
            b.text("{session.userName}"),
            b.element("NavigationLink", [("title", "Detail")], children: [b.element("Detail")]),
        ])
        b.view("Root", [b.stateObject("session", "Session", initial: "Session()")], body: [
            b.element("NavigationStack", children: [b.element("Menu", modifiers: [b.injectObject("session")])]),
        ])
        b.view("RootRight", [b.stateObject("session", "Session", initial: "Session()")], body: [
            b.element("NavigationStack", children: [b.element("Menu")], modifiers: [b.injectObject("session")]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL205@\(consumer.location.line)"])
        #expect(outcome.diagnostics.first?.message.text == "no ancestor provides environment object `Session` to `Detail` when mounted from `Root`")
    }

    // MARK: TRL215

    @Test func injectionNobodyBelowConsumesWarns() throws {
        let b = SemanticsBuilder()
        b.model("Auth", published: [("isSignedIn", "Bool")])
        b.model("Theme", published: [("isDark", "Bool")])
        b.view("Home", body: [b.text("Home")])
        let intoHome = b.injectObject("auth")
        let intoSpacer = b.injectObject("theme")
        b.view("App", [b.stateObject("auth", "Auth", initial: "Auth()"), b.stateObject("theme", "Theme", initial: "Theme()")], body: [
            b.element("Home", modifiers: [intoHome]),
            b.element("Spacer", modifiers: [intoSpacer]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.location) == [intoHome.location, intoSpacer.location])
        #expect(outcome.diagnostics.map(\.message.text) == [
            "environment object `Auth` is injected here but no view below consumes it",
            "environment object `Theme` is injected here but no view below consumes it",
        ])
        #expect(outcome.diagnostics.allSatisfy { $0.severity == .warning })
    }

    @Test func injectionBelowTheStackDoesNotReachADestinationConsumer() {
        let b = SemanticsBuilder()
        b.model("Session", published: [("userName", "String")])
        let consumer = b.environmentObject("session", "Session")
        b.view("Settings", [consumer], body: [b.text("{session.userName}")])
        let injection = b.injectObject("session")
        b.view("Root", [b.stateObject("session", "Session", initial: "Session()")], body: [
            b.element("NavigationStack", children: [
                b.element("VStack", children: [b.element("NavigationLink", [("title", "Go")], children: [b.element("Settings")])], modifiers: [injection]),
            ]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL205@\(consumer.location.line)", "TRL215@\(injection.location.line)"])
    }

    @Test func injectionConsumedSeveralViewsDownIsFine() {
        let b = SemanticsBuilder()
        b.model("Auth", published: [("isSignedIn", "Bool")])
        b.view("Leaf", [b.environmentObject("auth", "Auth")], body: [b.text("{auth.isSignedIn}")])
        b.view("Middle", body: [b.element("VStack", children: [b.element("Leaf")])])
        b.view("App", [b.stateObject("auth", "Auth", initial: "Auth()")], body: [b.element("Middle", modifiers: [b.injectObject("auth")])])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }
}

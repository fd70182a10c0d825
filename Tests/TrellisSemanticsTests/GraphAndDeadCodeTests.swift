import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Rule 9 (TRL213), the state half of rule 10 (TRL214), and the instantiation graph itself.
@Suite struct GraphAndDeadCodeTests {
    // MARK: TRL213

    @Test func viewShowingItselfUnconditionallyIsAnError() throws {
        let b = SemanticsBuilder()
        let callSite = b.elementNode("Echo")
        b.view("Echo", body: [b.element("VStack", children: [b.text("Echo"), .element(callSite)])])
        b.view("EchoHost", body: [b.element("Echo")])
        let outcome = SemanticsOutcome(b.sourceFiles)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(outcome.diagnostics.count == 1)
        #expect(diagnostic.code.rawValue == "TRL213")
        #expect(diagnostic.location == callSite.name.location)
        #expect(diagnostic.message.text == "`Echo` instantiates itself with no conditional to stop it (`Echo` → `Echo`)")
        #expect(outcome.program.roots == ["EchoHost"])
    }

    @Test func mutualRecursionIsReportedOnceAtTheClosingCallSite() throws {
        let b = SemanticsBuilder()
        b.view("Game", body: [b.element("Ping")])
        let pingToPong = b.elementNode("Pong")
        b.view("Ping", body: [.element(pingToPong)])
        let pongToPing = b.elementNode("Ping")
        b.view("Pong", body: [b.element("VStack", children: [.element(pongToPing)])])
        let outcome = SemanticsOutcome(b.sourceFiles)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(outcome.diagnostics.count == 1)
        #expect(diagnostic.location == pongToPing.name.location)
        #expect(diagnostic.message.text == "`Ping` instantiates itself with no conditional to stop it (`Ping` → `Pong` → `Ping`)")
        #expect(diagnostic.notes.first?.location == pingToPong.name.location)
    }

    @Test func recursionUnderAConditionalARowOrALinkIsFine() {
        let b = SemanticsBuilder()
        b.view("Tree", [b.input("depth", "Int", default: "3"), b.state("children", "[Int]", initial: "[]")], body: [
            b.ifNode("depth > 0", then: [b.element("Tree", [("depth", "{depth - 1}")])]),
            b.forEach("children", id: "\\.self", item: "child", body: [b.element("Tree", [("depth", "{child}")])]),
            b.element("NavigationLink", [("title", "Deeper")], children: [b.element("Tree")]),
        ])
        b.view("Forest", body: [b.element("Tree", [("depth", "{2}")])])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.isEmpty)
        let edges = outcome.program.instantiationGraph.children(of: "Tree")
        #expect(edges.map(\.isConditional) == [true, false, false])
        #expect(edges.map(\.isInForEach) == [false, true, false])
        #expect(edges.map(\.isNavigationDestination) == [false, false, true])
    }

    // MARK: TRL214

    @Test func stateNeverReadWarnsAndWritesAreNotReads() throws {
        let b = SemanticsBuilder()
        let draft = b.state("draft", "String", initial: "\"\"")
        b.view("Draft", [draft], body: [b.text("Nothing here")])
        let tapped = b.state("tapped", "Bool", initial: "false")
        let flag = b.state("flag", "Bool", initial: "false")
        b.view("Tap", [tapped, flag], body: [b.element("Button", [("title", "Tap"), ("action", "tapped = true; flag.toggle()")])])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL214@\(draft.location.line)", "TRL214@\(tapped.location.line)", "TRL214@\(flag.location.line)"])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location == draft.location)
        #expect(diagnostic.message.text == "`state` `draft` is never read")
    }

    @Test func readsCountInConditionsProjectionsInitialValuesAndModifiers() {
        let b = SemanticsBuilder()
        b.view("Child", [b.binding("on", "Bool")], body: [b.element("Toggle", [("isOn", "{$on}")])])
        b.view("Screen", [
            b.state("tapped", "Bool", initial: "false"),
            b.state("on", "Bool", initial: "false"),
            b.state("base", "Int", initial: "1"),
            b.state("derived", "Int", initial: "base * 2"),
            b.state("key", "Int", initial: "0"),
            b.state("watched", "Int", initial: "0"),
            b.state("total", "Int", initial: "0"),
        ], body: [
            b.ifNode("tapped", then: [b.text("Tapped")]),
            b.element("Child", [("on", "{$on}")], modifiers: [b.id("key"), b.onChange(of: "watched", action: "print(newValue)")]),
            b.element("Button", [("title", "{derived}"), ("action", "tapped = true; total += 1")]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    // MARK: The graph

    @Test func instantiationsRecordIdentityAndInjectionsAbove() throws {
        let b = SemanticsBuilder()
        b.model("Router", published: [("depth", "Int")])
        b.view("Child", [b.input("count", "Int"), b.environmentObject("router", "Router")], body: [b.text("{count} {router.depth}")])
        b.view("Parent", [b.state("count", "Int", initial: "0"), b.stateObject("router", "Router", initial: "Router()")], body: [
            b.element("NavigationStack", children: [
                b.element("VStack", children: [
                    b.element("Child", [("count", "{count}")], modifiers: [b.id("count")]),
                    b.element("NavigationLink", [("title", "Go")], children: [b.element("Child", [("count", "{count}")])]),
                ], modifiers: [b.injectObject("router")]),
            ], modifiers: [b.injectObject("router")]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.isEmpty)
        let edges = outcome.program.instantiationGraph.children(of: "Parent")
        #expect(edges.count == 2)
        #expect(edges[0].identity.map { if case .identifier("count") = $0.kind { true } else { false } } == true)
        #expect(edges[0].injectedAbove == ["Router"], "the nearer injection hides the stack's")
        #expect(edges[1].injectedAbove == ["Router"], "only the injection above the stack reaches the destination")
        #expect(edges[1].environment.base == .parentView)
        #expect(outcome.program.instantiationGraph.callSites(of: "Child").count == 2)
    }

    @Test func deepBodiesAndLongChainsAreCheckedWithoutRecursion() {
        let b = SemanticsBuilder()
        // A 2,000-level body (far past the parser's nesting limit) and a 3,000-view chain.
        var node = b.element("Link0")
        for _ in 0..<2000 { node = b.element("VStack", children: [node]) }
        b.view("Deep", body: [node])
        b.model("Theme", published: [("isDark", "Bool")])
        for index in 0..<3000 {
            let next = b.element("Link\(index + 1)")
            b.view("Link\(index)", body: [b.ifNode("true", then: [next])])
        }
        b.view("Link3000", [b.environmentObject("theme", "Theme")], body: [b.element("Link0")])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.with(code: "TRL205").count == 1, "the chain's end is reached with no provider")
        #expect(outcome.with(code: "TRL213").isEmpty, "the cycle has conditionals")
        #expect(outcome.with(code: "TRL205").first?.notes.first?.text.hasPrefix("path: `Deep` → `Link0` → `Link1`") == true)
    }
}

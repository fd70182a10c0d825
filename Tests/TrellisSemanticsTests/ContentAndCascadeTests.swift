import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Content a view does not take (TRL113) counts for nothing; unknown elements are reported once,
/// with no follow-on diagnostic about what they held.
@Suite struct ContentAndCascadeTests {
    struct Outcome {
        /// Syntax and semantic diagnostics, sorted.
        let diagnostics: [Diagnostic]
        /// "TRL201@12" for each diagnostic.
        var summary: [String] { diagnostics.map { "\($0.code)@\($0.location.line)" } }
    }

    static func analyze(_ xml: String) -> Outcome {
        var diagnostics = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "test.xml", bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &diagnostics)
        return Outcome(diagnostics: diagnostics.sorted())
    }

    /// `Session` is consumed by `Badge`; `Home` owns one and writes `body` inside its `VStack`.
    static func program(home body: String, states: String = "") -> String {
        """
        <trellis>
          <model name="Session" external="true"><published name="user" type="String"/></model>
          <view name="Badge">
            <environmentObject name="session" type="Session"/>
            <body><Text>{session.user}</Text></body>
          </view>
          <view name="Leaf">
            <let name="caption" type="String"/>
            <body><Text>{caption}</Text></body>
          </view>
          <view name="Home">
            <stateObject name="session" type="Session" initial="Session()"/>
            <state name="flag" type="Bool" initial="false"/>\(states)
            <body>
              <VStack>
        \(body)
                <environmentObject value="session"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """
    }

    @Test("every view that takes no content reports its first child, naming what it accepts", arguments: [
        (#"<Spacer><Text>a</Text><Text>b</Text></Spacer>"#, "`Spacer` takes no content; it accepts only the attribute `minLength`, and modifiers"),
        (#"<EmptyView><Badge/></EmptyView>"#, "`EmptyView` takes no content; it accepts only modifiers"),
        (#"<Divider><Text>Go</Text></Divider>"#, "`Divider` takes no content; it accepts only modifiers"),
        (#"<Leaf caption="x"><Badge/></Leaf>"#, "`Leaf` takes no content; it accepts only the attribute `caption`, and modifiers"),
        (#"<Leaf caption="x">more text</Leaf>"#, "`Leaf` takes no content; it accepts only the attribute `caption`, and modifiers"),
    ])
    func contentNotAccepted(_ body: String, _ message: String) throws {
        let outcome = Self.analyze(Self.program(home: "        <Text>{flag}</Text><Badge/>" + body))
        let errors = outcome.diagnostics.filter { $0.severity == .error && $0.code.rawValue != "TRL112" }
        #expect(errors.map(\.message.text) == [message])
        #expect(errors.map(\.code.rawValue) == ["TRL113"])
    }

    @Test("views that take content report nothing")
    func contentAccepted() {
        let outcome = Self.analyze(Self.program(home: """
                <Group><Text>{flag}</Text></Group>
                <List><ForEach items="[1, 2]" id="\\.self" item="n"><Text>{n}</Text></ForEach></List>
                <NavigationStack><NavigationLink title="Go"><Badge/></NavigationLink></NavigationStack>
            """))
        #expect(outcome.diagnostics.isEmpty, "\(outcome.summary)")
    }

    @Test("content a view does not take counts for nothing: no read, no consumer, no root")
    func rejectedContentCountsForNothing() {
        let outcome = Self.analyze(Self.program(home: """
                <Spacer><Toggle title="On" isOn="{$flag}"/><Badge/></Spacer>
            """))
        // `flag` is bound only in the dropped `Toggle`, `Session` consumed only by the dropped `Badge`;
        // `Badge`, instantiated nowhere else, is not reported as a root that lacks `Session`.
        #expect(outcome.diagnostics.map(\.code.rawValue) == ["TRL214", "TRL113", "TRL215"])
    }

    @Test("an unknown modifier concludes nothing about the state, views and injections it mentions")
    func unknownModifierCascade() {
        let outcome = Self.analyze(Self.program(home: """
                <Text>Hi</Text>
                <inspector isPresented="{$flag}"><Badge/></inspector>
            """))
        #expect(outcome.summary == ["TRL024@17"])
    }

    @Test("an unknown view is reported once; the view it probably means is no root")
    func unknownViewCascade() {
        let outcome = Self.analyze(Self.program(home: """
                <Text>{flag}</Text>
                <Bagde/>
            """))
        #expect(outcome.summary == ["TRL101@17"])
    }

    @Test("a SwiftUI view Trellis lacks says so, and its content is checked as written")
    func swiftUIViewNotAvailable() {
        let outcome = Self.analyze(Self.program(home: """
                <OutlineGroup><Text>{flag}</Text><Badge/></OutlineGroup>
                <Canvas/>
            """))
        #expect(outcome.diagnostics.map { "\($0.code)@\($0.location.line) \($0.message.text)" } == [
            "TRL114@16 SwiftUI view `OutlineGroup` is not available in Trellis yet",
            "TRL114@17 SwiftUI view `Canvas` is not available in Trellis yet",
        ])
    }

    @Test("an injection reaching unresolved content through call sites is not called unconsumed")
    func injectionReachingUnresolvedContentInAChild() {
        let outcome = Self.analyze(Self.program(home: #"<Text>{flag}</Text><Leaf caption="x"/>"#).replacingOccurrences(
            of: "<body><Text>{caption}</Text></body>",
            with: "<body><VStack><Text>{caption}</Text><inspector><Badge/></inspector></VStack></body>"
        ))
        // `Home` injects `Session` above `Leaf`, whose `inspector` holds the only consumer.
        #expect(outcome.summary == ["TRL024@9"])
    }

    @Test("what unresolved content may mean is limited to its own view")
    func suppressionIsLocal() {
        let outcome = Self.analyze(Self.program(home: """
                <Text>{flag}</Text><Badge/>
                <fontWidth value="{spare}"/>
            """, states: #"<state name="unused" type="Int" initial="0"/>"#).replacingOccurrences(of: "<body><Text>{caption}</Text></body>", with: """
            <state name="spare" type="Int" initial="0"/>
            <body><Text>{caption}</Text></body>
            """))
        // `unused` is mentioned nowhere; `spare` is mentioned only in another view's unknown modifier.
        #expect(outcome.diagnostics.map { "\($0.code) \($0.message.text)" } == [
            "TRL214 `state` `spare` is never read",
            "TRL214 `state` `unused` is never read",
            "TRL024 SwiftUI modifier `fontWidth` is not available in Trellis yet",
        ])
    }
}

import Testing
@testable import TrellisSyntax

/// The syntax builder rules out the rare forms cheaply before reading them (a compilation
/// condition, a placed hole, a member path): each shortcut gives the tree the full reading
/// gives, for the forms it lets through and for the ones it rules out.
@Suite struct BuilderShortcutTests {
    static func body(_ content: String) -> [ViewNode] {
        parse("""
            <trellis>
              <view name="Screen">
                <state name="isOn" type="Bool" initial="false"/>
                <let name="screen" type="Item"/>
                <body><VStack>\(content)</VStack></body>
              </view>
            </trellis>
            """).file?.views.first?.body ?? []
    }

    static func conditional(_ condition: String) -> ConditionalNode? {
        guard case .element(let stack)? = body("<if condition=\"\(condition)\"><Text>Yes</Text></if>").first,
              case .conditional(let node)? = stack.children.first else { return nil }
        return node
    }

    /// A compilation condition needs a `(` or `#if`; spelled through character references, it
    /// still has a `#`, so it is still read as Swift's `#if`.
    @Test(arguments: [
        ("os(Linux)", "os(Linux)"),
        ("os&#40;Linux&#41;", "os(Linux)"),
        ("os&#x28;Linux)", "os(Linux)"),
        ("&#35;if DEBUG", "#if DEBUG"),
        ("!os(iOS) &amp;&amp; canImport(Foundation)", "!os(iOS) && canImport(Foundation)"),
    ])
    func aCompilationConditionIsReadAsOne(written: String, read: String) throws {
        let node = try #require(Self.conditional(written))
        #expect(node.compilationCondition == read.replacingOccurrences(of: "#if ", with: ""))
        #expect(node.conditions.isEmpty)
    }

    /// Conditions with references but no `(` or `#` are tested when the program runs.
    @Test(arguments: ["isOn &amp;&amp; !isOn", "isOn &amp;&amp; screen.count &gt; 2", "isOn"])
    func aRuntimeConditionIsNotACompilationCondition(written: String) throws {
        let node = try #require(Self.conditional(written))
        #expect(node.compilationCondition == nil)
        #expect(node.conditions.count == 1)
    }

    /// A compilation condition beside a runtime one, spelled with references, is still TRL029.
    @Test func aMixedConditionWithReferencesIsReported() {
        let result = parse(screen(#"<VStack><if condition="isOn &amp;&amp; !os&#40;iOS)"><Text>Wide</Text></if></VStack>"#))
        #expect(summary(result.diagnostics) == ["TRL029@4:24"])
    }

    @Test func memberPaths() {
        #expect(SyntaxBuilder.isMemberPath("screen.label"))
        #expect(SyntaxBuilder.isMemberPath("screen.item.label"))
        #expect(!SyntaxBuilder.isMemberPath("padding"))
        #expect(!SyntaxBuilder.isMemberPath("Screen.label"))
        #expect(!SyntaxBuilder.isMemberPath("screen."))
        #expect(!SyntaxBuilder.isMemberPath("screen..label"))
        #expect(!SyntaxBuilder.isMemberPath("screen.if"))
        #expect(!SyntaxBuilder.isMemberPath(""))
    }

    /// A text among views that is one hole holding a member path or a placeable name is placed
    /// as a view; layout around it is no part of it; any other text stays text.
    @Test(arguments: [
        ("{screen.label}", "screen.label"),
        ("\n    {screen.label}\n  ", "screen.label"),
        ("\t{screen}\r\n", "screen"),
    ])
    func aHoleAloneAmongViewsIsPlaced(text: String, placed: String) throws {
        guard case .element(let stack)? = Self.body("<Text>Before</Text>\(text)<Text>After</Text>").first else {
            Issue.record("no VStack")
            return
        }
        let names = stack.children.compactMap { child -> String? in
            if case .element(let element) = child { return element.name.name }
            return nil
        }
        #expect(names == ["Text", placed, "Text"])
    }

    @Test(arguments: ["{screen.label} and more", "{}", "{ }", "{unknown}", "screen.label}", "{screen.label", "   "])
    func otherTextIsNotPlaced(text: String) throws {
        guard case .element(let stack)? = Self.body("<Text>Before</Text>\(text)<Text>After</Text>").first else {
            Issue.record("no VStack")
            return
        }
        #expect(stack.children.count == 2)
    }

    /// A `Text`'s hole is its text, never a placed view.
    @Test func aTextsHoleStaysText() throws {
        guard case .element(let stack)? = Self.body("<Text>{screen.label}</Text>").first,
              case .element(let text)? = stack.children.first else {
            Issue.record("no Text")
            return
        }
        #expect(text.children.isEmpty)
        #expect(text.text?.segments.count == 1)
    }
}

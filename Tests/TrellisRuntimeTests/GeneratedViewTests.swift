import Testing
import Trellis

// The entry points generated code uses (`GeneratedView`, `ViewContext`, `GeneratedModel`),
// written here the way `trellis build` writes them, checked against the behaviour of the
// property wrappers they replace.

private final class Counter: GeneratedModel {
    nonisolated(unsafe) static var made = 0

    required init() {
        super.init()
        Self.made += 1
        addProperty(0 as Int)
        addProperty("counter" as String)
        addProperty("unobserved" as String)
    }

    var count: Int {
        get { published(0) }
        set { setPublished(0, to: newValue) }
    }

    var label: String {
        get { published(1) }
        set { setPublished(1, to: newValue) }
    }

    var note: String {
        get { plain(2) }
        set { setPlain(2, to: newValue) }
    }
}

private final class Session: GeneratedModel {
    required init() {
        super.init()
        addProperty("Ada" as String)
    }

    var user: String {
        get { published(0) }
        set { setPublished(0, to: newValue) }
    }
}

/// `observedObject counter`, reading only `count`.
private struct CountLabel: View {
    typealias Body = GeneratedBody

    let counter: Counter

    var body: GeneratedBody {
        let context = ViewContext.current
        context.observe(counter)
        return GeneratedBody(Text(verbatim: "Count \(counter.count)"))
    }
}

/// `state start` that a call site may pass (its initial value), and `binding flag`.
private struct Child: View {
    typealias Body = GeneratedBody

    private let _startInitial: InitialState<Int>
    private let _flag: Binding<Bool>

    init(start: Int = 0, flag: Binding<Bool>) {
        _startInitial = InitialState(start)
        _flag = flag
    }

    var body: GeneratedBody {
        let context = ViewContext.current
        let _start = context.state(0, initial: _startInitial.value)
        return GeneratedBody(VStack(children: ViewList {
            Text(verbatim: "Start \(_start.wrappedValue)")
            Button(title: "Bump") { _start.wrappedValue += 1 }
            Toggle(title: "Flag", isOn: _flag.projectedValue)
        }))
    }
}

/// `state taps`, `state flag`, `stateObject counter`, `environmentObject session`.
private struct Screen: View {
    typealias Body = GeneratedBody

    var body: GeneratedBody {
        let context = ViewContext.current
        let _taps = context.state(0, literal: 0)
        let _flag = context.state(1, literal: false)
        let counter = context.stateObject(2, Counter.self)
        let session = context.environmentObject(Session.self)
        let children = ChildViews()
        children.addText(Text(template: "Taps {} for {}", _taps.wrappedValue, session.user))
        children.addButton(Button(title: "Tap") { Arithmetic.add(1, to: &_taps.wrappedValue) })
        children.addButton(Button(title: "Increment") { Arithmetic.add(1, to: &counter.count) })
        children.addButton(Button(title: "Rename") { counter.label = "renamed" })
        children.addButton(Button(title: "Annotate") { counter.note = "changed" })
        children.addToggle(Toggle(title: "Counter on", isOn: _flag.projectedValue))
        children.add(CountLabel(counter: counter))
        children.add(Child(start: _taps.wrappedValue, flag: _flag.projectedValue))
        return GeneratedBody(VStack.of(children))
    }
}

/// The same children twice: through a `ViewListBuilder` block and added by statements.
private struct BuilderChildren: View {
    typealias Body = GeneratedBody

    var body: GeneratedBody {
        let context = ViewContext.current
        let _flag = context.state(0, initial: true)
        return GeneratedBody(VStack(children: ViewList {
            Text(verbatim: "Title")
            Toggle(title: "Flag", isOn: _flag.projectedValue)
            Button(title: "Flip") { _flag.wrappedValue.toggle() }
            TextField(title: "Name", text: .constant("Ada"))
            HStack(children: ViewList {
                Spacer()
                Child(start: 3, flag: _flag.projectedValue)
            })
        }))
    }
}

private struct StatementChildren: View {
    typealias Body = GeneratedBody

    var body: GeneratedBody {
        let context = ViewContext.current
        let _flag = context.state(0, literal: true)
        let children = ChildViews()
        children.addText(Text(verbatim: "Title"))
        children.addToggle(Toggle(title: "Flag", isOn: _flag.projectedValue))
        children.addButton(Button(title: "Flip") { _flag.wrappedValue.toggle() })
        children.addTextField(TextField(title: "Name", text: .constant("Ada")))
        let children2 = ChildViews()
        children2.add(Spacer())
        children2.add(Child(start: 3, flag: _flag.projectedValue))
        children.add(HStack.of(children2))
        return GeneratedBody(VStack.of(children))
    }
}

/// A property without an initial value, set by the memberwise initializer.
private final class Named: GeneratedModel {
    required init() {
        super.init()
        addUnsetProperty()
        addProperty(1 as Int)
    }

    convenience init(name: String) {
        self.init()
        self.name = name
    }

    var name: String {
        get { published(0) }
        set { setPublished(0, to: newValue) }
    }

    var rank: Int {
        get { published(1) }
        set { setPublished(1, to: newValue) }
    }
}

private struct Described: CustomStringConvertible {
    var description: String { "described" }
}

private struct Streamed: TextOutputStreamable {
    func write<Target: TextOutputStream>(to target: inout Target) { target.write("streamed") }
}

private struct Plain {
    let value = 1
}

private enum Suit { case hearts }

/// Each part of `Text(concatenating:)` beside the interpolation it replaces.
private struct Concatenations: View {
    typealias Body = GeneratedBody

    var body: GeneratedBody {
        let optional: Int? = 5
        let missing: Int? = nil
        let children = ChildViews()
        children.add(Text(concatenatingParts: "a ", 42, " ", 2.5, " ", true, " ", "s", " ", Suit.hearts))
        children.add(Text(verbatim: "b \(42) \(2.5) \(true) \("s") \(Suit.hearts)"))
        children.add(Text(concatenatingParts: "c ", Described(), " ", Streamed(), " ", Plain(), " ", optional as Any, " ", missing as Any))
        children.add(Text(verbatim: "d \(Described()) \(Streamed()) \(Plain()) \(String(describing: optional)) \(String(describing: missing))"))
        return GeneratedBody(VStack.of(children))
    }
}

/// One text per number of parts: up to four each count has its own initializer, then the array.
private struct ConcatenationArities: View {
    typealias Body = GeneratedBody

    var body: GeneratedBody {
        let children = ChildViews()
        children.add(Text(concatenating: 1))
        children.add(Text(concatenating: 1, "2"))
        children.add(Text(concatenating: 1, "2", 3.5))
        children.add(Text(concatenating: 1, "2", 3.5, false))
        children.add(Text(concatenatingParts: 1, "2", 3.5, false, Suit.hearts))
        children.add(Text(concatenatingParts: 1, "2", 3.5, false, Suit.hearts, Int?.none as Any))
        children.add(Text(concatenatingParts: 1, "2", 3.5, false, Suit.hearts, Int?.none as Any, 7))
        children.add(Text(concatenatingParts: 1, "2", 3.5, false, Suit.hearts, Int?.none as Any, 7, "8"))
        children.add(Text(concatenatingParts: 1, "2", 3.5, false, Suit.hearts, Int?.none as Any, 7, "8", 9))
        return GeneratedBody(VStack.of(children))
    }
}

/// One template per number of values, up to four one by one, then variadic; and templates
/// whose literal pieces hold braces, quotes, newlines and other scripts.
private struct TemplateArities: View {
    typealias Body = GeneratedBody

    var body: GeneratedBody {
        let children = ChildViews()
        children.add(Text(template: "<{}>", 1))
        children.add(Text(template: "<{}-{}>", 1, "2"))
        children.add(Text(template: "<{}-{}-{}>", 1, "2", 3.5))
        children.add(Text(template: "<{}-{}-{}-{}>", 1, "2", 3.5, false))
        children.add(Text(template: "<{}-{}-{}-{}-{}>", values: 1, "2", 3.5, false, Suit.hearts))
        children.add(Text(template: "<{}-{}-{}-{}-{}-{}>", values: 1, "2", 3.5, false, Suit.hearts, Int?.none as Any))
        children.add(Text(template: "<{}-{}-{}-{}-{}-{}-{}>", values: 1, "2", 3.5, false, Suit.hearts, Int?.none as Any, 7))
        children.add(Text(template: "<{}-{}-{}-{}-{}-{}-{}-{}>", values: 1, "2", 3.5, false, Suit.hearts, Int?.none as Any, 7, "8"))
        children.add(Text(template: "<{}-{}-{}-{}-{}-{}-{}-{}-{}>", values: 1, "2", 3.5, false, Suit.hearts, Int?.none as Any, 7, "8", 9))
        children.add(Text(template: "{{{}}} {{}} }}{}{{ \"é\" 日本 \\ {}", "a", Described(), Plain()))
        return GeneratedBody(VStack.of(children))
    }
}

private struct App: View {
    typealias Body = GeneratedBody

    let session: Session

    var body: GeneratedBody {
        GeneratedBody(Screen().environmentObject(session))
    }
}

@MainActor
@Suite("Generated views and models")
struct GeneratedViewTests {
    @Test("State lives in the node: it survives re-evaluation, and a write re-evaluates the views that read it")
    func stateLivesInTheNode() throws {
        let host = ViewHost(App(session: Session()))
        try host.tap("Tap")
        try host.tap("Tap")
        #expect(host.render().contains("Text \"Taps 2 for Ada\""))
        #expect(host.bodyEvaluations(of: Screen.self) == 3)
        // The child's state started from the first value passed and keeps its own.
        #expect(host.render().contains("Text \"Start 0\""))
        try host.tap("Bump")
        #expect(host.render().contains("Text \"Start 1\""))
    }

    @Test("A generated body read outside a host has state at its initial values, and its views are plain views")
    func bodyOutsideAHost() throws {
        // As a detached SwiftUI view's body does: no node, so state is not kept.
        let body = Child(start: 7, flag: .constant(true)).body
        let host = ViewHost(body)
        #expect(host.render().contains("Text \"Start 7\""))
        // Nested in a hand-written view, a generated view is identified by its type as any view is.
        let nested = ViewHost(VStack { Child(start: 2, flag: .constant(false)) })
        try nested.tap("Bump")
        #expect(nested.render().contains("Text \"Start 3\""))
        #expect(nested.bodyEvaluations(of: Child.self) == 2)
    }

    @Test("A passed initial value is not an input: a new one neither resets nor re-evaluates the child")
    func initialStateIsNotAnInput() throws {
        let host = ViewHost(App(session: Session()))
        let before = host.bodyEvaluations(of: Child.self)
        try host.tap("Tap")
        #expect(host.bodyEvaluations(of: Child.self) == before)
        #expect(host.render().contains("Text \"Start 0\""))
    }

    @Test("A state object is made once per identity, and its view observes it per property")
    func stateObjectMadeOnceAndObservedPerProperty() throws {
        Counter.made = 0
        let host = ViewHost(App(session: Session()))
        try host.tap("Tap")
        #expect(Counter.made == 1)
        let screen = host.bodyEvaluations(of: Screen.self)
        let label = host.bodyEvaluations(of: CountLabel.self)
        try host.tap("Increment")
        #expect(host.render().contains("Text \"Count 1\""))
        // The label read `count`; the screen read no property of the counter.
        #expect(host.bodyEvaluations(of: CountLabel.self) == label + 1)
        #expect(host.bodyEvaluations(of: Screen.self) == screen)
        try host.tap("Rename")
        #expect(host.bodyEvaluations(of: CountLabel.self) == label + 1)
        try host.tap("Annotate")
        #expect(host.bodyEvaluations(of: CountLabel.self) == label + 1)
    }

    @Test("A model slot's binding writes through the published setter, and a state's projection is a binding to it")
    func bindings() throws {
        let counter = Counter()
        let binding = counter.binding(1, as: String.self)
        var changes = 0
        let subscription = counter.objectWillChange.sink { changes += 1 }
        binding.wrappedValue = "bound"
        #expect(counter.label == "bound")
        #expect(changes == 1)
        subscription.cancel()

        let host = ViewHost(App(session: Session()))
        try host.toggle("Flag")
        #expect(host.render().contains("Toggle \"Counter on\": on"))
    }

    @Test("An environment object is looked up above the view, and its changes re-evaluate readers")
    func environmentObject() {
        let session = Session()
        let host = ViewHost(App(session: session))
        session.user = "Grace"
        #expect(host.render().contains("Text \"Taps 0 for Grace\""))
    }

    @Test("Children added by statements make the same nodes, in the same places, as a builder block")
    func statementChildrenMatchTheBuilder() throws {
        let builder = ViewHost(BuilderChildren())
        let statements = ViewHost(StatementChildren())
        #expect(builder.render() == statements.render())
        // Position is identity: the nested child's state survives its parent's re-evaluation.
        for host in [builder, statements] {
            try host.tap("Bump")
            try host.tap("Flip")
            #expect(host.render().contains("Text \"Start 4\""))
            #expect(host.render().contains("Toggle \"Flag\": off"))
        }
        #expect(builder.render() == statements.render())
    }

    @Test("Text(concatenating:) shows what string interpolation shows, part by part")
    func concatenationMatchesInterpolation() {
        let rendered = ViewHost(Concatenations()).render()
        let texts = rendered.split(separator: "\n").filter { $0.contains("Text \"") }.map { String($0.drop { $0 == " " }) }
        #expect(texts.count == 4)
        #expect(texts == [
            #"Text "a 42 2.5 true s hearts""#,
            #"Text "b 42 2.5 true s hearts""#,
            #"Text "c described streamed Plain(value: 1) Optional(5) nil""#,
            #"Text "d described streamed Plain(value: 1) Optional(5) nil""#,
        ])
    }

    @Test("Text(concatenating:) keeps its parts in order whatever their number")
    func concatenationOfEveryArity() {
        let rendered = ViewHost(ConcatenationArities()).render()
        let texts = rendered.split(separator: "\n").filter { $0.contains("Text \"") }.map { String($0.drop { $0 == " " }) }
        let parts = ["1", "2", "3.5", "false", "hearts", "nil", "7", "8", "9"]
        #expect(texts == (1...9).map { "Text \"\(parts.prefix($0).joined())\"" })
    }

    @Test("A template shows what interpolation shows, for every count of values and for braces in its text")
    func templateOfEveryArity() {
        let rendered = ViewHost(TemplateArities()).render()
        let texts = rendered.split(separator: "\n").filter { $0.contains("Text \"") }.map { String($0.drop { $0 == " " }) }
        let parts = ["1", "2", "3.5", "false", "hearts", "nil", "7", "8", "9"]
        var expected = (1...9).map { "Text \"<\(parts.prefix($0).joined(separator: "-"))>\"" }
        let braces = "{\("a")} {} }\(Described()){ \"é\" 日本 \\ \(Plain())"
        expected.append("Text \(String(reflecting: braces))")
        #expect(texts == expected)
    }

    @Test("Arithmetic does what the compound assignment operators do")
    func arithmetic() {
        var count = 5
        Arithmetic.add(2, to: &count)
        Arithmetic.subtract(3, from: &count)
        Arithmetic.multiply(&count, by: 4)
        #expect(count == 16)
        var level = 1.5
        Arithmetic.subtract(0.25, from: &level)
        Arithmetic.multiply(&level, by: 2)
        #expect(level == 2.5)
    }

    @Test("A property without an initial value is set by the memberwise initializer; slots keep their order")
    func unsetPropertyAndSlotOrder() {
        let named = Named(name: "Ada")
        #expect(named.name == "Ada")
        #expect(named.rank == 1)
        #expect(named.binding(1, as: Int.self).wrappedValue == 1)
    }

    @Test("A model without subscribers changes silently; plain properties never notify")
    func plainProperties() {
        let counter = Counter()
        var changes = 0
        let subscription = counter.objectWillChange.sink { changes += 1 }
        counter.note = "x"
        #expect(changes == 0)
        counter.count = 3
        #expect(changes == 1)
        #expect(counter.count == 3)
        subscription.cancel()
    }
}

// Entry points for code that Trellis generates (issue 8). They build the same nodes as the
// SwiftUI-style API, but each construct has one concrete, non-generic spelling: views keep their
// state in their node instead of property wrappers (`GeneratedBody`, `ViewContext`); models keep
// their properties in slots of one base class (`GeneratedModel`); children are `any View` values
// added to `ChildViews`, not a builder block whose type nests every child's type; a text with
// values is one call with a template and its values, not an interpolation; titles are `String`s;
// `count += 1` on a number is `Arithmetic.add(1, to: &count)`, with no operator to resolve.
// The emitted code is then smaller, and swiftc (LLVM above all) spends less time on each screen.
// Hand-written code keeps using the SwiftUI-style API, which none of these can capture.

// MARK: Children as a list

/// Builds the children of a container in generated code as `[any View]`. Each child costs the
/// type checker one non-generic call, and the result is one type, `ViewList`, whatever the
/// children are. Being a builder, its blocks are statements, so every child can carry its own
/// `#sourceLocation`.
@MainActor
@resultBuilder
public enum ViewListBuilder {
    public static func buildExpression(_ view: any View) -> any View { view }
    public static func buildBlock(_ children: any View...) -> [any View] { children }

    /// `if`/`else`: the same node as a builder's `if`/`else`, so the branches stay different
    /// identities even when they hold the same types.
    public static func buildEither(first children: [any View]) -> any View {
        _ConditionalContent<ViewList, ViewList>(storage: .trueContent(ViewList(erased: children)))
    }

    public static func buildEither(second children: [any View]) -> any View {
        _ConditionalContent<ViewList, ViewList>(storage: .falseContent(ViewList(erased: children)))
    }

    /// `if` without `else`: an optional view, like a builder's `if`.
    public static func buildOptional(_ children: [any View]?) -> any View {
        children.map { ViewList(erased: $0) }
    }
}

/// The builder of a `switch` with more than two cases, which Swift nests as `if`/`else`s of
/// `if`/`else`s, so each case keeps an identity of its own, as in SwiftUI. Its own type, so
/// that the overloads the nesting needs cost the type checker nothing in every other block.
@MainActor
@resultBuilder
public enum SwitchCasesBuilder {
    public static func buildExpression(_ view: any View) -> any View { view }
    public static func buildBlock(_ children: any View...) -> [any View] { children }

    public static func buildEither(first children: [any View]) -> any View {
        _ConditionalContent<ViewList, ViewList>(storage: .trueContent(ViewList(erased: children)))
    }

    public static func buildEither(second children: [any View]) -> any View {
        _ConditionalContent<ViewList, ViewList>(storage: .falseContent(ViewList(erased: children)))
    }

    public static func buildEither(first component: any View) -> any View {
        _ConditionalContent<ViewList, ViewList>(storage: .trueContent(ViewList(erased: [component])))
    }

    public static func buildEither(second component: any View) -> any View {
        _ConditionalContent<ViewList, ViewList>(storage: .falseContent(ViewList(erased: [component])))
    }

    public static func buildOptional(_ children: [any View]?) -> any View {
        children.map { ViewList(erased: $0) }
    }
}

extension ViewList {
    /// Children from a `ViewListBuilder`: `ViewList { Text(verbatim: "a"); Text(verbatim: "b") }`.
    public init(@ViewListBuilder _ children: () -> [any View]) { self.init(erased: children()) }

    /// A `switch` with more than two cases: `ViewList.cases { switch x { ... } }`.
    public static func cases(@SwitchCasesBuilder _ cases: () -> [any View]) -> ViewList { ViewList(erased: cases()) }

}

/// The children of a container that generated code adds one statement each: `let children =
/// ChildViews()`, `children.addText(...)`, ..., then `VStack.of(children)`. A class, so each
/// statement is a plain call: as a `var` of a value type every addition was an exclusive access
/// to the variable, and every file destroyed the list through a helper of its own.
@MainActor
public final class ChildViews {
    private var views: [any View] = []

    public init() {}

    /// Appends a child. The child is consumed: the list keeps it, so the caller has no copy
    /// left to destroy.
    public func add(_ child: consuming any View) { views.append(child) }

    /// The common controls have their own methods taking the concrete value, so the runtime,
    /// not every generated file, boxes it as `any View`. They are named, not overloads of
    /// `add`: swiftc weighs every overload at every call.
    public func addText(_ child: consuming Text) { views.append(child) }
    public func addToggle(_ child: consuming Toggle<Text>) { views.append(child) }
    public func addButton(_ child: consuming Button<Text>) { views.append(child) }
    public func addTextField(_ child: consuming TextField<Text>) { views.append(child) }

    /// The children as a container's content, for a container whose modifiers need its type:
    /// `VStack(children: children.viewList).id(...)`.
    public var viewList: ViewList { ViewList(erased: views) }

    /// The children `fill` adds, as a view builder's content:
    /// `content: { () -> ViewList in return ChildViews.list { c in ... } }`.
    public static func list(_ fill: (ChildViews) -> Void) -> ViewList {
        let children = ChildViews()
        fill(children)
        return children.viewList
    }
}

// MARK: Compound assignments on numbers

/// `count += 1` on a number, as generated code writes it: `Arithmetic.add(1, to: &count)`. The
/// operator is resolved once, here, for every type; at a call site swiftc weighs every `+=` of
/// every imported module (3.5 M instructions for a screen's first one, issue 8). The value is
/// evaluated before the access to the target begins, as for a function call; the generator
/// uses these only for values without calls.
public enum Arithmetic {
    public static func add<Value: AdditiveArithmetic>(_ value: Value, to target: inout Value) {
        target += value
    }

    public static func subtract<Value: AdditiveArithmetic>(_ value: Value, from target: inout Value) {
        target -= value
    }

    public static func multiply<Value: Numeric>(_ target: inout Value, by value: Value) {
        target *= value
    }
}

// MARK: Containers taking a `ViewList`
// A value, not a closure: a hand-written `VStack { ... }` can never resolve to these.
// `Name(children:)` has no defaulted parameters: swiftc emits a default argument's generator
// into every file that relies on it. `Name.of(children)` makes the container from
// `ChildViews` and boxes it as `any View` in the runtime, so a generated file needs neither the
// container's generic metadata nor code to box it.

extension VStack where Content == ViewList {
    public init(children: ViewList) {
        self.init(alignment: .center, spacing: nil, content: { children })
    }

    public static func of(_ children: ChildViews) -> any View { VStack(children: children.viewList) }
}

extension HStack where Content == ViewList {
    public init(children: ViewList) {
        self.init(alignment: .center, spacing: nil, content: { children })
    }

    public static func of(_ children: ChildViews) -> any View { HStack(children: children.viewList) }
}

extension Group where Content == ViewList {
    public init(children: ViewList) { self.init(content: { children }) }

    public static func of(_ children: ChildViews) -> any View { Group(children: children.viewList) }
}

extension List where SelectionValue == Never, Content == ViewList {
    public init(children: ViewList) { self.init(content: { children }) }

    public static func of(_ children: ChildViews) -> any View { List(children: children.viewList) }
}

extension NavigationStack where Data == NavigationPath, Root == ViewList {
    public init(children: ViewList) { self.init(root: { children }) }

    public static func of(_ children: ChildViews) -> any View { NavigationStack(children: children.viewList) }
}

extension NavigationLink where Label == Text {
    public init(title: String, destination: Destination) {
        self.init(destination: destination, label: { Text(verbatim: title) })
    }
}

// MARK: Text with values

extension Text {
    /// `Text(concatenating: "Count ", count)` shows what `Text(verbatim: "Count \(count)")`
    /// shows: each part as `String(describing:)` writes it, which is what string interpolation
    /// writes too. No interpolation code is generated per text. Each count of parts up to four
    /// has its own initializer, so the call site passes its parts without building an array.
    public init(concatenating part: Any) {
        self.init(verbatim: Text.concatenated([part]))
    }

    public init(concatenating first: Any, _ second: Any) {
        self.init(verbatim: Text.concatenated([first, second]))
    }

    public init(concatenating first: Any, _ second: Any, _ third: Any) {
        self.init(verbatim: Text.concatenated([first, second, third]))
    }

    public init(concatenating first: Any, _ second: Any, _ third: Any, _ fourth: Any) {
        self.init(verbatim: Text.concatenated([first, second, third, fourth]))
    }

    /// Five parts or more. A variadic `init(concatenating:)` beside the fixed counts would make
    /// some calls ambiguous, so it has its own label.
    public init(concatenatingParts parts: Any...) {
        self.init(verbatim: Text.concatenated(parts))
    }

    /// `Text(template: "Count {} of {}", done, total)` shows what `Text(concatenating: "Count ",
    /// done, " of ", total)` shows: each `{}` is the next value, and `{{` and `}}` are braces. The
    /// literal pieces travel as one `StaticString`, which costs swiftc no call and no box per
    /// piece. One initializer per count of values up to four: every initializer of `Text` is a
    /// candidate swiftc weighs at every `Text(...)`, and longer texts are rare.
    public init(template: StaticString, _ first: Any) {
        self.init(verbatim: Text.filling(template, with: [first]))
    }

    public init(template: StaticString, _ first: Any, _ second: Any) {
        self.init(verbatim: Text.filling(template, with: [first, second]))
    }

    public init(template: StaticString, _ first: Any, _ second: Any, _ third: Any) {
        self.init(verbatim: Text.filling(template, with: [first, second, third]))
    }

    public init(template: StaticString, _ first: Any, _ second: Any, _ third: Any, _ fourth: Any) {
        self.init(verbatim: Text.filling(template, with: [first, second, third, fourth]))
    }





    /// Five values or more, labelled for the same reason as `init(concatenatingParts:)`.
    public init(template: StaticString, values: Any...) {
        self.init(verbatim: Text.filling(template, with: values))
    }

    /// The template with its `{}` replaced by the values in order. A template with fewer
    /// holes than values drops the rest, and one with more leaves the extra holes empty:
    /// the generator always writes as many as it passes.
    private static func filling(_ template: StaticString, with values: [Any]) -> String {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var content = ""
        template.withUTF8Buffer { bytes in
            var nextValue = 0
            var literalStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                guard byte == open || byte == close, index + 1 < bytes.count else {
                    index += 1
                    continue
                }
                let following = bytes[index + 1]
                let isHole = byte == open && following == close
                guard isHole || following == byte else {
                    index += 1
                    continue
                }
                // A hole, or a doubled brace that stands for one: the literal up to here is done.
                content += String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart..<index]), as: UTF8.self)
                if isHole {
                    if nextValue < values.count { append(values[nextValue], to: &content) }
                    nextValue += 1
                    literalStart = index + 2
                } else {
                    // The second brace starts the next literal.
                    literalStart = index + 1
                }
                index += 2
            }
            content += String(decoding: UnsafeBufferPointer(rebasing: bytes[literalStart...]), as: UTF8.self)
        }
        return content
    }

    private static func concatenated(_ parts: [Any]) -> String {
        var content = ""
        for part in parts { append(part, to: &content) }
        return content
    }

    /// `part` as interpolation writes it.
    private static func append(_ part: Any, to content: inout String) {
        // Strings and whole numbers skip `String(describing:)`'s protocol lookups; both write
        // the same characters. The exact type is compared because a cast would also unwrap an
        // optional, which interpolation writes as `Optional(5)`.
        let partType = type(of: part)
        if partType == String.self, let string = part as? String {
            content += string
        } else if partType == Text.self, let text = part as? Text {
            // `Text("Due \(due, style: .date)")`: a text shown inside another, as its characters.
            content += text.content
        } else if partType == Int.self, let number = part as? Int {
            content += String(number)
        } else if partType == AttributedString.self, let attributed = part as? AttributedString {
            // As SwiftUI's text interpolation shows one: its characters, not its runs.
            content += String(attributed.characters)
        } else {
            content += String(describing: part)
        }
    }
}

// MARK: Controls with a `String` title
// The SwiftUI-style initializers take any `StringProtocol`, so the type checker must work out
// what a string literal is; with `String` it has nothing to infer.

extension Button where Label == Text {
    public init(title: String, action: @escaping () -> Void) {
        self.init(action: action, label: { Text(verbatim: title) })
    }
}

extension Toggle where Label == Text {
    public init(title: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(verbatim: title) })
    }
}

extension TextField where Label == Text {
    public init(title: String, text: Binding<String>) {
        self.init(text: text, label: { Text(verbatim: title) })
    }
}

// MARK: Views without property wrappers

/// The body of a view whose code Trellis generated: `struct Name: View` with
/// `typealias Body = GeneratedBody` and `var body: GeneratedBody`. The view stores only its
/// inputs; its state and owned objects live in its node and are reached through
/// `ViewContext.current`, slot by declaration. A struct of plain `let`s and one non-generic
/// body costs swiftc far less than property-wrapper storage, accessors and a `some View` body,
/// and behaves the same: the node is the identity. Being a plain `View`, with no protocol of its
/// own, each view costs swiftc one conformance (one witness table and thunk) instead of two.
/// Generated views re-evaluate only when state or a published property their body read
/// changes (see `PreciseInvalidation`).
@MainActor
public struct GeneratedBody: View, PrimitiveView {
    let content: any View

    public init(_ content: any View) { self.content = content }

    public var body: Never { primitiveBodyFailure() }

    // The node of a generated view unwraps its body; elsewhere the content stands for it.
    func makeNode(parent: Node) -> Node { parent.host.makeNode(for: content, parent: parent) }
}

extension View {
    /// Whether this is a generated view, decided by its `Body` type.
    var isGenerated: Bool { Body.self == GeneratedBody.self }
}

/// What a generated view's body reaches through its node: `@State` storage, owned objects,
/// observed objects and the environment. Slots are numbered by declaration, so they are
/// stable for a view type, as wrapper positions are for hand-written views.
@MainActor
public final class ViewContext {
    private weak var node: CompositeNode?
    private var isEvaluating = false
    private(set) var observedObjects: [ObjectIdentifier: (object: ObjectIdentifier, publisher: ObservableObjectPublisher)] = [:]
    private(set) var consumedKeys: Set<EnvironmentObjectKey> = []

    init(node: CompositeNode?) { self.node = node }

    /// The host of the node being evaluated, if any.
    var evaluatingHost: ViewHost? { node.flatMap { $0.isAttachedToHost ? $0.host : nil } }

    /// The store `@AppStorage` uses at the evaluating node when it names none.
    var evaluatingNodeAppStorage: AppStorageStore? { node.flatMap { $0.isAttachedToHost ? $0.appStorageInForce : nil } }

    /// The context of the generated view whose body is being evaluated.
    private static var evaluating: ViewContext?

    /// What a generated view's body reads its storage through: the context of the node that
    /// is evaluating it. Read elsewhere (a body called outside a `ViewHost`), it is a context
    /// without a node, whose state starts from its initial values each time, as a detached
    /// SwiftUI view's does.
    public static var current: ViewContext { evaluating ?? ViewContext(node: nil) }

    func evaluate(_ body: () -> any View) -> any View {
        observedObjects.removeAll(keepingCapacity: true)
        consumedKeys.removeAll(keepingCapacity: true)
        isEvaluating = true
        let outer = Self.evaluating
        Self.evaluating = self
        defer {
            isEvaluating = false
            Self.evaluating = outer
        }
        return body()
    }

    /// `@State var name = initial`: the initial value is evaluated only when the node is new.
    public func state<Value>(_ slot: Int, initial: @autoclosure () -> Value) -> StateLocation<Value> {
        guard let node else { return StateLocation(initial()) }
        if let location = node.slots[slot] as? StateLocation<Value> { return location }
        let location = StateLocation(initial())
        node.slots[slot] = location
        return location
    }

    /// `@State var name = <literal>`: a literal costs nothing to evaluate on every body, so it
    /// is passed as a value instead of a closure that swiftc would emit as a function.
    public func state<Value>(_ slot: Int, literal: Value) -> StateLocation<Value> {
        guard let node else { return StateLocation(literal) }
        if let location = node.slots[slot] as? StateLocation<Value> { return location }
        let location = StateLocation(literal)
        node.slots[slot] = location
        return location
    }

    /// `@StateObject var name = make()`: made once per identity, observed by this view.
    public func stateObject<Object: ObservableObject>(_ slot: Int, _ make: () -> Object) -> Object {
        guard let node else { return make() }
        let object: Object
        if let storage = node.slots[slot] as? StateObjectStorage<Object> {
            object = storage.object
        } else {
            object = make()
            node.slots[slot] = StateObjectStorage(object)
        }
        observe(object)
        return object
    }

    /// `@StateObject var model = Model()` for a generated model: the runtime calls its `init()`,
    /// once per identity, so the body needs no closure.
    public func stateObject<Object: GeneratedModel>(_ slot: Int, _ type: Object.Type) -> Object {
        stateObject(slot) { Object() }
    }

    /// `@ObservedObject`: the body re-evaluates when a published property it read changes.
    public func observe<Object: ObservableObject>(_ object: Object) {
        guard isEvaluating else { return }
        let publisher: ObservableObjectPublisher = object.objectWillChange
        observedObjects[ObjectIdentifier(publisher)] = (ObjectIdentifier(object), publisher)
    }

    /// `@EnvironmentObject`: the object an ancestor injected; a missing one is a programming
    /// error, reported as SwiftUI does when the property is read.
    public func environmentObject<Object: ObservableObject>(_ type: Object.Type) -> Object {
        let key = EnvironmentObjectKey(objectType: type)
        guard let object = lookup(key) as? Object else {
            fatalError("No ObservableObject of type \(Object.self) found. A View.environmentObject(_:) for \(Object.self) may be missing as an ancestor of this view.")
        }
        observe(object)
        return object
    }

    /// `@Environment(Model.self)` for an `@Observable` model; Observation tracks its reads.
    public func environment<Object: AnyObject & Observable>(_ type: Object.Type) -> Object {
        guard let object = lookup(EnvironmentObjectKey(observableType: type)) as? Object else {
            fatalError("No Observable object of type \(Object.self) found. A View.environment(_:) for \(Object.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    /// `@Environment(\.dismiss)`: a value of `EnvironmentValues` where this view is.
    public func environment<Value>(_ keyPath: KeyPath<EnvironmentValues, Value>) -> Value {
        _ = lookup(.values)
        return (node?.environmentValues ?? EnvironmentValues())[keyPath: keyPath]
    }

    private func lookup(_ key: EnvironmentObjectKey) -> AnyObject? {
        if isEvaluating { consumedKeys.insert(key) }
        return node?.lookupEnvironment(key)
    }
}

/// What a generated view's methods reach its storage through: the context its body was last
/// evaluated in, as a SwiftUI view's property wrappers are linked to its storage before `body`.
/// The view stores one (`private let link$ = ViewContextLink()`) when a helper function,
/// generated as a method, reads state, owned objects or the environment.
@MainActor
public final class ViewContextLink {
    private var linked: ViewContext?

    public init() {}

    /// Called first in `body`, so that an action or a task that calls a method later reaches
    /// the same node's storage.
    public func link(_ context: ViewContext) { linked = context }

    /// The linked context; before any body, the one being evaluated (or a detached one).
    public var context: ViewContext { linked ?? ViewContext.current }
}

// Not an input: a parent's new view value brings a new link, which its body links again.
extension ViewContextLink: InputComparable {
    nonisolated func isSameInput(as other: Any) -> Bool { true }
}

/// The initial value a call site passes for a generated view's `state`. Like `@State`, it is
/// not an input: a new value does not re-evaluate the view, whose state keeps its own value.
public struct InitialState<Value>: InputComparable {
    public let value: Value
    public init(_ value: Value) { self.value = value }
    func isSameInput(as other: Any) -> Bool { true }
}

extension ObservedObject.Wrapper {
    /// `$object` in generated code, where there is no `@ObservedObject` wrapper to project.
    public init(_ object: ObjectType) { root = object }
}

// MARK: Models without the property wrapper

/// The base class of the `ObservableObject` models Trellis generates. Every property lives in
/// one array of slots instead of a `Published<Value>` per property, and subclasses inherit the
/// conformance, so a model costs swiftc one class with plain accessors. Published slots behave
/// as `@Published` does: a read in a body is recorded for precise invalidation, and a write
/// sends `objectWillChange` before the value changes. On the main actor, as a SwiftUI app's
/// models are under Swift 6: a view's async code that awaits a model's async method (written
/// in an extension, and so isolated as the class is) then never sends the model off the main actor.
@MainActor
open class GeneratedModel: ObservableObject {
    public let objectWillChange = ObservableObjectPublisher()
    private final var values: [Any] = []
    /// One identity per property, for subscriptions to single properties.
    private final var propertyKeys: [PropertyKey] = []

    /// A model starts without properties: the subclass's `init()` adds one slot per property,
    /// in declaration order, with `addProperty(_:)` or `addUnsetProperty()`.
    public required init() {}

    /// Adds the next property's slot, holding `initialValue`. Its index is the slot the
    /// property's accessors use.
    public final func addProperty<Value>(_ initialValue: consuming Value) {
        values.append(initialValue)
        propertyKeys.append(PropertyKey())
    }

    /// Adds the next property's slot for a property without an initial value, which the
    /// subclass's memberwise initializer then sets.
    public final func addUnsetProperty() {
        values.append(UnsetProperty())
        propertyKeys.append(PropertyKey())
    }

    /// A published property's getter.
    public final func published<Value>(_ slot: Int) -> Value {
        if MainQueue.isCurrent {
            let object = ObjectIdentifier(self)
            let property = ObjectIdentifier(propertyKeys[slot])
            MainActor.assumeIsolated { Tracking.publishedReads?.record(object: object, property: property) }
        }
        return values[slot] as! Value
    }

    /// A published property's setter: `objectWillChange` first, then the new value.
    public final func setPublished<Value>(_ slot: Int, to newValue: Value) {
        objectWillChange.deliver(property: ObjectIdentifier(propertyKeys[slot]))
        values[slot] = newValue
    }

    /// `$model.property`: a binding to a published property, the same input as long as it
    /// points at this property of this object and the value is unchanged.
    public final func binding<Value>(_ slot: Int, as type: Value.Type) -> Binding<Value> {
        Binding(
            get: { self.published(slot) },
            set: { self.setPublished(slot, to: $0) },
            source: .reference(propertyKeys[slot], []),
            snapshot: values[slot]
        )
    }

    /// A property that is not published: no reads are recorded and no change is sent.
    public final func plain<Value>(_ slot: Int) -> Value { values[slot] as! Value }

    public final func setPlain<Value>(_ slot: Int, to newValue: Value) { values[slot] = newValue }
}

private final class PropertyKey: @unchecked Sendable {}

private struct UnsetProperty {}

// The common controls over a `Double` or an `Int` with literal bounds, as generated code writes
// them: one candidate and no value type for swiftc to infer, where `Slider(value:in:)` and
// `Stepper(_:value:in:)` are generic and overloaded.

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public static func of(value: Binding<Double>, from lower: Double, through upper: Double) -> Self {
        Slider(value: value, in: lower...upper)
    }
}

extension Stepper where Label == Text {
    public static func of(_ title: String, value: Binding<Int>, from lower: Int, through upper: Int) -> Self {
        Stepper(title, value: value, in: lower...upper)
    }
}

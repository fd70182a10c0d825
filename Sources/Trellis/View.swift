/// A piece of user interface, described as a value. Views are cheap structs that are
/// recreated on every parent update; everything that must persist lives in the node tree.
@MainActor
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { fatalError("Never has no body") }
}

/// Opt-in for views that should re-evaluate only when an `@Published` property their body
/// actually read changes, instead of on every `objectWillChange` of an observed object.
/// Hand-written views keep SwiftUI's per-object behaviour; generated code conforms to this.
@MainActor
public protocol PreciseInvalidation {}

/// Marker for types whose storage the runtime links to a view's identity before `body` runs.
public protocol DynamicProperty {}

/// Views provided by the runtime itself. They have no `body`; they build their node directly.
@MainActor
protocol PrimitiveView {
    func makeNode(parent: Node) -> Node
}

extension PrimitiveView {
    func primitiveBodyFailure() -> Never {
        fatalError("\(Self.self) is a primitive view and has no body")
    }
}

// The builder's own views declare `View` in extensions, so they are not isolated to the main
// actor and a nonisolated `@ViewBuilder` (SwiftUI's is not isolated) can make them.
public struct EmptyView {
    public init() {}
}

extension EmptyView: View, PrimitiveView {
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { LeafNode(view: self, parent: parent) }
}

/// A type-erased view. Also the entry point for generated code that wants to avoid deep
/// generic view types: wrap each child in `AnyView` and combine them with `ViewList`.
public struct AnyView {
    let wrapped: any View
    public init<V: View>(_ view: V) { wrapped = (view as? AnyView)?.wrapped ?? view }
    public init<V: View>(erasing view: V) { self.init(view) }
}

extension AnyView: View, PrimitiveView {
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { AnyViewNode(view: self, parent: parent) }
}

/// A non-generic sequence of views with positional identity (position + type), the runtime
/// form of a builder block. Generated code can build `ViewList([AnyView(a), AnyView(b)])`
/// instead of `TupleView<(A, B)>`, so the type checker never sees nested generics.
@MainActor
public struct ViewList: View, PrimitiveView {
    var children: [any View]
    public init(_ views: [AnyView]) { children = views.map(\.wrapped) }
    init(erased children: [any View]) { self.children = children }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { PositionalNode(view: self, children: children, parent: parent) }
}

public struct TupleView<T> {
    public var value: T
    let children: [any View]
    init(value: T, children: [any View]) {
        self.value = value
        self.children = children
    }
}

extension TupleView: View, PrimitiveView {
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { PositionalNode(view: self, children: children, parent: parent) }
}

public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View, PrimitiveView {
    public var body: Never { primitiveBodyFailure() }
    var branch: (isTrue: Bool, view: any View) {
        switch storage {
        case .trueContent(let view): (true, view)
        case .falseContent(let view): (false, view)
        }
    }
    func makeNode(parent: Node) -> Node { ConditionalNode(view: self, parent: parent) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(parent: Node) -> Node {
        OptionalNode(view: self, content: optionalContent, parent: parent)
    }
}

/// Result of a `for` loop in a view builder: children identified by their position.
public struct _ViewArray<Content: View> {
    let elements: [Content]
}

extension _ViewArray: View, PrimitiveView {
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { PositionalNode(view: self, children: elements, parent: parent) }
}

/// Not isolated to the main actor, as SwiftUI's is not: a `@ViewBuilder` method of a plain enum
/// or struct builds views from any context.
@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var children: [any View] = []
        repeat children.append(each content)
        return TupleView(value: (repeat each content), children: children)
    }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }
    public static func buildArray<Content: View>(_ components: [Content]) -> _ViewArray<Content> {
        _ViewArray(elements: components)
    }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

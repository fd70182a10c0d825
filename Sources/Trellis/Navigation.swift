/// Hosts a root view and a stack of pushed destinations. Only the top screen is on screen.
/// Destinations are children of the stack node, not of the link, so they see the environment
/// of the stack and not objects injected between the stack and the link (as in SwiftUI).
///
/// With `path`, the stack and the path stay in step: a value link appends its value, going
/// back removes the last one, and assigning the path replaces the pushed screens. A typed
/// array path (`[Scrum]`) uses only the destinations registered on the root screen, as SwiftUI
/// does for a homogeneous path; a `NavigationPath`, and a stack without a path, also use those
/// registered on pushed screens.
@MainActor
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    let path: NavigationPathModel?

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NavigationStackNode(view: self, parent: parent) }
}

/// SwiftUI's deprecated container, which a first try still writes: a `NavigationStack`, as its
/// default style on iPhone is. It prints as the stack and pushes and pops as one.
@MainActor
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View { NavigationStack { content } }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathModel(navigationPath: path)
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathModel(typed: path)
    }
}

/// A path of values of any `Hashable` types, for a stack whose screens show different types.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// A stack's path binding, erased from its element type.
@MainActor
struct NavigationPathModel {
    /// Whether the path holds one type only (`[T]`): then only root destinations count.
    let isHomogeneous: Bool
    let read: () -> [AnyHashable]
    let write: ([AnyHashable]) -> Void
    /// Whether a value can be appended (a typed path takes only its element type).
    let accepts: (AnyHashable) -> Bool
    let elementTypeName: String

    init(navigationPath binding: Binding<NavigationPath>) {
        isHomogeneous = false
        read = { binding.wrappedValue.elements }
        write = { binding.wrappedValue.elements = $0 }
        accepts = { _ in true }
        elementTypeName = "NavigationPath"
    }

    init<Data: RangeReplaceableCollection>(typed binding: Binding<Data>) where Data.Element: Hashable {
        isHomogeneous = true
        read = { binding.wrappedValue.map { AnyHashable($0) } }
        write = { values in binding.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) }
        accepts = { $0.base is Data.Element }
        elementTypeName = String(describing: Data.Element.self)
    }
}

/// The destination is built when the link is built, i.e. on every update of the link's owner
/// (SwiftUI does the same: the Japanese article logs `HogeView.init` on each parent update).
/// Its state and objects are created only when the user navigates there.
///
/// A value link (`NavigationLink("Title", value: scrum)`) pushes its value instead: the
/// stack shows it with the `navigationDestination(for:)` registered for its type. A `nil`
/// value disables the link.
@MainActor
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    let isValueLink: Bool

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        value = nil
        isValueLink = false
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NavigationLinkNode(view: self, label: label, parent: parent) }
}

extension NavigationLink where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination(), label: { Text(title) })
    }

    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination, label: { Text(title) })
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        destination = nil
        self.value = value.map { AnyHashable($0) }
        isValueLink = true
    }

    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
        self.init(value: value, label: { Text(title) })
    }
}

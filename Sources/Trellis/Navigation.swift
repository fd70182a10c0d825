/// Hosts a root view and a stack of pushed destinations. Only the top screen is on screen.
/// Destinations are children of the stack node, not of the link, so they see the environment
/// of the stack and not objects injected between the stack and the link (as in SwiftUI).
@MainActor
public struct NavigationStack<Root: View>: View, PrimitiveView {
    let root: Root
    public init(@ViewBuilder root: () -> Root) { self.root = root() }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NavigationStackNode(view: self, parent: parent) }
}

/// The destination is built when the link is built, i.e. on every update of the link's owner
/// (SwiftUI does the same: the Japanese article logs `HogeView.init` on each parent update).
/// Its state and objects are created only when the user navigates there.
@MainActor
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let destination: Destination

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
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

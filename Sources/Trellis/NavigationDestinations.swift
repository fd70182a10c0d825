// `navigationDestination(for:destination:)` and `navigationDestination(isPresented:destination:)`.
// Both are transparent modifiers: the first registers how its stack shows values of a type,
// the second pushes one screen onto its stack while its flag is true.

extension View {
    /// Registers how the enclosing stack shows pushed values of type `D`. The stack looks
    /// for a registration on the screens under the new one, the nearest first, and on its root;
    /// with a typed array path only on its root, as SwiftUI does.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        DestinationRegistration(content: self, valueType: ObjectIdentifier(D.self)) { value in
            (value.base as? D).map { destination($0) as any View } ?? EmptyView()
        }
    }

    /// Pushes `destination` onto the enclosing stack while `isPresented` is true; going back
    /// sets it to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        PresentedDestination(content: self, isPresented: isPresented, destination: destination())
    }
}

@MainActor
struct DestinationRegistration<Content: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let valueType: ObjectIdentifier
    let make: (AnyHashable) -> any View
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { DestinationRegistrationNode(view: self, parent: parent) }
}

@MainActor
protocol DestinationRegistering: SingleContentView {
    var valueType: ObjectIdentifier { get }
    var make: (AnyHashable) -> any View { get }
}

extension DestinationRegistration: DestinationRegistering {}

final class DestinationRegistrationNode: ModifierNode {
    private(set) var valueType: ObjectIdentifier
    private(set) var make: (AnyHashable) -> any View

    init(view: any View & DestinationRegistering, parent: Node) {
        valueType = view.valueType
        make = view.make
        super.init(view: view, content: view.contentView, parent: parent)
    }

    override func update(with view: any View) {
        guard let registration = view as? any DestinationRegistering else { return }
        valueType = registration.valueType
        make = registration.make
        updateContent(registration.contentView)
        // The screens showing values follow the latest destination closure.
        enclosingStack?.refreshValueScreens()
    }
}

@MainActor
struct PresentedDestination<Content: View, Destination: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let isPresented: Binding<Bool>
    let destination: Destination
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { PresentedDestinationNode(view: self, parent: parent) }
}

@MainActor
protocol PresentingDestination: SingleContentView {
    var isPresented: Binding<Bool> { get }
    var destinationView: any View { get }
    /// For `navigationDestination(item:)`: reads the item, and makes the screen for a value.
    var presentedItem: (() -> AnyHashable?)? { get }
    var itemDestination: ((AnyHashable) -> any View)? { get }
}

extension PresentingDestination {
    var presentedItem: (() -> AnyHashable?)? { nil }
    var itemDestination: ((AnyHashable) -> any View)? { nil }
}

extension PresentedDestination: PresentingDestination { var destinationView: any View { destination } }

final class PresentedDestinationNode: ModifierNode, BindingFollower {
    private var isPresented: Binding<Bool>
    private var destination: any View
    private weak var presentation: Presentation?
    private var readItem: (() -> AnyHashable?)?
    private var makeItemDestination: ((AnyHashable) -> any View)?
    /// The item the pushed screen shows, for `navigationDestination(item:)`.
    private var shownItem: AnyHashable?

    init(view: any View & PresentingDestination, parent: Node) {
        isPresented = view.isPresented
        destination = view.destinationView
        readItem = view.presentedItem
        makeItemDestination = view.itemDestination
        super.init(view: view, content: view.contentView, parent: parent)
        // Followed when updates settle, so a flag that is true at first pushes after the
        // screen under it is built, and one set from an action pushes without a re-evaluation.
        host.follow(self)
    }

    override func update(with view: any View) {
        guard let presenting = view as? any PresentingDestination else { return }
        isPresented = presenting.isPresented
        destination = presenting.destinationView
        readItem = presenting.presentedItem
        makeItemDestination = presenting.itemDestination
        updateContent(presenting.contentView)
        if let presentation, readItem?() == shownItem { presentation.stack?.updatePresentation(presentation, with: currentDestination()) }
        followBinding()
    }

    /// The flag form's destination, or the item form's screen for the item now set.
    private func currentDestination() -> any View {
        guard let readItem, let makeItemDestination, let item = readItem() else { return destination }
        return makeItemDestination(item)
    }

    func followBinding() {
        guard isMounted, let stack = enclosingStack else { return }
        let shown = presentation.map { presented in stack.path.contains { $0 === presented } } ?? false
        let item = readItem?()
        if shown, let presentation, let item, item != shownItem {
            // Another item: its own screen, with fresh state, replaces the one shown.
            self.presentation = nil
            stack.dismiss(presentation)
            shownItem = item
            self.presentation = stack.present(self, view: currentDestination())
        } else if isPresented.wrappedValue && !shown {
            shownItem = item
            presentation = stack.present(self, view: currentDestination())
        } else if !isPresented.wrappedValue, shown, let presentation {
            self.presentation = nil
            stack.dismiss(presentation)
        }
    }

    /// Going back took the screen off the stack: the flag turns false.
    func wasPopped() {
        presentation = nil
        shownItem = nil
        if isPresented.wrappedValue { isPresented.wrappedValue = false }
    }

    override func willUnmount(_ lifecycle: Lifecycle) {
        guard let presentation, let stack = presentation.stack, stack.isMounted else { return }
        self.presentation = nil
        stack.dismiss(presentation)
    }
}

extension Node {
    /// The navigation stack this node is on (a pushed screen's stack is the one it was pushed on).
    var enclosingStack: NavigationStackNode? {
        var current: Node? = parent
        while let node = current {
            if let stack = node as? NavigationStackNode { return stack }
            current = node.parent
        }
        return nil
    }
}

@MainActor
protocol NavigationLinkView: ControlView {
    var destinationView: any View { get }
}

extension NavigationLink: NavigationLinkView {
    var labelView: any View { label }
    var controlKind: ControlKind { .navigationLink }
    var destinationView: any View { destination }
}

final class NavigationLinkNode: ControlNode {
    private(set) var destination: any View
    /// The pushed screen made from this link, if it is on the stack.
    weak var presentation: Presentation?

    init(view: any View & NavigationLinkView, label: any View, parent: Node) {
        destination = view.destinationView
        super.init(view: view, label: label, parent: parent)
    }

    override func update(with view: any View) {
        guard let link = view as? any NavigationLinkView else { return }
        destination = link.destinationView
        super.update(with: view)
        // A presented destination follows the link's latest destination value.
        presentation?.stack?.updatePresentation(presentation, with: destination)
    }

    var enclosingStack: NavigationStackNode? {
        var current: Node? = parent
        while let node = current {
            if let stack = node as? NavigationStackNode { return stack }
            current = node.parent
        }
        return nil
    }
}

@MainActor
final class Presentation {
    weak var stack: NavigationStackNode?
    var node: Node
    init(stack: NavigationStackNode, node: Node) {
        self.stack = stack
        self.node = node
    }
}

extension NavigationStack: SingleContentView { var contentView: any View { root } }

final class NavigationStackNode: Node {
    private var root: Node
    private(set) var path: [Presentation] = []
    /// While a destination is being built it is not yet in `path`, but it is the top screen.
    private var isPushing = false

    init<Root: View>(view: NavigationStack<Root>, parent: Node) {
        root = parent.host.placeholder
        super.init(viewType: type(of: view), parent: parent)
        root = host.makeNode(for: view.root, parent: self)
    }

    override var children: [Node] { [root] + path.map(\.node) }
    override var visibleChildren: [Node] { [topScreen] }
    var topScreen: Node { path.last?.node ?? root }

    /// Whether `child` (a direct child of this stack) is a screen under the top one.
    func covers(_ child: Node) -> Bool {
        if let index = path.firstIndex(where: { $0.node === child }) { return index < path.count - 1 }
        // Not in the path: the root (or a new root being built), unless a push is under way.
        return !isPushing && !path.isEmpty
    }
    override var renderedLine: String? { "NavigationStack" }

    override func update(with view: any View) {
        guard let stack = view as? any SingleContentView else { return }
        root = reconcile(root, with: stack.contentView)
    }

    /// The destination is a child of the stack, so it sees the stack's environment only.
    func push(_ link: NavigationLinkNode) {
        let covered = topScreen
        isPushing = true
        let destination = host.makeNode(for: link.destination, parent: self)
        isPushing = false
        let presentation = Presentation(stack: self, node: destination)
        link.presentation = presentation
        path.append(presentation)
        covered.visitOnScreen { ($0 as? AppearanceNode)?.disappear(host.lifecycle) }
    }

    func pop() {
        guard let top = path.popLast() else { return }
        host.unmount(top.node)
        topScreen.visitOnScreen { ($0 as? AppearanceNode)?.appear(host.lifecycle) }
    }

    /// Whether `child` (a direct child of this stack) is a pushed destination, or one being pushed.
    func isPushedDestination(_ child: Node) -> Bool {
        path.contains { $0.node === child } || (isPushing && child !== root)
    }

    func updatePresentation(_ presentation: Presentation?, with destination: any View) {
        guard let presentation, path.contains(where: { $0 === presentation }) else { return }
        presentation.node = reconcile(presentation.node, with: destination)
    }
}

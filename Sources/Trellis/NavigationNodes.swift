@MainActor
protocol NavigationLinkView: ControlView {
    var destinationView: (any View)? { get }
    /// The value a value link pushes; nil for a destination link, or a value link given `nil`.
    var pushedValue: AnyHashable? { get }
    var isValueLink: Bool { get }
}

extension NavigationLink: NavigationLinkView {
    var labelView: any View { label }
    var controlKind: ControlKind { .navigationLink }
    var destinationView: (any View)? { destination }
    var pushedValue: AnyHashable? { value }
}

final class NavigationLinkNode: ControlNode {
    private(set) var destination: (any View)?
    private(set) var value: AnyHashable?
    private(set) var isValueLink: Bool
    /// The pushed screen made from this link, if it is on the stack.
    weak var presentation: Presentation?

    init(view: any View & NavigationLinkView, label: any View, parent: Node) {
        destination = view.destinationView
        value = view.pushedValue
        isValueLink = view.isValueLink
        super.init(view: view, label: label, parent: parent)
    }

    override func update(with view: any View) {
        guard let link = view as? any NavigationLinkView else { return }
        destination = link.destinationView
        value = link.pushedValue
        isValueLink = link.isValueLink
        super.update(with: view)
        // A presented destination follows the link's latest destination value.
        if let destination { presentation?.stack?.updatePresentation(presentation, with: destination) }
    }

    /// A value link given `nil` is disabled, as in SwiftUI.
    var isDisabledValueLink: Bool { isValueLink && value == nil }
}

/// One pushed screen: made by a destination link, by a value (from a value link or the path),
/// or by a `navigationDestination(isPresented:)` flag.
@MainActor
final class Presentation {
    weak var stack: NavigationStackNode?
    var node: Node
    /// The value this screen shows, for value destinations.
    let value: AnyHashable?
    /// The flag that presented this screen, for `navigationDestination(isPresented:)`.
    weak var flag: PresentedDestinationNode?

    init(stack: NavigationStackNode, node: Node, value: AnyHashable? = nil, flag: PresentedDestinationNode? = nil) {
        self.stack = stack
        self.node = node
        self.value = value
        self.flag = flag
    }
}

extension NavigationStack: SingleContentView { var contentView: any View { root } }

@MainActor
protocol PathDrivenStack {
    var pathModel: NavigationPathModel? { get }
}

extension NavigationStack: PathDrivenStack { var pathModel: NavigationPathModel? { path } }

final class NavigationStackNode: Node, ScreenSwitching, BindingFollower {
    private var root: Node
    private(set) var path: [Presentation] = []
    /// While a destination is being built it is not yet in `path`, but it is the top screen.
    private var isPushing = false
    /// Whether the screen being built will be covered at once (all but the last of several
    /// values pushed together), so it does not appear.
    private var isPushingCovered = false
    private var isRefreshing = false
    private(set) var pathModel: NavigationPathModel?

    init<Data, Root: View>(view: NavigationStack<Data, Root>, parent: Node) {
        root = parent.host.placeholder
        pathModel = view.path
        super.init(viewType: type(of: view), parent: parent)
        root = host.makeNode(for: view.root, parent: self)
        // A path that is not empty at first shows its screens once the root is built (when
        // updates settle).
        if pathModel != nil { followPathWhenSettling() }
    }

    private var isFollowing = false
    private func followPathWhenSettling() {
        guard !isFollowing else { return }
        isFollowing = true
        host.follow(self)
    }

    override var children: [Node] { [root] + path.map(\.node) }
    /// How many screens are pushed over the root, for a drawing's back button.
    override var snapshotProperties: [String: String] { ["depth": "\(path.count)"] }
    override var visibleChildren: [Node] { [topScreen] }
    var topScreen: Node { path.last?.node ?? root }

    /// Whether `child` (a direct child of this stack) is a screen under the top one.
    func covers(_ child: Node) -> Bool {
        if let index = path.firstIndex(where: { $0.node === child }) { return index < path.count - 1 }
        // Not in the path: the screen being pushed, or the root (or a new root being built).
        return isPushing ? isPushingCovered : !path.isEmpty
    }
    override var renderedLine: String? { "NavigationStack" }

    func hides(_ descendant: Node, via child: Node) -> Bool { covers(child) }
    var screensOnScreen: [Node] { [topScreen] }
    func followBinding() { followPath() }

    override func update(with view: any View) {
        guard let stack = view as? any SingleContentView else { return }
        pathModel = (view as? any PathDrivenStack)?.pathModel
        root = reconcile(root, with: stack.contentView)
        if pathModel != nil { followPathWhenSettling() }
        followPath()
    }

    /// The one way a screen goes on the stack: destination links, values and flags alike.
    /// The destination is a child of the stack, so it sees the stack's environment only.
    @discardableResult
    private func push(_ view: any View, value: AnyHashable? = nil, flag: PresentedDestinationNode? = nil, isCovered: Bool = false) -> Presentation {
        let covered = topScreen
        isPushing = true
        isPushingCovered = isCovered
        let destination = host.makeNode(for: view, parent: self)
        isPushing = false
        isPushingCovered = false
        let presentation = Presentation(stack: self, node: destination, value: value, flag: flag)
        path.append(presentation)
        covered.visitOnScreen { ($0 as? AppearanceNode)?.disappear(host.lifecycle) }
        return presentation
    }

    /// Follows a link. A value link appends its value to the path (when the stack has one,
    /// and the screens follow the path); a link with no destination for its value throws.
    func push(_ link: NavigationLinkNode) throws {
        if let destination = link.destination {
            link.presentation = push(destination)
            return
        }
        guard let value = link.value else { return }
        guard let make = destinationMaker(for: value, under: path.count) else { throw missingDestination(for: value) }
        if let pathModel {
            guard pathModel.accepts(value) else {
                throw ViewHostError("The NavigationLink pushes a value of type \(typeName(of: value)), but the stack's path holds \(pathModel.elementTypeName) values, so it does nothing.")
            }
            pathModel.write(valuePath + [value])
            followPath()
        } else {
            push(make(value), value: value)
        }
    }

    /// The values of the value screens, in order.
    private var valuePath: [AnyHashable] { path.compactMap(\.value) }

    /// Pops the top screen: the path loses its last value, a flag turns false.
    func pop() {
        guard let top = path.last else { return }
        if top.value != nil, let pathModel {
            var values = pathModel.read()
            if !values.isEmpty { values.removeLast() }
            pathModel.write(values)
        }
        removeScreens(from: path.count - 1)
        top.flag?.wasPopped()
    }

    /// Takes the screens from `index` up off the stack; the new top screen appears.
    private func removeScreens(from index: Int) {
        guard index < path.count else { return }
        let removed = path[index...]
        path.removeSubrange(index...)
        for presentation in removed.reversed() { host.unmount(presentation.node) }
        topScreen.visitOnScreenDeepestFirst { ($0 as? AppearanceNode)?.appear(host.lifecycle) }
    }

    /// Makes the value screens match the path binding: screens whose values still match stay
    /// (with their state), the rest are popped, and new values are pushed.
    func followPath() {
        guard let pathModel else { return }
        let values = pathModel.read()
        var valueIndex = 0
        var keep = path.count
        for (index, presentation) in path.enumerated() {
            guard let value = presentation.value else { continue }
            if valueIndex < values.count, values[valueIndex] == value {
                valueIndex += 1
            } else {
                keep = index
                break
            }
        }
        if keep < path.count { removeScreens(from: keep) }
        for (offset, value) in values[valueIndex...].enumerated() {
            let isCovered = valueIndex + offset < values.count - 1
            if let make = destinationMaker(for: value, under: path.count) {
                push(make(value), value: value, isCovered: isCovered)
            } else {
                push(MissingDestination(typeName: typeName(of: value)), value: value, isCovered: isCovered)
            }
        }
    }

    /// Shows or takes off a `navigationDestination(isPresented:)` screen.
    func present(_ flag: PresentedDestinationNode, view: any View) -> Presentation { push(view, flag: flag) }

    func dismiss(_ presentation: Presentation) {
        guard let index = path.firstIndex(where: { $0 === presentation }) else { return }
        removeScreens(from: index)
    }

    /// Whether `child` (a direct child of this stack) is a pushed destination, or one being pushed.
    func isPushedDestination(_ child: Node) -> Bool {
        path.contains { $0.node === child } || (isPushing && child !== root)
    }

    func updatePresentation(_ presentation: Presentation?, with destination: any View) {
        guard let presentation, path.contains(where: { $0 === presentation }) else { return }
        presentation.node = reconcile(presentation.node, with: destination)
    }

    /// A registration changed (its owner re-evaluated): the screens it shows follow it.
    func refreshValueScreens() {
        // Refreshing updates the registrations on the screens too; they need not refresh again.
        guard !isRefreshing else { return }
        isRefreshing = true
        defer { isRefreshing = false }
        for (index, presentation) in path.enumerated() {
            guard let value = presentation.value, let make = destinationMaker(for: value, under: index) else { continue }
            presentation.node = reconcile(presentation.node, with: make(value))
        }
    }

    /// The destination registered for `value`'s type: on the screens under position `index`,
    /// the nearest first, then on the root. A homogeneous path uses the root's only.
    private func destinationMaker(for value: AnyHashable, under index: Int) -> ((AnyHashable) -> any View)? {
        let valueType = ObjectIdentifier(type(of: value.base))
        var screens: [Node] = []
        if !(pathModel?.isHomogeneous ?? false) { screens = path.prefix(index).reversed().map(\.node) }
        screens.append(root)
        for screen in screens {
            if let registration = Self.registration(for: valueType, in: screen) { return registration.make }
        }
        return nil
    }

    static func registration(for valueType: ObjectIdentifier, in node: Node) -> DestinationRegistrationNode? {
        if let registration = node as? DestinationRegistrationNode, registration.valueType == valueType { return registration }
        // Another stack's destinations are its own.
        if node is NavigationStackNode { return nil }
        for child in node.children {
            if let found = registration(for: valueType, in: child) { return found }
        }
        return nil
    }

    private func typeName(of value: AnyHashable) -> String { String(describing: type(of: value.base)) }

    private func missingDestination(for value: AnyHashable) -> ViewHostError {
        ViewHostError(
            "A NavigationLink is presenting a value of type \"\(typeName(of: value))\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
                + ((pathModel?.isHomogeneous ?? false) ? " Only root-level navigation destinations are effective for a navigation stack with a homogeneous path." : "")
        )
    }
}

/// What a pushed value with no destination shows: SwiftUI shows a warning sign there.
struct MissingDestination: View, PrimitiveView {
    let typeName: String
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { LineNode(line: { [typeName] in "No navigationDestination for \(typeName)" }, parent: parent) }
}

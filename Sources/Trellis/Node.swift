/// The persistent, type-erased tree behind the view values. A node is a view's identity: it
/// owns that view's state and objects and lives as long as the view stays in the hierarchy.
/// View values are compared against their node on each update; only invalidated views, and
/// children whose inputs changed, evaluate their bodies.
@MainActor
class Node {
    /// Weak: a late notification (for example from another thread) may reach a node after
    /// its host is gone; such a node does nothing.
    private weak var owningHost: ViewHost?
    private(set) weak var parent: Node?
    let depth: Int
    /// Type of the view value this node was made for; a value of another type replaces it.
    let viewType: ObjectIdentifier
    var isMounted = true
    /// The rows on screen, for lazy containers (LazyViewport.swift); nil for other nodes.
    var viewport: LazyViewport?

    var host: ViewHost {
        guard let owningHost else { fatalError("Trellis: a view node outlived its ViewHost") }
        return owningHost
    }
    var isAttachedToHost: Bool { owningHost != nil }

    init(viewType: Any.Type, parent: Node) {
        owningHost = parent.owningHost
        self.parent = parent
        depth = parent.depth + 1
        self.viewType = ObjectIdentifier(viewType)
    }

    init(rootOf host: ViewHost) {
        owningHost = host
        parent = nil
        depth = 0
        viewType = ObjectIdentifier(Node.self)
    }

    /// Every child, including off-screen ones (covered navigation screens, control labels).
    var children: [Node] { [] }
    /// Children that are on screen, for rendering and for finding controls.
    var visibleChildren: [Node] { children }
    /// Calls `body` with each child in order until it returns false, without building `children`.
    func visitChildren(_ body: (Node) -> Bool) {
        for child in children where !body(child) { return }
    }
    /// One line of the text tree, or nil for nodes that are transparent.
    var renderedLine: String? { nil }
    /// What `ViewHost.snapshot()` adds to the line: the values a drawing needs and `render()` leaves out.
    var snapshotProperties: [String: String] { [:] }

    /// Whether a new value of the same type keeps this identity (`.id` says no when it changes).
    func keepsIdentity(with view: any View) -> Bool { true }
    func update(with view: any View) {}
    /// Called when this node leaves the hierarchy, before its children.
    func willUnmount(_ lifecycle: Lifecycle) {}

    /// Updates `existing` in place when the new value keeps its identity, otherwise mounts a
    /// new subtree and unmounts the old one.
    func reconcile(_ existing: Node?, with view: any View) -> Node {
        if let existing, existing.viewType == ObjectIdentifier(type(of: view)), existing.keepsIdentity(with: view) {
            existing.update(with: view)
            return existing
        }
        let fresh = host.makeNode(for: view, parent: self)
        if let existing { host.unmount(existing) }
        return fresh
    }

    /// False inside a navigation screen that a push covers, or a tab that is not selected.
    var isOnScreen: Bool {
        var child: Node = self
        var current = parent
        while let node = current {
            if let switching = node as? ScreenSwitching, switching.hides(self, via: child) { return false }
            if let viewport = node.viewport, viewport.hides(self) { return false }
            child = node
            current = node.parent
        }
        return true
    }

    /// Visits this subtree in tree order, entering only the top screen of navigation stacks,
    /// the selected tab of tab views and the rows on screen of lazy containers.
    func visitOnScreen(_ visit: (Node) -> Void) {
        if let viewport { return viewport.visitOnScreen(visit) }
        visit(self)
        let next = (self as? ScreenSwitching)?.screensOnScreen ?? children
        for child in next { child.visitOnScreen(visit) }
    }

    /// The nodes on screen, each after the nodes below it: appearances go deepest first.
    func visitOnScreenDeepestFirst(_ visit: (Node) -> Void) {
        var open: [Node] = []
        visitOnScreen { node in
            while let last = open.last, !node.isBelow(last) { visit(open.removeLast()) }
            open.append(node)
        }
        while let last = open.popLast() { visit(last) }
    }

    private func isBelow(_ ancestor: Node) -> Bool {
        var current = parent
        while let node = current {
            if node === ancestor { return true }
            current = node.parent
        }
        return false
    }

    func lookupEnvironment(_ key: EnvironmentObjectKey) -> AnyObject? {
        var current = parent
        while let node = current {
            if let injection = node as? EnvironmentNode, injection.key == key { return injection.object }
            current = node.parent
        }
        return nil
    }
}

/// A node that shows some of its descendants only: a navigation stack its top screen, a tab
/// view its selected tab.
@MainActor
protocol ScreenSwitching: AnyObject {
    /// Whether `descendant`, reached through the direct child `child`, is off screen.
    func hides(_ descendant: Node, via child: Node) -> Bool
    /// The nodes under this one that are on screen, where appearances are sent.
    var screensOnScreen: [Node] { get }
}

/// A node that follows a binding's value whenever updates settle (a path, a tab selection, a
/// presentation flag): writing the binding re-evaluates only the views that read it, and the
/// node reading it may not be one of them.
@MainActor
protocol BindingFollower: AnyObject {
    func followBinding()
}

/// Effects collected during an update and run after it, in this order: onChange actions,
/// onAppear (new views), onDisappear (removed views). Removed nodes are kept until then,
/// so their objects' deinit runs after their onDisappear.
@MainActor
final class Lifecycle {
    var changes: [() -> Void] = []
    var appearances: [() -> Void] = []
    var disappearances: [() -> Void] = []
    var removed: [Node] = []
    var isEmpty: Bool { changes.isEmpty && appearances.isEmpty && disappearances.isEmpty && removed.isEmpty }
}

final class RootNode: Node {
    var child: Node?
    override var children: [Node] { child.map { [$0] } ?? [] }
}

// MARK: - User views

/// A view with a `body`: the node owns its state, objects and subscriptions.
final class CompositeNode: Node {
    private(set) var view: any View
    private var child: Node?
    var slots: [Int: AnyObject] = [:]
    /// Incremented on each evaluation; stale change notifications compare against it.
    private(set) var generation = 0
    private(set) var isDirty = false
    private let isPrecise: Bool
    private(set) var consumedEnvironment: Set<EnvironmentObjectKey> = []
    private var subscriptions: [ObjectIdentifier: NodeSubscription] = [:]
    /// Linking wrappers takes reflection, so it is redone only when the view value or the
    /// environment it reads changed; a re-evaluation caused by state reuses the links.
    private var needsInstall = true
    private var observedObjects: [ObjectIdentifier: (object: ObjectIdentifier, publisher: ObservableObjectPublisher)] = [:]
    /// The storage a generated view's body reaches; nil for hand-written views.
    private var generatedContext: ViewContext?

    init(view: any View, parent: Node) {
        self.view = view
        // A node keeps one view type, so whether it is generated is decided once. Generated views
        // are always precise; the check is here, not a second conformance per view.
        let isGenerated = view.isGenerated
        isPrecise = isGenerated || view is PreciseInvalidation
        super.init(viewType: type(of: view), parent: parent)
        if isGenerated { generatedContext = ViewContext(node: self) }
        evaluate()
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    override func update(with newView: any View) {
        if !isDirty && ViewInputs.areEqual(view, newView) { return }
        view = newView
        needsInstall = true
        evaluate()
    }

    /// An ancestor injected a different object for a key this view reads.
    func environmentDidChange() {
        needsInstall = true
        invalidate()
    }

    func invalidate() {
        guard isMounted, !isDirty, isAttachedToHost else { return }
        isDirty = true
        host.schedule(self)
    }

    func invalidate(ifGeneration expected: Int) {
        if generation == expected { invalidate() }
    }

    func evaluate() {
        isDirty = false
        generation += 1
        if generatedContext == nil, needsInstall {
            var installer = PropertyInstaller(node: self)
            installer.installProperties(of: view)
            consumedEnvironment = installer.consumedKeys
            observedObjects = installer.observedObjects
            needsInstall = false
        }
        host.recordBodyEvaluation(of: viewType)

        let reads = isPrecise ? PublishedReadRecorder() : nil
        let generation = self.generation
        let body = Tracking.evaluate(owner: self, reads: reads) {
            withObservationTracking {
                if let context = generatedContext {
                    context.evaluate { generatedContent(of: view) }
                } else {
                    evaluateBody(of: view)
                }
            } onChange: { [weak self] in
                let node = self
                runOnMain { node?.invalidate(ifGeneration: generation) }
            }
        }
        if let context = generatedContext {
            consumedEnvironment = context.consumedKeys
            observedObjects = context.observedObjects
        }
        updateSubscriptions(observedObjects, reads: reads)
        child = reconcile(child, with: body)
    }

    private func updateSubscriptions(
        _ observed: [ObjectIdentifier: (object: ObjectIdentifier, publisher: ObservableObjectPublisher)],
        reads: PublishedReadRecorder?
    ) {
        for (key, subscription) in subscriptions where observed[key] == nil {
            subscription.cancel()
            subscriptions[key] = nil
        }
        for (key, entry) in observed {
            let properties = reads.map { $0.propertiesByObject[entry.object] ?? [] }
            if let subscription = subscriptions[key] {
                subscription.update(properties: properties)
            } else {
                subscriptions[key] = NodeSubscription(node: self, publisher: entry.publisher, properties: properties)
            }
        }
    }

    override func willUnmount(_ lifecycle: Lifecycle) {
        for subscription in subscriptions.values { subscription.cancel() }
        subscriptions.removeAll()
    }
}

@MainActor
private func evaluateBody<V: View>(of view: V) -> any View { view.body }

/// What a generated view's body returned, unwrapped from its `GeneratedBody`.
@MainActor
private func generatedContent<V: View>(of view: V) -> any View {
    let body = view.body
    return (body as? GeneratedBody)?.content ?? body
}

/// A view's subscription to one object's `objectWillChange`. `properties` is nil for
/// SwiftUI's per-object behaviour, or the `@Published` storages the body read (precise mode).
final class NodeSubscription: ChangeSubscriber, @unchecked Sendable {
    private weak var node: CompositeNode?
    /// Weak: the publisher holds its subscribers, and must not be kept alive by them.
    private weak var publisher: ObservableObjectPublisher?
    private var properties: Set<ObjectIdentifier>?

    @MainActor
    init(node: CompositeNode, publisher: ObservableObjectPublisher, properties: Set<ObjectIdentifier>?) {
        self.node = node
        self.publisher = publisher
        self.properties = properties
        publisher.attach(self, properties: properties)
    }

    @MainActor
    func update(properties newProperties: Set<ObjectIdentifier>?) {
        guard newProperties != properties else { return }
        publisher?.detach(self, properties: properties)
        properties = newProperties
        publisher?.attach(self, properties: newProperties)
    }

    @MainActor
    func cancel() { publisher?.detach(self, properties: properties) }

    func objectWillChange(property: ObjectIdentifier?, onMainActor: Bool) {
        if onMainActor {
            MainActor.assumeIsolated {
                // A view released without being unmounted (its host went away): stop listening.
                guard let node else { return cancel() }
                node.invalidate()
            }
        } else {
            Task { @MainActor [weak self] in self?.node?.invalidate() }
        }
    }
}

// MARK: - Structure

@MainActor
protocol SingleContentView {
    var contentView: any View { get }
}

/// Stacks, lists and groups: one content child; `label` nil means transparent (Group).
final class ContainerNode: Node {
    private let label: String?
    private var child: Node?
    private var layout: StackLayout?

    init(view: any View, label: String?, content: any View, layout: StackLayout? = nil, isLazy: Bool = false, parent: Node) {
        self.label = label
        self.layout = layout
        super.init(viewType: type(of: view), parent: parent)
        if isLazy { viewport = LazyViewport(container: self) }
        child = host.makeNode(for: content, parent: self)
        viewport?.refresh()
    }

    override var children: [Node] { child.map { [$0] } ?? [] }
    override var renderedLine: String? { label }
    override var snapshotProperties: [String: String] { layout?.properties ?? [:] }

    override func update(with view: any View) {
        guard let container = view as? any SingleContentView else { return }
        layout = (view as? any StackLayoutHolder)?.stackLayout ?? layout
        child = reconcile(child, with: container.contentView)
        viewport?.refresh()
    }
}

extension VStack: SingleContentView { var contentView: any View { content } }
extension HStack: SingleContentView { var contentView: any View { content } }

@MainActor
protocol StackLayoutHolder {
    var stackLayout: StackLayout { get }
}

extension VStack: StackLayoutHolder { var stackLayout: StackLayout { layout } }
extension HStack: StackLayoutHolder { var stackLayout: StackLayout { layout } }
extension Group: SingleContentView { var contentView: any View { content } }
extension List: SingleContentView { var contentView: any View { content } }

@MainActor
protocol PositionalChildren {
    var childViews: [any View] { get }
}

extension TupleView: PositionalChildren { var childViews: [any View] { children } }
extension ViewList: PositionalChildren { var childViews: [any View] { children } }
extension _ViewArray: PositionalChildren { var childViews: [any View] { elements } }

/// Builder blocks and arrays: each child is identified by its position (and its type).
final class PositionalNode: Node {
    private var childNodes: [Node] = []

    init(view: any View, children views: [any View], parent: Node) {
        super.init(viewType: type(of: view), parent: parent)
        childNodes = views.map { host.makeNode(for: $0, parent: self) }
    }

    override var children: [Node] { childNodes }

    override func update(with view: any View) {
        guard let views = (view as? any PositionalChildren)?.childViews else { return }
        var updated: [Node] = []
        updated.reserveCapacity(views.count)
        for (index, childView) in views.enumerated() {
            updated.append(reconcile(index < childNodes.count ? childNodes[index] : nil, with: childView))
        }
        for stale in childNodes.dropFirst(views.count) { host.unmount(stale) }
        childNodes = updated
    }
}

@MainActor
protocol ConditionalView {
    var branch: (isTrue: Bool, view: any View) { get }
}

extension _ConditionalContent: ConditionalView {}

/// `if`/`else` in a builder: the two branches are different identities even for equal types.
final class ConditionalNode: Node {
    private var isTrue: Bool
    private var child: Node

    init(view: any View & ConditionalView, parent: Node) {
        let branch = view.branch
        isTrue = branch.isTrue
        child = parent.host.placeholder
        super.init(viewType: type(of: view), parent: parent)
        child = host.makeNode(for: branch.view, parent: self)
    }

    override var children: [Node] { [child] }

    override func update(with view: any View) {
        guard let branch = (view as? any ConditionalView)?.branch else { return }
        if branch.isTrue == isTrue {
            child = reconcile(child, with: branch.view)
        } else {
            let old = child
            isTrue = branch.isTrue
            child = host.makeNode(for: branch.view, parent: self)
            host.unmount(old)
        }
    }
}

@MainActor
protocol OptionalContentView {
    var optionalContent: (any View)? { get }
}

extension Optional: OptionalContentView where Wrapped: View {
    var optionalContent: (any View)? { self.map { $0 as any View } }
}

final class OptionalNode: Node {
    private var child: Node?

    init(view: any View, content: (any View)?, parent: Node) {
        super.init(viewType: type(of: view), parent: parent)
        child = content.map { host.makeNode(for: $0, parent: self) }
    }

    override var children: [Node] { child.map { [$0] } ?? [] }

    override func update(with view: any View) {
        guard let optional = view as? any OptionalContentView else { return }
        if let content = optional.optionalContent {
            child = reconcile(child, with: content)
        } else if let old = child {
            child = nil
            host.unmount(old)
        }
    }
}

final class AnyViewNode: Node {
    private var child: Node

    init(view: AnyView, parent: Node) {
        child = parent.host.placeholder
        super.init(viewType: AnyView.self, parent: parent)
        child = host.makeNode(for: view.wrapped, parent: self)
    }

    override var children: [Node] { [child] }

    override func update(with view: any View) {
        guard let erased = view as? AnyView else { return }
        child = reconcile(child, with: erased.wrapped)
    }
}

@MainActor
protocol KeyedRows {
    var keyedRows: [(id: AnyHashable, view: any View)] { get }
}

extension ForEach: KeyedRows { var keyedRows: [(id: AnyHashable, view: any View)] { rows } }

/// ForEach: each row's identity is its element's id. Duplicate ids are told apart by their
/// occurrence so that every row still gets a node.
final class KeyedNode: Node {
    private struct RowKey: Hashable {
        let id: AnyHashable
        let occurrence: Int
    }

    /// The rows' keys and nodes, in order.
    private var order: [RowKey] = []
    private var nodes: [Node] = []

    init(view: any View, rows keyedRows: [(id: AnyHashable, view: any View)], parent: Node) {
        super.init(viewType: type(of: view), parent: parent)
        order.reserveCapacity(keyedRows.count)
        nodes.reserveCapacity(keyedRows.count)
        for (key, view) in Self.keys(for: keyedRows) {
            order.append(key)
            nodes.append(host.makeNode(for: view, parent: self))
        }
    }

    private static func keys(for keyedRows: [(id: AnyHashable, view: any View)]) -> [(RowKey, any View)] {
        var seen: [AnyHashable: Int] = [:]
        return keyedRows.map { row in
            let occurrence = seen[row.id, default: 0]
            seen[row.id] = occurrence + 1
            return (RowKey(id: row.id, occurrence: occurrence), row.view)
        }
    }

    override var children: [Node] { nodes }

    /// Each row with its element's id, in order (the implicit tags of pickers and lists).
    var identifiedRows: [(id: AnyHashable, node: Node)] {
        zip(order, nodes).map { ($0.id, $1) }
    }

    override func update(with view: any View) {
        guard let keyedRows = (view as? any KeyedRows)?.keyedRows else { return }
        if keyedRows.count == order.count, zip(order, keyedRows).allSatisfy({ $0.id == $1.id }) {
            // The same ids in the same order (the data did not change): each row is updated in
            // place, without indexing the rows by key.
            for (index, row) in keyedRows.enumerated() {
                nodes[index] = reconcile(nodes[index], with: row.view)
            }
            return
        }
        var rows: [RowKey: Node] = [:]
        rows.reserveCapacity(order.count)
        for (key, node) in zip(order, nodes) { rows[key] = node }
        var newOrder: [RowKey] = []
        var newNodes: [Node] = []
        var kept = Set<RowKey>()
        newOrder.reserveCapacity(keyedRows.count)
        newNodes.reserveCapacity(keyedRows.count)
        for (key, rowView) in Self.keys(for: keyedRows) {
            newOrder.append(key)
            newNodes.append(reconcile(rows[key], with: rowView))
            kept.insert(key)
        }
        for (key, node) in zip(order, nodes) where !kept.contains(key) { host.unmount(node) }
        order = newOrder
        nodes = newNodes
    }
}

// MARK: - Leaves and controls

final class LeafNode: Node {
    private var view: any View

    init(view: any View, parent: Node) {
        self.view = view
        super.init(viewType: type(of: view), parent: parent)
    }

    override func update(with view: any View) { self.view = view }

    var text: String? { (view as? Text)?.content }
    /// A `Color` used as a view, which fills its space.
    var color: Color? { view as? Color }

    override var renderedLine: String? {
        if let text = view as? Text { return text.renderedLine }
        if view is Spacer { return "Spacer" }
        return nil
    }
}

enum ControlKind {
    case button(action: () -> Void)
    case toggle(isOn: Binding<Bool>)
    case textField(text: Binding<String>)
    case navigationLink
}

@MainActor
protocol ControlView {
    var labelView: any View { get }
    var controlKind: ControlKind { get }
}

extension Button: ControlView {
    var labelView: any View { label }
    var controlKind: ControlKind { .button(action: action) }
}

extension Toggle: ControlView {
    var labelView: any View { label }
    var controlKind: ControlKind { .toggle(isOn: isOn) }
}

extension TextField: ControlView {
    var labelView: any View { label }
    var controlKind: ControlKind { .textField(text: text) }
}

/// Buttons, toggles, text fields and links. The label is a child (it may be any view); the
/// control's title is the text of its label. Bound values are read when rendering, so a
/// toggle shows its source of truth without any body re-evaluating.
class ControlNode: Node {
    private(set) var kind: ControlKind
    private var label: Node
    /// Words after the value: a button's role, a field's prompt.
    private var annotations: [String]

    init(view: any View & ControlView, label labelView: any View, parent: Node) {
        kind = view.controlKind
        annotations = (view as? any AnnotatedControl)?.controlAnnotations ?? []
        label = parent.host.placeholder
        super.init(viewType: type(of: view), parent: parent)
        label = host.makeNode(for: styledLabel(labelView), parent: self)
    }

    /// Whether a user's button style built the label (see `styledLabel`).
    var buttonStyling = ButtonStyling.none

    override var children: [Node] { [label] }
    /// A label that is only text is the title; one with an image prints its lines beneath. A
    /// button under a user's `PrimitiveButtonStyle` shows the style's body in its place.
    override var visibleChildren: [Node] { isReplacedByStyle || host.showsPictures(label) ? [label] : [] }

    override func update(with view: any View) {
        guard let control = view as? any ControlView else { return }
        kind = control.controlKind
        annotations = (view as? any AnnotatedControl)?.controlAnnotations ?? []
        label = reconcile(label, with: styledLabel(control.labelView))
    }

    var title: String { host.title(of: titleNode(in: label)) }

    override var snapshotProperties: [String: String] {
        var properties = ["title": title]
        switch kind {
        case .toggle(let isOn): properties["value"] = isOn.wrappedValue ? "on" : "off"
        case .textField(let text): properties["value"] = text.wrappedValue
        case .button, .navigationLink: break
        }
        if !isEnabled { properties["disabled"] = "true" }
        return properties
    }

    var kindName: String {
        switch kind {
        case .button: "Button"
        case .toggle: "Toggle"
        case .textField: "TextField"
        case .navigationLink: "NavigationLink"
        }
    }

    override var renderedLine: String? {
        if isReplacedByStyle { return nil }
        return controlLine.map { line in annotations.reduce(line) { $0 + " " + $1 } + disabledSuffix + focusSuffix }
    }

    /// The control and its value, before annotations.
    var controlLine: String? {
        switch kind {
        case .button, .navigationLink: "\(kindName) \(quoted(title))"
        case .toggle(let isOn): "Toggle \(quoted(title)): \(isOn.wrappedValue ? "on" : "off")"
        case .textField(let text): "TextField \(quoted(title)): \(quoted(text.wrappedValue))"
        }
    }
}

func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
}

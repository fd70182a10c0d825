/// Base for modifiers: one content child, transparent in the rendered tree.
class ModifierNode: Node {
    private(set) var child: Node

    init(
        view: any View, content: any View, parent: Node,
        beforeContent: (ModifierNode) -> Void = { _ in }, afterContent: (ModifierNode) -> Void = { _ in }
    ) {
        child = parent.host.placeholder
        super.init(viewType: type(of: view), parent: parent)
        beforeContent(self)
        child = host.makeNode(for: content, parent: self)
        afterContent(self)
    }

    /// Content `makeContent` builds once the node exists, for content the node reads itself.
    init(view: any View, parent: Node, makeContent: (ModifierNode) -> any View) {
        child = parent.host.placeholder
        super.init(viewType: type(of: view), parent: parent)
        child = host.makeNode(for: makeContent(self), parent: self)
    }

    override var children: [Node] { [child] }

    func updateContent(_ content: any View) {
        child = reconcile(child, with: content)
    }
}

/// A view whose content a closure builds after the body that made it ran (`GeometryReader`,
/// `ScrollViewReader`): the node calls the closure on its own behalf, as a presentation builds
/// its content, so a change of the state the closure read rebuilds the content, as SwiftUI
/// re-runs it.
class ClosureContentNode: ModifierNode, StateReader, BindingFollower {
    /// Grows with each build; a change seen by an older build is ignored.
    private(set) var generation = 0
    private var isRebuildScheduled = false
    /// The closure read an `ObservableObject`'s property, which notifies only the views that
    /// observe the object: the node then builds again whenever updates settle.
    private var isPolling = false

    init(view: any View, parent: Node) {
        super.init(view: view, parent: parent) { node in (node as! ClosureContentNode).readContent() }
    }

    /// The content, built now: subclasses call their closure here.
    func makeContent() -> any View { EmptyView() }

    private func readContent() -> any View {
        generation += 1
        var readPublished = false
        let content = Tracking.read(by: self, readPublished: &readPublished, makeContent)
        if readPublished, !isPolling {
            isPolling = true
            host.follow(self)
        }
        return content
    }

    /// Builds the content again and reconciles it with what is mounted.
    func rebuildContent() {
        isRebuildScheduled = false
        updateContent(readContent())
    }

    func invalidate(ifGeneration expected: Int) {
        guard expected == generation, isMounted, isAttachedToHost, !isRebuildScheduled else { return }
        isRebuildScheduled = true
        host.followSoon(self)
    }

    func followBinding() {
        guard isMounted, isRebuildScheduled || isPolling else { return }
        rebuildContent()
    }
}

/// onAppear/onDisappear. A view appears when it enters the hierarchy on screen, or when the
/// navigation screen covering it is popped; it disappears when it leaves the hierarchy or is
/// covered by a push (as in SwiftUI, where returning to a list runs its onAppear again).
class AppearanceNode: ModifierNode {
    private var onAppear: (() -> Void)?
    private var onDisappear: (() -> Void)?
    private(set) var isAppeared = false

    convenience init<Content: View>(view: AppearanceModifierView<Content>, content: Content, parent: Node) {
        self.init(view: view, content: content, onAppear: view.onAppear, onDisappear: view.onDisappear, parent: parent)
    }

    /// Also the base of `.task`, which starts and cancels its work where these actions run.
    init(view: any View, content: any View, onAppear: (() -> Void)?, onDisappear: (() -> Void)?, parent: Node) {
        self.onAppear = onAppear
        self.onDisappear = onDisappear
        // Queued after the content mounts, so the deepest view appears first, as in SwiftUI.
        super.init(view: view, content: content, parent: parent, afterContent: { node in
            if node.isOnScreen { (node as? AppearanceNode)?.appear(node.host.lifecycle) }
        })
    }

    override func update(with view: any View) {
        guard let modifier = view as? any AppearanceModifier else { return }
        onAppear = modifier.appearAction
        onDisappear = modifier.disappearAction
        updateContent(modifier.contentView)
    }

    func appear(_ lifecycle: Lifecycle) {
        guard !isAppeared else { return }
        isAppeared = true
        if let onAppear { lifecycle.appearances.append(onAppear) }
    }

    func disappear(_ lifecycle: Lifecycle) {
        guard isAppeared else { return }
        isAppeared = false
        if let onDisappear { lifecycle.disappearances.append(onDisappear) }
    }

    override func willUnmount(_ lifecycle: Lifecycle) {
        disappear(lifecycle)
    }
}

@MainActor
protocol AppearanceModifier: SingleContentView {
    var appearAction: (() -> Void)? { get }
    var disappearAction: (() -> Void)? { get }
}

extension AppearanceModifierView: AppearanceModifier, SingleContentView {
    var appearAction: (() -> Void)? { onAppear }
    var disappearAction: (() -> Void)? { onDisappear }
    var contentView: any View { content }
}

@MainActor
protocol IdentifiedContent: SingleContentView {
    var identity: AnyHashable { get }
}

extension IdentifiedView: IdentifiedContent {
    var identity: AnyHashable { id }
    var contentView: any View { content }
}

/// `.id(x)`: a different `x` is a different view, so the whole subtree is replaced.
final class IdentifiedNode: ModifierNode {
    let identity: AnyHashable

    init<Content: View>(view: IdentifiedView<Content>, parent: Node) {
        identity = view.id
        super.init(view: view, content: view.content, parent: parent)
    }

    override func keepsIdentity(with view: any View) -> Bool {
        (view as? any IdentifiedContent)?.identity == identity
    }

    override func update(with view: any View) {
        guard let identified = view as? any IdentifiedContent else { return }
        updateContent(identified.contentView)
    }
}

@MainActor
protocol ValueChangeObserving: SingleContentView {
    var observedValue: Any { get }
    var observesInitialValue: Bool { get }
    /// The action for a change from `oldValue`, or nil when the values are equal.
    func changeAction(from oldValue: Any) -> (() -> Void)?
}

extension OnChangeView: ValueChangeObserving {
    var contentView: any View { content }
    var observedValue: Any { value }
    var observesInitialValue: Bool { initial }
    func changeAction(from oldValue: Any) -> (() -> Void)? {
        guard let oldValue = oldValue as? Value, oldValue != value else { return nil }
        let newValue = value
        let action = self.action
        return { action(oldValue, newValue) }
    }
}

final class OnChangeNode: ModifierNode {
    private var value: Any

    init<Content: View, Value: Equatable>(view: OnChangeView<Content, Value>, parent: Node) {
        value = view.value
        // The initial call runs with the appearances, after the content's: SwiftUI runs
        // `onAppear` and `onChange(of:initial: true)` deepest first, each view's in the order
        // its modifiers are written.
        super.init(view: view, content: view.content, parent: parent, afterContent: { node in
            if view.initial {
                let action = view.action
                let value = view.value
                node.host.lifecycle.appearances.append { action(value, value) }
            }
        })
    }

    override func update(with view: any View) {
        guard let observer = view as? any ValueChangeObserving else { return }
        if let action = observer.changeAction(from: value) {
            host.lifecycle.changes.append(action)
        }
        value = observer.observedValue
        updateContent(observer.contentView)
    }
}

@MainActor
protocol EnvironmentInjection: SingleContentView {
    var injectedKey: EnvironmentObjectKey { get }
    var injectedObject: AnyObject? { get }
}

extension EnvironmentInjectionView: EnvironmentInjection {
    var contentView: any View { content }
    var injectedKey: EnvironmentObjectKey { key }
    var injectedObject: AnyObject? { object }
}

/// `.environmentObject(_:)` / `.environment(_:)`: descendants find the object by walking up.
/// When a different instance is injected, the views below that read this key re-evaluate.
final class EnvironmentNode: ModifierNode {
    let key: EnvironmentObjectKey
    private(set) var object: AnyObject?

    init<Content: View>(view: EnvironmentInjectionView<Content>, parent: Node) {
        key = view.key
        object = view.object
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let injection = view as? any EnvironmentInjection else { return }
        if injection.injectedObject !== object {
            object = injection.injectedObject
            invalidateReaders(below: self)
        }
        updateContent(injection.contentView)
    }

    private func invalidateReaders(below node: Node) {
        for child in node.children {
            if let injection = child as? EnvironmentNode, injection.key == key { continue }
            if let composite = child as? CompositeNode, composite.consumedEnvironment.contains(key) {
                composite.environmentDidChange()
            }
            invalidateReaders(below: child)
        }
    }
}

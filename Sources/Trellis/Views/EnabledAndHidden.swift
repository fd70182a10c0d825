// `disabled(_:)` and `hidden()`.
//
// `disabled` is SwiftUI's `isEnabled` environment value: `.disabled(d)` sets it to
// `isEnabled && !d` for everything below, so it is an AND down the tree and an outer
// `.disabled(true)` wins over an inner `.disabled(false)`. Every control below reads it: a
// disabled control prints ` [disabled]` and refuses the host's interactions with an error that
// names the outermost `.disabled(true)` responsible.
//
// `hidden()` keeps the view in the hierarchy (its state lives on and its `onAppear` runs, as in
// SwiftUI, where a hidden view still takes its place in the layout) but nothing of it is on
// screen: `render()` prints none of its lines and the host finds no control inside it.

extension View {
    /// Disables this view and everything below it. The call site's file and line name the
    /// modifier in the host's error when a disabled control refuses an interaction.
    public func disabled(_ disabled: Bool, fileID: StaticString = #fileID, line: UInt = #line) -> some View {
        DisabledModifierView(content: self, isDisabled: disabled, site: "\(fileID):\(line)")
    }

    /// Hides this view: it keeps its state and its place, but nothing of it is on screen.
    public func hidden() -> some View {
        HiddenModifierView(content: self)
    }
}

@MainActor
struct DisabledModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let isDisabled: Bool
    let site: String
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { DisabledNode(view: self, parent: parent) }
}

@MainActor
protocol DisablingModifier: SingleContentView {
    var disables: Bool { get }
    var callSite: String { get }
}

extension DisabledModifierView: DisablingModifier {
    var contentView: any View { content }
    var disables: Bool { isDisabled }
    var callSite: String { site }
}

final class DisabledNode: ModifierNode {
    private(set) var isDisabled: Bool
    private(set) var site: String

    init<Content: View>(view: DisabledModifierView<Content>, parent: Node) {
        isDisabled = view.isDisabled
        site = view.site
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let modifier = view as? any DisablingModifier else { return }
        // `isEnabled` is an environment value: the views below that read it see the change.
        if modifier.disables != isDisabled { host.invalidateEnvironmentValueReaders(below: self) }
        isDisabled = modifier.disables
        site = modifier.callSite
        updateContent(modifier.contentView)
    }

    /// `.disabled(true) at File.swift:12 on VStack`, naming the view it is attached to.
    var modifierDescription: String {
        let target = host.firstRenderedLine(of: child).map { " on \($0)" } ?? ""
        return ".disabled(true) at \(site)\(target)"
    }
}

@MainActor
struct HiddenModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { HiddenNode(view: self, parent: parent) }
}

extension HiddenModifierView: SingleContentView {
    var contentView: any View { content }
}

final class HiddenNode: ModifierNode {
    init<Content: View>(view: HiddenModifierView<Content>, parent: Node) {
        super.init(view: view, content: view.content, parent: parent)
    }

    override var visibleChildren: [Node] { [] }

    override func update(with view: any View) {
        guard let modifier = view as? any SingleContentView else { return }
        updateContent(modifier.contentView)
    }
}

extension Node {
    /// SwiftUI's `isEnabled` here: false below any `.disabled(true)`. Interactions of any
    /// control (and gestures) check it before acting.
    var isEnabled: Bool { disablingModifier == nil }

    /// The outermost `.disabled(true)` above this node: the one that decides, since an outer
    /// `disabled` overrides an inner one.
    var disablingModifier: DisabledNode? {
        var outermost: DisabledNode?
        var current = parent
        while let node = current {
            if let modifier = node as? DisabledNode, modifier.isDisabled { outermost = modifier }
            current = node.parent
        }
        return outermost
    }

    /// ` [disabled]` for a control below a `.disabled(true)`, else nothing.
    var disabledSuffix: String { isEnabled ? "" : " [disabled]" }
}

extension ViewHost {
    /// Throws when `node` is disabled: `described` names the control (`Button "Save"`), and
    /// `action` what the user tried (`tapped`). For every interaction with a control, which an
    /// `allowsHitTesting(false)` above refuses too.
    func refuseIfDisabled(_ node: Node, described: String, action: String) throws {
        guard let modifier = node.disablingModifier else {
            return try refuseIfNotHitTestable(node, described: described, action: action)
        }
        throw ViewHostError(
            "\(described) is disabled, so it cannot be \(action): the \(modifier.modifierDescription) turns off isEnabled for everything below it."
        )
    }
}

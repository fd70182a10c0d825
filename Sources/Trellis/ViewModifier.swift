/// A modifier written by the user, as SwiftUI's `ViewModifier`: its `body(content:)` wraps the
/// view it is applied to. Like a view, it may hold `@State`, `@Environment` and other dynamic
/// properties, kept for as long as the modified view keeps its identity.
@MainActor
public protocol ViewModifier {
    associatedtype Body: View
    @ViewBuilder func body(content: Content) -> Body
    typealias Content = _ViewModifier_Content<Self>
}

/// The view a `ViewModifier` is applied to, as its `body(content:)` receives it: the view
/// itself, with its identity and state.
@MainActor
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView, SingleContentView {
    let content: any View
    public var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { ModifiedContentNode(view: self, parent: parent) }
}

final class ModifiedContentNode: ModifierNode {
    init(view: any View & SingleContentView, parent: Node) {
        super.init(view: view, content: view.contentView, parent: parent)
    }

    override func update(with view: any View) {
        guard let content = view as? any SingleContentView else { return }
        updateContent(content.contentView)
    }
}

/// A view with a modifier applied, as SwiftUI's `ModifiedContent`: what `modifier(_:)` returns.
/// The modifier's dynamic properties are installed into this view's node (its mirror is the
/// modifier's), so they live with the modified view.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}

extension ModifiedContent: CustomReflectable where Content: View, Modifier: ViewModifier {
    public var customMirror: Mirror { Mirror(reflecting: modifier) }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension View {
    /// Applies `modifier` to this view: the result is the modifier's `body(content:)` around it.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    /// A modifier that applies this one, then `modifier` around it.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// Tap gestures and the actions of list rows. None of them prints a line: swipe actions and
// context menus are not visible until a person invokes them, and a gesture has no look of its
// own. `ViewHost` performs them (see ViewHost+Modifiers.swift).

extension View {
    /// Runs `action` when this view is tapped `count` times in a row: `ViewHost.tap(_:)` for one
    /// tap, `ViewHost.tap(_:count:)` for more. The view is found by its text.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        TapGestureView(content: self, count: count, action: action)
    }

    /// Actions revealed by swiping this row from `edge`, usually buttons. The first one runs
    /// on a full swipe when `allowsFullSwipe` is true.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T) -> some View {
        RowMenuView(content: self, menu: content(), kind: .swipe(edge: edge, allowsFullSwipe: allowsFullSwipe))
    }

    /// Items shown when a person long-presses this view, usually buttons.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        RowMenuView(content: self, menu: menuItems(), kind: .contextMenu)
    }

    /// Items shown when a person long-presses this view, with `preview` shown in its place while
    /// the menu is open. A headless host never holds the menu open, so the preview is built
    /// only when asked for (`ViewHost.contextMenuPreview(on:)`).
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: @escaping () -> Preview) -> some View {
        RowMenuView(content: self, menu: menuItems(), kind: .contextMenu, preview: { AnyView(preview()) })
    }
}

/// A view made of one view per element of a collection, such as `ForEach`: the receiver of
/// `onDelete(perform:)` and `onMove(perform:)`.
@MainActor
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension DynamicViewContent {
    /// Lets a person delete rows (a swipe, or `ViewHost.delete(_:)`); `action` receives the
    /// offsets of the deleted rows in `data`. Nil turns deletion off.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        RowEditingView(content: self, editing: .delete(action))
    }

    /// Lets a person reorder rows; `action` receives the offsets moved and the offset, in the
    /// collection before the move, in front of which they land (`move(fromOffsets:toOffset:)`).
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        RowEditingView(content: self, editing: .move(action))
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as an `onDelete` action does with its argument.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection where Self: RangeReplaceableCollection {
    /// Moves the elements at `source` to land in front of the element that was at
    /// `destination` (or at the end), keeping their order, as an `onMove` action does.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moved = source.map { self[index(startIndex, offsetBy: $0)] }
        let before = source.count(in: 0..<destination)
        remove(atOffsets: source)
        insert(contentsOf: moved, at: index(startIndex, offsetBy: destination - before))
    }
}

// MARK: Nodes

@MainActor
struct TapGestureView<Content: View>: View, PrimitiveView {
    let content: Content
    let count: Int
    let action: () -> Void
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { TapGestureNode(view: self, parent: parent) }
}

@MainActor
protocol TapGesture: SingleContentView {
    var tapCount: Int { get }
    var tapAction: () -> Void { get }
}

extension TapGestureView: TapGesture {
    var contentView: any View { content }
    var tapCount: Int { count }
    var tapAction: () -> Void { action }
}

final class TapGestureNode: ModifierNode {
    private(set) var count: Int
    private(set) var action: () -> Void

    init<Content: View>(view: TapGestureView<Content>, parent: Node) {
        count = view.count
        action = view.action
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let gesture = view as? any TapGesture else { return }
        count = gesture.tapCount
        action = gesture.tapAction
        updateContent(gesture.contentView)
    }
}

enum RowEditing {
    case delete(((IndexSet) -> Void)?)
    case move(((IndexSet, Int) -> Void)?)
}

@MainActor
struct RowEditingView<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    let content: Content
    let editing: RowEditing
    var data: Content.Data { content.data }
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { RowEditingNode(view: self, parent: parent) }
}

@MainActor
protocol RowEditingContent: SingleContentView {
    var rowEditing: RowEditing { get }
}

extension RowEditingView: RowEditingContent {
    var contentView: any View { content }
    var rowEditing: RowEditing { editing }
}

/// `onDelete`/`onMove` on a `ForEach`: the rows are the `ForEach`'s, below this node.
final class RowEditingNode: ModifierNode {
    private(set) var editing: RowEditing

    init<Content: DynamicViewContent>(view: RowEditingView<Content>, parent: Node) {
        editing = view.editing
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let content = view as? any RowEditingContent else { return }
        editing = content.rowEditing
        updateContent(content.contentView)
    }

    /// The rows, in the order of the data.
    var rows: [Node] {
        var node: Node = child
        while let modifier = node as? ModifierNode { node = modifier.child }
        return node.children
    }
}

enum RowMenuKind: Equatable {
    case swipe(edge: HorizontalEdge, allowsFullSwipe: Bool)
    case contextMenu
}

@MainActor
struct RowMenuView<Content: View, Menu: View>: View, PrimitiveView {
    let content: Content
    let menu: Menu
    let kind: RowMenuKind
    /// A context menu's preview, built only when asked for.
    var preview: (() -> AnyView)?
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { RowMenuNode(view: self, parent: parent) }
}

@MainActor
protocol RowMenuContent: SingleContentView {
    var menuView: any View { get }
    var menuKind: RowMenuKind { get }
    var menuPreview: (() -> AnyView)? { get }
}

extension RowMenuView: RowMenuContent {
    var contentView: any View { content }
    var menuView: any View { menu }
    var menuKind: RowMenuKind { kind }
    var menuPreview: (() -> AnyView)? { preview }
}

/// Swipe actions and context menus. The menu's views are kept as values and built only when a
/// person opens the menu, as SwiftUI builds them when they are revealed.
final class RowMenuNode: ModifierNode {
    private(set) var menu: any View
    private(set) var kind: RowMenuKind
    private(set) var preview: (() -> AnyView)?

    init<Content: View, Menu: View>(view: RowMenuView<Content, Menu>, parent: Node) {
        menu = view.menu
        kind = view.kind
        preview = view.preview
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let content = view as? any RowMenuContent else { return }
        menu = content.menuView
        kind = content.menuKind
        preview = content.menuPreview
        updateContent(content.contentView)
    }
}

// MARK: Accessibility

extension View {
    /// What VoiceOver reads for this view instead of its text. `ViewHost.tap(_:)` finds a
    /// control by it too, as UI tests find elements by their accessibility label.
    public func accessibilityLabel(_ label: Text) -> some View {
        inherited(.accessibilityLabel, label.content)
    }

    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        inherited(.accessibilityLabel, String(label))
    }

    /// What VoiceOver reads after the label to say what using the view does.
    public func accessibilityHint(_ hint: Text) -> some View {
        inherited(.accessibilityHint, hint.content)
    }

    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        inherited(.accessibilityHint, String(hint))
    }

    /// The view's current value as VoiceOver reads it, such as "50 percent".
    public func accessibilityValue(_ value: Text) -> some View {
        inherited(.accessibilityValue, value.content)
    }

    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        inherited(.accessibilityValue, String(value))
    }
}

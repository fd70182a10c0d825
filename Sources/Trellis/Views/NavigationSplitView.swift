/// Which columns of a `NavigationSplitView` are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// Two or three columns side by side, as on a wide screen. Prints `NavigationSplitView`, then
/// each shown column as `sidebar`, `content` and `detail` with its lines below. `automatic`
/// and `all` show every column; `doubleColumn` hides the sidebar of a three-column view (and
/// shows both columns of a two-column one); `detailOnly` shows the detail alone.
///
/// A `NavigationLink` in the sidebar shows its destination in the next column (the content
/// column when there is one, else the detail), and one in the content column shows it in the
/// detail, replacing what was there; a link inside a `NavigationStack` in a column pushes onto
/// that stack instead. Choosing another link replaces the destination, with fresh state.
@MainActor
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContentColumn: Bool
    let columnVisibility: Binding<NavigationSplitViewVisibility>?

    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        hasContentColumn = true
        columnVisibility = nil
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        hasContentColumn = true
        self.columnVisibility = columnVisibility
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { SplitViewNode(view: self, parent: parent) }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        hasContentColumn = false
        columnVisibility = nil
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        hasContentColumn = false
        self.columnVisibility = columnVisibility
    }
}

@MainActor
protocol SplitView {
    var columns: [any View] { get }
    var visibility: NavigationSplitViewVisibility { get }
}

extension NavigationSplitView: SplitView {
    var columns: [any View] {
        hasContentColumn
            ? [Captioned(caption: "sidebar", content: sidebar), Captioned(caption: "content", content: content), Captioned(caption: "detail", content: detail)]
            : [Captioned(caption: "sidebar", content: sidebar), Captioned(caption: "detail", content: detail)]
    }
    var visibility: NavigationSplitViewVisibility { columnVisibility?.wrappedValue ?? .automatic }
}

final class SplitViewNode: SlottedNode {
    /// Read when rendering: the binding's source may not re-evaluate the split view.
    private var split: any SplitView
    private var visibility: NavigationSplitViewVisibility { split.visibility }
    /// Columns showing a link's destination instead of their own content; they keep it
    /// across updates of the split view.
    private var replacedColumns: Set<Int> = []

    init(view: any View & SplitView, parent: Node) {
        split = view
        super.init(view: view, parent: parent)
        setSlots(view.columns)
    }

    override func update(with view: any View) {
        guard let split = view as? any SplitView else { return }
        self.split = split
        for (index, column) in split.columns.enumerated() where !replacedColumns.contains(index) {
            updateSlot(at: index, with: column)
        }
    }

    override var renderedLine: String? { "NavigationSplitView" }

    override var visibleChildren: [Node] {
        let count = slots.count
        switch visibility {
        case .detailOnly: return [slots[count - 1]]
        case .doubleColumn: return Array(slots.suffix(2))
        default: return slots
        }
    }

    /// Whether a destination for the value's type is registered in `column` or a later one.
    func hasRegistration(for value: AnyHashable, from column: CaptionNode) -> Bool {
        guard let index = slots.firstIndex(where: { $0 === column }) else { return false }
        let valueType = ObjectIdentifier(type(of: value.base))
        return slots[index...].contains { NavigationStackNode.registration(for: valueType, in: $0) != nil }
    }

    /// Shows the link's destination in the column after `column`. A value link shows the
    /// destination registered for its value's type in a later column (or in its own), as
    /// SwiftUI looks in a later column of the split view.
    func show(_ link: NavigationLinkNode, after column: CaptionNode) throws {
        guard let index = slots.firstIndex(where: { $0 === column }), index + 1 < slots.count,
              let target = slots[index + 1] as? CaptionNode else { return }
        var destination = link.destination
        if destination == nil, let value = link.value {
            let valueType = ObjectIdentifier(type(of: value.base))
            let registration = slots[index...].lazy.compactMap { NavigationStackNode.registration(for: valueType, in: $0) }.first
            guard let registration else {
                throw ViewHostError("A NavigationLink is presenting a value of type \"\(type(of: value.base))\" but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.")
            }
            destination = registration.make(value)
        }
        guard let destination else { return }
        replacedColumns.insert(index + 1)
        target.replaceContent(with: destination)
    }
}

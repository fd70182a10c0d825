// `TabView`, `tabItem`, `Tab`, and the host's `selectTab(_:)`.
//
// `ViewHost.render()` prints `TabView`, then one `Tab "Title"` line per tab (the tab bar), the
// selected one ending in ` [selected]` with its content below it; the other tabs' content is
// off screen. As in SwiftUI:
// - the legacy form (`.tabItem { … }` with `.tag(…)`) builds every tab's content when the tab
//   view first appears; a `Tab(…)` builds its content when it is first selected;
// - a tab keeps its state while another tab is selected;
// - `onAppear`/`onDisappear` fire on every switch; the new tab's `onAppear` runs before the old
//   tab's `onDisappear`, the order of every identity change in this runtime.
// With `selection`, the binding's value is matched against each tab's tag (or `Tab` value) by
// the rules of `tag(_:)`; without it the first tab is selected at first.

/// Shows one of its tabs at a time, with a bar to choose among them.
@MainActor
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { TabViewNode(view: self, parent: parent) }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

extension View {
    /// The label of this view's tab in the tab bar of the `TabView` around it.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        TabItemView(content: self, label: label())
    }
}

/// A tab of a `TabView`, with its title and image in the tab bar and its `value` matched
/// against the tab view's selection. Its content is built when the tab is first selected.
@MainActor
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let title: String
    let systemImage: String?
    let value: Value?
    let content: () -> Content

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { TabNode(view: self, parent: parent) }
}

/// The label a `Tab` shows in the tab bar: its title and image.
public struct DefaultTabLabel: View, PrimitiveView {
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { LeafNode(view: EmptyView(), parent: parent) }
}

extension Tab where Label == DefaultTabLabel {
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: @escaping () -> Content) {
        self.title = String(title)
        self.systemImage = systemImage
        self.value = value
        self.content = content
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: @escaping () -> Content) where Value == Never {
        self.title = String(title)
        self.systemImage = systemImage
        value = nil
        self.content = content
    }
}

// MARK: - Nodes

@MainActor
struct TabItemView<Content: View, Label: View>: View, PrimitiveView {
    let content: Content
    let label: Label
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { TabItemNode(view: self, parent: parent) }
}

@MainActor
protocol TabItemContent: SingleContentView {
    var labelView: any View { get }
}

extension TabItemView: TabItemContent {
    var contentView: any View { content }
    var labelView: any View { label }
}

/// `.tabItem`: the content is on screen; the label shows only in the tab bar.
final class TabItemNode: Node {
    private var content: Node
    private(set) var label: Node

    init(view: any View & TabItemContent, parent: Node) {
        content = parent.host.placeholder
        label = parent.host.placeholder
        super.init(viewType: type(of: view), parent: parent)
        content = host.makeNode(for: view.contentView, parent: self)
        label = host.makeNode(for: view.labelView, parent: self)
    }

    override var children: [Node] { [content, label] }
    override var visibleChildren: [Node] { [content] }

    override func update(with view: any View) {
        guard let item = view as? any TabItemContent else { return }
        content = reconcile(content, with: item.contentView)
        label = reconcile(label, with: item.labelView)
    }
}

@MainActor
protocol TabContent {
    var tabTitle: String { get }
    var tabImage: String? { get }
    var tabTag: TagValue? { get }
    func makeContent() -> any View
}

extension Tab: TabContent {
    var tabTitle: String { title }
    var tabImage: String? { systemImage }
    var tabTag: TagValue? { value.map { TagValue(value: $0, includeOptional: true) } }
    func makeContent() -> any View { content() }
}

/// A `Tab`: builds its content the first time it is selected, and keeps it afterwards.
final class TabNode: Node {
    private(set) var tab: any TabContent
    private var content: Node?

    init(view: any View & TabContent, parent: Node) {
        tab = view
        super.init(viewType: type(of: view), parent: parent)
    }

    override var children: [Node] { content.map { [$0] } ?? [] }

    func buildContent() {
        guard content == nil else { return }
        content = host.makeNode(for: tab.makeContent(), parent: self)
    }

    override func update(with view: any View) {
        guard let tab = view as? any TabContent else { return }
        self.tab = tab
        if let content { self.content = reconcile(content, with: tab.makeContent()) }
    }
}

/// One tab as the tab view found it: the node that holds it, its tag and its bar label.
@MainActor
struct TabEntry {
    let node: Node
    let tag: TagValue?
    let title: String
    /// The SF Symbol of its bar label, where it has one.
    var image: String?
}

extension TabView: SingleContentView { var contentView: any View { content } }

@MainActor
protocol TabViewSelection {
    var selectionModel: SelectionModel? { get }
}

extension TabView: TabViewSelection {
    var selectionModel: SelectionModel? { selection.map { SelectionModel(single: $0) } }
}

final class TabViewNode: Node, ScreenSwitching, BindingFollower {
    private var content: Node
    private var selection: SelectionModel?
    /// The selected tab's position when there is no selection binding.
    private var ownSelection = 0
    private(set) var tabs: [TabEntry] = []
    private var tabNodes: Set<ObjectIdentifier> = []
    /// The tab whose content is on screen (appeared), to send appearances on a switch.
    private weak var shownTab: Node?
    /// While the content is built or reconciled, nothing in it appears; the selected tab
    /// appears afterwards, when the tabs are known.
    private var isBuilding = false
    private var bar: [TabBarItemNode] = []

    init(view: any View & SingleContentView & TabViewSelection, parent: Node) {
        content = parent.host.placeholder
        selection = view.selectionModel
        super.init(viewType: type(of: view), parent: parent)
        isBuilding = true
        content = host.makeNode(for: view.contentView, parent: self)
        isBuilding = false
        findTabs()
        showSelectedTab()
        host.follow(self)
    }

    override var children: [Node] { [content] }
    override var visibleChildren: [Node] { bar }
    override var renderedLine: String? { "TabView" }

    override func update(with view: any View) {
        guard let tabView = view as? any View & SingleContentView & TabViewSelection else { return }
        selection = tabView.selectionModel
        isBuilding = true
        content = reconcile(content, with: tabView.contentView)
        isBuilding = false
        findTabs()
        showSelectedTab()
    }

    func followBinding() {
        if isMounted, selectedTab !== shownTab { showSelectedTab() }
    }

    var selectedTab: Node? {
        if let selection { return tabs.first { $0.tag.map(selection.isSelected) ?? false }?.node }
        return tabs.indices.contains(ownSelection) ? tabs[ownSelection].node : tabs.first?.node
    }

    /// Selects the tab titled `title`; false when its tag does not match the selection's type.
    func select(_ entry: TabEntry) -> Bool {
        if let selection {
            guard let tag = entry.tag, selection.select(tag) else { return false }
        } else if let index = tabs.firstIndex(where: { $0.node === entry.node }) {
            ownSelection = index
        }
        showSelectedTab()
        return true
    }

    /// Puts the selected tab on screen: the old one disappears, the new one (built if it is a
    /// `Tab` never selected) appears.
    private func showSelectedTab() {
        let selected = selectedTab
        (selected as? TabNode)?.buildContent()
        let onScreen = isOnScreen
        if selected !== shownTab, let old = shownTab, onScreen {
            old.visitOnScreen { ($0 as? AppearanceNode)?.disappear(host.lifecycle) }
        }
        shownTab = selected
        if onScreen { selected?.visitOnScreenDeepestFirst { ($0 as? AppearanceNode)?.appear(host.lifecycle) } }
        refreshBar()
    }

    func hides(_ descendant: Node, via child: Node) -> Bool {
        if isBuilding { return true }
        var current: Node? = descendant
        while let node = current, node !== self {
            if tabNodes.contains(ObjectIdentifier(node)) { return node !== shownTab }
            current = node.parent
        }
        return false
    }

    var screensOnScreen: [Node] { shownTab.map { [$0] } ?? [] }

    /// The tabs are the views of the content, through groups, `ForEach`, `if` and builder blocks.
    private func findTabs() {
        var found: [TabEntry] = []
        func collect(_ node: Node) {
            switch node {
            case is PositionalNode, is KeyedNode, is ConditionalNode, is OptionalNode, is AnyViewNode:
                for child in node.children { collect(child) }
            case let container as ContainerNode where container.renderedLine == nil:
                for child in node.children { collect(child) }
            case let tab as TabNode:
                found.append(TabEntry(node: tab, tag: tab.tab.tabTag, title: tab.tab.tabTitle, image: tab.tab.tabImage))
            default:
                found.append(describeTab(node))
            }
        }
        collect(content)
        tabs = found
        tabNodes = Set(found.map { ObjectIdentifier($0.node) })
    }

    /// A legacy tab: its tag and `tabItem` label are among the modifiers around its view.
    private func describeTab(_ root: Node) -> TabEntry {
        var tag: TagValue?
        var title = ""
        var image: String?
        var current: Node? = root
        while let node = current {
            if let tagged = node as? TagNode, tag == nil { tag = tagged.tag }
            if let item = node as? TabItemNode {
                title = host.title(of: item.label)
                image = host.firstImageName(in: item.label)
                current = item.children.first
                continue
            }
            current = (node as? ModifierNode)?.child
        }
        return TabEntry(node: root, tag: tag, title: title, image: image)
    }

    private func refreshBar() {
        let shown = shownTab
        var items: [TabBarItemNode] = []
        for (index, tab) in tabs.enumerated() {
            let item = index < bar.count ? bar[index] : TabBarItemNode(parent: self)
            item.title = tab.title
            item.image = tab.image
            item.tab = tab.node
            item.isSelected = tab.node === shown
            items.append(item)
        }
        bar = items
    }
}

/// A tab in the bar: `Tab "Title"`, with ` [selected]` and the content under the selected one.
final class TabBarItemNode: Node {
    var title = ""
    var image: String?
    weak var tab: Node?
    var isSelected = false

    init(parent: Node) { super.init(viewType: TabBarItemNode.self, parent: parent) }

    override var snapshotProperties: [String: String] { image.map { ["systemImage": $0] } ?? [:] }

    override var renderedLine: String? { "Tab \(quoted(title))" + (isSelected ? " [selected]" : "") }
    override var visibleChildren: [Node] { isSelected ? tab.map { [$0] } ?? [] : [] }
}

extension ViewHost {
    /// Selects the tab titled `title` (its `tabItem` label's text, or its `Tab` title) in the
    /// tab view on screen that has it, as tapping it in the tab bar does.
    public func selectTab(_ title: String) throws {
        settle()
        var found: (TabViewNode, TabEntry)?
        collectVisible(from: root) { node in
            if found == nil, let tabView = node as? TabViewNode, let tab = tabView.tabs.first(where: { $0.title == title }) {
                found = (tabView, tab)
            }
        }
        guard let (tabView, tab) = found else {
            throw ViewHostError("No tab titled \(quoted(title)) is on screen. On screen:\n\(render())")
        }
        guard tabView.select(tab) else {
            throw ViewHostError("Tab \(quoted(title)) cannot be selected: its tag \(tab.tag?.description ?? "is missing") does not match the type of the TabView's selection.")
        }
        settle()
    }
}

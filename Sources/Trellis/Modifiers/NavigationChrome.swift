// Navigation titles, toolbars and search fields: the bar a person sees above a screen.
// `ViewHost.render()` prints each where its modifier is, before the modified view's own lines.
// A title or a toolbar shows in the bar of the navigation container around it; applied outside
// one (on the `NavigationStack` itself, or on a view no stack hosts) it shows nowhere in
// SwiftUI, so its line says so: `Navigation title "Inbox" [outside a NavigationStack]`.

/// A node that shows the titles and toolbars of the views it hosts in a bar.
@MainActor
protocol NavigationBarHost {}

extension NavigationStackNode: NavigationBarHost {}

/// Each column of a split view has its own bar.
extension SplitViewNode: NavigationBarHost {}

extension Node {
    /// Whether a navigation container above this node shows its title and toolbar.
    var hasNavigationBar: Bool {
        var current = parent
        while let node = current {
            if node is NavigationBarHost { return true }
            current = node.parent
        }
        return false
    }

    /// The toolbar this node is an item of, when no navigation container shows that toolbar.
    var unshownToolbar: ToolbarNode? {
        var child: Node = self
        var current = parent
        while let node = current {
            if let toolbar = node as? ToolbarNode, toolbar.items === child { return toolbar.hasNavigationBar ? nil : toolbar }
            child = node
            current = node.parent
        }
        return nil
    }

    /// What a title or toolbar line adds when no container shows it.
    var navigationBarSuffix: String { hasNavigationBar ? "" : " [outside a NavigationStack]" }
}

extension View {
    /// The title of the navigation screen this view is on, printed as `Navigation title "…"`.
    public func navigationTitle(_ title: String) -> some View {
        NavigationTitleView(content: self, title: title)
    }

    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        NavigationTitleView(content: self, title: String(title))
    }

    public func navigationTitle(_ title: Text) -> some View {
        NavigationTitleView(content: self, title: title.content)
    }

    /// Large or inline title; layout only, so nothing is printed.
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        inherited(.titleDisplayMode, displayMode)
    }

    /// Items for the navigation bar or the bottom bar: `ToolbarItem`s, `ToolbarItemGroup`s or
    /// plain views. They print under a `Toolbar` line before this view, and their buttons are
    /// tapped with `ViewHost.tap(_:)` like any other.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        ToolbarModifierView(content: self, items: content())
    }

    /// A search field for this view, bound to `text`, printed as `SearchField "prompt": "text"`
    /// and typed into with `ViewHost.search(_:)`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        SearchableView(content: self, text: text, prompt: prompt?.content)
    }

    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        SearchableView(content: self, text: text, prompt: String(prompt))
    }
}

extension View {
    /// Views offered while searching: printed under a `Search suggestions` line before the
    /// view's content, and not at all while they are empty (`if searchText.isEmpty { … }`).
    /// Tapped with `ViewHost.tap(_:)` like any other.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        SearchSuggestionsView(content: self, suggestions: suggestions())
    }
}

@MainActor
struct SearchSuggestionsView<Content: View, Suggestions: View>: View, PrimitiveView {
    let content: Content
    let suggestions: Suggestions
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { SearchSuggestionsNode(view: self, parent: parent) }
}

@MainActor
protocol SearchSuggestionsModifier: SingleContentView {
    var suggestionsView: any View { get }
}

extension SearchSuggestionsView: SearchSuggestionsModifier {
    var contentView: any View { content }
    var suggestionsView: any View { suggestions }
}

/// The suggestions are mounted before the content, so they print first, as a toolbar's items do.
final class SearchSuggestionsNode: ModifierNode {
    private(set) var suggestions: HeadedNode?

    init<Content: View, Suggestions: View>(view: SearchSuggestionsView<Content, Suggestions>, parent: Node) {
        super.init(view: view, content: view.content, parent: parent) { node in
            (node as? SearchSuggestionsNode)?.suggestions = HeadedNode(
                viewType: Suggestions.self, line: "Search suggestions", content: view.suggestions, printsWhenEmpty: false, parent: node
            )
        }
    }

    override var children: [Node] { (suggestions.map { [$0] } ?? []) + super.children }

    override func update(with view: any View) {
        guard let modifier = view as? any SearchSuggestionsModifier else { return }
        suggestions?.refresh(line: "Search suggestions", content: modifier.suggestionsView)
        updateContent(modifier.contentView)
    }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// Where a toolbar item goes. Printed by its name: `ToolbarItem primaryAction`.
public struct ToolbarItemPlacement: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }

    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// One item of a toolbar, printed as `ToolbarItem placement` with its content under it.
@MainActor
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node {
        HeadedNode(viewType: Self.self, line: headerLine, content: content, printsWhenEmpty: true, parent: parent)
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier, for toolbars the user can customize.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: HeadedContent {
    var headerLine: String { "ToolbarItem \(placement)" }
    var contentView: any View { content }
}

/// Several items at one placement, printed as `ToolbarItemGroup placement`.
@MainActor
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node {
        HeadedNode(viewType: Self.self, line: headerLine, content: content, printsWhenEmpty: true, parent: parent)
    }
}

extension ToolbarItemGroup: HeadedContent {
    var headerLine: String { "ToolbarItemGroup \(placement)" }
    var contentView: any View { content }
}

public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String

    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer(\(displayMode))")
    }

    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        case automatic, always
    }
}

// MARK: Nodes

@MainActor
struct NavigationTitleView<Content: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let title: String
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { NavigationTitleNode(view: self, parent: parent) }
}

@MainActor
protocol NavigationTitled: SingleContentView {
    var title: String { get }
}

extension NavigationTitleView: NavigationTitled {}

final class NavigationTitleNode: ModifierNode {
    private(set) var title: String
    private var titleLine: LineNode?

    init<Content: View>(view: NavigationTitleView<Content>, parent: Node) {
        title = view.title
        super.init(view: view, content: view.content, parent: parent) { node in
            let titled = node as? NavigationTitleNode
            titled?.titleLine = LineNode(line: { [weak titled] in
                "Navigation title \(quoted(titled?.title ?? ""))\(titled?.navigationBarSuffix ?? "")"
            }, parent: node)
        }
    }

    override var children: [Node] { (titleLine.map { [$0] } ?? []) + super.children }

    override func update(with view: any View) {
        guard let titled = view as? any NavigationTitled else { return }
        title = titled.title
        updateContent(titled.contentView)
    }
}

@MainActor
struct ToolbarModifierView<Content: View, Items: View>: View, PrimitiveView {
    let content: Content
    let items: Items
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ToolbarNode(view: self, parent: parent) }
}

@MainActor
protocol ToolbarModifier: SingleContentView {
    var itemsView: any View { get }
}

extension ToolbarModifierView: ToolbarModifier {
    var contentView: any View { content }
    var itemsView: any View { items }
}

/// The toolbar's items are mounted before the content, so they print (and appear) first.
final class ToolbarNode: ModifierNode {
    private(set) var items: HeadedNode?

    init<Content: View, Items: View>(view: ToolbarModifierView<Content, Items>, parent: Node) {
        super.init(view: view, content: view.content, parent: parent) { node in
            (node as? ToolbarNode)?.items = HeadedNode(
                viewType: Items.self, line: "Toolbar" + node.navigationBarSuffix, content: view.items, printsWhenEmpty: false, parent: node
            )
        }
    }

    override var children: [Node] { (items.map { [$0] } ?? []) + super.children }

    override func update(with view: any View) {
        guard let toolbar = view as? any ToolbarModifier else { return }
        items?.refresh(line: "Toolbar" + navigationBarSuffix, content: toolbar.itemsView)
        updateContent(toolbar.contentView)
    }
}

@MainActor
struct SearchableView<Content: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let text: Binding<String>
    let prompt: String?
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { SearchableNode(view: self, parent: parent) }
}

@MainActor
protocol SearchableContent: SingleContentView {
    var searchText: Binding<String> { get }
    var searchPrompt: String? { get }
}

extension SearchableView: SearchableContent {
    var searchText: Binding<String> { text }
    var searchPrompt: String? { prompt }
}

/// The search field reads its binding when rendering, like a text field, so typing
/// re-evaluates only the views that read the text.
final class SearchableNode: ModifierNode {
    private(set) var text: Binding<String>
    private(set) var prompt: String?
    private var field: LineNode?

    init<Content: View>(view: SearchableView<Content>, parent: Node) {
        text = view.text
        prompt = view.prompt
        super.init(view: view, content: view.content, parent: parent) { node in
            let searchable = node as? SearchableNode
            searchable?.field = LineNode(line: { [weak searchable] in searchable?.fieldLine ?? "" }, parent: node)
        }
    }

    /// SwiftUI's default prompt is "Search".
    var displayedPrompt: String { prompt ?? "Search" }

    private var fieldLine: String { "SearchField \(quoted(displayedPrompt)): \(quoted(text.wrappedValue))" }

    override var children: [Node] { (field.map { [$0] } ?? []) + super.children }

    override func update(with view: any View) {
        guard let searchable = view as? any SearchableContent else { return }
        text = searchable.searchText
        prompt = searchable.searchPrompt
        updateContent(searchable.contentView)
    }
}

// Stacks, lazy stacks and grids, scroll views, forms, sections, group boxes, disclosure groups
// and menus. Containers print their name and their children below it; none adds identity of
// its own beyond its position, so a `ForEach` inside keeps each row's state with its id.
//
// Lazy containers (`LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`, `List`): every row is
// built when it is inserted and keeps its state until its id leaves the data; only the rows on
// the host's screen appear (LazyViewport.swift). A row scrolled off and back keeps its state and
// runs its `onAppear` again, as in SwiftUI.

/// A container that prints one line (its name, or nothing) and shows its content below.
@MainActor
protocol NamedContainer: SingleContentView {
    /// The container's line in `render()`, nil for a transparent one.
    var containerLine: String? { get }
    /// Whether it builds rows on demand, so that only the rows on screen appear (LazyViewport.swift).
    var isLazyContainer: Bool { get }
    /// Layout values for `ViewHost.snapshot()`, such as a `ZStack`'s alignment.
    var containerProperties: [String: String] { get }
}

extension NamedContainer {
    var isLazyContainer: Bool { false }
    var containerProperties: [String: String] { [:] }
}

final class NamedContainerNode: Node {
    private var line: String?
    private var properties: [String: String]
    private var child: Node

    init(view: any View & NamedContainer, parent: Node) {
        line = view.containerLine
        properties = view.containerProperties
        child = parent.host.placeholder
        super.init(viewType: type(of: view), parent: parent)
        if view.isLazyContainer { viewport = LazyViewport(container: self) }
        child = host.makeNode(for: view.contentView, parent: self)
        viewport?.refresh()
    }

    override var children: [Node] { [child] }
    override var renderedLine: String? { line }
    override var snapshotProperties: [String: String] { properties }

    override func update(with view: any View) {
        guard let container = view as? any NamedContainer else { return }
        line = container.containerLine
        properties = container.containerProperties
        child = reconcile(child, with: container.contentView)
        viewport?.refresh()
    }
}

@MainActor
public struct ZStack<Content: View>: View, PrimitiveView, NamedContainer {
    let content: Content
    let alignment: Alignment
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }
    var containerProperties: [String: String] { ["alignment": alignment.description] }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { content }
    var containerLine: String? { "ZStack" }
}

/// Views pinned to the top or bottom of a lazy stack while it scrolls.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

@MainActor
public struct LazyVStack<Content: View>: View, PrimitiveView, NamedContainer {
    let content: Content
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) { self.content = content() }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { content }
    var containerLine: String? { "LazyVStack" }
    var isLazyContainer: Bool { true }
}

@MainActor
public struct LazyHStack<Content: View>: View, PrimitiveView, NamedContainer {
    let content: Content
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) { self.content = content() }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { content }
    var containerLine: String? { "LazyHStack" }
    var isLazyContainer: Bool { true }
}

/// A column of a `LazyVGrid` or a row of a `LazyHGrid`. Trellis lays nothing out; the grid
/// prints how many tracks it has when their number is fixed (no `.adaptive` item).
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// `3 columns`, or nothing when an adaptive item makes the count depend on the width.
private func trackCount(_ items: [GridItem], unit: String) -> String {
    let isAdaptive = items.contains { if case .adaptive = $0.size { true } else { false } }
    guard !isAdaptive else { return "" }
    return " \(items.count) \(unit)\(items.count == 1 ? "" : "s")"
}

@MainActor
public struct LazyVGrid<Content: View>: View, PrimitiveView, NamedContainer {
    let content: Content
    let columns: [GridItem]
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.content = content()
    }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { content }
    var containerLine: String? { "LazyVGrid" + trackCount(columns, unit: "column") }
    var isLazyContainer: Bool { true }
}

@MainActor
public struct LazyHGrid<Content: View>: View, PrimitiveView, NamedContainer {
    let content: Content
    let rows: [GridItem]
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.content = content()
    }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { content }
    var containerLine: String? { "LazyHGrid" + trackCount(rows, unit: "row") }
    var isLazyContainer: Bool { true }
}

/// Prints `ScrollView`, or `ScrollView horizontal` (`horizontal vertical` for both axes).
@MainActor
public struct ScrollView<Content: View>: View, PrimitiveView, NamedContainer {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { content }
    var containerLine: String? {
        if axes == .vertical { return "ScrollView" }
        var names: [String] = []
        if axes.contains(.horizontal) { names.append("horizontal") }
        if axes.contains(.vertical) { names.append("vertical") }
        return (["ScrollView"] + names).joined(separator: " ")
    }
}

@MainActor
public struct Form<Content: View>: View, PrimitiveView, NamedContainer {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { content }
    var containerLine: String? { "Form" }
}

// MARK: - Section

/// Rows under a header and above a footer. Prints `Section`, then `header` with the header's
/// lines below it, the content, and `footer` with its lines; a missing header or footer prints
/// nothing. A section adds no identity: its rows keep theirs.
@MainActor
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { SectionNode(view: self, parent: parent) }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

// The older spellings with the header and footer as values, which many apps still use
// (`Section(header: Text("Meeting Info")) { ... }`).
extension Section {
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { footer })
    }
}

extension Section where Footer == EmptyView {
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

@MainActor
protocol SlottedView {
    var slotViews: [any View] { get }
}

extension Section: SlottedView {
    var slotViews: [any View] {
        [Captioned(caption: "header", content: header), content, Captioned(caption: "footer", content: footer)]
    }
}

final class SectionNode: SlottedNode {
    init(view: any View & SlottedView, parent: Node) {
        super.init(view: view, parent: parent)
        setSlots(view.slotViews)
    }

    override func update(with view: any View) {
        guard let section = view as? any SlottedView else { return }
        setSlots(section.slotViews)
    }

    override var renderedLine: String? { "Section" }
}

// MARK: - GroupBox

/// A box around content, with an optional label. Prints `GroupBox "Title"` (or `GroupBox`).
@MainActor
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { LabeledContainerNode(view: self, name: "GroupBox", parent: parent) }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension GroupBox: SlottedView {
    var slotViews: [any View] { [label, content] }
}

// MARK: - ControlGroup

/// Controls shown together, such as a row of buttons in a toolbar. Prints `ControlGroup "Title"`
/// (or `ControlGroup`) with its controls below, each usable.
@MainActor
public struct ControlGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { LabeledContainerNode(view: self, name: "ControlGroup", parent: parent) }
}

extension ControlGroup where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension ControlGroup where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension ControlGroup: SlottedView {
    var slotViews: [any View] { [label, content] }
}

// MARK: - LabeledContent

/// A value beside its label, as a form's row shows it. Prints `LabeledContent "Version"` with
/// the content below it: `LabeledContent("Version", value: "1.2")` shows `Text "1.2"` there.
@MainActor
public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { LabeledContainerNode(view: self, name: "LabeledContent", parent: parent) }
}

extension LabeledContent where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
}

extension LabeledContent: SlottedView {
    var slotViews: [any View] { [label, content] }
}

/// A container with a label slot and a content slot: its line is its name and the label's
/// title; a label with pictures prints its own lines beneath, before the content.
final class LabeledContainerNode: SlottedNode {
    private let name: String

    init(view: any View & SlottedView, name: String, parent: Node) {
        self.name = name
        super.init(view: view, parent: parent)
        setSlots(view.slotViews)
    }

    override func update(with view: any View) {
        guard let container = view as? any SlottedView else { return }
        setSlots(container.slotViews)
    }

    var title: String { host.title(of: slots[0]) }

    override var renderedLine: String? { title.isEmpty ? name : "\(name) \(quoted(title))" }

    override var visibleChildren: [Node] { host.showsPictures(slots[0]) ? slots : [slots[1]] }
}

// MARK: - DisclosureGroup

/// Content shown only while expanded. Prints `DisclosureGroup "Advanced": collapsed` or
/// `expanded` with the content below. Expansion lives in the `isExpanded` binding, or in the
/// group's own state (starting collapsed) without one; `ViewHost.expand(_:)` and `collapse(_:)`
/// tap it. Collapsed content is out of the hierarchy: it is built, and its `onAppear` runs, on
/// each expansion, and its state is gone after a collapse. The group is a view with a body, as
/// in SwiftUI: its body reads the expansion, so a write to the binding from anywhere updates it.
@MainActor
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expansion = isExpanded ?? $ownExpansion
        DisclosureGroupCore(label: label, content: content, isExpanded: expansion.wrappedValue) { expansion.wrappedValue = $0 }
    }
}

extension DisclosureGroup where Label == Text {
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(label) })
    }

    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}

/// What a disclosure group shows for one expansion state.
@MainActor
struct DisclosureGroupCore<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Bool
    let setExpanded: (Bool) -> Void
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { DisclosureGroupNode(view: self, parent: parent) }
}

@MainActor
protocol DisclosureView {
    var slotViews: [any View] { get }
    var expanded: Bool { get }
    var expand: (Bool) -> Void { get }
}

extension DisclosureGroupCore: DisclosureView {
    var slotViews: [any View] { [label, isExpanded ? content : EmptyView()] }
    var expanded: Bool { isExpanded }
    var expand: (Bool) -> Void { setExpanded }
}

final class DisclosureGroupNode: SlottedNode {
    private var view: any DisclosureView

    init(view: any View & DisclosureView, parent: Node) {
        self.view = view
        super.init(view: view, parent: parent)
        setSlots(view.slotViews)
    }

    var isExpanded: Bool { view.expanded }

    func setExpanded(_ expanded: Bool) { view.expand(expanded) }

    override func update(with view: any View) {
        guard let group = view as? any DisclosureView else { return }
        self.view = group
        setSlots(group.slotViews)
    }

    var title: String { host.title(of: slots[0]) }

    override var renderedLine: String? {
        "DisclosureGroup\(title.isEmpty ? "" : " \(quoted(title))"): \(isExpanded ? "expanded" : "collapsed")\(disabledSuffix)"
    }

    override var visibleChildren: [Node] {
        (host.showsPictures(slots[0]) ? [slots[0]] : []) + (isExpanded ? [slots[1]] : [])
    }
}

// MARK: - Menu

/// A button that opens a list of actions. Prints `Menu "Actions"`; while open, ` [open]` and
/// the items below. `ViewHost.tap(_:)` on a menu opens it (or runs its primary action, when
/// it has one); tapping an item runs it and closes the menu. Items are built when the menu
/// opens and leave the hierarchy when it closes.
@MainActor
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { MenuNode(view: self, parent: parent) }
}

extension Menu where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Trellis.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Trellis.Label(title, systemImage: systemImage) })
    }
}

@MainActor
protocol MenuView {
    var labelView: any View { get }
    var contentView: any View { get }
    var primary: (() -> Void)? { get }
}

extension Menu: MenuView {
    var labelView: any View { label }
    var contentView: any View { content }
    var primary: (() -> Void)? { primaryAction }
}

final class MenuNode: SlottedNode {
    private var view: any MenuView
    private(set) var isOpen = false

    init(view: any View & MenuView, parent: Node) {
        self.view = view
        super.init(view: view, parent: parent)
        refresh()
    }

    var primaryAction: (() -> Void)? { view.primary }

    func setOpen(_ open: Bool) {
        isOpen = open
        refresh()
    }

    private func refresh() {
        setSlots([view.labelView, isOpen ? view.contentView : EmptyView()])
    }

    override func update(with view: any View) {
        guard let menu = view as? any MenuView else { return }
        self.view = menu
        refresh()
    }

    var title: String { host.title(of: slots[0]) }

    override var renderedLine: String? {
        "Menu\(title.isEmpty ? "" : " \(quoted(title))")\(isOpen ? " [open]" : "")\(disabledSuffix)"
    }

    override var visibleChildren: [Node] {
        (host.showsPictures(slots[0]) ? [slots[0]] : []) + (isOpen ? [slots[1]] : [])
    }
}

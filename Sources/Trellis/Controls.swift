/// Not isolated to the main actor, as SwiftUI's is not, so any code can make a text; only
/// what the runtime does with it on screen is.
nonisolated public struct Text: View, PrimitiveView {
    /// The characters a person reads.
    let content: String
    /// The styled spans of a Markdown text; empty for plain text.
    var runs: [Run] = []
    public init(verbatim content: String) { self.content = content }
    /// A string value, shown as written; disfavoured, as in SwiftUI, so that a literal picks
    /// `init(_ key: LocalizedStringKey, ...)` and is read as Markdown.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    @MainActor public var body: Never { primitiveBodyFailure() }
    @MainActor func makeNode(parent: Node) -> Node { LeafNode(view: self, parent: parent) }
}

@MainActor
public struct Spacer: View, PrimitiveView {
    public init(minLength: CGFloat? = nil) {}
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { LeafNode(view: self, parent: parent) }
}

@MainActor
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let action: () -> Void
    var role: ButtonRole?
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ControlNode(view: self, label: label, parent: parent) }
}

extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

@MainActor
public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Binding<Bool>
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ControlNode(view: self, label: label, parent: parent) }
}

extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

@MainActor
public struct TextField<Label: View>: View, PrimitiveView {
    let label: Label
    let text: Binding<String>
    var prompt: Text?
    var axis: Axis = .horizontal
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
    }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ControlNode(view: self, label: label, parent: parent) }
}

extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text) { Text(title) }
    }
}

public enum HorizontalAlignment: Sendable { case leading, center, trailing }

/// A stack's alignment and spacing, kept for `ViewHost.snapshot()`; they change no line of `render()`.
struct StackLayout: Equatable {
    let alignment: String
    let spacing: CGFloat?

    var properties: [String: String] {
        var properties = ["alignment": alignment]
        if let spacing { properties["spacing"] = describe(spacing) }
        return properties
    }
}
public enum VerticalAlignment: Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline }

@MainActor
public struct VStack<Content: View>: View, PrimitiveView {
    let content: Content
    let layout: StackLayout
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = StackLayout(alignment: "\(alignment)", spacing: spacing)
    }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ContainerNode(view: self, label: "VStack", content: content, layout: layout, parent: parent) }
}

@MainActor
public struct HStack<Content: View>: View, PrimitiveView {
    let content: Content
    let layout: StackLayout
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        layout = StackLayout(alignment: "\(alignment)", spacing: spacing)
    }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ContainerNode(view: self, label: "HStack", content: content, layout: layout, parent: parent) }
}

/// Renders nothing of its own: its children take its place in the parent.
@MainActor
public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ContainerNode(view: self, label: nil, content: content, parent: parent) }
}

/// Rows, optionally selectable: `List(selection:)` (see ListSelection.swift).
@MainActor
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content
    let selection: SelectionModel?

    init(selection: SelectionModel?, content: Content) {
        self.selection = selection
        self.content = content
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node {
        if SelectionValue.self == Never.self {
            return ContainerNode(view: self, label: "List", content: content, isLazy: true, parent: parent)
        }
        return SelectionListNode(view: self, parent: parent)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.init(selection: nil, content: content()) }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }
}

/// Gives each element an identity from its id, so a row's state follows its element through
/// insertions, removals and reordering. Rows are built when the ForEach is built (inside the
/// owner's body), so the owner's dependency tracking covers the row closure.
@MainActor
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public let data: Data
    let rows: [(id: AnyHashable, view: any View)]

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.rows = data.map { element in (AnyHashable(element[keyPath: id]), content(element) as any View) }
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { KeyedNode(view: self, rows: rows, parent: parent) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

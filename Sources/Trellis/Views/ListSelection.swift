// `List(selection:)`: rows are selected by their tag, or by their `ForEach` id (see
// PickerAndTag.swift for the matching rule). The list prints the titles of the selected rows:
// `List selection: "Inbox"`, `List selection: "Inbox", "Sent"`, or `List selection: none`.
// `ViewHost.selectRow(_:)` selects a row by its title; in a list bound to a set it adds or
// removes the row, as tapping a row in edit mode does.

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { SelectionModel(single: $0) }, content: content())
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(selection: selection.map { SelectionModel(set: $0) }, content: content())
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }
}

extension List where SelectionValue == Never {
    /// `List($scrums) { $scrum in ... }`: each row gets a binding to its element, as
    /// `ForEach($scrums)` gives (ForEachBindings.swift).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }
}

@MainActor
protocol SelectingList: SingleContentView {
    var listSelection: SelectionModel? { get }
}

extension List: SelectingList {
    var listSelection: SelectionModel? { selection }
}

final class SelectionListNode: Node {
    private(set) var selection: SelectionModel?
    private var child: Node

    init(view: any View & SelectingList, parent: Node) {
        selection = view.listSelection
        child = parent.host.placeholder
        super.init(viewType: type(of: view), parent: parent)
        viewport = LazyViewport(container: self)
        child = host.makeNode(for: view.contentView, parent: self)
        viewport?.refresh()
    }

    override var children: [Node] { [child] }

    override func update(with view: any View) {
        guard let list = view as? any SelectingList else { return }
        selection = list.listSelection
        child = reconcile(child, with: list.contentView)
        viewport?.refresh()
    }

    var rows: [TaggedOption] { host.taggedOptions(in: child) }

    override var renderedLine: String? {
        guard let selection else { return "List" }
        let selected = rows.filter { selection.isSelected($0.tag) }.map { quoted(host.title(of: $0.node)) }
        return "List selection: \(selected.isEmpty ? "none" : selected.joined(separator: ", "))"
    }
}

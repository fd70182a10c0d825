// `Picker`, `tag(_:includeOptional:)`, and the tag matching that pickers and selectable lists
// share (and `TabView` will).
//
// Tags are matched per exact type, as in SwiftUI: a tag of type `V` matches a selection of
// type `V`, and, with `includeOptional` (the default), one of type `V?`. A `ForEach` row
// without a tag is tagged with its element's id under the same rule. A tag of any other type
// matches nothing: the picker then shows no selection, and selecting that option is refused.

extension View {
    /// Tags this view with a value for the `Picker`, `List` selection or `TabView` above it.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        TaggedView(content: self, tag: TagValue(value: tag, includeOptional: includeOptional))
    }
}

/// A tag as written: its value with its exact type.
struct TagValue {
    let value: any Hashable
    let includeOptional: Bool

    /// The tag as a value of `Target`, or nil when its type does not match.
    func converted<Target>(to target: Target.Type) -> Target? {
        let tagType = type(of: value)
        if tagType == Target.self { return value as? Target }
        if includeOptional, let optional = Target.self as? any OptionalTagTarget.Type, optional.wrappedType == tagType {
            return value as? Target
        }
        return nil
    }

    var description: String { formattedValue(value) }
    var typeName: String { String(describing: type(of: value)) }
}

protocol OptionalTagTarget {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalTagTarget {
    static var wrappedType: Any.Type { Wrapped.self }
}

@MainActor
struct TaggedView<Content: View>: View, PrimitiveView {
    let content: Content
    let tag: TagValue
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { TagNode(view: self, parent: parent) }
}

@MainActor
protocol TaggedContent: SingleContentView {
    var tagValue: TagValue { get }
}

extension TaggedView: TaggedContent {
    var contentView: any View { content }
    var tagValue: TagValue { tag }
}

/// `.tag(_:)`: transparent; pickers, lists and tab views read the tag of their options.
final class TagNode: ModifierNode {
    private(set) var tag: TagValue

    init<Content: View>(view: TaggedView<Content>, parent: Node) {
        tag = view.tag
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let tagged = view as? any TaggedContent else { return }
        tag = tagged.tagValue
        updateContent(tagged.contentView)
    }
}

/// An option of a picker, a row of a selectable list or a tab: the node that shows it and its tag.
@MainActor
struct TaggedOption {
    let tag: TagValue
    let node: Node
}

extension ViewHost {
    /// The tagged options below `node` in screen order: every `.tag`, and each `ForEach` row
    /// without one, tagged with its id.
    func taggedOptions(in node: Node) -> [TaggedOption] {
        var options: [TaggedOption] = []
        collectOptions(in: node, into: &options)
        return options
    }

    private func collectOptions(in node: Node, into options: inout [TaggedOption]) {
        if let tagged = node as? TagNode {
            options.append(TaggedOption(tag: tagged.tag, node: tagged))
            return
        }
        if let keyed = node as? KeyedNode {
            for (id, row) in keyed.identifiedRows {
                var rowOptions: [TaggedOption] = []
                collectOptions(in: row, into: &rowOptions)
                if rowOptions.isEmpty {
                    options.append(TaggedOption(tag: TagValue(value: id.base as? any Hashable ?? id, includeOptional: true), node: row))
                } else {
                    options += rowOptions
                }
            }
            return
        }
        for child in node.children { collectOptions(in: child, into: &options) }
    }
}

/// A binding to a selection, erased from its value type: which tags it holds and how to
/// select one.
@MainActor
struct SelectionModel {
    let typeName: String
    let isSelected: (TagValue) -> Bool
    /// Selects the tag (or, for a set, toggles it); false when the tag's type does not match.
    let select: (TagValue) -> Bool

    init<Value: Hashable>(single binding: Binding<Value>) {
        typeName = String(describing: Value.self)
        isSelected = { tag in tag.converted(to: Value.self).map { $0 == binding.wrappedValue } ?? false }
        select = { tag in
            guard let value = tag.converted(to: Value.self) else { return false }
            binding.wrappedValue = value
            return true
        }
    }

    init<Value: Hashable>(set binding: Binding<Set<Value>>) {
        typeName = String(describing: Value.self)
        isSelected = { tag in tag.converted(to: Value.self).map { binding.wrappedValue.contains($0) } ?? false }
        select = { tag in
            guard let value = tag.converted(to: Value.self) else { return false }
            if binding.wrappedValue.contains(value) {
                binding.wrappedValue.remove(value)
            } else {
                binding.wrappedValue.insert(value)
            }
            return true
        }
    }
}

/// Chooses one of its tagged options. Prints the option selected:
/// `Picker "Flavor": "Chocolate"`, or `Picker "Flavor": no selection` when no tag matches the
/// selection. The options are not on screen (the default menu style shows the selection only);
/// `ViewHost.select(_:in:)` picks one by its label.
@MainActor
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let selection: Binding<SelectionValue>

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { PickerNode(view: self, parent: parent) }
}

extension Picker {
    /// The older spelling with the label as a value: `Picker(selection: $x, label: Text("Size")) { ... }`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }
}

extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Trellis.Label<Text, Image> {
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}

@MainActor
protocol PickerView {
    var selectionModel: SelectionModel { get }
    var slotViews: [any View] { get }
}

extension Picker: PickerView {
    var selectionModel: SelectionModel { SelectionModel(single: selection) }
    var slotViews: [any View] { [label, content] }
}

final class PickerNode: SlottedNode {
    private(set) var selection: SelectionModel

    init(view: any View & PickerView, parent: Node) {
        selection = view.selectionModel
        super.init(view: view, parent: parent)
        setSlots(view.slotViews)
    }

    override func update(with view: any View) {
        guard let picker = view as? any PickerView else { return }
        selection = picker.selectionModel
        setSlots(picker.slotViews)
    }

    var title: String { host.title(of: slots[0]) }
    var options: [TaggedOption] { host.taggedOptions(in: slots[1]) }

    override var renderedLine: String? {
        let selected = options.first { selection.isSelected($0.tag) }.map { quoted(host.title(of: $0.node)) } ?? "no selection"
        return "Picker\(title.isEmpty ? "" : " \(quoted(title))"): \(selected)\(disabledSuffix)"
    }

    override var visibleChildren: [Node] { host.showsPictures(slots[0]) ? [slots[0]] : [] }
}

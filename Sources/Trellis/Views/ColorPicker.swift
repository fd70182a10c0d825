/// Picks a colour, set with `ViewHost.setColor(_:in:)`. Prints the colour it holds, as a
/// `Color` describes itself: `ColorPicker "Tint": blue`.
@MainActor
public struct ColorPicker<Label: View>: View, PrimitiveView {
    let label: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection
        self.supportsOpacity = supportsOpacity
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ColorPickerNode(view: self, parent: parent) }
}

extension ColorPicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

@MainActor
protocol ColorPickerView {
    var labelView: any View { get }
    var colorSelection: Binding<Color> { get }
}

extension ColorPicker: ColorPickerView {
    var labelView: any View { label }
    var colorSelection: Binding<Color> { selection }
}

final class ColorPickerNode: SlottedNode {
    private(set) var picker: any ColorPickerView

    init(view: any View & ColorPickerView, parent: Node) {
        picker = view
        super.init(view: view, parent: parent)
        setSlots([view.labelView])
    }

    override func update(with view: any View) {
        guard let picker = view as? any ColorPickerView else { return }
        self.picker = picker
        setSlots([picker.labelView])
    }

    var title: String { host.title(of: slots[0]) }

    override var renderedLine: String? {
        "ColorPicker\(title.isEmpty ? "" : " \(quoted(title))"): \(picker.colorSelection.wrappedValue)\(disabledSuffix)"
    }

    override var visibleChildren: [Node] { host.showsPictures(slots[0]) ? [slots[0]] : [] }
}

extension ViewHost {
    /// Picks `color` in the `ColorPicker` titled `title`, as a person choosing it would.
    public func setColor(_ color: Color, in title: String) throws {
        settle()
        let node = try findOnScreen(ColorPickerNode.self, titled: title, kind: "ColorPicker") { $0.title }
        try refuseIfDisabled(node, described: "ColorPicker \(quoted(title))", action: "changed")
        node.picker.colorSelection.wrappedValue = color
        settle()
    }
}

// Nodes and helpers shared by the views of the everyday catalogue: leaves that print one line,
// nodes with named content slots, captions, and the text forms `render()` uses for values.

/// A leaf that prints one line of its own (images, dividers, colours, shapes).
@MainActor
protocol DescribedLeaf {
    var renderedDescription: String { get }
}

final class DescribedLeafNode: Node {
    private(set) var view: any View

    init(view: any View & DescribedLeaf, parent: Node) {
        self.view = view
        super.init(viewType: type(of: view), parent: parent)
    }

    override func update(with view: any View) { self.view = view }

    override var renderedLine: String? { (view as? any DescribedLeaf)?.renderedDescription }

    /// The image name an image-only label stands for.
    var imageName: String? {
        guard let image = view as? Image else { return nil }
        switch image.source {
        case .system(let name), .named(let name), .decorative(let name), .platform(let name): return name
        case .remote(let url): return url.absoluteString
        }
    }
}

/// A node whose children are a fixed list of content slots (a label, a header, the content).
/// Subclasses decide which slots are on screen and what line they print.
class SlottedNode: Node {
    private(set) var slots: [Node] = []

    init(view: any View, parent: Node) {
        super.init(viewType: type(of: view), parent: parent)
    }

    /// Mounts the slots the first time; afterwards reconciles each with its new content, so a
    /// slot's state follows its position, as a builder block's children do.
    func setSlots(_ views: [any View]) {
        var updated: [Node] = []
        updated.reserveCapacity(views.count)
        for (index, view) in views.enumerated() {
            updated.append(reconcile(index < slots.count ? slots[index] : nil, with: view))
        }
        for stale in slots.dropFirst(views.count) { host.unmount(stale) }
        slots = updated
    }

    /// Reconciles one slot alone, for nodes that keep some slots as they are.
    func updateSlot(at index: Int, with view: any View) {
        guard index < slots.count else { return }
        slots[index] = reconcile(slots[index], with: view)
    }

    override var children: [Node] { slots }
}

/// A labelled part of a container, printed as its caption with its content below it
/// (`header`, `footer`, `sidebar`, `detail`).
@MainActor
struct Captioned: View, PrimitiveView {
    let caption: String
    let content: any View
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { CaptionNode(view: self, parent: parent) }
}

final class CaptionNode: Node {
    let caption: String
    private(set) var content: Node

    init(view: Captioned, parent: Node) {
        caption = view.caption
        content = parent.host.placeholder
        super.init(viewType: Captioned.self, parent: parent)
        content = host.makeNode(for: view.content, parent: self)
    }

    override var children: [Node] { [content] }
    override var renderedLine: String? { host.rendersAnything(content) ? caption : nil }
    override var visibleChildren: [Node] { host.rendersAnything(content) ? [content] : [] }

    override func update(with view: any View) {
        guard let captioned = view as? Captioned else { return }
        content = reconcile(content, with: captioned.content)
    }

    /// Shows another view in place of this part's content (a split view's column showing a
    /// link's destination): the old content leaves the hierarchy.
    func replaceContent(with view: any View) {
        let old = content
        content = host.makeNode(for: view, parent: self)
        host.unmount(old)
    }
}

/// Numbers as people read them: whole values without a fraction (`1`, not `1.0`).
func formattedNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

/// A control's value as `render()` prints it: numbers by `formattedNumber`, others as
/// interpolation writes them.
func formattedValue(_ value: Any) -> String {
    if let number = value as? any BinaryFloatingPoint { return formattedNumber(doubleValue(number)) }
    return String(describing: value)
}

private func doubleValue<V: BinaryFloatingPoint>(_ value: V) -> Double { Double(value) }

extension ViewHost {
    /// What a label stands for: its text, or when it has none (an icon-only button), the name
    /// of its first image.
    func title(of label: Node) -> String {
        let text = text(of: label)
        if !text.isEmpty { return text }
        return firstImageName(in: label) ?? ""
    }

    func firstImageName(in node: Node) -> String? {
        if let name = (node as? DescribedLeafNode)?.imageName { return name }
        for child in node.children {
            if let name = firstImageName(in: child) { return name }
        }
        return nil
    }

    /// Whether a label holds more than text (an image, a shape, a colour, a `Label`), so that
    /// its own lines are printed beneath the control it labels.
    func showsPictures(_ node: Node) -> Bool {
        if node is DescribedLeafNode || node is LabelNode { return true }
        return node.visibleChildren.contains { showsPictures($0) }
    }

    /// Whether a subtree prints at least one line.
    func rendersAnything(_ node: Node) -> Bool {
        if node.renderedLine != nil { return true }
        return node.visibleChildren.contains { rendersAnything($0) }
    }

    /// The first line a subtree prints, to name the view a modifier is attached to.
    func firstRenderedLine(of node: Node) -> String? {
        if let line = node.renderedLine { return line }
        for child in node.children {
            if let line = firstRenderedLine(of: child) { return line }
        }
        return nil
    }
}

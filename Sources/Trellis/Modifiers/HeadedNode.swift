/// A line of its own with content nested under it: a toolbar item, an overlay, a toolbar.
/// With `printsWhenEmpty` false the line is left out while the content shows nothing, so an
/// empty toolbar or a decoration that prints nothing adds no line.
final class HeadedNode: Node {
    private(set) var line: String
    private let printsWhenEmpty: Bool
    private var content: Node?

    init(viewType: Any.Type, line: String, content contentView: any View, printsWhenEmpty: Bool, parent: Node) {
        self.line = line
        self.printsWhenEmpty = printsWhenEmpty
        super.init(viewType: viewType, parent: parent)
        content = host.makeNode(for: contentView, parent: self)
    }

    override var children: [Node] { content.map { [$0] } ?? [] }

    override var renderedLine: String? {
        printsWhenEmpty || children.contains(where: \.showsAnyLine) ? line : nil
    }

    func refresh(line newLine: String, content contentView: any View) {
        line = newLine
        content = reconcile(content, with: contentView)
    }

    override func update(with view: any View) {
        guard let headed = view as? any HeadedContent else { return }
        refresh(line: headed.headerLine, content: headed.contentView)
    }
}

/// A view whose node is a `HeadedNode`.
@MainActor
protocol HeadedContent: SingleContentView {
    var headerLine: String { get }
}

/// A line with nothing under it, such as a navigation title.
final class LineNode: Node {
    var line: () -> String

    init(line: @escaping () -> String, parent: Node) {
        self.line = line
        super.init(viewType: LineNode.self, parent: parent)
    }

    override var renderedLine: String? { line() }
}

extension Node {
    /// Whether `ViewHost.render()` prints at least one line for this subtree.
    var showsAnyLine: Bool {
        renderedLine != nil || visibleChildren.contains(where: \.showsAnyLine)
    }
}

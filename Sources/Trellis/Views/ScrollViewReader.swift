// `ScrollViewReader`: content built with a proxy that scrolls the views inside the reader to the
// one of a given id (a `.id(_:)`, or a `ForEach` row's id). The runtime lays nothing out: a row of
// a `List` or lazy stack is brought on screen as `ViewHost.scroll(to:)` brings it (rows coming on
// screen appear), and in a plain `ScrollView` every view is on screen already. The host records
// each id scrolled to, `ViewHost.scrolledToIDs`; an id no view inside has does nothing, as in
// SwiftUI.

/// Scrolls the scroll views inside a `ScrollViewReader`.
@MainActor
public struct ScrollViewProxy {
    fileprivate let target: ScrollTarget

    /// Brings the view identified by `id` on screen; `anchor` says where, which a headless host
    /// does not draw.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target.scroll(to: AnyHashable(id))
    }
}

/// A view whose content is built with a `ScrollViewProxy`.
@MainActor
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public var content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { ScrollViewReaderNode(reader: self, parent: parent) }
}

@MainActor
protocol ScrollViewReading {
    func content(for proxy: ScrollViewProxy) -> any View
}

extension ScrollViewReader: ScrollViewReading {
    func content(for proxy: ScrollViewProxy) -> any View { content(proxy) }
}

/// The reader a proxy scrolls in: weak, so a proxy kept in a closure does not keep the node.
@MainActor
private final class ScrollTarget {
    weak var reader: Node?

    func scroll(to id: AnyHashable) {
        guard let reader, reader.isMounted, let view = Self.view(identifiedBy: id, below: reader) else { return }
        let host = reader.host
        host.hostEnvironment.scrolledToIDs.append(id)
        var current = view.parent
        while let ancestor = current, ancestor !== reader.parent {
            if let viewport = ancestor.viewport, let position = viewport.position(ofRowHolding: view) {
                viewport.scroll(toRowAt: position, rowsOnScreen: host.lazyRowsOnScreen)
                return
            }
            current = ancestor.parent
        }
    }

    /// The first view below `node`, in tree order, whose `.id(_:)` or `ForEach` row id is `id`.
    private static func view(identifiedBy id: AnyHashable, below node: Node) -> Node? {
        var stack = Array(node.children.reversed())
        while let current = stack.popLast() {
            if let identified = current as? IdentifiedNode, identified.identity == id { return identified }
            if let keyed = current as? KeyedNode, let row = keyed.identifiedRows.first(where: { $0.id == id }) { return row.node }
            stack.append(contentsOf: current.children.reversed())
        }
        return nil
    }
}

final class ScrollViewReaderNode: ClosureContentNode {
    private var reader: any ScrollViewReading
    private let target = ScrollTarget()

    init<Content: View>(reader: ScrollViewReader<Content>, parent: Node) {
        self.reader = reader
        super.init(view: reader, parent: parent)
        target.reader = self
    }

    override func makeContent() -> any View {
        reader.content(for: ScrollViewProxy(target: target))
    }

    override func update(with view: any View) {
        guard let reader = view as? any ScrollViewReading else { return }
        self.reader = reader
        rebuildContent()
    }
}

extension ViewHost {
    /// The ids the screen's `ScrollViewReader`s scrolled to, in order.
    public var scrolledToIDs: [AnyHashable] {
        settle()
        return hostEnvironment.scrolledToIDs
    }
}

// What a lazy container (`List`, `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`) shows:
// the host is a phone screen, so such a container has `ViewHost.lazyRowsOnScreen` rows on
// screen (15 by default), the first ones in the order its content lists them. Every row is
// still built and kept, with its state, printed by `render()` and reachable by taps, but only
// the rows on screen receive `onAppear` (and start their `.task`); the others appear when they
// come on screen: rows above them are removed, or `ViewHost.scroll(to:)` brings them there, and
// then rows leaving the screen receive `onDisappear`. Covering the container (a push, a tab
// switch) sends `onDisappear` and, when it is shown again, `onAppear` to its rows on screen only,
// as SwiftUI's lazy containers do, so the cost of these updates does not grow with the rows.
//
// A container's rows are its content flattened as SwiftUI's `List` flattens it: through
// builder blocks, `ForEach`, `Section`s, `if`, `Group`, user views and modifiers whose content is
// several rows; anything else (a `Text`, a `VStack`, a user view showing one view) is one row.

@MainActor
final class LazyViewport {
    private unowned let container: Node
    /// Rows were added or removed below the container since the last refresh.
    private var hasChanged = false
    /// Rows on screen as of the last refresh, in order; weak, so that removed rows are released.
    private var shownRows: [WeakRow] = []
    private var shownIDs: Set<ObjectIdentifier> = []
    /// Rows scrolled past: the first row on screen is the one at this position.
    private(set) var firstRow = 0

    init(container: Node) {
        self.container = container
        container.host.viewportCreated()
    }

    /// Notes a change of rows; true the first time since the last refresh.
    func markChanged() -> Bool {
        defer { hasChanged = true }
        return !hasChanged
    }

    func refreshIfChanged() {
        if hasChanged { refresh() }
    }

    private struct WeakRow {
        weak var node: Node?
    }

    /// Whether `descendant` lies in a row of this container that is off screen.
    func hides(_ descendant: Node) -> Bool {
        guard let row = row(containing: descendant) else { return false }
        return !shownIDs.contains(ObjectIdentifier(row))
    }

    /// The row of this container that holds `descendant`, or nil when `descendant` is part of the
    /// structure around the rows (a `ForEach`, a modifier on it).
    private func row(containing descendant: Node) -> Node? {
        var path: [Node] = []
        var current: Node? = descendant
        while let node = current, node !== container {
            path.append(node)
            current = node.parent
        }
        for node in path.reversed() where Self.isRow(node) { return node }
        return nil
    }

    /// Recomputes the rows on screen. When the container is on screen, rows that came on screen
    /// appear and rows that left it (still in the hierarchy) disappear.
    func refresh() {
        hasChanged = false
        let rows = rowsOnScreen()
        let ids = Set(rows.map { ObjectIdentifier($0) })
        let onScreen = container.isMounted && container.isOnScreen
        let lifecycle = container.host.lifecycle
        if onScreen {
            for old in shownRows {
                guard let node = old.node, node.isMounted, !ids.contains(ObjectIdentifier(node)) else { continue }
                node.visitOnScreen { ($0 as? AppearanceNode)?.disappear(lifecycle) }
            }
        }
        let previous = shownIDs
        shownRows = rows.map { WeakRow(node: $0) }
        shownIDs = ids
        if onScreen {
            for row in rows where !previous.contains(ObjectIdentifier(row)) {
                row.visitOnScreenDeepestFirst { ($0 as? AppearanceNode)?.appear(lifecycle) }
            }
        }
    }

    /// Scrolls so that the row at `position` is on screen (the last row on screen when below).
    func scroll(toRowAt position: Int, rowsOnScreen: Int) {
        if position < firstRow {
            firstRow = position
        } else if position >= firstRow + rowsOnScreen {
            firstRow = position - rowsOnScreen + 1
        }
        refresh()
    }

    /// The position of the row holding `node` among all the container's rows, or nil.
    func position(ofRowHolding node: Node) -> Int? {
        guard let row = row(containing: node) else { return nil }
        var position = 0
        var found: Int?
        traverse(limit: Int.max, intermediate: { _ in }, row: { candidate in
            if candidate === row { found = position; return false }
            position += 1
            return true
        })
        return found
    }

    /// Visits the container and what is on screen in it: the structure around the rows, and
    /// the rows on screen with everything on screen inside them.
    func visitOnScreen(_ visit: (Node) -> Void) {
        visit(container)
        let rowsOnScreen = container.host.lazyRowsOnScreen
        var position = 0
        traverse(limit: firstRow + rowsOnScreen, intermediate: visit, row: { row in
            if position >= firstRow { row.visitOnScreen(visit) }
            position += 1
            return true
        })
    }

    private func rowsOnScreen() -> [Node] {
        let rowsOnScreen = container.host.lazyRowsOnScreen
        var rows: [Node] = []
        var position = 0
        traverse(limit: firstRow + rowsOnScreen, intermediate: { _ in }, row: { row in
            if position >= firstRow { rows.append(row) }
            position += 1
            return true
        })
        // Rows removed from the end leave the screen short: scroll back up as a list does.
        if rows.count < rowsOnScreen, firstRow > 0 {
            firstRow = max(0, position - rowsOnScreen)
            return rowsOnScreen > 0 ? self.rowsOnScreen() : []
        }
        return rows
    }

    /// Walks the content in tree order, calling `intermediate` for the structure around rows
    /// and `row` for each row, until `limit` rows were seen or `row` returns false.
    private func traverse(limit: Int, intermediate: (Node) -> Void, row: (Node) -> Bool) {
        var seen = 0
        func walk(_ node: Node) -> Bool {
            if Self.isRow(node) {
                guard seen < limit else { return false }
                seen += 1
                return row(node)
            }
            intermediate(node)
            var keepGoing = true
            node.visitChildren { child in
                keepGoing = walk(child)
                return keepGoing
            }
            return keepGoing
        }
        container.visitChildren { walk($0) }
    }

    /// Whether `node` is one row, rather than structure that holds several (or none).
    static func isRow(_ node: Node) -> Bool {
        var current = node
        while true {
            switch current {
            case is PositionalNode, is KeyedNode, is SectionNode:
                return false
            case let modifier as ModifierNode:
                current = modifier.child
            case is CompositeNode, is AnyViewNode, is ConditionalNode, is OptionalNode:
                guard let content = current.children.first else { return false }
                current = content
            case let group as ContainerNode where group.renderedLine == nil:
                guard let content = group.children.first else { return false }
                current = content
            default:
                return true
            }
        }
    }
}

extension ViewHost {
    /// Brings the row that shows `text` (a text, or a control's title) on screen in the lazy
    /// container that holds it, as a person scrolls to it: rows coming on screen appear, rows
    /// leaving it disappear.
    public func scroll(to text: String) throws {
        settle()
        var target: (LazyViewport, Int)?
        collectVisible(from: modalRoot) { node in
            guard target == nil else { return }
            let matches = (node as? LeafNode)?.text == text || ((node as? ControlNode).map { $0.title == text } ?? false)
            guard matches else { return }
            var current = node.parent
            while let ancestor = current {
                if let viewport = ancestor.viewport, let position = viewport.position(ofRowHolding: node) {
                    target = (viewport, position)
                    return
                }
                current = ancestor.parent
            }
        }
        guard let (viewport, position) = target else {
            throw ViewHostError("No row showing \(quoted(text)) is in a List or lazy stack on screen. On screen:\n\(render())")
        }
        viewport.scroll(toRowAt: position, rowsOnScreen: lazyRowsOnScreen)
        settle()
    }
}

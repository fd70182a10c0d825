/// The document's elements nested from the scanner's events (built with an explicit
/// stack, never by recursion), for a document libxml2 has accepted.
/// An element is a handle: its children lie in one array shared by the whole tree,
/// so building the tree allocates once per file, not once per element.
struct ScannedElement {
    enum Child {
        case element(ScannedElement)
        case text(start: Int, end: Int)
        case cdata(start: Int, end: Int)
        case comment(start: Int, end: Int)
    }

    var tagIndex: Int
    /// Where the children are in `ElementTree.children`.
    var childRange: Range<Int>
}

struct ElementTree {
    /// Every element's children, each element's together, in document order.
    private(set) var children: [ScannedElement.Child] = []
    private(set) var root: ScannedElement?
    /// Every comment of the file, in document order.
    private(set) var comments: [(start: Int, end: Int)] = []

    func children(of element: ScannedElement) -> ArraySlice<ScannedElement.Child> {
        children[element.childRange]
    }

    init(scan: MarkupScan) {
        // Every event but the ends (one per tag) becomes a child.
        children.reserveCapacity(max(0, scan.events.count - scan.tags.count))
        // The children of the open elements, innermost last; `open` records where each begins.
        var pending: [ScannedElement.Child] = []
        var open: [(tagIndex: Int, pendingStart: Int)] = []
        for event in scan.events {
            switch event {
            case .start(let tagIndex):
                open.append((tagIndex, pending.count))
            case .end:
                guard let finished = open.popLast() else { continue }
                let first = children.count
                children.append(contentsOf: pending[finished.pendingStart...])
                pending.removeSubrange(finished.pendingStart...)
                let element = ScannedElement(tagIndex: finished.tagIndex, childRange: first..<children.count)
                if open.isEmpty {
                    if root == nil { root = element }
                } else {
                    pending.append(.element(element))
                }
            case .text(let start, let end):
                if !open.isEmpty { pending.append(.text(start: start, end: end)) }
            case .cdata(let start, let end):
                if !open.isEmpty { pending.append(.cdata(start: start, end: end)) }
            case .comment(let start, let end):
                comments.append((start, end))
                if !open.isEmpty { pending.append(.comment(start: start, end: end)) }
            }
        }
    }
}

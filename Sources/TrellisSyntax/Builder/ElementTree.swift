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

    private let tag: UInt32
    private let firstChild: UInt32
    private let childEnd: UInt32

    init(tagIndex: Int, childRange: Range<Int>) {
        tag = UInt32(tagIndex)
        firstChild = UInt32(childRange.lowerBound)
        childEnd = UInt32(childRange.upperBound)
    }

    var tagIndex: Int { Int(tag) }
    /// Where the children are in `ElementTree.children`.
    var childRange: Range<Int> { Int(firstChild)..<Int(childEnd) }
}

struct ElementTree {
    /// A child in 16 bytes instead of the enum's 32: a kind and up to three 32-bit offsets.
    struct PackedChild {
        enum Kind: UInt8 { case element, text, cdata, comment }
        let kind: Kind
        let first: UInt32
        let second: UInt32
        let third: UInt32

        init(_ child: ScannedElement.Child) {
            switch child {
            case .element(let element):
                (kind, first, second, third) = (.element, UInt32(element.tagIndex), UInt32(element.childRange.lowerBound), UInt32(element.childRange.upperBound))
            case .text(let start, let end): (kind, first, second, third) = (.text, UInt32(start), UInt32(end), 0)
            case .cdata(let start, let end): (kind, first, second, third) = (.cdata, UInt32(start), UInt32(end), 0)
            case .comment(let start, let end): (kind, first, second, third) = (.comment, UInt32(start), UInt32(end), 0)
            }
        }

        var child: ScannedElement.Child {
            switch kind {
            case .element: .element(ScannedElement(tagIndex: Int(first), childRange: Int(second)..<Int(third)))
            case .text: .text(start: Int(first), end: Int(second))
            case .cdata: .cdata(start: Int(first), end: Int(second))
            case .comment: .comment(start: Int(first), end: Int(second))
            }
        }
    }

    /// Every element's children, each element's together, in document order.
    private var children: [PackedChild] = []
    private(set) var root: ScannedElement?
    /// Every comment of the file, in document order.
    private(set) var comments: [(start: Int, end: Int)] = []

    func children(of element: ScannedElement) -> LazyMapSequence<ArraySlice<PackedChild>, ScannedElement.Child> {
        children[element.childRange].lazy.map(\.child)
    }

    init(scan: MarkupScan) {
        // Every event but the ends (one per tag) becomes a child.
        children.reserveCapacity(max(0, scan.events.count - scan.tags.count))
        // The children of the open elements, innermost last; `open` records where each begins.
        var pending: [PackedChild] = []
        var open: [(tagIndex: Int, pendingStart: Int)] = []
        for event in scan.events {
            switch event {
            case .start(let tagIndex):
                open.append((Int(tagIndex), pending.count))
            case .end:
                guard let finished = open.popLast() else { continue }
                close(finished, pending: &pending, isOutermost: open.isEmpty)
            case .text(let start, let end):
                if !open.isEmpty { pending.append(PackedChild(.text(start: Int(start), end: Int(end)))) }
            case .cdata(let start, let end):
                if !open.isEmpty { pending.append(PackedChild(.cdata(start: Int(start), end: Int(end)))) }
            case .comment(let start, let end):
                comments.append((Int(start), Int(end)))
                if !open.isEmpty { pending.append(PackedChild(.comment(start: Int(start), end: Int(end)))) }
            }
        }
        // A malformed file's elements left open end with it, so what it declares can still be read.
        while let finished = open.popLast() {
            close(finished, pending: &pending, isOutermost: open.isEmpty)
        }
    }

    /// Ends an open element: its pending children become its own, and it becomes its parent's
    /// pending child, or the root.
    private mutating func close(_ finished: (tagIndex: Int, pendingStart: Int), pending: inout [PackedChild], isOutermost: Bool) {
        let first = children.count
        children.append(contentsOf: pending[finished.pendingStart...])
        pending.removeSubrange(finished.pendingStart...)
        let element = ScannedElement(tagIndex: finished.tagIndex, childRange: first..<children.count)
        if isOutermost {
            if root == nil { root = element }
        } else {
            pending.append(PackedChild(.element(element)))
        }
    }
}

/// The document's elements nested from the scanner's events (built with an explicit
/// stack, never by recursion), for a document libxml2 has accepted.
struct ScannedElement {
    enum Child {
        case element(ScannedElement)
        case text(start: Int, end: Int)
        case cdata(start: Int, end: Int)
        case comment(start: Int, end: Int)
    }

    var tagIndex: Int
    var children: [Child] = []
}

enum ElementTree {
    /// The root element and every comment of the file, in document order.
    static func build(from scan: MarkupScan) -> (root: ScannedElement?, comments: [(start: Int, end: Int)]) {
        var stack: [ScannedElement] = []
        var root: ScannedElement?
        var comments: [(start: Int, end: Int)] = []
        for event in scan.events {
            switch event {
            case .start(let tagIndex):
                stack.append(ScannedElement(tagIndex: tagIndex))
            case .end:
                guard let finished = stack.popLast() else { continue }
                if stack.isEmpty {
                    if root == nil { root = finished }
                } else {
                    stack[stack.count - 1].children.append(.element(finished))
                }
            case .text(let start, let end):
                if !stack.isEmpty { stack[stack.count - 1].children.append(.text(start: start, end: end)) }
            case .cdata(let start, let end):
                if !stack.isEmpty { stack[stack.count - 1].children.append(.cdata(start: start, end: end)) }
            case .comment(let start, let end):
                comments.append((start, end))
                if !stack.isEmpty { stack[stack.count - 1].children.append(.comment(start: start, end: end)) }
            }
        }
        return (root, comments)
    }
}

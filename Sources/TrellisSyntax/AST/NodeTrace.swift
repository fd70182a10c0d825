import Foundation
import TrellisDiagnostics

/// The body nodes one phase handled, for the test that proves the checker analyses exactly the
/// program code generation emits. A phase records into a trace only when it is given one, so
/// checking and generating pay one `nil` test per node otherwise. Safe to record into from
/// several threads at once (code generation emits files concurrently).
public final class NodeTrace: @unchecked Sendable {
    public enum Kind: String, Hashable, Sendable, Comparable {
        /// A view element (built in or a call site), at its `<`.
        case element
        /// An attribute of a view element, at its label.
        case argument
        /// `Text` content.
        case text
        case modifier
        case conditional
        /// The `else` of a conditional, at the `if`.
        case elseBranch
        case forEach
        /// The `id` key path of a `ForEach`.
        case forEachID
        /// A `case` or `default` of a `switch` in a body, at its element.
        case switchCase
        /// Where a view's slot content is placed: `<slot/>`.
        case slot
        /// Where a computed view or view-building function is placed: `<header/>`.
        case member

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public struct Node: Hashable, Sendable, Comparable, CustomStringConvertible {
        /// The declared view whose body holds the node.
        public let view: String
        public let kind: Kind
        public let location: SourceLocation

        public init(view: String, kind: Kind, location: SourceLocation) {
            self.view = view
            self.kind = kind
            self.location = location
        }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.location, lhs.kind, lhs.view) < (rhs.location, rhs.kind, rhs.view)
        }

        public var description: String { "\(kind.rawValue) of `\(view)` at \(location)" }
    }

    private let lock = NSLock()
    private var recorded: Set<Node> = []
    private var recordCount = 0

    public init() {}

    public func record(_ kind: Kind, at location: SourceLocation, in view: String) {
        let node = Node(view: view, kind: kind, location: location)
        lock.withLock {
            recordCount += 1
            _ = recorded.insert(node)
        }
    }

    public var nodes: Set<Node> { lock.withLock { recorded } }
    /// Every record, a node handled twice counting twice: the work a phase did on bodies.
    public var visits: Int { lock.withLock { recordCount } }
}

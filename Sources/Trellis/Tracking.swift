/// What the runtime is evaluating right now. Property wrappers consult it to record which
/// view read which piece of state, so that a change re-evaluates exactly its readers.
@MainActor
enum Tracking {
    /// The view whose body (or builder closures, which run inside the body) is being evaluated.
    static var owner: CompositeNode?
    /// Published reads of the current body, kept only for views in precise mode.
    static var publishedReads: PublishedReadRecorder?

    static func evaluate<T>(owner: CompositeNode, reads: PublishedReadRecorder?, _ work: () -> T) -> T {
        let previousOwner = self.owner
        let previousReads = publishedReads
        self.owner = owner
        publishedReads = reads
        defer {
            self.owner = previousOwner
            publishedReads = previousReads
        }
        return work()
    }
}

@MainActor
final class PublishedReadRecorder {
    private(set) var propertiesByObject: [ObjectIdentifier: Set<ObjectIdentifier>] = [:]
    func record(object: ObjectIdentifier, property: ObjectIdentifier) {
        propertiesByObject[object, default: []].insert(property)
    }
}

/// Views run on the main actor, but models may be mutated from any thread (a Timer, a
/// network callback). Work that touches the view tree is done synchronously when already on
/// the main thread, so that an interaction has processed all its effects when it returns.
func runOnMain(_ work: @escaping @MainActor @Sendable () -> Void) {
    if MainQueue.isCurrent {
        MainActor.assumeIsolated(work)
    } else {
        Task { @MainActor in work() }
    }
}

/// Views that read a piece of state during their last evaluation. One-shot, like
/// Observation: a view re-registers whenever its body runs again.
@MainActor
final class DependentViews {
    private var entries: [ObjectIdentifier: (node: WeakNode, generation: Int)] = [:]

    func recordCurrentReader() {
        guard let owner = Tracking.owner else { return }
        entries[ObjectIdentifier(owner)] = (WeakNode(owner), owner.generation)
    }

    func invalidateAll() {
        let current = entries
        entries.removeAll(keepingCapacity: true)
        for entry in current.values {
            entry.node.node?.invalidate(ifGeneration: entry.generation)
        }
    }
}

@MainActor
struct WeakNode {
    weak var node: CompositeNode?
    init(_ node: CompositeNode) { self.node = node }
}

/// `==` for two values of the same static type when that type is Equatable.
func valuesAreEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return equatableEquals(lhs, rhs)
}

func equatableEquals<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? E else { return false }
    return lhs == rhs
}

/// Whether the caller runs on the main queue, i.e. on the main actor. On Linux the main queue
/// is often serviced by a worker thread (after `dispatch_main`), so `Thread.isMainThread`
/// alone would miss it; a queue-specific marker does not.
enum MainQueue {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()

    static var isCurrent: Bool {
        guard marked else { return false }
        return DispatchQueue.getSpecific(key: key) != nil || Thread.isMainThread
    }
}

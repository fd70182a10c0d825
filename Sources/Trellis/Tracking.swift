/// What the runtime is evaluating right now. Property wrappers consult it to record which
/// view read which piece of state, so that a change re-evaluates exactly its readers.
@MainActor
enum Tracking {
    /// The view whose body (or builder closures, which run inside the body) is being evaluated.
    static var owner: CompositeNode?
    /// Published reads of the current body, kept only for views in precise mode.
    static var publishedReads: PublishedReadRecorder?
    /// A node reading a binding outside any body (a presentation following its flag); state
    /// read now registers it instead of a view.
    static var reader: (any StateReader)?

    static func evaluate<T>(owner: CompositeNode, reads: PublishedReadRecorder?, _ work: () -> T) -> T {
        let previousOwner = self.owner
        let previousReads = publishedReads
        let previousReader = reader
        self.owner = owner
        publishedReads = reads
        reader = nil
        defer {
            self.owner = previousOwner
            publishedReads = previousReads
            reader = previousReader
        }
        return work()
    }

    /// Runs `work` (reads of a binding) on behalf of `reader`: a change of `@State` it read, or of
    /// an `@Observable` property, calls the reader's `invalidate(ifGeneration:)`; no view depends on it.
    /// `readPublished` becomes true when `work` read an `ObservableObject`'s `@Published`
    /// property, whose changes reach only the views subscribed to the object.
    static func read<T>(by reader: any StateReader, readPublished: inout Bool, _ work: () -> T) -> T {
        let previousOwner = owner
        let previousReads = publishedReads
        let previousReader = self.reader
        let reads = PublishedReadRecorder()
        owner = nil
        publishedReads = reads
        self.reader = reader
        defer {
            owner = previousOwner
            publishedReads = previousReads
            self.reader = previousReader
        }
        let generation = reader.generation
        let value = withObservationTracking(work) { [weak reader] in
            let changed = reader
            runOnMain { changed?.invalidate(ifGeneration: generation) }
        }
        if !reads.propertiesByObject.isEmpty { readPublished = true }
        return value
    }
}

/// What re-reads state when it changes: a view's node (its body), or a node that reads a
/// binding outside any body. A reader's `generation` grows with each read, so that a change
/// noticed by an older read is ignored.
@MainActor
protocol StateReader: AnyObject, Sendable {
    var generation: Int { get }
    func invalidate(ifGeneration expected: Int)
}

extension CompositeNode: StateReader {}

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
    private var readers: [ObjectIdentifier: (reader: WeakReader, generation: Int)] = [:]

    func recordCurrentReader() {
        if let owner = Tracking.owner {
            entries[ObjectIdentifier(owner)] = (WeakNode(owner), owner.generation)
        } else if let reader = Tracking.reader {
            readers[ObjectIdentifier(reader)] = (WeakReader(reader: reader), reader.generation)
        }
    }

    func invalidateAll() {
        let current = entries
        entries.removeAll(keepingCapacity: true)
        for entry in current.values {
            entry.node.node?.invalidate(ifGeneration: entry.generation)
        }
        guard !readers.isEmpty else { return }
        let currentReaders = readers
        readers.removeAll(keepingCapacity: true)
        for entry in currentReaders.values {
            entry.reader.reader?.invalidate(ifGeneration: entry.generation)
        }
    }
}

@MainActor
struct WeakNode {
    weak var node: CompositeNode?
    init(_ node: CompositeNode) { self.node = node }
}

@MainActor
struct WeakReader {
    weak var reader: (any StateReader)?
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

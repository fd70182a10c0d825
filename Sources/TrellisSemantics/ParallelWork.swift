import Dispatch
import Foundation
import Synchronization

/// Independent pieces of work spread over a number of threads (`--jobs`), shared by the
/// parse of the input files, the rules over each checked view and the generation of Swift. Each piece is named by its index
/// and keeps its result in a slot of its own, so the output does not depend on the scheduling.
public enum ParallelWork {
    /// The default number of jobs: the cores the process may run on.
    public static var machineJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Runs `body` for every index in `0..<count` on at most `jobs` threads at once. With one job
    /// (or one piece) the pieces run in index order on the calling thread, with no other thread.
    public static func forEach(_ count: Int, jobs: Int, _ body: @Sendable (Int) -> Void) {
        let workers = min(max(1, jobs), count)
        guard workers > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        // Each worker takes the next piece not yet taken, so a slow piece holds up one worker only.
        let next = PieceCounter()
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.take()
                guard index < count else { return }
                body(index)
            }
        }
    }

    /// `transform` of every index in `0..<count`, in index order, computed on at most `jobs`
    /// threads at once.
    public static func map<Element: Sendable>(_ count: Int, jobs: Int, _ transform: @Sendable (Int) -> Element) -> [Element] {
        guard min(max(1, jobs), count) > 1 else { return (0..<count).map(transform) }
        let slots = ResultSlots<Element>(count: count)
        forEach(count, jobs: jobs) { index in slots.store(transform(index), at: index) }
        return slots.collect()
    }
}

/// One slot per piece, each filled by the worker that took it and read only after every worker
/// finished (`forEach` returns after the last).
private final class ResultSlots<Element: Sendable>: @unchecked Sendable {
    private var slots: [Element?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ element: Element, at index: Int) {
        lock.withLock { slots[index] = element }
    }

    func collect() -> [Element] {
        lock.withLock { slots.map { $0! } }
    }
}

private final class PieceCounter: Sendable {
    private let taken = Atomic<Int>(0)

    func take() -> Int {
        taken.add(1, ordering: .relaxed).oldValue
    }
}

/// A timer on the host's virtual clock: `host.advance(by:)` fires it; nothing waits on wall time.
///
/// Shadowing: Trellis re-exports Foundation, and a module's own declarations shadow those of
/// the modules it imports, so in a file that imports only Trellis (like a SwiftUI file that
/// imports only SwiftUI) `Timer` is this type. A file that imports both Foundation and Trellis
/// sees two `Timer`s and must write `Trellis.Timer` (or drop `import Foundation`).
///
/// Like Foundation's, a scheduled timer is retained by its clock until invalidated, and so is
/// everything its block captures.
public final class Timer: @unchecked Sendable {
    public let timeInterval: TimeInterval
    public let repeats: Bool
    private let block: (Timer) -> Void
    weak var clock: VirtualClock?
    var dueTime: Duration = .zero
    var sequence = 0
    private let state = LockedValue(true)

    /// An unscheduled timer; `fire()` runs it once by hand.
    public init(timeInterval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
        // Foundation treats non-positive intervals as 0.1 ms; so do we, which also keeps a
        // repeating timer from firing forever at one instant.
        self.timeInterval = max(timeInterval, 0.0001)
        self.repeats = repeats
        self.block = block
    }

    /// Schedules on the active host's virtual clock (the host that most recently mounted,
    /// rendered or was interacted with).
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        guard let clock = RuntimeContext.currentClock else {
            fatalError("Timer.scheduledTimer needs a ViewHost: timers run on a host's virtual clock.")
        }
        timer.clock = clock
        clock.schedule(timer, after: timer.interval)
        return timer
    }

    public var isValid: Bool { state.value }

    /// How late the timer may fire, as Foundation's: kept, though the virtual clock fires on time.
    public var tolerance: TimeInterval {
        get { toleranceValue.value }
        set { toleranceValue.value = max(newValue, 0) }
    }
    private let toleranceValue = LockedValue<TimeInterval>(0)

    public func invalidate() {
        guard state.value else { return }
        state.value = false
        clock?.remove(self)
    }

    /// Runs the block now without changing the schedule; a non-repeating timer is then invalid.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    var interval: Duration { .nanoseconds(Int64((timeInterval * 1_000_000_000).rounded())) }

    func fireFromClock() {
        guard isValid else { return }
        block(self)
        if repeats, isValid, let clock {
            clock.schedule(self, after: interval, from: dueTime)
        } else {
            state.value = false
        }
    }
}

final class VirtualClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now: Duration = .zero
    private var timers: [Timer] = []
    private var nextSequence = 0

    var elapsed: Duration { lock.withLock { now } }
    var scheduledCount: Int { lock.withLock { timers.count } }

    func schedule(_ timer: Timer, after delay: Duration, from start: Duration? = nil) {
        lock.withLock {
            timer.dueTime = (start ?? now) + delay
            timer.sequence = nextSequence
            nextSequence += 1
            timers.append(timer)
        }
    }

    func remove(_ timer: Timer) {
        lock.withLock { timers.removeAll { $0 === timer } }
    }

    /// Removes and returns the earliest timer due at or before `limit`, moving time to it.
    func nextDueTimer(notAfter limit: Duration) -> Timer? {
        lock.withLock {
            let due = timers.enumerated()
                .filter { $0.element.dueTime <= limit }
                .min { ($0.element.dueTime, $0.element.sequence) < ($1.element.dueTime, $1.element.sequence) }
            guard let due else { return nil }
            timers.remove(at: due.offset)
            now = max(now, due.element.dueTime)
            return due.element
        }
    }

    func finishAdvance(to target: Duration) {
        lock.withLock { now = max(now, target) }
    }
}

// `.task`, `.task(id:)`, sleeps on the host's virtual clock, and the host's way to let tasks run.
//
// Tasks are real Swift tasks on the main actor, as in SwiftUI: a task is *created* in the
// appear pass and its body runs asynchronously, after the synchronous effects of that update.
// Swift gives no way to run main-actor jobs from inside a synchronous call, so `settle()` and
// `advance(by:)` start and cancel tasks but do not run their bodies; `await host.runTasks()`
// (and `runTasks(advancingBy:)`) lets them run until each has finished or waits on the clock.

extension View {
    /// Starts `action` when this view appears and cancels it when the view disappears.
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskModifierView(content: self, identity: nil, priority: priority, action: action)
    }

    /// Like `task(priority:_:)`, and restarts (cancelling the running one) when `value` changes.
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void) -> some View {
        TaskModifierView(content: self, identity: TaskIdentity(value), priority: priority, action: action)
    }
}

/// A `task(id:)` value, compared with `==` of its own type.
struct TaskIdentity {
    let value: Any
    private let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    func matches(_ other: TaskIdentity) -> Bool { isEqual(other.value) }
}

@MainActor
struct TaskModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let identity: TaskIdentity?
    let priority: TaskPriority
    let action: @MainActor @Sendable () async -> Void
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { TaskNode(view: self, parent: parent) }
}

@MainActor
protocol TaskModifier: SingleContentView {
    var taskIdentity: TaskIdentity? { get }
    var taskPriority: TaskPriority { get }
    var taskAction: @MainActor @Sendable () async -> Void { get }
}

extension TaskModifierView: TaskModifier {
    var contentView: any View { content }
    var taskIdentity: TaskIdentity? { identity }
    var taskPriority: TaskPriority { priority }
    var taskAction: @MainActor @Sendable () async -> Void { action }
}

/// Appears and disappears like `onAppear`/`onDisappear` (including covering by a push). A task
/// is started after the content's own tasks are queued, so nested tasks start innermost first,
/// as SwiftUI's do; disappearing cancels it and forgets the id.
final class TaskNode: AppearanceNode {
    private var identity: TaskIdentity?
    private var priority: TaskPriority
    private var action: @MainActor @Sendable () async -> Void
    private var running: Task<Void, Never>?
    private var isMountingContent = true
    private var startsAfterMount = false

    init<Content: View>(view: TaskModifierView<Content>, parent: Node) {
        identity = view.identity
        priority = view.priority
        action = view.action
        super.init(view: view, content: view.content, onAppear: nil, onDisappear: nil, parent: parent)
        isMountingContent = false
        if startsAfterMount {
            startsAfterMount = false
            queueStart(host.lifecycle)
        }
    }

    override func appear(_ lifecycle: Lifecycle) {
        let wasAppeared = isAppeared
        super.appear(lifecycle)
        guard !wasAppeared else { return }
        if isMountingContent { startsAfterMount = true } else { queueStart(lifecycle) }
    }

    override func disappear(_ lifecycle: Lifecycle) {
        super.disappear(lifecycle)
        startsAfterMount = false
        cancel()
    }

    override func update(with view: any View) {
        guard let modifier = view as? any TaskModifier else { return }
        let previous = identity
        identity = modifier.taskIdentity
        priority = modifier.taskPriority
        action = modifier.taskAction
        updateContent(modifier.contentView)
        if isAppeared, let previous, let identity, !previous.matches(identity) {
            cancel()
            queueStart(host.lifecycle)
        }
    }

    private func queueStart(_ lifecycle: Lifecycle) {
        lifecycle.appearances.append { [weak self] in self?.start() }
    }

    private func start() {
        guard isMounted, isAppeared, isAttachedToHost else { return }
        cancel()
        running = host.tasks.start(priority: priority, action)
    }

    private func cancel() {
        running?.cancel()
        running = nil
    }
}

/// The tasks a host started, to know whether any can still make progress without the clock.
/// Their prints go to the host's log, whichever host is active when they run.
final class HostTasks: @unchecked Sendable {
    @TaskLocal static var current: HostTasks?

    let clock: VirtualClock
    let log: LogBuffer
    private let lock = NSLock()
    /// The started tasks that have not returned; a `Task {}` they spawn is not among them.
    private var live: Set<UnsafeCurrentTask> = []
    private var starting = 0
    private var waitingOnClock: Set<UnsafeCurrentTask> = []
    private var started = 0

    init(clock: VirtualClock, log: LogBuffer) {
        self.clock = clock
        self.log = log
    }

    /// Tasks that have not finished and are not waiting on the virtual clock.
    var runnableCount: Int { lock.withLock { starting + live.count - waitingOnClock.count } }
    var liveCount: Int { lock.withLock { starting + live.count } }
    var startedCount: Int { lock.withLock { started } }

    @MainActor
    func start(priority: TaskPriority, _ action: @escaping @MainActor @Sendable () async -> Void) -> Task<Void, Never> {
        lock.withLock {
            starting += 1
            started += 1
        }
        return Task(priority: priority) { @MainActor [self] in
            let task = withUnsafeCurrentTask { $0 }
            lock.withLock {
                starting -= 1
                if let task { live.insert(task) }
            }
            await HostTasks.$current.withValue(self) { await action() }
            lock.withLock {
                if let task { live.remove(task) }
            }
        }
    }

    /// Whether the calling task is one this host started (and so counts while it sleeps).
    func beginWaiting() -> UnsafeCurrentTask? {
        guard let task = withUnsafeCurrentTask(body: { $0 }) else { return nil }
        return lock.withLock {
            guard live.contains(task) else { return nil }
            waitingOnClock.insert(task)
            return task
        }
    }

    func endWaiting(_ task: UnsafeCurrentTask) { _ = lock.withLock { waitingOnClock.remove(task) } }
}

/// One sleep on a virtual clock: resumed by the clock when due, or at once when cancelled.
private final class VirtualSleep: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?
    private var timer: Timer?
    private var isCancelled = false
    private var tasks: HostTasks?
    private var waitingTask: UnsafeCurrentTask?

    func begin(_ continuation: CheckedContinuation<Void, any Error>, on clock: VirtualClock, after duration: Duration, tasks: HostTasks?) {
        let cancelledAlready: Bool = lock.withLock {
            guard !isCancelled else { return true }
            self.continuation = continuation
            self.tasks = tasks
            let timer = Timer(timeInterval: 0, repeats: false) { [self] _ in finish(throwing: nil) }
            timer.clock = clock
            self.timer = timer
            waitingTask = tasks?.beginWaiting()
            clock.schedule(timer, after: max(duration, .zero))
            return false
        }
        if cancelledAlready { continuation.resume(throwing: CancellationError()) }
    }

    func cancel() {
        lock.withLock { isCancelled = true }
        finish(throwing: CancellationError())
    }

    private func finish(throwing error: (any Error)?) {
        let taken: (CheckedContinuation<Void, any Error>, Timer?, HostTasks?, UnsafeCurrentTask?)? = lock.withLock {
            guard let continuation else { return nil }
            self.continuation = nil
            defer {
                timer = nil
                waitingTask = nil
            }
            return (continuation, timer, tasks, waitingTask)
        }
        guard let (continuation, timer, tasks, waitingTask) = taken else { return }
        timer?.invalidate()
        if let waitingTask { tasks?.endWaiting(waitingTask) }
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }

    /// Runs on the caller's actor, so a sleep resumed by the clock or by cancellation is
    /// queued on the main actor in the order those happen.
    nonisolated(nonsending) static func sleep(for duration: Duration) async throws {
        let tasks = HostTasks.current
        guard let clock = tasks?.clock ?? RuntimeContext.currentClock else {
            // No host: there is no virtual clock, so wall time it is.
            try await ContinuousClock().sleep(for: duration)
            return
        }
        try Task.checkCancellation()
        let sleep = VirtualSleep()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleep.begin(continuation, on: clock, after: duration, tasks: tasks)
            }
        } onCancel: {
            sleep.cancel()
        }
    }
}

/// Trellis's sleeps wait on the host's virtual clock, which `advance(by:)` and
/// `runTasks(advancingBy:)` move; cancelling the sleeping task ends the sleep at once with
/// `CancellationError`, as Swift's does. Like `Timer`, these shadow the standard library's in a
/// file that imports Trellis. With no host, they wait in wall time.
extension Task where Success == Never, Failure == Never {
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        try await VirtualSleep.sleep(for: duration)
    }

    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        try await VirtualSleep.sleep(for: .nanoseconds(Int64(clamping: duration)))
    }
}

extension ViewHost {
    /// Settles, then lets the tasks this host started (`.task`, `.task(id:)`) run on the main
    /// actor until each has finished or waits on the virtual clock, settling the screen after
    /// each step. Work that waits on something else (a real network call) is given up to
    /// 100,000 turns of the main actor.
    public func runTasks() async {
        settle()
        var turns = 0
        while tasks.runnableCount > 0, turns < 100_000 {
            await Task.yield()
            settle()
            turns += 1
        }
    }

    /// Moves the virtual clock forward like `advance(by:)`, letting tasks run after each timer
    /// or sleep that comes due, so a task that sleeps in a loop wakes once per period.
    public func runTasks(advancingBy duration: Duration) async {
        await runTasks()
        let target = clock.elapsed + duration
        while let timer = clock.nextDueTimer(notAfter: target) {
            timer.fireFromClock()
            await runTasks()
        }
        clock.finishAdvance(to: target)
        await runTasks()
    }

    /// Tasks started by `.task` modifiers since mount (restarts included).
    public var startedTasks: Int { tasks.startedCount }

    /// Tasks started by `.task` modifiers that have not finished yet (running, suspended, or
    /// waiting on the virtual clock); a cancelled task counts until it returns.
    public var unfinishedTasks: Int { tasks.liveCount }
}

/// Lines printed by screens and models. `print` below shadows the standard library's in every
/// file that imports Trellis: it still writes to standard output, and also appends the line
/// to the log of the active `ViewHost` (`host.log`), so lifecycle logs such as
/// "HogeViewModel.init: 1" can be asserted exactly.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { String(describing: $0) }.joined(separator: separator)
    TrellisLog.record(line, terminator: terminator)
}

public enum TrellisLog {
    private static let settings = LockedValue(true)

    /// Whether logged lines are also written to standard output (default: true).
    public static var echoesToStandardOutput: Bool {
        get { settings.value }
        set { settings.value = newValue }
    }

    /// Appends a line to the active host's log (and echoes it), like `print`.
    public static func record(_ line: String, terminator: String = "\n") {
        (HostTasks.current?.log ?? RuntimeContext.currentLog)?.append(line)
        if echoesToStandardOutput { Swift.print(line, terminator: terminator) }
    }
}

final class LogBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    var lines: [String] { lock.withLock { storage } }
    func append(_ line: String) { lock.withLock { storage.append(line) } }
    func take() -> [String] {
        lock.withLock {
            defer { storage.removeAll() }
            return storage
        }
    }
}

final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
    /// Reads and changes the value in one step.
    func withValue<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&stored) } }
}

/// The host that timers and logs attach to: the one that most recently mounted, rendered or
/// was interacted with. Models call `Timer.scheduledTimer` and `print` from plain methods, so
/// this cannot be passed explicitly.
enum RuntimeContext {
    private static let current = LockedValue<(clock: VirtualClock, log: LogBuffer)?>(nil)

    static func activate(clock: VirtualClock, log: LogBuffer) { current.value = (clock, log) }
    static var currentClock: VirtualClock? { current.value?.clock }
    static var currentLog: LogBuffer? { current.value?.log }
}

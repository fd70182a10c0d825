import Foundation

/// Removes the temporary files of the writes in progress when the process gets SIGINT
/// (Ctrl-C, a build system cancelling) or SIGTERM, then dies of that signal as it would have.
///
/// The handler runs in signal context, so it may only call async-signal-safe functions:
/// it reads a table of C strings prepared in advance, calls `unlink` on each, restores the
/// previous action and re-raises. The table is only ever replaced by a copy (published
/// with one pointer store) and nothing in it is freed while a handler is installed, so a
/// handler running on any thread reads valid memory whatever the writers do meanwhile.
/// SIGKILL cannot be caught; `StaleTemporaries` removes what it leaves.
enum InterruptCleanup {
    /// One write phase; `end()` it when the phase's temporaries are gone.
    final class Session: @unchecked Sendable {
        fileprivate init() {}

        func register(_ path: String) { InterruptCleanup.register(path) }
        func unregister(_ path: String) { InterruptCleanup.unregister(path) }
        func end() { InterruptCleanup.end() }
    }

    static var signals: [Int32] { [SIGINT, SIGTERM] }

    private static let lock = NSLock()
    /// Sessions in progress in this process (concurrent builds in one process share the handler).
    nonisolated(unsafe) private static var sessions = 0
    /// Tables replaced by a larger copy, and strings unregistered, freed when no session is left.
    nonisolated(unsafe) private static var retired: [UnsafeMutableRawPointer] = []
    /// The actions in place before ours, restored by `end()` and by the handler.
    nonisolated(unsafe) private static var previousActions: [Int32: sigaction] = [:]

    static func begin() -> Session {
        lock.withLock {
            if sessions == 0 { install() }
            sessions += 1
        }
        return Session()
    }

    private static func register(_ path: String) {
        lock.withLock {
            let table = handlerState.pointee.table ?? CleanupTable.allocate(capacity: 64)
            let current: UnsafeMutablePointer<CleanupTable>
            if table.pointee.count == table.pointee.capacity {
                current = CleanupTable.allocate(capacity: table.pointee.capacity * 2)
                for index in 0..<table.pointee.count { current.pointee.paths[index] = table.pointee.paths[index] }
                current.pointee.count = table.pointee.count
                handlerState.pointee.table = current
                retired.append(UnsafeMutableRawPointer(table.pointee.paths))
                retired.append(UnsafeMutableRawPointer(table))
            } else {
                current = table
                if handlerState.pointee.table == nil { handlerState.pointee.table = current }
            }
            // The string is complete before the count that exposes it grows.
            current.pointee.paths[current.pointee.count] = strdup(path)
            current.pointee.count += 1
        }
    }

    private static func unregister(_ path: String) {
        lock.withLock {
            guard let table = handlerState.pointee.table else { return }
            for index in stride(from: table.pointee.count - 1, through: 0, by: -1) {
                guard let entry = table.pointee.paths[index], strcmp(entry, path) == 0 else { continue }
                table.pointee.paths[index] = nil
                retired.append(UnsafeMutableRawPointer(entry))
                return
            }
        }
    }

    private static func end() {
        lock.withLock {
            sessions -= 1
            guard sessions == 0 else { return }
            for signal in signals {
                if var previous = previousActions[signal] { sigaction(signal, &previous, nil) }
            }
            previousActions = [:]
            if let table = handlerState.pointee.table {
                handlerState.pointee.table = nil
                for index in 0..<table.pointee.count { free(table.pointee.paths[index]) }
                table.pointee.paths.deallocate()
                table.deallocate()
            }
            for pointer in retired { free(pointer) }
            retired = []
        }
    }

    private static func install() {
        for signal in signals {
            var previous = sigaction()
            sigaction(signal, nil, &previous)
            // A process started with the signal ignored (`nohup`, a background job) keeps ignoring it.
            if unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) { continue }
            previousActions[signal] = previous
            if signal == SIGINT { handlerState.pointee.interruptAction = previous } else { handlerState.pointee.terminationAction = previous }
            var action = sigaction()
            action.__sigaction_handler.sa_handler = cleanupHandler
            sigemptyset(&action.sa_mask)
            action.sa_flags = 0
            sigaction(signal, &action, nil)
        }
    }
}

/// The table the handler reads: `count` C strings, any of them `nil` once unregistered.
struct CleanupTable {
    var capacity: Int
    var count: Int
    var paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>

    static func allocate(capacity: Int) -> UnsafeMutablePointer<CleanupTable> {
        let paths = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: capacity)
        paths.initialize(repeating: nil, count: capacity)
        let table = UnsafeMutablePointer<CleanupTable>.allocate(capacity: 1)
        table.initialize(to: CleanupTable(capacity: capacity, count: 0, paths: paths))
        return table
    }
}

/// What the handler reads. It lives at one address for the whole process, set up before any
/// handler is installed, so the handler reaches it through a constant and reads plain memory:
/// no lock, no allocation, and none of the exclusivity bookkeeping of a global variable.
private struct HandlerState {
    var table: UnsafeMutablePointer<CleanupTable>?
    /// The actions ours replaced, restored before the signal is raised again.
    var interruptAction: sigaction
    var terminationAction: sigaction
}

nonisolated(unsafe) private let handlerState: UnsafeMutablePointer<HandlerState> = {
    let state = UnsafeMutablePointer<HandlerState>.allocate(capacity: 1)
    state.initialize(to: HandlerState(table: nil, interruptAction: sigaction(), terminationAction: sigaction()))
    return state
}()

private let cleanupHandler: @convention(c) (Int32) -> Void = { signal in
    let state = handlerState
    if let table = state.pointee.table {
        let count = table.pointee.count
        var index = 0
        while index < count {
            if let path = table.pointee.paths[index] { unlink(path) }
            index += 1
        }
    }
    // Die of the signal, as without the handler, so the parent sees the right status.
    if signal == SIGINT {
        sigaction(signal, &state.pointee.interruptAction, nil)
    } else {
        sigaction(signal, &state.pointee.terminationAction, nil)
    }
    raise(signal)
}

/// Names temporary files so that a later build can tell which ones were left behind, and removes those.
///
/// A name is `.<file>.<pid>.<host>.<random>.trellis-tmp`. A temporary is stale when the process
/// that made it on this host is gone (SIGKILL, a crash, a power cut), or when it is more than an
/// hour old whatever made it (another host sharing the folder, a pid used again): no build
/// writes for that long. A temporary of a build still running here is never removed.
enum StaleTemporaries {
    static let suffix = ".trellis-tmp"
    static let maximumAge: TimeInterval = 3_600

    static func name(for fileName: String) -> String {
        ".\(fileName).\(getpid()).\(host).\(String(UInt64.random(in: 0...UInt64.max), radix: 36))\(suffix)"
    }

    /// This machine's name, hashed to a short token that fits in a file name.
    static let host: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        gethostname(&buffer, buffer.count - 1)
        var hash: UInt32 = 0x811C_9DC5
        for byte in buffer.prefix(while: { $0 != 0 }) {
            hash = (hash ^ UInt32(UInt8(bitPattern: byte))) &* 0x0100_0193
        }
        return String(hash, radix: 16)
    }()

    /// Removes the stale temporaries in `directory`; returns their names.
    @discardableResult
    static func remove(in directory: String, now: Date = Date()) -> [String] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        var removed: [String] = []
        for entry in entries where entry.hasPrefix(".") && entry.hasSuffix(suffix) {
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
            let age = now.timeIntervalSince1970 - TimeInterval(status.st_mtim.tv_sec)
            guard age > maximumAge || isLeftByDeadProcessOfThisHost(entry) else { continue }
            if unlink(path) == 0 { removed.append(entry) }
        }
        return removed
    }

    /// Whether `name` is `.<file>.<pid>.<host>.<random>.trellis-tmp` with this host and a pid that is not running.
    static func isLeftByDeadProcessOfThisHost(_ name: String) -> Bool {
        let parts = name.dropLast(suffix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 5, parts[parts.count - 2] == host, let pid = pid_t(parts[parts.count - 3]), pid > 0 else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}

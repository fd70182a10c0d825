import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one child process (and the processes it waited for) cost, from `wait4`'s rusage.
public struct ProcessCost: Sendable {
    public var wallSeconds: Double
    public var cpuSeconds: Double
    /// The largest resident set of the child or of any descendant it waited for, e.g. the
    /// biggest swift-frontend job under the driver. Jobs running side by side add up.
    public var peakResidentBytes: Int
    public var exitStatus: Int32
    public var timedOut = false
}

/// Spawns and measures the benchmarks' child processes.
public enum ProcessRunner {
    /// Runs `arguments[0]` (searched in PATH) with stdin empty and measures it. Stdout goes to
    /// `standardOutput` (a path) or is discarded; stderr is discarded unless `mergeStandardError`
    /// sends it to the same file. A run longer than `timeoutSeconds` is killed and reported as
    /// timed out.
    public static func measure(
        _ arguments: [String],
        standardOutput: String = "/dev/null",
        mergeStandardError: Bool = false,
        timeoutSeconds: Double? = nil
    ) -> ProcessCost {
        var pid: pid_t = 0
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        posix_spawn_file_actions_addopen(&fileActions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 1, standardOutput, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if mergeStandardError {
            posix_spawn_file_actions_adddup2(&fileActions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
        }
        defer { posix_spawn_file_actions_destroy(&fileActions) }

        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        let spawnStatus = posix_spawnp(&pid, arguments[0], &fileActions, nil, cArguments, environ)
        guard spawnStatus == 0 else {
            return ProcessCost(wallSeconds: 0, cpuSeconds: 0, peakResidentBytes: 0, exitStatus: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        var timedOut = false
        if let timeoutSeconds {
            // Poll, so a run that would take too long can be stopped.
            let deadline = start + UInt64(timeoutSeconds * 1e9)
            while true {
                let result = wait4(pid, &status, WNOHANG, &usage)
                if result == pid || (result < 0 && errno != EINTR) { break }
                if !timedOut && DispatchTime.now().uptimeNanoseconds > deadline {
                    kill(pid, SIGKILL)
                    timedOut = true
                }
                usleep(10_000)
            }
        } else {
            while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProcessCost(
            wallSeconds: wall,
            cpuSeconds: cpu,
            peakResidentBytes: Int(usage.ru_maxrss) * 1024,
            exitStatus: exitStatus,
            timedOut: timedOut
        )
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    public static func isInstalled(_ tool: String) -> Bool {
        measure(["sh", "-c", "command -v \(tool)"]).exitStatus == 0
    }

    /// The instructions executed, from the `I refs: 4,567,890` line of cachegrind's summary.
    public static func instructionReferences(inValgrindOutput output: String) -> Double? {
        for line in output.split(separator: "\n") {
            guard let refs = line.firstRange(of: "I   refs:") ?? line.firstRange(of: "I refs:") else { continue }
            let digits = line[refs.upperBound...].filter { $0 != "," && $0 != " " }
            if let number = Double(digits) { return number }
        }
        return nil
    }

    /// The first line a command prints, for describing the machine.
    public static func firstLine(of arguments: [String]) -> String? {
        let output = NSTemporaryDirectory() + "trellis-bench-\(getpid()).out"
        defer { unlink(output) }
        guard measure(arguments, standardOutput: output).exitStatus == 0,
              let text = try? String(contentsOfFile: output, encoding: .utf8) else { return nil }
        return text.split(separator: "\n").first.map(String.init)
    }
}

/// Median of repeated measurements, which resists one noisy round.
public struct Samples: Sendable {
    public private(set) var costs: [ProcessCost] = []

    public init() {}

    public mutating func add(_ cost: ProcessCost) { costs.append(cost) }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    public var wall: Double { median(costs.map(\.wallSeconds)) }
    public var cpu: Double { median(costs.map(\.cpuSeconds)) }
    public var peakMegabytes: Double { Double(costs.map(\.peakResidentBytes).max() ?? 0) / 1_048_576 }
    public var allSucceeded: Bool { costs.allSatisfy { $0.exitStatus == 0 } }
}

/// The 1-minute load average, which says how much the machine was shared during a run.
public func loadAverage() -> Double {
    var averages = [Double](repeating: 0, count: 3)
    return getloadavg(&averages, 3) > 0 ? averages[0] : 0
}

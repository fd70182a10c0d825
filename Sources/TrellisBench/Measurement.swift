import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one child process cost, read from `wait4`'s resource usage.
struct ProcessCost {
    var wallSeconds: Double
    var cpuSeconds: Double
    var peakResidentBytes: Int
    var exitStatus: Int32
}

enum ProcessRunner {
    /// Runs `arguments[0]` with stdout and stderr discarded and measures it.
    static func measure(_ arguments: [String]) -> ProcessCost {
        var pid: pid_t = 0
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        posix_spawn_file_actions_addopen(&fileActions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&fileActions, 2, "/dev/null", O_WRONLY, 0)
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
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = seconds(usage.ru_utime) + seconds(usage.ru_stime)
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProcessCost(
            wallSeconds: wall,
            cpuSeconds: cpu,
            peakResidentBytes: Int(usage.ru_maxrss) * 1024,
            exitStatus: exitStatus
        )
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }

    static func isInstalled(_ tool: String) -> Bool {
        measure(["sh", "-c", "command -v \(tool)"]).exitStatus == 0
    }
}

/// Median of repeated measurements, which resists one noisy round.
struct Samples {
    private(set) var costs: [ProcessCost] = []

    mutating func add(_ cost: ProcessCost) { costs.append(cost) }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    var wall: Double { median(costs.map(\.wallSeconds)) }
    var cpu: Double { median(costs.map(\.cpuSeconds)) }
    var peakMegabytes: Double { Double(costs.map(\.peakResidentBytes).max() ?? 0) / 1_048_576 }
    var allSucceeded: Bool { costs.allSatisfy { $0.exitStatus == 0 } }
}

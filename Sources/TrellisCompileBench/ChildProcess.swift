import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one child process (and the processes it waited for) cost, from `wait4`'s rusage.
struct ProcessCost {
    var wallSeconds: Double
    var cpuSeconds: Double
    /// The largest resident set of the child or of any descendant it waited for, e.g. the
    /// biggest swift-frontend job under the driver. Jobs running side by side add up.
    var peakResidentBytes: Int
    var exitStatus: Int32
}

enum ChildProcess {
    /// Runs `arguments[0]` (searched in PATH), with stdout and stderr sent to
    /// `logFile`, and measures it.
    static func measure(_ arguments: [String], logFile: URL) -> ProcessCost {
        var pid: pid_t = 0
        var fileActions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&fileActions)
        defer { posix_spawn_file_actions_destroy(&fileActions) }
        posix_spawn_file_actions_addopen(&fileActions, 1, logFile.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&fileActions, 1, 2)

        let cArguments = arguments.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        let start = DispatchTime.now().uptimeNanoseconds
        guard posix_spawnp(&pid, arguments[0], &fileActions, nil, cArguments, environ) == 0 else {
            return ProcessCost(wallSeconds: 0, cpuSeconds: 0, peakResidentBytes: 0, exitStatus: -1)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return ProcessCost(
            wallSeconds: wall,
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
            peakResidentBytes: Int(usage.ru_maxrss) * 1024,
            exitStatus: exitStatus
        )
    }

    /// Runs a command and returns its standard output, for describing the machine.
    static func output(of arguments: [String]) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return "unavailable (\(error))"
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}

import Foundation
import TrellisBenchSupport

/// `--nesting`: `trellis check --fast` (the checker's own work, not swiftc's) of programs where each level places the one below twice
/// (`NestedPlacements`), against the depth. The file grows linearly with the depth, and so must
/// the check: a walk that followed every placement would double at each level.
enum NestingBenchmark {
    struct Options {
        var depths = Array(stride(from: 5, through: 40, by: 5))
        var rounds = 3
        var countsInstructions = false
        var timeoutSeconds = 60.0
        var workDirectory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-bench-nesting")

        init(_ arguments: [String]) {
            var iterator = arguments.makeIterator()
            while let argument = iterator.next() {
                switch argument {
                case "--depths": depths = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
                case "--rounds": rounds = max(1, Int(iterator.next() ?? "") ?? rounds)
                case "--instructions": countsInstructions = true
                case "--timeout": timeoutSeconds = Double(iterator.next() ?? "") ?? timeoutSeconds
                case "--work": workDirectory = URL(fileURLWithPath: iterator.next() ?? workDirectory.path)
                case "-h", "--help":
                    print("""
                    USAGE: trellis-bench --nesting [--depths 5,10,...,40] [--rounds N] [--instructions] [--timeout SECONDS] [--work DIR]

                    Writes, for each shape and depth, a program whose levels each place the level below
                    twice (computed views, view-building functions, slots with the content nested, slots
                    passed on, child views) and measures `trellis check` on it: CPU time (median of
                    --rounds, default 3) and, with --instructions, valgrind's instruction count. A run
                    longer than --timeout seconds (default 60) is stopped and deeper levels of that shape
                    are skipped.
                    """)
                    exit(0)
                default:
                    FileHandle.standardError.write(Data("error: unknown option '\(argument)' for --nesting\n".utf8))
                    exit(2)
                }
            }
        }
    }

    struct Measurement {
        var bytes: Int
        var cpuSeconds: Double?
        var instructions: Double?
        var failed = false
    }

    static func run(_ arguments: [String], trellis: [String]) throws -> Int32 {
        let options = Options(arguments)
        if options.countsInstructions, !ProcessRunner.isInstalled("valgrind") {
            FileHandle.standardError.write(Data("--instructions needs valgrind\n".utf8))
            return 2
        }
        try FileManager.default.createDirectory(at: options.workDirectory, withIntermediateDirectories: true)
        let startLoad = loadAverage()
        var results: [NestedPlacements.Shape: [Int: Measurement]] = [:]
        var failures = 0
        for shape in NestedPlacements.Shape.allCases {
            var stopped = false
            for depth in options.depths.sorted() where !stopped {
                let file = options.workDirectory.appendingPathComponent("\(shape)-\(depth).xml")
                let text = NestedPlacements.xml(shape, depth: depth)
                try text.write(to: file, atomically: true, encoding: .utf8)
                var measurement = Measurement(bytes: text.utf8.count)
                var samples = Samples()
                for _ in 0..<options.rounds {
                    let cost = ProcessRunner.measure(trellis + ["check", "--fast", file.path], timeoutSeconds: options.timeoutSeconds)
                    samples.add(cost)
                    if cost.timedOut || cost.exitStatus != 0 { break }
                }
                if samples.costs.contains(where: \.timedOut) {
                    stopped = true
                } else if !samples.allSucceeded {
                    measurement.failed = true
                    failures += 1
                } else {
                    measurement.cpuSeconds = samples.cpu
                    if options.countsInstructions { measurement.instructions = instructions(trellis + ["check", "--fast", file.path], scratch: options.workDirectory) }
                }
                results[shape, default: [:]][depth] = measurement
            }
        }

        print("## Check time against nesting depth")
        print("")
        print("- machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (`nproc`), \(ProcessRunner.firstLine(of: ["uname", "-m"]) ?? "unknown architecture")")
        print("- `trellis check` CPU time, median of \(options.rounds) runs\(options.countsInstructions ? "; instructions from `valgrind --tool=cachegrind --cache-sim=no`" : "")")
        print("- load average (1 min) at start and end: \(String(format: "%.2f", startLoad)), \(String(format: "%.2f", loadAverage()))")
        print("")
        let shapes = NestedPlacements.Shape.allCases
        var header = "| depth |"
        var rule = "|---:|"
        for shape in shapes {
            header += " \(shape.rawValue): KB | CPU ms |"
            rule += "---:|---:|"
            if options.countsInstructions {
                header += " M instr. |"
                rule += "---:|"
            }
        }
        print(header)
        print(rule)
        for depth in options.depths.sorted() {
            var line = "| \(depth) |"
            for shape in shapes {
                guard let measurement = results[shape]?[depth] else {
                    line += " — | — |" + (options.countsInstructions ? " — |" : "")
                    continue
                }
                let kilobytes = String(format: "%.1f", Double(measurement.bytes) / 1024)
                let cpu = measurement.failed ? "failed" : measurement.cpuSeconds.map { String(format: "%.1f", $0 * 1000) } ?? "> \(Int(options.timeoutSeconds)) s"
                line += " \(kilobytes) | \(cpu) |"
                if options.countsInstructions {
                    line += " \(measurement.instructions.map { String(format: "%.1f", $0 / 1e6) } ?? "—") |"
                }
            }
            print(line)
        }
        // Linear growth: each further level costs about what the one before did.
        if options.countsInstructions, let first = options.depths.min(), let last = options.depths.max(), last > first {
            let middle = options.depths.sorted()[options.depths.count / 2]
            print("")
            print("Instructions per added level, from depth \(first) to \(middle) and from \(middle) to \(last) (equal for linear growth; doubling growth would multiply the second by about 2^\(middle - first)):")
            for shape in shapes {
                guard let low = results[shape]?[first]?.instructions, let mid = results[shape]?[middle]?.instructions,
                      let high = results[shape]?[last]?.instructions else {
                    print("- \(shape.rawValue): not measured to depth \(last)")
                    continue
                }
                let before = (mid - low) / Double(middle - first)
                let after = (high - mid) / Double(last - middle)
                print("- \(shape.rawValue): \(String(format: "%.2f", before / 1e6)) M and \(String(format: "%.2f", after / 1e6)) M")
            }
        }
        return failures == 0 ? 0 : 1
    }

    private static func instructions(_ command: [String], scratch: URL) -> Double? {
        let log = scratch.appendingPathComponent("valgrind.log")
        let cost = ProcessRunner.measure(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"] + command,
            standardOutput: log.path, mergeStandardError: true
        )
        guard cost.exitStatus == 0, let text = try? String(contentsOf: log, encoding: .utf8) else { return nil }
        return ProcessRunner.instructionReferences(inValgrindOutput: text)
    }
}

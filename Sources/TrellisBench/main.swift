import Foundation
import TrellisBenchSupport

// `trellis-bench` measures the compiler against `xmllint --noout` on synthetic
// corpora. Each measured run is a child process (this same binary acting as
// `trellis`), so wall time, CPU time and peak memory come from `wait4`.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--as-trellis" {
    exit(CompilerEntryPoint.run(Array(arguments.dropFirst())))
}
if arguments.first == "--schema" {
    let selfPath = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    exit(try SchemaBenchmark.run(Array(arguments.dropFirst()), trellis: [selfPath, "--as-trellis"]))
}
if arguments.first == "--nesting" {
    let selfPath = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
    exit(try NestingBenchmark.run(Array(arguments.dropFirst()), trellis: [selfPath, "--as-trellis"]))
}

struct BenchOptions {
    var sizesInMegabytes: [Int] = [1, 10, 100]
    var rounds = 3
    /// Rounds for corpora of 50 MB and more, whose runs take minutes.
    var largeRounds = 1
    var workDirectory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-bench")
    /// 0 skips the swiftc yardstick.
    var swiftcCorpusMegabytes = 1
    var swiftcTimeoutSeconds = 900.0
    var runsRuntimeBenchmark = true

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--sizes":
                sizesInMegabytes = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }
            case "--rounds":
                rounds = max(1, Int(iterator.next() ?? "") ?? rounds)
            case "--large-rounds":
                largeRounds = max(1, Int(iterator.next() ?? "") ?? largeRounds)
            case "--work":
                workDirectory = URL(fileURLWithPath: iterator.next() ?? workDirectory.path)
            case "--swiftc-size":
                swiftcCorpusMegabytes = Int(iterator.next() ?? "") ?? swiftcCorpusMegabytes
            case "--swiftc-timeout":
                swiftcTimeoutSeconds = Double(iterator.next() ?? "") ?? swiftcTimeoutSeconds
            case "--no-runtime":
                runsRuntimeBenchmark = false
            case "-h", "--help":
                print("""
                USAGE: trellis-bench [--sizes 1,10,100] [--rounds N] [--large-rounds N] [--work DIR]
                                     [--swiftc-size MB] [--swiftc-timeout SECONDS] [--no-runtime]
                       trellis-bench --nesting [--depths 5,10,...,40] [--instructions] [--help]
                       trellis-bench --schema [--screens N] [--rounds N] [--help]

                Generates corpora of about 1, 10 and 100 MB of screens (many files, plus one
                single large file of the largest size up to 10 MB, and the same file on one line),
                then measures `trellis check`,
                `trellis build` and `xmllint --noout` on them, interleaved, on both cores and on
                one (`taskset -c 0`), and prints a Markdown table. Each tool runs --rounds times
                (default 3), --large-rounds times (default 1) on corpora of 50 MB and more.

                Then `swiftc -typecheck` of the generated Swift of the --swiftc-size corpus
                (default 1 MB; 0 skips it; killed after --swiftc-timeout seconds, default 900),
                and, when `trellis-runtime-bench` was built into the same directory as this
                program, the runtime's update benchmark.

                With --nesting, instead: `trellis check` against the depth of programs whose levels
                each place the level below twice (see `--nesting --help`). With --schema, instead:
                `trellis check --fast` against `xmllint --schema` on simple screens, one file and
                many, on all cores and one (see `--schema --help`).
                """)
                exit(0)
            default:
                FileHandle.standardError.write(Data("error: unknown option '\(argument)'\n".utf8))
                exit(2)
            }
        }
    }
}

let options = BenchOptions(arguments)
let selfPath = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
let executableDirectory = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
let trellis = [selfPath, "--as-trellis"]
let hasXmllint = ProcessRunner.isInstalled("xmllint")
let hasTaskset = ProcessRunner.isInstalled("taskset")

struct Row {
    var corpus: String
    var files: Int
    var megabytes: Double
    var tool: String
    var samples: Samples
    var xmllint: Samples?
}

var rows: [Row] = []

@MainActor func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

@MainActor func corpusBytes(_ urls: [URL]) -> Int {
    urls.reduce(0) { total, url in
        total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
    }
}

@MainActor func outputDirectory(_ name: String) -> URL {
    options.workDirectory.appendingPathComponent("out-" + name.replacingOccurrences(of: " ", with: "").replacingOccurrences(of: ",", with: "-"))
}

@MainActor func measureCorpus(name: String, files: [URL], directory: URL) {
    let megabytes = Double(corpusBytes(files)) / 1_048_576
    let output = outputDirectory(name)
    let oneCore = ["taskset", "-c", "0"]
    let measuresOneCore = hasTaskset && files.count > 1
    var xmllint = Samples(), check = Samples(), build = Samples(), checkOneCore = Samples(), buildOneCore = Samples()
    for _ in 0..<(megabytes >= 50 ? options.largeRounds : options.rounds) {
        // Interleaved, so drift in the machine's speed hits every tool alike.
        if hasXmllint { xmllint.add(ProcessRunner.measure(["xmllint", "--noout"] + files.map(\.path))) }
        check.add(ProcessRunner.measure(trellis + ["check", "--fast", directory.path]))
        try? FileManager.default.removeItem(at: output)
        build.add(ProcessRunner.measure(trellis + ["build", directory.path, "--output", output.path]))
        if measuresOneCore {
            checkOneCore.add(ProcessRunner.measure(oneCore + trellis + ["check", "--fast", directory.path]))
            try? FileManager.default.removeItem(at: output)
            buildOneCore.add(ProcessRunner.measure(oneCore + trellis + ["build", directory.path, "--output", output.path]))
        }
    }
    let reference = hasXmllint ? xmllint : nil
    func add(_ tool: String, _ samples: Samples) {
        rows.append(Row(corpus: name, files: files.count, megabytes: megabytes, tool: tool, samples: samples, xmllint: reference))
    }
    if hasXmllint { add("xmllint --noout", xmllint) }
    add("trellis check", check)
    add("trellis build", build)
    if measuresOneCore {
        add("trellis check, 1 core", checkOneCore)
        add("trellis build, 1 core", buildOneCore)
    }
}

// MARK: Machine

let startLoad = loadAverage()
print("## Compiler benchmark")
print("")
print("- machine: \(ProcessInfo.processInfo.activeProcessorCount) cores (`nproc`), \(ProcessRunner.firstLine(of: ["uname", "-m"]) ?? "unknown architecture"), \(ProcessRunner.firstLine(of: ["swift", "--version"]) ?? "swift --version unavailable")")
print("- \(hasXmllint ? (ProcessRunner.firstLine(of: ["sh", "-c", "xmllint --version 2>&1"]) ?? "xmllint present") : "xmllint not installed; ratios omitted")")
print("- rounds: \(options.rounds) per tool (\(options.largeRounds) from 50 MB), interleaved; times are medians, peak memory the maximum")

// MARK: Corpora

let generator = CorpusGenerator()
var measuredCorpora: [Int: URL] = [:]
for size in options.sizesInMegabytes {
    let directory = options.workDirectory.appendingPathComponent("\(size)MB")
    let files = try generator.write(targetBytes: size * 1_048_576, into: directory, singleFile: false)
    measureCorpus(name: "\(size) MB", files: files, directory: directory)
    measuredCorpora[size] = directory
}
if let largest = options.sizesInMegabytes.filter({ $0 <= 10 }).max() {
    let directory = options.workDirectory.appendingPathComponent("single-\(largest)MB")
    let files = try generator.write(targetBytes: largest * 1_048_576, into: directory, singleFile: true)
    measureCorpus(name: "1 file, \(largest) MB", files: files, directory: directory)
    // The same text on one line, as minified XML: line breaks become spaces, so the bytes and
    // the program stay the same and only the line structure differs.
    let oneLine = options.workDirectory.appendingPathComponent("one-line-\(largest)MB")
    try? FileManager.default.removeItem(at: oneLine)
    try FileManager.default.createDirectory(at: oneLine, withIntermediateDirectories: true)
    var oneLineFiles: [URL] = []
    for file in files {
        let bytes = try Data(contentsOf: file).map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
        let copy = oneLine.appendingPathComponent(file.lastPathComponent)
        try Data(bytes).write(to: copy)
        oneLineFiles.append(copy)
    }
    measureCorpus(name: "1 line, \(largest) MB", files: oneLineFiles, directory: oneLine)
}
let endLoad = loadAverage()
print("- load average (1 min) at start and end: \(format(startLoad, 2)), \(format(endLoad, 2))")
print("")

print("| corpus | files | MB | tool | wall s | CPU s | peak MB | MB/s | wall × xmllint | CPU × xmllint |")
print("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|")
for row in rows {
    func ratio(_ value: Double, _ reference: Double?) -> String {
        guard let reference, reference > 0 else { return "—" }
        return format(value / reference, 2)
    }
    let status = row.samples.allSucceeded ? "" : " (failed)"
    print("| \(row.corpus) | \(row.files) | \(format(row.megabytes, 1)) | \(row.tool)\(status) | \(format(row.samples.wall)) | \(format(row.samples.cpu)) | \(format(row.samples.peakMegabytes, 1)) | \(format(row.megabytes / max(row.samples.wall, 1e-9), 1)) | \(ratio(row.samples.wall, row.xmllint?.wall)) | \(ratio(row.samples.cpu, row.xmllint?.cpu)) |")
}

print("")
print("Time per MB, many files (wall; CPU in parentheses):")
for tool in ["xmllint --noout", "trellis check", "trellis build"] {
    let perSize = rows.filter { $0.tool == tool && !$0.corpus.hasPrefix("1 file") && !$0.corpus.hasPrefix("1 line") }.map { row in
        "\(row.corpus): \(format(row.samples.wall / row.megabytes * 1000, 1)) ms (\(format(row.samples.cpu / row.megabytes * 1000, 1)) ms)"
    }
    if !perSize.isEmpty { print("- \(tool): " + perSize.joined(separator: ", ")) }
}
if let manyLines = rows.first(where: { $0.corpus.hasPrefix("1 file") && $0.tool == "trellis check" }),
   let oneLine = rows.first(where: { $0.corpus.hasPrefix("1 line") && $0.tool == "trellis check" }) {
    print("")
    print("One file on one line against the same text on many lines, `trellis check`: \(format(oneLine.samples.wall)) s against \(format(manyLines.samples.wall)) s wall (\(format(oneLine.samples.wall / max(manyLines.samples.wall, 1e-9), 2))×), \(format(oneLine.samples.cpu)) s against \(format(manyLines.samples.cpu)) s CPU, \(format(oneLine.samples.peakMegabytes, 1)) MB against \(format(manyLines.samples.peakMegabytes, 1)) MB peak.")
}
print("")
print("Speed-up from both cores over one (`taskset -c 0`), many files:")
for tool in ["trellis check", "trellis build"] {
    let perSize = rows.filter { $0.tool == tool && !$0.corpus.hasPrefix("1 file") && !$0.corpus.hasPrefix("1 line") }.compactMap { row -> String? in
        guard let oneCore = rows.first(where: { $0.corpus == row.corpus && $0.tool == "\(tool), 1 core" }) else { return nil }
        return "\(row.corpus): \(format(oneCore.samples.wall / max(row.samples.wall, 1e-9), 2))×"
    }
    if !perSize.isEmpty { print("- \(tool): " + perSize.joined(separator: ", ")) }
}

// MARK: swiftc yardstick

/// Type-checks the generated Swift of the given corpus size against the `Trellis` module built beside this program.
@MainActor func measureSwiftc(megabytes: Int) throws {
    let modules = executableDirectory.appendingPathComponent("Modules")
    guard FileManager.default.fileExists(atPath: modules.appendingPathComponent("Trellis.swiftmodule").path) else {
        print("swiftc yardstick skipped: \(modules.path) has no Trellis.swiftmodule; build this product with `swift build -c release --product trellis-bench`, which builds the runtime too.")
        return
    }
    let name = "\(megabytes) MB"
    let output = outputDirectory(name)
    if measuredCorpora[megabytes] == nil || !FileManager.default.fileExists(atPath: output.path) {
        let directory = options.workDirectory.appendingPathComponent("\(megabytes)MB")
        _ = try generator.write(targetBytes: megabytes * 1_048_576, into: directory, singleFile: false)
        try? FileManager.default.removeItem(at: output)
        _ = ProcessRunner.measure(trellis + ["build", directory.path, "--output", output.path])
    }
    let sources = ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted().map { output.appendingPathComponent($0).path }
    guard !sources.isEmpty else {
        print("swiftc yardstick skipped: trellis build produced no Swift for the \(name) corpus.")
        return
    }
    let generatedBytes = sources.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) }
    let cost = ProcessRunner.measure(
        ["swiftc", "-typecheck", "-swift-version", "6", "-module-name", "TrellisBenchScreens", "-I", modules.path] + sources,
        timeoutSeconds: options.swiftcTimeoutSeconds
    )
    let outcome = cost.timedOut ? " (stopped after \(format(options.swiftcTimeoutSeconds, 0)) s)" : cost.exitStatus == 0 ? "" : " (failed)"
    print("")
    print("`swiftc -typecheck` of the generated Swift of the \(name) corpus (\(sources.count) files, \(format(Double(generatedBytes) / 1_048_576, 1)) MB of Swift): \(format(cost.wallSeconds, 2)) s wall, \(format(cost.cpuSeconds, 2)) s CPU, \(format(Double(cost.peakResidentBytes) / 1_048_576, 0)) MB peak\(outcome)")
    if let build = rows.first(where: { $0.corpus == name && $0.tool == "trellis build" }), !cost.timedOut {
        print("`trellis build` of the same corpus takes \(format(build.samples.wall / max(cost.wallSeconds, 1e-9) * 100, 1))% of that wall time (\(format(build.samples.cpu / max(cost.cpuSeconds, 1e-9) * 100, 1))% of its CPU time).")
    }
}

if options.swiftcCorpusMegabytes > 0 {
    try measureSwiftc(megabytes: options.swiftcCorpusMegabytes)
}

// MARK: Runtime benchmark

if options.runsRuntimeBenchmark {
    let runtimeBench = executableDirectory.appendingPathComponent("trellis-runtime-bench").path
    print("")
    print("## Runtime benchmark")
    print("")
    if FileManager.default.isExecutableFile(atPath: runtimeBench) {
        let output = NSTemporaryDirectory() + "trellis-runtime-bench-\(getpid()).out"
        defer { unlink(output) }
        let cost = ProcessRunner.measure([runtimeBench], standardOutput: output)
        print("`trellis-runtime-bench` (\(format(cost.wallSeconds, 1)) s\(cost.exitStatus == 0 ? "" : ", failed")):")
        print("")
        print("```")
        print((try? String(contentsOfFile: output, encoding: .utf8))?.trimmingCharacters(in: .newlines) ?? "")
        print("```")
    } else {
        print("Not run: build it beside this program with `swift build -c release --product trellis-runtime-bench`, or run `swift run -c release trellis-runtime-bench`.")
    }
}

import Foundation

// `trellis-bench` measures the compiler against `xmllint --noout` on synthetic
// corpora. Each measured run is a child process (this same binary acting as
// `trellis`), so wall time, CPU time and peak memory come from `wait4`.

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--as-trellis" {
    exit(CompilerEntryPoint.run(Array(arguments.dropFirst())))
}

struct BenchOptions {
    var sizesInMegabytes: [Int] = [1, 10, 100]
    var rounds = 3
    var workDirectory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-bench")
    var swiftcCorpusMegabytes = 1

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--sizes":
                sizesInMegabytes = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }
            case "--rounds":
                rounds = Int(iterator.next() ?? "") ?? rounds
            case "--work":
                workDirectory = URL(fileURLWithPath: iterator.next() ?? workDirectory.path)
            case "--swiftc-size":
                swiftcCorpusMegabytes = Int(iterator.next() ?? "") ?? swiftcCorpusMegabytes
            case "-h", "--help":
                print("""
                USAGE: trellis-bench [--sizes 1,10,100] [--rounds N] [--work DIR] [--swiftc-size MB]

                Generates corpora of about 1, 10 and 100 MB of screens (many files, plus one
                single large file), then measures `trellis check`, `trellis build` and
                `xmllint --noout` on them, interleaved, and prints a table.
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
let trellis = [selfPath, "--as-trellis"]
let hasXmllint = ProcessRunner.isInstalled("xmllint")
let hasTaskset = ProcessRunner.isInstalled("taskset")

struct Row {
    var corpus: String
    var files: Int
    var megabytes: Double
    var tool: String
    var samples: Samples
    var xmllintWall: Double?
}

var rows: [Row] = []

@MainActor func format(_ value: Double, _ digits: Int = 3) -> String { String(format: "%.\(digits)f", value) }

@MainActor func corpusBytes(_ urls: [URL]) -> Int {
    urls.reduce(0) { total, url in
        total + ((try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0)
    }
}

@MainActor func measureCorpus(name: String, files: [URL], directory: URL) {
    let megabytes = Double(corpusBytes(files)) / 1_048_576
    let output = directory.deletingLastPathComponent().appendingPathComponent("\(name)-out")
    var xmllint = Samples(), check = Samples(), build = Samples(), checkOneCore = Samples()
    for _ in 0..<options.rounds {
        // Interleaved, so drift in the machine's speed hits every tool alike.
        if hasXmllint { xmllint.add(ProcessRunner.measure(["xmllint", "--noout"] + files.map(\.path))) }
        check.add(ProcessRunner.measure(trellis + ["check", directory.path]))
        try? FileManager.default.removeItem(at: output)
        build.add(ProcessRunner.measure(trellis + ["build", directory.path, "--output", output.path]))
        if hasTaskset, files.count > 1 {
            checkOneCore.add(ProcessRunner.measure(["taskset", "-c", "0"] + trellis + ["check", directory.path]))
        }
    }
    let reference = hasXmllint ? xmllint.wall : nil
    if hasXmllint { rows.append(Row(corpus: name, files: files.count, megabytes: megabytes, tool: "xmllint --noout", samples: xmllint, xmllintWall: reference)) }
    rows.append(Row(corpus: name, files: files.count, megabytes: megabytes, tool: "trellis check", samples: check, xmllintWall: reference))
    rows.append(Row(corpus: name, files: files.count, megabytes: megabytes, tool: "trellis build", samples: build, xmllintWall: reference))
    if !checkOneCore.costs.isEmpty {
        rows.append(Row(corpus: name, files: files.count, megabytes: megabytes, tool: "trellis check (1 core)", samples: checkOneCore, xmllintWall: reference))
    }
}

let generator = CorpusGenerator()
var generatedOutputForSwiftc: URL?
for size in options.sizesInMegabytes {
    let directory = options.workDirectory.appendingPathComponent("\(size)MB")
    let files = try generator.write(targetBytes: size * 1_048_576, into: directory, singleFile: false)
    measureCorpus(name: "\(size) MB", files: files, directory: directory)
    if size == options.swiftcCorpusMegabytes {
        generatedOutputForSwiftc = options.workDirectory.appendingPathComponent("\(size) MB-out")
    }
}
if let largest = options.sizesInMegabytes.filter({ $0 <= 10 }).max() {
    let directory = options.workDirectory.appendingPathComponent("single-\(largest)MB")
    let files = try generator.write(targetBytes: largest * 1_048_576, into: directory, singleFile: true)
    measureCorpus(name: "1 file, \(largest) MB", files: files, directory: directory)
}

print("| corpus | files | MB | tool | wall s | CPU s | peak MB | MB/s | × xmllint |")
print("|---|---:|---:|---|---:|---:|---:|---:|---:|")
for row in rows {
    let ratio = row.xmllintWall.map { $0 > 0 ? format(row.samples.wall / $0, 2) : "—" } ?? "—"
    let status = row.samples.allSucceeded ? "" : " (failed)"
    print("| \(row.corpus) | \(row.files) | \(format(row.megabytes, 1)) | \(row.tool)\(status) | \(format(row.samples.wall)) | \(format(row.samples.cpu)) | \(format(row.samples.peakMegabytes, 1)) | \(format(row.megabytes / max(row.samples.wall, 1e-9), 1)) | \(ratio) |")
}

print("")
print("Time per MB (trellis build, many files):")
for row in rows where row.tool == "trellis build" && !row.corpus.hasPrefix("1 file") {
    print("- \(row.corpus): \(format(row.samples.wall / row.megabytes * 1000, 1)) ms/MB")
}
print("")
print("Speed-up from both cores (trellis check, many files):")
for row in rows where row.tool == "trellis check" && !row.corpus.hasPrefix("1 file") {
    if let oneCore = rows.first(where: { $0.corpus == row.corpus && $0.tool == "trellis check (1 core)" }) {
        print("- \(row.corpus): \(format(oneCore.samples.wall / max(row.samples.wall, 1e-9), 2))×")
    }
}

if let output = generatedOutputForSwiftc {
    let executableDirectory = URL(fileURLWithPath: selfPath).deletingLastPathComponent()
    let modules = executableDirectory.appendingPathComponent("Modules").path
    let sources = ((try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? [])
        .filter { $0.hasSuffix(".swift") }.sorted().map { output.appendingPathComponent($0).path }
    if !sources.isEmpty {
        let cost = ProcessRunner.measure(["swiftc", "-typecheck", "-swift-version", "6", "-I", modules] + sources)
        let trellisBuild = rows.first { $0.corpus == "\(options.swiftcCorpusMegabytes) MB" && $0.tool == "trellis build" }
        print("")
        print("swiftc -typecheck of the generated Swift for the \(options.swiftcCorpusMegabytes) MB corpus (\(sources.count) files): \(format(cost.wallSeconds, 2)) s wall, \(format(cost.cpuSeconds, 2)) s CPU, \(format(Double(cost.peakResidentBytes) / 1_048_576, 0)) MB peak\(cost.exitStatus == 0 ? "" : " (failed)")")
        if let trellisBuild {
            print("trellis build is \(format(trellisBuild.samples.wall / max(cost.wallSeconds, 1e-9) * 100, 2))% of that")
        }
    }
}

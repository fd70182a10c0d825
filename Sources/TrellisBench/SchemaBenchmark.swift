import Foundation
import TrellisBenchSupport

/// `trellis check --fast` against `xmllint --noout --schema`, which validates the same XML
/// against Trellis's schema: N simple screens (`SimpleScreenCorpus`) as one file and as a
/// workspace of one file per screen, on all cores and on one (`taskset -c 0`).
enum SchemaBenchmark {
    static func run(_ arguments: [String], trellis: [String]) throws -> Int32 {
        var screens = 10_000
        var rounds = 3
        var work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-bench-schema")
        // The package's schema, next to the sources this program was built from.
        var schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Grammar/trellis.xsd").standardizedFileURL.path
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--screens": screens = max(1, Int(iterator.next() ?? "") ?? screens)
            case "--rounds": rounds = max(1, Int(iterator.next() ?? "") ?? rounds)
            case "--work": work = URL(fileURLWithPath: iterator.next() ?? work.path)
            case "--xsd": schema = iterator.next() ?? schema
            case "-h", "--help":
                print("""
                USAGE: trellis-bench --schema [--screens N] [--rounds N] [--work DIR] [--xsd PATH]

                Writes N simple screens (default 10,000; a model, a row and a list screen each) as
                one file and as one file per screen, then measures `xmllint --noout --schema`
                (the package's Grammar/trellis.xsd unless --xsd) and `trellis check --fast` on
                them, interleaved, --rounds times (default 3), on all cores and on one core.
                """)
                return 0
            default:
                FileHandle.standardError.write(Data("error: unknown option '\(argument)'\n".utf8))
                return 2
            }
        }
        guard ProcessRunner.isInstalled("xmllint") else {
            FileHandle.standardError.write(Data("error: xmllint is not installed\n".utf8))
            return 1
        }
        let single = work.appendingPathComponent("single-\(screens)")
        let many = work.appendingPathComponent("files-\(screens)")
        let fileManager = FileManager.default
        for directory in [single, many] {
            try? fileManager.removeItem(at: directory)
            try fileManager.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        var text = SimpleScreenCorpus.header
        for index in 0..<screens { text += SimpleScreenCorpus.declarations(index) }
        text += SimpleScreenCorpus.footer
        let singleFile = single.appendingPathComponent("Screens.xml")
        try Data(text.utf8).write(to: singleFile)
        var files: [URL] = []
        for index in 0..<screens {
            let url = many.appendingPathComponent("Screen\(index).xml")
            try Data(SimpleScreenCorpus.xml(index).utf8).write(to: url)
            files.append(url)
        }
        let hasTaskset = ProcessRunner.isInstalled("taskset")
        let startLoad = loadAverage()
        print("## `trellis check` against `xmllint --schema`, \(screens) simple screens")
        print("")
        print("| corpus | MB | tool | wall s | CPU s | peak MB | wall × xmllint | CPU × xmllint |")
        print("|---|---:|---|---:|---:|---:|---:|---:|")
        for (name, paths, directory) in [("1 file", [singleFile], single), ("\(screens) files", files, many)] {
            let megabytes = Double(paths.reduce(0) { $0 + ((try? fileManager.attributesOfItem(atPath: $1.path)[.size] as? Int) ?? 0) }) / 1_048_576
            var xmllint = Samples(), check = Samples(), checkOneCore = Samples()
            for _ in 0..<rounds {
                xmllint.add(ProcessRunner.measure(["xmllint", "--noout", "--schema", schema] + paths.map(\.path)))
                check.add(ProcessRunner.measure(trellis + ["check", "--fast", directory.path]))
                if hasTaskset { checkOneCore.add(ProcessRunner.measure(["taskset", "-c", "0"] + trellis + ["check", "--fast", directory.path])) }
            }
            func row(_ tool: String, _ samples: Samples) {
                let status = samples.allSucceeded ? "" : " (failed)"
                print(String(format: "| %@ | %.1f | %@%@ | %.3f | %.3f | %.1f | %.2f | %.2f |", name, megabytes, tool, status, samples.wall, samples.cpu, samples.peakMegabytes, samples.wall / max(xmllint.wall, 1e-9), samples.cpu / max(xmllint.cpu, 1e-9)))
            }
            row("xmllint --noout --schema", xmllint)
            row("trellis check --fast", check)
            if hasTaskset { row("trellis check --fast, 1 core", checkOneCore) }
        }
        print("")
        print(String(format: "- load average (1 min) at start and end: %.2f, %.2f; %d cores", startLoad, loadAverage(), ProcessInfo.processInfo.activeProcessorCount))
        return 0
    }
}

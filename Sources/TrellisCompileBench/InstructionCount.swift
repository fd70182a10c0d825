import Foundation
import TrellisBenchSupport

/// `--instructions`: the instructions that swiftc's debug frontend jobs execute, counted by
/// valgrind, for each form. Unlike time, a count repeats to within 0.1 %, so it shows changes of
/// 1 % that the machine's noise hides. Besides the batch-mode job the driver runs (the first 25
/// screens compiled, every other file parsed), smaller jobs split that job's cost per screen
/// into what each screen's own code costs and what every job pays whatever its screens are.
func runInstructionCounts(_ options: BenchOptions) throws {
    guard ProcessRunner.isInstalled("valgrind") else {
        FileHandle.standardError.write(Data("--instructions needs valgrind (apt-get install valgrind)\n".utf8))
        exit(2)
    }
    guard let swiftc = ProcessRunner.firstLine(of: ["sh", "-c", "command -v swiftc"]) else {
        FileHandle.standardError.write(Data("swiftc is not on PATH\n".utf8))
        exit(2)
    }
    let frontend = FrontendJobs(
        executable: URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("swift-frontend").path,
        triple: try targetTriple(),
        modulesDirectory: options.modulesDirectory
    )

    var rows: [InstructionBreakdown] = []
    var jobStart: Double?
    // The jobs without the other screens are the same for every size: counted once per form.
    var ownCosts: [SourceForm: (oneScreen: Double, batch: Double)] = [:]
    for screens in options.screenCounts {
        let root = options.workDirectory.appendingPathComponent("instructions-\(screens)")
        let corpus = try BenchCorpus.prepare(screens: screens, at: root, kind: options.corpus).corpus
        let batchSize = min(FrontendJobs.batchSize, screens)
        guard batchSize >= 2 else {
            FileHandle.standardError.write(Data("--instructions needs at least 2 screens\n".utf8))
            exit(2)
        }
        let scratch = root.appendingPathComponent("jobs")

        if jobStart == nil {
            let empty = root.appendingPathComponent("empty/Empty.swift")
            try FileManager.default.createDirectory(at: empty.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "import Trellis\n".write(to: empty, atomically: true, encoding: .utf8)
            print("counting the instructions of a job that compiles only `import Trellis`...")
            jobStart = try frontend.compile(primaries: [empty.path], others: [], scratch: scratch)
        }

        for form in SourceForm.allCases {
            let sources = form == .handWritten ? corpus.handWrittenDirectory : corpus.generatedDirectory
            let screenFiles = (0..<batchSize).map { sources.appendingPathComponent("Screen\($0).swift").path }
            let shared = [sources.appendingPathComponent("\(ScreenCorpus.sessionFileName).swift").path]
            let everyOther = try FileManager.default.contentsOfDirectory(atPath: sources.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
                .map { sources.appendingPathComponent($0).path }
                .filter { !screenFiles.contains($0) }
            let label = "[\(screens) screens] \(form.rawValue):"
            if ownCosts[form] == nil {
                print("\(label) a job compiling one screen...")
                let oneScreen = try frontend.compile(primaries: [screenFiles[0]], others: shared, scratch: scratch)
                print("\(label) a job compiling \(batchSize) screens and no other file...")
                let batch = try frontend.compile(primaries: screenFiles, others: shared, scratch: scratch)
                ownCosts[form] = (oneScreen, batch)
            }
            print("\(label) the driver's job: \(batchSize) screens compiled, the other files parsed...")
            let driverJob = try frontend.compile(primaries: screenFiles, others: everyOther, scratch: scratch)
            print("\(label) the module job...")
            let moduleJob = try frontend.emitModule(sources: screenFiles + everyOther, scratch: scratch)
            rows.append(InstructionBreakdown(
                screens: screens, form: form, batchSize: batchSize, jobStart: jobStart!,
                oneScreenJob: ownCosts[form]!.oneScreen, batchJob: ownCosts[form]!.batch,
                driverJob: driverJob, moduleJob: moduleJob
            ))
        }
    }

    print("")
    print(machineSummary())
    print("")
    print("Instructions of swiftc's debug jobs (`valgrind --tool=cachegrind --cache-sim=no`), per screen. The driver's job compiles \(FrontendJobs.batchSize) screens and parses every other file, as batch mode does; it splits into the job's start (a job compiling only `import Trellis`), the first screen's one-time setup, each screen's own code (from jobs with 1 and \(FrontendJobs.batchSize) screens and no other file) and parsing the other files. The module job (`-emit-module`) runs once per build.")
    print("")
    print("| Screens | Form | Job start | First-screen setup | Screen's own code | Other files | Driver's job | Module job | Hand-written ÷ generated (driver's job / module job) |")
    print("|--:|---|--:|--:|--:|--:|--:|--:|--:|")
    for screens in options.screenCounts {
        guard let hand = rows.first(where: { $0.screens == screens && $0.form == .handWritten }),
              let generated = rows.first(where: { $0.screens == screens && $0.form == .generated }) else { continue }
        for row in [hand, generated] {
            let ratio = row.form == .generated
                ? "\(format(hand.driverJobPerScreen / generated.driverJobPerScreen, 2))× / \(format(hand.moduleJobPerScreen / generated.moduleJobPerScreen, 2))×"
                : ""
            print("| \(screens) | \(row.form.rawValue) | \(millions(row.jobStartPerScreen)) | \(millions(row.firstScreenSetupPerScreen)) | \(millions(row.ownCodePerScreen)) | \(millions(row.otherFilesPerScreen)) | \(millions(row.driverJobPerScreen)) | \(millions(row.moduleJobPerScreen)) | \(ratio) |")
        }
    }
}

/// One form's counts at one size, and the per-screen parts they split into.
struct InstructionBreakdown {
    var screens: Int
    var form: SourceForm
    var batchSize: Int
    /// A job whose only file is `import Trellis`.
    var jobStart: Double
    /// A job compiling screen 0 with only the shared file beside it.
    var oneScreenJob: Double
    /// A job compiling the batch's screens with only the shared file beside them.
    var batchJob: Double
    /// The batch's screens compiled, every other file of the module parsed.
    var driverJob: Double
    /// `-emit-module` over every file.
    var moduleJob: Double

    var ownCodePerScreen: Double { (batchJob - oneScreenJob) / Double(batchSize - 1) }
    var jobStartPerScreen: Double { jobStart / Double(batchSize) }
    var firstScreenSetupPerScreen: Double { (oneScreenJob - jobStart - ownCodePerScreen) / Double(batchSize) }
    var otherFilesPerScreen: Double { (driverJob - batchJob) / Double(batchSize) }
    var driverJobPerScreen: Double { driverJob / Double(batchSize) }
    var moduleJobPerScreen: Double { moduleJob / Double(screens) }
}

/// Debug frontend jobs with the flags the driver passes them, run under valgrind.
struct FrontendJobs {
    /// The driver's largest batch (`-driver-batch-size-limit`'s default).
    static let batchSize = 25

    var executable: String
    var triple: String
    var modulesDirectory: URL

    /// The toolchain's macro plugins (`@Observable`), which the driver names to every job.
    private var pluginsDirectory: String {
        URL(fileURLWithPath: executable).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host/plugins").path
    }

    private var commonArguments: [String] {
        ["-target", triple, "-I", modulesDirectory.path, "-plugin-path", pluginsDirectory, "-swift-version", "6", "-Onone",
         "-module-name", SwiftcBuild.moduleName, "-parse-as-library"]
    }

    /// A `-c` job compiling `primaries` to objects while parsing `others`; its instructions.
    /// The objects are removed first: when an object holds the hash of the same LLVM module,
    /// the frontend skips LLVM altogether, and the job would count for much less.
    func compile(primaries: [String], others: [String], scratch: URL) throws -> Double {
        try? FileManager.default.removeItem(at: scratch)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var arguments = ["-frontend", "-c"] + primaries.flatMap { ["-primary-file", $0] } + others
        arguments += commonArguments + ["-g", "-debug-info-format=dwarf", "-dwarf-version=4"]
        arguments += primaries.indices.flatMap { ["-o", scratch.appendingPathComponent("object\($0).o").path] }
        return try instructions(arguments, scratch: scratch)
    }

    /// The driver's separate `-emit-module` job over every file; its instructions.
    func emitModule(sources: [String], scratch: URL) throws -> Double {
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        var arguments = ["-frontend", "-emit-module", "-experimental-skip-non-inlinable-function-bodies-without-types"]
        arguments += sources + commonArguments
        arguments += ["-emit-module-path", scratch.appendingPathComponent("\(SwiftcBuild.moduleName).swiftmodule").path]
        return try instructions(arguments, scratch: scratch)
    }

    private func instructions(_ arguments: [String], scratch: URL) throws -> Double {
        let log = scratch.appendingPathComponent("valgrind.log")
        let command = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", executable] + arguments
        let cost = ProcessRunner.measure(command, standardOutput: log.path, mergeStandardError: true)
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        guard cost.exitStatus == 0, let count = ProcessRunner.instructionReferences(inValgrindOutput: text) else {
            FileHandle.standardError.write(Data("a frontend job failed under valgrind:\n\(text.suffix(4000))\n".utf8))
            exit(1)
        }
        return count
    }
}

private func millions(_ instructions: Double) -> String { "\(format(instructions / 1e6)) M" }

/// The triple the driver passes to its frontend jobs, from `swiftc -print-target-info`.
private func targetTriple() throws -> String {
    let output = NSTemporaryDirectory() + "trellis-compile-bench-target-\(getpid()).json"
    defer { unlink(output) }
    guard ProcessRunner.measure(["swiftc", "-print-target-info"], standardOutput: output).exitStatus == 0,
          let data = FileManager.default.contents(atPath: output),
          let info = try JSONSerialization.jsonObject(with: data) as? [String: Any],
          let target = info["target"] as? [String: Any],
          let triple = target["triple"] as? String else {
        FileHandle.standardError.write(Data("could not read swiftc -print-target-info\n".utf8))
        exit(2)
    }
    return triple
}

import Foundation

/// Runs generated programs through the fast pass, `trellis build` and swiftc, and counts where
/// the fast pass and Swift disagree. Programs are compiled many to a module (their names carry
/// their index), and a failing module is split until each failure has its program.
public struct GeneratedProgramRound {
    /// How to run the `trellis` command line: arguments in, exit status and everything it printed out.
    public typealias TrellisRunner = ([String]) -> (status: Int32, output: String)

    public struct Counts: Sendable, CustomStringConvertible {
        public var generated = 0
        /// Prelude forms the generator never writes (`ProgramGenerator.skippedForms` says why).
        public var skippedForms = 0
        /// Correct programs the fast pass rejected: each a disagreement.
        public var fastPassRejections: [String] = []
        /// Programs the fast pass accepted that `trellis build` then refused.
        public var buildFailures: [String] = []
        /// Programs the fast pass accepted whose Swift swiftc rejected or warned about: each a disagreement.
        public var swiftcFailures: [String] = []
        public var swiftcInvocations = 0

        public var disagreements: Int { fastPassRejections.count + buildFailures.count + swiftcFailures.count }

        public var description: String {
            """
            programs generated:                     \(generated)
            prelude forms never generated:          \(skippedForms)
            fast-pass rejections (disagreements):   \(fastPassRejections.count)
            build failures after a clean fast pass: \(buildFailures.count)
            swiftc failures after a clean fast pass: \(swiftcFailures.count)
            swiftc invocations:                     \(swiftcInvocations)
            """
        }
    }

    public let generator: ProgramGenerator
    public let seed: UInt64
    public let work: URL
    public let modules: URL
    public let swiftc: String
    public let runTrellis: TrellisRunner
    public var batchSize = 100

    public init(seed: UInt64, work: URL, modules: URL, swiftc: String, generator: ProgramGenerator = ProgramGenerator(), runTrellis: @escaping TrellisRunner) {
        self.seed = seed
        self.work = work
        self.modules = modules
        self.swiftc = swiftc
        self.generator = generator
        self.runTrellis = runTrellis
    }

    /// Programs `range` of the seed. Failing programs are kept in `work/failures/` with what was reported.
    public func run(_ range: Range<Int>, progress: (Counts) -> Void = { _ in }) throws -> Counts {
        var counts = Counts()
        counts.skippedForms = generator.skippedForms.count
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: work)
        try fileManager.createDirectory(at: work.appendingPathComponent("failures"), withIntermediateDirectories: true)
        var start = range.lowerBound
        while start < range.upperBound {
            let batch = start..<min(start + batchSize, range.upperBound)
            try runBatch(batch, counts: &counts)
            progress(counts)
            start = batch.upperBound
        }
        return counts
    }

    private func runBatch(_ batch: Range<Int>, counts: inout Counts) throws {
        let folder = work.appendingPathComponent("batch-\(batch.lowerBound)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("xml"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("swift"), withIntermediateDirectories: true)
        var programs: [String: GeneratedScreenProgram] = [:]
        for index in batch {
            let program = generator.program(index: index, seed: seed)
            programs[program.name] = program
            try program.xml.write(to: xmlPath(program.name, in: folder), atomically: true, encoding: .utf8)
            try program.swift.write(to: folder.appendingPathComponent("swift/\(program.name)Logic.swift"), atomically: true, encoding: .utf8)
        }
        counts.generated += programs.count

        // The fast pass, on the whole batch: an error names the file of its program.
        var accepted = Set(programs.keys)
        let check = runTrellis(["check", "--fast"] + programs.keys.sorted().map { xmlPath($0, in: folder).path })
        if check.status != 0 {
            for name in programs.keys.sorted() where mentionsError(check.output, file: "\(name).xml") {
                accepted.remove(name)
                counts.fastPassRejections.append(name)
                try keepFailure(programs[name]!, report: check.output.reportLines(mentioning: "\(name).xml"), kind: "fast-pass")
            }
            if accepted.count == programs.count {
                // An error no file explains: check one at a time.
                for name in programs.keys.sorted() where runTrellis(["check", "--fast", xmlPath(name, in: folder).path]).status != 0 {
                    accepted.remove(name)
                    counts.fastPassRejections.append(name)
                    try keepFailure(programs[name]!, report: runTrellis(["check", "--fast", xmlPath(name, in: folder).path]).output, kind: "fast-pass")
                }
            }
        }
        try compile(accepted.sorted(), programs: programs, folder: folder, counts: &counts)
    }

    /// Builds and compiles `names` as one module; when that fails, blames programs by the files
    /// swiftc names, then splits what it could not blame.
    private func compile(_ names: [String], programs: [String: GeneratedScreenProgram], folder: URL, counts: inout Counts) throws {
        guard !names.isEmpty else { return }
        let output = folder.appendingPathComponent("out-\(names[0])-\(names.count)")
        try? FileManager.default.removeItem(at: output)
        let build = runTrellis(["build"] + names.map { xmlPath($0, in: folder).path } + ["--output", output.path])
        if build.status != 0 {
            if names.count == 1 {
                counts.buildFailures.append(names[0])
                try keepFailure(programs[names[0]]!, report: build.output, kind: "build")
                return
            }
            let half = names.count / 2
            try compile(Array(names[..<half]), programs: programs, folder: folder, counts: &counts)
            try compile(Array(names[half...]), programs: programs, folder: folder, counts: &counts)
            return
        }
        let generated = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".swift") }.sorted()
            .map { output.appendingPathComponent($0).path }
        let handwritten = names.map { folder.appendingPathComponent("swift/\($0)Logic.swift").path }
        counts.swiftcInvocations += 1
        // As far as SIL, as the Swift pass does: the mandatory passes warn too.
        let result = try runProcess(swiftc, [
            "-emit-sil", "-o", "/dev/null", "-wmo", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
            "-module-name", "Generated", "-I", modules.path,
        ] + generated + handwritten)
        try? FileManager.default.removeItem(at: output)
        guard result.status != 0 else { return }
        if names.count == 1 {
            counts.swiftcFailures.append(names[0])
            try keepFailure(programs[names[0]]!, report: result.output, kind: "swiftc")
            return
        }
        let blamed = names.filter { mentionsError(result.output, file: "\($0).xml") || mentionsError(result.output, file: "\($0).swift") || mentionsError(result.output, file: "\($0)Logic.swift") }
        if !blamed.isEmpty, blamed.count < names.count {
            for name in blamed {
                counts.swiftcFailures.append(name)
                try keepFailure(programs[name]!, report: result.output.reportLines(mentioning: name), kind: "swiftc")
            }
            try compile(names.filter { !blamed.contains($0) }, programs: programs, folder: folder, counts: &counts)
            return
        }
        let half = names.count / 2
        try compile(Array(names[..<half]), programs: programs, folder: folder, counts: &counts)
        try compile(Array(names[half...]), programs: programs, folder: folder, counts: &counts)
    }

    private func xmlPath(_ name: String, in folder: URL) -> URL { folder.appendingPathComponent("xml/\(name).xml") }

    private func mentionsError(_ output: String, file: String) -> Bool {
        output.split(separator: "\n").contains { line in
            line.contains("/\(file):") && (line.contains("error:") || line.contains("warning:"))
        }
    }

    private func keepFailure(_ program: GeneratedScreenProgram, report: String, kind: String) throws {
        let failures = work.appendingPathComponent("failures")
        try program.xml.write(to: failures.appendingPathComponent("\(program.name).xml"), atomically: true, encoding: .utf8)
        try program.swift.write(to: failures.appendingPathComponent("\(program.name)Logic.swift"), atomically: true, encoding: .utf8)
        try report.write(to: failures.appendingPathComponent("\(program.name).\(kind).txt"), atomically: true, encoding: .utf8)
    }

    private func runProcess(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension String {
    /// The lines that mention `file`, with the lines that follow each (source excerpt, notes).
    func reportLines(mentioning file: String) -> String {
        var kept: [Substring] = []
        var keeping = false
        for line in split(separator: "\n", omittingEmptySubsequences: false) {
            if line.contains(": error:") || line.contains(": warning:") || line.contains(": note:") { keeping = line.contains(file) }
            if keeping { kept.append(line) }
        }
        return kept.joined(separator: "\n") + "\n"
    }
}

import Foundation
import TrellisBenchSupport

/// `--instructions`: the instructions that one debug frontend job executes, counted by valgrind,
/// for each form. The job compiles the first 25 screens and parses all the other files, as a
/// batch-mode job of the driver does. Unlike time, the count repeats to within 0.1 %, so it
/// shows changes of 1 % that the machine's noise hides.
func runInstructionCounts(_ options: BenchOptions) throws {
    guard ProcessRunner.isInstalled("valgrind") else {
        FileHandle.standardError.write(Data("--instructions needs valgrind (apt-get install valgrind)\n".utf8))
        exit(2)
    }
    guard let swiftc = ProcessRunner.firstLine(of: ["sh", "-c", "command -v swiftc"]) else {
        FileHandle.standardError.write(Data("swiftc is not on PATH\n".utf8))
        exit(2)
    }
    let frontend = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("swift-frontend").path
    let triple = try targetTriple()

    var rows: [(screens: Int, form: SourceForm, perScreen: Double)] = []
    for screens in options.screenCounts {
        let root = options.workDirectory.appendingPathComponent("instructions-\(screens)")
        let corpus = try BenchCorpus.prepare(screens: screens, at: root).corpus

        let primaryCount = min(25, screens)
        for form in SourceForm.allCases {
            let sources = form == .handWritten ? corpus.handWrittenDirectory : corpus.generatedDirectory
            let objects = root.appendingPathComponent("objects-\(form.rawValue)")
            try? FileManager.default.removeItem(at: objects)
            try FileManager.default.createDirectory(at: objects, withIntermediateDirectories: true)
            let primaries = (0..<primaryCount).map { sources.appendingPathComponent("Screen\($0).swift").path }
            let others = try FileManager.default.contentsOfDirectory(atPath: sources.path)
                .filter { $0.hasSuffix(".swift") }.sorted()
                .map { sources.appendingPathComponent($0).path }
                .filter { !primaries.contains($0) }
            var arguments = ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null", frontend, "-frontend", "-c"]
            arguments += primaries.flatMap { ["-primary-file", $0] } + others
            arguments += ["-target", triple, "-I", options.modulesDirectory.path, "-g", "-debug-info-format=dwarf", "-dwarf-version=4",
                          "-swift-version", "6", "-Onone", "-module-name", SwiftcBuild.moduleName, "-parse-as-library"]
            arguments += (0..<primaryCount).flatMap { ["-o", objects.appendingPathComponent("Screen\($0).o").path] }
            print("[\(screens) screens] counting the instructions of one frontend job, \(form.rawValue)...")
            let log = root.appendingPathComponent("valgrind-\(form.rawValue).log")
            let cost = ProcessRunner.measure(arguments, standardOutput: log.path, mergeStandardError: true)
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            guard cost.exitStatus == 0, let instructions = ProcessRunner.instructionReferences(inValgrindOutput: text) else {
                FileHandle.standardError.write(Data("the frontend job failed under valgrind (\(form.rawValue)):\n\(text.suffix(4000))\n".utf8))
                exit(1)
            }
            rows.append((screens, form, instructions / Double(primaryCount)))
        }
    }

    print("")
    print(machineSummary())
    print("")
    print("Instructions one debug frontend job executes (`valgrind --tool=cachegrind --cache-sim=no`), compiling 25 screens and parsing the rest, per screen:")
    print("")
    print("| Screens | Hand-written | Generated | Hand-written ÷ generated |")
    print("|--:|--:|--:|--:|")
    for screens in options.screenCounts {
        guard let hand = rows.first(where: { $0.screens == screens && $0.form == .handWritten }),
              let generated = rows.first(where: { $0.screens == screens && $0.form == .generated }) else { continue }
        print("| \(screens) | \(format(hand.perScreen / 1e6)) M | \(format(generated.perScreen / 1e6)) M | \(format(hand.perScreen / generated.perScreen, 2))× |")
    }
}

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

import Foundation
import TrellisBenchSupport
import TrellisDriver

// trellis-compile-bench: how long swiftc takes to compile the code Trellis generates, against
// the same screens written by hand in SwiftUI style (issue 8). Screens are generated, the XML
// is compiled by the in-process driver, and each form is built by swiftc as a module, from
// clean and after editing one screen, in debug and release.
// Run with `swift run trellis-compile-bench [--screens 200,1000] [--profile]`.

struct BenchOptions {
    var screenCounts = [200, 1000]
    var configurations: [SwiftcBuild.Configuration] = [.debug, .release]
    var workDirectory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-compile-bench")
    /// Where `Trellis.swiftmodule` is: by default beside this executable, built with it.
    var modulesDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent("Modules")
    var profiles = false
    /// `--ablation`: instead of the table, what each construct of the generated form costs.
    var ablation = false
    /// `--instructions`: instead of the table, valgrind's instruction counts of swiftc's jobs.
    var instructions = false
    /// `--witnesses`: instead of the table, what the interface witnesses of external models cost.
    var witnesses = false
    /// Rounds of clean builds; each form's least CPU time counts.
    var repeats = 3
    /// `--corpus simple`: everyday screens instead of the rich corpus.
    var corpus = BenchCorpus.Kind.rich

    init(_ arguments: [String]) {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--screens":
                screenCounts = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
            case "--configurations":
                configurations = (iterator.next() ?? "").split(separator: ",").compactMap { SwiftcBuild.Configuration(rawValue: String($0)) }
            case "--work":
                workDirectory = URL(fileURLWithPath: iterator.next() ?? workDirectory.path)
            case "--modules":
                modulesDirectory = URL(fileURLWithPath: iterator.next() ?? modulesDirectory.path)
            case "--profile":
                profiles = true
            case "--ablation":
                ablation = true
            case "--instructions":
                instructions = true
            case "--witnesses":
                witnesses = true
            case "--corpus":
                guard let kind = BenchCorpus.Kind(rawValue: iterator.next() ?? "") else {
                    FileHandle.standardError.write(Data("'--corpus' is 'rich' or 'simple'\n".utf8))
                    exit(2)
                }
                corpus = kind
            case "--repeat":
                repeats = max(1, Int(iterator.next() ?? "") ?? repeats)
            case "-h", "--help":
                print("""
                USAGE: trellis-compile-bench [--screens 200,1000] [--configurations debug,release]
                                             [--work DIR] [--modules DIR] [--profile] [--repeat 3]
                                             [--corpus rich|simple]
                       trellis-compile-bench --ablation [--screens 200] [--repeat 3]
                       trellis-compile-bench --instructions [--screens 200,1000]
                       trellis-compile-bench --witnesses [--screens 200] [--repeat 3]
                  --corpus        rich (default): every view and modifier of the prelude in rotation;
                                  simple: a model, a row and a list screen per file (also with
                                  --instructions)
                  --profile       also time swiftc's phases (-stats-output-dir) in the debug clean builds
                  --repeat N      rounds of clean builds, taking turns, and of builds after editing
                                  one more screen; each form's least CPU time counts
                  --ablation      debug clean builds of the generated screens with one construct taken
                                  out at a time (not behaviour-preserving: a bound on what any spelling
                                  of it could save); each build runs --repeat times, the least CPU counts
                  --instructions  instructions (valgrind) of the debug job that compiles 25 screens and
                                  parses the rest, split per screen into the job's start, the first
                                  screen's setup, each screen's own code and the other files, and of
                                  the module job; repeatable to 0.1 %
                  --witnesses     debug clean builds of the generated screens with each screen's model
                                  and enum written by hand in Swift and declared external, with and
                                  without the interface witnesses that check them
                """)
                exit(0)
            default:
                FileHandle.standardError.write(Data("unknown argument '\(argument)'; see --help\n".utf8))
                exit(2)
            }
        }
    }
}

enum SourceForm: String, CaseIterable {
    case handWritten = "hand-written"
    case generated
}

/// One swiftc build of one form.
struct Measurement {
    var screens: Int
    var configuration: SwiftcBuild.Configuration
    var isIncremental: Bool
    var form: SourceForm
    var cost: ProcessCost
    var warnings: Int
    var profile: PhaseProfile?

    var wallPerScreen: Double { cost.wallSeconds / Double(screens) }
    var cpuPerScreen: Double { cost.cpuSeconds / Double(screens) }
    var peakMegabytes: Double { Double(cost.peakResidentBytes) / 1_048_576 }
}

let options = BenchOptions(Array(CommandLine.arguments.dropFirst()))
guard FileManager.default.fileExists(atPath: options.modulesDirectory.appendingPathComponent("Trellis.swiftmodule").path) else {
    FileHandle.standardError.write(Data("no Trellis.swiftmodule in \(options.modulesDirectory.path); pass --modules\n".utf8))
    exit(2)
}

/// Screen `index` of both forms gets the same small edit to its body, so that swiftc has one
/// changed file to recompile (the driver leaves unchanged generated files untouched).
func editScreen(_ index: Int, of corpus: BenchCorpus) throws {
    for file in [corpus.xmlDirectory.appendingPathComponent("Screen\(index).xml"), corpus.handWrittenDirectory.appendingPathComponent("Screen\(index).swift")] {
        let text = try String(contentsOf: file, encoding: .utf8)
        try text.replacingOccurrences(of: "Count ", with: "Total ").write(to: file, atomically: true, encoding: .utf8)
    }
}

func measure(_ build: SwiftcBuild, screens: Int, form: SourceForm, isIncremental: Bool, profileDirectory: URL?) throws -> Measurement {
    let (cost, log) = try build.run(statsDirectory: profileDirectory)
    guard cost.exitStatus == 0 else {
        FileHandle.standardError.write(Data("swiftc failed (\(form.rawValue), \(build.configuration.rawValue)):\n\(log.prefix(4000))\n".utf8))
        exit(1)
    }
    let warnings = log.components(separatedBy: "\n").filter { $0.contains("warning:") }.count
    let profile = profileDirectory.map { PhaseProfile(statsDirectory: $0) }
    return Measurement(screens: screens, configuration: build.configuration, isIncremental: isIncremental, form: form, cost: cost, warnings: warnings, profile: profile)
}

if options.ablation {
    try runAblation(options)
    exit(0)
}
if options.instructions {
    try runInstructionCounts(options)
    exit(0)
}
if options.witnesses {
    try runWitnessCost(options)
    exit(0)
}

var measurements: [Measurement] = []
var trellisSeconds: [Int: Double] = [:]

for screens in options.screenCounts {
    let root = options.workDirectory.appendingPathComponent("\(screens)")
    let (corpus, seconds) = try BenchCorpus.prepare(screens: screens, at: root, kind: options.corpus)
    trellisSeconds[screens] = seconds

    for configuration in options.configurations {
        var builds: [SourceForm: SwiftcBuild] = [:]
        for form in SourceForm.allCases {
            let sources = form == .handWritten ? corpus.handWrittenDirectory : corpus.generatedDirectory
            builds[form] = SwiftcBuild(
                sourceDirectory: sources,
                buildDirectory: root.appendingPathComponent("build-\(configuration.rawValue)-\(form.rawValue)"),
                modulesDirectory: options.modulesDirectory,
                configuration: configuration
            )
        }
        // Clean builds take turns, `repeats` rounds, and each form keeps its least CPU time: the
        // run least disturbed by the rest of the machine. Only the first round is profiled:
        // `-stats-output-dir` costs time of its own, more for the hand-written form, and the
        // builds after an edit below must run with the flags of the build they follow (other
        // flags make the driver rebuild everything), so the last round is not profiled.
        var best: [SourceForm: Measurement] = [:]
        for round in 1...options.repeats {
            for form in SourceForm.allCases {
                let build = builds[form]!
                try build.clean()
                let profileDirectory = options.profiles && configuration == .debug && round == 1
                    ? root.appendingPathComponent("stats-\(form.rawValue)") : nil
                print("[\(screens) screens] \(configuration.rawValue) clean build, \(form.rawValue), round \(round) of \(options.repeats)...")
                let measurement = try measure(build, screens: screens, form: form, isIncremental: false, profileDirectory: profileDirectory)
                guard var kept = best[form] else {
                    best[form] = measurement
                    continue
                }
                // The least CPU time, with the first round's profile and every round's warnings.
                if measurement.cost.cpuSeconds < kept.cost.cpuSeconds { kept.cost = measurement.cost }
                if measurement.profile != nil { kept.profile = measurement.profile }
                kept.warnings = max(kept.warnings, measurement.warnings)
                best[form] = kept
            }
        }
        measurements += SourceForm.allCases.compactMap { best[$0] }
        // Whole-module optimization recompiles everything, so only debug has an incremental build.
        guard configuration == .debug else { continue }
        // Each round edits another screen and rebuilds both forms; each keeps its least CPU time,
        // as clean builds do: one build after an edit lasts a few seconds, and varies by ±10 %.
        var bestIncremental: [SourceForm: Measurement] = [:]
        for round in 1...options.repeats {
            try editScreen(screens / 2 + round - 1, of: corpus)
            _ = corpus.regenerate()
            for form in SourceForm.allCases {
                print("[\(screens) screens] debug build after editing one screen, \(form.rawValue), round \(round) of \(options.repeats)...")
                // The flags of the last clean round, which was not profiled.
                var measurement = try measure(builds[form]!, screens: screens, form: form, isIncremental: true, profileDirectory: options.repeats == 1 && options.profiles ? root.appendingPathComponent("stats-\(form.rawValue)") : nil)
                measurement.profile = nil
                if let kept = bestIncremental[form], kept.cost.cpuSeconds <= measurement.cost.cpuSeconds {
                    bestIncremental[form]!.warnings = max(kept.warnings, measurement.warnings)
                } else {
                    measurement.warnings = max(measurement.warnings, bestIncremental[form]?.warnings ?? 0)
                    bestIncremental[form] = measurement
                }
            }
        }
        measurements += SourceForm.allCases.compactMap { bestIncremental[$0] }
    }
}

// MARK: Report

print("")
print(machineSummary())
print("")
print("| Screens | Build | Hand-written: wall (per screen) | CPU per screen | Peak RSS | Generated: wall (per screen) | CPU per screen | Peak RSS | Speed-up wall / CPU |")
print("|--:|---|--:|--:|--:|--:|--:|--:|--:|")
for screens in options.screenCounts {
    for configuration in options.configurations {
        for isIncremental in configuration == .debug ? [false, true] : [false] {
            let pair = measurements.filter { $0.screens == screens && $0.configuration == configuration && $0.isIncremental == isIncremental }
            guard let hand = pair.first(where: { $0.form == .handWritten }), let generated = pair.first(where: { $0.form == .generated }) else { continue }
            let label: String
            switch (configuration, isIncremental) {
            case (.debug, false): label = "debug `-Onone -g`, batch mode, `-j2`, clean"
            case (.debug, true): label = "debug, incremental, one screen edited"
            case (.release, _): label = "release `-O -wmo`, clean"
            }
            func cells(_ measurement: Measurement) -> String {
                if isIncremental {
                    return "\(format(measurement.cost.wallSeconds, 2)) s | \(format(measurement.cost.cpuSeconds, 2)) s CPU | \(format(measurement.peakMegabytes, 0)) MB"
                }
                return "\(format(measurement.cost.wallSeconds)) s (\(format(measurement.wallPerScreen * 1000)) ms) | \(format(measurement.cpuPerScreen * 1000)) ms | \(format(measurement.peakMegabytes, 0)) MB"
            }
            let speedUp = "\(format(hand.cost.wallSeconds / generated.cost.wallSeconds, 2))× / \(format(hand.cost.cpuSeconds / generated.cost.cpuSeconds, 2))×"
            print("| \(screens) | \(label) | \(cells(hand)) | \(cells(generated)) | \(speedUp) |")
        }
    }
}
print("")
for screens in options.screenCounts {
    let seconds = trellisSeconds[screens] ?? 0
    print("`trellis build` of the \(screens) XML screens (in process): \(format(seconds, 2)) s (\(format(seconds * 1000 / Double(screens), 2)) ms per screen).")
}
let warnings = measurements.reduce(0) { $0 + $1.warnings }
print("swiftc warnings across all builds: \(warnings).")

let profiled = measurements.filter { $0.profile != nil }
if !profiled.isEmpty {
    print("")
    print("Where the frontend's CPU time went in the debug clean builds (`-stats-output-dir`, summed over jobs, ms per screen):")
    print("")
    print("| Screens | Form | " + PhaseProfile.phases.map(\.1).joined(separator: " | ") + " | LLVM and other | Frontend total | SIL functions per screen |")
    print("|--:|---|" + String(repeating: "--:|", count: PhaseProfile.phases.count + 3))
    for measurement in profiled {
        let profile = measurement.profile!
        let perScreen = { (seconds: Double) in format(seconds * 1000 / Double(measurement.screens)) }
        let phases = profile.rows.map { perScreen($0.seconds) }.joined(separator: " | ")
        print("| \(measurement.screens) | \(measurement.form.rawValue) | \(phases) | \(perScreen(profile.frontendSeconds)) | \(format(profile.silFunctions / Double(measurement.screens), 0)) |")
    }
}

import Foundation
import TrellisBenchSupport

/// `--ablation`: the generated screens are built again with one construct taken out at a time
/// (`CompileCostAblation`), beside the hand-written and generated forms, all as debug clean
/// builds. Each build runs `repeats` times, in turns, and the least CPU time counts: the figure
/// least disturbed by the rest of the machine.
func runAblation(_ options: BenchOptions) throws {
    struct Row {
        var screens: Int
        var name: String
        var cpuPerScreen: Double
    }
    var rows: [Row] = []
    for screens in options.screenCounts {
        let root = options.workDirectory.appendingPathComponent("ablation-\(screens)")
        let corpus = try BenchCorpus.prepare(screens: screens, at: root).corpus

        var variants: [(name: String, directory: URL)] = [
            ("hand-written", corpus.handWrittenDirectory),
            ("generated, as emitted", corpus.generatedDirectory),
        ]
        for ablation in CompileCostAblation.allCases {
            let directory = root.appendingPathComponent("generated-\(ablation.slug)")
            try writeAblated(ablation, from: corpus.generatedDirectory, to: directory)
            variants.append(("generated without \(ablation.rawValue)", directory))
        }
        // Runs go round the variants, so a slow spell of the machine touches them all alike.
        var least = [Double](repeating: .infinity, count: variants.count)
        for run in 1...options.repeats {
            for (position, variant) in variants.enumerated() {
                let build = SwiftcBuild(
                    sourceDirectory: variant.directory,
                    buildDirectory: root.appendingPathComponent("build-\(variant.directory.lastPathComponent)"),
                    modulesDirectory: options.modulesDirectory,
                    configuration: .debug
                )
                print("[\(screens) screens] run \(run) of \(options.repeats): \(variant.name)...")
                try build.clean()
                let (cost, log) = try build.run()
                guard cost.exitStatus == 0 else {
                    FileHandle.standardError.write(Data("swiftc failed on \(variant.name):\n\(log.prefix(4000))\n".utf8))
                    exit(1)
                }
                least[position] = min(least[position], cost.cpuSeconds)
            }
        }
        for (position, variant) in variants.enumerated() {
            rows.append(Row(screens: screens, name: variant.name, cpuPerScreen: least[position] / Double(screens)))
        }
    }

    print("")
    print(machineSummary())
    print("")
    print("Debug clean builds (`-Onone -g`, batch mode, `-j2`), least CPU of \(options.repeats) runs. A variant without a construct does not behave like the screen; what it saves bounds what any other spelling of that construct could save.")
    print("")
    print("| Screens | Source | CPU per screen | Less than as emitted | Hand-written ÷ this |")
    print("|--:|---|--:|--:|--:|")
    for screens in options.screenCounts {
        let group = rows.filter { $0.screens == screens }
        guard let hand = group.first, let emitted = group.dropFirst().first else { continue }
        for row in group {
            // A difference that rounds to zero prints as 0.0, not -0.0.
            let difference = ((emitted.cpuPerScreen - row.cpuPerScreen) * 1000 * 10).rounded() / 10
            let saved = row.name == hand.name ? "" : format(difference == 0 ? 0 : difference) + " ms"
            print("| \(screens) | \(row.name) | \(format(row.cpuPerScreen * 1000)) ms | \(saved) | \(format(hand.cpuPerScreen / row.cpuPerScreen, 2))× |")
        }
    }
}

/// Copies the generated directory with `ablation` applied to every screen file; the shared
/// session model stays as it is. A screen the transform does not change stops the run, since
/// its figure would silently be the unchanged form's.
private func writeAblated(_ ablation: CompileCostAblation, from source: URL, to destination: URL) throws {
    let fileManager = FileManager.default
    try? fileManager.removeItem(at: destination)
    try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
    for name in try fileManager.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".swift") {
        let text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
        var output = text
        if name.hasPrefix("Screen") {
            guard let ablated = ablation.apply(to: text) else {
                FileHandle.standardError.write(Data("the generated form of \(name) has no \(ablation.rawValue) to take out; update CompileCostAblation\n".utf8))
                exit(1)
            }
            output = ablated
        }
        try output.write(to: destination.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
}

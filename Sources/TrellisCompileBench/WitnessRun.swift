import Foundation
import TrellisBenchSupport

/// `--witnesses`: what the interface witnesses cost swiftc. Each screen's model and enum are
/// declared `external="true"` in the XML and written by hand in Swift, as an app's models are;
/// the generated form is built with those Swift files twice, as generated (a witness per model
/// and per enum) and with the witnesses cut out of the generated files. Clean debug builds, the
/// least CPU time of `--repeat` rounds each.
func runWitnessCost(_ options: BenchOptions) throws {
    print(machineSummary())
    print("")
    print("| Screens | Build | CPU per screen | Witnesses' cost per screen |")
    print("|--:|---|--:|--:|")
    for screens in options.screenCounts {
        let root = options.workDirectory.appendingPathComponent("witnesses-\(screens)")
        let corpus = BenchCorpus(root: root)
        try ScreenCorpus.write(screens: screens, xmlDirectory: corpus.xmlDirectory, handWrittenDirectory: corpus.handWrittenDirectory)
        let models = root.appendingPathComponent("models")
        try? FileManager.default.removeItem(at: models)
        try FileManager.default.createDirectory(at: models, withIntermediateDirectories: true)
        var external = 0
        for index in 0..<screens {
            let file = corpus.xmlDirectory.appendingPathComponent("Screen\(index).xml")
            let xml = try String(contentsOf: file, encoding: .utf8)
            guard let declared = externalModelXML(xml, index: index) else { continue }
            try declared.write(to: file, atomically: true, encoding: .utf8)
            try modelSwift(index).write(to: models.appendingPathComponent("Model\(index).swift"), atomically: true, encoding: .utf8)
            external += 1
        }
        try? FileManager.default.removeItem(at: corpus.generatedDirectory)
        _ = corpus.regenerate()

        var variants: [(name: String, directory: URL)] = []
        for withWitnesses in [true, false] {
            let directory = root.appendingPathComponent(withWitnesses ? "with-witnesses" : "without-witnesses")
            try? FileManager.default.removeItem(at: directory)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for source in [corpus.generatedDirectory, models] {
                for name in try FileManager.default.contentsOfDirectory(atPath: source.path) where name.hasSuffix(".swift") {
                    var text = try String(contentsOf: source.appendingPathComponent(name), encoding: .utf8)
                    if !withWitnesses, source == corpus.generatedDirectory { text = withoutWitnesses(text) }
                    try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
                }
            }
            variants.append((withWitnesses ? "generated with witnesses" : "generated, witnesses cut out", directory))
        }
        var best: [String: Double] = [:]
        for round in 1...options.repeats {
            for variant in variants {
                let build = SwiftcBuild(
                    sourceDirectory: variant.directory,
                    buildDirectory: root.appendingPathComponent("build-\(variant.directory.lastPathComponent)"),
                    modulesDirectory: options.modulesDirectory,
                    configuration: .debug
                )
                try build.clean()
                print("[\(screens) screens, \(external) with external models] \(variant.name), round \(round) of \(options.repeats)...")
                let (cost, log) = try build.run()
                guard cost.exitStatus == 0 else {
                    FileHandle.standardError.write(Data("swiftc failed (\(variant.name)):\n\(log.prefix(4000))\n".utf8))
                    exit(1)
                }
                let warnings = log.components(separatedBy: "\n").filter { $0.contains("warning:") }.count
                guard warnings == 0 else {
                    FileHandle.standardError.write(Data("\(warnings) warnings (\(variant.name)):\n\(log.prefix(4000))\n".utf8))
                    exit(1)
                }
                best[variant.name] = min(best[variant.name] ?? .infinity, cost.cpuSeconds)
            }
        }
        let with = best[variants[0].name]! / Double(screens)
        let without = best[variants[1].name]! / Double(screens)
        print("| \(screens) | \(variants[0].name) | \(milliseconds(with)) | \(milliseconds(with - without)) (\(String(format: "%.1f", (with - without) / without * 100)) %) |")
        print("| \(screens) | \(variants[1].name) | \(milliseconds(without)) | |")
    }
}

private func milliseconds(_ seconds: Double) -> String {
    String(format: "%.1f ms", seconds * 1000)
}

/// The screen's XML with its model and enum declared by their interfaces only; `nil` for a
/// screen of another shape.
private func externalModelXML(_ xml: String, index: Int) -> String? {
    let generatedModel = """
          <model name="Model\(index)">
            <published name="title" type="String" initial="&quot;Screen \(index)&quot;"/>
            <published name="isOn" type="Bool" initial="false"/>
          </model>
        """
    let generatedEnum = "<enum name=\"Phase\(index)\">"
    guard xml.contains(generatedModel), xml.contains(generatedEnum) else { return nil }
    return xml
        .replacingOccurrences(of: generatedModel, with: """
              <model name="Model\(index)" external="true">
                <published name="title" type="String"/>
                <published name="isOn" type="Bool"/>
              </model>
            """)
        .replacingOccurrences(of: generatedEnum, with: "<enum name=\"Phase\(index)\" external=\"true\">")
}

/// The hand-written Swift behind `externalModelXML`.
private func modelSwift(_ index: Int) -> String {
    """
    import Trellis

    enum Phase\(index) {
        case idle
        case loaded(Int)
    }

    final class Model\(index): ObservableObject {
        @Published var title: String = "Screen \(index)"
        @Published var isOn: Bool = false
    }

    """
}

/// `text` without its witnesses: each is a directive, `@MainActor private func interfaceOf…`
/// and the lines up to its closing brace at the start of a line.
private func withoutWitnesses(_ text: String) -> String {
    var kept: [Substring] = []
    var skipping = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("@MainActor private func interfaceOf") {
            // The directive above maps only the witness.
            if kept.last?.hasPrefix("#sourceLocation(file:") == true { kept.removeLast() }
            skipping = true
        }
        if skipping {
            if line.hasPrefix("}") { skipping = false }
            continue
        }
        kept.append(line)
    }
    return kept.joined(separator: "\n")
}

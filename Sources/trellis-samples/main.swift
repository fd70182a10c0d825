import Foundation
import TrellisDriver
import TrellisPreview
import Trellis
import TrellisSamples

// `swift run trellis-samples` plays every article scenario headlessly and prints each
// screen and lifecycle log; `swift run trellis-samples NAME` plays one; `--list` lists them.
// `--preview NAME [--step K]` shows a scenario's screen after step K (the mount is step 1;
// the last step by default) as the preview page, written to standard output or `--output`,
// or served live with `--serve [--port P]`, where the page's clicks and typing go on from there.

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = "usage: trellis-samples [--list | SCENARIO | --preview SCENARIO [--step K] [--output FILE | --serve [--port P]]]"

@MainActor
func play(_ scenario: Scenario) async -> Bool {
    print("━━ \(scenario.name): \(scenario.title)")
    print(scenario.expectation)
    print("")
    do {
        print(Scenario.format(try await scenario.runAwaitingTasks()), terminator: "")
        print("")
        return true
    } catch {
        print("error: \(error)")
        return false
    }
}

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    exit(status)
}

/// `--preview`'s options, each `--name value` or a flag.
struct PreviewOptions {
    var scenario: Scenario
    var step: Int?
    var output: String?
    var serve = false
    var port = 8034
    /// Internal: answer the live preview's requests on standard input (the served program).
    var session = false

    init(_ arguments: ArraySlice<String>) {
        var rest = arguments
        guard let name = rest.popFirst(), !name.hasPrefix("-") else { fail("'--preview' needs a scenario's name; run with --list to see them") }
        guard let scenario = Scenario.named(name) else { fail("no scenario named '\(name)'; run with --list to see them") }
        self.scenario = scenario
        func number(_ option: String) -> Int {
            guard let text = rest.popFirst(), let value = Int(text), value >= 0 else { fail("'\(option)' needs a number") }
            return value
        }
        while let option = rest.popFirst() {
            switch option {
            case "--step":
                step = number(option)
                if step == 0 { fail("steps count from 1 (the mount)") }
            case "--port": port = number(option)
            case "--output", "-o":
                guard let file = rest.popFirst() else { fail("'--output' needs a file") }
                output = file
            case "--serve": serve = true
            case "--session": session = true
            default: fail("unknown option '\(option)'\n\(usage)")
            }
        }
        if serve, output != nil { fail("'--serve' serves the page and cannot be combined with '--output'") }
    }

    var title: String {
        "\(scenario.name)" + (step.map { " after step \($0)" } ?? "")
    }
}

@MainActor
func preview(_ options: PreviewOptions) async {
    let played: (host: ViewHost, steps: [ScenarioStep])
    do {
        played = try await options.scenario.host(afterStep: options.step)
    } catch {
        fail("\(error)", status: 1)
    }
    if let step = options.step, played.steps.count < step {
        fail("scenario '\(options.scenario.name)' has \(played.steps.count) steps")
    }
    // Checked before serving, so that a step past the end is refused here, not in the page.
    if options.serve {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
        var served = ["--preview", options.scenario.name, "--session"]
        if let step = options.step { served += ["--step", "\(step)"] }
        exit(LivePreviewServer.serve(executable: executable, arguments: served, named: "scenario '\(options.title)'", port: options.port))
    }
    let title = "\(options.title): \(played.steps.last?.action ?? "")"
    if options.session {
        PreviewSession.run(title: title, arguments: ["--serve"], host: played.host)
        return
    }
    let page = PreviewPage.html(for: played.host, title: title)
    guard let output = options.output else {
        FileHandle.standardOutput.write(Data(page.utf8))
        return
    }
    do {
        try page.write(toFile: output, atomically: true, encoding: .utf8)
    } catch {
        fail("cannot write '\(output)': \(error.localizedDescription)")
    }
}

switch arguments.first {
case "--list":
    for scenario in Scenario.all { print("\(scenario.name)  \(scenario.title)") }
case "-h", "--help":
    print(usage)
case "--preview":
    await preview(PreviewOptions(arguments.dropFirst()))
case nil:
    var failed = false
    for scenario in Scenario.all where !(await play(scenario)) { failed = true }
    if failed { exit(1) }
case let name?:
    guard let scenario = Scenario.named(name) else {
        print("error: no scenario named '\(name)'; run with --list to see them")
        exit(2)
    }
    if !(await play(scenario)) { exit(1) }
}

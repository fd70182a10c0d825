import Foundation
import TrellisSamples

// `swift run trellis-samples` plays every article scenario headlessly and prints each
// screen and lifecycle log; `swift run trellis-samples NAME` plays one; `--list` lists them.

let arguments = Array(CommandLine.arguments.dropFirst())

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

switch arguments.first {
case "--list":
    for scenario in Scenario.all { print("\(scenario.name)  \(scenario.title)") }
case "-h", "--help":
    print("usage: trellis-samples [--list | SCENARIO]")
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

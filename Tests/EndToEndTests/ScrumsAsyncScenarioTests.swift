import Testing
import Trellis
@testable import TrellisSamples

/// The Scrums sample app's stories that let tasks run and keep settings in storage.
@MainActor
@Suite("Scrums app scenarios: tasks and storage")
struct ScrumsAsyncScenarioTests {
    private func steps(_ name: String) async throws -> [ScenarioStep] {
        let scenario = try #require(Scenario.named(name), "no scenario \(name)")
        #expect(scenario.awaitsTasks)
        #expect(throws: ScenarioAwaitsTasks.self) { try scenario.run() }
        return try await scenario.runAwaitingTasks()
    }

    private func screen(_ steps: [ScenarioStep], after action: String) -> String {
        steps.first { $0.action == action }?.screen ?? "no step \(action)"
    }

    @Test func theReportLoadsInTaskIDAndReloadsOnANewScrum() async throws {
        let steps = try await steps("scrums-reports")
        #expect(steps.map(\.action) == [
            "mount ScrumReports",
            "let the tasks run",
            "let the tasks run for 1 s",
            "pick \"App Dev\" in \"Scrum\"",
            "let the tasks run",
            "pick \"Web Dev\" in \"Scrum\"",
            "let the tasks run for 1 s",
            "pick \"Design\" in \"Scrum\"",
            "let the tasks run for 1 s",
            "pull to refresh",
        ])
        #expect(steps[0].screen.contains(#"Text "Loading report 1""#))
        #expect(steps[2].screen.contains(#"Text "Scrum 1: 1 reports loaded, on time""#), "\(steps[2].screen)")
        #expect(steps[4].screen.contains(#"Text "Loading report 2""#))
        #expect(steps[6].log == ["report 2 cancelled"], "picking another scrum cancels the load under way; its catch runs when the tasks run")
        #expect(steps[6].screen.contains(#"Label "The report could not load""#), "\(steps[6].screen)")
        #expect(steps[8].screen.contains(#"Text "Scrum 1: 4 reports loaded, on time""#), "\(steps[8].screen)")
        #expect(!steps[8].screen.contains("could not load"))
        #expect(steps[9].screen.contains(#"Text "Scrum 1: 5 reports loaded, on time""#), "\(steps[9].screen)")
        #expect(steps[9].screen.contains(#"Text "Loads started: 5""#))
    }

    @Test func preferencesFollowTheStoreAndARelaunchRestoresThem() async throws {
        let steps = try await steps("scrums-preferences")
        #expect(screen(steps, after: "toggle \"Chime at the end\"").contains(#"Label "Silent""#))
        #expect(screen(steps, after: "store true under \"playsChime\"").contains(#"Toggle "Chime at the end": on"#))
        #expect(screen(steps, after: "store true under \"playsChime\"").contains(#"Label "Chime on""#))
        #expect(screen(steps, after: "submit \"Note\"").contains(#"TextField "Note": "bring snacks""#))
        let relaunched = screen(steps, after: "relaunch with saved settings")
        #expect(relaunched.contains(#"Stepper "Default length: 25 min": 25"#), "\(relaunched)")
        #expect(relaunched.contains(#"Label "Silent""#))
    }
}

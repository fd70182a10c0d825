import Testing
import Trellis
@testable import TrellisSamples

/// Plays every article scenario on the runtime, with screens generated from `Samples/*.xml`
/// by the build plugin, and asserts the logs and screens the articles describe.
@MainActor
@Suite("Article scenarios")
struct ScenarioTests {
    private func steps(_ name: String) throws -> [ScenarioStep] {
        let scenario = try #require(Scenario.named(name), "no scenario \(name)")
        return try scenario.run()
    }

    private func logs(_ name: String) throws -> [[String]] {
        try steps(name).map(\.log)
    }

    @Test func everyScenarioRunsAndNamesAreUnique() async throws {
        #expect(Scenario.all.count >= 14)
        #expect(Set(Scenario.all.map(\.name)).count == Scenario.all.count)
        for scenario in Scenario.all {
            #expect(try await !scenario.runAwaitingTasks().isEmpty, "\(scenario.name)")
        }
    }

    @Test func scenariosAreDeterministic() async throws {
        for scenario in Scenario.all {
            let first = try await scenario.runAwaitingTasks()
            let second = try await scenario.runAwaitingTasks()
            #expect(first == second, "\(scenario.name)")
        }
    }

    // MARK: Japanese article

    @Test func observedObjectCreatesAModelOnEveryParentUpdate() throws {
        let steps = try steps("japanese-observed-navigation")
        #expect(steps.map(\.log) == [
            ["HogeView.init", "HogeViewModel.init: 0"],
            ["HogeView.init", "HogeViewModel.init: 1"],
            ["HogeView.init", "HogeViewModel.init: 2"],
            [],
        ])
        #expect(steps[2].screen == "NavigationStack\n  Button \"Add Count: 2\"\n  NavigationLink \"Link\"")
        #expect(steps[3].screen == "NavigationStack\n  Text \"Count: 2\"")
    }

    @Test func stateObjectCreatesTheModelOnlyWhenNavigating() throws {
        let steps = try steps("japanese-stateobject-navigation")
        #expect(steps.map(\.log) == [
            ["HogeView.init"],
            ["HogeView.init"],
            ["HogeView.init"],
            ["HogeViewModel.init: 2"],
        ])
        #expect(steps[3].screen == "NavigationStack\n  Text \"Count: 2\"")
    }

    @Test func outsideTheClosureTheModelIsCreatedOnEveryParentUpdate() throws {
        let steps = try steps("japanese-outside-closure-navigation")
        #expect(steps.map(\.log) == [
            ["HogeView.init", "HogeViewModel.init: 0"],
            ["HogeView.init", "HogeViewModel.init: 1"],
            ["HogeView.init", "HogeViewModel.init: 2"],
            [],
        ])
        #expect(steps[3].screen == "NavigationStack\n  Text \"Count: 2\"")
    }

    @Test func inPlaceWithoutIDReusesTheFirstModel() throws {
        let steps = try steps("japanese-stateobject-in-place")
        #expect(steps.map(\.log) == [
            ["HogeView.init", "HogeViewModel.init: 0"],
            ["HogeView.init"],
            ["HogeView.init"],
        ])
        #expect(steps[2].screen == "VStack\n  Button \"Add Count: 2\"\n  Text \"Count: 0\"")
    }

    @Test func inPlaceWithIDCreatesAModelPerCount() throws {
        let steps = try steps("japanese-stateobject-in-place-id")
        #expect(steps.map(\.log) == [
            ["HogeView.init", "HogeViewModel.init: 0"],
            ["HogeView.init", "HogeViewModel.init: 1"],
            ["HogeView.init", "HogeViewModel.init: 2"],
        ])
        #expect(steps[2].screen == "VStack\n  Button \"Add Count: 2\"\n  Text \"Count: 2\"")
    }

    @Test func generatedInPlaceWithIDBehavesLikeTheHandWrittenStateObject() throws {
        let generated = try steps("japanese-generated-in-place-id")
        let handWritten = try steps("japanese-stateobject-in-place-id")
        #expect(generated.map(\.log) == [
            ["HogeViewModel.init: 0"],
            ["HogeViewModel.init: 1"],
            ["HogeViewModel.init: 2"],
        ])
        // Same models at the same moments (generated views do not print "HogeView.init").
        #expect(generated.map(\.log) == handWritten.map { $0.log.filter { $0 != "HogeView.init" } })
        #expect(generated.map(\.screen) == handWritten.map(\.screen))
    }

    // MARK: Portuguese article

    @Test func timerRunsOnTheVirtualClockAndStopsInDeinit() throws {
        let steps = try steps("portuguese-timer")
        #expect(steps.map(\.log) == [
            ["TimerViewModel.init", "TimerViewModel.start"],
            [],
            [],
            ["TimerViewModel.deinit"],
            [],
            ["TimerViewModel.init", "TimerViewModel.start"],
        ])
        #expect(steps.map(\.screen) == [
            "VStack\n  Text \"0s\"\n  Button \"Close timer\"",
            "VStack\n  Text \"1s\"\n  Button \"Close timer\"",
            "VStack\n  Text \"3s\"\n  Button \"Close timer\"",
            "VStack\n  Button \"Open timer\"",
            "VStack\n  Button \"Open timer\"",
            "VStack\n  Text \"0s\"\n  Button \"Close timer\"",
        ])
    }

    @Test func detailLoadsTheCurrentIDOnAppear() throws {
        let steps = try steps("portuguese-detail")
        #expect(steps.map(\.log) == [
            [],
            ["DetailViewModel.init", "DetailViewModel.load(id: 1)"],
            ["DetailViewModel.deinit"],
            ["DetailViewModel.init", "DetailViewModel.load(id: 2)"],
        ])
        #expect(steps[1].screen == "NavigationStack\n  Text \"Item 1\"")
        #expect(steps[3].screen == "NavigationStack\n  Text \"Item 2\"")
    }

    @Test func serviceDependencyCreatesTheModelOnce() throws {
        let steps = try steps("portuguese-dependencies")
        #expect(steps.map(\.log) == [["UserViewModel.init"], [], []])
        #expect(steps[2].screen == "VStack\n  Text \"User: Bruno\"\n  Button \"Refresh\"")
    }

    @Test func stateObjectKeepsTheFirstObjectItIsGiven() throws {
        let steps = try steps("pinned-detail")
        #expect(steps.map(\.screen) == [
            "VStack\n  Text \"Reloads: 0\"\n  Button \"Rename\"\n  Button \"Replace\"\n  Text \"Detail: first\"",
            "VStack\n  Text \"Reloads: 0\"\n  Button \"Rename\"\n  Button \"Replace\"\n  Text \"Detail: renamed\"",
            // The list now holds a new object titled "first"; the detail keeps the one it was given.
            "VStack\n  Text \"Reloads: 1\"\n  Button \"Rename\"\n  Button \"Replace\"\n  Text \"Detail: renamed\"",
        ])
    }

    @Test func environmentObjectsReachTheChild() throws {
        let steps = try steps("portuguese-environment")
        #expect(steps.map(\.screen) == [
            "VStack\n  Text \"Signed in: false\"\n  Text \"Navigation depth: 0\"\n  Button \"Sign in\"\n  Button \"Push\"",
            "VStack\n  Text \"Signed in: true\"\n  Text \"Navigation depth: 0\"\n  Button \"Sign in\"\n  Button \"Push\"",
            "VStack\n  Text \"Signed in: true\"\n  Text \"Navigation depth: 1\"\n  Button \"Sign in\"\n  Button \"Push\"",
        ])
    }

    // MARK: Spanish article

    @Test func profileScreenTogglesTypesAndFollowsTheSession() throws {
        let steps = try steps("spanish-profile")
        func screen(_ greeting: String, _ toggle: String, _ name: String) -> String {
            "VStack\n  Text \"Sesión iniciada como \(greeting)\"\n  Toggle \"Modo edición\": \(toggle)\n  TextField \"Nombre visible\": \"\(name)\""
        }
        #expect(steps.map(\.screen) == [
            screen("Invitado", "off", ""),
            screen("Invitado", "on", ""),
            screen("Invitado", "on", "Ana"),
            screen("Ana", "on", "Ana"),
            screen("Ana", "off", "Ana"),
        ])
        #expect(steps.allSatisfy { $0.log.isEmpty })
    }

    @Test func observableModelInTheEnvironment() throws {
        let steps = try steps("observable-library")
        #expect(steps.map(\.screen) == [
            "VStack\n  TextField \"Filter\": \"\"\n  Text \"Filter: \"\n  List\n    Text \"Swift\"",
            "VStack\n  TextField \"Filter\": \"\"\n  Text \"Filter: \"\n  List\n    Text \"Swift\"\n    Text \"SwiftUI\"",
            "VStack\n  TextField \"Filter\": \"ui\"\n  Text \"Filter: ui\"\n  List\n    Text \"Swift\"\n    Text \"SwiftUI\"",
            "VStack\n  TextField \"Filter\": \"ui\"\n  Text \"Filter: ui\"\n  List\n    Text \"Swift\"\n    Text \"SwiftUI\"",
        ])
        #expect(steps.map(\.log) == [
            ["body evaluations: LibraryScreen 1"],
            ["body evaluations: LibraryScreen 2"],
            ["body evaluations: LibraryScreen 3"],
            ["body evaluations: LibraryScreen 3"],
        ])
    }

    // MARK: swiftui-facts.md

    @Test func bodyCountsForPublishedAndPlainProperties() throws {
        #expect(try logs("facts-render-counts") == [
            ["body evaluations: RenderCountContentView 1, RenderCountChild 2"],
            ["body evaluations: RenderCountContentView 2, RenderCountChild 3"],
        ])
        #expect(try logs("facts-render-counts-unpublished") == [
            [],
            ["body evaluations: RenderCountContentView 1, RenderCountChild 2"],
        ])
    }

    @Test func ifElseSwitchesBranchesAndHidesFinishedRows() throws {
        let steps = try steps("todo-rows")
        let allRows = "VStack\n  Toggle \"Show finished items\": on\n  Text \"Showing all items\"\n  List\n    HStack\n      Text \"Buy milk\"\n      Spacer\n      Text \"Done\"\n    HStack\n      Text \"Call Ana\"\n      Spacer"
        #expect(steps.map(\.screen) == [
            allRows,
            "VStack\n  Toggle \"Show finished items\": off\n  Text \"Hiding finished items\"\n  List\n    HStack\n      Text \"Call Ana\"\n      Spacer",
            allRows,
        ])
    }
}

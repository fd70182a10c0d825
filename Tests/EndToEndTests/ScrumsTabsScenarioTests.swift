import Testing
import Trellis
@testable import TrellisSamples

/// The Scrums app with tabs at its root (`Samples/Scrums/ScrumsTabs.xml`), played headlessly.
@MainActor
@Suite("Scrums app with tabs")
struct ScrumsTabsScenarioTests {
    @Test func aPathDrivenStackAndTabsThatKeepTheirState() throws {
        let scenario = try #require(Scenario.named("scrums-tabs"))
        let steps = try scenario.run()
        #expect(steps.map(\.action) == [
            "mount ScrumsTabsApp",
            "tap \"Design 4 attendees 10 min\"",
            "back",
            "tap \"Open Design, then App Dev\"",
            "back",
            "select tab \"Settings\"",
            "toggle \"Play chime\"",
            "select tab \"Scrums\"",
            "back",
            "select tab \"Settings\"",
        ])
        guard steps.count == 10 else { return }
        #expect(steps[0].screen.hasPrefix("TabView\n  Tab \"Scrums\" [selected]\n    NavigationStack\n      Navigation title \"Scrums\""))
        #expect(steps[0].screen.hasSuffix("  Tab \"Settings\""))
        #expect(steps[1].screen.contains("Text \"Meeting Info\""))
        #expect(steps[1].screen.contains("Text \"10 minutes\""))
        #expect(steps[2].screen.contains("Button \"Open Design, then App Dev\""))
        // The path replaced: App Dev on top, Design under it.
        #expect(steps[3].screen.contains("Text \"5 minutes\""))
        #expect(steps[4].screen.contains("Text \"10 minutes\""))
        #expect(steps[6].screen.contains("Toggle \"Play chime\": off"))
        // The scrums tab kept its stack while the settings were shown.
        #expect(steps[7].screen.contains("Text \"10 minutes\""))
        #expect(steps[8].screen.contains("Button \"Open Design, then App Dev\""))
        // And the settings tab kept its state.
        #expect(steps[9].screen.contains("Toggle \"Play chime\": off"))
    }
}

import Testing
import Trellis
import TrellisPreview
import TrellisSamples

/// A sample scenario opened by name for a preview, as `trellis-samples --preview NAME --step K`
/// opens it: the screen stays as it was after step K while the rest of the story runs elsewhere.
@MainActor
@Suite struct ScenarioPreviewTests {
    @Test(arguments: Scenario.all.map(\.name))
    func aScenarioOpensByNameAtItsFirstMiddleAndLastStep(_ name: String) async throws {
        let scenario = try #require(Scenario.named(name))
        let story = try await scenario.runAwaitingTasks()
        for step in Set([1, (story.count + 1) / 2, story.count]).sorted() {
            let opened = try await scenario.host(afterStep: step)
            #expect(opened.steps == Array(story.prefix(step)), "the steps up to \(step)")
            #expect(opened.host.render() == story[step - 1].screen, "the screen after step \(step): \(story[step - 1].action)")
        }
        let whole = try await scenario.host()
        #expect(whole.host.render() == story.last?.screen)
    }

    @Test func thePreviewPageShowsTheScreenOfThatStep() async throws {
        let scenario = try #require(Scenario.named("scrums-edit"))
        let atDetail = try await scenario.host(afterStep: 3)
        let detail = PreviewPage.html(for: atDetail.host, title: "scrums-edit")
        #expect(detail.contains("Edit"))
        #expect(!detail.contains("New Attendee"))
        let inEditor = try await scenario.host(afterStep: 4)
        #expect(PreviewPage.html(for: inEditor.host, title: "scrums-edit").contains("New Attendee"))
    }
}

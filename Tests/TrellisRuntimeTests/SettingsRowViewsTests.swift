import Foundation
import Testing
import Trellis

private struct StatsRow: View {
    @State private var refreshes = 0
    var body: some View {
        VStack {
            LabeledContent {
                Text(verbatim: "On My iPhone")
            } label: {
                Text("Account", comment: "Account row label")
            }
            LabeledContent("Feeds", value: "12")
            Text(verbatim: "Refreshes \(refreshes)")
                .minimumScaleFactor(0.8)
                .truncationMode(.middle)
                .monospacedDigit()
            Image(systemName: "star.fill")
                .imageScale(.small)
                .symbolRenderingMode(.hierarchical)
        }
        .foregroundStyle(refreshes > 0 ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary))
        .onReceive(NotificationCenter.default.publisher(for: Notification.Name("StatsRowRefresh"))) { _ in
            refreshes += 1
        }
    }
}

private struct StatsHost: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown { StatsRow() }
        }
    }
}

@MainActor
@Suite("Settings rows: LabeledContent, text layout modifiers, notifications")
struct SettingsRowViewsTests {
    @Test("LabeledContent shows its label on its line, then its content below")
    func labeledContentShowsLabelThenContent() {
        let rendered = ViewHost(StatsRow()).render()
        #expect(rendered.contains("LabeledContent \"Account\"\n    Text \"On My iPhone\""), "\(rendered)")
        #expect(rendered.contains("LabeledContent \"Feeds\"\n    Text \"12\""), "\(rendered)")
    }

    @Test("Text layout and symbol modifiers are recorded as written, innermost first")
    func textLayoutModifiersAreRecorded() throws {
        let host = ViewHost(StatsRow())
        let text = try host.appearance(of: "Refreshes 0")
        #expect(text.modifiers == ["minimumScaleFactor(0.8)", "truncationMode(.middle)", "monospacedDigit()"])
        #expect(text.foregroundStyle?.description == "secondary")
        let image = try host.appearance(of: "star.fill")
        #expect(image.modifiers == ["imageScale(.small)", "symbolRenderingMode(.hierarchical)"])
    }

    @Test("onReceive of a NotificationCenter publisher delivers each notification while the view is on screen")
    func notificationsReachTheViewWhileShown() throws {
        let host = ViewHost(StatsHost())
        let name = Notification.Name("StatsRowRefresh")
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(host.render().contains(#"Text "Refreshes 2""#), "\(host.render())")
        #expect(try host.appearance(of: "Refreshes 2").foregroundStyle?.description == "primary")
        try host.tap("Hide")
        NotificationCenter.default.post(name: name, object: nil)
        #expect(!host.render().contains("Refreshes"))
    }
}

import Foundation
import Testing
import Trellis

private struct Editor: View {
    @Binding var draft: String
    let saved: String
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            Button("Done") { dismiss() }
        }
        .interactiveDismissDisabled(draft != saved)
    }
}

private struct Notes: View {
    @State private var isEditing = false
    @State private var draft = "Plan"
    var body: some View {
        VStack {
            Link("Swift", destination: URL(string: "https://swift.org")!)
            Link(destination: URL(string: "https://example.com/help")!) {
                Label("Help", systemImage: "questionmark.circle")
            }
            Button("Edit") { isEditing = true }
        }
        .sheet(isPresented: $isEditing) {
            Editor(draft: $draft, saved: "Plan")
        }
    }
}

@MainActor
@Suite("Link and interactiveDismissDisabled")
struct LinkAndDismissTests {
    @Test("A Link is a button that opens its URL with the environment's openURL")
    func linkOpensItsURL() throws {
        let host = ViewHost(Notes())
        #expect(host.render().contains(#"Button "Swift""#))
        try host.tap("Swift")
        try host.tap("Help")
        #expect(host.openedURLs == [URL(string: "https://swift.org")!, URL(string: "https://example.com/help")!])
    }

    @Test("interactiveDismissDisabled refuses the swipe while true; dismiss() still closes the sheet")
    func interactiveDismissDisabledRefusesTheSwipe() throws {
        let host = ViewHost(Notes())
        try host.tap("Edit")
        try host.dismissPresentation()
        #expect(host.presentations == [], "an unchanged draft can be swiped away")
        try host.tap("Edit")
        try host.type(" more", into: "Draft")
        #expect(throws: ViewHostError.self) { try host.dismissPresentation() }
        #expect(host.presentations == ["Sheet"])
        try host.tap("Done")
        #expect(host.presentations == [])
    }
}

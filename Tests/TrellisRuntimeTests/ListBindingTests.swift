import Testing
import Trellis

private struct Scrum: Identifiable {
    let id: Int
    var title: String
}

/// Apple's Scrumdinger edits its scrums through `List($scrums) { $scrum in ... }`.
private struct ScrumTitles: View {
    @State private var scrums = [Scrum(id: 1, title: "Design"), Scrum(id: 2, title: "App Dev")]
    var body: some View {
        VStack {
            List($scrums) { $scrum in
                TextField("Title \(scrum.id)", text: $scrum.title)
            }
            List($scrums, id: \.title) { $scrum in
                Text(scrum.title)
            }
        }
    }
}

@MainActor
@Suite("List over a binding")
struct ListBindingTests {
    @Test("List($items) { $item in } gives each row a binding that writes through to the collection")
    func rowsWriteThroughTheirBinding() throws {
        let host = ViewHost(ScrumTitles())
        try host.type(" Team", into: "Title 2")
        #expect(host.render() == """
        VStack
          List
            TextField "Title 1": "Design"
            TextField "Title 2": "App Dev Team"
          List
            Text "Design"
            Text "App Dev Team"
        """)
    }
}

import Testing
import Trellis

// A ForEach whose ids come back in the same order updates its rows in place: a row whose inputs
// changed is evaluated again, the others are not, and every row keeps its state.

private struct Item: Identifiable, Equatable {
    let id: Int
    var title: String
}

private struct ItemRow: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        Button("\(item.title) \(taps)") { taps += 1 }
    }
}

private struct Items: View {
    @State private var items = (0..<5).map { Item(id: $0, title: "item \($0)") }
    var body: some View {
        VStack {
            Button("Rename 2") { items[2].title = "renamed" }
            Button("Rotate") { items.append(items.removeFirst()) }
            ForEach(items) { ItemRow(item: $0) }
        }
    }
}

@MainActor
@Suite("ForEach updates")
struct ForEachUpdateTests {
    @Test("The same ids in the same order: only the row whose inputs changed is evaluated, all keep their state")
    func sameIDsUpdateInPlace() throws {
        let host = ViewHost(Items())
        #expect(host.bodyEvaluations(of: ItemRow.self) == 5)
        try host.tap("item 2 0")
        try host.tap("item 4 0")
        #expect(host.bodyEvaluations(of: ItemRow.self) == 7)

        try host.tap("Rename 2")
        #expect(host.bodyEvaluations(of: ItemRow.self) == 8)
        #expect(host.render().contains("Button \"renamed 1\""))
        #expect(host.render().contains("Button \"item 4 1\""))

        // Other ids in another order take the keyed path: state still follows the ids.
        try host.tap("Rotate")
        #expect(host.bodyEvaluations(of: ItemRow.self) == 8)
        let rows = host.render().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("Button \"item") || $0.hasPrefix("Button \"renamed") }
        #expect(rows == ["Button \"item 1 0\"", "Button \"renamed 1\"", "Button \"item 3 0\"", "Button \"item 4 1\"", "Button \"item 0 0\""])
    }
}

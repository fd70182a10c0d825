import Testing
import Trellis

// Ownership and identity in every new container: rows of lazy stacks, grids, lists, forms and
// scroll views are keyed by their ForEach id; a Section or a Group adds no identity. Rows are
// built, and appear, once each (the few rows here all fit on the host's screen).

private struct Item: Identifiable, Hashable {
    let id: String
}

private struct Row: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        Button("\(item.id) \(taps)") { taps += 1 }
            .onAppear { print("appear \(item.id)") }
            .onDisappear { print("disappear \(item.id)") }
    }
}

enum ContainerKind: String, CaseIterable, Sendable {
    case lazyVStack, lazyHStack, lazyVGrid, lazyHGrid, scrollView, list, listSection, form, formSection, group, zStack, groupBox
    case disclosureGroup, splitViewSidebar, selectableList
}

private struct Feed: View {
    let kind: ContainerKind
    @State private var items = [Item(id: "a"), Item(id: "b"), Item(id: "c")]
    @State private var selection: String?
    var body: some View {
        VStack {
            Button("Insert") { items.insert(Item(id: "z"), at: 0) }
            Button("Reverse") { items.reverse() }
            Button("Remove b") { items.removeAll { $0.id == "b" } }
            container
        }
    }

    @ViewBuilder private var container: some View {
        let rows = ForEach(items) { Row(item: $0) }
        switch kind {
        case .lazyVStack: ScrollView { LazyVStack { rows } }
        case .lazyHStack: ScrollView(.horizontal) { LazyHStack { rows } }
        case .lazyVGrid: LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())]) { rows }
        case .lazyHGrid: LazyHGrid(rows: [GridItem(.fixed(40))]) { rows }
        case .scrollView: ScrollView { VStack { rows } }
        case .list: List { rows }
        case .listSection: List { Section { rows } header: { Text("Rows") } }
        case .form: Form { rows }
        case .formSection: Form { Section("Rows") { rows } }
        case .group: Group { rows }
        case .zStack: ZStack { rows }
        case .groupBox: GroupBox("Box") { rows }
        case .disclosureGroup: DisclosureGroup("Rows", isExpanded: .constant(true)) { rows }
        case .splitViewSidebar: NavigationSplitView { List { rows } } detail: { Text("Detail") }
        case .selectableList: List(selection: $selection) { rows }
        }
    }
}

@MainActor
@Suite("Container identity")
struct ContainerIdentityTests {
    @Test("Row state follows its id through insertion, reordering and removal", arguments: ContainerKind.allCases)
    func rowsAreKeyed(kind: ContainerKind) throws {
        let host = ViewHost(Feed(kind: kind))
        #expect(host.takeLog() == ["appear a", "appear b", "appear c"])
        #expect(host.bodyEvaluations(of: Row.self) == 3)

        try host.tap("b 0")
        try host.tap("b 1")
        #expect(host.bodyEvaluations(of: Row.self) == 5)

        try host.tap("Insert")
        // Only the new row is built; the others have the same inputs and keep their state.
        #expect(host.takeLog() == ["appear z"])
        #expect(host.bodyEvaluations(of: Row.self) == 6)
        #expect(rowTitles(host.render()) == ["z 0", "a 0", "b 2", "c 0"])

        try host.tap("Reverse")
        #expect(host.takeLog() == [])
        #expect(host.bodyEvaluations(of: Row.self) == 6)
        #expect(rowTitles(host.render()) == ["c 0", "b 2", "a 0", "z 0"])

        try host.tap("Remove b")
        #expect(host.takeLog() == ["disappear b"])
        #expect(rowTitles(host.render()) == ["c 0", "a 0", "z 0"])
    }

    @Test("A Section and a Group print no identity of their own: their rows print in the container")
    func transparentGroups() {
        let list = ViewHost(Feed(kind: .listSection)).render()
        #expect(list.hasSuffix("""
          List
            Section
              header
                Text "Rows"
              Button "a 0"
              Button "b 0"
              Button "c 0"
        """))
        let group = ViewHost(Feed(kind: .group)).render()
        #expect(group.hasSuffix("""
          Button "Remove b"
          Button "a 0"
          Button "b 0"
          Button "c 0"
        """))
    }

    private func rowTitles(_ screen: String) -> [String] {
        screen.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("Button \""), let title = trimmed.split(separator: "\"").dropFirst().first else { return nil }
            let text = String(title)
            return ["Insert", "Reverse", "Remove b"].contains(text) ? nil : text
        }
    }
}

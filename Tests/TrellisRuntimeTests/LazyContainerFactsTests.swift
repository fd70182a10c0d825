import Testing
import Trellis

// The facts of the "Lazy containers" section of shared/swiftui-facts.md, with the host's screen
// of `lazyRowsOnScreen` rows (15 unless set), and the updates that stay flat in the number of
// rows: covering a list reaches its rows on screen only, and a sheet's flag is read by the sheet.

private struct LazyRow: View {
    let index: Int
    @State private var taps = 0
    var body: some View {
        Button("Row \(index): \(taps)") { taps += 1 }
            .onAppear { print("appear \(index)") }
            .onDisappear { print("disappear \(index)") }
    }
}

enum LazyKind: String, CaseIterable, Sendable {
    case list, lazyVStack, lazyVGrid
}

private struct Rows: View {
    let kind: LazyKind
    @State private var count = 40
    var body: some View {
        VStack {
            Button("Remove first") { count -= 1 }
            switch kind {
            case .list: List { rows }
            case .lazyVStack: ScrollView { LazyVStack { rows } }
            case .lazyVGrid: LazyVGrid(columns: [GridItem()]) { rows }
            }
        }
    }

    /// The first row removed each time, so the ids of the rest stay.
    private var rows: some View {
        ForEach((40 - count)..<40, id: \.self) { LazyRow(index: $0) }
    }
}

private func appearances(_ range: ClosedRange<Int>) -> [String] { range.map { "appear \($0)" } }
private func disappearances(_ range: ClosedRange<Int>) -> [String] { range.map { "disappear \($0)" } }

private struct EagerRows: View {
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<40, id: \.self) { LazyRow(index: $0) }
            }
        }
    }
}

private struct StackOverList: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(0..<40, id: \.self) { index in
                    NavigationLink("Open \(index)", value: index)
                        .onAppear { print("appear \(index)") }
                        .onDisappear { print("disappear \(index)") }
                }
            }
            .navigationDestination(for: Int.self) { Text("Detail \($0)") }
        }
    }
}

private struct TabsOverList: View {
    var body: some View {
        TabView {
            List {
                ForEach(0..<40, id: \.self) { LazyRow(index: $0) }
            }
            .tabItem { Text("Rows") }
            Text("Other")
                .tabItem { Text("Other") }
        }
    }
}

@MainActor
@Suite("Lazy container facts")
struct LazyContainerFactsTests {
    @Test("List rows keep their state: only the rows on screen appear, and a row scrolled back appears again with its state", arguments: LazyKind.allCases)
    func rowsOnScreenAppear(kind: LazyKind) throws {
        let host = ViewHost(Rows(kind: kind))
        #expect(host.takeLog() == appearances(0...14))
        // Every row is built, and prints; the ones below the screen have not appeared.
        #expect(host.render().contains("Button \"Row 39: 0\""))
        #expect(host.bodyEvaluations(of: LazyRow.self) == 40)

        try host.tap("Row 3: 0")
        try host.scroll(to: "Row 30: 0")
        // Rows 16...30 are on screen now; new rows appear before the old ones disappear.
        #expect(host.takeLog() == appearances(16...30) + disappearances(0...14))

        try host.scroll(to: "Row 3: 1")
        #expect(host.takeLog() == appearances(3...15) + disappearances(18...30))
        #expect(host.render().contains("Button \"Row 3: 1\""))
    }

    @Test("LazyVStack (in a ScrollView) also fires onAppear often: a row removed above brings the next one on screen")
    func removingRowsAboveBringsRowsOnScreen() throws {
        let host = ViewHost(Rows(kind: .lazyVStack))
        _ = host.takeLog()
        try host.tap("Remove first")
        #expect(host.takeLog() == ["appear 15", "disappear 0"])
    }

    @Test("A non-lazy ScrollView { VStack { ForEach } } creates all its children at once: they all appear")
    func eagerStackAppearsAll() {
        let host = ViewHost(EagerRows())
        #expect(host.takeLog() == appearances(0...39))
    }

    @Test("The host's screen: a taller screen shows more rows of a List, which appear")
    func tallerScreen() {
        let host = ViewHost(Rows(kind: .list))
        _ = host.takeLog()
        host.lazyRowsOnScreen = 20
        #expect(host.takeLog() == appearances(15...19))
        host.lazyRowsOnScreen = 2
        #expect(host.takeLog() == disappearances(2...19))
    }

    @Test("onDisappear and onAppear fire as you push over them and come back: a List's rows on screen only")
    func pushOverListReachesRowsOnScreen() throws {
        let host = ViewHost(StackOverList())
        #expect(host.takeLog() == appearances(0...14))
        try host.tap("Open 2")
        #expect(host.takeLog() == disappearances(0...14))
        #expect(host.render().contains("Text \"Detail 2\""))
        try host.back()
        #expect(host.takeLog() == appearances(0...14))
    }

    @Test("onAppear/onDisappear fire on every switch: a List's rows on screen only")
    func tabSwitchReachesRowsOnScreen() throws {
        let host = ViewHost(TabsOverList())
        #expect(host.takeLog() == appearances(0...14))
        try host.selectTab("Other")
        #expect(host.takeLog() == disappearances(0...14))
        try host.selectTab("Rows")
        #expect(host.takeLog() == appearances(0...14))
    }

    @Test("Scrolling to a row no lazy container holds is an error that shows the screen")
    func scrollingOutsideLazyContainers() {
        let host = ViewHost(EagerRows())
        #expect(throws: ViewHostError.self) { try host.scroll(to: "Row 3: 0") }
    }
}

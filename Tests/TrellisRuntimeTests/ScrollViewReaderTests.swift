import Testing
import Trellis

private struct Message: View {
    let index: Int
    var body: some View {
        Text("Message \(index)")
            .onAppear { print("appear \(index)") }
    }
}

private struct ChatList: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Button("Latest") { proxy.scrollTo(39, anchor: .bottom) }
                Button("Nowhere") { proxy.scrollTo("none") }
                List {
                    ForEach(0..<40, id: \.self) { Message(index: $0) }
                }
            }
        }
    }
}

private struct Transcript: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                ForEach(0..<5, id: \.self) { index in
                    Text("Line \(index)").id("line \(index)")
                }
            }
            Button("Last line") { proxy.scrollTo("line 4") }
        }
    }
}

@MainActor
@Suite("ScrollViewReader: a proxy scrolls to a view by its id")
struct ScrollViewReaderTests {
    @Test("a List's row scrolled to comes on screen and appears; an id no view has does nothing")
    func scrollingToARowBringsItOnScreen() throws {
        let host = ViewHost(ChatList())
        #expect(host.takeLog() == (0...14).map { "appear \($0)" })
        try host.tap("Nowhere")
        #expect(host.takeLog() == [])
        #expect(host.scrolledToIDs.isEmpty)
        try host.tap("Latest")
        #expect(host.takeLog() == (25...39).map { "appear \($0)" })
        #expect(host.scrolledToIDs == [AnyHashable(39)])
    }

    @Test("a view's own id is a target too, in a ScrollView whose views are all on screen")
    func scrollingToAnIdentifiedView() throws {
        let host = ViewHost(Transcript())
        try host.tap("Last line")
        #expect(host.scrolledToIDs == [AnyHashable("line 4")])
        #expect(host.render().contains("Text \"Line 4\""))
    }
}

private struct CountedReaders: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }
            GeometryReader { _ in Text("Measured \(count)") }
            ScrollViewReader { _ in Text("Scrolled \(count)") }
        }
    }
}

@MainActor
@Suite("Readers follow the state their closure reads")
struct ReaderClosureStateTests {
    @Test("state read only in a GeometryReader's or ScrollViewReader's closure updates its content")
    func closureReadsAreFollowed() throws {
        let host = ViewHost(CountedReaders())
        try host.tap("Add")
        let screen = host.render()
        #expect(screen.contains("Text \"Measured 1\""), "\(screen)")
        #expect(screen.contains("Text \"Scrolled 1\""), "\(screen)")
    }
}

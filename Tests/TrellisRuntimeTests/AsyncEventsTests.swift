import Testing
import Trellis

private struct Feed: View {
    @State private var items = ["a"]
    @State private var refreshes = 0
    var body: some View {
        List {
            ForEach(items, id: \.self) { Text($0) }
        }
        .refreshable {
            refreshes += 1
            try? await Task.sleep(for: .seconds(2))
            items.append("item \(refreshes)")
        }
    }
}

private struct NoRefresh: View {
    var body: some View {
        List { Text("a") }
    }
}

private struct Login: View {
    @State private var name = ""
    @State private var submitted: [String] = []
    var body: some View {
        VStack {
            TextField("Name", text: $name)
                .onSubmit { submitted.append("field \(name)") }
            TextField("Other", text: $name)
            Text("Submitted \(submitted.joined(separator: ", "))")
        }
        .onSubmit { submitted.append("form") }
        .onSubmit(of: .search) { submitted.append("search") }
    }
}

private final class Counter: ObservableObject {
    @Published var value = 0
}

private struct Receiver: View {
    @StateObject private var counter = Counter()
    @State private var received: [Int] = []
    @State private var ticks = 0
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    var body: some View {
        VStack {
            Button("Bump") { counter.value += 1 }
            Text("Received \(received.map(String.init).joined(separator: " "))")
            Text("Ticks \(ticks)")
        }
        .onReceive(counter.$value) { received.append($0) }
        .onReceive(timer) { _ in ticks += 1 }
    }
}

private struct ReceiverHost: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown { Receiver() }
        }
    }
}

@MainActor
@Suite("SwiftUI facts: refreshable, onSubmit, onReceive")
struct AsyncEventsTests {
    @Test("refreshable is an environment action: the indicator stays for as long as the async handler runs")
    func refreshAwaitsTheAction() async throws {
        let host = ViewHost(Feed())
        try await host.refresh()
        #expect(host.render() == "List\n  Text \"a\"\n  Text \"item 1\"")
        #expect(host.elapsed == .seconds(2), "the clock moved as far as the action slept")
        #expect(host.unfinishedTasks == 0)
    }

    @Test("Pull to refresh needs a list or scroll view below a refreshable")
    func refreshWithoutRefreshable() async {
        let host = ViewHost(NoRefresh())
        await #expect(throws: ViewHostError.self) { try await host.refresh() }
    }

    @Test("onSubmit runs every text submit action above the field, innermost first; search triggers do not")
    func submitRunsTextActions() throws {
        let host = ViewHost(Login())
        try host.type("Ana", into: "Name")
        try host.submit("Name")
        #expect(host.render().contains(#"Text "Submitted field Ana, form""#))
        try host.submit("Other")
        #expect(host.render().contains(#"Text "Submitted field Ana, form, form""#))
        #expect(throws: ViewHostError.self) { try host.submit("Missing") }
    }

    @Test("onReceive gets a published value's current value on subscription, then each change; a timer publisher ticks on the virtual clock")
    func receivePublishedAndTimer() throws {
        let host = ViewHost(ReceiverHost())
        #expect(host.render().contains(#"Text "Received 0""#))
        try host.tap("Bump")
        try host.tap("Bump")
        #expect(host.render().contains(#"Text "Received 0 1 2""#))
        host.advance(by: .milliseconds(3500))
        #expect(host.render().contains(#"Text "Ticks 3""#))
        #expect(host.scheduledTimers == 1)
        try host.tap("Hide")
        #expect(host.scheduledTimers == 0, "removing the view cancels the subscription")
    }
}

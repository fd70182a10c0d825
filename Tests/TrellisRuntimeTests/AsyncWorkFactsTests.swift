import Testing
import Trellis

// One test per fact of the facts file's "Async work" section, named after the fact.

private struct OnceLoader: View {
    @State private var runs = 0
    var body: some View {
        Text("Runs \(runs)")
            .task { runs += 1 }
    }
}

private struct Removable: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            Button("Show") { shown = true }
            if shown {
                Text("Clock")
                    .task {
                        print("task start")
                        do {
                            try await Task.sleep(for: .seconds(10))
                            print("task woke")
                        } catch {
                            print("task cancelled: \(Task.isCancelled) \(error is CancellationError)")
                        }
                    }
            }
        }
    }
}

private struct Ordering: View {
    var body: some View {
        Group {
            VStack {
                Text("Leaf")
                    .onAppear { print("Text onAppear") }
                    .task { print("Text task") }
            }
            .onAppear { print("VStack onAppear") }
            .task { print("VStack task") }
        }
        .onAppear { print("Group onAppear") }
        .task { print("Group task") }
    }
}

private struct Reloader: View {
    @State private var id = 0
    @State private var loaded = "none"
    var body: some View {
        VStack {
            Button("Next") { id += 1 }
            Button("Same") { id = id + 0 }
            Text("Loaded \(loaded)")
        }
        .task(id: id) {
            let requested = id
            print("load \(requested)")
            do {
                try await Task.sleep(for: .seconds(1))
                loaded = "\(requested)"
            } catch {
                print("cancelled \(requested)")
            }
        }
    }
}

private struct ReloaderHost: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Toggle") { shown.toggle() }
            if shown { Reloader() }
        }
    }
}

private struct DetachedWork: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown {
                Text("Work")
                    .task {
                        Task {
                            try? await Task.sleep(for: .seconds(5))
                            print("inner task finished, cancelled: \(Task.isCancelled)")
                        }
                        try? await Task.sleep(for: .seconds(5))
                        print("outer task finished, cancelled: \(Task.isCancelled)")
                    }
            }
        }
    }
}

private struct Ticker: View {
    @State private var ticks = 0
    var body: some View {
        Text("Ticks \(ticks)")
            .task {
                while !Task.isCancelled {
                    do { try await Task.sleep(nanoseconds: 1_000_000_000) } catch { return }
                    ticks += 1
                }
            }
    }
}

@MainActor
@Suite("SwiftUI facts: async work")
struct AsyncWorkFactsTests {
    @Test("What .task {} promises: it runs when the view appears and is cancelled after it disappears")
    func whatTaskPromises() async throws {
        let host = ViewHost(Removable())
        #expect(host.unfinishedTasks == 1, "created in the appear pass")
        #expect(host.takeLog() == [], "the body has not run yet: it runs asynchronously")
        await host.runTasks()
        #expect(host.takeLog() == ["task start"])
        try host.tap("Hide")
        await host.runTasks()
        #expect(host.takeLog() == ["task cancelled: true true"])
        #expect(host.unfinishedTasks == 0)
        #expect(host.scheduledTimers == 0, "a cancelled sleep leaves nothing on the clock")
    }

    @Test("It runs once per appearance")
    func runsOncePerAppearance() async throws {
        let host = ViewHost(OnceLoader())
        await host.runTasks()
        #expect(host.render() == #"Text "Runs 1""#)
        host.advance(by: .seconds(60))
        await host.runTasks()
        #expect(host.render() == #"Text "Runs 1""#)
        #expect(host.startedTasks == 1)
    }

    @Test("When the task starts, relative to onAppear: created in the appear pass, bodies after the appear callbacks, innermost first")
    func taskStartRelativeToOnAppear() async {
        let host = ViewHost(Ordering())
        await host.runTasks()
        let log = host.takeLog()
        #expect(Array(log.suffix(3)) == ["Text task", "VStack task", "Group task"], "\(log)")
        #expect(Set(log.prefix(3)) == ["Text onAppear", "VStack onAppear", "Group onAppear"], "\(log)")
    }

    @Test("task(id:) runs at appear and restarts on a new id; an equal id does nothing")
    func taskIDRestartsOnNewID() async throws {
        let host = ViewHost(Reloader())
        await host.runTasks()
        #expect(host.takeLog() == ["load 0"])
        try host.tap("Next")
        await host.runTasks()
        // The old task ends and the new one starts on the main actor; SwiftUI promises no order.
        let restart = host.takeLog()
        #expect(restart.count == 2 && Set(restart) == ["cancelled 0", "load 1"], "\(restart)")
        try host.tap("Same")
        await host.runTasks()
        #expect(host.takeLog() == [])
        await host.runTasks(advancingBy: .seconds(1))
        #expect(host.render().contains(#"Text "Loaded 1""#))
        #expect(host.startedTasks == 2, "the action ran exactly 2 times")
    }

    @Test("Disappear resets task(id:): the next appearance starts fresh with the same id")
    func disappearResetsTaskID() async throws {
        let host = ViewHost(ReloaderHost())
        await host.runTasks()
        #expect(host.takeLog() == ["load 0"])
        try host.tap("Toggle")
        await host.runTasks()
        #expect(host.takeLog() == ["cancelled 0"])
        try host.tap("Toggle")
        await host.runTasks()
        #expect(host.takeLog() == ["load 0"])
        #expect(host.startedTasks == 2)
    }

    @Test("Main-actor isolation: a .task written in a view body runs on the main actor")
    func taskRunsOnMainActor() async {
        let host = ViewHost(OnceLoader())
        await host.runTasks()
        // The action mutated @State without hopping; the screen caught up in the same settle.
        #expect(host.render() == #"Text "Runs 1""#)
    }

    @Test("A Task {} spawned inside a .task body is not cancelled when that .task is cancelled")
    func spawnedTaskIsNotCancelled() async throws {
        let host = ViewHost(DetachedWork())
        await host.runTasks()
        try host.tap("Hide")
        await host.runTasks()
        #expect(host.takeLog() == ["outer task finished, cancelled: true"])
        host.advance(by: .seconds(5))
        // The inner task is no task of the host's, so runTasks() does not wait for it.
        var turns = 0
        while host.log.isEmpty, turns < 10_000 {
            await Task.yield()
            turns += 1
        }
        #expect(host.takeLog() == ["inner task finished, cancelled: false"])
    }

    @Test("Cancellation is cooperative: Task.isCancelled and the virtual clock's sleeps see it")
    func cancellationIsCooperative() async throws {
        let host = ViewHost(Removable())
        await host.runTasks()
        _ = host.takeLog()
        try host.tap("Hide")
        await host.runTasks()
        #expect(host.takeLog() == ["task cancelled: true true"])
    }

    @Test("Sleeps wait on the host's virtual clock: a ticking task wakes once per period")
    func sleepsOnTheVirtualClock() async {
        let host = ViewHost(Ticker())
        await host.runTasks()
        #expect(host.render() == #"Text "Ticks 0""#)
        await host.runTasks(advancingBy: .milliseconds(3500))
        #expect(host.render() == #"Text "Ticks 3""#)
        #expect(host.elapsed == .milliseconds(3500))
        #expect(host.scheduledTimers == 1, "the fourth sleep is waiting")
    }
}

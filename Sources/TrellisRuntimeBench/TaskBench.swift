import Trellis

// What `.task(id:)` costs: rows that each load in a task keyed by their count, against plain
// rows, in a stack that is not lazy, so that every row appears and runs its task. An update changes one row's count, which cancels that row's task and starts another;
// "run tasks" is the time for `runTasks()` to let every started task run to its end.

struct TaskBenchRow: View {
    let index: Int
    let registry: BindingRegistry
    @State private var count = 0
    @State private var loaded = -1
    var body: some View {
        let _ = registry.register(index, $count)
        Text("Row \(index): \(count) loaded \(loaded)")
            .task(id: count) { loaded = count }
    }
}

@MainActor
func runTaskBenchmarks() async {
    let updates = 1_000
    print("")
    print("Rows that load in task(id:) against plain rows: one row's id changes per update, restarting its task (\(formatCount(updates)) updates; median of 10 batches, thread CPU time)")
    print(
        pad("rows", 28) + pad("n", 9, right: true) + pad("mount", 11, right: true) + pad("time/update", 14, right: true)
            + pad("bodies/update", 15, right: true) + pad("run tasks", 12, right: true) + pad("tasks", 9, right: true)
    )
    for n in [1_000, 10_000] {
        for withTasks in [false, true] {
            var generator = SplitMix(seed: 11)
            let measured = withTasks
                ? measureRowUpdates(count: n, updates: updates, generator: &generator, inStack: true) { TaskBenchRow(index: $0, registry: $1) }
                : measureRowUpdates(count: n, updates: updates, generator: &generator, inStack: true) { PlainBenchRow(index: $0, registry: $1) }
            guard let (measurement, host) = measured else { return }
            let clock = ContinuousClock()
            let run = await clock.measure { await host.runTasks() }
            print(
                pad(withTasks ? "task(id:) each" : "plain", 28) + pad(formatCount(n), 9, right: true)
                    + pad(formatTime(measurement.mountSeconds), 11, right: true)
                    + pad(formatTime(measurement.secondsPerUpdate), 14, right: true)
                    + pad(String(format: "%.1f", measurement.bodiesPerUpdate), 15, right: true)
                    + pad(formatTime(seconds(run)), 12, right: true) + pad(formatCount(host.startedTasks), 9, right: true)
            )
        }
    }
}

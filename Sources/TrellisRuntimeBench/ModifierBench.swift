import Trellis

// What SwiftUI's everyday modifiers cost: rows carrying nine of them (styling, an overlay, swipe
// actions, a context menu and a tap gesture) against plain rows, to mount, to update one row,
// to render, and to find a row for a tap gesture.

struct PlainBenchRow: View {
    let index: Int
    let registry: BindingRegistry
    @State private var count = 0
    var body: some View {
        let _ = registry.register(index, $count)
        Text("Row \(index): \(count)")
            .onAppear { registry.appearances += 1 }
    }
}

struct ModifiedBenchRow: View {
    let index: Int
    let registry: BindingRegistry
    @State private var count = 0
    var body: some View {
        let _ = registry.register(index, $count)
        Text("Row \(index): \(count)")
            .font(.body)
            .padding(.horizontal, 8)
            .foregroundStyle(.secondary)
            .background(.blue)
            .overlay(alignment: .topTrailing) { Text("new") }
            .swipeActions { Button("Archive") { count = 0 } }
            .contextMenu { Button("Copy") {} }
            .onTapGesture { count += 1 }
            .onAppear { registry.appearances += 1 }
    }
}

struct BenchRows<Row: View>: View {
    let count: Int
    let row: (Int) -> Row
    var body: some View {
        List {
            ForEach(0..<count) { index in row(index) }
        }
    }
}

/// Rows in a stack that is not lazy: every row appears (and starts its task) at once.
struct BenchStackRows<Row: View>: View {
    let count: Int
    let row: (Int) -> Row
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<count) { index in row(index) }
            }
        }
    }
}

/// Mounts `count` rows made by `row` (from the index, and the registry that collects each row's
/// binding), then changes one row's count per update, chosen by `generator`.
@MainActor
func measureRowUpdates<Row: View>(
    count: Int, updates: Int, generator: inout SplitMix, inStack: Bool = false, row: @escaping (Int, BindingRegistry) -> Row
) -> (Measurement, ViewHost)? {
    let registry = BindingRegistry()
    var mounted: ViewHost?
    let measurement = measure(updates: updates, mount: {
        let host = inStack
            ? ViewHost(BenchStackRows(count: count) { row($0, registry) })
            : ViewHost(BenchRows(count: count) { row($0, registry) })
        mounted = host
        return host
    }) { _ in
        registry[generator.next(below: count)].wrappedValue += 1
    }
    return mounted.map { (measurement, $0) }
}

@MainActor
func runModifierBenchmarks() {
    let updates = 1_000
    print("")
    print("Rows with nine modifiers against plain rows: one row's state changes per update (\(formatCount(updates)) updates; median of 10 batches, thread CPU time)")
    print(
        pad("rows", 28) + pad("n", 9, right: true) + pad("mount", 11, right: true) + pad("time/update", 14, right: true)
            + pad("bodies/update", 15, right: true) + pad("render", 11, right: true) + pad("tap gesture", 13, right: true)
    )
    for n in [1_000, 10_000] {
        for modified in [false, true] {
            var generator = SplitMix(seed: 7)
            let measured = modified
                ? measureRowUpdates(count: n, updates: updates, generator: &generator) { ModifiedBenchRow(index: $0, registry: $1) }
                : measureRowUpdates(count: n, updates: updates, generator: &generator) { PlainBenchRow(index: $0, registry: $1) }
            guard let (measurement, host) = measured else { return }
            let clock = ContinuousClock()
            let render = clock.measure { _ = host.render() }
            var tapText = "-"
            if modified {
                let row = generator.next(below: n)
                let current = host.render().split(separator: "\n").first { $0.contains("Text \"Row \(row): ") }
                let text = current.map { String($0.drop { $0 != "\"" }.dropFirst().dropLast()) } ?? ""
                let tap = clock.measure { try? host.tap(text) }
                tapText = formatTime(seconds(tap))
            }
            print(
                pad(modified ? "nine modifiers each" : "plain", 28) + pad(formatCount(n), 9, right: true)
                    + pad(formatTime(measurement.mountSeconds), 11, right: true)
                    + pad(formatTime(measurement.secondsPerUpdate), 14, right: true)
                    + pad(String(format: "%.1f", measurement.bodiesPerUpdate), 15, right: true)
                    + pad(formatTime(seconds(render)), 11, right: true) + pad(tapText, 13, right: true)
            )
        }
    }
}

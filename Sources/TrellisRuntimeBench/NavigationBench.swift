import Trellis

// What navigation by value and tabs cost: a tab view whose first tab is a stack over a typed
// path with a list of value links, and whose second tab holds rows with state. Updates push and
// pop through the path binding, or switch tabs through the selection binding.

@MainActor
final class NavigationBenchControls {
    var path: Binding<[Int]>?
    var tab: Binding<Int>?
}

struct NavigationBenchDetail: View {
    let index: Int
    @State private var visits = 0
    var body: some View {
        VStack {
            Text("Detail \(index)")
            Button("Visit \(visits)") { visits += 1 }
        }
    }
}

struct NavigationBenchApp: View {
    let rows: Int
    let controls: NavigationBenchControls
    let registry: BindingRegistry
    @State private var path: [Int] = []
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $path) {
                List {
                    ForEach(0..<rows) { index in NavigationLink("Row \(index)", value: index) }
                }
                .navigationDestination(for: Int.self) { index in NavigationBenchDetail(index: index) }
            }
            .tabItem { Label("Rows", systemImage: "list.bullet") }
            .tag(0)
            BenchRows(count: rows) { PlainBenchRow(index: $0, registry: registry) }
                .tabItem { Label("Counters", systemImage: "number") }
                .tag(1)
        }
        .onAppear {
            controls.path = $path
            controls.tab = $tab
        }
    }
}

@MainActor
func runNavigationBenchmarks() {
    let updates = 1_000
    print("")
    print("Navigation by value and tabs: a stack over a typed path of value links in one tab, rows with state in another (\(formatCount(updates)) updates; median of 10 batches, thread CPU time)")
    print(pad("update", 34) + pad("n", 9, right: true) + pad("mount", 11, right: true) + pad("time/update", 14, right: true) + pad("bodies/update", 15, right: true))
    for n in [1_000, 10_000, 100_000] {
        for kind in ["push or pop through the path", "switch tabs by the selection"] {
            let controls = NavigationBenchControls()
            let registry = BindingRegistry()
            let measurement = measure(updates: updates, mount: {
                ViewHost(NavigationBenchApp(rows: n, controls: controls, registry: registry))
            }) { step in
                if kind.hasPrefix("push") {
                    guard let path = controls.path else { return }
                    if step % 2 == 0 { path.wrappedValue.append(step % n) } else { path.wrappedValue.removeLast() }
                } else {
                    controls.tab?.wrappedValue = step % 2 == 0 ? 1 : 0
                }
            }
            print(
                pad(kind, 34) + pad(formatCount(n), 9, right: true) + pad(formatTime(measurement.mountSeconds), 11, right: true)
                    + pad(formatTime(measurement.secondsPerUpdate), 14, right: true)
                    + pad(String(format: "%.1f", measurement.bodiesPerUpdate), 15, right: true)
            )
        }
    }
}

import Trellis

// What presentation costs: a screen of n rows with state that attaches a sheet, and a stack over
// the same rows that pushes through `navigationDestination(item:)`. Updates present and dismiss
// the sheet through its flag, or set and clear the item; each is one screen's work, so the time
// and the bodies per update must not grow with n.

@MainActor
final class PresentationBenchControls {
    var isPresented: Binding<Bool>?
    var item: Binding<Int?>?
}

struct PresentationBenchSheet: View {
    @State private var draft = ""
    var body: some View {
        VStack {
            Text("Editing \(draft)")
            Button("Save") { draft += "!" }
        }
    }
}

struct SheetBenchApp: View {
    let rows: Int
    let controls: PresentationBenchControls
    let registry: BindingRegistry
    @State private var isEditing = false
    var body: some View {
        BenchRows(count: rows) { PlainBenchRow(index: $0, registry: registry) }
            .sheet(isPresented: $isEditing) { PresentationBenchSheet() }
            .onAppear { controls.isPresented = $isEditing }
    }
}

/// A presenter that shows its flag, so that each present and dismiss re-runs its body. Rows made
/// by a closure are then rebuilt and compared one by one (closures cannot be compared, so the
/// view holding them re-evaluates); rows in a view with comparable inputs are skipped at once.
struct ReadingSheetBenchApp: View {
    let rows: Int
    let controls: PresentationBenchControls
    let registry: BindingRegistry
    let rowsInAView: Bool
    @State private var isEditing = false
    var body: some View {
        VStack {
            Text(isEditing ? "Editing" : "Browsing")
            if rowsInAView {
                BenchRowList(count: rows, registry: registry)
            } else {
                BenchRows(count: rows) { PlainBenchRow(index: $0, registry: registry) }
            }
        }
        .sheet(isPresented: $isEditing) { PresentationBenchSheet() }
        .onAppear { controls.isPresented = $isEditing }
    }
}

/// The rows as a SwiftUI developer writes them: a view whose inputs compare equal.
struct BenchRowList: View {
    let count: Int
    let registry: BindingRegistry
    var body: some View {
        List {
            ForEach(0..<count) { index in PlainBenchRow(index: index, registry: registry) }
        }
    }
}

struct ItemDestinationBenchApp: View {
    let rows: Int
    let controls: PresentationBenchControls
    let registry: BindingRegistry
    @State private var selected: Int?
    var body: some View {
        NavigationStack {
            BenchRows(count: rows) { PlainBenchRow(index: $0, registry: registry) }
                .navigationDestination(item: $selected) { index in NavigationBenchDetail(index: index) }
        }
        .onAppear { controls.item = $selected }
    }
}

@MainActor
func runPresentationBenchmarks() {
    let updates = 1_000
    print("")
    print("Presentation over n rows with state: a sheet presented and dismissed through its flag, a destination pushed and popped through navigationDestination(item:); then a presenter whose body shows the flag, over rows made by a closure or by a row view (\(formatCount(updates)) updates, \(formatCount(updates / 20)) for closure rows; median of 10 batches, thread CPU time)")
    print(pad("update", 34) + pad("n", 9, right: true) + pad("mount", 11, right: true) + pad("time/update", 14, right: true) + pad("bodies/update", 15, right: true))
    let readingKinds = ["sheet, body re-runs, closure rows", "sheet, body re-runs, row view"]
    for n in [1_000, 10_000, 100_000] {
        // Closure rows at 100,000 take minutes to rebuild; the other rows show that the rest is flat.
        for kind in ["present or dismiss a sheet", "set or clear a destination item"] + readingKinds where n < 100_000 || kind != readingKinds[0] {
            let controls = PresentationBenchControls()
            let registry = BindingRegistry()
            let isSheet = !kind.hasPrefix("set")
            // Rebuilding n rows per update is slow: fewer updates for that row.
            let count = kind == readingKinds[0] ? updates / 20 : updates
            let measurement = measure(updates: count, mount: {
                switch kind {
                case readingKinds[0]: ViewHost(ReadingSheetBenchApp(rows: n, controls: controls, registry: registry, rowsInAView: false))
                case readingKinds[1]: ViewHost(ReadingSheetBenchApp(rows: n, controls: controls, registry: registry, rowsInAView: true))
                case "present or dismiss a sheet": ViewHost(SheetBenchApp(rows: n, controls: controls, registry: registry))
                default: ViewHost(ItemDestinationBenchApp(rows: n, controls: controls, registry: registry))
                }
            }) { step in
                if isSheet {
                    controls.isPresented?.wrappedValue = step % 2 == 0
                } else {
                    controls.item?.wrappedValue = step % 2 == 0 ? step % n : nil
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

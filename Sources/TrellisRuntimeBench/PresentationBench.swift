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
    print("Presentation over n rows with state: a sheet presented and dismissed through its flag, a destination pushed and popped through navigationDestination(item:) (\(formatCount(updates)) updates; median of 10 batches)")
    print(pad("update", 34) + pad("n", 9, right: true) + pad("mount", 11, right: true) + pad("time/update", 14, right: true) + pad("bodies/update", 15, right: true))
    for n in [1_000, 10_000] {
        for kind in ["present or dismiss a sheet", "set or clear a destination item"] {
            let controls = PresentationBenchControls()
            let registry = BindingRegistry()
            let isSheet = kind.hasPrefix("present")
            let measurement = measure(updates: updates, mount: {
                isSheet
                    ? ViewHost(SheetBenchApp(rows: n, controls: controls, registry: registry))
                    : ViewHost(ItemDestinationBenchApp(rows: n, controls: controls, registry: registry))
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

import Trellis

// trellis-runtime-bench: what one update costs as the screen grows, and what precise
// (per-property) invalidation saves over SwiftUI's per-object invalidation.
// Run with `swift run -c release trellis-runtime-bench`.


// MARK: Rows whose state changes

/// Each row owns its count in @State; the benchmark writes through the row's binding, which
/// the row registers when its body runs (the way a tap would, minus finding the button). Only
/// the rows on screen of a `List` appear, so appearing cannot be the way to collect them all.
@MainActor
final class BindingRegistry {
    private var bindings: [Int: Binding<Int>] = [:]
    /// onAppear actions run, so that rows have one, as rows that load or log do.
    var appearances = 0

    func register(_ index: Int, _ binding: Binding<Int>) -> Bool {
        bindings[index] = binding
        return true
    }

    subscript(index: Int) -> Binding<Int> {
        guard let binding = bindings[index] else { fatalError("row \(index) never ran its body") }
        return binding
    }
}

struct StateRow: View {
    let index: Int
    let registry: BindingRegistry
    @State private var count = 0
    var body: some View {
        let _ = registry.register(index, $count)
        Text("Row \(index): \(count)")
            .onAppear { registry.appearances += 1 }
    }
}

final class RowModel: ObservableObject {
    @Published var count = 0
}

struct ObservedObjectRow: View {
    let index: Int
    @ObservedObject var model: RowModel
    var body: some View { Text("Row \(index): \(model.count)") }
}

@Observable
final class ObservableRowModel {
    var count = 0
}

struct ObservableRow: View {
    let index: Int
    let model: ObservableRowModel
    var body: some View { Text("Row \(index): \(model.count)") }
}

struct StateList: View {
    let count: Int
    let registry: BindingRegistry
    var body: some View {
        List {
            ForEach(0..<count) { index in StateRow(index: index, registry: registry) }
        }
    }
}

struct ObservedObjectList: View {
    let models: [RowModel]
    var body: some View {
        List {
            ForEach(models.indices, id: \.self) { index in ObservedObjectRow(index: index, model: models[index]) }
        }
    }
}

/// The construction path generated code may use: rows erased to AnyView.
struct ErasedObservedObjectList: View {
    let models: [RowModel]
    var body: some View {
        List {
            ForEach(models.indices, id: \.self) { index in AnyView(ObservedObjectRow(index: index, model: models[index])) }
        }
    }
}

// MARK: Hand-written form against generated form (issue 8)

/// A row as a person writes it: `@ObservedObject`, `@Published`, a `@ViewBuilder` block.
struct BuilderFormRow: View {
    let index: Int
    @ObservedObject var model: RowModel
    var body: some View {
        HStack {
            Text("Row \(index)")
            Text("\(model.count)")
        }
    }
}

struct BuilderFormList: View {
    let models: [RowModel]
    var body: some View {
        List {
            ForEach(models.indices, id: \.self) { index in BuilderFormRow(index: index, model: models[index]) }
        }
    }
}

/// The same row as Trellis generates it: a `GeneratedModel` with slot accessors, a
/// `GeneratedView` whose state lives in its node, children built with `ViewList`.
final class GeneratedFormRowModel: GeneratedModel {
    required init() {
        super.init()
        addProperty(0 as Int)
    }

    var count: Int {
        get { published(0) }
        set { setPublished(0, to: newValue) }
    }
}

struct GeneratedFormRow: View {
    typealias Body = GeneratedBody

    let index: Int
    let model: GeneratedFormRowModel

    var body: GeneratedBody {
        let context = ViewContext.current
        context.observe(model)
        let children = ChildViews()
        children.addText(Text(template: "Row {}", index))
        children.addText(Text(concatenating: model.count))
        return GeneratedBody(HStack.of(children))
    }
}

struct GeneratedFormList: View {
    let models: [GeneratedFormRowModel]
    var body: List<Never, ViewList> {
        List(children: ViewList {
            ForEach(models.indices, id: \.self) { index in GeneratedFormRow(index: index, model: models[index]) }
        })
    }
}

struct ObservableList: View {
    let models: [ObservableRowModel]
    var body: some View {
        List {
            ForEach(models.indices, id: \.self) { index in ObservableRow(index: index, model: models[index]) }
        }
    }
}

// MARK: One model, many readers

final class Metrics: ObservableObject {
    @Published var p0 = 0
    @Published var p1 = 0
    @Published var p2 = 0
    @Published var p3 = 0
    @Published var p4 = 0
    @Published var p5 = 0
    @Published var p6 = 0
    @Published var p7 = 0

    static let propertyCount = 8

    func value(_ property: Int) -> Int {
        switch property {
        case 0: p0
        case 1: p1
        case 2: p2
        case 3: p3
        case 4: p4
        case 5: p5
        case 6: p6
        default: p7
        }
    }

    func increment(_ property: Int) {
        switch property {
        case 0: p0 += 1
        case 1: p1 += 1
        case 2: p2 += 1
        case 3: p3 += 1
        case 4: p4 += 1
        case 5: p5 += 1
        case 6: p6 += 1
        default: p7 += 1
        }
    }
}

struct PerObjectReader: View {
    @ObservedObject var metrics: Metrics
    let property: Int
    var body: some View { Text("p\(property) = \(metrics.value(property))") }
}

struct PreciseReader: View, PreciseInvalidation {
    @ObservedObject var metrics: Metrics
    let property: Int
    var body: some View { Text("p\(property) = \(metrics.value(property))") }
}

struct ReaderGrid<Reader: View>: View {
    let readers: Int
    let makeReader: (Int) -> Reader
    var body: some View {
        VStack {
            ForEach(0..<readers) { index in makeReader(index % Metrics.propertyCount) }
        }
    }
}

// MARK: Measuring

struct Measurement {
    var mountSeconds: Double
    var secondsPerUpdate: Double
    var bodiesPerUpdate: Double
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The CPU time `work` takes on this thread: other processes sharing the machine's cores do not
/// add to it, as they add to the time on the wall.
func threadCPUSeconds(_ work: () -> Void) -> Double {
    func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
    let start = now()
    work()
    return now() - start
}

/// Mounts once, then runs `updates` updates in 10 batches; the time per update is the median
/// batch's, so that other processes sharing the machine do not skew the figure. Times are the
/// thread's CPU time (`threadCPUSeconds`).
@MainActor
func measure(updates: Int, mount: () -> ViewHost, update: (Int) -> Void) -> Measurement {
    var host: ViewHost?
    let mountSeconds = threadCPUSeconds { host = mount() }
    guard let host else { fatalError("mount did not produce a host") }
    let before = host.bodyEvaluations
    let batches = 10
    let batchSize = max(1, updates / batches)
    var batchSeconds: [Double] = []
    var step = 0
    for _ in 0..<batches {
        let batch = threadCPUSeconds {
            for _ in 0..<batchSize {
                update(step)
                host.settle()
                step += 1
            }
        }
        batchSeconds.append(batch)
    }
    let bodies = host.bodyEvaluations - before
    return Measurement(
        mountSeconds: mountSeconds,
        secondsPerUpdate: batchSeconds.sorted()[batches / 2] / Double(batchSize),
        bodiesPerUpdate: Double(bodies) / Double(step)
    )
}

func formatTime(_ seconds: Double) -> String {
    switch seconds {
    case ..<1e-3: String(format: "%.1f µs", seconds * 1e6)
    case ..<1: String(format: "%.1f ms", seconds * 1e3)
    default: String(format: "%.2f s", seconds)
    }
}

func formatCount(_ value: Int) -> String {
    let digits = String(value)
    var result = ""
    for (offset, character) in digits.enumerated() {
        if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
        result.append(character)
    }
    return result
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

@MainActor
func runRowBenchmarks() {
    let sizes = [1_000, 10_000, 100_000]
    let updates = 1_000
    print("Row update in a list of n rows: one row's state changes per update (\(formatCount(updates)) updates, row picked pseudo-randomly; median of 10 batches, thread CPU time)")
    print(pad("row state", 28) + pad("n", 9, right: true) + pad("mount", 11, right: true) + pad("time/update", 14, right: true) + pad("bodies/update", 15, right: true))
    for n in sizes {
        var generator = SplitMix(seed: 42)
        let registry = BindingRegistry()
        let state = measure(updates: updates, mount: { ViewHost(StateList(count: n, registry: registry)) }) { _ in
            registry[generator.next(below: n)].wrappedValue += 1
        }
        report("@State", n, state)

        reportModelRows("@ObservedObject", n, updates: updates, generator: &generator, makeModel: RowModel.init) {
            ViewHost(ObservedObjectList(models: $0))
        } bump: { $0.count += 1 }
        reportModelRows("@ObservedObject, AnyView", n, updates: updates, generator: &generator, makeModel: RowModel.init) {
            ViewHost(ErasedObservedObjectList(models: $0))
        } bump: { $0.count += 1 }
        reportModelRows("hand-written form (HStack)", n, updates: updates, generator: &generator, makeModel: RowModel.init) {
            ViewHost(BuilderFormList(models: $0))
        } bump: { $0.count += 1 }
        reportModelRows("generated form (ChildViews)", n, updates: updates, generator: &generator, makeModel: GeneratedFormRowModel.init) {
            ViewHost(GeneratedFormList(models: $0))
        } bump: { $0.count += 1 }
        reportModelRows("@Observable", n, updates: updates, generator: &generator, makeModel: ObservableRowModel.init) {
            ViewHost(ObservableList(models: $0))
        } bump: { $0.count += 1 }
    }
}

/// One row of the table: n fresh models, a list mounted over them, and one pseudo-random
/// model bumped per update.
@MainActor
func reportModelRows<Model: AnyObject>(
    _ name: String,
    _ n: Int,
    updates: Int,
    generator: inout SplitMix,
    makeModel: () -> Model,
    mount: ([Model]) -> ViewHost,
    bump: (Model) -> Void
) {
    let models = (0..<n).map { _ in makeModel() }
    let measurement = measure(updates: updates, mount: { mount(models) }) { _ in
        bump(models[generator.next(below: n)])
    }
    report(name, n, measurement)
}

func report(_ name: String, _ n: Int, _ measurement: Measurement) {
    print(
        pad(name, 28) + pad(formatCount(n), 9, right: true)
            + pad(formatTime(measurement.mountSeconds), 11, right: true)
            + pad(formatTime(measurement.secondsPerUpdate), 14, right: true)
            + pad(String(format: "%.0f", measurement.bodiesPerUpdate), 15, right: true)
    )
}

@MainActor
func runInvalidationComparison() {
    let updates = 100
    print("")
    print("One ObservableObject with \(Metrics.propertyCount) @Published properties; each reader view reads one property; one property changes per update (\(updates) updates)")
    print(pad("invalidation", 28) + pad("readers", 9, right: true) + pad("mount", 11, right: true) + pad("time/update", 14, right: true) + pad("bodies/update", 15, right: true))
    for readers in [1_000, 10_000] {
        let perObjectMetrics = Metrics()
        let perObject = measure(updates: updates, mount: {
            ViewHost(ReaderGrid(readers: readers) { PerObjectReader(metrics: perObjectMetrics, property: $0) })
        }) { step in perObjectMetrics.increment(step % Metrics.propertyCount) }
        report("per-object (SwiftUI)", readers, perObject)

        let preciseMetrics = Metrics()
        let precise = measure(updates: updates, mount: {
            ViewHost(ReaderGrid(readers: readers) { PreciseReader(metrics: preciseMetrics, property: $0) })
        }) { step in preciseMetrics.increment(step % Metrics.propertyCount) }
        report("per-property (precise)", readers, precise)
    }
}

/// Deterministic pseudo-random row choice, so runs are comparable.
struct SplitMix {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Int(z % UInt64(bound))
    }
}

@MainActor
func runAllBenchmarks() async {
    runRowBenchmarks()
    runInvalidationComparison()
    runModifierBenchmarks()
    runNavigationBenchmarks()
    runPresentationBenchmarks()
    await runTaskBenchmarks()
}

// `trellis-runtime-bench navigation` (or rows, invalidation, modifiers, presentation, tasks)
// runs one table only.
switch CommandLine.arguments.dropFirst().first {
case "rows": runRowBenchmarks()
case "invalidation": runInvalidationComparison()
case "modifiers": runModifierBenchmarks()
case "navigation": runNavigationBenchmarks()
case "presentation": runPresentationBenchmarks()
case "tasks": await runTaskBenchmarks()
default: await runAllBenchmarks()
}

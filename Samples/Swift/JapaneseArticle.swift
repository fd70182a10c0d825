import Trellis

// The Japanese article's HogeView variants, written by hand exactly as the article writes
// them (each prints "HogeView.init"), with the article's two parents: one that navigates to
// HogeView with a NavigationLink and one that shows it in place (optionally with `.id`).
//
// Trellis itself cannot produce the two harmful variants: an `observedObject` with an
// initial value is TRL201, and a `stateObject` is always created inside the autoclosure.
// The generated variant is `ContentViewInPlaceWithID`/`HogeViewState` (see its XML).

/// `@ObservedObject var vm` created in `init`: a new model on every parent update.
struct ObservedHogeView: View {
    @ObservedObject var vm: HogeViewModel
    init(count: Int) {
        print("HogeView.init")
        vm = HogeViewModel(count: count)
    }
    var body: some View { Text("Count: \(vm.count)") }
}

/// `@StateObject` initialised inside the autoclosure: the model is created only when the
/// view is installed (on navigation, or when its identity changes).
struct StateHogeView: View {
    @StateObject var vm: HogeViewModel
    init(count: Int) {
        print("HogeView.init")
        _vm = StateObject(wrappedValue: HogeViewModel(count: count))
    }
    var body: some View { Text("Count: \(vm.count)") }
}

/// `@StateObject` initialised outside the autoclosure: the model is created on every
/// parent update, then thrown away by the StateObject, which keeps its first one.
struct OutsideClosureHogeView: View {
    @StateObject var vm: HogeViewModel
    init(count: Int) {
        print("HogeView.init")
        // closure外で初期化する例
        let vm = HogeViewModel(count: count)
        _vm = StateObject(wrappedValue: vm)
    }
    var body: some View { Text("Count: \(vm.count)") }
}

/// Which HogeView a parent shows.
public enum HogeVariant: String, CaseIterable, Sendable {
    case observedObject
    case stateObject
    case outsideClosure
}

/// The article's ContentView that navigates: `NavigationStack { Button; NavigationLink }`.
struct NavigationContentView: View {
    let variant: HogeVariant
    @State var count: Int = 0
    var body: some View {
        NavigationStack {
            Button("Add Count: \(count)") {
                count += 1
            }
            NavigationLink("Link") {
                HogeDestination(variant: variant, count: count)
            }
        }
    }
}

/// The article's ContentView that shows HogeView in place, with or without `.id(count)`.
struct InPlaceContentView: View {
    let variant: HogeVariant
    let usesID: Bool
    @State var count: Int = 0
    var body: some View {
        VStack {
            Button("Add Count: \(count)") {
                count += 1
            }
            if usesID {
                HogeDestination(variant: variant, count: count)
                    .id(count) // IDを明示的に更新する
            } else {
                HogeDestination(variant: variant, count: count)
            }
        }
    }
}

/// Builds the chosen variant directly in the caller's body, so its `init` runs exactly
/// when the article's would (this helper has no state and no body of its own to speak of).
@MainActor
@ViewBuilder
func HogeDestination(variant: HogeVariant, count: Int) -> some View {
    switch variant {
    case .observedObject: ObservedHogeView(count: count)
    case .stateObject: StateHogeView(count: count)
    case .outsideClosure: OutsideClosureHogeView(count: count)
    }
}

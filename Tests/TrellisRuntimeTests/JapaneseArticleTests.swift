import Testing
import Trellis

// "StateObjectのwrappedValueはイニシャライザのclosure内で初期化した方が良い話" (seeds/002).
// Each of the article's HogeView variants is copied verbatim into its own namespace; the
// shared HogeViewModel is the article's. The logs are the article's print statements.

private class HogeViewModel: ObservableObject { // ViewModelは共通
    @Published var count: Int
    init(count: Int) {
        print("HogeViewModel.init: \(count)")
        self.count = count
    }
}

private enum ObservedObjectVersion {
    struct HogeView: View { // ObservedObjectを使ったHogeView
        @ObservedObject var vm: HogeViewModel
        init(count: Int) {
            print("HogeView.init")
            vm = HogeViewModel(count: count)
        }
        var body: some View { Text("Count: \(vm.count)") }
    }

    struct ContentView: View {
        @State var count: Int = 0
        var body: some View {
            NavigationStack {
                Button("Add Count: \(count)") {
                    count += 1
                }
                NavigationLink("Link") {
                    HogeView(count: count)
                }
            }
        }
    }
}

private enum StateObjectVersion {
    struct HogeView: View { // StateObjectを使ったHogeView
        @StateObject var vm: HogeViewModel
        init(count: Int) {
            print("HogeView.init")
            _vm = StateObject(wrappedValue: HogeViewModel(count: count))
        }
        var body: some View {
            Text("Count: \(vm.count)")
        }
    }

    struct ContentView: View {
        @State var count: Int = 0
        var body: some View {
            NavigationStack {
                Button("Add Count: \(count)") {
                    count += 1
                }
                NavigationLink("Link") {
                    HogeView(count: count)
                }
            }
        }
    }
}

private enum OutsideClosureVersion {
    struct HogeView: View {
        @StateObject var vm: HogeViewModel
        init(count: Int) {
            print("HogeView.init")
            // closure外で初期化する例
            let vm = HogeViewModel(count: count)
            _vm = StateObject(wrappedValue: vm)
        }
        var body: some View { Text("Count: \(vm.count)") }
    }

    struct ContentView: View {
        @State var count: Int = 0
        var body: some View {
            NavigationStack {
                Button("Add Count: \(count)") {
                    count += 1
                }
                NavigationLink("Link") {
                    HogeView(count: count)
                }
            }
        }
    }
}

private enum AutoclosureInitVersion {
    struct ContentView: View {
        @State var count: Int = 0  // not in the article's fragment
        var body: some View {
            VStack {
                Button("Add Count: \(count)") { count += 1 }  // not in the article's fragment
                HogeView(viewModel: HogeViewModel(count: count))
            }
        }
    }
    struct HogeView: View {
        @StateObject var vm: HogeViewModel
        init(viewModel: @autoclosure @escaping () -> HogeViewModel) {
            _vm = StateObject(wrappedValue: viewModel())
        }
        var body: some View { Text("Count: \(vm.count)") }
    }
}

private enum InlineVersion {
    struct ContentView: View {
        @State var count: Int = 0
        var body: some View {
            VStack {
                Button("Add Count: \(count)") {
                    count += 1
                }
                HogeView(count: count)
            }
        }
    }
    struct HogeView: View {
        @StateObject var vm: HogeViewModel
        init(count: Int) {
            print("HogeView.init")
            _vm = StateObject(wrappedValue: HogeViewModel(count: count))
        }
        var body: some View { Text("Count: \(vm.count)") }
    }
}

private enum IdVersion {
    struct ContentView: View {
        @State var count: Int = 0
        var body: some View {
            VStack {
                Button("Add Count: \(count)") {
                    count += 1
                }
                HogeView(count: count)
                    .id(count) // IDを明示的に更新する
            }
        }
    }
    struct HogeView: View {
        @StateObject var vm: HogeViewModel
        init(count: Int) {
            print("HogeView.init")
            _vm = StateObject(wrappedValue: HogeViewModel(count: count))
        }
        var body: some View { Text("Count: \(vm.count)") }
    }
}

@MainActor
@Suite("Japanese article (StateObject autoclosure)")
struct JapaneseArticleTests {
    @Test("ObservedObject: HogeViewModel is created with HogeView, on every ContentView update")
    func observedObjectLog() throws {
        let host = ViewHost(ObservedObjectVersion.ContentView())
        try host.tap("Add Count: 0")
        try host.tap("Link")
        #expect(host.log == ["HogeView.init", "HogeViewModel.init: 0", "HogeView.init", "HogeViewModel.init: 1"])
        #expect(host.render() == "NavigationStack\n  Text \"Count: 1\"")
    }

    @Test("StateObject: HogeView is created on every update, HogeViewModel only when navigating")
    func stateObjectLog() throws {
        let host = ViewHost(StateObjectVersion.ContentView())
        try host.tap("Add Count: 0")
        try host.tap("Link")
        #expect(host.log == ["HogeView.init", "HogeView.init", "HogeViewModel.init: 1"])
        #expect(host.render() == "NavigationStack\n  Text \"Count: 1\"")
    }

    @Test("Outside the closure: the parent's updates rebuild HogeViewModel for nothing")
    func outsideClosureLog() throws {
        let host = ViewHost(OutsideClosureVersion.ContentView())
        try host.tap("Add Count: 0")
        try host.tap("Add Count: 1")
        try host.tap("Link")
        #expect(host.log == [
            "HogeView.init", "HogeViewModel.init: 0",
            "HogeView.init", "HogeViewModel.init: 1",
            "HogeView.init", "HogeViewModel.init: 2",
        ])
        #expect(host.render() == "NavigationStack\n  Text \"Count: 2\"")
    }

    @Test("Forwarding an autoclosure from the view's init keeps StateObject's laziness")
    func autoclosureForwarding() throws {
        let host = ViewHost(AutoclosureInitVersion.ContentView())
        try host.tap("Add Count: 0")
        try host.tap("Add Count: 1")
        #expect(host.log == ["HogeViewModel.init: 0"])
    }

    @Test("Inside one view: HogeView is recreated but the old HogeViewModel is reused, so the count does not update")
    func inlineStateObjectIsReused() throws {
        let host = ViewHost(InlineVersion.ContentView())
        try host.tap("Add Count: 0")
        #expect(host.log == ["HogeView.init", "HogeViewModel.init: 0", "HogeView.init"])
        #expect(host.render() == """
            VStack
              Button "Add Count: 1"
              Text "Count: 0"
            """)
        #expect(host.bodyEvaluations(of: InlineVersion.HogeView.self) == 1)
    }

    @Test(".id(count) makes a new identity, so StateObject is recreated with the new count")
    func idRecreatesStateObject() throws {
        let host = ViewHost(IdVersion.ContentView())
        try host.tap("Add Count: 0")
        #expect(host.log == ["HogeView.init", "HogeViewModel.init: 0", "HogeView.init", "HogeViewModel.init: 1"])
        #expect(host.render() == """
            VStack
              Button "Add Count: 1"
              Text "Count: 1"
            """)
    }
}

import Testing
import Trellis

// "@StateObject: o que é, diferença do @ObservedObject e exemplos" (seeds/000).
// The article's Swift is copied verbatim inside namespaces; only the host setup and the
// types the article leaves undefined (NavigationRouter, AuthViewModel, ContentView,
// DetailViewModel) are added.

enum PortugueseArticle {
    class TimerViewModel: ObservableObject {
        @Published var seconds: Int = 0
        private var timer: Timer?

        func start() {
            timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
                self.seconds += 1
            }
        }

        deinit {
            timer?.invalidate()
        }
    }

    struct TimerView: View {
        @StateObject var viewModel = TimerViewModel()

        var body: some View {
            Text("\(viewModel.seconds)s")
                .onAppear { viewModel.start() }
        }
    }

    struct AppView: View {
        @StateObject var router = NavigationRouter()
        @StateObject var auth = AuthViewModel()

        var body: some View {
            ContentView()
                .environmentObject(router)
                .environmentObject(auth)
        }
    }

    struct DetailView: View {
        let itemId: Int
        @StateObject var viewModel = DetailViewModel()

        var body: some View {
            Text(viewModel.title)
                .onAppear { viewModel.load(id: itemId) }
        }
    }

    // MARK: Not in the article

    final class NavigationRouter: ObservableObject {
        @Published var screen = "home"
    }

    final class AuthViewModel: ObservableObject {
        @Published var userName: String?
    }

    struct ContentView: View {
        @EnvironmentObject var router: NavigationRouter
        @EnvironmentObject var auth: AuthViewModel
        var body: some View {
            VStack {
                Text("Screen \(router.screen), user \(auth.userName ?? "none")")
                Button("Sign in") { auth.userName = "Ana" }
            }
        }
    }

    final class DetailViewModel: ObservableObject {
        @Published var title = "Loading"
        init() { print("DetailViewModel.init") }
        func load(id: Int) {
            print("load(id: \(id))")
            title = "Item \(id)"
        }
    }

    /// Re-renders its children on demand and can remove them, to show what the article
    /// says about parent updates and removal.
    struct Screen<Content: View>: View {
        @State private var refreshes = 0
        @State private var showsContent = true
        let content: () -> Content
        var body: some View {
            VStack {
                Button("Refresh \(refreshes)") { refreshes += 1 }
                Toggle("Show", isOn: $showsContent)
                if showsContent {
                    content()
                }
            }
        }
    }

    struct DetailList: View {
        @State private var itemId = 1
        var body: some View {
            VStack {
                Button("Next item") { itemId += 1 }
                DetailView(itemId: itemId).id(itemId)
            }
        }
    }
}

@MainActor
@Suite("Portuguese article (@StateObject)")
struct PortugueseArticleTests {
    typealias Article = PortugueseArticle

    @Test("TimerView counts on the virtual clock and keeps its TimerViewModel across parent updates")
    func timerViewCounts() throws {
        let host = ViewHost(Article.Screen { Article.TimerView() })
        host.advance(by: .seconds(3))
        #expect(host.render().contains("Text \"3s\""))
        try host.tap("Refresh 0")
        host.advance(by: .seconds(2))
        #expect(host.render().contains("Text \"5s\""))
        #expect(host.bodyEvaluations(of: Article.TimerView.self) == 6)
    }

    @Test("The timer's block captures self strongly, so deinit (and invalidate) never run after removal")
    func timerBlockRetainsModel() throws {
        // The article says the timer stops in deinit; with a strong `self` in the block the
        // clock keeps the model alive, exactly as Foundation's run loop would.
        let host = ViewHost(Article.Screen { Article.TimerView() })
        host.advance(by: .seconds(1))
        try host.toggle("Show")
        #expect(!host.render().contains("Text"))
        #expect(host.scheduledTimers == 1)
        try host.toggle("Show")
        host.advance(by: .seconds(1))
        #expect(host.render().contains("Text \"1s\""))
        #expect(host.scheduledTimers == 2)
    }

    @Test("AppView injects router and auth; any descendant reads them with @EnvironmentObject")
    func appViewInjectsEnvironment() throws {
        let host = ViewHost(Article.AppView())
        #expect(host.render() == """
            VStack
              Text "Screen home, user none"
              Button "Sign in"
            """)
        try host.tap("Sign in")
        #expect(host.render().contains("Text \"Screen home, user Ana\""))
        #expect(host.bodyEvaluations(of: Article.ContentView.self) == 2)
        #expect(host.bodyEvaluations(of: Article.AppView.self) == 2)  // it owns auth
    }

    @Test("DetailView creates its model once and loads the current id in onAppear")
    func detailViewLoadsOnAppear() throws {
        let host = ViewHost(Article.DetailList())
        #expect(host.takeLog() == ["DetailViewModel.init", "load(id: 1)"])
        #expect(host.render().contains("Text \"Item 1\""))
        try host.tap("Next item")
        #expect(host.takeLog() == ["DetailViewModel.init", "load(id: 2)"])
        #expect(host.render().contains("Text \"Item 2\""))
    }
}

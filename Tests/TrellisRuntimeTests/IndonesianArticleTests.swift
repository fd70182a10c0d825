import Testing
import Trellis

// "@StateObject: apa itu, perbedaan dari @ObservedObject dan contoh" (seeds/001).
// Same examples as the Portuguese article; these tests check the claims it makes in its own
// words: "Jika @ObservedObject digunakan, setiap render TimerView akan membuat TimerViewModel
// baru dengan detik = 0", and that AppView's objects reach any child without initializers.

enum IndonesianArticle {
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

    /// The article's counterfactual: the same view with @ObservedObject.
    struct ObservedTimerView: View {
        @ObservedObject var viewModel = TimerViewModel()

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

    final class DetailViewModel: ObservableObject {
        @Published var title = "Memuat"
        func load(id: Int) { title = "Item \(id)" }
    }

    /// Shows a DetailView for the current id, and can hide it.
    struct DetailHost: View {
        @State private var itemId = 1
        @State private var showsDetail = true
        var body: some View {
            VStack {
                Button("Item berikutnya") { itemId += 1 }
                Toggle("Tampilkan", isOn: $showsDetail)
                if showsDetail {
                    DetailView(itemId: itemId)
                }
            }
        }
    }

    final class NavigationRouter: ObservableObject {
        @Published var path: [String] = []
    }

    final class AuthViewModel: ObservableObject {
        @Published var isSignedIn = false
    }

    struct ContentView: View {
        var body: some View {
            VStack {
                SignInRow()
                RouteRow()
            }
        }
    }

    struct SignInRow: View {
        @EnvironmentObject var auth: AuthViewModel
        var body: some View { Toggle("Signed in", isOn: $auth.isSignedIn) }
    }

    struct RouteRow: View {
        @EnvironmentObject var router: NavigationRouter
        var body: some View {
            Button("Depth \(router.path.count)") { router.path.append("detail") }
        }
    }

    struct Parent<Content: View>: View {
        @State private var renders = 0
        let content: () -> Content
        var body: some View {
            VStack {
                Button("Render \(renders)") { renders += 1 }
                content()
            }
        }
    }
}

@MainActor
@Suite("Indonesian article (@StateObject)")
struct IndonesianArticleTests {
    typealias Article = IndonesianArticle

    @Test("With @StateObject the seconds survive parent renders")
    func stateObjectKeepsSeconds() throws {
        let host = ViewHost(Article.Parent { Article.TimerView() })
        host.advance(by: .seconds(2))
        try host.tap("Render 0")
        host.advance(by: .seconds(1))
        #expect(host.render().contains("Text \"3s\""))
    }

    @Test("With @ObservedObject every parent render makes a new TimerViewModel with seconds = 0")
    func observedObjectResetsSeconds() throws {
        let host = ViewHost(Article.Parent { Article.ObservedTimerView() })
        host.advance(by: .seconds(2))
        #expect(host.render().contains("Text \"2s\""))
        try host.tap("Render 0")
        #expect(host.render().contains("Text \"0s\""))
        // onAppear does not run again for the new object, so nothing restarts it.
        host.advance(by: .seconds(5))
        #expect(host.render().contains("Text \"0s\""))
    }

    @Test("AppView's objects reach children through the environment; each change re-renders only its readers")
    func environmentObjectsReachChildren() throws {
        let host = ViewHost(Article.AppView())
        try host.toggle("Signed in")
        try host.tap("Depth 0")
        #expect(host.render() == """
            VStack
              Toggle "Signed in": on
              Button "Depth 1"
            """)
        #expect(host.bodyEvaluations(of: Article.SignInRow.self) == 2)
        #expect(host.bodyEvaluations(of: Article.RouteRow.self) == 2)
        #expect(host.bodyEvaluations(of: Article.ContentView.self) == 1)
    }

    @Test("DetailView loads the current id each time it appears, not when the id changes while it is shown")
    func detailLoadsOnEachAppearance() throws {
        let host = ViewHost(Article.DetailHost())
        #expect(host.render().contains("Text \"Item 1\""))
        try host.tap("Item berikutnya")
        #expect(host.render().contains("Text \"Item 1\""))
        try host.toggle("Tampilkan")
        try host.toggle("Tampilkan")
        #expect(host.render().contains("Text \"Item 2\""))
    }
}

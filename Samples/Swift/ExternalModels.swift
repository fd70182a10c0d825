import Trellis

// Models declared `external="true"` in the XML: written entirely by hand, declared there by
// their interface only. Each logs its lifecycle with Trellis's `print`, which also appends
// to the active ViewHost's log, so the scenarios can show when objects come and go.

/// The Portuguese and Indonesian articles' `TimerViewModel`: a timer started in `start()`
/// (called from `onAppear`) and stopped in `deinit`. `Timer` is Trellis's, on the host's
/// virtual clock. The timer's block captures `self` weakly: the article's strong capture
/// would keep the model alive through the timer, so `deinit` (and `invalidate`) would never run.
final class TimerViewModel: ObservableObject {
    @Published var seconds: Int = 0
    private var timer: Timer?

    init() {
        print("TimerViewModel.init")
    }

    func start() {
        print("TimerViewModel.start")
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.seconds += 1
        }
    }

    deinit {
        timer?.invalidate()
        print("TimerViewModel.deinit")
    }
}

/// The articles' `DetailViewModel`: created without parameters by the stateObject, then
/// loaded in `onAppear` with the current `itemId`.
final class DetailViewModel: ObservableObject {
    @Published var title: String = "Loading…"

    init() {
        print("DetailViewModel.init")
    }

    func load(id: Int) {
        print("DetailViewModel.load(id: \(id))")
        title = "Item \(id)"
    }

    deinit {
        print("DetailViewModel.deinit")
    }
}

/// The articles' service dependency: `UserViewModel(api: APIClient.shared)`.
struct APIClient: Sendable {
    static let shared = APIClient(userNames: ["Ana", "Bruno"])

    let userNames: [String]

    func fetchUserName(attempt: Int) -> String {
        userNames[attempt % userNames.count]
    }
}

final class UserViewModel: ObservableObject {
    @Published var userName: String = "?"
    private let api: APIClient
    private var attempts = 0

    init(api: APIClient) {
        print("UserViewModel.init")
        self.api = api
    }

    func refresh() {
        userName = api.fetchUserName(attempt: attempts)
        attempts += 1
    }
}

/// The Japanese article's view model, shared by every HogeView variant: it prints in its
/// initializer, which is how the article tells when an instance is created.
final class HogeViewModel: ObservableObject {
    @Published var count: Int

    init(count: Int) {
        print("HogeViewModel.init: \(count)")
        self.count = count
    }
}

/// `Samples/Feed.xml`'s loader: `load()` is `async throws`, and `loads` is `private(set)`, as
/// its XML interface declares. On the main actor, where the screen's `Task` runs it.
@MainActor
final class FeedLoader: ObservableObject {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "offline" }
    }

    @Published var titles: [String] = []
    @Published private(set) var loads = 0
    /// Whether the next `load()` fails, for the scenarios.
    var isOffline = false

    func load() async throws {
        await Task.yield()
        if isOffline { throw Offline() }
        loads += 1
        titles = ["Apples", "Avocados", "Bananas"]
    }
}

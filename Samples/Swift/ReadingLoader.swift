import Trellis

/// `Samples/HelperFunctions.xml`'s loader, written by hand: `load()` is `async throws`, as its
/// XML interface says, and fails while `ReadingLoader.isOffline`. On the main actor, as a view's async method
/// that awaits it needs in Swift 6 (a nonisolated `load()` would be sent off the main actor).
@MainActor
final class ReadingLoader: ObservableObject {
    struct Offline: Error {}

    @Published var titles: [String] = []
    /// Whether every `load()` fails, for the tests.
    static var isOffline = false

    func load() async throws {
        await Task.yield()
        if Self.isOffline { throw Offline() }
        titles = ["Dune", "Emma", "Ulysses"]
    }
}

import Trellis

/// Reports take a second to load, on the host's virtual clock; scrum 3's report fails.
@MainActor
final class ReportService: ObservableObject {
    struct Unavailable: Error {}

    @Published var loads = 0

    func report(scrumID: Int) async throws -> String {
        loads += 1
        try await Task.sleep(for: .seconds(1))
        if scrumID == 3 { throw Unavailable() }
        return "Scrum \(scrumID): \(loads) reports loaded, on time"
    }
}

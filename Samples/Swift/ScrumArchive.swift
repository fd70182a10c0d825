import Trellis

/// Why an archive failed; its description is what the alert shows.
struct ArchiveError: Error, CustomStringConvertible {
    var description: String { "The archive server is offline." }
}

/// The meeting notes' archive. The first archive fails, as an offline server would, so the
/// screen shows its alert; later ones succeed.
final class ScrumArchive: ObservableObject {
    @Published var titles: [String] = []
    private var isOffline = true

    func archive(_ title: String) throws {
        if isOffline {
            isOffline = false
            throw ArchiveError()
        }
        titles.append(title)
    }
}

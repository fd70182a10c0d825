import Trellis

// The Scrums app's hand-written Swift, declared in Samples/Scrums/ScrumModels.xml: the store,
// the meeting timer, the card view with its modifier, and the attendee editor. Written as a
// SwiftUI app writes them, against `import Trellis`.

/// A recurring meeting.
struct DailyScrum: Identifiable, Equatable {
    let id: Int
    var title: String
    var attendees: [String]
    var lengthInMinutes: Double
    var warningMinutes: Int
    var theme: Theme
    var history: [MeetingRecord]
}

/// The colours a scrum is painted in.
enum Theme: String, CaseIterable, Identifiable {
    case yellow
    case orange
    case teal
    case indigo
    case poppy
    case sky

    var id: String { rawValue }
    /// The name pickers and swatches show.
    var name: String { rawValue }
    var mainColor: Color { Color(rawValue) }
}

/// One meeting that took place.
struct MeetingRecord: Identifiable, Equatable {
    let id: Int
    let day: String
    let attendees: [String]
    let minutes: Int
}

/// The scrums and what can be done to them.
final class ScrumStore: ObservableObject {
    @Published var scrums: [DailyScrum]
    private var nextID: Int

    init(scrums: [DailyScrum] = DailyScrum.sampleData) {
        self.scrums = scrums
        nextID = (scrums.map(\.id).max() ?? 0) + 1
    }

    /// The scrums whose title contains `query`, ignoring case; all of them for an empty query.
    func matching(_ query: String) -> [DailyScrum] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return scrums }
        return scrums.filter { $0.title.localizedCaseInsensitiveContains(trimmed) }
    }

    func addScrum() {
        scrums.append(DailyScrum(id: nextID, title: "New Scrum", attendees: [], lengthInMinutes: 5, warningMinutes: 1, theme: .yellow, history: []))
        nextID += 1
    }

    func delete(id: Int) {
        scrums.removeAll { $0.id == id }
    }

    func deleteScrums(atOffsets offsets: IndexSet) {
        scrums.remove(atOffsets: offsets)
    }

    func duplicate(id: Int) {
        guard let index = scrums.firstIndex(where: { $0.id == id }) else { return }
        let original = scrums[index]
        // A new scrum, with an identity of its own.
        let copy = DailyScrum(
            id: nextID, title: original.title + " copy", attendees: original.attendees,
            lengthInMinutes: original.lengthInMinutes, warningMinutes: original.warningMinutes, theme: original.theme, history: []
        )
        nextID += 1
        scrums.insert(copy, at: index + 1)
    }

    func update(_ scrum: DailyScrum) {
        guard let index = scrums.firstIndex(where: { $0.id == scrum.id }) else { return }
        scrums[index] = scrum
    }

    func sortByTitle() {
        scrums.sort { $0.title < $1.title }
    }

    func sortByLength() {
        scrums.sort { $0.lengthInMinutes < $1.lengthInMinutes }
    }
}

extension DailyScrum {
    static let sampleData = [
        DailyScrum(
            id: 1, title: "Design", attendees: ["Cathy", "Daisy", "Simon", "Jonathan"], lengthInMinutes: 10,
            warningMinutes: 2, theme: .yellow,
            history: [MeetingRecord(id: 1, day: "Monday", attendees: ["Cathy", "Daisy", "Simon"], minutes: 9)]
        ),
        DailyScrum(
            id: 2, title: "App Dev", attendees: ["Katie", "Gray", "Euna", "Luis", "Darla"], lengthInMinutes: 5,
            warningMinutes: 1, theme: .orange, history: []
        ),
        DailyScrum(
            id: 3, title: "Web Dev", attendees: ["Chella", "Chris", "Christina", "Eden"], lengthInMinutes: 15,
            warningMinutes: 3, theme: .poppy, history: []
        ),
    ]
}

/// A meeting's clock on the host's virtual time: each attendee speaks in turn for an equal
/// share of the meeting.
final class MeetingTimer: ObservableObject {
    @Published var secondsElapsed = 0
    @Published var secondsRemaining: Int
    @Published var speakerIndex = 0
    @Published var speakers: [String]
    private let lengthInSeconds: Int
    private var timer: Timer?

    init(lengthInMinutes: Int, attendees: [String]) {
        lengthInSeconds = lengthInMinutes * 60
        secondsRemaining = lengthInMinutes * 60
        speakers = attendees.isEmpty ? ["Speaker 1"] : attendees
        print("MeetingTimer.init: \(speakers.count) speakers, \(lengthInMinutes) min")
    }

    func start() {
        print("MeetingTimer.start")
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            self?.tick()
        }
    }

    func stop() {
        print("MeetingTimer.stop at \(secondsElapsed)s")
        timer?.invalidate()
        timer = nil
    }

    func skipSpeaker() {
        guard !isLastSpeaker() else { return }
        speakerIndex += 1
    }

    func progress() -> Double {
        lengthInSeconds == 0 ? 1 : Double(secondsElapsed) / Double(lengthInSeconds)
    }

    func isLastSpeaker() -> Bool {
        speakerIndex == speakers.count - 1
    }

    private func tick() {
        guard secondsRemaining > 0 else { return stop() }
        secondsElapsed += 1
        secondsRemaining -= 1
        let share = max(1, lengthInSeconds / speakers.count)
        speakerIndex = min(speakers.count - 1, secondsElapsed / share)
    }

    deinit {
        timer?.invalidate()
    }
}

/// A card with a title and an icon over the content it is given.
struct ScrumCard<Content: View>: View {
    let title: String
    let systemImage: String
    let content: Content

    init(_ title: String, systemImage: String = "calendar", @ViewBuilder content: () -> Content) {
        self.title = title
        self.systemImage = systemImage
        self.content = content()
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(title, systemImage: systemImage)
                .font(.headline)
            content
        }
    }
}

extension View {
    /// Pads a card and paints it in its scrum's theme.
    func cardStyle(theme: Theme, elevated: Bool = false) -> some View {
        padding()
            .background(theme.mainColor, in: RoundedRectangle(cornerRadius: 12))
            .shadow(radius: elevated ? 4 : 0)
    }
}

/// The attendees of a scrum being edited: each row deletes with a swipe (onDelete), and a field
/// adds a name, its button disabled while the field is empty.
struct AttendeesEditor: View {
    @Binding var attendees: [String]
    @State private var newAttendee = ""

    var body: some View {
        ForEach(attendees, id: \.self) { name in
            Label(name, systemImage: "person")
        }
        .onDelete { offsets in
            attendees.remove(atOffsets: offsets)
        }
        HStack {
            TextField("New Attendee", text: $newAttendee)
            Button {
                attendees.append(newAttendee)
                newAttendee = ""
            } label: {
                Image(systemName: "plus.circle.fill")
                    .accessibilityLabel("Add attendee")
            }
            .disabled(newAttendee.isEmpty)
        }
    }
}

extension ScrumStore {
    /// The scrum with `id`, for screens that navigate by id; a placeholder once it is deleted.
    func scrum(withID id: Int) -> DailyScrum {
        scrums.first { $0.id == id }
            ?? DailyScrum(id: id, title: "Deleted", attendees: [], lengthInMinutes: 0, warningMinutes: 0, theme: .sky, history: [])
    }
}

extension CGFloat {
    /// The corners of the theme gallery's swatches.
    static let swatchCornerRadius: CGFloat = 10
}

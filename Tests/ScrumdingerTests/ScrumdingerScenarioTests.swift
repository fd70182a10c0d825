import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import ScrumdingerFixture

/// The scrums a person has, held as the app's store holds them, with the saves the list asked for.
@MainActor
private final class Scrums: ObservableObject {
    @Published var scrums = DailyScrum.sampleData
    var saves = 0
}

/// ScrumsView as the app's window shows it, over the sample data (as the app's preview does).
private struct ScrumsWindow: View {
    @ObservedObject var store: Scrums
    var body: some View {
        ScrumsView(scrums: $store.scrums) { store.saves += 1 }
    }
}

private let sampleList = """
NavigationStack
  Toolbar
    Button "plus"
      Image systemName "plus"
  Navigation title "Daily Scrums"
  List
    NavigationLink "Design 4 10"
      VStack
        Text "Design"
        Spacer
        HStack
          Label "4" systemImage "person.3"
          Spacer
          Label "10" systemImage "clock"
    NavigationLink "App Dev 5 5"
      VStack
        Text "App Dev"
        Spacer
        HStack
          Label "5" systemImage "person.3"
          Spacer
          Label "5" systemImage "clock"
    NavigationLink "Web Dev 10 5"
      VStack
        Text "Web Dev"
        Spacer
        HStack
          Label "10" systemImage "person.3"
          Spacer
          Label "5" systemImage "clock"
"""

/// How `Text(date, style: .date)` shows a day: long style, in UTC.
private func longDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "MMMM d, yyyy"
    return formatter.string(from: date)
}

/// Scrumdinger's own source (a faithful rewrite, Tests/Fixtures/Scrumdinger), compiled against
/// Trellis, driven as a person would on a device.
@MainActor
@Suite("Scrumdinger runs headless")
struct ScrumdingerScenarioTests {
    @Test("The list shows a card per scrum, and VoiceOver reads the add button by its accessibility label")
    func listShowsEachScrum() throws {
        let host = ViewHost(ScrumsWindow(store: Scrums()))
        #expect(host.render() == sampleList)
        let spoken = host.renderVoiceOver()
        #expect(spoken.contains("New Scrum, Button"))
        // A row reads its link's title; the labels inside it ("4 attendees") are not read yet.
        #expect(spoken.count == 4)
    }

    @Test("Detail, edit, meeting and history, in one session")
    func detailEditMeetingHistory() async throws {
        let store = Scrums()
        let host = ViewHost(ScrumsWindow(store: store))
        try host.tap("Design 4 10")
        #expect(host.render() == """
        NavigationStack
          Toolbar
            Button "Edit"
          Navigation title "Design"
          List
            Section
              header
                Text "Meeting Info"
              NavigationLink "Start Meeting"
                Label "Start Meeting" systemImage "timer"
              HStack
                Label "Length" systemImage "clock"
                Spacer
                Text "10 minutes"
              HStack
                Label "Theme" systemImage "paintpalette"
                Spacer
                Text "Yellow"
            Section
              header
                Text "Attendees"
              Label "Ana" systemImage "person"
              Label "Bo" systemImage "person"
              Label "Chidi" systemImage "person"
              Label "Dara" systemImage "person"
            Section
              header
                Text "History"
              Label "No meetings yet" systemImage "calendar.badge.exclamationmark"
        """)

        // The edit sheet works on a copy; Done writes it back through the list's binding.
        try host.tap("Edit")
        try host.replaceText(in: "Title", with: "Design Review")
        try host.type("Tao", into: "New Attendee")
        try host.tap("Add attendee")
        try host.setSlider("Length", to: 15)
        #expect(host.presentations == ["Sheet"])
        #expect(host.render().hasSuffix("""
          Sheet
            NavigationStack
              Toolbar
                ToolbarItem confirmationAction
                  Button "Done"
              Toolbar
                ToolbarItem cancellationAction
                  Button "Cancel"
              Navigation title "Design"
              Form
                Section
                  header
                    Text "Meeting Info"
                  TextField "Title": "Design Review"
                  HStack
                    Slider "Length": 15 in 5...30 step 1
                    Spacer
                    Text "15 minutes"
                  Picker "Theme": "Yellow"
                Section
                  header
                    Text "Attendees"
                  Text "Ana"
                  Text "Bo"
                  Text "Chidi"
                  Text "Dara"
                  Text "Tao"
                  HStack
                    TextField "New Attendee": ""
                    Button "plus.circle.fill" [disabled]
                      Image systemName "plus.circle.fill"
        """))
        #expect(store.scrums[0].title == "Design")
        try host.tap("Done")
        #expect(host.presentations == [])
        #expect(store.scrums[0].title == "Design Review")
        #expect(store.scrums[0].attendees.map(\.name) == ["Ana", "Bo", "Chidi", "Dara", "Tao"])
        #expect(store.scrums[0].lengthInMinutes == 15)
        #expect(host.render().contains("Navigation title \"Design Review\""))

        // The meeting: five speakers share 15 minutes; the first speaks.
        try host.tap("Start Meeting")
        #expect(host.render() == """
        NavigationStack
          ZStack
            RoundedRectangle cornerRadius 16 fill yellow
            VStack
              VStack
                ZStack
                  RoundedRectangle cornerRadius 10 fill black
                  ProgressView 0/1
                HStack
                  VStack
                    Text "Seconds Elapsed"
                    Label "0" systemImage "hourglass.tophalf.fill"
                  Spacer
                  VStack
                    Text "Seconds Remaining"
                    Label "900" systemImage "hourglass.bottomhalf.fill"
              Circle strokeBorder foreground lineWidth 24
              Overlay
                VStack
                  Text "Ana"
                  Text "is speaking"
                  Image systemName "mic"
              VStack
                HStack
                  Text "Speaker 1 of 5"
                  Spacer
                  Button "forward.fill"
                    Image systemName "forward.fill"
        """)
        #expect(host.renderVoiceOver() == [
            "Time remaining, 15 minutes",
            "Ana, is speaking, with transcription, Image",
            "Speaker 1 of 5",
            "Next speaker, Button",
        ])

        // Skipping hands over to the next speaker and draws the finished speaker's arc.
        try host.tap("Next speaker")
        #expect(await yieldUntil { host.render().contains("Speaker 2 of 5") })
        let meeting = host.render()
        #expect(meeting.contains("ProgressView 0.2/1"))
        #expect(meeting.contains("Label \"180\" systemImage \"hourglass.tophalf.fill\""))
        #expect(meeting.contains("Label \"720\" systemImage \"hourglass.bottomhalf.fill\""))
        #expect(meeting.contains("""
              Overlay
                VStack
                  Text "Bo"
                  Text "is speaking"
                  Image systemName "mic"
              Overlay
                SpeakerArc rotation -90 stroke yellow lineWidth 12
        """))

        // Leaving the meeting records it in the scrum's history.
        try host.back()
        #expect(await yieldUntil { store.scrums[0].history.count == 1 })
        let history = try #require(store.scrums[0].history.first)
        let day = longDate(history.date)
        #expect(history.attendees.map(\.name) == ["Ana", "Bo", "Chidi", "Dara", "Tao"])
        #expect(host.render().hasSuffix("""
            Section
              header
                Text "History"
              NavigationLink "\(day)"
                HStack
                  Image systemName "calendar"
                  Text "\(day)"
        """))

        try host.tap(day)
        let shown = host.render()
        #expect(shown.contains("Navigation title \"\(day)\""))
        #expect(shown.contains("Text \"Ana, Bo, Chidi, Dara, and Tao\""))
        // The stand-in recognizer has no permission, so the transcript is its error.
        #expect(shown.contains("Text \"Transcript\""))
        #expect(shown.contains("Text \"<< Not authorized to recognize speech >>\"") || shown.contains("Text \"<< Recognizer is unavailable >>\""))
    }

    @Test("A new scrum is added through the sheet, and an inactive scene asks to save")
    func newScrumSheet() throws {
        let store = Scrums()
        let host = ViewHost(ScrumsWindow(store: store))
        try host.tap("New Scrum")
        #expect(host.presentations == ["Sheet"])
        try host.type("Standup", into: "Title")
        try host.type("Uma", into: "New Attendee")
        try host.tap("Add attendee")
        try host.tap("Add")
        #expect(host.presentations == [])
        #expect(host.render() == sampleList + """

            NavigationLink "Standup 1 5"
              VStack
                Text "Standup"
                Spacer
                HStack
                  Label "1" systemImage "person.3"
                  Spacer
                  Label "5" systemImage "clock"
        """)
        #expect(store.saves == 0)
        host.scenePhase = .inactive
        #expect(store.saves == 1)
    }

    @Test("Dismissing the new-scrum sheet adds nothing")
    func dismissNewScrum() throws {
        let store = Scrums()
        let host = ViewHost(ScrumsWindow(store: store))
        try host.tap("New Scrum")
        try host.type("Standup", into: "Title")
        try host.tap("Dismiss")
        #expect(host.presentations == [])
        #expect(store.scrums.count == 3)
        #expect(host.render() == sampleList)
    }

    @Test("The app launches from its App type: its window is the list of scrums it loaded")
    func appLaunches() async throws {
        let host = ViewHost(app: ScrumdingerApp())
        await host.runTasks()
        let documents = try FileManager.default.url(for: .documentDirectory, in: .userDomainMask, appropriateFor: nil, create: false)
        let saved = FileManager.default.fileExists(atPath: documents.appendingPathComponent("scrums.data").path)
        // A first launch finds no saved scrums: the list is empty, as on a new device.
        try #require(!saved, "a scrums.data from another run is in \(documents.path)")
        #expect(host.render() == """
        NavigationStack
          Toolbar
            Button "plus"
              Image systemName "plus"
          Navigation title "Daily Scrums"
          List
        """)
        // The app's @StateObject store lives with the window: a scrum added through the sheet stays.
        try host.tap("New Scrum")
        try host.type("Retro", into: "Title")
        try host.tap("Add")
        #expect(host.render().contains("NavigationLink \"Retro 0 5\""))
    }
}

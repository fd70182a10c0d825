import Testing
import Trellis
@testable import TrellisSamples

/// The Scrums sample app (`Samples/Scrums/`), played headlessly: every step's action, and the
/// screens a person would see, as `ViewHost.render()` prints them.
@MainActor
@Suite("Scrums app scenarios")
struct ScrumsScenarioTests {
    private func steps(_ name: String) throws -> [ScenarioStep] {
        let scenario = try #require(Scenario.named(name), "no scenario \(name)")
        return try scenario.run()
    }

    /// The titles of the scrum rows on a list screen, in order.
    private func rows(_ screen: String) -> [String] {
        screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("NavigationLink \"") && $0.contains(" attendees ") }
    }

    /// `<app name="ScrumdingerApp">` launched as SwiftUI launches an app: its window shows the same
    /// list as the `ScrumsApp` view, with the store and settings the app owns and injects.
    @Test func theAppEntryLaunchesTheListItsWindowShows() throws {
        let app = ViewHost(app: ScrumdingerApp())
        let view = ViewHost(ScrumsApp())
        #expect(app.render() == view.render())
        #expect(!rows(app.render()).isEmpty, "\(app.render())")
        try app.tap("New Scrum")
        try view.tap("New Scrum")
        #expect(app.render() == view.render())
    }

    @Test func theListSearchesSwipesDuplicatesSortsAndAdds() throws {
        let steps = try steps("scrums-list")
        #expect(steps.map(\.action) == [
            "mount ScrumsApp",
            "search \"dev\"",
            "clear the search",
            "swipe \"Web Dev\" and tap \"Delete\"",
            "context menu of \"Design\": \"Duplicate\"",
            "menu \"Sort\": \"By length\"",
            "tap \"New Scrum\"",
        ])
        #expect(steps[0].screen == """
            NavigationStack
              Toolbar
                ToolbarItem primaryAction
                  Button "plus"
                    Image systemName "plus"
                ToolbarItem topBarLeading
                  Menu "Sort"
              SearchField "Find a scrum": ""
              Navigation title "Daily Scrums"
              List
                Section
                  header
                    Text "Daily Scrums"
                  NavigationLink "Design 4 attendees 10 min"
                    VStack
                      Text "Design"
                      Spacer
                      HStack
                        Label "4 attendees" systemImage "person.3"
                        Spacer
                        Label "10 min" systemImage "clock"
                  NavigationLink "App Dev 5 attendees 5 min"
                    VStack
                      Text "App Dev"
                      Spacer
                      HStack
                        Label "5 attendees" systemImage "person.3"
                        Spacer
                        Label "5 min" systemImage "clock"
                  NavigationLink "Web Dev 4 attendees 15 min"
                    VStack
                      Text "Web Dev"
                      Spacer
                      HStack
                        Label "4 attendees" systemImage "person.3"
                        Spacer
                        Label "15 min" systemImage "clock"
                Section
                  header
                    Text "More"
                  NavigationLink "Themes"
                    Label "Themes" systemImage "paintpalette"
                  NavigationLink "Settings"
                    Label "Settings" systemImage "gear"
            """)
        #expect(rows(steps[1].screen) == ["NavigationLink \"App Dev 5 attendees 5 min\"", "NavigationLink \"Web Dev 4 attendees 15 min\""])
        #expect(rows(steps[2].screen) == ["NavigationLink \"Design 4 attendees 10 min\"", "NavigationLink \"App Dev 5 attendees 5 min\"", "NavigationLink \"Web Dev 4 attendees 15 min\""])
        #expect(rows(steps[3].screen) == ["NavigationLink \"Design 4 attendees 10 min\"", "NavigationLink \"App Dev 5 attendees 5 min\""])
        #expect(rows(steps[4].screen) == ["NavigationLink \"Design 4 attendees 10 min\"", "NavigationLink \"Design copy 4 attendees 10 min\"", "NavigationLink \"App Dev 5 attendees 5 min\""])
        #expect(rows(steps[5].screen) == ["NavigationLink \"App Dev 5 attendees 5 min\"", "NavigationLink \"Design 4 attendees 10 min\"", "NavigationLink \"Design copy 4 attendees 10 min\""])
        #expect(rows(steps[6].screen) == ["NavigationLink \"App Dev 5 attendees 5 min\"", "NavigationLink \"Design 4 attendees 10 min\"", "NavigationLink \"Design copy 4 attendees 10 min\"", "NavigationLink \"New Scrum 0 attendees 5 min\""])
        #expect(steps[1].screen.contains("SearchField \"Find a scrum\": \"dev\""))
        #expect(steps.allSatisfy { $0.log.isEmpty })
    }

    @Test func theEditorEditsACopyThatDoneSaves() throws {
        let steps = try steps("scrums-edit")
        #expect(steps.map(\.action) == [
            "mount ScrumsApp",
            "tap \"Design 4 attendees 10 min\"",
            "expand \"Monday\"",
            "tap \"Edit\"",
            "type \" Review\" into \"Title\"",
            "slide \"Length\" to 20.0",
            "step up \"Warn 2 min before the end\"",
            "pick \"teal\" in \"Theme\"",
            "delete \"Simon\"",
            "tap \"Add attendee\" with no name: refused",
            "type \"Ana\" into \"New Attendee\"",
            "tap \"Add attendee\"",
            "tap \"Done\"",
            "back",
        ])
        // Each control shows its new value as soon as it is used.
        #expect(steps[4].screen.contains("TextField \"Title\": \"Design Review\""))
        #expect(steps[5].screen.contains("Slider \"Length\": 20 in 5...30 step 1"))
        #expect(steps[5].screen.contains("Text \"20 minutes\""))
        #expect(steps[6].screen.contains("Stepper \"Warn 3 min before the end\": 3 in 1...5"))
        #expect(steps[7].screen.contains("Picker \"Theme\": \"teal\""))
        #expect(!steps[8].screen.contains("Simon"))
        #expect(steps[10].screen.contains("Button \"plus.circle.fill\"\n") && !steps[10].screen.contains("[disabled]"))
        #expect(steps[2].screen == """
            NavigationStack
              Toolbar
                ToolbarItem primaryAction
                  NavigationLink "Edit"
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
                    Text "yellow"
                    RoundedRectangle cornerRadius 4 fill yellow
                Section
                  header
                    Text "Attendees"
                  Label "Cathy" systemImage "person"
                  Label "Daisy" systemImage "person"
                  Label "Simon" systemImage "person"
                  Label "Jonathan" systemImage "person"
                Section
                  header
                    Text "History"
                  DisclosureGroup "Monday": expanded
                    Text "9 minutes"
                    Text "Cathy"
                    Text "Daisy"
                    Text "Simon"
            """)
        #expect(steps[12].screen == """
            NavigationStack
              Toolbar
                ToolbarItem confirmationAction
                  Button "Done"
              Navigation title "Edit Design Review"
              Form
                Section
                  header
                    Text "Meeting Info"
                  TextField "Title": "Design Review"
                  HStack
                    Slider "Length": 20 in 5...30 step 1
                    Spacer
                    Text "20 minutes"
                  Stepper "Warn 3 min before the end": 3 in 1...5
                  Picker "Theme": "teal"
                Section
                  header
                    Text "Attendees"
                  Label "Cathy" systemImage "person"
                  Label "Daisy" systemImage "person"
                  Label "Jonathan" systemImage "person"
                  Label "Ana" systemImage "person"
                  HStack
                    TextField "New Attendee": ""
                    Button "plus.circle.fill" [disabled]
                      Image systemName "plus.circle.fill"
                  footer
                    Text "Swipe a name to remove it."
              Overlay
                Label "Saved" systemImage "checkmark.circle"
            """)
        #expect(steps[13].screen == """
            NavigationStack
              Toolbar
                ToolbarItem primaryAction
                  NavigationLink "Edit"
              Navigation title "Design Review"
              List
                Section
                  header
                    Text "Meeting Info"
                  NavigationLink "Start Meeting"
                    Label "Start Meeting" systemImage "timer"
                  HStack
                    Label "Length" systemImage "clock"
                    Spacer
                    Text "20 minutes"
                  HStack
                    Label "Theme" systemImage "paintpalette"
                    Spacer
                    Text "teal"
                    RoundedRectangle cornerRadius 4 fill teal
                Section
                  header
                    Text "Attendees"
                  Label "Cathy" systemImage "person"
                  Label "Daisy" systemImage "person"
                  Label "Jonathan" systemImage "person"
                  Label "Ana" systemImage "person"
                Section
                  header
                    Text "History"
                  DisclosureGroup "Monday": expanded
                    Text "9 minutes"
                    Text "Cathy"
                    Text "Daisy"
                    Text "Simon"
            """)
        #expect(steps[9].log == [
            "refused: Button \"plus.circle.fill\" is disabled, so it cannot be tapped: the .disabled(true) at TrellisSamples/Scrums.swift:223 on Button \"plus.circle.fill\" [disabled] turns off isEnabled for everything below it.",
        ])
    }

    @Test func theMeetingFollowsTheClockAndSettingsAndThemesAreEdited() throws {
        let steps = try steps("scrums-meeting")
        #expect(steps.map(\.action) == [
            "mount ScrumsApp",
            "tap \"App Dev 5 attendees 5 min\"",
            "tap \"Start Meeting\"",
            "wait 30 s",
            "tap \"Next speaker\"",
            "wait 210 s",
            "tap \"Next speaker\" on the last speaker: refused",
            "back",
            "back",
            "tap \"Settings\"",
            "toggle \"Progress ring\"",
            "expand \"Advanced\"",
            "pick \"Shuffled\" in \"Order\"",
            "back",
            "tap \"Themes\"",
            "tap \"teal\"",
        ])
        #expect(steps.map(\.log) == [
            [],
            [],
            ["MeetingTimer.init: 5 speakers, 5 min", "MeetingTimer.start"],
            [],
            [],
            [],
            ["refused: Button \"forward.fill\" is disabled, so it cannot be tapped: the .disabled(true) at TrellisSamples/Meeting.xml:87 on Button \"forward.fill\" [disabled] turns off isEnabled for everything below it."],
            ["MeetingTimer.stop at 240s"],
            [],
            [],
            [],
            [],
            [],
            [],
            [],
            [],
        ])
        #expect(steps[2].screen == """
            NavigationStack
              Navigation title "App Dev"
              VStack
                VStack
                  ProgressView 0/1
                  HStack
                    VStack
                      Text "Seconds Elapsed"
                      Label "0" systemImage "hourglass.bottomhalf.fill"
                    Spacer
                    VStack
                      Text "Seconds Remaining"
                      Label "300" systemImage "hourglass.tophalf.fill"
                  ZStack
                    Circle stroke gray lineWidth 8
                    Text "0%"
                VStack
                  Label "Speaker 1 of 5" systemImage "person.wave.2"
                  Text "Katie"
                HStack
                  Text "Speaker 1 of 5"
                  Spacer
                  Button "forward.fill"
                    Image systemName "forward.fill"
            """)
        #expect(steps[5].screen == """
            NavigationStack
              Navigation title "App Dev"
              VStack
                VStack
                  ProgressView 0.8/1
                  HStack
                    VStack
                      Text "Seconds Elapsed"
                      Label "240" systemImage "hourglass.bottomhalf.fill"
                    Spacer
                    VStack
                      Text "Seconds Remaining"
                      Label "60" systemImage "hourglass.tophalf.fill"
                  ZStack
                    Circle stroke gray lineWidth 8
                    Text "80%"
                VStack
                  Label "Speaker 5 of 5" systemImage "person.wave.2"
                  Text "Darla"
                  Label "Wrap up soon" systemImage "exclamationmark.triangle"
                HStack
                  Text "Last Speaker"
                  Spacer
                  Button "forward.fill" [disabled]
                    Image systemName "forward.fill"
            """)
        #expect(steps[12].screen == """
            NavigationStack
              Navigation title "Settings"
              Form
                Section
                  header
                    Text "Meeting"
                  Toggle "Play chime": on
                  Toggle "Progress ring": off
                    Label "Progress ring" systemImage "circle.dashed"
                Section
                  header
                    Text "Speakers"
                  DisclosureGroup "Advanced": expanded
                    Picker "Order": "Shuffled"
                  Text "Speakers go Shuffled"
            """)
        #expect(steps[15].screen == """
            NavigationStack
              Navigation title "Themes"
              ScrollView
                LazyVGrid 2 columns
                  ZStack
                    RoundedRectangle cornerRadius 10 fill yellow
                    HStack
                      Text "yellow"
                  ZStack
                    RoundedRectangle cornerRadius 10 fill orange
                    HStack
                      Text "orange"
                  ZStack
                    RoundedRectangle cornerRadius 10 fill teal
                    HStack
                      Text "teal"
                      Image systemName "checkmark"
                  ZStack
                    RoundedRectangle cornerRadius 10 fill indigo
                    HStack
                      Text "indigo"
                  ZStack
                    RoundedRectangle cornerRadius 10 fill poppy
                    HStack
                      Text "poppy"
                  ZStack
                    RoundedRectangle cornerRadius 10 fill sky
                    HStack
                      Text "sky"
                Text "Chosen: teal"
            """)
    }
}

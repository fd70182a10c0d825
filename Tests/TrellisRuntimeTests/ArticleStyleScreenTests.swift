import Testing
import Trellis

// Screens written the way SwiftUI tutorials write them (a meeting-timer app's edit and detail
// screens), compiled against Trellis unchanged and used as a person would.

private enum Theme: String, CaseIterable, Identifiable {
    case bubblegum, lavender, sky
    var id: String { rawValue }
    var name: String { rawValue.capitalized }
}

private struct Attendee: Identifiable, Equatable {
    let id: Int
    var name: String
}

private struct DailyScrum: Equatable {
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }
    var theme: Theme
}

private struct ThemePicker: View {
    @Binding var selection: Theme

    var body: some View {
        Picker("Theme", selection: $selection) {
            ForEach(Theme.allCases) { theme in
                Label(theme.name, systemImage: "paintpalette")
                    .tag(theme)
            }
        }
    }
}

private struct DetailEditView: View {
    @Binding var scrum: DailyScrum
    @State private var newAttendeeName = ""
    @State private var nextID = 10

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $scrum.title)
                HStack {
                    Slider(value: $scrum.lengthInMinutesAsDouble, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    Spacer()
                    Text("\(scrum.lengthInMinutes) minutes")
                }
                ThemePicker(selection: $scrum.theme)
            }
            Section(header: Text("Attendees")) {
                ForEach(scrum.attendees) { attendee in
                    Text(attendee.name)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        scrum.attendees.append(Attendee(id: nextID, name: newAttendeeName))
                        nextID += 1
                        newAttendeeName = ""
                    }) {
                        Image(systemName: "plus.circle.fill")
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
        }
    }
}

private struct DetailView: View {
    @State private var scrum = DailyScrum(
        title: "Design", attendees: [Attendee(id: 1, name: "Cathy"), Attendee(id: 2, name: "Daisy")],
        lengthInMinutes: 10, theme: .sky
    )
    @State private var isEditing = false

    var body: some View {
        NavigationStack {
            List {
                Section(header: Text("Meeting Info")) {
                    NavigationLink(destination: Text("Meeting")) {
                        Label("Start Meeting", systemImage: "timer")
                    }
                    HStack {
                        Label("Length", systemImage: "clock")
                        Spacer()
                        Text("\(scrum.lengthInMinutes) minutes")
                    }
                    HStack {
                        Label("Theme", systemImage: "paintpalette")
                        Spacer()
                        Text(scrum.theme.name)
                            .themeChip()
                    }
                }
                Section(header: Text("Attendees")) {
                    ForEach(scrum.attendees) { attendee in
                        Label(attendee.name, systemImage: "person")
                    }
                }
                Toggle("Edit", isOn: $isEditing)
                if isEditing {
                    DetailEditView(scrum: $scrum)
                }
            }
        }
    }
}

extension View {
    /// An app's own modifier in the tutorials' style, built from the runtime's views.
    fileprivate func themeChip() -> some View {
        ZStack { self }
    }
}

@MainActor
@Suite("SwiftUI-style screens")
struct ArticleStyleScreenTests {
    @Test("A tutorial's detail and edit screens compile unchanged and are edited through the host")
    func editScrum() throws {
        let host = ViewHost(DetailView())
        #expect(host.render() == """
        NavigationStack
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
                ZStack
                  Text "Sky"
            Section
              header
                Text "Attendees"
              Label "Cathy" systemImage "person"
              Label "Daisy" systemImage "person"
            Toggle "Edit": off
        """)
        try host.toggle("Edit")
        try host.setSlider("Length", to: 17.4)
        try host.select("Lavender", in: "Theme")
        #expect(throws: ViewHostError.self) { try host.tap("plus.circle.fill") }
        try host.type("Ana", into: "New Attendee")
        try host.tap("plus.circle.fill")
        let screen = host.render()
        #expect(screen.contains("Text \"17 minutes\""))
        #expect(screen.contains("Text \"Lavender\""))
        #expect(screen.contains("Label \"Ana\" systemImage \"person\""))
        #expect(screen.hasSuffix("""
              Section
                header
                  Text "Attendees"
                Text "Cathy"
                Text "Daisy"
                Text "Ana"
                HStack
                  TextField "New Attendee": ""
                  Button "plus.circle.fill" [disabled]
                    Image systemName "plus.circle.fill"
        """))
        try host.tap("Start Meeting")
        #expect(host.render() == "NavigationStack\n  Text \"Meeting\"")
    }
}

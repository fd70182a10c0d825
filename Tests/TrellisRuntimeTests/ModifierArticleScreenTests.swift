import Testing
import Trellis

// A meeting-timer app's list and detail screens, written the way SwiftUI tutorials write them,
// compiled against `import Trellis` as is.

private enum Theme: String {
    case bubblegum, buttercup, indigo, lavender

    var accentColor: Color {
        switch self {
        case .bubblegum, .buttercup, .lavender: return .black
        case .indigo: return .white
        }
    }

    var mainColor: Color { Color(rawValue) }
}

private struct DailyScrum: Identifiable {
    let id: Int
    var title: String
    var attendees: [String]
    var lengthInMinutes: Int
    var theme: Theme
}

private struct TrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconLabelStyle {
    fileprivate static var trailingIcon: Self { Self() }
}

private struct CardView: View {
    let scrum: DailyScrum
    var body: some View {
        VStack(alignment: .leading) {
            Text(scrum.title)
                .font(.headline)
            Spacer()
            HStack {
                Label("\(scrum.attendees.count)", systemImage: "person.3")
                    .accessibilityLabel("\(scrum.attendees.count) attendees")
                Spacer()
                Label("\(scrum.lengthInMinutes)", systemImage: "clock")
                    .accessibilityLabel("\(scrum.lengthInMinutes) minute meeting")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(scrum.theme.accentColor)
    }
}

private struct ScrumsView: View {
    @State private var scrums = [
        DailyScrum(id: 1, title: "Design", attendees: ["Cathy", "Daisy"], lengthInMinutes: 10, theme: .bubblegum),
        DailyScrum(id: 2, title: "App Dev", attendees: ["Katie", "Gray", "Euna"], lengthInMinutes: 5, theme: .indigo),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(scrums) { scrum in
                    NavigationLink(destination: DetailView(scrum: scrum)) {
                        CardView(scrum: scrum)
                    }
                    .listRowBackground(scrum.theme.mainColor)
                }
                .onDelete { indices in
                    scrums.remove(atOffsets: indices)
                }
            }
            .navigationTitle("Daily Scrums")
            .toolbar {
                Button(action: {
                    scrums.append(DailyScrum(id: scrums.count + 1, title: "New", attendees: [], lengthInMinutes: 5, theme: .lavender))
                }) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Scrum")
            }
        }
    }
}

private struct DetailView: View {
    let scrum: DailyScrum
    @State private var isPresentingEditView = false

    var body: some View {
        List {
            Text("Start Meeting")
                .font(.headline)
                .foregroundColor(.accentColor)
            HStack {
                Text("Length")
                Spacer()
                Text("\(scrum.lengthInMinutes) minutes")
            }
            ForEach(scrum.attendees, id: \.self) { attendee in
                Text(attendee)
            }
            if isPresentingEditView { Text("Editing") }
        }
        .navigationTitle(scrum.title)
        .toolbar {
            Button("Edit") { isPresentingEditView = true }
        }
    }
}

@MainActor
@Suite("Modifiers: a meeting-timer app written for SwiftUI")
struct ModifierArticleScreenTests {
    @Test func theListShowsItsTitleToolbarAndCards() throws {
        let host = ViewHost(ScrumsView())
        #expect(host.render() == """
            NavigationStack
              Toolbar
                Button "plus"
                  Image systemName "plus"
              Navigation title "Daily Scrums"
              List
                NavigationLink "Design 2 10"
                  VStack
                    Text "Design"
                    Spacer
                    HStack
                      Label "2" systemImage "person.3"
                      Spacer
                      Label "10" systemImage "clock"
                NavigationLink "App Dev 3 5"
                  VStack
                    Text "App Dev"
                    Spacer
                    HStack
                      Label "3" systemImage "person.3"
                      Spacer
                      Label "5" systemImage "clock"
            """)
        #expect(try host.appearance(of: "Design").font == .headline)
        let length = try host.appearance(of: "10")
        #expect(length.font == .caption)
        #expect(length.accessibilityLabel == "10 minute meeting")
        #expect(length.labelStyle == "TrailingIconLabelStyle")
        #expect(length.foregroundStyle == AnyShapeStyle(Color.black))
        #expect(length.listRowBackground == "bubblegum")
        #expect(length.modifiers == ["padding(.all, default)"])
        #expect(try host.appearance(of: "5").foregroundStyle == AnyShapeStyle(Color.white))
    }

    @Test func addingDeletingAndOpeningAScrum() throws {
        let host = ViewHost(ScrumsView())
        try host.tap("New Scrum")
        try host.swipe("Design", andTap: "Delete")
        #expect(host.render().contains("""
              List
                NavigationLink "App Dev 3 5"
            """))
        #expect(host.render().contains("NavigationLink \"New 0 5\""))
        #expect(!host.render().contains("Design"))
        try host.tap("App Dev 3 5")
        try host.tap("Edit")
        #expect(host.render() == """
            NavigationStack
              Toolbar
                Button "Edit"
              Navigation title "App Dev"
              List
                Text "Start Meeting"
                HStack
                  Text "Length"
                  Spacer
                  Text "5 minutes"
                Text "Katie"
                Text "Gray"
                Text "Euna"
                Text "Editing"
            """)
        #expect(try host.appearance(of: "Start Meeting").foregroundStyle == AnyShapeStyle(Color.accentColor))
        try host.back()
        try host.delete("New")
        #expect(host.render().hasSuffix("""
                      Label "3" systemImage "person.3"
                      Spacer
                      Label "5" systemImage "clock"
            """))
        #expect(!host.render().contains("New"))
    }
}

import Testing
import Trellis

// Disclosure groups, menus, selectable lists, split views, and buttons found by view labels.

private struct Details: View {
    @State private var showsBound = false
    var body: some View {
        VStack {
            DisclosureGroup("Own") {
                Tally(name: "own")
            }
            DisclosureGroup("Bound", isExpanded: $showsBound) {
                Text("bound content")
            }
            Text(showsBound ? "bound open" : "bound closed")
        }
    }
}

private struct RemoteExpansion: View {
    @State private var open = false
    var body: some View {
        VStack {
            Opener(open: $open)
            DisclosureGroup("Remote", isExpanded: $open) { Text("remote content") }
        }
    }
}

private struct Opener: View {
    @Binding var open: Bool
    var body: some View { Button("Open") { open = true } }
}

/// Logs its appearance and keeps a count, to see when content is built and dropped.
private struct Tally: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name) \(count)") { count += 1 }
            .onAppear { print("\(name) appear") }
            .onDisappear { print("\(name) disappear") }
    }
}

private struct Actions: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Menu("File") {
                Button("Duplicate") { log.append("duplicate") }
                Button("Delete", role: .destructive) { log.append("delete") }
                Menu("Share") {
                    Button("Mail") { log.append("mail") }
                }
            }
            Menu("Sort", content: { Button("By name") { log.append("name") } }, primaryAction: { log.append("primary") })
            Menu {
                Button("Archive") { log.append("archive") }
            } label: {
                Label("More", systemImage: "ellipsis")
            }
            Text(log.joined(separator: ","))
        }
    }
}

private struct Mail: Identifiable, Hashable {
    let id: Int
    let subject: String
}

private struct Inbox: View {
    @State private var selected: Int?
    @State private var marked: Set<Int> = []
    let mails = [Mail(id: 1, subject: "Hello"), Mail(id: 2, subject: "Invoice")]
    var body: some View {
        VStack {
            List(mails, selection: $selected) { mail in
                Text(mail.subject)
            }
            List(selection: $marked) {
                Text("Static one").tag(1)
                Text("Static two").tag(2)
            }
        }
    }
}

private struct Icons: View {
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button(action: { log.append("trash") }) { Image(systemName: "trash") }
            Button { log.append("label") } label: { Label("Favorite", systemImage: "star") }
            Button("Share", systemImage: "square.and.arrow.up") { log.append("share") }
            Text(log.joined(separator: ","))
        }
    }
}

private struct Folders: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List {
                NavigationLink("Inbox") { Tally(name: "inbox") }
                NavigationLink("Sent") { Tally(name: "sent") }
                Button("Detail only") { visibility = .detailOnly }
            }
        } detail: {
            Text("Pick a folder")
        }
    }
}

/// The iPad pattern: a selectable list in the sidebar drives the detail column.
private struct MailApp: View {
    @State private var selected: Int?
    let mails = [Mail(id: 1, subject: "Hello"), Mail(id: 2, subject: "Invoice")]
    var body: some View {
        NavigationSplitView {
            List(mails, selection: $selected) { mail in Text(mail.subject) }
        } detail: {
            if let selected, let mail = mails.first(where: { $0.id == selected }) {
                Text("Reading \(mail.subject)")
            } else {
                Text("No mail selected")
            }
        }
    }
}

private struct ThreeColumns: View {
    var body: some View {
        NavigationSplitView {
            NavigationLink("Work") { NavigationLink("Report") { Text("Report body") } }
        } content: {
            Text("Pick a project")
        } detail: {
            NavigationStack {
                Text("Pick a document")
                NavigationLink("Pushed") { Text("Pushed screen") }
            }
        }
    }
}

@MainActor
@Suite("Grouping, menus, selection and split views")
struct GroupingAndNavigationTests {
    @Test("A disclosure group builds its content on expansion and drops it on collapse; a bound one writes its binding")
    func disclosure() throws {
        let host = ViewHost(Details())
        #expect(host.render() == """
        VStack
          DisclosureGroup "Own": collapsed
          DisclosureGroup "Bound": collapsed
          Text "bound closed"
        """)
        #expect(host.takeLog() == [])
        try host.expand("Own")
        #expect(host.takeLog() == ["own appear"])
        try host.tap("own 0")
        #expect(host.render().hasPrefix("VStack\n  DisclosureGroup \"Own\": expanded\n    Button \"own 1\""))
        #expect(throws: ViewHostError.self) { try host.expand("Own") }
        try host.collapse("Own")
        #expect(host.takeLog() == ["own disappear"])
        try host.expand("Own")
        #expect(host.render().contains("Button \"own 0\""))
        try host.expand("Bound")
        #expect(host.render().hasSuffix("""
          DisclosureGroup "Bound": expanded
            Text "bound content"
          Text "bound open"
        """))
        try host.collapse("Bound")
        #expect(host.render().hasSuffix("DisclosureGroup \"Bound\": collapsed\n  Text \"bound closed\""))
    }

    @Test("A write to a disclosure group's binding expands it even when the binding's owner does not read it")
    func remoteExpansion() throws {
        let host = ViewHost(RemoteExpansion())
        try host.tap("Open")
        #expect(host.render() == """
        VStack
          Button "Open"
          DisclosureGroup "Remote": expanded
            Text "remote content"
        """)
        #expect(host.bodyEvaluations(of: RemoteExpansion.self) == 1)
    }

    @Test("A menu opens on tap, shows its items, and closes when one is chosen; a primary action runs on tap")
    func menus() throws {
        let host = ViewHost(Actions())
        #expect(host.render() == """
        VStack
          Menu "File"
          Menu "Sort"
          Menu "More"
            Label "More" systemImage "ellipsis"
          Text ""
        """)
        #expect(throws: ViewHostError.self) { try host.tap("Duplicate") }
        try host.tap("File")
        #expect(host.render().hasPrefix("""
        VStack
          Menu "File" [open]
            Button "Duplicate"
            Button "Delete" [destructive]
            Menu "Share"
          Menu "Sort"
        """))
        try host.tap("Delete")
        #expect(host.render().hasPrefix("VStack\n  Menu \"File\"\n  Menu \"Sort\""))
        #expect(host.render().hasSuffix("Text \"delete\""))
        try host.tap("File")
        try host.tap("Share")
        try host.tap("Mail")
        #expect(host.render().hasPrefix("VStack\n  Menu \"File\"\n  Menu \"Sort\""))
        try host.tap("Sort")
        try host.tap("Archive", inMenu: "More")
        try host.openMenu("Sort")
        try host.tap("By name")
        #expect(host.render().hasSuffix("Text \"delete,mail,primary,archive,name\""))
        #expect(throws: ViewHostError.self) { try host.tap("Nothing", inMenu: "File") }
        #expect(host.render().hasPrefix("VStack\n  Menu \"File\"\n"))
    }

    @Test("Buttons are found by a Label's title, or by the image name of an icon-only label")
    func viewLabels() throws {
        let host = ViewHost(Icons())
        try host.tap("trash")
        try host.tap("Favorite")
        try host.tap("Share")
        #expect(host.render() == """
        VStack
          Button "trash"
            Image systemName "trash"
          Button "Favorite"
            Label "Favorite" systemImage "star"
          Button "Share"
            Label "Share" systemImage "square.and.arrow.up"
          Text "trash,label,share"
        """)
    }

    @Test("List(selection:) selects rows by ForEach id or by tag; a set selection adds and removes")
    func listSelection() throws {
        let host = ViewHost(Inbox())
        #expect(host.render() == """
        VStack
          List selection: none
            Text "Hello"
            Text "Invoice"
          List selection: none
            Text "Static one"
            Text "Static two"
        """)
        try host.selectRow("Invoice")
        try host.selectRow("Static two")
        try host.selectRow("Static one")
        #expect(host.render().contains("List selection: \"Invoice\"\n"))
        #expect(host.render().contains("List selection: \"Static one\", \"Static two\"\n"))
        try host.selectRow("Static two")
        try host.selectRow("Hello")
        #expect(host.render().contains("List selection: \"Hello\"\n"))
        #expect(host.render().contains("List selection: \"Static one\"\n"))
        #expect(throws: ViewHostError.self) { try host.selectRow("Spam") }
    }

    @Test("A sidebar link shows its destination in the detail column, fresh for each link")
    func splitView() throws {
        let host = ViewHost(Folders())
        #expect(host.render() == """
        NavigationSplitView
          sidebar
            List
              NavigationLink "Inbox"
              NavigationLink "Sent"
              Button "Detail only"
          detail
            Text "Pick a folder"
        """)
        try host.tap("Inbox")
        #expect(host.takeLog() == ["inbox appear"])
        try host.tap("inbox 0")
        #expect(host.render().hasSuffix("detail\n    Button \"inbox 1\""))
        try host.tap("Sent")
        #expect(host.takeLog() == ["sent appear", "inbox disappear"])
        try host.tap("Inbox")
        #expect(host.render().hasSuffix("detail\n    Button \"inbox 0\""))
        try host.tap("Detail only")
        #expect(host.render() == """
        NavigationSplitView
          detail
            Button "inbox 0"
        """)
        #expect(throws: ViewHostError.self) { try host.back() }
    }

    @Test("A selectable list in the sidebar drives the detail column")
    func selectionDrivesDetail() throws {
        let host = ViewHost(MailApp())
        #expect(host.render().hasSuffix("detail\n    Text \"No mail selected\""))
        try host.selectRow("Invoice")
        #expect(host.render() == """
        NavigationSplitView
          sidebar
            List selection: "Invoice"
              Text "Hello"
              Text "Invoice"
          detail
            Text "Reading Invoice"
        """)
    }

    @Test("In three columns a sidebar link fills the content column, whose links fill the detail; a stack in a column pushes")
    func threeColumns() throws {
        let host = ViewHost(ThreeColumns())
        try host.tap("Pushed")
        #expect(host.render().hasSuffix("detail\n    NavigationStack\n      Text \"Pushed screen\""))
        try host.back()
        try host.tap("Work")
        try host.tap("Report")
        #expect(host.render() == """
        NavigationSplitView
          sidebar
            NavigationLink "Work"
          content
            NavigationLink "Report"
          detail
            Text "Report body"
        """)
    }
}

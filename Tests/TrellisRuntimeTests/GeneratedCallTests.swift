import Testing
import Trellis

// The catalogue called the way generated code calls it: every argument labelled, in declaration
// order, and every slot a labelled closure returning the `ViewList` of its children.

private struct GeneratedCatalog: View {
    typealias Body = GeneratedBody

    var body: GeneratedBody {
        let context = ViewContext.current
        let _expanded = context.state(0, literal: false)
        let _volume = context.state(1, literal: 0.5)
        let _count = context.state(2, literal: 1)
        let _flavor = context.state(3, literal: "van")
        let _when = context.state(4, literal: Date(timeIntervalSince1970: 0))
        let _name = context.state(5, literal: "")
        let _selection = context.state(6, initial: Int?.none)
        let _log = context.state(7, literal: "")

        let rows = ChildViews()
        rows.addText(Text(verbatim: "row"))
        let header = ChildViews()
        header.addText(Text(verbatim: "Header"))
        let footer = ChildViews()
        footer.addText(Text(verbatim: "Footer"))

        return GeneratedBody(VStack(alignment: .leading, spacing: 8, content: {
            ViewList {
                Section(content: { rows.viewList }, header: { header.viewList })
                Section(content: { rows.viewList }, header: { header.viewList }, footer: { footer.viewList })
                Section(content: { rows.viewList }, footer: { footer.viewList })
                Section("Titled", content: { rows.viewList })
                Button(role: .destructive, action: { _log.wrappedValue += "delete;" }, label: { ViewList { Label("Delete", systemImage: "trash") } })
                Button("Cancel", role: .cancel, action: { _log.wrappedValue += "cancel;" })
                HStack(alignment: .top, spacing: 4, content: { rows.viewList })
                ZStack(alignment: .topLeading, content: { ViewList { Circle().fill(.red); Capsule().stroke(.blue, lineWidth: 2) } })
                LazyVStack(alignment: .leading, spacing: 2, pinnedViews: [.sectionHeaders], content: { rows.viewList })
                LazyHStack(alignment: .top, spacing: 2, content: { rows.viewList })
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], alignment: .leading, content: { rows.viewList })
                LazyHGrid(rows: [GridItem(.fixed(20), spacing: 2)], content: { rows.viewList })
                ScrollView(.horizontal, content: { rows.viewList })
                List(selection: _selection.projectedValue, content: { ViewList { Text(verbatim: "One").tag(1) } })
                Form(content: { rows.viewList })
                Group(content: { rows.viewList })
                GroupBox(content: { rows.viewList }, label: { header.viewList })
                GroupBox("Box", content: { rows.viewList })
                DisclosureGroup("More", isExpanded: _expanded.projectedValue, content: { rows.viewList })
                DisclosureGroup(content: { rows.viewList }, label: { header.viewList })
                Menu("Menu", content: { ViewList { Button("Item", action: { _log.wrappedValue += "item;" }) } })
                Menu(content: { rows.viewList }, label: { ViewList { Image(systemName: "ellipsis") } }, primaryAction: { _log.wrappedValue += "primary;" })
                NavigationStack(root: { ViewList {
                    NavigationLink(destination: { rows.viewList }, label: { ViewList { Label("Go", systemImage: "arrow.right") } })
                    NavigationLink("Titled link", destination: { rows.viewList })
                } })
                NavigationSplitView(sidebar: { rows.viewList }, detail: { header.viewList })
                NavigationSplitView(sidebar: { rows.viewList }, content: { header.viewList }, detail: { footer.viewList })
                Label(title: { header.viewList }, icon: { ViewList { Image(systemName: "star") } })
                Toggle(isOn: _expanded.projectedValue, label: { header.viewList })
                TextField("Name", text: _name.projectedValue, prompt: Text(verbatim: "Required"), axis: .vertical)
                TextField(text: _name.projectedValue, prompt: nil, label: { header.viewList })
                SecureField(text: _name.projectedValue, prompt: Text(verbatim: "Secret"), label: { header.viewList })
                TextEditor(text: _name.projectedValue)
                Slider(value: _volume.projectedValue, in: 0...1, step: 0.1, label: { header.viewList },
                       minimumValueLabel: { ViewList { Text(verbatim: "0") } }, maximumValueLabel: { ViewList { Text(verbatim: "1") } })
                Stepper(value: _count.projectedValue, in: 0...5, step: 1, label: { header.viewList })
                Picker(selection: _flavor.projectedValue, content: { ViewList { Text(verbatim: "Vanilla").tag("van") } }, label: { header.viewList })
                Picker("Flavor", selection: _flavor.projectedValue, content: { ViewList { Text(verbatim: "Vanilla").tag("van") } })
                DatePicker(selection: _when.projectedValue, displayedComponents: [.date], label: { header.viewList })
                ProgressView(value: 0.5, total: 2.0, label: { header.viewList }, currentValueLabel: { footer.viewList })
                Divider()
                Color.blue
                Rectangle().disabled(_expanded.wrappedValue).hidden()
                Text(verbatim: _log.wrappedValue)
            }
        }))
    }
}

@MainActor
@Suite("Catalogue called as generated code calls it")
struct GeneratedCallTests {
    @Test("Labelled slot closures returning ViewList compile for every view, and the screen works")
    func labelledClosures() throws {
        let host = ViewHost(GeneratedCatalog())
        let screen = host.render()
        #expect(screen.hasPrefix("""
        VStack
          Section
            header
              Text "Header"
            Text "row"
          Section
            header
              Text "Header"
            Text "row"
            footer
              Text "Footer"
          Section
            Text "row"
            footer
              Text "Footer"
          Section
            header
              Text "Titled"
            Text "row"
          Button "Delete" [destructive]
            Label "Delete" systemImage "trash"
          Button "Cancel" [cancel]
        """))
        #expect(screen.contains("""
          Slider "Header": 0.5 in 0...1 step 0.1
          Stepper "Header": 1 in 0...5
          Picker "Header": "Vanilla"
          Picker "Flavor": "Vanilla"
          DatePicker "Header": 1970-01-01
          ProgressView "Header" 0.5/2 "Footer"
          Divider
          Text ""
        """))
        try host.tap("Delete")
        try host.tap("Cancel")
        try host.tap("Item", inMenu: "Menu")
        try host.tap("ellipsis")
        try host.expand("More")
        try host.increment("Header")
        try host.selectRow("One")
        try host.tap("Go")
        let after = host.render()
        #expect(after.hasSuffix("Text \"delete;cancel;item;primary;\""))
        #expect(after.contains("DisclosureGroup \"More\": expanded\n    Text \"row\""))
        #expect(after.contains("Toggle \"Header\": on"))
        #expect(after.contains("Stepper \"Header\": 2 in 0...5"))
        #expect(after.contains("List selection: \"One\""))
        #expect(after.contains("NavigationStack\n    Text \"row\""))
    }
}

import Testing
import Trellis

// Modifiers called the way generated code calls them: arguments in declaration order, slots as
// labelled closures returning the `ViewList` of their children, actions as closures.

/// `<List>` of inbox rows with `<searchable>`, `<navigationTitle>`, `<toolbar>` holding a
/// `<ToolbarItem>`, rows with `<swipeActions>`, `<contextMenu>`, `<overlay>` and `<onTapGesture>`,
/// and a `<ForEach>` with `<onDelete>` and `<onMove>`.
private struct GeneratedInbox: View {
    typealias Body = GeneratedBody

    var body: GeneratedBody {
        let context = ViewContext.current
        let _mails = context.state(0, initial: ["Invoice", "Newsletter"])
        let _query = context.state(1, literal: "")
        let _events = context.state(2, initial: [String]())

        let toolbarItems = ChildViews()
        toolbarItems.add(ToolbarItem(placement: .primaryAction, content: {
            let children = ChildViews()
            children.addButton(Button(title: "Compose") { _mails.wrappedValue.append("Draft") })
            return children.viewList
        }))
        toolbarItems.add(ToolbarItemGroup(placement: .bottomBar, content: {
            let children = ChildViews()
            children.addText(Text(verbatim: "\(_mails.wrappedValue.count) mails"))
            return children.viewList
        }))

        let rows = ForEach(_mails.wrappedValue.filter { _query.wrappedValue.isEmpty || $0.contains(_query.wrappedValue) }, id: \.self) { mail in
            Text(verbatim: mail)
                .font(.headline)
                .padding(.horizontal, 8)
                .overlay(alignment: .topTrailing, content: {
                    let children = ChildViews()
                    children.addText(Text(verbatim: "new"))
                    return children.viewList
                })
                .swipeActions(edge: .trailing, content: {
                    let buttons = ChildViews()
                    buttons.addButton(Button(title: "Archive") { _events.wrappedValue.append("archive \(mail)") })
                    return buttons.viewList
                })
                .contextMenu(menuItems: {
                    let items = ChildViews()
                    items.addButton(Button(title: "Reply") { _events.wrappedValue.append("reply \(mail)") })
                    return items.viewList
                })
                .onTapGesture(count: 1, perform: { _events.wrappedValue.append("open \(mail)") })
        }
        .onDelete(perform: { offsets in _mails.wrappedValue.remove(atOffsets: offsets) })
        .onMove(perform: { source, destination in _mails.wrappedValue.move(fromOffsets: source, toOffset: destination) })

        let list = ChildViews()
        list.add(rows)
        let screen = ChildViews()
        screen.add(
            List(children: list.viewList)
                .searchable(text: _query.projectedValue, prompt: "Search mail")
                .navigationTitle("Inbox")
                .toolbar(content: { toolbarItems.viewList })
                .background(alignment: .center, content: { ChildViews().viewList })
        )
        screen.addText(Text(verbatim: _events.wrappedValue.joined(separator: ", ")))
        return GeneratedBody(NavigationStack(children: screen.viewList))
    }
}

@MainActor
@Suite("Modifiers: the calls generated code makes")
struct GeneratedModifierCallTests {
    @Test func slotClosuresReturningViewListsRender() {
        #expect(ViewHost(GeneratedInbox()).render() == """
            NavigationStack
              Toolbar
                ToolbarItem primaryAction
                  Button "Compose"
                ToolbarItemGroup bottomBar
                  Text "2 mails"
              Navigation title "Inbox"
              SearchField "Search mail": ""
              List
                Text "Invoice"
                Overlay
                  Text "new"
                Text "Newsletter"
                Overlay
                  Text "new"
              Text ""
            """)
    }

    @Test func everyInteractionWorksOnGeneratedCalls() throws {
        let host = ViewHost(GeneratedInbox())
        try host.tap("Compose")
        try host.tap("Invoice")
        try host.swipe("Newsletter", andTap: "Archive")
        try host.chooseFromContextMenu("Reply", on: "Draft")
        try host.move("Draft", toOffset: 0)
        try host.delete("Invoice")
        try host.search("News")
        #expect(host.render() == """
            NavigationStack
              Toolbar
                ToolbarItem primaryAction
                  Button "Compose"
                ToolbarItemGroup bottomBar
                  Text "2 mails"
              Navigation title "Inbox"
              SearchField "Search mail": "News"
              List
                Text "Newsletter"
                Overlay
                  Text "new"
              Text "open Invoice, archive Newsletter, reply Draft"
            """)
        #expect(try host.appearance(of: "Newsletter").font == .headline)
    }
}

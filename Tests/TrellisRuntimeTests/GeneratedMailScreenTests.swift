import Testing
import Trellis

// A screen as `trellis build` writes it (less its `#sourceLocation` lines) for this XML, run
// against the runtime: every modifier call the generator makes compiles and works.
//
// <trellis>
//   <view name="MailScreen" root="true">
//     <state name="mails" type="[String]" initial="[&quot;Invoice&quot;, &quot;Newsletter&quot;]"/>
//     <state name="query" type="String" initial="&quot;&quot;"/>
//     <state name="events" type="String" initial="&quot;&quot;"/>
//     <body>
//       <NavigationStack>
//         <List>
//           <ForEach items="mails" id="\.self" item="mail">
//             <HStack>
//               <Text>{mail}</Text>
//               <font value=".headline"/>
//               <padding edges=".vertical" length="4"/>
//               <overlay alignment=".topTrailing"><Text>new</Text></overlay>
//               <onTapGesture action="events = &quot;open \(mail)&quot;"/>
//               <swipeActions edge=".trailing">
//                 <Button title="Archive" action="events = &quot;archive \(mail)&quot;"/>
//               </swipeActions>
//               <contextMenu>
//                 <Button title="Reply" action="events = &quot;reply \(mail)&quot;"/>
//               </contextMenu>
//               <accessibilityHint value="Opens {mail}"/>
//             </HStack>
//           </ForEach>
//           <searchable text="{$query}" prompt="Search mail"/>
//           <navigationTitle value="Inbox"/>
//           <listStyle value=".plain"/>
//           <toolbar>
//             <ToolbarItem placement=".primaryAction">
//               <Button title="Compose" action="mails.append(&quot;Draft&quot;)"/>
//             </ToolbarItem>
//           </toolbar>
//         </List>
//         <Text>{events}</Text>
//       </NavigationStack>
//     </body>
//   </view>
// </trellis>

private struct MailScreen: View {
    typealias Body = GeneratedBody

    var body: GeneratedBody {
        let context = ViewContext.current
        let _mails = context.state(0, initial: ["Invoice", "Newsletter"] as [String])
        let _query = context.state(1, literal: "")
        let _events = context.state(2, literal: "")

        let children = ChildViews()
        let children2 = ChildViews()
        children2.add(ForEach(_mails.wrappedValue, id: \.self) { mail$ in
            HStack(children: ViewList {
                Text(concatenating: mail$)
            }).font(.headline)
            .padding(.vertical, 4)
            .overlay(alignment: .topTrailing, content: { ViewList {
                Text(verbatim: "new")
            } }).onTapGesture(perform: {
                _events.wrappedValue = "open \(mail$)"
            }).swipeActions(edge: .trailing, content: { ViewList {
                Button(title: "Archive") { _events.wrappedValue = "archive \(mail$)" }
            } })
            .contextMenu(menuItems: { ViewList {
                Button(title: "Reply") { _events.wrappedValue = "reply \(mail$)" }
            } })
            .accessibilityHint("Opens \(mail$)")
        })

        children.add(List(children: children2.viewList).searchable(text: _query.projectedValue, prompt: "Search mail")
            .navigationTitle("Inbox")
            .listStyle(.plain)
            .toolbar(content: { ViewList {
                ToolbarItem(placement: .primaryAction, content: { ViewList {
                    Button(title: "Compose") { _mails.wrappedValue.append("Draft") }
                } })
            } }))

        children.addText(Text(concatenating: _events.wrappedValue))
        return GeneratedBody(NavigationStack.of(children))
    }
}

@MainActor
@Suite("Modifiers: a screen generated from XML")
struct GeneratedMailScreenTests {
    @Test func theGeneratedScreenRendersAndIsUsed() throws {
        let host = ViewHost(MailScreen())
        #expect(host.render() == """
            NavigationStack
              Toolbar
                ToolbarItem primaryAction
                  Button "Compose"
              Navigation title "Inbox"
              SearchField "Search mail": ""
              List
                HStack
                  Text "Invoice"
                Overlay
                  Text "new"
                HStack
                  Text "Newsletter"
                Overlay
                  Text "new"
              Text ""
            """)
        try host.tap("Compose")
        try host.tap("Draft")
        try host.swipe("Invoice", andTap: "Archive")
        #expect(host.render().hasSuffix("Text \"archive Invoice\""))
        try host.chooseFromContextMenu("Reply", on: "Newsletter")
        try host.search("News")
        #expect(host.render().contains("SearchField \"Search mail\": \"News\""))
        #expect(host.render().hasSuffix("Text \"reply Newsletter\""))
        let draft = try host.appearance(of: "Draft")
        #expect(draft.font == .headline)
        #expect(draft.accessibilityHint == "Opens Draft")
        #expect(draft.listStyle == "plain")
        #expect(draft.modifiers == ["padding(.vertical, 4)"])
    }
}

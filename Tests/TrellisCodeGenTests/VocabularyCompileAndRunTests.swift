import Foundation
import Testing
import TrellisTestSupport

/// Calls of the prelude's views and modifiers, and of the program's own Swift view and modifier,
/// generated as SwiftUI declares them: `trellis build`, swiftc with warnings as errors, then the
/// program driven through its host.
@Suite struct VocabularyCompileAndRunTests {
    static let screens = [
        "Editor.xml": #"""
        <trellis>
          <view name="Card" external="true">
            <parameter name="title" label="_" type="String"/>
            <slot name="content"/>
          </view>
          <modifier name="cardStyle">
            <parameter name="elevated" type="Bool" default="false"/>
          </modifier>

          <view name="Editor" root="true">
            <state name="count" type="Int" initial="0"/>
            <state name="volume" type="Double" initial="0.5"/>
            <state name="notify" type="Bool" initial="false"/>
            <state name="name" type="String" initial="&quot;&quot;"/>
            <body>
              <NavigationStack>
                <VStack alignment=".leading" spacing="8">
                  <Section>
                    <header><Text>Count {count}</Text></header>
                    <Stepper title="Steps" value="{$count}" in="0...3"/>
                    <Slider value="{$volume}" in="0...1"/>
                  </Section>
                  <Toggle isOn="{$notify}">
                    <Label title="Notify" systemImage="bell"/>
                  </Toggle>
                  <TextField title="Name" text="{$name}"/>
                  <Button action="count += 1">
                    <Label title="Add" systemImage="plus"/>
                  </Button>
                  <Button title="Reset" role=".destructive" action="count = 0; name = &quot;&quot;"/>
                  <Card title="Hello {name}">
                    <Text>{volume}</Text>
                    <cardStyle elevated="true"/>
                  </Card>
                  <NavigationLink>
                    <Text>Details of {count}</Text>
                    <label><Label title="More" systemImage="info"/></label>
                  </NavigationLink>
                </VStack>
              </NavigationStack>
            </body>
          </view>
        </trellis>
        """#,
    ]

    /// The program's own Swift: a view taking content and a modifier, as an app writes them.
    static let handWritten = """
        import Trellis

        struct Card<Content: View>: View {
            let title: String
            let content: Content
            init(_ title: String, @ViewBuilder content: () -> Content) {
                self.title = title
                self.content = content()
            }
            var body: some View {
                VStack {
                    Text(title)
                    content
                }
            }
        }

        extension View {
            func cardStyle(elevated: Bool = false) -> some View { self }
        }
        """

    @Test func declaredViewsAndModifiersCompileAndRunAsSwiftUIDeclaresThem() throws {
        let program = try GeneratedProgram(Self.screens)
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        // A slider over a Double and a stepper over an Int with literal bounds take the runtime's
        // non-generic forms; driven through the host, they move their state as SwiftUI's do.
        let editor = program.generated.first { $0.key.hasSuffix("Editor.swift") }?.value ?? ""
        #expect(editor.contains("Slider.of(value: _volume.projectedValue, from: 0, through: 1)"), "\(editor)")
        #expect(editor.contains("Stepper.of(\"Steps\", value: _count.projectedValue, from: 0, through: 3)"), "\(editor)")
        let output = try program.run(main: Self.handWritten + """

            let host = ViewHost(Editor())
            try host.tap("Add")
            try host.increment("Steps")
            try host.setSlider("", to: 0.75)
            try host.type("Ada", into: "Name")
            print(host.render())
            print("---")
            try host.tap("Reset")
            try host.tap("More")
            print(host.render())
            """)
        let parts = output.components(separatedBy: "---")
        #expect(parts.count == 2, "\(output)")
        #expect(parts[0].contains("Text \"Count 2\""), "\(output)")
        #expect(parts[0].contains("Text \"0.75\""), "\(output)")
        #expect(parts[0].contains("Text \"Hello Ada\""), "\(output)")
        #expect(parts[1].contains("Text \"Details of 0\""), "\(output)")
    }

    /// A view declared in XML takes content in slots, as a SwiftUI view takes view builders.
    @Test func aViewDeclaredInXMLTakesContentInItsSlots() throws {
        let program = try GeneratedProgram(["Panel.xml": #"""
            <trellis>
              <view name="Panel">
                <let name="title" type="String"/>
                <slot name="content"/>
                <slot name="footer"/>
                <body>
                  <VStack>
                    <Text>{title}</Text>
                    <slot/>
                    <Divider/>
                    <slot name="footer"/>
                  </VStack>
                </body>
              </view>
              <view name="Screen" root="true">
                <state name="count" type="Int" initial="0"/>
                <body>
                  <Panel title="Counter">
                    <footer><Button title="Add" action="count += 1"/></footer>
                    <Text>Count {count}</Text>
                  </Panel>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Screen())
            try host.tap("Add")
            print(host.render())
            print(host.bodyEvaluations(of: Panel.self))
            """)
        #expect(output.contains("Text \"Counter\""), "\(output)")
        #expect(output.contains("Text \"Count 1\""), "\(output)")
        #expect(output.hasSuffix("2\n"), "\(output)")
    }
}

/// Calls whose content and modifiers sit side by side keep each where it was written.
@Suite struct SlotAndModifierPlacementTests {
    @Test func slotContentAndModifierContentStayWhereTheyAreWritten() throws {
        let program = try GeneratedProgram(["Rows.xml": #"""
            <trellis>
              <struct name="Record"><field name="title" type="String"/><field name="count" type="Int"/><field name="kind" type="String" initial="&quot;note&quot;"/></struct>
              <view name="Rows" root="true">
                <state name="pinned" type="Bool" initial="false"/>
                <state name="archived" type="Bool" initial="false"/>
                <state name="draft" type="Record" initial="Record(title: &quot;a&quot;, count: 3)"/>
                <body>
                  <NavigationStack>
                    <List>
                      <NavigationLink>
                        <Text>Detail</Text>
                        <label><Label title="Row {draft.count}" systemImage="doc"/></label>
                        <swipeActions><Button title="Archive" action="archived = true"/></swipeActions>
                        <contextMenu><Button title="Pin" action="pinned = true"/></contextMenu>
                      </NavigationLink>
                      <TextField title="Title" text="{$draft.title}"/>
                      <Text>{pinned} {archived} {draft.title}</Text>
                    </List>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Rows())
            try host.swipe("Row 3", andTap: "Archive")
            try host.chooseFromContextMenu("Pin", on: "Row 3")
            try host.type("b", into: "Title")
            print(host.render())
            """)
        #expect(output.contains("Text \"true true ab\""), "\(output)")
    }

    /// A closure that takes values names them as Swift does, before `in`. The action's attribute
    /// is the convention's `action` or Swift's own label of it, `perform`, as a SwiftUI developer
    /// first writes it.
    @Test(arguments: ["action", "perform"])
    func rowActionsNameTheirParameters(attribute: String) throws {
        let program = try GeneratedProgram(["Names.xml": #"""
            <trellis>
              <view name="Names" root="true">
                <state name="names" type="[String]" initial="[&quot;a&quot;, &quot;b&quot;, &quot;c&quot;]"/>
                <state name="moves" type="Int" initial="0"/>
                <body>
                  <List>
                    <ForEach items="names" id="\.self" item="name">
                      <Text>{name}</Text>
                      <onDelete \#(attribute)="offsets in names.remove(atOffsets: offsets)"/>
                      <onMove \#(attribute)="source, destination in names.move(fromOffsets: source, toOffset: destination); moves += 1"/>
                    </ForEach>
                    <Text>moved {moves}</Text>
                  </List>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Names())
            try host.delete("b")
            try host.move("c", toOffset: 0)
            print(host.render())
            """)
        #expect(output.contains("Text \"c\"\n  Text \"a\""), "\(output)")
        #expect(!output.contains("Text \"b\""), "\(output)")
        #expect(output.contains("moved 1"), "\(output)")
    }

    /// `safeAreaInset(edge:)` with its content, as a bar under a list: the bar's controls work.
    @Test func aSafeAreaInsetHoldsABarUnderAList() throws {
        let program = try GeneratedProgram(["Inset.xml": #"""
            <trellis>
              <view name="Inset" root="true">
                <state name="names" type="[String]" initial="[&quot;a&quot;]"/>
                <body>
                  <List>
                    <ForEach items="names" id="\.self" item="name">
                      <Text>{name}</Text>
                    </ForEach>
                    <safeAreaInset edge=".bottom" spacing="8">
                      <Button title="Add" action="names.append(&quot;b&quot;)"/>
                    </safeAreaInset>
                  </List>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Inset())
            try host.tap("Add")
            print(host.render())
            """)
        #expect(output.contains("SafeAreaInset bottom"), "\(output)")
        #expect(output.contains("Text \"b\""), "\(output)")
    }
}

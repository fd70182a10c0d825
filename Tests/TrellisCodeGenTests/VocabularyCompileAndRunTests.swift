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
        let output = try program.run(main: Self.handWritten + """

            let host = ViewHost(Editor())
            try host.tap("Add")
            try host.tap("Add")
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

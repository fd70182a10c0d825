import Foundation
import Testing
import TrellisTestSupport

/// Sheets, alerts and confirmation dialogs met the way a user meets them: `trellis build`, swiftc
/// with warnings as errors, then the program, whose taps present, edit, save and dismiss.
@Suite struct PresentationCompileAndRunTests {
    /// A sheet edits a copy of the title; Save writes it back and closes the sheet, Cancel drops it.
    @Test func sheetThatEditsACopyAndSavesOnConfirm() throws {
        let program = try GeneratedProgram(["Editor.xml": #"""
            <trellis>
              <view name="TitleScreen" root="true">
                <state name="title" type="String" initial="&quot;Design&quot;"/>
                <state name="draft" type="String" initial="&quot;&quot;"/>
                <state name="isEditing" type="Bool" initial="false"/>
                <state name="saves" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Text>{title} ({saves} saves)</Text>
                    <Button title="Edit" action="draft = title; isEditing = true"/>
                    <sheet isPresented="{$isEditing}" onDismiss="print(&quot;sheet closed&quot;)">
                      <Form>
                        <TextField title="Title" text="{$draft}"/>
                        <Button title="Cancel" role=".cancel" action="isEditing = false"/>
                        <Button title="Save" action="title = draft; saves += 1; isEditing = false">
                          <disabled value="draft.isEmpty"/>
                        </Button>
                      </Form>
                    </sheet>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(TitleScreen())
            try host.tap("Edit")
            try host.type(" review", into: "Title")
            print(host.render())
            try host.tap("Cancel")
            print(host.render())
            try host.tap("Edit")
            try host.type("!", into: "Title")
            try host.tap("Save")
            print(host.render())
            """)
        #expect(output.contains("""
            VStack
              Text "Design (0 saves)"
              Button "Edit"
            Sheet
              Form
                TextField "Title": "Design review"
                Button "Cancel" [cancel]
                Button "Save"
            """), "\(output)")
        // `print` in onDismiss writes to the output as well as to the host's log.
        #expect(output.hasSuffix("""
            sheet closed
            VStack
              Text "Design (0 saves)"
              Button "Edit"
            sheet closed
            VStack
              Text "Design! (1 saves)"
              Button "Edit"

            """), "\(output)")
    }

    /// An async load that throws shows an alert with the error; OK dismisses it, Retry loads again.
    @Test func alertForAnErrorThrownByAnAsyncLoad() throws {
        let program = try GeneratedProgram(["Feed.xml": #"""
            <trellis>
              <model name="Loader" external="true">
                <published name="items" type="[String]"/>
                <property name="failsNext" type="Bool"/>
                <method name="load" async="true" throws="true"/>
              </model>
              <view name="Feed" root="true">
                <stateObject name="loader" type="Loader" initial="Loader()"/>
                <state name="failure" type="String" initial="&quot;&quot;"/>
                <state name="isShowingError" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <Text>{loader.items.count} items</Text>
                    <Button title="Load">
                      <action>
                        Task {
                          do {
                            try await loader.load()
                          } catch {
                            failure = "\(error)"
                            isShowingError = true
                          }
                        }
                      </action>
                    </Button>
                    <Button title="Break" action="loader.failsNext = true"/>
                    <alert title="Could not load" isPresented="{$isShowingError}">
                      <Button title="Retry" action="Task { try? await loader.load() }"/>
                      <Button title="OK" role=".cancel" action="failure = &quot;&quot;"/>
                      <message><Text>{failure}</Text></message>
                    </alert>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            struct Offline: Error, CustomStringConvertible { var description: String { "The network is offline." } }
            @MainActor final class Loader: ObservableObject {
                @Published var items: [String] = []
                var failsNext = false
                func load() async throws {
                    await Task.yield()
                    if failsNext {
                        failsNext = false
                        throw Offline()
                    }
                    items.append("item")
                }
            }
            let host = ViewHost(Feed())
            try host.tap("Break")
            try host.tap("Load")
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            print("---")
            try host.tap("Retry")
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            """)
        #expect(output.contains("""
            VStack
              Text "0 items"
              Button "Load"
              Button "Break"
            Alert "Could not load"
              Text "The network is offline."
              Button "Retry"
              Button "OK" [cancel]
            ---
            VStack
              Text "1 items"
              Button "Load"
              Button "Break"
            """), "\(output)")
    }

    /// `<environment key>` reads `EnvironmentValues`: `dismiss()` closes the sheet it is in, and
    /// the scene phase the host sets reaches the screen.
    @Test func environmentValuesDismissAndScenePhase() throws {
        let program = try GeneratedProgram(["Settings.xml": #"""
            <trellis>
              <view name="SettingsSheet">
                <environment name="dismiss" key="\.dismiss"/>
                <environment name="isPresented" key="\.isPresented"/>
                <body>
                  <VStack>
                    <Text>presented: {isPresented ? "yes" : "no"}</Text>
                    <Button title="Done" action="dismiss()"/>
                  </VStack>
                </body>
              </view>
              <view name="Home" root="true">
                <environment name="phase" key="\.scenePhase"/>
                <environment name="dismiss" key="\.dismiss"/>
                <state name="isShowing" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <Text>{phase == .active ? "active" : "away"}</Text>
                    <Button title="Settings" action="isShowing = true"/>
                    <Button title="Close home" action="dismiss()"/>
                    <sheet isPresented="{$isShowing}" onDismiss="print(&quot;closed&quot;)">
                      <SettingsSheet/>
                    </sheet>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Home())
            try host.tap("Close home")
            try host.tap("Settings")
            print(host.render())
            try host.tap("Done")
            host.scenePhase = .background
            print(host.render())
            """)
        #expect(output == """
            VStack
              Text "active"
              Button "Settings"
              Button "Close home"
            Sheet
              VStack
                Text "presented: yes"
                Button "Done"
            closed
            VStack
              Text "away"
              Button "Settings"
              Button "Close home"

            """, "\(output)")
    }

    /// `sheet(item:)`: the content names the item; an item with another id replaces the sheet
    /// after running onDismiss, and nil dismisses it.
    @Test func sheetForAnItemNamesItAndReplacesItByID() throws {
        let program = try GeneratedProgram(["Board.xml": #"""
            <trellis>
              <struct name="Scrum" identifiable="true">
                <field name="id" type="Int"/>
                <field name="title" type="String"/>
              </struct>
              <view name="Board" root="true">
                <state name="editing" type="Scrum?" initial="nil"/>
                <body>
                  <VStack>
                    <Button title="Edit" action="editing = Scrum(id: 1, title: &quot;Design&quot;)"/>
                    <sheet item="{$editing}" onDismiss="print(&quot;dismissed&quot;)">
                      <content item="scrum">
                        <Text>{scrum.id}: {scrum.title}</Text>
                        <Button title="Next" action="editing = Scrum(id: scrum.id + 1, title: &quot;Build&quot;)"/>
                        <Button title="Close" action="editing = nil"/>
                      </content>
                    </sheet>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Board())
            try host.tap("Edit")
            print(host.render())
            try host.tap("Next")
            print(host.render())
            try host.tap("Close")
            print(host.presentations)
            """)
        #expect(output == """
            VStack
              Button "Edit"
            Sheet
              Text "1: Design"
              Button "Next"
              Button "Close"
            dismissed
            VStack
              Button "Edit"
            Sheet
              Text "2: Build"
              Button "Next"
              Button "Close"
            dismissed
            []

            """, "\(output)")
    }

    /// `<environment key value>` writes a value for the views below; the nearest write wins and
    /// a changed value re-evaluates the reader.
    @Test func environmentValueWrittenForTheViewsBelow() throws {
        let program = try GeneratedProgram(["Theme.xml": #"""
            <trellis>
              <view name="SchemeReader">
                <let name="label" type="String"/>
                <environment name="scheme" key="\.colorScheme"/>
                <body><Text>{label}: {scheme == .dark ? "dark" : "light"}</Text></body>
              </view>
              <view name="Themed" root="true">
                <state name="isDark" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <Toggle title="Dark" isOn="{$isDark}"/>
                    <SchemeReader label="outer"/>
                    <SchemeReader label="inner"><environment key="\.colorScheme" value=".light"/></SchemeReader>
                    <environment key="\.colorScheme" value="isDark ? .dark : .light"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Themed())
            try host.toggle("Dark")
            print(host.render())
            """)
        #expect(output == """
            VStack
              Toggle "Dark": on
              Text "outer: dark"
              Text "inner: light"

            """, "\(output)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// Async modifiers met the way a user meets them: `trellis build`, swiftc with warnings as
/// errors, then the program, which lets the tasks run and prints what renders.
@Suite struct AsyncCompileAndRunTests {
    /// A screen that loads in `task(id:)`, sleeping on the host's virtual clock: the load shows
    /// after the tasks ran, a new id cancels the running load and starts another.
    @Test func aScreenThatLoadsInTaskIDShowsTheResult() throws {
        let program = try GeneratedProgram(["Loader.xml": #"""
            <trellis>
              <model name="Catalog" external="true">
                <method name="title" returns="String" async="true" throws="true"><parameter label="id" type="Int"/></method>
              </model>
              <view name="Browser" root="true">
                <state name="selected" type="Int" initial="1"/>
                <body>
                  <VStack>
                    <Button title="Next" action="selected += 1"/>
                    <Detail itemID="{selected}" catalog="{Catalog()}"/>
                  </VStack>
                </body>
              </view>
              <view name="Detail">
                <let name="itemID" type="Int"/>
                <let name="catalog" type="Catalog"/>
                <state name="title" type="String" initial="&quot;Item \(itemID)&quot;"/>
                <state name="refreshes" type="Int" initial="0"/>
                <state name="submitted" type="String" initial="&quot;&quot;"/>
                <body>
                  <List>
                    <Text>{title}</Text>
                    <Text>Refreshed {refreshes}</Text>
                    <TextField title="Query" text="{$submitted}">
                      <onSubmit>submitted += "!"</onSubmit>
                    </TextField>
                    <task id="itemID" priority=".high">
                      title = "Loading \(itemID)"
                      do {
                        try await Task.sleep(for: .seconds(1))
                        title = try await catalog.title(id: itemID)
                      } catch {
                        print("cancelled \(itemID)")
                      }
                    </task>
                    <refreshable>
                      refreshes += 1
                    </refreshable>
                  </List>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            @MainActor final class Catalog: ObservableObject {
                func title(id: Int) async throws -> String { "Book \\(id)" }
            }
            let host = ViewHost(Browser())
            await host.runTasks()
            print(host.render())
            await host.runTasks(advancingBy: .seconds(1))
            print(host.render())
            try host.tap("Next")
            await host.runTasks(advancingBy: .milliseconds(500))
            try host.tap("Next")
            await host.runTasks(advancingBy: .seconds(1))
            print(host.render())
            try await host.refresh()
            try host.type("go", into: "Query")
            try host.submit("Query")
            print(host.render())
            """)
        #expect(output.contains(#"Text "Loading 1""#), "\(output)")
        #expect(output.contains(#"Text "Book 1""#), "\(output)")
        #expect(output.contains("cancelled 2"), "\(output)")
        #expect(output.contains(#"Text "Book 3""#), "\(output)")
        #expect(output.contains(#"Text "Refreshed 1""#), "\(output)")
        #expect(output.contains(#"TextField "Query": "go!""#), "\(output)")
    }
}

extension AsyncCompileAndRunTests {
    /// Settings in `appStorage`: toggles bound to stored values, a second view reading the same
    /// key, a store given to the host, and a `sceneStorage` draft.
    @Test func settingsInAppStorageCompileAndRun() throws {
        let program = try GeneratedProgram(["Settings.xml": #"""
            <trellis>
              <view name="Settings" root="true">
                <appStorage name="sortAscending" key="sortAscending" type="Bool" initial="true"/>
                <appStorage name="pageSize" key="pageSize" type="Int" initial="20"/>
                <sceneStorage name="draft" key="draft" type="String" initial="&quot;&quot;"/>
                <body>
                  <Form>
                    <Toggle title="Ascending" isOn="{$sortAscending}"/>
                    <Stepper title="Page size: {pageSize}" value="{$pageSize}" in="10...50" step="10"/>
                    <TextField title="Draft" text="{$draft}"/>
                    <Button title="Reset" action="sortAscending = true; pageSize = 20"/>
                    <SortBadge/>
                  </Form>
                </body>
              </view>
              <view name="SortBadge">
                <appStorage name="ascending" key="sortAscending" type="Bool" initial="false"/>
                <body>
                  <Text>{ascending ? "Up" : "Down"}</Text>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Settings())
            print(host.render())
            try host.toggle("Ascending")
            try host.increment("Page size: 20")
            try host.type("note", into: "Draft")
            print(host.render())
            print("stored", host.storage.object(forKey: "sortAscending") ?? "none", host.storage.integer(forKey: "pageSize"), host.sceneStorage.string(forKey: "draft") ?? "none")
            host.storage.set(true, forKey: "sortAscending")
            print(host.render())
            let saved = ViewHost(Settings(), storage: AppStorageStore(["pageSize": 40]))
            print(saved.render())
            """)
        #expect(output.contains(#"Toggle "Ascending": on"#), "\(output)")
        #expect(output.contains(#"Text "Down""#), "the badge's own default applies while the key is absent: \(output)")
        #expect(output.contains(#"Toggle "Ascending": off"#), "\(output)")
        #expect(output.contains("stored false 30 note"), "\(output)")
        #expect(output.contains(#"Text "Up""#), "\(output)")
        #expect(output.contains(#"Stepper "Page size: 40": 40"#), "\(output)")
    }
}

extension AsyncCompileAndRunTests {
    /// `focusState` with both `focused` forms: focusing a field sets the state, an action moves
    /// focus, and the focused field prints ` [focused]`.
    @Test func focusStateCompilesAndRuns() throws {
        let program = try GeneratedProgram(["SignUp.xml": #"""
            <trellis>
              <view name="SignUp" root="true">
                <state name="name" type="String" initial="&quot;&quot;"/>
                <state name="email" type="String" initial="&quot;&quot;"/>
                <focusState name="field" type="String?"/>
                <focusState name="notesFocused" type="Bool"/>
                <body>
                  <VStack>
                    <TextField title="Name" text="{$name}"><focused value="{$field}" equals="&quot;name&quot;"/></TextField>
                    <TextField title="Email" text="{$email}"><focused value="{$field}" equals="&quot;email&quot;"/></TextField>
                    <TextField title="Notes" text="{$name}"><focused value="{$notesFocused}"/></TextField>
                    <Text>Field {field ?? "none"} notes {notesFocused}</Text>
                    <Button title="Next" action="field = &quot;email&quot;"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(SignUp())
            try host.focus("Name")
            print(host.render())
            try host.tap("Next")
            print("focused:", host.focusedField ?? "none")
            try host.focus("Notes")
            print(host.render())
            """)
        #expect(output.contains(#"TextField "Name": "" [focused]"#), "\(output)")
        #expect(output.contains(#"Text "Field name notes false""#), "\(output)")
        #expect(output.contains("focused: Email"), "\(output)")
        #expect(output.contains(#"Text "Field none notes true""#), "\(output)")
    }
}

extension AsyncCompileAndRunTests {
    /// `focusBinding`, Swift's `@FocusState.Binding`: a parent passes `$field` of its
    /// `focusState` to a child and a grandchild. Focus moves made in any of the three are seen
    /// by all: a tap in the grandchild's field sets the parent's state, the parent's button
    /// moves focus into the child's field, and the child's submit moves it on.
    @Test func focusBindingPassedToChildrenCompilesAndRuns() throws {
        let program = try GeneratedProgram(["Checkout.xml": #"""
            <trellis>
              <enum name="Field">
                <case name="street"/>
                <case name="city"/>
              </enum>
              <view name="CityField">
                <focusBinding name="focused" type="Field?"/>
                <binding name="city" type="String"/>
                <body>
                  <TextField title="City" text="{$city}"><focused value="{$focused}" equals=".city"/></TextField>
                </body>
              </view>
              <view name="AddressFields">
                <focusBinding name="focused" type="Field?"/>
                <binding name="street" type="String"/>
                <binding name="city" type="String"/>
                <body>
                  <VStack>
                    <TextField title="Street" text="{$street}"><focused value="{$focused}" equals=".street"/></TextField>
                    <CityField focused="{$focused}" city="{$city}"/>
                    <Button title="Next" action="focused = .city"/>
                    <Text>Child sees {focused == .street ? "street" : focused == .city ? "city" : "none"}</Text>
                  </VStack>
                </body>
              </view>
              <view name="Checkout" root="true">
                <state name="street" type="String" initial="&quot;&quot;"/>
                <state name="city" type="String" initial="&quot;&quot;"/>
                <focusState name="field" type="Field?"/>
                <body>
                  <VStack>
                    <AddressFields focused="{$field}" street="{$street}" city="{$city}"/>
                    <Button title="Edit street" action="field = .street"/>
                    <Text>Parent sees {field == .street ? "street" : field == .city ? "city" : "none"}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Checkout())
            print("start:", host.focusedField ?? "none")
            try host.focus("City")
            print(host.render())
            try host.tap("Edit street")
            print("after edit street:", host.focusedField ?? "none")
            try host.tap("Next")
            print("after next:", host.focusedField ?? "none")
            host.clearFocus()
            print(host.render())
            """)
        #expect(output.contains("start: none"), "\(output)")
        #expect(output.contains(#"TextField "City": "" [focused]"#), "a tap in the grandchild's field: \(output)")
        #expect(output.contains(#"Text "Parent sees city""#), "the parent's focus state follows: \(output)")
        #expect(output.contains(#"Text "Child sees city""#), "\(output)")
        #expect(output.contains("after edit street: Street"), "the parent moves focus into the child's field: \(output)")
        #expect(output.contains("after next: City"), "the child moves focus on through its focus binding: \(output)")
        #expect(output.contains(#"Text "Parent sees none""#), "\(output)")
        #expect(output.contains(#"Text "Child sees none""#), "\(output)")
    }
}

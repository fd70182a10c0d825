import Foundation
import Testing
import TrellisTestSupport

/// What the second SwiftData app's first try (`Tests/FirstTries/Organizer`) wrote as Swift has it,
/// met the way a user meets it: `trellis build`, swiftc with warnings as errors, then the program.
@Suite struct OrganizerFormsCompileAndRunTests {
    /// `<focusState binding="true">`, Swift's `@FocusState.Binding var focusedField: Field?`: a
    /// form's field view receives the form's focus state, `FormTextField(focusedField:
    /// $focusedField)`; the child's submit moves focus on, and the parent sees it.
    @Test func aFocusStateBindingInAChildMovesTheParentsFocus() throws {
        let program = try GeneratedProgram(["Form.xml": #"""
            <trellis>
              <view name="FormTextField">
                <let name="title" type="String"/>
                <let name="name" type="Field"/>
                <let name="next" type="Field?"/>
                <binding name="text" type="String"/>
                <focusState name="focusedField" type="Field?" binding="true"/>
                <body>
                  <TextField title="{self.title}" text="{self.$text}">
                    <focused value="{self.$focusedField}" equals="{self.name}"/>
                    <onSubmit>self.focusedField = self.next</onSubmit>
                  </TextField>
                </body>
              </view>
              <view name="ProjectForm" root="true">
                <state name="title" type="String" initial="&quot;&quot;"/>
                <state name="theme" type="String" initial="&quot;&quot;"/>
                <focusState name="focusedField" type="Field?"/>
                <body>
                  <VStack>
                    <FormTextField title="Title" name=".title" next=".theme" text="{self.$title}" focusedField="{self.$focusedField}"/>
                    <FormTextField title="Theme" name=".theme" next="nil" text="{self.$theme}" focusedField="{self.$focusedField}"/>
                    <Text>Form sees {self.focusedField == .title ? "title" : self.focusedField == .theme ? "theme" : "none"}</Text>
                  </VStack>
                </body>
              </view>
              <enum name="Field">
                <case name="title"/>
                <case name="theme"/>
              </enum>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ProjectForm())
            print("start:", host.focusedField ?? "none")
            try host.focus("Title")
            print(host.render())
            try host.submit("Title")
            print("after submit:", host.focusedField ?? "none")
            print(host.render())
            """)
        #expect(output.contains("start: none"), "\(output)")
        #expect(output.contains(#"Text "Form sees title""#), "a tap in the child's field sets the form's state: \(output)")
        #expect(output.contains("after submit: Theme"), "the child moves focus through its binding: \(output)")
        #expect(output.contains(#"Text "Form sees theme""#), "\(output)")
    }

    /// `ContextMenuButton(.delete) { … }` written `<ContextMenuButton type=".delete">code</…>`:
    /// the code is the view's one closure input, braces and all.
    @Test func codeWrittenInAViewElementIsItsTrailingClosure() throws {
        let program = try GeneratedProgram(["Menu.xml": #"""
            <trellis>
              <view name="ContextMenuButton">
                <let name="title" type="String"/>
                <let name="action" type="() -> Void"/>
                <init parameters="_ title: String, action: @escaping () -> Void">
                  self.title = title
                  self.action = action
                </init>
                <body><Button title="{self.title}" action="self.action()"/></body>
              </view>
              <view name="Projects" root="true">
                <state name="count" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <ContextMenuButton title="Bump">
                      if self.count &lt; 2 { self.count += 1 } else { self.count = 0 }
                    </ContextMenuButton>
                    <Text>Count {self.count}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Projects())
            for _ in 0..<3 { try host.tap("Bump"); print(host.render()) }
            """)
        let counts = output.split(separator: "\n").filter { $0.contains("Text \"Count") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(counts == [#"Text "Count 1""#, #"Text "Count 2""#, #"Text "Count 0""#], "\(output)")
    }

    /// `@AppStorage("type") var selectedType: ProjectContentType?`: nil while the key is absent,
    /// the raw value stored when set, and the key removed when set to nil.
    @Test func anOptionalEnumInAppStorageIsStoredByItsRawValue() throws {
        let program = try GeneratedProgram(["Filter.xml": #"""
            <trellis>
              <enum name="ProjectContentType" rawType="String">
                <case name="article"/>
                <case name="video"/>
              </enum>
              <view name="Filter" root="true">
                <appStorage name="selectedType" key="selectedType" type="ProjectContentType?" private="true"/>
                <body>
                  <VStack>
                    <Button title="Videos" action="self.selectedType = .video"/>
                    <Button title="All" action="self.selectedType = nil"/>
                    <Text>Showing {self.selectedType?.rawValue ?? "all"}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let store = AppStorageStore()
            let host = ViewHost(Filter(), storage: store)
            print(host.render())
            try host.tap("Videos")
            print(host.render())
            print("stored:", store.string(forKey: "selectedType") ?? "absent")
            try host.tap("All")
            print(host.render())
            print("after nil:", store.object(forKey: "selectedType") == nil ? "absent" : "present")
            """)
        #expect(output.contains(#"Text "Showing all""#), "\(output)")
        #expect(output.contains(#"Text "Showing video""#), "\(output)")
        #expect(output.contains("stored: video"), "\(output)")
        #expect(output.contains("after nil: absent"), "\(output)")
    }

    /// `var container: ModelContainer` and `let greeting: String` given in the app's own `init()`,
    /// which the system calls: no inputs, so no TRL199, and the window sees what it assigned.
    @Test func anAppsOwnInitGivesItsStoredProperties() throws {
        let program = try GeneratedProgram(["NotesApp.xml": #"""
            <trellis>
              <model name="Note" kind="model">
                <var name="title" type="String" initial="&quot;&quot;"/>
              </model>
              <app name="NotesApp">
                <var name="container" type="ModelContainer"/>
                <let name="greeting" type="String"/>
                <init>
                  self.greeting = "Notes"
                  do {
                      self.container = try ModelContainer(for: Note.self)
                  } catch {
                      fatalError("Failed to configure SwiftData container.")
                  }
                </init>
                <body>
                  <WindowGroup>
                    <Text>{self.greeting}</Text>
                    <modelContainer value="{self.container}"/>
                  </WindowGroup>
                </body>
              </app>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(app: NotesApp()).render())
            """)
        #expect(output.contains(#"Text "Notes""#), "\(output)")
    }

    /// `extension Project: CustomStringConvertible { var description: String { … } }` written
    /// `<extension type="Project" protocols="CustomStringConvertible">`: the model conforms, so
    /// interpolation and a parameter of the protocol's type take it.
    @Test func anExtensionsProtocolsAreTheTypesConformances() throws {
        let program = try GeneratedProgram(["Project.xml": #"""
            <trellis>
              <model name="Project" kind="observable">
                <var name="title" type="String" initial="&quot;Garden&quot;"/>
              </model>
              <extension type="Project" protocols="CustomStringConvertible">
                <computed name="description" type="String">"Project \(self.title)"</computed>
              </extension>
              <view name="Summary" root="true">
                <state name="project" initial="Project()"/>
                <function name="describe" returns="String">
                  <parameter label="_" name="value" type="any CustomStringConvertible"/>
                  return value.description
                </function>
                <body>
                  <VStack>
                    <Text>{describe(self.project)}</Text>
                    <Text>{"\(self.project)"}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(Summary()).render())
            """)
        #expect(output.components(separatedBy: #"Text "Project Garden""#).count == 3, "\(output)")
    }
}

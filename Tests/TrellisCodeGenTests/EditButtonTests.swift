import Foundation
import Testing
import TrellisTestSupport

/// `EditButton` as a SwiftUI developer places it, in a list's toolbar: it toggles the host's
/// edit mode, which `@Environment(\.editMode)` reads. `trellis build`, swiftc with warnings as
/// errors, then the program.
@Suite struct EditButtonTests {
    @Test func editButtonTogglesTheEditModeTheViewsRead() throws {
        let program = try GeneratedProgram(["Folders.xml": #"""
            <view name="Folders" root="true">
              <environment name="editMode" key="\.editMode"/>
              <state name="names" type="[String]" initial="[&quot;Inbox&quot;, &quot;Work&quot;]"/>
              <body>
                <NavigationStack>
                  <List>
                    <ForEach items="names" id="\.self" item="name">
                      <Text>{name}</Text>
                    </ForEach>
                    <Text>{editMode?.wrappedValue.isEditing == true ? "editing" : "browsing"}</Text>
                    <toolbar>
                      <ToolbarItem>
                        <EditButton/>
                      </ToolbarItem>
                    </toolbar>
                  </List>
                </NavigationStack>
              </body>
            </view>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Folders())
            print("before", host.render())
            try host.tap("Edit")
            print("editing", host.editMode, host.render())
            try host.tap("Done")
            print("done", host.editMode, host.render())
            """)
        #expect(output.contains("before") && output.contains("Button \"Edit\"") && output.contains("Text \"browsing\""), "\(output)")
        #expect(output.contains("editing active"), "\(output)")
        #expect(output.contains("Button \"Done\"") && output.contains("Text \"editing\""), "\(output)")
        #expect(output.contains("done inactive"), "\(output)")
    }
}

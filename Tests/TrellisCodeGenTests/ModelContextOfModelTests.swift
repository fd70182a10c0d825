import Foundation
import Testing
import TrellisTestSupport

/// A SwiftData model's own `modelContext`, as `PersistentModel` gives an `@Model` class: the
/// context it was inserted into, used by the model's static method to delete it, and `nil`
/// before it is inserted and after it is deleted. `trellis build`, swiftc with warnings as
/// errors, then the program.
@Suite struct ModelContextOfModelTests {
    @Test func aModelDeletesItselfThroughItsOwnContext() throws {
        let program = try GeneratedProgram(["Folders.xml": #"""
            <trellis>
              <model name="Folder" kind="model">
                <var name="name" type="String"/>
                <init parameters="name: String">
                  self.name = name
                </init>
                <function name="delete" static="true" parameters="_ folder: Folder">
                  if let context = folder.modelContext {
                    context.delete(folder)
                  }
                </function>
              </model>
              <view name="Folders">
                <query name="folders" type="[Folder]"/>
                <environment name="context" key="\.modelContext"/>
                <state name="log" type="String" initial="&quot;&quot;"/>
                <body>
                  <VStack>
                    <ForEach items="folders" item="folder">
                      <Text>{folder.name}</Text>
                    </ForEach>
                    <Button title="Add">
                      <action>
                        let folder = Folder(name: "F\(folders.count + 1)")
                        let before = folder.modelContext == nil
                        context.insert(folder)
                        log = "\(before) " + (folder.modelContext === context ? "kept" : "lost")
                      </action>
                    </Button>
                    <Button title="Delete first" action="if let first = folders.first { Folder.delete(first); log = &quot;\(first.modelContext == nil)&quot; }"/>
                    <Text>log {log}</Text>
                  </VStack>
                </body>
              </view>
              <view name="Root" root="true">
                <body>
                  <Folders/>
                  <modelContainer for="Folder.self"/>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Root())
            try host.tap("Add")
            try host.tap("Add")
            print("added", host.render())
            try host.tap("Delete first")
            print("deleted", host.render())
            """)
        #expect(output.contains("added VStack\n  Text \"F1\"\n  Text \"F2\""), "\(output)")
        #expect(output.contains("Text \"log true kept\""), "\(output)")
        #expect(output.contains("deleted VStack\n  Text \"F2\""), "\(output)")
        #expect(output.contains("Text \"log true\""), "\(output)")
    }
}

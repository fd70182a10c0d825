import Foundation
import Testing
import TrellisTestSupport

/// `<app>`, the program's entry as SwiftUI's `struct NotesApp: App { @StateObject ...; var body:
/// some Scene { WindowGroup { ... } } }`: the ownership rules take it as the root (its state
/// object is owned there, and what it injects reaches every screen); it is generated as a Swift
/// `App`, compiled with warnings as errors, and launched headless with `ViewHost(app:)`.
@Suite struct AppEntryTests {
    static let program = #"""
        <trellis>
          <model name="NoteStore">
            <published name="notes" type="[String]" initial="[&quot;Groceries&quot;]"/>
          </model>
          <app name="NotesApp">
            <stateObject name="store" type="NoteStore" initial="NoteStore()"/>
            <body>
              <WindowGroup>
                <NavigationStack>
                  <NotesList/>
                  <environmentObject value="store"/>
                </NavigationStack>
              </WindowGroup>
            </body>
          </app>
          <view name="NotesList">
            <environmentObject name="store" type="NoteStore"/>
            <body>
              <List>
                <ForEach items="store.notes" id="\.self" item="note"><Text>{note}</Text></ForEach>
                <NavigationLink title="Add"><AddNote/></NavigationLink>
              </List>
            </body>
          </view>
          <view name="AddNote">
            <environmentObject name="store" type="NoteStore"/>
            <body><Button title="Add milk" action="store.notes.append(&quot;Milk&quot;)"/></body>
          </view>
        </trellis>
        """#

    @Test func theAppLaunchesItsWindowAndOwnsWhatEveryScreenReads() throws {
        let program = try GeneratedProgram(["Notes.xml": Self.program])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let swift = program.generated.values.joined()
        #expect(swift.contains("struct NotesApp: App {"), "\(swift)")
        #expect(swift.contains("var body: some Scene {") && swift.contains("WindowGroup {") && swift.contains("struct Window: View {"), "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(app: NotesApp())
            print(host.render())
            try host.tap("Add")
            try host.tap("Add milk")
            try host.back()
            print(host.render())
            """)
        #expect(output == """
            NavigationStack
              List
                Text "Groceries"
                NavigationLink "Add"
            NavigationStack
              List
                Text "Groceries"
                Text "Milk"
                NavigationLink "Add"

            """)
    }

    /// Without the app's injection, no screen has the store: the app is the root it is mounted from.
    @Test func aScreenTheAppDoesNotProvideIsReported() throws {
        let directory = try TemporaryDirectory()
        let wrong = Self.program.replacingOccurrences(of: "<environmentObject value=\"store\"/>", with: "")
        let result = runTrellis(["check", "--fast", try directory.write("Notes.xml", wrong)])
        #expect(result.errors.contains("error: no ancestor provides environment object `NoteStore` to `NotesList` when mounted from `NotesApp` [TRL205]"), "\(result.errors)")
    }

    /// A screen declared `root="true"` that the app shows has the app for its host: it is checked
    /// from the app, which injects what it reads, and not again as a root of its own with nothing
    /// injected. Without the app's injection each consumer is reported once, from the app.
    @Test func aDeclaredRootTheAppShowsIsCheckedFromTheApp() throws {
        let directory = try TemporaryDirectory()
        let declared = Self.program.replacingOccurrences(of: "<view name=\"NotesList\">", with: "<view name=\"NotesList\" root=\"true\">")
        #expect(declared != Self.program)
        let provided = runTrellis(["check", "--fast", try directory.write("Notes.xml", declared)])
        #expect(!provided.errors.contains("error:"), "\(provided.errors)")
        let missing = runTrellis(["check", "--fast", try directory.write("Notes.xml", declared.replacingOccurrences(of: "<environmentObject value=\"store\"/>", with: ""))])
        #expect(missing.errors.split(separator: "\n").filter { $0.contains("[TRL205]") }.compactMap { line in line.range(of: "error: ").map { String(line[$0.lowerBound...]) } } == [
            "error: no ancestor provides environment object `NoteStore` to `NotesList` when mounted from `NotesApp` [TRL205]",
            "error: no ancestor provides environment object `NoteStore` to `AddNote` when mounted from `NotesApp` [TRL205]",
        ], "\(missing.errors)")
        // A host of its own, declared, keeps it a root: its host provides the store.
        let hosted = runTrellis(["check", "--fast", try directory.write("Notes.xml", declared.replacingOccurrences(of: "root=\"true\"", with: "root=\"true\" hostProvides=\"NoteStore\""))])
        #expect(!hosted.errors.contains("error:"), "\(hosted.errors)")
    }
}

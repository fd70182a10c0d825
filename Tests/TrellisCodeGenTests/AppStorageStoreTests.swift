import Foundation
import Testing
import TrellisTestSupport

/// `<appStorage store="...">`, SwiftUI's `@AppStorage("key", store: suite)`: built (the fast pass
/// clean), compiled by swiftc with warnings as errors and run headless over a `UserDefaults`
/// suite of the program's own. The suite holds the value; the host's `storage` does not.
@Suite struct AppStorageStoreTests {
    static let screen = #"""
        <trellis>
          <struct name="Suites" external="true">
            <field name="board" type="UserDefaults" static="true"/>
          </struct>
          <view name="Preferences" root="true">
            <appStorage name="captions" key="captions" type="Bool" initial="true" store="Suites.board"/>
            <appStorage name="nickname" key="nickname" type="String?" store="Suites.board"/>
            <appStorage name="zoom" key="zoom" type="Int" initial="1"/>
            <body>
              <VStack>
                <Toggle title="Captions" isOn="{$captions}"/>
                <Text>{captions ? "Captions on" : "Captions off"}, {nickname ?? "no nickname"}, zoom {zoom}</Text>
                <Button title="Name" action="nickname = &quot;Ana&quot;"/>
                <Button title="Zoom in" action="zoom += 1"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func valuesAreKeptInTheSuiteTheStoreNames() throws {
        let program = try GeneratedProgram(["Preferences.xml": Self.screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let swift = program.generated.values.joined()
        #expect(swift.contains(#"context$.appStorage("captions", initial: true, store: Suites.board)"#), "\(swift)")
        #expect(swift.contains(#"context$.appStorage("zoom", initial: 1)"#), "\(swift)")
        let suite = "trellis.tests.appStorageStore.\(ProcessInfo.processInfo.processIdentifier)"
        let output = try program.run(main: """
            import Foundation
            import Trellis
            struct Suites {
                nonisolated(unsafe) static let board = UserDefaults(suiteName: "\(suite)")!
            }
            Suites.board.removePersistentDomain(forName: "\(suite)")
            defer { Suites.board.removePersistentDomain(forName: "\(suite)") }
            let host = ViewHost(Preferences())
            print(host.render())
            try host.toggle("Captions")
            try host.tap("Name")
            try host.tap("Zoom in")
            print(host.render())
            print(Suites.board.object(forKey: "captions") as? Bool as Any, Suites.board.string(forKey: "nickname") as Any)
            print(host.storage.keys)
            // A new host over the same suite reads what the first one wrote; its own storage starts empty.
            print(ViewHost(Preferences()).render())
            """)
        #expect(output == """
            VStack
              Toggle "Captions": on
              Text "Captions on, no nickname, zoom 1"
              Button "Name"
              Button "Zoom in"
            VStack
              Toggle "Captions": off
              Text "Captions off, Ana, zoom 2"
              Button "Name"
              Button "Zoom in"
            Optional(false) Optional("Ana")
            ["zoom"]
            VStack
              Toggle "Captions": off
              Text "Captions off, Ana, zoom 1"
              Button "Name"
              Button "Zoom in"

            """)
    }

    @Test func aStoreThatIsNoUserDefaultsIsReported() throws {
        let directory = try TemporaryDirectory()
        let wrong = #"""
            <view name="Prefs">
              <appStorage name="captions" key="captions" type="Bool" initial="true" store="&quot;board&quot;"/>
              <body><Toggle title="Captions" isOn="{$captions}"/></body>
            </view>
            """#
        let result = runTrellis(["check", "--fast", try directory.write("Prefs.xml", wrong)])
        #expect(result.errors.contains("error: cannot convert a value of type `String` to `UserDefaults` in the store of `captions` [TRL112]"), "\(result.errors)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// What the fourth set of correct patterns (`Tests/Patterns/91-…` to `105-…`) found missing,
/// each written as a SwiftUI developer writes it: checked clean, compiled with zero warnings,
/// and run as SwiftUI runs it.
@Suite struct SeventhPatternsSpellingsTests {
    /// `<enum type="String">`, Swift's `enum Order: String`, is read as `rawType`, so the cases
    /// have their raw values; a key path to a tuple's element, `\.0`, identifies rows; and
    /// `<environment keyPath="\.colorScheme" value=".dark"/>` writes the value below it, as
    /// `<environment key>` does.
    @Test func rawTypeTupleKeyPathAndEnvironmentKeyPath() throws {
        let xml = #"""
            <trellis>
              <enum name="Order" type="String" protocols="CaseIterable">
                <case name="name"/>
                <case name="size"/>
              </enum>
              <view name="Scheme">
                <environment name="colorScheme" key="\.colorScheme"/>
                <body>
                  <Text>{colorScheme == .dark ? "dark" : "light"}</Text>
                </body>
              </view>
              <view name="Files" root="true">
                <let name="files" type="[(String, Int)]" initial="[(&quot;b.txt&quot;, 3), (&quot;a.txt&quot;, 9)]"/>
                <body>
                  <VStack>
                    <ForEach items="Order.allCases" id="\.self" item="order">
                      <Text>order {order.rawValue}</Text>
                    </ForEach>
                    <ForEach items="files.sorted { $0.0 &lt; $1.0 }" id="\.0" item="file">
                      <Text>{file.0} {file.1} KB</Text>
                    </ForEach>
                    <Scheme/>
                    <Scheme>
                      <environment keyPath="\.colorScheme" value=".dark"/>
                    </Scheme>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Files.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Files())
            print(host.render())
            """)
        #expect(output.contains("order name"), "\(output)")
        #expect(output.contains("order size"), "\(output)")
        let aFile = try #require(output.range(of: "a.txt 9 KB"), "\(output)")
        let bFile = try #require(output.range(of: "b.txt 3 KB"), "\(output)")
        #expect(aFile.lowerBound < bFile.lowerBound, "\(output)")
        let light = try #require(output.range(of: "light"), "\(output)")
        let dark = try #require(output.range(of: "dark"), "\(output)")
        #expect(light.lowerBound < dark.lowerBound, "\(output)")
    }

    /// `contextMenu { … } preview: { … }`: the items work as without a preview, and the preview,
    /// shown only while the menu is open, is built when asked for and reads the state it shows.
    @Test func contextMenuWithAPreview() throws {
        let xml = #"""
            <trellis>
              <view name="Tiles" root="true">
                <state name="pinned" type="String" initial="&quot;nothing&quot;"/>
                <body>
                  <VStack>
                    <Text>Pinned: {pinned}</Text>
                    <Text>Beach
                      <contextMenu>
                        <Button title="Pin" action="pinned = &quot;Beach&quot;"/>
                        <preview>
                          <Text>Preview of Beach, pinned {pinned}</Text>
                        </preview>
                      </contextMenu>
                    </Text>
                    <Text>Forest
                      <contextMenu>
                        <Button title="Pin" action="pinned = &quot;Forest&quot;"/>
                      </contextMenu>
                    </Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Tiles.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Tiles())
            print("screen shows preview:", host.render().contains("Preview of"))
            print("items:", try host.contextMenuItems(on: "Beach"))
            try host.chooseFromContextMenu("Pin", on: "Beach")
            print(try host.contextMenuPreview(on: "Beach") ?? "no preview")
            print("forest:", try host.contextMenuPreview(on: "Forest") ?? "no preview")
            print(host.render())
            """)
        #expect(output.contains("screen shows preview: false"), "\(output)")
        #expect(output.contains("items: [\"Pin\"]"), "\(output)")
        #expect(output.contains("Preview of Beach, pinned Beach"), "\(output)")
        #expect(output.contains("forest: no preview"), "\(output)")
        #expect(output.contains("Pinned: Beach"), "\(output)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// `navigationDestination(item:)` written in XML: `trellis build`, swiftc with warnings as
/// errors, then the program, which pushes by setting the item and pops by going back.
@Suite struct NavigationDestinationItemCompileAndRunTests {
    @Test func settingTheItemPushesItsScreenAndGoingBackClearsTheItem() throws {
        let program = try GeneratedProgram(["Trails.xml": #"""
            <trellis>
              <struct name="Trail" protocols="Hashable">
                <field name="name" type="String"/>
              </struct>
              <view name="Trails" root="true">
                <state name="selected" type="Trail?" initial="nil"/>
                <body>
                  <NavigationStack>
                    <VStack>
                      <Text>selected {selected?.name ?? "none"}</Text>
                      <Button title="Ridge" action="selected = Trail(name: &quot;Ridge&quot;)"/>
                      <navigationDestination item="{$selected}">
                        <destination item="trail">
                          <Text>Trail {trail.name}</Text>
                          <Button title="Done" action="selected = nil"/>
                        </destination>
                      </navigationDestination>
                    </VStack>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Trails())
            try host.tap("Ridge")
            print(host.render())
            print("--- back")
            try host.back()
            print(host.render())
            print("--- done")
            try host.tap("Ridge")
            try host.tap("Done")
            print(host.render())
            """)
        let parts = output.components(separatedBy: "--- ")
        #expect(parts.count == 3, "\(output)")
        #expect(parts[0].contains(#"Text "Trail Ridge""#), "\(output)")
        #expect(parts[1].contains(#"Text "selected none""#) && !parts[1].contains("Trail Ridge"), "\(output)")
        #expect(parts[2].contains(#"Text "selected none""#) && !parts[2].contains("Trail Ridge"), "\(output)")
    }

    /// `path.append(value)` in an action pushes the destination registered for the value's type.
    @Test func appendingToANavigationPathInAnActionPushesTheValuesScreen() throws {
        let program = try GeneratedProgram(["Peaks.xml": #"""
            <trellis>
              <struct name="Peak" protocols="Hashable">
                <field name="name" type="String"/>
              </struct>
              <view name="Peaks" root="true">
                <state name="path" type="NavigationPath" initial="NavigationPath()"/>
                <body>
                  <NavigationStack path="$path">
                    <VStack>
                      <Text>depth {path.count}</Text>
                      <Button title="Whitney" action="path.append(Peak(name: &quot;Whitney&quot;))"/>
                      <navigationDestination for="Peak.self" item="peak">
                        <Text>Peak {peak.name}</Text>
                        <Button title="Pop" action="path.removeLast()"/>
                      </navigationDestination>
                    </VStack>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Peaks())
            try host.tap("Whitney")
            print(host.render())
            print("--- pop")
            try host.tap("Pop")
            print(host.render())
            """)
        let parts = output.components(separatedBy: "--- pop")
        #expect(parts.count == 2, "\(output)")
        #expect(parts[0].contains(#"Text "Peak Whitney""#), "\(output)")
        #expect(parts[1].contains(#"Text "depth 0""#) && !parts[1].contains("Peak Whitney"), "\(output)")
    }
}

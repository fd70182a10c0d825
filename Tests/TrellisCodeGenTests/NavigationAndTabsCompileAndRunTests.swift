import Foundation
import Testing
import TrellisTestSupport

/// Navigation by value and tabs written in XML: `trellis build`, swiftc with warnings as errors,
/// then the program driven through its host.
@Suite struct NavigationAndTabsCompileAndRunTests {
    static let screens = [
        "Parks.xml": #"""
        <trellis>
          <struct name="Park" protocols="Hashable">
            <field name="name" type="String"/>
          </struct>
          <view name="ParkDetail">
            <let name="park" type="Park"/>
            <state name="visits" type="Int" initial="0"/>
            <body>
              <VStack>
                <Button title="{park.name} visits {visits}" action="visits += 1"/>
                <NavigationLink title="Next" value="{Park(name: park.name + &quot;+&quot;)}"/>
              </VStack>
            </body>
          </view>
          <view name="App" root="true">
            <state name="path" type="[Park]" initial="[]"/>
            <state name="tab" type="Int" initial="0"/>
            <state name="showsAbout" type="Bool" initial="false"/>
            <body>
              <TabView selection="$tab">
                <NavigationStack path="$path">
                  <VStack>
                    <NavigationLink title="Yosemite" value="{Park(name: &quot;Yosemite&quot;)}"/>
                    <NavigationLink value="{Park(name: &quot;Zion&quot;)}"><Text>Zion</Text></NavigationLink>
                    <Button title="Deep link" action="path = [Park(name: &quot;A&quot;), Park(name: &quot;B&quot;)]"/>
                    <Text>depth {path.count}</Text>
                    <navigationDestination for="Park.self" item="park">
                      <ParkDetail park="{park}"/>
                    </navigationDestination>
                  </VStack>
                  <tabItem><Label title="Parks" systemImage="tree"/></tabItem>
                  <tag value="0"/>
                </NavigationStack>
                <Tab title="About" systemImage="info" value="1">
                  <NavigationStack>
                    <Button title="Show" action="showsAbout = true">
                      <navigationDestination isPresented="$showsAbout">
                        <Text>About Trellis</Text>
                      </navigationDestination>
                    </Button>
                  </NavigationStack>
                </Tab>
              </TabView>
            </body>
          </view>
        </trellis>
        """#,
    ]

    @Test func valueNavigationWithAPathAndTabsCompileAndRun() throws {
        let program = try GeneratedProgram(Self.screens)
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(App())
            try host.tap("Yosemite")
            try host.tap("Yosemite visits 0")
            try host.tap("Next")
            print(host.render())
            print("---")
            try host.back()
            try host.back()
            try host.tap("Deep link")
            print(host.render())
            print("---")
            try host.selectTab("About")
            try host.tap("Show")
            print(host.render())
            print("---")
            try host.back()
            try host.selectTab("Parks")
            print(host.render())
            """)
        let parts = output.components(separatedBy: "---\n")
        #expect(parts.count == 4, "\(output)")
        guard parts.count == 4 else { return }
        #expect(parts[0].contains("Button \"Yosemite+ visits 0\""), "\(output)")
        #expect(parts[1].contains("Button \"B visits 0\""), "\(output)")
        #expect(parts[2] == """
            TabView
              Tab "Parks"
              Tab "About" [selected]
                NavigationStack
                  Text "About Trellis"

            """, "\(output)")
        #expect(parts[3].contains("Tab \"Parks\" [selected]\n    NavigationStack\n      VStack\n        Button \"B visits 0\""), "\(output)")
    }
}

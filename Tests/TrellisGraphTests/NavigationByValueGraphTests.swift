import Testing
import TrellisGraph
import TrellisTestSupport

/// Value destinations, split view columns and tabs in the dependency graph.
@Suite struct NavigationByValueGraphTests {
    @Test func valueDestinationsAreInstantiatedByTheStackAndTabsAndColumnsByTheirView() throws {
        let graph = try graph(ofScreen: """
        <trellis>
          <struct name="Park" protocols="Hashable"><field name="name" type="String"/></struct>
          <view name="Home">
            <state name="path" type="[Park]" initial="[]"/>
            <body>
              <TabView>
                <NavigationStack path="$path">
                  <VStack>
                    <NavigationLink title="Zion" value="{Park(name: &quot;Zion&quot;)}"/>
                    <navigationDestination for="Park.self" item="park"><Detail park="{park}"/></navigationDestination>
                  </VStack>
                  <tabItem><Text>Parks</Text></tabItem>
                </NavigationStack>
                <Tab title="Map" systemImage="map">
                  <NavigationSplitView>
                    <Sidebar/>
                    <detail><Text>Pick one</Text></detail>
                  </NavigationSplitView>
                </Tab>
              </TabView>
            </body>
          </view>
          <view name="Detail">
            <let name="park" type="Park"/>
            <body><Text>{park.name}</Text></body>
          </view>
          <view name="Sidebar">
            <body><Text>Sidebar</Text></body>
          </view>
        </trellis>
        """)
        let edges = graph.edges.filter { $0.kind == .instantiates }
        #expect(edges.map { "\($0.from) -> \($0.to) \($0.isNavigationDestination)" } == [
            "view:Home -> view:Detail true",
            "view:Home -> view:Sidebar false",
        ])
    }
}

import Testing
import TrellisTestSupport

/// The forms the presentation and identity rules recommend (TRL204, TRL280, TRL283, TRL131)
/// check clean, compile with no warning, and do what the rules say.
@Suite struct OwnershipRuleFormsCompileAndRunTests {
    /// A `sheet(item:)` builds its content for each item, so a `state` copied from the item
    /// starts from that item (no TRL204); an `id` kept in a `state` resets a view only when asked,
    /// and one accepted with `allow` compiles as written; tabs tagged with the selection's type
    /// are selected.
    @Test func recommendedFormsCompileAndBehave() throws {
        let program = try GeneratedProgram(["Forms.xml": #"""
            <trellis>
              <struct name="Route" identifiable="true">
                <field name="id" type="Int"/>
                <field name="path" type="String"/>
              </struct>
              <enum name="Screen"><case name="routes"/><case name="counter"/></enum>
              <view name="RouteEditor">
                <let name="path" type="String"/>
                <state name="draft" type="String" initial="path"/>
                <body><TextField title="Path" text="{$draft}"/></body>
              </view>
              <view name="Counter">
                <let name="label" type="String"/>
                <state name="taps" type="Int" initial="0"/>
                <body><Button title="{label} {taps}" action="taps += 1"/></body>
              </view>
              <view name="Home" root="true">
                <state name="screen" type="Screen" initial=".routes"/>
                <state name="editing" type="Route?" initial="nil"/>
                <state name="generation" type="Int" initial="0"/>
                <state name="visits" type="Int" initial="0"/>
                <body>
                  <TabView selection="{$screen}">
                    <VStack>
                      <Button title="Home" action="editing = Route(id: 1, path: &quot;/home&quot;)"/>
                      <Button title="Settings" action="editing = Route(id: 2, path: &quot;/settings&quot;)"/>
                      <Counter label="Kept"><id value="generation"/></Counter>
                      <Button title="Reset" action="generation += 1"/>
                      <Button title="Visits {visits}" action="visits += 1"/>
                      <Counter label="Fresh"><id value="UUID()" allow="TRL283" reason="starts over on every update on purpose"/></Counter>
                      <sheet item="{$editing}">
                        <content item="route"><RouteEditor path="{route.path}"/></content>
                      </sheet>
                      <tag value="Screen.routes"/>
                    </VStack>
                    <Text>Counter<tag value="Screen.counter"/></Text>
                  </TabView>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Home())
            try host.tap("Kept 0")
            try host.tap("Fresh 0")
            print(host.render())
            try host.tap("Visits 0")
            print(host.render())
            try host.tap("Home")
            print(host.render())
            try host.dismissPresentation()
            try host.tap("Settings")
            print(host.render())
            try host.dismissPresentation()
            try host.tap("Reset")
            print(host.render())
            """)
        // Each sheet's editor starts from its own item's path.
        #expect(output.contains(#"TextField "Path": "/home""#), "\(output)")
        #expect(output.contains(#"TextField "Path": "/settings""#), "\(output)")
        let renders = output.components(separatedBy: "TabView\n").filter { !$0.isEmpty }
        try #require(renders.count == 5)
        // Both counters count until the body runs again: the fresh id then starts over, the
        // kept one only when `Reset` changes its id.
        #expect(renders[0].contains(#"Button "Kept 1""#) && renders[0].contains(#"Button "Fresh 1""#), "\(renders[0])")
        #expect(renders[1].contains(#"Button "Kept 1""#) && renders[1].contains(#"Button "Fresh 0""#), "\(renders[1])")
        #expect(renders[4].contains(#"Button "Kept 0""#), "\(renders[4])")
        // The tab tagged with the selection's value is the one selected.
        #expect(renders[0].hasPrefix(#"  Tab "" [selected]"#), "\(renders[0])")
    }
}

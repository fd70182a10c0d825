import Testing
@testable import TrellisGraph

/// Writes in blocks and closures are writes of the view, as anywhere else; names the code
/// declares are not the view's.
@Suite struct StatementGraphTests {
    @Test func writesInsideBlocksAndClosuresAreEdges() throws {
        let graph = try graph(ofScreen: """
            <trellis>
              <model name="Store" external="true"><published name="items" type="[String]"/></model>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="label" type="String" initial="&quot;&quot;"/>
                <state name="shadowed" type="Int" initial="0"/>
                <stateObject name="store" type="Store" initial="Store()"/>
                <body>
                  <VStack>
                    <Text>{count} {label} {shadowed} {store.items.filter { !$0.isEmpty }.count}</Text>
                    <Button title="a" action="withAnimation { count += 1 }"/>
                    <Button title="b" action="if count &gt; 1 { let s = store; s.items = [] } else { for _ in [1] { label = &quot;x&quot; } }"/>
                    <Button title="c" action="var shadowed = 1; shadowed += 1; print(shadowed)"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        #expect(graph.edgeSummaries(.writes) == [
            "view:Main -> decl:Main.count",
            "view:Main -> decl:Main.label",
            "view:Main -> property:Store.items",
        ])
        #expect(graph.edgeSummaries(.reads).contains("view:Main -> property:Store.items"))
    }
}

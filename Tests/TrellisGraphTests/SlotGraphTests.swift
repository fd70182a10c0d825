import Testing
import TrellisGraph

/// Views passed in slots are built and read by the body that writes them, and instantiated where
/// the slot is: a view declared in XML is their parent, at its `<slot/>`; a view or modifier
/// declared in Swift places its content itself, so the call site stays the parent.
@Suite struct SlotGraphTests {
    @Test func contentPassedInSlotsIsInstantiatedAndReadByTheCallSite() throws {
        let graph = try graph(ofScreen: """
            <trellis>
              <modifier name="decorated">
                <slot name="content"/>
              </modifier>
              <view name="Badge">
                <let name="count" type="Int"/>
                <body><Text>{count}</Text></body>
              </view>
              <view name="Panel">
                <slot name="content"/>
                <slot name="footer"/>
                <body><VStack><slot/><slot name="footer"/></VStack></body>
              </view>
              <view name="Screen" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="title" type="String" initial="&quot;&quot;"/>
                <state name="shown" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <Panel>
                      <Badge count="{count}"/>
                      <footer><Text>{title}</Text></footer>
                    </Panel>
                    <Section>
                      <header><Toggle title="Shown" isOn="{$shown}"/></header>
                    </Section>
                    <Text>x<decorated><Badge count="{count + 1}"/></decorated></Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        #expect(graph.edgeSummaries(.instantiates).sorted() == [
            "view:Panel -> view:Badge", "view:Screen -> view:Badge", "view:Screen -> view:Panel",
        ])
        let placed = try #require(graph.edges.first { $0.kind == .instantiates && $0.from.rawValue == "view:Panel" })
        #expect(placed.passedBy?.rawValue == "view:Screen")
        #expect(graph.dotText().contains(##""view:Panel" -> "view:Badge" [color="#4a6f9f", penwidth=1.6, arrowhead=normal, label="passed by Screen""##))
        #expect(graph.jsonText().contains(#""passedBy": "view:Screen""#))
        let reads = Set(graph.edgeSummaries(.reads))
        #expect(reads.contains("view:Screen -> decl:Screen.title"))
        #expect(reads.contains("view:Screen -> decl:Screen.shown"))
        #expect(Set(graph.edgeSummaries(.writes)).contains("view:Screen -> decl:Screen.shown"))
        #expect(try graph.affected(by: "Screen.title").viewNames == ["Screen"])
    }
}

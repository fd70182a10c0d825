import Testing
@testable import TrellisGraph

/// A computed property's `set`: assigning the property writes what the setter writes.
@Suite struct ComputedSetterGraphTests {
    @Test func assigningAComputedPropertyWritesWhatItsSetterWrites() throws {
        let graph = try graph(ofScreen: """
            <trellis>
              <model name="Tag" kind="observable">
                <var name="colorName" type="String" initial="&quot;black&quot;"/>
                <var name="edits" type="Int" initial="0"/>
                <computed name="color" type="String">
                  get { colorName }
                  set {
                    colorName = newValue
                    self.edits += 1
                  }
                </computed>
                <computed name="shout" type="String">
                  get { color.uppercased() }
                  set { color = newValue.lowercased() }
                </computed>
              </model>
              <view name="Main" root="true">
                <state name="tag" type="Tag" initial="Tag()"/>
                <body>
                  <VStack>
                    <Button title="Red" action="tag.color = &quot;red&quot;"/>
                    <Button title="Blue" action="tag.shout = &quot;BLUE&quot;"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        let writes = graph.edgeSummaries(.writes)
        #expect(writes.contains("view:Main -> property:Tag.colorName"), "\(writes)")
        #expect(writes.contains("view:Main -> property:Tag.edits"), "\(writes)")
        #expect(!writes.contains { $0.hasSuffix("Tag.color") || $0.hasSuffix("Tag.shout") }, "\(writes)")
    }
}

import Testing
@testable import TrellisGraph

/// Actions handed to a view-building function's parameters of function type: what they write
/// is written by the view whose body passes them, as for a child view's input of function type.
@Suite struct FunctionArgumentGraphTests {
    @Test func actionsPassedToAFunctionsParametersWriteTheViewsState() throws {
        let graph = try graph(ofScreen: """
            <trellis>
              <view name="Board" root="true">
                <state name="items" type="[Int]" initial="[1, 2]"/>
                <state name="picked" type="Int" initial="0"/>
                <state name="untouched" type="Int" initial="0"/>
                <function name="row">
                  <parameter name="value" label="_" type="Int"/>
                  <parameter name="onDelete" type="() -> Void"/>
                  <parameter name="onPick" type="(Int) -> Void"/>
                  <HStack>
                    <Button title="Delete {value}" action="onDelete()"/>
                    <Button title="Pick" action="onPick(value)"/>
                  </HStack>
                </function>
                <body>
                  <VStack>
                    <Text>{picked} {untouched}</Text>
                    <ForEach items="items" id="\\.self" item="item">
                      <row value="{item}" onDelete="items.removeAll { $0 == item }" onPick="number in picked = number"/>
                    </ForEach>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        let writes = graph.edgeSummaries(.writes)
        #expect(writes.contains("view:Board -> decl:Board.items"), "\(writes)")
        #expect(writes.contains("view:Board -> decl:Board.picked"), "\(writes)")
        #expect(!writes.contains("view:Board -> decl:Board.untouched"), "\(writes)")
    }
}

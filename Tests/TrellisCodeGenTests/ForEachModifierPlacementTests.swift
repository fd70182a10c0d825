import Foundation
import Testing
import TrellisTestSupport

/// Modifiers written next to a `ForEach` as a SwiftUI developer writes them: `onDelete` after a
/// `List`'s one `ForEach` modifies that `ForEach`, and a modifier after a `ForEach`'s one row is
/// the row's, with the row's item in scope (`onDelete` and `onMove` there stay the `ForEach`'s).
/// `trellis build`, swiftc with warnings as errors, then the program.
@Suite struct ForEachModifierPlacementTests {
    @Test func modifiersNextToAForEachModifyTheViewSwiftGivesThem() throws {
        let program = try GeneratedProgram(["Rows.xml": #"""
            <view name="Rows" root="true">
              <state name="items" type="[String]" initial="[&quot;a&quot;, &quot;b&quot;, &quot;c&quot;, &quot;d&quot;]"/>
              <state name="marked" type="String" initial="&quot;none&quot;"/>
              <function name="remove">
                <parameter name="offsets" type="IndexSet"/>
                items.remove(atOffsets: offsets)
              </function>
              <function name="move">
                <parameter name="offsets" type="IndexSet"/>
                <parameter name="destination" type="Int"/>
                items.move(fromOffsets: offsets, toOffset: destination)
              </function>
              <body>
                <VStack>
                  <List>
                    <ForEach items="items" id="\.self" item="item">
                      <Text>{item}</Text>
                      <swipeActions>
                        <Button title="Mark" action="marked = item"/>
                      </swipeActions>
                      <onMove perform="move"/>
                    </ForEach>
                    <onDelete perform="remove"/>
                  </List>
                  <Text>marked {marked}</Text>
                </VStack>
              </body>
            </view>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let swift = program.generated.values.joined()
        // The row's modifier inside the row's closure; the `ForEach`'s after it, in the order written.
        let rowModifier = swift.range(of: "Text(concatenating: item$)\n                .swipeActions")
        let forEachModifiers = swift.range(of: #"\}\.onMove\(perform: move\)\s*\.onDelete\(perform: remove\)\)"#, options: .regularExpression)
        #expect(rowModifier != nil && forEachModifiers != nil, "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Rows())
            try host.swipe("c", andTap: "Mark")
            try host.delete("b")
            try host.move("a", toOffset: 3)
            print(host.render())
            """)
        #expect(output.contains("List\n    Text \"c\"\n    Text \"d\"\n    Text \"a\"\n  Text \"marked c\""), "\(output)")
    }
}

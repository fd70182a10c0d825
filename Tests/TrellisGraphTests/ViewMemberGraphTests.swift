import Testing
import TrellisGraph

/// A computed view is the view's body, factored: the graph sees through it, with the views it
/// instantiates made where it is placed, and what it reads read by the view.
@Suite struct ViewMemberGraphTests {
    @Test func computedViewsAreWalkedWhereTheyArePlaced() throws {
        let graph = try graph(ofScreen: """
            <trellis>
              <view name="Badge">
                <let name="count" type="Int"/>
                <body><Text>{count}</Text></body>
              </view>
              <view name="Screen" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="title" type="String" initial="&quot;&quot;"/>
                <state name="shown" type="Bool" initial="false"/>
                <computed name="header">
                  <Text>{title}</Text>
                  <Toggle title="Shown" isOn="{$shown}"/>
                </computed>
                <function name="countBadge">
                  <parameter name="value" label="_" type="Int"/>
                  <Badge count="{value}"/>
                </function>
                <body>
                  <VStack>
                    <header/>
                    <countBadge value="{count}"/>
                    <countBadge value="{count + 1}"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        // The function's child is made by the screen; its edge is located at the `<Badge` written
        // once in the function, however often the function is placed.
        #expect(graph.edgeSummaries(.instantiates).sorted() == ["view:Screen -> view:Badge"])
        let reads = Set(graph.edgeSummaries(.reads))
        #expect(reads.contains("view:Screen -> decl:Screen.title"))
        #expect(reads.contains("view:Screen -> decl:Screen.count"))
        #expect(Set(graph.edgeSummaries(.writes)).contains("view:Screen -> decl:Screen.shown"))
        // The parameter stands for the value passed: the child's input comes from `count`.
        #expect(try graph.affected(by: "Screen.count").viewNames?.sorted() == ["Badge", "Screen"])
        #expect(try graph.affected(by: "Screen.title").viewNames == ["Screen"])
    }

    @Test func aHelpersWritesAreTheViewsAndItsReadsCountWhereTheBodyCallsIt() throws {
        let graph = try graph(ofScreen: """
            <trellis>
              <view name="Screen" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="step" type="Int" initial="1"/>
                <state name="log" type="[String]" initial="[]"/>
                <function name="label" returns="String">
                  return "\\(count) by \\(step)"
                </function>
                <function name="advance">
                  count += step
                  log.append(label())
                </function>
                <body>
                  <VStack>
                    <Text>{label()}</Text>
                    <Button title="Next" action="advance()"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        let reads = Set(graph.edgeSummaries(.reads))
        #expect(reads.contains("view:Screen -> decl:Screen.count"), "\(reads)")
        #expect(reads.contains("view:Screen -> decl:Screen.step"), "\(reads)")
        let writes = Set(graph.edgeSummaries(.writes))
        #expect(writes.contains("view:Screen -> decl:Screen.count"), "\(writes)")
        #expect(writes.contains("view:Screen -> decl:Screen.log"), "\(writes)")
        #expect(try graph.affected(by: "Screen.step").viewNames == ["Screen"])
    }
}

import Testing
@testable import TrellisGraph

/// `<if condition="let ...">` and `<switch>` in a body: what the conditions and the subject
/// read is read by the view, and a name they bind stands for what it was bound from, so reads
/// through it count as reads of the view's state or of the object's property.
@Suite struct BodyControlFlowGraphTests {
    @Test func boundNamesReadWhatTheyWereBoundFrom() throws {
        let graph = try graph(ofScreen: """
            <trellis>
              <struct name="User" identifiable="false"><field name="name" type="String"/></struct>
              <model name="Session" external="true"><published name="user" type="User?"/></model>
              <enum name="Phase">
                <case name="idle"/>
                <case name="loaded"><parameter type="[String]"/></case>
              </enum>
              <view name="Main" root="true">
                <stateObject name="session" type="Session" initial="Session()"/>
                <state name="phase" type="Phase" initial=".idle"/>
                <state name="count" type="Int" initial="0"/>
                <state name="unread" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Button title="go" action="unread += 1"/>
                    <if condition="let user = session.user, count &gt; 0">
                      <Text>{user.name}</Text>
                    </if>
                    <switch value="phase">
                      <case pattern=".idle"><Text>idle</Text></case>
                      <case pattern=".loaded(let names)"><Text>{names.count}</Text></case>
                    </switch>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        let reads = graph.edgeSummaries(.reads)
        #expect(reads.contains("view:Main -> property:Session.user"), "\(reads)")
        #expect(reads.contains("view:Main -> decl:Main.count"), "\(reads)")
        #expect(reads.contains("view:Main -> decl:Main.phase"), "\(reads)")
        #expect(!reads.contains("view:Main -> decl:Main.unread"), "\(reads)")
    }

    /// The action a call site passes to an input of function type writes the caller's state.
    @Test func actionsPassedToClosureInputsWriteTheCallersState() throws {
        let graph = try graph(ofScreen: """
            <trellis>
              <view name="Row">
                <let name="onSave" type="() -> Void"/>
                <let name="onPick" type="(Int) -> Void"/>
                <body><Button title="save" action="onSave(); onPick(1)"/></body>
              </view>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="picked" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Text>{count} {picked}</Text>
                    <Row onSave="count += 1" onPick="n in picked = n"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """)
        let writes = graph.edgeSummaries(.writes)
        #expect(writes.contains("view:Main -> decl:Main.count"), "\(writes)")
        #expect(writes.contains("view:Main -> decl:Main.picked"), "\(writes)")
    }

    /// A `ForEach` over a binding reads the collection, and a row's binding handed to a child's
    /// `binding` is the collection's storage, written through the child.
    @Test func rowsOfAForEachOverABindingReadAndPassTheCollection() throws {
        let graph = try graph(ofScreen: """
            <trellis>
              <struct name="Item" identifiable="true">
                <field name="id" type="Int"/>
                <field name="title" type="String"/>
              </struct>
              <view name="ItemRow">
                <binding name="item" type="Item"/>
                <body><TextField title="Title" text="{$item.title}"/></body>
              </view>
              <view name="Main" root="true">
                <state name="items" type="[Item]" initial="[]"/>
                <body>
                  <List>
                    <ForEach items="$items" item="$item">
                      <Text>{item.title}</Text>
                      <ItemRow item="{$item}"/>
                    </ForEach>
                  </List>
                </body>
              </view>
            </trellis>
            """)
        let reads = graph.edgeSummaries(.reads)
        let passes = graph.edgeSummaries(.passes)
        #expect(reads.contains("view:Main -> decl:Main.items"), "\(reads)")
        #expect(passes.contains { $0.hasPrefix("decl:Main.items -> decl:ItemRow.item") }, "\(passes)")
    }
}

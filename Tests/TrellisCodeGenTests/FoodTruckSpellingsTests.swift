import Foundation
import Testing
import TrellisTestSupport

/// The spellings Scrumdinger's and Food Truck's first tries met, each written as a SwiftUI
/// developer writes it: they check clean with both passes, compile with zero warnings and run
/// as SwiftUI runs them.
@Suite struct FoodTruckSpellingsTests {
    /// `List($scrums) { $scrum in }`: a list over bindings edits the array its state holds, and a
    /// modifier after the rows is the list's.
    @Test func aListOverBindingsEditsItsElements() throws {
        let xml = #"""
            <trellis>
              <struct name="Scrum" identifiable="true">
                <let name="id" type="Int"/>
                <var name="title" type="String"/>
              </struct>
              <view name="ScrumsList" root="true">
                <state name="scrums" type="[Scrum]" initial="[Scrum(id: 1, title: &quot;Design&quot;), Scrum(id: 2, title: &quot;Build&quot;)]"/>
                <body>
                  <VStack>
                    <List items="$scrums" item="$scrum">
                      <TextField title="Title of {scrum.id}" text="{$scrum.title}"/>
                      <listStyle value=".plain"/>
                    </List>
                    <Text>Titles: {scrums.map(\.title).joined(separator: &quot;, &quot;)}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("ScrumsList.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["ScrumsList.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ScrumsList())
            try host.type("!", into: "Title of 2")
            print(host.render())
            """)
        #expect(output.contains("Text \"Titles: Design, Build!\""), "\(output)")
        #expect(output.components(separatedBy: "TextField").count - 1 == 2, "\(output)")
    }

    /// `<Section header="Status">` is Swift's `Section("Status")`; `badge` shows a row's count;
    /// an enum case's associated value may be written `<value>`, as Swift names it.
    @Test func sectionHeaderTextBadgesAndAssociatedValues() throws {
        let xml = #"""
            <trellis>
              <enum name="Panel">
                <case name="orders"/>
                <case name="city"><value type="String"/></case>
              </enum>
              <view name="OrderSummary" root="true">
                <state name="panel" type="Panel" initial=".city(&quot;Cupertino&quot;)"/>
                <state name="donuts" type="Int" initial="3"/>
                <body>
                  <List>
                    <Section header="Status">
                      <Label title="Donuts" systemImage="circle"><badge value="{donuts}"/></Label>
                      <switch value="panel">
                        <case pattern=".orders"><Text>Orders</Text></case>
                        <case pattern=".city(let name)"><Text>City {name}</Text></case>
                      </switch>
                    </Section>
                    <Button title="Orders" action="panel = .orders"/>
                  </List>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("OrderSummary.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["OrderSummary.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(OrderSummary())
            print(host.render())
            print("badge:", try host.appearance(of: "Donuts").modifiers)
            try host.tap("Orders")
            print(host.render())
            """)
        #expect(output.contains("Section \"Status\"") || output.contains("Text \"Status\""), "\(output)")
        #expect(output.contains("badge: [\"badge(3)\""), "\(output)")
        #expect(output.contains("Text \"City Cupertino\""), "\(output)")
        #expect(output.contains("Text \"Orders\""), "\(output)")
    }

    /// A view checked apart from its app pushes its links onto the stack of the parent that
    /// shows it, outside the checked files, which registers the destinations: no TRL246. A link
    /// inside the view's own `NavigationStack`, or in a declared root, still needs one here.
    @Test func linksOfAViewCheckedAloneUseTheirParentsDestinations() throws {
        let xml = #"""
            <trellis>
              <struct name="Order" identifiable="true"><let name="id" type="String"/></struct>
              <view name="OrdersColumn">
                <let name="orders" type="[Order]"/>
                <body>
                  <List>
                    <ForEach items="orders" item="order">
                      <NavigationLink value="order.id"><Text>{order.id}</Text></NavigationLink>
                    </ForEach>
                  </List>
                </body>
              </view>
              <view name="OrdersStack">
                <let name="orders" type="[Order]"/>
                <body>
                  <NavigationStack>
                    <List>
                      <ForEach items="orders" item="order">
                        <NavigationLink value="order.id"><Text>{order.id}</Text></NavigationLink>
                      </ForEach>
                    </List>
                  </NavigationStack>
                </body>
              </view>
              <view name="OrdersRoot" root="true">
                <let name="order" type="Order" default="Order(id: &quot;a&quot;)"/>
                <body>
                  <NavigationLink value="order.id"><Text>{order.id}</Text></NavigationLink>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Orders.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "19:36: error: this link pushes a value of type `String`, but no `navigationDestination(for: String.self)` in the program shows it; the link does nothing [TRL246]",
            "28:30: error: this link pushes a value of type `String`, but no `navigationDestination(for: String.self)` in the program shows it; the link does nothing [TRL246]",
        ], "\(result.errors)")
    }

    /// `.sheet(item: $completedOrder) { order in … }` written `content="order"`: the views inside
    /// are the content, and `order` the item it is presented for.
    @Test func aSheetsContentNamesItsItemAsSwiftsClosureDoes() throws {
        let xml = #"""
            <trellis>
              <struct name="Order" identifiable="true"><let name="id" type="String"/></struct>
              <view name="OrdersScreen" root="true">
                <state name="completedOrder" type="Order?" initial="nil"/>
                <body>
                  <VStack>
                    <Button title="Complete" action="completedOrder = Order(id: &quot;A-7&quot;)"/>
                  </VStack>
                  <sheet item="{$completedOrder}" content="order">
                    <Text>Order {order.id} completed</Text>
                  </sheet>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("OrdersScreen.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["OrdersScreen.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(OrdersScreen())
            try host.tap("Complete")
            print(host.render())
            """)
        #expect(output.contains("Text \"Order A-7 completed\""), "\(output)")
        #expect(program.generated.values.contains { $0.contains("order$ in") }, "\(program.generated)")
    }

    /// In the `isPresented:` form the content takes no value, so a name there is still TRL135.
    @Test func aSlotNamedWhereItTakesNoValueIsStillReported() throws {
        let xml = #"""
            <view name="Flags" root="true">
              <state name="showing" type="Bool" initial="false"/>
              <body>
                <Button title="Show" action="showing = true"/>
                <sheet isPresented="{$showing}" content="order"><Text>Hi</Text></sheet>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Flags.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "5:37: error: `content` is a slot of `sheet` and takes views; write them in a child element, `<content><Text>…</Text></content>` [TRL135]",
        ], "\(result.errors)")
    }

    /// Swift's `HStack { … }.frame(…)` written after the `HStack`, among more views: one TRL010
    /// that says where the modifier goes, at the modifier.
    @Test func aModifierBetweenViewsSaysWhereItGoes() throws {
        let xml = #"""
            <view name="Card" root="true">
              <body>
                <VStack>
                  <HStack><Text>a</Text></HStack>
                  <frame maxWidth=".infinity"/>
                  <Text>b</Text>
                </VStack>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Card.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "5:7: error: modifier `frame` written between the views of `VStack` would modify `VStack`, whose modifiers follow its content; to modify `HStack`, write it inside `<HStack>` after its content [TRL010]",
        ], "\(result.errors)")
    }

    /// A shape's style is `value`, or `content` as Swift names it (`strokeBorder(_ content:lineWidth:)`).
    @Test func aShapeStyleMayBeNamedAsSwiftNamesIt() throws {
        let xml = #"""
            <view name="Border" root="true">
              <body>
                <VStack>
                  <RoundedRectangle cornerRadius="4"><strokeBorder content=".quaternary" lineWidth="0.5"/></RoundedRectangle>
                  <Circle><stroke content="Color.red" lineWidth="2"/></Circle>
                  <Capsule><fill content="Color.blue"/></Capsule>
                </VStack>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Border.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Border.xml": xml])
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(Border()).render())
            """)
        #expect(output.contains("strokeBorder") || output.contains("RoundedRectangle"), "\(output)")
        #expect(program.generated.values.contains { $0.contains(".strokeBorder(.quaternary, lineWidth: 0.5)") }, "\(program.generated)")
    }

    /// `List(names, id: \.self, selection: $picked) { name in }`: rows over values, keyed and
    /// selectable; a list of rows without `item` is one error, naming `List`.
    @Test func aListOverValuesSelectsAndAMissingItemIsReportedOnce() throws {
        let xml = #"""
            <view name="Picker" root="true">
              <state name="names" type="[String]" initial="[&quot;Ana&quot;, &quot;Bo&quot;]"/>
              <state name="picked" type="String?" initial="nil"/>
              <body>
                <VStack>
                  <List items="names" id="\.self" item="name" selection="{$picked}">
                    <Text>{name}<tag value="Optional(name)"/></Text>
                  </List>
                  <Text>Picked {picked ?? "none"}</Text>
                </VStack>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Picker.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Picker.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Picker())
            print(host.render())
            """)
        #expect(output.contains("Text \"Ana\"") && output.contains("Text \"Bo\"") && output.contains("Text \"Picked none\""), "\(output)")

        let missing = try directory.write("Missing.xml", """
            <view name="Missing" root="true">
              <state name="names" type="[String]" initial="[]"/>
              <body>
                <List items="names" id="\\.self"><Text>row</Text></List>
              </body>
            </view>
            """)
        let result = runTrellis(["check", "--fast", missing])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(missing + ":") }.map { String($0.dropFirst(missing.count + 1)) }
        #expect(headlines == ["4:5: error: attribute `item` is required on `List` [TRL010]"], "\(result.errors)")
    }
}

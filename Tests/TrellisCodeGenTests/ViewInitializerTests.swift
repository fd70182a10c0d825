import Foundation
import Testing
import TrellisTestSupport

/// A view's own `init`, written as a SwiftUI developer writes one: call sites pass its
/// parameters; it makes the view's `stateObject` (once per identity), gives a `state` its first
/// value, derives a `let` from an input and gives a binding a default.
@Suite struct ViewInitializerTests {
    static let program = #"""
        <trellis>
          <struct name="Store">
            <field name="name" type="String"/>
            <field name="items" type="[String]"/>
          </struct>
          <model name="ItemsModel">
            <published name="items" type="[String]" initial="[]"/>
            <published name="loads" type="Int" initial="0"/>
          </model>
          <view name="ItemsScreen">
            <stateObject name="model" type="ItemsModel"/>
            <let name="title" type="String"/>
            <binding name="isEditing" type="Bool"/>
            <state name="draft" type="String"/>
            <init>
              <parameter name="store" type="Store"/>
              <parameter name="isEditing" type="Binding&lt;Bool&gt;" default=".constant(false)"/>
              let model = ItemsModel()
              model.items = store.items
              model.loads += 1
              _model = StateObject(wrappedValue: model)
              title = store.name.uppercased()
              _isEditing = isEditing
              _draft = State(initialValue: store.items.first ?? "none")
            </init>
            <body>
              <VStack>
                <Text>{title}: {model.items.joined(separator: ", ")}, loaded {model.loads}</Text>
                <Text>editing {isEditing ? "yes" : "no"}, draft {draft}</Text>
                <Button title="add to {title}" action="model.items.append(draft)"/>
                <Button title="edit {title}" action="isEditing.toggle()"/>
              </VStack>
            </body>
          </view>
          <view name="Root" root="true">
            <state name="editing" type="Bool" initial="false"/>
            <state name="taps" type="Int" initial="0"/>
            <body>
              <VStack>
                <Text>taps {taps}, editing {editing ? "yes" : "no"}</Text>
                <Button title="tap" action="taps += 1"/>
                <ItemsScreen store="{Store(name: &quot;groceries&quot;, items: [&quot;milk&quot;, &quot;eggs&quot;])}" isEditing="{$editing}"/>
                <ItemsScreen store="{Store(name: &quot;empty&quot;, items: [])}"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    /// The object the `init` makes is kept across the parent's updates, as `StateObject`'s
    /// autoclosure is, and the `state`'s first value too; the binding writes the parent's state.
    @Test func theInitGivesEachDeclarationItsValueAndRuns() throws {
        let directory = try TemporaryDirectory()
        let checked = runTrellis(["check", try directory.write("Items.xml", Self.program)])
        #expect(checked.status == 0, "\(checked.errors)")
        let program = try GeneratedProgram(["Items.xml": Self.program])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Root())
            try host.tap("add to GROCERIES")
            try host.tap("edit GROCERIES")
            try host.tap("tap")
            print(host.render())
            """)
        #expect(output.contains("""
            VStack
              Text "taps 1, editing yes"
              Button "tap"
              VStack
                Text "GROCERIES: milk, eggs, milk, loaded 1"
                Text "editing yes, draft milk"
                Button "add to GROCERIES"
                Button "edit GROCERIES"
              VStack
                Text "EMPTY: , loaded 1"
                Text "editing no, draft none"
                Button "add to EMPTY"
                Button "edit EMPTY"
            """), "\(output)")
    }

    /// Call sites are checked against the `init`'s parameters, not the stored declarations.
    @Test func callSitesPassTheInitsParameters() throws {
        let wrong = Self.program
            .replacingOccurrences(of: #"<ItemsScreen store="{Store(name: &quot;empty&quot;, items: [])}"/>"#, with: #"<ItemsScreen title="empty"/>"#)
            .replacingOccurrences(of: #"isEditing="{$editing}""#, with: #"isEditing="{editing}""#)
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Items.xml", wrong)])
        let codes = result.errors.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: ") || line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[open...])
        }
        // The binding parameter takes `$editing`; `store` is missing, and `title` is no parameter.
        #expect(codes == ["[TRL207]", "[TRL110]", "[TRL111]"], "\(result.errors)")
    }

    /// What the `init` gives an object is judged as an `initial` is: a new object given to an
    /// `observedObject` is TRL201, a parameter given to a `stateObject` is TRL218.
    @Test func theOwnershipRulesSeeWhatTheInitGivesObjects() throws {
        let source = #"""
            <trellis>
              <model name="Counter">
                <published name="count" type="Int" initial="0"/>
              </model>
              <view name="Row">
                <observedObject name="counter" type="Counter"/>
                <init>
                  _counter = ObservedObject(wrappedValue: Counter())
                </init>
                <body><Text>{counter.count}</Text></body>
              </view>
              <view name="Pinned">
                <stateObject name="counter" type="Counter"/>
                <init>
                  <parameter name="counter" type="Counter"/>
                  _counter = StateObject(wrappedValue: counter)
                </init>
                <body><Text>{counter.count}</Text></body>
              </view>
              <view name="Root" root="true">
                <stateObject name="counter" type="Counter" initial="Counter()"/>
                <body>
                  <VStack>
                    <Row/>
                    <Pinned counter="{counter}"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Own.xml", source)])
        let findings = result.errors.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(findings.count == 2, "\(result.errors)")
        #expect(findings.first?.contains("Own.xml:8:47: error: an `observedObject` must not create its object") == true, "\(result.errors)")
        #expect(findings.last?.contains("Own.xml:16:44: warning: `stateObject` `counter` does not create its object") == true, "\(result.errors)")
    }
}

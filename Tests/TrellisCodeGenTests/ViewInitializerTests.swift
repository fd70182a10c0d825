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

    /// A view with two `init`s, as Countries' `DetailRow` has: each placement calls the one its
    /// attributes choose, by labels and then by the values' types, as Swift chooses; a `state`
    /// one `init` gives starts from its own value under the other.
    static let overloads = #"""
        <trellis>
          <view name="DetailRow">
            <let name="leftLabel" type="Text" private="true"/>
            <let name="rightLabel" type="Text" private="true"/>
            <state name="taps" type="Int" initial="0"/>
            <init parameters="leftLabel: Text, rightLabel: Text">
              self.leftLabel = leftLabel
              self.rightLabel = rightLabel
            </init>
            <init parameters="leftLabel: Text, rightLabel: LocalizedStringKey">
              self.leftLabel = leftLabel
              self.rightLabel = Text(rightLabel)
              _taps = State(initialValue: 10)
            </init>
            <init parameters="count: Int, of total: Int = 100">
              self.leftLabel = Text("\(count)")
              self.rightLabel = Text("of \(total)")
            </init>
            <body>
              <HStack>
                <leftLabel/>
                <rightLabel/>
                <Button title="taps {taps}" action="taps += 1"/>
              </HStack>
            </body>
          </view>
          <view name="Details" root="true">
            <body>
              <VStack>
                <DetailRow leftLabel="{Text(&quot;Code&quot;)}" rightLabel="Population"/>
                <DetailRow leftLabel="{Text(&quot;Area&quot;)}" rightLabel="{Text(verbatim: &quot;41 km²&quot;)}"/>
                <DetailRow count="{3}"/>
                <DetailRow count="{4}" of="{8}"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func aPlacementChoosesAmongTheViewsInits() throws {
        let directory = try TemporaryDirectory()
        let checked = runTrellis(["check", "--fast", try directory.write("Rows.xml", Self.overloads)])
        #expect(checked.status == 0, "\(checked.errors)")
        let program = try GeneratedProgram(["Rows.xml": Self.overloads])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Details())
            try host.tap("taps 0")
            print(host.render())
            """)
        #expect(output.contains("""
            VStack
              HStack
                Text "Code"
                Text "Population"
                Button "taps 10"
              HStack
                Text "Area"
                Text "41 km²"
                Button "taps 1"
              HStack
                Text "3"
                Text "of 100"
                Button "taps 0"
              HStack
                Text "4"
                Text "of 8"
                Button "taps 0"
            """), "\(output)")
    }

    /// A placement no `init` takes by its labels is one TRL195 listing the candidates; one whose
    /// labels only one `init` takes is checked against that `init`'s types (TRL112); two `init`s
    /// with the same labels and types are one declared twice (TRL100). TRL137 and TRL138 are in
    /// Samples/Mistakes.
    @Test func aPlacementNoInitOrTwoInitsTakeIsReported() throws {
        let wrong = Self.overloads
            .replacingOccurrences(of: #"<DetailRow count="{3}"/>"#, with: #"<DetailRow total="{3}"/>"#)
            .replacingOccurrences(of: #"<DetailRow count="{4}" of="{8}"/>"#, with: #"<DetailRow count="{true}" of="{8}"/>"#)
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Rows.xml", wrong)])
        let findings = result.errors.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": note: ") }
        #expect(findings.map { $0.split(separator: ":")[1] } == ["32", "6", "10", "15", "33", "15"], "\(result.errors)")
        #expect(findings.first?.contains("error: no initializer of `DetailRow` takes `DetailRow(total:)`") == true, "\(result.errors)")
        #expect(findings.dropFirst(4).first?.contains("33:27: error: cannot pass a value of type `Bool` to input `count` of type `Int`") == true, "\(result.errors)")

        let twice = Self.overloads.replacingOccurrences(of: "<init parameters=\"count: Int, of total: Int = 100\">", with: "<init parameters=\"leftLabel: Text, rightLabel: Text\">")
            .replacingOccurrences(of: #"self.leftLabel = Text("\(count)")"#, with: "self.leftLabel = leftLabel")
            .replacingOccurrences(of: #"self.rightLabel = Text("of \(total)")"#, with: "self.rightLabel = rightLabel")
        let redeclared = runTrellis(["check", "--fast", try directory.write("Twice.xml", twice)])
        #expect(redeclared.errors.contains("Twice.xml:15:5: error: invalid redeclaration of `init(leftLabel: Text, rightLabel: Text)` [TRL100]"), "\(redeclared.errors)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// Correct Swift the program generator (Sources/TrellisBenchSupport/ProgramGenerator.swift) wrote
/// that the fast pass rejected, or that checked clean and failed in swiftc: each checks clean,
/// compiles with zero warnings and runs as Swift runs it.
@Suite struct GeneratorFoundSpellingsTests {
    /// A view's helper with parameters that have defaults, in either spelling (`parameters="…"`
    /// and `<parameter default>`): a call leaves out any of them, in order, as Swift's does.
    static let defaults = #"""
        <trellis>
          <view name="Defaults" root="true">
            <state name="count" type="Int" initial="0"/>
            <state name="title" type="String" initial="&quot;none&quot;"/>
            <function name="setCount" private="true" parameters="_ count: Int, plus extra: Int = 1 + 1">
              self.count = count + extra
            </function>
            <function name="retitle" parameters="title: String = &quot;a &lt; b, c&quot;, loud: Bool = 1 &lt; 2">
              self.title = loud ? title.uppercased() : title
            </function>
            <function name="label" returns="String">
              <parameter name="prefix" type="String" default="&quot;#&quot;"/>
              return prefix + String(count)
            </function>
            <body>
              <VStack>
                <Text>{label()} {label(prefix: &quot;n&quot;)} {title}</Text>
                <Button title="Two" action="setCount(0)"/>
                <Button title="Ten" action="setCount(3, plus: 7)"/>
                <Button title="Default" action="retitle()"/>
                <Button title="Quiet" action="retitle(loud: false)"/>
                <Button title="Named" action="retitle(title: &quot;x&quot;, loud: true)"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func helperParametersWithDefaultsMayBeLeftOut() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Defaults.xml", Self.defaults)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Defaults.xml": Self.defaults])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Defaults())
            try host.tap("Two")
            print(host.render())
            try host.tap("Ten")
            try host.tap("Default")
            print(host.render())
            try host.tap("Quiet")
            print(host.render())
            try host.tap("Named")
            print(host.render())
            """)
        #expect(output.contains("Text \"#2 n2 none\""), "\(output)")
        #expect(output.contains("Text \"#10 n10 A < B, C\""), "\(output)")
        #expect(output.contains("Text \"#10 n10 a < b, c\""), "\(output)")
        #expect(output.contains("Text \"#10 n10 X\""), "\(output)")
    }

    /// A call that leaves out a parameter without a default, or passes them out of order, is
    /// still TRL188, naming the whole signature.
    @Test func helperCallsStillNeedTheParametersWithoutDefaults() throws {
        let screen = #"""
            <trellis>
              <view name="Missing" root="true">
                <state name="count" type="Int" initial="0"/>
                <function name="setCount" parameters="_ value: Int, plus extra: Int = 1">
                  count = value + extra
                </function>
                <body>
                  <VStack>
                    <Button title="None" action="setCount()"/>
                    <Button title="Order" action="setCount(plus: 1, 2)"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Missing.xml", screen)])
        #expect(check.status == 1)
        #expect(check.errors.contains("call of `setCount` takes the arguments `setCount(_:plus:)`, not `setCount()` [TRL188]"), "\(check.errors)")
        #expect(check.errors.contains("call of `setCount` takes the arguments `setCount(_:plus:)`, not `setCount(plus:_:)` [TRL188]"), "\(check.errors)")
    }

    /// `onChange`'s action naming its values as Swift's closure does, with `_` for one it does not read.
    static let unnamedValues = #"""
        <trellis>
          <view name="Changes" root="true">
            <state name="count" type="Int" initial="0"/>
            <state name="log" type="[String]" initial="[]"/>
            <body>
              <VStack>
                <Text>{log.joined(separator: &quot;,&quot;)}</Text>
                <Button title="Add" action="count += 1"/>
                <onChange of="count" action="_, newValue in log.append(&quot;new \(newValue)&quot;)"/>
                <onChange of="count" initial="true" action="old, _ in log.append(&quot;old \(old)&quot;)"/>
                <onChange of="count" action="_, _ in log.append(&quot;changed&quot;)"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func onChangeValuesLeftUnnamedWithAnUnderscore() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Changes.xml", Self.unnamedValues)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Changes.xml": Self.unnamedValues])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Changes())
            try host.tap("Add")
            print(host.render())
            """)
        // `initial` ran the second action when the view appeared; a change runs all three.
        #expect(output.contains("Text \"old 0,changed,old 0,new 1\""), "\(output)")
    }

    /// `.init(number:)` where an enum is expected: the enum's declared `init`, found as Swift
    /// finds it and checked as `Mode(number:)` is.
    static let enumInit = #"""
        <trellis>
          <enum name="Mode">
            <case name="first"/>
            <case name="second"/>
            <init parameters="number: Int">
              self = number > 1 ? .second : .first
            </init>
          </enum>
          <enum name="Level" rawType="Int">
            <case name="low"/>
            <case name="high"/>
            <init parameters="big: Bool">
              self = big ? .high : .low
            </init>
          </enum>
          <view name="Modes" root="true">
            <state name="mode" type="Mode" initial=".init(number: 0)"/>
            <state name="level" type="Level" initial=".init(big: true)"/>
            <body>
              <VStack>
                <Text>{mode == .first ? &quot;first&quot; : &quot;second&quot;} {level.rawValue}</Text>
                <Button title="Two" action="mode = .init(number: 2); level = .init(rawValue: 0) ?? .high"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func anEnumsDeclaredInitializerAsAnImplicitMember() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Modes.xml", Self.enumInit)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Modes.xml": Self.enumInit])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Modes())
            print(host.render())
            try host.tap("Two")
            print(host.render())
            """)
        #expect(output.contains("Text \"first 1\""), "\(output)")
        #expect(output.contains("Text \"second 0\""), "\(output)")
    }

    /// `.init` with labels no declared `init` has is TRL195, as `Mode(count:)` is.
    @Test func anEnumsImplicitInitializerWithOtherLabelsIsReported() throws {
        let screen = Self.enumInit.replacingOccurrences(of: "mode = .init(number: 2)", with: "mode = .init(count: 2)")
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Modes.xml", screen)])
        #expect(check.status == 1)
        #expect(check.errors.contains("[TRL195]"), "\(check.errors)")
        #expect(!check.errors.contains("[TRL105]"), "\(check.errors)")
    }

    /// `private` on a view's computed values and views and on its view-building functions, and a
    /// view-building function's parameters as Swift's clause, as SwiftUI code writes them:
    /// `private func row(for item: Item, onPick: @escaping () -> Void) -> some View`.
    static let privateViewMembers = #"""
        <trellis>
          <struct name="Item" identifiable="true">
            <field name="id" type="Int"/>
            <field name="title" type="String"/>
          </struct>
          <view name="Rows" root="true">
            <state name="items" type="[Item]" initial="[Item(id: 1, title: &quot;a&quot;), Item(id: 2, title: &quot;b&quot;)]"/>
            <state name="picked" type="String" initial="&quot;none&quot;"/>
            <computed name="count" type="Int" value="items.count" private="true"/>
            <computed name="summary" type="String" private="true">
              return "\(count) items, picked \(picked)"
            </computed>
            <body>
              <VStack>
                <header/>
                <ForEach items="items" item="item">
                  <row entry="{item}" onPick="picked = item.title"/>
                </ForEach>
              </VStack>
            </body>
            <computed name="header" private="true">
              <Text>{summary}</Text>
            </computed>
            <function name="row" private="true" parameters="for entry: Item, onPick: @escaping () -&gt; Void">
              <Button title="Pick {entry.title}" action="onPick()"/>
            </function>
          </view>
        </trellis>
        """#

    @Test func privateViewMembersAndAViewBuildingFunctionsParameterClause() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Rows.xml", Self.privateViewMembers)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Rows.xml": Self.privateViewMembers])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Rows())
            try host.tap("Pick b")
            print(host.render())
            """)
        #expect(output.contains("Text \"2 items, picked b\""), "\(output)")
    }

    /// A query whose filter reads a state declared after it, as a `#Predicate` captures the view's
    /// state: the generated body makes the state before the query that reads it.
    static let queryBeforeItsState = #"""
        <trellis>
          <model name="Note" kind="model">
            <var name="title" type="String"/>
          </model>
          <view name="Notes" root="true">
            <body>
              <NoteList><modelContainer for="Note.self"/></NoteList>
            </body>
          </view>
          <view name="NoteList">
            <environment name="context" key="\.modelContext"/>
            <query name="notes" type="[Note]" filter="search.isEmpty || $0.title.contains(search)"/>
            <state name="search" type="String" initial="&quot;&quot;"/>
            <body>
              <VStack>
                <Text>{notes.count} notes</Text>
                <TextField title="Search" text="{$search}"/>
                <Button title="Add" action="context.insert(Note(title: &quot;apple&quot;)); context.insert(Note(title: &quot;pear&quot;))"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func aQueryFilterReadsAStateDeclaredAfterIt() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Notes.xml", Self.queryBeforeItsState)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Notes.xml": Self.queryBeforeItsState])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Notes())
            try host.tap("Add")
            print(host.render())
            try host.type("app", into: "Search")
            print(host.render())
            """)
        #expect(output.contains("Text \"2 notes\""), "\(output)")
        #expect(output.contains("Text \"1 notes\""), "\(output)")
    }

    /// An option set kept in a state, changed and read through `SetAlgebra`'s members, which
    /// Swift's `OptionSet` gives it (declared in the prelude).
    static let optionSetState = #"""
        <trellis>
          <view name="Edges" root="true">
            <state name="edges" type="Edge.Set" initial="[.top, .horizontal]"/>
            <state name="flag" type="Bool" initial="false"/>
            <body>
              <VStack>
                <Text>{edges.contains(.leading)} {edges.isEmpty} {flag}<padding value="{edges}"/></Text>
                <Button title="Change">
                  <action>
                    edges.remove(.leading)
                    edges.formUnion([.bottom])
                    flag = edges.isSuperset(of: .vertical) &amp;&amp; !edges.union(.all).isDisjoint(with: [.top])
                    edges = edges.subtracting(.vertical)
                  </action>
                </Button>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func anOptionSetsSetAlgebraMembers() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Edges.xml", Self.optionSetState)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Edges.xml": Self.optionSetState])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Edges())
            print(host.render())
            try host.tap("Change")
            print(host.render())
            """)
        #expect(output.contains("Text \"true false false\""), "\(output)")
        #expect(output.contains("Text \"false false true\""), "\(output)")
        // A member no option set has is still reported.
        let misspelled = Self.optionSetState.replacingOccurrences(of: "edges.formUnion([.bottom])", with: "edges.formUnoin([.bottom])")
        let wrong = runTrellis(["check", try directory.write("Edges.xml", misspelled)])
        #expect(wrong.errors.contains("type `Edge.Set` has no member `formUnoin`; did you mean `formUnion` [TRL105]"), "\(wrong.errors)")
    }

    /// A setter that names its new value, Swift's `set(newDoubled) { … }`, on a struct and a model.
    static let namedSetter = #"""
        <trellis>
          <struct name="Tally">
            <var name="count" type="Int"/>
            <computed name="doubled" type="Int">
              get { count * 2 }
              set(newDoubled) { count = newDoubled / 2 }
            </computed>
          </struct>
          <model name="Meter" kind="observable">
            <property name="value" type="Int" initial="0"/>
            <computed name="tripled" type="Int">
              get { value * 3 }
              set(tripled) { value = tripled / 3 }
            </computed>
          </model>
          <view name="Setters" root="true">
            <state name="tally" type="Tally" initial="Tally(count: 1)"/>
            <state name="meter" type="Meter" initial="Meter()"/>
            <body>
              <VStack>
                <Text>{tally.count} {tally.doubled} {meter.value}</Text>
                <Button title="Set" action="tally.doubled = 10; meter.tripled = 9"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func aSetterThatNamesItsNewValue() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Setters.xml", Self.namedSetter)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Setters.xml": Self.namedSetter])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Setters())
            print(host.render())
            try host.tap("Set")
            print(host.render())
            """)
        #expect(output.contains("Text \"1 2 0\""), "\(output)")
        #expect(output.contains("Text \"5 10 3\""), "\(output)")
        // Once the setter names its value, `newValue` is not one, as in Swift.
        let unnamed = Self.namedSetter.replacingOccurrences(of: "count = newDoubled / 2", with: "count = newValue / 2")
        let wrong = runTrellis(["check", "--fast", try directory.write("Setters.xml", unnamed)])
        #expect(wrong.errors.contains("unknown identifier `newValue`"), "\(wrong.errors)")
    }

    /// A custom environment value whose setter names its value, Swift's `set(newAccent) {
    /// self[Key.self] = newAccent }`, is read as the keyed value it is.
    static let namedEnvironmentSetter = #"""
        <trellis>
          <struct name="AccentKey" protocols="EnvironmentKey">
            <let name="defaultValue" type="Int" initial="0" static="true"/>
          </struct>
          <extension name="EnvironmentValues">
            <computed name="accent" type="Int">
              get { self[AccentKey.self] }
              set(newAccent) { self[AccentKey.self] = newAccent }
            </computed>
          </extension>
          <view name="Accent">
            <environment name="accent" key="\.accent"/>
            <body>
              <Text>Accent {accent}</Text>
            </body>
          </view>
          <view name="Accents" root="true">
            <state name="count" type="Int" initial="4"/>
            <body>
              <VStack>
                <Accent/>
                <Accent><environment key="\.accent" value="count"/></Accent>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func anEnvironmentValuesSetterThatNamesItsValue() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Accents.xml", Self.namedEnvironmentSetter)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Accents.xml": Self.namedEnvironmentSetter])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(Accents()).render())
            """)
        #expect(output.contains("Text \"Accent 0\"") && output.contains("Text \"Accent 4\""), "\(output)")
        // A setter that stores another value than the one it names is still the error it was.
        let wrong = Self.namedEnvironmentSetter.replacingOccurrences(of: "= newAccent }", with: "= newValue }")
        let result = runTrellis(["check", "--fast", try directory.write("Accents.xml", wrong)])
        #expect(result.errors.contains("[TRL010]"), "\(result.errors)")
    }

    /// A view's own `init` beside an environment value read by its key (`@Environment(\.modelContext)`),
    /// which has no written type: the `init` declares only the storage it gives.
    static let initBesideKeyedEnvironment = #"""
        <trellis>
          <model name="Note" kind="model">
            <var name="title" type="String"/>
          </model>
          <view name="Notes">
            <environment name="context" key="\.modelContext"/>
            <query name="notes" type="[Note]"/>
            <init>
              _notes = Query(filter: #Predicate&lt;Note&gt; { !$0.title.isEmpty }, sort: [SortDescriptor(\Note.title, order: .reverse)])
            </init>
            <body>
              <VStack>
                <Text>{notes.map(\.title).joined(separator: " ")}</Text>
                <Button title="Add" action="context.insert(Note(title: &quot;n\(notes.count)&quot;)); context.insert(Note(title: &quot;&quot;))"/>
              </VStack>
            </body>
          </view>
          <view name="NotesRoot" root="true">
            <body>
              <Notes><modelContainer for="Note.self"/></Notes>
            </body>
          </view>
        </trellis>
        """#

    @Test func aViewsInitBesideAnEnvironmentValueReadByItsKey() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Notes.xml", Self.initBesideKeyedEnvironment)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Notes.xml": Self.initBesideKeyedEnvironment])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(NotesRoot())
            try host.tap("Add")
            try host.tap("Add")
            print(host.render())
            """)
        #expect(output.contains("Text \"n1 n0\""), "\(output)")
    }

    /// `max(0, left - 60)` of a `TimeInterval` is a `TimeInterval`: a literal argument takes the
    /// type of the others, as Swift's generic `max` does.
    static let literalBesideADouble = #"""
        <trellis>
          <view name="Spending" root="true">
            <state name="left" type="TimeInterval" initial="90"/>
            <state name="count" type="Int" initial="3"/>
            <body>
              <VStack>
                <Text>{left} {count}</Text>
                <Button title="Spend" action="left = max(0, left - 60); count = min(count, 2)"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func aLiteralArgumentOfMaxTakesTheOthersType() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Spending.xml", Self.literalBesideADouble)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Spending.xml": Self.literalBesideADouble])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Spending())
            try host.tap("Spend")
            try host.tap("Spend")
            print(host.render())
            """)
        #expect(output.contains("Text \"0.0 2\""), "\(output)")
        // A value of another type is still reported.
        let wrong = Self.literalBesideADouble.replacingOccurrences(of: "count = min(count, 2)", with: "count = max(0, left)")
        let result = runTrellis(["check", "--fast", try directory.write("Spending.xml", wrong)])
        #expect(result.errors.contains("[TRL112]"), "\(result.errors)")
    }

    /// Computed views placed as holes on lines of their own, `{mode.icon}` then `{tally.meter}`,
    /// are each placed, as Swift's builder places one statement a line; two on one line are text.
    static let holesOnTheirOwnLines = #"""
        <trellis>
          <enum name="Mode">
            <case name="first"/>
            <case name="second"/>
            <computed name="icon" type="some View">
              switch self {
              case .first:
                Text("First icon")
              case .second:
                Image(systemName: "star")
              }
            </computed>
          </enum>
          <struct name="Tally">
            <var name="count" type="Int"/>
            <computed name="meter" type="some View">
              HStack {
                Text("Meter \(count)")
              }
            </computed>
          </struct>
          <view name="Holes" root="true">
            <state name="mode" type="Mode" initial=".first"/>
            <state name="tally" type="Tally" initial="Tally(count: 2)"/>
            <body>
              <VStack>
                {mode.icon}
                {tally.meter}
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func holesOnLinesOfTheirOwnAreEachPlaced() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Holes.xml", Self.holesOnTheirOwnLines)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Holes.xml": Self.holesOnTheirOwnLines])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(Holes()).render())
            """)
        #expect(output.contains("Text \"First icon\"") && output.contains("Text \"Meter 2\""), "\(output)")
        let oneLine = Self.holesOnTheirOwnLines.replacingOccurrences(of: "{mode.icon}\n        {tally.meter}", with: "{mode.icon} {tally.meter}")
        #expect(oneLine != Self.holesOnTheirOwnLines)
        let result = runTrellis(["check", "--fast", try directory.write("Holes.xml", oneLine)])
        #expect(result.errors.contains("[TRL113]"), "\(result.errors)")
    }
}

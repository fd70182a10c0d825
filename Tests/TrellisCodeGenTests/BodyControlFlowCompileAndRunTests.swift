import Foundation
import Testing
import TrellisTestSupport

/// Enums, `<switch>` and `<if condition="let ...">` in a body, met the way a user meets them:
/// `trellis build`, then swiftc with warnings as errors, then the program, whose taps move the
/// screen from case to case.
@Suite struct BodyControlFlowCompileAndRunTests {
    static let screen = #"""
        <trellis>
          <struct name="Article" identifiable="true">
            <field name="id" type="Int"/>
            <field name="title" type="String"/>
          </struct>
          <enum name="LoadState">
            <case name="idle"/>
            <case name="loading"/>
            <case name="loaded"><parameter label="items" type="[Article]"/></case>
            <case name="failed"><parameter type="String"/></case>
          </enum>
          <enum name="Sorting" rawType="String" caseIterable="true" identifiable="true">
            <case name="newest"/>
            <case name="title" rawValue="&quot;By title&quot;"/>
          </enum>
          <enum name="Level" rawType="Int">
            <case name="low" rawValue="1"/>
            <case name="high"/>
          </enum>
          <view name="Main" root="true">
            <state name="state" type="LoadState" initial=".idle"/>
            <state name="sorting" type="Sorting" initial=".newest"/>
            <state name="selection" type="Article?" initial="nil"/>
            <state name="note" type="String?" initial="nil"/>
            <state name="level" type="Level" initial=".low"/>
            <body>
              <VStack>
                <ForEach items="Sorting.allCases" item="option">
                  <Text>option {option.rawValue} {option.id}</Text>
                </ForEach>
                <Text>sorting {sorting.rawValue} level {level.rawValue}</Text>
                <Button title="Sort by title" action="sorting = .title; level = Level(rawValue: 2) ?? .low"/>
                <switch value="state">
                  <case pattern=".idle">
                    <Button title="Load" action="state = .loading"/>
                  </case>
                  <case pattern=".loading">
                    <Text>Loading</Text>
                    <Button title="Finish" action="state = .loaded(items: [Article(id: 1, title: &quot;Hello&quot;), Article(id: 2, title: &quot;World&quot;)])"/>
                    <Button title="Fail" action="state = LoadState.failed(&quot;offline&quot;)"/>
                  </case>
                  <case pattern=".loaded(let items) where items.isEmpty">
                  </case>
                  <case pattern=".loaded(let items)">
                    <Text>{items.count} articles</Text>
                    <ForEach items="items" item="article">
                      <Button title="{article.title}" action="selection = article"/>
                    </ForEach>
                  </case>
                  <case pattern=".failed(let message)">
                    <Text>Failed: {message}</Text>
                    <Button title="Retry" action="state = .loading"/>
                  </case>
                </switch>
                <if condition="let article = selection">
                  <Text>Selected {article.title}</Text>
                  <Button title="Clear" action="selection = nil"/>
                </if>
                <else>
                  <Text>Nothing selected</Text>
                </else>
                <if condition="let note, !note.isEmpty">
                  <Text>Note: {note}</Text>
                </if>
                <Button title="Add note" action="note = &quot;read later&quot;"/>
                <Button title="Describe">
                  <action>
                    switch state {
                    case .idle, .loading: note = "waiting"
                    case .loaded(let items): note = "\(items.count) loaded"
                    case .failed(let message): note = message
                    }
                  </action>
                </Button>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func enumsSwitchesAndOptionalBindingCompileAndRun() throws {
        let program = try GeneratedProgram(["Main.xml": Self.screen])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Main())
            print(host.render())
            print("--- load")
            try host.tap("Load")
            print(host.render())
            print("--- fail")
            try host.tap("Fail")
            print(host.render())
            print("--- retry, finish")
            try host.tap("Retry")
            try host.tap("Finish")
            print(host.render())
            print("--- select")
            try host.tap("World")
            try host.tap("Describe")
            try host.tap("Sort by title")
            print(host.render())
            print("--- clear")
            try host.tap("Clear")
            print(host.render())
            """)
        let steps = output.components(separatedBy: "--- ")
        #expect(steps.count == 6, "\(output)")
        guard steps.count == 6 else { return }
        #expect(steps[0].contains(#"Text "option newest newest""#), "\(output)")
        #expect(steps[0].contains(#"Text "option By title By title""#), "\(output)")
        #expect(steps[0].contains(#"Text "sorting newest level 1""#), "\(output)")
        #expect(steps[0].contains(#"Button "Load""#) && !steps[0].contains("Loading"), "\(output)")
        #expect(steps[0].contains(#"Text "Nothing selected""#) && !steps[0].contains("Note:"), "\(output)")
        #expect(steps[1].contains(#"Text "Loading""#) && !steps[1].contains(#"Button "Load""#), "\(output)")
        #expect(steps[2].contains(#"Text "Failed: offline""#) && !steps[2].contains("Loading"), "\(output)")
        #expect(steps[3].contains(#"Text "2 articles""#) && steps[3].contains(#"Button "Hello""#), "\(output)")
        #expect(steps[4].contains(#"Text "Selected World""#) && !steps[4].contains("Nothing selected"), "\(output)")
        #expect(steps[4].contains(#"Text "Note: 2 loaded""#), "\(output)")
        #expect(steps[4].contains(#"Text "sorting By title level 2""#), "\(output)")
        #expect(steps[5].contains(#"Text "Nothing selected""#) && !steps[5].contains("Selected World"), "\(output)")
    }

    /// Each case of a `switch` is its own branch, as in SwiftUI: the same view in two cases
    /// has two identities, so its state starts over when the case changes, also across the
    /// nested branches of a `switch` with more than two cases.
    @Test func eachCaseOfASwitchKeepsItsOwnIdentity() throws {
        let program = try GeneratedProgram(["Main.xml": #"""
            <trellis>
              <enum name="Tab">
                <case name="first"/>
                <case name="second"/>
                <case name="third"/>
              </enum>
              <view name="Counter">
                <let name="name" type="String"/>
                <state name="taps" type="Int" initial="0"/>
                <body>
                  <Button title="{name} {taps}" action="taps += 1"/>
                </body>
              </view>
              <view name="Main" root="true">
                <state name="tab" type="Tab" initial=".first"/>
                <body>
                  <VStack>
                    <Button title="to first" action="tab = .first"/>
                    <Button title="to third" action="tab = .third"/>
                    <switch value="tab">
                      <case pattern=".first"><Counter name="c"/></case>
                      <case pattern=".second"><Text>second</Text></case>
                      <case pattern=".third"><Counter name="c"/></case>
                    </switch>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Main())
            try host.tap("c 0")
            try host.tap("c 1")
            print("first:", host.render().contains("c 2"))
            try host.tap("to third")
            print("third:", host.render().contains("c 0"))
            try host.tap("c 0")
            try host.tap("to first")
            print("back:", host.render().contains("c 0"))
            """)
        #expect(output.contains("first: true"), "\(output)")
        #expect(output.contains("third: true"), "\(output)")
        #expect(output.contains("back: true"), "\(output)")
    }

    /// An input of function type takes an action at the call site, with the closure's
    /// parameters named first as in Swift; the child calls it, and the caller's state changes.
    @Test func closureInputsRunTheCallersAction() throws {
        let program = try GeneratedProgram(["Main.xml": #"""
            <trellis>
              <view name="Editor">
                <let name="title" type="String"/>
                <let name="onSave" type="() -> Void"/>
                <let name="onPick" type="(Int) -> Void"/>
                <let name="onLoad" type="() async -> Void"/>
                <body>
                  <VStack>
                    <Button title="Save {title}" action="onSave()"/>
                    <Button title="Pick" action="onPick(3)"/>
                    <Button title="Load" action="Task { await onLoad() }"/>
                  </VStack>
                </body>
              </view>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="picked" type="Int" initial="0"/>
                <body>
                  <VStack>
                    <Text>count {count} picked {picked}</Text>
                    <Editor title="x" onSave="count += 1" onPick="n in picked = n * 10" onLoad="count += 100"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Main())
            try host.tap("Save x")
            try host.tap("Save x")
            try host.tap("Pick")
            try host.tap("Load")
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            """)
        #expect(output.contains(#"Text "count 102 picked 30""#), "\(output)")
    }

    /// `ForEach` over a binding (`items="$items" item="$item"`): each row binds to its element,
    /// so a child's `binding`, a `TextField` and an action change the element in the array.
    @Test func forEachOverABindingWritesTheElements() throws {
        let program = try GeneratedProgram(["Main.xml": #"""
            <trellis>
              <struct name="Item" identifiable="true">
                <field name="id" type="Int"/>
                <field name="title" type="String"/>
                <field name="done" type="Bool"/>
              </struct>
              <view name="ItemRow">
                <binding name="item" type="Item"/>
                <body>
                  <HStack>
                    <Text>{item.title} {item.done}</Text>
                    <Toggle title="Done {item.title}" isOn="{$item.done}"/>
                  </HStack>
                </body>
              </view>
              <view name="Main" root="true">
                <state name="items" type="[Item]" initial="[Item(id: 1, title: &quot;a&quot;, done: false), Item(id: 2, title: &quot;b&quot;, done: false)]"/>
                <body>
                  <List>
                    <ForEach items="$items" item="$item">
                      <ItemRow item="{$item}"/>
                      <TextField title="Title {item.id}" text="{$item.title}"/>
                      <Button title="Rename {item.id}" action="item.title = item.title + &quot;!&quot;"/>
                    </ForEach>
                    <Text>{items.filter { $0.done }.count} done</Text>
                  </List>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Main())
            try host.toggle("Done a")
            try host.tap("Rename 2")
            try host.type("z", into: "Title 1")
            print(host.render())
            """)
        #expect(output.contains(#"Text "az true""#), "\(output)")
        #expect(output.contains(#"Text "b! false""#), "\(output)")
        #expect(output.contains(#"Text "1 done""#), "\(output)")
    }
}

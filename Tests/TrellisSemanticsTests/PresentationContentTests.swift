import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// What presentations and navigation show: stale sheet content (TRL280), content presented by
/// item (TRL204), and destinations and tabs SwiftUI ignores or never selects.
@Suite struct PresentationContentTests {
    /// `CODE@line:column` for each diagnostic of the program, sorted.
    static func diagnostics(_ xml: String) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "test.xml", bytes: Array(xml.utf8)), diagnostics: &collector)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &collector)
        return collector.sorted()
    }

    static func codes(_ xml: String) -> [String] { diagnostics(xml).map(\.codeAndPosition) }

    static func voices(action: String, content: String = #"<Text>{selected?.name ?? "none"}</Text>"#, outside: String = "", selectedAttributes: String = "") -> String {
        // The action may call `present`, which sets both.
        let function = action.hasPrefix("present") ? #"<function name="present"><parameter name="voice" label="_" type="Voice"/>selected = voice; isShowing = true</function>"# : "<!-- no function -->"
        return """
        <trellis>
          <struct name="Voice" identifiable="true"><field name="id" type="Int"/><field name="name" type="String"/></struct>
          <view name="Voices" root="true">
            <state name="voices" type="[Voice]" initial="[]"/>
            <state name="selected" type="Voice?" initial="nil"\(selectedAttributes)/>
            <state name="isShowing" type="Bool" initial="false"/>
            \(function)
            <body>
              <List>
                <ForEach items="voices" item="voice"><Button title="{voice.name}" action="\(action)"/></ForEach>
                \(outside)
                <sheet isPresented="{$isShowing}">\(content)</sheet>
              </List>
            </body>
          </view>
        </trellis>
        """
    }

    // MARK: TRL280

    @Test("a sheet reading a state its flag's action sets warns at the sheet, with the action and the read")
    func staleSheetContentWarns() throws {
        let found = Self.diagnostics(Self.voices(action: "selected = voice; isShowing = true"))
        let diagnostic = try #require(found.first)
        #expect(found.map(\.codeAndPosition) == ["TRL280@12:9"])
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.text.contains("present it with `sheet(item:)`"))
        #expect(diagnostic.notes.map { $0.location?.line } == [10, 12])
    }

    @Test("the flag set first, a toggle, or a view function the action calls are the same action")
    func actionsInAnyForm() {
        #expect(Self.codes(Self.voices(action: "isShowing = true; selected = voice")) == ["TRL280@12:9"])
        #expect(Self.codes(Self.voices(action: "selected = voice; isShowing.toggle()")) == ["TRL280@12:9"])
        #expect(Self.codes(Self.voices(action: "present(voice)")) == ["TRL280@12:9"])
    }

    @Test("a state the body also reads, a binding passed to the content, separate actions or an allowance check clean")
    func freshContentChecksClean() {
        // The body reads `selected`, so it evaluates again with the new value.
        #expect(Self.codes(Self.voices(action: "selected = voice; isShowing = true", outside: #"<Text>{selected?.name ?? ""}</Text>"#)) == [])
        // The body reads it through a computed property that reads one that reads it.
        #expect(Self.codes(Self.voices(
            action: "selected = voice; isShowing = true", outside: #"<Text>{heading}</Text>"#,
            selectedAttributes: #"/><computed name="heading" type="String" value="chosen + &quot;!&quot;"/><computed name="chosen" type="String" value="selected?.name ?? &quot;&quot;""#
        )) == [])
        // Only an action reads it: not the body.
        #expect(Self.codes(Self.voices(action: "selected = voice; isShowing = true", outside: #"<Button title="Log" action="print(selected?.name ?? &quot;&quot;)"/>"#)) == ["TRL280@12:9"])
        // A binding reads the current value when the content reads it.
        #expect(Self.codes("""
            <trellis>
              <view name="Notes" root="true">
                <state name="draft" type="String" initial="&quot;&quot;"/>
                <state name="isEditing" type="Bool" initial="false"/>
                <body>
                  <Button title="New" action="draft = &quot;Untitled&quot;; isEditing = true">
                    <sheet isPresented="{$isEditing}"><TextField title="Title" text="{$draft}"/></sheet>
                  </Button>
                </body>
              </view>
            </trellis>
            """) == [])
        // Set by different actions: the state is set before the tap that presents.
        #expect(Self.codes(Self.voices(action: "selected = voice", outside: #"<Button title="Show" action="isShowing = true"/>"#)) == [])
        #expect(Self.codes(Self.voices(action: "selected = voice; isShowing = true", selectedAttributes: #" allow="TRL280" reason="the sheet shows a placeholder first""#)) == [])
    }

    @Test("sheet(item:) content receives the item: no warning")
    func itemSheetChecksClean() {
        #expect(Self.codes("""
            <trellis>
              <struct name="Voice" identifiable="true"><field name="id" type="Int"/><field name="name" type="String"/></struct>
              <view name="Voices" root="true">
                <state name="voices" type="[Voice]" initial="[]"/>
                <state name="selected" type="Voice?" initial="nil"/>
                <body>
                  <List>
                    <ForEach items="voices" item="voice"><Button title="{voice.name}" action="selected = voice"/></ForEach>
                    <sheet item="{$selected}"><content item="voice"><Text>{voice.name}</Text></content></sheet>
                  </List>
                </body>
              </view>
            </trellis>
            """) == [])
    }

    // MARK: TRL204 and sheet(item:)

    static func editorInSheet(argument: String) -> String {
        """
        <trellis>
          <struct name="Route" identifiable="true"><field name="id" type="Int"/><field name="path" type="String"/></struct>
          <view name="Routes" root="true">
            <state name="routes" type="[Route]" initial="[]"/>
            <state name="editing" type="Route?" initial="nil"/>
            <state name="prefix" type="String" initial="&quot;/&quot;"/>
            <body>
              <List>
                <ForEach items="routes" item="route"><Button title="{prefix}{route.path}" action="editing = route"/></ForEach>
                <sheet item="{$editing}"><content item="route"><Editor path="{\(argument)}"/></content></sheet>
              </List>
            </body>
          </view>
          <view name="Editor">
            <let name="path" type="String"/>
            <state name="draft" type="String" initial="path"/>
            <body><TextField title="Path" text="{$draft}"/></body>
          </view>
        </trellis>
        """
    }

    @Test("a state built from the item of sheet(item:) starts afresh for each item; one built from other state is still TRL204")
    func sheetItemContentIsBuiltPerItem() {
        #expect(Self.codes(Self.editorInSheet(argument: "route.path")) == [])
        #expect(Self.codes(Self.editorInSheet(argument: "prefix + route.path")) == [])
        #expect(Self.codes(Self.editorInSheet(argument: "prefix")) == ["TRL204@16:48"])
    }

    // MARK: TRL281 and TRL282

    static func navigation(_ views: String) -> String {
        """
        <trellis>
          <struct name="Park" protocols="Hashable"><field name="name" type="String"/></struct>
        \(views)
        </trellis>
        """
    }

    static let parkDestination = #"<navigationDestination for="Park.self" item="park"><Text>{park.name}</Text></navigationDestination>"#

    @Test("two destinations for one type in one stack are an error at the one farther from the root")
    func duplicateDestinationInOneStack() throws {
        let found = Self.diagnostics(Self.navigation("""
              <view name="Parks" root="true">
                <body>
                  <NavigationStack>
                    <VStack>
                      <NavigationLink title="Zion" value="{Park(name: &quot;Zion&quot;)}"/>
                      <Text>Featured\(Self.parkDestination)</Text>
                      \(Self.parkDestination)
                    </VStack>
                  </NavigationStack>
                </body>
              </view>
            """))
        let diagnostic = try #require(found.first)
        #expect(found.map(\.codeAndPosition) == ["TRL281@8:25"])
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.notes.map { $0.location?.line } == [9])
    }

    @Test("destinations for one type in different branches, different stacks or presentations are not duplicates")
    func destinationsThatNeverMeet() {
        #expect(Self.codes(Self.navigation("""
              <view name="Parks" root="true">
                <state name="isCompact" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <NavigationStack>
                      <if condition="isCompact"><Text>Compact\(Self.parkDestination)</Text></if>
                      <else><Text>Full\(Self.parkDestination)</Text></else>
                    </NavigationStack>
                    <NavigationStack><Text>Second\(Self.parkDestination)</Text></NavigationStack>
                    <NavigationSplitView>
                      <sidebar><Text>Sidebar\(Self.parkDestination)</Text></sidebar>
                      <detail><Text>Detail\(Self.parkDestination)</Text></detail>
                    </NavigationSplitView>
                  </VStack>
                </body>
              </view>
            """)) == [])
    }

    @Test("a destination in a sheet's content without a stack is an error with a note at the sheet")
    func destinationInStacklessSheet() throws {
        let found = Self.diagnostics(Self.navigation("""
              <view name="Settings" root="true">
                <state name="isShowing" type="Bool" initial="false"/>
                <body>
                  <NavigationStack>
                    <Button title="Keys" action="isShowing = true"/>
                    <sheet isPresented="{$isShowing}"><Text>Keys\(Self.parkDestination)</Text></sheet>
                  </NavigationStack>
                </body>
              </view>
            """))
        #expect(found.map(\.codeAndPosition) == ["TRL282@8:53"])
        #expect(try #require(found.first).notes.map { $0.location?.line } == [8])
        // Two there are both ignored: each is TRL282, and neither is also a duplicate (TRL281).
        #expect(Self.codes(Self.navigation("""
              <view name="Settings" root="true">
                <state name="isShowing" type="Bool" initial="false"/>
                <body>
                  <Button title="Keys" action="isShowing = true">
                    <sheet isPresented="{$isShowing}"><VStack><Text>Keys\(Self.parkDestination)</Text>\(Self.parkDestination)</VStack></sheet>
                  </Button>
                </body>
              </view>
            """)).map { String($0.prefix(6)) } == ["TRL282", "TRL282"])
        // A stack inside the sheet's content holds it.
        #expect(Self.codes(Self.navigation("""
              <view name="Settings" root="true">
                <state name="isShowing" type="Bool" initial="false"/>
                <body>
                  <Button title="Keys" action="isShowing = true">
                    <sheet isPresented="{$isShowing}"><NavigationStack><Text>Keys\(Self.parkDestination)</Text></NavigationStack></sheet>
                  </Button>
                </body>
              </view>
            """)) == [])
    }

    static func keysShown(_ callSites: String, panelShowsKeys: Bool = false) -> String {
        navigation("""
              <view name="Keys">
                <body><Text>Keys\(parkDestination)</Text></body>
              </view>
              <view name="KeysPanel">
                <body><VStack>\(panelShowsKeys || callSites.contains("KeysPanel") ? "<Keys/>" : "<Text>No keys</Text>")</VStack></body>
              </view>
              <view name="Settings" root="true">
                <state name="isShowing" type="Bool" initial="false"/>
                <body>
                  <Button title="Keys" action="isShowing = true">
                    \(callSites)
                  </Button>
                </body>
              </view>
            """)
    }

    @Test("a view's destination is outside any stack only when every place the program shows it is")
    func destinationOfAViewShownWithoutStack() {
        // Shown in a sheet with no stack, directly or through a view that shows it in place.
        #expect(Self.codes(Self.keysShown(#"<sheet isPresented="{$isShowing}"><Keys/></sheet>"#)) == ["TRL282@4:21"])
        #expect(Self.codes(Self.keysShown(#"<sheet isPresented="{$isShowing}"><KeysPanel/></sheet>"#)) == ["TRL282@4:21"])
        // `KeysPanel`, which no view shows, may be a root its host puts in a stack, and shows `Keys` in place.
        #expect(Self.codes(Self.keysShown(#"<sheet isPresented="{$isShowing}"><Keys/></sheet>"#, panelShowsKeys: true)) == [])
        // One call site in a stack: the destination has a stack where it is shown there.
        #expect(Self.codes(Self.keysShown(#"<sheet isPresented="{$isShowing}"><Keys/></sheet><overlay><NavigationStack><Keys/></NavigationStack></overlay>"#)) == [])
        // A root, or a view no other view shows, may be put in a stack by its host.
        #expect(Self.codes(Self.navigation("""
              <view name="Keys" root="true">
                <body><Text>Keys\(Self.parkDestination)</Text></body>
              </view>
            """)) == [])
    }

    // MARK: TRL131 for tabs

    @Test("a tab tagged, or a Tab valued, with another type than the TabView's selection is TRL131; a picker inside a tab keeps its own")
    func tabTagsMatchTheSelection() throws {
        let found = Self.diagnostics("""
            <trellis>
              <enum name="Screen"><case name="home"/><case name="settings"/></enum>
              <view name="Home" root="true">
                <state name="screen" type="Screen" initial=".home"/>
                <state name="size" type="Int?" initial="nil"/>
                <state name="names" type="[String]" initial="[]"/>
                <body>
                  <TabView selection="{$screen}">
                    <Text>Home<tag value="Screen.home"/></Text>
                    <Group><Text>Settings<tag value="1"/></Text></Group>
                    <ForEach items="names" id="\\.self" item="name"><Text>{name}<tag value="name"/></Text></ForEach>
                    <VStack>
                      <Picker title="Size" selection="{$size}"><Text>Small<tag value="1"/></Text></Picker>
                      <tag value="Screen.settings"/>
                    </VStack>
                  </TabView>
                  <TabView selection="{$screen}">
                    <Tab title="Home" systemImage="house" value="{Screen.home}"><Text>Home<tag value="3"/></Text></Tab>
                    <Tab title="Other" systemImage="star" value="{2}"><Text>Other</Text></Tab>
                  </TabView>
                </body>
              </view>
            </trellis>
            """)
        #expect(found.map(\.codeAndPosition) == ["TRL131@10:42", "TRL131@11:80", "TRL131@19:54"])
        #expect(try #require(found.first).message.text == "a tag of type `Int` never matches a selection of type `Screen`; the tab view can never select this tab")
        #expect(found.first?.notes.map { $0.location?.line } == [8])
    }

    // MARK: TRL283

    static func counter(id: String) -> String {
        """
        <trellis>
          <view name="Counter"><state name="taps" type="Int" initial="0"/><body><Button title="{taps}" action="taps += 1"/></body></view>
          <view name="Home" root="true">
            <state name="stable" type="Int?" initial="nil"/>
            <state name="isReset" type="Bool" initial="false"/>
            <body><Counter><id value="\(id)"/></Counter></body>
          </view>
        </trellis>
        """
    }

    /// The fixture's states are not all read by every `id`: TRL214 is not the point here.
    static func identityDiagnostics(_ id: String) -> [Diagnostic] {
        diagnostics(counter(id: id)).filter { $0.code.rawValue != "TRL214" }
    }

    @Test("an id made afresh on every evaluation is a warning at the fresh value")
    func freshIdentityWarns() throws {
        let found = Self.identityDiagnostics("UUID()")
        #expect(found.map(\.codeAndPosition) == ["TRL283@6:31"])
        #expect(try #require(found.first).severity == .warning)
        for id in ["Date()", "Date.now", "Int.random(in: 0..&lt;9)", "&quot;\\(UUID())&quot;", "Date().timeIntervalSince1970", "[stable ?? 0, Int.random(in: 1...3)]"] {
            #expect(Self.identityDiagnostics(id).map(\.code.rawValue) == ["TRL283"], "\(id)")
        }
    }

    @Test("a stable id, a branch that may not run, or an allowance check clean; an allowance without a reason is TRL228")
    func stableIdentityChecksClean() {
        for id in ["stable", "isReset ? UUID() : nil", "stable ?? Int.random(in: 0...9)", "Date.distantPast"] {
            #expect(Self.identityDiagnostics(id).isEmpty, "\(id)")
        }
        #expect(Self.identityDiagnostics(#"UUID()" allow="TRL283" reason="starts over on every update"#).isEmpty)
        #expect(Self.identityDiagnostics(#"UUID()" allow="TRL283"#).map(\.code.rawValue).sorted() == ["TRL228", "TRL283"])
    }

    // MARK: TRL231 for items

    static func notes(rows: String, extra: String = "") -> String {
        """
        <trellis>
          <struct name="Note" identifiable="true"><field name="id" type="Int"/><field name="title" type="String"/></struct>
          <view name="Editor"><binding name="note" type="Note?"/><body><Button title="Open" action="note = Note(id: 1, title: &quot;a&quot;)"/></body></view>
          <view name="Notes" root="true">
            <state name="notes" type="[Note]" initial="[]"/>
            <state name="editing" type="Note?" initial="nil"/>
            \(extra)
            <body>
              <List>
                <ForEach items="notes" item="note">\(rows)</ForEach>
                <sheet item="{$editing}"><content item="note"><Text>{note.title}</Text></content></sheet>
              </List>
            </body>
          </view>
        </trellis>
        """
    }

    @Test("an item that nothing sets never presents its sheet: TRL231 at the binding")
    func itemNeverSet() throws {
        let found = Self.diagnostics(Self.notes(rows: #"<Text>{note.title}</Text>"#))
        #expect(found.map(\.codeAndPosition) == ["TRL231@11:22"])
        #expect(try #require(found.first).message.text == "`editing` is never set, so this `sheet` is never presented; set `editing` to an item in an action, or pass `$editing` to the view that does")
        // Set in an action, through a binding a child sets, or by a view function: presented.
        #expect(Self.codes(Self.notes(rows: #"<Button title="{note.title}" action="editing = note"/>"#)) == [])
        #expect(Self.codes(Self.notes(rows: #"<Editor note="{$editing}"/>"#)) == [])
        #expect(Self.codes(Self.notes(
            rows: #"<Button title="{note.title}" action="edit(note)"/>"#,
            extra: #"<function name="edit"><parameter name="note" label="_" type="Note"/>editing = note</function>"#
        )) == [])
    }
}

import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Elements a SwiftUI developer guesses first, where Trellis spells them otherwise: each is
/// reported once, with the spelling, and what it was meant for is still read, so that nothing
/// else is reported for it.
@Suite struct FirstGuessedElementsTests {
    private func diagnostics(_ xml: String) -> [String] {
        var collector = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "Guesses.xml", bytes: Array(xml.utf8)), diagnostics: &collector)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &collector)
        return collector.sorted().map { "\($0.code)@\($0.location.line): \($0.message.text)" }
    }

    /// `WindowGroup` right inside `app`, as Swift's `var body: some Scene { WindowGroup { … } }`
    /// reads: one error, and the group is read as the body, its modifier (`modelContainer`) with
    /// it, so the screens below draw nothing (the container provides their `ModelContext`).
    @Test func windowGroupOutsideTheAppsBodyIsReportedOnceAndStillRead() {
        let found = diagnostics("""
            <trellis>
            <app name="NotesApp">
              <WindowGroup>
                <Notes/>
              </WindowGroup>
              <modelContainer for="Note.self"/>
            </app>
            <model name="Note" kind="model">
              <var name="text" type="String" initial="&quot;&quot;"/>
            </model>
            <view name="Notes">
              <environment name="context" key="\\.modelContext"/>
              <body><Button title="Add" action="context.insert(Note())"/></body>
            </view>
            </trellis>
            """)
        #expect(found == [
            "TRL010@3: element `WindowGroup` is not allowed here; expected one of `state`, `binding`, `stateObject`, `observedObject`, `environmentObject`, `environment`, `bindable`, `let`, `var`, `computed`; an app's `WindowGroup` goes inside its `body`",
        ], "\(found)")
    }

    /// A view's plain input guessed as `<input>`, and a model's static as `<static>`: the message
    /// shows Trellis's spelling.
    @Test func inputAndStaticShowTheirSpelling() {
        let found = diagnostics("""
            <trellis>
            <view name="Badge">
              <input name="title" type="String"/>
              <body><Text>Badge</Text></body>
            </view>
            <model name="Settings" kind="observableObject">
              <static name="shared" type="Settings" initial="Settings()"/>
            </model>
            </trellis>
            """)
        #expect(found.count == 2, "\(found)")
        #expect(found.first?.hasSuffix("; a view's input is a `let` with no `initial` (Swift's `let title: String`), or a `binding`") == true, "\(found)")
        #expect(found.last?.hasSuffix("; a static member is written with `static=\"true\"`, as `<let name=\"shared\" static=\"true\" …>`") == true, "\(found)")
    }

    /// Swift's `private(set)` and `static let shared` written as a first try: one diagnostic each,
    /// with the spelling; the static is still declared, so its use draws nothing more. The
    /// `didSet` beside them is Swift's observer, which draws nothing.
    @Test func privateSettersAndStaticElementsAreReportedOnce() {
        let found = diagnostics("""
            <trellis>
            <model name="Library" kind="observable">
              <var name="books" type="[String]" initial="[]" privateSet="true"/>
              <var name="filter" type="String" initial="&quot;&quot;">
                <didSet>print(filter)</didSet>
              </var>
              <static name="shared" initial="Library()"/>
            </model>
            <view name="Shelf" root="true">
              <state name="library" initial="Library.shared"/>
              <body><Text>{library.books.count} {library.filter}</Text></body>
            </view>
            </trellis>
            """)
        #expect(found == [
            "TRL010@3: attribute `privateSet` is not allowed on `var`; Swift's `private(set)` is written `setter=\"private\"`",
            "TRL010@7: element `static` is not allowed here; a static member is written with `static=\"true\"`, as `<let name=\"shared\" static=\"true\" …>`",
        ], "\(found)")
    }

    /// A view's slot declared as its body places it, `<content name="content"/>`: one diagnostic
    /// showing Swift's `@ViewBuilder let content`, and the slot still declared, so neither its
    /// placement nor the content a call site passes draws more.
    @Test func aSlotDeclaredAsItIsPlacedIsReportedOnceAndStillDeclared() {
        let found = diagnostics("""
            <trellis>
            <view name="Card">
              <let name="title" type="String"/>
              <content name="content"/>
              <body><VStack><Text>{title}</Text><content/></VStack></body>
            </view>
            <view name="Home" root="true">
              <body><Card title="A"><Text>Inside</Text></Card></body>
            </view>
            </trellis>
            """)
        #expect(found == [
            "TRL010@4: element `content` is not allowed here; a view's slot is declared `<let name=\"content\" viewBuilder=\"true\"/>`, Swift's `@ViewBuilder let content`, and placed in its body as `<content/>`",
        ], "\(found)")
    }

    /// A lowercase name misspelled as close to a value as to a type (`selection` for the state
    /// `selected`, and the enum `Section2`): the suggestion is the value, whose name starts as the
    /// written one does; a capitalized misspelling still suggests the type.
    @Test func anEquallyCloseValueIsSuggestedForALowercaseName() {
        let found = diagnostics("""
            <trellis>
            <enum name="Section2"><case name="home"/></enum>
            <view name="Tabs" root="true">
              <state name="selected" type="Section2" initial=".home"/>
              <body>
                <Text>{selection} {Sectiom2.home}</Text>
              </body>
            </view>
            </trellis>
            """)
        #expect(found == [
            "TRL103@6: unknown identifier `selection`; did you mean `selected`",
            "TRL103@6: unknown identifier `Sectiom2`; did you mean `Section2`",
        ], "\(found)")
    }

    /// A modifier's action whose `$0` is a nested closure's is read once: a mistake in it is
    /// reported once, not again by the reading of `$0` as the action's own values.
    @Test func anActionWithANestedClosuresDollarZeroIsReadOnce() {
        let found = diagnostics("""
            <trellis>
            <view name="Shelf" root="true">
              <state name="books" type="[String]" initial="[]"/>
              <body>
                <List>
                  <ForEach items="books" id="\\.self" item="book"><Text>{book}</Text></ForEach>
                  <onDelete perform="books.removeAll { $0 == }"/>
                </List>
              </body>
            </view>
            </trellis>
            """)
        #expect(found.count == 1 && found[0].hasPrefix("TRL020@7"), "\(found)")
    }

    /// `<program>` around a file's declarations, a first guess at `<trellis>`: one error, and the
    /// file is validated and read as `<trellis>`, so the types it declares are known to the views
    /// and an `@Observable` model written `observable="true"` is one (no TRL212 for its `state`).
    @Test func programRootAndObservableFlagAreReportedOnceAndStillRead() {
        let found = diagnostics("""
            <program>
            <model name="Store" observable="true">
              <var name="items" type="[Item]" initial="[]"/>
            </model>
            <struct name="Item" protocols="Identifiable">
              <let name="id" type="UUID" value="UUID()"/>
              <var name="title" type="String"/>
            </struct>
            <view name="Items" root="true">
              <state name="store" value="Store()"/>
              <body>
                <List items="{store.items}" item="item"><Text>{item.title}</Text></List>
                <Button title="Add" action="store.items.append(Item(title: &quot;Tea&quot;))"/>
              </body>
            </view>
            </program>
            """)
        #expect(found == [
            "TRL010@1: element `program` cannot be the root element; did you mean `trellis`",
            "TRL010@2: attribute `observable` is not allowed on `model`; an `@Observable` class is written `kind=\"observable\"`",
        ], "\(found)")
    }

    /// A modifier written as an attribute of the view it modifies (`<Text font=".headline">`):
    /// TRL111 shows the element form with the value written, where the modifier takes one value.
    @Test func modifierWrittenAsAnAttributeShowsItsElement() {
        let found = diagnostics("""
            <view name="Title" root="true">
              <state name="count" initial="0"/>
              <body>
                <VStack>
                  <Text font=".headline">Hi</Text>
                  <Button title="Add" action="count += 1" disabled="{count > 3}"/>
                  <Text padding="8">{count}</Text>
                </VStack>
              </body>
            </view>
            """)
        #expect(found == [
            "TRL111@5: `Text` has no input `font`; `font` is a modifier, written as an element after the view's content: `<font value=\".headline\"/>`",
            "TRL111@6: `Button` has no input `disabled`; `disabled` is a modifier, written as an element after the view's content: `<disabled value=\"{count > 3}\"/>`",
            "TRL111@7: `Text` has no input `padding`; `padding` is a modifier, written as an element after the view's content: `<padding …/>`",
        ], "\(found)")
    }

    /// `<Text text="Hello"/>`: the text is the element's content, which TRL111 shows; and
    /// `alignment="leading"`, a member written without its dot, is one TRL103 suggesting
    /// `.leading` where no name in scope answers to it (a state named so is read as written).
    @Test func textGivenAsAnAttributeAndAMemberWithoutItsDot() {
        let found = diagnostics("""
            <view name="Label2" root="true">
              <state name="trailing" initial="HorizontalAlignment.center"/>
              <body>
                <VStack alignment="leading">
                  <Text text="Hello"/>
                  <VStack alignment="trailing"><Text>{trailing == .center}</Text></VStack>
                </VStack>
              </body>
            </view>
            """)
        #expect(found == [
            "TRL103@4: unknown identifier `leading`; did you mean `.leading`",
            "TRL111@5: `Text` has no input `text`; its text is written as its content, `<Text>Hello</Text>`",
        ], "\(found)")
    }

    /// `<if value="on">`, with no `let` to bind: one TRL010 that shows `condition`.
    @Test func ifGivenValueWithoutLetShowsCondition() {
        let found = diagnostics("""
            <view name="Lamp" root="true">
              <state name="on" initial="false"/>
              <body><if value="on"><Text>On</Text></if></body>
            </view>
            """)
        #expect(found == ["TRL010@3: `if` takes its test as `condition`, as in `<if condition=\"isOn\">` or `<if condition=\"let user = session.user\">`"], "\(found)")
    }
}

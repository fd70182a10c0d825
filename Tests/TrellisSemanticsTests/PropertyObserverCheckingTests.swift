import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// The code of Swift's `willSet` and `didSet` is checked as a type's member code is: the value
/// it is given by its name, the type's members in scope, Swift's rules for what may be changed;
/// and an observer is allowed where Swift allows one.
@Suite struct PropertyObserverCheckingTests {
    private func diagnostics(_ xml: String) -> [String] {
        var collector = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "Observers.xml", bytes: Array(xml.utf8)), diagnostics: &collector)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &collector)
        return collector.sorted().map { "\($0.code)@\($0.location.line): \($0.message.text)" }
    }

    /// Clean: each observer reads its value by Swift's name or its own, the property, and the
    /// type's members, and a struct's observer changes `self` without `mutating`.
    @Test func observersReadTheirValuesAndTheTypesMembers() {
        let found = diagnostics("""
            <trellis>
            <model name="Tally" kind="observable">
              <var name="count" initial="0">
                <willSet name="next">if next &lt; count { resets += 1 }</willSet>
                <didSet>history.append(oldValue)</didSet>
              </var>
              <var name="resets" type="Int" initial="0"/>
              <var name="history" type="[Int]" initial="[]"/>
            </model>
            <struct name="Draft">
              <var name="title" type="String" initial="&quot;&quot;">
                <didSet>edited = title != oldValue</didSet>
              </var>
              <var name="edited" type="Bool" initial="false"/>
            </struct>
            <view name="Editor" root="true">
              <state name="tally" initial="Tally()"/>
              <state name="draft" initial="Draft()"/>
              <state name="step" type="Int" initial="1">
                <didSet>tally.count += step - oldValue</didSet>
              </state>
              <body>
                <Button title="{tally.count} {tally.resets} {draft.edited} {step}" action="step += 1; draft.title = &quot;A&quot;"/>
              </body>
            </view>
            </trellis>
            """)
        #expect(found == [], "\(found)")
    }

    /// The value named by `name` is no longer `newValue`; an observer's code reports as member
    /// code does; a second `didSet`, an observer of a `let` and one beside a getter are Swift's errors.
    @Test func mistakesInObserversAreSwiftsErrors() {
        let found = diagnostics("""
            <trellis>
            <model name="Tally">
              <published name="count" type="Int" initial="0">
                <willSet name="next">print(newValue)</willSet>
                <didSet>print(oldValu)</didSet>
              </published>
              <var name="total" type="Int" initial="0">
                <didSet>print(total)</didSet>
                <didSet>print(oldValue)</didSet>
              </var>
              <let name="id" type="Int" initial="0"><willSet>print(newValue)</willSet></let>
            </model>
            <view name="Screen" root="true">
              <stateObject name="tally" initial="Tally()"/>
              <computed name="doubled" type="Int"><didSet>print(oldValue)</didSet>tally.count * 2</computed>
              <body><Text>{tally.count} {tally.total} {tally.id} {doubled}</Text></body>
            </view>
            </trellis>
            """)
        #expect(found == [
            "TRL103@4: unknown identifier `newValue`",
            "TRL103@5: unknown identifier `oldValu`; did you mean `oldValue`",
            "TRL010@9: variable already has a `didSet`",
            "TRL010@11: `let` declarations cannot be observing properties; declare the property with `var` to give it a `willSet`",
            "TRL010@15: `didSet` cannot be provided together with a getter",
        ], "\(found)")
    }
}

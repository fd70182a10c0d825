import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Members written with their code in a generated model, struct or enum (`<function>`,
/// `<computed>`, `<init>`): checked as a view's helper functions are, with the type's members in
/// scope and Swift's rules for `self`, and their callers checked against their signatures.
@Suite struct MemberCodeCheckingTests {
    private func diagnostics(_ xml: String) -> [String] {
        var collector = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "Members.xml", bytes: Array(xml.utf8)), diagnostics: &collector)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &collector)
        return collector.sorted().map { "\($0.code)@\($0.location.line): \($0.message.text)" }
    }

    @Test func aModelsMethodsReachItsPropertiesAndEachOtherAndViewsCallThemBySignature() {
        let found = diagnostics("""
            <trellis>
            <model name="Shelf" kind="observable">
              <var name="titles" type="[String]" initial="[]"/>
              <var name="limit" type="Int" initial="3" private="true"/>
              <computed name="isFull" type="Bool" value="titles.count &gt;= limit"/>
              <function name="add">
                <parameter name="title" label="_" type="String"/>
                guard !isFull else { return }
                self.titles.append(title)
              </function>
              <function name="add">
                <parameter name="more" label="titles" type="[String]"/>
                <parameter name="sorted" type="Bool" default="false"/>
                for title in more { add(title) }
                if sorted { titles.sort() }
              </function>
              <function name="count" returns="Int">titles.count</function>
            </model>
            <view name="Screen" root="true">
              <state name="shelf" type="Shelf" initial="Shelf()"/>
              <body>
                <VStack>
                  <Text>{shelf.count()} {shelf.isFull}</Text>
                  <Button title="A" action="shelf.add(&quot;Emma&quot;); shelf.add(titles: [&quot;Dune&quot;])"/>
                  <Button title="B" action="shelf.add(title: 3)"/>
                </VStack>
              </body>
            </view>
            </trellis>
            """)
        // Only the call whose labels fit neither overload.
        #expect(found == ["TRL261@25: no method `add(title:)` on `Shelf`; it is declared as `add(_:)`, `add(titles:sorted:)`"])
    }

    @Test func theCodeIsCheckedWhereItRunsWithTheTypesMembersInScope() {
        let found = diagnostics("""
            <trellis>
            <struct name="Tally">
              <var name="count" type="Int"/>
              <function name="total" returns="Int">
                let doubled = cuont * 2
                return doubled
              </function>
              <function name="label" returns="String">
                if count &gt; 0 { return "some" }
              </function>
            </struct>
            </trellis>
            """)
        #expect(found == [
            "TRL103@5: unknown identifier `cuont`; did you mean `count`",
            "TRL187@8: function `label` returns a `String`; every path must end in `return` with a value",
        ])
    }

    @Test func aStructsMethodThatChangesSelfIsMutatingAndALetIsSetByTheInitOnly() {
        let found = diagnostics("""
            <trellis>
            <struct name="Tally">
              <let name="limit" type="Int"/>
              <var name="count" type="Int"/>
              <init>
                <parameter name="limit" type="Int"/>
                self.limit = limit
                count = 0
              </init>
              <function name="bump">count += 1</function>
              <function name="reset" mutating="true">
                count = 0
                limit = 1
              </function>
              <function name="zero" static="true" returns="Tally">Tally(limit: 0)</function>
            </struct>
            <view name="Screen" root="true">
              <state name="tally" type="Tally" initial="Tally.zero()"/>
              <body>
                <VStack>
                  <Text>{tally.count}</Text>
                  <Button title="Reset" action="tally.reset()"/>
                  <Button title="New" action="tally = Tally(limit: 2, count: 1)"/>
                </VStack>
              </body>
            </view>
            </trellis>
            """)
        #expect(found.map { String($0.prefix(while: { $0 != ":" })) } == ["TRL223@10", "TRL194@13", "TRL195@23"], "\(found)")
    }

    @Test func anEnumsComputedPropertySwitchesOverSelfAndItsInitAssignsSelf() {
        let found = diagnostics("""
            <trellis>
            <enum name="Weekday" rawType="Int" caseIterable="true">
              <case name="monday" rawValue="1"/>
              <case name="tuesday" rawValue="2"/>
              <let name="minutes" type="Int" static="true" initial="1440"/>
              <computed name="short" type="String">
                switch self {
                case .monday: "Mo"
                case .tuesday: "Tu"
                }
              </computed>
              <computed name="start" type="Int">(rawValue - 1) * Weekday.minutes</computed>
              <init>
                <parameter name="minute" label="from" type="Int"/>
                self = Weekday(rawValue: minute / Weekday.minutes + 1) ?? .monday
              </init>
              <function name="next" returns="Weekday">
                switch self {
                case .monday: return .tuesday
                }
              </function>
            </enum>
            <view name="Screen" root="true">
              <state name="day" type="Weekday" initial="Weekday(from: 0)"/>
              <body>
                <Text>{day.short} {day.start} {Weekday(rawValue: 2)?.short ?? &quot;&quot;}</Text>
              </body>
            </view>
            </trellis>
            """)
        // Only the `switch` that leaves out `.tuesday`, as Swift's exhaustiveness does.
        #expect(found.count == 1 && found[0].hasPrefix("TRL170@18"), "\(found)")
    }

    @Test func amutatingModelMethodAndAnInitOfATypeWrittenInSwiftWithCodeAreReported() {
        let found = diagnostics("""
            <trellis>
            <model name="Store" kind="observable">
              <var name="count" type="Int" initial="0"/>
              <function name="bump" mutating="true">count += 1</function>
            </model>
            <struct name="Point" external="true">
              <var name="x" type="Int"/>
              <init>
                <parameter name="x" type="Int"/>
              </init>
            </struct>
            <struct name="Box">
              <var name="side" type="Int"/>
              <init>
                <parameter name="side" type="Int"/>
              </init>
            </struct>
            </trellis>
            """)
        #expect(found.map { String($0.prefix(while: { $0 != ":" })) } == ["TRL010@4", "TRL010@14"], "\(found)")
    }

    /// What a Swift developer writes first for a type's members, where Trellis spells it
    /// otherwise: `<func>` shows `<function>`; `value` on a stored `var` is not guessed (a first
    /// value, or one computed on each read?) and the message shows both spellings. A `let` is never
    /// computed, so its `value` is its value (`let limit = 1`), as `initial` is.
    @Test func swiftsSpellingsOfMembersShowTrellissOwn() {
        let found = diagnostics("""
            <trellis>
            <struct name="Tally">
              <var name="count" type="Int" value="3"/>
              <func name="bump" mutating="true">count += 1</func>
            </struct>
            <model name="Store" kind="observable">
              <let name="limit" type="Int" value="1"/>
            </model>
            </trellis>
            """)
        let stored = "a stored member takes its first value as `initial`, and `<computed name type value>` is a property computed on each read"
        #expect(found == [
            "TRL010@3: attribute `value` is not allowed on `var`; \(stored)",
            "TRL010@4: element `func` is not allowed here; a method is written `<function name=\"...\">` with its code inside, as a view's is",
        ])
    }
}

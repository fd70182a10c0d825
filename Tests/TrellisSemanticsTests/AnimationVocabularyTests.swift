import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// `Animation` and its uses are checked against the prelude: `.default`, declared with Swift's
/// backticks, is one of its members; a misspelt member gets the closest one.
@Suite struct AnimationVocabularyTests {
    @Test("withAnimation and the animation modifier take Animation's members, .default among them")
    func animationsCheckClean() {
        let body = """
                <Button title="More" action="withAnimation(.default) { flag.toggle() }"/>
                <Button title="Less" action="withAnimation(.smooth(duration: 0.2).speed(2)) { count -= 1 }"/>
                <Button title="Plain" action="withAnimation(nil) { count = 0 }"/>
                <Text>a<animation animation=".default" value="{flag}"/></Text>
                <Text>b<animation animation=".linear(duration: 1).repeatForever(autoreverses: false)" value="{count}"/></Text>
                <Text>c<animation animation="nil" value="{count}"/></Text>
                <Button title="Bounce" action="withAnimation(.spring(bounce: 0.3)) { count += 1 }"/>
                <Button title="Spring" action="withAnimation(.spring()) { count += 1 }"/>
                <Button title="Timed" action="withAnimation(.spring(duration: 0.4, bounce: 0.2)) { count += 1 }"/>
        """
        #expect(VocabularyTests.messages(body) == [])
    }

    @Test("a misspelt animation gets the closest member, in an action and in the modifier")
    func misspeltAnimations() {
        let body = """
                <Button title="More" action="withAnimation(.easyInOut) { flag.toggle() }"/>
                <Text>a<animation animation=".bouncey" value="{flag}"/></Text>
        """
        #expect(VocabularyTests.messages(body) == [
            "TRL119 `Animation` has no member `.easyInOut`; did you mean `easeInOut`",
            "TRL119 `Animation` has no member `.bouncey`; did you mean `bouncy`",
        ])
    }

    @Test("a member of a type written in Swift may be a keyword in Swift's backticks; unescaped it is TRL104")
    func escapedKeywordMembers() {
        let declarations = """

          <struct name="Theme" external="true">
            <field name="`default`" type="Theme" static="true"/>
            <field name="vivid" type="Theme" static="true"/>
          </struct>
          <modifier name="themed"><parameter name="theme" label="_" type="Theme"/></modifier>
        """
        #expect(VocabularyTests.messages("        <Text>a<themed theme=\".default\"/></Text>", declarations: declarations) == [])
        let unescaped = declarations.replacingOccurrences(of: "`default`", with: "default")
        #expect(VocabularyTests.messages("        <Text>a<themed theme=\".vivid\"/></Text>", declarations: unescaped) == [
            "TRL104 `default` is a Swift keyword and cannot be used as a name",
        ])
    }
}

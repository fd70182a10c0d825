import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Overloads that take the same attributes are chosen by the arguments' types, as Swift chooses
/// them, and a call two forms fit equally well is ambiguous (TRL257) instead of taking the first.
@Suite struct OverloadTieTests {
    static let styles = """

      <struct name="CardButtonStyle" external="true" protocols="ButtonStyle"/>
      <struct name="TapButtonStyle" external="true" protocols="PrimitiveButtonStyle"/>
      <struct name="EitherButtonStyle" external="true" protocols="ButtonStyle PrimitiveButtonStyle"/>
      <struct name="Tint" external="true"/>
      <struct name="Shade" external="true"/>
      <modifier name="mark">
        <overload><parameter name="value" label="_" type="Int"/></overload>
        <overload><parameter name="value" label="_" type="Double"/></overload>
      </modifier>
      <modifier name="wash">
        <overload><parameter name="value" label="_" type="Tint"/></overload>
        <overload><parameter name="value" label="_" type="Shade"/></overload>
      </modifier>
    """

    static func check(_ body: String) -> (messages: [String], program: CheckedProgram) {
        let outcome = VocabularyTests.analyze(VocabularyTests.screen(body, declarations: styles))
        return (outcome.diagnostics.map { "\($0.code) \($0.message.text)" }, outcome.program)
    }

    @Test("the user's ButtonStyle and the prelude's primitive styles each take their own form")
    func buttonStyleFormsFollowTheArgumentsProtocol() {
        #expect(Self.check(#"        <Button title="a" action="count += 1"><buttonStyle value="CardButtonStyle()"/></Button>"#).messages.isEmpty)
        #expect(Self.check(#"        <Button title="b" action="count += 1"><buttonStyle value="TapButtonStyle()"/></Button>"#).messages.isEmpty)
        #expect(Self.check(#"        <Button title="c" action="count += 1"><buttonStyle value=".borderedProminent"/></Button>"#).messages.isEmpty)
    }

    @Test("a style conforming to both protocols is ambiguous, with each form in a note")
    func styleOfBothProtocolsIsAmbiguous() throws {
        let outcome = VocabularyTests.analyze(VocabularyTests.screen(
            #"        <Button title="d" action="count += 1"><buttonStyle value="EitherButtonStyle()"/></Button>"#, declarations: Self.styles
        ))
        #expect(outcome.diagnostics.map { "\($0.code) \($0.message.text)" } == [
            "TRL257 ambiguous use of modifier `buttonStyle`: the arguments fit 2 of its forms equally well, and Swift cannot choose between them",
        ])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.notes.map(\.text) == [
            "`.buttonStyle(_:)` taking `value` of type `some ButtonStyle` fits",
            "`.buttonStyle(_:)` taking `value` of type `some PrimitiveButtonStyle` fits",
        ])
        #expect(diagnostic.notes.allSatisfy { $0.location?.file.hasSuffix("Modifiers.xml") ?? false })
    }

    /// `safeAreaInset`'s two forms differ in the edge's type; a literal for the `CGFloat?`
    /// spacing fits both, as in Swift, so the edge decides.
    @Test("a literal converts while the forms are weighed: the edge's type picks safeAreaInset's form", arguments: [".top", ".bottom", ".leading", ".trailing"])
    func literalArgumentsFitWhileTheOtherArgumentDecides(edge: String) {
        #expect(Self.check(#"        <List><Text>Row</Text><safeAreaInset edge="\#(edge)" spacing="8"><Text>Bar</Text></safeAreaInset></List>"#).messages.isEmpty)
    }

    @Test("a user-declared modifier's overloads: the form the argument's type fits is taken, not the first declared")
    func userDeclaredOverloads() {
        #expect(Self.check(#"        <Text>x<mark value="count"/></Text>"#).messages.isEmpty)
        #expect(Self.check(#"        <Text>x<mark value="1.5"/></Text>"#).messages.isEmpty)
        #expect(Self.check(#"        <Text>x<wash value="Tint()"/></Text>"#).messages.isEmpty)
        #expect(Self.check(#"        <Text>x<wash value="Shade()"/></Text>"#).messages.isEmpty)
        // No form fits: the first is checked, and its check says why.
        #expect(Self.check(#"        <Text>x<wash value="count"/></Text>"#).messages
            == ["TRL112 cannot convert a value of type `Int` to `Tint` in argument `value` of `wash`"])
    }
}

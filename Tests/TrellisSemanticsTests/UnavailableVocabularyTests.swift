import Testing
import TrellisSemantics
import TrellisSyntax

/// SwiftUI's views and modifiers that the runtime lacks are prelude data, declared
/// `unavailable` in `Grammar/Prelude/Unavailable.xml`, parsed only when a program names a view or
/// modifier nothing declares: a call is TRL024 or TRL114, never a misspelling of a name Trellis has.
@Suite struct UnavailableVocabularyTests {
    @Test("the prelude declares 121 SwiftUI modifiers and 18 views unavailable, apart from the others and none also available")
    func preludeDeclaresTheUnavailableVocabulary() {
        let interfaces = Prelude.standard.flatMap(\.interfaces)
        let unavailable = Prelude.unavailable.flatMap(\.interfaces).filter(\.isUnavailable)
        #expect(interfaces.filter(\.isUnavailable).isEmpty)
        #expect(unavailable.filter { $0.kind == .modifier }.count == 121)
        #expect(unavailable.filter { $0.kind == .view }.count == 18)
        let available = Set(interfaces.map(\.name.name))
        #expect(unavailable.filter { available.contains($0.name.name) }.map(\.name.name) == [])
        #expect(unavailable.allSatisfy { $0.location.file.hasSuffix("Unavailable.xml") })
    }

    @Test("a call of an unavailable modifier or view is TRL024 or TRL114, with no suggestion")
    func callsAreNamedAsUnavailable() {
        #expect(VocabularyTests.messages("        <Text>a<fontWidth value=\"1\"/><blendMode value=\".multiply\"/></Text>") == [
            "TRL024 SwiftUI modifier `fontWidth` is not available in Trellis yet",
            "TRL024 SwiftUI modifier `blendMode` is not available in Trellis yet",
        ])
        #expect(VocabularyTests.messages("        <Table value=\"0.5\"><Text>x</Text></Table>") == [
            "TRL114 SwiftUI view `Table` is not available in Trellis yet",
        ])
    }

    @Test("a program's own modifier or view of an unavailable name is its own, and callable")
    func programDeclarationsTakeTheName() {
        let declarations = """

          <modifier name="fontWidth"><parameter name="color" type="Color" default=".red"/></modifier>
          <view name="Table" external="true"><parameter name="value" type="Double"/></view>
        """
        #expect(VocabularyTests.messages("        <Table value=\"0.5\"/><Text>a<fontWidth color=\".blue\"/></Text>", declarations: declarations) == [])
    }

    @Test("a program may declare its own modifier unavailable, in the prelude's form")
    func programUnavailableDeclaration() {
        let declarations = """

          <modifier name="glow" unavailable="true"/>
        """
        #expect(VocabularyTests.messages("        <Text>a<glow/></Text>", declarations: declarations) == [
            "TRL024 SwiftUI modifier `glow` is not available in Trellis yet",
        ])
    }
}

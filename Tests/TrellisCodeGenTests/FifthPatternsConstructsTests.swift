import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// Constructs the correct patterns `66-ViewModifier`, `67-CustomButtonStyle` and `69-GenericCard`
/// were rejected for, written as a SwiftUI developer writes them: checked clean, compiled with
/// zero warnings, and run as SwiftUI runs them.
@Suite struct FifthPatternsConstructsTests {
    static let genericCard = #"""
        <trellis>
        <view name="Card" generic="Content: View">
          <let name="title" type="String"/>
          <let name="content" type="Content"/>
          <init>
            <parameter name="title" type="String"/>
            <parameter name="content" type="() -> Content" viewBuilder="true"/>
            self.title = title
            self.content = content()
          </init>
          <body>
            <VStack alignment=".leading" spacing="8">
              <Text>{title}<font value=".headline"/></Text>
              <content/>
            </VStack>
          </body>
        </view>

        <view name="CardsScreen" root="true">
          <state name="likes" type="Int" initial="0"/>
          <body>
            <VStack>
              <Card title="Likes">
                <Text>{likes} likes</Text>
                <Button title="Like" action="likes += 1"/>
              </Card>
              <Card title="About">
                <Text>A card holds any views.</Text>
              </Card>
            </VStack>
          </body>
        </view>
        </trellis>
        """#

    /// A generic view's `init` taking a `@ViewBuilder` closure: the closure builds the content
    /// in the caller's body, where it reads the caller's state; the card places it under its
    /// title. A tap in the content changes the caller's state: the screen and the card whose
    /// content changed are built again, as in SwiftUI, and the card whose title and content
    /// are the same is not.
    @Test func genericViewPlacesTheContentItsClosureBuilds() throws {
        let program = try GeneratedProgram(["Cards.xml": Self.genericCard])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(CardsScreen())
            print("mounted", host.bodyEvaluations(of: CardsScreen.self), host.bodyEvaluations(of: Card.self))
            try host.tap("Like")
            try host.tap("Like")
            print("tapped", host.bodyEvaluations(of: CardsScreen.self), host.bodyEvaluations(of: Card.self))
            print(host.render())
            """)
        #expect(output.contains("mounted 1 2"), "\(output)")
        #expect(output.contains("tapped 3 4"), "\(output)")
        #expect(output.contains("2 likes"), "\(output)")
        #expect(output.contains("A card holds any views."), "\(output)")
    }

    private func codes(_ xml: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        return try CompilerDriver().check([try directory.write("Screen.xml", xml)]).diagnostics.map { "\($0.code)@\($0.location.line)" }
    }

    /// The `init` is the generated one only when it just stores its parameters, the inputs
    /// before the slots: one that does more, or takes them in another order, is the view's own, which a view with a slot cannot declare yet (TRL019, once).
    @Test func anInitThatDoesMoreIsTheViewsOwn() throws {
        let xml = Self.genericCard.replacingOccurrences(of: "self.title = title\n", with: "self.title = title.uppercased()\n")
        #expect(try codes(xml) == ["TRL019@4"])
        // Swift's call would be `Card(content: { … }, title: …)`, which the generated `init` is not.
        let reordered = Self.genericCard.replacingOccurrences(
            of: #"<parameter name="title" type="String"/>\#n    <parameter name="content" type="() -> Content" viewBuilder="true"/>"#,
            with: #"<parameter name="content" type="() -> Content" viewBuilder="true"/>\#n    <parameter name="title" type="String"/>"#)
        #expect(reordered != Self.genericCard)
        let reorderedCodes = try codes(reordered)
        #expect(reorderedCodes == ["TRL019@4"], "\(reorderedCodes)")
    }

    /// A view generic over a type that is not a view is not supported yet: one TRL010 at the
    /// attribute, and the type's uses are unknown types.
    @Test func aGenericParameterThatIsNotAViewIsReported() throws {
        let xml = #"""
            <trellis>
              <view name="Box" generic="Value" root="true">
                <body><Text>box</Text></body>
              </view>
            </trellis>
            """#
        #expect(try codes(xml) == ["TRL010@2"])
    }
}

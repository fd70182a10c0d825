import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// `<viewModifier>`, SwiftUI's `ViewModifier`, and methods of `extension View` called as
/// modifiers (pattern `66-ViewModifier`): checked clean, compiled with zero warnings, and run
/// as SwiftUI runs them.
@Suite struct ViewModifierConstructTests {
    static let tally = #"""
        <trellis>
          <viewModifier name="Tally">
            <let name="label" type="String"/>
            <state name="taps" type="Int" initial="0"/>
            <body>
              <HStack>
                <content>
                  <bold/>
                </content>
                <Button title="{label} {taps}" action="taps += 1"/>
              </HStack>
            </body>
          </viewModifier>

          <extension type="View">
            <function name="tally" returns="some View">
              <parameter name="label" label="_" type="String"/>
              modifier(Tally(label: label))
            </function>
          </extension>

          <view name="TallyScreen" root="true">
            <body>
              <VStack>
                <Text>Apples<modifier value="Tally(label: &quot;A&quot;)"/></Text>
                <Text>Pears<tally value="P"/></Text>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    /// The modifier's body wraps each view it is applied to; its `state` is kept per modified
    /// view, and changing it builds that modifier's body again, not the screen's nor the other
    /// text's. Both texts are `ModifiedContent<Text, Tally>` (the extension's `some View` is that
    /// type too): mounted, each is built once; two taps on `A` build its modifier twice more.
    @Test func modifierStateIsKeptPerModifiedView() throws {
        let program = try GeneratedProgram(["Tally.xml": Self.tally])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(TallyScreen())
            print("mounted", host.bodyEvaluations(of: TallyScreen.self), host.bodyEvaluations(of: ModifiedContent<Text, Tally>.self))
            try host.tap("A 0")
            try host.tap("A 1")
            print("tapped", host.bodyEvaluations(of: TallyScreen.self), host.bodyEvaluations(of: ModifiedContent<Text, Tally>.self))
            print(host.render())
            """)
        #expect(output.contains("mounted 1 2"), "\(output)")
        #expect(output.contains("tapped 1 4"), "\(output)")
        #expect(output.contains("A 2"), "\(output)")
        #expect(output.contains("P 0"), "\(output)")
        #expect(output.contains("Apples"), "\(output)")
        #expect(output.contains("Pears"), "\(output)")
    }

    private func codes(_ xml: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        return try CompilerDriver().check([try directory.write("Screen.xml", xml)]).diagnostics.map { "\($0.code)@\($0.location.line)" }
    }

    @Test func theModifierChecksClean() throws {
        #expect(try codes(Self.tally) == [])
    }

    /// A `viewModifier` is no view: placed as one it is TRL145.
    @Test func aModifierPlacedAsAViewIsReported() throws {
        let xml = Self.tally.replacingOccurrences(of: #"<Text>Pears<tally value="P"/></Text>"#, with: #"<Tally label="B"/>"#)
        #expect(xml != Self.tally)
        #expect(try codes(xml) == ["TRL145@26"])
    }

    /// A method of `extension View` named like a SwiftUI modifier is another overload of it:
    /// `<listStyle/>` is the program's `listStyle()`, `<listStyle value=".plain"/>` SwiftUI's.
    @Test func anExtensionMethodIsAnOverloadBesideSwiftUIs() throws {
        let xml = #"""
            <trellis>
              <extension type="View">
                <function name="listStyle" returns="some View">
                  self.padding()
                </function>
              </extension>
              <view name="Lists" root="true">
                <body>
                  <VStack>
                    <List><Text>one</Text><listStyle/></List>
                    <List><Text>two</Text><listStyle value=".plain"/></List>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        #expect(try codes(xml) == [])
        let program = try GeneratedProgram(["Lists.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Lists())
            print(host.render())
            """)
        #expect(output.contains("one"), "\(output)")
        #expect(output.contains("two"), "\(output)")
    }
}

import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// A view's text is its title, as a SwiftUI developer writes `Button("Save") { save() }`:
/// `<Button action="save()">Save</Button>`. The prelude's declaration decides (an unlabeled
/// `String` named `title`, or else a first slot named `label`), not the view's name.
@Suite struct TextAsLabelTests {
    static let labels = #"""
        <trellis>
        <view name="LabelsScreen" root="true">
          <state name="saves" type="Int" initial="0"/>
          <state name="wifi" type="Bool" initial="false"/>
          <state name="count" type="Int" initial="0"/>
          <state name="volume" type="Double" initial="0.5"/>
          <let name="help" type="URL" initial="URL(string: &quot;https://example.com/help&quot;)!"/>
          <body>
            <NavigationStack>
              <VStack>
                <Text>Saved {saves} times</Text>
                <Button action="saves += 1">Save</Button>
                <Button action="saves += 1">Save {saves + 1}</Button>
                <Toggle isOn="$wifi">Wi-Fi</Toggle>
                <NavigationLink value="count">Next</NavigationLink>
                <Link destination="help">Help</Link>
                <Stepper value="$count">Count {count}</Stepper>
                <Label systemImage="star">Favourites</Label>
                <ProgressView>Loading</ProgressView>
                <Slider value="$volume">Volume</Slider>
                <navigationDestination for="Int.self" item="number">
                  <Text>Pushed {number}</Text>
                </navigationDestination>
              </VStack>
            </NavigationStack>
          </body>
        </view>
        </trellis>
        """#

    private func codes(_ xml: String) throws -> [String] {
        let directory = try TemporaryDirectory()
        return try CompilerDriver().check([try directory.write("Screen.xml", xml)]).diagnostics.map { "\($0.code)@\($0.location.line)" }
    }

    @Test func eachViewsTextIsItsTitle() throws {
        #expect(try codes(Self.labels) == [])
    }

    /// The text is the title SwiftUI's initializer receives: the button's action still runs, the
    /// toggle and stepper are found and changed by their titles, holes are read as in a `Text`.
    @Test func titlesWrittenAsTextWorkAsInSwiftUI() throws {
        let program = try GeneratedProgram(["Labels.xml": Self.labels])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(LabelsScreen())
            try host.tap("Save")
            try host.tap("Save 2")
            try host.toggle("Wi-Fi")
            try host.increment("Count 0")
            print("evaluations", host.bodyEvaluations(of: LabelsScreen.self))
            print(host.render())
            """)
        #expect(output.contains("Saved 2 times"), "\(output)")
        #expect(output.contains("Save 3"), "\(output)")
        #expect(output.contains("Count 1"), "\(output)")
        #expect(output.contains("Favourites"), "\(output)")
        #expect(output.contains("Loading"), "\(output)")
        #expect(output.contains("Volume"), "\(output)")
        #expect(output.contains("Help"), "\(output)")
        #expect(output.contains("Next"), "\(output)")
        // Mounted once, then once for each tap and the increment: the screen passes `wifi` only
        // as a binding and reads it nowhere, so toggling it does not build the screen again.
        #expect(output.contains("evaluations 4"), "\(output)")
        #expect(output.contains("Toggle \"Wi-Fi\": on"), "\(output)")
    }

    static let titlesAndContent = #"""
        <trellis>
        <view name="MenuScreen" root="true">
          <state name="picks" type="Int" initial="0"/>
          <let name="action" type="String" initial="&quot;Pick&quot;"/>
          <body>
            <VStack>
              <Text>Picked {picks}</Text>
              <Menu>Options
                <Button action="picks += 1">{action}</Button>
              </Menu>
              <Section>Header</Section>
            </VStack>
          </body>
        </view>
        </trellis>
        """#

    /// Text beside views is the title of an initializer that also takes them (`Menu("Options")
    /// { … }`), and a `String` placed alone is a title as a hole in text is (`Button(action)`).
    @Test func aTitleBesideContentAndAPlacedString() throws {
        #expect(try codes(Self.titlesAndContent) == [])
        let program = try GeneratedProgram(["Menu.xml": Self.titlesAndContent])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(MenuScreen())
            try host.tap("Pick", inMenu: "Options")
            print("evaluations", host.bodyEvaluations(of: MenuScreen.self))
            print(host.render())
            """)
        #expect(output.contains("evaluations 2"), "\(output)")
        #expect(output.contains("Picked 1"), "\(output)")
        #expect(output.contains("Header"), "\(output)")
    }

    /// A view placed alone stays the label: only a `String` is read as the title.
    @Test func aPlacedViewStaysTheLabel() throws {
        let xml = #"""
            <trellis>
              <view name="Screen" root="true">
                <let name="icon" type="Image" initial="Image(systemName: &quot;star&quot;)"/>
                <let name="count" type="Int" initial="3"/>
                <body>
                  <VStack>
                    <Button action="print(1)">{icon}</Button>
                    <Button action="print(2)">{count}</Button>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        #expect(try codes(xml) == ["TRL196@8"])
    }

    /// Text beside a `title` attribute, or in a view whose declaration has no title, is still
    /// TRL113: there is nothing for it to be.
    @Test func textWhereNoTitleIsTakenIsStillReported() throws {
        let titled = #"""
            <trellis>
              <view name="Screen" root="true">
                <body>
                  <VStack>
                    <Button title="Save" action="print(1)">Store</Button>
                    <HStack>Hello</HStack>
                    <Button action="print(2)">Go <Image systemName="star"/></Button>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        #expect(try codes(titled) == ["TRL113@5", "TRL113@6", "TRL113@7"])
    }
}

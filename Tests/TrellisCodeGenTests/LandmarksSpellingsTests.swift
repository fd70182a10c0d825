import Foundation
import Testing
import TrellisTestSupport

/// The spellings Landmarks' first tries met, each written as a SwiftUI developer writes it:
/// they check clean with both passes, compile with zero warnings and run as SwiftUI runs them.
@Suite struct LandmarksSpellingsTests {
    static let profileXML = #"""
        <trellis>
          <struct name="Profile">
            <var name="username" type="String"/>
            <var name="prefersNotifications" type="Bool" initial="true"/>
            <let name="default" static="true" type="Profile" initial="Profile(username: &quot;g_kumar&quot;)"/>
          </struct>
          <struct name="Landmark" identifiable="true">
            <let name="id" type="Int"/>
            <var name="name" type="String"/>
            <var name="isFavorite" type="Bool"/>
            <var name="distance" type="Double"/>
          </struct>
          <model name="ModelData">
            <published name="profile" type="Profile" initial="Profile.default"/>
            <published name="landmarks" type="[Landmark]" initial="[Landmark(id: 1, name: &quot;Turtle Rock&quot;, isFavorite: false, distance: 2)]"/>
          </model>
          <view name="FavoriteButton">
            <binding name="isSet" type="Bool"/>
            <body>
              <Button action="isSet.toggle()">
                <Label title="Toggle Favorite" systemImage="{isSet ? &quot;star.fill&quot; : &quot;star&quot;}">
                  <labelStyle value=".iconOnly"/>
                  <rotationEffect value=".degrees(isSet ? 90 : 0)"/>
                </Label>
              </Button>
            </body>
          </view>
          <view name="LandmarkProbe" root="true" hostProvides="ModelData">
            <environment name="editMode" key="\.editMode"/>
            <environmentObject name="modelData" type="ModelData"/>
            <state name="draftProfile" type="Profile" initial=".default"/>
            <computed name="isFavorite" type="Binding&lt;Bool&gt;" value="Binding(get: { modelData.landmarks[0].isFavorite }, set: { modelData.landmarks[0].isFavorite = $0 })"/>
            <computed name="distanceText" type="String" value="LengthFormatter().string(fromValue: modelData.landmarks[0].distance, unit: .kilometer)"/>
            <body>
              <List>
                <HStack>
                  <if condition="editMode?.wrappedValue == .active">
                    <Button title="Cancel" role=".cancel" action="draftProfile = modelData.profile; editMode?.animation().wrappedValue = .inactive"/>
                  </if>
                  <EditButton/>
                </HStack>
                <Text>{draftProfile.username}</Text>
                <HStack>
                  <Text>{modelData.landmarks[0].name}
                    <hueRotation value="Angle(degrees: 90)"/>
                    <grayscale value="0.5"/>
                    <listRowInsets value="EdgeInsets()"/>
                  </Text>
                  <FavoriteButton isSet="{isFavorite}"/>
                </HStack>
                <Text>{distanceText}</Text>
              </List>
            </body>
          </view>
        </trellis>
        """#

    /// `static let `default``, `editMode?.animation().wrappedValue = .inactive`, a computed
    /// `Binding(get:set:)` passed to a binding input, `LengthFormatter`, `rotationEffect(.degrees(…))`
    /// and the colour effects and row insets recorded as written.
    @Test func theProfileSpellingsCheckCompileAndRun() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Profile.xml", Self.profileXML)
        let check = runTrellis(["check", file], environment: toolchainEnvironment)
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Profile.xml": Self.profileXML])
        let output = try program.run(main: """
            import Foundation
            import Trellis
            let host = ViewHost(LandmarkProbe().environmentObject(ModelData()))
            try host.tap("Edit")
            print(host.render())
            try host.tap("Cancel")
            try host.tap("Toggle Favorite")
            print(host.render())
            print(try host.appearance(of: "Turtle Rock").modifiers)
            """)
        #expect(output.contains(#"Button "Cancel""#), "the edit mode became active: \(output)")
        #expect(output.contains(#"Text "g_kumar""#), "\(output)")
        #expect(output.components(separatedBy: #"Button "Cancel""#).count == 2, "Cancel set the edit mode back: \(output)")
        #expect(output.contains(#"systemImage "star.fill""#), "the computed binding set the model: \(output)")
        #expect(output.contains(#"["hueRotation(.degrees(90))", "grayscale(0.5)", "listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))"]"#), "\(output)")
        #expect(output.contains("km"), "\(output)")
    }

    /// Assignments through an optional chain and an unwrap write the state they start from, and
    /// one through a get-only member is swiftc's error at its XML line.
    @Test func assignmentsThroughChainsWriteTheirState() throws {
        let xml = #"""
            <trellis>
              <struct name="Draft">
                <var name="name" type="String"/>
              </struct>
              <model name="Store">
                <published name="current" type="Draft?" initial="Draft(name: &quot;a&quot;)"/>
                <published name="drafts" type="[Draft]" initial="[]"/>
              </model>
              <view name="ChainProbe" root="true">
                <state name="draft" type="Draft?" initial="Draft(name: &quot;x&quot;)"/>
                <stateObject name="store" type="Store" initial="Store()"/>
                <body>
                  <VStack>
                    <Text>Draft {draft?.name ?? "none"}</Text>
                    <Text>Store {store.current?.name ?? "none"} {store.drafts.count}</Text>
                    <Button title="Rename" action="draft?.name = &quot;y&quot;"/>
                    <Button title="Force" action="draft!.name += &quot;!&quot;"/>
                    <Button title="Store" action="store.current?.name = &quot;z&quot;"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#
        let program = try GeneratedProgram(["Chains.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ChainProbe())
            try host.tap("Rename")
            try host.tap("Force")
            try host.tap("Store")
            print(host.render())
            """)
        #expect(output.contains(#"Text "Draft y!""#) && output.contains(#"Text "Store z 0""#), "\(output)")
        let directory = try TemporaryDirectory()
        let bad = xml.replacingOccurrences(of: "store.current?.name = ", with: "store.drafts.first?.name = ")
        let check = runTrellis(["check", try directory.write("Chains.xml", bad)], environment: toolchainEnvironment)
        #expect(check.errors.contains("cannot assign to property: `first` is a get-only property [TRL300]"), "\(check.errors)")
    }

    /// A view's value given to `Image` as `value` is TRL237, which shows how to place it.
    @Test func aViewValueGivenToImageShowsThePlacedSpelling() throws {
        let xml = #"""
            <view name="CircleImage" root="true">
              <let name="image" type="Image" default="Image(systemName: &quot;star&quot;)"/>
              <body>
                <Image value="{image}"><clipShape value="Circle()"/></Image>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", "--fast", try directory.write("CircleImage.xml", xml)])
        #expect(check.errors.contains("`Image` has no input `value`; to show the value `image` as a view, place it by its name, `<image>`, with its modifiers inside [TRL237]"), "\(check.errors)")
    }
}

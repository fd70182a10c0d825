import Foundation
import Testing
import TrellisTestSupport

/// `Bindable(model)` in a body, as SwiftUI writes it for an `@Observable` model the view holds
/// in a plain `let`: `Bindable(profile).name` binds the property, as `$profile.name` does through
/// a `bindable` declaration, inline or through a body `<let>`.
@Suite struct BindableInBodyTests {
    static let program = #"""
        <trellis>
          <model name="Profile" kind="observable">
            <property name="name" type="String" initial="&quot;Ada&quot;"/>
            <property name="city" type="String" initial="&quot;London&quot;"/>
          </model>
          <view name="ProfileEditor">
            <let name="profile" type="Profile"/>
            <body>
              <VStack>
                <let name="bindable" value="Bindable(profile)"/>
                <TextField title="Name" text="{bindable.name}"/>
                <TextField title="City" text="{Bindable(profile).city}"/>
              </VStack>
            </body>
          </view>
          <view name="ProfileScreen" root="true">
            <state name="profile" type="Profile" initial="Profile()"/>
            <body>
              <VStack>
                <Text>{profile.name} from {profile.city}</Text>
                <ProfileEditor profile="{profile}"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    /// Typing appends to a field's text; the parent's `Text` follows both edits.
    @Test func bindableMadeInABodyBindsTheModelsProperties() throws {
        let directory = try TemporaryDirectory()
        let checked = runTrellis(["check", try directory.write("Profile.xml", Self.program)])
        #expect(checked.status == 0, "\(checked.errors)")
        let program = try GeneratedProgram(["Profile.xml": Self.program])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ProfileScreen())
            try host.type("Grace", into: "Name")
            try host.type("Arlington", into: "City")
            print(host.render())
            """)
        #expect(output.contains(#"Text "AdaGrace from LondonArlington""#), "\(output)")
    }

    /// A property the model lacks is reported at its name, as on `$profile.cty`.
    @Test func anUnknownPropertyThroughBindableIsReported() throws {
        let wrong = Self.program.replacingOccurrences(of: "{Bindable(profile).city}", with: "{Bindable(profile).cty}")
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Profile.xml", wrong)])
        let findings = result.errors.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(findings.count == 1, "\(result.errors)")
        #expect(findings.first?.contains("Profile.xml:12:58: error:") == true && findings.first?.contains("[TRL105]") == true, "\(result.errors)")
    }
}

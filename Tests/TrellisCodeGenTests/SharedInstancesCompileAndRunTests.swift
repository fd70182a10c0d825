import Foundation
import Testing
import TrellisTestSupport

/// A model's shared instance (`static let shared`), observed or, deliberately, owned:
/// `trellis build`, swiftc with warnings as errors, then the program.
@Suite struct SharedInstancesCompileAndRunTests {
    /// `@ObservedObject var settings = AppSettings.shared` is right SwiftUI: the instance exists
    /// already, so no TRL201, and both spellings observe the same object.
    @Test func observedSharedInstancesCompileAndShareOneObject() throws {
        let program = try GeneratedProgram(["Settings.xml": #"""
            <trellis>
              <model name="AppSettings">
                <property name="shared" type="AppSettings" static="true" initial="AppSettings()"/>
                <published name="theme" type="String" initial="&quot;light&quot;"/>
              </model>
              <view name="SettingsScreen" root="true">
                <observedObject name="settings" type="AppSettings" initial="AppSettings.shared"/>
                <observedObject name="other" type="AppSettings" initial=".shared"/>
                <body>
                  <VStack>
                    <Text>{settings.theme} {other.theme}</Text>
                    <Button title="Dark" action="settings.theme = &quot;dark&quot;"/>
                    <Owner/>
                  </VStack>
                </body>
              </view>
              <view name="Owner">
                <stateObject name="settings" type="AppSettings" initial=".shared" allow="TRL218" reason="the app's settings live as long as the app"/>
                <body>
                  <Text>owner {settings.theme}</Text>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(SettingsScreen())
            print(host.render())
            try host.tap("Dark")
            print(host.render())
            """)
        #expect(output.contains(#"Text "light light""#), "\(output)")
        #expect(output.contains(#"Text "dark dark""#), "\(output)")
        #expect(output.contains(#"Text "owner dark""#), "\(output)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// The spellings NetNewsWire's first tries met, each written as a SwiftUI developer writes it:
/// they check clean with both passes, compile with zero warnings and run as SwiftUI runs them.
@Suite struct NetNewsWireSpellingsTests {
    static let settingsXML = #"""
        <trellis>
          <struct name="Contributor" identifiable="true">
            <let name="id" type="String"/>
            <let name="name" type="String"/>
          </struct>
          <view name="SafariSheet" external="true">
            <let name="url" type="URL"/>
          </view>
          <view name="SettingsProbe" root="true">
            <let name="host" type="String" static="true" initial="&quot;https://example.com&quot;"/>
            <let name="helpURL" type="URL" static="true" initial="URL(string: host + &quot;/help&quot;)!"/>
            <state name="refreshes" type="Int" initial="0"/>
            <state name="later" type="Int" initial="0"/>
            <state name="showHelp" type="Bool" initial="false"/>
            <state name="attributed" type="AttributedString" initial="AttributedString(&quot;Styled&quot;)"/>
            <state name="people" type="[Contributor]" initial="[Contributor(id: &quot;a&quot;, name: &quot;Ada&quot;)]"/>
            <environment name="openURL" key="\.openURL"/>
            <computed name="footer">
              <Button title="Show help" action="showHelp = true"/>
            </computed>
            <body>
              <List>
                <Section>
                  <LabeledContent>
                    <Text verbatim="On My iPhone"/>
                    <label><Text comment="Account row">Account</Text></label>
                  </LabeledContent>
                  <LabeledContent title="Feeds" value="{String(refreshes)}"/>
                  <Text>{attributed}<textSelection value=".enabled"/></Text>
                  <Text>Later {later}<minimumScaleFactor value="0.8"/><truncationMode value=".middle"/><monospacedDigit/></Text>
                  <Image systemName="star"><imageScale value=".small"/><symbolRenderingMode value=".hierarchical"/></Image>
                  <Button title="Help" action="openURL(Self.helpURL)"><help value="Open the help"/></Button>
                  <Button title="Later" action="Task { @MainActor in later += 1 }"/>
                  <footer>
                    {footer}
                  </footer>
                </Section>
                <ForEach data="people" item="person"><Text>{person.name}</Text></ForEach>
                <foregroundStyle value="refreshes > 0 ? AnyShapeStyle(.primary) : AnyShapeStyle(.secondary)"/>
                <onReceive publisher="NotificationCenter.default.publisher(for: Notification.Name(&quot;SettingsProbeRefresh&quot;))" perform="_ in refreshes += 1"/>
                <sheet isPresented="{$showHelp}">
                  <SafariSheet url="Self.helpURL"/>
                </sheet>
                <scenePadding edges=".horizontal"/>
              </List>
            </body>
          </view>
        </trellis>
        """#

    static let safariSwift = """
        import Foundation
        import Trellis

        struct SafariSheet: View {
            let url: URL
            var body: some View { Text(verbatim: "Safari \\(url.absoluteString)") }
        }
        """

    /// A view's `static let` read as `Self.helpURL`, `Text(_:comment:)`, `LabeledContent`, the text
    /// layout modifiers, `AnyShapeStyle`, `AttributedString`, `Task { @MainActor in }`, a computed
    /// view placed by a hole in a `Section`'s footer, a view written in Swift declared by its stored
    /// property, and `onReceive` of a `NotificationCenter` publisher written with Swift's names, `publisher` and `perform`.
    @Test func theSettingsSpellingsCheckCompileAndRun() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Settings.xml", Self.settingsXML)
        let swift = try directory.write("SafariSheet.swift", Self.safariSwift)
        let check = runTrellis(["check", file, swift])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["Settings.xml": Self.settingsXML])
        let output = try program.run(main: """
            import Foundation
            import Trellis
            struct SafariSheet: View {
                let url: URL
                var body: some View { Text(verbatim: "Safari \\(url.absoluteString)") }
            }
            let host = ViewHost(SettingsProbe())
            print(host.render())
            print(try host.appearance(of: "Later 0").modifiers)
            try host.tap("Help")
            print("opened \\(host.openedURLs.map(\\.absoluteString))")
            NotificationCenter.default.post(name: Notification.Name("SettingsProbeRefresh"), object: nil)
            try host.tap("Later")
            for _ in 0..<20 { await Task.yield() }
            try host.tap("Show help")
            print(host.render())
            """)
        #expect(output.contains("LabeledContent \"Account\"\n      Text \"On My iPhone\""), "\(output)")
        #expect(output.contains(#"Text "Styled""#) && output.contains(#"Text "Ada""#), "\(output)")
        #expect(output.contains(#"["minimumScaleFactor(0.8)", "truncationMode(.middle)", "monospacedDigit()", "scenePadding(.horizontal)"]"#), "\(output)")
        #expect(output.contains(#"opened ["https://example.com/help"]"#), "\(output)")
        #expect(output.contains(#"Text "Later 1""#), "\(output)")
        #expect(output.contains("LabeledContent \"Feeds\"\n      Text \"1\""), "a notification reached the list: \(output)")
        #expect(output.contains("Safari https://example.com/help"), "\(output)")
    }

    /// A static constant read by its name alone is TRL253, as Swift rejects it.
    @Test func aStaticConstantReadByNameIsAnError() throws {
        let xml = #"""
            <view name="Help" root="true">
              <let name="helpURL" type="URL" static="true" initial="URL(string: &quot;https://example.com&quot;)!"/>
              <environment name="openURL" key="\.openURL"/>
              <body>
                <Button title="Help" action="openURL(helpURL)"/>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", "--fast", try directory.write("Help.xml", xml)])
        #expect(check.errors.contains("static member `helpURL` cannot be used on an instance of `Help`; write `Self.helpURL` [TRL253]"), "\(check.errors)")
    }
}

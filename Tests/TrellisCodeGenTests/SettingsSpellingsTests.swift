import Foundation
import Testing
import TrellisTestSupport

/// Spellings of IceCubesApp's settings screens, as a SwiftUI developer first writes them
/// (`Tests/FirstTries/IceCubes`): `@Bindable var preferences = preferences` in a body, a
/// view-building function used with modifiers inside, `onChange`'s closure written as the
/// element's code, `onAppear(perform:)`, helper functions overloaded by labels, a `String` enum's
/// raw values written as text, an `identifiable` enum with associated values and its own `id`,
/// `scrollContentBackground` and `presentationDetents`. Each checks clean, compiles, and runs.
@Suite struct SettingsSpellingsTests {
    static let program = #"""
        <trellis>
          <enum name="ShareBehavior" rawType="String" caseIterable="true">
            <case name="linkOnly" rawValue="link_only"/>
            <case name="linkAndText" rawValue="link-and-text"/>
          </enum>
          <enum name="SettingsSheet" identifiable="true">
            <case name="filters"/>
            <case name="edit">
              <value name="title" type="String"/>
            </case>
            <computed name="id" type="String">
              switch self {
              case .filters:
                return "filters"
              case .edit(let title):
                return "edit-\(title)"
              }
            </computed>
          </enum>
          <model name="Preferences" kind="observable">
            <var name="hapticsEnabled" type="Bool" initial="true"/>
            <var name="muteVideo" type="Bool" initial="false"/>
            <var name="shareBehavior" type="ShareBehavior" initial=".linkOnly"/>
            <var name="log" type="[String]" initial="[]"/>
            <var name="sheet" type="SettingsSheet?" initial="nil"/>
          </model>
          <view name="PreferencesScreen">
            <environment name="preferences" type="Preferences"/>
            <function name="flagToggle" returns="some View">
              <parameter name="isOn" type="Binding&lt;Bool&gt;"/>
              <parameter name="title" type="String"/>
              <Toggle title="{title}" isOn="{isOn}"/>
            </function>
            <function name="record">
              record(value: "appeared")
            </function>
            <function name="record" parameters="value: String">
              preferences.log.append(value)
            </function>
            <body>
              <bindable name="preferences" initial="preferences"/>
              <Form>
                <flagToggle isOn="{$preferences.hapticsEnabled}" title="Haptics"/>
                <flagToggle isOn="{$preferences.muteVideo}" title="Mute">
                  <disabled value="{!preferences.hapticsEnabled}"/>
                  <onChange of="{preferences.muteVideo}">
                    _, muted in
                    record(value: muted ? "muted" : "unmuted")
                  </onChange>
                </flagToggle>
                <Text>Share: {preferences.shareBehavior.rawValue}</Text>
                <Text>Last: {preferences.log.last ?? "none"}</Text>
                <Text>Sheet: {preferences.sheet?.id ?? "none"}</Text>
                <Button title="Edit" action="preferences.sheet = .edit(title: &quot;name&quot;)"/>
                <scrollContentBackground value=".hidden"/>
                <onAppear perform="record"/>
              </Form>
            </body>
          </view>
          <view name="PreferencesHost" root="true">
            <state name="preferences" type="Preferences" initial="Preferences()"/>
            <body>
              <PreferencesScreen>
                <environment value="{preferences}"/>
                <presentationDetents value="[.medium, .large]"/>
              </PreferencesScreen>
            </body>
          </view>
        </trellis>
        """#

    @Test func settingsSpellingsCheckCompileAndRun() throws {
        let directory = try TemporaryDirectory()
        let checked = runTrellis(["check", "--fast", try directory.write("Settings.xml", Self.program)])
        #expect(checked.status == 0, "\(checked.errors)")
        let program = try GeneratedProgram(["Settings.xml": Self.program])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(PreferencesHost())
            print(host.render())
            try host.toggle("Mute")
            try host.tap("Edit")
            print(host.render())
            let appearance = try host.appearance(of: "Share: link_only")
            print("background:", appearance.scrollContentBackground, "detents:", appearance.presentationDetents)
            try host.toggle("Haptics")
            do {
                try host.toggle("Mute")
                print("toggled a disabled toggle")
            } catch {
                print("refused")
            }
            """)
        // `onAppear(perform: record)` calls `record()`, which calls `record(value:)`.
        #expect(output.contains(#"Text "Last: appeared""#), "\(output)")
        // The modified function's toggle binds through `$preferences`, and its `onChange` runs.
        #expect(output.contains(#"Text "Last: muted""#), "\(output)")
        #expect(output.contains(#"Text "Sheet: edit-name""#), "\(output)")
        #expect(output.contains("background: hidden detents: [\"large\", \"medium\"]"), "\(output)")
        // `disabled` written inside the function's element applies to its toggle.
        #expect(output.contains("refused"), "\(output)")
    }

    /// A view's own `badge(for:)` beside SwiftUI's `badge(_:)`: an element whose attributes fit
    /// the function places it, as Swift's overload resolution picks it; `value` is the modifier's.
    static let badgeProgram = #"""
        <trellis>
          <view name="Inbox" root="true">
            <state name="count" type="Int" initial="3"/>
            <function name="badge" returns="some View">
              <parameter name="cents" label="for" type="Int"/>
              <Text>Badge {cents}</Text>
            </function>
            <body>
              <List>
                <Label title="Mail" systemImage="tray">
                  <badge value="{count}"/>
                </Label>
                <badge for="{count}"/>
              </List>
            </body>
          </view>
        </trellis>
        """#

    @Test func aFunctionNamedLikeAModifierIsPlacedWhereItsArgumentsFit() throws {
        let directory = try TemporaryDirectory()
        let checked = runTrellis(["check", "--fast", try directory.write("Inbox.xml", Self.badgeProgram)])
        #expect(checked.status == 0, "\(checked.errors)")
        let program = try GeneratedProgram(["Inbox.xml": Self.badgeProgram])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            print(ViewHost(Inbox()).render())
            """)
        #expect(output.contains(#"Text "Badge 3""#), "\(output)")
    }

    /// An attribute that names no parameter of the function nor of the modifier is reported once.
    @Test func aUseFittingNeitherTheFunctionNorTheModifierIsReported() throws {
        let wrong = Self.badgeProgram.replacingOccurrences(of: #"<badge for="{count}"/>"#, with: #"<badge fr="{count}"/>"#)
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Inbox.xml", wrong)])
        let errors = result.errors.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(result.errors)")
    }
}

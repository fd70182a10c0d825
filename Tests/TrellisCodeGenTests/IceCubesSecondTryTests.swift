import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// The spellings IceCubesApp's second first try met (`DisplaySettingsView`, `EditAccountView`
/// and their models in `Tests/FirstTries/IceCubes`), each written as a SwiftUI developer writes
/// it: a model's `var` whose type Swift infers from its value, `NSLocalizedString`,
/// `ColorPicker`, a model nested in a model, an enum case named `public`, a `static let` with
/// its value in an extension, and `transition(_:)`. They check clean with both passes, compile
/// with zero warnings and run as SwiftUI runs them.
@Suite struct IceCubesSecondTryTests {
    static let screens = #"""
        <trellis>
          <model name="Palette" kind="observable">
            <let name="shared" type="Palette" initial="Palette()" static="true"/>
            <var name="tintColor" type="Color" initial="Color.blue"/>
            <var name="lineSpacing" type="Double" initial="1.2"/>
            <enum name="Style" rawType="String" caseIterable="true">
              <case name="plain"/>
              <case name="bold"/>
            </enum>
            <var name="style" type="Style" initial=".plain"/>
          </model>
          <model name="LocalValues" kind="observable">
            <var name="tintColor" initial="Palette.shared.tintColor"/>
            <var name="lineSpacing" initial="Palette.shared.lineSpacing"/>
            <var name="style" initial="Palette.shared.style"/>
            <var name="copy" initial="Palette.shared.tintColor"/>
            <let name="palette" initial="Palette()"/>
            <var name="count" initial="3"/>
          </model>
          <model name="Editor" kind="observable">
            <model name="Field" kind="observable" identifiable="true">
              <let name="id" type="String" initial="UUID().uuidString"/>
              <var name="name" type="String" initial="&quot;&quot;"/>
              <init parameters="name: String">
                self.name = name
              </init>
            </model>
            <var name="fields" type="[Field]" initial="[Field(name: &quot;Field 1&quot;)]"/>
            <function name="addField">
              fields.append(Field(name: "Field \(fields.count + 1)"))
            </function>
          </model>
          <enum name="Audience" rawType="String" caseIterable="true">
            <case name="home"/>
            <case name="public"/>
            <computed name="title" type="String">
              switch self {
              case .home:
                NSLocalizedString("audience.home", comment: "")
              case .public:
                NSLocalizedString("audience.public", comment: "the public timeline")
              }
            </computed>
          </enum>
          <extension type="Audience">
            <let name="shown" type="[Audience]" initial="[.public, .home]" static="true"/>
          </extension>
          <view name="SecondTryScreen" root="true">
            <state name="values" initial="LocalValues()"/>
            <state name="editor" initial="Editor()"/>
            <state name="showsDetails" initial="false"/>
            <body>
              <VStack>
                <ColorPicker title="Tint" selection="{$values.tintColor}"/>
                <ColorPicker title="Copy" selection="{$values.copy}" supportsOpacity="false"/>
                <Text>Spacing {values.lineSpacing}, {values.style.rawValue}, {values.count}, {values.palette.lineSpacing}</Text>
                <ForEach items="{Audience.shown}" id="\.self" item="audience">
                  <Text>{audience.title} ({audience.rawValue})</Text>
                </ForEach>
                <ForEach items="{$editor.fields}" item="$field">
                  <TextField title="Name" text="{$field.name}"/>
                </ForEach>
                <Button title="Add field" action="editor.addField()"/>
                <Button title="Details" action="withAnimation { showsDetails.toggle() }"/>
                <if condition="showsDetails">
                  <Text>More details<transition value=".move(edge: .top).combined(with: .opacity)"/></Text>
                </if>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    /// Every spelling at once, through both passes and at run time: the inferred types are the
    /// declared ones (`Color` from `Palette.shared.tintColor`), the picker changes the colour it is
    /// bound to, the nested model is `Editor.Field` (by its short name in `Editor`'s values and
    /// code), `.public` is the case named `public`,
    /// `NSLocalizedString` gives its key, the extension's static is generated with its value, and
    /// the transition is recorded.
    @Test func theSecondTrysSpellingsCheckCompileAndRun() throws {
        let xml = Self.screens
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("SecondTry.xml", xml)])
        #expect(check.status == 0 && !check.errors.contains("error:") && !check.errors.contains("warning:"), "\(check.errors)")
        let program = try GeneratedProgram(["SecondTry.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(SecondTryScreen())
            print(host.render())
            try host.setColor(.red, in: "Tint")
            try host.tap("Add field")
            try host.tap("Details")
            print(host.render())
            print(try host.appearance(of: "More details").modifiers)
            """)
        #expect(output.contains("ColorPicker \"Tint\": blue"), "\(output)")
        #expect(output.contains("ColorPicker \"Copy\": blue"), "\(output)")
        #expect(output.contains("Text \"Spacing 1.2, plain, 3, 1.2\""), "\(output)")
        #expect(output.contains("Text \"audience.public (public)\""), "\(output)")
        #expect(output.contains("Text \"audience.home (home)\""), "\(output)")
        #expect(output.contains("ColorPicker \"Tint\": red"), "\(output)")
        #expect(output.contains("TextField \"Name\": \"Field 1\""), "\(output)")
        #expect(output.contains("TextField \"Name\": \"Field 2\""), "\(output)")
        #expect(output.contains("transition(.move(edge: .top).combined(with: .opacity))"), "\(output)")
    }

    /// A value that names no type by itself is one TRL136 at the value, asking for `type`; the
    /// property is still declared, so a view's uses of it (the `ColorPicker` bound to it) draw
    /// nothing more.
    @Test func aValueThatTellsNoTypeIsOneDiagnosticWithoutFollowOns() throws {
        let xml = Self.screens
            .replacingOccurrences(of: #"<var name="copy" initial="Palette.shared.tintColor"/>"#, with: #"<var name="copy" initial=".red"/>"#)
        let directory = try TemporaryDirectory()
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        let result = try driver.check([try directory.write("SecondTry.xml", xml)])
        let found = result.diagnostics.map { "\($0.location.line):\($0.location.column) \($0.code.rawValue) \($0.message.text)" }
        #expect(found == ["16:31 TRL136 cannot infer the type of `copy` from `.red`; write it in `type`"])
    }

    /// Inferred properties may read each other, in any order: `last` reads `first`, declared after it.
    @Test func inferredPropertiesReadEachOther() throws {
        let xml = #"""
            <trellis>
              <model name="Chain" kind="observable">
                <let name="shared" type="Chain" initial="Chain()" static="true"/>
                <var name="last" initial="Chain.shared.middle"/>
                <var name="middle" initial="Chain.shared.first"/>
                <var name="first" initial="Date.now"/>
              </model>
              <view name="ChainView" root="true">
                <state name="chain" initial="Chain()"/>
                <body>
                  <Text>{chain.last.timeIntervalSince1970 > 0 ? "later" : "earlier"}</Text>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        let result = try driver.check([try directory.write("Chain.xml", xml)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message.text))")
        let chain = try #require(result.program.model(named: "Chain"))
        #expect(chain.properties.map { "\($0.name.name): \($0.type.reference)" } == ["last: Date", "middle: Date", "first: Date"])
    }
}

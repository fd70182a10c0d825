import Foundation
import Testing
import TrellisTestSupport

/// `<tag value=".dark"/>` in a `Picker` over an enum: the tag's parameter is generic, so the
/// generated code names the selection's type (`Theme.dark`), as a SwiftUI developer would have to.
@Suite struct ImplicitTagMembersCompileAndRunTests {
    @Test func implicitMemberTagsSelectTheirCase() throws {
        let program = try GeneratedProgram(["Themes.xml": #"""
            <trellis>
              <enum name="Theme"><case name="light"/><case name="dark"/></enum>
              <view name="ThemePicker" root="true">
                <state name="theme" type="Theme" initial=".light"/>
                <state name="optionalTheme" type="Theme?" initial="nil"/>
                <body>
                  <VStack>
                    <Text>{theme == .dark ? "dark" : "light"} {optionalTheme == .dark ? "dark" : "none"}</Text>
                    <Picker title="Theme" selection="{$theme}">
                      <Text>Light<tag value=".light"/></Text>
                      <Text>Dark<tag value=".dark"/></Text>
                    </Picker>
                    <Picker title="Maybe" selection="{$optionalTheme}">
                      <Text>Dark too<tag value=".dark"/></Text>
                    </Picker>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ThemePicker())
            try host.select("Dark", in: "Theme")
            try host.select("Dark too", in: "Maybe")
            print(host.render())
            """)
        #expect(output.contains(#"Text "dark dark""#), "\(output)")
    }

    @Test func anUnknownCaseIsReportedAtTheTag() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Themes.xml", """
            <trellis>
              <enum name="Theme"><case name="light"/><case name="dark"/></enum>
              <view name="ThemePicker" root="true">
                <state name="theme" type="Theme" initial=".light"/>
                <body>
                  <Picker title="Theme" selection="{$theme}">
                    <Text>Dim<tag value=".dim"/></Text>
                  </Picker>
                </body>
              </view>
            </trellis>
            """)
        let result = runTrellis(["check", "--fast", path])
        #expect(result.status == 1)
        #expect(result.errors.contains("\(path):7:31: error: type `Theme` has no member `dim`"), "\(result.errors)")
    }
}

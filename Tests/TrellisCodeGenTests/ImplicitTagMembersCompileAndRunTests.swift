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

    /// SwiftUI infers `Tab(value: .settings)`'s type from the `TabView`'s selection.
    @Test func implicitMemberTabValuesSelectTheirCase() throws {
        let program = try GeneratedProgram(["Sections.xml": #"""
            <trellis>
              <enum name="Section"><case name="home"/><case name="settings"/></enum>
              <view name="Sections" root="true">
                <state name="section" type="Section" initial=".home"/>
                <body>
                  <TabView selection="{$section}">
                    <Tab title="Home" systemImage="house" value=".home">
                      <Text>{section == .home ? "at home" : "away"}</Text>
                    </Tab>
                    <Tab title="Settings" systemImage="gear" value=".settings">
                      <Text>{section == .settings ? "in settings" : "elsewhere"}</Text>
                    </Tab>
                  </TabView>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Sections())
            try host.selectTab("Settings")
            print(host.render())
            """)
        #expect(output.contains(#"Text "in settings""#), "\(output)")
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

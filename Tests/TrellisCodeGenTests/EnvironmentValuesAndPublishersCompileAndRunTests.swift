import Foundation
import Testing
import TrellisTestSupport

/// Custom environment values (`<environmentValue>`, Swift's `@Entry`) and `onReceive` from a
/// model's `$property`, met the way a user meets them: `trellis build`, swiftc with warnings as
/// errors, then the program.
@Suite struct EnvironmentValuesAndPublishersCompileAndRunTests {
    static let themes = #"""
        <struct name="Theme">
          <field name="name" type="String"/>
          <field name="standard" type="Theme" static="true" initial="Theme(name: &quot;Standard&quot;)"/>
        </struct>
        <environmentValue name="accentTheme" type="Theme" default=".standard"/>
        <environmentValue name="rowLimit" type="Int" default="3"/>
        """#

    /// A custom value reads its default where nothing above writes it; a write reaches the
    /// modified view and its descendants, the nearest write above a reader winning, and a new
    /// written value reaches the readers.
    @Test func aCustomEnvironmentValueFlowsDownFromTheNearestWrite() throws {
        let program = try GeneratedProgram(["Themes.xml": """
            <trellis>
              \(Self.themes)
              <view name="Home" root="true">
                <state name="night" type="Bool" initial="false"/>
                <body>
                  <VStack>
                    <Badge label="plain"/>
                    <VStack>
                      <Badge label="written"/>
                      <VStack>
                        <Badge label="nearest"/>
                        <environment key="\\.accentTheme" value="Theme(name: &quot;Inner&quot;)"/>
                        <environment key="\\.rowLimit" value="9"/>
                      </VStack>
                      <environment key="\\.accentTheme" value="Theme(name: night ? &quot;Night&quot; : &quot;Day&quot;)"/>
                    </VStack>
                    <Button title="Night" action="night = true"/>
                  </VStack>
                </body>
              </view>
              <view name="Badge">
                <let name="label" type="String"/>
                <environment name="theme" key="\\.accentTheme"/>
                <environment name="limit" key="\\.rowLimit" type="Int"/>
                <body>
                  <Text>{label}: {theme.name} {limit}</Text>
                </body>
              </view>
            </trellis>
            """])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Home())
            print(host.render())
            try host.tap("Night")
            print(host.render())
            """)
        let renders = output.components(separatedBy: "Button \"Night\"")
        #expect(renders.count == 3, "\(output)")
        #expect(renders[0].contains(#"Text "plain: Standard 3""#), "\(output)")
        #expect(renders[0].contains(#"Text "written: Day 3""#), "\(output)")
        #expect(renders[0].contains(#"Text "nearest: Inner 9""#), "\(output)")
        #expect(renders[1].contains(#"Text "written: Night 3""#), "\(output)")
        #expect(renders[1].contains(#"Text "nearest: Inner 9""#), "\(output)")
    }

    /// `onReceive(model.$title)` gets the current value when the view appears, then each new
    /// value, for a generated model and for one written in Swift with `@Published`; the
    /// subscription ends when the view leaves.
    @Test func onReceiveDeliversAPublishedPropertysValues() throws {
        let program = try GeneratedProgram(["Editor.xml": #"""
            <trellis>
              <model name="Editor">
                <published name="title" type="String" initial="&quot;Draft&quot;"/>
                <published name="count" type="Int" initial="0"/>
              </model>
              <model name="Clock" external="true">
                <published name="tick" type="Int"/>
              </model>
              <view name="Home" root="true">
                <stateObject name="editor" type="Editor" initial="Editor()"/>
                <stateObject name="clock" type="Clock" initial="Clock()"/>
                <state name="shown" type="Bool" initial="true"/>
                <body>
                  <VStack>
                    <Text>{editor.count}</Text>
                    <if condition="shown">
                      <Listener editor="{editor}" clock="{clock}"/>
                    </if>
                    <Button title="Rename" action="editor.title = &quot;Final&quot;; editor.count += 1"/>
                    <Button title="Tick" action="clock.tick += 1"/>
                    <Button title="Hide" action="shown = false"/>
                  </VStack>
                </body>
              </view>
              <view name="Listener">
                <observedObject name="editor" type="Editor"/>
                <observedObject name="clock" type="Clock"/>
                <body>
                  <Text>listening
                    <onReceive value="editor.$title" action="title in print(&quot;title \(title)&quot;)"/>
                    <onReceive value="clock.$tick" action="tick in print(&quot;tick \(tick)&quot;)"/>
                  </Text>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            final class Clock: ObservableObject {
                @Published var tick = 0
            }
            let host = ViewHost(Home())
            try host.tap("Rename")
            try host.tap("Tick")
            try host.tap("Hide")
            try host.tap("Rename")
            try host.tap("Tick")
            print(host.render())
            """)
        let lines = output.split(separator: "\n").filter { $0.hasPrefix("title ") || $0.hasPrefix("tick ") }
        #expect(lines == ["title Draft", "tick 0", "title Final", "tick 1"], "\(output)")
        #expect(output.contains(#"Text "2""#), "\(output)")
    }
}

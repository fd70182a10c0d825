import Foundation
import Testing
import TrellisTestSupport

/// Modifiers written after the one view of a modifier's content, or of a named slot, apply to
/// that view, as after the one view of an `if`: Swift's
/// `.safeAreaInset(edge: .bottom) { HStack { … }.padding() }`. After several views they are
/// an error that says where to write them.
@Suite struct ModifierContentModifierTests {
    static let screen = #"""
        <trellis>
          <view name="InsetBar" root="true">
            <state name="names" type="[String]" initial="[&quot;a&quot;]"/>
            <state name="seen" type="Int" initial="0"/>
            <body>
              <List>
                <ForEach items="names" id="\.self" item="name">
                  <Text>{name}</Text>
                </ForEach>
                <safeAreaInset edge=".bottom">
                  <HStack>
                    <Text>bar {seen}</Text>
                    <Button title="Add" action="names.append(&quot;b&quot;)"/>
                  </HStack>
                  <padding value="6"/>
                  <onAppear action="seen += 1"/>
                </safeAreaInset>
                <overlay>
                  <Button action="names.removeAll()">
                    <label>
                      <Text>Clear</Text>
                      <opacity value="0.5"/>
                    </label>
                  </Button>
                </overlay>
              </List>
            </body>
          </view>
        </trellis>
        """#

    @Test func modifiersAfterTheContentsOneViewApplyToIt() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("InsetBar.xml", Self.screen)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["InsetBar.xml": Self.screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(InsetBar())
            try host.tap("Add")
            print(host.render())
            print(try host.appearance(of: "bar 1").modifiers)
            print(try host.appearance(of: "Clear").modifiers)
            """)
        // The padding is the `HStack`'s, and its `onAppear` ran once.
        #expect(output.contains("padding(.all, 6)"), "\(output)")
        #expect(output.contains("Text \"bar 1\""), "\(output)")
        #expect(output.contains("Text \"b\""), "\(output)")
        #expect(output.contains("opacity(0.5)"), "\(output)")
    }

    @Test func aModifierAfterSeveralViewsOfTheContentIsAnError() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Bars.xml", #"""
            <trellis>
              <view name="Bars" root="true">
                <body>
                  <List>
                    <safeAreaInset edge=".bottom">
                      <Text>one</Text>
                      <Text>two</Text>
                      <padding/>
                    </safeAreaInset>
                  </List>
                </body>
              </view>
            </trellis>
            """#)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "8:11: error: modifier `padding` written after the views of `safeAreaInset`'s content modifies none of them; write it inside the view it is meant for, or put the views in a stack and write it after the stack's content [TRL010]",
        ], "\(result.errors)")
    }
}

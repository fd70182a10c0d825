import Foundation
import Testing
import TrellisTestSupport

/// An expression attribute written as one hole, as a call site's attributes are
/// (`isOn="{$flag}"`), means its expression: `<ForEach items="{model.names}">` is
/// `ForEach(model.names)`. Holes among other text are still TRL020.
@Suite struct BracedExpressionAttributeTests {
    static let screen = #"""
        <trellis>
          <model name="Names">
            <published name="names" type="[String]" initial="[&quot;Ada&quot;, &quot;Grace&quot;]"/>
          </model>
          <view name="Roster" root="true">
            <stateObject name="model" type="Names" initial="{Names()}"/>
            <state name="count" type="Int" initial="{ 0 }"/>
            <state name="showAll" type="Bool" initial="false"/>
            <body>
              <VStack>
                <ForEach items="{model.names}" id="\.self" item="name">
                  <Text>{name}</Text>
                </ForEach>
                <if condition="{showAll}">
                  <Text>all {count}</Text>
                </if>
                <Button title="Show" action="showAll = true; count += 1"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func aWholeAttributeInBracesIsItsExpression() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Roster.xml", Self.screen)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Roster.xml": Self.screen])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Roster())
            try host.tap("Show")
            print(host.render())
            """)
        #expect(output.contains("Text \"Ada\""), "\(output)")
        #expect(output.contains("Text \"Grace\""), "\(output)")
        #expect(output.contains("Text \"all 1\""), "\(output)")
    }

    @Test func holesAmongOtherTextAreNotAnExpression() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Two.xml", #"""
            <trellis>
              <view name="Two" root="true">
                <state name="a" type="Int" initial="{1}{2}"/>
                <body>
                  <VStack><Text>{a}</Text><if condition="{a > 0} {a > 1}"><Text>x</Text></if></VStack>
                </body>
              </view>
            </trellis>
            """#)
        let check = runTrellis(["check", "--fast", path])
        let headlines = check.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "3:41: error: `initial` is an expression; write it without `{` `}` [TRL020]",
            "5:46: error: `condition` is an expression; write it without `{` `}` [TRL020]",
        ], "\(check.errors)")
    }
}

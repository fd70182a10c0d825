import Foundation
import Testing
import TrellisTestSupport

/// Modifiers after the one view of an `if`, `else` or `case` apply to it, as SwiftUI's
/// `if let order { HStack { … }.frame(maxWidth: .infinity) }` does; an unknown attribute
/// that stands for Swift's unlabeled argument suggests the parameter's name.
@Suite struct BranchModifierTests {
    static let screen = #"""
        <trellis>
          <view name="Branches" root="true">
            <state name="flag" type="Bool" initial="true"/>
            <state name="count" type="Int" initial="0"/>
            <body>
              <VStack>
                <if condition="flag">
                  <Text>on</Text>
                  <padding value="4"/>
                </if>
                <else>
                  <Text>off</Text>
                  <bold/>
                </else>
                <switch value="count">
                  <case pattern="0">
                    <Text>zero</Text>
                    <opacity value="0.5"/>
                  </case>
                  <default><Text>more</Text></default>
                </switch>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func modifiersAfterABranchsOneViewApplyToIt() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Branches.xml", Self.screen)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Branches.xml": Self.screen])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Branches())
            print(try host.appearance(of: "on").modifiers)
            print(try host.appearance(of: "zero").modifiers)
            """)
        #expect(output.contains("padding(.all, 4)"), "\(output)")
        #expect(output.contains("opacity(0.5)"), "\(output)")
    }

    @Test func swiftsNameOfAnUnlabeledArgumentSuggestsTheParameter() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Border.xml", #"""
            <trellis>
              <view name="Border" root="true">
                <body>
                  <Circle><opacity opacity="0.5"/></Circle>
                </body>
              </view>
            </trellis>
            """#)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == ["4:24: error: `opacity` has no input `opacity`; did you mean `value` [TRL111]"], "\(result.errors)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// `self.name` in a view's code means the view's member, as in a SwiftUI view struct, past any
/// local or parameter of the same name: it checks clean, compiles with zero warnings and runs.
@Suite struct SelfMembersInViewCodeTests {
    static let screen = #"""
        <trellis>
          <model name="Tally" kind="observable">
            <property name="total" type="Int" initial="0"/>
          </model>
          <view name="SelfSpellings" root="true">
            <let name="step" type="Int" default="2"/>
            <state name="count" type="Int" initial="0"/>
            <state name="title" type="String" initial="&quot;none&quot;"/>
            <state name="flag" type="Bool" initial="false"/>
            <state name="tally" type="Tally" initial="Tally()"/>
            <computed name="doubled" type="Int" value="self.count * 2"/>
            <function name="add">
              <parameter name="count" type="Int"/>
              self.count += count
              self.tally.total += self.step
            </function>
            <function name="rename">
              let title = "n\(self.count)"
              self.title = title
              self.flag.toggle()
            </function>
            <function name="label" returns="String">
              return "\(self.title) \(self.doubled)"
            </function>
            <body>
              <VStack>
                <Text>{self.label()} {count} {flag} {tally.total}</Text>
                <Button title="Add" action="let step = 10; self.add(count: step)"/>
                <Button title="Rename" action="self.rename()"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func selfMembersCheckCleanCompileAndRun() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("SelfSpellings.xml", Self.screen)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["SelfSpellings.xml": Self.screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(SelfSpellings())
            try host.tap("Add")
            try host.tap("Rename")
            print(host.render())
            """)
        // `count` the parameter is 10, `self.count` the state; `title` the local names the state's new value.
        #expect(output.contains("Text \"n10 20 10 true 2\""), "\(output)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// `#available` and `#unavailable` as a SwiftUI developer writes them, in a body's `<if>` and in
/// an action: built (the fast pass clean), compiled by swiftc and run. The runtime runs on this
/// machine, which the `*` covers, so every `#available(..., *)` is true and every
/// `#unavailable(...)` false.
@Suite struct AvailabilityCompileAndRunTests {
    static let screen = #"""
        <trellis>
          <view name="Zoom" root="true">
            <state name="count" type="Int" initial="0"/>
            <body>
              <VStack>
                <if condition="#available(iOS 17, macOS 14, *)">
                  <Text>New {count}</Text>
                </if>
                <else>
                  <Text>Old {count}</Text>
                </else>
                <if condition="#unavailable(iOS 18), count >= 0">
                  <Text>Before iOS 18</Text>
                </if>
                <Button title="Add" action="if #available(iOS 17.0, *) { count += 1 } else { count += 10 }"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func theNewestBranchRunsInBodiesAndActions() throws {
        let program = try GeneratedProgram(["Zoom.xml": Self.screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        #expect(program.generated.values.contains { $0.contains("if #available(iOS 17, macOS 14, *) {") && $0.contains("if #unavailable(iOS 18), ") })
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Zoom())
            try host.tap("Add")
            print(host.render())
            """)
        #expect(output == """
            VStack
              Text "New 1"
              Button "Add"

            """)
    }
}

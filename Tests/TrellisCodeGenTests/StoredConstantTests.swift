import Foundation
import Testing
import TrellisTestSupport

/// A view's `<let name initial>` is Swift's stored `let`: each view value makes it once, so the
/// view's own updates keep it and a parent's update, which creates the view value again, makes a
/// new one, as SwiftUI does with `let tally = Tally()`.
@Suite struct StoredConstantTests {
    static let xml = #"""
        <trellis>
          <model name="Tally" kind="observable">
            <var name="count" type="Int" initial="0"/>
          </model>
          <view name="TallyRow">
            <let name="title" type="String"/>
            <let name="tally" type="Tally" initial="Tally()" allow="TRL234" reason="shows what a parent's update does to a constant"/>
            <let name="step" type="Int" initial="2"/>
            <body>
              <VStack>
                <Text>{title}: {tally.count}</Text>
                <Button title="Add" action="tally.count += step"/>
              </VStack>
            </body>
          </view>
          <view name="TallyScreen" root="true">
            <state name="round" type="Int" initial="1"/>
            <body>
              <VStack>
                <TallyRow title="Round {round}"/>
                <Button title="Next round" action="round += 1"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func theViewsOwnUpdatesKeepTheConstantAndTheParentsMakeANewOne() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Tally.xml", Self.xml)
        let check = runTrellis(["check", "--fast", path])
        #expect(check.errors.isEmpty, "\(check.errors)")
        let program = try GeneratedProgram(["Tally.xml": Self.xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(TallyScreen())
            try host.tap("Add")
            try host.tap("Add")
            print(host.render().contains("Round 1: 4") ? "kept" : host.render())
            try host.tap("Next round")
            print(host.render().contains("Round 2: 0") ? "made again" : host.render())
            """)
        #expect(output == "kept\nmade again\n", "\(output)")
    }
}

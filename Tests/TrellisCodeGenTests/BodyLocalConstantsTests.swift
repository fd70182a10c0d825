import Foundation
import Testing
import TrellisTestSupport

/// `<let name value/>` among a body's views is Swift's `let total = ...` in a `ViewBuilder`: the
/// views after it see the name, in a body, a computed view, a `ForEach` row and a container, and
/// the screen follows what the value reads.
@Suite struct BodyLocalConstantsTests {
    static let screen = #"""
        <view name="Totals" root="true">
          <state name="items" type="[Int]" initial="[3, 4]"/>
          <computed name="summary">
            <let name="total" value="items.reduce(0, +)"/>
            <Text>total {total}</Text>
          </computed>
          <body>
            <VStack>
              <let name="count" type="Int" value="items.count"/>
              <let name="doubled" value="count * 2"/>
              <Text>{count} items, {doubled}</Text>
              <summary/>
              <ForEach items="items" id="\.self" item="item">
                <let name="square" value="item * item"/>
                <if condition="square > 10">
                  <Text>{item} squared is {square}</Text>
                </if>
              </ForEach>
              <Button title="add" action="items.append(5)"/>
            </VStack>
          </body>
        </view>
        """#

    @Test func theViewsAfterALetSeeItsValue() throws {
        let program = try GeneratedProgram(["Totals.xml": Self.screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Totals())
            print(host.render())
            try host.tap("add")
            print(host.render())
            """)
        #expect(output.contains("""
            VStack
              Text "2 items, 4"
              Text "total 7"
              Text "4 squared is 16"
              Button "add"
            VStack
              Text "3 items, 6"
              Text "total 12"
              Text "4 squared is 16"
              Text "5 squared is 25"
              Button "add"
            """), "\(output)")
    }

    /// Its value is checked against its `type` (TRL112, and its uses with that type, as swiftc
    /// would), a name never read is TRL152, and the views before it do not see it (TRL103), as in Swift.
    @Test func aLetIsCheckedAsSwiftChecksOne() throws {
        let wrong = Self.screen
            .replacingOccurrences(of: #"<let name="count" type="Int" value="items.count"/>"#, with: #"<Text>{count}</Text><let name="count" type="String" value="items.count"/>"#)
            .replacingOccurrences(of: #"<Button title="add""#, with: #"<let name="unused" value="1"/><Button title="add""#)
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Totals.xml", wrong)])
        let codes = result.errors.split(separator: "\n").compactMap { line -> String? in
            guard line.contains(": error: ") || line.contains(": warning: "), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[open...])
        }
        #expect(codes == ["[TRL103]", "[TRL112]", "[TRL112]", "[TRL152]"], "\(result.errors)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// Spellings a SwiftUI developer writes on a first try, each as SwiftUI spells it: they check
/// clean, compile with zero warnings and run as SwiftUI runs them.
@Suite struct FirstSpellingsTests {
    static let screen = #"""
        <trellis>
          <view name="Spellings" root="true">
            <state name="count" type="Int" initial="0"/>
            <state name="longSide" type="Double" initial="3"/>
            <state name="flag" type="Bool" initial="false"/>
            <state name="log" type="[String]" initial="[]"/>
            <state name="due" type="Date" initial="Date(timeIntervalSince1970: 0)"/>
            <environment name="colorScheme" key="\.colorScheme"/>
            <computed name="area" type="Double" value="2 * longSide"/>
            <body>
              <VStack>
                <Text>{count} {area} {flag} {log.joined(separator: &quot;,&quot;)}<padding value="[.top, .horizontal]"/></Text>
                <Text>edges<padding value=".horizontal"/><padding edges="[.top, .leading]" length="4"/></Text>
                <Toggle title="Flag" isOn="{Binding(get: { flag }, set: { flag = $0; log.append(&quot;set&quot;) })}"/>
                <DatePicker title="Due" selection="{$due}" displayedComponents="[.date, .hourAndMinute]"/>
                <Button title="Add" action="count += 1"/>
                <onChange of="count" action="oldValue, newValue in log.append(&quot;\(oldValue)>\(newValue)&quot;)"/>
                <onChange of="count" initial="true" action="log.append(&quot;seen \(count)&quot;)"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func theyCheckCleanCompileAndRun() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Spellings.xml", Self.screen)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Spellings.xml": Self.screen])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Spellings())
            print(host.render())
            try host.tap("Add")
            try host.toggle("Flag")
            print(host.render())
            """)
        // `initial` ran the action when the view appeared; `2 * longSide` is a Double.
        #expect(output.contains("Text \"0 6.0 false seen 0\""), "\(output)")
        #expect(output.contains("Text \"1 6.0 true seen 0,seen 1,0>1,set\""), "\(output)")
    }

    /// `throw` in a throwing function, caught by the action that calls it.
    @Test func throwLeavesAThrowingFunction() throws {
        let program = try GeneratedProgram(["Validation.xml": #"""
            <trellis>
              <struct name="Invalid" external="true" protocols="Error"/>
              <view name="Validation" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="message" type="String" initial="&quot;&quot;"/>
                <function name="validate" throws="true">
                  <parameter name="n" type="Int"/>
                  guard n &lt; 2 else { throw Invalid() }
                </function>
                <body>
                  <VStack>
                    <Text>{count} {message}</Text>
                    <Button title="Add" action="do { try validate(n: count); count += 1 } catch { message = &quot;too many&quot; }"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            struct Invalid: Error {}
            let host = ViewHost(Validation())
            for _ in 0..<3 { try host.tap("Add") }
            print(host.render())
            """)
        #expect(output.contains("Text \"2 too many\""), "\(output)")
    }

    /// An attribute named as SwiftUI names the parameter (`keyPath` for `key`, `data` for
    /// `items`) is reported once, with a fix-it, and read as what it means: `colorScheme` is
    /// still declared and the rows still checked, so only a real mistake inside is reported too.
    @Test func anAttributeNamedAsSwiftUINamesItIsReportedOnceAndStillRead() throws {
        let xml = #"""
            <trellis>
              <view name="Names" root="true">
                <state name="names" type="[String]" initial="[&quot;Ana&quot;]"/>
                <environment name="colorScheme" keyPath="\.colorScheme"/>
                <body>
                  <List>
                    <ForEach data="names" id="\.self" item="name">
                      <Text>{nme}</Text>
                    </ForEach>
                    <if condition="colorScheme == .dark"><Text>Dark</Text></if>
                  </List>
                </body>
              </view>
            </trellis>
            """#
        let directory = try TemporaryDirectory()
        let path = try directory.write("Names.xml", xml)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == [
            "4:37: error: attribute `keyPath` is not allowed on `environment`; did you mean `key` [TRL010]",
            "7:18: error: attribute `data` is not allowed on `ForEach`; did you mean `items` [TRL010]",
            "8:18: error: unknown identifier `nme`; did you mean `name` [TRL103]",
        ], "\(result.errors)")
        #expect(result.errors.contains("fix-it: rename `keyPath` to `key`"), "\(result.errors)")
        #expect(result.errors.contains("fix-it: rename `data` to `items`"), "\(result.errors)")
    }

    /// `[.top, .sideways]`: each member of an option set's array literal is checked.
    @Test func anOptionSetsUnknownMemberIsReported() throws {
        let directory = try TemporaryDirectory()
        let xml = Self.screen.replacingOccurrences(of: "[.top, .leading]", with: "[.top, .sideways]")
        let result = runTrellis(["check", "--fast", try directory.write("Spellings.xml", xml)])
        #expect(result.status == 1)
        #expect(result.errors.contains("error: `Edge.Set` has no member `.sideways`"), "\(result.errors)")
        #expect(result.errors.components(separatedBy: " error: ").count == 2, "\(result.errors)")
    }
}

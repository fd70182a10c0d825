import Foundation
import Testing
import TrellisTestSupport

/// Code written inside a declared modifier's element is its trailing closure, as a SwiftUI
/// developer writes `.onTapGesture { taps += 1 }`; a child element named as the closure's
/// parameter (`<action>`) is that argument, as `Button`'s is; `contentShape` is declared.
@Suite struct ModifierTrailingClosureTests {
    static let screen = #"""
        <trellis>
          <view name="Taps" root="true">
            <state name="count" type="Int" initial="0"/>
            <body>
              <VStack>
                <Text>Count {count}</Text>
                <Text>one
                  <onTapGesture>count += 1</onTapGesture>
                </Text>
                <Text>ten
                  <contentShape value="Rectangle()"/>
                  <onTapGesture count="1">
                    count += 10
                  </onTapGesture>
                </Text>
                <Text>hundred
                  <onTapGesture><action>count += 100</action></onTapGesture>
                </Text>
                <Text>reset<onLongPressGesture><![CDATA[if count > 0 { count = 0 }]]></onLongPressGesture></Text>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func codeInsideAModifierIsItsTrailingClosure() throws {
        let directory = try TemporaryDirectory()
        let check = runTrellis(["check", try directory.write("Taps.xml", Self.screen)])
        #expect(check.status == 0, "\(check.errors)")
        let program = try GeneratedProgram(["Taps.xml": Self.screen])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Taps())
            try host.tap("one")
            try host.tap("ten")
            try host.tap("hundred")
            print(host.render())
            try host.longPress("reset")
            print(host.render())
            print(try host.appearance(of: "ten").modifiers)
            """)
        #expect(output.contains("Text \"Count 111\""), "\(output)")
        #expect(output.contains("Text \"Count 0\""), "\(output)")
        #expect(output.contains("contentShape(Rectangle)"), "\(output)")
    }

    @Test func anAttributeNamedBySwiftsLabelSuggestsItsParameter() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Label.xml", #"""
            <trellis>
              <view name="Label" root="true">
                <state name="count" type="Int" initial="0"/>
                <body>
                  <Text>{count}<onTapGesture perform="count += 1"/></Text>
                </body>
              </view>
            </trellis>
            """#)
        let result = runTrellis(["check", "--fast", path])
        let headlines = result.errors.split(separator: "\n").filter { $0.hasPrefix(path + ":") }.map { String($0.dropFirst(path.count + 1)) }
        #expect(headlines == ["5:34: error: `onTapGesture` has no input `perform`; did you mean `action` [TRL111]"], "\(result.errors)")
    }
}

import Foundation
import Testing
import TrellisTestSupport

/// A generic type of the program's Swift, `struct Box<T>`, declared with `generics="T"`: its
/// members' types may name `T`, a use such as `Box<Int>` is a type like any other, a member the
/// declaration lacks is reported, and what `T` stands for at a use is swiftc's to judge.
@Suite struct GenericExternalTypesTests {
    static let screen = """
        <trellis>
          <struct name="Box" external="true" generics="T">
            <init><parameter name="value" label="_" type="T"/></init>
            <let name="value" type="T"/>
            <method name="map" returns="T"><parameter name="transform" label="_" type="(T) -> T"/></method>
          </struct>
          <view name="Boxes" root="true">
            <state name="box" type="Box&lt;Int&gt;" initial="Box(20)"/>
            <body>
              <VStack>
                <Text>{box.value + 1} {box.map { $0 * 2 }}</Text>
                <Button title="next" action="box = Box(box.value + 1)"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """

    @Test func aGenericTypeOfTheProgramsSwiftBuildsAndRuns() throws {
        let program = try GeneratedProgram(["Boxes.xml": Self.screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            struct Box<T> {
                let value: T
                init(_ value: T) { self.value = value }
                func map(_ transform: (T) -> T) -> T { transform(value) }
            }
            let host = ViewHost(Boxes())
            try host.tap("next")
            print(host.render())
            """)
        #expect(output.contains(#"Text "22 42""#), "\(output)")
    }

    @Test func aMemberTheDeclarationLacksIsReported() throws {
        let directory = try TemporaryDirectory()
        let wrong = Self.screen.replacingOccurrences(of: "{box.value + 1}", with: "{box.vlue + 1}")
        let result = runTrellis(["check", "--fast", try directory.write("Boxes.xml", wrong)])
        #expect(result.errors.contains("error: type `Box` has no member `vlue`; did you mean `value` [TRL105]"), "\(result.errors)")
        #expect(!result.errors.contains("TRL102"), "\(result.errors)")
    }

    /// Static members and the initializer reached through the type with its arguments written,
    /// `Box<Int>.empty` and `Box<Int>(3)`, as Swift writes them; `a<b` stays a comparison.
    static let specialized = """
        <trellis>
          <struct name="Box" external="true" generics="T">
            <init><parameter name="value" label="_" type="T"/></init>
            <let name="value" type="T"/>
            <let name="empty" type="Box&lt;Int&gt;" static="true"/>
          </struct>
          <view name="Specialized" root="true">
            <state name="box" type="Box&lt;Int&gt;" initial="Box&lt;Int&gt;.empty"/>
            <state name="limit" type="Int" initial="5"/>
            <body>
              <VStack>
                <Text>{box.value} {box.value&lt;limit ? "small" : "large"}</Text>
                <Button title="fill" action="box = Box&lt;Int&gt;(7)"/>
                <Button title="clear" action="box = Box&lt;Int&gt;.empty"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """

    @Test func staticMembersThroughASpecializedTypeBuildAndRun() throws {
        let swift = """
            import Trellis
            struct Box<T> {
                let value: T
                init(_ value: T) { self.value = value }
            }
            extension Box: Sendable where T: Sendable {}
            extension Box where T == Int {
                static let empty = Box(0)
            }
            """
        let program = try GeneratedProgram(["Specialized.xml": Self.specialized])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: swift + """

            let host = ViewHost(Specialized())
            print(host.render())
            try host.tap("fill")
            print(host.render())
            try host.tap("clear")
            print(host.render())
            """)
        #expect(output.contains(#"Text "0 small""#), "\(output)")
        #expect(output.contains(#"Text "7 large""#), "\(output)")
        #expect(output.components(separatedBy: #"Text "0 small""#).count == 3, "\(output)")
    }

    @Test func anUnknownStaticMemberOfASpecializedTypeIsReported() throws {
        let directory = try TemporaryDirectory()
        let wrong = Self.specialized.replacingOccurrences(of: #"action="box = Box&lt;Int&gt;.empty""#, with: #"action="box = Box&lt;Int&gt;.emtpy""#)
        let result = runTrellis(["check", "--fast", try directory.write("Specialized.xml", wrong)])
        let findings = result.errors.split(separator: "\n").filter { $0.contains(": error: ") || $0.contains(": warning: ") }
        #expect(findings.count == 1 && findings[0].contains("[TRL105]") && findings[0].contains("`emtpy`"), "\(result.errors)")
    }
}

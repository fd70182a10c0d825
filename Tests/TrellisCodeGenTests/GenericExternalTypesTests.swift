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
}

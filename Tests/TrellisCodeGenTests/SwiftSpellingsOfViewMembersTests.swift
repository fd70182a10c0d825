import Foundation
import Testing
import TrellisTestSupport

/// A view's members written as a SwiftUI developer writes them in Swift: `@State private var`,
/// `@Environment(\.locale) private var locale`, `func row(...) -> some View` marked
/// `@ViewBuilder`, and `_state = .init(initialValue: ...)` in the view's own `init`.
@Suite struct SwiftSpellingsOfViewMembersTests {
    static let program = #"""
        <trellis>
          <view name="Greeting">
            <let name="name" type="String" private="true"/>
            <state name="taps" type="Int" private="true"/>
            <environment name="locale" key="\.locale" private="true"/>
            <init parameters="name: String, taps: Int = 0">
              self.name = name
              self._taps = .init(initialValue: taps)
            </init>
            <body>
              <VStack>
                <row title="{name}"/>
                <Text>{locale.identifier}</Text>
                <Button title="tap {name}" action="taps += 1"/>
              </VStack>
            </body>
            <function name="row" parameters="title: String" returns="some View" viewBuilder="true" private="true">
              <Text>{title}: {taps}</Text>
            </function>
          </view>
          <view name="Root" root="true">
            <body>
              <VStack>
                <Greeting name="ada" taps="2"/>
                <Greeting name="bob">
                  <environment key="\.locale" value="Locale(identifier: &quot;fr_FR&quot;)"/>
                </Greeting>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    /// Checks clean, compiles with zero warnings, and runs: the `init` gives the state its first
    /// value, and the locale written above a view is the one it reads.
    @Test func swiftSpellingsCheckCompileAndRun() throws {
        let directory = try TemporaryDirectory()
        let checked = runTrellis(["check", try directory.write("Greeting.xml", Self.program)])
        #expect(checked.status == 0, "\(checked.errors)")
        #expect(!checked.errors.contains("warning"), "\(checked.errors)")
        let program = try GeneratedProgram(["Greeting.xml": Self.program])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Root())
            try host.tap("tap ada")
            print(host.render())
            """)
        #expect(output.contains("Text \"ada: 3\""), "\(output)")
        #expect(output.contains("Text \"bob: 0\""), "\(output)")
        #expect(output.contains("Text \"fr_FR\""), "\(output)")
    }

    /// A view-building function says it returns `some View`; another type is one diagnostic.
    @Test func aViewBuildingFunctionReturnsSomeView() throws {
        let wrong = Self.program.replacingOccurrences(of: #"returns="some View""#, with: #"returns="Text""#)
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Greeting.xml", wrong)])
        let errors = result.errors.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(result.errors)")
        #expect(errors.first?.contains("a `function` that holds views returns `some View`, not `Text` [TRL010]") == true, "\(result.errors)")
    }
}

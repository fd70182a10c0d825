import Foundation
import Testing
import TrellisTestSupport

/// File-level constants and functions of the program's Swift (`let appName = "Memos"`,
/// `func formatDuration(_:)`), declared at the top of a `<trellis>` file as a SwiftUI developer
/// would guess: their uses are checked, the build checks the Swift against them, and the screen
/// runs with them.
@Suite struct FileLevelSwiftTests {
    static let screens = """
        <trellis>
          <let name="appName" type="String"/>
          <let name="startCount" type="Int"/>
          <function name="formatDuration" returns="String">
            <parameter name="seconds" label="_" type="Int"/>
          </function>
          <function name="fetchCount" async="true" throws="true" returns="Int"/>
          <view name="Home" root="true">
            <state name="count" type="Int" initial="startCount"/>
            <body>
              <VStack>
                <Text>{appName}: {formatDuration(count)}</Text>
                <Button title="load" action="Task { count = try await fetchCount() }"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """

    static let swift = """
        let appName = "Memos"
        let startCount = 90
        func formatDuration(_ seconds: Int) -> String { "\\(seconds / 60)m \\(seconds % 60)s" }
        @MainActor func fetchCount() async throws -> Int { 125 }
        """

    @Test func usesBuildCompileAndRun() throws {
        let program = try GeneratedProgram(["Home.xml": Self.screens])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            \(Self.swift)
            let host = ViewHost(Home())
            print(host.render())
            try host.tap("load")
            for _ in 0..<20 { await Task.yield() }
            print(host.render())
            """)
        #expect(output.contains(#"Text "Memos: 1m 30s""#), "\(output)")
        #expect(output.contains(#"Text "Memos: 2m 5s""#), "\(output)")
    }

    struct Mistake: CustomStringConvertible, Sendable {
        let original: String
        let replacement: String
        let line: Int
        let message: String
        var description: String { replacement }
    }

    /// A Swift that disagrees with its declaration is reported at the declaration's XML line.
    @Test(arguments: [
        Mistake(original: "let appName = \"Memos\"", replacement: "let appName = 3", line: 2, message: "String"),
        Mistake(original: "func formatDuration(_ seconds: Int)", replacement: "func formatDuration(seconds: Int)", line: 4, message: "formatDuration"),
        Mistake(original: "func fetchCount() async throws", replacement: "func fetchCount() throws", line: 7, message: "AsyncThrowing"),
    ])
    func aMistakeInTheSwiftIsReportedAtItsDeclarationLine(_ mistake: Mistake) throws {
        let wrong = Self.swift.replacingOccurrences(of: mistake.original, with: mistake.replacement)
        let build = try InterfaceWitnessBuild(screens: ["Home.xml": Self.screens], swift: ["Shared.swift": "import Trellis\n" + wrong])
        #expect(build.status != 0, "\(build.output)")
        let witnessed = build.diagnostics.filter { $0.file == "Home.xml" && $0.line == mistake.line }
        #expect(witnessed.contains { $0.severity == "error" && $0.message.contains(mistake.message) }, "\(build.output)")
    }

    @Test func theSwiftAsDeclaredPassesItsWitness() throws {
        let build = try InterfaceWitnessBuild(screens: ["Home.xml": Self.screens], swift: ["Shared.swift": "import Trellis\n" + Self.swift])
        #expect(build.status == 0, "\(build.output)")
    }

    /// Calls are checked as Swift checks them: labels (TRL188), effects (TRL154, TRL155), and a
    /// misspelled name suggests the declared one (TRL103).
    @Test func usesAreChecked() throws {
        let wrong = Self.screens
            .replacingOccurrences(of: "{appName}: {formatDuration(count)}", with: "{appNme}: {formatDuration(seconds: count)}")
            .replacingOccurrences(of: "try await fetchCount()", with: "fetchCount()")
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Home.xml", wrong)])
        #expect(result.errors.contains("error: unknown identifier `appNme`; did you mean `appName` [TRL103]"), "\(result.errors)")
        #expect(result.errors.contains("error: call of `formatDuration` takes the arguments `formatDuration(_:)`, not `formatDuration(seconds:)` [TRL188]"), "\(result.errors)")
        #expect(result.errors.contains("[TRL154]") && result.errors.contains("[TRL155]"), "\(result.errors)")
    }
}

import Testing
import TrellisCodeGen
import TrellisDiagnostics
import TrellisSwiftCheck

/// The Swift pass type-checks each generated file with its `#sourceLocation` directives blanked
/// out; a build compiles the file as written. A directive inside an expression breaks only the
/// latter, so the pass must find it, or a program would check clean and then fail to build.
@Suite struct GeneratedFileAsWrittenTests {
    static func file(_ body: String) -> GeneratedFile {
        GeneratedFile(inputPath: "Screens/Sum.xml", outputFileName: "Sum.swift", contents: """
            func add(_ a: Int, _ b: Int) -> Int { a + b }
            func total() -> Int {
                add(1,
            \(body)
            }
            """)
    }

    @Test(.enabled(if: SeededErrorTests.toolchain != nil, "needs swiftc and the runtime's module"))
    func aDirectiveInsideAnArgumentListIsReportedAtItsXMLLine() throws {
        let check = SwiftTypeCheck(toolchain: try #require(SeededErrorTests.toolchain), moduleName: "Program")
        let misplaced = Self.file("""
            #sourceLocation(file: "Screens/Sum.xml", line: 7)
                    2)
            #sourceLocation()
            """)
        let diagnostics = try #require(check.run([misplaced], swiftSources: []))
        #expect(diagnostics.map(\.code.rawValue) == ["TRL302"])
        #expect(diagnostics.first?.location == SourceLocation(file: "Screens/Sum.xml", line: 7, column: 1))
        #expect(diagnostics.first?.message.text.contains("does not parse as written") == true)
    }

    @Test(.enabled(if: SeededErrorTests.toolchain != nil, "needs swiftc and the runtime's module"))
    func aDirectiveBetweenStatementsPassesBoth() throws {
        let check = SwiftTypeCheck(toolchain: try #require(SeededErrorTests.toolchain), moduleName: "Program")
        let placed = Self.file("""
                    2)
            #sourceLocation(file: "Screens/Sum.xml", line: 7)
            #sourceLocation()
            """)
        #expect(try #require(check.run([placed], swiftSources: [])).isEmpty)
    }
}

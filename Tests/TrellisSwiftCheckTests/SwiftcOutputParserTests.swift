import Testing
@testable import TrellisSwiftCheck

@Suite struct SwiftcOutputParserTests {
    @Test func readsDiagnosticsWithTheirUnderlineAndNotes() {
        let output = """
        /tmp/a/0/V.swift:6:53: error: cannot find 'loaded' in scope
                Button("x") { n = "a"; let loaded$ = 1; _ = loaded }
                                                            ^~~~~~
        /tmp/a/0/V.swift:5:14: error: missing argument label 'concatenating:' in call
                Text(n)
                     ^
                     concatenating:\u{20}
        /tmp/a/0/V.swift:4:9: note: 'n' declared here
        <unknown>:0: error: unable to load standard library
        warning: something global
        """
        let diagnostics = SwiftcOutputParser.parse(output)
        #expect(diagnostics.count == 4)
        #expect(diagnostics[0] == SwiftcDiagnostic(file: "/tmp/a/0/V.swift", line: 6, column: 53, kind: .error, message: "cannot find 'loaded' in scope", length: 6))
        #expect(diagnostics[1].length == 1)
        #expect(diagnostics[1].notes.map(\.message) == ["'n' declared here"])
        #expect(diagnostics[2].file == nil && diagnostics[2].kind == .error)
        #expect(diagnostics[3].file == nil && diagnostics[3].kind == .warning)
    }

    @Test func pathsMayHoldColons() {
        let diagnostics = SwiftcOutputParser.parse("/tmp/a:b/V.swift:3:4: warning: variable 'x' was never used")
        #expect(diagnostics.first?.file == "/tmp/a:b/V.swift")
        #expect(diagnostics.first?.line == 3 && diagnostics.first?.column == 4)
    }
}

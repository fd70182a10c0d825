import TrellisCodeGen
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

// libFuzzer entry point: every input runs the front end, the checker and, when
// the checker finds no error, code generation. A crash, a sanitizer report or a
// hang (libFuzzer's -timeout) is a finding; diagnostics are the expected outcome.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var diagnostics = DiagnosticCollector()
    let parser = SyntaxParser()
    let program = parser.parse([SourceInput(path: "fuzz.xml", bytes: bytes)], diagnostics: &diagnostics)
    let checked = SemanticAnalyzer().analyze(program, diagnostics: &diagnostics)
    if !diagnostics.hasErrors {
        _ = SwiftGenerator().generate(checked)
    }
    return 0
}

import TrellisCodeGen
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

// libFuzzer entry point: every input runs the front end, the checker and, when
// the checker finds no error, code generation. A crash, a sanitizer report or a
// hang (libFuzzer's -timeout) is a finding; diagnostics are the expected outcome.
// Code generation refusing a program the checker accepted is a finding too: the
// checker let through something the generator cannot emit safely. So is any break of the
// invariant that the program checked is the program emitted: an element or attribute the syntax
// stage neither built nor reported, or a body node checked and not emitted, or emitted unchecked.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var diagnostics = DiagnosticCollector()
    // Both front-end paths: with `validatesConcurrently` (what `trellis` does for fewer files
    // than cores) the builder also runs on the scans of malformed documents. Odd sizes take it.
    let accounting = SyntaxAccounting()
    let file = SyntaxParser().parseFile(SourceInput(path: "fuzz.xml", bytes: bytes), diagnostics: &diagnostics, validatesConcurrently: size % 2 == 1, accounting: accounting)
    if let ignored = accounting.unaccounted.first {
        fatalError("the syntax stage ignored \(ignored) without a diagnostic")
    }
    let checkedNodes = NodeTrace()
    let checked = SemanticAnalyzer(trace: checkedNodes).analyze(files: file.map { [$0] } ?? [], diagnostics: &diagnostics)
    for diagnostic in diagnostics.diagnostics where diagnostic.location.line < 1 || diagnostic.location.column < 1 {
        fatalError("diagnostic \(diagnostic.code) without a valid location: \(diagnostic.location)")
    }
    if !diagnostics.hasErrors {
        let emittedNodes = NodeTrace()
        do {
            _ = try CodeGenerator(trace: emittedNodes).generate(checked)
        } catch {
            fatalError("the checker accepted a program that code generation refused: \(error)")
        }
        let (checkedSet, emittedSet) = (checkedNodes.nodes, emittedNodes.nodes)
        if checkedSet != emittedSet {
            fatalError("checked, not emitted: \(checkedSet.subtracting(emittedSet).sorted()); emitted, not checked: \(emittedSet.subtracting(checkedSet).sorted())")
        }
    }
    return 0
}

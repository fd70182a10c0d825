import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// The types inferred while checking a body are what `type(of:in:)` answers afterwards: rows'
/// items are known only there (a query outside the `ForEach` cannot name them).
@Suite struct ExpressionTypeLookupTests {
    @Test func everyInferredExpressionOfABodyIsFoundAfterTheCheck() throws {
        let b = SemanticsBuilder()
        b.structure("Entry", fields: [("id", "Int"), ("label", "String"), ("count", "Int"), ("ratio", "Double")], identifiable: true)
        // Many expressions on many lines, so a lookup finds its own among all of the view's.
        let members = ["label", "count", "ratio"]
        var texts: [ViewNode] = []
        for index in 0..<60 { texts.append(b.text("{entry.\(members[index % 3])}")) }
        let rows = b.forEach("entries", item: "entry", body: texts)
        b.view("Rows", root: true, [b.state("entries", "[Entry]", initial: "[]")], body: [rows])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.isEmpty)
        let expected: [ResolvedType] = [.string, .int, .double]
        for (index, text) in texts.enumerated() {
            guard case .element(let element) = text, let expr = element.text?.soleExpression else {
                Issue.record("text \(index) is one expression")
                continue
            }
            #expect(outcome.program.type(of: expr, in: "Rows") == expected[index % 3])
        }
        // A place nothing was inferred at is not confused with a neighbour.
        let elsewhere = SemanticsExpressionParser.expression("entry.label", at: SourceLocation(file: b.file, line: 1000, column: 1))
        #expect(outcome.program.type(of: elsewhere, in: "Rows") == nil)
    }
}

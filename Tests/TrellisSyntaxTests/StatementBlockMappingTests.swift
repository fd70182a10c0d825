import Testing
import TrellisDiagnostics
import TrellisSyntax

/// `StatementWalk.mappingNestedBlocks` rebuilds exactly the blocks `nestedBlocks` lists, so a
/// rewrite of nested statements (a view's `init` assignments) reaches every kind of block.
@Suite struct StatementBlockMappingTests {
    @Test(arguments: [
        "if a { x = 1 } else if b { x = 2 } else { x = 3 }",
        "guard let a else { x = 1; return }",
        "switch a { case 1: x = 1 default: x = 2 }",
        "for item in items { x = item }",
        "while a { x = 1 }",
        "repeat { x = 1 } while a",
        "defer { x = 1 }",
        "do { x = try load() } catch { x = 2 }",
    ])
    func everyNestedBlockIsMapped(code: String) throws {
        var diagnostics = DiagnosticCollector()
        let statement = try #require(ExpressionParser.parseStatements(code, at: SourceLocation(file: "t.xml", line: 1, column: 1), diagnostics: &diagnostics)?.first)
        let blocks = StatementWalk.nestedBlocks(of: statement)
        #expect(!blocks.isEmpty)
        let mapped = StatementWalk.mappingNestedBlocks(of: statement) { _ in [] }
        let mappedBlocks = StatementWalk.nestedBlocks(of: mapped)
        let emptied = mappedBlocks.filter { $0.isEmpty }.count
        #expect(mappedBlocks.count == blocks.count)
        #expect(emptied == blocks.count, "\(code)")
    }
}

import Foundation
import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Every example in LANGUAGE.md's catalogue checks clean, and every view and modifier the prelude
/// declares has one: the documentation is a test.
@Suite struct CatalogueTests {
    static let catalogue: String = {
        let text = (try? String(contentsOfFile: PackagePaths.root + "/Grammar/LANGUAGE.md", encoding: .utf8)) ?? ""
        guard let start = text.range(of: "\n## The catalogue\n") else { return "" }
        let rest = text[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }()

    /// The code spans of the catalogue's table rows that are XML.
    static let examples: [String] = catalogue.split(separator: "\n").filter { $0.hasPrefix("| `") }.flatMap { row in
        row.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 && $0.element.hasPrefix("<") }.map { String($0.element) }
    }

    /// The same setting as the documentation's body examples.
    static func screen(_ example: String) -> String {
        DocumentationExample.screen(body: example)
    }

    @Test("the catalogue has examples")
    func catalogueIsNotEmpty() {
        #expect(Self.examples.count > 40)
    }

    @Test("every example in the catalogue checks clean", arguments: examples)
    func exampleChecksClean(_ example: String) {
        var diagnostics = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "Catalogue.xml", bytes: Array(Self.screen(example).utf8)), diagnostics: &diagnostics)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &diagnostics)
        let problems = diagnostics.sorted().filter { $0.code.rawValue != "TRL214" }.map { "\($0.code) \($0.message.text)" }
        #expect(problems.isEmpty, "\(example)")
    }

    @Test("every view and modifier the prelude declares has an example")
    func everyDeclarationHasAnExample() {
        let written = Set(Self.examples.flatMap { example in
            example.split(separator: "<").compactMap { tag in tag.split(whereSeparator: { " />".contains($0) }).first.map(String.init) }
        })
        // `WindowGroup` is a scene, which only an `app` holds: its examples are in LANGUAGE.md's `app` section.
        // A deprecated modifier draws a warning (TRL224): the catalogue names it after the table.
        let declared = Prelude.standard.flatMap(\.interfaces).filter { !$0.isUnavailable && $0.deprecation == nil }.map(\.name.name).filter { !["environmentObject", "environment", "WindowGroup"].contains($0) }
        let missing = declared.filter { !written.contains($0) }.sorted()
        #expect(missing.isEmpty, "no example for \(missing)")
    }
}

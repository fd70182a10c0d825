import Foundation
import Testing
import TrellisTestSupport

/// The language guide's examples quoted from samples (```` ```xml excerpt=PATH ````) are passages
/// of those samples, which check clean, as the examples of `docs/` are.
@Suite struct LanguageGuideExcerptTests {
    static let excerpts = DocumentationExample.examples(in: "Grammar/LANGUAGE.md").filter {
        if case .excerpt = $0.kind { true } else { false }
    }

    @Test func theGuideQuotesSamples() {
        #expect(Self.excerpts.count >= 2)
    }

    @Test(arguments: excerpts)
    func excerptIsAPassageOfACleanSample(_ example: DocumentationExample) throws {
        guard case .excerpt(let path) = example.kind else { return }
        let source = try String(contentsOfFile: PackagePaths.path(path), encoding: .utf8)
        func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        #expect(words(source).contains(words(example.text)), "\(example) is not a passage of \(path)")
        let result = runTrellis(["check", PackagePaths.path(path)])
        #expect(result.status == 0, "\(path) does not check clean: \(result.errors)")
    }
}

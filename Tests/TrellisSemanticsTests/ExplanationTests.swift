import Foundation
import Testing
import TrellisDiagnostics

/// `trellis explain CODE` has a text for every code the catalog can emit.
@Suite struct ExplanationTests {
    /// Codes written in Catalog.swift, read from its source so a new code cannot be forgotten.
    static func catalogCodes() throws -> Set<String> {
        let catalog = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/TrellisDiagnostics/Catalog.swift")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #""(TRL[0-9]{3})""#)
        let range = NSRange(text.startIndex..., in: text)
        return Set(pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } })
    }

    @Test func everyCatalogCodeHasAnExplanation() throws {
        let codes = try Self.catalogCodes()
        #expect(codes.count > 30)
        #expect(codes.subtracting(Explanations.all.keys).isEmpty, "missing: \(codes.subtracting(Explanations.all.keys).sorted())")
        #expect(Set(Explanations.all.keys).subtracting(codes).isEmpty)
    }

    @Test func ownershipExplanationsShowAWrongAndARightExample() {
        for number in 201...216 {
            let text = Explanations.explanation(for: "trl\(number)") ?? ""
            #expect(text.contains("Wrong") && text.contains("Right"), "TRL\(number)")
        }
    }
}

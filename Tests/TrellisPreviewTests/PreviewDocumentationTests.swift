import Foundation
import Testing
import TrellisTestSupport

/// docs/previews.md's example: its screen is previewed, and the markup the page shows for it
/// (its `html` block, one element a line) is in the page.
@Suite struct PreviewDocumentationTests {
    static func blocks(_ language: String, in document: String) throws -> [String] {
        let text = try String(contentsOfFile: PackagePaths.path(document), encoding: .utf8)
        var blocks: [String] = []
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if var lines = current {
                if line == "```" {
                    blocks.append(lines.joined(separator: "\n"))
                    current = nil
                } else {
                    lines.append(line)
                    current = lines
                }
            } else if line == "```\(language)" {
                current = []
            }
        }
        return blocks
    }

    @Test func theExampleLooksAsTheDocumentSays() throws {
        let screens = try Self.blocks("xml", in: "docs/previews.md")
        let markup = try Self.blocks("html", in: "docs/previews.md")
        try #require(screens.count == 1 && markup.count == 1)
        let folder = try TemporaryDirectory()
        let screen = try folder.write("Welcome.xml", screens[0])
        let result = runTrellis(["preview", screen], environment: toolchainEnvironment)
        #expect(result.status == 0, "\(result.errors)")
        let expected = markup[0].components(separatedBy: "\n").joined()
        #expect(result.output.contains(expected), "the page:\n\(result.output)")
    }
}

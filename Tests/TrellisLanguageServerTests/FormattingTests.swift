import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Formatting re-indents markup and nothing else: every sample, its tags' indentation removed,
/// formats back to one layout, formats no further, and checks clean with the same dependency
/// graph as the sample as written.
@Suite struct FormattingTests {
    /// `text` with the leading whitespace of every line that starts with a tag removed.
    static func flattened(_ text: String) -> String {
        text.components(separatedBy: "\n").map { line in
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            return trimmed.hasPrefix("<") && !trimmed.hasPrefix("<!--") ? String(trimmed) : line
        }.joined(separator: "\n")
    }

    @Test func everySampleFormatsToOneLayoutThatMeansTheSame() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.samples).filter { $0.hasSuffix(".xml") }.sorted()
        let directory = try TemporaryDirectory()
        for name in names { try directory.write(name, try String(contentsOfFile: PackagePaths.samples + "/" + name, encoding: .utf8)) }
        let (original, originalGraph) = try RenameTests.graph(of: directory.path)
        #expect(original.diagnostics.isEmpty)
        for name in names { try directory.write(name, Self.flattened(try String(contentsOfFile: directory.path(name), encoding: .utf8))) }
        let session = try LSPSession(root: directory.path)
        var edited = 0
        for name in names {
            let params: JSONValue = ["textDocument": ["uri": .string(session.uri(name))], "options": ["tabSize": 2, "insertSpaces": true]]
            let edits = try session.request("textDocument/formatting", params)
            edited += edits.arrayValue?.count ?? 0
            try apply(["changes": .object([session.uri(name): edits])])
            session.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(session.uri(name)), "type": 2]]])
            #expect(try session.request("textDocument/formatting", params) == [], "\(name) formats once")
        }
        #expect(edited > 500)
        #expect(try session.close() == 0)
        let (formatted, formattedGraph) = try RenameTests.graph(of: directory.path)
        #expect(formatted.diagnostics.map(\.message.text) == [])
        #expect(RenameTests.describe(formattedGraph) == RenameTests.describe(originalGraph))
    }

    @Test func aFileThatDoesNotParseIsLeftAsItIs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        try directory.write("Models.xml", ProfileWorkspace.models)
        let session = try LSPSession(root: directory.path)
        session.open("Screens.xml", Self.flattened(ProfileWorkspace.screens).replacingOccurrences(of: "<VStack>", with: "<VStack"))
        let params: JSONValue = ["textDocument": ["uri": .string(session.uri("Screens.xml"))], "options": ["tabSize": 2, "insertSpaces": true]]
        #expect(try session.request("textDocument/formatting", params) == [])
        session.change("Screens.xml", Self.flattened(ProfileWorkspace.screens), version: 2)
        let edits = try session.request("textDocument/formatting", params)
        var text = SourceText(Self.flattened(ProfileWorkspace.screens))
        for edit in (edits.arrayValue ?? []).reversed() {
            text = text.replacing(TextRange(edit["range"])!, with: edit["newText"]!.stringValue!, encoding: .utf16)
        }
        // The fixture is written in the layout formatting makes.
        #expect(String(decoding: text.bytes, as: UTF8.self) == ProfileWorkspace.screens)
        #expect(try session.close() == 0)
    }
}

import Foundation
import Testing
import TrellisSemantics
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Definition of the prelude's views and modifiers, and the cases of its types as attribute values.
@Suite struct PreludeFeatureTests {
    let directory: TemporaryDirectory
    let session: LSPSession

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens)
        session = try LSPSession(root: directory.path)
    }

    /// Where the name of `<element name="NAME"` is in the embedded prelude file `path`, 1-based,
    /// as `file:line:column`.
    func preludeLocation(_ path: String, _ element: String, _ name: String) throws -> String {
        let text = try #require(Prelude.sources.first { $0.path == path }?.text)
        let lines = text.components(separatedBy: "\n")
        let needle = "<\(element) name=\""
        let line = try #require(lines.firstIndex { $0.contains(needle + name + "\"") })
        let column = lines[line].range(of: needle)!.upperBound.utf16Offset(in: lines[line])
        return "\((path as NSString).lastPathComponent):\(line + 1):\(column + 1)"
    }

    func definition(_ marked: MarkedSource) throws -> [(location: String, uri: String)] {
        session.open("Edit.xml", marked.text)
        let result = try session.request("textDocument/definition", at: "Edit.xml", marked)
        return (result.arrayValue ?? []).map { location in
            let uri = location["uri"]!.stringValue!
            let start = location["range"]!["start"]!
            return ("\(URL(string: uri)!.lastPathComponent):\(start["line"]!.intValue! + 1):\(start["character"]!.intValue! + 1)", uri)
        }
    }

    @Test func definitionOfAPreludeViewOpensItsDeclarationInThePreludeFile() throws {
        let found = try definition(ProfileWorkspace.marking(ProfileWorkspace.screens, "<VStack>", offset: 3))
        #expect(found.map(\.location) == [try preludeLocation("Grammar/Prelude/Views.xml", "view", "VStack")])
        // The location opens: the editor reads the prelude file the compiler embeds, as it is.
        let uri = try #require(found.first?.uri)
        let path = try #require(URL(string: uri)?.path)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(written == Prelude.sources.first { $0.path == "Grammar/Prelude/Views.xml" }?.text)
        let line = written.components(separatedBy: "\n")[Int(found[0].location.split(separator: ":")[1])! - 1]
        #expect(line.contains("<view name=\"VStack\""))
    }

    @Test func definitionOfAPreludeModifierOpensItsDeclaration() throws {
        let source = ProfileWorkspace.screens.replacingOccurrences(of: "<Toggle title=\"Modo edición\" isOn=\"{$isEditing}\"/>", with: "<Toggle title=\"Modo edición\" isOn=\"{$isEditing}\">\n        <padding/>\n      </Toggle>")
        let found = try definition(ProfileWorkspace.marking(source, "<padding", offset: 4))
        #expect(found.count == 1)
        let path = try #require(URL(string: found[0].uri)?.path)
        let lines = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
        let line = Int(found[0].location.split(separator: ":")[1])! - 1
        #expect(found[0].location.hasPrefix("Modifiers.xml:"))
        #expect(lines[line].contains("<modifier name=\"padding\""))
    }

    func caseLabels(_ marked: MarkedSource) throws -> [JSONValue] {
        session.open("Edit.xml", marked.text)
        return try session.request("textDocument/completion", at: "Edit.xml", marked)["items"]?.arrayValue ?? []
    }

    @Test func attributeValuesOfferTheCasesOfTheParametersType() throws {
        let modifier = "<Toggle title=\"Modo edición\" isOn=\"{$isEditing}\"/>"
        let empty = ProfileWorkspace.screens.replacingOccurrences(of: modifier, with: "<Text>Hi<font value=\"|\"/></Text>")
        let items = try caseLabels(MarkedSource(empty))
        let labels = items.map { $0["label"]!.stringValue! }
        // Exactly `Font`'s own cases, in the prelude's order: no other type's, no weights.
        #expect(labels.filter { $0.hasPrefix(".") } == [
            ".largeTitle", ".title", ".title2", ".title3", ".headline", ".subheadline", ".body", ".callout", ".footnote", ".caption", ".caption2",
        ])
        #expect(items.first { $0["label"] == ".headline" }?["insertText"] == ".headline")
        #expect(items.first { $0["label"] == ".headline" }?["detail"] == "Font")

        // After the dot, the name alone is inserted.
        let dotted = ProfileWorkspace.screens.replacingOccurrences(of: modifier, with: "<Text>Hi<fontWeight value=\".b|\"/></Text>")
        let weights = try caseLabels(MarkedSource(dotted))
        #expect(weights.map { $0["label"]!.stringValue! }.contains(".bold"))
        #expect(weights.first { $0["label"] == ".bold" }?["insertText"] == "bold")
        #expect(!weights.contains { $0["label"] == ".headline" })
    }
}

/// A program's own constrained extension, as Swift writes one: it checks clean without Trellis
/// declaring the protocol, and completion offers its statics where the protocol is expected.
@Suite struct ConstrainedExtensionTests {
    static let program = """
    <trellis>
      <extension name="ShapeStyle" where="Self == Color">
        <let name="brand" type="Color" static="true"/>
      </extension>
      <view name="Badge" root="true">
        <body>
          <Text>New<foregroundStyle value=".brand"/></Text>
        </body>
      </view>
    </trellis>
    """

    @Test func aWhereExtensionChecksCleanAndItsStaticsAreOffered() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Badge.xml", Self.program)
        #expect(try GradedSessionTests.problems(directory) == [])
        let session = try LSPSession(root: directory.path)
        let marked = MarkedSource(Self.program.replacingOccurrences(of: "value=\".brand\"", with: "value=\".‸\""), marker: "‸")
        session.open("Badge.xml", marked.text)
        let labels = (try session.request("textDocument/completion", at: "Badge.xml", marked)["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(labels.contains(".brand") && labels.contains(".red") && labels.contains(".secondary"), "\(labels)")
        #expect(try session.close() == 0)
    }
}

import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

// Swift Testing has a type of the same name.
private typealias SourceLocation = TrellisDiagnostics.SourceLocation

/// docs/cli.md documents the JSON schema; this keeps it and the encoder in step.
@Suite struct JSONSchemaDocumentationTests {
    private func documentedSchema() throws -> [String: Any] {
        let readme = try String(contentsOfFile: PackagePaths.path("docs/cli.md"), encoding: .utf8)
        let marker = try #require(readme.range(of: "<!-- diagnostics-schema"), "docs/cli.md marks the schema block")
        let afterMarker = readme[marker.upperBound...]
        let open = try #require(afterMarker.range(of: "```json\n"))
        let close = try #require(afterMarker[open.upperBound...].range(of: "\n```"))
        let json = afterMarker[open.upperBound..<close.lowerBound]
        return try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    private func producedDocument() throws -> [String: Any] {
        let location = SourceLocation(file: "A.xml", line: 1, column: 2)
        let diagnostic = Diagnostic(
            Catalog.observedObjectCreatesObject("model"),
            at: location,
            highlights: [SourceRange(location, length: 3)],
            notes: [Note("here", at: location)],
            fixIts: [FixIt("fix", edits: [TextEdit(range: SourceRange(location, length: 3), replacement: "x")])]
        )
        let text = DiagnosticsReport(diagnostics: [diagnostic], fileCount: 1).encoded()
        return try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// The documented property names of an object schema, checked to be all required.
    private func documentedKeys(_ schema: Any?) throws -> Set<String> {
        let object = try #require(schema as? [String: Any])
        let properties = Set(try #require(object["properties"] as? [String: Any]).keys)
        let required = Set(try #require(object["required"] as? [String]))
        #expect(properties == required, "every documented key is always present")
        return properties
    }

    private func keys(_ value: Any?) throws -> Set<String> {
        Set(try #require(value as? [String: Any]).keys)
    }

    @Test func everyObjectHasExactlyTheDocumentedKeys() throws {
        let schema = try documentedSchema()
        let definitions = try #require(schema["$defs"] as? [String: Any])
        let document = try producedDocument()
        let diagnostic = try #require((document["diagnostics"] as? [Any])?.first as? [String: Any])
        let note = try #require((diagnostic["notes"] as? [Any])?.first)
        let fixIt = try #require((diagnostic["fixIts"] as? [Any])?.first as? [String: Any])
        let edit = try #require((fixIt["edits"] as? [Any])?.first as? [String: Any])

        #expect(try keys(document) == documentedKeys(schema))
        #expect(try keys(diagnostic) == documentedKeys(definitions["diagnostic"]))
        #expect(try keys(diagnostic["location"]) == documentedKeys(definitions["location"]))
        #expect(try keys((diagnostic["highlights"] as? [Any])?.first) == documentedKeys(definitions["range"]))
        #expect(try keys(note) == documentedKeys(definitions["note"]))
        #expect(try keys(fixIt) == documentedKeys(definitions["fixIt"]))
        #expect(try keys(edit) == documentedKeys(definitions["edit"]))
        #expect(try keys(document["summary"]) == documentedKeys(definitions["summary"]))

        let version = try #require((schema["properties"] as? [String: Any])?["version"] as? [String: Any])
        #expect(version["const"] as? Int == DiagnosticsReport.currentVersion)
    }
}

import Foundation
import Testing
import TrellisDiagnostics
@testable import TrellisDriver
import TrellisTestSupport

// Swift Testing has types of the same names.
private typealias SourceLocation = TrellisDiagnostics.SourceLocation

@Suite struct JSONOutputTests {
    private func object(_ json: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    /// A JSON location object as `file:line:column`.
    private func position(_ value: Any?) -> String? {
        guard let location = value as? [String: Any], keys(location) == ["file", "line", "column"],
              let file = location["file"] as? String, let line = location["line"] as? Int, let column = location["column"] as? Int
        else { return nil }
        return "\(file):\(line):\(column)"
    }

    private func keys(_ value: Any?) -> Set<String> {
        Set((value as? [String: Any])?.keys.map { $0 } ?? [])
    }

    @Test func documentHasTheDocumentedShape() throws {
        let location = SourceLocation(file: "A.xml", line: 2, column: 3)
        let diagnostic = Diagnostic(
            Catalog.observedObjectCreatesObject("model"),
            at: location,
            highlights: [SourceRange(location, length: 5)],
            notes: [Note("declared here", at: location), Note("no location", at: nil)],
            fixIts: [FixIt("make it a `stateObject`", edits: [TextEdit(range: SourceRange(location, length: 14), replacement: "stateObject")])]
        )
        let warning = Diagnostic(Catalog.stateNeverRead("flag"), at: location)
        let json = try object(DiagnosticsReport(diagnostics: [diagnostic, warning], fileCount: 3).encoded())

        #expect(keys(json) == ["version", "diagnostics", "summary"])
        #expect(json["version"] as? Int == 1)
        #expect(json["summary"] as? [String: Int] == ["files": 3, "errors": 1, "warnings": 1, "notes": 0, "remarks": 0, "omitted": 0])

        let entries = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(entries.count == 2)
        let entry = entries[0]
        #expect(keys(entry) == ["code", "severity", "message", "location", "highlights", "notes", "fixIts"])
        #expect(entry["code"] as? String == "TRL201")
        #expect(entry["severity"] as? String == "error")
        #expect(position(entry["location"]) == "A.xml:2:3")
        let highlight = try #require((entry["highlights"] as? [[String: Any]])?.first)
        #expect(keys(highlight) == ["start", "end"])
        #expect(position(highlight["start"]) == "A.xml:2:3")
        #expect(position(highlight["end"]) == "A.xml:2:8")

        let notes = try #require(entry["notes"] as? [[String: Any]])
        #expect(notes.map(keys) == [["message", "location"], ["message", "location"]])
        #expect(position(notes[0]["location"]) == "A.xml:2:3")
        #expect(notes[1]["location"] is NSNull, "a note without location has an explicit null")

        let fixIt = try #require((entry["fixIts"] as? [[String: Any]])?.first)
        #expect(keys(fixIt) == ["message", "edits"])
        let edit = try #require((fixIt["edits"] as? [[String: Any]])?.first)
        #expect(keys(edit) == ["range", "replacement"])
        #expect(edit["replacement"] as? String == "stateObject")
        #expect(position((edit["range"] as? [String: Any])?["end"]) == "A.xml:2:17")

        #expect(entries[1]["severity"] as? String == "warning")
        #expect((entries[1]["notes"] as? [Any])?.isEmpty == true)
    }

    @Test func encodingIsByteStable() {
        let diagnostic = Diagnostic(Catalog.emptyFile, at: SourceLocation(file: "dir/A.xml", line: 1, column: 1))
        let first = DiagnosticsReport(diagnostics: [diagnostic], fileCount: 1).encoded()
        #expect(first == DiagnosticsReport(diagnostics: [diagnostic], fileCount: 1).encoded())
        #expect(first.contains("\"file\" : \"dir/A.xml\""), "slashes are not escaped")
    }

    @Test func checkPrintsOneDocumentOnStandardOutputOnly() throws {
        let directory = try TemporaryDirectory()
        let empty = try directory.makeDirectory("empty")
        let result = runTrellis(["check", "--diagnostics-format", "json", empty])
        #expect(result.status == 1)
        #expect(result.errors.isEmpty)
        let json = try object(result.output)
        let entries = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(entries.map { $0["code"] as? String } == ["TRL009"])
        #expect(json["summary"] as? [String: Int] == ["files": 0, "errors": 1, "warnings": 0, "notes": 0, "remarks": 0, "omitted": 0])
    }
}

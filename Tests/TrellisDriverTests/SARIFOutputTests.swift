import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// `trellis check --diagnostics-format sarif`, checked against the SARIF 2.1.0 schema's required
/// fields and what code scanning services require on top of them.
@Suite struct SARIFOutputTests {
    /// The subset of the SARIF 2.1.0 schema (sarif-schema-2.1.0.json) the output uses, with its
    /// `required` lists, plus code scanning's: rule descriptions and help, result levels,
    /// fingerprints, and regions with start and end line and column.
    static let schema = #"""
    {
      "type": "object",
      "required": ["version", "runs"],
      "properties": {
        "$schema": {"type": "string", "minLength": 1},
        "version": {"const": "2.1.0"},
        "runs": {"type": "array", "items": {"$ref": "#/$defs/run"}}
      },
      "$defs": {
        "message": {"type": "object", "required": ["text"], "properties": {"text": {"type": "string", "minLength": 1}}},
        "run": {
          "type": "object",
          "required": ["tool", "results", "columnKind", "originalUriBaseIds"],
          "properties": {
            "tool": {"type": "object", "required": ["driver"], "properties": {"driver": {"$ref": "#/$defs/driver"}}},
            "results": {"type": "array", "items": {"$ref": "#/$defs/result"}},
            "columnKind": {"enum": ["utf16CodeUnits", "unicodeCodePoints"]},
            "originalUriBaseIds": {"type": "object", "required": ["%SRCROOT%"], "properties": {"%SRCROOT%": {"type": "object", "required": ["uri"], "properties": {"uri": {"type": "string", "pattern": "^file:///.*/$"}}}}}
          }
        },
        "driver": {
          "type": "object",
          "required": ["name", "rules"],
          "properties": {
            "name": {"const": "trellis"},
            "version": {"type": "string"},
            "rules": {"type": "array", "items": {"$ref": "#/$defs/rule"}}
          }
        },
        "rule": {
          "type": "object",
          "required": ["id", "shortDescription", "fullDescription", "help"],
          "properties": {
            "id": {"type": "string", "pattern": "^TRL[0-9]{3}$"},
            "shortDescription": {"$ref": "#/$defs/message"},
            "fullDescription": {"$ref": "#/$defs/message"},
            "help": {"$ref": "#/$defs/message"}
          }
        },
        "region": {
          "type": "object",
          "required": ["startLine", "startColumn", "endLine", "endColumn"],
          "properties": {
            "startLine": {"type": "integer", "minimum": 1}, "startColumn": {"type": "integer", "minimum": 1},
            "endLine": {"type": "integer", "minimum": 1}, "endColumn": {"type": "integer", "minimum": 1}
          }
        },
        "artifactLocation": {
          "type": "object",
          "required": ["uri"],
          "properties": {"uri": {"type": "string", "minLength": 1}, "uriBaseId": {"const": "%SRCROOT%"}}
        },
        "physicalLocation": {
          "type": "object",
          "required": ["artifactLocation", "region"],
          "properties": {"artifactLocation": {"$ref": "#/$defs/artifactLocation"}, "region": {"$ref": "#/$defs/region"}}
        },
        "location": {
          "type": "object",
          "required": ["physicalLocation"],
          "properties": {"id": {"type": "integer", "minimum": 0}, "physicalLocation": {"$ref": "#/$defs/physicalLocation"}, "message": {"$ref": "#/$defs/message"}}
        },
        "result": {
          "type": "object",
          "required": ["ruleId", "ruleIndex", "level", "message", "locations", "partialFingerprints"],
          "properties": {
            "ruleId": {"type": "string", "pattern": "^TRL[0-9]{3}$"},
            "ruleIndex": {"type": "integer", "minimum": 0},
            "level": {"enum": ["none", "note", "warning", "error"]},
            "message": {"$ref": "#/$defs/message"},
            "locations": {"type": "array", "items": {"$ref": "#/$defs/location"}},
            "relatedLocations": {"type": "array", "items": {"$ref": "#/$defs/location"}},
            "partialFingerprints": {"type": "object", "required": ["primaryLocationLineHash"], "properties": {"primaryLocationLineHash": {"type": "string", "pattern": "^[0-9a-f]{16}:[0-9]+$"}}},
            "fixes": {"type": "array", "items": {"$ref": "#/$defs/fix"}}
          }
        },
        "fix": {
          "type": "object",
          "required": ["description", "artifactChanges"],
          "properties": {
            "description": {"$ref": "#/$defs/message"},
            "artifactChanges": {"type": "array", "items": {
              "type": "object",
              "required": ["artifactLocation", "replacements"],
              "properties": {
                "artifactLocation": {"$ref": "#/$defs/artifactLocation"},
                "replacements": {"type": "array", "items": {
                  "type": "object",
                  "required": ["deletedRegion", "insertedContent"],
                  "properties": {"deletedRegion": {"$ref": "#/$defs/region"}, "insertedContent": {"type": "object", "required": ["text"]}}
                }}
              }
            }}
          }
        }
      }
    }
    """#

    @Test func sarifOutputHasWhatTheSchemaAndCodeScanningRequire() throws {
        let result = runTrellis(["check", "--diagnostics-format", "sarif", PackagePaths.mistakeSamples])
        #expect(result.status == 1)
        #expect(result.errors == "")
        let violations = try JSONSchemaValidator(schemaText: Self.schema).violations(in: result.output)
        #expect(violations == [])

        let document = try JSONDocument(parsing: result.output)
        guard case .array(let runs) = document["runs"], case .array(let results) = runs.first?["results"],
              case .array(let rules) = runs.first?["tool"]?["driver"]?["rules"] else {
            Issue.record("no runs, results or rules")
            return
        }
        // Every code `trellis explain` knows is a rule; every result is found among the rules by its index.
        #expect(rules.count == Explanations.all.count)
        let json = runTrellis(["check", "--diagnostics-format", "json", PackagePaths.mistakeSamples])
        let entries = try JSONDocument(parsing: json.output)["diagnostics"]
        guard case .array(let expected) = entries else {
            Issue.record("no JSON diagnostics")
            return
        }
        #expect(results.count == expected.count)
        for result in results {
            guard case .number(let index) = result["ruleIndex"] else { continue }
            #expect(rules[Int(index)]["id"] == result["ruleId"])
        }
        // Locations are relative to the working directory, as code scanning resolves them.
        let cwd = FileManager.default.currentDirectoryPath
        let first = results.first?["locations"]?.arrayElement(0)?["physicalLocation"]?["artifactLocation"]
        if PackagePaths.mistakeSamples.hasPrefix(cwd + "/") {
            #expect(first?["uriBaseId"] == .string("%SRCROOT%"))
            #expect(first?["uri"].map { if case .string(let text) = $0 { !text.hasPrefix("/") } else { false } } == true)
        }
        // Notes become related locations, fix-its fixes, and fingerprints are unique.
        #expect(results.contains { $0["relatedLocations"] != nil })
        #expect(results.contains { $0["fixes"] != nil })
        let fingerprints = results.compactMap { $0["partialFingerprints"]?["primaryLocationLineHash"] }
        #expect(Set(fingerprints.map(\.description)).count == fingerprints.count)
    }

    @Test func sarifCannotBeCombinedWithVerify() {
        let result = runTrellis(["check", "--verify", "--diagnostics-format", "sarif", PackagePaths.mistakeSamples])
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("error: '--verify' prints a text report and cannot be combined with '--diagnostics-format sarif'\n"))
    }
}

private extension JSONDocument {
    func arrayElement(_ index: Int) -> JSONDocument? {
        if case .array(let elements) = self, elements.indices.contains(index) { return elements[index] }
        return nil
    }
}

import Foundation
import Testing
import TrellisGraph
import TrellisTestSupport

/// `trellis graph` end to end, in-process.
@Suite struct GraphCommandTests {
    private var profile: String { samplePath("ProfileScreen.xml") }

    @Test func formatsComeOutOnStandardOutput() throws {
        let dot = runTrellis(["graph", profile])
        #expect(dot.status == 0)
        #expect(dot.errors == "")
        #expect(dot.output == (try graph(of: [profile]).dotText()))
        let json = runTrellis(["graph", profile, "--format", "json"])
        #expect(json.output == (try graph(of: [profile]).jsonText()))
        let mermaid = runTrellis(["graph", "--format=mermaid", profile])
        #expect(mermaid.output.hasPrefix("flowchart LR\n"))
    }

    @Test func buildWritesTheGraphBesideTheCode() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-graph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let graphFile = folder.appendingPathComponent("graph.json").path
        let result = runTrellis(["build", profile, "--output", folder.appendingPathComponent("Generated").path, "--graph", graphFile])
        #expect(result.status == 0)
        let written = try String(contentsOfFile: graphFile, encoding: .utf8)
        #expect(written == (try graph(of: [profile]).jsonText()))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/ProfileScreen.swift").path))
    }

    @Test func viewOptionFiltersTheGraph() throws {
        let result = runTrellis(["graph", profile, "--view", "EditToggleRow", "--format", "json"])
        #expect(result.status == 0)
        let filtered = try graph(of: [profile]).neighbourhood(ofView: "EditToggleRow")
        #expect(result.output == filtered.jsonText())
        let unknown = runTrellis(["graph", profile, "--view", "EditToggle"])
        #expect(unknown.status == 2)
        #expect(unknown.errors.hasPrefix("error: no view named `EditToggle`; did you mean `EditToggleRow`\n"))
    }

    @Test func affectedByPrintsEachViewWithItsExplanation() {
        let result = runTrellis(["graph", profile, "--affected-by", "ProfileViewModel.displayName"])
        #expect(result.status == 0)
        #expect(result.errors == "")
        #expect(result.output == """
        `ProfileViewModel.displayName` re-evaluates 1 view:
        ProfileDetailView
          `ProfileDetailView` reads `ProfileViewModel.displayName` (through `ProfileDetailView.viewModel`) at \(profile):57:48

        """)
    }

    @Test func affectedByAsJSONNamesTheViewsAndPaths() throws {
        let result = runTrellis(["graph", profile, "--affected-by", "ProfileScreen.isEditing", "--format", "json"])
        #expect(result.status == 0)
        let document = try JSONDocument(parsing: result.output)
        #expect(document["value"] == .string("decl:ProfileScreen.isEditing"))
        let views = try #require(document["views"]?.arrayValue)
        #expect(views.map { $0["view"] } == [.string("EditToggleRow")])
        #expect(views.first?["path"]?.arrayValue?.map { $0["kind"] } == [.string("binds"), .string("reads")])
    }

    @Test func whoProvidesPrintsEveryPathWithItsProvider() {
        let result = runTrellis(["graph", profile, "--who-provides", "SessionManager", "--for", "ProfileScreen"])
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        guard lines.count == 3 else { return }
        #expect(lines[0] == "`SessionManager` for `ProfileScreen`: 2 paths, 0 without a provider")
        let viaApp = "ProfileApp → ProfileScreen: provided by `.environmentObject(SessionManager)` in `ProfileApp` at \(profile):"
        let viaHost = "ProfileScreen: provided by the host of `ProfileScreen` at \(profile):"
        #expect(lines[1].hasPrefix(viaApp), "\(lines[1])")
        #expect(lines[2].hasPrefix(viaHost), "\(lines[2])")
    }

    @Test(arguments: [
        (["--for", "ProfileScreen"], "error: '--for' only applies to '--who-provides'"),
        (["--who-provides", "SessionManager"], "error: '--who-provides' needs '--for <view>'"),
        (["--affected-by", "A.b", "--who-provides", "T", "--for", "V"], "error: '--affected-by' and '--who-provides' cannot be combined; ask one query at a time"),
        (["--affected-by", "ProfileScreen.isEditing", "--format", "dot"], "error: queries print text, or JSON with '--format json'; '--format dot' is for the graph"),
        (["--affected-by", "ProfileScreen.isEditin"], "error: no model property or view declaration named `ProfileScreen.isEditin`; did you mean `ProfileScreen.isEditing`"),
        (["--format", "svg"], "error: the value 'svg' is invalid for '--format <format>'"),
    ])
    func misuseIsAUsageError(arguments: [String], message: String) {
        let result = runTrellis(["graph", profile] + arguments)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix(message + "\n"), "\(result.errors)")
    }

    @Test func ownershipErrorsAreReportedAndTheGraphStillExplainsThem() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("screen.xml", """
        <trellis>
          <model name="Session">
            <published name="user" type="String" initial="&quot;&quot;"/>
          </model>
          <view name="Bare" root="true">
            <environmentObject name="session" type="Session"/>
            <body><Text>{session.user}</Text></body>
          </view>
        </trellis>
        """)
        let result = runTrellis(["graph", path, "--who-provides", "Session", "--for", "Bare"])
        #expect(result.status == 1)
        #expect(result.errors.contains("[TRL205]"))
        #expect(result.output == "`Session` for `Bare`: 1 path, 1 without a provider\nBare: NOT PROVIDED; `Bare` would crash when mounted this way (TRL205)\n")
    }

    @Test func nameErrorsStopTheGraph() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("screen.xml", """
        <view name="Broken">
          <body><Missing/></body>
        </view>
        """)
        let result = runTrellis(["graph", path])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(result.errors.contains("[TRL101]"))
    }

    @Test func graphIsListedInHelp() {
        let result = runTrellis(["--help"])
        #expect(result.output.contains("graph"))
        let help = runTrellis(["graph", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--affected-by"))
        #expect(help.output.contains("--who-provides"))
    }
}

/// The schema checker used above must itself reject what the schema forbids.
@Suite struct JSONSchemaValidatorTests {
    private let validator: JSONSchemaValidator

    init() throws {
        let schema = try String(contentsOfFile: PackagePaths.path("Grammar/graph.schema.json"), encoding: .utf8)
        validator = try JSONSchemaValidator(schemaText: schema)
    }

    private let location = #"{"file": "a.xml", "line": 1, "column": 1}"#

    @Test func acceptsAMinimalGraph() {
        #expect(validator.violations(in: #"{"schemaVersion": "1.0", "nodes": [], "edges": [], "updatePlan": []}"#) == [])
    }

    @Test func rejectsWhatTheSchemaForbids() {
        #expect(validator.violations(in: #"{"schemaVersion": "2.0", "nodes": [], "edges": [], "updatePlan": []}"#).count == 1)
        #expect(validator.violations(in: #"{"schemaVersion": "1.0", "nodes": [], "edges": []}"#) == ["$: missing required property `updatePlan`"])
        let badNode = #"{"schemaVersion": "1.0", "nodes": [{"id": "view:A", "kind": "widget", "name": "A", "location": \#(location)}], "edges": [], "updatePlan": []}"#
        #expect(validator.violations(in: badNode) == ["$.nodes[0].kind: \"widget\" is not one of the allowed values"])
        let badID = #"{"schemaVersion": "1.0", "nodes": [{"id": "A", "kind": "view", "name": "A", "location": \#(location)}], "edges": [], "updatePlan": []}"#
        #expect(validator.violations(in: badID) == ["$.nodes[0].id: `A` does not match /^(view|decl|model|property|provider):/"])
        let extra = #"{"schemaVersion": "1.0", "nodes": [], "edges": [], "updatePlan": [], "extra": true}"#
        #expect(validator.violations(in: extra) == ["$: property `extra` is not allowed"])
        let badLine = #"{"schemaVersion": "1.0", "nodes": [{"id": "view:A", "kind": "view", "name": "A", "location": {"file": "a.xml", "line": 0, "column": true}}], "edges": [], "updatePlan": []}"#
        #expect(validator.violations(in: badLine) == [
            "$.nodes[0].location.column: expected integer, found true",
            "$.nodes[0].location.line: 0 is less than 1",
        ])
    }

    @Test func reportsKeywordsItCannotCheck() throws {
        let strict = try JSONSchemaValidator(schemaText: #"{"type": "string", "maxLength": 3}"#)
        #expect(strict.violations(in: #""abcd""#) == ["$: the validator does not support the keyword `maxLength`"])
    }

    @Test func rejectsMalformedJSON() {
        #expect(validator.violations(in: #"{"schemaVersion": }"#).count == 1)
    }
}

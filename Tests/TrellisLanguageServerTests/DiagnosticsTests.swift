import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

/// The editor and `trellis check` never disagree: the server's published diagnostics, mapped back to
/// files, lines and scalar columns, equal `trellis check --diagnostics-format json`'s entries.
@Suite struct DiagnosticsTests {
    /// One diagnostic as both sides can state it: location, code, severity, message and notes.
    struct Reported: Hashable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int
        var code: String
        var severity: String
        var message: String
        var notes: [String]

        var description: String { "\(file):\(line):\(column) \(severity) \(code) \(message) \(notes)" }
    }

    static func fromCLI(_ root: String, fast: Bool = false) throws -> [Reported] {
        let result = runTrellis(["check"] + (fast ? ["--fast"] : []) + ["--diagnostics-format", "json", "--max-diagnostics", "0", root])
        let document = try JSONValue.parse(result.output)
        return (document["diagnostics"]?.arrayValue ?? []).map { entry in
            let location = entry["location"]!
            let notes = (entry["notes"]?.arrayValue ?? []).map { note -> String in
                let where_ = note["location"].flatMap { $0 == .null ? nil : "\($0["file"]!.stringValue!):\($0["line"]!.intValue!):\($0["column"]!.intValue!)" }
                return "\(note["message"]!.stringValue!) @ \(where_ ?? "-")"
            }
            return Reported(
                file: location["file"]!.stringValue!, line: location["line"]!.intValue!, column: location["column"]!.intValue!,
                code: entry["code"]!.stringValue!, severity: entry["severity"]!.stringValue!, message: entry["message"]!.stringValue!,
                notes: notes.sorted()
            )
        }
    }

    static func fromServer(_ published: [String: [JSONValue]]) -> [Reported] {
        let severities = [1: "error", 2: "warning", 3: "note", 4: "remark"]
        var reported: [Reported] = []
        for (path, diagnostics) in published {
            let text = SourceText(Array(FileManager.default.contents(atPath: path) ?? Data()))
            for diagnostic in diagnostics {
                let start = text.location(of: TextRange(diagnostic["range"])!.start, encoding: .utf16, file: path)
                var lines = diagnostic["message"]!.stringValue!.components(separatedBy: "\nnote: ")
                let message = lines.removeFirst()
                var notes = lines.map { "\($0) @ -" }
                for related in diagnostic["relatedInformation"]?.arrayValue ?? [] {
                    // A note into the prelude points at the copy the server wrote of it.
                    let notePath = LanguageServer.path(fromURI: related["location"]!["uri"]!.stringValue!)!
                    let noteText = SourceText(Array(FileManager.default.contents(atPath: LanguageServer.path(fromURI: related["location"]!["uri"]!.stringValue!).map { PreludeCopies.copy(of: $0) ?? $0 } ?? notePath) ?? Data()))
                    let noteStart = noteText.location(of: TextRange(related["location"]!["range"])!.start, encoding: .utf16, file: notePath)
                    notes.append("\(related["message"]!.stringValue!) @ \(noteStart)")
                }
                reported.append(Reported(
                    file: path, line: start.line, column: start.column, code: diagnostic["code"]!.stringValue!,
                    severity: severities[diagnostic["severity"]!.intValue!]!, message: message, notes: notes.sorted()
                ))
            }
        }
        return reported
    }

    /// Waits until the diagnostics of the session's first analysis are all published: the
    /// analysis runs before the second of two requests sent one after the other.
    static func settle(_ session: LSPSession) throws -> [String: [JSONValue]] {
        _ = try session.request("workspace/symbol", ["query": "zzzz"])
        _ = try session.request("workspace/symbol", ["query": "zzzz"])
        var latest: [String: [JSONValue]] = [:]
        for notification in session.receivedNotifications() where notification["method"] == "textDocument/publishDiagnostics" {
            let path = URL(string: notification["params"]!["uri"]!.stringValue!)!.path
            latest[path] = notification["params"]!["diagnostics"]!.arrayValue!
        }
        return latest.filter { !$0.value.isEmpty }
    }

    static func sorted(_ list: [Reported]) -> [Reported] {
        list.sorted { ($0.file, $0.line, $0.column, $0.code, $0.message) < ($1.file, $1.line, $1.column, $1.code, $1.message) }
    }

    @Test func theServerAndTheCLIAgreeOnEveryMistakeSample() throws {
        let root = PackagePaths.mistakeSamples
        let cli = Self.sorted(try Self.fromCLI(root))
        let session = try LSPSession(root: root)
        let server = Self.sorted(Self.fromServer(try Self.settle(session)))
        #expect(cli.count > 100)
        #expect(server.count == cli.count)
        for (left, right) in zip(cli, server) where left != right {
            Issue.record("CLI: \(left)\nLSP: \(right)")
            break
        }
        #expect(try session.close() == 0)
    }

    @Test func anOpenBufferOverlaysItsFileAndAgreesWithTheCLIOnThatText() throws {
        let disk = try TemporaryDirectory()
        try disk.write("Models.xml", ProfileWorkspace.models)
        try disk.write("Screens.xml", ProfileWorkspace.screens)
        let session = try LSPSession(root: disk.path)
        #expect(try Self.settle(session).isEmpty)
        // Unsaved: the call site loses its binding and a state is misspelled.
        let edited = ProfileWorkspace.screens
            .replacingOccurrences(of: "<EditToggleRow isEditing=\"{$isEditing}\"/>", with: "<EditToggleRow/>")
            .replacingOccurrences(of: "{displayName}", with: "{displayNam}")
        session.open("Screens.xml", edited, version: 3)
        let published = try session.diagnostics("Screens.xml", version: 3)
        #expect(Set(published.compactMap { $0["code"]?.stringValue }) == ["TRL103", "TRL110", "TRL214"])

        let saved = try TemporaryDirectory()
        try saved.write("Models.xml", ProfileWorkspace.models)
        try saved.write("Screens.xml", edited)
        let cli = try Self.fromCLI(saved.path).map { entry in
            var moved = entry
            moved.file = moved.file.replacingOccurrences(of: saved.path, with: disk.path)
            moved.notes = moved.notes.map { $0.replacingOccurrences(of: saved.path, with: disk.path) }
            return moved
        }
        // The server's side read from the saved copy's text, which is the buffer's.
        var server = Self.fromServer([saved.path + "/Screens.xml": published])
        server = server.map { entry in
            var moved = entry
            moved.file = disk.path + "/Screens.xml"
            return moved
        }
        #expect(Self.sorted(server) == Self.sorted(cli))
        #expect(try session.close() == 0)
    }

    @Test func anEditReparsesOnlyItsFile() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<20 {
            try directory.write("Screen\(index).xml", ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter\(index)"))
        }
        let session = try LSPSession(root: directory.path)
        _ = try Self.settle(session)
        let workspace = session.server.workspace
        #expect(session.server.queue.sync { workspace.lastParsedCount } == 20)
        let broken = ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter7").replacingOccurrences(of: "{count}", with: "{cont}")
        session.open("Screen7.xml", broken, version: 2)
        let diagnostics = try session.diagnostics("Screen7.xml", version: 2)
        #expect(diagnostics.map { $0["code"] } == ["TRL103"])
        #expect(session.server.queue.sync { workspace.lastParsedCount } == 1)
        // Back to the text on disk: that parse is kept, keyed by content, so nothing is parsed.
        session.change("Screen7.xml", ScreenSamples.counter.replacingOccurrences(of: "Counter", with: "Counter7"), version: 3)
        #expect(try session.diagnostics("Screen7.xml", version: 3).isEmpty)
        #expect(try session.close() == 0)
    }

    @Test func supersededWorkStopsAndLeavesTheWorkspaceStale() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.xml", ScreenSamples.counter)
        let workspace = Workspace(driver: CompilerDriver(options: .init(maxDiagnostics: nil)))
        workspace.setRoots([directory.path])
        #expect(throws: StaleWork.self) { try workspace.analyze { true } }
        #expect(workspace.isStale)
        #expect(workspace.analysis == nil)
        // Asked again with nothing newer: the analysis completes.
        let analysis = try workspace.analyze()
        #expect(analysis.result.diagnostics.isEmpty)
        #expect(!workspace.isStale)
    }

    @Test func incrementalChangesCountUTF16AfterAnEmoji() throws {
        let directory = try TemporaryDirectory()
        let text = ScreenSamples.counter.replacingOccurrences(of: "Count: {count}", with: "😀 Count: {count}")
        try directory.write("A.xml", text)
        let session = try LSPSession(root: directory.path)
        _ = try Self.settle(session)
        session.open("A.xml", text, version: 1)
        // `<Text>😀 Count: {count}</Text>`: the emoji is two UTF-16 units, so `count` starts at 23.
        let line = text.components(separatedBy: "\n").firstIndex { $0.contains("😀") }!
        session.notify("textDocument/didChange", [
            "textDocument": ["uri": .string(session.uri("A.xml")), "version": 2],
            "contentChanges": [["range": ["start": ["line": .int(line), "character": 23], "end": ["line": .int(line), "character": 28]], "text": "total"]],
        ])
        let diagnostics = try session.diagnostics("A.xml", version: 2)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["message"]?.stringValue?.hasPrefix("unknown identifier `total`") == true)
        #expect(diagnostics.first?["range"] == ["start": ["line": .int(line), "character": 23], "end": ["line": .int(line), "character": 28]])
        #expect(try session.close() == 0)
    }

    @Test func rapidEditsEndWithTheLastTextsDiagnostics() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.xml", ScreenSamples.counter)
        let session = try LSPSession(root: directory.path)
        _ = try Self.settle(session)
        session.open("A.xml", ScreenSamples.counter, version: 1)
        for version in 2...30 {
            let text = ScreenSamples.counter.replacingOccurrences(of: "{count}", with: version.isMultiple(of: 2) ? "{cnt\(version)}" : "{count}")
            session.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(session.uri("A.xml")), "version": .int(version)],
                "contentChanges": [["text": .string(text)]],
            ])
        }
        let last = try session.diagnostics("A.xml", version: 30)
        #expect(last.count == 1)
        #expect(last.first?["message"]?.stringValue?.hasPrefix("unknown identifier `cnt30`") == true)
        let versions = session.receivedNotifications().compactMap { $0["params"]?["version"]?.intValue }
        #expect(versions.allSatisfy { $0 >= 30 })
        #expect(try session.close() == 0)
    }

    @Test func diagnosticsCarryCodeDescriptionsAndRelatedInformation() throws {
        let session = try LSPSession(root: PackagePaths.mistakeSamples, initializationOptions: ["rulesURL": "https://example.org/rules/{code}"])
        let published = try Self.settle(session)
        let trl205 = published.values.flatMap { $0 }.first { $0["code"] == "TRL205" }
        #expect(trl205?["codeDescription"]?["href"] == "https://example.org/rules/TRL205")
        #expect(trl205?["relatedInformation"]?.arrayValue?.isEmpty == false)
        #expect(try session.close() == 0)

        let defaults = try LSPSession(root: PackagePaths.mistakeSamples)
        let first = try Self.settle(defaults).values.flatMap { $0 }.first { $0["code"] == "TRL201" }
        let href = try #require(first?["codeDescription"]?["href"]?.stringValue)
        let explanation = try String(contentsOf: URL(string: href)!, encoding: .utf8)
        #expect(explanation.hasPrefix("# TRL201\n"))
        #expect(try defaults.close() == 0)
    }
}

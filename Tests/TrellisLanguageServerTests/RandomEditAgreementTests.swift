import Foundation
import Testing
import TrellisBenchSupport
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer
@testable import TrellisSemantics

/// A random, fixed-seed sequence of edits across a workspace of several files, some open in the
/// editor and some changed on disk: insertions, deletions, renames across files, type and kind
/// changes, moved lines. After each edit the server's diagnostics for the whole workspace must
/// equal `trellis check --fast` on the same texts. Each edit keeps every file parsing: a buffer
/// that does not parse shows only its parse errors by design, which `HalfTypedXMLTests` covers.
@Suite struct RandomEditAgreementTests {
    /// `RANDOM_EDITS` and `RANDOM_EDIT_SEED` run a longer or another sequence (`Tests/Fuzz/random-edits.sh`).
    static let editCount = ProcessInfo.processInfo.environment["RANDOM_EDITS"].flatMap(Int.init) ?? 1_000
    static let seed = ProcessInfo.processInfo.environment["RANDOM_EDIT_SEED"].flatMap(UInt64.init) ?? 33
    /// A hang guard: the suite's 1,000 edits take about 45 s of CPU (debug build), and a 2-core
    /// machine shared with other builds gave the session a sixth of a core.
    static let minutes = ProcessInfo.processInfo.environment["RANDOM_EDIT_TIME_LIMIT"].flatMap(Int.init) ?? 10

    @Test(.timeLimit(.minutes(RandomEditAgreementTests.minutes))) func everyRandomEditAgreesWithTheCLI() throws {
        let run = try Self.run(edits: Self.editCount, stoppingAfter: 4)
        for disagreement in run.disagreements { Issue.record(Comment(rawValue: disagreement)) }
        #expect(run.disagreements.isEmpty)
        // Every kind of edit was made; body-only edits reused the whole-program results, and
        // edits of views' declarations checked again only the views that read them.
        #expect(Set(run.kinds.keys) == Set(RandomEdits.kinds), "\(run.kinds)")
        let runs = "\(run.bodyEditRuns) body-edit analyses, \(run.interfaceEditRuns) declaration-edit ones, \(run.wholeProgramRuns) whole ones, edits \(run.kinds)"
        #expect(run.bodyEditRuns > Self.editCount / 10, "\(runs)")
        #expect(run.interfaceEditRuns > Self.editCount / 50, "\(runs)")
        let memberEdits = run.kinds.filter { RandomEdits.memberKinds.contains($0.key) }.values.reduce(0, +)
        #expect(run.keptByMemberEdits > memberEdits, "\(run.keptByMemberEdits) checks kept over \(memberEdits) member edits")
        // States, inputs and environment objects added and removed, each on a line of its own,
        // ran the whole-program rules again only for the edited views, and rules 5 and 10 for the
        // values whose consumers changed: the lines they move leave the other views' facts as
        // they were. Those of files changed on disk, whose earlier text the server does not
        // keep, and those that change what other views are told, run the whole analysis.
        let signatureRuns = "\(run.partialSignatureRuns) of \(run.signatureEdits) signature edits with partial whole-program rules, \(run.signatureEditsAsDeclarationEdits) as declaration edits; \(runs)"
        // With seed 33, 71 of 244 (before, 9 of 122 and none that moved a line).
        #expect(run.signatureEditsAsDeclarationEdits * 4 > run.signatureEdits, "\(signatureRuns)")
        #expect(run.partialSignatureRuns * 4 > run.signatureEdits, "\(signatureRuns)")
        #expect(run.environmentValueReruns > 0, "\(runs)")
        // Views renamed checked again only the views that name the old or the new name, and
        // those that reported anything.
        #expect(run.renamesKeepingChecks * 2 > run.renames, "\(run.renamesKeepingChecks) of \(run.renames) renames kept checks; \(runs)")
        // Most of them updated the symbol table and the signatures for the renamed view alone.
        #expect(run.renamesInPlace * 2 > run.renames, "\(run.renamesInPlace) of \(run.renames) renames in place; \(runs)")
        // Edits of models' members updated the symbol table for the model alone and checked
        // again only the views that read it.
        #expect(run.modelEditsInPlace > 0, "\(run.modelEditsInPlace) model edits in place of \(run.memberEdits) member edits; \(runs)")
    }

    /// Models and enums renamed, files added and removed, among edits of bodies and names and
    /// files restored (three times as likely, so that unknown names do not pile up past the
    /// "did you mean" allowance, `NameSuggester.limit`, which the agreement holds within).
    @Test(.timeLimit(.minutes(RandomEditAgreementTests.minutes))) func renamedTypesAndFilesAddedAndRemovedAgreeWithTheCLI() throws {
        let kinds = RandomEdits.structureKinds + [
            "text typed in a body", "line inserted", "view placed", "member renamed", "declaration renamed alone", "view renamed",
            "file restored", "file restored", "file restored",
        ]
        let run = try Self.run(edits: Self.editCount, kinds: kinds, stoppingAfter: 4)
        for disagreement in run.disagreements { Issue.record(Comment(rawValue: disagreement)) }
        #expect(run.disagreements.isEmpty)
        #expect(Set(run.kinds.keys) == Set(kinds), "\(run.kinds)")
        #expect(run.filesAdded > 0 && run.filesRemoved > 0, "\(run.kinds)")
    }

    /// An edit of a model's members checks again the views whose checks read the model: without
    /// that, the same edits disagree.
    @Test(.timeLimit(.minutes(RandomEditAgreementTests.minutes))) func withoutRecheckingTheirReadersModelEditsDisagree() throws {
        let kinds = RandomEdits.memberKinds.sorted() + ["file restored"]
        let run = try Self.run(edits: 100, kinds: kinds, invalidatesEditedModelReaders: false, stoppingAfter: 1)
        #expect(run.modelEditsInPlace > 0, "\(run.kinds)")
        #expect(!run.disagreements.isEmpty, "\(run.kinds), \(run.modelEditsInPlace) model edits in place")
    }

    /// Views renamed check again the views that named the old or the new name, and those that
    /// reported anything: without that, the same renames disagree.
    @Test(.timeLimit(.minutes(RandomEditAgreementTests.minutes))) func withoutRecheckingTheirReadersRenamesDisagree() throws {
        let run = try Self.run(edits: 100, kinds: ["view renamed", "file restored"], invalidatesRenamedViewReaders: false, stoppingAfter: 1)
        #expect(run.renamesInPlace > 0, "\(run.kinds)")
        #expect(!run.disagreements.isEmpty, "\(run.kinds), \(run.renamesInPlace) renames in place")
    }

    /// The agreement above would see stale whole-program results: with their invalidation
    /// switched off (every part kept after an edit of views' signatures, members added and
    /// removed on lines of their own included), the same sequence disagrees.
    @Test(.timeLimit(.minutes(RandomEditAgreementTests.minutes))) func withoutInvalidationTheSameEditsDisagree() throws {
        // Edits of views' signatures, and files restored, which undo them.
        let kinds = RandomEdits.signatureKinds.sorted() + ["type changed", "property kind changed", "file restored"]
        let run = try Self.run(edits: 200, kinds: kinds, invalidatesProgramRules: false, stoppingAfter: 1)
        // Line-moving edits now run as declaration edits too.
        #expect(run.signatureEditsAsDeclarationEdits > 0, "\(run.kinds)")
        #expect(!run.disagreements.isEmpty, "\(run.kinds), \(run.partialSignatureRuns) partial runs")
    }

    /// What a run of random edits saw.
    struct Run {
        var kinds: [String: Int] = [:]
        var disagreements: [String] = []
        /// Views whose checks member edits kept: not every view reads every model.
        var keptByMemberEdits = 0
        var wholeProgramRuns = 0
        var bodyEditRuns = 0
        var interfaceEditRuns = 0
        /// Edits adding or removing a view's members after which the whole-program rules ran
        /// only for some views.
        var partialSignatureRuns = 0
        /// Declaration edits after which rules 5 and 10 ran for some environment values and not all.
        var environmentValueReruns = 0
        /// Edits adding or removing a view's members, and those of them that ran as edits of views' declarations.
        var signatureEdits = 0
        var signatureEditsAsDeclarationEdits = 0
        /// Views renamed, and those renames after which some views' checks were kept.
        var renames = 0
        var renamesKeepingChecks = 0
        /// Views renamed without making the symbol table and the signatures again.
        var renamesInPlace = 0
        /// Edits of members of models, structs and enums, and those that updated the symbol
        /// table for one model alone.
        var memberEdits = 0
        var modelEditsInPlace = 0
        /// Files added and removed on disk.
        var filesAdded = 0
        var filesRemoved = 0
    }

    /// Makes `edits` random edits from the fixed seed, comparing the server's diagnostics with
    /// the CLI's after each; stops after `stoppingAfter` disagreements.
    static func run(
        edits: Int, kinds: [String] = RandomEdits.kinds, invalidatesProgramRules: Bool = true, invalidatesRenamedViewReaders: Bool = true,
        invalidatesEditedModelReaders: Bool = true, stoppingAfter maximum: Int
    ) throws -> Run {
        let directory = try TemporaryDirectory()
        var texts = RandomEdits.workspace
        for (name, text) in texts { try directory.write(name, text) }
        let session = try LSPSession(root: directory.path)
        var published = PublishedDiagnostics()
        _ = try published.settle(session)
        let cache = session.server.workspace.analysisCache
        session.server.queue.sync {
            cache.invalidatesProgramRules = invalidatesProgramRules
            cache.invalidatesRenamedViewReaders = invalidatesRenamedViewReaders
            cache.invalidatesEditedModelReaders = invalidatesEditedModelReaders
        }
        // Half the files are open in the editor; the others change on disk.
        let open = Set(texts.keys.sorted().enumerated().filter { $0.offset.isMultiple(of: 2) }.map(\.element))
        var versions: [String: Int] = [:]
        for name in open.sorted() {
            versions[name] = 1
            session.open(name, texts[name]!, version: 1)
        }
        _ = try published.settle(session)

        var random = SplitMix64(seed: Self.seed)
        var editor = RandomEdits()
        editor.kinds = kinds
        // A buffer open in the editor is not deleted under it.
        editor.openFiles = open
        var run = Run()
        let start = session.server.queue.sync { (cache.wholeProgramRuns, cache.bodyEditRuns, cache.interfaceEditRuns) }
        // The edits before each one, for a disagreement's report: what led to it.
        var history: [String] = []
        for step in 0..<edits {
            let (kind, changed) = editor.next(texts, random: &random)
            run.kinds[kind, default: 0] += 1
            history = Array((history + ["\(kind) (\(changed.keys.sorted().joined(separator: ", ")))"]).suffix(8))
            let (interfaceRunsBefore, renameRunsBefore, modelRunsBefore) = session.server.queue.sync { (cache.interfaceEditRuns, cache.viewRenameRuns, cache.modelEditRuns) }
            var watched: [JSONValue] = []
            for (name, text) in changed.sorted(by: { $0.key < $1.key }) {
                guard let before = texts[name], text != RandomEdits.removed else {
                    // A file added or removed: the client's watcher reports it.
                    let removing = text == RandomEdits.removed
                    if removing {
                        texts[name] = nil
                        try FileManager.default.removeItem(atPath: directory.path + "/" + name)
                        run.filesRemoved += 1
                    } else {
                        texts[name] = text
                        try directory.write(name, text)
                        run.filesAdded += 1
                    }
                    watched.append(["uri": .string(session.uri(name)), "type": .int(removing ? 3 : 1)])
                    continue
                }
                texts[name] = text
                try directory.write(name, text)
                if open.contains(name) {
                    versions[name]! += 1
                    session.notify("textDocument/didChange", [
                        "textDocument": ["uri": .string(session.uri(name)), "version": .int(versions[name]!)],
                        "contentChanges": [RandomEdits.rangeChange(from: before, to: text)],
                    ])
                } else {
                    watched.append(["uri": .string(session.uri(name)), "type": 2])
                }
            }
            if !watched.isEmpty { session.notify("workspace/didChangeWatchedFiles", ["changes": .array(watched)]) }
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try published.settle(session)))
            let (kept, interfaceRuns, ruleViews, values, views, renameRuns, modelRuns) = session.server.queue.sync {
                (cache.lastKept, cache.interfaceEditRuns, cache.lastProgramRuleViews.count, cache.lastEnvironmentValues.count, cache.lastChecked + cache.lastKept, cache.viewRenameRuns, cache.modelEditRuns)
            }
            if RandomEdits.memberKinds.contains(kind) {
                run.memberEdits += 1
                if modelRuns > modelRunsBefore { run.modelEditsInPlace += 1 }
            }
            if kind == "view renamed", renameRuns > renameRunsBefore { run.renamesInPlace += 1 }
            if RandomEdits.memberKinds.contains(kind) { run.keptByMemberEdits += kept }
            if RandomEdits.signatureKinds.contains(kind) { run.signatureEdits += 1 }
            if kind == "view renamed" {
                run.renames += 1
                if kept > 0 { run.renamesKeepingChecks += 1 }
            }
            if interfaceRuns > interfaceRunsBefore {
                if RandomEdits.signatureKinds.contains(kind) { run.signatureEditsAsDeclarationEdits += 1 }
                if RandomEdits.signatureKinds.contains(kind), ruleViews > 0, ruleViews < views { run.partialSignatureRuns += 1 }
                if values > 0 { run.environmentValueReruns += 1 }
            }
            let cli = DiagnosticsTests.sorted(try Self.fromFastCheck(directory.path))
            if server != cli {
                let serverOnly = server.filter { !cli.contains($0) }
                let cliOnly = cli.filter { !server.contains($0) }
                run.disagreements.append("seed \(Self.seed), step \(step), \(kind): server only \(serverOnly), CLI only \(cliOnly); after \(history)")
                if run.disagreements.count >= maximum { break }
            }
        }
        (run.wholeProgramRuns, run.bodyEditRuns, run.interfaceEditRuns) = session.server.queue.sync {
            (cache.wholeProgramRuns - start.0, cache.bodyEditRuns - start.1, cache.interfaceEditRuns - start.2)
        }
        #expect(try session.close() == 0)
        return run
    }

    /// `trellis check --fast`, in process, as `DiagnosticsTests.fromCLI` reads it.
    static func fromFastCheck(_ root: String) throws -> [DiagnosticsTests.Reported] {
        try DiagnosticsTests.fromCLI(root, fast: true)
    }
}

/// The latest diagnostics the server published for each file, read from the notifications as they arrive.
struct PublishedDiagnostics {
    private var seen = 0
    private var latest: [String: [JSONValue]] = [:]

    mutating func settle(_ session: LSPSession) throws -> [String: [JSONValue]] {
        _ = try session.request("workspace/symbol", ["query": "zzzz"])
        _ = try session.request("workspace/symbol", ["query": "zzzz"])
        let notifications = session.receivedNotifications()
        for notification in notifications[seen...] where notification["method"] == "textDocument/publishDiagnostics" {
            let path = URL(string: notification["params"]!["uri"]!.stringValue!)!.path
            latest[path] = notification["params"]!["diagnostics"]!.arrayValue!
        }
        seen = notifications.count
        return latest.filter { !$0.value.isEmpty }
    }
}

/// A small deterministic generator, so a failing sequence replays from its seed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Edits a person makes, each chosen at random where it applies, and kept only when every file
/// still parses.
struct RandomEdits {
    static let kinds = [
        "text typed in a body", "line inserted", "line deleted", "line duplicated", "blank line", "view placed",
        "name renamed across files", "declaration renamed alone", "type changed", "property kind changed", "file restored",
        "member added", "member removed", "member renamed", "member's type changed",
        "input added", "input removed", "environment object added", "environment object removed", "view renamed",
        "state added", "state removed",
    ]
    /// Edits of what the symbol table holds beyond one declaration: a model or an enum renamed
    /// with its uses, a file added or removed. Each runs the whole analysis over the kept checks.
    static let structureKinds = ["model renamed", "enum renamed", "file added", "file removed"]
    /// What `edit` gives as a file's new text when the edit deletes the file.
    static let removed = ""
    /// Files a person adds to the workspace: a screen of `trellis-bench`'s and a view of the
    /// profile's models, one of whose destinations is written as an attribute naming a view
    /// (placed as its element only while that view is declared, `ModifierPlacement`); a file
    /// removed earlier may be added back too.
    static let addedFiles = [
        "Screen3.xml": ScreenCorpus.xml(3),
        "Extra.xml": """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <enum name="Mood">
            <case name="calm"/>
            <case name="busy"/>
          </enum>
          <view name="ExtraScreen" root="true">
            <state name="mood" type="Mood" initial=".calm"/>
            <stateObject name="viewModel" type="ProfileViewModel" initial="ProfileViewModel()"/>
            <body>
              <VStack>
                <Text>{viewModel.displayName} is {mood}</Text>
                <ProfileDetailView viewModel="{viewModel}"/>
                <Counter/>
                <NavigationStack>
                  <NavigationLink destination="{ProfileDetailView(viewModel: viewModel)}">
                    <Text>Details</Text>
                  </NavigationLink>
                </NavigationStack>
              </VStack>
            </body>
          </view>
        </trellis>
        """,
    ]
    /// The edits of a model's, struct's or enum's members, which check again only the views that read them.
    static let memberKinds: Set<String> = ["member added", "member removed", "member renamed", "member's type changed"]
    static let memberTypes = ["String", "Int", "Bool", "[String]", "String?", "User"]
    /// The edits of a view's signature that add or remove members: its call sites and the
    /// whole-program rules read them ("type changed" and "property kind changed" retype them).
    static let signatureKinds: Set<String> = [
        "input added", "input removed", "environment object added", "environment object removed", "state added", "state removed",
    ]
    static let addedInputs = [
        "<let name=\"extraCount\" type=\"Int\"/>", "<let name=\"extraNote\" type=\"String\" initial=\"&quot;&quot;\"/>",
        "<binding name=\"extraFlag\" type=\"Bool\"/>", "<observedObject name=\"extraModel\" type=\"ProfileViewModel\"/>",
    ]
    static let addedStates = [
        "<state name=\"extraCount\" type=\"Int\" initial=\"0\"/>", "<state name=\"extraTitle\" type=\"String\" initial=\"&quot;&quot;\"/>",
        "<state name=\"count\" type=\"Int\" initial=\"1\"/>",
    ]
    /// Observable objects of the workspace: one is injected and provided by a host, one never injected, one the bench's.
    static let environmentTypes = ["SessionManager", "ProfileViewModel", "BenchSession"]

    /// Files of the workspace: two of related views and models, two of `trellis-bench`'s
    /// screens (navigation, presentations, the vocabulary), the bench's shared model, and a counter.
    static var workspace: [String: String] {
        var files = [
            "Models.xml": ProfileWorkspace.models, "Screens.xml": ProfileWorkspace.screens,
            "Counter.xml": ScreenSamples.counter, "\(ScreenCorpus.sessionFileName).xml": ScreenCorpus.sessionXML,
        ]
        for index in [0, 9] { files["Screen\(index).xml"] = ScreenCorpus.xml(index) }
        return files
    }

    private let original = RandomEdits.workspace
    /// The kinds of edit made, each as likely.
    var kinds = RandomEdits.kinds
    /// Files open in the editor, which are never removed.
    var openFiles: Set<String> = []
    private let driver = CompilerDriver()

    static let identifiers = ["count", "cont", "isEditing", "displayName", "model.title", "session.userName", "viewModel.displayName", "flavor", "volume", "missing"]
    static let placedViews = [
        "<EditToggleRow isEditing=\"{$isEditing}\"/>", "<ProfileDetailView viewModel=\"{viewModel}\"/>", "<Row0 model=\"{model}\"/>",
        "<Counter/>", "<ProfileScreen/>", "<Row9/>",
    ]
    static let types = [("\"Int\"", "\"String\""), ("\"Bool\"", "\"Int\""), ("\"Double\"", "\"Int\""), ("\"String\"", "\"String?\"")]
    static let kindsOfProperty = [("<observedObject ", "<stateObject "), ("<state ", "<binding "), ("<binding ", "<let "), ("<environmentObject ", "<observedObject ")]

    /// The next edit: its kind and the new text of each file it changed.
    mutating func next(_ texts: [String: String], random: inout SplitMix64) -> (String, [String: String]) {
        while true {
            let kind = kinds.randomElement(using: &random)!
            let name = texts.keys.sorted().randomElement(using: &random)!
            guard let changed = edit(kind, file: name, texts: texts, random: &random), !changed.isEmpty,
                  changed.allSatisfy({ texts[$0.key] != $0.value && ($0.value == Self.removed || parses($0.key, $0.value)) }) else { continue }
            return (kind, changed)
        }
    }

    private func parses(_ name: String, _ text: String) -> Bool {
        driver.parse([("/" + name, Array(text.utf8))]).first?.syntax != nil
    }

    private func edit(_ kind: String, file: String, texts: [String: String], random: inout SplitMix64) -> [String: String]? {
        let text = texts[file]!
        var lines = text.components(separatedBy: "\n")
        func indentation(of line: String) -> String { String(line.prefix { $0 == " " }) }
        switch kind {
        case "text typed in a body":
            let candidates = lines.indices.filter { lines[$0].contains("<Text>") && lines[$0].contains("</Text>") }
            guard let index = candidates.randomElement(using: &random) else { return nil }
            let line = lines[index]
            let start = line.range(of: "<Text>")!.upperBound
            let end = line.range(of: "</Text>", range: start..<line.endIndex)!.lowerBound
            let offset = Int.random(in: 0...line[start..<end].count, using: &random)
            let position = line.index(start, offsetBy: offset)
            // A word, or a hole reading a name, typed where the cursor is.
            let typed = Bool.random(using: &random) ? " draft" : " {\(Self.identifiers.randomElement(using: &random)!)}"
            // Not inside a hole already there.
            let before = line[start..<position]
            guard before.filter({ $0 == "{" }).count == before.filter({ $0 == "}" }).count else { return nil }
            lines[index] = String(line[..<position]) + typed + String(line[position...])
        case "line inserted", "view placed":
            let candidates = lines.indices.filter { ["<VStack>", "<body>", "<Group>", "<Form>"].contains(lines[$0].trimmingCharacters(in: .whitespaces)) }
            guard let index = candidates.randomElement(using: &random) else { return nil }
            let element = kind == "view placed"
                ? Self.placedViews.randomElement(using: &random)!
                : "<Text>\(Bool.random(using: &random) ? "Note " : ""){\(Self.identifiers.randomElement(using: &random)!)}</Text>"
            lines.insert(indentation(of: lines[index]) + "  " + element, at: index + 1)
        case "line deleted", "line duplicated":
            let candidates = lines.indices.filter {
                let line = lines[$0].trimmingCharacters(in: .whitespaces)
                return line.hasPrefix("<") && !line.hasPrefix("</") && !line.hasPrefix("<?") && (line.hasSuffix("/>") || line.hasSuffix("</Text>"))
            }
            guard let index = candidates.randomElement(using: &random) else { return nil }
            if kind == "line deleted" { lines.remove(at: index) } else { lines.insert(lines[index], at: index) }
        case "blank line":
            let index = Int.random(in: 1..<lines.count, using: &random)
            lines.insert("", at: index)
        case "name renamed across files", "declaration renamed alone":
            let declared = Self.declaredNames(text)
            guard let old = declared.randomElement(using: &random) else { return nil }
            let new = old + ["X", "s", "2"].randomElement(using: &random)!
            if kind == "declaration renamed alone" {
                guard let range = text.range(of: "name=\"\(old)\"") else { return nil }
                return [file: text.replacingCharacters(in: range, with: "name=\"\(new)\"")]
            }
            var changed: [String: String] = [:]
            for (name, other) in texts {
                let renamed = Self.replacingWord(old, with: new, in: other)
                if renamed != other { changed[name] = renamed }
            }
            return changed
        case "type changed", "property kind changed":
            let pairs = kind == "type changed" ? Self.types : Self.kindsOfProperty
            let (from, to) = pairs.randomElement(using: &random)!
            let (search, replacement) = Bool.random(using: &random) ? (from, to) : (to, from)
            let candidates = lines.indices.filter { lines[$0].contains(search) && (kind != "type changed" || lines[$0].contains("type=" + search)) }
            guard let index = candidates.randomElement(using: &random) else { return nil }
            lines[index] = lines[index].replacingOccurrences(of: search, with: replacement)
        case "member added", "member removed", "member renamed", "member's type changed":
            // The members of models (`published`), structs (`field`) and enums (`case`), each on a line of its own.
            let candidates = lines.indices.filter {
                let line = lines[$0].trimmingCharacters(in: .whitespaces)
                return ["<published ", "<field ", "<case "].contains { line.hasPrefix($0) } && line.contains(" name=\"")
            }
            guard let index = candidates.randomElement(using: &random) else { return nil }
            let line = lines[index]
            let nameStart = line.range(of: " name=\"")!.upperBound
            let nameEnd = line[nameStart...].firstIndex(of: "\"")!
            let name = String(line[nameStart..<nameEnd])
            switch kind {
            case "member added":
                let added = line.replacingCharacters(in: nameStart..<nameEnd, with: name + ["Extra", "2"].randomElement(using: &random)!)
                lines.insert(added, at: index + 1)
            case "member removed":
                lines.remove(at: index)
            case "member renamed":
                lines[index] = line.replacingCharacters(in: nameStart..<nameEnd, with: name + ["X", "s"].randomElement(using: &random)!)
            default:
                guard let typeStart = line.range(of: " type=\"")?.upperBound, let typeEnd = line[typeStart...].firstIndex(of: "\"") else { return nil }
                lines[index] = line.replacingCharacters(in: typeStart..<typeEnd, with: Self.memberTypes.randomElement(using: &random)!)
            }
        case "input added", "environment object added", "state added":
            let candidates = lines.indices.filter { lines[$0].trimmingCharacters(in: .whitespaces).hasPrefix("<view name=\"") }
            guard let index = candidates.randomElement(using: &random) else { return nil }
            let declaration: String
            if kind == "input added" {
                declaration = Self.addedInputs.randomElement(using: &random)!
            } else if kind == "state added" {
                declaration = Self.addedStates.randomElement(using: &random)!
            } else {
                let type = Self.environmentTypes.randomElement(using: &random)!
                declaration = "<environmentObject name=\"shared\(type)\" type=\"\(type)\"/>"
            }
            lines.insert(indentation(of: lines[index]) + "  " + declaration, at: index + 1)
        case "input removed", "environment object removed", "state removed":
            let prefixes = switch kind {
            case "input removed": ["<let name=", "<binding name=", "<observedObject name="]
            case "state removed": ["<state name="]
            default: ["<environmentObject name="]
            }
            // Inside a view: a file's own `let` is a constant, not an input.
            var inView = false
            var candidates: [Int] = []
            for (index, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("<view ") { inView = true }
                if trimmed.hasPrefix("</view>") { inView = false }
                if inView, prefixes.contains(where: trimmed.hasPrefix) { candidates.append(index) }
            }
            guard let index = candidates.randomElement(using: &random) else { return nil }
            lines.remove(at: index)
        case "view renamed":
            let views = lines.compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("<view name=\""), let end = trimmed.dropFirst(12).firstIndex(of: "\"") else { return nil }
                return String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: 12)..<end])
            }
            guard let old = views.randomElement(using: &random) else { return nil }
            let new = old + ["X", "s", "2"].randomElement(using: &random)!
            // Alone, its call sites now name nothing; or with them, as a rename in the editor does.
            guard Bool.random(using: &random) else {
                return [file: text.replacingOccurrences(of: "<view name=\"\(old)\"", with: "<view name=\"\(new)\"")]
            }
            var changed: [String: String] = [:]
            for (name, other) in texts {
                let renamed = Self.replacingWord(old, with: new, in: other)
                if renamed != other { changed[name] = renamed }
            }
            return changed
        case "file restored":
            guard let original = original[file], original != text else { return nil }
            return [file: original]
        case "model renamed", "enum renamed":
            let element = kind == "model renamed" ? "<model name=\"" : "<enum name=\""
            let declared = lines.compactMap { line -> String? in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix(element), let end = trimmed.dropFirst(element.count).firstIndex(of: "\"") else { return nil }
                return String(trimmed[trimmed.index(trimmed.startIndex, offsetBy: element.count)..<end])
            }
            guard let old = declared.randomElement(using: &random) else { return nil }
            let new = old + ["X", "s", "2"].randomElement(using: &random)!
            // With its uses, as a rename in the editor does ("declaration renamed alone" leaves
            // uses naming nothing). Renamed alone, a model every file uses leaves so many unknown
            // names that a run's "did you mean" allowance (`NameSuggester.limit`) runs out, and
            // a whole check then cuts suggestions the server's kept checks made.
            var changed: [String: String] = [:]
            for (name, other) in texts {
                let renamed = Self.replacingWord(old, with: new, in: other)
                if renamed != other { changed[name] = renamed }
            }
            return changed
        case "file added":
            var candidates = Self.addedFiles
            for (name, text) in original { candidates[name] = text }
            let absent = candidates.keys.filter { texts[$0] == nil }.sorted()
            guard let name = absent.randomElement(using: &random) else { return nil }
            return [name: candidates[name]!]
        case "file removed":
            // A file this session added. Removing the workspace's own files leaves so many
            // unknown names that a run's "did you mean" allowance (`NameSuggester.limit`) runs
            // out, and the server's kept checks then differ from a whole check in which
            // suggestions are cut, which this session does not yet model.
            guard Self.addedFiles[file] != nil, !openFiles.contains(file) else { return nil }
            return [file: Self.removed]
        default:
            return nil
        }
        return [file: lines.joined(separator: "\n")]
    }

    /// The names a file declares with `name="..."` that are Swift identifiers: views, models, properties, cases.
    static func declaredNames(_ text: String) -> [String] {
        var names: [String] = []
        var rest = text[...]
        while let range = rest.range(of: " name=\"") {
            let tail = rest[range.upperBound...]
            guard let close = tail.firstIndex(of: "\"") else { break }
            let name = String(tail[..<close])
            if let first = name.first, first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber }) { names.append(name) }
            rest = tail[close...]
        }
        return names
    }

    /// `text` with every whole-word `word` replaced.
    static func replacingWord(_ word: String, with replacement: String, in text: String) -> String {
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || character.isNumber || character == "_" }
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: word) {
            let before = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            result += rest[..<range.lowerBound]
            if before.map(isWordCharacter) == true || after.map(isWordCharacter) == true {
                result += word
            } else {
                result += replacement
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// The change from `before` to `after` as one ranged `contentChanges` entry, as an editor sends it (UTF-16 positions).
    static func rangeChange(from before: String, to after: String) -> JSONValue {
        let old = Array(before.utf16)
        let new = Array(after.utf16)
        var prefix = 0
        while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
        // Never between the two halves of a surrogate pair.
        if prefix > 0, (0xD800...0xDBFF).contains(old[prefix - 1]) { prefix -= 1 }
        var suffix = 0
        while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        if suffix > 0, (0xDC00...0xDFFF).contains(old[old.count - suffix]) { suffix -= 1 }
        func position(_ offset: Int) -> JSONValue {
            var line = 0
            var lineStart = 0
            for index in 0..<offset where old[index] == 0x0A {
                line += 1
                lineStart = index + 1
            }
            return ["line": .int(line), "character": .int(offset - lineStart)]
        }
        let inserted = String(decoding: new[prefix..<(new.count - suffix)], as: UTF16.self)
        return ["range": ["start": position(prefix), "end": position(old.count - suffix)], "text": .string(inserted)]
    }
}

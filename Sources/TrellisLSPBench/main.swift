import Foundation
import TrellisBenchSupport
import TrellisDriver
import TrellisLanguageServer

// `trellis-lsp-bench`: scripted editor sessions against `trellis lsp` on generated workspaces of
// `ScreenCorpus` screens. For each size and debounce it prints the time from an edit to its
// diagnostics (debounce included) for a body-only edit, a view's declaration edit, a model's edit, a
// state added on a line of its own (which moves the lines below it) and a view renamed, median and
// maximum, with the CPU time of each; then the time to a request's answer after a model renamed, an
// enum renamed (each with its uses, as the editor's rename makes it) and a file added and removed; one whole `trellis check --fast` of the same workspace to
// measure them against, completion and references latency, and peak memory. Each session runs in a child
// process (this binary with `--one N`), so peak memory is that workspace's alone.

let arguments = Array(CommandLine.arguments.dropFirst())

/// An in-process client: frames go through the real framing; replies are matched by id.
final class BenchClient: @unchecked Sendable {
    private let condition = NSCondition()
    private var framer = MessageFramer()
    private var responses: [Int: JSONValue] = [:]
    private var published: [String: Int] = [:]
    private var publishedCounts: [String: Int] = [:]
    private(set) var server: LanguageServer!
    private var nextID = 1

    /// As VS Code declares it: the client watches files when the server asks.
    static let capabilities: JSONValue = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]

    init(debounce: Double) {
        server = LanguageServer(options: ServerOptions(debounce: debounce)) { [weak self] data in self?.collect(data) }
    }

    private func collect(_ data: Data) {
        condition.lock()
        for frame in framer.feed(Array(data)) {
            guard case .message(let body) = frame, let message = try? JSONValue.parse(body) else { continue }
            if message["method"] == "textDocument/publishDiagnostics", let uri = message["params"]?["uri"]?.stringValue {
                published[uri] = message["params"]?["version"]?.intValue ?? -1
                publishedCounts[uri, default: 0] += 1
            } else if let id = message["id"]?.intValue {
                responses[id] = message
            }
        }
        condition.broadcast()
        condition.unlock()
    }

    func send(_ message: JSONValue) {
        var framer = MessageFramer()
        for frame in framer.feed(Array(MessageFramer.frame(message.serialized))) { server.receive(frame) }
    }

    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        condition.lock()
        let id = nextID
        nextID += 1
        condition.unlock()
        send(["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params])
        condition.lock()
        defer { condition.unlock() }
        while responses[id] == nil { condition.wait() }
        return responses.removeValue(forKey: id)!
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    /// How many times diagnostics for `uri` were published.
    func publishedCount(_ uri: String) -> Int {
        condition.lock()
        defer { condition.unlock() }
        return publishedCounts[uri] ?? 0
    }

    /// Waits until diagnostics for `uri` at `version` are published.
    func waitForDiagnostics(_ uri: String, version: Int) {
        condition.lock()
        defer { condition.unlock() }
        while published[uri] != version { condition.wait() }
    }
}

func seconds(_ start: DispatchTime) -> Double {
    Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
}

func percentile(_ values: [Double], _ fraction: Double) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
}

/// This process's CPU time (all threads, the server's included), in seconds.
func processCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func milliseconds(_ value: Double) -> String { String(format: "%.1f ms", value * 1000) }

func peakResidentMegabytes() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Double(usage.ru_maxrss) / 1024
}

/// One session on a workspace of `screens` screens; prints one line of figures.
/// `debounce` is the server's; the edit times below include it.
func runSession(screens: Int, edits: Int, debounce: Double, work: URL, kinds: Set<String>) throws {
    let directory = work.appendingPathComponent("lsp-\(screens)")
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try ScreenCorpus.sessionXML.write(to: directory.appendingPathComponent("\(ScreenCorpus.sessionFileName).xml"), atomically: true, encoding: .utf8)
    for index in 0..<screens {
        try ScreenCorpus.xml(index).write(to: directory.appendingPathComponent("Screen\(index).xml"), atomically: true, encoding: .utf8)
    }
    let client = BenchClient(debounce: debounce)
    let start = DispatchTime.now()
    _ = client.request("initialize", ["rootUri": .string(directory.absoluteString), "capabilities": BenchClient.capabilities])
    client.notify("initialized", [:])
    // The first request waits for the whole workspace's first analysis.
    _ = client.request("workspace/symbol", ["query": "Screen0"])
    let initial = seconds(start)

    let edited = screens / 2
    let uri = directory.appendingPathComponent("Screen\(edited).xml").absoluteString
    let clean = ScreenCorpus.xml(edited)
    client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "xml", "version": 1, "text": .string(clean)]])
    _ = client.request("workspace/symbol", ["query": "zz"])

    // Each kind of edit alternates a break and its fix, so every edit changes the diagnostics: a
    // body-only edit (a misspelled name read in the body) and a declaration edit (a state's
    // type misspelled, which the program's signatures read).
    var version = 1
    func timeEdits(_ kind: String, _ broken: String) -> (times: [Double], cpu: [Double]) {
        guard kinds.contains(kind) else { return ([], []) }
        var times: [Double] = []
        var cpuTimes: [Double] = []
        for step in 0..<edits {
            version += 1
            let text = step.isMultiple(of: 2) ? broken : clean
            let sent = DispatchTime.now()
            let cpu = processCPUSeconds()
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [["text": .string(text)]],
            ])
            client.waitForDiagnostics(uri, version: version)
            times.append(seconds(sent))
            cpuTimes.append(processCPUSeconds() - cpu)
        }
        return (times, cpuTimes)
    }
    let (editTimes, editCPUTimes) = timeEdits("body", clean.replacingOccurrences(of: "{count}", with: "{coutn}"))
    let declarationEdit = clean.replacingOccurrences(of: "<state name=\"count\" type=\"Int\"", with: "<state name=\"count\" type=\"Itn\"")
    precondition(declarationEdit != clean, "the screen has no `count` state")
    let (declarationTimes, declarationCPUTimes) = timeEdits("declaration", declarationEdit)
    // A model's edit (its property's type misspelled): only the views that read the model are checked again.
    let modelEdit = clean.replacingOccurrences(of: "<published name=\"title\" type=\"String\"", with: "<published name=\"title\" type=\"Strng\"")
    precondition(modelEdit != clean, "the screen's model has no `title`")
    let (modelTimes, modelCPUTimes) = timeEdits("model", modelEdit)
    // A state added on a line of its own to the row view, above the screen's view: every line
    // below it moves, the screen's call sites included.
    let rowModel = "<observedObject name=\"model\" type=\"Model\(edited)\"/>\n"
    let memberLineEdit = clean.replacingOccurrences(of: rowModel, with: rowModel + "    <state name=\"rowCount\" type=\"Int\" initial=\"0\"/>\n")
    precondition(memberLineEdit != clean, "the screen's file has no row view reading its model")
    let (memberLineTimes, memberLineCPUTimes) = timeEdits("member-line", memberLineEdit)
    // The screen's view renamed (it is a root: no other view names it).
    let renameEdit = clean.replacingOccurrences(of: "<view name=\"Screen\(edited)\"", with: "<view name=\"Screen\(edited)Renamed\"")
    precondition(renameEdit != clean, "the screen's view is not declared")
    let (renameTimes, renameCPUTimes) = timeEdits("view-rename", renameEdit)

    // A model and an enum renamed with their uses, as the editor's rename writes them, and a file
    // added and removed on disk. They may leave the diagnostics as they were, which publishes
    // nothing, so each is timed to the answer of a request sent right after it: the server
    // answers it from the analysis of the edited workspace (a debounce is not waited for).
    func timeSynced(_ kind: String, _ edit: (Int) -> Void, answer: (Int) -> JSONValue) -> (times: [Double], cpu: [Double]) {
        guard kinds.contains(kind) else { return ([], []) }
        var times: [Double] = []
        var cpuTimes: [Double] = []
        for step in 0..<edits {
            let sent = DispatchTime.now()
            let cpu = processCPUSeconds()
            edit(step)
            let reply = answer(step)
            times.append(seconds(sent))
            cpuTimes.append(processCPUSeconds() - cpu)
            precondition(reply["result"]?.arrayValue?.isEmpty == false, "the request after the edit found nothing")
        }
        return (times, cpuTimes)
    }
    func symbols(_ uri: String) -> JSONValue {
        client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]])
    }
    func timeRename(_ kind: String, _ name: String) -> (times: [Double], cpu: [Double]) {
        let renamed = clean.replacingOccurrences(of: name, with: name + "Renamed")
        precondition(renamed != clean && !clean.contains(name + "0"), "the screen's file does not declare `\(name)` alone")
        return timeSynced(kind, { step in
            version += 1
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [["text": .string(step.isMultiple(of: 2) ? renamed : clean)]],
            ])
        }, answer: { _ in symbols(uri) })
    }
    let (modelRenameTimes, modelRenameCPUTimes) = timeRename("model-rename", "Model\(edited)")
    let (enumRenameTimes, enumRenameCPUTimes) = timeRename("enum-rename", "Phase\(edited)")
    // A new screen's file (two views, a model and an enum) written and then deleted.
    let addedFile = directory.appendingPathComponent("Screen\(screens).xml")
    let (fileTimes, fileCPUTimes) = timeSynced("file", { step in
        let adding = step.isMultiple(of: 2)
        if adding {
            try! ScreenCorpus.xml(screens).write(to: addedFile, atomically: true, encoding: .utf8)
        } else {
            try! FileManager.default.removeItem(at: addedFile)
        }
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(addedFile.absoluteString), "type": .int(adding ? 1 : 3)]]])
    }, answer: { step in symbols(step.isMultiple(of: 2) ? addedFile.absoluteString : uri) })
    if FileManager.default.fileExists(atPath: addedFile.path) {
        try FileManager.default.removeItem(at: addedFile)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(addedFile.absoluteString), "type": 3]]])
    }

    // Completion of members after `model.` and references of the shared model's property.
    let lines = clean.components(separatedBy: "\n")
    let toggleLine = lines.firstIndex { $0.contains("isOn=\"{$model.isOn}") }!
    let completionCharacter = lines[toggleLine].range(of: "model.")!.upperBound.utf16Offset(in: lines[toggleLine])
    var completionTimes: [Double] = []
    var referenceTimes: [Double] = []
    var referenceCount = 0
    for _ in 0..<10 {
        let sent = DispatchTime.now()
        let completion = client.request("textDocument/completion", ["textDocument": ["uri": .string(uri)], "position": ["line": .int(toggleLine), "character": .int(completionCharacter)]])
        completionTimes.append(seconds(sent))
        precondition(completion["result"]?["items"]?.arrayValue?.isEmpty == false, "completion returned nothing")
        let referencesSent = DispatchTime.now()
        let userName = lines.firstIndex { $0.contains("{session.userName}") }!
        let character = lines[userName].range(of: "userName")!.lowerBound.utf16Offset(in: lines[userName]) + 1
        let references = client.request("textDocument/references", ["textDocument": ["uri": .string(uri)], "position": ["line": .int(userName), "character": .int(character)], "context": ["includeDeclaration": true]])
        referenceTimes.append(seconds(referencesSent))
        referenceCount = references["result"]?.arrayValue?.count ?? 0
    }
    _ = client.request("shutdown", .null)
    client.notify("exit", .null)
    _ = client.server.waitForExit()
    let peak = peakResidentMegabytes()
    // One whole check of the same workspace, as `trellis check --fast` makes it: what an edit's
    // cost is measured against. After the session, so the peak above is the server's alone.
    let checkStart = DispatchTime.now()
    let checkCPU = processCPUSeconds()
    let check = try CompilerDriver().check([directory.path])
    let (checkTime, checkCPUTime) = (seconds(checkStart), processCPUSeconds() - checkCPU)
    precondition(check.inputPaths.count == screens + 1, "the check saw \(check.inputPaths.count) files")
    print(String(
        format: "%6d screens  debounce %3.0f ms  first analysis %8.2f s  body edit→diagnostics median %@ max %@ (CPU median %@)  declaration edit median %@ max %@ (CPU median %@)  model edit median %@ max %@ (CPU median %@)  member line edit median %@ max %@ (CPU median %@)  view rename median %@ max %@ (CPU median %@)  model rename median %@ max %@ (CPU median %@)  enum rename median %@ max %@ (CPU median %@)  file added or removed median %@ max %@ (CPU median %@)  whole check %@ (CPU %@)  completion median %@  references median %@ (%d found)  peak %.0f MB",
        screens, debounce * 1000, initial, milliseconds(percentile(editTimes, 0.5)), milliseconds(editTimes.max() ?? 0), milliseconds(percentile(editCPUTimes, 0.5)),
        milliseconds(percentile(declarationTimes, 0.5)), milliseconds(declarationTimes.max() ?? 0), milliseconds(percentile(declarationCPUTimes, 0.5)),
        milliseconds(percentile(modelTimes, 0.5)), milliseconds(modelTimes.max() ?? 0), milliseconds(percentile(modelCPUTimes, 0.5)),
        milliseconds(percentile(memberLineTimes, 0.5)), milliseconds(memberLineTimes.max() ?? 0), milliseconds(percentile(memberLineCPUTimes, 0.5)),
        milliseconds(percentile(renameTimes, 0.5)), milliseconds(renameTimes.max() ?? 0), milliseconds(percentile(renameCPUTimes, 0.5)),
        milliseconds(percentile(modelRenameTimes, 0.5)), milliseconds(modelRenameTimes.max() ?? 0), milliseconds(percentile(modelRenameCPUTimes, 0.5)),
        milliseconds(percentile(enumRenameTimes, 0.5)), milliseconds(enumRenameTimes.max() ?? 0), milliseconds(percentile(enumRenameCPUTimes, 0.5)),
        milliseconds(percentile(fileTimes, 0.5)), milliseconds(fileTimes.max() ?? 0), milliseconds(percentile(fileCPUTimes, 0.5)),
        milliseconds(checkTime), milliseconds(checkCPUTime),
        milliseconds(percentile(completionTimes, 0.5)), milliseconds(percentile(referenceTimes, 0.5)), referenceCount, peak
    ))
    try? FileManager.default.removeItem(at: directory)
}

/// What the debounce saves while someone types fast: `keys` keystrokes `interval` apart, typed
/// once into a name read in the body and once into a state's type (a declaration edit each key).
/// Prints, for each, the analyses the server ran (diagnostics published), its CPU time over
/// the session, and the time from the last keystroke to that text's diagnostics.
func runTypingSession(screens: Int, keys: Int, interval: Double, debounce: Double, work: URL) throws {
    let directory = work.appendingPathComponent("lsp-typing-\(screens)")
    try? FileManager.default.removeItem(at: directory)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try ScreenCorpus.sessionXML.write(to: directory.appendingPathComponent("\(ScreenCorpus.sessionFileName).xml"), atomically: true, encoding: .utf8)
    for index in 0..<screens {
        try ScreenCorpus.xml(index).write(to: directory.appendingPathComponent("Screen\(index).xml"), atomically: true, encoding: .utf8)
    }
    let client = BenchClient(debounce: debounce)
    _ = client.request("initialize", ["rootUri": .string(directory.absoluteString), "capabilities": BenchClient.capabilities])
    client.notify("initialized", [:])
    _ = client.request("workspace/symbol", ["query": "Screen0"])
    let edited = screens / 2
    let uri = directory.appendingPathComponent("Screen\(edited).xml").absoluteString
    let clean = ScreenCorpus.xml(edited)
    client.notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": "xml", "version": 1, "text": .string(clean)]])
    _ = client.request("workspace/symbol", ["query": "zz"])
    var version = 1
    var results: [String] = []
    // Each key changes the diagnostics (a name read in the body, a state's type), so each
    // analysis publishes and is counted.
    for (label, anchor) in [("body", "<Text>Detail {count"), ("declaration", "<state name=\"note\" type=\"String")] {
        let insertion = clean.range(of: anchor)!.upperBound
        let prefix = String(clean[..<insertion])
        let suffix = String(clean[insertion...])
        let publishedBefore = client.publishedCount(uri)
        let cpu = processCPUSeconds()
        var typed = ""
        var lastSent = DispatchTime.now()
        for key in 0..<keys {
            typed.append(Character(UnicodeScalar(UInt8(ascii: "a") + UInt8(key % 26))))
            version += 1
            lastSent = DispatchTime.now()
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": .string(uri), "version": .int(version)],
                "contentChanges": [["text": .string(prefix + typed + suffix)]],
            ])
            if key < keys - 1 { Thread.sleep(forTimeInterval: interval) }
        }
        client.waitForDiagnostics(uri, version: version)
        let latency = seconds(lastSent)
        let analyses = client.publishedCount(uri) - publishedBefore
        results.append(String(format: "%@ typing: %2d analyses, CPU %@, last key→diagnostics %@", label, analyses, milliseconds(processCPUSeconds() - cpu), milliseconds(latency)))
        // Back to the clean text before the next kind.
        version += 1
        client.notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": [["text": .string(clean)]]])
        client.waitForDiagnostics(uri, version: version)
    }
    _ = client.request("shutdown", .null)
    client.notify("exit", .null)
    _ = client.server.waitForExit()
    print(String(format: "%6d screens  debounce %3.0f ms  %d keys %.0f ms apart  ", screens, debounce * 1000, keys, interval * 1000) + results.joined(separator: "  "))
    try? FileManager.default.removeItem(at: directory)
}

var sizes = [100, 1_000, 10_000]
var edits = 40
var work = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("trellis-lsp-bench")
var one: Int?
var typing = false
var keys = 20
var keyInterval = 0.08
var debounces = [0, ServerOptions.defaultDebounce]
/// The kinds of edit timed; the others are skipped and print as 0 (for profiling one kind).
let allKinds = ["body", "declaration", "model", "member-line", "view-rename", "model-rename", "enum-rename", "file"]
var kinds = Set(allKinds)
var iterator = arguments.makeIterator()
while let argument = iterator.next() {
    switch argument {
    case "--sizes": sizes = (iterator.next() ?? "").split(separator: ",").compactMap { Int($0) }
    case "--edits": edits = max(1, Int(iterator.next() ?? "") ?? edits)
    case "--work": work = URL(fileURLWithPath: iterator.next() ?? work.path)
    case "--one": one = Int(iterator.next() ?? "")
    case "--typing": typing = true
    case "--keys": keys = max(1, Int(iterator.next() ?? "") ?? keys)
    case "--key-interval": keyInterval = (Double(iterator.next() ?? "") ?? keyInterval * 1000) / 1000
    case "--kinds": kinds = Set((iterator.next() ?? "").split(separator: ",").map(String.init)).intersection(allKinds)
    case "--debounce": debounces = (iterator.next() ?? "").split(separator: ",").compactMap { Double($0) }.map { $0 / 1000 }
    default:
        FileHandle.standardError.write(Data("usage: trellis-lsp-bench [--sizes 100,1000,10000] [--edits N] [--debounce 0,150] [--kinds body,declaration,model,member-line,view-rename,model-rename,enum-rename,file] [--work DIR] [--typing [--keys 20] [--key-interval 80]]\n".utf8))
        exit(2)
    }
}

if let one {
    if typing {
        try runTypingSession(screens: one, keys: keys, interval: keyInterval, debounce: debounces.first ?? 0, work: work)
    } else {
        try runSession(screens: one, edits: edits, debounce: debounces.first ?? 0, work: work, kinds: kinds)
    }
    exit(0)
}
// Written unbuffered, so it comes before the children's lines.
FileHandle.standardOutput.write(Data("trellis lsp sessions: \(edits) edits of each kind, debounce included; \(ProcessInfo.processInfo.activeProcessorCount) cores, load \(String(format: "%.1f", loadAverage()))\n".utf8))
for size in sizes {
    for debounce in debounces {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        child.arguments = ["--one", String(size), "--edits", String(edits), "--debounce", String(debounce * 1000), "--work", work.path, "--kinds", kinds.sorted().joined(separator: ",")]
            + (typing ? ["--typing", "--keys", String(keys), "--key-interval", String(keyInterval * 1000)] : [])
        try child.run()
        child.waitUntilExit()
        if child.terminationStatus != 0 { print("\(size) screens: the session failed with status \(child.terminationStatus)") }
    }
}

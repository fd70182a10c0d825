import Foundation

/// The live preview: serves the screen's page on 127.0.0.1, passes the page's clicks and typing
/// to the running preview program, and rebuilds when a screen or its Swift is saved, replaying
/// the interactions so far so that the screen comes back in the state it was in where it can.
/// While the screens do not check, the page shows their diagnostics instead.
///
/// Routes: `GET /` the page, `GET /version` the build's number (the page reloads when it
/// changes), `POST /event` one interaction as a JSON array of strings (answered with the new
/// screen as JSON). Anything else is refused and touches nothing.
/// Not thread-safe: one thread at a time serves and rebuilds (the serving loop's).
final class PreviewServer: @unchecked Sendable {
    /// What the server runs: screens it builds, or a preview program built elsewhere.
    enum Source {
        case screens(PreviewBuild)
        /// A program that answers the preview requests on standard input (`PreviewSession`),
        /// started with these arguments; nothing is watched or rebuilt.
        case program(executable: String, arguments: [String])
    }

    let source: Source
    let http: HTTPServer
    private(set) var version = 0
    private var program: PreviewProgram?
    private var running: PreviewProcess?
    /// The diagnostics, or the failure, shown instead of the screen.
    private var problem: String?
    /// Interactions that succeeded since the screen was first shown, replayed after each rebuild.
    private(set) var events: [[String]] = []
    private var watched: [String: Date] = [:]

    /// The interactions the page may send, with their number of arguments.
    static let interactions: [String: Int] = [
        "tap": 1, "toggle": 1, "type": 2, "back": 0, "dismiss": 0, "tab": 1, "increment": 1, "decrement": 1,
    ]

    convenience init(build: PreviewBuild, port: Int) throws(CommandFailure) {
        try self.init(source: .screens(build), port: port)
    }

    init(source: Source, port: Int) throws(CommandFailure) {
        self.source = source
        do {
            http = try HTTPServer(port: port)
        } catch {
            throw .io(message: "\(error)")
        }
    }

    static func serve(build: PreviewBuild, port: Int, context: inout CommandContext) throws(CommandFailure) -> Int32 {
        try serve(source: .screens(build), named: build.arguments.positionals.joined(separator: " "), port: port)
    }

    /// Serves until SIGINT or SIGTERM, rebuilding screens when they are saved.
    static func serve(source: Source, named name: String, port: Int) throws(CommandFailure) -> Int32 {
        let server = try PreviewServer(source: source, port: port)
        try server.rebuild()
        if let problem = server.problem, case .program = source {
            report("error: \(problem)")
            return 1
        }
        report("Live preview of \(name) at http://127.0.0.1:\(server.http.port)/ (Ctrl-C stops it)")
        let stop = StopSignal()
        while !stop.isRaised {
            server.serveOne(timeout: 250)
            if server.inputsChanged() {
                report("Rebuilding…")
                try server.rebuild()
                report(server.problem == nil ? "Rebuilt; the page reloads." : "The screens do not check; the page shows why.")
            }
        }
        return 0
    }

    /// Answers one request if one comes within `timeout` milliseconds.
    func serveOne(timeout: Int32) {
        http.serveOne(timeout: timeout) { self.handle($0) }
    }

    private static func report(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    // MARK: Building

    /// Builds the screens again and starts the new program, replaying the interactions so far;
    /// those that no longer apply (a button renamed) are dropped.
    func rebuild() throws(CommandFailure) {
        version += 1
        running = nil
        program = nil
        let build: PreviewBuild
        switch source {
        case .program(let executable, let arguments):
            start(executable: executable, arguments: arguments, in: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
            return
        case .screens(let screens):
            build = screens
        }
        switch try build.build() {
        case .diagnostics(let result):
            problem = Self.diagnosticsText(result)
            watch(result.inputPaths)
        case .failed(let message):
            problem = message
        case .built(let built, let check):
            watch(check.inputPaths)
            program = built
            start(executable: built.executable, arguments: ["--serve"], in: built.folder)
        }
    }

    /// Starts the preview program and replays the interactions so far on it; those that no
    /// longer apply are dropped.
    private func start(executable: String, arguments: [String], in folder: URL) {
        do {
            let process = try PreviewProcess(executable: executable, arguments: arguments, folder: folder)
            running = process
            problem = nil
            events = events.filter { event in
                if case .success = process.request(event) { return true }
                return false
            }
        } catch {
            problem = "the preview program could not start: \(error)"
        }
    }

    private static func diagnosticsText(_ result: CompilerDriver.CheckResult) -> String {
        var context = CommandContext(environment: [:], errorsAreTerminal: false)
        context.printDiagnostics(result)
        return context.errors
    }

    private func watch(_ inputs: [String]) {
        guard case .screens(let build) = source else { return }
        let folders = build.arguments.positionals.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue
        }
        let paths = Set(inputs + SwiftPass.swiftSources(in: build.arguments.positionals) + folders)
        watched = Dictionary(uniqueKeysWithValues: paths.map { ($0, Self.modificationDate($0)) })
    }

    /// Whether a watched file was saved, removed or added (a folder's date changes) since the build.
    func inputsChanged() -> Bool {
        watched.contains { path, date in Self.modificationDate(path) != date }
    }

    private static func modificationDate(_ path: String) -> Date {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
    }

    // MARK: Requests

    func handle(_ request: HTTPServer.Request) -> HTTPServer.Response {
        let host = request.headers["host"] ?? ""
        // A page of another site cannot reach the preview through a name that resolves to 127.0.0.1.
        guard host == "127.0.0.1:\(http.port)" || host == "localhost:\(http.port)" else {
            return HTTPServer.Response(status: 403, body: "the live preview answers requests for 127.0.0.1:\(http.port) only\n")
        }
        switch (request.method, request.path) {
        case ("GET", "/"):
            return HTTPServer.Response(status: 200, contentType: "text/html; charset=utf-8", body: page())
        case ("GET", "/version"):
            return HTTPServer.Response(status: 200, body: "\(version)")
        case ("POST", "/event"):
            return event(request.body)
        case (_, "/"), (_, "/version"), (_, "/event"):
            return HTTPServer.Response(status: 405, body: "method not allowed\n")
        default:
            return HTTPServer.Response(status: 404, body: "not found: the live preview serves `/` only\n")
        }
    }

    private func page() -> String {
        if let running, case .success(let page) = running.request(["page"]) {
            let script = Self.script(version: version)
            if let end = page.range(of: "</body>", options: .backwards) {
                return page.replacingCharacters(in: end, with: "<script>\n\(script)\n</script>\n</body>")
            }
            return page + "<script>\n\(script)\n</script>\n"
        }
        let message = problem ?? "the preview program stopped"
        return """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Trellis preview: does not check</title>
        <style>body { font-family: -apple-system, system-ui, sans-serif; margin: 32px; color: #1c1c1e; } h1 { color: #ff3b30; font-size: 20px; } pre { white-space: pre-wrap; font-size: 12px; background: #f2f2f7; padding: 16px; border-radius: 8px; }</style>
        </head><body><div class="diagnostics"><h1>The screen cannot be shown</h1><pre>\(Self.escape(message))</pre><p>Save a fix and this page reloads.</p></div>
        <script>\n\(Self.script(version: version))\n</script></body></html>

        """
    }

    private func event(_ body: Data) -> HTTPServer.Response {
        guard let fields = try? JSONDecoder().decode([String].self, from: body), let name = fields.first,
              let arity = Self.interactions[name], fields.count == arity + 1
        else {
            return json(status: 400, ["error": "an event is a JSON array such as [\"tap\", \"Add\"], one of: \(Self.interactions.keys.sorted().joined(separator: ", "))"])
        }
        guard let running else { return json(status: 503, ["error": problem ?? "the preview program is not running"]) }
        switch running.request(fields) {
        case .success(let screen):
            events.append(fields)
            return json(status: 200, ["screen": screen, "version": "\(version)"])
        case .failure(let failure):
            if !running.isRunning {
                self.running = nil
                problem = "the preview program stopped: \(failure.message)"
            }
            let screen: String? = if case .success(let screen) = running.request(["screen"]) { screen } else { nil }
            var answer = ["error": failure.message, "version": "\(version)"]
            if let screen { answer["screen"] = screen }
            return json(status: 422, answer)
        }
    }

    private func json(status: Int, _ fields: [String: String]) -> HTTPServer.Response {
        let data = (try? JSONEncoder().encode(fields)) ?? Data("{}".utf8)
        return HTTPServer.Response(status: status, contentType: "application/json", body: String(decoding: data, as: UTF8.self))
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The page's script: clicks and typing become events, sent one at a time; the screen is
    /// swapped in place (focus stays in the field being typed in); a new build reloads the page.
    static func script(version: Int) -> String {
        """
        (function () {
          const version = \(version);
          let queue = Promise.resolve();
          const phone = () => document.querySelector('.phone');
          function swap(screen) {
            const focused = document.activeElement;
            const field = focused && focused.dataset ? focused.dataset.type : undefined;
            phone().innerHTML = screen;
            if (field === undefined) return;
            const again = Array.from(document.querySelectorAll('[data-type]')).find((element) => element.dataset.type === field);
            if (again) { again.focus(); again.setSelectionRange(again.value.length, again.value.length); }
          }
          function problem(message) {
            let banner = document.getElementById('preview-error');
            if (!banner) {
              banner = document.createElement('div');
              banner.id = 'preview-error';
              banner.style.cssText = 'position:fixed;left:16px;right:16px;bottom:16px;padding:12px;border-radius:10px;background:#1c1c1e;color:#fff;font:13px/18px system-ui;white-space:pre-wrap;max-height:30vh;overflow:auto;z-index:100';
              banner.addEventListener('click', () => banner.remove());
              document.body.appendChild(banner);
            }
            banner.textContent = message;
          }
          function send(event) {
            queue = queue.then(async () => {
              const response = await fetch('/event', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) });
              const answer = await response.json();
              if (answer.screen !== undefined && phone()) swap(answer.screen);
              if (answer.error !== undefined) problem(answer.error);
            }).catch((error) => problem(String(error)));
          }
          const controls = '[data-tap],[data-toggle],[data-back],[data-dismiss],[data-tab],[data-increment],[data-decrement]';
          document.addEventListener('click', (click) => {
            const control = click.target.closest(controls);
            if (!control || control.disabled) return;
            if (control.hasAttribute('data-dismiss') && click.target !== control) return;
            click.preventDefault();
            const data = control.dataset;
            if (data.tap !== undefined) send(['tap', data.tap]);
            else if (data.toggle !== undefined) send(['toggle', data.toggle]);
            else if (data.tab !== undefined) send(['tab', data.tab]);
            else if (data.increment !== undefined) send(['increment', data.increment]);
            else if (data.decrement !== undefined) send(['decrement', data.decrement]);
            else if (data.back !== undefined) send(['back']);
            else if (data.dismiss !== undefined) send(['dismiss']);
          });
          document.addEventListener('input', (input) => {
            const field = input.target;
            if (field.dataset && field.dataset.type !== undefined) send(['type', field.dataset.type, field.value]);
          });
          setInterval(async () => {
            try {
              const current = Number(await (await fetch('/version')).text());
              if (current !== version) location.reload();
            } catch (error) {}
          }, 600);
        })();
        """
    }
}

/// A preview program running with `--serve`: one request line in, one answer out.
final class PreviewProcess {
    private let process = Process()
    private let input: FileHandle
    private let output: FileHandle
    private var buffer = Data()

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    init(executable: String, arguments: [String], folder: URL) throws {
        let inputPipe = Pipe()
        let outputPipe = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        process.standardError = FileHandle.standardError
        input = inputPipe.fileHandleForWriting
        output = outputPipe.fileHandleForReading
        try process.run()
    }

    deinit {
        try? input.close()
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }

    var isRunning: Bool { process.isRunning }

    /// Sends one request and reads its answer: the HTML on `ok`, the reason on `error`.
    func request(_ fields: [String]) -> Result<String, Failure> {
        guard process.isRunning, let line = try? JSONEncoder().encode(fields) else {
            return .failure(Failure(message: "the preview program is not running"))
        }
        do {
            try input.write(contentsOf: line + Data("\n".utf8))
        } catch {
            return .failure(Failure(message: "the preview program is not running"))
        }
        guard let header = readLine(), let space = header.firstIndex(of: " "), let count = Int(header[header.index(after: space)...]),
              let body = readBytes(count)
        else {
            return .failure(Failure(message: "the preview program stopped"))
        }
        let text = String(decoding: body, as: UTF8.self)
        return header.hasPrefix("ok ") ? .success(text) : .failure(Failure(message: text))
    }

    private func fill() -> Bool {
        let more = output.availableData
        buffer.append(more)
        return !more.isEmpty
    }

    private func readLine() -> String? {
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[buffer.startIndex..<newline], as: UTF8.self)
                buffer = Data(buffer[(newline + 1)...])
                return line
            }
            guard fill() else { return nil }
        }
    }

    private func readBytes(_ count: Int) -> Data? {
        while buffer.count < count {
            guard fill() else { return nil }
        }
        let bytes = Data(buffer.prefix(count))
        buffer = Data(buffer.dropFirst(count))
        return bytes
    }
}

/// Set by SIGINT or SIGTERM, so that the serving loop ends and its temporary files are removed.
final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false
    private var sources: [DispatchSourceSignal] = []

    init() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in self?.raise() }
            source.resume()
            sources.append(source)
        }
    }

    private func raise() { lock.withLock { raised = true } }
    var isRaised: Bool { lock.withLock { raised } }
}

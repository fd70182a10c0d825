import Foundation

/// A live preview served from a thread of this process, as `trellis preview --serve` serves it:
/// for the language server's "Preview" command, which opens one per view and keeps it.
public final class LivePreviewSession: @unchecked Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `http://127.0.0.1:port/`.
    public let url: String
    private let server: PreviewServer
    private let loop = ServingLoop()

    /// Builds `paths` (screens, folders, `.swift` files) for `view` and starts serving on a free port.
    public init(paths: [String], view: String?, environment: [String: String]) throws {
        var arguments = ParsedArguments()
        arguments.positionals = paths
        if let view { arguments.values["view"] = view }
        do {
            server = try PreviewServer(build: PreviewBuild(arguments: arguments, environment: environment), port: 0)
            try server.rebuild()
        } catch {
            switch error {
            case .usage(let message, _), .io(let message): throw Failure(description: message)
            }
        }
        url = "http://127.0.0.1:\(server.http.port)/"
        // The thread holds the server and the loop, not the session, so that releasing the session stops it.
        let server = server
        loop.start {
            server.serveOne(timeout: 100)
            if server.inputsChanged() { try? server.rebuild() }
        }
    }

    /// Stops serving; the preview program stops when the session is released.
    public func stop() { loop.stop() }

    deinit { loop.stop() }
}

/// A thread that runs one step at a time until stopped; `stop()` returns once the thread is done.
final class ServingLoop: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var finished = true

    func start(_ step: @escaping @Sendable () -> Void) {
        lock.withLock {
            stopped = false
            finished = false
        }
        Thread { [self] in
            while !lock.withLock({ stopped }) { step() }
            lock.withLock { finished = true }
        }.start()
    }

    func stop() {
        lock.withLock { stopped = true }
        while !lock.withLock({ finished }) { usleep(1000) }
    }
}

/// The live preview of a program built elsewhere that answers `PreviewSession`'s requests on
/// standard input, such as a sample scenario played up to a step: served on 127.0.0.1 as
/// `trellis preview --serve` serves screens, until SIGINT or SIGTERM, without rebuilding.
public enum LivePreviewServer {
    /// Returns the exit status: 0 when stopped, 1 when the program could not start, 2 when the port cannot be opened.
    public static func serve(executable: String, arguments: [String], named name: String, port: Int) -> Int32 {
        do {
            return try PreviewServer.serve(source: .program(executable: executable, arguments: arguments), named: name, port: port)
        } catch {
            switch error {
            case .usage(let message, _), .io(let message):
                FileHandle.standardError.write(Data("error: \(message)\n".utf8))
            }
            return 2
        }
    }
}

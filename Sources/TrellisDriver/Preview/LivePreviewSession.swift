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
    private let lock = NSLock()
    private var stopped = false
    private var finished = false

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
        let server = server
        Thread { [self] in
            while !isStopped {
                server.serveOne(timeout: 100)
                if server.inputsChanged() { try? server.rebuild() }
            }
            lock.withLock { finished = true }
        }.start()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Stops serving and the preview program; waits for the serving thread to finish.
    public func stop() {
        lock.withLock { stopped = true }
        while !lock.withLock({ finished }) { usleep(1000) }
    }

    deinit { stop() }
}

import Foundation
@testable import TrellisDriver
import TrellisTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A live preview served from this process, as `trellis preview --serve` serves it, of a copy of
/// a screen in a folder of its own (so a test may save it), on a free port of 127.0.0.1.
final class LivePreview: @unchecked Sendable {
    let folder: TemporaryDirectory
    let screen: String
    let port: Int
    private let server: PreviewServer
    private let loop = ServingLoop()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Serves `xml` (written as `fileName`), building it before it returns.
    init(xml: String, fileName: String = "Screen.xml", view: String? = nil) throws {
        folder = try TemporaryDirectory()
        screen = try folder.write(fileName, xml)
        var arguments = ParsedArguments()
        arguments.positionals = [screen]
        if let view { arguments.values["view"] = view }
        let build = PreviewBuild(arguments: arguments, environment: toolchainEnvironment)
        do {
            server = try PreviewServer(build: build, port: 0)
            try server.rebuild()
        } catch {
            throw Failure(description: "the live preview did not start: \(error)")
        }
        port = server.http.port
        startServing()
    }

    /// The thread holds the server, not this value, so that releasing it stops the preview and
    /// removes its program's folder.
    private func startServing() {
        let server = server
        loop.start { server.serveOne(timeout: 50) }
    }

    convenience init(sample: String, view: String? = nil) throws {
        let xml = try String(contentsOfFile: PackagePaths.path("Samples/\(sample)"), encoding: .utf8)
        try self.init(xml: xml, fileName: sample, view: view)
    }

    /// Saves the screen and rebuilds, as the serving loop does when it sees the file change.
    func save(_ xml: String) throws {
        try xml.write(toFile: screen, atomically: true, encoding: .utf8)
        // Stopping the loop hands the server over to this thread until it is rebuilt.
        loop.stop()
        defer { startServing() }
        try server.rebuild()
    }

    var url: String { "http://127.0.0.1:\(port)/" }

    deinit { loop.stop() }
}

/// A raw HTTP/1.1 exchange, so that tests control every byte (a `Host` of their choosing, a bad
/// request line).
enum RawHTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    static func send(_ request: String, port: Int, host: String = "127.0.0.1") throws -> Response {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        // A server that never answers fails the test instead of holding it.
        var limit = timeval(tv_sec: 120, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        inet_pton(AF_INET, host, &address.sin_addr)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw LivePreview.Failure(description: "cannot connect to \(host):\(port): \(String(cString: strerror(errno)))") }
        let bytes = Array(request.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { break }
            sent += count
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while !isComplete(data) {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            data.append(contentsOf: buffer[0..<count])
        }
        let text = String(decoding: data, as: UTF8.self)
        guard let split = text.range(of: "\r\n\r\n") else { throw LivePreview.Failure(description: "no response:\n\(text)") }
        let head = text[..<split.lowerBound].components(separatedBy: "\r\n")
        let status = Int(head[0].split(separator: " ")[1]) ?? 0
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            if let colon = line.firstIndex(of: ":") {
                headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            }
        }
        return Response(status: status, headers: headers, body: String(text[split.upperBound...]))
    }

    /// Whether `data` holds the whole response its `Content-Length` announces (some servers keep
    /// the connection open after it).
    private static func isComplete(_ data: Data) -> Bool {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { return false }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).lowercased()
        guard let line = head.components(separatedBy: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
              let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return false }
        return data.count - split.upperBound >= length
    }

    static func get(_ path: String, port: Int, host: String? = nil) throws -> Response {
        try send("GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n", port: port)
    }

    static func post(_ path: String, body: String, port: Int) throws -> Response {
        try send("POST \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)", port: port)
    }

    /// `POST /event` with `event`; the answer's JSON fields.
    static func event(_ event: [String], port: Int) throws -> (status: Int, fields: [String: String]) {
        let body = String(decoding: try JSONEncoder().encode(event), as: UTF8.self)
        let response = try post("/event", body: body, port: port)
        let fields = (try? JSONDecoder().decode([String: String].self, from: Data(response.body.utf8))) ?? [:]
        return (response.status, fields)
    }
}

import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small HTTP/1.1 server for the live preview: it listens on 127.0.0.1 only, answers one
/// request per connection (`Connection: close`), and hands each parsed request to a handler on
/// the calling thread, so the handler needs no locking.
final class HTTPServer {
    struct Request: Equatable {
        var method: String
        var path: String
        var headers: [String: String]
        var body: Data
    }

    struct Response {
        var status: Int
        var contentType: String
        var body: Data

        init(status: Int, contentType: String = "text/plain; charset=utf-8", body: String) {
            self.status = status
            self.contentType = contentType
            self.body = Data(body.utf8)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The largest request accepted, headers and body together.
    static let maxRequestBytes = 1 << 20

    private let socket: Int32
    let port: Int

    /// Listens on 127.0.0.1:`port`; port 0 takes a free one, which `port` then tells.
    init(port: Int) throws {
        #if canImport(Glibc)
        let descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(description: "cannot open a socket: \(String(cString: strerror(errno)))") }
        var reuse: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        address.sin_addr = in_addr(s_addr: UInt32(0x7f00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(descriptor, 16) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw Failure(description: "cannot listen on 127.0.0.1:\(port): \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        socket = descriptor
        self.port = Int(UInt16(bigEndian: actual.sin_port))
    }

    deinit {
        for entry in waiting { close(entry.descriptor) }
        close(socket)
    }

    /// Connections accepted whose request has not come yet (a browser opens some ahead of
    /// time), with when they were accepted; one that stays silent is closed.
    private var waiting: [(descriptor: Int32, accepted: Date)] = []
    static let silentConnectionLimit: TimeInterval = 10

    /// Waits up to `timeout` milliseconds for a new connection or a request on one already open,
    /// and answers the requests that came; false when none did.
    @discardableResult
    func serveOne(timeout: Int32, handler: (Request) -> Response) -> Bool {
        var descriptors = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0)]
            + waiting.map { pollfd(fd: $0.descriptor, events: Int16(POLLIN), revents: 0) }
        guard poll(&descriptors, nfds_t(descriptors.count), timeout) > 0 else {
            closeSilentConnections()
            return false
        }
        var answered = false
        let ready = Set(descriptors.dropFirst().filter { $0.revents != 0 }.map(\.fd))
        for descriptor in ready {
            waiting.removeAll { $0.descriptor == descriptor }
            answer(descriptor, handler: handler)
            answered = true
        }
        if descriptors[0].revents != 0 {
            let connection = accept(socket, nil, nil)
            if connection >= 0 {
                // A client that stops sending in the middle does not hold the preview up for long.
                var limit = timeval(tv_sec: 5, tv_usec: 0)
                setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
                setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
                waiting.append((connection, Date()))
            }
        }
        closeSilentConnections()
        return answered
    }

    private func answer(_ connection: Int32, handler: (Request) -> Response) {
        defer { close(connection) }
        let response: Response
        switch Self.readRequest(from: connection) {
        case .request(let request): response = handler(request)
        case .refused(let refusal): response = refusal
        case .closed: return
        }
        write(response, to: connection)
    }

    private func closeSilentConnections() {
        let now = Date()
        waiting.removeAll { entry in
            guard now.timeIntervalSince(entry.accepted) > Self.silentConnectionLimit else { return false }
            close(entry.descriptor)
            return true
        }
    }

    private enum Parsed {
        case request(Request)
        case refused(Response)
        /// The client closed the connection without sending anything.
        case closed
    }

    private static func readRequest(from connection: Int32) -> Parsed {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let separator = Data("\r\n\r\n".utf8)
        var headerEnd: Range<Data.Index>?
        while headerEnd == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return data.isEmpty ? .closed : .refused(Response(status: 400, body: "incomplete request\n")) }
            data.append(contentsOf: buffer[0..<count])
            if data.count > maxRequestBytes { return .refused(Response(status: 413, body: "request too large\n")) }
            headerEnd = data.range(of: separator)
        }
        guard let headerEnd, let head = String(data: data[..<headerEnd.lowerBound], encoding: .utf8) else {
            return .refused(Response(status: 400, body: "request headers are not UTF-8\n"))
        }
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
            return .refused(Response(status: 400, body: "malformed request line\n"))
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { return .refused(Response(status: 400, body: "malformed header\n")) }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[headerEnd.upperBound...])
        let length = Int(headers["content-length"] ?? "0") ?? -1
        guard length >= 0, length <= maxRequestBytes else { return .refused(Response(status: 413, body: "request too large\n")) }
        if headers["transfer-encoding"] != nil { return .refused(Response(status: 411, body: "send a Content-Length\n")) }
        while body.count < length {
            let count = recv(connection, &buffer, min(buffer.count, length - body.count), 0)
            guard count > 0 else { return .refused(Response(status: 400, body: "incomplete body\n")) }
            body.append(contentsOf: buffer[0..<count])
        }
        return .request(Request(method: String(requestLine[0]), path: String(requestLine[1]), headers: headers, body: body.prefix(length)))
    }

    private func write(_ response: Response, to connection: Int32) {
        let reasons = [200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
                       411: "Length Required", 413: "Content Too Large", 422: "Unprocessable Content", 503: "Service Unavailable"]
        var head = "HTTP/1.1 \(response.status) \(reasons[response.status] ?? "Status")\r\n"
        head += "Content-Type: \(response.contentType)\r\nContent-Length: \(response.body.count)\r\n"
        head += "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
        var bytes = Data(head.utf8) + response.body
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return }
            bytes = bytes.dropFirst(sent)
        }
    }
}

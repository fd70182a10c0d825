import Foundation

/// The base protocol's framing: `Content-Length: N\r\n` (other headers ignored), a blank line,
/// then N bytes of UTF-8 JSON. Bytes arrive in any pieces; whole bodies come out in order.
public struct MessageFramer: Sendable {
    /// A body larger than this is refused rather than buffered: no editor sends 256 MB at once.
    public static let maxContentLength = 256 * 1024 * 1024

    public enum Frame: Equatable, Sendable {
        case message([UInt8])
        /// A header block without a usable `Content-Length`; the framer skipped past it.
        case malformedHeader(String)
    }

    private var buffer: [UInt8] = []
    private var start = 0
    private var pendingLength: Int?

    public init() {}

    /// Appends `bytes` and returns every frame now complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Frame] {
        buffer.append(contentsOf: bytes)
        var frames: [Frame] = []
        while let frame = nextFrame() { frames.append(frame) }
        if start > 65_536, start * 2 > buffer.count {
            buffer.removeSubrange(..<start)
            start = 0
        }
        return frames
    }

    private mutating func nextFrame() -> Frame? {
        if let length = pendingLength {
            guard buffer.count - start >= length else { return nil }
            let body = Array(buffer[start..<start + length])
            start += length
            pendingLength = nil
            return .message(body)
        }
        guard let headerEnd = Self.find([13, 10, 13, 10], in: buffer, from: start) else { return nil }
        let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
        start = headerEnd + 4
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            if parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" {
                length = Int(parts[1].trimmingCharacters(in: .whitespaces))
            }
        }
        guard let length, length >= 0 else {
            return .malformedHeader("header has no valid Content-Length: \(header.debugDescription)")
        }
        guard length <= Self.maxContentLength else {
            // The body cannot be skipped without reading it; give up on the stream's remaining bytes.
            buffer = []
            start = 0
            return .malformedHeader("Content-Length \(length) exceeds the limit of \(Self.maxContentLength) bytes")
        }
        pendingLength = length
        return nextFrame()
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        var index = start
        while index + needle.count <= haystack.count {
            if haystack[index] == needle[0], haystack[index + 1] == needle[1], haystack[index + 2] == needle[2], haystack[index + 3] == needle[3] {
                return index
            }
            index += 1
        }
        return nil
    }

    /// `body` framed for sending.
    public static func frame(_ body: String) -> Data {
        let bytes = Array(body.utf8)
        var data = Data("Content-Length: \(bytes.count)\r\n\r\n".utf8)
        data.append(contentsOf: bytes)
        return data
    }
}

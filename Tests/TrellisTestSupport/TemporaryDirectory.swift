import Foundation

/// A fresh directory for one test, removed when the value is released.
public final class TemporaryDirectory {
    public let path: String

    public init() throws {
        let template = (NSTemporaryDirectory() as NSString).appendingPathComponent("trellis-test-XXXXXX")
        var bytes = Array(template.utf8CString)
        guard mkdtemp(&bytes) != nil else {
            throw CocoaError(.fileWriteUnknown)
        }
        path = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        // Restore permissions first so tests that remove them do not leave litter.
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let entry as String in enumerator {
                chmod(path + "/" + entry, 0o755)
            }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `contents` to `relativePath`, creating intermediate directories; returns the full path.
    @discardableResult
    public func write(_ relativePath: String, _ contents: String) throws -> String {
        try write(relativePath, bytes: Array(contents.utf8))
    }

    @discardableResult
    public func write(_ relativePath: String, bytes: [UInt8]) throws -> String {
        let fullPath = self.path(relativePath)
        try FileManager.default.createDirectory(
            atPath: (fullPath as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true
        )
        try Data(bytes).write(to: URL(fileURLWithPath: fullPath))
        return fullPath
    }

    @discardableResult
    public func makeDirectory(_ relativePath: String) throws -> String {
        let fullPath = self.path(relativePath)
        try FileManager.default.createDirectory(atPath: fullPath, withIntermediateDirectories: true)
        return fullPath
    }

    public func path(_ relativePath: String) -> String {
        path + "/" + relativePath
    }
}

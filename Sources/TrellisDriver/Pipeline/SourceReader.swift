import Foundation
import TrellisDiagnostics

/// Stage 2: reads one input file's bytes, refusing anything that is not a
/// regular file or is larger than `maxFileBytes`. Never blocks on a FIFO and
/// never reads more than the limit plus one byte.
public struct SourceReader: Sendable {
    public var maxFileBytes: Int

    public init(maxFileBytes: Int) {
        self.maxFileBytes = maxFileBytes
    }

    /// The file's bytes, or `nil` after emitting TRL008 (unreadable) or TRL005 (too large).
    public func read(_ path: String, diagnostics: inout DiagnosticCollector) -> [UInt8]? {
        let location = InputDiscovery.fileLocation(path)
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            diagnostics.emit(Catalog.unreadableFile(Self.describe(errno: errno)), at: location)
            return nil
        }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            diagnostics.emit(Catalog.unreadableFile(Self.describe(errno: errno)), at: location)
            return nil
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            diagnostics.emit(Catalog.unreadableFile(Self.describe(errno: EISDIR)), at: location)
            return nil
        default:
            diagnostics.emit(Catalog.unreadableFile("not a regular file"), at: location)
            return nil
        }
        if Int(status.st_size) > maxFileBytes {
            diagnostics.emit(Catalog.fileTooLarge(size: Int(status.st_size), limit: maxFileBytes), at: location)
            return nil
        }

        // Read until end of file rather than trusting `st_size`: the file may change
        // meanwhile. Reading one byte past the limit is enough to know it is too large.
        // (`--max-file-size` accepts any positive Int, so `Int.max` must not overflow.)
        let readLimit = maxFileBytes < Int.max ? maxFileBytes + 1 : Int.max
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size) + 1, readLimit))
        var count = 0
        while true {
            if count == bytes.count {
                guard bytes.count < readLimit else { break }
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, readLimit - bytes.count)))
            }
            let result = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                diagnostics.emit(Catalog.unreadableFile(Self.describe(errno: errno)), at: location)
                return nil
            }
            count += result
        }
        if count > maxFileBytes {
            diagnostics.emit(Catalog.fileTooLarge(size: count, limit: maxFileBytes), at: location)
            return nil
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// `bytes` held in memory (an editor's buffer), or `nil` after TRL005 when they exceed the limit.
    func checkSize(_ bytes: [UInt8], of path: String, diagnostics: inout DiagnosticCollector) -> [UInt8]? {
        guard bytes.count <= maxFileBytes else {
            diagnostics.emit(Catalog.fileTooLarge(size: bytes.count, limit: maxFileBytes), at: InputDiscovery.fileLocation(path))
            return nil
        }
        return bytes
    }

    /// `strerror`'s text in the catalog's style: lowercase, no final period.
    static func describe(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}

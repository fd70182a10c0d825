import Foundation
import TrellisCodeGen

/// Writes generated files into the output folder of `trellis build`.
///
/// - A file whose content is unchanged is not touched, so its modification time stays.
/// - Every write goes to a uniquely named temporary file in the folder, then is moved into
///   place, so readers (swiftc, a concurrent `trellis build`) never see a partial file.
/// - A file in the folder that does not start with the generated header is never replaced:
///   all files are checked before any is written, and a file that appears meanwhile is not
///   overwritten either (the move refuses to replace a file that was not there before).
/// - Nothing is ever deleted, except this run's own temporary files.
public struct BuildOutputWriter: Sendable {
    public enum Failure: Error, Equatable, Sendable {
        /// The folder cannot be used at all (exit status 2).
        case unusableFolder(String)
        /// These files exist without the generated header (exit status 1).
        case notGenerated([String])
        /// A write failed midway (exit status 2).
        case writeFailed(String)
    }

    public struct Summary: Equatable, Sendable {
        public var written: [String] = []
        public var unchanged: [String] = []
    }

    public let folder: String

    public init(folder: String) {
        self.folder = folder
    }

    /// Creates the folder if needed and checks that files can be created in it.
    public func prepareFolder() throws(Failure) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw .unusableFolder("output path '\(folder)' exists and is not a directory")
            }
        } else {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw .unusableFolder("cannot create output directory '\(folder)': \(Self.describe(error))")
            }
        }
        guard access(folder, W_OK | X_OK) == 0 else {
            throw .unusableFolder("output directory '\(folder)' is not writable: \(Self.describe(errno: errno))")
        }
        // A folder nobody may write to is read-only on purpose, even for root, who `access` lets through.
        var status = stat()
        if stat(folder, &status) == 0, status.st_mode & 0o222 == 0 {
            throw .unusableFolder("output directory '\(folder)' is not writable: it is read-only")
        }
    }

    public func path(of file: GeneratedFile) -> String {
        folder.hasSuffix("/") ? folder + file.outputFileName : folder + "/" + file.outputFileName
    }

    /// Writes `files`, or none of them if any would replace a file that trellis did not generate.
    public func write(_ files: [GeneratedFile]) throws(Failure) -> Summary {
        var pending: [(path: String, data: Data, replacesExisting: Bool)] = []
        var refused: [String] = []
        var summary = Summary()
        for file in files {
            let path = path(of: file)
            let data = Data(file.contents.utf8)
            switch existing(at: path) {
            case .absent:
                pending.append((path, data, false))
            case .generated(let bytes) where bytes == data:
                summary.unchanged.append(path)
            case .generated:
                pending.append((path, data, true))
            case .foreign:
                refused.append(path)
            }
        }
        if !refused.isEmpty { throw .notGenerated(refused) }
        // Every temporary is written first and made durable in one go: an `fsync` costs a disk
        // flush, one after another that is milliseconds per file, while concurrent ones share them.
        var temporaries: [String] = []
        defer { temporaries.forEach { unlink($0) } }
        for item in pending {
            temporaries.append(try writeTemporary(item.data, near: item.path))
        }
        try Self.synchronize(temporaries)
        for (item, temporary) in zip(pending, temporaries) {
            switch try place(temporary, at: item.path, replacing: item.replacesExisting) {
            case true: summary.written.append(item.path)
            case false: refused.append(item.path)
            }
        }
        if !refused.isEmpty { throw .notGenerated(refused) }
        return summary
    }

    private enum Existing {
        case absent
        /// A generated file, with its bytes.
        case generated(Data)
        /// Anything else: a user's file, a directory, a link, an unreadable file.
        case foreign
    }

    private func existing(at path: String) -> Existing {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT ? .absent : .foreign }
        guard (status.st_mode & S_IFMT) == S_IFREG, let data = FileManager.default.contents(atPath: path) else {
            return .foreign
        }
        guard data.starts(with: Data(GeneratedFile.headerPrefix.utf8)) else { return .foreign }
        return .generated(data)
    }

    /// Moves a durable temporary file into place. Returns `false` when a file not
    /// generated by trellis took the place meanwhile.
    private func place(_ temporary: String, at path: String, replacing: Bool) throws(Failure) -> Bool {
        if !replacing {
            // `link` fails if the name exists: a file created since the check is never replaced.
            if link(temporary, path) == 0 { return true }
            let code = errno
            if code == EEXIST {
                // Someone else (a concurrent build) created it: replace it only if it is generated.
                guard case .generated = existing(at: path) else { return false }
            } else if code != EPERM && code != ENOTSUP && code != EXDEV && code != EMLINK {
                throw .writeFailed("cannot write '\(path)': \(Self.describe(errno: code))")
            }
        } else if case .foreign = existing(at: path) {
            return false
        }
        guard rename(temporary, path) == 0 else {
            throw .writeFailed("cannot write '\(path)': \(Self.describe(errno: errno))")
        }
        return true
    }

    /// A new file named `.<name>.<pid>.<random>.trellis-tmp` in the output folder.
    private func writeTemporary(_ data: Data, near path: String) throws(Failure) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        for _ in 0..<16 {
            let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 36)
            let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).\(getpid()).\(suffix).trellis-tmp"
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw .writeFailed("cannot create a temporary file in '\(directory)': \(Self.describe(errno: errno))")
            }
            var failure: Int32 = 0
            data.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let result = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if result < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    offset += result
                }
            }
            close(descriptor)
            if failure != 0 {
                unlink(temporary)
                throw .writeFailed("cannot write '\(temporary)': \(Self.describe(errno: failure))")
            }
            return temporary
        }
        throw .writeFailed("cannot create a temporary file in '\(directory)'")
    }

    /// `fsync`s `paths` from several threads at once, so their flushes overlap.
    private static func synchronize(_ paths: [String]) throws(Failure) {
        let work = SynchronizationWork(paths: paths)
        let group = DispatchGroup()
        for _ in 0..<min(16, paths.count) {
            group.enter()
            Thread.detachNewThread {
                work.run()
                group.leave()
            }
        }
        group.wait()
        if let (path, code) = work.failure {
            throw .writeFailed("cannot write '\(path)': \(describe(errno: code))")
        }
    }

    static func describe(errno code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }

    static func describe(_ error: any Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
            return describe(errno: Int32(posix.code))
        }
        return (error as NSError).localizedDescription
    }
}

/// The files `synchronize` hands out to its threads, and the first failure.
private final class SynchronizationWork: @unchecked Sendable {
    private let paths: [String]
    private let lock = NSLock()
    private var next = 0
    private var firstFailure: (path: String, code: Int32)?

    var failure: (path: String, code: Int32)? { lock.withLock { firstFailure } }

    init(paths: [String]) {
        self.paths = paths
    }

    func run() {
        while let path = take() {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            let code: Int32 = descriptor < 0 ? errno : (fsync(descriptor) == 0 ? 0 : errno)
            if descriptor >= 0 { close(descriptor) }
            if code != 0 { lock.withLock { if firstFailure == nil { firstFailure = (path, code) } } }
        }
    }

    private func take() -> String? {
        lock.withLock {
            guard next < paths.count else { return nil }
            next += 1
            return paths[next - 1]
        }
    }
}

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
/// - The dependency graph (`--graph FILE`) follows the same rules: it never replaces an input or
///   a file that is not a graph trellis wrote, and it is checked with the others before any write.
/// - Nothing is ever deleted, except temporary files of trellis's own naming: this run's, and those
///   an interrupted or killed run left behind (`StaleTemporaries`).
/// - On SIGINT or SIGTERM the temporary files of the write in progress are removed (`InterruptCleanup`).
public struct BuildOutputWriter: Sendable {
    public enum Failure: Error, Equatable, Sendable {
        /// The folder cannot be used at all (exit status 2).
        case unusableFolder(String)
        /// These files exist without the generated header (exit status 1).
        case notGenerated([String])
        /// An output path names one of the input files (exit status 1).
        case wouldReplaceInput(output: String, input: String)
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
            try Self.createDirectories(folder)
        }
        try Self.checkWritable(folder, role: "output directory")
    }

    /// Checks, before anything is written, that a file can be created in `path`'s folder,
    /// which must exist: `--graph` names a file, and a typo should not create folders.
    public static func checkFileCanBeCreated(_ path: String, role: String) throws(Failure) {
        let directory = Self.directory(of: path)
        var status = stat()
        guard stat(directory, &status) == 0 else {
            throw .unusableFolder("cannot write \(role) '\(path)': \(describe(errno: errno)) ('\(directory)')")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .unusableFolder("cannot write \(role) '\(path)': '\(directory)' is not a directory")
        }
        try checkWritable(directory, role: "the folder of \(role)")
    }

    private static func checkWritable(_ directory: String, role: String) throws(Failure) {
        guard access(directory, W_OK | X_OK) == 0 else {
            throw .unusableFolder("\(role) '\(directory)' is not writable: \(describe(errno: errno))")
        }
        // A folder nobody may write to is read-only on purpose, even for root, who `access` lets through.
        var status = stat()
        if stat(directory, &status) == 0, status.st_mode & 0o222 == 0 {
            throw .unusableFolder("\(role) '\(directory)' is not writable: it is read-only")
        }
    }

    /// `mkdir -p`, saying which part of the path is in the way when one is.
    private static func createDirectories(_ path: String) throws(Failure) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                var status = stat()
                if code == EEXIST && stat(prefix, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
                    prefix += "/"
                    continue
                }
                if code == EEXIST || code == ENOTDIR {
                    throw .unusableFolder("cannot create output directory '\(path)': '\(prefix)' exists and is not a directory")
                }
                throw .unusableFolder("cannot create output directory '\(path)': \(describe(errno: code)) ('\(prefix)')")
            }
            prefix += "/"
        }
    }

    static func directory(of path: String) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        return directory.isEmpty ? "." : directory
    }

    public func path(of file: GeneratedFile) -> String {
        folder.hasSuffix("/") ? folder + file.outputFileName : folder + "/" + file.outputFileName
    }

    /// A file to write that is not Swift: its path, contents, and how a file that trellis wrote there starts.
    public struct ExtraOutput: Sendable {
        public var path: String
        public var contents: String
        public var header: String

        public init(path: String, contents: String, header: String) {
            self.path = path
            self.contents = contents
            self.header = header
        }
    }

    /// Writes `files` and `extras`, or none of them if any would replace one of `inputs` or a
    /// file that trellis did not generate. Every path is checked before anything is written.
    public func write(_ files: [GeneratedFile], extras: [ExtraOutput] = [], inputs: [String] = []) throws(Failure) -> Summary {
        let outputs = files.map { (path: path(of: $0), data: Data($0.contents.utf8), header: GeneratedFile.headerPrefix) }
            + extras.map { (path: $0.path, data: Data($0.contents.utf8), header: $0.header) }
        let inputIdentities = Dictionary(inputs.compactMap { input in Self.identity(of: input).map { ($0, input) } }, uniquingKeysWith: { first, _ in first })
        var pending: [(path: String, data: Data, header: String, replacesExisting: Bool)] = []
        var refused: [String] = []
        var summary = Summary()
        for output in outputs {
            if let identity = Self.identity(of: output.path), let input = inputIdentities[identity] {
                throw .wouldReplaceInput(output: output.path, input: input)
            }
            switch existing(at: output.path, header: output.header) {
            case .absent:
                pending.append((output.path, output.data, output.header, false))
            case .generated(let size) where size == output.data.count && Self.contents(of: output.path, equal: output.data):
                summary.unchanged.append(output.path)
            case .generated:
                pending.append((output.path, output.data, output.header, true))
            case .foreign:
                refused.append(output.path)
            }
        }
        if !refused.isEmpty { throw .notGenerated(refused) }
        for directory in Set(pending.map { Self.directory(of: $0.path) }) {
            StaleTemporaries.remove(in: directory)
        }
        // Every temporary is written first and made durable in one go: an `fsync` costs a disk
        // flush, one after another that is milliseconds per file, while concurrent ones share them.
        let cleanup = InterruptCleanup.begin()
        var temporaries: [String] = []
        defer {
            temporaries.forEach { unlink($0) }
            cleanup.end()
        }
        for item in pending {
            temporaries.append(try writeTemporary(item.data, near: item.path, cleanup: cleanup))
        }
        try Self.synchronize(temporaries)
        for (item, temporary) in zip(pending, temporaries) {
            switch try place(temporary, at: item.path, header: item.header, replacing: item.replacesExisting) {
            case true: summary.written.append(item.path)
            case false: refused.append(item.path)
            }
        }
        if !refused.isEmpty { throw .notGenerated(refused) }
        return summary
    }

    private enum Existing {
        case absent
        /// A file that starts with the header, with its size.
        case generated(size: Int)
        /// Anything else: a user's file, a directory, a link, an unreadable file.
        case foreign
    }

    /// Reads only the header's length: a gigabyte file in the way costs no more than a small one.
    private func existing(at path: String, header: String) -> Existing {
        var status = stat()
        guard lstat(path, &status) == 0 else { return errno == ENOENT ? .absent : .foreign }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .foreign }
        let expected = Array(header.utf8)
        guard let start = Self.read(path, upTo: expected.count), start == expected else { return .foreign }
        return .generated(size: Int(status.st_size))
    }

    /// Up to `limit` bytes from the start of `path`, or `nil` when it cannot be opened as a regular file.
    private static func read(_ path: String, upTo limit: Int) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: limit)
        var count = 0
        while count < limit {
            let result = bytes.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, limit - count) }
            if result < 0 && errno == EINTR { continue }
            if result <= 0 { break }
            count += result
        }
        return Array(bytes[..<count])
    }

    /// Whether `path` holds exactly `data` (the caller has compared sizes).
    private static func contents(of path: String, equal data: Data) -> Bool {
        guard let bytes = read(path, upTo: data.count + 1) else { return false }
        return bytes.count == data.count && data.elementsEqual(bytes)
    }

    /// Device and inode, to know two paths name one file.
    private static func identity(of path: String) -> [UInt64]? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return [UInt64(status.st_dev), UInt64(status.st_ino)]
    }

    /// Moves a durable temporary file into place. Returns `false` when a file not
    /// generated by trellis took the place meanwhile.
    private func place(_ temporary: String, at path: String, header: String, replacing: Bool) throws(Failure) -> Bool {
        if !replacing {
            // `link` fails if the name exists: a file created since the check is never replaced.
            if link(temporary, path) == 0 { return true }
            let code = errno
            if code == EEXIST {
                // Someone else (a concurrent build) created it: replace it only if it is generated.
                guard case .generated = existing(at: path, header: header) else { return false }
            } else if code != EPERM && code != ENOTSUP && code != EXDEV && code != EMLINK {
                throw .writeFailed("cannot write '\(path)': \(Self.describe(errno: code))")
            }
        } else if case .foreign = existing(at: path, header: header) {
            return false
        }
        guard rename(temporary, path) == 0 else {
            throw .writeFailed("cannot write '\(path)': \(Self.describe(errno: errno))")
        }
        return true
    }

    /// A new file named by `StaleTemporaries.name(for:)` beside `path`, registered for removal on SIGINT and SIGTERM.
    private func writeTemporary(_ data: Data, near path: String, cleanup: InterruptCleanup.Session) throws(Failure) -> String {
        let directory = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        for _ in 0..<16 {
            let temporary = (directory.isEmpty ? "" : directory + "/") + StaleTemporaries.name(for: name)
            // Registered before it exists, so no moment passes where an interruption would leave it.
            cleanup.register(temporary)
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                let code = errno
                cleanup.unregister(temporary)
                if code == EEXIST { continue }
                errno = code
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

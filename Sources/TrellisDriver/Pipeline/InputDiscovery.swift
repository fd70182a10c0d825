import Foundation
import TrellisDiagnostics

/// Stage 1: turns the paths on the command line into the list of input files.
///
/// Files named explicitly are taken whatever their extension. Directories are
/// searched recursively for `*.xml`, skipping hidden entries (such as `.build`),
/// subdirectories that contain a `.trellis-skip` file (such as the mistake
/// samples, which `trellis check Samples` must not see), and symbolic links to
/// directories, so a link cycle cannot loop. A directory named on the command
/// line is always searched. The result is sorted and free of duplicates, so
/// output never depends on argument order or on the order the file system lists entries.
public struct InputDiscovery: Sendable {
    public static let sourceExtension = ".xml"
    /// A file whose presence keeps its directory out of a recursive search.
    public static let skipMarker = ".trellis-skip"

    public init() {}

    /// Throws `DriverError.noSuchPath` when a path does not exist: nothing useful can be checked then.
    /// A directory without `.xml` files is TRL009; one that cannot be listed is TRL008.
    public func discover(_ paths: [String], diagnostics: inout DiagnosticCollector) throws(DriverError) -> [String] {
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A dangling symbolic link exists but cannot be followed: it is an unreadable file.
                if Self.isSymbolicLink(path) {
                    found.append(path)
                    continue
                }
                throw .noSuchPath(path)
            }
            guard isDirectory.boolValue else {
                found.append(path)
                continue
            }
            let before = found.count
            var reportedNames = 0
            collectSources(in: path, ending: Self.sourceExtension, into: &found, reportedNames: &reportedNames, diagnostics: &diagnostics)
            if found.count == before && reportedNames == 0 {
                diagnostics.emit(Catalog.noInputFiles(path), at: Self.fileLocation(path))
            }
        }
        return Self.sortedWithoutDuplicates(found, roots: paths.count)
    }

    /// Where a diagnostic about a whole file or directory points.
    static func fileLocation(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    /// The program's own Swift for the Swift pass: the `.swift` files among `paths`, and those
    /// found in the folders among them by the rules `.xml` files are found by.
    public func swiftSources(_ paths: [String]) -> [String] {
        var found: [String] = []
        var reportedNames = 0
        var ignored = DiagnosticCollector()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                collectSources(in: path, ending: ".swift", into: &found, reportedNames: &reportedNames, diagnostics: &ignored)
            } else if path.hasSuffix(".swift") {
                found.append(path)
            }
        }
        return Self.sortedWithoutDuplicates(found, roots: paths.count)
    }

    /// Files whose names end with `suffix`, below `directory`.
    private func collectSources(in directory: String, ending suffix: String, into found: inout [String], reportedNames: inout Int, diagnostics: inout DiagnosticCollector) {
        let listing = Self.entries(of: directory)
        if let code = listing.errorCode {
            diagnostics.emit(Catalog.unreadableFile(SourceReader.describe(errno: code)), at: Self.fileLocation(directory))
            return
        }
        // A name that is not UTF-8 cannot be a `String`, so it could be neither read nor named in
        // diagnostics and generated code: report it rather than skip it or fail to find it.
        for raw in listing.invalidNames where raw.first != UInt8(ascii: ".") {
            let displayed = Self.join(directory, Self.displayName(raw))
            if raw.count > suffix.utf8.count && raw.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) {
                diagnostics.emit(Catalog.fileNameNotUTF8, at: Self.fileLocation(displayed))
                reportedNames += 1
            }
        }
        for (entry, kind) in listing.names.sorted(by: { Self.byteOrder($0.name, $1.name) }) where !entry.hasPrefix(".") {
            let path = Self.join(directory, entry)
            if kind == .directory || kind == .unknown && Self.isDirectoryNotLink(path) {
                if FileManager.default.fileExists(atPath: Self.join(path, Self.skipMarker)) { continue }
                collectSources(in: path, ending: suffix, into: &found, reportedNames: &reportedNames, diagnostics: &diagnostics)
            } else if entry.hasSuffix(suffix) {
                found.append(path)
            }
        }
    }

    /// What a directory listing says an entry is, as `lstat` would: a symbolic link is not a directory.
    private enum EntryKind {
        case directory, other, unknown
    }

    /// A directory's entries whose names are UTF-8 with their kinds, the raw bytes of the others,
    /// or `errno`. The kind comes from the listing, so most entries cost no `lstat` of their own.
    private static func entries(of directory: String) -> (names: [(name: String, kind: EntryKind)], invalidNames: [[UInt8]], errorCode: Int32?) {
        guard let stream = opendir(directory) else { return ([], [], errno) }
        defer { closedir(stream) }
        var names: [(name: String, kind: EntryKind)] = []
        var invalid: [[UInt8]] = []
        while let entry = readdir(stream) {
            let kind: EntryKind = switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): .directory
            case Int32(DT_UNKNOWN): .unknown
            default: .other
            }
            let name: String?? = withUnsafePointer(to: &entry.pointee.d_name) { field in
                field.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: field.pointee)) { pointer in
                    // `.` and `..` are not entries of the search.
                    if pointer[0] == 0x2E && (pointer[1] == 0 || pointer[1] == 0x2E && pointer[2] == 0) { return .none }
                    guard let name = String(validatingCString: pointer) else {
                        invalid.append(Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))))
                        return .some(nil)
                    }
                    return .some(name)
                }
            }
            if case let name?? = name { names.append((name, kind)) }
        }
        return (names, invalid, nil)
    }

    /// A name that is not UTF-8, shown with its non-ASCII bytes as `\xE9`.
    static func displayName(_ bytes: [UInt8]) -> String {
        bytes.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16, uppercase: true) }.joined()
    }

    private static func join(_ directory: String, _ entry: String) -> String {
        directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
    }

    private static func isDirectoryNotLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// Byte order rather than `String`'s `<`, so sorting is the same everywhere: `memcmp` of the
    /// UTF-8 bytes, a shorter name first when it begins the longer one.
    static func byteOrder(_ lhs: String, _ rhs: String) -> Bool {
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                let common = min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        }
    }

    /// Paths found under one root are distinct files, whose standard forms differ as their names
    /// do: only paths from several roots (`a.xml`, `./a.xml`, a folder and a file in it) can name
    /// one file twice, and only then is each path's standard form made, which costs a file
    /// system lookup.
    private static func sortedWithoutDuplicates(_ paths: [String], roots: Int) -> [String] {
        let sorted = paths.sorted(by: byteOrder)
        guard roots > 1 else { return sorted }
        var seen: Set<String> = []
        return sorted.filter { path in
            seen.insert(URL(fileURLWithPath: path).standardizedFileURL.path).inserted
        }
    }
}

/// Failures that stop the driver before any input is checked (exit status 2).
public enum DriverError: Error, Equatable, Sendable {
    case noSuchPath(String)

    public var message: String {
        switch self {
        case .noSuchPath(let path): "no such file or directory: '\(path)'"
        }
    }
}

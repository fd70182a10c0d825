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
            collectSources(in: path, into: &found, diagnostics: &diagnostics)
            if found.count == before {
                diagnostics.emit(Catalog.noInputFiles(path), at: Self.fileLocation(path))
            }
        }
        return Self.sortedWithoutDuplicates(found)
    }

    /// Where a diagnostic about a whole file or directory points.
    static func fileLocation(_ path: String) -> SourceLocation {
        SourceLocation(file: path, line: 1, column: 1)
    }

    private func collectSources(in directory: String, into found: inout [String], diagnostics: inout DiagnosticCollector) {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            diagnostics.emit(Catalog.unreadableFile(SourceReader.describe(error)), at: Self.fileLocation(directory))
            return
        }
        for entry in entries.sorted(by: Self.byteOrder) where !entry.hasPrefix(".") {
            let path = Self.join(directory, entry)
            if Self.isDirectoryNotLink(path) {
                if FileManager.default.fileExists(atPath: Self.join(path, Self.skipMarker)) { continue }
                collectSources(in: path, into: &found, diagnostics: &diagnostics)
            } else if entry.hasSuffix(Self.sourceExtension) {
                found.append(path)
            }
        }
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

    /// Byte order rather than `String`'s `<`, so sorting is the same everywhere.
    static func byteOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    private static func sortedWithoutDuplicates(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.sorted(by: byteOrder).filter { path in
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

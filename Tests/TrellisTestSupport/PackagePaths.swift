import Foundation

/// Paths inside the package, found from this file's location so tests do not
/// depend on the directory `swift test` runs in.
public enum PackagePaths {
    /// The package root: this file is `Tests/TrellisTestSupport/PackagePaths.swift`.
    public static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .path

    public static func path(_ relative: String) -> String {
        root + "/" + relative
    }

    public static var samples: String { path("Samples") }
    public static var mistakeSamples: String { path("Samples/Mistakes") }
    public static var schema: String { path("Grammar/trellis.xsd") }

    /// Every `.xml` file under `directory`, recursively, sorted.
    public static func xmlFiles(under directory: String) -> [String] {
        // The enumerator does not descend into a symbolic link given as the start.
        let resolved = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard let enumerator = FileManager.default.enumerator(atPath: resolved) else { return [] }
        return enumerator.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xml") }
            .map { directory + "/" + $0 }
            .sorted()
    }
}

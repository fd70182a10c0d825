import Foundation

/// Where `swift build` / `swift test` put the products the running tests were built with,
/// found from the running test binary, so it works with any `--scratch-path`.
public enum BuildProducts {
    /// The running test binary (`<scratch>/<triple>/<configuration>/<Package>PackageTests.xctest`
    /// on Linux), symbolic links resolved.
    public static var testBinary: URL {
        let path = Bundle.main.executablePath ?? CommandLine.arguments[0]
        return URL(fileURLWithPath: path).resolvingSymlinksInPath()
    }

    /// The folder of the built products: executables, and `Modules/` with the `.swiftmodule`s.
    public static var directory: URL {
        testBinary.deletingLastPathComponent()
    }

    public static var modulesDirectory: URL {
        directory.appendingPathComponent("Modules")
    }

    /// Whether `module` was built beside the tests (its `.swiftmodule` is in `Modules/`).
    public static func hasModule(_ module: String) -> Bool {
        FileManager.default.fileExists(atPath: modulesDirectory.appendingPathComponent("\(module).swiftmodule").path)
    }

    /// The scratch directory (`.build` unless `--scratch-path` said otherwise): the nearest
    /// folder above the products that holds `plugins/outputs`.
    public static var scratchDirectory: URL? {
        var folder = directory
        while folder.path != "/" {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("plugins/outputs").path, isDirectory: &isDirectory), isDirectory.boolValue {
                return folder
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Every Swift file a build tool plugin generated for `target`, grouped by folder. SwiftPM
    /// keeps them under `<scratch>/plugins/outputs/<package identity>/<target>/destination/<plugin>/`
    /// and the plugin chooses the rest of the path, so this searches the whole outputs tree.
    public static func pluginGeneratedSwiftFiles(target: String, plugin: String) -> [URL: [String]] {
        guard let outputs = scratchDirectory?.appendingPathComponent("plugins/outputs"),
              let enumerator = FileManager.default.enumerator(atPath: outputs.path) else { return [:] }
        var found: [URL: [String]] = [:]
        while let entry = enumerator.nextObject() as? String {
            let components = entry.split(separator: "/").map(String.init)
            guard entry.hasSuffix(".swift"),
                  let targetIndex = components.firstIndex(of: target),
                  components[targetIndex...].contains(plugin) else { continue }
            let file = outputs.appendingPathComponent(entry)
            found[file.deletingLastPathComponent(), default: []].append(file.lastPathComponent)
        }
        return found.mapValues { $0.sorted() }
    }
}

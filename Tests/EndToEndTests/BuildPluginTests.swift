import Foundation
import Testing
import TrellisTestSupport

/// The build plugin, used the way a user uses it: a package in a temporary folder depends on
/// this one by path and lists `TrellisBuildPlugin` on a target of its own. `swift build` of
/// that package must compile a correct screen, then fail on a mistake sample with the
/// diagnostics at their XML locations. The first build compiles the compiler into the
/// temporary package's own scratch folder (about half a minute on two cores).
@Suite struct BuildPluginTests {
    /// The error annotations of a mistake sample (`expected-error@+N:C`), as the `line:column`
    /// each one expects, in file order.
    static func expectedErrorPositions(in text: String) -> [String] {
        var positions: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let annotation = /expected-error@\+(\d+):(\d+)/
        for (index, line) in lines.enumerated() {
            for match in line.matches(of: annotation) {
                positions.append("\(index + 1 + Int(match.output.1)!):\(match.output.2)")
            }
        }
        return positions
    }

    @Test(.timeLimit(.minutes(15)))
    func aPackageUsingThePluginBuildsCorrectScreensAndFailsAtTheXMLLocationOfAMistake() throws {
        let swift = try #require(findExecutable("swift"), "swift is on PATH")
        let directory = try TemporaryDirectory()
        // SwiftPM reports source paths with symbolic links resolved.
        let root = URL(fileURLWithPath: directory.path).resolvingSymlinksInPath().path
        try directory.write("Package.swift", """
            // swift-tools-version:6.0
            import PackageDescription

            let package = Package(
                name: "PluginUser",
                platforms: [.macOS(.v14)],
                dependencies: [.package(name: "Trellis", path: \(Self.literal(PackagePaths.root)))],
                targets: [
                    .target(
                        name: "Screens",
                        dependencies: [.product(name: "Trellis", package: "Trellis")],
                        plugins: [.plugin(name: "TrellisBuildPlugin", package: "Trellis")]
                    ),
                ]
            )

            """)
        // A correct sample, and hand-written Swift that uses the view generated from it.
        let screens = "Sources/Screens"
        try directory.write("\(screens)/RenderCounts.xml", String(contentsOfFile: PackagePaths.path("Samples/RenderCounts.xml"), encoding: .utf8))
        try directory.write("\(screens)/Uses.swift", """
            import Trellis

            @MainActor
            func makeScreen() -> RenderCountContentView { RenderCountContentView() }

            """)
        let arguments = ["build", "--package-path", root, "--scratch-path", root + "/.build"]
        // SwiftPM leaves lock files in the temporary folder; keep them in the one removed after the test.
        let environment = ["TMPDIR": try directory.makeDirectory("tmp")]

        let clean = try runProcess(swift, arguments, environment: environment)
        #expect(clean.status == 0, "the package with a correct screen builds:\n\(clean.output)")
        #expect(clean.output.contains("Generating Swift from 1 Trellis screen file(s) of Screens"), "\(clean.output)")
        let warnings = clean.output.split(separator: "\n").filter { $0.contains(root) && $0.contains("warning:") }
        #expect(warnings.isEmpty, "the generated code compiles without warnings:\n\(clean.output)")
        try #require(clean.status == 0)

        // The same package with a mistake sample added: the (incremental) build fails, with
        // every expected error of the sample reported at its XML line and column.
        let mistakeName = "TRL201_observedObjectInitial.xml"
        let mistakeText = try String(contentsOfFile: PackagePaths.path("Samples/Mistakes/\(mistakeName)"), encoding: .utf8)
        let expected = Self.expectedErrorPositions(in: mistakeText)
        #expect(expected == ["37:5", "46:5"], "the annotations of \(mistakeName)")
        try directory.write("\(screens)/\(mistakeName)", mistakeText)
        let mistake = "\(root)/\(screens)/\(mistakeName)"
        let failed = try runProcess(swift, arguments, environment: environment)
        #expect(failed.status != 0, "a mistake fails the build:\n\(failed.output)")
        let message = "an `observedObject` must not create its object; `vm` would be recreated on every parent update and lose its state [TRL201]"
        for position in expected {
            #expect(failed.output.contains("\(mistake):\(position): error: \(message)\n"), "\(mistake):\(position): error:\n\(failed.output)")
        }
        let reportedErrors = failed.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(reportedErrors.count == expected.count, "only the expected errors:\n\(failed.output)")
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}

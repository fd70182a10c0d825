import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisSwiftCheck
import TrellisTestSupport

/// Correct SwiftUI patterns written as a first try (`Tests/Patterns`, whose README records the
/// rates): each file through Trellis's own rules, then the files those accept through the Swift
/// pass, one swiftc run per set of patterns written together, as `trellis check` would judge each.
@Suite struct CorrectPatternsTests {
    static var toolchain: SwiftToolchain? { SeededErrorTests.toolchain }

    /// The files that still draw diagnostics, and exactly those diagnostics' codes.
    /// None: a view-building function named after a modifier (`badge`) is placed where its
    /// arguments fit, as Swift's overload resolution picks it (30-HelperFunctions), and the
    /// second set's `ScrollViewReader`, `LabeledContent`, `submitLabel`, size classes, timer type,
    /// element parts and `@escaping` parameter are SwiftUI's (41–65).
    static let expectedRejections: [String: [String]] = [:]

    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func correctPatternsCheckCleanThroughBothPasses() throws {
        let directory = PackagePaths.path("Tests/Patterns")
        let files = PackagePaths.xmlFiles(under: directory).sorted()
        #expect(files.count == 65)
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        var codes: [String: [String]] = [:]
        var acceptedByOwnRules: [String] = []
        for file in files {
            let found = try driver.check([file]).diagnostics.map { "\($0.code)" }
            if found.isEmpty { acceptedByOwnRules.append(file) } else { codes[Self.name(file)] = found.sorted() }
        }
        // The Swift pass over the files the fast pass accepted, one run per set written at once,
        // whose names differ (the second set's `Recipe` is not the first's).
        let pass = SwiftPass(check: SwiftTypeCheck(toolchain: try #require(Self.toolchain), moduleName: "Patterns"), swiftSources: [])
        let sets = Dictionary(grouping: acceptedByOwnRules) { Self.name($0) < "41" }
        for (_, accepted) in sets.sorted(by: { $0.key && !$1.key }) {
            let fast = try driver.check(accepted)
            #expect(fast.diagnostics.isEmpty, "\(fast.diagnostics.map(\.message.text))")
            for diagnostic in pass.run(on: fast, options: driver.options).diagnostics {
                codes[Self.name(diagnostic.location.file), default: []].append("\(diagnostic.code) \(diagnostic.message.text)")
            }
        }
        #expect(codes == Self.expectedRejections)
        let clean = files.map(Self.name).filter { codes[$0] == nil }
        #expect(clean.count == 65, "\(clean)")
    }

    private static func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }
}

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

    /// The files that still draw diagnostics, and exactly those diagnostics' codes: constructs
    /// Trellis does not have yet (a `ButtonStyle` declared with its body, `searchScopes`,
    /// `presentationDetents(_:selection:)` and `presentationDragIndicator`), and two spellings
    /// that are not Swift's (`get`/`set` as attributes, `values` on an enum case), whose
    /// diagnostics show the spelling (README).
    static let expectedRejections: [String: [String]] = [
        "67-CustomButtonStyle.xml": ["TRL010", "TRL102", "TRL187"],
        "70-EnvironmentKey.xml": ["TRL010", "TRL010", "TRL190", "TRL190"],
        "73-ObservableRouter.xml": ["TRL010", "TRL171", "TRL171"],
        "91-SearchScopes.xml": ["TRL024"],
        "100-SheetDetents.xml": ["TRL024", "TRL111"],
    ]

    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func correctPatternsCheckCleanThroughBothPasses() throws {
        let directory = PackagePaths.path("Tests/Patterns")
        let files = PackagePaths.xmlFiles(under: directory).sorted()
        #expect(files.count == 105)
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        var codes: [String: [String]] = [:]
        var acceptedByOwnRules: [String] = []
        for file in files {
            let found = try driver.check([file]).diagnostics.map { "\($0.code)" }
            if found.isEmpty { acceptedByOwnRules.append(file) } else { codes[Self.name(file)] = found.sorted() }
        }
        // The Swift pass over the files the fast pass accepted, one run per set written at once,
        // whose names differ (the second set's `Recipe` is not the first's, the third's `Player`
        // not the second's).
        let pass = SwiftPass(check: SwiftTypeCheck(toolchain: try #require(Self.toolchain), moduleName: "Patterns"), swiftSources: [])
        let sets = Dictionary(grouping: acceptedByOwnRules) { Self.set(of: $0) }
        for (_, accepted) in sets.sorted(by: { $0.key < $1.key }) {
            let fast = try driver.check(accepted)
            #expect(fast.diagnostics.isEmpty, "\(fast.diagnostics.map(\.message.text))")
            for diagnostic in pass.run(on: fast, options: driver.options).diagnostics {
                codes[Self.name(diagnostic.location.file), default: []].append("\(diagnostic.code) \(diagnostic.message.text)")
            }
        }
        #expect(codes == Self.expectedRejections)
        let clean = files.map(Self.name).filter { codes[$0] == nil }
        #expect(clean.count == 100, "\(clean)")
    }

    /// The set a pattern was written in: 01–40, 41–65, 66–90, 91–105.
    private static func set(of path: String) -> Int {
        let number = Int(Self.name(path).prefix(while: \.isNumber)) ?? 0
        return number < 41 ? 0 : number < 66 ? 1 : number < 91 ? 2 : 3
    }

    private static func name(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }
}

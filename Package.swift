// swift-tools-version:6.2
import PackageDescription

// Compiler phases are separate modules so data flows one way:
// Syntax -> Semantics -> (CodeGen, Graph) -> SwiftCheck. Only TrellisDriver knows the order.
let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "Trellis", targets: ["Trellis"]),
        .plugin(name: "TrellisBuildPlugin", targets: ["TrellisBuildPlugin"]),
        .plugin(name: "TrellisCheckPlugin", targets: ["TrellisCheckPlugin"]),
        .executable(name: "trellis-samples", targets: ["trellis-samples"]),
    ],
    targets: [
        // MARK: Compiler
        .systemLibrary(
            name: "CLibXML2",
            path: "Sources/CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        .target(name: "TrellisDiagnostics"),
        .target(name: "TrellisSyntax", dependencies: ["CLibXML2", "TrellisDiagnostics"]),
        .target(name: "TrellisSemantics", dependencies: ["TrellisSyntax", "TrellisDiagnostics"]),
        .target(name: "TrellisCodeGen", dependencies: ["TrellisSemantics"]),
        .target(name: "TrellisGraph", dependencies: ["TrellisSemantics"]),
        // Swift's verdict: type-checks the generated Swift with swiftc and maps its diagnostics to the XML.
        .target(name: "TrellisSwiftCheck", dependencies: ["TrellisCodeGen", "TrellisDiagnostics"]),
        .target(
            name: "TrellisDriver",
            dependencies: ["TrellisDiagnostics", "TrellisSyntax", "TrellisSemantics", "TrellisCodeGen", "TrellisGraph", "TrellisSwiftCheck"]
        ),
        // The editor's view of the same pipeline: depends on the driver, never the other way.
        .target(name: "TrellisLanguageServer", dependencies: ["TrellisDriver", "TrellisDiagnostics", "TrellisSyntax", "TrellisSemantics", "TrellisGraph", "TrellisSwiftCheck"]),
        // Depends on the runtime and its preview only so that their modules are built beside it, for `trellis preview`.
        // A release build links the Swift standard library and Foundation in: linked dynamically,
        // every run spent ~15 M instructions in the loader binding their symbols before checking.
        // Tools version 6.2 is what lets a package that depends on Trellis by version accept
        // these flags (SwiftPM refuses unsafe flags in dependencies declared with an older one).
        .executableTarget(
            name: "trellis",
            dependencies: ["TrellisDriver", "TrellisLanguageServer", "Trellis", "TrellisPreview"],
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // Depends on the semantics for the prelude, which the program generator draws its calls from.
        .target(name: "TrellisBenchSupport", dependencies: ["TrellisSemantics"]),
        // Depends on the runtime only so that its module is built beside the benchmark, for `swiftc -typecheck`.
        .executableTarget(name: "trellis-bench", dependencies: ["TrellisDriver", "TrellisBenchSupport", "Trellis"], path: "Sources/TrellisBench"),
        .executableTarget(name: "trellis-lsp-bench", dependencies: ["TrellisLanguageServer", "TrellisDriver", "TrellisBenchSupport"], path: "Sources/TrellisLSPBench"),
        // Generated correct programs through the fast pass and swiftc (Tests/Fuzz/generated-programs.sh).
        .executableTarget(name: "trellis-generated-programs", dependencies: ["TrellisDriver", "TrellisBenchSupport", "Trellis"], path: "Sources/TrellisGeneratedPrograms"),
        .executableTarget(name: "trellis-compile-bench", dependencies: ["TrellisDriver", "Trellis", "TrellisBenchSupport"], path: "Sources/TrellisCompileBench"),

        // MARK: Plugins: generate Swift from a target's .xml screens at build time; check them on demand
        .plugin(name: "TrellisBuildPlugin", capability: .buildTool(), dependencies: ["trellis"], path: "Sources/TrellisBuildPlugin"),
        .plugin(
            name: "TrellisCheckPlugin",
            capability: .command(intent: .custom(verb: "trellis-check", description: "Check the package's Trellis screens without building")),
            dependencies: ["trellis"],
            path: "Sources/TrellisCheckPlugin"
        ),

        // MARK: Samples: the articles' screens, compiled by the build plugin, played headlessly
        .target(
            name: "TrellisSamples",
            dependencies: ["Trellis"],
            path: "Samples",
            exclude: ["Mistakes", "Graphs"],
            plugins: ["TrellisBuildPlugin"]
        ),
        .executableTarget(name: "trellis-samples", dependencies: ["TrellisSamples", "Trellis", "TrellisPreview", "TrellisDriver"], path: "Sources/trellis-samples"),

        // MARK: Runtime
        .target(name: "Trellis"),
        // Draws the runtime's screen as one HTML page, for `trellis preview`; stands apart from the compiler.
        .target(name: "TrellisPreview", dependencies: ["Trellis"]),
        .executableTarget(name: "trellis-runtime-bench", dependencies: ["Trellis"], path: "Sources/TrellisRuntimeBench"),

        // MARK: Tests
        .target(
            name: "TrellisTestSupport",
            dependencies: ["TrellisDriver", "TrellisDiagnostics"],
            path: "Tests/TrellisTestSupport"
        ),
        .testTarget(name: "TrellisRuntimeTests", dependencies: ["Trellis"]),
        .testTarget(
            name: "TrellisCodeGenTests",
            dependencies: ["TrellisCodeGen", "TrellisDriver", "Trellis", "TrellisTestSupport", "TrellisBenchSupport"],
            exclude: ["Goldens"]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["TrellisSamples", "Trellis", "TrellisPreview", "TrellisTestSupport"], exclude: ["PreviewGoldens"]),
        .testTarget(name: "TrellisSwiftCheckTests", dependencies: ["TrellisSwiftCheck", "TrellisDriver", "Trellis", "TrellisTestSupport"]),
        .testTarget(name: "TrellisSyntaxTests", dependencies: ["TrellisSyntax", "TrellisTestSupport"]),
        .testTarget(name: "TrellisSemanticsTests", dependencies: ["TrellisSemantics", "TrellisTestSupport", "TrellisBenchSupport"]),
        .testTarget(name: "TrellisDriverTests", dependencies: ["TrellisDriver", "TrellisTestSupport"]),
        .testTarget(name: "TrellisGraphTests", dependencies: ["TrellisGraph", "TrellisDriver", "TrellisTestSupport", "TrellisBenchSupport"]),
        .testTarget(name: "TrellisPreviewTests", dependencies: ["TrellisPreview", "Trellis", "TrellisDriver", "TrellisTestSupport"]),
        .testTarget(name: "TrellisLanguageServerTests", dependencies: ["TrellisLanguageServer", "TrellisDriver", "TrellisSemantics", "TrellisTestSupport", "TrellisBenchSupport"]),

        // MARK: Real SwiftUI source: a rewrite of Apple's Scrumdinger tutorial app, compiled against
        // the runtime as written for SwiftUI (Tests/Fixtures/Scrumdinger/README.md says what differs).
        // Swift 5 mode, as the app is written: its models are not Sendable, and Swift 6 rejects the tasks that send them.
        // The entry point is renamed so that the app's `@main` does not clash with the test runner's.
        // Warnings are SwiftUI's own (a deprecated `onChange(of:perform:)`, as in Xcode): not Trellis's to fix.
        .target(
            name: "ScrumdingerFixture",
            dependencies: ["Trellis", "AVFoundation", "Speech"],
            path: "Tests/Fixtures/Scrumdinger",
            exclude: ["README.md"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .unsafeFlags(["-Xfrontend", "-entry-point-function-name", "-Xfrontend", "scrumdinger_main", "-suppress-warnings"]),
            ]
        ),
        // Stand-ins for Apple frameworks Linux lacks, under their own names so the app's imports stay.
        .target(name: "AVFoundation", path: "Tests/Fixtures/StandIns/AVFoundation"),
        .target(name: "Speech", dependencies: ["AVFoundation"], path: "Tests/Fixtures/StandIns/Speech"),
        .testTarget(name: "ScrumdingerTests", dependencies: ["ScrumdingerFixture", "Trellis", "TrellisTestSupport"]),
    ]
)

// swift-tools-version:6.0
import PackageDescription

// Compiler phases are separate modules so data flows one way:
// Syntax -> Semantics -> (CodeGen, Graph). Only TrellisDriver knows the order.
let package = Package(
    name: "Trellis",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "trellis", targets: ["trellis"]),
        .library(name: "Trellis", targets: ["Trellis"]),
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
        .target(
            name: "TrellisDriver",
            dependencies: ["TrellisDiagnostics", "TrellisSyntax", "TrellisSemantics", "TrellisCodeGen", "TrellisGraph"]
        ),
        .executableTarget(name: "trellis", dependencies: ["TrellisDriver"]),

        // MARK: Runtime
        .target(name: "Trellis"),
        .executableTarget(name: "trellis-runtime-bench", dependencies: ["Trellis"], path: "Sources/TrellisRuntimeBench"),

        // MARK: Tests
        .target(
            name: "TrellisTestSupport",
            dependencies: ["TrellisDriver", "TrellisDiagnostics"],
            path: "Tests/TrellisTestSupport"
        ),
        .testTarget(name: "TrellisRuntimeTests", dependencies: ["Trellis"]),
        .testTarget(name: "TrellisSyntaxTests", dependencies: ["TrellisSyntax", "TrellisTestSupport"]),
        .testTarget(name: "TrellisSemanticsTests", dependencies: ["TrellisSemantics", "TrellisTestSupport"]),
        .testTarget(name: "TrellisDriverTests", dependencies: ["TrellisDriver", "TrellisTestSupport"]),
        .testTarget(name: "TrellisGraphTests", dependencies: ["TrellisGraph", "TrellisDriver", "TrellisTestSupport"]),
    ]
)

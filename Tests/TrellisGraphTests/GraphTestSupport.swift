import Foundation
import Testing
import TrellisDriver
import TrellisGraph
import TrellisTestSupport

/// The correct samples, one program at a time: each file directly in `Samples/`, and each
/// subfolder that holds an app's files (`Samples/Scrums`), whose files declare names for each other.
var correctSamples: [String] {
    PackagePaths.xmlFiles(under: PackagePaths.samples).compactMap { path -> String? in
        guard !path.hasPrefix(PackagePaths.mistakeSamples + "/") else { return nil }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return folder == URL(fileURLWithPath: PackagePaths.samples).path ? path : folder
    }.reduce(into: [String]()) { programs, program in
        if !programs.contains(program) { programs.append(program) }
    }
}

func samplePath(_ name: String) -> String {
    PackagePaths.samples + "/" + name
}

/// Checks `paths` and builds their graph; the inputs must check without errors.
func checkedGraph(_ paths: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> (CompilerDriver.CheckResult, DependencyGraph) {
    let result = try CompilerDriver().check(paths)
    let errors = result.diagnostics.filter { $0.severity == .error }.map { "\($0.location): \($0.message.text)" }
    #expect(errors == [], sourceLocation: sourceLocation)
    return (result, GraphBuilder().build(result.program))
}

func graph(of paths: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> DependencyGraph {
    try checkedGraph(paths, sourceLocation: sourceLocation).1
}

/// Writes one screen file and builds its graph.
func graph(ofScreen text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> DependencyGraph {
    let directory = try TemporaryDirectory()
    let path = try directory.write("screen.xml", text)
    return try graph(of: [path], sourceLocation: sourceLocation)
}

extension AffectedByAnswer {
    var viewNames: [String]? {
        if case .views(_, let views) = self { return views.map(\.view) }
        return nil
    }

    func path(to view: String) -> [GraphEdge]? {
        if case .views(_, let views) = self { return views.first { $0.view == view }?.path }
        return nil
    }
}

extension DependencyGraph {
    func affected(by value: String) throws -> AffectedByAnswer {
        affected(by: try valueNode(named: value))
    }

    /// `kind from -> to` for every edge, to compare against expectations compactly.
    func edgeSummaries(_ kind: EdgeKind) -> [String] {
        edges.filter { $0.kind == kind }.map { "\($0.from) -> \($0.to)" }
    }
}

enum Graphviz {
    static let dotPath: String? = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Renders DOT text to SVG with `dot -Tsvg`.
    static func svg(from dotText: String) throws -> (status: Int32, svg: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(dotPath))
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(Data(dotText.utf8))
        try input.fileHandleForWriting.close()
        let svg = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: svg, as: UTF8.self), String(decoding: messages, as: UTF8.self))
    }
}

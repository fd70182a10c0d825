import Foundation

/// XML declaring interfaces and the Swift written by hand behind them, the way a user's target
/// holds both: `trellis build` generates Swift from the XML (with the interface witnesses), then
/// swiftc type-checks the generated files with the hand-written ones, in Swift 6 mode with
/// warnings as errors, against the `Trellis` runtime built with the tests.
public struct InterfaceWitnessBuild {
    /// One diagnostic swiftc printed: `file:line:column: severity: message`.
    public struct Diagnostic: Equatable, CustomStringConvertible {
        /// The file's name without its folder.
        public var file: String
        public var line: Int
        public var severity: String
        public var message: String

        public var description: String { "\(file):\(line): \(severity): \(message)" }
    }

    /// swiftc's whole output.
    public let output: String
    public let status: Int32
    /// The generated files by name.
    public let generated: [String: String]

    /// Builds `screens` (file name to XML) and type-checks the result with `swift` (file name to
    /// Swift). Throws if `trellis build` fails.
    public init(screens: [String: String], swift: [String: String]) throws {
        let directory = try TemporaryDirectory()
        var inputs: [String] = []
        for (name, contents) in screens.sorted(by: { $0.key < $1.key }) {
            inputs.append(try directory.write(name, contents))
        }
        let output = directory.path("out")
        let build = runTrellis(["build"] + inputs + ["--output", output])
        guard build.status == 0 else { throw GeneratedProgram.Failure(description: "trellis build failed:\n\(build.errors)") }
        var generated: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output) where name.hasSuffix(".swift") {
            generated[name] = try String(contentsOfFile: output + "/" + name, encoding: .utf8)
        }
        self.generated = generated
        let result = try SwiftTypechecker.typecheck(generated.merging(swift) { generated, _ in generated }, moduleName: "Witnessed")
        self.output = result.output
        self.status = result.status
    }

    /// The errors and warnings swiftc reported, each once, in its order.
    public var diagnostics: [Diagnostic] {
        var seen: [Diagnostic] = []
        let pattern = /^(.+?):(\d+):\d+: (error|warning): (.*)$/
        for line in output.split(separator: "\n") {
            guard let match = String(line).wholeMatch(of: pattern) else { continue }
            let file = String(match.output.1).split(separator: "/").last.map(String.init) ?? String(match.output.1)
            let diagnostic = Diagnostic(file: file, line: Int(match.output.2)!, severity: String(match.output.3), message: String(match.output.4))
            if !seen.contains(diagnostic) { seen.append(diagnostic) }
        }
        return seen
    }
}

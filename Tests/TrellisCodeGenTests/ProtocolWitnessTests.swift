import Foundation
import Testing
import TrellisTestSupport

/// A protocol written in Swift is checked against its XML interface by a generated witness, as
/// models and structs are: swiftc reports a disagreement at the requirement's XML line.
@Suite struct ProtocolWitnessTests {
    static let interfaces = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <protocol name="Syncing" external="true" protocols="AnyObject">
            <property name="pending" type="Int"/>
            <property name="label" type="String" access="get set"/>
            <method name="sync" async="true" throws="true" returns="Int"><parameter label="limit" type="Int"/></method>
            <method name="reset"/>
          </protocol>
          <model name="Cloud" kind="observable" external="true" protocols="Syncing">
            <property name="pending" type="Int" setter="private"/>
            <property name="label" type="String"/>
          </model>
          <enum name="Level" external="true" rawType="String">
            <case name="low"/>
            <case name="high"/>
          </enum>
        </trellis>

        """

    static let correctSwift = """
        import Trellis

        @MainActor
        protocol Syncing: AnyObject {
            var pending: Int { get }
            var label: String { get set }
            func sync(limit: Int) async throws -> Int
            func reset()
        }

        @MainActor @Observable
        final class Cloud: Syncing {
            var pending: Int { 0 }
            var label = ""

            func sync(limit: Int) async throws -> Int {
                limit
            }

            func reset() {
                label = ""
            }
        }

        enum Level: String {
            case low
            case high
        }

        """

    enum Line {
        static let syncing = 3, pending = 4, label = 5, sync = 6, reset = 7, cloud = 9, level = 13
    }

    static func build(_ swift: String) throws -> InterfaceWitnessBuild {
        try InterfaceWitnessBuild(screens: ["Interfaces.xml": interfaces], swift: ["HandWritten.swift": swift])
    }

    @Test func correctSwiftPassesTheWitnessWithZeroWarnings() throws {
        let build = try Self.build(Self.correctSwift)
        #expect(build.status == 0, "\(build.output)")
        #expect(build.diagnostics.isEmpty, "\(build.output)")
        let generated = try #require(build.generated["Interfaces.swift"])
        #expect(generated.contains("private func interfaceOfSyncing(_ value: any Syncing) {"), "\(generated)")
        #expect(generated.contains("let _: any Syncing.Type = Cloud.self"), "\(generated)")
    }

    @Test(arguments: [
        ("    func reset()\n}", "}", Line.reset, "reset"),
        ("var label: String { get set }", "var label: String { get }", Line.label, "WritableKeyPath"),
        ("var pending: Int", "var pending: Int?", Line.pending, "Int?"),
        ("async throws -> Int", "throws -> Int", Line.sync, "InterfaceWitness.Effects.Throwing.Type' to specified type 'InterfaceWitness.Effects.AsyncThrowing.Type'"),
        ("protocol Syncing: AnyObject {", "protocol Syncing {", Line.syncing, "class-constrained"),
        ("final class Cloud: Syncing {", "final class Cloud {", Line.cloud, "Syncing"),
        ("enum Level: String {", "enum Level: Int {", Line.level, "String"),
        ("enum Level: String {", "enum Level {", Line.level, "RawValue"),
    ])
    func aMistakeIsReportedAtTheRequirementsLine(_ original: String, _ replacement: String, _ line: Int, _ message: String) throws {
        // Every occurrence: a requirement and the method that satisfies it change together.
        precondition(Self.correctSwift.contains(original), "`\(original)` occurs")
        let build = try Self.build(Self.correctSwift.replacingOccurrences(of: original, with: replacement))
        #expect(build.status != 0, "\(build.output)")
        #expect(!build.diagnostics.isEmpty, "\(build.output)")
        // Every error is in the XML (a changed requirement may break the conformance's interface too).
        for diagnostic in build.diagnostics where diagnostic.severity == "error" {
            #expect(diagnostic.file == "Interfaces.xml", "\(diagnostic)\n\(build.output)")
        }
        #expect(build.diagnostics.contains { $0.severity == "error" && $0.line == line && $0.message.contains(message) }, "\(build.output)")
    }
}

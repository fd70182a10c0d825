import Foundation
import Testing
import TrellisTestSupport

/// A computed property with code in an extension of a Foundation or standard type, as an app
/// writes `extension Locale { var shortIdentifier: String { … } }`: generated, checked where it
/// is used, compiled and run.
@Suite struct ExtensionComputedPropertiesTests {
    static let program = #"""
        <trellis>
          <extension type="Locale">
            <computed name="shortIdentifier" type="String">
              return String(identifier.prefix(2))
            </computed>
          </extension>
          <extension type="Int">
            <computed name="doubled" type="Int">
              self * 2
            </computed>
          </extension>
          <view name="Root" root="true">
            <state name="count" type="Int" initial="3"/>
            <body>
              <VStack>
                <Text>{Locale(identifier: &quot;fr_FR&quot;).shortIdentifier}</Text>
                <Text>{count.doubled + 1}</Text>
                <Button title="add" action="count += 1"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func computedPropertiesOfExtensionsCheckCompileAndRun() throws {
        let directory = try TemporaryDirectory()
        let checked = runTrellis(["check", try directory.write("Extensions.xml", Self.program)])
        #expect(checked.status == 0, "\(checked.errors)")
        #expect(!checked.errors.contains("warning"), "\(checked.errors)")
        let program = try GeneratedProgram(["Extensions.xml": Self.program])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Root())
            try host.tap("add")
            print(host.render())
            """)
        #expect(output.contains("Text \"fr\""), "\(output)")
        #expect(output.contains("Text \"9\""), "\(output)")
    }

    /// The property's type is known where it is used: `doubled` is an `Int`, which has no
    /// `uppercased()`.
    @Test func aUseIsCheckedAgainstTheDeclaredType() throws {
        let wrong = Self.program.replacingOccurrences(of: "{count.doubled + 1}", with: "{count.doubled.uppercased()}")
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Extensions.xml", wrong)])
        #expect(result.status != 0, "\(result.errors)")
        let errors = result.errors.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors.count == 1, "\(result.errors)")
        #expect(errors.first?.contains("uppercased") == true, "\(result.errors)")
    }
}

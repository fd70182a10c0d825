import Foundation
import Testing
import TrellisTestSupport

/// A computed property's `get` and `set` in a model and a struct, as Swift writes them:
/// assigning the property runs the setter, which reads `newValue`. `trellis build`, swiftc with
/// warnings as errors, then the program.
@Suite struct ComputedSetterCompileAndRunTests {
    @Test func assigningAComputedPropertyRunsItsSetter() throws {
        let program = try GeneratedProgram(["Tags.xml": #"""
            <trellis>
              <struct name="ColorData">
                <var name="red" type="Double" initial="0"/>
                <var name="green" type="Double" initial="0"/>
                <computed name="name" type="String">
                  get { red > 0 ? "red" : green > 0 ? "green" : "black" }
                  set {
                    red = newValue == "red" ? 1 : 0
                    green = newValue == "green" ? 1 : 0
                  }
                </computed>
              </struct>
              <model name="Tag" kind="model">
                <var name="colorData" type="ColorData"/>
                <var name="edits" type="Int" initial="0"/>
                <computed name="color" type="String">
                  get { colorData.name }
                  set {
                    colorData.name = newValue
                    edits += 1
                  }
                </computed>
                <init>
                  self.colorData = ColorData()
                </init>
              </model>
              <view name="Tags" root="true">
                <state name="tag" type="Tag" initial="Tag()"/>
                <body>
                  <VStack>
                    <Text>{tag.color} after {tag.edits} edits</Text>
                    <Button title="Red" action="tag.color = &quot;red&quot;"/>
                    <Button title="Green" action="tag.color = &quot;green&quot;"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let swift = program.generated.values.joined()
        #expect(swift.contains("var color: String { get {") && swift.contains("} set(newValue$) {"), "\(swift)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Tags())
            print(host.render())
            try host.tap("Red")
            print(host.render())
            try host.tap("Green")
            print(host.render())
            """)
        #expect(output.contains(#"Text "black after 0 edits""#), "\(output)")
        #expect(output.contains(#"Text "red after 1 edits""#), "\(output)")
        #expect(output.contains(#"Text "green after 2 edits""#), "\(output)")
    }
}

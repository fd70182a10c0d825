import Foundation
import Testing
import TrellisTestSupport

/// `<Text>` content is what SwiftUI's `Text("...")` literal is: inline Markdown, with the values
/// of its holes shown as written. `trellis build`, swiftc with warnings as errors, then the screen.
@Suite struct MarkdownTextCompileAndRunTests {
    @Test func textContentIsMarkdownAndVerbatimIsNot() throws {
        let program = try GeneratedProgram(["Notes.xml": #"""
            <trellis>
              <view name="NoteScreen" root="true">
                <state name="author" type="String" initial="&quot;*Ana*&quot;"/>
                <state name="count" type="Int" initial="3"/>
                <body>
                  <VStack>
                    <Text>**Bold** note by {author}, {count} _views_</Text>
                    <Text>See [the guide](https://example.com/guide)</Text>
                    <Text verbatim="**as written**"/>
                    <Text>Plain {count}</Text>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(NoteScreen())
            print(host.render())
            """)
        #expect(output.split(separator: "\n").map(String.init) == [
            "VStack",
            #"  Text "Bold note by *Ana*, 3 views" bold "Bold" italic "views""#,
            #"  Text "See the guide" link "the guide" https://example.com/guide"#,
            #"  Text "**as written**""#,
            #"  Text "Plain 3""#,
        ], "\(output)")
    }
}

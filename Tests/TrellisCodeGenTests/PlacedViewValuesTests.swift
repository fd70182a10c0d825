import Foundation
import Testing
import TrellisTestSupport

/// A value given to a body placed as a view, as a SwiftUI developer writes `{ image in
/// image.resizable() }`: `<image><resizable/></image>`. Built (the fast pass clean), compiled by
/// swiftc with warnings as errors, and run headless with the host resolving the image loads.
@Suite struct PlacedViewValuesTests {
    static let screen = #"""
        <trellis>
          <view name="Avatar">
            <let name="badge" type="Image"/>
            <body>
              <HStack>
                <badge><foregroundStyle value=".orange"/></badge>
                <Text>Member</Text>
              </HStack>
            </body>
          </view>

          <view name="Gallery" root="true">
            <body>
              <VStack>
                <AsyncImage url="{URL(string: &quot;https://example.com/photo.jpg&quot;)}" item="phase">
                  <if condition="let image = phase.image">
                    <image><resizable/><scaledToFit/></image>
                  </if>
                  <else>
                    <if condition="phase.error != nil"><Text>No photo</Text></if>
                    <else><ProgressView title="Loading"/></else>
                  </else>
                </AsyncImage>
                <AsyncImage url="{URL(string: &quot;https://example.com/cover.jpg&quot;)}" item="phase">
                  <switch value="phase">
                    <case pattern=".success(let image)"><image><resizable/></image></case>
                    <case pattern=".failure(let error)"><Text>Failed: {error.localizedDescription}</Text></case>
                    <default><Text>Waiting</Text></default>
                  </switch>
                </AsyncImage>
                <AsyncImage url="{URL(string: &quot;https://example.com/avatar.png&quot;)}" item="image">
                  <image><resizable/><frame width="40" height="40"/></image>
                  <placeholder><Text>No avatar yet</Text></placeholder>
                </AsyncImage>
                <Avatar badge="{Image(systemName: &quot;star.fill&quot;)}"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """#

    @Test func loadedImagesArePlacedWithTheirModifiers() throws {
        let program = try GeneratedProgram(["Gallery.xml": Self.screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let swift = program.generated.values.joined()
        for call in ["image$.resizable().scaledToFit()", "image$.resizable()\n", "image$.resizable().frame(width: 40, height: 40)", #"badge.foregroundStyle(.orange)"#] {
            #expect(swift.contains(call), "\(call) in \(swift)")
        }
        let output = try program.run(main: """
            import Foundation
            import Trellis
            let host = ViewHost(Gallery())
            print(host.render())
            print("--")
            try host.resolveImageLoad(url: URL(string: "https://example.com/photo.jpg")!, with: .success)
            try host.resolveImageLoad(url: URL(string: "https://example.com/cover.jpg")!, with: .failure)
            try host.resolveImageLoad(url: URL(string: "https://example.com/avatar.png")!, with: .success)
            print(host.render())
            print(try host.appearance(of: "https://example.com/photo.jpg").modifiers)
            print(try host.appearance(of: "https://example.com/avatar.png").modifiers)
            """)
        #expect(output == """
            VStack
              ProgressView "Loading"
              Text "Waiting"
              Text "No avatar yet"
              HStack
                Image systemName "star.fill"
                Text "Member"
            --
            VStack
              Image url "https://example.com/photo.jpg"
              Text "Failed: The image at https://example.com/cover.jpg could not be loaded."
              Image url "https://example.com/avatar.png"
              HStack
                Image systemName "star.fill"
                Text "Member"
            ["resizable()", "scaledToFit()"]
            ["resizable()", "frame(width: 40, height: 40)"]

            """)
    }

    @Test func aValueThatIsNoViewIsReportedWhereItIsPlaced() throws {
        let directory = try TemporaryDirectory()
        let wrong = #"""
            <view name="Caption">
              <let name="title" type="String"/>
              <let name="names" type="[String]"/>
              <body>
                <VStack>
                  <title/>
                  <ForEach items="names" id="\.self" item="name"><name><bold/></name></ForEach>
                </VStack>
              </body>
            </view>
            """#
        let result = runTrellis(["check", "--fast", try directory.write("Caption.xml", wrong)])
        #expect(result.errors.contains("Caption.xml:6:8: error: `title` is a `String`, not a view; only a value of a `View` type can be placed in a body [TRL196]"), "\(result.errors)")
        #expect(result.errors.contains("Caption.xml:7:55: error: `name` is a `String`, not a view; only a value of a `View` type can be placed in a body [TRL196]"), "\(result.errors)")
        #expect(result.errors.components(separatedBy: "error:").count == 3, "\(result.errors)")
    }

    /// A modifier whose name a value in scope shares still modifies: it takes attributes, and a
    /// placed value never does.
    @Test func aModifierNamedLikeAnItemStaysAModifier() throws {
        let screen = #"""
            <view name="Tags" root="true">
              <state name="tags" type="[String]" initial="[&quot;a&quot;, &quot;b&quot;]"/>
              <body>
                <Picker title="Tag" selection="{.constant(&quot;a&quot;)}">
                  <ForEach items="tags" id="\.self" item="tag">
                    <Text>{tag}<tag value="tag"/></Text>
                  </ForEach>
                </Picker>
              </body>
            </view>
            """#
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Tags.xml", screen)])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
    }
}

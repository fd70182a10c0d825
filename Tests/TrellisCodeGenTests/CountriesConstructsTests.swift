import Foundation
import Testing
import TrellisTestSupport

/// What the Countries app's first tries (`Tests/FirstTries/Countries`) needed, compiled by swiftc
/// with warnings as errors and run: SwiftData models in a namespace enum, a generic enum loaded
/// with `()`, a view's own struct, `CancellationError`, SwiftUI's deprecated navigation
/// modifiers (warned about, still working) and `Image(uiImage:)`.
@Suite struct CountriesConstructsTests {
    @Test func namespacedTypesCompileAndRun() throws {
        let sample = try String(contentsOfFile: PackagePaths.path("Samples/NamespacedTypes.xml"), encoding: .utf8)
        let program = try GeneratedProgram(["NamespacedTypes.xml": sample])
        let generated = try #require(program.generated["NamespacedTypes.swift"])
        #expect(generated.contains("extension Atlas {"), "\(generated)")
        #expect(generated.contains("final class Country: PersistentModel {"), "\(generated)")
        #expect(generated.contains("extension Atlas.Country: nonisolated Observation.Observable {}"), "\(generated)")
        #expect(generated.contains("enum Loadable<T> {"), "\(generated)")
        #expect(generated.contains("extension AtlasScreen {"), "\(generated)")
        let output = try program.run(main: """
            import Trellis
            let cancelled = ViewHost(AtlasScreen())
            try cancelled.tap("Load")
            try cancelled.tap("Cancel")
            print(cancelled.render())
            let loaded = ViewHost(AtlasScreen())
            try loaded.tap("Load")
            try loaded.tap("Done")
            try loaded.tap("Add Lima")
            try loaded.tap("Show cities")
            print(loaded.render())
            """)
        #expect(output.contains("Text \"Failed: cancelled\""), "\(output)")
        #expect(output.contains("Text \"Peru: 1 cities\""), "\(output)")
        #expect(output.contains("Text \"Lima\""), "\(output)")
    }

    static let deprecatedNavigation = """
        <trellis>
          <view name="Flags" root="true">
            <body>
              <NavigationStack>
                <VStack>
                  <Text>Arrow<flipsForRightToLeftLayoutDirection value="true"/></Text>
                  <Text>Plain</Text>
                </VStack>
                <navigationBarTitle value="Flags"/>
              </NavigationStack>
              <navigationViewStyle value="StackNavigationViewStyle()"/>
            </body>
          </view>
        </trellis>
        """

    /// `navigationBarTitle` and `navigationViewStyle` are warned about (TRL224), as swiftc warns,
    /// and work: the title is the navigation title, the style changes nothing. The generated
    /// code compiles without a warning.
    @Test func deprecatedNavigationModifiersWarnAndWork() throws {
        let program = try GeneratedProgram(["Flags.xml": Self.deprecatedNavigation])
        #expect(program.buildErrors.contains("warning: `navigationBarTitle` is deprecated: use `navigationTitle`, which takes the same title [TRL224]"), "\(program.buildErrors)")
        #expect(program.buildErrors.contains("warning: `navigationViewStyle` is deprecated: it styles `NavigationView`; a `NavigationStack` is always a stack, so remove it [TRL224]"), "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Flags())
            print(host.render())
            print(try host.appearance(of: "Arrow").flipsForRightToLeftLayoutDirection, try host.appearance(of: "Plain").flipsForRightToLeftLayoutDirection)
            """)
        #expect(output.contains("Navigation title \"Flags\""), "\(output)")
        #expect(output.contains("true false"), "\(output)")
    }

    /// The fix-it renames the element, as swiftc's renames the call.
    @Test func deprecatedModifierFixItRenamesTheElement() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("Flags.xml", Self.deprecatedNavigation)
        let result = runTrellis(["check", "--diagnostics-format", "json", path])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["TRL224", "TRL224"], "\(diagnostics)")
        let fixIts = diagnostics.compactMap { $0["fixIts"] as? [[String: Any]] }.flatMap { $0 }
        #expect(fixIts.count == 1, "\(diagnostics)")
        #expect("\(fixIts)".contains("navigationTitle"), "\(fixIts)")
    }

    /// `Image(uiImage:)` of a `UIImage` the app's Swift made: Linux has no UIKit, and the
    /// runtime's stand-in shows what the image was made from.
    @Test func imageOfAUIImageShowsWhatItWasMadeFrom() throws {
        let screen = """
            <trellis>
              <view name="Flag">
                <let name="image" type="UIImage"/>
                <body>
                  <Image uiImage="{image}"><resizable/></Image>
                </body>
              </view>
            </trellis>
            """
        let program = try GeneratedProgram(["Flag.xml": screen])
        let output = try program.run(main: """
            import Foundation
            import Trellis
            print(ViewHost(Flag(image: UIImage(named: "peru")!)).render())
            print(ViewHost(Flag(image: UIImage(data: Data([1, 2, 3]))!)).render())
            print(UIImage(data: Data()) == nil)
            """)
        #expect(output.contains("Image uiImage \"peru\""), "\(output)")
        #expect(output.contains("Image uiImage \"3 bytes\""), "\(output)")
        #expect(output.contains("true"), "\(output)")
    }

    /// `retryAction="{ self.retry() }"`, Swift's closure written out for an input of function
    /// type, is the action itself, not a closure the action makes and never calls.
    @Test func closureWrittenOutIsTheAction() throws {
        let screen = """
            <trellis>
              <view name="Retry">
                <let name="retryAction" type="() -> Void"/>
                <body>
                  <Button title="Retry" action="retryAction"/>
                </body>
              </view>
              <view name="Screen" root="true">
                <state name="count" type="Int" initial="0"/>
                <function name="retry">count += 1</function>
                <body>
                  <VStack>
                    <Text>Retried {count}</Text>
                    <Retry retryAction="{ self.retry() }"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """
        let program = try GeneratedProgram(["Retry.xml": screen])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Screen())
            try host.tap("Retry")
            try host.tap("Retry")
            print(host.render())
            """)
        #expect(output.contains("Text \"Retried 2\""), "\(output)")
    }

    /// `<NavigationLink><destination>…</destination><Row/></NavigationLink>`: the views written
    /// inside are the `label`, as Swift's trailing closure after `destination:` is.
    @Test func viewsBesideADestinationElementAreTheLabel() throws {
        let screen = """
            <trellis>
              <view name="Neighbors" root="true">
                <body>
                  <NavigationStack>
                    <List>
                      <NavigationLink>
                        <destination>
                          <Text>Chile in detail</Text>
                        </destination>
                        <Text>Chile</Text>
                      </NavigationLink>
                    </List>
                  </NavigationStack>
                </body>
              </view>
            </trellis>
            """
        let program = try GeneratedProgram(["Neighbors.xml": screen])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Neighbors())
            print(host.render())
            try host.tap("Chile")
            print(host.render())
            """)
        #expect(output.contains("Text \"Chile in detail\""), "\(output)")
    }
}

import Testing
import TrellisDriver
import TrellisGraph
import TrellisTestSupport

/// `--who-provides` when a view is used at more than one call site of the same parent: the
/// paths go through the same views, so the text names the call sites where they part.
@Suite struct WhoProvidesCallSiteTests {
    static let screen = """
    <trellis>
      <model name="Session">
        <published name="user" type="String" initial="&quot;&quot;"/>
      </model>
      <view name="App">
        <stateObject name="session" type="Session" initial="Session()"/>
        <body>
          <VStack>
            <Badge>
              <environmentObject value="session"/>
            </Badge>
            <Badge/>
          </VStack>
        </body>
      </view>
      <view name="Badge">
        <body><Label/></body>
      </view>
      <view name="Label">
        <environmentObject name="session" type="Session"/>
        <body><Text>{session.user}</Text></body>
      </view>
    </trellis>
    """

    @Test func pathsThroughTheSameViewsNameTheirCallSites() throws {
        let directory = try TemporaryDirectory()
        let path = try directory.write("twice.xml", Self.screen)
        let result = try CompilerDriver().check([path])
        #expect(result.diagnostics.map(\.code.rawValue) == ["TRL205"])
        let graph = GraphBuilder().build(result.program)
        let paths = try GraphBuilder().whoProvides("Session", for: "Label", in: result.program)
        #expect(paths.map(\.views) == [["App", "Badge", "Label"], ["App", "Badge", "Label"]])
        let text = graph.text(ofProviderPaths: paths, type: "Session", view: "Label")
        #expect(text == """
        `Session` for `Label`: 2 paths, 1 without a provider
        App → Badge (call site at \(path):9:9) → Label: provided by `.environmentObject(Session)` in `App` at \(path):10:11
        App → Badge (call site at \(path):12:9) → Label: NOT PROVIDED; `Label` would crash when mounted this way (TRL205)

        """)
    }

    @Test func distinctRoutesStayPlain() throws {
        let (result, graph) = try checkedGraph([samplePath("ProfileScreen.xml")])
        let paths = try GraphBuilder().whoProvides("SessionManager", for: "ProfileScreen", in: result.program)
        let text = graph.text(ofProviderPaths: paths, type: "SessionManager", view: "ProfileScreen")
        #expect(!text.contains("call site at"))
        #expect(text.contains("ProfileApp → ProfileScreen: provided by"))
    }
}

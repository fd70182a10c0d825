import Testing
import TrellisSemantics

/// A view file checked apart from the app that shows it: a view that nothing mounts and that is
/// not declared a root reads environment objects its parent injects, so it gets no TRL205.
/// A declared root, or a screen that mounts the consumer, still does.
@Suite struct ViewCheckedAloneTests {
    static func codes(_ views: String) -> [String] {
        VocabularyTests.analyze("""
            <trellis>
              <model name="Theme" external="true"><published name="tint" type="String"/></model>
            \(views)
            </trellis>
            """).diagnostics.map { "\($0.code)@\($0.location.line)" }
    }

    static let row = """
          <view name="StatusRow">
            <environmentObject name="theme" type="Theme"/>
            <body><Text>{theme.tint}</Text></body>
          </view>
        """

    @Test func aViewNothingMountsReadsWhatItsParentInjects() {
        #expect(Self.codes(Self.row) == [])
    }

    @Test func aDeclaredRootStillNeedsItsHostToProvide() {
        #expect(Self.codes(Self.row.replacingOccurrences(of: #"name="StatusRow""#, with: #"name="StatusRow" root="true""#)) == ["TRL205@4"])
    }

    @Test func aScreenThatMountsTheViewStillProvidesNothing() {
        let screen = """
              <view name="Timeline">
                <body><VStack><StatusRow/></VStack></body>
              </view>
            """
        #expect(Self.codes(Self.row + "\n" + screen) == ["TRL205@4"])
    }
}

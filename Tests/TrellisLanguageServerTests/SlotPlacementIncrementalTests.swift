import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

/// A call site's content is placed where the called view writes its `<slot/>`: editing only the
/// called view's body moves what its unedited callers' content sees, and the server, which keeps
/// the callers' checks, still agrees with `trellis check`.
@Suite struct SlotPlacementIncrementalTests {
    static let card = """
        <trellis>
          <model name="Tally"><published name="count" type="Int" initial="0"/></model>
          <view name="TallyCard">
            <stateObject name="tally" type="Tally" initial="Tally()"/>
            <slot name="content"/>
            <body>
              <VStack>
                <VStack><slot/><environmentObject value="tally"/></VStack>
                <Text>{tally.count}</Text>
              </VStack>
            </body>
          </view>
        </trellis>
        """

    static let screen = """
        <trellis>
          <view name="TallyLine">
            <environmentObject name="tally" type="Tally"/>
            <body><Text>{tally.count}</Text></body>
          </view>
          <view name="Screen" root="true">
            <body><TallyCard><TallyLine/></TallyCard></body>
          </view>
        </trellis>
        """

    @Test func editingOnlyTheSlotsViewChangesWhatItsCallersContentSees() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Card.xml", Self.card)
        try directory.write("Screen.xml", Self.screen)
        let session = try LSPSession(root: directory.path)
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        session.open("Card.xml", Self.card, version: 1)
        _ = try DiagnosticsTests.settle(session)

        // The injection moves from the stack around the slot to the `Text` beside it, and back.
        let beside = Self.card
            .replacingOccurrences(of: "<VStack><slot/><environmentObject value=\"tally\"/></VStack>", with: "<VStack><slot/></VStack>")
            .replacingOccurrences(of: "<Text>{tally.count}</Text>", with: "<Text>{tally.count}<environmentObject value=\"tally\"/></Text>")
        for (version, text, codes) in [(2, beside, ["TRL205", "TRL215"]), (3, Self.card, [])] {
            try directory.write("Card.xml", text)
            session.change("Card.xml", text, version: version)
            let server = DiagnosticsTests.sorted(DiagnosticsTests.fromServer(try DiagnosticsTests.settle(session)))
            let cli = DiagnosticsTests.sorted(try DiagnosticsTests.fromCLI(directory.path))
            #expect(server == cli, "version \(version)")
            #expect(cli.map(\.code).sorted() == codes, "version \(version): \(cli)")
            // `Screen` and `TallyLine`, in the unedited file, were not checked again.
            let cache = session.server.queue.sync { session.server.workspace.analysisCache }
            #expect(session.server.queue.sync { cache.lastKept } == 2, "version \(version)")
        }
        #expect(try session.close() == 0)
    }
}

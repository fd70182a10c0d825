import Foundation
import Testing
import TrellisTestSupport

/// A generated model's property whose publisher the program uses (`onReceive(editor.$title)`) is
/// Swift's `@Published` and holds no slot; `$editor.title` then binds through its key path.
@Suite struct PublishedPropertyBindingTests {
    @Test func aPublishedPropertyIsBoundAndItsPublisherReceived() throws {
        let xml = try String(contentsOfFile: PackagePaths.path("Samples/ThemedCards.xml"), encoding: .utf8)
        let program = try GeneratedProgram(["ThemedCards.xml": xml])
        #expect(program.buildErrors.isEmpty, "\(program.buildErrors)")
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(ThemedCards())
            print(host.render())
            try host.type("!", into: "Title")
            print(host.render())
            """)
        // `@Published` hands a new subscriber its current value, as in SwiftUI: one on appearing.
        #expect(output.contains(#"Text "Deck, renamed 1 times""#), "\(output)")
        #expect(output.contains(#"Text "Deck!, renamed 2 times""#), "\(output)")
        #expect(output.contains(#"TextField "Title": "Deck!""#), "\(output)")
    }
}

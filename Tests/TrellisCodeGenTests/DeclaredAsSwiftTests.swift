import Foundation
import Testing
import TrellisTestSupport

/// Declarations that say what the Swift says: `let` and `var` members, initializers with their
/// labels and effects, and statics that an Apple-style enum-like type provides as enum cases.
/// The Swift stays as a Swift developer writes it, and the witness holds it to the XML.
@Suite struct DeclaredAsSwiftTests {
    static let interfaces = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <struct name="Ticket" external="true">
            <init><parameter name="id" type="String"/><parameter name="title" type="String"/></init>
            <init throws="true"><parameter name="code" type="Int"/></init>
            <let name="id" type="String"/>
            <var name="title" type="String"/>
            <let name="sample" type="Ticket" static="true"/>
          </struct>
          <struct name="Mood" external="true">
            <let name="calm" type="Mood" static="true"/>
          </struct>
          <model name="Session" kind="observable" external="true">
            <init async="true"><parameter label="_" name="user" type="String"/></init>
            <let name="user" type="String"/>
            <var name="visits" type="Int"/>
          </model>
          <view name="Screen" root="true">
            <state name="ticket" type="Ticket" initial="Ticket.sample"/>
            <state name="mood" type="Mood" initial=".calm"/>
            <state name="session" type="Session?" initial="nil"/>
            <body>
              <VStack>
                <TextField title="Title" text="{$ticket.title}"/>
                <Text>{ticket.id} {String(describing: mood)} {session?.user ?? "nobody"}</Text>
                <Button title="New" action="ticket = Ticket(id: &quot;2&quot;, title: &quot;b&quot;)"/>
                <Button title="Scan" action="do { ticket = try Ticket(code: 3) } catch { }"/>
                <Button title="Sign in" action="Task { session = await Session(&quot;ana&quot;) }"/>
              </VStack>
            </body>
          </view>
        </trellis>

        """

    /// The Swift behind `interfaces`: `let` where a value never changes, a real enum, initializers.
    static let correctSwift = """
        import Trellis

        struct Ticket {
            let id: String
            var title: String
            static let sample = Ticket(id: "1", title: "Printer")

            init(id: String, title: String) {
                self.id = id
                self.title = title
            }

            init(code: Int) throws {
                if code < 0 { throw CancellationError() }
                id = "\\(code)"
                title = "Scanned"
            }
        }

        enum Mood {
            case calm
            case busy
        }

        @MainActor @Observable
        final class Session {
            let user: String
            var visits = 0

            init(_ user: String) async {
                self.user = user
            }
        }

        """

    enum Line {
        static let ticketInit = 4, ticketThrowingInit = 5, ticketTitle = 7, ticketSample = 8
        static let moodCalm = 11, sessionInit = 14, sessionUser = 15
    }

    static func mistake(_ original: String, _ replacement: String) -> String {
        precondition(correctSwift.components(separatedBy: original).count == 2, "`\(original)` occurs once in the correct Swift")
        return correctSwift.replacingOccurrences(of: original, with: replacement)
    }

    @Test func swiftWrittenAsSwiftWritesItPassesTheWitnessWithZeroWarnings() throws {
        let build = try InterfaceWitnessBuild(screens: ["Declared.xml": Self.interfaces], swift: ["HandWritten.swift": Self.correctSwift])
        #expect(build.status == 0, "\(build.output)")
        #expect(build.diagnostics.isEmpty, "\(build.output)")
        let generated = try #require(build.generated["Declared.swift"])
        #expect(generated.contains("let _: KeyPath<Ticket, String> = \\Ticket.id"), "\(generated)")
        #expect(generated.contains("let _: (String, String) -> Ticket = Ticket.init(id:title:)"), "\(generated)")
        #expect(generated.contains("let _: Mood = Mood.calm"), "\(generated)")
    }

    struct Mistake: CustomTestStringConvertible, Sendable {
        let name: String
        let original: String
        let replacement: String
        let line: Int
        let message: String
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "a var declared, a let in Swift", original: "    var title: String\n", replacement: "    let title: String\n", line: Line.ticketTitle, message: "WritableKeyPath"),
        Mistake(name: "an initializer's label differs", original: "init(id: String, title: String) {", replacement: "init(id: String, name title: String) {", line: Line.ticketInit, message: "init(id:title:)"),
        Mistake(name: "a throwing initializer that does not throw", original: "init(code: Int) throws {\n        if code < 0 { throw CancellationError() }", replacement: "init(code: Int) {", line: Line.ticketThrowingInit, message: "'InterfaceWitness.Effects.Synchronous.Type' to specified type 'InterfaceWitness.Effects.Throwing.Type'"),
        Mistake(name: "an async initializer that is synchronous", original: "init(_ user: String) async {", replacement: "init(_ user: String) {", line: Line.sessionInit, message: "'InterfaceWitness.Effects.Synchronous.Type' to specified type 'InterfaceWitness.Effects.Async.Type'"),
        Mistake(name: "a let of another type", original: "    let user: String\n", replacement: "    let user: Int = 0\n", line: Line.sessionUser, message: "String"),
        Mistake(name: "a static the Swift lacks", original: "static let sample = Ticket(id: \"1\", title: \"Printer\")", replacement: "static let example = Ticket(id: \"1\", title: \"Printer\")", line: Line.ticketSample, message: "sample"),
        Mistake(name: "an enum case the static names is missing", original: "    case calm\n", replacement: "    case quiet\n", line: Line.moodCalm, message: "calm"),
    ]

    @Test(arguments: mistakes)
    func aMistakeInTheSwiftIsReportedAtItsDeclarationLine(_ mistake: Mistake) throws {
        let build = try InterfaceWitnessBuild(screens: ["Declared.xml": Self.interfaces], swift: ["HandWritten.swift": Self.mistake(mistake.original, mistake.replacement)])
        #expect(build.status != 0, "\(build.output)")
        let witnessed = build.diagnostics.filter { $0.file == "Declared.xml" && $0.line == mistake.line }
        // At the declaration; the view's uses of it may be reported too, at their own lines.
        #expect(witnessed.contains { $0.severity == "error" && $0.message.contains(mistake.message) }, "\(build.output)")
    }

    /// Generated types declared with Swift's keywords: a `let` the memberwise initializer takes,
    /// a `var` with a value it may leave out, and models' `let`s, read but never written.
    @Test func generatedLetsAndVarsCompileAndRun() throws {
        let program = try GeneratedProgram(["Notes.xml": #"""
            <trellis>
              <struct name="Note">
                <let name="created" type="Int"/>
                <var name="text" type="String"/>
                <var name="pinned" type="Bool" initial="false"/>
              </struct>
              <model name="Account">
                <let name="owner" type="String"/>
                <published name="notes" type="[Note]" initial="[]"/>
              </model>
              <model name="Folder" kind="observable">
                <let name="title" type="String"/>
                <var name="count" type="Int" initial="0"/>
              </model>
              <view name="Notes" root="true">
                <stateObject name="account" type="Account" initial="Account(owner: &quot;ana&quot;)"/>
                <state name="folder" type="Folder" initial="Folder(title: &quot;Inbox&quot;)"/>
                <state name="draft" type="Note" initial="Note(created: 1, text: &quot;a&quot;)"/>
                <body>
                  <VStack>
                    <Text>{account.owner} {folder.title} {folder.count} {draft.created} {draft.text} {draft.pinned} {account.notes.count}</Text>
                    <TextField title="Text" text="{$draft.text}"/>
                    <Button title="Pin" action="draft.pinned = true; folder.count += 1; account.notes.append(Note(created: 2, text: draft.text, pinned: true))"/>
                  </VStack>
                </body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(Notes())
            print(host.render())
            try host.tap("Pin")
            print(host.render())
            """)
        #expect(output.contains("Text \"ana Inbox 0 1 a false 0\""), "\(output)")
        #expect(output.contains("Text \"ana Inbox 1 1 a true 1\""), "\(output)")
    }
}

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

    /// An enum written as Swift writes one (computed properties, a static, methods, one of them
    /// `mutating`, a conformance), and a generated enum whose members are written in an extension.
    static let enumInterfaces = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <enum name="Theme" rawType="String" caseIterable="true" identifiable="true" protocols="Comparable" external="true">
            <case name="bubblegum"/>
            <case name="teal"/>
            <property name="name" type="String"/>
            <property name="standard" type="Theme" static="true"/>
            <method name="next" returns="Theme"/>
            <method name="advance"/>
            <method name="named" static="true" returns="Theme?"><parameter label="_" type="String"/></method>
          </enum>
          <enum name="Filter" protocols="Hashable">
            <case name="all"/>
            <case name="open"/>
            <property name="title" type="String"/>
            <method name="matches" returns="Bool"><parameter label="_" name="done" type="Bool"/></method>
          </enum>
          <view name="Themes" root="true">
            <state name="theme" type="Theme" initial=".standard"/>
            <state name="filter" type="Filter" initial=".all"/>
            <body>
              <VStack>
                <Text>{theme.name} {theme.next().name} {filter.title} {filter.matches(true)}</Text>
                <Button title="Next" action="theme.advance(); theme = .named(&quot;x&quot;) ?? theme"/>
                <Button title="Reset" action="theme = Theme.named(&quot;teal&quot;) ?? .standard"/>
                <ForEach items="Theme.allCases" item="each"><Text>{each.name}</Text></ForEach>
              </VStack>
            </body>
          </view>
        </trellis>

        """

    static let enumSwift = """
        import Trellis

        enum Theme: String, CaseIterable, Identifiable, Comparable {
            case bubblegum
            case teal

            var id: String { rawValue }
            var name: String { rawValue.capitalized }
            static let standard = Theme.teal

            func next() -> Theme {
                self == .teal ? .bubblegum : .teal
            }

            mutating func advance() {
                self = next()
            }

            static func named(_ name: String) -> Theme? {
                Theme(rawValue: name)
            }

            static func < (lhs: Theme, rhs: Theme) -> Bool {
                lhs.rawValue < rhs.rawValue
            }
        }

        extension Filter {
            var title: String { self == .all ? "All" : "Open" }

            func matches(_ done: Bool) -> Bool {
                self == .all || !done
            }
        }

        """

    @Test func anEnumWithItsMembersPassesTheWitnessAndRuns() throws {
        let build = try InterfaceWitnessBuild(screens: ["Themes.xml": Self.enumInterfaces], swift: ["HandWritten.swift": Self.enumSwift])
        #expect(build.status == 0, "\(build.output)")
        #expect(build.diagnostics.isEmpty, "\(build.output)")
        let program = try GeneratedProgram(["Themes.xml": Self.enumInterfaces])
        let output = try program.run(main: Self.enumSwift.replacingOccurrences(of: "import Trellis\n", with: "import Trellis\n\nlet host = ViewHost(Themes())\nprint(host.render())\ntry host.tap(\"Next\")\nprint(host.render())\n"))
        #expect(output.contains("Text \"Teal Bubblegum All true\""), "\(output)")
        #expect(output.contains("Text \"Bubblegum Teal All true\""), "\(output)")
    }

    @Test(arguments: [
        ("var name: String { rawValue.capitalized }", "var name: Int { 0 }", 6, "KeyPath<Theme, Int>"),
        ("static let standard = Theme.teal", "static let standard = \"teal\"", 7, "String"),
        ("mutating func advance() {", "mutating func advance() throws {", 9, "throw"),
        ("static func named(_ name: String) -> Theme? {", "static func named(name: String) -> Theme? {", 10, "named"),
        ("enum Theme: String, CaseIterable, Identifiable, Comparable {", "enum Theme: String, CaseIterable, Identifiable {", 3, "Comparable"),
        ("func matches(_ done: Bool) -> Bool {", "func matches(done: Bool) -> Bool {", 16, "done:"),
        ("func matches(_ done: Bool) -> Bool {", "func matches(_ done: Bool) async -> Bool {", 16, "async"),
    ])
    func anEnumMemberTheSwiftLacksIsReportedAtItsLine(_ original: String, _ replacement: String, _ line: Int, _ message: String) throws {
        precondition(Self.enumSwift.components(separatedBy: original).count == 2, "`\(original)` occurs once")
        let swift = Self.enumSwift.replacingOccurrences(of: original, with: replacement)
        let build = try InterfaceWitnessBuild(screens: ["Themes.xml": Self.enumInterfaces], swift: ["HandWritten.swift": swift])
        #expect(build.status != 0, "\(build.output)")
        #expect(build.diagnostics.contains { $0.file == "Themes.xml" && $0.line == line && $0.message.contains(message) }, "\(build.output)")
    }

    /// Extensions the app adds to SwiftUI's and Foundation's types, as a SwiftUI app writes them.
    static let extensionInterfaces = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <extension name="Color">
            <let name="brand" type="Color" static="true"/>
          </extension>
          <extension name="Font">
            <let name="brandTitle" type="Font" static="true"/>
          </extension>
          <extension name="CGFloat">
            <let name="gutter" type="CGFloat" static="true"/>
          </extension>
          <extension name="String">
            <var name="initials" type="String"/>
            <method name="shouted" returns="String"/>
            <method name="greeting" static="true" returns="String"><parameter label="for" name="name" type="String"/></method>
          </extension>
          <view name="Brand" root="true">
            <body>
              <VStack>
                <Text>{"Ada Lovelace".initials} {"hi".shouted()} {String.greeting(for: "Ada")}<foregroundStyle value="Color.brand"/><font value=".brandTitle"/></Text>
                <Text>Hi<padding value="CGFloat.gutter"/></Text>
              </VStack>
            </body>
          </view>
        </trellis>

        """

    static let extensionSwift = """
        import Trellis

        extension Color {
            static let brand = Color(red: 0.9, green: 0.3, blue: 0.2)
        }

        extension Font {
            static let brandTitle = Font.title
        }

        extension CGFloat {
            static let gutter: CGFloat = 12
        }

        extension String {
            var initials: String { split(separator: " ").compactMap(\\.first).map(String.init).joined() }

            func shouted() -> String {
                uppercased()
            }

            static func greeting(for name: String) -> String {
                "Hello, \\(name)"
            }
        }

        """

    @Test func extensionsOfSwiftUIAndFoundationTypesPassTheirWitnessesAndRun() throws {
        let build = try InterfaceWitnessBuild(screens: ["Brand.xml": Self.extensionInterfaces], swift: ["HandWritten.swift": Self.extensionSwift])
        #expect(build.status == 0, "\(build.output)")
        #expect(build.diagnostics.isEmpty, "\(build.output)")
        let generated = try #require(build.generated["Brand.swift"])
        #expect(generated.components(separatedBy: "private func interfaceOfExtension_").count - 1 == 4, "\(generated)")
        let program = try GeneratedProgram(["Brand.xml": Self.extensionInterfaces])
        let output = try program.run(main: Self.extensionSwift.replacingOccurrences(of: "import Trellis\n", with: "import Trellis\n\nprint(ViewHost(Brand()).render())\n"))
        #expect(output.contains("Text \"AL HI Hello, Ada\""), "\(output)")
    }

    @Test(arguments: [
        ("static let gutter: CGFloat = 12", "static let gutter = 12", 10, "CGFloat"),
        ("func shouted() -> String {", "func shouted() throws -> String {", 14, "throw"),
        ("static let brandTitle = Font.title", "static let brandHeadline = Font.title", 7, "brandTitle"),
        ("static func greeting(for name: String) -> String {", "static func greeting(_ name: String) -> String {", 15, "greeting(for:)"),
    ])
    func anExtensionMemberTheSwiftLacksIsReportedAtItsLine(_ original: String, _ replacement: String, _ line: Int, _ message: String) throws {
        precondition(Self.extensionSwift.components(separatedBy: original).count == 2, "`\(original)` occurs once")
        let swift = Self.extensionSwift.replacingOccurrences(of: original, with: replacement)
        let build = try InterfaceWitnessBuild(screens: ["Brand.xml": Self.extensionInterfaces], swift: ["HandWritten.swift": swift])
        #expect(build.status != 0, "\(build.output)")
        #expect(build.diagnostics.contains { $0.file == "Brand.xml" && $0.line == line && $0.message.contains(message) }, "\(build.output)")
    }

    /// The fast pass checks uses of what an extension adds, and suggests its names.
    @Test func usesOfExtensionMembersAreChecked() throws {
        let xml = Self.extensionInterfaces
            .replacingOccurrences(of: "{\"hi\".shouted()}", with: "{\"hi\".shout()} {String.greeting(for: 1)}")
            .replacingOccurrences(of: "value=\".brandTitle\"", with: "value=\".brandTitel\"")
            .replacingOccurrences(of: "<extension name=\"CGFloat\">", with: "<extension name=\"CGFlaot\">")
        let directory = try TemporaryDirectory()
        let result = runTrellis(["check", "--fast", try directory.write("Brand.xml", xml)])
        #expect(result.status == 1)
        for expected in [
            "error: unknown type `CGFlaot` [TRL102]",
            "error: value of type `String` has no member `shout`; did you mean `shouted` [TRL260]",
            "error: cannot convert a value of type `Int` to `String` in argument `for` of `greeting` [TRL112]",
            "error: `Font` has no member `.brandTitel`; did you mean `brandTitle` [TRL119]",
        ] {
            #expect(result.errors.contains(expected), "\(result.errors)")
        }
    }

    /// A view's own constants, `private let columns = [...]` and `let spacing = 8`: read in the body,
    /// passed by no call site.
    @Test func aViewsOwnConstantsCompileAndRun() throws {
        let program = try GeneratedProgram(["Grid.xml": #"""
            <trellis>
              <view name="Grid" root="true">
                <let name="columns" type="[String]" initial="[&quot;a&quot;, &quot;b&quot;]" private="true"/>
                <let name="spacing" type="Double" initial="8"/>
                <body>
                  <VStack>
                    <Text>{columns.count} {spacing}</Text>
                    <Row title="x"/>
                  </VStack>
                </body>
              </view>
              <view name="Row">
                <let name="title" type="String"/>
                <let name="limit" type="Int" initial="3"/>
                <body><Text>{title} {limit}</Text></body>
              </view>
            </trellis>
            """#])
        let output = try program.run(main: "import Trellis\nprint(ViewHost(Grid()).render())\n")
        #expect(output.contains("Text \"2 8.0\""), "\(output)")
        #expect(output.contains("Text \"x 3\""), "\(output)")
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

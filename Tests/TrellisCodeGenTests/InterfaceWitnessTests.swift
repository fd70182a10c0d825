import Foundation
import Testing
import TrellisTestSupport

/// Hand-written Swift checked against its XML interface: the generated witness makes swiftc
/// report every disagreement at the interface's line in the XML file, and correct Swift passes
/// it with zero warnings.
@Suite struct InterfaceWitnessTests {
    /// Interfaces of every kind the XML declares, each member on its own line.
    static let interfaces = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <struct name="Item" external="true" identifiable="true">
            <field name="id" type="Int"/>
            <field name="title" type="String"/>
            <field name="empty" type="Item" static="true"/>
          </struct>
          <enum name="Phase" external="true">
            <case name="idle"/>
            <case name="loaded"><parameter label="count" type="Int"/></case>
            <case name="failed"><parameter label="_" type="String"/></case>
          </enum>
          <model name="Store" external="true">
            <published name="items" type="[Item]"/>
            <published name="loads" type="Int" setter="private"/>
            <property name="phase" type="Phase"/>
            <method name="load" returns="String" async="true" throws="true"><parameter label="count" type="Int"/></method>
            <method name="refresh" async="true"/>
            <method name="save" throws="true"/>
            <method name="reset"/>
          </model>
          <view name="Card" external="true">
            <parameter name="title" label="_" type="String"/>
            <parameter name="systemImage" type="String" default="&quot;star&quot;"/>
            <slot name="content"/>
          </view>
          <modifier name="highlighted">
            <parameter name="color" type="String"/>
            <parameter name="isOn" type="Bool" default="true"/>
          </modifier>
          <model name="Tally" kind="observable">
            <property name="count" type="Int" initial="0"/>
            <method name="bump"><parameter label="by" type="Int"/></method>
            <method name="make" static="true" returns="Tally"/>
          </model>
        </trellis>

        """

    /// The Swift behind `interfaces`, written as a SwiftUI developer writes it.
    static let correctSwift = """
        import Trellis

        struct Item: Identifiable {
            var id: Int
            var title: String = ""
            static let empty = Item(id: 0)
        }

        enum Phase {
            case idle
            case loaded(count: Int)
            case failed(String)
        }

        @MainActor
        final class Store: ObservableObject {
            @Published var items: [Item] = []
            @Published private(set) var loads = 0
            var phase = Phase.idle

            func load(count: Int) async throws -> String {
                loads += 1
                try await Task.sleep(for: .seconds(1))
                return "\\(count) items"
            }

            func refresh() async {
                await Task.yield()
            }

            func save() throws {
                if items.isEmpty { throw CancellationError() }
            }

            func reset() {
                items = []
            }
        }

        struct Card<Content: View>: View {
            let title: String
            let systemImage: String
            let content: Content

            init(_ title: String, systemImage: String = "star", @ViewBuilder content: () -> Content) {
                self.title = title
                self.systemImage = systemImage
                self.content = content()
            }

            var body: some View {
                VStack {
                    Label(title, systemImage: systemImage)
                    content
                }
            }
        }

        extension View {
            func highlighted(color: String, isOn: Bool = true) -> some View {
                padding(isOn ? 4 : 0)
            }
        }

        extension Tally {
            func bump(by amount: Int) {
                count += amount
            }

            static func make() -> Tally {
                Tally()
            }
        }

        """

    /// The XML line of each declaration in `interfaces`.
    enum Line {
        static let item = 3, itemTitle = 5, phase = 8, phaseFailed = 11
        static let store = 13, storeItems = 14, storeLoads = 15, storePhase = 16
        static let storeLoad = 17, storeRefresh = 18, storeSave = 19, storeReset = 20
        static let card = 22, highlighted = 27
        static let tallyBump = 33, tallyMake = 34
    }

    static func build(_ swift: String) throws -> InterfaceWitnessBuild {
        try InterfaceWitnessBuild(screens: ["Interfaces.xml": interfaces], swift: ["HandWritten.swift": swift])
    }

    /// `correctSwift` with `original` replaced by `replacement`, which must occur once.
    static func mistake(_ original: String, _ replacement: String) -> String {
        precondition(correctSwift.components(separatedBy: original).count == 2, "`\(original)` occurs once in the correct Swift")
        return correctSwift.replacingOccurrences(of: original, with: replacement)
    }

    @Test func correctSwiftPassesTheWitnessWithZeroWarnings() throws {
        let build = try Self.build(Self.correctSwift)
        #expect(build.status == 0, "\(build.output)")
        #expect(build.diagnostics.isEmpty, "\(build.output)")
        let generated = try #require(build.generated["Interfaces.swift"])
        // The witnesses are never called: private functions, one per interface.
        // One per interface, and one for the methods of the generated `Tally`, written in an extension.
        #expect(generated.components(separatedBy: "private func interfaceOf").count - 1 == 6, "\(generated)")
    }

    /// The samples' target as the build plugin compiles it: every screen with the Swift written
    /// by hand behind its interfaces (the Scrums app's store, timer, card view and modifier).
    @Test func theSamplesSwiftPassesItsWitnessesWithZeroWarnings() throws {
        var screens: [String: String] = [:]
        for path in PackagePaths.xmlFiles(under: PackagePaths.samples) where !path.contains("/Mistakes/") && !path.contains("/Graphs/") {
            screens[String(path.dropFirst(PackagePaths.samples.count + 1))] = try String(contentsOfFile: path, encoding: .utf8)
        }
        var swift: [String: String] = [:]
        let handWritten = PackagePaths.path("Samples/Swift")
        for name in try FileManager.default.contentsOfDirectory(atPath: handWritten) where name.hasSuffix(".swift") {
            swift["HandWritten/" + name] = try String(contentsOfFile: handWritten + "/" + name, encoding: .utf8)
        }
        let build = try InterfaceWitnessBuild(screens: screens, swift: swift)
        #expect(build.status == 0, "\(build.output)")
        #expect(build.diagnostics.isEmpty, "\(build.output)")
        let witnesses = build.generated.values.map { $0.components(separatedBy: "private func interfaceOf").count - 1 }.reduce(0, +)
        // ScrumStore, MeetingTimer, DailyScrum, MeetingRecord, ScrumCard, cardStyle, AttendeesEditor,
        // ScrumArchive, ReportService, FeedLoader, TimerViewModel, HogeViewModel, DetailViewModel,
        // APIClient, UserViewModel, ReadingLoader, CancellationError, Theme's cases and its members,
        // the extension of CGFloat, the methods of the generated MemoryNotes, Inbox and Outbox, written in extensions,
        // the photo board's GoalProgressStyle and BoardStorage, and the grade book's ScoreFeed. Bookshelf's methods are written
        // with their code in the XML: generated, and not required by a witness.
        #expect(witnesses == 26)
    }

    /// A mistake in the Swift, the XML line it must be reported at, and words of swiftc's error.
    struct Mistake: CustomTestStringConvertible, Sendable {
        let name: String
        let original: String
        let replacement: String
        let line: Int
        let message: String
        var testDescription: String { name }
    }

    static let mistakes: [Mistake] = [
        Mistake(name: "missing property", original: "    var title: String = \"\"\n", replacement: "", line: Line.itemTitle, message: "has no member 'title'"),
        Mistake(name: "wrong property type", original: "@Published var items: [Item] = []", replacement: "@Published var items: [String] = []", line: Line.storeItems, message: "[String]"),
        Mistake(name: "property not published", original: "@Published private(set) var loads = 0", replacement: "private(set) var loads = 0", line: Line.storeLoads, message: "$loads"),
        Mistake(name: "settable property read-only in Swift", original: "var phase = Phase.idle", replacement: "let phase = Phase.idle", line: Line.storePhase, message: "ReferenceWritableKeyPath"),
        Mistake(name: "missing conformance", original: "struct Item: Identifiable {", replacement: "struct Item {", line: Line.item, message: "Identifiable"),
        Mistake(name: "missing case", original: "    case failed(String)\n", replacement: "", line: Line.phaseFailed, message: "has no member 'failed'"),
        Mistake(name: "case the XML does not declare", original: "    case idle\n", replacement: "    case idle\n    case cancelled\n", line: Line.phase, message: "switch must be exhaustive"),
        Mistake(name: "wrong associated value", original: "case loaded(count: Int)", replacement: "case loaded(count: Double)", line: Line.phaseFailed - 1, message: "Double"),
        Mistake(name: "missing method", original: "func reset() {", replacement: "func clear() {", line: Line.storeReset, message: "has no member 'reset'"),
        Mistake(name: "wrong parameter label", original: "func load(count: Int)", replacement: "func load(limit count: Int)", line: Line.storeLoad, message: "load(count:)"),
        Mistake(name: "async declared, synchronous in Swift", original: "func refresh() async {\n        await Task.yield()", replacement: "func refresh() {\n        loads += 0", line: Line.storeRefresh, message: "'InterfaceWitness.Effects.Synchronous.Type' to specified type 'InterfaceWitness.Effects.Async.Type'"),
        Mistake(name: "synchronous declared, async in Swift", original: "func reset() {", replacement: "func reset() async {", line: Line.storeReset, message: "async"),
        Mistake(name: "throws declared, not throwing in Swift", original: "func save() throws {\n        if items.isEmpty { throw CancellationError() }", replacement: "func save() {\n        items.removeAll()", line: Line.storeSave, message: "'InterfaceWitness.Effects.Synchronous.Type' to specified type 'InterfaceWitness.Effects.Throwing.Type'"),
        Mistake(name: "not throwing declared, throws in Swift", original: "func reset() {", replacement: "func reset() throws {", line: Line.storeReset, message: "throw"),
        Mistake(name: "async throws declared, only async in Swift", original: "func load(count: Int) async throws -> String {\n        loads += 1\n        try await Task.sleep(for: .seconds(1))", replacement: "func load(count: Int) async -> String {\n        loads += 1\n        await Task.yield()", line: Line.storeLoad, message: "'InterfaceWitness.Effects.Async.Type' to specified type 'InterfaceWitness.Effects.AsyncThrowing.Type'"),
        Mistake(name: "missing initializer", original: "init(_ title: String, systemImage: String = \"star\", @ViewBuilder content: () -> Content) {", replacement: "init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {", line: Line.card, message: "systemImage"),
        Mistake(name: "method of a generated model missing from its extension", original: "func bump(by amount: Int) {", replacement: "func bump(amount: Int) {", line: Line.tallyBump, message: "bump(by:)"),
        Mistake(name: "static method declared, instance method in Swift", original: "static func make() -> Tally {", replacement: "func make() -> Tally {", line: Line.tallyMake, message: "make"),
        Mistake(name: "missing modifier", original: "func highlighted(color: String, isOn: Bool = true)", replacement: "func highlighted(colour color: String, isOn: Bool = true)", line: Line.highlighted, message: "incorrect argument label"),
    ]

    @Test(arguments: mistakes)
    func aMistakeInTheSwiftIsReportedAtItsInterfaceLine(_ mistake: Mistake) throws {
        let build = try Self.build(Self.mistake(mistake.original, mistake.replacement))
        #expect(build.status != 0, "\(build.output)")
        let diagnostics = build.diagnostics
        #expect(!diagnostics.isEmpty, "\(build.output)")
        for diagnostic in diagnostics {
            #expect(diagnostic.file == "Interfaces.xml" && diagnostic.line == mistake.line, "\(diagnostic)\n\(build.output)")
        }
        #expect(diagnostics.contains { $0.severity == "error" && $0.message.contains(mistake.message) }, "\(build.output)")
    }

    /// The other shapes an interface takes: an `@Observable` model, a style type, a view whose
    /// slot takes a value and whose input is a function, and a modifier on `Shape`.
    static let otherInterfaces = """
        <?xml version="1.0" encoding="UTF-8"?>
        <trellis>
          <model name="Library" kind="observable" external="true">
            <published name="books" type="[String]"/>
            <published name="count" type="Int" setter="private"/>
            <method name="add"><parameter label="_" type="String"/></method>
          </model>
          <struct name="PillStyle" external="true" protocols="ButtonStyle"/>
          <view name="Picker2" external="true">
            <parameter name="onPick" type="(Int) -> Void"/>
            <slot name="row" takes="Int"/>
          </view>
          <modifier name="outlined" on="Shape">
            <parameter name="width" type="Double"/>
          </modifier>
          <struct name="Theme.Palette" external="true">
            <field name="standard" type="Theme.Palette" static="true"/>
          </struct>
        </trellis>

        """

    static let otherSwift = """
        import Trellis

        @Observable
        final class Library {
            var books: [String] = []
            private(set) var count = 0

            func add(_ title: String) {
                books.append(title)
                count += 1
            }
        }

        struct PillStyle: ButtonStyle {
            func makeBody(configuration: ButtonStyleConfiguration) -> some View {
                configuration.label.padding()
            }
        }

        struct Picker2<Row: View>: View {
            let onPick: (Int) -> Void
            let row: (Int) -> Row

            init(onPick: @escaping (Int) -> Void, @ViewBuilder row: @escaping (Int) -> Row) {
                self.onPick = onPick
                self.row = row
            }

            var body: some View {
                Text("Picker")
            }
        }

        extension Shape {
            func outlined(width: Double) -> some View {
                stroke(lineWidth: width)
            }
        }

        enum Theme {
            struct Palette {
                static let standard = Palette()
            }
        }

        """

    @Test func otherShapesOfInterfacePassWhenTheSwiftAgrees() throws {
        let build = try InterfaceWitnessBuild(screens: ["Others.xml": Self.otherInterfaces], swift: ["HandWritten.swift": Self.otherSwift])
        #expect(build.status == 0, "\(build.output)")
        #expect(build.diagnostics.isEmpty, "\(build.output)")
    }

    @Test(arguments: [
        ("@Observable\nfinal class Library {", "final class Library {", 3, "Observable"),
        ("struct PillStyle: ButtonStyle {", "@MainActor struct PillStyle {", 8, "ButtonStyle"),
        ("(Int) -> Void", "(String) -> Void", 9, "Int"),
        ("extension Shape {", "extension Rectangle {", 13, "outlined"),
        ("(Int) -> Row", "(String) -> Row", 9, "Int"),
        ("static let standard = Palette()", "static let classic = Palette()", 17, "standard"),
    ])
    func otherShapesReportAMistakeAtTheInterfaceLine(_ original: String, _ replacement: String, _ line: Int, _ message: String) throws {
        // Every occurrence: a stored property and the initializer that sets it change together.
        precondition(Self.otherSwift.contains(original), "`\(original)` occurs in the Swift")
        let swift = Self.otherSwift.replacingOccurrences(of: original, with: replacement)
        let build = try InterfaceWitnessBuild(screens: ["Others.xml": Self.otherInterfaces], swift: ["HandWritten.swift": swift])
        #expect(build.status != 0, "\(build.output)")
        for diagnostic in build.diagnostics {
            #expect(diagnostic.file == "Others.xml" && diagnostic.line == line, "\(diagnostic)\n\(build.output)")
        }
        #expect(build.diagnostics.contains { $0.severity == "error" && $0.message.contains(message) }, "\(build.output)")
    }
}

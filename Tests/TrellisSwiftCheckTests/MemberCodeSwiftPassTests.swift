import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisSwiftCheck
import TrellisTestSupport

/// Members written with their code in generated models, structs and enums: the Swift they become
/// compiles (the Swift pass reports nothing) and runs as written.
@Suite struct MemberCodeSwiftPassTests {
    static var toolchain: SwiftToolchain? { SeededErrorTests.toolchain }

    /// The first try of an `@Observable` app (`Tests/FirstTries/Haby`): its models and the two
    /// views that check clean, through both passes.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func theHabyModelsCompile() throws {
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for name in ["Models.xml", "HabitRow.xml", "WeeklyHabitRow.xml"] {
            let text = try String(contentsOfFile: PackagePaths.path("Tests/FirstTries/Haby/\(name)"), encoding: .utf8)
            paths.append(try directory.write(name, text))
        }
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        let fast = try driver.check(paths)
        #expect(fast.diagnostics.isEmpty, "\(fast.diagnostics.map(\.message.text))")
        let pass = SwiftPass(check: SwiftTypeCheck(toolchain: try #require(Self.toolchain), moduleName: "Haby"), swiftSources: [])
        let found = pass.run(on: fast, options: driver.options).diagnostics.map { "\($0.location.line): \($0.code) \($0.message.text)" }
        #expect(found == [])
    }

    /// IceCubesApp's settings screens (`Tests/FirstTries/IceCubes`): the models, with their
    /// `LocalizedStringKey` titles, `RelativeDateTimeFormatter`, `UserDefaults.standard.set` and an
    /// enum of static helpers that sets a model's shared instance (generated `@MainActor`), and
    /// the seven settings views, through both passes.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func theIceCubesSettingsCompile() throws {
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for name in ["Models.xml", "ContentSettingsView.xml", "HapticSettingsView.xml", "RecenTagsSettingView.xml", "RemoteTimelinesSettingView.xml",
                     "SwipeActionsSettingsView.xml", "TagsGroupSettingView.xml", "TimelineContentFilterView.xml", "TranslationSettingsView.xml"] {
            let text = try String(contentsOfFile: PackagePaths.path("Tests/FirstTries/IceCubes/\(name)"), encoding: .utf8)
            paths.append(try directory.write(name, text))
        }
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        let fast = try driver.check(paths)
        // The warnings are the first try's own: a state it never reads, and a `dismiss` in the
        // filter sheet, whose host (the settings list) is left out here.
        #expect(fast.diagnostics.map(\.code.rawValue).sorted() == ["TRL214", "TRL230"], "\(fast.diagnostics.map(\.message.text))")
        let pass = SwiftPass(check: SwiftTypeCheck(toolchain: try #require(Self.toolchain), moduleName: "IceCubes"), swiftSources: [])
        // The pass reports the fast pass's warnings with swiftc's, which are none.
        let found = pass.run(on: fast, options: driver.options).diagnostics.filter { !["TRL214", "TRL230"].contains($0.code.rawValue) }
        #expect(found.map { "\($0.location.line): \($0.code) \($0.message.text)" } == [])
    }

    /// IceCubesApp's second first try (`Tests/FirstTries/IceCubes`, every file): models whose
    /// `var`s take the types of their values, `NSLocalizedString`, `ColorPicker`, a model nested in
    /// a model, a case named `public` and a `static let` of an extension, through both passes, as
    /// written: `$theme` of an `environment` in a computed view binds through the `@Bindable`
    /// Trellis writes for it.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func theIceCubesSecondTryCompiles() throws {
        let source = PackagePaths.path("Tests/FirstTries/IceCubes")
        let directory = try TemporaryDirectory()
        var paths: [String] = []
        for path in PackagePaths.xmlFiles(under: source) {
            let name = URL(fileURLWithPath: path).lastPathComponent
            paths.append(try directory.write(name, try String(contentsOfFile: path, encoding: .utf8)))
        }
        let driver = CompilerDriver(options: .init(maxDiagnostics: nil))
        let fast = try driver.check(paths)
        // The warnings are the first try's own: two states it never reads.
        #expect(fast.diagnostics.map(\.code.rawValue).sorted() == ["TRL214", "TRL214"], "\(fast.diagnostics.map(\.message.text))")
        let pass = SwiftPass(check: SwiftTypeCheck(toolchain: try #require(Self.toolchain), moduleName: "IceCubes"), swiftSources: [])
        let found = pass.run(on: fast, options: driver.options).diagnostics.filter { $0.code.rawValue != "TRL214" }
        #expect(found.map { "\($0.location.line): \($0.code) \($0.message.text)" } == [])
    }

    /// An `ObservableObject` model's `init()` and `init(...)` written in the XML, a `let` its
    /// `init` sets, its methods and computed properties; a struct's `mutating` method.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func anObservableObjectsInitsAndMethodsRunAsWritten() throws {
        let xml = """
        <trellis>
          <model name="Ledger">
            <published name="entries" type="[Int]" initial="[]"/>
            <let name="owner" type="String"/>
            <computed name="total" type="Int" value="entries.reduce(0, +)"/>
            <init>
              owner = "nobody"
              entries = [1]
            </init>
            <init>
              <parameter name="owner" type="String"/>
              <parameter name="start" type="Int" default="0"/>
              self.owner = owner
              entries = [start]
            </init>
            <function name="record">
              <parameter name="amount" label="_" type="Int"/>
              entries.append(amount)
            </function>
          </model>
          <struct name="Counter">
            <var name="value" type="Int"/>
            <function name="bump" mutating="true" returns="Int">
              value += 1
              return value
            </function>
          </struct>
          <view name="LedgerScreen" root="true">
            <stateObject name="ledger" type="Ledger" initial="Ledger(owner: &quot;Ana&quot;, start: 5)"/>
            <state name="counter" type="Counter" initial="Counter(value: 0)"/>
            <body>
              <VStack>
                <Text>{ledger.owner}: {ledger.total}</Text>
                <Button title="Record" action="ledger.record(counter.bump())"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """
        #expect(try SwiftPassProgramsTests.check(xml) == [])
        let program = try GeneratedProgram(["Ledger.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(LedgerScreen())
            print(host.render())
            try host.tap("Record")
            try host.tap("Record")
            print(host.render())
            let plain = Ledger()
            print(plain.owner, plain.total)
            """)
        #expect(output.contains(#"Text "Ana: 5""#), "\(output)")
        #expect(output.contains(#"Text "Ana: 8""#), "\(output)")
        #expect(output.contains("nobody 1"), "\(output)")
    }

    /// Types nested in a model named by their short names in its code, a static computed
    /// property as a parameter's default, an `@Observable` model's `let` set by its `init`, and a
    /// `mutating` method called on a `var` local, which is then changed.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func nestedTypesStaticsAndMutatingCallsOnLocals() throws {
        let xml = """
        <trellis>
          <model name="Journal" kind="observable">
            <let name="owner" type="String"/>
            <var name="entries" type="[Entry]" initial="[]"/>
            <property name="shared" type="Journal" static="true" initial="Journal(owner: &quot;me&quot;)"/>
            <computed name="defaultOwner" type="String" static="true" value="&quot;nobody&quot;"/>
            <struct name="Entry" identifiable="true">
              <let name="id" type="Int"/>
              <var name="mood" type="Mood"/>
              <enum name="Mood" caseIterable="true">
                <case name="calm"/>
                <case name="busy"/>
                <function name="toggled" returns="Mood">self == .calm ? .busy : .calm</function>
              </enum>
              <function name="flip" mutating="true">mood = mood.toggled()</function>
            </struct>
            <init>
              <parameter name="owner" type="String" default="Journal.defaultOwner"/>
              self.owner = owner
            </init>
            <function name="latest" returns="Entry?">entries.last</function>
            <function name="make" static="true" returns="Journal">
              <parameter name="name" label="_" type="String"/>
              return Journal(owner: name)
            </function>
            <function name="add">
              entries.append(Entry(id: entries.count, mood: .calm))
            </function>
          </model>
          <view name="JournalScreen" root="true">
            <state name="journal" type="Journal" initial="Journal.make(&quot;Ana&quot;)"/>
            <body>
              <VStack>
                <Text>{journal.owner} {journal.entries.count} {Journal.defaultOwner}</Text>
                <Button title="Add" action="journal.add(); if var last = journal.latest() { last.flip() }"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """
        #expect(try SwiftPassProgramsTests.check(xml) == [])
    }

    /// Parameters written as Swift's parameter clause (`parameters="for folder: Folder"`) on a
    /// model's `init` and method, a view's `init` and helper; a view's `var` input; helpers after
    /// `body`, `private` and an explicit `get { }` as Swift code has them; `hashable="true"` as `caseIterable` is written (from
    /// `Tests/FirstTries/SnippetBox`). Both passes
    /// are clean and the program runs as written.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func swiftParameterClausesVarInputsAndHelpersAfterBody() throws {
        let xml = """
        <trellis>
          <model name="Folder" kind="observable">
            <var name="name" type="String"/>
            <var name="notes" type="[String]"/>
            <init parameters="name: String = &quot;&quot;, notes: [String] = []">
              self.name = name
              self.notes = notes
            </init>
            <computed name="shout" type="String">
              get { name.uppercased() }
            </computed>
            <function name="add" parameters="_ note: String, times count: Int = 1">
              for _ in 0..&lt;count { notes.append(note) }
            </function>
          </model>
          <enum name="Kind" codable="true" hashable="true">
            <case name="code"/>
            <case name="text"/>
          </enum>
          <view name="FolderScreen" root="true">
            <state name="folder" type="Folder" initial="Folder(name: &quot;Swift&quot;)"/>
            <!-- A `Set` needs the `Hashable` that `hashable="true"` declares. -->
            <state name="kinds" type="Set&lt;Kind&gt;" initial="[.code]"/>
            <body>
              <VStack>
                <Text>{kinds.count} kinds of {folder.shout}</Text>
                <FolderRow folder="{folder}" prefix="#"/>
                <NoteList for="{folder}" limit="{2}"/>
                <Button title="Add" action="addNotes()"/>
              </VStack>
            </body>
            <function name="addNotes" private="true">
              folder.add("a", times: 2)
              folder.add("b")
            </function>
          </view>
          <view name="FolderRow">
            <var name="folder" type="Folder"/>
            <var name="prefix" type="String" initial="&quot;&quot;"/>
            <body>
              <Text>{label(for: folder)}</Text>
            </body>
            <function name="label" returns="String" parameters="for folder: Folder">
              return prefix + folder.name + " (\\(folder.notes.count))"
            </function>
          </view>
          <view name="NoteList">
            <let name="folder" type="Folder"/>
            <let name="limit" type="Int"/>
            <init parameters="for folder: Folder, limit: Int">
              self.folder = folder
              self.limit = limit
            </init>
            <body>
              <Text>{folder.notes.prefix(limit).joined(separator: ",")}</Text>
            </body>
          </view>
        </trellis>
        """
        #expect(try SwiftPassProgramsTests.check(xml) == [])
        let program = try GeneratedProgram(["Folder.xml": xml])
        let output = try program.run(main: """
            import Trellis
            let host = ViewHost(FolderScreen())
            try host.tap("Add")
            print(host.render())
            """)
        #expect(output.contains(##"Text "#Swift (3)""##), "\(output)")
        #expect(output.contains(#"Text "a,a""#), "\(output)")
        #expect(output.contains(#"Text "1 kinds of SWIFT""#), "\(output)")
    }

    /// SwiftData's macros' arguments are Swift's to judge: a misspelled option or a relationship
    /// on a property that holds no model is swiftc's error at the property's XML line.
    @Test(.enabled(if: toolchain != nil, "needs swiftc and the runtime's module"))
    func swiftDataMacroArgumentsAreJudgedBySwiftc() throws {
        let xml = """
        <trellis>
          <model name="Shelf" kind="model">
            <var name="name" type="String" attribute=".uniqe"/>
            <var name="count" type="Int" deleteRule=".cascade"/>
            <var name="books" type="[Book]" initial="[]" relationship="deleteRule: .cascade, inverse: \\Book.shelf"/>
          </model>
          <model name="Book" kind="model">
            <var name="shelf" type="Shelf?" initial="nil"/>
          </model>
        </trellis>
        """
        let found = try SwiftPassProgramsTests.check(xml)
        // Only the two wrong lines, in swiftc's words; the relationship on line 5 is right.
        #expect(Set(found.map { $0.prefix { $0 != ":" } }) == ["3", "4"], "\(found)")
        #expect(found.allSatisfy { $0.contains("TRL300") }, "\(found)")
        #expect(found.contains { $0.hasPrefix("3:") && $0.contains("uniqe") }, "\(found)")
    }
}

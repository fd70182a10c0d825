import Foundation
import Testing
import TrellisDiagnostics
import TrellisDriver
import TrellisTestSupport

/// Constructions passed to `observedObject` inputs (TRL217) and their fix-it, and the one way
/// to accept a warning: `allow` with a `reason` on the declaration (TRL228).
@Suite struct OwnershipOptOutTests {
    private func check(_ screen: String) throws -> (path: String, diagnostics: [Diagnostic], directory: TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        let path = try directory.write("screen.xml", screen)
        return (path, try CompilerDriver().check([path]).diagnostics, directory)
    }

    private func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { "\($0.code)@\($0.location.line)" }
    }

    /// Applies edits given in 1-based lines and columns, last first (ASCII text only).
    private func applying(_ edits: [TextEdit], to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func offset(_ location: TrellisDiagnostics.SourceLocation, in joined: [String]) -> Int {
            joined.prefix(location.line - 1).reduce(0) { $0 + $1.count + 1 } + location.column - 1
        }
        var joined = lines.joined(separator: "\n")
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            let start = joined.index(joined.startIndex, offsetBy: offset(edit.range.start, in: lines))
            let end = joined.index(joined.startIndex, offsetBy: offset(edit.range.end, in: lines))
            joined.replaceSubrange(start..<end, with: edit.replacement)
            lines = joined.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        }
        return joined
    }

    static let detail = """
      <model name="DetailModel">
        <published name="page" type="Int" initial="0"/>
      </model>
      <view name="Detail">
        <observedObject name="model" type="DetailModel"/>
        <body><Button title="Page {model.page}" action="model.page += 1"/></body>
      </view>
    """

    @Test func theFixItOwnsTheObjectInTheCallerAndTheResultChecksClean() throws {
        let screen = """
        <trellis>
        \(Self.detail)
          <view name="Library">
            <state name="count" type="Int" initial="0"/>
            <body>
              <VStack>
                <Button title="Count {count}" action="count += 1"/>
                <Detail model="{DetailModel.init()}"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """
        let checked = try check(screen)
        #expect(summary(checked.diagnostics) == ["TRL217@14"])
        let diagnostic = try #require(checked.diagnostics.first)
        #expect(diagnostic.notes.first?.location?.line == 6, "the note points at the child's declaration")
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(diagnostic.fixIts.count == 1)
        #expect(fixIt.message == "own the `DetailModel` in a `stateObject` `model` of `Library` and pass it")
        let fixed = applying(fixIt.edits, to: screen)
        #expect(fixed.contains("""
            <stateObject name="model" type="DetailModel" initial="DetailModel()"/>
            <state name="count" type="Int" initial="0"/>
        """))
        #expect(fixed.contains(#"<Detail model="{model}"/>"#))
        let recheck = try check(fixed)
        #expect(summary(recheck.diagnostics) == [])
    }

    @Test func noFixItWhenTheFixIsNotTheOnlyOne() throws {
        let screen = """
        <trellis>
        \(Self.detail)
          <view name="Library">
            <let name="start" type="Int"/>
            <state name="pages" type="[Int]" initial="[]"/>
            <state name="flag" type="Bool" initial="false"/>
            <observedObject name="shared" type="DetailModel"/>
            <body>
              <VStack>
                <Text>{start} {flag}</Text>
                <ForEach items="pages" id="\\.self" item="page">
                  <Detail model="{DetailModel()}"/>
                </ForEach>
                <Detail model="{flag ? shared : .init()}"/>
                <Detail model="{shared ?? DetailModel()}"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """
        let checked = try check(screen)
        let constructions = checked.diagnostics.filter { $0.code.rawValue == "TRL217" }
        // Per row, in a ternary's branch, and as the fallback of `??`: each creates an object on every update.
        #expect(constructions.map(\.location.line) == [18, 20, 21])
        #expect(constructions.allSatisfy { $0.fixIts.isEmpty })
        #expect(constructions[0].notes.contains { $0.text.contains("of the row view, or of a view that outlives the rows") })
    }

    @Test func twoConstructionsForTheSameNameGetNoFixIt() throws {
        // Both fix-its would declare a `stateObject` named `model`: applied together, a redeclaration.
        let screen = """
        <trellis>
        \(Self.detail)
          <view name="Library">
            <state name="count" type="Int" initial="0"/>
            <body>
              <VStack>
                <Text>{count}</Text>
                <Detail model="{DetailModel()}"/>
                <Detail model="{DetailModel()}"/>
              </VStack>
            </body>
          </view>
        </trellis>
        """
        let diagnostics = try check(screen).diagnostics
        #expect(summary(diagnostics) == ["TRL217@14", "TRL217@15"])
        #expect(diagnostics.allSatisfy { $0.fixIts.isEmpty })
    }

    @Test func aFactoryCallIsNotAssumedToConstruct() throws {
        let screen = """
        <trellis>
          <model name="Factory" external="true">
            <method name="make" returns="DetailModel"/>
          </model>
        \(Self.detail)
          <view name="Library">
            <observedObject name="factory" type="Factory"/>
            <body><Detail model="{factory.make()}"/></body>
          </view>
        </trellis>
        """
        #expect(summary(try check(screen).diagnostics) == [])
    }

    @Test func allowAcceptsTheNamedWarningsOnTheirDeclarations() throws {
        let screen = """
        <trellis>
          <model name="Row">
            <published name="isOpen" type="Bool" initial="false"/>
          </model>
          <view name="Counter">
            <let name="start" type="Int"/>
            <state name="count" type="Int" initial="start" allow="TRL204" reason="counts up from where it was opened"/>
            <state name="seed" type="Int" initial="0" allow="TRL209 TRL214" reason="callers may seed it; kept for a later screen"/>
            <state name="model" type="Row" initial="Row()" allow="TRL212" reason="a snapshot, never observed"/>
            <body><Button title="{count} {model.isOpen}" action="count += 1"/></body>
          </view>
          <view name="Rows">
            <state name="start" type="Int" initial="0"/>
            <state name="tags" type="[String]" initial="[]"/>
            <stateObject name="row" type="Row" initial="Row()"/>
            <body>
              <VStack>
                <Button title="{start}" action="start += 1"/>
                <Counter start="{start}" seed="{start}"/>
                <ForEach items="tags" id="\\.self" item="tag">
                  <TagRow tag="{tag}"/>
                </ForEach>
                <Toggle title="Open" isOn="{$row.isOpen}"/>
                <Spacer>
                  <environmentObject value="row" allow="TRL215" reason="a plugin view below reads it"/>
                </Spacer>
              </VStack>
            </body>
          </view>
          <view name="TagRow">
            <let name="tag" type="String"/>
            <stateObject name="model" type="Row" initial="Row()" perRow="true"/>
            <body><Toggle title="{tag}" isOn="{$model.isOpen}"/></body>
          </view>
        </trellis>
        """
        #expect(summary(try check(screen).diagnostics) == [])

        // Without the attributes, the same program has all six warnings.
        var bare = screen
        for attribute in [
            #" allow="TRL204" reason="counts up from where it was opened""#,
            #" allow="TRL209 TRL214" reason="callers may seed it; kept for a later screen""#,
            #" allow="TRL212" reason="a snapshot, never observed""#,
            #" allow="TRL215" reason="a plugin view below reads it""#,
            #" perRow="true""#,
        ] {
            bare = bare.replacingOccurrences(of: attribute, with: "")
        }
        let codes = try check(bare).diagnostics.map(\.code.rawValue).sorted()
        #expect(codes == ["TRL203", "TRL204", "TRL209", "TRL212", "TRL214", "TRL215"])
    }

    @Test func allowNamingAnotherWarningSilencesNothing() throws {
        let screen = """
        <trellis>
          <view name="Counter">
            <state name="unused" type="Int" initial="0" allow="TRL204" reason="not the warning it gets"/>
            <body><Text>Hello</Text></body>
          </view>
        </trellis>
        """
        #expect(summary(try check(screen).diagnostics) == ["TRL214@3"])
    }

    @Test func onlyDeclarationsAndInjectionsTakeAllow() throws {
        let screen = """
        <trellis>
          <view name="Screen">
            <body><Text>Hi<onAppear action="print(1)" allow="TRL214" reason="no"/></Text></body>
          </view>
        </trellis>
        """
        let diagnostics = try check(screen).diagnostics
        #expect(diagnostics.map(\.message.text) == [
            "attribute `allow` is not allowed on `onAppear`",
            "attribute `reason` is not allowed on `onAppear`",
        ])
    }

    @Test func everyWarningOfTheCatalogCanBeAllowedAndSaysWhere() throws {
        let catalog = URL(fileURLWithPath: PackagePaths.root).appendingPathComponent("Sources/TrellisDiagnostics/Catalog.swift")
        let text = try String(contentsOf: catalog, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"warning\("(TRL[0-9]{3})""#)
        let warnings = Set(pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        })
        #expect(warnings.count >= 10)
        // swiftc's warnings (TRL301) and its deprecations (TRL224) are Swift's verdict, not a rule
        // of Trellis's: the Swift is fixed, as in a build, rather than allowed.
        #expect(warnings.subtracting(["TRL301", "TRL224"]) == Catalog.allowableWarnings)
        for code in Catalog.allowableWarnings.sorted() {
            #expect(Explanations.explanation(for: code)?.contains("`allow=\"\(code)\" reason=\"...\"`") == true, "\(code)")
        }
        #expect(Explanations.explanation(for: "TRL201")?.contains("allow=") == false)
        #expect(Catalog.stateObjectPerRow("a", of: "B").severity == .warning)
        #expect(Catalog.rowStateFollowsPosition("state", "a", of: "B").severity == .warning)
        #expect(Catalog.bindingCapturedByIndex("a", of: "B", index: "i").severity == .warning)
        #expect(Catalog.stateObjectPinsObject("a", of: "B", source: "c.d").severity == .warning)
        #expect(Catalog.stateObjectDoesNotCreate("a", source: "b").severity == .warning)
    }

    @Test func aRootThatReadsItsOwnInjectionIsToldToInjectWhereItIsCreated() throws {
        let screen = """
        <trellis>
          <model name="Session">
            <published name="name" type="String" initial="&quot;&quot;"/>
          </model>
          <view name="Settings">
            <stateObject name="owned" type="Session" initial="Session()"/>
            <environmentObject name="session" type="Session"/>
            <body>
              <Text>{session.name}<environmentObject value="owned"/></Text>
            </body>
          </view>
        </trellis>
        """
        let diagnostics = try check(screen).diagnostics
        // One error, and no TRL215 for the injection it points at.
        #expect(summary(diagnostics) == ["TRL222@7"])
        let notes = try #require(diagnostics.first?.notes)
        #expect(notes.map(\.location?.line) == [9, 5])
        #expect(notes[1].text == "`Settings` is a root: inject `Session` in the parent or host that creates it (and declare `hostProvides=\"Session\"` for a host)")
    }
}

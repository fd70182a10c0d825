import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Every quick fix the server offers on `Samples/Mistakes`, applied to the files as an editor
/// applies it, removes its diagnostic and brings no new one: the program checks clean of it.
@Suite struct MistakeFixTests {
    struct Reported: Hashable {
        var file: String
        var code: String
        var message: String
    }

    static func check(_ directory: String) throws -> [Reported] {
        try CompilerDriver(options: CompilerDriver.Options(maxDiagnostics: nil)).check([directory]).diagnostics
            .filter { $0.severity == .error || $0.severity == .warning }
            .map { Reported(file: URL(fileURLWithPath: $0.location.file).lastPathComponent, code: $0.code.rawValue, message: $0.message.text) }
    }

    static func counts(_ list: [Reported]) -> [Reported: Int] {
        list.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    @Test func everyFixOfferedOnTheMistakesChecksCleanOfItsDiagnostic() throws {
        let names = PackagePaths.xmlFiles(under: PackagePaths.mistakeSamples).map { URL(fileURLWithPath: $0).lastPathComponent }
        var originals: [String: String] = [:]
        for name in names { originals[name] = try String(contentsOfFile: PackagePaths.mistakeSamples + "/" + name, encoding: .utf8) }
        let directory = try TemporaryDirectory()
        for (name, text) in originals { try directory.write(name, text) }
        let before = Self.counts(try Self.check(directory.path))
        let session = try LSPSession(root: directory.path)
        var offered: [(file: String, title: String, diagnostic: Reported, edit: JSONValue)] = []
        for name in names.sorted() {
            let actions = try session.request("textDocument/codeAction", [
                "textDocument": ["uri": .string(session.uri(name))],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 100_000, "character": 0]],
                "context": ["diagnostics": []],
            ])
            for action in actions.arrayValue ?? [] {
                let diagnostic = action["diagnostics"]![0]!
                offered.append((name, action["title"]!.stringValue!, Reported(file: name, code: diagnostic["code"]!.stringValue!, message: diagnostic["message"]!.stringValue!.components(separatedBy: "\nnote: ")[0]), action["edit"]!))
            }
        }
        #expect(try session.close() == 0)

        // Each fix is judged on its file checked alone, before and after: the samples' files do
        // not depend on one another, and a small program checks fast.
        for fix in offered {
            let alone = try TemporaryDirectory()
            try alone.write(fix.file, originals[fix.file]!)
            let aloneBefore = Self.counts(try Self.check(alone.path))
            let changes = fix.edit["changes"]?.objectValue ?? [:]
            #expect(Array(changes.keys) == [session.uri(fix.file)], "a fix of \(fix.file) edits only it")
            let edit: JSONValue = ["changes": .object([LSPSession.uri(alone.path(fix.file)): changes[session.uri(fix.file)] ?? []])]
            try apply(edit)
            let after = Self.counts(try Self.check(alone.path))
            let where_ = "\(fix.file): \(fix.title) for \(fix.diagnostic.code) \(fix.diagnostic.message)"
            #expect((after[fix.diagnostic] ?? 0) < (aloneBefore[fix.diagnostic] ?? 0), "\(where_) left its diagnostic")
            let new = after.filter { $0.value > (aloneBefore[$0.key] ?? 0) }
            #expect(new.isEmpty, "\(where_) brought \(new.keys.map { "\($0.code) \($0.message)" })")
        }
        // Every "did you mean" has its fix, and so have a missing `$` and a missing input.
        let suggestions = before.filter { $0.key.message.contains("; did you mean `") }.values.reduce(0, +)
        // (The editor's own fix, or the compiler's fix-it where the diagnostic has one.)
        #expect(offered.filter { $0.diagnostic.message.contains("; did you mean `") }.count == suggestions)
        // `{isEditing}` gets its `$`; `{true}` has none to get.
        // A row's collection bound with `$row` gets its `$` too.
        #expect(offered.filter { $0.title == "insert `$`: pass the binding" }.map(\.file) == ["TRL179_forEachBindingNeedsBoundItems.xml", "TRL207_bindingGivenValue.xml"])
        #expect(offered.contains { $0.title == "pass `name`" && $0.file == "TRL110_missingArgument.xml" })
    }
}

/// A missing binding input is passed the caller's state of the same name, as `$` projection.
@Suite struct MissingInputFixTests {
    @Test func theCallersStateOfTheSameNameIsPassedAsABinding() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Models.xml", ProfileWorkspace.models)
        try directory.write("Screens.xml", ProfileWorkspace.screens.replacingOccurrences(of: "<EditToggleRow isEditing=\"{$isEditing}\"/>", with: "<EditToggleRow/>"))
        let session = try LSPSession(root: directory.path)
        let actions = try session.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(session.uri("Screens.xml"))],
            "range": ["start": ["line": 18, "character": 0], "end": ["line": 18, "character": 30]],
            "context": ["diagnostics": []],
        ])
        let action = try #require(actions[0])
        #expect(action["title"] == "pass `isEditing`")
        try apply(action["edit"]!)
        #expect(try CompilerDriver().check([directory.path]).diagnostics.isEmpty)
        #expect(try String(contentsOfFile: directory.path("Screens.xml"), encoding: .utf8).contains("<EditToggleRow isEditing=\"{$isEditing}\"/>"))
        #expect(try session.close() == 0)
    }
}

/// A missing `$`, wherever a SwiftUI developer leaves it out: a control's binding given the
/// state braced or bare, and a list of bound rows given the collection. Every fix offered,
/// applied one after the other as the editor would, leaves the screen clean.
@Suite struct MissingDollarFixTests {
    static let screen = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Form1" root="true">
        <state name="isOn" type="Bool" initial="false"/>
        <state name="name" type="String" initial="&quot;&quot;"/>
        <state name="items" type="[String]" initial="[]"/>
        <body>
          <VStack>
            <Toggle title="On" isOn="{isOn}"/>
            <Toggle title="Off" isOn="isOn"/>
            <TextField title="Name" text='name'/>
            <List items="items" item="$entry"><TextField title="Entry" text="{$entry}"/></List>
          </VStack>
        </body>
      </view>
    </trellis>

    """

    @Test func everyMissingDollarIsInsertedAndTheScreenChecksClean() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Form.xml", Self.screen)
        #expect(try CompilerDriver().check([directory.path]).diagnostics.map(\.code.rawValue) == ["TRL207", "TRL207", "TRL207", "TRL179"])
        var titles: [String] = []
        // One fix at a time, asking again after each, as the positions move.
        for _ in 0..<4 {
            let session = try LSPSession(root: directory.path)
            let actions = try session.request("textDocument/codeAction", [
                "textDocument": ["uri": .string(session.uri("Form.xml"))],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 100, "character": 0]],
                "context": ["diagnostics": []],
            ])
            #expect(try session.close() == 0)
            let action = try #require(actions[0])
            titles.append(action["title"]!.stringValue!)
            try apply(action["edit"]!)
        }
        #expect(titles == Array(repeating: "insert `$`: pass the binding", count: 4))
        #expect(try CompilerDriver().check([directory.path]).diagnostics.isEmpty)
        let fixed = try String(contentsOfFile: directory.path("Form.xml"), encoding: .utf8)
        #expect(fixed.contains("isOn=\"{$isOn}\"") && fixed.contains("isOn=\"$isOn\"") && fixed.contains("text='$name'") && fixed.contains("items=\"$items\""))
    }
}

/// A missing required input of the prelude's views and of the program's: the caller's source of
/// truth of the same name, else its only one of the bound type, else the empty value of a plain
/// type. Applied one after another, the fixes leave the screen clean.
@Suite struct MissingRequiredInputFixTests {
    static let screen = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Row1">
        <let name="title" type="String"/>
        <binding name="isOn" type="Bool"/>
        <body><Toggle title="{title}" isOn="{$isOn}"/></body>
      </view>
      <view name="Form2" root="true">
        <state name="isOn" type="Bool" initial="false"/>
        <state name="name" type="String" initial="&quot;&quot;"/>
        <body>
          <VStack>
            <Toggle title="On"/>
            <TextField title="Name"/>
            <Row1/>
          </VStack>
        </body>
      </view>
    </trellis>

    """

    @Test func eachMissingInputIsPassedAndTheScreenChecksClean() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Form.xml", Self.screen)
        #expect(try CompilerDriver().check([directory.path]).diagnostics.filter { $0.severity == .error }.map(\.code.rawValue) == ["TRL110", "TRL110", "TRL110", "TRL110"])
        var titles: [String] = []
        for _ in 0..<4 {
            let session = try LSPSession(root: directory.path)
            let actions = try session.request("textDocument/codeAction", [
                "textDocument": ["uri": .string(session.uri("Form.xml"))],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 100, "character": 0]],
                "context": ["diagnostics": []],
            ])
            #expect(try session.close() == 0)
            let action = try #require(actions[0])
            titles.append(action["title"]!.stringValue!)
            try apply(action["edit"]!)
        }
        #expect(titles == ["pass `isOn`", "pass `$name` as `text`", "pass `isOn`", "pass `title`"])
        #expect(try CompilerDriver().check([directory.path]).diagnostics.isEmpty)
        let fixed = try String(contentsOfFile: directory.path("Form.xml"), encoding: .utf8)
        #expect(fixed.contains("<Toggle isOn=\"{$isOn}\" title=\"On\"/>") && fixed.contains("<TextField text=\"{$name}\" title=\"Name\"/>"))
        #expect(fixed.contains("<Row1 title=\"\" isOn=\"{$isOn}\"/>"))
    }
}

/// A modifier written as a view's attribute, as a SwiftUI developer's first try often is
/// (`<Text font=".headline">`), is moved into the view's content as the modifier's element.
@Suite struct ModifierAttributeFixTests {
    static let screen = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Card" root="true">
        <body>
          <VStack>
            <Text font=".headline">Title</Text>
            <Image systemName="star" foregroundColor=".red"/>
            <Text padding="8">Body</Text>
          </VStack>
        </body>
      </view>
    </trellis>

    """

    @Test func eachModifierAttributeBecomesItsElement() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Card.xml", Self.screen)
        #expect(try CompilerDriver().check([directory.path]).diagnostics.map(\.code.rawValue) == ["TRL111", "TRL111", "TRL111"])
        var titles: [String] = []
        for _ in 0..<3 {
            let session = try LSPSession(root: directory.path)
            let actions = try session.request("textDocument/codeAction", [
                "textDocument": ["uri": .string(session.uri("Card.xml"))],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 100, "character": 0]],
                "context": ["diagnostics": []],
            ])
            #expect(try session.close() == 0)
            let action = try #require(actions[0])
            titles.append(action["title"]!.stringValue!)
            try apply(action["edit"]!)
        }
        #expect(titles == [
            "write `font` as a modifier: `<font value=\".headline\"/>`",
            "write `foregroundColor` as a modifier: `<foregroundColor value=\".red\"/>`",
            "write `padding` as a modifier: `<padding value=\"8\"/>`",
        ])
        #expect(try CompilerDriver().check([directory.path]).diagnostics.isEmpty)
        let fixed = try String(contentsOfFile: directory.path("Card.xml"), encoding: .utf8)
        #expect(fixed.contains("""
                <Text>Title<font value=".headline"/></Text>
                <Image systemName="star"><foregroundColor value=".red"/></Image>
                <Text>Body<padding value="8"/></Text>
        """))
    }
}

import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

/// Closures' parameters typed by what the closure is passed to (a view's input of function type,
/// a prelude parameter, `sorted(by:)`), and members an `<extension>` adds to a type the program
/// does not declare, renamed with every use: a scripted session at cursors marked in the file.
@Suite struct ClosureParameterAndExtensionMemberTests {
    static let app = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <extension name="Color">
        <let name="brand" type="Color" static="true" initial="Color(red: 0.2, green: 0.4, blue: 0.8)"/>
      </extension>
      <struct name="Quake">
        <field name="magnitude" type="Double"/>
        <field name="place" type="String"/>
      </struct>
      <view name="QuakeRow">
        <let name="quake" type="Quake"/>
        <let name="onPick" type="(Quake) -> Void"/>
        <body>
          <Button action="onPick(quake)"><Text>{quake.place}</Text></Button>
        </body>
      </view>
      <view name="Quakes">
        <state name="quakes" type="[Quake]" initial="[]"/>
        <state name="picked" type="String" initial="&quot;&quot;"/>
        <state name="count" type="Int" initial="0"/>
        <body>
          <VStack>
            <ForEach items="{quakes.sorted(by: { first, second in first.magnitude > second.magnitude })}" item="quake" id="\.place">
              <QuakeRow quake="{quake}" onPick="chosen in picked = chosen.place"/>
              <onDelete perform="offsets in count = offsets.count"/>
            </ForEach>
            <Text>{picked}</Text>
            <Text>Count</Text>
            <foregroundColor value=".brand"/>
            <background value="{Color.brand}"/>
            <onChange of="count" action="old, new in picked = String(new)"/>
          </VStack>
        </body>
      </view>
    </trellis>
    """#

    let directory: TemporaryDirectory
    let session: LSPSession

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write("App.xml", Self.app)
        session = try LSPSession(root: directory.path)
    }

    func at(_ target: String, _ offset: Int, occurrence: Int = 0) -> MarkedSource {
        ProfileWorkspace.marking(Self.app, target, offset: offset, occurrence: occurrence)
    }

    func hover(_ target: String, _ offset: Int, occurrence: Int = 0) throws -> String {
        try session.request("textDocument/hover", at: "App.xml", at(target, offset, occurrence: occurrence))["contents"]?["value"]?.stringValue ?? ""
    }

    /// `line:column` of each place, 1-based.
    func places(_ result: JSONValue) -> [String] {
        let locations = result.arrayValue ?? (result == .null ? [] : [result])
        return locations.map { location in
            let start = location["range"]!["start"]!
            return "\(start["line"]!.intValue! + 1):\(start["character"]!.intValue! + 1)"
        }.sorted()
    }

    @Test func aClosuresParametersHaveTheTypesOfWhatItIsPassedTo() throws {
        #expect(try DiagnosticsTests.settle(session).isEmpty)
        // A view's own closure input, `onPick: (Quake) -> Void`.
        let chosen = try hover("chosen.place", 2)
        #expect(chosen.contains("chosen: Quake"), "\(chosen)")
        #expect(chosen.contains("A parameter of the closure."))
        // `sorted(by:)`'s elements, named.
        #expect(try hover("first.magnitude", 2).contains("first: Quake"))
        #expect(try hover("second.magnitude", 2).contains("second: Quake"))
        // A prelude parameter of function type, `onDelete`'s `perform: (IndexSet) -> Void`.
        #expect(try hover("offsets.count", 2).contains("offsets: IndexSet"))
        // `onChange`'s values, of the watched value's type.
        #expect(try hover("String(new)", 8).contains("new: Int"))
        // Where declared too.
        #expect(try hover("chosen in", 1).contains("chosen: Quake"))
        #expect(try session.close() == 0)
    }

    /// `line:column` of `text`'s first character in the file, 1-based.
    func place(of text: String) -> String {
        let lines = Self.app.components(separatedBy: "\n")
        let index = lines.firstIndex { $0.contains(text) }!
        let column = lines[index].utf16.distance(from: lines[index].startIndex, to: lines[index].range(of: text)!.lowerBound)
        return "\(index + 1):\(column + 1)"
    }

    @Test func definitionAndReferencesOfAClosureParameter() throws {
        let definition = try session.request("textDocument/definition", at: "App.xml", at("chosen.place", 1))
        #expect(places(definition) == [place(of: "chosen in")])
        let references = try session.request(
            "textDocument/references", at: "App.xml", at("first, second", 0), extra: ["context": ["includeDeclaration": true]]
        )
        #expect(places(references) == [place(of: "first, second"), place(of: "first.magnitude")].sorted())
        // The member after the parameter is the struct's field.
        let field = try session.request("textDocument/definition", at: "App.xml", at("chosen.place", 8))
        #expect(places(field).map { $0.prefix { $0 != ":" } } == [place(of: "<field name=\"place\"").prefix { $0 != ":" }])
        #expect(try session.close() == 0)
    }

    @Test func completionAfterAClosureParameterOffersItsTypesMembers() throws {
        for (original, typed) in [
            ("picked = chosen.place", "picked = chosen.‸"),
            ("first.magnitude > second.magnitude", "first.magnitude > second.‸magnitude"),
        ] {
            let marked = MarkedSource(Self.app.replacingOccurrences(of: original, with: typed), marker: "‸")
            session.open("App.xml", marked.text, version: 1)
            let labels = (try session.request("textDocument/completion", at: "App.xml", marked)["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
            #expect(labels.contains("magnitude") && labels.contains("place"), "\(typed): \(labels)")
            session.change("App.xml", Self.app, version: 2)
        }
        #expect(try session.close() == 0)
    }

    @Test func renamingAClosureParameterRenamesItsUses() throws {
        let edit = try session.request("textDocument/rename", at: "App.xml", at("chosen.place", 2), extra: ["newName": "pick"])
        #expect((edit["changes"]?.objectValue ?? [:]).values.reduce(0) { $0 + ($1.arrayValue?.count ?? 0) } == 2)
        try apply(edit)
        let text = try String(contentsOfFile: directory.path("App.xml"), encoding: .utf8)
        #expect(text.contains("onPick=\"pick in picked = pick.place\""))
        #expect(try CompilerDriver().check([directory.path]).diagnostics.map(\.message.text) == [])
        #expect(try session.close() == 0)
    }

    @Test func renamingAStaticAnExtensionAddsRenamesEveryUse() throws {
        #expect(try hover(".brand", 1).contains("static let brand: Color"))
        let prepared = try session.request("textDocument/prepareRename", at: "App.xml", at(".brand", 2))
        #expect(prepared["placeholder"]?.stringValue == "brand")
        let edit = try session.request("textDocument/rename", at: "App.xml", at(".brand", 2), extra: ["newName": "accent"])
        // Its declaration, `.brand` where a `Color` is expected, and `Color.brand`.
        #expect((edit["changes"]?.objectValue ?? [:]).values.reduce(0) { $0 + ($1.arrayValue?.count ?? 0) } == 3)
        try apply(edit)
        let text = try String(contentsOfFile: directory.path("App.xml"), encoding: .utf8)
        #expect(!text.contains("brand"))
        #expect(text.contains("<let name=\"accent\"") && text.contains("value=\".accent\"") && text.contains("{Color.accent}"))
        #expect(try CompilerDriver().check([directory.path]).diagnostics.map(\.message.text) == [])
        #expect(try session.close() == 0)
    }

    @Test func anExtensionsMemberWrittenInSwiftIsRenamedThere() throws {
        let written = Self.app.replacingOccurrences(of: " initial=\"Color(red: 0.2, green: 0.4, blue: 0.8)\"", with: "")
        try directory.write("App.xml", written)
        session.open("App.xml", written)
        let marked = ProfileWorkspace.marking(written, "{Color.brand}", offset: 7)
        #expect(try session.request("textDocument/prepareRename", at: "App.xml", marked) == .null)
        let response = try session.response("textDocument/rename", [
            "textDocument": ["uri": .string(session.uri("App.xml"))], "position": marked.cursor.json, "newName": "accent",
        ])
        #expect(response["error"]?["message"]?.stringValue == "`brand` of `extension Color` is written in the app's Swift; rename it there first")
        #expect(try session.close() == 0)
    }
}


import Foundation
import Testing
import TrellisDriver
import TrellisSemantics
import TrellisTestSupport
@testable import TrellisLanguageServer

/// A screen that names the prelude's members as a SwiftUI developer writes them: text styles,
/// named colours, edges, environment keys, and a model's shared instance.
enum BadgeScreen {
    static let text = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <model name="Palette">
        <property name="shared" type="Palette" static="true" initial="Palette()"/>
        <property name="accent" type="String" initial="&quot;blue&quot;"/>
      </model>
      <view name="Badge" root="true">
        <state name="tint" type="Color" initial="Color.blue"/>
        <let name="palette" type="Palette" default="Palette.shared"/>
        <environment name="scheme" key="\\.colorScheme"/>
        <body>
          <VStack>
            <Text>New<font value=".headline"/><foregroundColor value=".red"/><fontWeight value="Font.Weight.bold"/></Text>
            <Text>{palette.accent}<padding edges="[.top, .bottom]" length="4"/><foregroundStyle value="tint"/></Text>
            <Button title="Go">
              <action><![CDATA[
                tint = Color.green
              ]]></action>
            </Button>
          </VStack>
        </body>
      </view>
    </trellis>

    """
}

/// Hover and definition of the prelude's members and declarations: the hover shows the Swift the
/// prelude declares and the comment above it; definition opens the prelude's file at the name.
@Suite struct PreludeMemberSessionTests {
    let directory: TemporaryDirectory
    let session: LSPSession

    init() throws {
        directory = try TemporaryDirectory()
        try directory.write("Badge.xml", BadgeScreen.text)
        session = try LSPSession(root: directory.path)
    }

    @Test func theScreenChecksClean() throws {
        #expect(try CompilerDriver().check([directory.path]).diagnostics.isEmpty)
    }

    func hover(_ target: String, offset: Int) throws -> String {
        let marked = ProfileWorkspace.marking(BadgeScreen.text, target, offset: offset)
        return try session.request("textDocument/hover", at: "Badge.xml", marked)["contents"]?["value"]?.stringValue ?? ""
    }

    /// Each location as `file:line` with the text of that line in the file the editor opens.
    func definitions(_ target: String, offset: Int) throws -> [(place: String, line: String)] {
        let marked = ProfileWorkspace.marking(BadgeScreen.text, target, offset: offset)
        let result = try session.request("textDocument/definition", at: "Badge.xml", marked)
        return try (result.arrayValue ?? []).map { location in
            let url = try #require(URL(string: location["uri"]!.stringValue!))
            let line = location["range"]!["start"]!["line"]!.intValue!
            let lines = try String(contentsOfFile: url.path, encoding: .utf8).components(separatedBy: "\n")
            return ("\(url.lastPathComponent):\(line + 1)", lines[line].trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func aTextStyleIsTheFontsStaticMember() throws {
        let text = try hover("\".headline\"", offset: 4)
        #expect(text.contains("struct Font {\n    static var headline: Font\n}"), "\(text)")
        #expect(text.contains("Declared in the prelude's `ModifierTypes.xml`."))
        // The comment above `Font`'s declaration.
        #expect(text.contains("The text styles."))
        // `Font.TextStyle` has a `headline` too, of its own type, not `Font`'s.
        #expect(!text.contains("TextStyle {"))
        let found = try definitions("\".headline\"", offset: 4)
        #expect(found.map(\.line) == ["<field name=\"headline\" type=\"Font\" static=\"true\"/>"])
        #expect(found.first?.place.hasPrefix("ModifierTypes.xml:") == true)
    }

    @Test func aNamedColourIsDeclaredInThePreludesExtensionOfColor() throws {
        let text = try hover("Color.blue", offset: 8)
        #expect(text.contains("extension Color {\n    static let blue: Color\n}"), "\(text)")
        #expect(text.contains("SwiftUI's named colours"))
        #expect(try definitions("Color.blue", offset: 8).map(\.line) == ["<let name=\"blue\" type=\"Color\" static=\"true\"/>"])
        // Where a `Color` is expected, a leading dot names the same member.
        #expect(try definitions("value=\".red\"", offset: 9).map(\.line) == ["<let name=\"red\" type=\"Color\" static=\"true\"/>"])
        // And in code.
        #expect(try definitions("Color.green", offset: 7).map(\.line) == ["<let name=\"green\" type=\"Color\" static=\"true\"/>"])
    }

    @Test func anEdgeIsTheOneItsParameterTakes() throws {
        // `Alignment`, `Edge` and `VerticalEdge` have a `bottom` too; `edges` takes an `Edge.Set`.
        let found = try definitions(".bottom]", offset: 3)
        #expect(found.map(\.line) == ["<field name=\"bottom\" type=\"Edge.Set\" static=\"true\"/>"])
        #expect(try hover(".bottom]", offset: 3).contains("struct Edge.Set {\n    static var bottom: Edge.Set\n}"))
    }

    @Test func aNestedTypesMemberAndAnEnvironmentKey() throws {
        #expect(try definitions("Font.Weight.bold", offset: 13).map(\.line) == ["<field name=\"bold\" type=\"Font.Weight\" static=\"true\"/>"])
        let key = try hover("\\.colorScheme", offset: 4)
        #expect(key.contains("struct EnvironmentValues {\n    var colorScheme: ColorScheme\n}"), "\(key)")
        #expect(key.contains("`@Environment(\\.member)`"))
        #expect(try definitions("\\.colorScheme", offset: 4).map(\.line) == ["<field name=\"colorScheme\" type=\"ColorScheme\"/>"])
    }

    @Test func aPreludeViewsHoverIsItsSwiftDeclaration() throws {
        let stack = try hover("<VStack>", offset: 3)
        #expect(stack.contains("struct VStack: View {\n    init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> some View)\n}"), "\(stack)")
        #expect(stack.contains("Declared in the prelude's `Views.xml`."))
        let button = try hover("<Button", offset: 3)
        #expect(button.contains("init(_ title: String, action: () -> Void)"), "\(button)")
        let font = try hover("<font", offset: 3)
        #expect(font.contains("extension View {\n    func font(_ value: Font?) -> some View\n}"), "\(font)")
        // A section's heading in the prelude file is not the declaration's comment.
        #expect(!font.contains("Text and colour"))
        #expect(try definitions("<font", offset: 3).map(\.line).first?.hasPrefix("<modifier name=\"font\"") == true)
    }

    @Test func aPreludeTypeIsDescribedAndFound() throws {
        let font = try hover("Font.Weight.bold", offset: 1)
        #expect(font.contains("struct Font {\n    static var largeTitle: Font\n"), "\(font)")
        #expect(font.contains("The text styles."))
        #expect(try definitions("Font.Weight.bold", offset: 1).map(\.line) == ["<struct name=\"Font\" external=\"true\">"])
        // The word under the cursor with its qualifiers: `Font.Weight`.
        let weight = try hover("Font.Weight.bold", offset: 7)
        #expect(weight.hasPrefix("```swift\nstruct Font.Weight {\n    static var ultraLight: Font.Weight\n"), "\(weight)")
        #expect(try definitions("Font.Weight.bold", offset: 7).map(\.line) == ["<struct name=\"Font.Weight\" external=\"true\">"])
        // `Color` is a view, with its named colours in an extension.
        let color = try hover("type=\"Color\"", offset: 8)
        #expect(color.contains("struct Color: View, ShapeStyle {") && color.contains("extension Color {\n    static let black: Color\n"), "\(color)")
        #expect(try definitions("type=\"Color\"", offset: 8).map(\.line).first?.hasPrefix("<view name=\"Color\"") == true)
    }

    @Test func signatureHelpOfAPreludeViewCalledInSwift() throws {
        let source = BadgeScreen.text.replacingOccurrences(of: "tint = Color.green", with: "tint = Color(red: 1, gr|")
        let marked = MarkedSource(source)
        session.open("Badge.xml", marked.text)
        let help = try session.request("textDocument/signatureHelp", at: "Badge.xml", marked)
        #expect(help["signatures"]?.arrayValue?.map { $0["label"]!.stringValue! } == [
            "Color(_ name: String)",
            "Color(red: Double, green: Double, blue: Double, opacity: Double = 1)",
            "Color(white: Double, opacity: Double = 1)",
        ])
        #expect(help["activeSignature"] == 1)
        #expect(help["activeParameter"] == 1)
    }

    @Test func aValuesMemberIsNotTakenForAType() throws {
        // `palette.accent` is the model's property, which the program's index answers, not the prelude.
        let source = BadgeScreen.text.replacingOccurrences(of: "tint = Color.green", with: "tint = Color(palette.accent)")
        let marked = ProfileWorkspace.marking(source, "palette.accent", offset: 10)
        session.open("Badge.xml", marked.text)
        let hover = try session.request("textDocument/hover", at: "Badge.xml", marked)["contents"]?["value"]?.stringValue ?? ""
        #expect(!hover.contains("prelude"), "\(hover)")
    }
}

/// Completion after `.` of the prelude's and the program's types: a type's static members on
/// the type, never on an instance; a type's own statics after a leading dot where it is expected.
@Suite struct StaticMemberCompletionTests {
    func labels(_ target: String, _ replacement: String) throws -> [String] {
        let marked = MarkedSource(BadgeScreen.text.replacingOccurrences(of: target, with: replacement))
        #expect(marked.text != BadgeScreen.text)
        let directory = try TemporaryDirectory()
        try directory.write("Badge.xml", BadgeScreen.text)
        let session = try LSPSession(root: directory.path)
        session.open("Badge.xml", marked.text)
        let result = try session.request("textDocument/completion", at: "Badge.xml", marked)
        _ = try session.close()
        return (result["items"]?.arrayValue ?? []).map { $0["label"]!.stringValue! }
    }

    static let colours = ["black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor"]

    @Test func colorsNamedColours() throws {
        #expect(try labels("tint = Color.green", "tint = Color.|") == Self.colours)
        #expect(try labels("initial=\"Color.blue\"", "initial=\"Color.|\"") == Self.colours)
        #expect(try labels("<foregroundColor value=\".red\"/>", "<foregroundColor value=\".|\"/>") == Self.colours.map { "." + $0 })
    }

    @Test func aLeadingDotAssignedToAColourOrAStyle() throws {
        #expect(try labels("tint = Color.green", "tint = .|") == Self.colours)
        #expect(try labels("tint = Color.green", "if tint == .r| { }").contains("red"))
    }

    @Test func anOptionSetsArrayOffersItsMembers() throws {
        let edges = try labels("edges=\"[.top, .bottom]\"", "edges=\"[.top, .|]\"")
        #expect(edges == [".top", ".leading", ".bottom", ".trailing", ".horizontal", ".vertical", ".all"])
        #expect(try labels("edges=\"[.top, .bottom]\"", "edges=\"[|]\"").contains(".horizontal"))
    }

    @Test func aNestedPreludeTypesMembers() throws {
        #expect(try labels("Font.Weight.bold", "Font.Weight.|") == ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"])
        #expect(try labels("tint = Color.green", "tint = Font.|").prefix(3) == ["largeTitle", "title", "title2"])
    }

    @Test func staticsOnTheTypeAndNeverOnAnInstance() throws {
        #expect(try labels("default=\"Palette.shared\"", "default=\"Palette.|\"") == ["shared"])
        #expect(try labels("tint = Color.green", "tint = Color(palette.|)") == ["accent"])
    }

    @Test func typeNamesOfferColorOnce() throws {
        let names = try labels("type=\"Color\"", "type=\"|\"")
        #expect(names.filter { $0 == "Color" }.count == 1)
        #expect(names.contains("Palette") && names.contains("CGFloat") && names.contains("Font"))
        #expect(names.count == Set(names).count)
    }
}

/// The CDATA form of code: offered where code content starts and when `<` is typed in code, and
/// the element form of a function-typed parameter of a view or a modifier, multi-line.
@Suite struct CodeContentCompletionTests {
    func items(_ target: String, _ replacement: String, snippets: Bool = true) throws -> [JSONValue] {
        let marked = MarkedSource(BadgeScreen.text.replacingOccurrences(of: target, with: replacement))
        #expect(marked.text != BadgeScreen.text)
        let directory = try TemporaryDirectory()
        try directory.write("Badge.xml", BadgeScreen.text)
        let session = try LSPSession(root: directory.path, initialize: false)
        _ = try session.request("initialize", [
            "rootUri": .string(LSPSession.uri(directory.path)),
            "capabilities": ["textDocument": ["completion": ["completionItem": ["snippetSupport": .bool(snippets)]]]],
        ])
        session.notify("initialized", [:])
        session.open("Badge.xml", marked.text)
        let result = try session.request("textDocument/completion", at: "Badge.xml", marked)
        _ = try session.close()
        return result["items"]?.arrayValue ?? []
    }

    static let action = "<action><![CDATA[\n            tint = Color.green\n          ]]></action>"

    @Test func anEmptyActionOffersACDATASection() throws {
        let found = try items(Self.action, "<action>|</action>")
        let section = try #require(found.first { $0["label"] == "<![CDATA[ … ]]>" })
        #expect(section["textEdit"]?["newText"] == "<![CDATA[\n\t$0\n]]>")
        #expect(section["insertTextFormat"] == 2)
        // The names of the view are offered beside it.
        #expect(found.contains { $0["label"] == "tint" })
        // Without snippets, the section is inserted plain.
        let plain = try items(Self.action, "<action>|</action>", snippets: false)
        #expect(plain.first { $0["label"] == "<![CDATA[ … ]]>" }?["textEdit"]?["newText"] == "<![CDATA[\n\n]]>")
    }

    @Test func anOpeningBeingTypedIsCompletedInPlace() throws {
        for typed in ["<", "<!", "<![CD"] {
            let found = try items(Self.action, "<action>\(typed)|</action>")
            #expect(found.count == 1, "\(typed)")
            let edit = try #require(found.first?["textEdit"])
            // The edit replaces what was typed, from its `<`.
            #expect(edit["range"]?["start"]?["character"]?.intValue == edit["range"]?["end"]?["character"]?.intValue.map { $0 - typed.count })
        }
        // Outside code, `<` is a tag.
        let tag = try items("<Text>{palette", "<|<Text>{palette")
        #expect(!tag.contains { $0["label"] == "<![CDATA[ … ]]>" })
    }

    @Test func aModifiersClosureIsOfferedInItsElementForm() throws {
        let found = try items("<Text>{palette.accent}", "<Text>{palette.accent}<onTapGesture>\n<act|\n</onTapGesture>")
        let action = try #require(found.first { $0["label"] == "action" })
        #expect(action["insertText"] == "action><![CDATA[\n\t$1\n]]></action>")
        // Its content is code: a CDATA section and the view's names.
        let inside = try items("<Text>{palette.accent}", "<Text>{palette.accent}<onTapGesture>|</onTapGesture>")
        #expect(inside.contains { $0["label"] == "<![CDATA[ … ]]>" } && inside.contains { $0["label"] == "tint" })
    }
}

/// Swift grown too long for an attribute moves into its element form: a code action rewrites
/// `action="..."` as `<action><![CDATA[ ... ]]></action>`, the entities undone, and the screen
/// means the same.
@Suite struct ElementFormRewriteTests {
    static let screen = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trellis>
      <view name="Saver">
        <let name="onSave" type="() -> Void"/>
        <body>
          <Button title="Save" action="onSave()"/>
        </body>
      </view>
      <view name="Counter" root="true">
        <state name="count" type="Int" initial="0"/>
        <state name="label" type="String" initial="&quot;&quot;"/>
        <body>
          <VStack>
            <Text>{count} {label}</Text>
            <Button title="Add" action="if count &lt; 3 &amp;&amp; label != &quot;max&quot; { count += 1 }; label = &quot;more&quot;"/>
            <Saver onSave="count = 0">
              <padding/>
            </Saver>
          </VStack>
        </body>
      </view>
    </trellis>

    """

    func rewrite(at target: String, offset: Int) throws -> (title: String, text: String)? {
        let directory = try TemporaryDirectory()
        try directory.write("Counter.xml", Self.screen)
        #expect(try CompilerDriver().check([directory.path]).diagnostics.isEmpty)
        let session = try LSPSession(root: directory.path)
        let cursor = ProfileWorkspace.marking(Self.screen, target, offset: offset).cursor
        let actions = try session.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(session.uri("Counter.xml"))],
            "range": ["start": cursor.json, "end": cursor.json],
            "context": ["diagnostics": []],
        ])
        #expect(try session.close() == 0)
        guard let action = actions.arrayValue?.first(where: { $0["kind"] == "refactor.rewrite" }) else { return nil }
        try apply(action["edit"]!)
        #expect(try CompilerDriver().check([directory.path]).diagnostics.isEmpty)
        return (action["title"]!.stringValue!, try String(contentsOfFile: directory.path("Counter.xml"), encoding: .utf8))
    }

    @Test func anActionMovesIntoACDATASection() throws {
        let result = try #require(try rewrite(at: "if count &lt;", offset: 3))
        #expect(result.title == "write `action` as an element, its code in a CDATA section")
        #expect(result.text.contains("""
                <Button title="Add">
                  <action><![CDATA[
                    if count < 3 && label != "max" { count += 1 }; label = "more"
                  ]]></action>
                </Button>
        """))
    }

    @Test func aViewsFunctionInputBecomesItsFirstChild() throws {
        let result = try #require(try rewrite(at: "onSave=\"count = 0\"", offset: 10))
        #expect(result.text.contains("""
                <Saver>
                  <onSave><![CDATA[
                    count = 0
                  ]]></onSave>
                  <padding/>
                </Saver>
        """))
    }

    @Test func noRewriteOutsideCode() throws {
        #expect(try rewrite(at: "title=\"Add\"", offset: 8) == nil)
    }
}

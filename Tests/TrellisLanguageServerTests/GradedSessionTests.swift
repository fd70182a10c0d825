import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

/// A graded editing session over a real app's screens (SnippetBox, `Tests/Fixtures/SnippetBox`),
/// as a SwiftUI developer uses the server daily: each `interaction` names what is asked and the
/// answer a user expects. docs/editor-session.md grades the same interactions.
@Suite(.serialized) struct GradedSessionTests {
    static func text(_ file: String) throws -> String { try SessionFixture.snippetBox.text(file) }
    static func workspace() throws -> TemporaryDirectory { try SessionFixture.snippetBox.workspace() }

    /// The errors and warnings of a whole `trellis check` of `directory`.
    static func problems(_ directory: TemporaryDirectory) throws -> [String] {
        try CompilerDriver().check([directory.path]).diagnostics
            .filter { $0.severity == .error || $0.severity == .warning }
            .map { "\($0.code.rawValue) \($0.message.text)" }
    }

    /// A session over the whole app, with the requests a user makes.
    final class Session {
        let fixture: SessionFixture
        let directory: TemporaryDirectory
        let lsp: LSPSession

        init(_ fixture: SessionFixture = .snippetBox) throws {
            self.fixture = fixture
            directory = try fixture.workspace()
            lsp = try LSPSession(root: directory.path, initializationOptions: nil)
        }

        init(capabilities snippets: Bool, _ fixture: SessionFixture = .snippetBox) throws {
            self.fixture = fixture
            directory = try fixture.workspace()
            lsp = try LSPSession(root: directory.path, initialize: false)
            let completion: JSONValue = ["completionItem": ["snippetSupport": .bool(snippets), "documentationFormat": ["markdown"]]]
            _ = try lsp.request("initialize", ["rootUri": .string(LSPSession.uri(directory.path)), "capabilities": ["textDocument": ["completion": completion]]])
            lsp.notify("initialized", [:])
        }

        func mark(_ file: String, _ target: String, _ offset: Int, occurrence: Int = 0) throws -> MarkedSource {
            ProfileWorkspace.marking(try fixture.text(file), target, offset: offset, occurrence: occurrence)
        }

        func hover(_ file: String, _ target: String, _ offset: Int, occurrence: Int = 0) throws -> String {
            try lsp.request("textDocument/hover", at: file, mark(file, target, offset, occurrence: occurrence))["contents"]?["value"]?.stringValue ?? ""
        }

        func definition(_ file: String, _ target: String, _ offset: Int, occurrence: Int = 0) throws -> [String] {
            ScrumsSessionTests.places(try lsp.request("textDocument/definition", at: file, mark(file, target, offset, occurrence: occurrence)))
        }

        func references(_ file: String, _ target: String, _ offset: Int, occurrence: Int = 0) throws -> [String] {
            ScrumsSessionTests.places(try lsp.request(
                "textDocument/references", at: file, mark(file, target, offset, occurrence: occurrence), extra: ["context": ["includeDeclaration": true]]
            ))
        }

        /// The completion items at the marker of `marked`, typed into `file`.
        func completion(_ file: String, _ marked: MarkedSource) throws -> [JSONValue] {
            lsp.open(file, marked.text, version: 1)
            let items = try lsp.request("textDocument/completion", at: file, marked)["items"]?.arrayValue ?? []
            lsp.change(file, try fixture.text(file), version: 2)
            return items
        }

        /// `file` with `original` replaced by `typed` (a `|` in it is the cursor).
        func typing(_ file: String, _ original: String, _ typed: String) throws -> MarkedSource {
            let text = try fixture.text(file)
            precondition(text.contains(original), "`\(original)` not in \(file)")
            // The cursor as a caret, so a `||` of the file stays text.
            return MarkedSource(text.replacingOccurrences(of: original, with: typed.replacingOccurrences(of: "|", with: "‸")), marker: "‸")
        }

        func labels(_ file: String, _ original: String, _ typed: String) throws -> [String] {
            // The prelude's members are labelled with their dot (`.yellow`); compared by name.
            try completion(file, typing(file, original, typed)).compactMap { $0["label"]?.stringValue.map { $0.hasPrefix(".") ? String($0.dropFirst()) : $0 } }
        }

        func signature(_ file: String, _ original: String, _ typed: String) throws -> String {
            let marked = try typing(file, original, typed)
            lsp.open(file, marked.text, version: 1)
            let help = try lsp.request("textDocument/signatureHelp", at: file, marked)
            lsp.change(file, try fixture.text(file), version: 2)
            guard let signatures = help["signatures"]?.arrayValue, !signatures.isEmpty else { return "" }
            let active = help["activeSignature"]?.intValue ?? 0
            let parameter = help["activeParameter"]?.intValue ?? signatures[active]["activeParameter"]?.intValue ?? -1
            return "\(signatures[active]["label"]?.stringValue ?? "") @\(parameter)"
        }
    }

    // MARK: Hover

    @Test func hover() throws {
        let session = try Session()
        #expect(try DiagnosticsTests.settle(session.lsp).isEmpty)
        // A state, where declared and where a function writes it.
        #expect(try session.hover("FolderRow.xml", "name=\"showRenameEditor\"", 7).contains("@State var showRenameEditor: Bool"))
        #expect(try session.hover("FolderRow.xml", "showRenameEditor = true", 2).contains("@State var showRenameEditor: Bool"))
        // An input, and a model property read through it.
        // As generated: an input is a `let` of the view.
        #expect(try session.hover("FolderRow.xml", "name=\"folder\"", 7).contains("let folder: Folder"))
        #expect(try session.hover("FolderRow.xml", "{folder.name}", 10).contains("var name: String"))
        // An enum case and an enum's computed property.
        #expect(try session.hover("TagListView.xml", "initial=\".aToZ\"", 11).contains("case aToZ"))
        #expect(try session.hover("TagListView.xml", "{option.title}", 9).contains("var title: String"))
        // The prelude: a view, a modifier and a member.
        #expect(try session.hover("SnippetRow.xml", "<VStack", 2).contains("struct VStack"))
        #expect(try session.hover("FolderRow.xml", "<badge", 2).contains("func badge"))
        #expect(try session.hover("FolderEditorView.xml", ".roundedBorder", 3).contains("roundedBorder"))
        // A helper function where it is called, a row's item, a binding's source of truth.
        #expect(try session.hover("FolderRow.xml", "action=\"startRenameAction()\"", 10).contains("func startRenameAction()"))
        #expect(try session.hover("FolderListView.xml", "folder=\"{folder}\"", 10).contains("Folder"))
        #expect(try session.hover("ContentView.xml", "{$selectedFolder}", 4).contains("**Source of truth:**"))
        // An environment value called in an action, and a query.
        #expect(try session.hover("FolderEditorView.xml", "action=\"dismiss()\"", 9).contains("@Environment(\\.dismiss) var dismiss: DismissAction"))
        #expect(try session.hover("FolderListView.xml", "<query name=\"folders\"", 14).contains("@Query"))
        // A view of the app where it is placed.
        #expect(try session.hover("FolderListView.xml", "<FolderRow", 2).contains("FolderRow"))
        #expect(try session.close())
    }

    // MARK: Definition

    @Test func definition() throws {
        let session = try Session()
        #expect(try session.definition("FolderListView.xml", "<FolderRow", 2) == ["FolderRow.xml:2"])
        #expect(try session.definition("FolderRow.xml", "{folder.name}", 10) == ["Models.xml:53"])
        #expect(try session.definition("FolderRow.xml", "action=\"startRenameAction()\"", 10) == ["FolderRow.xml:29"])
        #expect(try session.definition("FolderListView.xml", "perform=\"deleteItems\"", 10) == ["FolderListView.xml:34"])
        #expect(try session.definition("FolderListView.xml", "folder=\"{folder}\"", 10) == ["FolderListView.xml:8"])
        #expect(try session.definition("FolderRow.xml", "type=\"Folder\"", 7) == ["Models.xml:51"])
        #expect(try session.definition("TagListView.xml", "initial=\".aToZ\"", 11) == ["Models.xml:25"])
        #expect(try session.definition("FolderListView.xml", "context.insert", 2) == ["FolderListView.xml:3"])
        #expect(try session.definition("FolderRow.xml", "Folder.delete(folder)", 8) == ["Models.xml:62"])
        #expect(try session.definition("TagListView.xml", "{matchingTags()}", 3) == ["TagListView.xml:20"])
        #expect(try session.definition("SnippetRow.xml", "<VStack", 2).first?.hasPrefix("Views.xml:") == true)
        #expect(try session.close())
    }

    // MARK: References and highlights

    @Test func references() throws {
        let session = try Session()
        #expect(try session.references("FolderRow.xml", "name=\"showRenameEditor\"", 7) == ["FolderRow.xml:24", "FolderRow.xml:30", "FolderRow.xml:5"])
        #expect(try session.references("FolderRow.xml", "<function name=\"startRenameAction\"", 17) == ["FolderRow.xml:16", "FolderRow.xml:21", "FolderRow.xml:29"])
        #expect(try session.references("FolderRow.xml", "<view name=\"FolderRow\"", 13) == ["FolderListView.xml:10", "FolderRow.xml:2"])
        #expect(try session.references("Models.xml", "name=\"aToZ\"", 7) == ["Models.xml:25", "Models.xml:31", "TagListView.xml:4"])
        #expect(try session.references("FolderListView.xml", "<binding name=\"selectedFolder\"", 16) == [
            "ContentView.xml:8", "FolderListView.xml:10", "FolderListView.xml:31", "FolderListView.xml:5", "FolderListView.xml:7",
        ])
        #expect(try session.references("NewTagView.xml", "item=\"color\"", 7) == ["NewTagView.xml:11", "NewTagView.xml:13", "NewTagView.xml:14", "NewTagView.xml:15"])
        #expect(try session.references("Models.xml", "<var name=\"isFavorite\"", 12) == ["ContentView.xml:39", "ContentView.xml:39", "Models.xml:77", "Models.xml:88", "SnippetRow.xml:9"])
        let highlights = try session.lsp.request("textDocument/documentHighlight", at: "FolderRow.xml", session.mark("FolderRow.xml", "name=\"showRenameEditor\"", 7))
        #expect((highlights.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1):\($0["kind"]?.intValue ?? 1)" } == ["5:1", "24:2", "30:3"])
        #expect(try session.close())
    }

    // MARK: Completion

    @Test func completionOfNamesAndMembers() throws {
        let session = try Session()
        // Text holes and actions: an instance's members, never its type's statics.
        #expect(try session.labels("FolderRow.xml", "{folder.name}", "{folder.|}") == ["creationDate", "name", "uuid", "snippets"])
        let actions = try session.labels("FolderRow.xml", "action=\"startRenameAction()\">", "action=\"|\">")
        #expect(actions.starts(with: ["folder", "selectedFolder", "showRenameEditor", "folderColor", "startRenameAction"]), "\(actions)")
        #expect(try session.labels("FolderRow.xml", "action=\"Folder.delete(folder)\">", "action=\"Folder.|\">") == ["delete", "example"])
        #expect(try session.labels("SnippetListView.xml", "<SnippetRow snippet=\"{snippet}\">", "<SnippetRow snippet=\"{snippet.|}\">").starts(with: ["uuid", "creationDate", "code"]))
        // The app's enum after a dot: as an initial value and compared with a value of it.
        let cases = ["aToZ", "ztoA", "latest", "oldest"]
        #expect(try session.labels("TagListView.xml", "initial=\".aToZ\"", "initial=\".|\"") == cases)
        #expect(try session.labels("TagListView.xml", "sorting == .latest", "sorting == .|").starts(with: cases))
        #expect(try session.labels("TagListView.xml", "{TagSorting.allCases}", "{TagSorting.|}").starts(with: ["aToZ", "ztoA", "latest", "oldest", "allCases"]))
        // Colours and styles.
        let colours = try session.labels("SnippetRow.xml", "<foregroundColor value=\".yellow\"/>", "<foregroundColor value=\".|\"/>")
        #expect(colours.contains("yellow") && colours.contains("accentColor"), "\(colours)")
        #expect(try session.labels("TagCell.xml", "<fill value=\"Color.white\"/>", "<fill value=\"Color.|\"/>").contains("white"))
        let styles = try session.labels("SnippetRow.xml", "<foregroundColor value=\".secondary\"/>", "<foregroundStyle value=\".|\"/>")
        // `some ShapeStyle`: the styles the prelude declares conforming, each once, and the named
        // colours `extension ShapeStyle where Self == Color` lifts (not `accentColor`).
        let namedColours = ["black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink", "purple", "red", "teal", "white", "yellow"]
        let shapeStyles = ["primary", "secondary", "tertiary", "quaternary", "quinary", "fill", "tint", "foreground", "background", "ultraThinMaterial", "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar"] + namedColours
        #expect(styles.sorted() == shapeStyles.sorted(), "\(styles)")
        let fills = try session.labels("TagCell.xml", "<fill value=\"Color.white\"/>", "<fill value=\".|\"/>")
        #expect(fills.sorted() == shapeStyles.sorted(), "\(fills)")
        // Environment keys and types.
        let keys = try session.labels("FolderEditorView.xml", "key=\"\\.dismiss\"", "key=\"\\.|\"")
        #expect(keys.contains("dismiss") && keys.contains("modelContext") && keys.contains("colorScheme"), "\(keys)")
        let types = try session.labels("FolderRow.xml", "<var name=\"folder\" type=\"Folder\"/>", "<var name=\"folder\" type=\"|\"/>")
        #expect(["Folder", "Snippet", "Tag", "ColorData", "CodingLanguage", "TagSorting"].allSatisfy(types.contains), "\(types)")
        // The prelude's members where a parameter takes them.
        #expect(try session.labels("FolderRow.xml", "role=\".destructive\" action=\"Folder.delete(folder)\">", "role=\".|\" action=\"Folder.delete(folder)\">").contains("destructive"))
        #expect(try session.labels("FolderEditorView.xml", "<font value=\".title2\"/>", "<font value=\".|\"/>").contains("title2"))
        // `{$` offers what can be bound.
        #expect(try session.labels("FolderEditorView.xml", "text=\"{$name}\"", "text=\"{$|}\"") == ["name", "isFocused"])
        // Inside a function: its view's names and the function's parameters.
        let inFunction = try session.labels("FolderListView.xml", "offsets.map { folders[$0] }", "offsets.map { folders[$0] }\n        |")
        #expect(["offsets", "folders", "context", "selectedFolder", "addFolder"].allSatisfy(inFunction.contains), "\(inFunction)")
        // A constant the action declares, of a model: its members.
        #expect(try session.labels("NewTagView.xml", "tag.color = selectedColor", "tag.|") == ["uuid", "creationDate", "name", "snippets", "colorData", "color"])
        #expect(try session.close())
    }

    @Test func completionOfElementsAndAttributes() throws {
        let session = try Session(capabilities: true)
        // Inside a view: modifiers; views and modifiers are two groups, each name once.
        let inView = try session.completion("SnippetRow.xml", try session.typing("SnippetRow.xml", "<Spacer/>", "<Spacer/>\n          <|"))
        let names = inView.compactMap { $0["label"]?.stringValue }
        #expect(names.count == Set(names).count)
        #expect(names.contains("Toggle") && names.contains("padding") && names.contains("FolderRow"))
        let toggle = try #require(inView.first { $0["label"]?.stringValue == "Toggle" })
        #expect(toggle["insertText"]?.stringValue?.contains("isOn=\"$") == true, "\(toggle)")
        #expect(toggle["documentation"] != nil)
        let padding = try #require(inView.first { $0["label"]?.stringValue == "padding" })
        #expect(padding["kind"] != toggle["kind"] || padding["sortText"] != toggle["sortText"])
        // Attributes of a prelude view and of the app's view.
        let textField = try session.labels("FolderEditorView.xml", "<TextField title=\"Folder Name\" text=\"{$name}\">", "<TextField |>")
        #expect(textField.starts(with: ["title", "text"]) || textField.starts(with: ["text", "title"]), "\(textField)")
        let rowInputs = try session.labels("FolderListView.xml", "<FolderRow folder=\"{folder}\" selectedFolder=\"{selectedFolder}\"/>", "<FolderRow |/>")
        #expect(rowInputs == ["folder", "selectedFolder"], "\(rowInputs)")
        #expect(try session.close())
    }

    // MARK: Signature help

    @Test func signatureHelp() throws {
        let session = try Session()
        #expect(try session.signature("FolderListView.xml", "Folder(name: \"new folder\")", "Folder(name: \"new folder\", |)").hasPrefix("Folder(name: String"))
        #expect(try session.signature("FolderListView.xml", "selectedFolder = folder\n", "selectedFolder = folder\n        Color(red: 1, |)\n").contains("red"))
        #expect(try session.signature("FolderRow.xml", "action=\"Folder.delete(folder)\"/>", "action=\"Folder.delete(|)\"/>").contains("delete(_ folder: Folder)"))
        #expect(try session.close())
    }

    // MARK: Rename: each kind of name, and the program checks clean after

    /// Renames at the marker and applies the edit; the problems a whole check then reports.
    static func rename(
        _ file: String, _ target: String, _ offset: Int, to newName: String, in fixture: SessionFixture = .snippetBox
    ) throws -> (edits: Int, problems: [String]) {
        let session = try Session(fixture)
        let edit = try session.lsp.request("textDocument/rename", at: file, session.mark(file, target, offset), extra: ["newName": .string(newName)])
        #expect(try session.close())
        let count = (edit["changes"]?.objectValue ?? [:]).values.reduce(0) { $0 + ($1.arrayValue?.count ?? 0) }
        try apply(edit)
        return (count, try problems(session.directory))
    }

    @Test(arguments: [
        ("FolderRow.xml", "name=\"showRenameEditor\"", 7, "isRenaming", 3),
        ("FolderRow.xml", "<function name=\"startRenameAction\"", 17, "startRenaming", 3),
        ("FolderRow.xml", "<view name=\"FolderRow\"", 13, "FolderCell", 2),
        ("Models.xml", "<var name=\"isFavorite\"", 12, "isStarred", 5),
        ("FolderListView.xml", "item=\"folder\"", 7, "entry", 3),
        ("FolderListView.xml", "<binding name=\"selectedFolder\"", 16, "selection", 5),
        ("Models.xml", "<enum name=\"TagSorting\"", 13, "TagOrder", 3),
        ("NewTagView.xml", "<state name=\"selectedColor\"", 14, "chosenColor", 4),
        ("Models.xml", "<struct name=\"ColorData\"", 15, "ColorValues", 4),
        ("Models.xml", "<function name=\"delete\" static=\"true\" parameters=\"_ folder", 17, "remove", 3),
    ])
    func renameChecksClean(file: String, target: String, offset: Int, newName: String, edits: Int) throws {
        let (count, problems) = try Self.rename(file, target, offset, to: newName)
        #expect(count == edits)
        #expect(problems.isEmpty, "\(problems)")
    }

    /// A type the app's Swift declares (`external="true"`) keeps its name: the Swift has it.
    @Test func aTypeWrittenInSwiftIsNotRenamed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Orders.xml", """
        <trellis>
          <enum name="OrderStatus" rawType="Int" external="true">
            <case name="placed"/>
            <case name="ready"/>
          </enum>
          <view name="OrderBadge">
            <let name="status" type="OrderStatus"/>
            <body><Text>{status == .ready ? "Ready" : "Placed"}</Text></body>
          </view>
        </trellis>
        """)
        let lsp = try LSPSession(root: directory.path)
        let marked = ProfileWorkspace.marking(try String(contentsOfFile: directory.path("Orders.xml"), encoding: .utf8), "type=\"OrderStatus\"", offset: 8)
        #expect(try lsp.request("textDocument/prepareRename", at: "Orders.xml", marked) == .null)
        let refused = try lsp.response("textDocument/rename", ["textDocument": ["uri": .string(lsp.uri("Orders.xml"))], "position": marked.cursor.json, "newName": "Status"])
        #expect(refused["error"]?["message"]?.stringValue == "`OrderStatus` is declared in the app's Swift (`external=\"true\"`); rename it there first")
        #expect(try lsp.close() == 0)
    }

    // MARK: Quick fixes: each one offered checks clean once applied

    @Test(arguments: [
        ("FolderRow.xml", "<FolderEditorView folder=\"{folder}\"/>", "<FolderEditorVew folder=\"{folder}\"/>", "replace `FolderEditorVew` with `FolderEditorView`"),
        ("FolderRow.xml", "{folder.name}", "{folder.nme}", "replace `nme` with `name`"),
        ("FolderEditorView.xml", "text=\"{$name}\"", "text=\"{name}\"", "insert `$`: pass the binding"),
        ("FolderRow.xml", "<FolderEditorView folder=\"{folder}\"/>", "<FolderEditorView/>", "pass `folder`"),
        ("SnippetRow.xml", "<foregroundColor value=\".yellow\"/>", "<foregroundColr value=\".yellow\"/>", "replace `foregroundColr` with `foregroundColor`"),
        ("FolderRow.xml", "action=\"startRenameAction()\">", "action=\"startRenamAction()\">", "replace `startRenamAction` with `startRenameAction`"),
        ("TagListView.xml", "initial=\".aToZ\"", "initial=\".atoZ\"", "replace `atoZ` with `aToZ`"),
        ("FolderRow.xml", "<var name=\"folder\" type=\"Folder\"/>", "<var name=\"folder\" type=\"Foldr\"/>", "replace `Foldr` with `Folder`"),
    ])
    func quickFixChecksClean(file: String, right: String, wrong: String, title: String) throws {
        try Self.quickFix(file, right: right, wrong: wrong, title: title)
    }

    /// Types `wrong` for `right` in `file`; the one quick fix offered is `title`, and the program
    /// checks clean once it is applied.
    static func quickFix(_ file: String, right: String, wrong: String, title: String, in fixture: SessionFixture = .snippetBox) throws {
        let directory = try fixture.workspace()
        let original = try fixture.text(file)
        let typed = original.replacingOccurrences(of: right, with: wrong)
        precondition(typed != original, "`\(right)` not in \(file)")
        try directory.write(file, typed)
        let lsp = try LSPSession(root: directory.path)
        let actions = try lsp.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(lsp.uri(file))],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 100_000, "character": 0]],
            "context": ["diagnostics": []],
        ]).arrayValue ?? []
        #expect(try lsp.close() == 0)
        #expect(actions.map { $0["title"]?.stringValue } == [title])
        guard let edit = actions.first?["edit"] else { return }
        try apply(edit)
        let problems = try Self.problems(directory)
        #expect(problems.isEmpty, "after \(title): \(problems)")
    }

    // MARK: Half-typed XML

    @Test func halfTypedXMLKeepsTheFileAndTheProgram() throws {
        let session = try Session()
        #expect(try DiagnosticsTests.settle(session.lsp).isEmpty)
        let original = try Self.text("FolderRow.xml")
        // An open tag on a new line of the body.
        let openTag = MarkedSource(original.replacingOccurrences(of: "<HStack>\n", with: "<HStack>\n        <Text\n"))
        session.lsp.open("FolderRow.xml", openTag.text, version: 1)
        let codes = try DiagnosticsTests.settle(session.lsp).mapValues { $0.map { $0["code"]?.stringValue ?? "" } }
        #expect(codes == [session.directory.path("FolderRow.xml"): ["TRL001"]], "\(codes)")
        let hover = try session.lsp.request("textDocument/hover", at: "FolderRow.xml", ProfileWorkspace.marking(openTag.text, "name=\"showRenameEditor\"", offset: 7))
        #expect(hover["contents"]?["value"]?.stringValue?.contains("@State var showRenameEditor: Bool") == true)
        let outline = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("FolderRow.xml"))]])
        #expect(outline.arrayValue?.map { $0["name"]?.stringValue } == ["FolderRow"])
        // An open quote where a binding is typed.
        let openQuote = MarkedSource(original.replacingOccurrences(of: "<HStack>\n", with: "<HStack>\n        <Toggle title=\"Renaming\" isOn=\"{$|\n"))
        session.lsp.change("FolderRow.xml", openQuote.text, version: 2)
        let bindable = (try session.lsp.request("textDocument/completion", at: "FolderRow.xml", openQuote)["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(bindable == ["showRenameEditor"])
        // Definition across files from the broken buffer; FolderListView, which places it, stays clean.
        let definition = try session.lsp.request("textDocument/definition", at: "FolderRow.xml", ProfileWorkspace.marking(openQuote.text, "<FolderEditorView", offset: 2))
        #expect(ScrumsSessionTests.places(definition) == ["FolderEditorView.xml:2"])
        let published = try DiagnosticsTests.settle(session.lsp)
        #expect(Set(published.keys) == [session.directory.path("FolderRow.xml")], "\(published)")
        #expect(try session.close())
    }

    // MARK: Formatting, folding, linked editing, outline, workspace symbols

    @Test func editingFeatures() throws {
        let session = try Session()
        // Formatting a file that is already laid out changes nothing.
        let formatting = try session.lsp.request("textDocument/formatting", ["textDocument": ["uri": .string(session.lsp.uri("FolderRow.xml"))], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(formatting.arrayValue?.isEmpty == true, "\(formatting)")
        let folds = try session.lsp.request("textDocument/foldingRange", ["textDocument": ["uri": .string(session.lsp.uri("FolderRow.xml"))]])
        #expect((folds.arrayValue ?? []).contains { $0["startLine"]?.intValue == 7 && $0["endLine"]?.intValue == 25 })
        let linked = try session.lsp.request("textDocument/linkedEditingRange", at: "FolderRow.xml", session.mark("FolderRow.xml", "<HStack>", 2))
        #expect(linked["ranges"]?.arrayValue?.map { $0["start"]!["line"]!.intValue! + 1 } == [8, 27])
        let outline = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("Models.xml"))]])
        #expect(outline.arrayValue?.map { $0["name"]?.stringValue ?? "" } == ["CodingLanguage", "TagSorting", "ColorData", "Folder", "Snippet", "Tag"])
        let tagSorting = try #require(outline.arrayValue?[1])
        #expect(tagSorting["children"]?.arrayValue?.prefix(4).map { $0["name"]?.stringValue ?? "" } == ["aToZ", "ztoA", "latest", "oldest"])
        // A view's outline: an environment value written without a type shows the key's.
        let listOutline = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("FolderListView.xml"))]])
        #expect(listOutline[0]?["children"]?.arrayValue?.map { "\($0["name"]?.stringValue ?? "") \($0["detail"]?.stringValue ?? "")" }.prefix(3) == [
            "context @Environment ModelContext", "folders @Query [Folder]", "selectedFolder @Binding Folder?",
        ])
        let symbols = try session.lsp.request("workspace/symbol", ["query": "TagSort"])
        #expect(symbols.arrayValue?.compactMap { $0["name"]?.stringValue } == ["TagSorting"])
        let views = try session.lsp.request("workspace/symbol", ["query": "FolderRow"])
        #expect(views.arrayValue?.compactMap { $0["name"]?.stringValue } == ["FolderRow"])
        #expect(try session.close())
    }

    // MARK: Where the program's files are

    @Test func aFileOutsideTheWorkspaceAndNoRoot() throws {
        // A file from elsewhere, declaring a view the app declares too: it does not join.
        let session = try Session()
        let elsewhere = try TemporaryDirectory()
        let stray = try Self.text("FolderRow.xml")
        try elsewhere.write("FolderRow.xml", stray)
        session.lsp.notify("textDocument/didOpen", ["textDocument": ["uri": .string(LSPSession.uri(elsewhere.path("FolderRow.xml"))), "languageId": "xml", "version": 1, "text": .string(stray)]])
        let published = try DiagnosticsTests.settle(session.lsp)
        #expect(published.keys.filter { $0.hasPrefix(session.directory.path) }.isEmpty, "\(published)")
        #expect(try session.close())
        // No root: the open file's folder is the program.
        let directory = try Self.workspace()
        let rootless = try WorkspaceRootTests.sessionWithoutRoot(directory.path)
        rootless.open("FolderRow.xml", try Self.text("FolderRow.xml"), version: 1)
        #expect(try DiagnosticsTests.settle(rootless).isEmpty)
        let definition = try rootless.request("textDocument/definition", at: "FolderRow.xml", ProfileWorkspace.marking(try Self.text("FolderRow.xml"), "type=\"Folder\"", offset: 7))
        #expect(ScrumsSessionTests.places(definition) == ["Models.xml:51"])
        #expect(try rootless.close() == 0)
    }
}

/// An app's screens, copied into a temporary workspace for a graded session.
struct SessionFixture: Sendable {
    let folder: String
    let files: [String]

    static let snippetBox = SessionFixture(folder: "Tests/Fixtures/SnippetBox", files: [
        "ContentView.xml", "FolderEditorView.xml", "FolderListView.xml", "FolderRow.xml", "Models.xml", "NewTagView.xml",
        "SnippetBoxApp.xml", "SnippetListView.xml", "SnippetRow.xml", "TagCell.xml", "TagListView.xml",
    ])

    func text(_ file: String) throws -> String {
        try String(contentsOfFile: PackagePaths.path("\(folder)/\(file)"), encoding: .utf8)
    }

    func workspace() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for file in files { try directory.write(file, try text(file)) }
        return directory
    }
}

extension GradedSessionTests.Session {
    func close() throws -> Bool {
        try lsp.close() == 0
    }
}

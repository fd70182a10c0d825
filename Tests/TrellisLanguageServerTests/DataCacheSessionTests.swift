import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

extension SessionFixture {
    static let dataCache = SessionFixture(folder: "Tests/Fixtures/DataCache", files: [
        "App.xml", "ContentView.xml", "DeleteButton.xml", "MapView.xml", "Models.xml", "QuakeCircle.xml", "QuakeList.xml",
        "QuakeListInfo.xml", "QuakeMarker.xml", "QuakeRow.xml", "RefreshButton.xml", "SortButton.xml",
    ])
}

/// The fourth graded session, over DataCache (`Tests/Fixtures/DataCache`, the first try of
/// `Tests/FirstTries/DataCache` with its own errors fixed; its map, which Trellis lacks, shown as a
/// list): a SwiftData model with a struct stored in it, `@Query` with a filter built by a static
/// function, `modelContext` from the environment, an `@Observable` view model in the environment
/// bound through `Bindable(viewModel)` and `<bindable initial>`, an enum of sort keys, a
/// `ScrollViewReader`'s proxy. Written by someone who had not worked on these screens;
/// docs/editor-session.md grades each interaction (the ids in the comments).
@Suite(.serialized) struct DataCacheSessionTests {
    static let fixture = SessionFixture.dataCache

    static func session() throws -> GradedSessionTests.Session {
        try GradedSessionTests.Session(fixture)
    }

    @Test func theFixtureChecksClean() throws {
        let directory = try Self.fixture.workspace()
        #expect(try GradedSessionTests.problems(directory) == [])
    }

    // MARK: Hover

    @Test func hover() throws {
        let session = try Self.session()
        #expect(try DiagnosticsTests.settle(session.lsp).isEmpty)
        // D-H1, D-H2: a query and a state of an optional model id.
        let query = try session.hover("ContentView.xml", "<query name=\"quakes\"", 14)
        #expect(query.contains("@Query") && query.contains("[Quake]"), "\(query)")
        #expect(try session.hover("ContentView.xml", "<state name=\"selectedId\"", 14).contains("@State var selectedId: Quake.ID?"))
        // D-H3, D-H4: the model context and an `@Observable` model, from the environment.
        #expect(try session.hover("ContentView.xml", "<environment name=\"modelContext\"", 20).contains("@Environment(\\.modelContext) var modelContext: ModelContext"))
        #expect(try session.hover("ContentView.xml", "<environment name=\"viewModel\"", 20).contains("@Environment(ViewModel.self) var viewModel: ViewModel"))
        // D-H5, D-H6, D-H7: a model's computed property, its struct property and the struct's field.
        #expect(try session.hover("QuakeRow.xml", "{quake.magnitudeString}", 8).contains("var magnitudeString: String"))
        #expect(try session.hover("QuakeRow.xml", "<Text>{quake.location.name}", 14).contains("var location: Location"))
        #expect(try session.hover("QuakeRow.xml", "<Text>{quake.location.name}", 23).contains("var name: String"))
        // D-H8, D-H9: a computed property as a List's items, and the List's row item.
        #expect(try session.hover("QuakeList.xml", "items=\"{sortedQuakes}\"", 9).contains("var sortedQuakes: [Quake]"))
        #expect(try session.hover("QuakeList.xml", "<QuakeRow quake=\"{quake}\"", 18).contains("quake: Quake"))
        // D-H10: a `ScrollViewReader`'s proxy, in a modifier's code.
        #expect(try session.hover("QuakeList.xml", "proxy.scrollTo", 2).contains("ScrollViewProxy"))
        // D-H11, D-H12: a model's static function and its own property, in its method.
        #expect(try session.hover("Models.xml", "Quake.dateRange(modelContext", 8).contains("static func dateRange(modelContext: ModelContext) -> ClosedRange<Date>"))
        #expect(try session.hover("Models.xml", "searchDateRange = Quake", 3).contains("var searchDateRange: ClosedRange<Date>"))
        // D-H13: an enum's static async function.
        #expect(try session.hover("ContentView.xml", "QuakeClient.refreshQuakes", 15).contains("static func refreshQuakes(modelContext: ModelContext) async"))
        // D-H14, D-H15: an enum's computed property through a `ForEach` item, and the enum itself.
        #expect(try session.hover("SortButton.xml", "{parameter.name}", 12).contains("var name: String"))
        #expect(try session.hover("SortButton.xml", "items=\"SortParameter.allCases\"", 10).contains("enum SortParameter"))
        // D-H16: a `<bindable initial>` among the body's views.
        #expect(try session.hover("QuakeListInfo.xml", "{$model.searchDate}", 3).contains("@Bindable var model"))
        // D-H17, D-H18: a shape's modifier, and a view of the app.
        #expect(try session.hover("QuakeCircle.xml", "<stroke", 3).contains("func stroke"))
        #expect(try session.hover("ContentView.xml", "<QuakeList selectedId", 3).contains("QuakeList"))
        // D-H19: a member of the prelude's `ScenePhase`, the type compared with, not `EditMode`'s.
        let active = try session.hover("ContentView.xml", "scenePhase == .active", 16)
        #expect(active.contains("static var active: ScenePhase") && !active.contains("EditMode"), "\(active)")
        // D-H20: a binding of an optional model id.
        #expect(try session.hover("DeleteButton.xml", "<binding name=\"selectedId\"", 16).contains("@Binding var selectedId: Quake.ID?"))
        #expect(try session.close())
    }

    // MARK: Definition

    @Test func definition() throws {
        let session = try Self.session()
        // D-D1, D-D2: views placed in a sidebar and a toolbar.
        #expect(try session.definition("ContentView.xml", "<QuakeList selectedId", 2) == ["QuakeList.xml:1"])
        #expect(try session.definition("ContentView.xml", "<DeleteButton", 2) == ["DeleteButton.xml:1"])
        // D-D3, D-D4: a model's computed property, and a field of the struct it stores.
        #expect(try session.definition("QuakeRow.xml", "{quake.magnitudeString}", 8) == ["Models.xml:28"])
        #expect(try session.definition("QuakeRow.xml", "<Text>{quake.location.name}", 23) == ["Models.xml:52"])
        // D-D5, D-D6: an environment model's method, and an enum's static function, in a modifier's action.
        #expect(try session.definition("ContentView.xml", "viewModel.update(modelContext: modelContext)\"/>\n          <navigationTitle", 11) == ["Models.xml:65"])
        #expect(try session.definition("ContentView.xml", "QuakeClient.refreshQuakes", 15) == ["Models.xml:80"])
        // D-D7, D-D8: a computed property, and a `ScrollViewReader`'s proxy.
        #expect(try session.definition("QuakeList.xml", "items=\"{sortedQuakes}\"", 9) == ["QuakeList.xml:13"])
        #expect(try session.definition("QuakeList.xml", "proxy.scrollTo", 2) == ["QuakeList.xml:18"])
        // D-D9, D-D10: a `ForEach` item, and the enum's property through it.
        #expect(try session.definition("SortButton.xml", "{parameter.name}", 3) == ["SortButton.xml:11"])
        #expect(try session.definition("SortButton.xml", "{parameter.name}", 12) == ["Models.xml:76"])
        // D-D11: a model's static function in a query's filter.
        #expect(try session.definition("MapView.xml", "Quake.predicate(", 8) == ["Models.xml:30"])
        // D-D12: a query's sort key path.
        #expect(try session.definition("QuakeList.xml", "sort=\"\\Quake.time\"", 14) == ["Models.xml:5"])
        // D-D13, D-D14: an enum as a type, and its case as an input's default.
        #expect(try session.definition("QuakeList.xml", "type=\"SortParameter\"", 8) == ["Models.xml:72"])
        #expect(try session.definition("QuakeList.xml", "default=\".time\"", 11) == ["Models.xml:73"])
        // D-D15: a struct made in a model's `init`.
        #expect(try session.definition("Models.xml", "Location(name: name", 2) == ["Models.xml:51"])
        // D-D16: an environment model's property, in an attribute.
        #expect(try session.definition("QuakeListInfo.xml", "viewModel.searchDateRange", 12) == ["Models.xml:63"])
        #expect(try session.close())
    }

    // MARK: References and highlights

    @Test func references() throws {
        let session = try Self.session()
        // D-R1: a model property: its `init`, its computed properties, a closure, a sort and a key path.
        #expect(try session.references("Models.xml", "<property name=\"magnitude\"", 16) == [
            "Models.xml:4", "Models.xml:9", "Models.xml:14", "Models.xml:25", "Models.xml:28", "Models.xml:84", "QuakeList.xml:14", "QuakeList.xml:14", "MapView.xml:9",
        ].sorted())
        // D-R2: a state passed as bindings and read in a closure.
        #expect(try session.references("ContentView.xml", "<state name=\"selectedId\"", 14) == [
            "ContentView.xml:6", "ContentView.xml:11", "ContentView.xml:16", "ContentView.xml:24", "ContentView.xml:26",
        ].sorted())
        // D-R3: an environment model's property, read in three attributes and bound.
        #expect(try session.references("Models.xml", "<property name=\"searchText\"", 16) == [
            "Models.xml:61", "ContentView.xml:12", "ContentView.xml:14", "ContentView.xml:25",
        ].sorted())
        // D-R4: a view placed in a List.
        #expect(try session.references("QuakeRow.xml", "<view name=\"QuakeRow\"", 13) == ["QuakeList.xml:20", "QuakeRow.xml:1"])
        // D-R5: a model's computed property, in two views.
        #expect(try session.references("Models.xml", "<computed name=\"color\"", 16) == ["Models.xml:13", "QuakeCircle.xml:6", "QuakeRow.xml:12"])
        // D-R6: an enum's case: a property's initial value, an input's default, a comparison.
        #expect(try session.references("Models.xml", "<case name=\"time\"", 12) == [
            "Models.xml:59", "Models.xml:73", "QuakeList.xml:8", "QuakeList.xml:14",
        ].sorted())
        // D-R7: an environment model's method, called from three actions.
        #expect(try session.references("Models.xml", "<function name=\"update\"", 16) == [
            "Models.xml:65", "ContentView.xml:19", "ContentView.xml:31", "DeleteButton.xml:8", "DeleteButton.xml:12",
        ].sorted())
        // D-R8: a struct: a model's property type and its `init`.
        #expect(try session.references("Models.xml", "<struct name=\"Location\"", 14) == ["Models.xml:11", "Models.xml:51", "Models.xml:6"])
        // D-R9: highlights of a binding: declared, bound by the List (a `$` is a read, as documented), read and written in `onChange`.
        let highlights = try session.lsp.request("textDocument/documentHighlight", at: "QuakeList.xml", session.mark("QuakeList.xml", "<binding name=\"selectedId\"", 16))
        let kinds = (highlights.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1):\($0["kind"]?.intValue ?? 1)" }
        #expect(["4:1", "19:2", "21:2", "21:3"].allSatisfy(kinds.contains), "\(kinds)")
        // D-R10: a model's static function, in two queries' filters.
        #expect(try session.references("Models.xml", "<function name=\"predicate\"", 16) == ["MapView.xml:8", "Models.xml:30", "QuakeList.xml:11"])
        #expect(try session.close())
    }

    // MARK: Completion

    @Test func completionOfNamesAndMembers() throws {
        let session = try Self.session()
        // D-C1, D-C2: a model's members, and its struct's, in text holes.
        let quake = try session.labels("QuakeRow.xml", "{quake.magnitudeString}", "{quake.|}")
        #expect(["code", "magnitude", "time", "location", "color", "markerSize", "magnitudeString", "fullDate"].allSatisfy(quake.contains), "\(quake)")
        let location = try session.labels("QuakeRow.xml", "<Text>{quake.location.name}", "<Text>{quake.location.|}")
        #expect(["name", "longitude", "latitude", "coordinate"].allSatisfy(location.contains), "\(location)")
        // D-C3: an environment model's members, in an attribute.
        let viewModel = try session.labels("ContentView.xml", "searchText=\"{viewModel.searchText}\">", "searchText=\"{viewModel.|}\">")
        #expect(["sortParameter", "sortOrder", "searchText", "searchDate", "searchDateRange", "totalQuakes", "update"].allSatisfy(viewModel.contains), "\(viewModel)")
        // D-C4, D-C5: a modifier's and a toolbar item's cases.
        let modes = try session.labels("ContentView.xml", "<navigationBarTitleDisplayMode value=\".inline\"/>", "<navigationBarTitleDisplayMode value=\".|\"/>")
        #expect(["inline", "large", "automatic"].allSatisfy(modes.contains), "\(modes)")
        let placements = try session.labels("QuakeList.xml", "<ToolbarItem placement=\".bottomBar\">", "<ToolbarItem placement=\".|\">")
        #expect(["bottomBar", "automatic"].allSatisfy(placements.contains), "\(placements)")
        // D-C6: environment keys.
        let keys = try session.labels("ContentView.xml", "key=\"\\.scenePhase\"", "key=\"\\.|\"")
        #expect(["modelContext", "scenePhase", "refresh", "dismiss"].allSatisfy(keys.contains), "\(keys)")
        // D-C7: types: the app's model, struct, observable model and enums.
        let types = try session.labels("QuakeRow.xml", "<let name=\"quake\" type=\"Quake\"/>", "<let name=\"quake\" type=\"|\"/>")
        #expect(["Quake", "Location", "ViewModel", "SortParameter", "QuakeClient"].allSatisfy(types.contains), "\(types)")
        // D-C8: a query's sort key path.
        let sortKeys = try session.labels("QuakeList.xml", "sort=\"\\Quake.time\"", "sort=\"\\Quake.|\"")
        #expect(["code", "magnitude", "time", "location"].allSatisfy(sortKeys.contains), "\(sortKeys)")
        // D-C9: `{$` offers states, not the query.
        let bindable = try session.labels("ContentView.xml", "selectedId=\"{$selectedId}\" selectedIdMap=\"{$selectedIdMap}\"\n                   searchText", "selectedId=\"{$|}\" selectedIdMap=\"{$selectedIdMap}\"\n                   searchText")
        #expect(bindable.contains("selectedId") && bindable.contains("selectedIdMap") && !bindable.contains("quakes"), "\(bindable)")
        // D-C10: a `CGFloat?` parameter's members.
        #expect(try session.labels("QuakeRow.xml", "<frame width=\"60\" height=\"40\"/>", "<frame maxWidth=\".|\"/>").contains("infinity"))
        // D-C11: a prelude enum's cases after `==` in a modifier's action.
        let phases = try session.labels("ContentView.xml", "scenePhase == .active", "scenePhase == .|")
        #expect(["active", "inactive", "background"].allSatisfy(phases.contains), "\(phases)")
        // D-C12: the app's enum's cases after `==` in a computed property.
        #expect(try session.labels("QuakeList.xml", "sortParameter == .time ?", "sortParameter == .| ?") == ["time", "magnitude"])
        // D-C13: a model's static functions after its type.
        let statics = try session.labels("MapView.xml", "Quake.predicate(", "Quake.|(")
        #expect(["predicate", "dateRange", "totalQuakes"].allSatisfy(statics.contains), "\(statics)")
        // D-C14: a `ForEach`'s `id` key path over an enum's cases.
        let ids = try session.labels("SortButton.xml", "<ForEach items=\"SortParameter.allCases\" item=\"parameter\">", "<ForEach items=\"SortParameter.allCases\" id=\"\\.|\" item=\"parameter\">")
        #expect(["id", "name", "rawValue"].allSatisfy(ids.contains), "\(ids)")
        // D-C15: a shape style after `.`.
        let styles = try session.labels("QuakeRow.xml", "<foregroundStyle style=\".secondary\"/>", "<foregroundStyle style=\".|\"/>")
        #expect(["secondary", "red", "tint"].allSatisfy(styles.contains), "\(styles)")
        // D-C16: an enum's members through a `ForEach` item.
        let parameter = try session.labels("SortButton.xml", "{parameter.name}", "{parameter.|}")
        #expect(["name", "id", "rawValue"].allSatisfy(parameter.contains), "\(parameter)")
        // D-C17: an edge set's members.
        let edges = try session.labels("QuakeRow.xml", "<padding edges=\".vertical\" length=\"8\"/>", "<padding edges=\".|\" length=\"8\"/>")
        #expect(["top", "vertical", "horizontal"].allSatisfy(edges.contains), "\(edges)")
        // D-C18: in a Button's action: the view's names.
        let inAction = try session.labels("DeleteButton.xml", "<Button action=\"selectedId = nil; try?", "<Button action=\"| selectedId = nil; try?")
        #expect(["selectedId", "quakes", "modelContext", "viewModel"].allSatisfy(inAction.contains), "\(inAction)")
        // D-C19: an argument of a model's static function: the names in scope.
        let arguments = try session.labels("MapView.xml", "Quake.predicate(searchText: searchText,", "Quake.predicate(searchText: |searchText,")
        #expect(["searchText", "searchDate"].allSatisfy(arguments.contains), "\(arguments)")
        // D-C20: the app's enum after `.` as a model method's argument... a `SortOrder` property's initial value.
        let orders = try session.labels("Models.xml", "initial=\".reverse\"", "initial=\".|\"")
        #expect(["forward", "reverse"].allSatisfy(orders.contains), "\(orders)")
        #expect(try session.close())
    }

    @Test func completionOfElementsAndAttributes() throws {
        let session = try GradedSessionTests.Session(capabilities: true, Self.fixture)
        // D-E3, D-E4: the inputs of an app's views.
        let listInputs = try session.labels("ContentView.xml", "            <SortButton/>\n", "            <SortButton/>\n            <QuakeList |/>\n")
        #expect(["selectedId", "selectedIdMap", "searchText", "searchDate", "sortParameter", "sortOrder"].allSatisfy(listInputs.contains), "\(listInputs)")
        #expect(try session.labels("QuakeMarker.xml", "<QuakeCircle quake=\"{quake}\" selected=\"{selected}\"/>", "<QuakeCircle |/>") == ["quake", "selected"])
        // D-E5: a query's attributes.
        let queryAttributes = try session.labels("ContentView.xml", "<query name=\"quakes\" type=\"[Quake]\"/>", "<query name=\"quakes\" type=\"[Quake]\" |/>")
        #expect(["filter", "sort", "order"].allSatisfy(queryAttributes.contains), "\(queryAttributes)")
        // D-E1: inside a `detail`: the app's views, the prelude's, and modifiers, each once.
        let inDetail = try session.completion("ContentView.xml", try session.typing("ContentView.xml", "      <detail>\n", "      <detail>\n        <|\n"))
        let names = inDetail.compactMap { $0["label"]?.stringValue }
        #expect(names.count == Set(names).count && ["MapView", "QuakeList", "ContentUnavailableView", "navigationTitle"].allSatisfy(names.contains), "\(names)")
        // D-E2: a view of the app's required inputs, as a snippet.
        let circle = try #require(inDetail.first { $0["label"]?.stringValue == "QuakeCircle" })
        let snippet = circle["insertText"]?.stringValue ?? ""
        #expect(snippet.contains("quake=\"") && snippet.contains("selected=\""), "\(snippet)")
        #expect(try session.close())
    }

    // MARK: Signature help

    @Test func signatureHelp() throws {
        let session = try Self.session()
        // D-S1: a model's static function in a query's filter, at its second parameter.
        #expect(try session.signature("MapView.xml", "Quake.predicate(searchText: searchText, searchDate: searchDate)", "Quake.predicate(searchText: searchText, |)").hasPrefix("predicate(searchText: String, searchDate: Date) -> Predicate<Quake> @1"))
        // D-S2: an environment model's method.
        #expect(try session.signature("ContentView.xml", "viewModel.update(modelContext: modelContext) }", "viewModel.update(|) }").hasPrefix("update(modelContext: ModelContext) @0"))
        // D-S3: a model's initializer, at its second parameter.
        #expect(try session.signature("Models.xml", "let quake = Quake(code: sample.0, ", "let quake = Quake(code: sample.0, |").contains("magnitude: Double"))
        // D-S4: a struct's memberwise initializer.
        #expect(try session.signature("Models.xml", "Location(name: name, longitude", "Location(name: name, |longitude").hasPrefix("Location(name: String, longitude: Double, latitude: Double) @1"))
        #expect(try session.close())
    }

    // MARK: Rename: each kind of name, and the program checks clean after

    @Test(arguments: [
        // D-N1: a state passed as bindings.
        ("ContentView.xml", "<state name=\"selectedId\"", 14, "selection", 5),
        // D-N2: a SwiftData model's property, in its code, a closure, a sort and key paths.
        ("Models.xml", "<property name=\"magnitude\"", 16, "strength", 9),
        // D-N3: a view placed in a List.
        ("QuakeRow.xml", "<view name=\"QuakeRow\"", 13, "QuakeCell", 2),
        // D-N4: an environment model's property, bound through `Bindable`.
        ("Models.xml", "<property name=\"sortOrder\"", 16, "order", 3),
        // D-N5: an enum, as types and in a `ForEach`.
        ("Models.xml", "<enum name=\"SortParameter\"", 13, "SortKey", 4),
        // D-N6: a computed property as a List's items.
        ("QuakeList.xml", "<computed name=\"sortedQuakes\"", 16, "orderedQuakes", 2),
        // D-N7: a List's row item.
        ("QuakeList.xml", "item=\"quake\"", 7, "entry", 2),
        // D-N8: a binding read and written in `onChange`.
        ("MapView.xml", "<binding name=\"selectedIdMap\"", 16, "mapSelection", 5),
        // D-N9: a struct stored in a model.
        ("Models.xml", "<struct name=\"Location\"", 14, "Place", 3),
        // D-N10: a model's static function, in two queries' filters.
        ("Models.xml", "<function name=\"predicate\"", 16, "matching", 3),
        // D-N11: an environment model's method, called from actions.
        ("Models.xml", "<function name=\"update\"", 16, "reload", 5),
        // D-N12: the SwiftData model itself.
        ("Models.xml", "<model name=\"Quake\" kind=\"model\"", 13, "Earthquake", 27),
    ])
    func renameChecksClean(file: String, target: String, offset: Int, newName: String, edits: Int) throws {
        let (count, problems) = try GradedSessionTests.rename(file, target, offset, to: newName, in: Self.fixture)
        #expect(count == edits)
        #expect(problems.isEmpty, "\(problems)")
    }

    // MARK: Quick fixes: each one offered checks clean once applied

    @Test(arguments: [
        // D-Q1: a view's name.
        ("QuakeList.xml", "<QuakeRow quake=\"{quake}\"/>", "<QuakeRw quake=\"{quake}\"/>", "replace `QuakeRw` with `QuakeRow`"),
        // D-Q2: a model's computed property.
        ("QuakeRow.xml", "{quake.magnitudeString}", "{quake.magnitudeStrng}", "replace `magnitudeStrng` with `magnitudeString`"),
        // D-Q3: a missing `$` on a List's selection.
        ("QuakeList.xml", "selection=\"{$selectedId}\"", "selection=\"{selectedId}\"", "insert `$`: pass the binding"),
        // D-Q4: a missing required input.
        ("QuakeMarker.xml", "<QuakeCircle quake=\"{quake}\" selected=\"{selected}\"/>", "<QuakeCircle selected=\"{selected}\"/>", "pass `quake`"),
        // D-Q5: a modifier's name.
        ("QuakeRow.xml", "<foregroundStyle style=\".secondary\"/>", "<foregroundStyl style=\".secondary\"/>", "replace `foregroundStyl` with `foregroundStyle`"),
        // D-Q6: an enum's name in a type.
        ("QuakeList.xml", "type=\"SortParameter\"", "type=\"SortParamter\"", "replace `SortParamter` with `SortParameter`"),
        // D-Q7: an environment model's method in an action.
        ("ContentView.xml", "if scenePhase == .active { viewModel.update(", "if scenePhase == .active { viewModel.updte(", "replace `updte` with `update`"),
        // D-Q8: an environment key.
        ("MapView.xml", "key=\"\\.modelContext\"", "key=\"\\.modelContxt\"", "replace `modelContxt` with `modelContext`"),
        // D-Q9: the app's enum's case in a computed property.
        ("QuakeList.xml", "sortParameter == .time ?", "sortParameter == .tme ?", "replace `tme` with `time`"),
        // D-Q10: a model's static function in a query's filter.
        ("MapView.xml", "Quake.predicate(", "Quake.predicat(", "replace `predicat` with `predicate`"),
    ])
    func quickFixChecksClean(file: String, right: String, wrong: String, title: String) throws {
        try GradedSessionTests.quickFix(file, right: right, wrong: wrong, title: title, in: Self.fixture)
    }

    /// D-Q11: a modifier written as an attribute: the first fix moves it into the content and checks clean.
    @Test func aModifierAttributeIsMovedIntoTheContent() throws {
        let file = "QuakeMarker.xml"
        let typed = try Self.fixture.text(file).replacingOccurrences(of: "<Text>{quake.location.name}\n        <font value=\".caption\"/>\n      </Text>", with: "<Text font=\".caption\">{quake.location.name}</Text>")
        let directory = try Self.fixture.workspace()
        try directory.write(file, typed)
        let lsp = try LSPSession(root: directory.path)
        let actions = try lsp.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(lsp.uri(file))],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 100_000, "character": 0]],
            "context": ["diagnostics": []],
        ]).arrayValue ?? []
        #expect(try lsp.close() == 0)
        #expect(actions.first?["title"]?.stringValue == "write `font` as a modifier: `<font value=\".caption\"/>`", "\(actions)")
        try apply(try #require(actions.first?["edit"]))
        #expect(try GradedSessionTests.problems(directory).isEmpty)
    }

    // MARK: Half-typed XML

    @Test func halfTypedXMLKeepsTheFileAndTheProgram() throws {
        let session = try Self.session()
        #expect(try DiagnosticsTests.settle(session.lsp).isEmpty)
        let original = try Self.fixture.text("QuakeList.xml")
        // D-T1: an open tag in a List: the file shows its parse error alone.
        let openTag = original.replacingOccurrences(of: "        <QuakeRow quake=\"{quake}\"/>\n", with: "        <QuakeRow quake=\"{quake}\"/>\n        <Text\n")
        session.lsp.open("QuakeList.xml", openTag, version: 1)
        let codes = try DiagnosticsTests.settle(session.lsp).mapValues { $0.map { $0["code"]?.stringValue ?? "" } }
        #expect(codes == [session.directory.path("QuakeList.xml"): ["TRL001"]], "\(codes)")
        // D-T2: hover goes on, on a computed property.
        let hover = try session.lsp.request("textDocument/hover", at: "QuakeList.xml", ProfileWorkspace.marking(openTag, "<computed name=\"sortedQuakes\"", offset: 16))
        #expect(hover["contents"]?["value"]?.stringValue?.contains("var sortedQuakes: [Quake]") == true, "\(hover)")
        // D-T3: the outline goes on, with the view's members.
        let outline = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("QuakeList.xml"))]])
        let members = outline[0]?["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(members.contains("quakes") && members.contains("sortedQuakes"), "\(members)")
        // D-T4: members after `quake.` in a half-typed hole.
        let openHole = MarkedSource(original.replacingOccurrences(of: "        <QuakeRow quake=\"{quake}\"/>\n", with: "        <QuakeRow quake=\"{quake}\"/>\n        <Text>{quake.‸\n"), marker: "‸")
        session.lsp.change("QuakeList.xml", openHole.text, version: 2)
        let members2 = (try session.lsp.request("textDocument/completion", at: "QuakeList.xml", openHole)["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(members2.contains("magnitude") && members2.contains("location"), "\(members2)")
        // D-T5: definition in another file from the broken buffer.
        let definition = try session.lsp.request("textDocument/definition", at: "QuakeList.xml", ProfileWorkspace.marking(openHole.text, "<QuakeListInfo", offset: 2))
        #expect(ScrumsSessionTests.places(definition) == ["QuakeListInfo.xml:1"])
        // D-T6: a half-typed model property: the other files stay clean but the ones reading it.
        let models = try Self.fixture.text("Models.xml").replacingOccurrences(of: "    <property name=\"totalQuakes\" type=\"Int\" initial=\"0\"/>\n", with: "    <property name=\"totalQuakes\" type=\"Int\n")
        session.lsp.change("QuakeList.xml", original, version: 3)
        session.lsp.open("Models.xml", models, version: 1)
        let afterModels = try DiagnosticsTests.settle(session.lsp)
        #expect(Set(afterModels.keys).contains(session.directory.path("Models.xml")) && !afterModels.keys.contains(session.directory.path("QuakeRow.xml")), "\(afterModels.keys.sorted())")
        // D-T7: hover on the half-typed file's other model goes on.
        let modelHover = try session.lsp.request("textDocument/hover", at: "Models.xml", ProfileWorkspace.marking(models, "<property name=\"magnitude\"", offset: 16))
        #expect(modelHover["contents"]?["value"]?.stringValue?.contains("var magnitude: Double") == true, "\(modelHover)")
        #expect(try session.close())
    }

    // MARK: Formatting, folding, linked editing, outline, workspace symbols, code lenses

    @Test func editingFeatures() throws {
        let session = try Self.session()
        // D-F1: formatting a laid-out file changes nothing.
        let formatting = try session.lsp.request("textDocument/formatting", ["textDocument": ["uri": .string(session.lsp.uri("QuakeMarker.xml"))], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(formatting.arrayValue?.isEmpty == true, "\(formatting)")
        // D-F2: folding of a split view and two multi-line call sites (a fold ends on the line before its end tag).
        let folds = (try session.lsp.request("textDocument/foldingRange", ["textDocument": ["uri": .string(session.lsp.uri("ContentView.xml"))]]).arrayValue ?? [])
            .map { "\($0["startLine"]!.intValue! + 1)-\($0["endLine"]!.intValue! + 1)" }
        #expect(["9-29", "11-20", "24-27"].allSatisfy(folds.contains), "\(folds)")
        // D-F3: linked editing of a start and end tag.
        let linked = try session.lsp.request("textDocument/linkedEditingRange", at: "ContentView.xml", session.mark("ContentView.xml", "<NavigationSplitView>", 2))
        #expect(linked["ranges"]?.arrayValue?.map { $0["start"]!["line"]!.intValue! + 1 } == [9, 30])
        // D-F4, D-F5: the outline of the models, and the SwiftData model's members.
        let outline = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("Models.xml"))]])
        let topLevel = outline.arrayValue?.map { $0["name"]?.stringValue ?? "" } ?? []
        #expect(topLevel == ["Quake", "Location", "ViewModel", "SortParameter", "QuakeClient"], "\(topLevel)")
        let quake = try #require(outline.arrayValue?.first { $0["name"]?.stringValue == "Quake" })
        let quakeMembers = quake["children"]?.arrayValue?.map { $0["name"]?.stringValue ?? "" } ?? []
        #expect(["code", "magnitude", "time", "location", "color", "markerSize", "predicate", "dateRange"].allSatisfy(quakeMembers.contains), "\(quakeMembers)")
        // D-F6: a view's outline: its query, states and environment values with their types.
        let content = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("ContentView.xml"))]])
        let details = content[0]?["children"]?.arrayValue?.map { "\($0["name"]?.stringValue ?? "") \($0["detail"]?.stringValue ?? "")" } ?? []
        #expect(["quakes @Query [Quake]", "selectedId @State Quake.ID?", "modelContext @Environment ModelContext"].allSatisfy(details.contains), "\(details)")
        // D-F7, D-F8: workspace symbols: an enum, and the views and model sharing a prefix.
        let sortSymbols = try session.lsp.request("workspace/symbol", ["query": "SortPar"]).arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(sortSymbols.contains("SortParameter"), "\(sortSymbols)")
        let quakes = try session.lsp.request("workspace/symbol", ["query": "Quake"]).arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(["Quake", "QuakeList", "QuakeRow", "QuakeCircle", "QuakeClient"].allSatisfy(quakes.contains), "\(quakes)")
        // D-F9: a code lens on a state: the views it re-evaluates.
        let lenses = try session.lsp.request("textDocument/codeLens", ["textDocument": ["uri": .string(session.lsp.uri("ContentView.xml"))]])
        let titles = (lenses.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1): \($0["command"]?["title"]?.stringValue ?? "")" }
        #expect(titles.contains { $0.hasPrefix("6: re-evaluates") }, "\(titles)")
        // D-F10: a code lens on an observable model's property: the views reading it.
        let modelLenses = try session.lsp.request("textDocument/codeLens", ["textDocument": ["uri": .string(session.lsp.uri("Models.xml"))]])
        let modelTitles = (modelLenses.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1): \($0["command"]?["title"]?.stringValue ?? "")" }
        #expect(modelTitles.contains { $0.hasPrefix("64: re-evaluates") }, "\(modelTitles)")
        #expect(try session.close())
    }
}

import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

extension SessionFixture {
    static let backyardBirds = SessionFixture(folder: "Tests/Fixtures/BackyardBirds", files: [
        "AccountNavigationStack.xml", "AppDetailColumn.xml", "AppSidebarList.xml", "AppTabView.xml", "BackyardBirdsApp.xml",
        "BackyardSupplyIndicator.xml", "BirdDetailView.xml", "BirdRow.xml", "BirdsNavigationStack.xml", "ContentView.xml",
        "EditAccountForm.xml", "Models.xml", "NewBirdIndicatorCard.xml", "PlantSummaryRow.xml", "PlantsNavigationStack.xml",
        "PlantsSearchResults.xml", "Support.xml",
    ])
}

/// The second graded session, over Backyard Birds (`Tests/Fixtures/BackyardBirds`): an
/// `@Observable` SwiftData app whose data flows further than SnippetBox's, through an enum's
/// computed views, an environment key the app declares, `@Model` relationships, queries that
/// sort and filter, a `<bindable>` in a body, `#if os` branches and closures as element code.
/// docs/editor-session.md grades each interaction (the ids in the comments).
@Suite(.serialized) struct BackyardBirdsSessionTests {
    static let fixture = SessionFixture.backyardBirds

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
        // B-H1, B-H2: a state where declared, and where a closure of `onChange` writes it.
        #expect(try session.hover("BirdsNavigationStack.xml", "name=\"searchText\"", 7).contains("@State var searchText: String"))
        #expect(try session.hover("BirdsNavigationStack.xml", "selectedBird = nil", 2).contains("@State var selectedBird: Bird?"))
        // B-H3, B-H4: an input, and a relationship read through it.
        #expect(try session.hover("BirdRow.xml", "name=\"bird\"", 7).contains("let bird: Bird"))
        #expect(try session.hover("BirdRow.xml", "bird.favoriteFood", 7).contains("var favoriteFood: BirdFood?"))
        // B-H5, B-H6: an enum's computed views, placed as `{screen.label}`.
        #expect(try session.hover("AppSidebarList.xml", "{screen.label}", 10).contains("var label: some View"))
        #expect(try session.hover("AppDetailColumn.xml", "{screen.destination}", 10).contains("var destination: some View"))
        // B-H7: an environment value of the app's own key.
        #expect(try session.hover("ContentView.xml", "condition=\"prefersTabNavigation\"", 13).contains("@Environment(\\.prefersTabNavigation) var prefersTabNavigation: Bool"))
        // B-H8: a query that sorts and filters.
        let query = try session.hover("BirdsNavigationStack.xml", "<query name=\"birds\"", 14)
        #expect(query.contains("@Query") && query.contains("[Bird]") && query.contains("sort: \\Bird.creationDate"), "\(query)")
        // B-H9, B-H10: a `<bindable>` in the body, and a property bound through it.
        #expect(try session.hover("BirdDetailView.xml", "<bindable name=\"bird\"", 17).contains("@Bindable var bird"))
        #expect(try session.hover("BirdDetailView.xml", "{$bird.backgroundTimeInterval}", 8).contains("var backgroundTimeInterval: Double"))
        // B-H11: a closure's parameter in `onChange`.
        #expect(try session.hover("BirdsNavigationStack.xml", "if newValue.isEmpty", 4).contains("newValue: String"))
        // B-H12: a model's method called in an action.
        #expect(try session.hover("BirdDetailView.xml", "bird.updateVisitStatus", 6).contains("func updateVisitStatus(visitedOn date: Date)"))
        // B-H13, B-H14: a computed property of the view, and a helper function, in a text hole.
        #expect(try session.hover("BackyardSupplyIndicator.xml", "from: secondsRemaining", 8).contains("var secondsRemaining: TimeInterval"))
        #expect(try session.hover("BackyardSupplyIndicator.xml", "{formattedTimeRemaining(", 3).contains("func formattedTimeRemaining(from timeInterval: TimeInterval) -> String"))
        // B-H15: an `if let` constant of a relationship.
        #expect(try session.hover("BirdRow.xml", "{food.name}", 2).contains("BirdFood"))
        // B-H16: a computed property of a model, through an `if let` of a query's first.
        #expect(try session.hover("NewBirdIndicatorCard.xml", "{bird.speciesName}", 8).contains("var speciesName: String"))
        // B-H17: a prelude modifier in an `#if os` branch.
        #expect(try session.hover("BirdsNavigationStack.xml", "<navigationBarTitleDisplayMode", 3).contains("func navigationBarTitleDisplayMode"))
        // B-H18: an enum case in a `<switch>`'s `<case>`.
        #expect(try session.hover("BackyardSupplyIndicator.xml", "<case value=\".food\">", 14).contains("case food"))
        // B-H19, B-H20: a List's row item over a query, and a sheet's item.
        #expect(try session.hover("BirdsNavigationStack.xml", "<BirdRow bird=\"{bird}\"", 17).contains("Bird"))
        let sheetItem = try session.hover("BirdsNavigationStack.xml", "<BirdDetailView bird=\"{bird}\"", 24)
        #expect(sheetItem.contains("Bird"), "\(sheetItem)")
        // B-H21: a static of a `RawRepresentable` struct, in a model's code.
        #expect(try session.hover("Models.xml", "case .dove:", 7).contains("dove"))
        #expect(try session.close())
    }

    // MARK: Definition

    @Test func definition() throws {
        let session = try Self.session()
        // B-D1: an app view where placed; B-D2: an enum's computed view.
        #expect(try session.definition("BirdsNavigationStack.xml", "<BirdRow", 2) == ["BirdRow.xml:1"])
        #expect(try session.definition("AppSidebarList.xml", "{screen.label}", 10) == ["Models.xml:8"])
        // B-D3: the app's environment key.
        #expect(try session.definition("ContentView.xml", "key=\"\\.prefersTabNavigation\"", 10) == ["Models.xml:43"])
        // B-D4, B-D5: a query's sort key path and its filter's `$0.` member.
        #expect(try session.definition("BirdsNavigationStack.xml", "sort=\"\\Bird.creationDate\"", 14) == ["Models.xml:161"])
        #expect(try session.definition("BirdsNavigationStack.xml", "$0.speciesName", 5) == ["Models.xml:167"])
        // B-D6: a model's method from an action.
        #expect(try session.definition("BirdDetailView.xml", "bird.updateVisitStatus", 6) == ["Models.xml:173"])
        // B-D7: the app's enum in an optional type.
        #expect(try session.definition("ContentView.xml", "type=\"AppScreen?\"", 7) == ["Models.xml:2"])
        // B-D8: an enum case in a `<switch>`'s `<case>`.
        #expect(try session.definition("BackyardSupplyIndicator.xml", "<case value=\".food\">", 14) == ["Models.xml:61"])
        // B-D9: a relationship.
        #expect(try session.definition("BirdRow.xml", "bird.favoriteFood", 7) == ["Models.xml:163"])
        // B-D10: a helper function in a text hole.
        #expect(try session.definition("BackyardSupplyIndicator.xml", "{formattedTimeRemaining(", 3) == ["BackyardSupplyIndicator.xml:67"])
        // B-D11: a model's method called in a computed property of the view.
        #expect(try session.definition("BackyardSupplyIndicator.xml", "backyard.expectedEmptyDate", 12) == ["Models.xml:250"])
        // B-D12: a model property bound through `<bindable>`.
        #expect(try session.definition("BirdDetailView.xml", "{$bird.backgroundTimeInterval}", 8) == ["Models.xml:166"])
        // B-D13: a view placed in a row's sheet.
        #expect(try session.definition("AccountNavigationStack.xml", "<EditAccountForm", 2) == ["EditAccountForm.xml:1"])
        // B-D14: a closure's parameter.
        #expect(try session.definition("BirdsNavigationStack.xml", "if newValue.isEmpty", 4) == ["BirdsNavigationStack.xml:17"])
        // B-D15: a model's computed property, from the enum's code (`species?.info.name`).
        let inModelCode = try session.definition("Models.xml", "species?.info.name ?? &quot;- Species", 10)
        #expect(inModelCode == ["Models.xml:151"])
        #expect(try session.close())
    }

    /// Beyond B-H20, B-D15 and B-C16: a slot's value is declared where the call names it, in
    /// either form, and a type's code is scoped to the type.
    @Test func sheetItemsAndTypeCode() throws {
        let session = try Self.session()
        // The sheet's item is declared at `content="bird"`, on the sheet's line.
        #expect(try session.definition("BirdsNavigationStack.xml", "<BirdDetailView bird=\"{bird}\"", 24) == ["BirdsNavigationStack.xml:36"])
        // Named on a `<content>` element instead, it is declared there, with the same type.
        let file = "BirdsNavigationStack.xml"
        let written = try session.fixture.text(file)
        let sheet = "<sheet item=\"{$selectedBird}\" content=\"bird\">\n        <BirdDetailView bird=\"{bird}\"/>"
        #expect(written.contains(sheet))
        let marked = MarkedSource(written.replacingOccurrences(
            of: sheet, with: "<sheet item=\"{$selectedBird}\">\n        <content item=\"bird\"><BirdDetailView bird=\"{b‸ird}\"/></content>"
        ), marker: "‸")
        session.lsp.open(file, marked.text, version: 1)
        #expect(try DiagnosticsTests.settle(session.lsp).isEmpty)
        let hover = try session.lsp.request("textDocument/hover", at: file, marked)["contents"]?["value"]?.stringValue ?? ""
        #expect(hover.contains("bird: Bird"), "\(hover)")
        #expect(ScrumsSessionTests.places(try session.lsp.request("textDocument/definition", at: file, marked)) == ["BirdsNavigationStack.xml:37"])
        session.lsp.change(file, written, version: 2)
        // In a model's code, `self.` offers the model's members, and a bare name its own.
        let members = try session.labels("Models.xml", "PlantSpeciesInfo(rawValue: id)\n    </computed>", "self.|\n    </computed>")
        #expect(members.contains("id") && members.contains("plants"), "\(members)")
        let bare = try session.labels("Models.xml", "PlantSpeciesInfo(rawValue: id)\n    </computed>", "PlantSpeciesInfo(rawValue: i|)\n    </computed>")
        #expect(bare.contains("id") && bare.contains("plants") && !bare.contains("searchText"), "\(bare)")
        #expect(try session.close())
    }

    // MARK: References and highlights

    @Test func references() throws {
        let session = try Self.session()
        // B-R1: a state read by a query's filter, a binding and an `onChange`.
        #expect(try session.references("BirdsNavigationStack.xml", "name=\"searchText\"", 7) == [
            "BirdsNavigationStack.xml:15", "BirdsNavigationStack.xml:16", "BirdsNavigationStack.xml:2", "BirdsNavigationStack.xml:6", "BirdsNavigationStack.xml:6",
        ])
        // B-R2: an enum's computed view, placed in two files.
        #expect(try session.references("Models.xml", "<computed name=\"label\"", 16) == ["AppSidebarList.xml:6", "AppTabView.xml:9", "Models.xml:8"])
        // B-R3: the app's environment value, declared and read.
        #expect(try session.references("Models.xml", "<computed name=\"prefersTabNavigation\"", 16) == ["BirdsNavigationStack.xml:7", "ContentView.xml:3", "Models.xml:43"])
        // B-R4: a model's computed property: `Bird`'s, not `Plant`'s of the same name.
        #expect(try session.references("Models.xml", "<computed name=\"speciesName\"", 16) == [
            "BirdDetailView.xml:18", "BirdRow.xml:9", "BirdsNavigationStack.xml:6", "Models.xml:167", "NewBirdIndicatorCard.xml:8",
        ])
        // B-R5: an enum case, in the enum's and a model's `switch`es and in `<case>`s.
        #expect(try session.references("Models.xml", "<case name=\"food\"", 12) == [
            "BackyardSupplyIndicator.xml:12", "BackyardSupplyIndicator.xml:27", "BackyardSupplyIndicator.xml:43",
            "Models.xml:258", "Models.xml:266", "Models.xml:61", "Models.xml:65", "Models.xml:73", "Models.xml:81",
        ])
        // B-R6: a view.
        #expect(try session.references("BirdRow.xml", "<view name=\"BirdRow\"", 13) == ["BirdRow.xml:1", "BirdsNavigationStack.xml:11"])
        // B-R7: a relationship.
        #expect(try session.references("Models.xml", "<var name=\"favoriteFood\"", 12) == ["BirdRow.xml:10", "Models.xml:163"])
        // B-R8: highlights of a state: written by a binding and a closure, read by a sheet.
        let highlights = try session.lsp.request("textDocument/documentHighlight", at: "BirdsNavigationStack.xml", session.mark("BirdsNavigationStack.xml", "name=\"selectedBird\"", 7))
        #expect((highlights.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1):\($0["kind"]?.intValue ?? 1)" } == ["3:1", "10:2", "19:3", "36:2"])
        // B-R9: a model's method called in the model's own code.
        #expect(try session.references("Models.xml", "<function name=\"refillDate\"", 17) == ["Models.xml:251", "Models.xml:254", "Models.xml:256"])
        // B-R10: a `<bindable>` in a body: its uses after it.
        #expect(try session.references("BirdDetailView.xml", "<bindable name=\"bird\"", 17) == [
            "BirdDetailView.xml:10", "BirdDetailView.xml:13", "BirdDetailView.xml:14", "BirdDetailView.xml:18", "BirdDetailView.xml:5", "BirdDetailView.xml:9",
        ])
        #expect(try session.close())
    }

    // MARK: Completion

    @Test func completionOfNamesAndMembers() throws {
        let session = try Self.session()
        // B-C1: a model's members in a text hole, relationships and methods included.
        let bird = try session.labels("BirdRow.xml", "{bird.speciesName}", "{bird.|}")
        #expect(["creationDate", "species", "favoriteFood", "lastKnownVisit", "speciesName", "updateVisitStatus"].allSatisfy(bird.contains), "\(bird)")
        // B-C2: an enum value's members: its computed views, no cases.
        let screen = try session.labels("AppSidebarList.xml", "{screen.label}", "{screen.|}")
        #expect(screen == ["id", "label", "destination"], "\(screen)")
        // B-C3: the app's environment key after `key="\.`.
        let keys = try session.labels("ContentView.xml", "key=\"\\.prefersTabNavigation\"", "key=\"\\.|\"")
        #expect(keys.contains("prefersTabNavigation") && keys.contains("dismiss"), "\(keys)")
        // B-C4: after the enum's name, its cases and `allCases`.
        #expect(try session.labels("AppSidebarList.xml", "{AppScreen.allCases}", "{AppScreen.|}").starts(with: ["backyards", "birds", "plants", "account", "allCases"]))
        // B-C5: the enum's cases as an optional state's initial value.
        #expect(try session.labels("ContentView.xml", "initial=\".backyards\"", "initial=\".|\"") == ["backyards", "birds", "plants", "account"])
        // B-C6: a `<switch>`'s `<case value=".`: the switched enum's cases.
        #expect(try session.labels("BackyardSupplyIndicator.xml", "<case value=\".water\">\n                <Text>Water", "<case value=\".|\">\n                <Text>Water") == ["food", "water"])
        // B-C7: `some ShapeStyle`: the styles and the named colours.
        let styles = try session.labels("BirdRow.xml", "<foregroundStyle value=\".secondary\"/>", "<foregroundStyle value=\".|\"/>")
        #expect(["secondary", "tertiary", "tint", "ultraThinMaterial", "red", "yellow", "white"].allSatisfy(styles.contains) && !styles.contains("accentColor"), "\(styles)")
        // B-C8: after `{$` of a `<bindable>`: the model's settable properties.
        let bindable = try session.labels("BirdDetailView.xml", "{$bird.backgroundTimeInterval}", "{$bird.|}")
        #expect(bindable.contains("backgroundTimeInterval") && bindable.contains("tag") && !bindable.contains("speciesName"), "\(bindable)")
        // B-C9: in an `onChange` closure: its parameters and the view's names.
        let inClosure = try session.labels("BirdsNavigationStack.xml", "          selectedBird = nil\n", "          selectedBird = nil\n          |\n")
        #expect(["newValue", "oldValue", "selectedBird", "searchText", "birds"].allSatisfy(inClosure.contains), "\(inClosure)")
        // B-C10: after a closure's parameter: its type's members.
        let newValue = try session.labels("BirdsNavigationStack.xml", "if newValue.isEmpty", "if newValue.|")
        #expect(newValue.contains("isEmpty") && newValue.contains("count"), "\(newValue)")
        // B-C11: a query's sort key path: the model's properties.
        let sortKeys = try session.labels("BirdsNavigationStack.xml", "sort=\"\\Bird.creationDate\"", "sort=\"\\Bird.|\"")
        #expect(sortKeys.contains("creationDate") && sortKeys.contains("lastKnownVisit"), "\(sortKeys)")
        // B-C12: a query's filter after `$0.`: the model's members.
        let filterMembers = try session.labels("BirdsNavigationStack.xml", "$0.speciesName.contains", "$0.|")
        #expect(filterMembers.contains("speciesName") && filterMembers.contains("tag"), "\(filterMembers)")
        // B-C13: types: the app's enums, structs and models.
        let types = try session.labels("BirdRow.xml", "<var name=\"bird\" type=\"Bird\"/>", "<var name=\"bird\" type=\"|\"/>")
        #expect(["AppScreen", "BackyardSupplies", "BirdSpeciesInfo", "Bird", "Backyard", "BirdFood"].allSatisfy(types.contains), "\(types)")
        // B-C14: in an action, a model input's members: its methods too.
        let backyard = try session.labels("BackyardSupplyIndicator.xml", "backyard.waterRefillDate = .now", "backyard.|")
        #expect(["waterRefillDate", "birdFood", "refillSupplies", "expectedEmptyDate"].allSatisfy(backyard.contains), "\(backyard)")
        // B-C15: through an optional relationship: `backyard.birdFood?.`.
        let food = try session.labels("BackyardSupplyIndicator.xml", "{backyard.birdFood?.name ??", "{backyard.birdFood?.| ??")
        #expect(food.contains("name") && food.contains("summary") && food.contains("products"), "\(food)")
        // B-C16: a `RawRepresentable` struct's statics after its name.
        let species = try session.labels("Models.xml", "PlantSpeciesInfo(rawValue: id)\n    </computed>", "PlantSpeciesInfo.|\n    </computed>")
        #expect(species.starts(with: ["daisy", "fern"]), "\(species)")
        // B-C17: `{$` offers what can be bound.
        #expect(try session.labels("BirdsNavigationStack.xml", "text=\"{$searchText}\"", "text=\"{$|}\"") == ["searchText", "selectedBird", "visitCount"])
        // B-C18: a compilation condition's platforms after `os(`.
        let platforms = try session.labels("BirdsNavigationStack.xml", "condition=\"os(iOS)\"", "condition=\"os(|)\"")
        #expect(["iOS", "macOS", "watchOS", "tvOS", "visionOS", "Linux"].allSatisfy(platforms.contains), "\(platforms)")
        // B-C19: a row item of a `ForEach` over a query.
        let account = try session.labels("AccountNavigationStack.xml", "{account.displayName}", "{account.|}")
        #expect(["displayName", "emailAddress", "joinDate", "isPremiumMember"].allSatisfy(account.contains), "\(account)")
        // B-C20: a `<bindable>`'s name after it, in an action.
        let afterBindable = try session.labels("BirdDetailView.xml", "action=\"bird.updateVisitStatus(visitedOn: .now)\"", "action=\"bird.|\"")
        #expect(afterBindable.contains("updateVisitStatus") && afterBindable.contains("speciesName"), "\(afterBindable)")
        // B-C21: a `<case value=".`'s enum case in an `if let` condition: `backyard.`'s members.
        let ifLet = try session.labels("NewBirdIndicatorCard.xml", "{backyard.name}", "{backyard.|}")
        #expect(ifLet.contains("name") && ifLet.contains("currentVisitorEvent"), "\(ifLet)")
        #expect(try session.close())
    }

    @Test func completionOfElementsAndAttributes() throws {
        let session = try GradedSessionTests.Session(capabilities: true, Self.fixture)
        // B-E1: in an `#if os` branch's `<else>`: views and modifiers, each once.
        let inElse = try session.completion("BirdsNavigationStack.xml", try session.typing("BirdsNavigationStack.xml", "      <else>\n", "      <else>\n        <|\n"))
        let names = inElse.compactMap { $0["label"]?.stringValue }
        #expect(names.count == Set(names).count && names.contains("toolbar") && names.contains("navigationTitle"), "\(names)")
        // B-E2: a query's attributes.
        let query = try session.labels("AccountNavigationStack.xml", "<query name=\"accounts\" type=\"[Account]\" sort=\"\\Account.joinDate\"/>", "<query name=\"accounts\" type=\"[Account]\" |/>")
        #expect(["sort", "order", "filter"].allSatisfy(query.contains), "\(query)")
        // B-E3: an app view's inputs.
        #expect(try session.labels("BirdsNavigationStack.xml", "<BirdRow bird=\"{bird}\">", "<BirdRow |>") == ["bird"])
        #expect(try session.labels("BackyardSupplyIndicator.xml", "<BackyardSupplyGauge backyard=\"{backyard}\" supplies=\"{supplies}\">", "<BackyardSupplyGauge |>") == ["backyard", "supplies"])
        // B-E4: a `<bindable>`'s attributes.
        let bindable = try session.labels("BirdDetailView.xml", "<bindable name=\"bird\" initial=\"bird\"/>", "<bindable |/>")
        #expect(bindable.contains("name") && bindable.contains("initial"), "\(bindable)")
        #expect(try session.close())
    }

    // MARK: Signature help

    @Test func signatureHelp() throws {
        let session = try Self.session()
        // B-S1: a model's initializer, with an optional parameter.
        #expect(try session.signature("BirdDetailView.xml", "action=\"bird.updateVisitStatus(visitedOn: .now)\"", "action=\"_ = Backyard(|)\"").hasPrefix("Backyard(name: String?) @0"))
        // B-S2: a model's method.
        #expect(try session.signature("BirdDetailView.xml", "action=\"bird.updateVisitStatus(visitedOn: .now)\"", "action=\"bird.updateVisitStatus(|)\"").contains("updateVisitStatus(visitedOn date: Date) @0"))
        // B-S3: an initializer with defaults, at its second parameter.
        #expect(try session.signature("BirdDetailView.xml", "action=\"bird.updateVisitStatus(visitedOn: .now)\"", "action=\"_ = BirdFood(id: &quot;seed&quot;, |)\"").contains("@1"))
        // B-S4: a helper function of the view in a text hole.
        #expect(try session.signature("BackyardSupplyIndicator.xml", "{formattedTimeRemaining(from: secondsRemaining)}", "{formattedTimeRemaining(|)}").contains("formattedTimeRemaining(from timeInterval: TimeInterval) -> String @0"))
        // B-S5: a model's method in a computed property of the view.
        #expect(try session.signature("BackyardSupplyIndicator.xml", "backyard.expectedEmptyDate(for: supplies)", "backyard.expectedEmptyDate(|)").contains("expectedEmptyDate(for supplies: BackyardSupplies) -> Date @0"))
        #expect(try session.close())
    }

    // MARK: Rename: each kind of name, and the program checks clean after

    @Test(arguments: [
        // B-N1: a state read by a query's filter and an `onChange`.
        ("BirdsNavigationStack.xml", "name=\"searchText\"", 7, "query", 5),
        // B-N2: an enum's computed view.
        ("Models.xml", "<computed name=\"label\"", 16, "sidebarLabel", 3),
        // B-N3: the app's environment value: its key in every view.
        ("Models.xml", "<computed name=\"prefersTabNavigation\"", 16, "prefersTabs", 3),
        // B-N4: `Bird`'s `speciesName`, leaving `Plant`'s.
        ("Models.xml", "<computed name=\"speciesName\"", 16, "commonName", 5),
        // B-N5: a relationship.
        ("Models.xml", "<var name=\"favoriteFood\"", 12, "preferredFood", 2),
        // B-N6: a view: its declaration, and its start and end tags where placed.
        ("BirdRow.xml", "<view name=\"BirdRow\"", 13, "BirdListRow", 3),
        // B-N7: a helper function in a text hole.
        ("BackyardSupplyIndicator.xml", "<function name=\"formattedTimeRemaining\"", 17, "remainingText", 2),
        // B-N8: a state a closure writes, a List selects and a sheet presents.
        ("BirdsNavigationStack.xml", "name=\"selectedBird\"", 7, "focusedBird", 4),
        // B-N9: a model's method called in its own code.
        ("Models.xml", "<function name=\"refillDate\"", 17, "lastRefill", 3),
        // B-N10: an enum, in types, `switch`es and parameters.
        ("Models.xml", "<enum name=\"BackyardSupplies\"", 13, "Supplies", 7),
        // B-N11: a model, in key paths, relationships and `modelContainer(for:)`.
        ("Models.xml", "<model name=\"Bird\"", 14, "Songbird", 13),
        // B-N12: a `<bindable>` in a body: the name and its uses after it.
        ("BirdDetailView.xml", "<bindable name=\"bird\"", 17, "editedBird", 6),
        // B-N13: a row's item of a `ForEach` over a query.
        ("AccountNavigationStack.xml", "item=\"account\"", 7, "member", 4),
    ])
    func renameChecksClean(file: String, target: String, offset: Int, newName: String, edits: Int) throws {
        let (count, problems) = try GradedSessionTests.rename(file, target, offset, to: newName, in: Self.fixture)
        #expect(count == edits)
        #expect(problems.isEmpty, "\(problems)")
    }

    // MARK: Quick fixes: each one offered checks clean once applied

    @Test(arguments: [
        // B-Q1: a view's name.
        ("AccountNavigationStack.xml", "<EditAccountForm account=\"{account}\"/>", "<EditAcountForm account=\"{account}\"/>", "replace `EditAcountForm` with `EditAccountForm`"),
        // B-Q2: a model's member.
        ("BirdRow.xml", "{bird.speciesName}", "{bird.speciesNme}", "replace `speciesNme` with `speciesName`"),
        // B-Q3: a missing `$` on a List's selection.
        ("BirdsNavigationStack.xml", "selection=\"{$selectedBird}\"", "selection=\"{selectedBird}\"", "insert `$`: pass the binding"),
        // B-Q4: a missing required input.
        ("BirdsNavigationStack.xml", "<BirdRow bird=\"{bird}\">", "<BirdRow>", "pass `bird`"),
        // B-Q5: a modifier's name.
        ("BirdsNavigationStack.xml", "<navigationTitle value=\"Birds\"/>", "<navigationTitel value=\"Birds\"/>", "replace `navigationTitel` with `navigationTitle`"),
        // B-Q6: an enum case in a `<case>`.
        ("BackyardSupplyIndicator.xml", "<case value=\".water\">\n                <Text>Water", "<case value=\".watr\">\n                <Text>Water", "replace `watr` with `water`"),
        // B-Q7: the app's environment key.
        ("ContentView.xml", "key=\"\\.prefersTabNavigation\"", "key=\"\\.prefersTabNavigaton\"", "replace `prefersTabNavigaton` with `prefersTabNavigation`"),
        // B-Q8: the app's enum in a type.
        ("ContentView.xml", "type=\"AppScreen?\"", "type=\"AppScren?\"", "replace `AppScren` with `AppScreen`"),
        // B-Q9: a helper function in a text hole.
        ("BackyardSupplyIndicator.xml", "{formattedTimeRemaining(", "{formattedTimeRemainin(", "replace `formattedTimeRemainin` with `formattedTimeRemaining`"),
        // B-Q10: an enum's computed view.
        ("AppSidebarList.xml", "{screen.label}", "{screen.labl}", "replace `labl` with `label`"),
        // B-Q11: a state in a closure of `onChange`.
        ("BirdsNavigationStack.xml", "          selectedBird = nil", "          selectedBrd = nil", "replace `selectedBrd` with `selectedBird`"),
    ])
    func quickFixChecksClean(file: String, right: String, wrong: String, title: String) throws {
        try GradedSessionTests.quickFix(file, right: right, wrong: wrong, title: title, in: Self.fixture)
    }

    // MARK: Half-typed XML

    @Test func halfTypedXMLKeepsTheFileAndTheProgram() throws {
        let session = try Self.session()
        #expect(try DiagnosticsTests.settle(session.lsp).isEmpty)
        let original = try Self.fixture.text("BirdsNavigationStack.xml")
        // B-T1: an open tag in an `#if os` branch: the file shows its parse error alone.
        let openTag = original.replacingOccurrences(of: "      <else>\n", with: "      <else>\n        <Text\n")
        session.lsp.open("BirdsNavigationStack.xml", openTag, version: 1)
        let codes = try DiagnosticsTests.settle(session.lsp).mapValues { $0.map { $0["code"]?.stringValue ?? "" } }
        #expect(codes == [session.directory.path("BirdsNavigationStack.xml"): ["TRL001"]], "\(codes)")
        // B-T2: hover goes on, on the query.
        let hover = try session.lsp.request("textDocument/hover", at: "BirdsNavigationStack.xml", ProfileWorkspace.marking(openTag, "<query name=\"birds\"", offset: 14))
        #expect(hover["contents"]?["value"]?.stringValue?.contains("@Query") == true)
        // B-T3: the outline goes on.
        let outline = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("BirdsNavigationStack.xml"))]])
        #expect(outline.arrayValue?.map { $0["name"]?.stringValue } == ["BirdsNavigationStack"])
        // B-T4: an open quote where a binding is typed: `{$` completion goes on.
        let openQuote = MarkedSource(original.replacingOccurrences(of: "      <searchable text=\"{$searchText}\"/>\n", with: "      <searchable text=\"{$searchText}\"/>\n      <Toggle title=\"Only visits\" isOn=\"{$‸\n"), marker: "‸")
        session.lsp.change("BirdsNavigationStack.xml", openQuote.text, version: 2)
        let bindable = (try session.lsp.request("textDocument/completion", at: "BirdsNavigationStack.xml", openQuote)["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(bindable == ["searchText", "selectedBird", "visitCount"], "\(bindable)")
        // B-T5: definition in another file from the broken buffer.
        let definition = try session.lsp.request("textDocument/definition", at: "BirdsNavigationStack.xml", ProfileWorkspace.marking(openQuote.text, "<BirdDetailView", offset: 2))
        #expect(ScrumsSessionTests.places(definition) == ["BirdDetailView.xml:1"])
        // B-T6: the views it places and the enum that places it show no false errors.
        let published = try DiagnosticsTests.settle(session.lsp)
        #expect(Set(published.keys) == [session.directory.path("BirdsNavigationStack.xml")], "\(published)")
        // B-T7: a half-typed model property in Models.xml: the views reading the others stay clean.
        let models = try Self.fixture.text("Models.xml").replacingOccurrences(of: "    <var name=\"tag\" type=\"String?\"/>\n", with: "    <var name=\"tag\" type=\"String?\n")
        session.lsp.open("Models.xml", models, version: 1)
        let afterModels = try DiagnosticsTests.settle(session.lsp)
        #expect(Set(afterModels.keys) == [session.directory.path("BirdsNavigationStack.xml"), session.directory.path("Models.xml")], "\(afterModels.keys.sorted())")
        #expect(try session.close())
    }

    // MARK: Formatting, folding, linked editing, outline, workspace symbols

    @Test func editingFeatures() throws {
        let session = try Self.session()
        // B-F1: formatting a laid-out file changes nothing.
        let formatting = try session.lsp.request("textDocument/formatting", ["textDocument": ["uri": .string(session.lsp.uri("BackyardSupplyIndicator.xml"))], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(formatting.arrayValue?.isEmpty == true, "\(formatting)")
        // B-F2: folding of a `<switch>`, and of an element's code (`<action>`).
        let folds = (try session.lsp.request("textDocument/foldingRange", ["textDocument": ["uri": .string(session.lsp.uri("BackyardSupplyIndicator.xml"))]]).arrayValue ?? [])
            .map { "\($0["startLine"]!.intValue! + 1)-\($0["endLine"]!.intValue! + 1)" }
        #expect(folds.contains("26-32") && folds.contains("10-18"), "\(folds)")
        // B-F3: linked editing of a start and end tag.
        let linked = try session.lsp.request("textDocument/linkedEditingRange", at: "ContentView.xml", session.mark("ContentView.xml", "<NavigationSplitView>", 2))
        #expect(linked["ranges"]?.arrayValue?.map { $0["start"]!["line"]!.intValue! + 1 } == [9, 16])
        // B-F4: the outline of the models: enums, structs, the extensions, the models.
        let outline = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("Models.xml"))]])
        let topLevel = outline.arrayValue?.map { $0["name"]?.stringValue ?? "" } ?? []
        #expect(["AppScreen", "PrefersTabNavigationEnvironmentKey", "BackyardSupplies", "BirdSpeciesInfo", "Account", "Bird", "Backyard", "Plant"].allSatisfy(topLevel.contains), "\(topLevel)")
        // B-F5: an enum's children: its cases, then its computed properties.
        let appScreen = try #require(outline.arrayValue?.first { $0["name"]?.stringValue == "AppScreen" })
        #expect(appScreen["children"]?.arrayValue?.map { $0["name"]?.stringValue ?? "" } == ["backyards", "birds", "plants", "account", "id", "label", "destination"])
        // B-F6: a model's children: its relationships and methods.
        let backyard = try #require(outline.arrayValue?.first { $0["name"]?.stringValue == "Backyard" })
        let backyardChildren = backyard["children"]?.arrayValue?.map { $0["name"]?.stringValue ?? "" } ?? []
        #expect(["leadingPlants", "currentVisitorEvent", "expectedEmptyDate", "refillSupplies"].allSatisfy(backyardChildren.contains), "\(backyardChildren)")
        // B-F7: a view's outline: the query and the app's environment value, with their wrappers and types.
        let stack = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("BirdsNavigationStack.xml"))]])
        let details = stack[0]?["children"]?.arrayValue?.map { "\($0["name"]?.stringValue ?? "") \($0["detail"]?.stringValue ?? "")" } ?? []
        #expect(details.contains("birds @Query [Bird]") && details.contains("prefersTabNavigation @Environment Bool"), "\(details)")
        // B-F8, B-F9: workspace symbols find an enum and a model.
        #expect(try session.lsp.request("workspace/symbol", ["query": "AppScr"]).arrayValue?.compactMap { $0["name"]?.stringValue } == ["AppScreen"])
        let supplies = try session.lsp.request("workspace/symbol", ["query": "BackyardSupplies"]).arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(supplies == ["BackyardSupplies"], "\(supplies)")
        #expect(try session.close())
    }

    // MARK: Where the program's files are

    @Test func aFileOutsideTheWorkspaceAndNoRoot() throws {
        // B-W1: a file from elsewhere declaring the app's `BirdRow` again does not join.
        let session = try Self.session()
        let elsewhere = try TemporaryDirectory()
        let stray = try Self.fixture.text("BirdRow.xml")
        try elsewhere.write("BirdRow.xml", stray)
        session.lsp.notify("textDocument/didOpen", ["textDocument": ["uri": .string(LSPSession.uri(elsewhere.path("BirdRow.xml"))), "languageId": "xml", "version": 1, "text": .string(stray)]])
        let published = try DiagnosticsTests.settle(session.lsp)
        #expect(published.keys.filter { $0.hasPrefix(session.directory.path) }.isEmpty, "\(published)")
        #expect(try session.close())
        // B-W2, B-W3: no root: the open file's folder is the program.
        let directory = try Self.fixture.workspace()
        let rootless = try WorkspaceRootTests.sessionWithoutRoot(directory.path)
        let text = try Self.fixture.text("ContentView.xml")
        rootless.open("ContentView.xml", text, version: 1)
        #expect(try DiagnosticsTests.settle(rootless).isEmpty)
        let definition = try rootless.request("textDocument/definition", at: "ContentView.xml", ProfileWorkspace.marking(text, "key=\"\\.prefersTabNavigation\"", offset: 10))
        #expect(ScrumsSessionTests.places(definition) == ["Models.xml:43"])
        #expect(try rootless.close() == 0)
    }
}

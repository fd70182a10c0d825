import Foundation
import Testing
import TrellisDriver
import TrellisTestSupport
@testable import TrellisLanguageServer

extension SessionFixture {
    static let countries = SessionFixture(folder: "Tests/Fixtures/Countries", files: [
        "CountriesApp.xml", "CountriesList.xml", "CountryCell.xml", "CountryDetails.xml", "DetailRow.xml",
        "ErrorView.xml", "ImageView.xml", "ModalFlagView.xml", "Models.xml",
    ])
}

/// The third graded session, over Countries (`Tests/Fixtures/Countries`, the first try of
/// `Tests/FirstTries/Countries` with its own errors fixed): SwiftData models nested in an enum
/// (`DBModel.Country`), a generic enum with associated values (`Loadable<T>`) switched by
/// pattern, an environment key the app declares holding structs written in Swift, views built by
/// functions with parameters, two views declaring functions of the same names, and a model whose
/// method and property share a name (`name` and `name(locale:)`). Written by someone who had not
/// worked on these screens; docs/editor-session.md grades each interaction (the ids in the comments).
@Suite(.serialized) struct CountriesSessionTests {
    static let fixture = SessionFixture.countries

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
        // C-H1, C-H2: a state where declared, and where a function writes it.
        #expect(try session.hover("CountriesList.xml", "name=\"searchText\"", 7).contains("@State var searchText: String"))
        #expect(try session.hover("CountriesList.xml", "countriesState = .isLoading", 2).contains("@State var countriesState: Loadable<Void>"))
        // C-H3: a query over a model nested in an enum.
        let query = try session.hover("CountriesList.xml", "<query name=\"allCountries\"", 14)
        #expect(query.contains("@Query") && query.contains("[DBModel.Country]") && query.contains("sort: \\DBModel.Country.name"), "\(query)")
        // C-H4, C-H5, C-H6: the app's environment value, a field of a struct written in Swift, its method.
        #expect(try session.hover("CountriesList.xml", "try await injected.interactors", 12).contains("@Environment(\\.injected) var injected: DIContainer"))
        #expect(try session.hover("CountriesList.xml", "try await injected.interactors", 23).contains("let interactors: DIContainer.Interactors"))
        #expect(try session.hover("CountriesList.xml", "countries.refreshCountriesList()", 12).contains("func refreshCountriesList() async throws"))
        // C-H7: a computed property of the view, as a List's items.
        #expect(try session.hover("CountriesList.xml", "<List items=\"{countries}\"", 15).contains("var countries: [DBModel.Country]"))
        // C-H8, C-H9: a List's row item, and a navigation destination's item.
        #expect(try session.hover("CountriesList.xml", "<CountryCell country=\"{country}\"", 24).contains("DBModel.Country"))
        #expect(try session.hover("CountriesList.xml", "<CountryDetails country=\"{country}\"", 27).contains("DBModel.Country"))
        // C-H10, C-H11: closure parameters of `onChange`.
        #expect(try session.hover("CountriesList.xml", "guard let code,", 10).contains("code: String?"))
        #expect(try session.hover("CountriesList.xml", "if !path.isEmpty", 5).contains("path: NavigationPath"))
        // C-H12, C-H13: a generic enum's case in a `<case>`, and in a `<case pattern>`.
        #expect(try session.hover("CountriesList.xml", "<case value=\".notRequested\">", 15).contains("case notRequested"))
        #expect(try session.hover("CountriesList.xml", "<case pattern=\"let .failed(error)\">", 21).contains("case failed"))
        // C-H14, C-H15: a view-building function placed as an element, with and without parameters.
        #expect(try session.hover("CountriesList.xml", "<loadedView/>", 2).contains("func loadedView() -> some View"))
        #expect(try session.hover("CountriesList.xml", "<failedView error=", 2).contains("func failedView(_ error: Error) -> some View"))
        // C-H16, C-H17: a model property and a model method of the same name as a property.
        #expect(try session.hover("CountryCell.xml", "{country.population}", 10).contains("var population: Int"))
        #expect(try session.hover("CountryCell.xml", "{country.name(locale: locale)}", 10).contains("func name(locale: Locale) -> String"))
        // C-H18: an environment value of the prelude.
        #expect(try session.hover("CountryCell.xml", "<environment name=\"locale\"", 20).contains("@Environment(\\.locale) var locale: Locale"))
        // C-H19, C-H20: a computed property of an `<extension>`, and a `ForEach` item.
        #expect(try session.hover("CountryDetails.xml", "{Text(currency.title)}", 16).contains("var title: String"))
        #expect(try session.hover("CountryDetails.xml", "{Text(currency.title)}", 8).contains("DBModel.Currency"))
        // C-H21: a function's parameter in a condition.
        #expect(try session.hover("CountryDetails.xml", "countryDetails.currencies.count", 3).contains("countryDetails: DBModel.CountryDetails"))
        // C-H22, C-H23: a modifier and a view of the app.
        #expect(try session.hover("CountriesList.xml", "<searchable", 3).contains("func searchable"))
        #expect(try session.hover("CountryDetails.xml", "<ErrorView", 3).contains("ErrorView"))
        // C-H24: a binding written in a computed view.
        #expect(try session.hover("ModalFlagView.xml", "self.isDisplayed = false", 7).contains("@Binding var isDisplayed: Bool"))
        // C-H25: a nested struct's field, written in a function.
        #expect(try session.hover("CountryDetails.xml", "routingState.detailsSheet = true", 16).contains("var detailsSheet: Bool"))
        // C-H26: a generic enum's computed property.
        #expect(try session.hover("CountryDetails.xml", "last: details.value", 17).contains("var value: T?"))
        // C-H27: an `if let` constant passed to a function.
        #expect(try session.hover("CountryDetails.xml", "<flagView url=\"{url}\"", 17).contains("url: URL"))
        // C-H28: an input of function type.
        #expect(try session.hover("ErrorView.xml", "<let name=\"retryAction\"", 13).contains("let retryAction: () -> Void"))
        // C-H29: a generic enum's mutating method.
        #expect(try session.hover("CountryDetails.xml", "self.details.cancelLoading()", 16).contains("func cancelLoading()"))
        // C-H30: a computed property the app's extension adds to `Locale`, in a model's method.
        #expect(try session.hover("Models.xml", "locale.shortIdentifier", 10).contains("var shortIdentifier: String"))
        #expect(try session.close())
    }

    // MARK: Definition

    @Test func definition() throws {
        let session = try Self.session()
        // C-D1, C-D2, C-D3: a view, a computed property and a view-building function where placed.
        #expect(try session.definition("CountriesList.xml", "<CountryCell", 2) == ["CountryCell.xml:2"])
        #expect(try session.definition("CountriesList.xml", "<List items=\"{countries}\"", 15) == ["CountriesList.xml:20"])
        #expect(try session.definition("CountriesList.xml", "<loadedView/>", 2) == ["CountriesList.xml:86"])
        // C-D4: a function called in a modifier's closure.
        #expect(try session.definition("CountriesList.xml", "loadCountriesList(forceReload: true)\n        </refreshable>", 2) == ["CountriesList.xml:122"])
        // C-D5, C-D6: a model property and a model method.
        #expect(try session.definition("CountryCell.xml", "{country.population}", 10) == ["Models.xml:6"])
        #expect(try session.definition("CountryCell.xml", "{country.name(locale: locale)}", 10) == ["Models.xml:17"])
        // C-D7: an extension's computed property.
        #expect(try session.definition("CountryDetails.xml", "{Text(currency.title)}", 16) == ["Models.xml:53"])
        // C-D8: a model nested in an enum, in a type.
        #expect(try session.definition("CountryCell.xml", "type=\"DBModel.Country\"", 14) == ["Models.xml:3"])
        // C-D9: a generic enum's case.
        #expect(try session.definition("CountriesList.xml", "<case value=\".notRequested\">", 15) == ["Models.xml:65"])
        // C-D10: the app's environment key.
        #expect(try session.definition("CountriesList.xml", "key=\"\\.injected\"", 8) == ["Models.xml:132"])
        // C-D11: a closure's parameter, inside a nested closure.
        #expect(try session.definition("CountriesList.xml", "$0.alpha3Code == code", 18) == ["CountriesList.xml:107"])
        // C-D12: a `ForEach` item.
        #expect(try session.definition("CountryDetails.xml", "{Text(currency.code)}", 8) == ["CountryDetails.xml:129"])
        // C-D13: a nested struct's field.
        #expect(try session.definition("CountryDetails.xml", "routingState.detailsSheet = true", 16) == ["CountryDetails.xml:10"])
        // C-D14: a view placed in a function.
        #expect(try session.definition("CountryDetails.xml", "<ModalFlagView", 2) == ["ModalFlagView.xml:2"])
        // C-D15: a generic enum's computed property.
        #expect(try session.definition("CountryDetails.xml", "last: details.value", 17) == ["Models.xml:75"])
        // C-D16: a method of a struct written in Swift.
        #expect(try session.definition("CountryDetails.xml", "countries.loadCountryDetails(", 12) == ["Models.xml:107"])
        // C-D17: the view's function through `self.`.
        #expect(try session.definition("CountryDetails.xml", "self.showCountryDetailsSheet()", 8) == ["CountryDetails.xml:52"])
        // C-D18: a view-building function of this view, not of another view of the same name.
        #expect(try session.definition("CountryDetails.xml", "<failedView error=\"{error}\"/>", 2) == ["CountryDetails.xml:75"])
        // C-D19: a binding through `self.`.
        #expect(try session.definition("ModalFlagView.xml", "self.isDisplayed = false", 7) == ["ModalFlagView.xml:4"])
        // C-D20: a case pattern's constant.
        #expect(try session.definition("CountryDetails.xml", "<loadedView countryDetails=\"{countryDetails}\"/>", 30) == ["CountryDetails.xml:32"])
        #expect(try session.close())
    }

    // MARK: References and highlights

    @Test func references() throws {
        let session = try Self.session()
        // C-R1: a state, in a computed property, a condition and a binding.
        #expect(try session.references("CountriesList.xml", "name=\"searchText\"", 7) == [
            "CountriesList.xml:21", "CountriesList.xml:24", "CountriesList.xml:6", "CountriesList.xml:87", "CountriesList.xml:97",
        ])
        // C-R2: a computed property, in functions, a closure and a List.
        #expect(try session.references("CountriesList.xml", "<computed name=\"countries\"", 16) == [
            "CountriesList.xml:109", "CountriesList.xml:123", "CountriesList.xml:20", "CountriesList.xml:64", "CountriesList.xml:87", "CountriesList.xml:90",
        ])
        // C-R3: a function called in an `onAppear`, an input of function type and a `refreshable`.
        #expect(try session.references("CountriesList.xml", "<function name=\"loadCountriesList\"", 17) == [
            "CountriesList.xml:122", "CountriesList.xml:67", "CountriesList.xml:81", "CountriesList.xml:99",
        ])
        // C-R4: a model property, in its `init` and in two views.
        #expect(try session.references("Models.xml", "<var name=\"population\"", 12) == [
            "CountryCell.xml:8", "CountryDetails.xml:119", "Models.xml:13", "Models.xml:6",
        ])
        // C-R5: a view placed in three functions.
        #expect(try session.references("DetailRow.xml", "<view name=\"DetailRow\"", 13) == [
            "CountryDetails.xml:118", "CountryDetails.xml:119", "CountryDetails.xml:120", "CountryDetails.xml:130", "CountryDetails.xml:145", "DetailRow.xml:2",
        ])
        // C-R6: a generic enum's case: in `<case>`s and as parameters' defaults.
        #expect(try session.references("Models.xml", "<case name=\"notRequested\"", 12) == [
            "CountriesList.xml:16", "CountriesList.xml:38", "CountryDetails.xml:13", "CountryDetails.xml:26", "ImageView.xml:15", "ImageView.xml:6", "Models.xml:65",
        ])
        // C-R7: a state of a nested struct's type, bound through its field.
        #expect(try session.references("CountryDetails.xml", "name=\"routingState\"", 7) == [
            "CountryDetails.xml:156", "CountryDetails.xml:53", "CountryDetails.xml:7", "CountryDetails.xml:94",
        ])
        // C-R8: an extension's computed property.
        #expect(try session.references("Models.xml", "<computed name=\"title\"", 16) == ["CountryDetails.xml:130", "Models.xml:53"])
        // C-R9: a binding, where declared, written and passed.
        #expect(try session.references("ModalFlagView.xml", "<binding name=\"isDisplayed\"", 16) == ["CountryDetails.xml:156", "ModalFlagView.xml:25", "ModalFlagView.xml:4"])
        // C-R10: the model's method, not the property of the same name.
        #expect(try session.references("Models.xml", "<function name=\"name\"", 17) == [
            "CountryCell.xml:7", "CountryDetails.xml:145", "CountryDetails.xml:20", "Models.xml:17",
        ])
        // C-R11: highlights of a state: read by a `<switch>`, written by functions and a closure.
        let highlights = try session.lsp.request("textDocument/documentHighlight", at: "CountriesList.xml", session.mark("CountriesList.xml", "name=\"countriesState\"", 7))
        let kinds = (highlights.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1):\($0["kind"]?.intValue ?? 1)" }
        #expect(["4:1", "37:2", "65:3", "124:3", "124:2", "128:3", "130:3"].allSatisfy(kinds.contains), "\(kinds)")
        #expect(try session.close())
    }

    // MARK: Completion

    @Test func completionOfNamesAndMembers() throws {
        let session = try Self.session()
        // C-C1: a model's members in a text hole: properties and its method.
        let country = try session.labels("CountryCell.xml", "{country.population}", "{country.|}")
        #expect(["name", "translations", "population", "flag", "alpha3Code", "neighbors"].allSatisfy(country.contains), "\(country)")
        // C-C2: a `<switch>`'s `<case value=".`: the generic enum's cases.
        #expect(try session.labels("CountriesList.xml", "<case value=\".notRequested\">", "<case value=\".|\">") == ["notRequested", "isLoading", "loaded", "failed"])
        // C-C3: an extended model's members, extension included.
        let currency = try session.labels("CountryDetails.xml", "{Text(currency.title)}", "{Text(currency.|)}")
        #expect(["code", "symbol", "name", "countries", "title"].allSatisfy(currency.contains), "\(currency)")
        // C-C4: environment keys: the app's and the prelude's.
        let keys = try session.labels("CountriesList.xml", "key=\"\\.injected\"", "key=\"\\.|\"")
        #expect(["injected", "locale", "dismiss"].allSatisfy(keys.contains), "\(keys)")
        // C-C5, C-C6, C-C7: a modifier's parameter's members.
        let fonts = try session.labels("CountryCell.xml", "<font value=\".title\"/>", "<font value=\".|\"/>")
        #expect(["title", "caption", "footnote", "headline"].allSatisfy(fonts.contains), "\(fonts)")
        #expect(try session.labels("ErrorView.xml", "<multilineTextAlignment value=\".center\"/>", "<multilineTextAlignment value=\".|\"/>") == ["leading", "center", "trailing"])
        #expect(try session.labels("CountryCell.xml", "maxWidth=\".infinity\"", "maxWidth=\".|\"").contains("infinity"))
        // C-C8: `{$` offers the view's states, not its query or computed property.
        let bindable = try session.labels("CountriesList.xml", "text=\"{$searchText}\"", "text=\"{$|}\"")
        #expect(["searchText", "countriesState", "navigationPath", "routingState", "canRequestPushPermission"].allSatisfy(bindable.contains) && !bindable.contains("countries"), "\(bindable)")
        // C-C9: after `{$routingState.`: the struct's fields.
        #expect(try session.labels("CountryDetails.xml", "isPresented=\"{$routingState.detailsSheet}\"", "isPresented=\"{$routingState.|}\"") == ["detailsSheet"])
        // C-C10: in an `onChange` closure: its parameter and the view's names.
        let inClosure = try session.labels("CountriesList.xml", "navigationPath.append(country)\n", "navigationPath.append(country)\n          |\n")
        #expect(["code", "country", "navigationPath", "countries", "loadCountriesList"].allSatisfy(inClosure.contains), "\(inClosure)")
        // C-C11, C-C12: an environment value's members, and a Swift struct's fields through them.
        #expect(try session.labels("CountriesList.xml", "try await injected.interactors", "try await injected.|").contains("interactors"))
        #expect(try session.labels("CountriesList.xml", "try await injected.interactors.countries", "try await injected.interactors.|") == ["countries", "images", "userPermissions"])
        // C-C13, C-C14: types, and the models nested in an enum.
        let types = try session.labels("CountryCell.xml", "<let name=\"country\" type=\"DBModel.Country\"/>", "<let name=\"country\" type=\"|\"/>")
        #expect(["DBModel", "Loadable", "Permission", "DIContainer"].allSatisfy(types.contains), "\(types)")
        let nested = try session.labels("CountryCell.xml", "<let name=\"country\" type=\"DBModel.Country\"/>", "<let name=\"country\" type=\"DBModel.|\"/>")
        #expect(["Country", "Currency", "CountryDetails"].allSatisfy(nested.contains), "\(nested)")
        // C-C15, C-C16: a query's sort key path, and a List's `id` key path.
        let sortKeys = try session.labels("CountriesList.xml", "sort=\"\\DBModel.Country.name\"", "sort=\"\\DBModel.Country.|\"")
        #expect(["name", "population", "alpha3Code"].allSatisfy(sortKeys.contains), "\(sortKeys)")
        let ids = try session.labels("CountriesList.xml", "id=\"\\.alpha3Code\"", "id=\"\\.|\"")
        #expect(["name", "population", "alpha3Code"].allSatisfy(ids.contains), "\(ids)")
        // C-C17: a case of the app's enum as an argument of a Swift struct's method.
        #expect(try session.labels("CountriesList.xml", "permission: .pushNotifications", "permission: .|").contains("pushNotifications"))
        // C-C18: a generic enum value's members in a function.
        let details = try session.labels("CountryDetails.xml", "last: details.value", "last: details.|")
        #expect(["value", "error", "cancelLoading"].allSatisfy(details.contains), "\(details)")
        // C-C19: a `ForEach` item that hides the view's property of the same name.
        let neighbor = try session.labels("CountryDetails.xml", "{Text(country.name(locale: self.locale))}", "{Text(country.|)}")
        #expect(["name", "population", "flag"].allSatisfy(neighbor.contains), "\(neighbor)")
        // C-C20, C-C21: `Color.` and a shape style after `.`.
        #expect(try session.labels("CountryCell.xml", "<font value=\".caption\"/>", "<font value=\".caption\"/><foregroundStyle value=\"Color.|\"/>").contains("red"))
        let styles = try session.labels("CountryCell.xml", "<font value=\".caption\"/>", "<font value=\".caption\"/><foregroundStyle value=\".|\"/>")
        #expect(["secondary", "red", "tint"].allSatisfy(styles.contains), "\(styles)")
        // C-C22: a list style after `.`.
        let listStyles = try session.labels("CountryDetails.xml", "<listStyle value=\"GroupedListStyle()\"/>", "<listStyle value=\".|\"/>")
        #expect(["plain", "grouped", "insetGrouped"].allSatisfy(listStyles.contains), "\(listStyles)")
        #expect(try session.close())
    }

    @Test func completionOfElementsAndAttributes() throws {
        let session = try GradedSessionTests.Session(capabilities: true, Self.fixture)
        // C-E1: inside a List: views, modifiers and the view's own view-building names, each once.
        let inList = try session.completion("CountriesList.xml", try session.typing("CountriesList.xml", "        <searchable text=\"{$searchText}\"/>\n", "        <|\n        <searchable text=\"{$searchText}\"/>\n"))
        let names = inList.compactMap { $0["label"]?.stringValue }
        #expect(names.count == Set(names).count && ["searchable", "CountryCell", "NavigationLink", "permissionsButton"].allSatisfy(names.contains), "\(names)")
        // C-E2: the app's view's required inputs as a snippet.
        let errorView = try #require(inList.first { $0["label"]?.stringValue == "ErrorView" })
        let snippet = errorView["insertText"]?.stringValue ?? ""
        #expect(snippet.contains("error=\"") && snippet.contains("retryAction"), "\(snippet)")
        // C-E3, C-E4: an app view's `init` parameters, and its inputs.
        let detailsInputs = try session.labels("CountriesList.xml", "<CountryDetails country=\"{country}\"/>", "<CountryDetails |/>")
        #expect(detailsInputs.contains("country") && detailsInputs.contains("details"), "\(detailsInputs)")
        #expect(try session.labels("CountryDetails.xml", "<DetailRow leftLabel=\"{Text(currency.title)}\" rightLabel=\"{Text(currency.code)}\"/>", "<DetailRow |/>") == ["leftLabel", "rightLabel"])
        // C-E5: a `<case>`'s attributes.
        let caseAttributes = try session.labels("CountriesList.xml", "<case value=\".isLoading\">", "<case |>")
        #expect(caseAttributes.contains("value") && caseAttributes.contains("pattern"), "\(caseAttributes)")
        #expect(try session.close())
    }

    // MARK: Signature help

    @Test func signatureHelp() throws {
        let session = try Self.session()
        // C-S1: the view's function.
        #expect(try session.signature("CountriesList.xml", "loadCountriesList(forceReload: true)\n        </refreshable>", "loadCountriesList(|)\n        </refreshable>").hasPrefix("loadCountriesList(forceReload: Bool) @0"))
        // C-S2: a model's method in a text hole.
        #expect(try session.signature("CountryCell.xml", "{country.name(locale: locale)}", "{country.name(|)}").contains("name(locale: Locale) -> String @0"))
        // C-S3: a Swift struct's method at its second parameter.
        #expect(try session.signature("CountryDetails.xml", "loadCountryDetails(country: country, forceReload: forceReload)", "loadCountryDetails(country: country, |)").contains("@1"))
        // C-S4: a nested model's initializer.
        #expect(try session.signature("CountryDetails.xml", "routingState.detailsSheet = true\n", "routingState.detailsSheet = true\n      _ = DBModel.Currency(code: \"x\", |)\n").hasPrefix("Currency(code: String, symbol: String?, name: String) @1"))
        // C-S5: an app view's `init`.
        #expect(try session.signature("CountryDetails.xml", "routingState.detailsSheet = true\n", "routingState.detailsSheet = true\n      _ = CountryDetails(country: country, |)\n").contains("details: Loadable<DBModel.CountryDetails>"))
        #expect(try session.close())
    }

    // MARK: Rename: each kind of name, and the program checks clean after

    @Test(arguments: [
        // C-N1: a state.
        ("CountriesList.xml", "name=\"searchText\"", 7, "query", 5),
        // C-N2: a function called from closures and an input of function type.
        ("CountriesList.xml", "<function name=\"loadCountriesList\"", 17, "reloadCountries", 4),
        // C-N3: a model property written in the model's `init`.
        ("Models.xml", "<var name=\"population\"", 12, "inhabitants", 4),
        // C-N4: a generic enum, in states' types and parameters.
        ("Models.xml", "<enum name=\"Loadable\"", 13, "LoadState", 7),
        // C-N5: a view placed in three functions.
        ("DetailRow.xml", "<view name=\"DetailRow\"", 13, "InfoRow", 6),
        // C-N6: a computed property of the view.
        ("CountriesList.xml", "<computed name=\"countries\"", 16, "visibleCountries", 6),
        // C-N7: a state of a nested struct's type.
        ("CountryDetails.xml", "name=\"routingState\"", 7, "routing", 4),
        // C-N8: a `ForEach` item.
        ("CountryDetails.xml", "item=\"currency\"", 7, "money", 3),
        // C-N9: an extension's computed property.
        ("Models.xml", "<computed name=\"title\"", 16, "displayTitle", 2),
        // C-N10: a view-building function, leaving another view's of the same name.
        ("CountryDetails.xml", "<function name=\"failedView\"", 17, "errorView", 2),
        // C-N11: a binding.
        ("ModalFlagView.xml", "<binding name=\"isDisplayed\"", 16, "isPresented", 3),
        // C-N12: a model nested in an enum.
        ("Models.xml", "<model name=\"Currency\"", 14, "Money", 6),
        // C-N13: a model's method, leaving its property of the same name.
        ("Models.xml", "<function name=\"name\"", 17, "localizedName", 4),
        // C-N14: a `ForEach` item hiding the view's input of the same name.
        ("CountryDetails.xml", "item=\"country\"", 7, "neighbor", 3),
    ])
    func renameChecksClean(file: String, target: String, offset: Int, newName: String, edits: Int) throws {
        let (count, problems) = try GradedSessionTests.rename(file, target, offset, to: newName, in: Self.fixture)
        #expect(count == edits)
        #expect(problems.isEmpty, "\(problems)")
    }

    // MARK: Quick fixes: each one offered checks clean once applied

    @Test(arguments: [
        // C-Q1: a view's name.
        ("CountriesList.xml", "<CountryCell country=\"{country}\"/>", "<CountryCel country=\"{country}\"/>", "replace `CountryCel` with `CountryCell`"),
        // C-Q2: a model's member.
        ("CountryCell.xml", "{country.population}", "{country.populaton}", "replace `populaton` with `population`"),
        // C-Q3: a missing `$` on a modifier's binding.
        ("CountriesList.xml", "text=\"{$searchText}\"", "text=\"{searchText}\"", "insert `$`: pass the binding"),
        // C-Q4: a missing required input.
        ("CountriesList.xml", "<CountryCell country=\"{country}\"/>", "<CountryCell/>", "pass `country`"),
        // C-Q5: a modifier's name.
        ("ErrorView.xml", "<multilineTextAlignment value=\".center\"/>", "<multilineTextAlignmnt value=\".center\"/>", "replace `multilineTextAlignmnt` with `multilineTextAlignment`"),
        // C-Q6: a generic enum's case in a `<case>`.
        ("CountriesList.xml", "<case value=\".isLoading\">", "<case value=\".isLoadng\">", "replace `isLoadng` with `isLoading`"),
        // C-Q7: the app's environment key.
        ("CountriesList.xml", "key=\"\\.injected\"", "key=\"\\.injectd\"", "replace `injectd` with `injected`"),
        // C-Q8: a model nested in an enum, in a type.
        ("CountryCell.xml", "type=\"DBModel.Country\"", "type=\"DBModel.Countri\"", "replace `DBModel.Countri` with `DBModel.Country`"),
        // C-Q9: the view's function in a modifier's closure.
        ("CountriesList.xml", "loadCountriesList(forceReload: true)\n        </refreshable>", "loadCountriesLst(forceReload: true)\n        </refreshable>", "replace `loadCountriesLst` with `loadCountriesList`"),
        // C-Q10: an extension's member through a `ForEach` item.
        ("CountryDetails.xml", "{Text(currency.title)}", "{Text(currency.titl)}", "replace `titl` with `title`"),
        // C-Q11: a missing `$` on a struct field's binding.
        ("CountryDetails.xml", "isPresented=\"{$routingState.detailsSheet}\"", "isPresented=\"{routingState.detailsSheet}\"", "insert `$`: pass the binding"),
        // C-Q12: a view-building function's name, placed as an element.
        ("CountriesList.xml", "<loadingView/>", "<loadingVew/>", "replace `loadingVew` with `loadingView`"),
    ])
    func quickFixChecksClean(file: String, right: String, wrong: String, title: String) throws {
        try GradedSessionTests.quickFix(file, right: right, wrong: wrong, title: title, in: Self.fixture)
    }

    /// C-Q13: a modifier written as an attribute: every fix offered removes its diagnostic, and
    /// the first, moving it into the content, checks clean.
    @Test func aModifierAttributeIsMovedIntoTheContent() throws {
        let file = "ErrorView.xml"
        let typed = try Self.fixture.text(file).replacingOccurrences(of: "<Text>An Error Occured<font value=\".title\"/></Text>", with: "<Text font=\".title\">An Error Occured</Text>")
        let offered = try Self.actions(file, typed).actions
        #expect(offered.first?["title"]?.stringValue == "write `font` as a modifier: `<font value=\".title\"/>`", "\(offered)")
        for index in offered.indices {
            // The edits name the files of the workspace they were offered in: a fresh one each.
            let (directory, actions) = try Self.actions(file, typed)
            try apply(try #require(actions[index]["edit"]))
            let problems = try GradedSessionTests.problems(directory)
            #expect(index == 0 ? problems.isEmpty : !problems.contains { $0.hasPrefix("TRL111") }, "after \(actions[index]["title"]?.stringValue ?? ""): \(problems)")
        }
    }

    /// The code actions offered on `file` typed as `typed`, in a fresh workspace.
    static func actions(_ file: String, _ typed: String) throws -> (directory: TemporaryDirectory, actions: [JSONValue]) {
        let directory = try fixture.workspace()
        try directory.write(file, typed)
        let lsp = try LSPSession(root: directory.path)
        let actions = try lsp.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(lsp.uri(file))],
            "range": ["start": ["line": 0, "character": 0], "end": ["line": 100_000, "character": 0]],
            "context": ["diagnostics": []],
        ]).arrayValue ?? []
        #expect(try lsp.close() == 0)
        return (directory, actions)
    }

    // MARK: Half-typed XML

    @Test func halfTypedXMLKeepsTheFileAndTheProgram() throws {
        let session = try Self.session()
        #expect(try DiagnosticsTests.settle(session.lsp).isEmpty)
        let original = try Self.fixture.text("CountriesList.xml")
        // C-T1: an open tag in a List: the file shows its parse error alone.
        let openTag = original.replacingOccurrences(of: "        <searchable text=\"{$searchText}\"/>\n", with: "        <Text\n        <searchable text=\"{$searchText}\"/>\n")
        session.lsp.open("CountriesList.xml", openTag, version: 1)
        let codes = try DiagnosticsTests.settle(session.lsp).mapValues { $0.map { $0["code"]?.stringValue ?? "" } }
        #expect(codes == [session.directory.path("CountriesList.xml"): ["TRL001"]], "\(codes)")
        // C-T2: hover goes on, on a state.
        let hover = try session.lsp.request("textDocument/hover", at: "CountriesList.xml", ProfileWorkspace.marking(openTag, "name=\"searchText\"", offset: 7))
        #expect(hover["contents"]?["value"]?.stringValue?.contains("@State var searchText: String") == true)
        // C-T3: the outline goes on, with the view's members.
        let outline = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("CountriesList.xml"))]])
        #expect(outline.arrayValue?.map { $0["name"]?.stringValue } == ["CountriesList"])
        let members = outline[0]?["children"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(members.contains("searchText") && members.contains("loadCountriesList"), "\(members)")
        // C-T4: an open quote where a binding is typed: `{$` completion goes on.
        let openQuote = MarkedSource(original.replacingOccurrences(of: "        <searchable text=\"{$searchText}\"/>\n", with: "        <searchable text=\"{$searchText}\"/>\n        <Toggle title=\"Push\" isOn=\"{$‸\n"), marker: "‸")
        session.lsp.change("CountriesList.xml", openQuote.text, version: 2)
        let bindable = (try session.lsp.request("textDocument/completion", at: "CountriesList.xml", openQuote)["items"]?.arrayValue ?? []).compactMap { $0["label"]?.stringValue }
        #expect(bindable.contains("canRequestPushPermission"), "\(bindable)")
        // C-T5: definition in another file from the broken buffer.
        let definition = try session.lsp.request("textDocument/definition", at: "CountriesList.xml", ProfileWorkspace.marking(openQuote.text, "<CountryDetails", offset: 2))
        #expect(ScrumsSessionTests.places(definition) == ["CountryDetails.xml:2"])
        // C-T6: the app that places the list shows no false errors.
        let published = try DiagnosticsTests.settle(session.lsp)
        #expect(Set(published.keys) == [session.directory.path("CountriesList.xml")], "\(published)")
        // C-T7: a half-typed model property: the views reading the others stay clean.
        let models = try Self.fixture.text("Models.xml").replacingOccurrences(of: "      <var name=\"symbol\" type=\"String?\"/>\n", with: "      <var name=\"symbol\" type=\"String?\n")
        session.lsp.open("Models.xml", models, version: 1)
        let afterModels = try DiagnosticsTests.settle(session.lsp)
        #expect(Set(afterModels.keys) == [session.directory.path("CountriesList.xml"), session.directory.path("Models.xml")], "\(afterModels.keys.sorted())")
        // C-T8: hover on the other models of the half-typed file goes on.
        let modelHover = try session.lsp.request("textDocument/hover", at: "Models.xml", ProfileWorkspace.marking(models, "<var name=\"population\"", offset: 12))
        #expect(modelHover["contents"]?["value"]?.stringValue?.contains("var population: Int") == true, "\(modelHover)")
        #expect(try session.close())
    }

    // MARK: Formatting, folding, linked editing, outline, workspace symbols, code lenses

    @Test func editingFeatures() throws {
        let session = try Self.session()
        // C-F1: formatting a laid-out file changes nothing.
        let formatting = try session.lsp.request("textDocument/formatting", ["textDocument": ["uri": .string(session.lsp.uri("DetailRow.xml"))], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(formatting.arrayValue?.isEmpty == true, "\(formatting)")
        // C-F2: folding of a `<switch>`, an `onChange`'s closure and a function.
        let folds = (try session.lsp.request("textDocument/foldingRange", ["textDocument": ["uri": .string(session.lsp.uri("CountriesList.xml"))]]).arrayValue ?? [])
            .map { "\($0["startLine"]!.intValue! + 1)-\($0["endLine"]!.intValue! + 1)" }
        #expect(["37-49", "106-111", "122-132"].allSatisfy(folds.contains), "\(folds)")
        // C-F3: linked editing of a start and end tag.
        let linked = try session.lsp.request("textDocument/linkedEditingRange", at: "ModalFlagView.xml", session.mark("ModalFlagView.xml", "<NavigationStack>", 2))
        #expect(linked["ranges"]?.arrayValue?.map { $0["start"]!["line"]!.intValue! + 1 } == [6, 22])
        // C-F4: the outline of the models: the enum holding the models, the generic enum, the Swift structs.
        let outline = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("Models.xml"))]])
        let topLevel = outline.arrayValue?.map { $0["name"]?.stringValue ?? "" } ?? []
        #expect(["DBModel", "Loadable", "Permission", "CountriesInteractor", "DIContainer", "DIContainerKey"].allSatisfy(topLevel.contains), "\(topLevel)")
        // C-F5: the enum's children: the models nested in it.
        let dbModel = try #require(outline.arrayValue?.first { $0["name"]?.stringValue == "DBModel" })
        #expect(dbModel["children"]?.arrayValue?.map { $0["name"]?.stringValue ?? "" } == ["Country", "Currency", "CountryDetails"])
        // C-F6: a generic enum's children: its cases, then its members.
        let loadable = try #require(outline.arrayValue?.first { $0["name"]?.stringValue == "Loadable" })
        #expect(loadable["children"]?.arrayValue?.map { $0["name"]?.stringValue ?? "" } == ["notRequested", "isLoading", "loaded", "failed", "value", "error", "cancelLoading"])
        // C-F7: a view's outline: its query, states and environment values with their types.
        let list = try session.lsp.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(session.lsp.uri("CountriesList.xml"))]])
        let details = list[0]?["children"]?.arrayValue?.map { "\($0["name"]?.stringValue ?? "") \($0["detail"]?.stringValue ?? "")" } ?? []
        #expect(["allCountries @Query [DBModel.Country]", "searchText @State String", "injected @Environment DIContainer", "locale @Environment Locale"].allSatisfy(details.contains), "\(details)")
        // C-F8, C-F9: workspace symbols: a generic enum, and a view and a model of one name.
        #expect(try session.lsp.request("workspace/symbol", ["query": "Loadab"]).arrayValue?.compactMap { $0["name"]?.stringValue } == ["Loadable"])
        let both = try session.lsp.request("workspace/symbol", ["query": "CountryDetails"]).arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        #expect(both.contains("CountryDetails") && both.contains("DBModel.CountryDetails"), "\(both)")
        // C-F10: a code lens on a state: the views it re-evaluates.
        let lenses = try session.lsp.request("textDocument/codeLens", ["textDocument": ["uri": .string(session.lsp.uri("CountriesList.xml"))]])
        let titles = (lenses.arrayValue ?? []).map { "\($0["range"]!["start"]!["line"]!.intValue! + 1): \($0["command"]?["title"]?.stringValue ?? "")" }
        #expect(titles.contains { $0.hasPrefix("6: re-evaluates") }, "\(titles)")
        #expect(try session.close())
    }
}

import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Rule 11 (TRL110–TRL112) and rule 6 (TRL206–TRL208).
@Suite struct CallSiteTests {
    private static func valueExpression(_ element: ElementNode, _ index: Int = 0) -> Expr? {
        if case .expression(let expr) = element.arguments[index].value { return expr }
        return nil
    }

    // MARK: TRL110

    @Test func missingRequiredInputsAreErrorsWithANoteAtTheDeclaration() throws {
        let b = SemanticsBuilder()
        b.model("Model", published: [("value", "Int")])
        let name = b.input("name", "String")
        let isOn = b.binding("isOn", "Bool")
        let model = b.observedObject("model", "Model")
        b.view("Greeting", [name, isOn, model, b.input("suffix", "String", default: "\"!\""), b.state("taps", "Int", initial: "0")], body: [
            b.text("{name}{suffix} {isOn} {model.value} {taps}"),
        ])
        let callSite = b.elementNode("Greeting")
        b.view("Home", body: [.element(callSite)])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.code.rawValue) == ["TRL110", "TRL110", "TRL110"])
        #expect(outcome.diagnostics.allSatisfy { $0.location == callSite.name.location && $0.severity == .error })
        #expect(outcome.diagnostics.map(\.message.text) == [
            "missing argument for input `isOn` of `Greeting`",
            "missing argument for input `model` of `Greeting`",
            "missing argument for input `name` of `Greeting`",
        ])
        #expect(Set(outcome.diagnostics.flatMap(\.notes).map(\.location)) == Set([name.location, isOn.location, model.location]))
    }

    @Test func builtinBindingsAreRequired() {
        let b = SemanticsBuilder()
        let toggle = b.elementNode("Toggle", [("title", "Dark")])
        b.view("Settings", body: [.element(toggle)])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.message.text) == ["missing argument for input `isOn` of `Toggle`"])
        #expect(outcome.diagnostics.first?.location == toggle.name.location)
    }

    // MARK: TRL111

    @Test func unknownArgumentsSuggestAnInput() throws {
        let b = SemanticsBuilder()
        b.view("Greeting", [b.input("name", "String", default: "\"World\"")], body: [b.text("{name}")])
        let callSite = b.elementNode("Greeting", [("nmae", "Ana"), ("colour", "red")])
        let button = b.elementNode("Button", [("titel", "Go")])
        b.view("Home", body: [.element(callSite), .element(button)])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.message.text) == [
            "`Greeting` has no input `nmae`; did you mean `name`",
            "`Greeting` has no input `colour`",
            "`Button` has no input `titel`; did you mean `title`",
        ])
        #expect(outcome.diagnostics.map(\.location) == [callSite.arguments[0].label.location, callSite.arguments[1].label.location, button.arguments[0].label.location])
    }

    // MARK: TRL112

    @Test func typeMismatchesBetweenKnownTypesAreErrors() throws {
        let b = SemanticsBuilder()
        b.model("Cart", published: [("count", "Int")])
        b.model("Wishlist", published: [("count", "Int")])
        b.view("Badge", [b.input("count", "Int"), b.observedObject("cart", "Cart")], body: [b.text("{count} {cart.count}")])
        let literal = b.elementNode("Badge", [("count", "five"), ("cart", "{cart}")])
        let object = b.elementNode("Badge", [("count", "{3}"), ("cart", "{wishlist}")])
        b.view("Inbox", [b.stateObject("cart", "Cart", initial: "Cart()"), b.stateObject("wishlist", "Wishlist", initial: "Wishlist()")], body: [.element(literal), .element(object)])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.message.text) == [
            "cannot pass a value of type `String` to input `count` of type `Int`",
            "cannot pass a value of type `Wishlist` to input `cart` of type `Cart`",
        ])
        #expect(outcome.diagnostics.map(\.location) == [literal.arguments[0].valueLocation, object.arguments[1].valueLocation])
    }

    @Test func compatibleValuesAreFine() {
        let b = SemanticsBuilder()
        b.structure("User", fields: [("name", "String")])
        b.view("Row", [b.input("ratio", "Double"), b.input("user", "User?"), b.input("tags", "[String]"), b.input("title", "String")], body: [
            b.text("{ratio} {user?.name ?? \"\"} {tags.count} {title}"),
        ])
        b.view("Screen", [b.state("user", "User", initial: "User(name: \"Ana\")")], body: [
            b.element("Row", [("ratio", "{1}"), ("user", "{user}"), ("tags", "{[]}"), ("title", "Hello {user.name}")]),
            b.element("Row", [("ratio", "{0.5}"), ("user", "{nil}"), ("tags", "{[\"a\"]}"), ("title", "{user.name}")]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    // MARK: TRL206

    @Test func projectingALetOrAComputedValueIsAnError() throws {
        let b = SemanticsBuilder()
        b.view("EditToggle", [b.binding("isOn", "Bool")], body: [b.element("Toggle", [("isOn", "{$isOn}")])])
        let isEditing = b.input("isEditing", "Bool")
        let fromLet = b.elementNode("EditToggle", [("isOn", "{$isEditing}")])
        b.view("Settings", [isEditing], body: [.element(fromLet)])
        let isEmpty = b.computed("isEmpty", "Bool", value: "count == 0")
        let fromComputed = b.elementNode("EditToggle", [("isOn", "{$isEmpty}")])
        b.view("Summary", [b.state("count", "Int", initial: "0"), isEmpty], body: [.element(fromComputed)])
        b.view("Host", [b.state("flag", "Bool", initial: "false")], body: [b.element("Settings", [("isEditing", "{flag}")])])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.message.text) == [
            "`$isEditing` needs a source of truth, but `isEditing` is a `let` input, a copy that its view cannot write back; declare it as a `binding`",
            "`$isEmpty` needs a source of truth, but `isEmpty` is a computed value with no storage",
        ])
        #expect(outcome.diagnostics.map(\.location) == [Self.valueExpression(fromLet)?.location, Self.valueExpression(fromComputed)?.location])
        #expect(outcome.diagnostics.map { $0.notes.map(\.location) } == [[isEditing.location], [isEmpty.location]])
    }

    @Test func projectingAnUnpublishedPropertyOrAForEachItemIsAnError() {
        let b = SemanticsBuilder()
        b.model("Settings", published: [("name", "String")], plain: [("cache", "String")])
        b.structure("Item", fields: [("id", "Int"), ("title", "String")])
        let unpublished = b.elementNode("TextField", [("title", "T"), ("text", "{$settings.cache}")])
        let item = b.elementNode("TextField", [("title", "T"), ("text", "{$row}")])
        b.view("Form", [b.stateObject("settings", "Settings", initial: "Settings()"), b.state("rows", "[String]", initial: "[]")], body: [
            .element(unpublished),
            b.forEach("rows", id: "\\.self", item: "row", body: [.element(item)]),
            b.element("TextField", [("title", "T"), ("text", "{$settings.name}")]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.code.rawValue) == ["TRL206", "TRL206"])
        #expect(outcome.diagnostics.map(\.message.text) == [
            "`$settings.cache` needs a source of truth, but `cache` is not `@Published` in `Settings`; declare it with `<published>`",
            "`$row` needs a source of truth, but `row` is a `ForEach` item value, a copy that nothing stores",
        ])
    }

    // MARK: TRL207, TRL208

    @Test func bindingInputsGivenValuesAreErrors() {
        let b = SemanticsBuilder()
        b.view("Row", [b.binding("isEditing", "Bool")], body: [b.element("Toggle", [("isOn", "{$isEditing}")])])
        let fromState = b.elementNode("Row", [("isEditing", "{isEditing}")])
        let fromLiteral = b.elementNode("Row", [("isEditing", "{true}")])
        let toggle = b.elementNode("Toggle", [("isOn", "{isEditing}")])
        b.view("Profile", [b.state("isEditing", "Bool", initial: "false")], body: [.element(fromState), .element(fromLiteral), .element(toggle)])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.code.rawValue) == ["TRL207", "TRL207", "TRL207"])
        #expect(outcome.diagnostics.map(\.message.text) == [
            "binding input `isEditing` of `Row` must be given a `$` projection, not a value",
            "binding input `isEditing` of `Row` must be given a `$` projection, not a value",
            "binding input `isOn` of `Toggle` must be given a `$` projection, not a value",
        ])
        #expect(outcome.diagnostics.map(\.location) == [fromState, fromLiteral, toggle].map(\.arguments[0].valueLocation))
    }

    @Test func valueInputsGivenBindingsAreErrors() {
        let b = SemanticsBuilder()
        b.view("Header", [b.input("title", "String")], body: [b.text("{title}")])
        b.view("Badge", [b.input("isNew", "Bool")], body: [b.text("{isNew}")])
        let header = b.elementNode("Header", [("title", "{$name}")])
        let badge = b.elementNode("Badge", [("isNew", "{$isNew}")])
        b.view("Screen", [b.state("name", "String", initial: "\"Ana\""), b.state("isNew", "Bool", initial: "true")], body: [.element(header), .element(badge)])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.message.text) == [
            "input `title` of `Header` takes a value, not a `$` binding",
            "input `isNew` of `Badge` takes a value, not a `$` binding",
        ])
    }

    @Test func bindingsOfTheRightTypeAndValuesAreFine() {
        let b = SemanticsBuilder()
        b.model("Profile", published: [("name", "String")])
        b.view("Editor", [b.binding("text", "String"), b.input("label", "String")], body: [b.element("TextField", [("title", "{label}"), ("text", "{$text}")])])
        b.view("Screen", [b.stateObject("profile", "Profile", initial: "Profile()"), b.state("draft", "String", initial: "\"\"")], body: [
            b.element("Editor", [("text", "{$profile.name}"), ("label", "Name")]),
            b.element("Editor", [("text", "{$draft}"), ("label", "{draft}")]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    @Test func bindingOfTheWrongValueTypeIsAMismatch() {
        let b = SemanticsBuilder()
        b.view("Editor", [b.binding("text", "String")], body: [b.element("TextField", [("title", "T"), ("text", "{$text}")])])
        b.view("Screen", [b.state("flag", "Bool", initial: "false")], body: [b.element("Editor", [("text", "{$flag}")]), b.text("{flag}")])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.map(\.message.text) == [
            "cannot pass a value of type `Binding<Bool>` to input `text` of type `Binding<String>`",
        ])
    }
}

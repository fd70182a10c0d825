import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// TRL100–TRL105: names are global across files, and every name in an expression resolves.
@Suite struct NameResolutionTests {
    @Test func duplicateDeclarationsAcrossFilesPointAtTheFirst() throws {
        let first = SemanticsBuilder(file: "A.xml")
        let original = first.view("Greeting", body: [first.text("Hello")])
        let second = SemanticsBuilder(file: "B.xml")
        let duplicate = second.view("Greeting", body: [second.text("Hola")])
        let model = second.model("Greeting")
        let outcome = SemanticsOutcome(second.sourceFiles + first.sourceFiles)
        #expect(outcome.diagnostics.map(\.location) == [duplicate.name.location, model.name.location])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.code.rawValue == "TRL100")
        #expect(diagnostic.message.text == "invalid redeclaration of `Greeting`")
        #expect(diagnostic.notes == [Note("previous declaration of `Greeting` is here", at: original.name.location)])
        #expect(outcome.program.view(named: "Greeting") == original)
    }

    @Test func duplicatePropertiesAndBuiltinNamesAreRedeclarations() {
        let b = SemanticsBuilder()
        let count = b.state("count", "Int", initial: "0")
        let again = b.state("count", "Int", initial: "1")
        b.view("Counter", [count, again], body: [b.text("{count}")])
        let text = b.view("Text", body: [])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL100@\(again.location.line)", "TRL100@\(text.location.line)"])
    }

    @Test func unknownViewsTypesIdentifiersAndMembersSuggestTheClosestName() {
        let b = SemanticsBuilder()
        b.model("DetailModel", external: true, published: [("title", "String")], methods: ["load"])
        let model = b.stateObject("viewModel", "DetailModel", initial: "DetailModel()")
        let typo = b.property(.let, "name", "Strng")
        let unknownView = b.elementNode("Txt", [], children: [])
        let unknownIdentifier = b.elementNode("Button", [("title", "{conut}"), ("action", "")])
        let unknownMember = b.elementNode("Button", [("title", "{viewModel.titel}"), ("action", "viewModel.lod()")])
        b.view("Detail", [b.state("count", "Int", initial: "0"), model, typo], body: [
            .element(unknownView), .element(unknownIdentifier), .element(unknownMember), b.text("{count} {name}"),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.message.text) == [
            "unknown type `Strng`; did you mean `String`",
            "unknown view `Txt`; did you mean `Text`",
            "unknown identifier `conut`; did you mean `count`",
            "type `DetailModel` has no member `titel`; did you mean `title`",
            "type `DetailModel` has no member `lod`; did you mean `load`",
        ])
        #expect(outcome.diagnostics.map(\.code.rawValue) == ["TRL102", "TRL101", "TRL103", "TRL105", "TRL105"])
        #expect(outcome.diagnostics[0].location == typo.type.location)
        #expect(outcome.diagnostics[1].location == unknownView.name.location)
        guard case .expression(let identifier) = unknownIdentifier.arguments[0].value,
              case .expression(let member) = unknownMember.arguments[0].value,
              case .member(_, _, let nameLocation) = member.kind else {
            Issue.record("arguments are single expressions")
            return
        }
        #expect(outcome.diagnostics[2].location == identifier.location)
        #expect(outcome.diagnostics[3].location == nameLocation)
    }

    @Test func scopeIncludesForEachItemsOnChangeValuesTypesAndGlobals() {
        let b = SemanticsBuilder()
        b.structure("Item", fields: [("id", "Int"), ("title", "String")])
        b.structure("APIClient", fields: [], statics: [("shared", "APIClient")])
        b.model("Store", external: true, published: [("items", "[Item]"), ("log", "[Int]")], methods: ["append"])
        b.view("ItemList", [b.stateObject("store", "Store", initial: "Store()"), b.state("count", "Int", initial: "0")], body: [
            b.forEach("store.items", id: "\\.id", item: "item", body: [
                b.text("{item.title} {max(item.id, count)} {APIClient.shared}"),
            ]),
            b.element("Button", [("title", "Add"), ("action", "count += 1; print(count)")],
                      modifiers: [b.onChange(of: "count", action: "store.append(newValue - oldValue)")]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    @Test func itemNamesDoNotLeakOutOfTheirForEachAndKeyPathsAreChecked() {
        let b = SemanticsBuilder()
        b.structure("Item", fields: [("id", "Int")])
        let outside = b.text("{item.id}")
        let forEach = b.forEach("items", id: "\\.idd", item: "item", body: [b.text("{item.id}")])
        b.view("ItemList", [b.state("items", "[Item]", initial: "[]")], body: [forEach, outside])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.map(\.message.text) == [
            "unknown identifier `item`; did you mean `Item`",
            "type `Item` has no member `idd`; did you mean `id`",
        ])
    }

    @Test func membersOfBuiltinAndExternalInterfacesAreResolvedAsDeclared() {
        let b = SemanticsBuilder()
        b.model("Stopwatch", external: true, published: [("seconds", "Int")], methods: ["start"])
        b.view("Clock", [b.stateObject("timer", "Stopwatch", initial: "Stopwatch()"), b.state("name", "String", initial: "\"\"")], body: [
            b.text("{timer.seconds} {name.count} {name.uppercased()}", modifiers: [b.onAppear("timer.start(); timer.strat()")]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        // `String` members are not checked; the external model's interface is.
        #expect(outcome.diagnostics.map(\.message.text) == ["type `Stopwatch` has no member `strat`; did you mean `start`"])
    }

    @Test func typeOfAnswersForPropertiesMembersAndCalls() throws {
        let b = SemanticsBuilder()
        b.structure("User", fields: [("name", "String")])
        b.model("Session", published: [("currentUser", "User?")])
        let text = b.text("{session.currentUser?.name ?? \"Guest\"}")
        b.view("Badge", root: true, hostProvides: ["Session"], [b.environmentObject("session", "Session")], body: [text])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.diagnostics.isEmpty)
        guard case .element(let element) = text, let expr = element.text?.soleExpression else {
            Issue.record("text is one expression")
            return
        }
        #expect(outcome.program.type(of: expr, in: "Badge") == .string)
        #expect(outcome.program.type(ofProperty: "session", in: "Badge") == .model("Session", .observableObject))
        let optionalName = SemanticsExpressionParser.expression("session.currentUser?.name", at: SourceLocation(file: "X", line: 1, column: 1))
        #expect(outcome.program.type(of: optionalName, in: "Badge") == .optional(.string))
    }
}

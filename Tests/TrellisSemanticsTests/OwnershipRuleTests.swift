import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// Rules 1–4 and 7–8: one declaration or one call site at a time.
@Suite struct OwnershipRuleTests {
    // MARK: Rule 1, TRL201

    @Test func observedObjectWithInitialIsAnErrorWithFixIt() throws {
        let b = SemanticsBuilder()
        b.model("ProfileViewModel", published: [("displayName", "String")])
        let vm = b.observedObject("vm", "ProfileViewModel", initial: "ProfileViewModel()")
        b.view("ProfileQuiz", [vm], body: [b.element("TextField", [("title", "Name"), ("text", "{$vm.displayName}")])])
        let outcome = SemanticsOutcome(b.sourceFiles)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(outcome.summary == ["TRL201@\(vm.location.line)"])
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == vm.location)
        #expect(diagnostic.message.text == "an `observedObject` must not create its object; `vm` would be recreated on every parent update and lose its state")
        #expect(diagnostic.notes.map(\.location) == [vm.initial?.location])
        let edit = try #require(diagnostic.fixIts.first?.edits.first)
        #expect(edit.replacement == "stateObject")
        #expect(edit.range.start == vm.location.advanced(byColumns: 1))
        #expect(edit.range.end == vm.location.advanced(byColumns: 1 + "observedObject".count))
    }

    @Test func observedObjectBuiltFromAnInputIsAnError() {
        let b = SemanticsBuilder()
        b.model("HogeViewModel", external: true, published: [("count", "Int")])
        let vm = b.observedObject("vm", "HogeViewModel", initial: "HogeViewModel(count: count)")
        b.view("HogeView", [b.input("count", "Int"), vm], body: [b.text("Count: {vm.count}")])
        b.view("ContentView", [b.state("count", "Int", initial: "0")], body: [
            b.element("NavigationStack", children: [
                b.element("NavigationLink", [("title", "Link")], children: [b.element("HogeView", [("count", "{count}")])]),
            ]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).summary == ["TRL201@\(vm.location.line)"])
    }

    @Test func parentCreatingTheObservedObjectAtTheCallSiteIsAnError() throws {
        let b = SemanticsBuilder()
        b.model("ViewModel", published: [("value", "Int")])
        let observed = b.observedObject("vm", "ViewModel")
        b.view("Child", [observed], body: [b.text("{vm.value}")])
        let callSite = b.elementNode("Child", [("vm", "{ViewModel()}")])
        b.view("Parent", body: [.element(callSite)])
        let outcome = SemanticsOutcome(b.sourceFiles)
        let diagnostic = try #require(outcome.with(code: "TRL217").first)
        #expect(outcome.diagnostics.count == 1)
        #expect(diagnostic.location == callSite.arguments[0].valueLocation)
        // At the child's declaration, then how to fix it; no fix-it, as `Parent` has no declaration to insert before.
        #expect(diagnostic.notes.map(\.location) == [observed.location, nil])
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func observedObjectReceivedFromParentIsFine() {
        let b = SemanticsBuilder()
        b.model("ViewModel", published: [("value", "Int")])
        b.view("Parent", [b.stateObject("vm", "ViewModel", initial: "ViewModel()")], body: [b.element("Child", [("vm", "{vm}")])])
        b.view("Child", [b.observedObject("vm", "ViewModel")], body: [b.text("{vm.value}")])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    // MARK: Rule 2, TRL202

    @Test func stateObjectGivenTheParentsObjectIsAnError() throws {
        let b = SemanticsBuilder()
        b.model("Model", published: [("value", "Int")])
        let childModel = b.stateObject("model", "Model", initial: "Model()")
        b.view("ChildView", [childModel], body: [b.text("{model.value}")])
        let callSite = b.elementNode("ChildView", [("model", "{model}")])
        b.view("ParentView", [b.stateObject("model", "Model", initial: "Model()")], body: [.element(callSite)])
        let outcome = SemanticsOutcome(b.sourceFiles)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(outcome.summary == ["TRL202@\(childModel.location.line)"])
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.text == "a `stateObject` must not be given an object its caller already holds; `ChildView.model` would keep the first one it is given instead of following the caller's")
        #expect(diagnostic.notes == [
            Note("`ParentView` passes its existing object to `model` here", at: callSite.arguments[0].label.location),
            Note("declare `model` as an `observedObject` without this initial value", at: childModel.initial!.location),
        ])
        // Renaming alone would leave `initial`, which is TRL201: no fix-it.
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func stateObjectGivenAMemberOfAnotherObjectPinsItWithAWarning() throws {
        let b = SemanticsBuilder()
        b.model("Item", published: [("value", "Int")])
        b.model("Store", plain: [("current", "Item")])
        let item = b.stateObject("item", "Item", initial: "Item()")
        b.view("ItemEditor", [item], body: [b.text("{item.value}")])
        b.view("StoreView", [b.stateObject("store", "Store", initial: "Store()")], body: [
            b.element("VStack", children: [b.element("ItemEditor", [("item", "{store.current}")]), b.element("ItemEditor", [("item", "{store.current}")])]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        // One warning per call site, each with a note at the child's declaration.
        #expect(outcome.diagnostics.map(\.code.rawValue) == ["TRL221", "TRL221"])
        #expect(outcome.diagnostics.allSatisfy { $0.severity == .warning && $0.notes.map(\.location) == [item.location] })
    }

    // MARK: Rule 3, TRL203

    @Test func stateObjectInAForEachRowIsAWarningWithANoteAtTheForEach() throws {
        let b = SemanticsBuilder()
        b.model("RowModel", published: [("isExpanded", "Bool")])
        let rowModel = b.stateObject("model", "RowModel", initial: "RowModel()")
        b.view("TagRow", [b.input("tag", "String"), rowModel], body: [
            b.element("Toggle", [("title", "{tag}"), ("isOn", "{$model.isExpanded}")]),
        ])
        let forEach = b.forEach("tags", id: "\\.self", item: "tag", body: [b.element("TagRow", [("tag", "{tag}")])])
        b.view("TagList", [b.state("tags", "[String]", initial: "[\"swift\"]")], body: [b.element("VStack", children: [forEach])])
        let outcome = SemanticsOutcome(b.sourceFiles)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(outcome.summary == ["TRL203@\(rowModel.location.line)"])
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.text == "`stateObject` `model` gives every row of `TagRow` its own independent instance")
        #expect(diagnostic.notes.map(\.location) == [forEach.location])
        #expect(diagnostic.notes.first?.text.contains("observedObject") == true)
    }

    @Test func stateObjectInAListRowUnderAConditionalIsAWarning() {
        let b = SemanticsBuilder()
        b.structure("Task", fields: [("id", "Int"), ("title", "String")])
        b.model("TaskStore", published: [("tasks", "[Task]"), ("selectedID", "Int")])
        let store = b.stateObject("store", "TaskStore", initial: "TaskStore()")
        b.view("TaskRow", [b.input("title", "String"), store], body: [b.text("{title} {store.selectedID}")])
        b.view("TaskList", [b.stateObject("store", "TaskStore", initial: "TaskStore()")], body: [
            b.element("List", children: [
                b.forEach("store.tasks", id: "\\.id", item: "task", body: [
                    b.ifNode("task.id > 0", then: [b.element("TaskRow", [("title", "{task.title}")])]),
                ]),
            ]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).summary == ["TRL203@\(store.location.line)"])
    }

    @Test func rowsThatOwnTheirObjectsOnPurposeOrObserveOneAreFine() {
        let b = SemanticsBuilder()
        b.model("RowModel", published: [("isExpanded", "Bool")])
        b.view("DownloadRow", [b.input("file", "String"), b.stateObject("progress", "RowModel", initial: "RowModel()", perRow: true)], body: [
            b.element("Toggle", [("title", "{file}"), ("isOn", "{$progress.isExpanded}")]),
        ])
        b.view("SharedRow", [b.observedObject("model", "RowModel")], body: [b.text("{model.isExpanded}")])
        b.view("Downloads", [b.state("files", "[String]", initial: "[]"), b.stateObject("shared", "RowModel", initial: "RowModel()")], body: [
            b.forEach("files", id: "\\.self", item: "file", body: [
                b.element("DownloadRow", [("file", "{file}")]),
                b.element("SharedRow", [("model", "{shared}")]),
            ]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    // MARK: Rule 4, TRL204

    @Test func stateObjectReadingAnInputShownInPlaceWarnsAtTheRead() throws {
        let b = SemanticsBuilder()
        b.model("HogeViewModel", external: true, published: [("count", "Int")])
        let vm = b.stateObject("vm", "HogeViewModel", initial: "HogeViewModel(count: count)")
        b.view("HogeView", [b.input("count", "Int"), vm], body: [b.text("Count: {vm.count}")])
        let callSite = b.elementNode("HogeView", [("count", "{count}")])
        b.view("ContentView", [b.state("count", "Int", initial: "0")], body: [
            b.element("VStack", children: [b.element("Button", [("title", "Add"), ("action", "count += 1")]), .element(callSite)]),
        ])
        let outcome = SemanticsOutcome(b.sourceFiles)
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(outcome.summary == ["TRL204@\(vm.location.line)"])
        #expect(diagnostic.severity == .warning)
        // `HogeViewModel(count: count)`: the read is the second `count`, at offset 21.
        #expect(diagnostic.location == vm.initial!.location.advanced(byColumns: 21))
        #expect(diagnostic.message.text == "`stateObject` `vm` is initialized from input `count` once per identity; later changes to `count` are ignored")
        #expect(diagnostic.notes.map(\.location) == [callSite.name.location])
        #expect(diagnostic.notes.first?.text.contains("<id value=\"count\"/>") == true)
    }

    @Test func stateCopyingAnInputWarnsButANavigationDestinationStartsFresh() {
        let b = SemanticsBuilder()
        let draft = b.state("draft", "String", initial: "route")
        b.view("RouteEditor", [b.input("route", "String"), draft], body: [b.element("TextField", [("title", "Route"), ("text", "{$draft}")])])
        b.model("HogeViewModel", external: true, published: [("count", "Int")])
        b.view("HogeView", [b.input("count", "Int"), b.stateObject("vm", "HogeViewModel", initial: "HogeViewModel(count: count)")], body: [b.text("{vm.count}")])
        b.view("Picker", [b.state("selected", "String", initial: "\"home\""), b.state("count", "Int", initial: "0")], body: [
            b.element("NavigationStack", children: [
                b.element("RouteEditor", [("route", "{selected}")]),
                b.element("NavigationLink", [("title", "Link")], children: [b.element("HogeView", [("count", "{count}")])]),
            ]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).summary == ["TRL204@\(draft.location.line)"])
    }

    @Test func inputReadInitialIsFineWithMatchingIdLiteralsOrForEachIdentity() {
        let b = SemanticsBuilder()
        b.model("HogeViewModel", external: true, published: [("count", "Int")])
        b.structure("Item", fields: [("id", "Int")])
        // `perRow`: rows own their models on purpose, so only rule 4 is under test.
        b.view("HogeView", [b.input("count", "Int"), b.stateObject("vm", "HogeViewModel", initial: "HogeViewModel(count: count)", perRow: true)], body: [b.text("{vm.count}")])
        b.view("ContentView", [b.state("count", "Int", initial: "0"), b.state("items", "[Item]", initial: "[]")], body: [
            b.element("VStack", children: [
                b.element("HogeView", [("count", "{count}")], modifiers: [b.id("count")]),
                b.element("HogeView", [("count", "{42}")]),
                b.forEach("items", id: "\\.id", item: "item", body: [b.element("HogeView", [("count", "{item.id}")])]),
            ]),
        ])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    // MARK: Rule 7, TRL209

    @Test func valuePassedToAChildsStateWarnsAtTheArgument() throws {
        let b = SemanticsBuilder()
        let count = b.state("count", "Int", initial: "0")
        b.view("Stepper", [count], body: [b.element("Button", [("title", "{count}"), ("action", "count += 1")])])
        let first = b.elementNode("Stepper", [("count", "{start + 1}")])
        let second = b.elementNode("Stepper", [("count", "{start}")])
        b.view("Screen", [b.state("start", "Int", initial: "10")], body: [b.element("VStack", children: [.element(first), .element(second)])])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL209@\(first.name.location.line)", "TRL209@\(second.name.location.line)"])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.location == first.arguments[0].label.location)
        #expect(diagnostic.message.text == "passing a value to `state` `Stepper.count` only sets its initial value; later changes are ignored")
        #expect(diagnostic.notes.map(\.location) == [count.location])
    }

    @Test func stateLeftToItsInitialValueOrGivenALiteralIsFine() {
        let b = SemanticsBuilder()
        b.view("Stepper", [b.state("count", "Int", initial: "0")], body: [b.element("Button", [("title", "{count}"), ("action", "count += 1")])])
        b.view("Screen", body: [b.element("VStack", children: [b.element("Stepper"), b.element("Stepper", [("count", "{5}")])])])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    // MARK: Rule 8, TRL210–TRL212, TRL216

    @Test func objectWrappersOnValueTypesAreErrors() throws {
        let b = SemanticsBuilder()
        b.structure("User", fields: [("name", "String")])
        let count = b.stateObject("count", "Int", initial: "0")
        let user = b.environmentObject("user", "User")
        b.view("Counter", root: true, hostProvides: ["User"], [count, user], body: [b.text("{count} {user.name}")])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL210@\(count.location.line)", "TRL210@\(user.location.line)"])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.location == count.type.location)
        #expect(diagnostic.message.text == "`stateObject` requires an `ObservableObject` class, but `Int` is a value type; use `state` or `let`")
    }

    @Test func objectWrappersOnObservableModelsNameTheReplacement() throws {
        let b = SemanticsBuilder()
        b.model("Shelf", kind: .observable, plain: [("title", "String")])
        let owned = b.stateObject("shelf", "Shelf", initial: "Shelf()")
        b.view("ShelfOwner", [owned], body: [b.element("ShelfRow", [("shelf", "{shelf}")]), b.element("ShelfEditor", [("shelf", "{shelf}")])])
        let received = b.observedObject("shelf", "Shelf")
        b.view("ShelfRow", [received], body: [b.text("{shelf.title}")])
        let edited = b.observedObject("shelf", "Shelf")
        b.view("ShelfEditor", [edited], body: [b.element("TextField", [("title", "Title"), ("text", "{$shelf.title}")])])
        let fromEnvironment = b.environmentObject("shelf", "Shelf")
        b.view("ShelfBadge", [fromEnvironment], body: [b.text("{shelf.title}")])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == [owned, received, edited, fromEnvironment].map { "TRL211@\($0.location.line)" })
        #expect(outcome.diagnostics.map(\.message.text) == [
            "`stateObject` requires an `ObservableObject`, but `Shelf` is `@Observable`; use `state` to own it",
            "`observedObject` requires an `ObservableObject`, but `Shelf` is `@Observable`; use a plain `let` to receive it",
            "`observedObject` requires an `ObservableObject`, but `Shelf` is `@Observable`; use `bindable` to bind to its properties",
            "`environmentObject` requires an `ObservableObject`, but `Shelf` is `@Observable`; use `environment` to read it from the environment",
        ])
        #expect(outcome.diagnostics.map { $0.fixIts.first?.edits.first?.replacement } == ["state", "let", "bindable", "environment"])
    }

    @Test func stateHoldingAnObservableObjectWarns() throws {
        let b = SemanticsBuilder()
        b.model("Ticker", external: true, published: [("seconds", "Int")], methods: ["start"])
        b.model("Cart", published: [("itemCount", "Int")])
        let ticker = b.state("ticker", "Ticker", initial: "Ticker()")
        b.view("TimerScreen", [ticker], body: [b.text("{ticker.seconds}", modifiers: [b.onAppear("ticker.start()")])])
        let cart = b.state("cart", "Cart", initial: "Cart()")
        b.view("CartScreen", [cart], body: [b.element("Button", [("title", "{cart.itemCount}"), ("action", "cart.itemCount += 1")])])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL212@\(ticker.location.line)", "TRL212@\(cart.location.line)"])
        let diagnostic = try #require(outcome.diagnostics.first)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.message.text == "`state` `ticker` holds `ObservableObject` `Ticker`, which is created eagerly and never observed; use `stateObject`")
        #expect(diagnostic.fixIts.first?.edits.first?.replacement == "stateObject")
    }

    @Test func observationWrappersOnObservableObjectsAreErrors() {
        let b = SemanticsBuilder()
        b.model("Session", published: [("name", "String")])
        let bindable = b.bindable("session", "Session")
        let environment = b.environment("session", "Session")
        b.view("SessionEditor", [bindable], body: [b.text("{session.name}")])
        b.view("SessionBadge", root: true, hostProvides: ["Session"], [environment], body: [b.text("{session.name}")])
        b.view("Host", [b.stateObject("session", "Session", initial: "Session()")], body: [b.element("SessionEditor", [("session", "{session}")])])
        let outcome = SemanticsOutcome(b.sourceFiles)
        #expect(outcome.summary == ["TRL216@\(bindable.location.line)", "TRL216@\(environment.location.line)"])
        #expect(outcome.diagnostics.map { $0.fixIts.first?.edits.first?.replacement } == ["observedObject", "environmentObject"])
    }

    @Test func wrappersThatFitTheirTypesAreFine() {
        let b = SemanticsBuilder()
        b.model("Shelf", kind: .observable, plain: [("title", "String")])
        b.model("Cart", published: [("count", "Int")])
        b.view("Owner", [b.state("shelf", "Shelf", initial: "Shelf()"), b.stateObject("cart", "Cart", initial: "Cart()"), b.state("flag", "Bool", initial: "false")], body: [
            b.element("Row", [("shelf", "{shelf}"), ("cart", "{cart}")]),
            b.element("Toggle", [("isOn", "{$flag}")]),
        ])
        b.view("Row", [b.input("shelf", "Shelf"), b.observedObject("cart", "Cart")], body: [b.text("{shelf.title} {cart.count}")])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }
}

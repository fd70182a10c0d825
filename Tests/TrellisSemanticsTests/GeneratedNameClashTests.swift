import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax
import TrellisTestSupport

/// TRL100 for names the generated Swift already uses: swiftc would reject them.
@Suite struct GeneratedNameClashTests {
    private func expectRedeclaration(
        _ outcome: SemanticsOutcome, of name: Identifier, note: Note, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(outcome.diagnostics.count == 1, sourceLocation: sourceLocation)
        guard let diagnostic = outcome.diagnostics.first else { return }
        #expect(diagnostic.code.rawValue == "TRL100", sourceLocation: sourceLocation)
        #expect(diagnostic.message.text == "invalid redeclaration of `\(name.name)`", sourceLocation: sourceLocation)
        #expect(diagnostic.location == name.location, sourceLocation: sourceLocation)
        #expect(diagnostic.notes == [note], sourceLocation: sourceLocation)
    }

    @Test func viewPropertyNamedBody() {
        let b = SemanticsBuilder()
        let body = b.input("body", "Int")
        b.view("Screen", [body], body: [b.text("{body}")])
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: body.name, note: Note("every view declares `body`, generated from its `<body>`", at: nil))
    }

    @Test func viewPropertyNamedBodyType() {
        let b = SemanticsBuilder()
        let bodyType = b.input("Body", "Int")
        b.view("Screen", [bodyType], body: [b.text("{Body}")])
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: bodyType.name, note: Note("every view declares `Body`, the type of its generated body", at: nil))
    }

    @Test func viewPropertyNamedLikeABuiltinView() {
        let b = SemanticsBuilder()
        let text = b.input("Text", "String")
        b.view("Screen", [text], body: [b.text("{Text}")])
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: text.name, note: Note("`Text` is a built-in view, which generated bodies refer to", at: nil))
    }

    @Test func viewPropertyNamedLikeARuntimeType() {
        let b = SemanticsBuilder()
        let state = b.input("State", "Int")
        b.view("Screen", [state], body: [b.text("{State}")])
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: state.name, note: Note("`State` is a Trellis runtime type that generated code uses", at: nil))
    }

    @Test func viewNamedView() {
        let b = SemanticsBuilder()
        let view = b.view("View", body: [b.text("Hello")])
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: view.name, note: Note("`View` is a Trellis runtime type that generated code uses", at: nil))
    }

    @Test func modelNamedView() {
        let b = SemanticsBuilder()
        let model = b.model("View")
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: model.name, note: Note("`View` is a Trellis runtime type that generated code uses", at: nil))
    }

    @Test func modelNamedLikeABuiltinView() {
        let b = SemanticsBuilder()
        let model = b.model("Text")
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: model.name, note: Note("`Text` is a built-in view", at: nil))
    }

    @Test func structNamedLikeARuntimeType() {
        let b = SemanticsBuilder()
        let structure = b.structure("Published", fields: [("value", "Int")])
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: structure.name, note: Note("`Published` is a Trellis runtime type that generated code uses", at: nil))
    }

    @Test func observableModelPropertyBesideItsStorageName() {
        let b = SemanticsBuilder()
        let model = b.model("Library", kind: .observable, published: [("x", "Int"), ("_x", "Int")])
        let (x, storage) = (model.properties[0].name, model.properties[1].name)
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: storage, note: Note("`_x` is the storage the `@Observable` macro generates for `x`", at: x.location))
    }

    @Test func ignoredObservablePropertyHasNoStorage() {
        let b = SemanticsBuilder()
        b.model("Library", kind: .observable, published: [("_x", "Int")], plain: [("x", "Int")])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    @Test func publishedPropertyBesideAnUnderscoredNameIsFine() {
        let c = SemanticsBuilder()
        c.model("Store", published: [("count", "Int")], plain: [("_count", "Int")])
        #expect(SemanticsOutcome(c.sourceFiles).diagnostics.isEmpty)
    }

    @Test func modelMemberNamedLikeTheGeneratedModelBaseClass() {
        let c = SemanticsBuilder()
        let model = c.model("Store", published: [("published", "Int"), ("count", "Int")])
        expectRedeclaration(
            SemanticsOutcome(c.sourceFiles), of: model.properties[0].name,
            note: Note("`published` is a member of `GeneratedModel`, the base class of generated models", at: nil)
        )
    }

    /// `@Environment(\.modelContext) private var context`, as Apple's SwiftData tutorial names it:
    /// the generated body's own local is `context$`, a name no declaration can take.
    @Test func viewPropertyNamedContextIsFree() {
        let b = SemanticsBuilder()
        let context = b.input("context", "Int")
        b.view("Counter", [context], body: [b.text("{context}")])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }

    @Test func viewPropertyBesideAPassedStatesInitialValue() {
        let b = SemanticsBuilder()
        let count = b.state("count", "Int", initial: "0")
        let initial = b.input("_countInitial", "Int")
        b.view("Counter", [count, initial], body: [b.text("{count} {_countInitial}")])
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: initial.name, note: Note("`_countInitial` is the initial value generated for `state` property `count`", at: count.name.location))
    }

    @Test func viewPropertyBesideAWrappersStorageName() {
        let b = SemanticsBuilder()
        let count = b.state("count", "Int", initial: "0")
        let storage = b.input("_count", "Int")
        b.view("Counter", [count, storage], body: [b.text("{count} {_count}")])
        expectRedeclaration(SemanticsOutcome(b.sourceFiles), of: storage.name, note: Note("`_count` is the storage generated for `state` property `count`", at: count.name.location))
    }

    @Test func letInputHasNoStorage() {
        let b = SemanticsBuilder()
        b.view("Counter", [b.input("count", "Int"), b.input("_count", "Int")], body: [b.text("{count} {_count}")])
        #expect(SemanticsOutcome(b.sourceFiles).diagnostics.isEmpty)
    }
}

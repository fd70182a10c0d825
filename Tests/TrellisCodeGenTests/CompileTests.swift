import Foundation
import TrellisDiagnostics
import TrellisSyntax
import Testing
import TrellisTestSupport
@testable import TrellisCodeGen

/// Compiles generated code with swiftc against the real `Trellis` runtime module, in Swift 6
/// mode with warnings as errors: hostile names and strings must produce code that compiles
/// and means what the XML said.
@Suite struct CompileTests {
    /// A path with a quote, a backslash and a newline, for `#sourceLocation(file:)`.
    static let hostilePath = "Screens/we\"ird\\dir\nx/Hostile.xml"

    /// Every construct the generator emits, with keyword names and strings that try to break out.
    static func hostileProgram() -> [SourceFileSyntax] {
        let hostileText = "quote \" backslash \\ interp \\(evil) hash #\"raw\"# close */ newline\n#sourceLocation() tab\t"
        func at(_ line: Int) -> TrellisDiagnostics.SourceLocation { TrellisDiagnostics.SourceLocation(file: hostilePath, line: line, column: 1) }
        func id(_ name: String, _ line: Int = 1) -> Expr { Expr(.identifier(name), at: at(line)) }
        func str(_ text: String) -> Expr { Expr(.stringLiteral(InterpolatedString(segments: [.literal(text)], location: at(1))), at: at(1)) }
        func name(_ text: String, _ line: Int = 1) -> Identifier { Identifier(text, at: at(line)) }
        func type(_ reference: TypeReference) -> TypeSyntax { TypeSyntax(reference, at: at(1)) }
        let int = TypeReference.named("Int", genericArguments: [])
        let string = TypeReference.named("String", genericArguments: [])
        let bool = TypeReference.named("Bool", genericArguments: [])

        let item = StructDecl(name: name("Item"), isExternal: false, isIdentifiable: true, fields: [
            .init(name: name("id"), type: type(int), initial: nil, isStatic: false),
            .init(name: name("default"), type: type(string), initial: nil, isStatic: false),
        ], location: at(2))
        let model = ModelDecl(name: name("Store"), kind: .observableObject, isExternal: false, properties: [
            ModelProperty(name: name("items"), type: type(.array(.named("Item", genericArguments: []))), initial: Expr(.arrayLiteral([]), at: at(3)), isObserved: true, location: at(3)),
            ModelProperty(name: name("in"), type: type(string), initial: str(hostileText), isObserved: true, location: at(4)),
            ModelProperty(name: name("count"), type: type(int), initial: nil, isObserved: false, location: at(5)),
        ], methods: [], location: at(3))
        let observable = ModelDecl(name: name("Shelf"), kind: .observable, isExternal: false, properties: [
            ModelProperty(name: name("title"), type: type(string), initial: str(hostileText), isObserved: true, location: at(6)),
            ModelProperty(name: name("cache"), type: type(int), initial: Expr(.integerLiteral("0"), at: at(6)), isObserved: false, location: at(6)),
        ], methods: [], location: at(6))

        let row = ViewDecl(name: name("Row"), properties: [
            PropertyDecl(kind: .let, name: name("repeat"), type: type(string), initial: str(hostileText), location: at(10)),
            PropertyDecl(kind: .binding, name: name("is"), type: type(bool), location: at(11)),
            PropertyDecl(kind: .observedObject, name: name("store"), type: type(.named("Store", genericArguments: [])), location: at(12)),
            PropertyDecl(kind: .bindable, name: name("shelf"), type: type(.named("Shelf", genericArguments: [])), location: at(13)),
        ], body: [
            .element(ElementNode(name: name("Toggle", 14), arguments: [
                Argument(label: name("title"), value: .string(InterpolatedString(segments: [.literal(hostileText), .expression(id("repeat"))], location: at(14))), valueLocation: at(14)),
                Argument(label: name("isOn"), value: .expression(Expr(.projection("is"), at: at(14))), valueLocation: at(14)),
            ])),
            .element(ElementNode(name: name("TextField", 15), arguments: [
                Argument(label: name("title"), value: .expression(Expr(.member(base: id("store"), name: "in", nameLocation: at(15)), at: at(15))), valueLocation: at(15)),
                Argument(label: name("text"), value: .expression(Expr(.member(base: Expr(.projection("shelf"), at: at(15)), name: "title", nameLocation: at(15)), at: at(15))), valueLocation: at(15)),
            ])),
        ], location: at(10))

        let screen = ViewDecl(name: name("Screen"), isRoot: true, properties: [
            PropertyDecl(kind: .state, name: name("default"), type: type(bool), initial: Expr(.booleanLiteral(true), at: at(20)), location: at(20)),
            PropertyDecl(kind: .state, name: name("copy"), type: type(string), initial: id("while"), location: at(21)),
            PropertyDecl(kind: .let, name: name("while"), type: type(string), location: at(22)),
            PropertyDecl(kind: .stateObject, name: name("store"), type: type(.named("Store", genericArguments: [])), initial: Expr(.call(callee: id("Store"), arguments: [CallArgument(label: "count", value: Expr(.integerLiteral("1"), at: at(23)))]), at: at(23)), location: at(23)),
            PropertyDecl(kind: .state, name: name("shelf"), type: type(.named("Shelf", genericArguments: [])), initial: Expr(.call(callee: id("Shelf"), arguments: []), at: at(24)), location: at(24)),
            PropertyDecl(kind: .computed, name: name("label"), type: type(string), initial: Expr(.infix(operator: "+", lhs: str(hostileText), rhs: id("while")), at: at(25)), location: at(25)),
        ], body: [
            .element(ElementNode(name: name("NavigationStack", 30), children: [
                .element(ElementNode(name: name("VStack", 31), children: [
                    .element(ElementNode(name: name("Text", 32), text: InterpolatedString(segments: [.literal(hostileText), .expression(id("label")), .literal("{braces}")], location: at(32)))),
                    .element(ElementNode(name: name("Button", 33), arguments: [
                        Argument(label: name("title"), value: .string(InterpolatedString(segments: [.literal(hostileText)], location: at(33))), valueLocation: at(33)),
                        Argument(label: name("action"), value: .action([
                            Statement(.expression(Expr(.call(callee: Expr(.member(base: id("default"), name: "toggle", nameLocation: at(33)), at: at(33)), arguments: []), at: at(33))), at: at(33)),
                            Statement(.assignment(target: Expr(.member(base: id("store"), name: "in", nameLocation: at(34)), at: at(34)), operator: "=", value: str(hostileText)), at: at(34)),
                            Statement(.assignment(target: Expr(.member(base: id("store"), name: "count", nameLocation: at(35)), at: at(35)), operator: "+=", value: Expr(.integerLiteral("1"), at: at(35))), at: at(35)),
                        ]), valueLocation: at(33)),
                    ])),
                    .conditional(ConditionalNode(condition: id("default", 36), thenBody: [
                        .element(ElementNode(name: name("Row", 37), arguments: [
                            Argument(label: name("is"), value: .expression(Expr(.projection("default"), at: at(37))), valueLocation: at(37)),
                            Argument(label: name("store"), value: .expression(id("store")), valueLocation: at(37)),
                            Argument(label: name("shelf"), value: .expression(id("shelf")), valueLocation: at(37)),
                        ], modifiers: [
                            Modifier(.id(Expr(.member(base: id("store"), name: "count", nameLocation: at(38)), at: at(38))), at: at(38)),
                            Modifier(.onAppear([Statement(.assignment(target: id("copy"), operator: "=", value: str(hostileText)), at: at(39))]), at: at(39)),
                            Modifier(.onChange(of: id("default"), oldName: name("old"), newName: name("new"), initial: nil, action: [
                                Statement(.assignment(target: id("copy"), operator: "=", value: Expr(.ternary(condition: id("new"), then: str("on"), else: id("while")), at: at(40))), at: at(40)),
                            ]), at: at(40)),
                        ])),
                    ], elseBody: [
                        .element(ElementNode(name: name("Spacer", 42))),
                    ], location: at(36))),
                    .element(ElementNode(name: name("List", 43), children: [
                        .forEach(ForEachNode(items: Expr(.member(base: id("store"), name: "items", nameLocation: at(44)), at: at(44)), id: Expr(.keyPath(root: nil, components: ["default"]), at: at(44)), itemName: name("item"), body: [
                            .element(ElementNode(name: name("Text", 45), text: InterpolatedString(segments: [.expression(Expr(.member(base: id("item"), name: "default", nameLocation: at(45)), at: at(45)))], location: at(45)))),
                        ], modifiers: [Modifier(.onDisappear([]), at: at(46))], location: at(44))),
                    ])),
                    .element(ElementNode(name: name("NavigationLink", 47), arguments: [
                        Argument(label: name("title"), value: .string(InterpolatedString(segments: [.literal(hostileText)], location: at(47))), valueLocation: at(47)),
                    ], children: [.element(ElementNode(name: name("EmptyView", 48)))])),
                ], modifiers: [
                    Modifier(.environmentObject(id("store")), at: at(49)),
                    Modifier(.environment(id("shelf")), at: at(50)),
                ])),
            ])),
        ], location: at(19))

        return [SourceFileSyntax(path: hostilePath, views: [screen, row], models: [model, observable], structs: [item])]
    }

    @Test func hostileProgramCompilesInSwift6WithoutWarnings() throws {
        let files = try CodeGenerator().generate(files: Self.hostileProgram())
        try #require(files.count == 1)
        let contents = files[0].contents
        if ProcessInfo.processInfo.environment["TRELLIS_DUMP"] != nil { print(contents) }
        #expect(contents.hasPrefix(#"// Generated by trellis from Hostile.xml. Do not edit."# + "\n"))
        // The hostile text never appears raw (which would end the literal or interpolate).
        #expect(!contents.contains("interp \\(evil)"))
        #expect(contents.contains(##"interp \\(evil) hash #\"raw\"# close */ newline\n#sourceLocation() tab\t"##))

        // A caller that uses the generated types the way hand-written code would.
        let caller = """
        import Trellis

        @MainActor
        func useGeneratedCode() -> String {
            let screen = Screen(while: "w")
            let store = Store(count: 2)
            store.in = "x"
            _ = Item(id: 1, default: "d").id
            return "\\(type(of: screen.body)) \\(store.count) \\(Shelf().cache)"
        }
        """
        let sources = ["Hostile.swift": contents, "Caller.swift": caller]
        let result = try SwiftTypechecker.typecheck(sources)
        #expect(result.status == 0 && result.output.isEmpty, """
            swiftc failed or warned:
            \(result.output)
            --- sources ---
            \(sources.sorted { $0.key < $1.key }.map { "// \($0.key)\n\($0.value)" }.joined(separator: "\n"))
            """)
    }

    @Test func sourceLocationPointsSwiftcErrorsAtTheXMLLine() throws {
        // A misspelled member of a hand-written type: swiftc must blame the XML line.
        func at(_ line: Int) -> TrellisDiagnostics.SourceLocation { TrellisDiagnostics.SourceLocation(file: "Screens/Timer.xml", line: line, column: 1) }
        let view = ViewDecl(name: Identifier("TimerView", at: at(3)), properties: [
            PropertyDecl(kind: .stateObject, name: Identifier("viewModel", at: at(4)), type: TypeSyntax(.named("TimerViewModel", genericArguments: []), at: at(4)), initial: Expr(.call(callee: Expr(.identifier("TimerViewModel"), at: at(4)), arguments: []), at: at(4)), location: at(4)),
        ], body: [
            .element(ElementNode(
                name: Identifier("Text", at: at(6)),
                text: InterpolatedString(segments: [.expression(Expr(.member(base: Expr(.identifier("viewModel"), at: at(6)), name: "secnds", nameLocation: at(6)), at: at(6)))], location: at(6)),
                modifiers: [Modifier(.onAppear([Statement(.expression(Expr(.call(callee: Expr(.member(base: Expr(.identifier("viewModel"), at: at(9)), name: "strat", nameLocation: at(9)), at: at(9)), arguments: []), at: at(9))), at: at(9))]), at: at(9))]
            )),
        ], location: at(3))
        let files = try CodeGenerator().generate(files: [SourceFileSyntax(path: "Screens/Timer.xml", views: [view])])
        let model = """
        import Trellis
        final class TimerViewModel: ObservableObject {
            @Published var seconds: Int = 0
            func start() {}
        }
        """
        let result = try SwiftTypechecker.typecheck(["Timer.swift": try #require(files.first).contents, "Model.swift": model])
        #expect(result.status != 0, "swiftc accepted code it should reject")
        #expect(result.output.contains("Screens/Timer.xml:6:"), "\(result.output)")
        #expect(result.output.contains("Screens/Timer.xml:9:"), "\(result.output)")
        #expect(result.output.contains("secnds"), "\(result.output)")
    }
}

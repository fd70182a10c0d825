import TrellisDiagnostics
import TrellisSyntax
import Testing
@testable import TrellisCodeGen

@Suite struct ExpressionEmitterTests {
    private func emit(_ expr: Expr) throws -> String { try ExpressionEmitter.emit(expr) }
    private func expr(_ kind: ExprKind) -> Expr { Expr(kind, at: Build.at(1)) }

    @Test func precedenceAddsOnlyNeededParentheses() throws {
        let a = Build.id("a"), b = Build.id("b"), c = Build.id("c")
        #expect(try emit(Build.infix("+", a, Build.infix("*", b, c))) == "a + b * c")
        #expect(try emit(Build.infix("*", Build.infix("+", a, b), c)) == "(a + b) * c")
        #expect(try emit(Build.infix("-", a, Build.infix("-", b, c))) == "a - (b - c)")
        #expect(try emit(Build.infix("-", Build.infix("-", a, b), c)) == "a - b - c")
        #expect(try emit(Build.infix("??", a, Build.infix("??", b, c))) == "a ?? b ?? c")
        #expect(try emit(Build.infix("??", Build.infix("??", a, b), c)) == "(a ?? b) ?? c")
        #expect(try emit(Build.infix("==", Build.infix("==", a, b), c)) == "(a == b) == c")
        #expect(try emit(Build.infix("..<", Build.int("0"), Build.infix("+", a, Build.int("1")))) == "0..<a + 1")
        let ternary = expr(.ternary(condition: Build.infix("&&", a, b), then: Build.str("x"), else: expr(.ternary(condition: c, then: Build.int("1"), else: Build.int("2")))))
        #expect(try emit(ternary) == #"a && b ? "x" : c ? 1 : 2"#)
        let member = Build.member(expr(.prefix(operator: "-", operand: a)), "magnitude")
        #expect(try emit(member) == "(-a).magnitude")
        #expect(try emit(expr(.prefix(operator: "-", operand: expr(.prefix(operator: "-", operand: a))))) == "-(-a)")
        #expect(try emit(expr(.prefix(operator: "!", operand: Build.infix("||", a, b)))) == "!(a || b)")
        #expect(try emit(expr(.parenthesized(Build.infix("+", a, b)))) == "(a + b)")
    }

    @Test func postfixForms() throws {
        let session = Build.id("session")
        let chain = Build.member(expr(.optionalChain(Build.member(session, "currentUser"))), "name")
        #expect(try emit(Build.infix("??", chain, Build.str("Invitado"))) == #"session.currentUser?.name ?? "Invitado""#)
        #expect(try emit(Build.call(Build.member(Build.id("viewModel"), "load"), [("id", Build.id("itemId"))])) == "viewModel.load(id: itemId)")
        #expect(try emit(expr(.subscript(base: Build.id("items"), arguments: [CallArgument(label: nil, value: Build.int("0"))]))) == "items[0]")
        #expect(try emit(expr(.forceUnwrap(Build.id("x")))) == "x!")
        #expect(try emit(expr(.keyPath(root: nil, components: ["id"]))) == #"\.id"#)
        #expect(try emit(expr(.keyPath(root: "Item", components: ["name", "count"]))) == #"\Item.name.count"#)
        #expect(try emit(expr(.keyPath(root: nil, components: ["self"]))) == #"\.self"#)
        #expect(try emit(expr(.implicitMember("red"))) == ".red")
        #expect(try emit(expr(.projection("isEditing"))) == "_isEditing.projectedValue")
        #expect(try emit(expr(.arrayLiteral([Build.int("1"), Build.int("2")]))) == "[1, 2]")
        #expect(try emit(expr(.nilLiteral)) == "nil")
        #expect(try emit(Build.call(Build.id("f"), [("in", Build.id("default")), ("var", Build.id("x"))])) == "f(in: `default`, `var`: x)")
    }

    @Test func stringLiteralsWithInterpolation() throws {
        let string = Build.text([.literal("Count: \"\\("), .expression(Build.member(Build.id("vm"), "count")), .literal("\n")])
        #expect(try ExpressionEmitter().interpolatedLiteral(string) == #""Count: \"\\(\(vm.count)\n""#)
        let nested = Build.text([.expression(Build.infix("??", Build.id("name"), Build.str("a\"b")))])
        #expect(try ExpressionEmitter().interpolatedLiteral(nested) == #""\(name ?? "a\"b")""#)
    }

    @Test("A text's values go one by one to `Text(template:)` or `Text(concatenating:)` up to four, then variadic")
    func textsByNumberOfParts() throws {
        func text(values: Int, literal: Bool = true) throws -> String {
            var segments: [InterpolatedString.Segment] = literal ? [.literal("a")] : []
            for index in 0..<values { segments.append(.expression(Build.id("v\(index)"))) }
            return try ExpressionEmitter().text(Build.text(segments))
        }
        #expect(try text(values: 0) == #"Text(verbatim: "a")"#)
        #expect(try text(values: 1) == #"Text(template: "a{}", v0)"#)
        #expect(try text(values: 4) == #"Text(template: "a{}{}{}{}", v0, v1, v2, v3)"#)
        #expect(try text(values: 5) == #"Text(template: "a{}{}{}{}{}", values: v0, v1, v2, v3, v4)"#)
        // Values alone need no template.
        #expect(try text(values: 1, literal: false) == #"Text(concatenating: v0)"#)
        #expect(try text(values: 4, literal: false) == #"Text(concatenating: v0, v1, v2, v3)"#)
        #expect(try text(values: 5, literal: false) == #"Text(concatenatingParts: v0, v1, v2, v3, v4)"#)
    }

    /// Braces of the text are doubled in the template, and the literal is escaped like any other.
    @Test func templatesDoubleBracesAndEscapeTheLiteral() throws {
        let text = try ExpressionEmitter().text(Build.text([
            .literal("{x} \"q\" \n"), .expression(Build.id("a")), .literal("}"), .expression(Build.id("b")),
        ]))
        #expect(text == #"Text(template: "{{x}} \"q\" \n{}}}{}", a, b)"#)
    }

    /// SwiftUI reads a literal `Text` as Markdown; a text with a character Markdown gives a meaning
    /// to is written as SwiftUI's literal, which takes a `LocalizedStringKey`, its values as arguments.
    @Test func textsWithMarkdownCharactersAreLocalizedStringKeyLiterals() throws {
        let text = try ExpressionEmitter().text(Build.text([.literal("**Due** "), .expression(Build.id("date")), .literal(" \\ x")]))
        #expect(text == #"Text("**Due** \(String(describing: date)) \\ x")"#)
        #expect(try ExpressionEmitter().text(Build.text([.literal("[Docs](https://a.b)")])) == #"Text("[Docs](https://a.b)")"#)
        #expect(try ExpressionEmitter().text(Build.text([.literal("snake_case")])) == #"Text("snake_case")"#)
        #expect(try ExpressionEmitter().text(Build.text([.literal("Plain 100%")])) == #"Text(verbatim: "Plain 100%")"#)
    }

    @Test func statements() throws {
        #expect(try ExpressionEmitter().statement(Build.assign(Build.id("count"), "+=", Build.int("1"))) == "count += 1")
        #expect(try ExpressionEmitter().statement(Build.statement(Build.call(Build.member(Build.id("isOn"), "toggle")))) == "isOn.toggle()")
        #expect(throws: (any Error).self) { try ExpressionEmitter().statement(Build.assign(Build.id("x"), "; evil() ;", Build.int("1"))) }
    }

    @Test func hostileTreesAreRejectedWithTheirLocation() {
        let location = TrellisDiagnostics.SourceLocation(file: "f.xml", line: 7, column: 9)
        let cases: [ExprKind] = [
            .identifier("a); evil(("),
            .integerLiteral("1); evil(("),
            .floatLiteral("1.0)"),
            .infix(operator: "+ evil() +", lhs: Build.id("a"), rhs: Build.id("b")),
            .prefix(operator: "^", operand: Build.id("a")),
            .member(base: Build.id("a"), name: "b c", nameLocation: location),
            .keyPath(root: "T.", components: ["a"]),
            .projection("a.b"),
        ]
        for kind in cases {
            let error = #expect(throws: (any Error).self, "\(kind)") { try emit(Expr(kind, at: location)) }
            #expect((error as? CodeGenError)?.location?.line == 7, "\(kind)")
        }
    }
}

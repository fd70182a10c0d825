import TrellisDiagnostics
import TrellisSyntax
import XCTest
@testable import TrellisCodeGen

final class ExpressionEmitterTests: XCTestCase {
    private func emit(_ expr: Expr) throws -> String { try ExpressionEmitter.emit(expr) }
    private func expr(_ kind: ExprKind) -> Expr { Expr(kind, at: Build.at(1)) }

    func testPrecedenceAddsOnlyNeededParentheses() throws {
        let a = Build.id("a"), b = Build.id("b"), c = Build.id("c")
        XCTAssertEqual(try emit(Build.infix("+", a, Build.infix("*", b, c))), "a + b * c")
        XCTAssertEqual(try emit(Build.infix("*", Build.infix("+", a, b), c)), "(a + b) * c")
        XCTAssertEqual(try emit(Build.infix("-", a, Build.infix("-", b, c))), "a - (b - c)")
        XCTAssertEqual(try emit(Build.infix("-", Build.infix("-", a, b), c)), "a - b - c")
        XCTAssertEqual(try emit(Build.infix("??", a, Build.infix("??", b, c))), "a ?? b ?? c")
        XCTAssertEqual(try emit(Build.infix("??", Build.infix("??", a, b), c)), "(a ?? b) ?? c")
        XCTAssertEqual(try emit(Build.infix("==", Build.infix("==", a, b), c)), "(a == b) == c")
        XCTAssertEqual(try emit(Build.infix("..<", Build.int("0"), Build.infix("+", a, Build.int("1")))), "0..<a + 1")
        let ternary = expr(.ternary(condition: Build.infix("&&", a, b), then: Build.str("x"), else: expr(.ternary(condition: c, then: Build.int("1"), else: Build.int("2")))))
        XCTAssertEqual(try emit(ternary), #"a && b ? "x" : c ? 1 : 2"#)
        let member = Build.member(expr(.prefix(operator: "-", operand: a)), "magnitude")
        XCTAssertEqual(try emit(member), "(-a).magnitude")
        XCTAssertEqual(try emit(expr(.prefix(operator: "-", operand: expr(.prefix(operator: "-", operand: a))))), "-(-a)")
        XCTAssertEqual(try emit(expr(.prefix(operator: "!", operand: Build.infix("||", a, b)))), "!(a || b)")
        XCTAssertEqual(try emit(expr(.parenthesized(Build.infix("+", a, b)))), "(a + b)")
    }

    func testPostfixForms() throws {
        let session = Build.id("session")
        let chain = Build.member(expr(.optionalChain(Build.member(session, "currentUser"))), "name")
        XCTAssertEqual(try emit(Build.infix("??", chain, Build.str("Invitado"))), #"session.currentUser?.name ?? "Invitado""#)
        XCTAssertEqual(try emit(Build.call(Build.member(Build.id("viewModel"), "load"), [("id", Build.id("itemId"))])), "viewModel.load(id: itemId)")
        XCTAssertEqual(try emit(expr(.subscript(base: Build.id("items"), arguments: [CallArgument(label: nil, value: Build.int("0"))]))), "items[0]")
        XCTAssertEqual(try emit(expr(.forceUnwrap(Build.id("x")))), "x!")
        XCTAssertEqual(try emit(expr(.keyPath(root: nil, components: ["id"]))), #"\.id"#)
        XCTAssertEqual(try emit(expr(.keyPath(root: "Item", components: ["name", "count"]))), #"\Item.name.count"#)
        XCTAssertEqual(try emit(expr(.keyPath(root: nil, components: ["self"]))), #"\.self"#)
        XCTAssertEqual(try emit(expr(.implicitMember("red"))), ".red")
        XCTAssertEqual(try emit(expr(.projection("isEditing"))), "_isEditing.projectedValue")
        XCTAssertEqual(try emit(expr(.arrayLiteral([Build.int("1"), Build.int("2")]))), "[1, 2]")
        XCTAssertEqual(try emit(expr(.nilLiteral)), "nil")
        XCTAssertEqual(try emit(Build.call(Build.id("f"), [("in", Build.id("default")), ("var", Build.id("x"))])), "f(in: `default`, `var`: x)")
    }

    func testStringLiteralsWithInterpolation() throws {
        let string = Build.text([.literal("Count: \"\\("), .expression(Build.member(Build.id("vm"), "count")), .literal("\n")])
        XCTAssertEqual(try ExpressionEmitter.interpolatedLiteral(string), #""Count: \"\\(\(vm.count)\n""#)
        let nested = Build.text([.expression(Build.infix("??", Build.id("name"), Build.str("a\"b")))])
        XCTAssertEqual(try ExpressionEmitter.interpolatedLiteral(nested), #""\(name ?? "a\"b")""#)
    }

    func testStatements() throws {
        XCTAssertEqual(try ExpressionEmitter.statement(Build.assign(Build.id("count"), "+=", Build.int("1"))), "count += 1")
        XCTAssertEqual(try ExpressionEmitter.statement(Build.statement(Build.call(Build.member(Build.id("isOn"), "toggle")))), "isOn.toggle()")
        XCTAssertThrowsError(try ExpressionEmitter.statement(Build.assign(Build.id("x"), "; evil() ;", Build.int("1"))))
    }

    func testHostileTreesAreRejectedWithTheirLocation() {
        let location = SourceLocation(file: "f.xml", line: 7, column: 9)
        let cases: [ExprKind] = [
            .identifier("a); evil(("),
            .integerLiteral("1); evil(("),
            .floatLiteral("1.0)"),
            .infix(operator: "+ evil() +", lhs: Build.id("a"), rhs: Build.id("b")),
            .prefix(operator: "&", operand: Build.id("a")),
            .member(base: Build.id("a"), name: "b c", nameLocation: location),
            .keyPath(root: "T.", components: ["a"]),
            .projection("a.b"),
        ]
        for kind in cases {
            XCTAssertThrowsError(try emit(Expr(kind, at: location)), "\(kind)") { error in
                XCTAssertEqual((error as? CodeGenError)?.location?.line, 7)
            }
        }
    }
}

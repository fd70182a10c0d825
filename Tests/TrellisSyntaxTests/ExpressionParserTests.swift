import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

@Suite("Expression parser")
struct ExpressionParserTests {
    @Test("precedence follows Swift", arguments: [
        ("a + b * c", "(a + (b * c))"),
        ("a * b + c", "((a * b) + c)"),
        ("a - b - c", "((a - b) - c)"),
        ("a || b && c", "(a || (b && c))"),
        ("a && b || c", "((a && b) || c)"),
        ("a == b && c != d", "((a == b) && (c != d))"),
        ("a ?? b ?? c", "(a ?? (b ?? c))"),
        ("a ?? b == c", "((a ?? b) == c)"),
        ("0..<n + 1", "(0 ..< (n + 1))"),
        ("a ? b : c ? d : e", "(a ? b : (c ? d : e))"),
        ("x > 0 ? x : -x", "((x > 0) ? x : (-x))"),
        ("!a.b && c", "((!a.b) && c)"),
        ("-a.b(1)[2]", "(-a.b(1)[2])"),
        ("a % b / c", "((a % b) / c)"),
        ("count >= 10 || items.isEmpty", "((count >= 10) || items.isEmpty)"),
    ])
    func precedence(source: String, expected: String) throws {
        let (expr, diagnostics) = expression(source)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(try render(#require(expr)) == expected)
    }

    @Test("every construct parses", arguments: [
        ("session.currentUser?.name ?? \"Invitado\"", "(session.currentUser?.name ?? \"Invitado\")"),
        ("viewModel.load(id: itemId, 3)", "viewModel.load(id: itemId, 3)"),
        ("items[0]!", "items[0]!"),
        ("$isEditing", "$isEditing"),
        ("$viewModel.displayName", "$viewModel.displayName"),
        ("\\.id", "\\.id"),
        ("\\.self", "\\.self"),
        ("\\Item.name.count", "\\Item.name.count"),
        ("[1, 2.5, true, nil, \"s\"]", "[1, 2.5, true, nil, \"s\"]"),
        ("[]", "[]"),
        (".red", ".red"),
        ("Color(.blue).opacity(0.5)", "Color(.blue).opacity(0.5)"),
        ("\"Count: \\(count + 1)!\"", "\"Count: \\((count + 1))!\""),
        ("\"a\\n\\\"b\\\"\\u{41}\"", "\"a\n\"b\"A\""),
        ("\"nested \\(\"inner \\(x)\")\"", "\"nested \\(\"inner \\(x)\")\""),
        ("(a + b) * c", "(((a + b)) * c)"),
        ("0x1F + 1_000 + 1e3", "((0x1F + 1_000) + 1e3)"),
        ("f()", "f()"),
        ("a?[0]", "a?[0]"),
        ("user!.name", "user!.name"),
        ("self.count", "self.count"),
        ("a...b", "(a ... b)"),
        ("!isOn", "(!isOn)"),
        // `#Predicate` is read as the runtime's `Predicate`, made from the same closure.
        ("#Predicate<Tag> { $0.isPinned }", "Predicate<Tag>({ $0.isPinned })"),
        ("#Predicate { $0.rank >= floor }", "Predicate({ ($0.rank >= floor) })"),
        ("Predicate<Tag> { $0.isPinned }", "Predicate<Tag>({ $0.isPinned })"),
    ])
    func constructs(source: String, expected: String) throws {
        let (expr, diagnostics) = expression(source)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        #expect(try render(#require(expr)) == expected)
    }

    @Test("locations of nested nodes are exact")
    func nestedLocations() throws {
        let expr = try #require(expression("a.b + foo(x: 1)").expr)
        guard case .infix(_, let lhs, let rhs) = expr.kind else { Issue.record("not infix"); return }
        #expect(expr.location == at(1, 1))
        guard case .member(_, _, let nameLocation) = lhs.kind else { Issue.record("not member"); return }
        #expect(nameLocation == at(1, 3))
        #expect(rhs.location == at(1, 7))
        guard case .call(_, let arguments) = rhs.kind else { Issue.record("not call"); return }
        #expect(arguments.first?.value.location == at(1, 14))
    }

    @Test("errors name the problem and point at the exact column", arguments: [
        ("a +", "expected expression after `+`", 4),
        ("a + )", "expected expression after `+`", 5),
        ("load(1", "expected `)` to close call to `load`", 7),
        ("vm.load(1 2)", "expected `)` to close call to `load`", 11),
        ("a]", "unexpected `]` in expression", 2),
        ("[1, 2", "expected `]` to close array literal", 6),
        ("a[1", "expected `]` to close subscript", 4),
        ("(a + b", "expected `)` to close parenthesized expression", 7),
        ("a ? b", "expected `:` in ternary expression", 6),
        ("a.", "expected member name after `.`", 3),
        ("\"abc", "unterminated string literal", 1),
        ("\"a\\qb\"", "invalid escape sequence `\\q` in string literal", 3),
        ("a < b < c", "`<` is non-associative; add parentheses to combine comparison operators like `<`", 7),
        ("a @ b", "unexpected character `@`", 3),
        ("", "expected expression", 1),
        ("a b", "unexpected `b` in expression", 3),
        ("class", "unexpected keyword `class` in expression", 1),
        ("\\", "expected `.` and a member name after `\\` in key path", 2),
        ("a?", "`?` must be followed by a member, call or subscript to chain an optional", 2),
        ("* a", "`*` is not a prefix operator", 1),
        ("$", "`$` must be followed by the name of a property, as in `$isOn`", 1),
        ("#Predicate<Tag>", "expected a closure after `#Predicate`, as in `#Predicate<Item> { $0.isDone }`", 16),
        ("#Predicate<Tag { $0 }", "expected `>` to close the input types of `#Predicate`", 16),
    ])
    func errors(source: String, message: String, column: Int) {
        let (expr, diagnostics) = expression(source)
        #expect(expr == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.code == DiagnosticCode("TRL020"))
        #expect(diagnostics.first?.message.text == message)
        #expect(diagnostics.first?.location == at(1, column))
    }

    @Test("an assignment outside an action is TRL022 at the operator")
    func assignmentInExpression() {
        let (expr, diagnostics) = expression("count = 10")
        #expect(expr == nil)
        #expect(summary(diagnostics) == ["TRL022@1:7"])
    }

    @Test("statements: assignment, compound assignment and calls, separated by `;`")
    func statements() throws {
        var diagnostics = DiagnosticCollector()
        let statements = try #require(ExpressionParser.parseStatements("count += 1; isOn.toggle(); vm.name = \"x\";", at: at(2, 10), diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(statements.count == 3)
        guard case .assignment(let target, let op, let value) = statements[0].kind else { Issue.record("not assignment"); return }
        #expect(render(target) == "count" && op == "+=" && render(value) == "1")
        guard case .expression(let call) = statements[1].kind else { Issue.record("not expression"); return }
        #expect(render(call) == "isOn.toggle()")
        #expect(statements[1].location == at(2, 22))
        #expect(statements[2].location == at(2, 37))
        #expect(try #require(ExpressionParser.parseStatements("  ", at: at(1, 1), diagnostics: &diagnostics)).isEmpty)
    }

    @Test("assignments through optional chains, unwraps and a call's result, as Swift allows", arguments: [
        "editMode?.wrappedValue = .inactive",
        "editMode?.animation().wrappedValue = .inactive",
        "selection!.name = \"x\"",
        "store.items[0]?.count += 1",
        "model.current().name = \"x\"",
    ])
    func assignmentsThroughChains(source: String) throws {
        var diagnostics = DiagnosticCollector()
        let statements = try #require(ExpressionParser.parseStatements(source, at: at(1, 1), diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        guard case .assignment(let target, _, _) = statements.first?.kind else { Issue.record("not assignment"); return }
        #expect(source.hasPrefix(render(target) + " "))
    }

    @Test("statement errors", arguments: [
        ("a = b = c", "assignments cannot be chained", 7),
        ("f() = 1", "cannot assign to this expression; the left side of `=` must be a property, member or subscript", 1),
        ("a.f() = 1", "cannot assign to this expression; the left side of `=` must be a property, member or subscript", 1),
        ("a += 1 b()", "expected `;` or a line break between statements", 8),
        ("x = (y = 1)", "assignments are only allowed in actions", 8),
    ])
    func statementErrors(source: String, message: String, column: Int) {
        var diagnostics = DiagnosticCollector()
        let statements = ExpressionParser.parseStatements(source, at: at(1, 1), diagnostics: &diagnostics)
        #expect(statements == nil)
        #expect(diagnostics.diagnostics.map(\.message.text) == [message])
        #expect(diagnostics.diagnostics.first?.location == at(1, column))
    }

    @Test("interpolated values: literal text with holes and brace escapes")
    func interpolated() throws {
        var diagnostics = DiagnosticCollector()
        let value = try #require(ExpressionParser.parseInterpolated("Add {{Count}}: {count} { \"}\" }", at: at(1, 1), diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(value.segments.count == 4)
        #expect(value.segments[0] == .literal("Add {Count}: "))
        guard case .expression(let count) = value.segments[1] else { Issue.record("not an expression"); return }
        #expect(count.location == at(1, 17))
        guard case .expression(let string) = value.segments[3] else { Issue.record("not an expression"); return }
        #expect(render(string) == "\"}\"")
        let sole = try #require(ExpressionParser.parseInterpolated("{$isOn}", at: at(1, 1), diagnostics: &diagnostics))
        #expect(sole.soleExpression.map(render) == "$isOn")
    }

    @Test("an unclosed hole is TRL021 at its `{`")
    func unterminatedHole() {
        var diagnostics = DiagnosticCollector()
        #expect(ExpressionParser.parseInterpolated("Count: {count", at: at(3, 5), diagnostics: &diagnostics) == nil)
        #expect(summary(diagnostics.diagnostics) == ["TRL021@3:12"])
        var empty = DiagnosticCollector()
        #expect(ExpressionParser.parseInterpolated("a {} b", at: at(1, 1), diagnostics: &empty) == nil)
        #expect(summary(empty.diagnostics) == ["TRL020@1:4"])
        #expect(empty.diagnostics.first?.message.text == "expected expression")
        var unclosed = DiagnosticCollector()
        #expect(ExpressionParser.parseInterpolated("x {a b} y", at: at(1, 1), diagnostics: &unclosed) == nil)
        #expect(summary(unclosed.diagnostics) == ["TRL021@1:3"])
        var lone = DiagnosticCollector()
        #expect(ExpressionParser.parseInterpolated("a } b", at: at(1, 1), diagnostics: &lone) == nil)
        #expect(summary(lone.diagnostics) == ["TRL020@1:3"])
    }

    @Test("types", arguments: [
        ("Int", "Int"), ("User?", "User?"), ("[Item]", "[Item]"), ("[String: Int]", "[String: Int]"),
        ("Set<Int>", "Set<Int>"), ("Dictionary<String, [Int]>", "Dictionary<String, [Int]>"), ("Int??", "Int??"),
        ("Array<Set<Int>>", "Array<Set<Int>>"), ("[Item]?", "[Item]?"), ("(Int?)?", "Int??"), (" Int ", "Int"),
        ("(Int, String)", "(Int, String)"), ("(quotient: Int, remainder: Int)?", "(quotient: Int, remainder: Int)?"),
    ])
    func types(source: String, expected: String) throws {
        var diagnostics = DiagnosticCollector()
        let type = try #require(ExpressionParser.parseType(source, at: at(1, 1), diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        #expect(type.reference.description == expected)
    }

    @Test("invalid types are TRL023 at the offending token", arguments: [
        ("[String", 8), ("Int!", 4), ("(x: Int)", 1), ("class", 1), ("Set<Int", 8), ("", 1), ("Foundation.", 11), ("Int<>", 5), ("() async", 1),
    ])
    func invalidTypes(source: String, column: Int) {
        var diagnostics = DiagnosticCollector()
        #expect(ExpressionParser.parseType(source, at: at(1, 1), diagnostics: &diagnostics) == nil)
        #expect(diagnostics.diagnostics.map(\.message.text) == ["`\(source)` is not a valid type"])
        #expect(diagnostics.diagnostics.first?.location == at(1, column))
    }

    @Test("deep nesting is an error, not a crash")
    func deepNesting() {
        let parentheses = String(repeating: "(", count: 5000) + "a" + String(repeating: ")", count: 5000)
        #expect(expression(parentheses).diagnostics.first?.code == DiagnosticCode("TRL020"))
        let chain = Array(repeating: "a", count: 20000).joined(separator: " + ")
        #expect(expression(chain).diagnostics.first?.message.text.contains("too deeply nested") == true)
        let prefixes = String(repeating: "!", count: 3000) + "a"
        #expect(expression(prefixes).expr == nil)
        let coalescing = Array(repeating: "a", count: 3000).joined(separator: " ?? ")
        #expect(expression(coalescing).expr == nil)
        let strings = String(repeating: "\"\\(", count: 2000) + "a" + String(repeating: ")\"", count: 2000)
        #expect(expression(strings).expr == nil)
    }

    @Test("keywords and identifiers")
    func keywords() {
        #expect(SwiftKeywords.isKeyword("class"))
        #expect(!SwiftKeywords.isKeyword("count"))
        #expect(SwiftKeywords.isValidIdentifier("año_2"))
        #expect(SwiftKeywords.isValidIdentifier("_private"))
        #expect(!SwiftKeywords.isValidIdentifier("2fast"))
        #expect(!SwiftKeywords.isValidIdentifier("my-name"))
        #expect(!SwiftKeywords.isValidIdentifier("struct"))
        #expect(!SwiftKeywords.isValidIdentifier(""))
    }
}

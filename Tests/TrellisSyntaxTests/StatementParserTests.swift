import Testing
import TrellisDiagnostics
@testable import TrellisSyntax

/// Actions as Swift statements: blocks, patterns, closures, `try`/`await`, separators, and the
/// code content of elements, located exactly.
@Suite("Statements and closures") struct StatementParserTests {
    private func statements(_ text: String) -> (rendered: [String], diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let parsed = ExpressionParser.parseStatements(text, at: at(1, 1), diagnostics: &diagnostics)
        return (parsed?.map(render) ?? [], diagnostics.diagnostics)
    }

    @Test("statements parse as Swift reads them", arguments: [
        ("let next = count + 1; count = next", ["let next = (count + 1)", "count = next"]),
        ("var total: Int = 0", ["var total: Int = 0"]),
        ("if count > 3 { count = 0 } else if count == 2 { count = 1 } else { count += 1 }",
         ["if (count > 3) { count = 0 } else if (count == 2) { count = 1 } else { count += 1 }"]),
        ("if let user = session.user, user.isAdmin { show = true }", ["if let user = session.user, user.isAdmin { show = true }"]),
        ("if let label { print(label) }", ["if let label { print(label) }"]),
        ("guard let x = y else { return }", ["guard let x = y else { return }"]),
        ("switch state { case .idle: break; case .loaded(let items): n = items.count; case let x where x > 3: f(); default: g() }",
         ["switch state { case .idle: break case .loaded(let items): n = items.count case let x where (x > 3): f() default: g() }"]),
        ("switch n { case 1, 2: a() case .b(items: let x, _): c(x) default: break }",
         ["switch n { case 1, 2: a() case .b(let x, _): c(x) default: break }"]),
        ("for item in items { if item.done { continue }; total += 1 }", ["for item in items { if item.done { continue }; total += 1 }"]),
        ("do { try store.save() } catch { failed = true }", ["do { (try store.save()) } catch { failed = true }"]),
        ("do { try store.save() } catch let problem { log(problem) }", ["do { (try store.save()) } catch let problem { log(problem) }"]),
        ("x = try? f(); y = try! g()", ["x = (try? f())", "y = (try! g())"]),
        ("Task { try await store.load() }", ["Task({ (try (await store.load())) })"]),
        ("withAnimation { count += 1 }", ["withAnimation({ count += 1 })"]),
        ("names = names.filter { !$0.isEmpty }", ["names = names.filter({ (!$0.isEmpty) })"]),
        ("titles = items.map { $0.title }.sorted { $0 < $1 }", ["titles = items.map({ $0.title }).sorted({ ($0 < $1) })"]),
        ("f = { x in x * 2 }; g = { (a, b) in a + b }; h = { _ in 0 }", ["f = { x in (x * 2) }", "g = { a, b in (a + b) }", "h = { _ in 0 }"]),
        ("items.sort(by: { a, b in a < b })", ["items.sort(by: { a, b in (a < b) })"]),
        ("return", ["return"]),
    ])
    func parses(source: String, expected: [String]) {
        let (rendered, diagnostics) = statements(source)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        #expect(rendered == expected)
    }

    @Test("patterns, casts, loops, `defer` and operators as functions parse as Swift reads them", arguments: [
        ("if case .loaded(let items) = state, !items.isEmpty { n = items.count }",
         ["if case .loaded(let items) = state, (!items.isEmpty) { n = items.count }"]),
        ("guard case let x? = maybe else { return }", ["guard case .some(let x) = maybe else { return }"]),
        ("if case 1...5 = n { f() }", ["if case (1 ... 5) = n { f() }"]),
        ("switch score { case .some(let x) where x > 90: a(x); case .some(75...): b(); case nil: c(); case _?: d() }",
         ["switch score { case .some(let x) where (x > 90): a(x) case .some((75...)): b() case nil: c() case .some(_): d() }"]),
        ("switch n { case ...0: a(); case ..<10: b(); case 10...: c() }",
         ["switch n { case (...0): a() case (..<10): b() case (10...): c() }"]),
        ("x = y as? Int ?? 0; z = y as! String; b = y is Int; w = y as Any",
         ["x = ((y as? Int) ?? 0)", "z = (y as! String)", "b = (y is Int)", "w = (y as Any)"]),
        ("x = y as? [String: Int]?", ["x = (y as? [String: Int]?)"]),
        ("x = try? f() as? Int", ["x = (try? (f() as? Int))"]),
        ("for (key, value) in counts where value > 0 { total += value }",
         ["for (key, value) in counts where (value > 0) { total += value }"]),
        ("for (_, item) in items.enumerated() { f(item) }", ["for (_, item) in items.enumerated() { f(item) }"]),
        ("while let top = stack.popLast() { n += top }", ["while let top = stack.popLast() { n += top }"]),
        ("while n < 3 { n += 1 }; repeat { n -= 1 } while n > 0", ["while (n < 3) { n += 1 }", "repeat { n -= 1 } while (n > 0)"]),
        ("defer { loading = false }; load()", ["defer { loading = false }", "load()"]),
        ("names = names.sorted(by: <); total = xs.reduce(0, +); f(==, x)",
         ["names = names.sorted(by: <)", "total = xs.reduce(0, +)", "f(==, x)"]),
        ("let open = true; let type = kind; set(get: some)", ["let open = true", "let type = kind", "set(get: some)"]),
        ("count += 1 // one more", ["count += 1"]),
        ("count /* the count */ += 1; /* nested /* comment */ */ f()", ["count += 1", "f()"]),
        ("x = r.contains(5) ? 1 : 2; r = 1...", ["x = (r.contains(5) ? 1 : 2)", "r = (1...)"]),
        ("f = { (a: Item, b: Item) -> Bool in a.rank < b.rank }; g = { (x) throws -> [Int]? in nil }; h = { () -> Int in 1 }",
         ["f = { (a: Item, b: Item) -> Bool in (a.rank < b.rank) }", "g = { (x) throws -> [Int]? in nil }", "h = { () -> Int in 1 }"]),
        ("counts = [:]; prices = [\"tea\": 2, \"cake\": 3.5,]; m = [a: [1], b: []]",
         ["counts = [:]", "prices = [\"tea\": 2, \"cake\": 3.5]", "m = [a: [1], b: []]"]),
        ("do { try f() } catch MemosError.notLoggedIn { a() } catch MemosError.server(let code) where code > 400 { b(code) } catch let e as URLError { c(e) } catch is CancellationError { d() } catch { g(error) }",
         ["do { (try f()) } catch MemosError.notLoggedIn { a() } catch MemosError.server(let code) where (code > 400) { b(code) } catch let e as URLError { c(e) } catch is CancellationError { d() } catch { g(error) }"]),
        ("do { try f() } catch let problem { p(problem) }; do { try f() } catch _ { }", ["do { (try f()) } catch let problem { p(problem) }", "do { (try f()) } catch _ {  }"]),
        ("switch s { case Load.loaded(let items): f(items); case Journal.Filter.calm: g(); case Int.max: h(); case let n as Int: i(n) }",
         ["switch s { case Load.loaded(let items): f(items) case Journal.Filter.calm: g() case Int.max: h() case let n as Int: i(n) }"]),
        ("for case let x? in values { n += x }; for case .loaded(let v) in states where v > 1 { f(v) }",
         ["for case .some(let x) in values { n += x }", "for case .loaded(let v) in states where (v > 1) { f(v) }"]),
        ("let (a, b) = pair; var (q, _) = n.quotientAndRemainder(dividingBy: 3)",
         ["let (a, b) = pair", "var (q, _) = n.quotientAndRemainder(dividingBy: 3)"]),
        ("let value = Task.detached { await load() }; await MainActor.run { done = true }",
         ["let value = Task.detached({ (await load()) })", "(await MainActor.run({ done = true }))"]),
    ])
    func parsesSwiftForms(source: String, expected: [String]) {
        let (rendered, diagnostics) = statements(source)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        #expect(rendered == expected)
    }

    @Test("a comment that holds a line break separates statements like one")
    func commentsSeparateLines() {
        let (rendered, diagnostics) = statements("a = 1 // first\nb = 2 /* two\nlines */ c = 3\n// last")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        #expect(rendered == ["a = 1", "b = 2", "c = 3"])
    }

    @Test("`#available` keeps its platforms as written; `#if` is reported once, and the code around it is still parsed")
    func directivesAreReportedAndSkipped() {
        let (rendered, diagnostics) = statements("if #available(iOS 17, *), ready { f() }\n#if os(iOS)\na = 1\n#elseif DEBUG\nb = 2\n#else\nc = 3\n#endif\nd = 4")
        #expect(diagnostics.map(\.message.text) == ["`#if` is not supported yet"])
        #expect(diagnostics.map(\.location) == [at(2, 1)])
        #expect(diagnostics.map(\.message.code.rawValue) == ["TRL025"])
        #expect(rendered == ["if #available(iOS 17, *), ready { f() }", "#if { a = 1 } { b = 2 } { c = 3 }", "d = 4"])
    }

    @Test("syntax errors in the Swift forms are located at their token", arguments: [
        ("if case .a = ", "expected expression after `=`", 14),
        ("if case .a { }", "expected `=` and a value after the pattern of `if case`", 12),
        ("for (a, b in xs { }", "expected `)` to close the tuple after `for`", 11),
        ("let (a, b) pair", "expected `=` and a value after `let (a, b)`", 12),
        ("let (a, 1) = pair", "expected a name in the tuple after `let`", 9),
        ("do { } catch let e as { }", "expected a type after `as`", 23),
        ("for case let x? on xs { }", "expected `in` after `for case`", 17),
        ("repeat { } n > 0", "expected `while` and a condition after the body of `repeat`", 12),
        ("#if os(iOS)\na = 1", "expected `#endif` to close the `#if`", 6),
        ("#endif", "`#endif` must follow an `#if`", 1),
        ("x = #file", "`#file` is not supported yet", 5),
        ("x = y as? ", "expected a type after `as?`", 11),
        ("x = y as? 3", "`3` is not a valid type", 11),
        ("x = 1 /* open", "unterminated `/*` comment; close it with `*/`", 7),
        ("x = [: 1]", "expected `]` after `[:` in an empty dictionary literal", 8),
        ("x = [1: 2, 3]", "expected `:` and a value after the key in a dictionary literal", 13),
        ("x = [1: 2 3]", "expected `]` to close dictionary literal", 11),
    ])
    func formErrors(source: String, message: String, column: Int) {
        let (_, diagnostics) = statements(source)
        #expect(diagnostics.map(\.message.text).last == message)
        #expect(diagnostics.last?.location.column == column)
    }

    @Test("line breaks separate statements in code content; `-x` and `(` on a new line begin one")
    func lineBreaks() {
        let (rendered, diagnostics) = statements("let a = 1\nvar b = a\n-b\nb += 1\n  + 2\nf()\n(g)()")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message.text))")
        #expect(rendered == ["let a = 1", "var b = a", "(-b)", "b += (1 + 2)", "f()", "(g)()"])
    }

    @Test("in a condition `{` opens the body, not a trailing closure")
    func conditionsTakeNoTrailingClosure() {
        let (rendered, diagnostics) = statements("if items.contains(where: { $0 > 1 }) { f() }; for x in xs.filter { $0 } { }")
        #expect(rendered.isEmpty)
        // `{ $0 }` is the loop body, as in Swift; what follows it is a second statement without a separator.
        #expect(diagnostics.map(\.message.text) == ["expected `;` or a line break between statements"])
        let (ok, none) = statements("if items.contains(where: { $0 > 1 }) { f() }")
        #expect(none.isEmpty && ok == ["if items.contains(where: { ($0 > 1) }) { f() }"])
    }

    @Test("statement syntax errors are located at their token", arguments: [
        ("if count > 3 count = 0", "expected `{` to begin the body of `if`", 14),
        ("let x", "a `let` needs a value: write `let x = value`", 6),
        ("var x: Int", "a `var` needs an initial value: write `var x = value`", 11),
        ("guard x { }", "expected `else` after `guard` condition", 9),
        ("switch x { foo() }", "expected `case` or `default` in `switch`", 12),
        ("switch x { case 1: }", "a case needs at least one statement; write `break` to do nothing", 20),
        ("f { x", "expected `}` to close the closure", 6),
        ("count = 1 }", "unexpected `}`; it closes no `{`", 11),
        ("else { }", "`else` must follow the body of an `if`", 1),
        ("case 1: f()", "`case` is only allowed inside a `switch`", 1),
    ])
    func errors(source: String, message: String, column: Int) {
        let (_, diagnostics) = statements(source)
        #expect(diagnostics.map(\.message.text) == [message])
        #expect(diagnostics.first?.location == at(1, column))
    }

    @Test("braces nest inside a `{…}` hole: a closure never ends the interpolation")
    func closuresInHoles() throws {
        var diagnostics = DiagnosticCollector()
        let string = try #require(ExpressionParser.parseInterpolated("Open: {items.filter { !$0.done }.count} of {items.count}", at: at(1, 1), diagnostics: &diagnostics))
        #expect(diagnostics.diagnostics.isEmpty)
        let holes = string.segments.compactMap { segment -> String? in
            if case .expression(let expr) = segment { render(expr) } else { nil }
        }
        #expect(holes == ["items.filter({ (!$0.done) }).count", "items.count"])
    }

    @Test("an attribute is one line: statements on its later lines need `;`, and the message says why")
    func attributeLinesNeedSemicolons() {
        let xml = screen("    <Button title=\"a\" action=\"count = 1\n      count = 2\"/>")
        // The attribute is kept as written and read as statements by its parameter's type.
        guard case .element(let button)? = parse(xml).file?.views.first?.body.first,
              case .source(let action)? = button.argument("action")?.value else { Issue.record("no action"); return }
        var collector = DiagnosticCollector()
        _ = ExpressionParser.parseStatements(action, diagnostics: &collector)
        let diagnostics = collector.diagnostics
        #expect(summary(diagnostics) == ["TRL020@5:7"])
        #expect(diagnostics.first?.message.text == "expected `;` between statements; XML reads the line breaks of an attribute as spaces, so write `;` or put the code in an element")
    }

    @Test("code content of <action> and of modifiers is parsed in place, CDATA and comments included")
    func codeContent() throws {
        let xml = screen("""
            <VStack>
              <Button title="Save">
                <action><![CDATA[
                  if count < 3 && count > 0 { count = 0 }
                  <!-- not a comment inside CDATA: -->
                ]]></action>
              </Button>
              <onAppear>
                count = 1
                <!-- a comment between statements -->
                count += count &lt; 2 ? 1 : 0
              </onAppear>
            </VStack>
            """)
        let (file, diagnostics) = parse(xml)
        // The CDATA's `<!--` is code to the parser, so it is an error at its exact place.
        #expect(summary(diagnostics) == ["TRL020@8:7"])
        _ = file
        let clean = screen("""
            <VStack>
              <Button title="Save">
                <action><![CDATA[
                  if count < 3 && count > 0 { count = 0 }
                ]]></action>
              </Button>
              <onAppear>
                count = 1
                <!-- a comment between statements -->
                count += count &lt; 2 ? 1 : 0
              </onAppear>
            </VStack>
            """)
        let (parsed, none) = parse(clean)
        #expect(none.isEmpty, "\(none.map(\.message.text))")
        guard case .element(let stack)? = parsed?.views.first?.body.first,
              case .element(let button) = stack.children.first,
              case .action(let action)? = button.argument("action")?.value,
              case .onAppear(let appear)? = stack.modifiers.first?.kind else {
            Issue.record("unexpected tree")
            return
        }
        #expect(action.map(render) == ["if ((count < 3) && (count > 0)) { count = 0 }"])
        #expect(action.first?.location == at(7, 7))
        #expect(appear.map(render) == ["count = 1", "count += ((count < 2) ? 1 : 0)"])
        #expect(appear.map(\.location) == [at(11, 5), at(13, 5)])
    }

    @Test("a bare `<` or `&&` in an attribute is malformed XML with a hint, at the character")
    func bareMarkupCharactersHaveAHint() {
        let (_, lessThan) = parse(screen("    <Button title=\"a\" action=\"if count < 3 { count = 0 }\"/>"))
        #expect(summary(lessThan) == ["TRL001@4:40"])
        #expect(lessThan.first?.message.text.contains("write `<` as `&lt;` in an attribute, or put the code in an element as CDATA") == true)
        let (_, ampersands) = parse(screen("    <Button title=\"a\" action=\"flag = flag && flag\"/>"))
        #expect(summary(ampersands) == ["TRL001@4:44"])
        #expect(ampersands.first?.message.text.contains("`&&` is `&amp;&amp;`") == true)
        let (_, inText) = parse(screen("    <onAppear>\n count = count < 2 ? 1 : 0</onAppear>"))
        #expect(summary(inText) == ["TRL001@5:16"])
    }
}

import Testing
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Statements and closures are checked like any other code: names resolve through their
/// scopes, reads inside them keep a state alive, and what swiftc would reject is reported.
@Suite("Statements and closures in the checker") struct StatementCheckingTests {
    private static func summary(_ body: String, declarations: String = "") -> [String] {
        let xml = """
            <trellis>
              <model name="Store" external="true">
                <published name="items" type="[String]"/>
                <published name="total" type="Int" setter="private"/>
                <method name="load" async="true" throws="true"/>
              </model>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="names" type="[String]" initial="[]"/>
                <stateObject name="store" type="Store" initial="Store()"/>
            \(declarations)
                <body><VStack><Text>{store.items.count}</Text>
            \(body)
                </VStack></body>
              </view>
            </trellis>
            """
        var diagnostics = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "test.xml", bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &diagnostics)
        return diagnostics.sorted().map { "\($0.code)@\($0.location.line):\($0.location.column)" }
    }

    @Test("the Swift forms check as swiftc judges them: what it accepts is clean, what it warns about is reported")
    func swiftFormsCheckLikeSwiftc() {
        // A mutating call in a value writes its receiver; `while let` and `if case` bind; a cast to
        // a type the checker does not model is swiftc's to judge; a closure that writes `throws`
        // may `try` (and is marked `try` where called).
        #expect(Self.summary("""
            <Button title="a">
              <action>
                var stack = names
                while let top = stack.popLast() { count += top.count }
                let label = names.first as? CustomStringConvertible
                if case let text? = label?.description, !text.isEmpty { count += 1 }
                let run = { (name: String) throws in try check(name) }
                do { try run("x") } catch { count = 0 }
              </action>
            </Button>
            """, declarations: "<function name=\"check\" throws=\"true\"><parameter name=\"name\" label=\"_\" type=\"String\"/>count += name.count</function>") == [])
        // A `switch` whose cases all return ends the function (no TRL187); one with a `break` does not.
        #expect(Self.summary("", declarations: """
            <function name="sign" returns="Int"><parameter name="n" label="_" type="Int?"/>
              switch n {
              case .some(1...): return 1
              case .some(...0): return -1
              case nil: return 0
              default: return 2
              }
            </function>
            <function name="late" returns="Int">
              switch count { case 0: break; default: return 1 }
            </function>
            """) == ["TRL214@9:5", "TRL187@19:1"])
        // `#available` is swiftc's to judge, and the rest of the `if` is checked (TRL103); TRL026, TRL027, TRL028.
        #expect(Self.summary("""
            <Button title="a" action="if #available(iOS 17, *), missing { count = 1 }"/>
            <Button title="b" action="if count is Int { count = 1 }; defer { count = 0 }"/>
            <Button title="c" action="for (a, b, c) in [&quot;k&quot;: 1] where a.isEmpty { count = b + c }"/>
            """) == ["TRL214@9:5", "TRL103@13:53", "TRL026@14:30", "TRL027@14:58", "TRL028@15:32"])
    }

    @Test("a `catch` pattern, a `for case` pattern and a tuple's names bind as Swift binds them")
    func catchForCaseAndTuplePatternsBind() {
        let xml = """
            <trellis>
              <enum name="Failure" protocols="Error">
                <case name="denied"/>
                <case name="server"><parameter type="Int"/></case>
              </enum>
              <view name="Main" root="true">
                <state name="count" type="Int" initial="0"/>
                <state name="maybe" type="[Int?]" initial="[]"/>
                <function name="load" async="true" throws="true"/>
                <body><VStack><Text>{count}</Text>
                  <Button title="a">
                    <action>
                      Task {
                        do {
                          try await load()
                        } catch Failure.server(let code) where code > 400 {
                          count = code
                        } catch Failure.server(let code) {
                          count = code.isEmpty ? 0 : 1
                        } catch Failure.denid {
                          count = 0
                        } catch let problem as URLError {
                          count = problem.errorCode
                        } catch is CancellationError {
                          count = -1
                        } catch let unused {
                          count = 2
                        }
                      }
                    </action>
                  </Button>
                  <Button title="b">
                    <action>
                      for case .server(let code) in [Failure.denied] where code > 1 { count += code }
                      for case let value? in maybe { count += value.count }
                      let (first, _) = 7.quotientAndRemainder(dividingBy: 2)
                      let (left, right) = count.quotientAndRemainder(dividingBy: 2)
                      count = first + left
                    </action>
                  </Button>
                </VStack></body>
              </view>
            </trellis>
            """
        var diagnostics = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "test.xml", bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &diagnostics)
        // Each bound name has its case's type (`code.isEmpty` is TRL260 on an `Int`); a case the
        // enum lacks is TRL105; a name bound and never read is TRL152; a cast binds a value of its
        // type (`URLError`'s `errorCode`), and a tuple's elements are swiftc's to judge.
        #expect(diagnostics.sorted().map { "\($0.code)@\($0.location.line):\($0.location.column)" } == [
            "TRL260@19:28", "TRL105@20:29", "TRL152@26:25", "TRL260@35:57", "TRL152@37:22",
        ])
    }

    @Test("states read only inside closures and blocks are read (no TRL214)")
    func readsInsideClosuresCount() {
        #expect(Self.summary("""
            <Button title="a" action="withAnimation { if count > 1 { names = names.filter { $0 != &quot;&quot; } } }"/>
            """) == [])
        #expect(Self.summary("""
            <Button title="a" action="names = []"/>
            """) == ["TRL214@8:5", "TRL214@9:5"])
    }

    @Test("locals hide the view's names, and are scoped to their block")
    func localsAreScoped() {
        // `count` inside the closure is the parameter; outside the `if`, `shown` is unknown.
        #expect(Self.summary("""
            <Button title="a" action="names = names.map { count in count + &quot;!&quot; }; count += 1"/>
            <Button title="b" action="if let shown = names.first { names = [shown] }; names = [shown]"/>
            """) == ["TRL103@14:84"])
    }

    @Test("`$` of a local is no binding (TRL206); `private(set)` cannot be assigned (TRL158)")
    func projectionsAndPrivateSetters() {
        #expect(Self.summary("""
            <Button title="a" action="for name in names { print($name) }"/>
            <Button title="b" action="store.total += 1"/>
            <Toggle title="c" isOn="{$store.total}"/>
            """) == ["TRL214@8:5", "TRL206@13:53", "TRL158@14:27", "TRL158@15:26"])
    }

    @Test("effects: await and try where they can run, with a clean program once wrapped in Task")
    func effects() {
        #expect(Self.summary("""
            <Button title="a" action="store.load()"/>
            <Button title="b" action="Task { try await store.load() }; withAnimation { count += 1 }"/>
            """) == ["TRL214@9:5", "TRL156@13:33"])
    }

    private static func diagnostics(_ xml: String) -> [Diagnostic] {
        var diagnostics = DiagnosticCollector()
        let file = SyntaxParser().parseFile(SourceInput(path: "test.xml", bytes: Array(xml.utf8)), diagnostics: &diagnostics)
        _ = SemanticAnalyzer().analyze(files: file.map { [$0] } ?? [], diagnostics: &diagnostics)
        return diagnostics.sorted()
    }

    /// Applies insertions (the fix-its here insert only), last first, by line and column.
    private static func inserting(_ edits: [TextEdit], into text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) }
        for edit in edits.sorted(by: { $0.range.start > $1.range.start }) {
            let line = edit.range.start.line - 1
            lines[line].insert(contentsOf: edit.replacement.unicodeScalars, at: edit.range.start.column - 1)
        }
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    @Test("the fix-it for an async throwing call in an action starts it in a Task, and the result checks clean")
    func taskFixIt() throws {
        let screen = """
            <trellis>
              <model name="Store" external="true">
                <published name="items" type="[String]"/>
                <method name="load" async="true" throws="true"/>
              </model>
              <view name="Main" root="true">
                <stateObject name="store" type="Store" initial="Store()"/>
                <body><Button title="{store.items.count}" action="store.load()"/></body>
              </view>
            </trellis>
            """
        let found = Self.diagnostics(screen)
        #expect(found.map(\.code.rawValue) == ["TRL156"])
        let fixIt = try #require(found.first?.fixIts.first)
        let fixed = Self.inserting(fixIt.edits, into: screen)
        #expect(fixed.contains(#"action="Task { try await store.load() }""#))
        #expect(Self.diagnostics(fixed).isEmpty)
    }

    @Test("a read of a throwing async let without try is TRL155, whose fix-it inserts try before await")
    func asyncLetReadWithoutTryFixIt() throws {
        let screen = """
            <view name="Main" root="true">
              <state name="count" type="Int" initial="0"/>
              <function name="load" throws="true" returns="Int">
                return count + 1
              </function>
              <function name="reload" async="true" throws="true">
                async let value = try load()
                async let safe = try? load()
                count = await value + (await safe ?? 0)
              </function>
              <body><Text>{count}</Text><task action="try? await reload()"/></body>
            </view>
            """
        let found = Self.diagnostics(screen)
        #expect(found.map(\.code.rawValue) == ["TRL155"])
        #expect(found.first?.message.text == "reading `async let` `value` can throw but is not marked with `try`")
        #expect(found.first?.location.line == 9 && found.first?.location.column == 19)
        let fixIt = try #require(found.first?.fixIts.first)
        let fixed = Self.inserting(fixIt.edits, into: screen)
        #expect(fixed.contains("count = try await value + (await safe ?? 0)"))
        #expect(Self.diagnostics(fixed).isEmpty)

        // Without `await` as well: one fix-it inserts both.
        let bare = screen.replacingOccurrences(of: "count = await value", with: "count = value")
        let both = Self.diagnostics(bare)
        #expect(both.map(\.code.rawValue) == ["TRL144"])
        let fixBoth = try #require(both.first?.fixIts.first)
        #expect(Self.inserting(fixBoth.edits, into: bare).contains("count = try await value + (await safe ?? 0)"))
    }

    @Test("an inout argument without & is TRL148, whose fix-it inserts it; & where no inout parameter takes it is TRL147, whose fix-it removes it")
    func inoutArgumentFixIts() throws {
        let screen = """
            <view name="Main" root="true">
              <state name="count" type="Int" initial="0"/>
              <function name="bump">
                <parameter name="value" label="_" type="inout Int"/>
                value += 1
              </function>
              <function name="show">
                <parameter name="value" label="_" type="Int"/>
                print(value)
              </function>
              <body><Button title="{count}" action="bump(count); show(&amp;count)"/></body>
            </view>
            """
        let found = Self.diagnostics(screen)
        #expect(found.map(\.code.rawValue) == ["TRL148", "TRL147"])
        let insert = try #require(found.first?.fixIts.first)
        #expect(Self.inserting(insert.edits, into: screen).contains(#"action="bump(&amp;count); show(&amp;count)""#))
        let remove = try #require(found.last?.fixIts.first?.edits.first)
        #expect(remove.replacement.isEmpty)
        #expect(remove.range.start.column == 59 && remove.range.end.column == 64)
    }

    @Test("`&` on a place that cannot change is worded as Swift's: cannot pass immutable value as inout argument, with the code an assignment has")
    func immutableInoutArgumentsUseSwiftsWording() {
        let screen = """
            <view name="Main" root="true">
              <let name="limit" type="Int"/>
              <state name="count" type="Int" initial="0"/>
              <computed name="doubled" type="Int" value="count * 2"/>
              <function name="bump" parameters="_ value: inout Int">
                value += 1
              </function>
              <body><Button title="{count} {doubled} {limit}" action="let local = 1; bump(&amp;local); bump(&amp;limit); bump(&amp;doubled); bump(&amp;count); local = 2"/></body>
            </view>
            """
        let found = Self.diagnostics(screen).map { "\($0.code.rawValue) \($0.message.text)" }
        #expect(found == [
            "TRL150 cannot pass immutable value as inout argument: `local` is a `let` constant",
            "TRL151 cannot pass immutable value as inout argument: `limit` is a `let` input, a copy its view cannot write back; declare it as a `binding` to change the caller's value",
            "TRL151 cannot pass immutable value as inout argument: `doubled` is a computed value with no storage",
            "TRL150 cannot assign to `local`: it is a `let` constant",
        ], "\(found)")
    }
}

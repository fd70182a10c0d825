import TrellisDiagnostics

/// Precedence climbing over `Lexer` tokens, following `Grammar/expressions.ebnf` and
/// Swift's precedence groups. Every function returns `nil` after emitting the first
/// error, so one mistake yields one diagnostic. Recursion is bounded by
/// `maxRecursion`, and the depth of the built tree by `maxTreeDepth` (chains such as
/// `a + b + c` grow the tree without recursing, and deep trees recurse when destroyed).
struct Parser {
    typealias Parsed = (expr: Expr, depth: Int)

    static let maxRecursion = 64
    static let maxTreeDepth = 256
    static let assignmentOperators: Set<String> = ["=", "+=", "-=", "*=", "/="]

    private enum Associativity { case left, right, none }

    /// `as`, `as?`, `as!` and `is` (Swift's CastingPrecedence), between `??` and the ranges.
    private static let castingLevel = 6
    /// Operators Swift lets pass as a function value: `sorted(by: <)`, `reduce(0, +)`.
    private static let operatorFunctions: Set<String> = ["<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/", "%"]

    private static func infixPrecedence(_ op: String) -> (level: Int, associativity: Associativity, group: String)? {
        switch op {
        case "?": (1, .right, "ternary")
        case "||": (2, .left, "disjunction")
        case "&&": (3, .left, "conjunction")
        case "==", "!=", "===", "!==", "<", ">", "<=", ">=": (4, .none, "comparison")
        case "??": (5, .right, "nil-coalescing")
        case "..<", "...": (7, .none, "range")
        case "+", "-": (8, .left, "addition")
        case "*", "/", "%": (9, .left, "multiplication")
        default: nil
        }
    }

    private var tokens: [Token]
    /// Locations are computed from offsets only for the tokens that need one. Callers take
    /// it back after parsing, so the locator's cursor carries on from where parsing left it.
    private(set) var source: ExpressionSource
    private var position = 0
    private var recursion = 0
    private(set) var diagnostics = DiagnosticCollector()
    private var failed = false
    /// Whether the text is an attribute value, whose line breaks XML has made spaces.
    var isAttributeValue = false
    /// Off in the condition of an `if`, `guard`, `switch` or `for`, where `{` opens the body.
    private var trailingClosuresAllowed = true
    /// The deepest expression made so far, so a closure counts its body towards the tree depth.
    private var deepestMade = 0
    /// In the type of a cast, where only a `?` written against the type makes it optional:
    /// `x as? Int ?? 0` is `(x as? Int) ?? 0`.
    private var typeInExpression = false
    /// In the pattern of `if case`, where `=` ends the pattern and the value follows.
    private var patternBeforeAssignment = false
    /// `#if` blocks open around the statements being parsed: `#else` and `#endif` end a list.
    private var directiveDepth = 0

    init(tokens: [Token], source: ExpressionSource) {
        self.tokens = tokens
        self.source = source
    }

    private mutating func locate(_ token: Token) -> SourceLocation {
        source.location(at: token.start)
    }

    private var current: Token { tokens[min(position, tokens.count - 1)] }
    private func peek(_ offset: Int) -> Token { tokens[min(position + offset, tokens.count - 1)] }
    private var isAtEnd: Bool { current.kind == .end }

    private mutating func advance() -> Token {
        let token = current
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    private mutating func fail<T>(_ message: String, at location: SourceLocation, notes: [Note] = []) -> T? {
        if !failed {
            diagnostics.emit(Catalog.expressionSyntax(message), at: location, notes: notes)
            failed = true
        }
        return nil
    }

    private mutating func fail<T>(_ message: DiagnosticMessage, at location: SourceLocation) -> T? {
        if !failed {
            diagnostics.emit(message, at: location)
            failed = true
        }
        return nil
    }

    /// A diagnostic that does not stop the parse: the code around it is still read and checked.
    private mutating func report(_ message: DiagnosticMessage, at location: SourceLocation) {
        if !failed { diagnostics.emit(message, at: location) }
    }

    /// A node over children at most `childDepth` deep.
    private mutating func make(_ kind: ExprKind, at location: SourceLocation, childDepth: Int = 0) -> Parsed? {
        let depth = childDepth + 1
        guard depth <= Self.maxTreeDepth else {
            return fail("expression is too deeply nested; the limit is \(Self.maxTreeDepth) levels", at: location)
        }
        deepestMade = max(deepestMade, depth)
        return (Expr(kind, at: location), depth)
    }

    // MARK: Entry points

    /// One complete expression; nothing may follow it.
    mutating func parseWholeExpression() -> Expr? {
        guard let parsed = parseExpression() else { return nil }
        guard isAtEnd else { return unexpectedLeftover() }
        return parsed.expr
    }

    enum HoleResult {
        case expression(Expr)
        /// A complete expression followed by something other than the closing `}`.
        case unclosed
        case failed
    }

    /// The expression of a `{...}` hole, whose tokens end where its `}` is.
    mutating func parseHoleExpression() -> HoleResult {
        guard let parsed = parseExpression() else { return .failed }
        // `{price, specifier: "%.2f"}`, as SwiftUI's `Text` interpolates a number with a format
        // specifier: that is `String(format: "%.2f", price)`, and is read so.
        if current.kind == .comma, peek(1).kind == .identifier, peek(1).text == "specifier", peek(2).kind == .colon {
            _ = advance()
            _ = advance()
            _ = advance()
            guard let specifier = parseExpression(after: ":") else { return .failed }
            guard isAtEnd else { return .unclosed }
            let location = parsed.expr.location
            let arguments = [CallArgument(label: "format", value: specifier.expr), CallArgument(label: nil, value: parsed.expr)]
            return .expression(Expr(.call(callee: Expr(.identifier("String"), at: location), arguments: arguments), at: location))
        }
        // `{due, style: .date}` and `{price, format: .currency(code: "EUR")}`, as `Text`'s
        // interpolation shows a date or a formatted value: the `Text(due, style: .date)` shown in place.
        if current.kind == .comma, peek(1).kind == .identifier, ["style", "format"].contains(peek(1).text), peek(2).kind == .colon {
            _ = advance()
            let label = advance().text
            _ = advance()
            guard let argument = parseExpression(after: ":") else { return .failed }
            guard isAtEnd else { return .unclosed }
            let location = parsed.expr.location
            let arguments = [CallArgument(label: nil, value: parsed.expr), CallArgument(label: String(label), value: argument.expr)]
            return .expression(Expr(.call(callee: Expr(.identifier("Text"), at: location), arguments: arguments), at: location))
        }
        guard isAtEnd else { return .unclosed }
        return .expression(parsed.expr)
    }

    /// A call's arguments without its parentheses, as an attribute holds a macro's:
    /// `deleteRule: .cascade, inverse: \Item.list`.
    mutating func parseWholeArgumentList() -> [CallArgument]? {
        var arguments: [CallArgument] = []
        while !isAtEnd {
            var label: String?
            if current.kind == .identifier, peek(1).kind == .colon {
                label = advance().text
                _ = advance()
            }
            guard let value = parseExpression(after: label == nil ? (arguments.isEmpty ? nil : ",") : ":") else { return nil }
            arguments.append(CallArgument(label: label, value: value.expr))
            if current.kind == .comma {
                _ = advance()
                continue
            }
            guard isAtEnd else { return unexpectedLeftover() }
        }
        return arguments
    }

    /// Statements separated by `;` or line breaks, as in actions.
    mutating func parseWholeStatements() -> [Statement]? {
        guard let statements = parseStatementList(inSwitchCase: false) else { return nil }
        guard isAtEnd else {
            return fail("unexpected \(current.spelled); it closes no `{`", at: locate(current))
        }
        return statements
    }

    /// The conditions of a body's `<if>`; nothing may follow them.
    mutating func parseWholeConditions() -> [Condition]? {
        guard !isAtEnd else { return fail("expected a condition", at: locate(current)) }
        guard let conditions = parseConditions(of: "if") else { return nil }
        guard isAtEnd else { return unexpectedLeftover() }
        return conditions
    }

    /// The patterns of a body's `<case>`; nothing may follow them.
    mutating func parseWholeCaseItems() -> [SwitchCase.Item]? {
        guard !isAtEnd else { return fail("expected a pattern, such as `.loading`", at: locate(current)) }
        guard let items = parseCaseItems() else { return nil }
        guard isAtEnd else { return unexpectedLeftover() }
        return items
    }

    /// A type such as `[String: Int]?` or `Set<Item>`; `text` is the whole written type.
    mutating func parseWholeType(text: String) -> TypeSyntax? {
        guard !isAtEnd else { return fail(Catalog.invalidTypeSyntax(text), at: locate(current)) }
        let start = locate(current)
        guard let (reference, _) = parseType(text: text, nesting: 0) else { return nil }
        guard isAtEnd else { return fail(Catalog.invalidTypeSyntax(text), at: locate(current)) }
        return TypeSyntax(reference, at: start)
    }

    private mutating func unexpectedLeftover<T>() -> T? {
        let token = current
        if token.kind == .operator, Self.assignmentOperators.contains(token.text) {
            return fail(Catalog.statementNotAllowed, at: locate(token))
        }
        return fail("unexpected \(token.spelled) in expression", at: locate(token))
    }

    // MARK: Statements

    /// Statements up to the end, a `}`, or (in a `switch` case) the next `case` or `default`.
    private mutating func parseStatementList(inSwitchCase: Bool) -> [Statement]? {
        var statements: [Statement] = []
        func endsList() -> Bool {
            isAtEnd || current.kind == .rightBrace || (inSwitchCase && current.kind == .identifier && (current.text == "case" || current.text == "default"))
                || (directiveDepth > 0 && current.kind == .pound && ["elseif", "else", "endif"].contains(current.text))
        }
        while !endsList() {
            if current.kind == .semicolon { _ = advance(); continue }
            let previousEnd = position
            guard var statement = parseStatement() else { return nil }
            if position > 0 { statement.end = source.location(at: tokens[position - 1].end) }
            statements.append(statement)
            if endsList() { break }
            if current.kind == .semicolon || current.followsLineBreak { continue }
            if isAttributeValue, previousEnd < tokens.count, locate(current).line > locate(tokens[previousEnd]).line {
                return fail("expected `;` between statements; XML reads the line breaks of an attribute as spaces, so write `;` or put the code in an element", at: locate(current))
            }
            return fail("expected `;` or a line break between statements", at: locate(current))
        }
        return statements
    }

    /// `{ statements }`; `what` names the construct for messages (`if`, `for`, ...).
    private mutating func parseBlock(of what: String) -> [Statement]? {
        guard current.kind == .leftBrace else {
            return fail("expected `{` to begin the body of `\(what)`", at: locate(current))
        }
        let open = advance()
        guard enter(at: locate(open)) else { return nil }
        defer { leave() }
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        guard let body = parseStatementList(inSwitchCase: false) else { return nil }
        guard current.kind == .rightBrace else {
            return fail("expected `}` to close the body of `\(what)`", at: locate(current), notes: [Note("to match this `{`", at: locate(open))])
        }
        _ = advance()
        return body
    }

    private func isKeyword(_ word: String) -> Bool {
        current.kind == .identifier && current.text == word
    }

    private mutating func parseStatement() -> Statement? {
        let start = locate(current)
        if current.kind == .identifier {
            switch current.text {
            case "let", "var":
                return parseDeclaration(at: start)
            case "if":
                _ = advance()
                return parseIf(at: start)
            case "guard":
                _ = advance()
                guard let conditions = parseConditions(of: "guard") else { return nil }
                guard isKeyword("else") else { return fail("expected `else` after `guard` condition", at: locate(current)) }
                _ = advance()
                guard let body = parseBlock(of: "guard") else { return nil }
                return Statement(.guard(conditions: conditions, else: body), at: start)
            case "switch":
                _ = advance()
                return parseSwitch(at: start)
            case "for":
                _ = advance()
                return parseFor(at: start)
            case "while":
                _ = advance()
                guard let conditions = parseConditions(of: "while") else { return nil }
                guard let body = parseBlock(of: "while") else { return nil }
                return Statement(.while(conditions: conditions, body: body), at: start)
            case "repeat":
                _ = advance()
                guard let body = parseBlock(of: "repeat") else { return nil }
                guard isKeyword("while") else { return fail("expected `while` and a condition after the body of `repeat`", at: locate(current)) }
                _ = advance()
                guard let condition = parseCondition(after: "while") else { return nil }
                return Statement(.repeat(body: body, condition: condition), at: start)
            case "defer":
                _ = advance()
                guard let body = parseBlock(of: "defer") else { return nil }
                return Statement(.defer(body), at: start)
            case "_" where peek(1).kind == .operator && peek(1).text == "=":
                // `_ = try await save()`: the value is computed and discarded, as `let _ = …` does.
                let discard = advance()
                _ = advance()
                guard let value = parseTernary(after: "=") else { return nil }
                return Statement(.declaration(isConstant: true, name: Identifier("_", at: locate(discard)), type: nil, value: value.expr), at: start)
            case "return":
                _ = advance()
                if isAtEnd || current.followsLineBreak || [.semicolon, .rightBrace].contains(current.kind) || isKeyword("case") || isKeyword("default") {
                    return Statement(.return(nil), at: start)
                }
                guard let value = parseExpression(after: "return") else { return nil }
                return Statement(.return(value.expr), at: start)
            case "throw":
                _ = advance()
                guard let value = parseExpression(after: "throw") else { return nil }
                return Statement(.throw(value.expr), at: start)
            case "break":
                _ = advance()
                return Statement(.break, at: start)
            case "fallthrough":
                // Named where it is written; the statements around it are still checked.
                _ = advance()
                report(Catalog.notSupportedYet("fallthrough"), at: start)
                return Statement(.compilerDirective(name: "fallthrough", branches: []), at: start)
            case "async" where position + 1 < tokens.count && tokens[position + 1].kind == .identifier && ["let", "var"].contains(tokens[position + 1].text):
                // `async let x = compute()`: its value is awaited where the name is read. Swift
                // has no `async var`: named, and read as the `var` it declares.
                if tokens[position + 1].text == "var" { report(Catalog.notSupportedYet("async var"), at: start) }
                _ = advance()
                guard var declaration = parseDeclaration(at: start) else { return nil }
                declaration.isAsyncLet = true
                return declaration
            case "continue":
                _ = advance()
                return Statement(.continue, at: start)
            case "do":
                _ = advance()
                guard let body = parseBlock(of: "do") else { return nil }
                var catches: [CatchClause] = []
                while isKeyword("catch") {
                    let clauseStart = locate(current)
                    _ = advance()
                    var pattern: Pattern?
                    var guardExpression: Expr?
                    if current.kind != .leftBrace {
                        let saved = trailingClosuresAllowed
                        trailingClosuresAllowed = false
                        pattern = parsePattern(binding: nil)
                        trailingClosuresAllowed = saved
                        guard pattern != nil else { return nil }
                        if isKeyword("where") {
                            _ = advance()
                            guard let parsed = parseCondition(after: "where") else { return nil }
                            guardExpression = parsed
                        }
                    }
                    guard let handler = parseBlock(of: "catch") else { return nil }
                    catches.append(CatchClause(pattern: pattern, guardExpression: guardExpression, body: handler, location: clauseStart))
                }
                return Statement(.doCatch(body: body, catches: catches), at: start)
            case "else":
                return fail("`else` must follow the body of an `if`", at: start)
            case "case", "default":
                return fail("`\(current.text)` is only allowed inside a `switch`", at: start)
            default:
                break
            }
        }
        // `#Predicate<Item> { … }` starting a statement is an expression, as anywhere else.
        if current.kind == .pound, current.text != "Predicate" {
            guard current.text == "if" else {
                if ["elseif", "else", "endif"].contains(current.text) {
                    return fail("`#\(current.text)` must follow an `#if`", at: start)
                }
                return fail(Catalog.notSupportedYet("#" + current.text), at: start)
            }
            return parseCompilerDirective(at: start)
        }
        guard let target = parseTernary(after: nil) else { return nil }
        guard current.kind == .operator, Self.assignmentOperators.contains(current.text) else {
            return Statement(.expression(target.expr), at: start)
        }
        let op = advance()
        guard Self.isAssignable(target.expr) else {
            return fail("cannot assign to this expression; the left side of `\(op.text)` must be a property, member or subscript", at: target.expr.location)
        }
        guard let value = parseTernary(after: op.text) else { return nil }
        if current.kind == .operator, Self.assignmentOperators.contains(current.text) {
            return fail("assignments cannot be chained", at: locate(current))
        }
        return Statement(.assignment(target: target.expr, operator: op.text, value: value.expr), at: start)
    }

    /// `let name: Type = value`; the current token is `let` or `var`.
    private mutating func parseDeclaration(at start: SourceLocation) -> Statement? {
        let keyword = advance()
        if current.kind == .leftParen {
            return parseTupleDeclaration(keyword: keyword, at: start)
        }
        guard current.kind == .identifier, !SwiftKeywords.isKeyword(current.text) || current.text == "_" else {
            return fail("expected a name after `\(keyword.text)`", at: locate(current))
        }
        let nameToken = advance()
        let name = Identifier(nameToken.text, at: locate(nameToken))
        var type: TypeSyntax?
        if current.kind == .colon {
            _ = advance()
            let typeStart = current.start
            let typeLocation = locate(current)
            var end = position
            while end < tokens.count, tokens[end].kind != .end, !(tokens[end].kind == .operator && tokens[end].text == "="),
                  tokens[end].kind != .semicolon, tokens[end].kind != .rightBrace, end == position || !tokens[end].followsLineBreak {
                end += 1
            }
            let typeEnd = end > position ? tokens[end - 1].end : typeStart
            let text = source.text(typeStart..<typeEnd)
            guard let (reference, _) = parseType(text: text, nesting: 0) else { return nil }
            type = TypeSyntax(reference, at: typeLocation)
        }
        var value: Expr?
        if current.kind == .operator, current.text == "=" {
            _ = advance()
            guard let parsed = parseExpression(after: "=") else { return nil }
            value = parsed.expr
        }
        if keyword.text == "let", value == nil {
            return fail("a `let` needs a value: write `let \(name.name) = value`", at: locate(current))
        }
        if value == nil {
            return fail("a `var` needs an initial value: write `var \(name.name) = value`", at: locate(current))
        }
        return Statement(.declaration(isConstant: keyword.text == "let", name: name, type: type, value: value), at: start)
    }

    /// `let (a, b) = value`; the current token is the `(`.
    private mutating func parseTupleDeclaration(keyword: Token, at start: SourceLocation) -> Statement? {
        guard let names = parseTupleNames(after: "`\(keyword.text)`") else { return nil }
        guard current.kind == .operator, current.text == "=" else {
            return fail("expected `=` and a value after `\(keyword.text) (\(names.map(\.name).joined(separator: ", ")))`", at: locate(current))
        }
        _ = advance()
        guard let value = parseExpression(after: "=") else { return nil }
        return Statement(.tupleDeclaration(isConstant: keyword.text == "let", names: names, value: value.expr), at: start)
    }

    /// `(name, _, name)`, the current token being the `(`.
    private mutating func parseTupleNames(after context: String) -> [Identifier]? {
        let open = advance()
        var names: [Identifier] = []
        while true {
            guard current.kind == .identifier, current.text == "_" || !SwiftKeywords.isKeyword(current.text) else {
                return fail("expected a name in the tuple after \(context)", at: locate(current))
            }
            let token = advance()
            names.append(Identifier(token.text, at: locate(token)))
            if current.kind == .comma { _ = advance(); continue }
            guard current.kind == .rightParen else {
                return fail("expected `)` to close the tuple after \(context)", at: locate(current), notes: [Note("to match this `(`", at: locate(open))])
            }
            _ = advance()
            return names
        }
    }

    /// After `for`: `name` or `(name, name)`, `in`, the sequence, an optional `where`, the body.
    private mutating func parseFor(at start: SourceLocation) -> Statement? {
        func isName(_ token: Token) -> Bool {
            token.kind == .identifier && (token.text == "_" || !SwiftKeywords.isKeyword(token.text))
        }
        // `for await line in url.lines`, `for try await`: the elements of an `AsyncSequence`.
        var iteration = LoopIteration.synchronous
        if isKeyword("try") {
            _ = advance()
            guard isKeyword("await") else { return fail("expected `await` after `for try`", at: locate(current)) }
            iteration = .tryAwaiting
        } else if isKeyword("await") {
            iteration = .awaiting
        }
        if iteration != .synchronous { _ = advance() }
        var names: [Identifier] = []
        var pattern: Pattern?
        if isKeyword("case") {
            _ = advance()
            let saved = trailingClosuresAllowed
            trailingClosuresAllowed = false
            pattern = parsePattern(binding: nil)
            trailingClosuresAllowed = saved
            guard let pattern else { return nil }
            names = pattern.boundIdentifiers
        } else if current.kind == .leftParen {
            guard let parsed = parseTupleNames(after: "`for`") else { return nil }
            names = parsed
        } else {
            guard isName(current) else { return fail("expected a name after `for`", at: locate(current)) }
            let token = advance()
            names.append(Identifier(token.text, at: locate(token)))
        }
        guard isKeyword("in") else {
            let written = pattern != nil ? "case" : names.count == 1 ? names[0].name : "(" + names.map(\.name).joined(separator: ", ") + ")"
            return fail("expected `in` after `for \(written)`", at: locate(current))
        }
        _ = advance()
        guard let sequence = parseCondition(after: "in") else { return nil }
        var condition: Expr?
        if isKeyword("where") {
            _ = advance()
            guard let parsed = parseCondition(after: "where") else { return nil }
            condition = parsed
        }
        guard let body = parseBlock(of: "for") else { return nil }
        return Statement(.forIn(names: names, pattern: pattern, sequence: sequence, condition: condition, body: body, iteration: iteration), at: start)
    }

    /// `#if condition` statements, then `#elseif condition` or `#else` branches, then `#endif`; the
    /// current token is `#if`. Reported as not supported; every branch is kept to be checked.
    private mutating func parseCompilerDirective(at start: SourceLocation) -> Statement? {
        report(Catalog.notSupportedYet("#if"), at: start)
        directiveDepth += 1
        defer { directiveDepth -= 1 }
        var branches: [[Statement]] = []
        var sawElse = false
        var keyword = advance()
        while true {
            if keyword.text != "else" {
                // The condition is the rest of its line: `os(iOS)`, `DEBUG`, `swift(>=5.9)`.
                guard !isAtEnd, !current.followsLineBreak else {
                    return fail("expected a condition after `#\(keyword.text)`", at: locate(current))
                }
                while !isAtEnd, !current.followsLineBreak { _ = advance() }
            }
            guard let branch = parseStatementList(inSwitchCase: false) else { return nil }
            branches.append(branch)
            guard current.kind == .pound, ["elseif", "else", "endif"].contains(current.text) else {
                return fail("expected `#endif` to close the `#if`", at: locate(current), notes: [Note("to match this `#if`", at: start)])
            }
            if keyword.text == "else", current.text != "endif" {
                return fail("`#\(current.text)` cannot follow `#else`; expected `#endif`", at: locate(current))
            }
            keyword = advance()
            if keyword.text == "endif" { break }
            sawElse = sawElse || keyword.text == "else"
        }
        // Without `#else`, no branch may run: an empty one stands for that path.
        if !sawElse { branches.append([]) }
        return Statement(.compilerDirective(name: "#if", branches: branches), at: start)
    }

    /// After `if`: conditions, body, then `else if ...` or `else { }`.
    private mutating func parseIf(at start: SourceLocation) -> Statement? {
        var clauses: [ConditionalClause] = []
        var clauseStart = start
        while true {
            guard let conditions = parseConditions(of: "if") else { return nil }
            guard let body = parseBlock(of: "if") else { return nil }
            clauses.append(ConditionalClause(conditions: conditions, body: body, location: clauseStart))
            guard isKeyword("else") else { return Statement(.if(clauses: clauses, else: nil), at: start) }
            _ = advance()
            if isKeyword("if") {
                clauseStart = locate(current)
                _ = advance()
                continue
            }
            guard let otherwise = parseBlock(of: "else") else { return nil }
            return Statement(.if(clauses: clauses, else: otherwise), at: start)
        }
    }

    /// `c1, let x = v, var y` up to the `{` or `else` that follows.
    private mutating func parseConditions(of what: String) -> [Condition]? {
        var conditions: [Condition] = []
        while true {
            if isKeyword("case") {
                _ = advance()
                let saved = (patternBeforeAssignment, trailingClosuresAllowed)
                patternBeforeAssignment = true
                trailingClosuresAllowed = false
                let pattern = parsePattern(binding: nil)
                (patternBeforeAssignment, trailingClosuresAllowed) = saved
                guard let pattern else { return nil }
                guard current.kind == .operator, current.text == "=" else {
                    return fail("expected `=` and a value after the pattern of `\(what) case`", at: locate(current))
                }
                _ = advance()
                guard let value = parseCondition(after: "=") else { return nil }
                conditions.append(.casePattern(pattern, value: value))
            } else if current.kind == .pound, current.text == "available" || current.text == "unavailable" {
                let directive = advance()
                let location = locate(directive)
                guard current.kind == .leftParen else { return fail("expected `(` after `#\(directive.text)`", at: locate(current)) }
                // Reads to the matching `)`: `iOS 17, *` is no expression, so its text is kept
                // as written, for swiftc to judge.
                var depth = 0
                var arguments = ""
                var previous: Token.Kind?
                repeat {
                    if current.kind == .leftParen { depth += 1 }
                    if current.kind == .rightParen { depth -= 1 }
                    let token = advance()
                    if depth > 0, !(token.kind == .leftParen && previous == nil) {
                        switch token.kind {
                        case .comma: arguments += ", "
                        case .integer, .float, .identifier, .operator:
                            if previous == .identifier || previous == .integer || previous == .float { arguments += " " }
                            arguments += token.text
                        default: arguments += token.text
                        }
                        previous = token.kind == .comma ? nil : token.kind
                    } else if depth > 0 {
                        previous = nil
                    }
                } while depth > 0 && !isAtEnd
                guard depth == 0 else { return fail("expected `)` to close `#\(directive.text)`", at: locate(current)) }
                guard !arguments.isEmpty else { return fail("expected a platform and a version in `#\(directive.text)`", at: location) }
                conditions.append(.availability(isUnavailable: directive.text == "unavailable", arguments: arguments, location: location))
            } else if isKeyword("let") || isKeyword("var") {
                let keyword = advance()
                // `if let _ = value` tests the value without naming it.
                guard current.kind == .identifier, !SwiftKeywords.isKeyword(current.text) || current.text == "_" else {
                    return fail("expected a name after `\(keyword.text)`", at: locate(current))
                }
                let nameToken = advance()
                if nameToken.text == "_", !(current.kind == .operator && current.text == "=") {
                    return fail("expected `=` and a value after `\(keyword.text) _`", at: locate(current))
                }
                var value: Expr?
                if current.kind == .operator, current.text == "=" {
                    _ = advance()
                    guard let parsed = parseCondition(after: "=") else { return nil }
                    value = parsed
                }
                conditions.append(.optionalBinding(isConstant: keyword.text == "let", name: Identifier(nameToken.text, at: locate(nameToken)), value: value))
            } else {
                guard let expr = parseCondition(after: what) else { return nil }
                conditions.append(.expression(expr))
            }
            guard current.kind == .comma else { return conditions }
            _ = advance()
        }
    }

    /// An expression where `{` begins a body rather than a trailing closure.
    private mutating func parseCondition(after context: String) -> Expr? {
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = false
        defer { trailingClosuresAllowed = saved }
        return parseExpression(after: context)?.expr
    }

    /// After `switch`: the subject and `{ case ...: ... default: ... }`.
    private mutating func parseSwitch(at start: SourceLocation) -> Statement? {
        guard let subject = parseCondition(after: "switch") else { return nil }
        guard current.kind == .leftBrace else { return fail("expected `{` after `switch` subject", at: locate(current)) }
        let open = advance()
        guard enter(at: locate(open)) else { return nil }
        defer { leave() }
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        var cases: [SwitchCase] = []
        while true {
            while current.kind == .semicolon { _ = advance() }
            if current.kind == .rightBrace { break }
            let caseStart = locate(current)
            var items: [SwitchCase.Item] = []
            if isKeyword("default") {
                _ = advance()
            } else if isKeyword("case") {
                _ = advance()
                guard let parsed = parseCaseItems() else { return nil }
                items = parsed
            } else {
                return fail("expected `case` or `default` in `switch`", at: locate(current))
            }
            guard current.kind == .colon else { return fail("expected `:` after the case", at: locate(current)) }
            _ = advance()
            guard let body = parseStatementList(inSwitchCase: true) else { return nil }
            guard !body.isEmpty else {
                return fail("a case needs at least one statement; write `break` to do nothing", at: locate(current))
            }
            cases.append(SwitchCase(items: items, body: body, location: caseStart))
        }
        _ = advance()
        guard !cases.isEmpty else { return fail("a `switch` needs at least one case", at: start) }
        return Statement(.switch(subject: subject, cases: cases), at: start)
    }

    /// `pattern where guard, pattern, ...` after `case`.
    private mutating func parseCaseItems() -> [SwitchCase.Item]? {
        var items: [SwitchCase.Item] = []
        while true {
            guard let pattern = parsePattern(binding: nil) else { return nil }
            var guardExpression: Expr?
            if isKeyword("where") {
                _ = advance()
                guard let parsed = parseExpression(after: "where") else { return nil }
                guardExpression = parsed.expr
            }
            items.append(SwitchCase.Item(pattern: pattern, guardExpression: guardExpression))
            guard current.kind == .comma else { return items }
            _ = advance()
        }
    }

    /// A case pattern. `binding` is set inside `let`/`var`, where bare names bind.
    private mutating func parsePattern(binding: Bool?) -> Pattern? {
        guard enter(at: locate(current)) else { return nil }
        defer { leave() }
        if isKeyword("let") || isKeyword("var") {
            guard binding == nil else { return fail("`\(current.text)` cannot appear inside another `let` or `var` pattern", at: locate(current)) }
            let keyword = advance()
            guard let inner = parsePattern(binding: keyword.text == "let") else { return nil }
            return parseCastPattern(after: inner)
        }
        if isKeyword("is") {
            _ = advance()
            guard let type = parsePatternType(after: "is") else { return nil }
            return .isType(type)
        }
        if let qualified = parseQualifiedCasePattern(binding: binding) {
            return qualified
        }
        if failed { return nil }
        if isKeyword("_") {
            let token = advance()
            if current.kind == .postfixQuestion {
                _ = advance()
                return .enumCase(name: "some", arguments: [.wildcard], location: locate(token))
            }
            return .wildcard
        }
        if let binding, current.kind == .identifier, !SwiftKeywords.isKeyword(current.text) {
            let token = advance()
            let name = Pattern.binding(isConstant: binding, name: Identifier(token.text, at: locate(token)))
            // `let x?` is Swift's spelling of `.some(let x)`.
            if current.kind == .postfixQuestion {
                _ = advance()
                return .enumCase(name: "some", arguments: [name], location: locate(token))
            }
            return name
        }
        if current.kind == .leftParen, startsTuplePattern() {
            return parseTuplePattern(binding: binding)
        }
        if current.kind == .dot, position + 1 < tokens.count, tokens[position + 1].kind == .identifier {
            _ = advance()
            let nameToken = advance()
            guard current.kind == .leftParen, !current.followsLineBreak else {
                return optionalPattern(.enumCase(name: nameToken.text, arguments: nil, location: locate(nameToken)), at: nameToken)
            }
            let open = advance()
            var arguments: [Pattern] = []
            while current.kind != .rightParen {
                // A label before an associated value is written and not needed: `.loaded(items: let x)`.
                if current.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].kind == .colon {
                    _ = advance()
                    _ = advance()
                }
                guard let argument = parsePattern(binding: binding) else { return nil }
                arguments.append(argument)
                if current.kind == .comma { _ = advance(); continue }
                guard current.kind == .rightParen else {
                    return fail("expected `)` to close the pattern", at: locate(current), notes: [Note("to match this `(`", at: locate(open))])
                }
            }
            _ = advance()
            return optionalPattern(.enumCase(name: nameToken.text, arguments: arguments, location: locate(nameToken)), at: nameToken)
        }
        // `7?`: Swift's spelling of `.some(7)`, a number matched inside an optional.
        if [.integer, .float].contains(current.kind), position + 1 < tokens.count, tokens[position + 1].kind == .postfixQuestion {
            let literal = advance()
            _ = advance()
            let kind: ExprKind = literal.kind == .integer ? .integerLiteral(literal.text) : .floatLiteral(literal.text)
            return .enumCase(name: "some", arguments: [.expression(Expr(kind, at: locate(literal)))], location: locate(literal))
        }
        // In `if case`, `=` ends the pattern: the value to match follows it.
        guard let expr = patternBeforeAssignment ? parseTernary(after: "case") : parseExpression(after: "case") else { return nil }
        return .expression(expr.expr)
    }

    /// Whether the `(` here opens a tuple pattern, `(0, _)`: a comma at its own depth before its
    /// `)`. A parenthesized value, `(a + b)`, is an expression pattern.
    private func startsTuplePattern() -> Bool {
        var depth = 0
        var index = position
        while index < tokens.count {
            switch tokens[index].kind {
            case .leftParen, .leftBracket, .leftBrace: depth += 1
            case .rightParen, .rightBracket, .rightBrace:
                depth -= 1
                if depth == 0 { return false }
            case .comma where depth == 1: return true
            case .end: return false
            default: break
            }
            index += 1
        }
        return false
    }

    /// `(0, _)`, `(let x, nil)`, `let (x, y)`: a tuple's elements, each a pattern.
    private mutating func parseTuplePattern(binding: Bool?) -> Pattern? {
        let open = advance()
        var elements: [Pattern] = []
        while current.kind != .rightParen {
            guard let element = parsePattern(binding: binding) else { return nil }
            elements.append(element)
            if current.kind == .comma { _ = advance(); continue }
            guard current.kind == .rightParen else {
                return fail("expected `)` to close the pattern", at: locate(current), notes: [Note("to match this `(`", at: locate(open))])
            }
        }
        _ = advance()
        return .tuple(elements)
    }

    /// `.high?`: Swift's spelling of `.some(.high)`, matching an optional's wrapped case.
    private mutating func optionalPattern(_ pattern: Pattern, at token: Token) -> Pattern {
        guard current.kind == .postfixQuestion else { return pattern }
        _ = advance()
        return .enumCase(name: "some", arguments: [pattern], location: locate(token))
    }

    /// `pattern as Type` after `let`/`var`: `catch let e as URLError`, `case let n as Int`.
    private mutating func parseCastPattern(after inner: Pattern) -> Pattern? {
        guard isKeyword("as") else { return inner }
        _ = advance()
        guard let type = parsePatternType(after: "as") else { return nil }
        return .cast(inner, type: type)
    }

    /// The type after `is` or `as` in a pattern: a name, with generic arguments or `?` written against it.
    private mutating func parsePatternType(after keyword: String) -> TypeSyntax? {
        guard current.kind == .identifier, !SwiftKeywords.isKeyword(current.text) else {
            return fail("expected a type after `\(keyword)`", at: locate(current))
        }
        let saved = typeInExpression
        typeInExpression = true
        defer { typeInExpression = saved }
        let typeStart = current
        guard let (reference, _) = parseType(text: typeStart.text, nesting: 0) else { return nil }
        return TypeSyntax(reference, at: locate(typeStart))
    }

    /// `MemosError.notLoggedIn`, `MemosError.server(let code)`, `Journal.Filter.calm`: a case pattern
    /// that names its enum, written with a capitalized type name. Nil (having read nothing) when the
    /// tokens are not that shape, and the pattern is then an expression.
    private mutating func parseQualifiedCasePattern(binding: Bool?) -> Pattern? {
        guard current.kind == .identifier, current.text.startsUppercase, !SwiftKeywords.isKeyword(current.text) else { return nil }
        var end = position
        var components: [Token] = [tokens[end]]
        while end + 2 < tokens.count, tokens[end + 1].kind == .dot, tokens[end + 1].start == tokens[end].end,
              tokens[end + 2].kind == .identifier, tokens[end + 2].start == tokens[end + 1].end {
            end += 2
            components.append(tokens[end])
        }
        guard components.count >= 2 else { return nil }
        let next = tokens[min(end + 1, tokens.count - 1)]
        let endsPattern = next.kind == .end || next.kind == .colon || next.kind == .comma || next.kind == .leftBrace || next.kind == .rightParen
            || (next.kind == .leftParen && next.start == tokens[end].end)
            || (next.kind == .identifier && ["where", "in"].contains(next.text))
            || (next.kind == .operator && next.text == "=")
        guard endsPattern else { return nil }
        let typeLocation = locate(components[0])
        let typeName = components.dropLast().map(\.text).joined(separator: ".")
        // The case's own `.name(...)` is read as a case pattern from the `.` before it.
        while position < end - 1 { _ = advance() }
        guard let inner = parsePattern(binding: binding), case .enumCase = inner else { return nil }
        return .qualified(type: TypeSyntax(.named(typeName, genericArguments: []), at: typeLocation), inner)
    }

    /// An identifier followed by member accesses and subscripts (`lvalue` in the grammar).
    /// A path Swift may assign through: `a.b[i]`, `a?.b`, `a!.b`, and a call's result below a
    /// member (`editMode?.animation().wrappedValue`), whose setter swiftc judges.
    private static func isAssignable(_ expr: Expr) -> Bool {
        var current = expr
        var isOutermost = true
        while true {
            switch current.kind {
            // `$0 += 1` changes a closure's `inout` parameter; swiftc judges the rest.
            case .identifier, .anonymousParameter: return true
            case .member(let base, _, _), .subscript(let base, _): current = base
            case .optionalChain(let base), .forceUnwrap(let base): current = base
            case .call(let callee, _) where !isOutermost: current = callee
            default: return false
            }
            isOutermost = false
        }
    }

    // MARK: Expressions

    /// An expression in a value position: assignment here is TRL022.
    private mutating func parseExpression(after context: String? = nil) -> Parsed? {
        guard let parsed = parseTernary(after: context) else { return nil }
        if current.kind == .operator, Self.assignmentOperators.contains(current.text) {
            return fail(Catalog.statementNotAllowed, at: locate(current))
        }
        return parsed
    }

    /// `try` and `await` cover the whole expression to their right, as in Swift.
    private mutating func parseTernary(after context: String?) -> Parsed? {
        guard current.kind == .identifier, current.text == "try" || current.text == "await" else {
            return parseBinary(minimumLevel: 1, after: context)
        }
        let keyword = advance()
        guard enter(at: locate(keyword)) else { return nil }
        defer { leave() }
        var spelled = keyword.text
        if keyword.text == "try", current.kind == .postfixQuestion || current.kind == .postfixBang, current.start == keyword.end {
            spelled += advance().text
        }
        guard let operand = parseTernary(after: spelled) else { return nil }
        let kind: ExprKind = keyword.text == "await" ? .await(operand.expr) : .try(keyword: spelled, operand.expr)
        return make(kind, at: locate(keyword), childDepth: operand.depth)
    }

    private mutating func enter(at location: SourceLocation) -> Bool {
        recursion += 1
        if recursion > Self.maxRecursion {
            let _: Void? = fail("expression is too deeply nested; the limit is \(Self.maxRecursion) levels", at: location)
            return false
        }
        return true
    }

    private mutating func leave() { recursion -= 1 }

    private mutating func parseBinary(minimumLevel: Int, after context: String?) -> Parsed? {
        guard enter(at: locate(current)) else { return nil }
        defer { leave() }
        guard var lhs = parsePrefix(after: context) else { return nil }
        var previousNonAssociative: String?
        while true {
            if Self.castingLevel >= minimumLevel, current.kind == .identifier, current.text == "as" || current.text == "is" {
                guard let cast = parseCast(of: lhs) else { return nil }
                lhs = cast
                previousNonAssociative = nil
                continue
            }
            guard current.kind == .operator, !startsStatementAsPrefix(current), let (level, associativity, group) = Self.infixPrecedence(current.text), level >= minimumLevel else { break }
            if current.text == "...", isPostfixRange(current) {
                let op = advance()
                guard let range = make(.postfix(operator: op.text, operand: lhs.expr), at: lhs.expr.location, childDepth: lhs.depth) else { return nil }
                lhs = range
                previousNonAssociative = op.text
                continue
            }
            let op = advance()
            if let previous = previousNonAssociative, Self.infixPrecedence(previous)?.level == level {
                return fail("`\(op.text)` is non-associative; add parentheses to combine \(group) operators like `\(previous)`", at: locate(op))
            }
            if op.text == "?" {
                guard let then = parseExpression(after: "?") else { return nil }
                guard current.kind == .colon else {
                    return fail("expected `:` in ternary expression", at: locate(current))
                }
                _ = advance()
                guard let otherwise = parseBinary(minimumLevel: level, after: ":") else { return nil }
                guard let ternary = make(.ternary(condition: lhs.expr, then: then.expr, else: otherwise.expr), at: lhs.expr.location, childDepth: max(lhs.depth, then.depth, otherwise.depth)) else { return nil }
                lhs = ternary
                continue
            }
            let nextLevel = associativity == .right ? level : level + 1
            guard let rhs = parseBinary(minimumLevel: nextLevel, after: op.text) else { return nil }
            guard let combined = make(.infix(operator: op.text, lhs: lhs.expr, rhs: rhs.expr), at: lhs.expr.location, childDepth: max(lhs.depth, rhs.depth)) else { return nil }
            lhs = combined
            previousNonAssociative = associativity == .none ? op.text : nil
        }
        return lhs
    }

    /// `75...` before `:`, `)` or a space: written against its operand and not against what
    /// follows, the operator is postfix, as Swift decides.
    private func isPostfixRange(_ token: Token) -> Bool {
        guard position > 0, tokens[position - 1].end == token.start else { return false }
        let next = peek(1)
        if [.end, .colon, .comma, .semicolon, .rightParen, .rightBracket, .rightBrace, .leftBrace].contains(next.kind) { return true }
        return next.start > token.end
    }

    /// `value as Type`, `as?`, `as!`, `is`; the current token is `as` or `is`.
    private mutating func parseCast(of operand: Parsed) -> Parsed? {
        let keyword = advance()
        var spelled = keyword.text
        if keyword.text == "as", current.kind == .postfixQuestion || current.kind == .postfixBang, current.start == keyword.end {
            spelled += advance().text
        }
        guard enter(at: locate(keyword)) else { return nil }
        defer { leave() }
        let typeStart = current
        guard typeStart.kind != .end, typeStart.kind != .semicolon, typeStart.kind != .rightBrace, !typeStart.followsLineBreak else {
            return fail("expected a type after `\(spelled)`", at: locate(typeStart))
        }
        let saved = typeInExpression
        typeInExpression = true
        defer { typeInExpression = saved }
        guard let (reference, typeDepth) = parseType(text: typeStart.text, nesting: 0) else { return nil }
        let type = TypeSyntax(reference, at: locate(typeStart))
        return make(.cast(operator: spelled, operand: operand.expr, type: type), at: operand.expr.location, childDepth: max(operand.depth, typeDepth))
    }

    /// `-x` or `!x` at the start of a line begins a new statement, as in Swift.
    private func startsStatementAsPrefix(_ token: Token) -> Bool {
        guard token.followsLineBreak, token.text == "-" || token.text == "!" else { return false }
        return token.end < source.bytes.count && !Lexer.isWhitespace(source.bytes[token.end])
    }

    private mutating func parsePrefix(after context: String?) -> Parsed? {
        let token = current
        guard token.kind == .operator else { return parsePostfix(after: context) }
        // `&value`, an `inout` argument: the place a call passes to change.
        if token.text == "&" {
            _ = advance()
            guard enter(at: locate(token)) else { return nil }
            defer { leave() }
            guard let operand = parsePrefix(after: "&") else { return nil }
            return make(.prefix(operator: "&", operand: operand.expr), at: locate(token), childDepth: operand.depth)
        }
        guard token.text == "!" || token.text == "-" || token.text == "..." || token.text == "..<" else {
            if let context {
                return fail("expected expression after `\(context)`", at: locate(token))
            }
            return fail("`\(token.text)` is not a prefix operator", at: locate(token))
        }
        _ = advance()
        guard enter(at: locate(token)) else { return nil }
        defer { leave() }
        guard let operand = parsePrefix(after: token.text) else { return nil }
        return make(.prefix(operator: token.text, operand: operand.expr), at: locate(token), childDepth: operand.depth)
    }

    /// Whether `name` (just read) is a capitalized type name followed, with no space, by generic
    /// arguments and then `.` or `(`: `Box<Int>.empty`. Looks ahead only; `a < b` and
    /// `count<limit` stay comparisons.
    private func isSpecializedTypeName(_ name: Token) -> Bool {
        guard current.kind == .operator, current.start == name.end, current.text == "<", name.text.startsUppercase else { return false }
        var depth = 0
        var index = position
        while index < tokens.count, index - position < 64 {
            let token = tokens[index]
            switch token.kind {
            case .operator where token.text == "<": depth += 1
            case .operator where token.text == ">":
                depth -= 1
                if depth == 0 {
                    guard index + 1 < tokens.count else { return false }
                    let next = tokens[index + 1]
                    // `Predicate<Item> { … }`: a trailing closure, after a space as Swift allows.
                    if next.kind == .leftBrace { return trailingClosuresAllowed && !next.followsLineBreak }
                    return (next.kind == .dot || next.kind == .leftParen) && next.start == token.end
                }
            case .identifier, .comma, .dot, .colon, .leftBracket, .rightBracket, .postfixQuestion: break
            case .operator where token.text == "?": break
            default: return false
            }
            index += 1
        }
        return false
    }

    /// `x:` before a tuple's element: the label, consumed.
    private mutating func tupleElementLabel() -> String? {
        guard current.kind == .identifier, peek(1).kind == .colon else { return nil }
        let label = advance().text
        _ = advance()
        return label
    }

    /// `(a, b)` or `(x: 1, y: 2)`, after its first element: the rest, up to `)`.
    private mutating func parseTuple(open: Token, first: CallArgument, depth firstDepth: Int) -> Parsed? {
        var elements = [first]
        var depth = firstDepth
        while current.kind == .comma {
            _ = advance()
            let label = tupleElementLabel()
            guard let element = parseExpression(after: label == nil ? "," : ":") else { return nil }
            elements.append(CallArgument(label: label, value: element.expr))
            depth = max(depth, element.depth)
        }
        guard current.kind == .rightParen else {
            return fail("expected `,` or `)` in a tuple", at: locate(current), notes: [Note("to match this `(`", at: locate(open))])
        }
        _ = advance()
        if elements.count == 1 {
            return fail("a tuple has two elements or more; remove the label `\(first.label ?? "")`", at: locate(open))
        }
        return make(.tuple(elements), at: locate(open), childDepth: depth)
    }

    private mutating func parsePostfix(after context: String?) -> Parsed? {
        guard var base = parsePrimary(after: context) else { return nil }
        while true {
            switch current.kind {
            case .dot:
                _ = advance()
                if current.kind == .dollarIdentifier {
                    let name = advance()
                    if case .identifier("self") = base.expr.kind {
                        // `self.$isOn` is Swift's `$isOn`, the projection of the type's own property.
                        guard let projection = make(.projection(name.text), at: locate(name)) else { return nil }
                        base = projection
                        continue
                    }
                    guard let publisher = make(.publisher(base: base.expr, name: name.text, nameLocation: locate(name)), at: base.expr.location, childDepth: base.depth) else { return nil }
                    base = publisher
                    continue
                }
                if current.kind == .integer {
                    // `pair.0`: a tuple's element by position.
                    let index = advance()
                    guard let member = make(.member(base: base.expr, name: index.text, nameLocation: locate(index)), at: base.expr.location, childDepth: base.depth) else { return nil }
                    base = member
                    continue
                }
                if current.kind == .float, case let parts = current.text.split(separator: ".", omittingEmptySubsequences: false),
                   parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) {
                    // `nested.0.1`, which the lexer reads as the number `0.1`.
                    let number = advance()
                    let location = locate(number)
                    guard let outer = make(.member(base: base.expr, name: String(parts[0]), nameLocation: location), at: base.expr.location, childDepth: base.depth),
                          let inner = make(.member(base: outer.expr, name: String(parts[1]), nameLocation: location.advanced(byColumns: parts[0].count + 1)), at: base.expr.location, childDepth: outer.depth)
                    else { return nil }
                    base = inner
                    continue
                }
                guard current.kind == .identifier else {
                    return fail("expected member name after `.`", at: locate(current))
                }
                let name = advance()
                guard let member = make(.member(base: base.expr, name: name.text, nameLocation: locate(name)), at: base.expr.location, childDepth: base.depth) else { return nil }
                base = member
            case .postfixQuestion:
                let question = advance()
                guard [.dot, .leftParen, .leftBracket].contains(current.kind) else {
                    return fail("`?` must be followed by a member, call or subscript to chain an optional", at: locate(question))
                }
                guard let chained = make(.optionalChain(base.expr), at: base.expr.location, childDepth: base.depth) else { return nil }
                base = chained
            case .postfixBang:
                _ = advance()
                guard let unwrapped = make(.forceUnwrap(base.expr), at: base.expr.location, childDepth: base.depth) else { return nil }
                base = unwrapped
            case .leftParen where current.followsLineBreak, .leftBracket where current.followsLineBreak:
                // On a new line, `(` and `[` begin another statement, as in Swift.
                return base
            case .leftBrace where trailingClosuresAllowed && !current.followsLineBreak:
                guard let closure = parseClosure() else { return nil }
                let trailing = CallArgument(label: nil, value: closure.expr, isTrailingClosure: true)
                let kind: ExprKind
                if case .call(let callee, let arguments) = base.expr.kind, !arguments.contains(where: \.isTrailingClosure) {
                    kind = .call(callee: callee, arguments: arguments + [trailing])
                } else {
                    kind = .call(callee: base.expr, arguments: [trailing])
                }
                guard var call = make(kind, at: base.expr.location, childDepth: max(base.depth, closure.depth)) else { return nil }
                // More trailing closures, each with its label: `Label { … } icon: { … }`.
                while current.kind == .identifier, peek(1).kind == .colon, peek(2).kind == .leftBrace,
                      case .call(let callee, let arguments) = call.expr.kind {
                    let label = advance().text
                    _ = advance()
                    guard let next = parseClosure() else { return nil }
                    let labeled = CallArgument(label: label, value: next.expr, isTrailingClosure: true)
                    guard let longer = make(.call(callee: callee, arguments: arguments + [labeled]), at: base.expr.location, childDepth: max(call.depth, next.depth)) else { return nil }
                    call = longer
                }
                base = call
            case .leftParen:
                if Self.calleeName(base.expr) != nil, let labels = argumentLabelsOfFunctionName() {
                    guard let reference = functionReference(base, labels: labels) else { return nil }
                    base = reference
                    continue
                }
                let open = advance()
                let callee = Self.calleeName(base.expr)
                let closing = callee.map { "expected `)` to close call to `\($0)`" } ?? "expected `)` to close the argument list"
                guard let (arguments, depth) = parseArguments(open: open, closer: .rightParen, closingMessage: closing) else { return nil }
                guard let call = make(.call(callee: base.expr, arguments: arguments), at: base.expr.location, childDepth: max(base.depth, depth)) else { return nil }
                base = call
            case .leftBracket:
                let open = advance()
                guard let (arguments, depth) = parseArguments(open: open, closer: .rightBracket, closingMessage: "expected `]` to close subscript") else { return nil }
                guard !arguments.isEmpty else { return fail("expected an index inside `[]`", at: locate(open)) }
                guard let access = make(.subscript(base: base.expr, arguments: arguments), at: base.expr.location, childDepth: max(base.depth, depth)) else { return nil }
                base = access
            default:
                return base
            }
        }
    }

    /// `(at:)` and `(_:with:)` after a function's name, at the current `(`: the labels of a
    /// function named with its arguments (`onDelete(perform: store.delete(at:))`), `nil` when
    /// the parentheses hold anything else.
    private func argumentLabelsOfFunctionName() -> [String]? {
        var labels: [String] = []
        var offset = 1
        while peek(offset).kind == .identifier, peek(offset + 1).kind == .colon {
            labels.append(peek(offset).text)
            offset += 2
        }
        return !labels.isEmpty && peek(offset).kind == .rightParen ? labels : nil
    }

    /// The function named with its labels, as the closure that calls it with each argument in
    /// turn: `store.delete(at:)` is `{ store.delete(at: $0) }`, what a reference to it does.
    private mutating func functionReference(_ function: Parsed, labels: [String]) -> Parsed? {
        let location = function.expr.location
        for _ in 0..<(2 * labels.count + 2) { _ = advance() }
        var arguments: [CallArgument] = []
        for (index, label) in labels.enumerated() {
            arguments.append(CallArgument(label: label == "_" ? nil : label, value: Expr(.anonymousParameter(index), at: location)))
        }
        guard let call = make(.call(callee: function.expr, arguments: arguments), at: location, childDepth: function.depth) else { return nil }
        let closure = Closure(parameters: nil, body: [Statement(.expression(call.expr), at: location)], location: location)
        return make(.closure(closure), at: location, childDepth: call.depth)
    }

    private static func calleeName(_ expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name), .implicitMember(let name): name
        case .member(_, let name, _): name
        default: nil
        }
    }

    /// `label: value, value` up to `closer`; the depth is the deepest argument's.
    private mutating func parseArguments(open: Token, closer: Token.Kind, closingMessage: String) -> ([CallArgument], Int)? {
        guard enter(at: locate(open)) else { return nil }
        defer { leave() }
        let saved = trailingClosuresAllowed
        trailingClosuresAllowed = true
        defer { trailingClosuresAllowed = saved }
        var arguments: [CallArgument] = []
        var depth = 0
        let note = Note("to match this `\(open.text)`", at: locate(open))
        while current.kind != closer {
            var label: String?
            if current.kind == .identifier, position + 1 < tokens.count, tokens[position + 1].kind == .colon {
                label = advance().text
                _ = advance()
            }
            if current.kind == .operator, Self.operatorFunctions.contains(current.text), peek(1).kind == .comma || peek(1).kind == closer {
                // `sorted(by: <)`: the operator is the function passed.
                let op = advance()
                guard let function = make(.operatorFunction(op.text), at: locate(op)) else { return nil }
                arguments.append(CallArgument(label: label, value: function.expr))
                if current.kind == .comma { _ = advance() }
                continue
            }
            guard let value = parseExpression(after: label == nil ? (arguments.isEmpty ? open.text : ",") : ":") else { return nil }
            arguments.append(CallArgument(label: label, value: value.expr))
            depth = max(depth, value.depth)
            if current.kind == .comma {
                _ = advance()
                continue
            }
            guard current.kind == closer else {
                return fail(closingMessage, at: locate(current), notes: [note])
            }
        }
        _ = advance()
        return (arguments, depth)
    }

    private mutating func parsePrimary(after context: String?) -> Parsed? {
        let token = current
        switch token.kind {
        case .identifier:
            _ = advance()
            switch token.text {
            case "true": return make(.booleanLiteral(true), at: locate(token))
            case "false": return make(.booleanLiteral(false), at: locate(token))
            case "nil": return make(.nilLiteral, at: locate(token))
            case "self", "Self", "super": break
            case let name where SwiftKeywords.isKeyword(name):
                return fail("unexpected keyword `\(name)` in expression", at: locate(token))
            default: break
            }
            if isSpecializedTypeName(token) {
                // `Box<Int>.empty`, `Box<Int>(items: [])`: the type with its generic arguments.
                position -= 1
                let saved = typeInExpression
                typeInExpression = true
                defer { typeInExpression = saved }
                guard let (reference, depth) = parseType(text: token.text, nesting: 0) else { return nil }
                return make(.specializedType(TypeSyntax(reference, at: locate(token))), at: locate(token), childDepth: depth)
            }
            return make(.identifier(token.text), at: locate(token))
        case .dollarIdentifier:
            _ = advance()
            return make(.projection(token.text), at: locate(token))
        case .anonymousParameter:
            _ = advance()
            guard let index = Int(token.text), index < 256 else {
                return fail("`$\(token.text)` is not a closure parameter", at: locate(token))
            }
            return make(.anonymousParameter(index), at: locate(token))
        case .leftBrace:
            return parseClosure()
        case .integer:
            _ = advance()
            return make(.integerLiteral(token.text), at: locate(token))
        case .float:
            _ = advance()
            return make(.floatLiteral(token.text), at: locate(token))
        case .stringStart:
            guard let (string, depth) = parseStringLiteral() else { return nil }
            return make(.stringLiteral(string), at: locate(token), childDepth: depth)
        case .leftParen:
            _ = advance()
            guard enter(at: locate(token)) else { return nil }
            defer { leave() }
            let saved = trailingClosuresAllowed
            trailingClosuresAllowed = true
            defer { trailingClosuresAllowed = saved }
            // `()`: the empty tuple, Swift's one value of `Void` (`.loaded(())`).
            if current.kind == .rightParen {
                _ = advance()
                return make(.tuple([]), at: locate(token))
            }
            let firstLabel = tupleElementLabel()
            guard let inner = parseExpression(after: firstLabel == nil ? "(" : ":") else { return nil }
            guard current.kind == .rightParen, firstLabel == nil else {
                if current.kind == .comma || firstLabel != nil {
                    return parseTuple(open: token, first: CallArgument(label: firstLabel, value: inner.expr), depth: inner.depth)
                }
                return fail("expected `)` to close parenthesized expression", at: locate(current), notes: [Note("to match this `(`", at: locate(token))])
            }
            _ = advance()
            return make(.parenthesized(inner.expr), at: locate(token), childDepth: inner.depth)
        case .leftBracket:
            _ = advance()
            guard enter(at: locate(token)) else { return nil }
            defer { leave() }
            var elements: [Expr] = []
            var depth = 0
            if current.kind == .colon {
                // `[:]`, the empty dictionary.
                _ = advance()
                guard current.kind == .rightBracket else {
                    return fail("expected `]` after `[:` in an empty dictionary literal", at: locate(current), notes: [Note("to match this `[`", at: locate(token))])
                }
                _ = advance()
                return make(.dictionaryLiteral([]), at: locate(token))
            }
            while current.kind != .rightBracket {
                guard let element = parseExpression(after: elements.isEmpty ? "[" : ",") else { return nil }
                if elements.isEmpty, current.kind == .colon {
                    return parseDictionaryLiteral(open: token, firstKey: element)
                }
                elements.append(element.expr)
                depth = max(depth, element.depth)
                if current.kind == .comma { _ = advance(); continue }
                guard current.kind == .rightBracket else {
                    return fail("expected `]` to close array literal", at: locate(current), notes: [Note("to match this `[`", at: locate(token))])
                }
            }
            _ = advance()
            return make(.arrayLiteral(elements), at: locate(token), childDepth: depth)
        case .dot:
            _ = advance()
            guard current.kind == .identifier else {
                return fail("expected member name after `.`", at: locate(current))
            }
            let name = advance()
            return make(.implicitMember(name.text), at: locate(token))
        case .backslash:
            return parseKeyPath()
        case .pound where token.text == "Predicate":
            return parsePredicateMacro()
        case .pound:
            return fail(Catalog.notSupportedYet("#" + token.text), at: locate(token))
        default:
            if let context {
                return fail("expected expression after `\(context)`", at: locate(token))
            }
            if token.kind == .end {
                return fail("expected expression", at: locate(token))
            }
            return fail("unexpected \(token.spelled) in expression", at: locate(token))
        }
    }

    /// `#Predicate<Movie> { $0.isFavorite }`, or `#Predicate { … }` where the context gives the
    /// type: read as `Predicate<Movie> { … }`, the runtime's predicate made from the same closure,
    /// which the checker judges and the generator writes. Foundation's macro needs `Sendable` key
    /// paths, which a main-actor model's are not, and a macro of Trellis's own needs swift-syntax.
    private mutating func parsePredicateMacro() -> Parsed? {
        let pound = advance()
        let location = locate(pound)
        var callee: Expr
        var depth = 0
        if current.kind == .operator, current.text == "<" {
            _ = advance()
            let saved = typeInExpression
            typeInExpression = true
            defer { typeInExpression = saved }
            var arguments: [TypeReference] = []
            while true {
                guard let argument = parseType(text: "#Predicate", nesting: 0) else { return nil }
                arguments.append(argument.reference)
                depth = max(depth, argument.depth)
                guard current.kind == .comma else { break }
                _ = advance()
            }
            guard current.kind == .operator, current.text == ">" else {
                return fail("expected `>` to close the input types of `#Predicate`", at: locate(current))
            }
            _ = advance()
            callee = Expr(.specializedType(TypeSyntax(.named("Predicate", genericArguments: arguments), at: location)), at: location)
        } else {
            callee = Expr(.identifier("Predicate"), at: location)
        }
        guard current.kind == .leftBrace else {
            return fail("expected a closure after `#Predicate`, as in `#Predicate<Item> { $0.isDone }`", at: locate(current))
        }
        guard let closure = parseClosure() else { return nil }
        let argument = CallArgument(label: nil, value: closure.expr, isTrailingClosure: true)
        return make(.call(callee: callee, arguments: [argument]), at: location, childDepth: max(depth + 1, closure.depth))
    }

    /// `[key: value, ...]` after its first key; the current token is the `:` that follows the key.
    private mutating func parseDictionaryLiteral(open: Token, firstKey: Parsed) -> Parsed? {
        var elements: [DictionaryElement] = []
        var depth = firstKey.depth
        var key = firstKey
        while true {
            guard current.kind == .colon else {
                return fail("expected `:` and a value after the key in a dictionary literal", at: locate(current))
            }
            _ = advance()
            guard let value = parseExpression(after: ":") else { return nil }
            elements.append(DictionaryElement(key: key.expr, value: value.expr))
            depth = max(depth, value.depth)
            if current.kind == .comma {
                _ = advance()
                if current.kind == .rightBracket { break }
                guard let next = parseExpression(after: ",") else { return nil }
                key = next
                depth = max(depth, next.depth)
                continue
            }
            guard current.kind == .rightBracket else {
                return fail("expected `]` to close dictionary literal", at: locate(current), notes: [Note("to match this `[`", at: locate(open))])
            }
            break
        }
        _ = advance()
        return make(.dictionaryLiteral(elements), at: locate(open), childDepth: depth)
    }

    /// `{ statements }`, `{ x in ... }`, `{ x, y in ... }`, `{ (x, y) in ... }`; the current token is `{`.
    private mutating func parseClosure() -> Parsed? {
        let open = advance()
        guard enter(at: locate(open)) else { return nil }
        defer { leave() }
        var parameters: [Identifier]?
        var signature: Closure.Signature?
        // `{ @MainActor in … }`: attributes first, kept as written.
        var attributes: [String] = []
        while current.kind == .identifier, current.text.hasPrefix("@") { attributes.append(advance().text) }
        if !attributes.isEmpty, isKeyword("in") {
            _ = advance()
            parameters = []
        } else if hasClosureSignature() {
            guard let (names, written) = parseClosureSignature() else { return nil }
            (parameters, signature) = (names, written)
        } else {
            parameters = closureParameters()
        }
        let saved = (trailingClosuresAllowed, deepestMade)
        trailingClosuresAllowed = true
        deepestMade = 0
        defer { trailingClosuresAllowed = saved.0 }
        guard let body = parseStatementList(inSwitchCase: false) else { return nil }
        guard current.kind == .rightBrace else {
            return fail("expected `}` to close the closure", at: locate(current), notes: [Note("to match this `{`", at: locate(open))])
        }
        _ = advance()
        let bodyDepth = deepestMade
        deepestMade = max(saved.1, bodyDepth)
        var closure = Closure(parameters: parameters, body: body, location: locate(open), signature: signature)
        closure.attributes = attributes
        return make(.closure(closure), at: locate(open), childDepth: bodyDepth)
    }

    /// Whether the closure starts with a signature that writes types: `(a: Item) in`,
    /// `(a, b) -> Bool in`, `() throws -> Int in`. Looks ahead only.
    private func hasClosureSignature() -> Bool {
        guard tokens[position].kind == .leftParen else { return false }
        var index = position
        var depth = 0
        var typed = false
        // The parameter list, to its matching `)`.
        repeat {
            switch tokens[index].kind {
            case .leftParen, .leftBracket: depth += 1
            case .rightParen, .rightBracket: depth -= 1
            case .colon where depth == 1: typed = true
            case .end, .leftBrace, .rightBrace: return false
            default: break
            }
            index += 1
        } while depth > 0 && index < tokens.count
        while index < tokens.count, tokens[index].kind == .identifier, tokens[index].text == "throws" || tokens[index].text == "async" {
            typed = true
            index += 1
        }
        if index + 1 < tokens.count, tokens[index].kind == .operator, tokens[index].text == "-", tokens[index + 1].kind == .operator, tokens[index + 1].text == ">" {
            typed = true
            // The result type, up to `in`.
            while index < tokens.count, !(tokens[index].kind == .identifier && tokens[index].text == "in") {
                if [.end, .leftBrace, .rightBrace, .semicolon].contains(tokens[index].kind) { return false }
                index += 1
            }
        }
        return typed && index < tokens.count && tokens[index].kind == .identifier && tokens[index].text == "in"
    }

    /// `(a: Item, b) async throws -> Bool in`, consumed; `hasClosureSignature` has looked ahead.
    private mutating func parseClosureSignature() -> ([Identifier], Closure.Signature)? {
        let open = advance()
        var names: [Identifier] = []
        var types: [TypeSyntax?] = []
        while current.kind != .rightParen {
            guard current.kind == .identifier, current.text == "_" || !SwiftKeywords.isKeyword(current.text) else {
                return fail("expected a parameter name in the closure's signature", at: locate(current))
            }
            let name = advance()
            names.append(Identifier(name.text, at: locate(name)))
            if current.kind == .colon {
                _ = advance()
                let typeStart = current
                guard let (reference, _) = parseType(text: typeStart.text, nesting: 0) else { return nil }
                types.append(TypeSyntax(reference, at: locate(typeStart)))
            } else {
                types.append(nil)
            }
            if current.kind == .comma { _ = advance(); continue }
            guard current.kind == .rightParen else {
                return fail("expected `)` to close the closure's parameters", at: locate(current), notes: [Note("to match this `(`", at: locate(open))])
            }
        }
        _ = advance()
        var effects: [String] = []
        while current.kind == .identifier, current.text == "async" || current.text == "throws" { effects.append(advance().text) }
        var result: TypeSyntax?
        if current.kind == .operator, current.text == "-", peek(1).kind == .operator, peek(1).text == ">" {
            _ = advance()
            _ = advance()
            let typeStart = current
            guard let (reference, _) = parseType(text: typeStart.text, nesting: 0) else { return nil }
            result = TypeSyntax(reference, at: locate(typeStart))
        }
        guard isKeyword("in") else { return fail("expected `in` after the closure's signature", at: locate(current)) }
        _ = advance()
        return (names, Closure.Signature(parameterTypes: types, effects: effects, result: result))
    }

    /// The names before `in` at the start of a closure, consumed; nil when it names none.
    private mutating func closureParameters() -> [Identifier]? {
        var index = position
        let parenthesized = tokens[index].kind == .leftParen
        if parenthesized { index += 1 }
        var names: [Token] = []
        while index < tokens.count, tokens[index].kind == .identifier, tokens[index].text == "_" || !SwiftKeywords.isKeyword(tokens[index].text) {
            names.append(tokens[index])
            index += 1
            guard index < tokens.count, tokens[index].kind == .comma else { break }
            index += 1
        }
        if parenthesized {
            guard index < tokens.count, tokens[index].kind == .rightParen else { return nil }
            index += 1
        }
        guard !names.isEmpty || parenthesized, index < tokens.count, tokens[index].kind == .identifier, tokens[index].text == "in" else { return nil }
        position = index + 1
        return names.map { Identifier($0.text, at: locate($0)) }
    }

    /// `\.id`, `\.self`, `\Item.name.count`.
    private mutating func parseKeyPath() -> Parsed? {
        let backslash = advance()
        var root: String?
        if current.kind == .identifier, current.start == backslash.end {
            root = advance().text
        }
        var components: [String] = []
        while current.kind == .dot {
            _ = advance()
            // `\.0`: a tuple's element, by its position.
            guard current.kind == .identifier || current.kind == .integer else {
                return fail("expected member name after `.` in key path", at: locate(current))
            }
            components.append(advance().text)
        }
        guard !components.isEmpty else {
            return fail("expected `.` and a member name after `\\` in key path", at: locate(current))
        }
        return make(.keyPath(root: root, components: components), at: locate(backslash))
    }

    /// `"text \(expr) text"`; the current token is `stringStart`.
    private mutating func parseStringLiteral() -> (InterpolatedString, Int)? {
        let open = advance()
        var segments: [InterpolatedString.Segment] = []
        var depth = 0
        while true {
            let token = advance()
            switch token.kind {
            case .stringSegment:
                segments.append(.literal(token.text))
            case .interpolationStart:
                guard enter(at: locate(token)) else { return nil }
                defer { leave() }
                guard let value = parseExpression(after: "\\(") else { return nil }
                guard current.kind == .interpolationEnd else {
                    return fail("expected `)` to close the interpolation", at: locate(current), notes: [Note("to match this `\\(`", at: locate(token))])
                }
                _ = advance()
                segments.append(.expression(value.expr))
                depth = max(depth, value.depth)
            case .stringEnd:
                return (InterpolatedString(segments: segments, location: locate(open)), depth)
            default:
                return fail("unterminated string literal", at: locate(open))
            }
        }
    }

    // MARK: Types

    /// A type and the depth of its tree. Both brackets and `?` suffixes count towards
    /// `maxRecursion`: `Int???…` recurses wherever the type is walked or destroyed.
    private mutating func parseType(text: String, nesting: Int) -> (reference: TypeReference, depth: Int)? {
        guard nesting < Self.maxRecursion else { return fail(Catalog.invalidTypeSyntax(text), at: locate(current)) }
        if current.kind == .identifier, current.text.hasPrefix("@") {
            // `@MainActor @Sendable () -> Void`: a function type's attributes, kept with its effects.
            var attributes: [String] = []
            while current.kind == .identifier, current.text.hasPrefix("@") { attributes.append(advance().text) }
            guard var function = parseType(text: text, nesting: nesting + 1) else { return nil }
            guard case .function(let parameters, let result, let effects) = function.reference else {
                return fail(Catalog.invalidTypeSyntax(text), at: locate(current))
            }
            function.reference = .function(parameters: parameters, result: result, effects: attributes + effects)
            return function
        }
        var reference: TypeReference
        var depth: Int
        let token = current
        switch token.kind {
        case .leftBracket:
            _ = advance()
            guard let element = parseType(text: text, nesting: nesting + 1) else { return nil }
            if current.kind == .colon {
                _ = advance()
                guard let value = parseType(text: text, nesting: nesting + 1) else { return nil }
                reference = .dictionary(key: element.reference, value: value.reference)
                depth = max(element.depth, value.depth) + 1
            } else {
                reference = .array(element.reference)
                depth = element.depth + 1
            }
            guard current.kind == .rightBracket else { return fail(Catalog.invalidTypeSyntax(text), at: locate(current)) }
            _ = advance()
        case .leftParen:
            // Grouping, as in `(Int?)?`, or a function type's parameters, as in `(Int) -> Void`.
            let open = locate(current)
            _ = advance()
            var elements: [(reference: TypeReference, depth: Int)] = []
            var labels: [String?] = []
            while current.kind != .rightParen {
                // `(quotient: Int, remainder: Int)`: a tuple's elements may be labeled.
                if current.kind == .identifier, peek(1).kind == .colon {
                    labels.append(advance().text)
                    _ = advance()
                } else {
                    labels.append(nil)
                }
                // `(Value, inout State) -> Void`: a parameter the closure changes in place.
                let isInout = current.kind == .identifier && current.text == "inout"
                if isInout { _ = advance() }
                guard var element = parseType(text: text, nesting: nesting + 1) else { return nil }
                if isInout { element.reference = .inoutParameter(element.reference) }
                elements.append(element)
                guard current.kind == .comma else { break }
                _ = advance()
            }
            guard current.kind == .rightParen else { return fail(Catalog.invalidTypeSyntax(text), at: locate(current)) }
            _ = advance()
            var effects: [String] = []
            while current.kind == .identifier, current.text == "async" || current.text == "throws" {
                effects.append(advance().text)
            }
            if current.kind == .operator, current.text == "-", peek(1).kind == .operator, peek(1).text == ">" {
                _ = advance()
                _ = advance()
                guard let result = parseType(text: text, nesting: nesting + 1) else { return nil }
                reference = .function(parameters: elements.map(\.reference), result: result.reference, effects: effects)
                depth = max(result.depth, elements.map(\.depth).max() ?? 0) + 1
            } else if elements.count == 1, effects.isEmpty, labels[0] == nil {
                (reference, depth) = elements[0]
            } else if elements.count > 1, effects.isEmpty {
                reference = .tuple(labels: labels, elements: elements.map(\.reference))
                depth = (elements.map(\.depth).max() ?? 0) + 1
            } else if elements.isEmpty, effects.isEmpty {
                reference = .named("Void", genericArguments: [])
                depth = 1
            } else {
                // Effects without a result, or a labeled element alone: not a type.
                return fail(Catalog.invalidTypeSyntax(text), at: open)
            }
        case .identifier where token.text == "any" && peek(1).kind == .identifier && !SwiftKeywords.isKeyword(peek(1).text):
            // `any Store`: an existential of the protocol named. A `?` after it makes the whole an
            // optional, which Swift spells `(any Store)?`.
            _ = advance()
            var name = advance().text
            while current.kind == .dot, peek(1).kind == .identifier {
                _ = advance()
                name += "." + advance().text
            }
            reference = .existential(name)
            depth = 1
        case .identifier where token.text == "some" && peek(1).kind == .identifier:
            // `some View`: the protocol is what the checker judges by.
            _ = advance()
            return parseType(text: text, nesting: nesting + 1)
        // `Self`, inside a type's members, is that type; the builder names it so.
        case .identifier where !SwiftKeywords.isKeyword(token.text) || token.text == "Any" || token.text == "Self":
            var name = advance().text
            // A nested type such as `Edge.Set` or `Font.Weight`.
            while current.kind == .dot, peek(1).kind == .identifier {
                _ = advance()
                name += "." + advance().text
            }
            var arguments: [TypeReference] = []
            var argumentDepth = 0
            if current.kind == .operator, current.text == "<" {
                _ = advance()
                while true {
                    guard let argument = parseType(text: text, nesting: nesting + 1) else { return nil }
                    arguments.append(argument.reference)
                    argumentDepth = max(argumentDepth, argument.depth)
                    if current.kind == .comma { _ = advance(); continue }
                    break
                }
                guard current.kind == .operator, current.text == ">" else { return fail(Catalog.invalidTypeSyntax(text), at: locate(current)) }
                _ = advance()
            }
            reference = .named(name, genericArguments: arguments)
            depth = argumentDepth + 1
        default:
            return fail(Catalog.invalidTypeSyntax(text), at: locate(token))
        }
        // `Int?` and `Int??` (the latter lexes as one `??` operator).
        while true {
            let wrappers: Int
            if typeInExpression, position > 0, tokens[position - 1].end != current.start {
                return (reference, depth)
            }
            if current.kind == .postfixQuestion || (current.kind == .operator && current.text == "?") {
                wrappers = 1
            } else if current.kind == .operator, current.text == "??" {
                wrappers = 2
            } else {
                return (reference, depth)
            }
            depth += wrappers
            guard depth <= Self.maxRecursion else { return fail(Catalog.invalidTypeSyntax(text), at: locate(current)) }
            _ = advance()
            reference = wrappers == 1 ? .optional(reference) : .optional(.optional(reference))
        }
    }
}

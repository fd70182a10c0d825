import TrellisDiagnostics

/// An expression from the documented Swift subset (`Grammar/expressions.ebnf`).
/// Code generation re-emits these trees; text is never pasted.
public struct Expr: Hashable, Sendable {
    public var kind: ExprKind
    /// Where the expression starts; exact to the column inside its attribute.
    public var location: SourceLocation

    public init(_ kind: ExprKind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

extension Expr {
    /// The standard library's functions that never return (`-> Never`).
    public static let neverReturningFunctions: Set<String> = ["fatalError", "preconditionFailure"]

    /// `fatalError("…")`: a call that never returns, so the path it is on ends there, as a
    /// `return` or a `throw` ends one.
    public var callsNeverReturningFunction: Bool {
        guard case .call(let callee, _) = kind, case .identifier(let name) = callee.kind else { return false }
        return Self.neverReturningFunctions.contains(name)
    }

    /// A query's `filter` that names no `$0` outside its closures (`Quake.predicate(for:
    /// text)`): a `Predicate` made elsewhere, not a `Bool` of each model.
    public var isFilterValue: Bool {
        if isPredicateValue { return true }
        var readsElement = false
        StatementWalk.walk(self, enteringClosures: false) { if case .anonymousParameter = $0.kind { readsElement = true } }
        return !readsElement
    }

    /// `Predicate<Item> { … }` or `Predicate { … }`, which `#Predicate` is read as: a predicate
    /// made from a closure, which a query's `filter` takes as it is, rather than a `Bool` of `$0`.
    public var isPredicateValue: Bool {
        guard case .call(let callee, let arguments) = kind, arguments.count == 1, case .closure = arguments[0].value.kind else { return false }
        switch callee.kind {
        case .identifier("Predicate"): return true
        case .specializedType(let type): if case .named("Predicate", _) = type.reference { return true } else { return false }
        default: return false
        }
    }
}

public indirect enum ExprKind: Hashable, Sendable {
    case identifier(String)
    /// `$name`: a binding projection of a declaration.
    case projection(String)
    case integerLiteral(String)
    case floatLiteral(String)
    case booleanLiteral(Bool)
    case nilLiteral
    case stringLiteral(InterpolatedString)
    case arrayLiteral([Expr])
    /// `(a, b)`, `(x: 1, y: 2)`: a tuple of two elements or more, each with its label if written.
    /// Its type is not modeled: swiftc judges its uses, and `pair.0` is a member named `0`.
    case tuple([CallArgument])
    /// `Box<Int>` before `.` or `(`: a generic type with its arguments written, whose static
    /// members or initializer follow (`Box<Int>.empty`, `Box<Int>(items: [])`).
    case specializedType(TypeSyntax)
    /// `["a": 1, "b": 2]`, or `[:]` with no elements.
    case dictionaryLiteral([DictionaryElement])
    /// `base.name`; `nameLocation` is where `name` starts.
    case member(base: Expr, name: String, nameLocation: SourceLocation)
    /// `base.$name`: the publisher of a `published` property of an `ObservableObject` model.
    case publisher(base: Expr, name: String, nameLocation: SourceLocation)
    /// `.name` with an implied base type, as in `.red`.
    case implicitMember(String)
    /// `base?` inside an optional chain, as in `session.currentUser?.name`.
    case optionalChain(Expr)
    case forceUnwrap(Expr)
    case call(callee: Expr, arguments: [CallArgument])
    case `subscript`(base: Expr, arguments: [CallArgument])
    case prefix(operator: String, operand: Expr)
    case infix(operator: String, lhs: Expr, rhs: Expr)
    case ternary(condition: Expr, then: Expr, else: Expr)
    /// `\.id`, `\.self`, `\Item.name.count`: components after the root.
    case keyPath(root: String?, components: [String])
    case parenthesized(Expr)
    /// `{ x in x * 2 }`, `{ !$0.isEmpty }`, `{ count += 1 }`.
    case closure(Closure)
    /// `$0`, `$1`: a parameter of the innermost closure that names none.
    case anonymousParameter(Int)
    /// `try`, `try?` or `try!` before an expression; `keyword` is the spelling.
    case `try`(keyword: String, Expr)
    case await(Expr)
    /// `value as Type`, `as?`, `as!` or `is`; `operator` is the spelling.
    case cast(operator: String, operand: Expr, type: TypeSyntax)
    /// An operator passed as a function: the `<` of `names.sorted(by: <)`.
    case operatorFunction(String)
    /// `75...`: a postfix operator, a range with no upper bound.
    case postfix(operator: String, operand: Expr)
}

/// A closure expression. `parameters` is nil when the closure names none (it may use `$0`).
public struct Closure: Hashable, Sendable {
    public var parameters: [Identifier]?
    public var body: [Statement]
    /// Where the `{` is.
    public var location: SourceLocation
    /// A written signature, `{ (a: Item, b: Item) throws -> Bool in ... }`: each parameter's type
    /// (nil where not written), the effects, and the result type.
    public var signature: Signature?
    /// Attributes written before the parameters, `{ @MainActor in ... }`, as written.
    public var attributes: [String] = []

    public struct Signature: Hashable, Sendable {
        public var parameterTypes: [TypeSyntax?]
        public var effects: [String]
        public var result: TypeSyntax?

        public init(parameterTypes: [TypeSyntax?], effects: [String], result: TypeSyntax?) {
            self.parameterTypes = parameterTypes
            self.effects = effects
            self.result = result
        }
    }

    public init(parameters: [Identifier]?, body: [Statement], location: SourceLocation, signature: Signature? = nil) {
        self.parameters = parameters
        self.body = body
        self.location = location
        self.signature = signature
    }

    /// How many `$n` parameters the body uses (one more than the largest `n`), outside nested closures.
    public var anonymousParameterCount: Int {
        var count = 0
        StatementWalk.expressions(in: body, enteringClosures: false) { expr in
            if case .anonymousParameter(let index) = expr.kind { count = max(count, index + 1) }
        }
        return count
    }
}

/// One `key: value` of a dictionary literal.
public struct DictionaryElement: Hashable, Sendable {
    public var key: Expr
    public var value: Expr

    public init(key: Expr, value: Expr) {
        self.key = key
        self.value = value
    }
}

public struct CallArgument: Hashable, Sendable {
    public var label: String?
    public var value: Expr
    /// A closure written after the call's parentheses: `withAnimation { ... }`.
    public var isTrailingClosure: Bool

    public init(label: String?, value: Expr, isTrailingClosure: Bool = false) {
        self.label = label
        self.value = value
        self.isTrailingClosure = isTrailingClosure
    }
}

/// A statement inside an action (`action`, `onAppear`, ...), separated by `;`.
public struct Statement: Hashable, Sendable {
    public var kind: StatementKind
    public var location: SourceLocation
    /// Just past the statement's last character, when parsed from text (for fix-its that wrap it).
    public var end: SourceLocation?
    /// `async let x = fetch()`: a `let` whose value is computed concurrently, read with `await`.
    public var isAsyncLet = false

    public init(_ kind: StatementKind, at location: SourceLocation, end: SourceLocation? = nil) {
        self.kind = kind
        self.location = location
        self.end = end
    }
}

public indirect enum StatementKind: Hashable, Sendable {
    /// A call such as `viewModel.start()` or `isOn.toggle()`.
    case expression(Expr)
    /// `target op value` where op is `=`, `+=`, `-=`, `*=`, `/=`.
    case assignment(target: Expr, operator: String, value: Expr)
    /// `let name: Type = value` or `var name = value`; a `var` may omit the value when typed.
    case declaration(isConstant: Bool, name: Identifier, type: TypeSyntax?, value: Expr?)
    /// `let (a, b) = pair`: each name takes one element of the tuple `value`; `_` ignores one.
    case tupleDeclaration(isConstant: Bool, names: [Identifier], value: Expr)
    /// `if c1 { } else if c2 { } else { }`: one clause per condition list, in order.
    case `if`(clauses: [ConditionalClause], else: [Statement]?)
    /// `guard conditions else { body }`; the body must leave the scope.
    case `guard`(conditions: [Condition], else: [Statement])
    case `switch`(subject: Expr, cases: [SwitchCase])
    /// `for name in sequence where condition { body }`; `name` is `_` to ignore the element.
    /// `for (key, value) in sequence` names each element of a tuple: `names` has more than one.
    /// `for case let x? in values` matches each element against `pattern`, whose bound names
    /// are `names`, and runs the body only for the elements that match. `for await` and
    /// `for try await` take the elements of an `AsyncSequence`.
    case forIn(names: [Identifier], pattern: Pattern?, sequence: Expr, condition: Expr?, body: [Statement], iteration: LoopIteration)
    /// `while conditions { body }`; the conditions may bind, as an `if`'s do.
    case `while`(conditions: [Condition], body: [Statement])
    /// `repeat { body } while condition`.
    case `repeat`(body: [Statement], condition: Expr)
    /// `defer { body }`: runs when the enclosing scope ends.
    case `defer`([Statement])
    /// `#if condition ... #elseif ... #else ... #endif`: not supported, and reported where parsed;
    /// each branch is kept so that its code is still checked (an empty last one stands for a
    /// missing `#else`). `fallthrough`, likewise, with no branches. Never emitted.
    case compilerDirective(name: String, branches: [[Statement]])
    case `return`(Expr?)
    /// `throw error`: leaves the scope, where errors are handled (a `throws` function, a `do`).
    case `throw`(Expr)
    case `break`
    case `continue`
    /// `do { body } catch pattern where guard { handler } ...`, the clauses in order; a `do`
    /// without `catch` has none.
    case doCatch(body: [Statement], catches: [CatchClause])
}

/// How a `for` loop takes its elements: from a `Sequence`, or awaiting each element of an
/// `AsyncSequence` (`for await`), which may also throw (`for try await`).
public enum LoopIteration: Hashable, Sendable {
    case synchronous
    case awaiting
    case tryAwaiting

    /// The loop's keywords before its pattern: `for`, `for await`, `for try await`.
    public var keywords: String {
        switch self {
        case .synchronous: "for"
        case .awaiting: "for await"
        case .tryAwaiting: "for try await"
        }
    }
}

/// One `catch` of a `do`: `catch`, `catch let problem`, `catch MemosError.notLoggedIn`,
/// `catch let e as URLError where ...`, `catch is CancellationError`. Without a pattern the
/// handler sees the thrown `error`.
public struct CatchClause: Hashable, Sendable {
    public var pattern: Pattern?
    public var guardExpression: Expr?
    public var body: [Statement]
    public var location: SourceLocation

    public init(pattern: Pattern?, guardExpression: Expr?, body: [Statement], location: SourceLocation) {
        self.pattern = pattern
        self.guardExpression = guardExpression
        self.body = body
        self.location = location
    }

    /// Whether the clause catches every error: no pattern, `_` or a name alone, with no `where`.
    public var catchesEverything: Bool {
        guard guardExpression == nil else { return false }
        switch pattern {
        case nil, .wildcard?, .binding?: return true
        default: return false
        }
    }
}

public struct ConditionalClause: Hashable, Sendable {
    public var conditions: [Condition]
    public var body: [Statement]
    public var location: SourceLocation

    public init(conditions: [Condition], body: [Statement], location: SourceLocation) {
        self.conditions = conditions
        self.body = body
        self.location = location
    }
}

/// One condition of an `if` or `guard`, separated by `,`.
public enum Condition: Hashable, Sendable {
    case expression(Expr)
    /// `let name = value`, `var name = value`, or `let name` (the value is the name itself).
    case optionalBinding(isConstant: Bool, name: Identifier, value: Expr?)
    /// `case pattern = value`, as in `if case .loaded(let items) = state`.
    case casePattern(Pattern, value: Expr)
    /// `#available(iOS 17, *)` or `#unavailable(iOS 17)`: `arguments` is the text between the
    /// parentheses, spelled as Swift writes it; swiftc judges the platforms and versions.
    case availability(isUnavailable: Bool, arguments: String, location: SourceLocation)
}

/// `case patterns where guard:` (or `default:` when `patterns` is empty) and its statements.
public struct SwitchCase: Hashable, Sendable {
    public struct Item: Hashable, Sendable {
        public var pattern: Pattern
        public var guardExpression: Expr?

        public init(pattern: Pattern, guardExpression: Expr?) {
            self.pattern = pattern
            self.guardExpression = guardExpression
        }
    }

    public var items: [Item]
    public var body: [Statement]
    public var location: SourceLocation
    public var isDefault: Bool { items.isEmpty }

    public init(items: [Item], body: [Statement], location: SourceLocation) {
        self.items = items
        self.body = body
        self.location = location
    }
}

public indirect enum Pattern: Hashable, Sendable {
    /// `_`
    case wildcard
    /// `let x` (or a name inside `case let .b(x)`).
    case binding(isConstant: Bool, name: Identifier)
    /// `.loaded(let items)`, `.idle`: a case of the subject's enum, with its associated values.
    case enumCase(name: String, arguments: [Pattern]?, location: SourceLocation)
    /// Any other value, compared with `~=`: `1`, `"a"`, `0..<10`.
    case expression(Expr)
    /// `MemosError.server(let code)`: an enum case pattern that names its type, which a `catch`
    /// needs (the error is any `Error`); `pattern` is the `.enumCase` after the type.
    case qualified(type: TypeSyntax, Pattern)
    /// `let e as URLError`: matches a value of that type, and matches `pattern` against it.
    case cast(Pattern, type: TypeSyntax)
    /// `is CancellationError`: matches a value of that type.
    case isType(TypeSyntax)
    /// `(0, _)`, `(let x, nil)`: matches a tuple, element by element.
    case tuple([Pattern])
}

extension Pattern {
    /// The names the pattern binds, in order.
    public var boundIdentifiers: [Identifier] {
        switch self {
        case .wildcard, .expression, .isType: []
        case .binding(_, let name): [name]
        case .enumCase(_, let arguments, _): (arguments ?? []).flatMap(\.boundIdentifiers)
        case .qualified(_, let inner), .cast(let inner, _): inner.boundIdentifiers
        case .tuple(let elements): elements.flatMap(\.boundIdentifiers)
        }
    }

    /// The values a pattern compares with `~=` (`1`, `75...`), nested ones included.
    public func visitExpressions(_ visit: (Expr) -> Void) {
        switch self {
        case .wildcard, .binding, .isType: break
        case .expression(let expr): visit(expr)
        case .enumCase(_, let arguments, _):
            for argument in arguments ?? [] { argument.visitExpressions(visit) }
        case .qualified(_, let inner), .cast(let inner, _): inner.visitExpressions(visit)
        case .tuple(let elements):
            for element in elements { element.visitExpressions(visit) }
        }
    }
}

/// Walks the expressions of statement trees, in source order.
public enum StatementWalk {
    /// The blocks of statements a statement holds directly: an `if`'s clauses and `else`, a
    /// `guard`'s `else`, a `switch`'s cases, a loop's or `defer`'s body, a `do` and its `catch`
    /// clauses, an `#if`'s branches. Not the bodies of closures in its expressions.
    public static func nestedBlocks(of statement: Statement) -> [[Statement]] {
        switch statement.kind {
        case .if(let clauses, let otherwise): clauses.map(\.body) + [otherwise ?? []]
        case .guard(_, let otherwise): [otherwise]
        case .switch(_, let cases): cases.map(\.body)
        case .forIn(_, _, _, _, let body, _), .while(_, let body), .repeat(let body, _), .defer(let body): [body]
        case .doCatch(let body, let catches): [body] + catches.map(\.body)
        case .compilerDirective(_, let branches): branches
        default: []
        }
    }

    /// The statement with each block `nestedBlocks(of:)` lists replaced by `transform` of it.
    public static func mappingNestedBlocks(of statement: Statement, _ transform: ([Statement]) -> [Statement]) -> Statement {
        var copy = statement
        switch statement.kind {
        case .if(let clauses, let otherwise):
            copy.kind = .if(clauses: clauses.map { clause in
                var clause = clause
                clause.body = transform(clause.body)
                return clause
            }, else: otherwise.map(transform))
        case .guard(let conditions, let otherwise): copy.kind = .guard(conditions: conditions, else: transform(otherwise))
        case .switch(let subject, let cases):
            copy.kind = .switch(subject: subject, cases: cases.map { switchCase in
                var switchCase = switchCase
                switchCase.body = transform(switchCase.body)
                return switchCase
            })
        case .forIn(let names, let pattern, let sequence, let condition, let body, let iteration):
            copy.kind = .forIn(names: names, pattern: pattern, sequence: sequence, condition: condition, body: transform(body), iteration: iteration)
        case .while(let conditions, let body): copy.kind = .while(conditions: conditions, body: transform(body))
        case .repeat(let body, let condition): copy.kind = .repeat(body: transform(body), condition: condition)
        case .defer(let body): copy.kind = .defer(transform(body))
        case .doCatch(let body, let catches):
            copy.kind = .doCatch(body: transform(body), catches: catches.map { clause in
                var clause = clause
                clause.body = transform(clause.body)
                return clause
            })
        case .compilerDirective(let name, let branches): copy.kind = .compilerDirective(name: name, branches: branches.map(transform))
        default: break
        }
        return copy
    }

    public static func expressions(in statements: [Statement], enteringClosures: Bool, _ visit: (Expr) -> Void) {
        for statement in statements { expressions(in: statement, enteringClosures: enteringClosures, visit) }
    }

    public static func expressions(in statement: Statement, enteringClosures: Bool, _ visit: (Expr) -> Void) {
        roots(in: [statement]) { walk($0, enteringClosures: enteringClosures, visit) }
    }

    /// The expressions statements hold directly (not their parts), nested statements included.
    public static func roots(in statements: [Statement], _ visit: (Expr) -> Void) {
        for statement in statements {
            switch statement.kind {
            case .expression(let e): visit(e)
            case .assignment(let target, _, let value): visit(target); visit(value)
            case .declaration(_, _, _, let value): if let value { visit(value) }
            case .tupleDeclaration(_, _, let value): visit(value)
            case .if(let clauses, let otherwise):
                for clause in clauses {
                    roots(in: clause.conditions, visit)
                    roots(in: clause.body, visit)
                }
                roots(in: otherwise ?? [], visit)
            case .guard(let list, let otherwise):
                roots(in: list, visit)
                roots(in: otherwise, visit)
            case .switch(let subject, let cases):
                visit(subject)
                for switchCase in cases {
                    for item in switchCase.items {
                        item.pattern.visitExpressions(visit)
                        if let guardExpression = item.guardExpression { visit(guardExpression) }
                    }
                    roots(in: switchCase.body, visit)
                }
            case .forIn(_, let pattern, let sequence, let condition, let body, _):
                visit(sequence)
                pattern?.visitExpressions(visit)
                if let condition { visit(condition) }
                roots(in: body, visit)
            case .while(let conditions, let body):
                roots(in: conditions, visit)
                roots(in: body, visit)
            case .repeat(let body, let condition):
                roots(in: body, visit)
                visit(condition)
            case .defer(let body):
                roots(in: body, visit)
            case .compilerDirective(_, let branches):
                for branch in branches { roots(in: branch, visit) }
            case .return(let value): if let value { visit(value) }
            case .throw(let value): visit(value)
            case .break, .continue: break
            case .doCatch(let body, let catches):
                roots(in: body, visit)
                for clause in catches {
                    clause.pattern?.visitExpressions(visit)
                    if let guardExpression = clause.guardExpression { visit(guardExpression) }
                    roots(in: clause.body, visit)
                }
            }
        }
    }

    public static func roots(in conditions: [Condition], _ visit: (Expr) -> Void) {
        for condition in conditions {
            switch condition {
            case .expression(let e): visit(e)
            case .optionalBinding(_, let name, let value): visit(value ?? Expr(.identifier(name.name), at: name.location))
            case .casePattern(let pattern, let value):
                visit(value)
                pattern.visitExpressions(visit)
            case .availability: break
            }
        }
    }

    /// `expr` and every expression inside it, closures' bodies included when asked.
    public static func walk(_ expr: Expr, enteringClosures: Bool, _ visit: (Expr) -> Void) {
        visit(expr)
        switch expr.kind {
        case .identifier, .projection, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath, .anonymousParameter, .operatorFunction, .specializedType:
            break
        case .stringLiteral(let string):
            for case .expression(let inner) in string.segments { walk(inner, enteringClosures: enteringClosures, visit) }
        case .arrayLiteral(let elements):
            for element in elements { walk(element, enteringClosures: enteringClosures, visit) }
        case .tuple(let elements):
            for element in elements { walk(element.value, enteringClosures: enteringClosures, visit) }
        case .dictionaryLiteral(let elements):
            for element in elements {
                walk(element.key, enteringClosures: enteringClosures, visit)
                walk(element.value, enteringClosures: enteringClosures, visit)
            }
        case .member(let base, _, _), .publisher(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base), .prefix(_, let base), .try(_, let base), .await(let base),
             .cast(_, let base, _), .postfix(_, let base):
            walk(base, enteringClosures: enteringClosures, visit)
        case .call(let base, let arguments), .subscript(let base, let arguments):
            walk(base, enteringClosures: enteringClosures, visit)
            for argument in arguments { walk(argument.value, enteringClosures: enteringClosures, visit) }
        case .infix(_, let lhs, let rhs):
            walk(lhs, enteringClosures: enteringClosures, visit)
            walk(rhs, enteringClosures: enteringClosures, visit)
        case .ternary(let condition, let then, let otherwise):
            walk(condition, enteringClosures: enteringClosures, visit)
            walk(then, enteringClosures: enteringClosures, visit)
            walk(otherwise, enteringClosures: enteringClosures, visit)
        case .closure(let closure):
            if enteringClosures { expressions(in: closure.body, enteringClosures: true, visit) }
        }
    }
}

/// Literal text with `{expr}` holes (attribute values, `Text` content),
/// or a Swift string literal with `\(expr)` holes inside an expression.
public struct InterpolatedString: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case expression(Expr)
    }

    public var segments: [Segment]
    public var location: SourceLocation

    public init(segments: [Segment], location: SourceLocation) {
        self.segments = segments
        self.location = location
    }

    /// The single expression when the whole value is one `{expr}`.
    public var soleExpression: Expr? {
        if segments.count == 1, case .expression(let expr) = segments[0] { return expr }
        return nil
    }
}

extension Expr {
    /// `name` of `self.name`, and where the name is: in a view's code, the view's own member,
    /// past any local of the same name.
    public var selfMember: (name: String, location: SourceLocation)? {
        guard case .member(let base, let name, let location) = kind, case .identifier("self") = base.kind else { return nil }
        return (name, location)
    }
}

extension Expr {
    /// `x` of `x` or of `self.x`.
    public var nameWithoutSelf: String? {
        if case .identifier(let name) = kind { return name }
        return selfMember?.name
    }
}

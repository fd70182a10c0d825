import TrellisDiagnostics
import TrellisSyntax

/// Whether a statement local has been read and written, for TRL152 and TRL153.
struct LocalUsage: Sendable {
    var read = false
    var written = false
}

/// What code may do where it runs: an action is a synchronous closure that cannot throw;
/// `Task { }` may `await` and throw; `do { }` may throw.
struct EffectContext: Sendable {
    var isAsync: Bool
    var canThrow: Bool
    /// Whether `return` may give a value (closures), or not (actions).
    var returnsValue: Bool
    /// How messages name the context: "an action".
    var described: String
    /// Loops and `switch`es around the statement, inside this closure.
    var loops = 0
    var switches = 0
    /// Inside `Task { }`: the names in scope where the task began, which it runs concurrently with.
    var outsideTask: LocalScope?
    var isInTask = false
    /// In a view's helper `<function>`: its name, and the type its `return` gives (`nil`: `Void`).
    var functionName: String?
    var functionResult: ResolvedType?
    /// The function is a computed property's getter.
    var isGetter = false
    /// Inside `defer { }`, which nothing may leave: no `return`, and nothing thrown out.
    var isInDefer = false

    static let action = EffectContext(isAsync: false, canThrow: false, returnsValue: false, described: "an action")
    static let synchronousClosure = EffectContext(isAsync: false, canThrow: false, returnsValue: true, described: "this closure")
    /// `task` and `refreshable`: an async closure on the main actor that cannot throw.
    static let asyncAction = EffectContext(isAsync: true, canThrow: false, returnsValue: false, described: "an async action")
    static let task = EffectContext(isAsync: true, canThrow: true, returnsValue: false, described: "`Task { }`")
}

/// Statements and closures: scopes for locals, writes, effects (`await`, `try`) and jumps.
/// Reads and writes of the view's properties go through the same inference as anywhere else.
extension ExpressionChecker {
    /// Collection methods that take a closure over elements, and what the closure receives.
    private static let elementClosureMethods: Set<String> = [
        "map", "filter", "compactMap", "flatMap", "first", "last", "contains", "allSatisfy", "forEach", "sorted", "min", "max", "firstIndex", "removeAll", "sort",
    ]
    /// Methods whose only purpose is their result: as a statement they do nothing.
    private static let pureMethods: Set<String> = ["map", "filter", "compactMap", "flatMap", "sorted", "reversed", "contains", "allSatisfy", "first", "last", "min", "max"]

    mutating func checkAction(_ statements: [Statement], locals: LocalScope?) {
        let saved = (effects, awaitCover, tryCover, currentStatement)
        effects = actionIsAsync ? .asyncAction : .action
        awaitCover = 0
        tryCover = 0
        if actionReturnsValue, statements.count == 1, case .expression(let expr) = statements[0].kind {
            // The closure's result, as Swift reads a single-expression closure: not unused.
            actionReturnsValue = false
            currentStatement = statements[0]
            _ = checkExpressionStatement(expr, locals: locals)
        } else {
            actionReturnsValue = false
            _ = checkBlock(statements, locals: locals)
        }
        (effects, awaitCover, tryCover, currentStatement) = saved
    }

    /// A `var` of the code around a `Task { }` used inside it: Swift 6 rejects the capture, since
    /// the task runs concurrently with that code (TRL169).
    mutating func checkCapture(_ local: LocalScope, at location: SourceLocation) {
        guard effects.isInTask, local.kind == .variable, local.declaredAt != nil else { return }
        var scope = effects.outsideTask
        while let current = scope {
            if current === local {
                guard reportedCaptures.insert(location).inserted else { return }
                diagnostics.emit(
                    Catalog.varCapturedByTask(local.name), at: location,
                    highlights: [SourceRange(location, length: local.name.unicodeScalars.count)],
                    notes: local.declaredAt.map { [Note("`\(local.name)` declared here", at: $0)] } ?? []
                )
                return
            }
            scope = current.parent
        }
    }

    mutating func markRead(_ local: LocalScope) {
        guard let declaredAt = local.declaredAt else { return }
        localUsage[declaredAt, default: LocalUsage()].read = true
    }

    private mutating func markWritten(_ local: LocalScope) {
        guard let declaredAt = local.declaredAt else { return }
        localUsage[declaredAt, default: LocalUsage()].written = true
    }

    /// Checks statements in order; returns whether the block always leaves (ends in `return`, ...).
    mutating func checkBlock(_ statements: [Statement], locals: LocalScope?) -> Bool {
        var scope = locals
        var declared: [(local: LocalScope, isVariable: Bool)] = []
        var leaves = false
        var reportedUnreachable = false
        for (index, statement) in statements.enumerated() {
            if leaves, !reportedUnreachable {
                diagnostics.emit(Catalog.unreachableCode, at: statement.location)
                reportedUnreachable = true
            }
            if case .defer = statement.kind, index == statements.count - 1 {
                diagnostics.emit(Catalog.deferAtEndOfScope, at: statement.location)
            }
            currentStatement = statement
            let outcome = checkStatement(statement, locals: scope)
            if let newScope = outcome.scope, newScope !== scope {
                var added = newScope
                var fresh: [LocalScope] = []
                while added !== scope {
                    fresh.append(added)
                    guard let parent = added.parent else { break }
                    added = parent
                }
                for local in fresh.reversed() { declared.append((local, local.kind == .variable)) }
                scope = newScope
            }
            leaves = leaves || outcome.leaves
        }
        for (local, isVariable) in declared {
            reportUnused(local, isVariable: isVariable)
        }
        return leaves
    }

    /// TRL152 and TRL153, as swiftc would warn.
    mutating func reportUnused(_ local: LocalScope, isVariable: Bool) {
        guard let declaredAt = local.declaredAt else { return }
        let usage = localUsage[declaredAt] ?? LocalUsage()
        if !usage.read {
            let replacement = switch local.kind {
            case .optionalBinding: "test the value with `!= nil` instead"
            case .caseBinding, .forItem: "replace it with `_`"
            case .caughtError: "write `catch` without a name"
            default: "remove it, or name it `_` to keep the value's effects"
            }
            diagnostics.emit(Catalog.localNeverUsed(local.name, replacement: replacement), at: declaredAt,
                             highlights: [SourceRange(declaredAt, length: local.name.unicodeScalars.count)])
        } else if isVariable, !usage.written {
            diagnostics.emit(Catalog.variableNeverMutated(local.name), at: declaredAt,
                             highlights: [SourceRange(declaredAt, length: local.name.unicodeScalars.count)])
        }
    }

    /// The scope after the statement (a declaration or `guard` adds names), and whether it leaves.
    private mutating func checkStatement(_ statement: Statement, locals: LocalScope?) -> (scope: LocalScope?, leaves: Bool) {
        switch statement.kind {
        case .expression(let expr):
            if let method = Self.pureCall(expr), case .call(let callee, _) = expr.kind, case .member(let base, _, _) = callee.kind {
                _ = checkExpressionStatement(expr, locals: locals)
                if case .array? = type(ofSilently: base, locals: locals)?.unwrappingOptional {
                    diagnostics.emit(Catalog.resultUnused(method), at: expr.location)
                }
            } else if case .identifier(let name) = expr.kind {
                reportNameAlone(name, at: expr, locals: locals)
            } else if case .member = expr.kind {
                reportMemberAlone(expr, locals: locals)
            } else {
                _ = checkExpressionStatement(expr, locals: locals)
            }
            return (locals, expr.callsNeverReturningFunction)
        case .assignment(let target, let op, let value):
            checkAssignment(target: target, op: op, value: value, locals: locals)
            return (locals, false)
        case .declaration(let isConstant, let name, let typeSyntax, let value):
            var declaredType: ResolvedType?
            if let typeSyntax {
                declaredType = symbols.check(typeSyntax, suggester: suggester, diagnostics: &diagnostics)
            }
            var valueType: ResolvedType?
            if statement.isAsyncLet, !effects.isAsync {
                // No `Task` fix-it: the names it declares are read by the statements after it.
                diagnostics.emit(Catalog.asyncInSynchronousContext("`async let`", context: effects.described), at: statement.location)
            }
            if let value {
                // `async let x = fetch()`: the value's calls are awaited, and their errors thrown,
                // where `x` is read.
                if statement.isAsyncLet { awaitCover += 1; tryCover += 1 }
                valueType = infer(value, locals: locals).type
                if statement.isAsyncLet { awaitCover -= 1; tryCover -= 1 }
                if let declaredType {
                    let described = describedValues[name.location] ?? "the value of `\(name.name)`"
                    checkConversion(value, inferred: valueType, to: declaredType, in: described, locals: locals)
                }
            }
            guard name.name != "_" else { return (locals, false) }
            localUsage[name.location] = LocalUsage()
            var holdsClosure = false
            if case .closure? = value?.kind { holdsClosure = true }
            let kind: LocalScope.Kind = statement.isAsyncLet ? .asyncLet : isConstant ? .constant : .variable
            let readThrows = statement.isAsyncLet && value.map { asyncLetWorkThrows($0, locals: locals) } == true
            let local = LocalScope(name: name.name, kind: kind, type: declaredType ?? valueType, parent: locals, declaredAt: name.location, holdsClosure: holdsClosure, readThrows: readThrows)
            return (local, false)
        case .if(let clauses, let otherwise):
            var allLeave = true
            for clause in clauses {
                let scope = checkConditions(clause.conditions, of: "if", locals: locals)
                let leaves = checkScopedBlock(clause.body, scope: scope, outer: locals)
                allLeave = allLeave && leaves
            }
            if let otherwise {
                allLeave = checkBlock(otherwise, locals: locals) && allLeave
            } else {
                allLeave = false
            }
            return (locals, allLeave)
        case .guard(let conditions, let otherwise):
            let scope = checkConditions(conditions, of: "guard", locals: locals)
            if !checkBlock(otherwise, locals: locals) {
                diagnostics.emit(Catalog.guardFallsThrough, at: statement.location)
            }
            return (scope, false)
        case .switch(let subject, let cases):
            let everyCaseLeaves = checkSwitch(subject, cases: cases, at: statement.location, locals: locals)
            // Cases that all leave leave the scope (swiftc requires the cases to cover every value),
            // unless a `break` leaves only the `switch`.
            let leaves = everyCaseLeaves && !cases.contains { Self.containsBreak(of: $0.body) }
            return (locals, leaves)
        case .forIn(let names, let pattern, let sequence, let condition, let body, let iteration):
            if iteration != .synchronous {
                if !effects.isAsync { reportAsyncInSynchronousContext("`\(iteration.keywords)`", at: statement.location) }
                if iteration == .tryAwaiting, !effects.canThrow {
                    diagnostics.emit(Catalog.errorNotHandled(effects.described), at: statement.location)
                }
            }
            let sequenceType = infer(sequence, locals: locals).type
            var scope = locals
            func elementTypes(_ names: [Identifier]) -> [ResolvedType?] {
                guard iteration != .synchronous else {
                    if let sequenceType, asyncSequenceElement(of: sequenceType) != nil {
                        diagnostics.emit(Catalog.loopDoesNotMatchSequence(sequenceType.description, isAsyncSequence: true, loop: "for"), at: sequence.location)
                    }
                    return forElementTypes(names, sequence: sequence, sequenceType: sequenceType, locals: locals)
                }
                if let sequenceType, isCollection(sequenceType) || Self.isRange(sequence) {
                    diagnostics.emit(Catalog.loopDoesNotMatchSequence(sequenceType.description, isAsyncSequence: false, loop: iteration.keywords), at: sequence.location)
                    return names.map { _ in nil }
                }
                let element = sequenceType.flatMap(asyncSequenceElement(of:))
                return names.count == 1 ? [element] : names.map { _ in nil }
            }
            if let pattern {
                let element = elementTypes([Identifier("_", at: sequence.location)])[0]
                scope = bind(pattern, type: element, locals: locals)
            } else {
                let elementTypes = elementTypes(names)
                for (index, name) in names.enumerated() where name.name != "_" {
                    localUsage[name.location] = LocalUsage()
                    scope = LocalScope(name: name.name, kind: .forItem, type: elementTypes[index], parent: scope, declaredAt: name.location)
                }
            }
            if let condition {
                let type = infer(condition, locals: scope).type
                checkConversion(condition, inferred: type, to: .bool, in: "the `where` clause", locals: scope)
            }
            effects.loops += 1
            _ = checkScopedBlock(body, scope: scope, outer: locals)
            effects.loops -= 1
            return (locals, false)
        case .while(let conditions, let body):
            let scope = checkConditions(conditions, of: "while", locals: locals)
            effects.loops += 1
            _ = checkScopedBlock(body, scope: scope, outer: locals)
            effects.loops -= 1
            return (locals, false)
        case .repeat(let body, let condition):
            effects.loops += 1
            _ = checkBlock(body, locals: locals)
            effects.loops -= 1
            let type = infer(condition, locals: locals).type
            checkConversion(condition, inferred: type, to: .bool, in: "the condition of `repeat`", locals: locals)
            return (locals, false)
        case .defer(let body):
            // Nothing leaves a `defer`: jumps and throws stay inside it.
            let saved = effects
            effects.isInDefer = true
            effects.loops = 0
            effects.switches = 0
            effects.canThrow = false
            effects.described = "`defer { }`"
            _ = checkBlock(body, locals: locals)
            effects = saved
            return (locals, false)
        case .compilerDirective(let name, let branches):
            // Reported where parsed; each branch is still checked as a block of its own, and the
            // directive leaves its scope where every branch does, as Swift's would (no TRL187 then).
            var allLeave = !branches.isEmpty
            for branch in branches { allLeave = checkBlock(branch, locals: locals) && allLeave }
            return (locals, name == "fallthrough" || allLeave)
        case .return(let value):
            if effects.isInDefer {
                diagnostics.emit(Catalog.jumpOutsideScope("`return` cannot leave a `defer` block"), at: statement.location)
            }
            if let value {
                if !effects.returnsValue {
                    diagnostics.emit(Catalog.jumpOutsideScope("\(effects.described) returns nothing; write `return` without a value"), at: value.location)
                }
                let inferred = infer(value, locals: locals).type
                if let name = effects.functionName, effects.returnsValue {
                    checkConversion(value, inferred: inferred, to: effects.functionResult, in: "the value `\(name)` returns", locals: locals)
                }
            } else if let name = effects.functionName, let result = effects.functionResult {
                diagnostics.emit(Catalog.functionMustReturn(name, type: result.description, isGetter: effects.isGetter), at: statement.location)
            }
            return (locals, true)
        case .throw(let value):
            _ = infer(value, locals: locals)
            if !effects.canThrow {
                diagnostics.emit(Catalog.errorNotHandled(effects.described), at: statement.location)
            }
            return (locals, true)
        case .break:
            if effects.loops == 0 && effects.switches == 0 {
                diagnostics.emit(Catalog.jumpOutsideScope("`break` is only allowed inside a loop or a `switch`"), at: statement.location)
            }
            return (locals, true)
        case .continue:
            if effects.loops == 0 {
                diagnostics.emit(Catalog.jumpOutsideScope("`continue` is only allowed inside a loop"), at: statement.location)
            }
            return (locals, true)
        case .doCatch(let body, let catches):
            guard !catches.isEmpty else {
                return (locals, checkBlock(body, locals: locals))
            }
            let saved = (effects.canThrow, tryCover)
            effects.canThrow = true
            tryCover = 0
            // Without a `try`, nothing can throw out of the block; a declared throwing method
            // called without one is reported as such (TRL155) instead.
            if !Self.containsTry(body) {
                var callsThrowingMethod = false
                StatementWalk.roots(in: body) { root in
                    if mayHaveEffect(root, locals: locals, throwing: true, countingUnknown: false) { callsThrowingMethod = true }
                }
                if !callsThrowingMethod { diagnostics.emit(Catalog.catchNeverReached, at: statement.location) }
            }
            let bodyLeaves = checkBlock(body, locals: locals)
            (effects.canThrow, tryCover) = saved
            var everyHandlerLeaves = true
            let errorType = ResolvedType.builtin("Error", arguments: [])
            for clause in catches {
                var scope: LocalScope?
                if let pattern = clause.pattern {
                    scope = bind(pattern, type: errorType, locals: locals)
                } else {
                    scope = LocalScope(name: "error", kind: .caughtError, type: errorType, parent: locals)
                }
                if let guardExpression = clause.guardExpression {
                    let type = infer(guardExpression, locals: scope).type
                    checkConversion(guardExpression, inferred: type, to: .bool, in: "the `where` clause", locals: scope)
                }
                if !checkScopedBlock(clause.body, scope: scope, outer: locals) { everyHandlerLeaves = false }
            }
            // Errors no `catch` matches throw on, where the context lets them (swiftc judges that).
            return (locals, bodyLeaves && everyHandlerLeaves)
        case .tupleDeclaration(let isConstant, let names, let value):
            _ = infer(value, locals: locals)
            var scope = locals
            for name in names where name.name != "_" {
                localUsage[name.location] = LocalUsage()
                // A tuple's element types are not modeled: swiftc judges their uses.
                scope = LocalScope(name: name.name, kind: isConstant ? .constant : .variable, type: nil, parent: scope, declaredAt: name.location)
            }
            return (scope, false)
        }
    }

    /// A block whose scope adds names (`if let`, `for`, `case let`) to `outer`: they are
    /// reported unused here, since no statement after the block sees them.
    private mutating func checkScopedBlock(_ body: [Statement], scope: LocalScope?, outer: LocalScope?) -> Bool {
        let leaves = checkBlock(body, locals: scope)
        var local = scope
        var added: [LocalScope] = []
        while let current = local, current !== outer {
            added.append(current)
            local = current.parent
        }
        for current in added.reversed() { reportUnused(current, isVariable: current.kind == .variable) }
        return leaves
    }

    /// `draft.rename(to: "x")` on a `var` local holding a struct or enum whose `rename` is
    /// `mutating`: the call changes the local, which is then not reported as never changed.
    mutating func noteMutatingCall(on receiver: Expr, method: String, locals: LocalScope?) {
        guard case .identifier(let name) = receiver.kind, let local = locals?.lookup(name), local.kind == .variable else { return }
        let methods: [MethodDecl]
        switch local.type {
        case .structure(let typeName)?: methods = symbols.structs[typeName]?.methods ?? []
        case .enumeration(let typeName)?: methods = symbols.enums[typeName]?.methods ?? []
        default: return
        }
        if methods.contains(where: { $0.isMutating && $0.name.name == method }) { markWritten(local) }
    }

    /// A call, assignment-free expression as a statement; returns its type.
    private mutating func checkExpressionStatement(_ expr: Expr, locals: LocalScope?) -> ResolvedType? {
        if case .call(let callee, _) = expr.kind, case .member(let receiver, let method, _) = callee.kind, !Self.mutatingMethods.contains(method) {
            noteMutatingCall(on: receiver, method: method, locals: locals)
        }
        // `items.append(x)` changes `items`; a model's method of that name changes nothing the XML owns.
        if case .call(let callee, _) = expr.kind, case .member(let receiver, let method, _) = callee.kind,
           Self.mutatingMethods.contains(method) {
            if case .model? = type(ofSilently: receiver, locals: locals)?.unwrappingOptional {} else {
                checkWrite(receiver, locals: locals)
            }
            mutatingCallChecked = callee.location
        }
        // `flag.toggle()` writes `flag`; it is not a read that keeps a state alive.
        if case .call(let callee, let arguments) = expr.kind, arguments.isEmpty,
           case .member(let base, "toggle", _) = callee.kind,
           case .identifier(let name) = base.kind, members[name] != nil, locals?.lookup(name) == nil {
            return .void
        }
        if case .call(let callee, let arguments) = expr.kind, arguments.isEmpty,
           case .member(let base, "toggle", _) = callee.kind, let member = viewSelfMember(base), members[member.name] != nil {
            return .void
        }
        return infer(expr, locals: locals).type
    }

    /// The method of `items.map { ... }` and its kin, whose result is all they do.
    private static func pureCall(_ expr: Expr) -> String? {
        guard case .call(let callee, _) = expr.kind, case .member(_, let name, _) = callee.kind, pureMethods.contains(name) else { return nil }
        return name
    }

    /// Conditions of `if` and `guard`, in order; each `let` binding is seen by those after it.
    private mutating func checkConditions(_ conditions: [Condition], of keyword: String, locals: LocalScope?) -> LocalScope? {
        var scope = locals
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                let type = infer(expr, locals: scope).type
                checkConversion(expr, inferred: type, to: .bool, in: "the condition of `\(keyword)`", locals: scope)
            case .optionalBinding(let isConstant, let name, let value):
                let valueExpr = value ?? Expr(.identifier(name.name), at: name.location)
                let type = infer(valueExpr, locals: scope).type
                if let type, !type.isOptional {
                    diagnostics.emit(Catalog.bindingNeedsOptional(keyword, type: type.description), at: valueExpr.location)
                }
                guard name.name != "_" else { continue }
                localUsage[name.location] = LocalUsage()
                scope = LocalScope(name: name.name, kind: isConstant ? .optionalBinding : .variable, type: type?.unwrappingOptional, parent: scope, declaredAt: name.location)
            case .casePattern(let pattern, let value):
                let type = infer(value, locals: scope).type
                scope = bind(pattern, type: type, locals: scope)
            case .availability:
                // Platforms and versions are swiftc's to judge; nothing is bound.
                break
            }
        }
        return scope
    }

    /// The types of the names a `for` binds: the element, or the parts of a tuple element
    /// (`for (key, value) in counts`, `for (index, item) in items.enumerated()`); nil where unknown.
    private mutating func forElementTypes(_ names: [Identifier], sequence: Expr, sequenceType: ResolvedType?, locals: LocalScope?) -> [ResolvedType?] {
        var parts: [ResolvedType]?
        var element: ResolvedType?
        switch sequenceType?.unwrappingOptional {
        case .array(let item): element = item
        case .dictionary(let key, let value): parts = [key, value]
        default:
            if case .infix(let op, let lhs, _) = sequence.kind, op == "..<" || op == "..." {
                element = type(ofSilently: lhs, locals: locals)
            } else if case .call(let callee, let arguments) = sequence.kind, arguments.isEmpty,
                      case .member(let base, "enumerated", _) = callee.kind,
                      case .array(let item)? = type(ofSilently: base, locals: locals)?.unwrappingOptional {
                parts = [.int, item]
            }
        }
        guard names.count > 1 else { return [parts == nil ? element : nil] }
        guard let parts else { return names.map { _ in nil } }
        guard parts.count == names.count else {
            let described = sequenceType?.description ?? ExpressionText.render(sequence)
            diagnostics.emit(Catalog.tupleElementCount(names.count, type: described, count: parts.count), at: names[0].location)
            return names.map { _ in nil }
        }
        return parts.map { $0 }
    }

    /// The element type of a type the standard interface declares an `AsyncSequence`
    /// (`AsyncStream<Int>` gives `Int`); `nil` for any other type.
    private func asyncSequenceElement(of type: ResolvedType) -> ResolvedType? {
        guard case .builtin(let name, let arguments) = type, let declaration = StandardLibrary.shared.types[name],
              declaration.protocols.contains("AsyncSequence"), let index = declaration.generics.firstIndex(of: "Element"),
              index < arguments.count else { return nil }
        return arguments[index]
    }

    /// Collections Trellis types exactly, none of them an `AsyncSequence`.
    private func isCollection(_ type: ResolvedType) -> Bool {
        switch type {
        case .array, .dictionary: true
        case .builtin("Set", _), .builtin("String", _): true
        default: false
        }
    }

    private static func isRange(_ sequence: Expr) -> Bool {
        if case .infix(let op, _, _) = sequence.kind { return op == "..<" || op == "..." }
        return false
    }

    /// Whether `statements` hold a `break` of the loop or `switch` around them (not of one inside).
    private static func containsBreak(of statements: [Statement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .break: true
            case .if(let clauses, let otherwise): clauses.contains { containsBreak(of: $0.body) } || containsBreak(of: otherwise ?? [])
            case .guard(_, let otherwise): containsBreak(of: otherwise)
            case .doCatch(let body, let catches): containsBreak(of: body) || catches.contains { containsBreak(of: $0.body) }
            case .compilerDirective(_, let branches): branches.contains(where: containsBreak(of:))
            case .switch, .forIn, .while, .repeat, .defer, .expression, .assignment, .declaration, .tupleDeclaration, .return, .throw, .continue: false
            }
        }
    }

    /// Checks a `switch`; returns whether the body of every case leaves.
    private mutating func checkSwitch(_ subject: Expr, cases: [SwitchCase], at location: SourceLocation, locals: LocalScope?) -> Bool {
        var everyCaseLeaves = true
        let subjectType = infer(subject, locals: locals).type
        var coversEverything = false
        var booleans: Set<Bool> = []
        var coveredCases: Set<String> = []
        effects.switches += 1
        for switchCase in cases {
            var scope = locals
            if switchCase.isDefault {
                reportDefaultNeverRun(over: subjectType, coversEverything: coversEverything, coveredCases: coveredCases, at: switchCase.location)
                coversEverything = true
            }
            for item in switchCase.items {
                scope = bind(item.pattern, type: subjectType, locals: scope)
                noteCase(item, over: subjectType, coveredCases: &coveredCases)
                if let guardExpression = item.guardExpression {
                    let type = infer(guardExpression, locals: scope).type
                    checkConversion(guardExpression, inferred: type, to: .bool, in: "the `where` clause", locals: scope)
                } else {
                    switch item.pattern {
                    case .wildcard, .binding: coversEverything = true
                    case .expression(let expr):
                        if case .booleanLiteral(let value) = expr.kind { booleans.insert(value) }
                    case .tuple(let elements):
                        if elements.allSatisfy(Self.matchesAnything) { coversEverything = true }
                    case .enumCase, .qualified, .cast, .isType: break
                    }
                }
            }
            if !checkScopedBlock(switchCase.body, scope: scope, outer: locals) { everyCaseLeaves = false }
        }
        effects.switches -= 1
        reportNonExhaustiveSwitch(over: subjectType, coversEverything: coversEverything, coveredCases: coveredCases, booleans: booleans, at: location)
        return everyCaseLeaves
    }

    /// A `switch` must cover every value: every case of a declared enum (TRL170), and a
    /// `default` over numbers and strings (TRL163).
    mutating func reportNonExhaustiveSwitch(over subjectType: ResolvedType?, coversEverything: Bool, coveredCases: Set<String>, booleans: Set<Bool>, at location: SourceLocation) {
        guard !coversEverything, let subjectType else { return }
        if !subjectType.isOptional, let declaration = declaredEnum(subjectType) {
            reportMissingCases(of: declaration, covered: coveredCases, at: location)
        }
        if case .builtin(let name, _) = subjectType,
           ["Int", "String", "Double", "Float", "Character"].contains(name) || (name == "Bool" && booleans.count < 2) {
            diagnostics.emit(Catalog.switchNotExhaustive(subjectType.description), at: location)
        }
    }

    /// Adds the names a pattern binds to `locals`; checks its values against `type`.
    mutating func bind(_ pattern: Pattern, type: ResolvedType?, locals: LocalScope?) -> LocalScope? {
        switch pattern {
        case .wildcard:
            return locals
        case .binding(let isConstant, let name):
            localUsage[name.location] = LocalUsage()
            return LocalScope(name: name.name, kind: isConstant ? .caseBinding : .variable, type: type, parent: locals, declaredAt: name.location)
        case .enumCase(let name, let arguments, let location):
            // `.some(let x)` and `let x?` over an optional bind the wrapped value.
            if let type, type.isOptional, name == "some", let arguments, arguments.count == 1 {
                return bind(arguments[0], type: type.unwrappingOptional, locals: locals)
            }
            if let type, !type.isOptional, let declaration = declaredEnum(type) {
                return bindCasePattern(name, arguments: arguments, at: location, of: declaration, locals: locals) { checker, pattern, type, scope in
                    checker.bind(pattern, type: type, locals: scope)
                }.scope
            }
            var scope = locals
            for argument in arguments ?? [] {
                scope = bind(argument, type: nil, locals: scope)
            }
            return scope
        case .expression(let expr):
            let valueType = infer(expr, locals: locals).type
            if let type {
                checkConversion(expr, inferred: valueType, to: type, in: "a `case` of a `switch` over `\(type)`", locals: locals)
            }
            return locals
        case .qualified(let typeSyntax, let inner):
            // `MemosError.server(let code)` matches the case of the enum it names; over any other
            // type (`Int.max`, a type Trellis does not model) the names bind values swiftc types.
            let named = symbols.resolve(typeSyntax.reference)
            if let named, declaredEnum(named) != nil {
                return bind(inner, type: named, locals: locals)
            }
            return bind(inner, type: nil, locals: locals)
        case .cast(let inner, let typeSyntax):
            return bind(inner, type: symbols.resolve(typeSyntax.reference), locals: locals)
        case .isType:
            return locals
        case .tuple(let elements):
            // Tuples are swiftc's to type: each element binds, its values checked by name.
            var scope = locals
            for element in elements { scope = bind(element, type: nil, locals: scope) }
            return scope
        }
    }

    /// `_`, `let x`, `(_, let y)`: a pattern every value matches.
    static func matchesAnything(_ pattern: Pattern) -> Bool {
        switch pattern {
        case .wildcard, .binding: true
        case .tuple(let elements): elements.allSatisfy(matchesAnything)
        default: false
        }
    }

    // MARK: Writes

    /// Whether `place` may be written: a local `var`, a `state` or `binding`, or a property of
    /// an object whose setter is not private. Anything on the way of unknown type is let through.
    mutating func checkWrite(_ place: Expr, locals: LocalScope?) {
        var hops: [String] = []
        var node = place
        var selfMember: String?
        rootSearch: while true {
            switch node.kind {
            case .identifier: break rootSearch
            case .member where viewSelfMember(node) != nil:
                selfMember = viewSelfMember(node)?.name
                break rootSearch
            case .member(let base, let name, _):
                hops.append(name)
                node = base
            case .subscript(let base, _):
                hops.append("[]")
                node = base
            case .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base):
                node = base
            default:
                return
            }
        }
        let rootName: String
        if let selfMember {
            rootName = selfMember
        } else if case .identifier(let name) = node.kind {
            rootName = name
        } else {
            return
        }
        hops.reverse()
        if selfContext != nil, checkMemberCodeWrite(place, root: rootName, hops: hops, locals: locals) { return }
        if selfMember == nil, let local = locals?.lookup(rootName) {
            if local.kind == .forEachItem || local.kind == .onChangeParameter {
                reportWriteToConstant(place, written: place, locals: locals)
                return
            }
            checkCapture(local, at: node.location)
            guard landsOnValue(from: local.type, hops: hops, at: place.location) else { return }
            // A row's binding writes through to its element in the collection.
            if local.kind == .forEachBinding {
                markRead(local)
                return
            }
            if local.kind == .variable {
                markWritten(local)
                return
            }
            if local.kind == .untypedClosureParameter {
                markRead(local)
                return
            }
            // Reported once: the name is not also reported unused.
            markRead(local)
            diagnostics.emit(
                Catalog.assignToLocalConstant(rootName, what: local.kind.described, inoutArgument: writesInoutArgument), at: place.location,
                highlights: [SourceRange(place.location, length: ExpressionText.render(place).unicodeScalars.count)],
                notes: local.declaredAt.map { [Note("`\(rootName)` declared here", at: $0)] } ?? []
            )
            return
        }
        guard let property = members[rootName] else { return }
        let rootType = memberTypes[rootName].map { property.kind == .binding ? $0.bindingValue : $0 }
        guard landsOnValue(from: rootType, hops: hops, at: place.location) else { return }
        let reason: String
        switch property.kind {
        case .state, .binding, .appStorage, .sceneStorage, .focusState, .focusBinding: return
        case .let: reason = "it is a `let` input, a copy its view cannot write back; declare it as a `binding` to change the caller's value"
        case .computed where property.isStoredConstant: reason = "it is a `let` constant, given its value once where it is declared; declare it as a `state` to change it"
        case .computed: reason = "it is a computed value with no storage"
        case .environmentValue: reason = "it is a value of the environment; write it above with `<environment key=\"...\" value=\"...\"/>`"
        case .query: reason = "it is a `query`'s results, which change as the model context inserts and deletes models; call `modelContext.insert` or `modelContext.delete`"
        case .stateObject, .observedObject, .environmentObject, .environment, .bindable:
            reason = "a `\(property.kind.rawValue)` holds one object; change the object's properties instead"
        case .namespace: reason = "it is a `namespace`, an identity the view keeps as long as it is on screen"
        case .gestureState: reason = "it is a `gestureState`, which a gesture's `updating` sets while the gesture lasts"
        }
        diagnostics.emit(
            Catalog.assignToReadOnlyProperty(rootName, reason: reason, inoutArgument: writesInoutArgument), at: place.location,
            highlights: [SourceRange(place.location, length: ExpressionText.render(place).unicodeScalars.count)],
            notes: [Note("`\(rootName)` declared here", at: property.location)]
        )
    }

    /// Whether a write through `hops` from a value of `type` changes that value itself (true), or
    /// lands in an object, a binding or a type it cannot judge (false). A property of an object
    /// with a private setter is reported here (TRL158).
    private mutating func landsOnValue(from type: ResolvedType?, hops: [String], at location: SourceLocation) -> Bool {
        var current = type
        for (index, hop) in hops.enumerated() {
            guard let value = current?.unwrappingOptional else { return false }
            switch value {
            case .model(let modelName, _):
                if let model = symbols.models[modelName], let property = model.properties.first(where: { $0.name.name == hop }), property.isSetterPrivate {
                    let action = index == hops.count - 1 ? "assign to" : "change"
                    diagnostics.emit(
                        property.isConstant ? Catalog.constantMember(hop, of: modelName, action: action) : Catalog.privateSetter(hop, of: modelName, action: action), at: location,
                        notes: [Note("`\(modelName).\(hop)` declared here", at: property.location)]
                    )
                }
                return false
            case .binding:
                return false
            case .existential(let protocolName):
                guard symbols.protocols[protocolName] != nil else { return false }
                let requirement = symbols.requirement(hop, of: protocolName)
                let isClassBound = symbols.protocolChain(protocolName).contains(where: \.isClassBound)
                if let property = requirement?.property, !property.isSettable, index == hops.count - 1 || !isClassBound {
                    diagnostics.emit(
                        Catalog.assignToGetOnlyRequirement(hop, protocolName: protocolName), at: location,
                        notes: [Note("`\(protocolName).\(hop)` declared here", at: property.location)]
                    )
                    return false
                }
                // Through a class-bound protocol the write lands in the object; otherwise in the value held.
                if isClassBound { return false }
                current = instanceMemberType(value, name: hop, at: location, reportMissing: false)
                if current == nil, index < hops.count - 1 { return false }
            case .structure(let structName):
                // A field with its own value is a constant of every value of the struct.
                if let structure = symbols.structs[structName], !structure.isExternal,
                   let field = structure.fields.first(where: { $0.name.name == hop }), field.initial != nil && field.isConstant || field.isStatic {
                    diagnostics.emit(
                        Catalog.assignToReadOnlyProperty("\(structName).\(hop)", reason: "a field with an initial value is a constant every `\(structName)` shares", inoutArgument: writesInoutArgument), at: location,
                        notes: [Note("`\(structName).\(hop)` declared here", at: field.name.location)]
                    )
                    return false
                }
                if let structure = symbols.structs[structName], let field = structure.fields.first(where: { !$0.isStatic && $0.name.name == hop }), field.isComputed, field.isConstant {
                    diagnostics.emit(
                        Catalog.assignToReadOnlyProperty("\(structName).\(hop)", reason: "it is a computed property with no setter", inoutArgument: writesInoutArgument), at: location,
                        notes: [Note("`\(structName).\(hop)` declared here", at: field.name.location)]
                    )
                    return false
                }
                // A `let` is set once, by the initializer.
                if let structure = symbols.structs[structName], let field = structure.fields.first(where: { !$0.isStatic && $0.name.name == hop }), field.isConstant {
                    diagnostics.emit(
                        Catalog.constantMember(hop, of: structName, action: index == hops.count - 1 ? "assign to" : "change", inoutArgument: writesInoutArgument), at: location,
                        notes: [Note("`\(structName).\(hop)` declared here", at: field.name.location)]
                    )
                    return false
                }
                current = instanceMemberType(value, name: hop, at: location, reportMissing: false)
                if current == nil, index < hops.count - 1 { return false }
            case .enumeration(let enumName):
                // A value of an enum changes only as a whole: `rawValue` and `id` follow its case.
                if symbols.enums[enumName] != nil, instanceMemberType(value, name: hop, at: location, reportMissing: false) != nil {
                    diagnostics.emit(Catalog.assignToReadOnlyProperty("\(enumName).\(hop)", reason: "the members of an enum are computed from its case; assign another case instead"), at: location)
                }
                return false
            case .array, .dictionary, .builtin:
                current = hop == "[]" ? value.subscriptElement : instanceMemberType(value, name: hop, at: location, reportMissing: false)
                if current == nil, index < hops.count - 1 { return false }
            case .optional:
                return false
            }
        }
        return true
    }

    // MARK: Effects

    /// `async` and `throws` at a call of a declared method.
    mutating func checkEffects(of method: MethodDecl, call callee: Expr, at nameLocation: SourceLocation) {
        let name = method.name.name
        let callStart = Self.callStart(callee)
        if method.isAsync {
            if !effects.isAsync {
                if awaitCover == 0 {
                    // One fix for both: the statement in a `Task`, the call marked `try await`.
                    let needsTry = method.isThrowing && tryCover == 0
                    reportAsyncInSynchronousContext("call to `async` method `\(name)`", at: nameLocation, callStart: callStart, marker: needsTry ? "try await " : "await ")
                    if needsTry { return }
                }
            } else if awaitCover == 0 {
                diagnostics.emit(
                    Catalog.asyncCallWithoutAwait(name), at: nameLocation,
                    fixIts: [FixIt("insert `await `", edits: [TextEdit(range: SourceRange(start: callStart, end: callStart), replacement: "await ")])]
                )
            }
        }
        if method.isThrowing, tryCover == 0 {
            diagnostics.emit(
                Catalog.throwingCallWithoutTry(name), at: nameLocation,
                fixIts: effects.canThrow ? [FixIt("insert `try `", edits: [TextEdit(range: SourceRange(start: callStart, end: callStart), replacement: "try ")])] : []
            )
        }
    }

    /// Where the call's receiver chain starts: `store` in `store.load()`.
    private static func callStart(_ callee: Expr) -> SourceLocation {
        var node = callee
        while true {
            switch node.kind {
            case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .call(let base, _), .subscript(let base, _):
                node = base
            default:
                return node.location
            }
        }
    }

    /// TRL156; in an action, with a fix-it that starts the statement in a `Task`.
    mutating func reportAsyncInSynchronousContext(_ what: String, at location: SourceLocation, callStart: SourceLocation? = nil, marker: String = "await ") {
        var fixIts: [FixIt] = []
        if effects.described == EffectContext.action.described, let statement = currentStatement, let end = statement.end {
            var edits = [TextEdit(range: SourceRange(start: statement.location, end: statement.location), replacement: callStart == statement.location ? "Task { " + marker : "Task { ")]
            if let callStart, callStart != statement.location {
                edits.append(TextEdit(range: SourceRange(start: callStart, end: callStart), replacement: marker))
            }
            edits.append(TextEdit(range: SourceRange(start: end, end: end), replacement: " }"))
            fixIts.append(FixIt("start the work in `Task { }`", edits: edits))
        }
        diagnostics.emit(Catalog.asyncInSynchronousContext(what, context: effects.described), at: location, fixIts: fixIts)
    }

    /// Whether statements hold a `try` that may throw out of them (closures throw into their caller).
    private static func containsTry(_ statements: [Statement]) -> Bool {
        // A `throw` throws as a `try` may.
        if Self.containsThrow(statements) { return true }
        var found = Self.containsThrowingLoop(statements)
        StatementWalk.expressions(in: statements, enteringClosures: false) { expr in
            if case .try("try", _) = expr.kind { found = true }
        }
        return found
    }

    /// Whether statements hold a `for try await` loop outside closures, nested statements included.
    private static func containsThrowingLoop(_ statements: [Statement]) -> Bool {
        statements.contains { statement in
            if case .forIn(_, _, _, _, _, .tryAwaiting) = statement.kind { return true }
            return StatementWalk.nestedBlocks(of: statement).contains(where: containsThrowingLoop)
        }
    }

    /// Whether `statements` hold a `throw` outside closures, nested statements included.
    private static func containsThrow(_ statements: [Statement]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .throw: true
            case .if(let clauses, let otherwise): clauses.contains { containsThrow($0.body) } || containsThrow(otherwise ?? [])
            case .guard(_, let otherwise): containsThrow(otherwise)
            case .switch(_, let cases): cases.contains { containsThrow($0.body) }
            case .forIn(_, _, _, _, let body, _), .while(_, let body), .repeat(let body, _), .defer(let body): containsThrow(body)
            // A `do` with a handler catches what its body throws.
            // What no `catch` matches throws on.
            case .doCatch(let body, let catches):
                catches.contains { containsThrow($0.body) } || (!catches.contains(where: \.catchesEverything) && containsThrow(body))
            case .compilerDirective(_, let branches): branches.contains(where: containsThrow)
            case .expression, .assignment, .declaration, .tupleDeclaration, .return, .break, .continue: false
            }
        }
    }

    /// Whether an `async let`'s work surely throws: a call Trellis knows throws, not under `try?`
    /// or `try!`. Where Trellis cannot tell, swiftc judges the reads.
    func asyncLetWorkThrows(_ value: Expr, locals: LocalScope?) -> Bool {
        var handled = false
        StatementWalk.walk(value, enteringClosures: false) { inner in
            if case .try(let keyword, _) = inner.kind, keyword != "try" { handled = true }
        }
        return !handled && mayHaveEffect(value, locals: locals, throwing: true, countingUnknown: false)
    }

    /// Whether `expr` holds a call that may throw (`throwing`) or suspend, outside closures: a
    /// declared method that says so, or a call the checker cannot judge. Calls of the standard
    /// types, initializers and global functions do neither.
    func mayHaveEffect(_ expr: Expr, locals: LocalScope?, throwing: Bool, countingUnknown: Bool = true) -> Bool {
        var found = false
        var unknown = false
        StatementWalk.walk(expr, enteringClosures: false) { inner in
            guard !found else { return }
            // Reading an `async let` waits for its value, and throws what its work threw.
            if case .identifier(let name) = inner.kind, let local = locals?.lookup(name), local.kind == .asyncLet {
                if !throwing || local.readThrows { found = true } else { unknown = true }
                return
            }
            // A property of a value Trellis does not know may suspend or throw (`task.value`).
            if case .member(let base, _, _) = inner.kind {
                var receiver = base
                if case .optionalChain(let wrapped) = base.kind { receiver = wrapped }
                if type(ofSilently: receiver, locals: locals) == nil { unknown = true }
                return
            }
            guard case .call(let callee, let arguments) = inner.kind else { return }
            switch callee.kind {
            case .member(let base, let name, _):
                var receiver = base
                if case .optionalChain(let wrapped) = base.kind { receiver = wrapped }
                switch type(ofSilently: receiver, locals: locals)?.unwrappingOptional {
                case .model(let modelName, _)?:
                    if let method = symbols.models[modelName]?.overload(named: name, for: arguments) {
                        found = throwing ? method.isThrowing : method.isAsync
                    } else {
                        unknown = true
                    }
                case .existential(let protocolName)?:
                    if let method = ExpressionChecker.overload(symbols.methodRequirements(name, of: protocolName), for: arguments) {
                        found = throwing ? method.isThrowing : method.isAsync
                    } else {
                        unknown = true
                    }
                case nil:
                    // A type's static member, or a value of a type Trellis does not know.
                    unknown = true
                case let type?:
                    // A standard type's declared method (`result.get()` throws).
                    if let (interface, _) = StandardLibrary.shared.interface(of: type),
                       let method = ExpressionChecker.overload(interface.methods[name] ?? [], for: arguments) {
                        found = throwing ? method.isThrowing : method.isAsync
                    } else {
                        // A method Trellis does not declare (`JSONDecoder().decode`): swiftc judges.
                        unknown = true
                    }
                }
            case .identifier(let name):
                if locals?.lookup(name) == nil, members[name] == nil, let function = viewFunction(name, fitting: arguments) {
                    found = throwing ? function.isThrowing : function.isAsync
                } else if locals?.lookup(name) == nil, members[name] == nil, let candidates = symbols.fileFunctions[name] {
                    if let function = candidates.first(where: { ExpressionChecker.match(arguments, to: $0) != nil }) {
                        found = throwing ? function.isThrowing : function.isAsync
                    } else {
                        unknown = true
                    }
                } else if locals?.lookup(name) != nil || members[name] != nil {
                    unknown = true
                } else if case let initializers = declaredInitializers(of: name), !initializers.isEmpty {
                    if let initializer = initializers.first(where: { ExpressionChecker.match(arguments, to: $0) != nil }) {
                        found = throwing ? initializer.isThrowing : initializer.isAsync
                    } else {
                        unknown = true
                    }
                } else if symbols.structs[name]?.isExternal == true || symbols.models[name]?.isExternal == true {
                    // An initializer the XML does not declare may throw or suspend: swiftc judges.
                    unknown = true
                } else if !(symbols.isTypeName(name) || BuiltinTypes.globalFunctions.contains(name) || name == "Task") {
                    unknown = true
                }
            default:
                unknown = true
            }
        }
        return found || (countingUnknown && unknown)
    }

    // MARK: Closures

    /// Checks a closure's body in its own effects; returns the type of a single-expression body.
    mutating func checkClosure(_ closure: Closure, parameterTypes: [ResolvedType?], effects closureEffects: EffectContext, locals: LocalScope?) -> ResolvedType? {
        let saved = (effects, awaitCover, tryCover, currentStatement)
        var entered = closureEffects
        // A written `throws` or `async` says what the closure may do.
        if let effects = closure.signature?.effects {
            if effects.contains("throws") { entered.canThrow = true }
            if effects.contains("async") { entered.isAsync = true }
        }
        // A closure's `return` is its own, not the enclosing function's.
        entered.functionName = nil
        entered.functionResult = nil
        if !entered.isInTask, saved.0.isInTask {
            // A closure inside a task runs in it too.
            entered.isInTask = true
            entered.outsideTask = saved.0.outsideTask
        }
        effects = entered
        awaitCover = 0
        tryCover = 0
        defer { (effects, awaitCover, tryCover, currentStatement) = saved }
        var scope = locals
        func parameterType(_ index: Int) -> ResolvedType? {
            // A written type wins; one the checker does not model is left for swiftc.
            if let written = closure.signature?.parameterTypes, index < written.count, let type = written[index] {
                return symbols.resolve(type.reference)
            }
            return index < parameterTypes.count ? parameterTypes[index] : nil
        }
        if let parameters = closure.parameters {
            for (index, parameter) in parameters.enumerated() where parameter.name != "_" {
                let type = parameterType(index)
                let isTyped = type != nil || index < parameterTypes.count
                // Where the parameter is named: what the editor shows for it and its uses.
                if let type { expressionTypes.recordParameter(type, named: parameter) }
                scope = LocalScope(name: parameter.name, kind: isTyped ? .closureParameter : .untypedClosureParameter, type: type, parent: scope)
            }
            if closure.anonymousParameterCount > 0 {
                var first: SourceLocation?
                StatementWalk.expressions(in: closure.body, enteringClosures: false) { expr in
                    if case .anonymousParameter = expr.kind, first == nil { first = expr.location }
                }
                diagnostics.emit(Catalog.anonymousParameterMisused("a closure that names its parameters cannot use `$0`; use the names"), at: first ?? closure.location)
                // Reported once: the `$n` resolve to nothing known from here on.
                for index in 0..<closure.anonymousParameterCount {
                    scope = LocalScope(name: "$\(index)", kind: .closureParameter, type: nil, parent: scope)
                }
            }
        } else {
            for index in 0..<closure.anonymousParameterCount {
                scope = LocalScope(name: "$\(index)", kind: .closureParameter, type: parameterType(index), parent: scope)
            }
        }
        if closure.body.count == 1, case .expression(let expr) = closure.body[0].kind {
            currentStatement = closure.body[0]
            return checkExpressionStatement(expr, locals: scope)
        }
        _ = checkBlock(closure.body, locals: scope)
        return nil
    }

    /// `.easeInOut` or `.easeInOut(duration: 0.3).delay(1)` where a prelude struct `typeName` is
    /// expected: its root names one of the type's static fields or methods (TRL119, with the
    /// closest one). Other expressions are inferred as usual and left to swiftc.
    mutating func checkStaticMember(_ expr: Expr, of typeName: String) {
        guard let root = BodyChecker.implicitMemberRoot(expr), case .implicitMember(let name) = root.kind,
              let structure = symbols.structs[typeName], name != "none" else { return }
        let statics = structure.fields.filter(\.isStatic).map(\.name.name)
            + structure.methods.filter(\.isStatic).map(\.name.name)
        guard !statics.contains(name) else { return }
        diagnostics.emit(
            Catalog.unknownStaticMember(name, of: typeName, suggestion: suggester.among(Array(Set(statics)).sorted(), closestTo: name)),
            at: root.location, highlights: [SourceRange(root.location, length: name.unicodeScalars.count + 1)]
        )
    }

    /// A call with closure arguments whose meaning Trellis knows: `Task { }`, `withAnimation { }`,
    /// and the element closures of arrays (`items.map { $0.title }`). Nil for any other call.
    mutating func inferCallWithClosures(_ callee: Expr, arguments: [CallArgument], locals: LocalScope?, depth: Int) -> Inferred? {
        guard arguments.contains(where: { if case .closure = $0.value.kind { true } else { false } }) else { return nil }
        func otherArguments() {
            for argument in arguments {
                if case .closure = argument.value.kind { continue }
                _ = infer(argument.value, locals: locals, depth: depth)
            }
        }
        func closures(_ parameterTypes: [ResolvedType?], _ effects: EffectContext) -> ResolvedType? {
            var result: ResolvedType?
            for argument in arguments {
                guard case .closure(let closure) = argument.value.kind else { continue }
                result = checkClosure(closure, parameterTypes: parameterTypes, effects: effects, locals: locals)
            }
            return result
        }
        if case .member(let base, let member, _) = callee.kind, case .identifier(let typeName) = base.kind,
           locals?.lookup(typeName) == nil, members[typeName] == nil {
            switch (typeName, member) {
            case ("Task", "detached"):
                // Off the main actor: swiftc judges what the closure reaches of the view.
                otherArguments()
                var task = EffectContext.task
                task.described = "`Task.detached { }`"
                task.returnsValue = true
                task.isInTask = true
                task.outsideTask = locals
                _ = closures([], task)
                return .value(nil)
            case ("MainActor", "run"):
                otherArguments()
                var run = EffectContext.synchronousClosure
                run.described = "`MainActor.run { }`"
                run.canThrow = true
                return .value(closures([], run))
            default:
                break
            }
        }
        if case .identifier(let name) = callee.kind, locals?.lookup(name) == nil, members[name] == nil {
            switch name {
            case "Task":
                otherArguments()
                var task = EffectContext.task
                task.isInTask = true
                task.outsideTask = locals
                _ = closures([], task)
                return .value(nil)
            case "withAnimation":
                otherArguments()
                // `withAnimation(.spring) { … }`: the animation names one of `Animation`'s members.
                if let animation = arguments.first(where: { if case .closure = $0.value.kind { false } else { true } }) {
                    checkStaticMember(animation.value, of: "Animation")
                }
                var inherited = effects
                inherited.described = "`withAnimation { }`"
                inherited.returnsValue = true
                inherited.loops = 0
                inherited.switches = 0
                inherited.isAsync = false
                inherited.canThrow = false
                return .value(closures([], inherited))
            default:
                return nil
            }
        }
        guard case .member(let base, let name, _) = callee.kind, Self.elementClosureMethods.contains(name) else { return nil }
        guard case .array(let element)? = type(ofSilently: base, locals: locals)?.unwrappingOptional else { return nil }
        let baseType = infer(base, locals: locals, depth: depth).type
        otherArguments()
        let pairwise = ["sorted", "sort", "min", "max"].contains(name)
        let body = closures(pairwise ? [element, element] : [element], .synchronousClosure)
        switch name {
        case "filter", "sorted": return .value(baseType?.unwrappingOptional)
        case "map": return .value(body.map(ResolvedType.array))
        case "compactMap": return .value(body.map { .array($0.unwrappingOptional) })
        case "first", "last", "min", "max": return .value(.optional(element))
        case "contains", "allSatisfy": return .value(.bool)
        case "firstIndex": return .value(.optional(.int))
        case "forEach", "removeAll", "sort": return .value(.void)
        default: return .value(nil)
        }
    }
}

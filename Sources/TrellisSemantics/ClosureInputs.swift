import TrellisDiagnostics
import TrellisSyntax

/// Inputs of function type, `<let name="onSave" type="() -> Void"/>`: a call site passes
/// statements, which name the closure's parameters first as Swift does (`item in ...`) or use
/// `$0`; the child calls the input like a function.
extension BodyChecker {
    /// Checks a closure passed to an input of function type with the input's parameter types and
    /// effects. Returns whether the argument was one.
    mutating func checkClosureInput(_ argument: Argument, input: PropertyDecl, locals: LocalScope?) -> Bool {
        guard let closure = checkClosure(argument, type: input.type.reference, passedTo: "`\(input.name.name)`", locals: locals) else { return false }
        reportCapturedRowPosition(closure, input: input, locals: locals)
        return true
    }

    /// TRL178: an action handed to a row that captures the row's position (the item of a
    /// `ForEach` over `indices` or a range). The child may run it after the collection changed
    /// (later, in a `Task`, from a sheet), when the position names another element or none.
    private mutating func reportCapturedRowPosition(_ closure: Closure, input: PropertyDecl, locals: LocalScope?) {
        guard let forEach = rowForEach, Self.iteratesPositions(forEach.items), !input.allows("TRL178") else { return }
        let position = forEach.itemName.name
        guard let local = locals?.lookup(position), local.kind == .forEachItem else { return }
        var use: SourceLocation?
        StatementWalk.expressions(in: closure.body, enteringClosures: true) { expr in
            if use == nil, case .identifier(position) = expr.kind { use = expr.location }
        }
        guard let use, !(closure.parameters ?? []).contains(where: { $0.name == position }) else { return }
        diagnostics.emit(
            Catalog.closureCapturesRowPosition(input.name.name, position: position), at: use,
            highlights: [SourceRange(use, length: position.unicodeScalars.count)],
            notes: [Note("`\(position)` is a position: this `ForEach` iterates \(ExpressionText.render(forEach.items))", at: forEach.items.location)]
        )
    }

    /// `items.indices`, `0..<items.count`, `1...3`: a `ForEach` whose items are positions.
    static func iteratesPositions(_ items: Expr) -> Bool {
        switch items.kind {
        case .member(_, "indices", _): true
        case .infix(let op, _, _): op == "..<" || op == "..."
        case .parenthesized(let inner): iteratesPositions(inner)
        default: false
        }
    }
}

extension ExpressionChecker {
    /// `onSave()`, `onPick(item)`: a call of a view's input of function type, checked like a
    /// method's: its arguments, and `await` and `try` as its type's effects require.
    mutating func checkCallOfFunctionInput(_ property: PropertyDecl, callee: Expr, arguments: [CallArgument], argumentTypes: [ResolvedType?], locals: LocalScope?) -> ResolvedType?? {
        checkCallOfFunctionValue(property.name.name, type: property.type.reference, declaredAt: property.location, callee: callee, arguments: arguments, argumentTypes: argumentTypes, locals: locals)
    }

    /// A call of a value of function type `type` (an input, a parameter): `nil` when `type` is
    /// no function type.
    mutating func checkCallOfFunctionValue(_ name: String, type: TypeReference, declaredAt: SourceLocation, callee: Expr, arguments: [CallArgument], argumentTypes: [ResolvedType?], locals: LocalScope?) -> ResolvedType?? {
        guard case .function(let parameters, let result, let effects) = type else { return nil }
        let method = MethodDecl(
            name: Identifier(name, at: declaredAt), parameters: parameters.map { MethodDecl.Parameter(label: nil, type: TypeSyntax($0, at: declaredAt)) },
            returnType: TypeSyntax(result, at: declaredAt), location: declaredAt,
            isAsync: effects.contains("async"), isThrowing: effects.contains("throws")
        )
        if arguments.count != parameters.count {
            diagnostics.emit(Catalog.methodArgumentMismatch(name, count: parameters.count, given: arguments.count), at: callee.location)
        } else {
            for ((argument, type), parameter) in zip(zip(arguments, argumentTypes), parameters) {
                checkArgument(argument.value, inferred: type, declared: parameter, in: "the argument of `\(name)`", locals: locals)
            }
        }
        checkEffects(of: method, call: callee, at: callee.location)
        return .some(symbols.resolve(result))
    }
}

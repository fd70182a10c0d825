import TrellisDiagnostics
import TrellisSyntax

/// Values of function type beyond a view's `let` inputs: parameters of view-building functions
/// (`<parameter name="onDelete" type="() -> Void"/>`), which a use passes an action as a child
/// view's input takes one, and functions named without being called (`action="save"`), which
/// pass the function itself where an action is expected.

/// Something code can call and pass on by name: a helper function, an input or a parameter of
/// function type.
struct FunctionValue {
    var name: String
    /// How messages name it: "function `save()`", "input `onSave`".
    var described: String
    var parameters: [TypeReference]
    /// `nil` for `Void`.
    var result: TypeReference?
    var isAsync: Bool
    var isThrowing: Bool

    init(name: String, described: String, type: TypeReference) {
        self.name = name
        self.described = described
        if case .function(let parameters, let result, let effects) = type {
            self.parameters = parameters
            self.result = result
            isAsync = effects.contains("async")
            isThrowing = effects.contains("throws")
        } else {
            parameters = []
            isAsync = false
            isThrowing = false
        }
    }

    init(_ function: ViewFunctionDecl) {
        name = function.name.name
        described = "function `\(ExpressionChecker.displayName(function.name.name, labels: function.parameters.map(\.label)))`"
        parameters = function.parameters.compactMap { $0.type?.reference }
        result = function.returnType?.reference
        isAsync = function.isAsync
        isThrowing = function.isThrowing
    }

    /// `timer.skip`: a model's or struct's method named on a value, without being called.
    init(method: MethodDecl, reference: String) {
        name = reference
        described = "method `\(ExpressionChecker.displayName(method.name.name, labels: method.parameters.map(\.label)))`"
        parameters = method.parameters.map(\.type.reference)
        result = method.returnType?.reference
        isAsync = method.isAsync
        isThrowing = method.isThrowing
    }

    /// The type as Swift spells it: `(String) async throws -> Void`.
    var typeDescription: String {
        var text = "(" + parameters.map(\.description).joined(separator: ", ") + ")"
        if isAsync { text += " async" }
        if isThrowing { text += " throws" }
        return text + " -> " + (result?.description ?? "Void")
    }
}

extension ExpressionChecker {
    /// The name an action consists of, alone: `save` in `action="save"`.
    static func soleName(_ statements: [Statement]) -> (name: String, expr: Expr)? {
        guard statements.count == 1, case .expression(let expr) = statements[0].kind, case .identifier(let name) = expr.kind else { return nil }
        return (name, expr)
    }

    /// The method an action consists of, alone: `timer.skip` in `action="timer.skip"`.
    func soleMethodReference(_ statements: [Statement], locals: LocalScope?) -> (value: FunctionValue, expr: Expr)? {
        guard statements.count == 1, case .expression(let expr) = statements[0].kind,
              let value = methodReference(expr, locals: locals) else { return nil }
        return (value, expr)
    }

    /// `timer.skip`: the one instance method of that name of a model or struct value, named
    /// without being called. Overloads are left to a call, which tells them apart by labels.
    func methodReference(_ expr: Expr, locals: LocalScope?) -> FunctionValue? {
        guard case .member(let base, let name, _) = expr.kind, let baseType = type(ofSilently: base, locals: locals) else { return nil }
        let methods: [MethodDecl]
        switch baseType {
        case .model(let model, _): methods = symbols.models[model]?.methods ?? []
        case .structure(let structure): methods = symbols.structs[structure]?.methods ?? []
        default: return nil
        }
        let named = methods.filter { $0.name.name == name && !$0.isStatic }
        guard named.count == 1 else { return nil }
        return FunctionValue(method: named[0], reference: ExpressionText.render(expr))
    }

    /// The call that passes a method with no parameters where an action is taken:
    /// `{ timer.skip() }` for `action="timer.skip"`, with `await` and `try` as the method needs
    /// (its effects were checked against the action's).
    static func callingStatement(_ value: FunctionValue, reference expr: Expr) -> Statement {
        var call = Expr(.call(callee: expr, arguments: []), at: expr.location)
        if value.isThrowing { call = Expr(.try(keyword: "try", call), at: expr.location) }
        if value.isAsync { call = Expr(.await(call), at: expr.location) }
        return Statement(.expression(call), at: expr.location)
    }

    /// What `name` is where it is written, when it holds a function: a local parameter of
    /// function type, an input of function type, or one of the view's helper functions. Locals
    /// hide inputs, inputs hide functions, as Swift's scopes do.
    func functionValue(named name: String, locals: LocalScope?) -> FunctionValue? {
        if let local = locals?.lookup(name) {
            guard let type = local.functionType else { return nil }
            return FunctionValue(name: name, described: "parameter `\(name)`", type: type)
        }
        if let property = members[name] {
            guard case .function = property.type.reference else { return nil }
            return FunctionValue(name: name, described: "input `\(name)`", type: property.type.reference)
        }
        return viewFunctions[name].map(FunctionValue.init)
    }

    /// `action="save"`: a function passed by name where `expected` (a function type) is taken,
    /// as Swift's `Button(action: save)`. Its parameters and result must be the expected ones,
    /// and it may not be `async` or throw where the action may not (TRL140–TRL142). Returns
    /// whether `name` named a function here.
    mutating func checkFunctionReference(_ name: String, at expr: Expr, expected: TypeReference, passedTo target: String, generics: [String] = [], isWholeAction: Bool = true, locals: LocalScope?) -> Bool {
        guard let value = functionValue(named: name, locals: locals), case .function = expected else { return false }
        // Passing an input on reads it.
        if locals?.lookup(name) == nil, members[name] != nil { _ = infer(expr, locals: locals) }
        checkFunctionValue(value, at: expr, expected: expected, passedTo: target, generics: generics, isWholeAction: isWholeAction)
        return true
    }

    /// `action="timer.skip"`: a method passed where `expected` is taken, checked as a function
    /// passed by name is. Returns the method when `expr` names one.
    mutating func checkMethodReference(_ expr: Expr, expected: TypeReference, passedTo target: String, generics: [String] = [], locals: LocalScope?) -> FunctionValue? {
        guard case .function = expected, let value = methodReference(expr, locals: locals) else { return nil }
        // Passing the method reads its receiver.
        _ = infer(expr, locals: locals)
        checkFunctionValue(value, at: expr, expected: expected, passedTo: target, generics: generics, isWholeAction: true)
        return value
    }

    private mutating func checkFunctionValue(_ value: FunctionValue, at expr: Expr, expected: TypeReference, passedTo target: String, generics: [String], isWholeAction: Bool) {
        guard case .function(let parameters, let result, let effects) = expected else { return }
        let name = value.name
        let highlights = [SourceRange(expr.location, length: name.unicodeScalars.count)]
        let expectedType = FunctionValue(name: target, described: target, type: expected)
        // A type parameter of the declaration (`V` of `onChange`) stands for any type.
        func fits(_ given: TypeReference?, _ wanted: TypeReference?) -> Bool {
            let given = given ?? .named("Void", genericArguments: [])
            let wanted = wanted ?? .named("Void", genericArguments: [])
            if !generics.isEmpty, wanted.namedTypes.contains(where: generics.contains) { return true }
            guard let givenType = symbols.resolve(given), let wantedType = symbols.resolve(wanted) else {
                return given.description == wanted.description || symbols.resolve(given) == nil && symbols.resolve(wanted) == nil
            }
            return givenType == wantedType
        }
        let shapeFits = value.parameters.count == parameters.count
            && zip(value.parameters, parameters).allSatisfy { fits($0.0, $0.1) }
            && fits(value.result, result)
        if !shapeFits {
            diagnostics.emit(
                Catalog.functionReferenceMismatch(value.described, type: value.typeDescription, passedTo: target, expected: expectedType.typeDescription),
                at: expr.location, highlights: highlights
            )
            return
        }
        if value.isAsync, !effects.contains("async") {
            var fixIts: [FixIt] = []
            if value.parameters.isEmpty, !value.isThrowing {
                // An argument inside code takes a closure that starts the task; a whole action is one.
                let task = "Task { await \(name)() }"
                fixIts.append(FixIt("call it in `Task { }`", edits: [TextEdit(range: SourceRange(expr.location, length: name.unicodeScalars.count), replacement: isWholeAction ? task : "{ \(task) }")]))
            }
            diagnostics.emit(Catalog.asyncFunctionReference(value.described, passedTo: target, call: name), at: expr.location, highlights: highlights, fixIts: fixIts)
        } else if value.isThrowing, !effects.contains("throws") {
            diagnostics.emit(Catalog.throwingFunctionReference(value.described, passedTo: target, call: name), at: expr.location, highlights: highlights)
        }
    }
}

extension BodyChecker {
    /// An action passed to a value of function type `type` (an input, a parameter), read as a
    /// child view's input reads it: statements, which name the closure's parameters first
    /// (`item in ...`) or use `$0`. `nil` when `type` is no function type or the value is read.
    mutating func readClosure(_ argument: Argument, type: TypeReference) -> Argument? {
        guard case .function(let parameterTypes, _, _) = type, case .source(let text) = argument.value else { return nil }
        var read = argument
        let statements: [Statement]
        var names: [Identifier]?
        if !parameterTypes.isEmpty, let named = Self.namedClosureParameters(text, count: parameterTypes.count) {
            names = named.names
            statements = ExpressionParser.parseStatements(named.body, diagnostics: &diagnostics) ?? []
        } else {
            statements = ExpressionParser.closureWrittenOut(ExpressionParser.parseStatements(text, diagnostics: &diagnostics) ?? [])
        }
        read.value = .expression(Expr(.closure(Closure(parameters: names, body: statements, location: argument.valueLocation)), at: argument.valueLocation))
        return read
    }

    /// A closure read by `readClosure` that is a function's name alone (`onSave="save"`) passes
    /// that function: returns the name as the value passed, checked against `type`; `nil`
    /// when the closure is code.
    /// `target` is described only for a closure: most arguments are none.
    mutating func functionReference(in argument: Argument, type: TypeReference, passedTo target: @autoclosure () -> String, locals: LocalScope?) -> Argument? {
        guard case .expression(let expr) = argument.value, case .closure(let closure) = expr.kind, closure.parameters == nil else { return nil }
        if closure.body.count == 1, case .expression(let reference) = closure.body[0].kind, case .member = reference.kind,
           let method = expressions.checkMethodReference(reference, expected: type, passedTo: target(), locals: locals) {
            traced(.argument, at: argument.label.location)
            var passed = argument
            if method.parameters.isEmpty {
                var calling = closure
                calling.body = [ExpressionChecker.callingStatement(method, reference: reference)]
                passed.value = .expression(Expr(.closure(calling), at: expr.location))
            } else {
                passed.value = .expression(reference)
            }
            return passed
        }
        guard let (name, nameExpr) = ExpressionChecker.soleName(closure.body),
              expressions.checkFunctionReference(name, at: nameExpr, expected: type, passedTo: target(), locals: locals) else { return nil }
        traced(.argument, at: argument.label.location)
        var passed = argument
        passed.value = .expression(nameExpr)
        return passed
    }

    /// Checks a closure passed to a value of function type `type` with its parameter types and
    /// effects, where the call site writes it. Returns whether the argument was one.
    /// `target` is described only for a closure: most arguments are none.
    mutating func checkClosure(_ argument: Argument, type: TypeReference, passedTo target: @autoclosure () -> String, locals: LocalScope?) -> Closure? {
        guard case .function(let parameters, let result, let effects) = type,
              case .expression(let expr) = argument.value, case .closure(let closure) = expr.kind else { return nil }
        traced(.argument, at: argument.label.location)
        let returnsValue = symbols.resolve(result).map { $0 != .void } ?? true
        let context = EffectContext(
            isAsync: effects.contains("async"), canThrow: effects.contains("throws"), returnsValue: returnsValue,
            described: "the closure passed to \(target())"
        )
        _ = expressions.checkClosure(closure, parameterTypes: parameters.map { symbols.resolve($0) }, effects: context, locals: locals)
        return closure
    }

    /// `onDelete="items.removeAll { $0.id == item.id }"` passed to a view-building function's
    /// parameter of function type: read and checked as a child view's input of function type,
    /// in the use's context; or a function's name alone, passed as it is. Returns the argument
    /// as passed.
    mutating func passFunctionArgument(_ argument: Argument, to parameter: ParameterDecl, of callee: String, locals: LocalScope?) -> Argument? {
        guard let type = parameter.type?.reference, case .function = type else { return nil }
        let read = readClosure(argument, type: type) ?? argument
        let target = "`\(parameter.name.name)` of `\(callee)`"
        if let reference = functionReference(in: read, type: type, passedTo: target, locals: locals) { return reference }
        if checkClosure(read, type: type, passedTo: target, locals: locals) == nil {
            _ = checkValue(read, locals: locals)
        }
        return read
    }

    /// `action="save"` given to a parameter of function type of a view or modifier declared in
    /// Swift: the function passed by name, checked against `type`; `nil` when the attribute is
    /// code.
    mutating func passedFunction(_ argument: Argument, type: TypeReference, parameter: String, of callee: String, generics: [String], locals: LocalScope?) -> Argument? {
        guard case .source(let text) = argument.value, Self.mayBeSoleName(text.text) else { return nil }
        var scratch = DiagnosticCollector()
        guard let statements = ExpressionParser.parseStatements(text, diagnostics: &scratch), scratch.diagnostics.isEmpty else { return nil }
        if statements.count == 1, case .expression(let expr) = statements[0].kind, case .member = expr.kind,
           let method = expressions.checkMethodReference(expr, expected: type, passedTo: "`\(parameter)` of `\(callee)`", generics: generics, locals: locals) {
            traced(.argument, at: argument.label.location)
            return Self.passingMethod(method, reference: expr, in: argument)
        }
        guard let (name, expr) = ExpressionChecker.soleName(statements),
              expressions.checkFunctionReference(name, at: expr, expected: type, passedTo: "`\(parameter)` of `\(callee)`", generics: generics, locals: locals) else { return nil }
        traced(.argument, at: argument.label.location)
        var passed = argument
        if case .function(let parameters, _, let effects) = type, effects.contains("async"), parameters.isEmpty,
           expressions.viewFunctions[name] == nil || locals?.lookup(name) != nil || expressions.members[name] != nil {
            // `task` and `refreshable` take a `@Sendable` action, which a value of function type
            // (an input, a parameter) is not: it is passed in a closure that calls it, as Swift
            // written by hand does (`.task { await onRefresh() }`). A helper function converts as it is.
            let call = Expr(.call(callee: expr, arguments: []), at: expr.location)
            passed.value = .action([Statement(.expression(Expr(.await(call), at: expr.location)), at: expr.location)])
            return passed
        }
        passed.value = .expression(expr)
        return passed
    }

    /// A method passed where an action is taken: with no parameters, an action that calls it
    /// (`{ timer.skip() }`, which also suits a `@Sendable` action); with parameters, the method
    /// itself (`perform: store.delete`).
    static func passingMethod(_ method: FunctionValue, reference expr: Expr, in argument: Argument) -> Argument {
        var passed = argument
        passed.value = method.parameters.isEmpty ? .action([ExpressionChecker.callingStatement(method, reference: expr)]) : .expression(expr)
        return passed
    }

    /// A cheap test before parsing: the text is one word, or words joined by `.`.
    static func mayBeSoleName(_ text: String) -> Bool {
        var sawLetter = false
        for scalar in text.unicodeScalars {
            if scalar == " " || scalar == "\n" || scalar == "\t" { continue }
            guard scalar == "_" || scalar == "." || scalar.isAlphabetic || scalar.isNumeric else { return false }
            sawLetter = true
        }
        return sawLetter
    }

    static func appearanceName(_ kind: ModifierKind) -> String {
        if case .onAppear = kind { return "`onAppear`" }
        return "`onDisappear`"
    }

    /// `() -> Void`, the type of `onAppear`'s and `onDisappear`'s action.
    static let plainAction = TypeReference.function(parameters: [], result: .named("Void", genericArguments: []), effects: [])
}

extension ExpressionChecker {
    /// A statement that is a name alone (`save`, `count`): Swift rejects a function named without
    /// being called, and warns that a value is unused (TRL143).
    mutating func reportNameAlone(_ name: String, at expr: Expr, locals: LocalScope?) {
        let inferred = infer(expr, locals: locals)
        let highlights = [SourceRange(expr.location, length: name.unicodeScalars.count)]
        if let function = functionValue(named: name, locals: locals) {
            var fixIts: [FixIt] = []
            if function.parameters.isEmpty {
                let end = expr.location.advanced(byColumns: name.unicodeScalars.count)
                fixIts.append(FixIt("call it", edits: [TextEdit(range: SourceRange(start: end, end: end), replacement: "()")]))
            }
            diagnostics.emit(Catalog.nameAloneIsFunction(function.described, call: function.parameters.isEmpty ? "\(name)()" : "\(name)(...)"), at: expr.location, highlights: highlights, fixIts: fixIts)
        } else if case .function = inferred {
            diagnostics.emit(Catalog.nameAloneIsFunction("`\(name)`", call: "\(name)(...)"), at: expr.location, highlights: highlights)
        } else if case .value = inferred, locals?.lookup(name) != nil || members[name] != nil {
            diagnostics.emit(Catalog.nameAloneIsValue(name), at: expr.location, highlights: highlights)
        }
    }
}

extension ExpressionChecker {
    /// A statement that is a member alone (`timer.skip`, `user.name`): Swift rejects a method
    /// named without being called, and warns that a value is unused (TRL143).
    mutating func reportMemberAlone(_ expr: Expr, locals: LocalScope?) {
        guard case .member(_, let name, let nameLocation) = expr.kind else { return }
        let reported = diagnostics.diagnostics.count
        let inferred = infer(expr, locals: locals)
        // An unknown member has been reported already.
        guard diagnostics.diagnostics.count == reported else { return }
        let text = ExpressionText.render(expr)
        let end = nameLocation.advanced(byColumns: name.unicodeScalars.count)
        let highlights = [SourceRange(start: expr.location, end: end)]
        if let method = methodReference(expr, locals: locals) {
            var fixIts: [FixIt] = []
            if method.parameters.isEmpty {
                fixIts.append(FixIt("call it", edits: [TextEdit(range: SourceRange(start: end, end: end), replacement: "()")]))
            }
            diagnostics.emit(Catalog.nameAloneIsFunction(method.described, call: method.parameters.isEmpty ? "\(text)()" : "\(text)(...)"), at: expr.location, highlights: highlights, fixIts: fixIts)
        } else if case .value(let type?) = inferred {
            if type != .void { diagnostics.emit(Catalog.nameAloneIsValue(text), at: expr.location, highlights: highlights) }
        } else {
            diagnostics.emit(Catalog.memberAloneIsUnused(text), at: expr.location, highlights: highlights)
        }
    }
}

extension ExpressionChecker {
    /// An argument for a parameter declared as `declared`. A parameter of function type takes
    /// a closure, judged where it is written, or a function named by its name, checked as one
    /// passed by name (TRL140–TRL142); any other value of a known type cannot be converted
    /// (TRL112). Every other parameter converts as a value does anywhere.
    mutating func checkArgument(_ expr: Expr, inferred: ResolvedType?, declared: TypeReference, in context: @autoclosure () -> String, locals: LocalScope?) {
        guard case .function = declared else {
            checkConversion(expr, inferred: inferred, to: symbols.resolve(declared), in: context(), locals: locals)
            return
        }
        var value = expr
        while case .parenthesized(let inner) = value.kind { value = inner }
        switch value.kind {
        case .closure:
            return
        case .identifier(let name):
            if checkFunctionReference(name, at: value, expected: declared, passedTo: context(), isWholeAction: false, locals: locals) { return }
        default:
            break
        }
        guard let inferred else { return }
        diagnostics.emit(
            Catalog.conversionMismatch("a value of type `\(inferred)`", to: declared.description, in: context()), at: value.location,
            highlights: [SourceRange(value.location, length: ExpressionText.render(value).unicodeScalars.count)]
        )
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// Names an expression sees besides its owner's members: `ForEach` items, `onChange`
/// parameters, and the locals of statements and closures. A linked list, so nested scopes
/// share their parents.
final class LocalScope: Sendable {
    enum Kind: Sendable {
        case forEachItem
        /// The element of a `ForEach` over a binding (`item="$scrum"`): `$scrum` is its binding.
        case forEachBinding
        case onChangeParameter
        /// `let x = ...` in an action.
        case constant
        /// `var x = ...` in an action.
        case variable
        case closureParameter
        /// A parameter of a closure whose type Trellis does not know: it may be `inout`
        /// (`updating`'s `state`), which swiftc judges, so assigning it is not reported.
        case untypedClosureParameter
        /// `if let x`, `guard let x`.
        case optionalBinding
        /// `case .loaded(let items)`, `case let x where ...`.
        case caseBinding
        case forItem
        /// The `error` of a `catch`, or its `catch let` name.
        case caughtError
        /// A parameter of a computed view's or helper function's `<function>`.
        case viewBuilderParameter
        /// `@Bindable var model = model` in a body: `$model.name` binds the model's properties.
        case bindableModel
        /// `async let x = fetch()`: read with `await`.
        case asyncLet

        /// How a message names a local of this kind.
        var described: String {
            switch self {
            case .forEachItem: "a `ForEach` item"
            case .forEachBinding: "a `ForEach` row's binding"
            case .onChangeParameter: "a value passed to `onChange`"
            case .constant: "a `let` constant"
            case .variable: "a `var` local"
            case .closureParameter, .untypedClosureParameter: "a closure parameter"
            case .optionalBinding: "a value bound by `if let` or `guard let`"
            case .caseBinding: "a value bound by a `case` pattern"
            case .forItem: "the item of a `for` loop"
            case .caughtError: "the error a `catch` received"
            case .viewBuilderParameter: "a parameter of a function of the view"
            case .bindableModel: "a `bindable` of the body"
            case .asyncLet: "an `async let`"
            }
        }
    }

    let name: String
    let kind: Kind
    let type: ResolvedType?
    let parent: LocalScope?
    /// Where a statement declared it; reads and writes are counted by this location.
    let declaredAt: SourceLocation?
    /// The declared function type of a parameter that holds a function (`onDelete: () -> Void`),
    /// which `type` cannot express: code calls it, or passes it on by name.
    let functionType: TypeReference?
    /// A local whose value is a closure literal (`let run = { ... }`): code may call it, and
    /// swiftc judges the call.
    let holdsClosure: Bool
    /// An `async let` whose work throws: each read is marked `try` as well as `await`.
    let readThrows: Bool

    /// A name hidden from here out: `self.name` in a view's code means the member, not a local.
    private let hidesName: Bool

    init(name: String, kind: Kind, type: ResolvedType?, parent: LocalScope?, declaredAt: SourceLocation? = nil, functionType: TypeReference? = nil, holdsClosure: Bool = false, readThrows: Bool = false) {
        self.hidesName = false
        self.readThrows = readThrows
        self.name = name
        self.kind = kind
        self.type = type
        self.parent = parent
        self.declaredAt = declaredAt
        self.functionType = functionType
        self.holdsClosure = holdsClosure
    }

    private init(hiding name: String, parent: LocalScope) {
        self.name = name
        self.kind = .constant
        self.type = nil
        self.parent = parent
        self.declaredAt = nil
        self.functionType = nil
        self.holdsClosure = false
        self.readThrows = false
        self.hidesName = true
    }

    /// `scope` with any local `name` hidden, for `self.name`.
    static func hiding(_ name: String, in scope: LocalScope?) -> LocalScope? {
        guard let scope, scope.lookup(name) != nil else { return scope }
        return LocalScope(hiding: name, parent: scope)
    }

    func lookup(_ name: String) -> LocalScope? {
        var scope: LocalScope? = self
        while let current = scope {
            if current.name == name { return current.hidesName ? nil : current }
            scope = current.parent
        }
        return nil
    }

    var allNames: [String] {
        var names: [String] = []
        var scope: LocalScope? = self
        while let current = scope {
            if !current.hidesName { names.append(current.name) }
            scope = current.parent
        }
        return names
    }
}

/// Resolves the names in expressions (TRL103, TRL105), checks `$` projections (TRL206),
/// infers types as far as it can, and records which properties are read (TRL214).
struct ExpressionChecker {
    /// What an expression denotes, beyond a plain value.
    enum Inferred {
        case value(ResolvedType?)
        /// A type used as a value: `ProfileViewModel()`, `APIClient.shared`.
        case typeName(String)
        case function(String)
        /// `$object`: member access on it gives bindings to the object's properties.
        case objectProjection(ResolvedType?, path: String)

        var type: ResolvedType? {
            if case .value(let type) = self { return type }
            return nil
        }
    }

    let symbols: SymbolTable
    let suggester: NameSuggester
    /// The view's properties, or a model's or struct's members seen without `self.`.
    let members: MemberTable
    let memberTypes: [String: ResolvedType]
    private(set) var readProperties: Set<String> = []
    /// Members an unknown identifier of this view was probably meant to be (its suggestion).
    private(set) var possiblyMeantMembers: Set<String> = []
    /// Object properties used as `$object.member`, which an Observation-era replacement must keep bindable.
    private(set) var projectedObjects: Set<String> = []
    /// `model.$name` publishers used, whose generated models declare them `@Published`.
    var projectedPublishers: Set<PublishedProperty> = []
    /// Values appended to a `NavigationPath` in code (`path.append(trail)`), for TRL246.
    var appendedPathValues: [NavigationRules.PushedValue] = []
    /// Set by declaration checks that collect many checkers' types into one table.
    var expressionTypes = ExpressionTypeTable()
    var diagnostics = DiagnosticCollector()
    /// Whether each statement local was read and written, by where it was declared.
    var localUsage: [SourceLocation: LocalUsage] = [:]
    /// How a conversion message names a value checked as a typed `let _`, by the location of
    /// its name: a view's `init` checks what it gives a declaration this way.
    var describedValues: [SourceLocation: String] = [:]
    /// What the code being checked may do: `await` (in `Task { }`), throw (in `do { }`).
    var effects = EffectContext.action
    /// Whether the next action checked is an async closure (`task`, `refreshable`).
    var actionIsAsync = false
    /// How many `await`s and `try`s enclose the expression being inferred, in this closure.
    var awaitCover = 0
    var tryCover = 0
    /// Where each enclosing `await` starts, innermost last: a `try` a read needs goes before it.
    var awaitStarts: [SourceLocation] = []
    /// Set for the one expression inferred next when it is a call's argument, where `&place`
    /// may pass an `inout` argument; the call judges whether its parameter is one.
    private var inoutArgumentPermitted = false
    /// While the place of `&place` is checked: its diagnostics are worded as Swift's for an `inout` argument.
    var writesInoutArgument = false
    /// The statement being checked, for fix-its that wrap it.
    var currentStatement: Statement?
    /// Where TRL169 was reported, so a name both written and read is reported once.
    var reportedCaptures: Set<SourceLocation> = []
    /// The callee of the mutating call a statement has checked as a write, so inference does not again.
    var mutatingCallChecked: SourceLocation?
    /// The view's helper `<function>`s, which code calls by name.
    var viewFunctions: [String: ViewFunctionDecl] = [:]
    /// Names that more than one helper function has, Swift's overloads by labels (`save()` and
    /// `save(value:)`): all of them, in order.
    var viewFunctionOverloads: [String: [ViewFunctionDecl]] = [:]

    /// The helper function `name` that a call with `arguments` calls: of overloads, the one
    /// whose labels the arguments fit, as Swift picks it; else the first.
    func viewFunction(_ name: String, fitting arguments: [CallArgument]) -> ViewFunctionDecl? {
        guard let first = viewFunctions[name] else { return nil }
        guard let overloads = viewFunctionOverloads[name] else { return first }
        return overloads.first { Self.match(arguments, to: $0.signature) != nil } ?? first
    }
    /// Set while the action checked next is a closure that returns a value (`(ViewDimensions) ->
    /// CGFloat`): its one expression is its result, not a statement whose value is unused.
    var actionReturnsValue = false
    /// Set while checking the code of a generated type's member: what `self` is there.
    var selfContext: MemberCodeContext?
    /// The type whose stored members' values are checked, which `Self` names there
    /// (`static let dove = Self(rawValue: "Bird 2")`).
    var selfTypeName: String?
    /// The view whose code is checked, which `Self` names there (`Self.helpURL`, a static constant).
    var viewTypeName: String?
    /// Whether the code is a static constant's value, which reads the other statics by name.
    var isStaticContext = false
    /// The stored constant whose value is checked (`<let name initial>`): its value runs before
    /// the view value exists, so it reads no instance member, as Swift's property initializer.
    var storedPropertyInitializer: String?
    /// The type's own methods its member code calls by name, by name: overloads told apart by
    /// their labels, parameters with a `default` left out, as Swift calls a method.
    var memberFunctions: [String: [MethodDecl]] = [:]
    /// Set for the one expression inferred next when a member, call or optional chain continues
    /// after it (`user?.name` in `user?.name.count`): a link in an optional chain then gives its
    /// value unwrapped, as Swift does inside the chain, and sets `openedChain`.
    private var continuesChain = false
    /// Whether the expression just inferred was a link in an open optional chain.
    private var openedChain = false

    /// Environment values that are actions, with the arguments their `callAsFunction` takes.
    static let environmentActions: [String: [String]] = ["DismissAction": [], "OpenURLAction": ["a `URL`"]]

    init(symbols: SymbolTable, suggester: NameSuggester, members: MemberTable, memberTypes: [String: ResolvedType]) {
        self.symbols = symbols
        self.suggester = suggester
        self.members = members
        self.memberTypes = memberTypes
    }

    // MARK: Statements

    /// An action: statements in a synchronous closure that cannot throw (see `StatementChecker.swift`).
    mutating func check(_ statements: [Statement], locals: LocalScope?) {
        checkAction(statements, locals: locals)
    }

    /// `self.name` in a view's code (not a generated type's, where `self` is the value): the
    /// view's member `name`, past any local of that name, as Swift resolves it in a view struct.
    func viewSelfMember(_ expr: Expr) -> (name: String, location: SourceLocation)? {
        guard selfContext == nil else { return nil }
        return expr.selfMember
    }

    /// `items` or `self.items`: a place a mutating method changes by name.
    static func isNamedPlace(_ expr: Expr) -> Bool {
        if case .identifier = expr.kind { return true }
        return expr.selfMember != nil
    }

    /// `x = v` or `x += v`: the write, then the value against the target's type.
    mutating func checkAssignment(target: Expr, op: String, value: Expr, locals: LocalScope?) {
        checkWrite(target, locals: locals)
        let targetType: ResolvedType?
        if op == "=", let member = viewSelfMember(target), let property = members[member.name] {
            // `self.name = v`: the member's type, past a local of that name; not a read.
            targetType = memberTypes[member.name].map { property.kind == .binding ? $0.bindingValue : $0 }
        } else if op == "=", case .identifier(let name) = target.kind, let property = members[name], locals?.lookup(name) == nil {
            // A plain write: resolves, but does not count as a read.
            targetType = memberTypes[name].map { property.kind == .binding ? $0.bindingValue : $0 }
        } else if op == "=", case .identifier(let name) = target.kind, let local = locals?.lookup(name) {
            targetType = local.type
        } else {
            targetType = infer(target, locals: locals).type
        }
        let valueType = infer(value, locals: locals).type
        if op != "=", let targetType, targetType.isOptional || targetType == Self.anyType {
            // `+=` and its kin need a value to change: not an optional, not `Any`.
            diagnostics.emit(Catalog.compoundAssignmentNeedsValue(op, type: targetType.description), at: target.location)
        } else if Self.convertingAssignments.contains(op), let targetType, targetType.bindingValue == targetType {
            checkConversion(value, inferred: valueType, to: targetType, in: "the value assigned to `\(ExpressionText.render(target))`", locals: locals)
        }
    }

    /// `&` on an argument exactly where its parameter is `inout` (TRL147, TRL148, each with the
    /// fix-it); returns the value the parameter takes, the place without its `&`.
    mutating func checkInoutMarker(_ value: Expr, inferred: ResolvedType?, isInout: Bool) -> Expr {
        if case .prefix("&", let place) = value.kind {
            if !isInout {
                diagnostics.emit(
                    Catalog.inoutMarkerWithoutInoutParameter(type: inferred?.description), at: value.location,
                    fixIts: [FixIt("remove `&`", edits: [TextEdit(range: SourceRange(start: value.location, end: place.location), replacement: "")])]
                )
            }
            return place
        }
        if isInout {
            // Code is XML text, where `&` is written `&amp;`.
            let fixIts = Self.isNamedPlace(value) ? [FixIt("insert `&`", edits: [TextEdit(range: SourceRange(start: value.location, end: value.location), replacement: "&amp;")])] : []
            diagnostics.emit(Catalog.inoutArgumentWithoutMarker(type: inferred?.description), at: value.location, fixIts: fixIts)
        }
        return value
    }

    /// Assignments whose value converts to the target's type.
    private static let convertingAssignments = ["=", "+=", "-=", "*=", "/="]

    /// Interpolated optionals show their debug description, as in Swift, which warns (TRL120).
    /// Whether the view property an expression starts from (`score` in `score`, `store.best`)
    /// accepts warning `code` with `allow`.
    private func rootAllows(_ code: String, _ expr: Expr, locals: LocalScope?) -> Bool {
        var node = expr
        while true {
            switch node.kind {
            case .identifier(let name):
                guard locals?.lookup(name) == nil, let property = members[name] else { return false }
                return property.allows(code)
            case .member where viewSelfMember(node) != nil:
                return members[viewSelfMember(node)!.name]?.allows(code) ?? false
            case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base), .subscript(let base, _):
                node = base
            default:
                return false
            }
        }
    }

    /// Methods of the standard value types that change their value in place.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "sort", "reverse",
        "shuffle", "formUnion", "formIntersection", "formSymmetricDifference", "subtract", "merge", "updateValue", "removeValue",
    ]

    /// A `ForEach` item or `onChange` value is a closure parameter, a constant (TRL121): it cannot
    /// be assigned, nor changed through a value-type member; a class or a `Binding` on the way
    /// takes the write. `place` is where the write lands; unknown types are let through.
    mutating func reportWriteToConstant(_ place: Expr, written: Expr, locals: LocalScope?) {
        guard let locals else { return }
        var hops: [String] = []
        var node = place
        while true {
            switch node.kind {
            case .identifier(let name):
                // A row's binding writes through to the collection.
                guard let local = locals.lookup(name), local.kind != .forEachBinding else { return }
                var type = local.type
                for (index, hop) in hops.reversed().enumerated() {
                    guard let current = type?.unwrappingOptional else { return }
                    switch current {
                    case .model, .binding: return
                    default: break
                    }
                    if index == hops.count - 1 { break }
                    type = hop == "[]" ? current.subscriptElement : instanceMemberType(current, name: hop, at: place.location, reportMissing: false)
                }
                let what = local.kind.described
                diagnostics.emit(
                    Catalog.writeToConstant(ExpressionText.render(written), name: name, what: what, inoutArgument: writesInoutArgument), at: place.location,
                    highlights: [SourceRange(place.location, length: ExpressionText.render(place).unicodeScalars.count)]
                )
                return
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
    }

    mutating func check(_ string: InterpolatedString, locals: LocalScope?) {
        for case .expression(let expr) in string.segments {
            if let type = infer(expr, locals: locals).type, case .optional = type, !rootAllows("TRL120", expr, locals: locals) {
                diagnostics.emit(
                    Catalog.optionalInterpolated(type.description), at: expr.location,
                    highlights: [SourceRange(expr.location, length: ExpressionText.render(expr).unicodeScalars.count)]
                )
            }
        }
    }

    /// The type of a value expression, `nil` when unknown.
    mutating func type(of expr: Expr, locals: LocalScope?) -> ResolvedType? {
        infer(expr, locals: locals).type
    }

    // MARK: Inference

    mutating func infer(_ expr: Expr, locals: LocalScope?, depth: Int = 0) -> Inferred {
        // Bounded: absurdly deep trees are left unchecked instead of exhausting the stack.
        guard depth < ExpressionText.depthLimit else { return .value(nil) }
        let result = inferUnrecorded(expr, locals: locals, depth: depth + 1)
        if let type = result.type { expressionTypes.record(type, at: expr.location) }
        return result
    }

    private mutating func inferUnrecorded(_ expr: Expr, locals: LocalScope?, depth: Int) -> Inferred {
        // Only a member or a call continues a chain; anything else (parentheses) ends it.
        let continuing = continuesChain
        continuesChain = false
        let permitsInout = inoutArgumentPermitted
        inoutArgumentPermitted = false
        switch expr.kind {
        case .prefix("&", let operand):
            // `&count`: the place is changed, so it must be mutable, as an assignment's target.
            if !permitsInout {
                diagnostics.emit(Catalog.inoutMarkerWithoutInoutParameter(type: nil), at: expr.location)
            }
            writesInoutArgument = true
            checkWrite(operand, locals: locals)
            writesInoutArgument = false
            return .value(infer(operand, locals: locals, depth: depth).type)
        case .identifier(let name):
            return resolveIdentifier(name, at: expr.location, locals: locals)
        case .projection(let name):
            return resolveProjection(name, at: expr.location, locals: locals)
        case .integerLiteral: return .value(.int)
        case .floatLiteral: return .value(.double)
        case .booleanLiteral: return .value(.bool)
        case .nilLiteral: return .value(nil)
        case .stringLiteral(let string):
            check(string, locals: locals)
            return .value(.string)
        case .arrayLiteral(let elements):
            var elementType: ResolvedType?
            for element in elements {
                let type = infer(element, locals: locals, depth: depth).type
                if elementType == nil { elementType = type }
            }
            return .value(elementType.map(ResolvedType.array))
        case .dictionaryLiteral(let elements):
            var keyType: ResolvedType?
            var valueType: ResolvedType?
            for element in elements {
                let key = infer(element.key, locals: locals, depth: depth).type
                let value = infer(element.value, locals: locals, depth: depth).type
                if keyType == nil { keyType = key }
                if valueType == nil { valueType = value }
            }
            guard let keyType, let valueType else { return .value(nil) }
            return .value(.dictionary(key: keyType, value: valueType))
        case .member(let base, let name, let nameLocation):
            if let member = viewSelfMember(expr) {
                return resolveIdentifier(member.name, at: member.location, locals: LocalScope.hiding(member.name, in: locals))
            }
            return inferMember(of: base, name: name, nameLocation: nameLocation, locals: locals, depth: depth, continuing: continuing)
        case .publisher(let base, let name, let nameLocation):
            return .value(inferPublisher(of: base, name: name, nameLocation: nameLocation, locals: locals, depth: depth))
        case .implicitMember:
            return .value(nil)
        case .optionalChain(let base):
            return .value(infer(base, locals: locals, depth: depth).type?.unwrappingOptional)
        case .forceUnwrap(let base):
            return .value(infer(base, locals: locals, depth: depth).type?.unwrappingOptional)
        case .call(let callee, let arguments):
            return inferCall(callee, arguments: arguments, locals: locals, depth: depth, continuing: continuing)
        case .subscript(let base, let arguments):
            let baseType = infer(base, locals: locals, depth: depth).type
            for argument in arguments { _ = infer(argument.value, locals: locals, depth: depth) }
            switch baseType?.unwrappingOptional {
            case .array(let element): return .value(element)
            // `counts[name, default: 0]` always has a value.
            case .dictionary(_, let value): return .value(arguments.contains { $0.label == "default" } ? value : .optional(value))
            default: return .value(nil)
            }
        case .prefix(let op, let operand):
            let operandType = infer(operand, locals: locals, depth: depth).type
            if op == "!" { requireBool(operand, operandType, of: op) }
            // `...5` and `..<5` are ranges, which the checker does not model.
            if op == "..." || op == "..<" { return .value(nil) }
            return .value(op == "!" ? .bool : operandType)
        case .postfix(_, let operand):
            _ = infer(operand, locals: locals, depth: depth)
            return .value(nil)
        case .operatorFunction:
            return .value(nil)
        case .specializedType(let type):
            // `Box<Int>`: the generic type, reached for its static members; what its arguments
            // bind is swiftc's to judge.
            _ = symbols.check(type, suggester: suggester, diagnostics: &diagnostics)
            guard case .named(let name, _) = type.reference, symbols.isTypeName(name) else { return .value(nil) }
            return .typeName(name)
        case .tuple(let elements) where elements.isEmpty:
            // `()`, the value of `Void`.
            return .value(.void)
        case .tuple(let elements):
            // A tuple's type is not modeled: its elements are checked, swiftc judges its uses.
            for element in elements { _ = infer(element.value, locals: locals, depth: depth) }
            return .value(nil)
        case .cast(let op, let operand, let typeSyntax):
            let operandType = infer(operand, locals: locals, depth: depth).type
            // A type the checker does not model is left for swiftc to judge.
            let target = symbols.resolve(typeSyntax.reference)
            if let operandType, let target { checkCast(op, from: operandType, to: target, at: expr.location) }
            switch op {
            case "is": return .value(.bool)
            case "as?": return .value(target.map { $0.isOptional ? $0 : .optional($0) })
            default: return .value(target)
            }
        case .infix(let op, let lhs, let rhs):
            let lhsType = infer(lhs, locals: locals, depth: depth).type
            let rhsType = infer(rhs, locals: locals, depth: depth).type
            if op == "&&" || op == "||" {
                requireBool(lhs, lhsType, of: op)
                requireBool(rhs, rhsType, of: op)
            }
            if op == "==" || op == "!=" {
                // `state == .loading`: the case must be one of the other side's enum.
                if let declaration = declaredEnum(lhsType) { checkCaseExpression(rhs, of: declaration, locals: locals) }
                if let declaration = declaredEnum(rhsType) { checkCaseExpression(lhs, of: declaration, locals: locals) }
                // A generated enum whose cases carry values is not `Equatable`.
                if let declaration = declaredEnum(lhsType) ?? declaredEnum(rhsType), !declaration.isExternal,
                   let withValues = declaration.cases.first(where: { !$0.associatedValues.isEmpty }) {
                    diagnostics.emit(Catalog.enumNotEquatable(op, type: declaration.name.name, caseName: withValues.name.name), at: expr.location)
                }
            }
            if op == "??", let lhsType {
                checkCoalescing(lhs, lhsType, rhs, rhsType, locals: locals)
                if lhsType.isOptional, let rhsType, rhsType.isOptional { return .value(lhsType) }
            } else if let lhsType, let rhsType {
                checkOperands(op, lhs, lhsType, rhs, rhsType)
            }
            switch op {
            case "==", "!=", "<", ">", "<=", ">=", "&&", "||": return .value(.bool)
            case "??":
                // The wrapped type decides: `maybe ?? "none"` with `maybe: Any?` is an `Any`.
                if let lhsType, lhsType.isOptional { return .value(lhsType.unwrappingOptional) }
                return .value(rhsType ?? lhsType?.unwrappingOptional)
            case "..<", "...": return .value(nil)
            default:
                // `2 * longSide`: an integer literal takes the other operand's type, as Swift infers it.
                if Self.isIntegerLiteralArithmetic(lhs), let rhsType { return .value(rhsType) }
                // `.now() + 1`: the literal takes the type of an operand Trellis cannot type, as Swift's does.
                if lhsType == nil, Self.isIntegerLiteralArithmetic(rhs) { return .value(nil) }
                return .value(lhsType ?? rhsType)
            }
        case .ternary(let condition, let then, let otherwise):
            _ = infer(condition, locals: locals, depth: depth)
            let thenType = infer(then, locals: locals, depth: depth).type
            let elseType = infer(otherwise, locals: locals, depth: depth).type
            return .value(thenType ?? elseType)
        case .keyPath(let root, _):
            if let root, !symbols.isTypeName(root), !symbols.defersUnknownName(root) {
                diagnostics.emit(Catalog.unknownType(root, suggestion: suggester.type(root)), at: expr.location)
            }
            return .value(nil)
        case .parenthesized(let inner):
            return infer(inner, locals: locals, depth: depth)
        case .closure(let closure):
            _ = checkClosure(closure, parameterTypes: [], effects: .synchronousClosure, locals: locals)
            return .value(nil)
        case .anonymousParameter(let index):
            if let local = locals?.lookup("$\(index)") {
                markRead(local)
                return .value(local.type)
            }
            diagnostics.emit(Catalog.anonymousParameterMisused("`$\(index)` is only allowed in a closure that names no parameters"), at: expr.location)
            return .value(nil)
        case .try(let keyword, let operand):
            if keyword == "try", !effects.canThrow {
                diagnostics.emit(Catalog.errorNotHandled(effects.described), at: expr.location)
            }
            tryCover += 1
            defer { tryCover -= 1 }
            if !mayHaveEffect(operand, locals: locals, throwing: true) {
                diagnostics.emit(Catalog.effectMarkerWithoutEffect(keyword, effect: "can throw"), at: expr.location, fixIts: Self.removingMarker(keyword, of: expr, before: operand))
            }
            let type = infer(operand, locals: locals, depth: depth).type
            if keyword == "try?", let type { return .value(type.isOptional ? type : .optional(type)) }
            return .value(type)
        case .await(let operand):
            if !effects.isAsync {
                reportAsyncInSynchronousContext("`await`", at: expr.location)
            }
            awaitCover += 1
            awaitStarts.append(expr.location)
            defer { awaitCover -= 1; awaitStarts.removeLast() }
            if effects.isAsync, !mayHaveEffect(operand, locals: locals, throwing: false) {
                diagnostics.emit(Catalog.effectMarkerWithoutEffect("await", effect: "is `async`"), at: expr.location, fixIts: Self.removingMarker("await", of: expr, before: operand))
            }
            return infer(operand, locals: locals, depth: depth)
        }
    }

    /// Removes `try`, `try?`, `try!` or `await` and the space after it, up to its operand on
    /// the same line.
    static func removingMarker(_ marker: String, of expr: Expr, before operand: Expr) -> [FixIt] {
        guard operand.location.file == expr.location.file, operand.location.line == expr.location.line,
              operand.location.column > expr.location.column else { return [] }
        return [FixIt("remove `\(marker)`", edits: [TextEdit(range: SourceRange(start: expr.location, end: operand.location), replacement: "")])]
    }

    /// TRL026: a cast of a value to the type it already has, which swiftc warns about.
    private mutating func checkCast(_ op: String, from operandType: ResolvedType, to target: ResolvedType, at location: SourceLocation) {
        // Only types Trellis models exactly; `Any`, protocols and objects may hold other types.
        func isExact(_ type: ResolvedType) -> Bool {
            switch type {
            case .builtin(let name, _): name != "Any" && name != "AnyObject" && name != "Error" && BuiltinTypes.valueTypes.contains(name)
            case .structure, .enumeration: true
            case .array(let element): isExact(element)
            case .dictionary(let key, let value): isExact(key) && isExact(value)
            case .optional, .model, .binding, .existential: false
            }
        }
        guard isExact(target), op != "as" else { return }
        let detail: String
        if operandType == target {
            switch op {
            case "as?": detail = "conditional cast from `\(operandType)` to `\(target)` always succeeds; use the value without `as?`"
            case "as!": detail = "forced cast of `\(operandType)` to the same type has no effect; remove `as! \(target)`"
            default: detail = "`is` test is always true: the value is already of type `\(target)`"
            }
        } else if operandType == .optional(target) {
            switch op {
            case "as?": detail = "conditional cast from `\(operandType)` to `\(target)` does nothing; unwrap the optional with `if let` instead"
            case "as!": detail = "forced cast from `\(operandType)` to `\(target)` only unwraps the optional; write `!` instead"
            default: detail = "checking a value of type `\(operandType)` against `\(target)` only tests that it is not `nil`; compare it with `!= nil` instead"
            }
        } else if Self.isConcrete(operandType, symbols: symbols), Self.isConcrete(target, symbols: symbols) {
            let conversion = operandType.isNumeric && target.isNumeric ? "; convert it with `\(target)(value)` instead" : ""
            detail = "cast from `\(operandType)` to unrelated type `\(target)` always fails\(conversion)"
        } else {
            return
        }
        diagnostics.emit(Catalog.castHasNoEffect(detail), at: location)
    }

    /// A type no value of another type can be cast to: a plain standard value type (not one with
    /// a typealias or a bridge, such as `TimeInterval` or `CGFloat`), or a declared struct or enum.
    private static func isConcrete(_ type: ResolvedType, symbols: SymbolTable) -> Bool {
        switch type {
        case .builtin(let name, let arguments):
            arguments.isEmpty && ["Int", "Double", "Float", "Bool", "String", "Character", "Substring", "UUID", "Date", "URL", "Data"].contains(name)
        case .structure(let name): symbols.structs[name] != nil
        case .enumeration(let name): symbols.enums[name] != nil
        default: false
        }
    }

    /// `!`, `&&` and `||` take `Bool`s (TRL123); an operand of unknown type is let through.
    private mutating func requireBool(_ operand: Expr, _ type: ResolvedType?, of op: String) {
        guard let type, type != .bool else { return }
        diagnostics.emit(
            Catalog.logicalOperandNotBool(op, type: type.description), at: operand.location,
            highlights: [SourceRange(operand.location, length: ExpressionText.render(operand).unicodeScalars.count)]
        )
    }

    private mutating func resolveIdentifier(_ name: String, at location: SourceLocation, locals: LocalScope?) -> Inferred {
        if let local = locals?.lookup(name) {
            markRead(local)
            checkCapture(local, at: location)
            // Where the work throws, the read throws what it threw, and is marked `try` too.
            let needsTry = local.kind == .asyncLet && local.readThrows && tryCover == 0
            if local.kind == .asyncLet, awaitCover == 0 {
                // Its value may not be there yet: Swift waits for it where it is read. One fix
                // for both markers where the read needs `try` as well.
                let marker = needsTry && effects.canThrow ? "try await " : "await "
                diagnostics.emit(
                    Catalog.asyncLetReadWithoutAwait(name), at: location,
                    highlights: [SourceRange(location, length: name.unicodeScalars.count)],
                    fixIts: [FixIt("insert `\(marker)`", edits: [TextEdit(range: SourceRange(start: location, end: location), replacement: marker)])]
                )
            } else if needsTry {
                let start = awaitStarts.last ?? location
                diagnostics.emit(
                    Catalog.asyncLetReadWithoutTry(name), at: location,
                    highlights: [SourceRange(location, length: name.unicodeScalars.count)],
                    fixIts: effects.canThrow ? [FixIt("insert `try `", edits: [TextEdit(range: SourceRange(start: start, end: start), replacement: "try ")])] : []
                )
            }
            return .value(local.type)
        }
        if name == "Task" || name == "MainActor" { return .function(name) }
        if let context = selfContext, name == "self" || name == "Self" {
            // `self` in a member's code is the value (the type, in a static member's); `Self` the type.
            return name == "Self" || context.isStatic ? .typeName(context.typeName) : .value(context.selfType)
        }
        if name == "Self", let selfTypeName { return .typeName(selfTypeName) }
        if name == "Self", let viewTypeName { return .typeName(viewTypeName) }
        if let context = selfContext, members.kind(of: name) == nil, let nested = nestedTypeName(name, from: context.typeName) {
            // `Entry(...)` in `Journal`'s code: a type declared inside it, or inside an enclosing one.
            return .typeName(nested)
        }
        // `var fields: [Field] = [Field(name: "Web")]`: a property's value, outside any member's
        // code, names a type nested in its own by the short name too.
        if selfContext == nil, let selfTypeName, members.kind(of: name) == nil, let nested = nestedTypeName(name, from: selfTypeName) {
            return .typeName(nested)
        }
        if let kind = members.kind(of: name) {
            readProperties.insert(name)
            if storedPropertyInitializer != nil, members[name]?.isStatic != true {
                reportInstanceMemberInInitializer(name, at: location)
            }
            if kind == .computed, !isStaticContext, let viewTypeName, members[name]?.isStatic == true {
                // Swift reads a static member through the type only.
                diagnostics.emit(
                    Catalog.staticMemberReadOnInstance(name, view: viewTypeName), at: location,
                    highlights: [SourceRange(location, length: name.unicodeScalars.count)],
                    fixIts: [FixIt("read it through the type with `Self.\(name)`", edits: [TextEdit(range: SourceRange(start: location, end: location), replacement: "Self.")])]
                )
            }
            return .value(memberTypes[name].map { kind == .binding ? $0.bindingValue : $0 })
        }
        // `ViewModel()` in `ContentRow`: a type the view declares inside it, by its short name.
        if selfContext == nil, selfTypeName == nil, let viewTypeName, symbols.nestsTypes(viewTypeName),
           let nested = nestedTypeName(name, from: viewTypeName) {
            return .typeName(nested)
        }
        if symbols.isTypeName(name) { return .typeName(name) }
        if BuiltinTypes.globalFunctions.contains(name) { return .function(name) }
        if viewFunctions[name] != nil {
            if storedPropertyInitializer != nil { reportInstanceMemberInInitializer(name, at: location) }
            return .function(name)
        }
        // The program's Swift at file level: `let appName: String`, `func formatDuration(_:)`.
        if let constant = symbols.fileConstants[name] { return .value(symbols.resolve(constant.type.reference)) }
        if symbols.fileFunctions[name] != nil { return .function(name) }
        reportUnknownIdentifier(name, at: location, locals: locals)
        return .value(nil)
    }

    /// `Outer.Inner` for `Inner` written in the code of `Outer` (or of a type inside it), as Swift
    /// finds a nested type by its short name there.
    private func nestedTypeName(_ name: String, from typeName: String) -> String? {
        var scope = Substring(typeName)
        while true {
            let candidate = scope + "." + name
            if symbols.isTypeName(String(candidate)) { return String(candidate) }
            guard let dot = scope.lastIndex(of: ".") else { return nil }
            scope = scope[..<dot]
        }
    }

    /// `let total = items.count` in a view: swiftc's "cannot use instance member" error.
    private mutating func reportInstanceMemberInInitializer(_ name: String, at location: SourceLocation) {
        guard let constant = storedPropertyInitializer else { return }
        diagnostics.emit(
            Catalog.instanceMemberInPropertyInitializer(name, constant: constant), at: location,
            highlights: [SourceRange(location, length: name.unicodeScalars.count)]
        )
    }

    private mutating func reportUnknownIdentifier(_ name: String, at location: SourceLocation, locals: LocalScope?) {
        if suggester.unknownTypeNames.contains(name) { return }
        // `FileManager.default`: a name of Swift's own modules that the prelude leaves out is
        // swiftc's to judge, in the Swift pass; a name a file that does not parse declares is that file's error.
        if symbols.defersUnknownName(name) { return }
        // A view's name in code, `ContentSettingsView()`: Swift's initializer of that view, whose
        // use as a value (where a view element is expected) is reported where it is written.
        if symbols.views[name] != nil || symbols.interfaceViews[name] != nil { return }
        // SwiftUI's `LinearGradient(…)` as a value: the view is known, and not available yet.
        if symbols.unavailableViews.contains(name) || Prelude.unavailableViewNames.contains(name) {
            diagnostics.emit(Catalog.swiftUIViewNotAvailable(name), at: location, highlights: [SourceRange(location, length: name.count)])
            return
        }
        let suggestion = suggester.identifier(name, nearby: members.names + (locals?.allNames ?? []) + viewFunctions.keys + symbols.fileConstants.keys + symbols.fileFunctions.keys)
        // The member the author probably meant counts as mentioned: the rules that conclude from
        // an absence (never read, never set) report nothing that follows from the misspelling.
        if let suggestion, members.kind(of: suggestion) != nil {
            readProperties.insert(suggestion)
            possiblyMeantMembers.insert(suggestion)
        }
        diagnostics.emit(
            Catalog.unknownIdentifier(name, suggestion: suggestion),
            at: location, highlights: [SourceRange(location, length: name.count)]
        )
    }

    /// `$name`: only owners of storage (`state`, `binding`, the object wrappers) project.
    private mutating func resolveProjection(_ name: String, at location: SourceLocation, locals: LocalScope?) -> Inferred {
        let highlight = [SourceRange(location, length: name.count + 1)]
        if let local = locals?.lookup(name), local.kind == .forEachBinding {
            // The row's binding to its element, a source of truth like the collection's.
            markRead(local)
            return .value(local.type.map(ResolvedType.binding))
        }
        if let local = locals?.lookup(name), local.kind == .bindableModel {
            markRead(local)
            return .objectProjection(local.type, path: name)
        }
        if let local = locals?.lookup(name) {
            markRead(local)
            let reason = switch local.kind {
            case .forEachItem: "`\(name)` is a `ForEach` item value, a copy that nothing stores"
            case .onChangeParameter: "`\(name)` is a value passed to `onChange`, a copy that nothing stores"
            default: "`\(name)` is \(local.kind.described), which lives only while the code runs"
            }
            diagnostics.emit(Catalog.projectionWithoutSource(name, reason: reason), at: location, highlights: highlight)
            return .value(nil)
        }
        guard let property = members[name] else {
            reportUnknownIdentifier(name, at: location.advanced(byColumns: 1), locals: locals)
            return .value(nil)
        }
        readProperties.insert(name)
        let type = memberTypes[name]
        switch property.kind {
        case .appStorage, .sceneStorage, .focusState, .focusBinding:
            return .value(type.map { .binding($0) })
        case .state, .binding:
            if property.kind == .state, let type, type.modelKind == .observable {
                return .objectProjection(type, path: name)
            }
            return .value(type.map { .binding(property.kind == .binding ? $0.bindingValue : $0) })
        case .stateObject, .observedObject, .environmentObject, .bindable, .environment:
            // An `environment` model (`@Environment(Model.self)`) binds through the `@Bindable var
            // model = model` Swift needs in the body, which Trellis writes for it.
            return .objectProjection(type, path: name)
        case .let:
            let reason = "`\(name)` is a `let` input, a copy that its view cannot write back; declare it as a `binding`"
            diagnostics.emit(Catalog.projectionWithoutSource(name, reason: reason), at: location, highlights: highlight, notes: [Note("`\(name)` declared here", at: property.location)])
        case .computed:
            let reason = property.isStoredConstant ? "`\(name)` is a `let` constant of the view; declare it as a `state` to bind to it" : "`\(name)` is a computed value with no storage"
            diagnostics.emit(Catalog.projectionWithoutSource(name, reason: reason), at: location, highlights: highlight, notes: [Note("`\(name)` declared here", at: property.location)])
        case .environmentValue:
            let reason = "`\(name)` is a value of the environment, which a view reads and cannot write"
            diagnostics.emit(Catalog.projectionWithoutSource(name, reason: reason), at: location, highlights: highlight, notes: [Note("`\(name)` declared here", at: property.location)])
        case .query:
            let reason = "`\(name)` is a `query`'s results, which change only as the model context inserts and deletes; bind to a model's property instead"
            diagnostics.emit(Catalog.projectionWithoutSource(name, reason: reason), at: location, highlights: highlight, notes: [Note("`\(name)` declared here", at: property.location)])
        case .namespace:
            let reason = "`\(name)` is a `namespace`, passed as it is (`in=\"\(name)\"`)"
            diagnostics.emit(Catalog.projectionWithoutSource(name, reason: reason), at: location, highlights: highlight, notes: [Note("`\(name)` declared here", at: property.location)])
        case .gestureState:
            // `$offset` is the `GestureState` itself, which a gesture's `updating` takes.
            return .value(type.map { .builtin("GestureState", arguments: [$0]) })
        }
        return .value(nil)
    }

    /// The base of a member or call: after `?` (`user?.name`) its value unwrapped, else as it is,
    /// its chain left open when it is a link of one (`user?.name` in `user?.name.count`).
    private mutating func inferChainBase(_ base: Expr, locals: LocalScope?, depth: Int) -> (result: Inferred, afterQuestionMark: Bool, inChain: Bool) {
        if case .optionalChain(let inner) = base.kind {
            return (infer(inner, locals: locals, depth: depth), true, true)
        }
        continuesChain = true
        openedChain = false
        let result = infer(base, locals: locals, depth: depth)
        continuesChain = false
        defer { openedChain = false }
        return (result, false, openedChain)
    }

    /// The value of a link of an optional chain: unwrapped while the chain goes on, optional
    /// where it ends.
    private mutating func chainLink(_ type: ResolvedType?, inChain: Bool, continuing: Bool) -> ResolvedType? {
        guard inChain else { return type }
        if continuing {
            openedChain = true
            return type
        }
        guard let type else { return nil }
        return type.isOptional ? type : .optional(type)
    }

    private mutating func inferMember(of base: Expr, name: String, nameLocation: SourceLocation, locals: LocalScope?, depth: Int, continuing: Bool) -> Inferred {
        let (baseResult, chained, inChain) = inferChainBase(base, locals: locals, depth: depth)
        func wrap(_ type: ResolvedType?) -> Inferred {
            .value(chainLink(type, inChain: inChain, continuing: continuing))
        }
        switch baseResult {
        case .typeName(let typeName):
            // `Course?.none`: a member of `Optional<Course>`, which `Course?` names; swiftc's to judge.
            if chained { return .value(nil) }
            // `Outer.Inner`: a type declared inside another. `Color.blue` is placed as a view, and
            // in an expression is the static colour.
            if symbols.isTypeName(typeName + "." + name) {
                if case .found(let type) = extensionMember(of: typeName, name: name, isStatic: true) { return .value(type) }
                return .typeName(typeName + "." + name)
            }
            return .value(staticMemberType(typeName, name: name, at: nameLocation))
        case .function:
            return .value(nil)
        case .objectProjection(let objectType, let path):
            return projectedMember(of: objectType, path: path, name: name, at: nameLocation, projectionLocation: base.location)
        case .value(let type):
            guard let type else { return .value(nil) }
            if !chained, type.isOptional {
                diagnostics.emit(
                    Catalog.memberOfOptional(name, type: type.description), at: nameLocation,
                    highlights: [SourceRange(nameLocation, length: name.unicodeScalars.count)],
                    fixIts: Self.chainingOptional(name, at: nameLocation)
                )
                return .value(nil)
            }
            if case .builtin("Bindable", let wrapped) = type, wrapped.count == 1 {
                // `Bindable(model).name`: a binding to the property, as `$model.name` is.
                return projectedMember(of: wrapped[0], path: ExpressionText.render(base), name: name, at: nameLocation, projectionLocation: base.location)
            }
            if case .binding(let value) = type {
                // The binding's own members.
                if name == "wrappedValue" { return .value(value) }
                if name == "projectedValue" { return .value(type) }
                // `$user.name`: a binding to a member of a bound value, which must be writable.
                if case .structure(let structName) = value.unwrappingOptional, let structure = symbols.structs[structName],
                   let field = structure.fields.first(where: { !$0.isStatic && $0.name.name == name }), field.isConstant {
                    diagnostics.emit(
                        Catalog.constantMember(name, of: structName, action: "bind"), at: nameLocation,
                        highlights: [SourceRange(nameLocation, length: name.unicodeScalars.count)],
                        notes: [Note("`\(structName).\(name)` declared here", at: field.name.location)]
                    )
                    return .value(nil)
                }
                return .value(instanceMemberType(value.unwrappingOptional, name: name, at: nameLocation, reportMissing: true).map(ResolvedType.binding))
            }
            return wrap(instanceMemberType(type.unwrappingOptional, name: name, at: nameLocation, reportMissing: true))
        }
    }

    /// `user?.name`: `?` before the `.` that precedes the member, which chains the rest of the
    /// member and call chain too (`user?.greeting().uppercased()`).
    static func chainingOptional(_ name: String, at nameLocation: SourceLocation) -> [FixIt] {
        guard nameLocation.column > 1 else { return [] }
        let dot = nameLocation.advanced(byColumns: -1)
        return [FixIt("chain the optional with `?.\(name)`", edits: [TextEdit(range: SourceRange(start: dot, end: dot), replacement: "?")])]
    }

    /// `$object.property`: needs a property the object publishes.
    private mutating func projectedMember(of objectType: ResolvedType?, path: String, name: String, at location: SourceLocation, projectionLocation: SourceLocation) -> Inferred {
        projectedObjects.insert(path)
        guard case .model(let modelName, let kind)? = objectType, let model = symbols.models[modelName] else {
            return .value(nil)
        }
        // On `$object` of an `@Observable` model (a `Bindable`) these names are the wrapper's own.
        if kind == .observable, ["wrappedValue", "projectedValue"].contains(name) {
            diagnostics.emit(
                Catalog.projectionMemberIsWrappers(name, path: path), at: location,
                highlights: [SourceRange(location, length: name.count)]
            )
            return .value(nil)
        }
        guard let property = model.properties.first(where: { $0.name.name == name }) else {
            if !model.methods.contains(where: { $0.name.name == name }) {
                reportUnknownMember(name, of: model.name.name, candidates: model.properties.map(\.name.name) + model.methods.map(\.name.name), at: location)
            }
            return .value(nil)
        }
        if property.isSetterPrivate {
            diagnostics.emit(
                property.isConstant ? Catalog.constantMember(name, of: modelName, action: "bind") : Catalog.privateSetter(name, of: modelName, action: "bind"), at: projectionLocation,
                notes: [Note("`\(modelName).\(name)` declared here", at: property.location)]
            )
            return .value(nil)
        }
        if kind == .observableObject, !property.isObserved {
            let reason = "`\(name)` is not `@Published` in `\(modelName)`; declare it with `<published>`"
            diagnostics.emit(
                Catalog.projectionWithoutSource("\(path).\(name)", reason: reason), at: projectionLocation,
                notes: [Note("`\(modelName).\(name)` declared here", at: property.location)]
            )
            return .value(nil)
        }
        return .value(symbols.resolve(property.type.reference).map(ResolvedType.binding))
    }

    private mutating func staticMemberType(_ typeName: String, name: String, at location: SourceLocation) -> ResolvedType? {
        // `Park.self`, the type as a value (`navigationDestination(for: Park.self)`).
        if name == "self" { return symbols.resolve(.named(typeName, genericArguments: [])).map(ResolvedType.metatype) }
        if typeName == viewTypeName {
            // `Self.helpURL`: a static constant of the view whose code this is.
            guard let constant = members[name], constant.isStatic else {
                let statics = members.firstDeclarations.filter(\.isStatic).map(\.name.name)
                reportUnknownMember(name, of: typeName, candidates: statics, at: location)
                return nil
            }
            readProperties.insert(name)
            return memberTypes[name]
        }
        if case .found(let type) = extensionMember(of: typeName, name: name, isStatic: true) { return type }
        if let declaration = symbols.enums[typeName] { return enumStaticMemberType(declaration, name: name, at: location) }
        if case .type(let member)? = standardStaticMember(typeName, name: name, at: location) { return member }
        if case .type(let member)? = modelStaticMember(typeName, name: name, at: location) { return member }
        guard let structure = symbols.structs[typeName] else { return nil }
        let statics = structure.fields.filter(\.isStatic)
        guard let field = statics.first(where: { $0.name.name == name }) else {
            if structure.staticMethods.contains(where: { $0.name.name == name }) { return nil }
            reportUnknownMember(name, of: typeName, candidates: statics.map(\.name.name) + structure.staticMethods.map(\.name.name), at: location)
            return nil
        }
        return symbols.resolve(field.type.reference)
    }

    /// The member's type on a value of `type`; members of builtin types are not checked.
    mutating func instanceMemberType(_ type: ResolvedType, name: String, at location: SourceLocation, reportMissing: Bool) -> ResolvedType? {
        switch type {
        case .model(let modelName, _):
            guard let model = symbols.models[modelName] else { return nil }
            if let property = model.properties.first(where: { $0.name.name == name }) {
                return symbols.resolve(property.type.reference)
            }
            if model.methods.contains(where: { $0.name.name == name }) { return nil }
            // A SwiftData model's members from `PersistentModel` (`modelContext`), as the prelude declares them.
            if model.isPersistent, let property = symbols.models["PersistentModel"]?.properties.first(where: { $0.name.name == name }) {
                return symbols.resolve(property.type.reference)
            }
            if reportMissing {
                reportUnknownMember(name, of: modelName, candidates: model.properties.map(\.name.name) + model.methods.map(\.name.name), at: location)
            }
            return nil
        case .structure(let structName):
            guard let structure = symbols.structs[structName] else { return nil }
            if let field = structure.fields.first(where: { !$0.isStatic && $0.name.name == name }) {
                return symbols.resolve(field.type.reference)
            }
            if structure.methods.contains(where: { !$0.isStatic && $0.name.name == name }) { return nil }
            if reportMissing {
                reportUnknownMember(
                    name, of: structName,
                    candidates: structure.fields.filter { !$0.isStatic }.map(\.name.name) + structure.instanceMethods.map(\.name.name), at: location
                )
            }
            return nil
        case .enumeration(let enumName):
            guard let declaration = symbols.enums[enumName] else { return nil }
            return enumInstanceMemberType(declaration, name: name, at: location, reportMissing: reportMissing)
        case .existential(let protocolName):
            return existentialMemberType(protocolName, name: name, at: location, reportMissing: reportMissing)
        case .builtin("Any", _):
            // `Any` has no members; a value of it must be cast first.
            if reportMissing { reportUnknownMember(name, of: "Any", candidates: [], at: location) }
            return nil
        default:
            if case .builtin(let typeName, _) = type, case .found(let member) = extensionMember(of: typeName, name: name, isStatic: false) { return member }
            if case .type(let member)? = standardInstanceMember(type, name: name, at: location, reportMissing: reportMissing) { return member }
            return nil
        }
    }

    enum ExtensionLookup {
        /// The member's type, `nil` for a method (typed at its call).
        case found(ResolvedType?)
        case absent
    }

    /// A member an `<extension>` adds to a standard or builtin type, or to `Color`.
    func extensionMember(of typeName: String, name: String, isStatic: Bool) -> ExtensionLookup {
        guard let extended = symbols.extensionMembers[typeName] else { return .absent }
        if let field = extended.fields.first(where: { $0.isStatic == isStatic && $0.name.name == name }) { return .found(symbols.resolve(field.type.reference)) }
        if extended.methods.contains(where: { $0.isStatic == isStatic && $0.name.name == name }) { return .found(nil) }
        return .absent
    }

    private mutating func reportUnknownMember(_ name: String, of type: String, candidates: @autoclosure () -> [String], at location: SourceLocation) {
        diagnostics.emit(
            Catalog.unknownMember(name, of: type, suggestion: suggester.among(candidates(), closestTo: name)),
            at: location, highlights: [SourceRange(location, length: name.count)]
        )
    }

    private mutating func inferCall(_ callee: Expr, arguments: [CallArgument], locals: LocalScope?, depth: Int, continuing: Bool = false) -> Inferred {
        if case .specializedType(let type) = callee.kind, case .named(let name, _) = type.reference {
            // `Box<Int>(items: [])`: checked as the type's initializer, the arguments' binding left to swiftc.
            _ = symbols.check(type, suggester: suggester, diagnostics: &diagnostics)
            let result = inferCall(Expr(.identifier(name), at: callee.location), arguments: arguments, locals: locals, depth: depth, continuing: continuing)
            if case .value(let resolved?) = result, case .named = type.reference { return .value(symbols.resolve(type.reference) ?? resolved) }
            return result
        }
        if let member = viewSelfMember(callee) {
            // `self.save()`: the view's own function (or a member holding one), past a local of that name.
            let named = Expr(.identifier(member.name), at: member.location)
            return inferCall(named, arguments: arguments, locals: LocalScope.hiding(member.name, in: locals), depth: depth, continuing: continuing)
        }
        if let known = inferCallWithClosures(callee, arguments: arguments, locals: locals, depth: depth) { return known }
        var argumentTypes: [ResolvedType?] = []
        for argument in arguments {
            inoutArgumentPermitted = true
            argumentTypes.append(infer(argument.value, locals: locals, depth: depth).type)
            inoutArgumentPermitted = false
        }
        // `Bindable(model)`: SwiftUI's wrapper made in a body, whose members bind the properties
        // of an `@Observable` model. Another argument is swiftc's to judge.
        if case .identifier("Bindable") = callee.kind, locals?.lookup("Bindable") == nil, members["Bindable"] == nil,
           arguments.count == 1, arguments[0].label == nil || arguments[0].label == "wrappedValue" {
            if case .model(_, .observable)? = argumentTypes[0] { return .value(.builtin("Bindable", arguments: [argumentTypes[0]!])) }
            return .value(nil)
        }
        switch callee.kind {
        case .member(let base, let name, let nameLocation):
            // `let last = stack.removeLast()`, `while let top = stack.popLast()` change `stack` too.
            let writtenBase: Expr
            if case .optionalChain(let inner) = base.kind { writtenBase = inner } else { writtenBase = base }
            if Self.mutatingMethods.contains(name), mutatingCallChecked != callee.location, Self.isNamedPlace(writtenBase) {
                if case .model? = type(ofSilently: writtenBase, locals: locals)?.unwrappingOptional {} else {
                    checkWrite(writtenBase, locals: locals)
                }
            } else if mutatingCallChecked != callee.location {
                noteMutatingCall(on: writtenBase, method: name, locals: locals)
            }
            let (baseResult, chained, inChain) = inferChainBase(base, locals: locals, depth: depth)
            // `Outer.Inner(...)`: the initializer of a nested type, checked as the type's own.
            if case .typeName(let typeName) = baseResult, symbols.isTypeName(typeName + "." + name) {
                return inferCall(Expr(.identifier(typeName + "." + name), at: callee.location), arguments: arguments, locals: locals, depth: depth)
            }
            guard case .value(let baseType?) = baseResult else {
                // `Item.init(name:)`: a declared initializer, called by its name.
                if case .typeName(let typeName) = baseResult, name == "init", case let initializers = declaredInitializers(of: typeName), !initializers.isEmpty {
                    checkInitializerCall(initializers, typeName: typeName, callee: callee, arguments: arguments, argumentTypes: argumentTypes, locals: locals)
                    return .value(symbols.resolve(.named(typeName, genericArguments: [])))
                }
                if case .typeName(let typeName) = baseResult,
                   case .type(let result)? = staticMethodCall(typeName, name: name, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation, locals: locals) {
                    return .value(result)
                }
                if case .typeName(let typeName) = baseResult, symbols.structs[typeName] != nil || symbols.models[typeName] != nil {
                    return .value(staticMemberType(typeName, name: name, at: nameLocation))
                }
                if case .typeName(let typeName) = baseResult, let declaration = symbols.enums[typeName] {
                    // `LoadState.loaded(items)`: the case, given its associated values.
                    let implicit = Expr(.call(callee: Expr(.implicitMember(name), at: nameLocation.advanced(byColumns: -1)), arguments: arguments), at: nameLocation.advanced(byColumns: -1))
                    checkCaseExpression(implicit, of: declaration, locals: locals)
                    return .value(declaration.enumCase(named: name) == nil ? nil : .enumeration(typeName))
                }
                if case .typeName(let typeName) = baseResult,
                   case .type(let result)? = standardMethodCall(on: nil, staticOf: typeName, name: name, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation, locals: locals) {
                    return .value(result)
                }
                return .value(nil)
            }
            // `maybe.map { ... }`: the optional's own methods.
            if !chained, baseType.isOptional, StandardLibrary.shared.types["Optional"]?.methods[name] != nil,
               case .type(let result)? = standardMethodCall(on: baseType, name: name, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation, locals: locals) {
                return .value(chainLink(result, inChain: inChain, continuing: continuing))
            }
            if !chained, baseType.isOptional {
                diagnostics.emit(
                    Catalog.memberOfOptional(name, type: baseType.description), at: nameLocation,
                    highlights: [SourceRange(nameLocation, length: name.unicodeScalars.count)],
                    fixIts: Self.chainingOptional(name, at: nameLocation)
                )
                return .value(nil)
            }
            if case .model(let modelName, _) = baseType.unwrappingOptional, let model = symbols.models[modelName] {
                let candidates = model.overloads(named: name)
                if !candidates.isEmpty {
                    let method = chooseOverload(candidates, name: name, owner: modelName, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation)
                    let result = method.flatMap { checkDeclaredMethodCall($0, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation, locals: locals) }
                    return .value(chainLink(result, inChain: inChain, continuing: continuing))
                }
            }
            if case .existential(let protocolName) = baseType.unwrappingOptional,
               case .some(let result) = existentialMethodCall(protocolName, name: name, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation, locals: locals) {
                return .value(chainLink(result, inChain: inChain, continuing: continuing))
            }
            if let member = functionTypedMember(of: baseType.unwrappingOptional, name: name) {
                let result = checkCallOfFunctionTypedMember(member, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation, locals: locals)
                return .value(chainLink(result, inChain: inChain, continuing: continuing))
            }
            if case .enumeration(let enumName) = baseType.unwrappingOptional, let declaration = symbols.enums[enumName] {
                let candidates = declaration.methods.filter { !$0.isStatic && $0.name.name == name }
                if !candidates.isEmpty {
                    let method = chooseOverload(candidates, name: name, owner: enumName, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation)
                    let result = method.flatMap { checkDeclaredMethodCall($0, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation, locals: locals) }
                    return .value(chainLink(result, inChain: inChain, continuing: continuing))
                }
            }
            if case .structure(let structName) = baseType.unwrappingOptional, let structure = symbols.structs[structName] {
                let candidates = structure.instanceMethods.filter { $0.name.name == name }
                if !candidates.isEmpty {
                    let method = chooseOverload(candidates, name: name, owner: structName, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation)
                    let result = method.flatMap { checkDeclaredMethodCall($0, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation, locals: locals) }
                    return .value(chainLink(result, inChain: inChain, continuing: continuing))
                }
            }
            if case .type(let result)? = standardMethodCall(on: baseType.unwrappingOptional, name: name, arguments: arguments, argumentTypes: argumentTypes, at: nameLocation, locals: locals, callee: callee) {
                return .value(chainLink(result, inChain: inChain, continuing: continuing))
            }
            if name == "append" { recordPathAppend(to: baseType, arguments: arguments, types: argumentTypes) }
            let result = methodReturnType(baseType.unwrappingOptional, name: name, at: nameLocation)
            return .value(chainLink(result, inChain: inChain, continuing: continuing))
        default:
            if case .identifier(let name) = callee.kind, locals?.lookup(name) == nil, members[name] == nil, let candidates = memberFunctions[name] {
                guard let function = candidates.first(where: { Self.match(arguments, to: $0) != nil }) else {
                    let given = name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
                    diagnostics.emit(
                        Catalog.functionArgumentLabels(name, expected: Self.distinctSignatures(candidates).joined(separator: "` or `"), given: given),
                        at: callee.location, highlights: [SourceRange(callee.location, length: name.unicodeScalars.count)]
                    )
                    return .value(candidates.count == 1 ? candidates[0].returnType.flatMap { symbols.resolve($0.reference) } ?? .void : nil)
                }
                return .value(checkDeclaredMethodCall(function, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: callee.location, locals: locals))
            }
            if case .identifier(let name) = callee.kind, locals?.lookup(name) == nil, members[name] == nil, let function = viewFunction(name, fitting: arguments) {
                if storedPropertyInitializer != nil { reportInstanceMemberInInitializer(name, at: callee.location) }
                checkFunctionCall(function, arguments: arguments, types: argumentTypes, callee: callee, locals: locals)
                return .value(function.returnType.map { symbols.resolve($0.reference) } ?? .void)
            }
            if case .identifier(let name) = callee.kind, locals?.lookup(name) == nil, members[name] == nil, viewFunctions[name] == nil,
               let candidates = symbols.fileFunctions[name] {
                guard let function = candidates.first(where: { Self.match(arguments, to: $0) != nil }) else {
                    // Labels as Swift requires them, whichever overload was meant (TRL188).
                    let given = name + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
                    diagnostics.emit(
                        Catalog.functionArgumentLabels(name, expected: Self.distinctSignatures(candidates).joined(separator: "` or `"), given: given),
                        at: callee.location, highlights: [SourceRange(callee.location, length: name.unicodeScalars.count)]
                    )
                    return .value(candidates.count == 1 ? candidates[0].returnType.flatMap { symbols.resolve($0.reference) } ?? .void : nil)
                }
                return .value(checkDeclaredMethodCall(function, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: callee.location, locals: locals))
            }
            // `dismiss()` and `openURL(url)`: environment values that are actions, called as functions.
            if case .identifier(let name) = callee.kind, locals?.lookup(name) == nil, let property = members[name],
               property.kind == .environmentValue, let action = memberTypes[name], let parameters = Self.environmentActions[action.description] {
                readProperties.insert(name)
                if arguments.count != parameters.count || zip(arguments, parameters).contains(where: { $0.0.label != nil }) {
                    diagnostics.emit(Catalog.callOfLocalValue(name, what: "a `\(action)`, called with \(parameters.isEmpty ? "no arguments" : parameters.joined(separator: ", "))"), at: callee.location)
                }
                return .value(.builtin("Void", arguments: []))
            }
            // A `ForEach` item or `onChange` value hides a type or function of its name (TRL122).
            // So does a property: no declaration in the XML holds a function.
            if case .identifier(let name) = callee.kind, locals?.lookup(name) == nil, let property = members[name],
               let result = checkCallOfFunctionInput(property, callee: callee, arguments: arguments, argumentTypes: argumentTypes, locals: locals) {
                readProperties.insert(name)
                return .value(result)
            }
            if case .identifier(let name) = callee.kind, locals?.lookup(name) == nil, let property = members[name] {
                diagnostics.emit(
                    Catalog.callOfLocalValue(name, what: "a `\(property.kind.rawValue)` property"), at: callee.location,
                    highlights: [SourceRange(callee.location, length: name.unicodeScalars.count)]
                )
                readProperties.insert(name)
                return .value(nil)
            }
            if case .identifier(let name) = callee.kind, let local = locals?.lookup(name), let functionType = local.functionType,
               let result = checkCallOfFunctionValue(name, type: functionType, declaredAt: callee.location, callee: callee, arguments: arguments, argumentTypes: argumentTypes, locals: locals) {
                return .value(result)
            }
            if case .identifier(let name) = callee.kind, let local = locals?.lookup(name), local.holdsClosure {
                markRead(local)
                checkCapture(local, at: callee.location)
                return .value(nil)
            }
            if case .identifier(let name) = callee.kind, let local = locals?.lookup(name) {
                let what = local.kind.described
                diagnostics.emit(
                    Catalog.callOfLocalValue(name, what: what), at: callee.location,
                    highlights: [SourceRange(callee.location, length: name.unicodeScalars.count)]
                )
                return .value(nil)
            }
            switch infer(callee, locals: locals, depth: depth) {
            case .typeName(let name):
                // An enum's `init?(rawValue:)` stays beside the `init`s it declares, as in Swift.
                let isRawValueInit = symbols.enums[name]?.rawType != nil && arguments.count == 1 && arguments[0].label == "rawValue"
                let initializers = isRawValueInit ? [] : declaredInitializers(of: name)
                if !initializers.isEmpty {
                    checkInitializerCall(initializers, typeName: name, callee: callee, arguments: arguments, argumentTypes: argumentTypes, locals: locals)
                    return .value(symbols.resolve(.named(name, genericArguments: [])))
                }
                if let structure = symbols.structs[name], !structure.isExternal {
                    checkMemberwiseArguments(arguments, types: argumentTypes, of: structure, at: callee.location, locals: locals)
                }
                // `URL(string: text)` fails on text that is no URL: an optional, as Foundation declares it.
                if name == "URL", arguments.count == 1, arguments[0].label == "string" {
                    return .value(.optional(symbols.resolve(.named(name, genericArguments: [])) ?? .builtin(name, arguments: [])))
                }
                // `Int("7")` parses, and may fail: an optional. From a value of unknown type it may be either.
                if BuiltinTypes.numeric.contains(name) || name == "Bool", arguments.count == 1, arguments[0].label == nil {
                    switch argumentTypes[0] {
                    case .string?: return .value(.optional(.builtin(name, arguments: [])))
                    case nil: return .value(nil)
                    default: break
                    }
                }
                // `Filter(rawValue: "all")` fails for a raw value no case has.
                if let declaration = symbols.enums[name] {
                    if declaration.rawType != nil, arguments.count == 1, arguments[0].label == "rawValue" {
                        checkConversion(arguments[0].value, inferred: argumentTypes[0], to: declaration.rawType.flatMap { symbols.resolve($0.reference) }, in: "argument `rawValue` of `\(name)`", locals: locals)
                    }
                    return .value(.optional(.enumeration(name)))
                }
                // `Dictionary()`, `Set()`: Swift infers the type arguments from the context.
                if StandardLibrary.shared.types[name]?.generics.isEmpty == false { return .value(nil) }
                return .value(symbols.resolve(.named(name, genericArguments: [])))
            case .function(let name):
                switch name {
                case "min", "max":
                    // A literal takes the type of the other values, as in Swift's generic `max(0, left - 60)`.
                    let typed = arguments.indices.first { !TypeCompatibility.isNumericLiteralArithmetic(arguments[$0].value) }
                    return .value(typed.map { argumentTypes[$0] } ?? argumentTypes.first ?? nil)
                case "abs", "round", "floor", "ceil", "sqrt": return .value(argumentTypes.first ?? nil)
                case "print", "debugPrint": return .value(.void)
                default: return .value(nil)
                }
            default:
                return .value(nil)
            }
        }
    }

    // MARK: Conversions

    /// Where a value of `expected` is needed (TRL112): reports the part of `expr` that cannot
    /// be one. `expr` is already inferred; its parts are inferred again without reporting.
    /// Unknown types, and types the checker does not judge, pass.
    /// `inferred` is `expr`'s type, when the caller has just inferred it.
    mutating func checkConversion(_ expr: Expr, inferred: ResolvedType?? = .none, to expected: ResolvedType?, in context: @autoclosure () -> String, locals: LocalScope?) {
        if let declaration = declaredEnum(expected) { checkCaseExpression(expr, of: declaration, locals: locals) }
        guard let expected, let mismatch = firstMismatch(expr, inferred: inferred, to: expected, locals: locals) else { return }
        diagnostics.emit(
            Catalog.conversionMismatch(mismatch.value, to: mismatch.expected.description, in: context()), at: mismatch.expr.location,
            highlights: [SourceRange(mismatch.expr.location, length: ExpressionText.render(mismatch.expr).unicodeScalars.count)]
        )
    }

    func type(ofSilently expr: Expr, locals: LocalScope?) -> ResolvedType? {
        var silent = silentCopy()
        return silent.infer(expr, locals: locals).type
    }

    /// A checker whose findings are thrown away: fresh records, so that checking again copies
    /// none of this view's tables.
    func silentCopy() -> ExpressionChecker {
        var silent = self
        silent.expressionTypes = ExpressionTypeTable()
        silent.readProperties = []
        silent.projectedObjects = []
        silent.diagnostics = DiagnosticCollector()
        silent.localUsage = [:]
        return silent
    }

    private func firstMismatch(_ expr: Expr, inferred: ResolvedType?? = .none, to expected: ResolvedType, locals: LocalScope?) -> (expr: Expr, value: String, expected: ResolvedType)? {
        switch expr.kind {
        case .nilLiteral:
            return expected.isOptional ? nil : (expr, "`nil`", expected)
        case .parenthesized(let inner):
            return firstMismatch(inner, to: expected, locals: locals)
        case .ternary(_, let then, let otherwise):
            return firstMismatch(then, to: expected, locals: locals) ?? firstMismatch(otherwise, to: expected, locals: locals)
        case .arrayLiteral(let elements):
            switch expected.unwrappingOptional {
            case .array(let element):
                for item in elements {
                    if let mismatch = firstMismatch(item, to: element, locals: locals) { return mismatch }
                }
                return nil
            case .structure(let name) where symbols.structs[name]?.protocols.contains("OptionSet") == true:
                // `[.top, .horizontal]`: an option set is written as an array literal of its members.
                for item in elements {
                    if let mismatch = firstMismatch(item, to: expected.unwrappingOptional, locals: locals) { return mismatch }
                }
                return nil
            case .builtin, .model, .structure, .binding:
                if TypeCompatibility.judges(expected) { return (expr, "an array literal", expected) }
            default:
                break
            }
        case .dictionaryLiteral(let elements):
            switch expected.unwrappingOptional {
            case .dictionary(let key, let value):
                for element in elements {
                    if let mismatch = firstMismatch(element.key, to: key, locals: locals) ?? firstMismatch(element.value, to: value, locals: locals) { return mismatch }
                }
                return nil
            case .array, .builtin, .model, .structure, .binding:
                if TypeCompatibility.judges(expected) { return (expr, "a dictionary literal", expected) }
            default:
                break
            }
        default:
            break
        }
        guard TypeCompatibility.judges(expected), let actual = inferred ?? type(ofSilently: expr, locals: locals) else { return nil }
        if TypeCompatibility.isAssignable(actual, to: expected, expression: expr, symbols: symbols) { return nil }
        return (expr, "a value of type `\(actual)`", expected)
    }

    /// An integer literal, or arithmetic of integer literals (`-2`, `(2 * 3)`), whose type Swift
    /// infers from where it is used.
    static func isIntegerLiteralArithmetic(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integerLiteral: true
        case .parenthesized(let inner), .prefix("-", let inner): isIntegerLiteralArithmetic(inner)
        case .infix(let op, let lhs, let rhs) where ["+", "-", "*", "/", "%"].contains(op):
            isIntegerLiteralArithmetic(lhs) && isIntegerLiteralArithmetic(rhs)
        default: false
        }
    }

    /// `a ?? b`: `a` is an optional, `b` its wrapped type or the optional itself.
    private mutating func checkCoalescing(_ lhs: Expr, _ lhsType: ResolvedType, _ rhs: Expr, _ rhsType: ResolvedType?, locals: LocalScope?) {
        guard lhsType.isOptional else {
            diagnostics.emit(
                Catalog.coalescingNonOptional(lhsType.description), at: lhs.location,
                highlights: [SourceRange(lhs.location, length: ExpressionText.render(lhs).unicodeScalars.count)]
            )
            return
        }
        let expected = rhsType?.isOptional == true ? lhsType : lhsType.unwrappingOptional
        checkConversion(rhs, inferred: rhsType, to: expected, in: "the right operand of `??`", locals: locals)
    }

    /// Arithmetic and comparisons take two operands of one type; `==` and `!=` also an optional
    /// and its wrapped type. Literals take the other operand's type.
    private mutating func checkOperands(_ op: String, _ lhs: Expr, _ lhsType: ResolvedType, _ rhs: Expr, _ rhsType: ResolvedType) {
        // Arithmetic, ordering and equality; compared in place rather than built into a set per call.
        switch op {
        case "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=": break
        default: return
        }
        if case .nilLiteral = rhs.kind { return }
        if case .nilLiteral = lhs.kind { return }
        // `Any` has no arithmetic, order or equality.
        if lhsType.unwrappingOptional == Self.anyType || rhsType.unwrappingOptional == Self.anyType {
            return reportOperands(op, lhs, lhsType, rhsType)
        }
        guard TypeCompatibility.judges(lhsType), TypeCompatibility.judges(rhsType) else { return }
        let promotes = op == "==" || op == "!="
        if !promotes, lhsType.isOptional != rhsType.isOptional {
            return reportOperands(op, lhs, lhsType, rhsType)
        }
        if TypeCompatibility.isAssignable(rhsType, to: lhsType, expression: rhs) || TypeCompatibility.isAssignable(lhsType, to: rhsType, expression: lhs) {
            return
        }
        reportOperands(op, lhs, lhsType, rhsType)
    }

    /// `Any`, made once: each `ResolvedType` is allocated.
    private static let anyType = ResolvedType.builtin("Any", arguments: [])

    private mutating func reportOperands(_ op: String, _ lhs: Expr, _ lhsType: ResolvedType, _ rhsType: ResolvedType) {
        diagnostics.emit(Catalog.operandTypesDiffer(op, lhsType.description, rhsType.description), at: lhs.location)
    }

    /// `Point(x: 1, y: 2)`: the memberwise initializer of a struct the program declares takes
    /// its fields without a value of their own, labeled and in order (TRL110, TRL111, TRL112).
    private mutating func checkMemberwiseArguments(_ arguments: [CallArgument], types: [ResolvedType?], of structure: StructDecl, at location: SourceLocation, locals: LocalScope?) {
        let name = structure.name.name
        // A `var` with a value is a parameter with that value as its default, as Swift's memberwise initializer has it.
        var parameters = structure.fields.filter { !$0.isStatic && !$0.isComputed && !($0.isConstant && $0.initial != nil) }
        // A `var` of an optional type starts as `nil`: Swift's memberwise initializer may leave it out.
        for index in parameters.indices where !parameters[index].isConstant && parameters[index].initial == nil {
            if case .optional = parameters[index].type.reference { parameters[index].initial = Expr(.nilLiteral, at: parameters[index].name.location) }
        }
        let parameterNames = parameters.map(\.name.name)
        let labels = arguments.map(\.label)
        // The labels in the fields' order, leaving out only fields with a value.
        var fits = true
        var next = parameters.startIndex
        for label in labels {
            while next < parameters.endIndex, parameters[next].name.name != label, parameters[next].initial != nil { next += 1 }
            guard next < parameters.endIndex, parameters[next].name.name == label else { fits = false; break }
            next += 1
        }
        if fits { fits = parameters[next...].allSatisfy { $0.initial != nil } }
        if !fits {
            var reported = false
            for argument in arguments {
                guard let label = argument.label, !parameterNames.contains(label) else { continue }
                reported = true
                if let field = structure.fields.first(where: { $0.name.name == label }) {
                    let reason = field.isStatic ? "is `static`" : "has an initial value, so every `\(name)` holds that value"
                    diagnostics.emit(Catalog.fieldNotInitialized(label, of: name, reason: reason), at: argument.value.location, notes: [Note("`\(name).\(label)` declared here", at: field.name.location)])
                } else {
                    // A field already given is not what was meant, as Swift's label fix-it says.
                    let unused = parameterNames.filter { !labels.contains($0) }
                    diagnostics.emit(Catalog.unknownFieldArgument(label, of: name, suggestion: suggester.among(unused, closestTo: label)), at: argument.value.location)
                }
            }
            for parameter in parameters where parameter.initial == nil && !labels.contains(parameter.name.name) {
                reported = true
                diagnostics.emit(
                    Catalog.missingFieldArgument(parameter.name.name, of: name), at: location,
                    highlights: [SourceRange(location, length: name.unicodeScalars.count)],
                    notes: [Note("`\(name).\(parameter.name.name)` declared here", at: parameter.name.location)]
                )
            }
            if !reported {
                diagnostics.emit(Catalog.fieldArgumentsOutOfOrder(name, fields: parameterNames.map { "`\($0)`" }.joined(separator: ", ")), at: location)
            }
        }
        for (argument, type) in zip(arguments, types) {
            guard let label = argument.label, let field = parameters.first(where: { $0.name.name == label }) else { continue }
            checkArgument(argument.value, inferred: type, declared: field.type.reference, in: "argument `\(label)` of `\(name)`", locals: locals)
        }
    }

    /// A call of a model's method passes the parameters its declaration lists, in order, each of
    /// its type. Methods are hand-written Swift: one declared without parameters is only named,
    /// and its calls are not judged.
    mutating func checkMethodArguments(_ arguments: [CallArgument], types: [ResolvedType?], of method: MethodDecl, at location: SourceLocation, locals: LocalScope?) {
        let name = method.name.name
        guard !method.parameters.isEmpty else { return }
        var parameters = method.parameters
        // Labels as Swift requires them (TRL188), as a view's own functions are checked.
        if arguments.count == method.parameters.count, Self.match(arguments, to: method) == nil {
            diagnostics.emit(
                Catalog.functionArgumentLabels(name, expected: method.signature, given: Self.callSignature(name, arguments)),
                at: location, highlights: [SourceRange(location, length: name.unicodeScalars.count)]
            )
            return
        }
        if arguments.count != method.parameters.count {
            // A parameter with a `default` may be left out, as Swift's may.
            guard let filled = Self.match(arguments, to: method) else {
                diagnostics.emit(Catalog.methodArgumentMismatch(name, count: method.parameters.count, given: arguments.count), at: location)
                return
            }
            parameters = filled.map { method.parameters[$0] }
        }
        for ((argument, type), parameter) in zip(zip(arguments, types), parameters) {
            let label = parameter.label.map { "argument `\($0)`" } ?? "the argument"
            let value = checkInoutMarker(argument.value, inferred: type, isInout: parameter.isInout)
            checkArgument(value, inferred: type, declared: parameter.type.reference, in: "\(label) of `\(name)`", locals: locals)
        }
    }

    private mutating func methodReturnType(_ type: ResolvedType, name: String, at location: SourceLocation) -> ResolvedType? {
        switch type {
        case .model(let modelName, _):
            guard let model = symbols.models[modelName] else { return nil }
            if let method = model.methods.first(where: { $0.name.name == name }) {
                // A result the checker cannot resolve, as `fetch`'s `[T]`, is swiftc's to judge.
                guard let returnType = method.returnType else { return .void }
                return symbols.resolve(returnType.reference)
            }
            if !model.properties.contains(where: { $0.name.name == name }) {
                reportUnknownMember(name, of: modelName, candidates: model.properties.map(\.name.name) + model.methods.map(\.name.name), at: location)
            }
            return nil
        case .structure("NavigationPath") where ["append", "removeLast"].contains(name):
            // The path's own mutating methods: push a value, pop values.
            return .void
        case .structure:
            // Structs declare fields only; a call on one names a field holding a closure, or nothing.
            _ = instanceMemberType(type, name: name, at: location, reportMissing: true)
            return nil
        case .builtin("Bool", _) where name == "toggle":
            return .void
        case .existential:
            // No method of that name: a property called, or nothing (reported).
            _ = instanceMemberType(type, name: name, at: location, reportMissing: true)
            return nil
        case .builtin("Any", _):
            reportUnknownMember(name, of: "Any", candidates: [], at: location)
            return nil
        default:
            return nil
        }
    }
}

extension ResolvedType {
    /// A `binding` property's declared type may be written `Bool` or `Binding<Bool>`.
    var bindingValue: ResolvedType {
        if case .binding(let value) = self { return value }
        return self
    }
}

/// Inferred types by expression location. One table per view, whose expressions share a
/// file, so keys are integers: hashing a path for every expression would cost more than
/// inferring it. Types are appended as they are inferred, and `finish` sorts them once for
/// lookups: inserting each into a hashed table, which grows as it fills, cost more.
/// The declarations' table holds every file's: each other file's types are kept the same way,
/// found by path once per run of one file's records.
struct ExpressionTypeTable: Sendable {
    private struct Entry: Sendable {
        let key: Int
        let type: ResolvedType
    }

    /// The types of a file other than `file`. Found by `SourceLocation` equality, which follows
    /// edits (`SourceLocation.forward`); by key, as `file`'s are, while none of their text is edited.
    private struct OtherFile: Sendable {
        struct Recorded: Sendable {
            let location: SourceLocation
            let type: ResolvedType
        }

        let path: String
        /// In the order recorded: a later one wins over an earlier one at the same place.
        var recorded: [Recorded] = []
        /// `recorded` by key when `finish` ran, the last of each key.
        var sorted: [Entry] = []
        var sortedCount = 0
        /// One location of each version of the text `recorded` was made from.
        var versions: [SourceLocation] = []

        init(path: String) {
            self.path = path
        }

        mutating func finish() {
            guard sortedCount != recorded.count else { return }
            versions = []
            for entry in recorded where !versions.contains(where: { $0.isInSameVersion(as: entry.location) }) {
                versions.append(entry.location)
            }
            var entries = recorded.map { Entry(key: ExpressionTypeTable.key($0.location), type: $0.type) }
            ExpressionTypeTable.keepLastOfEachKey(&entries)
            sorted = entries
            sortedCount = recorded.count
        }

        func type(at location: SourceLocation) -> ResolvedType? {
            guard sortedCount == recorded.count, !versions.contains(where: \.isInEditedText) else {
                return recorded.last(where: { $0.location == location })?.type
            }
            return ExpressionTypeTable.search(sorted, for: ExpressionTypeTable.key(location))
        }
    }

    private var file: String?
    /// The first location recorded in `file`: once its text is edited (`SourceLocation.forward`),
    /// the keys, made from lines, no longer name the same places, and lookups in it find nothing.
    private var origin: SourceLocation?
    /// The types recorded before the last `finish`, sorted by key, one per key.
    private var sorted: [Entry] = []
    /// The types recorded since, in order: a later one wins over an earlier one at the same place.
    private var recent: [Entry] = []
    private var otherFiles: [OtherFile] = []
    private var otherFileIndices: [String: Int] = [:]
    /// The other file recorded last: records come in runs of one file.
    private var lastOtherFile: Int?

    /// While set, every type recorded is also noted here, in order, so that a declaration's
    /// check that is kept records its types again (`replay`) instead of running.
    var log: [(type: ResolvedType, location: SourceLocation)]?

    private static func key(_ location: SourceLocation) -> Int { location.line << 24 | location.column }

    /// Records again what a kept check noted in `log`.
    mutating func replay(_ logged: [(type: ResolvedType, location: SourceLocation)]) {
        for entry in logged { record(entry.type, at: entry.location) }
    }

    mutating func record(_ type: ResolvedType, at location: SourceLocation) {
        log?.append((type, location))
        if file == nil {
            file = location.file
            origin = location
        }
        let path = location.file
        if path == file {
            recent.append(Entry(key: Self.key(location), type: type))
            return
        }
        let index: Int
        if let last = lastOtherFile, otherFiles[last].path == path {
            index = last
        } else if let known = otherFileIndices[path] {
            index = known
        } else {
            index = otherFiles.count
            otherFiles.append(OtherFile(path: path))
            otherFileIndices[path] = index
        }
        lastOtherFile = index
        otherFiles[index].recorded.append(OtherFile.Recorded(location: location, type: type))
    }

    /// Where the type of a closure's parameter named `name` is kept: just after its name, where
    /// no expression starts, so that it is never taken for that of the closure or its first value.
    static func parameterPlace(of name: Identifier) -> SourceLocation {
        name.location.advanced(byColumns: name.name.unicodeScalars.count)
    }

    mutating func recordParameter(_ type: ResolvedType, named name: Identifier) {
        record(type, at: Self.parameterPlace(of: name))
    }

    /// Sorts what was recorded so that lookups are binary searches; lookups are right without it.
    mutating func finish() {
        for index in otherFiles.indices { otherFiles[index].finish() }
        guard !recent.isEmpty else { return }
        var entries = sorted.isEmpty ? recent : sorted + recent
        // Released first, so that the entries are sorted in place without a copy.
        recent = []
        sorted = []
        Self.keepLastOfEachKey(&entries)
        sorted = entries
    }

    /// Sorts by key, keeping of the entries at one key the last.
    private static func keepLastOfEachKey(_ entries: inout [Entry]) {
        // The sort is stable: of the types recorded at one place, the last recorded stays last.
        entries.sort { $0.key < $1.key }
        var kept = 0
        for index in entries.indices {
            if kept > 0, entries[kept - 1].key == entries[index].key {
                entries[kept - 1] = entries[index]
            } else {
                entries[kept] = entries[index]
                kept += 1
            }
        }
        entries.removeLast(entries.count - kept)
    }

    private static func search(_ sorted: [Entry], for key: Int) -> ResolvedType? {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].key < key { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low].key == key ? sorted[low].type : nil
    }

    /// Adds `other`'s entries (models' and structs' tables are merged into one).
    mutating func merge(_ other: ExpressionTypeTable) {
        if let otherFile = other.file {
            for entry in other.sorted + other.recent {
                record(entry.type, at: SourceLocation(file: otherFile, line: entry.key >> 24, column: entry.key & 0xFF_FFFF))
            }
        }
        for file in other.otherFiles {
            for entry in file.recorded { record(entry.type, at: entry.location) }
        }
    }

    func type(at location: SourceLocation) -> ResolvedType? {
        let path = location.file
        guard path == file else { return otherFileIndices[path].flatMap { otherFiles[$0].type(at: location) } }
        if let origin, !origin.isInSameVersion(as: location), origin.isInEditedText { return nil }
        let key = Self.key(location)
        if let entry = recent.last(where: { $0.key == key }) { return entry.type }
        return Self.search(sorted, for: key)
    }
}

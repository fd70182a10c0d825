import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Declarations by name, for following member chains through model types.
struct ProgramIndex {
    let views: [String: ViewDecl]
    let models: [String: ModelDecl]
    let structs: [String: StructDecl]

    /// Takes the checker's symbols, so a duplicate name means the same declaration here as there.
    init(program: CheckedProgram) {
        views = Dictionary(uniqueKeysWithValues: program.viewNames.compactMap { name in program.view(named: name).map { (name, $0) } })
        // The prelude's models (SwiftData's `ModelContext`) are the runtime's, not the program's state.
        models = Dictionary(uniqueKeysWithValues: program.programModelNames.compactMap { name in program.model(named: name).map { (name, $0) } })
        structs = Dictionary(uniqueKeysWithValues: program.structNames.compactMap { name in program.structDecl(named: name).map { (name, $0) } })
    }

    /// The model a value of `type` is an instance of, looking through optionals.
    func model(of type: TypeReference?) -> ModelDecl? {
        switch type {
        case .named(let name, let arguments) where arguments.isEmpty: models[name]
        case .optional(let wrapped): model(of: wrapped)
        default: nil
        }
    }

    func elementType(of type: TypeReference?) -> TypeReference? {
        switch type {
        case .array(let element): element
        case .optional(let wrapped): elementType(of: wrapped)
        case .named(let name, let arguments) where ["Array", "Set"].contains(name) && arguments.count == 1: arguments[0]
        default: nil
        }
    }

    func memberType(_ name: String, of type: TypeReference?) -> TypeReference? {
        switch type {
        case .optional(let wrapped): return memberType(name, of: wrapped)
        case .named(let typeName, _):
            if let model = models[typeName] {
                if let property = model.properties.first(where: { $0.name.name == name }) { return property.type.reference }
                return model.methods.first { $0.name.name == name }?.returnType?.reference
            }
            return structs[typeName]?.fields.first { $0.name.name == name }?.type.reference
        default: return nil
        }
    }
}

/// One thing an expression reads or a statement writes.
struct Access: Hashable {
    var target: NodeID
    /// The declarations and properties the value was reached through.
    var through: [NodeID]
    var location: SourceLocation
}

/// What evaluating an expression depends on.
struct ValueDependencies: Hashable {
    /// Values whose change changes the result.
    var values: [Access] = []
    /// An object wrapper (`stateObject`, `observedObject`, ...) read as a whole. Its object
    /// is fixed for the view's identity, so this is no body dependency: it only says what a
    /// call site passes or a modifier injects, and is dropped when a member is read.
    var object: Access?
    var type: TypeReference?
    /// The nodes this value was reached through, for `through` on the next member.
    var chain: [NodeID] = []

    var all: [Access] { values + (object.map { [$0] } ?? []) }

    static func merging(_ parts: [ValueDependencies], type: TypeReference? = nil) -> ValueDependencies {
        ValueDependencies(values: parts.flatMap(\.all), type: type)
    }
}

/// A `$`-rooted expression resolved to the storage it reads and writes.
struct BindingTarget {
    var target: NodeID
    var through: [NodeID]
    var type: TypeReference?
}

/// Names visible in one view: its declarations and the `ForEach` items around an expression.
struct ViewScope {
    let viewName: String
    let declarations: [String: PropertyDecl]
    /// A `ForEach` item stands for an element of its `items` expression.
    var items: [String: ValueDependencies] = [:]
    /// The element of a `ForEach` over a binding (`item="$row"`): its binding is the collection's storage.
    var rowBindings: [String: BindingTarget] = [:]
    /// The view's helper functions, whose code a call in an expression runs.
    let functions: [String: ViewFunctionDecl]
    /// The helper functions whose code is being followed, so one that calls itself ends.
    var followedFunctions: [String] = []

    init(view: ViewDecl) {
        viewName = view.name.name
        functions = Dictionary(view.functions.map { ($0.name.name, $0) }, uniquingKeysWith: { first, _ in first })
        var declarations: [String: PropertyDecl] = [:]
        for property in view.properties where declarations[property.name.name] == nil {
            declarations[property.name.name] = property
        }
        self.declarations = declarations
    }

    func declarationNode(_ name: String) -> NodeID { .declaration(name, in: viewName) }

    /// Names code declares stand for nothing the graph tracks.
    mutating func hide(_ names: [String]) {
        for name in names { items[name] = ValueDependencies() }
    }

    /// The scope where `self.name` is written: the view's `name`, whatever code declared.
    func unhiding(_ name: String) -> ViewScope {
        var members = self
        members.items[name] = nil
        members.rowBindings[name] = nil
        return members
    }

    /// The scope inside a closure, whose parameters hide the view's names.
    func binding(_ closure: Closure) -> ViewScope {
        var inner = self
        inner.hide((closure.parameters ?? []).map(\.name) + (0..<closure.anonymousParameterCount).map { "$\($0)" })
        return inner
    }
}

extension Pattern {
    /// The names a `case` pattern binds.
    var boundNames: [String] { boundIdentifiers.map(\.name) }
}

/// Works out what expressions read and what statements write, by name and type.
struct ValueAnalyzer {
    let index: ProgramIndex

    func dependencies(of expr: Expr, in scope: ViewScope) -> ValueDependencies {
        switch expr.kind {
        case .identifier(let name):
            if let item = scope.items[name] { return item }
            guard let declaration = scope.declarations[name] else {
                // A type name used as a constructor or for a static member.
                if index.models[name] != nil || index.structs[name] != nil {
                    return ValueDependencies(type: .named(name, genericArguments: []))
                }
                return ValueDependencies()
            }
            let node = scope.declarationNode(name)
            let access = Access(target: node, through: [], location: expr.location)
            let type = declaration.type.reference
            if index.model(of: type) != nil, declaration.kind.holdsFixedObject {
                return ValueDependencies(object: access, type: type, chain: [node])
            }
            return ValueDependencies(values: [access], type: type, chain: [node])
        case .projection(let name):
            guard scope.declarations[name] != nil else { return ValueDependencies() }
            let node = scope.declarationNode(name)
            return ValueDependencies(values: [Access(target: node, through: [], location: expr.location)], chain: [node])
        case .member where expr.selfMember != nil:
            // `self.name`: the view's member, past any item or local of that name.
            let member = expr.selfMember!
            return dependencies(of: Expr(.identifier(member.name), at: member.location), in: scope.unhiding(member.name))
        case .member(let base, let name, let nameLocation):
            let baseValue = dependencies(of: base, in: scope)
            if let model = index.model(of: baseValue.type), let property = model.properties.first(where: { $0.name.name == name }) {
                let node = NodeID.property(name, of: model.name.name)
                let access = Access(target: node, through: baseValue.chain, location: nameLocation)
                // Reading a member of an object does not depend on which object it is.
                return ValueDependencies(values: baseValue.values + [access], type: property.type.reference, chain: baseValue.chain + [node])
            }
            var value = baseValue
            value.type = index.memberType(name, of: baseValue.type)
            return value
        case .publisher(let base, let name, let nameLocation):
            // `model.$title` delivers the property's values: it reads the property.
            let baseValue = dependencies(of: base, in: scope)
            guard let model = index.model(of: baseValue.type), model.properties.contains(where: { $0.name.name == name }) else {
                return ValueDependencies(values: baseValue.values, object: baseValue.object)
            }
            let node = NodeID.property(name, of: model.name.name)
            let access = Access(target: node, through: baseValue.chain, location: nameLocation)
            return ValueDependencies(values: baseValue.values + [access], chain: baseValue.chain + [node])
        case .optionalChain(let inner), .forceUnwrap(let inner), .parenthesized(let inner):
            var value = dependencies(of: inner, in: scope)
            if case .optional(let wrapped) = value.type { value.type = wrapped }
            return value
        case .call(let callee, let arguments):
            if let name = callee.nameWithoutSelf, callee.selfMember != nil || scope.items[name] == nil, scope.declarations[name] == nil,
               let function = scope.functions[name] {
                // A helper's result depends on what its code reads, as if written here.
                var inner = scope
                inner.hide(function.parameters.map(\.name.name))
                var parts = arguments.map { dependencies(of: $0.value, in: scope) }
                if !scope.followedFunctions.contains(name) {
                    inner.followedFunctions.append(name)
                    StatementWalk.roots(in: function.body) { parts.append(dependencies(of: $0, in: inner)) }
                }
                return ValueDependencies.merging(parts, type: function.returnType?.reference)
            }
            let calleeValue = dependencies(of: callee, in: scope)
            var parts = [calleeValue] + arguments.map { dependencies(of: $0.value, in: scope) }
            if case .identifier = callee.kind, calleeValue.values.isEmpty, calleeValue.object == nil {
                // `ProfileViewModel()` creates an instance of the named type.
                parts[0] = ValueDependencies()
                return ValueDependencies.merging(parts, type: calleeValue.type)
            }
            return ValueDependencies.merging(parts, type: calleeValue.type)
        case .subscript(let base, let arguments):
            let baseValue = dependencies(of: base, in: scope)
            let parts = [baseValue] + arguments.map { dependencies(of: $0.value, in: scope) }
            return ValueDependencies.merging(parts, type: index.elementType(of: baseValue.type))
        case .prefix(_, let operand):
            return ValueDependencies.merging([dependencies(of: operand, in: scope)])
        case .infix(_, let lhs, let rhs):
            return ValueDependencies.merging([dependencies(of: lhs, in: scope), dependencies(of: rhs, in: scope)])
        case .ternary(let condition, let then, let otherwise):
            return ValueDependencies.merging([condition, then, otherwise].map { dependencies(of: $0, in: scope) })
        case .stringLiteral(let string):
            return dependencies(of: string, in: scope)
        case .arrayLiteral(let elements):
            return ValueDependencies.merging(elements.map { dependencies(of: $0, in: scope) })
        case .tuple(let elements):
            return ValueDependencies.merging(elements.map { dependencies(of: $0.value, in: scope) })
        case .dictionaryLiteral(let elements):
            return ValueDependencies.merging(elements.flatMap { [dependencies(of: $0.key, in: scope), dependencies(of: $0.value, in: scope)] })
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath, .anonymousParameter:
            return ValueDependencies()
        case .try(_, let operand), .await(let operand), .postfix(_, let operand):
            return dependencies(of: operand, in: scope)
        case .cast(_, let operand, let type):
            var value = dependencies(of: operand, in: scope)
            value.type = type.reference
            return value
        case .operatorFunction, .specializedType:
            return ValueDependencies()
        case .closure(let closure):
            // What the closure's code reads, its own names aside.
            let inner = scope.binding(closure)
            var parts: [ValueDependencies] = []
            StatementWalk.roots(in: closure.body) { parts.append(dependencies(of: $0, in: inner)) }
            return ValueDependencies.merging(parts)
        }
    }

    func dependencies(of string: InterpolatedString, in scope: ViewScope) -> ValueDependencies {
        let parts = string.segments.compactMap { segment -> ValueDependencies? in
            if case .expression(let expr) = segment { return dependencies(of: expr, in: scope) }
            return nil
        }
        return ValueDependencies.merging(parts)
    }

    /// The storage a `$` projection such as `$isEditing` or `$viewModel.displayName` reaches;
    /// `nil` when the expression is not rooted at a `$` projection.
    func bindingTarget(of expr: Expr, in scope: ViewScope) -> BindingTarget? {
        switch expr.kind {
        case .projection(let name):
            if let row = scope.rowBindings[name] { return row }
            guard let declaration = scope.declarations[name] else { return nil }
            return BindingTarget(target: scope.declarationNode(name), through: [], type: declaration.type.reference)
        case .member(let base, let name, _):
            guard let baseTarget = bindingTarget(of: base, in: scope) else { return nil }
            if let model = index.model(of: baseTarget.type), let property = model.properties.first(where: { $0.name.name == name }) {
                return BindingTarget(
                    target: .property(name, of: model.name.name),
                    through: baseTarget.through + [baseTarget.target],
                    type: property.type.reference
                )
            }
            // A binding to a field of a value is a binding into that value's storage.
            return BindingTarget(target: baseTarget.target, through: baseTarget.through, type: index.memberType(name, of: baseTarget.type))
        case .parenthesized(let inner), .forceUnwrap(let inner), .optionalChain(let inner):
            return bindingTarget(of: inner, in: scope)
        case .subscript(let base, _):
            guard var target = bindingTarget(of: base, in: scope) else { return nil }
            target.type = index.elementType(of: target.type)
            return target
        default:
            return nil
        }
    }

    /// What statements store into: assigned places, and values mutating calls change, in
    /// nested blocks and closures too; names the statements declare hide the view's.
    /// Calls on models are opaque: their methods are written in Swift.
    func writes(of statements: [Statement], in outer: ViewScope) -> [Access] {
        var scope = outer
        var result: [Access] = []
        for statement in statements {
            switch statement.kind {
            case .assignment(let target, _, let value):
                result += setterWrites(of: target, in: scope) ?? storage(of: target, in: scope).map { [$0] } ?? []
                result += closureWrites(in: target, scope: scope) + closureWrites(in: value, scope: scope)
            case .expression(let expr):
                result += closureWrites(in: expr, scope: scope)
                // `bump(&count)` changes `count`.
                if case .call(_, let arguments) = expr.kind {
                    for case .prefix("&", let place) in arguments.map(\.value.kind) {
                        result += storage(of: place, in: scope).map { [$0] } ?? []
                    }
                }
                guard case .call(let callee, _) = expr.kind, case .member(let base, _, _) = callee.kind else { continue }
                if index.model(of: dependencies(of: base, in: scope).type) != nil { continue }
                result += storage(of: base, in: scope).map { [$0] } ?? []
            case .declaration(_, let name, _, let value):
                if let value { result += closureWrites(in: value, scope: scope) }
                scope.items[name.name] = value.map { dependencies(of: $0, in: scope) } ?? ValueDependencies()
            case .tupleDeclaration(_, let names, let value):
                result += closureWrites(in: value, scope: scope)
                var element = dependencies(of: value, in: scope)
                element.type = nil
                for name in names where name.name != "_" { scope.items[name.name] = element }
            case .if(let clauses, let otherwise):
                for clause in clauses {
                    let (inner, writes) = bindingConditions(clause.conditions, in: scope)
                    result += writes + self.writes(of: clause.body, in: inner)
                }
                result += writes(of: otherwise ?? [], in: scope)
            case .guard(let conditions, let otherwise):
                result += writes(of: otherwise, in: scope)
                let (inner, writes) = bindingConditions(conditions, in: scope)
                result += writes
                scope = inner
            case .switch(let subject, let cases):
                result += closureWrites(in: subject, scope: scope)
                for switchCase in cases {
                    var inner = scope
                    for item in switchCase.items { inner.hide(item.pattern.boundNames) }
                    result += writes(of: switchCase.body, in: inner)
                }
            case .forIn(let names, let pattern, let sequence, let condition, let body, _):
                result += closureWrites(in: sequence, scope: scope)
                var inner = scope
                var element = dependencies(of: sequence, in: scope)
                element.type = names.count == 1 && pattern == nil ? index.elementType(of: element.type) : nil
                for name in names { inner.items[name.name] = element }
                if let condition { result += closureWrites(in: condition, scope: inner) }
                result += writes(of: body, in: inner)
            case .while(let conditions, let body):
                let (inner, writes) = bindingConditions(conditions, in: scope)
                result += writes + self.writes(of: body, in: inner)
            case .repeat(let body, let condition):
                result += writes(of: body, in: scope) + closureWrites(in: condition, scope: scope)
            case .defer(let body):
                result += writes(of: body, in: scope)
            case .compilerDirective(_, let branches):
                for branch in branches { result += writes(of: branch, in: scope) }
            case .return(let value):
                if let value { result += closureWrites(in: value, scope: scope) }
            case .throw(let value):
                result += closureWrites(in: value, scope: scope)
            case .break, .continue:
                break
            case .doCatch(let body, let catches):
                result += writes(of: body, in: scope)
                for clause in catches {
                    var inner = scope
                    inner.hide(clause.pattern.map(\.boundNames) ?? ["error"])
                    result += writes(of: clause.body, in: inner)
                }
            }
        }
        return result
    }

    /// `if let x = v`: `x` stands for `v` in what follows.
    private func bindingConditions(_ conditions: [Condition], in outer: ViewScope) -> (ViewScope, [Access]) {
        var scope = outer
        var result: [Access] = []
        for condition in conditions {
            switch condition {
            case .expression(let expr):
                result += closureWrites(in: expr, scope: scope)
            case .optionalBinding(_, let name, let value):
                let source = value ?? Expr(.identifier(name.name), at: name.location)
                result += closureWrites(in: source, scope: scope)
                var bound = dependencies(of: source, in: scope)
                if case .optional(let wrapped) = bound.type { bound.type = wrapped }
                scope.items[name.name] = bound
            case .casePattern(let pattern, let value):
                result += closureWrites(in: value, scope: scope)
                scope.hide(pattern.boundIdentifiers.map(\.name))
            case .availability:
                break
            }
        }
        return (scope, result)
    }

    /// The writes of the closures inside `expr` (`withAnimation { count += 1 }`).
    private func closureWrites(in expr: Expr, scope: ViewScope) -> [Access] {
        var result: [Access] = []
        StatementWalk.walk(expr, enteringClosures: false) { inner in
            guard case .closure(let closure) = inner.kind else { return }
            result += writes(of: closure.body, in: scope.binding(closure))
        }
        return result
    }

    /// An assignment to a model's computed property with a `set` writes what the setter writes:
    /// the model's stored properties it assigns (`tag.color = c` writes `Tag.colorData`), through
    /// other setters too. `nil` when the place is no such property.
    private func setterWrites(of expr: Expr, in scope: ViewScope) -> [Access]? {
        guard case .member(let base, let name, let nameLocation) = expr.kind, expr.selfMember == nil else { return nil }
        let baseValue = dependencies(of: base, in: scope)
        guard let model = index.model(of: baseValue.type), Self.setter(of: name, in: model) != nil else { return nil }
        var written: [String] = []
        var pending = [name]
        var seen: Set<String> = [name]
        while let computed = pending.popLast() {
            for member in Self.assignedMembers(of: Self.setter(of: computed, in: model) ?? [], in: model) where seen.insert(member).inserted {
                if Self.setter(of: member, in: model) != nil { pending.append(member) } else { written.append(member) }
            }
        }
        return written.sorted().map { Access(target: .property($0, of: model.name.name), through: baseValue.chain, location: nameLocation) }
    }

    private static func setter(of name: String, in model: ModelDecl) -> [Statement]? {
        model.code.first { $0.isGetter && !$0.isStatic && $0.name.name == name }?.setterBody
    }

    /// The model's properties that statements assign, written `name = …` or `self.name = …`,
    /// in nested blocks too.
    private static func assignedMembers(of statements: [Statement], in model: ModelDecl) -> [String] {
        var names: [String] = []
        var pending = statements
        while let statement = pending.popLast() {
            switch statement.kind {
            case .assignment(let target, _, _):
                var root = target
                while true {
                    switch root.kind {
                    case .subscript(let base, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base):
                        root = base
                        continue
                    case .member(let base, _, _):
                        if case .identifier("self") = base.kind { break }
                        root = base
                        continue
                    default:
                        break
                    }
                    break
                }
                let name: String? = switch root.kind {
                case .identifier(let name): name
                case .member(_, let name, _): name
                default: nil
                }
                if let name, model.properties.contains(where: { $0.name.name == name }) { names.append(name) }
            case .if(let clauses, let otherwise):
                pending += clauses.flatMap(\.body) + (otherwise ?? [])
            default:
                break
            }
        }
        return names
    }

    private func storage(of expr: Expr, in scope: ViewScope) -> Access? {
        switch expr.kind {
        case .identifier(let name), .projection(let name):
            if let row = scope.rowBindings[name] { return Access(target: row.target, through: row.through, location: expr.location) }
            guard scope.items[name] == nil, scope.declarations[name] != nil else { return nil }
            return Access(target: scope.declarationNode(name), through: [], location: expr.location)
        case .member where expr.selfMember != nil:
            let member = expr.selfMember!
            return storage(of: Expr(.identifier(member.name), at: member.location), in: scope.unhiding(member.name))
        case .member(let base, let name, let nameLocation):
            let baseValue = dependencies(of: base, in: scope)
            if let model = index.model(of: baseValue.type), model.properties.contains(where: { $0.name.name == name }) {
                return Access(target: .property(name, of: model.name.name), through: baseValue.chain, location: nameLocation)
            }
            // Writing a field of a value writes the value.
            return storage(of: base, in: scope)
        case .subscript(let base, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base):
            return storage(of: base, in: scope)
        default:
            return nil
        }
    }
}

extension PropertyKind {
    /// Wrappers whose object stays the same for the view's identity; a new object can only
    /// arrive as a new input, which `passes` already explains. A `state`, `let` or `binding`
    /// holding an `@Observable` model is read like any value: replacing it re-renders readers.
    var holdsFixedObject: Bool {
        switch self {
        case .stateObject, .observedObject, .environmentObject, .environment, .bindable: true
        case .state, .binding, .let, .computed, .appStorage, .sceneStorage, .focusState, .focusBinding, .namespace, .gestureState, .environmentValue, .query: false
        }
    }
}

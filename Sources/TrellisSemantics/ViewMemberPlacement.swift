import TrellisDiagnostics
import TrellisSyntax

/// Computed views and view-building functions are the view's own body, factored out: every
/// rule sees their views where they are placed, as if written there. A member placed in two
/// different places is checked in each (its diagnostics are reported once), by replaying its
/// first walk where only the environment differs (`MemberSummaries.swift`); placed again in a
/// place where it was already checked, it is not checked again; one placed nowhere is checked alone.
extension BodyChecker {
    /// Elements of the language that a member's name would hide.
    static let languageElementNames: Set<String> = ["id", "onAppear", "onDisappear", "onChange", "environmentObject", "environment", "slot", "action"]

    /// How messages name a member: `header`, `row(for:)`.
    static func displayName(of member: ViewMemberDecl) -> String {
        guard member.isFunction else { return member.name.name }
        return member.name.name + "(" + member.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// The scope a member's views see: the view's names and its parameters, never the locals
    /// around the place it is used (Swift's scoping).
    func memberParameterScope(_ member: ViewMemberDecl) -> LocalScope? {
        var scope: LocalScope?
        for parameter in member.parameters {
            let type = parameter.type.flatMap { symbols.resolve($0.reference) }
            scope = LocalScope(name: parameter.name.name, kind: .viewBuilderParameter, type: type, parent: scope, functionType: parameter.isAction ? parameter.type?.reference : nil)
        }
        return scope
    }

    /// TRL184 and TRL185 for the view's members; their parameters' types.
    mutating func checkMemberDeclarations() {
        // Only functions and computed views can take a name already taken; most views have none.
        guard !view.decl.functions.isEmpty || !view.decl.viewMembers.isEmpty else { return }
        var taken: [String: String] = [:]
        for property in view.decl.properties where taken[property.name.name] == nil {
            taken[property.name.name] = "a `\(property.kind.rawValue)`"
        }
        for slot in view.decl.slots where taken[slot.name.name] == nil { taken[slot.name.name] = "a `slot`" }
        var functionLabels: [String: [[String?]]] = [:]
        for function in view.decl.functions where !function.isGetter {
            let name = function.name.name
            let labels = function.signature.parameters.map(\.label)
            if let overloads = functionLabels[name], !overloads.contains(labels) {
                // Swift's overloads by labels, `save()` beside `save(value:)`: a call picks by its labels.
                functionLabels[name, default: []].append(labels)
                continue
            }
            functionLabels[name, default: []].append(labels)
            if let other = taken[name] {
                diagnostics.emit(Catalog.viewMemberNameTaken(name, by: other), at: function.name.location)
            } else {
                taken[name] = "a `function`"
            }
        }
        for member in view.decl.viewMembers {
            let name = member.name.name
            if let other = taken[name] {
                diagnostics.emit(Catalog.viewMemberNameTaken(name, by: other), at: member.name.location)
            } else if Self.languageElementNames.contains(name) {
                // A modifier's name is free: a use whose attributes fit the member places it, and others are the modifier.
                diagnostics.emit(Catalog.viewMemberNamesModifier(name), at: member.name.location)
            }
            if taken[name] == nil { taken[name] = member.isFunction ? "a `function`" : "a computed view" }
            for parameter in member.parameters {
                if let type = parameter.type { _ = symbols.check(type, suggester: suggester, diagnostics: &diagnostics) }
            }
        }
    }

    /// Checks a use's arguments against the member's parameters, and returns the member's views
    /// with the context they are checked in: the use's place, with the parameters as locals.
    /// `nil` when there is nothing to place (a use that would place the member inside itself).
    /// `depth`: the walk's stack size, where the member's views go.
    mutating func place(_ use: MemberViewUse, _ context: BodyContext, depth: Int) -> ([ViewNode], BodyContext)? {
        traced(.member, at: use.location)
        let name = use.name.name
        guard let member = view.decl.viewMembers.first(where: { $0.name.name == name }) else {
            let names = view.decl.viewMembers.map(\.name.name)
            diagnostics.emit(Catalog.unknownViewMember(name, suggestion: Suggestions.closest(to: name, among: names)), at: use.location)
            return nil
        }
        let callee = Self.displayName(of: member)
        for parameter in member.parameters {
            guard let argument = use.argument(for: parameter, among: member.parameters) else {
                diagnostics.emit(Catalog.memberArgumentMissing(parameter.name.name, of: callee), at: use.location)
                continue
            }
            if let passed = passFunctionArgument(argument, to: parameter, of: callee, locals: context.locals) {
                resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = passed.value
                continue
            }
            let reading = reading(of: parameter, generics: [])
            let read = read(argument, as: reading)
            let passed = checkArgument(read, reading: reading, parameter: parameter.name.name, of: callee, declared: nil, locals: context.locals)
            resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = passed.value
        }
        // Named after a parameter, or after its label: every other attribute names none.
        let takenArguments = Set(member.parameters.compactMap { use.argument(for: $0, among: member.parameters)?.label.location })
        for argument in use.arguments where !takenArguments.contains(argument.label.location) {
            let suggestion = Suggestions.closest(to: argument.label.name, among: member.parameters.map(\.name.name))
            diagnostics.emit(Catalog.memberArgumentUnknown(argument.label.name, of: callee, suggestion: suggestion), at: argument.label.location)
            resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = readLeniently(argument).value
        }
        // A member from which no chain of placements leads back to itself cannot be on the
        // chain placing it: only the others are looked for there.
        if membersWithoutCycles == nil { membersWithoutCycles = ViewMemberPlacements.membersWithoutCycles(view.decl.viewMembers) }
        let chainMatters = !membersWithoutCycles!.contains(name)
        if chainMatters, let chain = context.expandingMembers?.names, let start = chain.firstIndex(of: name) {
            diagnostics.emit(Catalog.viewMemberRecursive(name, through: Array(chain[start...]) + [name]), at: use.location)
            return nil
        }
        placedMembers.insert(name)
        var inner = context
        inner.expandingMembers = MemberChain(name: name, parent: context.expandingMembers)
        // The same member in the same place finds the same: checked once. The chain of members
        // placing it matters only when a member on the way down could place itself again.
        let placement = MemberPlacement(member: name, context: inner, chainMatters: chainMatters)
        let summaryKey = chainMatters ? nil : MemberSummaryKey(member: name, context: inner)
        if let summaryKey { recordPlacement(of: name, key: summaryKey, at: inner, in: context) }
        guard checkedPlacements.insert(placement).inserted else { return nil }
        if replaysMemberPlaces, let summaryKey, let summary = memberSummaries[summaryKey], summary.isComplete, summary.isReplayable {
            replay(summary, in: PlaceChains(inner))
            return nil
        }
        inner.locals = memberParameterScope(member)
        openMemberRecording(of: name, key: summaryKey, at: inner, depth: depth)
        return (member.body, inner)
    }
}

/// Which computed views and view-building functions place one another.
public enum ViewMemberPlacements {
    /// The members from which no chain of placements leads back to a member on that chain: their
    /// check never reaches TRL183, so it is the same whichever members placed them.
    public static func membersWithoutCycles(_ members: [ViewMemberDecl]) -> Set<String> {
        var placed: [String: [String]] = [:]
        for member in members where placed[member.name.name] == nil {
            placed[member.name.name] = memberNames(placedIn: member.body)
        }
        enum Mark { case visiting, withoutCycle, inCycle }
        var marks: [String: Mark] = [:]
        // Iterative depth-first search: members may nest hundreds of levels.
        for start in placed.keys.sorted() where marks[start] == nil {
            var stack: [(member: String, next: Int)] = [(start, 0)]
            marks[start] = .visiting
            while let (member, next) = stack.last {
                let targets = placed[member]!
                guard next < targets.count else {
                    stack.removeLast()
                    if marks[member] == .visiting { marks[member] = .withoutCycle }
                    if marks[member] == .inCycle, let parent = stack.last { marks[parent.member] = .inCycle }
                    continue
                }
                stack[stack.count - 1].next += 1
                let target = targets[next]
                // A name that is no member is TRL180, and places nothing.
                guard placed[target] != nil else { continue }
                switch marks[target] {
                case nil:
                    marks[target] = .visiting
                    stack.append((target, 0))
                case .visiting, .inCycle:
                    marks[member] = .inCycle
                case .withoutCycle:
                    break
                }
            }
        }
        return Set(marks.compactMap { $0.value == .withoutCycle ? $0.key : nil })
    }

    /// The members placed anywhere in `nodes`: in children, branches, rows and modifiers' views.
    static func memberNames(placedIn nodes: [ViewNode]) -> [String] {
        var names: [String] = []
        var pending = nodes
        func addModifiers(_ modifiers: [Modifier]) {
            for modifier in modifiers {
                if case .call(let call) = modifier.kind { pending += call.allContent }
            }
        }
        while let node = pending.popLast() {
            switch node {
            case .element(let element):
                pending += element.children
                if let call = element.call {
                    for case .slot(_, let content, _?) in call.entries { pending += content }
                }
                addModifiers(element.modifiers)
            case .conditional(let conditional): pending += conditional.thenBody + (conditional.elseBody ?? [])
            case .forEach(let forEach):
                pending += forEach.body
                addModifiers(forEach.modifiers)
            case .switchNode(let node): pending += node.cases.flatMap(\.body)
            case .localConstant(let constant): pending += constant.body
            case .slot: break
            case .member(let use): names.append(use.name.name)
            }
        }
        return names
    }
}

/// A member and everything about the place it is checked in that its check can read.
struct MemberPlacement: Hashable {
    let member: String
    /// Only when the member can reach TRL183: the members placing it, outermost first.
    let expandingMembers: [String]
    let isConditional: Bool
    let isNavigationDestination: Bool
    let isPresentedContent: Bool
    let forEach: SourceLocation?
    let environment: ChainIdentity
    let navigationStack: ChainIdentity
    let environmentIgnoringNavigation: ChainIdentity
    let pickerSelection: SourceLocation?
    let pickerSelectionType: ResolvedType?
    let lazyContainer: SourceLocation?
    let listSelection: ResolvedType?
    let slotSegments: [SlotSegment]

    init(member: String, context: BodyContext, chainMatters: Bool) {
        self.member = member
        expandingMembers = chainMatters ? context.expandingMembers?.names ?? [] : []
        isConditional = context.isConditional
        isNavigationDestination = context.isNavigationDestination
        isPresentedContent = context.isPresentedContent
        forEach = context.forEach?.location
        environment = ChainIdentity(context.environment)
        navigationStack = ChainIdentity(context.navigationStack)
        environmentIgnoringNavigation = ChainIdentity(context.environmentIgnoringNavigation)
        pickerSelection = context.pickerSelection?.location
        pickerSelectionType = context.pickerSelection?.type
        lazyContainer = context.lazyContainer?.location
        listSelection = context.listSelection
        slotSegments = context.slotSegments
    }

    /// Hashes the slots' calls by where they are: a segment's place may hold a whole `ForEach`.
    func hash(into hasher: inout Hasher) {
        hasher.combine(member)
        hasher.combine(expandingMembers)
        hasher.combine(isConditional)
        hasher.combine(isNavigationDestination)
        hasher.combine(isPresentedContent)
        hasher.combine(forEach)
        hasher.combine(environment)
        hasher.combine(navigationStack)
        hasher.combine(environmentIgnoringNavigation)
        hasher.combine(pickerSelection)
        hasher.combine(lazyContainer)
        hasher.combine(slotSegments.count)
        for segment in slotSegments {
            hasher.combine(segment.callLocation)
            hasher.combine(segment.slot)
        }
    }

    /// An injection chain by its base and its injections: two paths that reach the same
    /// injections (those no nearer one hides) are one place, whatever nodes they built.
    struct ChainIdentity: Hashable {
        let base: EnvironmentBase
        let top: InjectionNode?

        init(_ chain: InjectionChain) {
            base = chain.base
            top = chain.top
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            guard lhs.base == rhs.base else { return false }
            var left = lhs.top
            var right = rhs.top
            while let l = left, let r = right {
                if l === r { return true }
                guard l.id == r.id else { return false }
                left = l.parent
                right = r.parent
            }
            return left == nil && right == nil
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(base)
            var node = top
            while let current = node {
                hasher.combine(current.id)
                node = current.parent
            }
        }
    }
}

extension ExpressionChecker {
    /// How messages name a function: `save(to:)`, `reload()`.
    static func displayName(_ name: String, labels: [String?]) -> String {
        name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// A call of one of the view's helper functions: its labels in order (TRL188), each value
    /// against its parameter's type (TRL112), and its effects (TRL154–TRL157).
    mutating func checkFunctionCall(_ function: ViewFunctionDecl, arguments: [CallArgument], types: [ResolvedType?], callee: Expr, locals: LocalScope?) {
        let signature = function.signature
        let expected = signature.parameters.map(\.label)
        let given = arguments.map(\.label)
        let name = Self.displayName(function.name.name, labels: expected)
        // Arguments in the parameters' order, where a parameter with a `default` may be left out, as in Swift.
        if let filled = Self.match(arguments, to: signature) {
            for ((argument, type), index) in zip(zip(arguments, types), filled) {
                let parameter = signature.parameters[index]
                let label = parameter.label.map { "argument `\($0)`" } ?? "the argument"
                let value = checkInoutMarker(argument.value, inferred: type, isInout: parameter.isInout)
                checkArgument(value, inferred: type, declared: parameter.type.reference, in: "\(label) of `\(name)`", locals: locals)
            }
        } else {
            diagnostics.emit(Catalog.functionArgumentLabels(function.name.name, expected: name, given: Self.displayName(function.name.name, labels: given)), at: callee.location)
        }
        checkEffects(of: signature, call: callee, at: callee.location)
    }
}

extension BodyChecker {
    /// Each helper function's code, where it runs: its parameters as locals, its effects, and its
    /// result (TRL187 for a path that ends without a value).
    mutating func checkFunctions() {
        for var function in view.decl.functions {
            // A state's `willSet` or `didSet` is given the state's value, of the type it has (or was inferred to have).
            if let property = function.observedProperty, !function.parameters.isEmpty,
               let state = view.decl.properties.first(where: { $0.name.name == property }) {
                function.parameters[0].type = state.type
            }
            let scope = LocalScope.parameters(of: function, symbols: symbols, suggester: suggester, diagnostics: &diagnostics)
            let result = function.returnType.flatMap { symbols.check($0, suggester: suggester, diagnostics: &diagnostics) }
            let name = function.name.name
            let described = function.isGetter ? "computed `\(name)`" : function.observedProperty.map { "`\(name)` of `\($0)`" } ?? "function `\(name)`"
            var effects = EffectContext(isAsync: function.isAsync, canThrow: function.isThrowing, returnsValue: function.returnType != nil, described: described)
            effects.functionName = name
            effects.isGetter = function.isGetter
            effects.functionResult = result
            let leaves = expressions.checkFunctionBody(function.body, effects: effects, locals: scope)
            if function.returnType != nil, !leaves, !function.hasUnparsedCode {
                diagnostics.emit(Catalog.functionMustReturn(name, type: result?.description ?? function.returnType!.reference.description, isGetter: function.isGetter), at: function.location)
            }
        }
    }
}

extension ExpressionChecker {
    /// A helper function's statements in its own context; whether every path leaves it.
    mutating func checkFunctionBody(_ statements: [Statement], effects context: EffectContext, locals: LocalScope?) -> Bool {
        let saved = (effects, awaitCover, tryCover, currentStatement)
        effects = context
        awaitCover = 0
        tryCover = 0
        defer { (effects, awaitCover, tryCover, currentStatement) = saved }
        return checkBlock(statements, locals: locals)
    }
}

extension BodyChecker {
    /// The view's own `init`: its parameters are locals; each assignment that gives a stored
    /// declaration its value is checked against the declaration's type, the rest as a function's
    /// code is. A declaration it never gives a value is TRL018, as Swift rejects it.
    mutating func checkInitializers() {
        guard !view.decl.initializers.isEmpty else { return }
        if let slot = view.decl.slots.first {
            // Not checked further: call sites place the view through its generated `init`.
            diagnostics.emit(Catalog.viewInitWithSlots, at: slot.location)
            return
        }
        var declared: [String: SourceLocation] = [:]
        for initializer in view.decl.initializers {
            // Two `init`s with the same labels and types are one declared twice, as Swift says.
            let key = initializer.parameters.map { "\(ViewSignature.callSiteName(of: $0).name): \($0.type?.reference.description ?? "_")" }.joined(separator: ", ")
            if let first = declared[key] {
                diagnostics.emit(Catalog.duplicateDeclaration(ViewSignature.describe(initializer)), at: initializer.location, notes: [Note("`init` declared here first", at: first)])
            } else {
                declared[key] = initializer.location
            }
            checkInitializer(initializer)
        }
    }

    private mutating func checkInitializer(_ initializer: ViewFunctionDecl) {
        let viewName = view.decl.name.name
        var scope: LocalScope?
        for parameter in initializer.parameters {
            let type = parameter.type.flatMap { symbols.check($0, suggester: suggester, diagnostics: &diagnostics) }
            scope = LocalScope(name: parameter.name.name, kind: .viewBuilderParameter, type: type, parent: scope, functionType: parameter.isAction ? parameter.type?.reference : nil)
        }
        let parameterNames = Set(initializer.parameters.map(\.name.name))
        var given: Set<String> = []
        var reports: [(DiagnosticMessage, SourceLocation)] = []
        var described: [SourceLocation: String] = [:]
        let decl = view.decl
        let checked = ViewInitializerAssignment.rewriting(initializer.body) { statement in
            guard let match = ViewInitializerAssignment.match(statement, in: decl, parameters: parameterNames) else { return nil }
            switch match {
            case .gives(let property, let value):
                given.insert(property.name.name)
                var type: TypeSyntax? = property.type
                if property.kind == .binding {
                    type = TypeSyntax(.named("Binding", genericArguments: [property.type.reference]), at: property.type.location)
                } else if property.kind == .focusBinding {
                    type = nil
                } else if property.kind == .query {
                    // The query of `[Item]` (or `Item`) is a `Query<Item>`; another type is TRL233's.
                    if let element = property.queryElement {
                        type = TypeSyntax(.named("Query", genericArguments: [element]), at: property.type.location)
                    } else {
                        type = nil
                    }
                }
                // Checked as `let _: Type = value`, named in messages by the declaration.
                let target = Identifier("_", at: statement.location)
                described[statement.location] = "the value of `\(property.name.name)`"
                return Statement(.declaration(isConstant: true, name: target, type: type, value: value), at: statement.location, end: statement.end)
            case .misspelled(let property, let expected):
                reports.append((Catalog.viewInitAssignmentForm(property.kind.rawValue, property.name.name, expected: expected), statement.location))
                guard case .assignment(_, _, let value) = statement.kind else { return nil }
                return Statement(.declaration(isConstant: true, name: Identifier("_", at: statement.location), type: nil, value: value), at: statement.location, end: statement.end)
            }
        }
        for (message, location) in reports { diagnostics.emit(message, at: location) }
        expressions.describedValues.merge(described) { first, _ in first }
        let effects = EffectContext(isAsync: false, canThrow: false, returnsValue: false, described: "`init` of `\(viewName)`")
        _ = expressions.checkFunctionBody(checked, effects: effects, locals: scope)
        // Code that did not parse is reported already; what it would have assigned is not known.
        for property in view.uniqueProperties where !initializer.hasUnparsedCode && ViewInitializerAssignment.needsValue(property) && !given.contains(property.name.name) {
            diagnostics.emit(
                Catalog.viewInitLeavesUnset(property.name.name, of: viewName), at: initializer.location,
                notes: [Note("`\(property.kind.rawValue)` `\(property.name.name)` declared here", at: property.location)]
            )
        }
        checkInitializerOwnership(initializer, parameters: parameterNames)
    }

    /// What the `init` gives its objects, as the declarations' rules judge an `initial`: an
    /// `observedObject` given a new object is TRL201; a `stateObject` given a parameter keeps an
    /// object the caller owns (TRL218).
    private mutating func checkInitializerOwnership(_ initializer: ViewFunctionDecl, parameters: Set<String>) {
        let decl = view.decl
        var found: [(PropertyDecl, Expr)] = []
        _ = ViewInitializerAssignment.rewriting(initializer.body) { statement in
            if case .gives(let property, let value)? = ViewInitializerAssignment.match(statement, in: decl, parameters: parameters) {
                found.append((property, value))
            }
            return nil
        }
        for (property, value) in found {
            switch property.kind {
            case .observedObject where Self.createsObject(value) && !property.allows("TRL201"):
                let rendered = ExpressionText.render(value)
                diagnostics.emit(
                    Catalog.observedObjectCreatesObject(property.name.name), at: value.location,
                    highlights: [SourceRange(value.location, length: rendered.unicodeScalars.count)],
                    notes: [Note("the object is created here, each time the parent re-creates this view", at: value.location)]
                )
            case .stateObject:
                if case .identifier(let name) = value.kind, parameters.contains(name), !property.allows("TRL218") {
                    diagnostics.emit(Catalog.stateObjectDoesNotCreate(property.name.name, source: name), at: value.location)
                }
            default:
                break
            }
        }
    }

    /// `Model()` or `Model(store: store)`: a call of a type's initializer.
    private static func createsObject(_ value: Expr) -> Bool {
        guard case .call(let callee, _) = value.kind, case .identifier(let name) = callee.kind else { return false }
        return name.startsUppercase
    }
}

extension LocalScope {
    /// A function's parameters as its body's first locals, each of its written type; an
    /// unlabeled parameter named `_` names nothing.
    static func parameters(of function: ViewFunctionDecl, symbols: SymbolTable, suggester: NameSuggester, diagnostics: inout DiagnosticCollector) -> LocalScope? {
        var scope: LocalScope?
        for parameter in function.parameters {
            let type = parameter.type.flatMap { symbols.check($0, suggester: suggester, diagnostics: &diagnostics) }
            if parameter.label == nil, parameter.name.name == "_" { continue }
            // An `inout` parameter is the caller's place: the function may change it.
            let kind: LocalScope.Kind = parameter.isInout ? .variable : .viewBuilderParameter
            scope = LocalScope(name: parameter.name.name, kind: kind, type: type, parent: scope, functionType: parameter.isAction ? parameter.type?.reference : nil)
        }
        return scope
    }
}

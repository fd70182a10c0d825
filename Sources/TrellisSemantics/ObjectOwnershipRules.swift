import TrellisDiagnostics
import TrellisSyntax

/// Where objects come from and what rows hold: a construction passed to an `observedObject`
/// input (TRL217), a `stateObject` that does not create its object (TRL218), rows keyed by
/// position (TRL219, TRL220), an object pinned by a child's `stateObject` (TRL221), and the
/// checks on `allow` (TRL228).
enum ObjectOwnershipRules {

    // MARK: Constructions

    /// The model `expr` creates, if it is a construction: `T()`, `T(x: 1)`, `T.init()`, or
    /// `.init()` where `T` is expected, in parentheses or not. A ternary creates one when either
    /// branch does, `a ?? b` when `b` does: each creates a new object whenever that branch runs.
    ///
    /// With the `caller` known, a construction is also followed through it: a `computed`
    /// property whose value constructs (read by name, it constructs each time), and a view
    /// function whose `return` constructs, or returns a parameter given a construction.
    static func constructedModel(_ expr: Expr, expected: ResolvedType?, symbols: SymbolTable, caller: ViewDecl? = nil) -> String? {
        constructionSource(expr, expected: expected, symbols: symbols, caller: caller)?.model
    }

    /// The model `expr` creates and, when it creates it through a member of `caller`, that member.
    static func constructionSource(_ expr: Expr, expected: ResolvedType?, symbols: SymbolTable, caller: ViewDecl?) -> (model: String, through: (name: String, location: SourceLocation)?)? {
        var pending: [(Expr, through: (name: String, location: SourceLocation)?)] = [(expr, nil)]
        var visited = 0
        var followed: Set<String> = []
        while let (current, through) = pending.popLast(), visited < ExpressionText.depthLimit {
            visited += 1
            switch current.kind {
            case .parenthesized(let inner):
                pending.append((inner, through))
            case .ternary(_, let then, let otherwise):
                pending.append((otherwise, through))
                pending.append((then, through))
            case .infix("??", _, let fallback):
                pending.append((fallback, through))
            case .identifier(let name):
                guard let caller, followed.insert(name).inserted,
                      let computed = caller.properties.first(where: { $0.name.name == name && $0.kind == .computed }), let value = computed.initial else { break }
                pending.append((value, through ?? (name, computed.location)))
            case .call(let callee, let arguments):
                if let model = constructedType(callee, expected: expected, symbols: symbols) { return (model, through) }
                guard let caller, case .identifier(let name) = callee.kind, followed.insert(name).inserted,
                      let function = caller.functions.first(where: { $0.name.name == name && $0.returnType != nil }) else { break }
                for returned in returnedValues(function.body) {
                    // `return model` of a parameter returns what the call passes to it.
                    if case .identifier(let parameter) = returned.kind, let index = function.parameters.firstIndex(where: { $0.name.name == parameter }),
                       index < arguments.count {
                        pending.append((arguments[index].value, through ?? (name, function.location)))
                    } else {
                        pending.append((returned, through ?? (name, function.location)))
                    }
                }
            default:
                break
            }
        }
        return nil
    }

    /// The values a function's `return` statements give, in its blocks too (not in closures);
    /// a body of one expression returns it.
    private static func returnedValues(_ body: [Statement]) -> [Expr] {
        if body.count == 1, case .expression(let expr) = body[0].kind { return [expr] }
        var values: [Expr] = []
        var pending = body
        while let statement = pending.popLast() {
            switch statement.kind {
            case .return(let value?): values.append(value)
            case .if(let clauses, let otherwise): pending += clauses.flatMap(\.body) + (otherwise ?? [])
            case .guard(_, let otherwise): pending += otherwise
            case .switch(_, let cases): pending += cases.flatMap(\.body)
            case .doCatch(let body, let catches): pending += body + catches.flatMap(\.body)
            default: break
            }
        }
        return values
    }

    /// The model a callee constructs: `T`, `T.init` or `.init` (of the expected model).
    private static func constructedType(_ callee: Expr, expected: ResolvedType?, symbols: SymbolTable) -> String? {
        switch callee.kind {
        case .identifier(let name) where symbols.models[name] != nil:
            return name
        case .member(let base, "init", _):
            if case .identifier(let name) = base.kind, symbols.models[name] != nil { return name }
            return nil
        case .implicitMember("init"):
            if case .model(let name, _)? = expected?.unwrappingOptional { return name }
            return nil
        case .parenthesized(let inner):
            return constructedType(inner, expected: expected, symbols: symbols)
        default:
            return nil
        }
    }

    /// The arguments of the construction when `expr` is exactly one call, in parentheses or not.
    private static func soleConstruction(_ expr: Expr) -> [CallArgument]? {
        var current = expr
        while case .parenthesized(let inner) = current.kind { current = inner }
        if case .call(_, let arguments) = current.kind { return arguments }
        return nil
    }

    // MARK: TRL217

    /// A value a call site passes to an `observedObject` input.
    struct ObservedObjectArgument {
        let argument: Argument
        let value: Expr
        let input: PropertyDecl
        let child: ViewSignature
        let isInForEach: Bool
    }

    /// Call sites that build the object they pass to an `observedObject` input: the child only
    /// observes it, so every update of the caller builds a new one. The fix-it moves the
    /// construction into a `stateObject` of the caller when that is the one obvious fix: the
    /// construction is a single call whose arguments are literals, the call site is not repeated
    /// per row, the caller has declarations to insert before and no member of that name, and no
    /// other call site of the caller would want a `stateObject` of the same name.
    static func checkObservedObjectArguments(_ arguments: [ObservedObjectArgument], caller: ViewSignature, symbols: SymbolTable, diagnostics: inout DiagnosticCollector) {
        let constructions = arguments.compactMap { passed in
            constructionSource(passed.value, expected: passed.child.propertyTypes[passed.input.name.name], symbols: symbols, caller: caller.decl).map { (passed, $0) }
        }
        var perLabel: [String: Int] = [:]
        for (passed, _) in constructions { perLabel[passed.input.name.name, default: 0] += 1 }
        for (passed, source) in constructions {
            report(passed, model: source.model, through: source.through, caller: caller, isSoleOfItsName: perLabel[passed.input.name.name] == 1, diagnostics: &diagnostics)
        }
    }

    private static func report(
        _ passed: ObservedObjectArgument, model: String, through: (name: String, location: SourceLocation)?, caller: ViewSignature, isSoleOfItsName: Bool,
        diagnostics: inout DiagnosticCollector
    ) {
        let argument = passed.argument
        let value = passed.value
        let label = passed.input.name.name
        let childName = passed.child.decl.name.name
        let callerName = caller.decl.name.name
        let wrapper = passed.input.kind.rawValue
        var notes = [Note("`\(childName)` declares `\(label)` as an `\(wrapper)` here: it observes an object its caller owns", at: passed.input.location)]
        if let through { notes.append(Note("`\(through.name)` makes a new `\(model)` each time it is evaluated", at: through.location)) }
        var fixIts: [FixIt] = []
        if through == nil, isSoleOfItsName, !passed.isInForEach, let arguments = soleConstruction(value), arguments.allSatisfy({ ExpressionText.isLiteral($0.value) }),
           let first = caller.decl.properties.first, caller.properties[label] == nil, let valueEnd = argument.valueEnd {
            let construction = Expr(.call(callee: Expr(.identifier(model), at: value.location), arguments: arguments), at: value.location)
            let indentation = String(repeating: " ", count: max(first.location.column - 1, 0))
            // An `@Observable` model is owned by a `state`, an `ObservableObject` by a `stateObject`.
            let owner = passed.input.kind == .bindable ? "state" : "stateObject"
            let declaration = "<\(owner) name=\"\(label)\" type=\"\(model)\" initial=\"\(xmlEscaped(ExpressionText.render(construction)))\"/>\n\(indentation)"
            fixIts.append(FixIt(
                "own the `\(model)` in a `\(owner)` `\(label)` of `\(callerName)` and pass it",
                edits: [
                    TextEdit(range: SourceRange(start: first.location, end: first.location), replacement: declaration),
                    TextEdit(range: SourceRange(start: argument.valueLocation, end: valueEnd), replacement: "{\(label)}"),
                ]
            ))
        } else {
            let ownerKind = passed.input.kind == .bindable ? "state" : "stateObject"
            let owner = passed.isInForEach ? "a `\(ownerKind)` of the row view, or of a view that outlives the rows" : "a `\(ownerKind)` of `\(callerName)`"
            notes.append(Note("create the `\(model)` once, in \(owner), and pass that", at: nil))
        }
        diagnostics.emit(
            Catalog.callSiteCreatesObservedObject(label, of: childName, type: model, caller: callerName, wrapper: wrapper),
            at: argument.valueLocation, notes: notes, fixIts: fixIts
        )
    }

    private static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    // MARK: TRL218

    /// A `stateObject` whose initial value names an object that already exists (a singleton,
    /// a property of another object, an input) does not own it.
    static func checkStateObjectCreates(_ property: PropertyDecl, diagnostics: inout DiagnosticCollector) {
        guard property.kind == .stateObject, let initial = property.initial, ExpressionText.isReferenceChain(initial),
              !property.allows("TRL218") else { return }
        let source = ExpressionText.render(initial)
        diagnostics.emit(
            Catalog.stateObjectDoesNotCreate(property.name.name, source: source), at: property.location,
            highlights: [SourceRange(initial.location, length: source.count)]
        )
    }

    /// `model`, `(model)`: a name the caller holds itself, rather than a member of something.
    static func isPlainName(_ expr: Expr) -> Bool {
        var current = expr
        while case .parenthesized(let inner) = current.kind { current = inner }
        if case .identifier = current.kind { return true }
        return false
    }

    // MARK: TRL221

    /// A child's `stateObject` given a member of an object (`viewModel.detailModel`): the child
    /// keeps the first object it is given for as long as it keeps its identity.
    static func checkPinnedObject(_ argument: Argument, value: Expr, input: PropertyDecl, of child: String, diagnostics: inout DiagnosticCollector) {
        guard !input.allows("TRL221") else { return }
        var unwrapped = value
        while case .parenthesized(let inner) = unwrapped.kind { unwrapped = inner }
        let source = ExpressionText.render(unwrapped)
        diagnostics.emit(
            Catalog.stateObjectPinsObject(input.name.name, of: child, source: source), at: argument.valueLocation,
            notes: [
                Note("`\(child)` owns `\(input.name.name)` as a `stateObject` here; make it an `observedObject` to follow the caller's object, or write `allow=\"TRL221\" reason=\"...\"` if keeping the first object is intended", at: input.location),
            ]
        )
    }

    // MARK: Rows keyed by position

    /// Why `forEach` keys its rows by position, or `nil` when it keys them by element.
    /// `x.indices` and `a..<b` give positions, as does `enumerated()` keyed by `\.offset`.
    /// A range between two literals is constant data, whose positions never move.
    static func positionKey(of forEach: ForEachNode) -> String? {
        var items = forEach.items
        while case .parenthesized(let inner) = items.kind { items = inner }
        let keyPath: [String]? = forEach.id.flatMap { id in
            if case .keyPath(nil, let components) = id.kind { return components }
            return nil
        }
        switch items.kind {
        case .member(_, "indices", _) where keyPath == nil || keyPath == ["self"]:
            return "`\(ExpressionText.render(forEach.items))` with `\\.self`"
        case .infix(let op, let lower, let upper) where op == "..<" || op == "...":
            guard keyPath == nil || keyPath == ["self"] else { return nil }
            if ExpressionText.isLiteral(lower), ExpressionText.isLiteral(upper) { return nil }
            return "`\(ExpressionText.render(forEach.items))`"
        default:
            if keyPath?.first == "offset", isEnumerated(items) {
                return "`enumerated()` with `\\.offset`"
            }
            return nil
        }
    }

    /// `x.enumerated()`, or `Array(x.enumerated())`.
    private static func isEnumerated(_ expr: Expr) -> Bool {
        guard case .call(let callee, let arguments) = expr.kind else { return false }
        if case .member(_, "enumerated", _) = callee.kind { return true }
        if case .identifier("Array") = callee.kind, arguments.count == 1 { return isEnumerated(arguments[0].value) }
        return false
    }

    /// `$songs[index]`, `$store.songs[pair.offset].title`: a binding through a subscript that
    /// reads the row's item, which is a position here.
    static func capturedIndex(in expr: Expr, item: String) -> String? {
        var current = expr
        var index: String?
        for _ in 0..<ExpressionText.depthLimit {
            switch current.kind {
            case .projection:
                return index
            case .subscript(let base, let arguments):
                if index == nil, arguments.contains(where: { argument in
                    ProgramRules.identifierReads(in: argument.value).contains { $0.name == item }
                }) {
                    index = arguments.map { ExpressionText.render($0.value) }.joined(separator: ", ")
                }
                current = base
            case .member(let base, _, _), .parenthesized(let base), .optionalChain(let base), .forceUnwrap(let base):
                current = base
            default:
                return nil
            }
        }
        return nil
    }

    /// A `ForEach` that keys its rows by position, and a row it makes.
    struct RowSite: Hashable {
        let forEach: SourceLocation
        let parent: String
        let row: String
        let reason: String
    }

    /// For TRL219: each view that is part of a row keyed by position, with those rows: the row
    /// and everything it shows, except navigation destinations, which are hosted by their stack.
    /// It reads the graph alone.
    static func rowSitesKeyedByPosition(graph: InstantiationGraph) -> [String: Set<RowSite>] {
        var sitesByView: [String: Set<RowSite>] = [:]
        for edge in graph.instantiations where !edge.isNavigationDestination {
            guard let forEach = edge.forEach, let reason = positionKey(of: forEach) else { continue }
            let site = RowSite(forEach: forEach.location, parent: edge.parent, row: edge.child, reason: reason)
            var reached: Set<String> = [edge.child]
            var queue = [edge.child]
            while let view = queue.popLast() {
                sitesByView[view, default: []].insert(site)
                for child in graph.children(of: view) where !child.isNavigationDestination && reached.insert(child.child).inserted {
                    queue.append(child.child)
                }
            }
        }
        return sitesByView
    }

    /// TRL219 and TRL220 for one view: its state in rows keyed by position (`sites`), and the
    /// bindings to it that its call sites in such rows capture by index.
    static func reportRowsKeyedByPosition(of view: String, sites: Set<RowSite>?, graph: InstantiationGraph, signatures: [String: ViewSignature], diagnostics: inout DiagnosticCollector) {
        for edge in graph.callSites(of: view) where !edge.isNavigationDestination {
            guard let forEach = edge.forEach, positionKey(of: forEach) != nil else { continue }
            reportBindingsCapturedByIndex(edge, forEach: forEach, signatures: signatures, diagnostics: &diagnostics)
        }
        guard let sites, let signature = signatures[view] else { return }
        let sorted = sites.sorted { ($0.forEach, $0.row) < ($1.forEach, $1.row) }
        for property in signature.uniqueProperties where property.kind == .state || property.kind == .stateObject {
            guard !property.allows("TRL219") else { continue }
            diagnostics.emit(
                Catalog.rowStateFollowsPosition(property.kind.rawValue, property.name.name, of: view), at: property.location,
                highlights: [SourceRange(property.name.location, length: property.name.name.count)],
                notes: sorted.map { site in
                    let through = site.row == view ? "" : "; `\(view)` is part of its row `\(site.row)`"
                    return Note("this `ForEach` in `\(site.parent)` keys its rows by position (\(site.reason))\(through); key them by the element's stable id", at: site.forEach)
                }
            )
        }
    }

    private static func reportBindingsCapturedByIndex(_ edge: Instantiation, forEach: ForEachNode, signatures: [String: ViewSignature], diagnostics: inout DiagnosticCollector) {
        guard let child = signatures[edge.child] else { return }
        for argument in edge.callSite.arguments {
            guard case .expression(let value) = argument.value, let input = child.input(argument.label.name),
                  input.kind == .binding, !input.allows("TRL220"),
                  let index = capturedIndex(in: value, item: forEach.itemName.name) else { continue }
            diagnostics.emit(
                Catalog.bindingCapturedByIndex(argument.label.name, of: edge.child, index: index), at: argument.valueLocation,
                notes: [
                    Note("this `ForEach` in `\(edge.parent)` keys its rows by position (\(positionKey(of: forEach) ?? "")); iterate the elements by a stable id and bind to the element", at: forEach.location),
                    Note("binding `\(input.name.name)` of `\(edge.child)` declared here", at: input.location),
                ]
            )
        }
    }

    // MARK: TRL228

    /// Every `allow` names warnings, and says why.
    static func checkAllowances(of signature: ViewSignature, diagnostics: inout DiagnosticCollector) {
        for property in signature.decl.properties {
            if let allowance = property.allowance { check(allowance, diagnostics: &diagnostics) }
        }
    }

    static func checkAllowances(of injections: [EnvironmentInjection], diagnostics: inout DiagnosticCollector) {
        for injection in injections {
            if let allowance = injection.allowance { check(allowance, diagnostics: &diagnostics) }
        }
    }

    static func check(_ allowance: Allowance, diagnostics: inout DiagnosticCollector) {
        if allowance.codes.isEmpty {
            let detail = allowance.isAllowWritten
                ? "`allow` needs at least one warning code, such as `TRL204`"
                : "`reason` needs an `allow` naming the warnings it accepts"
            diagnostics.emit(Catalog.invalidAllowance(detail), at: allowance.location)
            return
        }
        if (allowance.reason ?? "").isEmpty {
            diagnostics.emit(Catalog.invalidAllowance("`allow` needs a `reason` saying why the warning does not apply here"), at: allowance.location)
        }
        for code in allowance.codes where !Catalog.allowableWarnings.contains(code.name) {
            let detail = Explanations.explanation(for: code.name) != nil && code.name == code.name.uppercased()
                ? "`\(code.name)` is an error; only warnings can be allowed"
                : "`\(code.name)` is not the code of a Trellis warning"
            diagnostics.emit(Catalog.invalidAllowance(detail), at: code.location, highlights: [SourceRange(code.location, length: code.name.count)])
        }
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// Rules that need the whole program: 2, 3 and 4 (which look at every call site of a view),
/// 5 and 10 (the environment), and 9 (cycles).
struct ProgramRules {
    let symbols: SymbolTable
    let signatures: [String: ViewSignature]
    let graph: InstantiationGraph
    let environment: EnvironmentResolver
    /// Content whose meaning is unknown; no rule concludes from an absence it could overturn.
    var unresolved = UnresolvedContent()
    /// Per view, its `task(id:)` calls: a state they reload follows its input (not TRL204).
    var taskReloads: [String: [TaskReload]] = [:]

    // MARK: Rule 2

    struct PassedObject {
        let parent: String
        let location: SourceLocation
    }

    func reportStateObjectsPassedIn(_ passed: [BodyChecker.PropertyKey: [PassedObject]], diagnostics: inout DiagnosticCollector) {
        for key in passed.keys.sorted() {
            guard let property = signatures[key.view]?.properties[key.property] else { continue }
            // A call site in a computed view placed in several places is named once.
            var named: Set<SourceLocation> = []
            let callSites = passed[key]!.sorted { $0.location < $1.location }.filter { named.insert($0.location).inserted }
            // The fix is `observedObject` without `initial`: renaming alone would be TRL201, and the
            // attribute's extent is not known here, so a declaration with an initial value gets a note.
            var notes = callSites.map { Note("`\($0.parent)` passes its existing object to `\(key.property)` here", at: $0.location) }
            if let initial = property.initial {
                notes.append(Note("declare `\(key.property)` as an `observedObject` without this initial value", at: initial.location))
            }
            // An `observedObject` must be passed by every call site (TRL110 otherwise).
            let everyCallSitePasses = graph.callSites(of: key.view).allSatisfy { $0.callSite.argument(key.property) != nil }
            diagnostics.emit(
                Catalog.stateObjectPassedIn(key.property, of: key.view), at: property.location,
                notes: notes,
                fixIts: property.initial == nil && everyCallSitePasses ? [DeclarationRules.renameElement(property, to: PropertyKind.observedObject.rawValue)] : []
            )
        }
    }

    // MARK: Rule 3

    /// For `child`, made one per row by a `ForEach`: each `stateObject` it declares.
    func reportStateObjectsPerRow(of child: String, diagnostics: inout DiagnosticCollector) {
        guard let signature = signatures[child] else { return }
        let rows = graph.callSites(of: child).filter { $0.isInForEach && !$0.isNavigationDestination }
        guard !rows.isEmpty else { return }
        var forEachLocations: [SourceLocation: String] = [:]
        for edge in rows {
            if let forEach = edge.forEach { forEachLocations[forEach.location] = edge.parent }
        }
        for property in signature.uniqueProperties where property.kind == .stateObject && !property.allows("TRL203") {
            diagnostics.emit(
                Catalog.stateObjectPerRow(property.name.name, of: child), at: property.location,
                notes: forEachLocations.keys.sorted().map {
                    Note("this `ForEach` in `\(forEachLocations[$0]!)` creates one `\(child)` per row; pass one object down as an `observedObject`, keep value `state` per row, or write `allow=\"TRL203\" reason=\"...\"` if each row should own one", at: $0)
                }
            )
        }
    }

    // MARK: Rule 1

    /// An `observedObject` whose `initial` creates its object (TRL201). Its fix depends on the
    /// view's call sites: where none passes the object, the view owns it (`stateObject`); where
    /// every one passes it, the view receives it, so the `initial` goes; renaming it then would
    /// be TRL202. Where some pass it and others do not, no single fix exists.
    func reportObservedObjectsCreating(of viewName: String, diagnostics: inout DiagnosticCollector) {
        guard let signature = signatures[viewName] else { return }
        for property in signature.uniqueProperties where property.kind == .observedObject {
            // A shared instance (`AppSettings.shared`, `.shared`) is no new object: observing it is right.
            guard let initial = property.initial, !DeclarationRules.isSharedInstance(initial, isViewMember: { signature.properties[$0] != nil }) else { continue }
            let label = property.name.name
            var named: Set<SourceLocation> = []
            let callSites = graph.callSites(of: viewName).filter { named.insert($0.location).inserted }
            let passing = callSites.filter { $0.callSite.argument(label) != nil }
            let rendered = ExpressionText.render(initial)
            // Owning an object the view only names (`source`) would be TRL218: no fix-it then.
            let names = ExpressionText.isReferenceChain(initial)
            var notes: [Note]
            var fixIts: [FixIt] = []
            if !passing.isEmpty {
                notes = passing.map { Note("`\($0.parent)` passes its object to `\(label)` here", at: $0.location) }
                let advice = passing.count == callSites.count
                    ? "receive the object the callers pass: remove this initial value"
                    : "every call site must pass the object once this initial value is removed, or none, and the view owns it in a `stateObject`"
                notes.append(Note(advice, at: initial.location))
            } else if names {
                notes = [Note("the view's own `\(rendered)` cannot be an initial value; receive the object from the caller without `initial`", at: initial.location)]
            } else {
                notes = [Note("the object is created here, each time the parent re-creates this view", at: initial.location)]
                fixIts = [DeclarationRules.renameElement(property, to: PropertyKind.stateObject.rawValue)]
            }
            diagnostics.emit(
                Catalog.observedObjectCreatesObject(label), at: property.location,
                highlights: [SourceRange(initial.location, length: rendered.count)],
                notes: notes, fixIts: fixIts
            )
        }
    }

    // MARK: Rule 4

    func reportInitialValuesReadingInputs(of viewName: String, diagnostics: inout DiagnosticCollector) {
        guard let signature = signatures[viewName] else { return }
        for property in signature.uniqueProperties where property.kind == .state || property.kind == .stateObject {
            guard let initial = property.initial, !property.allows("TRL204") else { continue }
            // A `stateObject` naming an existing object does not own it: TRL218 says so.
            if property.kind == .stateObject, ExpressionText.isReferenceChain(initial) { continue }
            // Most reads are of other names than the view's inputs: only inputs are noted as seen.
            var seen: Set<String> = []
            for read in Self.identifierReads(in: initial) {
                guard let input = signature.properties[read.name], input.kind == .let || input.kind == .binding, seen.insert(read.name).inserted else { continue }
                if reloadsInTask(viewName, property: property.name.name, input: read.name) { continue }
                var named: Set<SourceLocation> = []
                let stale = graph.callSites(of: viewName).filter { passesChangingValue($0, to: read.name) && named.insert($0.location).inserted }
                guard !stale.isEmpty else { continue }
                diagnostics.emit(
                    Catalog.initialReadsInput(property.kind.rawValue, property.name.name, input: read.name), at: read.location,
                    highlights: [SourceRange(read.location, length: read.name.count)],
                    notes: stale.map { edge in
                        let value = edge.callSite.argument(read.name).map { ExpressionText.render(argumentExpression($0.value)) } ?? read.name
                        return Note("`\(edge.parent)` passes `\(read.name)` a value that can change here; add `<id value=\"\(value)\"/>` so a new value makes a new `\(viewName)`, or load in `onAppear`/`onChange`", at: edge.location)
                    }
                )
            }
        }
    }

    private func argumentExpression(_ value: ArgumentValue) -> Expr {
        switch value {
        case .expression(let expr): expr
        case .string(let string): Expr(.stringLiteral(string), at: string.location)
        case .action, .source: Expr(.nilLiteral, at: SourceLocation(file: "", line: 0, column: 0))
        }
    }

    /// Whether this call site passes `input` a value that can change while the child keeps its identity.
    private func passesChangingValue(_ edge: Instantiation, to input: String) -> Bool {
        // A destination is built when its link is followed, so it starts from the value of that
        // moment; the link's screen covers the parent that could change it.
        if edge.isNavigationDestination { return false }
        guard let argument = edge.callSite.argument(input) else { return false }
        let expr: Expr
        switch argument.value {
        case .expression(let value): expr = value
        case .string(let string):
            if string.soleExpression == nil, string.segments.allSatisfy({ if case .literal = $0 { true } else { false } }) { return false }
            expr = Expr(.stringLiteral(string), at: string.location)
        case .action, .source: return false
        }
        if ExpressionText.isLiteral(expr) { return false }
        // `sheet(item:)` builds its content afresh for each item, as a destination for its value.
        if let item = edge.presentedItem, Self.identifierReads(in: expr).contains(where: { $0.name == item }) { return false }
        let text = ExpressionText.render(expr)
        if let identity = edge.identity, ExpressionText.render(identity) == text { return false }
        // `ForEach` keys rows by their id: a row given `item.id` has identity that follows it.
        if let forEach = edge.forEach {
            let item = forEach.itemName.name
            var components = ["id"]
            if let id = forEach.id, case .keyPath(_, let keyPath) = id.kind { components = keyPath }
            let rowIdentity = components == ["self"] ? item : ([item] + components).joined(separator: ".")
            if text == rowIdentity { return false }
        }
        return true
    }

    /// Identifiers read by an expression, in source order (member names are not identifiers).
    static func identifierReads(in expr: Expr) -> [(name: String, location: SourceLocation)] {
        var reads: [(name: String, location: SourceLocation)] = []
        var stack: [(Expr, Int)] = [(expr, 0)]
        while let (current, depth) = stack.popLast() {
            guard depth < ExpressionText.depthLimit else { continue }
            var children: [Expr] = []
            switch current.kind {
            case .identifier(let name): reads.append((name, current.location))
            case .projection(let name): reads.append((name, current.location))
            case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath, .anonymousParameter: break
            case .stringLiteral(let string):
                for case .expression(let inner) in string.segments { children.append(inner) }
            case .arrayLiteral(let elements): children = elements
            case .tuple(let elements): children = elements.map(\.value)
            case .dictionaryLiteral(let elements): children = elements.flatMap { [$0.key, $0.value] }
            case .member(let base, _, _), .publisher(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base), .prefix(_, let base),
                 .try(_, let base), .await(let base), .cast(_, let base, _), .postfix(_, let base):
                children = [base]
            case .operatorFunction, .specializedType: break
            case .closure(let closure):
                // Names the closure binds are its own.
                let bound = Set((closure.parameters ?? []).map(\.name))
                StatementWalk.expressions(in: closure.body, enteringClosures: false) { inner in
                    if case .identifier(let name) = inner.kind, bound.contains(name) { return }
                    if case .closure = inner.kind { children.append(inner); return }
                    if case .identifier = inner.kind { children.append(inner) }
                }
            case .call(let base, let arguments), .subscript(let base, let arguments):
                children = [base] + arguments.map(\.value)
            case .infix(_, let lhs, let rhs): children = [lhs, rhs]
            case .ternary(let condition, let then, let otherwise): children = [condition, then, otherwise]
            }
            stack.append(contentsOf: children.reversed().map { ($0, depth + 1) })
        }
        return reads.sorted { $0.location < $1.location }
    }

    // MARK: Rule 5

    /// Rules 5 and 10 for one value: its consumers that no provider reaches, and its injections
    /// that no consumer reads. They read the graph and which views consume the value, and no
    /// other value's.
    func reportEnvironment(of key: EnvironmentKey, diagnostics: inout DiagnosticCollector) {
        let ownInjections = reportMissingEnvironment(of: key, diagnostics: &diagnostics)
        reportUnconsumedInjections(of: key, excluding: ownInjections, diagnostics: &diagnostics)
    }

    /// Returns the injections TRL222 points at, whose own TRL215 would only repeat it.
    private func reportMissingEnvironment(of key: EnvironmentKey, diagnostics: inout DiagnosticCollector) -> Set<Int> {
        var ownInjections = OwnInjectionReports(injections: environment.injections(of: key))
        for missing in environment.missingProviders(of: key) where !(unresolved.mayInstantiate(missing.root) && symbols.views[missing.root]?.isRoot != true) {
            if ownInjections.report(missing, signatures: signatures, diagnostics: &diagnostics) { continue }
            // A view that nothing mounts and that is not declared a root is checked apart from
            // the app that shows it: its own environment objects are its parent's to inject.
            // A screen that mounts the consumer is still taken for a root, declared or not.
            if missing.path.isEmpty, symbols.views[missing.root]?.isRoot != true { continue }
            let type = missing.key.typeName
            let rootLocation = signatures[missing.root]?.decl.name.location
            if missing.key.channel == .provided {
                reportMissingProvider(missing, rootLocation: rootLocation, diagnostics: &diagnostics)
                continue
            }
            let modifier = missing.key.channel.rawValue
            var notes: [Note] = []
            if missing.path.isEmpty {
                notes.append(Note("`\(missing.root)` is a root; if its host injects `\(type)`, declare `hostProvides=\"\(type)\"` on it", at: rootLocation))
            } else {
                let path = EnvironmentPath(root: missing.root, instantiations: missing.path, provider: nil)
                notes.append(Note("path: \(path.abbreviatedDescription), starting at root `\(missing.root)`", at: rootLocation))
                if let hidden = environment.injectionHiddenByNavigation(missing.key, root: missing.root, path: missing.path) {
                    notes.append(Note("`\(type)` is injected here, but a navigation destination sees only what is injected above its `NavigationStack`", at: hidden.location))
                }
                let last = missing.path[missing.path.count - 1]
                notes.append(Note("injecting `\(type)` with `<\(modifier) value=\"...\"/>` on this call site of `\(last.child)` in `\(last.parent)`, or above it, would provide it", at: last.location))
            }
            diagnostics.emit(
                Catalog.missingEnvironmentObject(type, consumer: missing.consumerView, root: missing.root),
                at: missing.consumer.location, notes: notes
            )
        }
        return ownInjections.pointedAt
    }

    /// TRL232: a view reads what a modifier `provides` (`modelContainer`'s `ModelContext`) with
    /// no such modifier above it. Where to put the modifier is the author's choice: no fix-it.
    private func reportMissingProvider(_ missing: EnvironmentResolver.MissingProvider, rootLocation: SourceLocation?, diagnostics: inout DiagnosticCollector) {
        let type = missing.key.typeName
        let modifiers = symbols.modifierNames(providing: type).map { "`\($0)`" }.joined(separator: " or ")
        var notes: [Note] = []
        if missing.path.isEmpty {
            notes.append(Note("`\(missing.root)` is a root; apply \(modifiers) to it where it is shown (`<modelContainer for=\"Item.self\"/>` on the app's `WindowGroup`), or declare `hostProvides=\"\(type)\"` if its host does", at: rootLocation))
        } else {
            let path = EnvironmentPath(root: missing.root, instantiations: missing.path, provider: nil)
            notes.append(Note("path: \(path.abbreviatedDescription), starting at root `\(missing.root)`", at: rootLocation))
            let last = missing.path[missing.path.count - 1]
            notes.append(Note("applying \(modifiers) on this call site of `\(last.child)` in `\(last.parent)`, or above it, would provide it", at: last.location))
        }
        diagnostics.emit(Catalog.missingModelContainer(type, consumer: missing.consumerView, root: missing.root), at: missing.consumer.location, notes: notes)
    }

    // MARK: Rule 9

    /// Cycles of call sites none of which is conditional, per row, or a navigation destination.
    /// Iterative depth-first search; each back edge closes one reported cycle.
    func reportRecursiveInstantiation(diagnostics: inout DiagnosticCollector) {
        enum Color { case active, done }
        var color: [String: Color] = [:]
        color.reserveCapacity(symbols.viewNames.count)
        // Marks `view` active unless it has a color, hashing it once; whether it had none.
        func discover(_ view: String) -> Bool {
            let count = color.count
            color.insertUnlessPresent(.active, for: view)
            return color.count > count
        }
        for start in symbols.viewNames where discover(start) {
            // Each view's edges are looked up once, when it is pushed.
            var stack: [(view: String, next: Int, edges: [Int])] = [(start, 0, graph.outgoingIndices(of: start))]
            while !stack.isEmpty {
                let top = stack.count - 1
                let edges = stack[top].edges
                guard stack[top].next < edges.count else {
                    color[stack[top].view] = .done
                    stack.removeLast()
                    continue
                }
                let edge = graph.instantiations[edges[stack[top].next]]
                stack[top].next += 1
                guard !edge.breaksRecursion else { continue }
                if discover(edge.child) {
                    stack.append((edge.child, 0, graph.outgoingIndices(of: edge.child)))
                    continue
                }
                // Seen before: a cycle when it is still on the stack.
                guard color[edge.child] == .active else { continue }
                let startIndex = stack.lastIndex { $0.view == edge.child } ?? top
                let cycleViews = stack[startIndex...].map(\.view) + [edge.child]
                let cycle = cycleViews.map { "`\($0)`" }.joined(separator: " → ")
                var notes: [Note] = []
                for index in startIndex..<top {
                    let from = stack[index]
                    let step = from.edges[from.next - 1]
                    let stepEdge = graph.instantiations[step]
                    notes.append(Note("`\(stepEdge.parent)` instantiates `\(stepEdge.child)` here, unconditionally", at: stepEdge.location))
                }
                notes.append(Note("wrap a call site of the cycle in `<if>`, or make it a `NavigationLink` destination, so the recursion can stop", at: nil))
                diagnostics.emit(Catalog.recursiveInstantiation(edge.child, cycle: cycle), at: edge.location, notes: notes)
            }
        }
    }

    // MARK: Rule 10

    private func reportUnconsumedInjections(of key: EnvironmentKey, excluding reported: Set<Int>, diagnostics: inout DiagnosticCollector) {
        for injection in environment.unconsumedInjections(of: key) where !unresolved.mayConsume(injection) {
            guard let key = injection.key, !reported.contains(injection.id), !(injection.allowance?.permits("TRL215") ?? false) else { continue }
            var note = "no view reached from here declares `<\(key.channel.rawValue) type=\"\(key.typeName)\"/>`"
            // Each reason is given only where the views below meet it.
            let (destinations, presentations) = boundariesBelow(injection.view)
            if destinations { note += "; navigation destinations see only what is injected above their `NavigationStack`" }
            if presentations { note += "; a sheet, cover or popover shows its content with what is injected where its modifier is attached, not below it" }
            diagnostics.emit(Catalog.environmentObjectNeverConsumed(key.typeName), at: injection.location, notes: [Note(note, at: nil)])
        }
    }

    /// Whether the views `view` shows, directly or not, include navigation destinations and
    /// presented content.
    private func boundariesBelow(_ view: String) -> (destinations: Bool, presentations: Bool) {
        var destinations = false
        var presentations = false
        var visited: Set<String> = [view]
        var pending = [view]
        while let current = pending.popLast() {
            for edge in graph.children(of: current) {
                destinations = destinations || edge.isNavigationDestination
                presentations = presentations || edge.isPresentedContent
                if visited.insert(edge.child).inserted { pending.append(edge.child) }
            }
        }
        return (destinations, presentations)
    }

    static func reportUnreadState(_ signature: ViewSignature, reads: Set<String>, unresolved: UnresolvedContent = UnresolvedContent(), diagnostics: inout DiagnosticCollector) {
        // A name that is not an identifier is already an error (TRL104, TRL106) and cannot be read.
        for property in signature.uniqueProperties where property.kind == .state && !reads.contains(property.name.name)
            && !property.allows("TRL214") && SwiftKeywords.isValidIdentifier(property.name.name)
            && !unresolved.mayRead(property.name.name, in: signature.decl.name.name) {
            let written = attributeWritingText(property.name.name, in: signature.decl)
            let notes = written.map { [Note("`\($0.label.name)=\"\(property.name.name)\"` is the text \"\(property.name.name)\"; to show the state, write `\($0.label.name)=\"{\(property.name.name)}\"`", at: $0.valueLocation)] } ?? []
            diagnostics.emit(Catalog.stateNeverRead(property.name.name), at: property.location, highlights: [SourceRange(property.name.location, length: property.name.name.count)], notes: notes)
        }
    }

    /// An attribute whose whole text is `name` (`<alert title="scoreTitle">`): the text, which a
    /// first try meant as the state of that name. Looked up only for a state reported unread.
    private static func attributeWritingText(_ name: String, in decl: ViewDecl) -> Argument? {
        func writes(_ argument: Argument) -> Bool {
            switch argument.value {
            case .source(let text): text.text.trimmingCharacters(in: .whitespaces) == name
            case .string(let string): string.segments.count == 1 && string.segments[0] == .literal(name)
            default: false
            }
        }
        var pending = decl.body + decl.viewMembers.flatMap(\.body)
        while let node = pending.popLast() {
            var modifiers: [Modifier] = []
            switch node {
            case .element(let element):
                if let found = element.arguments.first(where: writes) { return found }
                pending += element.children
                modifiers = element.modifiers
            case .conditional(let conditional):
                pending += conditional.thenBody + (conditional.elseBody ?? [])
            case .forEach(let forEach):
                pending += forEach.body
                modifiers = forEach.modifiers
            case .switchNode(let switchNode):
                pending += switchNode.cases.flatMap(\.body)
            case .localConstant(let constant):
                pending += constant.body
            case .slot, .member:
                break
            }
            for case .call(let call) in modifiers.map(\.kind) {
                if let found = call.arguments.first(where: writes) { return found }
                pending += call.content
            }
        }
        return nil
    }
}

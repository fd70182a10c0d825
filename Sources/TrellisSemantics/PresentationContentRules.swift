import TrellisDiagnostics
import TrellisSyntax

/// TRL280: content presented by a flag that reads a `state` the same action sets with the flag.
///
/// SwiftUI builds a `sheet(isPresented:)`'s content with the closure of the body's last
/// evaluation. A `state` the body reads nowhere else does not make the body evaluate again when
/// it changes, so when one action sets it and the flag together, the first presentation shows
/// its value from before the action (an empty or stale sheet). `sheet(item:)` hands the content
/// the new value itself.
enum PresentationContentRules {
    /// A presentation driven by an `isPresented` flag, and the `state`s its content reads.
    private struct FlagPresentation {
        let modifier: String
        let flag: String
        let location: SourceLocation
        var contentReads: [String: SourceLocation] = [:]
    }

    /// One action's writes: the roots of its assignment targets and the flags it sets to `true`.
    private struct ActionWrites {
        var assigned: [String: SourceLocation] = [:]
        var presented: Set<String> = []
    }

    /// Call only for a view whose body presents content by a flag (`BodyModifierScan.hasFlagPresentation`).
    static func reportContentSetWithFlag(in view: ViewDecl, diagnostics: inout DiagnosticCollector) {
        let states = Dictionary(view.properties.filter { $0.kind == .state }.map { ($0.name.name, $0) }, uniquingKeysWith: { first, _ in first })
        guard states.count >= 2, states.values.contains(where: { $0.type.reference == .named("Bool", genericArguments: []) }) else { return }
        var walk = Walk(states: states)
        walk.run(view.body + view.viewMembers.flatMap(\.body))
        guard !walk.presentations.isEmpty else { return }
        // A view function an action calls may set both; its body is an action of its own.
        for function in view.functions { walk.addAction(function.body) }
        // Computed properties the body reads read their own names during the evaluation, and
        // so on through the computed properties those read.
        var computed = view.properties.filter { $0.kind == .computed && $0.initial != nil }
        while let index = computed.firstIndex(where: { walk.readsOutside.contains($0.name.name) }) {
            walk.readsOutside.formUnion(valueReads(in: computed.remove(at: index).initial!, enteringClosures: true).map(\.name))
        }
        for function in view.functions where function.returnType != nil {
            StatementWalk.expressions(in: function.body, enteringClosures: true) { expr in
                if case .identifier(let name) = expr.kind { walk.readsOutside.insert(name) }
            }
        }
        for presentation in walk.presentations {
            guard states[presentation.flag] != nil else { continue }
            for (name, readLocation) in presentation.contentReads.sorted(by: { $0.value < $1.value }) {
                guard name != presentation.flag, let state = states[name], !state.allows("TRL280"),
                      !walk.readsOutside.contains(name), !walk.readsInOtherContent(name, than: presentation.location),
                      let setting = walk.actions.first(where: { $0.presented.contains(presentation.flag) && $0.assigned[name] != nil }),
                      let assignment = setting.assigned[name] else { continue }
                diagnostics.emit(
                    Catalog.contentSetWithFlag(presentation.modifier, state: name, flag: presentation.flag), at: presentation.location,
                    notes: [
                        Note("the same action sets `\(name)` here and `\(presentation.flag)`", at: assignment),
                        Note("the content reads `\(name)` here, and the body reads it nowhere else", at: readLocation),
                    ]
                )
            }
        }
    }

    /// The walk of one view's body: presentations, reads by where they are, and actions.
    private struct Walk {
        let states: [String: PropertyDecl]
        var presentations: [FlagPresentation] = []
        /// `state`s read while the body is evaluated, outside every presentation's content.
        var readsOutside: Set<String> = []
        /// `state`s read in presentations' contents, by the presentation's location.
        var contentReadsByPresentation: [SourceLocation: Set<String>] = [:]
        var actions: [ActionWrites] = []

        init(states: [String: PropertyDecl]) { self.states = states }

        func readsInOtherContent(_ name: String, than location: SourceLocation) -> Bool {
            contentReadsByPresentation.contains { $0.key != location && $0.value.contains(name) }
        }

        mutating func run(_ body: [ViewNode]) {
            // Each pending node carries the presentation whose content it is in, if any.
            var pending: [(ViewNode, Int?)] = body.reversed().map { ($0, nil) }
            while let (node, inside) = pending.popLast() {
                switch node {
                case .element(let element):
                    for argument in element.arguments { read(argument, inside: inside) }
                    if let text = element.text { read(text, inside: inside) }
                    pending += element.children.reversed().map { ($0, inside) }
                    modifiers(element.modifiers, inside: inside, pending: &pending)
                case .conditional(let conditional):
                    for expr in conditional.conditionExpressions { read(expr, inside: inside) }
                    pending += (conditional.thenBody + (conditional.elseBody ?? [])).reversed().map { ($0, inside) }
                case .switchNode(let node):
                    read(node.subject, inside: inside)
                    pending += node.cases.flatMap(\.body).reversed().map { ($0, inside) }
                case .localConstant(let constant):
                    read(constant.value, inside: inside)
                    pending += constant.body.reversed().map { ($0, inside) }
                case .forEach(let forEach):
                    read(forEach.items, inside: inside)
                    pending += forEach.body.reversed().map { ($0, inside) }
                    modifiers(forEach.modifiers, inside: inside, pending: &pending)
                case .slot:
                    break
                case .member(let use):
                    for argument in use.arguments { read(argument, inside: inside) }
                }
            }
        }

        private mutating func modifiers(_ modifiers: [Modifier], inside: Int?, pending: inout [(ViewNode, Int?)]) {
            for modifier in modifiers {
                switch modifier.kind {
                case .id(let expr), .environmentObject(let expr), .environment(let expr):
                    read(expr, inside: inside)
                case .environmentValue(_, let value):
                    read(value, inside: inside)
                case .onAppear(let statements), .onDisappear(let statements):
                    addAction(statements)
                case .onChange(let of, _, _, _, let statements):
                    read(of, inside: inside)
                    addAction(statements)
                case .call(let call):
                    var contentOf = inside
                    if PresentationRules.flagDrivenModifiers.contains(call.name.name), call.name.name != "alert", call.name.name != "confirmationDialog",
                       let flag = call.argument("isPresented").flatMap(Self.projectedName) {
                        presentations.append(FlagPresentation(modifier: call.name.name, flag: flag, location: modifier.location))
                        contentOf = presentations.count - 1
                    }
                    for argument in call.arguments { read(argument, inside: inside) }
                    pending += call.allContent.reversed().map { ($0, contentOf) }
                }
            }
        }

        private mutating func read(_ argument: Argument, inside: Int?) {
            switch argument.value {
            case .expression(let expr): read(expr, inside: inside)
            case .string(let string): read(string, inside: inside)
            case .action(let statements): addAction(statements)
            case .source(let text):
                // Not read by a type: every word counts as a read outside, so nothing is concluded.
                let words = text.text.split { !($0 == "_" || $0.isLetter || $0.isNumber) }
                readsOutside.formUnion(words.map(String.init))
            }
        }

        private mutating func read(_ string: InterpolatedString, inside: Int?) {
            for case .expression(let expr) in string.segments { read(expr, inside: inside) }
        }

        private mutating func read(_ expr: Expr, inside: Int?) {
            if let inside {
                for read in valueReads(in: expr, enteringClosures: true) where states[read.name] != nil {
                    if presentations[inside].contentReads[read.name] == nil { presentations[inside].contentReads[read.name] = read.location }
                    contentReadsByPresentation[presentations[inside].location, default: []].insert(read.name)
                }
            } else {
                for read in valueReads(in: expr, enteringClosures: true) { readsOutside.insert(read.name) }
            }
        }

        mutating func addAction(_ statements: [Statement]) {
            var writes = ActionWrites()
            collectWrites(statements, into: &writes)
            if !writes.assigned.isEmpty, !writes.presented.isEmpty { actions.append(writes) }
        }

        /// Assignments and `toggle()`s in `statements` and the blocks they hold, not in closures.
        private func collectWrites(_ statements: [Statement], into writes: inout ActionWrites) {
            for statement in statements {
                switch statement.kind {
                case .assignment(let target, let op, let value):
                    guard let root = Self.root(of: target) else { continue }
                    if writes.assigned[root] == nil { writes.assigned[root] = statement.location }
                    if op == "=", case .booleanLiteral(true) = value.kind, case .identifier = target.kind { writes.presented.insert(root) }
                case .expression(let expr):
                    if case .call(let callee, let arguments) = expr.kind, arguments.isEmpty,
                       case .member(let base, let member, _) = callee.kind, member == "toggle", case .identifier(let name) = base.kind {
                        writes.presented.insert(name)
                        if writes.assigned[name] == nil { writes.assigned[name] = statement.location }
                    }
                case .if(let clauses, let otherwise):
                    for clause in clauses { collectWrites(clause.body, into: &writes) }
                    collectWrites(otherwise ?? [], into: &writes)
                case .guard(_, let otherwise):
                    collectWrites(otherwise, into: &writes)
                case .switch(_, let cases):
                    for switchCase in cases { collectWrites(switchCase.body, into: &writes) }
                case .forIn(_, _, _, _, let body, _), .while(_, let body), .repeat(let body, _), .defer(let body):
                    collectWrites(body, into: &writes)
                case .compilerDirective(_, let branches):
                    for branch in branches { collectWrites(branch, into: &writes) }
                case .doCatch(let body, let catches):
                    collectWrites(body + catches.flatMap(\.body), into: &writes)
                case .declaration, .tupleDeclaration, .return, .throw, .break, .continue:
                    break
                }
            }
        }

        /// `selected` of `selected`, `selected.name` or `selected[0]`.
        private static func root(of target: Expr) -> String? {
            switch target.kind {
            case .identifier(let name): name
            case .member where target.selfMember != nil: target.selfMember?.name
            case .member(let base, _, _), .subscript(let base, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base): root(of: base)
            default: nil
            }
        }

        /// `flag` of `{$flag}`.
        private static func projectedName(_ argument: Argument) -> String? {
            guard case .expression(let expr) = argument.value, case .projection(let name) = expr.kind else { return nil }
            return name
        }
    }

    /// Identifiers an expression reads by value, in source order: a `$name` projection reads
    /// nothing, and closures' bodies are entered only when asked.
    static func valueReads(in expr: Expr, enteringClosures: Bool) -> [(name: String, location: SourceLocation)] {
        var reads: [(name: String, location: SourceLocation)] = []
        var stack: [(Expr, Int)] = [(expr, 0)]
        while let (current, depth) = stack.popLast() {
            guard depth < ExpressionText.depthLimit else { continue }
            switch current.kind {
            case .identifier(let name): reads.append((name, current.location))
            case .member where current.selfMember != nil: reads.append((current.selfMember!.name, current.selfMember!.location))
            case .projection, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath, .anonymousParameter, .operatorFunction, .specializedType: break
            case .dictionaryLiteral(let elements): stack += elements.flatMap { [($0.key, depth + 1), ($0.value, depth + 1)] }
            case .cast(_, let operand, _), .postfix(_, let operand): stack.append((operand, depth + 1))
            case .stringLiteral(let string):
                for case .expression(let inner) in string.segments { stack.append((inner, depth + 1)) }
            case .arrayLiteral(let elements): stack += elements.map { ($0, depth + 1) }
            case .tuple(let elements): stack += elements.map { ($0.value, depth + 1) }
            case .member(let base, _, _), .publisher(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base), .prefix(_, let base),
                 .try(_, let base), .await(let base):
                stack.append((base, depth + 1))
            case .closure(let closure):
                guard enteringClosures else { continue }
                StatementWalk.expressions(in: closure.body, enteringClosures: true) { inner in
                    if case .identifier(let name) = inner.kind { reads.append((name, inner.location)) }
                }
            case .call(let base, let arguments), .subscript(let base, let arguments):
                stack.append((base, depth + 1))
                stack += arguments.map { ($0.value, depth + 1) }
            case .infix(_, let lhs, let rhs): stack += [(lhs, depth + 1), (rhs, depth + 1)]
            case .ternary(let condition, let then, let otherwise): stack += [(condition, depth + 1), (then, depth + 1), (otherwise, depth + 1)]
            }
        }
        return reads.sorted { $0.location < $1.location }
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// TRL284: an `id` that changes with a `state` (or `binding`) written inside the view it
/// identifies. Every write makes a new view, so the view that wrote it, and every view inside,
/// loses its state and focus: a text field editing `amount` inside `.id(amount)` loses focus on
/// each keystroke.
enum IdentityRules {
    /// Methods that change the value they are called on.
    static let mutatingMethods: Set<String> = [
        "toggle", "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "sort", "shuffle",
        "reverse", "formUnion", "formIntersection", "subtract", "popLast", "updateValue", "removeValue",
    ]

    static let objectWrappers: Set<PropertyKind> = [.stateObject, .observedObject, .environmentObject, .environment, .bindable]

    static func reportIdentityWrittenInside(in view: ViewDecl, diagnostics: inout DiagnosticCollector) {
        // A `let` input or a computed value cannot be written inside the view.
        let isTracked = { (property: PropertyDecl) in property.kind != .let && property.kind != .computed && property.kind != .environmentValue }
        guard view.properties.contains(where: isTracked) else { return }
        // Made for the first `id`: most bodies have none.
        var tracked: Set<String> = []
        // An object is identified by itself, which no write of its properties changes: only a
        // property read through it can change the id.
        var objects: Set<String> = []
        var members: [String: [ViewNode]]?
        var functions: [String: [Statement]]?
        var pending = view.body + view.viewMembers.flatMap(\.body)
        while let node = pending.popLast() {
            node.appendNestedViews(to: &pending)
            let modifiers = node.appliedModifiers
            for (index, modifier) in modifiers.enumerated() {
                if case .call(let call) = modifier.kind { pending += call.allContent }
                guard case .id(let value) = modifier.kind, modifier.allowance?.permits("TRL284") != true else { continue }
                if members == nil {
                    tracked = Set(view.properties.filter(isTracked).map(\.name.name))
                    objects = Set(view.properties.filter { Self.objectWrappers.contains($0.kind) }.map(\.name.name))
                    members = Dictionary(view.viewMembers.map { ($0.name.name, $0.body) }, uniquingKeysWith: { first, _ in first })
                    functions = Dictionary(view.functions.map { ($0.name.name, $0.body) }, uniquingKeysWith: { first, _ in first })
                }
                let reads = readPaths(in: value).filter { tracked.contains($0.path[0]) && (!objects.contains($0.path[0]) || $0.path.count > 1) }
                guard !reads.isEmpty else { continue }
                var scope = Scope()
                switch node {
                case .element(let element):
                    scope.arguments = element.arguments
                    scope.text = element.text
                    scope.views = element.children + element.slotElementContent
                case .forEach(let forEach):
                    scope.expressions = [forEach.items]
                    scope.views = forEach.body
                default:
                    break
                }
                // Modifiers before the `id` are inside the view it identifies; those after are outside.
                scope.modifiers = Array(modifiers[..<index])
                var finder = WriteFinder(paths: reads.map(\.path), members: members ?? [:], functions: functions ?? [:])
                finder.search(scope)
                guard let write = finder.found else { continue }
                let read = reads.first { WriteFinder.overlaps($0.path, write.path) } ?? reads[0]
                let name = read.path.joined(separator: ".")
                let written = write.path.joined(separator: ".")
                diagnostics.emit(
                    Catalog.identityWrittenInside(name), at: read.location,
                    highlights: [SourceRange(value.location, length: ExpressionText.render(value).unicodeScalars.count)],
                    notes: [Note(write.isBinding ? "`$\(written)` is passed here, inside the view" : "`\(written)` is set here, inside the view", at: write.location)]
                )
            }
        }
    }

    /// The member chains an `id` reads from names (`amount`, `viewModel.amount`), outside closures.
    static func readPaths(in expr: Expr) -> [(path: [String], location: SourceLocation)] {
        var found: [(path: [String], location: SourceLocation)] = []
        var pending: [(Expr, Int)] = [(expr, 0)]
        while let (current, depth) = pending.popLast() {
            guard depth < ExpressionText.depthLimit else { continue }
            if let path = WriteFinder.path(of: current) {
                found.append((path, current.location))
                continue
            }
            if case .closure = current.kind { continue }
            pending += WriteFinder.children(of: current).map { ($0, depth + 1) }
        }
        return found.sorted { $0.location < $1.location }
    }

    /// What is inside the view an `id` identifies.
    struct Scope {
        var arguments: [Argument] = []
        var text: InterpolatedString?
        var expressions: [Expr] = []
        var views: [ViewNode] = []
        var modifiers: [Modifier] = []
    }

    /// The first write of one of `paths` inside a scope: an assignment, a mutating call, a
    /// `$name` binding passed on, or a call of a view function that writes it.
    struct WriteFinder {
        let paths: [[String]]
        let members: [String: [ViewNode]]
        let functions: [String: [Statement]]
        var found: (path: [String], location: SourceLocation, isBinding: Bool)?
        private var visitedMembers: Set<String> = []
        private var visitedFunctions: Set<String> = []

        init(paths: [[String]], members: [String: [ViewNode]], functions: [String: [Statement]]) {
            self.paths = paths
            self.members = members
            self.functions = functions
        }

        mutating func search(_ scope: Scope) {
            for argument in scope.arguments { search(argument) }
            if let text = scope.text { for case .expression(let expr) in text.segments { search(expr) } }
            for expr in scope.expressions { search(expr) }
            search(modifiers: scope.modifiers)
            search(views: scope.views)
        }

        mutating func search(views: [ViewNode]) {
            var pending = views
            while found == nil, let node = pending.popLast() {
                switch node {
                case .element(let element):
                    for argument in element.arguments { search(argument) }
                    if let text = element.text { for case .expression(let expr) in text.segments { search(expr) } }
                    search(modifiers: element.modifiers)
                    pending += element.children
                    if element.call != nil { pending += element.slotElementContent }
                case .forEach(let forEach):
                    search(forEach.items)
                    search(modifiers: forEach.modifiers)
                    pending += forEach.body
                case .conditional(let conditional):
                    pending += conditional.thenBody + (conditional.elseBody ?? [])
                case .switchNode(let node):
                    pending += node.cases.flatMap(\.body)
                case .localConstant(let constant):
                    pending += constant.body
                case .member(let use):
                    for argument in use.arguments { search(argument) }
                    if visitedMembers.insert(use.name.name).inserted { pending += members[use.name.name] ?? [] }
                case .slot:
                    break
                }
            }
        }

        private mutating func search(modifiers: [Modifier]) {
            for modifier in modifiers where found == nil {
                switch modifier.kind {
                case .id(let expr), .environmentObject(let expr), .environment(let expr): search(expr)
                case .environmentValue(_, let value): search(value)
                case .onAppear(let statements), .onDisappear(let statements): search(statements)
                case .onChange(_, _, _, _, let statements): search(statements)
                case .call(let call):
                    for argument in call.arguments { search(argument) }
                    search(views: call.allContent)
                }
            }
        }

        private mutating func search(_ argument: Argument) {
            switch argument.value {
            case .expression(let expr): search(expr)
            case .string(let string): for case .expression(let expr) in string.segments { search(expr) }
            case .action(let statements): search(statements)
            case .source: break
            }
        }

        /// A `$name` passed on, and the statements of closures inside.
        private mutating func search(_ expr: Expr) {
            guard found == nil else { return }
            var closures: [[Statement]] = []
            var pending: [(Expr, Int)] = [(expr, 0)]
            while found == nil, let (current, depth) = pending.popLast() {
                guard depth < ExpressionText.depthLimit else { continue }
                if let path = Self.chain(of: current), path.isProjected {
                    if matches(path.names) { found = (path.names, current.location, true) }
                    continue
                }
                switch current.kind {
                case .closure(let closure):
                    closures.append(closure.body)
                default:
                    pending += Self.children(of: current).map { ($0, depth + 1) }
                }
            }
            for body in closures { search(body) }
        }

        private mutating func search(_ statements: [Statement]) {
            for statement in statements where found == nil {
                switch statement.kind {
                case .assignment(let target, _, _):
                    if let path = Self.path(of: Self.stripped(target)), matches(path) { found = (path, statement.location, false) }
                case .expression(let expr):
                    if case .call(let callee, _) = expr.kind {
                        if case .member(let base, let method, _) = callee.kind, IdentityRules.mutatingMethods.contains(method),
                           let path = Self.path(of: Self.stripped(base)), matches(path) {
                            found = (path, statement.location, false)
                        } else if case .identifier(let function) = callee.kind, let body = functions[function],
                                  visitedFunctions.insert(function).inserted {
                            var inner = WriteFinder(paths: paths, members: [:], functions: functions)
                            inner.visitedFunctions = visitedFunctions
                            inner.search(body)
                            if let write = inner.found { found = (write.path, statement.location, write.isBinding) }
                        }
                    }
                default:
                    break
                }
                guard found == nil else { return }
                StatementWalk.roots(in: [statement]) { search($0) }
                for body in StatementWalk.nestedBlocks(of: statement) { search(body) }
            }
        }

        private func matches(_ written: [String]) -> Bool {
            paths.contains { Self.overlaps($0, written) }
        }

        /// Whether writing one chain changes the other: one is the other or a part of it.
        static func overlaps(_ read: [String], _ written: [String]) -> Bool {
            let common = min(read.count, written.count)
            return Array(read.prefix(common)) == Array(written.prefix(common))
        }

        /// `amount[0]` and `draft?.title` write `amount` and `draft.title`.
        static func stripped(_ target: Expr) -> Expr {
            switch target.kind {
            case .subscript(let base, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base): stripped(base)
            case .member(let base, let name, let location): Expr(.member(base: stripped(base), name: name, nameLocation: location), at: target.location)
            default: target
            }
        }

        /// `amount`, `viewModel.amount`: a member chain from a name.
        static func path(of expr: Expr) -> [String]? {
            guard let chain = chain(of: expr), !chain.isProjected else { return nil }
            return chain.names
        }

        /// A member chain from a name or from a projection (`$viewModel.amount`).
        static func chain(of expr: Expr) -> (names: [String], isProjected: Bool)? {
            switch expr.kind {
            case .identifier(let name): return ([name], false)
            case .projection(let name): return ([name], true)
            case .member where expr.selfMember != nil: return ([expr.selfMember!.name], false)
            case .member(let base, let name, _):
                guard let inner = chain(of: stripped(base)) else { return nil }
                return (inner.names + [name], inner.isProjected)
            default: return nil
            }
        }

        static func children(of expr: Expr) -> [Expr] {
            switch expr.kind {
            case .member(let base, _, _), .publisher(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base),
                 .prefix(_, let base), .try(_, let base), .await(let base), .cast(_, let base, _), .postfix(_, let base):
                [base]
            case .call(let base, let arguments), .subscript(let base, let arguments): [base] + arguments.map(\.value)
            case .infix(_, let lhs, let rhs): [lhs, rhs]
            case .ternary(let condition, let then, let otherwise): [condition, then, otherwise]
            case .arrayLiteral(let elements): elements
            case .tuple(let elements): elements.map(\.value)
            case .dictionaryLiteral(let elements): elements.flatMap { [$0.key, $0.value] }
            case .stringLiteral(let string): string.segments.compactMap { if case .expression(let inner) = $0 { inner } else { nil } }
            case .identifier, .projection, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath,
                 .anonymousParameter, .closure, .operatorFunction, .specializedType:
                []
            }
        }
    }
}

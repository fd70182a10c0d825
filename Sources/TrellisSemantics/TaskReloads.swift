import TrellisDiagnostics
import TrellisSyntax

/// `task(id: input) { state = ... }`: a view that reloads a state from an input whenever the
/// input changes. Such a state follows its input, so TRL204 does not apply to it.
struct TaskReload: Hashable, Sendable {
    /// Names the `id` expression reads.
    let idReads: Set<String>
    /// View properties the action assigns or mutates (`items = ...`, `items.append(...)`).
    let writes: Set<String>

    /// The `task(id:)` calls among a view's resolved modifier calls.
    static func collect(from resolutions: CallResolutions) -> [TaskReload] {
        resolutions.modifiers.values.compactMap { call -> TaskReload? in
            guard call.callee == "task" else { return nil }
            var idReads: Set<String> = []
            var writes: Set<String> = []
            var hasID = false
            for entry in call.entries {
                switch entry {
                case .argument(label: "id", let argument):
                    guard case .expression(let expr) = argument.value else { continue }
                    hasID = true
                    idReads.formUnion(ProgramRules.identifierReads(in: expr).map(\.name))
                case .closure(_, let argument, _, _):
                    guard case .action(let statements) = argument.value else { continue }
                    writes.formUnion(writtenNames(in: statements))
                default:
                    continue
                }
            }
            return hasID ? TaskReload(idReads: idReads, writes: writes) : nil
        }
    }

    /// Roots of assignment targets, and of values whose methods are called as statements.
    private static func writtenNames(in statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        func visit(_ statements: [Statement]) {
            for statement in statements {
                switch statement.kind {
                case .assignment(let target, _, _):
                    if let root = root(of: target) { names.insert(root) }
                case .expression(let expr):
                    var current = expr
                    if case .await(let inner) = current.kind { current = inner }
                    if case .try(_, let inner) = current.kind { current = inner }
                    if case .await(let inner) = current.kind { current = inner }
                    if case .call(let base, _) = current.kind, case .member(let receiver, _, _) = base.kind, let root = root(of: receiver) {
                        names.insert(root)
                    }
                case .if(let clauses, let otherwise):
                    for clause in clauses { visit(clause.body) }
                    visit(otherwise ?? [])
                case .guard(_, let otherwise): visit(otherwise)
                case .switch(_, let cases): for switchCase in cases { visit(switchCase.body) }
                case .forIn(_, _, _, _, let body, _), .while(_, let body), .repeat(let body, _), .defer(let body): visit(body)
                case .compilerDirective(_, let branches): for branch in branches { visit(branch) }
                case .doCatch(let body, let catches):
                    visit(body)
                    for clause in catches { visit(clause.body) }
                case .declaration, .tupleDeclaration, .return, .throw, .break, .continue:
                    continue
                }
            }
        }
        visit(statements)
        return names
    }

    private static func root(of expr: Expr) -> String? {
        switch expr.kind {
        case .identifier(let name): name
        case .member where expr.selfMember != nil: expr.selfMember?.name
        case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base): root(of: base)
        case .subscript(let base, _): root(of: base)
        default: nil
        }
    }
}

extension ProgramRules {
    /// Whether `view` reloads `property` in a `task(id:)` whose id reads `input`.
    func reloadsInTask(_ view: String, property: String, input: String) -> Bool {
        (taskReloads[view] ?? []).contains { $0.idReads.contains(input) && $0.writes.contains(property) }
    }
}

/// `focused` takes `$x` of a `focusState`: Swift's parameter is a `FocusState.Binding`, which no
/// other binding converts to (TRL241).
enum FocusedCalls {
    static func check(_ resolutions: CallResolutions, properties: MemberTable, diagnostics: inout DiagnosticCollector) {
        for call in resolutions.modifiers.values where call.callee == "focused" {
            guard case .argument(_, let argument)? = call.entries.first else { continue }
            guard case .expression(let expr) = argument.value else { continue }
            if case .projection(let name) = expr.kind, let kind = properties[name]?.kind, kind == .focusState || kind == .focusBinding { continue }
            let found: String = if case .projection(let name) = expr.kind, let property = properties[name] {
                "`$\(name)` of a `\(property.kind.rawValue)`"
            } else {
                "`\(ExpressionText.render(expr))`"
            }
            diagnostics.emit(Catalog.focusedNeedsFocusState(found), at: argument.valueLocation)
        }
    }
}

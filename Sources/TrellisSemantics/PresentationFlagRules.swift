import TrellisDiagnostics
import TrellisSyntax

/// TRL288: two presentations driven by one `isPresented` binding; TRL289: a `fullScreenCover`
/// nothing can dismiss.
enum PresentationFlagRules {
    /// A presentation in a body, with the branches of `<if>` and `<switch>` it is in.
    private struct Presentation {
        let modifier: String
        /// The binding's text, `$isShowing` or `$model.isShowing`.
        let binding: String?
        /// The `state` whose projection drives it, `isShowing` of `$isShowing`.
        let driver: String?
        let isItem: Bool
        let content: [ViewNode]
        let location: SourceLocation
        let branches: [BranchKey]

        func coexists(with other: Presentation) -> Bool {
            !branches.contains { mine in other.branches.contains { $0.conditional == mine.conditional && $0.branch != mine.branch } }
        }
    }

    private struct BranchKey: Hashable {
        let conditional: SourceLocation
        let branch: Int
    }

    /// `unresolved` names the views whose bodies hold content the checker could not resolve.
    /// `possiblyMeant`: members an unknown identifier of the view was probably meant to be.
    static func report(in view: ViewDecl, views: [String: ViewDecl], unresolved: Set<String>, possiblyMeant: Set<String> = [], diagnostics: inout DiagnosticCollector) {
        var presentations: [Presentation] = []
        collect(view.body + view.viewMembers.flatMap(\.body), branches: [], into: &presentations)
        guard !presentations.isEmpty else { return }
        reportSharedFlags(presentations, diagnostics: &diagnostics)
        guard !unresolved.contains(view.name.name) else { return }
        reportCoversWithoutWayOut(presentations, in: view, views: views, unresolved: unresolved, possiblyMeant: possiblyMeant, diagnostics: &diagnostics)
    }

    private static func collect(_ nodes: [ViewNode], branches: [BranchKey], into presentations: inout [Presentation]) {
        for node in nodes {
            switch node {
            case .element(let element):
                collect(element.children, branches: branches, into: &presentations)
                collect(element.modifiers, branches: branches, into: &presentations)
            case .forEach(let forEach):
                collect(forEach.body, branches: branches, into: &presentations)
                collect(forEach.modifiers, branches: branches, into: &presentations)
            case .conditional(let conditional):
                collect(conditional.thenBody, branches: branches + [BranchKey(conditional: conditional.location, branch: 0)], into: &presentations)
                collect(conditional.elseBody ?? [], branches: branches + [BranchKey(conditional: conditional.location, branch: 1)], into: &presentations)
            case .switchNode(let node):
                for (index, switchCase) in node.cases.enumerated() {
                    collect(switchCase.body, branches: branches + [BranchKey(conditional: node.location, branch: index)], into: &presentations)
                }
            case .localConstant(let constant):
                collect(constant.body, branches: branches, into: &presentations)
            case .slot, .member:
                break
            }
        }
    }

    private static func collect(_ modifiers: [Modifier], branches: [BranchKey], into presentations: inout [Presentation]) {
        for modifier in modifiers {
            guard case .call(let call) = modifier.kind else { continue }
            let name = call.name.name
            let flag = PresentationRules.flagDrivenModifiers.contains(name) ? call.argument("isPresented") : nil
            let item = PresentationRules.itemDrivenModifiers.contains(name) ? call.argument("item") : nil
            if let argument = flag ?? item, case .expression(let expr) = argument.value {
                var driver: String?
                if case .projection(let name) = expr.kind { driver = name }
                let binding = IdentityRules.WriteFinder.chain(of: expr).flatMap { $0.isProjected ? "$" + $0.names.joined(separator: ".") : nil }
                presentations.append(Presentation(
                    modifier: name, binding: binding, driver: driver, isItem: flag == nil, content: call.allContent,
                    location: call.name.location, branches: branches
                ))
            }
            collect(call.allContent, branches: branches, into: &presentations)
        }
    }

    /// TRL288: the later of two coexisting presentations that one `isPresented` binding drives.
    private static func reportSharedFlags(_ presentations: [Presentation], diagnostics: inout DiagnosticCollector) {
        for (index, presentation) in presentations.enumerated() where !presentation.isItem {
            guard let binding = presentation.binding,
                  let earlier = presentations[..<index].first(where: { !$0.isItem && $0.binding == binding && $0.coexists(with: presentation) })
            else { continue }
            diagnostics.emit(
                Catalog.presentationsShareFlag(String(binding.dropFirst()), modifier: presentation.modifier, other: earlier.modifier),
                at: presentation.location,
                notes: [Note("the `\(earlier.modifier)` presented by `\(binding)` is here", at: earlier.location)]
            )
        }
    }

    /// TRL289: a `fullScreenCover` driven by a `state` that nothing inside it, and nothing in the
    /// view outside it, can set back.
    private static func reportCoversWithoutWayOut(
        _ presentations: [Presentation], in view: ViewDecl, views: [String: ViewDecl], unresolved: Set<String>, possiblyMeant: Set<String>,
        diagnostics: inout DiagnosticCollector
    ) {
        for cover in presentations where cover.modifier == "fullScreenCover" {
            guard let driver = cover.driver,
                  let state = view.properties.first(where: { $0.name.name == driver }), state.kind == .state, !state.allows("TRL289"),
                  !possiblyMeant.contains(driver) else { continue }
            let functions = Dictionary(view.functions.map { ($0.name.name, $0.body) }, uniquingKeysWith: { first, _ in first })
            let members = Dictionary(view.viewMembers.map { ($0.name.name, $0.body) }, uniquingKeysWith: { first, _ in first })
            // Inside: a write of the flag, `$flag` passed on, or the presenter's own `dismiss` called.
            var finder = IdentityRules.WriteFinder(paths: [[driver]], members: members, functions: functions)
            finder.search(views: cover.content)
            if finder.found != nil { continue }
            let dismissNames = Set(view.properties.filter { $0.kind == .environmentValue && isDismissal($0.keyPath) }.map(\.name.name))
            if !dismissNames.isEmpty, mentions(dismissNames, in: cover.content) { continue }
            // Outside: the flag set back by the view, as a splash cover that a task closes when
            // loading ends: any value but `true` (or `!flag`) for a flag, `nil` for an item.
            if setsBack(driver, isItem: cover.isItem, in: view) { continue }
            var reach = ContentReach(views: views, unresolved: unresolved)
            guard reach.contentMayDismiss(cover.content) == false else { continue }
            diagnostics.emit(
                Catalog.coverWithoutWayOut(cover.modifier, flag: driver), at: cover.location,
                notes: [Note("`\(driver)` declared here", at: state.location)]
            )
        }
    }

    static func isDismissal(_ keyPath: Expr?) -> Bool {
        guard case .keyPath(_, let components)? = keyPath?.kind else { return false }
        return components == ["dismiss"] || components == ["presentationMode"]
    }

    /// Whether any expression or action in `nodes` names one of `names`.
    private static func mentions(_ names: Set<String>, in nodes: [ViewNode]) -> Bool {
        var walker = NameMentions(names: names)
        walker.visit(nodes)
        return walker.found
    }

    /// An assignment that may dismiss, anywhere in the view's actions and functions.
    private static func setsBack(_ name: String, isItem: Bool, in view: ViewDecl) -> Bool {
        var statements: [[Statement]] = view.functions.map(\.body)
        var pending = view.body + view.viewMembers.flatMap(\.body)
        while let node = pending.popLast() {
            var modifiers: [Modifier] = []
            switch node {
            case .element(let element):
                pending += element.children
                modifiers = element.modifiers
                for argument in element.arguments { if case .action(let body) = argument.value { statements.append(body) } }
            case .forEach(let forEach):
                pending += forEach.body
                modifiers = forEach.modifiers
            case .conditional(let conditional): pending += conditional.thenBody + (conditional.elseBody ?? [])
            case .switchNode(let node): pending += node.cases.flatMap(\.body)
            case .localConstant(let constant): pending += constant.body
            case .member(let use):
                for argument in use.arguments { if case .action(let body) = argument.value { statements.append(body) } }
            case .slot: break
            }
            for modifier in modifiers {
                switch modifier.kind {
                case .onAppear(let body), .onDisappear(let body), .onChange(_, _, _, _, let body): statements.append(body)
                case .call(let call):
                    pending += call.allContent
                    for argument in call.arguments { if case .action(let body) = argument.value { statements.append(body) } }
                default: break
                }
            }
        }
        return statements.contains { assignsBack(name, isItem: isItem, in: $0) }
    }

    /// In `statements`, the blocks they hold and their closures: `name = nil` for an item; for a
    /// flag, `name =` any value but `true` or `!name`, which present.
    private static func assignsBack(_ name: String, isItem: Bool, in statements: [Statement]) -> Bool {
        for statement in statements {
            var nested: [[Statement]] = []
            switch statement.kind {
            case .assignment(let target, "=", let value):
                if case .identifier(name) = target.kind {
                    switch value.kind {
                    case .nilLiteral: return true
                    case .booleanLiteral(true): break
                    case .prefix("!", let operand):
                        if case .identifier(name) = operand.kind { break }
                        if !isItem { return true }
                    default: if !isItem { return true }
                    }
                }
            case .if(let clauses, let otherwise): nested = clauses.map(\.body) + [otherwise ?? []]
            case .guard(_, let otherwise): nested = [otherwise]
            case .switch(_, let cases): nested = cases.map(\.body)
            case .forIn(_, _, _, _, let body), .while(_, let body), .repeat(let body, _), .defer(let body): nested = [body]
            case .doCatch(let body, let catches): nested = [body] + catches.map(\.body)
            case .compilerDirective(_, let branches): nested = branches
            default: break
            }
            StatementWalk.roots(in: [statement]) { root in
                StatementWalk.walk(root, enteringClosures: false) { expr in
                    if case .closure(let closure) = expr.kind { nested.append(closure.body) }
                }
            }
            if nested.contains(where: { assignsBack(name, isItem: isItem, in: $0) }) { return true }
        }
        return false
    }

    /// The declared views a presentation's content shows, through the views they show.
    private struct ContentReach {
        let views: [String: ViewDecl]
        let unresolved: Set<String>
        var visited: Set<String> = []

        /// `nil` when the content shows a view holding content the checker could not resolve.
        mutating func contentMayDismiss(_ nodes: [ViewNode]) -> Bool? {
            var pending = nodes
            while let node = pending.popLast() {
                switch node {
                case .element(let element):
                    let name = element.name.name
                    if let view = views[name] {
                        guard visited.insert(name).inserted else { continue }
                        if unresolved.contains(name) { return nil }
                        if view.properties.contains(where: { $0.kind == .environmentValue && PresentationFlagRules.isDismissal($0.keyPath) }) { return true }
                        pending += view.body + view.viewMembers.flatMap(\.body)
                    }
                    pending += element.children
                    for case .call(let call) in element.modifiers.map(\.kind) { pending += call.allContent }
                case .forEach(let forEach):
                    pending += forEach.body
                    for case .call(let call) in forEach.modifiers.map(\.kind) { pending += call.allContent }
                case .conditional(let conditional): pending += conditional.thenBody + (conditional.elseBody ?? [])
                case .switchNode(let node): pending += node.cases.flatMap(\.body)
                case .localConstant(let constant): pending += constant.body
                case .member, .slot: break
                }
            }
            return false
        }
    }
}

/// Whether any expression or action in a body names one of `names`.
private struct NameMentions {
    let names: Set<String>
    var found = false

    mutating func visit(_ nodes: [ViewNode]) {
        var pending = nodes
        while !found, let node = pending.popLast() {
            var modifiers: [Modifier] = []
            switch node {
            case .element(let element):
                for argument in element.arguments { visit(argument) }
                pending += element.children
                modifiers = element.modifiers
            case .forEach(let forEach):
                pending += forEach.body
                modifiers = forEach.modifiers
            case .conditional(let conditional): pending += conditional.thenBody + (conditional.elseBody ?? [])
            case .switchNode(let node): pending += node.cases.flatMap(\.body)
            case .localConstant(let constant): pending += constant.body
            case .member(let use): for argument in use.arguments { visit(argument) }
            case .slot: break
            }
            for modifier in modifiers {
                switch modifier.kind {
                case .onAppear(let body), .onDisappear(let body), .onChange(_, _, _, _, let body): visit(body)
                case .call(let call):
                    for argument in call.arguments { visit(argument) }
                    pending += call.allContent
                default: break
                }
            }
        }
    }

    private mutating func visit(_ argument: Argument) {
        switch argument.value {
        case .action(let body): visit(body)
        case .expression(let expr): visit(expr)
        default: break
        }
    }

    private mutating func visit(_ body: [Statement]) {
        StatementWalk.expressions(in: body, enteringClosures: true) { visit($0) }
    }

    private mutating func visit(_ expr: Expr) {
        for read in PresentationContentRules.valueReads(in: expr, enteringClosures: true) where names.contains(read.name) { found = true }
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// TRL288: two presentations driven by one `isPresented` binding; TRL289: a `fullScreenCover`
/// nothing can dismiss; TRL293: a presentation's content presenting another one attached outside
/// it; TRL294: a flag the view holds once driving a presentation in every `ForEach` row.
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
        /// The presentations whose content holds this one, outermost first.
        let enclosing: [SourceLocation]
        /// The item names of the `ForEach` rows of this body it is in, outermost first.
        let rows: [String]

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
    /// `readViews` receives the other views whose bodies the report read.
    static func report(
        in view: ViewDecl, views: [String: ViewDecl], unresolved: Set<String>, possiblyMeant: Set<String> = [], readViews: inout Set<String>, diagnostics: inout DiagnosticCollector
    ) {
        var presentations: [Presentation] = []
        collect(view.body + view.viewMembers.flatMap(\.body), in: Place(), into: &presentations)
        guard !presentations.isEmpty else { return }
        reportSharedFlags(presentations, diagnostics: &diagnostics)
        reportFlagsSharedByRows(presentations, in: view, diagnostics: &diagnostics)
        if presentations.count > 1 { reportPresentedFromPresented(presentations, in: view, views: views, readViews: &readViews, diagnostics: &diagnostics) }
        guard !unresolved.contains(view.name.name) else { return }
        reportCoversWithoutWayOut(presentations, in: view, views: views, unresolved: unresolved, possiblyMeant: possiblyMeant, readViews: &readViews, diagnostics: &diagnostics)
    }

    /// Where a presentation is: its branches, the presentations around it, the rows it is in.
    private struct Place {
        var branches: [BranchKey] = []
        var enclosing: [SourceLocation] = []
        var rows: [String] = []

        func branch(_ conditional: SourceLocation, _ branch: Int) -> Place {
            var inner = self
            inner.branches.append(BranchKey(conditional: conditional, branch: branch))
            return inner
        }
    }

    private static func collect(_ nodes: [ViewNode], in place: Place, into presentations: inout [Presentation]) {
        for node in nodes {
            switch node {
            case .element(let element):
                collect(element.children, in: place, into: &presentations)
                if element.call != nil { collect(element.slotElementContent, in: place, into: &presentations) }
                // A `Group`'s modifiers apply to each view in it (Apple docs, `Group`), and a
                // `Section`'s to each of its rows: with a `ForEach` inside, to every row.
                var modified = place
                if element.name.name == "Group" || element.name.name == "Section",
                   element.children.contains(where: { if case .forEach = $0 { true } else { false } }) {
                    modified.rows.append("")
                }
                collect(element.modifiers, in: modified, into: &presentations)
            case .forEach(let forEach):
                var row = place
                row.rows.append(forEach.itemName.name)
                collect(forEach.body, in: row, into: &presentations)
                // A `ForEach`'s modifiers apply to each view it makes.
                collect(forEach.modifiers, in: row, into: &presentations)
            case .conditional(let conditional):
                collect(conditional.thenBody, in: place.branch(conditional.location, 0), into: &presentations)
                collect(conditional.elseBody ?? [], in: place.branch(conditional.location, 1), into: &presentations)
            case .switchNode(let node):
                for (index, switchCase) in node.cases.enumerated() {
                    collect(switchCase.body, in: place.branch(node.location, index), into: &presentations)
                }
            case .localConstant(let constant):
                collect(constant.body, in: place, into: &presentations)
            case .slot, .member:
                break
            }
        }
    }

    private static func collect(_ modifiers: [Modifier], in place: Place, into presentations: inout [Presentation]) {
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
                    location: call.name.location, branches: place.branches, enclosing: place.enclosing, rows: place.rows
                ))
                var inside = place
                inside.enclosing.append(call.name.location)
                collect(call.allContent, in: inside, into: &presentations)
            } else {
                collect(call.allContent, in: place, into: &presentations)
            }
        }
    }

    /// TRL294: a presentation inside `ForEach` rows driven by an `isPresented` flag the view
    /// holds once: every row's presentation is bound to it, so setting it presents them all at
    /// once and SwiftUI shows one, not necessarily the tapped row's.
    private static func reportFlagsSharedByRows(_ presentations: [Presentation], in view: ViewDecl, diagnostics: inout DiagnosticCollector) {
        for presentation in presentations where !presentation.isItem && !presentation.rows.isEmpty {
            guard let binding = presentation.binding else { continue }
            let root = binding.dropFirst().split(separator: ".").first.map(String.init) ?? ""
            // `$row.isExpanded` of a bound row is the row's own flag.
            guard !presentation.rows.contains(root), let property = view.properties.first(where: { $0.name.name == root }) else { continue }
            diagnostics.emit(
                Catalog.presentationFlagSharedByRows(String(binding.dropFirst()), modifier: presentation.modifier),
                at: presentation.location,
                notes: [Note("`\(root)` declared here, once for the whole view", at: property.location)]
            )
        }
    }

    /// TRL293: an action inside a presentation's content that presents another presentation
    /// attached outside that content, while the first is shown and not dismissed by the same
    /// action. A hierarchy presents one sheet at a time, so the second is ignored.
    private static func reportPresentedFromPresented(
        _ presentations: [Presentation], in view: ViewDecl, views: [String: ViewDecl], readViews: inout Set<String>, diagnostics: inout DiagnosticCollector
    ) {
        let functions = Dictionary(view.functions.map { ($0.name.name, $0.body) }, uniquingKeysWith: { first, _ in first })
        let members = Dictionary(view.viewMembers.map { ($0.name.name, $0.body) }, uniquingKeysWith: { first, _ in first })
        for shown in presentations where presentedModally.contains(shown.modifier) {
            let targets = presentations.filter { other in
                other.location != shown.location && other.binding != nil && other.binding != shown.binding
                    && !other.enclosing.contains(shown.location) && !shown.enclosing.contains(other.location) && other.coexists(with: shown)
            }
            guard !targets.isEmpty else { continue }
            let actions = actionBlocks(in: shown.content, members: members)
            // Made at the first target no action of the content presents: most never need it.
            var passed: [String: [(ElementNode, Argument)]]?
            for target in targets {
                let path = target.binding!.dropFirst().split(separator: ".").map(String.init)
                guard let state = view.properties.first(where: { $0.name.name == path[0] }), !state.allows("TRL293") else { continue }
                var reported = false
                for action in actions {
                    var visited: Set<String> = []
                    guard let write = presentingWrite(of: path, isItem: target.isItem, in: action, functions: functions, visited: &visited) else { continue }
                    // Dismissing the shown one in the same action hands over; that is not judged.
                    if let driver = shown.driver, assignsBack(driver, isItem: shown.isItem, in: action) || callsFunctionAssigningBack(driver, isItem: shown.isItem, in: action, functions: functions) { continue }
                    diagnostics.emit(
                        Catalog.presentedFromPresentation(path.joined(separator: "."), modifier: target.modifier, shown: shown.modifier),
                        at: write,
                        notes: [
                            Note("this `\(shown.modifier)` is shown while its content runs the action", at: shown.location),
                            Note("the `\(target.modifier)` presented by `\(target.binding!)` is attached outside it, here", at: target.location),
                        ]
                    )
                    reported = true
                    break
                }
                // `$flag` passed to a view in the content whose `binding` its own actions set.
                guard !reported, path.count == 1 else { continue }
                if passed == nil { passed = projectionsPassed(in: shown.content, to: views, members: members) }
                for (element, argument) in passed?[path[0]] ?? [] {
                    guard let child = views[element.name.name],
                          let input = child.properties.first(where: { $0.name.name == argument.label.name }), input.kind == .binding
                    else { continue }
                    // The child's actions are read: an edit of its body can change this finding.
                    readViews.insert(child.name.name)
                    let childFunctions = Dictionary(child.functions.map { ($0.name.name, $0.body) }, uniquingKeysWith: { first, _ in first })
                    let childMembers = Dictionary(child.viewMembers.map { ($0.name.name, $0.body) }, uniquingKeysWith: { first, _ in first })
                    let childActions = actionBlocks(in: child.body + child.viewMembers.flatMap(\.body), members: childMembers)
                    var write: SourceLocation?
                    for action in childActions where write == nil {
                        var visited: Set<String> = []
                        write = presentingWrite(of: [input.name.name], isItem: target.isItem, in: action, functions: childFunctions, visited: &visited)
                    }
                    guard let write else { continue }
                    diagnostics.emit(
                        Catalog.presentedFromPresentationThroughBinding(path[0], view: element.name.name, modifier: target.modifier, shown: shown.modifier),
                        at: argument.valueLocation,
                        notes: [
                            Note("`\(element.name.name)` sets `\(input.name.name)` here", at: write),
                            Note("the `\(target.modifier)` presented by `\(target.binding!)` is attached outside the `\(shown.modifier)`, here", at: target.location),
                        ]
                    )
                    break
                }
            }
        }
    }

    /// The declared views in `nodes` given a `$name`, with the argument that passes it, by name.
    private static func projectionsPassed(in nodes: [ViewNode], to views: [String: ViewDecl], members: [String: [ViewNode]]) -> [String: [(ElementNode, Argument)]] {
        var found: [String: [(ElementNode, Argument)]] = [:]
        var visitedMembers: Set<String> = []
        var pending = nodes
        while let node = pending.popLast() {
            switch node {
            case .element(let element) where views[element.name.name] != nil:
                for argument in element.arguments {
                    if case .expression(let expr) = argument.value, case .projection(let name) = expr.kind { found[name, default: []].append((element, argument)) }
                }
            case .member(let use):
                if visitedMembers.insert(use.name.name).inserted { pending += members[use.name.name] ?? [] }
            default:
                break
            }
            node.appendNestedViews(to: &pending)
            for case .call(let call) in node.appliedModifiers.map(\.kind) { pending += call.allContent }
        }
        return found
    }

    /// Presentations that cover their presenter and take its one presentation slot.
    static let presentedModally: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// Each action in `nodes` (arguments, modifiers' actions, `onAppear`, computed views placed
    /// there), as one block of statements run together.
    private static func actionBlocks(in nodes: [ViewNode], members: [String: [ViewNode]]) -> [[Statement]] {
        var blocks: [[Statement]] = []
        var visitedMembers: Set<String> = []
        var pending = nodes
        while let node = pending.popLast() {
            switch node {
            case .element(let element):
                for argument in element.arguments { if case .action(let body) = argument.value { blocks.append(body) } }
            case .member(let use):
                for argument in use.arguments { if case .action(let body) = argument.value { blocks.append(body) } }
                if visitedMembers.insert(use.name.name).inserted { pending += members[use.name.name] ?? [] }
            default:
                break
            }
            node.appendNestedViews(to: &pending)
            for modifier in node.appliedModifiers {
                switch modifier.kind {
                // `onDisappear` runs once the content is gone: presenting from it is a hand-over.
                case .onAppear(let body), .onChange(_, _, _, _, let body): blocks.append(body)
                case .call(let call):
                    pending += call.allContent
                    for argument in call.arguments { if case .action(let body) = argument.value { blocks.append(body) } }
                default: break
                }
            }
        }
        return blocks
    }

    /// Where `statements` (their blocks, closures and the view functions they call) may present
    /// through `path`: `path = true` or `path.toggle()` for a flag, `path =` anything but `nil`
    /// for an item.
    private static func presentingWrite(of path: [String], isItem: Bool, in statements: [Statement], functions: [String: [Statement]], visited: inout Set<String>) -> SourceLocation? {
        for statement in statements {
            var nested: [[Statement]] = []
            switch statement.kind {
            case .assignment(let target, "=", let value):
                if IdentityRules.WriteFinder.path(of: IdentityRules.WriteFinder.stripped(target)) == path {
                    if isItem {
                        if case .nilLiteral = value.kind {} else { return statement.location }
                    } else if case .booleanLiteral(true) = value.kind {
                        return statement.location
                    }
                }
            case .expression(let expr):
                if case .call(let callee, _) = expr.kind {
                    if !isItem, case .member(let base, "toggle", _) = callee.kind, IdentityRules.WriteFinder.path(of: base) == path {
                        return statement.location
                    }
                    if case .identifier(let function) = callee.kind, let body = functions[function], visited.insert(function).inserted,
                       presentingWrite(of: path, isItem: isItem, in: body, functions: functions, visited: &visited) != nil {
                        return statement.location
                    }
                }
            default: nested = StatementWalk.nestedBlocks(of: statement)
            }
            StatementWalk.roots(in: [statement]) { root in
                StatementWalk.walk(root, enteringClosures: false) { expr in
                    if case .closure(let closure) = expr.kind { nested.append(closure.body) }
                }
            }
            for body in nested {
                if let write = presentingWrite(of: path, isItem: isItem, in: body, functions: functions, visited: &visited) {
                    // A write inside a closure or a block is reported at its own line.
                    return write
                }
            }
        }
        return nil
    }

    /// Whether a view function called in `statements` sets `name` back.
    private static func callsFunctionAssigningBack(_ name: String, isItem: Bool, in statements: [Statement], functions: [String: [Statement]]) -> Bool {
        var found = false
        StatementWalk.roots(in: statements) { root in
            StatementWalk.walk(root, enteringClosures: true) { expr in
                if case .call(let callee, _) = expr.kind, case .identifier(let function) = callee.kind, let body = functions[function],
                   assignsBack(name, isItem: isItem, in: body) {
                    found = true
                }
            }
        }
        return found
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
        readViews: inout Set<String>, diagnostics: inout DiagnosticCollector
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
            let mayDismiss = reach.contentMayDismiss(cover.content)
            readViews.formUnion(reach.visited)
            guard mayDismiss == false else { continue }
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
                if target.nameWithoutSelf == name {
                    switch value.kind {
                    case .nilLiteral: return true
                    case .booleanLiteral(true): break
                    case .prefix("!", let operand):
                        if case .identifier(name) = operand.kind { break }
                        if !isItem { return true }
                    default: if !isItem { return true }
                    }
                }
            default: nested = StatementWalk.nestedBlocks(of: statement)
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

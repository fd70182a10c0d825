import TrellisSyntax

/// Which view a modifier written next to a `ForEach` modifies, read from the modifiers'
/// declared receivers, before a body is checked.
///
/// - After the one view of a view's content when that view is a `ForEach`
///   (`<List><ForEach …>…</ForEach><onDelete …/></List>`), a modifier that applies only to what
///   the `ForEach` conforms to (`onDelete`, `onMove`, declared `on="DynamicViewContent"`) and
///   not to the containing view modifies the `ForEach`, as Swift's
///   `List { ForEach(…) { … }.onDelete(…) }`. The leading run of such modifiers moves; one after
///   a modifier of the containing view stays there (TRL116).
/// - After the one row of a `ForEach`, a modifier is the row's (Swift's
///   `ForEach(…) { habit in HabitRow(…).swipeActions { … } }`), so the row's item is in scope;
///   one that only the `ForEach` takes (`onDelete`) stays on the `ForEach`, where SwiftUI has it.
struct ModifierPlacement {
    let symbols: SymbolTable

    /// What a `ForEach` conforms to, as the checker judges its modifiers.
    static let forEachProtocols = ["View", "DynamicViewContent"]

    /// The view with its body's and computed views' modifiers placed; `nil` when none moves.
    func placed(_ decl: ViewDecl) -> ViewDecl? {
        guard decl.mayPlaceModifiers else { return nil }
        var decl = decl
        var moved = false
        if Self.mayMove(decl.body) {
            let body = placed(decl.body)
            if body != decl.body {
                decl.body = body
                moved = true
            }
        }
        for index in decl.viewMembers.indices where Self.mayMove(decl.viewMembers[index].body) {
            let body = placed(decl.viewMembers[index].body)
            if body != decl.viewMembers[index].body {
                decl.viewMembers[index].body = body
                moved = true
            }
        }
        return moved ? decl : nil
    }

    func placedOrSame(_ decl: ViewDecl) -> ViewDecl { placed(decl) ?? decl }

    /// Whether any node could have a modifier to move: most bodies have none, and are kept.
    private static func mayMove(_ nodes: [ViewNode]) -> Bool {
        var pending = nodes
        while let node = pending.popLast() {
            switch node {
            case .element(let element):
                if element.children.count == 1, case .forEach = element.children[0], !element.modifiers.isEmpty { return true }
            case .forEach(let forEach):
                if forEach.body.count == 1, case .element = forEach.body[0], !forEach.modifiers.isEmpty { return true }
            default:
                break
            }
            for list in childLists(of: node) { pending += list }
        }
        return false
    }

    /// `nodes` with each node's modifiers placed, top down (a `List`'s `onDelete` reaches its
    /// `ForEach` before that `ForEach`'s own are placed). Without recursion, as bodies may nest
    /// hundreds of levels: each node's child lists are rebuilt first, then the node from them.
    private func placed(_ nodes: [ViewNode]) -> [ViewNode] {
        var rebuilt: [ViewNode] = []
        var pending: [(node: ViewNode, lists: [[ViewNode]]?)] = nodes.reversed().map { ($0, nil) }
        while let (node, listsDone) = pending.popLast() {
            guard let lists = listsDone else {
                let node = placingModifiers(of: node)
                let lists = Self.childLists(of: node)
                if lists.allSatisfy(\.isEmpty) {
                    rebuilt.append(node)
                    continue
                }
                pending.append((node, lists))
                for list in lists.reversed() {
                    for child in list.reversed() { pending.append((child, nil)) }
                }
                continue
            }
            let total = lists.reduce(0) { $0 + $1.count }
            var start = rebuilt.count - total
            var newLists: [[ViewNode]] = []
            for list in lists {
                newLists.append(Array(rebuilt[start..<(start + list.count)]))
                start += list.count
            }
            rebuilt.removeLast(total)
            rebuilt.append(Self.rebuild(node, with: newLists))
        }
        return rebuilt
    }

    /// The node with the modifiers it holds for its one `ForEach`, or its one row, moved there.
    private func placingModifiers(of node: ViewNode) -> ViewNode {
        switch node {
        case .element(var element):
            guard element.children.count == 1, case .forEach(var forEach) = element.children[0], !element.modifiers.isEmpty else { return node }
            let slots = slotNames(of: element.name.name)
            var moved: [Modifier] = []
            var kept: [Modifier] = []
            for modifier in element.modifiers {
                if let name = Self.callName(of: modifier), slots.contains(name) {
                    kept.append(modifier)
                } else if kept.count == slotCount(in: kept, slots: slots), onlyForEachTakes(modifier, besides: element.name.name) {
                    moved.append(modifier)
                } else {
                    kept.append(modifier)
                }
            }
            guard !moved.isEmpty else { return node }
            forEach.modifiers += moved
            element.children = [.forEach(forEach)]
            element.modifiers = kept
            return .element(element)
        case .forEach(var forEach):
            guard forEach.body.count == 1, case .element(var row) = forEach.body[0], !forEach.modifiers.isEmpty else { return node }
            let rowSlots = slotNames(of: row.name.name)
            var forRow: [Modifier] = []
            var kept: [Modifier] = []
            for modifier in forEach.modifiers {
                if rowTakes(modifier, row: row.name.name, rowSlots: rowSlots) {
                    forRow.append(modifier)
                } else {
                    kept.append(modifier)
                }
            }
            guard !forRow.isEmpty else { return node }
            row.modifiers += forRow
            forEach.body = [.element(row)]
            forEach.modifiers = kept
            return .forEach(forEach)
        default:
            return node
        }
    }

    private func slotCount(in modifiers: [Modifier], slots: Set<String>) -> Int {
        modifiers.count { Self.callName(of: $0).map(slots.contains) ?? false }
    }

    /// Whether a modifier after a `ForEach`'s one row is the row's: SwiftUI's language modifiers
    /// and declared modifiers are, except those only the `ForEach` takes. An unknown modifier,
    /// or one named as a slot of the row, stays where it was written and is reported there.
    private func rowTakes(_ modifier: Modifier, row: String, rowSlots: Set<String>) -> Bool {
        guard case .call(let call) = modifier.kind else { return true }
        let name = call.name.name
        guard !rowSlots.contains(name), symbols.modifiers[name] != nil else { return false }
        return !onlyForEachTakes(modifier, besides: row)
    }

    /// Whether the modifier applies to a `ForEach` but not to a view named `view`.
    private func onlyForEachTakes(_ modifier: Modifier, besides view: String) -> Bool {
        guard let name = Self.callName(of: modifier), let receiver = symbols.modifiers[name]?.receiver,
              Self.forEachProtocols.contains(receiver), receiver != view else { return false }
        guard let interface = symbols.interfaceViews[view] else {
            // A view declared in XML, and a value placed as a view (`screen.destination`), conform to `View` only.
            return symbols.views[view] != nil || !view.startsUppercase
        }
        return !interface.protocols.contains(receiver)
    }

    private func slotNames(of view: String) -> Set<String> {
        if let interface = symbols.interfaceViews[view] { return symbols.summary(of: interface).slotNames }
        return Set(symbols.views[view]?.slots.map(\.name.name) ?? [])
    }

    private static func callName(of modifier: Modifier) -> String? {
        guard case .call(let call) = modifier.kind else { return nil }
        return call.name.name
    }

    /// A node's lists of child views, in the order `rebuild` takes them back.
    private static func childLists(of node: ViewNode) -> [[ViewNode]] {
        switch node {
        case .element(let element):
            return [element.children] + element.modifiers.flatMap(modifierLists)
        case .forEach(let forEach):
            return [forEach.body] + forEach.modifiers.flatMap(modifierLists)
        case .conditional(let conditional):
            return [conditional.thenBody, conditional.elseBody ?? []]
        case .switchNode(let node):
            return node.cases.map(\.body)
        case .localConstant(let constant):
            return [constant.body]
        case .slot, .member:
            return []
        }
    }

    /// A modifier's content, then each of its slot elements' content.
    private static func modifierLists(_ modifier: Modifier) -> [[ViewNode]] {
        guard case .call(let call) = modifier.kind else { return [] }
        return [call.content] + call.slotFills.flatMap(modifierLists)
    }

    private static func rebuild(_ node: ViewNode, with lists: [[ViewNode]]) -> ViewNode {
        var next = lists.makeIterator()
        func rebuilt(_ modifiers: [Modifier]) -> [Modifier] {
            modifiers.map { modifier in
                guard case .call(var call) = modifier.kind else { return modifier }
                call.content = next.next() ?? []
                call.slotFills = rebuiltFills(call.slotFills)
                var modifier = modifier
                modifier.kind = .call(call)
                return modifier
            }
        }
        func rebuiltFills(_ fills: [Modifier]) -> [Modifier] { rebuilt(fills) }
        switch node {
        case .element(var element):
            element.children = next.next() ?? []
            element.modifiers = rebuilt(element.modifiers)
            return .element(element)
        case .forEach(var forEach):
            forEach.body = next.next() ?? []
            forEach.modifiers = rebuilt(forEach.modifiers)
            return .forEach(forEach)
        case .conditional(var conditional):
            conditional.thenBody = next.next() ?? []
            if conditional.elseBody != nil { conditional.elseBody = next.next() ?? [] }
            return .conditional(conditional)
        case .switchNode(var switchNode):
            for index in switchNode.cases.indices { switchNode.cases[index].body = next.next() ?? [] }
            return .switchNode(switchNode)
        case .localConstant(var constant):
            constant.body = next.next() ?? []
            return .localConstant(constant)
        case .slot, .member:
            return node
        }
    }
}

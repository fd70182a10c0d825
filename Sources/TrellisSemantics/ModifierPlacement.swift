import TrellisDiagnostics
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
    /// Notes each name looked up among the views, when set: what a kept placement read (`AnalysisCache.placed`).
    var viewReads: DeclarationReads?

    /// What a `ForEach` conforms to, as the checker judges its modifiers.
    static let forEachProtocols = ["View", "DynamicViewContent"]

    /// The view with its body's and computed views' modifiers placed; `nil` when none moves.
    func placed(_ decl: ViewDecl) -> ViewDecl? {
        guard decl.mayPlaceModifiers || decl.holdsStackWithModifiers else { return nil }
        var decl = decl
        var moved = false
        // A navigation stack is most often a body's root: placed there without walking the body.
        var placedAtRoot = false
        if decl.holdsStackWithModifiers {
            placedAtRoot = placingRootStacksModifiers(&decl.body, moved: &moved)
            for index in decl.viewMembers.indices where placingRootStacksModifiers(&decl.viewMembers[index].body, moved: &moved) { placedAtRoot = true }
        }
        guard decl.mayPlaceModifiers || !placedAtRoot else { return moved ? decl : nil }
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
                if element.arguments.contains(where: Self.mayGiveView) { return true }
                if !element.children.isEmpty, element.modifiers.contains(where: Self.holdsContent) { return true }
                if element.modifiers.contains(where: Self.holdsOneViewAndModifiers) { return true }
                if Self.mayHoldStacksModifiers(element) { return true }
            case .forEach(let forEach):
                if !forEach.modifiers.isEmpty, forEach.soleRow != nil { return true }
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
            if element.arguments.contains(where: Self.mayGiveView), let written = slotsWrittenAsElements(element) {
                element = written
            }
            if !element.children.isEmpty, element.modifiers.contains(where: Self.holdsContent), let moved = childrenFillingNextSlot(element) {
                element = moved
            }
            if element.modifiers.contains(where: Self.holdsOneViewAndModifiers) { element = modifyingSlotsSoleViews(element) }
            if Self.mayHoldStacksModifiers(element) { element = modifyingStacksSoleView(element) }
            guard element.children.count == 1, case .forEach(var forEach) = element.children[0], !element.modifiers.isEmpty else { return .element(element) }
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
            guard !moved.isEmpty else { return .element(element) }
            forEach.modifiers += moved
            element.children = [.forEach(forEach)]
            element.modifiers = kept
            return .element(element)
        case .forEach(var forEach):
            guard !forEach.modifiers.isEmpty, var row = forEach.soleRow else { return node }
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
            forEach.replaceSoleRow(with: row)
            forEach.modifiers = kept
            return .forEach(forEach)
        default:
            return node
        }
    }

    /// Whether an attribute may give a view, `{DetailView(…)}`: a brace, then a capital.
    private static func mayGiveView(_ argument: Argument) -> Bool {
        guard case .source(let text) = argument.value else { return false }
        var bytes = text.text.utf8.drop { $0 == 0x20 }
        guard bytes.first == UInt8(ascii: "{") else { return false }
        bytes = bytes.dropFirst().drop { $0 == 0x20 }
        guard let first = bytes.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// A slot given as an attribute whose value is a view's initializer, Swift's
    /// `NavigationLink(destination: DetailView(scrum: scrum)) { Label(…) }`, written as its
    /// element, `<destination><DetailView scrum="{scrum}"/></destination>`, so that it is checked,
    /// owned and generated as the element form is; the element's own views then fill the slot
    /// Swift's trailing closure fills, the next one. `nil` when no attribute is such a call, or
    /// when an argument has no label to name its attribute (left for the checker's TRL135).
    private func slotsWrittenAsElements(_ element: ElementNode) -> ElementNode? {
        let slotLists = slotLists(of: element.name.name)
        guard !slotLists.isEmpty else { return nil }
        var element = element
        var rewritten = false
        for argument in element.arguments {
            guard Self.mayGiveView(argument), slotLists.contains(where: { $0.contains(argument.label.name) }),
                  case .source(let text) = argument.value, let view = viewCall(in: text) else { continue }
            element.arguments.removeAll { $0.label.name == argument.label.name }
            rewritten = true
            let filled = Set(element.modifiers.compactMap(Self.callName))
            // The first slot is filled by the views written inside; those move to the next slot
            // not filled, which Swift's trailing closure fills.
            let firsts = slotLists.filter { $0.first == argument.label.name }
            if !firsts.isEmpty {
                if !element.children.isEmpty {
                    guard let next = firsts.lazy.compactMap({ $0.dropFirst().first { !filled.contains($0) } }).first else {
                        // Nowhere for the views written inside: the attribute stays a slot
                        // element, and the checker reports the two contents of the first slot.
                        element.modifiers.insert(Self.slotFill(argument.label, [.element(view)]), at: 0)
                        continue
                    }
                    element.modifiers.insert(Self.slotFill(Identifier(next, at: element.children[0].location), element.children), at: 0)
                }
                element.children = [.element(view)]
            } else {
                element.modifiers.insert(Self.slotFill(argument.label, [.element(view)]), at: 0)
            }
        }
        return rewritten ? element : nil
    }

    /// An element with one view and lowercase elements after it: a slot of a view whose one view's
    /// modifiers follow it, or a modifier's own slots.
    private static func holdsOneViewAndModifiers(_ modifier: Modifier) -> Bool {
        if case .call(let call) = modifier.kind, call.content.count == 1, case .element = call.content[0] { !call.slotFills.isEmpty } else { false }
    }

    /// A view's slot holding one view and modifiers after it, `<sidebar><List>…</List><toolbar>…</toolbar></sidebar>`:
    /// the modifiers are the view's, as Swift's `NavigationSplitView { List { … }.toolbar { … } }`
    /// and as after an `if` branch's one view.
    private func modifyingSlotsSoleViews(_ element: ElementNode) -> ElementNode {
        let slots = slotNames(of: element.name.name)
        var element = element
        for index in element.modifiers.indices {
            guard case .call(var slot) = element.modifiers[index].kind, slots.contains(slot.name.name), !slot.slotFills.isEmpty,
                  slot.content.count == 1, case .element(var view) = slot.content[0] else { continue }
            view.modifiers += slot.slotFills
            slot.slotFills = []
            slot.content = [.element(view)]
            element.modifiers[index].kind = .call(slot)
        }
        return element
    }

    /// The stacks among a body's root nodes, their modifiers placed; whether there was one.
    private func placingRootStacksModifiers(_ nodes: inout [ViewNode], moved: inout Bool) -> Bool {
        var found = false
        for index in nodes.indices {
            guard case .element(let element) = nodes[index], Self.mayHoldStacksModifiers(element) else { continue }
            found = true
            let placed = modifyingStacksSoleView(element)
            if placed.modifiers.count != element.modifiers.count {
                nodes[index] = .element(placed)
                moved = true
            }
        }
        return found
    }

    /// A navigation stack holding one view, with modifiers.
    private static func mayHoldStacksModifiers(_ element: ElementNode) -> Bool {
        guard !element.modifiers.isEmpty, element.children.count == 1, case .element = element.children[0] else { return false }
        return ElementNode.navigationStacks.contains(element.name.name)
    }

    /// `<NavigationStack><List>…</List><navigationTitle value="Inbox"/></NavigationStack>`: the
    /// modifiers the stack reads from the view it shows (a title, a toolbar, a destination) are
    /// that view's, as Swift's `NavigationStack { List { … }.navigationTitle("Inbox") }`; on the
    /// stack itself SwiftUI would show them nowhere. The stack keeps its other modifiers.
    private func modifyingStacksSoleView(_ element: ElementNode) -> ElementNode {
        guard case .element(var view) = element.children[0] else { return element }
        var element = element
        var kept: [Modifier] = []
        for modifier in element.modifiers {
            if let name = Self.callName(of: modifier), symbols.modifiers[name]?.isReadByStack == true {
                view.modifiers.append(modifier)
            } else {
                kept.append(modifier)
            }
        }
        guard kept.count != element.modifiers.count else { return element }
        element.modifiers = kept
        element.children = [.element(view)]
        return element
    }

    private static func holdsContent(_ modifier: Modifier) -> Bool {
        if case .call(let call) = modifier.kind { !call.content.isEmpty } else { false }
    }

    /// `<NavigationLink><destination>…</destination><Row/></NavigationLink>`: with the first slot
    /// filled by its element, the views written inside fill the next slot not filled, as Swift's
    /// trailing closure after `destination:` is the `label`. `nil` when no initializer has the
    /// element's slot first with a free slot after it.
    private func childrenFillingNextSlot(_ element: ElementNode) -> ElementNode? {
        let slotLists = slotLists(of: element.name.name)
        guard !slotLists.isEmpty else { return nil }
        let filled = Set(element.modifiers.filter(Self.holdsContent).compactMap(Self.callName))
        guard let next = slotLists.lazy.compactMap({ slots -> String? in
            guard let first = slots.first, filled.contains(first) else { return nil }
            return slots.dropFirst().first { !filled.contains($0) }
        }).first else { return nil }
        var element = element
        element.modifiers.insert(Self.slotFill(Identifier(next, at: element.children[0].location), element.children), at: 0)
        element.children = []
        return element
    }

    private static func slotFill(_ name: Identifier, _ content: [ViewNode]) -> Modifier {
        Modifier(.call(ModifierCall(name: name, arguments: [], content: content)), at: name.location)
    }

    /// Each initializer's slots in order: an XML view has one list, a view declared in Swift one
    /// per overload that has slots.
    private func slotLists(of view: String) -> [[String]] {
        viewReads?.note(view)
        if let interface = symbols.interfaceViews[view] {
            return interface.overloads.map { $0.slots.map(\.name.name) }.filter { !$0.isEmpty }
        }
        guard let slots = symbols.views[view]?.slots, !slots.isEmpty else { return [] }
        return [slots.map(\.name.name)]
    }

    /// `{DetailView(scrum: scrum)}` as the element `<DetailView scrum="{scrum}"/>`: a call of a
    /// declared view whose arguments are all labeled, each label the attribute's name.
    private func viewCall(in text: AttributeText) -> ElementNode? {
        var scratch = DiagnosticCollector()
        guard let string = ExpressionParser.parseInterpolated(text, diagnostics: &scratch), scratch.diagnostics.isEmpty,
              let expr = string.soleExpression, case .call(let callee, let arguments) = expr.kind,
              case .identifier(let name) = callee.kind else { return nil }
        viewReads?.note(name)
        guard symbols.views[name] != nil || symbols.interfaceViews[name] != nil,
              arguments.allSatisfy({ $0.label != nil && !$0.isTrailingClosure }) else { return nil }
        let attributes = arguments.map { argument in
            Argument(label: Identifier(argument.label!, at: argument.value.location), value: .expression(argument.value), valueLocation: argument.value.location)
        }
        return ElementNode(name: Identifier(name, at: callee.location), arguments: attributes)
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
        viewReads?.note(view)
        guard let interface = symbols.interfaceViews[view] else {
            // A view declared in XML, and a value placed as a view (`screen.destination`), conform to `View` only.
            return symbols.views[view] != nil || !view.startsUppercase
        }
        return !interface.protocols.contains(receiver)
    }

    private func slotNames(of view: String) -> Set<String> {
        viewReads?.note(view)
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

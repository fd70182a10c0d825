import TrellisDiagnostics
import TrellisSyntax

/// What the checker decided about each call of a view or modifier declared in Swift, and how it
/// read each attribute, keyed by where they are written.
struct CallResolutions {
    /// A place in the one file a view's body is written in: the file need not be hashed.
    struct Key: Hashable {
        let line: Int
        let column: Int
        init(_ location: SourceLocation) {
            line = location.line
            column = location.column
        }

        /// One word for the hasher, which costs a round per word combined: lines and columns
        /// are 32-bit (`SourceLocation`), so the two fit.
        func hash(into hasher: inout Hasher) {
            hasher.combine(line << 32 ^ column)
        }
    }

    var elements: [Key: ResolvedCall] = [:]
    var modifiers: [Key: ResolvedCall] = [:]
    /// Attributes of calls of views declared in XML, and of unknown calls, after reading.
    var arguments: [Key: ArgumentValue] = [:]
    /// By element: the code an element holds, passed as its view's closure input (`ElementCode`).
    var codeInputs: [Key: Argument] = [:]

    var isEmpty: Bool { elements.isEmpty && modifiers.isEmpty && arguments.isEmpty && codeInputs.isEmpty }

    /// `nodes` with every attribute read and every resolved call set, as code generation and the
    /// graph see them: a named slot's element leaves the modifiers for the call's slot entry.
    /// Without recursion, as bodies may nest hundreds of levels: each node's child lists are
    /// rebuilt first, then the node from them.
    func apply(to nodes: [ViewNode]) -> [ViewNode] {
        var rebuilt: [ViewNode] = []
        // An element's call is looked up once, with its child lists, and kept for its rebuild.
        var pending: [(node: ViewNode, call: ResolvedCall?, lists: [[ViewNode]]?)] = nodes.reversed().map { ($0, nil, nil) }
        while let (node, call, listsDone) = pending.popLast() {
            guard let lists = listsDone else {
                let call = elementCall(of: node)
                // Most nodes are leaves: rebuilt at once, without a second visit and without
                // listing their empty child lists (`rebuild` takes a missing list as empty).
                guard hasChildViews(node, call: call) else {
                    rebuilt.append(call == nil && Self.isKeptAsWritten(leaf: node) && !passesCode(node) ? node : rebuild(node, call: call, with: []))
                    continue
                }
                let lists = childLists(of: node, call: call)
                pending.append((node, call, lists))
                for list in lists.reversed() {
                    for child in list.reversed() { pending.append((child, nil, nil)) }
                }
                continue
            }
            let total = lists.reduce(0) { $0 + $1.count }
            var start = rebuilt.count - total
            var newLists: [[ViewNode]] = []
            newLists.reserveCapacity(lists.count)
            for list in lists {
                newLists.append(Array(rebuilt[start..<(start + list.count)]))
                start += list.count
            }
            rebuilt.removeLast(total)
            rebuilt.append(rebuild(node, call: call, with: newLists))
        }
        return rebuilt
    }

    /// The call the checker resolved for an element.
    private func elementCall(of node: ViewNode) -> ResolvedCall? {
        guard case .element(let element) = node else { return nil }
        return elements[Key(element.name.location)]
    }

    /// Whether the element's code is its view's closure input.
    private func passesCode(_ node: ViewNode) -> Bool {
        guard !codeInputs.isEmpty, case .element(let element) = node else { return false }
        return codeInputs[Key(element.name.location)] != nil
    }

    /// Whether any of the lists `childLists` gives holds a view.
    private func hasChildViews(_ node: ViewNode, call: ResolvedCall?) -> Bool {
        switch node {
        case .element(let element):
            if !element.children.isEmpty { return true }
            if let call, Self.hasSlotElementViews(call) { return true }
            for modifier in element.modifiers {
                if let call, Self.fillsSlot(modifier, of: call) { continue }
                if modifierHasViews(modifier) { return true }
            }
            return false
        case .conditional(let conditional):
            return !conditional.thenBody.isEmpty || !(conditional.elseBody ?? []).isEmpty
        case .switchNode(let node):
            return node.cases.contains { !$0.body.isEmpty }
        case .localConstant(let constant):
            return !constant.body.isEmpty
        case .forEach(let forEach):
            return !forEach.body.isEmpty || forEach.modifiers.contains { modifierHasViews($0) }
        case .slot, .member:
            return false
        }
    }

    /// Whether a slot filled by its own element holds views.
    private static func hasSlotElementViews(_ call: ResolvedCall) -> Bool {
        call.entries.contains { if case .slot(_, let content, _?) = $0 { !content.isEmpty } else { false } }
    }

    /// Whether any of the lists `modifierLists` gives holds a view.
    private func modifierHasViews(_ modifier: Modifier) -> Bool {
        guard case .call(let call) = modifier.kind else { return false }
        if !call.content.isEmpty { return true }
        return modifiers[Key(modifier.location)].map(Self.hasSlotElementViews) ?? false
    }

    /// A node's lists of child views, in a fixed order `rebuild` follows; `call` is an element's.
    private func childLists(of node: ViewNode, call: ResolvedCall?) -> [[ViewNode]] {
        switch node {
        case .element(let element):
            var lists = [element.children]
            if let call {
                for case .slot(_, let content, _?) in call.entries { lists.append(content) }
            }
            // A slot's element is among the modifiers in the syntax tree; its views count once, as the slot's.
            for modifier in element.modifiers {
                if let call, Self.fillsSlot(modifier, of: call) { continue }
                lists += modifierLists(modifier)
            }
            return lists
        case .conditional(let conditional):
            return [conditional.thenBody, conditional.elseBody ?? []]
        case .switchNode(let node):
            return node.cases.map(\.body)
        case .localConstant(let constant):
            return [constant.body]
        case .forEach(let forEach):
            var lists = [forEach.body]
            for modifier in forEach.modifiers { lists += modifierLists(modifier) }
            return lists
        case .slot, .member:
            return []
        }
    }

    /// Whether a leaf without a resolved call is the same rebuilt: it has no attribute to read
    /// and no modifier call to resolve (`<Text>` with its text as content, `<slot/>`).
    private static func isKeptAsWritten(leaf node: ViewNode) -> Bool {
        switch node {
        case .element(let element):
            guard element.arguments.isEmpty else { return false }
            return element.modifiers.allSatisfy { if case .call = $0.kind { false } else { true } }
        case .member(let use):
            return use.arguments.isEmpty
        case .slot:
            return true
        case .conditional, .switchNode, .forEach, .localConstant:
            return false
        }
    }

    /// Whether `modifier` is the element that fills one of the call's named slots. A call has a
    /// few entries, and the modifier shares the body's file: a scan by line and column is
    /// cheaper than a set of locations.
    private static func fillsSlot(_ modifier: Modifier, of call: ResolvedCall) -> Bool {
        let location = modifier.location
        for case .slot(_, _, let fill?) in call.entries where fill.line == location.line && fill.column == location.column {
            return true
        }
        return false
    }

    /// A modifier's content, then the content of each slot element the checker resolved.
    private func modifierLists(_ modifier: Modifier) -> [[ViewNode]] {
        guard case .call(let call) = modifier.kind else { return [] }
        var lists = [call.content]
        if let resolved = modifiers[Key(modifier.location)] {
            for case .slot(_, let content, _?) in resolved.entries { lists.append(content) }
        }
        return lists
    }

    private func rebuild(_ node: ViewNode, call resolved: ResolvedCall?, with lists: [[ViewNode]]) -> ViewNode {
        var next = lists.makeIterator()
        switch node {
        case .element(var element):
            element.children = next.next() ?? []
            if !codeInputs.isEmpty, let input = codeInputs[Key(element.name.location)] {
                element.arguments.append(input)
                element.text = nil
            }
            if var call = resolved {
                var children = element.children
                // A `String` placed alone that the checker read as the title (`readPlacedStringAsTitle`).
                if children.count == 1, case .element(let only) = children[0], only.placesValue,
                   case .argument(_, let first)? = call.entries.first,
                   Key(first.label.location) == Key(only.name.location.advanced(byColumns: 1)) {
                    children = []
                    element.children = []
                }
                // A view's text the checker read as its title or its label's `Text` (`readTextAsLabel`).
                if let text = element.text, element.name.name != "Text" {
                    let textLocation = Key(text.location)
                    for entry in call.entries {
                        switch entry {
                        case .argument(_, let argument) where Key(argument.label.location) == textLocation:
                            element.text = nil
                        case .slot(_, let content, nil) where children.isEmpty && !content.isEmpty:
                            children = content
                            element.children = content
                            element.text = nil
                        default:
                            break
                        }
                    }
                }
                // Calls without slots (`Text`, `Toggle`) keep their entries as they are.
                if call.entries.contains(where: { if case .slot = $0 { true } else { false } }) {
                    call.entries = call.entries.map { entry in
                        switch entry {
                        case .slot(let label, _, let location?):
                            return .slot(label: label, content: next.next() ?? [], location: location)
                        case .slot(let label, let content, nil) where !content.isEmpty:
                            // The slot the element's own children fill.
                            return .slot(label: label, content: children, location: nil)
                        default:
                            return entry
                        }
                    }
                }
                element.call = call
                if call.entries.contains(where: { if case .slot(_, _, _?) = $0 { true } else { false } }) {
                    element.modifiers.removeAll { Self.fillsSlot($0, of: call) }
                }
                let read = call.arguments
                var arguments = read
                for argument in element.arguments {
                    let label = argument.label.location
                    if read.contains(where: { $0.label.location.line == label.line && $0.label.location.column == label.column }) { continue }
                    arguments.append(apply(argument))
                }
                element.arguments = arguments
            } else {
                element.arguments = element.arguments.map(apply)
            }
            element.modifiers = element.modifiers.map { apply($0, content: &next) }
            adoptInputElements(of: &element)
            return .element(element)
        case .conditional(var conditional):
            conditional.thenBody = next.next() ?? []
            let elseBody = next.next() ?? []
            conditional.elseBody = conditional.elseBody == nil ? nil : elseBody
            return .conditional(conditional)
        case .switchNode(var switchNode):
            for index in switchNode.cases.indices { switchNode.cases[index].body = next.next() ?? [] }
            return .switchNode(switchNode)
        case .forEach(var forEach):
            forEach.body = next.next() ?? []
            forEach.modifiers = forEach.modifiers.map { apply($0, content: &next) }
            return .forEach(forEach)
        case .slot:
            return node
        case .member(var use):
            use.arguments = use.arguments.map(apply)
            return .member(use)
        case .localConstant(var constant):
            constant.body = next.next() ?? []
            return .localConstant(constant)
        }
    }


    /// An input written as an element (`<saveAction>…</saveAction>`), which the checker read as
    /// the call's argument, is an argument of the call, not a modifier.
    private func adoptInputElements(of element: inout ElementNode) {
        guard element.modifiers.contains(where: { if case .call(let call) = $0.kind { call.code != nil } else { false } }) else { return }
        var arguments = element.arguments
        element.modifiers.removeAll { modifier in
            // A declared modifier's resolved call holds its code as its trailing closure.
            guard case .call(let call) = modifier.kind, let code = call.code, modifiers[Key(modifier.location)] == nil else { return false }
            // A resolved call of a view declared in Swift lists it already.
            if arguments.contains(where: { $0.valueLocation == code.location }) { return true }
            guard let value = self.arguments[Key(code.location)] else { return false }
            arguments.append(Argument(label: Identifier(call.name.name, at: modifier.location.advanced(byColumns: 1)), value: value, valueLocation: code.location))
            return true
        }
        element.arguments = arguments
    }

    private func apply(_ argument: Argument) -> Argument {
        guard case .source = argument.value, let value = arguments[Key(argument.valueLocation)] else { return argument }
        var read = argument
        read.value = value
        return read
    }

    private func apply(_ modifier: Modifier, content: inout IndexingIterator<[[ViewNode]]>) -> Modifier {
        guard case .call(var call) = modifier.kind else { return modifier }
        call.content = content.next() ?? []
        if var resolved = modifiers[Key(modifier.location)] {
            // A modifier's one slot holds its content, rebuilt already.
            resolved.entries = resolved.entries.map { entry in
                switch entry {
                case .slot(let label, let slotContent, nil) where !slotContent.isEmpty:
                    return .slot(label: label, content: call.content, location: nil)
                case .slot(let label, _, let location?):
                    // A slot element's views, rebuilt after the content's.
                    let rebuilt = content.next() ?? []
                    call.slotFills = call.slotFills.map { fill in
                        guard fill.location == location, case .call(var slot) = fill.kind else { return fill }
                        slot.content = rebuilt
                        var updated = fill
                        updated.kind = .call(slot)
                        return updated
                    }
                    return .slot(label: label, content: rebuilt, location: location)
                default:
                    return entry
                }
            }
            call.arguments = resolved.arguments
            call.resolved = resolved
        } else {
            call.arguments = call.arguments.map(apply)
        }
        var applied = modifier
        applied.kind = .call(call)
        return applied
    }
}

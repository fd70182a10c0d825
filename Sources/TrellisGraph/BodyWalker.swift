import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Collects the declarations of one view and the `owns`, `passes`, `reads` and `writes` edges
/// of its body, walking it in document order. Instantiations and the environment come from
/// the checker's instantiation graph instead, so the graph and the diagnostics agree.
struct BodyWalker {
    let analyzer: ValueAnalyzer
    let view: ViewDecl
    private(set) var nodes: [GraphNode] = []
    private(set) var edges: [GraphEdge] = []
    /// Child binding input → what the call site gave it, before chains are resolved.
    private(set) var directBindings: [(binding: NodeID, source: NodeID, location: SourceLocation)] = []
    /// The computed views being walked, outermost first: one that places itself is not walked again.
    private var expandingMembers: [String] = []
    /// Members already walked with the values given to their parameters: walking one again adds
    /// the same edges, so a member placing another twice, nested, costs its depth, not 2^depth.
    private var walkedMembers: Set<MemberWalk> = []
    /// Members through whose placements no member comes back to itself; made at the first use.
    private var membersWithoutCycles: Set<String>?

    private struct MemberWalk: Hashable {
        let member: String
        /// Only for a member that can place itself: which members are being walked decides where it stops.
        let expandingMembers: [String]
        let parameters: [String: ValueDependencies]
        let followedFunctions: [String]
    }

    private var viewNode: NodeID { .view(view.name.name) }
    private var index: ProgramIndex { analyzer.index }

    init(analyzer: ValueAnalyzer, view: ViewDecl) {
        self.analyzer = analyzer
        self.view = view
    }

    mutating func walk(isRoot: Bool) {
        let name = view.name.name
        nodes.append(GraphNode(id: viewNode, kind: .view, name: name, isRoot: isRoot, location: view.location))
        let scope = ViewScope(view: view)
        for property in view.properties {
            declare(property, in: scope)
        }
        walk(view.body, scope: scope)
        // What a helper function writes, the view writes, whichever action calls it.
        for function in view.functions {
            var functionScope = scope
            functionScope.hide(function.parameters.map(\.name.name))
            addWrites(of: function.body, scope: functionScope)
        }
    }

    // MARK: Declarations

    private mutating func declare(_ property: PropertyDecl, in scope: ViewScope) {
        let node = scope.declarationNode(property.name.name)
        nodes.append(GraphNode(
            id: node, kind: NodeKind(property.kind), name: property.name.name, view: view.name.name,
            type: property.type.reference.description, location: property.location
        ))
        switch property.kind {
        case .state, .stateObject, .appStorage, .sceneStorage, .focusState, .namespace, .gestureState:
            edges.append(GraphEdge(.owns, from: viewNode, to: node, at: property.location))
            // The view's storage also owns the object it creates, whatever the wrapper.
            if let model = index.model(of: property.type.reference), property.initial != nil {
                edges.append(GraphEdge(.owns, from: node, to: .model(model.name.name), at: property.initial?.location ?? property.location))
            }
        case .binding, .focusBinding, .observedObject, .environmentObject, .environment, .environmentValue, .bindable, .let, .computed, .query:
            break
        }
        if let initial = property.initial {
            // A computed value is re-read on every body; an initial value is read once per identity.
            addReads(from: node, of: analyzer.dependencies(of: initial, in: scope))
        }
    }

    // MARK: Body

    private mutating func walk(_ body: [ViewNode], scope: ViewScope) {
        for node in body {
            switch node {
            case .element(let element): walk(element, scope: scope)
            case .conditional(let conditional):
                // A name `if let` binds stands for the value it unwraps.
                var thenScope = scope
                for condition in conditional.conditions {
                    switch condition {
                    case .expression(let expr):
                        addReads(from: viewNode, of: analyzer.dependencies(of: expr, in: thenScope))
                    case .optionalBinding(_, let name, let value):
                        var bound = analyzer.dependencies(of: value ?? Expr(.identifier(name.name), at: name.location), in: thenScope)
                        addReads(from: viewNode, of: bound)
                        if case .optional(let wrapped)? = bound.type { bound.type = wrapped }
                        thenScope.items[name.name] = bound
                    case .casePattern(let pattern, let value):
                        addReads(from: viewNode, of: analyzer.dependencies(of: value, in: thenScope))
                        pattern.visitExpressions { addReads(from: viewNode, of: analyzer.dependencies(of: $0, in: scope)) }
                        thenScope.hide(pattern.boundIdentifiers.map(\.name))
                    case .availability:
                        break
                    }
                }
                walk(conditional.thenBody, scope: thenScope)
                if let elseBody = conditional.elseBody { walk(elseBody, scope: scope) }
            case .switchNode(let node):
                // The names a case's pattern binds stand for parts of the subject.
                var subject = analyzer.dependencies(of: node.subject, in: scope)
                addReads(from: viewNode, of: subject)
                subject.type = nil
                for switchCase in node.cases {
                    var caseScope = scope
                    for item in switchCase.items {
                        if case .expression(let expr) = item.pattern { addReads(from: viewNode, of: analyzer.dependencies(of: expr, in: scope)) }
                        for name in SwitchNode.boundNames(item.pattern) { caseScope.items[name.name] = subject }
                        if let guardExpression = item.guardExpression { addReads(from: viewNode, of: analyzer.dependencies(of: guardExpression, in: caseScope)) }
                    }
                    walk(switchCase.body, scope: caseScope)
                }
            case .forEach(let forEach):
                applyModifiers(forEach.modifiers, scope: scope)
                var items = analyzer.dependencies(of: forEach.items, in: scope)
                addReads(from: viewNode, of: items)
                // Inside the row, the item stands for an element of `items`.
                items.type = index.elementType(of: items.type)
                var rowScope = scope
                rowScope.items[forEach.itemName.name] = items
                if forEach.bindsElements, var row = analyzer.bindingTarget(of: forEach.items, in: scope) {
                    // `$row` binds into the collection's storage, and writing `row` writes it.
                    row.type = index.elementType(of: row.type)
                    rowScope.rowBindings[forEach.itemName.name] = row
                }
                walk(forEach.body, scope: rowScope)
            case .localConstant(let constant):
                // The name stands for its value in the views after it.
                let value = analyzer.dependencies(of: constant.value, in: scope)
                addReads(from: viewNode, of: value)
                var inner = scope
                inner.items[constant.name.name] = value
                walk(constant.body, scope: inner)
            case .slot:
                // The content is the call site's, walked in its body.
                break
            case .member(let use):
                walk(use, scope: scope)
            }
        }
    }

    /// A computed view is the view's own body, factored: walked where it is placed, with each
    /// parameter standing for the value the use passes. It sees the view's names, not the use's locals.
    private mutating func walk(_ use: MemberViewUse, scope: ViewScope) {
        let name = use.name.name
        if membersWithoutCycles == nil { membersWithoutCycles = ViewMemberPlacements.membersWithoutCycles(view.viewMembers) }
        let isOnCycle = !membersWithoutCycles!.contains(name)
        // Only a member on a cycle of placements can be placing itself.
        guard !isOnCycle || !expandingMembers.contains(name), let member = view.viewMembers.first(where: { $0.name.name == name }) else { return }
        var memberScope = scope
        memberScope.items = [:]
        memberScope.rowBindings = [:]
        for parameter in member.parameters {
            guard let argument = use.argument(for: parameter, among: member.parameters), case .expression(let expr) = argument.value else {
                memberScope.hide([parameter.name.name])
                continue
            }
            if case .closure(let closure) = expr.kind {
                // An action passed to a parameter of function type: its writes are this view's.
                addWrites(of: closure.body, scope: scope.binding(closure))
                memberScope.hide([parameter.name.name])
                continue
            }
            let passed = analyzer.dependencies(of: expr, in: scope)
            addReads(from: viewNode, of: passed)
            memberScope.items[parameter.name.name] = passed
        }
        let walked = MemberWalk(
            member: name, expandingMembers: isOnCycle ? expandingMembers : [],
            parameters: memberScope.items, followedFunctions: memberScope.followedFunctions
        )
        guard walkedMembers.insert(walked).inserted else { return }
        expandingMembers.append(name)
        walk(member.body, scope: memberScope)
        expandingMembers.removeLast()
    }

    private mutating func walk(_ element: ElementNode, scope: ViewScope) {
        applyModifiers(element.modifiers, scope: scope)
        let name = element.name.name
        if element.placesValue {
            // `<image/>` reads the value it places.
            addReads(from: viewNode, of: analyzer.dependencies(of: element.placedValue, in: scope))
        } else if let child = index.views[name] {
            instantiate(child, at: element, scope: scope)
        } else {
            readBuiltinArguments(of: element, scope: scope)
        }
        if let text = element.text {
            addReads(from: viewNode, of: analyzer.dependencies(of: text, in: scope))
        }
        walk(element.children, scope: scope)
        // Views passed in named slots are instantiated by this body, where the slot puts them.
        if let call = element.call {
            for case .slot(_, let content, _?) in call.entries { walk(content, scope: scope) }
        }
    }

    private mutating func instantiate(_ child: ViewDecl, at element: ElementNode, scope: ViewScope) {
        let childName = child.name.name
        for argument in element.arguments {
            let label = argument.label.name
            guard let input = child.properties.first(where: { $0.name.name == label }) else { continue }
            let inputNode = NodeID.declaration(label, in: childName)
            switch argument.value {
            case .expression(let expr):
                if case .closure(let closure) = expr.kind {
                    // An action passed to an input of function type: its writes are this view's.
                    addWrites(of: closure.body, scope: scope)
                    continue
                }
                if let binding = analyzer.bindingTarget(of: expr, in: scope) {
                    // Handing over `$x` reads nothing here; the child reads through its binding.
                    edges.append(GraphEdge(.passes, from: binding.target, to: inputNode, at: argument.valueLocation, label: label, through: binding.through))
                    if input.kind == .binding || input.kind == .focusBinding {
                        directBindings.append((inputNode, binding.target, argument.valueLocation))
                    }
                } else {
                    pass(analyzer.dependencies(of: expr, in: scope), to: inputNode, label: label, at: argument.valueLocation)
                }
            case .string(let string):
                pass(analyzer.dependencies(of: string, in: scope), to: inputNode, label: label, at: argument.valueLocation)
            case .action(let statements):
                addWrites(of: statements, scope: scope)
            case .source:
                break
            }
        }
    }

    private mutating func pass(_ value: ValueDependencies, to input: NodeID, label: String, at location: SourceLocation) {
        addReads(from: viewNode, of: value)
        var seen: Set<NodeID> = []
        for access in value.all where seen.insert(access.target).inserted {
            edges.append(GraphEdge(.passes, from: access.target, to: input, at: location, label: label, through: access.through))
        }
    }

    private mutating func readBuiltinArguments(of element: ElementNode, scope: ViewScope) {
        readArguments(element.arguments, scope: scope)
    }

    private mutating func readArguments(_ arguments: [Argument], scope: ViewScope) {
        for argument in arguments {
            switch argument.value {
            case .expression(let expr):
                if let binding = analyzer.bindingTarget(of: expr, in: scope) {
                    // A control given `$x` shows the value and edits it.
                    edges.append(GraphEdge(.reads, from: viewNode, to: binding.target, at: expr.location, through: binding.through))
                    edges.append(GraphEdge(.writes, from: viewNode, to: binding.target, at: expr.location, through: binding.through))
                } else {
                    addReads(from: viewNode, of: analyzer.dependencies(of: expr, in: scope))
                }
            case .string(let string):
                addReads(from: viewNode, of: analyzer.dependencies(of: string, in: scope))
            case .action(let statements):
                addWrites(of: statements, scope: scope)
            case .source:
                break
            }
        }
    }

    private mutating func applyModifiers(_ modifiers: [Modifier], scope: ViewScope) {
        for modifier in modifiers {
            switch modifier.kind {
            case .id(let expr):
                addReads(from: viewNode, of: analyzer.dependencies(of: expr, in: scope))
            case .onAppear(let statements), .onDisappear(let statements):
                addWrites(of: statements, scope: scope)
            case .onChange(let of, _, _, _, let action):
                addReads(from: viewNode, of: analyzer.dependencies(of: of, in: scope))
                addWrites(of: action, scope: scope)
            case .environmentObject(let expr), .environment(let expr):
                // The provider node and what it reaches come from the checker's instantiation graph.
                addReads(from: viewNode, of: analyzer.dependencies(of: expr, in: scope))
            case .environmentValue(_, let value):
                addReads(from: viewNode, of: analyzer.dependencies(of: value, in: scope))
            case .call(let call):
                readArguments(call.arguments, scope: scope)
                walk(call.allContent, scope: scope)
            }
        }
    }

    // MARK: Edges

    private mutating func addReads(from reader: NodeID, of value: ValueDependencies) {
        for access in value.values {
            edges.append(GraphEdge(.reads, from: reader, to: access.target, at: access.location, through: access.through))
        }
    }

    private mutating func addWrites(of statements: [Statement], scope: ViewScope) {
        for access in analyzer.writes(of: statements, in: scope) {
            edges.append(GraphEdge(.writes, from: viewNode, to: access.target, at: access.location, through: access.through))
        }
    }
}

extension NodeKind {
    init(_ kind: PropertyKind) {
        switch kind {
        // The graph treats stored values as state: sources of truth the view reads and writes.
        case .state, .appStorage, .sceneStorage, .focusState, .namespace, .gestureState: self = .state
        case .binding, .focusBinding: self = .binding
        case .stateObject: self = .stateObject
        case .observedObject: self = .observedObject
        case .environmentObject: self = .environmentObject
        case .environment: self = .environment
        case .environmentValue: self = .environmentValue
        case .query: self = .query
        case .bindable: self = .bindable
        case .let: self = .let
        case .computed: self = .computed
        }
    }
}

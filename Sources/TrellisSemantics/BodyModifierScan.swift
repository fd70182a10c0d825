import TrellisSyntax

extension ElementNode {
    /// The views of its slot elements (`<sidebar>`, `<detail>`, `<header>`): once the call is
    /// resolved they are the call's slots, no longer modifiers of the element.
    var slotElementContent: [ViewNode] {
        guard let call else { return [] }
        var views: [ViewNode] = []
        for case .slot(_, let content, _?) in call.entries { views += content }
        return views
    }
}

extension ViewNode {
    /// Appends the views this node holds directly, for a walk of a body: an element's children
    /// and its slot elements' content, a row's body, both branches of an `if`, every case of a
    /// `switch`, the views a body constant scopes. Not a member's body, nor modifiers' content.
    func appendNestedViews(to pending: inout [ViewNode]) {
        switch self {
        case .element(let element):
            pending += element.children
            if element.call != nil { pending += element.slotElementContent }
        case .forEach(let forEach):
            pending += forEach.body
        case .conditional(let conditional):
            pending += conditional.thenBody
            if let elseBody = conditional.elseBody { pending += elseBody }
        case .switchNode(let node):
            for switchCase in node.cases { pending += switchCase.body }
        case .localConstant(let constant):
            pending += constant.body
        case .slot, .member:
            break
        }
    }

    /// The modifiers applied to the node: an element's or a `ForEach`'s; none for the others.
    var appliedModifiers: [Modifier] {
        switch self {
        case .element(let element): element.modifiers
        case .forEach(let forEach): forEach.modifiers
        case .conditional, .switchNode, .localConstant, .slot, .member: []
        }
    }
}

/// Which rule-relevant modifiers a view's body holds anywhere (its members' bodies and the
/// content of its modifiers included), found in one walk, so that the rules reading them walk
/// only the bodies that have them: most have no `id` and present nothing.
struct BodyModifierScan {
    /// An `.id(…)` modifier (TRL284).
    private(set) var hasIdentity = false
    /// A `sheet`, cover, popover, alert or confirmation dialog (TRL288, TRL289).
    private(set) var hasPresentation = false
    /// A `sheet`, cover or popover presented by an `isPresented` flag (TRL280).
    private(set) var hasFlagPresentation = false

    init(_ view: ViewDecl) {
        var pending = view.body + view.viewMembers.flatMap(\.body)
        while let node = pending.popLast(), !(hasIdentity && hasFlagPresentation) {
            node.appendNestedViews(to: &pending)
            let modifiers = node.appliedModifiers
            for modifier in modifiers {
                switch modifier.kind {
                case .id:
                    hasIdentity = true
                case .call(let call):
                    if PresentationRules.flagDrivenModifiers.contains(call.name.name) {
                        hasPresentation = true
                        if BodyChecker.presentingModifiers.contains(call.name.name), call.argument("isPresented") != nil { hasFlagPresentation = true }
                    }
                    pending += call.allContent
                default:
                    break
                }
            }
        }
    }
}

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
            let modifiers: [Modifier]
            switch node {
            case .element(let element):
                pending += element.children
                if element.call != nil { pending += element.slotElementContent }
                modifiers = element.modifiers
            case .forEach(let forEach):
                pending += forEach.body
                modifiers = forEach.modifiers
            case .conditional(let conditional):
                pending += conditional.thenBody + (conditional.elseBody ?? [])
                continue
            case .switchNode(let node):
                pending += node.cases.flatMap(\.body)
                continue
            case .localConstant(let constant):
                pending += constant.body
                continue
            case .slot, .member:
                continue
            }
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

import TrellisDiagnostics
import TrellisSyntax

/// Rules about presentation that need the whole program.
enum PresentationRules {
    /// TRL230: `@Environment(\.dismiss)` in a view that no path from a root presents or pushes.
    /// `dismiss` acts on the nearest presentation or pushed destination above the view that reads
    /// it; with none, SwiftUI does nothing. A view reached through content the checker dropped
    /// concludes nothing.
    /// The views a presentation or a navigation destination shows, directly or not: they may be
    /// dismissed. It reads the graph alone.
    static func presentedViews(graph: InstantiationGraph) -> Set<String> {
        var presented: Set<String> = []
        var pending = graph.instantiations.filter { $0.isPresentedContent || $0.isNavigationDestination }.map(\.child)
        while let view = pending.popLast() {
            guard presented.insert(view).inserted else { continue }
            pending += graph.children(of: view).map(\.child)
        }
        return presented
    }

    /// TRL230 for one view, given `presentedViews(graph:)`.
    static func reportDismissOutsidePresentation(
        of name: String, signature: ViewSignature, presented: Set<String>, unresolved: UnresolvedContent, diagnostics: inout DiagnosticCollector
    ) {
        guard !presented.contains(name), !unresolved.possiblyInstantiated.contains(name) else { return }
        for property in signature.uniqueProperties where property.kind == .environmentValue && isDismiss(property.keyPath) {
            guard !property.allows("TRL230") else { continue }
            diagnostics.emit(Catalog.dismissNeverPresented(property.name.name, view: name), at: property.location)
        }
    }

    private static func isDismiss(_ keyPath: Expr?) -> Bool {
        guard case .keyPath(_, let components)? = keyPath?.kind else { return false }
        return components == ["dismiss"]
    }

    /// Modifiers driven by an `isPresented` binding.
    static let flagDrivenModifiers: Set<String> = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog"]

    /// Modifiers that also present while an `item` binding holds a value.
    static let itemDrivenModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]

    /// TRL231: a `state` starting `false` (or `nil`, for an `item`) that drives a presentation and
    /// that nothing else in the view mentions: no action sets it and no child receives it, so
    /// the content never shows.
    /// Any other mention (a read, a write, `$flag` passed on) counts as a possible write.
    /// `possiblyMeant`: members an unknown identifier of the view was probably meant to be.
    static func reportFlagsNeverSet(in view: ViewDecl, possiblyMeant: Set<String> = [], diagnostics: inout DiagnosticCollector) {
        // Most views drive no presentation with a `state` starting `false`: the body is walked
        // only for a view with such a flag, and the names it mentions only when a flag drives one.
        guard view.properties.contains(where: { startsUnpresented($0.name.name, in: view) }) else { return }
        var candidates: [(name: String, modifier: String, location: SourceLocation, valueLocation: SourceLocation)] = []
        var noMentions: DroppedContent?
        walk(view, drivers: &candidates, mentions: &noMentions)
        guard candidates.contains(where: { driver in startsUnpresented(driver.name, in: view) }) else { return }
        var drivers: [(name: String, modifier: String, location: SourceLocation, valueLocation: SourceLocation)] = []
        var collected: DroppedContent? = DroppedContent(location: view.location)
        walk(view, drivers: &drivers, mentions: &collected)
        guard var mentions = collected else { return }
        for property in view.properties {
            if let initial = property.initial { mentions.addMentions(of: [expressionArgument(initial)], content: []) }
        }
        // A view function an action calls may set it.
        for function in view.functions { mentions.addMentions(of: [actionArgument(function.body, at: function.location)], content: []) }
        for driver in drivers where !mentions.mentionedNames.contains(driver.name) && !possiblyMeant.contains(driver.name) {
            guard let property = view.properties.first(where: { $0.name.name == driver.name }), property.kind == .state,
                  startsUnpresented(driver.name, in: view), !property.allows("TRL231") else { continue }
            let message = if case .nilLiteral? = property.initial?.kind {
                Catalog.presentationItemNeverSet(driver.name, modifier: driver.modifier)
            } else {
                Catalog.presentationFlagNeverSet(driver.name, modifier: driver.modifier)
            }
            diagnostics.emit(message, at: driver.valueLocation, notes: [Note("`\(driver.name)` declared here", at: property.location)])
        }
    }

    /// Whether the view's first property named `name` is a `state` starting `false` or `nil`.
    private static func startsUnpresented(_ name: String, in view: ViewDecl) -> Bool {
        guard let property = view.properties.first(where: { $0.name.name == name }), property.kind == .state else { return false }
        switch property.initial?.kind {
        case .booleanLiteral(false)?, .nilLiteral?: return true
        default: return false
        }
    }

    /// The presentations driven by a flag in the view's body and computed views and, with
    /// `mentions`, every name the body mentions otherwise.
    private static func walk(
        _ view: ViewDecl, drivers: inout [(name: String, modifier: String, location: SourceLocation, valueLocation: SourceLocation)],
        mentions: inout DroppedContent?
    ) {
        var pending = view.body + view.viewMembers.flatMap(\.body)
        while let node = pending.popLast() {
            switch node {
            case .element(let element):
                mentions?.addMentions(of: element.arguments, content: [])
                if let text = element.text { mentions?.addMentions(of: [Argument(label: Identifier("text", at: text.location), value: .string(text), valueLocation: text.location)], content: []) }
                pending += element.children
                // The views analysis placed in a named slot (`<footer>` of a `Section`), which
                // are then the call's and no longer among the modifiers.
                for case .slot(_, let content, .some) in element.call?.entries ?? [] { pending += content }
                collect(element.modifiers, drivers: &drivers, mentions: &mentions, pending: &pending)
            case .conditional(let conditional):
                for condition in conditional.conditions {
                    switch condition {
                    case .expression(let expr): mentions?.addMentions(of: [expressionArgument(expr)], content: [])
                    case .optionalBinding(_, let name, let value):
                        mentions?.addMentions(of: [expressionArgument(value ?? Expr(.identifier(name.name), at: name.location))], content: [])
                    case .casePattern(_, let value): mentions?.addMentions(of: [expressionArgument(value)], content: [])
                    case .availability: break
                    }
                }
                pending += conditional.thenBody + (conditional.elseBody ?? [])
            case .switchNode(let node):
                mentions?.addMentions(of: [expressionArgument(node.subject)], content: [])
                pending += node.cases.flatMap(\.body)
            case .localConstant(let constant):
                mentions?.addMentions(of: [expressionArgument(constant.value)], content: [])
                pending += constant.body
            case .forEach(let forEach):
                mentions?.addMentions(of: [expressionArgument(forEach.items)], content: [])
                pending += forEach.body
                collect(forEach.modifiers, drivers: &drivers, mentions: &mentions, pending: &pending)
            case .slot:
                break
            case .member(let use):
                mentions?.addMentions(of: use.arguments, content: [])
            }
        }
    }

    private static func collect(
        _ modifiers: [Modifier], drivers: inout [(name: String, modifier: String, location: SourceLocation, valueLocation: SourceLocation)],
        mentions: inout DroppedContent?, pending: inout [ViewNode]
    ) {
        for modifier in modifiers {
            switch modifier.kind {
            case .id(let expr), .environmentObject(let expr), .environment(let expr):
                mentions?.addMentions(of: [expressionArgument(expr)], content: [])
            case .environmentValue(_, let value):
                mentions?.addMentions(of: [expressionArgument(value)], content: [])
            case .onAppear(let statements), .onDisappear(let statements):
                mentions?.addMentions(of: [actionArgument(statements, at: modifier.location)], content: [])
            case .onChange(let of, _, _, _, let statements):
                mentions?.addMentions(of: [expressionArgument(of), actionArgument(statements, at: modifier.location)], content: [])
            case .call(let call):
                for argument in call.arguments {
                    let drives = (flagDrivenModifiers.contains(call.name.name) && argument.label.name == "isPresented")
                        || (itemDrivenModifiers.contains(call.name.name) && argument.label.name == "item")
                    if drives, let name = projectedName(argument) {
                        drivers.append((name, call.name.name, modifier.location, argument.valueLocation))
                    } else {
                        mentions?.addMentions(of: [argument], content: [])
                    }
                }
                pending += call.allContent
                for fill in call.slotFills { if case .call(let slot) = fill.kind { mentions?.addMentions(of: slot.arguments, content: []) } }
            }
        }
    }

    /// `flag` of `{$flag}` or `$flag` as written.
    private static func projectedName(_ argument: Argument) -> String? {
        let text: String
        switch argument.value {
        case .source(let source): text = source.text
        case .expression(let expr):
            if case .projection(let name) = expr.kind { return name }
            return nil
        default: return nil
        }
        var trimmed = Substring(text).drop { $0 == " " }
        while trimmed.last == " " { trimmed = trimmed.dropLast() }
        if trimmed.hasPrefix("{"), trimmed.hasSuffix("}") { trimmed = trimmed.dropFirst().dropLast() }
        guard trimmed.hasPrefix("$") else { return nil }
        let name = trimmed.dropFirst()
        guard !name.isEmpty, name.allSatisfy({ $0 == "_" || $0.isLetter || $0.isNumber }) else { return nil }
        return String(name)
    }

    private static func expressionArgument(_ expr: Expr) -> Argument {
        Argument(label: Identifier("value", at: expr.location), value: .expression(expr), valueLocation: expr.location)
    }

    private static func actionArgument(_ statements: [Statement], at location: SourceLocation) -> Argument {
        Argument(label: Identifier("action", at: location), value: .action(statements), valueLocation: location)
    }
}

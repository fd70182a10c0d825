import TrellisDiagnostics
import TrellisSyntax

/// Rules of navigation by value: where destinations are registered (TRL245) and whether a
/// pushed value's type has one at all (TRL246).
enum NavigationRules {
    /// Containers that build their rows only when they are shown: a `navigationDestination`
    /// inside one may not be seen by the stack.
    static let lazyContainers: Set<String> = ["List", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]

    /// A value some view pushes: a `NavigationLink(value:)`, or the element type of a typed path.
    struct PushedValue: Equatable {
        enum Kind { case link, path }
        let typeName: String
        let kind: Kind
        let location: SourceLocation
        /// The `NavigationStack` of its body a link is directly in; `nil` where the body does not say.
        var stack: SourceLocation? = nil
        /// The view whose body pushes it.
        var view: String = ""
    }

    /// A `navigationDestination(for:)`, with the `NavigationStack` of its body it is in; `nil`
    /// at the body's level, in presented content and in slot content, where the stack is not known.
    struct Registration: Equatable {
        /// `nil` when its value is not named, so its type is not known.
        let typeName: String?
        let stack: SourceLocation?
        let scope: NavigationScope
        /// The view whose body holds it.
        let view: String
        let location: SourceLocation

        /// Whether a link in `stack` of `linkView`'s body may see it. One in a stack sees its
        /// own stack's links; one in presented content with no stack is ignored (TRL282); one
        /// at the level of a view's body is in the stack that shows that view, which the link's
        /// stack can be only if the view is shown inside the link's view; one in slot content
        /// (or a split view's column) may be anywhere.
        func mayServe(_ stack: SourceLocation, in linkView: String, shows: (String, String) -> Bool) -> Bool {
            if let own = self.stack { return own == stack }
            switch scope {
            case .presented: return false
            case .body: return view != linkView && shows(linkView, view)
            case .stack, .unknown: return true
            }
        }
    }

    /// TRL291: a link in one `NavigationStack` whose value's type has destinations only inside
    /// other stacks (another tab's): the link's stack has none, so it does nothing. A
    /// registration whose stack is not known keeps the link silent where it may be in the link's
    /// stack (see `Registration.mayServe`). `shows(a, b)`: whether view `a` shows view `b`,
    /// directly or through the views it shows.
    static func reportDestinationsInOtherStacks(_ pushed: [PushedValue], registrations: [Registration], shows: (String, String) -> Bool, diagnostics: inout DiagnosticCollector) {
        guard !registrations.isEmpty else { return }
        let byType = Dictionary(grouping: registrations.filter { $0.typeName != nil }, by: { $0.typeName! })
        let stacksOfUnknownTypes = Set(registrations.filter { $0.typeName == nil }.compactMap(\.stack))
        for value in pushed where value.kind == .link {
            guard let stack = value.stack, !stacksOfUnknownTypes.contains(stack), let places = byType[value.typeName],
                  let other = places.first(where: { $0.stack != nil && $0.stack != stack }),
                  !places.contains(where: { $0.mayServe(stack, in: value.view, shows: shows) }) else { continue }
            diagnostics.emit(
                Catalog.destinationInOtherStack(value.typeName), at: value.location,
                notes: [Note("the `navigationDestination` for `\(value.typeName)` is in this other `NavigationStack`", at: other.location)]
            )
        }
    }

    /// A pushed type with no `navigationDestination(for:)` anywhere in the program: the link
    /// does nothing (and a value appended to the path shows no screen). A link outside any
    /// `NavigationStack` of a view checked apart from its app (`isCheckedAlone`) is pushed onto
    /// the stack of the parent that shows it, outside these files, which registers its destinations.
    static func reportUnregisteredValues(_ pushed: [PushedValue], registered: Set<String>, isCheckedAlone: (String) -> Bool, diagnostics: inout DiagnosticCollector) {
        for value in pushed where !registered.contains(value.typeName) {
            if value.kind == .link, value.stack == nil, isCheckedAlone(value.view) { continue }
            diagnostics.emit(Catalog.pushedValueWithoutDestination(value.typeName, isPath: value.kind == .path), at: value.location)
        }
    }
}

extension NavigationRules {
    /// TRL281 and TRL282 within one body: two destinations for one type that the same stack
    /// would see at once, and destinations in a presentation's content with no stack inside it.
    static func reportDestinationsInOneBody(_ destinations: [RegisteredDestination], diagnostics: inout DiagnosticCollector) {
        for (index, destination) in destinations.enumerated() {
            if case .presented(let presentation) = destination.scope {
                diagnostics.emit(
                    Catalog.destinationOutsideStack(), at: destination.location,
                    notes: [Note("inside the content of this presentation, which no `NavigationStack` inside it encloses", at: presentation)]
                )
            }
            // In a presentation with no stack, TRL282 already says that neither is used.
            guard let type = destination.typeName, destination.scope != .unknown else { continue }
            if case .presented = destination.scope { continue }
            // A computed view placed twice registers its destination twice, at one place: not judged.
            if let earlier = destinations[..<index].first(where: {
                $0.typeName == type && $0.scope == destination.scope && $0.location != destination.location && $0.coexists(with: destination)
            }) {
                diagnostics.emit(
                    Catalog.duplicateDestination(type), at: destination.location,
                    notes: [Note("the other `navigationDestination` for `\(type)` is here", at: earlier.location)]
                )
            }
        }
    }

    /// TRL282 across views: destinations at the level of a view's body, where every call site of
    /// the view, through the views that show it in place, is in a presentation's content with
    /// no stack inside it. A view a root of the program may be (the host may put it in a stack),
    /// or that content the checker dropped may show, concludes nothing.
    static func reportDestinationsOutsideStacks(
        _ candidates: [String: [SourceLocation]], graph: InstantiationGraph, roots: Set<String>, unresolved: UnresolvedContent,
        diagnostics: inout DiagnosticCollector
    ) {
        guard !candidates.isEmpty else { return }
        var stackless: [String: Instantiation] = [:]
        let shown = Set(graph.instantiations.map(\.child)).subtracting(roots).sorted()
        var changed = true
        while changed {
            changed = false
            for view in shown where stackless[view] == nil {
                guard !roots.contains(view), !unresolved.possiblyInstantiated.contains(view) else { continue }
                let sites = graph.callSites(of: view)
                let outside = sites.allSatisfy { site in
                    guard site.slotHost == nil, site.slotSegments.isEmpty else { return false }
                    switch site.navigationScope {
                    case .presented: return true
                    case .body: return stackless[site.parent] != nil && site.parent != view
                    case .stack, .unknown: return false
                    }
                }
                guard !sites.isEmpty, outside else { continue }
                stackless[view] = sites.first { if case .presented = $0.navigationScope { true } else { false } } ?? sites[0]
                changed = true
            }
        }
        for view in candidates.keys.sorted() {
            guard let site = stackless[view] else { continue }
            for location in candidates[view] ?? [] {
                diagnostics.emit(
                    Catalog.destinationOutsideStack(), at: location,
                    notes: [Note("`\(view)` is shown here, and no `NavigationStack` encloses any place it is shown", at: site.location)]
                )
            }
        }
    }
}

extension NavigationRules {
    /// TRL245 across views: a `navigationDestination` at the level of the body of a view that a
    /// parent shows as a row of a lazy container. The row is built only when it is shown, as a
    /// row written in place is (RevenueCat/purchases-ios#5149: a section view in a `List`).
    static func reportDestinationsInLazyRows(_ candidates: [String: [SourceLocation]], graph: InstantiationGraph, diagnostics: inout DiagnosticCollector) {
        for view in candidates.keys.sorted() {
            guard let site = graph.callSites(of: view).first(where: {
                $0.lazyContainer != nil && !$0.isNavigationDestination && !$0.isPresentedContent && $0.slotHost == nil && $0.slotSegments.isEmpty
            }), let container = site.lazyContainer else { continue }
            for location in candidates[view] ?? [] {
                diagnostics.emit(
                    Catalog.destinationInLazyContainer(container), at: location,
                    notes: [Note("`\(view)` is shown here, as a row of a `\(container)`", at: site.location)]
                )
            }
        }
    }
}

extension NavigationRules {
    /// TRL290 across views: a `NavigationStack` at the level of the body of a view that is pushed
    /// onto another stack, directly or shown in place by a pushed view. A stack is never
    /// nested: the inner one takes over the outer one's path (SpeziOnboarding#21).
    static func reportStacksInsidePushedViews(_ stacks: [String: [SourceLocation]], graph: InstantiationGraph, diagnostics: inout DiagnosticCollector) {
        guard !stacks.isEmpty else { return }
        // The views shown pushed, each with the outer stack it is pushed onto.
        var pushed: [String: SourceLocation] = [:]
        var pending: [String] = []
        for edge in graph.instantiations {
            guard let stack = edge.pushedOntoStack, pushed[edge.child] == nil else { continue }
            pushed[edge.child] = stack
            pending.append(edge.child)
        }
        while let view = pending.popLast() {
            for edge in graph.children(of: view) where pushed[edge.child] == nil && edge.navigationScope == .body && !edge.isPresentedContent {
                pushed[edge.child] = pushed[view]
                pending.append(edge.child)
            }
        }
        for view in stacks.keys.sorted() {
            guard let outer = pushed[view] else { continue }
            for location in stacks[view] ?? [] {
                diagnostics.emit(Catalog.stackInsideDestination(), at: location, notes: [Note("`\(view)` is pushed onto this `NavigationStack`", at: outer)])
            }
        }
    }
}

extension ExpressionChecker {
    /// `path.append(value)` on a `NavigationPath`: the value's type needs a destination, as a
    /// link's does (TRL246). A typed path's element type is recorded with its stack.
    mutating func recordPathAppend(to baseType: ResolvedType, arguments: [CallArgument], types: [ResolvedType?]) {
        guard baseType.unwrappingOptional.description == "NavigationPath", arguments.count == 1, arguments[0].label == nil,
              let type = types[0], TypeCompatibility.judges(type) else { return }
        appendedPathValues.append(NavigationRules.PushedValue(typeName: type.description, kind: .path, location: arguments[0].value.location))
    }
}

extension BodyChecker {
    /// Records the type a `NavigationLink(value:)` pushes, or the element type of a stack's
    /// typed path, for TRL246. A `NavigationPath` takes any type and records nothing.
    /// A value link in a `List(selection:)` of its type selects instead, as in a split view's
    /// sidebar, so it needs no destination.
    mutating func recordPushedValue(_ call: ResolvedCall, of name: String, locals: LocalScope?, stack: SourceLocation?, listSelection: ResolvedType?) {
        let label = name == "NavigationLink" ? "value" : "path"
        guard let argument = call.arguments.first(where: { $0.label.name == label }), case .expression(let expr) = argument.value else { return }
        var scratch = expressions
        guard let type = scratch.type(of: expr, locals: locals) else { return }
        let pushed: ResolvedType
        switch (name, type) {
        case ("NavigationLink", _):
            if case .builtin("Optional", _) = type { return }
            pushed = type.unwrappingOptional
            if let listSelection, listSelection == pushed { return }
        case (_, .binding(.array(let element))):
            pushed = element
        default:
            return
        }
        guard TypeCompatibility.judges(pushed) else { return }
        recordPushed(NavigationRules.PushedValue(
            typeName: pushed.description, kind: name == "NavigationLink" ? .link : .path, location: argument.valueLocation, stack: name == "NavigationLink" ? stack : nil,
            view: view.decl.name.name
        ))
    }
}

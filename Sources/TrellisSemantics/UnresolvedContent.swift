import TrellisSyntax

/// Body content whose meaning is unknown: what the syntax stage reported and left out (an
/// unknown modifier and everything in it, an `if` whose condition does not parse, ...) and the
/// call sites of unknown views. Each is reported once where it is; the rules that conclude
/// something from an absence (a `state` nobody reads, an injection nobody consumes, a view
/// nobody instantiates) then conclude nothing this content could overturn, so that no false
/// follow-on diagnostic hides the one that matters.
struct UnresolvedContent {
    /// Views whose bodies hold unresolved content.
    private(set) var views: Set<String> = []
    /// The names each such view's unresolved content mentions.
    private var mentionedNames: [String: Set<String>] = [:]
    /// Views the unresolved content may instantiate.
    private(set) var possiblyInstantiated: Set<String> = []
    /// Views that instantiate, directly or not, a view holding unresolved content (itself included).
    private var reachingUnresolved: Set<String> = []

    var isEmpty: Bool { views.isEmpty }

    mutating func add(_ content: [DroppedContent], in view: String) {
        guard !content.isEmpty else { return }
        views.insert(view)
        for dropped in content {
            mentionedNames[view, default: []].formUnion(dropped.mentionedNames)
            possiblyInstantiated.formUnion(dropped.elementNames)
        }
    }

    /// Views named only in content a view that takes none was given: that content is not part of
    /// the program, but such a view is no root the author meant either.
    mutating func addRejectedCallSites(_ views: Set<String>) {
        possiblyInstantiated.formUnion(views)
    }

    /// Once the graph is known: which views may reach unresolved content through their call sites.
    mutating func resolveReach(in graph: InstantiationGraph) {
        guard !views.isEmpty else { return }
        var parents: [String: [String]] = [:]
        for edge in graph.instantiations { parents[edge.child, default: []].append(edge.parent) }
        var pending = Array(views)
        reachingUnresolved = views
        while let view = pending.popLast() {
            for parent in parents[view] ?? [] where reachingUnresolved.insert(parent).inserted { pending.append(parent) }
        }
    }

    /// Whether `view`'s unresolved content may read `name`.
    func mayRead(_ name: String, in view: String) -> Bool {
        mentionedNames[view]?.contains(name) ?? false
    }

    /// Whether a consumer of `injection` may sit in unresolved content below it.
    func mayConsume(_ injection: EnvironmentInjection) -> Bool {
        reachingUnresolved.contains(injection.view)
    }

    /// Whether `view`, a root only because no checked call site instantiates it, may be
    /// instantiated in unresolved content.
    func mayInstantiate(_ view: String) -> Bool {
        possiblyInstantiated.contains(view)
    }
}

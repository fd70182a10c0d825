import TrellisDiagnostics
import TrellisSyntax

/// Who provides an environment value along one path.
public enum EnvironmentProvider: Hashable, Sendable {
    /// The root's host, through `hostProvides`.
    case host(root: String, location: SourceLocation)
    case injection(EnvironmentInjection)

    public var location: SourceLocation {
        switch self {
        case .host(_, let location): location
        case .injection(let injection): injection.location
        }
    }
}

/// One way a view is mounted: from a root, through call sites, to the view.
public struct EnvironmentPath: Hashable, Sendable {
    public let root: String
    /// Call sites from the root down to the view; empty when the view is the root.
    public let instantiations: [Instantiation]
    /// The innermost provider the view sees, or `nil` when nothing provides the value.
    public let provider: EnvironmentProvider?

    public var views: [String] { [root] + instantiations.map(\.child) }
    public var providerLocation: SourceLocation? { provider?.location }
    /// "`A` → `B` → `C`", with the view whose slot places content: "`A` → `Card`'s slot `content` → `C`".
    public var description: String { steps.joined(separator: " → ") }

    private var steps: [String] {
        ["`\(root)`"] + instantiations.map { edge in
            edge.slotHost.map { "`\($0.view)`'s slot `\($0.slot)` → `\(edge.child)`" } ?? "`\(edge.child)`"
        }
    }

    /// For diagnostic notes: a long chain keeps its ends, so each note stays one short line
    /// instead of growing with the chain (thousands of chained views would print megabytes).
    public var abbreviatedDescription: String {
        let leading = 4, trailing = 3
        let steps = steps
        guard steps.count > leading + trailing + 1 else { return description }
        let omitted = steps.count - leading - trailing
        let ends = steps.prefix(leading) + ["… \(omitted) more …"] + steps.suffix(trailing)
        return ends.joined(separator: " → ")
    }
}

/// Answers "what does this view see in its environment when mounted from that root".
/// Rule 5 (TRL205), rule 10's injection half (TRL215) and `trellis graph --who-provides` share it.
public struct EnvironmentResolver: Sendable {
    public let graph: InstantiationGraph
    /// Sorted.
    public let roots: [String]
    /// What each root's host provides (`hostProvides`), for the roots whose host provides something.
    private let hostProvidedByRoot: [String: [Identifier]]
    /// Consumers of each key: view name to its declaration.
    private var consumers: [EnvironmentKey: [String: PropertyDecl]]
    private let flow: EnvironmentFlow
    /// Each root's number in `roots`, by its number in `flow`.
    private let rootNumbers: [Int: Int]
    /// The ids of the injections of each value, as rule 10 asks about them, one value at a time.
    private let injectionsByKey: [EnvironmentKey: [Int]]

    /// `viewNames` are `views`' names, sorted (the symbol table keeps them so).
    init(graph: InstantiationGraph, roots: [String], viewNames: [String], views: [String: ViewDecl], consumers: [EnvironmentKey: [String: PropertyDecl]]) {
        self.graph = graph
        self.roots = roots
        // One lookup per root, rather than a set of the roots and a filtered copy of every view.
        var hostProvidedByRoot: [String: [Identifier]] = [:]
        for root in roots {
            if let provided = views[root]?.hostProvides, !provided.isEmpty { hostProvidedByRoot[root] = provided }
        }
        self.hostProvidedByRoot = hostProvidedByRoot
        self.consumers = consumers
        let flow = EnvironmentFlow(graph: graph, viewNames: viewNames)
        self.flow = flow
        var rootNumbers: [Int: Int] = [:]
        for (number, root) in roots.enumerated() { rootNumbers[flow.index[root]!] = number }
        self.rootNumbers = rootNumbers
        var injectionsByKey: [EnvironmentKey: [Int]] = [:]
        for injection in graph.injections {
            if let key = injection.key { injectionsByKey[key, default: []].append(injection.id) }
        }
        self.injectionsByKey = injectionsByKey
    }

    /// Every value some view consumes or some call site injects.
    var keys: Set<EnvironmentKey> { Set(consumers.keys).union(injectionsByKey.keys) }

    /// The injections of `key`, by id.
    func injections(of key: EnvironmentKey) -> [EnvironmentInjection] {
        (injectionsByKey[key] ?? []).map { graph.injections[$0] }
    }

    /// The values `view` consumes, each with the declaration that makes it a consumer.
    func consumed(by view: String) -> [EnvironmentKey: PropertyDecl] {
        var found: [EnvironmentKey: PropertyDecl] = [:]
        for (key, views) in consumers { if let decl = views[view] { found[key] = decl } }
        return found
    }

    /// After an edit of `view`'s declaration: it consumes `consumed` and nothing else. The graph,
    /// and so the flow, stay as they are.
    mutating func replaceConsumers(of view: String, with consumed: [EnvironmentKey: PropertyDecl]) {
        for key in Set(consumers.keys).union(consumed.keys) {
            consumers[key, default: [:]][view] = consumed[key]
            if consumers[key]!.isEmpty { consumers[key] = nil }
        }
    }

    // MARK: Propagation

    /// Computes what the child of `edge` sees and what destinations pushed from inside it see,
    /// from the same two facts about the parent. The innermost injection wins.
    static func transfer<Provider>(
        _ edge: Instantiation, visible: Provider?, navigationStack: Provider?, provider: (Int) -> Provider?
    ) -> (visible: Provider?, navigationStack: Provider?) {
        func resolve(_ frame: EnvironmentFrame) -> Provider? {
            var current = frame.base == .parentView ? visible : navigationStack
            for id in frame.injections {
                if let injected = provider(id) { current = injected }
            }
            return current
        }
        return (resolve(edge.environment), resolve(edge.navigationEnvironment))
    }

    private func hostProvides(_ root: String, _ key: EnvironmentKey) -> EnvironmentProvider? {
        guard let provided = hostProvidedByRoot[root]?.first(where: { $0.name == key.typeName }) else { return nil }
        return .host(root: root, location: provided.location)
    }

    private func injectionProvider(for key: EnvironmentKey) -> (Int) -> EnvironmentProvider? {
        { id in
            let injection = graph.injections[id]
            return injection.key == key ? .injection(injection) : nil
        }
    }

    // MARK: Queries

    /// Every path from a root to `view`, each with its provider of `type` (up to `limit` paths).
    public func paths(to view: String, requiring type: String, limit: Int = 1000) -> [EnvironmentPath] {
        let channel = consumers.keys.first { $0.typeName == type && consumers[$0]?[view] != nil }?.channel
            ?? consumers.keys.first { $0.typeName == type }?.channel
            ?? .environmentObject
        return paths(to: view, requiring: EnvironmentKey(channel: channel, typeName: type), limit: limit)
    }

    public func paths(to view: String, requiring key: EnvironmentKey, limit: Int = 1000) -> [EnvironmentPath] {
        let canReach = viewsReaching(view)
        let provider = injectionProvider(for: key)
        var result: [EnvironmentPath] = []
        struct Frame {
            let view: String
            let visible: EnvironmentProvider?
            let navigationStack: EnvironmentProvider?
            var nextEdge = 0
        }
        for root in roots where canReach.contains(root) {
            let host = hostProvides(root, key)
            var stack = [Frame(view: root, visible: host, navigationStack: host)]
            var pathEdges: [Instantiation] = []
            var onPath: Set<String> = [root]
            if root == view {
                result.append(EnvironmentPath(root: root, instantiations: [], provider: host))
                continue
            }
            while !stack.isEmpty, result.count < limit {
                let top = stack.count - 1
                let edges = graph.outgoingIndices(of: stack[top].view)
                guard stack[top].nextEdge < edges.count else {
                    onPath.remove(stack[top].view)
                    stack.removeLast()
                    if !pathEdges.isEmpty { pathEdges.removeLast() }
                    continue
                }
                let edge = graph.instantiations[edges[stack[top].nextEdge]]
                stack[top].nextEdge += 1
                guard canReach.contains(edge.child), !onPath.contains(edge.child) else { continue }
                let next = Self.transfer(edge, visible: stack[top].visible, navigationStack: stack[top].navigationStack, provider: provider)
                if edge.child == view {
                    result.append(EnvironmentPath(root: root, instantiations: pathEdges + [edge], provider: next.visible))
                    continue
                }
                pathEdges.append(edge)
                onPath.insert(edge.child)
                stack.append(Frame(view: edge.child, visible: next.visible, navigationStack: next.navigationStack))
            }
        }
        return result
    }

    /// `view` and every view with a path to it.
    private func viewsReaching(_ view: String) -> Set<String> {
        var reached: Set<String> = [view]
        var queue = [view]
        while let current = queue.popLast() {
            for edge in graph.callSites(of: current) where reached.insert(edge.parent).inserted {
                queue.append(edge.parent)
            }
        }
        return reached
    }

    // MARK: Rule 5

    struct MissingProvider {
        let key: EnvironmentKey
        let consumer: PropertyDecl
        let consumerView: String
        let root: String
        let path: [Instantiation]
    }

    /// Each consumer reached from a root with no provider, once per (consumer, root), with the shortest such path.
    func missingProviders() -> [MissingProvider] {
        consumers.keys.sorted().flatMap { missingProviders(of: $0) }
    }

    /// The consumers of `key` reached from a root with no provider: what `missingProviders()` finds for one value.
    func missingProviders(of key: EnvironmentKey) -> [MissingProvider] {
        guard let consumersOfKey = consumers[key] else { return [] }
        var result: [MissingProvider] = []
        var consumerViews: [Int: PropertyDecl] = [:]
        for (name, decl) in consumersOfKey {
            if let view = flow.index[name] { consumerViews[view] = decl }
        }
        let hostProvided = { (number: Int) in hostProvides(roots[number], key) != nil }
        for report in flow.unprovidedConsumers(key: key, consumers: Set(consumerViews.keys), rootNumbers: rootNumbers, hostProvided: hostProvided) {
            result.append(MissingProvider(
                key: key, consumer: consumerViews[report.consumer]!, consumerView: flow.names[report.consumer],
                root: flow.names[report.root], path: report.path.map { graph.instantiations[$0] }
            ))
        }
        return result
    }

    /// The injection of `key` that this path would have reached but for the navigation rule.
    func injectionHiddenByNavigation(_ key: EnvironmentKey, root: String, path: [Instantiation]) -> EnvironmentInjection? {
        let provider = injectionProvider(for: key)
        var visible = hostProvides(root, key)
        var navigationStack = visible
        for edge in path {
            let next = Self.transfer(edge, visible: visible, navigationStack: navigationStack, provider: provider)
            if edge.isNavigationDestination, next.visible == nil {
                let unrestricted = edge.environmentIgnoringNavigation.injections.compactMap(provider).last ?? visible
                if case .injection(let injection)? = unrestricted { return injection }
            }
            (visible, navigationStack) = next
        }
        return nil
    }

    // MARK: Rule 10, injections

    /// Injections whose value no view below them consumes, sorted by id.
    func unconsumedInjections() -> [EnvironmentInjection] {
        injectionsByKey.keys.flatMap { unconsumedInjections(of: $0) }.sorted { $0.id < $1.id }
    }

    /// The injections of `key` that no view below them consumes, sorted by id.
    func unconsumedInjections(of key: EnvironmentKey) -> [EnvironmentInjection] {
        // A `modelContainer` that no view below reads is harmless: SwiftUI sets one up in apps
        // whose context is used only from code.
        guard key.channel != .provided, let ids = injectionsByKey[key] else { return [] }
        let consumerViews = Set((consumers[key] ?? [:]).keys.compactMap { flow.index[$0] })
        let consumed = flow.consumedInjections(ids, consumers: consumerViews)
        return ids.filter { !consumed.contains($0) }.map { graph.injections[$0] }
    }
}

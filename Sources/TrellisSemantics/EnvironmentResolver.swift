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
    /// "`A` → `B` → `C`"
    public var description: String { views.map { "`\($0)`" }.joined(separator: " → ") }
}

/// Answers "what does this view see in its environment when mounted from that root".
/// Rule 5 (TRL205), rule 10's injection half (TRL215) and `trellis graph --who-provides` share it.
public struct EnvironmentResolver: Sendable {
    public let graph: InstantiationGraph
    /// Sorted.
    public let roots: [String]
    private let rootDeclarations: [String: ViewDecl]
    /// Consumers of each key: view name to its declaration.
    private let consumers: [EnvironmentKey: [String: PropertyDecl]]

    init(graph: InstantiationGraph, roots: [String], views: [String: ViewDecl], consumers: [EnvironmentKey: [String: PropertyDecl]]) {
        self.graph = graph
        self.roots = roots
        self.rootDeclarations = views.filter { roots.contains($0.key) }
        self.consumers = consumers
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
        guard let decl = rootDeclarations[root],
              let provided = decl.hostProvides.first(where: { $0.name == key.typeName }) else { return nil }
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

    /// A search state: a view, and whether the value is visible there and at its navigation stack.
    private struct State: Hashable {
        let view: String
        let visible: Bool
        let navigationStack: Bool
    }

    /// Each consumer reached from a root with no provider, once per (consumer, root), with the shortest such path.
    func missingProviders() -> [MissingProvider] {
        var result: [MissingProvider] = []
        for key in consumers.keys.sorted() {
            let consumersOfKey = consumers[key]!
            let marker: (Int) -> Bool? = { id in graph.injections[id].key == key ? true : nil }
            for root in roots {
                let provided = hostProvides(root, key) != nil
                let start = State(view: root, visible: provided, navigationStack: provided)
                var cameFrom: [State: (State, Int)] = [:]
                var visited: Set<State> = [start]
                var queue = [start]
                var head = 0
                var reported: Set<String> = []
                while head < queue.count {
                    let state = queue[head]
                    head += 1
                    if !state.visible, let consumer = consumersOfKey[state.view], reported.insert(state.view).inserted {
                        result.append(MissingProvider(key: key, consumer: consumer, consumerView: state.view, root: root, path: Self.path(to: state, cameFrom: cameFrom, graph: graph)))
                    }
                    for index in graph.outgoingIndices(of: state.view) {
                        let edge = graph.instantiations[index]
                        let next = Self.transfer(edge, visible: state.visible ? true : nil, navigationStack: state.navigationStack ? true : nil, provider: marker)
                        let nextState = State(view: edge.child, visible: next.visible != nil, navigationStack: next.navigationStack != nil)
                        if visited.insert(nextState).inserted {
                            cameFrom[nextState] = (state, index)
                            queue.append(nextState)
                        }
                    }
                }
            }
        }
        return result
    }

    private static func path(to state: State, cameFrom: [State: (State, Int)], graph: InstantiationGraph) -> [Instantiation] {
        var edges: [Instantiation] = []
        var current = state
        while let (previous, index) = cameFrom[current] {
            edges.append(graph.instantiations[index])
            current = previous
        }
        return edges.reversed()
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
        var result: [EnvironmentInjection] = []
        for injection in graph.injections {
            guard let key = injection.key else { continue }
            let consumersOfKey = consumers[key] ?? [:]
            let marker: (Int) -> Bool? = { $0 == injection.id ? true : nil }
            var visited: Set<State> = []
            var queue: [State] = []
            for index in graph.outgoingIndices(of: injection.view) {
                let edge = graph.instantiations[index]
                let next = Self.transfer(edge, visible: nil, navigationStack: nil, provider: marker)
                let state = State(view: edge.child, visible: next.visible != nil, navigationStack: next.navigationStack != nil)
                if (state.visible || state.navigationStack), visited.insert(state).inserted { queue.append(state) }
            }
            var consumed = false
            var head = 0
            while head < queue.count, !consumed {
                let state = queue[head]
                head += 1
                if state.visible, consumersOfKey[state.view] != nil {
                    consumed = true
                    break
                }
                for index in graph.outgoingIndices(of: state.view) {
                    let edge = graph.instantiations[index]
                    let next = Self.transfer(edge, visible: state.visible ? true : nil, navigationStack: state.navigationStack ? true : nil, provider: { _ in nil })
                    let nextState = State(view: edge.child, visible: next.visible != nil, navigationStack: next.navigationStack != nil)
                    if (nextState.visible || nextState.navigationStack), visited.insert(nextState).inserted {
                        queue.append(nextState)
                    }
                }
            }
            if !consumed { result.append(injection) }
        }
        return result
    }
}

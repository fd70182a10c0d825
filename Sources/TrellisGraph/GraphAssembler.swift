import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Puts every view's contribution together with the checker's instantiations and environment,
/// resolves binding chains and orders the result.
struct GraphAssembler {
    let program: CheckedProgram
    let roots: [String]
    let instantiations: InstantiationGraph
    let environment: EnvironmentResolver
    /// The node of each injection, numbered per view and type in document order.
    private let injectionNodes: [Int: NodeID]

    init(program: CheckedProgram) {
        self.program = program
        self.roots = program.roots
        self.instantiations = program.instantiationGraph
        self.environment = program.environment
        var ordinals: [String: Int] = [:]
        var nodes: [Int: NodeID] = [:]
        // A computed view placed in several places injects once per place, from one modifier: one node.
        var nodeAt: [SourceLocation: NodeID] = [:]
        for injection in instantiations.injections.sorted(by: { $0.location < $1.location }) {
            guard let type = injection.key?.typeName else { continue }
            if let node = nodeAt[injection.location] {
                nodes[injection.id] = node
                continue
            }
            let key = "\(injection.view).\(type)"
            let ordinal = ordinals[key, default: 0] + 1
            ordinals[key] = ordinal
            nodes[injection.id] = .provider(type, in: injection.view, ordinal: ordinal)
            nodeAt[injection.location] = nodes[injection.id]
        }
        self.injectionNodes = nodes
    }

    func assemble() -> DependencyGraph {
        let index = ProgramIndex(program: program)
        let analyzer = ValueAnalyzer(index: index)
        let rootSet = Set(roots)
        var nodes: [GraphNode] = []
        var edges: [GraphEdge] = []
        var directBindings: [(binding: NodeID, source: NodeID, location: SourceLocation)] = []

        let providers = providerNodes(index: index)
        for name in index.views.keys.sorted() {
            var walker = BodyWalker(analyzer: analyzer, view: index.views[name]!)
            walker.walk(isRoot: rootSet.contains(name))
            nodes += walker.nodes
            nodes += providers.filter { $0.view == name }
            edges += walker.edges
            directBindings += walker.directBindings
        }
        for name in index.models.keys.sorted() {
            let model = index.models[name]!
            nodes.append(GraphNode(id: .model(name), kind: .model, name: name, modelKind: model.kind, location: model.location))
            for property in model.properties {
                nodes.append(GraphNode(
                    id: .property(property.name.name, of: name), kind: .modelProperty, name: property.name.name, model: name,
                    type: property.type.reference.description, isObserved: property.isObserved, location: property.location
                ))
            }
        }
        edges += instantiationEdges(index: index)
        edges += Self.resolvedBindings(directBindings, nodes: nodes)
        let (consumes, unprovided) = consumptions(nodes: nodes)
        edges += consumes
        for position in nodes.indices {
            if let roots = unprovided[nodes[position].id] { nodes[position].unprovidedFromRoots = roots }
        }

        let known = Set(nodes.map(\.id))
        var seen: Set<GraphEdge> = []
        // Unresolved names are the checker's to report; the graph keeps only what it can name.
        let unique = edges.filter { known.contains($0.from) && known.contains($0.to) && seen.insert($0).inserted }
        return DependencyGraph(nodes: nodes, edges: unique.sorted(by: GraphEdge.outputOrder))
    }

    // MARK: Environment

    func providerNode(for provider: EnvironmentProvider) -> NodeID? {
        switch provider {
        case .host(let root, let location):
            let type = environmentDeclarationType(hostOf: root, at: location)
            return type.map { .hostProvider($0, above: root) }
        case .injection(let injection):
            return injectionNodes[injection.id]
        }
    }

    private func environmentDeclarationType(hostOf root: String, at location: SourceLocation) -> String? {
        program.view(named: root)?.hostProvides.first { $0.location == location }?.name
    }

    private func providerNodes(index: ProgramIndex) -> [GraphNode] {
        var nodes: [GraphNode] = []
        for root in roots.sorted() {
            for type in index.views[root]?.hostProvides ?? [] {
                nodes.append(GraphNode(
                    id: .hostProvider(type.name, above: root), kind: .environmentProvider, name: type.name, view: root,
                    type: type.name, modelKind: index.models[type.name]?.kind, isHostProvided: true, location: type.location
                ))
            }
        }
        var made: Set<NodeID> = []
        for injection in instantiations.injections.sorted(by: { $0.location < $1.location }) {
            guard let id = injectionNodes[injection.id], let key = injection.key, made.insert(id).inserted else { continue }
            // The channel decides the modifier: `.environment` holds `@Observable` models.
            nodes.append(GraphNode(
                id: id, kind: .environmentProvider, name: key.typeName, view: injection.view, type: key.typeName,
                modelKind: key.channel == .environment ? .observable : .observableObject,
                isHostProvided: false, location: injection.location
            ))
        }
        return nodes
    }

    /// `instantiates` for every call site, and `injects` for each injection applied on the way to it.
    private func instantiationEdges(index: ProgramIndex) -> [GraphEdge] {
                var edges: [GraphEdge] = []
        for root in roots {
            for type in index.views[root]?.hostProvides ?? [] {
                edges.append(GraphEdge(.injects, from: .hostProvider(type.name, above: root), to: .view(root), at: type.location))
            }
        }
        for call in instantiations.instantiations {
            // Content passed in a slot is a child of the view that places the slot.
            edges.append(GraphEdge(
                .instantiates, from: .view(call.slotHost?.view ?? call.parent), to: .view(call.child), at: call.location,
                isConditional: call.isConditional, isInForEach: call.isInForEach, isNavigationDestination: call.isNavigationDestination,
                passedBy: call.slotHost == nil ? nil : .view(call.parent)
            ))
            for injection in call.environment.injections {
                guard let provider = injectionNodes[injection] else { continue }
                edges.append(GraphEdge(.injects, from: provider, to: .view(call.child), at: instantiations.injections[injection].location))
            }
        }
        return edges
    }

    /// `consumes` from each environment declaration to every provider the resolver finds for it,
    /// and, per declaration, the roots from which some path has no provider.
    private func consumptions(nodes: [GraphNode]) -> ([GraphEdge], [NodeID: [String]]) {
        var edges: [GraphEdge] = []
        var unprovided: [NodeID: [String]] = [:]
        for node in nodes where node.kind == .environmentObject || node.kind == .environment {
            guard let view = node.view, let type = node.type else { continue }
            let channel: EnvironmentChannel = node.kind == .environment ? .environment : .environmentObject
            var missing: Set<String> = []
            for path in environment.paths(to: view, requiring: EnvironmentKey(channel: channel, typeName: type)) {
                guard let provider = path.provider else {
                    missing.insert(path.root)
                    continue
                }
                if let providerNode = providerNode(for: provider) {
                    edges.append(GraphEdge(.consumes, from: node.id, to: providerNode, at: node.location))
                }
            }
            if !missing.isEmpty { unprovided[node.id] = missing.sorted() }
        }
        return (edges, unprovided)
    }

    // MARK: Bindings

    /// `binds` edges from each binding to the sources of truth at the ends of its chains.
    private static func resolvedBindings(
        _ direct: [(binding: NodeID, source: NodeID, location: SourceLocation)], nodes: [GraphNode]
    ) -> [GraphEdge] {
        let bindingNodes = Set(nodes.filter { $0.kind == .binding }.map(\.id))
        var sourcesByBinding: [NodeID: [(source: NodeID, location: SourceLocation)]] = [:]
        for entry in direct { sourcesByBinding[entry.binding, default: []].append((entry.source, entry.location)) }

        func terminals(of binding: NodeID, visiting: Set<NodeID>) -> [(source: NodeID, through: [NodeID])] {
            var result: [(NodeID, [NodeID])] = []
            for (source, _) in sourcesByBinding[binding] ?? [] {
                if bindingNodes.contains(source) {
                    guard !visiting.contains(source) else { continue }
                    for (terminal, through) in terminals(of: source, visiting: visiting.union([source])) {
                        result.append((terminal, [source] + through))
                    }
                } else {
                    result.append((source, []))
                }
            }
            return result
        }

        var edges: [GraphEdge] = []
        for (binding, directSources) in sourcesByBinding {
            // The edge sits at the first call site that hands this binding over.
            let location = directSources.map(\.location).min()!
            for (terminal, through) in terminals(of: binding, visiting: [binding]) {
                edges.append(GraphEdge(.binds, from: binding, to: terminal, at: location, through: through))
            }
        }
        return edges
    }
}

import TrellisDiagnostics

/// A view whose body re-evaluates when a value changes, and the edges that explain why,
/// in order from the changed value to the view.
public struct AffectedView: Hashable, Sendable {
    public var view: String
    public var path: [GraphEdge]
    /// The last step is the view's own input receiving a new value.
    public var becauseInputChanged: Bool
}

public enum AffectedByAnswer: Hashable, Sendable {
    case views(source: NodeID, [AffectedView])
    /// A model property that is neither `@Published` nor tracked: changing it re-evaluates nothing.
    case notObserved(source: NodeID)
}

public enum GraphQueryError: Error, Hashable, Sendable, CustomStringConvertible {
    case malformedTarget(String)
    case unknownTarget(String, suggestion: String?)
    case unknownView(String, suggestion: String?)

    public var description: String {
        switch self {
        case .malformedTarget(let text):
            "`\(text)` must name a value as `Model.property` or `View.declaration`"
        case .unknownTarget(let text, let suggestion):
            "no model property or view declaration named `\(text)`" + (suggestion.map { "; did you mean `\($0)`" } ?? "")
        case .unknownView(let text, let suggestion):
            "no view named `\(text)`" + (suggestion.map { "; did you mean `\($0)`" } ?? "")
        }
    }
}

extension DependencyGraph {
    /// The node a `Model.property` or `View.declaration` names.
    public func valueNode(named text: String) throws(GraphQueryError) -> GraphNode {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { throw .malformedTarget(text) }
        let (owner, member) = (String(parts[0]), String(parts[1]))
        if let node = node(.property(member, of: owner)) ?? node(.declaration(member, in: owner)) { return node }
        let candidates = nodes.filter { $0.kind == .modelProperty || $0.kind.isDeclaration }.map(\.qualifiedName)
        throw .unknownTarget(text, suggestion: closestName(to: text, among: candidates))
    }

    public func viewNode(named name: String) throws(GraphQueryError) -> GraphNode {
        if let node = node(.view(name)) { return node }
        throw .unknownView(name, suggestion: closestName(to: name, among: viewNames))
    }

    /// The views whose body re-evaluates when `source` changes. A body re-evaluates when it reads
    /// the value (directly, through computed properties or through bindings), or when its view is
    /// given a new value for an input. Passing `$x` or an object reads nothing by itself.
    public func affected(by source: GraphNode) -> AffectedByAnswer {
        if source.kind == .modelProperty, source.isObserved != true { return .notObserved(source: source.id) }
        // A binding has no storage: a change to it is a change to its sources of truth.
        var starts = [source.id]
        if source.kind == .binding {
            let sources = edges(from: source.id).filter { $0.kind == .binds }.map(\.to)
            if !sources.isEmpty { starts = sources }
        }

        var pathTo: [NodeID: [GraphEdge]] = [:]
        var queue: [NodeID] = []
        for start in starts where pathTo[start] == nil {
            pathTo[start] = []
            queue.append(start)
        }
        var affected: [String: AffectedView] = [:]
        func reach(_ view: String, path: [GraphEdge], becauseInputChanged: Bool) {
            if let existing = affected[view], existing.path.count <= path.count { return }
            affected[view] = AffectedView(view: view, path: path, becauseInputChanged: becauseInputChanged)
        }
        func visit(_ id: NodeID, path: [GraphEdge]) {
            guard pathTo[id] == nil else { return }
            pathTo[id] = path
            queue.append(id)
        }

        var position = 0
        while position < queue.count {
            let current = queue[position]
            position += 1
            let path = pathTo[current]!
            for edge in edges(to: current) {
                guard let reader = node(edge.from) else { continue }
                switch (edge.kind, reader.kind) {
                case (.reads, .view):
                    reach(reader.name, path: path + [edge], becauseInputChanged: false)
                case (.reads, .computed), (.binds, .binding):
                    visit(reader.id, path: path + [edge])
                default:
                    // An initial value is read once per identity; later changes do not reach it.
                    continue
                }
            }
            for edge in edges(from: current) where edge.kind == .passes {
                guard let input = node(edge.to), let child = input.view else { continue }
                switch input.kind {
                case .let, .observedObject, .bindable:
                    reach(child, path: path + [edge], becauseInputChanged: true)
                    visit(input.id, path: path + [edge])
                default:
                    // A binding input is followed through `binds`; a `state` input only seeds the initial value.
                    continue
                }
            }
        }
        return .views(source: source.id, affected.values.sorted { $0.view < $1.view })
    }

    /// The observed model properties whose change must re-evaluate `view`'s body: what it reads
    /// directly, through computed properties, and through bindings to model properties.
    /// Values reaching the view as inputs are the parent's to watch.
    public func bodyReads(of view: String) -> [PropertyReference] {
        var found: Set<PropertyReference> = []
        var visited: Set<NodeID> = [.view(view)]
        var stack: [NodeID] = [.view(view)]
        while let current = stack.popLast() {
            for edge in edges(from: current) where edge.kind == .reads || edge.kind == .binds {
                guard let target = node(edge.to) else { continue }
                switch target.kind {
                case .modelProperty:
                    if target.isObserved == true, let model = target.model {
                        found.insert(PropertyReference(model: model, property: target.name))
                    }
                case .computed, .binding:
                    if visited.insert(target.id).inserted { stack.append(target.id) }
                default:
                    continue
                }
            }
        }
        return found.sorted()
    }

    /// Nodes of one view, and every edge touching them with the nodes at their other end.
    public func neighbourhood(ofView view: String) -> DependencyGraph {
        let own = Set(nodes.filter { $0.id == .view(view) || $0.view == view }.map(\.id))
        let keptEdges = edges.filter { own.contains($0.from) || own.contains($0.to) }
        var keptNodes = own.union(keptEdges.flatMap { [$0.from, $0.to] })
        // Keep the view or model a node belongs to, so it is drawn inside its cluster.
        for id in keptNodes {
            if let model = node(id)?.model { keptNodes.insert(.model(model)) }
            if let owner = node(id)?.view { keptNodes.insert(.view(owner)) }
        }
        return DependencyGraph(nodes: nodes.filter { keptNodes.contains($0.id) }, edges: keptEdges)
    }
}

/// The candidate closest to `text` by edit distance, if it is close enough to be a likely typo.
func closestName(to text: String, among candidates: [String]) -> String? {
    let limit = max(2, text.count / 3)
    var best: (name: String, distance: Int)?
    for candidate in candidates.sorted() {
        let distance = editDistance(Array(text.lowercased()), Array(candidate.lowercased()))
        if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.name
}

private func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
    var previous = Array(0...rhs.count)
    for (i, left) in lhs.enumerated() {
        var current = [i + 1]
        for (j, right) in rhs.enumerated() {
            current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1)))
        }
        previous = current
    }
    return previous[rhs.count]
}

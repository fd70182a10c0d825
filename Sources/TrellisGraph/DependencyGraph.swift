import TrellisDiagnostics
import TrellisSyntax

/// The program's dependency graph: who owns, passes, binds, injects, consumes,
/// reads and writes what. Nodes and edges are in a deterministic order that
/// does not depend on the order of the input files.
public struct DependencyGraph: Hashable, Sendable {
    /// The version of `Grammar/graph.schema.json` the JSON output follows.
    public static let schemaVersion = "1.0"

    public private(set) var nodes: [GraphNode]
    public private(set) var edges: [GraphEdge]
    private let nodeIndex: [NodeID: Int]
    // Edge positions by endpoint, so queries stay linear in what they visit.
    private let outgoing: [NodeID: [Int]]
    private let incoming: [NodeID: [Int]]

    public init(nodes: [GraphNode], edges: [GraphEdge]) {
        self.nodes = nodes
        self.edges = edges
        var index: [NodeID: Int] = [:]
        for (position, node) in nodes.enumerated() { index[node.id] = position }
        var outgoing: [NodeID: [Int]] = [:]
        var incoming: [NodeID: [Int]] = [:]
        for (position, edge) in edges.enumerated() {
            outgoing[edge.from, default: []].append(position)
            incoming[edge.to, default: []].append(position)
        }
        self.nodeIndex = index
        self.outgoing = outgoing
        self.incoming = incoming
    }

    public func node(_ id: NodeID) -> GraphNode? {
        nodeIndex[id].map { nodes[$0] }
    }

    /// Edges leaving `id`, in output order.
    public func edges(from id: NodeID) -> [GraphEdge] { (outgoing[id] ?? []).map { edges[$0] } }
    /// Edges arriving at `id`, in output order.
    public func edges(to id: NodeID) -> [GraphEdge] { (incoming[id] ?? []).map { edges[$0] } }

    public static func == (lhs: DependencyGraph, rhs: DependencyGraph) -> Bool {
        lhs.nodes == rhs.nodes && lhs.edges == rhs.edges
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(nodes)
        hasher.combine(edges)
    }

    /// The names of all views, in output order.
    public var viewNames: [String] {
        nodes.compactMap { $0.kind == .view ? $0.name : nil }
    }
}

/// A stable identifier such as `view:ProfileScreen`, `decl:ProfileScreen.isEditing`,
/// `model:ProfileViewModel`, `property:ProfileViewModel.displayName`,
/// `provider:ProfileScreen.SessionManager#1` or `provider:host.ProfileScreen.SessionManager`.
public struct NodeID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (lhs: NodeID, rhs: NodeID) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func view(_ name: String) -> NodeID { NodeID("view:\(name)") }
    public static func declaration(_ name: String, in view: String) -> NodeID { NodeID("decl:\(view).\(name)") }
    public static func model(_ name: String) -> NodeID { NodeID("model:\(name)") }
    public static func property(_ name: String, of model: String) -> NodeID { NodeID("property:\(model).\(name)") }
    public static func provider(_ type: String, in view: String, ordinal: Int) -> NodeID {
        NodeID("provider:\(view).\(type)#\(ordinal)")
    }
    public static func hostProvider(_ type: String, above root: String) -> NodeID {
        NodeID("provider:host.\(root).\(type)")
    }
}

public enum NodeKind: String, Hashable, Sendable, CaseIterable, Codable {
    case view
    case state, binding, stateObject, observedObject, environmentObject, environment, bindable
    case `let`
    case computed
    /// `@Environment(\.dismiss)`: a value of `EnvironmentValues`.
    case environmentValue
    /// `@Query`: models the nearest `modelContainer`'s context keeps.
    case query
    case model
    /// A property of a model; `isObserved` says whether changing it notifies anyone.
    case modelProperty
    /// A `.environmentObject(...)`/`.environment(...)` modifier, or a root's host.
    case environmentProvider

    public var isDeclaration: Bool {
        switch self {
        case .state, .binding, .stateObject, .observedObject, .environmentObject, .environment, .bindable, .let, .computed, .environmentValue, .query: true
        case .view, .model, .modelProperty, .environmentProvider: false
        }
    }
}

public struct GraphNode: Hashable, Sendable {
    public var id: NodeID
    public var kind: NodeKind
    /// The declared name; for a provider, the provided type.
    public var name: String
    /// The view a declaration or provider belongs to.
    public var view: String?
    /// The model a model property belongs to.
    public var model: String?
    /// The declared type, as written.
    public var type: String?
    /// Models, and providers (by the channel they inject through): `ObservableObject` or `@Observable`.
    public var modelKind: ModelKind?
    /// Model properties: `@Published`, or tracked by `@Observable`.
    public var isObserved: Bool?
    /// Views: mounted by the host.
    public var isRoot: Bool?
    /// Providers: the root's host injects it rather than a modifier.
    public var isHostProvided: Bool?
    /// Environment declarations: the roots from which some path reaches this view with no provider.
    public var unprovidedFromRoots: [String]?
    public var location: SourceLocation

    public init(
        id: NodeID, kind: NodeKind, name: String, view: String? = nil, model: String? = nil, type: String? = nil,
        modelKind: ModelKind? = nil, isObserved: Bool? = nil, isRoot: Bool? = nil, isHostProvided: Bool? = nil, location: SourceLocation
    ) {
        self.id = id
        self.kind = kind
        self.name = name
        self.view = view
        self.model = model
        self.type = type
        self.modelKind = modelKind
        self.isObserved = isObserved
        self.isRoot = isRoot
        self.isHostProvided = isHostProvided
        self.location = location
    }

    /// `ProfileScreen.isEditing`, `ProfileViewModel.displayName`, `ProfileScreen`.
    public var qualifiedName: String {
        if let view, kind.isDeclaration { return "\(view).\(name)" }
        if let model, kind == .modelProperty { return "\(model).\(name)" }
        return name
    }
}

public enum EdgeKind: String, Hashable, Sendable, CaseIterable, Codable {
    /// View → its `state`/`stateObject`: the view's identity owns the storage.
    case owns
    /// A value the parent's call site reads → the child's input it is given to.
    case passes
    /// A `binding` → its source of truth, resolved through chains of bindings.
    case binds
    /// Provider → each view it reaches.
    case injects
    /// An `environmentObject`/`environment` declaration → each provider that serves it.
    case consumes
    /// A view's body, or a computed/initial expression → what it reads.
    case reads
    /// A view's actions (or controls given a `$` binding) → what they write.
    case writes
    /// Parent view → child view.
    case instantiates
}

public struct GraphEdge: Hashable, Sendable {
    public var kind: EdgeKind
    public var from: NodeID
    public var to: NodeID
    /// Where the edge comes from in the source: a call site, an expression, a modifier.
    public var location: SourceLocation
    /// `passes`: the child's input label.
    public var label: String?
    /// `instantiates`: under `<if>`/`<else>`.
    public var isConditional: Bool
    /// `instantiates`: a `ForEach` row.
    public var isInForEach: Bool
    /// `instantiates`: a `NavigationLink` destination.
    public var isNavigationDestination: Bool
    /// `instantiates`: the view whose body wrote the child in content it passed into a slot
    /// of `from`; `from` places the slot, so the child is its child.
    public var passedBy: NodeID?
    /// `reads`/`writes`/`binds`: the declarations the value went through, such as
    /// `viewModel` in `viewModel.displayName` or the intermediate bindings of a chain.
    public var through: [NodeID]

    public init(
        _ kind: EdgeKind, from: NodeID, to: NodeID, at location: SourceLocation, label: String? = nil,
        isConditional: Bool = false, isInForEach: Bool = false, isNavigationDestination: Bool = false, passedBy: NodeID? = nil, through: [NodeID] = []
    ) {
        self.passedBy = passedBy
        self.kind = kind
        self.from = from
        self.to = to
        self.location = location
        self.label = label
        self.isConditional = isConditional
        self.isInForEach = isInForEach
        self.isNavigationDestination = isNavigationDestination
        self.through = through
    }

    /// Deterministic order: by source, then kind, then target, then location.
    static func outputOrder(_ lhs: GraphEdge, _ rhs: GraphEdge) -> Bool {
        if lhs.from != rhs.from { return lhs.from < rhs.from }
        if lhs.kind != rhs.kind { return lhs.kind.rank < rhs.kind.rank }
        if lhs.to != rhs.to { return lhs.to < rhs.to }
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        return (lhs.label ?? "") < (rhs.label ?? "")
    }
}

extension EdgeKind {
    var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}

/// A model property, as code generation subscribes to it.
public struct PropertyReference: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var model: String
    public var property: String

    public init(model: String, property: String) {
        self.model = model
        self.property = property
    }

    public var description: String { "\(model).\(property)" }

    public static func < (lhs: PropertyReference, rhs: PropertyReference) -> Bool {
        (lhs.model, lhs.property) < (rhs.model, rhs.property)
    }
}

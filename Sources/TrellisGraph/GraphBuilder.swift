import TrellisDiagnostics
import TrellisSemantics

/// Builds the dependency graph of a checked program. Instantiations and the environment come
/// from the checker, so the graph shows the same program the diagnostics talk about.
public struct GraphBuilder: Sendable {
    public init() {}

    public func build(_ program: CheckedProgram) -> DependencyGraph {
        assembler(for: program).assemble()
    }

    func assembler(for program: CheckedProgram) -> GraphAssembler {
        GraphAssembler(program: program)
    }
}

/// One way `view` is mounted, and who provides the requested environment value on it.
public struct ProviderPath: Hashable, Sendable {
    /// From the root down to the view.
    public var views: [String]
    /// The call sites between them, one fewer than `views`.
    public var callSites: [SourceLocation]
    /// The provider's node in the graph, or `nil` when nothing provides the value on this path.
    public var provider: NodeID?
    public var providerLocation: SourceLocation?
}

public enum WhoProvidesError: Error, Hashable, Sendable, CustomStringConvertible {
    case unknownView(String, suggestion: String?)
    case unknownType(String, suggestion: String?)

    public var description: String {
        switch self {
        case .unknownView(let name, let suggestion):
            "no view named `\(name)`" + (suggestion.map { "; did you mean `\($0)`" } ?? "")
        case .unknownType(let name, let suggestion):
            "no model named `\(name)`" + (suggestion.map { "; did you mean `\($0)`" } ?? "")
        }
    }
}

extension GraphBuilder {
    /// Every path from a root to `view`, each with its provider of `type` or the lack of one.
    /// This asks the checker's `EnvironmentResolver`, the same reasoning as the missing-provider rule (TRL205).
    public func whoProvides(_ type: String, for view: String, in program: CheckedProgram) throws(WhoProvidesError) -> [ProviderPath] {
        guard program.view(named: view) != nil else {
            throw .unknownView(view, suggestion: closestName(to: view, among: program.viewNames))
        }
        guard let model = program.model(named: type) else {
            throw .unknownType(type, suggestion: closestName(to: type, among: program.modelNames))
        }
        // `@Observable` models live in `.environment`, `ObservableObject`s in `.environmentObject`.
        let channel: EnvironmentChannel = model.kind == .observable ? .environment : .environmentObject
        let assembler = assembler(for: program)
        return program.environment.paths(to: view, requiring: EnvironmentKey(channel: channel, typeName: type)).map { path in
            ProviderPath(
                views: path.views,
                callSites: path.instantiations.map(\.location),
                provider: path.provider.flatMap(assembler.providerNode(for:)),
                providerLocation: path.provider?.location
            )
        }
    }
}

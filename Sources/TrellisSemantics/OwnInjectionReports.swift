import TrellisDiagnostics
import TrellisSyntax

/// TRL222: a view that consumes an environment value its own body injects. The injection
/// reaches only the views below it, never the view itself, so the view has no provider.
/// Reported once per view and value, instead of TRL205 once per root.
struct OwnInjectionReports {
    private struct Reported: Hashable {
        let view: String
        let key: EnvironmentKey
    }

    private var reported: Set<Reported> = []
    /// The injections the reports point at.
    private(set) var pointedAt: Set<Int> = []

    /// Reports `missing` as TRL222 when the consumer's own body injects the value; `true` when it does.
    mutating func report(_ missing: EnvironmentResolver.MissingProvider, graph: InstantiationGraph, signatures: [String: ViewSignature], diagnostics: inout DiagnosticCollector) -> Bool {
        let view = missing.consumerView
        let own = graph.injections.filter { $0.view == view && $0.key == missing.key }
        guard !own.isEmpty else { return false }
        guard reported.insert(Reported(view: view, key: missing.key)).inserted else { return true }
        let type = missing.key.typeName
        let modifier = missing.key.channel.rawValue
        var notes = own.map { Note("`\(view)` injects `\(type)` here, for the views below this point only", at: $0.location) }
        if let last = missing.path.last {
            notes.append(Note("inject `\(type)` with `<\(modifier) value=\"...\"/>` on this call site of `\(view)` in `\(last.parent)`, or above it in `\(last.parent)`", at: last.location))
        } else {
            notes.append(Note("`\(view)` is a root: inject `\(type)` in the parent or host that creates it (and declare `hostProvides=\"\(type)\"` for a host)", at: signatures[view]?.decl.name.location))
        }
        diagnostics.emit(Catalog.readsOwnInjection(type, view: view), at: missing.consumer.location, notes: notes)
        pointedAt.formUnion(own.map(\.id))
        return true
    }
}

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

    /// Each view's own injections by value, indexed once: one lookup per missing provider.
    private let injectionsByView: [Reported: [EnvironmentInjection]]
    private var reported: Set<Reported> = []
    /// The injections the reports point at.
    private(set) var pointedAt: Set<Int> = []

    /// `injections`: those of the values asked about.
    init(injections: [EnvironmentInjection]) {
        var index: [Reported: [EnvironmentInjection]] = [:]
        for injection in injections {
            if let key = injection.key { index[Reported(view: injection.view, key: key), default: []].append(injection) }
        }
        injectionsByView = index
    }

    /// Reports `missing` as TRL222 when the consumer's own body injects the value; `true` when it does.
    mutating func report(_ missing: EnvironmentResolver.MissingProvider, signatures: [String: ViewSignature], diagnostics: inout DiagnosticCollector) -> Bool {
        let view = missing.consumerView
        guard let own = injectionsByView[Reported(view: view, key: missing.key)] else { return false }
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

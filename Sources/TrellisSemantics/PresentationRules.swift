import TrellisDiagnostics
import TrellisSyntax

/// Rules about presentation that need the whole program.
enum PresentationRules {
    /// TRL230: `@Environment(\.dismiss)` in a view that no path from a root presents or pushes.
    /// `dismiss` acts on the nearest presentation or pushed destination above the view that reads
    /// it; with none, SwiftUI does nothing. A view reached through content the checker dropped
    /// concludes nothing.
    static func reportDismissOutsidePresentation(
        graph: InstantiationGraph, signatures: [String: ViewSignature], viewNames: [String],
        unresolved: UnresolvedContent, diagnostics: inout DiagnosticCollector
    ) {
        var presented: Set<String> = []
        var pending = graph.instantiations.filter { $0.isPresentedContent || $0.isNavigationDestination }.map(\.child)
        while let view = pending.popLast() {
            guard presented.insert(view).inserted else { continue }
            pending += graph.children(of: view).map(\.child)
        }
        for name in viewNames where !presented.contains(name) && !unresolved.possiblyInstantiated.contains(name) {
            guard let signature = signatures[name] else { continue }
            for property in signature.uniqueProperties where property.kind == .environmentValue && isDismiss(property.keyPath) {
                guard !property.allows("TRL230") else { continue }
                diagnostics.emit(Catalog.dismissNeverPresented(property.name.name, view: name), at: property.location)
            }
        }
    }

    private static func isDismiss(_ keyPath: Expr?) -> Bool {
        guard case .keyPath(_, let components)? = keyPath?.kind else { return false }
        return components == ["dismiss"]
    }
}

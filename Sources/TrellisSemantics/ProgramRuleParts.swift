import TrellisDiagnostics
import TrellisSyntax

/// What the rules over one view's signature read of the program facts and the graph, indexed
/// once per graph, so that they run for one view at a time.
struct ProgramRuleIndex {
    /// Rule 2: the objects passed to each view's `stateObject`s, by view.
    var passedObjects: [String: [BodyChecker.PropertyKey: [ProgramRules.PassedObject]]] = [:]
    /// TRL219: the rows keyed by position that each view is part of.
    var rowSites: [String: Set<ObjectOwnershipRules.RowSite>] = [:]
    /// TRL230: the views a presentation or a navigation destination shows.
    var presented: Set<String> = []
    /// Rule 4: each view's `task(id:)` calls.
    var taskReloads: [String: [TaskReload]] = [:]

    init(facts: ProgramFacts, graph: InstantiationGraph) {
        for (key, objects) in facts.passedObjects { passedObjects[key.view, default: [:]][key] = objects }
        rowSites = ObjectOwnershipRules.rowSitesKeyedByPosition(graph: graph)
        presented = PresentationRules.presentedViews(graph: graph)
        taskReloads = facts.taskReloads
    }
}

/// The whole-program rules' diagnostics, split by what each part read besides the program
/// facts and the graph: nothing else, one view's signature, or which views consume one
/// environment value. After an edit of views' signatures that changed no program fact (nor
/// which views are roots, nor what their hosts provide), only the parts that read an edited
/// signature run again (`SemanticAnalyzer.rerunProgramRules`).
struct ProgramRuleParts {
    /// Of the rules that read the graph and the facts alone: slots, recursion, navigation, the
    /// injections' allowances.
    var graphDiagnostics: DiagnosticCollector
    /// Of the rules over one view's signature (rules 2, 3 and 4, TRL219, TRL220, TRL228 on its
    /// properties, TRL230), by view; views without any are left out.
    var viewDiagnostics: [String: DiagnosticCollector] = [:]
    /// Of rules 5 and 10 (TRL205, TRL215, TRL222, TRL232), by value; values without any are left out.
    var environmentDiagnostics: [EnvironmentKey: DiagnosticCollector] = [:]
    var index: ProgramRuleIndex

    /// Every part's diagnostics.
    func merged(limit: Int?) -> DiagnosticCollector {
        var collector = DiagnosticCollector(limit: limit)
        collector.merge(graphDiagnostics)
        for name in viewDiagnostics.keys.sorted() { collector.merge(viewDiagnostics[name]!) }
        for key in environmentDiagnostics.keys.sorted() { collector.merge(environmentDiagnostics[key]!) }
        return collector
    }
}

extension ProgramRules {
    /// Every rule that reads `view`'s signature, for `view`: rules 2, 3 and 4, TRL219 and TRL220
    /// on its rows, TRL228 on its properties' `allow`s and TRL230.
    func reportRules(of view: String, index: ProgramRuleIndex, diagnostics: inout DiagnosticCollector) {
        guard let signature = signatures[view] else { return }
        if let passed = index.passedObjects[view] { reportStateObjectsPassedIn(passed, diagnostics: &diagnostics) }
        reportObservedObjectsCreating(of: view, diagnostics: &diagnostics)
        reportStateObjectsPerRow(of: view, diagnostics: &diagnostics)
        reportInitialValuesReadingInputs(of: view, diagnostics: &diagnostics)
        ObjectOwnershipRules.reportRowsKeyedByPosition(of: view, sites: index.rowSites[view], graph: graph, signatures: signatures, diagnostics: &diagnostics)
        PresentationRules.reportDismissOutsidePresentation(of: view, signature: signature, presented: index.presented, unresolved: unresolved, diagnostics: &diagnostics)
        ObjectOwnershipRules.checkAllowances(of: signature, diagnostics: &diagnostics)
    }
}

extension SemanticAnalyzer {
    /// The values a view consumes from the environment, each with the first declaration that
    /// makes it a consumer: `environmentObject`s and `environment`s of models, and, for the
    /// types a modifier `provides`, `query`s and environment values of such a type.
    static func consumed(by signature: ViewSignature, provided: Set<String>) -> [EnvironmentKey: PropertyDecl] {
        var consumed: [EnvironmentKey: PropertyDecl] = [:]
        if !provided.isEmpty {
            for property in signature.uniqueProperties where property.kind == .query || property.kind == .environmentValue {
                let typeName = property.kind == .query ? "ModelContext" : signature.propertyTypes[property.name.name]?.description
                guard let typeName, provided.contains(typeName) else { continue }
                let key = EnvironmentKey(channel: .provided, typeName: typeName)
                consumed.insertUnlessPresent(property, for: key)
            }
        }
        for property in signature.uniqueProperties where property.kind == .environmentObject || property.kind == .environment {
            guard case .model(let typeName, let kind)? = signature.propertyTypes[property.name.name] else { continue }
            let channel: EnvironmentChannel
            switch (property.kind, kind) {
            case (.environmentObject, .observableObject): channel = .environmentObject
            case (.environment, .observable): channel = .environment
            default: continue
            }
            let key = EnvironmentKey(channel: channel, typeName: typeName)
            // One declaration per view is enough to make it a consumer.
            consumed.insertUnlessPresent(property, for: key)
        }
        return consumed
    }

    static func consumers(_ signatures: [String: ViewSignature], provided: Set<String>) -> [EnvironmentKey: [String: PropertyDecl]] {
        var consumers: [EnvironmentKey: [String: PropertyDecl]] = [:]
        for (name, signature) in signatures {
            for (key, property) in consumed(by: signature, provided: provided) { consumers[key, default: [:]][name] = property }
        }
        return consumers
    }

    /// After an edit of the signatures of `edited` (each view's signature before the edit)
    /// whose checks' program facts did not change: the graph, the roots and the environment's
    /// flow stay; the rules over each edited view's signature run again, and rules 5 and 10 for
    /// each value whose consumers the edit changed. Returns those views and values; `nil` when
    /// an edit changed whether a view is a root or what its host provides, which every
    /// environment question reads: then the caller runs the whole-program rules again.
    func rerunProgramRules(
        _ outcome: inout ProgramRulesOutcome, edited: [String: ViewSignature], symbols: SymbolTable, signatures: [String: ViewSignature], limit: Int?
    ) -> (views: Set<String>, values: Set<EnvironmentKey>)? {
        var values: Set<EnvironmentKey> = []
        for (name, old) in edited {
            guard let new = signatures[name], old.decl.isRoot == new.decl.isRoot, old.decl.hostProvides == new.decl.hostProvides,
                  old.decl.name == new.decl.name else { return nil }
        }
        let provided = symbols.providedTypes
        for name in edited.keys.sorted() {
            let before = outcome.environment.consumed(by: name)
            let after = Self.consumed(by: signatures[name]!, provided: provided)
            guard before != after else { continue }
            for key in Set(before.keys).union(after.keys) where before[key] != after[key] { values.insert(key) }
            outcome.environment.replaceConsumers(of: name, with: after)
        }
        var rules = ProgramRules(symbols: symbols, signatures: signatures, graph: outcome.graph, environment: outcome.environment)
        rules.unresolved = outcome.unresolved
        rules.taskReloads = outcome.parts.index.taskReloads
        for name in edited.keys {
            var found = DiagnosticCollector(limit: limit)
            rules.reportRules(of: name, index: outcome.parts.index, diagnostics: &found)
            outcome.parts.viewDiagnostics[name] = found.isEmpty ? nil : found
        }
        for key in values {
            var found = DiagnosticCollector(limit: limit)
            rules.reportEnvironment(of: key, diagnostics: &found)
            outcome.parts.environmentDiagnostics[key] = found.isEmpty ? nil : found
        }
        return (Set(edited.keys), values)
    }
}

extension DiagnosticCollector {
    /// Whether it holds no diagnostic, kept or counted.
    var isEmpty: Bool { diagnostics.isEmpty && omitted == SeverityCounts() }
}

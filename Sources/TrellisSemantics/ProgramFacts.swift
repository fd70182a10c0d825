import TrellisDiagnostics
import TrellisSyntax

/// What the whole-program rules read of every view's check, gathered in view order: from fresh
/// checks in a whole analysis, from the cache's kept ones after an edit of declarations.
struct ProgramFacts {
    var instantiations: [Instantiation] = []
    var injections: [EnvironmentInjection] = []
    var passedObjects: [BodyChecker.PropertyKey: [ProgramRules.PassedObject]] = [:]
    var unresolved = UnresolvedContent()
    var pushedValues: [NavigationRules.PushedValue] = []
    var registeredDestinations: Set<String> = []
    var destinationRegistrations: [NavigationRules.Registration] = []
    var taskReloads: [String: [TaskReload]] = [:]
    var slotPlacements: [String: [SlotPlacementRecord]] = [:]
    var pendingDestinationChecks: [PendingDestinationCheck] = []
    var bodyLevelDestinations: [String: [SourceLocation]] = [:]
    var bodyLevelStacks: [String: [SourceLocation]] = [:]
    var possiblyMeantMembers: [String: Set<String>] = [:]
    var projectedPublishers: Set<PublishedProperty> = []

    mutating func add(_ outcome: ViewCheckOutcome, of name: String, droppedContent: [DroppedContent]) {
        unresolved.add(droppedContent + outcome.unknownCallSites, in: name)
        unresolved.addRejectedCallSites(outcome.viewsInRejectedContent)
        instantiations += outcome.instantiations
        injections += outcome.injections
        pushedValues += outcome.pushedValues
        projectedPublishers.formUnion(outcome.projectedPublishers)
        registeredDestinations.formUnion(outcome.registeredDestinationTypes)
        destinationRegistrations += outcome.registeredDestinationStacks
        if !outcome.taskReloads.isEmpty { taskReloads[name] = outcome.taskReloads }
        if !outcome.slotPlacements.isEmpty { slotPlacements[name] = outcome.slotPlacements }
        pendingDestinationChecks += outcome.pendingDestinationChecks
        if !outcome.bodyLevelDestinations.isEmpty { bodyLevelDestinations[name] = outcome.bodyLevelDestinations }
        if !outcome.bodyLevelStacks.isEmpty { bodyLevelStacks[name] = outcome.bodyLevelStacks }
        if !outcome.possiblyMeantMembers.isEmpty { possiblyMeantMembers[name] = outcome.possiblyMeantMembers }
        for (key, locations) in outcome.stateObjectsPassedIn {
            passedObjects[key, default: []] += locations.map { ProgramRules.PassedObject(parent: name, location: $0) }
        }
    }
}

/// What the whole-program rules found, and the graph and environment they built.
struct ProgramRulesOutcome {
    var graph: InstantiationGraph
    var roots: [String]
    var environment: EnvironmentResolver
    /// The facts' unresolved content, with its reach in the graph resolved.
    var unresolved: UnresolvedContent
    /// Their diagnostics, by what each read.
    var parts: ProgramRuleParts
    let limit: Int?

    var diagnostics: DiagnosticCollector { parts.merged(limit: limit) }
}

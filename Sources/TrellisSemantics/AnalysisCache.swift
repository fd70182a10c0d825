import TrellisDiagnostics
import TrellisSyntax

/// What checking one view found: everything the whole-program passes take from its body check.
struct ViewCheckOutcome {
    var expressionDiagnostics: DiagnosticCollector
    var bodyDiagnostics: DiagnosticCollector
    var expressionTypes: ExpressionTypeTable
    var resolutions: CallResolutions
    var instantiations: [Instantiation]
    var injections: [EnvironmentInjection]
    var stateObjectsPassedIn: [BodyChecker.PropertyKey: [SourceLocation]]
    var unknownCallSites: [DroppedContent]
    var viewsInRejectedContent: Set<String>
    var readProperties: Set<String>
    var projectedObjects: Set<String>
    var projectedPublishers: Set<PublishedProperty>
    var pushedValues: [NavigationRules.PushedValue]
    var registeredDestinationTypes: Set<String>
    var registeredDestinationStacks: [NavigationRules.Registration] = []
    var taskReloads: [TaskReload]
    /// Each `<slot/>` of the view's body: where content passed to the view is instantiated.
    var slotPlacements: [SlotPlacementRecord] = []
    var pendingDestinationChecks: [PendingDestinationCheck] = []
    /// Destinations at the level of the body, which the view's call sites put in a stack or not (TRL282).
    var bodyLevelDestinations: [SourceLocation] = []
    var bodyLevelStacks: [SourceLocation] = []
    var possiblyMeantMembers: Set<String> = []
}

/// The results of checking each view's body, kept between analyses of a program that changes a
/// little at a time (an editor's buffers), so that only the views an edit can affect are checked
/// again. A view's result is kept while everything its check read is unchanged:
/// - the view's declaration and body, locations included;
/// - the declarations (not the bodies) of the views its body names, and the absence of the
///   names that are no view;
/// - the declarations other than views (models, structs, enums, protocols, extensions,
///   environment values, Swift interfaces, file constants and functions) that the check, the
///   view's signature or the signatures of the views its body names looked up by name
///   (`DeclarationReads`), the set of declared names where it read it, every declaration of a
///   table it walked, and all of them for a check that reported anything, since its "did you
///   mean" suggestions read every name;
/// - the set of view names;
/// - the number of environment injections checked before it, which numbers its own.
/// The whole-program rules (environment, recursion, objects passed between views) run again
/// when a declaration changed, on kept and new results alike, so the diagnostics are exactly a
/// full analysis's. When only bodies changed, and what the whole-program rules read of the
/// edited views' checks did not, their results are kept too; when only views' declarations
/// changed, only the views that read them are checked again (`SemanticAnalyzer.analyzeViewEdits`).
public final class AnalysisCache: @unchecked Sendable {
    struct ProgramShape: Equatable {
        var models: [ModelDecl]
        var structs: [StructDecl]
        var interfaces: [InterfaceDecl]
        var enums: [EnumDecl]
        var protocols: [ProtocolDecl]
        var extensions: [ExtensionDecl]
        var environmentValues: [EnvironmentValueDecl]
        var fileConstants: [StructDecl.Field]
        var fileFunctions: [MethodDecl]
        var viewNames: [String]

        init(_ files: [SourceFileSyntax], viewNames: [String]) {
            models = files.flatMap(\.models)
            structs = files.flatMap(\.structs)
            interfaces = files.flatMap(\.interfaces)
            enums = files.flatMap(\.enums)
            protocols = files.flatMap(\.protocols)
            extensions = files.flatMap(\.extensions)
            environmentValues = files.flatMap(\.environmentValues)
            fileConstants = files.flatMap(\.fileConstants)
            fileFunctions = files.flatMap(\.fileFunctions)
            self.viewNames = viewNames
        }

        /// The names under which the symbol table holds a declaration that differs from `other`'s:
        /// added, removed or changed, an extension under the name of the type it extends.
        /// With `#names:` and the name of each symbol table's table whose names may have changed
        /// when a name was declared or removed, and `#all:` and the name of each table that holds
        /// a changed declaration (`DeclarationReads`). A name declared or removed that another
        /// kind of declaration, a view or the prelude (`isPreludeName`) also has may move a
        /// declaration between tables (the first declaration of a name wins): then every table's names may have changed.
        func changedNames(from other: ProgramShape, isPreludeName: (String) -> Bool) -> Set<String> {
            var changed: Set<String> = []
            var declaredOrRemoved: Set<String> = []
            var namesByKind: [Set<String>] = []
            func compare<Declaration: Equatable>(_ old: [Declaration], _ new: [Declaration], tables: [String], name: (Declaration) -> String) {
                let (oldNames, newNames) = (Set(old.map(name)), Set(new.map(name)))
                namesByKind.append(oldNames.union(newNames))
                guard old != new else { return }
                let oldByName = Dictionary(grouping: old, by: name)
                let newByName = Dictionary(grouping: new, by: name)
                for key in oldNames.union(newNames) where oldByName[key] != newByName[key] { changed.insert(key) }
                if oldNames != newNames {
                    declaredOrRemoved.formUnion(oldNames.symmetricDifference(newNames))
                    for table in tables + ["namedTypes"] { changed.insert(DeclarationReads.declaredNames(of: table)) }
                }
                for table in tables + ["namedTypes"] { changed.insert(DeclarationReads.every(table)) }
            }
            compare(other.models, models, tables: ["models"]) { $0.name.name }
            compare(other.structs, structs, tables: ["structs"]) { $0.name.name }
            compare(other.interfaces, interfaces, tables: ["interfaceViews", "modifiers"]) { $0.name.name }
            compare(other.enums, enums, tables: ["enums"]) { $0.name.name }
            compare(other.protocols, protocols, tables: ["protocols"]) { $0.name.name }
            // An extension's members join its type's declaration, wherever that is held.
            compare(other.extensions, extensions, tables: ["models", "structs", "enums", "protocols", "extensionMembers"]) { $0.name.name }
            compare(other.environmentValues, environmentValues, tables: ["programEnvironmentValues"]) { $0.name.name }
            compare(other.fileConstants, fileConstants, tables: ["fileConstants"]) { $0.name.name }
            compare(other.fileFunctions, fileFunctions, tables: ["fileFunctions"]) { $0.name.name }
            let viewNamesChanged = Set(viewNames).symmetricDifference(other.viewNames)
            changed.formUnion(viewNamesChanged)
            declaredOrRemoved.formUnion(viewNamesChanged)
            let isSharedName = { (name: String) in
                isPreludeName(name) || namesByKind.count { $0.contains(name) } > 1 || (viewNames.contains(name) || other.viewNames.contains(name)) && namesByKind.contains { $0.contains(name) }
            }
            if declaredOrRemoved.contains(where: isSharedName) {
                for table in Self.tableNames { changed.insert(DeclarationReads.declaredNames(of: table)) }
            }
            return changed
        }

        /// The symbol table's tables that note reads (`DeclarationTable`).
        static let tableNames = [
            "models", "structs", "enums", "protocols", "interfaceViews", "modifiers", "programEnvironmentValues", "namedTypes",
            "extensionMembers", "fileConstants", "fileFunctions",
        ]
    }

    struct Entry {
        var decl: ViewDecl
        var firstInjectionID: Int
        /// The declaration, without its body, of each name the body used; `nil` for a name that was no view.
        var namedViews: [String: ViewDecl?]
        var outcome: ViewCheckOutcome
        /// The body with every call resolved, once made; then `outcome.resolutions` is dropped.
        var checkedBody: [ViewNode]?
        /// The computed views' bodies with every call resolved, made with `checkedBody`.
        var checkedMembers: [[ViewNode]] = []
        /// The declarations other than views that the check, the view's signature and the
        /// signatures of the views its body names looked up; `nil` when it read them all.
        var declarationReads: Set<String>?

        /// Whether the check reported anything: its "did you mean" suggestions read every name.
        var reported: Bool { !outcome.expressionDiagnostics.diagnostics.isEmpty || !outcome.bodyDiagnostics.diagnostics.isEmpty }

        func reads(anyOf names: Set<String>) -> Bool {
            declarationReads.map { !$0.isDisjoint(with: names) } ?? true
        }
    }

    private var shape: ProgramShape?
    private var entries: [String: Entry] = [:]
    /// The checks this analysis forgot or replaced, as they were when it began: what a whole
    /// analysis compares the new checks' program facts with (`SemanticAnalyzer.updatedProgramRules`).
    private(set) var previousChecks: [String: Entry] = [:]
    /// Whether the views' checks are those the last analysis's whole-program rules read: not so
    /// when an analysis of views' edits checked views again and then gave way to a whole one.
    private(set) var checksMatchLastProgramRules = false
    /// The views whose kept checks named each name, so that an edit of a view's declaration
    /// finds its readers without going through every check. A reader whose check no longer
    /// names it may stay listed; `views(reading:)` asks its entry.
    private var readers: [String: Set<String>] = [:]
    /// What each view's signature read of the declarations other than views (`DeclarationReads`);
    /// `nil` for a signature that read them all.
    var signatureReads: [String: Set<String>?] = [:]
    /// Views checked again by the last analysis, and views whose results were kept; for tests and the benchmark.
    public private(set) var lastChecked = 0
    public private(set) var lastKept = 0
    /// The names of the views the last analysis checked again, sorted.
    public var lastCheckedNames: [String] { checkedByThisRun.sorted() }
    private var checkedByThisRun: Set<String> = []
    /// How many analyses ran the whole-program rules, and how many reused them after editing bodies alone.
    public private(set) var wholeProgramRuns = 0
    public private(set) var bodyEditRuns = 0
    /// Analyses that checked again only the views an edit of views' interfaces can affect.
    public private(set) var interfaceEditRuns = 0
    /// Of those, the analyses of a view renamed: the symbol table and the signatures were
    /// updated for that view alone instead of being made again.
    public private(set) var viewRenameRuns = 0
    /// Of those, the analyses of a program model's members edited: the symbol table was updated
    /// for that model alone, and only the views whose checks read it were checked again.
    public private(set) var modelEditRuns = 0
    /// Whole analyses that brought the last whole-program rules' results up to date instead of
    /// running every rule, no program fact having changed (`SemanticAnalyzer.updatedProgramRules`).
    public private(set) var wholeRunsKeepingProgramRules = 0
    /// Signatures a whole analysis kept, their view's members and everything they read unchanged,
    /// and those it made again; for tests and the benchmark.
    public private(set) var lastSignaturesKept = 0
    public private(set) var lastSignaturesMade = 0
    /// Views whose rules over one checked body a whole analysis kept, their results read
    /// nothing that changed; for tests and the benchmark.
    public private(set) var lastViewRulesKept = 0
    /// The names whose declarations other than views the last `begin` found changed since the
    /// analysis before (`ProgramShape.changedNames`); `nil` when nothing was analyzed before.
    private(set) var lastChangedNames: Set<String>?
    /// The views whose whole-program rules (those over one view's signature) the last analysis
    /// ran, sorted, and the environment values whose rules (5 and 10) it ran, by type name:
    /// every one after a whole analysis, none after an edit of bodies alone.
    public private(set) var lastProgramRuleViews: [String] = []
    public private(set) var lastEnvironmentValues: [String] = []
    /// For tests: `false` keeps every part of the whole-program rules' results after an edit of
    /// views' signatures, as if none read them, to show that the agreement tests see the difference.
    var invalidatesProgramRules = true
    /// For tests: `false` checks again, after a model's members are edited, none of the views
    /// whose checks read it, to show that the agreement tests see the difference.
    var invalidatesEditedModelReaders = true
    /// For tests: `false` checks again, after a view is renamed, only the renamed view, not the
    /// views that name its old or new name nor those that reported anything.
    var invalidatesRenamedViewReaders = true
    /// The last analysis, when the cache's owner keeps every diagnostic.
    var lastProgram: ProgramSnapshot?
    /// The checks of the declarations other than views, kept while what they read is unchanged.
    let declarationChecks = DeclarationChecks()
    /// Declaration checks kept and made by the last analysis that ran them; for tests and the benchmark.
    public var lastDeclarationChecksKept: Int { declarationChecks.lastKept }
    public var lastDeclarationChecksMade: Int { declarationChecks.lastMade }
    /// Views a body-edit analysis checked before it gave way to a whole one, which keeps their
    /// results: counted as checked, not kept.
    var checkedBeforeWholeRun: Set<String> = []

    /// Each view's declaration as written, with its modifiers as `ModifierPlacement` placed them
    /// (`nil`: none moved) and the views' names that placement looked up.
    private struct Placement {
        var written: ViewDecl
        var placed: ViewDecl?
        var viewReads: Set<String>
    }
    private var placements: [String: Placement] = [:]
    /// The names of the views declared, removed or changed since `placements` were made: a
    /// placement that looked one up is made again.
    private var viewsChangedSincePlacements: Set<String> = []
    /// Placements kept and made by the last analysis; for tests and the benchmark.
    public private(set) var lastPlacementsKept = 0
    public private(set) var lastPlacementsMade = 0

    /// The files that may differ from the last analysis's, when the cache's owner knows them
    /// (an editor knows which buffers changed); `nil` compares every file. Used by one analysis.
    private var changeHint: Set<String>?

    public init() {}

    /// Tells the next analysis that its files differ from the last one's only in `paths`: the
    /// others are not compared again, so an edit costs what it changed, not the workspace's size.
    public func expectChanges(onlyIn paths: Set<String>) { changeHint = paths }

    func takeChangeHint() -> Set<String>? {
        defer { changeHint = nil }
        return changeHint
    }

    private static func names(of values: Set<EnvironmentKey>) -> [String] {
        values.sorted().map { $0.channel == .environmentObject ? $0.typeName : "\($0.typeName) (\($0.channel.rawValue))" }
    }

    /// What other views' checks read of a view: all but its body and its computed views' bodies,
    /// which only its own check reads.
    static func interfaceOnly(_ decl: ViewDecl) -> ViewDecl {
        var stripped = decl
        stripped.body = []
        stripped.droppedContent = []
        stripped.elementCode = []
        if stripped.viewMembers.contains(where: { !$0.body.isEmpty }) {
            for index in stripped.viewMembers.indices { stripped.viewMembers[index].body = [] }
        }
        return stripped
    }

    /// The kept result of `name`'s check.
    func entry(named name: String) -> Entry? { entries[name] }

    func recordWholeProgramRun(views: [String], environmentValues: Set<EnvironmentKey>, keptProgramRules: Bool = false) {
        wholeProgramRuns += 1
        if keptProgramRules { wholeRunsKeepingProgramRules += 1 }
        lastProgramRuleViews = views.sorted()
        lastEnvironmentValues = Self.names(of: environmentValues)
    }

    func recordViewEdit(checked views: Set<String>, interfaces: Bool, programRuleViews: Set<String>, environmentValues: Set<EnvironmentKey>, renamedViews viewNames: [String]? = nil, editedModels: [(old: ModelDecl, new: ModelDecl)] = []) {
        checkedBeforeWholeRun = []
        if !editedModels.isEmpty {
            // The next whole analysis compares the declarations with these.
            for (old, new) in editedModels {
                guard let index = shape?.models.firstIndex(where: { $0.name.name == old.name.name && $0 == old }) else {
                    // Never expected: nothing kept can then be trusted to have read the model as it is.
                    entries = [:]
                    continue
                }
                shape?.models[index] = new
            }
            modelEditRuns += 1
        }
        if let viewNames {
            // Only now: an analysis that gives way to a whole one leaves the old names, which
            // tells that one that the names changed.
            shape?.viewNames = viewNames
            viewRenameRuns += 1
        }
        lastProgramRuleViews = programRuleViews.sorted()
        lastEnvironmentValues = Self.names(of: environmentValues)
        if interfaces { interfaceEditRuns += 1 } else { bodyEditRuns += 1 }
        checkedByThisRun = views
        lastChecked = views.count
        lastKept = entries.count - views.count
    }

    /// Keeps the check of the view `old` under its new name `new`, until it is checked again.
    /// A declaration's check that looked either name up (its code names a view) is made again.
    func renameView(_ old: String, to new: String) {
        declarationChecks.forget(readingAnyOf: [old, new])
        if let entry = entries.removeValue(forKey: old) { entries[new] = entry }
        if let reads = signatureReads.removeValue(forKey: old) { signatureReads[new] = reads }
    }

    /// The views this analysis checked again, so far.
    var checkedThisRun: Set<String> { checkedByThisRun }

    func keptViewRules() { lastViewRulesKept += 1 }

    /// The signature `previous` made again for `decl` under this analysis's declarations, when
    /// `decl` declares the members, inputs and provided types `previous` was made from, and the
    /// signature read none of the declarations `begin` found changed. `nil` otherwise.
    func keptSignature(_ previous: ViewSignature?, for decl: ViewDecl) -> ViewSignature? {
        guard let previous, let changed = lastChangedNames, let recorded = signatureReads[decl.name.name], let reads = recorded,
              reads.isDisjoint(with: changed), previous.decl.properties == decl.properties,
              previous.decl.hostProvides == decl.hostProvides, previous.decl.initializers == decl.initializers else {
            lastSignaturesMade += 1
            return nil
        }
        lastSignaturesKept += 1
        return previous.withCheckedBody(of: decl)
    }

    /// The views whose kept checks read a declaration other than a view named one of `names`.
    func views(readingDeclarations names: Set<String>) -> [String] {
        entries.filter { $0.value.reads(anyOf: names) }.map(\.key)
    }

    /// The views whose signatures read a declaration other than a view named one of `names`.
    func signatures(readingDeclarations names: Set<String>) -> [String] {
        signatureReads.filter { $0.value.map { !$0.isDisjoint(with: names) } ?? true }.map(\.key)
    }

    /// The views whose kept checks reported anything: their suggestions read every view's name.
    var viewsThatReported: [String] { entries.filter { $0.value.reported }.map(\.key) }

    /// The views whose checks read the interface of one of `names`.
    func views(reading names: Set<String>) -> [String] {
        var found: Set<String> = []
        for name in names {
            for reader in readers[name] ?? [] where entries[reader]?.namedViews[name] != nil { found.insert(reader) }
        }
        return Array(found)
    }

    /// Starts an analysis. When declarations other than views changed, it forgets the results
    /// of the views whose checks read them. When views were renamed, added or removed, it also
    /// forgets the results of the checks that reported anything, since their suggestions read
    /// every view's name: a check that named one of those names as an element is checked again
    /// by `kept(for:firstInjectionID:signatures:)`, which compares what each name declares.
    func begin(_ shape: ProgramShape, isPreludeName: (String) -> Bool) {
        lastChangedNames = self.shape == nil ? nil : []
        previousChecks = [:]
        checksMatchLastProgramRules = checkedBeforeWholeRun.isEmpty
        // A placement reads the interfaces of views and modifiers declared in Swift.
        if self.shape?.interfaces != shape.interfaces { placements = [:] }
        if let last = self.shape, last != shape {
            let changed = shape.changedNames(from: last, isPreludeName: isPreludeName)
            lastChangedNames = changed
            // Removed in place: a filtered copy of every kept check cost more than the edit's checks.
            let viewNamesChanged = last.viewNames != shape.viewNames
            var forgotten: [String] = []
            for (name, entry) in entries where entry.reads(anyOf: changed) || viewNamesChanged && entry.reported { forgotten.append(name) }
            for name in forgotten { previousChecks[name] = entries.removeValue(forKey: name) }
        }
        self.shape = shape
        lastPlacementsKept = 0
        lastPlacementsMade = 0
        lastChecked = 0
        lastKept = 0
        lastSignaturesKept = 0
        lastSignaturesMade = 0
        lastViewRulesKept = 0
        checkedByThisRun = []
    }

    /// Notes which views' declarations differ from those the kept placements were made from,
    /// before any placement is asked for (`placed(_:by:)`).
    func beginPlacements(_ views: [String: ViewDecl]) {
        viewsChangedSincePlacements = []
        for (name, decl) in views where placements[name]?.written != decl { viewsChangedSincePlacements.insert(name) }
        if placements.count + viewsChangedSincePlacements.count > views.count {
            for name in placements.keys where views[name] == nil { viewsChangedSincePlacements.insert(name) }
        }
    }

    /// `decl` with its modifiers placed by `placement` (`nil`: none moved): the last placement
    /// of the same declaration, when none of the views it looked up was declared, removed or
    /// changed since (`beginPlacements`), else made again. Declarations are compared by
    /// identity first, so an unchanged file's costs nothing.
    func placed(_ decl: ViewDecl, by placement: ModifierPlacement) -> ViewDecl? {
        let name = decl.name.name
        if let kept = placements[name], kept.written == decl, kept.viewReads.isDisjoint(with: viewsChangedSincePlacements) {
            lastPlacementsKept += 1
            return kept.placed
        }
        var recording = placement
        let reads = DeclarationReads()
        recording.viewReads = reads
        let placed = recording.placed(decl)
        placements[name] = Placement(written: decl, placed: placed, viewReads: reads.names)
        lastPlacementsMade += 1
        return placed
    }

    func kept(for decl: ViewDecl, firstInjectionID: Int, signatures: [String: ViewSignature]) -> Entry? {
        guard let entry = entries[decl.name.name], entry.firstInjectionID == firstInjectionID, entry.decl == decl else { return nil }
        for (name, interface) in entry.namedViews {
            let current = signatures[name].map { Self.interfaceOnly($0.decl) }
            guard current == interface else { return nil }
        }
        if checkedBeforeWholeRun.remove(decl.name.name) != nil {
            lastChecked += 1
            checkedByThisRun.insert(decl.name.name)
        } else {
            lastKept += 1
        }
        return entry
    }

    /// Keeps a view's check, with the declarations other than views it read (`reads`): a check
    /// that reported anything is checked again at any edit of them, since its suggestions read them all.
    func store(_ outcome: ViewCheckOutcome, for decl: ViewDecl, firstInjectionID: Int, named: Set<String>, reads: DeclarationReads, signatures: [String: ViewSignature]) {
        var namedViews: [String: ViewDecl?] = [:]
        for name in named { namedViews[name] = .some(signatures[name].map { Self.interfaceOnly($0.decl) }) }
        var declarationReads: Set<String>?
        if outcome.expressionDiagnostics.diagnostics.isEmpty, outcome.bodyDiagnostics.diagnostics.isEmpty {
            var names = reads.names
            var readsAll = false
            for name in named.union([decl.name.name]) {
                guard let signatureNames = signatureReads[name] else { continue }
                guard let signatureNames else {
                    readsAll = true
                    break
                }
                names.formUnion(signatureNames)
            }
            if !readsAll { declarationReads = names }
        }
        if previousChecks[decl.name.name] == nil, let replaced = entries[decl.name.name] { previousChecks[decl.name.name] = replaced }
        entries[decl.name.name] = Entry(decl: decl, firstInjectionID: firstInjectionID, namedViews: namedViews, outcome: outcome, checkedBody: nil, declarationReads: declarationReads)
        for name in named { readers[name, default: []].insert(decl.name.name) }
        lastChecked += 1
        checkedByThisRun.insert(decl.name.name)
    }

    func setCheckedBody(_ body: [ViewNode], members: [[ViewNode]], of name: String) {
        guard entries[name] != nil else { return }
        entries[name]!.checkedBody = body
        entries[name]!.checkedMembers = members
        entries[name]!.outcome.resolutions = CallResolutions()
    }

    /// Drops the results of views no longer declared.
    func end(viewNames: [String]) {
        checkedBeforeWholeRun = []
        viewsChangedSincePlacements = []
        guard entries.count > viewNames.count || placements.count > viewNames.count else { return }
        let names = Set(viewNames)
        if entries.count > viewNames.count { entries = entries.filter { names.contains($0.key) } }
        if placements.count > viewNames.count { placements = placements.filter { names.contains($0.key) } }
    }
}

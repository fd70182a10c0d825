import TrellisDiagnostics
import TrellisSyntax

/// The last whole analysis an `AnalysisCache` saw, split by what each part of it read, so that an
/// edit of bodies alone recomputes only the edited views and reuses the rest.
struct ProgramSnapshot {
    /// The parsed files the analysis was given, before any body was checked.
    var inputFiles: [SourceFileSyntax]
    /// Each input file's place in `inputFiles`, by path.
    var indexOfFile: [String: Int]
    var program: CheckedProgram
    var suggester: NameSuggester
    var placeOfView: [String: (file: Int, view: Int)]
    /// Of the declarations other than the views' signatures: they read no body.
    var declarationDiagnostics: DiagnosticCollector
    /// Of those, the symbol table's own (duplicates, clashes), which come first.
    var tableDiagnostics: DiagnosticCollector
    /// Of each view's signature, by view; views without any are left out.
    var signatureDiagnostics: [String: DiagnosticCollector]
    /// The unknown type names the declarations other than views noted, and each view's signature.
    var declarationUnknownTypes: Set<String>
    var signatureUnknownTypes: [String: Set<String>]
    /// Of each view's own check, by view; views without any are left out.
    var viewDiagnostics: [String: DiagnosticCollector]
    /// The whole-program rules' results, which read the views' checks only through their program
    /// facts (`ViewCheckOutcome.hasSameProgramFacts`), and their diagnostics by what each read.
    var programRules: ProgramRulesOutcome
    /// Of the rules over one checked body, by view, and the other views whose bodies they read.
    var viewRuleDiagnostics: [String: DiagnosticCollector]
    var viewRuleReads: [String: Set<String>]
    var possiblyMeantMembers: [String: Set<String>]
    /// Whether a view, model, struct or enum has a name starting with `_`, which the symbol table
    /// compares with every view's members (TRL100).
    var declaresUnderscoredTypeNames: Bool

    /// Complete: every view's dropped content and call sites added, and its reach resolved.
    var unresolved: UnresolvedContent { programRules.unresolved }
}

/// What a whole analysis may keep of the cache's last one (`ProgramSnapshot`).
struct PreviousAnalysis {
    var signatures: [String: ViewSignature]
    /// The views analyzed, with their checked bodies.
    var views: [String: ViewDecl]
    var unresolvedViews: Set<String>
    var viewRuleDiagnostics: [String: DiagnosticCollector]
    var viewRuleReads: [String: Set<String>]
    var viewNames: [String]
    var namesInUnreadCode: Set<String>
    /// The whole-program rules' results, taken by the analysis that brings them up to date.
    var programRules: ProgramRulesOutcome?

    init(_ snapshot: ProgramSnapshot) {
        signatures = snapshot.program.signatures
        views = snapshot.program.symbols.views
        unresolvedViews = snapshot.unresolved.views
        viewRuleDiagnostics = snapshot.viewRuleDiagnostics
        viewRuleReads = snapshot.viewRuleReads
        viewNames = snapshot.program.symbols.viewNames
        namesInUnreadCode = snapshot.program.symbols.namesInUnreadCode
        programRules = snapshot.programRules
    }

    /// The last results of the rules over `name`'s checked body, when they read nothing that
    /// changed: the view was analyzed then and its check is kept (`checked` holds the views
    /// checked again), and so are the checks of the other views whose bodies they read, which
    /// are still declared. The caller makes sure the views with unresolved content are the same.
    /// A view the rules look up and find none of is one its own check names, so a view newly
    /// declared under that name checks it again.
    func viewRules(of name: String, checked: Set<String>, views current: [String: ViewDecl]) -> (DiagnosticCollector, Set<String>)? {
        guard views[name] != nil, !checked.contains(name) else { return nil }
        let reads = viewRuleReads[name] ?? []
        guard reads.allSatisfy({ !checked.contains($0) && current[$0] != nil }) else { return nil }
        return (viewRuleDiagnostics[name] ?? DiagnosticCollector(), reads)
    }
}

extension ViewCheckOutcome {
    /// Everything of a view's check that the whole-program rules read. Task reloads come from a
    /// dictionary, so they are compared as a multiset.
    func hasSameProgramFacts(as other: ViewCheckOutcome) -> Bool {
        instantiations == other.instantiations && injections == other.injections
            && stateObjectsPassedIn == other.stateObjectsPassedIn && unknownCallSites == other.unknownCallSites
            && viewsInRejectedContent == other.viewsInRejectedContent && pushedValues == other.pushedValues
            && registeredDestinationTypes == other.registeredDestinationTypes && registeredDestinationStacks == other.registeredDestinationStacks
            && slotPlacements == other.slotPlacements && pendingDestinationChecks == other.pendingDestinationChecks
            && bodyLevelDestinations == other.bodyLevelDestinations && bodyLevelStacks == other.bodyLevelStacks
            && projectedPublishers == other.projectedPublishers
            && Self.counts(taskReloads) == Self.counts(other.taskReloads)
    }

    private static func counts(_ reloads: [TaskReload]) -> [TaskReload: Int] {
        reloads.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }
}

extension SemanticAnalyzer {
    /// The diagnostics of one view's own check, and of its declarations that read it.
    func viewDiagnostics(_ signature: ViewSignature, outcome: ViewCheckOutcome, symbols: SymbolTable, unresolved: UnresolvedContent, limit: Int?) -> DiagnosticCollector {
        var found = DiagnosticCollector(limit: limit)
        for property in signature.uniqueProperties {
            DeclarationRules.check(
                // A query's type as written: its signature reads one model as an array.
                property, type: property.kind == .query ? symbols.resolve(property.type.reference) : signature.propertyTypes[property.name.name],
                usesProjectedMembers: outcome.projectedObjects.contains(property.name.name),
                isViewMember: { signature.properties[$0] != nil },
                rawType: { symbols.enums[$0]?.rawType?.reference.description },
                isPersistentModel: { symbols.models[$0]?.isPersistent == true },
                diagnostics: &found
            )
        }
        ProgramRules.reportUnreadState(signature, reads: outcome.readProperties, unresolved: unresolved, diagnostics: &found)
        found.merge(outcome.expressionDiagnostics)
        found.merge(outcome.bodyDiagnostics)
        return found
    }

    /// The rules over one checked body, and the other views whose bodies they read.
    func viewRules(_ view: ViewDecl, views: [String: ViewDecl], unresolved: UnresolvedContent, possiblyMeant: Set<String>, limit: Int?) -> (DiagnosticCollector, Set<String>) {
        var found = DiagnosticCollector(limit: limit)
        var reads: Set<String> = []
        PresentationRules.reportFlagsNeverSet(in: view, possiblyMeant: possiblyMeant, diagnostics: &found)
        let scan = BodyModifierScan(view)
        if scan.hasFlagPresentation { PresentationContentRules.reportContentSetWithFlag(in: view, diagnostics: &found) }
        if scan.hasIdentity { IdentityRules.reportIdentityWrittenInside(in: view, diagnostics: &found) }
        if scan.hasPresentation {
            PresentationFlagRules.report(in: view, views: views, unresolved: unresolved.views, possiblyMeant: possiblyMeant, readViews: &reads, diagnostics: &found)
        }
        reads.remove(view.name.name)
        return (found, reads)
    }

    /// `decl` with its body and its computed views' bodies resolved.
    static func applying(_ resolutions: CallResolutions, to decl: ViewDecl) -> ViewDecl {
        var checked = decl
        checked.body = resolutions.apply(to: decl.body)
        for index in checked.viewMembers.indices {
            checked.viewMembers[index].body = resolutions.apply(to: checked.viewMembers[index].body)
        }
        return checked
    }

    /// An analysis that starts from the cache's last one when only views changed since, each in
    /// its place and under its name: no other declaration changed. Each edited view is checked
    /// again, and, when its interface (`AnalysisCache.interfaceOnly`) changed, its signature is
    /// made again and the views whose checks read that interface are checked again too: the
    /// other views' checks are kept. When what the whole-program rules read of the checked views
    /// (their program facts) is unchanged, an edit of bodies alone keeps the whole-program
    /// results; an edit of interfaces runs the whole-program rules again over the kept facts,
    /// since they read the signatures. Either way only the rules over the checked bodies, and
    /// over the bodies that read them, run again. `nil` when the edit is more than that, or
    /// changed a program fact: the whole analysis then runs, keeping the views' checks the
    /// cache holds.
    ///
    /// Its cost is the checked views', and for an interface edit the whole-program rules': only
    /// `changedFiles` are compared when the caller knows them, and the last program's tables
    /// are updated in place, not copied, when nothing but the cache holds them.
    func analyzeViewEdits(_ files: [SourceFileSyntax], changedFiles: Set<String>?, cache: AnalysisCache, diagnostics: inout DiagnosticCollector) -> CheckedProgram? {
        // The snapshot stays the cache's until the tables change: a whole analysis that has to
        // run before then keeps the signatures that read nothing that changed.
        guard var last = cache.lastProgram, files.count == last.inputFiles.count else { return nil }
        var candidates: [Int]
        if let changedFiles, last.indexOfFile.count == files.count {
            candidates = []
            for path in changedFiles {
                guard let index = last.indexOfFile[path], files[index].path == path else { return nil }
                candidates.append(index)
            }
            candidates.sort()
        } else {
            candidates = Array(files.indices)
        }
        var edited: [String: (file: Int, view: Int)] = [:]
        var interfaceEdited: [String] = []
        var changedIndices: [Int] = []
        // A view renamed in its place, its members as they were: its old name and its new one.
        var renamed: (old: String, new: String)?
        // Program models whose members were edited, each under its name and in its place.
        var editedModels: [(old: ModelDecl, new: ModelDecl)] = []
        for index in candidates {
            let old = last.inputFiles[index]
            let new = files[index]
            if old == new { continue }
            changedIndices.append(index)
            guard old.views.count == new.views.count else { return nil }
            if Self.withoutViews(old) != Self.withoutViews(new) {
                guard let models = Self.editedModels(old, new) else { return nil }
                editedModels += models
            }
            for viewIndex in new.views.indices where old.views[viewIndex] != new.views[viewIndex] {
                let (oldView, newView) = (old.views[viewIndex], new.views[viewIndex])
                let name = newView.name.name
                if oldView.name.name != name {
                    guard renamed == nil, last.placeOfView[oldView.name.name].map({ $0 == (index, viewIndex) }) == true,
                          oldView.droppedContent == newView.droppedContent, Self.sameMembers(oldView, newView),
                          Self.renamesViewAlone(oldView.name.name, to: name, in: last) else { return nil }
                    renamed = (oldView.name.name, name)
                    interfaceEdited.append(name)
                    edited[name] = (index, viewIndex)
                    continue
                }
                guard let place = last.placeOfView[name], place == (index, viewIndex), oldView.droppedContent == newView.droppedContent else { return nil }
                if AnalysisCache.interfaceOnly(oldView) != AnalysisCache.interfaceOnly(newView) {
                    // The symbol table's own diagnostics about a view read its name and its members' names and kinds.
                    guard oldView.name == newView.name else { return nil }
                    guard Self.sameMembers(oldView, newView) || !last.declaresUnderscoredTypeNames
                        && Self.membersNeedNoTableCheck(oldView, symbols: last.program.symbols)
                        && Self.membersNeedNoTableCheck(newView, symbols: last.program.symbols) else { return nil }
                    interfaceEdited.append(name)
                }
                edited[name] = (index, viewIndex)
            }
        }

        if !editedModels.isEmpty {
            guard renamed == nil, interfaceEdited.isEmpty else { return nil }
        }
        // The only holder now, so the tables below change in place; the whole analysis, if it
        // has to run, makes a new snapshot.
        cache.lastProgram = nil

        // The symbol table's other declarations are as they were: only the renamed view's place
        // in it changes, and no other view's interface changed with it.
        if let renamed {
            guard interfaceEdited.count == 1, let entry = cache.entry(named: renamed.old) else { return nil }
            let place = edited[renamed.new]!
            last.program.symbols.renameView(renamed.old, to: files[place.file].views[place.view])
            // Injections are numbered in the order of the views' names: the views between the
            // old name and the new one keep their numbers when either side has none.
            if !entry.outcome.injections.isEmpty {
                for name in Self.names(between: renamed.old, and: renamed.new, in: last.program.symbols.viewNames) {
                    guard let between = cache.entry(named: name), between.outcome.injections.isEmpty else { return nil }
                }
            }
            last.placeOfView[renamed.old] = nil
            last.placeOfView[renamed.new] = place
            last.program.signatures[renamed.old] = nil
            last.program.viewExpressionTypes[renamed.old] = nil
            last.signatureDiagnostics[renamed.old] = nil
            last.signatureUnknownTypes[renamed.old] = nil
            last.viewDiagnostics[renamed.old] = nil
            last.possiblyMeantMembers[renamed.old] = nil
            last.viewRuleDiagnostics[renamed.old] = nil
            last.viewRuleReads[renamed.old] = nil
            cache.renameView(renamed.old, to: renamed.new)
        }

        // A model's members edited: the table holds the new model, every declaration other than
        // a view is checked again (they read no view, and are few beside the views), and the
        // views whose signatures or checks read the model, or a name whose being an unknown
        // type changed, are checked again.
        var declarationEdit: (suggester: NameSuggester, diagnostics: DiagnosticCollector, unknownTypes: Set<String>, expressionTypes: ExpressionTypeTable)?
        var declarationReaders: Set<String> = []
        if !editedModels.isEmpty {
            for (old, new) in editedModels {
                guard last.program.symbols.replacesModelAlone(old, with: new) else { return nil }
                last.program.symbols.replaceModel(with: new)
            }
            let suggester = last.suggester.fresh()
            // The table's own diagnostics say nothing of the edited models (`replacesModelAlone`).
            var found = last.tableDiagnostics
            var expressionTypes = ExpressionTypeTable()
            let declarationChecks = cache.declarationChecks
            declarationChecks.begin(changed: last.declarationUnknownTypes.isEmpty ? Set(editedModels.map { $0.new.name.name } + [DeclarationReads.every("models")]) : nil)
            checkDeclarations(last.program.symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &found, checks: declarationChecks)
            declarationChecks.end(notedUnknownTypes: !suggester.unknownTypeNames.isEmpty)
            let unknownTypes = suggester.unknownTypeNames
            let changedNames = Set(editedModels.map { $0.new.name.name }).union(unknownTypes.symmetricDifference(last.declarationUnknownTypes))
            for names in last.signatureUnknownTypes.values { for name in names { suggester.noteUnknownType(name) } }
            // A signature reads a model's name, not its members: one that came out otherwise
            // is a change of the view's interface, which the whole analysis handles.
            for name in cache.signatures(readingDeclarations: changedNames) {
                guard let place = last.placeOfView[name], let previous = last.program.signatures[name] else { return nil }
                var again = DiagnosticCollector(limit: diagnostics.limit)
                let decl = ModifierPlacement(symbols: last.program.symbols).placedOrSame(files[place.file].views[place.view])
                let signature = Self.signature(of: decl, symbols: last.program.symbols, suggester: suggester, diagnostics: &again)
                guard signature.propertyTypes == previous.propertyTypes, signature.inputTypes == previous.inputTypes,
                      again.diagnostics == (last.signatureDiagnostics[name]?.diagnostics ?? []) else { return nil }
            }
            if cache.invalidatesEditedModelReaders { declarationReaders = Set(cache.views(readingDeclarations: changedNames)) }
            declarationEdit = (suggester, found, unknownTypes, expressionTypes)
        }

        // New signatures first: the views checked below read them. A rename changes the names
        // suggestions are made among. Each run has its own allowance of suggestions, as a whole
        // analysis has: the last run's, spent edit after edit, would run out.
        let suggester = declarationEdit?.suggester ?? (renamed != nil ? NameSuggester(symbols: last.program.symbols) : last.suggester.fresh())
        var previousSignatures: [String: ViewSignature] = [:]
        for name in interfaceEdited.sorted() {
            previousSignatures[name] = last.program.signatures[name]
            let place = edited[name]!
            var found = DiagnosticCollector(limit: diagnostics.limit)
            let decl = ModifierPlacement(symbols: last.program.symbols).placedOrSame(files[place.file].views[place.view])
            let reads = DeclarationReads()
            let signature = Self.signature(of: decl, symbols: last.program.symbols.recordingReads(into: reads), suggester: suggester, diagnostics: &found)
            cache.signatureReads[name] = found.diagnostics.isEmpty ? reads.names : .some(nil)
            last.signatureDiagnostics[name] = found.diagnostics.isEmpty ? nil : found
            let unknown = found.diagnostics.isEmpty ? [] : Self.unknownTypeNames(in: decl, symbols: last.program.symbols)
            last.signatureUnknownTypes[name] = unknown.isEmpty ? nil : unknown
            last.program.signatures[name] = signature
            last.program.symbols.replaceView(named: name, with: signature.decl)
        }
        if declarationEdit == nil {
            // As a whole analysis's suggester knows them when bodies are checked.
            for name in last.declarationUnknownTypes { suggester.noteUnknownType(name) }
            for names in last.signatureUnknownTypes.values { for name in names { suggester.noteUnknownType(name) } }
            last.suggester = suggester
        }

        // The edited views, and the views whose checks read an edited interface; after a rename,
        // those that named the old name, and those that reported anything, whose suggestions
        // read every view's name.
        var checkedNames = Set(edited.keys).union(declarationReaders)
        if let renamed, cache.invalidatesRenamedViewReaders {
            checkedNames.formUnion(cache.views(reading: [renamed.old, renamed.new]))
            checkedNames.formUnion(cache.viewsThatReported)
        } else if !interfaceEdited.isEmpty {
            checkedNames.formUnion(cache.views(reading: Set(interfaceEdited)))
        }
        // After a rename their own diagnostics wait for the whole-program rules, which say what
        // content is unresolved now.
        var ownDiagnosticsPending: [(name: String, signature: ViewSignature, outcome: ViewCheckOutcome)] = []
        for name in checkedNames.sorted() {
            guard let place = last.placeOfView[name], let entry = cache.entry(named: name), let previous = last.program.signatures[name] else { return nil }
            let decl = ModifierPlacement(symbols: last.program.symbols).placedOrSame(files[place.file].views[place.view])
            let signature = previous.withCheckedBody(of: decl)
            last.program.symbols.replaceView(named: name, with: decl)
            last.program.signatures[name] = signature
            let reads = DeclarationReads()
            let (outcome, named) = checkView(
                signature, symbols: last.program.symbols.recordingReads(into: reads), suggester: suggester, signatures: last.program.signatures,
                firstInjectionID: entry.firstInjectionID, recordsNamedElements: true
            )
            // Kept for the whole analysis too, should it have to run.
            cache.store(outcome, for: decl, firstInjectionID: entry.firstInjectionID, named: named, reads: reads, signatures: last.program.signatures)
            cache.checkedBeforeWholeRun.insert(name)
            if renamed != nil {
                // The whole-program rules run again over every view's facts; the injections'
                // numbers must stay each view's own.
                guard outcome.injections.count == entry.outcome.injections.count else { return nil }
                ownDiagnosticsPending.append((name, signature, outcome))
            } else {
                guard outcome.hasSameProgramFacts(as: entry.outcome) else { return nil }
                let own = viewDiagnostics(signature, outcome: outcome, symbols: last.program.symbols, unresolved: last.unresolved, limit: diagnostics.limit)
                last.viewDiagnostics[name] = own.diagnostics.isEmpty ? nil : own
            }
            last.possiblyMeantMembers[name] = outcome.possiblyMeantMembers.isEmpty ? nil : outcome.possiblyMeantMembers
            last.program.viewExpressionTypes[name] = outcome.expressionTypes
            let checked = outcome.resolutions.isEmpty ? decl : Self.applying(outcome.resolutions, to: decl)
            if !outcome.resolutions.isEmpty { cache.setCheckedBody(checked.body, members: checked.viewMembers.map { $0.body }, of: name) }
            last.program.files[place.file].views[place.view] = checked
            last.program.symbols.replaceView(named: name, with: checked)
            last.program.signatures[name] = signature.withCheckedBody(of: checked)
        }

        var programRuleViews: Set<String> = []
        var environmentValues: Set<EnvironmentKey> = []
        if !interfaceEdited.isEmpty {
            // The whole-program rules read the signatures: the parts that read an edited one run
            // again over the kept facts and graph; all of them when the roots may have changed.
            // A rename changes the name the facts and the graph know the view by: they are made
            // again from the kept facts.
            let rerun = renamed != nil ? nil : rerunProgramRules(
                &last.programRules, edited: cache.invalidatesProgramRules ? previousSignatures : [:],
                symbols: last.program.symbols, signatures: last.program.signatures, limit: diagnostics.limit
            )
            if let rerun {
                (programRuleViews, environmentValues) = rerun
            } else {
                var facts = ProgramFacts()
                for name in last.program.symbols.viewNames {
                    guard let entry = cache.entry(named: name) else { return nil }
                    facts.add(entry.outcome, of: name, droppedContent: entry.decl.droppedContent)
                }
                last.programRules = runProgramRules(symbols: last.program.symbols, signatures: last.program.signatures, facts: facts, limit: diagnostics.limit)
                last.program.instantiationGraph = last.programRules.graph
                last.program.roots = last.programRules.roots
                last.program.projectedPublishers = facts.projectedPublishers
                programRuleViews = Set(last.program.symbols.viewNames)
                environmentValues = last.programRules.environment.keys
            }
            last.program.environment = last.programRules.environment
        }
        for (name, signature, outcome) in ownDiagnosticsPending {
            let own = viewDiagnostics(signature, outcome: outcome, symbols: last.program.symbols, unresolved: last.unresolved, limit: diagnostics.limit)
            last.viewDiagnostics[name] = own.diagnostics.isEmpty ? nil : own
        }

        // The rules over the checked bodies, and over the bodies that read them (or the renamed
        // view's old name).
        var rerun = checkedNames
        var readByRules = checkedNames
        if let renamed { readByRules.insert(renamed.old) }
        if !checkedNames.isEmpty {
            for (reader, reads) in last.viewRuleReads where !reads.isDisjoint(with: readByRules) { rerun.insert(reader) }
        }
        for name in rerun.sorted() {
            guard let view = last.program.symbols.views[name] else { continue }
            let (found, reads) = viewRules(view, views: last.program.symbols.views, unresolved: last.unresolved, possiblyMeant: last.possiblyMeantMembers[name] ?? [], limit: diagnostics.limit)
            last.viewRuleDiagnostics[name] = found.diagnostics.isEmpty ? nil : found
            last.viewRuleReads[name] = reads.isEmpty ? nil : reads
        }

        if let declarationEdit {
            last.declarationDiagnostics = declarationEdit.diagnostics
            last.declarationUnknownTypes = declarationEdit.unknownTypes
            last.program.declarationExpressionTypes = declarationEdit.expressionTypes
            last.suggester = declarationEdit.suggester
            for index in changedIndices { last.program.files[index].models = files[index].models }
        }
        var collector = last.declarationDiagnostics
        for name in last.signatureDiagnostics.keys.sorted() { collector.merge(last.signatureDiagnostics[name]!) }
        for name in last.viewDiagnostics.keys.sorted() { collector.merge(last.viewDiagnostics[name]!) }
        collector.merge(last.programRules.diagnostics)
        for name in last.viewRuleDiagnostics.keys.sorted() { collector.merge(last.viewRuleDiagnostics[name]!) }
        collector.removeDuplicates()
        diagnostics.merge(collector)

        for index in changedIndices { last.inputFiles[index] = files[index] }
        cache.lastProgram = last
        cache.recordViewEdit(
            checked: checkedNames, interfaces: !interfaceEdited.isEmpty, programRuleViews: programRuleViews, environmentValues: environmentValues,
            renamedViews: renamed == nil ? nil : last.program.symbols.viewNames, editedModels: editedModels
        )
        return last.program
    }

    /// The last analysis's whole-program rules brought up to date by a whole analysis that
    /// changed no program fact: the same views, each view checked again telling the rules what
    /// its last check told them (`hasSameProgramFacts`) from a declaration that is a root, an app
    /// and provided for by its host as before, and no Swift interface changed (the modifiers'
    /// provided types). The graph, the roots and the environment's flow stay; the rules over each
    /// signature made again run again, and rules 5 and 10 for each value whose consumers changed
    /// (`rerunProgramRules`). Returns those views and values; `nil` when the rules must all run.
    func updatedProgramRules(
        _ previous: inout PreviousAnalysis?, symbols: SymbolTable, signatures: [String: ViewSignature], madeSignatures: Set<String>, cache: AnalysisCache, limit: Int?
    ) -> (outcome: ProgramRulesOutcome, views: Set<String>, values: Set<EnvironmentKey>)? {
        guard cache.checksMatchLastProgramRules, var outcome = previous?.programRules, let previousSignatures = previous?.signatures,
              previous?.viewNames == symbols.viewNames, previous?.namesInUnreadCode == symbols.namesInUnreadCode,
              let changed = cache.lastChangedNames, !changed.contains(DeclarationReads.every("modifiers")),
              !changed.contains(DeclarationReads.every("interfaceViews")) else { return nil }
        for name in cache.checkedThisRun {
            guard let old = cache.previousChecks[name], let new = cache.entry(named: name), old.firstInjectionID == new.firstInjectionID,
                  old.decl.droppedContent == new.decl.droppedContent, old.decl.isRoot == new.decl.isRoot, old.decl.isApp == new.decl.isApp,
                  old.decl.hostProvides == new.decl.hostProvides, new.outcome.hasSameProgramFacts(as: old.outcome) else { return nil }
        }
        var edited: [String: ViewSignature] = [:]
        for name in madeSignatures {
            guard let old = previousSignatures[name] else { return nil }
            edited[name] = old
        }
        // Taken, so that the environment's consumers change in place.
        previous?.programRules = nil
        guard let (views, values) = rerunProgramRules(
            &outcome, edited: cache.invalidatesProgramRules ? edited : [:], symbols: symbols, signatures: signatures, limit: limit
        ) else { return nil }
        return (outcome, views, values)
    }

    /// Whether the symbol table reports and resolves nothing differently when the view `old`
    /// is renamed `new`, but the view's name: also no other declaration of `old` lost to it
    /// (TRL100), nor was a member named like it (TRL108), and no type's name starts with `_`.
    private static func renamesViewAlone(_ old: String, to new: String, in last: ProgramSnapshot) -> Bool {
        guard !last.declaresUnderscoredTypeNames, last.program.symbols.renamesViewAlone(old, to: new) else { return false }
        let clashes: Set<DiagnosticCode> = [Catalog.duplicateDeclaration(old).code, Catalog.memberNamedLikeType(old).code]
        return !last.declarationDiagnostics.diagnostics.contains { clashes.contains($0.message.code) && $0.message.text.contains("`\(old)`") }
    }

    /// The names of `sorted` strictly between `first` and `second`, in either order.
    private static func names(between first: String, and second: String, in sorted: [String]) -> ArraySlice<String> {
        func lowerBound(_ name: String) -> Int {
            var low = 0
            var high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle] < name { low = middle + 1 } else { high = middle }
            }
            return low
        }
        let (low, high) = first < second ? (first, second) : (second, first)
        let start = lowerBound(low)
        let from = start < sorted.count && sorted[start] == low ? start + 1 : start
        return sorted[from..<max(from, lowerBound(high))]
    }

    /// Whether two declarations of a view declare the same members: names, places and kinds.
    private static func sameMembers(_ old: ViewDecl, _ new: ViewDecl) -> Bool {
        guard old.properties.count == new.properties.count else { return false }
        return zip(old.properties, new.properties).allSatisfy { $0.name == $1.name && $0.kind == $1.kind }
    }

    /// Whether the symbol table reports nothing about `decl`'s members, whatever their kinds and
    /// whichever view declares them: their names are unique, none starts with `_`, and none is
    /// a type's, a view's, or one that generated code declares or refers to inside a view.
    /// Members may then be added, removed or renamed without making the symbol table again.
    static func membersNeedNoTableCheck(_ decl: ViewDecl, symbols: SymbolTable) -> Bool {
        var seen: Set<String> = []
        for property in decl.properties {
            let name = property.name.name
            guard seen.insert(name).inserted, name.utf8.first != UInt8(ascii: "_"), name != "body", name != "Body",
                  !BuiltinViews.names.contains(name), !BuiltinViews.runtimeNames.contains(name),
                  !symbols.isTypeName(name), symbols.views[name] == nil else { return false }
        }
        return true
    }

    /// Each file's place among `files`, by path.
    static func indexOfFile(_ files: [SourceFileSyntax]) -> [String: Int] {
        Dictionary(files.enumerated().map { ($0.element.path, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// The models of `new` whose members differ from `old`'s, each with its earlier form, when
    /// nothing else but views differs: as many models, in the same order. `nil` otherwise.
    private static func editedModels(_ old: SourceFileSyntax, _ new: SourceFileSyntax) -> [(old: ModelDecl, new: ModelDecl)]? {
        guard old.models.count == new.models.count else { return nil }
        var (oldRest, newRest) = (withoutViews(old), withoutViews(new))
        oldRest.models = []
        newRest.models = []
        guard oldRest == newRest else { return nil }
        return zip(old.models, new.models).filter { $0 != $1 }.map { (old: $0, new: $1) }
    }

    /// A file's declarations other than its views.
    private static func withoutViews(_ file: SourceFileSyntax) -> SourceFileSyntax {
        var stripped = file
        stripped.views = []
        return stripped
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// The last whole analysis an `AnalysisCache` saw, split by what each part of it read, so that an
/// edit of bodies alone recomputes only the edited views and reuses the rest.
struct ProgramSnapshot {
    /// The parsed files the analysis was given, before any body was checked.
    var inputFiles: [SourceFileSyntax]
    var program: CheckedProgram
    var suggester: NameSuggester
    var placeOfView: [String: (file: Int, view: Int)]
    /// Complete: every view's dropped content and call sites added, and its reach resolved.
    var unresolved: UnresolvedContent
    /// Of the declarations and the signatures: they read no body.
    var declarationDiagnostics: DiagnosticCollector
    /// Of each view's own check, by view; views without any are left out.
    var viewDiagnostics: [String: DiagnosticCollector]
    /// Of the whole-program rules, which read the views' checks only through `ViewCheckOutcome.programFacts`.
    var programDiagnostics: DiagnosticCollector
    /// Of the rules over one checked body, by view, and the other views whose bodies they read.
    var viewRuleDiagnostics: [String: DiagnosticCollector]
    var viewRuleReads: [String: Set<String>]
    var possiblyMeantMembers: [String: Set<String>]
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
                property, type: signature.propertyTypes[property.name.name],
                usesProjectedMembers: outcome.projectedObjects.contains(property.name.name),
                isViewMember: { signature.properties[$0] != nil },
                rawType: { symbols.enums[$0]?.rawType?.reference.description },
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

    /// An analysis that starts from the cache's last one when only bodies changed since: no
    /// declaration, and no view's interface (`AnalysisCache.interfaceOnly`). Each edited view is
    /// checked again; when what the whole-program rules read of it (its program facts) is
    /// unchanged, their diagnostics are kept, and only the rules over the bodies that read the
    /// edited ones run again. `nil` when the edit is more than that, or changed a program fact:
    /// the whole analysis then runs, keeping the views' checks the cache holds.
    func analyzeBodyEdits(_ files: [SourceFileSyntax], cache: AnalysisCache, diagnostics: inout DiagnosticCollector) -> CheckedProgram? {
        guard var last = cache.lastProgram, files.count == last.inputFiles.count else { return nil }
        var edited: [(file: Int, view: Int)] = []
        for index in files.indices {
            let old = last.inputFiles[index]
            let new = files[index]
            if old == new { continue }
            guard old.views.count == new.views.count, Self.withoutViews(old) == Self.withoutViews(new) else { return nil }
            for viewIndex in new.views.indices where old.views[viewIndex] != new.views[viewIndex] {
                let name = new.views[viewIndex].name.name
                guard let place = last.placeOfView[name], place == (index, viewIndex),
                      AnalysisCache.interfaceOnly(old.views[viewIndex]) == AnalysisCache.interfaceOnly(new.views[viewIndex]),
                      old.views[viewIndex].droppedContent == new.views[viewIndex].droppedContent
                else { return nil }
                edited.append((index, viewIndex))
            }
        }

        var checkedFiles = last.program.files
        var symbols = last.program.symbols
        var signatures = last.program.signatures
        var viewExpressionTypes = last.program.viewExpressionTypes
        var editedNames: Set<String> = []
        for (fileIndex, viewIndex) in edited {
            let decl = files[fileIndex].views[viewIndex]
            let name = decl.name.name
            guard let entry = cache.entry(named: name), let previous = signatures[name] else { return nil }
            let signature = previous.withCheckedBody(of: decl)
            symbols.replaceView(named: name, with: decl)
            signatures[name] = signature
            let (outcome, named) = checkView(
                signature, symbols: symbols, suggester: last.suggester, signatures: signatures, firstInjectionID: entry.firstInjectionID, recordsNamedElements: true
            )
            // Kept for the whole analysis too, should it have to run.
            cache.store(outcome, for: decl, firstInjectionID: entry.firstInjectionID, named: named, signatures: signatures)
            cache.checkedBeforeWholeRun.insert(name)
            guard outcome.hasSameProgramFacts(as: entry.outcome) else { return nil }

            let own = viewDiagnostics(signature, outcome: outcome, symbols: symbols, unresolved: last.unresolved, limit: diagnostics.limit)
            last.viewDiagnostics[name] = own.diagnostics.isEmpty ? nil : own
            last.possiblyMeantMembers[name] = outcome.possiblyMeantMembers.isEmpty ? nil : outcome.possiblyMeantMembers
            viewExpressionTypes[name] = outcome.expressionTypes
            let checked = outcome.resolutions.isEmpty ? decl : Self.applying(outcome.resolutions, to: decl)
            if !outcome.resolutions.isEmpty { cache.setCheckedBody(checked.body, members: checked.viewMembers.map { $0.body }, of: name) }
            checkedFiles[fileIndex].views[viewIndex] = checked
            symbols.replaceView(named: name, with: checked)
            signatures[name] = signature.withCheckedBody(of: checked)
            editedNames.insert(name)
        }

        // The rules over the edited bodies, and over the bodies that read them.
        var rerun = editedNames
        if !editedNames.isEmpty {
            for (reader, reads) in last.viewRuleReads where !reads.isDisjoint(with: editedNames) { rerun.insert(reader) }
        }
        for name in rerun.sorted() {
            guard let view = symbols.views[name] else { continue }
            let (found, reads) = viewRules(view, views: symbols.views, unresolved: last.unresolved, possiblyMeant: last.possiblyMeantMembers[name] ?? [], limit: diagnostics.limit)
            last.viewRuleDiagnostics[name] = found.diagnostics.isEmpty ? nil : found
            last.viewRuleReads[name] = reads.isEmpty ? nil : reads
        }

        var collector = last.declarationDiagnostics
        for name in last.viewDiagnostics.keys.sorted() { collector.merge(last.viewDiagnostics[name]!) }
        collector.merge(last.programDiagnostics)
        for name in last.viewRuleDiagnostics.keys.sorted() { collector.merge(last.viewRuleDiagnostics[name]!) }
        collector.removeDuplicates()
        diagnostics.merge(collector)

        let program = CheckedProgram(
            files: checkedFiles, symbols: symbols, signatures: signatures, instantiationGraph: last.program.instantiationGraph,
            roots: last.program.roots, environment: last.program.environment, viewExpressionTypes: viewExpressionTypes,
            declarationExpressionTypes: last.program.declarationExpressionTypes, projectedPublishers: last.program.projectedPublishers
        )
        last.inputFiles = files
        last.program = program
        cache.lastProgram = last
        cache.recordBodyEdit(views: editedNames.count)
        return program
    }

    /// A file's declarations other than its views.
    private static func withoutViews(_ file: SourceFileSyntax) -> SourceFileSyntax {
        var stripped = file
        stripped.views = []
        return stripped
    }
}

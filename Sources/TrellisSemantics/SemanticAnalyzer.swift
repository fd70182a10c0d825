import TrellisDiagnostics
import TrellisSyntax

/// Resolves names across all files and checks SwiftUI's ownership rules (issue 4)
/// for the whole program at once.
public struct SemanticAnalyzer: Sendable {
    /// Records every body node the checker analyses; for tests.
    let trace: NodeTrace?
    /// The vocabulary declared in Swift that every program sees: SwiftUI's, by default.
    let prelude: [SourceFileSyntax]
    /// For tests: walk a computed view in every place instead of replaying its first walk, to
    /// compare the two.
    var walksEveryMemberPlace = false
    /// The threads the rules over each view may run on (`--jobs`): those rules read only what
    /// every view's check has made, so each view's part runs apart and the parts are merged in
    /// the views' order. Each view's own check stays in order on the calling thread.
    public var jobs = 1
    /// Names declared in input files that do not parse: uses of them are not reported unknown,
    /// since the fix is in that file.
    public var namesOfUnparsedFiles: Set<String> = []

    public init(prelude: [SourceFileSyntax] = Prelude.standard) {
        trace = nil
        self.prelude = prelude
    }

    public init(trace: NodeTrace?, prelude: [SourceFileSyntax] = Prelude.standard) {
        self.trace = trace
        self.prelude = prelude
    }

    public func analyze(_ program: ParsedProgram, diagnostics: inout DiagnosticCollector) -> CheckedProgram {
        analyze(files: program.files, diagnostics: &diagnostics)
    }

    /// The files are consumed: each view's body is replaced by the checked one as soon as that
    /// is built, so the two trees are never whole at once.
    ///
    /// With a `cache`, the results of views whose check read nothing that changed since the
    /// cache's last analysis are kept (see `AnalysisCache`); the diagnostics are the same.
    public func analyze(files: consuming [SourceFileSyntax], diagnostics: inout DiagnosticCollector, cache: AnalysisCache? = nil) -> CheckedProgram {
        let cache = trace == nil ? cache : nil
        // A snapshot of the whole analysis is kept only where every diagnostic is (the editor's).
        let keepsSnapshot = cache != nil && diagnostics.limit == nil
        let changedFiles = cache?.takeChangeHint()
        if keepsSnapshot, let cache, let program = analyzeViewEdits(files, changedFiles: changedFiles, cache: cache, diagnostics: &diagnostics) { return program }
        let inputFiles = keepsSnapshot ? copy files : []
        // What of the last analysis may be kept: the signatures that read nothing that changed,
        // and the results of the rules over the bodies whose checks are kept.
        var previous = cache?.lastProgram.map(PreviousAnalysis.init)
        cache?.lastProgram = nil
        var collector = DiagnosticCollector(limit: diagnostics.limit)
        var symbols = SymbolTable(files: copy files, prelude: prelude, diagnostics: &collector)
        symbols.namesOfUnparsedFiles = namesOfUnparsedFiles
        // `var tint = Theme.shared.tintColor` in a model: the type written in before anything reads it.
        if InferredPropertyTypes.hasInferredTypes(files) {
            symbols = InferredPropertyTypes(prelude: prelude, limit: diagnostics.limit).infer(in: &files, symbols: symbols, collector: &collector)
        }
        cache?.begin(AnalysisCache.ProgramShape(copy files, viewNames: symbols.viewNames), isPreludeName: symbols.isPreludeName)
        let suggester = NameSuggester(symbols: symbols)
        var expressionTypes = ExpressionTypeTable()
        let tableDiagnostics = keepsSnapshot ? collector : DiagnosticCollector()
        var viewExpressionTypes: [String: ExpressionTypeTable] = [:]

        let declarationChecks = keepsSnapshot ? cache?.declarationChecks : nil
        declarationChecks?.begin(changed: cache?.lastChangedNames)
        checkDeclarations(symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &collector, checks: declarationChecks)
        declarationChecks?.end(notedUnknownTypes: !suggester.unknownTypeNames.isEmpty)

        let declarationDiagnostics = keepsSnapshot ? collector : DiagnosticCollector()
        let declarationUnknownTypes = keepsSnapshot ? suggester.unknownTypeNames : []
        // Every signature first: call sites check against views declared anywhere.
        var signatures: [String: ViewSignature] = [:]
        var signatureDiagnostics: [String: DiagnosticCollector] = [:]
        var signatureUnknownTypes: [String: Set<String>] = [:]
        signatures.reserveCapacity(symbols.viewNames.count)
        let placement = ModifierPlacement(symbols: symbols)
        cache?.beginPlacements(symbols.views)
        // The views whose modifiers next to a `ForEach` moved (`ModifierPlacement`).
        var placedViews: Set<String> = []
        // The views whose signatures were made again, not kept.
        var madeSignatures: Set<String> = []
        for name in symbols.viewNames {
            var found = DiagnosticCollector(limit: diagnostics.limit)
            var decl = symbols.views[name]!
            let placedDecl = if let cache { cache.placed(decl, by: placement) } else { placement.placed(decl) }
            if let placed = placedDecl {
                decl = placed
                placedViews.insert(name)
            }
            if let cache, let kept = cache.keptSignature(previous?.signatures[name], for: decl) {
                signatures[name] = kept
            } else if let cache {
                let reads = DeclarationReads()
                signatures[name] = Self.signature(of: decl, symbols: symbols.recordingReads(into: reads), suggester: suggester, diagnostics: &found)
                cache.signatureReads[name] = found.diagnostics.isEmpty ? reads.names : .some(nil)
                madeSignatures.insert(name)
            } else {
                signatures[name] = Self.signature(of: decl, symbols: symbols, suggester: suggester, diagnostics: &found)
            }
            if !found.diagnostics.isEmpty {
                collector.merge(found)
                if keepsSnapshot {
                    signatureDiagnostics[name] = found
                    let unknown = Self.unknownTypeNames(in: decl, symbols: symbols)
                    if !unknown.isEmpty { signatureUnknownTypes[name] = unknown }
                }
            }
        }
        var ownDiagnosticsByView: [String: DiagnosticCollector] = [:]

        var facts = ProgramFacts()
        // Each view's checked body replaces its syntax tree as soon as the view is checked, in the
        // files, the symbols and the signatures, so the two trees of a view are never both kept
        // past its check. The checker (which holds copies of the symbols and the signatures)
        // has ended by then, so each replacement is in place.
        var checkedFiles = consume files
        var placeOfView: [String: (file: Int, view: Int)] = [:]
        for fileIndex in checkedFiles.indices {
            for viewIndex in checkedFiles[fileIndex].views.indices {
                let name = checkedFiles[fileIndex].views[viewIndex].name.name
                if symbols.views[name]?.location == checkedFiles[fileIndex].views[viewIndex].location { placeOfView[name] = (fileIndex, viewIndex) }
            }
        }
        for name in symbols.viewNames {
            let signature = signatures[name]!
            let outcome: ViewCheckOutcome
            // A checked body the cache kept: its resolutions are not kept, nor applied again.
            var keptBody: [ViewNode]?
            var keptMembers: [[ViewNode]] = []
            if let kept = cache?.kept(for: signature.decl, firstInjectionID: facts.injections.count, signatures: signatures) {
                outcome = kept.outcome
                keptBody = kept.checkedBody
                keptMembers = kept.checkedMembers
            } else {
                let reads = DeclarationReads()
                let (checked, named) = checkView(
                    signature, symbols: cache == nil ? symbols : symbols.recordingReads(into: reads), suggester: suggester, signatures: signatures,
                    firstInjectionID: facts.injections.count, recordsNamedElements: cache != nil
                )
                cache?.store(checked, for: signature.decl, firstInjectionID: facts.injections.count, named: named, reads: reads, signatures: signatures)
                outcome = checked
            }
            facts.add(outcome, of: name, droppedContent: signature.decl.droppedContent)
            let ownDiagnostics = viewDiagnostics(signature, outcome: outcome, symbols: symbols, unresolved: facts.unresolved, limit: diagnostics.limit)
            collector.merge(ownDiagnostics)
            if keepsSnapshot, !ownDiagnostics.diagnostics.isEmpty { ownDiagnosticsByView[name] = ownDiagnostics }
            viewExpressionTypes[name] = outcome.expressionTypes
            // What code generation and the graph see: every attribute read by its declared type.
            guard let place = placeOfView[name] else { continue }
            if let keptBody {
                checkedFiles[place.file].views[place.view].body = keptBody
                for (index, members) in keptMembers.enumerated() { checkedFiles[place.file].views[place.view].viewMembers[index].body = members }
            } else {
                // The checked decl, whose modifiers next to a `ForEach` are placed.
                let placed = placedViews.contains(name) ? signature.decl : checkedFiles[place.file].views[place.view]
                guard !outcome.resolutions.isEmpty || placedViews.contains(name) else { continue }
                checkedFiles[place.file].views[place.view] = outcome.resolutions.isEmpty ? placed : Self.applying(outcome.resolutions, to: placed)
                let checked = checkedFiles[place.file].views[place.view]
                cache?.setCheckedBody(checked.body, members: checked.viewMembers.map { $0.body }, of: name)
            }
            let decl = checkedFiles[place.file].views[place.view]
            symbols.replaceView(named: name, with: decl)
            signatures[name] = signature.withCheckedBody(of: decl)
        }
        cache?.end(viewNames: symbols.viewNames)

        // The whole-program rules: what no one view's check can tell. When no program fact
        // changed, the last results, brought up to date where the signatures made again reach.
        let updated = keepsSnapshot ? cache.flatMap {
            updatedProgramRules(&previous, symbols: symbols, signatures: signatures, madeSignatures: madeSignatures, cache: $0, limit: diagnostics.limit)
        } : nil
        previous?.programRules = nil
        let whole = updated?.outcome ?? runProgramRules(symbols: symbols, signatures: signatures, facts: facts, limit: diagnostics.limit)
        let (graph, roots, environment, unresolved, programDiagnostics) = (whole.graph, whole.roots, whole.environment, whole.unresolved, whole.diagnostics)
        let possiblyMeantMembers = facts.possiblyMeantMembers
        collector.merge(programDiagnostics)

        // Rules over one checked body, which may read the bodies of the views it presents.
        var viewRuleDiagnostics: [String: DiagnosticCollector] = [:]
        var viewRuleReads: [String: Set<String>] = [:]
        let checkedViews = cache?.checkedThisRun ?? []
        let keepsViewRules = previous?.unresolvedViews == unresolved.views
        // Without a last analysis nothing is kept: every view's rules run, on `jobs` threads.
        let viewNames = symbols.viewNames, views = symbols.views, limit = diagnostics.limit
        let computedViewRules = previous != nil ? [] : ParallelWork.map(viewNames.count, jobs: jobs) { index in
            viewRules(views[viewNames[index]]!, views: views, unresolved: unresolved, possiblyMeant: possiblyMeantMembers[viewNames[index]] ?? [], limit: limit)
        }
        for (index, name) in viewNames.enumerated() {
            let found: DiagnosticCollector
            let reads: Set<String>
            if previous == nil {
                (found, reads) = computedViewRules[index]
            } else if keepsViewRules, let previous, let kept = previous.viewRules(of: name, checked: checkedViews, views: symbols.views) {
                (found, reads) = kept
                cache?.keptViewRules()
            } else {
                (found, reads) = viewRules(symbols.views[name]!, views: symbols.views, unresolved: unresolved, possiblyMeant: possiblyMeantMembers[name] ?? [], limit: diagnostics.limit)
            }
            collector.merge(found)
            if keepsSnapshot {
                if !found.diagnostics.isEmpty { viewRuleDiagnostics[name] = found }
                if !reads.isEmpty { viewRuleReads[name] = reads }
            }
        }

        // A computed view placed in several places holds its call sites and injections once per
        // place; what the whole-program rules find there is reported once, as the body's is.
        collector.removeDuplicates()
        // Passes run in a fixed order over sorted names, so this order is already deterministic;
        // the driver sorts everything once for output.
        diagnostics.merge(collector)
        let program = CheckedProgram(
            files: checkedFiles, symbols: symbols, signatures: signatures, instantiationGraph: graph,
            roots: roots, environment: environment, viewExpressionTypes: viewExpressionTypes, declarationExpressionTypes: expressionTypes,
            projectedPublishers: facts.projectedPublishers
        )
        if keepsSnapshot, let cache {
            cache.lastProgram = ProgramSnapshot(
                inputFiles: inputFiles, indexOfFile: Self.indexOfFile(inputFiles), program: program, suggester: suggester, placeOfView: placeOfView,
                declarationDiagnostics: declarationDiagnostics, tableDiagnostics: tableDiagnostics, signatureDiagnostics: signatureDiagnostics,
                declarationUnknownTypes: declarationUnknownTypes, signatureUnknownTypes: signatureUnknownTypes,
                viewDiagnostics: ownDiagnosticsByView, programRules: whole,
                viewRuleDiagnostics: viewRuleDiagnostics, viewRuleReads: viewRuleReads, possiblyMeantMembers: possiblyMeantMembers,
                declaresUnderscoredTypeNames: Self.declaresUnderscoredTypeNames(symbols)
            )
            if let updated {
                cache.recordWholeProgramRun(views: Array(updated.views), environmentValues: updated.values, keptProgramRules: true)
            } else {
                cache.recordWholeProgramRun(views: symbols.viewNames, environmentValues: environment.keys)
            }
        } else {
            cache?.lastProgram = nil
        }
        return program
    }


    /// The declarations other than views: models', structs' and enums' members and code,
    /// environment values, file constants and protocols. They read no view.
    /// With `checks`, each model's, struct's and enum's check that read nothing changed is kept (`DeclarationChecks`).
    func checkDeclarations(_ symbols: SymbolTable, suggester: NameSuggester, expressionTypes: inout ExpressionTypeTable, diagnostics: inout DiagnosticCollector, checks: DeclarationChecks? = nil) {
        checkTypeDeclarations(symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &diagnostics, checks: checks)
        checkEnumDeclarations(symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &diagnostics, checks: checks)
        checkEnvironmentValueDeclarations(symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &diagnostics)
        checkMemberCode(symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &diagnostics, checks: checks)
        expressionTypes.finish()
        if !symbols.protocols.isEmpty { checkProtocolDeclarations(symbols, suggester: suggester, diagnostics: &diagnostics) }
    }

    /// Whether a view, model, struct or enum has a name starting with `_`.
    static func declaresUnderscoredTypeNames(_ symbols: SymbolTable) -> Bool {
        let underscored = { (name: String) in name.utf8.first == UInt8(ascii: "_") }
        return symbols.viewNames.contains(where: underscored) || symbols.models.keys.contains(where: underscored)
            || symbols.structs.keys.contains(where: underscored) || symbols.enums.keys.contains(where: underscored)
    }

    /// A view's signature: its properties' types, resolved once for every call site.
    static func signature(of decl: ViewDecl, symbols: SymbolTable, suggester: NameSuggester, diagnostics: inout DiagnosticCollector) -> ViewSignature {
        let properties = MemberTable(decl.properties)
        var types: [String: ResolvedType] = [:]
        for property in properties.firstDeclarations {
            if property.kind == .environmentValue {
                if let type = symbols.environmentValueType(of: property, suggester: suggester, diagnostics: &diagnostics) { types[property.name.name] = type }
                continue
            }
            if property.type.reference == .unwritten, let initial = property.initial, property.isStoredConstant || property.isStatic {
                if let type = inferredConstantType(initial, of: property, in: decl, known: types, symbols: symbols, suggester: suggester, diagnostics: &diagnostics) { types[property.name.name] = type }
                continue
            }
            guard let type = symbols.check(property.type, suggester: suggester, diagnostics: &diagnostics) else { continue }
            // A query of one model names what it fetches: read as the array.
            if property.kind == .query, case .model(let name, _) = type, symbols.models[name]?.isPersistent == true {
                types[property.name.name] = .array(type)
            } else {
                types[property.name.name] = type
            }
        }
        for provided in decl.hostProvides where !symbols.isTypeName(provided.name) && !symbols.defersUnknownName(provided.name) {
            diagnostics.emit(Catalog.unknownType(provided.name, suggestion: suggester.type(provided.name)), at: provided.location)
        }
        var overloads: [ViewSignature] = []
        var firstInputs: (inputs: [PropertyDecl], types: [String: ResolvedType])?
        // A view with a slot is placed through its generated `init`; its own is TRL019 alone.
        for initializer in decl.initializers where decl.slots.isEmpty {
            let inputs = ViewSignature.initializerInputs(of: initializer)
            var inputTypes: [String: ResolvedType] = [:]
            for input in inputs {
                if let type = symbols.check(input.type, suggester: suggester, diagnostics: &diagnostics) { inputTypes[input.name.name] = type }
            }
            if firstInputs == nil { firstInputs = (inputs, inputTypes) }
            overloads.append(ViewSignature(decl: decl, properties: properties, propertyTypes: types, initializer: initializer, initializerInputs: (inputs, inputTypes)))
        }
        guard let first = overloads.first else { return ViewSignature(decl: decl, properties: properties, propertyTypes: types) }
        if overloads.count == 1 { return first }
        // The first `init` answers where no placement is in question; each placement chooses.
        return ViewSignature(decl: decl, properties: properties, propertyTypes: types, initializer: first.initializer, initializerInputs: firstInputs, overloads: overloads)
    }

    /// Swift's `let captions = ["One", "Two"]` in a view: the type of a constant's value, which
    /// reads the view's statics only (those declared before it, whose types are `known`), so it
    /// is known before anything else of the view. A value
    /// that does not tell its type (`.blue`, `[]`) is TRL136; its own errors are reported where the
    /// view's check reads it again.
    private static func inferredConstantType(_ initial: Expr, of property: PropertyDecl, in decl: ViewDecl, known: [String: ResolvedType], symbols: SymbolTable, suggester: NameSuggester, diagnostics: inout DiagnosticCollector) -> ResolvedType? {
        var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: MemberTable(decl.properties.filter(\.isStatic)), memberTypes: known)
        checker.viewTypeName = decl.name.name
        checker.isStaticContext = true
        let inference = InferredPropertyTypes.inference(of: initial, for: property.name.name, checker: &checker)
        // A constant whose type the checker cannot tell (`Timer.publish(…).autoconnect()`) is
        // generated as written, its type and uses left to swiftc; only a value that names no type
        // (`.yellow`, `nil`), which Swift rejects too, is TRL136.
        if let failure = inference.failure, InferredPropertyTypes.namesNoType(initial) {
            diagnostics.emit(failure.message, at: failure.location, highlights: failure.highlights)
        }
        return inference.type?.resolved
    }

    /// The unknown names in the types of a view's properties, which its signature notes as such.
    static func unknownTypeNames(in decl: ViewDecl, symbols: SymbolTable) -> Set<String> {
        var names: Set<String> = []
        for property in MemberTable(decl.properties).firstDeclarations where property.kind != .environmentValue {
            for name in property.type.reference.namedTypes where !symbols.isTypeName(name) { names.insert(name) }
        }
        return names
    }

    /// The whole-program rules over every view's program facts: what no one view's check can tell.
    func runProgramRules(symbols: SymbolTable, signatures: [String: ViewSignature], facts: ProgramFacts, limit: Int?) -> ProgramRulesOutcome {
        var programDiagnostics = DiagnosticCollector(limit: limit)
        var unresolved = facts.unresolved
        // Content passed in slots is instantiated where each view places its slots.
        var slots = SlotComposition(placements: facts.slotPlacements)
        let placed = slots.compose(facts.instantiations, injections: facts.injections)
        unresolved.addRejectedCallSites(placed.unplaced)
        unresolved.addRejectedCallSites(symbols.namesInUnreadCode)
        slots.reportDestinations(facts.pendingDestinationChecks, diagnostics: &programDiagnostics)
        let graph = InstantiationGraph(instantiations: placed.instantiations, injections: facts.injections)
        var instantiatedByOthers: Set<String> = []
        var shownByApp: Set<String> = []
        for index in graph.instantiations.indices where graph.instantiations[index].parent != graph.instantiations[index].child {
            instantiatedByOthers.insert(graph.instantiations[index].child)
            if symbols.views[graph.instantiations[index].parent]?.isApp == true { shownByApp.insert(graph.instantiations[index].child) }
        }
        // A declared root that the program's app shows has the app for its host, not a host of its own.
        let roots = symbols.viewNames.filter { name in
            let view = symbols.views[name]!
            if view.isApp { return true }
            if view.isRoot, !shownByApp.contains(name) || !view.hostProvides.isEmpty { return true }
            return !instantiatedByOthers.contains(name)
        }
        let environment = EnvironmentResolver(graph: graph, roots: roots, viewNames: symbols.viewNames, views: symbols.views, consumers: Self.consumers(signatures, provided: symbols.providedTypes))

        unresolved.resolveReach(in: graph)
        var rules = ProgramRules(symbols: symbols, signatures: signatures, graph: graph, environment: environment)
        rules.unresolved = unresolved
        rules.taskReloads = facts.taskReloads
        rules.reportRecursiveInstantiation(diagnostics: &programDiagnostics)
        NavigationRules.reportUnregisteredValues(facts.pushedValues, registered: facts.registeredDestinations, isCheckedAlone: { view in
            symbols.views[view]?.isRoot != true && !instantiatedByOthers.contains(view)
        }, diagnostics: &programDiagnostics)
        var shownViews: [String: Set<String>] = [:]
        NavigationRules.reportDestinationsInOtherStacks(facts.pushedValues, registrations: facts.destinationRegistrations, shows: { parent, child in
            if shownViews[parent] == nil { shownViews[parent] = graph.descendants(of: parent) }
            return shownViews[parent]!.contains(child)
        }, diagnostics: &programDiagnostics)
        NavigationRules.reportDestinationsOutsideStacks(facts.bodyLevelDestinations, graph: graph, roots: Set(roots), unresolved: unresolved, diagnostics: &programDiagnostics)
        NavigationRules.reportDestinationsInLazyRows(facts.bodyLevelDestinations, graph: graph, diagnostics: &programDiagnostics)
        NavigationRules.reportStacksInsidePushedViews(facts.bodyLevelStacks, graph: graph, diagnostics: &programDiagnostics)
        ObjectOwnershipRules.checkAllowances(of: graph.injections, diagnostics: &programDiagnostics)

        // The rules over one view's signature, view by view, and the environment's, value by value.
        var parts = ProgramRuleParts(graphDiagnostics: programDiagnostics, index: ProgramRuleIndex(facts: facts, graph: graph))
        let viewNames = symbols.viewNames, index = parts.index, rulesOfViews = rules
        let foundByView = ParallelWork.map(viewNames.count, jobs: jobs) { position in
            var found = DiagnosticCollector(limit: limit)
            rulesOfViews.reportRules(of: viewNames[position], index: index, diagnostics: &found)
            return found
        }
        for (name, found) in zip(viewNames, foundByView) where !found.isEmpty { parts.viewDiagnostics[name] = found }
        for key in environment.keys.sorted() {
            var found = DiagnosticCollector(limit: limit)
            rules.reportEnvironment(of: key, diagnostics: &found)
            if !found.isEmpty { parts.environmentDiagnostics[key] = found }
        }
        return ProgramRulesOutcome(graph: graph, roots: roots, environment: environment, unresolved: unresolved, parts: parts, limit: limit)
    }

    /// Checks one view's property values and body; also returns every name its body used as an
    /// element, whose declarations (as views) the check read.
    func checkView(_ signature: ViewSignature, symbols: SymbolTable, suggester: NameSuggester, signatures: [String: ViewSignature], firstInjectionID: Int, recordsNamedElements: Bool) -> (ViewCheckOutcome, Set<String>) {
        var checker = BodyChecker(symbols: symbols, suggester: suggester, signatures: signatures, view: signature, firstInjectionID: firstInjectionID)
        checker.trace = trace
        checker.replaysMemberPlaces = !walksEveryMemberPlace
        checker.recordsNamedElements = recordsNamedElements
        for property in signature.decl.properties {
            if let store = property.store {
                // `@AppStorage("key", store: suite)`: the store is a `UserDefaults`.
                let type = checker.expressions.infer(store, locals: nil).type
                checker.expressions.checkConversion(store, inferred: type, to: .structure("UserDefaults"), in: "the store of `\(property.name.name)`", locals: nil)
            }
            if let order = property.order {
                // `order="sortOrder"`: a `SortOrder` value the view holds.
                let type = checker.expressions.infer(order, locals: nil).type
                checker.expressions.checkConversion(order, inferred: type, to: symbols.resolve(.named("SortOrder", genericArguments: [])), in: "the order of `\(property.name.name)`", locals: nil)
            }
            if let animation = property.animation {
                // `@Query(animation: .default)`: one of `Animation`'s members; swiftc judges the rest.
                _ = checker.expressions.infer(animation, locals: nil)
                checker.expressions.checkStaticMember(animation, of: "Animation")
            }
            if let filter = property.filter, filter.isPredicateValue {
                // `filter="#Predicate<Item> { $0.isDone }"`: a one-expression closure's value is
                // a `Bool` of the model its parameter names; swiftc judges the rest, and the
                // predicate's type against the query's.
                if case .call(_, let arguments) = filter.kind, case .closure(let closure) = arguments[0].value.kind,
                   closure.body.count == 1, case .expression(let test) = closure.body[0].kind, (closure.parameters?.count ?? 1) == 1 {
                    var element: ResolvedType?
                    if case .array(let model)? = signature.propertyTypes[property.name.name] { element = model }
                    let parameter = closure.parameters?.first?.name ?? "$0"
                    let model = LocalScope(name: parameter, kind: .closureParameter, type: element, parent: nil)
                    let type = checker.expressions.infer(test, locals: model).type
                    checker.expressions.checkConversion(test, inferred: type, to: .bool, in: "the filter of `\(property.name.name)`", locals: model)
                }
            } else if let filter = property.filter, filter.isFilterValue {
                // `filter="Quake.predicate(for: text)"`: a predicate made elsewhere, as Swift's
                // `Query(filter: predicate)` takes one; swiftc judges its model type.
                let type = checker.expressions.infer(filter, locals: nil).type
                checker.expressions.checkConversion(filter, inferred: type, to: .structure("Predicate"), in: "the filter of `\(property.name.name)`", locals: nil)
            } else if let filter = property.filter {
                // `filter="$0.isDone"`: a `Bool` of each model, `$0`.
                var element: ResolvedType?
                if case .array(let model)? = signature.propertyTypes[property.name.name] { element = model }
                let model = LocalScope(name: "$0", kind: .closureParameter, type: element, parent: nil)
                let type = checker.expressions.infer(filter, locals: model).type
                checker.expressions.checkConversion(filter, inferred: type, to: .bool, in: "the filter of `\(property.name.name)`", locals: model)
            }
            guard let initial = property.initial else { continue }
            if property.isStatic {
                // A static constant's value sees the type's statics only, as in Swift: an
                // instance member there is unknown.
                let statics = MemberTable(signature.decl.properties.filter(\.isStatic))
                var staticChecker = ExpressionChecker(symbols: symbols, suggester: suggester, members: statics, memberTypes: signature.propertyTypes)
                staticChecker.viewTypeName = signature.decl.name.name
                staticChecker.isStaticContext = true
                swap(&staticChecker.expressionTypes, &checker.expressions.expressionTypes)
                let type = staticChecker.infer(initial, locals: nil).type
                if signature.properties[property.name.name]?.location == property.location {
                    staticChecker.checkConversion(initial, inferred: type, to: signature.propertyTypes[property.name.name], in: "the value of `\(property.name.name)`", locals: nil)
                }
                swap(&staticChecker.expressionTypes, &checker.expressions.expressionTypes)
                checker.expressions.diagnostics.merge(staticChecker.diagnostics)
                continue
            }
            if property.isStoredConstant { checker.expressions.storedPropertyInitializer = property.name.name }
            let type = checker.expressions.infer(initial, locals: nil).type
            checker.expressions.storedPropertyInitializer = nil
            // Redeclarations are already TRL100; their values are not judged against the first's type.
            guard property.kind != .binding, signature.properties[property.name.name]?.location == property.location else { continue }
            let role = switch property.kind {
            case .let: "the default value"
            case .computed: "the value"
            default: "the initial value"
            }
            checker.expressions.checkConversion(initial, inferred: type, to: signature.propertyTypes[property.name.name], in: "\(role) of `\(property.name.name)`", locals: nil)
        }
        checker.checkBody()
        var bodyDiagnostics = checker.diagnostics
        FocusedCalls.check(checker.resolutions, properties: signature.properties, diagnostics: &bodyDiagnostics)
        var expressionDiagnostics = checker.expressions.diagnostics
        if !signature.decl.viewMembers.isEmpty {
            bodyDiagnostics.removeDuplicates()
            expressionDiagnostics.removeDuplicates()
        }
        let outcome = ViewCheckOutcome(
            expressionDiagnostics: expressionDiagnostics, bodyDiagnostics: bodyDiagnostics,
            expressionTypes: checker.expressions.expressionTypes, resolutions: checker.resolutions,
            instantiations: checker.instantiations, injections: checker.injections,
            stateObjectsPassedIn: checker.stateObjectsPassedIn, unknownCallSites: checker.unknownCallSites,
            viewsInRejectedContent: checker.viewsInRejectedContent, readProperties: checker.expressions.readProperties,
            projectedObjects: checker.expressions.projectedObjects, projectedPublishers: checker.expressions.projectedPublishers,
            pushedValues: checker.pushedValues + checker.expressions.appendedPathValues, registeredDestinationTypes: checker.registeredDestinationTypes,
            registeredDestinationStacks: checker.registeredDestinationStacks,
            taskReloads: TaskReload.collect(from: checker.resolutions),
            slotPlacements: checker.slotPlacements, pendingDestinationChecks: checker.pendingDestinationChecks,
            bodyLevelDestinations: checker.destinations.filter { $0.scope == .body }.map(\.location),
            bodyLevelStacks: checker.bodyLevelStacks,
            possiblyMeantMembers: checker.expressions.possiblyMeantMembers
        )
        return (outcome, checker.namedElements)
    }

    /// Models' and structs' member types and initial values.
    private func checkTypeDeclarations(_ symbols: SymbolTable, suggester: NameSuggester, expressionTypes: inout ExpressionTypeTable, diagnostics: inout DiagnosticCollector, checks: DeclarationChecks?) {
        for name in symbols.programModelNames {
            let model = symbols.models[name]!
            checkDeclaration("model " + name, model, checks: checks, symbols: symbols, expressionTypes: &expressionTypes, diagnostics: &diagnostics) { symbols, expressionTypes, diagnostics in
                let members = MemberTable(model.properties.map { PropertyDecl(kind: .let, name: $0.name, type: $0.type, location: $0.location) })
                var types: [String: ResolvedType] = [:]
                for property in members.firstDeclarations {
                    if let type = symbols.check(property.type, suggester: suggester, diagnostics: &diagnostics) { types[property.name.name] = type }
                }
                for method in model.methods + model.staticMethods + model.initializers {
                    for parameter in method.parameters { _ = symbols.check(parameter.type, suggester: suggester, diagnostics: &diagnostics) }
                    if let returnType = method.returnType { _ = symbols.check(returnType, suggester: suggester, diagnostics: &diagnostics) }
                }
                var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: members, memberTypes: types)
                checker.selfTypeName = name
                // The checker records into the table of every declaration so far instead of one merged afterwards.
                swap(&checker.expressionTypes, &expressionTypes)
                checker.checkStaticProperties(model.staticProperties.filter { !$0.isComputed }.map { ($0.name, $0.type, $0.initial) }, of: name, isExternal: model.isExternal)
                for property in model.properties {
                    guard let initial = property.initial else { continue }
                    let type = checker.infer(initial, locals: nil).type
                    // Redeclarations are already TRL100; their values are not judged against the first's type.
                    guard !model.isExternal, members[property.name.name]?.location == property.location else { continue }
                    checker.checkConversion(initial, inferred: type, to: types[property.name.name], in: "the initial value of `\(property.name.name)`", locals: nil)
                }
                diagnostics.merge(checker.diagnostics)
                swap(&checker.expressionTypes, &expressionTypes)
            }
        }
        for name in symbols.programStructNames {
            let structure = symbols.structs[name]!
            checkDeclaration("struct " + name, structure, checks: checks, symbols: symbols, expressionTypes: &expressionTypes, diagnostics: &diagnostics) { symbols, expressionTypes, diagnostics in
                var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: .empty, memberTypes: [:])
                checker.selfTypeName = name
                swap(&checker.expressionTypes, &expressionTypes)
                // `generics="T"`: the type parameters are names in its members' types, of a type each
                // use binds and swiftc judges.
                let parameters = Dictionary(uniqueKeysWithValues: structure.generics.map { ($0, TypeReference.named("Any", genericArguments: [])) })
                func checked(_ type: TypeSyntax) -> ResolvedType? {
                    guard !parameters.isEmpty else { return symbols.check(type, suggester: suggester, diagnostics: &diagnostics) }
                    _ = symbols.check(TypeSyntax(type.reference.substituting(parameters), at: type.location), suggester: suggester, diagnostics: &diagnostics)
                    return nil
                }
                // A static's value sees the type's statics by name, as Swift's does.
                let statics = structure.fields.filter { $0.isStatic && !$0.isComputed }
                var staticChecker = ExpressionChecker(
                    symbols: symbols, suggester: suggester,
                    members: MemberTable(statics.map { PropertyDecl(kind: .let, name: $0.name, type: $0.type, location: $0.name.location) }),
                    memberTypes: Dictionary(statics.compactMap { field in symbols.resolve(field.type.reference).map { (field.name.name, $0) } }) { first, _ in first }
                )
                staticChecker.selfTypeName = name
                staticChecker.isStaticContext = true
                for field in structure.fields {
                    let type = checked(field.type)
                    guard let initial = field.initial else { continue }
                    if field.isStatic, !statics.isEmpty {
                        swap(&checker.expressionTypes, &staticChecker.expressionTypes)
                        let initialType = staticChecker.infer(initial, locals: nil).type
                        if !structure.isExternal {
                            staticChecker.checkConversion(initial, inferred: initialType, to: type, in: "the initial value of `\(field.name.name)`", locals: nil)
                        }
                        swap(&checker.expressionTypes, &staticChecker.expressionTypes)
                        continue
                    }
                    let initialType = checker.infer(initial, locals: nil).type
                    if !structure.isExternal {
                        checker.checkConversion(initial, inferred: initialType, to: type, in: "the initial value of `\(field.name.name)`", locals: nil)
                    }
                }
                diagnostics.merge(staticChecker.diagnostics)
                for method in structure.methods + structure.initializers {
                    for parameter in method.parameters { _ = checked(parameter.type) }
                    if let returnType = method.returnType { _ = checked(returnType) }
                }
                if !structure.isExternal {
                    for field in structure.fields where field.isStatic && field.initial == nil && !field.isComputed {
                        diagnostics.emit(Catalog.staticWithoutValue(field.name.name, of: name), at: field.name.location, highlights: [SourceRange(field.name.location, length: field.name.name.unicodeScalars.count)])
                    }
                }
                if !structure.isExternal { reportContainingItself(structure, symbols: symbols, diagnostics: &diagnostics) }
                // `Identifiable` wants a `Hashable` id.
                if !structure.isExternal, structure.isIdentifiable,
                   let id = structure.fields.first(where: { $0.name.name == "id" && !$0.isStatic }),
                   let type = symbols.resolve(id.type.reference), TypeCompatibility.isHashable(type, symbols: symbols) == false {
                    diagnostics.emit(
                        Catalog.identifiableIDNotHashable(name, type: type.description), at: id.type.location,
                        highlights: [SourceRange(id.type.location, length: id.type.reference.description.unicodeScalars.count)]
                    )
                }
                diagnostics.merge(checker.diagnostics)
                swap(&checker.expressionTypes, &expressionTypes)
            }
        }
    }

    /// A struct is stored inline, so a field that holds its own struct, directly, through an
    /// optional or through other structs, would make it infinitely large (TRL125). Arrays and
    /// dictionaries hold their elements elsewhere.
    private func reportContainingItself(_ structure: StructDecl, symbols: SymbolTable, diagnostics: inout DiagnosticCollector) {
        func inlineStruct(_ type: ResolvedType?) -> String? {
            switch type {
            case .structure(let name)?: name
            case .optional(let wrapped)?: inlineStruct(wrapped)
            default: nil
            }
        }
        let name = structure.name.name
        for field in structure.fields where !field.isStatic {
            guard var pending = inlineStruct(symbols.resolve(field.type.reference)).map({ [$0] }) else { continue }
            var seen: Set<String> = []
            while let next = pending.popLast() {
                if next == name {
                    diagnostics.emit(
                        Catalog.structContainsItself(name, field: field.name.name), at: field.type.location,
                        highlights: [SourceRange(field.type.location, length: field.type.reference.description.unicodeScalars.count)]
                    )
                    break
                }
                guard seen.insert(next).inserted, let inner = symbols.structs[next], !inner.isExternal else { continue }
                pending += inner.fields.filter { !$0.isStatic }.compactMap { inlineStruct(symbols.resolve($0.type.reference)) }
            }
        }
    }

    /// Which views consume which environment values. A declaration whose wrapper does not fit
    /// its type (rule 8) is left out: it is already an error, and has no provider to find.
    /// A `query`, and an environment value of a type a modifier `provides`, consume that type
    /// (`ModelContext`, which `modelContainer` provides).
}

/// The program after semantic analysis: what code generation and the graph build on.
public struct CheckedProgram: Sendable {
    // Settable here so that an edit of views updates the last program in place (`analyzeViewEdits`).
    public internal(set) var files: [SourceFileSyntax]
    public internal(set) var instantiationGraph: InstantiationGraph
    /// Views no other view instantiates, or marked `root="true"`; sorted.
    public internal(set) var roots: [String]
    public internal(set) var environment: EnvironmentResolver
    var symbols: SymbolTable
    var signatures: [String: ViewSignature]
    var viewExpressionTypes: [String: ExpressionTypeTable]
    /// Models' and structs' initial values.
    var declarationExpressionTypes: ExpressionTypeTable
    /// The `published` properties whose publishers (`model.$name`) the program uses.
    public internal(set) var projectedPublishers: Set<PublishedProperty>

    init(files: [SourceFileSyntax], symbols: SymbolTable, signatures: [String: ViewSignature], instantiationGraph: InstantiationGraph, roots: [String], environment: EnvironmentResolver, viewExpressionTypes: [String: ExpressionTypeTable], declarationExpressionTypes: ExpressionTypeTable, projectedPublishers: Set<PublishedProperty> = []) {
        self.projectedPublishers = projectedPublishers
        self.files = files
        self.symbols = symbols
        self.signatures = signatures
        self.instantiationGraph = instantiationGraph
        self.roots = roots
        self.environment = environment
        self.viewExpressionTypes = viewExpressionTypes
        self.declarationExpressionTypes = declarationExpressionTypes
    }

    /// Declared view names, sorted.
    public var viewNames: [String] { symbols.viewNames }
    public var modelNames: [String] { symbols.modelNames }
    /// The program's own models, without the prelude's (`ModelContext`), sorted.
    public var programModelNames: [String] { symbols.programModelNames.sorted() }
    public var structNames: [String] { symbols.structs.keys.sorted() }
    /// Declared enum names, the prelude's included, sorted.
    public var enumNames: [String] { symbols.enums.keys.sorted() }
    /// The members of `EnvironmentValues` with their types: the prelude's and the program's, sorted.
    public var environmentValueTypes: [(name: String, type: String)] {
        symbols.environmentValues.map { ($0.key, $0.value.type.reference.description) }.sorted { $0.name < $1.name }
    }

    public func view(named name: String) -> ViewDecl? { symbols.views[name] }
    public func model(named name: String) -> ModelDecl? { symbols.models[name] }
    public func structDecl(named name: String) -> StructDecl? { symbols.structs[name] }
    public func enumDecl(named name: String) -> EnumDecl? { symbols.enums[name] }
    /// What the prelude's and the program's `<extension>`s add to a type the program does not
    /// declare itself (`Color`, `CGFloat`, `String`), merged.
    public func extensionMembers(of name: String) -> ExtensionDecl? { symbols.extensionMembers[name] }
    /// The types `<extension>`s add members to, sorted.
    public var extendedTypeNames: [String] { symbols.extensionMembers.keys.sorted() }

    /// The resolved type of a view's property, `nil` when unknown.
    public func type(ofProperty property: String, in view: String) -> ResolvedType? {
        signatures[view]?.propertyTypes[property]
    }

    /// The resolved type of a `<model>` or `<struct>` written as `reference`.
    public func resolve(_ reference: TypeReference) -> ResolvedType? { symbols.resolve(reference) }

    /// The type the checker gave a closure's parameter, where it is declared: a function type's
    /// parameter, an element of `sorted(by:)`; `nil` when it gave none.
    public func closureParameterType(_ name: Identifier, in view: String) -> ResolvedType? {
        let place = ExpressionTypeTable.parameterPlace(of: name)
        return viewExpressionTypes[view]?.type(at: place) ?? declarationExpressionTypes.type(at: place)
    }

    /// Best effort; `nil` means unknown. Expressions seen during analysis (including ones
    /// using `ForEach` items) answer from what was inferred there.
    public func type(of expr: Expr, in view: String) -> ResolvedType? {
        if let known = viewExpressionTypes[view]?.type(at: expr.location) ?? declarationExpressionTypes.type(at: expr.location) {
            return known
        }
        guard let signature = signatures[view] else { return nil }
        // Diagnostics are discarded here: a suggester of its own keeps this query independent of others.
        var checker = ExpressionChecker(
            symbols: symbols, suggester: NameSuggester(symbols: symbols), members: signature.properties, memberTypes: signature.propertyTypes
        )
        return checker.type(of: expr, locals: nil)
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// Resolves names across all files and checks SwiftUI's ownership rules (issue 4)
/// for the whole program at once.
public struct SemanticAnalyzer: Sendable {
    /// Records every body node the checker analyses; for tests.
    let trace: NodeTrace?
    /// The vocabulary declared in Swift that every program sees: SwiftUI's, by default.
    let prelude: [SourceFileSyntax]

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
    public func analyze(files: consuming [SourceFileSyntax], diagnostics: inout DiagnosticCollector) -> CheckedProgram {
        var collector = DiagnosticCollector(limit: diagnostics.limit)
        var symbols = SymbolTable(files: copy files, prelude: prelude, diagnostics: &collector)
        let suggester = NameSuggester(symbols: symbols)
        var expressionTypes = ExpressionTypeTable()
        var viewExpressionTypes: [String: ExpressionTypeTable] = [:]

        checkTypeDeclarations(symbols, suggester: suggester, expressionTypes: &expressionTypes, diagnostics: &collector)

        // Every signature first: call sites check against views declared anywhere.
        var signatures: [String: ViewSignature] = [:]
        signatures.reserveCapacity(symbols.viewNames.count)
        for name in symbols.viewNames {
            let decl = symbols.views[name]!
            let properties = MemberTable(decl.properties)
            var types: [String: ResolvedType] = [:]
            for property in properties.firstDeclarations {
                if property.kind == .environmentValue {
                    if let type = symbols.environmentValueType(of: property, suggester: suggester, diagnostics: &collector) { types[property.name.name] = type }
                    continue
                }
                if let type = symbols.check(property.type, suggester: suggester, diagnostics: &collector) { types[property.name.name] = type }
            }
            for provided in decl.hostProvides where !symbols.isTypeName(provided.name) {
                collector.emit(Catalog.unknownType(provided.name, suggestion: suggester.type(provided.name)), at: provided.location)
            }
            signatures[name] = ViewSignature(decl: decl, properties: properties, propertyTypes: types)
        }

        var instantiations: [Instantiation] = []
        var injections: [EnvironmentInjection] = []
        var passedObjects: [BodyChecker.PropertyKey: [ProgramRules.PassedObject]] = [:]
        var unresolved = UnresolvedContent()
        var resolutions: [String: CallResolutions] = [:]
        for name in symbols.viewNames {
            let signature = signatures[name]!
            var checker = BodyChecker(symbols: symbols, suggester: suggester, signatures: signatures, view: signature, firstInjectionID: injections.count)
            checker.trace = trace
            for property in signature.decl.properties {
                guard let initial = property.initial else { continue }
                let type = checker.expressions.infer(initial, locals: nil).type
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
            for property in signature.uniqueProperties {
                DeclarationRules.check(
                    property, type: signature.propertyTypes[property.name.name],
                    usesProjectedMembers: checker.expressions.projectedObjects.contains(property.name.name),
                    diagnostics: &collector
                )
            }
            unresolved.add(signature.decl.droppedContent + checker.unknownCallSites, in: name)
            unresolved.addRejectedCallSites(checker.viewsInRejectedContent)
            ProgramRules.reportUnreadState(signature, reads: checker.expressions.readProperties, unresolved: unresolved, diagnostics: &collector)
            collector.merge(checker.expressions.diagnostics)
            collector.merge(checker.diagnostics)
            viewExpressionTypes[name] = checker.expressions.expressionTypes
            if !checker.resolutions.isEmpty { resolutions[name] = checker.resolutions }
            instantiations += checker.instantiations
            injections += checker.injections
            for (key, locations) in checker.stateObjectsPassedIn {
                passedObjects[key, default: []] += locations.map { ProgramRules.PassedObject(parent: name, location: $0) }
            }
        }

        let graph = InstantiationGraph(instantiations: instantiations, injections: injections)
        var instantiatedByOthers: Set<String> = []
        for index in graph.instantiations.indices where graph.instantiations[index].parent != graph.instantiations[index].child {
            instantiatedByOthers.insert(graph.instantiations[index].child)
        }
        let roots = symbols.viewNames.filter { symbols.views[$0]!.isRoot || !instantiatedByOthers.contains($0) }
        let environment = EnvironmentResolver(graph: graph, roots: roots, views: symbols.views, consumers: Self.consumers(signatures))

        unresolved.resolveReach(in: graph)
        var rules = ProgramRules(symbols: symbols, signatures: signatures, graph: graph, environment: environment)
        rules.unresolved = unresolved
        rules.reportStateObjectsPassedIn(passedObjects, diagnostics: &collector)
        rules.reportStateObjectsPerRow(diagnostics: &collector)
        rules.reportInitialValuesReadingInputs(diagnostics: &collector)
        let ownInjections = rules.reportMissingEnvironment(diagnostics: &collector)
        rules.reportRecursiveInstantiation(diagnostics: &collector)
        rules.reportUnconsumedInjections(excluding: ownInjections, diagnostics: &collector)
        for name in symbols.viewNames { PresentationRules.reportFlagsNeverSet(in: symbols.views[name]!, diagnostics: &collector) }
        PresentationRules.reportDismissOutsidePresentation(graph: graph, signatures: signatures, viewNames: symbols.viewNames, unresolved: unresolved, diagnostics: &collector)
        ObjectOwnershipRules.reportRowsKeyedByPosition(graph: graph, signatures: signatures, diagnostics: &collector)
        ObjectOwnershipRules.checkAllowances(signatures: signatures, viewNames: symbols.viewNames, injections: graph.injections, diagnostics: &collector)

        // Passes run in a fixed order over sorted names, so this order is already deterministic;
        // the driver sorts everything once for output.
        diagnostics.merge(collector)
        // What code generation and the graph see: every attribute read by its declared type. Each
        // view's syntax tree is dropped from every holder (the files, the symbols, the signatures)
        // once its checked tree is built.
        var checkedFiles = consume files
        if !resolutions.isEmpty {
            for fileIndex in checkedFiles.indices {
                for viewIndex in checkedFiles[fileIndex].views.indices {
                    let name = checkedFiles[fileIndex].views[viewIndex].name.name
                    guard let resolution = resolutions.removeValue(forKey: name) else { continue }
                    let body = resolution.apply(to: checkedFiles[fileIndex].views[viewIndex].body)
                    checkedFiles[fileIndex].views[viewIndex].body = body
                    let decl = checkedFiles[fileIndex].views[viewIndex]
                    guard symbols.views[name]?.location == decl.location else { continue }
                    symbols.replaceViews([name: decl])
                    if let signature = signatures[name] {
                        signatures[name] = ViewSignature(decl: decl, properties: signature.properties, propertyTypes: signature.propertyTypes)
                    }
                }
            }
        }
        return CheckedProgram(
            files: checkedFiles, symbols: symbols, signatures: signatures, instantiationGraph: graph,
            roots: roots, environment: environment, viewExpressionTypes: viewExpressionTypes, declarationExpressionTypes: expressionTypes
        )
    }

    /// Models' and structs' member types and initial values.
    private func checkTypeDeclarations(_ symbols: SymbolTable, suggester: NameSuggester, expressionTypes: inout ExpressionTypeTable, diagnostics: inout DiagnosticCollector) {
        for name in symbols.models.keys.sorted() where !symbols.preludeNames.contains(name) {
            let model = symbols.models[name]!
            let members = MemberTable(model.properties.map { PropertyDecl(kind: .let, name: $0.name, type: $0.type, location: $0.location) })
            var types: [String: ResolvedType] = [:]
            for property in members.firstDeclarations {
                if let type = symbols.check(property.type, suggester: suggester, diagnostics: &diagnostics) { types[property.name.name] = type }
            }
            for method in model.methods {
                for parameter in method.parameters { _ = symbols.check(parameter.type, suggester: suggester, diagnostics: &diagnostics) }
                if let returnType = method.returnType { _ = symbols.check(returnType, suggester: suggester, diagnostics: &diagnostics) }
            }
            var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: members, memberTypes: types)
            var judged: Set<String> = []
            for property in model.properties {
                guard let initial = property.initial else { continue }
                let type = checker.infer(initial, locals: nil).type
                guard !model.isExternal, members[property.name.name]?.location == property.location, judged.insert(property.name.name).inserted else { continue }
                checker.checkConversion(initial, inferred: type, to: types[property.name.name], in: "the initial value of `\(property.name.name)`", locals: nil)
            }
            diagnostics.merge(checker.diagnostics)
            expressionTypes.merge(checker.expressionTypes)
        }
        for name in symbols.structs.keys.sorted() where !symbols.preludeNames.contains(name) {
            let structure = symbols.structs[name]!
            var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: .empty, memberTypes: [:])
            for field in structure.fields {
                let type = symbols.check(field.type, suggester: suggester, diagnostics: &diagnostics)
                if let initial = field.initial {
                    let initialType = checker.infer(initial, locals: nil).type
                    if !structure.isExternal {
                        checker.checkConversion(initial, inferred: initialType, to: type, in: "the initial value of `\(field.name.name)`", locals: nil)
                    }
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
            expressionTypes.merge(checker.expressionTypes)
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
    private static func consumers(_ signatures: [String: ViewSignature]) -> [EnvironmentKey: [String: PropertyDecl]] {
        var consumers: [EnvironmentKey: [String: PropertyDecl]] = [:]
        for name in signatures.keys.sorted() {
            let signature = signatures[name]!
            for property in signature.uniqueProperties {
                guard case .model(let typeName, let kind)? = signature.propertyTypes[property.name.name] else { continue }
                let channel: EnvironmentChannel
                switch (property.kind, kind) {
                case (.environmentObject, .observableObject): channel = .environmentObject
                case (.environment, .observable): channel = .environment
                default: continue
                }
                let key = EnvironmentKey(channel: channel, typeName: typeName)
                // One declaration per view is enough to make it a consumer.
                if consumers[key]?[name] == nil { consumers[key, default: [:]][name] = property }
            }
        }
        return consumers
    }
}

/// The program after semantic analysis: what code generation and the graph build on.
public struct CheckedProgram: Sendable {
    public let files: [SourceFileSyntax]
    public let instantiationGraph: InstantiationGraph
    /// Views no other view instantiates, or marked `root="true"`; sorted.
    public let roots: [String]
    public let environment: EnvironmentResolver
    let symbols: SymbolTable
    let signatures: [String: ViewSignature]
    let viewExpressionTypes: [String: ExpressionTypeTable]
    /// Models' and structs' initial values.
    let declarationExpressionTypes: ExpressionTypeTable

    init(files: [SourceFileSyntax], symbols: SymbolTable, signatures: [String: ViewSignature], instantiationGraph: InstantiationGraph, roots: [String], environment: EnvironmentResolver, viewExpressionTypes: [String: ExpressionTypeTable], declarationExpressionTypes: ExpressionTypeTable) {
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
    public var modelNames: [String] { symbols.models.keys.sorted() }
    public var structNames: [String] { symbols.structs.keys.sorted() }

    public func view(named name: String) -> ViewDecl? { symbols.views[name] }
    public func model(named name: String) -> ModelDecl? { symbols.models[name] }
    public func structDecl(named name: String) -> StructDecl? { symbols.structs[name] }

    /// The resolved type of a view's property, `nil` when unknown.
    public func type(ofProperty property: String, in view: String) -> ResolvedType? {
        signatures[view]?.propertyTypes[property]
    }

    /// The resolved type of a `<model>` or `<struct>` written as `reference`.
    public func resolve(_ reference: TypeReference) -> ResolvedType? { symbols.resolve(reference) }

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

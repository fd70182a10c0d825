import TrellisDiagnostics
import TrellisSyntax

/// Declared enums in expressions and patterns: their cases where the enum is expected
/// (`.loading`, `.loaded(items)`), their static members (`Filter.allCases`), `rawValue` and
/// `id`, and whether a `switch` covers every case (TRL170).
extension ExpressionChecker {
    /// `value.rawValue`, `value.id`: the members Swift gives an enum from its conformances.
    mutating func enumInstanceMemberType(_ declaration: EnumDecl, name: String, at location: SourceLocation, reportMissing: Bool) -> ResolvedType? {
        let selfType = ResolvedType.enumeration(declaration.name.name)
        let rawType = declaration.rawType.flatMap { symbols.resolve($0.reference) }
        var candidates: [String] = []
        if declaration.rawType != nil {
            candidates.append("rawValue")
            if name == "rawValue" { return rawType }
        }
        if declaration.isIdentifiable, !declaration.declaresOwnID {
            candidates.append("id")
            if name == "id" { return declaration.rawType == nil ? selfType : rawType }
        }
        if let property = declaration.properties.first(where: { !$0.isStatic && $0.name.name == name }) {
            return symbols.resolve(property.type.reference)
        }
        // A method's call is typed where it is called.
        if declaration.methods.contains(where: { !$0.isStatic && $0.name.name == name }) { return nil }
        candidates += declaration.properties.filter { !$0.isStatic }.map(\.name.name) + declaration.methods.filter { !$0.isStatic }.map(\.name.name)
        if reportMissing {
            diagnostics.emit(
                Catalog.unknownMember(name, of: declaration.name.name, suggestion: suggester.among(candidates, closestTo: name)),
                at: location, highlights: [SourceRange(location, length: name.count)]
            )
        }
        return nil
    }

    /// `Filter.all`, `Filter.allCases`: a case without associated values, or `allCases` of a
    /// `CaseIterable` enum. A case with values is a function, whose call `enumCall` types.
    mutating func enumStaticMemberType(_ declaration: EnumDecl, name: String, at location: SourceLocation) -> ResolvedType? {
        let selfType = ResolvedType.enumeration(declaration.name.name)
        if let enumCase = declaration.enumCase(named: name) {
            return enumCase.associatedValues.isEmpty ? selfType : nil
        }
        if declaration.isCaseIterable, name == "allCases" { return .array(selfType) }
        if let property = declaration.properties.first(where: { $0.isStatic && $0.name.name == name }) {
            return symbols.resolve(property.type.reference)
        }
        if declaration.methods.contains(where: { $0.isStatic && $0.name.name == name }) { return nil }
        var candidates = declaration.cases.map(\.name.name)
        if declaration.isCaseIterable { candidates.append("allCases") }
        candidates += declaration.properties.filter(\.isStatic).map(\.name.name) + declaration.methods.filter(\.isStatic).map(\.name.name)
        diagnostics.emit(
            Catalog.unknownMember(name, of: declaration.name.name, suggestion: suggester.among(candidates, closestTo: name)),
            at: location, highlights: [SourceRange(location, length: name.count)]
        )
        return nil
    }

    /// `.name` or `.name(values)` where a value of enum `declaration` is expected: the case must
    /// exist (TRL105), be given its associated values (TRL174) in number (TRL171), each of its type.
    mutating func checkCaseExpression(_ expr: Expr, of declaration: EnumDecl, locals: LocalScope?) {
        let typeName = declaration.name.name
        var name: String
        var arguments: [CallArgument]?
        var nameLocation = expr.location.advanced(byColumns: 1)
        var callee: Expr?
        switch expr.kind {
        case .implicitMember(let member):
            name = member
        case .call(let calleeExpr, let callArguments):
            guard case .implicitMember(let member) = calleeExpr.kind else { return }
            name = member
            arguments = callArguments
            callee = calleeExpr
            nameLocation = calleeExpr.location.advanced(byColumns: 1)
        case .parenthesized(let inner):
            return checkCaseExpression(inner, of: declaration, locals: locals)
        case .ternary(_, let then, let otherwise):
            checkCaseExpression(then, of: declaration, locals: locals)
            checkCaseExpression(otherwise, of: declaration, locals: locals)
            return
        default:
            return
        }
        // `.init(number: 2)`: an initializer the enum declares, checked as `Mode(number: 2)` is.
        if name == "init", let arguments, let callee,
           !(declaration.rawType != nil && arguments.count == 1 && arguments[0].label == "rawValue"),
           case let initializers = declaredInitializers(of: typeName), !initializers.isEmpty {
            let argumentTypes = arguments.map { type(of: $0.value, locals: locals) }
            checkInitializerCall(initializers, typeName: typeName, callee: callee, arguments: arguments, argumentTypes: argumentTypes, locals: locals)
            return
        }
        if name == "init", declaration.rawType != nil { return }
        // `.standard`, `.named("x")`: a static member the enum declares, which Swift finds as it finds a case.
        if declaration.enumCase(named: name) == nil {
            if arguments == nil, declaration.properties.contains(where: { $0.isStatic && $0.name.name == name }) { return }
            if arguments != nil, declaration.methods.contains(where: { $0.isStatic && $0.name.name == name }) { return }
        }
        guard let enumCase = declaration.enumCase(named: name) else {
            // `.allCases` is no value of the enum; any other static member would have to be declared.
            diagnostics.emit(
                Catalog.unknownMember(name, of: typeName, suggestion: suggester.among(declaration.cases.map(\.name.name), closestTo: name)),
                at: nameLocation, highlights: [SourceRange(nameLocation, length: name.count)]
            )
            return
        }
        let values = enumCase.associatedValues
        guard let arguments else {
            if !values.isEmpty {
                diagnostics.emit(Catalog.caseNeedsAssociatedValues(name, of: typeName, count: values.count), at: nameLocation)
            }
            return
        }
        guard arguments.count == values.count else {
            diagnostics.emit(Catalog.casePatternArity(name, of: typeName, expected: values.count, given: arguments.count), at: nameLocation)
            return
        }
        for (argument, value) in zip(arguments, values) {
            let label = value.label.map { "associated value `\($0)`" } ?? "the associated value"
            checkConversion(argument.value, to: symbols.resolve(value.type.reference), in: "\(label) of `.\(name)`", locals: locals)
        }
    }

    /// The enum a value of `type` belongs to, seen through optionals.
    func declaredEnum(_ type: ResolvedType?) -> EnumDecl? {
        switch type?.unwrappingOptional {
        case .enumeration(let name)?: return symbols.enums[name]
        case .builtin(let name, let arguments)?: return StandardLibrary.shared.enumeration(name, arguments: arguments)
        default: return nil
        }
    }

    /// A case pattern over enum `declaration`: binds its associated values with their types.
    /// Returns the scope after the pattern and the case it names, when it names one.
    mutating func bindCasePattern(_ name: String, arguments: [Pattern]?, at location: SourceLocation, of declaration: EnumDecl, locals: LocalScope?, bind: (inout Self, Pattern, ResolvedType?, LocalScope?) -> LocalScope?) -> (scope: LocalScope?, matched: EnumDecl.Case?) {
        let typeName = declaration.name.name
        guard let enumCase = declaration.enumCase(named: name) else {
            diagnostics.emit(
                Catalog.unknownMember(name, of: typeName, suggestion: suggester.among(declaration.cases.map(\.name.name), closestTo: name)),
                at: location, highlights: [SourceRange(location, length: name.count)]
            )
            var scope = locals
            for argument in arguments ?? [] { scope = bind(&self, argument, nil, scope) }
            return (scope, nil)
        }
        let values = enumCase.associatedValues
        guard let arguments else { return (locals, enumCase) }
        guard arguments.count == values.count else {
            diagnostics.emit(Catalog.casePatternArity(name, of: typeName, expected: values.count, given: arguments.count), at: location)
            var scope = locals
            for argument in arguments { scope = bind(&self, argument, nil, scope) }
            return (scope, enumCase)
        }
        var scope = locals
        for (argument, value) in zip(arguments, values) {
            scope = bind(&self, argument, symbols.resolve(value.type.reference), scope)
        }
        return (scope, enumCase)
    }

    /// Whether a case pattern matches every value of its case: its associated values are only
    /// bound or ignored.
    static func isIrrefutable(_ arguments: [Pattern]?) -> Bool {
        (arguments ?? []).allSatisfy { argument in
            switch argument {
            case .wildcard, .binding: true
            case .tuple(let elements): elements.allSatisfy(ExpressionChecker.matchesAnything)
            case .enumCase, .expression, .qualified, .cast, .isType: false
            }
        }
    }

    /// Records the enum case a pattern covers whole; a pattern of a case an earlier one covered
    /// is never matched, which swiftc warns about (TRL177).
    mutating func noteCase(_ item: SwitchCase.Item, over subjectType: ResolvedType?, coveredCases: inout Set<String>) {
        // `Load.idle` covers what `.idle` does.
        var pattern = item.pattern
        if case .qualified(_, let inner) = pattern { pattern = inner }
        guard case .enumCase(let name, let arguments, let location) = pattern, let subjectType, !subjectType.isOptional,
              declaredEnum(subjectType)?.enumCase(named: name) != nil else { return }
        if coveredCases.contains(name) {
            diagnostics.emit(Catalog.caseAlreadyHandled(name), at: location, highlights: [SourceRange(location, length: name.count)])
            return
        }
        if item.guardExpression == nil, Self.isIrrefutable(arguments) { coveredCases.insert(name) }
    }

    /// A `default` after cases that cover every case of a declared enum is never run, which
    /// swiftc warns about (TRL176).
    mutating func reportDefaultNeverRun(over subjectType: ResolvedType?, coversEverything: Bool, coveredCases: Set<String>, at location: SourceLocation) {
        guard let subjectType, !subjectType.isOptional, let declaration = declaredEnum(subjectType) else { return }
        if coversEverything || declaration.cases.allSatisfy({ coveredCases.contains($0.name.name) }) {
            diagnostics.emit(Catalog.defaultNeverRun(declaration.name.name), at: location)
        }
    }

    /// TRL170 when the cases of a `switch` over a declared enum, without `default`, leave some out.
    mutating func reportMissingCases(of declaration: EnumDecl, covered: Set<String>, at location: SourceLocation) {
        let missing = declaration.cases.map(\.name.name).filter { !covered.contains($0) }
        guard !missing.isEmpty else { return }
        diagnostics.emit(Catalog.switchMissesCases(declaration.name.name, missing: missing), at: location)
    }
}

extension SemanticAnalyzer {
    /// The types of enums' associated values and raw values, and the conformances Swift can
    /// synthesize for them (TRL172, TRL173).
    func checkEnumDeclarations(_ symbols: SymbolTable, suggester: NameSuggester, expressionTypes: inout ExpressionTypeTable, diagnostics: inout DiagnosticCollector, checks: DeclarationChecks? = nil) {
        for name in symbols.programEnumNames {
            let written = symbols.enums[name]!
            checkDeclaration("enum " + name, written, checks: checks, symbols: symbols, expressionTypes: &expressionTypes, diagnostics: &diagnostics) { symbols, expressionTypes, diagnostics in
                let declaration = written.typeParametersReadAsAny
                var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: .empty, memberTypes: [:])
                let rawType = declaration.rawType.flatMap { symbols.check($0, suggester: suggester, diagnostics: &diagnostics) }
                for property in declaration.properties { _ = symbols.check(property.type, suggester: suggester, diagnostics: &diagnostics) }
                for method in declaration.methods {
                    for parameter in method.parameters { _ = symbols.check(parameter.type, suggester: suggester, diagnostics: &diagnostics) }
                    if let returnType = method.returnType { _ = symbols.check(returnType, suggester: suggester, diagnostics: &diagnostics) }
                }
                for enumCase in declaration.cases {
                    for value in enumCase.associatedValues { _ = symbols.check(value.type, suggester: suggester, diagnostics: &diagnostics) }
                    if let rawValue = enumCase.rawValue {
                        let type = checker.infer(rawValue, locals: nil).type
                        if declaration.rawType == nil {
                            diagnostics.emit(Catalog.rawValueWithoutRawType(enumCase.name.name, of: name), at: rawValue.location)
                        } else if !declaration.isExternal {
                            checker.checkConversion(rawValue, inferred: type, to: rawType, in: "the raw value of `\(enumCase.name.name)`", locals: nil)
                        }
                    }
                }
                // Swift synthesizes these only for cases without associated values.
                if let withValues = declaration.cases.first(where: { !$0.associatedValues.isEmpty }) {
                    var conformances: [String] = []
                    if declaration.rawType != nil { conformances.append("given a `rawType`") }
                    if declaration.isCaseIterable { conformances.append("`caseIterable`") }
                    if declaration.isIdentifiable && !declaration.isExternal && !declaration.declaresOwnID { conformances.append("`identifiable` (its `id` is the case itself)") }
                    for conformance in conformances {
                        diagnostics.emit(
                            Catalog.enumConformanceNeedsPlainCases(name, conformance: conformance, caseName: withValues.name.name),
                            at: withValues.name.location, highlights: [SourceRange(withValues.name.location, length: withValues.name.name.count)]
                        )
                    }
                }
                diagnostics.merge(checker.diagnostics)
                expressionTypes.merge(checker.expressionTypes)
            }
        }
    }
}

extension EnumDecl {
    /// A generic enum as its own declaration is checked, `enum Loadable<T>`: each type parameter
    /// read as `Any`, a type each use binds and swiftc judges (as a generic struct's fields are).
    var typeParametersReadAsAny: EnumDecl {
        guard !generics.isEmpty else { return self }
        let bound = Dictionary(generics.map { ($0, TypeReference.named("Any", genericArguments: [])) }, uniquingKeysWith: { first, _ in first })
        func substituted(_ type: TypeSyntax) -> TypeSyntax { TypeSyntax(type.reference.substituting(bound), at: type.location) }
        var copy = self
        for index in copy.cases.indices {
            for value in copy.cases[index].associatedValues.indices {
                copy.cases[index].associatedValues[value].type = substituted(copy.cases[index].associatedValues[value].type)
            }
        }
        for index in copy.properties.indices { copy.properties[index].type = substituted(copy.properties[index].type) }
        for index in copy.methods.indices {
            for parameter in copy.methods[index].parameters.indices {
                copy.methods[index].parameters[parameter].type = substituted(copy.methods[index].parameters[parameter].type)
            }
            copy.methods[index].returnType = copy.methods[index].returnType.map(substituted)
        }
        for index in copy.code.indices {
            for parameter in copy.code[index].parameters.indices {
                copy.code[index].parameters[parameter].type = copy.code[index].parameters[parameter].type.map(substituted)
            }
            copy.code[index].returnType = copy.code[index].returnType.map(substituted)
        }
        return copy
    }
}

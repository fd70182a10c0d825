import TrellisDiagnostics
import TrellisSyntax

/// Swift's `var tintColor = Theme.shared.tintColor` in a generated model or struct (or an enum's
/// `static let`): a property written
/// without `type` takes the type of its initial value, read from the declarations as the checker
/// reads any expression, and is then declared, checked and generated as if it were written.
/// A value whose type the declarations do not tell (`.blue`, `[]`) is one TRL136 asking for
/// `type`, and the property is still declared, without a type, so its uses draw nothing more.
struct InferredPropertyTypes {
    let prelude: [SourceFileSyntax]
    let limit: Int?

    static func hasInferredTypes(_ files: [SourceFileSyntax]) -> Bool {
        files.contains { file in
            file.models.contains { model in model.properties.contains(where: \.isTypeInferred) || model.staticProperties.contains(where: \.isTypeInferred) }
                || file.structs.contains { $0.fields.contains(where: \.isTypeInferred) }
                || file.enums.contains { $0.properties.contains(where: \.isTypeInferred) }
                || file.views.contains { $0.properties.contains(where: isPendingState) }
        }
    }

    /// `@State private var selection = Tab.today`, `@AppStorage("hour") var hour = Self.defaultHour`:
    /// a view's own value written without `type`, whose value the builder could not type alone.
    static func isPendingState(_ property: PropertyDecl) -> Bool {
        property.isTypeInferred && property.type.reference == .unwritten && property.initial != nil
    }

    /// Writes each inferred type into `files` and returns the symbols of the files so written,
    /// with their diagnostics in `collector` (which is replaced). A property whose value reads
    /// another inferred one waits for it: each round infers what the last made known.
    func infer(in files: inout [SourceFileSyntax], symbols: SymbolTable, collector: inout DiagnosticCollector) -> SymbolTable {
        var symbols = symbols
        while true {
            let (written, failures) = round(&files, symbols: symbols)
            if written == 0 {
                for failure in failures { collector.emit(failure.message, at: failure.location, highlights: failure.highlights) }
                return symbols
            }
            collector = DiagnosticCollector(limit: limit)
            symbols = SymbolTable(files: copy files, prelude: prelude, diagnostics: &collector)
        }
    }

    /// A TRL136, reported once the rounds know no more.
    struct Failure {
        var message: DiagnosticMessage
        var location: SourceLocation
        var highlights: [SourceRange]
    }

    private func round(_ files: inout [SourceFileSyntax], symbols: SymbolTable) -> (written: Int, failures: [Failure]) {
        let suggester = NameSuggester(symbols: symbols)
        var written = 0
        var failures: [Failure] = []
        for fileIndex in files.indices {
            for modelIndex in files[fileIndex].models.indices {
                let model = files[fileIndex].models[modelIndex]
                let isPending = { (property: ModelProperty) in property.isTypeInferred && property.type.reference == .unwritten }
                guard model.properties.contains(where: isPending) || model.staticProperties.contains(where: isPending) else { continue }
                let members = MemberTable(model.properties.map { PropertyDecl(kind: .let, name: $0.name, type: $0.type, location: $0.location) })
                var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: members, memberTypes: [:])
                checker.selfTypeName = model.name.name
                func inferred(_ property: ModelProperty) -> ModelProperty? {
                    guard property.isTypeInferred, property.type.reference == .unwritten, let initial = property.initial else { return nil }
                    let inference = Self.inference(of: initial, for: property.name.name, checker: &checker)
                    if let failure = inference.failure { failures.append(failure) }
                    guard let reference = inference.type?.written else { return nil }
                    var typed = property
                    typed.type = TypeSyntax(reference, at: initial.location)
                    written += 1
                    return typed
                }
                for index in model.properties.indices {
                    if let typed = inferred(model.properties[index]) { files[fileIndex].models[modelIndex].properties[index] = typed }
                }
                for index in model.staticProperties.indices {
                    if let typed = inferred(model.staticProperties[index]) { files[fileIndex].models[modelIndex].staticProperties[index] = typed }
                }
            }
            // A view's own values, whose initial values see the view's statics only, as Swift's
            // property initializers do.
            for viewIndex in files[fileIndex].views.indices {
                let view = files[fileIndex].views[viewIndex]
                guard view.properties.contains(where: Self.isPendingState) else { continue }
                let statics = view.properties.filter(\.isStatic)
                // A static's own type may be inferred too (`static let columns = 2`), from the
                // statics before it; its errors are reported where the view's signature reads it.
                var staticTypes: [String: ResolvedType] = [:]
                for property in statics where staticTypes[property.name.name] == nil {
                    if let type = symbols.resolve(property.type.reference) {
                        staticTypes[property.name.name] = type
                    } else if property.type.reference == .unwritten, let initial = property.initial {
                        var staticChecker = ExpressionChecker(symbols: symbols, suggester: suggester, members: MemberTable(statics), memberTypes: staticTypes)
                        staticChecker.viewTypeName = view.name.name
                        staticChecker.isStaticContext = true
                        if let type = staticChecker.infer(initial, locals: nil).type { staticTypes[property.name.name] = type }
                    }
                }
                var checker = ExpressionChecker(symbols: symbols, suggester: suggester, members: MemberTable(statics), memberTypes: staticTypes)
                checker.viewTypeName = view.name.name
                checker.isStaticContext = true
                for index in view.properties.indices where Self.isPendingState(view.properties[index]) {
                    guard let initial = view.properties[index].initial else { continue }
                    let inference = Self.inference(of: initial, for: view.properties[index].name.name, checker: &checker)
                    // `let timer = Timer.publish(…).autoconnect()`: a constant is generated as
                    // written, its type left to swiftc, which judges its uses.
                    if let failure = inference.failure, view.properties[index].kind != .let || Self.namesNoType(initial) { failures.append(failure) }
                    guard let reference = inference.type?.written else { continue }
                    files[fileIndex].views[viewIndex].properties[index].type = TypeSyntax(reference, at: initial.location)
                    written += 1
                }
            }
            // A struct's `var`s and `let`s, and an enum's statics, by the same rule.
            for structIndex in files[fileIndex].structs.indices {
                let declaration = files[fileIndex].structs[structIndex]
                guard declaration.fields.contains(where: Self.isPending) else { continue }
                let fields = inferredFields(declaration.fields, of: declaration.name.name, symbols: symbols, suggester: suggester, written: &written, failures: &failures)
                files[fileIndex].structs[structIndex].fields = fields
            }
            for enumIndex in files[fileIndex].enums.indices {
                let declaration = files[fileIndex].enums[enumIndex]
                guard declaration.properties.contains(where: Self.isPending) else { continue }
                let properties = inferredFields(declaration.properties, of: declaration.name.name, symbols: symbols, suggester: suggester, written: &written, failures: &failures)
                files[fileIndex].enums[enumIndex].properties = properties
            }
        }
        return (written, failures)
    }

    /// Whether Swift too finds no type in `value`: a member without its type (`.yellow`,
    /// `.leading.opacity(0.5)`, `.init()`), `nil` or an empty `[]`, which need a type written beside them.
    static func namesNoType(_ value: Expr) -> Bool {
        switch value.kind {
        case .implicitMember, .nilLiteral: true
        case .arrayLiteral(let elements): elements.isEmpty
        case .dictionaryLiteral(let elements): elements.isEmpty
        case .member(let base, _, _), .call(let base, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base): namesNoType(base)
        default: false
        }
    }

    private static func isPending(_ field: StructDecl.Field) -> Bool {
        field.isTypeInferred && field.type.reference == .unwritten
    }

    /// `fields` with each pending type read from its value. A `static`'s value sees the type's
    /// statics by name, as Swift's does; an instance property's value sees no instance member.
    private func inferredFields(_ fields: [StructDecl.Field], of typeName: String, symbols: SymbolTable, suggester: NameSuggester, written: inout Int, failures: inout [Failure]) -> [StructDecl.Field] {
        let statics = MemberTable(fields.filter(\.isStatic).map { PropertyDecl(kind: .let, name: $0.name, type: $0.type, location: $0.name.location) })
        let staticTypes = Dictionary(fields.filter(\.isStatic).compactMap { field in symbols.resolve(field.type.reference).map { (field.name.name, $0) } }) { first, _ in first }
        var staticChecker = ExpressionChecker(symbols: symbols, suggester: suggester, members: statics, memberTypes: staticTypes)
        staticChecker.selfTypeName = typeName
        var instanceChecker = ExpressionChecker(symbols: symbols, suggester: suggester, members: MemberTable([]), memberTypes: [:])
        instanceChecker.selfTypeName = typeName
        var result = fields
        for index in fields.indices where Self.isPending(fields[index]) {
            guard let initial = fields[index].initial else { continue }
            let name = fields[index].name.name
            let inference = fields[index].isStatic
                ? Self.inference(of: initial, for: name, checker: &staticChecker)
                : Self.inference(of: initial, for: name, checker: &instanceChecker)
            if let failure = inference.failure { failures.append(failure) }
            if let reference = inference.type?.written {
                result[index].type = TypeSyntax(reference, at: initial.location)
                written += 1
            }
        }
        return result
    }

    /// What a property's value tells of its type: the type and its spelling on a stored property,
    /// or, where it tells none, the TRL136 asking for `type`. A value with an error of its own
    /// gets neither: it is reported as that error.
    static func inference(of initial: Expr, for name: String, checker: inout ExpressionChecker) -> (type: (resolved: ResolvedType, written: TypeReference)?, failure: Failure?) {
        let before = checker.diagnostics.diagnostics.count
        if let type = checker.infer(initial, locals: nil).type, let written = writtenType(type) { return ((type, written), nil) }
        guard checker.diagnostics.diagnostics.count == before else { return (nil, nil) }
        let value = ExpressionText.render(initial)
        return (nil, Failure(
            message: Catalog.propertyTypeNotInferred(name, value: value),
            location: initial.location, highlights: [SourceRange(initial.location, length: value.unicodeScalars.count)]
        ))
    }

    /// The type as it may be written on a stored property; `nil` for what is no stored
    /// property's type (a metatype, `some View`, `Void`) or what the checker only approximates
    /// (`Any`).
    static func writtenType(_ type: ResolvedType) -> TypeReference? {
        switch type {
        case .builtin(let name, let arguments):
            guard !["Metatype", "Any", "View", "Void", "Never", "Error"].contains(name), name.first?.isLetter == true,
                  name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            else { return nil }
            var written: [TypeReference] = []
            for argument in arguments {
                guard let argument = writtenType(argument) else { return nil }
                written.append(argument)
            }
            return .named(name, genericArguments: written)
        case .model(let name, _), .structure(let name), .enumeration(let name):
            return .named(name, genericArguments: [])
        case .optional(let wrapped):
            return writtenType(wrapped).map { .optional($0) }
        case .array(let element):
            return writtenType(element).map { .array($0) }
        case .dictionary(let key, let value):
            guard let key = writtenType(key), let value = writtenType(value) else { return nil }
            return .dictionary(key: key, value: value)
        case .binding(let value):
            return writtenType(value).map { .named("Binding", genericArguments: [$0]) }
        case .existential(let name):
            return .existential(name)
        }
    }
}

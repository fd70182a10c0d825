import TrellisDiagnostics
import TrellisSyntax

/// Members of the standard types, looked up in `StandardLibrary` (the prelude's `Standard.xml`):
/// an undeclared member is TRL260, a call whose labels fit no declared form TRL261.
extension ExpressionChecker {
    /// What a lookup on a standard type found: `nil` from these functions means the type has no
    /// declared interface, and its members stay unchecked.
    enum StandardLookup {
        case type(ResolvedType?)
    }

    /// `name.count`: the declared field's type, its type parameters bound to `type`'s arguments.
    mutating func standardInstanceMember(_ type: ResolvedType, name: String, at location: SourceLocation, reportMissing: Bool) -> StandardLookup? {
        guard let found = StandardLibrary.shared.interface(of: type) else { return nil }
        let (interface, arguments) = found
        if case .found(let member) = extensionMember(of: interface.name, name: name, isStatic: false) { return .type(member) }
        if let field = interface.fields[name] {
            return .type(symbols.resolve(field.type.reference, substituting: interface.substitutions(arguments)))
        }
        // A method named without a call is a function value, which the checker does not type.
        if interface.methods[name] != nil { return .type(nil) }
        if reportMissing {
            reportStandardMember(name, of: type.description, described: interface.name, isStatic: false, candidates: interface.instanceNames + extensionNames(of: interface.name, isStatic: false), at: location)
        }
        return .type(nil)
    }

    /// The names an `<extension>` adds to a standard type, for suggestions.
    func extensionNames(of typeName: String, isStatic: Bool) -> [String] {
        guard let extended = symbols.extensionMembers[typeName] else { return [] }
        return extended.fields.filter { $0.isStatic == isStatic }.map(\.name.name) + extended.methods.filter { $0.isStatic == isStatic }.map(\.name.name)
    }

    /// `Double.pi`: a static field of a standard type.
    mutating func standardStaticMember(_ typeName: String, name: String, at location: SourceLocation) -> StandardLookup? {
        guard let interface = StandardLibrary.shared.types[typeName] else { return nil }
        if case .found(let member) = extensionMember(of: typeName, name: name, isStatic: true) { return .type(member) }
        if let field = interface.staticFields[name] { return .type(symbols.resolve(field.type.reference)) }
        if interface.staticMethods[name] != nil { return .type(nil) }
        reportStandardMember(name, of: typeName, described: typeName, isStatic: true, candidates: interface.staticNames + extensionNames(of: typeName, isStatic: true), at: location)
        return .type(nil)
    }

    /// `names.contains("Ana")`, `Int.random(in: 1...6)`: the overload whose labels fit the call,
    /// its arguments checked against the parameter types; the result is the declared return type.
    mutating func standardMethodCall(
        on type: ResolvedType?, staticOf typeName: String? = nil, name: String, arguments: [CallArgument], argumentTypes: [ResolvedType?],
        at location: SourceLocation, locals: LocalScope?, callee: Expr? = nil
    ) -> StandardLookup? {
        let interface: StandardLibrary.TypeInterface
        var typeArguments: [ResolvedType?] = []
        if let typeName {
            guard let found = StandardLibrary.shared.types[typeName] else { return nil }
            interface = found
        } else {
            guard let type, let found = StandardLibrary.shared.interface(of: type) else { return nil }
            interface = found.0
            typeArguments = found.1
        }
        let isStatic = typeName != nil
        let ownerName = typeName ?? type?.description ?? interface.name
        // A method the program's `<extension>` adds.
        let extended = symbols.extensionMembers[interface.name]?.methods.filter { $0.isStatic == isStatic && $0.name.name == name } ?? []
        if !extended.isEmpty {
            guard let method = chooseOverload(extended, name: name, owner: ownerName, arguments: arguments, at: location) else { return .type(nil) }
            return .type(checkDeclaredMethodCall(method, callee: callee ?? Expr(.identifier(name), at: location), arguments: arguments, argumentTypes: argumentTypes, at: location, locals: locals))
        }
        guard let overloads = (isStatic ? interface.staticMethods : interface.methods)[name] else {
            let field = isStatic ? interface.staticFields[name] : interface.fields[name]
            if let field {
                // `text.count()`: a property, not a method.
                diagnostics.emit(
                    Catalog.propertyCalled(name, of: ownerName, type: field.type.reference.description),
                    at: location, highlights: [SourceRange(location, length: name.unicodeScalars.count)]
                )
            } else {
                reportStandardMember(name, of: ownerName, described: interface.name, isStatic: isStatic, candidates: (isStatic ? interface.staticNames : interface.instanceNames) + extensionNames(of: interface.name, isStatic: isStatic), at: location)
            }
            return .type(nil)
        }
        let fitting = overloads.compactMap { method in Self.match(arguments, to: method).map { (method, $0) } }
        // Overloads with the same labels (`contains(_:)` of a `String` or a `Character`): the
        // first whose parameter types take the arguments; failing all, the first, reported.
        let bound = interface.substitutions(typeArguments)
        let typed = fitting.count > 1 ? fitting.first { candidate in
            var silent = silentCopy()
            for (argumentIndex, parameterIndex) in candidate.1.enumerated() {
                guard let expected = symbols.resolve(candidate.0.parameters[parameterIndex].type.reference, substituting: bound) else { continue }
                let actual = argumentTypes[argumentIndex]
                if actual == expected { continue }
                // A type the checker does not judge fits only a value of exactly that type.
                guard actual == nil || TypeCompatibility.judges(expected) else { return false }
                silent.checkConversion(arguments[argumentIndex].value, inferred: actual, to: expected, in: "", locals: locals)
            }
            return silent.diagnostics.diagnostics.isEmpty
        } : nil
        guard let chosen = typed ?? fitting.first else {
            // A form of the method the prelude does not declare may take the call: Swift judges it.
            if Self.swiftMayTake(arguments, name: name, of: interface.name, besides: overloads) { return .type(nil) }
            diagnostics.emit(
                Catalog.noOverloadForLabels(Self.callSignature(name, arguments), of: ownerName, candidates: overloads.map(\.signature)),
                at: location, highlights: [SourceRange(location, length: name.unicodeScalars.count)]
            )
            return .type(nil)
        }
        let (method, matched) = chosen
        for (argumentIndex, parameterIndex) in matched.enumerated() {
            let parameter = method.parameters[parameterIndex]
            guard let expected = symbols.resolve(parameter.type.reference, substituting: bound) else { continue }
            let label = parameter.label.map { "argument `\($0)`" } ?? "the argument"
            checkConversion(arguments[argumentIndex].value, inferred: argumentTypes[argumentIndex], to: expected, in: "\(label) of `\(name)`", locals: locals)
        }
        // `result.get()` throws: the call needs `try`, where errors are handled.
        if let callee, method.isAsync || method.isThrowing { checkEffects(of: method, call: callee, at: location) }
        guard let returnType = method.returnType else { return .type(.void) }
        return .type(symbols.resolve(returnType.reference, substituting: bound))
    }

    /// For each argument, the parameter it fills, or `nil` when the labels fit no reading of
    /// the declaration: parameters in order, those with defaults may be left out, and a
    /// trailing closure fills a function parameter whatever its label.
    static func match(_ arguments: [CallArgument], to method: MethodDecl) -> [Int]? {
        var filled: [Int] = []
        var parameterIndex = 0
        for argument in arguments {
            while true {
                guard parameterIndex < method.parameters.count else { return nil }
                let parameter = method.parameters[parameterIndex]
                // A trailing closure fills a parameter of function type, optional or not, as Swift's forward scan does.
                let isFunction = switch parameter.type.reference {
                case .function, .optional(.function): true
                default: false
                }
                if argument.label == parameter.label || (argument.isTrailingClosure && argument.label == nil && isFunction) {
                    filled.append(parameterIndex)
                    parameterIndex += 1
                    break
                }
                guard parameter.hasDefault else { return nil }
                parameterIndex += 1
            }
        }
        guard method.parameters[parameterIndex...].allSatisfy(\.hasDefault) else { return nil }
        return filled
    }

    /// Whether a form of `name` that Swift gives `type` and the prelude does not declare has the
    /// call's labels in order, some perhaps left out for their defaults (which the symbol graph
    /// does not tell); a trailing closure may fill any parameter.
    static func swiftMayTake(_ arguments: [CallArgument], name: String, of type: String, besides declared: [MethodDecl]) -> Bool {
        guard let forms = Prelude.swiftMembers[type]?.signatures[name] else { return false }
        let declaredForms = Set(declared.map(\.signature))
        return forms.contains { form in
            guard !declaredForms.contains(form) else { return false }
            let labels = form.dropFirst(name.count + 1).dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
            var next = labels.startIndex
            for argument in arguments {
                let wanted = argument.label ?? "_"
                while next < labels.endIndex, !(argument.isTrailingClosure || labels[next] == wanted) { next += 1 }
                guard next < labels.endIndex else { return false }
                next += 1
            }
            return true
        }
    }

    /// `contains(where:)`, as the call wrote it.
    static func callSignature(_ name: String, _ arguments: [CallArgument]) -> String {
        "\(name)(\(arguments.map { ($0.label ?? "_") + ":" }.joined()))"
    }

    /// `described`: the standard type whose interface was searched. A member Swift gives that
    /// type and the prelude does not declare (`max(by:)` of a dictionary) is Swift's to judge.
    private mutating func reportStandardMember(_ name: String, of type: String, described: String, isStatic: Bool, candidates: [String], at location: SourceLocation) {
        if Prelude.swiftMembers[described]?.names.contains(name) == true { return }
        let suggestion = suggester.among(candidates, closestTo: name)
        let range = SourceRange(location, length: name.unicodeScalars.count)
        diagnostics.emit(
            Catalog.standardMemberUnknown(name, of: type, isStatic: isStatic, suggestion: suggestion), at: location,
            highlights: [range],
            fixIts: suggestion.map { [FixIt("replace `\(name)` with `\($0)`", edits: [TextEdit(range: range, replacement: $0)])] } ?? []
        )
    }
}

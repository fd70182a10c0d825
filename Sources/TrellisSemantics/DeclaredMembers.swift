import TrellisDiagnostics
import TrellisSyntax

extension ModelDecl {
    /// The methods named `name`: several when they differ by labels (`load(id:)`, `load(name:)`).
    func overloads(named name: String) -> [MethodDecl] { methods.filter { $0.name.name == name } }

    /// The method a call with `arguments` means: the only one of its name, or the overload its labels fit.
    func overload(named name: String, for arguments: [CallArgument]) -> MethodDecl? {
        ExpressionChecker.overload(methods.filter { $0.name.name == name }, for: arguments)
    }
}

extension StructDecl {
    var instanceMethods: [MethodDecl] { methods.filter { !$0.isStatic } }
    var staticMethods: [MethodDecl] { methods.filter(\.isStatic) }
}

/// Static members of models and structs (`Store.shared`, `Item.sample`, `Item.make(title:)`) and
/// methods overloaded by label, resolved at the call by its labels.
extension ExpressionChecker {
    /// Each declared form once, in declaration order (a redeclaration is TRL100 already).
    static func distinctSignatures(_ methods: [MethodDecl]) -> [String] {
        var seen: Set<String> = []
        return methods.map(\.signature).filter { seen.insert($0).inserted }
    }

    static func overload(_ candidates: [MethodDecl], for arguments: [CallArgument]) -> MethodDecl? {
        guard candidates.count > 1 else { return candidates.first }
        return candidates.first { match(arguments, to: $0) != nil }
    }

    /// The overload a call means; with several and none fitting the call's labels, TRL261 and `nil`.
    mutating func chooseOverload(_ candidates: [MethodDecl], name: String, owner: String, arguments: [CallArgument], argumentTypes: [ResolvedType?] = [], at location: SourceLocation) -> MethodDecl? {
        if candidates.count > 1, !argumentTypes.isEmpty, let typed = overload(candidates, fittingTypes: argumentTypes, of: arguments) { return typed }
        if let chosen = Self.overload(candidates, for: arguments) { return chosen }
        if candidates.count > 1 {
            diagnostics.emit(
                Catalog.noOverloadForLabels(Self.callSignature(name, arguments), of: owner, candidates: Self.distinctSignatures(candidates)),
                at: location, highlights: [SourceRange(location, length: name.unicodeScalars.count)]
            )
        }
        return nil
    }

    /// Of the overloads whose labels fit, the first whose parameter types take the arguments'
    /// known types, as Swift tells `themes(from: [Project])` from `themes(from: String)`;
    /// `nil` when the labels alone decide.
    private func overload(_ candidates: [MethodDecl], fittingTypes argumentTypes: [ResolvedType?], of arguments: [CallArgument]) -> MethodDecl? {
        let fitting = candidates.compactMap { method in Self.match(arguments, to: method).map { (method, $0) } }
        guard fitting.count > 1 else { return nil }
        return fitting.first { candidate in
            let (method, filled) = candidate
            return filled.indices.allSatisfy { index in
                guard index < argumentTypes.count, let actual = argumentTypes[index], filled[index] < method.parameters.count,
                      let expected = symbols.resolve(method.parameters[filled[index]].type.reference) else { return true }
                return TypeCompatibility.isAssignable(actual, to: expected, expression: arguments[index].value, symbols: symbols)
            }
        }?.0
    }

    /// A call of a declared method: its arguments, its effects, and its return type.
    mutating func checkDeclaredMethodCall(_ method: MethodDecl, callee: Expr, arguments: [CallArgument], argumentTypes: [ResolvedType?], at location: SourceLocation, locals: LocalScope?) -> ResolvedType? {
        checkMethodArguments(arguments, types: argumentTypes, of: method, at: location, locals: locals)
        checkEffects(of: method, call: callee, at: location)
        // A result the checker cannot resolve, as `fetch`'s `[T]`, is swiftc's to judge.
        guard let returnType = method.returnType else { return .void }
        return symbols.resolve(returnType.reference)
    }

    /// `Store.shared`: a static property of a model; `nil` result when it names a static method
    /// or, reported, nothing. `nil` when `typeName` is not a model.
    mutating func modelStaticMember(_ typeName: String, name: String, at location: SourceLocation) -> StandardLookup? {
        guard let model = symbols.models[typeName] else { return nil }
        // `Store.init(...)`: the initializer, checked at the call when the XML declares it.
        if name == "init" { return .type(nil) }
        if let property = model.staticProperties.first(where: { $0.name.name == name }) {
            return .type(symbols.resolve(property.type.reference))
        }
        if !model.staticMethods.contains(where: { $0.name.name == name }) {
            let candidates = model.staticProperties.map(\.name.name) + model.staticMethods.map(\.name.name)
            diagnostics.emit(
                Catalog.unknownMember(name, of: typeName, suggestion: suggester.among(candidates, closestTo: name)),
                at: location, highlights: [SourceRange(location, length: name.unicodeScalars.count)]
            )
        }
        return .type(nil)
    }

    /// `Item.make(title: "A")`, `Store.preview()`: a static method of a model or struct.
    mutating func staticMethodCall(_ typeName: String, name: String, callee: Expr, arguments: [CallArgument], argumentTypes: [ResolvedType?], at location: SourceLocation, locals: LocalScope?) -> StandardLookup? {
        let candidates: [MethodDecl]
        if let model = symbols.models[typeName] {
            candidates = model.staticMethods.filter { $0.name.name == name }
        } else if let structure = symbols.structs[typeName] {
            candidates = structure.staticMethods.filter { $0.name.name == name }
        } else if let declaration = symbols.enums[typeName] {
            candidates = declaration.methods.filter { $0.isStatic && $0.name.name == name }
        } else if let extended = symbols.extensionMembers[typeName], extended.methods.contains(where: { $0.isStatic && $0.name.name == name }) {
            candidates = extended.methods.filter { $0.isStatic && $0.name.name == name }
        } else {
            return nil
        }
        guard !candidates.isEmpty else { return nil }
        guard let method = chooseOverload(candidates, name: name, owner: typeName, arguments: arguments, at: location) else { return .type(nil) }
        return .type(checkDeclaredMethodCall(method, callee: callee, arguments: arguments, argumentTypes: argumentTypes, at: location, locals: locals))
    }
}

extension ExpressionChecker {
    /// The `<init>`s of a struct or model (written in Swift, or with their code in the XML) and
    /// of a generated enum; empty when it declares none.
    func declaredInitializers(of typeName: String) -> [MethodDecl] {
        symbols.structs[typeName]?.initializers ?? symbols.models[typeName]?.initializers ?? symbols.enums[typeName]?.initializers ?? []
    }

    /// `Item(name: "Milk")` of a type with declared initializers: the labels fit one of them
    /// (TRL195), each argument is of its parameter's type, and the call is marked as the
    /// initializer's effects require.
    mutating func checkInitializerCall(_ initializers: [MethodDecl], typeName: String, callee: Expr, arguments: [CallArgument], argumentTypes: [ResolvedType?], locals: LocalScope?) {
        guard let (initializer, filled) = initializers.lazy.compactMap({ candidate in Self.match(arguments, to: candidate).map { (candidate, $0) } }).first else {
            let call = typeName + "(" + arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
            let location = Self.nameLocation(of: callee)
            diagnostics.emit(
                Catalog.noMatchingInitializer(call, of: typeName, declared: Self.distinctSignatures(initializers)), at: location,
                highlights: [SourceRange(location, length: (callee.location == location ? typeName : "init").unicodeScalars.count)],
                notes: initializers.map { Note("`\(typeName).\($0.signature)` declared here", at: $0.location) }
            )
            return
        }
        for ((argument, type), index) in zip(zip(arguments, argumentTypes), filled) {
            let parameter = initializer.parameters[index]
            let label = parameter.label.map { "argument `\($0)`" } ?? "the argument"
            checkArgument(argument.value, inferred: type, declared: parameter.type.reference, in: "\(label) of `\(typeName).init`", locals: locals)
        }
        var named = initializer
        named.name.name = typeName + ".init"
        checkEffects(of: named, call: callee, at: Self.nameLocation(of: callee))
    }

    /// `init` in `Item.init(...)`, or the type's name in `Item(...)`.
    private static func nameLocation(of callee: Expr) -> SourceLocation {
        if case .member(_, _, let nameLocation) = callee.kind { return nameLocation }
        return callee.location
    }

    /// A model's `static let`s: their types resolve, their values are of them, and a generated
    /// model's have a value (TRL262), as Swift requires of a static stored property.
    mutating func checkStaticProperties(_ properties: [(name: Identifier, type: TypeSyntax, initial: Expr?)], of owner: String, isExternal: Bool) {
        for property in properties {
            var typeDiagnostics = DiagnosticCollector()
            let type = symbols.check(property.type, suggester: suggester, diagnostics: &typeDiagnostics)
            diagnostics.merge(typeDiagnostics)
            guard let initial = property.initial else {
                if !isExternal {
                    diagnostics.emit(
                        Catalog.staticWithoutValue(property.name.name, of: owner), at: property.name.location,
                        highlights: [SourceRange(property.name.location, length: property.name.name.unicodeScalars.count)]
                    )
                }
                continue
            }
            let initialType = infer(initial, locals: nil).type
            if !isExternal {
                checkConversion(initial, inferred: initialType, to: type, in: "the initial value of `\(property.name.name)`", locals: nil)
            }
        }
    }
}

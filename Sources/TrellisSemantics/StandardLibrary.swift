import TrellisSyntax

/// The members of Swift's standard and Foundation types, from the prelude's `Standard.xml`:
/// a `<struct>` there named like a standard type (`String`, `Array`) describes that type.
/// Built once per process; a member lookup is a dictionary lookup.
struct StandardLibrary: Sendable {
    /// One standard type's members, by name.
    struct TypeInterface: Sendable {
        let name: String
        /// `Element` of `Array<Element>`: bound to a use's type arguments.
        let generics: [String]
        /// `protocols="AsyncSequence"`: conformances the checker asks about.
        let protocols: [String]
        let fields: [String: StructDecl.Field]
        let staticFields: [String: StructDecl.Field]
        /// Overloads in declaration order, by name.
        let methods: [String: [MethodDecl]]
        let staticMethods: [String: [MethodDecl]]

        init(_ declaration: StructDecl) {
            name = declaration.name.name
            generics = declaration.generics
            protocols = declaration.protocols
            var fields: [String: StructDecl.Field] = [:]
            var staticFields: [String: StructDecl.Field] = [:]
            for field in declaration.fields {
                if field.isStatic { staticFields[field.name.name] = field } else { fields[field.name.name] = field }
            }
            var methods: [String: [MethodDecl]] = [:]
            var staticMethods: [String: [MethodDecl]] = [:]
            for method in declaration.methods {
                if method.isStatic { staticMethods[method.name.name, default: []].append(method) } else { methods[method.name.name, default: []].append(method) }
            }
            self.fields = fields
            self.staticFields = staticFields
            self.methods = methods
            self.staticMethods = staticMethods
        }

        /// Every instance member's name, sorted, for "did you mean".
        var instanceNames: [String] { Set(fields.keys).union(methods.keys).sorted() }
        var staticNames: [String] { Set(staticFields.keys).union(staticMethods.keys).sorted() }

        /// The type parameters bound to `arguments`; an unknown argument leaves its parameter unbound.
        func substitutions(_ arguments: [ResolvedType?]) -> [String: ResolvedType?] {
            var bound: [String: ResolvedType?] = [:]
            for (index, parameter) in generics.enumerated() {
                bound[parameter] = index < arguments.count ? arguments[index] : nil
            }
            return bound
        }
    }

    /// The prelude file whose standard-type declarations describe Swift's own types.
    static let fileName = "Standard.xml"

    let types: [String: TypeInterface]
    /// Standard enums whose cases patterns match (`Result`), generic over their associated values.
    let enums: [String: EnumDecl]

    static let shared = StandardLibrary(files: Prelude.standard)

    init(files: [SourceFileSyntax]) {
        var types: [String: TypeInterface] = [:]
        var enums: [String: EnumDecl] = [:]
        for file in files where Self.isStandardFile(file.path) {
            for declaration in file.structs where Self.describesStandardType(declaration.name.name) {
                types[declaration.name.name] = TypeInterface(declaration)
            }
            for declaration in file.enums where Self.describesStandardType(declaration.name.name) {
                enums[declaration.name.name] = declaration
            }
        }
        self.types = types
        self.enums = enums
    }

    static func isStandardFile(_ path: String) -> Bool { path.hasSuffix("/" + fileName) || path == fileName }

    /// Whether a declaration of the standard file names a standard type rather than declaring
    /// a type of its own (`Date.FormatStyle.DateStyle` is an ordinary external struct).
    static func describesStandardType(_ name: String) -> Bool { BuiltinTypes.all.contains(name) }

    /// The interface describing `type`'s members, with its type arguments; `nil` for a type
    /// the standard file does not describe (whose members stay unchecked).
    func interface(of type: ResolvedType) -> (TypeInterface, [ResolvedType?])? {
        let name: String
        let arguments: [ResolvedType?]
        switch type {
        case .builtin(let builtinName, let builtinArguments):
            name = builtinName
            arguments = builtinArguments
        case .array(let element):
            name = "Array"
            arguments = [element]
        case .dictionary(let key, let value):
            name = "Dictionary"
            arguments = [key, value]
        case .optional(let wrapped):
            name = "Optional"
            arguments = [wrapped]
        default:
            return nil
        }
        return types[name].map { ($0, arguments) }
    }
}

extension SymbolTable {
    /// `reference` resolved with a declaration's type parameters bound: `Element?` on `[Scrum]`
    /// is `Scrum?`. `nil` when any part is unknown, an unbound parameter included.
    func resolve(_ reference: TypeReference, substituting bound: [String: ResolvedType?]) -> ResolvedType? {
        guard !bound.isEmpty else { return resolve(reference) }
        switch reference {
        case .optional(let wrapped):
            return resolve(wrapped, substituting: bound).map(ResolvedType.optional)
        case .array(let element):
            return resolve(element, substituting: bound).map(ResolvedType.array)
        case .dictionary(let key, let value):
            guard let key = resolve(key, substituting: bound), let value = resolve(value, substituting: bound) else { return nil }
            return .dictionary(key: key, value: value)
        case .function, .tuple:
            return nil
        case .existential:
            return resolve(reference)
        case .named(let name, let arguments):
            if let parameter = bound[name] { return arguments.isEmpty ? parameter : nil }
            if arguments.isEmpty { return resolve(reference) }
            let resolvedArguments = arguments.compactMap { resolve($0, substituting: bound) }
            guard resolvedArguments.count == arguments.count, BuiltinTypes.all.contains(name) else { return nil }
            switch (name, resolvedArguments.count) {
            case ("Optional", 1): return .optional(resolvedArguments[0])
            case ("Array", 1): return .array(resolvedArguments[0])
            case ("Dictionary", 2): return .dictionary(key: resolvedArguments[0], value: resolvedArguments[1])
            case ("Binding", 1): return .binding(resolvedArguments[0])
            default: return .builtin(name, arguments: resolvedArguments)
            }
        }
    }
}

/// The standard types' declared members, for readers such as the language server's completion.
public enum StandardMembers {
    /// `type`'s instance members (an optional's or binding's wrapped value's): name, whether it is
    /// a method, and its declared type or signature. Empty for a type the interface does not describe.
    public static func members(of type: ResolvedType) -> [(name: String, isMethod: Bool, detail: String)] {
        var value = type
        while true {
            switch value {
            case .optional(let wrapped), .binding(let wrapped): value = wrapped
            default:
                guard let interface = StandardLibrary.shared.interface(of: value)?.0 else { return [] }
                let fields = interface.fields.values.sorted { $0.name.name < $1.name.name }
                    .map { (name: $0.name.name, isMethod: false, detail: $0.type.reference.description) }
                let methods = interface.methods.keys.sorted().map { name in
                    (name: name, isMethod: true, detail: interface.methods[name]!.map(\.signature).joined(separator: ", "))
                }
                return fields + methods
            }
        }
    }

    /// The static fields the interface declares on the standard type named `name` (`Double.infinity`),
    /// with their declared types, in declaration order of their names. Empty for an undescribed type.
    public static func staticFields(ofTypeNamed name: String) -> [(name: String, type: String)] {
        guard let interface = StandardLibrary.shared.types[name] else { return [] }
        return interface.staticFields.values.sorted { $0.name.name < $1.name.name }.map { (name: $0.name.name, type: $0.type.reference.description) }
    }
}

extension StandardLibrary {
    /// A standard enum with its type parameters bound: on `Result<[Item], any Error>`, the case
    /// `success(Success)` is `success([Item])`. `nil` for a type that is no standard enum, or
    /// whose arguments do not bind each parameter.
    func enumeration(_ name: String, arguments: [ResolvedType]) -> EnumDecl? {
        guard var declaration = enums[name] else { return nil }
        guard declaration.generics.count == arguments.count else { return declaration.generics.isEmpty ? declaration : nil }
        guard !arguments.isEmpty else { return declaration }
        var bound: [String: TypeReference] = [:]
        for (parameter, argument) in zip(declaration.generics, arguments) { bound[parameter] = argument.reference }
        for index in declaration.cases.indices {
            for value in declaration.cases[index].associatedValues.indices {
                let type = declaration.cases[index].associatedValues[value].type
                declaration.cases[index].associatedValues[value].type = TypeSyntax(type.reference.substituting(bound), at: type.location)
            }
        }
        return declaration
    }
}

extension TypeReference {
    /// The reference with each named type parameter replaced by its bound type.
    func substituting(_ bound: [String: TypeReference]) -> TypeReference {
        switch self {
        case .named(let name, let arguments):
            if arguments.isEmpty, let replacement = bound[name] { return replacement }
            return .named(name, genericArguments: arguments.map { $0.substituting(bound) })
        case .optional(let wrapped): return .optional(wrapped.substituting(bound))
        case .array(let element): return .array(element.substituting(bound))
        case .dictionary(let key, let value): return .dictionary(key: key.substituting(bound), value: value.substituting(bound))
        case .function(let parameters, let result, let effects):
            return .function(parameters: parameters.map { $0.substituting(bound) }, result: result.substituting(bound), effects: effects)
        case .existential: return self
        case .tuple(let labels, let elements): return .tuple(labels: labels, elements: elements.map { $0.substituting(bound) })
        }
    }
}

extension ResolvedType {
    /// The type as a written reference, which `SymbolTable.resolve` turns back into this type.
    var reference: TypeReference {
        switch self {
        case .builtin("Metatype", let arguments) where arguments.count == 1: .named(description, genericArguments: [])
        case .builtin(let name, let arguments): .named(name, genericArguments: arguments.map(\.reference))
        case .model(let name, _), .structure(let name), .enumeration(let name): .named(name, genericArguments: [])
        case .optional(let wrapped): .optional(wrapped.reference)
        case .array(let element): .array(element.reference)
        case .dictionary(let key, let value): .dictionary(key: key.reference, value: value.reference)
        case .binding(let value): .named("Binding", genericArguments: [value.reference])
        case .existential(let name): .existential(name)
        }
    }
}

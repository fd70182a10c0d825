/// Nested types: a `<struct>` or `<enum>` declared inside a model or struct is named
/// `Outer.Inner`, and inside `Outer` its short name in a type means it, as in Swift.
extension TypeReference {
    /// `Inner` or `Inner.Deeper` with `Inner` qualified; other names as they are.
    private static func qualified(_ name: String, _ names: [String: String]) -> String {
        if let whole = names[name] { return whole }
        guard let dot = name.firstIndex(of: "."), let head = names[String(name[..<dot])] else { return name }
        return head + name[dot...]
    }

    /// The reference with each short name in `names` replaced by its qualified name.
    public func qualifying(_ names: [String: String]) -> TypeReference {
        switch self {
        case .named(let name, let arguments):
            return .named(Self.qualified(name, names), genericArguments: arguments.map { $0.qualifying(names) })
        case .optional(let wrapped): return .optional(wrapped.qualifying(names))
        case .array(let element): return .array(element.qualifying(names))
        case .dictionary(let key, let value): return .dictionary(key: key.qualifying(names), value: value.qualifying(names))
        case .function(let parameters, let result, let effects):
            return .function(parameters: parameters.map { $0.qualifying(names) }, result: result.qualifying(names), effects: effects)
        case .existential: return self
        case .tuple(let labels, let elements): return .tuple(labels: labels, elements: elements.map { $0.qualifying(names) })
        }
    }
}

extension TypeSyntax {
    mutating func qualify(_ names: [String: String]) { reference = reference.qualifying(names) }
}

extension MethodDecl {
    mutating func qualify(_ names: [String: String]) {
        for index in parameters.indices { parameters[index].type.qualify(names) }
        returnType?.qualify(names)
    }
}

extension ViewFunctionDecl {
    mutating func qualify(_ names: [String: String]) {
        for index in parameters.indices { parameters[index].type?.qualify(names) }
        returnType?.qualify(names)
    }
}

extension ModelDecl {
    mutating func qualify(_ names: [String: String]) {
        for index in properties.indices { properties[index].type.qualify(names) }
        for index in staticProperties.indices { staticProperties[index].type.qualify(names) }
        for index in methods.indices { methods[index].qualify(names) }
        for index in staticMethods.indices { staticMethods[index].qualify(names) }
        for index in initializers.indices { initializers[index].qualify(names) }
        for index in code.indices { code[index].qualify(names) }
    }
}

extension ViewDecl {
    /// A view's own nested types (`struct Routing` in `CountriesList`) named in its declarations.
    mutating func qualify(_ names: [String: String]) {
        for index in properties.indices { properties[index].type.qualify(names) }
        for index in functions.indices { functions[index].qualify(names) }
        for index in viewMembers.indices {
            for parameter in viewMembers[index].parameters.indices { viewMembers[index].parameters[parameter].type?.qualify(names) }
        }
        for index in initializers.indices { initializers[index].qualify(names) }
    }
}

extension ModelDecl {
    /// `DBModel` of a generated `DBModel.Country`, a class in Swift's namespace `enum DBModel`;
    /// `nil` for a top-level model.
    public var enclosingTypeName: String? {
        guard !isExternal, let dot = name.name.lastIndex(of: ".") else { return nil }
        return String(name.name[..<dot])
    }
}

extension StructDecl {
    mutating func qualify(_ names: [String: String]) {
        for index in fields.indices { fields[index].type.qualify(names) }
        for index in methods.indices { methods[index].qualify(names) }
        for index in initializers.indices { initializers[index].qualify(names) }
        for index in code.indices { code[index].qualify(names) }
    }

    /// `Outer` of a generated `Outer.Inner`; `nil` for a top-level type. An external type may
    /// be named with dots (`Edge.Set`) without being declared inside another.
    public var enclosingTypeName: String? {
        guard !isExternal, let dot = name.name.lastIndex(of: ".") else { return nil }
        return String(name.name[..<dot])
    }
}

extension EnumDecl {
    mutating func qualify(_ names: [String: String]) {
        for caseIndex in cases.indices {
            for index in cases[caseIndex].associatedValues.indices { cases[caseIndex].associatedValues[index].type.qualify(names) }
        }
        rawType?.qualify(names)
        for index in properties.indices { properties[index].type.qualify(names) }
        for index in methods.indices { methods[index].qualify(names) }
        for index in initializers.indices { initializers[index].qualify(names) }
        for index in code.indices { code[index].qualify(names) }
    }

    /// `Outer` of a generated `Outer.Inner`; `nil` for a top-level type.
    public var enclosingTypeName: String? {
        guard !isExternal, let dot = name.name.lastIndex(of: ".") else { return nil }
        return String(name.name[..<dot])
    }
}

import TrellisDiagnostics
import TrellisSyntax

extension SymbolTable {
    /// The type of `<environment name key="\.member">`: the type the prelude (or an `<environmentValue>`)
    /// declares for that member of `EnvironmentValues`; a written `type` must say the same.
    func environmentValueType(of property: PropertyDecl, suggester: NameSuggester, diagnostics: inout DiagnosticCollector) -> ResolvedType? {
        guard let keyPath = property.keyPath else { return nil }
        guard case .keyPath(let root, let components) = keyPath.kind, root == nil || root == "EnvironmentValues", components.count == 1 else {
            diagnostics.emit(Catalog.environmentKeyNotKeyPath, at: keyPath.location)
            return nil
        }
        let member = components[0]
        guard let field = environmentValues[member] else {
            diagnostics.emit(Catalog.unknownEnvironmentValue(member), at: keyPath.location)
            return nil
        }
        guard let declared = check(field.type, suggester: suggester, diagnostics: &diagnostics) else { return nil }
        if property.type.reference != .named("_", genericArguments: []) {
            let written = property.type.reference.description
            if written != field.type.reference.description {
                diagnostics.emit(
                    Catalog.environmentValueType(member, declared: field.type.reference.description, written: written), at: property.type.location,
                    notes: [Note("`\(member)` declared here", at: field.name.location)]
                )
            }
        }
        return declared
    }

    /// The members of `EnvironmentValues`: the prelude's, then the program's `<environmentValue>`s.
    var environmentValues: [String: StructDecl.Field] {
        var fields: [String: StructDecl.Field] = [:]
        for field in structs["EnvironmentValues"]?.fields ?? [] where !field.isStatic && fields[field.name.name] == nil {
            fields[field.name.name] = field
        }
        for (name, value) in programEnvironmentValues where fields[name] == nil {
            fields[name] = StructDecl.Field(name: value.name, type: value.type, initial: value.defaultValue, isStatic: false)
        }
        return fields
    }
}

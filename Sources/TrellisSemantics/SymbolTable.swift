import TrellisDiagnostics
import TrellisSyntax

/// Every global declaration of one invocation, after duplicates are reported.
/// Views, models and structs share one namespace because they are all Swift types.
struct SymbolTable {
    private(set) var views: [String: ViewDecl] = [:]
    private(set) var models: [String: ModelDecl] = [:]
    private(set) var structs: [String: StructDecl] = [:]
    /// Declared view names, sorted, so every whole-program walk is deterministic.
    private(set) var viewNames: [String] = []
    /// Every name usable as a type, for "did you mean".
    private(set) var typeNames: [String] = []

    init(files: [SourceFileSyntax], diagnostics: inout DiagnosticCollector) {
        enum Declaration {
            case view(ViewDecl), model(ModelDecl), structure(StructDecl)
            var name: Identifier {
                switch self {
                case .view(let decl): decl.name
                case .model(let decl): decl.name
                case .structure(let decl): decl.name
                }
            }
        }
        var declarations: [Declaration] = []
        for file in files {
            declarations += file.views.map(Declaration.view)
            declarations += file.models.map(Declaration.model)
            declarations += file.structs.map(Declaration.structure)
        }
        // The earliest declaration in source order wins, whatever the file order. Sorted by
        // (file rank, line, column), the order of `SourceLocation`'s `<`, so that paths are
        // compared once per file rather than once per comparison.
        var fileRank: [String: Int] = [:]
        for (rank, path) in Set(declarations.map(\.name.location.file)).sorted().enumerated() { fileRank[path] = rank }
        let keys = declarations.map { declaration in
            let location = declaration.name.location
            return (fileRank[location.file]!, location.line, location.column)
        }
        let order = declarations.indices.sorted { keys[$0] < keys[$1] }
        var firstByName: [String: Identifier] = [:]
        for declaration in order.lazy.map({ declarations[$0] }) {
            let name = declaration.name
            if let previous = firstByName[name.name] {
                diagnostics.emit(
                    Catalog.duplicateDeclaration(name.name), at: name.location,
                    highlights: [SourceRange(name.location, length: name.name.count)],
                    notes: [Note("previous declaration of `\(name.name)` is here", at: previous.location)]
                )
                continue
            }
            if case .view = declaration, BuiltinViews.names.contains(name.name) {
                diagnostics.emit(
                    Catalog.duplicateDeclaration(name.name), at: name.location,
                    notes: [Note("`\(name.name)` is a built-in view", at: nil)]
                )
                continue
            }
            if BuiltinTypes.all.contains(name.name) {
                diagnostics.emit(
                    Catalog.duplicateDeclaration(name.name), at: name.location,
                    notes: [Note("`\(name.name)` is a Swift standard type", at: nil)]
                )
                continue
            }
            firstByName[name.name] = name
            switch declaration {
            case .view(let decl): views[name.name] = decl
            case .model(let decl): models[name.name] = decl
            case .structure(let decl): structs[name.name] = decl
            }
        }
        viewNames = views.keys.sorted()
        typeNames = (Array(BuiltinTypes.all) + Array(models.keys) + Array(structs.keys)).sorted()
        reportDuplicateMembers(&diagnostics)
    }

    /// Properties of a view, fields of a struct and members of a model must be unique too.
    private func reportDuplicateMembers(_ diagnostics: inout DiagnosticCollector) {
        for name in viewNames {
            Self.reportDuplicates(views[name]!.properties.map(\.name), &diagnostics)
        }
        for name in models.keys.sorted() {
            let model = models[name]!
            Self.reportDuplicates(model.properties.map(\.name) + model.methods.map(\.name), &diagnostics)
        }
        for name in structs.keys.sorted() {
            Self.reportDuplicates(structs[name]!.fields.map(\.name), &diagnostics)
        }
    }

    private static func reportDuplicates(_ names: [Identifier], _ diagnostics: inout DiagnosticCollector) {
        var seen: [String: Identifier] = [:]
        // Members of one declaration share its file: lines and columns order them.
        for name in names.sorted(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }) {
            if let previous = seen[name.name] {
                diagnostics.emit(
                    Catalog.duplicateDeclaration(name.name), at: name.location,
                    highlights: [SourceRange(name.location, length: name.name.count)],
                    notes: [Note("previous declaration of `\(name.name)` is here", at: previous.location)]
                )
            } else {
                seen[name.name] = name
            }
        }
    }

    func isTypeName(_ name: String) -> Bool {
        BuiltinTypes.all.contains(name) || models[name] != nil || structs[name] != nil
    }

    /// The resolved type, or `nil` if any name in it is unknown. Never diagnoses.
    func resolve(_ reference: TypeReference) -> ResolvedType? {
        switch reference {
        case .optional(let wrapped):
            return resolve(wrapped).map(ResolvedType.optional)
        case .array(let element):
            return resolve(element).map(ResolvedType.array)
        case .dictionary(let key, let value):
            guard let key = resolve(key), let value = resolve(value) else { return nil }
            return .dictionary(key: key, value: value)
        case .named(let name, let arguments):
            if let model = models[name] { return .model(name, model.kind) }
            if structs[name] != nil { return .structure(name) }
            guard BuiltinTypes.all.contains(name) else { return nil }
            let resolvedArguments = arguments.compactMap(resolve)
            guard resolvedArguments.count == arguments.count else { return nil }
            switch (name, resolvedArguments.count) {
            case ("Binding", 1): return .binding(resolvedArguments[0])
            case ("Optional", 1): return .optional(resolvedArguments[0])
            case ("Array", 1): return .array(resolvedArguments[0])
            case ("Dictionary", 2): return .dictionary(key: resolvedArguments[0], value: resolvedArguments[1])
            default: return .builtin(name, arguments: resolvedArguments)
            }
        }
    }

    /// Resolves a written type, reporting each unknown name (TRL102) once.
    func check(_ type: TypeSyntax, diagnostics: inout DiagnosticCollector) -> ResolvedType? {
        var reported: Set<String> = []
        for name in type.reference.namedTypes where !isTypeName(name) && reported.insert(name).inserted {
            diagnostics.emit(
                Catalog.unknownType(name, suggestion: Suggestions.closest(to: name, among: typeNames)),
                at: type.location,
                highlights: [SourceRange(type.location, length: type.reference.description.count)]
            )
        }
        return resolve(type.reference)
    }
}

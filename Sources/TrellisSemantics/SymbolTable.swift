import Synchronization
import TrellisDiagnostics
import TrellisSyntax

/// Every global declaration of one invocation, after duplicates are reported.
/// Views, models and structs share one namespace because they are all Swift types.
struct SymbolTable {
    /// The tables, in one box the table's copies share (see `CopyOnWrite`): every body checker
    /// and rule holds the symbol table, and a copy of the box is one retain.
    private struct Tables {
        var views: [String: ViewDecl] = [:]
        var models = DeclarationTable<ModelDecl>("models")
        var structs = DeclarationTable<StructDecl>("structs")
        var enums = DeclarationTable<EnumDecl>("enums")
        var protocols = DeclarationTable<ProtocolDecl>("protocols")
        var viewNames: [String] = []
        var modelNames: [String] = []
        var programModelNames: [String] = []
        var programStructNames: [String] = []
        var programEnumNames: [String] = []
        var interfaceViews = DeclarationTable<InterfaceDecl>("interfaceViews")
        var modifiers = DeclarationTable<InterfaceDecl>("modifiers")
        var unavailableModifiers: Set<String> = []
        var unavailableViews: Set<String> = []
        var namesInUnreadCode: Set<String> = []
        var preludeNames: Set<String> = []
        /// The prelude's names a program's declaration took over.
        var shadowedPreludeNames: Set<String> = []
        var programEnvironmentValues = DeclarationTable<EnvironmentValueDecl>("programEnvironmentValues")
        var namedTypes = DeclarationTable<NamedType>("namedTypes")
        /// `Outer` of each nested type `Outer.Inner`: the types a short name may be looked up in.
        var enclosingTypeNames: Set<String> = []
        var extensionMembers = DeclarationTable<ExtensionDecl>("extensionMembers")
        /// The static members of constrained extensions (`ShapeStyle where Self == Color`), by
        /// extended name: read only to suggest a missing leading dot.
        var constrainedStatics: [String: Set<String>] = [:]
        var fileConstants = DeclarationTable<StructDecl.Field>("fileConstants")
        var fileFunctions = DeclarationTable<[MethodDecl]>("fileFunctions")
        var namesOfUnparsedFiles: Set<String> = []
    }

    private var tables = CopyOnWrite(Tables())
    /// Where a view's signature or check notes the declarations it looks up; `nil` records nothing.
    private var reads: DeclarationReads?
    /// Shared by every copy: a table's views and modifiers never change once it is built.
    private let summaries = SummaryCache()

    /// This table, noting into `reads` each declaration other than a view that is looked up in it.
    func recordingReads(into reads: DeclarationReads) -> SymbolTable {
        var copy = self
        copy.reads = reads
        return copy
    }

    private(set) var views: [String: ViewDecl] {
        _read { yield tables.value.views }
        _modify { yield &tables.value.views }
    }
    private(set) var models: DeclarationTable<ModelDecl> {
        _read {
            if let reads { yield tables.value.models.recording(into: reads) } else { yield tables.value.models }
        }
        _modify { yield &tables.value.models }
    }
    /// What `<extension>`s add to types no `struct`, `enum` or `model` declares: the standard
    /// types the standard interface describes, builtins such as `CGFloat`, and `Color`, a view.
    private(set) var extensionMembers: DeclarationTable<ExtensionDecl> {
        _read {
            if let reads { yield tables.value.extensionMembers.recording(into: reads) } else { yield tables.value.extensionMembers }
        }
        _modify { yield &tables.value.extensionMembers }
    }
    /// The static members constrained extensions declare (`.blue` where a `ShapeStyle` is expected), by extended name.
    var constrainedStatics: [String: Set<String>] { tables.value.constrainedStatics }
    /// File-level constants and functions of the program's Swift, by name (functions by overload).
    private(set) var fileConstants: DeclarationTable<StructDecl.Field> {
        _read {
            if let reads { yield tables.value.fileConstants.recording(into: reads) } else { yield tables.value.fileConstants }
        }
        _modify { yield &tables.value.fileConstants }
    }
    private(set) var fileFunctions: DeclarationTable<[MethodDecl]> {
        _read {
            if let reads { yield tables.value.fileFunctions.recording(into: reads) } else { yield tables.value.fileFunctions }
        }
        _modify { yield &tables.value.fileFunctions }
    }
    private(set) var structs: DeclarationTable<StructDecl> {
        _read {
            if let reads { yield tables.value.structs.recording(into: reads) } else { yield tables.value.structs }
        }
        _modify { yield &tables.value.structs }
    }
    /// `<enum>`s, the program's and the prelude's.
    private(set) var enums: DeclarationTable<EnumDecl> {
        _read {
            if let reads { yield tables.value.enums.recording(into: reads) } else { yield tables.value.enums }
        }
        _modify { yield &tables.value.enums }
    }
    /// `<protocol>`s: `any Name` is a type whose members are their requirements.
    private(set) var protocols: DeclarationTable<ProtocolDecl> {
        _read {
            if let reads { yield tables.value.protocols.recording(into: reads) } else { yield tables.value.protocols }
        }
        _modify { yield &tables.value.protocols }
    }
    /// Declared view names, sorted, so every whole-program walk is deterministic.
    private(set) var viewNames: [String] {
        _read { yield tables.value.viewNames }
        _modify { yield &tables.value.viewNames }
    }
    /// Model, struct and enum names, sorted once for the checks that walk them in order:
    /// every model's, then the program's own (not the prelude's).
    private(set) var modelNames: [String] {
        _read { reads?.note(DeclarationReads.declaredNames(of: "models")); yield tables.value.modelNames }
        _modify { yield &tables.value.modelNames }
    }
    private(set) var programModelNames: [String] {
        _read { reads?.note(DeclarationReads.declaredNames(of: "models")); yield tables.value.programModelNames }
        _modify { yield &tables.value.programModelNames }
    }
    private(set) var programStructNames: [String] {
        _read { reads?.note(DeclarationReads.declaredNames(of: "structs")); yield tables.value.programStructNames }
        _modify { yield &tables.value.programStructNames }
    }
    private(set) var programEnumNames: [String] {
        _read { reads?.note(DeclarationReads.declaredNames(of: "enums")); yield tables.value.programEnumNames }
        _modify { yield &tables.value.programEnumNames }
    }
    /// Views written in Swift (`<view external="true">`), the prelude's and the program's.
    private(set) var interfaceViews: DeclarationTable<InterfaceDecl> {
        _read {
            if let reads { yield tables.value.interfaceViews.recording(into: reads) } else { yield tables.value.interfaceViews }
        }
        _modify { yield &tables.value.interfaceViews }
    }
    /// Modifiers written in Swift (`<modifier>`), the prelude's and the program's.
    private(set) var modifiers: DeclarationTable<InterfaceDecl> {
        _read {
            if let reads { yield tables.value.modifiers.recording(into: reads) } else { yield tables.value.modifiers }
        }
        _modify { yield &tables.value.modifiers }
    }
    /// The types modifiers declared with `provides` place in the environment (`ModelContext`).
    var providedTypes: Set<String> { Set(modifiers.values.compactMap(\.provides)) }
    /// The modifiers that provide `type`, sorted.
    func modifierNames(providing type: String) -> [String] {
        modifiers.values.filter { $0.provides == type }.map(\.name.name).sorted()
    }
    /// Modifiers declared `unavailable`: SwiftUI's that the runtime lacks, named so a call is
    /// reported as what it is. Not in `modifiers`, so not callable, and a program's own
    /// modifier of the same name is not a duplicate.
    private(set) var unavailableModifiers: Set<String> {
        _read { yield tables.value.unavailableModifiers }
        _modify { yield &tables.value.unavailableModifiers }
    }
    /// Views declared `unavailable`, likewise: not in `interfaceViews`, and a program's own view
    /// of the same name is its own.
    private(set) var unavailableViews: Set<String> {
        _read { yield tables.value.unavailableViews }
        _modify { yield &tables.value.unavailableViews }
    }
    /// Views that code reported as not supported yet may instantiate (`SourceFileSyntax.namesInUnreadCode`).
    private(set) var namesInUnreadCode: Set<String> {
        _read { yield tables.value.namesInUnreadCode }
        _modify { yield &tables.value.namesInUnreadCode }
    }
    /// Names the prelude declares: SwiftUI's, which the runtime provides.
    private(set) var preludeNames: Set<String> {
        _read { yield tables.value.preludeNames }
        _modify { yield &tables.value.preludeNames }
    }
    /// The program's `<environmentValue>`s, by name; the first of a name wins.
    private(set) var programEnvironmentValues: DeclarationTable<EnvironmentValueDecl> {
        _read {
            if let reads { yield tables.value.programEnvironmentValues.recording(into: reads) } else { yield tables.value.programEnvironmentValues }
        }
        _modify { yield &tables.value.programEnvironmentValues }
    }

    /// Names declared in files that do not parse (`SemanticAnalyzer.namesOfUnparsedFiles`).
    var namesOfUnparsedFiles: Set<String> {
        get { tables.value.namesOfUnparsedFiles }
        set { tables.value.namesOfUnparsedFiles = newValue }
    }

    /// Whether a use of `name` that nothing declares is left unreported: a name of Swift's own
    /// modules (swiftc judges it), or one a file that does not parse declares.
    func defersUnknownName(_ name: String) -> Bool {
        Prelude.swiftModuleNames.contains(name) || (!namesOfUnparsedFiles.isEmpty && namesOfUnparsedFiles.contains(name))
    }

    init(files: [SourceFileSyntax], prelude: [SourceFileSyntax] = [], diagnostics: inout DiagnosticCollector) {
        enum Declaration {
            case view(ViewDecl), model(ModelDecl), structure(StructDecl), interface(InterfaceDecl), enumeration(EnumDecl), protocolDecl(ProtocolDecl)
            var name: Identifier {
                switch self {
                case .protocolDecl(let decl): decl.name
                case .enumeration(let decl): decl.name
                case .view(let decl): decl.name
                case .model(let decl): decl.name
                case .structure(let decl): decl.name
                case .interface(let decl): decl.name
                }
            }
        }
        var firstByName: [String: Identifier] = [:]
        // The prelude is the runtime's own vocabulary: its names are not the program's to take.
        for file in prelude {
            // The standard file's declarations of standard types describe members only (`StandardLibrary`).
            let describesStandardTypes = StandardLibrary.isStandardFile(file.path)
            for structure in file.structs where firstByName[structure.name.name] == nil {
                if describesStandardTypes, StandardLibrary.describesStandardType(structure.name.name) { continue }
                structs[structure.name.name] = structure
                firstByName[structure.name.name] = structure.name
            }
            for model in file.models where firstByName[model.name.name] == nil {
                models[model.name.name] = model
                firstByName[model.name.name] = model.name
            }
            for declaration in file.enums where firstByName[declaration.name.name] == nil {
                if describesStandardTypes, StandardLibrary.describesStandardType(declaration.name.name) { continue }
                enums[declaration.name.name] = declaration
                firstByName[declaration.name.name] = declaration.name
            }
            for interface in file.interfaces {
                switch interface.kind {
                case .view where interface.isUnavailable:
                    unavailableViews.insert(interface.name.name)
                // A view may share its name with a value type of the prelude, as `Color` is both.
                case .view where interfaceViews[interface.name.name] == nil && (firstByName[interface.name.name] == nil || structs[interface.name.name] != nil):
                    interfaceViews[interface.name.name] = interface
                    firstByName[interface.name.name] = interface.name
                case .modifier where interface.isUnavailable:
                    unavailableModifiers.insert(interface.name.name)
                case .modifier where modifiers[interface.name.name] == nil:
                    modifiers[interface.name.name] = interface
                default:
                    break
                }
            }
        }
        preludeNames = Set(firstByName.keys)
        // Every table sized once: a program of thousands of files would otherwise grow, and
        // hash again, each of them many times over.
        var declarations: [Declaration] = []
        let viewCount = files.reduce(0) { $0 + $1.views.count }
        let modelCount = files.reduce(0) { $0 + $1.models.count }
        declarations.reserveCapacity(files.reduce(viewCount + modelCount) { $0 + $1.structs.count + $1.enums.count + $1.protocols.count + $1.interfaces.count })
        firstByName.reserveCapacity(firstByName.count + declarations.capacity)
        views.reserveCapacity(viewCount)
        models.reserveCapacity(models.count + modelCount)
        for file in files {
            for view in file.views { declarations.append(.view(view)) }
            for model in file.models { declarations.append(.model(model)) }
            for structure in file.structs { declarations.append(.structure(structure)) }
            for declaration in file.enums { declarations.append(.enumeration(declaration)) }
            for declaration in file.protocols { declarations.append(.protocolDecl(declaration)) }
            for interface in file.interfaces where interface.kind == .view && !interface.isUnavailable { declarations.append(.interface(interface)) }
            for view in file.interfaces where view.kind == .view && view.isUnavailable { unavailableViews.insert(view.name.name) }
            namesInUnreadCode.formUnion(file.namesInUnreadCode)
            for modifier in file.interfaces where modifier.kind == .modifier {
                if modifier.isUnavailable {
                    unavailableModifiers.insert(modifier.name.name)
                } else if let previous = modifiers[modifier.name.name], modifier.isViewExtension {
                    // Another overload, chosen by its arguments as Swift chooses.
                    var merged = previous
                    merged.overloads += modifier.overloads
                    modifiers[modifier.name.name] = merged
                } else if let previous = modifiers[modifier.name.name] {
                    diagnostics.emit(
                        Catalog.duplicateDeclaration(modifier.name.name), at: modifier.name.location,
                        highlights: [SourceRange(modifier.name.location, length: modifier.name.name.count)],
                        notes: [Note("previous declaration of `\(modifier.name.name)` is here", at: previous.name.location)]
                    )
                } else {
                    modifiers[modifier.name.name] = modifier
                }
            }
        }
        // The earliest declaration in source order wins, whatever the file order. Sorted by
        // (file rank, line, column), the order of `SourceLocation`'s `<`, so that paths are
        // compared once per file rather than once per comparison.
        // Declarations come file by file, so a path is hashed once per run of its file's.
        var paths: Set<String> = []
        var previousPath: String?
        for declaration in declarations {
            let path = declaration.name.location.file
            if path != previousPath { paths.insert(path); previousPath = path }
        }
        var fileRank: [String: Int] = [:]
        fileRank.reserveCapacity(paths.count)
        for (rank, path) in paths.sorted().enumerated() { fileRank[path] = rank }
        var previous: (path: String, rank: Int)?
        let keys = declarations.map { declaration in
            let location = declaration.name.location
            let path = location.file
            let rank: Int
            if let previous, previous.path == path { rank = previous.rank } else { rank = fileRank[path]! }
            previous = (path, rank)
            return (rank, location.line, location.column)
        }
        let order = declarations.indices.sorted { keys[$0] < keys[$1] }
        for declaration in order.lazy.map({ declarations[$0] }) {
            let name = declaration.name
            if preludeNames.contains(name.name), let reserved = Self.reservedTypeName(name.name) {
                Self.reportClash(name, reserved, &diagnostics)
                continue
            }
            if preludeNames.contains(name.name) {
                // The program's own type shadows the prelude's, as a module's type shadows an
                // imported one in Swift; generated code never names it.
                preludeNames.remove(name.name)
                tables.value.shadowedPreludeNames.insert(name.name)
                firstByName[name.name] = nil
                interfaceViews[name.name] = nil
                structs[name.name] = nil
                models[name.name] = nil
                enums[name.name] = nil
                protocols[name.name] = nil
            }
            if let previous = firstByName[name.name] {
                diagnostics.emit(
                    Catalog.duplicateDeclaration(name.name), at: name.location,
                    highlights: [SourceRange(name.location, length: name.name.count)],
                    notes: [Note("previous declaration of `\(name.name)` is here", at: previous.location)]
                )
                continue
            }
            if let reserved = Self.reservedTypeName(name.name) {
                Self.reportClash(name, reserved, &diagnostics)
                continue
            }
            firstByName[name.name] = name
            switch declaration {
            case .view(let decl): views[name.name] = decl
            case .model(let decl): models[name.name] = decl
            case .structure(let decl): structs[name.name] = decl
            case .interface(let decl): interfaceViews[name.name] = decl
            case .enumeration(let decl): enums[name.name] = decl
            case .protocolDecl(let decl): protocols[name.name] = decl
            }
        }
        // The prelude's extensions first (`Color`'s named colours), so the program's add to them.
        for file in prelude {
            for declaration in file.extensions { addExtension(declaration, &diagnostics) }
        }
        for file in files {
            for declaration in file.extensions { addExtension(declaration, &diagnostics) }
            for constant in file.fileConstants {
                if let previous = fileConstants[constant.name.name] ?? fileFunctions[constant.name.name]?.first.map({ StructDecl.Field(name: $0.name, type: constant.type, initial: nil, isStatic: false, isConstant: true) }) {
                    diagnostics.emit(
                        Catalog.duplicateDeclaration(constant.name.name), at: constant.name.location,
                        highlights: [SourceRange(constant.name.location, length: constant.name.name.count)],
                        notes: [Note("previous declaration of `\(constant.name.name)` is here", at: previous.name.location)]
                    )
                } else {
                    fileConstants[constant.name.name] = constant
                }
            }
            // Functions of one name are overloads, told apart by their labels, as methods are.
            for function in file.fileFunctions { fileFunctions[function.name.name, default: []].append(function) }
        }
        addStaticMemberViews()
        // Foundation's functions (`NSLocalizedString`), after the program's of the same name,
        // which Swift prefers; a program's constant of that name shadows them.
        for file in prelude {
            for function in file.fileFunctions where fileConstants[function.name.name] == nil {
                fileFunctions[function.name.name, default: []].append(function)
            }
        }
        namedTypes.reserveCapacity(BuiltinTypes.all.count + models.count + structs.count + enums.count + protocols.count)
        for name in BuiltinTypes.all { namedTypes[name] = .standard }
        for name in protocols.keys { namedTypes[name] = .existential }
        for name in enums.keys { namedTypes[name] = .enumeration }
        for name in structs.keys { namedTypes[name] = .structure }
        for (name, model) in models { namedTypes[name] = .model(model.kind) }
        var enclosing: Set<String> = []
        func noteEnclosingType(of name: String) {
            if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) { enclosing.insert(String(name[..<dot])) }
        }
        for name in structs.keys { noteEnclosingType(of: name) }
        for name in enums.keys { noteEnclosingType(of: name) }
        for name in models.keys { noteEnclosingType(of: name) }
        tables.value.enclosingTypeNames.formUnion(enclosing)
        viewNames = views.keys.sorted()
        modelNames = models.keys.sorted()
        programModelNames = modelNames.filter { !preludeNames.contains($0) }
        programStructNames = structs.keys.filter { !preludeNames.contains($0) }.sorted()
        programEnumNames = enums.keys.filter { !preludeNames.contains($0) }.sorted()
        reportDuplicateMembers(&diagnostics)
        reportTypesNamedLikeStorage(&diagnostics)
        programEnvironmentValues = DeclarationTable("programEnvironmentValues", Self.environmentValueDecls(in: files, provided: structs["EnvironmentValues"], diagnostics: &diagnostics))
    }

    /// Joins an extension's members to its type's. Its initializers join only a type that lists
    /// its own: where the XML lists none, calls of the type are not judged, and the extension's
    /// initializers alone would reject the type's own.
    private mutating func addExtension(_ declaration: ExtensionDecl, _ diagnostics: inout DiagnosticCollector) {
        let name = declaration.name.name
        // A constrained extension (`where Self == Color`) adds to the constrained type only,
        // which Swift judges: its members join no table, and its type is Swift's to know.
        if declaration.constraint != nil {
            let statics = declaration.fields.filter(\.isStatic).map(\.name.name)
            if !statics.isEmpty { tables.value.constrainedStatics[name, default: []].formUnion(statics) }
            return
        }
        if structs[name] != nil {
            structs[name]!.protocols += declaration.protocols.filter { !structs[name]!.protocols.contains($0) }
            structs[name]!.fields += declaration.fields
            structs[name]!.methods += declaration.methods
            if !structs[name]!.initializers.isEmpty { structs[name]!.initializers += declaration.initializers }
        } else if enums[name] != nil {
            enums[name]!.protocols += declaration.protocols.filter { !enums[name]!.protocols.contains($0) }
            enums[name]!.properties += declaration.fields
            enums[name]!.methods += declaration.methods
        } else if models[name] != nil {
            models[name]!.protocols += declaration.protocols.filter { !models[name]!.protocols.contains($0) }
            for field in declaration.fields {
                var property = ModelProperty(name: field.name, type: field.type, initial: nil, isObserved: false, location: field.name.location, isSetterPrivate: true)
                property.isConstant = true
                if field.isStatic { models[name]!.staticProperties.append(property) } else { models[name]!.properties.append(property) }
            }
            for method in declaration.methods {
                if method.isStatic { models[name]!.staticMethods.append(method) } else { models[name]!.methods.append(method) }
            }
            if !models[name]!.initializers.isEmpty { models[name]!.initializers += declaration.initializers }
        } else if BuiltinTypes.all.contains(name) || StandardLibrary.shared.types[name] != nil || interfaceViews[name] != nil || protocols[name] != nil {
            var merged = extensionMembers[name] ?? ExtensionDecl(name: declaration.name, location: declaration.location)
            merged.fields += declaration.fields
            merged.methods += declaration.methods
            merged.initializers += declaration.initializers
            extensionMembers[name] = merged
        } else {
            diagnostics.emit(
                Catalog.unknownType(name, suggestion: nil), at: declaration.name.location,
                highlights: [SourceRange(declaration.name.location, length: name.unicodeScalars.count)]
            )
        }
    }

    /// A type named like the storage a generated body declares for a `state` or `binding`
    /// (`_count`, `_countInitial`): inside that body the local would hide the type (TRL100).
    private func reportTypesNamedLikeStorage(_ diagnostics: inout DiagnosticCollector) {
        // Storage names start with `_`; most programs declare no such type.
        let underscored = (views.values.map(\.name) + models.values.map(\.name) + structs.values.map(\.name) + enums.values.map(\.name))
            .filter { $0.name.utf8.first == UInt8(ascii: "_") }
        guard !underscored.isEmpty else { return }
        var storage: [String: (owner: Identifier, note: String)] = [:]
        for name in viewNames {
            for property in views[name]!.properties where property.kind == .state || property.kind == .binding || property.kind == .stateObject {
                let base = property.name.name
                let kind = property.kind.rawValue
                if property.kind != .stateObject, storage["_" + base] == nil {
                    storage["_" + base] = (property.name, "`_\(base)` is the storage generated for `\(kind)` property `\(base)` of `\(name)`")
                }
                if property.kind != .binding, storage["_\(base)Initial"] == nil {
                    storage["_\(base)Initial"] = (property.name, "`_\(base)Initial` is the initial value generated for `\(kind)` property `\(base)` of `\(name)`")
                }
            }
        }
        for type in underscored.sorted(by: { $0.location < $1.location }) {
            guard let owner = storage[type.name] else { continue }
            Self.reportClash(type, owner.note, at: owner.owner.location, &diagnostics)
        }
    }

    /// Why a view, model or struct may not take `name`: the generated Swift declares or uses a
    /// type of that name in the same module. `nil` when the name is free.
    static func reservedTypeName(_ name: String) -> String? {
        guard let reason = reservedNames[name] else { return nil }
        switch reason {
        case .builtinView: return "`\(name)` is a built-in view"
        case .standardType: return "`\(name)` is a Swift standard type"
        case .runtimeType: return "`\(name)` is a Trellis runtime type that generated code uses"
        case .bodyType: return "every view declares `Body`, the type of its generated body, which hides any other `Body` inside views"
        case .viewMethod: return "every view has a method `\(name)`, the modifier, which hides a type of that name inside views"
        case .module: return "`\(name)` is a module that generated code and the `@Observable` macro refer to"
        case .globalFunction: return "`\(name)` is a Swift function that expressions and hand-written code call"
        case .bodyProperty: return "every view declares `body`, which hides any type named `body` inside views"
        }
    }

    private enum ReservedName {
        case builtinView, standardType, runtimeType, bodyType, viewMethod, module, globalFunction, bodyProperty
    }

    /// Every reserved name with the first reason that applies to it: one lookup per declared
    /// name instead of one per list.
    private static let reservedNames: [String: ReservedName] = {
        var names: [String: ReservedName] = [:]
        let lists: [(Set<String>, ReservedName)] = [
            // `View` is a standard type only so that a computed view's `some View` resolves; the
            // generated code declares it as the runtime's protocol, which is what a clash hides.
            (BuiltinViews.names, .builtinView), (["View"], .runtimeType), (BuiltinTypes.all, .standardType), (BuiltinViews.runtimeNames, .runtimeType),
            (["Body"], .bodyType), (BuiltinViews.viewMethods, .viewMethod), (moduleNames, .module),
            (BuiltinTypes.globalFunctions, .globalFunction), (["body"], .bodyProperty),
        ]
        for (list, reason) in lists {
            for name in list where names[name] == nil { names[name] = reason }
        }
        return names
    }()

    /// Modules whose names generated code, or code the `@Observable` macro expands, qualifies names with.
    static let moduleNames: Set<String> = ["Swift", "Trellis", "Observation", "Foundation"]

    private static func reportClash(_ name: Identifier, _ note: String, at location: SourceLocation? = nil, _ diagnostics: inout DiagnosticCollector) {
        diagnostics.emit(
            Catalog.duplicateDeclaration(name.name), at: name.location,
            highlights: [SourceRange(name.location, length: name.name.count)],
            notes: [Note(note, at: location)]
        )
    }

    /// Properties of a view, fields of a struct and members of a model must be unique too, and
    /// must not clash with what generated code declares beside them or refers to inside them.
    private func reportDuplicateMembers(_ diagnostics: inout DiagnosticCollector) {
        for name in viewNames {
            let properties = views[name]!.properties
            let names = properties.map(\.name)
            Self.reportDuplicates(names, &diagnostics)
            // States and bindings are generated as storage `_name` beside an accessor `name`, and
            // the initial value of a state or stateObject from a call site as `_nameInitial`.
            // Only a member whose name starts with `_` can clash; most views have none.
            if properties.contains(where: { $0.name.name.utf8.first == UInt8(ascii: "_") }) {
                var storage: [(name: Identifier, storage: String, note: String)] = []
                for property in properties where property.kind == .state || property.kind == .binding || property.kind == .stateObject {
                    let name = property.name.name
                    if property.kind != .stateObject {
                        storage.append((property.name, "_" + name, "`_\(name)` is the storage generated for `\(property.kind.rawValue)` property `\(name)`"))
                    }
                    if property.kind != .binding {
                        storage.append((property.name, "_\(name)Initial", "`_\(name)Initial` is the initial value generated for `\(property.kind.rawValue)` property `\(name)`"))
                    }
                }
                Self.reportStorageClashes(names, storage: storage, &diagnostics)
            }
            for property in Self.firstDeclarations(names) {
                if property.name == "body" {
                    Self.reportClash(property, "every view declares `body`, generated from its `<body>`", &diagnostics)
                } else if property.name == "Body" {
                    Self.reportClash(property, "every view declares `Body`, the type of its generated body", &diagnostics)
                } else if !Self.builtinNamesStartLikeTypes || Self.startsLikeTypeName(property.name), BuiltinViews.names.contains(property.name) {
                    Self.reportClash(property, "`\(property.name)` is a built-in view, which generated bodies refer to", &diagnostics)
                } else if !Self.builtinNamesStartLikeTypes || Self.startsLikeTypeName(property.name), BuiltinViews.runtimeNames.contains(property.name) {
                    Self.reportClash(property, Self.reservedTypeName(property.name)!, &diagnostics)
                }
            }
        }
        for name in modelNames {
            let model = models[name]!
            // Methods of one name are overloads when their labels differ (`load(id:)`, `load(name:)`).
            Self.reportDuplicates(model.properties.map(\.name) + Self.firstOfEachName(model.methods), &diagnostics)
            Self.reportDuplicateSignatures(model.methods, &diagnostics)
            Self.reportDuplicates(model.staticProperties.map(\.name) + Self.firstOfEachName(model.staticMethods), &diagnostics)
            Self.reportDuplicateSignatures(model.staticMethods, &diagnostics)
            Self.reportDuplicateSignatures(model.initializers, &diagnostics)
            switch model.kind {
            case .observable:
                let members = model.properties.map(\.name) + model.methods.map(\.name)
                // Module names start with a capital, and most members' names do not.
                if members.contains(where: { Self.startsLikeTypeName($0.name) }) {
                    for member in Self.firstDeclarations(members) where Self.moduleNames.contains(member.name) {
                        Self.reportClash(member, Self.reservedTypeName(member.name)!, &diagnostics)
                    }
                }
                // The `@Observable` macro adds storage `_name` for every tracked property. Only a
                // member whose name starts with `_` can clash; most models have none.
                if members.contains(where: { $0.name.utf8.first == UInt8(ascii: "_") }) {
                    Self.reportStorageClashes(
                        members,
                        storage: model.properties.filter(\.isObserved).map { property in
                            let name = property.name.name
                            return (property.name, "_" + name, "`_\(name)` is the storage the `@Observable` macro generates for `\(name)`")
                        }, &diagnostics
                    )
                }
            case .observableObject:
                for member in Self.firstDeclarations(model.properties.map(\.name) + model.methods.map(\.name))
                where BuiltinViews.generatedModelMembers.contains(member.name) {
                    Self.reportClash(member, "`\(member.name)` is a member of `GeneratedModel`, the base class of generated models", &diagnostics)
                }
            }
        }
        for name in programStructNames {
            let structure = structs[name]!
            Self.reportDuplicates(structure.fields.map(\.name) + Self.firstOfEachName(structure.methods), &diagnostics)
            Self.reportDuplicateSignatures(structure.methods, &diagnostics)
            Self.reportDuplicateSignatures(structure.initializers, &diagnostics)
        }
        for name in programEnumNames {
            let declaration = enums[name]!
            Self.reportDuplicates(declaration.cases.map(\.name) + declaration.properties.filter(\.isStatic).map(\.name), &diagnostics)
            Self.reportDuplicates(declaration.properties.filter { !$0.isStatic }.map(\.name), &diagnostics)
            Self.reportDuplicateSignatures(declaration.methods, &diagnostics)
        }
        reportMembersNamedLikeTypes(&diagnostics)
        reportObservablePropertiesTheMacroCannotName(&diagnostics)
    }

    /// A member named like a type (TRL108): inside its view, model or struct the name finds the
    /// member, so neither the XML's expressions nor the generated code could reach the type.
    private func reportMembersNamedLikeTypes(_ diagnostics: inout DiagnosticCollector) {
        // Members are mostly lower camel case and types upper: when every type name starts with
        // a capital or `_`, a member whose first letter is neither needs no lookup, and is not
        // even gathered.
        let typeNamesStartAlike = BuiltinTypes.all.allSatisfy(Self.startsLikeTypeName) && structs.keys.allSatisfy(Self.startsLikeTypeName)
            && models.keys.allSatisfy(Self.startsLikeTypeName) && views.keys.allSatisfy(Self.startsLikeTypeName)
        let mayBeNamedLikeType = { (member: Identifier) in !typeNamesStartAlike || Self.startsLikeTypeName(member.name) }
        // View properties named like runtime types, `body` or `context` are reported as clashes.
        var members: [(name: Identifier, isViewProperty: Bool)] = []
        for name in viewNames {
            members += Self.firstDeclarations(Array(views[name]!.properties.lazy.map(\.name).filter(mayBeNamedLikeType))).map { ($0, true) }
        }
        for name in programModelNames {
            let model = models[name]!
            let names = Array(model.properties.lazy.map(\.name).filter(mayBeNamedLikeType)) + Array(model.methods.lazy.map(\.name).filter(mayBeNamedLikeType))
            members += Self.firstDeclarations(names).map { ($0, false) }
        }
        for name in programStructNames {
            members += Self.firstDeclarations(Array(structs[name]!.fields.lazy.map(\.name).filter(mayBeNamedLikeType))).map { ($0, false) }
        }
        guard !members.isEmpty else { return }
        // Where the type a member is named like is declared (`nil` for a standard type), as views
        // win over models over structs: each member's name is looked up in the tables it could
        // clash with, instead of hashing every type's name into one table first.
        func typeLocation(_ name: String) -> SourceLocation?? {
            if let view = views[name] { return .some(view.name.location) }
            if let model = models[name] { return .some(model.name.location) }
            if let structure = structs[name] { return .some(structure.name.location) }
            return BuiltinTypes.all.contains(name) ? .some(nil) : nil
        }
        for (member, isViewProperty) in members {
            guard let declared = typeLocation(member.name) else { continue }
            if isViewProperty && (BuiltinViews.runtimeNames.contains(member.name) || ["body", "Body"].contains(member.name)) { continue }
            let note = declared == nil ? "`\(member.name)` is a Swift standard type" : "type `\(member.name)` declared here"
            diagnostics.emit(
                Catalog.memberNamedLikeType(member.name), at: member.location,
                highlights: [SourceRange(member.location, length: member.name.unicodeScalars.count)],
                notes: [Note(note, at: declared)]
            )
        }
    }

    /// A tracked property of an `@Observable` model named `Type` or `Protocol` (TRL109): Swift
    /// accepts those names only in backticks, which the macro cannot expand.
    private func reportObservablePropertiesTheMacroCannotName(_ diagnostics: inout DiagnosticCollector) {
        for name in modelNames {
            let model = models[name]!
            guard model.kind == .observable, !model.isExternal else { continue }
            // The macro writes the class's name where a type goes (`KeyPath<Name, ...>`).
            if SwiftKeywords.typeModifiers.contains(name) {
                diagnostics.emit(
                    Catalog.observableModelNeedsBackticks(name), at: model.name.location,
                    highlights: [SourceRange(model.name.location, length: name.count)]
                )
            }
            for property in model.properties where property.isObserved && (property.name.name == "Type" || property.name.name == "Protocol") {
                diagnostics.emit(
                    Catalog.observablePropertyNeedsBackticks(property.name.name, model: name), at: property.name.location,
                    highlights: [SourceRange(property.name.location, length: property.name.name.count)]
                )
            }
        }
    }

    /// The first declaration of each name, in source order.
    private static func firstDeclarations(_ names: [Identifier]) -> [Identifier] {
        guard names.count > 1 else { return names }
        let ordered = isInSourceOrder(names) ? names : names.sorted(by: { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) })
        guard hasDuplicates(ordered) else { return ordered }
        var seen: Set<String> = []
        return ordered.filter { seen.insert($0.name).inserted }
    }

    /// Whether `name` starts with an ASCII capital or `_`, as type names do: looking at one byte
    /// costs less than hashing the name for a set lookup.
    private static func startsLikeTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") || first == UInt8(ascii: "_")
    }

    /// Whether every built-in view and runtime type starts with a capital or `_`, so that a
    /// member that does not cannot clash with one.
    private static let builtinNamesStartLikeTypes = BuiltinViews.names.allSatisfy(startsLikeTypeName) && BuiltinViews.runtimeNames.allSatisfy(startsLikeTypeName)

    /// Members of one declaration share its file: lines and columns order them.
    private static func isInSourceOrder(_ names: [Identifier]) -> Bool {
        zip(names, names.dropFirst()).allSatisfy { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
    }

    /// Most declarations have a few members and no duplicates: comparing each pair of a few
    /// names costs less than hashing them into a set.
    private static func hasDuplicates(_ names: [Identifier]) -> Bool {
        guard names.count > 1 else { return false }
        if names.count <= 16 {
            for index in names.indices.dropFirst() {
                let name = names[index].name
                for earlier in names[..<index] where earlier.name == name { return true }
            }
            return false
        }
        var seen: Set<String> = []
        seen.reserveCapacity(names.count)
        return !names.allSatisfy { seen.insert($0.name).inserted }
    }

    /// A member named like the storage (`_x`, `_xInitial`) generated for another member.
    private static func reportStorageClashes(_ members: [Identifier], storage: [(name: Identifier, storage: String, note: String)], _ diagnostics: inout DiagnosticCollector) {
        var owners: [String: (name: Identifier, note: String)] = [:]
        for owner in storage where owners[owner.storage] == nil { owners[owner.storage] = (owner.name, owner.note) }
        for member in firstDeclarations(members) {
            guard let owner = owners[member.name] else { continue }
            reportClash(member, owner.note, at: owner.name.location, &diagnostics)
        }
    }

    /// The name of the first method of each name, in declaration order, among the methods that
    /// take no parameter: Swift tells `var name` from `func name(locale:)` by the full name, so
    /// only `func name()` clashes with a property.
    private static func firstOfEachName(_ methods: [MethodDecl]) -> [Identifier] {
        var seen: Set<String> = []
        return methods.filter { $0.parameters.isEmpty && seen.insert($0.name.name).inserted }.map(\.name)
    }

    /// Two methods of one name, the same labels and the same parameter types: a call could not
    /// tell them apart. Swift's overloads by type (`themes(from: [Project])` beside
    /// `themes(from: String)`) are told apart by the arguments' types.
    private static func reportDuplicateSignatures(_ methods: [MethodDecl], _ diagnostics: inout DiagnosticCollector) {
        guard methods.count > 1 else { return }
        var seen: [String: Identifier] = [:]
        for method in methods {
            let signature = method.signature
            let key = signature + method.parameters.map { "\($0.type.reference)" }.joined(separator: ",")
            if let previous = seen[key] {
                diagnostics.emit(
                    Catalog.duplicateDeclaration(signature), at: method.name.location,
                    highlights: [SourceRange(method.name.location, length: method.name.name.count)],
                    notes: [Note("previous declaration of `\(signature)` is here", at: previous.location)]
                )
            } else {
                seen[key] = method.name
            }
        }
    }

    private static func reportDuplicates(_ names: [Identifier], _ diagnostics: inout DiagnosticCollector) {
        guard hasDuplicates(names) else { return }
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

    /// What overload resolution asks of a declaration, computed once per run.
    /// A class: every call reads its declaration's summary, and a reference costs one retain
    /// where a copy of the arrays and sets cost one each.
    final class InterfaceSummary: Sendable {
        struct Overload {
            /// Each name once.
            let parameters: [String]
            let slots: [String]
            let firstSlot: String?
            let requiredParameters: [String]
            let requiredSlots: [String]
        }

        /// Every parameter name, once, in the order the overloads first list them.
        let parameterOrder: [String]
        let hasSlots: Bool
        /// Every overload's slot names: a call's lowercase children with these names fill slots.
        let slotNames: Set<String>
        /// The slots whose closure receives a value (`sheet(item:)`'s `content`), in any overload.
        let valueSlotNames: Set<String>
        let overloads: [Overload]

        init(_ interface: InterfaceDecl) {
            var order: [String] = []
            var seen: Set<String> = []
            for overload in interface.overloads {
                for parameter in overload.parameters where !parameter.isSlot && seen.insert(parameter.name.name).inserted {
                    order.append(parameter.name.name)
                }
            }
            parameterOrder = order
            hasSlots = interface.overloads.contains { !$0.slots.isEmpty }
            slotNames = Set(interface.overloads.flatMap { $0.slots.map(\.name.name) })
            valueSlotNames = Set(interface.overloads.flatMap(\.slots).filter { $0.takes != nil }.map(\.name.name))
            overloads = interface.overloads.map { overload in
                Overload(
                    parameters: InterfaceSummary.unique(overload.parameters.filter { !$0.isSlot }.map(\.name.name)),
                    slots: InterfaceSummary.unique(overload.slots.map(\.name.name)),
                    firstSlot: overload.slots.first?.name.name,
                    requiredParameters: overload.parameters.filter { !$0.isSlot && $0.isRequired }.map(\.name.name),
                    requiredSlots: overload.parameters.filter { $0.isSlot && $0.isRequired }.map(\.name.name)
                )
            }
        }

        private static func unique(_ names: [String]) -> [String] {
            var seen: Set<String> = []
            return names.filter { seen.insert($0).inserted }
        }
    }

    /// The summaries of the views and modifiers that calls name, each made on first ask: a
    /// program calls a few of the prelude's hundreds.
    private final class SummaryCache: Sendable {
        private let views = Mutex<[String: InterfaceSummary]>([:])
        private let modifiers = Mutex<[String: InterfaceSummary]>([:])

        func known(_ name: String, isView: Bool) -> InterfaceSummary? {
            isView ? views.withLock { $0[name] } : modifiers.withLock { $0[name] }
        }

        /// The summary kept for `name`: `summary`, unless another thread kept one first.
        func keep(_ summary: InterfaceSummary, named name: String, isView: Bool) -> InterfaceSummary {
            func keep(_ made: inout [String: InterfaceSummary]) -> InterfaceSummary {
                if let known = made[name] { return known }
                made[name] = summary
                return summary
            }
            return isView ? views.withLock { keep(&$0) } : modifiers.withLock { keep(&$0) }
        }
    }

    /// The summary of the declaration of `interface`'s name in the table; of `interface` itself
    /// when the table holds none of that name.
    func summary(of interface: InterfaceDecl) -> InterfaceSummary {
        let name = interface.name.name
        let isView = interface.kind == .view
        if let known = summaries.known(name, isView: isView) { return known }
        guard let declared = isView ? interfaceViews[name] : modifiers[name] else { return InterfaceSummary(interface) }
        return summaries.keep(InterfaceSummary(declared), named: name, isView: isView)
    }

    /// Views after semantic analysis has read their bodies' attributes.
    mutating func replaceView(named name: String, with decl: ViewDecl) {
        views[name] = decl
    }

    /// Whether renaming the view `old`, which won its name, to `new` changes nothing the table
    /// reports or resolves but the view's name: `new` is no declared, reserved or unavailable
    /// name nor any member's (TRL100, TRL108), and `old` took over no name of the prelude, whose
    /// declaration would come back. The caller makes sure no other declaration of `old` lost to it.
    func renamesViewAlone(_ old: String, to new: String) -> Bool {
        guard views[old] != nil, views[new] == nil, !isTypeName(new), !preludeNames.contains(new), !unavailableViews.contains(new),
              Self.reservedTypeName(new) == nil, new.utf8.first != UInt8(ascii: "_"), !tables.value.shadowedPreludeNames.contains(old) else { return false }
        return !declaresMember(named: new)
    }

    /// Whether a view's property, a program model's property or method, or a program struct's
    /// field is named `name`: each would be named like a type of that name (TRL108).
    private func declaresMember(named name: String) -> Bool {
        for view in tables.value.views.values where view.properties.contains(where: { $0.name.name == name }) { return true }
        for model in tables.value.models.entries.values where !tables.value.preludeNames.contains(model.name.name) {
            if model.properties.contains(where: { $0.name.name == name }) || model.methods.contains(where: { $0.name.name == name }) { return true }
        }
        for structure in tables.value.structs.entries.values where !tables.value.preludeNames.contains(structure.name.name) {
            if structure.fields.contains(where: { $0.name.name == name }) { return true }
        }
        return false
    }

    /// Whether replacing the program's model `old` with `new`, the same name at the same place,
    /// of the same kind, changes nothing the table reports or resolves but that model's members:
    /// `old` won its name and no extension adds to it (the table holds it as written), and
    /// neither declares a member the table would report (TRL100, TRL108, TRL109).
    func replacesModelAlone(_ old: ModelDecl, with new: ModelDecl) -> Bool {
        guard new.name == old.name, new.kind == old.kind, new.isExternal == old.isExternal,
              tables.value.models.entries[old.name.name] == old else { return false }
        return modelMembersNeedNoTableCheck(old) && modelMembersNeedNoTableCheck(new)
    }

    /// Whether the table reports nothing about `model`'s members: they are unique (methods by
    /// their labels), none starts with `_`, and none is named like a type, a view, a module, a
    /// member of `GeneratedModel`, `Type` or `Protocol`.
    private func modelMembersNeedNoTableCheck(_ model: ModelDecl) -> Bool {
        if model.kind == .observable, SwiftKeywords.typeModifiers.contains(model.name.name) { return false }
        guard !Self.hasDuplicates(model.properties.map(\.name) + Self.firstOfEachName(model.methods)),
              !Self.hasDuplicates(model.staticProperties.map(\.name) + Self.firstOfEachName(model.staticMethods)) else { return false }
        for methods in [model.methods, model.staticMethods, model.initializers] where Set(methods.map(\.signature)).count != methods.count { return false }
        let members = model.properties.map(\.name.name) + model.methods.map(\.name.name) + model.staticProperties.map(\.name.name) + model.staticMethods.map(\.name.name)
        for name in members {
            guard name.utf8.first != UInt8(ascii: "_"), name != "Type", name != "Protocol", !Self.moduleNames.contains(name),
                  !BuiltinViews.generatedModelMembers.contains(name), !isTypeName(name), views[name] == nil else { return false }
        }
        return true
    }

    /// A program's model with its members edited (`replacesModelAlone`).
    mutating func replaceModel(with decl: ModelDecl) {
        models[decl.name.name] = decl
    }

    /// The view `old` under its new name (`renamesViewAlone`).
    mutating func renameView(_ old: String, to decl: ViewDecl) {
        let new = decl.name.name
        views[old] = nil
        views[new] = decl
        if let index = viewNames.firstIndex(of: old) { viewNames.remove(at: index) }
        var low = 0
        var high = viewNames.count
        while low < high {
            let middle = (low + high) / 2
            if viewNames[middle] < new { low = middle + 1 } else { high = middle }
        }
        viewNames.insert(new, at: low)
    }

    /// Whether the prelude declares `name`, the program's own declaration of it aside.
    func isPreludeName(_ name: String) -> Bool {
        preludeNames.contains(name) || tables.value.shadowedPreludeNames.contains(name)
    }

    /// Whether a type is declared inside `name` (a view's `ViewModel`), so that a short name
    /// used there may mean it.
    func nestsTypes(_ name: String) -> Bool { tables.value.enclosingTypeNames.contains(name) }

    /// `<Color.blue>`: a view type's static member of its own type is a view, placed by its Swift
    /// name as Swift's `Color.blue` is (`ContentUnavailableView.search`, a program's
    /// `extension Color { static let brand: Color }`), declared or not as a view of its own.
    private mutating func addStaticMemberViews() {
        for (typeName, extended) in tables.value.extensionMembers.entries {
            guard let base = interfaceViews[typeName] else { continue }
            for field in extended.fields where field.isStatic && field.type.reference == .named(typeName, genericArguments: []) {
                let name = typeName + "." + field.name.name
                guard interfaceViews[name] == nil else { continue }
                interfaceViews[name] = InterfaceDecl(kind: .view, name: Identifier(name, at: field.name.location), overloads: [Signature(parameters: [], location: field.name.location)], protocols: base.protocols, location: field.name.location)
            }
        }
    }

    func isTypeName(_ name: String) -> Bool {
        namedTypes[name] != nil || interfaceViews[name] != nil || identifierType(name) != nil || swiftModuleType(name) != nil
    }

    /// `Error` of `Swift.Error`, the standard library's type named through its module (as a type
    /// that declares its own `Error` writes it); `nil` for any other name.
    func swiftModuleType(_ name: String) -> String? {
        guard name.hasPrefix("Swift."), case let rest = String(name.dropFirst(6)), !rest.isEmpty, namedTypes[name] == nil, namedTypes[rest] != nil else { return nil }
        return rest
    }

    /// `Quake.ID`, `Ticket.ID`: `Identifiable`'s associated type of a declared type, the type of
    /// its `id` (a SwiftData model's `PersistentIdentifier` where it declares none).
    func identifierType(_ name: String) -> TypeReference? {
        guard name.hasSuffix(".ID") else { return nil }
        let owner = String(name.dropLast(3))
        if let model = models[owner] {
            if let id = model.properties.first(where: { $0.name.name == "id" }) { return id.type.reference }
            return model.isPersistent ? .named("PersistentIdentifier", genericArguments: []) : nil
        }
        if let structure = structs[owner] {
            return structure.fields.first(where: { $0.name.name == "id" && !$0.isStatic })?.type.reference
        }
        if let declaration = enums[owner], declaration.isIdentifiable {
            if let id = declaration.properties.first(where: { $0.name.name == "id" && !$0.isStatic }) {
                return id.type.reference == .named("Self", genericArguments: []) ? .named(owner, genericArguments: []) : id.type.reference
            }
            return declaration.rawType?.reference ?? .named(owner, genericArguments: [])
        }
        return nil
    }

    /// What a type name denotes, as `resolve` reads it: a model wins over a struct, a struct over
    /// an enum, an enum over a protocol, and any declaration over a standard type of the same name.
    private enum NamedType {
        case model(ModelKind), structure, enumeration, existential, standard
    }

    /// Every model, struct, enum, protocol and standard type by name: one lookup per name resolved.
    private var namedTypes: DeclarationTable<NamedType> {
        _read {
            if let reads { yield tables.value.namedTypes.recording(into: reads) } else { yield tables.value.namedTypes }
        }
        _modify { yield &tables.value.namedTypes }
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
        case .function, .tuple:
            // Closures are judged where they are written, as actions; a tuple's uses, by swiftc.
            return nil
        case .existential(let name):
            return protocols[name] != nil ? .existential(name) : nil
        case .named(let name, let arguments):
            let named = namedTypes[name]
            if named == nil, let standard = swiftModuleType(name) { return resolve(standard, arguments, denoting: namedTypes[standard]) }
            return resolve(name, arguments, denoting: named)
        }
    }

    /// A named type, given what its name denotes: one lookup, and a loop instead of
    /// `compactMap(resolve)`: neither copies a declaration nor this table.
    private func resolve(_ name: String, _ arguments: [TypeReference], denoting named: NamedType?) -> ResolvedType? {
        switch named {
        case .model(let kind)?: return .model(name, kind)
        case .structure?: return .structure(name)
        case .enumeration?: return .enumeration(name)
        // A protocol written without `any` is TRL265; it still means the existential.
        case .existential?: return .existential(name)
        case .standard?: break
        case nil:
            guard let identifier = identifierType(name) else { return nil }
            return resolve(identifier)
        }
        var resolvedArguments: [ResolvedType] = []
        resolvedArguments.reserveCapacity(arguments.count)
        for argument in arguments {
            guard let resolved = resolve(argument) else { return nil }
            resolvedArguments.append(resolved)
        }
        // The count first: most standard types (`Int`, `String`) take no arguments, and then no
        // name is compared.
        switch (resolvedArguments.count, name) {
        case (1, "Binding"): return .binding(resolvedArguments[0])
        case (1, "Optional"): return .optional(resolvedArguments[0])
        case (1, "Array"): return .array(resolvedArguments[0])
        case (2, "Dictionary"): return .dictionary(key: resolvedArguments[0], value: resolvedArguments[1])
        default: return .builtin(name, arguments: resolvedArguments)
        }
    }

    /// Resolves a written type, reporting each unknown name (TRL102) once.
    func check(_ type: TypeSyntax, suggester: NameSuggester, diagnostics: inout DiagnosticCollector) -> ResolvedType? {
        // A type not written, already reported where it is missing: no type, and nothing more to say.
        if type.reference == .unwritten { return nil }
        // Most written types are one known name: nothing to report, no list of names to build,
        // and the name is looked up once.
        if case .named(let name, let arguments) = type.reference, arguments.isEmpty {
            let named = namedTypes[name]
            if named != nil || interfaceViews[name] != nil, protocols[name] == nil {
                return resolve(name, arguments, denoting: named)
            }
        }
        var reported: Set<String> = []
        // A type of Swift's own modules that the prelude leaves out (`FileManager`) is swiftc's to judge.
        for name in type.reference.namedTypes where !isTypeName(name) && !defersUnknownName(name) && reported.insert(name).inserted {
            suggester.noteUnknownType(name)
            diagnostics.emit(
                Catalog.unknownType(name, suggestion: suggester.type(name)),
                at: type.location,
                highlights: [SourceRange(type.location, length: type.reference.description.count)]
            )
        }
        if !protocols.isEmpty { reportProtocolsWithoutAny(type, diagnostics: &diagnostics) }
        return resolve(type.reference)
    }
}

import TrellisSyntax
import TrellisDiagnostics

/// Emits declared (non-external) models and structs. External ones are written
/// by hand in Swift and produce nothing.
enum TypeDeclEmitter {
    /// A declared model: an `@Observable final class`, or for an `ObservableObject` a
    /// `final class Name: GeneratedModel` whose properties are slots of the base class, added by
    /// its `init()` and read and written by plain accessors (no `Published` wrapper per
    /// property: its storage, key paths and projection cost compile time). Methods are declared in the XML for the checker and
    /// written by hand in a Swift extension beside it.
    /// `publishers`: the names of published properties whose `$name` the program uses; those
    /// are Swift's `@Published`, the one form with that projection.
    static func emit(_ model: ModelDecl, publishers: Set<String> = [], expressions: ExpressionEmitter = ExpressionEmitter(), into printer: inout CodePrinter) throws(CodeGenError) {
        let qualifiedName = try SwiftSource.typeName(model.name.name)
        if let outer = model.enclosingTypeName {
            // `enum DBModel { @Model final class Country }`: the class inside `extension DBModel`,
            // with its short name; what must be at file scope follows, with the qualified name.
            var placed = model
            placed.name.name = String(model.name.name[model.name.name.index(after: model.name.name.lastIndex(of: ".")!)...])
            try printer.declaration("extension \(try SwiftSource.typeName(outer)) {") { printer throws(CodeGenError) in
                try emitClass(placed, publishers: publishers, expressions: expressions, into: &printer)
            }
        } else {
            try emitClass(model, publishers: publishers, expressions: expressions, into: &printer)
        }
        if model.kind == .observable { printer.print("extension \(qualifiedName): nonisolated Observation.Observable {}") }
        if model.kind == .observableObject { try emitInitializersOfPropertylessModel(model, qualifiedName: qualifiedName, expressions: expressions, into: &printer) }
        // The observers of a `@Published` wrapper are its own, written inside it; the others are methods its setter calls.
        let wrapped = Set(model.properties.filter { model.kind == .observableObject && isPublishedWrapper($0, publishers: publishers) }.map(\.name.name))
        let code = typedObservers(model.code, types: model.properties.map { ($0.name.name, $0.type) }).filter { function in
            (function.name.name != "init" || function.isGetter) && function.observedProperty.map(wrapped.contains) != true
        }
        try emitCodeExtension(of: model.name.name, code, expressions: expressions, isValueType: false, into: &printer)
    }

    /// A tracked property of an `@Observable` class with observers: its setter runs them around
    /// the tracked store, which the private accessor `name$` makes, for the observers' own writes.
    private static func emitObservedTrackedProperty(
        _ property: (name: String, type: String, access: String), observers: (willSet: ViewFunctionDecl?, didSet: ViewFunctionDecl?), into printer: inout CodePrinter
    ) throws(CodeGenError) {
        let storage = "_" + property.name
        let observedStorage = try SwiftSource.boundLocal(property.name)
        printer.print("")
        printer.declaration("\(property.access)var \(property.name): \(property.type) {") { printer in
            printer.print("@storageRestrictions(initializes: \(storage))")
            printer.print("init(initialValue) { \(storage) = initialValue }")
            printer.print("get {")
            printer.print("    access(keyPath: \\.\(property.name))")
            printer.print("    return \(storage)")
            printer.print("}")
            printObservedSetter(of: property.name, observers: observers, type: property.type, storage: observedStorage, oldValue: storage, into: &printer)
        }
        printer.print("")
        printer.declaration("private var \(observedStorage): \(property.type) {") { printer in
            printTrackedAccessors(of: property.name, storage: storage, into: &printer)
        }
    }

    /// The observers among `code`, each given its property's type, which the analysis may have inferred since.
    static func typedObservers(_ code: [ViewFunctionDecl], types: [(String, TypeSyntax)]) -> [ViewFunctionDecl] {
        guard code.contains(where: { $0.observedProperty != nil }) else { return code }
        let typeByName = Dictionary(types, uniquingKeysWith: { first, _ in first })
        return code.map { function in
            guard let property = function.observedProperty, let type = typeByName[property], !function.parameters.isEmpty else { return function }
            var typed = function
            typed.parameters[0].type = type
            return typed
        }
    }

    /// The `willSet` and `didSet` of a stored property, if it has any.
    static func observers(of property: String, in code: [ViewFunctionDecl]) -> (willSet: ViewFunctionDecl?, didSet: ViewFunctionDecl?) {
        guard code.contains(where: { $0.observedProperty != nil }) else { return (nil, nil) }
        let own = code.filter { $0.observedProperty == property }
        return (own.first { $0.name.name == "willSet" }, own.first { $0.name.name == "didSet" })
    }

    /// The setter of a class's stored property with observers, as Swift runs them: `willSet` with
    /// the new value, the store through `storage` (the accessor the observers' own assignments
    /// use, which runs none), then `didSet` with the value replaced, read by `oldValue`.
    private static func printObservedSetter(
        of property: String, observers: (willSet: ViewFunctionDecl?, didSet: ViewFunctionDecl?), type: String, storage: String, oldValue: String,
        into printer: inout CodePrinter
    ) {
        printer.print("set(newValue$) {")
        printer.withIndentation { printer in
            if observers.willSet != nil { printer.print("willSet$\(property)(newValue$)") }
            if observers.didSet != nil { printer.print("let oldValue$: \(type) = \(oldValue)") }
            printer.print("\(storage) = newValue$")
            if observers.didSet != nil { printer.print("didSet$\(property)(oldValue$)") }
        }
        printer.print("}")
    }

    /// A value type's stored property with its observers inside, as Swift writes them; each opens
    /// on its brace's line (a line directive before `willSet` would end the accessor list).
    private static func printInlineObservers(
        _ line: String, mappedTo location: SourceLocation?, observers: (willSet: ViewFunctionDecl?, didSet: ViewFunctionDecl?),
        expressions: ExpressionEmitter, into printer: inout CodePrinter
    ) throws(CodeGenError) {
        var opening = line + " {"
        for observer in [observers.willSet, observers.didSet].compactMap(\.self) {
            let valueName = observer.parameters.first?.name.name ?? (observer.name.name == "willSet" ? "newValue" : "oldValue")
            let scope = try expressions.binding([valueName])
            let head = "\(observer.name.name)(\(try SwiftSource.boundLocal(valueName))) {"
            if let location, observer.location == (observers.willSet ?? observers.didSet)?.location {
                printer.print(opening + " " + head, mappedTo: location)
            } else {
                printer.print(opening + " " + head)
            }
            try printer.withIndentation { printer throws(CodeGenError) in
                try scope.printStatements(observer.body, into: &printer)
                printer.endMappedRegion()
            }
            opening = "}"
        }
        printer.print("} }")
    }

    private static func emitClass(_ model: ModelDecl, publishers: Set<String>, expressions: ExpressionEmitter, into printer: inout CodePrinter) throws(CodeGenError) {
        switch model.kind {
        case .observableObject: try emitGeneratedModel(model, publishers: publishers, expressions: expressions, into: &printer)
        case .observable: try emitObservable(model, expressions: expressions, into: &printer)
        }
    }

    /// A property of a generated model that is Swift's `@Published` rather than a slot: one whose
    /// publisher is used (and that has the initial value the checker requires).
    static func isPublishedWrapper(_ property: ModelProperty, publishers: Set<String>) -> Bool {
        property.isObserved && property.initial != nil && publishers.contains(property.name.name)
    }

    private static func emitGeneratedModel(_ model: ModelDecl, publishers: Set<String>, expressions: ExpressionEmitter, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(model.name.name)
        let initializers = model.code.filter { $0.name.name == "init" && !$0.isGetter }
        // `init()` written in the XML is the base class's `init()`, after the slots are made.
        let plainInit = initializers.first { $0.parameters.isEmpty }
        var model = model
        model.properties.removeAll(where: \.isComputed)
        try printer.declaration("final class \(name): GeneratedModel\(identifiableConformance(of: model).map { ", " + $0 } ?? "") {") { printer throws(CodeGenError) in
            try emitStaticProperties(model.staticProperties, into: &printer)
            // A property whose publisher is used is `@Published`, with its initial value (the
            // checker requires one); the others are slots.
            let isWrapped = { (property: ModelProperty) in isPublishedWrapper(property, publishers: publishers) }
            for property in model.properties where isWrapped(property) {
                let line = "@Published var \(try SwiftSource.identifier(property.name.name)): \(try TypeEmitter.emit(property.type)) = \(try ExpressionEmitter.emit(property.initial!))"
                let observers = observers(of: property.name.name, in: model.code)
                if observers.willSet != nil || observers.didSet != nil {
                    try printInlineObservers(line, mappedTo: property.initial!.location, observers: observers, expressions: expressions, into: &printer)
                } else {
                    printer.print(line, mappedTo: property.initial!.location)
                }
                printer.endMappedRegion()
            }
            var model = model
            model.properties.removeAll(where: isWrapped)
            guard !model.properties.isEmpty else {
                if let plainInit {
                    try printer.declaration("required init() {") { printer throws(CodeGenError) in
                        printer.print("super.init()")
                        try expressions.binding([]).printStatements(plainInit.body, into: &printer)
                        printer.endMappedRegion()
                    }
                }
                return
            }
            // One slot per property, in declaration order, each at its property's XML line. An
            // initial value is coerced to the declared type (unless it is a literal of that
            // type), so swiftc checks it there and the slot holds the type the accessors read.
            try printer.declaration("required init() {") { printer throws(CodeGenError) in
                printer.print("super.init()")
                for property in model.properties {
                    guard let initial = property.initial else {
                        printer.print("addUnsetProperty()", mappedTo: property.location)
                        continue
                    }
                    printer.print("addProperty(\(try ExpressionEmitter().typed(initial, as: property.type)))", mappedTo: initial.location)
                }
                if let plainInit { try expressions.binding([]).printStatements(plainInit.body, into: &printer) }
                printer.endMappedRegion()
            }
            // The accessors follow the mapped initializer inside the class (an extension cost
            // swiftc more in every job), outside its region: they map to no XML line.
            for (slot, property) in model.properties.enumerated() {
                let propertyName = try SwiftSource.identifier(property.name.name)
                let (get, set) = property.isObserved ? ("published", "setPublished") : ("plain", "setPlain")
                printer.print("")
                let type = try TypeEmitter.emit(property.type)
                let access = property.isPrivate ? "private " : ""
                // A `let` has no setter: its slot is set once, by the initializer, or by an
                // `init` written in the XML, which the checker lets no other code imitate.
                guard !property.isConstant || (!initializers.isEmpty && property.initial == nil) else {
                    printer.print("\(access)var \(propertyName): \(type) { \(get)(\(slot)) }")
                    continue
                }
                let setterAccess = property.isConstant && !property.isPrivate ? "private(set) " : ""
                let observers = observers(of: property.name.name, in: model.code)
                guard observers.willSet != nil || observers.didSet != nil else {
                    printer.declaration("\(access)\(setterAccess)var \(propertyName): \(type) {") { printer in
                        printer.print("get { \(get)(\(slot)) }")
                        printer.print("set { \(set)(\(slot), to: newValue) }")
                    }
                    continue
                }
                let storage = try SwiftSource.boundLocal(property.name.name)
                printer.declaration("\(access)\(setterAccess)var \(propertyName): \(type) {") { printer in
                    printer.print("get { \(get)(\(slot)) }")
                    printObservedSetter(of: property.name.name, observers: observers, type: type, storage: storage, oldValue: "\(get)(\(slot))", into: &printer)
                }
                printer.print("")
                printer.declaration("private var \(storage): \(type) {") { printer in
                    printer.print("get { \(get)(\(slot)) }")
                    printer.print("set { \(set)(\(slot), to: newValue) }")
                }
            }
            // The base class makes every slot; the properties without an initial value are then set.
            let slots = Dictionary(uniqueKeysWithValues: model.properties.enumerated().map { ($0.element.name.name, $0.offset) })
            guard initializers.isEmpty else {
                for initializer in initializers where !initializer.parameters.isEmpty {
                    try emitCode(initializer, expressions: expressions, isValueType: false, opening: "convenience init", firstLine: "self.init()", into: &printer)
                }
                return
            }
            // An initializer sets its class's own properties without running their observers, as Swift's does.
            let observed = Set(model.code.compactMap(\.observedProperty))
            try emitMemberwiseInit(model.properties, opening: "convenience init", firstLine: "self.init()", into: &printer) { property, value in
                if property.isConstant { return "setPlain(\(slots[property.name.name]!), to: \(value))" }
                guard observed.contains(property.name.name) else { return nil }
                return "\(property.isObserved ? "setPublished" : "setPlain")(\(slots[property.name.name]!), to: \(value))"
            }
        }
    }

    /// Without stored properties a generated model has only the base's `init()`; an `init` written
    /// in the XML is added to it, in an extension at file scope.
    private static func emitInitializersOfPropertylessModel(_ model: ModelDecl, qualifiedName: String, expressions: ExpressionEmitter, into printer: inout CodePrinter) throws(CodeGenError) {
        guard !model.properties.contains(where: { !$0.isComputed }) else { return }
        for initializer in model.code where initializer.name.name == "init" && !initializer.isGetter && !initializer.parameters.isEmpty {
            try printer.declaration("extension \(qualifiedName) {") { printer throws(CodeGenError) in
                try emitCode(initializer, expressions: expressions, isValueType: false, opening: "convenience init", firstLine: "self.init()", into: &printer)
            }
        }
    }

    /// An `@Observable` model, written as the macro expands it (as `@Entry` is below): swiftc
    /// expands an attached macro through a syntax tree of the whole file, once per role and per
    /// property, which cost the module job more than the expansion itself (about 90 M
    /// instructions per model in a screen's file, as much as the rest of the screen). Each tracked
    /// property is `private var _name` storage and an accessor property that reports its reads
    /// and writes to the class's `ObservationRegistrar`; the class conforms to `Observable` in an
    /// extension, without isolation, as the macro declares it.
    private static func emitObservable(_ model: ModelDecl, expressions: ExpressionEmitter, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(model.name.name)
        let initializers = model.code.filter { $0.name.name == "init" && !$0.isGetter }
        var model = model
        model.properties.removeAll(where: \.isComputed)
        // On the main actor, as `GeneratedModel` is: see there.
        // SwiftData's `@Model` is `@Observable` and `PersistentModel`.
        let conformance = model.isPersistent ? ": " + persistentModelConformance(of: model) : identifiableConformance(of: model).map { ": " + $0 } ?? ""
        try printer.declaration("final class \(name)\(conformance) {", attributes: ["@MainActor"]) { printer throws(CodeGenError) in
            try emitStaticProperties(model.staticProperties, into: &printer)
            // The stored properties first, each initial value at its XML line, so that they make
            // one mapped region; a tracked property's storage is the macro's `_name`.
            var tracked: [(name: String, type: String, access: String)] = []
            for property in model.properties {
                let type = try TypeEmitter.emit(property.type)
                let access = property.isPrivate ? "private " : ""
                var line: String
                let observers = observers(of: property.name.name, in: model.code)
                let isObservedBySwift = observers.willSet != nil || observers.didSet != nil
                if property.isObserved && !property.isConstant {
                    // The macro cannot expand a name in backticks: a tracked property is written plain.
                    let propertyName = try SwiftSource.trackedPropertyName(property.name.name)
                    tracked.append((propertyName, type, access))
                    line = "private var _\(propertyName): \(type)"
                } else {
                    line = access + (property.isConstant ? "let " : "var ") + "\(try SwiftSource.identifier(property.name.name)): \(type)"
                }
                if let initial = property.initial { line += " = " + (try ExpressionEmitter.emit(initial)) }
                if isObservedBySwift, !(property.isObserved && !property.isConstant) {
                    // Stored as written, an untracked property keeps Swift's own observers.
                    try printInlineObservers(line, mappedTo: property.initial?.location ?? property.location, observers: observers, expressions: expressions, into: &printer)
                } else if let initial = property.initial {
                    printer.print(line, mappedTo: initial.location)
                } else {
                    printer.print(line)
                }
            }
            printer.endMappedRegion()
            for property in tracked {
                let observers = observers(of: property.name, in: model.code)
                if observers.willSet != nil || observers.didSet != nil {
                    try emitObservedTrackedProperty(property, observers: observers, into: &printer)
                    continue
                }
                let storage = "_" + property.name
                printer.print("")
                printer.declaration("\(property.access)var \(property.name): \(property.type) {") { printer in
                    printer.print("@storageRestrictions(initializes: \(storage))")
                    printer.print("init(initialValue) { \(storage) = initialValue }")
                    printTrackedAccessors(of: property.name, storage: storage, into: &printer)
                    printer.print("_modify {")
                    printer.print("    access(keyPath: \\.\(property.name))")
                    printer.print("    _$observationRegistrar.willSet(self, keyPath: \\.\(property.name))")
                    printer.print("    defer { _$observationRegistrar.didSet(self, keyPath: \\.\(property.name)) }")
                    printer.print("    yield &\(storage)")
                    printer.print("}")
                }
            }
            try emitSchemaMetadata(model, name: name, into: &printer)
            // An `init` written in the XML replaces the memberwise one, as in Swift.
            if initializers.isEmpty {
                try emitMemberwiseInit(model.properties, opening: "init", firstLine: nil, into: &printer)
            } else {
                for initializer in initializers {
                    try emitCode(initializer, expressions: expressions, isValueType: false, opening: "init", firstLine: nil, into: &printer)
                }
            }
            emitObservationMembers(of: name, hasTrackedProperties: !tracked.isEmpty, into: &printer)
        }
    }

    /// `PersistentModel`, which refines `Identifiable`. A model that declares its own `id`
    /// (`@Attribute(.unique) var id: String`) conforms on the main actor (an isolated
    /// conformance, SE-0470): its `id` is a main-actor property, which cannot satisfy the
    /// nonisolated requirement, and a nonisolated `id` would be unsound for a stored `var` of a
    /// class that is not `Sendable`. Without its own `id` the object's identity is the `id`, which
    /// is nonisolated, so the conformance stays usable off the main actor.
    /// `identifiable="true"` or `protocols="Identifiable"`: on the main actor when the model
    /// declares its own `id`, as `persistentModelConformance` explains; otherwise the object's
    /// identity is its `id`.
    static func identifiableConformance(of model: ModelDecl) -> String? {
        guard model.protocols.contains("Identifiable") else { return nil }
        return model.properties.contains { $0.name.name == "id" } ? "@MainActor Identifiable" : "Identifiable"
    }

    static func persistentModelConformance(of model: ModelDecl) -> String {
        model.properties.contains { $0.name.name == "id" } ? "@MainActor PersistentModel" : "PersistentModel"
    }

    /// The members the `@Observable` macro adds to its class: the registrar, `access` and
    /// `withMutation`, and the comparisons that skip a write of an equal value or the same
    /// object. The generic parameters end in `$`, which no name from the XML does.
    private static func emitObservationMembers(of name: String, hasTrackedProperties: Bool, into printer: inout CodePrinter) {
        printer.print("")
        printer.print("private let _$observationRegistrar = Observation.ObservationRegistrar()")
        printer.print("")
        printer.declaration("nonisolated func access<Member$>(keyPath: KeyPath<\(name), Member$>) {") { printer in
            printer.print("_$observationRegistrar.access(self, keyPath: keyPath)")
        }
        printer.print("")
        printer.declaration("nonisolated func withMutation<Member$, MutationResult$>(keyPath: KeyPath<\(name), Member$>, _ mutation: () throws -> MutationResult$) rethrows -> MutationResult$ {") { printer in
            printer.print("try _$observationRegistrar.withMutation(of: self, keyPath: keyPath, mutation)")
        }
        guard hasTrackedProperties else { return }
        for (constraint, result) in [("", "true"), (": Equatable", "lhs != rhs"), (": AnyObject", "lhs !== rhs"), (": Equatable & AnyObject", "lhs != rhs")] {
            printer.print("")
            printer.declaration("private nonisolated func shouldNotifyObservers<Member$\(constraint)>(_ lhs: Member$, _ rhs: Member$) -> Bool {") { printer in
                printer.print(result)
            }
        }
    }

    /// SwiftData's `@Attribute(...)` and `@Relationship(...)` of a model's properties, each at
    /// its XML line with its arguments as written: `metadata.append(.attribute(\.id, .unique))`. The runtime's
    /// context reads them (a unique value replaces, a delete rule runs on delete), and swiftc
    /// judges the arguments against the macros' parameters.
    private static func emitSchemaMetadata(_ model: ModelDecl, name: String, into printer: inout CodePrinter) throws(CodeGenError) {
        guard model.isPersistent else { return }
        let annotated = model.properties.filter { $0.schemaMacro != nil }
        guard !annotated.isEmpty else { return }
        printer.print("")
        // Statements rather than an array literal: a line directive may stand between statements.
        try printer.block("static var schemaMetadata: [ModelPropertyMetadata<\(name)>] {") { printer throws(CodeGenError) in
            printer.print("var metadata: [ModelPropertyMetadata<\(name)>] = []")
            for property in annotated {
                guard let macro = property.schemaMacro else { continue }
                let arguments = try ExpressionEmitter().argumentList(macro.arguments)
                // The root written out: swiftc then reports a wrong argument, not the key path.
                let keyPath = "\\\(name).\(try SwiftSource.memberName(property.name.name))"
                printer.print("metadata.append(.\(macro.kind.rawValue)(\(keyPath)\(arguments.isEmpty ? "" : ", " + arguments)))", mappedTo: macro.location)
            }
            printer.endMappedRegion()
            printer.print("return metadata")
        }
    }

    /// `static let shared: Store = Store()`, each at its value's XML line (the checker requires the value).
    private static func emitStaticProperties(_ properties: [ModelProperty], into printer: inout CodePrinter) throws(CodeGenError) {
        guard !properties.isEmpty else { return }
        for property in properties where !property.isComputed {
            guard let initial = property.initial else { continue }
            // Models are classes, not `Sendable`: their statics belong to the main actor, as their views do.
            let line = "@MainActor static let \(try SwiftSource.identifier(property.name.name)): \(try TypeEmitter.emit(property.type)) = \(try ExpressionEmitter.emit(initial))"
            printer.print(line, mappedTo: initial.location)
        }
        printer.endMappedRegion()
    }

    /// An initializer taking the properties that have no initial value, if there are any.
    /// `assignment` writes a property another way than `self.name = value` where it returns a statement.
    private static func emitMemberwiseInit(
        _ properties: [ModelProperty], opening: String, firstLine: String?, into printer: inout CodePrinter,
        assignment: (ModelProperty, String) -> String? = { _, _ in nil }
    ) throws(CodeGenError) {
        let uninitialized = properties.filter { $0.initial == nil }
        guard !uninitialized.isEmpty else { return }
        var parameters: [String] = []
        for property in uninitialized {
            // A closure the initializer stores outlives the call.
            let escaping = if case .function = property.type.reference { "@escaping " } else { "" }
            parameters.append("\(try SwiftSource.identifier(property.name.name)): \(escaping)\(try TypeEmitter.emit(property.type))")
        }
        printer.print("")
        try printer.declaration("\(opening)(\(parameters.joined(separator: ", "))) {") { printer throws(CodeGenError) in
            if let firstLine { printer.print(firstLine) }
            for property in uninitialized {
                let value = try SwiftSource.identifier(property.name.name)
                let member = try SwiftSource.memberName(property.name.name)
                printer.print(assignment(property, value) ?? "self.\(member) = \(value)")
            }
        }
    }

    /// `struct Name` (`: Identifiable` when flagged, `Hashable` when declared so): a `<field>` the memberwise initializer takes is
    /// a `var`, so a `state` holding the struct can change it, and `$draft.title` binds to it, as
    /// in a SwiftUI app's model structs; a `<field>` with its own value is a `let` every value shares.
    /// `<let>` and `<var>` are Swift's keywords as written.
    static func emit(_ decl: StructDecl, expressions: ExpressionEmitter = ExpressionEmitter(), into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(decl.name.name)
        // Swift's own protocols are declared on the struct, all of them: Swift synthesizes what it
        // can (`Hashable`, `Codable`) and swiftc reports, at the struct's XML line, what the struct
        // lacks (`Comparable`'s `<`). The program's `<protocol>`s conform in an extension.
        var conformances = decl.isIdentifiable ? ["Identifiable"] : []
        for protocolName in decl.protocols where SwiftSource.standardProtocols.contains(protocolName) && !conformances.contains(protocolName) {
            conformances.append(protocolName)
        }
        let conformance = conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")
        let opening = "struct \(name)\(conformance) {"
        try printer.declaration { printer throws(CodeGenError) in try printer.block(opening, mappedTo: conformances.isEmpty ? nil : decl.name.location) { printer throws(CodeGenError) in
            for field in decl.fields where !field.isComputed {
                let fieldName = try SwiftSource.identifier(field.name.name)
                var keyword = field.isStatic ? "static let " : field.isConstant ? "let " : "var "
                if field.isPrivate { keyword = "private " + keyword }
                var line = keyword + "\(fieldName): \(try TypeEmitter.emit(field.type))"
                if let initial = field.initial { line += " = " + (try ExpressionEmitter.emit(initial)) }
                let observers = observers(of: field.name.name, in: decl.code)
                if observers.willSet != nil || observers.didSet != nil {
                    try printInlineObservers(line, mappedTo: field.initial?.location ?? field.name.location, observers: observers, expressions: expressions, into: &printer)
                } else if let initial = field.initial {
                    printer.print(line, mappedTo: initial.location)
                } else {
                    printer.print(line)
                }
            }
            // An `init` written in the XML replaces the memberwise initializer, as one written
            // inside a Swift struct does: it goes inside, where Swift then synthesizes none.
            for initializer in decl.code where initializer.name.name == "init" && !initializer.isGetter {
                try emitCode(initializer, expressions: expressions, isValueType: true, into: &printer)
            }
        } }
        // Ended after the closing brace: a directive inside a type's body costs every compile job.
        printer.endMappedRegion()
    }
}

extension TypeDeclEmitter {
    /// `enum Name: RawType, CaseIterable, Identifiable`: one `case` per line, with its associated
    /// values and raw value. An identifiable enum is its own `id` (its raw value when it has one).
    static func emit(_ decl: EnumDecl, expressions: ExpressionEmitter = ExpressionEmitter(), into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(decl.name.name)
        var conformances: [String] = []
        if let rawType = decl.rawType { conformances.append(try TypeEmitter.emit(rawType)) }
        if decl.isCaseIterable { conformances.append("CaseIterable") }
        if decl.isIdentifiable { conformances.append("Identifiable") }
        // Swift synthesizes what it can (`Hashable`, `Comparable`); swiftc reports the rest at the header.
        for protocolName in decl.protocols where !conformances.contains(protocolName) { conformances.append(try SwiftSource.typeName(protocolName)) }
        var parameters: [String] = []
        for parameter in decl.generics { parameters.append(try SwiftSource.identifier(parameter)) }
        // `enum Loadable<T>`: its extensions name it without the parameters, as Swift allows.
        let generic = parameters.isEmpty ? "" : "<" + parameters.joined(separator: ", ") + ">"
        let header = conformances.isEmpty ? "enum \(name)\(generic) {" : "enum \(name)\(generic): \(conformances.joined(separator: ", ")) {"
        // The header is mapped too: swiftc reports a recursive enum without `indirect` there.
        try printer.declaration { printer throws(CodeGenError) in try printer.block(header, mappedTo: decl.name.location) { printer throws(CodeGenError) in
            for enumCase in decl.cases {
                var line = "case " + (try SwiftSource.identifier(enumCase.name.name))
                if !enumCase.associatedValues.isEmpty {
                    var values: [String] = []
                    for value in enumCase.associatedValues {
                        let type = try TypeEmitter.emit(value.type)
                        values.append(value.label.map { "\($0): \(type)" } ?? type)
                    }
                    line += "(" + values.joined(separator: ", ") + ")"
                }
                if let rawValue = enumCase.rawValue {
                    line += " = " + (try ExpressionEmitter.emit(rawValue))
                    printer.print(line, mappedTo: rawValue.location)
                } else {
                    printer.print(line, mappedTo: enumCase.location)
                }
            }
            // An `id` the enum declares itself (`var id: AppScreen { self }`) is its `Identifiable` witness.
            if decl.isIdentifiable, !decl.declaresOwnID {
                if let rawType = decl.rawType {
                    printer.print("var id: \(try TypeEmitter.emit(rawType)) { rawValue }")
                } else {
                    printer.print("var id: Self { self }")
                }
            }
        } }
        // Ended after the closing brace: a directive inside a type's body costs every compile job.
        printer.endMappedRegion()
    }

    /// A generated enum's members written in the XML, in an extension at file scope (`Outer.Inner`
    /// for a nested one): its statics with their values, then the members with code.
    static func emitMemberExtension(of decl: EnumDecl, expressions: ExpressionEmitter, into printer: inout CodePrinter) throws(CodeGenError) {
        let statics = decl.properties.filter { $0.isStatic && $0.initial != nil }
        guard !decl.code.isEmpty || !statics.isEmpty else { return }
        try printer.declaration("extension \(try SwiftSource.typeName(decl.name.name)) {") { printer throws(CodeGenError) in
            for property in statics {
                let access = property.isPrivate ? "private " : ""
                let line = "\(access)static let \(try SwiftSource.identifier(property.name.name)): \(try TypeEmitter.emit(property.type)) = \(try expressions.emit(property.initial!))"
                printer.print(line, mappedTo: property.initial!.location)
            }
            for function in decl.code { try emitCode(function, expressions: expressions, isValueType: true, into: &printer) }
            printer.endMappedRegion()
        }
    }
}

extension TypeDeclEmitter {
    /// The members a generated type's XML writes with their code, in an extension of the type:
    /// there each is mapped to its XML lines, and a struct keeps the memberwise initializer its

    /// The getter and setter of an `@Observable` class's tracked property, as the macro writes
    /// them: reads are tracked, and a write that changes nothing notifies no one.
    static func printTrackedAccessors(of name: String, storage: String, into printer: inout CodePrinter) {
        printer.print("get {")
        printer.print("    access(keyPath: \\.\(name))")
        printer.print("    return \(storage)")
        printer.print("}")
        printer.print("set {")
        printer.print("    guard shouldNotifyObservers(\(storage), newValue) else {")
        printer.print("        \(storage) = newValue")
        printer.print("        return")
        printer.print("    }")
        printer.print("    withMutation(keyPath: \\.\(name)) { \(storage) = newValue }")
        printer.print("}")
    }
    /// other code does not call (the checker holds calls to the `init`s written in the XML).
    static func emitCodeExtension(
        of typeName: String, where constraint: String? = nil, conformances: [String] = [], statics: [StructDecl.Field] = [], _ code: [ViewFunctionDecl],
        expressions: ExpressionEmitter, isValueType: Bool, into printer: inout CodePrinter
    ) throws(CodeGenError) {
        // A value type's observers are written inside its property.
        let code = isValueType ? code.filter { $0.observedProperty == nil } : code
        guard !code.isEmpty || !statics.isEmpty || !conformances.isEmpty else { return }
        let clause = constraint.map { " where \($0)" } ?? ""
        var adopted = ""
        for conformance in conformances {
            let isolation = conformance.hasPrefix("@MainActor ") ? "@MainActor " : ""
            adopted += (adopted.isEmpty ? ": " : ", ") + isolation + (try SwiftSource.typeName(String(conformance.dropFirst(isolation.count))))
        }
        try printer.declaration("extension \(try SwiftSource.typeName(typeName))\(adopted)\(clause) {") { printer throws(CodeGenError) in
            for field in statics {
                guard let initial = field.initial else { continue }
                let access = field.isPrivate ? "private " : ""
                let line = "\(access)static let \(try SwiftSource.identifier(field.name.name)): \(try TypeEmitter.emit(field.type)) = \(try expressions.emit(initial))"
                printer.print(line, mappedTo: initial.location)
            }
            for function in code { try emitCode(function, expressions: expressions, isValueType: isValueType, into: &printer) }
        }
    }

    /// `func name(label name$: Type = default) async throws -> Result { ... }`, `var name: Type { ... }`
    /// for a computed property's getter, or `init(...) { ... }`; `private`, `static` and
    /// `mutating` as written.
    static func emitCode(_ function: ViewFunctionDecl, expressions: ExpressionEmitter, isValueType: Bool, opening: String = "init", firstLine: String? = nil, into printer: inout CodePrinter) throws(CodeGenError) {
        var head = function.isViewBuilder ? "@ViewBuilder " : ""
        if function.isPrivate { head += "private " }
        // A struct's or enum's member that takes or returns a generated model's values, as
        // `var sortDescriptor: SortDescriptor<Tag>` does, runs on the main actor, as the model
        // does: in a nonisolated member, swiftc rejects the key path `\Tag.name` in Swift 6.
        // So does a static function whose code names one (`UserPreferences.shared.x = …` in an
        // enum of helpers), which swiftc rejects outside the main actor.
        if isValueType, !function.isViewBuilder, function.name.name != "init",
           mentionsMainActorModel(function, models: expressions.mainActorModels)
            || (function.isStatic && codeNamesMainActorModel(function, models: expressions.mainActorModels)) {
            head = "@MainActor " + head
        }
        if function.isStatic { head += "static " }
        if function.isViewBuilder {
            // The views its code builds are the main actor's, as a view's body is.
            head = "@MainActor " + head + "var \(try SwiftSource.identifier(function.name.name)): some View"
        } else if let property = function.observedProperty {
            // A class's observer, which its property's setter calls: `willSet$total(_ newValue$: Int)`.
            guard let value = function.parameters.first, let type = value.type else {
                throw CodeGenError(.unexpectedContent("`\(function.name.name)` of `\(property)` without a type"), at: function.location)
            }
            if !function.isPrivate { head += "private " }
            head += "func \(function.name.name)$\(property)(_ \(try SwiftSource.boundLocal(value.name.name)): \(try TypeEmitter.emit(type)))"
        } else if function.isGetter {
            guard let type = function.returnType else { throw CodeGenError(.unexpectedContent("computed `\(function.name.name)` without a type"), at: function.location) }
            head += "var \(try SwiftSource.identifier(function.name.name)): \(try TypeEmitter.emit(type))"
        } else {
            var parameters: [String] = []
            for parameter in function.parameters {
                guard let type = parameter.type else {
                    throw CodeGenError(.unexpectedContent("parameter `\(parameter.name.name)` has no type"), at: parameter.location)
                }
                let label = try parameter.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) } ?? "_"
                let marker = parameter.isInout ? "inout " : parameter.isAction ? "@escaping " : ""
                var text = "\(label) \(try SwiftSource.boundLocal(parameter.name.name)): \(marker)\(try TypeEmitter.emit(type))"
                if let value = parameter.defaultValue { text += " = " + value }
                parameters.append(text)
            }
            if function.name.name == "init" {
                head += opening
            } else {
                if function.isMutating, isValueType { head += "mutating " }
                head += "func \(try SwiftSource.identifier(function.name.name))"
            }
            head += "(\(parameters.joined(separator: ", ")))"
            if function.isAsync { head += " async" }
            if function.isThrowing { head += " throws" }
            if let result = function.returnType {
                // `some View`, read as the protocol it names: Swift's opaque result, a view of one type.
                if case .named("View", let arguments) = result.reference, arguments.isEmpty {
                    head += " -> some View"
                } else {
                    head += " -> " + (try TypeEmitter.emit(result))
                }
            }
        }
        // In its own observer, a property is its storage, whose assignment runs no observer, as in Swift.
        let scope = try expressions.binding(function.parameters.map(\.name.name) + [function.observedProperty].compactMap(\.self))
        printer.endMappedRegion()
        printer.print("")
        if function.isGetter, let setter = function.setterBody {
            // `get { … } set { … }`, the setter reading `newValue` or its own name for it. Each accessor opens on a line
            // of its own accessor list's braces: a `#sourceLocation` before `get` would make
            // swiftc read the braces as a getter's body.
            printer.print(head + " { get {", mappedTo: function.location)
            try printer.withIndentation { printer throws(CodeGenError) in
                try scope.printStatements(function.body, into: &printer)
                printer.endMappedRegion()
            }
            printer.print("} set(\(try SwiftSource.boundLocal(function.setterValueName))) {")
            let setterScope = try expressions.binding([function.setterValueName])
            try printer.withIndentation { printer throws(CodeGenError) in
                try setterScope.printStatements(setter, into: &printer)
                printer.endMappedRegion()
            }
            printer.print("} }")
            return
        }
        printer.print(head + " {", mappedTo: function.location)
        try printer.withIndentation { printer throws(CodeGenError) in
            if let firstLine { printer.print(firstLine) }
            try scope.printStatements(function.body, into: &printer)
            printer.endMappedRegion()
        }
        printer.print("}")
    }
}

extension TypeDeclEmitter {
    /// Whether the member's result or a parameter's type names one of `models`.
    static func mentionsMainActorModel(_ function: ViewFunctionDecl, models: Set<String>) -> Bool {
        guard !models.isEmpty else { return false }
        let types = [function.returnType].compactMap(\.self) + function.parameters.compactMap(\.type)
        return types.contains { names($0.reference, any: models) }
    }

    static func codeNamesMainActorModel(_ function: ViewFunctionDecl, models: Set<String>) -> Bool {
        guard !models.isEmpty else { return false }
        var found = false
        StatementWalk.expressions(in: function.body, enteringClosures: true) { expr in
            if !found, case .identifier(let name) = expr.kind, models.contains(name) { found = true }
        }
        return found
    }

    private static func names(_ type: TypeReference, any models: Set<String>) -> Bool {
        switch type {
        case .named(let name, let arguments): models.contains(name) || arguments.contains { names($0, any: models) }
        case .optional(let wrapped), .array(let wrapped): names(wrapped, any: models)
        case .dictionary(let key, let value): names(key, any: models) || names(value, any: models)
        case .function(let parameters, let result, _): (parameters + [result]).contains { names($0, any: models) }
        case .existential: false
        case .tuple(_, let elements): elements.contains { names($0, any: models) }
        }
    }
}

extension TypeDeclEmitter {
    /// `<environmentValue>`: what `@Entry var name: Type = default` expands to, a private key
    /// `__Key_name` whose `defaultValue` is a getter evaluating the default on each read, and the
    /// member of `EnvironmentValues` reading it.
    static func emit(_ decl: EnvironmentValueDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(decl.name.name)
        let key = "__Key_" + decl.name.name
        let type = try TypeEmitter.emit(decl.type)
        if let written = decl.keyType {
            // Written as Swift writes it, with the program's own key.
            let keyType = try SwiftSource.typeName(written)
            try printer.declaration("extension EnvironmentValues {") { printer throws(CodeGenError) in
                printer.print("var \(name): \(type) {", mappedTo: decl.location)
                printer.print("get { self[\(keyType).self] }")
                printer.print("set { self[\(keyType).self] = newValue }")
                printer.print("}")
                printer.endMappedRegion()
            }
            return
        }
        try printer.declaration("extension EnvironmentValues {") { printer throws(CodeGenError) in
            try printer.declaration("private struct \(key): EnvironmentKey {") { printer throws(CodeGenError) in
                printer.print("static var defaultValue: \(type) { \(try ExpressionEmitter.emit(decl.defaultValue)) }", mappedTo: decl.defaultValue.location)
                printer.endMappedRegion()
            }
            printer.print("")
            printer.declaration("var \(name): \(type) {") { printer in
                printer.print("get { self[\(key).self] }")
                printer.print("set { self[\(key).self] = newValue }")
            }
        }
    }
}

import TrellisSyntax

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
    static func emit(_ model: ModelDecl, publishers: Set<String> = [], into printer: inout CodePrinter) throws(CodeGenError) {
        switch model.kind {
        case .observableObject: try emitGeneratedModel(model, publishers: publishers, into: &printer)
        case .observable: try emitObservable(model, into: &printer)
        }
    }

    /// A property of a generated model that is Swift's `@Published` rather than a slot: one whose
    /// publisher is used (and that has the initial value the checker requires).
    static func isPublishedWrapper(_ property: ModelProperty, publishers: Set<String>) -> Bool {
        property.isObserved && property.initial != nil && publishers.contains(property.name.name)
    }

    private static func emitGeneratedModel(_ model: ModelDecl, publishers: Set<String>, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(model.name.name)
        try printer.declaration("final class \(name): GeneratedModel {") { printer throws(CodeGenError) in
            try emitStaticProperties(model.staticProperties, into: &printer)
            // A property whose publisher is used is `@Published`, with its initial value (the
            // checker requires one); the others are slots.
            let isWrapped = { (property: ModelProperty) in isPublishedWrapper(property, publishers: publishers) }
            for property in model.properties where isWrapped(property) {
                let line = "@Published var \(try SwiftSource.identifier(property.name.name)): \(try TypeEmitter.emit(property.type)) = \(try ExpressionEmitter.emit(property.initial!))"
                printer.print(line, mappedTo: property.initial!.location)
                printer.endMappedRegion()
            }
            var model = model
            model.properties.removeAll(where: isWrapped)
            guard !model.properties.isEmpty else { return }
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
                printer.endMappedRegion()
            }
            // The accessors follow the mapped initializer inside the class (an extension cost
            // swiftc more in every job), outside its region: they map to no XML line.
            for (slot, property) in model.properties.enumerated() {
                let propertyName = try SwiftSource.identifier(property.name.name)
                let (get, set) = property.isObserved ? ("published", "setPublished") : ("plain", "setPlain")
                printer.print("")
                let type = try TypeEmitter.emit(property.type)
                // A `let` has no setter: its slot is set once, by the initializer.
                guard !property.isConstant else {
                    printer.print("var \(propertyName): \(type) { \(get)(\(slot)) }")
                    continue
                }
                printer.declaration("var \(propertyName): \(type) {") { printer in
                    printer.print("get { \(get)(\(slot)) }")
                    printer.print("set { \(set)(\(slot), to: newValue) }")
                }
            }
            // The base class makes every slot; the properties without an initial value are then set.
            let slots = Dictionary(uniqueKeysWithValues: model.properties.enumerated().map { ($0.element.name.name, $0.offset) })
            try emitMemberwiseInit(model.properties, opening: "convenience init", firstLine: "self.init()", into: &printer) { property, value in
                property.isConstant ? "setPlain(\(slots[property.name.name]!), to: \(value))" : nil
            }
        }
    }

    private static func emitObservable(_ model: ModelDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(model.name.name)
        // On the main actor, as `GeneratedModel` is: see there. SwiftData's `@Model` is
        // `@Observable` and `PersistentModel`.
        let conformance = model.isPersistent ? ": PersistentModel" : ""
        try printer.declaration("final class \(name)\(conformance) {", attributes: ["@MainActor", "@Observable"]) { printer throws(CodeGenError) in
            try emitStaticProperties(model.staticProperties, into: &printer)
            for property in model.properties {
                var line = property.isConstant ? "let" : property.isObserved ? "var" : "@ObservationIgnored var"
                // The macro cannot expand a name in backticks: a tracked property is written plain.
                let propertyName = property.isObserved ? try SwiftSource.trackedPropertyName(property.name.name) : try SwiftSource.identifier(property.name.name)
                line += " \(propertyName): \(try TypeEmitter.emit(property.type))"
                if let initial = property.initial {
                    line += " = " + (try ExpressionEmitter.emit(initial))
                    printer.print(line, mappedTo: initial.location)
                } else {
                    printer.print(line)
                }
            }
            printer.endMappedRegion()
            try emitMemberwiseInit(model.properties, opening: "init", firstLine: nil, into: &printer)
        }
    }

    /// `static let shared: Store = Store()`, each at its value's XML line (the checker requires the value).
    private static func emitStaticProperties(_ properties: [ModelProperty], into printer: inout CodePrinter) throws(CodeGenError) {
        guard !properties.isEmpty else { return }
        for property in properties {
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
    static func emit(_ decl: StructDecl, into printer: inout CodePrinter) throws(CodeGenError) {
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
            for field in decl.fields {
                let fieldName = try SwiftSource.identifier(field.name.name)
                let keyword = field.isStatic ? "static let " : field.isConstant ? "let " : "var "
                var line = keyword + "\(fieldName): \(try TypeEmitter.emit(field.type))"
                if let initial = field.initial {
                    line += " = " + (try ExpressionEmitter.emit(initial))
                    printer.print(line, mappedTo: initial.location)
                } else {
                    printer.print(line)
                }
            }
        } }
        // Ended after the closing brace: a directive inside a type's body costs every compile job.
        printer.endMappedRegion()
    }
}

extension TypeDeclEmitter {
    /// `enum Name: RawType, CaseIterable, Identifiable`: one `case` per line, with its associated
    /// values and raw value. An identifiable enum is its own `id` (its raw value when it has one).
    static func emit(_ decl: EnumDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(decl.name.name)
        var conformances: [String] = []
        if let rawType = decl.rawType { conformances.append(try TypeEmitter.emit(rawType)) }
        if decl.isCaseIterable { conformances.append("CaseIterable") }
        if decl.isIdentifiable { conformances.append("Identifiable") }
        // Swift synthesizes what it can (`Hashable`, `Comparable`); swiftc reports the rest at the header.
        for protocolName in decl.protocols where !conformances.contains(protocolName) { conformances.append(try SwiftSource.typeName(protocolName)) }
        let header = conformances.isEmpty ? "enum \(name) {" : "enum \(name): \(conformances.joined(separator: ", ")) {"
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
            if decl.isIdentifiable {
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
}

extension TypeDeclEmitter {
    /// `<environmentValue>`: what `@Entry var name: Type = default` expands to, a private key
    /// `__Key_name` whose `defaultValue` is a getter evaluating the default on each read, and the
    /// member of `EnvironmentValues` reading it.
    static func emit(_ decl: EnvironmentValueDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(decl.name.name)
        let key = "__Key_" + decl.name.name
        let type = try TypeEmitter.emit(decl.type)
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

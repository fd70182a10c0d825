import TrellisSyntax

/// Emits declared (non-external) models and structs. External ones are written
/// by hand in Swift and produce nothing.
enum TypeDeclEmitter {
    /// `final class Name: ObservableObject` whose published properties are explicit
    /// `Published` storage plus an accessor (the `@Published` wrapper's synthesized accessors,
    /// key paths and projection cost compile time; see ViewEmitter), or an
    /// `@Observable final class`. Methods are declared in the XML for the checker and written
    /// by hand in a Swift extension beside it.
    static func emit(_ model: ModelDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(model.name.name)
        let hasPublishedStorage = model.kind == .observableObject
        switch model.kind {
        case .observableObject:
            printer.print("final class \(name): ObservableObject {")
        case .observable:
            printer.print("@Observable")
            printer.print("final class \(name) {")
        }
        func isStorage(_ property: ModelProperty) -> Bool { hasPublishedStorage && property.isObserved }
        try printer.withIndentation { printer throws(CodeGenError) in
            for property in model.properties {
                let propertyName = try SwiftSource.identifier(property.name.name)
                let type = try TypeEmitter.emit(property.type)
                var line: String
                if isStorage(property) {
                    line = "private let _\(property.name.name)"
                    if let initial = property.initial {
                        line += " = Published<\(type)>(wrappedValue: \(try ExpressionEmitter.emit(initial)))"
                        printer.print(line, mappedTo: initial.location)
                    } else {
                        printer.print(line + ": Published<\(type)>")
                    }
                    continue
                }
                switch model.kind {
                case .observableObject: line = "var"
                case .observable: line = property.isObserved ? "var" : "@ObservationIgnored var"
                }
                line += " \(propertyName): \(type)"
                if let initial = property.initial {
                    line += " = " + (try ExpressionEmitter.emit(initial))
                    printer.print(line, mappedTo: initial.location)
                } else {
                    printer.print(line)
                }
            }
            printer.endMappedRegion()
            for property in model.properties where isStorage(property) {
                let propertyName = try SwiftSource.identifier(property.name.name)
                let storage = "_" + property.name.name
                printer.print("")
                printer.print("var \(propertyName): \(try TypeEmitter.emit(property.type)) {")
                printer.withIndentation { printer in
                    printer.print("get { \(storage).value(in: self) }")
                    printer.print("set { \(storage).setValue(newValue, in: self) }")
                }
                printer.print("}")
            }
            // Properties without an initial value are set by a memberwise initializer.
            let uninitialized = model.properties.filter { $0.initial == nil }
            if !uninitialized.isEmpty {
                var parameters: [String] = []
                for property in uninitialized {
                    parameters.append("\(try SwiftSource.identifier(property.name.name)): \(try TypeEmitter.emit(property.type))")
                }
                printer.print("")
                printer.print("init(\(parameters.joined(separator: ", "))) {")
                try printer.withIndentation { printer throws(CodeGenError) in
                    for property in uninitialized {
                        let value = try SwiftSource.identifier(property.name.name)
                        if isStorage(property) {
                            printer.print("_\(property.name.name) = Published(wrappedValue: \(value))")
                        } else {
                            printer.print("self.\(try SwiftSource.memberName(property.name.name)) = \(value)")
                        }
                    }
                }
                printer.print("}")
            }
        }
        printer.print("}")
    }

    /// `struct Name` (`: Identifiable` when flagged) with `let` fields.
    static func emit(_ decl: StructDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(decl.name.name)
        let conformance = decl.isIdentifiable ? ": Identifiable" : ""
        printer.print("struct \(name)\(conformance) {")
        try printer.withIndentation { printer throws(CodeGenError) in
            for field in decl.fields {
                let fieldName = try SwiftSource.identifier(field.name.name)
                var line = (field.isStatic ? "static let " : "let ") + "\(fieldName): \(try TypeEmitter.emit(field.type))"
                if let initial = field.initial {
                    line += " = " + (try ExpressionEmitter.emit(initial))
                    printer.print(line, mappedTo: initial.location)
                } else {
                    printer.print(line)
                }
            }
            printer.endMappedRegion()
        }
        printer.print("}")
    }
}

import TrellisSyntax

/// Emits declared (non-external) models and structs. External ones are written
/// by hand in Swift and produce nothing.
enum TypeDeclEmitter {
    /// `final class Name: ObservableObject` with `@Published` properties, or an
    /// `@Observable final class`. Methods are declared in the XML for the checker
    /// and written by hand in a Swift extension beside it.
    static func emit(_ model: ModelDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(model.name.name)
        switch model.kind {
        case .observableObject:
            printer.print("final class \(name): ObservableObject {")
        case .observable:
            printer.print("@Observable")
            printer.print("final class \(name) {")
        }
        try printer.withIndentation { printer throws(CodeGenError) in
            for property in model.properties {
                let propertyName = try SwiftSource.identifier(property.name.name)
                let type = try TypeEmitter.emit(property.type)
                var line: String
                switch model.kind {
                case .observableObject: line = property.isObserved ? "@Published var" : "var"
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
                        printer.print("self.\(try SwiftSource.memberName(property.name.name)) = \(try SwiftSource.identifier(property.name.name))")
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

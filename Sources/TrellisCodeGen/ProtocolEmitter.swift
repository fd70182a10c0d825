import TrellisDiagnostics
import TrellisSyntax

/// `<protocol>`: a generated `@MainActor protocol`, the conformances of generated models and
/// structs to it, and for a protocol written in Swift, the witness that checks it against the XML.
///
/// The protocol belongs to the main actor, as the views that call through `any Store` do, so
/// that a hand-written `@MainActor` model conforms under Swift 6. A generated type conforms in an
/// extension rather than in its declaration, which would infer the main actor for the whole type
/// (a generated model's base class is not isolated); its members, not isolated, satisfy the
/// requirements.
enum ProtocolEmitter {
    static func emit(_ decl: ProtocolDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.identifier(decl.name.name)
        var refined: [String] = []
        for protocolName in decl.refines { refined.append(try SwiftSource.typeName(protocolName)) }
        // A refining header is mapped, on one line with its attribute: swiftc reports a cycle of
        // refinements there.
        let header = refined.isEmpty ? "protocol \(name) {" : "@MainActor protocol \(name): \(refined.joined(separator: ", ")) {"
        let body = { (printer: inout CodePrinter) throws(CodeGenError) in
            for property in decl.properties {
                let line = "var \(try SwiftSource.identifier(property.name.name)): \(try TypeEmitter.emit(property.type)) { \(property.isSettable ? "get set" : "get") }"
                printer.print(line, mappedTo: property.location)
            }
            for method in decl.methods {
                printer.print(try requirement(method), mappedTo: method.location)
            }
        }
        if refined.isEmpty {
            try printer.declaration(header, attributes: ["@MainActor"], body)
        } else {
            try printer.declaration { printer throws(CodeGenError) in try printer.block(header, mappedTo: decl.name.location, body) }
        }
        // Ended after the closing brace: a directive inside a type's body costs every compile job.
        printer.endMappedRegion()
    }

    /// `func load(count _: Int) async throws -> String`: a requirement names no parameters.
    private static func requirement(_ method: MethodDecl) throws(CodeGenError) -> String {
        var parameters: [String] = []
        for parameter in method.parameters {
            let label = try parameter.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) + " _" } ?? "_"
            parameters.append("\(label): \(try TypeEmitter.emit(parameter.type))")
        }
        var line = (method.isStatic ? "static " : "") + "func \(try SwiftSource.identifier(method.name.name))(\(parameters.joined(separator: ", ")))"
        if method.isAsync { line += " async" }
        if method.isThrowing { line += " throws" }
        if let returnType = method.returnType { line += " -> " + (try TypeEmitter.emit(returnType)) }
        return line
    }

    /// The generated models and structs of `file` that conform to the program's protocols.
    static func conformances(in file: SourceFileSyntax, index: ProgramIndex) -> [(type: Identifier, protocols: [String])] {
        guard !index.protocols.isEmpty else { return [] }
        var result: [(type: Identifier, protocols: [String])] = []
        for model in file.models where !model.isExternal {
            let declared = model.protocols.filter { index.protocols[$0] != nil }
            if !declared.isEmpty { result.append((model.name, declared)) }
        }
        for structure in file.structs where !structure.isExternal {
            let declared = structure.protocols.filter { index.protocols[$0] != nil }
            if !declared.isEmpty { result.append((structure.name, declared)) }
        }
        return result
    }

    static func emitConformances(of type: Identifier, to protocols: [String], into printer: inout CodePrinter) throws(CodeGenError) {
        var names: [String] = []
        for protocolName in protocols { names.append(try SwiftSource.typeName(protocolName)) }
        printer.print("extension \(try SwiftSource.typeName(type.name)): \(names.joined(separator: ", ")) {}", mappedTo: type.location)
        printer.endMappedRegion()
    }

    /// A protocol written in Swift: a function taking `any Name` that requires each property by
    /// a key path from the existential (writable for `get set`, which fixes the type exactly),
    /// each method by its bound reference with exactly the declared effects, and `AnyObject`
    /// by a conversion, each on its requirement's XML line.
    static func emitWitness(_ decl: ProtocolDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.typeName(decl.name.name)
        var lines = InterfaceWitnessEmitter.Lines(
            header: "@MainActor private func \(InterfaceWitnessEmitter.functionName("", decl.name))(_ value: any \(name)) {",
            at: decl.location
        )
        if decl.isClassBound { lines.add("let _: AnyObject = value", at: decl.location) }
        for property in decl.properties {
            // A class's `ReferenceWritableKeyPath` is a `WritableKeyPath` too.
            let keyPath = property.isSettable ? "WritableKeyPath" : "KeyPath"
            let member = try SwiftSource.memberName(property.name.name)
            lines.add("let _: \(keyPath)<any \(name), \(try TypeEmitter.emit(property.type))> = \\.\(member)", at: property.location)
        }
        var position = 0
        for method in decl.methods {
            // Bound to the value (or its type, for a static requirement): a plain function type.
            let receiver = method.isStatic ? "type(of: value)" : "value"
            try InterfaceWitnessEmitter.addMethod(method, on: receiver, isStatic: true, position: &position, to: &lines)
        }
        lines.print(closing: "}", into: &printer)
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// Emits, for each type, view and modifier written in Swift and declared in XML, a private
/// function that is never called and requires every member the XML declares, each statement
/// on its member's XML line. Where the Swift disagrees with its interface, swiftc reports it
/// there, in the XML file, rather than deep inside the generated code that uses it.
///
/// ```
/// @MainActor private func interfaceOfStore() { let _: any ObservableObject.Type = Store.self   // <model> line
///     let _: ReferenceWritableKeyPath<Store, [Item]> = \Store.items; let _: KeyPath<...> = \Store.$items
///     let _: (Store) -> (Int) async throws -> String = Store.load(count:); let effects0 = ...
/// }
/// ```
///
/// The function's lines keep step with the XML lines (blank lines fill the gaps, members on one
/// line share it), so one directive above the function maps them all and swiftc skips its body
/// in the compile jobs of other files.
///
/// A property is required by its key path, writable unless the XML makes its setter private
/// (a Swift property that is settable where the XML says `private(set)` is not reported: the XML
/// then only promises less). A method is required by its unapplied reference converted to the
/// declared function type, which catches a missing method, other labels or types, and effects
/// the XML does not declare (an `async` or throwing method declared plain); `InterfaceWitness.effects(of:)`
/// then catches effects the XML declares and the Swift lacks. Views and modifiers are required
/// by calls shaped as the generated calls are (labels, argument types, slot closures), once with
/// every parameter and once with only those without a default. An enum is switched over
/// exhaustively, one `case` per declared case, so a case missing on either side is reported.
enum InterfaceWitnessEmitter {
    /// The witness function's lines: the first is its header, at the declaration's XML line.
    struct Lines {
        var entries: [(line: Int, text: String)]
        let location: SourceLocation

        init(header: String, at location: SourceLocation) {
            entries = [(location.line, header)]
            self.location = location
        }

        /// Adds `statement` on `location`'s line, after what that line holds, whatever order the
        /// members are added in (an `<init>` may come before the fields).
        mutating func add(_ statement: String, at location: SourceLocation) {
            func append(to index: Int) {
                let text = entries[index].text
                entries[index].text += (text.hasSuffix("{") || text.hasSuffix(":") ? " " : "; ") + statement
            }
            guard location.file == self.location.file else { return append(to: entries.count - 1) }
            guard location.line > entries[0].line else { return append(to: 0) }
            if let index = entries.firstIndex(where: { $0.line >= location.line }) {
                if entries[index].line == location.line { return append(to: index) }
                entries.insert((location.line, statement), at: index)
            } else {
                entries.append((location.line, statement))
            }
        }

        func print(closing: String, into printer: inout CodePrinter) {
            printer.declaration { printer in
                printer.print(entries[0].text, mappedTo: location)
                printer.withIndentation { printer in
                    var nextLine = location.line + 1
                    for entry in entries.dropFirst() {
                        // Blank lines, not directives: the function body then holds none.
                        for _ in nextLine..<entry.line { printer.print("") }
                        printer.print(entry.text)
                        nextLine = entry.line + 1
                    }
                }
                printer.print(closing)
            }
            printer.endMappedRegion()
        }
    }

    /// `interfaceOfStore`; a nested struct's `Edge.Set` is `interfaceOfEdge_Set`.
    static func functionName(_ prefix: String, _ name: Identifier) -> String {
        "interfaceOf" + prefix + name.name.replacingOccurrences(of: ".", with: "_")
    }

    private static let valueFunction = "func value<Value>() -> Value { InterfaceWitness.value() }"

    // MARK: Models

    /// Whether `model` has Swift to check: all of it when written by hand, and the methods
    /// of a generated model, which are written in a Swift extension of it.
    static func hasSwift(_ model: ModelDecl) -> Bool {
        model.isExternal || !writtenInSwift(model.methods + model.staticMethods, of: model).isEmpty
    }

    /// The methods of `model` written in Swift: a generated model's members written with their
    /// code in the XML are generated, not required.
    static func writtenInSwift(_ methods: [MethodDecl], of model: ModelDecl) -> [MethodDecl] {
        guard !model.isExternal, !model.code.isEmpty else { return methods }
        let generated = Set(model.code.map(\.location))
        return methods.filter { !generated.contains($0.location) }
    }

    static func emit(_ model: ModelDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.typeName(model.name.name)
        let conformance = model.kind == .observableObject ? "ObservableObject" : "Observable"
        var lines = Lines(header: "@MainActor private func \(functionName("", model.name))() {", at: model.location)
        if model.isExternal {
            lines.add("let _: any \(conformance).Type = \(name).self", at: model.location)
            for conformance in model.protocols {
                lines.add("let _: any \(try SwiftSource.typeName(conformance)).Type = \(name).self", at: model.location)
            }
            for property in model.properties {
                let member = try SwiftSource.memberName(property.name.name)
                let type = try TypeEmitter.emit(property.type)
                let isPublished = property.isObserved && model.kind == .observableObject
                // A published property's publisher has its exact type: a read-only one needs no more.
                if !(isPublished && property.isSetterPrivate) {
                    let keyPath = property.isSetterPrivate ? "KeyPath" : "ReferenceWritableKeyPath"
                    lines.add("let _: \(keyPath)<\(name), \(type)> = \\\(name).\(member)", at: property.location)
                }
                if isPublished {
                    // `@Published`: without it, a change would not update the views that read it.
                    lines.add("let _: KeyPath<\(name), Published<\(type)>.Publisher> = \\\(name).$\(property.name.name)", at: property.location)
                }
            }
            for property in model.staticProperties {
                let member = try SwiftSource.memberName(property.name.name)
                lines.add("let _: \(try TypeEmitter.emit(property.type)) = \(name).\(member)", at: property.location)
            }
        }
        var position = 0
        for initializer in writtenInSwift(model.initializers, of: model) {
            try addMethod(initializer, on: name, isStatic: true, position: &position, to: &lines)
        }
        var awaitedChecked = false
        for method in writtenInSwift(model.methods, of: model) {
            if model.isExternal, method.isAsync, !awaitedChecked {
                // A view awaits it on the main actor: a nonisolated `async` method of a class that is
                // not `Sendable` would send the model off it ("sending risks causing data races").
                lines.add("InterfaceWitness.awaitedFromTheMainActor(\(name).self)", at: method.location)
                awaitedChecked = true
            }
            try addMethod(method, on: name, isStatic: false, position: &position, to: &lines)
        }
        for method in writtenInSwift(model.staticMethods, of: model) {
            try addMethod(method, on: name, isStatic: true, position: &position, to: &lines)
        }
        lines.print(closing: "}", into: &printer)
    }

    /// Requires `method` with its declared labels, types and exactly its declared effects.
    static func addMethod(_ method: MethodDecl, on name: String, isStatic: Bool, position: inout Int, to lines: inout Lines) throws(CodeGenError) {
        let reference = try methodReference(method, on: name)
        var parameters: [String] = []
        for parameter in method.parameters { parameters.append(try TypeEmitter.emit(parameter.type)) }
        let result = method.name.name == "init" ? name : try method.returnType.map { type throws(CodeGenError) in try TypeEmitter.emit(type) } ?? "Void"
        let effects = (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : "")
        let receiver = isStatic ? "" : "(\(name)) -> "
        lines.add("let _: \(receiver)(\(parameters.joined(separator: ", ")))\(effects) -> \(result) = \(reference)", at: method.location)
        // The conversion rejects effects the XML does not declare; effects it declares are
        // checked by overload: a plain method needs no more.
        guard method.isAsync || method.isThrowing else { return }
        let declared = switch (method.isAsync, method.isThrowing) {
        case (false, false): "Synchronous"
        case (false, true): "Throwing"
        case (true, false): "Async"
        case (true, true): "AsyncThrowing"
        }
        lines.add("let effects\(position) = InterfaceWitness.effects(\(isStatic ? "ofFunction" : "of"): \(reference))", at: method.location)
        lines.add("let _: InterfaceWitness.Effects.\(declared).Type = effects\(position)", at: method.location)
        position += 1
    }

    /// `Store.load(count:_:)`, or `Store.reload` without parameters; `Store.init(name:)` for an
    /// initializer; `formatDuration(_:)` for a file-level function (`type` empty).
    static func methodReference(_ method: MethodDecl, on type: String) throws(CodeGenError) -> String {
        let member = method.name.name == "init" ? "init" : try SwiftSource.memberName(method.name.name)
        let qualified = type.isEmpty ? member : "\(type).\(member)"
        guard !method.parameters.isEmpty else { return qualified }
        var labels = ""
        for parameter in method.parameters { labels += (try parameter.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) } ?? "_") + ":" }
        return "\(qualified)(\(labels))"
    }

    // MARK: File-level constants and functions

    /// `let appName: String` at file level, required with its type.
    static func emitFileConstant(_ constant: StructDecl.Field, into printer: inout CodePrinter) throws(CodeGenError) {
        let function = functionName("File_", constant.name) + "_\(constant.name.location.line)"
        var lines = Lines(header: "@MainActor private func \(function)() {", at: constant.name.location)
        lines.add("let _: \(try TypeEmitter.emit(constant.type)) = \(try SwiftSource.memberName(constant.name.name))", at: constant.name.location)
        lines.print(closing: "}", into: &printer)
    }

    /// `func formatDuration(_ seconds: Int) -> String` at file level, required as a static method is.
    static func emitFileFunction(_ method: MethodDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let function = functionName("File_", method.name) + "_\(method.location.line)_\(method.location.column)"
        var lines = Lines(header: "@MainActor private func \(function)() {", at: method.location)
        var position = 0
        try addMethod(method, on: "", isStatic: true, position: &position, to: &lines)
        lines.print(closing: "}", into: &printer)
    }

    // MARK: Structs

    static func emit(_ structure: StructDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.typeName(structure.name.name)
        var lines = Lines(header: "@MainActor private func \(functionName("", structure.name))() {", at: structure.location)
        if structure.isIdentifiable { lines.add("let _: any Identifiable.Type = \(name).self", at: structure.location) }
        for conformance in structure.protocols {
            lines.add("let _: any \(try SwiftSource.typeName(conformance)).Type = \(name).self", at: structure.location)
        }
        for field in structure.fields {
            let member = try SwiftSource.memberName(field.name.name)
            let type = try TypeEmitter.emit(field.type)
            if field.isStatic {
                // Read as a value, not by key path: a static of an Apple-style enum-like type may be
                // an enum case (`Font.Weight.bold`), which no key path can refer to.
                lines.add("let _: \(type) = \(name).\(member)", at: field.name.location)
            } else if field.isConstant {
                // A `let`: the checker lets the XML read it only.
                lines.add("let _: KeyPath<\(name), \(type)> = \\\(name).\(member)", at: field.name.location)
            } else {
                // The checker lets the XML assign and bind every `var` of a struct written in Swift.
                lines.add("let _: WritableKeyPath<\(name), \(type)> = \\\(name).\(member)", at: field.name.location)
            }
        }
        var position = 0
        for initializer in structure.initializers {
            try addMethod(initializer, on: name, isStatic: true, position: &position, to: &lines)
        }
        // An instance method may be `mutating`, which Swift cannot reference unapplied, and the
        // XML does not say which: it is required by a call.
        for method in structure.methods {
            if method.isStatic {
                try addMethod(method, on: name, isStatic: true, position: &position, to: &lines)
            } else {
                try addInstanceMethodCall(method, on: name, to: &lines)
            }
        }
        lines.print(closing: "}", into: &printer)
    }

    // MARK: Enums

    /// Whether `enumeration` has Swift to check: all of it when written by hand, and the members
    /// of a generated enum, which are written in a Swift extension of it.
    static func hasSwift(_ enumeration: EnumDecl) -> Bool {
        enumeration.isExternal || enumeration.hasMembersWrittenInSwift
    }

    static func emit(_ enumeration: EnumDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        if enumeration.isExternal { try emitCases(enumeration, into: &printer) }
        let hasMembers = enumeration.isExternal ? enumeration.hasMembers : enumeration.hasMembersWrittenInSwift
        guard hasMembers || (enumeration.isExternal && !enumeration.protocols.isEmpty) else { return }
        if enumeration.isExternal { printer.print("") }
        // Apart from the cases' `switch`, where a statement before the first case would not compile.
        let name = try SwiftSource.typeName(enumeration.name.name)
        var lines = Lines(header: "@MainActor private func \(functionName("Members_", enumeration.name))() {", at: enumeration.location)
        if enumeration.isExternal {
            for conformance in enumeration.protocols {
                lines.add("let _: any \(try SwiftSource.typeName(conformance)).Type = \(name).self", at: enumeration.location)
            }
        }
        // A generated enum's members written with their code are generated with it, not required.
        let generated = Set(enumeration.code.map(\.location))
        for property in enumeration.properties where !property.isComputed && !(property.isStatic && property.initial != nil) {
            let member = try SwiftSource.memberName(property.name.name)
            let type = try TypeEmitter.emit(property.type)
            if property.isStatic {
                lines.add("let _: \(type) = \(name).\(member)", at: property.name.location)
            } else {
                lines.add("let _: KeyPath<\(name), \(type)> = \\\(name).\(member)", at: property.name.location)
            }
        }
        var position = 0
        for method in enumeration.methods where !generated.contains(method.location) {
            if method.isStatic {
                try addMethod(method, on: name, isStatic: true, position: &position, to: &lines)
            } else {
                try addInstanceMethodCall(method, on: name, to: &lines)
            }
        }
        lines.print(closing: "}", into: &printer)
    }

    /// Requires an instance method of a value type by a call, which a `mutating` method takes as
    /// well as any other (neither can be referenced unapplied when it is `mutating`): the labels,
    /// the argument and result types, and the effects, each marked only where the XML declares it,
    /// so that a missing `try` or `await` is swiftc's error and a needless one its warning.
    static func addInstanceMethodCall(_ method: MethodDecl, on name: String, to lines: inout Lines) throws(CodeGenError) {
        var arguments: [String] = []
        for parameter in method.parameters {
            let label = try parameter.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) + ": " } ?? ""
            arguments.append(label + "InterfaceWitness.value() as \(try TypeEmitter.emit(parameter.type))")
        }
        let result = try method.returnType.map { type throws(CodeGenError) in try TypeEmitter.emit(type) } ?? "Void"
        let effects = (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : "")
        let markers = (method.isThrowing ? "try " : "") + (method.isAsync ? "await " : "")
        let call = "receiver.\(try SwiftSource.memberName(method.name.name))(\(arguments.joined(separator: ", ")))"
        lines.add("_ = { (receiver: inout \(name))\(effects) in let _: \(result) = \(markers)\(call) }", at: method.location)
    }

    private static func emitCases(_ enumeration: EnumDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.typeName(enumeration.name.name)
        var lines = Lines(header: "@MainActor private func \(functionName("", enumeration.name))(_ value: \(name)) {", at: enumeration.location)
        if let rawType = enumeration.rawType {
            lines.add("let _: \(try TypeEmitter.emit(rawType)).Type = \(name).RawValue.self", at: enumeration.location)
        }
        if enumeration.isCaseIterable { lines.add("let _: any CaseIterable.Type = \(name).self", at: enumeration.location) }
        if enumeration.isIdentifiable { lines.add("let _: any Identifiable.Type = \(name).self", at: enumeration.location) }
        // Exhaustive without `default`: a case the Swift adds is reported at the `switch`.
        lines.add("switch value {", at: enumeration.location)
        for enumCase in enumeration.cases {
            let member = try SwiftSource.memberName(enumCase.name.name)
            guard !enumCase.associatedValues.isEmpty else {
                lines.add("case .\(member): break", at: enumCase.location)
                continue
            }
            var labels = ""
            var types: [String] = []
            for value in enumCase.associatedValues {
                labels += (try value.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) } ?? "_") + ":"
                types.append(try TypeEmitter.emit(value.type))
            }
            lines.add("case .\(member): let _: (\(types.joined(separator: ", "))) -> \(name) = \(name).\(member)(\(labels))", at: enumCase.location)
        }
        lines.print(closing: "}}", into: &printer)
    }

    // MARK: Extensions

    /// The members an extension adds, required as a struct's are; one witness per extension,
    /// named by its type and line, since a type may be extended more than once.
    static func emit(_ declaration: ExtensionDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.typeName(declaration.name.name)
        let function = functionName("Extension_", declaration.name) + "_\(declaration.location.line)_\(declaration.location.column)"
        var lines = Lines(header: "@MainActor private func \(function)() {", at: declaration.location)
        for field in declaration.fields {
            let member = try SwiftSource.memberName(field.name.name)
            let type = try TypeEmitter.emit(field.type)
            if field.isStatic {
                lines.add("let _: \(type) = \(name).\(member)", at: field.name.location)
            } else {
                lines.add("let _: KeyPath<\(name), \(type)> = \\\(name).\(member)", at: field.name.location)
            }
        }
        var position = 0
        for initializer in declaration.initializers {
            try addMethod(initializer, on: name, isStatic: true, position: &position, to: &lines)
        }
        for method in declaration.methods {
            if method.isStatic {
                try addMethod(method, on: name, isStatic: true, position: &position, to: &lines)
            } else {
                try addInstanceMethodCall(method, on: name, to: &lines)
            }
        }
        lines.print(closing: "}", into: &printer)
    }

    // MARK: Views and modifiers

    /// Whether the witness can require `interface`: type parameters stand for types the XML
    /// does not constrain, which no one call can stand for.
    static func canWitness(_ interface: InterfaceDecl) -> Bool {
        // An unavailable modifier has no Swift to witness: it cannot be called.
        // A method of the program's `extension View` is generated from its code: nothing to witness.
        interface.generics.isEmpty && !interface.isUnavailable && !interface.isViewExtension
    }

    static func emit(_ interface: InterfaceDecl, into printer: inout CodePrinter) throws(CodeGenError) {
        // A modifier on one of several protocols (`Shape ShapeView`) is witnessed on each.
        guard interface.kind == .modifier, interface.receivers.count > 1 else { return try emitOne(interface, into: &printer) }
        for (index, receiver) in interface.receivers.enumerated() {
            var single = interface
            single.receiver = receiver
            try emitOne(single, suffix: index == 0 ? "" : "_on\(receiver)", into: &printer)
        }
    }

    private static func emitOne(_ interface: InterfaceDecl, suffix: String = "", into printer: inout CodePrinter) throws(CodeGenError) {
        let name = try SwiftSource.typeName(interface.name.name)
        var lines: Lines
        let callee: String
        var conformances: [String] = []
        for conformance in interface.protocols where conformance != "View" { conformances.append(try SwiftSource.typeName(conformance)) }
        switch interface.kind {
        case .view:
            lines = Lines(header: "@MainActor private func \(functionName("", interface.name))() {", at: interface.location)
            callee = name
        case .modifier:
            let receiver = try interface.receiver.map { protocolName throws(CodeGenError) in try SwiftSource.typeName(protocolName) } ?? "View"
            lines = Lines(header: "@MainActor private func \(functionName("Modifier_", interface.name))\(suffix)<Receiver: \(receiver)>(_ receiver: Receiver) {", at: interface.location)
            callee = "receiver." + (try SwiftSource.argumentLabel(interface.name.name))
            conformances = []
            for conformance in interface.returns where conformance != "View" { conformances.append(try SwiftSource.typeName(conformance)) }
        }
        lines.add(valueFunction, at: interface.location)
        let result = (["View"] + conformances).joined(separator: " & ")
        for overload in interface.overloads {
            // A static member that is a view (`Color.brand`) is read, not called.
            if interface.kind == .view, interface.name.name.contains("."), overload.parameters.isEmpty {
                lines.add("let _: any \(result) = \(callee)", at: overload.location)
                continue
            }
            var calls = [try call(callee, overload.parameters)]
            if overload.parameters.contains(where: { !$0.isSlot && $0.defaultValue != nil }) {
                calls.append(try call(callee, overload.parameters.filter { $0.isSlot || $0.defaultValue == nil }))
            }
            for call in calls { lines.add("let _: any \(result) = \(call)", at: overload.location) }
        }
        lines.print(closing: "}", into: &printer)
    }

    /// A call as the generated code makes it: arguments by label, slots as closures returning views.
    private static func call(_ callee: String, _ parameters: [ParameterDecl]) throws(CodeGenError) -> String {
        var arguments: [String] = []
        for parameter in parameters {
            let label = try parameter.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) + ": " } ?? ""
            if parameter.isSlot {
                if let taken = parameter.slotValueType {
                    arguments.append(label + "{ (_: \(try TypeEmitter.emit(taken))) in ViewList {} }")
                } else {
                    arguments.append(label + "{ ViewList {} }")
                }
            } else if let type = parameter.type {
                arguments.append(label + (try argument(of: type)))
            }
        }
        return "\(callee)(\(arguments.joined(separator: ", ")))"
    }

    /// A value of `type`. A function is a closure literal with the declared parameter types,
    /// effects and result, which takes on the parameter's attributes (`@Sendable`, `@MainActor`,
    /// `@escaping`) as the generated closures do.
    private static func argument(of type: TypeSyntax) throws(CodeGenError) -> String {
        guard case .function(let parameters, let result, let effects) = type.reference else {
            return "value() as \(try TypeEmitter.emit(type))"
        }
        var spelled: [String] = []
        for parameter in parameters { spelled.append("_: " + (try TypeEmitter.emit(parameter))) }
        let signature = TypeReference.attributes(of: effects) + "(\(spelled.joined(separator: ", ")))" + TypeReference.markers(of: effects) + " -> " + (try TypeEmitter.emit(result))
        if case .named("Void", let arguments) = result, arguments.isEmpty { return "{ \(signature) in }" }
        return "{ \(signature) in value() }"
    }
}

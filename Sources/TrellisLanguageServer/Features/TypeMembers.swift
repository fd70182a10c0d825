import Foundation
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// A member of a declared type named where it is used: `.headline` in `<font value=".headline"/>`,
/// `Color.blue`, `.bottom` in `edges="[.top, .bottom]"`, `\.colorScheme`. The prelude declares
/// SwiftUI's types, so hover and definition of their members read the prelude as they read the
/// program: its declarations and the comments above them.
struct TypeMember {
    /// `struct Font`, `extension Color`, `enum Sorting`.
    var owner: String
    /// `static let headline: Font`, `case newest`.
    var swift: String
    var name: Identifier
    /// Where the owner is declared, for its comment when the member has none.
    var ownerLocation: SourceLocation
}

extension LanguageServer {
    static func isSwiftNameByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == UInt8(ascii: "_")
    }

    /// The bounds of the name the cursor at `offset` is in or just after.
    static func word(at offset: Int, in bytes: [UInt8]) -> (start: Int, end: Int) {
        var start = min(offset, bytes.count)
        while start > 0, isSwiftNameByte(bytes[start - 1]) { start -= 1 }
        var end = start
        while end < bytes.count, isSwiftNameByte(bytes[end]) { end += 1 }
        return (start, end)
    }

    /// The members the name at `offset` may be, with the name's byte range. `Type.name` names its
    /// type; a leading `.name` the type of the attribute's parameter (or, where that is unknown,
    /// every type with a static member of that name and type: `.bottom` is an `Edge` or an
    /// `Alignment`); `\.name` a member of `EnvironmentValues`. `nil` for an instance's member.
    func typeMembers(at offset: Int, in text: SourceText, program: CheckedProgram, compared: (Int) -> String? = { _ in nil }) -> (members: [TypeMember], range: Range<Int>)? {
        let bytes = text.bytes
        let isNameByte = Self.isSwiftNameByte
        let (start, end) = Self.word(at: offset, in: bytes)
        guard end > start, offset <= end, start > 0, bytes[start - 1] == UInt8(ascii: ".") else { return nil }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return nil }
        var qualifierStart = start - 1
        while qualifierStart > 0, isNameByte(bytes[qualifierStart - 1]) || bytes[qualifierStart - 1] == UInt8(ascii: ".") { qualifierStart -= 1 }
        let qualifier = String(decoding: bytes[qualifierStart..<(start - 1)], as: UTF8.self)
        var found: [TypeMember]
        if qualifier.isEmpty {
            if start >= 2, bytes[start - 2] == UInt8(ascii: "\\") {
                found = Self.members(of: "EnvironmentValues", named: name, isStatic: false, program: program)
            } else {
                // The types the attribute's parameter takes, else any type's own static member.
                let expected = expectedTypes(at: offset, in: text, program: program)
                found = expected.flatMap { Self.members(of: $0, named: name, isStatic: true, program: program, ownType: true) }
                // `scenePhase == .active`: of the type of what it is compared with or assigned to.
                if found.isEmpty, let type = compared(start - 1) {
                    found = Self.members(of: type, named: name, isStatic: true, program: program, ownType: true)
                }
                if found.isEmpty {
                    let types = program.structNames + program.enumNames + program.extendedTypeNames
                    found = Array(Set(types)).sorted().flatMap { Self.members(of: $0, named: name, isStatic: true, program: program, ownType: true) }
                }
            }
        } else {
            // `Font.Weight.bold`: the qualifier is a type's name, capitalized; `scrum.theme` is a value's.
            guard qualifier.first?.isUppercase == true, !qualifier.hasSuffix(".") else { return nil }
            found = Self.members(of: qualifier, named: name, isStatic: true, program: program)
        }
        return found.isEmpty ? nil : (found, start..<end)
    }

    /// The declared type of the name before `==`, `!=` or `=` ahead of the dot at `dot`
    /// (`scenePhase` of `scenePhase == .active`), optionals unwrapped, where the index knows it.
    func comparedType(before dot: Int, at position: DocumentPosition) -> String? {
        let bytes = position.text.bytes
        var index = dot - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        guard index >= 1, bytes[index] == UInt8(ascii: "=") else { return nil }
        index -= 1
        if bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: "!") { index -= 1 }
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        guard index >= 0, Self.isSwiftNameByte(bytes[index]) else { return nil }
        let place = position.text.position(ofOffset: index, encoding: .utf32)
        let location = SourceLocation(file: position.path, line: place.line + 1, column: place.character + 1)
        guard let occurrence = position.analysis.index.occurrence(at: location) else { return nil }
        let program = position.analysis.program
        var type: String?
        switch occurrence.key {
        case .viewMember(let view, let name): type = program.type(ofProperty: name, in: view)?.description
        case .local(_, _, let declared, _): type = declared
        default: type = nil
        }
        while let written = type, written.hasSuffix("?") { type = String(written.dropLast()) }
        return type
    }

    /// A type named at `offset` that the program's index does not know, the prelude's (`Font` in
    /// `type="Font"`, `Weight` in `Font.Weight.bold`, `Color` in `Color.blue`): its name as written
    /// up to the cursor's word, and the name's byte range.
    func typeName(at offset: Int, in text: SourceText, program: CheckedProgram) -> (name: String, range: Range<Int>)? {
        let bytes = text.bytes
        let isNameByte = Self.isSwiftNameByte
        let (start, end) = Self.word(at: offset, in: bytes)
        guard end > start, offset <= end else { return nil }
        // `Font.Weight`: the qualifiers before the word are part of the type's name.
        var chainStart = start
        while chainStart > 1, bytes[chainStart - 1] == UInt8(ascii: "."), isNameByte(bytes[chainStart - 2]) {
            chainStart -= 1
            while chainStart > 0, isNameByte(bytes[chainStart - 1]) { chainStart -= 1 }
        }
        let name = String(decoding: bytes[chainStart..<end], as: UTF8.self)
        guard name.first?.isUppercase == true, chainStart == 0 || bytes[chainStart - 1] != UInt8(ascii: ".") else { return nil }
        let known = program.structDecl(named: name) != nil || program.enumDecl(named: name) != nil || program.extensionMembers(of: name) != nil
            || !Self.interfaces(named: name, program: program).filter { $0.kind == .view }.isEmpty
        return known ? (name, start..<end) : nil
    }

    /// A type's declaration as Swift writes it: its cases and members (an extension's after it),
    /// where it is declared, and the comment above it.
    func typeHoverText(_ name: String, analysis: Analysis) -> String {
        let program = analysis.program
        var blocks: [String] = []
        var declaredAt: SourceLocation?
        func field(_ field: StructDecl.Field) -> String {
            "    " + (field.isStatic ? "static " : "") + (field.isConstant ? "let " : "var ") + "\(field.name.name): \(field.type.reference)"
        }
        if let structure = program.structDecl(named: name) {
            let conformances = structure.protocols.isEmpty ? "" : ": " + structure.protocols.joined(separator: ", ")
            blocks.append("struct \(name)\(conformances) {\n" + structure.fields.map(field).joined(separator: "\n") + "\n}")
            declaredAt = structure.name.location
        } else if let enumeration = program.enumDecl(named: name) {
            let cases = enumeration.cases.map { "    case \($0.name.name)" } + enumeration.properties.map(field)
            blocks.append("enum \(name) {\n" + cases.joined(separator: "\n") + "\n}")
            declaredAt = enumeration.name.location
        }
        var text = ""
        let views = Self.interfaces(named: name, program: program).filter { $0.kind == .view }
        if !views.isEmpty {
            text = interfaceHoverText(views, analysis: analysis)
        }
        if let extended = program.extensionMembers(of: name), !extended.fields.isEmpty {
            blocks.append("extension \(name) {\n" + extended.fields.map(field).joined(separator: "\n") + "\n}")
        }
        if !blocks.isEmpty {
            if !text.isEmpty { text += "\n\n" }
            text += "```swift\n" + blocks.joined(separator: "\n\n") + "\n```"
        }
        if let declaredAt {
            text += "\n\nDeclared in \(Self.declaredIn(declaredAt))."
            if let doc = analysis.text(of: declaredAt.file).flatMap({ Self.comment(before: declaredAt, in: $0) }) { text += "\n\n" + doc }
        }
        return text
    }

    /// Where the type named `name` is declared: its struct or enum, else its view, else its extensions.
    func typeDeclarations(_ name: String, program: CheckedProgram) -> [Identifier] {
        if let structure = program.structDecl(named: name) { return [structure.name] }
        if let enumeration = program.enumDecl(named: name) { return [enumeration.name] }
        let views = Self.interfaces(named: name, program: program).filter { $0.kind == .view }
        return views.map(\.name)
    }

    /// The declared types of the attribute the cursor is in, from every overload of its element
    /// and from the inputs of a view the program declares; optionals unwrapped.
    private func expectedTypes(at offset: Int, in text: SourceText, program: CheckedProgram) -> [String] {
        let tags = MarkupTags(text.bytes)
        guard let index = tags.tag(containing: offset) else { return [] }
        let tag = tags.tags[index]
        guard let attribute = tag.attributes.first(where: { ($0.valueStart ?? Int.max) <= offset && offset <= ($0.valueEnd ?? -1) }) else { return [] }
        var types: [String] = []
        func add(_ written: String) {
            var type = written.trimmingCharacters(in: .whitespaces)
            if type.hasSuffix("?") { type.removeLast() }
            if !types.contains(type) { types.append(type) }
        }
        for interface in Self.interfaces(named: tag.name, program: program) {
            for overload in interface.overloads {
                for parameter in overload.parameters where parameter.name.name == attribute.name && !parameter.isSlot {
                    if let type = parameter.typeText { add(type) }
                }
            }
        }
        if let property = program.view(named: tag.name)?.properties.first(where: { $0.name.name == attribute.name }) {
            add(property.type.reference.description)
        }
        // A declaration's initial value has its declared type.
        if attribute.name == "initial", let type = tag.attributes.first(where: { $0.name == "type" }) { add(type.value) }
        return types
    }

    /// `typeName`'s members called `name`: a struct's fields, an enum's cases and properties,
    /// and what `<extension>`s add. With `ownType`, only those of the type itself, which a leading
    /// dot can name.
    static func members(of typeName: String, named name: String, isStatic: Bool, program: CheckedProgram, ownType: Bool = false) -> [TypeMember] {
        var found: [TypeMember] = []
        func field(_ field: StructDecl.Field, owner: String, at location: SourceLocation) {
            guard field.isStatic == isStatic, field.name.name == name else { return }
            if ownType, field.type.reference.description != typeName { return }
            let swift = (field.isStatic ? "static " : "") + (field.isConstant ? "let " : "var ") + "\(name): \(field.type.reference)"
            found.append(TypeMember(owner: owner, swift: swift, name: field.name, ownerLocation: location))
        }
        if let structure = program.structDecl(named: typeName) {
            for member in structure.fields { field(member, owner: "struct \(typeName)", at: structure.name.location) }
        }
        if let enumeration = program.enumDecl(named: typeName) {
            if isStatic {
                for enumCase in enumeration.cases where enumCase.name.name == name {
                    let values = enumCase.associatedValues.isEmpty ? "" : "(" + enumCase.associatedValues.map { "\($0.label.map { "\($0): " } ?? "")\($0.type.reference)" }.joined(separator: ", ") + ")"
                    found.append(TypeMember(owner: "enum \(typeName)", swift: "case \(name)\(values)", name: enumCase.name, ownerLocation: enumeration.name.location))
                }
            }
            for member in enumeration.properties { field(member, owner: "enum \(typeName)", at: enumeration.name.location) }
        }
        if let extended = program.extensionMembers(of: typeName) {
            for member in extended.fields { field(member, owner: "extension \(typeName)", at: extended.location) }
        }
        return found
    }

    /// The comment written just above the declaration at `location` (`<!-- ... -->` ending on
    /// the line before it), its lines joined; `nil` when there is none.
    static func comment(before location: SourceLocation, in text: SourceText) -> String? {
        let lines = text.text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = location.line - 2
        guard index >= 0, index < lines.count else { return nil }
        guard lines[index].trimmingCharacters(in: .whitespaces).hasSuffix("-->") else { return nil }
        var collected: [String] = []
        while index >= 0 {
            let line = lines[index].trimmingCharacters(in: .whitespaces)
            collected.insert(line, at: 0)
            if line.contains("<!--") { break }
            index -= 1
        }
        guard collected.first?.contains("<!--") == true else { return nil }
        var joined = collected.joined(separator: " ")
        if let open = joined.range(of: "<!--") { joined = String(joined[open.upperBound...]) }
        if let close = joined.range(of: "-->", options: .backwards) { joined = String(joined[..<close.lowerBound]) }
        let trimmed = joined.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// Where a declaration is, said as the user reads it: the prelude's file, or the workspace's.
    static func declaredIn(_ location: SourceLocation) -> String {
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return PreludeCopies.text(of: location.file) != nil ? "the prelude's `\(file)`" : "`\(file)`"
    }

    func hoverText(for members: [TypeMember], analysis: Analysis) -> String {
        members.map { member in
            var text = "```swift\n\(member.owner) {\n    \(member.swift)\n}\n```\n\nDeclared in \(Self.declaredIn(member.name.location))."
            let doc = analysis.text(of: member.name.location.file).flatMap { source in
                Self.comment(before: member.name.location, in: source) ?? Self.comment(before: member.ownerLocation, in: source)
            }
            if let doc { text += "\n\n" + doc }
            return text
        }.joined(separator: "\n\n---\n\n")
    }

    /// A view's or modifier's declaration as Swift writes its initializers or its method: one
    /// line per overload, then the comment above it.
    func interfaceHoverText(_ interfaces: [InterfaceDecl], analysis: Analysis) -> String {
        interfaces.map { interface in
            let name = interface.name.name
            let signatures = (interface.overloads.isEmpty ? [nil] : interface.overloads.map { Optional($0) }).map { overload in
                let parameters = (overload?.parameters ?? []).map { parameter -> String in
                    let written = parameter.name.name
                    let label = switch parameter.label {
                    case nil: "_ \(written)"
                    case let label?: label == written ? written : "\(label) \(written)"
                    }
                    if parameter.isSlot {
                        return "@ViewBuilder \(label): (\(parameter.slotValueTypeText ?? "")) -> some View"
                    }
                    return "\(label): \(parameter.typeText ?? "_")" + (parameter.defaultValue.map { " = \($0)" } ?? "")
                }.joined(separator: ", ")
                return interface.kind == .modifier ? "func \(name)(\(parameters)) -> some View" : "init(\(parameters))"
            }
            let header = interface.kind == .modifier ? "extension \(interface.receivers.first ?? "View")" : "struct \(name): " + (["View"] + interface.protocols).joined(separator: ", ")
            var text = "```swift\n\(header) {\n" + signatures.map { "    " + $0 + "\n" }.joined() + "}\n```"
            if interface.isUnavailable { text += "\n\nNot available in Trellis yet." }
            text += "\n\nDeclared in \(Self.declaredIn(interface.name.location))."
            if let doc = analysis.text(of: interface.name.location.file).flatMap({ Self.comment(before: interface.name.location, in: $0) }) {
                text += "\n\n" + doc
            }
            return text
        }.joined(separator: "\n\n---\n\n")
    }
}

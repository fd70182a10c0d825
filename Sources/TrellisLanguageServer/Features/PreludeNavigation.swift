import Foundation
import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Definition of the prelude's views and modifiers, and the enum-like cases of its types
/// (`.headline` for a `Font` parameter) as attribute values.
extension LanguageServer {
    /// The declarations of the view or modifier whose tag name is at `offset`: the prelude's
    /// (in its embedded file, which `uri(fromPath:)` writes out for the editor) and the
    /// workspace's own `<view external>` and `<modifier>` interfaces.
    func interfaceDeclarations(at offset: Int, in text: SourceText, program: CheckedProgram) -> [SourceRange] {
        let tags = MarkupTags(text.bytes)
        guard let index = tags.tag(containing: offset) else { return [] }
        let tag = tags.tags[index]
        guard tag.nameStart <= offset, offset <= tag.nameEnd else { return [] }
        return Self.interfaces(named: tag.name, program: program).map {
            SourceRange(start: $0.name.location, end: $0.name.location.advanced(byColumns: $0.name.name.unicodeScalars.count))
        }
    }

    static func interfaces(named name: String, program: CheckedProgram?) -> [InterfaceDecl] {
        (Prelude.standard.flatMap(\.interfaces) + (program?.files.flatMap(\.interfaces) ?? [])).filter { $0.name.name == name }
    }

    /// The cases of the declared type of `attribute` on `element`: the type's static fields of
    /// its own type, written `.name`. Offered while the value is empty or a `.member` being typed.
    func caseCompletions(before written: String, attribute: String, element: String, program: CheckedProgram) -> [JSONValue] {
        // In an option set's array (`[.top, .|]`), the element being typed.
        var before = written
        if written.hasPrefix("["), let cut = written.lastIndex(where: { $0 == "[" || $0 == "," || $0 == " " }) {
            before = String(written[written.index(after: cut)...])
        }
        guard before.isEmpty || (before.hasPrefix(".") && before.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
        var typeNames: [String] = []
        for interface in Self.interfaces(named: element, program: program) {
            for overload in interface.overloads {
                for parameter in overload.parameters where parameter.name.name == attribute && !parameter.isSlot {
                    guard var type = parameter.typeText?.trimmingCharacters(in: .whitespaces) else { continue }
                    if type.hasSuffix("?") { type.removeLast() }
                    if !typeNames.contains(type) { typeNames.append(type) }
                }
            }
        }
        // An input of a view the program declares: its declared type.
        if let property = program.view(named: element)?.properties.first(where: { $0.name.name == attribute }) {
            var type = property.type.reference.description
            if type.hasSuffix("?") { type.removeLast() }
            if !typeNames.contains(type) { typeNames.append(type) }
        }
        var items: [JSONValue] = []
        var seen = Set<String>()
        func offer(_ name: String, of typeName: String) {
            guard seen.insert(name).inserted else { return }
            let label = "." + name
            items.append([
                "label": .string(label), "kind": .int(CompletionKind.enumMember), "detail": .string(typeName),
                "filterText": .string(before.hasPrefix(".") ? label : name),
                "insertText": .string(before.hasPrefix(".") ? name : label),
            ])
        }
        for typeName in typeNames {
            // `some ShapeStyle`: the statics of the types the prelude or the program declares
            // conforming (`protocols="ShapeStyle"`), each of its own type, as SwiftUI lifts
            // `HierarchicalShapeStyle.secondary` or `Material.thinMaterial` onto the protocol.
            if typeName.hasPrefix("some ") {
                let protocolName = String(typeName.dropFirst(5)).trimmingCharacters(in: .whitespaces)
                for conforming in program.structNames {
                    guard let structure = program.structDecl(named: conforming), structure.protocols.contains(protocolName) else { continue }
                    for field in structure.fields where field.isStatic && field.type.reference.description == conforming { offer(field.name.name, of: conforming) }
                }
                // And what a constrained extension lifts: `extension ShapeStyle where Self == Color`'s named colours.
                for extended in (Prelude.standard + program.files).flatMap(\.extensions) where extended.name.name == protocolName {
                    guard let constrained = Self.sameTypeConstraint(extended.constraint) else { continue }
                    for field in extended.fields where field.isStatic && field.type.reference.description == constrained { offer(field.name.name, of: constrained) }
                }
                continue
            }
            if let structure = program.structDecl(named: typeName) {
                for field in structure.fields where field.isStatic && field.type.reference.description == typeName { offer(field.name.name, of: typeName) }
            } else if let bridged = Self.bridgedNumberType[typeName] {
                // `CGFloat`'s `.infinity`: the statics of `Double`, which Swift converts to it.
                for field in StandardMembers.staticFields(ofTypeNamed: bridged) where field.type == bridged { offer(field.name, of: typeName) }
            } else if let enumeration = program.enumDecl(named: typeName) {
                // An enum's cases, the program's (`theme=".`) or the prelude's, and its statics of its own type.
                for enumCase in enumeration.cases { offer(enumCase.name.name, of: typeName) }
                for property in enumeration.properties where property.isStatic && property.type.reference.description == typeName { offer(property.name.name, of: typeName) }
            }
            // What `<extension>`s add: `Color`'s named colours for `<foregroundColor value=".|"/>`.
            for field in program.extensionMembers(of: typeName)?.fields ?? [] where field.isStatic && field.type.reference.description == typeName {
                offer(field.name.name, of: typeName)
            }
        }
        return items
    }

    /// The number type whose declared statics another one shares: Swift converts between
    /// `Double` and `CGFloat` implicitly, as the checker does.
    static let bridgedNumberType = ["CGFloat": "Double"]

    /// `Color` of the constraint `Self == Color`; nil for any other constraint.
    static func sameTypeConstraint(_ constraint: String?) -> String? {
        guard let constraint else { return nil }
        let sides = constraint.split(separator: "=", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard sides.count == 3, sides[0] == "Self", sides[1].isEmpty, !sides[2].isEmpty else { return nil }
        return sides[2]
    }
}

import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// Quick fixes the editor adds where the checker's diagnostic states the one fix in its words:
/// a "did you mean" takes the suggested name, a binding input given a value takes the `$`
/// projection, and a missing input takes the caller's value of the same name, or the empty
/// value of a plain type. Each is offered only where applying it removes the diagnostic.
enum QuickFixes {
    struct Edit {
        var range: Range<Int>
        var replacement: String
    }

    struct Fix {
        var title: String
        var edits: [Edit]
    }

    static func fixes(for diagnostic: Diagnostic, text: SourceText, program: CheckedProgram) -> [Fix] {
        guard diagnostic.fixIts.isEmpty else { return [] }
        let message = diagnostic.message.text
        let offset = text.offset(of: diagnostic.location)
        // A modifier written as an attribute (`<Text font=".headline">`) is that, whatever name it resembles.
        if diagnostic.code.rawValue == "TRL111", let fix = modifierAttribute(message, at: offset, text: text, program: program) {
            return [fix] + (suggestion(message, at: offset, text: text).map { [$0] } ?? [])
        }
        if let fix = suggestion(message, at: offset, text: text) { return [fix] }
        switch diagnostic.code.rawValue {
        case "TRL207", "TRL179": return projection(at: offset, text: text, program: program).map { [$0] } ?? []
        case "TRL110": return missingInput(message, at: offset, text: text, program: program).map { [$0] } ?? []
        case "TRL190": return environmentValue(message, at: offset, text: text, program: program).map { [$0] } ?? []
        default: return []
        }
    }

    /// `key="\.prefersTabNavigaton"`: the value of `EnvironmentValues` it misspells, the program's or
    /// SwiftUI's, where one is that close.
    private static func environmentValue(_ message: String, at offset: Int, text: SourceText, program: CheckedProgram) -> Fix? {
        let quoted = message.split(separator: "`", omittingEmptySubsequences: false)
        guard quoted.count >= 5, quoted[2] == " has no value " else { return nil }
        let written = String(quoted[3])
        guard let suggested = Suggestions.closest(to: written, among: program.environmentValueTypes.map(\.name)),
              let start = occurrence(of: written, from: offset, in: text.bytes) else { return nil }
        return Fix(title: "replace `\(written)` with `\(suggested)`", edits: [Edit(range: start..<(start + written.utf8.count), replacement: suggested)])
    }

    /// `...`wrong`; did you mean `right``: the wrong name, found where the diagnostic points, replaced.
    private static func suggestion(_ message: String, at offset: Int, text: SourceText) -> Fix? {
        guard let marker = message.range(of: "; did you mean `", options: .backwards), message.hasSuffix("`") else { return nil }
        var suggested = String(message[marker.upperBound..<message.index(before: message.endIndex)])
        let stated = message[..<marker.lowerBound]
        guard stated.hasSuffix("`") || stated.contains("`") else { return nil }
        // The last name the message quotes before its suggestion is the one written.
        let quoted = stated.split(separator: "`", omittingEmptySubsequences: false)
        guard quoted.count >= 3 else { return nil }
        let written = String(quoted[quoted.count - 2])
        guard !written.isEmpty, let start = occurrence(of: written, from: offset, in: text.bytes) else { return nil }
        // `.headlin` for `headline`: the member keeps the dot it was written with.
        if written.hasPrefix("."), !suggested.hasPrefix(".") { suggested = "." + suggested }
        var edits = [Edit(range: start..<(start + written.utf8.count), replacement: suggested)]
        // An element's name is written twice: its end tag is renamed with it.
        let tags = MarkupTags(text.bytes)
        if start > 0, let open = tags.tag(startingAt: start - 1), tags.tags[open].name == written, let close = tags.tags[open].match {
            let end = tags.tags[close]
            edits.append(Edit(range: end.nameStart..<end.nameEnd, replacement: suggested))
        }
        return Fix(title: "replace `\(written)` with `\(suggested)`", edits: edits)
    }

    /// The first whole-word `name` from `offset` to the end of its line, else the nearest one
    /// before it on the line (an argument's diagnostic points at its value, past its label).
    private static func occurrence(of name: String, from offset: Int, in bytes: [UInt8]) -> Int? {
        let needle = Array(name.utf8)
        func isWordByte(_ byte: UInt8) -> Bool {
            byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_")
        }
        func matches(at index: Int) -> Bool {
            index + needle.count <= bytes.count && bytes[index..<index + needle.count].elementsEqual(needle)
                && (index == 0 || !isWordByte(bytes[index - 1]) || !isWordByte(needle[0]))
                && (index + needle.count == bytes.count || !isWordByte(bytes[index + needle.count]) || !isWordByte(needle[needle.count - 1]))
        }
        var index = offset
        while index + needle.count <= bytes.count, bytes[index] != 0x0A {
            if matches(at: index) { return index }
            index += 1
        }
        index = min(offset, bytes.count) - 1
        while index >= 0, bytes[index] != 0x0A {
            if matches(at: index) { return index }
            index -= 1
        }
        return nil
    }

    /// `{isEditing}` (or `isEditing`) given to a binding input, or a row's collection
    /// (`<List items="items" item="$entry">`), where the caller's `isEditing` has a `$`
    /// projection (a state or a binding, or an object whose property is named): `{$isEditing}`.
    private static func projection(at offset: Int, text: SourceText, program: CheckedProgram) -> Fix? {
        let bytes = text.bytes
        guard offset < bytes.count else { return nil }
        // The name starts after the brace of a braced value, else at the value itself.
        let isBraced = bytes[offset] == UInt8(ascii: "{")
        let start = isBraced ? offset + 1 : offset
        guard start > 0, isBraced || bytes[start - 1] == UInt8(ascii: "\"") || bytes[start - 1] == UInt8(ascii: "'") else { return nil }
        var end = start
        while end < bytes.count, MarkupTags.isNameByte(bytes[end]), bytes[end] != UInt8(ascii: "-"), bytes[end] != UInt8(ascii: ":") { end += 1 }
        guard end > start, end < bytes.count, bytes[end] == (isBraced ? UInt8(ascii: "}") : bytes[start - 1]) else { return nil }
        let path = String(decoding: bytes[start..<end], as: UTF8.self).split(separator: ".", omittingEmptySubsequences: false)
        guard let root = path.first.map(String.init), let caller = callerView(at: offset, text: text, program: program),
              let property = caller.properties.first(where: { $0.name.name == root }) else { return nil }
        let projectable: Set<PropertyKind> = path.count == 1 ? [.state, .binding] : [.state, .binding, .stateObject, .observedObject, .environmentObject, .bindable]
        guard projectable.contains(property.kind) else { return nil }
        return Fix(title: "insert `$`: pass the binding", edits: [Edit(range: start..<start, replacement: "$")])
    }

    /// The `<view>` the offset is in.
    private static func callerView(at offset: Int, text: SourceText, program: CheckedProgram) -> ViewDecl? {
        let tags = MarkupTags(text.bytes)
        var current = tags.tag(containing: offset) ?? tags.enclosingElement(at: offset)
        while let position = current {
            let tag = tags.tags[position]
            if tag.name == "view", tag.kind != .end {
                return tag.attributes.first { $0.name == "name" }.flatMap { program.view(named: $0.value.trimmingCharacters(in: .whitespaces)) }
            }
            current = tag.parent
        }
        return nil
    }

    /// `missing argument for input `name` of `View``: the caller's own `name`, else an empty
    /// value; for a binding, the caller's state or binding of the same name, else its only one of
    /// that type. The callee is a view of the program or one the prelude declares (`Toggle`'s `isOn`).
    private static func missingInput(_ message: String, at offset: Int, text: SourceText, program: CheckedProgram) -> Fix? {
        let quoted = message.split(separator: "`", omittingEmptySubsequences: false)
        guard message.hasPrefix("missing argument for input `"), quoted.count >= 5 else { return nil }
        let input = String(quoted[1])
        let callee = String(quoted[3])
        let tags = MarkupTags(text.bytes)
        guard let open = tags.tag(startingAt: offset), tags.tags[open].name == callee else { return nil }
        let type: String
        let isBinding: Bool
        if let property = program.view(named: callee)?.properties.first(where: { $0.name.name == input }) {
            type = property.type.reference.description
            isBinding = property.kind == .binding
        } else if let parameter = LanguageServer.interfaces(named: callee, program: program).flatMap(\.overloads).flatMap(\.parameters).first(where: { $0.name.name == input && !$0.isSlot }),
                  let written = parameter.typeText?.trimmingCharacters(in: .whitespaces) {
            isBinding = written.hasPrefix("Binding<") && written.hasSuffix(">")
            type = isBinding ? String(written.dropFirst("Binding<".count).dropLast()) : written
        } else {
            return nil
        }
        let caller = callerView(at: offset, text: text, program: program)
        let value: String
        var title = "pass `\(input)`"
        if isBinding {
            let projectable: Set<PropertyKind> = [.state, .binding]
            let candidates = caller?.properties.filter { projectable.contains($0.kind) && $0.type.reference.description == type } ?? []
            guard let own = candidates.first(where: { $0.name.name == input }) ?? (candidates.count == 1 ? candidates[0] : nil) else { return nil }
            value = "{$\(own.name.name)}"
            if own.name.name != input { title = "pass `$\(own.name.name)` as `\(input)`" }
        } else if let own = caller?.properties.first(where: { $0.name.name == input && $0.type.reference.description == type }) {
            value = "{\(own.name.name)}"
        } else if let caller, rowOrItemNamed(input, of: type, enclosing: open, tags: tags, in: caller) {
            value = "{\(input)}"
        } else if let empty = emptyValue(of: type) {
            value = empty
        } else {
            return nil
        }
        let tag = tags.tags[open]
        return Fix(title: title, edits: [Edit(range: tag.nameEnd..<tag.nameEnd, replacement: " \(input)=\"\(value)\"")])
    }

    /// Whether an element around `index` names `name`, of type `type`, for the views inside it: a
    /// row's item (`<List items="{birds}" item="bird">` over the caller's `[Bird]`), or a sheet's
    /// content (`<sheet item="{$selectedBird}" content="bird">` over its `Bird?`).
    private static func rowOrItemNamed(_ name: String, of type: String, enclosing index: Int, tags: MarkupTags, in caller: ViewDecl) -> Bool {
        func propertyType(_ written: String) -> String? {
            let collection = LanguageServer.collection(in: written)
            return caller.properties.first { $0.name.name == collection }?.type.reference.description
        }
        var current = tags.tags[index].parent
        while let position = current {
            let tag = tags.tags[position]
            func value(_ attribute: String) -> String? { tag.attributes.first { $0.name == attribute }?.value.trimmingCharacters(in: .whitespaces) }
            if LanguageServer.namesRows(tag.name), value("item") == name, let items = value("items") { return propertyType(items) == "[\(type)]" }
            if value("content") == name, let item = value("item") { return propertyType(item) == "\(type)?" }
            current = tag.parent
        }
        return false
    }

    /// `<Text font=".headline">`, a modifier written as a view's attribute, as SwiftUI's
    /// `.font(.headline)` reads: the modifier's element, `<font value=".headline"/>`, among the
    /// view's content. Offered where the modifier takes that one argument by a single name.
    private static func modifierAttribute(_ message: String, at offset: Int, text: SourceText, program: CheckedProgram) -> Fix? {
        let quoted = message.split(separator: "`", omittingEmptySubsequences: false)
        guard quoted.count >= 5, quoted[0].isEmpty, quoted[2] == " has no input " else { return nil }
        let view = String(quoted[1])
        let name = String(quoted[3])
        let modifiers = LanguageServer.interfaces(named: name, program: program).filter { $0.kind == .modifier && !$0.isUnavailable }
        // The one parameter a call with a single argument fills.
        let single = Set(modifiers.flatMap(\.overloads).compactMap { overload -> String? in
            let parameters = overload.parameters.filter { !$0.isSlot }
            let required = parameters.filter(\.isRequired)
            return required.count == 1 ? required[0].name.name : nil
        })
        // `value` by the convention for an unlabeled argument (`padding(8)`, not `padding(insets)`).
        guard let parameter = single.contains("value") ? "value" : single.count == 1 ? single.first : nil else { return nil }
        let bytes = text.bytes
        let tags = MarkupTags(bytes)
        guard let index = tags.tag(containing: offset + 1), case let tag = tags.tags[index], tag.name == view, tag.kind != .end, tag.isClosed,
              let attribute = tag.attributes.first(where: { $0.nameStart == offset && $0.name == name }),
              let valueStart = attribute.valueStart, let valueEnd = attribute.valueEnd else { return nil }
        let quote = bytes[valueStart - 1]
        let value = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
        let element = "<\(name) \(parameter)=\(Character(UnicodeScalar(quote)))\(value)\(Character(UnicodeScalar(quote)))/>"
        var removalStart = attribute.nameStart
        while removalStart > tag.nameEnd, bytes[removalStart - 1] == 0x20 || bytes[removalStart - 1] == 0x09 || bytes[removalStart - 1] == 0x0A { removalStart -= 1 }
        var edits = [Edit(range: removalStart..<(valueEnd + 1), replacement: "")]
        if tag.kind == .empty {
            var closeStart = tag.end - 2
            while closeStart > valueEnd + 1, bytes[closeStart - 1] == 0x20 || bytes[closeStart - 1] == 0x09 { closeStart -= 1 }
            edits.append(Edit(range: closeStart..<tag.end, replacement: ">\(element)</\(view)>"))
        } else if let close = tag.match {
            // Last in the content, after the text or views it styles.
            edits.append(Edit(range: tags.tags[close].start..<tags.tags[close].start, replacement: element))
        } else {
            return nil
        }
        return Fix(title: "write `\(name)` as a modifier: `\(element)`", edits: edits)
    }

    /// The value a plain type starts from: what a SwiftUI developer writes before the real one.
    private static func emptyValue(of type: String) -> String? {
        if type.hasSuffix("?") { return "{nil}" }
        if type.hasPrefix("[") { return "{[]}" }
        switch type {
        case "String": return ""
        case "Int", "Double", "CGFloat", "Float": return "{0}"
        case "Bool": return "{false}"
        default: return nil
        }
    }
}

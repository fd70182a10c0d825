import TrellisSemantics
import TrellisSyntax

/// LSP `CompletionItemKind` values used here.
enum CompletionKind {
    static let method = 2
    static let field = 5
    static let variable = 6
    static let classKind = 7
    static let property = 10
    static let keyword = 14
    static let structure = 22
    static let enumMember = 20
}

extension LanguageServer {
    /// Element names inside a tag name, attribute names inside a start tag, and inside an
    /// attribute value: the view's own state after `{$` or `$`, members after `name.`, and the
    /// view's names after `{`.
    func completion(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let at = try documentPosition(params, context: context)
        let program = at.analysis.program
        let vocabulary = ElementVocabulary.current(program: program)
        let tags = MarkupTags(at.text.bytes)
        var items: [JSONValue] = []
        func item(_ label: String, kind: Int, detail: String) {
            var object: [String: JSONValue] = ["label": .string(label), "kind": .int(kind)]
            if !detail.isEmpty { object["detail"] = .string(detail) }
            items.append(.object(object))
        }
        guard let tagIndex = tags.tag(containing: at.offset) else {
            return ["isIncomplete": false, "items": .array(items)]
        }
        let tag = tags.tags[tagIndex]
        if tag.kind != .end, at.offset <= tag.nameEnd {
            let parent = tag.parent.map { tags.tags[$0].name }
            for element in vocabulary.children(of: parent) {
                let kind = switch element.kind {
                case .declaration: CompletionKind.keyword
                case .view, .builtinView: CompletionKind.classKind
                case .controlFlow: CompletionKind.keyword
                case .modifier: CompletionKind.method
                }
                item(element.name, kind: kind, detail: element.detail)
            }
        } else if let attribute = tag.attributes.first(where: { ($0.valueStart ?? Int.max) <= at.offset && at.offset <= ($0.valueEnd ?? -1) }) {
            let view = enclosingViewName(tags: tags, from: tagIndex)
            let before = at.text.slice(attribute.valueStart ?? at.offset, at.offset)
            items += caseCompletions(before: before, attribute: attribute.name, element: tag.name, program: program)
            for (label, kind, detail) in valueCompletions(before: before, attribute: attribute.name, element: tag.name, view: view, program: program) {
                item(label, kind: kind, detail: detail)
            }
        } else if tag.kind != .end {
            let present = Set(tag.attributes.map(\.name))
            for attribute in vocabulary.attributes(of: tag.name) where !present.contains(attribute.name) {
                item(attribute.name, kind: CompletionKind.property, detail: (attribute.isRequired ? "required " : "") + attribute.detail)
            }
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// The name of the `<view>` the tag is inside.
    private func enclosingViewName(tags: MarkupTags, from index: Int) -> String? {
        var current: Int? = index
        while let position = current {
            let tag = tags.tags[position]
            if tag.name == "view", tag.kind != .end {
                return tag.attributes.first { $0.name == "name" }?.value.trimmingCharacters(in: .whitespaces)
            }
            current = tag.parent
        }
        return nil
    }

    private func valueCompletions(before: String, attribute: String, element: String, view: String?, program: CheckedProgram) -> [(String, Int, String)] {
        if let choices = ElementVocabulary.valueChoices(attribute: attribute, element: element) {
            return choices.map { ($0.value, CompletionKind.enumMember, $0.detail) }
        }
        if attribute == "type" || attribute == "returns" || attribute == "hostProvides" {
            let declared = program.modelNames.map { ($0, CompletionKind.classKind, "model") } + program.structNames.map { ($0, CompletionKind.structure, "struct") }
            if attribute == "hostProvides" { return declared }
            return declared + ["Bool", "Int", "Double", "String", "Date", "UUID"].map { ($0, CompletionKind.structure, "Swift") }
        }
        guard let view, let declaration = program.view(named: view) else { return [] }
        // The expression being typed: from the last `{` (or the value's start) to the cursor.
        var expression = Substring(before)
        if let brace = before.lastIndex(of: "{") { expression = before[before.index(after: brace)...] }
        let trailing = expression.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" || $0 == "$" }
        let chain = String(trailing.reversed())
        if chain.hasPrefix("$"), !chain.contains(".") {
            let projectable: Set<PropertyKind> = [.state, .binding, .stateObject, .observedObject, .environmentObject, .bindable]
            return declaration.properties.filter { projectable.contains($0.kind) }.map {
                ($0.name.name, CompletionKind.variable, "\(ElementVocabulary.ownershipWord($0.kind)) \($0.type.reference)")
            }
        }
        let parts = chain.drop { $0 == "$" }.split(separator: ".", omittingEmptySubsequences: false).map { $0.replacingOccurrences(of: "?", with: "") }
        if parts.count >= 2 {
            var type = program.type(ofProperty: parts[0], in: view)
            for member in parts.dropFirst().dropLast() {
                type = type.flatMap { memberType(of: $0, member, program: program) }
            }
            return type.map { members(of: $0, program: program) } ?? []
        }
        let insideBraces = before.contains("{") || attribute == "condition" || attribute == "items" || attribute == "of" || attribute == "action" || attribute == "value" || attribute == "initial"
        guard insideBraces else { return [] }
        return declaration.properties.map { ($0.name.name, CompletionKind.variable, "\(ElementVocabulary.ownershipWord($0.kind)) \($0.type.reference)") }
    }

    private func nominal(_ type: ResolvedType) -> ResolvedType? {
        switch type {
        case .optional(let wrapped), .binding(let wrapped): nominal(wrapped)
        case .model, .structure, .existential: type
        default: nil
        }
    }

    private func memberType(of type: ResolvedType, _ member: String, program: CheckedProgram) -> ResolvedType? {
        switch nominal(type) {
        case .model(let name, _):
            guard let property = program.model(named: name)?.properties.first(where: { $0.name.name == member }) else { return nil }
            return program.resolve(property.type.reference) ?? .builtin(property.type.reference.description, arguments: [])
        case .structure(let name):
            guard let field = program.structDecl(named: name)?.fields.first(where: { $0.name.name == member }) else { return nil }
            return program.resolve(field.type.reference) ?? .builtin(field.type.reference.description, arguments: [])
        case .existential(let name):
            // `any Store`: the protocol's requirements.
            guard let property = program.protocolDecl(named: name)?.property(named: member) else { return nil }
            return program.resolve(property.type.reference) ?? .builtin(property.type.reference.description, arguments: [])
        default:
            return nil
        }
    }

    private func members(of type: ResolvedType, program: CheckedProgram) -> [(String, Int, String)] {
        switch nominal(type) {
        case .model(let name, _):
            guard let model = program.model(named: name) else { return [] }
            return model.properties.map { ($0.name.name, CompletionKind.property, "\($0.type.reference)") }
                + model.methods.map { ($0.name.name, CompletionKind.method, "method") }
        case .structure(let name):
            return program.structDecl(named: name)?.fields.map { ($0.name.name, CompletionKind.field, "\($0.type.reference)") } ?? []
        case .existential(let name):
            guard let requirements = program.protocolDecl(named: name) else { return [] }
            return requirements.properties.map { ($0.name.name, CompletionKind.property, "\($0.type.reference)") }
                + requirements.methods.map { ($0.name.name, CompletionKind.method, "method") }
        default:
            // `String`, `[Item]`, ...: the members the standard interface declares.
            return StandardMembers.members(of: type).map { ($0.name, $0.isMethod ? CompletionKind.method : CompletionKind.property, $0.detail) }
        }
    }
}

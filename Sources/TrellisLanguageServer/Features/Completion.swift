import Foundation
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
    static let enumKind = 13
    static let snippet = 15
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
        // `<`, `<![`... typed in code content: a CDATA section, which takes Swift as it is written.
        if let start = Self.cdataPrefixStart(before: at.offset, in: at.text.bytes), let enclosing = tags.enclosingElement(at: start),
           isCodeContent(tags.tags[enclosing], tags: tags, vocabulary: vocabulary) {
            return ["isIncomplete": false, "items": [cdataSection(replacing: start..<at.offset, in: at.text)]]
        }
        guard let tagIndex = tags.tag(containing: at.offset) else {
            // Between tags: a text hole (`<Text>{scrum.|}</Text>`) or a code element's statements.
            if let enclosing = tags.enclosingElement(at: at.offset), tags.tags[enclosing].isClosed {
                let element = tags.tags[enclosing]
                let before = at.text.slice(element.end, at.offset)
                let isCode = isCodeContent(element, tags: tags, vocabulary: vocabulary)
                // At the start of code content, its CDATA form too.
                if isCode, before.allSatisfy(\.isWhitespace) { items.append(cdataSection(replacing: at.offset..<at.offset, in: at.text)) }
                let lastOpen = before.lastIndex(of: "{")
                let lastClose = before.lastIndex(of: "}")
                let inHole = lastOpen.map { open in lastClose.map { $0 < open } ?? true } ?? false
                if isCode || inHole {
                    var scope = scope(tags: tags, from: enclosing, program: program)
                    if isCode { declareLocals(in: before, into: &scope, program: program) }
                    if isCode, element.name == "onChange" { declareChangeParameters(of: element, code: before, into: &scope, program: program) }
                    declareClosureParameters(between: element.end, and: at.offset, of: at, into: &scope)
                    for (label, kind, detail) in expressionCompletions(before: before, isCode: true, scope: scope, program: program) {
                        item(label, kind: kind, detail: detail)
                    }
                }
            }
            return ["isIncomplete": false, "items": .array(items)]
        }
        let tag = tags.tags[tagIndex]
        if tag.kind != .end, at.offset <= tag.nameEnd {
            let parent = tag.parent.map { tags.tags[$0].name }
            // A tag being started (nothing after its name yet) gets the required attributes as a snippet.
            let isBare = tag.attributes.isEmpty && !tag.isClosed
            let grandparent = tag.parent.flatMap { tags.tags[$0].parent }.map { tags.tags[$0].name }
            for element in vocabulary.children(of: parent, in: grandparent) {
                let (kind, group) = switch element.kind {
                case .declaration: (CompletionKind.keyword, "0")
                case .view: (CompletionKind.classKind, "1")
                case .builtinView: (CompletionKind.classKind, "2")
                case .controlFlow: (CompletionKind.keyword, "2")
                case .modifier: (CompletionKind.method, "3")
                }
                var object: [String: JSONValue] = [
                    "label": .string(element.name), "kind": .int(kind), "detail": .string(element.detail),
                    // Views first, then modifiers: each group sorted by name.
                    "sortText": .string(group + element.name),
                    "labelDetails": ["description": .string(element.kind == .modifier ? "modifier" : element.kind == .declaration ? "declaration" : "view")],
                    "documentation": ["kind": "markdown", "value": .string(HoverText.builtin(element))],
                ]
                let required = element.attributes.filter(\.isRequired)
                if supportsSnippets, isBare, !required.isEmpty {
                    let attributes = required.enumerated().map { " \($0.element.name)=\"$\($0.offset + 1)\"" }.joined()
                    object["insertText"] = .string(element.name + attributes)
                    object["insertTextFormat"] = .int(2)
                }
                items.append(.object(object))
            }
            // The view's own computed views and view-building functions, placed as elements (`<content/>`).
            if parent != "view", parent != "trellis", let view = scope(tags: tags, from: tagIndex, program: program).view, let declaration = program.view(named: view) {
                let offered = Set(items.compactMap { $0["label"]?.stringValue })
                for member in declaration.viewMembers where !offered.contains(member.name.name) {
                    items.append([
                        "label": .string(member.name.name), "kind": .int(member.isFunction ? CompletionKind.method : CompletionKind.property),
                        "detail": .string(member.isFunction ? "@ViewBuilder func" : "@ViewBuilder var"),
                        "sortText": .string("1" + member.name.name), "labelDetails": ["description": "view"],
                    ])
                }
            }
            // An input of function type, in its element form: the closure's code as the content, in
            // a CDATA section that takes Swift as written (`<`, `&`, quotes).
            // A view's (`<Button>`'s `action`) and a modifier's (`<onTapGesture>`'s).
            if let parent, parent.first?.isUppercase == true || vocabulary.elements[parent]?.kind == .modifier {
                let offered = Set(items.compactMap { $0["label"]?.stringValue })
                for attribute in vocabulary.attributes(of: parent) where attribute.detail.contains("->") && !offered.contains(attribute.name) {
                    var object: [String: JSONValue] = [
                        "label": .string(attribute.name), "kind": .int(CompletionKind.property),
                        "detail": .string("`\(attribute.name)` as code content: \(attribute.detail)"),
                        "sortText": .string("0" + attribute.name),
                        "labelDetails": ["description": "code"],
                    ]
                    if supportsSnippets, isBare {
                        object["insertText"] = .string("\(attribute.name)><![CDATA[\n\t$1\n]]></\(attribute.name)>")
                        object["insertTextFormat"] = .int(2)
                    }
                    items.append(.object(object))
                }
            }
        } else if let attribute = tag.attributes.first(where: { ($0.valueStart ?? Int.max) <= at.offset && at.offset <= ($0.valueEnd ?? -1) }) {
            let before = at.text.slice(attribute.valueStart ?? at.offset, at.offset)
            items += caseCompletions(before: before, attribute: attribute.name, element: tag.name, program: program)
            // `initial=".` of a declaration whose `type` is a program's enum: its cases.
            if attribute.name == "initial", before.hasPrefix("."), before.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
               let written = tag.attributes.first(where: { $0.name == "type" })?.value.trimmingCharacters(in: .whitespaces),
               let type = program.resolve(.named(written.hasSuffix("?") ? String(written.dropLast()) : written, genericArguments: [])) {
                for (label, kind, detail) in staticMembers(of: type, program: program) { item(label, kind: kind, detail: detail) }
            }
            // `<case value=".` of a `<switch value="supplies">`: the switched value's cases.
            if tag.name == "case", attribute.name == "value", Self.isLeadingDotMember(before), let parentIndex = tag.parent, tags.tags[parentIndex].name == "switch",
               let subject = tags.tags[parentIndex].attributes.first(where: { $0.name == "value" })?.value,
               var type = chainType(Self.unbraced(subject), scope: self.scope(tags: tags, from: parentIndex, program: program), program: program) {
                while case .optional(let wrapped) = type { type = wrapped }
                for (label, kind, detail) in staticMembers(of: type, program: program) { item(label, kind: kind, detail: detail) }
            }
            // A query's `filter` reads each model as `$0`: `$0.` offers the model's members.
            if tag.name == "query", attribute.name == "filter", let member = before.range(of: "$0.", options: .backwards),
               before[member.upperBound...].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
               let written = tag.attributes.first(where: { $0.name == "type" })?.value,
               let type = program.resolve(.named(Self.unbraced(written).trimmingCharacters(in: CharacterSet(charactersIn: "[]")), genericArguments: [])) {
                for (label, kind, detail) in members(of: type, program: program) { item(label, kind: kind, detail: detail) }
            }
            // `id="\.` of a ForEach or a List over rows: the members of each row.
            if Self.namesRows(tag.name), attribute.name == "id", before.hasPrefix("\\."), before.dropFirst(2).allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
               let itemsText = tag.attributes.first(where: { $0.name == "items" })?.value,
               let row = chainType(Self.collection(in: itemsText), scope: scope(tags: tags, from: tag.parent ?? tagIndex, program: program), program: program).flatMap(Self.element) {
                for (label, kind, detail) in members(of: row, program: program) { item(label, kind: kind, detail: detail) }
            }
            // A ForEach's (or a List's of rows) own `items` are outside the row its `item` names.
            let namesRows = Self.namesRows(tag.name)
            var scope = scope(tags: tags, from: namesRows ? (tag.parent ?? tagIndex) : tagIndex, program: program, including: !namesRows)
            declareClosureParameters(between: attribute.valueStart ?? at.offset, and: at.offset, of: at, into: &scope)
            for (label, kind, detail) in valueCompletions(before: before, attribute: attribute.name, element: tag.name, scope: scope, program: program) {
                item(label, kind: kind, detail: detail)
            }
        } else if tag.kind != .end {
            let present = Set(tag.attributes.map(\.name))
            for attribute in vocabulary.attributes(of: tag.name) where !present.contains(attribute.name) {
                var object: [String: JSONValue] = [
                    "label": .string(attribute.name), "kind": .int(CompletionKind.property),
                    "detail": .string((attribute.isRequired ? "required " : "") + attribute.detail),
                    // Required attributes first.
                    "sortText": .string((attribute.isRequired ? "0" : "1") + attribute.name),
                ]
                if supportsSnippets {
                    object["insertText"] = .string("\(attribute.name)=\"$1\"")
                    object["insertTextFormat"] = .int(2)
                }
                items.append(.object(object))
            }
        }
        return ["isIncomplete": false, "items": .array(items)]
    }

    /// Elements whose content is Swift statements.
    static let codeElements: Set<String> = ["function", "task", "onAppear", "onDisappear", "onChange", "action"]
    /// Members of a type whose content is its Swift code, and the types that declare them.
    static let typeMemberCodeElements: Set<String> = ["computed", "init"]
    static let typeElements: Set<String> = ["model", "struct", "enum", "extension"]

    /// Whether `element`'s content is code: a code element, a modifier whose last function-typed
    /// parameter its content is (`<onTapGesture>taps += 1</onTapGesture>`), or a function-typed
    /// input written as its own element (`<saveAction>` inside `<ScrumsView>`).
    func isCodeContent(_ element: MarkupTags.Tag, tags: MarkupTags, vocabulary: ElementVocabulary) -> Bool {
        if Self.codeElements.contains(element.name) { return true }
        // A model's, struct's or enum's `<computed>` and `<init>` hold Swift; a view's `<computed>` holds views.
        if Self.typeMemberCodeElements.contains(element.name), let parent = element.parent, Self.typeElements.contains(tags.tags[parent].name) { return true }
        // A view's `<computed type="[Quake]">` of a value, not a view: its getter's Swift.
        if element.name == "computed", let type = element.attributes.first(where: { $0.name == "type" })?.value.trimmingCharacters(in: .whitespaces), !type.hasSuffix("View") { return true }
        if vocabulary.elements[element.name]?.kind == .modifier, vocabulary.attributes(of: element.name).contains(where: { $0.detail.contains("->") }) { return true }
        guard let parent = element.parent else { return false }
        return vocabulary.attributes(of: tags.tags[parent].name).contains { $0.name == element.name && $0.detail.contains("->") }
    }

    /// Where a CDATA section's opening being typed starts: the `<` of `<`, `<!`, `<![CD`... just
    /// before `offset`, on its line.
    static func cdataPrefixStart(before offset: Int, in bytes: [UInt8]) -> Int? {
        let opening = Array("<![CDATA[".utf8)
        guard offset <= bytes.count else { return nil }
        var start = offset
        while start > 0, offset - start < opening.count, bytes[start - 1] != UInt8(ascii: "<"), bytes[start - 1] != 0x0A { start -= 1 }
        guard start > 0, bytes[start - 1] == UInt8(ascii: "<") else { return nil }
        start -= 1
        let typed = bytes[start..<offset]
        return typed.count <= opening.count && opening.starts(with: typed) ? start : nil
    }

    /// A CDATA section replacing `range`, the cursor inside it on a line of its own.
    func cdataSection(replacing range: Range<Int>, in text: SourceText) -> JSONValue {
        let edit = TextRange(start: text.position(ofOffset: range.lowerBound, encoding: encoding), end: text.position(ofOffset: range.upperBound, encoding: encoding))
        return [
            "label": "<![CDATA[ … ]]>", "kind": .int(CompletionKind.snippet),
            "detail": "code as Swift writes it: `<`, `&` and quotes need no escaping",
            "filterText": "<![CDATA[", "sortText": "0",
            "textEdit": ["range": edit.json, "newText": .string(supportsSnippets ? "<![CDATA[\n\t$0\n]]>" : "<![CDATA[\n\n]]>")],
            "insertTextFormat": .int(supportsSnippets ? 2 : 1),
        ]
    }

    /// What names mean where the cursor is: the view's, and the locals of the `ForEach` rows and
    /// the function around it.
    struct Scope {
        var view: String?
        var locals: [String: ResolvedType?] = [:]
        /// The function the cursor is in, whose parameters are `locals`.
        var function: String?
        /// The model, struct or enum whose member's code the cursor is in: what `self` is.
        var owner: ResolvedType?
    }

    /// The scope at the tag `index` (and, with `including`, of that tag's own `item` or function).
    /// Elements whose `item` names each row of their `items`: `ForEach`, and `List` over rows
    /// (`<List items="$scrums" item="$scrum">`, Swift's `List($scrums) { $scrum in }`).
    static func namesRows(_ element: String) -> Bool { element == "ForEach" || element == "List" }

    private func scope(tags: MarkupTags, from index: Int, program: CheckedProgram, including: Bool = true) -> Scope {
        var scope = Scope()
        var chain: [MarkupTags.Tag] = []
        var current: Int? = index
        while let position = current {
            let tag = tags.tags[position]
            if tag.kind != .end { chain.append(tag) }
            if tag.name == "view", tag.kind != .end {
                scope.view = tag.attributes.first { $0.name == "name" }?.value.trimmingCharacters(in: .whitespaces)
                break
            }
            if Self.typeElements.contains(tag.name), tag.kind != .end,
               let name = tag.attributes.first(where: { $0.name == "name" })?.value.trimmingCharacters(in: .whitespaces) {
                scope.owner = program.resolve(.named(name, genericArguments: []))
                if let owner = scope.owner { scope.locals["self"] = .some(owner) }
                return scope
            }
            current = tag.parent
        }
        if !including, !chain.isEmpty { chain.removeFirst() }
        guard let view = scope.view else { return scope }
        // Outermost first, so an inner row's item hides an outer one of the same name.
        for tag in chain.reversed() {
            func value(_ name: String) -> String? { tag.attributes.first { $0.name == name }?.value.trimmingCharacters(in: .whitespaces) }
            if Self.namesRows(tag.name), let item = value("item"), let itemsText = value("items") {
                let itemName = item.hasPrefix("$") ? String(item.dropFirst()) : item
                let elementType = chainType(Self.collection(in: itemsText), scope: scope, program: program).flatMap(Self.element)
                scope.locals[itemName] = .some(elementType)
            } else if tag.name == "if", let condition = value("condition") {
                // `if let backyard = backyards.first, let bird = …`: each constant, unwrapped, in the `if`'s views.
                for clause in condition.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where clause.hasPrefix("let ") || clause.hasPrefix("var ") {
                    let binding = clause.dropFirst(4)
                    let parts = binding.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                    guard let name = parts.first, !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                    var type = chainType(parts.count == 2 ? parts[1] : name, scope: scope, program: program)
                    while case .optional(let wrapped)? = type { type = wrapped }
                    scope.locals[name] = .some(type)
                }
            } else if tag.name == "function", let name = value("name"), let function = program.view(named: view)?.functions.first(where: { $0.name.name == name }) {
                scope.function = name
                for parameter in function.parameters {
                    scope.locals[parameter.name.name] = .some(parameter.type.flatMap { program.resolve($0.reference) })
                }
            } else if tag.name == "function", let name = value("name"), let member = program.view(named: view)?.viewMembers.first(where: { $0.name.name == name }) {
                // A view-building function (`returns="some View"`): its parameters, in its views.
                for parameter in member.parameters {
                    scope.locals[parameter.name.name] = .some(parameter.type.flatMap { program.resolve($0.reference) })
                }
            }
        }
        return scope
    }

    /// The constants and variables the code before the cursor declares with a type Trellis
    /// knows, in the blocks still open at the cursor: `let tag = Tag(name: term)`,
    /// `var count: Int = 0`. An `if let`'s or a `while let`'s name is its block's, left out.
    func declareLocals(in code: String, into scope: inout Scope, program: CheckedProgram) {
        var words: [Substring] = []
        var wordStart: String.Index?
        for index in code.indices {
            let character = code[index]
            let isWord = character.isLetter || character.isNumber || character == "_" || character == ":" || character == "=" || character == "(" || character == "<"
            if isWord, wordStart == nil { wordStart = index }
            if !isWord, let start = wordStart {
                words.append(code[start..<index])
                wordStart = nil
            }
            if character == "{" || character == "}" { words.append(code[index...index]) }
        }
        if let start = wordStart { words.append(code[start...]) }
        // The names declared at each depth of braces still open.
        var declared: [[(String, ResolvedType?)]] = [[]]
        for (index, word) in words.enumerated() {
            if word == "{" { declared.append([]); continue }
            if word == "}" { if declared.count > 1 { declared.removeLast() }; continue }
            guard word == "let" || word == "var", index + 2 < words.count else { continue }
            if index > 0, ["if", "while", "case", ","].contains(words[index - 1]) { continue }
            var name = words[index + 1]
            var typeName: Substring?
            if name.hasSuffix(":") {
                // `let count: Int`
                name = name.dropLast()
                typeName = words[index + 2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            } else if let colon = name.firstIndex(of: ":") {
                typeName = name[name.index(after: colon)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                name = name[..<colon]
            } else if words[index + 2] == "=", index + 3 < words.count, words[index + 3].first?.isUppercase == true, words[index + 3].contains("(") {
                // `let tag = Tag(name: term)`: an initializer's call.
                typeName = words[index + 3].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            }
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            declared[declared.count - 1].append((String(name), typeName.flatMap { program.resolve(.named(String($0), genericArguments: [])) }))
        }
        for (name, type) in declared.joined() { scope.locals[name] = .some(type) }
    }

    /// The parameters of the closures written between `start` and `end` (the cursor), of the
    /// types the checker gave them: `chosen.` in `onPick="chosen in picked = chosen.|"` offers a
    /// `Quake`'s members when `onPick` takes a `(Quake) -> Void`. The parameters are declared
    /// before the cursor, so the analysis of the text being typed still has them.
    func declareClosureParameters(between start: Int, and end: Int, of at: DocumentPosition, into scope: inout Scope) {
        // Only code that names a closure's parameters (`… in`) asks: indexing the file costs.
        guard start < end, at.text.slice(start, end).contains(" in") else { return }
        for occurrence in SymbolIndex.occurrences(inFile: at.path, program: at.analysis.program, text: at.text) where occurrence.role == .declaration {
            guard case .local(let name, let declaredAt, _, .closureParameter) = occurrence.key else { continue }
            let offset = at.text.offset(of: declaredAt)
            guard offset >= start, offset < end,
                  let type = at.analysis.program.closureParameterType(Identifier(name, at: declaredAt), in: occurrence.view ?? "") else { continue }
            scope.locals[name] = .some(type)
        }
    }

    /// The platforms Swift's `os(…)` condition names.
    static let platforms = ["iOS", "macOS", "watchOS", "tvOS", "visionOS", "Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI"]

    /// Whether `text` is a leading-dot member being typed: `.`, `.fo`.
    static func isLeadingDotMember(_ text: String) -> Bool {
        text.hasPrefix(".") && text.dropFirst().allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// An attribute's value without the braces of a hole: `supplies` of `{supplies}`.
    static func unbraced(_ value: String) -> String {
        var text = value.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        return text
    }

    /// `oldValue, newValue in` opening an `<onChange>`'s code: its parameters, of the type of
    /// what `of` watches, once the cursor is past the `in`.
    func declareChangeParameters(of element: MarkupTags.Tag, code: String, into scope: inout Scope, program: CheckedProgram) {
        let words = code.split(whereSeparator: { $0 == "," || $0.isWhitespace })
        guard let inIndex = words.firstIndex(of: "in"), inIndex <= 2, inIndex < words.count - 1 || code.last?.isWhitespace == true else { return }
        let names = words[..<inIndex].map(String.init)
        guard names.allSatisfy({ $0 == "_" || ($0.first.map { $0.isLetter || $0 == "_" } == true && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }) }) else { return }
        let watched = element.attributes.first { $0.name == "of" }.map { chainType(Self.unbraced($0.value), scope: scope, program: program) } ?? nil
        for name in names where name != "_" { scope.locals[name] = .some(watched) }
    }

    /// Methods whose result holds the elements of the collection they are called on.
    static let elementPreservingMethods: Set<String> = ["filter", "sorted", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled"]

    /// The collection a row's `items` go through: `{snippets.filter { … }}` is `snippets`'
    /// elements, `$items` `items`', `matchingTags()` what the function returns.
    static func collection(in itemsText: String) -> String {
        var text = itemsText.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("{"), text.hasSuffix("}") { text = String(text.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces) }
        if text.hasPrefix("$") { text.removeFirst() }
        // Up to the first call or closure: `snippets.filter`, `matchingTags`.
        if let cut = text.firstIndex(where: { $0 == "(" || $0 == "{" || $0 == " " }) { text = String(text[..<cut]) }
        var parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        while parts.count > 1, let last = parts.last, elementPreservingMethods.contains(last) { parts.removeLast() }
        return parts.joined(separator: ".")
    }

    private static func element(_ type: ResolvedType) -> ResolvedType? {
        switch type {
        case .array(let element): element
        case .optional(let wrapped), .binding(let wrapped): element(wrapped)
        default: nil
        }
    }

    /// The type of `a.b.c` from the scope's names and declared members.
    private func chainType(_ text: String, scope: Scope, program: CheckedProgram) -> ResolvedType? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { $0.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "") }
        guard let first = parts.first else { return nil }
        var type: ResolvedType? = scope.locals[first] ?? scope.view.flatMap { program.type(ofProperty: first, in: $0) }
            ?? scope.owner.flatMap { memberType(of: $0, first, program: program) }
        if type == nil, let view = scope.view.flatMap({ program.view(named: $0) }) {
            // A helper function called for its value: what it returns.
            type = view.functions.first { $0.name.name == first }?.returnType.flatMap { program.resolve($0.reference) }
        }
        if type == nil, parts.count >= 2, let declaration = program.enumDecl(named: first), declaration.isCaseIterable, parts[1] == "allCases" {
            // `Sorting.allCases`: every case.
            type = program.resolve(.named(first, genericArguments: [])).map(ResolvedType.array)
            return parts.count == 2 ? type : parts.dropFirst(2).reduce(type) { type, member in type.flatMap { memberType(of: $0, member, program: program) } }
        }
        for member in parts.dropFirst() {
            type = type.flatMap { memberType(of: $0, member, program: program) }
        }
        return type
    }

    private func valueCompletions(before: String, attribute: String, element: String, scope: Scope, program: CheckedProgram) -> [(String, Int, String)] {
        if let choices = ElementVocabulary.valueChoices(attribute: attribute, element: element) {
            return choices.map { ($0.value, CompletionKind.enumMember, $0.detail) }
        }
        // `condition="os(` of an `<if>` (Swift's `#if os(…)`): the platforms Swift names.
        if attribute == "condition" || attribute == "if", let open = before.range(of: "os(", options: .backwards),
           before[open.upperBound...].allSatisfy({ $0.isLetter }) {
            return Self.platforms.map { ($0, CompletionKind.enumMember, "os(\($0))") }
        }
        if attribute == "key", before.hasPrefix("\\.") {
            // `key="\.` of an `environment`: the members of `EnvironmentValues`.
            return program.environmentValueTypes.map { ($0.name, CompletionKind.property, $0.type) }
        }
        if attribute == "type" || attribute == "returns" || attribute == "hostProvides" {
            // `type="DBModel.`: the types declared in `DBModel`, by their own names.
            let written = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed()
            if let dot = written.lastIndex(of: ".") {
                let qualifier = String(written[..<dot]) + "."
                let nested = (program.modelNames + program.structNames + program.enumNames).filter { $0.hasPrefix(qualifier) && !$0.dropFirst(qualifier.count).contains(".") }
                return nested.map { (String($0.dropFirst(qualifier.count)), program.modelNames.contains($0) ? CompletionKind.classKind : CompletionKind.structure, $0) }
            }
            let declared = program.modelNames.map { ($0, CompletionKind.classKind, "model") } + program.structNames.map { ($0, CompletionKind.structure, "struct") }
            if attribute == "hostProvides" { return declared }
            let enums = program.enumNames.filter { !program.structNames.contains($0) }
            let named = Set(declared.map(\.0) + enums)
            // Types the program or the prelude extends (`Color`), and Swift's own.
            let extended = program.extendedTypeNames.filter { !named.contains($0) }
            let swift = ["Bool", "Int", "Double", "CGFloat", "String", "Date", "UUID"].filter { !named.contains($0) && !extended.contains($0) }
            return declared + enums.map { ($0, CompletionKind.enumKind, "enum") }
                + extended.map { ($0, CompletionKind.structure, "SwiftUI") } + swift.map { ($0, CompletionKind.structure, "Swift") }
        }
        let isCode = before.contains("{") || ["condition", "items", "of", "action", "value", "initial", "filter"].contains(attribute)
        return expressionCompletions(before: before, isCode: isCode, scope: scope, program: program)
    }

    /// Names and members for the expression ending at the cursor: after `$`, what projects a
    /// binding; after `name.`, the members of its type; else, where code is written, every name in scope.
    private func expressionCompletions(before: String, isCode: Bool, scope: Scope, program: CheckedProgram) -> [(String, Int, String)] {
        // In a view's code, or in a model's, struct's or enum's.
        let declaration = scope.view.flatMap { program.view(named: $0) }
        guard declaration != nil || scope.owner != nil else { return [] }
        // The expression being typed: from the last `{` (or the value's start) to the cursor.
        var expression = Substring(before)
        if let brace = before.lastIndex(of: "{") { expression = before[before.index(after: brace)...] }
        let trailing = expression.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" || $0 == "!" || $0 == "$" }
        let chain = String(trailing.reversed())
        if chain.hasPrefix("$"), !chain.contains(".") {
            guard let declaration else { return [] }
            let projectable: Set<PropertyKind> = [.state, .binding, .stateObject, .observedObject, .environmentObject, .bindable, .appStorage, .sceneStorage, .focusState, .focusBinding]
            return declaration.properties.filter { projectable.contains($0.kind) }.map {
                ($0.name.name, CompletionKind.variable, "\(ElementVocabulary.ownershipWord($0.kind)) \(HoverText.declaredType($0, program: program))")
            }
        }
        let parts = chain.drop { $0 == "$" }.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 2 {
            let base = parts.dropLast().joined(separator: ".")
            // `\Bird.` of a key path (a query's `sort`): the instances' members, which it names.
            if expression.dropLast(chain.count).last == "\\", base.first?.isUppercase == true,
               let type = program.resolve(.named(base, genericArguments: [])) {
                return members(of: type, program: program)
            }
            if base.isEmpty {
                // `.` with no base: the cases of what it is compared with or assigned to.
                return implicitMemberType(before: expression.dropLast(chain.count), scope: scope, program: program).map { staticMembers(of: $0, program: program) } ?? []
            }
            if let type = chainType(base, scope: scope, program: program) {
                // `$model.`: what can be bound, the model's stored properties the XML may set.
                if chain.hasPrefix("$"), case .model(let name, _)? = nominal(type), let model = program.model(named: name) {
                    return model.properties.filter { !$0.isConstant && !$0.isComputed && !$0.isSetterPrivate }.map { ($0.name.name, CompletionKind.property, "\($0.type.reference)") }
                }
                return members(of: type, program: program)
            }
            // `Mode.`, `Color.`, `Font.Weight.`: a type's cases and static members, never an instance's.
            if base.first?.isUppercase == true {
                var found = staticMembers(ofTypeNamed: base, program: program)
                // A `CaseIterable` enum's `allCases`, which is no case, so not offered after a leading dot.
                if program.enumDecl(named: base)?.isCaseIterable == true { found.append(("allCases", CompletionKind.property, "static [\(base)]")) }
                return found
            }
            return []
        }
        guard isCode else { return [] }
        var names: [(String, Int, String)] = scope.locals.keys.sorted().map { name in
            (name, CompletionKind.variable, scope.locals[name]??.description ?? "local")
        }
        guard let declaration else {
            // A type's code: `self`'s members, by their bare names.
            return names + (scope.owner.map { members(of: $0, program: program) } ?? [])
        }
        names += declaration.properties.filter { scope.locals[$0.name.name] == nil }.map {
            ($0.name.name, CompletionKind.variable, "\(ElementVocabulary.ownershipWord($0.kind)) \(HoverText.declaredType($0, program: program))")
        }
        // The view's helper functions, callable from actions, functions and holes.
        names += declaration.functions.map { function in
            let parameters = function.parameters.map { "\($0.label ?? "_"): \($0.type.map { "\($0.reference)" } ?? "_")" }.joined(separator: ", ")
            return (function.name.name, CompletionKind.method, "func \(function.name.name)(\(parameters))" + (function.returnType.map { " -> \($0.reference)" } ?? ""))
        }
        return names
    }

    /// The type a leading-dot member must have: that of the name before `==`, `!=` or `=`, or
    /// the parameter's of the call's argument it is (`request(permission: .`).
    private func implicitMemberType(before text: Substring, scope: Scope, program: CheckedProgram) -> ResolvedType? {
        var rest = text
        while rest.last == " " { rest.removeLast() }
        if rest.hasSuffix(":") || rest.hasSuffix("(") || rest.hasSuffix(","), var type = argumentType(before: rest, scope: scope, program: program) {
            while case .optional(let wrapped) = type { type = wrapped }
            return type
        }
        guard rest.hasSuffix("==") || rest.hasSuffix("!=") || (rest.hasSuffix("=") && !rest.hasSuffix("<=") && !rest.hasSuffix(">=")) else { return nil }
        rest.removeLast(rest.hasSuffix("==") || rest.hasSuffix("!=") ? 2 : 1)
        while rest.last == " " { rest.removeLast() }
        let left = String(rest.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "?" }.reversed())
        guard !left.isEmpty, var type = chainType(left, scope: scope, program: program) else { return nil }
        while case .optional(let wrapped) = type { type = wrapped }
        return type
    }

    /// The declared type of the parameter whose argument starts at the end of `text`: of the
    /// innermost call left open, a view's function or a method of a model, struct or enum, the
    /// parameter of the label written (`permission:`), else the one at the argument's position.
    private func argumentType(before text: Substring, scope: Scope, program: CheckedProgram) -> ResolvedType? {
        let bytes = Array(text.utf8)
        var depth = 0
        var commas = 0
        var open: Int?
        var lastComma: Int?
        var index = bytes.count - 1
        scan: while index >= 0 {
            switch bytes[index] {
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "("), UInt8(ascii: "["):
                if depth == 0 {
                    if bytes[index] == UInt8(ascii: "(") { open = index }
                    break scan
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 {
                    commas += 1
                    if lastComma == nil { lastComma = index }
                }
            default: break
            }
            index -= 1
        }
        guard let open else { return nil }
        var calleeStart = open
        while calleeStart > 0, MarkupTags.isNameByte(bytes[calleeStart - 1]) || bytes[calleeStart - 1] == UInt8(ascii: "?") { calleeStart -= 1 }
        var parts = String(decoding: bytes[calleeStart..<open], as: UTF8.self).split(separator: ".").map(String.init)
        guard let name = parts.popLast() else { return nil }
        // The label written for this argument, if any: `permission` of `permission:`.
        let argument = String(decoding: bytes[((lastComma ?? open) + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        let label = argument.hasSuffix(":") ? String(argument.dropLast()).trimmingCharacters(in: .whitespaces) : nil
        var parameters: [(label: String?, type: TypeReference)] = []
        if parts.isEmpty, let view = scope.view, let function = program.view(named: view)?.functions.first(where: { $0.name.name == name }) {
            parameters = function.parameters.compactMap { parameter in parameter.type.map { (parameter.label, $0.reference) } }
        } else if !parts.isEmpty {
            let base = parts.joined(separator: ".")
            var methods: [MethodDecl] = []
            switch chainType(base, scope: scope, program: program).flatMap(nominal) {
            case .model(let model, _)?: methods = program.model(named: model)?.methods ?? []
            case .structure(let structure)?: methods = program.structDecl(named: structure)?.methods.filter { !$0.isStatic } ?? []
            case .enumeration(let enumeration)?: methods = program.enumDecl(named: enumeration)?.methods.filter { !$0.isStatic } ?? []
            default:
                // `Folder.make(kind: .`: a static method named on its type.
                if let model = program.model(named: base) { methods = model.staticMethods }
                else if let structure = program.structDecl(named: base) { methods = structure.methods.filter(\.isStatic) }
                else if let enumeration = program.enumDecl(named: base) { methods = enumeration.methods.filter(\.isStatic) }
            }
            if let method = methods.first(where: { $0.name.name == name && (label == nil || $0.parameters.contains { $0.label == label }) }) {
                parameters = method.parameters.map { ($0.label, $0.type.reference) }
            }
        }
        let parameter: (label: String?, type: TypeReference)? = if let label {
            parameters.first { $0.label == label }
        } else {
            commas < parameters.count ? parameters[commas] : nil
        }
        return parameter.flatMap { program.resolve($0.type) }
    }

    /// A type's cases and static members: what `Type.` and a leading `.` of that type reach.
    private func staticMembers(of type: ResolvedType, program: CheckedProgram) -> [(String, Int, String)] {
        switch type {
        case .enumeration(let name), .structure(let name), .model(let name, _), .builtin(let name, _): staticMembers(ofTypeNamed: name, program: program)
        default: []
        }
    }

    /// The cases and static members of the type named `name` (the program's, the prelude's, and
    /// what `<extension>`s add: `Color.blue`), never its instances' members.
    private func staticMembers(ofTypeNamed name: String, program: CheckedProgram) -> [(String, Int, String)] {
        var found: [(String, Int, String)] = []
        func method(_ method: MethodDecl) -> (String, Int, String) {
            let parameters = method.parameters.map { "\($0.label ?? "_"): \($0.type.reference)" }.joined(separator: ", ")
            return (method.name.name, CompletionKind.method, "static func \(method.name.name)(\(parameters))" + (method.returnType.map { " -> \($0.reference)" } ?? ""))
        }
        if let declaration = program.enumDecl(named: name) {
            found += declaration.cases.map { enumCase in
                let values = enumCase.associatedValues.isEmpty ? "" : "(" + enumCase.associatedValues.map { "\($0.label.map { "\($0): " } ?? "")\($0.type.reference)" }.joined(separator: ", ") + ")"
                return (enumCase.name.name, CompletionKind.enumMember, "case \(enumCase.name.name)\(values)")
            }
            found += declaration.properties.filter(\.isStatic).map { ($0.name.name, CompletionKind.property, "static \($0.type.reference)") }
            found += declaration.methods.filter(\.isStatic).map(method)
        }
        if let structure = program.structDecl(named: name) {
            found += structure.fields.filter(\.isStatic).map { ($0.name.name, CompletionKind.field, "static \($0.type.reference)") }
            found += structure.methods.filter(\.isStatic).map(method)
        }
        if let model = program.model(named: name) {
            found += model.staticProperties.map { ($0.name.name, CompletionKind.property, "static \($0.type.reference)") }
            found += model.staticMethods.map(method)
        }
        // `Double.` and `CGFloat.`: the standard type's statics (`Double`'s for `CGFloat`, which Swift converts to it).
        found += StandardMembers.staticFields(ofTypeNamed: Self.bridgedNumberType[name] ?? name).map { ($0.name, CompletionKind.field, "static \($0.type)") }
        if let extended = program.extensionMembers(of: name) {
            found += extended.fields.filter(\.isStatic).map { ($0.name.name, CompletionKind.field, "static \($0.type.reference)") }
            found += extended.methods.filter(\.isStatic).map(method)
        }
        var seen = Set<String>()
        return found.filter { seen.insert($0.0).inserted }
    }

    private func nominal(_ type: ResolvedType) -> ResolvedType? {
        switch type {
        case .optional(let wrapped), .binding(let wrapped): nominal(wrapped)
        case .model, .structure, .existential, .enumeration: type
        default: nil
        }
    }

    private func memberType(of type: ResolvedType, _ member: String, program: CheckedProgram) -> ResolvedType? {
        // `backyards.first`: an element, if any.
        if case .array(let element) = type, member == "first" || member == "last" { return .optional(element) }
        switch nominal(type) {
        case .model(let name, _):
            guard let property = program.model(named: name)?.properties.first(where: { $0.name.name == member }) else { return nil }
            return program.resolve(property.type.reference) ?? .builtin(property.type.reference.description, arguments: [])
        case .structure(let name):
            guard let field = program.structDecl(named: name)?.fields.first(where: { $0.name.name == member }) else { return nil }
            return program.resolve(field.type.reference) ?? .builtin(field.type.reference.description, arguments: [])
        case .enumeration(let name):
            guard let property = program.enumDecl(named: name)?.properties.first(where: { !$0.isStatic && $0.name.name == member }) else { return nil }
            return program.resolve(property.type.reference) ?? .builtin(property.type.reference.description, arguments: [])
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
            // Static members are reached through the type, never through an instance.
            return program.structDecl(named: name)?.fields.filter { !$0.isStatic }.map { ($0.name.name, CompletionKind.field, "\($0.type.reference)") } ?? []
        case .existential(let name):
            guard let requirements = program.protocolDecl(named: name) else { return [] }
            return requirements.properties.map { ($0.name.name, CompletionKind.property, "\($0.type.reference)") }
                + requirements.methods.map { ($0.name.name, CompletionKind.method, "method") }
        case .enumeration(let name):
            // A case's value: its raw value and its identity, where the enum declares them.
            guard let declaration = program.enumDecl(named: name) else { return [] }
            var found: [(String, Int, String)] = []
            if let rawType = declaration.rawType { found.append(("rawValue", CompletionKind.property, "\(rawType.reference)")) }
            // Its identity, unless its code declares `id` (then offered once, below).
            if declaration.isIdentifiable, !declaration.properties.contains(where: { $0.name.name == "id" }) { found.append(("id", CompletionKind.property, "Self")) }
            // And the members its Swift declares: `theme.mainColor`.
            return found + declaration.properties.filter { !$0.isStatic }.map { ($0.name.name, CompletionKind.property, "\($0.type.reference)") }
                + declaration.methods.filter { !$0.isStatic }.map { ($0.name.name, CompletionKind.method, "method") }
        default:
            // `String`, `[Item]`, ...: the members the standard interface declares.
            return StandardMembers.members(of: type).map { ($0.name, $0.isMethod ? CompletionKind.method : CompletionKind.property, $0.detail) }
        }
    }
}

extension LanguageServer {
    /// Inside a call's parentheses: the signature of the view's function, the model's method or
    /// the struct's memberwise initializer being called, with the argument the cursor is in.
    func signatureHelp(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let at = try documentPosition(params, context: context)
        let program = at.analysis.program
        let tags = MarkupTags(at.text.bytes)
        // The code before the cursor: the attribute value it is in, else the element content.
        let start: Int
        let scopeTag: Int
        if let tagIndex = tags.tag(containing: at.offset) {
            guard let attribute = tags.tags[tagIndex].attributes.first(where: { ($0.valueStart ?? Int.max) <= at.offset && at.offset <= ($0.valueEnd ?? -1) }),
                  let valueStart = attribute.valueStart else { return .null }
            start = valueStart
            scopeTag = tagIndex
        } else if let enclosing = tags.enclosingElement(at: at.offset) {
            start = tags.tags[enclosing].end
            scopeTag = enclosing
        } else {
            return .null
        }
        let before = Array(at.text.slice(start, at.offset).utf8)
        // The innermost `(` not closed before the cursor, and the top-level commas after it.
        var depth = 0
        var commas = 0
        var open: Int?
        var index = before.count - 1
        while index >= 0 {
            switch before[index] {
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "("), UInt8(ascii: "["):
                if depth == 0 {
                    if before[index] == UInt8(ascii: "(") { open = index }
                    index = -1
                    continue
                }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { commas += 1 }
            default: break
            }
            index -= 1
        }
        guard let open else { return .null }
        var calleeStart = open
        while calleeStart > 0, MarkupTags.isNameByte(before[calleeStart - 1]) || before[calleeStart - 1] == UInt8(ascii: "?") { calleeStart -= 1 }
        let callee = String(decoding: before[calleeStart..<open], as: UTF8.self)
        guard !callee.isEmpty else { return .null }
        let scope = scope(tags: tags, from: scopeTag, program: program)
        var parts = callee.split(separator: ".").map(String.init)
        let name = parts.removeLast()
        var signature: (label: String, parameters: [String])?
        if parts.isEmpty, let view = scope.view, let function = program.view(named: view)?.functions.first(where: { $0.name.name == name }) {
            let parameters = function.parameters.map { parameter in
                let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                return "\(label): \(parameter.type.map { "\($0.reference)" } ?? "_")"
            }
            signature = ("\(name)(\(parameters.joined(separator: ", ")))" + (function.returnType.map { " -> \($0.reference)" } ?? ""), parameters)
        } else if parts.isEmpty, let structure = program.structDecl(named: name) {
            // The memberwise initializer's: stored properties without a value.
            let parameters = structure.fields.filter { !$0.isStatic && !$0.isComputed && $0.initial == nil }.map { "\($0.name.name): \($0.type.reference)" }
            signature = ("\(name)(\(parameters.joined(separator: ", ")))", parameters)
        } else if !parts.isEmpty, case .model(let model, _)? = chainType(parts.joined(separator: "."), scope: scope, program: program).flatMap(nominal),
                  let method = program.model(named: model)?.methods.first(where: { $0.name.name == name }) {
            // As the method's code declares them (`visitedOn date: Date`), else as its interface.
            let parameters = program.model(named: model)?.code.first(where: { !$0.isStatic && $0.name.name == name })?.parameters.map { parameter in
                let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                return "\(label): \(parameter.type.map { "\($0.reference)" } ?? "_")" + (parameter.defaultValue.map { " = \($0)" } ?? "")
            } ?? method.parameters.map { "\($0.label ?? "_"): \($0.type.reference)" }
            signature = ("\(name)(\(parameters.joined(separator: ", ")))" + (method.returnType.map { " -> \($0.reference)" } ?? ""), parameters)
        } else if !parts.isEmpty, case .structure(let structure)? = chainType(parts.joined(separator: "."), scope: scope, program: program).flatMap(nominal),
                  let method = program.structDecl(named: structure)?.methods.first(where: { $0.name.name == name && !$0.isStatic }) {
            // A struct's method, as its interface declares it (a struct written in Swift).
            let parameters = method.parameters.map { "\($0.label ?? "_"): \($0.type.reference)" }
            signature = ("\(name)(\(parameters.joined(separator: ", ")))" + (method.returnType.map { " -> \($0.reference)" } ?? ""), parameters)
        } else if parts.isEmpty, let view = program.view(named: name), let initializer = view.initializers.first {
            // An app view's `<init>`, called in Swift.
            let parameters = initializer.parameters.map { parameter in
                let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                return "\(label): \(parameter.type.map { "\($0.reference)" } ?? "_")" + (parameter.defaultValue.map { " = \($0)" } ?? "")
            }
            signature = ("\(name)(\(parameters.joined(separator: ", ")))", parameters)
        }
        var signatures: [(label: String, parameters: [String])] = signature.map { [$0] } ?? []
        /// A model's functions and initializers: as their code declares them (`_ folder: Folder`), else as their interface.
        func modelSignature(_ method: MethodDecl, code: ViewFunctionDecl?, named written: String) -> (label: String, parameters: [String]) {
            let parameters: [String] = if let code {
                code.parameters.map { parameter in
                    let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                    return "\(label): \(parameter.type.map { "\($0.reference)" } ?? "_")" + (parameter.defaultValue.map { " = \($0)" } ?? "")
                }
            } else {
                method.parameters.map { "\($0.label ?? "_"): \($0.type.reference)" }
            }
            return ("\(written)(\(parameters.joined(separator: ", ")))" + (method.returnType.map { " -> \($0.reference)" } ?? ""), parameters)
        }
        if signatures.isEmpty, let model = program.model(named: (parts + [name]).joined(separator: ".")) {
            // `DBModel.Currency(code:)`: a model nested in another type, named with it.
            // `Folder(name: "new")`: each initializer the model declares.
            let code = model.code.filter { $0.name.name == "init" }
            for (index, initializer) in model.initializers.enumerated() {
                signatures.append(modelSignature(initializer, code: code.count == model.initializers.count ? code[index] : nil, named: name))
            }
        } else if signatures.isEmpty, parts.count == 1, let model = program.model(named: parts[0]) {
            // `Folder.delete(folder)`: a static function.
            for method in model.staticMethods where method.name.name == name {
                signatures.append(modelSignature(method, code: model.code.first { $0.isStatic && $0.name.name == name }, named: name))
            }
        }
        if signatures.isEmpty, parts.isEmpty {
            // A view the prelude declares, called in Swift (`Color(red: 1, green: 0.5, blue: 0)`): each initializer.
            for overload in Self.interfaces(named: name, program: program).filter({ $0.kind == .view }).flatMap(\.overloads) {
                let parameters = overload.parameters.filter { !$0.isSlot }.map { parameter in
                    let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                    return "\(label): \(parameter.typeText ?? "_")" + (parameter.defaultValue.map { " = \($0)" } ?? "")
                }
                signatures.append(("\(name)(\(parameters.joined(separator: ", ")))", parameters))
            }
        }
        guard !signatures.isEmpty else { return .null }
        // Each parameter as its offsets in the label, in UTF-16 code units as LSP counts them.
        let described: [JSONValue] = signatures.map { signature in
            var offsets: [JSONValue] = []
            var cursor = name.utf16.count + 1
            for parameter in signature.parameters {
                let length = parameter.utf16.count
                offsets.append(["label": [.int(cursor), .int(cursor + length)]])
                cursor += length + 2
            }
            return ["label": .string(signature.label), "parameters": .array(offsets)]
        }
        // The first overload taking the labels written so far, with a parameter for the argument the cursor is in.
        let written = String(decoding: before[(open + 1)...], as: UTF8.self).split(separator: ",").compactMap { argument -> String? in
            let label = argument.prefix { $0 != ":" }.trimmingCharacters(in: .whitespaces)
            return argument.contains(":") && !label.isEmpty && label.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) ? label : nil
        }
        func takes(_ signature: (label: String, parameters: [String])) -> Bool {
            let labels = Set(signature.parameters.map { $0.prefix { $0 != ":" && $0 != " " } })
            return written.allSatisfy { labels.contains(Substring($0)) }
        }
        let active = signatures.firstIndex { $0.parameters.count > commas && takes($0) } ?? signatures.firstIndex { $0.parameters.count > commas } ?? 0
        return [
            "signatures": .array(described),
            "activeSignature": .int(active),
            "activeParameter": .int(min(commas, max(0, signatures[active].parameters.count - 1))),
        ]
    }
}

import Foundation
import TrellisDiagnostics
import TrellisGraph
import TrellisSemantics
import TrellisSyntax

/// A request's document and cursor, resolved against the latest analysis.
struct DocumentPosition {
    var path: String
    var text: SourceText
    var offset: Int
    var location: SourceLocation
    var analysis: Analysis
}

extension LanguageServer {
    /// The document a request names; a file neither open nor on disk is an error.
    func document(_ params: JSONValue) throws -> (path: String, text: SourceText) {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { throw ResponseError.invalidParams("missing `textDocument.uri`") }
        guard let path = Self.path(fromURI: uri) else { throw ResponseError.invalidParams("`\(uri)` is not a file URI") }
        guard let text = workspace.text(of: path) else { throw ResponseError.requestFailed("no such file: \(path)") }
        return (path, text)
    }

    func documentPosition(_ params: JSONValue, context: RequestContext) throws -> DocumentPosition {
        let (path, text) = try document(params)
        guard let position = Position(params["position"]) else { throw ResponseError.invalidParams("missing or invalid `position`") }
        let analysis = try workspace.analyze()
        try context.checkCancelled()
        let offset = text.offset(of: position, encoding: encoding)
        return DocumentPosition(path: path, text: text, offset: offset, location: text.location(of: position, encoding: encoding, file: path), analysis: analysis)
    }

    func lspLocation(_ range: SourceRange, analysis: Analysis) -> JSONValue? {
        guard let text = analysis.text(of: range.start.file) else { return nil }
        return ["uri": .string(Self.uri(fromPath: range.start.file)), "range": text.range(of: range, encoding: encoding).json]
    }

    // MARK: Hover

    func hover(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let at = try documentPosition(params, context: context)
        var markdown: String?
        var range: TextRange?
        if let (code, codeRange) = Self.diagnosticCode(at: at.offset, in: at.text), let explanation = Explanations.explanation(for: code) {
            markdown = "**\(code)**\n\n" + explanation
            range = TextRange(start: at.text.position(ofOffset: codeRange.lowerBound, encoding: encoding), end: at.text.position(ofOffset: codeRange.upperBound, encoding: encoding))
        } else if let occurrence = at.analysis.index.occurrence(at: at.location) {
            markdown = HoverText(analysis: at.analysis).text(for: occurrence)
            // A type of the prelude (`Font`) is described by its declaration there.
            switch occurrence.key {
            case .structure(let name), .enumeration(let name):
                if let declared = typeDeclarations(name, program: at.analysis.program).first, PreludeCopies.text(of: declared.location.file) != nil {
                    markdown = typeHoverText(name, analysis: at.analysis)
                }
            default: break
            }
            range = at.text.range(of: occurrence.range, encoding: encoding)
        } else if let (name, nameRange) = Self.tagName(at: at.offset, in: at.text), case let interfaces = Self.interfaces(named: name, program: at.analysis.program), !interfaces.isEmpty {
            // A view or modifier the prelude (or a `<view external>`, `<modifier>`) declares: its Swift and its comment.
            markdown = interfaceHoverText(interfaces, analysis: at.analysis)
            // And what the XML writes: the attributes, required ones marked.
            if let element = ElementVocabulary.current(program: at.analysis.program).elements[name], !element.attributes.isEmpty {
                markdown! += "\n\nAttributes:\n" + HoverText.attributeList(element)
            }
            range = TextRange(start: at.text.position(ofOffset: nameRange.lowerBound, encoding: encoding), end: at.text.position(ofOffset: nameRange.upperBound, encoding: encoding))
        } else if let (members, memberRange) = typeMembers(at: at.offset, in: at.text, program: at.analysis.program, compared: { self.comparedType(before: $0, at: at) }) {
            markdown = hoverText(for: members, analysis: at.analysis)
            range = TextRange(start: at.text.position(ofOffset: memberRange.lowerBound, encoding: encoding), end: at.text.position(ofOffset: memberRange.upperBound, encoding: encoding))
        } else if let (name, nameRange) = typeName(at: at.offset, in: at.text, program: at.analysis.program) {
            markdown = typeHoverText(name, analysis: at.analysis)
            range = TextRange(start: at.text.position(ofOffset: nameRange.lowerBound, encoding: encoding), end: at.text.position(ofOffset: nameRange.upperBound, encoding: encoding))
        } else if let (element, nameRange) = Self.builtinElement(at: at.offset, in: at.text) {
            markdown = HoverText.builtin(element)
            range = TextRange(start: at.text.position(ofOffset: nameRange.lowerBound, encoding: encoding), end: at.text.position(ofOffset: nameRange.upperBound, encoding: encoding))
        }
        guard let markdown, let range else { return .null }
        return ["contents": ["kind": "markdown", "value": .string(markdown)], "range": range.json]
    }

    /// The name of the start or empty tag the cursor is on, with its byte range.
    static func tagName(at offset: Int, in text: SourceText) -> (String, Range<Int>)? {
        let tags = MarkupTags(text.bytes)
        guard let index = tags.tag(containing: offset) else { return nil }
        let tag = tags.tags[index]
        guard tag.nameStart <= offset, offset <= tag.nameEnd, !tag.name.isEmpty else { return nil }
        return (tag.name, tag.nameStart..<tag.nameEnd)
    }

    /// A built-in element (view, control flow, modifier) whose tag name the cursor is on.
    static func builtinElement(at offset: Int, in text: SourceText) -> (ElementVocabulary.Element, Range<Int>)? {
        let tags = MarkupTags(text.bytes)
        guard let index = tags.tag(containing: offset) else { return nil }
        let tag = tags.tags[index]
        guard tag.nameStart <= offset, offset <= tag.nameEnd,
              let element = ElementVocabulary.current(program: nil).elements[tag.name], element.kind != .view else { return nil }
        return (element, tag.nameStart..<tag.nameEnd)
    }

    /// A `TRLnnn` word at `offset` (in an `allow` attribute, a comment or an expectation).
    static func diagnosticCode(at offset: Int, in text: SourceText) -> (String, Range<Int>)? {
        let bytes = text.bytes
        func isWordByte(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) }
        var start = min(offset, bytes.count)
        while start > 0, isWordByte(bytes[start - 1]) { start -= 1 }
        var end = start
        while end < bytes.count, isWordByte(bytes[end]) { end += 1 }
        guard end > start, offset <= end else { return nil }
        let word = String(decoding: bytes[start..<end], as: UTF8.self)
        guard word.count == 6, word.hasPrefix("TRL"), word.dropFirst(3).allSatisfy(\.isNumber) else { return nil }
        return (word, start..<end)
    }

    // MARK: Definition and references

    func definition(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let at = try documentPosition(params, context: context)
        guard let occurrence = at.analysis.index.occurrence(at: at.location) else {
            // A view or modifier the prelude (or a `<view external>`, `<modifier>`) declares.
            var ranges = interfaceDeclarations(at: at.offset, in: at.text, program: at.analysis.program)
            // A member of the prelude's types (`.headline`, `Color.blue`), or of the program's extensions.
            if ranges.isEmpty, let (members, _) = typeMembers(at: at.offset, in: at.text, program: at.analysis.program, compared: { self.comparedType(before: $0, at: at) }) {
                ranges = members.map { SourceRange(start: $0.name.location, end: $0.name.location.advanced(byColumns: $0.name.name.unicodeScalars.count)) }
            }
            // A type the prelude declares (`Font`, `Color`).
            if ranges.isEmpty, let (name, _) = typeName(at: at.offset, in: at.text, program: at.analysis.program) {
                ranges = typeDeclarations(name, program: at.analysis.program).map { SourceRange(start: $0.location, end: $0.location.advanced(byColumns: $0.name.unicodeScalars.count)) }
            }
            return ranges.isEmpty ? .null : .array(ranges.compactMap { lspLocation($0, analysis: at.analysis) })
        }
        let declarations = at.analysis.index.declarations(of: occurrence.key)
        // A type the program uses and the prelude declares (`Font`): its declaration there.
        if declarations.isEmpty, case .structure(let name) = occurrence.key {
            return .array(typeDeclarations(name, program: at.analysis.program).compactMap {
                lspLocation(SourceRange(start: $0.location, end: $0.location.advanced(byColumns: $0.name.unicodeScalars.count)), analysis: at.analysis)
            })
        }
        return .array(declarations.compactMap { lspLocation($0.range, analysis: at.analysis) })
    }

    func references(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let at = try documentPosition(params, context: context)
        guard let occurrence = at.analysis.index.occurrence(at: at.location) else { return .null }
        let includeDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
        let found = at.analysis.index.occurrences(of: occurrence.key).filter { includeDeclaration || $0.role != .declaration }
        try context.checkCancelled()
        return .array(found.compactMap { lspLocation($0.range, analysis: at.analysis) })
    }

    /// The name's other uses in the same file: writes as writes, reads and `$` bindings as reads.
    func documentHighlights(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let at = try documentPosition(params, context: context)
        guard let occurrence = at.analysis.index.occurrence(at: at.location), let text = at.analysis.text(of: at.path) else { return .null }
        let found = at.analysis.index.occurrences(of: occurrence.key).filter { $0.range.start.file == at.path }
        try context.checkCancelled()
        return .array(found.map { use in
            let kind = switch use.role {
            case .write: 3
            case .read, .binding: 2
            default: 1
            }
            return ["range": text.range(of: use.range, encoding: encoding).json, "kind": .int(kind)]
        })
    }

    // MARK: Rename

    func prepareRename(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let at = try documentPosition(params, context: context)
        guard let occurrence = at.analysis.index.occurrence(at: at.location), renamable(occurrence.key, program: at.analysis.program),
              Self.swiftDeclaredType(of: occurrence.key, program: at.analysis.program) == nil else { return .null }
        return ["range": at.text.range(of: occurrence.range, encoding: encoding).json, "placeholder": .string(occurrence.key.name)]
    }

    /// The type written in the app's Swift (`external="true"`) that declares `key`, whose names
    /// the XML repeats.
    static func swiftDeclaredType(of key: SymbolKey, program: CheckedProgram) -> String? {
        switch key {
        case .model(let name), .modelMember(let name, _), .modelMethod(let name, _): program.model(named: name)?.isExternal == true ? name : nil
        case .structure(let name): program.structDecl(named: name)?.isExternal == true ? name : nil
        case .enumeration(let name): program.enumDecl(named: name)?.isExternal == true ? name : nil
        default: nil
        }
    }

    /// Whether the program's `<extension>` of `type` generates `name`: a static with its value,
    /// or a computed property with its getter's code.
    static func isWrittenInXML(extensionMember name: String, of type: String, program: CheckedProgram) -> Bool {
        guard let field = program.extensionMembers(of: type)?.fields.first(where: { $0.name.name == name }),
              PreludeCopies.text(of: field.name.location.file) == nil else { return false }
        return field.isStatic && field.initial != nil || field.isComputed
    }

    private func renamable(_ key: SymbolKey, program: CheckedProgram) -> Bool {
        switch key {
        // The program's structs and enums (the index keys none of the prelude's), wherever a type is named.
        case .view, .model, .viewMember, .modelMember, .modelMethod, .structure, .enumeration, .environmentValue: true
        // A parameter's name is also its argument label unless it declares another: not renamed.
        case .local(_, _, _, let kind): kind != .parameter
        // A case's name may be its raw value; a field's is its memberwise initializer's label.
        case .structField: false
        // A member the XML writes (a static with its value, a computed property with its code);
        // one written in the app's Swift is renamed there.
        case .extensionMember(let type, let name): Self.isWrittenInXML(extensionMember: name, of: type, program: program)
        // An enum's property (`label`, a computed view) is named by its uses alone.
        case .enumMember(let enumeration, let name): program.enumDecl(named: enumeration).map { $0.enumCase(named: name) == nil } ?? false
        }
    }

    /// Every occurrence of the symbol, and for a view the closing tags of its call sites, as one
    /// `WorkspaceEdit`. Refused when the new name would not be a Swift name, would change what
    /// an element means, or would collide with a name already declared in the same scope.
    func rename(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let at = try documentPosition(params, context: context)
        guard let newName = params["newName"]?.stringValue else { throw ResponseError.invalidParams("missing `newName`") }
        guard let occurrence = at.analysis.index.occurrence(at: at.location) else {
            throw ResponseError.requestFailed("there is no view, model or property to rename here")
        }
        let key = occurrence.key
        if case .extensionMember(let type, let name) = key, !Self.isWrittenInXML(extensionMember: name, of: type, program: at.analysis.program) {
            throw ResponseError.requestFailed("`\(name)` of `extension \(type)` is written in the app's Swift; rename it there first")
        }
        guard renamable(key, program: at.analysis.program) else { throw ResponseError.requestFailed("renaming `\(key.name)` is not supported; rename views, models, structs, enums, their properties and rows' items") }
        if let type = Self.swiftDeclaredType(of: key, program: at.analysis.program) {
            // The Swift declares the name: renamed here alone, the Swift pass would find it no more.
            throw ResponseError.requestFailed("`\(type)` is declared in the app's Swift (`external=\"true\"`); rename it there first")
        }
        try checkNewName(newName, for: key, program: at.analysis.program)
        if case .local = key, let view = occurrence.view {
            // A row's item renamed to a name the view uses would hide that name in the row, or be hidden by it.
            if let declaration = at.analysis.program.view(named: view),
               declaration.properties.contains(where: { $0.name.name == newName }) || declaration.functions.contains(where: { $0.name.name == newName })
                || declaration.viewMembers.contains(where: { $0.name.name == newName }) {
                throw ResponseError.requestFailed("`\(view)` already declares `\(newName)`; the row's item would hide it")
            }
            let others = at.analysis.index.occurrences(inFile: at.path).filter { other in
                if case .local(let name, _, _, _) = other.key { return name == newName && other.view == view }
                return false
            }
            if !others.isEmpty { throw ResponseError.requestFailed("`\(newName)` already names another local of `\(view)`") }
        }
        if newName == key.name { return ["changes": .object([:])] }

        var editsByFile: [String: [(SourceRange, String)]] = [:]
        let occurrences = at.analysis.index.occurrences(of: key)
        for found in occurrences {
            editsByFile[found.range.start.file, default: []].append((found.range, newName))
        }
        if case .view = key {
            for callSite in occurrences where callSite.role == .callSite {
                guard let text = at.analysis.text(of: callSite.range.start.file) else { continue }
                let tags = MarkupTags(text.bytes)
                let nameStart = text.offset(of: callSite.range.start)
                guard nameStart > 0, let open = tags.tag(startingAt: nameStart - 1), let close = tags.tags[open].match else { continue }
                let closing = tags.tags[close]
                let start = text.position(ofOffset: closing.nameStart, encoding: .utf32)
                let location = SourceLocation(file: callSite.range.start.file, line: start.line + 1, column: start.character + 1)
                editsByFile[callSite.range.start.file, default: []].append((SourceRange(start: location, end: location.advanced(byColumns: key.name.unicodeScalars.count)), newName))
            }
        }
        var changes: [String: JSONValue] = [:]
        for (file, edits) in editsByFile {
            guard let text = at.analysis.text(of: file) else { continue }
            var seen = Set<SourceLocation>()
            var lspEdits: [JSONValue] = []
            for (range, replacement) in edits.sorted(by: { $0.0.start < $1.0.start }) where seen.insert(range.start).inserted {
                // Only text that still reads as the old name is replaced, so a stale index cannot corrupt the file.
                let start = text.offset(of: range.start)
                let end = text.offset(of: range.end)
                // A nested type (`DBModel.Currency`) is written by its own name where it is named.
                guard text.slice(start, end) == key.name || (key.isType && text.slice(start, end) == key.name.split(separator: ".").last.map(String.init)) else {
                    throw ResponseError(code: ErrorCode.contentModified, message: "the file changed; rename again")
                }
                lspEdits.append(["range": text.range(of: range, encoding: encoding).json, "newText": .string(replacement)])
            }
            changes[Self.uri(fromPath: file)] = .array(lspEdits)
        }
        return ["changes": .object(changes)]
    }

    private func checkNewName(_ name: String, for key: SymbolKey, program: CheckedProgram) throws {
        guard SwiftKeywords.isValidIdentifier(name), !SwiftKeywords.isKeyword(name) else {
            throw ResponseError.requestFailed("`\(name)` is not a valid Swift name")
        }
        let typeNames = Set(program.viewNames + program.modelNames + program.structNames + program.enumNames + Prelude.standard.flatMap(\.interfaces).filter { $0.kind == .view && !$0.isUnavailable }.map(\.name.name))
        switch key {
        case .view, .model, .structure, .enumeration:
            if case .view = key, name.first?.isUppercase != true {
                throw ResponseError.requestFailed("a view's name must start with an uppercase letter: a lowercase element is a modifier")
            }
            if typeNames.contains(name), name != key.name { throw ResponseError.requestFailed("`\(name)` is already declared") }
        case .viewMember(let view, _):
            if let declaration = program.view(named: view),
               declaration.properties.contains(where: { $0.name.name == name }) || declaration.functions.contains(where: { $0.name.name == name })
                || declaration.viewMembers.contains(where: { $0.name.name == name }) {
                throw ResponseError.requestFailed("`\(view)` already declares `\(name)`")
            }
        case .modelMember(let model, _), .modelMethod(let model, _):
            if let declaration = program.model(named: model), declaration.properties.contains(where: { $0.name.name == name }) || declaration.methods.contains(where: { $0.name.name == name }) {
                throw ResponseError.requestFailed("`\(model)` already declares `\(name)`")
            }
        case .structField(let structure, _):
            if program.structDecl(named: structure)?.fields.contains(where: { $0.name.name == name }) == true {
                throw ResponseError.requestFailed("`\(structure)` already declares `\(name)`")
            }
        case .enumMember(let enumeration, _):
            if let declaration = program.enumDecl(named: enumeration), declaration.enumCase(named: name) != nil || declaration.properties.contains(where: { $0.name.name == name }) {
                throw ResponseError.requestFailed("`\(enumeration)` already declares `\(name)`")
            }
        case .local:
            if typeNames.contains(name) { throw ResponseError.requestFailed("`\(name)` is already declared") }
        case .environmentValue:
            if program.environmentValueTypes.contains(where: { $0.name == name }) { throw ResponseError.requestFailed("`EnvironmentValues` already has `\(name)`") }
        case .extensionMember(let type, _):
            if let extended = program.extensionMembers(of: type),
               extended.fields.contains(where: { $0.name.name == name }) || extended.methods.contains(where: { $0.name.name == name }) {
                throw ResponseError.requestFailed("`\(type)` already has `\(name)`")
            }
        }
    }
}

/// Hover text: what a name means in Swift, who owns it, and what the graph says about it.
struct HoverText {
    let analysis: Analysis
    var program: CheckedProgram { analysis.program }

    /// `(filter: #Predicate<Bird> { … }, sort: \Bird.creationDate, order: .reverse)` of a query,
    /// as written on its element; empty when it has none.
    func queryArguments(_ property: PropertyDecl) -> String {
        guard let text = analysis.text(of: property.location.file) else { return "" }
        let tags = MarkupTags(text.bytes)
        guard let index = tags.tag(startingAt: text.offset(of: property.location)) else { return "" }
        func value(_ name: String) -> String? {
            guard let raw = tags.tags[index].attributes.first(where: { $0.name == name })?.value else { return nil }
            let entities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&apos;", "'"), ("&amp;", "&")]
            return entities.reduce(raw.trimmingCharacters(in: .whitespaces)) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
        }
        let element = property.type.reference.description.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        var arguments: [String] = []
        if let filter = value("filter") { arguments.append("filter: " + (filter.hasPrefix("#Predicate") ? filter : "#Predicate<\(element)> { \(filter) }")) }
        if let sort = value("sort") { arguments.append("sort: " + sort) }
        if let order = value("order") { arguments.append("order: " + (order.hasPrefix(".") ? order : "." + order)) }
        return arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
    }

    func text(for occurrence: Occurrence) -> String? {
        switch occurrence.key {
        case .view(let name): return view(name)
        case .model(let name): return model(name)
        case .structure(let name): return structure(name)
        case .enumeration(let name): return enumeration(name)
        case .local(let name, _, let type, let kind):
            let declared = "\(name): \(type ?? "_")"
            return switch kind {
            case .rowItem: swift("let " + declared) + "\nThe row's item: one element of the `ForEach`'s items per row."
            case .parameter: swift(declared) + "\nA parameter of the function."
            case .closureParameter: swift(declared) + "\nA parameter of the closure."
            case .constant: swift("let " + declared) + "\nA constant of the views after it."
            case .bindable: swift("@Bindable var " + declared) + "\nBinds the `@Observable` model's properties (`$\(name).property`) in the views after it."
            }
        case .viewMember(let view, let name):
            var text = viewMember(view, name) ?? ""
            if occurrence.role == .binding, let source = sourceOfTruth(view, name) { text = source + "\n\n---\n\n" + text }
            return text
        case .modelMember(let model, let name): return modelMember(model, name)
        case .modelMethod(let model, let name): return modelMember(model, name, method: true)
        case .environmentValue(let name):
            guard let value = program.files.lazy.flatMap(\.environmentValues).first(where: { $0.name.name == name }) else { return nil }
            return swift("extension EnvironmentValues {\n    var \(name): \(value.type.reference)\n}") + "\nA value of the environment the program declares: a view reads it with `<environment name key=\"\\.\(name)\"/>`."
        case .enumMember(let enumeration, let name):
            guard let declaration = program.enumDecl(named: enumeration) else { return nil }
            if let enumCase = declaration.enumCase(named: name) {
                let values = enumCase.associatedValues.isEmpty ? "" : "(" + enumCase.associatedValues.map { "\($0.label.map { "\($0): " } ?? "")\($0.type.reference)" }.joined(separator: ", ") + ")"
                return swift("case \(name)\(values)") + "\nA case of the enum `\(enumeration)`."
            }
            if let method = declaration.methods.first(where: { $0.name.name == name }) {
                let code = declaration.code.first { !$0.isGetter && $0.name.name == name }
                let parameters = (code?.parameters.map { parameter in
                    let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                    return "\(label): \(parameter.type.map { "\($0.reference)" } ?? "_")"
                } ?? method.parameters.map { "\($0.label ?? "_"): \($0.type.reference)" }).joined(separator: ", ")
                let modifiers = (method.isStatic ? "static " : "") + (code?.isMutating == true ? "mutating " : "")
                let effects = (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : "")
                return swift("\(modifiers)func \(name)(\(parameters))\(effects)" + (method.returnType.map { " -> \($0.reference)" } ?? "")) + "\nA method of the enum `\(enumeration)`."
            }
            guard let property = declaration.properties.first(where: { $0.name.name == name }) else { return nil }
            // A computed view (`@ViewBuilder var label: some View`), placed as `{screen.label}`.
            if let code = declaration.code.first(where: { $0.isGetter && $0.name.name == name }), code.isViewBuilder || property.type.reference.description == "View" {
                return swift("@ViewBuilder var \(name): some View") + "\nA view of the enum `\(enumeration)`, built by its code: placed among views as `{value.\(name)}`."
            }
            return swift("\(property.isStatic ? "static " : "")var \(name): \(property.type.reference)") + "\nA property of the enum `\(enumeration)`, written in Swift."
        case .extensionMember(let type, let name):
            guard let field = program.extensionMembers(of: type)?.fields.first(where: { $0.name.name == name }) else { return nil }
            return swift("extension \(type) {\n    \(field.isStatic ? "static " : "")\(field.isConstant && !field.isComputed ? "let" : "var") \(name): \(field.type.reference)\n}") + "\nA property the program's extension adds to `\(type)`."
        case .structField(let structure, let name):
            if let method = program.structDecl(named: structure)?.methods.first(where: { $0.name.name == name }) {
                let parameters = method.parameters.map { "\($0.label ?? "_"): \($0.type.reference)" }.joined(separator: ", ")
                let effects = (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : "")
                return swift("\(method.isStatic ? "static " : "")func \(name)(\(parameters))\(effects)" + (method.returnType.map { " -> \($0.reference)" } ?? "")) + "\nA method of the value type `\(structure)`."
            }
            guard let field = program.structDecl(named: structure)?.fields.first(where: { $0.name.name == name }) else { return nil }
            return swift("\(field.isStatic ? "static " : "")\(field.isConstant && !field.isComputed ? "let" : "var") \(name): \(field.type.reference)") + "\nA stored property of the value type `\(structure)`: copied with it."
        }
    }

    private func swift(_ code: String) -> String { "```swift\n\(code)\n```" }

    /// A built-in element: what it is in SwiftUI and the attributes it takes.
    static func builtin(_ element: ElementVocabulary.Element) -> String {
        var text = "**`\(element.name)`**: \(element.detail)"
        if !element.attributes.isEmpty { text += "\n\n" + attributeList(element) }
        return text
    }

    static func attributeList(_ element: ElementVocabulary.Element) -> String {
        element.attributes.map { "- `\($0.name)`" + ($0.isRequired ? " (required)" : "") + ($0.detail.isEmpty ? "" : ": \($0.detail)") }.joined(separator: "\n")
    }

    private func view(_ name: String) -> String? {
        guard let view = program.view(named: name) else { return nil }
        var text = swift("struct \(name): View")
        if view.isRoot || program.roots.contains(name) { text += "\nA root: the host mounts it." }
        let inputs = view.properties.filter { $0.kind.isInput && $0.kind != .state && $0.kind != .stateObject }
        if inputs.isEmpty {
            text += "\n\nInputs: none."
        } else {
            text += "\n\nInputs:\n" + inputs.map { "- `\($0.name.name)`: `\(ElementVocabulary.ownershipWord($0.kind)) \($0.type.reference)`" + ($0.initial != nil ? " (optional)" : "") }.joined(separator: "\n")
        }
        let environment = view.properties.filter { $0.kind == .environmentObject || $0.kind == .environment }
        if !environment.isEmpty {
            text += "\n\nFrom the environment: " + environment.map { "`\($0.type.reference)`" }.joined(separator: ", ")
        }
        let callSites = analysis.index.occurrences(of: .view(name)).filter { $0.role == .callSite }
        text += "\n\nInstantiated at \(callSites.count) call \(callSites.count == 1 ? "site" : "sites")."
        return text
    }

    private func model(_ name: String) -> String? {
        guard let model = program.model(named: name) else { return nil }
        let header = model.kind == .observable ? "@Observable final class \(name)" : "final class \(name): ObservableObject"
        var text = swift(header)
        if model.isExternal { text += "\nWritten in Swift by hand; declared here for the checker." }
        if !model.properties.isEmpty {
            text += "\n\n" + model.properties.map { "- `\($0.name.name): \($0.type.reference)`" + ($0.isObserved ? " (observed)" : " (not observed)") }.joined(separator: "\n")
        }
        return text
    }

    private func enumeration(_ name: String) -> String? {
        guard let declaration = program.enumDecl(named: name) else { return nil }
        var conformances = declaration.rawType.map { ["\($0.reference)"] } ?? []
        if declaration.isCaseIterable { conformances.append("CaseIterable") }
        if declaration.isIdentifiable { conformances.append("Identifiable") }
        var text = swift("enum \(name)" + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", "))) + "\nA value type whose values are its cases."
        if !declaration.cases.isEmpty {
            text += "\n\n" + declaration.cases.map { enumCase in
                let values = enumCase.associatedValues.isEmpty ? "" : "(" + enumCase.associatedValues.map { "\($0.label.map { "\($0): " } ?? "")\($0.type.reference)" }.joined(separator: ", ") + ")"
                return "- `case \(enumCase.name.name)\(values)`"
            }.joined(separator: "\n")
        }
        return text
    }

    private func structure(_ name: String) -> String? {
        guard let structure = program.structDecl(named: name) else { return nil }
        var text = swift("struct \(name)\(structure.isIdentifiable ? ": Identifiable" : "")") + "\nA value type: copied, never shared."
        if !structure.fields.isEmpty {
            text += "\n\n" + structure.fields.map { "- `\($0.name.name): \($0.type.reference)`" }.joined(separator: "\n")
        }
        return text
    }

    /// A property's type as its declaration says it, or, for an environment value written
    /// without one (`key="\.dismiss"`), the key's type as `EnvironmentValues` declares it.
    static func declaredType(_ property: PropertyDecl, program: CheckedProgram) -> String {
        let written = property.type.reference.description
        guard written == "_", property.kind == .environmentValue, let key = keyPathMember(property.keyPath) else { return written }
        return program.environmentValueTypes.first { $0.name == key }?.type ?? written
    }

    /// `dismiss` for the key path `\.dismiss`.
    static func keyPathMember(_ keyPath: Expr?) -> String? {
        guard case .keyPath(_, let components)? = keyPath?.kind else { return nil }
        return components.joined(separator: ".")
    }

    static func ownership(_ kind: PropertyKind) -> String {
        switch kind {
        case .state: "Owned by this view, created once per identity: kept while the view keeps its identity, created again when the identity changes."
        case .stateObject: "Owned by this view: the object is created once per identity (its initial expression runs once) and kept while the view keeps its identity."
        case .binding: "Not owned: a reference to a source of truth someone else owns; writing it writes that source."
        case .observedObject: "Not owned: the parent passes the object in, and this view re-evaluates when it publishes a change."
        case .environmentObject: "Not owned: an ancestor provides it with `environmentObject`; every path from a root needs a provider."
        case .environment: "Not owned: an ancestor provides this `@Observable` model with `environment`."
        case .environmentValue: "Not owned: a value of the environment, from the nearest ancestor that writes it, or its default."
        case .query: "Not owned: the models the nearest `modelContainer`'s context keeps; re-evaluates when one of its type is inserted or deleted, or a property its sort reads changes."
        case .bindable: "Not owned: an `@Observable` model the parent passes, with `$` bindings to its properties."
        case .let: "An input: the parent passes a new value each time its body re-evaluates."
        case .computed: "Owns nothing: computed again each time the body evaluates."
        case .appStorage: "Kept in the app's store under its key: every view that reads the key sees a write; the initial value is the default while the key is absent."
        case .focusState: "Owned by this view: which field has focus; `focused` marks the fields, and focus moving sets it."
        case .focusBinding: "Not owned: a parent's `focusState`, passed as `$focus`; setting it moves focus in the parent's fields too."
        case .namespace: "Owned by this view: an identity made once per identity of the view, which `matchedGeometryEffect` takes."
        case .gestureState: "Owned by this view: set by a gesture's `updating` while the gesture lasts, back to its initial value when it ends."
        case .sceneStorage: "Kept in the scene's store under its key, shared with every `sceneStorage` of that key in the scene; restored with the scene."
        }
    }

    private func viewMember(_ view: String, _ name: String) -> String? {
        if let member = program.view(named: view)?.viewMembers.first(where: { $0.name.name == name }) {
            guard member.isFunction else {
                return swift("@ViewBuilder var \(name): some View") + "\nA part of the view `\(view)`'s body, placed as `<\(name)/>`: it adds no identity and keeps no state."
            }
            let parameters = member.parameters.map { parameter in
                let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                return "\(label): \(parameter.type.map { "\($0.reference)" } ?? "_")"
            }.joined(separator: ", ")
            return swift("@ViewBuilder func \(name)(\(parameters)) -> some View") + "\nBuilds part of the view `\(view)`'s body, placed as `<\(name)/>` with its parameters as attributes: it adds no identity and keeps no state."
        }
        if let function = program.view(named: view)?.functions.first(where: { $0.name.name == name }) {
            // `<computed name type>` with code: a computed property, read without a call.
            if function.isGetter {
                let setter = function.setterBody == nil ? "" : " set"
                return swift("var \(name): \(function.returnType.map { "\($0.reference)" } ?? "_") { get\(setter) }") + "\nA computed property of the view `\(view)`: evaluated each time its body reads it."
            }
            let parameters = function.parameters.map { parameter in
                let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                return "\(label): \(parameter.type.map { "\($0.reference)" } ?? "_")"
            }.joined(separator: ", ")
            let effects = (function.isAsync ? " async" : "") + (function.isThrowing ? " throws" : "")
            return swift("func \(name)(\(parameters))\(effects)" + (function.returnType.map { " -> \($0.reference)" } ?? "")) + "\nA method of the view `\(view)`."
        }
        guard let property = program.view(named: view)?.properties.first(where: { $0.name.name == name }) else { return nil }
        let type = property.type.reference

        let declaration = switch property.kind {
        case .state: "@State var \(name): \(type)"
        case .binding: "@Binding var \(name): \(type)"
        case .stateObject: "@StateObject var \(name): \(type)"
        case .observedObject: "@ObservedObject var \(name): \(type)"
        case .environmentObject: "@EnvironmentObject var \(name): \(type)"
        case .environment: "@Environment(\(type).self) var \(name): \(type)"
        case .environmentValue: "@Environment(\\.\(Self.keyPathMember(property.keyPath) ?? name)) var \(name): \(Self.declaredType(property, program: program))"
        case .bindable: "@Bindable var \(name): \(type)"
        case .let: "let \(name): \(type)"
        case .computed: "var \(name): \(type) { ... }"
        case .appStorage: "@AppStorage(\"\(property.key ?? "")\") var \(name): \(type)"
        case .sceneStorage: "@SceneStorage(\"\(property.key ?? "")\") var \(name): \(type)"
        case .focusState: "@FocusState var \(name): \(type)"
        case .focusBinding: "@FocusState.Binding var \(name): \(type)"
        case .namespace: "@Namespace var \(name)"
        case .gestureState: "@GestureState var \(name): \(type)"
        case .query: "@Query\(queryArguments(property)) private var \(name): \(type)"
        }
        if property.isStoredConstant || property.isStatic {
            // `let columns = [...]` and `static let helpURL = ...`: stored, not computed.
            let owner = property.isStatic
                ? "A constant of the type `\(view)`: made once, read as `Self.\(name)`."
                : "A constant of each value of `\(view)`: made when its parent creates the view, so again on each of the parent's updates; the view's own updates keep it."
            let written = type == .unwritten ? "" : ": \(type)"
            return swift("\(property.isStatic ? "static " : "")let \(name)\(written)") + "\n" + owner
        }
        var text = swift(declaration) + "\n" + Self.ownership(property.kind)
        if property.kind == .binding || property.kind == .focusBinding, let source = sourceOfTruth(view, name) { text += "\n\n" + source }
        if property.kind == .environmentObject || property.kind == .environment {
            text += "\n\n" + whoProvides(type.description, for: view)
        } else if [.stateObject, .observedObject, .bindable].contains(property.kind), let graph = analysis.graph,
                  let readers = ObservedObjectReaders.views(reading: type.description, program: program, graph: graph) {
            // The reference never changes; the object's observed properties do.
            text += "\n\n**When it publishes a change**, \(readers.count) \(readers.count == 1 ? "view re-evaluates" : "views re-evaluate")"
                + (readers.isEmpty ? "." : ": " + readers.map { "`\($0)`" }.joined(separator: ", ") + ".")
        } else {
            text += "\n\n" + affected("\(view).\(name)")
        }
        return text
    }

    private func modelMember(_ model: String, _ name: String, method isMethod: Bool = false) -> String? {
        guard let declaration = program.model(named: model) else { return nil }
        if !isMethod, let property = declaration.properties.first(where: { $0.name.name == name }) {
            let prefix = declaration.kind == .observableObject ? (property.isObserved ? "@Published " : "") : (property.isObserved ? "" : "@ObservationIgnored ")
            return swift("\(prefix)var \(name): \(property.type.reference)") + "\nA property of the model `\(model)`, owned by whoever owns the object.\n\n" + affected("\(model).\(name)")
        }
        if let method = declaration.methods.first(where: { $0.name.name == name }) {
            // As the method's code declares them (`visitedOn date: Date`), else as its interface.
            let parameters = (declaration.code.first(where: { !$0.isStatic && $0.name.name == name })?.parameters.map { parameter in
                let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                return "\(label): \(parameter.type.map { "\($0.reference)" } ?? "_")"
            } ?? method.parameters.map { "\($0.label ?? "_") _: \($0.type.reference)" }).joined(separator: ", ")
            return swift("func \(name)(\(parameters))" + (method.returnType.map { " -> \($0.reference)" } ?? "")) + "\nA method of the model `\(model)`."
        }
        // `Quake.dateRange(modelContext:)`: a static function, called on the type.
        if let method = declaration.staticMethods.first(where: { $0.name.name == name }) {
            let parameters = (declaration.code.first(where: { $0.isStatic && $0.name.name == name })?.parameters.map { parameter in
                let label = parameter.label.map { $0 == parameter.name.name ? $0 : "\($0) \(parameter.name.name)" } ?? "_ \(parameter.name.name)"
                return "\(label): \(parameter.type.map { "\($0.reference)" } ?? "_")"
            } ?? method.parameters.map { "\($0.label ?? "_"): \($0.type.reference)" }).joined(separator: ", ")
            let effects = (method.isAsync ? " async" : "") + (method.isThrowing ? " throws" : "")
            return swift("static func \(name)(\(parameters))\(effects)" + (method.returnType.map { " -> \($0.reference)" } ?? "")) + "\nA static function of the model `\(model)`, called on its type."
        }
        if let property = declaration.staticProperties.first(where: { $0.name.name == name }) {
            return swift("static var \(name): \(property.type.reference)") + "\nA static property of the model `\(model)`."
        }
        return nil
    }

    /// `trellis graph --affected-by`, answered in the editor.
    private func affected(_ qualifiedName: String) -> String {
        guard let graph = analysis.graph else { return "_The dependency graph is shown once the workspace has no syntax or name errors._" }
        guard let node = try? graph.valueNode(named: qualifiedName) else { return "" }
        let answer = graph.affected(by: node)
        return "**When it changes** (`trellis graph --affected-by \(qualifiedName)`):\n\n```text\n" + graph.text(of: answer) + "```"
    }

    /// `trellis graph --who-provides`, answered in the editor.
    private func whoProvides(_ type: String, for view: String) -> String {
        guard let graph = analysis.graph else { return "_The dependency graph is shown once the workspace has no syntax or name errors._" }
        guard let paths = try? GraphBuilder().whoProvides(type, for: view, in: program) else { return "" }
        return "**Who provides it** (`trellis graph --who-provides \(type) --for \(view)`):\n\n```text\n" + graph.text(ofProviderPaths: paths, type: type, view: view) + "```"
    }

    /// Where `$name` leads: the state (or model property) a binding resolves to.
    func sourceOfTruth(_ view: String, _ name: String) -> String? {
        guard let property = program.view(named: view)?.properties.first(where: { $0.name.name == name }) else { return nil }
        switch property.kind {
        case .state:
            return "**Source of truth:** `\(view).\(name)`, this view's `@State`."
        case .binding, .focusBinding:
            guard let graph = analysis.graph else { return nil }
            let sources = graph.edges(from: .declaration(name, in: view)).filter { $0.kind == .binds }.compactMap { graph.node($0.to) }
            guard !sources.isEmpty else { return "**Source of truth:** not resolved (no call site passes a binding)." }
            return "**Source of truth:** " + sources.map { source in
                let owner = if source.kind == .modelProperty {
                    "a property of `\(source.model ?? "")`"
                } else if let kind = PropertyKind(rawValue: source.kind.rawValue) {
                    "`\(ElementVocabulary.ownershipWord(kind))` of `\(source.view ?? "")`"
                } else {
                    "of `\(source.view ?? "")`"
                }
                return "`\(source.qualifiedName)` (\(owner))"
            }.joined(separator: ", ")
        default:
            return nil
        }
    }
}

import Foundation
import TrellisDiagnostics
import TrellisGraph
import TrellisSemantics
import TrellisSyntax

extension LanguageServer {
    // MARK: Quick fixes

    /// Every fix-it of a diagnostic touching the range becomes a quick fix, and so do the fixes a
    /// diagnostic states in words (`QuickFixes`).
    func codeActions(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let (path, text) = try document(params)
        guard let range = TextRange(params["range"]) else { throw ResponseError.invalidParams("missing or invalid `range`") }
        let analysis = try workspace.analyze()
        var actions: [JSONValue] = []
        for diagnostic in analysis.diagnosticsByFile[path] ?? [] {
            let diagnosticRange = lspRange(of: diagnostic, text: text)
            guard diagnosticRange.start <= range.end, range.start <= diagnosticRange.end else { continue }
            let lsp = lspDiagnostic(diagnostic, text: text, analysis: analysis)
            let editorFixes = QuickFixes.fixes(for: diagnostic, text: text, program: analysis.program)
            for fix in editorFixes {
                let edits = fix.edits.map { edit -> JSONValue in
                    let range = TextRange(start: text.position(ofOffset: edit.range.lowerBound, encoding: encoding), end: text.position(ofOffset: edit.range.upperBound, encoding: encoding))
                    return ["range": range.json, "newText": .string(edit.replacement)]
                }
                actions.append([
                    "title": .string(fix.title),
                    "kind": "quickfix",
                    "diagnostics": [lsp],
                    "isPreferred": .bool(editorFixes.count == 1),
                    "edit": ["changes": .object([Self.uri(fromPath: path): .array(edits)])],
                ])
            }
            for fixIt in diagnostic.fixIts {
                var changes: [String: [JSONValue]] = [:]
                for edit in fixIt.edits {
                    guard let fileText = analysis.text(of: edit.range.start.file) else { continue }
                    changes[Self.uri(fromPath: edit.range.start.file), default: []].append(
                        ["range": fileText.range(of: edit.range, encoding: encoding).json, "newText": .string(edit.replacement)]
                    )
                }
                actions.append([
                    "title": .string(fixIt.message),
                    "kind": "quickfix",
                    "diagnostics": [lsp],
                    "isPreferred": .bool(diagnostic.fixIts.count == 1),
                    "edit": ["changes": .object(changes.mapValues { .array($0) })],
                ])
            }
        }
        // A code attribute the cursor is in, rewritten in its element form.
        if let rewrite = Self.elementForm(at: text.offset(of: range.start, encoding: encoding)..<text.offset(of: range.end, encoding: encoding), in: text, program: analysis.program) {
            let edits = rewrite.edits.map { edit -> JSONValue in
                let range = TextRange(start: text.position(ofOffset: edit.range.lowerBound, encoding: encoding), end: text.position(ofOffset: edit.range.upperBound, encoding: encoding))
                return ["range": range.json, "newText": .string(edit.replacement)]
            }
            actions.append(["title": .string(rewrite.title), "kind": "refactor.rewrite", "edit": ["changes": .object([Self.uri(fromPath: path): .array(edits)])]])
        }
        return .array(actions)
    }

    /// An attribute holding a closure's code (`action="a; b"`, `saveAction="store.save()"`), moved
    /// into its element form with the code in a CDATA section, where Swift is written as it is:
    /// the entities the attribute needed (`&quot;`, `&lt;`, `&amp;`) become the characters again,
    /// and the code gets lines of its own to grow in. `nil` unless `range` is inside such a value.
    static func elementForm(at range: Range<Int>, in text: SourceText, program: CheckedProgram) -> QuickFixes.Fix? {
        let bytes = text.bytes
        let tags = MarkupTags(bytes)
        guard let index = tags.tag(containing: range.lowerBound) else { return nil }
        let tag = tags.tags[index]
        guard tag.kind != .end, tag.isClosed,
              let attribute = tag.attributes.first(where: { ($0.valueStart ?? Int.max) <= range.lowerBound && range.upperBound <= ($0.valueEnd ?? -1) }),
              let valueStart = attribute.valueStart, let valueEnd = attribute.valueEnd,
              ElementVocabulary.current(program: program).attributes(of: tag.name).contains(where: { $0.name == attribute.name && $0.detail.contains("->") })
        else { return nil }
        var code = String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
        for (entity, character) in [("&quot;", "\""), ("&apos;", "'"), ("&lt;", "<"), ("&gt;", ">"), ("&#10;", "\n"), ("&amp;", "&")] {
            code = code.replacingOccurrences(of: entity, with: character)
        }
        code = code.trimmingCharacters(in: .whitespaces)
        guard !code.isEmpty, !code.contains("]]>"), !code.contains("&#") else { return nil }
        // The tag's own indentation, and one level more for its new child.
        var lineStart = tag.start
        while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let indent = String(decoding: bytes[lineStart..<tag.start].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
        let unit = indent.hasPrefix("\t") ? "\t" : "  "
        let child = "\n\(indent)\(unit)<\(attribute.name)><![CDATA[\n\(indent)\(unit)\(unit)\(code)\n\(indent)\(unit)]]></\(attribute.name)>"
        // The attribute goes with the spaces before it.
        var removalStart = attribute.nameStart
        while removalStart > tag.nameEnd, bytes[removalStart - 1] == 0x20 || bytes[removalStart - 1] == 0x09 || bytes[removalStart - 1] == 0x0A { removalStart -= 1 }
        let removal = QuickFixes.Edit(range: removalStart..<(valueEnd + 1), replacement: "")
        var edits = [removal]
        if tag.kind == .empty {
            // `<Button title="Go" action="..."/>` gets content and an end tag.
            var closeStart = tag.end - 2
            while closeStart > valueEnd + 1, bytes[closeStart - 1] == 0x20 || bytes[closeStart - 1] == 0x09 { closeStart -= 1 }
            edits.append(QuickFixes.Edit(range: closeStart..<tag.end, replacement: ">\(child)\n\(indent)</\(tag.name)>"))
        } else {
            edits.append(QuickFixes.Edit(range: tag.end..<tag.end, replacement: child))
        }
        return QuickFixes.Fix(title: "write `\(attribute.name)` as an element, its code in a CDATA section", edits: edits)
    }

    // MARK: Symbols

    func documentSymbols(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let (path, text) = try document(params)
        let analysis = try workspace.analyze()
        guard let file = analysis.program.files.first(where: { $0.path == path }) else { return [] }
        let tags = MarkupTags(text.bytes)
        func symbol(_ name: Identifier, kind: Int, detail: String, element: SourceLocation, children: [JSONValue] = []) -> JSONValue {
            // A nested type (`DBModel.Country`) by its own name, as written.
            let own = name.name.split(separator: ".").last.map(String.init) ?? name.name
            let selection = text.range(of: SourceRange(start: name.location, end: name.location.advanced(byColumns: own.unicodeScalars.count)), encoding: encoding)
            var whole = selection
            let start = text.offset(of: element)
            if let open = tags.tag(startingAt: start) {
                let end = tags.tags[open].match.map { tags.tags[$0].end } ?? tags.tags[open].end
                whole = TextRange(start: text.position(ofOffset: start, encoding: encoding), end: text.position(ofOffset: end, encoding: encoding))
            }
            var object: [String: JSONValue] = ["name": .string(own), "kind": .int(kind), "detail": .string(detail), "range": whole.json, "selectionRange": selection.json]
            if !children.isEmpty { object["children"] = .array(children) }
            return .object(object)
        }
        var symbols: [(SourceLocation, JSONValue)] = []
        for view in file.views {
            let children = view.properties.map { symbol($0.name, kind: SymbolKind.property, detail: "\(ElementVocabulary.ownershipWord($0.kind)) \(HoverText.declaredType($0, program: analysis.program))", element: $0.location) }
                + view.viewMembers.map { symbol($0.name, kind: $0.isFunction ? SymbolKind.method : SymbolKind.property, detail: $0.isFunction ? "@ViewBuilder func" : "@ViewBuilder var", element: $0.location) }
                + view.functions.map { symbol($0.name, kind: SymbolKind.method, detail: "func", element: $0.location) }
            symbols.append((view.location, symbol(view.name, kind: SymbolKind.structure, detail: "View", element: view.location, children: children)))
        }
        for model in file.models {
            let children = model.properties.map { symbol($0.name, kind: SymbolKind.property, detail: "\($0.isObserved ? "observed " : "")\($0.type.reference)", element: $0.location) }
                + model.methods.map { symbol($0.name, kind: SymbolKind.method, detail: "method", element: $0.location) }
                + model.staticMethods.map { symbol($0.name, kind: SymbolKind.method, detail: "static method", element: $0.location) }
            symbols.append((model.location, symbol(model.name, kind: SymbolKind.classKind, detail: model.kind == .observable ? "@Observable" : "ObservableObject", element: model.location, children: children)))
        }
        for structure in file.structs {
            symbols.append((structure.location, symbol(structure.name, kind: SymbolKind.structure, detail: "struct", element: structure.location)))
        }
        for enumeration in file.enums {
            // Its cases, then its members: the computed properties (`label`, a view) and methods its code declares.
            let cases = enumeration.cases.map { symbol($0.name, kind: SymbolKind.enumMember, detail: "case", element: $0.location) }
                + enumeration.properties.map { symbol($0.name, kind: SymbolKind.property, detail: "\($0.isStatic ? "static " : "")\($0.type.reference)", element: $0.name.location) }
                + enumeration.methods.map { symbol($0.name, kind: SymbolKind.method, detail: "method", element: $0.location) }
            symbols.append((enumeration.location, symbol(enumeration.name, kind: SymbolKind.enumKind, detail: "enum", element: enumeration.location, children: cases)))
        }
        // A type declared in another (`DBModel.Country`, a view's `Routing`) is its child.
        var entries = symbols.sorted { $0.0 < $1.0 }.map { (location: $0.0, name: Self.qualifiedName(of: $0.0, in: file) ?? "", symbol: $0.1) }
        // The most deeply nested first, so each is complete when it moves; in the file's order.
        let depth = { (name: String) in name.count { $0 == "." } }
        for index in entries.indices.sorted(by: { depth(entries[$0].name) > depth(entries[$1].name) || (depth(entries[$0].name) == depth(entries[$1].name) && $0 < $1) }) {
            let name = entries[index].name
            guard let dot = name.lastIndex(of: "."), let parent = entries.firstIndex(where: { $0.name == String(name[..<dot]) }),
                  case .object(var object) = entries[parent].symbol else { continue }
            var children = object["children"]?.arrayValue ?? []
            children.append(entries[index].symbol)
            object["children"] = .array(children)
            entries[parent].symbol = .object(object)
            entries[index].name = ""
            entries[index].symbol = .null
        }
        return .array(entries.filter { $0.symbol != .null }.map(\.symbol))
    }

    /// The qualified name of the view, model, struct or enum declared at `location`.
    static func qualifiedName(of location: SourceLocation, in file: SourceFileSyntax) -> String? {
        file.views.first { $0.location == location }?.name.name ?? file.models.first { $0.location == location }?.name.name
            ?? file.structs.first { $0.location == location }?.name.name ?? file.enums.first { $0.location == location }?.name.name
    }

    func workspaceSymbols(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let query = (params["query"]?.stringValue ?? "").lowercased()
        let analysis = try workspace.analyze()
        var results: [JSONValue] = []
        func add(_ name: Identifier, kind: Int, container: String?) {
            guard results.count < 1_000, Self.matches(query, name.name.lowercased()),
                  let location = lspLocation(SourceRange(start: name.location, end: name.location.advanced(byColumns: name.name.unicodeScalars.count)), analysis: analysis) else { return }
            var object: [String: JSONValue] = ["name": .string(name.name), "kind": .int(kind), "location": location]
            if let container { object["containerName"] = .string(container) }
            results.append(.object(object))
        }
        for file in analysis.program.files {
            try context.checkCancelled()
            for view in file.views {
                add(view.name, kind: SymbolKind.structure, container: nil)
                for property in view.properties { add(property.name, kind: SymbolKind.property, container: view.name.name) }
                for member in view.viewMembers { add(member.name, kind: member.isFunction ? SymbolKind.method : SymbolKind.property, container: view.name.name) }
                for function in view.functions { add(function.name, kind: SymbolKind.method, container: view.name.name) }
            }
            for model in file.models {
                add(model.name, kind: SymbolKind.classKind, container: nil)
                for property in model.properties { add(property.name, kind: SymbolKind.property, container: model.name.name) }
                for method in model.methods { add(method.name, kind: SymbolKind.method, container: model.name.name) }
            }
            for structure in file.structs { add(structure.name, kind: SymbolKind.structure, container: nil) }
            for enumeration in file.enums {
                add(enumeration.name, kind: SymbolKind.enumKind, container: nil)
                for enumCase in enumeration.cases { add(enumCase.name, kind: SymbolKind.enumMember, container: enumeration.name.name) }
            }
        }
        return .array(results)
    }

    /// The query's characters appear in order in the name, as editors' fuzzy symbol search expects.
    static func matches(_ query: String, _ name: String) -> Bool {
        var remaining = query[...]
        for character in name where remaining.first == character { remaining = remaining.dropFirst() }
        return remaining.isEmpty
    }

    // MARK: Code lens

    /// Above each state, state object and observed model property: how many views re-evaluate when
    /// it changes; above each environment object: on how many paths someone provides it; above
    /// each root view: "Preview", which opens its live preview.
    func codeLenses(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let (path, text) = try document(params)
        let analysis = try workspace.analyze()
        guard let file = analysis.program.files.first(where: { $0.path == path }), let graph = analysis.graph else { return [] }
        var lenses: [JSONValue] = []
        func lens(at location: SourceLocation, _ title: String) {
            let position = text.position(of: location, encoding: encoding)
            lenses.append(["range": TextRange(start: position, end: position).json, "command": ["title": .string(title), "command": ""]])
        }
        func affectedTitle(_ qualifiedName: String) -> String? {
            guard let node = try? graph.valueNode(named: qualifiedName) else { return nil }
            switch graph.affected(by: node) {
            case .notObserved: return "not observed: changing it re-evaluates no view"
            case .views(_, let views):
                let names = views.map(\.view)
                return "re-evaluates \(names.count) \(names.count == 1 ? "view" : "views")" + (names.isEmpty ? "" : ": " + names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : ""))
            }
        }
        for view in file.views {
            for property in view.properties {
                try context.checkCancelled()
                switch property.kind {
                case .stateObject:
                    // The object itself never changes: its observed properties re-evaluate views.
                    if let names = ObservedObjectReaders.views(reading: property.type.reference.description, program: analysis.program, graph: graph) {
                        lens(at: property.location, "its observed properties re-evaluate \(names.count) \(names.count == 1 ? "view" : "views")" + (names.isEmpty ? "" : ": " + names.prefix(5).joined(separator: ", ") + (names.count > 5 ? ", …" : "")))
                    } else if let title = affectedTitle("\(view.name.name).\(property.name.name)") {
                        lens(at: property.location, title)
                    }
                case .state:
                    if let title = affectedTitle("\(view.name.name).\(property.name.name)") { lens(at: property.location, title) }
                case .environmentObject, .environment:
                    guard let paths = try? GraphBuilder().whoProvides(property.type.reference.description, for: view.name.name, in: analysis.program) else { continue }
                    let provided = paths.filter { $0.provider != nil }.count
                    lens(at: property.location, "provided on \(provided) of \(paths.count) \(paths.count == 1 ? "path" : "paths")")
                default:
                    break
                }
            }
        }
        for model in file.models {
            for property in model.properties where property.isObserved {
                if let title = affectedTitle("\(model.name.name).\(property.name.name)") { lens(at: property.location, title) }
            }
        }
        for view in file.views where view.isRoot && !view.isApp {
            let position = text.position(of: view.location, encoding: encoding)
            lenses.append(previewLens(uri: params["textDocument"]?["uri"] ?? .null, view: view.name.name, at: position))
        }
        return .array(lenses)
    }
}

/// Who re-evaluates when an object a view holds publishes a change.
enum ObservedObjectReaders {
    /// The views that read an observed property of the model `type`, in the graph's order, each
    /// once; `nil` when `type` is not a model of the program.
    static func views(reading type: String, program: CheckedProgram, graph: DependencyGraph) -> [String]? {
        guard let model = program.model(named: type) else { return nil }
        var names: [String] = []
        var seen = Set<String>()
        for property in model.properties where property.isObserved {
            guard let node = try? graph.valueNode(named: "\(type).\(property.name.name)"),
                  case .views(_, let views) = graph.affected(by: node) else { continue }
            for view in views where seen.insert(view.view).inserted { names.append(view.view) }
        }
        return names
    }
}

/// The LSP `SymbolKind` values used here.
enum SymbolKind {
    static let classKind = 5
    static let method = 6
    static let property = 7
    static let field = 8
    static let variable = 13
    static let structure = 23
    static let enumKind = 10
    static let enumMember = 22
}

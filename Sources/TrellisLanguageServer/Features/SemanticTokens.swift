/// Semantic tokens: the names inside attribute values and text, coloured by what they resolve to
/// (a view, a model, a struct, a view's declaration, a model's property or method), with
/// `declaration` on declarations and `modification` on writes. XML itself is left to the editor's grammar.
enum SemanticTokenLegend {
    static let types = ["class", "struct", "property", "method", "variable", "type", "enum", "enumMember"]
    static let modifiers = ["declaration", "modification"]

    static func type(of occurrence: Occurrence, analysis: Analysis) -> Int {
        switch occurrence.key {
        case .view: 5
        case .model: 0
        case .structure: 1
        case .enumeration: 6
        case .viewMember: 4
        case .modelMember(let model, let name):
            analysis.program.model(named: model)?.methods.contains { $0.name.name == name } == true ? 3 : 2
        case .modelMethod: 3
        case .structField, .extensionMember: 2
        case .enumMember: 7
        case .local, .environmentValue: 4
        }
    }

    static func modifiers(of occurrence: Occurrence) -> Int {
        switch occurrence.role {
        case .declaration: 1
        case .write: 2
        default: 0
        }
    }

    static var json: JSONValue {
        ["tokenTypes": .array(types.map { .string($0) }), "tokenModifiers": .array(modifiers.map { .string($0) })]
    }
}

extension LanguageServer {
    func semanticTokens(_ params: JSONValue, context: RequestContext) throws -> JSONValue {
        let (path, text) = try document(params)
        let analysis = try workspace.analyze()
        var data: [JSONValue] = []
        var previous = Position(line: 0, character: 0)
        var lastEnd = Position(line: -1, character: 0)
        for occurrence in analysis.index.occurrencesByFile[path] ?? [] {
            try context.checkCancelled()
            let range = text.range(of: occurrence.range, encoding: encoding)
            // Tokens are single-line and must not overlap.
            guard range.start.line == range.end.line, range.end.character > range.start.character, range.start >= lastEnd else { continue }
            let deltaLine = range.start.line - previous.line
            let deltaStart = deltaLine == 0 ? range.start.character - previous.character : range.start.character
            data += [
                .int(deltaLine), .int(deltaStart), .int(range.end.character - range.start.character),
                .int(SemanticTokenLegend.type(of: occurrence, analysis: analysis)), .int(SemanticTokenLegend.modifiers(of: occurrence)),
            ]
            previous = range.start
            lastEnd = range.end
        }
        return ["data": .array(data)]
    }
}

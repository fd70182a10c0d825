import TrellisDiagnostics

/// A JSON value whose objects keep their keys in the order written, so output is stable and readable.
enum JSONValue {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    func serialized(indent: Int = 0) -> String {
        let padding = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .string(let text): return Self.quoted(text)
        case .integer(let number): return String(number)
        case .boolean(let flag): return flag ? "true" : "false"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            return "[\n" + elements.map { inner + $0.serialized(indent: indent + 1) }.joined(separator: ",\n") + "\n\(padding)]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let lines = members.map { inner + Self.quoted($0.key) + ": " + $0.value.serialized(indent: indent + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n\(padding)}"
        }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

extension DependencyGraph {
    /// How every `jsonText()` starts; `trellis build --graph` replaces only a file that starts so.
    public static var jsonHeader: String { "{\n  " + JSONValue.quoted("schemaVersion") + ": " }

    /// The graph as JSON following `Grammar/graph.schema.json`, ending with a newline.
    public func jsonText() -> String {
        let views = nodes.filter { $0.kind == .view }.map(\.name)
        let updatePlan = views.map { view -> JSONValue in
            .object([
                ("view", .string(view)),
                ("reads", .array(bodyReads(of: view).map { .object([("model", .string($0.model)), ("property", .string($0.property))]) })),
            ])
        }
        let document = JSONValue.object([
            ("schemaVersion", .string(Self.schemaVersion)),
            ("nodes", .array(nodes.map(\.json))),
            ("edges", .array(edges.map(\.json))),
            ("updatePlan", .array(updatePlan)),
        ])
        return document.serialized() + "\n"
    }
}

extension SourceLocation {
    var json: JSONValue {
        .object([("file", .string(file)), ("line", .integer(line)), ("column", .integer(column))])
    }
}

extension GraphNode {
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("id", .string(id.rawValue)),
            ("kind", .string(kind.rawValue)),
            ("name", .string(name)),
        ]
        if let view { members.append(("view", .string(view))) }
        if let model { members.append(("model", .string(model))) }
        if let type { members.append(("type", .string(type))) }
        if let modelKind { members.append(("modelKind", .string(modelKind.rawValue))) }
        if let isObserved { members.append(("observed", .boolean(isObserved))) }
        if let isRoot { members.append(("root", .boolean(isRoot))) }
        if let isHostProvided { members.append(("hostProvided", .boolean(isHostProvided))) }
        if let unprovidedFromRoots { members.append(("unprovidedFromRoots", .array(unprovidedFromRoots.map { .string($0) }))) }
        members.append(("location", location.json))
        return .object(members)
    }
}

extension GraphEdge {
    var json: JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("kind", .string(kind.rawValue)),
            ("from", .string(from.rawValue)),
            ("to", .string(to.rawValue)),
        ]
        if let label { members.append(("label", .string(label))) }
        if kind == .instantiates {
            members.append(("conditional", .boolean(isConditional)))
            members.append(("forEach", .boolean(isInForEach)))
            members.append(("navigationDestination", .boolean(isNavigationDestination)))
            if let passedBy { members.append(("passedBy", .string(passedBy.rawValue))) }
        }
        if !through.isEmpty { members.append(("through", .array(through.map { .string($0.rawValue) }))) }
        members.append(("location", location.json))
        return .object(members)
    }
}

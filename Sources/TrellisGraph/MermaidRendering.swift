extension DependencyGraph {
    /// A Mermaid flowchart that pastes into Markdown as is (inside a ```mermaid fence).
    /// Ownership is a thick arrow, observation a dotted one, as in the DOT output.
    public func mermaidText() -> String {
        var shortID: [NodeID: String] = [:]
        for (position, node) in nodes.enumerated() { shortID[node.id] = "n\(position)" }
        func id(_ node: NodeID) -> String { shortID[node]! }

        var lines = ["flowchart LR"]
        for view in nodes where view.kind == .view {
            let title = view.isRoot == true ? "\(view.name) (root)" : view.name
            lines.append("  subgraph \(Self.mermaidIdentifier(view.id))[\(Self.mermaidQuoted(title))]")
            lines.append("    \(id(view.id))([\"body\"]):::view")
            for member in nodes where member.view == view.name && member.id != view.id {
                lines.append("    \(id(member.id))\(Self.mermaidShape(member))")
            }
            lines.append("  end")
        }
        for model in nodes where model.kind == .model {
            let kind = model.modelKind == .observable ? "@Observable" : "ObservableObject"
            lines.append("  subgraph \(Self.mermaidIdentifier(model.id))[\(Self.mermaidQuoted("\(model.name) (\(kind))"))]")
            lines.append("    \(id(model.id))[[\"instance\"]]:::model")
            for property in nodes where property.kind == .modelProperty && property.model == model.name {
                lines.append("    \(id(property.id))\(Self.mermaidShape(property))")
            }
            lines.append("  end")
        }
        for node in nodes where node.kind != .view && node.kind != .model && node.view == nil && node.model == nil {
            lines.append("  \(id(node.id))\(Self.mermaidShape(node))")
        }
        var linkStyles: [String] = []
        for (position, edge) in Self.drawnEdges(edges).enumerated() {
            let caption = Self.edgeCaption(edge)
            let label = caption.isEmpty ? "" : "|\(Self.mermaidLabel(caption))|"
            lines.append("  \(id(edge.from)) \(Self.mermaidArrow(edge.kind))\(label) \(id(edge.to))")
            linkStyles.append("  linkStyle \(position) \(Self.mermaidLinkStyle(edge.kind))")
        }
        lines += linkStyles
        lines += [
            "  classDef view fill:#cfdff3,stroke:#4a6f9f,stroke-width:2px",
            "  classDef owned fill:#d7ecd9,stroke:#2e7d32,stroke-width:2px",
            "  classDef received fill:#ffffff,stroke:#5f7d9f,stroke-dasharray:4 3",
            "  classDef computed fill:#f4f4f4,stroke:#999999",
            "  classDef model fill:#f8ddb4,stroke:#b07a30",
            "  classDef property fill:#fff8ec,stroke:#d59a4a",
            "  classDef ignored fill:#f4f4f4,stroke:#bbbbbb,color:#888888",
            "  classDef provider fill:#eadcf3,stroke:#6a1b9a",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaidShape(_ node: GraphNode) -> String {
        let label = mermaidQuoted(caption(of: node))
        switch node.kind {
        case .state, .stateObject: return "[\(label)]:::owned"
        case .binding, .observedObject, .environmentObject, .environment, .environmentValue, .bindable, .let, .query: return "[\(label)]:::received"
        case .computed: return "[\(label)]:::computed"
        case .modelProperty: return "[\(label)]:::\(node.isObserved == true ? "property" : "ignored")"
        case .environmentProvider: return ">\(label)]:::provider"
        case .view: return "([\(label)]):::view"
        case .model: return "[[\(label)]]:::model"
        }
    }

    private static func mermaidArrow(_ kind: EdgeKind) -> String {
        switch kind {
        case .owns, .binds: "==>"
        case .reads, .consumes: "-.->"
        case .instantiates, .passes, .injects, .writes: "-->"
        }
    }

    private static func mermaidLinkStyle(_ kind: EdgeKind) -> String {
        switch kind {
        case .owns: "stroke:#1b5e20,stroke-width:3px"
        case .instantiates: "stroke:#4a6f9f,stroke-width:2px"
        case .passes: "stroke:#1565c0"
        case .binds: "stroke:#2e7d32,stroke-width:2px"
        case .injects: "stroke:#6a1b9a"
        case .consumes: "stroke:#6a1b9a,stroke-dasharray:4 3"
        case .reads: "stroke:#e67e00,stroke-dasharray:4 3"
        case .writes: "stroke:#c62828"
        }
    }

    /// Subgraph ids may only hold letters, digits and `_`.
    private static func mermaidIdentifier(_ id: NodeID) -> String {
        String(id.rawValue.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// A quoted label; Mermaid spells `"`, `<`, `>` and `#` as entity codes.
    private static func mermaidQuoted(_ text: String) -> String {
        "\"" + mermaidEscaped(text) + "\""
    }

    private static func mermaidLabel(_ text: String) -> String {
        mermaidEscaped(text).map { $0 == "|" ? "/" : String($0) }.joined()
    }

    private static func mermaidEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case "\"": result += "#quot;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            default: result.append(character)
            }
        }
        return result
    }
}

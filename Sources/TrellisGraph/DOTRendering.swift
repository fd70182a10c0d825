import TrellisSyntax

extension DependencyGraph {
    /// Graphviz DOT: a cluster per view and per model, one style per edge kind, and a legend.
    /// Ownership is drawn bold and solid; observation (`reads`, `consumes`) dashed.
    public func dotText() -> String {
        var lines = [
            "digraph trellis {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=12, nodesep=0.25, ranksep=0.7, newrank=true];",
            "  node [fontname=\"Helvetica\", fontsize=11, shape=box, style=\"rounded,filled\", fillcolor=\"white\", color=\"#777777\"];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        for view in nodes where view.kind == .view {
            let members = nodes.filter { $0.view == view.name && $0.id != view.id }
            lines.append("  subgraph \(Self.dotQuoted("cluster_" + view.id.rawValue)) {")
            let title = view.isRoot == true ? "\(view.name)  (root)" : view.name
            lines.append("    label=\(Self.dotQuoted(title)); style=\"rounded,filled\"; fillcolor=\"#eef3fa\"; color=\"#7f9cc4\"; fontsize=13;")
            lines.append("    \(Self.dotQuoted(view.id.rawValue)) [label=\"body\", shape=box, fillcolor=\"#cfdff3\", color=\"#4a6f9f\", penwidth=1.5];")
            for member in members { lines.append("    " + Self.dotNode(member)) }
            lines.append("  }")
        }
        for model in nodes where model.kind == .model {
            let properties = nodes.filter { $0.kind == .modelProperty && $0.model == model.name }
            lines.append("  subgraph \(Self.dotQuoted("cluster_" + model.id.rawValue)) {")
            let kind = model.modelKind == .observable ? "@Observable" : "ObservableObject"
            lines.append("    label=\(Self.dotQuoted("\(model.name)  (\(kind))")); style=\"rounded,filled\"; fillcolor=\"#fdf3e4\"; color=\"#d59a4a\"; fontsize=13;")
            lines.append("    \(Self.dotQuoted(model.id.rawValue)) [label=\(Self.dotQuoted("instance")), shape=box3d, fillcolor=\"#f8ddb4\", color=\"#b07a30\"];")
            for property in properties { lines.append("    " + Self.dotNode(property)) }
            lines.append("  }")
        }
        // Nodes that belong to no cluster (a filtered graph can keep a lone property's model only).
        for node in nodes where node.kind != .view && node.kind != .model && node.view == nil && node.model == nil {
            lines.append("  " + Self.dotNode(node))
        }
        for edge in Self.drawnEdges(edges) {
            lines.append("  \(Self.dotQuoted(edge.from.rawValue)) -> \(Self.dotQuoted(edge.to.rawValue)) [\(Self.dotAttributes(edge))];")
        }
        lines += legend(kinds: Set(edges.map(\.kind)))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// One drawn edge per (kind, from, to, label, flags): repeated reads of the same value are one arrow.
    static func drawnEdges(_ edges: [GraphEdge]) -> [GraphEdge] {
        var seen: Set<String> = []
        return edges.filter { edge in
            let key = [edge.kind.rawValue, edge.from.rawValue, edge.to.rawValue, edge.label ?? "", edgeFlags(edge).joined(separator: ",")].joined(separator: "|")
            return seen.insert(key).inserted
        }
    }

    static func edgeFlags(_ edge: GraphEdge) -> [String] {
        var flags: [String] = []
        if edge.isConditional { flags.append("if") }
        if edge.isInForEach { flags.append("ForEach") }
        if edge.isNavigationDestination { flags.append("navigation") }
        if let passedBy = edge.passedBy { flags.append("passed by \(passedBy.rawValue.dropFirst("view:".count))") }
        return flags
    }

    /// What an edge says beside its arrow.
    static func edgeCaption(_ edge: GraphEdge) -> String {
        switch edge.kind {
        case .passes: "passes \(edge.label ?? "")".trimmingTrailingSpace
        case .instantiates: edgeFlags(edge).isEmpty ? "" : edgeFlags(edge).joined(separator: ", ")
        default: edge.kind.rawValue
        }
    }

    /// The Swift a declaration or property stands for, as a short label.
    static func caption(of node: GraphNode) -> String {
        let type = node.type.map { ": \($0)" } ?? ""
        switch node.kind {
        case .state: return "@State \(node.name)\(type)"
        case .binding: return "@Binding \(node.name)\(type)"
        case .stateObject: return "@StateObject \(node.name)\(type)"
        case .observedObject: return "@ObservedObject \(node.name)\(type)"
        case .environmentObject: return "@EnvironmentObject \(node.name)\(type)"
        case .environment: return "@Environment \(node.name)\(type)"
        case .environmentValue: return "@Environment \(node.name)\(type)"
        case .query: return "@Query \(node.name)\(type)"
        case .bindable: return "@Bindable \(node.name)\(type)"
        case .let: return "let \(node.name)\(type)"
        case .computed: return "var \(node.name)\(type) { }"
        case .modelProperty:
            let wrapper = node.isObserved == true ? "" : "(not observed) "
            return "\(wrapper)\(node.name)\(type)"
        case .environmentProvider:
            if node.isHostProvided == true { return "host provides \(node.name)" }
            return node.modelKind == .observable ? ".environment(\(node.name))" : ".environmentObject(\(node.name))"
        case .view, .model: return node.name
        }
    }

    private static func dotNode(_ node: GraphNode) -> String {
        var attributes = ["label=\(dotQuoted(caption(of: node)))"]
        switch node.kind {
        case .state, .stateObject:
            // Storage the view owns: solid and strong.
            attributes += ["fillcolor=\"#d7ecd9\"", "color=\"#2e7d32\"", "penwidth=1.6"]
        case .binding, .observedObject, .environmentObject, .environment, .environmentValue, .bindable, .let, .query:
            attributes += ["fillcolor=\"white\"", "color=\"#5f7d9f\"", "style=\"rounded,filled,dashed\""]
        case .computed:
            attributes += ["fillcolor=\"#f4f4f4\"", "color=\"#999999\""]
        case .modelProperty:
            attributes += node.isObserved == true
                ? ["fillcolor=\"#fff8ec\"", "color=\"#d59a4a\""]
                : ["fillcolor=\"#f4f4f4\"", "color=\"#bbbbbb\"", "fontcolor=\"#888888\""]
        case .environmentProvider:
            attributes += ["shape=cds", "style=filled", "fillcolor=\"#eadcf3\"", "color=\"#6a1b9a\""]
        case .view, .model:
            break
        }
        return "\(dotQuoted(node.id.rawValue)) [\(attributes.joined(separator: ", "))];"
    }

    static func dotStyle(_ kind: EdgeKind) -> String {
        switch kind {
        case .owns: "color=\"#1b5e20\", penwidth=2.6, arrowhead=diamond"
        case .instantiates: "color=\"#4a6f9f\", penwidth=1.6, arrowhead=normal"
        case .passes: "color=\"#1565c0\", arrowhead=normal"
        case .binds: "color=\"#2e7d32\", style=bold, arrowhead=empty"
        case .injects: "color=\"#6a1b9a\", penwidth=1.4, arrowhead=vee"
        case .consumes: "color=\"#6a1b9a\", style=dashed, arrowhead=open"
        case .reads: "color=\"#e67e00\", style=dashed, arrowhead=open"
        case .writes: "color=\"#c62828\", arrowhead=normal"
        }
    }

    private static func dotAttributes(_ edge: GraphEdge) -> String {
        var attributes = [dotStyle(edge.kind)]
        let caption = edgeCaption(edge)
        if !caption.isEmpty { attributes.append("label=\(dotQuoted(caption)), fontcolor=\"#555555\"") }
        if edge.kind == .instantiates, edge.isConditional { attributes[0] = dotStyle(.instantiates) + ", style=dashed" }
        return attributes.joined(separator: ", ")
    }

    private func legend(kinds: Set<EdgeKind>) -> [String] {
        let shown = EdgeKind.allCases.filter(kinds.contains)
        guard !shown.isEmpty else { return [] }
        var lines = [
            "  subgraph \"cluster_legend\" {",
            "    label=\"edges\"; style=\"rounded\"; color=\"#bbbbbb\"; fontsize=11;",
            "    node [shape=point, width=0.05, color=\"#999999\", label=\"\"];",
        ]
        for kind in shown {
            lines.append("    \"legend:\(kind.rawValue):from\" -> \"legend:\(kind.rawValue):to\" [\(Self.dotStyle(kind)), label=\"\(kind.rawValue)\"];")
        }
        lines.append("  }")
        return lines
    }

    static func dotQuoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }
}

extension String {
    var trimmingTrailingSpace: String {
        var result = self
        while result.hasSuffix(" ") { result.removeLast() }
        return result
    }
}

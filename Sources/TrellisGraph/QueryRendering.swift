import TrellisDiagnostics

extension DependencyGraph {
    /// One line per step of an explanation, such as "`EditToggleRow.isEditing` binds to `ProfileScreen.isEditing`".
    public func explanation(of edge: GraphEdge) -> String {
        let from = displayName(edge.from)
        let to = displayName(edge.to)
        let sentence = switch edge.kind {
        case .reads: "\(from) reads \(to)"
        case .writes: "\(from) writes \(to)"
        case .passes: "\(from) is passed to \(to)"
        case .binds: "\(from) binds to \(to)"
        case .owns: "\(from) owns \(to)"
        case .injects: "\(from) injects into \(to)"
        case .consumes: "\(from) consumes \(to)"
        case .instantiates: "\(from) instantiates \(to)"
        }
        let through = edge.through.isEmpty ? "" : " (through \(edge.through.map(displayName).joined(separator: ", ")))"
        return "\(sentence)\(through) at \(edge.location)"
    }

    func displayName(_ id: NodeID) -> String {
        guard let node = node(id) else { return "`\(id)`" }
        switch node.kind {
        case .view: return "`\(node.name)`"
        case .environmentProvider:
            if node.isHostProvided == true { return "the host of `\(node.view ?? "")`" }
            return "`\(Self.caption(of: node))` in `\(node.view ?? "")`"
        default: return "`\(node.qualifiedName)`"
        }
    }

    public func text(of answer: AffectedByAnswer) -> String {
        switch answer {
        case .notObserved(let source):
            return "\(displayName(source)) is not observed (neither `@Published` nor tracked): changing it re-evaluates no body\n"
        case .views(let source, let views):
            var lines = ["\(displayName(source)) re-evaluates \(views.count) \(views.count == 1 ? "view" : "views")\(views.isEmpty ? "" : ":")"]
            for affected in views {
                lines.append("\(affected.view)\(affected.becauseInputChanged ? " (an input changes)" : "")")
                for edge in affected.path { lines.append("  " + explanation(of: edge)) }
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }

    public func jsonText(of answer: AffectedByAnswer) -> String {
        let members: [(key: String, value: JSONValue)]
        switch answer {
        case .notObserved(let source):
            members = [("value", .string(source.rawValue)), ("observed", .boolean(false)), ("views", .array([]))]
        case .views(let source, let views):
            members = [
                ("value", .string(source.rawValue)),
                ("observed", .boolean(true)),
                ("views", .array(views.map { affected in
                    .object([
                        ("view", .string(affected.view)),
                        ("inputChanged", .boolean(affected.becauseInputChanged)),
                        ("path", .array(affected.path.map(\.json))),
                    ])
                })),
            ]
        }
        return JSONValue.object(members).serialized() + "\n"
    }

    public func text(ofProviderPaths paths: [ProviderPath], type: String, view: String) -> String {
        guard !paths.isEmpty else { return "no path from a root reaches `\(view)`\n" }
        let missing = paths.filter { $0.provider == nil }.count
        var lines = ["`\(type)` for `\(view)`: \(paths.count) \(paths.count == 1 ? "path" : "paths"), \(missing) without a provider"]
        let routes = Self.distinguishedRoutes(paths)
        for (path, route) in zip(paths, routes) {
            if let provider = path.provider, let location = path.providerLocation {
                lines.append("\(route): provided by \(displayName(provider)) at \(location)")
            } else {
                lines.append("\(route): NOT PROVIDED; `\(view)` would crash when mounted this way (TRL205)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// "A → B → C" for each path; paths through the same views (a view used at two call sites)
    /// also name the call sites where they part, "A → B (`B` at f.xml:9:7) → C".
    static func distinguishedRoutes(_ paths: [ProviderPath]) -> [String] {
        var byViews: [[String]: [Int]] = [:]
        for (index, path) in paths.enumerated() { byViews[path.views, default: []].append(index) }
        return paths.enumerated().map { index, path in
            let twins = byViews[path.views]!.filter { $0 != index }.map { paths[$0] }
            guard !twins.isEmpty else { return path.views.joined(separator: " → ") }
            var parts = [path.views[0]]
            for (step, location) in path.callSites.enumerated() {
                let child = path.views[step + 1]
                let differs = twins.contains { $0.callSites.indices.contains(step) && $0.callSites[step] != location }
                parts.append(differs ? "\(child) (call site at \(location))" : child)
            }
            return parts.joined(separator: " → ")
        }
    }

    public func jsonText(ofProviderPaths paths: [ProviderPath], type: String, view: String) -> String {
        let document = JSONValue.object([
            ("type", .string(type)),
            ("view", .string(view)),
            ("paths", .array(paths.map { path in
                var members: [(key: String, value: JSONValue)] = [
                    ("views", .array(path.views.map { .string($0) })),
                    ("callSites", .array(path.callSites.map(\.json))),
                ]
                if let provider = path.provider { members.append(("provider", .string(provider.rawValue))) }
                if let location = path.providerLocation { members.append(("providerLocation", location.json)) }
                return .object(members)
            })),
        ])
        return document.serialized() + "\n"
    }
}

/// An assignment in a view's own `init` that gives one of the view's stored declarations its
/// value, as Swift writes it: `self.title = ...` or `title = ...` for a `let`, `_isOn = isOn`
/// for a `binding`, `_model = StateObject(wrappedValue: ...)`, `_draft = State(initialValue: ...)`,
/// `_model = ObservedObject(wrappedValue: ...)` or `self.model = ...`, `_model = Bindable(...)`,
/// `_items = Query(filter: ..., sort: ...)` for a `query`. Checking and generation read the same forms from here.
public struct ViewInitializerAssignment: Sendable {
    public enum Match: Sendable {
        /// A form that gives `property` the value `value` (the wrapper's argument when wrapped).
        case gives(property: PropertyDecl, value: Expr)
        /// An assignment to `property` in a form that does not give it its value; `expected` is
        /// the form that does.
        case misspelled(property: PropertyDecl, expected: String)
    }

    /// The assignment's match, or `nil` when it assigns none of the view's stored declarations
    /// (a local, or something else Swift judges). `parameters` are the `init`'s, which hide the
    /// view's declarations of the same name when written without `self.`.
    public static func match(_ statement: Statement, in view: ViewDecl, parameters: Set<String>) -> Match? {
        guard case .assignment(let target, "=", let value) = statement.kind else { return nil }
        let written: String
        var viaSelf = false
        switch target.kind {
        case .identifier(let name): written = name
        case .member(let base, let name, _):
            guard case .identifier("self") = base.kind else { return nil }
            written = name
            viaSelf = true
        default: return nil
        }
        let isStorage = written.hasPrefix("_") && written.count > 1
        let name = isStorage ? String(written.dropFirst()) : written
        if !viaSelf, !isStorage, parameters.contains(name) { return nil }
        guard let property = view.properties.first(where: { $0.name.name == name }), let expected = expectedForm(of: property) else { return nil }
        if isStorage {
            switch property.kind {
            case .binding, .focusBinding:
                return .gives(property: property, value: value)
            case .state:
                if let wrapped = wrappedValue(of: value, wrapper: "State", labels: ["initialValue", "wrappedValue"]) { return .gives(property: property, value: wrapped) }
            case .stateObject:
                if let wrapped = wrappedValue(of: value, wrapper: "StateObject", labels: ["wrappedValue"]) { return .gives(property: property, value: wrapped) }
            case .observedObject:
                if let wrapped = wrappedValue(of: value, wrapper: "ObservedObject", labels: ["wrappedValue", "initialValue"]) { return .gives(property: property, value: wrapped) }
            case .bindable:
                if let wrapped = wrappedValue(of: value, wrapper: "Bindable", labels: [nil, "wrappedValue"]) { return .gives(property: property, value: wrapped) }
            case .query:
                // The query itself is the value: `Query(filter: #Predicate { … }, sort: …)`.
                if case .call(let callee, _) = value.kind, isQueryType(callee) { return .gives(property: property, value: value) }
            default:
                break
            }
            return .misspelled(property: property, expected: expected)
        }
        switch property.kind {
        case .let, .observedObject, .bindable: return .gives(property: property, value: value)
        default: return .misspelled(property: property, expected: expected)
        }
    }

    /// Whether the declaration is stored by the view and may be given its value by `init`, and
    /// how Swift gives it: `nil` for declarations an `init` cannot set (computed values,
    /// storage and the environment).
    public static func expectedForm(of property: PropertyDecl) -> String? {
        let name = property.name.name
        switch property.kind {
        case .let: return "self.\(name) = …"
        case .binding: return "_\(name) = \(name)"
        case .focusBinding: return "_\(name) = \(name)"
        case .state: return "_\(name) = State(initialValue: …)"
        case .stateObject: return "_\(name) = StateObject(wrappedValue: …)"
        case .observedObject: return "self.\(name) = …"
        case .bindable: return "self.\(name) = …"
        case .query: return "_\(name) = Query(…)"
        case .environmentObject, .environment, .environmentValue, .computed, .appStorage, .sceneStorage, .focusState, .namespace, .gestureState: return nil
        }
    }

    /// Whether a view with its own `init` must be given this declaration's value by it, as Swift
    /// requires of a stored property without an initial value.
    public static func needsValue(_ property: PropertyDecl) -> Bool {
        switch property.kind {
        case .let, .binding, .focusBinding, .bindable, .state, .stateObject, .observedObject: property.initial == nil
        case .environmentObject, .environment, .environmentValue, .computed, .appStorage, .sceneStorage, .focusState, .namespace, .gestureState, .query: false
        }
    }

    /// `Query` or `Query<Item>`.
    private static func isQueryType(_ callee: Expr) -> Bool {
        switch callee.kind {
        case .identifier("Query"): true
        case .specializedType(let type): if case .named("Query", _) = type.reference { true } else { false }
        default: false
        }
    }

    /// `e` of `Wrapper(label: e)`, or of `.init(label: e)`, whose type Swift reads from the
    /// wrapper being assigned.
    private static func wrappedValue(of value: Expr, wrapper: String, labels: [String?]) -> Expr? {
        guard case .call(let callee, let arguments) = value.kind, arguments.count == 1, labels.contains(arguments[0].label) else { return nil }
        switch callee.kind {
        case .identifier(wrapper), .implicitMember("init"): return arguments[0].value
        default: return nil
        }
    }

    /// Each statement of `statements` and of the blocks they hold, in order, with `transform`
    /// applied: the `init`'s assignments are found (and rewritten) wherever they are.
    public static func rewriting(_ statements: [Statement], _ transform: (Statement) -> Statement?) -> [Statement] {
        statements.map { statement in
            transform(statement) ?? StatementWalk.mappingNestedBlocks(of: statement) { rewriting($0, transform) }
        }
    }
}

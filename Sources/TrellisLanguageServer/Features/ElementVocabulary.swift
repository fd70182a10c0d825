import TrellisDiagnostics
import TrellisSemantics
import TrellisSyntax

/// The element and attribute names completion offers. Everything comes through `current(program:)`,
/// the one place that knows where names come from (the built-in tables and the declarations of
/// the workspace today; the prelude's declarations when the vocabulary is declared in XML).
struct ElementVocabulary {
    struct Element {
        enum Kind { case declaration, view, builtinView, controlFlow, modifier }
        var name: String
        var kind: Kind
        var detail: String
        var attributes: [AttributeName]
    }

    struct AttributeName {
        var name: String
        var detail: String
        var isRequired: Bool
    }

    var elements: [String: Element]

    static func current(program: CheckedProgram?) -> ElementVocabulary {
        var elements: [String: Element] = [:]
        func add(_ name: String, _ kind: Element.Kind, _ detail: String, _ attributes: [(String, String, Bool)]) {
            elements[name] = Element(name: name, kind: kind, detail: detail, attributes: attributes.map { AttributeName(name: $0.0, detail: $0.1, isRequired: $0.2) })
        }
        let allowance = [("allow", "warnings accepted here, e.g. TRL203", false), ("reason", "why the warning is accepted", false)]
        add("trellis", .declaration, "the root of a screen file", [])
        add("view", .declaration, "struct Name: View", [("name", "the view's name", true), ("root", "mounted by the host", false), ("hostProvides", "environment objects the host injects", false)])
        add("body", .declaration, "var body: some View", [])
        add("state", .declaration, "@State: owned by this view, created once per identity", [("name", "", true), ("type", "", true), ("initial", "", true)] + allowance)
        add("binding", .declaration, "@Binding: a source of truth the parent owns", [("name", "", true), ("type", "", true)] + allowance)
        add("stateObject", .declaration, "@StateObject: an object owned by this view, created once per identity", [("name", "", true), ("type", "", true), ("initial", "", true), ("perRow", "rows own their objects", false)] + allowance)
        add("observedObject", .declaration, "@ObservedObject: an object the parent passes", [("name", "", true), ("type", "", true)] + allowance)
        add("environmentObject", .declaration, "@EnvironmentObject: an object an ancestor provides; as a modifier, provides one", [("name", "", false), ("type", "", false), ("value", "the object provided", false)] + allowance)
        add("environment", .declaration, "@Environment(Model.self): an @Observable model an ancestor provides", [("name", "", false), ("type", "", false), ("value", "the model provided", false)])
        add("bindable", .declaration, "@Bindable: an @Observable model from the parent", [
            ("name", "", true), ("type", "the model's type, for an input", false), ("initial", "in a body: the model bound, Swift's `@Bindable var model = model`", false),
        ])
        add("query", .declaration, "@Query: the models of a SwiftData context", [
            ("name", "", true), ("type", "an array of a model, `[Item]`", true), ("sort", "a key path, `\\Item.date`, or `[SortDescriptor(…)]`", false),
            ("order", "`.forward` or `.reverse`", false), ("filter", "a `Bool` of each model `$0`, `#Predicate`'s body", false),
        ] + allowance)
        add("let", .declaration, "let: an input the parent passes", [("name", "", true), ("type", "", true), ("default", "", false)])
        add("computed", .declaration, "var name: Type { value }", [("name", "", true), ("type", "", true), ("value", "", true)])
        add("model", .declaration, "final class Name: ObservableObject (or @Observable)", [("name", "", true), ("kind", "observableObject or observable", false), ("external", "written by hand in Swift", false)])
        add("published", .declaration, "@Published var (tracked in an @Observable model)", [("name", "", true), ("type", "", true), ("initial", "", false)])
        add("property", .declaration, "a model property that is not observed", [("name", "", true), ("type", "", true), ("initial", "", false), ("ignored", "@ObservationIgnored", false)])
        add("method", .declaration, "func name(...)", [("name", "", true), ("returns", "", false)])
        add("parameter", .declaration, "a method parameter", [("label", "", false), ("name", "", false), ("type", "", true)])
        add("struct", .declaration, "struct Name", [("name", "", true), ("external", "", false), ("identifiable", "conforms to Identifiable", false)])
        add("field", .declaration, "a stored property of a struct", [("name", "", true), ("type", "", true), ("initial", "", false), ("static", "", false)])
        add("if", .controlFlow, "if condition { ... }", [("condition", "a Bool expression", true)])
        add("else", .controlFlow, "else { ... }", [])
        add("switch", .controlFlow, "switch value { case ... }", [("value", "the value switched over", true)])
        add("case", .controlFlow, "case .name: ... (inside a `<switch>`)", [("value", "a value, `.loaded`", false), ("pattern", "a pattern, `let .failed(error)`", false)])
        add("ForEach", .controlFlow, "ForEach(items, id:) { item in ... }", [("items", "a collection", true), ("id", "a key path such as \\.id", false), ("item", "the row's name", true)])
        // The declared vocabulary: the prelude's views and modifiers, then the program's own
        // `<view external>` and `<modifier>` declarations. Attributes are every overload's
        // parameters; slots other than the first are child elements, not attributes.
        let interfaces = Prelude.standard.flatMap(\.interfaces) + (program?.files.flatMap(\.interfaces) ?? [])
        for interface in interfaces where !interface.isUnavailable {
            var attributes: [(String, String, Bool)] = []
            var seen = Set<String>()
            for overload in interface.overloads {
                for parameter in overload.parameters where !parameter.isSlot && seen.insert(parameter.name.name).inserted {
                    let required = interface.overloads.allSatisfy { signature in
                        signature.parameters.contains { $0.name.name == parameter.name.name && $0.isRequired }
                    }
                    attributes.append((parameter.name.name, parameter.typeText ?? "", required))
                }
            }
            let isModifier = interface.kind == .modifier
            let detail = isModifier ? "SwiftUI modifier `.\(interface.name.name)`" : "SwiftUI `\(interface.name.name)`"
            add(interface.name.name, isModifier ? .modifier : .builtinView, detail, attributes)
        }
        // The language reads these modifiers' attributes itself (`onChange` names its values).
        add("id", .modifier, ".id(value): the view's identity", [("value", "", true)])
        add("onAppear", .modifier, ".onAppear { action }", [("action", "", true)])
        add("onDisappear", .modifier, ".onDisappear { action }", [("action", "", true)])
        add("onChange", .modifier, ".onChange(of:) { old, new in action }", [("of", "", true), ("old", "", false), ("new", "", false), ("initial", "", false), ("action", "", true)])
        if let program {
            for name in program.viewNames {
                guard let view = program.view(named: name) else { continue }
                if !view.initializers.isEmpty {
                    // `<init parameters="country: Country, details: Loadable<Details> = .notRequested">`:
                    // the call passes its parameters, those without a default required; of
                    // several `init`s, every parameter, required where every `init` requires it.
                    var parameters: [(String, String, Bool)] = []
                    for initializer in view.initializers {
                        for parameter in initializer.parameters where !parameters.contains(where: { $0.0 == parameter.name.name }) {
                            let required = view.initializers.allSatisfy { other in other.parameters.contains { $0.name.name == parameter.name.name && $0.defaultValue == nil } }
                            parameters.append((parameter.name.name, parameter.type.map { "\($0.reference)" } ?? "", required))
                        }
                    }
                    add(name, .view, "struct \(name): View", parameters)
                    continue
                }
                let inputs = view.properties.filter { $0.kind.isInput && $0.kind != .state && $0.kind != .stateObject }
                // A `let` without a value is passed, as Swift's memberwise initializer takes it.
                add(name, .view, "struct \(name): View", inputs.map { ($0.name.name, "\(ownershipWord($0.kind)) \($0.type.reference)", $0.initial == nil) })
            }
        }
        return ElementVocabulary(elements: elements)
    }

    /// The elements that may be written inside `parent` (the enclosing element's name).
    /// The elements written inside `parent`; `grandparent` tells a view's named slot
    /// (`<detail>` of `<NavigationSplitView>`, `<label>` of `<Menu>`), which holds views.
    func children(of parent: String?, in grandparent: String? = nil) -> [Element] {
        let names: [String]
        switch parent {
        case nil: names = ["trellis"]
        case "trellis": names = ["view", "model", "struct"]
        case "view": names = ["state", "binding", "stateObject", "observedObject", "environmentObject", "environment", "bindable", "query", "let", "computed", "body"]
        case "model": names = ["published", "property", "method"]
        case "method": names = ["parameter"]
        case "struct": names = ["field"]
        default:
            let isSlot = parent.map { elements[$0] == nil } == true && grandparent?.first?.isUppercase == true
            let isView = isSlot || parent.map { $0.first?.isUppercase == true || $0 == "body" || $0 == "if" || $0 == "else" || $0 == "case" || $0 == "default" } ?? false
            guard isView else { return [] }
            var views = elements.values.filter { $0.kind == .view || $0.kind == .builtinView || $0.kind == .controlFlow }.map(\.name)
            if parent != "body" { views += elements.values.filter { $0.kind == .modifier }.map(\.name) + ["environmentObject", "environment"] }
            names = views
        }
        return Set(names).compactMap { elements[$0] }.sorted { $0.name < $1.name }
    }

    func attributes(of element: String) -> [AttributeName] {
        elements[element]?.attributes ?? []
    }

    /// The values an attribute takes from a fixed set: flags, a model's kind, the warnings `allow` accepts.
    static func valueChoices(attribute: String, element: String) -> [(value: String, detail: String)]? {
        switch (element, attribute) {
        case ("model", "kind"):
            return [("observableObject", "ObservableObject with @Published properties"), ("observable", "@Observable (Observation)")]
        case (_, "root"), (_, "external"), (_, "identifiable"), (_, "perRow"), (_, "static"), (_, "ignored"):
            return [("true", ""), ("false", "")]
        case (_, "allow"):
            return Catalog.allowableWarnings.sorted().map { ($0, Explanations.all[$0]?.split(separator: "\n").first.map(String.init) ?? "") }
        default:
            return nil
        }
    }

    static func ownershipWord(_ kind: PropertyKind) -> String {
        switch kind {
        case .state: "@State"
        case .binding: "@Binding"
        case .stateObject: "@StateObject"
        case .observedObject: "@ObservedObject"
        case .environmentObject: "@EnvironmentObject"
        case .environment, .environmentValue: "@Environment"
        case .bindable: "@Bindable"
        case .let: "let"
        case .computed: "computed"
        case .appStorage: "@AppStorage"
        case .sceneStorage: "@SceneStorage"
        case .focusState: "@FocusState"
        case .focusBinding: "@FocusState.Binding"
        case .namespace: "@Namespace"
        case .gestureState: "@GestureState"
        case .query: "@Query"
        }
    }
}

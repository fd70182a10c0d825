/// Names the compiler reserves for the runtime and generated code; the views and modifiers
/// themselves are declared in the prelude.
enum BuiltinViews {
    static let names: Set<String> = [
        "VStack", "HStack", "Text", "Button", "Toggle", "TextField", "List", "ForEach",
        "NavigationStack", "NavigationLink", "Group", "Spacer", "EmptyView",
    ]

    /// Public names of the runtime (and of Observation) that generated code refers to: a
    /// declaration of the same name would shadow them, and the generated Swift would not compile.
    static let runtimeNames: Set<String> = names.union([
        "View", "ViewList", "AnyView", "TupleView", "_ConditionalContent", "_ViewArray", "ViewBuilder", "ViewListBuilder",
        "DynamicProperty", "PreciseInvalidation", "ObservableObject", "Published", "State", "StateObject", "ObservedObject",
        "EnvironmentObject", "Binding", "Bindable", "Environment", "AnyCancellable", "Timer", "ViewHost", "ViewHostError",
        "HorizontalAlignment", "VerticalAlignment", "TrellisLog", "Observable", "ObservationIgnored", "Identifiable",
        "GeneratedBody", "ViewContext", "InitialState", "GeneratedModel", "ChildViews", "Arithmetic", "PersistentModel",
    ])

    /// Methods every view has in the runtime: the modifiers.
    static let viewMethods: Set<String> = ["id", "onAppear", "onDisappear", "onChange", "environmentObject", "environment"]

    /// Members that every generated `ObservableObject` model inherits from `GeneratedModel`.
    static let generatedModelMembers: Set<String> = [
        "objectWillChange", "addProperty", "addUnsetProperty", "published", "setPublished", "plain", "setPlain",
    ]
}

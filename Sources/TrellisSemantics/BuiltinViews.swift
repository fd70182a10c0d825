/// The SwiftUI views Trellis provides, and what their attributes accept.
enum BuiltinViews {
    enum ParameterKind: Equatable {
        /// A `String`, usually literal text with `{expr}` holes.
        case text
        /// A `Binding<T>`: needs a `$` projection.
        case binding(ResolvedType)
        /// Statements.
        case action
    }

    struct Parameter {
        let label: String
        let kind: ParameterKind
        let isRequired: Bool
    }

    /// What a view takes between its tags, besides modifiers.
    enum Content: Equatable {
        /// Nothing: a child view or text would not be part of the program.
        case none
        /// Child views (for `NavigationLink`, its destination).
        case views
        /// Text with `{expr}` holes.
        case text
    }

    static let content: [String: Content] = [
        "VStack": .views, "HStack": .views, "List": .views, "ForEach": .views, "NavigationStack": .views,
        "NavigationLink": .views, "Group": .views, "Text": .text,
        "Button": .none, "Toggle": .none, "TextField": .none, "Spacer": .none, "EmptyView": .none,
    ]

    static let names: Set<String> = [
        "VStack", "HStack", "Text", "Button", "Toggle", "TextField", "List", "ForEach",
        "NavigationStack", "NavigationLink", "Group", "Spacer", "EmptyView",
    ]

    /// SwiftUI views Trellis does not provide yet: an element so named is reported as what it is,
    /// not as a misspelling of a view Trellis has.
    static let swiftUIViewsNotInTrellis: Set<String> = [
        "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow", "ScrollView", "ScrollViewReader",
        "Form", "Section", "GroupBox", "DisclosureGroup", "OutlineGroup", "ControlGroup", "LabeledContent", "Table",
        "TabView", "NavigationSplitView", "NavigationView", "GeometryReader", "ViewThatFits", "TimelineView", "Canvas",
        "Label", "Image", "AsyncImage", "Divider", "Color", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
        "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "Gauge", "ProgressView", "SecureField", "TextEditor",
        "Link", "ShareLink", "Menu", "EditButton", "PasteButton", "ContentUnavailableView", "ToolbarItem",
        "ToolbarItemGroup",
    ]

    /// Public names of the runtime (and of Observation) that generated code refers to: a
    /// declaration of the same name would shadow them, and the generated Swift would not compile.
    static let runtimeNames: Set<String> = names.union([
        "View", "ViewList", "AnyView", "TupleView", "_ConditionalContent", "_ViewArray", "ViewBuilder", "ViewListBuilder",
        "DynamicProperty", "PreciseInvalidation", "ObservableObject", "Published", "State", "StateObject", "ObservedObject",
        "EnvironmentObject", "Binding", "Bindable", "Environment", "AnyCancellable", "Timer", "ViewHost", "ViewHostError",
        "HorizontalAlignment", "VerticalAlignment", "TrellisLog", "Observable", "ObservationIgnored", "Identifiable",
        "GeneratedBody", "ViewContext", "InitialState", "GeneratedModel", "ChildViews", "Arithmetic",
    ])

    /// Methods every view has in the runtime: the modifiers.
    static let viewMethods: Set<String> = ["id", "onAppear", "onDisappear", "onChange", "environmentObject", "environment"]

    /// Members that every generated `ObservableObject` model inherits from `GeneratedModel`.
    static let generatedModelMembers: Set<String> = [
        "objectWillChange", "addProperty", "addUnsetProperty", "published", "setPublished", "plain", "setPlain",
    ]

    static func parameters(of view: String) -> [Parameter] {
        switch view {
        case "Button":
            [Parameter(label: "title", kind: .text, isRequired: false), Parameter(label: "action", kind: .action, isRequired: false)]
        case "Toggle":
            [Parameter(label: "title", kind: .text, isRequired: false), Parameter(label: "isOn", kind: .binding(.bool), isRequired: true)]
        case "TextField":
            [Parameter(label: "title", kind: .text, isRequired: false), Parameter(label: "text", kind: .binding(.string), isRequired: true)]
        case "NavigationLink":
            [Parameter(label: "title", kind: .text, isRequired: false)]
        default:
            []
        }
    }
}

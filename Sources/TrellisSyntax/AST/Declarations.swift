import TrellisDiagnostics

/// One input file after parsing: its declarations in document order and its
/// XML comments (which carry `expected-error` directives in verify mode).
public struct SourceFileSyntax: Hashable, Sendable {
    public var path: String
    public var views: [ViewDecl]
    public var models: [ModelDecl]
    public var structs: [StructDecl]
    /// `<view external="true">` and `<modifier>`: interfaces of views and modifiers written in Swift.
    public var interfaces: [InterfaceDecl]
    /// `<enum>`: Swift enums, generated or written by hand.
    public var enums: [EnumDecl] = []
    /// `<environmentValue>`: custom values of `EnvironmentValues`.
    public var environmentValues: [EnvironmentValueDecl] = []
    /// `<protocol>`: Swift protocols, generated or written by hand.
    public var protocols: [ProtocolDecl] = []
    /// Type names called in code reported as not supported yet and left unread (an enum's
    /// computed view): views it may instantiate, so none is taken for a root the author meant.
    public var namesInUnreadCode: Set<String> = []
    /// `<extension>`: members the program's Swift adds to a type, SwiftUI's and Foundation's included.
    public var extensions: [ExtensionDecl] = []
    /// File-level `<let>` constants and `<function>`s written in the program's Swift, declared
    /// by their interface: `let appName: String`, `func formatDuration(_ seconds: Int) -> String`.
    public var fileConstants: [StructDecl.Field] = []
    public var fileFunctions: [MethodDecl] = []
    public var comments: [Comment]

    public init(path: String, views: [ViewDecl] = [], models: [ModelDecl] = [], structs: [StructDecl] = [], interfaces: [InterfaceDecl] = [], comments: [Comment] = []) {
        self.path = path
        self.views = views
        self.models = models
        self.structs = structs
        self.interfaces = interfaces
        self.comments = comments
    }
}

extension SourceFileSyntax {
    /// The names the file declares for other files to use.
    public var topLevelNames: Set<String> {
        var names = Set(views.map(\.name.name))
        names.formUnion(models.map(\.name.name))
        names.formUnion(structs.map(\.name.name))
        names.formUnion(interfaces.map(\.name.name))
        names.formUnion(enums.map(\.name.name))
        names.formUnion(protocols.map(\.name.name))
        names.formUnion(environmentValues.map(\.name.name))
        names.formUnion(fileConstants.map(\.name.name))
        names.formUnion(fileFunctions.map(\.name.name))
        return names
    }
}

public struct Comment: Hashable, Sendable {
    public var text: String
    public var location: SourceLocation

    public init(text: String, location: SourceLocation) {
        self.text = text
        self.location = location
    }
}

/// `<view name>`: a `struct Name: View`. Its fields share one box between copies (see `CopyOnWrite`).
public struct ViewDecl: Hashable, Sendable {
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var name: Identifier
        @usableFromInline var isRoot: Bool
        @usableFromInline var isApp: Bool
        @usableFromInline var hostProvides: [Identifier]
        @usableFromInline var properties: [PropertyDecl]
        @usableFromInline var slots: [ParameterDecl]
        @usableFromInline var viewMembers: [ViewMemberDecl]
        @usableFromInline var functions: [ViewFunctionDecl]
        @usableFromInline var initializers: [ViewFunctionDecl]
        @usableFromInline var body: [ViewNode]
        @usableFromInline var location: SourceLocation
        @usableFromInline var droppedContent: [DroppedContent]
        @usableFromInline var mayPlaceModifiers: Bool
        @usableFromInline var holdsStackWithModifiers = false
        @usableFromInline var isViewModifier = false
        @usableFromInline var elementCode: [ElementCode] = []
    }

    @usableFromInline var fields: CopyOnWrite<Fields>

    @inlinable public var name: Identifier {
        _read { yield fields.value.name }
        _modify { yield &fields.value.name }
    }
    /// `root="true"`: the host mounts this view even if another view instantiates it.
    @inlinable public var isRoot: Bool {
        _read { yield fields.value.isRoot }
        _modify { yield &fields.value.isRoot }
    }
    /// `<app name>`: the program's entry, `struct Name: App`, whose body is its `WindowGroup`. It
    /// is a root: its state lives as long as the app, and what it injects reaches every screen.
    @inlinable public var isApp: Bool {
        _read { yield fields.value.isApp }
        _modify { yield &fields.value.isApp }
    }
    /// `hostProvides="A B"`: environment objects the host injects above this root.
    @inlinable public var hostProvides: [Identifier] {
        _read { yield fields.value.hostProvides }
        _modify { yield &fields.value.hostProvides }
    }
    @inlinable public var properties: [PropertyDecl] {
        _read { yield fields.value.properties }
        _modify { yield &fields.value.properties }
    }
    /// `<slot name>`: view content a call site passes, placed in the body with `<slot/>`.
    @inlinable public var slots: [ParameterDecl] {
        _read { yield fields.value.slots }
        _modify { yield &fields.value.slots }
    }
    /// `<computed>` views and view-building `<function>`s, in document order.
    @inlinable public var viewMembers: [ViewMemberDecl] {
        _read { yield fields.value.viewMembers }
        _modify { yield &fields.value.viewMembers }
    }
    /// Helper `<function>`s holding code, in document order.
    @inlinable public var functions: [ViewFunctionDecl] {
        _read { yield fields.value.functions }
        _modify { yield &fields.value.functions }
    }
    /// `<init>`s with `<parameter>`s and code, in document order: the view's own `init`s, which
    /// call sites call instead of the memberwise one, each placement choosing one as Swift
    /// chooses an overload. Each is named `init`.
    @inlinable public var initializers: [ViewFunctionDecl] {
        _read { yield fields.value.initializers }
        _modify { yield &fields.value.initializers }
    }
    @inlinable public var body: [ViewNode] {
        _read { yield fields.value.body }
        _modify { yield &fields.value.body }
    }
    @inlinable public var location: SourceLocation {
        _read { yield fields.value.location }
        _modify { yield &fields.value.location }
    }
    /// Elements of views written in the view's body that hold only code, each read as text
    /// too: see `ElementCode`.
    @inlinable public var elementCode: [ElementCode] {
        _read { yield fields.value.elementCode }
        _modify { yield &fields.value.elementCode }
    }
    /// Body content reported and left out of `body`, in document order.
    @inlinable public var droppedContent: [DroppedContent] {
        _read { yield fields.value.droppedContent }
        _modify { yield &fields.value.droppedContent }
    }
    /// Whether the body or a view member may hold a modifier beside a `ForEach` that belongs on
    /// it or on its row, or a slot given as an attribute (`destination="{DetailView()}"`). The builder notes it while building, so that most bodies are not walked
    /// again to find none; `true` where nobody noted it.
    @inlinable public var mayPlaceModifiers: Bool {
        _read { yield fields.value.mayPlaceModifiers }
        _modify { yield &fields.value.mayPlaceModifiers }
    }
    /// Whether the body or a view member holds a navigation stack of one view with modifiers,
    /// which may be that view's (`ModifierPlacement`); noted apart, as most such stacks are a
    /// body's root and are placed without walking the body.
    @inlinable public var holdsStackWithModifiers: Bool {
        _read { yield fields.value.holdsStackWithModifiers }
        _modify { yield &fields.value.holdsStackWithModifiers }
    }

    /// `<viewModifier name>`: SwiftUI's `ViewModifier`, generated as `struct Name: ViewModifier`
    /// whose `body(content:)` is the body; its slot `content` is the view it modifies, and it is
    /// applied with `modifier(_:)`, never placed as a view.
    @inlinable public var isViewModifier: Bool {
        _read { yield fields.value.isViewModifier }
        _modify { yield &fields.value.isViewModifier }
    }

    public init(name: Identifier, isRoot: Bool = false, hostProvides: [Identifier] = [], properties: [PropertyDecl] = [], body: [ViewNode] = [], location: SourceLocation) {
        fields = CopyOnWrite(Fields(name: name, isRoot: isRoot, isApp: false, hostProvides: hostProvides, properties: properties, slots: [], viewMembers: [], functions: [], initializers: [], body: body, location: location, droppedContent: [], mayPlaceModifiers: true))
    }
}

public enum PropertyKind: String, Hashable, Sendable, CaseIterable {
    case state
    case binding
    case stateObject
    case observedObject
    case environmentObject
    /// `@Environment(Model.self)` for `@Observable` models.
    case environment
    /// `@Environment(\.dismiss)`: a value of `EnvironmentValues`, written `<environment key="\.dismiss">`.
    case environmentValue
    /// `@Bindable var` for `@Observable` models received from a parent.
    case bindable
    /// A plain input property (`let`).
    case `let`
    /// A computed property: `var name: Type { value }`.
    case computed
    /// `@AppStorage("key") var`: state kept in the host's store under `key`.
    case appStorage
    /// `@SceneStorage("key") var`: state kept in the scene's store under `key`.
    case sceneStorage
    /// `@FocusState private var`: which field has focus, `Bool` or an optional.
    case focusState
    /// `@FocusState.Binding var`: a parent's focus state passed down as `$focus`.
    case focusBinding
    /// `@Namespace private var shapes`: an identity `matchedGeometryEffect` shares, kept with the view's.
    case namespace
    /// `@GestureState private var offset: CGSize = .zero`: set only by a gesture's `updating`,
    /// back to its initial value when the gesture ends.
    case gestureState
    /// `@Query(sort: \Item.date, order: .reverse) private var items: [Item]`: the models of the
    /// nearest `modelContainer`'s context, kept by the container, read-only to the view.
    case query

    /// Inputs are set by the call site.
    public var isInput: Bool {
        switch self {
        case .binding, .observedObject, .let, .bindable, .focusBinding: true
        case .state, .stateObject: true // may be passed, which rules 2 and 7 diagnose
        case .environmentObject, .environment, .environmentValue, .computed, .appStorage, .sceneStorage, .focusState, .namespace, .gestureState, .query: false
        }
    }

    /// `state`, `appStorage` and `sceneStorage`: value state the view reads and writes, a source
    /// of truth for bindings.
    public var isValueState: Bool { self == .state || self == .appStorage || self == .sceneStorage }
}

/// A declaration inside `<view>`: `<state>`, `<binding>`, `<stateObject>`, ...
/// Its fields share one box between copies (see `CopyOnWrite`).
public struct PropertyDecl: Hashable, Sendable {
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var kind: PropertyKind
        @usableFromInline var name: Identifier
        @usableFromInline var type: TypeSyntax
        @usableFromInline var initial: Expr?
        @usableFromInline var ownsPerRow: Bool
        @usableFromInline var allowance: Allowance?
        @usableFromInline var key: String?
        @usableFromInline var store: Expr?
        @usableFromInline var keyPath: Expr?
        @usableFromInline var isReverseOrder: Bool
        @usableFromInline var filter: Expr?
        @usableFromInline var animation: Expr?
        @usableFromInline var location: SourceLocation
        @usableFromInline var isStatic = false
        @usableFromInline var isStoredConstant = false
        @usableFromInline var order: Expr?
        @usableFromInline var isTypeInferred = false
    }

    @usableFromInline var fields: CopyOnWrite<Fields>

    @inlinable public var kind: PropertyKind {
        _read { yield fields.value.kind }
        _modify { yield &fields.value.kind }
    }
    @inlinable public var name: Identifier {
        _read { yield fields.value.name }
        _modify { yield &fields.value.name }
    }
    @inlinable public var type: TypeSyntax {
        _read { yield fields.value.type }
        _modify { yield &fields.value.type }
    }
    /// `initial` (state, stateObject, observedObject), `default` (let) or `value` (computed).
    @inlinable public var initial: Expr? {
        _read { yield fields.value.initial }
        _modify { yield &fields.value.initial }
    }
    /// A view's own value written without `type` whose value alone did not tell it
    /// (`initial="Tab.today"`): the analysis reads it from the declarations.
    @inlinable public var isTypeInferred: Bool {
        _read { yield fields.value.isTypeInferred }
        _modify { yield &fields.value.isTypeInferred }
    }
    /// `perRow="true"` on a stateObject: rows are meant to own their objects (opts out of TRL203).
    @inlinable public var ownsPerRow: Bool {
        _read { yield fields.value.ownsPerRow }
        _modify { yield &fields.value.ownsPerRow }
    }
    /// `allow` and `reason`: warnings accepted on this declaration.
    @inlinable public var allowance: Allowance? {
        _read { yield fields.value.allowance }
        _modify { yield &fields.value.allowance }
    }
    /// `key` of `appStorage` and `sceneStorage`: where the value is stored.
    @inlinable public var key: String? {
        _read { yield fields.value.key }
        _modify { yield &fields.value.key }
    }
    /// `store` of `appStorage`: the `UserDefaults` it keeps its value in, `@AppStorage(_:store:)`.
    @inlinable public var store: Expr? {
        _read { yield fields.value.store }
        _modify { yield &fields.value.store }
    }
    /// The model a `query` fetches: `Item` of `[Item]`, or `Item` written alone, which names the
    /// model as SwiftData's `Query<Item, [Item]>` does and is read as the array it fetches.
    public var queryElement: TypeReference? {
        switch type.reference {
        case .array(let element): element
        case .named(let name, genericArguments: let arguments) where arguments.isEmpty && type.reference != .unwritten && name != "Array": type.reference
        default: nil
        }
    }
    /// `order="sortOrder"` of a `query`: a `SortOrder` value, which its `sort` key path sorts in
    /// (`order="reverse"`, a literal, is `isReverseOrder`).
    @inlinable public var order: Expr? {
        _read { yield fields.value.order }
        _modify { yield &fields.value.order }
    }
    /// `order="reverse"` of a `query`: its `sort` key path sorts in decreasing order.
    @inlinable public var isReverseOrder: Bool {
        _read { yield fields.value.isReverseOrder }
        _modify { yield &fields.value.isReverseOrder }
    }
    /// `filter="$0.isDone"` of a `query`: a `Bool` of the model `$0`, SwiftData's
    /// `#Predicate { $0.isDone }`; the models it is false for are left out.
    @inlinable public var filter: Expr? {
        _read { yield fields.value.filter }
        _modify { yield &fields.value.filter }
    }
    /// `animation=".default"` of a `query`: SwiftData's `@Query(animation:)`, how its changes
    /// animate; headless they apply at once.
    @inlinable public var animation: Expr? {
        _read { yield fields.value.animation }
        _modify { yield &fields.value.animation }
    }
    /// `key="\.dismiss"` of an environment value: the key path into `EnvironmentValues`; `sort`
    /// of a `query`: the key path its models are sorted by.
    @inlinable public var keyPath: Expr? {
        _read { yield fields.value.keyPath }
        _modify { yield &fields.value.keyPath }
    }
    @inlinable public var location: SourceLocation {
        _read { yield fields.value.location }
        _modify { yield &fields.value.location }
    }
    /// `<let static="true" initial>`: Swift's `static let`, the view type's constant, which code
    /// reads as `Self.name` (or `ViewName.name`), never by its name alone.
    @inlinable public var isStatic: Bool {
        _read { yield fields.value.isStatic }
        _modify { yield &fields.value.isStatic }
    }
    /// `<let initial>`: Swift's `let name = value`, a stored constant each view value makes once
    /// when it is created, which its value cannot read the view's other instance members for.
    @inlinable public var isStoredConstant: Bool {
        _read { yield fields.value.isStoredConstant }
        _modify { yield &fields.value.isStoredConstant }
    }

    public init(kind: PropertyKind, name: Identifier, type: TypeSyntax, initial: Expr? = nil, ownsPerRow: Bool = false, allowance: Allowance? = nil, location: SourceLocation) {
        fields = CopyOnWrite(Fields(kind: kind, name: name, type: type, initial: initial, ownsPerRow: ownsPerRow, allowance: allowance, key: nil, store: nil, keyPath: nil, isReverseOrder: false, filter: nil, animation: nil, location: location))
    }

    /// Whether the author accepts warning `code` on this declaration (`perRow="true"` is the
    /// older spelling of `allow="TRL203"`).
    public func allows(_ code: String) -> Bool {
        if code == "TRL203", ownsPerRow { return true }
        return allowance?.permits(code) ?? false
    }
}

public enum ModelKind: String, Hashable, Sendable {
    /// `ObservableObject` with `@Published` properties.
    case observableObject
    /// `@Observable` (Observation framework).
    case observable
}

/// `<model name kind external>`.
/// Its fields share one box between copies (see `CopyOnWrite`).
public struct ModelDecl: Hashable, Sendable {
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var name: Identifier
        @usableFromInline var kind: ModelKind
        @usableFromInline var isExternal: Bool
        @usableFromInline var properties: [ModelProperty]
        @usableFromInline var methods: [MethodDecl]
        @usableFromInline var staticProperties: [ModelProperty]
        @usableFromInline var staticMethods: [MethodDecl]
        @usableFromInline var protocols: [String]
        @usableFromInline var initializers: [MethodDecl]
        @usableFromInline var code: [ViewFunctionDecl] = []
        @usableFromInline var isPersistent: Bool
        @usableFromInline var location: SourceLocation
    }

    @usableFromInline var fields: CopyOnWrite<Fields>

    @inlinable public var name: Identifier {
        _read { yield fields.value.name }
        _modify { yield &fields.value.name }
    }
    /// Members written with their code in the XML, generated as Swift: `<function>`s, the
    /// getters of `<computed>` properties (`isGetter`) and `<init>`s (named `init`). Each is also
    /// declared by its signature among the methods, properties or initializers, for its callers.
    @inlinable public var code: [ViewFunctionDecl] {
        _read { yield fields.value.code }
        _modify { yield &fields.value.code }
    }
    /// `kind="model"`: SwiftData's `@Model`, an `@Observable` class (`kind` is `.observable`)
    /// that a `ModelContext` keeps and a `query` fetches, conforming to `PersistentModel`.
    @inlinable public var isPersistent: Bool {
        _read { yield fields.value.isPersistent }
        _modify { yield &fields.value.isPersistent }
    }
    @inlinable public var kind: ModelKind {
        _read { yield fields.value.kind }
        _modify { yield &fields.value.kind }
    }
    /// Written by hand in Swift; only its interface is declared here.
    @inlinable public var isExternal: Bool {
        _read { yield fields.value.isExternal }
        _modify { yield &fields.value.isExternal }
    }
    @inlinable public var properties: [ModelProperty] {
        _read { yield fields.value.properties }
        _modify { yield &fields.value.properties }
    }
    @inlinable public var methods: [MethodDecl] {
        _read { yield fields.value.methods }
        _modify { yield &fields.value.methods }
    }
    /// `<property static="true">`: `static let`, reached as `Type.name` (`Store.shared`).
    @inlinable public var staticProperties: [ModelProperty] {
        _read { yield fields.value.staticProperties }
        _modify { yield &fields.value.staticProperties }
    }
    /// `<method static="true">`: called on the type, `Type.name(...)`.
    @inlinable public var staticMethods: [MethodDecl] {
        _read { yield fields.value.staticMethods }
        _modify { yield &fields.value.staticMethods }
    }
    /// `protocols="Store"`: conformances to the program's `<protocol>`s (and Swift's).
    @inlinable public var protocols: [String] {
        _read { yield fields.value.protocols }
        _modify { yield &fields.value.protocols }
    }
    /// `<init>`: the initializers of a model written in Swift, each named `init`. When any is
    /// declared, a call of the type must fit one of them.
    @inlinable public var initializers: [MethodDecl] {
        _read { yield fields.value.initializers }
        _modify { yield &fields.value.initializers }
    }
    @inlinable public var location: SourceLocation {
        _read { yield fields.value.location }
        _modify { yield &fields.value.location }
    }

    public init(name: Identifier, kind: ModelKind, isExternal: Bool, properties: [ModelProperty] = [], methods: [MethodDecl] = [], location: SourceLocation) {
        fields = CopyOnWrite(Fields(name: name, kind: kind, isExternal: isExternal, properties: properties, methods: methods, staticProperties: [], staticMethods: [], protocols: [], initializers: [], code: [], isPersistent: false, location: location))
    }
}

/// `<published>` (observed) or `<property>` (not published, or `@ObservationIgnored` when `ignored="true"`).
/// Its fields share one box between copies (see `CopyOnWrite`).
public struct ModelProperty: Hashable, Sendable {
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var name: Identifier
        @usableFromInline var type: TypeSyntax
        @usableFromInline var initial: Expr?
        @usableFromInline var isObserved: Bool
        @usableFromInline var location: SourceLocation
        @usableFromInline var isSetterPrivate: Bool
        @usableFromInline var isConstant: Bool = false
        @usableFromInline var isComputed: Bool = false
        @usableFromInline var isPrivate: Bool = false
        @usableFromInline var isTypeInferred: Bool = false
        @usableFromInline var schemaMacro: SchemaMacro?
    }

    @usableFromInline var fields: CopyOnWrite<Fields>

    @inlinable public var name: Identifier {
        _read { yield fields.value.name }
        _modify { yield &fields.value.name }
    }
    @inlinable public var type: TypeSyntax {
        _read { yield fields.value.type }
        _modify { yield &fields.value.type }
    }
    /// SwiftData's `@Attribute(...)` or `@Relationship(...)` on a property of a `kind="model"` model.
    @inlinable public var schemaMacro: SchemaMacro? {
        _read { yield fields.value.schemaMacro }
        _modify { yield &fields.value.schemaMacro }
    }
    @inlinable public var initial: Expr? {
        _read { yield fields.value.initial }
        _modify { yield &fields.value.initial }
    }
    /// `@Published` in an ObservableObject; tracked (not ignored) in an `@Observable` model.
    @inlinable public var isObserved: Bool {
        _read { yield fields.value.isObserved }
        _modify { yield &fields.value.isObserved }
    }
    @inlinable public var location: SourceLocation {
        _read { yield fields.value.location }
        _modify { yield &fields.value.location }
    }
    /// `setter="private"`: `private(set)`, so the XML may read it but neither assign nor bind it.
    @inlinable public var isSetterPrivate: Bool {
        _read { yield fields.value.isSetterPrivate }
        _modify { yield &fields.value.isSetterPrivate }
    }
    /// `<let>`: a constant, `let name: Type`; read-only to the XML, as a private setter is.
    @inlinable public var isConstant: Bool {
        _read { yield fields.value.isConstant }
        _modify { yield &fields.value.isConstant }
    }
    /// `<computed>`: `var name: Type { getter }`, stored nowhere; read-only (`isConstant`), its
    /// getter among the model's `code`.
    @inlinable public var isComputed: Bool {
        _read { yield fields.value.isComputed }
        _modify { yield &fields.value.isComputed }
    }
    /// `private="true"`: Swift's `private`.
    @inlinable public var isPrivate: Bool {
        _read { yield fields.value.isPrivate }
        _modify { yield &fields.value.isPrivate }
    }
    /// `<var name="tint" initial="Theme.shared.tintColor"/>`, written without `type` as Swift's
    /// `var tint = Theme.shared.tintColor`: the type is `unwritten` until the analysis infers it
    /// from the initial value and the declarations.
    @inlinable public var isTypeInferred: Bool {
        _read { yield fields.value.isTypeInferred }
        _modify { yield &fields.value.isTypeInferred }
    }

    public init(name: Identifier, type: TypeSyntax, initial: Expr?, isObserved: Bool, location: SourceLocation, isSetterPrivate: Bool = false) {
        fields = CopyOnWrite(Fields(name: name, type: type, initial: initial, isObserved: isObserved, location: location, isSetterPrivate: isSetterPrivate))
    }
}

/// `attribute=".unique"` or `relationship="deleteRule: .cascade"` (or `unique`, `deleteRule`,
/// `inverse`) on a property of a SwiftData model: the macro and its arguments as Swift writes them.
public struct SchemaMacro: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case attribute
        case relationship
    }

    public var kind: Kind
    public var arguments: [CallArgument]
    /// Where the first attribute that wrote it is.
    public var location: SourceLocation

    public init(kind: Kind, arguments: [CallArgument], location: SourceLocation) {
        self.kind = kind
        self.arguments = arguments
        self.location = location
    }
}

/// `<method name returns>` with `<parameter label name type>` children.
public struct MethodDecl: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        /// The argument label; `nil` for `_`.
        public var label: String?
        public var type: TypeSyntax
        /// `default="..."`: Swift supplies the argument when a call leaves it out.
        public var hasDefault: Bool
        /// `inout Int`: a call passes `&place`.
        public var isInout: Bool

        public init(label: String?, type: TypeSyntax, hasDefault: Bool = false, isInout: Bool = false) {
            self.label = label
            self.type = type
            self.hasDefault = hasDefault
            self.isInout = isInout
        }
    }

    public var name: Identifier
    public var parameters: [Parameter]
    public var returnType: TypeSyntax?
    public var location: SourceLocation
    /// `async="true"`: calls need `await`, in an asynchronous context.
    public var isAsync: Bool
    /// `throws="true"`: calls need `try`, where errors are handled.
    public var isThrowing: Bool
    /// `static="true"`: called on the type, `Type.name(...)`.
    public var isStatic: Bool
    /// `mutating="true"` on a `<function>` of a generated struct or enum: a call changes the value.
    public var isMutating = false

    public init(name: Identifier, parameters: [Parameter], returnType: TypeSyntax?, location: SourceLocation, isAsync: Bool = false, isThrowing: Bool = false, isStatic: Bool = false) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.location = location
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.isStatic = isStatic
    }

    /// The argument labels a call writes, `_` for none: `insert(_:at:)`.
    public var signature: String {
        "\(name.name)(\(parameters.map { ($0.label ?? "_") + ":" }.joined()))"
    }
}

/// `<environmentValue name type default>`: Swift's
/// `extension EnvironmentValues { @Entry var name: Type = default }`.
public struct EnvironmentValueDecl: Hashable, Sendable {
    public var name: Identifier
    public var type: TypeSyntax
    public var defaultValue: Expr
    public var location: SourceLocation
    /// Written as Swift writes it before `@Entry`: a `<computed>` of `extension EnvironmentValues`
    /// whose getter reads `self[Key.self]`. The key is the program's (`Key.defaultValue` is the
    /// default), and the member is generated as written.
    public var keyType: String?

    public init(name: Identifier, type: TypeSyntax, defaultValue: Expr, location: SourceLocation) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.location = location
    }
}

/// `<struct name external>` with `<field>` children: a value type.
public struct StructDecl: Hashable, Sendable {
    public struct Field: Hashable, Sendable {
        public var name: Identifier
        public var type: TypeSyntax
        public var initial: Expr?
        public var isStatic: Bool
        /// `<let>`: a constant the XML may read but neither assign nor bind. A `<field>` or
        /// `<var>` of a type written in Swift is a `var`.
        public var isConstant: Bool
        /// `<computed>` of a generated struct or enum: `var name: Type { getter }`, stored nowhere
        /// (so no initializer takes it), read-only, its getter among the type's `code`.
        public var isComputed = false
        /// `private="true"`: Swift's `private`.
        public var isPrivate = false
        /// Written without `type`, as Swift's `var tint = Theme.shared.tintColor`: the analysis
        /// reads the type from `initial` and writes it into `type`, `.unwritten` until then.
        public var isTypeInferred = false

        public init(name: Identifier, type: TypeSyntax, initial: Expr?, isStatic: Bool, isConstant: Bool = false) {
            self.name = name
            self.type = type
            self.initial = initial
            self.isStatic = isStatic
            self.isConstant = isConstant
        }
    }

    public var name: Identifier
    public var isExternal: Bool
    /// `identifiable="true"`: conforms to `Identifiable` through its `id` field.
    public var isIdentifiable: Bool
    public var fields: [Field]
    /// `protocols="ButtonStyle"`: conformances, so the type is accepted where the protocol is expected.
    public var protocols: [String] = []
    /// `<method>` children: methods written in Swift (external structs, and the standard library's interface).
    public var methods: [MethodDecl] = []
    /// `generics="Element"`: the type parameters its members' types may name, bound at each use.
    public var generics: [String] = []
    /// `<init>`: the initializers of a struct written in Swift, each named `init`. When any is
    /// declared, they replace the memberwise initializer at call sites.
    public var initializers: [MethodDecl] = []
    /// Members written with their code in the XML (see `ModelDecl.code`).
    public var code: [ViewFunctionDecl] = []
    public var location: SourceLocation

    public init(name: Identifier, isExternal: Bool, isIdentifiable: Bool, fields: [Field], location: SourceLocation) {
        self.name = name
        self.isExternal = isExternal
        self.isIdentifiable = isIdentifiable
        self.fields = fields
        self.location = location
    }
}

/// The interface of a view (`<view external="true">`) or a modifier (`<modifier>`) written in
/// Swift: its initializers or overloads, each a list of parameters in Swift's order. The
/// prelude declares SwiftUI's vocabulary in this same form.
/// Its fields share one box between copies (see `CopyOnWrite`).
public struct InterfaceDecl: Hashable, Sendable {
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var kind: Kind
        @usableFromInline var name: Identifier
        @usableFromInline var overloads: [Signature]
        @usableFromInline var protocols: [String]
        @usableFromInline var receiver: String?
        @usableFromInline var returns: [String]
        @usableFromInline var generics: [String]
        @usableFromInline var isUnavailable: Bool
        @usableFromInline var provides: String?
        @usableFromInline var deprecation: Deprecation?
        @usableFromInline var isReadByStack: Bool
        @usableFromInline var location: SourceLocation
        @usableFromInline var isViewExtension = false
    }

    @usableFromInline var fields: CopyOnWrite<Fields>

    public enum Kind: String, Hashable, Sendable {
        case view
        case modifier
    }

    /// `deprecated="…"` with an optional `renamed="…"`: SwiftUI still accepts the modifier and
    /// swiftc warns on it, naming what replaces it; the runtime keeps it working.
    public struct Deprecation: Hashable, Sendable {
        /// Why, and what to write instead: the warning's text after "is deprecated".
        public var message: String
        /// The modifier that replaces it, taking the same arguments (`navigationTitle`).
        public var renamed: String?

        public init(message: String, renamed: String?) {
            self.message = message
            self.renamed = renamed
        }
    }

    @inlinable public var kind: Kind {
        _read { yield fields.value.kind }
        _modify { yield &fields.value.kind }
    }
    @inlinable public var name: Identifier {
        _read { yield fields.value.name }
        _modify { yield &fields.value.name }
    }
    @inlinable public var overloads: [Signature] {
        _read { yield fields.value.overloads }
        _modify { yield &fields.value.overloads }
    }
    /// Conformances beyond `View` (`Shape`), which modifiers declared `on` them require.
    @inlinable public var protocols: [String] {
        _read { yield fields.value.protocols }
        _modify { yield &fields.value.protocols }
    }
    /// A modifier's receiver: the protocol the modified view must conform to (`View` when `nil`),
    /// or protocols, one of which it must conform to, separated by spaces (`Shape ShapeView`).
    @inlinable public var receiver: String? {
        _read { yield fields.value.receiver }
        _modify { yield &fields.value.receiver }
    }
    /// The protocols `receiver` names, one of which the modified view must conform to.
    public var receivers: [String] {
        receiver.map { $0.split(separator: " ").map(String.init) } ?? []
    }
    /// Protocols a modifier's result conforms to beyond `View`.
    @inlinable public var returns: [String] {
        _read { yield fields.value.returns }
        _modify { yield &fields.value.returns }
    }
    /// Type parameters, which stand for any type in the parameters' types.
    @inlinable public var generics: [String] {
        _read { yield fields.value.generics }
        _modify { yield &fields.value.generics }
    }
    /// `unavailable="true"`: SwiftUI has it, Trellis's runtime does not yet. Its name is known
    /// and not callable: a call is reported as what it is, not as a misspelling.
    @inlinable public var isUnavailable: Bool {
        _read { yield fields.value.isUnavailable }
        _modify { yield &fields.value.isUnavailable }
    }
    /// `provides="ModelContext"` on a modifier: the views below read a value of this type from
    /// the environment, which none above provides without such a modifier (TRL232).
    @inlinable public var provides: String? {
        _read { yield fields.value.provides }
        _modify { yield &fields.value.provides }
    }
    /// `deprecated="…"`: callable, with a warning (`navigationBarTitle`, renamed `navigationTitle`).
    /// A method of the program's `extension View` returning a view: generated from its code,
    /// and an overload beside a SwiftUI modifier of the same name (`listStyle()` beside
    /// `listStyle(_:)`), as Swift resolves the call by its arguments.
    @inlinable public var isViewExtension: Bool {
        _read { yield fields.value.isViewExtension }
        _modify { yield &fields.value.isViewExtension }
    }
    @inlinable public var deprecation: Deprecation? {
        _read { yield fields.value.deprecation }
        _modify { yield &fields.value.deprecation }
    }
    /// `readByStack="true"` on a modifier: the navigation stack around the modified view reads
    /// what it sets (a title, a toolbar, a destination), so on the stack itself it does nothing.
    @inlinable public var isReadByStack: Bool {
        _read { yield fields.value.isReadByStack }
        _modify { yield &fields.value.isReadByStack }
    }
    @inlinable public var location: SourceLocation {
        _read { yield fields.value.location }
        _modify { yield &fields.value.location }
    }

    public init(kind: Kind, name: Identifier, overloads: [Signature], protocols: [String] = [], receiver: String? = nil, returns: [String] = [], generics: [String] = [], isUnavailable: Bool = false, location: SourceLocation) {
        fields = CopyOnWrite(Fields(kind: kind, name: name, overloads: overloads, protocols: protocols, receiver: receiver, returns: returns, generics: generics, isUnavailable: isUnavailable, provides: nil, deprecation: nil, isReadByStack: false, location: location))
    }

    /// Whether a slot's closure takes a value that the call site names with the call's own
    /// `item` attribute (`navigationDestination(for:)`). Where `item` is a parameter of the call
    /// (`sheet(item:)`), the element that fills the slot names the value instead.
    /// `given` is the call's other attributes: where some overloads take an `item` parameter and
    /// others name the value with it (`navigationDestination(item:)` and `(for:)`), `item` is a
    /// name unless an overload taking `item` has every other attribute given.
    public func namesSlotValuesWithItem(given: Set<String>) -> Bool {
        func hasItemParameter(_ overload: Signature) -> Bool { overload.parameters.contains { !$0.isSlot && $0.name.name == "item" } }
        func hasAll(_ overload: Signature) -> Bool { given.isSubset(of: Set(overload.parameters.filter { !$0.isSlot }.map(\.name.name))) }
        let naming = overloads.filter { !hasItemParameter($0) && $0.slots.contains { $0.slotValueType != nil } }
        guard !naming.isEmpty else { return false }
        let passing = overloads.filter(hasItemParameter)
        if passing.isEmpty { return true }
        return !passing.contains(where: hasAll)
    }
}

/// One initializer of a view or one overload of a modifier.
public struct Signature: Hashable, Sendable {
    public var parameters: [ParameterDecl] {
        didSet { slots = parameters.filter(\.isSlot) }
    }
    public var location: SourceLocation
    /// `<overload deprecated="…">` of a modifier: a call that takes this overload is warned about.
    public var deprecation: InterfaceDecl.Deprecation?

    public init(parameters: [ParameterDecl], location: SourceLocation) {
        self.parameters = parameters
        self.location = location
        slots = parameters.filter(\.isSlot)
    }

    /// The slots, in order; the first takes the child views written directly in the element.
    /// Kept with the parameters: every call checked against the signature asks for them.
    public private(set) var slots: [ParameterDecl]
}

/// `<parameter name label type default>` or `<slot name label required>`.
/// Its fields share one box between copies (see `CopyOnWrite`).
public struct ParameterDecl: Hashable, Sendable {
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var name: Identifier
        @usableFromInline var label: String?
        @usableFromInline var typeText: String?
        @usableFromInline var type: TypeSyntax?
        @usableFromInline var defaultValue: String?
        @usableFromInline var isSlot: Bool
        @usableFromInline var isRequiredSlot: Bool
        @usableFromInline var slotValueType: TypeSyntax?
        @usableFromInline var slotValueTypeText: String?
        @usableFromInline var location: SourceLocation
        @usableFromInline var isInout = false
    }

    @usableFromInline var fields: CopyOnWrite<Fields>

    /// The attribute (or, for a slot, the child element) a call site writes.
    @inlinable public var name: Identifier {
        _read { yield fields.value.name }
        _modify { yield &fields.value.name }
    }
    /// The Swift argument label: `nil` for an unlabeled argument.
    @inlinable public var label: String? {
        _read { yield fields.value.label }
        _modify { yield &fields.value.label }
    }
    /// The type as written; for a slot, the type of the one view it passes as a value, if any.
    @inlinable public var typeText: String? {
        _read { yield fields.value.typeText }
        _modify { yield &fields.value.typeText }
    }
    /// The parsed type; for a slot, that of the one view it passes as a value (`Text`), if any.
    @inlinable public var type: TypeSyntax? {
        _read { yield fields.value.type }
        _modify { yield &fields.value.type }
    }
    /// `default`: the Swift default, which makes the parameter optional at call sites.
    @inlinable public var defaultValue: String? {
        _read { yield fields.value.defaultValue }
        _modify { yield &fields.value.defaultValue }
    }
    @inlinable public var isSlot: Bool {
        _read { yield fields.value.isSlot }
        _modify { yield &fields.value.isSlot }
    }
    /// A slot that must be filled (`required="true"`).
    @inlinable public var isRequiredSlot: Bool {
        _read { yield fields.value.isRequiredSlot }
        _modify { yield &fields.value.isRequiredSlot }
    }
    /// `takes`: the type of the value a slot's closure takes (`navigationDestination(for:)`'s
    /// `{ park in … }`); the call site names the value with its `item` attribute.
    @inlinable public var slotValueType: TypeSyntax? {
        _read { yield fields.value.slotValueType }
        _modify { yield &fields.value.slotValueType }
    }
    @inlinable public var slotValueTypeText: String? {
        _read { yield fields.value.slotValueTypeText }
        _modify { yield &fields.value.slotValueTypeText }
    }
    /// The type a slot's closure takes, by the name the presentation modifiers' checks use.
    public var takes: TypeSyntax? { slotValueType }
    /// `inout Int`: a call passes a mutable place, `&count`, which the function changes.
    @inlinable public var isInout: Bool {
        _read { yield fields.value.isInout }
        _modify { yield &fields.value.isInout }
    }
    @inlinable public var location: SourceLocation {
        _read { yield fields.value.location }
        _modify { yield &fields.value.location }
    }

    public init(name: Identifier, label: String?, typeText: String?, type: TypeSyntax?, defaultValue: String?, isSlot: Bool, isRequiredSlot: Bool = false, slotValueTypeText: String? = nil, slotValueType: TypeSyntax? = nil, location: SourceLocation) {
        fields = CopyOnWrite(Fields(name: name, label: label, typeText: typeText, type: type, defaultValue: defaultValue, isSlot: isSlot, isRequiredSlot: isRequiredSlot, slotValueType: slotValueType, slotValueTypeText: slotValueTypeText, location: location))
    }

    /// Whether a call site must pass it.
    public var isRequired: Bool { isSlot ? isRequiredSlot : defaultValue == nil }

    /// A closure type such as `() -> Void`: the attribute holds statements.
    public var isAction: Bool {
        if case .function? = type?.reference { return true }
        return false
    }
}

/// `<extension name="Font">` with `<let>`, `<var>`, `<method>` and `<init>` children: Swift's
/// `extension Font { static let brandTitle = ... }`, written in the program's Swift. Its members
/// join the type's, whoever declares it (the prelude, the standard interface, the program), so
/// that calls of them are checked, and a witness holds the Swift to them.
public struct ExtensionDecl: Hashable, Sendable {
    /// The extended type, as written (`Font`, `Font.Weight`, `CGFloat`).
    public var name: Identifier
    /// Properties, `static` or not; a `let` is read-only to the XML.
    public var fields: [StructDecl.Field]
    public var methods: [MethodDecl]
    public var initializers: [MethodDecl]
    public var location: SourceLocation
    /// `<init>`s written with their code (`init(hours: Double) { self = hours * 3600 }`):
    /// generated in an extension of the type, as Swift writes them, for swiftc to judge.
    public var code: [ViewFunctionDecl] = []
    /// The constraint written after Swift's `where` (`Self == Color` in `extension ShapeStyle
    /// where Self == Color`): the members are the constrained type's only, which Swift judges,
    /// so they join no member table; the editor offers them where `some ShapeStyle` is expected.
    public var constraint: String?
    /// Conformances the extension adds (`extension Project: CustomStringConvertible`): the
    /// extended type gains them, as if its own declaration listed them.
    public var protocols: [String] = []

    public init(name: Identifier, fields: [StructDecl.Field] = [], methods: [MethodDecl] = [], initializers: [MethodDecl] = [], location: SourceLocation) {
        self.name = name
        self.fields = fields
        self.methods = methods
        self.initializers = initializers
        self.location = location
    }
}

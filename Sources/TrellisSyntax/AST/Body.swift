import TrellisDiagnostics

/// A node of a view body, in document order.
public indirect enum ViewNode: Hashable, Sendable {
    /// A built-in view (`VStack`, `Text`, ...) or a call site of a declared view.
    case element(ElementNode)
    case conditional(ConditionalNode)
    case forEach(ForEachNode)

    public var location: SourceLocation {
        switch self {
        case .element(let node): node.name.location
        case .conditional(let node): node.location
        case .forEach(let node): node.location
        }
    }
}

public struct ElementNode: Hashable, Sendable {
    public var name: Identifier
    /// Attributes in document order; `Button`'s `action` holds statements (`.action`).
    public var arguments: [Argument]
    /// `Text` content: literal text with `{expr}` holes. Also set for a view that is
    /// not built in when it has text content, which only `Text` may have: the view
    /// may be a misspelled `Text`, and semantic analysis reports it either way.
    public var text: InterpolatedString?
    /// Child views; for `NavigationLink` these form the destination.
    public var children: [ViewNode]
    /// Lowercase child elements, in document order; order is meaning.
    public var modifiers: [Modifier]

    public init(name: Identifier, arguments: [Argument] = [], text: InterpolatedString? = nil, children: [ViewNode] = [], modifiers: [Modifier] = []) {
        self.name = name
        self.arguments = arguments
        self.text = text
        self.children = children
        self.modifiers = modifiers
    }

    public func argument(_ label: String) -> Argument? {
        arguments.first { $0.label.name == label }
    }
}

public struct Argument: Hashable, Sendable {
    public var label: Identifier
    public var value: ArgumentValue
    /// Where the attribute value's first character is (inside the quotes).
    public var valueLocation: SourceLocation
    /// Just past the value's last character (the closing quote), for fix-its that replace the value.
    public var valueEnd: SourceLocation?

    public init(label: Identifier, value: ArgumentValue, valueLocation: SourceLocation, valueEnd: SourceLocation? = nil) {
        self.label = label
        self.value = value
        self.valueLocation = valueLocation
        self.valueEnd = valueEnd
    }
}

public enum ArgumentValue: Hashable, Sendable {
    /// The whole value is one `{expr}`: the value has the expression's type.
    case expression(Expr)
    /// Literal text, possibly with `{expr}` holes: a `String`.
    case string(InterpolatedString)
    /// Statements, for `Button`'s `action`.
    case action([Statement])
}

/// `<if condition="...">` with an optional `<else>` right after it.
public struct ConditionalNode: Hashable, Sendable {
    public var condition: Expr
    public var thenBody: [ViewNode]
    public var elseBody: [ViewNode]?
    public var location: SourceLocation

    public init(condition: Expr, thenBody: [ViewNode], elseBody: [ViewNode]?, location: SourceLocation) {
        self.condition = condition
        self.thenBody = thenBody
        self.elseBody = elseBody
        self.location = location
    }
}

/// `<ForEach items="..." id="\.id" item="name">`.
public struct ForEachNode: Hashable, Sendable {
    public var items: Expr
    /// The key path that identifies a row; `nil` means the element is `Identifiable`.
    public var id: Expr?
    public var itemName: Identifier
    public var body: [ViewNode]
    public var modifiers: [Modifier]
    public var location: SourceLocation

    public init(items: Expr, id: Expr?, itemName: Identifier, body: [ViewNode], modifiers: [Modifier] = [], location: SourceLocation) {
        self.items = items
        self.id = id
        self.itemName = itemName
        self.body = body
        self.modifiers = modifiers
        self.location = location
    }
}

public struct Modifier: Hashable, Sendable {
    public var kind: ModifierKind
    public var location: SourceLocation
    /// `allow` and `reason` on an injection: warnings accepted on it.
    public var allowance: Allowance?

    public init(_ kind: ModifierKind, at location: SourceLocation, allowance: Allowance? = nil) {
        self.kind = kind
        self.location = location
        self.allowance = allowance
    }
}

public enum ModifierKind: Hashable, Sendable {
    /// `<id value="count"/>`
    case id(Expr)
    /// `<onAppear action="viewModel.start()"/>`
    case onAppear([Statement])
    case onDisappear([Statement])
    /// `<onChange of="count" old="oldValue" new="newValue" action="..."/>`
    case onChange(of: Expr, oldName: Identifier?, newName: Identifier?, action: [Statement])
    /// `<environmentObject value="router"/>`
    case environmentObject(Expr)
    /// `<environment value="model"/>` for `@Observable` models.
    case environment(Expr)
}

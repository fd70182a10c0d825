import TrellisDiagnostics

/// `<computed name="header">` with views inside, or `<function name="row">` with `<parameter>`s
/// and views: a view's body factored out, Swift's `@ViewBuilder var header: some View` and
/// `@ViewBuilder func row(for item: Item) -> some View`. The body places it by name
/// (`<header/>`, `<row item="{item}"/>`); it adds no identity and keeps no state of its own.
public struct ViewMemberDecl: Hashable, Sendable {
    public var name: Identifier
    /// `true` for `<function>`, even without parameters: Swift calls it `row()`.
    public var isFunction: Bool
    /// The function's parameters in Swift's order (`name`, `label`, `type`); none for `<computed>`.
    public var parameters: [ParameterDecl]
    public var body: [ViewNode]
    public var location: SourceLocation

    public init(name: Identifier, isFunction: Bool, parameters: [ParameterDecl] = [], body: [ViewNode] = [], location: SourceLocation) {
        self.name = name
        self.isFunction = isFunction
        self.parameters = parameters
        self.body = body
        self.location = location
    }
}

/// `<header/>` or `<row item="{item}"/>` in a body: where a computed view, or the views a
/// view-building function returns, appear.
public struct MemberViewUse: Hashable, Sendable {
    public var name: Identifier
    /// Attributes as written (`.source`) in the syntax tree; read as expressions by analysis.
    public var arguments: [Argument]
    public var location: SourceLocation

    public init(name: Identifier, arguments: [Argument], location: SourceLocation) {
        self.name = name
        self.arguments = arguments
        self.location = location
    }

    public func argument(_ label: String) -> Argument? {
        arguments.first { $0.label.name == label }
    }
}

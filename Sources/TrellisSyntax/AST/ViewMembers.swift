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

    /// The argument `parameter` takes: the attribute named after it, or after its label as
    /// Swift's call spells it (`row(for: item)`, `<row for="{item}"/>`) when no parameter of
    /// `parameters` has that name.
    public func argument(for parameter: ParameterDecl, among parameters: [ParameterDecl]) -> Argument? {
        if let named = argument(parameter.name.name) { return named }
        guard let label = parameter.label, label != "_", label != parameter.name.name,
              !parameters.contains(where: { $0.name.name == label }) else { return nil }
        return argument(label)
    }
}

/// `<function name returns async throws>` with `<parameter>`s and code: a helper function of the
/// view, `private func save(to url: URL) async throws -> Int { ... }`, which actions, other
/// functions and the body's expressions call by name. It reaches the view's state by name.
public struct ViewFunctionDecl: Hashable, Sendable {
    public var name: Identifier
    public var parameters: [ParameterDecl]
    /// `returns`; `nil` for `Void`.
    public var returnType: TypeSyntax?
    public var isAsync: Bool
    public var isThrowing: Bool
    public var body: [Statement]
    public var location: SourceLocation
    /// The getter of a `<computed>` whose value needs statements: `var name: Type { body }`,
    /// read as the property, never called.
    public var isGetter = false
    /// A getter's `set { … }`, written after its `get { … }` in a model's or struct's
    /// `<computed>`: the statements, which read the new value as `newValue` or as `set(name)` names it.
    public var setterBody: [Statement]?
    /// Where `set` is written.
    public var setterLocation: SourceLocation?
    /// The setter's name for the new value, `set(newTitle) { … }`; `newValue` when not named.
    public var setterValueName = "newValue"
    /// Its code did not parse (already reported): what it returns is not judged again.
    public var hasUnparsedCode = false
    /// `static="true"` on a member of a model, struct or enum: called (or read) on the type.
    public var isStatic = false
    /// `mutating="true"` on a method of a struct or enum: it may change `self`.
    public var isMutating = false
    /// `private="true"`: Swift's `private`, visible inside its type only.
    public var isPrivate = false
    /// A `<computed type="some View">` of a model, struct or enum: Swift's `@ViewBuilder var
    /// label: some View`, whose Swift code builds views that swiftc judges.
    public var isViewBuilder = false
    /// `willSet` or `didSet` (its `name`) of this stored property: Swift's observer, given the
    /// new or the old value as its one parameter; run by each assignment, never called.
    public var observedProperty: String?

    public init(name: Identifier, parameters: [ParameterDecl], returnType: TypeSyntax?, isAsync: Bool, isThrowing: Bool, body: [Statement], location: SourceLocation) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.isAsync = isAsync
        self.isThrowing = isThrowing
        self.body = body
        self.location = location
    }

    /// The function as a call sees it: labels, types and effects.
    public var signature: MethodDecl {
        var parameters: [MethodDecl.Parameter] = []
        for parameter in self.parameters {
            guard let type = parameter.type else { continue }
            parameters.append(MethodDecl.Parameter(label: parameter.label, type: type, hasDefault: parameter.defaultValue != nil, isInout: parameter.isInout))
        }
        var method = MethodDecl(name: name, parameters: parameters, returnType: returnType, location: location, isAsync: isAsync, isThrowing: isThrowing, isStatic: isStatic)
        method.isMutating = isMutating
        return method
    }
}

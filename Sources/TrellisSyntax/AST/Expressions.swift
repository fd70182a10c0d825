import TrellisDiagnostics

/// An expression from the documented Swift subset (`Grammar/expressions.ebnf`).
/// Code generation re-emits these trees; text is never pasted.
public struct Expr: Hashable, Sendable {
    public var kind: ExprKind
    /// Where the expression starts; exact to the column inside its attribute.
    public var location: SourceLocation

    public init(_ kind: ExprKind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

public indirect enum ExprKind: Hashable, Sendable {
    case identifier(String)
    /// `$name`: a binding projection of a declaration.
    case projection(String)
    case integerLiteral(String)
    case floatLiteral(String)
    case booleanLiteral(Bool)
    case nilLiteral
    case stringLiteral(InterpolatedString)
    case arrayLiteral([Expr])
    /// `base.name`; `nameLocation` is where `name` starts.
    case member(base: Expr, name: String, nameLocation: SourceLocation)
    /// `.name` with an implied base type, as in `.red`.
    case implicitMember(String)
    /// `base?` inside an optional chain, as in `session.currentUser?.name`.
    case optionalChain(Expr)
    case forceUnwrap(Expr)
    case call(callee: Expr, arguments: [CallArgument])
    case `subscript`(base: Expr, arguments: [CallArgument])
    case prefix(operator: String, operand: Expr)
    case infix(operator: String, lhs: Expr, rhs: Expr)
    case ternary(condition: Expr, then: Expr, else: Expr)
    /// `\.id`, `\.self`, `\Item.name.count`: components after the root.
    case keyPath(root: String?, components: [String])
    case parenthesized(Expr)
}

public struct CallArgument: Hashable, Sendable {
    public var label: String?
    public var value: Expr

    public init(label: String?, value: Expr) {
        self.label = label
        self.value = value
    }
}

/// A statement inside an action (`action`, `onAppear`, ...), separated by `;`.
public struct Statement: Hashable, Sendable {
    public var kind: StatementKind
    public var location: SourceLocation

    public init(_ kind: StatementKind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}

public enum StatementKind: Hashable, Sendable {
    /// A call such as `viewModel.start()` or `isOn.toggle()`.
    case expression(Expr)
    /// `target op value` where op is `=`, `+=`, `-=`, `*=`, `/=`.
    case assignment(target: Expr, operator: String, value: Expr)
}

/// Literal text with `{expr}` holes (attribute values, `Text` content),
/// or a Swift string literal with `\(expr)` holes inside an expression.
public struct InterpolatedString: Hashable, Sendable {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case expression(Expr)
    }

    public var segments: [Segment]
    public var location: SourceLocation

    public init(segments: [Segment], location: SourceLocation) {
        self.segments = segments
        self.location = location
    }

    /// The single expression when the whole value is one `{expr}`.
    public var soleExpression: Expr? {
        if segments.count == 1, case .expression(let expr) = segments[0] { return expr }
        return nil
    }
}

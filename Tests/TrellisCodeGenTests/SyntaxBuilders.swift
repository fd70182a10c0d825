import TrellisDiagnostics
import TrellisSyntax

/// Small helpers to write syntax trees by hand in tests.
enum Build {
    static let file = "Screens/Test.xml"

    static func at(_ line: Int, _ column: Int = 1, file: String = Build.file) -> SourceLocation {
        SourceLocation(file: file, line: line, column: column)
    }

    static func name(_ text: String, _ line: Int = 1) -> Identifier { Identifier(text, at: at(line)) }

    static func type(_ text: String, _ line: Int = 1) -> TypeSyntax {
        TypeSyntax(.named(text, genericArguments: []), at: at(line))
    }

    static func id(_ name: String, _ line: Int = 1) -> Expr { Expr(.identifier(name), at: at(line)) }
    static func int(_ text: String, _ line: Int = 1) -> Expr { Expr(.integerLiteral(text), at: at(line)) }
    static func str(_ text: String, _ line: Int = 1) -> Expr {
        Expr(.stringLiteral(InterpolatedString(segments: [.literal(text)], location: at(line))), at: at(line))
    }
    static func member(_ base: Expr, _ name: String) -> Expr {
        Expr(.member(base: base, name: name, nameLocation: base.location), at: base.location)
    }
    static func call(_ callee: Expr, _ arguments: [(String?, Expr)] = []) -> Expr {
        Expr(.call(callee: callee, arguments: arguments.map { CallArgument(label: $0.0, value: $0.1) }), at: callee.location)
    }
    static func infix(_ op: String, _ lhs: Expr, _ rhs: Expr) -> Expr {
        Expr(.infix(operator: op, lhs: lhs, rhs: rhs), at: lhs.location)
    }
    static func text(_ segments: [InterpolatedString.Segment], _ line: Int = 1) -> InterpolatedString {
        InterpolatedString(segments: segments, location: at(line))
    }

    static func property(_ kind: PropertyKind, _ name: String, _ type: String, initial: Expr? = nil, line: Int = 1) -> PropertyDecl {
        PropertyDecl(kind: kind, name: Build.name(name, line), type: Build.type(type, line), initial: initial, location: at(line))
    }

    static func element(_ name: String, _ line: Int = 1, arguments: [(String, ArgumentValue)] = [], text: InterpolatedString? = nil, children: [ViewNode] = [], modifiers: [ModifierKind] = []) -> ViewNode {
        .element(ElementNode(
            name: Build.name(name, line),
            arguments: arguments.map { Argument(label: Build.name($0.0, line), value: $0.1, valueLocation: at(line)) },
            text: text,
            children: children,
            modifiers: modifiers.map { Modifier($0, at: at(line)) }
        ))
    }

    static func view(_ name: String, line: Int = 1, properties: [PropertyDecl] = [], body: [ViewNode]) -> ViewDecl {
        ViewDecl(name: Build.name(name, line), properties: properties, body: body, location: at(line))
    }

    static func statement(_ expr: Expr) -> Statement { Statement(.expression(expr), at: expr.location) }
    static func assign(_ target: Expr, _ op: String, _ value: Expr) -> Statement {
        Statement(.assignment(target: target, operator: op, value: value), at: target.location)
    }
}

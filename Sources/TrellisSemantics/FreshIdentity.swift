import TrellisSyntax

/// TRL283: an `id` whose value is made afresh each time the body runs (`UUID()`, `Date()`,
/// `Date.now`, `Int.random(in:)`): every update gives the view a new identity, so SwiftUI
/// replaces it and its state starts over.
enum FreshIdentity {
    /// Types whose `random(...)` makes a new value.
    static let randomTypes: Set<String> = ["Int", "Double", "Float", "Bool", "UInt", "CGFloat"]

    /// The part of `expr` that makes a new value on every evaluation, if it is always evaluated:
    /// the branches of `?:`, the right side of `??`, `&&` and `||`, and closures may not run.
    static func freshValue(in expr: Expr) -> Expr? {
        var pending: [(Expr, Int)] = [(expr, 0)]
        while let (current, depth) = pending.popLast() {
            guard depth < ExpressionText.depthLimit else { continue }
            if isFresh(current) { return current }
            switch current.kind {
            case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base), .prefix(_, let base),
                 .try(_, let base), .await(let base), .publisher(let base, _, _):
                pending.append((base, depth + 1))
            case .call(let base, let arguments), .subscript(let base, let arguments):
                pending.append((base, depth + 1))
                pending += arguments.map { ($0.value, depth + 1) }
            case .infix(let op, let lhs, let rhs):
                pending.append((lhs, depth + 1))
                if op != "??", op != "&&", op != "||" { pending.append((rhs, depth + 1)) }
            case .ternary(let condition, _, _):
                pending.append((condition, depth + 1))
            case .stringLiteral(let string):
                for case .expression(let inner) in string.segments { pending.append((inner, depth + 1)) }
            case .arrayLiteral(let elements):
                pending += elements.map { ($0, depth + 1) }
            case .tuple(let elements):
                pending += elements.map { ($0.value, depth + 1) }
            case .dictionaryLiteral(let elements):
                pending += elements.flatMap { [($0.key, depth + 1), ($0.value, depth + 1)] }
            case .cast(_, let operand, _), .postfix(_, let operand):
                pending.append((operand, depth + 1))
            case .identifier, .projection, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath,
                 .anonymousParameter, .closure, .operatorFunction, .specializedType:
                break
            }
        }
        return nil
    }

    /// `UUID()`, `Date()`, `Date.now`, `Int.random(in: 0..<9)`.
    private static func isFresh(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call(let base, let arguments):
            if case .identifier(let name) = base.kind, arguments.isEmpty { return name == "UUID" || name == "Date" }
            if case .member(let type, "random", _) = base.kind, case .identifier(let name) = type.kind { return randomTypes.contains(name) }
            return false
        case .member(let type, "now", _):
            if case .identifier("Date") = type.kind { return true }
            return false
        default:
            return false
        }
    }
}

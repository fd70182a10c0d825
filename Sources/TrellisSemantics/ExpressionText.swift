import TrellisSyntax

/// Swift spelling of an expression, for messages and for comparing two expressions
/// regardless of where they were written (`.id(count)` against `count="{count}"`).
enum ExpressionText {
    /// Deeper trees are elided rather than walked; no real attribute nests this far.
    static let depthLimit = 256

    static func render(_ expr: Expr) -> String {
        var output = ""
        write(expr, into: &output, depth: 0)
        return output
    }

    private static func write(_ expr: Expr, into output: inout String, depth: Int) {
        guard depth < depthLimit else { output += "…"; return }
        let next = depth + 1
        switch expr.kind {
        case .identifier(let name): output += name
        case .projection(let name): output += "$" + name
        case .integerLiteral(let text), .floatLiteral(let text): output += text
        case .booleanLiteral(let value): output += value ? "true" : "false"
        case .nilLiteral: output += "nil"
        case .stringLiteral(let string):
            output += "\""
            for segment in string.segments {
                switch segment {
                case .literal(let text): output += text
                case .expression(let inner):
                    output += "\\("
                    write(inner, into: &output, depth: next)
                    output += ")"
                }
            }
            output += "\""
        case .dictionaryLiteral(let elements):
            output += elements.isEmpty ? "[:" : "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                write(element.key, into: &output, depth: next)
                output += ": "
                write(element.value, into: &output, depth: next)
            }
            output += "]"
        case .arrayLiteral(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                write(element, into: &output, depth: next)
            }
            output += "]"
        case .tuple(let elements):
            output += "("
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ", " }
                if let label = element.label { output += label + ": " }
                write(element.value, into: &output, depth: next)
            }
            output += ")"
        case .member(let base, let name, _):
            write(base, into: &output, depth: next)
            output += "." + name
        case .publisher(let base, let name, _):
            write(base, into: &output, depth: next)
            output += ".$" + name
        case .implicitMember(let name): output += "." + name
        case .optionalChain(let base):
            write(base, into: &output, depth: next)
            output += "?"
        case .forceUnwrap(let base):
            write(base, into: &output, depth: next)
            output += "!"
        case .call(let callee, let arguments):
            write(callee, into: &output, depth: next)
            writeArguments(arguments, open: "(", close: ")", into: &output, depth: next)
        case .subscript(let base, let arguments):
            write(base, into: &output, depth: next)
            writeArguments(arguments, open: "[", close: "]", into: &output, depth: next)
        case .prefix(let op, let operand):
            output += op
            write(operand, into: &output, depth: next)
        case .infix(let op, let lhs, let rhs):
            write(lhs, into: &output, depth: next)
            output += " \(op) "
            write(rhs, into: &output, depth: next)
        case .ternary(let condition, let then, let otherwise):
            write(condition, into: &output, depth: next)
            output += " ? "
            write(then, into: &output, depth: next)
            output += " : "
            write(otherwise, into: &output, depth: next)
        case .keyPath(let root, let components):
            output += "\\" + (root ?? "") + "." + components.joined(separator: ".")
        case .parenthesized(let inner):
            output += "("
            write(inner, into: &output, depth: next)
            output += ")"
        case .closure(let closure):
            output += "{ "
            if let parameters = closure.parameters { output += parameters.map(\.name).joined(separator: ", ") + " in " }
            output += closure.body.isEmpty ? "" : "…"
            output += " }"
        case .anonymousParameter(let index): output += "$\(index)"
        case .try(let keyword, let operand):
            output += keyword + " "
            write(operand, into: &output, depth: next)
        case .await(let operand):
            output += "await "
            write(operand, into: &output, depth: next)
        case .cast(let op, let operand, let type):
            write(operand, into: &output, depth: next)
            output += " \(op) \(type.reference)"
        case .operatorFunction(let op): output += op
        case .specializedType(let type): output += type.reference.description
        case .postfix(let op, let operand):
            write(operand, into: &output, depth: next)
            output += op
        }
    }

    private static func writeArguments(_ arguments: [CallArgument], open: String, close: String, into output: inout String, depth: Int) {
        output += open
        for (index, argument) in arguments.enumerated() {
            if index > 0 { output += ", " }
            if let label = argument.label { output += label + ": " }
            write(argument.value, into: &output, depth: depth)
        }
        output += close
    }

    /// Literals never change, so passing one cannot go stale.
    static func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember: true
        case .stringLiteral(let string): string.segments.allSatisfy { if case .literal = $0 { true } else { false } }
        case .prefix(_, let operand), .parenthesized(let operand): isLiteral(operand)
        case .arrayLiteral(let elements): elements.allSatisfy(isLiteral)
        case .tuple(let elements): elements.allSatisfy { isLiteral($0.value) }
        case .dictionaryLiteral(let elements): elements.allSatisfy { isLiteral($0.key) && isLiteral($0.value) }
        default: false
        }
    }

    /// An identifier or member chain: a reference to an object that already exists. A chain may
    /// start at a member of the expected type (`.shared`).
    static func isReferenceChain(_ expr: Expr) -> Bool {
        var current = expr
        for _ in 0..<depthLimit {
            switch current.kind {
            case .identifier: return true
            case .implicitMember(let name): return name != "init"
            case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base):
                current = base
            default: return false
            }
        }
        return false
    }

    /// `$x` or `$x.member...`: a binding projection.
    static func isProjection(_ expr: Expr) -> Bool {
        var current = expr
        for _ in 0..<depthLimit {
            switch current.kind {
            case .projection: return true
            case .member(let base, _, _), .parenthesized(let base): current = base
            default: return false
            }
        }
        return false
    }
}

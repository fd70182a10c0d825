import TrellisDiagnostics
import TrellisSyntax

/// A small parser for the expression subset, so semantics tests can write `"vm.load(id: itemId)"`
/// instead of nested syntax trees while the real parser is built. Columns are exact relative
/// to `start`, the location of the first character.
public struct SemanticsExpressionParser {
    private let scalars: [Character]
    private let start: SourceLocation
    private var position = 0

    public init(_ text: String, at start: SourceLocation) {
        self.scalars = Array(text)
        self.start = start
    }

    public static func expression(_ text: String, at start: SourceLocation) -> Expr {
        var parser = SemanticsExpressionParser(text, at: start)
        let expr = parser.parseExpression()
        parser.skipSpaces()
        precondition(parser.position == parser.scalars.count, "unparsed text in `\(text)` at \(parser.position)")
        return expr
    }

    public static func statements(_ text: String, at start: SourceLocation) -> [Statement] {
        var parser = SemanticsExpressionParser(text, at: start)
        var statements: [Statement] = []
        while true {
            parser.skipSpaces()
            if parser.position >= parser.scalars.count { break }
            let location = parser.location
            let target = parser.parseExpression()
            parser.skipSpaces()
            if let op = ["+=", "-=", "*=", "/=", "="].first(where: { parser.peek($0) }) {
                parser.position += op.count
                let value = parser.parseExpression()
                statements.append(Statement(.assignment(target: target, operator: op, value: value), at: location))
            } else {
                statements.append(Statement(.expression(target), at: location))
            }
            parser.skipSpaces()
            if parser.peek(";") { parser.position += 1 }
        }
        return statements
    }

    /// Literal text with `{expr}` holes.
    public static func interpolated(_ text: String, at start: SourceLocation) -> InterpolatedString {
        let characters = Array(text)
        var segments: [InterpolatedString.Segment] = []
        var literal = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "{" {
                if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
                var end = index + 1
                while characters[end] != "}" { end += 1 }
                let inner = String(characters[(index + 1)..<end])
                segments.append(.expression(expression(inner, at: start.advanced(byColumns: index + 1))))
                index = end + 1
            } else {
                literal.append(characters[index])
                index += 1
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return InterpolatedString(segments: segments, location: start)
    }

    private var location: SourceLocation { start.advanced(byColumns: position) }

    private func peek(_ text: String) -> Bool {
        let characters = Array(text)
        guard position + characters.count <= scalars.count else { return false }
        return Array(scalars[position..<(position + characters.count)]) == characters
    }

    private mutating func skipSpaces() {
        while position < scalars.count, scalars[position] == " " { position += 1 }
    }

    private static let precedence: [(operators: [String], level: Int)] = [
        (["||"], 1), (["&&"], 2), (["==", "!=", "<=", ">=", "<", ">"], 3), (["??"], 4),
        (["..<", "..."], 5), (["+", "-"], 6), (["*", "/", "%"], 7),
    ]

    private mutating func parseExpression() -> Expr {
        let condition = parseInfix(minimum: 1)
        skipSpaces()
        guard peek("?"), !peek("??") else { return condition }
        position += 1
        let then = parseExpression()
        skipSpaces()
        precondition(peek(":"))
        position += 1
        let otherwise = parseExpression()
        return Expr(.ternary(condition: condition, then: then, else: otherwise), at: condition.location)
    }

    private mutating func nextOperator() -> (String, Int)? {
        skipSpaces()
        let all = Self.precedence.flatMap { entry in entry.operators.map { ($0, entry.level) } }
            .sorted { $0.0.count > $1.0.count }
        guard let (op, level) = all.first(where: { peek($0.0) }) else { return nil }
        // `+=` and friends belong to statements.
        if ["+", "-", "*", "/"].contains(op), peek(op + "=") { return nil }
        return (op, level)
    }

    private mutating func parseInfix(minimum: Int) -> Expr {
        var lhs = parsePrefix()
        while true {
            let saved = position
            guard let (op, level) = nextOperator(), level >= minimum else {
                position = saved
                break
            }
            position += op.count
            let rhs = parseInfix(minimum: level + 1)
            lhs = Expr(.infix(operator: op, lhs: lhs, rhs: rhs), at: lhs.location)
        }
        return lhs
    }

    private mutating func parsePrefix() -> Expr {
        skipSpaces()
        let location = self.location
        if peek("!") || (peek("-") && !(position + 1 < scalars.count && scalars[position + 1].isNumber)) {
            let op = String(scalars[position])
            position += 1
            return Expr(.prefix(operator: op, operand: parsePrefix()), at: location)
        }
        return parsePostfix(parsePrimary())
    }

    private mutating func identifier() -> String {
        var name = ""
        while position < scalars.count, scalars[position].isLetter || scalars[position].isNumber || scalars[position] == "_" {
            name.append(scalars[position])
            position += 1
        }
        return name
    }

    private mutating func parsePrimary() -> Expr {
        skipSpaces()
        let location = self.location
        let character = scalars[position]
        if character == "$" {
            position += 1
            return Expr(.projection(identifier()), at: location)
        }
        if character == "\\" {
            position += 1
            let root = identifier()
            var components: [String] = []
            while peek(".") {
                position += 1
                components.append(identifier())
            }
            return Expr(.keyPath(root: root.isEmpty ? nil : root, components: components), at: location)
        }
        if character == "." {
            position += 1
            return Expr(.implicitMember(identifier()), at: location)
        }
        if character == "(" {
            position += 1
            let inner = parseExpression()
            skipSpaces()
            position += 1
            return Expr(.parenthesized(inner), at: location)
        }
        if character == "[" {
            position += 1
            let elements = parseArguments(closing: "]").map(\.value)
            return Expr(.arrayLiteral(elements), at: location)
        }
        if character == "\"" {
            position += 1
            var text = ""
            while scalars[position] != "\"" { text.append(scalars[position]); position += 1 }
            position += 1
            let segments: [InterpolatedString.Segment] = text.isEmpty ? [] : [.literal(text)]
            return Expr(.stringLiteral(InterpolatedString(segments: segments, location: location)), at: location)
        }
        if character.isNumber || character == "-" {
            var text = String(character)
            position += 1
            while position < scalars.count, scalars[position].isNumber || (scalars[position] == "." && position + 1 < scalars.count && scalars[position + 1].isNumber) {
                text.append(scalars[position])
                position += 1
            }
            return Expr(text.contains(".") ? .floatLiteral(text) : .integerLiteral(text), at: location)
        }
        let name = identifier()
        precondition(!name.isEmpty, "expected an expression at \(position)")
        switch name {
        case "true": return Expr(.booleanLiteral(true), at: location)
        case "false": return Expr(.booleanLiteral(false), at: location)
        case "nil": return Expr(.nilLiteral, at: location)
        default: return Expr(.identifier(name), at: location)
        }
    }

    private mutating func parseArguments(closing: Character) -> [CallArgument] {
        var arguments: [CallArgument] = []
        skipSpaces()
        if position < scalars.count, scalars[position] == closing { position += 1; return [] }
        while true {
            skipSpaces()
            var label: String?
            let saved = position
            let name = identifier()
            skipSpaces()
            if !name.isEmpty, peek(":") {
                label = name
                position += 1
            } else {
                position = saved
            }
            arguments.append(CallArgument(label: label, value: parseExpression()))
            skipSpaces()
            if scalars[position] == "," { position += 1; continue }
            position += 1
            return arguments
        }
    }

    private mutating func parsePostfix(_ base: Expr) -> Expr {
        var expr = base
        while position < scalars.count {
            if peek("?.") {
                position += 1
                expr = Expr(.optionalChain(expr), at: expr.location)
                continue
            }
            if peek(".") {
                position += 1
                let nameLocation = location
                expr = Expr(.member(base: expr, name: identifier(), nameLocation: nameLocation), at: expr.location)
            } else if peek("(") {
                position += 1
                expr = Expr(.call(callee: expr, arguments: parseArguments(closing: ")")), at: expr.location)
            } else if peek("[") {
                position += 1
                expr = Expr(.subscript(base: expr, arguments: parseArguments(closing: "]")), at: expr.location)
            } else if peek("!") && !peek("!=") {
                position += 1
                expr = Expr(.forceUnwrap(expr), at: expr.location)
            } else {
                break
            }
        }
        return expr
    }
}

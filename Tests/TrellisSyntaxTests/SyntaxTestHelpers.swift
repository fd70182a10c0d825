import TrellisDiagnostics
@testable import TrellisSyntax

/// Parses `text` as the file `path` and returns the tree and every diagnostic.
func parse(_ text: String, path: String = "test.xml", limits: FrontEndLimits = .default) -> (file: SourceFileSyntax?, diagnostics: [Diagnostic]) {
    parse(bytes: Array(text.utf8), path: path, limits: limits)
}

func parse(bytes: [UInt8], path: String = "test.xml", limits: FrontEndLimits = .default) -> (file: SourceFileSyntax?, diagnostics: [Diagnostic]) {
    var diagnostics = DiagnosticCollector()
    let file = SyntaxParser(limits: limits).parseFile(SourceInput(path: path, bytes: bytes), diagnostics: &diagnostics)
    return (file, diagnostics.diagnostics)
}

/// `code@line:column` for compact assertions.
func summary(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.code)@\($0.location.line):\($0.location.column)" }
}

func at(_ line: Int, _ column: Int, file: String = "test.xml") -> SourceLocation {
    SourceLocation(file: file, line: line, column: column)
}

/// A view whose body is `body`, with the `<body>` line at line 3.
func screen(_ body: String, declarations: String = "<state name=\"count\" type=\"Int\" initial=\"0\"/>") -> String {
    "<view name=\"Screen\">\n  \(declarations)\n  <body>\n\(body)\n  </body>\n</view>\n"
}

/// Expression parsing at a fixed start, with diagnostics.
func expression(_ text: String) -> (expr: Expr?, diagnostics: [Diagnostic]) {
    var diagnostics = DiagnosticCollector()
    let expr = ExpressionParser.parseExpression(text, at: at(1, 1), diagnostics: &diagnostics)
    return (expr, diagnostics.diagnostics)
}

/// Renders an expression tree in a compact, fully parenthesized form.
func render(_ expr: Expr) -> String {
    switch expr.kind {
    case .identifier(let name): name
    case .projection(let name): "$\(name)"
    case .integerLiteral(let text), .floatLiteral(let text): text
    case .booleanLiteral(let value): "\(value)"
    case .nilLiteral: "nil"
    case .stringLiteral(let string): "\"" + string.segments.map { segment in
        switch segment {
        case .literal(let text): text
        case .expression(let inner): "\\(\(render(inner)))"
        }
    }.joined() + "\""
    case .arrayLiteral(let elements): "[" + elements.map(render).joined(separator: ", ") + "]"
    case .member(let base, let name, _): "\(render(base)).\(name)"
    case .implicitMember(let name): ".\(name)"
    case .optionalChain(let base): "\(render(base))?"
    case .forceUnwrap(let base): "\(render(base))!"
    case .call(let callee, let arguments): "\(render(callee))(" + arguments.map(renderArgument).joined(separator: ", ") + ")"
    case .subscript(let base, let arguments): "\(render(base))[" + arguments.map(renderArgument).joined(separator: ", ") + "]"
    case .prefix(let op, let operand): "(\(op)\(render(operand)))"
    case .infix(let op, let lhs, let rhs): "(\(render(lhs)) \(op) \(render(rhs)))"
    case .ternary(let condition, let then, let otherwise): "(\(render(condition)) ? \(render(then)) : \(render(otherwise)))"
    case .keyPath(let root, let components): "\\" + (root ?? "") + components.map { ".\($0)" }.joined()
    case .parenthesized(let inner): "(\(render(inner)))"
    }
}

private func renderArgument(_ argument: CallArgument) -> String {
    (argument.label.map { "\($0): " } ?? "") + render(argument.value)
}

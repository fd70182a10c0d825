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
    case .tuple(let elements): "(" + elements.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value) }.joined(separator: ", ") + ")"
    case .dictionaryLiteral(let elements): elements.isEmpty ? "[:]" : "[" + elements.map { render($0.key) + ": " + render($0.value) }.joined(separator: ", ") + "]"
    case .member(let base, let name, _): "\(render(base)).\(name)"
    case .publisher(let base, let name, _): "\(render(base)).$\(name)"
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
    case .closure(let closure): renderClosure(closure)
    case .anonymousParameter(let index): "$\(index)"
    case .try(let keyword, let operand): "(\(keyword) \(render(operand)))"
    case .await(let operand): "(await \(render(operand)))"
    case .cast(let op, let operand, let type): "(\(render(operand)) \(op) \(type.reference))"
    case .operatorFunction(let op): op
    case .specializedType(let type): type.reference.description
    case .postfix(let op, let operand): "(\(render(operand))\(op))"
    }
}

/// Renders a statement compactly: blocks in braces, statements separated by `;`.
func render(_ statement: Statement) -> String {
    func block(_ statements: [Statement]) -> String { "{ " + statements.map(render).joined(separator: "; ") + " }" }
    func conditions(_ list: [Condition]) -> String {
        list.map { condition in
            switch condition {
            case .expression(let expr): render(expr)
            case .optionalBinding(let isConstant, let name, let value): (isConstant ? "let " : "var ") + name.name + (value.map { " = " + render($0) } ?? "")
            case .casePattern(let written, let value): "case " + pattern(written) + " = " + render(value)
            case .availability(let isUnavailable, let arguments, _): (isUnavailable ? "#unavailable(" : "#available(") + arguments + ")"
            }
        }.joined(separator: ", ")
    }
    func pattern(_ written: Pattern) -> String {
        switch written {
        case .wildcard: return "_"
        case .binding(let isConstant, let name): return (isConstant ? "let " : "var ") + name.name
        case .enumCase(let name, let arguments, _):
            guard let arguments else { return "." + name }
            var inner: [String] = []
            for argument in arguments { inner.append(pattern(argument)) }
            return "." + name + "(" + inner.joined(separator: ", ") + ")"
        case .expression(let expr): return render(expr)
        case .qualified(let type, let inner): return "\(type.reference)" + pattern(inner)
        case .cast(let inner, let type): return pattern(inner) + " as \(type.reference)"
        case .isType(let type): return "is \(type.reference)"
        case .tuple(let elements): return "(" + elements.map(pattern).joined(separator: ", ") + ")"
        }
    }
    switch statement.kind {
    case .expression(let expr): return render(expr)
    case .assignment(let target, let op, let value): return "\(render(target)) \(op) \(render(value))"
    case .declaration(let isConstant, let name, let type, let value):
        return (isConstant ? "let " : "var ") + name.name + (type.map { ": \($0.reference)" } ?? "") + (value.map { " = " + render($0) } ?? "")
    case .if(let clauses, let otherwise):
        return clauses.map { "if " + conditions($0.conditions) + " " + block($0.body) }.joined(separator: " else ") + (otherwise.map { " else " + block($0) } ?? "")
    case .guard(let list, let otherwise): return "guard " + conditions(list) + " else " + block(otherwise)
    case .switch(let subject, let cases):
        var parts: [String] = []
        for switchCase in cases {
            var label = "default"
            if !switchCase.isDefault {
                var items: [String] = []
                for item in switchCase.items {
                    var text = pattern(item.pattern)
                    if let guardExpression = item.guardExpression { text += " where " + render(guardExpression) }
                    items.append(text)
                }
                label = "case " + items.joined(separator: ", ")
            }
            parts.append(label + ": " + switchCase.body.map(render).joined(separator: "; "))
        }
        return "switch \(render(subject)) { " + parts.joined(separator: " ") + " }"
    case .tupleDeclaration(let isConstant, let names, let value):
        let spelled: [String] = names.map(\.name)
        return (isConstant ? "let (" : "var (") + spelled.joined(separator: ", ") + ") = " + render(value)
    case .forIn(let names, let casePattern, let sequence, let condition, let body, _):
        let spelled: [String] = names.map(\.name)
        var written = names.count == 1 ? spelled[0] : "(" + spelled.joined(separator: ", ") + ")"
        if let casePattern { written = "case " + pattern(casePattern) }
        return "for \(written) in \(render(sequence)) " + (condition.map { "where " + render($0) + " " } ?? "") + block(body)
    case .while(let list, let body): return "while " + conditions(list) + " " + block(body)
    case .repeat(let body, let condition): return "repeat " + block(body) + " while " + render(condition)
    case .defer(let body): return "defer " + block(body)
    case .compilerDirective(let name, let branches): return name + " " + branches.map(block).joined(separator: " ")
    case .return(let value): return "return" + (value.map { " " + render($0) } ?? "")
    case .throw(let value): return "throw " + render(value)
    case .break: return "break"
    case .continue: return "continue"
    case .doCatch(let body, let catches):
        var text = "do " + block(body)
        for clause in catches {
            text += " catch" + (clause.pattern.map { " " + pattern($0) } ?? "")
            if let guardExpression = clause.guardExpression { text += " where " + render(guardExpression) }
            text += " " + block(clause.body)
        }
        return text
    }
}

private func renderArgument(_ argument: CallArgument) -> String {
    (argument.label.map { "\($0): " } ?? "") + render(argument.value)
}

private func renderClosure(_ closure: Closure) -> String {
    var text = "{"
    if let parameters = closure.parameters, let signature = closure.signature {
        var names: [String] = []
        for (name, type) in zip(parameters, signature.parameterTypes) { names.append(name.name + (type.map { ": \($0.reference)" } ?? "")) }
        text += " (" + names.joined(separator: ", ") + ")" + signature.effects.map { " " + $0 }.joined()
        text += (signature.result.map { " -> \($0.reference)" } ?? "") + " in"
    } else if let parameters = closure.parameters {
        let names: [String] = parameters.map(\.name)
        text += " " + names.joined(separator: ", ") + " in"
    }
    let body: [String] = closure.body.map(render)
    return text + " " + body.joined(separator: "; ") + " }"
}

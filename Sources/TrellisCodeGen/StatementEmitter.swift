import TrellisDiagnostics
import TrellisSyntax

/// Statements and closures. Names the code declares (locals, closure parameters, pattern
/// bindings) are spelled `SwiftSource.boundLocal(name)` from their declaration on, so they can
/// never collide with the generated code's names, and mean what the checker resolved.
/// Statements of an action are printed one per line, each mapped to its XML line; blocks inside
/// expressions (closures) are written on one line, since a directive cannot stand in an expression.
extension ExpressionEmitter {
    /// `{ x$ in x$ * 2 }`, `{ !$0.isEmpty }`.
    func inlineClosure(_ closure: Closure) throws(CodeGenError) -> String {
        var scope = self
        var head = ""
        if let parameters = closure.parameters {
            scope = try scope.binding(parameters.map(\.name).filter { $0 != "_" })
            head = Self.attributes(of: closure) + (try Self.closureHead(parameters, signature: closure.signature)) + " in "
        }
        // `$0` means the closure's own parameter again, whatever an outer closure bound.
        scope.identifiers = scope.identifiers.filter { !$0.key.hasPrefix("$") }
        if closure.body.isEmpty { return parametersOnly(head) }
        return "{ " + head + (try scope.inlineStatements(closure.body)) + " }"
    }

    /// `@MainActor ` before a closure's parameters, as written; empty for none.
    static func attributes(of closure: Closure) -> String {
        closure.attributes.isEmpty ? "" : closure.attributes.joined(separator: " ") + (closure.parameters?.isEmpty == false ? " " : "")
    }

    /// `a$, b$`, or with a written signature `(a$: Item, b$: Item) throws -> Bool`.
    static func closureHead(_ parameters: [Identifier], signature: Closure.Signature?) throws(CodeGenError) -> String {
        var names: [String] = []
        for (index, parameter) in parameters.enumerated() {
            var name = parameter.name == "_" ? "_" : try SwiftSource.boundLocal(parameter.name)
            if let types = signature?.parameterTypes, index < types.count, let type = types[index] {
                name += ": " + (try TypeEmitter.emit(type))
            }
            names.append(name)
        }
        guard let signature else { return names.joined(separator: ", ") }
        var head = "(" + names.joined(separator: ", ") + ")"
        for effect in signature.effects {
            guard effect == "async" || effect == "throws" else { throw .unsupportedOperator(effect) }
            head += " " + effect
        }
        if let result = signature.result { head += " -> " + (try TypeEmitter.emit(result)) }
        return head
    }

    private func parametersOnly(_ head: String) -> String {
        head.isEmpty ? "{}" : "{ " + head + "}"
    }

    /// Statements on one line, separated by `;`.
    func inlineStatements(_ statements: [Statement]) throws(CodeGenError) -> String {
        var scope = self
        var parts: [String] = []
        for statement in statements { parts.append(try scope.inlineStatement(statement)) }
        return parts.joined(separator: "; ")
    }

    /// One statement on one line; `self` then sees the names it declares.
    mutating func inlineStatement(_ statement: Statement) throws(CodeGenError) -> String {
        do throws(CodeGenError) {
            switch statement.kind {
            case .expression, .assignment:
                return try simpleStatement(statement)
            case .declaration(let isConstant, let name, let type, let value):
                let text = (statement.isAsyncLet ? "async " : "") + (try declaration(isConstant: isConstant, name: name, type: type, value: value))
                if name.name != "_" { self = try binding([name.name]) }
                return text
            case .tupleDeclaration(let isConstant, let names, let value):
                var spelled: [String] = []
                for name in names { spelled.append(name.name == "_" ? "_" : try SwiftSource.boundLocal(name.name)) }
                let text = (isConstant ? "let (" : "var (") + spelled.joined(separator: ", ") + ") = " + (try emit(value))
                self = try binding(names.map(\.name).filter { $0 != "_" })
                return text
            case .if(let clauses, let otherwise):
                var text = ""
                for (index, clause) in clauses.enumerated() {
                    let (conditions, inner) = try self.conditions(clause.conditions)
                    text += (index == 0 ? "if " : " else if ") + conditions + " { " + (try inner.inlineStatements(clause.body)) + " }"
                }
                if let otherwise { text += " else { " + (try inlineStatements(otherwise)) + " }" }
                return text
            case .guard(let list, let otherwise):
                let (conditions, inner) = try self.conditions(list)
                let text = "guard " + conditions + " else { " + (try inlineStatements(otherwise)) + " }"
                self = inner
                return text
            case .switch(let subject, let cases):
                var parts: [String] = []
                for switchCase in cases {
                    let (label, inner) = try caseLabel(switchCase)
                    parts.append(label + " " + (try inner.inlineStatements(switchCase.body)))
                }
                return "switch " + (try emit(subject)) + " { " + parts.joined(separator: "; ") + " }"
            case .forIn(let names, let pattern, let sequence, let condition, let body, let iteration):
                let (head, inner) = try forHead(names: names, pattern: pattern, sequence: sequence, condition: condition, iteration: iteration)
                return head + " { " + (try inner.inlineStatements(body)) + " }"
            case .while(let list, let body):
                let (conditions, inner) = try self.conditions(list)
                return "while " + conditions + " { " + (try inner.inlineStatements(body)) + " }"
            case .repeat(let body, let condition):
                return "repeat { " + (try inlineStatements(body)) + " } while " + (try emit(condition))
            case .defer(let body):
                return "defer { " + (try inlineStatements(body)) + " }"
            case .compilerDirective(let name, _):
                throw CodeGenError(.unexpectedContent("`\(name)`, which the checker reports as not supported"))
            case .return(let value):
                return try value.map { value throws(CodeGenError) in "return " + (try emit(value)) } ?? "return"
            case .throw(let value):
                return "throw " + (try emit(value))
            case .break:
                return "break"
            case .continue:
                return "continue"
            case .doCatch(let body, let catches):
                var text = "do { " + (try inlineStatements(body)) + " }"
                for clause in catches {
                    let (head, inner) = try catchHead(clause)
                    text += " " + head + " { " + (try inner.inlineStatements(clause.body)) + " }"
                }
                return text
            }
        } catch {
            throw error.located(at: statement.location)
        }
    }

    /// Prints statements one per line, each statement line mapped to its XML location.
    func printStatements(_ statements: [Statement], into printer: inout CodePrinter) throws(CodeGenError) {
        var scope = self
        for statement in statements {
            try scope.printStatement(statement, into: &printer)
        }
    }

    private mutating func printStatement(_ statement: Statement, into printer: inout CodePrinter) throws(CodeGenError) {
        do throws(CodeGenError) {
            let location = statement.location
            // A statement written on one line stays on one line: no directive inside it.
            if Self.isOnOneLine(statement) {
                printer.print(try inlineStatement(statement), mappedTo: location)
                return
            }
            switch statement.kind {
            case .expression(let expr):
                // `withAnimation { ... }` over several lines keeps its body's lines.
                if case .call(let callee, let arguments) = expr.kind, let last = arguments.last, last.isTrailingClosure,
                   arguments.dropLast().last?.isTrailingClosure != true,
                   case .closure(let closure) = last.value.kind, Self.spansLines(closure, from: location) {
                    var head = try emit(callee, minimum: .postfix)
                    let inParentheses = Array(arguments.dropLast())
                    if !inParentheses.isEmpty { head += "(" + (try argumentList(inParentheses)) + ")" }
                    var inner = self
                    var parameters = ""
                    if let names = closure.parameters {
                        inner = try inner.binding(names.map(\.name).filter { $0 != "_" })
                        parameters = " " + Self.attributes(of: closure) + (try Self.closureHead(names, signature: closure.signature)) + " in"
                    }
                    inner.identifiers = inner.identifiers.filter { !$0.key.hasPrefix("$") }
                    printer.print(head + " {" + parameters, mappedTo: location)
                    try printer.withIndentation { printer throws(CodeGenError) in try inner.printStatements(closure.body, into: &printer) }
                    printer.print("}")
                    return
                }
                printer.print(try simpleStatement(statement), mappedTo: location)
            case .assignment:
                printer.print(try simpleStatement(statement), mappedTo: location)
            case .declaration, .tupleDeclaration:
                printer.print(try inlineStatement(statement), mappedTo: location)
            case .if(let clauses, let otherwise):
                // `else if` is printed as an `if` inside `else`, so that each condition starts a
                // statement and may carry its own line.
                var depth = 0
                for (index, clause) in clauses.enumerated() {
                    let (conditions, inner) = try self.conditions(clause.conditions)
                    if index > 0 {
                        printer.print("} else {")
                        printer.indent()
                        depth += 1
                    }
                    printer.print("if " + conditions + " {", mappedTo: clause.location)
                    try printer.withIndentation { printer throws(CodeGenError) in try inner.printStatements(clause.body, into: &printer) }
                }
                if let otherwise {
                    printer.print("} else {")
                    try printer.withIndentation { printer throws(CodeGenError) in try printStatements(otherwise, into: &printer) }
                }
                printer.print("}")
                for _ in 0..<depth {
                    printer.outdent()
                    printer.print("}")
                }
            case .guard(let list, let otherwise):
                let (conditions, inner) = try self.conditions(list)
                printer.print("guard " + conditions + " else {", mappedTo: location)
                try printer.withIndentation { printer throws(CodeGenError) in try printStatements(otherwise, into: &printer) }
                printer.print("}")
                self = inner
            case .switch(let subject, let cases):
                printer.print("switch " + (try emit(subject)) + " {", mappedTo: location)
                for switchCase in cases {
                    let (label, inner) = try caseLabel(switchCase)
                    printer.print(label)
                    try printer.withIndentation { printer throws(CodeGenError) in try inner.printStatements(switchCase.body, into: &printer) }
                }
                printer.print("}")
            case .forIn(let names, let pattern, let sequence, let condition, let body, let iteration):
                let (head, inner) = try forHead(names: names, pattern: pattern, sequence: sequence, condition: condition, iteration: iteration)
                printer.print(head + " {", mappedTo: location)
                try printer.withIndentation { printer throws(CodeGenError) in try inner.printStatements(body, into: &printer) }
                printer.print("}")
            case .while(let list, let body):
                let (conditions, inner) = try self.conditions(list)
                printer.print("while " + conditions + " {", mappedTo: location)
                try printer.withIndentation { printer throws(CodeGenError) in try inner.printStatements(body, into: &printer) }
                printer.print("}")
            case .repeat(let body, let condition):
                printer.print("repeat {", mappedTo: location)
                try printer.withIndentation { printer throws(CodeGenError) in try printStatements(body, into: &printer) }
                printer.print("} while " + (try emit(condition)), mappedTo: condition.location)
            case .defer(let body):
                printer.print("defer {", mappedTo: location)
                try printer.withIndentation { printer throws(CodeGenError) in try printStatements(body, into: &printer) }
                printer.print("}")
            case .compilerDirective:
                printer.print(try inlineStatement(statement), mappedTo: location)
            case .return, .throw, .break, .continue:
                printer.print(try inlineStatement(statement), mappedTo: location)
            case .doCatch(let body, let catches):
                printer.print("do {", mappedTo: location)
                try printer.withIndentation { printer throws(CodeGenError) in try printStatements(body, into: &printer) }
                for clause in catches {
                    let (head, inner) = try catchHead(clause)
                    printer.print("} " + head + " {", mappedTo: clause.location)
                    try printer.withIndentation { printer throws(CodeGenError) in try inner.printStatements(clause.body, into: &printer) }
                }
                printer.print("}")
            }
        } catch {
            throw error.located(at: statement.location)
        }
    }

    /// Whether every statement inside `statement` (blocks and closures included) starts on its line.
    private static func isOnOneLine(_ statement: Statement) -> Bool {
        let line = statement.location.line
        let file = statement.location.file
        func onLine(_ statements: [Statement]) -> Bool {
            statements.allSatisfy { inner in
                guard inner.location.file == file, inner.location.line == line else { return false }
                var closuresOnLine = true
                StatementWalk.roots(in: [inner]) { root in
                    StatementWalk.walk(root, enteringClosures: false) { expr in
                        if case .closure(let closure) = expr.kind, !onLine(closure.body) { closuresOnLine = false }
                    }
                }
                switch inner.kind {
                case .if(let clauses, let otherwise):
                    return closuresOnLine && clauses.allSatisfy { onLine($0.body) } && onLine(otherwise ?? [])
                case .guard(_, let otherwise): return closuresOnLine && onLine(otherwise)
                case .switch(_, let cases): return closuresOnLine && cases.allSatisfy { onLine($0.body) }
                case .forIn(_, _, _, _, let body, _), .while(_, let body), .repeat(let body, _), .defer(let body): return closuresOnLine && onLine(body)
                case .compilerDirective(_, let branches): return closuresOnLine && branches.allSatisfy(onLine)
                case .doCatch(let body, let catches): return closuresOnLine && onLine(body) && catches.allSatisfy { onLine($0.body) }
                default: return closuresOnLine
                }
            }
        }
        return onLine([statement])
    }

    /// Whether a closure's statements lie on lines after the statement that holds it.
    private static func spansLines(_ closure: Closure, from location: SourceLocation) -> Bool {
        closure.body.contains { $0.location.file != location.file || $0.location.line != location.line }
    }

    // MARK: Pieces

    private func declaration(isConstant: Bool, name: Identifier, type: TypeSyntax?, value: Expr?) throws(CodeGenError) -> String {
        var text = isConstant ? "let " : "var "
        text += name.name == "_" ? "_" : try SwiftSource.boundLocal(name.name)
        if let type { text += ": " + (try TypeEmitter.emit(type)) }
        if let value { text += " = " + (try emit(value)) }
        return text
    }

    /// `c, let x$ = v`, and the emitter that sees the bound names.
    func conditions(_ list: [Condition]) throws(CodeGenError) -> (String, ExpressionEmitter) {
        var scope = self
        var parts: [String] = []
        for condition in list {
            switch condition {
            case .expression(let expr):
                parts.append(try scope.emit(expr))
            case .optionalBinding(let isConstant, let name, let value):
                let source = try scope.emit(value ?? Expr(.identifier(name.name), at: name.location))
                guard name.name != "_" else {
                    parts.append((isConstant ? "let _ = " : "var _ = ") + source)
                    continue
                }
                parts.append((isConstant ? "let " : "var ") + (try SwiftSource.boundLocal(name.name)) + " = " + source)
                scope = try scope.binding([name.name])
            case .casePattern(let pattern, let value):
                // The value is read before the pattern binds its names.
                let source = try scope.emit(value)
                let inner = try scope.binding(pattern.boundNames)
                parts.append("case " + (try scope.pattern(pattern, in: inner)) + " = " + source)
                scope = inner
            case .availability(let isUnavailable, let arguments, _):
                parts.append((isUnavailable ? "#unavailable(" : "#available(") + arguments + ")")
            }
        }
        return (parts.joined(separator: ", "), scope)
    }

    func caseLabel(_ switchCase: SwitchCase) throws(CodeGenError) -> (String, ExpressionEmitter) {
        guard !switchCase.isDefault else { return ("default:", self) }
        var scope = self
        var items: [String] = []
        for item in switchCase.items {
            scope = try scope.binding(item.pattern.boundNames)
        }
        for item in switchCase.items {
            var text = try pattern(item.pattern, in: scope)
            if let guardExpression = item.guardExpression { text += " where " + (try scope.emit(guardExpression)) }
            items.append(text)
        }
        return ("case " + items.joined(separator: ", ") + ":", scope)
    }

    func pattern(_ pattern: Pattern, in scope: ExpressionEmitter) throws(CodeGenError) -> String {
        switch pattern {
        case .wildcard: return "_"
        case .binding(let isConstant, let name): return (isConstant ? "let " : "var ") + (try SwiftSource.boundLocal(name.name))
        case .enumCase(let name, let arguments, _):
            var text = "." + (try SwiftSource.memberName(name))
            if let arguments {
                var parts: [String] = []
                for argument in arguments { parts.append(try self.pattern(argument, in: scope)) }
                text += "(" + parts.joined(separator: ", ") + ")"
            }
            return text
        case .expression(let expr):
            // Values are compared, so they read the names outside the case.
            return try emit(expr)
        case .qualified(let type, let inner):
            return (try TypeEmitter.emit(type)) + (try self.pattern(inner, in: scope))
        case .cast(let inner, let type):
            return (try self.pattern(inner, in: scope)) + " as " + (try TypeEmitter.emit(type))
        case .isType(let type):
            return "is " + (try TypeEmitter.emit(type))
        case .tuple(let elements):
            var parts: [String] = []
            for element in elements { parts.append(try self.pattern(element, in: scope)) }
            return "(" + parts.joined(separator: ", ") + ")"
        }
    }

    /// `for x$ in items`, `for (key$, value$) in counts where value$ > 0`.
    private func forHead(names: [Identifier], pattern casePattern: Pattern?, sequence: Expr, condition: Expr?, iteration: LoopIteration) throws(CodeGenError) -> (String, ExpressionEmitter) {
        var spelled: [String] = []
        for name in names { spelled.append(name.name == "_" ? "_" : try SwiftSource.boundLocal(name.name)) }
        let inner = try binding(names.map(\.name).filter { $0 != "_" })
        var pattern = names.count == 1 ? spelled[0] : "(" + spelled.joined(separator: ", ") + ")"
        if let casePattern { pattern = "case " + (try self.pattern(casePattern, in: inner)) }
        var head = "\(iteration.keywords) \(pattern) in " + (try emit(sequence))
        if let condition { head += " where " + (try inner.emit(condition)) }
        return (head, inner)
    }

    /// `catch let e$`, `catch MemosError.server(let code$) where ...`, or `catch let error$` for the
    /// implicit `error`, which the checker scopes like any name; a plain `catch` when the handler
    /// never reads the implicit `error` (Swift warns about an unused `let`).
    private func catchHead(_ clause: CatchClause) throws(CodeGenError) -> (String, ExpressionEmitter) {
        guard let pattern = clause.pattern else {
            var reads = false
            StatementWalk.expressions(in: clause.body, enteringClosures: true) { expr in
                if case .identifier("error") = expr.kind { reads = true }
            }
            if !reads { return ("catch", self) }
            return ("catch let " + (try SwiftSource.boundLocal("error")), try binding(["error"]))
        }
        let inner = try binding(pattern.boundNames)
        var head = "catch " + (try self.pattern(pattern, in: inner))
        if let guardExpression = clause.guardExpression { head += " where " + (try inner.emit(guardExpression)) }
        return (head, inner)
    }
}

extension Pattern {
    /// The names a `case` pattern binds.
    var boundNames: [String] { boundIdentifiers.map(\.name) }
}

/// The view's names that statements read, leaving out those the statements declare.
enum StatementNames {
    static func reads(in statements: [Statement], bound outer: Set<String>) -> Set<String> {
        var bound = outer
        var names: Set<String> = []
        func add(_ expr: Expr, _ bound: Set<String>) { names.formUnion(reads(in: expr, bound: bound)) }
        for statement in statements {
            switch statement.kind {
            case .expression(let expr): add(expr, bound)
            case .assignment(let target, _, let value): add(target, bound); add(value, bound)
            case .declaration(_, let name, _, let value):
                if let value { add(value, bound) }
                bound.insert(name.name)
            case .tupleDeclaration(_, let declared, let value):
                add(value, bound)
                bound.formUnion(declared.map(\.name))
            case .if(let clauses, let otherwise):
                for clause in clauses {
                    let inner = conditionReads(clause.conditions, bound: bound, into: &names)
                    names.formUnion(reads(in: clause.body, bound: inner))
                }
                names.formUnion(reads(in: otherwise ?? [], bound: bound))
            case .guard(let conditions, let otherwise):
                names.formUnion(reads(in: otherwise, bound: bound))
                bound = conditionReads(conditions, bound: bound, into: &names)
            case .switch(let subject, let cases):
                add(subject, bound)
                for switchCase in cases {
                    var inner = bound
                    for item in switchCase.items {
                        item.pattern.visitExpressions { add($0, bound) }
                        inner.formUnion(item.pattern.boundNames)
                    }
                    for item in switchCase.items { if let guardExpression = item.guardExpression { add(guardExpression, inner) } }
                    names.formUnion(reads(in: switchCase.body, bound: inner))
                }
            case .forIn(let loopNames, let pattern, let sequence, let condition, let body, _):
                add(sequence, bound)
                pattern?.visitExpressions { add($0, bound) }
                let inner = bound.union(loopNames.map(\.name))
                if let condition { add(condition, inner) }
                names.formUnion(reads(in: body, bound: inner))
            case .while(let conditions, let body):
                let inner = conditionReads(conditions, bound: bound, into: &names)
                names.formUnion(reads(in: body, bound: inner))
            case .repeat(let body, let condition):
                names.formUnion(reads(in: body, bound: bound))
                add(condition, bound)
            case .defer(let body):
                names.formUnion(reads(in: body, bound: bound))
            case .compilerDirective(_, let branches):
                for branch in branches { names.formUnion(reads(in: branch, bound: bound)) }
            case .return(let value): if let value { add(value, bound) }
            case .throw(let value): add(value, bound)
            case .break, .continue: break
            case .doCatch(let body, let catches):
                names.formUnion(reads(in: body, bound: bound))
                for clause in catches {
                    clause.pattern?.visitExpressions { add($0, bound) }
                    let inner = bound.union(clause.pattern.map(\.boundNames) ?? ["error"])
                    if let guardExpression = clause.guardExpression { add(guardExpression, inner) }
                    names.formUnion(reads(in: clause.body, bound: inner))
                }
            }
        }
        return names
    }

    private static func conditionReads(_ conditions: [Condition], bound outer: Set<String>, into names: inout Set<String>) -> Set<String> {
        var bound = outer
        for condition in conditions {
            switch condition {
            case .expression(let expr): names.formUnion(reads(in: expr, bound: bound))
            case .optionalBinding(_, let name, let value):
                names.formUnion(reads(in: value ?? Expr(.identifier(name.name), at: name.location), bound: bound))
                bound.insert(name.name)
            case .casePattern(let pattern, let value):
                names.formUnion(reads(in: value, bound: bound))
                pattern.visitExpressions { names.formUnion(reads(in: $0, bound: bound)) }
                bound.formUnion(pattern.boundNames)
            case .availability:
                break
            }
        }
        return bound
    }

    static func reads(in expr: Expr, bound: Set<String>) -> Set<String> {
        var names: Set<String> = []
        StatementWalk.walk(expr, enteringClosures: false) { inner in
            switch inner.kind {
            case .identifier(let name), .projection(let name):
                if !bound.contains(name) { names.insert(name) }
            case .member where inner.selfMember != nil:
                // `self.name` reads the view's member whatever the code declared.
                names.insert(inner.selfMember!.name)
            case .closure(let closure):
                names.formUnion(reads(in: closure.body, bound: bound.union((closure.parameters ?? []).map(\.name))))
            default:
                break
            }
        }
        return names
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// Re-emits expression and statement trees as Swift source. Parentheses are
/// added only where Swift's precedence would otherwise regroup the tree.
struct ExpressionEmitter {
    /// How a name is spelled where it is not itself: a state `count` is `_count.wrappedValue`.
    var identifiers: [String: String] = [:]
    /// How `$name` is spelled where it is not `_name.projectedValue` (the projection of the
    /// `_name` storage a generated view keeps for states and bindings).
    var projections: [String: String] = [:]
    /// How `$name.member` is spelled where the member is known, by name then member.
    var memberProjections: [String: [String: String]] = [:]
    /// How a view's code spells each member written `self.name`: the member itself, past any
    /// local of that name (locals are spelled `name$`). `nil` outside a view, where `self` is the value.
    var selfMembers: [String: String]?
    /// Whether an expression is a number (from the checker), for compound assignments.
    var isNumber: (Expr) -> Bool = { _ in false }
    /// Whether an expression is an optional (from the checker): interpolated, it shows its debug
    /// description (`Optional(3)`, `nil`), as in Swift, written so that swiftc does not warn.
    var isOptional: (Expr) -> Bool = { _ in false }
    /// The program's generated models, which are `@MainActor` classes: a struct's or enum's
    /// member whose signature names one runs on the main actor too (see `TypeDeclEmitter.emitCode`).
    var mainActorModels: Set<String> = []

    /// The same spellings inside a closure whose parameters are the names the XML binds there
    /// (a `ForEach` item, `onChange` values): those names now mean the parameters, spelled
    /// `SwiftSource.boundLocal(name)`, as the checker resolves a name to the innermost local.
    func binding(_ names: [String]) throws(CodeGenError) -> ExpressionEmitter {
        var inner = self
        for name in names {
            inner.identifiers[name] = try SwiftSource.boundLocal(name)
            inner.projections[name] = nil
            inner.memberProjections[name] = nil
        }
        return inner
    }

    static func emit(_ expr: Expr) throws(CodeGenError) -> String {
        try ExpressionEmitter().emit(expr)
    }

    func emit(_ expr: Expr) throws(CodeGenError) -> String {
        try emit(expr, minimum: .ternary)
    }

    func emit(_ expr: Expr, minimum: Precedence) throws(CodeGenError) -> String {
        let spelled: (text: String, precedence: Precedence)
        do {
            spelled = try spell(expr)
        } catch {
            throw error.located(at: expr.location)
        }
        return spelled.precedence < minimum ? "(\(spelled.text))" : spelled.text
    }

    private func spell(_ expr: Expr) throws(CodeGenError) -> (text: String, precedence: Precedence) {
        switch expr.kind {
        case .identifier(let name):
            if name == "self" || name == "Self" || name == "super" { return (name, .postfix) }
            if let spelled = identifiers[name] { return (spelled, .postfix) }
            return (try SwiftSource.identifier(name), .postfix)
        case .projection(let name):
            guard SwiftSource.isValidIdentifier(name) else { throw .invalidIdentifier(name) }
            return (projections[name] ?? "_" + name + ".projectedValue", .postfix)
        case .integerLiteral(let text):
            guard SwiftSource.isIntegerLiteral(text) else { throw .invalidLiteral(text) }
            return (text, .postfix)
        case .floatLiteral(let text):
            guard SwiftSource.isFloatLiteral(text) else { throw .invalidLiteral(text) }
            return (text, .postfix)
        case .booleanLiteral(let value):
            return (value ? "true" : "false", .postfix)
        case .nilLiteral:
            return ("nil", .postfix)
        case .stringLiteral(let string):
            return (try interpolatedLiteral(string), .postfix)
        case .arrayLiteral(let elements):
            var parts: [String] = []
            for element in elements { parts.append(try emit(element)) }
            return ("[" + parts.joined(separator: ", ") + "]", .postfix)
        case .tuple(let elements):
            var parts: [String] = []
            for element in elements {
                let value = try emit(element.value)
                parts.append(try element.label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) + ": " + value } ?? value)
            }
            return ("(" + parts.joined(separator: ", ") + ")", .postfix)
        case .dictionaryLiteral(let elements):
            guard !elements.isEmpty else { return ("[:]", .postfix) }
            var parts: [String] = []
            for element in elements { parts.append(try emit(element.key) + ": " + emit(element.value)) }
            return ("[" + parts.joined(separator: ", ") + "]", .postfix)
        case .member(let base, let name, _):
            if let member = expr.selfMember, let spelled = selfMembers?[member.name] { return (spelled, .postfix) }
            if case .projection(let root) = base.kind, let spelled = memberProjections[root]?[name] {
                return (spelled, .postfix)
            }
            return (try emit(base, minimum: .postfix) + "." + SwiftSource.memberName(name), .postfix)
        case .publisher(let base, let name, _):
            return (try emit(base, minimum: .postfix) + ".$" + SwiftSource.identifier(name), .postfix)
        case .implicitMember(let name):
            return ("." + (try SwiftSource.memberName(name)), .postfix)
        case .optionalChain(let base):
            return (try emit(base, minimum: .postfix) + "?", .postfix)
        case .forceUnwrap(let base):
            return (try emit(base, minimum: .postfix) + "!", .postfix)
        case .call(let callee, let arguments):
            // Trailing closures come last; after the first, each has its label (`} icon: {`).
            let trailingCount = arguments.reversed().prefix { $0.isTrailingClosure }.count
            let inParentheses = Array(arguments.dropLast(trailingCount))
            var text = try emit(callee, minimum: .postfix)
            if trailingCount == 0 || !inParentheses.isEmpty { text += "(" + (try argumentList(inParentheses)) + ")" }
            for (index, trailing) in arguments.suffix(trailingCount).enumerated() {
                let label = index == 0 ? "" : (try SwiftSource.argumentLabel(trailing.label ?? "_")) + ": "
                text += " " + label + (try emit(trailing.value))
            }
            return (text, .postfix)
        case .subscript(let base, let arguments):
            return (try emit(base, minimum: .postfix) + "[" + argumentList(arguments) + "]", .postfix)
        case .prefix(let op, let operand):
            guard SwiftSource.prefixOperators.contains(op) else { throw .unsupportedOperator(op) }
            var text = try emit(operand, minimum: .postfix)
            // `-` followed by `-x` would lex as the operator `--`.
            if let first = text.unicodeScalars.first, "!-+~=<>&|^?/*%.".unicodeScalars.contains(first) {
                text = "(\(text))"
            }
            return (op + text, .prefix)
        case .infix(let op, let lhs, let rhs):
            guard let precedence = SwiftSource.infixPrecedence[op] else { throw .unsupportedOperator(op) }
            let left: Precedence
            let right: Precedence
            switch precedence.associativity {
            case .left: (left, right) = (precedence, precedence.next)
            case .right: (left, right) = (precedence.next, precedence)
            case .none: (left, right) = (precedence.next, precedence.next)
            }
            let leftText = try emit(lhs, minimum: left)
            let rightText = try emit(rhs, minimum: right)
            // `0...9` is written tight, but `.distantPast ... .distantFuture` and `x! ... y` keep
            // their spaces, which would otherwise fuse into one operator (`....`, `!...`).
            let tight = precedence == .rangeFormation && Self.endsOperand(leftText) && Self.startsOperand(rightText)
            return (leftText + (tight ? op : " \(op) ") + rightText, precedence)
        case .ternary(let condition, let then, let otherwise):
            let text = try emit(condition, minimum: Precedence.ternary.next) + " ? "
                + emit(then, minimum: Precedence.ternary.next) + " : " + emit(otherwise, minimum: .ternary)
            return (text, .ternary)
        case .keyPath(let root, let components):
            var text = "\\"
            if let root { text += try SwiftSource.typeName(root) }
            for component in components { text += "." + (try SwiftSource.memberName(component)) }
            return (text, .postfix)
        case .parenthesized(let inner):
            return ("(" + (try emit(inner)) + ")", .postfix)
        case .closure(let closure):
            return (try inlineClosure(closure), .postfix)
        case .anonymousParameter(let index):
            return ("$\(index)", .postfix)
        case .try(let keyword, let operand):
            guard ["try", "try?", "try!"].contains(keyword) else { throw .unsupportedOperator(keyword) }
            return (keyword + " " + (try emit(operand)), .ternary)
        case .await(let operand):
            return ("await " + (try emit(operand)), .ternary)
        case .cast(let op, let operand, let type):
            guard SwiftSource.castOperators.contains(op) else { throw .unsupportedOperator(op) }
            return (try emit(operand, minimum: .casting) + " \(op) " + TypeEmitter.emit(type), .casting)
        case .specializedType(let type):
            return (try TypeEmitter.emit(type), .postfix)
        case .operatorFunction(let op):
            guard SwiftSource.operatorFunctions.contains(op) else { throw .unsupportedOperator(op) }
            return (op, .postfix)
        case .postfix(let op, let operand):
            guard SwiftSource.postfixOperators.contains(op) else { throw .unsupportedOperator(op) }
            // Below `.postfix`, so that a member of the range parenthesizes it: `(75...).contains(x)`.
            return (try emit(operand, minimum: .postfix) + op, .prefix)
        }
    }

    func argumentList(_ arguments: [CallArgument]) throws(CodeGenError) -> String {
        var parts: [String] = []
        for argument in arguments {
            let value = try emit(argument.value)
            if let label = argument.label {
                parts.append(try SwiftSource.argumentLabel(label) + ": " + value)
            } else {
                parts.append(value)
            }
        }
        return parts.joined(separator: ", ")
    }

    /// `value` as the declared type: `0 as Double`, `nil as String?`, `(a ?? b) as Int`, since
    /// swiftc would otherwise infer `Int` for `0` and nothing for `nil`; a literal already of its
    /// declared type (`0` for `Int`) goes as it is. No declaration may be named `Int`, `Double`,
    /// `Bool` or `String` (TRL100), so those names are Swift's.
    func typed(_ value: Expr, as type: TypeSyntax) throws(CodeGenError) -> String {
        let typeName = try TypeEmitter.emit(type)
        if let literalType = Self.literalType(value), literalType == typeName { return try emit(value) }
        // `as` binds tighter than `??`, comparisons and the ternary: those are parenthesized.
        return "\(try emit(value, minimum: .rangeFormation)) as \(typeName)"
    }

    /// The type swiftc gives a literal on its own: `Int` for `0` and `-1`, `Double` for `0.5`,
    /// `Bool`, `String` for a string without interpolation; nil for anything else.
    static func literalType(_ expr: Expr) -> String? {
        switch expr.kind {
        case .integerLiteral: "Int"
        case .floatLiteral: "Double"
        case .booleanLiteral: "Bool"
        case .stringLiteral(let string):
            string.segments.allSatisfy { segment in
                if case .literal = segment { true } else { false }
            } ? "String" : nil
        case .prefix(operator: "-", operand: let operand):
            switch operand.kind {
            case .integerLiteral: "Int"
            case .floatLiteral: "Double"
            default: nil
            }
        default: nil
        }
    }

    /// A Swift string literal with `\(...)` holes for the expression segments.
    /// An attribute passed to a parameter of a view's own `init` or a view-building function:
    /// `label: value`, or the value alone for a parameter without a label.
    func labeledArgument(_ argument: Argument, label: String?) throws(CodeGenError) -> String {
        let value: String
        switch argument.value {
        case .expression(let expr): value = try emit(expr)
        case .string(let string): value = try interpolatedLiteral(string)
        case .action, .source: throw CodeGenError(.unexpectedContent("an attribute the checker has not read"), at: argument.valueLocation)
        }
        return try label.map { label throws(CodeGenError) in try SwiftSource.argumentLabel(label) + ": " + value } ?? value
    }

    func interpolatedLiteral(_ string: InterpolatedString) throws(CodeGenError) -> String {
        var text = "\""
        for segment in string.segments {
            switch segment {
            case .literal(let literal): SwiftSource.appendEscapedStringContent(literal, to: &text)
            case .expression(let expr):
                text += isOptional(expr) ? "\\(String(describing: " + (try emit(expr)) + "))" : "\\(" + (try emit(expr)) + ")"
            }
        }
        return text + "\""
    }

    /// A `Text`'s content: `Text(verbatim: "Hello")` for plain text; `Text(template: "Count {}
    /// of {}", done, total)` for text with values, its literal pieces in one `StaticString`
    /// (each `{}` is the next value, `{{` and `}}` are braces, as in the XML); and for values
    /// alone `Text(concatenating: first, second)`. Each shows the same characters as
    /// interpolating, and costs swiftc one call instead of the interpolation's calls, with no
    /// call or box per literal piece. The runtime has one initializer per count of values up to
    /// `maximumFixedTextParts`; beyond that they are variadic, under another label.
    func text(_ string: InterpolatedString) throws(CodeGenError) -> String {
        if string.segments.contains(where: { if case .literal(let literal) = $0 { Self.mayBeMarkdown(literal) } else { false } }) {
            return "Text(\(try localizedLiteral(string)))"
        }
        guard string.segments.contains(where: { if case .expression = $0 { true } else { false } }) else {
            return "Text(verbatim: \(try interpolatedLiteral(string)))"
        }
        var template = ""
        var hasLiteral = false
        var values: [String] = []
        for segment in string.segments {
            switch segment {
            case .literal(let literal):
                hasLiteral = hasLiteral || !literal.isEmpty
                for character in literal {
                    template.append(character)
                    if character == "{" || character == "}" { template.append(character) }
                }
            case .expression(let expr):
                template += "{}"
                // `as Any` says the optional is meant: no implicit-coercion warning, no call.
                values.append(isOptional(expr) ? "\(try emit(expr, minimum: .rangeFormation)) as Any" : try emit(expr))
            }
        }
        let fixed = values.count <= Self.maximumFixedTextParts
        guard hasLiteral else {
            return "Text(\(fixed ? "concatenating" : "concatenatingParts"): \(values.joined(separator: ", ")))"
        }
        return "Text(template: \(SwiftSource.stringLiteral(template)), \(fixed ? "" : "values: ")\(values.joined(separator: ", ")))"
    }

    /// Whether a text's literal piece has a character inline Markdown gives a meaning to. A
    /// literal `Text` is Markdown in SwiftUI; text without these characters shows the same
    /// either way, so it keeps the cheaper verbatim forms.
    static func mayBeMarkdown(_ literal: String) -> Bool {
        literal.contains { "*_~`[\\<".contains($0) }
    }

    /// `"**Due** \(String(describing: date))"` for `Text(_ key: LocalizedStringKey)`: the
    /// literal pieces are Markdown and each value is an argument shown as `String(describing:)`
    /// writes it, as in every other text of the program.
    private func localizedLiteral(_ string: InterpolatedString) throws(CodeGenError) -> String {
        var text = "\""
        for segment in string.segments {
            switch segment {
            case .literal(let literal): SwiftSource.appendEscapedStringContent(literal, to: &text)
            case .expression(let expr): text += "\\(String(describing: " + (try emit(expr)) + "))"
            }
        }
        return text + "\""
    }

    /// The most values a `Text(concatenating:)` or `Text(template:)` initializer of the runtime
    /// takes one by one.
    static let maximumFixedTextParts = 4

    /// `Arithmetic.add(1, to: &_count.wrappedValue)` for `count += 1` on a number: no operator
    /// for swiftc to resolve among every module's. Only for a value without calls, which
    /// cannot touch the target while it is evaluated (a call's value is evaluated before the
    /// access to the target begins, where the operator begins the access first).
    private func arithmetic(_ target: Expr, _ op: String, _ value: Expr) throws(CodeGenError) -> String? {
        guard ["+=", "-=", "*="].contains(op), Self.hasNoCalls(value), isNumber(target) else { return nil }
        let place = "&" + (try emit(target, minimum: .postfix))
        let operand = try emit(value)
        switch op {
        case "+=": return "Arithmetic.add(\(operand), to: \(place))"
        case "-=": return "Arithmetic.subtract(\(operand), from: \(place))"
        default: return "Arithmetic.multiply(\(place), by: \(operand))"
        }
    }

    /// Literals, names, members, `$` projections and operators on them.
    static func hasNoCalls(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .projection, .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .implicitMember, .keyPath:
            return true
        case .stringLiteral(let string):
            return string.segments.allSatisfy { segment in
                if case .expression(let inner) = segment { hasNoCalls(inner) } else { true }
            }
        case .member(let base, _, _), .publisher(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base), .prefix(_, let base):
            return hasNoCalls(base)
        case .infix(_, let lhs, let rhs):
            return hasNoCalls(lhs) && hasNoCalls(rhs)
        case .ternary(let condition, let then, let otherwise):
            return hasNoCalls(condition) && hasNoCalls(then) && hasNoCalls(otherwise)
        case .arrayLiteral(let elements):
            return elements.allSatisfy(hasNoCalls)
        case .tuple(let elements):
            return elements.allSatisfy { hasNoCalls($0.value) }
        case .dictionaryLiteral(let elements):
            return elements.allSatisfy { hasNoCalls($0.key) && hasNoCalls($0.value) }
        case .call, .subscript, .closure, .try, .await, .cast:
            return false
        case .postfix(_, let operand):
            return hasNoCalls(operand)
        case .anonymousParameter, .operatorFunction, .specializedType:
            return true
        }
    }

    /// One statement on one line; blocks are written inline (`if c { a; b } else { c }`).
    func statement(_ statement: Statement) throws(CodeGenError) -> String {
        var scope = self
        return try scope.inlineStatement(statement)
    }

    /// An assignment or expression statement.
    func simpleStatement(_ statement: Statement) throws(CodeGenError) -> String {
        do throws(CodeGenError) {
            switch statement.kind {
            case .assignment(let target, let op, let value):
                guard SwiftSource.assignmentOperators.contains(op) else { throw CodeGenError.unsupportedOperator(op) }
                if let arithmetic = try arithmetic(target, op, value) { return arithmetic }
                return try emit(target, minimum: .postfix) + " \(op) " + emit(value)
            case .expression(let expr):
                return try emit(expr)
            default:
                throw CodeGenError(.unexpectedContent("a compound statement where a simple one was expected"))
            }
        } catch {
            throw error.located(at: statement.location)
        }
    }
}

extension Precedence {
    /// The next tighter level, for the operand side that must not regroup.
    var next: Precedence { Precedence(rawValue: rawValue + 1) ?? .postfix }
}

extension ExpressionEmitter {
    /// Whether `text` ends with a character no operator can take in: a name, a digit, a bracket, a quote.
    static func endsOperand(_ text: String) -> Bool {
        guard let last = text.unicodeScalars.last else { return false }
        return last.properties.isAlphabetic || ("0"..."9").contains(last) || last == "_" || ")]\"".unicodeScalars.contains(last)
    }

    /// Whether `text` starts with a character no operator can take in: a name, a digit, a bracket, a quote.
    static func startsOperand(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic || ("0"..."9").contains(first) || first == "_" || "([\"".unicodeScalars.contains(first)
    }
}

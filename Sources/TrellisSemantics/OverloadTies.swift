import TrellisDiagnostics
import TrellisSyntax

/// Overloads that take the same attributes, decided by the arguments' types as Swift decides
/// them: a form whose parameter type is the argument's own type beats one the argument converts
/// or conforms to, which beats one whose type cannot be judged; a form the argument's type does
/// not fit is no candidate. Forms still equally good are ambiguous (TRL257), as in swiftc.
extension BodyChecker {
    /// How well an argument fits a parameter: higher is more specific, `nil` does not fit.
    enum ArgumentFit: Int, Comparable {
        /// The types cannot be judged (a generic, a type written in Swift the checker does not know).
        case unknown = 0
        /// The argument converts to the parameter's type, or its type conforms to the protocol.
        case converts = 1
        /// The argument's type is the parameter's type.
        case exact = 2

        static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Among `candidates` (indices of `interface.overloads`, all taking the attributes written and
    /// leaving out equally few), the one Swift would call; reports TRL257 when several are equally
    /// specific and returns the first of them, so the rest of the call is still checked.
    mutating func breakTie(among candidates: [Int], of interface: InterfaceDecl, arguments: [Argument], locals: LocalScope?, at location: SourceLocation) -> Int {
        var argumentTypes: [String: (expr: Expr, type: ResolvedType?)] = [:]
        var fits: [(index: Int, fits: [ArgumentFit])] = []
        for index in candidates {
            var vector: [ArgumentFit] = []
            var applies = true
            for argument in arguments {
                guard let parameter = interface.overloads[index].parameters.first(where: { !$0.isSlot && $0.name.name == argument.label.name }) else { continue }
                guard case .expression = reading(of: parameter, generics: interface.generics), let reference = parameter.type?.reference else {
                    vector.append(.unknown)
                    continue
                }
                if argumentTypes[argument.label.name] == nil {
                    guard let expr = Self.expression(of: argument) else { vector.append(.unknown); continue }
                    var scratch = expressions
                    argumentTypes[argument.label.name] = (expr, scratch.type(of: expr, locals: locals))
                }
                let (expr, type) = argumentTypes[argument.label.name]!
                let isGeneric = reference.namedTypes.contains { interface.generics.contains($0) }
                guard let fit = isGeneric ? .unknown : self.fit(expr, type: type, to: reference) else {
                    applies = false
                    break
                }
                vector.append(fit)
            }
            if applies { fits.append((index, vector)) }
        }
        // Not one form fits the argument's type: the first is checked, and its check says why.
        guard !fits.isEmpty else { return candidates[0] }
        func dominates(_ lhs: [ArgumentFit], _ rhs: [ArgumentFit]) -> Bool {
            zip(lhs, rhs).allSatisfy { $0 >= $1 } && zip(lhs, rhs).contains { $0 > $1 }
        }
        let best = fits.filter { candidate in !fits.contains { dominates($0.fits, candidate.fits) } }
        // Where nothing could be judged, Swift's choice cannot be known here, and the generated
        // call is spelled the same for every form: the declaration order stands.
        if best.count > 1, best.contains(where: { $0.fits.contains { $0 != .unknown } }) {
            let isModifier = interface.kind == .modifier
            let written = Set(arguments.map(\.label.name))
            diagnostics.emit(
                Catalog.ambiguousOverload(interface.name.name, isModifier: isModifier, forms: best.count), at: location,
                notes: best.map { candidate in
                    let overload = interface.overloads[candidate.index]
                    let types = overload.parameters.filter { !$0.isSlot && written.contains($0.name.name) }.map { "`\($0.name.name)` of type `\($0.typeText ?? "?")`" }
                    return Note("`\(Self.spelling(interface.name.name, overload, isModifier: isModifier))` taking \(Self.conjunction(types)) fits", at: overload.location)
                }
            )
        }
        return best[0].index
    }

    /// The expression an attribute holds where a value is expected, without reporting anything.
    private static func expression(of argument: Argument) -> Expr? {
        switch argument.value {
        case .expression(let expr): return expr
        case .source(let text):
            var scratch = DiagnosticCollector()
            let isBraced = text.text.utf8.first(where: { $0 != 0x20 }) == UInt8(ascii: "{")
            if isBraced, let string = ExpressionParser.parseInterpolated(text, diagnostics: &scratch), scratch.diagnostics.isEmpty {
                return string.soleExpression
            }
            return ExpressionParser.parseExpression(text, diagnostics: &scratch)
        default: return nil
        }
    }

    /// How `expr`, of type `type` where known, fits a parameter declared `reference`.
    private func fit(_ expr: Expr, type: ResolvedType?, to reference: TypeReference) -> ArgumentFit? {
        var expected = reference
        while case .optional(let wrapped) = expected { expected = wrapped }
        guard case .named(let expectedName, let arguments) = expected, arguments.isEmpty else {
            return judged(expr, type, against: symbols.resolve(reference))
        }
        // `[.top, .horizontal]` fits an option set, and an array; nothing else.
        if case .arrayLiteral = expr.kind, symbols.resolve(reference).map({ if case .array = $0.unwrappingOptional { false } else { true } }) ?? false {
            return symbols.structs[expectedName]?.protocols.contains("OptionSet") == true ? .exact : nil
        }
        let isProtocol = symbols.structs.values.contains { $0.protocols.contains(expectedName) }
        // `.bordered` names a static member of the expected type, or of a type conforming to the
        // expected protocol (`BorderedButtonStyle.bordered` for `some PrimitiveButtonStyle`).
        if let root = Self.implicitMemberRoot(expr), case .implicitMember(let member) = root.kind {
            if let structure = symbols.structs[expectedName] {
                return structure.fields.contains { $0.isStatic && $0.name.name == member } ? .exact : (isProtocol ? nil : .unknown)
            }
            guard isProtocol else { return .unknown }
            let conforming = symbols.structs.values.contains { $0.protocols.contains(expectedName) && $0.fields.contains { $0.isStatic && $0.name.name == member } }
            return conforming ? .converts : nil
        }
        if case .structure(let name)? = type?.unwrappingOptional {
            if name == expectedName { return .exact }
            if symbols.structs[name]?.protocols.contains(expectedName) ?? false { return .converts }
            if isProtocol { return nil }
        }
        return judged(expr, type, against: symbols.resolve(reference))
    }

    /// A literal converts as Swift converts it: `8` is a `CGFloat` where one is expected.
    private func judged(_ expr: Expr, _ actual: ResolvedType?, against expected: ResolvedType?) -> ArgumentFit? {
        guard let actual, let expected, TypeCompatibility.judges(actual), TypeCompatibility.judges(expected) else { return .unknown }
        if actual.withoutAliases == expected.withoutAliases { return .exact }
        return TypeCompatibility.isAssignable(actual, to: expected, expression: expr) ? .converts : nil
    }

    /// `.name` in `.name`, `.name(...)` and `.name.more`: the member an implicit expression starts from.
    static func implicitMemberRoot(_ expr: Expr) -> Expr? {
        var root = expr
        while true {
            switch root.kind {
            case .call(let callee, _): root = callee
            case .member(let base, _, _): root = base
            case .parenthesized(let inner): root = inner
            case .implicitMember: return root
            default: return nil
            }
        }
    }
}

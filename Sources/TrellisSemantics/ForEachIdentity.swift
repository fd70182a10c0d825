import TrellisDiagnostics
import TrellisSyntax

/// How a `ForEach` identifies its rows: keys that can repeat (TRL286), a range read once
/// (TRL287), and a row's own `id` that disagrees with the key (TRL285).
extension BodyChecker {
    mutating func checkRowIdentity(_ forEach: ForEachNode, itemsType: ResolvedType?, elementType: ResolvedType?, locals: LocalScope?) {
        if let allowance = forEach.allowance { ObjectOwnershipRules.check(allowance, diagnostics: &diagnostics) }
        let allows = { (code: String) in forEach.allowance?.permits(code) == true }
        let itemsText = ExpressionText.render(forEach.items)
        let itemsRange = SourceRange(forEach.items.location, length: itemsText.unicodeScalars.count)
        if forEach.id == nil, case .infix("..<", let lower, let upper) = forEach.items.kind,
           !(Self.isIntegerLiteral(lower) && Self.isIntegerLiteral(upper)), !allows("TRL287") {
            diagnostics.emit(Catalog.forEachRangeWithoutID(itemsText), at: forEach.items.location, highlights: [itemsRange])
        }
        if let id = forEach.id, case .keyPath(nil, ["self"]) = id.kind, !forEach.bindsElements, let elementType, !allows("TRL286"),
           case .array? = itemsType?.unwrappingOptional, Self.isMeasurement(elementType) || (Self.isDerived(forEach.items) && Self.mayRepeat(elementType)),
           TypeCompatibility.isHashable(elementType, symbols: symbols) == true, !isKnownUnique(forEach.items, locals: locals) {
            diagnostics.emit(Catalog.forEachSelfMayRepeat(itemsText, element: elementType.description), at: id.location, notes: [Note("the rows' values come from here", at: forEach.items.location)])
        }
        let keyedByElement: Bool = switch forEach.id?.kind {
        case nil: true
        case .keyPath(nil, let components)?: components.first != "self" && components.first != "offset"
        default: false
        }
        guard keyedByElement else { return }
        for case .element(let row) in forEach.body {
            for modifier in row.modifiers {
                guard case .id(let value) = modifier.kind, modifier.allowance?.permits("TRL285") != true,
                      let position = Self.position(in: value, item: forEach.itemName.name) else { continue }
                diagnostics.emit(
                    Catalog.rowIdentityIsPosition(ExpressionText.render(position)), at: position.location,
                    notes: [Note("the `ForEach` keys its rows here", at: forEach.id?.location ?? forEach.location)]
                )
            }
        }
    }

    private static func isIntegerLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integerLiteral: true
        case .prefix("-", let operand), .parenthesized(let operand): isIntegerLiteral(operand)
        default: false
        }
    }

    /// Measured numbers (levels, amounts, readings) that data repeats as a matter of course;
    /// an `Int` is as often an id, and is judged only when derived.
    private static func isMeasurement(_ element: ResolvedType) -> Bool {
        switch element.unwrappingOptional {
        case .builtin(let name, _): ["Double", "Float", "CGFloat", "Decimal"].contains(name)
        default: false
        }
    }

    /// Values made from other data (`posts.map(\.author)`, `text.split(separator: " ")`): the
    /// program keeps no list of them it could keep unique.
    private static func isDerived(_ items: Expr) -> Bool {
        switch items.kind {
        case .parenthesized(let inner), .forceUnwrap(let inner), .optionalChain(let inner): return isDerived(inner)
        case .call(let callee, let arguments):
            if case .identifier("Array") = callee.kind, arguments.count == 1 { return isDerived(arguments[0].value) }
            guard case .member(let base, let name, _) = callee.kind else { return false }
            if ["map", "compactMap", "flatMap", "split", "components"].contains(name) { return true }
            return ["sorted", "reversed", "filter", "prefix", "suffix", "dropFirst", "dropLast", "shuffled"].contains(name) && isDerived(base)
        default:
            return false
        }
    }

    /// Values two elements can share: numbers, text, dates and program value types. Objects and
    /// `UUID`s are unique by construction; types Trellis does not model are not judged.
    private static func mayRepeat(_ element: ResolvedType) -> Bool {
        switch element {
        case .builtin(let name, _): ["Int", "Double", "Float", "String", "Character", "Date", "Substring", "CGFloat", "UInt", "Int64", "Int32"].contains(name)
        case .structure, .enumeration: true
        case .optional(let wrapped): mayRepeat(wrapped)
        default: false
        }
    }

    /// A collection whose values cannot repeat: a range, a `Set` or a dictionary's keys, an
    /// enum's `allCases`, indices, a literal array of distinct literals, and any of those sorted,
    /// reversed, filtered or cut short.
    private func isKnownUnique(_ items: Expr, locals: LocalScope?) -> Bool {
        if case .builtin("Set", _)? = expressions.type(ofSilently: items, locals: locals)?.unwrappingOptional { return true }
        switch items.kind {
        case .infix(let op, _, _): return op == "..<" || op == "..."
        case .member(_, let name, _): return name == "allCases" || name == "indices" || name == "keys"
        case .implicitMember(let name): return name == "allCases"
        case .parenthesized(let inner), .forceUnwrap(let inner), .optionalChain(let inner): return isKnownUnique(inner, locals: locals)
        case .arrayLiteral(let elements):
            let texts = elements.map { ExpressionText.render($0) }
            return elements.allSatisfy(Self.isLiteral) && Set(texts).count == texts.count
        case .call(let callee, let arguments):
            if case .identifier("Array") = callee.kind, arguments.count == 1 { return isKnownUnique(arguments[0].value, locals: locals) }
            if case .member(let base, let name, _) = callee.kind,
               ["sorted", "reversed", "filter", "prefix", "suffix", "dropFirst", "dropLast", "shuffled"].contains(name) {
                return isKnownUnique(base, locals: locals)
            }
            return false
        default:
            return false
        }
    }

    private static func isLiteral(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .integerLiteral, .floatLiteral, .booleanLiteral, .implicitMember: true
        case .stringLiteral(let string): string.segments.allSatisfy { if case .expression = $0 { false } else { true } }
        case .prefix("-", let operand): isLiteral(operand)
        default: false
        }
    }

    /// The part of a row's `id` that is the row's position: `pair.offset` of an enumerated
    /// element, or `items.firstIndex(of: item)`.
    private static func position(in value: Expr, item: String) -> Expr? {
        var pending: [(Expr, Int)] = [(value, 0)]
        while let (current, depth) = pending.popLast() {
            guard depth < ExpressionText.depthLimit else { continue }
            switch current.kind {
            case .member(let base, "offset", _):
                if case .identifier(item) = base.kind { return current }
            case .call(let callee, _):
                if case .member(_, let name, _) = callee.kind, name == "firstIndex" || name == "lastIndex" { return current }
            default:
                break
            }
            switch current.kind {
            case .member(let base, _, _), .optionalChain(let base), .forceUnwrap(let base), .parenthesized(let base), .prefix(_, let base), .cast(_, let base, _):
                pending.append((base, depth + 1))
            case .call(let base, let arguments), .subscript(let base, let arguments):
                pending.append((base, depth + 1))
                pending += arguments.map { ($0.value, depth + 1) }
            case .infix(_, let lhs, let rhs):
                pending += [(lhs, depth + 1), (rhs, depth + 1)]
            case .stringLiteral(let string):
                for case .expression(let inner) in string.segments { pending.append((inner, depth + 1)) }
            default:
                break
            }
        }
        return nil
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// `<if condition="let user = session.currentUser">` and `<switch value>` in a body: the
/// conditions and patterns, the names they bind for the branch below, and exhaustiveness.
extension BodyChecker {
    /// Checks an `<if>`'s conditions; returns the scope its `then` branch sees.
    /// `<let name="total" value="..."/>` among the views: its value against its `type`, and the
    /// scope the views after it see. Never read, it is TRL152, as swiftc warns.
    mutating func checkLocalConstant(_ constant: LocalConstantNode, locals: LocalScope?) -> LocalScope? {
        var declared: ResolvedType?
        if let typeSyntax = constant.type {
            declared = symbols.check(typeSyntax, suggester: expressions.suggester, diagnostics: &diagnostics)
        }
        let inferred = expressions.type(of: constant.value, locals: locals)
        if let declared {
            expressions.checkConversion(constant.value, inferred: inferred, to: declared, in: "the value of `\(constant.name.name)`", locals: locals)
        }
        expressions.localUsage[constant.name.location] = LocalUsage()
        let local = LocalScope(name: constant.name.name, kind: constant.isBindable ? .bindableModel : .constant, type: declared ?? inferred, parent: locals, declaredAt: constant.name.location)
        if !constant.namesElementPart { bodyLocals.append(local) }
        return local
    }

    mutating func checkConditions(of conditional: ConditionalNode, locals: LocalScope?) -> LocalScope? {
        var scope = locals
        for condition in conditional.conditions {
            switch condition {
            case .expression(let expr):
                if let type = expressions.type(of: expr, locals: scope), type != .bool {
                    diagnostics.emit(Catalog.typeMismatch(type.description, input: "condition", expected: "Bool"), at: expr.location)
                }
            case .optionalBinding(let isConstant, let name, let value):
                let valueExpr = value ?? Expr(.identifier(name.name), at: name.location)
                let type = expressions.type(of: valueExpr, locals: scope)
                if let type, !type.isOptional {
                    diagnostics.emit(Catalog.bindingNeedsOptional("if", type: type.description), at: valueExpr.location)
                }
                guard name.name != "_" else { continue }
                expressions.localUsage[name.location] = LocalUsage()
                let local = LocalScope(name: name.name, kind: isConstant ? .optionalBinding : .variable, type: type?.unwrappingOptional, parent: scope, declaredAt: name.location)
                bodyLocals.append(local)
                scope = local
            case .casePattern(let pattern, let value):
                let before = scope
                scope = expressions.bind(pattern, type: expressions.type(of: value, locals: scope), locals: scope)
                var added = scope
                while let local = added, local !== before {
                    bodyLocals.append(local)
                    added = local.parent
                }
            case .availability:
                break
            }
        }
        return scope
    }

    /// Checks a `<switch>`'s subject and patterns; returns each case's body with the scope it sees.
    mutating func checkSwitch(_ node: SwitchNode, locals: LocalScope?) -> [(body: [ViewNode], locals: LocalScope?)] {
        let subjectType = expressions.type(of: node.subject, locals: locals)
        var coversEverything = false
        var coveredCases: Set<String> = []
        var booleans: Set<Bool> = []
        var branches: [(body: [ViewNode], locals: LocalScope?)] = []
        for switchCase in node.cases {
            traced(.switchCase, at: switchCase.location)
            if switchCase.isDefault {
                expressions.reportDefaultNeverRun(over: subjectType, coversEverything: coversEverything, coveredCases: coveredCases, at: switchCase.location)
                coversEverything = true
            }
            var scope = locals
            for item in switchCase.items {
                let before = scope
                scope = expressions.bind(item.pattern, type: subjectType, locals: scope)
                expressions.noteCase(item, over: subjectType, coveredCases: &coveredCases)
                var added = scope
                while let local = added, local !== before {
                    bodyLocals.append(local)
                    added = local.parent
                }
                if let guardExpression = item.guardExpression {
                    let type = expressions.type(of: guardExpression, locals: scope)
                    expressions.checkConversion(guardExpression, inferred: type, to: .bool, in: "the `where` clause", locals: scope)
                    continue
                }
                switch item.pattern {
                case .wildcard, .binding: coversEverything = true
                case .expression(let expr):
                    if case .booleanLiteral(let value) = expr.kind { booleans.insert(value) }
                case .tuple(let elements):
                    if elements.allSatisfy(ExpressionChecker.matchesAnything) { coversEverything = true }
                case .enumCase, .qualified, .cast, .isType: break
                }
            }
            branches.append((switchCase.body, scope))
        }
        expressions.reportNonExhaustiveSwitch(over: subjectType, coversEverything: coversEverything, coveredCases: coveredCases, booleans: booleans, at: node.location)
        return branches
    }

    /// Names bound in the body that nothing below them reads, as swiftc warns (TRL152, TRL153).
    mutating func reportUnusedBodyLocals() {
        let located = bodyLocals.compactMap { local in local.declaredAt.map { (local, $0) } }
        for (local, _) in located.sorted(by: { $0.1 < $1.1 }) {
            expressions.reportUnused(local, isVariable: local.kind == .variable)
        }
    }

    /// `item="$scrum"` binds each row to its element, so `items` must be a binding to a
    /// collection (`$scrums`, TRL179). Returns the collection's type.
    mutating func checkBoundItems(_ forEach: ForEachNode, itemsType: ResolvedType?) -> ResolvedType? {
        if case .binding(let collection)? = itemsType { return collection }
        if itemsType != nil || !ExpressionText.isProjection(forEach.items) {
            diagnostics.emit(
                Catalog.forEachBindingNeedsBoundItems(forEach.itemName.name, items: ExpressionText.render(forEach.items)), at: forEach.items.location,
                highlights: [SourceRange(forEach.items.location, length: ExpressionText.render(forEach.items).unicodeScalars.count)]
            )
        }
        return nil
    }
}

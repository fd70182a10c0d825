import TrellisDiagnostics
import TrellisSyntax

extension ViewSignature {
    /// `init(leftLabel: Text, rightLabel: LocalizedStringKey)`, as a candidate is listed.
    static func describe(_ initializer: ViewFunctionDecl) -> String {
        let parameters = initializer.parameters.map { parameter in
            let label = parameter.label ?? "_"
            let name = label == parameter.name.name ? label : "\(label) \(parameter.name.name)"
            return "\(name): \(parameter.type?.reference.description ?? "_")"
        }
        return "init(\(parameters.joined(separator: ", ")))"
    }
}

extension BodyChecker {
    /// The `init` a placement of a view with several calls, chosen as Swift chooses an overload:
    /// the `init`s whose labels the attributes fit, then, among several, those whose parameters
    /// take the arguments' types, the closest first (a value of the parameter's very type, then
    /// fewer defaults left out). `nil` when none fits, or two fit alike (both reported).
    mutating func chooseInitializer(_ element: ElementNode, of signature: ViewSignature, locals: LocalScope?) -> ViewSignature? {
        let overloads = signature.overloads
        guard overloads.count > 1 else { return signature }
        let viewName = signature.decl.name.name
        let labels = element.arguments.map(\.label.name)
        let byLabels = overloads.filter { overload in
            labels.allSatisfy { overload.input($0) != nil } && overload.requiredInputs.allSatisfy { labels.contains($0.name.name) }
        }
        let highlight = [SourceRange(element.name.location, length: viewName.unicodeScalars.count + 1)]
        let candidates = { (overloads: [ViewSignature]) in overloads.compactMap(\.initializer).map { Note("candidate `\(ViewSignature.describe($0))` declared here", at: $0.location) } }
        if byLabels.isEmpty {
            let call = "\(viewName)(\(labels.map { "\($0):" }.joined()))"
            diagnostics.emit(
                Catalog.noMatchingInitializer(call, of: viewName, declared: overloads.compactMap(\.initializer).map(ViewSignature.describe)),
                at: element.name.location, highlights: highlight, notes: candidates(overloads)
            )
            return nil
        }
        if byLabels.count == 1 { return byLabels[0] }
        var fitting: [(signature: ViewSignature, exact: Int, defaulted: Int, judged: Bool)] = []
        for overload in byLabels {
            if let fit = fit(element, to: overload, locals: locals) { fitting.append((overload, fit.exact, overload.inputs.count - labels.count, fit.judged)) }
        }
        guard !fitting.isEmpty else {
            var arguments: [String] = []
            for argument in element.arguments {
                var trial = self
                let read = trial.readLeniently(argument)
                let type = trial.checkValue(read, locals: locals).type
                arguments.append("\(argument.label.name): \(type?.description ?? "_")")
            }
            diagnostics.emit(
                Catalog.noInitializerTakesTypes("\(viewName)(\(arguments.joined(separator: ", ")))", of: viewName, declared: byLabels.compactMap(\.initializer).map(ViewSignature.describe)),
                at: element.name.location, highlights: highlight, notes: candidates(byLabels)
            )
            return nil
        }
        // The closest first; the first declared among equals.
        let ranked = fitting.enumerated().sorted { lhs, rhs in
            if lhs.element.exact != rhs.element.exact { return lhs.element.exact > rhs.element.exact }
            if lhs.element.defaulted != rhs.element.defaulted { return lhs.element.defaulted < rhs.element.defaulted }
            return lhs.offset < rhs.offset
        }.map(\.element)
        let best = ranked[0]
        let tied = ranked.filter { $0.exact == best.exact && $0.defaulted == best.defaulted }
        // Alike to Swift too only when every argument's type is known and each takes it as the
        // same type; otherwise swiftc chooses among them.
        if tied.count > 1, tied.allSatisfy(\.judged) {
            let parameterTypes = { (overload: ViewSignature) in labels.map { overload.inputTypes[$0]?.withoutAliases } }
            if tied.dropFirst().allSatisfy({ parameterTypes($0.signature) == parameterTypes(best.signature) }) {
                diagnostics.emit(
                    Catalog.ambiguousViewInitializer(viewName, candidates: tied.compactMap(\.signature.initializer).map(ViewSignature.describe)),
                    at: element.name.location, highlights: highlight, notes: candidates(tied.map(\.signature))
                )
                return nil
            }
        }
        return best.signature
    }

    /// Whether the attributes, read by `overload`'s parameter types, are values those take: how
    /// many of the very type, and whether every one's type is known. `nil` when one does not fit.
    private func fit(_ element: ElementNode, to overload: ViewSignature, locals: LocalScope?) -> (exact: Int, judged: Bool)? {
        var trial = self
        trial.diagnostics = DiagnosticCollector()
        trial.expressions.diagnostics = DiagnosticCollector()
        let typed = trial.readArguments(of: element, for: overload)
        var exact = 0
        var judged = true
        for argument in typed.arguments {
            guard let input = overload.input(argument.label.name) else { return nil }
            let expected = overload.inputTypes[argument.label.name]
            if case .action = argument.value { judged = false; continue }
            let value = trial.checkValue(argument, locals: locals)
            if input.kind == .binding || input.kind == .focusBinding {
                guard value.isProjection else {
                    if value.type == nil { judged = false; continue }
                    return nil
                }
                if case .binding(let actual)? = value.type, let wanted = expected?.bindingValue {
                    guard actual.withoutAliases == wanted.withoutAliases else { return nil }
                    exact += 1
                } else {
                    judged = false
                }
                continue
            }
            if value.isProjection { return nil }
            guard let actual = value.type, let expected else { judged = false; continue }
            let written: Expr? = if case .string(let string) = argument.value { Expr(.stringLiteral(string), at: argument.valueLocation) } else { value.expression }
            guard TypeCompatibility.isAssignable(actual, to: expected, expression: written, symbols: symbols) else { return nil }
            if actual.withoutAliases == expected.withoutAliases { exact += 1 }
        }
        // A value that reads as no value of this `init`'s types (`rightLabel="Code"` read as code
        // where a `Text` is expected) is an error here and fits another.
        if trial.diagnostics.hasErrors || trial.expressions.diagnostics.hasErrors { return nil }
        return (exact, judged)
    }
}

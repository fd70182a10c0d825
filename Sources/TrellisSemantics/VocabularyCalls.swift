import TrellisDiagnostics
import TrellisSyntax

/// How an attribute is read, decided by the declared type of the parameter it is passed to: the
/// one argument rule for views and modifiers alike.
enum ParameterReading {
    /// `String`: text with `{expr}` holes.
    case text
    /// `Binding<T>`: a `$` projection; `T` where known.
    case binding(ResolvedType?)
    /// A function type: statements.
    case action
    /// Any other type: a Swift expression, braces optional; the type where known.
    case expression(ResolvedType?)
}

/// What a call site wrote, for choosing among a declaration's overloads.
struct CallShape {
    var arguments: [Argument]
    /// Child views written directly inside the element: the first slot's content.
    var content: [ViewNode]
    /// Lowercase children that fill named slots.
    var slotFills: [(call: ModifierCall, location: SourceLocation)]
    /// Where the call is reported: the element's or the modifier's `<`.
    var location: SourceLocation
    /// Whether the element has text of its own (`<Text font=".headline">Hi</Text>`).
    var hasText = false
}

extension BodyChecker {
    /// How `parameter`'s attribute is read; type parameters of the declaration stand for any type.
    func reading(of parameter: ParameterDecl, generics: [String]) -> ParameterReading {
        if parameter.isAction { return .action }
        guard let reference = parameter.type?.reference else { return .expression(nil) }
        let mentionsGeneric = !generics.isEmpty && reference.namedTypes.contains { generics.contains($0) }
        switch reference {
        case .named("Binding", let arguments) where arguments.count == 1:
            return .binding(mentionsGeneric ? nil : symbols.resolve(arguments[0]))
        case .named("String", []), .named("LocalizedStringKey", []), .optional(.named("String", [])),
             .named("StaticString", []), .optional(.named("StaticString", [])):
            return .text
        default:
            return .expression(mentionsGeneric ? nil : symbols.resolve(reference))
        }
    }

    /// The attribute read as `reading` says: `.source` becomes text, an expression or statements.
    /// Values already read (by the language's own modifiers) are kept.
    mutating func read(_ argument: Argument, as reading: ParameterReading) -> Argument {
        guard case .source(let text) = argument.value else { return argument }
        var read = argument
        switch reading {
        case .text:
            guard let string = ExpressionParser.parseInterpolated(text, diagnostics: &diagnostics) else { return unreadable(argument) }
            read.value = string.soleExpression.map { .expression($0) } ?? .string(string)
        case .action:
            guard let statements = ExpressionParser.parseStatements(text, diagnostics: &diagnostics) else { return unreadable(argument) }
            read.value = .action(ExpressionParser.closureWrittenOut(statements))
        case .binding, .expression:
            // `{expr}` and `expr` mean the same where a value is expected; only a value in braces
            // is read as text first.
            var scratch = DiagnosticCollector()
            let isBraced = text.text.utf8.first(where: { $0 != 0x20 }) == UInt8(ascii: "{")
            if isBraced, let string = ExpressionParser.parseInterpolated(text, diagnostics: &scratch), scratch.diagnostics.isEmpty, let sole = string.soleExpression {
                read.value = .expression(sole)
            } else if let expr = ExpressionParser.parseExpression(text, diagnostics: &diagnostics) {
                read.value = .expression(expr)
            } else {
                return unreadable(argument)
            }
        }
        return read
    }

    /// An attribute that did not parse (already reported) is kept as empty text, so it is not read again.
    func unreadable(_ argument: Argument) -> Argument {
        var kept = argument
        kept.value = .string(InterpolatedString(segments: [], location: argument.valueLocation))
        return kept
    }

    /// The text of a text attribute when all of it is Swift code that makes a `Text`: `Text(…)`,
    /// with modifiers after it or not (`Text(date, style: .date).bold()`).
    static func textCall(_ text: String) -> String? {
        // Nearly every text is not code: its first byte past ASCII white space (tab to carriage
        // return, and space) rules it out before Foundation's trimming copies it; a non-ASCII
        // byte may be white space, so it goes on.
        guard let first = text.utf8.first(where: { !(0x09...0x0D).contains($0) && $0 != 0x20 }),
              first == UInt8(ascii: "T") || first >= 0x80 else { return nil }
        let code = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard code.hasPrefix("Text("), code.hasSuffix(")"), !code.contains("{") else { return nil }
        var scratch = DiagnosticCollector()
        guard var expr = ExpressionParser.parseExpression(AttributeText(text: code, location: SourceLocation(file: "", line: 1, column: 1)), diagnostics: &scratch),
              scratch.diagnostics.isEmpty else { return nil }
        while case .call(let callee, _) = expr.kind {
            if case .member(let base, _, _) = callee.kind { expr = base } else { expr = callee }
        }
        guard case .identifier("Text") = expr.kind else { return nil }
        return code
    }

    /// `Void`, the result of a closure that returns nothing.
    static let voidType = TypeReference.named("Void", genericArguments: [])

    /// An attribute of a call that has no declaration to read it by: text with `{expr}` holes,
    /// so the names it mentions are still checked.
    mutating func readLeniently(_ argument: Argument) -> Argument {
        read(argument, as: .text)
    }

    /// Checks a read argument against its parameter's type: bindings follow the binding rules,
    /// actions are checked as statements, values must convert.
    /// Returns the argument as it is passed: a value of another type than `String` given to a
    /// text parameter as one `{expr}` is shown as text, as it would be among other text.
    @discardableResult
    mutating func checkArgument(
        _ argument: Argument, reading: ParameterReading, parameter: String, of callee: String, declared: Note?, locals: LocalScope?, written: TypeReference? = nil
    ) -> Argument {
        if case .expression(let expected) = reading, reportsMissingLeadingDot(argument, expected: expected, written: written, locals: locals) { return argument }
        // `computeValue="width"`: a closure that returns a value returns its one expression.
        if case .function(_, let result, _)? = written, result != Self.voidType { expressions.actionReturnsValue = true }
        let value = checkValue(argument, locals: locals)
        expressions.actionReturnsValue = false
        switch reading {
        case .text:
            if value.isProjection {
                diagnostics.emit(Catalog.valueInputGivenBinding(parameter, of: callee), at: argument.valueLocation, notes: declared.map { [$0] } ?? [])
            } else if let expr = value.expression, let type = value.type?.withoutAliases, type != .string, type != .optional(.string) {
                var shown = argument
                let text = InterpolatedString(segments: [.expression(expr)], location: expr.location)
                shown.value = .string(text)
                // An optional shown as text is Swift's debug description (TRL120).
                expressions.check(text, locals: locals)
                return shown
            }
        case .binding(let expected):
            checkBindingArgument(argument, value: value, label: parameter, view: callee, expected: expected, declared: declared)
        case .action:
            if value.isProjection {
                diagnostics.emit(Catalog.valueInputGivenBinding(parameter, of: callee), at: argument.valueLocation, notes: declared.map { [$0] } ?? [])
            }
        case .expression(let expected):
            guard let expr = value.expression else { return argument }
            if value.isProjection, expected.map({ if case .binding = $0 { false } else { true } }) ?? false {
                diagnostics.emit(Catalog.valueInputGivenBinding(parameter, of: callee), at: argument.valueLocation, notes: declared.map { [$0] } ?? [])
                return argument
            }
            guard let expected else { return argument }
            if checkImplicitMember(expr, expected: expected) { return argument }
            if let actual = value.type, conforms(actual, to: expected) { return argument }
            expressions.checkConversion(expr, inferred: value.type, to: expected, in: "argument `\(parameter)` of `\(callee)`", locals: locals)
        }
        return argument
    }

    /// `alignment="leading"`: a member of the expected type written without its dot, which no
    /// name in scope answers to. One TRL103 suggesting `.leading`, and nothing follows from it.
    private mutating func reportsMissingLeadingDot(_ argument: Argument, expected: ResolvedType?, written: TypeReference?, locals: LocalScope?) -> Bool {
        guard case .expression(let expr) = argument.value, case .identifier(let name) = expr.kind,
              name.first?.isLowercase == true else { return false }
        let typeName: String
        switch expected?.unwrappingOptional {
        case .structure(let name)?, .enumeration(let name)?: typeName = name
        case .builtin(let name, let arguments)? where arguments.isEmpty && name.first?.isUppercase == true: typeName = name
        case nil:
            // `some ShapeStyle`, a protocol the prelude only extends: its constrained extensions'
            // statics (`ShapeStyle where Self == Color` declares `.blue`).
            var unwrapped = written
            if case .optional(let wrapped)? = unwrapped { unwrapped = wrapped }
            guard case .named(let protocolName, let arguments)? = unwrapped, arguments.isEmpty,
                  symbols.constrainedStatics[protocolName] != nil else { return false }
            typeName = protocolName
        default: return false
        }
        // Looked up by name first: most identifiers given as arguments name no static member.
        // `Color`'s named colours are declared in an extension, as SwiftUI declares them.
        let isConstrainedStatic = expected == nil && symbols.constrainedStatics[typeName]?.contains(name) == true
        let isStaticMember = isConstrainedStatic
            || symbols.structs[typeName]?.fields.contains { $0.isStatic && $0.name.name == name } == true
            || symbols.enums[typeName].map { $0.cases.contains { $0.name.name == name } || $0.properties.contains { $0.isStatic && $0.name.name == name } } == true
            || symbols.extensionMembers[typeName]?.fields.contains { $0.isStatic && $0.name.name == name } == true
        guard isStaticMember else { return false }
        // Unknown as written, and a static member of the type as `Type.name` (a constrained
        // extension's member is Swift's to type: found among its statics is enough).
        var silent = expressions.silentCopy()
        _ = silent.infer(expr, locals: locals)
        guard !silent.diagnostics.diagnostics.isEmpty else { return false }
        if isConstrainedStatic {
            diagnostics.emit(Catalog.unknownIdentifier(name, suggestion: "." + name), at: expr.location, highlights: [SourceRange(expr.location, length: name.unicodeScalars.count)])
            return true
        }
        silent = expressions.silentCopy()
        let member = Expr(.member(base: Expr(.identifier(typeName), at: expr.location), name: name, nameLocation: expr.location), at: expr.location)
        guard silent.infer(member, locals: locals).type != nil, silent.diagnostics.diagnostics.isEmpty else { return false }
        diagnostics.emit(Catalog.unknownIdentifier(name, suggestion: "." + name), at: expr.location, highlights: [SourceRange(expr.location, length: name.unicodeScalars.count)])
        return true
    }

    /// `.headline` where a `Font` is expected names one of `Font`'s static members (TRL119).
    /// Returns whether `expr` was such a member, judged here.
    private mutating func checkImplicitMember(_ expr: Expr, expected: ResolvedType) -> Bool {
        // `[.top, .horizontal]` for an option set: each element is one of its members.
        if case .arrayLiteral(let elements) = expr.kind, case .structure(let typeName) = expected.unwrappingOptional,
           symbols.structs[typeName]?.protocols.contains("OptionSet") == true,
           elements.allSatisfy({ Self.implicitMemberRoot($0) != nil }) {
            for element in elements { _ = checkImplicitMember(element, expected: expected.unwrappingOptional) }
            return true
        }
        guard let root = Self.implicitMemberRoot(expr), case .implicitMember(let name) = root.kind else { return false }
        guard case .structure(let typeName) = expected.unwrappingOptional, let structure = symbols.structs[typeName] else { return true }
        let statics = structure.fields.filter(\.isStatic)
        // `.system(size: 30)`: a static method that makes one; its arguments are swiftc's to judge.
        if case .call = expr.kind, structure.methods.contains(where: { $0.isStatic && $0.name.name == name }) { return true }
        // `.init(lineWidth: 2)`: the type's initializer; its arguments are swiftc's to judge.
        if case .call = expr.kind, name == "init" { return true }
        if !statics.contains(where: { $0.name.name == name }) && !(expected.isOptional && name == "none") {
            diagnostics.emit(
                Catalog.unknownStaticMember(name, of: typeName, suggestion: suggester.among(statics.map(\.name.name), closestTo: name)),
                at: root.location, highlights: [SourceRange(root.location, length: name.unicodeScalars.count + 1)]
            )
        }
        return true
    }

    /// A declared type conforms to a protocol declared in the prelude or the program
    /// (`protocols="ShapeStyle"`).
    func conforms(_ actual: ResolvedType, to expected: ResolvedType) -> Bool {
        guard case .structure(let protocolName) = expected.unwrappingOptional else { return false }
        switch actual.unwrappingOptional {
        case .structure(let name): return symbols.structs[name]?.protocols.contains(protocolName) ?? false
        default: return false
        }
    }

    /// A slot that passes its one view as a value of `type` (`navigationTitle(_ title: Text)`):
    /// it holds exactly one view of that type, whose modifiers would make it another type.
    private mutating func checkValueSlot(_ content: [ViewNode], type: TypeSyntax, parameter: String, of callee: String, at location: SourceLocation) {
        let expected = type.reference.description
        guard content.count == 1, case .element(let element) = content[0] else {
            let written = content.isEmpty ? "no view" : "\(content.count) views"
            diagnostics.emit(Catalog.conversionMismatch(written, to: expected, in: "argument `\(parameter)` of `\(callee)`, which takes one `<\(expected)>`"), at: content.first?.location ?? location)
            return
        }
        guard element.name.name == expected else {
            diagnostics.emit(Catalog.conversionMismatch("a `\(element.name.name)`", to: expected, in: "argument `\(parameter)` of `\(callee)`"), at: content[0].location)
            return
        }
        if let modifier = element.modifiers.first {
            let name = if case .call(let call) = modifier.kind { call.name.name } else { "modifier" }
            diagnostics.emit(Catalog.notSupportedYet("\(callee)(\(expected)(…).\(name)(…))"), at: modifier.location)
        }
    }

    /// `blue` of `.blue` (or `{.blue}`): an implicit member expression, one name.
    static func implicitMember(_ written: String) -> String? {
        var text = Substring(written.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("{") && text.hasSuffix("}") { text = Substring(text.dropFirst().dropLast().trimmingCharacters(in: .whitespaces)) }
        guard text.hasPrefix(".") else { return nil }
        let name = String(text.dropFirst())
        return SwiftIdentifier.isWellFormed(name) ? name : nil
    }

    /// The path a value written as `value="{landmark.image}"` names (`landmark.image`), when it
    /// is names joined by dots, as a body places a value; nil for any other expression.
    static func placeablePath(_ value: ArgumentValue) -> String? {
        guard case .source(let source) = value else { return nil }
        var text = Substring(source.text.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("{") && text.hasSuffix("}") { text = text.dropFirst().dropLast() }
        let path = text.trimmingCharacters(in: .whitespaces)
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy({ SwiftIdentifier.isWellFormed(String($0)) && !SwiftKeywords.isKeyword(String($0)) }),
              parts[0].first.map({ $0.isLowercase || $0 == "_" }) == true else { return nil }
        return path
    }

    // MARK: Choosing an overload

    /// Picks the overload of `interface` that takes what the call site wrote, reads and checks its
    /// arguments, and returns the call as Swift writes it; `nil` (after a diagnostic) when none does.
    /// `acceptedContent` is set to false when content was written where no slot takes it.
    /// `summary` is `symbols.summary(of: interface)`, which the caller has already looked up.
    mutating func resolveCall(_ interface: InterfaceDecl, summary: SymbolTable.InterfaceSummary, shape written: CallShape, locals: LocalScope?, acceptedContent: inout Bool) -> ResolvedCall? {
        let callee = interface.name.name
        // A slot whose closure takes a value: the call site names the value with `item`, as
        // `ForEach` names its element; `item` is no parameter of the overloads.
        // Where `item` is a parameter itself (`sheet(item:)`), the element that fills the slot
        // names the value instead (`<content item="scrum">`), which the modifier's check reads.
        var shape = written
        var itemArgument: Argument?
        // Only a slot that receives a value can be named by `item`; most calls have none.
        let namesValuesWithItem = !summary.valueSlotNames.isEmpty
            && interface.namesSlotValuesWithItem(given: Set(written.arguments.map(\.label.name)).subtracting(["item"]))
        if namesValuesWithItem, let index = shape.arguments.firstIndex(where: { $0.label.name == "item" }) {
            itemArgument = shape.arguments.remove(at: index)
        } else if namesValuesWithItem, let index = shape.arguments.firstIndex(where: { argument in
            // `<GeometryReader proxy="proxy">`, Swift's `{ proxy in … }`: an attribute no
            // overload has, whose value is its own name, names the value as `item` does.
            !summary.parameterOrder.contains(argument.label.name) && argument.namesItself
        }) {
            itemArgument = shape.arguments.remove(at: index)
        } else if namesValuesWithItem, let index = shape.arguments.firstIndex(where: { argument in
            // `<navigationDestination for="Note.self" destination="note">`, Swift's `destination:
            // { note in … }`: the slot's name given a name names the value its views receive.
            guard summary.valueSlotNames.contains(argument.label.name), !written.slotFills.contains(where: { $0.call.name.name == argument.label.name }),
                  case .source(let text) = argument.value else { return false }
            return SwiftKeywords.isValidIdentifier(text.text.trimmingCharacters(in: .whitespaces))
        }) {
            itemArgument = shape.arguments.remove(at: index)
        } else if namesValuesWithItem, let naming = written.slotFills.lazy.filter({ summary.valueSlotNames.contains($0.call.name.name) }).compactMap(\.call.slotValueNaming).first {
            // `<content image="image">`: the element that fills the slot names its value.
            itemArgument = naming
        }
        let isModifier = interface.kind == .modifier
        if isModifier, !shape.content.isEmpty {
            // `<padding/>` after several views of a modifier's content: it fills no slot (it holds
            // nothing), and which view it is meant for is not said. After one view it modifies
            // that view (the syntax stage moved it there).
            shape.slotFills.removeAll { fill in
                let name = fill.call.name.name
                guard fill.call.content.isEmpty, fill.call.slotFills.isEmpty, fill.call.textLocation == nil,
                      !interface.overloads.contains(where: { $0.slots.contains { $0.name.name == name } }) else { return false }
                diagnostics.emit(Catalog.schemaViolation(
                    "modifier `\(name)` written after the views of `\(callee)`'s content modifies none of them; write it inside the view it is meant for, or put the views in a stack and write it after the stack's content"
                ), at: fill.location)
                return true
            }
        }
        // A call writes a few names and an overload declares a few: scanning these short lists
        // costs less than hashing each name. Each list holds a name once (XML attributes are unique).
        let filled = shape.slotFills.map(\.call.name.name)
        let hasContent = !shape.content.isEmpty

        // Attributes no overload has.
        var unknown: [String] = []
        var known: [String] = []
        var unlabeledCandidate: String??
        // Several unlabeled parameters' names, when the call gives none of them.
        var unlabeledNames: Set<String> = []
        for argument in shape.arguments {
            guard !summary.parameterOrder.contains(argument.label.name) else {
                known.append(argument.label.name)
                continue
            }
            unknown.append(argument.label.name)
            if interface.overloads.contains(where: { $0.slots.contains { $0.name.name == argument.label.name } }) {
                diagnostics.emit(Catalog.slotGivenAsAttribute(argument.label.name, of: callee), at: argument.label.location,
                                 highlights: [SourceRange(argument.label.location, length: argument.label.name.unicodeScalars.count)])
                continue
            }
            // `<Image value="{landmark.image}">`: a view's value, which a body places by its path.
            if !isModifier, argument.label.name == "value", shape.arguments.count == 1, let path = Self.placeablePath(argument.value) {
                diagnostics.emit(Catalog.viewValuePassedAsValue(callee, path: path), at: argument.label.location,
                                 highlights: [SourceRange(argument.label.location, length: argument.label.name.unicodeScalars.count)])
                continue
            }
            // Swift's argument label (`perform:`) names the attribute of its parameter (`action`).
            let labelled = interface.overloads.lazy.flatMap(\.parameters).first { $0.label == argument.label.name }?.name.name
            // Swift's name of an unlabeled argument (`strokeBorder(_ content:)`) stands for the
            // one unlabeled parameter the call gives no value.
            // Computed once per call, not per unknown attribute: a call may have thousands.
            if unlabeledCandidate == nil {
                let unlabeled = Set(interface.overloads.flatMap(\.parameters).filter { !$0.isSlot && $0.label == nil }.map(\.name.name))
                    .subtracting(shape.arguments.map(\.label.name))
                unlabeledCandidate = .some(unlabeled.count == 1 ? unlabeled.first : nil)
                if unlabeled.count > 1 { unlabeledNames = unlabeled }
            }
            // `mode` for `value` or Swift's `displayMode`: the one whose name ends with what was written.
            let written = argument.label.name.lowercased()
            let ending = unlabeledNames.filter { $0.lowercased().hasSuffix(written) }
            let unlabeledParameter: String? = (unlabeledCandidate ?? nil) ?? (ending.count == 1 ? ending.first : nil)
            let suggestion = labelled ?? suggester.among(summary.parameterOrder, closestTo: argument.label.name) ?? unlabeledParameter
            // `<Color value=".blue">`: `Color.blue` is a view of its own, `<Color.blue>`.
            if !isModifier, case .source(let written) = argument.value, let member = Self.implicitMember(written.text),
               symbols.interfaceViews[callee + "." + member] != nil {
                diagnostics.emit(Catalog.staticViewGivenAsInput(argument.label.name, of: callee, member: member),
                                 at: argument.label.location, highlights: [SourceRange(argument.label.location, length: argument.label.name.unicodeScalars.count)])
                continue
            }
            // `<Text font=".headline">`: a modifier written as an attribute of the view it modifies.
            if !isModifier, suggestion == nil, let message = modifierWrittenAsInput(argument, of: callee) {
                diagnostics.emit(message, at: argument.label.location, highlights: [SourceRange(argument.label.location, length: argument.label.name.unicodeScalars.count)])
                continue
            }
            // `<Text text="Hello"/>`: the text a view shows is its content, Swift's unlabeled `Text("Hello")`.
            if !isModifier, suggestion == nil, !shape.hasText, case .source(let written) = argument.value, !written.text.contains("{"),
               !shape.arguments.contains(where: { $0.label.name == "content" }), Self.showsContentAsText(interface) {
                diagnostics.emit(Catalog.textGivenAsInput(argument.label.name, of: callee, text: written.text),
                                 at: argument.label.location, highlights: [SourceRange(argument.label.location, length: argument.label.name.unicodeScalars.count)])
                continue
            }
            diagnostics.emit(
                Catalog.unknownArgument(argument.label.name, of: callee, suggestion: suggestion),
                at: argument.label.location, highlights: [SourceRange(argument.label.location, length: argument.label.name.unicodeScalars.count)]
            )
        }
        if hasContent && !summary.hasSlots {
            acceptedContent = false
            let accepted = Self.describeAccepted(summary.parameterOrder)
            diagnostics.emit(isModifier ? Catalog.modifierTakesNoContent(callee, accepted: accepted) : Catalog.contentNotAccepted(callee, accepted: accepted), at: shape.content[0].location)
        }
        let contentFillsFirstSlot = hasContent && acceptedContent

        func accepts(_ overload: Signature, _ index: Int, ignoringRequired: Bool) -> Bool {
            let shape = summary.overloads[index]
            guard known.allSatisfy(shape.parameters.contains), filled.allSatisfy(shape.slots.contains) else { return false }
            if contentFillsFirstSlot && (shape.firstSlot.map { filled.contains($0) } ?? true) { return false }
            if ignoringRequired { return true }
            for name in shape.requiredParameters where !known.contains(name) { return false }
            for name in shape.requiredSlots where !(filled.contains(name) || (contentFillsFirstSlot && name == shape.firstSlot)) { return false }
            return true
        }
        func unused(_ overload: Signature, _ index: Int) -> Int {
            let shape = summary.overloads[index]
            return shape.parameters.count - known.count + shape.slots.count - filled.count - (contentFillsFirstSlot ? 1 : 0)
        }

        // The forms that leave out the fewest parameters and slots; their arguments' types decide among them.
        var candidates: [Int] = []
        var fewestUnused = Int.max
        for index in interface.overloads.indices where accepts(interface.overloads[index], index, ignoringRequired: false) {
            let count = unused(interface.overloads[index], index)
            if count < fewestUnused {
                fewestUnused = count
                candidates = [index]
            } else if count == fewestUnused {
                candidates.append(index)
            }
        }
        var chosenIndex = candidates.first
        if candidates.count > 1 {
            chosenIndex = breakTie(among: candidates, of: interface, arguments: shape.arguments.filter { known.contains($0.label.name) }, locals: locals, at: shape.location)
        }
        guard let chosenIndex else {
            // When one overload lacks fewer required parameters than any other, those are missing.
            func missing(_ overload: Signature) -> [ParameterDecl] {
                overload.parameters.filter { $0.isRequired && !$0.isSlot && !known.contains($0.name.name) }
            }
            let nearly = interface.overloads.indices.filter { accepts(interface.overloads[$0], $0, ignoringRequired: true) }
                .map { interface.overloads[$0] }.sorted { missing($0).count < missing($1).count }
            // A misspelled attribute may be the missing one: it is reported alone.
            if !unknown.isEmpty {
            } else if let closest = nearly.first, nearly.dropFirst().first.map({ missing($0).count > missing(closest).count }) ?? true, !missing(closest).isEmpty {
                for parameter in missing(closest) {
                    diagnostics.emit(
                        Catalog.missingArgument(parameter.name.name, of: callee), at: shape.location,
                        notes: [Note("`\(parameter.name.name)` declared here", at: parameter.location)]
                    )
                }
            } else if unknown.isEmpty && acceptedContent {
                var parts = known.sorted().map { "`\($0)`" }
                if hasContent { parts.append("content") }
                parts += filled.sorted().map { "a `\($0)`" }
                let description = parts.isEmpty ? "no arguments" : Self.conjunction(parts)
                diagnostics.emit(
                    Catalog.noMatchingOverload(callee, isModifier: isModifier, given: description), at: shape.location,
                    notes: interface.overloads.map { Note("`\(Self.spelling(callee, $0, isModifier: isModifier))` declared here", at: $0.location) }
                )
            }
            // Read what was written anyway, so the names it mentions count.
            for argument in shape.arguments {
                let read = readLeniently(argument)
                _ = checkValue(read, locals: locals)
            }
            return nil
        }

        let chosen = interface.overloads[chosenIndex]
        if let deprecation = chosen.deprecation {
            // One overload SwiftUI deprecated (`animation(_:)`): named as Swift names it, the others stand.
            diagnostics.emit(Catalog.deprecatedModifier(Self.spelling(callee, chosen, isModifier: false), message: deprecation.message), at: shape.location)
        }
        var entries: [ResolvedCall.Entry] = []
        entries.reserveCapacity(chosen.parameters.count)
        let firstSlot = summary.overloads[chosenIndex].firstSlot
        var slotValueNames: [Int: Identifier] = [:]
        var valueSlots: Set<Int> = []
        var slotValueType: ResolvedType?
        for parameter in chosen.parameters {
            let label = parameter.label
            if parameter.isSlot {
                if namesValuesWithItem, let valueType = parameter.slotValueTypeText {
                    if let name = itemArgument.flatMap({ itemName($0, callee: callee) }) {
                        slotValueNames[entries.count] = name
                    } else if itemArgument == nil {
                        diagnostics.emit(Catalog.slotValueNotNamed(parameter.name.name, of: callee, type: slotValueType?.description ?? valueType), at: shape.location)
                    }
                }
                if let valueType = parameter.type {
                    let content = shape.slotFills.first(where: { $0.call.name.name == parameter.name.name })?.call.content
                        ?? (parameter.name.name == firstSlot && acceptedContent ? shape.content : [])
                    checkValueSlot(content, type: valueType, parameter: parameter.name.name, of: callee, at: shape.location)
                    valueSlots.insert(entries.count)
                }
                if let fill = shape.slotFills.first(where: { $0.call.name.name == parameter.name.name }) {
                    entries.append(.slot(label: label, content: fill.call.content, location: fill.location))
                } else if parameter.name.name == firstSlot && acceptedContent {
                    entries.append(.slot(label: label, content: shape.content, location: nil))
                } else {
                    entries.append(.slot(label: label, content: [], location: nil))
                }
                continue
            }
            guard let argument = shape.arguments.first(where: { $0.label.name == parameter.name.name }) else { continue }
            // A closure taking values may name them as Swift does: `offsets in items.remove(atOffsets: offsets)`.
            if case .function(let parameterTypes, let result, _)? = parameter.type?.reference, !parameterTypes.isEmpty,
               case .source(let text) = argument.value, let named = Self.namedClosureParameters(text, count: parameterTypes.count) {
                let statements = ExpressionParser.parseStatements(named.body, diagnostics: &diagnostics) ?? []
                let read = checkedClosure(
                    argument, statements: statements, valueNames: named.names.map(\.name), valueTypes: parameterTypes, generics: interface.generics, locals: locals,
                    declared: named.names, returnsValue: result != Self.voidType
                )
                entries.append(.closure(label: label, read, parameterCount: parameterTypes.count, names: named.names))
                continue
            }
            // `perform="items.remove(atOffsets: $0)"`: Swift's anonymous names of the values.
            if case .function(let parameterTypes, let result, _)? = parameter.type?.reference, !parameterTypes.isEmpty,
               case .source(let text) = argument.value, Self.mayUseAnonymousParameters(text.text) {
                // Parsed aside: code whose `$0` belongs to a nested closure is read below, once.
                var parsing = DiagnosticCollector()
                let statements = ExpressionParser.closureWrittenOut(ExpressionParser.parseStatements(text, diagnostics: &parsing) ?? [])
                let used = Closure(parameters: nil, body: statements, location: argument.valueLocation).anonymousParameterCount
                if used > 0 {
                    diagnostics.merge(parsing)
                    if used < parameterTypes.count {
                        diagnostics.emit(Catalog.anonymousParameterMisused(
                            "the closure passed to `\(parameter.name.name)` of `\(callee)` takes \(parameterTypes.count) values, but its body uses \(used); name them before `in`, writing `_` for one it does not use"
                        ), at: argument.valueLocation)
                    }
                    let anonymous = parameterTypes.indices.map { "$\($0)" }
                    let read = checkedClosure(
                        argument, statements: statements, valueNames: anonymous, valueTypes: parameterTypes, generics: interface.generics, locals: locals,
                        returnsValue: result != Self.voidType
                    )
                    entries.append(.closure(label: label, read, parameterCount: parameterTypes.count, names: []))
                    continue
                }
            }
            let reading = reading(of: parameter, generics: interface.generics)
            if case .action = reading, let type = parameter.type?.reference, let reference = passedFunction(argument, type: type, parameter: parameter.name.name, of: callee, generics: interface.generics, locals: locals) {
                if case .action = reference.value {
                    entries.append(.closure(label: label, reference, parameterCount: 0, names: []))
                } else {
                    entries.append(.argument(label: label, reference))
                }
                continue
            }
            // `() async -> Void` (`task`, `refreshable`): the statements may `await`.
            if case .function(_, _, let effects)? = parameter.type?.reference, effects.contains("async") {
                expressions.actionIsAsync = true
            }
            // `value="Text(date, style: .date)"` would show its code: reported, and read as the code
            // it is, so that the names it mentions still count.
            if case .text = reading, case .source(let text) = argument.value, let code = Self.textCall(text.text) {
                let takesText = interface.overloads.contains { $0.parameters.contains { $0.label == label && $0.typeText == "Text" } }
                var fixIts: [FixIt] = []
                if takesText, let end = argument.valueEnd {
                    fixIts.append(FixIt("write `{\(code)}`", edits: [
                        TextEdit(range: SourceRange(start: argument.valueLocation, end: argument.valueLocation), replacement: "{"),
                        TextEdit(range: SourceRange(start: end, end: end), replacement: "}"),
                    ]))
                }
                diagnostics.emit(Catalog.codeWrittenAsText(code, parameter: parameter.name.name, of: callee, takesText: takesText), at: argument.valueLocation, fixIts: fixIts)
                _ = checkValue(read(argument, as: .expression(nil)), locals: locals)
                entries.append(.argument(label: label, unreadable(argument)))
                continue
            }
            let read = checkArgument(
                read(argument, as: reading), reading: reading, parameter: parameter.name.name, of: callee, declared: nil, locals: locals,
                written: parameter.type?.reference
            )
            // `for: Park.self` decides the type of the value a slot takes (`D` of `D.Type`).
            if let typeText = parameter.typeText, typeText.hasSuffix(".Type"), case .expression(let expr) = read.value {
                var scratch = expressions
                slotValueType = scratch.type(of: expr, locals: locals)?.metatypeInstance
            }
            // `presenting: pendingDeletion` decides it too (`T` of the `T?` passed), as Swift's
            // `alert(_:isPresented:presenting:)` reads it.
            if slotValueType == nil, case .optional(let wrapped)? = parameter.type?.reference,
               chosen.slots.contains(where: { $0.takes?.reference == wrapped }), case .expression(let expr) = read.value {
                var scratch = expressions
                slotValueType = scratch.type(of: expr, locals: locals)?.unwrappingOptional
            }
            expressions.actionIsAsync = false
            if case .function(let parameters, _, _)? = parameter.type?.reference, case .action = read.value {
                entries.append(.closure(label: label, read, parameterCount: parameters.count, names: []))
            } else {
                entries.append(.argument(label: label, read))
            }
        }
        for argument in shape.arguments where unknown.contains(argument.label.name) {
            _ = checkValue(readLeniently(argument), locals: locals)
        }
        if let itemArgument, !chosen.slots.contains(where: { $0.slotValueType != nil }) {
            diagnostics.emit(Catalog.itemWithoutSlotValue(of: Self.spelling(callee, chosen, isModifier: isModifier)), at: itemArgument.label.location,
                             highlights: [SourceRange(itemArgument.label.location, length: 4)])
        }
        // A slot that takes a type of its own (`GeometryProxy`), not a generic one, names it.
        if slotValueType == nil, !slotValueNames.isEmpty,
           let takes = chosen.slots.first(where: { $0.slotValueType != nil })?.takes?.reference,
           case .named(let takesName, []) = takes, !interface.generics.contains(takesName) {
            slotValueType = symbols.resolve(takes)
        }
        var call = ResolvedCall(callee: callee, entries: entries)
        call.slotValueNames = slotValueNames
        call.valueSlots = valueSlots
        if !slotValueNames.isEmpty { call.slotValueArgument = itemArgument }
        if let name = slotValueNames.values.first, let slotValueType {
            slotValueLocals[CallResolutions.Key(name.location)] = slotValueType
        }
        return call
    }

    /// The name an `item` attribute gives a slot's value: one Swift identifier.
    private mutating func itemName(_ argument: Argument, callee: String) -> Identifier? {
        guard case .source(let text) = argument.value else { return nil }
        let name = String(text.text.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
        guard SwiftKeywords.isValidIdentifier(name), name != "_" else {
            diagnostics.emit(Catalog.itemNotAName(name, of: callee), at: argument.valueLocation)
            return nil
        }
        let offset = text.text.prefix { $0 == " " }.count
        return Identifier(name, at: argument.valueLocation.advanced(byColumns: offset))
    }

    /// A closure argument's statements checked with its values bound, by the names written
    /// before `in` or as `$0`, `$1`, to the parameter's types (unknown for a generic interface).
    private mutating func checkedClosure(
        _ argument: Argument, statements: [Statement], valueNames: [String], valueTypes: [TypeReference], generics: [String], locals: LocalScope?,
        declared: [Identifier] = [], returnsValue: Bool = false
    ) -> Argument {
        var inner = locals
        for (index, (name, type)) in zip(valueNames, valueTypes).enumerated() where name != "_" {
            let resolved = generics.isEmpty ? symbols.resolve(type) : nil
            inner = LocalScope(name: name, kind: .closureParameter, type: resolved, parent: inner)
            // Where a named value is declared: what the editor shows for it and its uses.
            if let resolved, index < declared.count { expressions.expressionTypes.recordParameter(resolved, named: declared[index]) }
        }
        var read = argument
        read.value = .action(statements)
        expressions.actionReturnsValue = returnsValue
        _ = checkValue(read, locals: inner)
        expressions.actionReturnsValue = false
        return read
    }

    /// Whether code may name `$0`: a `$` before a digit, which most actions have not, or a function
    /// named with its labels.
    static func mayUseAnonymousParameters(_ text: String) -> Bool {
        var afterDollar = false
        var lastTwo: (UInt8, UInt8) = (0, 0)
        for byte in text.utf8 {
            if afterDollar, byte >= 0x30, byte <= 0x39 { return true }
            afterDollar = byte == 0x24
            if byte != 0x20, byte != 0x0A, byte != 0x09 { lastTwo = (lastTwo.1, byte) }
        }
        // `store.delete(at:)`, a function named with its labels: the closure that passes `$0` on.
        return lastTwo == (0x3A, 0x29)
    }

    /// `offsets in body` or `from, to in body`: exactly `count` names before `in`, and the body
    /// after it, located where it is written. `nil` when the text does not start so.
    static func namedClosureParameters(_ text: AttributeText, count: Int) -> (names: [Identifier], body: AttributeText)? {
        let scalars = Array(text.text.unicodeScalars)
        var index = 0
        var names: [(String, Int)] = []
        // Code written as an element's content runs over lines: `indexes in` ends one.
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\n" || scalar == "\t" || scalar == "\r" }
        func skipSpaces() { while index < scalars.count, isSpace(scalars[index]) { index += 1 } }
        while true {
            skipSpaces()
            let start = index
            while index < scalars.count, scalars[index] == "_" || scalars[index].isAlphabetic || (index > start && scalars[index].isNumeric) {
                index += 1
            }
            guard index > start else { return nil }
            names.append((String(String.UnicodeScalarView(scalars[start..<index])), start))
            skipSpaces()
            if index < scalars.count, scalars[index] == "," {
                index += 1
                continue
            }
            break
        }
        guard names.count == count, index + 2 <= scalars.count, scalars[index] == "i", scalars[index + 1] == "n",
              index + 2 == scalars.count || isSpace(scalars[index + 2]) else { return nil }
        let keyword = names.map(\.0)
        // `_ in`, as Swift leaves a value it does not use unnamed.
        guard !keyword.contains("in"), keyword.allSatisfy({ $0 == "_" || SwiftKeywords.isValidIdentifier($0) }) else { return nil }
        let bodyStart = index + 2
        // Columns count scalars, as locations do; the decoded locations count UTF-8 bytes.
        func location(ofScalar offset: Int) -> SourceLocation {
            if !text.hasDecodedLocations { return text.location.advanced(byColumns: offset) }
            return text.location(atDecoded: String(String.UnicodeScalarView(scalars[..<offset])).utf8.count)
        }
        let prefixBytes = String(String.UnicodeScalarView(scalars[..<bodyStart])).utf8.count
        let body = text.suffix(fromDecoded: prefixBytes, location: location(ofScalar: bodyStart))
        return (names.map { Identifier($0.0, at: location(ofScalar: $0.1)) }, body)
    }

    /// `Button(_:action:)`, `padding(_:_:)`: a declaration's Swift name, for notes.
    static func spelling(_ callee: String, _ overload: Signature, isModifier: Bool) -> String {
        let labels = overload.parameters.map { ($0.label ?? "_") + ":" }.joined()
        return "\(isModifier ? "." : "")\(callee)(\(labels))"
    }

    /// "`a`", "`a` and `b`", "`a`, `b` and content".
    static func conjunction(_ parts: [String]) -> String {
        parts.count <= 1 ? parts.joined() : parts.dropLast().joined(separator: ", ") + " and " + parts.last!
    }

    /// `<Text font=".headline">`: an attribute named as a modifier, given to a view that has no
    /// such input; the message shows the modifier's element, with the value written where the
    /// modifier takes one value.
    func modifierWrittenAsInput(_ argument: Argument, of view: String) -> DiagnosticMessage? {
        guard let modifier = symbols.modifiers[argument.label.name] else { return nil }
        let value = Self.soleRequiredValue(of: modifier).map { input in
            switch argument.value {
            case .source(let text): (input, text.text.trimmingCharacters(in: .whitespaces))
            case .string(let string) where string.segments.count == 1:
                if case .literal(let text) = string.segments[0] { (input, text) } else { (input, "…") }
            default: (input, "…")
            }
        }
        return Catalog.modifierGivenAsInput(argument.label.name, of: view, input: value?.0, value: value?.1)
    }

    /// Whether the view takes its text as content, an unlabeled `String` named `content` (`Text`).
    static func showsContentAsText(_ interface: InterfaceDecl) -> Bool {
        for overload in interface.overloads {
            for parameter in overload.parameters where parameter.name.name == "content" {
                let unlabeled = parameter.label == nil || parameter.label == "_"
                if unlabeled, parameter.type?.reference.description == "String" { return true }
            }
        }
        return false
    }
}

/// The one catalog of every diagnostic Trellis emits. Codes are stable:
/// `TRL0xx` syntax and input, `TRL1xx` names and types, `TRL2xx` ownership,
/// `TRL3xx` Swift's verdict on the generated Swift.
/// Messages are lowercase, have no final period, and are phrased as the rule.
public enum Catalog {
    private static func error(_ code: String, _ text: String) -> DiagnosticMessage {
        DiagnosticMessage(code: DiagnosticCode(code), severity: .error, text: text)
    }

    private static func warning(_ code: String, _ text: String) -> DiagnosticMessage {
        DiagnosticMessage(code: DiagnosticCode(code), severity: .warning, text: text)
    }

    private static func suggestion(_ candidate: String?) -> String {
        candidate.map { "; did you mean `\($0)`" } ?? ""
    }

    // MARK: TRL0xx: input and syntax

    /// `detail` is libxml2's message, lowercased and without its final period.
    public static func malformedXML(_ detail: String) -> DiagnosticMessage {
        error("TRL001", "malformed XML: \(detail)")
    }
    public static let invalidUTF8 = error("TRL002", "file must be valid UTF-8")
    public static func notUTF8(encoding: String) -> DiagnosticMessage {
        error("TRL002", "file must be UTF-8, but its byte order mark says \(encoding); save it as UTF-8")
    }
    public static let doctypeNotAllowed = error("TRL003", "a `DOCTYPE` is not allowed; Trellis never loads DTDs or expands entities")
    public static func nestingTooDeep(limit: Int) -> DiagnosticMessage {
        error("TRL004", "elements must not nest deeper than \(limit) levels")
    }
    public static func fileTooLarge(size: Int, limit: Int) -> DiagnosticMessage {
        error("TRL005", "file of \(size) bytes exceeds the size limit of \(limit) bytes")
    }
    public static let emptyFile = error("TRL006", "file is empty; a screen file needs a root element")
    public static let binaryFile = error("TRL007", "file is binary, not XML text")
    public static func unreadableFile(_ reason: String) -> DiagnosticMessage {
        error("TRL008", "cannot read file: \(reason)")
    }
    public static func noInputFiles(_ path: String) -> DiagnosticMessage {
        error("TRL009", "no `.xml` files found in `\(path)`")
    }
    /// `detail` is the schema validator's message, rephrased as the rule.
    public static func schemaViolation(_ detail: String) -> DiagnosticMessage {
        error("TRL010", detail)
    }
    public static func unknownModifier(_ name: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL011", "unknown modifier `\(name)`\(suggestion(candidate))")
    }
    public static let elseWithoutIf = error("TRL012", "`else` must directly follow an `if`")
    public static func attributeTooLarge(size: Int, limit: Int) -> DiagnosticMessage {
        error("TRL013", "attribute value of \(size) bytes exceeds the limit of \(limit) bytes")
    }
    public static let fileNameNotUTF8 = error("TRL015", "file name is not valid UTF-8; rename the file")
    // TRL016 (a view's second `init`) is retired: a placement chooses among a view's `init`s
    // (TRL137, TRL138, TRL195).
    public static func viewInitAssignmentForm(_ kind: String, _ name: String, expected: String) -> DiagnosticMessage {
        error("TRL017", "a view's `init` gives `\(kind)` `\(name)` its value as `\(expected)`")
    }
    public static func viewInitLeavesUnset(_ name: String, of view: String) -> DiagnosticMessage {
        error("TRL018", "`init` of `\(view)` returns without giving `\(name)` its value")
    }
    public static let viewInitWithSlots = error("TRL019", "a view with a `slot` cannot declare its own `init` yet; pass the values as inputs instead")
    public static func tooManyAttributes(limit: Int) -> DiagnosticMessage {
        error("TRL014", "an element must not have more than \(limit) attributes")
    }
    public static func expressionSyntax(_ detail: String) -> DiagnosticMessage {
        error("TRL020", detail)
    }
    /// `#if`: a Swift construct the language does not have yet; `construct` is how
    /// it is written. The rest of the code is still checked.
    public static func notSupportedYet(_ construct: String) -> DiagnosticMessage {
        error("TRL025", "`\(construct)` is not supported yet")
    }
    /// `&count` where no `inout` parameter takes it, as Swift words it.
    public static func inoutMarkerWithoutInoutParameter(type: String?) -> DiagnosticMessage {
        if let type { return error("TRL147", "`&` used with non-inout argument of type `\(type)`") }
        return error("TRL147", "`&` may only be used to pass an argument to an `inout` parameter")
    }
    /// `bump(count)` where `bump` takes `inout Int`.
    public static func inoutArgumentWithoutMarker(type: String?) -> DiagnosticMessage {
        error("TRL148", "passing value\(type.map { " of type `\($0)`" } ?? "") to an `inout` parameter requires explicit `&`")
    }
    /// `<else-if condition="c">`, `<elseIf>`: first guesses at Swift's `else if`, read as
    /// `<else if="c">`.
    public static func elseIfSpelling(_ written: String) -> DiagnosticMessage {
        error("TRL149", "unknown element `\(written)`; Swift's `else if` is written `<else if=\"...\">`")
    }
    /// `<if condition="os(macOS) &amp;&amp; isWide">`: swiftc decides `os(macOS)` when it compiles the
    /// program, the rest is tested when it runs; Swift's `#if` takes compilation conditions only.
    public static func compilationConditionMixed(_ condition: String, runtimeName: String?) -> DiagnosticMessage {
        let tested = runtimeName.map { ", beside `\($0)`, which is tested when the program runs" } ?? ""
        return error("TRL029", "`\(condition)` holds a compilation condition, decided when the program is compiled\(tested); write the compilation condition alone in an `<if>` of its own, Swift's `#if`")
    }
    /// A cast swiftc warns about: to the type the value has, or to one it can never have.
    public static func castHasNoEffect(_ detail: String) -> DiagnosticMessage {
        error("TRL026", detail)
    }
    public static let deferAtEndOfScope = error("TRL027", "`defer` at the end of a scope runs at once; write its statements without `defer`, or move it up")
    public static func tupleElementCount(_ written: Int, type: String, count: Int) -> DiagnosticMessage {
        error("TRL028", "`for` names \(written) values, but each element of `\(type)` is a tuple of \(count)")
    }
    public static let unterminatedInterpolation = error("TRL021", "`{` must be closed by `}`; write `{{` for a literal brace")
    public static let statementNotAllowed = error("TRL022", "assignments are only allowed in actions")
    public static func invalidTypeSyntax(_ text: String) -> DiagnosticMessage {
        error("TRL023", "`\(text)` is not a valid type")
    }
    public static func swiftUIModifierNotAvailable(_ name: String) -> DiagnosticMessage {
        error("TRL024", "SwiftUI modifier `\(name)` is not available in Trellis yet")
    }

    // MARK: TRL1xx: names and types

    public static func duplicateDeclaration(_ name: String) -> DiagnosticMessage {
        error("TRL100", "invalid redeclaration of `\(name)`")
    }
    public static func unknownView(_ name: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL101", "unknown view `\(name)`\(suggestion(candidate))")
    }
    public static func unknownType(_ name: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL102", "unknown type `\(name)`\(suggestion(candidate))")
    }
    public static func unknownIdentifier(_ name: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL103", "unknown identifier `\(name)`\(suggestion(candidate))")
    }
    public static func keywordAsName(_ name: String) -> DiagnosticMessage {
        error("TRL104", "`\(name)` is a Swift keyword and cannot be used as a name")
    }
    public static func unknownMember(_ member: String, of type: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL105", "type `\(type)` has no member `\(member)`\(suggestion(candidate))")
    }
    public static func invalidName(_ name: String) -> DiagnosticMessage {
        error("TRL106", "`\(name)` must be a Swift identifier: a letter or `_`, then letters, digits or `_`")
    }
    public static func nameNotInNFC(_ name: String, scalars: String, composed: String) -> DiagnosticMessage {
        error("TRL107", "name `\(name)` must be in Unicode normalization form C: write \(composed) instead of \(scalars)")
    }
    public static func memberNamedLikeType(_ name: String) -> DiagnosticMessage {
        error("TRL108", "member `\(name)` must not be named like a type; inside its declaration `\(name)` would no longer mean the type")
    }
    public static func observablePropertyNeedsBackticks(_ name: String, model: String) -> DiagnosticMessage {
        error("TRL109", "tracked property `\(name)` of `@Observable` model `\(model)` needs backticks, which the `@Observable` macro cannot expand; rename it or mark it `ignored`")
    }
    public static func observableModelNeedsBackticks(_ name: String) -> DiagnosticMessage {
        error("TRL109", "`@Observable` model `\(name)` needs backticks where a type is written, which the `@Observable` macro cannot expand; rename it")
    }
    public static func missingArgument(_ input: String, of view: String) -> DiagnosticMessage {
        error("TRL110", "missing argument for input `\(input)` of `\(view)`")
    }
    public static func unknownArgument(_ label: String, of view: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL111", "`\(view)` has no input `\(label)`\(suggestion(candidate))")
    }
    /// A static member of the view's type given as an attribute (`<Color value=".blue">`), which is
    /// placed as a view of its own.
    public static func staticViewGivenAsInput(_ label: String, of view: String, member: String) -> DiagnosticMessage {
        error("TRL111", "`\(view)` has no input `\(label)`; `\(view).\(member)` is a view of its own, written `<\(view).\(member)>`")
    }
    /// Text given in an attribute of a view that shows its content as text (`<Text text="Hello"/>`).
    public static func textGivenAsInput(_ label: String, of view: String, text: String) -> DiagnosticMessage {
        let shown = text.isEmpty || text.count > 40 ? "…" : text
        return error("TRL111", "`\(view)` has no input `\(label)`; its text is written as its content, `<\(view)>\(shown)</\(view)>`")
    }
    /// A modifier written as an attribute of its view; `input`, the modifier's one required value, shows the element form.
    public static func modifierGivenAsInput(_ modifier: String, of view: String, input: String?, value: String?) -> DiagnosticMessage {
        let shown = value.map { $0.isEmpty || $0.count > 40 || $0.contains("\"") ? "…" : $0 } ?? "…"
        let spelling = input.map { "`<\(modifier) \($0)=\"\(shown)\"/>`" } ?? "`<\(modifier) …/>`"
        return error("TRL111", "`\(view)` has no input `\(modifier)`; `\(modifier)` is a modifier, written as an element after the view's content: \(spelling)")
    }
    public static func typeMismatch(_ actual: String, input: String, expected: String) -> DiagnosticMessage {
        error("TRL112", "cannot pass a value of type `\(actual)` to input `\(input)` of type `\(expected)`")
    }
    /// `accepted` names what the element does take, e.g. "only the attributes `title` and `action`, and modifiers".
    public static func contentNotAccepted(_ view: String, accepted: String) -> DiagnosticMessage {
        error("TRL113", "`\(view)` takes no content; it accepts \(accepted)")
    }
    public static func modifierTakesNoContent(_ modifier: String, accepted: String) -> DiagnosticMessage {
        error("TRL113", "modifier `\(modifier)` takes no content; it accepts \(accepted)")
    }
    /// `<font>.headline</font>`: text where the modifier's one input is given as an attribute.
    public static func textGivenForValue(_ modifier: String, input: String, value: String) -> DiagnosticMessage {
        let shown = value.isEmpty || value.count > 40 || value.contains("\"") ? "…" : value
        return error("TRL113", "`\(modifier)` takes no text; give its value as the attribute `\(input)`, as in `<\(modifier) \(input)=\"\(shown)\"/>`")
    }
    public static func textNotAccepted(_ view: String) -> DiagnosticMessage {
        error("TRL113", "`\(view)` takes no text; write text inside a `Text`")
    }
    public static func swiftUIViewNotAvailable(_ name: String) -> DiagnosticMessage {
        error("TRL114", "SwiftUI view `\(name)` is not available in Trellis yet")
    }
    /// `given` describes what the call site wrote, e.g. "`title` and content".
    public static func noMatchingOverload(_ callee: String, isModifier: Bool, given: String) -> DiagnosticMessage {
        error("TRL115", "no \(isModifier ? "overload of modifier" : "initializer of") `\(callee)` takes \(given)")
    }
    /// `forEachInside`: the view holds a `ForEach` among several views, which the modifier was
    /// likely written for.
    public static func modifierNeedsReceiver(_ modifier: String, receiver: String, view: String, forEachInside: Bool = false) -> DiagnosticMessage {
        if forEachInside {
            return error("TRL116", "modifier `\(modifier)` applies only to a view that conforms to `\(receiver)`, and `\(view)` here does not; write it inside the `ForEach` it is for, after its row")
        }
        if receiver == view {
            // A view type's own method (`Image`'s `resizable()`): another modifier made it some other view.
            return error("TRL116", "modifier `\(modifier)` applies only to `\(receiver)` itself; write it before the modifiers that make it another view")
        }
        return error("TRL116", "modifier `\(modifier)` applies only to a view that conforms to `\(receiver)`, and `\(view)` here does not")
    }
    public static func slotFilledTwice(_ slot: String, of view: String) -> DiagnosticMessage {
        error("TRL117", "slot `\(slot)` of `\(view)` is filled more than once; put all its views in one `\(slot)` element")
    }
    public static func slotTakesNoAttributes(_ slot: String, of view: String) -> DiagnosticMessage {
        error("TRL118", "`\(slot)` fills a slot of `\(view)` and takes no attributes; write them on `\(view)`")
    }
    public static func unknownSlot(_ slot: String?, of view: String, declared: [String]) -> DiagnosticMessage {
        if declared.isEmpty {
            return error("TRL130", "`\(view)` declares no slot to place here; declare one with `<slot name=\"content\"/>` before `body`")
        }
        return error("TRL130", "`\(view)` has no slot `\(slot ?? "")`; its slots are \(declared.map { "`\($0)`" }.joined(separator: ", "))")
    }
    /// `container` is `Picker` or `TabView`.
    public static func tagNeverSelected(_ type: String, selection: String, container: String = "Picker") -> DiagnosticMessage {
        let consequence = container == "TabView" ? "the tab view can never select this tab" : "the picker would select nothing"
        return error("TRL131", "a tag of type `\(type)` never matches a selection of type `\(selection)`; \(consequence)")
    }
    // MARK: TRL132–TRL139: slots whose closure takes a value
    public static func slotValueNotNamed(_ slot: String, of callee: String, type: String) -> DiagnosticMessage {
        error("TRL132", "slot `\(slot)` of `\(callee)` takes a value of type `\(type)`; name it with `item`, as in `item=\"value\"`")
    }
    public static func itemNotAName(_ text: String, of callee: String) -> DiagnosticMessage {
        error("TRL133", "`item` of `\(callee)` must be a Swift name for the value its slot takes, not `\(text)`")
    }
    public static func itemWithoutSlotValue(of spelling: String) -> DiagnosticMessage {
        error("TRL134", "`item` names the value a slot takes, but no slot of `\(spelling)` takes one")
    }
    /// `<Section header="Status">`: a slot takes views, written in a child element.
    public static func slotGivenAsAttribute(_ slot: String, of callee: String) -> DiagnosticMessage {
        error("TRL135", "`\(slot)` is a slot of `\(callee)` and takes views; write them in a child element, `<\(slot)><Text>…</Text></\(slot)>`")
    }
    // MARK: TRL136: a declaration's type left out
    /// `<var name="tint" initial=".blue"/>` in a model: Swift infers a stored property's type from
    /// its value, and nothing declared tells this one's.
    public static func propertyTypeNotInferred(_ name: String, value: String) -> DiagnosticMessage {
        error("TRL136", "cannot infer the type of `\(name)` from `\(value)`; write it in `type`")
    }
    public static func unknownStaticMember(_ member: String, of type: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL119", "`\(type)` has no member `.\(member)`\(suggestion(candidate))")
    }

    public static func optionalInterpolated(_ type: String) -> DiagnosticMessage {
        warning("TRL120", "string interpolation produces a debug description for an optional value of type `\(type)`; provide a default with `??` or make it explicit with `String(describing:)`")
    }

    public static func writeToConstant(_ written: String, name: String, what: String, inoutArgument: Bool = false) -> DiagnosticMessage {
        if inoutArgument { return error("TRL121", "\(immutableInoutArgument): `\(name)` is \(what), a constant") }
        return error("TRL121", "cannot change `\(written)`: `\(name)` is \(what), a constant")
    }

    public static func callOfLocalValue(_ name: String, what: String) -> DiagnosticMessage {
        error("TRL122", "cannot call `\(name)`: here `\(name)` is \(what), which hides any type or function of that name")
    }
    public static func logicalOperandNotBool(_ op: String, type: String) -> DiagnosticMessage {
        error("TRL123", "operand of `\(op)` must be `Bool`, not `\(type)`")
    }

    /// `value` says what was written: "a value of type `Int`", "`nil`", "an array literal";
    /// `context` where: "the initial value of `count`", "argument `x` of `Point`".
    public static func conversionMismatch(_ value: String, to expected: String, in context: String) -> DiagnosticMessage {
        error("TRL112", "cannot convert \(value) to `\(expected)` in \(context)")
    }
    public static func operandTypesDiffer(_ op: String, _ lhs: String, _ rhs: String) -> DiagnosticMessage {
        error("TRL112", "operands of `\(op)` must have one type, not `\(lhs)` and `\(rhs)`")
    }
    public static func compoundAssignmentNeedsValue(_ op: String, type: String) -> DiagnosticMessage {
        error("TRL112", "`\(op)` cannot change a value of type `\(type)`; unwrap it, or assign a new value with `=`")
    }
    public static func coalescingNonOptional(_ type: String) -> DiagnosticMessage {
        error("TRL112", "left operand of `??` must be an optional, not `\(type)`")
    }
    public static func missingFieldArgument(_ field: String, of structure: String) -> DiagnosticMessage {
        error("TRL110", "missing argument for field `\(field)` of `\(structure)`")
    }
    public static func unknownFieldArgument(_ label: String, of structure: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL111", "`\(structure)` has no field `\(label)` to initialize\(suggestion(candidate))")
    }
    /// A `static` field, or one with an initial value, is a constant that the memberwise initializer leaves out.
    public static func fieldNotInitialized(_ label: String, of structure: String, reason: String) -> DiagnosticMessage {
        error("TRL111", "`\(structure)(...)` takes no argument `\(label)`: field `\(label)` \(reason)")
    }
    public static func fieldArgumentsOutOfOrder(_ structure: String, fields: String) -> DiagnosticMessage {
        error("TRL111", "arguments of `\(structure)(...)` must be labeled and follow its fields' order: \(fields)")
    }

    public static func forEachItemsNotCollection(_ type: String) -> DiagnosticMessage {
        error("TRL112", "`ForEach` items must be an array, a `Set` or a range, not `\(type)`")
    }
    public static func methodArgumentMismatch(_ method: String, count: Int, given: Int) -> DiagnosticMessage {
        error("TRL111", "`\(method)` takes \(count) argument\(count == 1 ? "" : "s"), not \(given)")
    }
    /// `reason` completes "but `T` is": "not a class; declare the model's own type".
    public static func objectWrapperNeedsModel(_ kind: String, type: String, reason: String) -> DiagnosticMessage {
        error("TRL210", "`\(kind)` requires an `ObservableObject` class, but `\(type)` is \(reason)")
    }
    public static func memberOfOptional(_ member: String, type: String) -> DiagnosticMessage {
        error("TRL127", "value of optional type `\(type)` must be unwrapped to use its member `\(member)`; write `?.\(member)` or give a default with `??`")
    }
    /// A text attribute whose whole text is a `Text(…)` call: it would show the code as its text.
    public static func codeWrittenAsText(_ code: String, parameter: String, of callee: String, takesText: Bool) -> DiagnosticMessage {
        error("TRL128", takesText
            ? "`\(code)` is written as text and would show as written; write `{\(code)}` to pass `\(callee)` a `Text`"
            : "`\(code)` is written as text and would show as written; `\(parameter)` of `\(callee)` takes a `String`: write the text, with its values in `{…}`")
    }
    public static func structContainsItself(_ structure: String, field: String) -> DiagnosticMessage {
        error("TRL125", "struct `\(structure)` contains itself through field `\(field)`; a value type cannot hold itself, so hold it in an array or a model")
    }
    public static func identifiableIDNotHashable(_ structure: String, type: String) -> DiagnosticMessage {
        error("TRL126", "field `id` of identifiable struct `\(structure)` has type `\(type)`, which is not `Hashable`; give it a number, a string or another `Hashable` type")
    }
    /// swiftc's own error for a stored property's initial value that reads the instance.
    public static func instanceMemberInPropertyInitializer(_ name: String, constant: String) -> DiagnosticMessage {
        error("TRL139", "cannot use instance member `\(name)` in the value of `let` `\(constant)`; a stored constant's value is computed before the view exists, so declare `\(constant)` as a `computed` property to read `\(name)`")
    }

    public static func forEachIDNotHashable(_ path: String, type: String) -> DiagnosticMessage {
        error("TRL126", "`ForEach` id `\(path)` has type `\(type)`, which is not `Hashable`; key the rows by a number, a string or another `Hashable` value")
    }

    public static func projectionMemberIsWrappers(_ name: String, path: String) -> DiagnosticMessage {
        error("TRL124", "`$\(path).\(name)` is the `Bindable` wrapper's own `\(name)`, not a binding to the model's property; rename the property")
    }

    // MARK: TRL2xx: ownership

    public static func observedObjectCreatesObject(_ name: String) -> DiagnosticMessage {
        error("TRL201", "an `observedObject` must not create its object; `\(name)` would be recreated on every parent update and lose its state")
    }
    public static func stateObjectPassedIn(_ name: String, of view: String) -> DiagnosticMessage {
        error("TRL202", "a `stateObject` must not be given an object its caller already holds; `\(view).\(name)` would keep the first one it is given instead of following the caller's")
    }
    public static func stateObjectPerRow(_ name: String, of view: String) -> DiagnosticMessage {
        warning("TRL203", "`stateObject` `\(name)` gives every row of `\(view)` its own independent instance")
    }
    public static func initialReadsInput(_ kind: String, _ name: String, input: String) -> DiagnosticMessage {
        warning("TRL204", "`\(kind)` `\(name)` is initialized from input `\(input)` once per identity; later changes to `\(input)` are ignored")
    }
    // MARK: TRL245–TRL249: navigation by value
    public static func destinationInLazyContainer(_ container: String) -> DiagnosticMessage {
        error("TRL245", "`navigationDestination` inside a `\(container)` may not be seen by its stack; a lazy container builds its rows only when they are shown, so register it outside the `\(container)`")
    }
    public static func destinationOnStack() -> DiagnosticMessage {
        error("TRL247", "`navigationDestination` applied to the `NavigationStack` itself is outside the stack and is ignored; apply it to a view inside the stack")
    }
    public static func pushedValueWithoutDestination(_ type: String, isPath: Bool) -> DiagnosticMessage {
        error("TRL246", isPath
            ? "values of type `\(type)` appended to this path have no `navigationDestination(for: \(type).self)` in the program; the stack cannot show them"
            : "this link pushes a value of type `\(type)`, but no `navigationDestination(for: \(type).self)` in the program shows it; the link does nothing")
    }
    public static func missingEnvironmentObject(_ type: String, consumer: String, root: String) -> DiagnosticMessage {
        error("TRL205", "no ancestor provides environment object `\(type)` to `\(consumer)` when mounted from `\(root)`")
    }
    /// A `query` or `\.modelContext` read where no `modelContainer` is above: SwiftData fails there.
    public static func missingModelContainer(_ type: String, consumer: String, root: String) -> DiagnosticMessage {
        error("TRL232", "no `modelContainer` above `\(consumer)` provides the `\(type)` it reads when mounted from `\(root)`")
    }
    /// A `query` whose type is not an array of SwiftData models.
    public static func queryNeedsModelArray(_ name: String, type: String, reason: String) -> DiagnosticMessage {
        error("TRL233", "`query` `\(name)` has type `\(type)`, \(reason); a query fetches an array of a `model kind=\"model\"` type")
    }
    public static func projectionWithoutSource(_ name: String, reason: String) -> DiagnosticMessage {
        error("TRL206", "`$\(name)` needs a source of truth, but \(reason)")
    }
    public static func bindingInputGivenValue(_ input: String, of view: String) -> DiagnosticMessage {
        error("TRL207", "binding input `\(input)` of `\(view)` must be given a `$` projection, not a value")
    }
    public static func valueInputGivenBinding(_ input: String, of view: String) -> DiagnosticMessage {
        error("TRL208", "input `\(input)` of `\(view)` takes a value, not a `$` binding")
    }
    public static func valuePassedToState(_ name: String, of view: String) -> DiagnosticMessage {
        warning("TRL209", "passing a value to `state` `\(view).\(name)` only sets its initial value; later changes are ignored")
    }
    public static func objectWrapperOnValueType(_ kind: String, type: String) -> DiagnosticMessage {
        error("TRL210", "`\(kind)` requires an `ObservableObject` class, but `\(type)` is a value type; use `state` or `let`")
    }
    public static func objectWrapperOnObservable(_ kind: String, type: String, replacement: String) -> DiagnosticMessage {
        error("TRL211", "`\(kind)` requires an `ObservableObject`, but `\(type)` is `@Observable`; use \(replacement)")
    }
    public static func stateHoldsObservableObject(_ name: String, type: String) -> DiagnosticMessage {
        warning("TRL212", "`state` `\(name)` holds `ObservableObject` `\(type)`, which is created eagerly and never observed; use `stateObject`")
    }
    public static func constantCreatesModel(_ name: String, type: String, owner: String) -> DiagnosticMessage {
        warning("TRL234", "`let` `\(name)` creates a new `\(type)` whenever the view is created again, as on every update of its parent, and the model's state is lost; own it with `\(owner)`")
    }
    public static func recursiveInstantiation(_ view: String, cycle: String) -> DiagnosticMessage {
        error("TRL213", "`\(view)` instantiates itself with no conditional to stop it (\(cycle))")
    }
    public static func stateNeverRead(_ name: String) -> DiagnosticMessage {
        warning("TRL214", "`state` `\(name)` is never read")
    }
    public static func environmentObjectNeverConsumed(_ type: String) -> DiagnosticMessage {
        warning("TRL215", "environment object `\(type)` is injected here but no view below consumes it")
    }
    public static func observationWrapperMismatch(_ kind: String, type: String, reason: String, replacement: String) -> DiagnosticMessage {
        error("TRL216", "`\(kind)` requires an `@Observable` class, but `\(type)` is \(reason); use \(replacement)")
    }

    // MARK: TRL217–TRL229: ownership of objects, rows, and accepted warnings

    /// `wrapper` is the input's element, `observedObject` or `bindable`: neither owns its object.
    public static func callSiteCreatesObservedObject(_ input: String, of view: String, type: String, caller: String, wrapper: String = "observedObject") -> DiagnosticMessage {
        error("TRL217", "this call site creates the `\(type)` it passes to `\(wrapper)` `\(input)` of `\(view)`, which only observes it; every update of `\(caller)` creates a new one and its state is lost")
    }
    public static func stateObjectDoesNotCreate(_ name: String, source: String) -> DiagnosticMessage {
        warning("TRL218", "`stateObject` `\(name)` does not create its object; `\(source)` is owned elsewhere, so receive it as an `observedObject` or from the environment")
    }
    public static func rowStateFollowsPosition(_ kind: String, _ name: String, of view: String) -> DiagnosticMessage {
        warning("TRL219", "`\(kind)` `\(name)` of `\(view)` follows the row's position, not its element; after an insertion, a deletion or a reload a row shows another element's state")
    }
    public static func bindingCapturedByIndex(_ input: String, of view: String, index: String) -> DiagnosticMessage {
        warning("TRL220", "binding input `\(input)` of `\(view)` is captured by index `\(index)` in rows keyed by position; after a deletion a row can bind past the end of the collection")
    }
    public static func stateObjectPinsObject(_ name: String, of view: String, source: String) -> DiagnosticMessage {
        warning("TRL221", "`stateObject` `\(view).\(name)` keeps the first object `\(source)` gives it; when `\(source)` is replaced, `\(view)` keeps the old one")
    }
    public static func readsOwnInjection(_ type: String, view: String) -> DiagnosticMessage {
        error("TRL222", "`\(view)` reads environment object `\(type)` that its own body injects; a view never sees what its own body injects below it")
    }
    /// An assignment to a member of a struct or enum in a method that is not `mutating`.
    public static func immutableSelf(_ member: String, function: String, type: String, inoutArgument: Bool = false) -> DiagnosticMessage {
        let target = member == "self" ? "`self`" : "`\(member)`"
        if inoutArgument {
            return error("TRL223", "\(immutableInoutArgument): `self` is immutable in `\(function)`, which is not `mutating`; a method of `\(type)` that changes it is marked `mutating=\"true\"`")
        }
        return error("TRL223", "cannot assign to \(target): `self` is immutable in `\(function)`, which is not `mutating`; a method of `\(type)` that changes it is marked `mutating=\"true\"`")
    }
    /// A modifier SwiftUI deprecated and still accepts, as swiftc warns on it: `message` says what
    /// to write instead (the prelude's `deprecated`).
    public static func deprecatedModifier(_ name: String, message: String) -> DiagnosticMessage {
        warning("TRL224", "`\(name)` is deprecated: \(message)")
    }
    public static func invalidAllowance(_ detail: String) -> DiagnosticMessage {
        error("TRL228", detail)
    }

    // MARK: Statements and closures (TRL150–TRL169)

    /// `what` says what the local is: "a `let` constant", "a closure parameter", ...
    /// `inoutArgument`: the place is `&name`, an `inout` argument, worded as Swift words it.
    public static func assignToLocalConstant(_ name: String, what: String, inoutArgument: Bool = false) -> DiagnosticMessage {
        if inoutArgument { return error("TRL150", "\(immutableInoutArgument): `\(name)` is \(what)") }
        return error("TRL150", "cannot assign to `\(name)`: it is \(what)")
    }
    public static func assignToReadOnlyProperty(_ name: String, reason: String, inoutArgument: Bool = false) -> DiagnosticMessage {
        if inoutArgument { return error("TRL151", "\(immutableInoutArgument): `\(name)` \(reason.hasPrefix("it is ") ? "is " + reason.dropFirst(6) : "is immutable; " + reason)") }
        return error("TRL151", "cannot assign to `\(name)`: \(reason)")
    }
    /// Swift's words for `&place` where the place cannot change.
    static let immutableInoutArgument = "cannot pass immutable value as inout argument"
    public static func localNeverUsed(_ name: String, replacement: String) -> DiagnosticMessage {
        error("TRL152", "`\(name)` is never used; \(replacement)")
    }
    public static func variableNeverMutated(_ name: String) -> DiagnosticMessage {
        error("TRL153", "`\(name)` is never changed; declare it with `let`")
    }
    public static func asyncCallWithoutAwait(_ name: String) -> DiagnosticMessage {
        error("TRL154", "call to `async` method `\(name)` is not marked with `await`")
    }
    /// `async let total = sum()` read as `total`: Swift waits for the value where it is read.
    public static func asyncLetReadWithoutAwait(_ name: String) -> DiagnosticMessage {
        error("TRL144", "`\(name)` is an `async let`; reading it is not marked with `await`")
    }
    /// `<Tally/>` where `Tally` is a `viewModifier`: Swift's `Tally()` is no `View`.
    public static func viewModifierPlacedAsView(_ name: String) -> DiagnosticMessage {
        error("TRL145", "`\(name)` is a `ViewModifier`, not a view; apply it to a view with `<modifier value=\"\(name)()\"/>`")
    }
    /// `async let value = try load()` read as `await value`: the read throws what the work threw.
    public static func asyncLetReadWithoutTry(_ name: String) -> DiagnosticMessage {
        error("TRL155", "reading `async let` `\(name)` can throw but is not marked with `try`")
    }
    public static func throwingCallWithoutTry(_ name: String) -> DiagnosticMessage {
        error("TRL155", "call to throwing method `\(name)` is not marked with `try`")
    }
    public static func asyncInSynchronousContext(_ what: String, context: String) -> DiagnosticMessage {
        error("TRL156", "\(what) in \(context), which is synchronous; start the work in `Task { }`")
    }
    /// `for await` over a collection, or `for` over an `AsyncSequence`: the loop must match the sequence.
    public static func loopDoesNotMatchSequence(_ type: String, isAsyncSequence: Bool, loop: String) -> DiagnosticMessage {
        isAsyncSequence
            ? error("TRL129", "`\(type)` is an `AsyncSequence`: its elements arrive over time; iterate it with `for await`")
            : error("TRL129", "`\(loop)` needs an `AsyncSequence`, but `\(type)` is a `Sequence`; iterate it with `for`")
    }
    public static func errorNotHandled(_ context: String) -> DiagnosticMessage {
        error("TRL157", "errors thrown here are not handled: \(context) cannot throw; use `do { } catch { }` or `try?`")
    }
    public static func privateSetter(_ property: String, of model: String, action: String) -> DiagnosticMessage {
        error("TRL158", "cannot \(action) `\(property)`: its setter is private to `\(model)`")
    }
    public static func anonymousParameterMisused(_ detail: String) -> DiagnosticMessage {
        error("TRL159", detail)
    }
    public static let guardFallsThrough = error("TRL160", "the `else` of a `guard` must leave with `return`, `break` or `continue`")
    public static func jumpOutsideScope(_ detail: String) -> DiagnosticMessage {
        error("TRL161", detail)
    }
    public static let unreachableCode = error("TRL162", "code after `return`, `break` or `continue` is never run; remove it")
    public static func switchNotExhaustive(_ type: String) -> DiagnosticMessage {
        error("TRL163", "`switch` over a value of type `\(type)` must have a `default` case; its cases cannot list every value")
    }
    public static func actionGivenTwice(_ name: String) -> DiagnosticMessage {
        error("TRL164", "`\(name)` is given both as an attribute and as code content; keep one")
    }
    // MARK: Enums, and control flow in bodies (TRL170–TRL189)

    public static func switchMissesCases(_ type: String, missing: [String]) -> DiagnosticMessage {
        let list = missing.map { "`.\($0)`" }.joined(separator: ", ")
        return error("TRL170", "`switch` over `\(type)` must cover every case; missing \(list); add \(missing.count == 1 ? "it" : "them") or a `default`")
    }
    public static func casePatternArity(_ name: String, of type: String, expected: Int, given: Int) -> DiagnosticMessage {
        error("TRL171", "case `.\(name)` of `\(type)` has \(expected) associated value\(expected == 1 ? "" : "s"); the pattern gives \(given)")
    }
    public static func enumConformanceNeedsPlainCases(_ type: String, conformance: String, caseName: String) -> DiagnosticMessage {
        error("TRL172", "enum `\(type)` cannot be \(conformance): its case `\(caseName)` has associated values")
    }
    public static func rawValueWithoutRawType(_ caseName: String, of type: String) -> DiagnosticMessage {
        error("TRL173", "case `\(caseName)` has a raw value, but enum `\(type)` declares no `rawType`")
    }
    public static func enumNotEquatable(_ op: String, type: String, caseName: String) -> DiagnosticMessage {
        error("TRL175", "`\(op)` needs `\(type)` to be `Equatable`, and it is not: its case `\(caseName)` has associated values; match the case with a `switch`")
    }
    public static func defaultNeverRun(_ type: String) -> DiagnosticMessage {
        error("TRL176", "`default` is never run: the cases before it cover every case of `\(type)`; remove it")
    }
    public static func caseAlreadyHandled(_ name: String) -> DiagnosticMessage {
        error("TRL177", "case `.\(name)` is already handled by an earlier case, so it is never matched; remove it")
    }
    public static func closureCapturesRowPosition(_ input: String, position: String) -> DiagnosticMessage {
        warning("TRL178", "the action passed to `\(input)` captures `\(position)`, a row's position, which names another element once the collection changes before the action runs; capture the element's `id` and find it when the action runs")
    }
    public static func forEachBindingNeedsBoundItems(_ item: String, items: String) -> DiagnosticMessage {
        error("TRL179", "`$\(item)` binds each row to its element, so `items` must be a binding to a collection, not `\(items)`; write `$` before a `state` or `binding` that holds it")
    }
    public static func caseNeedsAssociatedValues(_ name: String, of type: String, count: Int) -> DiagnosticMessage {
        error("TRL174", "case `.\(name)` of `\(type)` takes \(count) associated value\(count == 1 ? "" : "s"); write `.\(name)(...)`")
    }

    public static func bindingNeedsOptional(_ keyword: String, type: String) -> DiagnosticMessage {
        error("TRL166", "`\(keyword) let` needs an optional value; this is a `\(type)`, which is never `nil`")
    }
    public static let catchNeverReached = error("TRL167", "nothing in this `do` block throws, so its `catch` is never reached; remove the `do` and `catch`, or call what throws with `try`")
    public static func effectMarkerWithoutEffect(_ marker: String, effect: String) -> DiagnosticMessage {
        error("TRL168", "no call in this `\(marker)` \(effect); remove `\(marker)`")
    }
    public static func varCapturedByTask(_ name: String) -> DiagnosticMessage {
        error("TRL169", "`\(name)` is a `var` of the code around this `Task`, which runs concurrently with it; copy it into a `let` before the `Task`, or change the view's state instead")
    }
    public static func resultUnused(_ method: String) -> DiagnosticMessage {
        error("TRL165", "result of `\(method)` is unused; a statement that only computes a value does nothing")
    }

    // MARK: Computed views and helper functions in a view (TRL180–TRL188)

    public static func unknownViewMember(_ name: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL180", "`\(name)` names no computed view or view-building function of this view\(suggestion(candidate))")
    }
    public static func memberArgumentMissing(_ parameter: String, of member: String) -> DiagnosticMessage {
        error("TRL181", "`\(member)` needs a value for its parameter `\(parameter)`; pass it as `\(parameter)=\"{...}\"`")
    }
    public static func memberArgumentUnknown(_ label: String, of member: String, suggestion candidate: String?) -> DiagnosticMessage {
        error("TRL182", "`\(member)` has no parameter `\(label)`\(suggestion(candidate))")
    }
    public static func viewMemberRecursive(_ name: String, through path: [String]) -> DiagnosticMessage {
        let chain = path.map { "`\($0)`" }.joined(separator: " → ")
        return error("TRL183", "`\(name)` places itself (\(chain)); views built from themselves never end")
    }
    public static func viewMemberNameTaken(_ name: String, by other: String) -> DiagnosticMessage {
        error("TRL184", "`\(name)` is already \(other) of this view; give the member a name of its own")
    }
    // TRL186 (a view-building function's parameter of function type) is retired: such
    // parameters take an action. The code stays unused.

    // Functions passed by name where an action is expected (`action="save"`).
    public static func functionReferenceMismatch(_ function: String, type: String, passedTo target: String, expected: String) -> DiagnosticMessage {
        error("TRL140", "cannot pass \(function) of type `\(type)` to \(target), which takes `\(expected)`; call it in an action instead")
    }
    public static func asyncFunctionReference(_ function: String, passedTo target: String, call name: String) -> DiagnosticMessage {
        error("TRL141", "\(function) is `async`, but \(target) runs synchronously; call it in `Task { await \(name)() }`")
    }
    public static func nameAloneIsFunction(_ function: String, call: String) -> DiagnosticMessage {
        error("TRL143", "\(function) is named but not called; call it as `\(call)`")
    }
    public static func nameAloneIsValue(_ name: String) -> DiagnosticMessage {
        error("TRL143", "`\(name)` alone does nothing: its value is unused; assign it or call a method on it")
    }
    public static func memberAloneIsUnused(_ text: String) -> DiagnosticMessage {
        error("TRL143", "`\(text)` alone does nothing: call it, or use its value")
    }
    public static func throwingFunctionReference(_ function: String, passedTo target: String, call name: String) -> DiagnosticMessage {
        error("TRL142", "\(function) can throw, but \(target) cannot; call it in `do { try \(name)() } catch { ... }`")
    }
    public static func functionMustReturn(_ name: String, type: String, isGetter: Bool = false) -> DiagnosticMessage {
        error("TRL187", "\(isGetter ? "computed property" : "function") `\(name)` returns a `\(type)`; every path must end in `return` with a value")
    }
    public static func functionArgumentLabels(_ name: String, expected: String, given: String) -> DiagnosticMessage {
        error("TRL188", "call of `\(name)` takes the arguments `\(expected)`, not `\(given)`")
    }
    public static func viewMemberNamesModifier(_ name: String) -> DiagnosticMessage {
        error("TRL185", "`\(name)` is the name of a modifier, so `<\(name)/>` could mean either; give the member another name")
    }

    // MARK: Storage and async work (TRL240–TRL244)

    public static func storageTypeNotStorable(_ kind: String, _ name: String, type: String) -> DiagnosticMessage {
        error("TRL240", "`\(kind)` `\(name)` has type `\(type)`, which the store cannot hold; use `Bool`, `Int`, `Double`, `String`, `URL`, `Data` or `Date`, an optional of one, or an enum whose raw type is `Int` or `String`")
    }
    public static func focusedNeedsFocusState(_ found: String) -> DiagnosticMessage {
        error("TRL241", "`focused` takes the `$` projection of a `focusState`, not \(found)")
    }
    public static func focusStateType(_ name: String, type: String) -> DiagnosticMessage {
        error("TRL242", "`focusState` `\(name)` has type `\(type)`; a focus state is `Bool` or an optional, so that no field may have focus")
    }

    // MARK: Environment values and presentation

    public static func unknownEnvironmentValue(_ name: String) -> DiagnosticMessage {
        error("TRL190", "`EnvironmentValues` has no value `\(name)`")
    }
    public static let environmentKeyNotKeyPath = error("TRL190", "`key` must be a key path to a value of `EnvironmentValues`, such as `\\.dismiss`")
    public static func environmentValueType(_ name: String, declared: String, written: String) -> DiagnosticMessage {
        error("TRL191", "environment value `\(name)` has type `\(declared)`, not `\(written)`; leave `type` out or write `\(declared)`")
    }

    public static func dismissNeverPresented(_ name: String, view: String) -> DiagnosticMessage {
        warning("TRL230", "`\(name)` dismisses nothing: `\(view)` is never presented in a sheet, cover or popover, nor pushed by a `NavigationLink`, and `dismiss` has no effect on a view that is not presented")
    }

    public static func presentationFlagNeverSet(_ name: String, modifier: String) -> DiagnosticMessage {
        warning("TRL231", "`\(name)` is never set, so this `\(modifier)` is never presented; set `\(name) = true` in an action, or pass `$\(name)` to the view that does")
    }

    public static func presentationItemNeverSet(_ name: String, modifier: String) -> DiagnosticMessage {
        warning("TRL231", "`\(name)` is never set, so this `\(modifier)` is never presented; set `\(name)` to an item in an action, or pass `$\(name)` to the view that does")
    }

    public static func itemNotIdentifiable(_ modifier: String, type: String) -> DiagnosticMessage {
        error("TRL192", "`\(modifier)(item:)` needs an `Identifiable` item, and `\(type)` is not; declare it `identifiable=\"true\"` with an `id` field, or present it with `isPresented`")
    }

    public static func environmentValueReadOnly(_ name: String) -> DiagnosticMessage {
        error("TRL193", "environment value `\(name)` is set by the presentation or navigation that holds a view; a view cannot write it")
    }

    // MARK: TRL194–TRL195: members declared as Swift declares them

    /// `action` is `assign to`, `change` or `bind`.
    public static func constantMember(_ member: String, of type: String, action: String, inoutArgument: Bool = false) -> DiagnosticMessage {
        if inoutArgument { return error("TRL194", "\(immutableInoutArgument): `\(member)` is a `let` constant of `\(type)`") }
        return error("TRL194", "cannot \(action) `\(member)`: it is a `let` constant of `\(type)`")
    }
    /// A placement of a view that two of its `init`s take alike, as Swift's "ambiguous use of `init`".
    public static func ambiguousViewInitializer(_ view: String, candidates: [String]) -> DiagnosticMessage {
        error("TRL137", "ambiguous use of `init` of `\(view)`: \(candidates.map { "`\($0)`" }.joined(separator: " and ")) both take these arguments; pass an argument only one of them takes")
    }
    /// `call` is the arguments with their types, `DetailRow(leftLabel: Text, rightLabel: Int)`.
    public static func noInitializerTakesTypes(_ call: String, of view: String, declared: [String]) -> DiagnosticMessage {
        error("TRL138", "no `init` of `\(view)` takes `\(call)`; its `init`s with these labels are \(declared.map { "`\($0)`" }.joined(separator: ", "))")
    }
    /// `call` is the labels as written, `Item(nme:)`; `declared` each initializer, `init(name:)`.
    public static func noMatchingInitializer(_ call: String, of type: String, declared: [String]) -> DiagnosticMessage {
        error("TRL195", "no initializer of `\(type)` takes `\(call)`; it is declared as \(declared.map { "`\($0)`" }.joined(separator: ", "))")
    }

    // MARK: TRL196: a value placed as a view

    /// `<title/>` where `title` is a `String`: only a value whose type is a view can be placed.
    public static func placedValueNotView(_ name: String, type: String) -> DiagnosticMessage {
        error("TRL196", "`\(name)` is a `\(type)`, not a view; only a value of a `View` type can be placed in a body")
    }

    /// `<Image value="{landmark.image}">`: a view value given to a view that has no `value`
    /// input, where Swift writes the value itself, `landmark.image.resizable()`.
    public static func viewValuePassedAsValue(_ view: String, path: String) -> DiagnosticMessage {
        error("TRL237", "`\(view)` has no input `value`; to show the value `\(path)` as a view, place it by its name, `<\(path)>`, with its modifiers inside")
    }

    // MARK: TRL197–TRL199: the program's entry, `<app>`

    public static func appBodyIsOneWindowGroup(_ app: String) -> DiagnosticMessage {
        error("TRL197", "the `body` of app `\(app)` holds one `WindowGroup`, whose content is the app's first screen")
    }
    public static func windowGroupOutsideApp() -> DiagnosticMessage {
        error("TRL198", "`WindowGroup` is a scene, not a view; only the `body` of an `app` holds one")
    }
    public static func appTakesNoInputs(_ property: String, app: String) -> DiagnosticMessage {
        error("TRL199", "app `\(app)` takes no inputs, since the system creates it with `init()`; `\(property)` must be given a value here, or moved to a view")
    }

    // MARK: TRL256–TRL259: slots placed in a body, and overloads
    public static func slotNeverPlaced(_ slot: String, of view: String) -> DiagnosticMessage {
        error("TRL256", "slot `\(slot)` of `\(view)` is never placed in its body, so the views a call site passes to it are never shown; place it with `<slot name=\"\(slot)\"/>` or remove it")
    }
    public static func ambiguousOverload(_ name: String, isModifier: Bool, forms: Int) -> DiagnosticMessage {
        error("TRL257", "ambiguous use of \(isModifier ? "modifier" : "view") `\(name)`: the arguments fit \(forms) of its forms equally well, and Swift cannot choose between them")
    }
    // MARK: TRL248, TRL250–TRL252: custom environment values and publishers
    public static func environmentValueRedeclared(_ name: String) -> DiagnosticMessage {
        error("TRL248", "`\(name)` is already a value of `EnvironmentValues` that SwiftUI provides; give the custom value another name")
    }
    public static func publisherOfNonPublished(_ name: String, found: String) -> DiagnosticMessage {
        error("TRL250", "`$\(name)` is the publisher of a `published` property of an `ObservableObject` model, and \(found)")
    }
    public static func publisherWithoutInitialValue(_ name: String, model: String) -> DiagnosticMessage {
        error("TRL251", "`$\(name)` needs `\(name)` of generated model `\(model)` to have an `initial` value; its publisher is Swift's `@Published`, which starts from one")
    }
    public static func destinationItemNotHashable(_ type: String) -> DiagnosticMessage {
        error("TRL252", "`navigationDestination(item:)` needs a `Hashable` item, and `\(type)` is not")
    }

    // MARK: TRL253: a view's static constants
    public static func staticMemberReadOnInstance(_ name: String, view: String) -> DiagnosticMessage {
        error("TRL253", "static member `\(name)` cannot be used on an instance of `\(view)`; write `Self.\(name)`")
    }

    // MARK: TRL280–TRL299: what presentations and navigation show

    public static func contentSetWithFlag(_ modifier: String, state: String, flag: String) -> DiagnosticMessage {
        warning("TRL280", "this `\(modifier)` reads `\(state)`, which the same action sets with `\(flag)`; SwiftUI can build the content from the value before that action, so the first presentation shows a stale `\(state)`; present it with `\(modifier)(item:)`")
    }

    public static func duplicateDestination(_ type: String) -> DiagnosticMessage {
        error("TRL281", "another `navigationDestination` for `\(type)` is declared in the same stack; SwiftUI uses only one of them and ignores the other, so remove one")
    }

    public static func destinationOutsideStack() -> DiagnosticMessage {
        error("TRL282", "`navigationDestination` is outside any `NavigationStack`, so SwiftUI ignores it; a sheet, cover or popover shows its content in a hierarchy of its own, so put a `NavigationStack` inside that content")
    }

    public static func identityCreatedEachUpdate(_ value: String, view: String) -> DiagnosticMessage {
        warning("TRL283", "`\(value)` makes a new value each time `\(view)`'s body runs, so this `id` gives the view a new identity on every update and its state starts over; use a value that stays the same, such as the item's `id`")
    }

    public static func identityWrittenInside(_ name: String) -> DiagnosticMessage {
        warning("TRL284", "this `id` changes with `\(name)`, which is written inside the view it identifies, so every change makes a new view whose state and focus start over; identify the view by a value that stays the same while it is in use, or move the `id` to a view that does not write `\(name)`")
    }

    public static func rowIdentityIsPosition(_ value: String) -> DiagnosticMessage {
        warning("TRL285", "this row's `id` is its position `\(value)`, while the `ForEach` keys rows by their element; when rows are inserted, removed or moved a row's position changes under the same element, so it becomes a new view and its state starts over; remove the `id`, or give it the key the `ForEach` uses")
    }

    public static func forEachSelfMayRepeat(_ items: String, element: String) -> DiagnosticMessage {
        warning("TRL286", "`\\.self` keys each row by its value, and `\(items)` may hold the same `\(element)` twice; rows with equal ids make SwiftUI show the wrong row or drop one; key the rows by a unique id, or iterate a `Set`")
    }

    public static func forEachRangeWithoutID(_ range: String) -> DiagnosticMessage {
        warning("TRL287", "`ForEach` over the range `\(range)` without an `id` reads the range once, so rows added or removed when it changes are not shown; add `id=\"\\.self\"`")
    }

    public static func presentationsShareFlag(_ flag: String, modifier: String, other: String) -> DiagnosticMessage {
        error("TRL288", "this `\(modifier)` and a `\(other)` are both presented by `\(flag)`; SwiftUI presents only one of them and ignores the other, so give each presentation its own flag, or one `item` whose value says which to show")
    }

    public static func coverWithoutWayOut(_ modifier: String, flag: String) -> DiagnosticMessage {
        warning("TRL289", "nothing inside this `\(modifier)` dismisses it: no view in it calls `dismiss`, sets `\(flag)` or receives `$\(flag)`, and a full-screen cover cannot be swiped away, so the user is stuck in it; add a button that calls `dismiss()` or sets `\(flag)`")
    }

    public static func stackInsideDestination() -> DiagnosticMessage {
        error("TRL290", "this `NavigationStack` is inside a destination pushed onto another `NavigationStack`; stacks do not nest, so links inside it push onto the outer stack or pop back to its root; remove this stack and let the outer one push")
    }

    public static func destinationInOtherStack(_ type: String) -> DiagnosticMessage {
        error("TRL291", "this link's `NavigationStack` has no `navigationDestination` for `\(type)`; the only ones are in other stacks, which this link cannot reach, so following it does nothing; register the destination in this stack too")
    }

    public static func focusBindingGivenOther(_ label: String, of view: String, found: String) -> DiagnosticMessage {
        error("TRL292", "`focusBinding` `\(label)` of `\(view)` takes the `$` projection of a `focusState` or `focusBinding`, not \(found)")
    }

    public static func presentedFromPresentation(_ flag: String, modifier: String, shown: String) -> DiagnosticMessage {
        warning("TRL293", "this action runs inside a `\(shown)` and sets `\(flag)`, which presents a `\(modifier)` attached outside it; a view hierarchy presents one sheet at a time, so SwiftUI ignores the `\(modifier)` while the `\(shown)` is shown; attach the `\(modifier)` inside the `\(shown)`'s content, or present it from the `\(shown)`'s `onDismiss`")
    }

    public static func presentedFromPresentationThroughBinding(_ flag: String, view: String, modifier: String, shown: String) -> DiagnosticMessage {
        warning("TRL293", "`$\(flag)` lets `\(view)` set `\(flag)` inside a `\(shown)`, which presents a `\(modifier)` attached outside it; a view hierarchy presents one sheet at a time, so SwiftUI ignores the `\(modifier)` while the `\(shown)` is shown; attach the `\(modifier)` inside the `\(shown)`'s content, or present it from the `\(shown)`'s `onDismiss`")
    }

    public static func presentationFlagSharedByRows(_ flag: String, modifier: String) -> DiagnosticMessage {
        error("TRL294", "this `\(modifier)` is in every row of the `ForEach`, and every row's `\(modifier)` is presented by `\(flag)`, which the view holds once; setting it presents all of them at once and SwiftUI shows one, not necessarily the tapped row's; keep the chosen row in one `state` and present one `\(modifier)` outside the `ForEach`, or give each row a view with its own `state`")
    }

    /// The codes `allow` accepts: every warning of the checker. Errors are never allowed.
    public static let allowableWarnings: Set<String> = [
        "TRL203", "TRL204", "TRL209", "TRL212", "TRL214", "TRL215", "TRL218", "TRL219", "TRL220", "TRL221",
        "TRL234",
        "TRL120",
        "TRL178",
        "TRL120", "TRL230", "TRL231",
        "TRL280", "TRL283", "TRL284", "TRL285", "TRL286", "TRL287", "TRL289", "TRL293",
    ]
}

// MARK: TRL260–TRL269: what interfaces describe (the standard library's types, statics, overloads)

extension Catalog {
    /// A member the standard library's interface (`Standard.xml`) does not declare.
    public static func standardMemberUnknown(_ member: String, of type: String, isStatic: Bool, suggestion candidate: String?) -> DiagnosticMessage {
        let owner = isStatic ? "type `\(type)`" : "value of type `\(type)`"
        return error("TRL260", "\(owner) has no member `\(member)`\(candidate.map { "; did you mean `\($0)`" } ?? "")")
    }

    /// A call whose labels match none of the method's declared forms.
    public static func noOverloadForLabels(_ call: String, of type: String, candidates: [String]) -> DiagnosticMessage {
        error("TRL261", "no method `\(call)` on `\(type)`; it is declared as \(candidates.map { "`\($0)`" }.joined(separator: ", "))")
    }

    /// `text.count()`: a property called as a method.
    public static func propertyCalled(_ member: String, of type: String, type memberType: String) -> DiagnosticMessage {
        error("TRL261", "`\(member)` of `\(type)` is a property of type `\(memberType)`, not a method; leave out the parentheses")
    }
}

extension Catalog {
    /// A static stored property of a generated type without a value: Swift needs one.
    public static func staticWithoutValue(_ member: String, of type: String) -> DiagnosticMessage {
        error("TRL262", "static property `\(member)` of `\(type)` needs an initial value; give it `initial`, or declare the type `external` and write it in Swift")
    }
}

// MARK: TRL263–TRL267: protocols and existential types

extension Catalog {
    /// A generated model or struct declares a conformance whose requirements it does not meet.
    public static func protocolNotSatisfied(_ type: String, protocolName: String, missing: [String]) -> DiagnosticMessage {
        error("TRL263", "type `\(type)` does not conform to protocol `\(protocolName)`: it lacks \(missing.joined(separator: ", "))")
    }

    /// `observedObject`, `stateObject`, `environmentObject`, `environment` or `bindable` of `any P`.
    public static func existentialInObjectWrapper(_ kind: String, type: String, needs: String) -> DiagnosticMessage {
        error("TRL264", "`\(kind)` needs a concrete \(needs) type, and `\(type)` is a protocol's existential, which SwiftUI cannot observe; declare the model's own type, or receive the value as a plain `let`")
    }

    /// A protocol written as a type without `any`.
    public static func protocolWithoutAny(_ protocolName: String) -> DiagnosticMessage {
        error("TRL265", "use of protocol `\(protocolName)` as a type must be written `any \(protocolName)`")
    }

    /// An assignment through `any P` to a requirement declared `{ get }`.
    public static func assignToGetOnlyRequirement(_ property: String, protocolName: String) -> DiagnosticMessage {
        error("TRL266", "cannot assign to `\(property)`: it is a get-only property of protocol `\(protocolName)`; declare it with `access=\"get set\"`")
    }

    /// `protocols="X"` on a generated model that names no `<protocol>`, or a struct conforming to
    /// a class-bound protocol.
    public static func cannotConform(_ type: String, to protocolName: String, reason: String) -> DiagnosticMessage {
        error("TRL267", "`\(type)` cannot conform to `\(protocolName)`: \(reason)")
    }

    // MARK: TRL3xx: Swift's verdict on the generated Swift

    /// An error swiftc reports on the generated Swift, in the XML's words.
    public static func swiftError(_ text: String) -> DiagnosticMessage {
        error("TRL300", text)
    }
    /// A warning swiftc reports on the generated Swift: a program that checks clean compiles without one.
    public static func swiftWarning(_ text: String) -> DiagnosticMessage {
        warning("TRL301", text)
    }
    public static func swiftPassFailed(_ reason: String) -> DiagnosticMessage {
        error("TRL302", "the Swift pass could not check the program: \(reason)")
    }
}

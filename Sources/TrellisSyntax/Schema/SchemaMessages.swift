/// Rephrases libxml2's schema validation messages as rules, in the catalog's style:
/// "Element 'Txt': This element is not expected. Expected is ( a, b )." becomes
/// "element `Txt` is not allowed here; expected one of `a`, `b`".
enum SchemaMessages {
    struct Subject {
        var element: String?
        /// The attribute whose value is wrong.
        var attribute: String?
        /// An attribute that is not allowed at all.
        var disallowedAttribute: String?
        /// A required attribute that is missing.
        var missingAttribute: String?
    }

    /// `message` has already been cleaned (lowercase first letter, no final period).
    /// `isEnumCase`: the element is an enum's `<case name>`, not a body's `<case pattern>`, which
    /// share their element name.
    static func rephrase(_ message: String, isEnumCase: Bool = false) -> (text: String, subject: Subject) {
        var subject = Subject()
        var rest = Substring(message)
        // "element 'X', attribute 'a': ..." or "element 'X': ..."
        if rest.hasPrefix("element '"), let (element, after) = quoted(rest.dropFirst("element ".count)) {
            subject.element = element
            rest = after
            if rest.hasPrefix(", attribute '"), let (attribute, afterAttribute) = quoted(rest.dropFirst(", attribute ".count)) {
                subject.attribute = attribute
                rest = afterAttribute
            }
            if rest.hasPrefix(": ") { rest = rest.dropFirst(2) }
        }
        let body = String(rest).trimmingSuffix(".")
        let element = subject.element.map { "`\($0)`" } ?? "element"
        let text: String
        if body.hasPrefix("This element is not expected") {
            text = "element \(element) is not allowed here" + expectedList(body) + (subject.element.flatMap { elementHints[$0] } ?? "")
        } else if body.hasPrefix("Missing child element(s)") {
            text = "\(element) is missing a child element" + expectedList(body)
        } else if let attribute = between(body, "The attribute '", "' is required but missing") {
            subject.missingAttribute = attribute
            text = "attribute `\(attribute)` is required on \(element)"
        } else if let attribute = between(body, "The attribute '", "' is not allowed") {
            subject.disallowedAttribute = attribute
            subject.attribute = nil
            text = "attribute `\(attribute)` is not allowed on \(element)" + (subject.element.flatMap { meant(attribute, on: $0, isEnumCase: isEnumCase) }.map { "; did you mean `\($0)`" } ?? "")
                + (subject.element.flatMap { attributeHints[$0]?[attribute] } ?? "")
        } else if body.hasPrefix("Character content other than whitespace is not allowed") {
            text = "text is not allowed inside \(element)"
        } else if body.hasPrefix("Element content is not allowed") {
            text = "\(element) must not contain elements"
        } else if body.hasPrefix("No matching global declaration available for the validation root") {
            text = "\(element) cannot be the root element; expected `trellis`, `app`, `view`, `model`, `struct`, `enum`, `protocol` or `modifier`"
        } else if let value = between(body, "'", "' is not a valid value of the atomic type 'xs:boolean'") {
            text = "`\(value)` is not a valid value for \(attributeDescription(subject)); expected `true` or `false`"
        } else if let value = between(body, "[facet 'enumeration'] The value '", "' is not an element of the set") {
            let choices = body.split(separator: "{").last.map { set in
                set.split(separator: ",").map { "`\($0.trimmingCharacters(in: " '}"))`" }.joined(separator: ", ")
            } ?? ""
            text = "`\(value)` is not a valid value for \(attributeDescription(subject)); expected one of \(choices)"
        } else if let value = between(body, "'", "' is not a valid value of") {
            text = "`\(value)` is not a valid value for \(attributeDescription(subject))"
        } else {
            let lowered = body.first.map { $0.lowercased() + body.dropFirst() } ?? body
            text = subject.element.map { "element `\($0)`: \(lowered)" } ?? lowered
        }
        return (text, subject)
    }

    /// Attributes a SwiftUI developer writes first, by the element they are written on, and the
    /// attribute Trellis names the same thing with; the builder reads them as that attribute, so
    /// what they declare is still declared.
    static let likelyMeant: [String: [String: String]] = [
        // `.environment(\.locale, …)`'s key path; `.environmentObject(store)` and
        // `.environment(store)` inject the object, which a first try names `object`.
        "environment": ["keyPath": "key", "object": "value"],
        "environmentObject": ["object": "value"],
        // `as="quake"`, a template language's name for the item (`{ quake in … }`).
        "ForEach": ["data": "items", "as": "item"],
        // `<switch value>`'s cases, written as the switch is.
        "case": ["value": "pattern"],
        // What a switch is over, as one says it: `switch on route`.
        "switch": ["on": "value"],
        // Swift's "conforms to", on the declarations that list their protocols.
        "model": ["conformances": "protocols", "conforms": "protocols", "conformsTo": "protocols"],
        "struct": ["conformances": "protocols", "conforms": "protocols", "conformsTo": "protocols"],
        "enum": ["conformances": "protocols", "conforms": "protocols", "conformsTo": "protocols", "type": "rawType"],
        // Swift's parameter clause, by its short name.
        "function": ["params": "parameters"],
        "init": ["params": "parameters"],
        // `extension Color`: the type extended, written as a type is elsewhere.
        "extension": ["type": "name"],
        // `@State private var count = 0`: the value after `=`, which Trellis names `initial`.
        "state": ["value": "initial"],
        "stateObject": ["value": "initial"],
        "observedObject": ["value": "initial"],
        "appStorage": ["value": "initial"],
        "sceneStorage": ["value": "initial"],
        "gestureState": ["value": "initial"],
        // `if let user = session.user`, written as attributes: read as `condition="let user = …"`.
        "if": ["let": "condition", "value": "condition"],
        // `let id = UUID()`: a `let` is never computed, so its `value` can only be its value.
        "let": ["value": "initial"],
        // `@ObservationIgnored var` in an `@Observable` model, by the macro's name.
        "var": ["observationIgnored": "ignored"],
    ]

    /// Swift's property observers, written as elements inside a stored property.
    static let propertyObservers: Set<String> = ["didSet", "willSet"]

    static func observerNotSupported(_ observer: String) -> String {
        "property observers such as `\(observer)` are not supported yet; run the code in a function that sets the property, or watch the property with `onChange(of:)` in a view"
    }

    /// Root elements a file of several declarations is first written with, and the root Trellis
    /// names it with; the file is reported once and read as that root.
    static let rootMeant: [String: String] = ["program": "trellis", "module": "trellis", "screens": "trellis", "declarations": "trellis"]

    /// Attributes an enum case's associated values are first guessed as (`values="Int"`); they
    /// are written as `<value type>` children, which the diagnostic shows. Not `value`, which
    /// is as likely a raw value.
    static let associatedValueGuesses: Set<String> = ["values", "associatedValues", "associated", "type", "types", "payload"]

    /// Elements written as Swift's keywords, and the element Trellis spells them with. Not read
    /// as that element: the hint shows the spelling.
    static let elementHints: [String: String] = [
        "func": "; a method is written `<function name=\"...\">` with its code inside, as a view's is",
        // `struct App: App { var body: some Scene { WindowGroup { … } } }`.
        "WindowGroup": "; an app's `WindowGroup` goes inside its `body`",
        "function": "; a method of a type written in Swift is declared with `method`",
        // A view's plain inputs, by the names other UI languages give them.
        "input": "; a view's input is a `let` with no `initial` (Swift's `let title: String`), or a `binding`",
        "parameter": "; a view's input is a `let` with no `initial` (Swift's `let title: String`), or a `binding`",
        "prop": "; a view's input is a `let` with no `initial` (Swift's `let title: String`), or a `binding`",
        // A view's slot, named as its body places it (`<content/>`).
        "content": "; a view's slot is declared `<let name=\"content\" viewBuilder=\"true\"/>`, Swift's `@ViewBuilder let content`, and placed in its body as `<content/>`",
        // `static let shared = …`: Swift's modifier is an attribute here.
        "static": "; a static member is written with `static=\"true\"`, as `<let name=\"shared\" static=\"true\" …>`",
    ]

    /// Attributes whose meaning would be a guess, and what each spelling means. Not read as
    /// either: a stored `var` given `value` may mean its first value or a value computed on each read.
    static let attributeHints: [String: [String: String]] = {
        let storedValue = "; a stored member takes its first value as `initial`, and `<computed name type value>` is a property computed on each read"
        // `get` and `set` as attributes: Swift's accessors are code, written inside the element.
        let accessor = "; a getter and a setter are code inside the element, as Swift writes them: `get { self[Key.self] }` then `set { self[Key.self] = newValue }`"
        // `private(set) var`: the setter's access is an attribute of its own.
        let privateSetter = "; Swift's `private(set)` is written `setter=\"private\"`"
        return [
            "var": ["value": storedValue, "privateSet": privateSetter], "property": ["value": storedValue], "published": ["value": storedValue, "privateSet": privateSetter], "field": ["value": storedValue],
            "computed": ["get": accessor, "set": accessor],
            "model": ["observable": "; an `@Observable` class is written `kind=\"observable\"`"],
        ]
    }()

    /// Optional attributes written nearly always, so that a misspelling of one (`tpye`) is
    /// compared with them although no required attribute is missing: a state's `type` may be
    /// left out only where Swift infers it.
    static let usuallyWritten: [String: [String]] = [
        "state": ["type"],
        "stateObject": ["type"],
        "let": ["type", "initial"],
        "var": ["type", "initial"],
    ]

    /// The attributes `likelyMeant` names on `element`, both spellings, and those usually
    /// written there: what a misspelling there (`kee` for `key`) is compared with.
    static func namedAttributes(of element: String) -> [String] {
        (likelyMeant[element].map { Array($0.keys) + Array($0.values) } ?? []) + (usuallyWritten[element] ?? [])
    }

    static func meant(_ attribute: String, on element: String, isEnumCase: Bool = false) -> String? {
        isEnumCase ? enumCaseMeant[attribute] : likelyMeant[element]?[attribute]
    }

    /// `case low = 0`: an enum case's value after `=` is its raw value.
    static let enumCaseMeant = ["value": "rawValue"]

    /// The attributes written for `required` on `element` in its place, such as `data` for `items`.
    static func standIns(for required: String, on element: String) -> [String] {
        likelyMeant[element]?.filter { $0.value == required }.map(\.key) ?? []
    }

    private static func attributeDescription(_ subject: Subject) -> String {
        switch (subject.attribute, subject.element) {
        case let (attribute?, element?): "attribute `\(attribute)` of `\(element)`"
        case let (attribute?, nil): "attribute `\(attribute)`"
        case let (nil, element?): "the content of `\(element)`"
        case (nil, nil): "this value"
        }
    }

    /// "; expected `a`" or "; expected one of `a`, `b`" from "... Expected is ( a, b )".
    private static func expectedList(_ body: String) -> String {
        guard let open = range(of: "( ", in: body[...]), let close = range(of: " )", in: body[open.upperBound...]) else { return "" }
        let names = body[open.upperBound..<close.lowerBound]
            .split(separator: ",")
            .map { $0.trimmingCharacters(in: " ") }
            .filter { !$0.isEmpty && !$0.hasPrefix("##") }
            .map { "`\($0)`" }
        switch names.count {
        case 0: return ""
        case 1: return "; expected \(names[0])"
        default: return "; expected one of \(names.joined(separator: ", "))"
        }
    }

    /// The first occurrence of `pattern` in `text`, searched byte by byte: the generic
    /// `firstRange(of:)` took a quarter of the time of a file with 100,000 schema errors.
    /// `pattern` is ASCII, so a match starts and ends on a character boundary.
    private static func range(of pattern: String, in text: Substring) -> Range<String.Index>? {
        let haystack = text.utf8
        let needle = Array(pattern.utf8)
        guard let head = needle.first else { return text.startIndex..<text.startIndex }
        var index = haystack.startIndex
        while let found = haystack[index...].firstIndex(of: head) {
            if haystack[found...].starts(with: needle) {
                return found..<haystack.index(found, offsetBy: needle.count)
            }
            index = haystack.index(after: found)
        }
        return nil
    }

    private static func quoted(_ text: Substring) -> (String, Substring)? {
        guard text.first == "'", let end = text.dropFirst().firstIndex(of: "'") else { return nil }
        return (String(text[text.index(after: text.startIndex)..<end]), text[text.index(after: end)...])
    }

    private static func between(_ text: String, _ prefix: String, _ suffix: String) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let rest = text.dropFirst(prefix.count)
        guard let end = range(of: suffix, in: rest) else { return nil }
        return String(rest[..<end.lowerBound])
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}

private extension Substring {
    func trimmingCharacters(in characters: String) -> String {
        var result = self
        while let first = result.first, characters.contains(first) { result = result.dropFirst() }
        while let last = result.last, characters.contains(last) { result = result.dropLast() }
        return String(result)
    }
}

import TrellisDiagnostics

/// A node of a view body, in document order.
public indirect enum ViewNode: Hashable, Sendable {
    /// A built-in view (`VStack`, `Text`, ...) or a call site of a declared view.
    case element(ElementNode)
    case conditional(ConditionalNode)
    case forEach(ForEachNode)
    /// `<switch value>` with `<case pattern>` and `<default>`.
    case switchNode(SwitchNode)
    /// `<slot/>` or `<slot name="header"/>` in a view's body: where the views a call site passes
    /// in that slot appear.
    case slot(SlotPlacement)
    /// `<header/>`: a computed view or view-building function of the view, placed by name.
    case member(MemberViewUse)
    /// `<let name="total" value="..."/>`, Swift's `let total = ...` among a builder's views: the
    /// views after it in the same list see the name, so they are its `body`.
    case localConstant(LocalConstantNode)

    public var location: SourceLocation {
        switch self {
        case .element(let node): node.name.location
        case .conditional(let node): node.location
        case .forEach(let node): node.location
        case .switchNode(let node): node.location
        case .slot(let node): node.location
        case .member(let node): node.location
        case .localConstant(let node): node.name.location
        }
    }
}

public struct LocalConstantNode: Hashable, Sendable {
    public var name: Identifier
    public var type: TypeSyntax?
    public var value: Expr
    /// The views after the `<let>` in its list, which see its name.
    public var body: [ViewNode]
    /// `<bindable name="model" initial="model"/>`: Swift's `@Bindable var model = model`, whose
    /// `$model.name` binds the `@Observable` model's properties.
    public var isBindable: Bool
    /// `item="(index, player)"` on a `ForEach`: one part of the row's element, which Swift's
    /// `{ index, player in }` names. Like a closure's parameter, it may go unread (no TRL152).
    public var namesElementPart = false

    public init(name: Identifier, type: TypeSyntax?, value: Expr, body: [ViewNode] = [], isBindable: Bool = false) {
        self.name = name
        self.type = type
        self.value = value
        self.body = body
        self.isBindable = isBindable
    }
}

public struct SlotPlacement: Hashable, Sendable {
    /// The slot's name; `nil` for the view's first slot.
    public var name: Identifier?
    public var location: SourceLocation

    public init(name: Identifier?, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// An element naming a view. Its fields share one box between copies (see `CopyOnWrite`).
public struct ElementNode: Hashable, Sendable {
    /// SwiftUI's views that show a navigation bar for the one screen they hold at their root.
    public static let navigationStacks: Set<String> = ["NavigationStack", "NavigationView"]

    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var name: Identifier
        @usableFromInline var arguments: [Argument]
        @usableFromInline var text: InterpolatedString?
        @usableFromInline var children: [ViewNode]
        @usableFromInline var modifiers: [Modifier]
        @usableFromInline var call: ResolvedCall?
    }

    @usableFromInline var fields: CopyOnWrite<Fields>

    @inlinable public var name: Identifier {
        _read { yield fields.value.name }
        _modify { yield &fields.value.name }
    }
    /// Attributes in document order; `Button`'s `action` holds statements (`.action`).
    @inlinable public var arguments: [Argument] {
        _read { yield fields.value.arguments }
        _modify { yield &fields.value.arguments }
    }
    /// `Text` content: literal text with `{expr}` holes. Also set for a view that is
    /// not built in when it has text content, which only `Text` may have: the view
    /// may be a misspelled `Text`, and semantic analysis reports it either way.
    @inlinable public var text: InterpolatedString? {
        _read { yield fields.value.text }
        _modify { yield &fields.value.text }
    }
    /// Child views; for `NavigationLink` these form the destination.
    @inlinable public var children: [ViewNode] {
        _read { yield fields.value.children }
        _modify { yield &fields.value.children }
    }
    /// Lowercase child elements, in document order; order is meaning.
    @inlinable public var modifiers: [Modifier] {
        _read { yield fields.value.modifiers }
        _modify { yield &fields.value.modifiers }
    }
    /// The initializer semantic analysis chose, with every argument read by its declared type
    /// and every slot's content; `nil` in the syntax tree, and for calls of declared views.
    @inlinable public var call: ResolvedCall? {
        _read { yield fields.value.call }
        _modify { yield &fields.value.call }
    }

    /// Whether the placed value is what a helper function of the view returns: `<statusBadge/>`
    /// for Swift's `statusBadge()`, a function taking nothing that returns a view. The builder
    /// names such an element `statusBadge()`, which no element can be named: a field of its own
    /// would grow every copy of an element's fields, which each level of nesting pays for.
    public var callsFunction: Bool { name.name.hasSuffix("()") }

    public init(name: Identifier, arguments: [Argument] = [], text: InterpolatedString? = nil, children: [ViewNode] = [], modifiers: [Modifier] = []) {
        fields = CopyOnWrite(Fields(name: name, arguments: arguments, text: text, children: children, modifiers: modifiers, call: nil))
    }

    public func argument(_ label: String) -> Argument? {
        arguments.first { $0.label.name == label }
    }

    /// Whether the element places a value in scope as a view (`<image/>` for a closure's
    /// `image`), rather than calling a view: view names are capitalized, values' are not.
    @inlinable public var placesValue: Bool {
        !name.name.isEmpty && !name.name.startsUppercase
    }

    /// The value a placing element places: `image` for `<image/>`, and a member path for
    /// `<screen.label/>` or a hole `{screen.label}` written among views, Swift's `screen.label`.
    public var placedValue: Expr {
        let start = name.location.advanced(byColumns: 1)
        let path = callsFunction ? String(name.name.dropLast(2)) : name.name
        let parts = path.split(separator: ".", omittingEmptySubsequences: false)
        var value = Expr(.identifier(String(parts[0])), at: start)
        var column = parts[0].unicodeScalars.count + 1
        for part in parts.dropFirst() {
            value = Expr(.member(base: value, name: String(part), nameLocation: start.advanced(byColumns: column)), at: start)
            column += part.unicodeScalars.count + 1
        }
        if callsFunction { value = Expr(.call(callee: value, arguments: []), at: start) }
        return value
    }
}

/// An attribute of a call. Its fields share one box between copies (see `CopyOnWrite`).
public struct Argument: Hashable, Sendable {
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var label: Identifier
        @usableFromInline var value: ArgumentValue
        @usableFromInline var valueLocation: SourceLocation
        @usableFromInline var valueEnd: SourceLocation?
    }

    @usableFromInline var fields: CopyOnWrite<Fields>

    @inlinable public var label: Identifier {
        _read { yield fields.value.label }
        _modify { yield &fields.value.label }
    }
    @inlinable public var value: ArgumentValue {
        _read { yield fields.value.value }
        _modify { yield &fields.value.value }
    }
    /// Where the attribute value's first character is (inside the quotes).
    @inlinable public var valueLocation: SourceLocation {
        _read { yield fields.value.valueLocation }
        _modify { yield &fields.value.valueLocation }
    }
    /// Just past the value's last character (the closing quote), for fix-its that replace the value.
    @inlinable public var valueEnd: SourceLocation? {
        _read { yield fields.value.valueEnd }
        _modify { yield &fields.value.valueEnd }
    }

    public init(label: Identifier, value: ArgumentValue, valueLocation: SourceLocation, valueEnd: SourceLocation? = nil) {
        fields = CopyOnWrite(Fields(label: label, value: value, valueLocation: valueLocation, valueEnd: valueEnd))
    }
}

public enum ArgumentValue: Hashable, Sendable {
    /// The whole value is one `{expr}`: the value has the expression's type.
    case expression(Expr)
    /// Literal text, possibly with `{expr}` holes: a `String`.
    case string(InterpolatedString)
    /// Statements, for a parameter of function type such as `Button`'s `action`.
    case action([Statement])
    /// The attribute as written, before semantic analysis reads it by the type of the parameter
    /// it is passed to; analysis replaces every one of these.
    case source(AttributeText)
}

/// A view's element that holds only code, Swift's trailing closure `ContextMenuButton(.delete) {
/// delete() }` written `<ContextMenuButton type=".delete">delete()</ContextMenuButton>`. Which it
/// is depends on the view's declaration, which another file may hold: the element keeps its text,
/// and semantic analysis passes the code as the view's one input of function type when it takes
/// one, else reports what reading it as text found (`textDiagnostics`), which it holds till then.
public struct ElementCode: Hashable, Sendable {
    /// Where the element's name is.
    public var element: SourceLocation
    public var code: AttributeText
    public var textDiagnostics: [Diagnostic]

    public init(element: SourceLocation, code: AttributeText, textDiagnostics: [Diagnostic]) {
        self.element = element
        self.code = code
        self.textDiagnostics = textDiagnostics
    }
}

/// An attribute value as written, after XML decoding, with where each character came from.
public struct AttributeText: Hashable, Sendable {
    public var text: String
    /// Where the value's first character is.
    public var location: SourceLocation
    /// Line and column of each decoded byte (and one past the end), packed, when decoding moved
    /// bytes (an entity, a line break); empty when the text is the attribute's bytes unchanged.
    /// Packed, not `SourceLocation`s: an attribute with an entity keeps one per byte. Relative to
    /// `location` (`pack`), so that they move with it when an edit above moves the attribute.
    private var positions: [UInt64]

    public init(text: String, location: SourceLocation, decodedLocations: [SourceLocation] = []) {
        self.text = text
        self.location = location
        positions = decodedLocations.map { Self.pack($0, from: location) }
    }

    /// Lines below `origin`, and the column: relative to `origin`'s on its own line.
    private static func pack(_ position: SourceLocation, from origin: SourceLocation) -> UInt64 {
        let lines = position.line - origin.line
        let column = lines == 0 ? position.column - origin.column : position.column
        return UInt64(UInt32(clamping: lines)) << 32 | UInt64(UInt32(clamping: column))
    }

    private func unpack(_ packed: UInt64) -> SourceLocation {
        let (lines, column) = (Int(packed >> 32), Int(packed & 0xFFFF_FFFF))
        return SourceLocation(inFileOf: location, line: location.line + lines, column: lines == 0 ? location.column + column : column)
    }

    /// Where each decoded byte came from, when decoding moved bytes; empty otherwise.
    public var decodedLocations: [SourceLocation] {
        positions.map(unpack)
    }

    public var hasDecodedLocations: Bool { !positions.isEmpty }
    public var decodedCount: Int { positions.count }

    /// Where decoded byte `offset` came from (the last position for an offset past the end).
    public func location(atDecoded offset: Int) -> SourceLocation {
        guard !positions.isEmpty else { return location }
        return unpack(positions[max(0, min(offset, positions.count - 1))])
    }

    /// The text from decoded byte `offset` on, located where it is written.
    public func suffix(fromDecoded offset: Int, location start: SourceLocation) -> AttributeText {
        var rest = AttributeText(text: String(decoding: Array(text.utf8)[min(offset, text.utf8.count)...], as: UTF8.self), location: start)
        rest.positions = positions.isEmpty ? [] : positions[min(offset, positions.count)...].map { Self.pack(unpack($0), from: start) }
        return rest
    }
}

/// How a call of a view or modifier declared in Swift is written in Swift: its arguments and
/// slots in the chosen overload's order.
/// Its fields share one box between copies (see `CopyOnWrite`).
public struct ResolvedCall: Hashable, Sendable {
    @usableFromInline
    struct Fields: Hashable, Sendable {
        @usableFromInline var entries: [Entry]
        @usableFromInline var callee: String
        @usableFromInline var slotValueNames: [Int: Identifier]
        @usableFromInline var slotValueArgument: Argument?
        @usableFromInline var valueSlots: Set<Int> = []
    }

    @usableFromInline var fields: CopyOnWrite<Fields>

    public enum Entry: Hashable, Sendable {
        /// An attribute passed to a parameter; `label` is Swift's argument label (`nil`: none).
        case argument(label: String?, Argument)
        /// Statements passed to a parameter of function type, as a closure taking `parameterCount`
        /// arguments, named as the attribute names them (`offsets in ...`) or unnamed.
        case closure(label: String?, Argument, parameterCount: Int, names: [Identifier])
        /// A `@ViewBuilder` closure with its content; `location` is that of the element that
        /// filled a named slot, `nil` for the content written directly inside the call.
        case slot(label: String?, content: [ViewNode], location: SourceLocation?)
    }

    @inlinable public var entries: [Entry] {
        _read { yield fields.value.entries }
        _modify { yield &fields.value.entries }
    }
    /// The declaration's name as Swift spells it.
    @inlinable public var callee: String {
        _read { yield fields.value.callee }
        _modify { yield &fields.value.callee }
    }
    /// For each slot whose closure takes a value (by its index in `entries`), the name the call
    /// site gives it: the call's `item` (`{ park in … }`), or, where `item` is a parameter of the
    /// call (`sheet(item:)`), the slot element's `item`, or `_` when that names none.
    @inlinable public var slotValueNames: [Int: Identifier] {
        _read { yield fields.value.slotValueNames }
        _modify { yield &fields.value.slotValueNames }
    }
    /// The slots (by their index in `entries`) whose one view is passed as a value of the slot's
    /// type, not in a closure: `navigationTitle(Text(...))`.
    @inlinable public var valueSlots: Set<Int> {
        _read { yield fields.value.valueSlots }
        _modify { yield &fields.value.valueSlots }
    }
    /// The `item` attribute that names a slot's value, kept with the call's attributes.
    @inlinable public var slotValueArgument: Argument? {
        _read { yield fields.value.slotValueArgument }
        _modify { yield &fields.value.slotValueArgument }
    }

    public init(callee: String, entries: [Entry]) {
        fields = CopyOnWrite(Fields(entries: entries, callee: callee, slotValueNames: [:], slotValueArgument: nil))
    }

    /// The attributes passed, read, in the declaration's order (then `item`, which names a slot's value).
    public var arguments: [Argument] {
        entries.compactMap { entry in
            switch entry {
            case .argument(_, let argument), .closure(_, let argument, _, _): argument
            case .slot: nil
            }
        } + (slotValueArgument.map { [$0] } ?? [])
    }

    /// Every view passed in a slot, in order.
    public var slotContent: [ViewNode] {
        entries.flatMap { entry -> [ViewNode] in
            if case .slot(_, let content, _) = entry { return content }
            return []
        }
    }
}

/// `<if condition="...">` with an optional `<else>` right after it. The condition is what Swift
/// writes between `if` and `{`: expressions and optional bindings separated by `,`.
public struct ConditionalNode: Hashable, Sendable {
    public var conditions: [Condition]
    public var thenBody: [ViewNode]
    public var elseBody: [ViewNode]?
    public var location: SourceLocation
    /// `<if condition="os(macOS)">`: a compilation condition, Swift's `#if os(macOS)`, decided
    /// by swiftc when it compiles the program (`conditions` is then empty).
    public var compilationCondition: String? {
        get { compilationConditionStorage.first }
        set { compilationConditionStorage = newValue.map { [$0] } ?? [] }
    }
    /// Out of line, one word: the builder's frames hold many nodes, one per level of nesting.
    private var compilationConditionStorage: [String] = []

    public init(conditions: [Condition], thenBody: [ViewNode], elseBody: [ViewNode]?, location: SourceLocation) {
        self.conditions = conditions
        self.thenBody = thenBody
        self.elseBody = elseBody
        self.location = location
    }

    public init(condition: Expr, thenBody: [ViewNode], elseBody: [ViewNode]?, location: SourceLocation) {
        self.init(conditions: [.expression(condition)], thenBody: thenBody, elseBody: elseBody, location: location)
    }

    /// The expressions the conditions evaluate, in order (`let x` alone reads `x`).
    public var conditionExpressions: [Expr] {
        var expressions: [Expr] = []
        StatementWalk.roots(in: conditions) { expressions.append($0) }
        return expressions
    }

    /// The names bound by `let` conditions, in order.
    public var boundNames: [Identifier] {
        conditions.flatMap { condition -> [Identifier] in
            switch condition {
            case .optionalBinding(_, let name, _): [name]
            case .casePattern(let pattern, _): pattern.boundIdentifiers
            case .expression, .availability: []
            }
        }
    }

    /// Where the first condition starts.
    public var conditionLocation: SourceLocation {
        switch conditions.first {
        case .expression(let expr)?: expr.location
        case .optionalBinding(_, let name, let value)?: value.map { _ in name.location } ?? name.location
        case .casePattern(_, let value)?: value.location
        case .availability(_, _, let location)?: location
        case nil: location
        }
    }
}

/// `<switch value="state">` with `<case pattern=".loaded(let items)">` and `<default>` children.
public struct SwitchNode: Hashable, Sendable {
    public struct Case: Hashable, Sendable {
        /// The patterns, each with its `where` clause; empty for `<default>`.
        public var items: [SwitchCase.Item]
        public var body: [ViewNode]
        public var location: SourceLocation

        public init(items: [SwitchCase.Item], body: [ViewNode], location: SourceLocation) {
            self.items = items
            self.body = body
            self.location = location
        }

        public var isDefault: Bool { items.isEmpty }
    }

    public var subject: Expr
    public var cases: [Case]
    public var location: SourceLocation

    public init(subject: Expr, cases: [Case], location: SourceLocation) {
        self.subject = subject
        self.cases = cases
        self.location = location
    }

    /// The names each case's patterns bind, for walkers that only need scopes.
    public static func boundNames(_ pattern: Pattern) -> [Identifier] {
        pattern.boundIdentifiers
    }
}

/// `<ForEach items="..." id="\.id" item="name">`.
public struct ForEachNode: Hashable, Sendable {
    public var items: Expr
    /// The key path that identifies a row; `nil` means the element is `Identifiable`.
    public var id: Expr?
    public var itemName: Identifier
    /// `item="$scrum"` over `items="$scrums"`: each row gets a binding to its element, as
    /// `ForEach($scrums) { $scrum in }` does; `scrum` is its value and `$scrum` the binding.
    public var bindsElements = false
    /// `allow` and `reason`: warnings about the rows' identity accepted on it.
    public var allowance: Allowance?
    public var body: [ViewNode]
    public var modifiers: [Modifier]
    public var location: SourceLocation

    public init(items: Expr, id: Expr?, itemName: Identifier, body: [ViewNode], modifiers: [Modifier] = [], location: SourceLocation) {
        self.items = items
        self.id = id
        self.itemName = itemName
        self.body = body
        self.modifiers = modifiers
        self.location = location
    }

    /// The row's one view, inside the `let`s that name a tuple item's parts
    /// (`item="(index, player)"`); `nil` when the row holds more or other views.
    public var soleRow: ElementNode? {
        var views = body
        while views.count == 1 {
            switch views[0] {
            case .element(let row): return row
            case .localConstant(let constant) where constant.namesElementPart: views = constant.body
            default: return nil
            }
        }
        return nil
    }

    /// The body with its `soleRow` replaced by `row`.
    public mutating func replaceSoleRow(with row: ElementNode) {
        // The `let`s around the row, outermost first, rebuilt from the inside out.
        var constants: [LocalConstantNode] = []
        var views = body
        while views.count == 1, case .localConstant(let constant) = views[0], constant.namesElementPart {
            constants.append(constant)
            views = constant.body
        }
        var rebuilt: [ViewNode] = [.element(row)]
        for var constant in constants.reversed() {
            constant.body = rebuilt
            rebuilt = [.localConstant(constant)]
        }
        body = rebuilt
    }
}

public struct Modifier: Hashable, Sendable {
    public var kind: ModifierKind
    public var location: SourceLocation
    /// Written inside `<if condition="os(macOS)">` among a view's modifiers: applied only where
    /// the compilation condition holds, Swift's `#if os(macOS) .frame(…) #endif`.
    public var compilationCondition: String? {
        get { compilationConditionStorage.first }
        set { compilationConditionStorage = newValue.map { [$0] } ?? [] }
    }
    /// Out of line, as `allowance` is, since few modifiers have one.
    private var compilationConditionStorage: [String] = []
    /// `allow` and `reason` on an injection or an `id`: warnings accepted on it.
    public var allowance: Allowance? {
        get { allowanceStorage.first }
        set { allowanceStorage = newValue.map { [$0] } ?? [] }
    }
    /// `allowance` out of line, since few modifiers have one.
    private var allowanceStorage: [Allowance]

    public init(_ kind: ModifierKind, at location: SourceLocation, allowance: Allowance? = nil) {
        self.kind = kind
        self.location = location
        allowanceStorage = allowance.map { [$0] } ?? []
    }
}

public enum ModifierKind: Hashable, Sendable {
    /// `<id value="count"/>`
    case id(Expr)
    /// `<onAppear action="viewModel.start()"/>`
    case onAppear([Statement])
    case onDisappear([Statement])
    /// `<onChange of="count" old="oldValue" new="newValue" action="..."/>`; `initial="true"`
    /// runs the action once when the view appears, too.
    indirect case onChange(of: Expr, oldName: Identifier?, newName: Identifier?, initial: Expr?, action: [Statement])
    /// `<environmentObject value="router"/>`
    case environmentObject(Expr)
    /// `<environment value="model"/>` for `@Observable` models.
    case environment(Expr)
    /// `<environment key="\.colorScheme" value=".dark"/>`: `.environment(\.colorScheme, .dark)`.
    case environmentValue(key: Expr, value: Expr)
    /// Any other modifier, checked against its declaration: `<padding value="8"/>`,
    /// `<overlay><Circle/></overlay>`. A lowercase child named like a slot of the view fills that slot.
    /// Out of line (as `onChange`), so that every other modifier is not as large as a call.
    indirect case call(ModifierCall)
}

/// `<name attributes...>content</name>`: a modifier declared in Swift, or a named slot's content.
public struct ModifierCall: Hashable, Sendable {
    public var name: Identifier
    public var arguments: [Argument]
    /// Child views, for a modifier that takes views (`overlay`, `toolbar`) or a slot.
    public var content: [ViewNode]
    /// Set by semantic analysis, as for `ElementNode.call`.
    public var resolved: ResolvedCall? {
        get { resolvedStorage.first }
        set { resolvedStorage = newValue.map { [$0] } ?? [] }
    }
    /// `resolved` out of line, as `ElementNode.call` is.
    private var resolvedStorage: [ResolvedCall]
    /// Where text written inside the element starts, which no modifier or slot takes; semantic
    /// analysis reports it unless the element is unknown (reported already, as what it is).
    public var textLocation: SourceLocation?
    /// Lowercase children of a modifier: each fills the modifier's slot of that name
    /// (`<alert ...><message><Text>...</Text></message></alert>`). A slot's element has none.
    public var slotFills: [Modifier] = []
    /// The element's text when it holds nothing else (`<saveAction>saves += 1</saveAction>`):
    /// semantic analysis passes it as the call's input of that name, written as an element, or,
    /// for a declared modifier, as its trailing closure (`<onTapGesture>taps += 1</onTapGesture>`).
    public var code: AttributeText?

    public init(name: Identifier, arguments: [Argument], content: [ViewNode], resolved: ResolvedCall? = nil, textLocation: SourceLocation? = nil, slotFills: [Modifier] = []) {
        self.name = name
        self.arguments = arguments
        self.content = content
        resolvedStorage = resolved.map { [$0] } ?? []
        self.textLocation = textLocation
        self.slotFills = slotFills
    }

    /// The views written inside, then those of each slot's element.
    public var allContent: [ViewNode] {
        slotFills.isEmpty ? content : content + slotFills.flatMap { fill -> [ViewNode] in
            if case .call(let call) = fill.kind { return call.content }
            return []
        }
    }

    public func argument(_ label: String) -> Argument? {
        arguments.first { $0.label.name == label }
    }

    /// On an element that fills a slot whose closure takes a value, the attribute that names the
    /// value: `item="image"`, or an attribute whose value is its own name, `<content image="image">`,
    /// the closure's `{ image in … }` written where its views are.
    public var slotValueNaming: Argument? {
        if let item = argument("item") { return item }
        return arguments.count == 1 && arguments[0].namesItself ? arguments[0] : nil
    }
}

extension Argument {
    /// `proxy="proxy"`: written as it is read, the attribute's value is its own name, as a
    /// closure's value is named where Swift writes `{ proxy in`.
    public var namesItself: Bool {
        guard case .source(let text) = value else { return false }
        return text.text.trimmingCharacters(in: .whitespaces) == label.name
    }
}

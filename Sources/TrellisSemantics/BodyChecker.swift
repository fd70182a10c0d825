import TrellisDiagnostics
import TrellisSyntax

/// Computed views and view-building functions being placed, innermost first; shared between
/// the places below one another.
final class MemberChain: Sendable {
    let name: String
    let parent: MemberChain?

    init(name: String, parent: MemberChain?) {
        self.name = name
        self.parent = parent
    }

    /// Outermost first.
    var names: [String] {
        var names: [String] = []
        var node: MemberChain? = self
        while let current = node {
            names.append(current.name)
            node = current.parent
        }
        return names.reversed()
    }
}

/// Injections seen so far on the way down a body, innermost last; shared between siblings.
final class InjectionNode: Sendable {
    let id: Int
    /// What it injects; `nil` where its type is unknown.
    let key: EnvironmentKey?
    let parent: InjectionNode?

    init(id: Int, key: EnvironmentKey?, parent: InjectionNode?) {
        self.id = id
        self.key = key
        self.parent = parent
    }
}

struct InjectionChain {
    var base: EnvironmentBase
    var top: InjectionNode?

    /// Adds an injection, and drops the one of the same key it hides: a chain holds each key
    /// once, so that places which differ only in hidden injections are one place, and a body
    /// that places a member both inside and beside an injection at every level is checked in
    /// time polynomial in its depth, not exponential.
    mutating func push(_ id: Int, key: EnvironmentKey?) {
        if let key {
            var above: [InjectionNode] = []
            var node = top
            while let current = node, current.key != key {
                above.append(current)
                node = current.parent
            }
            if let hidden = node {
                var rebuilt = hidden.parent
                for kept in above.reversed() { rebuilt = InjectionNode(id: kept.id, key: kept.key, parent: rebuilt) }
                top = rebuilt
            }
        }
        top = InjectionNode(id: id, key: key, parent: top)
    }

    /// Outermost first.
    var frame: EnvironmentFrame {
        var ids: [Int] = []
        var node = top
        while let current = node {
            ids.append(current.id)
            node = current.parent
        }
        return EnvironmentFrame(base: base, injections: ids.reversed())
    }
}

/// Which navigation hierarchy a place in a body belongs to, as far as the body shows it.
enum NavigationScope: Hashable {
    /// The body's own level: whatever encloses the view's call sites.
    case body
    /// Inside a `NavigationStack` or a split view's column, or pushed onto one; at that element or modifier.
    case stack(SourceLocation)
    /// Inside a `sheet`'s, `fullScreenCover`'s or `popover`'s content with no stack between:
    /// a hierarchy of its own, presented by the modifier there.
    case presented(SourceLocation)
    /// Content passed into a slot: where the view that takes it places it decides.
    case unknown
}

/// One branch of an `<if>` or a `<switch>`: two places in different branches never coexist.
struct BranchChoice: Hashable {
    let conditional: SourceLocation
    let branch: Int
}

/// A `navigationDestination` a body registers, where it is.
struct RegisteredDestination {
    /// The value type of `for:`; `nil` for `item:` and `isPresented:`.
    let typeName: String?
    let location: SourceLocation
    let scope: NavigationScope
    let branches: [BranchChoice]

    /// Whether the two can exist at once: no `<if>` or `<switch>` puts them in different branches.
    func coexists(with other: RegisteredDestination) -> Bool {
        !branches.contains { mine in other.branches.contains { $0.conditional == mine.conditional && $0.branch != mine.branch } }
    }
}

/// Where in a body a node sits.
///
/// Every child view waiting on the walk's stack holds its context, so a context is copied far
/// more often than it changes: its fields live in one shared box, copied only when a context
/// that shares it is changed (a copy costs one retain instead of one per field).
struct BodyContext {
    private struct Fields {
        var locals: LocalScope?
        var isConditional = false
        var isNavigationDestination = false
        var isPresentedContent = false
        var presentedItem: String?
        var navigationScope = NavigationScope.body
        var enclosingStack: SourceLocation?
        var branches: [BranchChoice] = []
        var forEach: ForEachNode?
        var environment = InjectionChain(base: .parentView, top: nil)
        var navigationStack = InjectionChain(base: .navigationStack, top: nil)
        var environmentIgnoringNavigation = InjectionChain(base: .parentView, top: nil)
        var pickerSelection: (type: ResolvedType, location: SourceLocation)?
        var tabSelection: (type: ResolvedType, location: SourceLocation)?
        var lazyContainer: (name: String, location: SourceLocation)?
        var listSelection: ResolvedType?
        var slotSegments: [SlotSegment] = []
        var expandingMembers: MemberChain?
    }

    private var fields = CopyOnWrite(Fields())

    var locals: LocalScope? {
        get { fields.value.locals }
        set { fields.value.locals = newValue }
    }
    var isConditional: Bool {
        get { fields.value.isConditional }
        set { fields.value.isConditional = newValue }
    }
    var isNavigationDestination: Bool {
        get { fields.value.isNavigationDestination }
        set { fields.value.isNavigationDestination = newValue }
    }
    /// Inside the content of a `sheet`, `fullScreenCover` or `popover`: presented.
    var isPresentedContent: Bool {
        get { fields.value.isPresentedContent }
        set { fields.value.isPresentedContent = newValue }
    }
    /// Inside the content of `sheet(item:)`, `fullScreenCover(item:)` or `popover(item:)`: the
    /// name the content gives the item.
    var presentedItem: String? {
        get { fields.value.presentedItem }
        set { fields.value.presentedItem = newValue }
    }
    var navigationScope: NavigationScope {
        get { fields.value.navigationScope }
        set { fields.value.navigationScope = newValue }
    }
    /// The `NavigationStack` of this body that hosts this place (a split view's column is not
    /// one); `nil` at the body's level, in presented content and in slot content.
    var enclosingStack: SourceLocation? {
        get { fields.value.enclosingStack }
        set { fields.value.enclosingStack = newValue }
    }
    /// The branches of `<if>` and `<switch>` this place is in, outermost first.
    var branches: [BranchChoice] {
        get { fields.value.branches }
        set { fields.value.branches = newValue }
    }
    var forEach: ForEachNode? {
        get { fields.value.forEach }
        set { fields.value.forEach = newValue }
    }
    /// Whether this content is inside a `ForEach` of this body, without copying the `ForEach`.
    var isInForEach: Bool { fields.value.forEach != nil }
    var environment: InjectionChain {
        get { fields.value.environment }
        set { fields.value.environment = newValue }
    }
    /// What a `NavigationLink` destination here starts from.
    var navigationStack: InjectionChain {
        get { fields.value.navigationStack }
        set { fields.value.navigationStack = newValue }
    }
    /// Like `environment`, but never reset by a `NavigationLink`.
    var environmentIgnoringNavigation: InjectionChain {
        get { fields.value.environmentIgnoringNavigation }
        set { fields.value.environmentIgnoringNavigation = newValue }
    }
    /// Inside a `Picker`: the type of its selection, which its options' tags must have.
    var pickerSelection: (type: ResolvedType, location: SourceLocation)? {
        get { fields.value.pickerSelection }
        set { fields.value.pickerSelection = newValue }
    }
    /// A tab of a `TabView` with a selection: the type of that selection, which the tab's `tag`
    /// or `Tab` value must have. Only the tabs themselves (through `ForEach`, `<if>` and `Group`).
    var tabSelection: (type: ResolvedType, location: SourceLocation)? {
        get { fields.value.tabSelection }
        set { fields.value.tabSelection = newValue }
    }
    /// The lazy container (`List`, `LazyVStack`, ...) this content is inside, in this body.
    var lazyContainer: (name: String, location: SourceLocation)? {
        get { fields.value.lazyContainer }
        set { fields.value.lazyContainer = newValue }
    }
    /// Inside a `List(selection:)`, and no stack or presentation nearer: the type of the values it
    /// selects. A `NavigationLink(value:)` of that type sets the selection instead of pushing.
    var listSelection: ResolvedType? {
        get { fields.value.listSelection }
        set { fields.value.listSelection = newValue }
    }
    /// The slots of views declared in XML that this content is passed into, outermost first;
    /// the environment chains above start again at the last one.
    var slotSegments: [SlotSegment] {
        get { fields.value.slotSegments }
        set { fields.value.slotSegments = newValue }
    }
    /// The computed views being placed here, innermost first; shared by the places below, so
    /// that placing one more costs the same at any depth.
    var expandingMembers: MemberChain? {
        get { fields.value.expandingMembers }
        set { fields.value.expandingMembers = newValue }
    }

    /// Adds an injection to the chains that see it.
    mutating func pushInjection(_ id: Int, key: EnvironmentKey?) {
        fields.value.environment.push(id, key: key)
        fields.value.environmentIgnoringNavigation.push(id, key: key)
    }

    /// This place, relative to the start of the body or of the slot content it is in.
    var place: SlotPlace {
        SlotPlace(
            environment: environment.frame, navigationStack: navigationStack.frame, ignoringNavigation: environmentIgnoringNavigation.frame,
            isConditional: isConditional, isInForEach: false, isNavigationDestination: isNavigationDestination,
            isPresentedContent: isPresentedContent, forEach: forEach
        )
    }

    /// The context of content passed in `slot` of `callee`, a view declared in XML: the content
    /// is instantiated where `callee` places the slot, so its environment starts there.
    func content(passedTo callee: String, slot: String, at location: SourceLocation) -> BodyContext {
        var content = self
        let segment = SlotSegment(callee: callee, slot: slot, call: place, callLocation: location)
        content.fields.value.slotSegments.append(segment)
        content.fields.value.navigationScope = .unknown
        content.fields.value.enclosingStack = nil
        content.fields.value.listSelection = nil
        content.fields.value.environment = InjectionChain(base: .parentView, top: nil)
        content.fields.value.navigationStack = InjectionChain(base: .navigationStack, top: nil)
        content.fields.value.environmentIgnoringNavigation = InjectionChain(base: .parentView, top: nil)
        return content
    }
}

/// A view's declarations with their resolved types.
struct ViewSignature {
    private(set) var decl: ViewDecl
    /// What is derived from the declarations, in one shared box: a signature is copied for
    /// every call site checked, and a box costs one retain where its tables cost one each.
    private let tables: Tables

    private final class Tables: Sendable {
        let properties: MemberTable
        let propertyTypes: [String: ResolvedType]
        let uniqueProperties: [PropertyDecl]
        let inputs: [PropertyDecl]
        let callInputs: MemberTable
        let inputTypes: [String: ResolvedType]
        let requiredInputs: [PropertyDecl]
        let initializer: ViewFunctionDecl?
        let overloads: [ViewSignature]

        init(properties: MemberTable, propertyTypes: [String: ResolvedType], initializer: ViewFunctionDecl?, initializerInputs: (inputs: [PropertyDecl], types: [String: ResolvedType])?, overloads: [ViewSignature]) {
            self.initializer = initializer
            self.overloads = overloads
            self.properties = properties
            self.propertyTypes = propertyTypes
            uniqueProperties = properties.firstDeclarations
            if let initializerInputs {
                callInputs = MemberTable(initializerInputs.inputs)
                inputTypes = initializerInputs.types
                inputs = callInputs.firstDeclarations
            } else {
                callInputs = properties
                inputTypes = propertyTypes
                inputs = ViewSignature.sharing(uniqueProperties, uniqueProperties.filter(\.kind.isInput))
            }
            requiredInputs = ViewSignature.sharing(inputs, inputs.filter(ViewSignature.isRequired))
        }
    }

    /// First declaration of each name.
    var properties: MemberTable { tables.properties }
    var propertyTypes: [String: ResolvedType] { tables.propertyTypes }
    /// Declarations in source order, without redeclarations (already TRL100).
    var uniqueProperties: [PropertyDecl] { tables.uniqueProperties }
    /// What a call site may pass, in declaration order.
    var inputs: [PropertyDecl] { tables.inputs }
    /// What a call site passes, by attribute: the inputs, or the parameters of the view's own
    /// `init` read as inputs (see `initializerInputs`).
    private var callInputs: MemberTable { tables.callInputs }
    /// The types of `callInputs`.
    var inputTypes: [String: ResolvedType] { tables.inputTypes }
    /// Inputs every call site must pass.
    var requiredInputs: [PropertyDecl] { tables.requiredInputs }
    /// The view's own `init` whose parameters a call site passes, if it declares one.
    var initializer: ViewFunctionDecl? { tables.initializer }
    /// One signature for each of the view's `init`s when it declares several, in document
    /// order: a placement chooses one, as Swift chooses an overload. Empty otherwise.
    var overloads: [ViewSignature] { tables.overloads }

    init(decl: ViewDecl, properties: MemberTable, propertyTypes: [String: ResolvedType], initializer: ViewFunctionDecl? = nil, initializerInputs: (inputs: [PropertyDecl], types: [String: ResolvedType])? = nil, overloads: [ViewSignature] = []) {
        self.decl = decl
        tables = Tables(properties: properties, propertyTypes: propertyTypes, initializer: initializer, initializerInputs: initializerInputs, overloads: overloads)
    }

    /// Whether `label` is an input of any of the view's `init`s.
    func anyOverloadTakes(_ label: String) -> Bool {
        input(label) != nil || overloads.contains { $0.input(label) != nil }
    }

    /// The input a call site's attribute `label` passes, if any.
    func input(_ label: String) -> PropertyDecl? {
        callInputs[label].flatMap { $0.kind.isInput ? $0 : nil }
    }

    /// The parameters of a view's own `init` as a call site sees them: a `Binding<T>` parameter
    /// is a `binding` of `T` (so `$x` is checked as a binding argument), any other a `let`; a
    /// parameter with a `default` may be left out, which a `nil` `initial` marks.
    /// The attribute a call site passes a parameter of the view's own `init` by: Swift's argument
    /// label (`for` of `for folder: Folder`, as `SnippetListView(for: folder)` is written), or the
    /// parameter's name where Swift takes none (`_ folder: Folder`).
    static func callSiteName(of parameter: ParameterDecl) -> Identifier {
        guard let label = parameter.label, label != parameter.name.name else { return parameter.name }
        return Identifier(label, at: parameter.name.location)
    }

    static func initializerInputs(of initializer: ViewFunctionDecl) -> [PropertyDecl] {
        var inputs: [PropertyDecl] = []
        for parameter in initializer.parameters {
            guard let type = parameter.type else { continue }
            var kind = PropertyKind.let
            var stored = type
            if case .named("Binding", let arguments) = type.reference, arguments.count == 1 {
                kind = .binding
                stored = TypeSyntax(arguments[0], at: type.location)
            }
            let marker = parameter.defaultValue.map { _ in Expr(.nilLiteral, at: parameter.location) }
            inputs.append(PropertyDecl(kind: kind, name: callSiteName(of: parameter), type: stored, initial: marker, location: parameter.location))
        }
        return inputs
    }

    /// The same view with its body read: its declarations, and what is derived from them, are unchanged.
    func withCheckedBody(of decl: ViewDecl) -> ViewSignature {
        var signature = self
        signature.decl = decl
        return signature
    }

    /// `filtered`, or `array` itself when the filter kept everything, so that the common case
    /// shares one storage instead of holding up to four copies of every view's declarations.
    fileprivate static func sharing(_ array: [PropertyDecl], _ filtered: [PropertyDecl]) -> [PropertyDecl] {
        filtered.count == array.count ? array : filtered
    }

    /// Inputs a call site must pass: a `state` or `stateObject` has its own initial value
    /// (and an `observedObject` with one is TRL201, not a missing argument).
    static func isRequired(_ property: PropertyDecl) -> Bool {
        switch property.kind {
        // A binding has a value only as a parameter of a view's `init` with a `default`.
        case .binding, .bindable, .focusBinding, .let, .observedObject: property.initial == nil
        case .state, .stateObject, .environmentObject, .environment, .environmentValue, .computed, .appStorage, .sceneStorage, .focusState, .namespace, .gestureState, .query: false
        }
    }
}

/// Walks one view's body without recursion (bodies may nest hundreds of levels), checking
/// every expression and call site and collecting the view's instantiations and injections.
struct BodyChecker {
    let symbols: SymbolTable
    let suggester: NameSuggester
    let signatures: [String: ViewSignature]
    let view: ViewSignature
    /// Whether an element of the body holds only code (`ElementCode`): most bodies hold none.
    private let holdsElementCode: Bool
    var expressions: ExpressionChecker
    /// `NavigationStack`s at the level of the body: nested when the view is pushed (TRL290).
    var bodyLevelStacks: [SourceLocation] = []
    var diagnostics = DiagnosticCollector()
    private(set) var instantiations: [Instantiation] = []
    private(set) var injections: [EnvironmentInjection] = []
    private var injectionIDsByLocation: [SourceLocation: Int] = [:]
    /// `stateObject`s given an existing object (rule 2), keyed by child view and property.
    private(set) var stateObjectsPassedIn: [PropertyKey: [SourceLocation]] = [:]
    private var stateObjectsPassedInCount = 0
    /// Values passed to `observedObject` inputs, judged together once the body is walked (TRL217).
    private var observedObjectArguments: [ObjectOwnershipRules.ObservedObjectArgument] = []
    /// Call sites of unknown views, with the declared view each may have meant.
    private(set) var unknownCallSites: [DroppedContent] = []
    /// Views named in content that a view taking none was given, and that is not part of the program.
    private(set) var viewsInRejectedContent: Set<String> = []
    /// Records every body node checked, when a test asks.
    var trace: NodeTrace?
    /// How each call of a declared Swift view or modifier is written, and each argument read.
    var resolutions = CallResolutions()
    /// Every element name the body uses: the views whose declarations the check read.
    private(set) var namedElements: Set<String> = []
    /// Whether `namedElements` is recorded: only a cache of the analysis reads it.
    var recordsNamedElements = true
    /// The type of the value each value-taking slot names with `item`, by the name's location.
    var slotValueLocals: [CallResolutions.Key: ResolvedType] = [:]
    /// Types this body registers a `navigationDestination(for:)` for.
    private(set) var registeredDestinationTypes: Set<String> = []
    /// Each registration of a destination type, with the stack of this body it is in (TRL291).
    private(set) var registeredDestinationStacks: [NavigationRules.Registration] = []
    /// Values this body pushes by type: value links and typed paths (TRL246).
    private(set) var pushedValues: [NavigationRules.PushedValue] = []
    /// Names bound by `<if condition="let ...">` and `<case pattern>`, checked for use at the end.
    var bodyLocals: [LocalScope] = []
    /// The innermost `ForEach` around the call site being checked, for TRL178.
    var rowForEach: ForEachNode?
    /// Each `<slot/>` of this body, where it is.
    private(set) var slotPlacements: [SlotPlacementRecord] = []
    /// Destinations in slot content that only the places of the slots can show to be in a lazy container.
    private(set) var pendingDestinationChecks: [PendingDestinationCheck] = []
    /// Every `navigationDestination` the body registers (TRL281, TRL282).
    private(set) var destinations: [RegisteredDestination] = []
    /// The computed views checked where they are placed (or alone, when placed nowhere).
    var placedMembers: Set<String> = []
    /// Members already checked in a place: a member placed again in the same place is not
    /// checked again, so a member placing another twice, nested, costs its depth, not 2^depth.
    var checkedPlacements: Set<MemberPlacement> = []
    /// Members through whose placements no member comes back to itself; made at the first placement.
    var membersWithoutCycles: Set<String>?
    /// Each member's check in its first place, by everything but the environment: replayed in the others.
    var memberSummaries: [MemberSummaryKey: MemberSummary] = [:]
    /// The members being walked and recorded, innermost last.
    var memberRecordings: [MemberSummary] = []
    /// Whether a member placed again where only the environment differs replays its first walk.
    var replaysMemberPlaces = true

    /// A call site of a member replayed in another place.
    mutating func appendReplayedInstantiation(_ instantiation: Instantiation) { instantiations.append(instantiation) }

    /// How many records the walk has added that a member's replay would not add again: a member
    /// whose walk added one is walked in each of its places, as before.
    var recordedEffects: Int {
        slotPlacements.count + bodyLevelStacks.count + unknownCallSites.count + pushedValues.count + pendingDestinationChecks.count
            + destinations.count + registeredDestinationStacks.count + observedObjectArguments.count
            + bodyLocals.count + stateObjectsPassedInCount + expressions.appendedPathValues.count
    }

    func traced(_ kind: NodeTrace.Kind, at location: SourceLocation) {
        trace?.record(kind, at: location, in: view.decl.name.name)
    }
    private let firstInjectionID: Int

    struct PropertyKey: Hashable, Comparable {
        let view: String
        let property: String
        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.view, lhs.property) < (rhs.view, rhs.property) }
    }

    init(symbols: SymbolTable, suggester: NameSuggester, signatures: [String: ViewSignature], view: ViewSignature, firstInjectionID: Int) {
        self.symbols = symbols
        self.suggester = suggester
        self.signatures = signatures
        self.view = view
        holdsElementCode = !view.decl.elementCode.isEmpty
        self.firstInjectionID = firstInjectionID
        // Built before it is stored: setting a member of `self.expressions` here copied the whole checker.
        var expressions = ExpressionChecker(symbols: symbols, suggester: suggester, members: view.properties, memberTypes: view.propertyTypes)
        expressions.viewTypeName = view.decl.name.name
        if !view.decl.functions.isEmpty {
            // A state's observers are run by its assignments, never called.
            let callable = view.decl.functions.filter { !$0.isGetter && $0.observedProperty == nil }
            expressions.viewFunctions = Dictionary(callable.map { ($0.name.name, $0) }, uniquingKeysWith: { first, _ in first })
            expressions.viewFunctionOverloads = Dictionary(grouping: callable, by: \.name.name).filter { $0.value.count > 1 }
        }
        self.expressions = expressions
    }

    mutating func checkBody() {
        if view.decl.isApp { checkAppDeclaration() }
        checkMemberDeclarations()
        checkFunctions()
        checkInitializers()
        check(view.decl.body.reversed().map { ($0, BodyContext()) })
        // A computed view placed nowhere is still Swift that must compile; its views are never
        // made, so they count for no instantiation or injection.
        let made = (instantiations.count, injections.count, destinations.count)
        for member in view.decl.viewMembers where !placedMembers.contains(member.name.name) {
            var context = BodyContext()
            context.locals = memberParameterScope(member)
            context.expandingMembers = MemberChain(name: member.name.name, parent: nil)
            placedMembers.insert(member.name.name)
            check(member.body.reversed().map { ($0, context) })
        }
        instantiations.removeSubrange(made.0...)
        injections.removeSubrange(made.1...)
        destinations.removeSubrange(made.2...)
        NavigationRules.reportDestinationsInOneBody(destinations, diagnostics: &diagnostics)
        ObjectOwnershipRules.checkObservedObjectArguments(observedObjectArguments, caller: view, symbols: symbols, diagnostics: &diagnostics)
        reportUnusedBodyLocals()
        reportSlotsNeverPlaced()
        // Every expression of the view is inferred by now: its types are sorted once for lookups.
        expressions.expressionTypes.finish()
    }

    /// An app's body is one `WindowGroup`, and it takes no inputs: the system calls `App.init()`.
    private mutating func checkAppDeclaration() {
        // `init() { container = try … }`: the app's own `init()`, which the system calls, gives
        // its stored properties their values, and swiftc judges that each gets one.
        let initializesItself = view.decl.initializers.contains { $0.parameters.isEmpty }
        for property in view.decl.properties where !(initializesItself && property.kind == .let) {
            let isInput = switch property.kind {
            case .binding, .focusBinding, .bindable: true
            case .let, .observedObject: property.initial == nil
            default: false
            }
            if isInput { diagnostics.emit(Catalog.appTakesNoInputs(property.name.name, app: view.decl.name.name), at: property.name.location) }
        }
        // The first `WindowGroup` is the app's window; a scene Trellis does not have beside it
        // (`Settings`, declared `unavailable`) is TRL114 alone, and anything else is TRL197, once.
        var scenes: [ElementNode] = []
        var others: [SourceLocation] = []
        for node in view.decl.body {
            if case .element(let element) = node, element.name.name == "WindowGroup" || isUnavailableView(element.name.name) {
                scenes.append(element)
            } else {
                others.append(node.location)
            }
        }
        let windows = scenes.filter { $0.name.name == "WindowGroup" }
        appScenes = Set(windows.map(\.name.location))
        if let window = windows.first, windows.count == 1, others.isEmpty {
            appWindow = window.name.location
        } else {
            let extra = windows.dropFirst().first?.name.location ?? others.first
            diagnostics.emit(Catalog.appBodyIsOneWindowGroup(view.decl.name.name), at: windows.isEmpty ? view.decl.body.first?.location ?? view.decl.location : extra ?? view.decl.location)
            appWindow = windows.first?.name.location
        }
    }

    /// A SwiftUI view or scene declared `unavailable` (`Settings`), which is TRL114 where it is written.
    private func isUnavailableView(_ name: String) -> Bool {
        signatures[name] == nil && (symbols.unavailableViews.contains(name) || Prelude.unavailableViewNames.contains(name))
    }

    /// Checks pending nodes with their contexts, next on top.
    private mutating func check(_ pending: [(node: ViewNode, context: BodyContext)]) {
        var stack = pending
        while true {
            while let recording = memberRecordings.last, stack.count <= recording.depth { closeMemberRecording() }
            guard let (node, context) = stack.popLast() else { break }
            switch node {
            case .element(let element):
                let visited = visit(element, context)
                for (nodes, inner) in visited.content.reversed() {
                    for child in nodes.reversed() { stack.append((child, inner)) }
                }
                // The element's own children come first, before its modifiers' and slots' views.
                if let (nodes, inner) = visited.children {
                    for child in nodes.reversed() { stack.append((child, inner)) }
                }
            case .conditional(let conditional):
                traced(.conditional, at: conditional.location)
                if conditional.elseBody != nil { traced(.elseBranch, at: conditional.location) }
                let bound = checkConditions(of: conditional, locals: context.locals)
                var inner = context
                inner.isConditional = true
                inner.branches = context.branches + [BranchChoice(conditional: conditional.location, branch: 1)]
                for child in (conditional.elseBody ?? []).reversed() { stack.append((child, inner)) }
                inner.locals = bound
                inner.branches = context.branches + [BranchChoice(conditional: conditional.location, branch: 0)]
                for child in conditional.thenBody.reversed() { stack.append((child, inner)) }
            case .switchNode(let node):
                var inner = context
                inner.isConditional = true
                for (index, branch) in checkSwitch(node, locals: context.locals).enumerated().reversed() {
                    inner.locals = branch.locals
                    inner.branches = context.branches + [BranchChoice(conditional: node.location, branch: index)]
                    for child in branch.body.reversed() { stack.append((child, inner)) }
                }
            case .slot(let placement):
                traced(.slot, at: placement.location)
                let declared = view.decl.slots.map(\.name.name)
                if declared.isEmpty || placement.name.map({ !declared.contains($0.name) }) ?? false {
                    diagnostics.emit(Catalog.unknownSlot(placement.name?.name, of: view.decl.name.name, declared: declared), at: placement.name?.location ?? placement.location)
                } else if let slot = placement.name?.name ?? declared.first {
                    slotPlacements.append(SlotPlacementRecord(
                        slot: slot, location: placement.location, segments: context.slotSegments, place: context.place,
                        lazyContainer: context.lazyContainer.map { LazyContainer(name: $0.name, view: view.decl.name.name, location: $0.location) }
                    ))
                }
            case .forEach(let forEach):
                let (inner, modifierContent) = visit(forEach, context)
                for (nodes, contentContext) in modifierContent.reversed() {
                    for child in nodes.reversed() { stack.append((child, contentContext)) }
                }
                for child in forEach.body.reversed() { stack.append((child, inner)) }
            case .member(let use):
                guard let (body, inner) = place(use, context, depth: stack.count) else { break }
                for child in body.reversed() { stack.append((child, inner)) }
            case .localConstant(let constant):
                var inner = context
                inner.locals = checkLocalConstant(constant, locals: context.locals)
                for child in constant.body.reversed() { stack.append((child, inner)) }
            }
        }
    }

    /// A declared slot the body never places: what a call site passes to it is never shown.
    private mutating func reportSlotsNeverPlaced() {
        // A `ViewModifier` may replace the view it modifies, as SwiftUI's body may ignore `content`.
        if view.decl.isViewModifier { return }
        let placed = Set(slotPlacements.map(\.slot))
        var seen: Set<String> = []
        for slot in view.decl.slots where seen.insert(slot.name.name).inserted && !placed.contains(slot.name.name) {
            diagnostics.emit(Catalog.slotNeverPlaced(slot.name.name, of: view.decl.name.name), at: slot.location)
        }
    }

    // MARK: Nodes

    /// Checks the `ForEach` itself and returns the context of its rows, and the content of its modifiers.
    private mutating func visit(_ forEach: ForEachNode, _ context: BodyContext) -> (BodyContext, [([ViewNode], BodyContext)]) {
        traced(.forEach, at: forEach.location)
        if let id = forEach.id { traced(.forEachID, at: id.location) }
        var itemsType = expressions.type(of: forEach.items, locals: context.locals)
        if forEach.bindsElements {
            itemsType = checkBoundItems(forEach, itemsType: itemsType)
        }
        var elementType: ResolvedType?
        if let itemsType, itemsType.isOptional {
            // Swift's `ForEach` takes a collection, and an optional is none.
            diagnostics.emit(
                Catalog.forEachItemsNotCollection(itemsType.description), at: forEach.items.location,
                highlights: [SourceRange(forEach.items.location, length: ExpressionText.render(forEach.items).unicodeScalars.count)]
            )
        }
        switch itemsType?.unwrappingOptional {
        case .array(let element): elementType = element
        case .builtin("Set", let arguments) where arguments.count == 1: elementType = arguments[0]
        default:
            if case .infix(let op, _, _) = forEach.items.kind, op == "..<" || op == "..." {
                elementType = .int
            } else if let itemsType, !itemsType.isOptional, TypeCompatibility.judges(itemsType) || itemsType == .builtin("Any", arguments: []) {
                diagnostics.emit(
                    Catalog.forEachItemsNotCollection(itemsType.description), at: forEach.items.location,
                    highlights: [SourceRange(forEach.items.location, length: ExpressionText.render(forEach.items).unicodeScalars.count)]
                )
            }
        }
        if let id = forEach.id, case .keyPath(nil, let components) = id.kind, let first = components.first, let elementType {
            var idType: ResolvedType? = elementType
            if first != "self" {
                idType = expressions.instanceMemberType(elementType, name: first, at: id.location, reportMissing: true)
                for component in components.dropFirst() {
                    idType = idType.flatMap { expressions.instanceMemberType($0.unwrappingOptional, name: component, at: id.location, reportMissing: false) }
                }
            }
            if let idType, TypeCompatibility.isHashable(idType, symbols: symbols) == false {
                diagnostics.emit(
                    Catalog.forEachIDNotHashable(ExpressionText.render(id), type: idType.description), at: id.location,
                    highlights: [SourceRange(id.location, length: ExpressionText.render(id).unicodeScalars.count)]
                )
            }
        }
        checkRowIdentity(forEach, itemsType: itemsType, elementType: elementType, locals: context.locals)
        var inner = context
        let applied = applyModifiers(forEach.modifiers, context: &inner, receiver: "ForEach", protocols: ModifierPlacement.forEachProtocols)
        inner.locals = LocalScope(name: forEach.itemName.name, kind: forEach.bindsElements ? .forEachBinding : .forEachItem, type: elementType, parent: context.locals)
        inner.forEach = forEach
        return (inner, applied.content)
    }

    private static let viewProtocol = ["View"]

    /// Whether `name` is an input (not a slot) of the view a call names.
    private func isInput(_ name: String, of signature: ViewSignature?, interface: SymbolTable.InterfaceSummary?) -> Bool {
        if let signature { return signature.inputs.contains { $0.name.name == name } || signature.overloads.contains { $0.inputs.contains { $0.name.name == name } } }
        if let interface { return interface.parameterOrder.contains(name) }
        return false
    }

    /// `<ContextMenuButton type=".delete">delete()</ContextMenuButton>`: the code an element of a
    /// view declared in XML holds is the view's one input of function type, as Swift's trailing
    /// closure is, when the view has no slot and no attribute gives that input. Otherwise it is
    /// the element's text, and what reading it as text found is reported.
    @inline(never)
    private mutating func readCode(of element: inout ElementNode, signature: ViewSignature?) {
        let location = element.name.location
        guard let held = view.decl.elementCode.first(where: { $0.element == location }) else { return }
        if let signature, signature.decl.slots.isEmpty, let input = Self.soleClosureInput(of: signature), element.argument(input) == nil {
            let argument = Argument(label: Identifier(input, at: held.code.location), value: .source(held.code), valueLocation: held.code.location)
            element.arguments.append(argument)
            element.text = nil
            resolutions.codeInputs[CallResolutions.Key(location)] = argument
            return
        }
        for diagnostic in held.textDiagnostics { diagnostics.emit(diagnostic) }
    }

    /// The name of a view's one input of function type, optional or not, across its `init`s.
    private static func soleClosureInput(of signature: ViewSignature) -> String? {
        var found: String?
        for candidate in [signature] + signature.overloads {
            for input in candidate.inputs {
                switch input.type.reference {
                case .function, .optional(.function): break
                default: continue
                }
                if let found, found != input.name.name { return nil }
                found = input.name.name
            }
        }
        return found
    }

    /// What checking an element found: the content to check next, each part with its context.
    /// Where an app's one `WindowGroup` is; any other is TRL198.
    private var appWindow: SourceLocation?
    /// The `WindowGroup`s written directly in an app's body: scenes where they are, so never TRL198.
    private var appScenes: Set<SourceLocation> = []

    struct VisitedElement {
        /// The element's children with their context, when it accepts them; checked first.
        var children: ([ViewNode], BodyContext)?
        var content: [([ViewNode], BodyContext)] = []
    }

    /// Checks the element, and returns its content (child views, slots, modifiers' views) with
    /// the context of each part. Content that is not part of the program is reported and left out.
    private mutating func visit(_ written: ElementNode, _ context: BodyContext) -> VisitedElement {
        var element = written
        let name = element.name.name
        traced(.element, at: element.name.location)
        if recordsNamedElements { namedElements.insert(name) }
        if element.placesValue { return visitPlacedValue(element, context) }
        if name == "WindowGroup", element.name.location != appWindow, !appScenes.contains(element.name.location) {
            diagnostics.emit(Catalog.windowGroupOutsideApp(), at: element.name.location)
        }
        var visited = VisitedElement()
        // Looked up once: each lookup hashes the name and copies the signature.
        let signature = signatures[name]
        if let signature, signature.decl.isViewModifier {
            diagnostics.emit(Catalog.viewModifierPlacedAsView(name), at: element.name.location, highlights: [SourceRange(element.name.location, length: name.unicodeScalars.count + 1)])
        }
        if holdsElementCode, element.text != nil { readCode(of: &element, signature: signature) }
        let interface = signature == nil ? symbols.interfaceViews[name] : nil
        // Looked up once too, for the slots and the call.
        let interfaceSummary = interface.map(symbols.summary(of:))
        // Lowercase children named after a slot of the view fill it; the others are modifiers.
        let declaredSlots = signature?.decl.slots ?? []
        let slotNames = interfaceSummary?.slotNames ?? Set(declaredSlots.map(\.name.name))
        var slotFills: [(call: ModifierCall, location: SourceLocation)] = []
        var modifiers: [Modifier] = []
        for modifier in element.modifiers {
            if case .call(let call) = modifier.kind, slotNames.contains(call.name.name) {
                traced(.modifier, at: modifier.location)
                if slotFills.contains(where: { $0.call.name.name == call.name.name }) {
                    diagnostics.emit(Catalog.slotFilledTwice(call.name.name, of: name), at: modifier.location)
                    rejectContent(call.content)
                    continue
                }
                let naming = interfaceSummary?.valueSlotNames.contains(call.name.name) == true ? call.slotValueNaming : nil
                for argument in call.arguments {
                    traced(.argument, at: argument.label.location)
                    if let naming, naming.label.location == argument.label.location { continue }
                    diagnostics.emit(Catalog.slotTakesNoAttributes(call.name.name, of: name), at: argument.label.location)
                }
                if let text = call.textLocation { diagnostics.emit(Catalog.textNotAccepted(call.name.name), at: text) }
                reportNestedSlotElements(of: call)
                slotFills.append((call, modifier.location))
            } else if case .call(let call) = modifier.kind, let code = call.code,
                      isInput(call.name.name, of: signature, interface: interfaceSummary) {
                // `<saveAction>…</saveAction>`: an input written as an element, as a trailing closure is.
                traced(.modifier, at: modifier.location)
                if element.arguments.contains(where: { $0.label.name == call.name.name }) {
                    diagnostics.emit(Catalog.actionGivenTwice(call.name.name), at: modifier.location)
                    continue
                }
                element.arguments.append(Argument(label: Identifier(call.name.name, at: modifier.location.advanced(byColumns: 1)), value: .source(code), valueLocation: code.location))
            } else {
                modifiers.append(modifier)
            }
        }
        reportViewsAfterModifiers(element, modifiers: modifiers)
        var inner = context
        // Most views conform to no protocol besides `View`: one shared array instead of one per element.
        let protocols = interface.map { $0.protocols.isEmpty ? Self.viewProtocol : ["View"] + $0.protocols } ?? Self.viewProtocol
        let holdsForEach = element.children.contains { if case .forEach = $0 { true } else { false } }
        // The views a stack holds: a destination meant for its one view is written in it (TRL247).
        let applied = applyModifiers(modifiers, context: &inner, receiver: name, protocols: protocols, holdsForEach: holdsForEach)
        let identity = applied.identity
        visited.content += applied.content

        var contentAccepted = true
        // A tab's own views are not tabs: their tags belong to their own pickers.
        if name != "Group" { inner.tabSelection = nil }
        // `NavigationView`, deprecated, is the runtime's `NavigationStack` (a stack, as on iPhone).
        if name == "NavigationStack" || name == "NavigationView" || name == "NavigationSplitView" || name == "NavigationLink" {
            // The views it holds are in a stack (a split view's columns, each in its own).
            inner.navigationScope = .stack(element.name.location)
        }
        var childContext = inner
        switch name {
        case "NavigationStack", "NavigationView":
            childContext.navigationStack = inner.environment
            childContext.enclosingStack = element.name.location
            childContext.listSelection = nil
            if context.isNavigationDestination, let outer = context.enclosingStack {
                diagnostics.emit(Catalog.stackInsideDestination(), at: element.name.location, notes: [Note("pushed onto this `NavigationStack`", at: outer)])
            } else if context.navigationScope == .body {
                bodyLevelStacks.append(element.name.location)
            }
        case "NavigationLink":
            // The destination is hosted by the stack, not by the link: the link's own
            // injections, and those between the stack and the link, do not reach it.
            childContext.environment = context.navigationStack
            childContext.isNavigationDestination = true
            childContext.listSelection = nil
        case _ where NavigationRules.lazyContainers.contains(name):
            childContext.lazyContainer = (name, element.name.location)
        default:
            break
        }

        if let signature {
            let chosen = chooseInitializer(element, of: signature, locals: context.locals)
            let child = chosen ?? signature
            var typed = element
            if let chosen {
                typed = readArguments(of: element, for: chosen)
                rowForEach = context.forEach
                checkCallSite(typed, of: chosen, locals: context.locals)
                rowForEach = nil
                if let initializer = chosen.initializer, !signature.overloads.isEmpty {
                    // The `init` chosen, for code generation: its arguments in its parameters' order.
                    var entries: [ResolvedCall.Entry] = []
                    for parameter in initializer.parameters {
                        guard let argument = typed.argument(ViewSignature.callSiteName(of: parameter).name) else { continue }
                        entries.append(.argument(label: parameter.label, argument))
                    }
                    resolutions.elements[CallResolutions.Key(element.name.location)] = ResolvedCall(callee: name, entries: entries)
                }
            } else {
                // No `init` takes the placement (reported): its values are still checked.
                typed.arguments = element.arguments.map { argument in
                    let read = readLeniently(argument)
                    resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = read.value
                    _ = checkValue(read, locals: context.locals)
                    return read
                }
            }
            // The rules read a call site's name and arguments; its content is the body's.
            var callSite = typed
            callSite.children = []
            callSite.modifiers = []
            // Made once: a frame lists the chain's injections in a new array.
            let environment = inner.environment.frame
            var instantiation = Instantiation(
                parent: view.decl.name.name, child: name, callSite: callSite,
                isConditional: context.isConditional, isInForEach: context.isInForEach,
                isNavigationDestination: context.isNavigationDestination, forEach: context.forEach,
                identity: identity,
                injectedAbove: environment.injections.compactMap { injectedTypeName($0) },
                environment: environment, navigationEnvironment: inner.navigationStack.frame,
                environmentIgnoringNavigation: inner.environmentIgnoringNavigation.frame
            )
            instantiation.isPresentedContent = context.isPresentedContent
            instantiation.presentedItem = context.presentedItem
            instantiation.navigationScope = context.navigationScope
            instantiation.lazyContainer = context.lazyContainer?.name
            if context.isNavigationDestination { instantiation.pushedOntoStack = context.enclosingStack }
            instantiation.slotSegments = context.slotSegments
            instantiations.append(instantiation)
            recordInstantiation(instantiation, at: inner, in: context)
            if let text = element.text {
                traced(.text, at: text.location)
                contentAccepted = false
                diagnostics.emit(
                    declaredSlots.isEmpty ? Catalog.contentNotAccepted(name, accepted: Self.describeAccepted(child.inputs.map(\.name.name))) : Catalog.textNotAccepted(name),
                    at: text.location
                )
            } else if let first = element.children.first, declaredSlots.isEmpty {
                contentAccepted = false
                diagnostics.emit(Catalog.contentNotAccepted(name, accepted: Self.describeAccepted(child.inputs.map(\.name.name))), at: first.location)
            }
            if let first = declaredSlots.first, let written = element.children.first, contentAccepted,
               slotFills.contains(where: { $0.call.name.name == first.name.name }) {
                // The views written directly fill the first slot, which its own element fills too.
                contentAccepted = false
                diagnostics.emit(Catalog.slotFilledTwice(first.name.name, of: name), at: written.location)
            }
            if !declaredSlots.isEmpty {
                // The views passed in each slot, as closures after the call's arguments.
                var entries: [ResolvedCall.Entry] = []
                for (index, slot) in declaredSlots.enumerated() {
                    if let fill = slotFills.first(where: { $0.call.name.name == slot.name.name }) {
                        entries.append(.slot(label: slot.label, content: fill.call.content, location: fill.location))
                        visited.content.append((fill.call.content, inner.content(passedTo: name, slot: slot.name.name, at: element.name.location)))
                    } else if index == 0 && contentAccepted {
                        entries.append(.slot(label: slot.label, content: element.children, location: nil))
                        childContext = inner.content(passedTo: name, slot: slot.name.name, at: element.name.location)
                    } else {
                        if slot.isRequiredSlot {
                            diagnostics.emit(Catalog.missingArgument(slot.name.name, of: name), at: element.name.location, notes: [Note("slot `\(slot.name.name)` declared here", at: slot.location)])
                        }
                        entries.append(.slot(label: slot.label, content: [], location: nil))
                    }
                }
                resolutions.elements[CallResolutions.Key(element.name.location)] = ResolvedCall(callee: name, entries: entries)
            }
        } else if let interface, let interfaceSummary {
            // `Text`'s content is its text, with `{expr}` holes; its attributes are the other
            // initializers, but for `comment`, a note to translators beside the text, which
            // Trellis, having no string tables, checks and keeps nowhere.
            let commentsText = name == "Text" && element.text.map { !$0.segments.isEmpty } == true
                && !element.arguments.isEmpty && element.arguments.allSatisfy { $0.label.name == "comment" }
            let isTextWithContent = name == "Text" && (element.arguments.isEmpty || commentsText)
            if commentsText { checkTextComments(element.arguments) }
            // Only an element with text, or with one child, is asked: the others cost nothing more.
            if element.text != nil, name != "Text" { Self.readTextAsLabel(of: &element, interface: interface) }
            // A `Text` holds no views, so its name need not be compared.
            if element.children.count == 1 { readPlacedStringAsTitle(of: &element, interface: interface, locals: context.locals) }
            if let text = element.text {
                traced(.text, at: text.location)
                if name != "Text" {
                    diagnostics.emit(Catalog.textNotAccepted(name), at: text.location)
                } else if !text.segments.isEmpty && !element.arguments.isEmpty && !commentsText,
                          // An attribute no initializer takes is reported as what it is, once.
                          element.arguments.allSatisfy({ interfaceSummary.parameterOrder.contains($0.label.name) }) {
                    diagnostics.emit(
                        Catalog.noMatchingOverload(name, isModifier: false, given: Self.conjunction(element.arguments.map { "`\($0.label.name)`" } + ["text"])),
                        at: text.location
                    )
                } else {
                    expressions.check(text, locals: context.locals)
                }
            }
            for argument in element.arguments { traced(.argument, at: argument.label.location) }
            if !isTextWithContent {
                let shape = CallShape(arguments: element.arguments, content: element.children, slotFills: slotFills, location: element.name.location, hasText: element.text.map { !$0.segments.isEmpty } ?? false)
                if let call = resolveCall(interface, summary: interfaceSummary, shape: shape, locals: context.locals, acceptedContent: &contentAccepted) {
                    resolutions.elements[CallResolutions.Key(element.name.location)] = call
                    if name == "NavigationLink" || name == "NavigationStack" {
                        recordPushedValue(call, of: name, locals: context.locals, stack: context.enclosingStack, listSelection: context.listSelection)
                    }
                    if name == "List", let selection = selectionType(of: call, locals: context.locals) {
                        childContext.listSelection = Self.selectedValueType(selection.type)
                    }
                    if name == "Picker" {
                        childContext.pickerSelection = selectionType(of: call, locals: context.locals)
                        inner.pickerSelection = childContext.pickerSelection
                    }
                    if name == "TabView" {
                        childContext.tabSelection = selectionType(of: call, locals: context.locals)
                        childContext.pickerSelection = nil
                        inner.tabSelection = childContext.tabSelection
                    } else if name == "Tab", let selection = context.tabSelection {
                        // SwiftUI infers `Tab(value: .settings)`'s type from the selection; the
                        // generated tab stands alone, so it names the type.
                        let qualified = Self.qualifyingTagMember(of: call, by: selection.type)
                        resolutions.elements[CallResolutions.Key(element.name.location)] = qualified
                        checkTag(qualified, against: selection, container: "TabView", locals: context.locals)
                    }
                    for (index, entry) in call.entries.enumerated() {
                        guard case .slot(_, let content, let location) = entry else { continue }
                        // A slot that takes a value (`GeometryReader`'s proxy) names it for its content.
                        let valueScope = call.slotValueNames[index].map { valueName in
                            LocalScope(name: valueName.name, kind: .closureParameter, type: slotValueLocals[CallResolutions.Key(valueName.location)],
                                       parent: context.locals, declaredAt: valueName.location)
                        }
                        guard let location else {
                            if let valueScope { childContext.locals = valueScope }
                            continue
                        }
                        var slotContext = inner
                        if let valueScope { slotContext.locals = valueScope }
                        // Each column of a split view is a stack of its own.
                        if name == "NavigationSplitView" { slotContext.navigationScope = .stack(location) }
                        visited.content.append((content, slotContext))
                    }
                } else {
                    for fill in slotFills { visited.content.append((fill.call.content, inner)) }
                }
            }
        } else {
            let isSwiftUIView = symbols.unavailableViews.contains(name) || Prelude.unavailableViewNames.contains(name)
            let suggestion = isSwiftUIView ? nil : suggester.view(name)
            // A view of a file that does not parse: that file's error is the one to fix.
            if isSwiftUIView || !symbols.namesOfUnparsedFiles.contains(name) {
                diagnostics.emit(
                    isSwiftUIView ? Catalog.swiftUIViewNotAvailable(name) : Catalog.unknownView(name, suggestion: suggestion),
                    at: element.name.location, highlights: [SourceRange(element.name.location, length: name.unicodeScalars.count + 1)]
                )
            }
            unknownCallSites.append(DroppedContent(location: element.name.location, elementNames: Set([name] + (suggestion.map { [$0] } ?? []))))
            if let text = element.text {
                traced(.text, at: text.location)
                expressions.check(text, locals: context.locals)
            }
            for argument in element.arguments {
                let read = readLeniently(argument)
                resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = read.value
                _ = checkValue(read, locals: context.locals)
            }
        }
        if contentAccepted {
            visited.children = (element.children, childContext)
        } else {
            rejectContent(element.children)
        }
        return visited
    }

    /// `<Button action="save()">Save</Button>` is Swift's `Button("Save") { save() }`: a view's
    /// text is its title where one of its initializers takes an unlabeled `String` named `title`
    /// (and views beside the text, where that initializer has a slot for them: `Menu("Options")
    /// { … }`), or else a `Text` in its first slot where that slot is its `label` (`Slider(value:)
    /// { Text("Volume") }`). The declaration decides, not the view's name. Asked only of an
    /// element with text; left as written (TRL113) beside a `title` attribute, or beside views
    /// no such initializer takes.
    static func readTextAsLabel(of element: inout ElementNode, interface: InterfaceDecl) {
        guard let text = element.text, !text.segments.isEmpty, element.argument("title") == nil else { return }
        let hasViews = !element.children.isEmpty
        if interface.overloads.contains(where: { $0.parameters.contains(where: isUnlabeledTitle) && (!hasViews || !$0.slots.isEmpty) }) {
            let value: ArgumentValue = text.soleExpression.map { .expression($0) } ?? .string(text)
            element.arguments.insert(Argument(label: Identifier("title", at: text.location), value: value, valueLocation: text.location), at: 0)
            element.text = nil
        } else if !hasViews, interface.overloads.contains(where: { $0.slots.first?.name.name == "label" }) {
            element.children = [.element(ElementNode(name: Identifier("Text", at: text.location), text: text))]
            element.text = nil
        }
    }

    /// `<Button action="save()">{item.name}</Button>`: a `String` placed alone inside a view
    /// that takes a title is that title, as text with one hole is (`Button(item.name) { … }`);
    /// a view placed there is still the view's label.
    private func readPlacedStringAsTitle(of element: inout ElementNode, interface: InterfaceDecl, locals: LocalScope?) {
        guard element.children.count == 1, case .element(let only) = element.children[0], only.placesValue,
              only.arguments.isEmpty, only.modifiers.isEmpty, only.children.isEmpty, only.text == nil,
              element.argument("title") == nil,
              interface.overloads.contains(where: { $0.parameters.contains(where: Self.isUnlabeledTitle) }),
              case .builtin("String", _)? = expressions.type(ofSilently: only.placedValue, locals: locals) else { return }
        let location = only.name.location.advanced(byColumns: 1)
        element.arguments.insert(Argument(label: Identifier("title", at: location), value: .expression(only.placedValue), valueLocation: location), at: 0)
        element.children = []
    }

    private static func isUnlabeledTitle(_ parameter: ParameterDecl) -> Bool {
        !parameter.isSlot && parameter.label == nil && parameter.name.name == "title" && parameter.typeText == "String"
    }

    /// `comment` of a `Text` with text: Swift's `StaticString`, a literal without holes.
    private mutating func checkTextComments(_ comments: [Argument]) {
        for comment in comments {
            let read = read(comment, as: .text)
            if case .string(let string) = read.value, !string.segments.contains(where: { if case .expression = $0 { true } else { false } }) { continue }
            if case .source = read.value { continue }
            diagnostics.emit(Catalog.typeMismatch("String", input: "comment", expected: "StaticString?"), at: comment.valueLocation)
        }
    }

    /// `some View`, the type of a model's, struct's or enum's computed view (`screen.label`).
    static func isOpaqueView(_ type: ResolvedType) -> Bool {
        switch type {
        case .builtin("View", _), .existential("View"): true
        default: false
        }
    }

    /// `<image><resizable/></image>`: a value in scope placed as a view, Swift's `image.resizable()`.
    /// Its modifiers apply to the value's type; a type the checker cannot judge is left to swiftc.

    private mutating func visitPlacedValue(_ element: ElementNode, _ context: BodyContext) -> VisitedElement {
        var visited = VisitedElement()
        let name = element.name.name
        let nameLocation = element.name.location.advanced(byColumns: 1)
        var receiver = "View"
        var receiverIsJudged = false
        if let type = expressions.type(of: element.placedValue, locals: context.locals) {
            let typeName = type.description
            if signatures[typeName] != nil || symbols.interfaceViews[typeName] != nil || typeName == "AnyView" || Self.isOpaqueView(type) {
                receiver = typeName
                receiverIsJudged = true
            } else if TypeCompatibility.judges(type) {
                diagnostics.emit(
                    Catalog.placedValueNotView(name, type: typeName), at: nameLocation,
                    // `statusBadge()` names a helper's result; the element is written `<statusBadge/>`.
                    highlights: [SourceRange(nameLocation, length: name.unicodeScalars.count - (element.callsFunction ? 2 : 0))]
                )
            }
        }
        if let text = element.text {
            traced(.text, at: text.location)
            diagnostics.emit(Catalog.textNotAccepted(name), at: text.location)
        }
        if let first = element.children.first {
            diagnostics.emit(Catalog.contentNotAccepted(name, accepted: Self.describeAccepted([])), at: first.location)
            rejectContent(element.children)
        }
        var inner = context
        visited.content = applyModifiers(element.modifiers, context: &inner, receiver: receiver, protocols: Self.viewProtocol, receiverIsJudged: receiverIsJudged).content
        return visited
    }

    /// Content that is not part of the program: it counts for nothing in the ownership rules.
    private mutating func rejectContent(_ nodes: [ViewNode]) {
        var pending = nodes
        while let node = pending.popLast() {
            switch node {
            case .element(let inner):
                viewsInRejectedContent.insert(inner.name.name)
                pending += inner.children
                for case .call(let call) in inner.modifiers.map(\.kind) { pending += call.allContent }
            case .conditional(let conditional): pending += conditional.thenBody + (conditional.elseBody ?? [])
            case .forEach(let forEach): pending += forEach.body
            case .switchNode(let node): pending += node.cases.flatMap(\.body)
            case .localConstant(let constant): pending += constant.body
            case .slot: break
            case .member(let use):
                for argument in use.arguments { resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = readLeniently(argument).value }
            }
        }
    }

    /// A child view written after a modifier: modifiers follow the content.
    private mutating func reportViewsAfterModifiers(_ element: ElementNode, modifiers: [Modifier]) {
        // The language's own modifiers are ordered by the syntax stage.
        guard let firstCall = modifiers.first(where: { if case .call = $0.kind { true } else { false } }),
              case .call(let call) = firstCall.kind else { return }
        let firstModifier = firstCall.location
        guard let late = element.children.first(where: { $0.location > firstModifier }) else { return }
        // Swift's `HStack { … }.frame(…)` written after the view it means, among more views.
        if case .element(let before)? = element.children.last(where: { $0.location < firstModifier }) {
            let modifier = call.name.name
            diagnostics.emit(Catalog.schemaViolation(
                "modifier `\(modifier)` written between the views of `\(element.name.name)` would modify `\(element.name.name)`, whose modifiers follow its content; to modify `\(before.name.name)`, write it inside `<\(before.name.name)>` after its content"
            ), at: firstModifier)
            return
        }
        let lateName: String = switch late {
        case .element(let child): child.name.name
        case .conditional: "if"
        case .switchNode: "switch"
        case .localConstant: "let"
        case .forEach: "ForEach"
        case .slot: "slot"
        case .member(let use): use.name.name
        }
        diagnostics.emit(Catalog.schemaViolation("`\(lateName)` must come before the modifiers of `\(element.name.name)`; modifiers follow the content"), at: late.location)
    }

    /// The call site's attributes read by the types of the inputs they are passed to.
    mutating func readArguments(of element: ElementNode, for child: ViewSignature) -> ElementNode {
        var typed = element
        typed.arguments = element.arguments.map { argument in
            let read: Argument
            // Looked up once: each lookup hashes the label and copies the declaration.
            let input = child.input(argument.label.name)
            if let input, let closure = readClosure(argument, type: input.type.reference) {
                read = closure
            } else if let input {
                read = self.read(argument, as: inputReading(input, type: child.inputTypes[argument.label.name]))
            } else {
                read = readLeniently(argument)
            }
            resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = read.value
            return read
        }
        return typed
    }

    private func inputReading(_ input: PropertyDecl, type: ResolvedType?) -> ParameterReading {
        if input.kind == .binding || input.kind == .focusBinding { return .binding(type?.bindingValue) }
        if case .named("String", []) = input.type.reference { return .text }
        if case .optional(.named("String", [])) = input.type.reference { return .text }
        // An input whose `type` is missing (reported) reads its value leniently, as text with `{…}` values.
        if input.type.reference == .unwritten { return .text }
        // `label: "settings.primary"`: a key is written as text, as SwiftUI's titles are.
        if case .named("LocalizedStringKey", []) = input.type.reference { return .text }
        return .expression(type)
    }

    /// "only modifiers", "only the attribute `a`, and modifiers", "only the attributes `a` and `b`, and modifiers".
    static func describeAccepted(_ attributes: [String]) -> String {
        let quoted = attributes.map { "`\($0)`" }
        switch quoted.count {
        case 0: return "only modifiers"
        case 1: return "only the attribute \(quoted[0]), and modifiers"
        default: return "only the attributes \(quoted.dropLast().joined(separator: ", ")) and \(quoted.last!), and modifiers"
        }
    }

    /// Checks modifiers in document order, adds their injections to `context`, and returns the
    /// last `id` and the views modifiers take (`overlay`, `toolbar`), each with its context: a
    /// modifier's views see the injections of the modifiers after it, which wrap it.
    /// `holdsForEach`: the modified view holds a `ForEach` (a `List`'s rows).
    private mutating func applyModifiers(_ modifiers: [Modifier], context: inout BodyContext, receiver: String, protocols: [String], receiverIsJudged: Bool = true, holdsForEach: Bool = false) -> (identity: Expr?, content: [([ViewNode], BodyContext)]) {
        var identity: Expr?
        let outer = context
        let outerLocals = context.locals
        var conformances = protocols
        // The modified view's own type, while the modifiers keep it (`Image`'s `resizable()` is an
        // `Image`): a modifier declared `on` that type applies.
        var ownType: String? = receiver
        // What an unknown modifier returns is unknown, so the next modifier's receiver is not judged;
        // nor is the first one's when the receiver's type is left to swiftc.
        var followsUnknownModifier = !receiverIsJudged
        var injectionIDs: [Int?] = []
        injectionIDs.reserveCapacity(modifiers.count)
        var contentOf: [(index: Int, nodes: [ViewNode])] = []
        /// The value a destination's content names, if any, by modifier index.
        var destinationContent: [Int: LocalScope?] = [:]
        /// The value a slot's closure receives, for the content of that slot (by its first node).
        var slotLocals: [SourceLocation: LocalScope] = [:]
        for (index, modifier) in modifiers.enumerated() {
            traced(.modifier, at: modifier.location)
            injectionIDs.append(nil)
            switch modifier.kind {
            case .id(let value):
                _ = expressions.infer(value, locals: outerLocals)
                identity = value
                if let allowance = modifier.allowance { ObjectOwnershipRules.check(allowance, diagnostics: &diagnostics) }
                if let fresh = FreshIdentity.freshValue(in: value), modifier.allowance?.permits("TRL283") != true {
                    diagnostics.emit(
                        Catalog.identityCreatedEachUpdate(ExpressionText.render(fresh), view: view.decl.name.name), at: fresh.location,
                        highlights: [SourceRange(fresh.location, length: ExpressionText.render(fresh).unicodeScalars.count)]
                    )
                }
            case .onAppear(let statements), .onDisappear(let statements):
                if let (name, expr) = ExpressionChecker.soleName(statements),
                   expressions.checkFunctionReference(name, at: expr, expected: Self.plainAction, passedTo: Self.appearanceName(modifier.kind), locals: outerLocals) {
                    continue
                }
                // `onAppear(perform: timer.start)`: generated as `{ timer.start() }`.
                if statements.count == 1, case .expression(let expr) = statements[0].kind, case .member = expr.kind,
                   expressions.checkMethodReference(expr, expected: Self.plainAction, passedTo: Self.appearanceName(modifier.kind), locals: outerLocals) != nil {
                    continue
                }
                expressions.check(statements, locals: outerLocals)
            case .onChange(let of, let oldName, let newName, let initial, let action):
                let type = expressions.type(of: of, locals: outerLocals)
                if let initial {
                    expressions.checkConversion(initial, inferred: expressions.type(of: initial, locals: outerLocals), to: .bool, in: "`initial` of `onChange`", locals: outerLocals)
                }
                var locals = outerLocals
                locals = LocalScope(name: oldName?.name ?? "oldValue", kind: .onChangeParameter, type: type, parent: locals)
                locals = LocalScope(name: newName?.name ?? "newValue", kind: .onChangeParameter, type: type, parent: locals)
                expressions.check(action, locals: locals)
            case .environmentValue(let key, let value):
                checkEnvironmentWrite(key: key, value: value, locals: outerLocals)
                continue
            case .environmentObject(let value), .environment(let value):
                let channel: EnvironmentChannel = if case .environmentObject = modifier.kind { .environmentObject } else { .environment }
                let type = expressions.type(of: value, locals: outerLocals)
                let key = type.flatMap { type -> EnvironmentKey? in
                    guard case .model(let name, _) = type.unwrappingOptional else { return nil }
                    return EnvironmentKey(channel: channel, typeName: name)
                }
                // One injection per modifier, however many places check it: the places below it
                // then share their environment, and are checked once.
                let id: Int
                if let known = injectionIDsByLocation[modifier.location] {
                    id = known
                } else {
                    id = firstInjectionID + injections.count
                    injections.append(EnvironmentInjection(id: id, key: key, view: view.decl.name.name, value: value, location: modifier.location, allowance: modifier.allowance))
                    injectionIDsByLocation[modifier.location] = id
                }
                injectionIDs[index] = id
                context.pushInjection(id, key: key)
            case .call(var call):
                for argument in call.arguments { traced(.argument, at: argument.label.location) }
                guard let declaration = symbols.modifiers[call.name.name] else {
                    // What an unknown modifier would have meant is unknown: it concludes nothing.
                    reportUnknownModifier(call, at: modifier.location)
                    rejectContent(call.allContent)
                    conformances = Self.viewProtocol
                    ownType = nil
                    followsUnknownModifier = true
                    continue
                }
                if let deprecation = declaration.deprecation { reportDeprecated(call, deprecation, at: modifier.location) }
                if let code = call.code, let parameter = Self.trailingClosureParameter(of: declaration, given: call.arguments) {
                    // Code written inside a modifier is its trailing closure, as in Swift.
                    call.arguments.append(Argument(label: Identifier(parameter, at: modifier.location.advanced(byColumns: 1)), value: .source(code), valueLocation: code.location))
                    call.textLocation = nil
                }
                if !call.slotFills.isEmpty { Self.adoptClosureElements(of: &call, declaration: declaration) }
                if let text = call.textLocation {
                    // `<font>.headline</font>`: the text is the value of the one input the modifier
                    // needs, so its missing argument is not reported again.
                    if call.arguments.isEmpty, call.content.isEmpty, call.slotFills.isEmpty, let written = call.code?.text,
                       let input = Self.soleRequiredValue(of: declaration) {
                        let value = String(written.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
                        diagnostics.emit(Catalog.textGivenForValue(call.name.name, input: input, value: value), at: text)
                        conformances = Self.viewProtocol
                        ownType = nil
                        followsUnknownModifier = true
                        continue
                    }
                    diagnostics.emit(Catalog.textNotAccepted(call.name.name), at: text)
                }
                if let required = declaration.receiver, !followsUnknownModifier, !declaration.receivers.contains(where: { conformances.contains($0) || $0 == ownType }) {
                    let forEachInside = holdsForEach && ModifierPlacement.forEachProtocols.contains(required)
                    let described = declaration.receivers.joined(separator: "` or `")
                    diagnostics.emit(Catalog.modifierNeedsReceiver(call.name.name, receiver: described, view: receiver, forEachInside: forEachInside), at: modifier.location)
                }
                var accepted = true
                // Looked up once, for the slots, the call and the values its slots name.
                let summary = symbols.summary(of: declaration)
                let valueSlots = summary.valueSlotNames
                let fills = modifierSlotFills(of: call, valueSlots: valueSlots)
                let namingAttributes = slotValuesNamedByAttributes(of: call, declaration: declaration, valueSlots: valueSlots, fills: fills)
                let namingLocations = Set(namingAttributes.values.map(\.label.location))
                let arguments = namingAttributes.isEmpty ? call.arguments : call.arguments.filter { !namingLocations.contains($0.label.location) }
                let shape = CallShape(arguments: arguments, content: call.content, slotFills: fills, location: modifier.location)
                if var resolved = resolveCall(declaration, summary: summary, shape: shape, locals: outerLocals, acceptedContent: &accepted) {
                    nameSlotValues(of: &resolved, declaration: declaration, summary: summary, call: call, fills: fills, namingAttributes: namingAttributes, locals: outerLocals, at: modifier.location, into: &slotLocals)
                    // A value the call's own `item` (or an attribute of its own name) names,
                    // `alert(…, presenting: pending) { file in … } message: { file in … }`: each
                    // slot's content sees it. A destination names its value where it is checked.
                    if call.name.name != "navigationDestination" {
                        for (index, valueName) in resolved.slotValueNames {
                            guard index < resolved.entries.count, case .slot(_, let content, _) = resolved.entries[index],
                                  let first = content.first, slotLocals[first.location] == nil else { continue }
                            slotLocals[first.location] = LocalScope(
                                name: valueName.name, kind: .closureParameter, type: slotValueLocals[CallResolutions.Key(valueName.location)],
                                parent: outerLocals, declaredAt: valueName.location
                            )
                        }
                    }
                    var reportedNaming: Set<SourceLocation> = []
                    for argument in namingAttributes.values where !resolved.slotValueNames.values.contains(where: { $0.location == argument.label.location })
                        && reportedNaming.insert(argument.label.location).inserted {
                        let message = valueSlots.contains(argument.label.name)
                            ? Catalog.slotGivenAsAttribute(argument.label.name, of: call.name.name)
                            : Catalog.unknownArgument(argument.label.name, of: call.name.name, suggestion: nil)
                        diagnostics.emit(message, at: argument.label.location)
                    }
                    // `item` on a slot of the chosen form that receives no value names nothing.
                    for fill in fills {
                        guard let item = fill.call.slotValueNaming,
                              !resolved.slotValueNames.values.contains(where: { $0.location == item.label.location }) else { continue }
                        diagnostics.emit(Catalog.slotTakesNoAttributes(fill.call.name.name, of: call.name.name), at: item.label.location)
                    }
                    resolutions.modifiers[CallResolutions.Key(modifier.location)] = resolved
                    if call.name.name == "tag", let (selection, container) = outer.tabSelection.map({ ($0, "TabView") }) ?? outer.pickerSelection.map({ ($0, "Picker") }) {
                        let key = CallResolutions.Key(modifier.location)
                        resolutions.modifiers[key] = Self.qualifyingTagMember(of: resolved, by: selection.type)
                        checkTag(resolutions.modifiers[key] ?? resolved, against: selection, container: container, locals: outerLocals)
                    }
                    if call.name.name == "navigationDestination" {
                        destinationContent[index] = checkDestination(resolved, at: modifier.location, context: outer, receiver: receiver)
                    }
                    for fill in fills { contentOf.append((index, fill.call.content)) }
                } else {
                    for fill in fills { rejectContent(fill.call.content) }
                }
                if accepted { contentOf.append((index, call.content)) } else { rejectContent(call.content) }
                if let provided = declaration.provides {
                    // `modelContainer` places a `ModelContext` for the views below, as an injection does.
                    let key = EnvironmentKey(channel: .provided, typeName: provided)
                    let id: Int
                    if let known = injectionIDsByLocation[modifier.location] {
                        id = known
                    } else {
                        id = firstInjectionID + injections.count
                        let value = Expr(.identifier(call.name.name), at: modifier.location)
                        injections.append(EnvironmentInjection(id: id, key: key, view: view.decl.name.name, value: value, location: modifier.location, allowance: modifier.allowance))
                        injectionIDsByLocation[modifier.location] = id
                    }
                    injectionIDs[index] = id
                    context.pushInjection(id, key: key)
                }
                conformances = declaration.returns.isEmpty ? Self.viewProtocol : ["View"] + declaration.returns
                if let type = ownType, !declaration.returns.contains(type) { ownType = nil }
                followsUnknownModifier = false
                continue
            }
            conformances = Self.viewProtocol
            ownType = nil
            followsUnknownModifier = false
        }
        var content: [([ViewNode], BodyContext)] = []
        for (index, nodes) in contentOf where !nodes.isEmpty {
            var modifierContext = outer
            modifierContext.tabSelection = nil
            var itemScope: LocalScope?
            if let first = nodes.first, let local = slotLocals[first.location] {
                modifierContext.locals = local
                itemScope = local
            }
            if case .call(let call) = modifiers[index].kind, Self.presentingModifiers.contains(call.name.name) {
                modifierContext.isPresentedContent = true
                modifierContext.navigationScope = .presented(modifiers[index].location)
                modifierContext.enclosingStack = nil
                modifierContext.listSelection = nil
                // Content presented for an item is built afresh for each item (TRL204).
                if call.argument("item") != nil, let itemScope { modifierContext.presentedItem = itemScope.name }
            }
            for id in injectionIDs[(index + 1)...].compactMap({ $0 }) { modifierContext.pushInjection(id, key: injectionKey(id)) }
            if let valueScope = destinationContent[index] {
                // A destination is hosted by its stack: it sees what the stack sees, not what
                // the pushing screen injects (around the modifier or below it).
                modifierContext.environment = outer.navigationStack
                modifierContext.isNavigationDestination = true
                modifierContext.navigationScope = .stack(modifiers[index].location)
                modifierContext.lazyContainer = nil
                modifierContext.listSelection = nil
                if let valueScope { modifierContext.locals = valueScope }
            }
            content.append((nodes, modifierContext))
        }
        return (identity, content)
    }

    mutating func recordPushed(_ value: NavigationRules.PushedValue) { pushedValues.append(value) }

    /// A `navigationDestination`: registered for its value's type (or presented by a flag), and
    /// not inside a lazy container (TRL245). Returns the scope naming the pushed value, if any.
    private mutating func checkDestination(_ call: ResolvedCall, at location: SourceLocation, context: BodyContext, receiver: String) -> LocalScope? {
        if ElementNode.navigationStacks.contains(receiver) {
            diagnostics.emit(Catalog.destinationOnStack(), at: location)
        }
        if let lazy = context.lazyContainer {
            diagnostics.emit(
                Catalog.destinationInLazyContainer(lazy.name), at: location,
                notes: [Note("inside this `\(lazy.name)`, whose rows are built only when shown", at: lazy.location)]
            )
        } else if let segment = context.slotSegments.last, !context.isNavigationDestination || segment.call.isNavigationDestination {
            // Content a view places: the view decides whether a lazy container is around it.
            pendingDestinationChecks.append(PendingDestinationCheck(location: location, segments: context.slotSegments))
        }
        guard let name = call.slotValueNames.values.first else {
            if receiver != "NavigationStack" { destinations.append(RegisteredDestination(typeName: nil, location: location, scope: context.navigationScope, branches: context.branches)) }
            // A destination whose value is not named (TRL132) may be for any type: links in its stack are not judged.
            if call.arguments.contains(where: { $0.label.name == "for" }) {
                registeredDestinationStacks.append(NavigationRules.Registration(typeName: nil, stack: context.enclosingStack, scope: receiver == "NavigationStack" ? .unknown : context.navigationScope, view: view.decl.name.name, location: location))
            }
            return nil
        }
        let type = slotValueLocals[CallResolutions.Key(name.location)]
        if let type {
            registeredDestinationTypes.insert(type.description)
            if call.arguments.contains(where: { $0.label.name == "for" }) {
                registeredDestinationStacks.append(NavigationRules.Registration(typeName: type.description, stack: context.enclosingStack, scope: receiver == "NavigationStack" ? .unknown : context.navigationScope, view: view.decl.name.name, location: location))
            }
        }
        if receiver != "NavigationStack" {
            // `item:` names its value too, but pushes by the binding, not by type.
            let typeName = call.arguments.contains { $0.label.name == "for" } ? type.map(\.description) : nil
            destinations.append(RegisteredDestination(typeName: typeName, location: location, scope: context.navigationScope, branches: context.branches))
        }
        return LocalScope(name: name.name, kind: .closureParameter, type: type, parent: context.locals, declaredAt: name.location)
    }

    /// The value type of a `Picker`'s `selection` binding, where known.
    private mutating func selectionType(of call: ResolvedCall, locals: LocalScope?) -> (type: ResolvedType, location: SourceLocation)? {
        guard let selection = call.arguments.first(where: { $0.label.name == "selection" }),
              case .expression(let expr) = selection.value,
              case .binding(let value)? = expressions.type(of: expr, locals: locals) else { return nil }
        return (value, selection.valueLocation)
    }

    /// The type of one value a list's selection holds: `T` of a `T?` or a `Set<T>`.
    static func selectedValueType(_ selection: ResolvedType) -> ResolvedType {
        if case .builtin("Set", let arguments) = selection, arguments.count == 1 { return arguments[0] }
        return selection.unwrappingOptional
    }

    /// A tag's implicit member (`.dark`) named by the selection's type (`Theme.dark`): the tag's
    /// parameter is generic, so swiftc has no type to look `.dark` up in, while the `Picker`
    /// beside it does. Generated so, the tag means what the XML says and compiles.
    static func qualifyingTagMember(of call: ResolvedCall, by selection: ResolvedType) -> ResolvedCall {
        guard let index = call.entries.firstIndex(where: { if case .argument(_, let argument) = $0 { argument.label.name == "value" } else { false } }),
              case .argument(let label, var argument) = call.entries[index],
              case .expression(let expr) = argument.value, case .implicitMember(let name) = expr.kind else { return call }
        let typeName: String
        switch selection.unwrappingOptional {
        case .enumeration(let type), .structure(let type): typeName = type
        default: return call
        }
        let parts = typeName.split(separator: ".").map(String.init)
        guard let first = parts.first else { return call }
        var base = Expr(.identifier(first), at: expr.location)
        for part in parts.dropFirst() { base = Expr(.member(base: base, name: part, nameLocation: expr.location), at: expr.location) }
        argument.value = .expression(Expr(.member(base: base, name: name, nameLocation: expr.location.advanced(byColumns: 1)), at: expr.location))
        var qualified = call
        qualified.entries[index] = .argument(label: label, argument)
        return qualified
    }

    /// A tag matches a selection of its own type, or of its optional (SwiftUI tags both); any
    /// other tag selects nothing, silently.
    private mutating func checkTag(_ call: ResolvedCall, against selection: (type: ResolvedType, location: SourceLocation), container: String, locals: LocalScope?) {
        guard let tag = call.arguments.first(where: { $0.label.name == "value" }), case .expression(let expr) = tag.value,
              let type = expressions.type(of: expr, locals: locals) else { return }
        let expected = selection.type
        guard TypeCompatibility.judges(expected), TypeCompatibility.judges(type) else { return }
        if TypeCompatibility.isAssignable(type, to: expected, expression: expr) || TypeCompatibility.isAssignable(type, to: expected.unwrappingOptional, expression: expr) { return }
        diagnostics.emit(
            Catalog.tagNeverSelected(type.description, selection: expected.description, container: container), at: tag.valueLocation,
            notes: [Note("the `\(container)`'s selection, of type `\(expected)`, is bound here", at: selection.location)]
        )
    }

    /// The parameter that code written inside a modifier's element fills, as Swift's trailing
    /// closure does: the last function-typed parameter of an overload that takes every given
    /// attribute, when all such overloads agree on it.
    static func trailingClosureParameter(of declaration: InterfaceDecl, given arguments: [Argument]) -> String? {
        let given = Set(arguments.map(\.label.name))
        var found: (name: String, swiftLabel: String)?
        for overload in declaration.overloads {
            let names = Set(overload.parameters.map(\.name.name))
            guard given.isSubset(of: names),
                  let closure = overload.parameters.last(where: { !$0.isSlot && ($0.typeText?.contains("->") ?? false) }),
                  !given.contains(closure.name.name) else { continue }
            // Overloads that only name Swift's one closure differently (`onDelete`'s `action` and
            // `perform`, both Swift's `perform:`) take the code alike.
            let swiftLabel = closure.label ?? closure.name.name
            if let found, found.swiftLabel != swiftLabel { return nil }
            if found == nil { found = (closure.name.name, swiftLabel) }
        }
        return found?.name
    }

    /// `<onTapGesture><action>taps += 1</action></onTapGesture>`: a child element named as a
    /// function-typed parameter and holding code is that argument, as `Button`'s `<action>` is.
    static func adoptClosureElements(of call: inout ModifierCall, declaration: InterfaceDecl) {
        let closures = Set(declaration.overloads.flatMap(\.parameters).filter { !$0.isSlot && ($0.typeText?.contains("->") ?? false) }.map(\.name.name))
        var adopted: [Argument] = []
        let fills = call.slotFills.filter { fill in
            guard case .call(let input) = fill.kind, let code = input.code, closures.contains(input.name.name), input.arguments.isEmpty,
                  !call.arguments.contains(where: { $0.label.name == input.name.name }) else { return true }
            adopted.append(Argument(label: Identifier(input.name.name, at: fill.location.advanced(byColumns: 1)), value: .source(code), valueLocation: code.location))
            return false
        }
        guard !adopted.isEmpty else { return }
        call.slotFills = fills
        call.arguments += adopted
    }

    /// A deprecated modifier, warned about as swiftc warns; a renamed one gets a fix-it that
    /// renames its element when the element is written empty (self-closing, the start tag only).
    private mutating func reportDeprecated(_ call: ModifierCall, _ deprecation: InterfaceDecl.Deprecation, at location: SourceLocation) {
        var fixIts: [FixIt] = []
        if let renamed = deprecation.renamed, call.content.isEmpty, call.slotFills.isEmpty, call.code == nil {
            let name = SourceRange(location.advanced(byColumns: 1), length: call.name.name.utf8.count)
            fixIts.append(FixIt("use `\(renamed)`", edits: [TextEdit(range: name, replacement: renamed)]))
        }
        diagnostics.emit(Catalog.deprecatedModifier(call.name.name, message: deprecation.message), at: location, fixIts: fixIts)
    }

    /// A lowercase element that is neither a modifier nor a slot of its view.
    private mutating func reportUnknownModifier(_ call: ModifierCall, at location: SourceLocation) {
        let name = call.name.name
        let message: DiagnosticMessage
        if symbols.unavailableModifiers.contains(name) || Prelude.unavailableModifierNames.contains(name) {
            message = Catalog.swiftUIModifierNotAvailable(name)
        } else if call.content.isEmpty, call.slotFills.isEmpty, let member = view.decl.viewMembers.first(where: { $0.name.name == name }) {
            // The member's name, with attributes that fit none of its parameters.
            reportMemberArguments(call, of: member)
            return
        } else if call.content.isEmpty, call.slotFills.isEmpty,
                  let member = Suggestions.closest(to: name, among: view.decl.viewMembers.map(\.name.name)) {
            // An empty element named almost like a computed view is that view misspelled.
            message = Catalog.unknownViewMember(name, suggestion: member)
        } else {
            let lowercased = name.lowercased()
            let view = symbols.interfaceViews.keys.sorted().first { $0.lowercased() == lowercased }
                ?? symbols.viewNames.first { $0.lowercased() == lowercased }
            let suggestion = view ?? suggester.typo(among: Array(symbols.modifiers.keys) + ["if", "else"], of: name)
            message = Catalog.unknownModifier(name, suggestion: suggestion)
        }
        diagnostics.emit(message, at: location)
        var dropped = DroppedContent(location: location)
        dropped.addMentions(of: call.arguments, content: call.allContent)
        unknownCallSites.append(dropped)
    }

    /// The arguments of a use of a computed view or view-building function that fit none of its
    /// parameters: each missing parameter and each attribute naming none.
    private mutating func reportMemberArguments(_ call: ModifierCall, of member: ViewMemberDecl) {
        let callee = Self.displayName(of: member)
        for parameter in member.parameters where !call.arguments.contains(where: { $0.label.name == parameter.name.name || $0.label.name == parameter.label }) {
            diagnostics.emit(Catalog.memberArgumentMissing(parameter.name.name, of: callee), at: call.name.location)
        }
        for argument in call.arguments where !member.parameters.contains(where: { $0.name.name == argument.label.name || $0.label == argument.label.name }) {
            let suggestion = Suggestions.closest(to: argument.label.name, among: member.parameters.map(\.name.name))
            diagnostics.emit(Catalog.memberArgumentUnknown(argument.label.name, of: callee, suggestion: suggestion), at: argument.label.location)
        }
    }

    func injectionKey(_ id: Int) -> EnvironmentKey? {
        let index = id - firstInjectionID
        return injections.indices.contains(index) ? injections[index].key : nil
    }

    func injectedTypeName(_ id: Int) -> String? { injectionKey(id)?.typeName }

    // MARK: Call sites

    struct CheckedValue {
        var type: ResolvedType?
        var isProjection = false
        var expression: Expr?
    }

    mutating func checkValue(_ argument: Argument, locals: LocalScope?) -> CheckedValue {
        traced(.argument, at: argument.label.location)
        switch argument.value {
        case .string(let string):
            expressions.check(string, locals: locals)
            return CheckedValue(type: .string)
        case .expression(let expr):
            return CheckedValue(type: expressions.type(of: expr, locals: locals), isProjection: ExpressionText.isProjection(expr), expression: expr)
        case .action(let statements):
            expressions.check(statements, locals: locals)
            return CheckedValue()
        case .source:
            // Every attribute is read by its parameter's type before it is checked.
            return CheckedValue()
        }
    }

    /// Rule 11 and the call-site halves of rules 1, 2, 6 and 7.
    private mutating func checkCallSite(_ element: ElementNode, of child: ViewSignature, locals: LocalScope?) {
        let childName = child.decl.name.name
        let identity = element.modifiers.last { if case .id = $0.kind { true } else { false } }
        for argument in element.arguments {
            let label = argument.label.name
            // Looked up once: each lookup hashes the label and copies the declaration.
            let input = child.input(label)
            if let input, let reference = functionReference(in: argument, type: input.type.reference, passedTo: "input `\(label)` of `\(childName)`", locals: locals) {
                resolutions.arguments[CallResolutions.Key(argument.valueLocation)] = reference.value
                continue
            }
            if let input, checkClosureInput(argument, input: input, locals: locals) { continue }
            let value = checkValue(argument, locals: locals)
            guard let input else {
                // The name of a parameter of the view's own `init` that Swift passes by its label
                // (`folder` of `for folder: Folder`): the label is suggested.
                let parameterNamed = child.initializer?.parameters.first { $0.name.name == label && $0.label != nil }
                    .map { ViewSignature.callSiteName(of: $0).name }
                // The parameter is there by that very name, and its type was reported already.
                if parameterNamed == label { continue }
                let suggestion = parameterNamed ?? suggester.among(child.inputs.map(\.name.name), closestTo: label)
                if suggestion == nil, let message = modifierWrittenAsInput(argument, of: childName) {
                    diagnostics.emit(message, at: argument.label.location, highlights: [SourceRange(argument.label.location, length: label.count)])
                    continue
                }
                diagnostics.emit(
                    Catalog.unknownArgument(label, of: childName, suggestion: suggestion),
                    at: argument.label.location, highlights: [SourceRange(argument.label.location, length: label.count)]
                )
                continue
            }
            // Made only for a diagnostic: most arguments need no note.
            func declared() -> Note { Note("input `\(label)` of `\(childName)` declared here", at: input.location) }
            let expected = child.inputTypes[label]
            if input.kind == .binding {
                checkBindingArgument(argument, value: value, label: label, view: childName, expected: expected?.bindingValue, declared: declared())
                continue
            }
            if input.kind == .focusBinding {
                checkFocusBindingArgument(argument, value: value, label: label, view: childName, expected: expected, declared: declared())
                continue
            }
            if value.isProjection, expected.map({ if case .binding = $0 { false } else { true } }) ?? true {
                diagnostics.emit(Catalog.valueInputGivenBinding(label, of: childName), at: argument.valueLocation, notes: [declared()])
                continue
            }
            // Text written as an input's value is a string literal, which a `LocalizedStringKey` takes.
            let written: Expr? = if case .string(let string) = argument.value { Expr(.stringLiteral(string), at: argument.valueLocation) } else { value.expression }
            if let actual = value.type, let expected, !TypeCompatibility.isAssignable(actual, to: expected, expression: written, symbols: symbols) {
                diagnostics.emit(Catalog.typeMismatch(actual.description, input: label, expected: expected.description), at: argument.valueLocation, notes: [declared()])
                continue
            }
            switch input.kind {
            case .stateObject:
                // A name the caller holds is rule 2; a member of an object is pinned (TRL221).
                if let expr = value.expression, ExpressionText.isReferenceChain(expr) {
                    if ObjectOwnershipRules.isPlainName(expr) {
                        stateObjectsPassedIn[PropertyKey(view: childName, property: label), default: []].append(argument.label.location)
                        stateObjectsPassedInCount += 1
                    } else {
                        ObjectOwnershipRules.checkPinnedObject(argument, value: expr, input: input, of: childName, diagnostics: &diagnostics)
                    }
                }
            case .observedObject, .bindable:
                // The parent writing `Child(vm: VM())` recreates the object on every parent
                // update; `@Bindable` owns its object no more than `@ObservedObject` does.
                if let expr = value.expression {
                    observedObjectArguments.append(.init(argument: argument, value: expr, input: input, child: child, isInForEach: locals != nil))
                }
            case .state:
                let changeable = value.expression.map { !ExpressionText.isLiteral($0) } ?? false
                let identityFollows = identity.map { modifier in
                    if case .id(let idValue) = modifier.kind, let expr = value.expression {
                        return ExpressionText.render(idValue) == ExpressionText.render(expr)
                    }
                    return false
                } ?? false
                if changeable, !identityFollows, !input.allows("TRL209") {
                    // An `@Observable` object the parent passes down is shared by reference:
                    // the child edits it through `bindable`, not through a `binding`.
                    let isObject = child.propertyTypes[label]?.unwrappingOptional.modelKind != nil
                    let fix = isObject ? "make it a `let` to follow the object, or a `bindable` to edit its properties" : "make it a `let` to follow the value, or a `binding` to share it"
                    diagnostics.emit(
                        Catalog.valuePassedToState(label, of: childName), at: argument.label.location,
                        highlights: [SourceRange(argument.label.location, length: label.count)],
                        notes: [Note("`state` `\(label)` of `\(childName)` declared here; \(fix)", at: input.location)]
                    )
                }
            default:
                break
            }
        }
        for input in child.requiredInputs where element.argument(input.name.name) == nil {
            // Passed under the parameter's name instead of its label: TRL111 above already suggests the label.
            if let parameter = child.initializer?.parameters.first(where: { ViewSignature.callSiteName(of: $0).name == input.name.name }),
               parameter.name.name != input.name.name, element.argument(parameter.name.name) != nil { continue }
            diagnostics.emit(
                Catalog.missingArgument(input.name.name, of: childName), at: element.name.location,
                highlights: [SourceRange(element.name.location, length: childName.unicodeScalars.count + 1)],
                notes: [Note(child.initializer == nil ? "`\(input.kind.rawValue)` `\(input.name.name)` declared here" : "parameter `\(input.name.name)` of `init` declared here", at: input.location)]
            )
        }
    }

    /// A `focusBinding` input takes `$focus` of a `focusState` or `focusBinding` of its type:
    /// Swift's `FocusState.Binding`, which no other binding converts to.
    mutating func checkFocusBindingArgument(_ argument: Argument, value: CheckedValue, label: String, view: String, expected: ResolvedType?, declared: @autoclosure () -> Note) {
        guard case .expression(let expr) = argument.value else {
            if case .string = argument.value {
                diagnostics.emit(Catalog.focusBindingGivenOther(label, of: view, found: "a text"), at: argument.valueLocation, notes: [declared()])
            }
            return
        }
        if case .projection(let name) = expr.kind, let source = self.view.properties[name], source.kind == .focusState || source.kind == .focusBinding {
            if case .binding(let actual)? = value.type, let expected, actual.withoutAliases != expected.withoutAliases,
               TypeCompatibility.judges(actual) || TypeCompatibility.judges(expected) {
                diagnostics.emit(Catalog.typeMismatch("FocusState<\(actual)>.Binding", input: label, expected: "FocusState<\(expected)>.Binding"), at: argument.valueLocation, notes: [declared()])
            }
            return
        }
        let found: String
        if case .projection(let name) = expr.kind, let source = self.view.properties[name] {
            found = "`$\(name)` of a `\(source.kind.rawValue)`"
        } else if value.isProjection || value.type != nil {
            found = "`\(ExpressionText.render(expr))`"
        } else {
            // A value of unknown type may be a `FocusState.Binding` made elsewhere: swiftc judges it.
            return
        }
        diagnostics.emit(Catalog.focusBindingGivenOther(label, of: view, found: found), at: argument.valueLocation, notes: [declared()])
    }

    /// A binding input takes `$source`, nothing else.
    mutating func checkBindingArgument(_ argument: Argument, value: CheckedValue, label: String, view: String, expected: ResolvedType?, declared: @autoclosure () -> Note?) {
        var notes: [Note] { declared().map { [$0] } ?? [] }
        if case .action = argument.value { return }
        if value.isProjection {
            // A `Binding` converts to no other: `Binding<Bool>` is not a `Binding<Bool?>`.
            if case .binding(let actual)? = value.type, let expected, actual.withoutAliases != expected.withoutAliases,
               TypeCompatibility.judges(actual) || TypeCompatibility.judges(expected) {
                diagnostics.emit(Catalog.typeMismatch("Binding<\(actual)>", input: label, expected: "Binding<\(expected)>"), at: argument.valueLocation, notes: notes)
            }
            return
        }
        // A value of unknown type may be a `Binding` made some other way (`.constant(true)`).
        if case .expression = argument.value, value.type == nil { return }
        if case .binding? = value.type { return }
        // `Binding(get: { ... }, set: { ... })`: a binding made in place, which swiftc types.
        if case .builtin("Binding", _)? = value.type { return }
        diagnostics.emit(Catalog.bindingInputGivenValue(label, of: view), at: argument.valueLocation, notes: notes)
    }

}

/// When a value of one type may be passed where another is declared.
enum TypeCompatibility {
    /// `symbols` judges conformances to `any Protocol`; without it every declared type conforms.
    static func isAssignable(_ actual: ResolvedType, to expected: ResolvedType, expression: Expr?, symbols: SymbolTable? = nil) -> Bool {
        // The common case, decided before removing aliases.
        if actual == expected { return true }
        let actual = actual.withoutAliases, expected = expected.withoutAliases
        if actual == expected { return true }
        if case .existential(let protocolName) = expected, let conforms = conformance(of: actual, to: protocolName, symbols: symbols) { return conforms }
        if case .builtin("Any", _) = expected { return true }
        // `Binding(get: { ... }, set: { ... })`: a binding made in place, whose value type swiftc infers.
        if case .builtin("Binding", []) = actual, case .binding = expected { return true }
        // Swift converts between `Double` and `CGFloat` implicitly.
        if case .builtin(let from, []) = actual, case .builtin(let to, []) = expected, Set([from, to]) == ["Double", "CGFloat"] { return true }
        // `"done"` where a `LocalizedStringKey` is expected: a type declared
        // `ExpressibleByStringLiteral` is made from a literal, as Swift makes it.
        // One with holes needs `ExpressibleByStringInterpolation` too: a `StaticString` takes none.
        if let expression, isStringLiteral(expression), let name = expected.unwrappingOptional.declaredTypeName,
           symbols?.conforms(name, to: "ExpressibleByStringLiteral") ?? true,
           !hasInterpolation(expression) || (symbols?.conforms(name, to: "ExpressibleByStringInterpolation") ?? true) {
            return true
        }
        if let expression {
            switch expression.kind {
            case .integerLiteral where expected.unwrappingOptional.isNumeric: return true
            case .floatLiteral where expected.unwrappingOptional.isNumeric: return true
            case .prefix("-", let operand):
                return isAssignable(actual, to: expected, expression: operand)
            case .infix, .parenthesized, .call:
                // `1 + 2` is a `Double` where one is needed, as its literals are.
                if expected.unwrappingOptional.isNumeric, isNumericLiteralArithmetic(expression) { return true }
            case .arrayLiteral(let elements) where elements.isEmpty:
                if case .array = expected.unwrappingOptional { return true }
                if case .builtin("Set", _) = expected.unwrappingOptional { return true }
            default:
                break
            }
        }
        if case .optional(let wrapped) = expected {
            if case .optional(let actualWrapped) = actual { return isAssignable(actualWrapped, to: wrapped, expression: nil, symbols: symbols) }
            return isAssignable(actual, to: wrapped, expression: expression, symbols: symbols)
        }
        if case .array(let actualElement) = actual, case .array(let expectedElement) = expected {
            return isAssignable(actualElement, to: expectedElement, expression: nil, symbols: symbols)
        }
        if case .dictionary(let actualKey, let actualValue) = actual, case .dictionary(let expectedKey, let expectedValue) = expected {
            return actualKey == expectedKey && isAssignable(actualValue, to: expectedValue, expression: nil, symbols: symbols)
        }
        return false
    }

    /// A string literal, with or without interpolations, or a choice between two: its type is
    /// whatever type a literal makes where one is needed.
    /// Whether a string literal, or a choice between two, has a `{hole}`.
    static func hasInterpolation(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .stringLiteral(let string): string.segments.contains { if case .expression = $0 { true } else { false } }
        case .parenthesized(let inner): hasInterpolation(inner)
        case .ternary(_, let then, let otherwise): hasInterpolation(then) || hasInterpolation(otherwise)
        default: false
        }
    }

    static func isStringLiteral(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .stringLiteral: true
        case .parenthesized(let inner): isStringLiteral(inner)
        case .ternary(_, let then, let otherwise): isStringLiteral(then) && isStringLiteral(otherwise)
        default: false
        }
    }

    /// Literals and arithmetic on them only: their type is whatever number is needed.
    static func isNumericLiteralArithmetic(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .integerLiteral, .floatLiteral: true
        case .prefix("-", let operand), .parenthesized(let operand): isNumericLiteralArithmetic(operand)
        case .infix(let op, let lhs, let rhs): ["+", "-", "*", "/"].contains(op) && isNumericLiteralArithmetic(lhs) && isNumericLiteralArithmetic(rhs)
        case .call(let callee, let arguments):
            if case .identifier(let name) = callee.kind, ["min", "max", "abs"].contains(name), !arguments.isEmpty {
                arguments.allSatisfy { isNumericLiteralArithmetic($0.value) }
            } else {
                false
            }
        default: false
        }
    }

    /// Whether every value of a type the checker knows can be judged against `expected`: false
    /// for `Any`, protocols and builtin types whose literals and conversions it does not model,
    /// which stay permissive.
    static func judges(_ expected: ResolvedType) -> Bool {
        switch expected.withoutAliases {
        case .builtin(let name, let arguments): arguments.isEmpty && (BuiltinTypes.numeric.contains(name) || name == "Bool" || name == "String")
        case .model, .structure, .enumeration, .array, .dictionary, .existential: true
        case .optional(let wrapped), .binding(let wrapped): judges(wrapped)
        }
    }

    /// Whether a value of the type can key `ForEach` rows: `nil` when the checker cannot tell
    /// (external Swift may add the conformance).
    static func isHashable(_ type: ResolvedType, symbols: SymbolTable) -> Bool? {
        switch type.withoutAliases {
        case .builtin(let name, let arguments):
            if ["Any", "AnyObject", "Error", "Void", "Never"].contains(name) { return false }
            if BuiltinTypes.numeric.contains(name) || ["Bool", "String", "Character", "Substring", "UUID", "Date", "URL", "Data"].contains(name) {
                return arguments.isEmpty ? true : nil
            }
            return nil
        case .model(let name, _):
            // A SwiftData model is `Hashable`, as `PersistentModel` is.
            if symbols.models[name]?.isPersistent == true { return true }
            return symbols.models[name]?.isExternal == false ? false : nil
        case .structure(let name):
            if symbols.structs[name]?.protocols.contains("Hashable") == true { return true }
            return symbols.structs[name]?.isExternal == false ? false : nil
        case .enumeration(let name):
            // Swift makes an enum without associated values `Hashable`; generated ones add nothing.
            guard let declaration = symbols.enums[name] else { return nil }
            if declaration.cases.allSatisfy(\.associatedValues.isEmpty) { return true }
            return declaration.isExternal ? nil : false
        case .optional(let wrapped), .array(let wrapped):
            return isHashable(wrapped, symbols: symbols)
        case .dictionary(let key, let value):
            guard let keyHashable = isHashable(key, symbols: symbols), let valueHashable = isHashable(value, symbols: symbols) else { return nil }
            return keyHashable && valueHashable
        case .binding:
            return false
        case .existential:
            return nil
        }
    }
}

extension ResolvedType {
    /// `TimeInterval` is `Double` in Swift.
    var withoutAliases: ResolvedType {
        // Most types name no alias: kept as they are, since rebuilding one allocates each of its cases.
        guard mentionsAlias else { return self }
        return switch self {
        case .builtin("TimeInterval", []): .double
        case .builtin(let name, let arguments): .builtin(name, arguments: arguments.map(\.withoutAliases))
        case .model, .structure, .enumeration, .existential: self
        case .optional(let wrapped): .optional(wrapped.withoutAliases)
        case .array(let element): .array(element.withoutAliases)
        case .dictionary(let key, let value): .dictionary(key: key.withoutAliases, value: value.withoutAliases)
        case .binding(let value): .binding(value.withoutAliases)
        }
    }

    /// Whether `withoutAliases` changes anything.
    private var mentionsAlias: Bool {
        switch self {
        case .builtin(let name, let arguments): name == "TimeInterval" || arguments.contains { $0.mentionsAlias }
        case .model, .structure, .enumeration, .existential: false
        case .optional(let wrapped), .array(let wrapped), .binding(let wrapped): wrapped.mentionsAlias
        case .dictionary(let key, let value): key.mentionsAlias || value.mentionsAlias
        }
    }
}

extension BodyChecker {
    /// A modifier's slot elements (`<message>` in an `alert`): each once, without attributes or
    /// text, except `item` on a slot whose closure receives a value (`<content item="scrum">`).
    mutating func modifierSlotFills(of call: ModifierCall, valueSlots: Set<String> = []) -> [(call: ModifierCall, location: SourceLocation)] {
        var fills: [(call: ModifierCall, location: SourceLocation)] = []
        for fill in call.slotFills {
            guard case .call(let slot) = fill.kind else { continue }
            traced(.modifier, at: fill.location)
            if fills.contains(where: { $0.call.name.name == slot.name.name }) {
                diagnostics.emit(Catalog.slotFilledTwice(slot.name.name, of: call.name.name), at: fill.location)
                rejectContent(slot.content)
                continue
            }
            let naming = valueSlots.contains(slot.name.name) ? slot.slotValueNaming : nil
            for argument in slot.arguments {
                traced(.argument, at: argument.label.location)
                if let naming, naming.label.location == argument.label.location { continue }
                diagnostics.emit(Catalog.slotTakesNoAttributes(slot.name.name, of: call.name.name), at: argument.label.location)
            }
            if let text = slot.textLocation { diagnostics.emit(Catalog.textNotAccepted(slot.name.name), at: text) }
            fills.append((slot, fill.location))
        }
        return fills
    }

    /// A view's slot element holds views only: lowercase elements inside it are out of place.
    mutating func reportNestedSlotElements(of call: ModifierCall) {
        for nested in call.slotFills {
            guard case .call(let inner) = nested.kind else { continue }
            diagnostics.emit(Catalog.schemaViolation("modifier `\(inner.name.name)` must be inside the view it modifies"), at: nested.location)
            rejectContent(inner.allContent)
        }
    }
}

extension BodyChecker {
    /// Modifiers whose content is presented over the screen, where `dismiss` closes it.
    static let presentingModifiers: Set<String> = ["sheet", "fullScreenCover", "popover"]
}

extension BodyChecker {
    /// For each slot of the chosen call whose closure receives a value: the name the call site
    /// gives it (`item` on the slot's element, `_` without one), the local its content sees, typed
    /// by the binding it comes from (`Binding<Item?>`), and TRL192 when that item is known not to
    /// be `Identifiable`.
    /// `<sheet item="{$order}" content="order">`, Swift's `content: { order in … }`: an attribute
    /// named after a slot whose closure takes a value, written as a name, names that value as
    /// `<content item="order">` does; by slot name. Traced here, as the value's name is emitted.
    mutating func slotValuesNamedByAttributes(
        of call: ModifierCall, declaration: InterfaceDecl, valueSlots: Set<String>, fills: [(call: ModifierCall, location: SourceLocation)]
    ) -> [String: Argument] {
        guard !valueSlots.isEmpty,
              !declaration.namesSlotValuesWithItem(given: Set(call.arguments.map(\.label.name)).subtracting(["item"])) else { return [:] }
        var named: [String: Argument] = [:]
        for argument in call.arguments where valueSlots.contains(argument.label.name) && !fills.contains(where: { $0.call.name.name == argument.label.name }) {
            guard case .source(let text) = argument.value, SwiftKeywords.isValidIdentifier(text.text.trimmingCharacters(in: .whitespaces)) else { continue }
            traced(.argument, at: argument.label.location)
            named[argument.label.name] = argument
        }
        // `<sheet item="{$activeSheet}" sheet="sheet">`, Swift's `{ sheet in … }`: an attribute no
        // parameter or slot has, whose value is its own name, names each value no other names,
        // as `<GeometryReader proxy="proxy">` does.
        let parameters = Set(declaration.overloads.flatMap(\.parameters).map(\.name.name))
        if let ownName = call.arguments.first(where: { argument in
            guard !parameters.contains(argument.label.name), case .source(let text) = argument.value else { return false }
            return text.text.trimmingCharacters(in: .whitespaces) == argument.label.name && SwiftKeywords.isValidIdentifier(argument.label.name)
        }) {
            for slot in valueSlots where named[slot] == nil && !fills.contains(where: { $0.call.name.name == slot }) {
                named[slot] = ownName
            }
            traced(.argument, at: ownName.label.location)
        }
        // `<sheet item="{$url}" as="url">`: `as`, a template language's name for the value, is
        // read as the slot's own name, as `as` is read as a `ForEach`'s `item`.
        if !parameters.contains("as"), let written = call.arguments.first(where: { $0.label.name == "as" }),
           case .source(let text) = written.value, SwiftKeywords.isValidIdentifier(text.text.trimmingCharacters(in: .whitespaces)) {
            let open = valueSlots.sorted().filter { slot in named[slot] == nil && !fills.contains(where: { $0.call.name.name == slot }) }
            if open.count == 1 {
                named[open[0]] = written
                traced(.argument, at: written.label.location)
            }
        }
        return named
    }

    /// `summary` is `symbols.summary(of: declaration)`.
    mutating func nameSlotValues(
        of resolved: inout ResolvedCall, declaration: InterfaceDecl, summary: SymbolTable.InterfaceSummary, call: ModifierCall,
        fills: [(call: ModifierCall, location: SourceLocation)], namingAttributes: [String: Argument] = [:], locals: LocalScope?, at location: SourceLocation,
        into slotLocals: inout [SourceLocation: LocalScope]
    ) {
        // Most modifiers have no slot that receives a value: nothing to name.
        guard !summary.valueSlotNames.isEmpty else { return }
        // The call's own `item` names the value there, read with the call.
        guard !declaration.namesSlotValuesWithItem(given: Set(call.arguments.map(\.label.name)).subtracting(["item"])) else { return }
        let given = Set(resolved.entries.compactMap { entry -> String? in
            switch entry {
            case .argument(_, let argument), .closure(_, let argument, _, _): argument.label.name
            case .slot: nil
            }
        })
        guard let overload = declaration.overloads.first(where: { overload in
            overload.slots.contains { $0.takes != nil } && overload.parameters.filter { !$0.isSlot && $0.isRequired }.allSatisfy { given.contains($0.name.name) }
        }) else { return }
        for slot in overload.slots {
            guard let takes = slot.takes?.reference else { continue }
            // The value's type: `T` of the argument passed as `Binding<Takes?>`.
            var itemType: ResolvedType?
            for parameter in overload.parameters where !parameter.isSlot {
                guard case .named("Binding", let arguments)? = parameter.type?.reference, arguments == [.optional(takes)],
                      let argument = call.arguments.first(where: { $0.label.name == parameter.name.name }) else { continue }
                let read = resolved.arguments.first { $0.label.location == argument.label.location } ?? argument
                if case .expression(let expr) = read.value, case .binding(.optional(let wrapped))? = expressions.type(of: expr, locals: locals) {
                    itemType = wrapped
                    if call.name.name == "navigationDestination" {
                        if TypeCompatibility.isHashable(wrapped, symbols: symbols) == false {
                            diagnostics.emit(Catalog.destinationItemNotHashable(wrapped.description), at: read.valueLocation)
                        }
                    } else if let problem = notIdentifiable(wrapped) {
                        diagnostics.emit(Catalog.itemNotIdentifiable(call.name.name, type: problem), at: read.valueLocation)
                    }
                }
            }
            let fill = fills.first { $0.call.name.name == slot.name.name }
            let named = fill?.call.slotValueNaming ?? namingAttributes[slot.name.name]
            let name: Identifier
            if let named, case .source(let text) = named.value {
                let written = text.text.trimmingCharacters(in: .whitespaces)
                guard SwiftKeywords.isValidIdentifier(written) else {
                    diagnostics.emit(Catalog.invalidName(written), at: named.valueLocation)
                    continue
                }
                // Located at the attribute, as the trace of what is emitted records it.
                name = Identifier(written, at: named.label.location)
            } else {
                name = Identifier("_", at: location)
            }
            if let index = resolved.entries.firstIndex(where: { if case .slot(let label, _, _) = $0 { label == slot.label } else { false } }) {
                resolved.slotValueNames[index] = name
                // `content="order"` stays an attribute of the call, as `item` on the call does.
                if fill == nil, let named { resolved.slotValueArgument = named }
            }
            let content = fill?.call.content ?? (slot.name.name == overload.slots.first?.name.name ? call.content : [])
            if name.name != "_", let first = content.first {
                slotLocals[first.location] = LocalScope(name: name.name, kind: .closureParameter, type: itemType, parent: locals)
            }
        }
    }

    /// The type's name when it is known not to conform to `Identifiable`: the program's own
    /// structs and models say so; types written in Swift may conform there.
    private func notIdentifiable(_ type: ResolvedType) -> String? {
        switch type {
        case .structure(let name):
            guard let structure = symbols.structs[name], !structure.isExternal, !structure.isIdentifiable,
                  !structure.protocols.contains("Identifiable") else { return nil }
            return name
        case .model(let name, _):
            // A SwiftData model is `Identifiable`, as `PersistentModel` is.
            guard let model = symbols.models[name], !model.isExternal, !model.isPersistent,
                  !model.protocols.contains("Identifiable") else { return nil }
            return name
        case .enumeration(let name):
            guard let declaration = symbols.enums[name], !declaration.isExternal, !declaration.isIdentifiable,
                  !declaration.protocols.contains("Identifiable") else { return nil }
            return name
        case .builtin(let name, _): return ["Int", "String", "Double", "Bool", "Date", "UUID", "Float", "Character"].contains(name) ? name : nil
        case .optional, .array, .dictionary, .binding: return type.description
        // `any P` conforms to no protocol, `Identifiable` included, whatever `P` refines.
        case .existential: return type.description
        }
    }
}

extension BodyChecker {
    /// `<environment key="\.colorScheme" value=".dark"/>`: a value views may write (the
    /// presentation values `dismiss` and `isPresented` are the system's), of the value's type.
    mutating func checkEnvironmentWrite(key: Expr, value: Expr, locals: LocalScope?) {
        let valueType = expressions.type(of: value, locals: locals)
        guard case .keyPath(let root, let components) = key.kind, root == nil || root == "EnvironmentValues", components.count == 1 else {
            diagnostics.emit(Catalog.environmentKeyNotKeyPath, at: key.location)
            return
        }
        let member = components[0]
        guard let field = symbols.environmentValues[member] else {
            diagnostics.emit(Catalog.unknownEnvironmentValue(member), at: key.location)
            return
        }
        if ["dismiss", "isPresented"].contains(member) {
            diagnostics.emit(Catalog.environmentValueReadOnly(member), at: key.location)
            return
        }
        // The value converts as any value passed to a parameter does: each branch of a ternary
        // and each literal on its own (`roomy ? 16 : 8` is a `Double` where one is expected).
        guard let expected = symbols.resolve(field.type.reference), valueType != nil else { return }
        expressions.checkConversion(value, inferred: valueType, to: expected, in: "environment value `\(member)`", locals: locals)
    }
}

extension BodyChecker {
    /// The input a modifier's every form needs and nothing else: `value` of `font(_:)`; `nil`
    /// when a form needs none, several, or only a view.
    static func soleRequiredValue(of declaration: InterfaceDecl) -> String? {
        var first: String?
        for overload in declaration.overloads where !overload.slots.contains(where: \.isRequiredSlot) {
            let required = overload.parameters.filter { !$0.isSlot && $0.defaultValue == nil }
            if required.isEmpty { return nil }
            if required.count == 1, first == nil { first = required[0].name.name }
        }
        return first
    }
}

import TrellisDiagnostics
import TrellisSyntax

/// Which store an injection fills: `.environmentObject(x)` for `ObservableObject`s,
/// `.environment(x)` for `@Observable` models. SwiftUI keeps them apart.
public enum EnvironmentChannel: String, Hashable, Sendable, Comparable {
    case environmentObject
    case environment
    /// A value a modifier declared with `provides` places, such as `modelContainer`'s
    /// `ModelContext`, read by `query` and `<environment key>` declarations.
    case provided

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// What a consumer asks the environment for.
public struct EnvironmentKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let channel: EnvironmentChannel
    public let typeName: String

    public init(channel: EnvironmentChannel, typeName: String) {
        self.channel = channel
        self.typeName = typeName
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.typeName, lhs.channel) < (rhs.typeName, rhs.channel) }
    public var description: String { typeName }
}

/// One `<environmentObject value>` or `<environment value>` modifier in some body.
public struct EnvironmentInjection: Hashable, Sendable {
    /// Index into `InstantiationGraph.injections`.
    public let id: Int
    /// `nil` when the injected value's type is unknown.
    public let key: EnvironmentKey?
    public let view: String
    public let value: Expr
    public let location: SourceLocation
    /// `allow` and `reason` on the modifier.
    public var allowance: Allowance? = nil
}

/// Where a child's environment starts from, before the injections on the way to it.
public enum EnvironmentBase: Hashable, Sendable {
    /// Everything the parent view itself sees.
    case parentView
    /// What the nearest `NavigationStack` above the call site hosts: a destination pushed
    /// onto a stack sees only what was injected above the stack, not what was injected
    /// between the stack and the link. When no stack encloses the link in the parent's
    /// body, the stack is further up, and this is what the parent's own destinations see.
    case navigationStack
}

/// An environment relative to the parent view: a base plus injections, outermost first.
public struct EnvironmentFrame: Hashable, Sendable {
    public let base: EnvironmentBase
    public let injections: [Int]
}

/// One call site of a declared view inside another view's body.
public struct Instantiation: Hashable, Sendable {
    /// The fields, in one box its copies share until one changes it (see `CopyOnWrite`):
    /// instantiations are copied into graphs, paths and reports far more often than changed.
    private struct Fields: Sendable {
        let parent: String
        let child: String
        let callSite: ElementNode
        let isConditional: Bool
        let isInForEach: Bool
        let isNavigationDestination: Bool
        let forEach: ForEachNode?
        let identity: Expr?
        var injectedAbove: [String]
        var environment: EnvironmentFrame
        var navigationEnvironment: EnvironmentFrame
        var environmentIgnoringNavigation: EnvironmentFrame
        var isPresentedContent = false
        var presentedItem: String?
        var navigationScope = NavigationScope.unknown
        var pushedOntoStack: SourceLocation?
        var slotHost: SlotHost?
        var placement = 0
        var slotSegments: [SlotSegment] = []
        var lazyContainer: String?
    }

    private var fields: CopyOnWrite<Fields>

    init(
        parent: String, child: String, callSite: ElementNode, isConditional: Bool, isInForEach: Bool, isNavigationDestination: Bool,
        forEach: ForEachNode?, identity: Expr?, injectedAbove: [String], environment: EnvironmentFrame,
        navigationEnvironment: EnvironmentFrame, environmentIgnoringNavigation: EnvironmentFrame
    ) {
        fields = CopyOnWrite(Fields(
            parent: parent, child: child, callSite: callSite, isConditional: isConditional, isInForEach: isInForEach,
            isNavigationDestination: isNavigationDestination, forEach: forEach, identity: identity, injectedAbove: injectedAbove,
            environment: environment, navigationEnvironment: navigationEnvironment, environmentIgnoringNavigation: environmentIgnoringNavigation
        ))
    }

    /// The same call site in another place of the computed view holding it: only its environment differs.
    func placed(
        injectedAbove: [String], environment: EnvironmentFrame, navigationEnvironment: EnvironmentFrame, environmentIgnoringNavigation: EnvironmentFrame
    ) -> Instantiation {
        var placed = self
        placed.fields.value.injectedAbove = injectedAbove
        placed.fields.value.environment = environment
        placed.fields.value.navigationEnvironment = navigationEnvironment
        placed.fields.value.environmentIgnoringNavigation = environmentIgnoringNavigation
        return placed
    }

    public var parent: String { fields.value.parent }
    public var child: String { fields.value.child }
    public var callSite: ElementNode { fields.value.callSite }
    public var location: SourceLocation { fields.value.callSite.name.location }
    /// Under an `if` or `else`: the child may not exist.
    public var isConditional: Bool { fields.value.isConditional }
    /// Inside a `ForEach` row: one child per element.
    public var isInForEach: Bool { fields.value.isInForEach }
    /// Inside a `NavigationLink`: created when the link is followed.
    public var isNavigationDestination: Bool { fields.value.isNavigationDestination }
    /// The `ForEach` this call site repeats in, if any (innermost).
    public var forEach: ForEachNode? { fields.value.forEach }
    /// The value of the last `id` modifier on the call site.
    public var identity: Expr? { fields.value.identity }
    /// Types injected on the way to the child within the parent's body, navigation rule applied.
    public var injectedAbove: [String] { fields.value.injectedAbove }
    /// The environment the child sees.
    public var environment: EnvironmentFrame { fields.value.environment }
    /// The environment that destinations pushed from inside the child start from.
    public var navigationEnvironment: EnvironmentFrame { fields.value.navigationEnvironment }
    /// What the child would see if navigation did not hide anything: explains TRL205.
    var environmentIgnoringNavigation: EnvironmentFrame { fields.value.environmentIgnoringNavigation }
    /// Inside the content of a `sheet`, `fullScreenCover` or `popover`.
    public var isPresentedContent: Bool {
        get { fields.value.isPresentedContent }
        set { fields.value.isPresentedContent = newValue }
    }
    /// Inside the content of a presentation by item (`sheet(item:)`): the name it gives the item.
    public var presentedItem: String? {
        get { fields.value.presentedItem }
        set { fields.value.presentedItem = newValue }
    }
    /// A destination pushed onto a `NavigationStack` of the parent's body: that stack.
    var pushedOntoStack: SourceLocation? {
        get { fields.value.pushedOntoStack }
        set { fields.value.pushedOntoStack = newValue }
    }
    /// The lazy container (`List`, `LazyVStack`, ...) of the parent's body the call site is a row of.
    var lazyContainer: String? {
        get { fields.value.lazyContainer }
        set { fields.value.lazyContainer = newValue }
    }
    /// The navigation hierarchy of the call site within the parent's body.
    var navigationScope: NavigationScope {
        get { fields.value.navigationScope }
        set { fields.value.navigationScope = newValue }
    }
    /// Written in content passed into a slot of a view declared in XML: the view that places
    /// it, where the flags and environment above put it.
    public var slotHost: SlotHost? {
        get { fields.value.slotHost }
        set { fields.value.slotHost = newValue }
    }
    /// Which of the places of its slot this is, when the slot is placed more than once.
    public var placement: Int {
        get { fields.value.placement }
        set { fields.value.placement = newValue }
    }
    /// The slots this call site's content was passed into, outermost first, until the
    /// whole program is known; its environment and flags are then relative to the last one.
    var slotSegments: [SlotSegment] {
        get { fields.value.slotSegments }
        set { fields.value.slotSegments = newValue }
    }

    /// Two instantiations are the same call site in the same place; the rest follows from it.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.parent == rhs.parent && lhs.location == rhs.location && lhs.child == rhs.child && lhs.placement == rhs.placement
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(parent)
        hasher.combine(child)
        hasher.combine(location)
        hasher.combine(placement)
    }

    /// Ends an unconditional chain: without one of these a cycle never stops.
    public var breaksRecursion: Bool { isConditional || isInForEach || isNavigationDestination }
}

/// Views and the call sites between them, for the whole program.
public struct InstantiationGraph: Sendable {
    /// Sorted by parent name, then call-site location.
    public let instantiations: [Instantiation]
    public let injections: [EnvironmentInjection]
    private let outgoing: [String: [Int]]
    private let incoming: [String: [Int]]

    init(instantiations: [Instantiation], injections: [EnvironmentInjection]) {
        // Bodies are checked in view-name order and walked in document order, so this is
        // usually sorted already; checking is cheaper than sorting large values.
        let inOrder: (Instantiation, Instantiation) -> Bool = { ($0.parent, $0.location) < ($1.parent, $1.location) }
        let isSorted = instantiations.indices.dropFirst().allSatisfy { !inOrder(instantiations[$0], instantiations[$0 - 1]) }
        let sorted = isSorted ? instantiations : instantiations.sorted(by: inOrder)
        self.instantiations = sorted
        self.injections = injections
        var outgoing: [String: [Int]] = [:]
        var incoming: [String: [Int]] = [:]
        for (index, edge) in sorted.enumerated() {
            outgoing[edge.parent, default: []].append(index)
            incoming[edge.child, default: []].append(index)
        }
        self.outgoing = outgoing
        self.incoming = incoming
    }

    /// Call sites in `view`'s body, in document order.
    /// The views `view` shows, directly or through the views they show.
    public func descendants(of view: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [view]
        while let next = pending.popLast() {
            for instantiation in children(of: next) where found.insert(instantiation.child).inserted { pending.append(instantiation.child) }
        }
        return found
    }

    public func children(of view: String) -> [Instantiation] {
        (outgoing[view] ?? []).map { instantiations[$0] }
    }

    /// Call sites of `view` anywhere, sorted by parent then location.
    public func callSites(of view: String) -> [Instantiation] {
        (incoming[view] ?? []).map { instantiations[$0] }
    }

    func outgoingIndices(of view: String) -> [Int] { outgoing[view] ?? [] }
}

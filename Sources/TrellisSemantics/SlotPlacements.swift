import TrellisDiagnostics
import TrellisSyntax

/// Where something sits relative to the start of a body, or of the content passed in a slot:
/// what it sees of the environment and which identity rules its place implies. Places compose:
/// content passed into a view declared in XML is instantiated where that view places the slot,
/// so its place is the call site's, then the slot's inside the view, then its own in the content.
public struct SlotPlace: Hashable, Sendable {
    public var environment: EnvironmentFrame
    public var navigationStack: EnvironmentFrame
    var ignoringNavigation: EnvironmentFrame
    public var isConditional = false
    public var isInForEach = false
    public var isNavigationDestination = false
    public var isPresentedContent = false
    /// The innermost `ForEach` around the place, if any.
    public var forEach: ForEachNode?

    /// The start of a body: nothing injected, no rule applies yet.
    static let start = SlotPlace(
        environment: EnvironmentFrame(base: .parentView, injections: []),
        navigationStack: EnvironmentFrame(base: .navigationStack, injections: []),
        ignoringNavigation: EnvironmentFrame(base: .parentView, injections: [])
    )

    /// `inner`, a place relative to this one, relative to what this one is relative to.
    func then(_ inner: SlotPlace, innerForEachIsOwn: Bool) -> SlotPlace {
        func resolve(_ frame: EnvironmentFrame) -> EnvironmentFrame {
            let outer = frame.base == .parentView ? environment : navigationStack
            return EnvironmentFrame(base: outer.base, injections: outer.injections + frame.injections)
        }
        return SlotPlace(
            environment: resolve(inner.environment),
            navigationStack: resolve(inner.navigationStack),
            ignoringNavigation: EnvironmentFrame(base: ignoringNavigation.base, injections: ignoringNavigation.injections + inner.ignoringNavigation.injections),
            isConditional: isConditional || inner.isConditional,
            isInForEach: isInForEach || inner.isInForEach || (innerForEachIsOwn && inner.forEach != nil),
            isNavigationDestination: isNavigationDestination || inner.isNavigationDestination,
            isPresentedContent: isPresentedContent || inner.isPresentedContent,
            forEach: innerForEachIsOwn ? (inner.forEach ?? forEach) : forEach
        )
    }
}

/// One view declared in XML, with slots, that content was passed into: the content starts
/// where that view places the slot.
struct SlotSegment: Hashable, Sendable {
    let callee: String
    let slot: String
    /// The call of `callee`, relative to the previous segment's content (or the body).
    let call: SlotPlace
    let callLocation: SourceLocation
    /// Made with the segment: content nested in this content shares it, and the segments before it.
    let path = SlotPath()

    /// The same segment after the same segments: made by the same passing of content.
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.path === rhs.path }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(path)) }
}

/// The identity of a list of slot segments, by its last segment.
final class SlotPath: Sendable {}

/// A `<slot/>` in a view's body.
struct SlotPlacementRecord: Equatable, Sendable {
    let slot: String
    let location: SourceLocation
    /// The content this `<slot/>` is itself passed in, outermost first.
    let segments: [SlotSegment]
    /// Relative to the last segment's content, or to the body.
    let place: SlotPlace
    /// The lazy container around the `<slot/>` in this body, if any.
    let lazyContainer: LazyContainer?
}

/// A `List`, `LazyVStack`, ... in some body.
struct LazyContainer: Hashable, Sendable {
    let name: String
    let view: String
    let location: SourceLocation
}

/// A `navigationDestination` in slot content outside any lazy container of the body that wrote
/// it: it is inside one when the view places the slot inside one (TRL245).
struct PendingDestinationCheck: Equatable, Sendable {
    let location: SourceLocation
    let segments: [SlotSegment]
}

/// The view whose `<slot/>` placed an instantiation that a call site passed as content.
public struct SlotHost: Hashable, Sendable {
    public let view: String
    public let slot: String
}

/// Rewrites the instantiations written in slot content so that each sits where its slot is
/// placed: one instantiation per placement (a slot placed twice builds its content twice), none
/// for a slot placed nowhere.
struct SlotComposition {
    /// Placements by view, then slot name, in document order.
    private let placements: [String: [String: [SlotPlacementRecord]]]
    private var resolved: [String: [SlotPlace]] = [:]
    private var resolving: Set<String> = []
    /// The places of each list of segments composed so far, by its last segment's path: content
    /// nested n deep shares its n - 1 lists above, so each is composed once, not once per view in it.
    private var composedPaths: [ObjectIdentifier: ComposedPath] = [:]

    private struct ComposedPath {
        /// Kept so that no other path takes its identity.
        let path: SlotPath
        let alternatives: [SlotPlace]
        let previousForEach: SourceLocation?
    }
    /// Combinations beyond this many (slots placed several times, nested) are not followed further.
    static let placementLimit = 64

    init(placements: [String: [SlotPlacementRecord]]) {
        var byView: [String: [String: [SlotPlacementRecord]]] = [:]
        for (view, records) in placements {
            for record in records { byView[view, default: [:]][record.slot, default: []].append(record) }
        }
        self.placements = byView
    }

    /// Every place, relative to the view's own body, where `view` places `slot`.
    mutating func places(of slot: String, in view: String) -> [SlotPlace] {
        let key = view + "\u{0}" + slot
        if let known = resolved[key] { return known }
        // A view whose slot content reaches its own slot again: keep the call site's place.
        guard resolving.insert(key).inserted else { return [.start] }
        var result: [SlotPlace] = []
        for record in placements[view]?[slot] ?? [] {
            result += compose(segments: record.segments, leaf: record.place)
            if result.count >= Self.placementLimit { break }
        }
        resolving.remove(key)
        resolved[key] = result
        return result
    }

    /// The places of something written at `leaf` inside the content of `segments`.
    mutating func compose(segments: [SlotSegment], leaf: SlotPlace) -> [SlotPlace] {
        var alternatives: [SlotPlace] = [.start]
        var previousForEach: SourceLocation?
        var isFirst = true
        // While a slot's places are being resolved, a slot that reaches itself stands for its call
        // site, so what is composed then is not what it is once every slot is resolved.
        let usesComposedPaths = resolving.isEmpty
        var start = 0
        if usesComposedPaths {
            for index in segments.indices.reversed() {
                guard let known = composedPaths[ObjectIdentifier(segments[index].path)] else { continue }
                alternatives = known.alternatives
                previousForEach = known.previousForEach
                isFirst = false
                start = index + 1
                break
            }
        }
        for segment in segments[start...] {
            let ownForEach = isFirst || segment.call.forEach?.location != previousForEach
            alternatives = alternatives.map { $0.then(segment.call, innerForEachIsOwn: ownForEach) }
            let slotPlaces = places(of: segment.slot, in: segment.callee)
            var next: [SlotPlace] = []
            for outer in alternatives {
                for place in slotPlaces where next.count < Self.placementLimit {
                    next.append(outer.then(place, innerForEachIsOwn: true))
                }
            }
            alternatives = next
            previousForEach = segment.call.forEach?.location
            isFirst = false
            if usesComposedPaths {
                composedPaths[ObjectIdentifier(segment.path)] = ComposedPath(path: segment.path, alternatives: alternatives, previousForEach: previousForEach)
            }
        }
        let ownForEach = isFirst || leaf.forEach?.location != previousForEach
        return alternatives.map { $0.then(leaf, innerForEachIsOwn: ownForEach) }
    }

    /// The lazy containers around the places of `slot` in `view`, through slots passed on.
    mutating func lazyContainers(of slot: String, in view: String, visiting: Set<String> = []) -> [LazyContainer] {
        let key = view + "\u{0}" + slot
        guard !visiting.contains(key) else { return [] }
        var found: [LazyContainer] = []
        for record in placements[view]?[slot] ?? [] {
            if let container = record.lazyContainer {
                found.append(container)
            } else if let last = record.segments.last {
                found += lazyContainers(of: last.slot, in: last.callee, visiting: visiting.union([key]))
            }
        }
        return found
    }

    /// TRL245 for each destination written in slot content that its view places in a lazy container.
    mutating func reportDestinations(_ pending: [PendingDestinationCheck], diagnostics: inout DiagnosticCollector) {
        for check in pending {
            guard let last = check.segments.last, let container = lazyContainers(of: last.slot, in: last.callee).first else { continue }
            diagnostics.emit(
                Catalog.destinationInLazyContainer(container.name), at: check.location,
                notes: [Note("`\(last.callee)` places this content inside this `\(container.name)`, whose rows are built only when shown", at: container.location)]
            )
        }
    }

    /// The instantiations with every one written in slot content moved to its places, and the
    /// views whose only call sites sit in content of slots placed nowhere.
    mutating func compose(_ instantiations: [Instantiation], injections: [EnvironmentInjection]) -> (instantiations: [Instantiation], unplaced: Set<String>) {
        var result: [Instantiation] = []
        result.reserveCapacity(instantiations.count)
        var unplaced: Set<String> = []
        for edge in instantiations {
            guard let last = edge.slotSegments.last else {
                result.append(edge)
                continue
            }
            let leaf = SlotPlace(
                environment: edge.environment, navigationStack: edge.navigationEnvironment, ignoringNavigation: edge.environmentIgnoringNavigation,
                isConditional: edge.isConditional, isInForEach: false, isNavigationDestination: edge.isNavigationDestination,
                isPresentedContent: edge.isPresentedContent, forEach: edge.forEach
            )
            let places = compose(segments: edge.slotSegments, leaf: leaf)
            if places.isEmpty { unplaced.insert(edge.child) }
            for (number, place) in places.enumerated() {
                var moved = Instantiation(
                    parent: edge.parent, child: edge.child, callSite: edge.callSite,
                    isConditional: place.isConditional, isInForEach: place.isInForEach,
                    isNavigationDestination: place.isNavigationDestination, forEach: place.forEach,
                    identity: edge.identity,
                    injectedAbove: place.environment.injections.compactMap { injections.indices.contains($0) ? injections[$0].key?.typeName : nil },
                    environment: place.environment, navigationEnvironment: place.navigationStack,
                    environmentIgnoringNavigation: place.ignoringNavigation
                )
                moved.isPresentedContent = place.isPresentedContent
                moved.placement = number
                moved.slotHost = SlotHost(view: last.callee, slot: last.slot)
                result.append(moved)
            }
        }
        return (result, unplaced)
    }
}

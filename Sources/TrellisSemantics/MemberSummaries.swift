import TrellisDiagnostics
import TrellisSyntax

// A computed view placed again where only the environment differs finds what it found the
// first time, in the new environment: its check is recorded once, relative to its start, as
// the call sites it builds and the members it places with the injections between its start and
// them, and each further place replays that record instead of walking the member's views again.
// A member that only passes its place on to one member below (every other member it places is
// inside injections that hide the place's) is skipped to that member, so a member placed in N
// environments at depth N costs N replays, not N times its depth.

/// The three injection chains of a place.
struct PlaceChains {
    var environment: InjectionChain
    var navigationStack: InjectionChain
    var ignoringNavigation: InjectionChain

    init(_ context: BodyContext) {
        environment = context.environment
        navigationStack = context.navigationStack
        ignoringNavigation = context.environmentIgnoringNavigation
    }

    /// The chains after `pushed`, as the injections between a member's start and a place in it push them.
    func pushing(_ pushed: [PushedInjection]) -> PlaceChains {
        guard !pushed.isEmpty else { return self }
        var result = self
        for injection in pushed {
            result.environment.push(injection.id, key: injection.key)
            result.ignoringNavigation.push(injection.id, key: injection.key)
        }
        return result
    }
}

struct PushedInjection {
    let id: Int
    let key: EnvironmentKey?
}

extension BodyContext {
    /// The same place in other chains.
    func placed(in chains: PlaceChains) -> BodyContext {
        var placed = self
        placed.environment = chains.environment
        placed.navigationStack = chains.navigationStack
        placed.environmentIgnoringNavigation = chains.ignoringNavigation
        return placed
    }
}

/// What a place's chains hold, without which injection of each key: pushing injections that
/// hide all of them gives the same chains for every place of one shape.
struct PlaceShape: Hashable {
    let environmentBase: EnvironmentBase
    /// `nil` when an injection's type is unknown: nothing hides it.
    let environmentKeys: Set<EnvironmentKey>?
    let ignoringBase: EnvironmentBase
    let ignoringKeys: Set<EnvironmentKey>?
    let navigationStack: MemberPlacement.ChainIdentity

    init(_ chains: PlaceChains) {
        environmentBase = chains.environment.base
        environmentKeys = Self.keys(of: chains.environment)
        ignoringBase = chains.ignoringNavigation.base
        ignoringKeys = Self.keys(of: chains.ignoringNavigation)
        navigationStack = MemberPlacement.ChainIdentity(chains.navigationStack)
    }

    private static func keys(of chain: InjectionChain) -> Set<EnvironmentKey>? {
        var keys: Set<EnvironmentKey> = []
        var node = chain.top
        while let current = node {
            guard let key = current.key else { return nil }
            keys.insert(key)
            node = current.parent
        }
        return keys
    }

    /// Whether pushing injections of `keys` onto any chains of this shape gives the same chains.
    func isHidden(by keys: Set<EnvironmentKey>) -> Bool {
        guard let environmentKeys, let ignoringKeys else { return false }
        return environmentKeys.isSubset(of: keys) && ignoringKeys.isSubset(of: keys)
    }
}

/// Everything a member's check reads of its place except the injection chains: two places with
/// the same key differ only in the environment.
struct MemberSummaryKey: Hashable {
    let placement: MemberPlacement
    let navigationScope: NavigationScope
    let enclosingStack: SourceLocation?
    let branches: [BranchChoice]
    let tabSelection: SourceLocation?
    let tabSelectionType: ResolvedType?
    let presentedItem: String?

    init(member: String, context: BodyContext) {
        var withoutEnvironment = context
        withoutEnvironment.environment = InjectionChain(base: .parentView, top: nil)
        withoutEnvironment.navigationStack = InjectionChain(base: .navigationStack, top: nil)
        withoutEnvironment.environmentIgnoringNavigation = InjectionChain(base: .parentView, top: nil)
        placement = MemberPlacement(member: member, context: withoutEnvironment, chainMatters: false)
        navigationScope = context.navigationScope
        enclosingStack = context.enclosingStack
        branches = context.branches
        tabSelection = context.tabSelection?.location
        tabSelectionType = context.tabSelection?.type
        presentedItem = context.presentedItem
    }
}

/// One member's check in one place, relative to its start.
final class MemberSummary {
    enum Event {
        /// A call site of a declared view; its frames are the place's chains after `pushed`.
        case instantiation(Instantiation, pushed: [PushedInjection])
        /// A member placed; `context` is its place as first recorded.
        case placement(member: String, key: MemberSummaryKey, context: BodyContext, pushed: [PushedInjection], pushedKeys: Set<EnvironmentKey>)
    }

    enum PassThrough {
        case none
        /// Placed in a place of that shape, the member places only this one in the same chains
        /// (and members that were already placed the first time).
        case to(MemberSummary)
    }

    let member: String
    let start: BodyContext
    let startChains: PlaceChains
    let startInjections: Set<Int>
    /// The walk's stack size when the member's views were pushed: the record ends when it is back.
    let depth: Int
    let effectsAtStart: Int
    private(set) var events: [Event] = []
    /// False when the walk did anything a replay would not repeat, or reached a place it cannot rebuild.
    var isReplayable: Bool
    var isComplete = false
    var passThrough: [PlaceShape: PassThrough] = [:]

    init(member: String, start: BodyContext, depth: Int, effectsAtStart: Int, isReplayable: Bool) {
        self.member = member
        self.start = start
        startChains = PlaceChains(start)
        startInjections = Set(start.environment.frame.injections + start.environmentIgnoringNavigation.frame.injections)
        self.depth = depth
        self.effectsAtStart = effectsAtStart
        self.isReplayable = isReplayable
    }

    func record(_ event: Event) {
        guard isReplayable else { return }
        events.append(event)
    }

    /// The member this one passes places of `shape` on to, when that is all it does there.
    func passThroughKey(at shape: PlaceShape) -> MemberSummaryKey? {
        var target: MemberSummaryKey?
        for event in events {
            switch event {
            case .instantiation:
                return nil
            case .placement(_, let key, _, let pushed, let pushedKeys):
                // The same place from every place of this shape: placed the first time already.
                if !pushed.isEmpty, shape.isHidden(by: pushedKeys) { continue }
                guard pushed.isEmpty, target == nil else { return nil }
                target = key
            }
        }
        return target
    }
}

extension BodyChecker {
    /// Starts recording a member's walk; one that cannot be replayed (a member on a cycle, or one
    /// already recorded under this key) is recorded all the same, so that its events do not reach
    /// the member placing it.
    mutating func openMemberRecording(of member: String, key: MemberSummaryKey?, at start: BodyContext, depth: Int) {
        let isNew = key.map { memberSummaries[$0] == nil } ?? false
        let summary = MemberSummary(member: member, start: start, depth: depth, effectsAtStart: recordedEffects, isReplayable: isNew)
        if isNew, let key { memberSummaries[key] = summary }
        memberRecordings.append(summary)
    }

    /// Ends the innermost recording: its walk is done.
    mutating func closeMemberRecording() {
        let summary = memberRecordings.removeLast()
        if recordedEffects != summary.effectsAtStart { summary.isReplayable = false }
        if summary.isReplayable {
            for case .placement(_, let key, _, _, _) in summary.events {
                guard let placed = memberSummaries[key], placed.isComplete, placed.isReplayable else {
                    summary.isReplayable = false
                    break
                }
            }
        }
        summary.isComplete = true
    }

    mutating func recordPlacement(of member: String, key: MemberSummaryKey, at inner: BodyContext, in context: BodyContext) {
        guard let recording = memberRecordings.last, recording.isReplayable else { return }
        guard let pushed = pushes(from: recording, to: inner, in: context) else {
            recording.isReplayable = false
            return
        }
        recording.record(.placement(member: member, key: key, context: inner, pushed: pushed, pushedKeys: Set(pushed.compactMap(\.key))))
    }

    mutating func recordInstantiation(_ instantiation: Instantiation, at inner: BodyContext, in context: BodyContext) {
        guard let recording = memberRecordings.last, recording.isReplayable else { return }
        guard let pushed = pushes(from: recording, to: inner, in: context) else {
            recording.isReplayable = false
            return
        }
        recording.record(.instantiation(instantiation, pushed: pushed))
    }

    /// The injections between the recorded member's start and `inner`, which `context` holds;
    /// `nil` when the chains there are not the start's with injections pushed (a navigation
    /// link or stack swapped them, or content passed into a slot started them again).
    func pushes(from recording: MemberSummary, to inner: BodyContext, in context: BodyContext) -> [PushedInjection]? {
        let start = recording.start
        guard context.navigationScope == start.navigationScope, context.slotSegments.count == start.slotSegments.count else { return nil }
        let chains = PlaceChains(inner)
        guard chains.environment.base == recording.startChains.environment.base,
              chains.ignoringNavigation.base == recording.startChains.ignoringNavigation.base,
              MemberPlacement.ChainIdentity(chains.navigationStack) == MemberPlacement.ChainIdentity(recording.startChains.navigationStack)
        else { return nil }
        let pushed = chains.environment.frame.injections.filter { !recording.startInjections.contains($0) }.map { PushedInjection(id: $0, key: injectionKey($0)) }
        let rebuilt = recording.startChains.pushing(pushed)
        guard MemberPlacement.ChainIdentity(rebuilt.environment) == MemberPlacement.ChainIdentity(chains.environment),
              MemberPlacement.ChainIdentity(rebuilt.ignoringNavigation) == MemberPlacement.ChainIdentity(chains.ignoringNavigation)
        else { return nil }
        return pushed
    }

    /// Repeats a recorded member's check in other chains: the call sites it builds and the
    /// members it places there, in the order its walk found them.
    mutating func replay(_ summary: MemberSummary, in chains: PlaceChains) {
        struct Frame {
            let summary: MemberSummary
            let chains: PlaceChains
            let shape: PlaceShape
            let learns: Bool
            var next = 0
        }
        var frames: [Frame] = []
        var entering: (summary: MemberSummary, chains: PlaceChains)? = (summary, chains)
        while true {
            if let (entered, enteredChains) = entering {
                entering = nil
                let shape = PlaceShape(enteredChains)
                if let target = passedOn(from: entered, in: enteredChains, shape: shape) {
                    frames.append(Frame(summary: target, chains: enteredChains, shape: shape, learns: target.passThrough[shape] == nil))
                }
            }
            guard let last = frames.indices.last else { break }
            let frame = frames[last]
            guard frame.next < frame.summary.events.count else {
                frames.removeLast()
                if frame.learns {
                    let target = frame.summary.passThroughKey(at: frame.shape).flatMap { memberSummaries[$0] }
                    frame.summary.passThrough[frame.shape] = target.map { MemberSummary.PassThrough.to($0) } ?? MemberSummary.PassThrough.none
                }
                continue
            }
            frames[last].next += 1
            switch frame.summary.events[frame.next] {
            case .instantiation(let recorded, let pushed):
                let placed = frame.chains.pushing(pushed)
                let environment = placed.environment.frame
                appendReplayedInstantiation(recorded.placed(
                    injectedAbove: environment.injections.compactMap { injectedTypeName($0) }, environment: environment,
                    navigationEnvironment: placed.navigationStack.frame, environmentIgnoringNavigation: placed.ignoringNavigation.frame
                ))
            case .placement(let member, let key, let context, let pushed, _):
                let placed = frame.chains.pushing(pushed)
                let placement = MemberPlacement(member: member, context: context.placed(in: placed), chainMatters: false)
                if checkedPlacements.insert(placement).inserted, let summary = memberSummaries[key] { entering = (summary, placed) }
            }
        }
    }

    /// The member to replay for `summary` placed in `chains`: itself, or the member it passes
    /// places of this shape on to, followed as far as it is known; `nil` when that member was
    /// already checked there. Members passed through place nothing else new, so their places
    /// need not be recorded: a member reaching them again reaches the same end, already checked.
    mutating func passedOn(from summary: MemberSummary, in chains: PlaceChains, shape: PlaceShape) -> MemberSummary? {
        var passedThrough: [MemberSummary] = []
        var current = summary
        var alreadyChecked = false
        while case .to(let next)? = current.passThrough[shape] {
            passedThrough.append(current)
            current = next
            let placement = MemberPlacement(member: next.member, context: next.start.placed(in: chains), chainMatters: false)
            if !checkedPlacements.insert(placement).inserted {
                alreadyChecked = true
                break
            }
        }
        // Each member passed through points straight at the end, so the next walk skips them all.
        for member in passedThrough.dropLast() { member.passThrough[shape] = .to(current) }
        return alreadyChecked ? nil : current
    }
}

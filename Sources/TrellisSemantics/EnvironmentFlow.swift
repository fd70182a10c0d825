/// The instantiation graph with views and injections as integers, for the whole-program
/// environment questions of rules 5 and 10. Both are answered as monotone data flow over
/// bit sets, so the cost is edges times (roots or injections) / 64, not a search per root.
/// Each question is asked once per environment key, so each visits only the views that key
/// can concern (numbered locally), never the whole program: otherwise the cost would grow with
/// the number of keys times the number of views, quadratic in the size of the program.
struct EnvironmentFlow: Sendable {
    struct Edge: Sendable {
        /// Index into `InstantiationGraph.instantiations`.
        let instantiation: Int
        let child: Int
        let environmentFromParent: Bool
        let stackFromParent: Bool
        let environmentInjections: [Int]
        let stackInjections: [Int]
    }

    let names: [String]
    let index: [String: Int]
    let outgoing: [[Edge]]
    let parents: [[Int]]
    private let injectionKeys: [EnvironmentKey?]
    /// The parent views of the call sites that inject each injection.
    private let injectingViews: [Int: [Int]]

    init(graph: InstantiationGraph, viewNames: [String]) {
        var names = viewNames
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() { index[name] = position }
        // Indexed reads: iterating would copy every (large) instantiation.
        let instantiations = graph.instantiations
        // Each instantiation's parent and child numbers, each name looked up once.
        func number(_ name: String) -> Int {
            if let known = index[name] { return known }
            index[name] = names.count
            names.append(name)
            return names.count - 1
        }
        var ends: [(parent: Int, child: Int)] = []
        ends.reserveCapacity(instantiations.count)
        for position in instantiations.indices {
            ends.append((number(instantiations[position].parent), number(instantiations[position].child)))
        }
        var outgoing = [[Edge]](repeating: [], count: names.count)
        var parents = [[Int]](repeating: [], count: names.count)
        var injectingViews: [Int: [Int]] = [:]
        for position in instantiations.indices {
            let (parent, child) = ends[position]
            let environment = instantiations[position].environment
            let navigation = instantiations[position].navigationEnvironment
            outgoing[parent].append(Edge(
                instantiation: position, child: child,
                environmentFromParent: environment.base == .parentView,
                stackFromParent: navigation.base == .parentView,
                environmentInjections: environment.injections,
                stackInjections: navigation.injections
            ))
            parents[child].append(parent)
            for id in environment.injections { injectingViews[id, default: []].append(parent) }
            for id in navigation.injections { injectingViews[id, default: []].append(parent) }
        }
        self.names = names
        self.index = index
        self.outgoing = outgoing
        self.parents = parents
        self.injectionKeys = graph.injections.map(\.key)
        self.injectingViews = injectingViews
    }

    /// Views numbered `0..<views.count` for one question, and back.
    private struct LocalViews {
        var views: [Int] = []
        var local: [Int: Int] = [:]

        /// Adds `view` unless present; `true` when added.
        mutating func add(_ view: Int) -> Bool {
            let count = local.count
            local.insertUnlessPresent(views.count, for: view)
            guard local.count > count else { return false }
            views.append(view)
            return true
        }
    }

    /// A view's state for one key: visible in its environment (bit 1), at its navigation stack (bit 0).
    private static func state(visible: Bool, stack: Bool) -> Int { (visible ? 2 : 0) | (stack ? 1 : 0) }

    private func next(_ state: Int, _ edge: Edge, provides: (Int) -> Bool) -> Int {
        let visible = state & 2 != 0
        let stack = state & 1 != 0
        let nextVisible = (edge.environmentFromParent ? visible : stack) || edge.environmentInjections.contains(where: provides)
        let nextStack = (edge.stackFromParent ? visible : stack) || edge.stackInjections.contains(where: provides)
        return Self.state(visible: nextVisible, stack: nextStack)
    }

    /// Views from which some view in `targets` can be reached, targets included.
    private func viewsReaching(_ targets: Set<Int>) -> LocalViews {
        var reaching = LocalViews()
        for target in targets.sorted() { _ = reaching.add(target) }
        var cursor = 0
        while cursor < reaching.views.count {
            let view = reaching.views[cursor]
            cursor += 1
            for parent in parents[view] { _ = reaching.add(parent) }
        }
        return reaching
    }

    // MARK: Rule 5

    struct Report {
        let consumer: Int
        let root: Int
        /// Instantiation indices from the root to the consumer.
        let path: [Int]
    }

    /// Every (consumer, root) pair where some path from the root reaches the consumer with `key`
    /// not visible, with a shortest such path. Sorted by root, then consumer name.
    /// `rootNumbers` maps each root view to its position among the roots; `hostProvided`
    /// says, by that position, whether the root's host provides `key`.
    func unprovidedConsumers(key: EnvironmentKey, consumers: Set<Int>, rootNumbers: [Int: Int], hostProvided: (Int) -> Bool) -> [Report] {
        let provides: (Int) -> Bool = { injectionKeys[$0] == key }
        let reaching = viewsReaching(consumers)
        // Roots in their order among all roots, so reports come out sorted by root.
        let roots = reaching.views.filter { rootNumbers[$0] != nil }.sorted { rootNumbers[$0]! < rootNumbers[$1]! }
        guard !roots.isEmpty else { return [] }
        let hostProvidedByBit = roots.map { hostProvided(rootNumbers[$0]!) }
        // First every root as one: a program that provides what its views consume, as most do,
        // is told so without a set of roots per view, whose cost is views × roots / 64.
        guard reachesUnprovided(consumers, from: roots, hostProvided: hostProvidedByBit, provides: provides, within: reaching) else { return [] }

        // Which roots reach each (view, state): four bit sets per view, grown to a fixed point.
        let count = reaching.views.count
        let words = (roots.count + 63) / 64
        var reachedBy = [UInt64](repeating: 0, count: count * 4 * words)
        var work = Worklist(count: count)
        for (bit, root) in roots.enumerated() {
            let provided = hostProvidedByBit[bit]
            let local = reaching.local[root]!
            let start = Self.state(visible: provided, stack: provided)
            reachedBy[(local * 4 + start) * words + bit / 64] |= 1 << UInt64(bit % 64)
            work.push(local)
        }
        while let view = work.pop() {
            for edge in outgoing[reaching.views[view]] {
                guard let child = reaching.local[edge.child] else { continue }
                var changed = false
                for state in 0..<4 {
                    let from = (view * 4 + state) * words
                    let to = (child * 4 + next(state, edge, provides: provides)) * words
                    for word in 0..<words {
                        let merged = reachedBy[to + word] | reachedBy[from + word]
                        if merged != reachedBy[to + word] {
                            reachedBy[to + word] = merged
                            changed = true
                        }
                    }
                }
                if changed { work.push(child) }
            }
        }

        // Group the unprovided consumers by root, then find each root's shortest paths once.
        var consumersByRoot: [Int: [Int]] = [:]
        for consumer in consumers {
            let local = reaching.local[consumer]!
            for state in [Self.state(visible: false, stack: false), Self.state(visible: false, stack: true)] {
                let base = (local * 4 + state) * words
                // The roots set in each word, lowest first: most words are empty.
                for word in 0..<words {
                    var bits = reachedBy[base + word]
                    while bits != 0 {
                        consumersByRoot[word * 64 + bits.trailingZeroBitCount, default: []].append(consumer)
                        bits &= bits - 1
                    }
                }
            }
        }
        var reports: [Report] = []
        for bit in consumersByRoot.keys.sorted() {
            let targets = Set(consumersByRoot[bit]!)
            let paths = shortestUnprovidedPaths(from: roots[bit], hostProvided: hostProvidedByBit[bit], to: targets, provides: provides, within: reaching)
            for consumer in targets.sorted(by: { names[$0] < names[$1] }) {
                if let path = paths[consumer] { reports.append(Report(consumer: consumer, root: roots[bit], path: path)) }
            }
        }
        return reports
    }

    /// Whether some root reaches some consumer with the value not visible: the states each view
    /// is reached in, from any root, grown to a fixed point as `unprovidedConsumers`' sets are.
    private func reachesUnprovided(_ consumers: Set<Int>, from roots: [Int], hostProvided: [Bool], provides: (Int) -> Bool, within reaching: LocalViews) -> Bool {
        // Bit `state` of a view's entry: some root reaches the view in that state.
        var reached = [UInt8](repeating: 0, count: reaching.views.count)
        var work = Worklist(count: reaching.views.count)
        for (bit, root) in roots.enumerated() {
            let local = reaching.local[root]!
            reached[local] |= 1 << UInt8(Self.state(visible: hostProvided[bit], stack: hostProvided[bit]))
            work.push(local)
        }
        while let view = work.pop() {
            for edge in outgoing[reaching.views[view]] {
                guard let child = reaching.local[edge.child] else { continue }
                var states: UInt8 = 0
                for state in 0..<4 where reached[view] & (1 << UInt8(state)) != 0 {
                    states |= 1 << UInt8(next(state, edge, provides: provides))
                }
                if reached[child] | states != reached[child] {
                    reached[child] |= states
                    work.push(child)
                }
            }
        }
        let unprovided: UInt8 = 1 << UInt8(Self.state(visible: false, stack: false)) | 1 << UInt8(Self.state(visible: false, stack: true))
        return consumers.contains { reached[reaching.local[$0]!] & unprovided != 0 }
    }

    /// Breadth-first search over (view, state) from one root; the first time each target is
    /// reached without the value gives its path.
    private func shortestUnprovidedPaths(from root: Int, hostProvided: Bool, to targets: Set<Int>, provides: (Int) -> Bool, within reaching: LocalViews) -> [Int: [Int]] {
        let start = reaching.local[root]! * 4 + Self.state(visible: hostProvided, stack: hostProvided)
        var cameFrom = [Int](repeating: -2, count: reaching.views.count * 4)
        var viaEdge = [Int](repeating: -1, count: reaching.views.count * 4)
        cameFrom[start] = -1
        var queue = [start]
        var head = 0
        var found: [Int: [Int]] = [:]
        while head < queue.count, found.count < targets.count {
            let current = queue[head]
            head += 1
            let view = reaching.views[current / 4]
            let state = current % 4
            if state & 2 == 0, targets.contains(view), found[view] == nil {
                var path: [Int] = []
                var step = current
                while cameFrom[step] >= 0 {
                    path.append(viaEdge[step])
                    step = cameFrom[step]
                }
                found[view] = path.reversed()
            }
            for edge in outgoing[view] {
                guard let child = reaching.local[edge.child] else { continue }
                let successor = child * 4 + next(state, edge, provides: provides)
                if cameFrom[successor] == -2 {
                    cameFrom[successor] = current
                    viaEdge[successor] = edge.instantiation
                    queue.append(successor)
                }
            }
        }
        return found
    }

    // MARK: Rule 10

    /// The injections (all of one key) that reach some consumer's environment, navigation rule applied.
    func consumedInjections(_ injections: [Int], consumers: Set<Int>) -> Set<Int> {
        guard !consumers.isEmpty else { return [] }
        var bitOf: [Int: Int] = [:]
        for (bit, id) in injections.enumerated() { bitOf[id] = bit }
        // Only views below the injecting call sites can see these injections.
        var below = LocalViews()
        for id in injections {
            for view in injectingViews[id] ?? [] { _ = below.add(view) }
        }
        let injectingCount = below.views.count
        var cursor = 0
        while cursor < below.views.count {
            let view = below.views[cursor]
            cursor += 1
            for edge in outgoing[view] { _ = below.add(edge.child) }
        }
        let count = below.views.count
        let words = (injections.count + 63) / 64
        // Per view: injections visible in its environment, then at its navigation stack.
        var visible = [UInt64](repeating: 0, count: count * words)
        var atStack = [UInt64](repeating: 0, count: count * words)
        // Bits start at the injecting call sites; other views start empty.
        var work = Worklist(count: count)
        for view in 0..<injectingCount { work.push(view) }
        var edgeVisible = [UInt64](repeating: 0, count: words)
        var edgeStack = [UInt64](repeating: 0, count: words)
        while let view = work.pop() {
            for edge in outgoing[below.views[view]] {
                let child = below.local[edge.child]!
                for word in 0..<words {
                    edgeVisible[word] = edge.environmentFromParent ? visible[view * words + word] : atStack[view * words + word]
                    edgeStack[word] = edge.stackFromParent ? visible[view * words + word] : atStack[view * words + word]
                }
                for id in edge.environmentInjections { if let bit = bitOf[id] { edgeVisible[bit / 64] |= 1 << UInt64(bit % 64) } }
                for id in edge.stackInjections { if let bit = bitOf[id] { edgeStack[bit / 64] |= 1 << UInt64(bit % 64) } }
                var changed = false
                for word in 0..<words {
                    let childWord = child * words + word
                    if visible[childWord] | edgeVisible[word] != visible[childWord] { visible[childWord] |= edgeVisible[word]; changed = true }
                    if atStack[childWord] | edgeStack[word] != atStack[childWord] { atStack[childWord] |= edgeStack[word]; changed = true }
                }
                if changed { work.push(child) }
            }
        }
        var consumed: Set<Int> = []
        for consumer in consumers {
            guard let local = below.local[consumer] else { continue }
            for bit in 0..<injections.count where visible[local * words + bit / 64] & (1 << UInt64(bit % 64)) != 0 {
                consumed.insert(injections[bit])
            }
        }
        return consumed
    }
}

/// The views whose bit sets grew and must pass them on, each queued at most once at a time.
/// Bounded: a view is queued again only when one of its bit sets grew, and bit sets only grow.
private struct Worklist {
    private var queued: [Bool]
    private var queue: [Int] = []
    private var head = 0

    init(count: Int) { queued = [Bool](repeating: false, count: count) }

    mutating func push(_ view: Int) {
        guard !queued[view] else { return }
        queued[view] = true
        queue.append(view)
    }

    mutating func pop() -> Int? {
        guard head < queue.count else { return nil }
        let view = queue[head]
        head += 1
        queued[view] = false
        // Drop the consumed front once it is most of the array.
        if head > 4096, head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
        }
        return view
    }
}

/// The instantiation graph with views and injections as integers, for the whole-program
/// environment questions of rules 5 and 10. Both are answered as monotone data flow over
/// bit sets, so the cost is edges times (roots or injections) / 64, not a search per root.
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

    init(graph: InstantiationGraph, viewNames: [String]) {
        var names = viewNames
        var index: [String: Int] = [:]
        for (position, name) in names.enumerated() { index[name] = position }
        // Indexed reads: iterating would copy every (large) instantiation.
        let instantiations = graph.instantiations
        for position in instantiations.indices {
            for name in [instantiations[position].parent, instantiations[position].child] where index[name] == nil {
                index[name] = names.count
                names.append(name)
            }
        }
        var outgoing = [[Edge]](repeating: [], count: names.count)
        var parents = [[Int]](repeating: [], count: names.count)
        for position in instantiations.indices {
            let parent = index[instantiations[position].parent]!
            let child = index[instantiations[position].child]!
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
        }
        self.names = names
        self.index = index
        self.outgoing = outgoing
        self.parents = parents
        self.injectionKeys = graph.injections.map(\.key)
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

    /// Views from which some view in `targets` can be reached.
    private func viewsReaching(_ targets: Set<Int>) -> [Bool] {
        var reaches = [Bool](repeating: false, count: names.count)
        var stack = Array(targets)
        for target in targets { reaches[target] = true }
        while let view = stack.popLast() {
            for parent in parents[view] where !reaches[parent] {
                reaches[parent] = true
                stack.append(parent)
            }
        }
        return reaches
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
    func unprovidedConsumers(key: EnvironmentKey, consumers: Set<Int>, roots: [Int], hostProvided: [Bool]) -> [Report] {
        let matches = injectionKeys.map { $0 == key }
        let provides: (Int) -> Bool = { matches[$0] }
        let reaches = viewsReaching(consumers)
        let rootNumbers = roots.indices.filter { reaches[roots[$0]] }
        guard !rootNumbers.isEmpty else { return [] }

        // Which roots reach each (view, state): four bit sets per view, grown to a fixed point.
        let words = (rootNumbers.count + 63) / 64
        var reachedBy = [UInt64](repeating: 0, count: names.count * 4 * words)
        var queued = [Bool](repeating: false, count: names.count)
        var queue: [Int] = []
        for (bit, number) in rootNumbers.enumerated() {
            let root = roots[number]
            let start = Self.state(visible: hostProvided[number], stack: hostProvided[number])
            reachedBy[(root * 4 + start) * words + bit / 64] |= 1 << UInt64(bit % 64)
            if !queued[root] { queued[root] = true; queue.append(root) }
        }
        var head = 0
        while head < queue.count {
            let view = queue[head]
            head += 1
            queued[view] = false
            for edge in outgoing[view] where reaches[edge.child] {
                var changed = false
                for state in 0..<4 {
                    let from = (view * 4 + state) * words
                    let to = (edge.child * 4 + next(state, edge, provides: provides)) * words
                    for word in 0..<words {
                        let merged = reachedBy[to + word] | reachedBy[from + word]
                        if merged != reachedBy[to + word] {
                            reachedBy[to + word] = merged
                            changed = true
                        }
                    }
                }
                if changed, !queued[edge.child] {
                    queued[edge.child] = true
                    queue.append(edge.child)
                }
            }
            // Bounded: the queue only grows when a bit set grows, and bit sets only grow.
            if head > 4096, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
        }

        // Group the unprovided consumers by root, then find each root's shortest paths once.
        var consumersByRoot: [Int: [Int]] = [:]
        for consumer in consumers {
            for state in [Self.state(visible: false, stack: false), Self.state(visible: false, stack: true)] {
                let base = (consumer * 4 + state) * words
                for bit in 0..<rootNumbers.count where reachedBy[base + bit / 64] & (1 << UInt64(bit % 64)) != 0 {
                    consumersByRoot[bit, default: []].append(consumer)
                }
            }
        }
        var reports: [Report] = []
        for bit in consumersByRoot.keys.sorted() {
            let number = rootNumbers[bit]
            let targets = Set(consumersByRoot[bit]!)
            let paths = shortestUnprovidedPaths(from: roots[number], hostProvided: hostProvided[number], to: targets, provides: provides, within: reaches)
            for consumer in targets.sorted(by: { names[$0] < names[$1] }) {
                if let path = paths[consumer] { reports.append(Report(consumer: consumer, root: roots[number], path: path)) }
            }
        }
        return reports
    }

    /// Breadth-first search over (view, state) from one root; the first time each target is
    /// reached without the value gives its path.
    private func shortestUnprovidedPaths(from root: Int, hostProvided: Bool, to targets: Set<Int>, provides: (Int) -> Bool, within reaches: [Bool]) -> [Int: [Int]] {
        let start = root * 4 + Self.state(visible: hostProvided, stack: hostProvided)
        var cameFrom = [Int](repeating: -2, count: names.count * 4)
        var viaEdge = [Int](repeating: -1, count: names.count * 4)
        cameFrom[start] = -1
        var queue = [start]
        var head = 0
        var found: [Int: [Int]] = [:]
        while head < queue.count, found.count < targets.count {
            let current = queue[head]
            head += 1
            let view = current / 4
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
            for edge in outgoing[view] where reaches[edge.child] {
                let successor = edge.child * 4 + next(state, edge, provides: provides)
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
        let words = (injections.count + 63) / 64
        // Per view: injections visible in its environment, then at its navigation stack.
        var visible = [UInt64](repeating: 0, count: names.count * words)
        var atStack = [UInt64](repeating: 0, count: names.count * words)
        var queued = [Bool](repeating: true, count: names.count)
        var queue = Array(0..<names.count)
        var head = 0
        var edgeVisible = [UInt64](repeating: 0, count: words)
        var edgeStack = [UInt64](repeating: 0, count: words)
        while head < queue.count {
            let view = queue[head]
            head += 1
            queued[view] = false
            for edge in outgoing[view] {
                for word in 0..<words {
                    edgeVisible[word] = edge.environmentFromParent ? visible[view * words + word] : atStack[view * words + word]
                    edgeStack[word] = edge.stackFromParent ? visible[view * words + word] : atStack[view * words + word]
                }
                for id in edge.environmentInjections { if let bit = bitOf[id] { edgeVisible[bit / 64] |= 1 << UInt64(bit % 64) } }
                for id in edge.stackInjections { if let bit = bitOf[id] { edgeStack[bit / 64] |= 1 << UInt64(bit % 64) } }
                var changed = false
                for word in 0..<words {
                    let child = edge.child * words + word
                    if visible[child] | edgeVisible[word] != visible[child] { visible[child] |= edgeVisible[word]; changed = true }
                    if atStack[child] | edgeStack[word] != atStack[child] { atStack[child] |= edgeStack[word]; changed = true }
                }
                if changed, !queued[edge.child] {
                    queued[edge.child] = true
                    queue.append(edge.child)
                }
            }
            if head > 4096, head * 2 > queue.count {
                queue.removeFirst(head)
                head = 0
            }
        }
        var consumed: Set<Int> = []
        for consumer in consumers {
            for bit in 0..<injections.count where visible[consumer * words + bit / 64] & (1 << UInt64(bit % 64)) != 0 {
                consumed.insert(injections[bit])
            }
        }
        return consumed
    }
}

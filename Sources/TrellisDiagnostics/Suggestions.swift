/// "Did you mean" candidates for misspelled names.
public enum Suggestions {
    /// The candidate closest to `name` by edit distance (case-insensitive, with adjacent
    /// transpositions), or `nil` when none is close enough to be a plausible typo.
    /// Ties go to a candidate differing only in case, then to the alphabetically first,
    /// so output never depends on the order of a set.
    public static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        guard let query = Query(name) else { return nil }
        var best: Match?
        for candidate in candidates where candidate != name {
            let scalars = Array(candidate.lowercased().unicodeScalars)
            guard abs(scalars.count - query.target.count) <= query.maxDistance else { continue }
            best = query.better(best, candidate, scalars)
        }
        return best?.candidate
    }

    /// `closest(to:among:)`, kept only when it is a plain typo: at most one edit in five
    /// characters. A modifier SwiftUI has and Trellis lacks (`glassEffect`) is no misspelling of
    /// one Trellis has (`scaleEffect`), and suggesting it would mislead.
    public static func typo(of name: String, among candidates: some Sequence<String>) -> String? {
        guard let candidate = closest(to: name, among: candidates) else { return nil }
        let limit = max(1, name.unicodeScalars.count / 5)
        return editDistance(Array(name.lowercased().unicodeScalars), Array(candidate.lowercased().unicodeScalars), limit: limit) <= limit ? candidate : nil
    }

    /// Candidates prepared once (lowercased, grouped by length) for many lookups: `closest(to:)`
    /// gives what `Suggestions.closest(to:among:)` gives over the same candidates, but looks only
    /// at candidates whose length is within the distance a typo may have.
    public struct Index: Sendable {
        private let byLength: [Int: [(candidate: String, scalars: [Unicode.Scalar])]]

        public init(_ candidates: some Sequence<String>) {
            var byLength: [Int: [(candidate: String, scalars: [Unicode.Scalar])]] = [:]
            for candidate in Set(candidates) {
                let scalars = Array(candidate.lowercased().unicodeScalars)
                byLength[scalars.count, default: []].append((candidate, scalars))
            }
            self.byLength = byLength
        }

        public func closest(to name: String) -> String? {
            guard let query = Query(name) else { return nil }
            var best: Match?
            let length = query.target.count
            for candidateLength in max(0, length - query.maxDistance)...(length + query.maxDistance) {
                for entry in byLength[candidateLength] ?? [] where entry.candidate != name {
                    best = query.better(best, entry.candidate, entry.scalars)
                }
            }
            return best?.candidate
        }
    }

    private typealias Match = (candidate: String, distance: Int, caseOnly: Bool)

    private struct Query {
        let target: [Unicode.Scalar]
        let maxDistance: Int
        /// Whether the name starts with a capital: a type's name, where a lowercase one is a value's.
        let startsUppercase: Bool

        init?(_ name: String) {
            target = Array(name.lowercased().unicodeScalars)
            startsUppercase = name.unicodeScalars.first.map { $0.properties.isUppercase } ?? false
            // Very long names are not typos of short ones; also bounds the quadratic work.
            guard !target.isEmpty, target.count <= 128 else { return nil }
            maxDistance = max(1, (target.count + 2) / 3)
        }

        /// `best`, or the candidate if it is closer (or equally close and preferred).
        func better(_ best: Match?, _ candidate: String, _ scalars: [Unicode.Scalar]) -> Match? {
            let distance = editDistance(target, scalars, limit: maxDistance)
            guard distance <= maxDistance else { return best }
            let caseOnly = distance == 0
            if let current = best {
                // Equally close: a name that starts as the written one does (`selection` meant
                // the value `selected`, not the type `Section2`), then the first in order.
                let sameStart = startsUppercase == (candidate.unicodeScalars.first?.properties.isUppercase ?? false)
                let currentSameStart = startsUppercase == (current.candidate.unicodeScalars.first?.properties.isUppercase ?? false)
                let tied = distance == current.distance && caseOnly == current.caseOnly
                let better = distance < current.distance
                    || (distance == current.distance && caseOnly && !current.caseOnly)
                    || (tied && sameStart && !currentSameStart)
                    || (tied && sameStart == currentSameStart && candidate < current.candidate)
                if !better { return best }
            }
            return (candidate, distance, caseOnly)
        }
    }

    /// Optimal-string-alignment distance; returns `limit + 1` as soon as it must exceed `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}

import Testing

/// A unified diff of two texts by lines, for readable golden and emission failures.
public enum TextDiff {
    public static func unified(expected: String, actual: String, expectedName: String = "expected", actualName: String = "actual", context: Int = 3) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the end.
        var table = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        enum Line { case same(String), removed(String), added(String) }
        var lines: [Line] = []
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append(.same(old[i])); i += 1; j += 1
            } else if j < new.count, i == old.count || table[i][j + 1] >= table[i + 1][j] {
                lines.append(.added(new[j])); j += 1
            } else {
                lines.append(.removed(old[i])); i += 1
            }
        }
        var output = "--- \(expectedName)\n+++ \(actualName)\n"
        var index = 0
        while index < lines.count {
            guard case .same = lines[index] else {
                let start = max(0, index - context)
                var end = index
                var quiet = 0
                while end < lines.count && quiet <= context * 2 {
                    if case .same = lines[end] { quiet += 1 } else { quiet = 0 }
                    end += 1
                }
                end = min(lines.count, end - max(0, quiet - context))
                output += "@@\n"
                for line in lines[start..<end] {
                    switch line {
                    case .same(let text): output += " \(text)\n"
                    case .removed(let text): output += "-\(text)\n"
                    case .added(let text): output += "+\(text)\n"
                    }
                }
                index = end
                continue
            }
            index += 1
        }
        return output
    }
}

/// Expects two texts to be equal; a difference is recorded with a unified diff of them.
public func expectTextEqual(
    _ actual: String,
    _ expected: String,
    _ comment: @autoclosure () -> Comment? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard actual != expected else { return }
    let diff = TextDiff.unified(expected: expected, actual: actual)
    let message: Comment = if let comment = comment() { "\(comment.rawValue)\n\(diff)" } else { "\(diff)" }
    Issue.record(message, sourceLocation: sourceLocation)
}

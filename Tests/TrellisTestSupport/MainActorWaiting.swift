/// Lets work queued on the main actor run until `condition` holds, and says whether it did.
///
/// A `Task` that an action starts finishes after an unknown number of turns of the main
/// actor's executor, which suites running in parallel share; a fixed number of yields is
/// sometimes too few. The limit only bounds a test that would otherwise wait forever.
@MainActor
public func yieldUntil(limit: Int = 100_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<limit {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

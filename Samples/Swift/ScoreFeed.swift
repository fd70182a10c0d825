/// `Samples/SwiftStatements.xml`'s feed of scores, written by hand: streams whose elements
/// arrive over time, one that may fail.
struct ScoreFeed {
    struct Offline: Error {}

    static func updates() -> AsyncStream<Int> {
        AsyncStream { continuation in
            for score in [5, 10, 20] { continuation.yield(score) }
            continuation.finish()
        }
    }

    static func checkedUpdates(failing: Bool) -> AsyncThrowingStream<Int, Error> {
        AsyncThrowingStream { continuation in
            continuation.yield(1)
            continuation.yield(2)
            if failing {
                continuation.finish(throwing: Offline())
            } else {
                continuation.finish()
            }
        }
    }
}

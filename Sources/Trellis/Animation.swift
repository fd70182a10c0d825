/// SwiftUI's `withAnimation`. Headless there is nothing to animate: the body runs at once and
/// its changes re-render like any others.
@discardableResult
public func withAnimation<Result>(_ body: () throws -> Result) rethrows -> Result {
    try body()
}

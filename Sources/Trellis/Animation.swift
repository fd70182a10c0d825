/// SwiftUI's `Animation`: how a change moves from its old value to its new one. Headless there
/// is nothing to draw between the two, so an animation is kept as SwiftUI code spells it,
/// `.easeInOut(duration: 0.3).delay(1)`, readable in tests through `description`, the
/// transaction of `withAnimation` and the `animation(_:value:)` modifier's appearance.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The spelling, such as `.spring` or `.linear(duration: 2).repeatForever(autoreverses: false)`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    public static let `default` = Animation(".default")
    public static let linear = Animation(".linear")
    public static let easeIn = Animation(".easeIn")
    public static let easeOut = Animation(".easeOut")
    public static let easeInOut = Animation(".easeInOut")
    public static let spring = Animation(".spring")
    public static let interactiveSpring = Animation(".interactiveSpring")
    public static let bouncy = Animation(".bouncy")
    public static let smooth = Animation(".smooth")
    public static let snappy = Animation(".snappy")

    public static func linear(duration: Double) -> Animation { timed("linear", duration) }
    public static func easeIn(duration: Double) -> Animation { timed("easeIn", duration) }
    public static func easeOut(duration: Double) -> Animation { timed("easeOut", duration) }
    public static func easeInOut(duration: Double) -> Animation { timed("easeInOut", duration) }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(".spring(response: \(number(response)), dampingFraction: \(number(dampingFraction)), blendDuration: \(number(blendDuration)))")
    }

    /// Its `duration` is required here, so that `.spring()` means the other overload, unambiguously.
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(".spring(duration: \(number(duration)), bounce: \(number(bounce)), blendDuration: \(number(blendDuration)))")
    }

    /// `.spring(bounce: 0.3)`: SwiftUI's `duration` left at its default of 0.5.
    public static func spring(bounce: Double, blendDuration: Double = 0) -> Animation {
        spring(duration: 0.5, bounce: bounce, blendDuration: blendDuration)
    }

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { tuned("bouncy", duration, extraBounce) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { tuned("smooth", duration, extraBounce) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { tuned("snappy", duration, extraBounce) }

    public func delay(_ delay: Double) -> Animation { Animation(description + ".delay(\(Self.number(delay)))") }
    public func speed(_ speed: Double) -> Animation { Animation(description + ".speed(\(Self.number(speed)))") }

    public func repeatForever(autoreverses: Bool = true) -> Animation {
        Animation(description + ".repeatForever(autoreverses: \(autoreverses))")
    }

    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        Animation(description + ".repeatCount(\(repeatCount), autoreverses: \(autoreverses))")
    }

    private static func timed(_ name: String, _ duration: Double) -> Animation {
        Animation(".\(name)(duration: \(number(duration)))")
    }

    private static func tuned(_ name: String, _ duration: Double, _ extraBounce: Double) -> Animation {
        Animation(".\(name)(duration: \(number(duration)), extraBounce: \(number(extraBounce)))")
    }

    /// `0.3` and `2` as written, not `2.0`.
    private static func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}

/// SwiftUI's `Transaction`: the context of one change, here only its animation.
public struct Transaction: Sendable {
    public var animation: Animation?

    public init(animation: Animation? = nil) {
        self.animation = animation
    }

    /// The transaction the current code runs in: `withAnimation`'s inside its body, otherwise
    /// one without an animation. The runtime reads it when a change schedules an update
    /// (`ViewHost.animationOfLastUpdate`).
    @TaskLocal public static var current = Transaction()
}

/// SwiftUI's `withAnimation`. Headless there is nothing to animate: the body runs at once, in a
/// transaction carrying `animation`, and its changes re-render as any others do, with the same
/// body evaluations.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(Transaction(animation: animation), operation: body)
}

/// SwiftUI's `withTransaction`: runs `body` in `transaction`.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try Transaction.$current.withValue(transaction, operation: body)
}

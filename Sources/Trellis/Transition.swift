/// SwiftUI's `AnyTransition`: how a view enters and leaves the screen when an `if` inserts or
/// removes it. Headless a view appears and disappears at once, so a transition is kept as
/// SwiftUI code spells it, `.move(edge: .leading).combined(with: .opacity)`, readable in tests
/// through `description` and the `transition(_:)` modifier's appearance.
public struct AnyTransition: Hashable, Sendable, CustomStringConvertible {
    /// The spelling, such as `.opacity` or `.asymmetric(insertion: .scale, removal: .opacity)`.
    public let description: String

    private init(_ description: String) {
        self.description = description
    }

    public static let identity = AnyTransition(".identity")
    public static let opacity = AnyTransition(".opacity")
    public static let slide = AnyTransition(".slide")
    public static let scale = AnyTransition(".scale")

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(".scale(scale: \(describe(scale))" + (anchor == .center ? "" : ", anchor: \(describe(anchor))") + ")")
    }

    public static func move(edge: Edge) -> AnyTransition { AnyTransition(".move(edge: .\(edge))") }

    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(".push(from: .\(edge))") }

    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(".offset(x: \(describe(x)), y: \(describe(y)))")
    }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(".asymmetric(insertion: \(insertion), removal: \(removal))")
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(description + ".combined(with: \(other))")
    }

    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(description + ".animation(\(animation?.description ?? "nil"))")
    }
}

extension View {
    /// SwiftUI's `transition(_:)`: how this view enters and leaves when an `if` inserts or
    /// removes it. Headless it enters and leaves at once; `appearance` records the transition as
    /// written, `transition(.slide)`.
    public func transition(_ transition: AnyTransition) -> some View {
        styled(.local(.transition(transition)))
    }
}

/// A colour or pattern to fill or tint with, as SwiftUI's `ShapeStyle`. Trellis draws no
/// pixels; a style keeps a description so tests can read back which one a modifier set.
public protocol ShapeStyle: Sendable {}

extension Color: ShapeStyle {}

/// A type-erased shape style. Two are equal when they describe the same style.
public struct AnyShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    public let description: String

    public init<S: ShapeStyle>(_ style: S) {
        description = (style as? AnyShapeStyle)?.description ?? String(describing: style)
    }
}

/// The foreground style in force.
public struct ForegroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
    public init() {}
    public var description: String { "foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

// The named colours where any shape style is expected: `.fill(.red)`.
extension ShapeStyle where Self == Color {
    public static var black: Color { Color.black }
    public static var blue: Color { Color.blue }
    public static var brown: Color { Color.brown }
    public static var clear: Color { Color.clear }
    public static var cyan: Color { Color.cyan }
    public static var gray: Color { Color.gray }
    public static var green: Color { Color.green }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var orange: Color { Color.orange }
    public static var pink: Color { Color.pink }
    public static var purple: Color { Color.purple }
    public static var red: Color { Color.red }
    public static var teal: Color { Color.teal }
    public static var white: Color { Color.white }
    public static var yellow: Color { Color.yellow }
}

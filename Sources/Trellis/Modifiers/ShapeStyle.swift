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

/// The foreground levels: `.primary` for content, `.secondary` and below for less important
/// content.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    public var description: String { ["primary", "secondary", "tertiary", "quaternary", "quinary"][level] }
}

/// The tint colour in force (`tint(_:)`, else the accent colour).
public struct TintShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    public init() {}
    public var description: String { "tint" }
}

/// The foreground style in force.
public struct ForegroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
    public init() {}
    public var description: String { "foreground" }
}

/// The background style in force.
public struct BackgroundStyle: ShapeStyle, Hashable, CustomStringConvertible {
    public init() {}
    public var description: String { "background" }
}

/// The fill of a background or a control, lighter at each level: `.fill`, `.fill.secondary`,
/// `.fill.tertiary`, as in `.background(.fill.tertiary, in: .circle)`.
public struct FillShapeStyle: ShapeStyle, Hashable, CustomStringConvertible {
    let level: Int
    public init() { level = 0 }
    private init(level: Int) { self.level = level }

    public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
    public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
    public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }

    public var description: String { ["fill", "fill.secondary", "fill.tertiary", "fill.quaternary"][level] }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

// The named colours where any shape style is expected: `.foregroundStyle(.red)`, `.fill(.red)`.
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

extension View {
    /// The style of text and symbols below, unless a nearer one sets another.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        inherited(.foregroundStyle, AnyShapeStyle(style))
    }

    /// The colour of text and symbols below; nil restores the default.
    public func foregroundColor(_ color: Color?) -> some View {
        inherited(.foregroundStyle, color.map(AnyShapeStyle.init))
    }

    /// The tint of controls below (a button's title, a toggle's switch, the selection).
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        inherited(.tint, tint.map(AnyShapeStyle.init))
    }

    public func tint(_ tint: Color?) -> some View {
        inherited(.tint, tint.map(AnyShapeStyle.init))
    }
}

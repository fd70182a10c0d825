/// A colour, as SwiftUI's `Color`: a view that fills its space, and a `ShapeStyle` (see
/// ShapeStyle.swift). Trellis draws no pixels, so a colour prints no line of its own; it keeps
/// its name (or its components) so that tests can read back which colour a modifier set.
nonisolated public struct Color: View, PrimitiveView, Hashable, Sendable, CustomStringConvertible {
    let name: String

    init(named name: String) { self.name = name }

    /// A colour from an asset catalog, by name.
    public init(_ name: String) { self.name = name }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "rgb(\(red), \(green), \(blue)\(opacity == 1 ? "" : ", \(opacity)"))"
    }

    public init(white: Double, opacity: Double = 1) {
        name = "white(\(white)\(opacity == 1 ? "" : ", \(opacity)"))"
    }

    /// This colour made partly transparent.
    public func opacity(_ opacity: Double) -> Color { Color(named: "\(name).opacity(\(opacity))") }

    public nonisolated var description: String { name }

    @MainActor public var body: Never { primitiveBodyFailure() }
    @MainActor func makeNode(parent: Node) -> Node { LeafNode(view: self, parent: parent) }

    public static let black = Color(named: "black")
    public static let blue = Color(named: "blue")
    public static let brown = Color(named: "brown")
    public static let clear = Color(named: "clear")
    public static let cyan = Color(named: "cyan")
    public static let gray = Color(named: "gray")
    public static let green = Color(named: "green")
    public static let indigo = Color(named: "indigo")
    public static let mint = Color(named: "mint")
    public static let orange = Color(named: "orange")
    public static let pink = Color(named: "pink")
    public static let purple = Color(named: "purple")
    public static let red = Color(named: "red")
    public static let teal = Color(named: "teal")
    public static let white = Color(named: "white")
    public static let yellow = Color(named: "yellow")
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "accentColor")
}

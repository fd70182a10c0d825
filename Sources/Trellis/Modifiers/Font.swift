/// A font, as SwiftUI's `Font`: a text style or a system font of a size, with a weight, a
/// design and traits. Trellis draws no text, so a font is a description that tests compare:
/// `Font.headline.bold()` equals `.headline.bold()` and prints as `headline, bold`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// What the font is based on: a text style that scales with Dynamic Type, a fixed size, or
    /// a named font.
    enum Base: Hashable, Sendable {
        case style(TextStyle)
        case size(CGFloat)
        case custom(String, size: CGFloat)
    }

    let base: Base
    var weight: Weight?
    var design: Design?
    var traits: [String] = []

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(base: .style(.largeTitle))
    public static let title = Font(base: .style(.title))
    public static let title2 = Font(base: .style(.title2))
    public static let title3 = Font(base: .style(.title3))
    public static let headline = Font(base: .style(.headline))
    public static let subheadline = Font(base: .style(.subheadline))
    public static let body = Font(base: .style(.body))
    public static let callout = Font(base: .style(.callout))
    public static let footnote = Font(base: .style(.footnote))
    public static let caption = Font(base: .style(.caption))
    public static let caption2 = Font(base: .style(.caption2))

    /// A system font of a fixed size.
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .size(size), weight: weight, design: design)
    }

    /// The system font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .style(style), weight: weight, design: design)
    }

    /// A font by name, scaled with the body text style as SwiftUI does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name, size: size))
    }

    public func bold() -> Font { weight(.bold) }

    public func weight(_ weight: Weight) -> Font {
        var font = self
        font.weight = weight
        return font
    }

    public func italic() -> Font { adding("italic") }
    public func monospaced() -> Font { adding("monospaced") }
    public func monospacedDigit() -> Font { adding("monospacedDigit") }
    public func smallCaps() -> Font { adding("smallCaps") }

    private func adding(_ trait: String) -> Font {
        var font = self
        if !font.traits.contains(trait) { font.traits.append(trait) }
        return font
    }

    public var description: String {
        var parts: [String]
        switch base {
        case .style(let style): parts = ["\(style)"]
        case .size(let size): parts = ["system \(describe(size))"]
        case .custom(let name, let size): parts = ["\(name) \(describe(size))"]
        }
        if let design { parts.append("\(design)") }
        if let weight { parts.append("\(weight)") }
        return (parts + traits).joined(separator: ", ")
    }

    /// The text styles of Dynamic Type.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    /// The thickness of a font's strokes.
    public struct Weight: Hashable, Sendable, CustomStringConvertible {
        let name: String

        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")

        public var description: String { name }
    }
}

/// How the lines of a multiline text line up.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

extension Text {
    /// A case transformation applied to the text when it is shown.
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase
    }
}

extension View {
    /// The font of every text below, unless a nearer `font(_:)` sets another; nil restores the
    /// default.
    public func font(_ font: Font?) -> some View {
        inherited(.font, font)
    }

    /// The weight of every text below.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        inherited(.fontWeight, weight)
    }

    /// Bold text below: the `bold` weight when `isActive`, else the weight in force above.
    public func bold(_ isActive: Bool = true) -> some View {
        inherited(.bold, isActive)
    }

    /// Italic text below when `isActive`.
    public func italic(_ isActive: Bool = true) -> some View {
        inherited(.italic, isActive)
    }

    /// At most `number` lines for each text below; nil for no limit.
    public func lineLimit(_ number: Int?) -> some View {
        inherited(.lineLimit, number)
    }

    /// Between `limit.lowerBound` and `limit.upperBound` lines; `appearance(of:)` reports the
    /// upper bound, the most a text shows.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        inherited(.lineLimit, limit.upperBound)
    }

    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        inherited(.lineLimit, limit.upperBound)
    }

    /// At least `limit.lowerBound` lines, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        inherited(.lineLimit, nil as Int?)
    }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        inherited(.lineLimit, limit)
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        inherited(.multilineTextAlignment, alignment)
    }

    /// Shows every text below in upper or lower case; nil shows it as written. Like a font,
    /// it is presentation: `ViewHost.render()` prints and finds texts as written, and
    /// `ViewHost.appearance(of:)` reports the case.
    public func textCase(_ textCase: Text.Case?) -> some View {
        inherited(.textCase, textCase)
    }
}

import Foundation

// Text-layout and symbol-drawing modifiers. Trellis lays out no lines and draws no glyphs, so
// each is recorded as written, for `ViewHost.appearance(of:)` to report in `modifiers`.

extension Text {
    /// Where a text too long for its lines is cut: `.head`, `.middle` or `.tail`.
    public enum TruncationMode: Hashable, Sendable {
        case head, tail, middle
    }
}

extension Image {
    /// The size of a symbol image relative to the text around it.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }
}

/// How a symbol image's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let monochrome = SymbolRenderingMode(description: "monochrome")
    public static let multicolor = SymbolRenderingMode(description: "multicolor")
    public static let hierarchical = SymbolRenderingMode(description: "hierarchical")
    public static let palette = SymbolRenderingMode(description: "palette")
}

/// Whether a person may select the text of the views below: `.enabled` or `.disabled`.
public struct TextSelectability: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let enabled = TextSelectability(description: "enabled")
    public static let disabled = TextSelectability(description: "disabled")
}

extension View {
    /// The smallest fraction of its font size a text below may shrink to before it truncates.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        styled(.local(.recorded("minimumScaleFactor", arguments: describe(factor))))
    }

    /// Where the texts below are cut when they do not fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        styled(.local(.recorded("truncationMode", arguments: ".\(mode)")))
    }

    /// Digits of the same width in the texts below, so that changing numbers line up.
    public func monospacedDigit() -> some View {
        styled(.local(.recorded("monospacedDigit", arguments: "")))
    }

    /// The monospaced variant of the font of the texts below, when `isActive`.
    public func monospaced(_ isActive: Bool = true) -> some View {
        styled(.local(.recorded("monospaced", arguments: isActive ? "" : "false")))
    }

    /// The size of the symbol images below relative to their text.
    public func imageScale(_ scale: Image.Scale) -> some View {
        styled(.local(.recorded("imageScale", arguments: ".\(scale)")))
    }

    /// How the symbol images below colour their layers; nil leaves it to each symbol.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        styled(.local(.recorded("symbolRenderingMode", arguments: mode.map { ".\($0)" } ?? "nil")))
    }

    /// Whether a person may select the text of the views below, to copy it.
    public func textSelection(_ selectability: TextSelectability) -> some View {
        styled(.local(.recorded("textSelection", arguments: ".\(selectability)")))
    }

    /// The padding a scene's content has from its edges on this platform, on `edges`.
    public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        styled(.local(.recorded("scenePadding", arguments: "\(edges)")))
    }

    /// The tooltip a pointer resting on the view shows (macOS, iPadOS); nothing hovers headless.
    public func help(_ key: LocalizedStringKey) -> some View {
        styled(.local(.recorded("help", arguments: "\"\(key.plainText)\"")))
    }

    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View {
        styled(.local(.recorded("help", arguments: "\"\(text)\"")))
    }
}

// Image and layout modifiers: `resizable`, `renderingMode`, `aspectRatio`, `scaledToFit`,
// `scaledToFill`, `fixedSize`, `clipped`, `scaleEffect`, `rotationEffect`, with SwiftUI's
// signatures. Trellis lays nothing out, so none prints a line in `render()`; each is recorded
// where `ViewHost.appearance(of:)` reports it, written as in code: `scaledToFit()`,
// `rotationEffect(.degrees(45))`.

/// A point in a view's unit square: `.center` is (0.5, 0.5).
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat

    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// How content fills its frame: `.fit` keeps it whole, `.fill` covers the frame.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

extension Image {
    /// How an image's pixels are used: as they are, or as a template tinted by the foreground.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case template, original
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Lets the image scale to its frame.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image {
        var image = self
        image.resizingMode = resizingMode
        return image
    }

    /// Draws the image as a template (tinted by the foreground style) or as its own colours;
    /// nil keeps the asset's own choice.
    public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
        var image = self
        image.templateRenderingMode = renderingMode
        return image
    }

    /// The image's own modifiers, as written in code.
    var ownModifiers: [String] {
        var modifiers: [String] = []
        if let resizingMode { modifiers.append(resizingMode == .stretch ? "resizable()" : "resizable(resizingMode: .tile)") }
        if let templateRenderingMode { modifiers.append("renderingMode(.\(templateRenderingMode))") }
        return modifiers
    }

    var isDecorative: Bool {
        if case .decorative = source { true } else { false }
    }

    /// The name `appearance(of:)` finds an image by: its symbol's or its asset's.
    var name: String {
        switch source {
        case .system(let name), .named(let name), .decorative(let name), .platform(let name): name
        case .remote(let url): url.absoluteString
        }
    }
}

extension View {
    /// Constrains this view to `aspectRatio` (width over height; nil keeps the content's own),
    /// fitting or filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        styled(.local(.aspectRatio(aspectRatio, contentMode)))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        styled(.local(.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode)))
    }

    /// `aspectRatio(contentMode: .fit)`.
    public func scaledToFit() -> some View {
        styled(.local(.aspectRatio(nil, .fit)))
    }

    /// `aspectRatio(contentMode: .fill)`.
    public func scaledToFill() -> some View {
        styled(.local(.aspectRatio(nil, .fill)))
    }

    /// Keeps this view at its ideal size in both directions.
    public func fixedSize() -> some View {
        styled(.local(.fixedSize(horizontal: true, vertical: true)))
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        styled(.local(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Clips this view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        styled(.local(.clipped))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        styled(.local(.scaleEffect(x: scale.width, y: scale.height, anchor: anchor)))
    }

    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        styled(.local(.scaleEffect(x: s, y: s, anchor: anchor)))
    }

    public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View {
        styled(.local(.scaleEffect(x: x, y: y, anchor: anchor)))
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        styled(.local(.rotationEffect(angle, anchor: anchor)))
    }
}

/// A blur behind content, as a shape style: `.background(.ultraThinMaterial)`. Prints as its
/// static member, `ultraThinMaterial`.
public struct Material: ShapeStyle, Hashable, CustomStringConvertible {
    let name: String

    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
    public static let bar = Material(name: "bar")

    public var description: String { name }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThin }
    public static var thinMaterial: Material { .thin }
    public static var regularMaterial: Material { .regular }
    public static var thickMaterial: Material { .thick }
    public static var ultraThickMaterial: Material { .ultraThick }
    public static var bar: Material { Material.bar }
}

/// A point written as in code: `.center`, or `UnitPoint(x: 0.2, y: 1)`.
func describe(_ point: UnitPoint) -> String {
    // `.zero` is `.topLeading`'s point; the named corner reads better as an anchor.
    let names: [(UnitPoint, String)] = [
        (.center, ".center"), (.leading, ".leading"), (.trailing, ".trailing"), (.top, ".top"), (.bottom, ".bottom"),
        (.topLeading, ".topLeading"), (.topTrailing, ".topTrailing"), (.bottomLeading, ".bottomLeading"), (.bottomTrailing, ".bottomTrailing"),
    ]
    return names.first { $0.0 == point }?.1 ?? "UnitPoint(x: \(describe(point.x)), y: \(describe(point.y)))"
}

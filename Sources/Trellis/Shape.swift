/// A 2D outline, as SwiftUI's `Shape`: a view that describes its path in a rectangle. Trellis
/// draws nothing, so a shape contributes no line of its own to `ViewHost.render()`; the
/// protocol exists so that `clipShape(_:)` and a user's own shapes compile as in SwiftUI.
@MainActor
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    public var body: EmptyView { EmptyView() }
}

/// The outline of a shape: the rectangles and ellipses it was built from, with no drawing.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case rect(CGRect)
        case ellipse(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { elements = [.roundedRect(rect, cornerRadius: cornerRadius)] }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        elements.append(.roundedRect(rect, cornerRadius: min(cornerSize.width, cornerSize.height)))
    }
}

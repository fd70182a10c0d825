import Foundation

extension Shape {
    /// The shape turned by `angle` around `anchor`, still a shape, so it can be filled or
    /// stroked after: `SpeakerArc(…).rotation(.degrees(-90)).stroke(.red, lineWidth: 12)`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}

/// A shape turned around an anchor, as SwiftUI's `RotatedShape`. It prints as its shape
/// followed by `rotation` and the angle in degrees.
@MainActor
public struct RotatedShape<Content: Shape>: Shape, DescribedShape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    public func path(in rect: CGRect) -> Path { shape.path(in: rect) }

    var shapeDescription: String {
        let name = (shape as? any DescribedShape)?.shapeDescription ?? String(describing: Content.self)
        return "\(name) rotation \(formattedNumber(angle.degrees))"
    }
}

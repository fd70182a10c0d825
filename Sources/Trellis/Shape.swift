/// A 2D outline, as SwiftUI's `Shape`: a view that describes its path in a rectangle. Trellis
/// draws nothing; a shape prints one line in `ViewHost.render()`, its name and how it is
/// painted (`Circle`, `Capsule fill red`, `RoundedRectangle cornerRadius 8 stroke blue lineWidth 2`).
/// A user's own shape prints its type name.
@MainActor
public protocol Shape: View {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// A shape shows itself filled with the foreground style, as SwiftUI's shapes do.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: .foreground, painting: .plain) }

    /// Fills the shape with a colour or style.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, painting: .fill)
    }

    /// Traces the outline of the shape with a colour or style.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, painting: .stroke(lineWidth: lineWidth))
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, painting: .stroke(lineWidth: style.lineWidth))
    }

    /// Traces the outline with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: .foreground, painting: .stroke(lineWidth: lineWidth))
    }
}

/// A shape that can be inset, so its outline can be traced inside its frame.
@MainActor
public protocol InsettableShape: Shape {}

extension InsettableShape {
    /// Traces the outline inside the shape's frame with a colour or style.
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, painting: .strokeBorder(lineWidth: lineWidth))
    }

    /// Traces the outline inside the shape's frame with the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: .foreground, painting: .strokeBorder(lineWidth: lineWidth))
    }
}

/// A shape painted with a style, as SwiftUI's `ShapeView` (iOS 17): what `fill(_:)` and
/// `stroke(_:lineWidth:)` return, which may be filled or stroked again, `Circle().stroke(.black)
/// .fill(.red)` painting both.
@MainActor
public protocol ShapeView<Content>: View {
    associatedtype Content: Shape
    var shape: Content { get }
}

/// A shape painted with a style: what `fill(_:)` and `stroke(_:lineWidth:)` return.
@MainActor
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView, PrimitiveView {
    enum Painting: Equatable {
        case plain
        case fill
        case stroke(lineWidth: CGFloat)
        case strokeBorder(lineWidth: CGFloat)
    }

    public let shape: Content
    public let style: Style
    let painting: Painting
    /// How the shape was painted before this painting, in order, as printed.
    let earlierPaintings: [String]

    init(shape: Content, style: Style, painting: Painting, earlierPaintings: [String] = []) {
        self.shape = shape
        self.style = style
        self.painting = painting
        self.earlierPaintings = earlierPaintings
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { DescribedLeafNode(view: self, parent: parent) }

    /// This painting and those before it, as printed after the shape's name.
    var paintings: [String] {
        let own: String? = switch painting {
        case .plain: nil
        case .fill: "fill \(AnyShapeStyle(style).description)"
        case .stroke(let lineWidth): "stroke \(AnyShapeStyle(style).description)\(Self.widthText(lineWidth))"
        case .strokeBorder(let lineWidth): "strokeBorder \(AnyShapeStyle(style).description)\(Self.widthText(lineWidth))"
        }
        return earlierPaintings + (own.map { [$0] } ?? [])
    }

    private static func widthText(_ lineWidth: CGFloat) -> String {
        lineWidth == 1 ? "" : " lineWidth \(formattedNumber(Double(lineWidth)))"
    }
}

extension _ShapeView: DescribedLeaf {
    var renderedDescription: String {
        let name = (shape as? any DescribedShape)?.shapeDescription ?? String(describing: Content.self)
        return ([name] + paintings).joined(separator: " ")
    }
}

extension ShapeView {
    private var paintingsSoFar: [String] { (self as? any PaintingsRecorded)?.recordedPaintings ?? [] }

    /// Fills the painted shape as well, under what was painted already.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Content, S> {
        _ShapeView(shape: shape, style: content, painting: .fill, earlierPaintings: paintingsSoFar)
    }

    /// Traces the painted shape's outline as well.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Content, S> {
        _ShapeView(shape: shape, style: content, painting: .stroke(lineWidth: lineWidth), earlierPaintings: paintingsSoFar)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Content, S> {
        _ShapeView(shape: shape, style: content, painting: .stroke(lineWidth: style.lineWidth), earlierPaintings: paintingsSoFar)
    }

    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Content, ForegroundStyle> {
        _ShapeView(shape: shape, style: .foreground, painting: .stroke(lineWidth: lineWidth), earlierPaintings: paintingsSoFar)
    }
}

/// What a painted shape printed so far, read through the `ShapeView` it is.
@MainActor
protocol PaintingsRecorded {
    var recordedPaintings: [String] { get }
}

extension _ShapeView: PaintingsRecorded {
    var recordedPaintings: [String] { paintings }
}

/// How a built-in shape prints itself, with the parameters that change what it looks like.
@MainActor
protocol DescribedShape {
    var shapeDescription: String { get }
}

public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public init(lineWidth: CGFloat = 1, dash: [CGFloat] = []) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

public enum RoundedCornerStyle: Hashable, Sendable {
    case circular
    case continuous
}

@MainActor
public struct Rectangle: InsettableShape, PrimitiveView, DescribedShape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    func makeNode(parent: Node) -> Node { body.makeNode(parent: parent) }
    var shapeDescription: String { "Rectangle" }
}

@MainActor
public struct RoundedRectangle: InsettableShape, PrimitiveView, DescribedShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public nonisolated func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
    func makeNode(parent: Node) -> Node { body.makeNode(parent: parent) }
    var shapeDescription: String {
        cornerSize.width == cornerSize.height
            ? "RoundedRectangle cornerRadius \(formattedNumber(Double(cornerSize.width)))"
            : "RoundedRectangle cornerSize \(formattedNumber(Double(cornerSize.width)))x\(formattedNumber(Double(cornerSize.height)))"
    }
}

@MainActor
public struct Circle: InsettableShape, PrimitiveView, DescribedShape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    func makeNode(parent: Node) -> Node { body.makeNode(parent: parent) }
    var shapeDescription: String { "Circle" }
}

@MainActor
public struct Ellipse: InsettableShape, PrimitiveView, DescribedShape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    func makeNode(parent: Node) -> Node { body.makeNode(parent: parent) }
    var shapeDescription: String { "Ellipse" }
}

@MainActor
public struct Capsule: InsettableShape, PrimitiveView, DescribedShape {
    public var style: RoundedCornerStyle
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public nonisolated func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius))
    }
    func makeNode(parent: Node) -> Node { body.makeNode(parent: parent) }
    var shapeDescription: String { "Capsule" }
}

/// SwiftUI's `ContainerRelativeShape`: the shape of the container it sits in (what an
/// ancestor's `containerShape(_:)` set), inset to where it is. Trellis lays nothing out, so its
/// path is the rectangle SwiftUI falls back to when no container shape is set; it prints its
/// own name.
@MainActor
public struct ContainerRelativeShape: InsettableShape, PrimitiveView, DescribedShape {
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    func makeNode(parent: Node) -> Node { body.makeNode(parent: parent) }
    var shapeDescription: String { "ContainerRelativeShape" }
}

/// An angle, for arcs.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// The outline of a shape as the elements it was built from, with no drawing: enough for a
/// user's `Shape` written for SwiftUI to compile, and for tests to read back what it drew.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case rect(CGRect)
        case ellipse(CGRect)
        case roundedRect(CGRect, cornerRadius: CGFloat)
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case arc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { elements = [.roundedRect(rect, cornerRadius: cornerRadius)] }
    public init(roundedRect rect: CGRect, cornerSize: CGSize) {
        elements = [.roundedRect(rect, cornerRadius: min(cornerSize.width, cornerSize.height))]
    }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        elements.append(.arc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise))
    }
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        elements.append(.roundedRect(rect, cornerRadius: min(cornerSize.width, cornerSize.height)))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }
}

// The shapes by their static members where any shape is expected, as SwiftUI names them:
// `.clipShape(.circle)`, `.background(.fill, in: .capsule)`, `.containerShape(.rect(cornerRadius: 20))`.
extension Shape where Self == Circle {
    @MainActor public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    @MainActor public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
    @MainActor public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
    @MainActor public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

extension Shape where Self == Rectangle {
    @MainActor public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    @MainActor public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

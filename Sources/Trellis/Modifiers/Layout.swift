/// A side of a rectangle, as SwiftUI names them.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, such as the ones `padding(_:_:)` pads.
    public struct Set: OptionSet, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        public var description: String {
            for (set, name) in [(Set.all, ".all"), (.horizontal, ".horizontal"), (.vertical, ".vertical")] where self == set {
                return name
            }
            let names = Edge.allCases.filter { contains(Set($0)) }.map { ".\($0)" }
            return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
        }
    }
}

/// The leading or trailing side, as `swipeActions(edge:)` takes it.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom
}

/// Insets on each side of a rectangle.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public var description: String {
        "EdgeInsets(top: \(describe(top)), leading: \(describe(leading)), bottom: \(describe(bottom)), trailing: \(describe(trailing)))"
    }
}

extension View {
    /// Pads the given edges by `length`, or by the system's default amount when it is nil.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        styled(.local(.padding(edges, length)))
    }

    /// Pads every edge by `length`.
    public func padding(_ length: CGFloat) -> some View {
        styled(.local(.padding(.all, length)))
    }

    /// Pads each edge by its own amount.
    public func padding(_ insets: EdgeInsets) -> some View {
        styled(.local(.paddingInsets(insets)))
    }

    /// A fixed size for this view; a nil dimension keeps the view's own size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        styled(.local(.frame(width: width, height: height, alignment: alignment)))
    }

    /// Keeps this view's own size: a frame with no dimension given, which SwiftUI accepts too
    /// (so that `frame()` is not ambiguous between the two frames).
    public func frame() -> some View {
        styled(.local(.frame(width: nil, height: nil, alignment: .center)))
    }

    /// Bounds for this view's size; `.infinity` as a maximum lets it grow to fill its parent.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        styled(.local(.flexibleFrame(
            minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
            minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment
        )))
    }

    /// Draws this view moved by `x` and `y`, without changing its layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        styled(.local(.offset(x: x, y: y)))
    }

    public func offset(_ offset: CGSize) -> some View {
        styled(.local(.offset(x: offset.width, y: offset.height)))
    }
}

// SwiftUI's `Grid` and `GridRow`, the cell modifiers, and `ViewThatFits`. Trellis measures
// nothing: a grid prints as a container with its rows below it, each row its cells, and a
// cell's modifiers are recorded as written (`ViewHost.appearance(of:).modifiers`).

/// A two-dimensional layout, SwiftUI's `Grid`: printed `Grid` with its rows below it; a view
/// written directly inside, outside a `GridRow`, spans the whole row, as SwiftUI lays it out.
@MainActor
public struct Grid<Content: View>: View, PrimitiveView, NamedContainer {
    let content: Content
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?

    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { content }
    var containerLine: String? { "Grid" }
    var containerProperties: [String: String] {
        var properties = ["alignment": alignment.description]
        if let horizontalSpacing { properties["horizontalSpacing"] = describe(horizontalSpacing) }
        if let verticalSpacing { properties["verticalSpacing"] = describe(verticalSpacing) }
        return properties
    }
}

/// One row of a `Grid`: printed `GridRow` with its cells below it.
@MainActor
public struct GridRow<Content: View>: View, PrimitiveView, NamedContainer {
    let content: Content
    let alignment: VerticalAlignment?

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.alignment = alignment
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { content }
    var containerLine: String? { "GridRow" }
    var containerProperties: [String: String] { alignment.map { ["alignment": "\($0)"] } ?? [:] }
}

extension View {
    /// The number of a grid's columns this cell spans.
    public func gridCellColumns(_ count: Int) -> some View {
        styled(.local(.recorded("gridCellColumns", arguments: "\(count)")))
    }

    /// How the cells of this cell's column are aligned, for the whole column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        styled(.local(.recorded("gridColumnAlignment", arguments: ".\(guide)")))
    }
}

/// The first of its views that fits the space offered, SwiftUI's `ViewThatFits`. A headless
/// screen offers unlimited space, so the first view always fits and is the one shown; the
/// others are never built, as in SwiftUI when the first fits.
@MainActor
public struct ViewThatFits<Content: View>: View, PrimitiveView, NamedContainer {
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { (content as? any PositionalChildren)?.childViews.first ?? content }
    var containerLine: String? { nil }
}

// MARK: - Labels hidden, redaction

/// Why a view's content is shown as a placeholder, SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as a placeholder while the real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content that may hold private data.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content whose data is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)

    public var description: String {
        let names = [(RedactionReasons.placeholder, "placeholder"), (.privacy, "privacy"), (.invalidated, "invalidated")]
            .filter { contains($0.0) }.map(\.1)
        return "[" + names.map { "." + $0 }.joined(separator: ", ") + "]"
    }
}

extension View {
    /// Hides the labels of the controls below (a `Picker`'s, a `Toggle`'s title), which still
    /// name them for accessibility and for `ViewHost`'s lookups; `appearance(of:).areLabelsHidden`.
    public func labelsHidden() -> some View {
        inherited(.labelsHidden, true)
    }

    /// Shows the views below as placeholders for `reason` (`[]` for none, which lifts a redaction
    /// above); `ViewHost.appearance(of:).redactionReasons` reports the reasons in force.
    public func redacted(reason: RedactionReasons) -> some View {
        inherited(.redactionReasons, reason)
    }
}

extension View {
    /// Fills the area behind this view with a colour or style.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        styled(.local(.background(AnyShapeStyle(style))))
    }

    /// Fills `shape`, behind this view, with a colour or style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        styled(.local(.backgroundIn(AnyShapeStyle(style), shape: String(describing: T.self))))
    }

    /// The older spelling: a view behind this one. A colour is a view and a shape style alike;
    /// as in SwiftUI, `background(Color.red)` fills with the style.
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: background, placement: .background, alignment: alignment)
    }

    /// The older spelling: a view in front of this one, such as `Circle().stroke(...)`.
    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        DecoratedView(content: self, decoration: overlay, placement: .overlay, alignment: alignment)
    }

    /// Puts views behind this one. Their text shows in `ViewHost.render()` under a
    /// `Background` line after this view, and their controls can be used.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), placement: .background, alignment: alignment)
    }

    /// Puts views in front of this one, such as a badge. Their text shows in
    /// `ViewHost.render()` under an `Overlay` line after this view, and their controls can be used.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        DecoratedView(content: self, decoration: content(), placement: .overlay, alignment: alignment)
    }

    /// Puts views along the top or bottom of this view's safe area, such as a bar under a list.
    /// Headless, their text shows under a `SafeAreaInset top` or `bottom` line after this view,
    /// and their controls can be used.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        DecoratedView(content: self, decoration: content(), placement: edge == .top ? .insetTop : .insetBottom, alignment: .center)
    }

    /// Puts views along the leading or trailing side of this view's safe area.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> some View {
        DecoratedView(content: self, decoration: content(), placement: edge == .leading ? .insetLeading : .insetTrailing, alignment: .center)
    }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        styled(.local(.cornerRadius(radius)))
    }

    /// Clips this view to `shape`.
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        styled(.local(.clipShape(String(describing: S.self))))
    }

    /// Defines the shape that takes this view's taps and hovers. Headless, a tap reaches the view
    /// by its text whatever its shape; `appearance` records the shape.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        styled(.local(.contentShape(String(describing: S.self))))
    }

    /// Colour effects: Trellis draws no pixels, so each is recorded as written for
    /// `ViewHost.appearance(of:)`, `hueRotation(.degrees(90))`.
    public func hueRotation(_ angle: Angle) -> some View {
        styled(.local(.recorded("hueRotation", arguments: ".degrees(\(describe(CGFloat(angle.degrees))))")))
    }

    public func grayscale(_ amount: Double) -> some View {
        styled(.local(.recorded("grayscale", arguments: describe(CGFloat(amount)))))
    }

    public func saturation(_ amount: Double) -> some View {
        styled(.local(.recorded("saturation", arguments: describe(CGFloat(amount)))))
    }

    public func brightness(_ amount: Double) -> some View {
        styled(.local(.recorded("brightness", arguments: describe(CGFloat(amount)))))
    }

    public func contrast(_ amount: Double) -> some View {
        styled(.local(.recorded("contrast", arguments: describe(CGFloat(amount)))))
    }

    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        styled(.local(.recorded("blur", arguments: "radius: \(describe(radius))" + (opaque ? ", opaque: true" : ""))))
    }

    /// The insets of the list row this view is in; nil keeps the list's own. Headless rows have
    /// no geometry, so it is recorded as written.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        styled(.local(.recorded("listRowInsets", arguments: insets.map { "\($0)" } ?? "nil")))
    }

    /// Draws this view partly transparent. Opacities multiply down the tree; a view with
    /// opacity 0 is still on screen and still appears (it does not disappear, as in SwiftUI).
    public func opacity(_ opacity: Double) -> some View {
        styled(.local(.opacity(opacity)))
    }

    /// SwiftUI's `animation(_:value:)`: changes to `value` below this view animate. Headless a
    /// change applies at once, re-rendering as without the modifier; `appearance` records it as
    /// written, `animation(.easeInOut, value: true)`.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        styled(.local(.animation(animation, value: String(describing: value))))
    }

    /// SwiftUI's deprecated `animation(_:)`, which animates every change below; recorded as written.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        styled(.local(.recorded("animation", arguments: animation?.description ?? "nil")))
    }

    /// SwiftUI's `badge(_:)`: a count shown on a list row or a tab item. Headless, it is kept
    /// as written, `badge(3)`, in the row's `Appearance.modifiers`.
    public func badge(_ count: Int) -> some View {
        styled(.local(.badge(String(count))))
    }

    /// A label shown as the badge; `nil` shows none.
    public func badge(_ label: Text?) -> some View {
        styled(.local(.badge(label.map { quoted($0.content) } ?? "nil")))
    }

    /// A string shown as the badge; `nil` shows none.
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        styled(.local(.badge(label.map { quoted(String($0)) } ?? "nil")))
    }

    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        styled(.local(.shadow(color: color, radius: radius, x: x, y: y)))
    }
}

enum DecorationPlacement: String {
    case background = "Background"
    case overlay = "Overlay"
    case insetTop = "SafeAreaInset top"
    case insetBottom = "SafeAreaInset bottom"
    case insetLeading = "SafeAreaInset leading"
    case insetTrailing = "SafeAreaInset trailing"
}

@MainActor
struct DecoratedView<Content: View, Decoration: View>: View, PrimitiveView {
    let content: Content
    let decoration: Decoration
    let placement: DecorationPlacement
    let alignment: Alignment
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { DecorationNode(view: self, parent: parent) }
}

@MainActor
protocol DecoratedContent: SingleContentView {
    var decorationView: any View { get }
}

extension DecoratedView: DecoratedContent {
    var contentView: any View { content }
    var decorationView: any View { decoration }
}

/// Background and overlay views: a second subtree beside the content, mounted after it.
final class DecorationNode: ModifierNode {
    private var decoration: HeadedNode?

    init<Content: View, Decoration: View>(view: DecoratedView<Content, Decoration>, parent: Node) {
        super.init(view: view, content: view.content, parent: parent)
        decoration = HeadedNode(
            viewType: Decoration.self, line: view.placement.rawValue, content: view.decoration, printsWhenEmpty: false, parent: self
        )
    }

    override var children: [Node] { super.children + (decoration.map { [$0] } ?? []) }

    override func update(with view: any View) {
        guard let decorated = view as? any DecoratedContent else { return }
        updateContent(decorated.contentView)
        decoration?.refresh(line: decoration?.line ?? "", content: decorated.decorationView)
    }
}

/// The effect a pointer hovering over a view shows, on iPadOS and visionOS.
public struct HoverEffect: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = HoverEffect(description: "automatic")
    public static let highlight = HoverEffect(description: "highlight")
    public static let lift = HoverEffect(description: "lift")
}

/// Where `contentMargins(_:_:for:)` puts its margins: around a scroll view's content, its
/// indicators, or both.
public struct ContentMarginPlacement: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ContentMarginPlacement(description: "automatic")
    public static let scrollContent = ContentMarginPlacement(description: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(description: "scrollIndicators")
}

extension View {
    /// The shape that containers inside fit their own shapes to. Drawing only: recorded.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        styled(.local(.containerShape(String(describing: T.self))))
    }

    /// The effect a pointer hovering over the view shows. Nothing hovers headless: recorded.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        styled(.local(.hoverEffect(isEnabled ? effect.description : "none")))
    }

    /// Margins around the content of the scroll views inside, on `edges`. Geometry only: recorded.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        styled(.local(.contentMargins(edges, length, placement: placement.description)))
    }

    /// Margins of `length` on every edge of the content of the scroll views inside.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

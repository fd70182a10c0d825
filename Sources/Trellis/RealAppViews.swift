import Foundation

// MARK: - Gradients

/// Colours blended along a line, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
    /// A colour at a position of the gradient, 0 to 1.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from start to end.
    public init(colors: [Color]) {
        let last = CGFloat(max(colors.count - 1, 1))
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops' colours in order, as a gradient's description names them: `red, blue`.
    var colorNames: String { stops.map(\.color.description).joined(separator: ", ") }
}

/// A linear gradient, as SwiftUI's: a shape style (`.fill(LinearGradient(…))`,
/// `.background(LinearGradient(…))`) and a view that fills its space. Like a `Color`, it is
/// styling: `render()` prints nothing for it, and `appearance(of:)` names it
/// (`LinearGradient(red, blue, top→bottom)`).
nonisolated public struct LinearGradient: ShapeStyle, View, PrimitiveView, Hashable, CustomStringConvertible {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var description: String {
        return "LinearGradient(\(gradient.colorNames), \(Self.name(of: startPoint))→\(Self.name(of: endPoint)))"
    }

    static func name(of point: UnitPoint) -> String {
        let names: [UnitPoint: String] = [
            .top: "top", .bottom: "bottom", .leading: "leading", .trailing: "trailing", .center: "center",
            .topLeading: "topLeading", .topTrailing: "topTrailing", .bottomLeading: "bottomLeading", .bottomTrailing: "bottomTrailing",
        ]
        return names[point] ?? "(\(formattedNumber(Double(point.x))), \(formattedNumber(Double(point.y))))"
    }

    @MainActor public var body: Never { primitiveBodyFailure() }
    @MainActor func makeNode(parent: Node) -> Node { LeafNode(view: self, parent: parent) }
}

/// A radial gradient, as SwiftUI's: colours in circles around a centre, from one radius to
/// another. Styling, as `LinearGradient` is (`RadialGradient(red, blue, center 0→100)`).
nonisolated public struct RadialGradient: ShapeStyle, View, PrimitiveView, Hashable, CustomStringConvertible {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: CGFloat
    public var endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var description: String {
        return "RadialGradient(\(gradient.colorNames), \(LinearGradient.name(of: center)) \(formattedNumber(Double(startRadius)))→\(formattedNumber(Double(endRadius))))"
    }

    @MainActor public var body: Never { primitiveBodyFailure() }
    @MainActor func makeNode(parent: Node) -> Node { LeafNode(view: self, parent: parent) }
}

/// An angular (conic) gradient, as SwiftUI's: colours swept around a centre from one angle to
/// another, a full turn by default. Styling (`AngularGradient(red, blue, center 0°→360°)`).
nonisolated public struct AngularGradient: ShapeStyle, View, PrimitiveView, Hashable, CustomStringConvertible {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI sweeps a whole turn when both angles are equal.
        self.endAngle = startAngle == endAngle ? Angle(degrees: startAngle.degrees + 360) : endAngle
    }

    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(gradient: Gradient, center: UnitPoint, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    public var description: String {
        return "AngularGradient(\(gradient.colorNames), \(LinearGradient.name(of: center)) \(formattedNumber(startAngle.degrees))°→\(formattedNumber(endAngle.degrees))°)"
    }

    @MainActor public var body: Never { primitiveBodyFailure() }
    @MainActor func makeNode(parent: Node) -> Node { LeafNode(view: self, parent: parent) }
}

/// A colour's standard gradient, as SwiftUI's `Color.blue.gradient`: a shape style that
/// shades the colour slightly (`blue.gradient`).
nonisolated public struct AnyGradient: ShapeStyle, Hashable, CustomStringConvertible {
    public var color: Color
    public init(_ color: Color) { self.color = color }
    public var description: String { "\(color.description).gradient" }
}

extension Color {
    /// The colour's standard gradient (`.fill(.blue.gradient)`).
    nonisolated public var gradient: AnyGradient { AnyGradient(self) }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}

// MARK: - ContentUnavailableView

/// What a screen shows when it has nothing to show, as SwiftUI's `ContentUnavailableView`:
/// a label, a description and actions. Prints `ContentUnavailableView` with its parts below.
@MainActor
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView, SingleContentView {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: Never { primitiveBodyFailure() }
    var contentView: any View { TupleView(value: (label, description, actions), children: [label, description, actions]) }
    func makeNode(parent: Node) -> Node { ContainerNode(view: self, label: "ContentUnavailableView", content: contentView, parent: parent) }
}

extension ContentUnavailableView where Label == Trellis.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Trellis.Label(title: { Text(title) }, icon: { Image(systemName: name) }) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions {
    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView<Label, Description, Actions> { search(text: "") }

    /// "No Results for “text”", for a search that found nothing.
    public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label(text: text) },
            description: { SearchUnavailableContent.Description() },
            actions: { SearchUnavailableContent.Actions() }
        )
    }
}

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    @MainActor
    public struct Label: View {
        let text: String
        public var body: some View {
            Trellis.Label(title: { Text(verbatim: text.isEmpty ? "No Results" : "No Results for “\(text)”") }, icon: { Image(systemName: "magnifyingglass") })
        }
    }

    @MainActor
    public struct Description: View {
        public var body: some View { Text(verbatim: "Check the spelling or try a new search.") }
    }

    @MainActor
    public struct Actions: View {
        public var body: some View { EmptyView() }
    }
}

// MARK: - TextField over a formatted value

extension TextField where Label == Text {
    /// A field that edits `value` through `format`: it shows the formatted value, and what is
    /// typed is parsed back into it. Text that does not parse leaves the value as it was, and
    /// the field shows the value again, as SwiftUI's field does when editing ends.
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let text = Binding<String>(
            get: { format.format(value.wrappedValue) },
            set: { typed in
                if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
            }
        )
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil) where F.FormatOutput == String {
        let text = Binding<String>(
            get: { format.format(value.wrappedValue) },
            set: { typed in
                if let parsed = try? format.parseStrategy.parse(typed) { value.wrappedValue = parsed }
            }
        )
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
}

// MapKit's `Map` and its `Annotation`s, headless: Trellis draws no map, so a map prints its line
// (with its selection, when it has one) and its annotations below it, each with its coordinate,
// its content and its label, as data a test reads. Map content is views here: an annotation is
// built, updated and removed as a view is, which is what MapKit's `MapContentBuilder` does with it.

/// `Map(selection: $selectedId) { ForEach(quakes) { quake in Annotation(…) } }`: printed `Map`,
/// then `selection` and the selected value while there is one; the content below.
@MainActor
public struct Map<Content: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    /// Reads the selection binding, as written: `nil` for a map without one, or nothing selected.
    let readSelection: () -> String?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        readSelection = { nil }
    }

    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content) {
        self.content = content()
        readSelection = { selection.wrappedValue.map { String(describing: $0) } }
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { MapNode(view: self, parent: parent) }
    var contentView: any View { content }
}

/// A map's node: its line reads the selection when printed, as a control reads its binding, so
/// a selection set elsewhere shows without the map's parent evaluating its body again.
final class MapNode: Node {
    private var readSelection: () -> String?
    private var child: Node

    init<Content: View>(view: Map<Content>, parent: Node) {
        readSelection = view.readSelection
        child = parent.host.placeholder
        super.init(viewType: type(of: view), parent: parent)
        child = host.makeNode(for: view.content, parent: self)
    }

    override var children: [Node] { [child] }
    override var renderedLine: String? { readSelection().map { "Map selection \($0)" } ?? "Map" }

    override func update(with view: any View) {
        guard let map = view as? any MapSelectionReading else { return }
        readSelection = map.selectionReader
        child = reconcile(child, with: map.contentView)
    }
}

/// A `Map` of any content, as its node is updated with one.
@MainActor
protocol MapSelectionReading: SingleContentView {
    var selectionReader: () -> String? { get }
}

extension Map: MapSelectionReading {
    var selectionReader: () -> String? { readSelection }
}

/// `Annotation("Hilo", coordinate: place) { Circle() }`, or with its label in a `label` closure:
/// printed `Annotation` and its coordinate, then its content and its label.
@MainActor
public struct Annotation<Content: View, Label: View>: View, PrimitiveView, NamedContainer {
    let coordinate: CLLocationCoordinate2D
    let content: Content
    let label: Label

    public init(coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.coordinate = coordinate
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { NamedContainerNode(view: self, parent: parent) }
    var contentView: any View { TupleView(value: (content, label), children: [content, label]) }
    var containerLine: String? {
        "Annotation \(formattedNumber(coordinate.latitude)), \(formattedNumber(coordinate.longitude))"
    }
}

extension Annotation where Label == Text {
    public init(_ title: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content, label: { Text(title) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {
        self.init(coordinate: coordinate, anchor: anchor, content: content, label: { Text(title) })
    }
}

/// How a map is drawn: `.standard`, `.imagery`, `.hybrid`, and the standard style's options.
public struct MapStyle: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// Whether the map shows terrain in relief.
    public struct Elevation: Hashable, Sendable {
        let name: String
        public static let automatic = Elevation(name: "automatic")
        public static let flat = Elevation(name: "flat")
        public static let realistic = Elevation(name: "realistic")
    }

    /// How strongly the standard style draws its features.
    public struct StandardEmphasis: Hashable, Sendable {
        let name: String
        public static let automatic = StandardEmphasis(name: "automatic")
        public static let muted = StandardEmphasis(name: "muted")
    }

    public static let standard = MapStyle(description: "standard")
    public static let imagery = MapStyle(description: "imagery")
    public static let hybrid = MapStyle(description: "hybrid")

    public static func standard(
        elevation: Elevation = .automatic, emphasis: StandardEmphasis = .automatic,
        pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle {
        MapStyle(description: "standard(elevation: .\(elevation.name), emphasis: .\(emphasis.name), pointsOfInterest: .\(pointsOfInterest.name), showsTraffic: \(showsTraffic))")
    }
}

/// Which points of interest a map shows.
public struct PointOfInterestCategories: Hashable, Sendable {
    let name: String
    public static let all = PointOfInterestCategories(name: "all")
    public static let excludingAll = PointOfInterestCategories(name: "excludingAll")
}

extension View {
    /// How the maps below are drawn; recorded, since Trellis draws no map.
    public func mapStyle(_ mapStyle: MapStyle) -> some View {
        styled(.local(.recorded("mapStyle", arguments: ".\(mapStyle.description)")))
    }

    /// Whether the map's annotations show their titles; recorded, since Trellis draws no map.
    public func annotationTitles(_ visibility: Visibility) -> some View {
        styled(.local(.recorded("annotationTitles", arguments: ".\(visibility)")))
    }
}

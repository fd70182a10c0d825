/// An image: a system symbol or an image from the app's assets. Prints `Image systemName "star"`
/// or `Image "photo"` (`Image decorative "photo"` for one hidden from accessibility).
nonisolated public struct Image: View, PrimitiveView {
    enum Source: Equatable {
        case system(String)
        case named(String)
        case decorative(String)
        /// Loaded by an `AsyncImage`.
        case remote(URL)
        /// A `UIImage` the app's Swift made, by its summary (`Image(uiImage:)`).
        case platform(String)
    }

    let source: Source
    /// Set by `resizable(capInsets:resizingMode:)`; see ImageAndLayout.swift.
    var resizingMode: ResizingMode?
    var templateRenderingMode: TemplateRenderingMode?
    /// A variable symbol's fill, 0 to 1 (`Image(systemName:variableValue:)`).
    var variableValue: Double?

    public init(systemName: String) { source = .system(systemName) }

    /// A system symbol whose variable parts are filled to `variableValue` (0 to 1); nil shows it whole.
    public init(systemName: String, variableValue: Double?) {
        source = .system(systemName)
        self.variableValue = variableValue.map { min(max($0, 0), 1) }
    }
    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .decorative(name) }
    init(source: Source) { self.source = source }

    @MainActor public var body: Never { primitiveBodyFailure() }
    @MainActor func makeNode(parent: Node) -> Node { DescribedLeafNode(view: self, parent: parent) }
}

extension Image: DescribedLeaf {
    var renderedDescription: String {
        switch source {
        case .system(let name): "Image systemName \(quoted(name))" + (variableValue.map { " variableValue \(formattedNumber($0))" } ?? "")
        case .named(let name): "Image \(quoted(name))"
        case .decorative(let name): "Image decorative \(quoted(name))"
        case .remote(let url): "Image url \(quoted(url.absoluteString))"
        case .platform(let summary): "Image uiImage \(quoted(summary))"
        }
    }
}

/// A title with an icon. Prints `Label "Settings" systemImage "gear"` (or `image "name"` for an
/// asset); an icon that is not an image is printed beneath the label.
@MainActor
public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { LabelNode(view: self, parent: parent) }
}

extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

@MainActor
protocol LabelView {
    var titleView: any View { get }
    var iconView: any View { get }
}

extension Label: LabelView {
    var titleView: any View { title }
    var iconView: any View { icon }
}

final class LabelNode: SlottedNode {
    init(view: any View & LabelView, parent: Node) {
        super.init(view: view, parent: parent)
        setSlots([view.titleView, view.iconView])
    }

    override func update(with view: any View) {
        guard let label = view as? any LabelView else { return }
        setSlots([label.titleView, label.iconView])
    }

    private var iconImage: Image? { slots.count == 2 ? Self.firstImage(in: slots[1]) : nil }

    private static func firstImage(in node: Node) -> Image? {
        if let image = (node as? DescribedLeafNode)?.view as? Image { return image }
        for child in node.children {
            if let image = firstImage(in: child) { return image }
        }
        return nil
    }

    override var renderedLine: String? {
        var line = "Label \(quoted(host.text(of: slots[0])))"
        switch iconImage?.source {
        case .system(let name)?: line += " systemImage \(quoted(name))"
        case .named(let name)?, .decorative(let name)?: line += " image \(quoted(name))"
        case .remote(let url)?: line += " image \(quoted(url.absoluteString))"
        case .platform(let summary)?: line += " uiImage \(quoted(summary))"
        case nil: break
        }
        return line + labelStyleSuffix
    }

    override var visibleChildren: [Node] { iconImage == nil ? [slots[1]] : [] }
}

/// A thin line between views. Prints `Divider`.
@MainActor
public struct Divider: View, PrimitiveView, DescribedLeaf {
    public init() {}
    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { DescribedLeafNode(view: self, parent: parent) }
    var renderedDescription: String { "Divider" }
}


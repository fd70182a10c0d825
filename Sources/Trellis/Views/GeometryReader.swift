// `GeometryReader`: content built from the size offered to it. The runtime lays nothing out,
// so the offered size is the host's screen size (`ViewHost.screenSize`), narrowed in each
// dimension by the nearest `frame(width:height:)` above the reader that fixes it. Changing the
// screen size rebuilds every reader's content, as a rotation does.

/// The size and coordinates offered to a `GeometryReader`'s content.
public struct GeometryProxy: Sendable {
    /// The size offered to the reader.
    public let size: CGSize
    /// The screen's safe-area insets: none on the headless host.
    public let safeAreaInsets: EdgeInsets

    /// The reader's frame: at the origin of every coordinate space, since nothing is laid out.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space a `GeometryProxy` gives frames in.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A container view whose content is built from the size offered to it.
@MainActor
public struct GeometryReader<Content: View>: View, PrimitiveView {
    public var content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { GeometryReaderNode(reader: self, parent: parent) }
}

@MainActor
protocol GeometryReading {
    func content(for proxy: GeometryProxy) -> any View
}

extension GeometryReader: GeometryReading {
    func content(for proxy: GeometryProxy) -> any View { content(proxy) }
}

final class GeometryReaderNode: ClosureContentNode {
    private var reader: any GeometryReading
    private(set) var offeredSize: CGSize

    init<Content: View>(reader: GeometryReader<Content>, parent: Node) {
        self.reader = reader
        offeredSize = Self.offeredSize(below: parent)
        super.init(view: reader, parent: parent)
    }

    override func makeContent() -> any View {
        offeredSize = Self.offeredSize(below: parent)
        return reader.content(for: GeometryProxy(size: offeredSize, safeAreaInsets: EdgeInsets()))
    }

    override func update(with view: any View) {
        guard let reader = view as? any GeometryReading else { return }
        self.reader = reader
        rebuild()
    }

    /// Builds the content again for the size offered now.
    func rebuild() {
        rebuildContent()
    }

    /// The host's screen size, with each dimension the nearest fixed frame above sets.
    private static func offeredSize(below parent: Node?) -> CGSize {
        var width: CGFloat?
        var height: CGFloat?
        var current = parent
        while let node = current, width == nil || height == nil {
            if let styled = node as? StyleNode, case .local(.frame(let frameWidth, let frameHeight, _)) = styled.modifier {
                width = width ?? frameWidth
                height = height ?? frameHeight
            }
            current = node.parent
        }
        let screen = parent?.host.screenSize ?? ViewHost.defaultScreenSize
        return CGSize(width: width ?? screen.width, height: height ?? screen.height)
    }
}

extension ViewHost {
    /// An iPhone's screen in points, the size a host offers unless told otherwise.
    public static let defaultScreenSize = CGSize(width: 393, height: 852)

    /// The size of the screen the host shows: what a `GeometryReader` is offered. Setting it
    /// rebuilds every reader's content, as rotating the device does.
    public var screenSize: CGSize {
        get { hostEnvironment.screenSize }
        set {
            settle()
            hostEnvironment.screenSize = newValue
            var readers: [GeometryReaderNode] = []
            visitReachable(from: root) { node in
                if let reader = node as? GeometryReaderNode { readers.append(reader) }
            }
            for reader in readers where reader.isMounted { reader.rebuild() }
            settle()
        }
    }
}

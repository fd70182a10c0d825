// `AsyncImage`: an image loaded from a URL, shown through its phases. Nothing is fetched: each
// mounted `AsyncImage` with a URL starts a load that waits until the test resolves it with
// `host.resolveImageLoad(url:with:)` (success or failure), so a test decides when and how each
// load ends, or leaves it waiting. As in SwiftUI there is no cache: a view mounted again, or
// given a new URL, loads again from `.empty`.

/// Where an `AsyncImage`'s load is.
public enum AsyncImagePhase {
    /// No image is loaded yet (or the URL is nil).
    case empty
    /// The image loaded.
    case success(Image)
    /// The load failed with `error`.
    case failure(any Error)

    /// The loaded image, in `.success`.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, in `.failure`.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why a load a test failed did not produce an image.
public struct AsyncImageLoadError: LocalizedError, Equatable, CustomStringConvertible {
    public let url: URL
    public var description: String { "The image at \(url.absoluteString) could not be loaded." }
    public var errorDescription: String? { description }
}

/// How a test ends a pending image load.
public enum ImageLoadResult: Sendable {
    /// The load succeeds: the phase becomes `.success` with the image at the URL, printed
    /// `Image url "https://…"`.
    case success
    /// The load fails: the phase becomes `.failure` with an `AsyncImageLoadError`.
    case failure
}

/// An image loaded from `url`, shown through the content built for each phase.
@MainActor
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let scale: CGFloat
    let content: (AsyncImagePhase) -> any View

    /// The loaded image, and until it loads or when it fails, an empty placeholder.
    public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        self.scale = scale
        content = { phase in phase.image.map { $0 as any View } ?? EmptyView() }
    }

    /// `content` with the loaded image; `placeholder` until it loads, and when it fails.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        self.content = { phase in phase.image.map { content($0) as any View } ?? placeholder() }
    }

    /// The content `content` builds for each phase.
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.scale = scale
        self.content = { content($0) }
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { AsyncImageNode(view: self, parent: parent) }
}

@MainActor
protocol AsyncImageView {
    var imageURL: URL? { get }
    func content(for phase: AsyncImagePhase) -> any View
}

extension AsyncImage: AsyncImageView {
    var imageURL: URL? { url }
    func content(for phase: AsyncImagePhase) -> any View { content(phase) }
}

final class AsyncImageNode: ModifierNode {
    private var image: any AsyncImageView
    private(set) var url: URL?
    private(set) var phase = AsyncImagePhase.empty

    init<Content: View>(view: AsyncImage<Content>, parent: Node) {
        image = view
        url = view.url
        super.init(view: view, content: view.content(.empty), parent: parent)
        if url != nil { host.imageLoads.start(self) }
    }

    override func update(with view: any View) {
        guard let image = view as? any AsyncImageView else { return }
        self.image = image
        if image.imageURL != url {
            host.imageLoads.cancel(self)
            url = image.imageURL
            phase = .empty
            if url != nil { host.imageLoads.start(self) }
        }
        updateContent(image.content(for: phase))
    }

    /// Ends this view's load: the content is built again for the new phase.
    func finish(with result: ImageLoadResult) {
        guard let url else { return }
        switch result {
        case .success: phase = .success(Image(url: url))
        case .failure: phase = .failure(AsyncImageLoadError(url: url))
        }
        updateContent(image.content(for: phase))
    }

    override func willUnmount(_ lifecycle: Lifecycle) {
        host.imageLoads.cancel(self)
    }
}

/// The loads under way, in the order they started.
@MainActor
final class ImageLoads {
    private var pending: [AsyncImageNode] = []

    func start(_ node: AsyncImageNode) { pending.append(node) }
    func cancel(_ node: AsyncImageNode) { pending.removeAll { $0 === node } }

    var urls: [URL] { pending.compactMap(\.url) }

    /// Takes the loads of `url` off the pending list.
    func take(_ url: URL) -> [AsyncImageNode] {
        let taken = pending.filter { $0.url == url }
        pending.removeAll { $0.url == url }
        return taken
    }
}

extension Image {
    /// The image an `AsyncImage` loaded from `url`.
    init(url: URL) { self.init(source: .remote(url)) }
}

extension ViewHost {
    /// The URLs of the image loads waiting to be resolved, in the order they started; a URL
    /// appears once per `AsyncImage` loading it.
    public var pendingImageLoads: [URL] {
        settle()
        return imageLoads.urls
    }

    /// Ends every pending load of `url` with `result`: each `AsyncImage` loading it moves to
    /// `.success` or `.failure` and its content is built again. Throws when no load of `url`
    /// is pending.
    public func resolveImageLoad(url: URL, with result: ImageLoadResult) throws {
        settle()
        let loads = imageLoads.take(url)
        guard !loads.isEmpty else {
            let pending = imageLoads.urls.map(\.absoluteString)
            throw ViewHostError("No image load of \(url.absoluteString) is pending; pending: \(pending.isEmpty ? "none" : pending.joined(separator: ", ")).")
        }
        for load in loads where load.isMounted { load.finish(with: result) }
        settle()
    }
}

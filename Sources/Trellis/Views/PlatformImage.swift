import Foundation

#if !canImport(UIKit)
/// UIKit's `UIImage`, which Linux lacks: an app's Swift makes one (`UIImage(data:)`) and a view
/// shows it with `Image(uiImage:)`, as on iOS. It decodes nothing; it keeps what it was made
/// from, which a headless screen prints.
public final class UIImage: Sendable {
    /// The asset it was loaded from, `UIImage(named:)`.
    public let name: String?
    /// The bytes it was made from, `UIImage(data:)`.
    public let data: Data?

    /// Nil for an empty name, which names no asset.
    public init?(named name: String) {
        guard !name.isEmpty else { return nil }
        self.name = name
        data = nil
    }

    /// Nil for empty data, as UIKit's is for data that holds no image.
    public init?(data: Data) {
        guard !data.isEmpty else { return nil }
        name = nil
        self.data = data
    }

    /// How a screen shows it: its asset's name, or how many bytes it holds.
    var summary: String { name ?? "\(data?.count ?? 0) bytes" }
}

extension Image {
    /// A platform image the app's Swift loaded. Prints `Image uiImage "flag"` (its asset's name)
    /// or `Image uiImage "1024 bytes"`.
    public init(uiImage: UIImage) {
        self.init(source: .platform(uiImage.summary))
    }
}
#endif

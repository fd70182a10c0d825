// `ShareLink`: a button that opens the share sheet for an item. Under a `ViewHost` the share
// sheet is not drawn: tapping the link records what it shares in `host.sharedItems`.

/// A value a `ShareLink` can share.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}

/// What a person shared through a `ShareLink`: the item as text, and the subject and message
/// offered with it.
public struct SharedItem: Equatable, Sendable, CustomStringConvertible {
    /// The item: a string as it is, a URL's absolute string, or another value's description.
    public let item: String
    public let subject: String?
    public let message: String?

    public var description: String {
        var parts = [quoted(item)]
        if let subject { parts.append("subject \(quoted(subject))") }
        if let message { parts.append("message \(quoted(message))") }
        return parts.joined(separator: " ")
    }
}

/// Presents the share sheet; under a `ViewHost` it records the item in `host.sharedItems`.
struct ShareAction: Sendable {
    let handler: @MainActor @Sendable (SharedItem) -> Void
    @MainActor func callAsFunction(_ item: SharedItem) { handler(item) }
}

private struct ShareActionKey: EnvironmentKey {
    static var defaultValue: ShareAction { ShareAction { _ in } }
}

extension EnvironmentValues {
    var share: ShareAction {
        get { self[ShareActionKey.self] }
        set { self[ShareActionKey.self] = newValue }
    }
}

/// The label a `ShareLink` shows when given none: "Share" with the share symbol.
public typealias DefaultShareLinkLabel = Label<Text, Image>

/// A button that shares `item`, with an optional subject and message. It is a button to a
/// person, so `render()` prints it as `Button "Share"` and `host.tap("Share")` shares.
@MainActor
public struct ShareLink<Label: View>: View {
    let item: SharedItem
    let label: Label
    @Environment(\.share) private var share

    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.item = SharedItem(item: Self.text(of: item), subject: subject?.content, message: message?.content)
        self.label = label()
    }

    public var body: some View {
        Button(action: { share(item) }, label: { label })
    }

    private static func text(of item: some Transferable) -> String {
        switch item {
        case let string as String: string
        case let url as URL: url.absoluteString
        default: String(describing: item)
        }
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    public init<I: Transferable>(item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            Trellis.Label("Share", systemImage: "square.and.arrow.up")
        }
    }

    public init<S: StringProtocol, I: Transferable>(_ title: S, item: I, subject: Text? = nil, message: Text? = nil) {
        self.init(item: item, subject: subject, message: message) {
            Trellis.Label(title, systemImage: "square.and.arrow.up")
        }
    }
}

extension ViewHost {
    /// What the `ShareLink`s tapped so far shared, in order.
    public var sharedItems: [SharedItem] {
        settle()
        return hostEnvironment.sharedItems
    }
}

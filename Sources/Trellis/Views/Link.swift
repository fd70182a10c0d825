/// A control that opens a URL with the `openURL` action of its environment: under a
/// `ViewHost`, tapping it records the URL in `host.openedURLs`, and an
/// `.environment(\.openURL, ...)` above it takes the URL instead. It is a button to a person,
/// so `render()` prints it as `Button "Swift.org"` and `host.tap("Swift.org")` follows it.
@MainActor
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button(action: { openURL(destination) }, label: { label })
    }
}

extension Link where Label == Text {
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

extension View {
    /// Refuses the swipe that dismisses a sheet while `isDisabled`: `host.dismissPresentation()`
    /// throws; the binding or `dismiss()` still close it.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        inherited(.interactiveDismissDisabled, isDisabled)
    }
}

// `ProgressViewStyle`: a user's style builds a progress view from its configuration, as a
// `ButtonStyle` builds a button. The built-in styles (`.automatic`, `.linear`, `.circular`)
// change pixels only, so nothing is printed for them; under a user's style `render()` shows
// the style's body in place of the progress view.

/// A style that builds a progress view from how far it is and its labels.
@MainActor
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a `ProgressViewStyle` builds from: the fraction completed (nil while indeterminate)
/// and the progress view's labels, nil where it has none.
@MainActor
public struct ProgressViewStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias CurrentValueLabel = StyleConfigurationContent
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style's body shows for its configuration: the same fraction and
    /// labels, not styled again by the style that built it.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            label: configuration.label ?? StyleConfigurationContent(content: EmptyView()),
            currentValueLabel: configuration.currentValueLabel ?? StyleConfigurationContent(content: EmptyView()),
            fraction: configuration.fractionCompleted.map { (value: $0, total: 1) }
        )
        isStyleConfiguration = true
    }
}

public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
    public nonisolated var description: String { "automatic" }
}

public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
    public nonisolated var description: String { "linear" }
}

public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { ProgressView(configuration) }
    public nonisolated var description: String { "circular" }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The progress view style in force, erased; `makeBody` is nil for a built-in style.
struct ProgressViewStyleValue: CustomStringConvertible {
    let description: String
    let makeBody: (@MainActor (ProgressViewStyleConfiguration) -> any View)?
}

extension View {
    /// Sets the style of the progress views below: a built-in one by its static member, or a
    /// type of the program's that conforms to `ProgressViewStyle`.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        if let builtIn = style as? any BuiltInStyle {
            return inherited(.progressViewStyle, ProgressViewStyleValue(description: builtIn.description, makeBody: nil))
        }
        return inherited(.progressViewStyle, ProgressViewStyleValue(description: String(describing: S.self)) { style.makeBody(configuration: $0) })
    }
}

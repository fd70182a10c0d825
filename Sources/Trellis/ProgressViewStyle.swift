/// A style that builds a `ProgressView` from its configuration, as SwiftUI's
/// `ProgressViewStyle`. Below `progressViewStyle(_:)`, a progress view shows the style's body
/// instead of itself; a `ProgressView(configuration)` inside that body shows as a plain
/// progress view, so a style can decorate the standard one.
@MainActor
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view hands its style: how far it is, and its labels.
@MainActor
public struct ProgressViewStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public typealias CurrentValueLabel = StyleConfigurationContent
    /// The completed fraction, 0 to 1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// A progress view with the values of a style's configuration, in the standard look.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            label: configuration.label ?? StyleConfigurationContent(content: EmptyView()),
            currentValueLabel: configuration.currentValueLabel ?? StyleConfigurationContent(content: EmptyView()),
            fraction: configuration.fractionCompleted.map { (value: $0, total: 1) }
        )
    }
}

/// The progress view style in force, erased.
struct ProgressViewStyleValue {
    let makeBody: @MainActor (ProgressViewStyleConfiguration) -> any View
}

extension View {
    /// Shows the progress views below with `style`'s body.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        inherited(.progressViewStyle, ProgressViewStyleValue { style.makeBody(configuration: $0) })
    }
}

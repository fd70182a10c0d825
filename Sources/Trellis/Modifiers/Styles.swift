// Style protocols with SwiftUI's static-member spellings (`.bordered`, `.insetGrouped`, ...).
// Styles flow down like environment values: the nearest `buttonStyle(_:)` above a button is
// the one in force. The built-in styles change pixels only, so nothing is printed for them; a
// user's own `ButtonStyle` or `PrimitiveButtonStyle` builds the button's content with its
// `makeBody(configuration:)`, so its text and controls are what `ViewHost.render()` shows.

// MARK: Buttons

/// A style that builds a button's content from its label; the button still handles the tap.
@MainActor
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` builds from: the button's label and whether it is pressed. A headless
/// tap is instantaneous, so `isPressed` is false whenever the body is built.
@MainActor
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = StyleConfigurationContent
    public let label: Label
    public let isPressed: Bool
}

/// A style that builds the whole button, and decides itself when to run the button's action
/// with `configuration.trigger()` (for example on a double tap). The button is replaced by
/// the style's body: `ViewHost.tap(_:)` reaches what that body offers.
@MainActor
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

@MainActor
public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = StyleConfigurationContent
    public let label: Label
    let action: () -> Void

    /// Runs the button's action.
    public func trigger() { action() }
}

/// A label handed to a style's `makeBody(configuration:)`: the view it stands for, with that
/// view's identity and state.
@MainActor
public struct StyleConfigurationContent: View, PrimitiveView, SingleContentView {
    let content: any View
    public var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { ConfigurationContentNode(view: self, parent: parent) }
}

final class ConfigurationContentNode: ModifierNode {
    init(view: StyleConfigurationContent, parent: Node) {
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let content = view as? StyleConfigurationContent else { return }
        updateContent(content.content)
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The button a `PrimitiveButtonStyle` builds around its configuration: tapping it
    /// triggers the configuration. Such a button is not styled again by the same style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(action: configuration.action, label: { configuration.label })
    }
}

/// Marks the styles that only change pixels; a button under one of them is built as usual.
protocol BuiltInStyle: CustomStringConvertible {}

public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
    public nonisolated var description: String { "automatic" }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
    public nonisolated var description: String { "bordered" }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
    public nonisolated var description: String { "borderedProminent" }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
    public nonisolated var description: String { "borderless" }
}

public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
    public nonisolated var description: String { "plain" }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The button style in force, erased.
enum ButtonStyleValue: CustomStringConvertible {
    case builtIn(any BuiltInStyle)
    case content(description: String, makeBody: @MainActor (ButtonStyleConfiguration) -> any View)
    case primitive(description: String, makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> any View)

    var description: String {
        switch self {
        case .builtIn(let style): style.description
        case .content(let description, _), .primitive(let description, _): description
        }
    }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        inherited(.buttonStyle, ButtonStyleValue.content(description: String(describing: S.self)) { style.makeBody(configuration: $0) })
    }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        if let builtIn = style as? any BuiltInStyle {
            return inherited(.buttonStyle, ButtonStyleValue.builtIn(builtIn))
        }
        return inherited(.buttonStyle, ButtonStyleValue.primitive(description: String(describing: S.self)) { style.makeBody(configuration: $0) })
    }
}

extension ControlNode {
    /// The content of a button under a user's own style: the style's body around the label.
    /// Under a `PrimitiveButtonStyle` the body replaces the whole button (`isReplacedByStyle`).
    func styledLabel(_ label: any View) -> any View {
        buttonStyling = .none
        guard case .button(let action) = kind, let style = resolvedStyle(.buttonStyle, as: ButtonStyleValue.self) else {
            return label
        }
        switch style {
        case .builtIn:
            return label
        case .content(_, let makeBody):
            buttonStyling = .content
            return makeBody(ButtonStyleConfiguration(label: StyleConfigurationContent(content: label), isPressed: false))
        case .primitive(_, let makeBody):
            // The button a primitive style builds around its configuration is not styled again.
            if label is PrimitiveButtonStyleConfiguration.Label { return label }
            buttonStyling = .replaced
            return makeBody(PrimitiveButtonStyleConfiguration(label: StyleConfigurationContent(content: label), action: action))
        }
    }
}

/// How a user's button style built a button's label.
enum ButtonStyling {
    /// No user style: the label is the button's own.
    case none
    /// A `ButtonStyle`'s body around the label; the button still takes the tap.
    case content
    /// A `PrimitiveButtonStyle`'s body, shown in place of the button.
    case replaced
}

extension ControlNode {
    var isReplacedByStyle: Bool { buttonStyling == .replaced }

    /// The node whose text is the control's title: under a style, the label the style was
    /// given, so decorations the style adds do not change what the button is called.
    func titleNode(in label: Node) -> Node {
        guard buttonStyling != .none else { return label }
        var stack = [label]
        while let node = stack.popLast() {
            if node is ConfigurationContentNode { return node }
            stack.append(contentsOf: node.children.reversed())
        }
        return label
    }
}

// MARK: Labels

/// A style that builds a `Label` from its title and icon.
@MainActor
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

@MainActor
public struct LabelStyleConfiguration {
    public typealias Title = StyleConfigurationContent
    public typealias Icon = StyleConfigurationContent
    public let title: Title
    public let icon: Icon
}

public struct DefaultLabelStyle: LabelStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
    public nonisolated var description: String { "automatic" }
}

public struct IconOnlyLabelStyle: LabelStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
    public nonisolated var description: String { "iconOnly" }
}

public struct TitleOnlyLabelStyle: LabelStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
    public nonisolated var description: String { "titleOnly" }
}

public struct TitleAndIconLabelStyle: LabelStyle, BuiltInStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
    public nonisolated var description: String { "titleAndIcon" }
}

extension LabelStyle where Self == DefaultLabelStyle {
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// The label style in force, erased: what a `Label` below builds from its title and icon.
struct LabelStyleValue: CustomStringConvertible {
    let description: String
    let makeBody: @MainActor (LabelStyleConfiguration) -> any View
}

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let description = (style as? any BuiltInStyle)?.description ?? String(describing: S.self)
        return inherited(.labelStyle, LabelStyleValue(description: description) { style.makeBody(configuration: $0) })
    }
}

extension Node {
    /// What a `Label` at this node shows under the label style in force: its title and icon
    /// arranged by the style's body, or nil when no `labelStyle(_:)` is above it.
    func labelStyleBody(title: any View, icon: any View) -> (any View)? {
        guard let style = resolvedStyle(.labelStyle, as: LabelStyleValue.self) else { return nil }
        return style.makeBody(LabelStyleConfiguration(
            title: StyleConfigurationContent(content: title), icon: StyleConfigurationContent(content: icon)
        ))
    }
}

extension Node {
    /// ` [iconOnly]` or ` [titleOnly]` after a `Label` line when the label style in force shows
    /// only one of its parts, which changes what a person reads; other styles arrange pixels.
    var labelStyleSuffix: String {
        switch resolvedStyle(.labelStyle, as: LabelStyleValue.self)?.description {
        case "iconOnly": " [iconOnly]"
        case "titleOnly": " [titleOnly]"
        default: ""
        }
    }
}

// MARK: Lists, pickers, text fields

public protocol ListStyle: Sendable {}

public struct DefaultListStyle: ListStyle, BuiltInStyle { public init() {}; public var description: String { "automatic" } }
public struct PlainListStyle: ListStyle, BuiltInStyle { public init() {}; public var description: String { "plain" } }
public struct GroupedListStyle: ListStyle, BuiltInStyle { public init() {}; public var description: String { "grouped" } }
public struct InsetGroupedListStyle: ListStyle, BuiltInStyle { public init() {}; public var description: String { "insetGrouped" } }
public struct InsetListStyle: ListStyle, BuiltInStyle { public init() {}; public var description: String { "inset" } }
public struct SidebarListStyle: ListStyle, BuiltInStyle { public init() {}; public var description: String { "sidebar" } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { DefaultListStyle() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { PlainListStyle() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { GroupedListStyle() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { InsetListStyle() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { SidebarListStyle() } }

public protocol PickerStyle: Sendable {}

public struct DefaultPickerStyle: PickerStyle, BuiltInStyle { public init() {}; public var description: String { "automatic" } }
public struct SegmentedPickerStyle: PickerStyle, BuiltInStyle { public init() {}; public var description: String { "segmented" } }
public struct MenuPickerStyle: PickerStyle, BuiltInStyle { public init() {}; public var description: String { "menu" } }
public struct WheelPickerStyle: PickerStyle, BuiltInStyle { public init() {}; public var description: String { "wheel" } }
public struct InlinePickerStyle: PickerStyle, BuiltInStyle { public init() {}; public var description: String { "inline" } }
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInStyle { public init() {}; public var description: String { "navigationLink" } }

extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { DefaultPickerStyle() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { MenuPickerStyle() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { WheelPickerStyle() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { InlinePickerStyle() } }
extension PickerStyle where Self == NavigationLinkPickerStyle {
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

public protocol TextFieldStyle: Sendable {}

public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; public var description: String { "automatic" } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; public var description: String { "roundedBorder" } }
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInStyle { public init() {}; public var description: String { "plain" } }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() } }

/// A style's name for `ViewHost.appearance(of:)`: a built-in one's static member, else its type.
func styleName(_ style: Any) -> String {
    (style as? any BuiltInStyle)?.description ?? String(describing: type(of: style))
}

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        inherited(.listStyle, styleName(style))
    }

    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        inherited(.pickerStyle, styleName(style))
    }

    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        inherited(.textFieldStyle, styleName(style))
    }

    /// The background of the list row this view is in. Drawing only: nothing is printed.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        inherited(.listRowBackground, view.map { ($0 as? Color)?.description ?? String(describing: V.self) })
    }
}

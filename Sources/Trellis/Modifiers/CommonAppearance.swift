// Modifiers a first try of an iOS screen writes often whose effect is drawing, scrolling or a
// control's look: headless nothing is drawn or scrolled, so each is kept for the views below,
// as SwiftUI's environment carries it (`ViewHost.appearance(of:)` reports it), or as written
// on its own view (`appearance(of:).modifiers`).

/// How a `Toggle` below looks: `toggleStyle(.switch)`.
public protocol ToggleStyle: Sendable {}

public struct DefaultToggleStyle: ToggleStyle, BuiltInStyle { public init() {}; public var description: String { "automatic" } }
public struct SwitchToggleStyle: ToggleStyle, BuiltInStyle { public init() {}; public var description: String { "switch" } }
public struct ButtonToggleStyle: ToggleStyle, BuiltInStyle { public init() {}; public var description: String { "button" } }

extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { DefaultToggleStyle() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { ButtonToggleStyle() } }

/// How a `DatePicker` below looks: `datePickerStyle(.graphical)`.
public protocol DatePickerStyle: Sendable {}

public struct DefaultDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; public var description: String { "automatic" } }
public struct CompactDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; public var description: String { "compact" } }
public struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; public var description: String { "graphical" } }
public struct WheelDatePickerStyle: DatePickerStyle, BuiltInStyle { public init() {}; public var description: String { "wheel" } }

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }

/// Whether a scroll view below shows its indicators: `scrollIndicators(.hidden)`.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    public static let automatic = ScrollIndicatorVisibility(description: "automatic")
    public static let visible = ScrollIndicatorVisibility(description: "visible")
    public static let hidden = ScrollIndicatorVisibility(description: "hidden")
    public static let never = ScrollIndicatorVisibility(description: "never")
}

/// The safe areas a view may extend into: `ignoresSafeArea(.keyboard)`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension SafeAreaRegions: CustomStringConvertible {
    /// As written: `.all`, `.container`, `.keyboard`.
    public var description: String { self == .all ? ".all" : self == .container ? ".container" : self == .keyboard ? ".keyboard" : "[]" }
}

extension VerticalEdge {
    /// The top edge, the bottom edge, or both.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

/// How `ViewHost.appearance(of:)` reports a line drawn through or under text.
public struct TextDecoration: Equatable, Sendable {
    public var isActive: Bool
    public var color: Color?
}

extension View {
    /// The look of the toggles below.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        inherited(.toggleStyle, styleName(style))
    }

    /// The look of the date pickers below.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        inherited(.datePickerStyle, styleName(style))
    }

    /// A line through the text below when `isActive`, in `color` or the text's own.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        inherited(.strikethrough, TextDecoration(isActive: isActive, color: color))
    }

    /// A line under the text below when `isActive`, in `color` or the text's own.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        inherited(.underline, TextDecoration(isActive: isActive, color: color))
    }

    /// The space between the lines of each text below.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        inherited(.lineSpacing, lineSpacing)
    }

    /// Whether the scroll views below show their indicators on `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        inherited(.scrollIndicators, visibility)
    }

    /// Whether the scroll views below scroll when dragged.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        inherited(.scrollDisabled, disabled)
    }

    /// Whether the list rows below draw their separators.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        inherited(.listRowSeparator, visibility)
    }

    /// Extends the view into the safe areas of `regions` on `edges`: nothing to extend into
    /// headless, so it is recorded with the arguments that differ from the defaults.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        let arguments = (regions == .all ? [] : [regions.description]) + (edges == .all ? [] : ["edges: \(edges)"])
        return styled(.local(.recorded("ignoresSafeArea", arguments: arguments.joined(separator: ", "))))
    }

    /// The view's order in front of its siblings in a `ZStack`; headless nothing overlaps.
    public func zIndex(_ value: Double) -> some View {
        styled(.local(.recorded("zIndex", arguments: "\(value)")))
    }
}

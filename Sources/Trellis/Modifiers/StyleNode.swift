/// What a styling modifier records. Trellis draws no pixels and no geometry, so these
/// modifiers render no line; they are kept in the node tree so that descendants resolve them
/// as SwiftUI's environment does (the nearest one above wins) and `ViewHost.appearance(of:)`
/// can report them.
enum StyleModifier {
    /// A value that flows down to every view below, like an `EnvironmentValues` entry.
    case inherited(StyleKey, Any?)
    /// A change to this view's own layout or drawing, such as padding or a shadow.
    case local(LocalStyle)
    /// Traits VoiceOver announces, added or removed for the views below (Accessibility.swift).
    case accessibilityTraits(added: AccessibilityTraits, removed: AccessibilityTraits)
}

enum StyleKey: Hashable {
    case font, fontWeight, bold, italic, foregroundStyle, tint, lineLimit, multilineTextAlignment, textCase
    case buttonStyle, labelStyle, listStyle, pickerStyle, textFieldStyle, progressViewStyle, titleDisplayMode, listRowBackground
    case accessibilityLabel, accessibilityHint, accessibilityValue, accessibilityHidden
    case interactiveDismissDisabled
    case controlSize, textInputAutocapitalization, autocorrectionDisabled, textContentType, keyboardType, submitLabel, formStyle
    case scrollContentBackground, presentationDetents, scrollDismissesKeyboard, flipsForRightToLeftLayoutDirection
    case labelsHidden, redactionReasons
    case toggleStyle, datePickerStyle, strikethrough, underline, lineSpacing, scrollIndicators, scrollDisabled, listRowSeparator
    case accessibilityIdentifier, allowsHitTesting, deleteDisabled, openURLAction, hoverAction
}

/// Modifiers that change only the modified view's geometry or drawing.
enum LocalStyle: CustomStringConvertible {
    case padding(Edge.Set, CGFloat?)
    case paddingInsets(EdgeInsets)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexibleFrame(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment)
    case offset(x: CGFloat, y: CGFloat)
    case background(AnyShapeStyle)
    case backgroundIn(AnyShapeStyle, shape: String)
    case cornerRadius(CGFloat)
    case clipShape(String)
    case contentShape(String)
    case opacity(Double)
    case shadow(color: Color, radius: CGFloat, x: CGFloat, y: CGFloat)
    case aspectRatio(CGFloat?, ContentMode)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case clipped
    case scaleEffect(x: CGFloat, y: CGFloat, anchor: UnitPoint)
    case rotationEffect(Angle, anchor: UnitPoint)
    case accessibilityElement(AccessibilityChildBehavior)
    /// A list row's or tab item's badge, as written: a count or a label.
    case badge(String)
    /// The shape that containers inside fit their own shapes to, by its type's name.
    case containerShape(String)
    /// The effect a pointer hovering over the view shows: `highlight`, `lift`, `automatic`.
    case hoverEffect(String)
    /// The animation of changes to `value` below this view, as SwiftUI spells it.
    case animation(Animation?, value: String)
    /// How the view enters and leaves when an `if` inserts or removes it, as SwiftUI spells it.
    case transition(AnyTransition)
    /// Margins around a scroll view's content or indicators.
    case contentMargins(Edge.Set, CGFloat?, placement: String)
    /// A text-layout or drawing modifier with nothing to do headless (`minimumScaleFactor(0.8)`,
    /// `imageScale(.small)`), kept as written: its name and its arguments.
    case recorded(String, arguments: String)

    var description: String {
        switch self {
        case .padding(let edges, let length): "padding(\(edges), \(length.map(describe) ?? "default"))"
        case .paddingInsets(let insets): "padding(\(insets))"
        case .frame(let width, let height, let alignment):
            "frame(" + Self.fields([("width", width), ("height", height)]) + alignmentSuffix(alignment) + ")"
        case .flexibleFrame(let minWidth, let idealWidth, let maxWidth, let minHeight, let idealHeight, let maxHeight, let alignment):
            "frame(" + Self.fields([
                ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
            ]) + alignmentSuffix(alignment) + ")"
        case .offset(let x, let y): "offset(x: \(describe(x)), y: \(describe(y)))"
        case .background(let style): "background(\(style))"
        case .backgroundIn(let style, let shape): "background(\(style), in: \(shape))"
        case .cornerRadius(let radius): "cornerRadius(\(describe(radius)))"
        case .clipShape(let shape): "clipShape(\(shape))"
        case .contentShape(let shape): "contentShape(\(shape))"
        case .opacity(let opacity): "opacity(\(opacity))"
        case .shadow(let color, let radius, let x, let y):
            "shadow(color: \(color), radius: \(describe(radius)), x: \(describe(x)), y: \(describe(y)))"
        case .aspectRatio(nil, let mode): mode == .fit ? "scaledToFit()" : "scaledToFill()"
        case .aspectRatio(let ratio?, let mode): "aspectRatio(\(describe(ratio)), contentMode: .\(mode))"
        case .fixedSize(true, true): "fixedSize()"
        case .fixedSize(let horizontal, let vertical): "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
        case .clipped: "clipped()"
        case .scaleEffect(let x, let y, let anchor):
            (x == y ? "scaleEffect(\(describe(x))" : "scaleEffect(x: \(describe(x)), y: \(describe(y))")
                + (anchor == .center ? "" : ", anchor: \(describe(anchor))") + ")"
        case .accessibilityElement(let behavior): "accessibilityElement(children: .\(behavior.kind))"
        case .badge(let label): "badge(\(label))"
        case .containerShape(let shape): "containerShape(\(shape))"
        case .hoverEffect(let effect): "hoverEffect(.\(effect))"
        case .animation(let animation, let value): "animation(\(animation?.description ?? "nil"), value: \(value))"
        case .transition(let transition): "transition(\(transition))"
        case .contentMargins(let edges, let length, let placement): "contentMargins(\(edges), \(length.map(describe) ?? "nil"), for: .\(placement))"
        case .recorded(let name, let arguments): "\(name)(\(arguments))"
        case .rotationEffect(let angle, let anchor):
            "rotationEffect(.degrees(\(describe(CGFloat(angle.degrees))))" + (anchor == .center ? "" : ", anchor: \(describe(anchor))") + ")"
        }
    }

    private static func fields(_ fields: [(String, CGFloat?)]) -> String {
        fields.compactMap { name, value in value.map { "\(name): \(describe($0))" } }.joined(separator: ", ")
    }

    private func alignmentSuffix(_ alignment: Alignment) -> String {
        alignment == .center ? "" : ", alignment: \(alignment)"
    }
}

/// A length as written in code: `16` rather than `16.0`, and `.infinity` for an unbounded one.
func describe(_ length: CGFloat) -> String {
    if length == .infinity { return ".infinity" }
    if length.rounded() == length, abs(length) < 1e15 { return String(Int(length)) }
    return "\(Double(length))"
}

@MainActor
struct StyledView<Content: View>: View, PrimitiveView {
    let content: Content
    let modifier: StyleModifier
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { StyleNode(view: self, parent: parent) }
}

@MainActor
protocol StyledContent: SingleContentView {
    var styleModifier: StyleModifier { get }
}

extension StyledView: StyledContent {
    var contentView: any View { content }
    var styleModifier: StyleModifier { modifier }
}

final class StyleNode: ModifierNode {
    private(set) var modifier: StyleModifier

    init<Content: View>(view: StyledView<Content>, parent: Node) {
        modifier = view.modifier
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let styled = view as? any StyledContent else { return }
        modifier = styled.styleModifier
        updateContent(styled.contentView)
    }
}

extension View {
    func styled(_ modifier: StyleModifier) -> StyledView<Self> {
        StyledView(content: self, modifier: modifier)
    }

    func inherited(_ key: StyleKey, _ value: Any?) -> StyledView<Self> {
        StyledView(content: self, modifier: .inherited(key, value))
    }
}

extension Node {
    /// The value the nearest modifier above this node set for `key`: `.none` when no
    /// modifier above sets it, `.some(nil)` when the nearest one resets it (`font(nil)`).
    func inheritedStyle(_ key: StyleKey) -> Any?? {
        var current = parent
        while let node = current {
            if let styled = node as? StyleNode, case .inherited(let nodeKey, let value) = styled.modifier, nodeKey == key {
                return .some(value)
            }
            current = node.parent
        }
        return .none
    }

    /// The value in force for `key` at this node, or nil when none is set.
    func resolvedStyle<Value>(_ key: StyleKey, as type: Value.Type) -> Value? {
        guard case .some(let value) = inheritedStyle(key) else { return nil }
        return value as? Value
    }
}

// Modifiers real apps write first, beyond the core set: drawing and layout ones Trellis records
// as written (it draws no pixels and lays nothing out), and the few that change behaviour:
// `allowsHitTesting(false)` and `deleteDisabled(true)` refuse the host's interactions,
// `onOpenURL` runs on `ViewHost.open(_:)`, `onHover` on `ViewHost.hover(_:isInside:)`.

extension View {
    /// The priority of this view's share of its parent's space. Geometry only: recorded.
    public func layoutPriority(_ value: Double) -> some View {
        styled(.local(.recorded("layoutPriority", arguments: describe(CGFloat(value)))))
    }

    /// Places this view's centre at `x`, `y` in its parent's coordinates. Geometry only: recorded.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        styled(.local(.recorded("position", arguments: "x: \(describe(x)), y: \(describe(y))")))
    }

    public func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    /// Padding inside the safe area of this view, as `padding` with the same arguments. Recorded.
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        styled(.local(.recorded("safeAreaPadding", arguments: "\(edges), \(length.map(describe) ?? "nil")")))
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View {
        safeAreaPadding(.all, length)
    }

    public func safeAreaPadding(_ insets: EdgeInsets) -> some View {
        styled(.local(.recorded("safeAreaPadding", arguments: "\(insets)")))
    }

    /// A frame sized relative to the nearest container (a scroll view, a window). Recorded.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        styled(.local(.recorded("containerRelativeFrame", arguments: describeAxes(axes) + (alignment == .center ? "" : ", alignment: \(alignment)"))))
    }

    /// A border of `content` (a colour or style) `width` points wide. Drawing only: recorded.
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        styled(.local(.recorded("border", arguments: "\(AnyShapeStyle(content))" + (width == 1 ? "" : ", width: \(describe(width))"))))
    }

    /// Masks this view with the opaque parts of `mask`, which is not on screen itself. Recorded
    /// with the mask's type.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        styled(.local(.recorded("mask", arguments: String(describing: Mask.self) + (alignment == .center ? "" : ", alignment: \(alignment)"))))
    }

    /// The style `backgroundStyle` fills in the views below (a shape's `.fill(.background)`). Recorded.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        styled(.local(.recorded("backgroundStyle", arguments: "\(AnyShapeStyle(style))")))
    }

    /// The colour scheme this view's presentation prefers: SwiftUI applies it to the whole
    /// window or sheet. Headless the host's scheme stays as set; the preference is recorded.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        styled(.local(.recorded("preferredColorScheme", arguments: colorScheme.map { ".\($0)" } ?? "nil")))
    }

    /// Drawing effects: recorded as written.
    public func colorInvert() -> some View {
        styled(.local(.recorded("colorInvert", arguments: "")))
    }

    public func colorMultiply(_ color: Color) -> some View {
        styled(.local(.recorded("colorMultiply", arguments: "\(color)")))
    }

    public func luminanceToAlpha() -> some View {
        styled(.local(.recorded("luminanceToAlpha", arguments: "")))
    }

    public func compositingGroup() -> some View {
        styled(.local(.recorded("compositingGroup", arguments: "")))
    }

    /// Text layout of the texts below: recorded on the view it is written on.
    public func fontDesign(_ design: Font.Design?) -> some View {
        styled(.local(.recorded("fontDesign", arguments: design.map { ".\($0)" } ?? "nil")))
    }

    public func kerning(_ kerning: CGFloat) -> some View {
        styled(.local(.recorded("kerning", arguments: describe(kerning))))
    }

    public func tracking(_ tracking: CGFloat) -> some View {
        styled(.local(.recorded("tracking", arguments: describe(tracking))))
    }

    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        styled(.local(.recorded("baselineOffset", arguments: describe(baselineOffset))))
    }

    public func allowsTightening(_ flag: Bool) -> some View {
        styled(.local(.recorded("allowsTightening", arguments: "\(flag)")))
    }

    /// Whether the scroll views below clip their content to their bounds. Recorded.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        styled(.local(.recorded("scrollClipDisabled", arguments: "\(disabled)")))
    }

    /// Whether the separators of the list sections below show. Recorded.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        styled(.local(.recorded("listSectionSeparator", arguments: ".\(visibility)" + (edges == .all ? "" : ", edges: \(edges)"))))
    }

    /// The key that performs this control, shown in `Appearance.modifiers` as written:
    /// `keyboardShortcut("s", modifiers: .command)`.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        styled(.local(.recorded("keyboardShortcut", arguments: "\(key), modifiers: \(modifiers)")))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        styled(.local(.recorded("keyboardShortcut", arguments: "\(shortcut)")))
    }

    /// The identifier UI tests find this view by; `Appearance.accessibilityIdentifier` reads it.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        inherited(.accessibilityIdentifier, identifier)
    }

    /// Whether this view and the views below take taps. An outer `false` wins over an inner
    /// `true`, as in SwiftUI; the host refuses to tap, toggle or type into a control below a `false`.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        inherited(.allowsHitTesting, enabled)
    }

    /// Whether the row this is written on (or the rows below) can be deleted: the host's
    /// `delete(_:)` refuses a row under `deleteDisabled(true)`, as SwiftUI offers no Delete.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        inherited(.deleteDisabled, isDisabled)
    }

    /// Runs `action` with the URL the app is asked to open: `ViewHost.open(_:)` delivers one.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        inherited(.openURLAction, action)
    }

    /// Runs `action` with true when a pointer enters this view and false when it leaves:
    /// `ViewHost.hover(_:isInside:)` moves one.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        inherited(.hoverAction, action)
    }
}

/// Axes as written in code: `.horizontal`, `.vertical`, or both.
private func describeAxes(_ axes: Axis.Set) -> String {
    switch axes {
    case .horizontal: ".horizontal"
    case .vertical: ".vertical"
    default: "[.horizontal, .vertical]"
    }
}

/// A key a keyboard shortcut presses: a character (`"s"`) or a named key (`.return`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, CustomStringConvertible {
    public let character: Character
    private let name: String?

    public init(_ character: Character) {
        self.character = character
        name = nil
    }

    public init(extendedGraphemeClusterLiteral character: Character) {
        self.init(character)
    }

    private init(_ character: Character, name: String) {
        self.character = character
        self.name = name
    }

    public var description: String { name.map { ".\($0)" } ?? "\"\(character)\"" }

    public static let `return` = KeyEquivalent("\r", name: "return")
    public static let escape = KeyEquivalent("\u{1B}", name: "escape")
    public static let delete = KeyEquivalent("\u{8}", name: "delete")
    public static let space = KeyEquivalent(" ", name: "space")
    public static let tab = KeyEquivalent("\t", name: "tab")
    public static let upArrow = KeyEquivalent("\u{F700}", name: "upArrow")
    public static let downArrow = KeyEquivalent("\u{F701}", name: "downArrow")
    public static let leftArrow = KeyEquivalent("\u{F702}", name: "leftArrow")
    public static let rightArrow = KeyEquivalent("\u{F703}", name: "rightArrow")
}

/// The modifier keys held with a keyboard shortcut's key.
public struct EventModifiers: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let shift = EventModifiers(rawValue: 1 << 1)
    public static let control = EventModifiers(rawValue: 1 << 2)
    public static let option = EventModifiers(rawValue: 1 << 3)
    public static let command = EventModifiers(rawValue: 1 << 4)

    public var description: String {
        let names = [(Self.command, "command"), (.shift, "shift"), (.option, "option"), (.control, "control")]
            .filter { contains($0.0) }.map { ".\($0.1)" }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

/// A key and its modifiers, or a role's shortcut: `.defaultAction` (return) and `.cancelAction` (escape).
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
    public let key: KeyEquivalent
    public let modifiers: EventModifiers
    private let role: String?

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
        role = nil
    }

    private init(role: String, key: KeyEquivalent) {
        self.key = key
        modifiers = []
        self.role = role
    }

    public var description: String { role.map { ".\($0)" } ?? "\(key), modifiers: \(modifiers)" }

    public static let defaultAction = KeyboardShortcut(role: "defaultAction", key: .return)
    public static let cancelAction = KeyboardShortcut(role: "cancelAction", key: .escape)
}

extension Node {
    /// The outermost `allowsHitTesting(false)` above this node, which keeps taps from it.
    var hitTestingBlocker: StyleNode? {
        var outermost: StyleNode?
        var current = parent
        while let node = current {
            if let styled = node as? StyleNode, case .inherited(.allowsHitTesting, let enabled as Bool) = styled.modifier, !enabled {
                outermost = styled
            }
            current = node.parent
        }
        return outermost
    }

    /// Whether `deleteDisabled(true)` is in force for this row: written on the row's own view
    /// (the modifiers down to its first view) or above it.
    var isDeleteDisabled: Bool {
        var current: Node? = self
        while let node = current {
            if let styled = node as? StyleNode, case .inherited(.deleteDisabled, let value as Bool) = styled.modifier { return value }
            current = (node as? ModifierNode)?.child
        }
        return resolvedStyle(.deleteDisabled, as: Bool.self) ?? false
    }
}

extension ViewHost {
    /// Throws when an `allowsHitTesting(false)` above `node` keeps touches from it.
    func refuseIfNotHitTestable(_ node: Node, described: String, action: String) throws {
        guard let blocker = node.hitTestingBlocker else { return }
        let target = firstRenderedLine(of: blocker.child).map { " on \($0)" } ?? ""
        throw ViewHostError("\(described) cannot be \(action): the allowsHitTesting(false)\(target) keeps touches from everything below it.")
    }

    /// Delivers `url` as the system does when another app or a link opens it: every
    /// `onOpenURL` action on screen runs with it, outermost first. Throws when none is on screen.
    public func open(_ url: URL) throws {
        settle()
        var actions: [(URL) -> Void] = []
        visitReachable(from: modalRoot) { node in
            if let styled = node as? StyleNode, case .inherited(.openURLAction, let action as (URL) -> Void) = styled.modifier {
                actions.append(action)
            }
        }
        guard !actions.isEmpty else {
            throw ViewHostError("No view on screen has an onOpenURL action to open \(url). On screen:\n\(render())")
        }
        for action in actions { action(url) }
        settle()
    }

    /// Moves a pointer into (or, with `isInside: false`, out of) the view whose text reads
    /// `text`, running the nearest `onHover` action around it.
    public func hover(_ text: String, isInside: Bool = true) throws {
        settle()
        var found: Node?
        visitReachable(from: modalRoot) { node in
            if found == nil, let leaf = node as? LeafNode, leaf.text == text { found = leaf }
        }
        guard let leaf = found else {
            throw ViewHostError("No text \(quoted(text)) is on screen. On screen:\n\(render())")
        }
        guard let action = leaf.resolvedStyle(.hoverAction, as: ((Bool) -> Void).self) else {
            throw ViewHostError("No onHover action is around \(quoted(text)). On screen:\n\(render())")
        }
        action(isInside)
        settle()
    }
}

// Accessibility: `accessibilityElement(children:)`, `accessibilityAddTraits`,
// `accessibilityRemoveTraits` and `accessibilityHidden`, beside `accessibilityLabel`,
// `accessibilityValue` and `accessibilityHint` (Gestures.swift), with SwiftUI's signatures.
// `ViewHost.renderVoiceOver()` lists what VoiceOver reads, element by element, in screen order.

/// How an accessibility element made from a view treats the accessibility elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// One element; what is inside is not read (give it a label).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The elements inside are read one by one, as without the modifier.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// One element reading what is inside, joined.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}

/// What an element is, for VoiceOver: a button, a header, selected...
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)

    /// The words VoiceOver says for the traits it announces, in its order.
    var spoken: [String] {
        let words: [(AccessibilityTraits, String)] = [
            (.isSelected, "Selected"), (.isButton, "Button"), (.isToggle, "Switch button"), (.isLink, "Link"),
            (.isHeader, "Heading"), (.isImage, "Image"), (.isSearchField, "Search field"), (.isKeyboardKey, "Key"),
        ]
        return words.filter { contains($0.0) }.map(\.1)
    }
}

extension View {
    /// Makes this view one accessibility element (`.ignore`, `.combine`), or a container of the
    /// elements inside it (`.contain`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        styled(.local(.accessibilityElement(children)))
    }

    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        styled(.accessibilityTraits(added: traits, removed: []))
    }

    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        styled(.accessibilityTraits(added: [], removed: traits))
    }

    /// Hides this view and everything inside it from VoiceOver; it stays on screen.
    public func accessibilityHidden(_ hidden: Bool) -> some View {
        inherited(.accessibilityHidden, hidden)
    }
}

extension ViewHost {
    /// What VoiceOver reads, one line per accessibility element in screen order: its label, its
    /// value, its traits, `Dimmed` when disabled, and its hint, joined by commas, as in
    /// `Next speaker, Button, Dimmed`. A text reads its text; a label its title; an image its
    /// name (a decorative image nothing); a control its title and its kind. `accessibilityHidden(true)` and
    /// `hidden()` views read nothing; `accessibilityElement(children: .combine)` reads what is
    /// inside as one element, `.ignore` only its own label, value and hint.
    public func renderVoiceOver() -> [String] {
        settle()
        var elements: [String] = []
        readAccessibility(root, boundary: nil, into: &elements)
        return elements
    }

    /// Reads the elements at and below `node`; modifiers at or above `boundary` belong to an
    /// element that combines these, not to them.
    private func readAccessibility(_ node: Node, boundary: Node?, into elements: inout [String]) {
        if let styled = node as? StyleNode {
            if case .inherited(.accessibilityHidden, let hidden as Bool) = styled.modifier, hidden { return }
            if case .local(.accessibilityElement(let behavior)) = styled.modifier, behavior != .contain {
                var inside: [String] = []
                if behavior == .combine { for child in node.visibleChildren { readAccessibility(child, boundary: node, into: &inside) } }
                let spoken = spokenElement(at: node, boundary: boundary, ownLabel: inside.joined(separator: ", "), ownTraits: [], isDisabled: false)
                if !spoken.isEmpty { elements.append(spoken) }
                return
            }
        }
        if let leaf = node as? LeafNode, let text = leaf.text {
            elements.append(spokenElement(at: node, boundary: boundary, ownLabel: text, ownTraits: [], isDisabled: false))
            return
        }
        if let leaf = node as? DescribedLeafNode, let image = leaf.view as? Image {
            let spoken = spokenElement(at: node, boundary: boundary, ownLabel: image.isDecorative ? "" : image.name, ownTraits: .isImage, isDisabled: false)
            // A decorative image with no label is not an element.
            if !image.isDecorative || accessibilityStyle(.accessibilityLabel, at: node, boundary: boundary) != nil { elements.append(spoken) }
            return
        }
        if node is LabelNode {
            // A label reads its title; its icon is decoration.
            elements.append(spokenElement(at: node, boundary: boundary, ownLabel: text(of: node), ownTraits: [], isDisabled: false))
            return
        }
        if let control = node as? ControlNode {
            let traits: AccessibilityTraits = switch control.kind {
            case .button, .navigationLink: .isButton
            case .toggle: .isToggle
            default: []
            }
            elements.append(spokenElement(at: node, boundary: boundary, ownLabel: control.title, ownTraits: traits, isDisabled: node.disablingModifier != nil))
            return
        }
        for child in node.visibleChildren { readAccessibility(child, boundary: boundary, into: &elements) }
    }

    /// The nearest value of an accessibility modifier above `node`, below `boundary`.
    private func accessibilityStyle(_ key: StyleKey, at node: Node, boundary: Node?) -> String? {
        var current = node.parent
        while let ancestor = current, ancestor !== boundary {
            if let styled = ancestor as? StyleNode, case .inherited(let styleKey, let value) = styled.modifier, styleKey == key {
                return value as? String
            }
            current = ancestor.parent
        }
        return nil
    }

    private func spokenElement(at node: Node, boundary: Node?, ownLabel: String, ownTraits: AccessibilityTraits, isDisabled: Bool) -> String {
        var traits = ownTraits
        var current: Node? = node
        var changes: [(added: AccessibilityTraits, removed: AccessibilityTraits)] = []
        while let ancestor = current, ancestor !== boundary {
            if let styled = ancestor as? StyleNode, case .accessibilityTraits(let added, let removed) = styled.modifier {
                changes.append((added, removed))
            }
            current = ancestor.parent
        }
        // Innermost first, so a modifier written later wins.
        for change in changes {
            traits.formUnion(change.added)
            traits.subtract(change.removed)
        }
        let parts = [
            accessibilityStyle(.accessibilityLabel, at: node, boundary: boundary) ?? ownLabel,
            accessibilityStyle(.accessibilityValue, at: node, boundary: boundary) ?? "",
        ] + traits.spoken + (isDisabled ? ["Dimmed"] : []) + [accessibilityStyle(.accessibilityHint, at: node, boundary: boundary) ?? ""]
        return parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }
}

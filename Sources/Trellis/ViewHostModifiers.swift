// The interactions that modifiers offer: tap gestures, row deletion and moves, swipe actions,
// context menus, search, and reading back a view's styling. Views are found by their text: a
// view matches `text` when its whole text (its texts joined by spaces, as a control's title is)
// reads `text`, or one of its texts does. Errors say what is on screen.

/// What a view looks like, as far as the modifiers above it say: the values that flow down
/// (font, colours, styles, accessibility) and the layout and drawing modifiers on the way to
/// the root. Trellis draws no pixels; this is how tests see styling.
public struct Appearance: Equatable, Sendable {
    public var font: Font?
    /// The weight set by `fontWeight(_:)`, or `.bold` under an active `bold()`.
    public var fontWeight: Font.Weight?
    public var isItalic = false
    public var foregroundStyle: AnyShapeStyle?
    public var tint: AnyShapeStyle?
    public var lineLimit: Int?
    public var multilineTextAlignment: TextAlignment = .leading
    public var textCase: Text.Case?
    /// The product of the opacities above the view.
    public var opacity: Double = 1
    /// Styles in force, by their static member (`"bordered"`) or, for a user's own, type name.
    public var buttonStyle: String?
    public var labelStyle: String?
    public var listStyle: String?
    public var pickerStyle: String?
    public var textFieldStyle: String?
    public var progressViewStyle: String?
    public var listRowBackground: String?
    public var navigationBarTitleDisplayMode: NavigationBarItem.TitleDisplayMode = .automatic
    public var accessibilityLabel: String?
    public var accessibilityHint: String?
    public var accessibilityValue: String?
    public var controlSize: ControlSize = .regular
    public var textInputAutocapitalization: TextInputAutocapitalization?
    public var isAutocorrectionDisabled = false
    public var textContentType: UITextContentType?
    /// The keyboard a text field shows (`keyboardType(_:)`): `.default` unless one above sets another.
    public var keyboardType: UIKeyboardType = .default
    /// The return key's label (`submitLabel(_:)`): `.return` unless one above sets another.
    public var submitLabel: SubmitLabel = .return
    /// The form style in force, by its static member (`"grouped"`).
    public var formStyle: String?
    /// Whether the `List` or `Form` above draws its background (`scrollContentBackground(_:)`).
    public var scrollContentBackground: Visibility = .automatic
    /// How a scroll above dismisses the keyboard (`scrollDismissesKeyboard(_:)`), by name.
    public var scrollDismissesKeyboard = "automatic"
    /// Whether the view is mirrored in a right-to-left layout (`flipsForRightToLeftLayoutDirection(_:)`).
    public var flipsForRightToLeftLayoutDirection = false
    /// The heights the sheet holding the view may rest at, by name (`"medium"`, `"fraction(0.3)"`), sorted.
    public var presentationDetents: [String] = []
    /// Whether a `labelsHidden()` above hides the labels of controls.
    public var areLabelsHidden = false
    /// The reasons the nearest `redacted(reason:)` above shows the view as a placeholder for.
    public var redactionReasons: RedactionReasons = []
    public var toggleStyle: String?
    public var datePickerStyle: String?
    /// A line through the text (`strikethrough(_:color:)`), or none.
    public var strikethrough: TextDecoration?
    /// A line under the text (`underline(_:color:)`), or none.
    public var underline: TextDecoration?
    public var lineSpacing: CGFloat = 0
    public var scrollIndicators: ScrollIndicatorVisibility = .automatic
    public var isScrollDisabled = false
    public var listRowSeparator: Visibility = .automatic
    /// The identifier UI tests find the view by (`accessibilityIdentifier(_:)`), or none.
    public var accessibilityIdentifier: String?
    /// False below an `allowsHitTesting(false)`, which keeps taps from the view.
    public var allowsHitTesting = true
    /// Layout and drawing modifiers from the view out to the root, innermost first, as written
    /// in code: `padding(.all, 16)`, `frame(width: 80)`, `shadow(...)`.
    public var modifiers: [String] = []
}

extension ViewHost {
    // MARK: Styling

    /// The styling in force for the text on screen that reads `text` (a `Text`, or a control's
    /// title), or else for the image of that name (`Image(systemName: text)` or `Image(text)`),
    /// whose own `resizable()` and `renderingMode(_:)` come first in `modifiers`.
    public func appearance(of text: String) throws -> Appearance {
        settle()
        var found: Node?
        var image: Image?
        visitReachable(from: root) { node in
            if found == nil, let leaf = node as? LeafNode, leaf.text == text { found = leaf }
        }
        if found == nil {
            // An image, by its symbol's or asset's name.
            visitReachable(from: root) { node in
                if found == nil, let leaf = node as? DescribedLeafNode, let candidate = leaf.view as? Image, candidate.name == text {
                    found = leaf
                    image = candidate
                }
            }
        }
        guard let node = found else {
            throw ViewHostError("No text or image \(quoted(text)) is on screen. On screen:\n\(render())")
        }
        var appearance = Appearance()
        appearance.modifiers = image?.ownModifiers ?? []
        appearance.font = node.resolvedStyle(.font, as: Font.self)
        appearance.fontWeight = node.resolvedStyle(.fontWeight, as: Font.Weight.self)
        if node.resolvedStyle(.bold, as: Bool.self) == true { appearance.fontWeight = .bold }
        appearance.isItalic = node.resolvedStyle(.italic, as: Bool.self) ?? false
        appearance.foregroundStyle = node.resolvedStyle(.foregroundStyle, as: AnyShapeStyle.self)
        appearance.tint = node.resolvedStyle(.tint, as: AnyShapeStyle.self)
        appearance.lineLimit = node.resolvedStyle(.lineLimit, as: Int.self)
        appearance.multilineTextAlignment = node.resolvedStyle(.multilineTextAlignment, as: TextAlignment.self) ?? .leading
        appearance.textCase = node.resolvedStyle(.textCase, as: Text.Case.self)
        appearance.buttonStyle = node.resolvedStyle(.buttonStyle, as: ButtonStyleValue.self)?.description
        appearance.labelStyle = node.resolvedStyle(.labelStyle, as: LabelStyleValue.self)?.description
        appearance.listStyle = node.resolvedStyle(.listStyle, as: String.self)
        appearance.pickerStyle = node.resolvedStyle(.pickerStyle, as: String.self)
        appearance.textFieldStyle = node.resolvedStyle(.textFieldStyle, as: String.self)
        appearance.progressViewStyle = node.resolvedStyle(.progressViewStyle, as: ProgressViewStyleValue.self)?.description
        appearance.listRowBackground = node.resolvedStyle(.listRowBackground, as: String.self)
        appearance.navigationBarTitleDisplayMode =
            node.resolvedStyle(.titleDisplayMode, as: NavigationBarItem.TitleDisplayMode.self) ?? .automatic
        appearance.accessibilityLabel = node.resolvedStyle(.accessibilityLabel, as: String.self)
        appearance.accessibilityHint = node.resolvedStyle(.accessibilityHint, as: String.self)
        appearance.accessibilityValue = node.resolvedStyle(.accessibilityValue, as: String.self)
        appearance.controlSize = node.resolvedStyle(.controlSize, as: ControlSize.self) ?? .regular
        appearance.textInputAutocapitalization = node.resolvedStyle(.textInputAutocapitalization, as: TextInputAutocapitalization.self)
        appearance.isAutocorrectionDisabled = node.resolvedStyle(.autocorrectionDisabled, as: Bool.self) ?? false
        appearance.textContentType = node.resolvedStyle(.textContentType, as: UITextContentType.self)
        appearance.keyboardType = node.resolvedStyle(.keyboardType, as: UIKeyboardType.self) ?? .default
        appearance.submitLabel = node.resolvedStyle(.submitLabel, as: SubmitLabel.self) ?? .return
        appearance.formStyle = node.resolvedStyle(.formStyle, as: String.self)
        appearance.scrollContentBackground = node.resolvedStyle(.scrollContentBackground, as: Visibility.self) ?? .automatic
        appearance.scrollDismissesKeyboard = node.resolvedStyle(.scrollDismissesKeyboard, as: ScrollDismissesKeyboardMode.self)?.name ?? "automatic"
        appearance.flipsForRightToLeftLayoutDirection = node.resolvedStyle(.flipsForRightToLeftLayoutDirection, as: Bool.self) ?? false
        appearance.areLabelsHidden = node.resolvedStyle(.labelsHidden, as: Bool.self) ?? false
        appearance.redactionReasons = node.resolvedStyle(.redactionReasons, as: RedactionReasons.self) ?? []
        appearance.toggleStyle = node.resolvedStyle(.toggleStyle, as: String.self)
        appearance.datePickerStyle = node.resolvedStyle(.datePickerStyle, as: String.self)
        appearance.strikethrough = node.resolvedStyle(.strikethrough, as: TextDecoration.self)
        appearance.underline = node.resolvedStyle(.underline, as: TextDecoration.self)
        appearance.lineSpacing = node.resolvedStyle(.lineSpacing, as: CGFloat.self) ?? 0
        appearance.scrollIndicators = node.resolvedStyle(.scrollIndicators, as: ScrollIndicatorVisibility.self) ?? .automatic
        appearance.isScrollDisabled = node.resolvedStyle(.scrollDisabled, as: Bool.self) ?? false
        appearance.listRowSeparator = node.resolvedStyle(.listRowSeparator, as: Visibility.self) ?? .automatic
        appearance.accessibilityIdentifier = node.resolvedStyle(.accessibilityIdentifier, as: String.self)
        appearance.allowsHitTesting = node.hitTestingBlocker == nil
        appearance.presentationDetents = (node.resolvedStyle(.presentationDetents, as: Set<PresentationDetent>.self) ?? []).map(\.name).sorted()
        var current = node.parent
        while let ancestor = current {
            if let styled = ancestor as? StyleNode, case .local(let style) = styled.modifier {
                appearance.modifiers.append(style.description)
                if case .opacity(let opacity) = style { appearance.opacity *= opacity }
            }
            current = ancestor.parent
        }
        return appearance
    }

    // MARK: Taps

    /// `tap(_:)` when no Button or NavigationLink reads `title`: the innermost view with an
    /// `onTapGesture` of one tap whose text reads `title`, else the control or tap gesture that
    /// an `accessibilityLabel(title)` is on. Returns false when there is none.
    func tapAlternative(_ title: String) throws -> Bool {
        if let gesture = innermostTapGesture(matching: title, count: 1) {
            try perform(gesture, described: title)
            return true
        }
        guard let labelled = accessibilityElement(labelled: title) else { return false }
        // The element is the control whose label holds it, else a gesture on the same view
        // (a modifier around it), else the first control or gesture inside it.
        var current: Node? = labelled
        var isSameView = true
        while let node = current {
            if let control = node as? ControlNode {
                return try activate(control)
            }
            if isSameView, let gesture = node as? TapGestureNode, gesture.count == 1 {
                try perform(gesture, described: title)
                return true
            }
            isSameView = isSameView && node is ModifierNode
            current = node.parent
        }
        var target: Node?
        visitReachable(from: labelled) { node in
            if target == nil, node is TapGestureNode || (node as? ControlNode).map(Self.isTappable) == true { target = node }
        }
        if let gesture = target as? TapGestureNode {
            try perform(gesture, described: title)
            return true
        }
        if let control = target as? ControlNode { return try activate(control) }
        return false
    }

    /// Refuses a tap on a button in a toolbar that no navigation container shows.
    func refuseIfNotShown(_ control: ControlNode) throws {
        guard control.unshownToolbar != nil else { return }
        throw ViewHostError(
            "\(control.kindName) \(quoted(control.title)) is in a toolbar outside a NavigationStack, which SwiftUI shows nowhere, so it cannot be tapped."
        )
    }

    /// A tap gesture's action, unless a `.disabled(true)` above it turns it off.
    private func perform(_ gesture: TapGestureNode, described text: String) throws {
        try refuseIfDisabled(gesture, described: "The onTapGesture of \(quoted(text))", action: "tapped")
        gesture.action()
    }

    /// What `tap(_:)` does to a button or a link found some other way than by its title.
    private func activate(_ control: ControlNode) throws -> Bool {
        let described = "\(control.kindName) \(quoted(control.title))"
        switch control.kind {
        case .button(let action):
            try refuseIfDisabled(control, described: described, action: "tapped")
            try refuseIfNotShown(control)
            action()
            closeMenus(around: control)
        case .navigationLink:
            guard let link = control as? NavigationLinkNode else { return false }
            try refuseIfDisabled(control, described: described, action: "tapped")
            try navigate(link, title: control.title)
        default:
            return false
        }
        return true
    }

    /// Taps the view whose text reads `text` `count` times in a row, running its
    /// `onTapGesture(count:)` of that count.
    public func tap(_ text: String, count: Int) throws {
        settle()
        guard let gesture = innermostTapGesture(matching: text, count: count) else {
            throw ViewHostError("No view reading \(quoted(text)) has an onTapGesture of \(count) tap\(count == 1 ? "" : "s"). On screen:\n\(render())")
        }
        try perform(gesture, described: text)
        settle()
    }

    private func innermostTapGesture(matching text: String, count: Int) -> TapGestureNode? {
        var found: TapGestureNode?
        visitReachable(from: root) { node in
            guard let gesture = node as? TapGestureNode, gesture.count == count, reads(gesture, text) else { return }
            if found == nil || gesture.depth > found!.depth { found = gesture }
        }
        return found
    }

    private func accessibilityElement(labelled label: String) -> StyleNode? {
        var found: StyleNode?
        visitReachable(from: root) { node in
            if found == nil, let styled = node as? StyleNode, case .inherited(.accessibilityLabel, let value) = styled.modifier,
               value as? String == label {
                found = styled
            }
        }
        return found
    }

    private static func isTappable(_ control: ControlNode) -> Bool {
        switch control.kind {
        case .button: !control.isReplacedByStyle
        case .navigationLink: true
        default: false
        }
    }

    // MARK: Rows

    /// Deletes the row that reads `rowText` from the `ForEach` on screen with an `onDelete`,
    /// as a swipe and a tap on Delete would.
    public func delete(_ rowText: String) throws {
        settle()
        let (editing, offset, _, row) = try findRow(rowText, action: "onDelete") {
            if case .delete(let action?) = $0 { action } else { nil }
        }
        try refuseIfDisabled(row, described: "The row \(quoted(rowText))", action: "deleted")
        if row.isDeleteDisabled {
            throw ViewHostError("The row \(quoted(rowText)) cannot be deleted: it is deleteDisabled(true), so SwiftUI offers no Delete for it.")
        }
        editing(IndexSet(integer: offset))
        settle()
    }

    /// Drags the row that reads `rowText` in a `ForEach` with an `onMove` so that it lands in
    /// front of the row now at `destination` (the row count for the end), the offset `onMove`
    /// receives.
    public func move(_ rowText: String, toOffset destination: Int) throws {
        settle()
        let (move, offset, count, row) = try findRow(rowText, action: "onMove") {
            if case .move(let action?) = $0 { action } else { nil }
        }
        guard (0...count).contains(destination) else {
            throw ViewHostError("Cannot move \(quoted(rowText)) to offset \(destination): the list has \(count) rows.")
        }
        try refuseIfDisabled(row, described: "The row \(quoted(rowText))", action: "moved")
        move(IndexSet(integer: offset), destination)
        settle()
    }

    private func findRow<Action>(
        _ rowText: String, action name: String, _ action: (RowEditing) -> Action?
    ) throws -> (Action, offset: Int, count: Int, row: Node) {
        var lists: [(Action, [Node])] = []
        visitReachable(from: root) { node in
            if let editing = node as? RowEditingNode, let action = action(editing.editing) { lists.append((action, editing.rows)) }
        }
        guard !lists.isEmpty else {
            throw ViewHostError("No ForEach on screen has an \(name) action. On screen:\n\(render())")
        }
        for (action, rows) in lists {
            if let offset = rows.firstIndex(where: { reads($0, rowText) }) { return (action, offset, rows.count, rows[offset]) }
        }
        throw ViewHostError("No row reading \(quoted(rowText)) is in a ForEach with an \(name) action. On screen:\n\(render())")
    }

    // MARK: Swipe actions and context menus

    /// Swipes the row that reads `rowText` from `edge` and taps the action titled `action`.
    /// A row of a `ForEach` with `onDelete` and no trailing swipe actions offers "Delete".
    public func swipe(_ rowText: String, edge: HorizontalEdge = .trailing, andTap action: String) throws {
        settle()
        guard let menu = rowMenu(rowText, swipeEdge: edge) else {
            if edge == .trailing, action == "Delete" { return try delete(rowText) }
            throw ViewHostError("No row reading \(quoted(rowText)) has \(edge) swipe actions. On screen:\n\(render())")
        }
        try perform(action, in: menu, describing: "swipe actions of \(quoted(rowText))")
    }

    /// Swipes the row that reads `rowText` all the way from `edge`, which runs its first swipe
    /// action when the row allows a full swipe (a trailing full swipe deletes a row of a
    /// `ForEach` with `onDelete` and no trailing swipe actions).
    public func fullSwipe(_ rowText: String, edge: HorizontalEdge = .trailing) throws {
        settle()
        guard let menu = rowMenu(rowText, swipeEdge: edge) else {
            if edge == .trailing { return try delete(rowText) }
            throw ViewHostError("No row reading \(quoted(rowText)) has \(edge) swipe actions. On screen:\n\(render())")
        }
        guard case .swipe(_, true) = menu.kind else {
            throw ViewHostError("The \(edge) swipe actions of \(quoted(rowText)) do not allow a full swipe.")
        }
        try withMenu(menu) { buttons in
            guard let first = buttons.first, case .button(let action) = first.kind else {
                throw ViewHostError("The \(edge) swipe actions of \(quoted(rowText)) have no button.")
            }
            try refuseIfDisabled(first, described: "\(first.kindName) \(quoted(first.title)) in the swipe actions of \(quoted(rowText))", action: "tapped")
            action()
        }
        settle()
    }

    /// The titles of the items in the context menu of the view that reads `text`, as a person
    /// sees them when the menu opens.
    public func contextMenuItems(on text: String) throws -> [String] {
        settle()
        let menu = try contextMenu(on: text)
        var titles: [String] = []
        try withMenu(menu) { titles = $0.map(\.title) }
        settle()
        return titles
    }

    /// What the context menu of the view that reads `text` previews while it is open, rendered
    /// as `render()` renders a screen; nil when its menu has no preview.
    public func contextMenuPreview(on text: String) throws -> String? {
        settle()
        let menu = try contextMenu(on: text)
        guard let preview = menu.preview else { return nil }
        let opened = makeNode(for: preview(), parent: menu)
        defer { unmount(opened) }
        var lines: [String] = []
        render(opened, indent: 0, into: &lines)
        settle()
        return lines.joined(separator: "\n")
    }

    /// Opens the context menu of the view that reads `text` and taps the item titled `item`.
    public func chooseFromContextMenu(_ item: String, on text: String) throws {
        settle()
        try perform(item, in: try contextMenu(on: text), describing: "context menu of \(quoted(text))")
    }

    private func contextMenu(on text: String) throws -> RowMenuNode {
        var found: RowMenuNode?
        visitReachable(from: root) { node in
            guard let menu = node as? RowMenuNode, menu.kind == .contextMenu, reads(menu, text) else { return }
            if found == nil || menu.depth > found!.depth { found = menu }
        }
        guard let found else {
            throw ViewHostError("No view reading \(quoted(text)) has a context menu. On screen:\n\(render())")
        }
        return found
    }

    private func rowMenu(_ rowText: String, swipeEdge edge: HorizontalEdge) -> RowMenuNode? {
        var found: RowMenuNode?
        visitReachable(from: root) { node in
            guard let menu = node as? RowMenuNode, case .swipe(edge, _) = menu.kind, reads(menu, rowText) else { return }
            if found == nil || menu.depth > found!.depth { found = menu }
        }
        return found
    }

    private func perform(_ title: String, in menu: RowMenuNode, describing what: String) throws {
        try withMenu(menu) { buttons in
            guard let button = buttons.first(where: { $0.title == title }), case .button(let action) = button.kind else {
                let titles = buttons.map { quoted($0.title) }.joined(separator: ", ")
                throw ViewHostError("No item titled \(quoted(title)) is in the \(what). Its items: \(titles.isEmpty ? "none" : titles).")
            }
            try refuseIfDisabled(button, described: "\(button.kindName) \(quoted(title)) in the \(what)", action: "tapped")
            action()
        }
        settle()
    }

    /// Builds the menu's views, as opening it does, hands over its buttons in order, and
    /// removes the views again, as closing it does.
    private func withMenu(_ menu: RowMenuNode, _ body: ([ControlNode]) throws -> Void) throws {
        let opened = makeNode(for: menu.menu, parent: menu)
        defer { unmount(opened) }
        var buttons: [ControlNode] = []
        var stack = [opened]
        while let node = stack.popLast() {
            if let control = node as? ControlNode, case .button = control.kind {
                buttons.append(control)
            } else {
                stack.append(contentsOf: node.children.reversed())
            }
        }
        try body(buttons)
    }

    // MARK: Search

    /// Types `text` at the end of the search field on screen (a `searchable` modifier's),
    /// or the one whose prompt reads `prompt` when there are several.
    public func search(_ text: String, prompt: String? = nil) throws {
        settle()
        let field = try searchField(prompt)
        try refuseIfDisabled(field, described: "The search field \(quoted(field.displayedPrompt))", action: "typed into")
        field.text.wrappedValue += text
        settle()
    }

    /// Empties the search field, as its clear button does.
    public func clearSearch(prompt: String? = nil) throws {
        settle()
        try searchField(prompt).text.wrappedValue = ""
        settle()
    }

    private func searchField(_ prompt: String?) throws -> SearchableNode {
        var fields: [SearchableNode] = []
        visitReachable(from: root) { node in
            if let field = node as? SearchableNode, prompt == nil || field.displayedPrompt == prompt { fields.append(field) }
        }
        guard let field = fields.last else {
            let which = prompt.map { " with the prompt \(quoted($0))" } ?? ""
            throw ViewHostError("No search field\(which) is on screen. On screen:\n\(render())")
        }
        return field
    }

    // MARK: Finding views by text

    /// Whether the subtree at `node` reads `text`: its whole text, or one of its texts.
    func reads(_ node: Node, _ text: String) -> Bool {
        // One walk, in the order `text(of:)` joins the texts.
        var texts: [String] = []
        var stack = [node]
        while let current = stack.popLast() {
            if let leaf = current as? LeafNode, let leafText = leaf.text {
                if leafText == text { return true }
                texts.append(leafText)
            }
            stack.append(contentsOf: current.children.reversed())
        }
        return texts.count > 1 && texts.joined(separator: " ") == text
    }

    /// Visits what is on screen, including the labels of controls and the titles of labels,
    /// which their own lines stand for.
    func visitReachable(from node: Node, _ visit: (Node) -> Void) {
        visit(node)
        let next = node is ControlNode || node is LabelNode ? node.children : node.visibleChildren
        for child in next { visitReachable(from: child, visit) }
    }
}

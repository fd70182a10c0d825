// The host's interactions with the catalogue's controls: sliders, steppers, pickers, dates,
// text editors, disclosure groups, menus, list selection, and links in a split view. Each finds
// its control on screen by the title of its label (its text, or an image name when it has no
// text), refuses when the control is disabled, and settles the updates it causes.

extension ViewHost {
    // MARK: Values

    /// Drags the Slider whose label reads `title` (`""` for one without a label) to `value`.
    /// As a drag does, the value is clamped into the bounds and snapped to the step, and
    /// `onEditingChanged` is called with `true` before the change and `false` after.
    public func setSlider(_ title: String, to value: Double) throws {
        settle()
        let slider = try findOnScreen(SliderNode.self, titled: title, kind: "Slider") { $0.title }
        try refuseIfDisabled(slider, described: "Slider \(quoted(title))", action: "moved")
        let model = slider.model
        model.onEditingChanged(true)
        model.write(model.settledValue(for: value))
        model.onEditingChanged(false)
        settle()
    }

    /// Presses the + of the Stepper whose label reads `title`. A step that would pass the upper
    /// bound stops at it; at the bound the + is disabled, and pressing it is refused.
    public func increment(_ title: String) throws {
        try step(title, up: true)
    }

    /// Presses the − of the Stepper whose label reads `title` (see `increment(_:)`).
    public func decrement(_ title: String) throws {
        try step(title, up: false)
    }

    private func step(_ title: String, up: Bool) throws {
        settle()
        let stepper = try findOnScreen(StepperNode.self, titled: title, kind: "Stepper") { $0.title }
        let action = up ? "incremented" : "decremented"
        try refuseIfDisabled(stepper, described: "Stepper \(quoted(title))", action: action)
        switch stepper.model.step(up) {
        case .stepped: break
        case .atBound(let bound):
            throw ViewHostError("Stepper \(quoted(title)) cannot be \(action): its value is at its \(bound), where that button is disabled.")
        case .noAction:
            throw ViewHostError("Stepper \(quoted(title)) cannot be \(action): it was given no \(up ? "onIncrement" : "onDecrement") action, so that button is disabled.")
        }
        settle()
    }

    /// Chooses the option whose label reads `option` in the Picker whose label reads `picker`,
    /// writing the option's tag to the selection. An option whose tag is of another type than
    /// the selection cannot be selected (SwiftUI would silently select nothing): that is an error.
    public func select(_ option: String, in picker: String) throws {
        settle()
        let node = try findOnScreen(PickerNode.self, titled: picker, kind: "Picker") { $0.title }
        try refuseIfDisabled(node, described: "Picker \(quoted(picker))", action: "changed")
        let options = node.options
        guard let chosen = options.first(where: { title(of: $0.node) == option }) else {
            let names = options.map { quoted(title(of: $0.node)) }.joined(separator: ", ")
            throw ViewHostError("Picker \(quoted(picker)) has no option \(quoted(option)). Its options: \(names.isEmpty ? "none" : names).")
        }
        guard node.selection.select(chosen.tag) else {
            throw ViewHostError(
                "Option \(quoted(option)) of Picker \(quoted(picker)) cannot be selected: its tag \(chosen.tag.description) is a \(chosen.tag.typeName), but the selection holds a \(node.selection.typeName), so the tag matches nothing."
            )
        }
        settle()
    }

    /// Sets the date of the DatePicker whose label reads `title`. A date outside the picker's
    /// range cannot be picked: that is an error.
    public func setDate(_ date: Date, in title: String) throws {
        settle()
        let node = try findOnScreen(DatePickerNode.self, titled: title, kind: "DatePicker") { $0.title }
        try refuseIfDisabled(node, described: "DatePicker \(quoted(title))", action: "changed")
        let bounds = node.picker.dateBounds
        if let lower = bounds.lower, date < lower {
            throw ViewHostError("DatePicker \(quoted(title)) cannot show \(date): its range starts at \(lower).")
        }
        if let upper = bounds.upper, date > upper {
            throw ViewHostError("DatePicker \(quoted(title)) cannot show \(date): its range ends at \(upper).")
        }
        node.picker.dateSelection.wrappedValue = date
        settle()
    }

    /// Types `text` at the end of a TextEditor; editors have no label, so they are numbered in
    /// screen order from 0.
    public func type(_ text: String, intoEditorAt index: Int = 0) throws {
        settle()
        var editors: [TextEditorNode] = []
        visitOnScreen { if let editor = $0 as? TextEditorNode { editors.append(editor) } }
        guard index >= 0, index < editors.count else {
            throw ViewHostError("No TextEditor number \(index) is on screen (there \(editors.count == 1 ? "is 1" : "are \(editors.count)")). On screen:\n\(render())")
        }
        let editor = editors[index]
        try refuseIfDisabled(editor, described: "TextEditor number \(index)", action: "typed into")
        if case .textField(let binding) = editor.kind { binding.wrappedValue += text }
        settle()
    }

    // MARK: Disclosure groups and menus

    /// Taps the collapsed DisclosureGroup whose label reads `title`, showing its content.
    public func expand(_ title: String) throws {
        try setExpansion(title, to: true)
    }

    /// Taps the expanded DisclosureGroup whose label reads `title`, hiding its content.
    public func collapse(_ title: String) throws {
        try setExpansion(title, to: false)
    }

    private func setExpansion(_ title: String, to expanded: Bool) throws {
        settle()
        let group = try findOnScreen(DisclosureGroupNode.self, titled: title, kind: "DisclosureGroup") { $0.title }
        let action = expanded ? "expanded" : "collapsed"
        try refuseIfDisabled(group, described: "DisclosureGroup \(quoted(title))", action: action)
        guard group.isExpanded != expanded else {
            throw ViewHostError("DisclosureGroup \(quoted(title)) is already \(action).")
        }
        group.setExpanded(expanded)
        settle()
    }

    /// Opens the Menu whose label reads `title`, as a long press does (a tap does too, unless
    /// the menu has a primary action). Its items are then on screen.
    public func openMenu(_ title: String) throws {
        settle()
        let menu = try findOnScreen(MenuNode.self, titled: title, kind: "Menu") { $0.title }
        try refuseIfDisabled(menu, described: "Menu \(quoted(title))", action: "opened")
        guard !menu.isOpen else { throw ViewHostError("Menu \(quoted(title)) is already open.") }
        menu.setOpen(true)
        settle()
    }

    /// Opens the Menu whose label reads `menu` and taps its item `item`, which closes it.
    public func tap(_ item: String, inMenu menu: String) throws {
        settle()
        let node = try findOnScreen(MenuNode.self, titled: menu, kind: "Menu") { $0.title }
        if !node.isOpen { try openMenu(menu) }
        var found: ControlNode?
        visitOnScreen(from: node) { candidate in
            if found == nil, let control = candidate as? ControlNode, case .button = control.kind, control.title == item {
                found = control
            }
        }
        guard let found, case .button(let action) = found.kind else {
            node.setOpen(false)
            settle()
            throw ViewHostError("Menu \(quoted(menu)) has no item titled \(quoted(item)). On screen:\n\(render())")
        }
        try refuseIfDisabled(found, described: "Button \(quoted(item)) in Menu \(quoted(menu))", action: "tapped")
        action()
        closeMenus(around: found)
        settle()
    }

    /// The first menu on screen titled `title` (a button or link with that title wins).
    func menuTitled(_ title: String) -> MenuNode? {
        var result: MenuNode?
        visitOnScreen { node in
            if result == nil, let menu = node as? MenuNode, menu.title == title { result = menu }
        }
        return result
    }

    func tapMenu(_ menu: MenuNode) throws {
        try refuseIfDisabled(menu, described: "Menu \(quoted(menu.title))", action: "tapped")
        if let primary = menu.primaryAction {
            primary()
        } else {
            menu.setOpen(!menu.isOpen)
        }
    }

    /// Closes every open menu that holds `node`: choosing an item dismisses the menu.
    func closeMenus(around node: Node) {
        var current = node.parent
        while let ancestor = current {
            if let menu = ancestor as? MenuNode, menu.isOpen { menu.setOpen(false) }
            current = ancestor.parent
        }
    }

    // MARK: List selection

    /// Selects the row titled `title` of the selectable List on screen holding it: the row
    /// becomes the selection, or, in a list bound to a set, joins it or leaves it.
    public func selectRow(_ title: String) throws {
        settle()
        var target: (list: SelectionListNode, row: TaggedOption)?
        visitOnScreen { node in
            guard target == nil, let list = node as? SelectionListNode, list.selection != nil else { return }
            if let row = list.rows.first(where: { self.title(of: $0.node) == title }) { target = (list, row) }
        }
        guard let target, let selection = target.list.selection else {
            throw ViewHostError("No row titled \(quoted(title)) is in a List with a selection on screen. On screen:\n\(render())")
        }
        try refuseIfDisabled(target.row.node, described: "Row \(quoted(title))", action: "selected")
        guard selection.select(target.row.tag) else {
            throw ViewHostError(
                "Row \(quoted(title)) cannot be selected: its tag \(target.row.tag.description) is a \(target.row.tag.typeName), but the selection holds a \(selection.typeName)."
            )
        }
        settle()
    }

    // MARK: Navigation

    /// Follows a link: pushes onto the nearest NavigationStack, or shows the destination in the
    /// next column of the NavigationSplitView whose column holds the link, whichever is nearer.
    func navigate(_ link: NavigationLinkNode, title: String) throws {
        if link.isDisabledValueLink {
            throw ViewHostError("NavigationLink \(quoted(title)) has a nil value, so it is disabled and cannot be tapped.")
        }
        var current = link.parent
        while let node = current {
            // A value link in a `List(selection:)` of its value's type sets the selection, as in
            // SwiftUI's split view, where the detail column is built from the selection. A
            // destination registered for the value in a later column is shown as well.
            if let list = node as? SelectionListNode, let selection = list.selection, let value = link.value,
               selection.select(TagValue(value: (value.base as? any Hashable) ?? value, includeOptional: true)) {
                settle()
                if let column = Self.splitColumn(above: list), let split = column.parent as? SplitViewNode, column.caption != "detail",
                   split.hasRegistration(for: value, from: column) {
                    try split.show(link, after: column)
                }
                return
            }
            if let stack = node as? NavigationStackNode {
                try stack.push(link)
                return
            }
            if let column = node as? CaptionNode, let split = column.parent as? SplitViewNode {
                guard column.caption != "detail" else { break }
                try split.show(link, after: column)
                return
            }
            current = node.parent
        }
        throw ViewHostError("NavigationLink \(quoted(title)) is not inside a NavigationStack, so it does nothing.")
    }

    /// The split view column holding `node`, when no navigation stack is nearer.
    private static func splitColumn(above node: Node) -> CaptionNode? {
        var current = node.parent
        while let node = current {
            if node is NavigationStackNode { return nil }
            if let column = node as? CaptionNode, column.parent is SplitViewNode { return column }
            current = node.parent
        }
        return nil
    }

    // MARK: Finding controls

    /// Visits the nodes on screen in tree order.
    func visitOnScreen(from start: Node? = nil, _ visit: (Node) -> Void) {
        func walk(_ node: Node) {
            visit(node)
            for child in node.visibleChildren { walk(child) }
        }
        walk(start ?? root)
    }

    func findOnScreen<T: Node>(_ type: T.Type, titled title: String, kind: String, titleOf: (T) -> String) throws -> T {
        var found: T?
        visitOnScreen { node in
            if found == nil, let candidate = node as? T, titleOf(candidate) == title { found = candidate }
        }
        guard let found else {
            throw ViewHostError("No \(kind) titled \(quoted(title)) is on screen. On screen:\n\(render())")
        }
        return found
    }
}

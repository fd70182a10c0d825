// What the host does with presentations and environment values.
//
// `render()` prints presented content where its modifier is attached, after the presenter's
// lines, under a line naming it: `Sheet`, `FullScreenCover`, `Popover`, `Alert "Title"` (its
// message's lines, then its buttons; a standard `Button "OK"` when it has none) or
// `ConfirmationDialog "Title"` (` [title hidden]` unless `titleVisibility` is `.visible`; a
// standard `Button "Cancel" [cancel]` unless a button has the cancel role). While content is
// presented, `tap`, `toggle`, `type` and `back` reach only the topmost presentation's controls.

extension ViewHost {
    /// The topmost presented content on screen, or the root when nothing is presented.
    var modalRoot: Node {
        var topmost: Node = root
        collectVisible(from: root) { node in
            if node is PresentedContentNode { topmost = node }
        }
        return topmost
    }

    /// After a button in an alert or a confirmation dialog ran its action, the system dismisses it.
    func dismissAlertOrDialog(around control: Node) {
        var current = control.parent
        while let node = current {
            if let presented = node as? PresentedContentNode {
                if presented.isAlertOrDialog { presented.dismissFromContent() }
                return
            }
            current = node.parent
        }
    }

    /// What is presented on screen, outermost first: `Sheet`, `Alert "Title"`, ... as `render()` names it.
    public var presentations: [String] {
        settle()
        var lines: [String] = []
        collectVisible(from: root) { node in
            if let presented = node as? PresentedContentNode, let line = presented.renderedLine { lines.append(line) }
        }
        return lines
    }

    /// Dismisses the topmost presentation as a person does without a button: swiping a sheet down,
    /// tapping outside a popover or a confirmation dialog. The binding that drives it becomes
    /// `false` (or `nil`), the content disappears, then `onDismiss` runs. A full-screen cover and an
    /// alert cannot be dismissed so; the error says what can.
    public func dismissPresentation() throws {
        settle()
        guard let presented = modalRoot as? PresentedContentNode else {
            throw ViewHostError("Nothing is presented, so nothing can be dismissed. On screen:\n\(render())")
        }
        if let modifier = Self.interactiveDismissDisabling(in: presented) {
            throw ViewHostError("The \(presented.style) cannot be dismissed by a gesture: the interactiveDismissDisabled(true) on \(modifier) refuses it; it closes when its binding is reset or its content calls dismiss. On screen:\n\(render())")
        }
        switch presented.style {
        case .sheet, .popover, .confirmationDialog:
            presented.dismissFromContent()
        case .fullScreenCover:
            throw ViewHostError("A full-screen cover cannot be dismissed by a gesture; it closes when its binding is reset or its content calls dismiss. On screen:\n\(render())")
        case .alert:
            throw ViewHostError("An alert cannot be dismissed by a gesture; tap one of its buttons. On screen:\n\(render())")
        }
        settle()
    }

    /// The title of the view in presented content (not in content it presents in turn) whose
    /// `interactiveDismissDisabled` is true.
    private static func interactiveDismissDisabling(in presented: PresentedContentNode) -> String? {
        var found: String?
        func walk(_ node: Node) {
            guard found == nil, !(node is PresentedContentNode) || node === presented else { return }
            if let styled = node as? StyleNode, case .inherited(.interactiveDismissDisabled, let value as Bool) = styled.modifier, value,
               let child = styled.children.first {
                found = quoted(styled.host.text(of: child))
                return
            }
            for child in node.children { walk(child) }
        }
        walk(presented)
        return found
    }

    /// Sets one of the environment values the host provides and re-evaluates the views that
    /// read environment values; setting the value it has changes nothing.
    private func setHostEnvironmentValue<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<HostEnvironment, Value>, to newValue: Value) {
        guard newValue != hostEnvironment[keyPath: keyPath] else { return }
        hostEnvironment[keyPath: keyPath] = newValue
        invalidateEnvironmentValueReaders(below: nil)
        settle()
    }

    /// The scene's phase, which `@Environment(\.scenePhase)` reads everywhere; `.active` at first.
    /// Setting it re-evaluates the views that read environment values.
    public var scenePhase: ScenePhase {
        get { hostEnvironment.scenePhase }
        set { setHostEnvironmentValue(\.scenePhase, to: newValue) }
    }

    /// The colour scheme `@Environment(\.colorScheme)` reads; `.light` at first.
    public var colorScheme: ColorScheme {
        get { hostEnvironment.colorScheme }
        set { setHostEnvironmentValue(\.colorScheme, to: newValue) }
    }

    /// The width's size class `@Environment(\.horizontalSizeClass)` reads; `.compact` at first,
    /// a phone held upright. Setting it re-evaluates the views that read environment values.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { hostEnvironment.horizontalSizeClass }
        set { setHostEnvironmentValue(\.horizontalSizeClass, to: newValue) }
    }

    /// The height's size class `@Environment(\.verticalSizeClass)` reads; `.regular` at first.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { hostEnvironment.verticalSizeClass }
        set { setHostEnvironmentValue(\.verticalSizeClass, to: newValue) }
    }

    /// The URLs the screen opened with `@Environment(\.openURL)`, in order.
    public var openedURLs: [URL] {
        settle()
        return hostEnvironment.openedURLs
    }
}

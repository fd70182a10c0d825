// `@FocusState`, `.focused(_:)` and `.focused(_:equals:)`, and the host's focus.

/// Which field has focus: `Bool` (initially `false`) or an optional `Hashable` (initially
/// `nil`). Setting the value moves focus to the field marked with that value; setting `false`
/// or `nil` removes focus; `host.focus(_:)` focusing a field sets the value, and resets every
/// other focus state that had focus on screen.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let cell: StateCell<Value>
    let resetValue: Value

    public init() where Value == Bool {
        cell = StateCell(initialValue: false)
        resetValue = false
    }

    public init<T: Hashable>() where Value == T? {
        cell = StateCell(initialValue: nil)
        resetValue = nil
    }

    public var wrappedValue: Value {
        get { cell.location?.read() ?? cell.initialValue }
        nonmutating set {
            if let location = cell.location { location.write(newValue) } else { cell.initialValue = newValue }
        }
    }

    public var projectedValue: Binding {
        if let location = cell.location {
            return Binding(Trellis.Binding(get: { location.read() }, set: { location.write($0) }, source: .reference(location, [])), resetValue: resetValue)
        }
        let cell = self.cell
        return Binding(Trellis.Binding(get: { cell.initialValue }, set: { cell.initialValue = $0 }, source: .reference(cell, [])), resetValue: resetValue)
    }

    /// `$focus`: what `focused` takes.
    @propertyWrapper
    public struct Binding {
        let base: Trellis.Binding<Value>
        let resetValue: Value

        init(_ base: Trellis.Binding<Value>, resetValue: Value) {
            self.base = base
            self.resetValue = resetValue
        }

        /// A generated view's focus state, held in `StateLocation` storage like a `@State`.
        public init(_ location: StateLocation<Value>, resetValue: Value) {
            self.init(location.projectedValue, resetValue: resetValue)
        }

        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

extension FocusState: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        let initialValue = cell.initialValue
        cell.location = installer.storage(StateLocation<Value>.self) { StateLocation(initialValue) }
    }
}

extension View {
    /// Marks this view as the field that has focus while `condition` is true.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        FocusedView(content: self, focus: FocusTarget(condition, equals: true))
    }

    /// Marks this view as the field that has focus while `binding` equals `value`.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        FocusedView(content: self, focus: FocusTarget(binding, equals: value))
    }
}

/// One `.focused` call: whether it has focus, and how to give it or take it away.
struct FocusTarget {
    let hasFocus: () -> Bool
    let take: () -> Void
    let release: () -> Void

    init<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) {
        hasFocus = { binding.wrappedValue == value }
        take = { binding.wrappedValue = value }
        release = { if binding.wrappedValue == value { binding.wrappedValue = binding.resetValue } }
    }
}

@MainActor
struct FocusedView<Content: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let focus: FocusTarget
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { FocusedNode(view: self, parent: parent) }
}

@MainActor
protocol FocusMarking: SingleContentView {
    var focusTarget: FocusTarget { get }
}

extension FocusedView: FocusMarking {
    var focusTarget: FocusTarget { focus }
}

final class FocusedNode: ModifierNode {
    private(set) var focus: FocusTarget

    init<Content: View>(view: FocusedView<Content>, parent: Node) {
        focus = view.focus
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let marking = view as? any FocusMarking else { return }
        focus = marking.focusTarget
        updateContent(marking.contentView)
    }
}

extension ControlNode {
    /// ` [focused]` after a text field whose nearest `.focused` has focus.
    var focusSuffix: String {
        guard case .textField = kind, let marker = nearestAncestor(FocusedNode.self), marker.focus.hasFocus() else { return "" }
        return " [focused]"
    }
}

extension ViewHost {
    /// Gives focus to the TextField, SecureField or TextEditor whose label reads `title`, as a
    /// tap in it does: the nearest `.focused` above it takes focus, and every other one on
    /// screen that had focus lets it go first. A field with no `.focused` above it can take
    /// focus too, but no focus state sees it.
    public func focus(_ title: String) throws {
        settle()
        var field: ControlNode?
        collectVisible(from: root) { node in
            guard field == nil, let control = node as? ControlNode, control.title == title else { return }
            if case .textField = control.kind { field = control }
        }
        guard let field else {
            throw ViewHostError("No TextField, SecureField or TextEditor titled \(quoted(title)) is on screen. On screen:\n\(render())")
        }
        try refuseIfDisabled(field, described: "TextField \(quoted(title))", action: "focused")
        let target = field.nearestAncestor(FocusedNode.self)
        for marker in focusMarkers() where marker !== target && marker.focus.hasFocus() { marker.focus.release() }
        target?.focus.take()
        settle()
    }

    /// Removes focus from whatever has it, as dismissing the keyboard does.
    public func clearFocus() {
        settle()
        for marker in focusMarkers() where marker.focus.hasFocus() { marker.focus.release() }
        settle()
    }

    /// The title of the field that has focus, if one on screen has.
    public var focusedField: String? {
        settle()
        var focused: String?
        collectVisible(from: root) { node in
            if focused == nil, let control = node as? ControlNode, !control.focusSuffix.isEmpty { focused = control.title }
        }
        return focused
    }

    private func focusMarkers() -> [FocusedNode] {
        var markers: [FocusedNode] = []
        collectVisible(from: root) { if let marker = $0 as? FocusedNode { markers.append(marker) } }
        return markers
    }
}

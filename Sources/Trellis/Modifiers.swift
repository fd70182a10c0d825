@MainActor
struct AppearanceModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { AppearanceNode(view: self, content: content, parent: parent) }
}

@MainActor
struct IdentifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let id: AnyHashable
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { IdentifiedNode(view: self, parent: parent) }
}

@MainActor
struct OnChangeView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { OnChangeNode(view: self, parent: parent) }
}

@MainActor
struct EnvironmentInjectionView<Content: View>: View, PrimitiveView {
    let content: Content
    let key: EnvironmentObjectKey
    let object: AnyObject?
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { EnvironmentNode(view: self, parent: parent) }
}

extension View {
    /// Runs `action` each time this view is added to the hierarchy (after the update that added it).
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        AppearanceModifierView(content: self, onAppear: action, onDisappear: nil)
    }

    /// Runs `action` each time this view is removed from the hierarchy.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        AppearanceModifierView(content: self, onAppear: nil, onDisappear: action)
    }

    /// Explicit identity: a new value is a new view, so all state below is recreated.
    public func id<ID: Hashable>(_ id: ID) -> some View {
        IdentifiedView(content: self, id: AnyHashable(id))
    }

    /// Delivers the old and the new value after an update changes `value`; never on the
    /// first render unless `initial` is true, never when the new value equals the old one.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }

    @available(*, deprecated, message: "Use onChange(of:initial:_:) with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        OnChangeView(content: self, value: value, initial: false) { _, newValue in action(newValue) }
    }

    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        EnvironmentInjectionView(content: self, key: EnvironmentObjectKey(objectType: T.self), object: object)
    }

    /// Places an `@Observable` model in the environment, read with `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        EnvironmentInjectionView(content: self, key: EnvironmentObjectKey(observableType: T.self), object: object)
    }
}

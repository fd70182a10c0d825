// `@GestureState` and `Gesture.updating(_:body:)`: a value only a gesture sets, while it lasts.
// Each change of the gesture runs `updating`'s body with the state to change in place; when the
// gesture ends the state goes back to its initial value, before `onEnded` runs, as in SwiftUI,
// so a view reads the committed value and no leftover offset. `ViewHost.drag(_:by:steps:)`
// performs a drag.

/// `@GestureState private var offset: CGSize = .zero`, and `$offset`, the same value, which a
/// gesture's `updating` takes. Views read `wrappedValue`; nothing but the gesture writes it. A
/// generated view asks its context for it (`ViewContext.gestureState(_:initial:)`); a view
/// written in Swift uses the wrapper, linked to its node's storage before its body runs.
@MainActor
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let cell: StateCell<Value>
    /// A generated view's storage, which its context gives: held here, as the node holds it.
    let storage: StateLocation<Value>?
    let resetValue: Value

    public init(wrappedValue: Value) {
        cell = StateCell(initialValue: wrappedValue)
        storage = nil
        resetValue = wrappedValue
    }

    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    init(location: StateLocation<Value>, resetValue: Value) {
        cell = StateCell(initialValue: resetValue)
        storage = location
        self.resetValue = resetValue
    }

    /// The value the gesture set, or the initial one when no gesture is under way.
    public var wrappedValue: Value { location?.read() ?? cell.initialValue }

    private var location: StateLocation<Value>? { storage ?? cell.location }

    /// `$offset`: the gesture state itself.
    public var projectedValue: GestureState<Value> { self }

    func update(_ change: (inout Value) -> Void) {
        var value = wrappedValue
        change(&value)
        write(value)
    }

    func reset() {
        write(resetValue)
    }

    private func write(_ value: Value) {
        if let location { location.write(value) } else { cell.initialValue = value }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension GestureState: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        let initialValue = resetValue
        cell.location = installer.storage(StateLocation<Value>.self) { StateLocation(initialValue) }
    }
}

extension ViewContext {
    /// `@GestureState var name = initial`: kept with the view's identity, as `@State` is.
    public func gestureState<Value>(_ slot: Int, initial: Value) -> GestureState<Value> {
        GestureState(location: state(slot, initial: initial), resetValue: initial)
    }
}

/// A gesture that also sets a `GestureState` each time its value changes, and resets it at the end.
public struct GestureStateGesture<Content: Gesture, State>: Gesture {
    public typealias Value = Content.Value
    let content: Content
    let state: GestureState<State>
    let body: (Content.Value, inout State, inout Transaction) -> Void
}

extension Gesture {
    /// Runs `body` with the gesture's value and `state`'s value to change, each time the
    /// gesture changes; `state` returns to its initial value when the gesture ends.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(content: self, state: state, body: body)
    }
}

extension GestureStateGesture: RecognizableGesture {
    var recognizer: GestureRecognizer {
        var recognizer = (content as? any RecognizableGesture)?.recognizer ?? GestureRecognizer(kind: .drag)
        let state = state
        let body = body
        recognizer.changed.append { value in
            guard let value = value as? Content.Value else { return }
            var transaction = Transaction.current
            state.update { body(value, &$0, &transaction) }
        }
        // Before the actions `onEnded` adds after this one.
        recognizer.ended.insert({ _ in state.reset() }, at: 0)
        return recognizer
    }
}

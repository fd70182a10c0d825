/// Value state owned by a view. The struct only carries the initial value; the storage lives in
/// the view's node, keyed by the view's identity, and is linked to this wrapper before `body`.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let cell: StateCell<Value>

    public init(wrappedValue value: Value) { cell = StateCell(initialValue: value) }
    public init(initialValue value: Value) { self.init(wrappedValue: value) }

    public var wrappedValue: Value {
        get { cell.location?.read() ?? cell.initialValue }
        nonmutating set {
            if let location = cell.location {
                location.write(newValue)
            } else {
                // Not installed yet (e.g. written in init): only the initial value can change.
                cell.initialValue = newValue
            }
        }
    }

    public var projectedValue: Binding<Value> {
        if let location = cell.location {
            return Binding(get: { location.read() }, set: { location.write($0) }, source: .reference(location, []))
        }
        let cell = self.cell
        return Binding(get: { cell.initialValue }, set: { cell.initialValue = $0 }, source: .reference(cell, []))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

final class StateCell<Value>: @unchecked Sendable {
    var initialValue: Value
    /// Weak for the same reason as `ObjectCell`: the node owns the storage.
    weak var location: StateLocation<Value>?
    init(initialValue: Value) { self.initialValue = initialValue }
}

/// The persistent storage of one `@State`. Reads during a body register the reader; writes
/// re-evaluate the registered readers, and only them. Generated views hold it directly as
/// `_name` (one reference, cheap to capture in an action) and use it as the wrapper would.
public final class StateLocation<Value>: @unchecked Sendable {
    private var value: Value
    private let dependents: DependentViews

    @MainActor
    init(_ value: Value) {
        self.value = value
        dependents = DependentViews()
    }

    /// `@State var count = 0 { willSet { … } didSet { … } }`: what the view's own assignments
    /// run, set by each body so that they see that body's view.
    private var observers: StateObservers<Value>?
    /// While its observers run, an assignment stores without them, as one inside Swift's own
    /// observer does.
    private var isRunningObservers = false

    /// What `@State`'s `wrappedValue` does: an assignment by the view itself, which runs the
    /// observers around the store (`willSet` with the new value, `didSet` with the one replaced).
    public var wrappedValue: Value {
        get { read() }
        set {
            guard let observers, !isRunningObservers else { return write(newValue) }
            isRunningObservers = true
            defer { isRunningObservers = false }
            // The view's code assigns it on the main actor, where its observers run.
            nonisolated(unsafe) let newValue = newValue
            nonisolated(unsafe) let oldValue = value
            MainActor.assumeIsolated { observers.willSet?(newValue) }
            write(newValue)
            MainActor.assumeIsolated { observers.didSet?(oldValue) }
        }
    }

    /// The view's `willSet` and `didSet` of this state, run by its assignments of `wrappedValue`
    /// only: a write through `$name`, a child's through its binding, runs neither, as in SwiftUI,
    /// where the binding writes the storage and not the view's property.
    @MainActor
    public func observe(willSet: (@MainActor (Value) -> Void)? = nil, didSet: (@MainActor (Value) -> Void)? = nil) {
        observers = StateObservers(willSet: willSet, didSet: didSet)
    }

    /// `$name`: a binding whose source of truth is this storage, as `@State`'s projection is.
    public var projectedValue: Binding<Value> {
        Binding(get: { self.read() }, set: { self.write($0) }, source: .reference(self, []))
    }

    func read() -> Value {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { dependents.recordCurrentReader() }
        }
        return value
    }

    func write(_ newValue: Value) {
        let unchanged = valuesAreEqual(value, newValue)
        value = newValue
        guard !unchanged else { return }
        runOnMain { [self] in dependents.invalidateAll() }
    }
}

/// A state's observers, as the view's latest body made them.
struct StateObservers<Value> {
    var willSet: (@MainActor (Value) -> Void)?
    var didSet: (@MainActor (Value) -> Void)?
}

/// Where a binding's writes go. Two bindings are the same input when they reach the same
/// source of truth through the same path; a binding stores no value of its own.
enum BindingSource {
    case reference(AnyObject, [AnyKeyPath])
    case constant(AnyHashable?)
    case opaque

    func isSame(as other: BindingSource) -> Bool {
        switch (self, other) {
        case let (.reference(lhsObject, lhsPath), .reference(rhsObject, rhsPath)):
            lhsObject === rhsObject && lhsPath == rhsPath
        case let (.constant(lhs?), .constant(rhs?)):
            lhs == rhs
        default:
            false
        }
    }

    func appending(_ keyPath: AnyKeyPath) -> BindingSource {
        if case let .reference(object, path) = self { return .reference(object, path + [keyPath]) }
        return .opaque
    }
}

/// A get/set reference to state owned elsewhere: a parent's `@State` or an object's property.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void
    let source: BindingSource
    /// Only for bindings into an ObservableObject, whose readers do not observe the object
    /// themselves: the value when the binding was made, so a changed value is a changed input.
    let snapshot: Any?

    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, source: BindingSource, snapshot: Any? = nil) {
        getValue = get
        setValue = set
        self.source = source
        self.snapshot = snapshot
    }

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, source: .opaque)
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in }, source: .constant(value as? AnyHashable))
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { newValue in
                var value = base.wrappedValue
                value[keyPath: keyPath] = newValue
                base.wrappedValue = value
            },
            source: source.appending(keyPath),
            snapshot: snapshot
        )
    }
}

extension Binding {
    /// SwiftUI's binding whose changes animate. Headless a change applies at once, so it sets
    /// the same value as this binding.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: DynamicProperty {}

/// Bindings to the properties of an `@Observable` model: `$model.name`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable>: DynamicProperty {
    public var wrappedValue: Value

    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let root = wrappedValue
        return Binding(
            get: { root[keyPath: keyPath] },
            set: { root[keyPath: keyPath] = $0 },
            source: .reference(root, [keyPath])
        )
    }
}

/// Reads an `@Observable` model placed with `.environment(_:)`. Only the object form
/// (`@Environment(Model.self)`) exists; per-property tracking comes from Observation.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let key: EnvironmentObjectKey
    let cell = ObjectCell<AnyObject>()
    let resolve: (AnyObject?) -> Value

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        key = EnvironmentObjectKey(observableType: objectType)
        resolve = { object in
            guard let object = object as? Value else {
                fatalError("No Observable object of type \(Value.self) found. A View.environment(_:) for \(Value.self) may be missing as an ancestor of this view.")
            }
            return object
        }
    }

    public init<Object: AnyObject & Observable>(_ objectType: Object.Type) where Value == Object? {
        key = EnvironmentObjectKey(observableType: objectType)
        resolve = { $0 as? Object }
    }

    public var wrappedValue: Value { resolve(cell.object) }
}

struct EnvironmentObjectKey: Hashable, Sendable {
    let type: ObjectIdentifier
    let isObservable: Bool

    init<T: ObservableObject>(objectType: T.Type) {
        type = ObjectIdentifier(objectType)
        isObservable = false
    }

    init<T: AnyObject & Observable>(observableType: T.Type) {
        type = ObjectIdentifier(observableType)
        isObservable = true
    }
}

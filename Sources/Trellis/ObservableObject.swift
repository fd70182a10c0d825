/// A class whose changes views observe. Combine does not exist on Linux, so the publisher is
/// the runtime's own `ObservableObjectPublisher`; the default `objectWillChange` is shared by
/// all `@Published` properties of the instance, as in Combine.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: ObservableObjectPublisher = ObservableObjectPublisher
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher { PublishedFields.sharedPublisher(of: self) }
}

protocol ChangeSubscriber: AnyObject, Sendable {
    /// `property` identifies the `@Published` storage that is about to change, or is nil
    /// when someone called `send()` directly (then every observer must assume a change).
    /// `onMainActor` is computed once per change rather than once per subscriber.
    func objectWillChange(property: ObjectIdentifier?, onMainActor: Bool)
}

/// Emits before an object changes. `sink` is the public way in; views subscribe internally.
/// Subscribers interested in particular properties (precise invalidation) are indexed by
/// property, so a change reaches only them and costs nothing for the others.
open class ObservableObjectPublisher: @unchecked Sendable {
    private let lock = NSLock()
    private var everyChange: [ObjectIdentifier: any ChangeSubscriber] = [:]
    private var byProperty: [ObjectIdentifier: [ObjectIdentifier: any ChangeSubscriber]] = [:]

    public init() {}

    public func send() { deliver(property: nil) }

    public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
        let subscriber = ClosureSubscriber(receiveValue)
        attach(subscriber, properties: nil)
        return AnyCancellable { [weak self, weak subscriber] in
            if let self, let subscriber { self.detach(subscriber, properties: nil) }
        }
    }

    func deliver(property: ObjectIdentifier?) {
        let targets: [any ChangeSubscriber] = lock.withLock {
            if let property {
                return Array(everyChange.values) + Array(byProperty[property]?.values ?? [:].values)
            }
            var all = everyChange
            for subscribers in byProperty.values { all.merge(subscribers) { first, _ in first } }
            return Array(all.values)
        }
        guard !targets.isEmpty else { return }
        let onMainActor = MainQueue.isCurrent
        for subscriber in targets { subscriber.objectWillChange(property: property, onMainActor: onMainActor) }
    }

    /// `properties` nil: every change; otherwise only changes of those properties (and `send()`).
    func attach(_ subscriber: any ChangeSubscriber, properties: Set<ObjectIdentifier>?) {
        let key = ObjectIdentifier(subscriber)
        lock.withLock {
            guard let properties else {
                everyChange[key] = subscriber
                return
            }
            for property in properties { byProperty[property, default: [:]][key] = subscriber }
        }
    }

    func detach(_ subscriber: any ChangeSubscriber, properties: Set<ObjectIdentifier>?) {
        let key = ObjectIdentifier(subscriber)
        lock.withLock {
            guard let properties else {
                everyChange[key] = nil
                return
            }
            for property in properties {
                byProperty[property]?[key] = nil
                if byProperty[property]?.isEmpty == true { byProperty[property] = nil }
            }
        }
    }
}

private final class ClosureSubscriber: ChangeSubscriber, @unchecked Sendable {
    let receive: (()) -> Void
    init(_ receive: @escaping (()) -> Void) { self.receive = receive }
    func objectWillChange(property: ObjectIdentifier?, onMainActor: Bool) { receive(()) }
}

public final class AnyCancellable: Hashable, @unchecked Sendable {
    private var cancelAction: (() -> Void)?

    public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

    public func cancel() {
        let action = cancelAction
        cancelAction = nil
        action?()
    }

    public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

    deinit { cancel() }

    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

class AnyPublishedBox: @unchecked Sendable {
    var publisher: ObservableObjectPublisher?
}

final class PublishedBox<Value>: AnyPublishedBox, @unchecked Sendable {
    var value: Value
    var valueSubscribers: [UUID: (Value) -> Void] = [:]
    init(_ value: Value) { self.value = value }
}

protocol PublishedField {
    var anyBox: AnyPublishedBox { get }
}

enum PublishedFields {
    private static let lock = NSLock()

    /// Finds the instance's `@Published` storages and gives them one shared publisher, the
    /// object's `objectWillChange`. A class without `@Published` properties gets a fresh
    /// publisher on every access, exactly like Combine's synthesized one.
    static func sharedPublisher(of object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            var boxes: [AnyPublishedBox] = []
            var mirror: Mirror? = Mirror(reflecting: object)
            while let current = mirror {
                for child in current.children {
                    if let field = child.value as? any PublishedField { boxes.append(field.anyBox) }
                }
                mirror = current.superclassMirror
            }
            if let existing = boxes.first?.publisher { return existing }
            let publisher = ObservableObjectPublisher()
            for box in boxes { box.publisher = publisher }
            return publisher
        }
    }
}

/// A property whose changes publish the enclosing object's `objectWillChange` (before the
/// value changes). Reads made during a precise view's body are recorded per property.
@propertyWrapper
public struct Published<Value>: PublishedField {
    let box: PublishedBox<Value>

    public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    var anyBox: AnyPublishedBox { box }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// `$property`: emits the current value on subscription, then each new value before it is set.
    /// The getter: the read is recorded for precise invalidation.
    func value<Object: ObservableObject>(in object: Object) -> Value {
        if MainQueue.isCurrent {
            let objectID = ObjectIdentifier(object)
            let propertyID = ObjectIdentifier(box)
            MainActor.assumeIsolated {
                Tracking.publishedReads?.record(object: objectID, property: propertyID)
            }
        }
        return box.value
    }

    /// The setter: `objectWillChange` first, then `$property` subscribers, then the new value.
    func setValue<Object: ObservableObject>(_ newValue: Value, in object: Object) {
        // The default objectWillChange installs itself into every box on first access;
        // a custom one is asked for each time.
        let publisher: ObservableObjectPublisher = box.publisher ?? object.objectWillChange
        publisher.deliver(property: ObjectIdentifier(box))
        for receive in box.valueSubscribers.values { receive(newValue) }
        box.value = newValue
    }

    public var projectedValue: Publisher { Publisher(box: box) }

    public struct Publisher {
        let box: PublishedBox<Value>
        public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
            let key = UUID()
            box.valueSubscribers[key] = receiveValue
            receiveValue(box.value)
            return AnyCancellable { [box] in box.valueSubscribers[key] = nil }
        }
    }

    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].value(in: object) }
        set { object[keyPath: storageKeyPath].setValue(newValue, in: object) }
    }
}

/// Links a wrapper inside a view struct to the object its node holds. Weak, because copies of
/// the struct outlive the view (a NavigationLink keeps its destination value, closures keep
/// `self`): only the node's storage decides when a StateObject is released.
final class ObjectCell<ObjectType: AnyObject>: @unchecked Sendable {
    weak var object: ObjectType?
}

/// An object owned by a view: created once per view identity, lazily, when the view is first
/// installed (the autoclosure is not run when the struct is created), released when the view
/// leaves the hierarchy. Later values of the initializer's inputs are ignored.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let makeObject: () -> ObjectType
    let cell = ObjectCell<ObjectType>()

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { makeObject = thunk }

    /// Before the view is installed there is no storage, so, as in SwiftUI, each access
    /// outside a body creates a new instance.
    public var wrappedValue: ObjectType { cell.object ?? makeObject() }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: wrappedValue) }
}

/// An object a view observes but does not own. With an inline initializer the object is
/// recreated with the struct on every parent update, exactly SwiftUI's well-known bug.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        let root: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let root = self.root
            return Binding(
                get: { root[keyPath: keyPath] },
                set: { root[keyPath: keyPath] = $0 },
                source: .reference(root, [keyPath]),
                snapshot: root[keyPath: keyPath]
            )
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

    public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }
}

/// An object found in the environment, at the nearest ancestor that injected its type.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let cell = ObjectCell<ObjectType>()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = cell.object else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { .init(root: wrappedValue) }
}

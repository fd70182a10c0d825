// `@AppStorage` and `@SceneStorage`: sources of truth kept in a store the host owns.

/// The key-value store behind `@AppStorage` (the host's `storage`, standing in for
/// `UserDefaults`) and `@SceneStorage` (the host's `sceneStorage`: one scene, one store). Its
/// API follows `UserDefaults`. A write re-evaluates exactly the views that read the key.
public final class AppStorageStore: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any]
    /// A `UserDefaults` given as `store:` or to `defaultAppStorage(_:)`: the values are kept
    /// there, and this store tracks the views that read them.
    private let defaults: UserDefaults?
    /// Per key, the views that read it; touched on the main actor only.
    private var readers: [String: StorageEntry] = [:]

    public init(_ values: [String: Any] = [:]) {
        self.values = values
        defaults = nil
    }

    private init(defaults: UserDefaults) {
        values = [:]
        self.defaults = defaults
    }

    private static let backingStores = LockedValue<[ObjectIdentifier: AppStorageStore]>([:])

    /// The one store over `defaults`, so that every property of one suite shares its readers.
    static func backed(by defaults: UserDefaults) -> AppStorageStore {
        backingStores.withValue { stores in
            if let existing = stores[ObjectIdentifier(defaults)] { return existing }
            let created = AppStorageStore(defaults: defaults)
            stores[ObjectIdentifier(defaults)] = created
            return created
        }
    }

    public func object(forKey key: String) -> Any? {
        if let defaults { return defaults.object(forKey: key) }
        return lock.withLock { values[key] }
    }
    public func bool(forKey key: String) -> Bool { object(forKey: key) as? Bool ?? false }
    public func integer(forKey key: String) -> Int { object(forKey: key) as? Int ?? 0 }
    public func double(forKey key: String) -> Double { object(forKey: key) as? Double ?? 0 }
    public func string(forKey key: String) -> String? { object(forKey: key) as? String }
    /// The keys that hold a value, sorted; for a `UserDefaults`, every key it resolves.
    public var keys: [String] {
        if let defaults { return defaults.dictionaryRepresentation().keys.sorted() }
        return lock.withLock { values.keys.sorted() }
    }

    /// Stores `value` (nil removes the key); the views that read the key update unless the
    /// stored value is equal to the old one.
    public func set(_ value: Any?, forKey key: String) {
        let old: Any?
        if let defaults {
            old = defaults.object(forKey: key)
            switch value {
            case nil: defaults.removeObject(forKey: key)
            // Foundation on Linux keeps a `URL` set as `Any` as an empty string: its text is kept.
            case let url as URL: defaults.set(url.absoluteString, forKey: key)
            case let value?: defaults.set(value, forKey: key)
            }
        } else {
            old = lock.withLock {
                let old = values[key]
                values[key] = value
                return old
            }
        }
        if Self.isSame(old, value) { return }
        runOnMain { [self] in readers[key]?.dependents.invalidateAll() }
    }

    public func removeObject(forKey key: String) { set(nil, forKey: key) }

    /// A read by a view's body registers the view as a reader of the key.
    func read(_ key: String) -> Any? {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { entry(for: key).dependents.recordCurrentReader() }
        }
        return object(forKey: key)
    }

    /// The identity of a key, so that two bindings to one key are the same input.
    @MainActor
    func entry(for key: String) -> StorageEntry {
        if let existing = readers[key] { return existing }
        let created = StorageEntry()
        readers[key] = created
        return created
    }

    private static func isSame(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (lhs?, rhs?): (lhs as? AnyHashable).map { $0 == (rhs as? AnyHashable) } ?? false
        default: false
        }
    }
}

@MainActor
final class StorageEntry {
    let dependents = DependentViews()
}

/// The stores of the active host, for storage read outside a view that the host installed.
enum StorageContext {
    private static let stores = LockedValue<(app: AppStorageStore, scene: AppStorageStore)?>(nil)
    static func activate(app: AppStorageStore, scene: AppStorageStore) { stores.value = (app, scene) }
    static var app: AppStorageStore? { stores.value?.app }
    static var scene: AppStorageStore? { stores.value?.scene }
}

/// The value types `@AppStorage` and `@SceneStorage` store as they are.
public protocol AppStorageValue {}
extension Bool: AppStorageValue {}
extension Int: AppStorageValue {}
extension Double: AppStorageValue {}
extension String: AppStorageValue {}
extension URL: AppStorageValue {}
extension Data: AppStorageValue {}
extension Date: AppStorageValue {}

/// One stored property: its key, its default, and how its value is kept in the store.
public final class StorageLocation<Value>: @unchecked Sendable {
    enum Scope { case app, scene }
    let key: String
    let defaultValue: Value
    let scope: Scope
    private let explicitStore: AppStorageStore?
    /// Set when the host installs the wrapper, or by generated code through its view's node.
    weak var installedStore: AppStorageStore?
    private let encode: (Value) -> Any?
    private let decode: (Any) -> Value?

    init(key: String, defaultValue: Value, scope: Scope, store: AppStorageStore?, encode: @escaping (Value) -> Any?, decode: @escaping (Any) -> Value?) {
        self.key = key
        self.defaultValue = defaultValue
        self.scope = scope
        explicitStore = store
        self.encode = encode
        self.decode = decode
    }

    var store: AppStorageStore? {
        explicitStore ?? installedStore ?? (scope == .app ? StorageContext.app : StorageContext.scene)
    }

    /// The stored value, or the default when the key is absent or holds another type.
    public var wrappedValue: Value {
        get { store?.read(key).flatMap(decode) ?? defaultValue }
        set { store?.set(encode(newValue), forKey: key) }
    }

    public var projectedValue: Binding<Value> {
        var source = BindingSource.opaque
        if MainQueue.isCurrent, let store {
            let entry = MainActor.assumeIsolated { UncheckedBox(store.entry(for: key)) }
            source = .reference(entry.value, [])
        }
        return Binding(get: { self.wrappedValue }, set: { self.wrappedValue = $0 }, source: source)
    }

    static func plain(_ key: String, _ defaultValue: Value, _ scope: Scope, _ store: AppStorageStore?) -> StorageLocation {
        StorageLocation(key: key, defaultValue: defaultValue, scope: scope, store: store, encode: { $0 }, decode: decoder(Value.self))
    }

    /// Reads a stored value as `T`; a `URL` kept in a `UserDefaults` is read from its text.
    static func decoder<T>(_ type: T.Type) -> (Any) -> T? {
        if T.self == URL.self { return { ($0 as? T) ?? (($0 as? String).flatMap(URL.init(string:)) as? T) } }
        return { $0 as? T }
    }
}

extension StorageLocation {
    static func optional<Wrapped>(_ key: String, _ defaultValue: Wrapped?, _ scope: Scope, _ store: AppStorageStore? = nil) -> StorageLocation where Value == Wrapped? {
        StorageLocation(key: key, defaultValue: defaultValue, scope: scope, store: store, encode: { $0 }, decode: decoder(Wrapped.self))
    }
}

extension StorageLocation {
    /// An optional enum: its raw value is stored, and nil removes the key.
    static func optionalRaw<Wrapped: RawRepresentable>(_ key: String, _ defaultValue: Wrapped?, _ scope: Scope, _ store: AppStorageStore? = nil) -> StorageLocation where Value == Wrapped? {
        StorageLocation(key: key, defaultValue: defaultValue, scope: scope, store: store, encode: { $0?.rawValue }, decode: { ($0 as? Wrapped.RawValue).flatMap(Wrapped.init(rawValue:)) })
    }
}

extension StorageLocation where Value: RawRepresentable {
    static func raw(_ key: String, _ defaultValue: Value, _ scope: Scope, _ store: AppStorageStore?) -> StorageLocation {
        StorageLocation(key: key, defaultValue: defaultValue, scope: scope, store: store, encode: { $0.rawValue }, decode: { ($0 as? Value.RawValue).flatMap(Value.init(rawValue:)) })
    }
}

/// A value in the host's `storage` under `key`, read and written like `@State`; a write
/// re-evaluates every view that reads the key. The initial value is the default when the key
/// is absent; `store` (a `UserDefaults`, such as a suite of the app's own) replaces the host's
/// store for this property. Writes made through the wrapper update the views that read the key;
/// Foundation on Linux announces no other writes, so a value set straight on the `UserDefaults`
/// shows when a view next updates.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let location: StorageLocation<Value>

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: AppStorageValue {
        location = .plain(key, wrappedValue, .app, store.map(AppStorageStore.backed(by:)))
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        location = .raw(key, wrappedValue, .app, store.map(AppStorageStore.backed(by:)))
    }

    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        location = .raw(key, wrappedValue, .app, store.map(AppStorageStore.backed(by:)))
    }

    public init<Wrapped: AppStorageValue>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped? {
        location = StorageLocation(key: key, defaultValue: nil, scope: .app, store: store.map(AppStorageStore.backed(by:)), encode: { $0 }, decode: StorageLocation<Value>.decoder(Wrapped.self))
    }

    public init<Wrapped: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped?, Wrapped.RawValue == Int {
        location = .optionalRaw(key, nil, .app, store.map(AppStorageStore.backed(by:)))
    }

    public init<Wrapped: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == Wrapped?, Wrapped.RawValue == String {
        location = .optionalRaw(key, nil, .app, store.map(AppStorageStore.backed(by:)))
    }

    public var wrappedValue: Value {
        get { location.wrappedValue }
        nonmutating set { location.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { location.projectedValue }
}

/// Like `@State`, kept in the host's `sceneStorage` under `key`: a host is one scene, so
/// properties with the same key share the value, and a host given a saved store restores it.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let location: StorageLocation<Value>

    public init(wrappedValue: Value, _ key: String) where Value: AppStorageValue {
        location = .plain(key, wrappedValue, .scene, nil)
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        location = .raw(key, wrappedValue, .scene, nil)
    }

    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        location = .raw(key, wrappedValue, .scene, nil)
    }

    public init<Wrapped: AppStorageValue>(_ key: String) where Value == Wrapped? {
        location = StorageLocation(key: key, defaultValue: nil, scope: .scene, store: nil, encode: { $0 }, decode: { $0 as? Wrapped })
    }

    public init<Wrapped: RawRepresentable>(_ key: String) where Value == Wrapped?, Wrapped.RawValue == Int {
        location = .optionalRaw(key, nil, .scene)
    }

    public init<Wrapped: RawRepresentable>(_ key: String) where Value == Wrapped?, Wrapped.RawValue == String {
        location = .optionalRaw(key, nil, .scene)
    }

    public var wrappedValue: Value {
        get { location.wrappedValue }
        nonmutating set { location.wrappedValue = newValue }
    }

    public var projectedValue: Binding<Value> { location.projectedValue }
}

extension AppStorage: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        location.installedStore = installer.node.appStorageInForce
    }
}

extension SceneStorage: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        location.installedStore = installer.node.host.sceneStorage
    }
}

extension ViewContext {
    /// `@AppStorage("key", store: suite) var name = initial` of a generated view; without a
    /// store, the nearest `defaultAppStorage` above, else the host's `storage`.
    public func appStorage<Value: AppStorageValue>(_ key: String, initial: Value, store: UserDefaults? = nil) -> StorageLocation<Value> {
        storageLocation(.plain(key, initial, .app, store.map(AppStorageStore.backed(by:))))
    }

    /// `@SceneStorage("key") var name = initial` of a generated view.
    public func sceneStorage<Value: AppStorageValue>(_ key: String, initial: Value) -> StorageLocation<Value> {
        storageLocation(.plain(key, initial, .scene, nil))
    }

    /// `@AppStorage("key") var sort: SortOrder = .name`: the raw value is stored.
    public func appStorage<Value: RawRepresentable>(_ key: String, initial: Value, store: UserDefaults? = nil) -> StorageLocation<Value> where Value.RawValue: AppStorageValue {
        storageLocation(.raw(key, initial, .app, store.map(AppStorageStore.backed(by:))))
    }

    public func sceneStorage<Value: RawRepresentable>(_ key: String, initial: Value) -> StorageLocation<Value> where Value.RawValue: AppStorageValue {
        storageLocation(.raw(key, initial, .scene, nil))
    }

    /// `@AppStorage("key") var nickname: String?`: nil while the key is absent, and setting nil removes it.
    public func appStorage<Wrapped: AppStorageValue>(_ key: String, initial: Wrapped?, store: UserDefaults? = nil) -> StorageLocation<Wrapped?> {
        storageLocation(.optional(key, initial, .app, store.map(AppStorageStore.backed(by:))))
    }

    public func sceneStorage<Wrapped: AppStorageValue>(_ key: String, initial: Wrapped?) -> StorageLocation<Wrapped?> {
        storageLocation(.optional(key, initial, .scene))
    }

    /// `@AppStorage("key") var kind: Kind?`: an optional enum, its raw value stored; nil removes the key.
    public func appStorage<Wrapped: RawRepresentable>(_ key: String, initial: Wrapped?, store: UserDefaults? = nil) -> StorageLocation<Wrapped?> where Wrapped.RawValue: AppStorageValue {
        storageLocation(.optionalRaw(key, initial, .app, store.map(AppStorageStore.backed(by:))))
    }

    public func sceneStorage<Wrapped: RawRepresentable>(_ key: String, initial: Wrapped?) -> StorageLocation<Wrapped?> where Wrapped.RawValue: AppStorageValue {
        storageLocation(.optionalRaw(key, initial, .scene))
    }

    private func storageLocation<Value>(_ location: StorageLocation<Value>) -> StorageLocation<Value> {
        if let host = evaluatingHost {
            location.installedStore = location.scope == .app ? evaluatingNodeAppStorage ?? host.storage : host.sceneStorage
        }
        return location
    }
}

/// Carries a main-actor object out of `MainActor.assumeIsolated`, which needs a `Sendable` result.
private struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

/// Links the property wrappers of a view value to the storage of its node, just before the
/// body runs. Wrappers are found by reflection; their storage slot is their position among
/// the view's dynamic properties, which is stable for a given view type.
@MainActor
protocol InstallableProperty {
    func install(into installer: inout PropertyInstaller)
}

@MainActor
struct PropertyInstaller {
    let node: CompositeNode
    private(set) var slot = 0
    /// Objects whose `objectWillChange` this view observes, keyed by publisher.
    private(set) var observedObjects: [ObjectIdentifier: (object: ObjectIdentifier, publisher: ObservableObjectPublisher)] = [:]
    private(set) var consumedKeys: Set<EnvironmentObjectKey> = []

    init(node: CompositeNode) { self.node = node }

    mutating func installProperties(of value: Any, nesting: Int = 0) {
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any InstallableProperty {
                property.install(into: &self)
                slot += 1
            } else if nesting < 4, child.value is DynamicProperty {
                // A custom DynamicProperty struct: install the wrappers it contains.
                installProperties(of: child.value, nesting: nesting + 1)
            }
        }
    }

    func storage<T: AnyObject>(_ type: T.Type, orMake make: () -> T) -> T {
        if let existing = node.slots[slot] as? T { return existing }
        let created = make()
        node.slots[slot] = created
        return created
    }

    mutating func observe<O: ObservableObject>(_ object: O) {
        let publisher: ObservableObjectPublisher = object.objectWillChange
        observedObjects[ObjectIdentifier(publisher)] = (ObjectIdentifier(object), publisher)
    }

    mutating func environmentObject(for key: EnvironmentObjectKey) -> AnyObject? {
        consumedKeys.insert(key)
        return node.lookupEnvironment(key)
    }
}

extension State: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        let initialValue = cell.initialValue
        cell.location = installer.storage(StateLocation<Value>.self) { StateLocation(initialValue) }
    }
}

/// Holds a StateObject's instance in the node. Its only strong reference from the runtime,
/// so dropping the node (view left the hierarchy) runs the object's deinit.
final class StateObjectStorage<ObjectType: AnyObject> {
    let object: ObjectType
    init(_ object: ObjectType) { self.object = object }
}

extension StateObject: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        let storage = installer.storage(StateObjectStorage<ObjectType>.self) { StateObjectStorage(makeObject()) }
        cell.object = storage.object
        installer.observe(storage.object)
    }
}

extension ObservedObject: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        installer.observe(wrappedValue)
    }
}

extension EnvironmentObject: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        let object = installer.environmentObject(for: EnvironmentObjectKey(objectType: ObjectType.self)) as? ObjectType
        cell.object = object
        if let object { installer.observe(object) }
    }
}

extension Environment: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        let object = installer.environmentObject(for: key)
        guard key == .values else { return cell.object = object }
        // A key path into `EnvironmentValues`: the values where the view is, kept by the node
        // (the cell holds its object weakly).
        let box = installer.storage(EnvironmentValuesBox.self) { EnvironmentValuesBox() }
        box.values = installer.node.environmentValues
        cell.object = box
    }
}

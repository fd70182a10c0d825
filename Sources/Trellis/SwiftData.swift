// SwiftData's part that SwiftUI views use: `@Model` classes (`PersistentModel`), a
// `ModelContainer` with its `mainContext`, `.modelContainer(for:)`, `@Environment(\.modelContext)`
// and `@Query`.
//
// SwiftData is not on Linux and macros cannot be written here, so a generated `@Model` class is
// an `@Observable` class conforming to `PersistentModel` (which is what `@Model` expands to,
// with Observation included). Every container keeps its models in memory for its lifetime:
// `inMemory` and `isStoredInMemoryOnly` are accepted and change nothing, and `save()` only
// clears `hasChanges`.
//
// A query's results are the context's models of its type, filtered and sorted when the view's
// body reads them. The context keeps each type's models in an `@Observable` store, so a view
// re-evaluates when a model of its query's type is inserted or deleted, and, through
// Observation, when a property its filter or sort read changes; an insert of another type
// re-evaluates nothing.

/// A class whose instances a `ModelContext` keeps: what `@Model` makes of a class. Identity is
/// the object's.
public protocol PersistentModel: AnyObject, Observable, Identifiable, Hashable {}

extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The identifier SwiftData gives a stored model; here the object's identity.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(ObjectIdentifier(self)) }
}

/// Which stored model a value is.
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
    init(_ object: ObjectIdentifier) { self.object = object }
}

/// The model types a container stores.
public struct Schema: Sendable {
    public let types: [ObjectIdentifier]
    public init(_ types: [any PersistentModel.Type]) { self.types = types.map { ObjectIdentifier($0) } }
}

/// How a container stores its models. Every container is kept in memory here.
public struct ModelConfiguration: Sendable {
    public let isStoredInMemoryOnly: Bool
    public init(isStoredInMemoryOnly: Bool = false) { self.isStoredInMemoryOnly = isStoredInMemoryOnly }
    public init(schema: Schema? = nil, isStoredInMemoryOnly: Bool = false) { self.isStoredInMemoryOnly = isStoredInMemoryOnly }
}

/// The store of an app's models, with the context views work in.
@MainActor
public final class ModelContainer {
    public let mainContext: ModelContext
    public let configurations: [ModelConfiguration]

    public init(for types: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        self.configurations = configurations
        mainContext = ModelContext()
        mainContext.container = self
    }

    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.configurations = configurations
        mainContext = ModelContext()
        mainContext.container = self
    }

    /// What `.modelContainer(for:)` makes: creating an in-memory container cannot fail.
    init(types: [any PersistentModel.Type]) {
        configurations = []
        mainContext = ModelContext()
        mainContext.container = self
    }
}

/// The models of one type, in insertion order. Observable, so that a body reading a query
/// of the type re-evaluates when one is inserted or deleted.
@MainActor
@Observable
final class ModelStore {
    var models: [AnyObject] = []
}

/// Inserts, deletes and fetches models: `@Environment(\.modelContext) private var modelContext`.
@MainActor
public final class ModelContext {
    public internal(set) weak var container: ModelContainer?
    private var stores: [ObjectIdentifier: ModelStore] = [:]
    /// Whether anything was inserted or deleted since the last `save()`.
    public private(set) var hasChanges = false
    /// Saves after each change in SwiftUI; saving keeps nothing more here.
    public var autosaveEnabled = true

    public init(_ container: ModelContainer) { self.container = container }
    init() {}

    private func store(for type: ObjectIdentifier) -> ModelStore {
        if let store = stores[type] { return store }
        let store = ModelStore()
        stores[type] = store
        return store
    }

    /// Starts keeping `model`; inserting a model already kept does nothing.
    public func insert<T: PersistentModel>(_ model: T) {
        let store = store(for: ObjectIdentifier(T.self))
        guard !store.models.contains(where: { $0 === model }) else { return }
        store.models.append(model)
        hasChanges = true
    }

    /// Stops keeping `model`: no query returns it any more.
    public func delete<T: PersistentModel>(_ model: T) {
        let store = store(for: ObjectIdentifier(T.self))
        guard let index = store.models.firstIndex(where: { $0 === model }) else { return }
        store.models.remove(at: index)
        hasChanges = true
    }

    public func save() throws { hasChanges = false }

    /// The kept models of `type`, in insertion order; read in a body, the body follows inserts
    /// and deletes of that type.
    public func models<T: PersistentModel>(of type: T.Type) -> [T] {
        store(for: ObjectIdentifier(type)).models.map { $0 as! T }
    }

    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        descriptor.apply(to: models(of: T.self))
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }
}

/// What to fetch: the models that pass `predicate`, in the order `sortBy` gives.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: ((T) -> Bool)?
    public var sortBy: [(T, T) -> Bool]
    public var fetchLimit: Int?

    public init(predicate: ((T) -> Bool)? = nil) {
        self.predicate = predicate
        sortBy = []
    }

    init(predicate: ((T) -> Bool)?, sortBy: [(T, T) -> Bool]) {
        self.predicate = predicate
        self.sortBy = sortBy
    }

    func apply(to models: [T]) -> [T] {
        var result = predicate.map { models.filter($0) } ?? models
        if !sortBy.isEmpty {
            // Stable, as SwiftData keeps the store's order among equal keys.
            result = result.enumerated().sorted { lhs, rhs in
                for areInIncreasingOrder in sortBy {
                    if areInIncreasingOrder(lhs.element, rhs.element) { return true }
                    if areInIncreasingOrder(rhs.element, lhs.element) { return false }
                }
                return lhs.offset < rhs.offset
            }.map(\.element)
        }
        if let fetchLimit { result = Array(result.prefix(fetchLimit)) }
        return result
    }
}

/// A key path and an order to sort models by: `SortDescriptor(\Item.date, order: .reverse)`.
public struct ModelSortDescriptor<T> {
    let areInIncreasingOrder: (T, T) -> Bool

    public init<Value: Comparable>(_ keyPath: KeyPath<T, Value>, order: SortOrder = .forward) {
        areInIncreasingOrder = order == .forward
            ? { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
            : { $0[keyPath: keyPath] > $1[keyPath: keyPath] }
    }
}

// MARK: - The environment

private struct ModelContextKey: EnvironmentKey {
    static var defaultValue: ModelContext? { nil }
}

extension EnvironmentValues {
    /// The context of the nearest `modelContainer` above. SwiftData fails without one, and so
    /// does this (the checker reports it first, TRL232).
    public var modelContext: ModelContext {
        get {
            guard let context = self[ModelContextKey.self] else {
                fatalError("No ModelContext found: a View.modelContainer(for:) may be missing as an ancestor of this view.")
            }
            return context
        }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// `.modelContainer(for: Item.self)`: a container for the types, made once per identity of
    /// this view, whose context the views below read.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false
    ) -> some View {
        ModelContainerView(content: self, types: [modelType], given: nil)
    }

    /// `.modelContainer(for: [Item.self, Tag.self])`.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false
    ) -> some View {
        ModelContainerView(content: self, types: modelTypes, given: nil)
    }

    /// `.modelContainer(container)`: the views below work in `container.mainContext`.
    public func modelContainer(_ container: ModelContainer) -> some View {
        ModelContainerView(content: self, types: [], given: container)
    }
}

extension Scene {
    /// On a `WindowGroup`: every window's content gets the container, made once for the scene.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false
    ) -> some Scene {
        ModelContainerScene(scene: self, container: ModelContainer(types: [modelType]))
    }

    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false
    ) -> some Scene {
        ModelContainerScene(scene: self, container: ModelContainer(types: modelTypes))
    }

    public func modelContainer(_ container: ModelContainer) -> some Scene {
        ModelContainerScene(scene: self, container: container)
    }
}

@MainActor
struct ModelContainerScene<Base: Scene>: Scene, PrimitiveScene {
    let scene: Base
    let container: ModelContainer
    var body: Never { primitiveSceneBodyFailure() }
    var windowContents: [any View] {
        scene.windowContents.map { AnyView(erasing: $0).modelContainer(container) }
    }
}

@MainActor
struct ModelContainerView<Content: View>: View, PrimitiveView, SingleContentView {
    let content: Content
    let types: [any PersistentModel.Type]
    let given: ModelContainer?
    var body: Never { primitiveBodyFailure() }
    var contentView: any View { content }
    func makeNode(parent: Node) -> Node { ModelContainerNode(view: self, parent: parent) }
}

/// Holds the container a `modelContainer` modifier made, for as long as its view keeps its
/// identity; a given container replaces it, and the readers below follow.
final class ModelContainerNode: ModifierNode {
    private(set) var container: ModelContainer

    init<Content: View>(view: ModelContainerView<Content>, parent: Node) {
        container = view.given ?? ModelContainer(types: view.types)
        super.init(view: view, content: view.content, parent: parent)
    }

    override func update(with view: any View) {
        guard let view = view as? any SingleContentView else { return }
        if let given = (view as? ModelContainerGiving)?.givenContainer, given !== container {
            container = given
            host.invalidateEnvironmentValueReaders(below: self, writing: \EnvironmentValues.modelContext)
        }
        updateContent(view.contentView)
    }
}

@MainActor
protocol ModelContainerGiving {
    var givenContainer: ModelContainer? { get }
}

extension ModelContainerView: ModelContainerGiving {
    var givenContainer: ModelContainer? { given }
}

// MARK: - Queries

/// `@Query(sort: \Item.date, order: .reverse) private var items: [Item]` in a view written in
/// Swift: the models of the nearest container's context, fetched when the body reads them. The
/// filter is a closure, `filter: { $0.isDone }`, where SwiftData takes a `#Predicate`.
@MainActor
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    private let context = Environment(\EnvironmentValues.modelContext)
    private let descriptor: FetchDescriptor<Element>

    public init(filter: ((Element) -> Bool)? = nil, sort: [ModelSortDescriptor<Element>] = []) {
        descriptor = FetchDescriptor(predicate: filter, sortBy: sort.map(\.areInIncreasingOrder))
    }

    public init<Value: Comparable>(filter: ((Element) -> Bool)? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward) {
        self.init(filter: filter, sort: [ModelSortDescriptor(keyPath, order: order)])
    }

    public var wrappedValue: [Element] { descriptor.apply(to: context.wrappedValue.models(of: Element.self)) }
}

extension ViewContext {
    /// `@Query(filter:sort:order:) private var items: [Item]`: the models of the nearest
    /// container's context, filtered and sorted now; the body follows what it read.
    public func query<Element: PersistentModel>(
        _ type: Element.Type, filter: ((Element) -> Bool)? = nil, sort: [ModelSortDescriptor<Element>] = []
    ) -> [Element] {
        let context = environment(\.modelContext)
        return FetchDescriptor(predicate: filter, sortBy: sort.map(\.areInIncreasingOrder)).apply(to: context.models(of: type))
    }

    /// `@Query(sort: \Item.date, order: .reverse)`.
    public func query<Element: PersistentModel, Value: Comparable>(
        _ type: Element.Type, filter: ((Element) -> Bool)? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward
    ) -> [Element] {
        query(type, filter: filter, sort: [ModelSortDescriptor(keyPath, order: order)])
    }
}

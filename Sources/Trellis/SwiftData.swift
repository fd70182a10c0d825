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
// body reads them. `SortDescriptor`, `Predicate` and `FetchDescriptor` are this module's, which
// shadow Foundation's and take key paths of main-actor models (see `SortDescriptor`). The context keeps each type's models in an `@Observable` store, so a view
// re-evaluates when a model of its query's type is inserted or deleted, and, through
// Observation, when a property its filter or sort read changes; an insert of another type
// re-evaluates nothing.
//
// What `@Attribute` and `@Relationship` say of a property is the model's `schemaMetadata`:
// a unique attribute makes an insert of a model with a kept model's value replace that model
// (SwiftData's upsert), and a relationship's delete rule runs when its model is deleted
// (`.cascade` deletes the related models, `.nullify` clears their inverse).

/// A class whose instances a `ModelContext` keeps: what `@Model` makes of a class. Identity is
/// the object's.
public protocol PersistentModel: AnyObject, Observable, Identifiable, Hashable {
    /// What the class's `@Attribute`s and `@Relationship`s say, one entry per property.
    @MainActor static var schemaMetadata: [ModelPropertyMetadata<Self>] { get }
}

extension PersistentModel {
    @MainActor public static var schemaMetadata: [ModelPropertyMetadata<Self>] { [] }

    /// What deleting a model of another type does to models of this one (see `inverse`).
    @MainActor static var onDeleteOfRelated: [(AnyObject) -> Void] { schemaMetadata.compactMap(\.onDeleteOfRelated) }
}

extension PersistentModel {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The identifier SwiftData gives a stored model; here the object's identity.
    public var persistentModelID: PersistentIdentifier { PersistentIdentifier(ObjectIdentifier(self)) }

    /// `Identifiable`'s `id`, as SwiftData's: the persistent identifier, so `Item.ID` is
    /// `PersistentIdentifier`. A model that declares its own `id` uses that one instead.
    public var id: PersistentIdentifier { persistentModelID }

    /// The context that keeps the model: the one it was inserted into, until it is deleted or
    /// replaced by a model with the same unique value; `nil` before and after.
    @MainActor public var modelContext: ModelContext? { ModelContext.keeping(self) }
}

/// Which stored model a value is.
public struct PersistentIdentifier: Hashable, Sendable {
    let object: ObjectIdentifier
    init(_ object: ObjectIdentifier) { self.object = object }
}

/// The model types a container stores.
public struct Schema: @unchecked Sendable {
    public let types: [ObjectIdentifier]
    let modelTypes: [any PersistentModel.Type]
    public init(_ types: [any PersistentModel.Type]) {
        self.types = types.map { ObjectIdentifier($0) }
        modelTypes = types
    }

    public enum Attribute {
        /// `@Attribute(.unique)`'s options. Only `unique` changes what a context does here; the
        /// others are about storage on disk.
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
        }
    }

    public enum Relationship {
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }

        /// What deleting a model does to the models its relationship holds.
        public enum DeleteRule: Hashable, Sendable {
            /// Clears the inverse of each related model (SwiftData's default).
            case nullify
            /// Deletes each related model too.
            case cascade
            /// In SwiftData, a save fails while related models exist; here the delete leaves
            /// them, as `noAction` does.
            case deny
            case noAction
        }
    }
}

/// What `@Attribute(...)` or `@Relationship(...)` says of one property of `Model`:
/// `.attribute(\.id, .unique)`, `.relationship(\.items, deleteRule: .cascade, inverse: \Item.list)`.
@MainActor
public struct ModelPropertyMetadata<Model: PersistentModel> {
    /// The property's value, for a unique attribute: two kept models never share it.
    let uniqueValue: ((Model) -> AnyHashable)?
    /// What deleting a model does to the models this relationship holds.
    let onDelete: ((Model, ModelContext) -> Void)?
    /// What deleting a model this relationship may hold does to it: the model leaves the
    /// relationship of each model its `inverse` names, as SwiftData keeps the other side.
    let onDeleteOfRelated: ((AnyObject) -> Void)?

    init(uniqueValue: ((Model) -> AnyHashable)?, onDelete: ((Model, ModelContext) -> Void)?, onDeleteOfRelated: ((AnyObject) -> Void)? = nil) {
        self.uniqueValue = uniqueValue
        self.onDelete = onDelete
        self.onDeleteOfRelated = onDeleteOfRelated
    }

    /// `@Attribute(.unique, originalName: "id_")`. A unique value must be `Hashable`.
    public static func attribute<Value: Hashable>(
        _ keyPath: KeyPath<Model, Value>, _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
    ) -> Self {
        Self(uniqueValue: options.contains(.unique) ? { AnyHashable($0[keyPath: keyPath]) } : nil, onDelete: nil)
    }

    /// `@Attribute(.externalStorage)` of a value that is not `Hashable`, which cannot be unique.
    @_disfavoredOverload
    public static func attribute<Value>(
        _ keyPath: KeyPath<Model, Value>, _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
    ) -> Self {
        precondition(!options.contains(.unique), "a unique attribute's value must be Hashable")
        return Self(uniqueValue: nil, onDelete: nil)
    }

    /// `@Relationship(deleteRule: .cascade, inverse: \Item.list) var items: [Item]`.
    public static func relationship<Other: PersistentModel>(
        _ keyPath: ReferenceWritableKeyPath<Model, [Other]>, _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
        minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
    ) -> Self {
        Self(
            uniqueValue: nil,
            onDelete: deleteAction(rule: deleteRule, inverse: inverse) { $0[keyPath: keyPath] },
            onDeleteOfRelated: owners(through: inverse) { (owner: Model, deleted: Other) in owner[keyPath: keyPath].removeAll { $0 === deleted } }
        )
    }

    /// `@Relationship(deleteRule: .cascade) var owner: Owner?`.
    public static func relationship<Other: PersistentModel>(
        _ keyPath: ReferenceWritableKeyPath<Model, Other?>, _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
        minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
    ) -> Self {
        Self(
            uniqueValue: nil,
            onDelete: deleteAction(rule: deleteRule, inverse: inverse) { $0[keyPath: keyPath].map { [$0] } ?? [] },
            onDeleteOfRelated: owners(through: inverse) { (owner: Model, deleted: Other) in
                if owner[keyPath: keyPath] === deleted { owner[keyPath: keyPath] = nil }
            }
        )
    }

    /// For a deleted `Other`: the models of this type its `inverse` names, each told to let go.
    private static func owners<Other: PersistentModel>(
        through inverse: AnyKeyPath?, release: @escaping (Model, Other) -> Void
    ) -> ((AnyObject) -> Void)? {
        if let toOne = inverse as? KeyPath<Other, Model?> {
            return { deleted in
                guard let deleted = deleted as? Other, let owner = deleted[keyPath: toOne] else { return }
                release(owner, deleted)
            }
        }
        if let toMany = inverse as? KeyPath<Other, [Model]> {
            return { deleted in
                guard let deleted = deleted as? Other else { return }
                deleted[keyPath: toMany].forEach { release($0, deleted) }
            }
        }
        return nil
    }

    private static func deleteAction<Other: PersistentModel>(
        rule: Schema.Relationship.DeleteRule, inverse: AnyKeyPath?, related: @escaping (Model) -> [Other]
    ) -> ((Model, ModelContext) -> Void)? {
        switch rule {
        case .cascade:
            return { model, context in related(model).forEach { context.delete($0) } }
        case .nullify:
            // The related models stop pointing back: a to-one inverse becomes `nil`, a to-many
            // one loses the deleted model.
            if let toOne = inverse as? ReferenceWritableKeyPath<Other, Model?> {
                return { model, _ in related(model).forEach { $0[keyPath: toOne] = nil } }
            }
            if let toMany = inverse as? ReferenceWritableKeyPath<Other, [Model]> {
                return { model, _ in related(model).forEach { $0[keyPath: toMany].removeAll { $0 === model } } }
            }
            return nil
        case .deny, .noAction:
            return nil
        }
    }
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
        mainContext.modelTypes = types
    }

    public init(for schema: Schema, configurations: [ModelConfiguration] = []) throws {
        self.configurations = configurations
        mainContext = ModelContext()
        mainContext.container = self
        mainContext.modelTypes = schema.modelTypes
    }

    /// What `.modelContainer(for:)` makes: creating an in-memory container cannot fail.
    init(types: [any PersistentModel.Type]) {
        configurations = []
        mainContext = ModelContext()
        mainContext.container = self
        mainContext.modelTypes = types
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
    /// The container's model types, whose relationships a delete may change.
    var modelTypes: [any PersistentModel.Type] = []
    /// Whether anything was inserted or deleted since the last `save()`.
    public private(set) var hasChanges = false
    /// Saves after each change in SwiftUI; saving keeps nothing more here.
    public var autosaveEnabled = true

    public init(_ container: ModelContainer) { self.container = container }
    init() {}

    /// The context that keeps each inserted model, by the model's identity; the model is held
    /// weakly, so a freed model's identity reused by a new one finds nothing.
    private static var keepers: [ObjectIdentifier: (model: WeakObject, context: WeakContext)] = [:]
    private struct WeakObject { weak var object: AnyObject? }
    private struct WeakContext { weak var context: ModelContext? }

    static func keeping(_ model: AnyObject) -> ModelContext? {
        guard let entry = keepers[ObjectIdentifier(model)], entry.model.object === model else { return nil }
        return entry.context.context
    }

    private func keep(_ model: AnyObject) {
        Self.keepers[ObjectIdentifier(model)] = (WeakObject(object: model), WeakContext(context: self))
    }

    private func release(_ model: AnyObject) {
        if Self.keeping(model) === self { Self.keepers[ObjectIdentifier(model)] = nil }
    }

    private func store(for type: ObjectIdentifier) -> ModelStore {
        if let store = stores[type] { return store }
        let store = ModelStore()
        stores[type] = store
        return store
    }

    /// Starts keeping `model`; inserting a model already kept does nothing. A model with the
    /// value of a unique attribute that a kept model has takes that model's place (SwiftData's
    /// upsert): queries return the new one where they returned the old, which leaves the context.
    public func insert<T: PersistentModel>(_ model: T) {
        let store = store(for: ObjectIdentifier(T.self))
        guard !store.models.contains(where: { $0 === model }) else { return }
        let uniqueValues = T.schemaMetadata.compactMap(\.uniqueValue)
        if !uniqueValues.isEmpty, let index = store.models.firstIndex(where: { kept in
            uniqueValues.contains { value in value(kept as! T) == value(model) }
        }) {
            release(store.models[index])
            store.models[index] = model
            // Another kept model may share the new one's value of a second unique attribute.
            store.models.removeAll { kept in
                let replaced = kept !== model && uniqueValues.contains { value in value(kept as! T) == value(model) }
                if replaced { release(kept) }
                return replaced
            }
        } else {
            store.models.append(model)
        }
        keep(model)
        hasChanges = true
    }

    /// Stops keeping `model`: no query returns it any more. Each of its relationships' delete
    /// rules runs then: `.cascade` deletes the related models, `.nullify` clears their inverse.
    public func delete<T: PersistentModel>(_ model: T) {
        let store = store(for: ObjectIdentifier(T.self))
        guard let index = store.models.firstIndex(where: { $0 === model }) else { return }
        store.models.remove(at: index)
        release(model)
        hasChanges = true
        for onDelete in T.schemaMetadata.compactMap(\.onDelete) {
            onDelete(model, self)
        }
        // The other side: the models whose relationship names this type's property as `inverse`.
        for type in modelTypes {
            for release in type.onDeleteOfRelated { release(model) }
        }
    }

    /// `try modelContext.delete(model: Item.self)`: deletes every kept model of `type` that
    /// `predicate` accepts (all of them without one), each as `delete(_:)` does.
    public func delete<T: PersistentModel>(model type: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for model in models(of: type) where try predicate?.evaluate(model) ?? true {
            delete(model)
        }
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

/// What to fetch: `FetchDescriptor<Tag>(predicate: #Predicate { $0.isPinned }, sortBy:
/// [SortDescriptor(\.name)])`, the models that pass `predicate`, in the order `sortBy` gives,
/// after skipping `fetchOffset` of them and keeping at most `fetchLimit`.
public struct FetchDescriptor<T: PersistentModel> {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    /// Every change is kept in memory here, so pending changes are always included.
    public var includePendingChanges = true

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }

    func apply(to models: [T]) -> [T] {
        var result = predicate.map { predicate in models.filter(predicate.test) } ?? models
        if !sortBy.isEmpty { result = result.sorted(using: sortBy) }
        if let fetchOffset { result = Array(result.dropFirst(max(0, fetchOffset))) }
        if let fetchLimit { result = Array(result.prefix(max(0, fetchLimit))) }
        return result
    }
}

/// A key path and an order to sort by: `SortDescriptor(\Tag.name)`, `SortDescriptor(\Item.date,
/// order: .reverse)`.
///
/// It shadows Foundation's `SortDescriptor` in a file that imports Trellis, as a SwiftUI file
/// imports SwiftUI: Foundation's needs a `Sendable` key path, and a key path to a property of a
/// main-actor model is not one, so swiftc rejects `SortDescriptor(\Tag.name)` there in Swift 6.
/// Values compare with their `Comparable` `<`, strings included, and `nil` comes before any value
/// in `.forward` order, as in Foundation's.
public struct SortDescriptor<Compared> {
    /// `.forward` puts smaller values first; `.reverse` larger ones.
    public var order: SortOrder
    /// The key path sorted by, as written.
    public let keyPath: PartialKeyPath<Compared>
    /// The values' order as `.forward` sorts them.
    private let compareForward: (Compared, Compared) -> ComparisonResult

    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value>, order: SortOrder = .forward) {
        self.order = order
        self.keyPath = keyPath
        compareForward = { lhs, rhs in Self.compare(lhs[keyPath: keyPath], rhs[keyPath: keyPath]) }
    }

    public init<Value: Comparable>(_ keyPath: KeyPath<Compared, Value?>, order: SortOrder = .forward) {
        self.order = order
        self.keyPath = keyPath
        compareForward = { lhs, rhs in
            switch (lhs[keyPath: keyPath], rhs[keyPath: keyPath]) {
            case (nil, nil): .orderedSame
            case (nil, _): .orderedAscending
            case (_, nil): .orderedDescending
            case (let lhs?, let rhs?): Self.compare(lhs, rhs)
            }
        }
    }

    private static func compare<Value: Comparable>(_ lhs: Value, _ rhs: Value) -> ComparisonResult {
        lhs < rhs ? .orderedAscending : rhs < lhs ? .orderedDescending : .orderedSame
    }

    /// The order of two values under this descriptor, its `order` applied.
    public func compare(_ lhs: Compared, _ rhs: Compared) -> ComparisonResult {
        let forward = compareForward(lhs, rhs)
        guard order == .reverse else { return forward }
        switch forward {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    /// The same key path in the other order.
    public func reversed() -> Self {
        var reversed = self
        reversed.order = order == .forward ? .reverse : .forward
        return reversed
    }
}

extension Sequence {
    /// The elements in the order the descriptors give, the first deciding first; stable, as
    /// Foundation's `sorted(using:)` is.
    public func sorted(using descriptors: [SortDescriptor<Element>]) -> [Element] {
        enumerated().sorted { lhs, rhs in
            for descriptor in descriptors {
                switch descriptor.compare(lhs.element, rhs.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }

    public func sorted(using descriptor: SortDescriptor<Element>) -> [Element] {
        sorted(using: [descriptor])
    }
}

/// A test of one model: what `#Predicate<Movie> { $0.isFavorite }` makes. The code generator
/// writes `#Predicate<T> { … }` as `Predicate<T> { … }`, this type's initializer with the same
/// closure: macros need swift-syntax, which cannot be built here, and Foundation's `#Predicate`
/// needs `Sendable` key paths, which a main-actor model's are not. A view written in Swift
/// writes `Predicate<Movie> { $0.isFavorite }`. Shadows Foundation's `Predicate`, as
/// `SortDescriptor` does.
public struct Predicate<Input> {
    let test: (Input) -> Bool

    public init(_ test: @escaping (Input) -> Bool) { self.test = test }

    /// Whether `input` passes. Foundation's throws when an expression fails; this closure cannot.
    public func evaluate(_ input: Input) throws -> Bool { test(input) }

    /// Every input passes.
    public static var `true`: Self { Self { _ in true } }
    /// No input passes.
    public static var `false`: Self { Self { _ in false } }
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
/// Swift, or `_items = Query(filter: #Predicate { … }, sort: [SortDescriptor(\Item.date)])` in
/// its `init`: the models of the nearest container's context, fetched when the body reads them.
/// `filter` is a `Predicate` or a closure.
@MainActor
@propertyWrapper
public struct Query<Element: PersistentModel>: DynamicProperty {
    private let context = Environment(\EnvironmentValues.modelContext)
    let descriptor: FetchDescriptor<Element>

    public init(_ descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(FetchDescriptor(predicate: filter, sortBy: sort))
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)])
    }

    public init<Value: Comparable>(filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward, animation: Animation? = nil) {
        self.init(filter: filter, sort: [SortDescriptor(keyPath, order: order)])
    }

    /// `@Query(filter: { !$0.isDone })`: a closure where SwiftData takes a `#Predicate`.
    public init(filter: @escaping (Element) -> Bool, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(filter: Predicate(filter), sort: sort)
    }

    public init<Value: Comparable>(filter: @escaping (Element) -> Bool, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation? = nil) {
        self.init(filter: Predicate(filter), sort: [SortDescriptor(keyPath, order: order)])
    }

    public var wrappedValue: [Element] { descriptor.apply(to: context.wrappedValue.models(of: Element.self)) }
}

extension ViewContext {
    /// `@Query(filter:sort:order:) private var items: [Item]`: the models of the nearest
    /// container's context, filtered and sorted now; the body follows what it read.
    public func query<Element: PersistentModel>(
        _ type: Element.Type, filter: ((Element) -> Bool)? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil
    ) -> [Element] {
        fetch(FetchDescriptor(predicate: filter.map { Predicate($0) }, sortBy: sort))
    }

    /// `@Query(sort: \Item.date, order: .reverse)`.
    public func query<Element: PersistentModel, Value: Comparable>(
        _ type: Element.Type, filter: ((Element) -> Bool)? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation? = nil
    ) -> [Element] {
        query(type, filter: filter, sort: [SortDescriptor(keyPath, order: order)])
    }

    /// `@Query(filter: #Predicate { … }, sort: [SortDescriptor(…)])`.
    public func query<Element: PersistentModel>(_ type: Element.Type, filter: Predicate<Element>, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) -> [Element] {
        fetch(FetchDescriptor(predicate: filter, sortBy: sort))
    }

    /// `@Query(filter: #Predicate { … }, sort: \Item.date, order: .reverse)`.
    public func query<Element: PersistentModel, Value: Comparable>(
        _ type: Element.Type, filter: Predicate<Element>, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward, animation: Animation? = nil
    ) -> [Element] {
        fetch(FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    /// The query a view's own `init` made, `_items = Query(…)`, run now.
    public func query<Element: PersistentModel>(_ query: Query<Element>) -> [Element] {
        fetch(query.descriptor)
    }

    private func fetch<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>) -> [Element] {
        descriptor.apply(to: environment(\.modelContext).models(of: Element.self))
    }
}

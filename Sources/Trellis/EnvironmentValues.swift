// SwiftUI's key-path environment: `EnvironmentValues`, `EnvironmentKey`, `.environment(\.key,
// value)` and `@Environment(\.key)`.
//
// A view reads the values where it is: the host's values (scene phase, colour scheme, openURL),
// then, from the root down to the view, every `.environment(\.key, value)` above it, the
// presentation or pushed destination that holds it (`dismiss`, `isPresented`) and any
// `.disabled(true)` (`isEnabled`). So the nearest write above a reader wins, and a write reaches
// only the view it is applied to and that view's descendants.

/// A key for a value in `EnvironmentValues`; `defaultValue` applies where nothing above writes it.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// The values a view inherits from its container, read with `@Environment(\.name)`.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: [ObjectIdentifier: Any] = [:]

    public init() {}

    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(storage.count) written)" }
}

// MARK: - The values SwiftUI provides

/// Closes the presentation or pops the pushed destination that holds the view where it was read;
/// elsewhere it does nothing ("The dismiss action has no effect on a view that isn't currently
/// presented").
public struct DismissAction: Sendable {
    let action: @MainActor @Sendable () -> Void
    init(_ action: @escaping @MainActor @Sendable () -> Void) { self.action = action }
    @MainActor public func callAsFunction() { action() }
}

/// Opens a URL. Under a `ViewHost` the host records it in `openedURLs`.
public struct OpenURLAction: Sendable {
    let handler: @MainActor @Sendable (URL) -> Void
    public init(handler: @escaping @MainActor @Sendable (URL) -> Void) { self.handler = handler }
    @MainActor public func callAsFunction(_ url: URL) { handler(url) }
}

/// Where a scene is: ordered `background < inactive < active`, as SwiftUI's `ScenePhase` is.
public enum ScenePhase: Int, Comparable, Hashable, Sendable, CaseIterable {
    case background, inactive, active
    public static func < (lhs: ScenePhase, rhs: ScenePhase) -> Bool { lhs.rawValue < rhs.rawValue }
}

public enum ColorScheme: Hashable, Sendable, CaseIterable {
    case light, dark
}

/// How much room a dimension has: `@Environment(\.horizontalSizeClass)`. A `ViewHost` is a
/// phone held upright, compact in both, until the test sets `horizontalSizeClass` or
/// `verticalSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable, CaseIterable {
    case compact, regular
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}
private struct IsPresentedKey: EnvironmentKey { static var defaultValue: Bool { false } }
/// SwiftUI's default is `.background`; a `ViewHost` writes its own phase, `.active` at first.
private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .background } }
private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in } }
}
private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { nil } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { nil } }
private struct IsEnabledKey: EnvironmentKey { static var defaultValue: Bool { true } }
/// SwiftUI's default: the user's current locale.
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .current } }

extension EnvironmentValues {
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// True inside presented content and pushed destinations.
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }

    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }

    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// The width's size class; nil where no host gives one, as SwiftUI's may be.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The height's size class; nil where no host gives one.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// The locale views format for; `.environment(\.locale, …)` sets it for a subtree.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// False below any `.disabled(true)`; writing it is what `disabled` does.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

// MARK: - Writing and reading

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentValueWriterView(content: self, keyPath: keyPath, value: value)
    }

    /// Changes an environment value for this view and its descendants, starting from the value above.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        EnvironmentTransformView(content: self, keyPath: keyPath, transform: transform)
    }
}

@MainActor
struct EnvironmentTransformView<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { EnvironmentValueWriterNode(writer: self, parent: parent) }
}

/// A closure cannot be compared, so a transform counts as changed on every update.
private struct UncomparableTransform {}

extension EnvironmentTransformView: EnvironmentValueWriting {
    var contentView: any View { content }
    var writtenKeyPath: AnyKeyPath { keyPath }
    var writtenValue: Any { UncomparableTransform() }
    var replacesValue: Bool { false }
    func write(into values: inout EnvironmentValues) { transform(&values[keyPath: keyPath]) }
}

extension Environment {
    /// `@Environment(\.dismiss) private var dismiss`: a value of `EnvironmentValues`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        key = .values
        resolve = { box in ((box as? EnvironmentValuesBox)?.values ?? EnvironmentValues())[keyPath: keyPath] }
    }
}

extension EnvironmentObjectKey {
    /// Stands for every value of `EnvironmentValues`: a view that reads any of them re-evaluates
    /// when a value written above it changes.
    static let values = EnvironmentObjectKey(valuesKey: ())

    private init(valuesKey: Void) {
        type = ObjectIdentifier(EnvironmentValues.self)
        isObservable = false
    }
}

/// What an installed `@Environment(\.key)` reads: the values where its view was installed.
final class EnvironmentValuesBox {
    var values = EnvironmentValues()
}

@MainActor
struct EnvironmentValueWriterView<Content: View, Value>: View, PrimitiveView {
    let content: Content
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value
    var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { EnvironmentValueWriterNode(writer: self, parent: parent) }
}

@MainActor
protocol EnvironmentValueWriting: SingleContentView {
    var writtenKeyPath: AnyKeyPath { get }
    var writtenValue: Any { get }
    /// Whether the value below does not depend on the value above (a write, not a transform).
    var replacesValue: Bool { get }
    func write(into values: inout EnvironmentValues)
}

extension EnvironmentValueWriterView: EnvironmentValueWriting {
    var contentView: any View { content }
    var writtenKeyPath: AnyKeyPath { keyPath }
    var writtenValue: Any { value }
    var replacesValue: Bool { true }
    func write(into values: inout EnvironmentValues) { values[keyPath: keyPath] = value }
}

/// `.environment(\.key, value)`: the views below read `value`. When the key path or an
/// `Equatable` value changes (any new value of a type that is not `Equatable`), the views below
/// that read environment values re-evaluate.
final class EnvironmentValueWriterNode: ModifierNode {
    private(set) var writer: any EnvironmentValueWriting

    init(writer: any EnvironmentValueWriting & View, parent: Node) {
        self.writer = writer
        super.init(view: writer, content: writer.contentView, parent: parent)
    }

    override func update(with view: any View) {
        guard let newWriter = view as? any EnvironmentValueWriting else { return }
        let changed = newWriter.writtenKeyPath != writer.writtenKeyPath || !areEqualValues(newWriter.writtenValue, writer.writtenValue)
        writer = newWriter
        if changed { host.invalidateEnvironmentValueReaders(below: self, writing: newWriter.writtenKeyPath) }
        updateContent(newWriter.contentView)
    }
}

/// Whether two values are equal, when their type is `Equatable`; false otherwise.
func areEqualValues(_ lhs: Any, _ rhs: Any) -> Bool {
    guard let lhs = lhs as? any Equatable else { return false }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

extension Node {
    /// The environment values this node sees, computed from the root down.
    var environmentValues: EnvironmentValues {
        var chain: [Node] = []
        var current: Node? = self
        while let node = current {
            chain.append(node)
            current = node.parent
        }
        var values = host.hostEnvironment.values(for: host)
        for index in chain.indices.reversed() {
            let node = chain[index]
            let child: Node? = index > 0 ? chain[index - 1] : nil
            switch node {
            case let writer as EnvironmentValueWriterNode:
                writer.writer.write(into: &values)
            case let presented as PresentedContentNode:
                values.isPresented = true
                values.dismiss = DismissAction { [weak presented] in presented?.dismissFromContent() }
            case let stack as NavigationStackNode:
                if let child, stack.isPushedDestination(child) {
                    values.isPresented = true
                    values.dismiss = DismissAction { [weak stack, weak child] in
                        guard let stack, let child else { return }
                        stack.pop(through: child)
                    }
                }
            case let disabled as DisabledNode:
                if disabled.isDisabled { values.isEnabled = false }
            case let refreshable as RefreshableNode:
                values.refresh = refreshable.refreshActionForEnvironment
            case let container as ModelContainerNode:
                values.modelContext = container.container.mainContext
            default:
                break
            }
        }
        return values
    }
}

extension NavigationStackNode {
    /// Pops `destination` and every screen pushed above it; nothing when it is not on the stack.
    func pop(through destination: Node) {
        while path.contains(where: { $0.node === destination }) { pop() }
    }
}

extension ViewHost {
    /// Re-evaluates the views below `node` (all views when `node` is nil) that read environment
    /// values, except below a nearer write of the same key path, which hides the change.
    func invalidateEnvironmentValueReaders(below node: Node?, writing keyPath: AnyKeyPath? = nil) {
        var stack: [Node] = node.map { $0.children } ?? [root]
        while let current = stack.popLast() {
            if let keyPath, let writer = current as? EnvironmentValueWriterNode,
               writer.writer.replacesValue, writer.writer.writtenKeyPath == keyPath { continue }
            if let composite = current as? CompositeNode, composite.consumedEnvironment.contains(.values) {
                composite.environmentDidChange()
            }
            stack.append(contentsOf: current.children)
        }
    }
}

/// The values a host gives its whole tree, and what its actions recorded.
@MainActor
final class HostEnvironment {
    var scenePhase = ScenePhase.active
    var colorScheme = ColorScheme.light
    var horizontalSizeClass = UserInterfaceSizeClass.compact
    var verticalSizeClass = UserInterfaceSizeClass.regular
    var editMode = EditMode.inactive
    var openedURLs: [URL] = []
    var scrolledToIDs: [AnyHashable] = []
    var screenSize = ViewHost.defaultScreenSize
    var sharedItems: [SharedItem] = []

    func values(for host: ViewHost) -> EnvironmentValues {
        var values = EnvironmentValues()
        values.scenePhase = scenePhase
        values.colorScheme = colorScheme
        values.horizontalSizeClass = horizontalSizeClass
        values.verticalSizeClass = verticalSizeClass
        values.openURL = OpenURLAction { [weak self] url in self?.openedURLs.append(url) }
        values.share = ShareAction { [weak self] item in self?.sharedItems.append(item) }
        values.editMode = Binding(get: { [weak self] in self?.editMode ?? .inactive }, set: { [weak self, weak host] mode in
            guard let self, mode != self.editMode else { return }
            self.editMode = mode
            host?.invalidateEnvironmentValueReaders(below: nil)
        })
        return values
    }
}

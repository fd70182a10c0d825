// `@Namespace` and `matchedGeometryEffect(id:in:)`. A namespace is an identity a view keeps
// as long as it is on screen, as `@State` is kept; views of one id in one namespace share
// their geometry, which SwiftUI animates as one replaces another. A headless screen has no
// geometry to share or animate, so the effect is recorded (the snapshot shows the id and the
// namespace) and the view is laid out as it would be without it.

/// `@Namespace private var shapes`: the view's namespace, `Namespace.ID`. Generated views ask
/// their context for it (`ViewContext.namespace(_:)`); a view written in Swift uses the wrapper.
@propertyWrapper
public struct Namespace: DynamicProperty {
    let cell: StateCell<ID?>

    public init() { cell = StateCell(initialValue: nil) }

    /// Made when the view is first installed, and kept with its identity.
    @MainActor public var wrappedValue: ID {
        if let id = cell.location?.read() ?? cell.initialValue { return id }
        let id = Self.makeID()
        cell.initialValue = id
        return id
    }

    /// One namespace: equal only to itself, for as long as the view that made it is on screen.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        let number: Int

        public var description: String { "namespace#\(number)" }
    }

    /// Namespaces made so far, numbered in the order views first asked for one.
    @MainActor private static var made = 0

    @MainActor static func makeID() -> ID {
        made += 1
        return ID(number: made)
    }
}

/// What a `matchedGeometryEffect` shares between the views of its id.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension Namespace: InstallableProperty {
    func install(into installer: inout PropertyInstaller) {
        let location = installer.storage(StateLocation<ID?>.self) { StateLocation(Namespace.makeID()) }
        cell.location = location
    }
}

extension ViewContext {
    /// `@Namespace var name`: made when the view first appears, kept while its identity lasts.
    public func namespace(_ slot: Int) -> Namespace.ID {
        state(slot, initial: Namespace.makeID()).wrappedValue
    }
}

extension View {
    /// Shares this view's geometry with the other views of `id` in `namespace`; headless, the
    /// effect is recorded and the view keeps its own frame.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        styled(.local(.recorded("matchedGeometryEffect", arguments: "id: \(String(reflecting: id)), in: \(namespace)")))
    }
}

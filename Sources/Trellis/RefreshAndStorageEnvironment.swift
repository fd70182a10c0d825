import Foundation

// Environment values that modifiers write for the views below: `refresh`, the action of the
// nearest `.refreshable` above (nil where there is none), and the store `@AppStorage` uses
// where no `store:` is given, set by `defaultAppStorage(_:)` (the host's `storage` elsewhere).

/// The action of a `.refreshable` above a view: `await refresh?()` runs it and returns when
/// it has finished, as pull to refresh does.
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void

    @MainActor public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: AppStorageStore? { nil }
}

extension EnvironmentValues {
    /// The action of the nearest `.refreshable` above; nil where there is none.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }

    /// The store of the nearest `defaultAppStorage(_:)` above; nil for the host's own.
    var defaultAppStorage: AppStorageStore? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// The store that `@AppStorage` properties below use when they name no `store:`, in
    /// place of the host's `storage` (SwiftUI's `UserDefaults.standard`).
    public func defaultAppStorage(_ store: AppStorageStore) -> some View {
        environment(\.defaultAppStorage, store)
    }

    /// SwiftUI's form: the `UserDefaults` that `@AppStorage` properties below use when they name
    /// no `store:`. Writes go to that `UserDefaults`.
    public func defaultAppStorage(_ store: UserDefaults) -> some View {
        environment(\.defaultAppStorage, AppStorageStore.backed(by: store))
    }
}

extension Node {
    /// The store an `@AppStorage` of the view at this node uses when it names none.
    var appStorageInForce: AppStorageStore {
        environmentValues.defaultAppStorage ?? host.storage
    }
}

extension RefreshableNode {
    /// What `EnvironmentValues.refresh` holds below this node: its current action.
    var refreshActionForEnvironment: RefreshAction {
        RefreshAction { [weak self] in
            guard let action = self?.action else { return }
            await action()
        }
    }
}

/// Whether the user can edit the content of a view, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active

    /// True in `.active` and `.transient`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode an `EditButton` toggles. A `ViewHost` gives its whole tree one, as a
    /// navigation container does on iOS; `.environment(\.editMode, $mode)` gives a subtree another.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the `editMode` of its environment: it reads "Edit", and "Done" while
/// editing. Without an edit mode in its environment (`.environment(\.editMode, nil)`) a tap does
/// nothing, as in SwiftUI.
@MainActor
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    public init() {}

    private var isEditing: Bool { editMode?.wrappedValue.isEditing ?? false }

    public var body: some View {
        Button(isEditing ? String("Done") : String("Edit")) {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}

extension ViewHost {
    /// The edit mode the host gives its tree, which an `EditButton` toggles; `.inactive` at first.
    /// Setting it re-evaluates the views that read environment values.
    public var editMode: EditMode {
        get { hostEnvironment.editMode }
        set {
            guard newValue != hostEnvironment.editMode else { return }
            hostEnvironment.editMode = newValue
            invalidateEnvironmentValueReaders(below: nil)
            settle()
        }
    }
}

/// The built-in views and modifiers as other phases may read them (the language server's
/// completion); the tables themselves stay in `BuiltinViews`.
public enum BuiltinVocabulary {
    /// The SwiftUI views Trellis provides, sorted.
    public static var viewNames: [String] { BuiltinViews.names.sorted() }

    /// The attributes a built-in view takes, in declaration order, and whether each must be given.
    public static func parameters(of view: String) -> [(label: String, isRequired: Bool)] {
        BuiltinViews.parameters(of: view).map { ($0.label, $0.isRequired) }
    }

    /// Whether the view takes child views between its tags.
    public static func takesChildViews(_ view: String) -> Bool {
        BuiltinViews.content[view] == .views
    }

    /// The modifiers every view has, sorted.
    public static var modifierNames: [String] { BuiltinViews.viewMethods.sorted() }
}

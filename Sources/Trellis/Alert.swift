/// An alert described as a value, as SwiftUI's `Alert` (the form before `alert(_:isPresented:actions:)`):
/// a title, an optional message, and one or two buttons. `alert(isPresented:content:)` and
/// `alert(item:content:)` present it as the other alerts are presented (`ViewHost.presentations`).
@MainActor
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button; with none given, an "OK" button that dismisses it.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text(verbatim: "OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert: its label, its role, and what it does before the alert is dismissed.
    @MainActor
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A cancel button labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text(verbatim: "Cancel"), role: .cancel, action: action)
        }

        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The alert's buttons as the views the other alert forms take as actions.
    var actionsView: some View {
        ForEach(buttons.indices, id: \.self) { index in
            let button = buttons[index]
            Trellis.Button(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension View {
    /// Presents the alert `content` makes while `isPresented` is true.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return dialog(.alert, alert.title.content, isPresented: isPresented, actions: alert.actionsView, message: alert.message)
    }

    /// Presents the alert `content` makes for `item` while it is not nil; dismissing sets it to nil.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let isPresented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return dialog(
            .alert, alert?.title.content ?? "", isPresented: isPresented,
            actions: alert?.actionsView, message: alert?.message
        )
    }
}

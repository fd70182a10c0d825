// Titles given as a `LocalizedStringKey` value, as SwiftUI's controls take them
// (`let title: LocalizedStringKey = "Save"; Button(title) { … }`). The label is `Text(key)`,
// as in SwiftUI. They are disfavoured here, where SwiftUI disfavours the `StringProtocol`
// forms instead: a string literal keeps Trellis's `StringProtocol` path and shows its title as
// written, and only a `LocalizedStringKey` value reaches these.

extension Button where Label == Text {
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
}

extension Toggle where Label == Text {
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
}

extension TextField where Label == Text {
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text) { Text(titleKey) }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    @_disfavoredOverload
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
}

extension View {
    @_disfavoredOverload
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        navigationTitle(Text(titleKey).content)
    }

    @_disfavoredOverload
    public func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        alert(Text(titleKey).content, isPresented: isPresented, actions: actions)
    }

    @_disfavoredOverload
    public func alert<A: View, M: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M) -> some View {
        alert(Text(titleKey).content, isPresented: isPresented, actions: actions, message: message)
    }
}

import Testing
import Trellis

// One test per fact of the facts file's "Storage" and "Focus" sections, named after the fact.

private enum SortOrder: String { case name, date }

private struct SettingsScreen: View {
    @AppStorage("sortAscending") private var sortAscending = true
    @AppStorage("sortOrder") private var order = SortOrder.name
    @AppStorage("nickname") private var nickname: String?
    var body: some View {
        VStack {
            Toggle("Ascending", isOn: $sortAscending)
            Text("Order \(order.rawValue)")
            Text("Nickname \(nickname ?? "none")")
            Button("By date") { order = .date }
            SortBadge()
            Unrelated()
        }
    }
}

private struct SortBadge: View {
    @AppStorage("sortAscending") private var sortAscending = false
    var body: some View { Text(sortAscending ? "Badge up" : "Badge down") }
}

private struct Unrelated: View {
    @AppStorage("other") private var other = 0
    var body: some View { Text("Other \(other)") }
}

private struct Drafts: View {
    @SceneStorage("draft") private var draft = ""
    var body: some View {
        VStack {
            TextField("Draft", text: $draft)
            DraftMirror()
        }
    }
}

private struct DraftMirror: View {
    @SceneStorage("draft") private var draft = "unset"
    var body: some View { Text("Mirror \(draft)") }
}

private enum Field: Hashable { case name, email }

private struct SignUp: View {
    @State private var name = ""
    @State private var email = ""
    @State private var notes = ""
    @FocusState private var field: Field?
    @FocusState private var notesFocused: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($field, equals: .name)
            TextField("Email", text: $email).focused($field, equals: .email)
            TextField("Notes", text: $notes).focused($notesFocused)
            Text("Field \(field.map { "\($0)" } ?? "none") notes \(notesFocused)")
            Button("Next") { field = .email }
            Button("Done") { field = nil }
        }
    }
}

/// A child written as a SwiftUI developer writes one: `@FocusState.Binding`, given `$field`.
private struct EmailFields: View {
    @FocusState.Binding var focused: Field?
    @Binding var email: String
    var body: some View {
        VStack {
            TextField("Email", text: $email).focused($focused, equals: .email)
            Button("Back to name") { focused = .name }
            Text("Child sees \(focused.map { "\($0)" } ?? "none")")
        }
    }
}

private struct SplitSignUp: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var field: Field?
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($field, equals: .name)
            EmailFields(focused: $field, email: $email)
            Button("Next") { field = .email }
        }
    }
}

@MainActor
@Suite("SwiftUI facts: storage and focus")
struct StorageFocusFactsTests {
    @Test("@AppStorage reflects a store value and invalidates a view on a change in value; wrappedValue is the default when the key is absent")
    func appStorageReflectsTheStore() throws {
        let host = ViewHost(SettingsScreen())
        #expect(host.storage.keys == [], "the host's store starts empty")
        #expect(host.render().contains(#"Toggle "Ascending": on"#))
        #expect(host.render().contains(#"Text "Badge down""#), "each property's own default applies while the key is absent")
        try host.toggle("Ascending")
        #expect(host.storage.object(forKey: "sortAscending") as? Bool == false)
        #expect(host.render().contains(#"Text "Badge down""#))
        let before = host.bodyEvaluations(of: Unrelated.self)
        host.storage.set(true, forKey: "sortAscending")
        #expect(host.render().contains(#"Toggle "Ascending": on"#))
        #expect(host.render().contains(#"Text "Badge up""#))
        #expect(host.bodyEvaluations(of: Unrelated.self) == before, "only the readers of the key re-evaluate")
        try host.tap("By date")
        #expect(host.storage.string(forKey: "sortOrder") == "date", "a RawRepresentable is stored as its raw value")
        host.storage.set("Sam", forKey: "nickname")
        #expect(host.render().contains(#"Text "Nickname Sam""#))
    }

    @Test("@AppStorage with a store given to the host reads the saved values")
    func appStorageGivenStore() {
        let host = ViewHost(SettingsScreen(), storage: AppStorageStore(["sortAscending": false, "sortOrder": "date"]))
        #expect(host.render().contains(#"Toggle "Ascending": off"#))
        #expect(host.render().contains(#"Text "Order date""#))
    }

    @Test("@SceneStorage works like @State, restores a saved value, and shares it with properties of the same key in the scene")
    func sceneStorageSharesByKey() throws {
        let host = ViewHost(Drafts())
        #expect(host.render().contains(#"Text "Mirror unset""#))
        try host.type("Hi", into: "Draft")
        #expect(host.render().contains(#"Text "Mirror Hi""#))
        #expect(host.sceneStorage.string(forKey: "draft") == "Hi")
        let restored = ViewHost(Drafts(), sceneStorage: AppStorageStore(["draft": "Saved"]))
        #expect(restored.render().contains(#"TextField "Draft": "Saved""#))
        let otherScene = ViewHost(Drafts())
        #expect(otherScene.render().contains(#"TextField "Draft": """#), "nothing is shared between scenes")
    }

    @Test("@FocusState holds Bool (initially false) or Optional (initially nil); focus entering sets the value, leaving resets it")
    func focusStateFollowsFocus() throws {
        let host = ViewHost(SignUp())
        #expect(host.render().contains(#"Text "Field none notes false""#))
        #expect(host.focusedField == nil)
        try host.focus("Name")
        #expect(host.render().contains(#"TextField "Name": "" [focused]"#))
        #expect(host.render().contains(#"Text "Field name notes false""#))
        try host.focus("Notes")
        #expect(host.render().contains(#"Text "Field none notes true""#), "the optional state resets to nil when focus leaves")
        try host.focus("Email")
        #expect(host.render().contains(#"Text "Field email notes false""#), "the Bool state resets to false")
        #expect(host.focusedField == "Email")
    }

    @Test("Setting the focus value moves focus; setting nil or false removes it")
    func settingTheValueMovesFocus() throws {
        let host = ViewHost(SignUp())
        try host.tap("Next")
        #expect(host.focusedField == "Email")
        #expect(host.render().contains(#"TextField "Email": "" [focused]"#))
        try host.tap("Done")
        #expect(host.focusedField == nil)
        try host.focus("Notes")
        host.clearFocus()
        #expect(host.render().contains(#"Text "Field none notes false""#))
    }

    @Test("@FocusState.Binding passed to a child reads and moves the parent's focus")
    func focusBindingInAChild() throws {
        let host = ViewHost(SplitSignUp())
        try host.tap("Next")
        #expect(host.focusedField == "Email", "the parent moves focus into the child's field")
        #expect(host.render().contains(#"Text "Child sees email""#))
        try host.tap("Back to name")
        #expect(host.focusedField == "Name", "the child moves focus through its binding")
        try host.focus("Email")
        #expect(host.render().contains(#"Text "Child sees email""#))
        host.clearFocus()
        #expect(host.render().contains(#"Text "Child sees none""#))
    }
}

import Testing
import Trellis

// "@State vs @Binding vs @ObservedObject vs @StateObject vs @EnvironmentObject" (seeds/003).
// The article's code, verbatim; only the host setup is added.

private struct ProfileScreen: View {
    @State private var isEditing = false

    // Es dueño de este objeto: se crea acá, tiene que sobrevivir a los re-renders de esta vista.
    @StateObject private var viewModel = ProfileViewModel()

    // Inyectado por algún ancestro vía .environmentObject(_:) más arriba.
    @EnvironmentObject var session: SessionManager

    var displayName: String {
        session.currentUser?.name ?? "Invitado"
    }

    var body: some View {
        VStack {
            Text("Sesión iniciada como \(displayName)")

            // $isEditing convierte el @State en un Binding<Bool> para el hijo.
            EditToggleRow(isEditing: $isEditing)

            // Se pasa hacia abajo, no se crea acá — el hijo solo lo observa.
            ProfileDetailView(viewModel: viewModel)
        }
    }
}

private struct EditToggleRow: View {
    @Binding var isEditing: Bool

    var body: some View {
        Toggle("Modo edición", isOn: $isEditing)
    }
}

private struct ProfileDetailView: View {
    // NO es dueño del ciclo de vida del objeto — solo observa uno que le pasaron.
    @ObservedObject var viewModel: ProfileViewModel

    var body: some View {
        TextField("Nombre visible", text: $viewModel.displayName)
    }
}

private final class ProfileViewModel: ObservableObject {
    @Published var displayName: String = ""
}

private final class SessionManager: ObservableObject {
    @Published var currentUser: User?
}

private struct User {
    let name: String
}

@MainActor
@Suite("Spanish article (the five wrappers)")
struct SpanishArticleTests {
    @Test("The profile screen renders with an injected session")
    func rendersWithSession() {
        let session = SessionManager()
        let host = ViewHost(ProfileScreen().environmentObject(session))
        #expect(host.render() == """
            VStack
              Text "Sesión iniciada como Invitado"
              Toggle "Modo edición": off
              TextField "Nombre visible": ""
            """)
        session.currentUser = User(name: "Ana")
        #expect(host.render().contains("Text \"Sesión iniciada como Ana\""))
    }

    @Test("A write through the binding reaches the parent's @State; only what reads it updates")
    func bindingWritesToParentState() throws {
        let host = ViewHost(ProfileScreen().environmentObject(SessionManager()))
        let before = host.bodyEvaluations
        try host.toggle("Modo edición")
        #expect(host.render().contains("Toggle \"Modo edición\": on"))
        // Neither ProfileScreen nor EditToggleRow reads isEditing in its body: nothing re-evaluates.
        #expect(host.bodyEvaluations == before)
    }

    @Test("$viewModel.displayName writes to the @Published property; the owner and the observer re-render")
    func typingWritesToViewModel() throws {
        let host = ViewHost(ProfileScreen().environmentObject(SessionManager()))
        try host.type("Ana", into: "Nombre visible")
        #expect(host.render().contains("TextField \"Nombre visible\": \"Ana\""))
        #expect(host.bodyEvaluations(of: ProfileScreen.self) == 2)
        #expect(host.bodyEvaluations(of: ProfileDetailView.self) == 2)
        #expect(host.bodyEvaluations(of: EditToggleRow.self) == 1)
    }

    @Test("A forgotten .environmentObject(_:) is a crash at run time, not a compile error")
    func missingSessionCrashes() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ViewHost(ProfileScreen()) }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("No ObservableObject of type SessionManager found. A View.environmentObject(_:) for SessionManager may be missing as an ancestor of this view."))
    }
}

import Trellis

// A model declared (not external) in the XML whose behaviour is written in Swift, in an
// extension in the same target. (TodoList.xml and ObservableLibrary.xml write their models'
// methods with their code in the XML instead.)

extension SessionManager {
    func signIn(as name: String) {
        currentUser = User(name: name)
    }

    func signOut() {
        currentUser = nil
    }
}

import Trellis

// Logic of the models declared (not external) in the XML. Trellis generates their stored
// properties; their behaviour is written here, in extensions, in the same target.

extension SessionManager {
    func signIn(as name: String) {
        currentUser = User(name: name)
    }

    func signOut() {
        currentUser = nil
    }
}

extension TodoStore {
    func add(id: Int, title: String, done: Bool = false) {
        items.append(TodoItem(id: id, title: title, done: done))
    }

    func remove(id: Int) {
        items.removeAll { $0.id == id }
    }
}

extension Library {
    func add(id: Int, title: String) {
        books.append(Book(id: id, title: title))
    }
}

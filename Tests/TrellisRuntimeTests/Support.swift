import Trellis

/// A model that logs its lifetime, so tests can assert when objects are created and released.
final class LoggedModel: ObservableObject {
    let name: String
    @Published var value: Int

    init(name: String, value: Int = 0) {
        self.name = name
        self.value = value
        print("\(name).init")
    }

    deinit {
        print("\(name).deinit")
    }
}

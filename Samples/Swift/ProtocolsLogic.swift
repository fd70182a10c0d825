import Trellis

// The methods Samples/Protocols.xml declares for `MemoryNotes`, which satisfy `NoteStore`.

extension MemoryNotes {
    func add(_ title: String) {
        titles.append(title)
    }

    func sync() async throws -> Int {
        titles.count
    }
}

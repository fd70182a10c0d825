import Trellis

// `Samples/MainActorModels.xml`'s methods. Generated models are on the main actor, so these
// methods are too: the view's `reload()` awaits them without sending the model anywhere.

extension Inbox {
    func refresh() async {
        await Task.yield()
        messages = ["Lunch?", "Standup moved"]
    }
}

extension Outbox {
    func send() async -> Int {
        await Task.yield()
        sent += 1
        return sent
    }
}

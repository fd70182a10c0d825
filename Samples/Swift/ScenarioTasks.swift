import Trellis

// Steps for stories that let tasks run, for the async modifiers, storage and focus.
extension ScenarioRecorder {
    /// Mounts `view` with the stores given, as an app relaunched with saved settings.
    mutating func mount<V: View>(_ view: V, storage: AppStorageStore, as description: String) {
        replaceHost(ViewHost(view, storage: storage), as: description)
    }

    /// Lets the tasks run until each has finished or waits on the clock.
    mutating func runTasks() async {
        await current.runTasks()
        recordStep("let the tasks run")
    }

    /// Moves the virtual clock, letting tasks run as their sleeps end.
    mutating func runTasks(seconds: Int) async {
        await current.runTasks(advancingBy: .seconds(seconds))
        recordStep("let the tasks run for \(seconds) s")
    }

    mutating func refresh() async throws {
        try await current.refresh()
        recordStep("pull to refresh")
    }

    mutating func submit(_ title: String) throws {
        try current.submit(title)
        recordStep("submit \"\(title)\"")
    }

    /// Writes the app's store from outside the screen, as another scene would.
    mutating func store(_ value: Any, forKey key: String) {
        current.storage.set(value, forKey: key)
        recordStep("store \(value) under \"\(key)\"")
    }
}

import Trellis

/// One thing that happened in a scenario: what the user did, the screen after it settled,
/// and the lifecycle lines logged meanwhile.
public struct ScenarioStep: Equatable, Sendable {
    public let action: String
    public let screen: String
    public let log: [String]
}

/// An article's story, played headlessly on a `ViewHost`.
public struct Scenario: Sendable {
    public let name: String
    public let title: String
    /// What the article says should happen, in one or two sentences.
    public let expectation: String
    private let play: @MainActor @Sendable (inout ScenarioRecorder) throws -> Void
    /// For a story that lets tasks run (`.task`, `.refreshable`), which the host does asynchronously.
    private let playAwaitingTasks: (@MainActor @Sendable (inout ScenarioRecorder) async throws -> Void)?

    init(name: String, title: String, expectation: String, play: @escaping @MainActor @Sendable (inout ScenarioRecorder) throws -> Void) {
        self.name = name
        self.title = title
        self.expectation = expectation
        self.play = play
        playAwaitingTasks = nil
    }

    init(name: String, title: String, expectation: String, awaiting play: @escaping @MainActor @Sendable (inout ScenarioRecorder) async throws -> Void) {
        self.name = name
        self.title = title
        self.expectation = expectation
        self.play = { _ in throw ScenarioAwaitsTasks(name: name) }
        playAwaitingTasks = play
    }

    /// Whether the story awaits tasks, and so must be played with `runAwaitingTasks()`.
    public var awaitsTasks: Bool { playAwaitingTasks != nil }

    /// Plays any story from a fresh host, letting its tasks run where it says so.
    @MainActor
    public func runAwaitingTasks() async throws -> [ScenarioStep] {
        guard let playAwaitingTasks else { return try run() }
        let echoed = TrellisLog.echoesToStandardOutput
        TrellisLog.echoesToStandardOutput = false
        defer { TrellisLog.echoesToStandardOutput = echoed }
        var recorder = ScenarioRecorder()
        try await playAwaitingTasks(&recorder)
        return recorder.steps
    }

    /// Plays the story from a fresh host and returns every step.
    @MainActor
    public func run() throws -> [ScenarioStep] {
        let echoed = TrellisLog.echoesToStandardOutput
        TrellisLog.echoesToStandardOutput = false
        defer { TrellisLog.echoesToStandardOutput = echoed }
        var recorder = ScenarioRecorder()
        try play(&recorder)
        return recorder.steps
    }

    /// Plays the story from a fresh host, letting its tasks run, and returns the host as it was
    /// after `step` steps (the mount is the first), or at the end; with the steps taken, for a preview.
    @MainActor
    public func host(afterStep step: Int? = nil) async throws -> (host: ViewHost, steps: [ScenarioStep]) {
        let echoed = TrellisLog.echoesToStandardOutput
        TrellisLog.echoesToStandardOutput = false
        defer { TrellisLog.echoesToStandardOutput = echoed }
        var recorder = ScenarioRecorder()
        recorder.stepLimit = step
        do {
            if let playAwaitingTasks { try await playAwaitingTasks(&recorder) } else { try play(&recorder) }
        } catch where recorder.stoppedHost != nil {
            // What the story did after the limit ran on a spare host, and may have failed there.
        }
        guard let host = recorder.stoppedHost ?? recorder.host else { throw ScenarioHasNoScreen(name: name) }
        return (host, recorder.steps)
    }

    /// The steps as text: each action, the screen indented, then the log lines.
    public static func format(_ steps: [ScenarioStep]) -> String {
        var text = ""
        for step in steps {
            text += "▶ \(step.action)\n"
            for line in step.screen.split(separator: "\n", omittingEmptySubsequences: false) {
                text += "  │ \(line)\n"
            }
            for line in step.log {
                text += "  log: \(line)\n"
            }
        }
        return text
    }
}

/// A story that mounts nothing, or a step limit of 0: there is no screen to show.
public struct ScenarioHasNoScreen: Error, CustomStringConvertible {
    public let name: String
    public var description: String { "scenario '\(name)' shows no screen at that step" }
}

/// `run()` of a story that awaits tasks: it needs `runAwaitingTasks()`.
public struct ScenarioAwaitsTasks: Error, CustomStringConvertible {
    let name: String
    public var description: String { "scenario \(name) lets tasks run; play it with runAwaitingTasks()" }
}

/// Drives a host and records a step after each interaction.
@MainActor
public struct ScenarioRecorder {
    public private(set) var steps: [ScenarioStep] = []
    /// The screen mounted last.
    private(set) var host: ViewHost?
    /// Where a preview stops the story: after this many steps the screen stays as it was, and
    /// what the story does after that runs on a spare host.
    var stepLimit: Int?
    /// The host as it was at the step limit, once the story reached it.
    private(set) var stoppedHost: ViewHost?

    /// Stops the story at the step limit, before the next thing it does: the notes of the last
    /// step still join it.
    private mutating func stopsAtLimit() -> Bool {
        if stoppedHost == nil, let stepLimit, steps.count >= stepLimit { stoppedHost = host }
        return stoppedHost != nil
    }

    mutating func mount<V: View>(_ view: V, as description: String) {
        guard !stopsAtLimit() else { return }
        host = ViewHost(view)
        record(description)
    }

    mutating func tap(_ title: String) throws {
        try current.tap(title)
        record("tap \"\(title)\"")
    }

    mutating func toggle(_ title: String) throws {
        try current.toggle(title)
        record("toggle \"\(title)\"")
    }

    mutating func type(_ text: String, into title: String) throws {
        try current.type(text, into: title)
        record("type \"\(text)\" into \"\(title)\"")
    }

    mutating func selectTab(_ title: String) throws {
        try current.selectTab(title)
        record("select tab \"\(title)\"")
    }

    mutating func dismissPresentation() throws {
        try current.dismissPresentation()
        record("swipe the presentation down")
    }

    mutating func back() throws {
        try current.back()
        record("back")
    }

    mutating func search(_ text: String) throws {
        try current.search(text)
        record("search \"\(text)\"")
    }

    mutating func clearSearch() throws {
        try current.clearSearch()
        record("clear the search")
    }

    mutating func swipe(_ row: String, andTap action: String) throws {
        try current.swipe(row, andTap: action)
        record("swipe \"\(row)\" and tap \"\(action)\"")
    }

    mutating func delete(_ row: String) throws {
        try current.delete(row)
        record("delete \"\(row)\"")
    }

    mutating func chooseFromContextMenu(_ item: String, on text: String) throws {
        try current.chooseFromContextMenu(item, on: text)
        record("context menu of \"\(text)\": \"\(item)\"")
    }

    mutating func tap(_ item: String, inMenu menu: String) throws {
        try current.tap(item, inMenu: menu)
        record("menu \"\(menu)\": \"\(item)\"")
    }

    mutating func select(_ option: String, in picker: String) throws {
        try current.select(option, in: picker)
        record("pick \"\(option)\" in \"\(picker)\"")
    }

    mutating func setSlider(_ title: String, to value: Double) throws {
        try current.setSlider(title, to: value)
        record("slide \"\(title)\" to \(value)")
    }

    mutating func increment(_ title: String) throws {
        try current.increment(title)
        record("step up \"\(title)\"")
    }

    mutating func expand(_ title: String) throws {
        try current.expand(title)
        record("expand \"\(title)\"")
    }

    /// Records an interaction the screen must refuse, with the host's reason.
    mutating func expectRefusal(_ description: String, _ interaction: (ViewHost) throws -> Void) {
        do {
            try interaction(current)
            record("\(description): not refused")
        } catch {
            record("\(description): refused")
            note("refused: \(error)")
        }
    }

    mutating func advance(seconds: Int) {
        current.advance(by: .seconds(seconds))
        record("wait \(seconds) s")
    }

    /// Changes a model from outside the screen (as a network response would), then settles.
    mutating func change(_ description: String, _ mutation: () -> Void) {
        guard !stopsAtLimit() else { return }
        mutation()
        current.settle()
        record(description)
    }

    /// Appends lines to the last step's log, e.g. body evaluation counts.
    mutating func note(_ lines: String...) {
        guard stoppedHost == nil, let last = steps.popLast() else { return }
        steps.append(ScenarioStep(action: last.action, screen: last.screen, log: last.log + lines))
    }

    var current: ViewHost {
        mutating get {
            if stopsAtLimit() { return ViewHost(EmptyView()) }
            return shown
        }
    }

    /// The screen shown, for reading it (notes of the step just taken) without acting on it.
    var shown: ViewHost {
        guard let host else { fatalError("mount a view first") }
        return host
    }

    mutating func replaceHost(_ newHost: ViewHost, as description: String) {
        guard !stopsAtLimit() else { return }
        host = newHost
        record(description)
    }

    mutating func recordStep(_ action: String) { record(action) }

    private mutating func record(_ action: String) {
        guard stoppedHost == nil else { return }
        let host = shown
        let screen = host.render()
        steps.append(ScenarioStep(action: action, screen: screen, log: host.takeLog()))
    }
}

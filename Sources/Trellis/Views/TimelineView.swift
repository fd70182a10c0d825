import Foundation

/// A view whose content is built again at each date of a schedule, as the host's virtual clock
/// reaches it: `host.advance(by: .seconds(1))` under `.periodic(from: .now, by: 1)` builds it once
/// more. Its dates count from the wall-clock date it was mounted at, moved on by the virtual clock,
/// so `.periodic(from: .now, by:)` starts at once and `context.date` reads like `Date.now` would.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    /// What the content is built with: the date of the schedule's entry, and how often entries come.
    public typealias Context = TimelineViewDefaultContext

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Never { primitiveBodyFailure() }
    func makeNode(parent: Node) -> Node { TimelineNode(timeline: self, parent: parent) }
}

/// What a `TimelineView`'s content receives, SwiftUI's `TimelineViewDefaultContext`.
public struct TimelineViewDefaultContext: Sendable {
    /// How often the timeline's entries come, coarsest last.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The date of the entry the content is built for.
    public let date: Date
    public let cadence: Cadence
}

/// When a `TimelineView` builds its content: the dates of its entries, from a start date on.
public protocol TimelineSchedule {
    associatedtype Entries: Sequence where Entries.Element == Date
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How a schedule is asked for its entries; the headless host always runs at full rate.
public enum TimelineScheduleMode: Sendable {
    case normal, lowFrequency
}

/// An entry every `interval` seconds from `startDate` (`.periodic(from:by:)`).
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = max(interval, 0.0001)
    }

    /// From the latest entry not after `startDate` on (counted, not stepped to: a start in the
    /// distant past costs nothing).
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let passed = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(start: self.startDate, interval: interval, index: passed > 0 ? Int(min(passed, 1e15)) : 0)
    }

    /// The schedule's dates, endless: `start`, `start + interval`, …
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let interval: TimeInterval
        var index = 0

        public mutating func next() -> Date? {
            defer { index += 1 }
            return start.addingTimeInterval(Double(index) * interval)
        }
    }
}

/// An entry at the start of every minute (`.everyMinute`), the first at the minute already begun.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
        let minuteStart = (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60
        return PeriodicTimelineSchedule.Entries(start: Date(timeIntervalSinceReferenceDate: minuteStart), interval: 60)
    }
}

/// An entry every frame (`.animation`): 60 a second, or one per `minimumInterval`; none after
/// the first while `paused`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> AnyIterator<Date> {
        var periodic = PeriodicTimelineSchedule.Entries(start: startDate, interval: max(minimumInterval ?? 0, 1.0 / 60))
        var isFirst = true
        return AnyIterator {
            defer { isFirst = false }
            return paused && !isFirst ? nil : periodic.next()
        }
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

@MainActor
protocol TimelineBuilding {
    func content(for context: TimelineViewDefaultContext) -> any View
    /// The schedule's entries from `date`, each with the timeline's cadence.
    func entries(from date: Date) -> AnyIterator<Date>
    var cadence: TimelineViewDefaultContext.Cadence { get }
}

extension TimelineView: TimelineBuilding {
    func content(for context: TimelineViewDefaultContext) -> any View { content(context) }

    func entries(from date: Date) -> AnyIterator<Date> {
        var iterator = schedule.entries(from: date, mode: .normal).makeIterator()
        return AnyIterator { iterator.next() }
    }

    var cadence: TimelineViewDefaultContext.Cadence {
        switch schedule {
        case is AnimationTimelineSchedule: .live
        case let periodic as PeriodicTimelineSchedule where periodic.interval < 60: .seconds
        default: .minutes
        }
    }
}

/// Builds the content for the latest entry not after the timeline's date, and schedules a timer
/// on the host's clock for the next one. A new schedule from the body that made the view starts
/// over from the timeline's date.
final class TimelineNode: ClosureContentNode {
    private var timeline: any TimelineBuilding
    /// The wall-clock date at mount and the virtual clock's time then: the timeline's date is
    /// the one moved on by the clock since.
    private let mountedDate = Date()
    private let mountedElapsed: Duration
    private var entries: AnyIterator<Date>
    private var currentEntry: Date
    private var nextEntry: Date?
    private var timer: Timer?

    init<Schedule: TimelineSchedule, Content: View>(timeline: TimelineView<Schedule, Content>, parent: Node) {
        self.timeline = timeline
        mountedElapsed = parent.host.clock.elapsed
        var entries = timeline.entries(from: mountedDate)
        let (latest, next) = Self.entries(around: mountedDate, in: &entries)
        self.entries = entries
        currentEntry = latest ?? mountedDate
        nextEntry = next
        super.init(view: timeline, parent: parent)
        scheduleNext()
    }

    private var timelineDate: Date {
        let elapsed = host.clock.elapsed - mountedElapsed
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return mountedDate.addingTimeInterval(seconds)
    }

    override func makeContent() -> any View {
        timeline.content(for: TimelineViewDefaultContext(date: currentEntry, cadence: timeline.cadence))
    }

    override func update(with view: any View) {
        guard let timeline = view as? any TimelineBuilding else { return }
        self.timeline = timeline
        entries = timeline.entries(from: timelineDate)
        timer?.invalidate()
        startSchedule()
        rebuildContent()
    }

    override func willUnmount(_ lifecycle: Lifecycle) {
        timer?.invalidate()
        timer = nil
    }

    /// Moves to the latest entry not after the timeline's date and schedules the next.
    private func startSchedule() {
        let now = timelineDate
        let (latest, next) = Self.entries(around: now, in: &entries)
        currentEntry = latest ?? now
        nextEntry = next
        scheduleNext()
    }

    /// The latest entry not after `date` and the first after it, read from `entries`.
    private static func entries(around date: Date, in entries: inout AnyIterator<Date>) -> (latest: Date?, next: Date?) {
        var latest: Date?
        while let entry = entries.next() {
            if entry > date { return (latest, entry) }
            latest = entry
        }
        return (latest, nil)
    }

    private func scheduleNext() {
        guard let nextEntry else { return }
        // Whole microseconds from mount: the entries' sums in `Date`'s seconds carry rounding
        // below that, which would move an entry due at exactly one second past it.
        let offset = nextEntry.timeIntervalSince(mountedDate)
        let due = mountedElapsed + .microseconds(Int64((offset * 1_000_000).rounded()))
        let delay = max(due - host.clock.elapsed, .zero)
        let timer = Timer(timeInterval: 0, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.reachNextEntry() }
        }
        timer.clock = host.clock
        host.clock.schedule(timer, after: delay)
        self.timer = timer
    }

    private func reachNextEntry() {
        guard isMounted, let reached = nextEntry else { return }
        currentEntry = reached
        nextEntry = entries.next()
        scheduleNext()
        rebuildContent()
    }
}

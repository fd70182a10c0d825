import Foundation
import Testing
import Trellis

// The everyday vocabulary after the first set: a TimelineView builds its content again as the
// host's clock reaches its schedule's dates, sensoryFeedback plays when its trigger changes, and
// the drawing and layout modifiers are recorded as written.

private struct Tick: View {
    let date: Date
    var body: some View { Text("tick") }
}

private struct Clock<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    var body: some View {
        TimelineView(schedule) { context in
            Tick(date: context.date)
        }
    }
}

private struct FeedbackCounter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add") { count += 1 }
                .sensoryFeedback(.increase, trigger: count)
            Button("Add two") { count += 2 }
                .sensoryFeedback(trigger: count) { old, new in new - old > 1 ? .impact(weight: .heavy) : nil }
                .sensoryFeedback(.success, trigger: count) { _, new in new >= 3 }
            Text("count \(count)")
        }
    }
}

@MainActor
@Suite struct TimelineAndFeedbackTests {
    @Test("a periodic TimelineView builds its content once at mount and once per interval the clock passes")
    func periodicTimeline() throws {
        let host = ViewHost(Clock(schedule: .periodic(from: .now, by: 1)))
        #expect(host.bodyEvaluations(of: Tick.self) == 1)
        host.advance(by: .milliseconds(500))
        #expect(host.bodyEvaluations(of: Tick.self) == 1)
        host.advance(by: .milliseconds(500))
        #expect(host.bodyEvaluations(of: Tick.self) == 2)
        host.advance(by: .seconds(3))
        #expect(host.bodyEvaluations(of: Tick.self) == 5)
    }

    @Test("everyMinute builds once per minute, animation sixty times a second and once when paused")
    func minuteAndAnimationTimelines() throws {
        let minutes = ViewHost(Clock(schedule: .everyMinute))
        minutes.advance(by: .seconds(120))
        #expect(minutes.bodyEvaluations(of: Tick.self) == 3)
        let frames = ViewHost(Clock(schedule: .animation))
        frames.advance(by: .seconds(1))
        #expect(frames.bodyEvaluations(of: Tick.self) == 61)
        let paused = ViewHost(Clock(schedule: .animation(minimumInterval: nil, paused: true)))
        paused.advance(by: .seconds(1))
        #expect(paused.bodyEvaluations(of: Tick.self) == 1)
    }

    @Test("the content's date is the entry's, moved on by the host's clock from the date it was mounted at")
    func contextDate() throws {
        final class Dates { var seen: [Date] = [] }
        let dates = Dates()
        let mounted = Date()
        let host = ViewHost(TimelineView(.periodic(from: .now, by: 10)) { context in
            dates.seen.append(context.date)
            return Text("at")
        })
        host.advance(by: .seconds(25))
        #expect(dates.seen.count == 3)
        let first = try #require(dates.seen.first)
        #expect(abs(first.timeIntervalSince(mounted)) < 1)
        #expect(dates.seen.dropFirst().map { ($0.timeIntervalSince(first) * 1000).rounded() } == [10_000, 20_000])
    }

    @Test("sensoryFeedback plays when its trigger changes, as its condition or closure chooses")
    func feedbackOnChange() throws {
        let host = ViewHost(FeedbackCounter())
        #expect(host.sensoryFeedback.isEmpty)
        try host.tap("Add")
        #expect(host.sensoryFeedback.map(\.description) == [".increase"])
        try host.tap("Add two")
        // One change plays each feedback whose closure or condition chooses one, outermost modifier first.
        #expect(host.sensoryFeedback.map(\.description) == [".increase", ".increase", ".success", ".impact(weight: .heavy)"])
    }

    @Test("trim prints after its shape; the drawing and layout modifiers are recorded as written")
    func recordedModifiers() throws {
        let host = ViewHost(
            VStack {
                Circle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 4)
                Label("Favourites", systemImage: "heart")
                    .symbolVariant(.circle.fill)
                    .contentTransition(.numericText())
                    .alignmentGuide(.leading) { $0.width / 2 }
                    .glassEffect(.regular.tint(.blue).interactive(), in: Capsule())
                    .containerBackground(Color.blue, for: .navigation)
            }
        )
        #expect(host.render().contains("Circle trim(from: 0, to: 0.25) stroke blue lineWidth 4"))
        #expect(try host.appearance(of: "Favourites").modifiers == [
            "symbolVariant(.circle.fill)", "contentTransition(.numericText())", "alignmentGuide(.leading)",
            "glassEffect(.regular.tint(blue).interactive(), in: Capsule)", "containerBackground(blue, for: .navigation)",
        ])
    }
}

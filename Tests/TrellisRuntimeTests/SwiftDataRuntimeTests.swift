import Testing
@testable import Trellis

/// SwiftData as a view written in Swift uses it: an `@Observable` `PersistentModel`, `@Query`,
/// `@Environment(\.modelContext)` and `.modelContainer(for:)`.
@MainActor
@Observable
final class Reminder: PersistentModel {
    var title: String
    var isDone = false
    init(title: String) { self.title = title }
}

@MainActor
@Observable
final class Tag: PersistentModel {
    var name = ""
}

struct ReminderList: View {
    @Query(filter: { !$0.isDone }, sort: \Reminder.title) private var open: [Reminder]
    @Environment(\.modelContext) private var modelContext

    var body: some View {
        VStack {
            Text("\(open.count) open")
            ForEach(open) { reminder in
                Button(reminder.title) { reminder.isDone = true }
            }
            Button("Add") { modelContext.insert(Reminder(title: "R\(open.count + 1)")) }
            Button("Tag") { modelContext.insert(Tag()) }
        }
    }
}

@MainActor
@Suite struct SwiftDataRuntimeTests {
    @Test func aQueryFollowsInsertsAndTheFilterAndNothingElse() throws {
        let host = ViewHost(ReminderList().modelContainer(for: [Reminder.self, Tag.self]))
        #expect(host.bodyEvaluations(of: ReminderList.self) == 1)
        try host.tap("Add")
        try host.tap("Add")
        #expect(host.render().contains(#"Text "2 open""#), "\(host.render())")
        #expect(host.bodyEvaluations(of: ReminderList.self) == 3)
        // A model of another type is no result: nothing re-evaluates.
        try host.tap("Tag")
        #expect(host.bodyEvaluations(of: ReminderList.self) == 3)
        // The filter read `isDone`: marking one done drops it from the results.
        try host.tap("R1")
        #expect(host.render().contains(#"Text "1 open""#), "\(host.render())")
        #expect(!host.render().contains(#"Button "R1""#), "\(host.render())")
        #expect(host.bodyEvaluations(of: ReminderList.self) == 4)
    }

    @Test func aContainerIsMadeOncePerIdentityAndSavingClearsItsChanges() throws {
        let container = try ModelContainer(for: Reminder.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        let context = container.mainContext
        let reminder = Reminder(title: "Milk")
        context.insert(reminder)
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
        #expect(try context.fetchCount(FetchDescriptor<Reminder>()) == 1)
        context.delete(reminder)
        #expect(try context.fetch(FetchDescriptor<Reminder>()).isEmpty)
        #expect(reminder.persistentModelID == reminder.persistentModelID)
    }
}

/// SwiftData's spellings in a view written in Swift, unchanged: `@Query(sort:order:)`, a view's
/// own `init` making `Query(filter: Predicate { … }, sort: [SortDescriptor(…)])` (what
/// `#Predicate` becomes), and `modelContext.fetch(FetchDescriptor(…))`. `SortDescriptor` and
/// `Predicate` are the runtime's, shadowing Foundation's, and take a main-actor model's key paths.
struct RemindersByTitle: View {
    @Query(sort: \Reminder.title, order: .reverse) private var newestTitles: [Reminder]
    @Query private var open: [Reminder]
    @Environment(\.modelContext) private var modelContext

    init(prefix: String) {
        _open = Query(filter: Predicate { !$0.isDone && $0.title.hasPrefix(prefix) }, sort: [SortDescriptor(\Reminder.title)])
    }

    var body: some View {
        VStack {
            Text("reversed: \(newestTitles.map(\.title).joined(separator: " "))")
            Text("open: \(open.map(\.title).joined(separator: " "))")
            Text("done: \(done.map(\.title).joined(separator: " "))")
            ForEach(open) { reminder in
                Button("Finish \(reminder.title)") { reminder.isDone = true }
            }
            Button("Add B") { modelContext.insert(Reminder(title: "B")) }
            Button("Add A") { modelContext.insert(Reminder(title: "A")) }
            Button("Add C") { modelContext.insert(Reminder(title: "C")) }
        }
    }

    private var done: [Reminder] {
        let descriptor = FetchDescriptor<Reminder>(predicate: Predicate { $0.isDone }, sortBy: [SortDescriptor(\.title, order: .reverse)])
        return (try? modelContext.fetch(descriptor)) ?? []
    }
}

@MainActor
@Suite struct SortAndPredicateRuntimeTests {
    @Test func queriesSortFilterAndFollowChanges() throws {
        let host = ViewHost(RemindersByTitle(prefix: "").modelContainer(for: Reminder.self))
        for title in ["B", "A", "C"] { try host.tap("Add \(title)") }
        #expect(host.render().contains(#"Text "reversed: C B A""#), "\(host.render())")
        #expect(host.render().contains(#"Text "open: A B C""#), "\(host.render())")
        #expect(host.bodyEvaluations(of: RemindersByTitle.self) == 4)
        try host.tap("Finish B")
        #expect(host.render().contains(#"Text "open: A C""#), "\(host.render())")
        #expect(host.render().contains(#"Text "done: B""#), "\(host.render())")
        #expect(host.bodyEvaluations(of: RemindersByTitle.self) == 5)
        try host.tap("Finish A")
        #expect(host.render().contains(#"Text "done: B A""#), "\(host.render())")
        #expect(host.bodyEvaluations(of: RemindersByTitle.self) == 6)
    }

    @Test func descriptorsSortStablyAndPutNilFirst() throws {
        struct Row { let name: String; let rank: Int?; let order: Int }
        let rows = [Row(name: "b", rank: 2, order: 0), Row(name: "a", rank: nil, order: 1), Row(name: "b", rank: 1, order: 2), Row(name: "a", rank: 3, order: 3)]
        #expect(rows.sorted(using: SortDescriptor(\Row.rank)).map(\.order) == [1, 2, 0, 3])
        #expect(rows.sorted(using: SortDescriptor(\Row.rank, order: .reverse)).map(\.order) == [3, 0, 2, 1])
        // The first descriptor decides first; equal rows keep their order.
        #expect(rows.sorted(using: [SortDescriptor(\Row.name)]).map(\.order) == [1, 3, 0, 2])
        #expect(rows.sorted(using: [SortDescriptor(\Row.name, order: .reverse), SortDescriptor(\Row.rank)]).map(\.order) == [2, 0, 1, 3])
        #expect(try Predicate<Row> { $0.rank == nil }.evaluate(rows[1]))
        #expect(SortDescriptor(\Row.name).reversed().order == .reverse)
    }
}
